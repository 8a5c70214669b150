//! How a collective is checked and enqueued, once for all of them: a [`Plan`] (the NCCL call
//! with its arguments, and the buffers it reads and writes) is made by the checks below, then
//! run on the main stream, on a [`CudaStream`], inside a group, or on an async adapter's
//! stream, always through the buffers' records.

use super::call::{Call, Kind};
use super::comm::{Comm, CommInner};
use super::group;
use super::types::{NcclType, nccl_type_size, type_name};
use crate::r#async::{AsyncDevice, GpuFuture};
use crate::driver::safe::port::{
    Dest, NoPool, Operand, Stream, Submitted, Use, check_same_device, check_use_device,
};
use crate::driver::{CudaStream, DriverError, sys as cu};
use crate::nccl::result::{NcclError, NcclStatus};
use crate::nccl::sys;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// What a call needs of its communicator: the comparisons with its counterparts and its
/// description.
impl Call {
    /// Compares the call with its counterparts on the other side where this process sees
    /// them (see `matching.rs`); `in_group`: inside a group (where NCCL pairs a send to
    /// itself with a recv from itself). Refuses a mismatch before NCCL sees the call.
    fn compare(&self, c: &CommInner, in_group: bool) -> Result<(), NcclError> {
        match self.kind {
            Kind::Send { peer } | Kind::Recv { peer } if peer as usize == c.rank => {
                // Outside a group NCCL refuses a send to itself (or a recv) without its pair.
                if in_group {
                    c.self_pairs.post(c.rank, self)?;
                }
                Ok(())
            }
            _ => c.clique.post(c.rank, self),
        }
    }

    fn describe(&self, c: &CommInner) -> String {
        let target = match self.kind {
            Kind::Send { peer } => format!(" to rank {peer}"),
            Kind::Recv { peer } => format!(" from rank {peer}"),
            Kind::Broadcast { root } | Kind::Reduce { root } => format!(" with root {root}"),
            _ => String::new(),
        };
        format!(
            "{} {} {}{target} (rank {} of {} on device {})",
            self.kind.verb(),
            self.count,
            self.type_name,
            c.rank,
            c.world_size,
            c.device.ordinal()
        )
    }
}

/// A checked call and the buffers it uses (one or two).
pub(crate) struct Plan<'a> {
    call: Call,
    list: [Use<'a>; 2],
    n: usize,
}

impl<'a> Plan<'a> {
    fn new(call: Call, first: Use<'a>, second: Option<Use<'a>>) -> Self {
        match second {
            Some(second) => Plan {
                call,
                list: [first, second],
                n: 2,
            },
            None => Plan {
                call,
                list: [first, first],
                n: 1,
            },
        }
    }

    fn uses(&self) -> &[Use<'a>] {
        &self.list[..self.n]
    }
}

impl Comm {
    // ---- checks --------------------------------------------------------------------------

    fn nccl_type<T: NcclType>(&self) -> Result<sys::ncclDataType_t, NcclError> {
        let t = T::as_nccl_type();
        if nccl_type_size(t) != Some(size_of::<T>()) {
            return Err(NcclError::invalid(format!(
                "{} is {} bytes but its NCCL type {t:?} is {}",
                std::any::type_name::<T>(),
                size_of::<T>(),
                nccl_type_size(t).map_or("unknown".into(), |b| format!("{b} bytes"))
            )));
        }
        Ok(t)
    }

    /// `x` (a root or peer) as a rank of this world.
    fn rank_arg(&self, x: i32, what: &str, op: &str) -> Result<i32, NcclError> {
        let n = self.inner.world_size;
        if x < 0 || x as usize >= n {
            return Err(NcclError::invalid(format!(
                "{op}: {what} {x} is outside a world of {n} ranks (0 to {})",
                n - 1
            )));
        }
        Ok(x)
    }

    /// `u` (the buffer called `name`) as a use of this communicator's device.
    fn on_device<'a>(&self, u: Use<'a>, name: &str, op: &str) -> Result<Use<'a>, NcclError> {
        check_use_device(
            || format!("{op}: {name}"),
            &u,
            "the communicator is on",
            &self.inner.device,
        )?;
        Ok(u)
    }

    fn call<T: NcclType>(
        &self,
        kind: Kind,
        send: cu::CUdeviceptr,
        recv: cu::CUdeviceptr,
        count: usize,
        op: Option<&super::ReduceOp>,
    ) -> Result<Call, NcclError> {
        Ok(Call {
            kind,
            send,
            recv,
            count,
            dtype: self.nccl_type::<T>()?,
            type_name: type_name::<T>(),
            op: op.map_or(sys::ncclRedOp_t::ncclSum, |&o| {
                // NCCL before 2.29.7 leaves the last elements of a one-rank average unwritten
                // when the count is not a multiple of its block count (NVIDIA/nccl#1950). Over
                // one rank the average is the sum, which NCCL copies exactly.
                if o == super::ReduceOp::Avg && self.inner.world_size == 1 {
                    sys::ncclRedOp_t::ncclSum
                } else {
                    o.raw()
                }
            }),
        })
    }

    // ---- plans, one per collective ---------------------------------------------------------
    //
    // Each takes its buffers as operands (from either face of the crate: the `CudaDevice`
    // API's buffers or the stream API's), read or written as the collective uses them.

    pub(crate) fn plan_send<'a, T: NcclType>(
        &self,
        data: Operand<'a, T>,
        peer: i32,
    ) -> Result<Plan<'a>, NcclError> {
        let peer = self.rank_arg(peer, "peer", "send")?;
        let u = self.on_device(data.used(), "the buffer", "send")?;
        let call = self.call::<T>(Kind::Send { peer }, data.ptr(), 0, data.len(), None)?;
        Ok(Plan::new(call, u, None))
    }

    pub(crate) fn plan_recv<'a, T: NcclType>(
        &self,
        buff: Operand<'a, T>,
        peer: i32,
    ) -> Result<Plan<'a>, NcclError> {
        let peer = self.rank_arg(peer, "peer", "recv")?;
        let u = self.on_device(buff.used(), "the buffer", "recv")?;
        let call = self.call::<T>(Kind::Recv { peer }, 0, buff.ptr(), buff.len(), None)?;
        Ok(Plan::new(call, u, None))
    }

    pub(crate) fn plan_broadcast<'a, T: NcclType>(
        &self,
        sendbuff: Option<Operand<'a, T>>,
        recvbuff: Operand<'a, T>,
        root: i32,
    ) -> Result<Plan<'a>, NcclError> {
        let root = self.rank_arg(root, "root", "broadcast")?;
        let (send, send_ptr) = match sendbuff {
            Some(s) => {
                if s.len() != recvbuff.len() {
                    return Err(lengths("broadcast", s.len(), recvbuff.len()));
                }
                let u = self.on_device(s.used(), "sendbuff", "broadcast")?;
                (Some(u), s.ptr())
            }
            None if root as usize == self.inner.rank => {
                return Err(NcclError::invalid(format!(
                    "broadcast: sendbuff is None on the root (rank {root}), which sends it"
                )));
            }
            None => (None, 0),
        };
        let recv = self.on_device(recvbuff.used(), "recvbuff", "broadcast")?;
        let call = self.call::<T>(
            Kind::Broadcast { root },
            send_ptr,
            recvbuff.ptr(),
            recvbuff.len(),
            None,
        )?;
        Ok(Plan::new(call, recv, send))
    }

    pub(crate) fn plan_broadcast_in_place<'a, T: NcclType>(
        &self,
        buff: Operand<'a, T>,
        root: i32,
    ) -> Result<Plan<'a>, NcclError> {
        let root = self.rank_arg(root, "root", "broadcast_in_place")?;
        let u = self.on_device(buff.used(), "the buffer", "broadcast_in_place")?;
        let ptr = buff.ptr();
        let call = self.call::<T>(Kind::Broadcast { root }, ptr, ptr, buff.len(), None)?;
        Ok(Plan::new(call, u, None))
    }

    pub(crate) fn plan_all_gather<'a, T: NcclType>(
        &self,
        sendbuff: Operand<'a, T>,
        recvbuff: Operand<'a, T>,
    ) -> Result<Plan<'a>, NcclError> {
        let n = self.inner.world_size;
        let want = sendbuff.len().checked_mul(n);
        if want != Some(recvbuff.len()) {
            return Err(NcclError::invalid(format!(
                "all_gather: recvbuff has {} elements but must have world_size ({n}) times \
                 sendbuff's {}",
                recvbuff.len(),
                sendbuff.len()
            )));
        }
        let send = self.on_device(sendbuff.used(), "sendbuff", "all_gather")?;
        let recv = self.on_device(recvbuff.used(), "recvbuff", "all_gather")?;
        let call = self.call::<T>(
            Kind::AllGather,
            sendbuff.ptr(),
            recvbuff.ptr(),
            sendbuff.len(),
            None,
        )?;
        Ok(Plan::new(call, send, Some(recv)))
    }

    pub(crate) fn plan_all_reduce<'a, T: NcclType>(
        &self,
        sendbuff: Operand<'a, T>,
        recvbuff: Operand<'a, T>,
        op: &super::ReduceOp,
    ) -> Result<Plan<'a>, NcclError> {
        if sendbuff.len() != recvbuff.len() {
            return Err(lengths("all_reduce", sendbuff.len(), recvbuff.len()));
        }
        let send = self.on_device(sendbuff.used(), "sendbuff", "all_reduce")?;
        let recv = self.on_device(recvbuff.used(), "recvbuff", "all_reduce")?;
        let call = self.call::<T>(
            Kind::AllReduce,
            sendbuff.ptr(),
            recvbuff.ptr(),
            sendbuff.len(),
            Some(op),
        )?;
        Ok(Plan::new(call, send, Some(recv)))
    }

    pub(crate) fn plan_all_reduce_in_place<'a, T: NcclType>(
        &self,
        buff: Operand<'a, T>,
        op: &super::ReduceOp,
    ) -> Result<Plan<'a>, NcclError> {
        let u = self.on_device(buff.used(), "the buffer", "all_reduce_in_place")?;
        let ptr = buff.ptr();
        let call = self.call::<T>(Kind::AllReduce, ptr, ptr, buff.len(), Some(op))?;
        Ok(Plan::new(call, u, None))
    }

    pub(crate) fn plan_reduce<'a, T: NcclType>(
        &self,
        sendbuff: Operand<'a, T>,
        recvbuff: Option<Operand<'a, T>>,
        op: &super::ReduceOp,
        root: i32,
    ) -> Result<Plan<'a>, NcclError> {
        let root = self.rank_arg(root, "root", "reduce")?;
        let (recv, recv_ptr) = match recvbuff {
            Some(r) => {
                if r.len() != sendbuff.len() {
                    return Err(lengths("reduce", sendbuff.len(), r.len()));
                }
                (
                    Some(self.on_device(r.used(), "recvbuff", "reduce")?),
                    r.ptr(),
                )
            }
            None if root as usize == self.inner.rank => {
                return Err(NcclError::invalid(format!(
                    "reduce: recvbuff is None on the root (rank {root}), which receives the result"
                )));
            }
            None => (None, 0),
        };
        let send = self.on_device(sendbuff.used(), "sendbuff", "reduce")?;
        let call = self.call::<T>(
            Kind::Reduce { root },
            sendbuff.ptr(),
            recv_ptr,
            sendbuff.len(),
            Some(op),
        )?;
        Ok(Plan::new(call, send, recv))
    }

    pub(crate) fn plan_reduce_in_place<'a, T: NcclType>(
        &self,
        buff: Operand<'a, T>,
        op: &super::ReduceOp,
        root: i32,
    ) -> Result<Plan<'a>, NcclError> {
        let root = self.rank_arg(root, "root", "reduce_in_place")?;
        let u = self.on_device(buff.used(), "the buffer", "reduce_in_place")?;
        let ptr = buff.ptr();
        let call = self.call::<T>(Kind::Reduce { root }, ptr, ptr, buff.len(), Some(op))?;
        Ok(Plan::new(call, u, None))
    }

    pub(crate) fn plan_reduce_scatter<'a, T: NcclType>(
        &self,
        sendbuff: Operand<'a, T>,
        recvbuff: Operand<'a, T>,
        op: &super::ReduceOp,
    ) -> Result<Plan<'a>, NcclError> {
        let n = self.inner.world_size;
        let want = recvbuff.len().checked_mul(n);
        if want != Some(sendbuff.len()) {
            return Err(NcclError::invalid(format!(
                "reduce_scatter: sendbuff has {} elements but must have world_size ({n}) times \
                 recvbuff's {}",
                sendbuff.len(),
                recvbuff.len()
            )));
        }
        let send = self.on_device(sendbuff.used(), "sendbuff", "reduce_scatter")?;
        let recv = self.on_device(recvbuff.used(), "recvbuff", "reduce_scatter")?;
        let call = self.call::<T>(
            Kind::ReduceScatter,
            sendbuff.ptr(),
            recvbuff.ptr(),
            recvbuff.len(),
            Some(op),
        )?;
        Ok(Plan::new(call, send, Some(recv)))
    }

    // ---- running a plan ----------------------------------------------------------------------

    /// Enqueues a checked call on the main stream (`None`) or `on`'s stream, ordered with its
    /// buffers' other uses through the port's submission path; inside a group, recorded as
    /// deferred until the group ends.
    pub(crate) fn run(
        &self,
        plan: Result<Plan<'_>, NcclError>,
        on: Option<&CudaStream>,
    ) -> Result<NcclStatus, NcclError> {
        self.run_at(plan, on.map(Stream::of_stream).as_ref())
    }

    /// [`run`](Self::run) on the main stream (`None`) or a stream as the port has it: what
    /// every synchronous collective of both faces of the crate runs (the stream API's on its
    /// communicator's stream).
    pub(crate) fn run_at(
        &self,
        plan: Result<Plan<'_>, NcclError>,
        on: Option<&Stream>,
    ) -> Result<NcclStatus, NcclError> {
        // The driver errors met on the way are this call's own business: they come back as
        // NCCL's (see `error_context`).
        crate::error_context::returning(|| self.run_now(plan, on))
    }

    /// [`run_at`](Self::run_at), in its scope of errors.
    fn run_now(
        &self,
        plan: Result<Plan<'_>, NcclError>,
        on: Option<&Stream>,
    ) -> Result<NcclStatus, NcclError> {
        let plan = plan?;
        let inner = &self.inner;
        inner.usable()?;
        let dev = &inner.device;
        let stream = match on {
            None => Stream::main_of(dev),
            Some(s) => {
                check_same_device(
                    || format!("{}: the stream", plan.call.kind.verb()),
                    s.device(),
                    USER,
                    dev,
                )?;
                s.clone()
            }
        };
        let call = plan.call;
        let raw = inner.raw;
        let sub = Dest::<NoPool>::Stream(&stream).check(dev, USER, &[])?;
        let deferred = group::join(inner, &stream)?;
        inner.note_stream(&stream);
        let in_group = deferred.is_some();
        let sub = match deferred {
            Some(d) => sub.deferred(d),
            None => sub,
        };
        let done = sub.submit(plan.uses(), |ps, s| {
            if !in_group {
                // Captured into a graph, the call uses the communicator at every replay: the
                // graph keeps it alive. Looked at here, with the enqueue: a capture begun by
                // another thread after a look before would take the call in.
                ps.keep_in_capture(inner);
            }
            call.compare(inner, in_group)?;
            // SAFETY: the plan checked the buffers (device, lengths, type size) and `compare`
            // the other side's length where this process sees it; the submission orders the
            // call after their earlier uses and records it (as deferred until the group has
            // launched it, in a group), so they stay allocated until it is done; the
            // communicator is live and of this device.
            let r = unsafe { call.issue(raw, s) };
            let r = if in_group {
                r
            } else {
                r.and_then(|st| inner.settle(st, || call.describe(inner)))
            };
            r.inspect_err(|_| inner.clique.stop())
        });
        match done {
            Ok(Submitted::Enqueued(status)) => Ok(status),
            Ok(Submitted::Future(never)) => match never {},
            Err(e) => Err(e.context(format!("while {}", call.describe(inner)))),
        }
    }

    /// Enqueues a checked call on one of `adev`'s streams through the port's submission path;
    /// the future resolves once the GPU has done it.
    pub(crate) fn run_async(
        &self,
        adev: &AsyncDevice,
        plan: Result<Plan<'_>, NcclError>,
    ) -> GpuFuture<()> {
        let inner = &self.inner;
        let checked = plan.and_then(|p| {
            inner.usable()?;
            group::refuse_open("an async NCCL operation (the *_async methods)")?;
            // This thread has no group open: a group holding the communicator is another
            // thread's, which would launch the call with its own (after this future's mark).
            group::refuse_held(&**inner)?;
            if !Arc::ptr_eq(&adev.device(), &inner.device) {
                return Err(NcclError::invalid(format!(
                    "{}: the AsyncDevice wraps device {} (or another CudaDevice object) but the \
                     communicator is on device {}",
                    p.call.kind.verb(),
                    adev.device().ordinal(),
                    inner.device.ordinal()
                )));
            }
            Ok(p)
        });
        let plan = match checked {
            Ok(p) => p,
            Err(e) => return GpuFuture::failed(e.into()),
        };
        let call = plan.call;
        let raw = inner.raw;
        let dest = Dest::Pool {
            pool: adev,
            follow: true,
        };
        let named: Vec<(&str, Use<'_>)> = plan.uses().iter().map(|u| ("a buffer", *u)).collect();
        let done = dest.check(&inner.device, USER, &named).and_then(|sub| {
            // Counted in flight until the GPU is done with it: the communicator's drop waits.
            let guard = InFlight::new(&inner.in_flight);
            sub.submit_keeping(plan.uses(), guard, |_, s| {
                // Async calls are never in a group.
                call.compare(inner, false).map_err(|e| {
                    DriverError::from(e.context(format!("while {}", call.describe(inner))))
                })?;
                // SAFETY: as in `run`; the submission orders the call after the buffers'
                // earlier uses and records it with them, and the communicator's drop waits
                // for it.
                let r = unsafe { call.issue(raw, s) }
                    .and_then(|st| inner.settle(st, || call.describe(inner)))
                    .inspect_err(|_| inner.clique.stop());
                r.map(drop).map_err(|e| {
                    DriverError::from(e.context(format!("while {}", call.describe(inner))))
                })
            })
        });
        match done {
            Ok(Submitted::Future(f)) => f,
            Ok(Submitted::Enqueued(())) => GpuFuture::ready(Ok(())),
            Err(e) => GpuFuture::failed(e),
        }
    }
}

/// Who runs NCCL's calls, as the checks of their streams' devices say it.
const USER: &str = "the communicator is on";

/// The error for a source and destination of different lengths.
#[cold]
fn lengths(op: &str, send: usize, recv: usize) -> NcclError {
    NcclError::invalid(format!(
        "{op}: sendbuff has {send} elements but recvbuff has {recv}"
    ))
}

/// Counts an async operation in flight until dropped (when the GPU is done with it).
struct InFlight(Arc<AtomicUsize>);

impl InFlight {
    fn new(n: &Arc<AtomicUsize>) -> Self {
        n.fetch_add(1, Ordering::AcqRel);
        InFlight(n.clone())
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}
