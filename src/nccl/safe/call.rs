//! One NCCL call as the checks planned it ([`Call`], [`Kind`]): what the comparisons across
//! ranks (`matching.rs`) and the enqueue (`ops.rs`) take.

use crate::driver::sys as cu;
use crate::nccl::result::{self, NcclError, NcclStatus};
use crate::nccl::sys;
use std::ffi::c_void;

/// Which NCCL call, with its rank argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Send { peer: i32 },
    Recv { peer: i32 },
    Broadcast { root: i32 },
    AllGather,
    AllReduce,
    Reduce { root: i32 },
    ReduceScatter,
}

impl Kind {
    pub(super) fn verb(self) -> &'static str {
        match self {
            Kind::Send { .. } => "sending",
            Kind::Recv { .. } => "receiving",
            Kind::Broadcast { .. } => "broadcasting",
            Kind::AllGather => "all-gathering",
            Kind::AllReduce => "all-reducing",
            Kind::Reduce { .. } => "reducing",
            Kind::ReduceScatter => "reduce-scattering",
        }
    }

    /// The method's name, for messages.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Kind::Send { .. } => "send",
            Kind::Recv { .. } => "recv",
            Kind::Broadcast { .. } => "broadcast",
            Kind::AllGather => "all_gather",
            Kind::AllReduce => "all_reduce",
            Kind::Reduce { .. } => "reduce",
            Kind::ReduceScatter => "reduce_scatter",
        }
    }
}

/// One NCCL call: addresses, count (as NCCL counts it), type and reduction.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Call {
    pub(super) kind: Kind,
    pub(super) send: cu::CUdeviceptr,
    pub(super) recv: cu::CUdeviceptr,
    pub(super) count: usize,
    pub(super) dtype: sys::ncclDataType_t,
    pub(super) type_name: &'static str,
    pub(super) op: sys::ncclRedOp_t,
}

impl Call {
    /// A call with no buffers, for the tests of the comparisons.
    #[cfg(test)]
    pub(super) fn for_test(
        kind: Kind,
        count: usize,
        dtype: sys::ncclDataType_t,
        op: sys::ncclRedOp_t,
    ) -> Self {
        let type_name = match dtype {
            sys::ncclDataType_t::ncclFloat32 => "f32",
            sys::ncclDataType_t::ncclFloat64 => "f64",
            _ => "u8",
        };
        Call {
            kind,
            send: 0,
            recv: 0,
            count,
            dtype,
            type_name,
            op,
        }
    }

    /// Enqueues the call on `stream` for `comm`.
    ///
    /// # Safety
    ///
    /// The addresses must hold what the call reads and writes (checked by the planning
    /// functions below), stay allocated until the work is done (the buffers' records see to
    /// that) and `comm` and `stream` be live handles of one device.
    pub(super) unsafe fn issue(
        &self,
        comm: sys::ncclComm_t,
        stream: cu::CUstream,
    ) -> Result<NcclStatus, NcclError> {
        let s = self.send as *const c_void;
        let r = self.recv as *mut c_void;
        let (n, t, op) = (self.count, self.dtype, self.op);
        // SAFETY: the caller's contract.
        unsafe {
            match self.kind {
                Kind::Send { peer } => result::send(s, n, t, peer, comm, stream),
                Kind::Recv { peer } => result::recv(r, n, t, peer, comm, stream),
                Kind::Broadcast { root } => result::broadcast(s, r, n, t, root, comm, stream),
                Kind::AllGather => result::all_gather(s, r, n, t, comm, stream),
                Kind::AllReduce => result::all_reduce(s, r, n, t, op, comm, stream),
                Kind::Reduce { root } => result::reduce(s, r, n, t, op, root, comm, stream),
                Kind::ReduceScatter => result::reduce_scatter(s, r, n, t, op, comm, stream),
            }
        }
    }
}
