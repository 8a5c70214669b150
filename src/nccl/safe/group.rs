//! The thread's open NCCL group: which communicators have operations in it, and the deferred
//! work (see `driver::safe::port`) its operations recorded in their buffers, launched
//! when the outermost `group_end` has put the work on the streams.
//!
//! NCCL's group is per thread (`ncclGroupStart` / `ncclGroupEnd` nest on the calling thread),
//! and so is this record. A communicator with operations in a group belongs to it until the
//! group ends: other threads may not use it meanwhile (NCCL would fold their operations into
//! this group).

use crate::driver::safe::port::{Deferred, Stream};
use crate::nccl::result::{NcclError, NcclStatus, check};
use crate::nccl::sys;
use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// What a buffer used inside a group says to work that tries to use it before the group ends.
const WHY: &str = "an NCCL operation of a group that has not ended (nccl::group_end launches \
                   it); use the buffer after group_end";

static NEXT_GROUP: AtomicU64 = AtomicU64::new(1);

/// A communicator as the group record sees it (implemented by the safe layer's).
pub(crate) trait Member: Send + Sync {
    /// The group holding operations of this communicator; 0 when none.
    fn group(&self) -> &AtomicU64;
    /// For a non-blocking communicator, usable, after the group's `ncclGroupEnd`: waits
    /// (within its timeout) until NCCL has finished launching its operations. `None` for a
    /// blocking one.
    fn finish_launch(&self) -> Option<Result<(), NcclError>>;
    /// The outermost group ended (`ok`: without an error): forgets the group's unpaired
    /// sends to itself and recvs from itself, and after an error stops comparing the
    /// communicator's operations with its peers' (which of them NCCL took is unknown).
    fn group_ended(&self, ok: bool);
}

/// `ncclGroupStart` itself.
fn raw_group_start() -> Result<NcclStatus, NcclError> {
    // SAFETY: no arguments.
    check(unsafe { sys::ncclGroupStart() }, std::ptr::null_mut())
}

/// `ncclGroupEnd` itself.
fn raw_group_end() -> Result<NcclStatus, NcclError> {
    // SAFETY: no arguments.
    check(unsafe { sys::ncclGroupEnd() }, std::ptr::null_mut())
}

#[derive(Default)]
struct Open {
    depth: usize,
    /// The group's id for the deferred accesses (unique; set when the outermost group starts).
    id: u64,
    comms: Vec<Arc<dyn Member>>,
    /// The deferred work of each stream the group's operations went to.
    deferred: Vec<(Stream, Arc<Deferred>)>,
}

thread_local! {
    static OPEN: RefCell<Open> = RefCell::new(Open::default());
    /// The error of a `group!` macro's start or end, for this thread's next NCCL call.
    static KEPT: RefCell<Option<NcclError>> = const { RefCell::new(None) };
}

/// Keeps `e` for this thread's next NCCL call ([`take_kept`]); an earlier one still kept stays.
pub(crate) fn keep_for_next_call(e: NcclError) {
    KEPT.with_borrow_mut(|k| {
        k.get_or_insert(e);
    });
}

/// The error a `group!` macro kept on this thread, if any: returned by the next NCCL call.
pub(crate) fn take_kept() -> Result<(), NcclError> {
    match KEPT.with_borrow_mut(Option::take) {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// `ncclGroupStart`, recorded.
pub(crate) fn start() -> Result<NcclStatus, NcclError> {
    take_kept()?;
    let status = raw_group_start()?;
    OPEN.with_borrow_mut(|o| {
        if o.depth == 0 {
            o.id = NEXT_GROUP.fetch_add(1, Ordering::Relaxed);
        }
        o.depth += 1;
    });
    Ok(status)
}

/// `ncclGroupEnd`, recorded: the outermost one launches the group's deferred accesses.
pub(crate) fn end() -> Result<NcclStatus, NcclError> {
    let open = OPEN.with_borrow(|o| o.depth > 0);
    if let Err(e) = take_kept() {
        // The group still ends: its operations are launched (or NCCL says why not).
        let _ = end_open(open);
        return Err(e);
    }
    end_open(open)
}

fn end_open(open: bool) -> Result<NcclStatus, NcclError> {
    let r = raw_group_end();
    if !open {
        // NCCL says it is not in a group (or the group was opened through `sys`).
        return r;
    }
    let finished = OPEN.with_borrow_mut(|o| {
        o.depth -= 1;
        (o.depth == 0).then(|| std::mem::take(o))
    });
    match finished {
        Some(group) => group.launch(r),
        None => r,
    }
}

impl Open {
    /// After the outermost `ncclGroupEnd` returned `r`: waits for non-blocking communicators
    /// to finish launching, then marks the deferred accesses launched (whatever NCCL managed
    /// to enqueue is on the streams by now) and releases the communicators.
    fn launch(mut self, r: Result<NcclStatus, NcclError>) -> Result<NcclStatus, NcclError> {
        let mut r = r;
        // Also after an error: the deferred accesses may be marked launched only once NCCL's
        // helper threads are done with the streams.
        for c in &self.comms {
            if let Some(Err(e)) = c.finish_launch() {
                if r.is_ok() {
                    r = Err(e);
                }
            }
        }
        if r == Ok(NcclStatus::InProgress) {
            r = Ok(NcclStatus::Success);
        }
        self.finish(r.is_ok());
        r
    }

    fn finish(&mut self, ok: bool) {
        for (_, d) in self.deferred.drain(..) {
            d.launch();
        }
        for c in &self.comms {
            c.group_ended(ok);
            c.group().store(0, Ordering::Release);
        }
        // May free communicators dropped during the group.
        self.comms.clear();
        self.depth = 0;
    }
}

impl Drop for Open {
    /// A thread that exits inside a group: NCCL would launch the group's operations with the
    /// next call on those communicators from anywhere, so end the group now.
    fn drop(&mut self) {
        if self.depth == 0 {
            return;
        }
        let mut ok = true;
        for _ in 0..self.depth {
            ok &= raw_group_end().is_ok();
        }
        self.finish(ok);
    }
}

/// For a sync operation of `comm` on `stream`: `None` outside a group; inside one, the deferred
/// work to record in the buffers (the communicator joins the group). Refuses a communicator
/// held by another thread's group.
#[inline]
pub(crate) fn join<C: Member + 'static>(
    comm: &Arc<C>,
    stream: &Stream,
) -> Result<Option<Arc<Deferred>>, NcclError> {
    take_kept()?;
    OPEN.with_borrow_mut(|o| {
        let held = comm.group().load(Ordering::Acquire);
        if o.depth == 0 {
            if held != 0 {
                return Err(held_elsewhere());
            }
            return Ok(None);
        }
        if held != o.id {
            if held != 0 {
                return Err(held_elsewhere());
            }
            comm.group().store(o.id, Ordering::Release);
            o.comms.push(comm.clone() as Arc<dyn Member>);
        }
        let d = match o.deferred.iter().find(|(s, _)| s.same_as(stream)) {
            Some((_, d)) => d.clone(),
            None => {
                let d = stream.defer(o.id, WHY);
                o.deferred.push((stream.clone(), d.clone()));
                d
            }
        };
        Ok(Some(d))
    })
}

#[cold]
fn held_elsewhere() -> NcclError {
    NcclError::usage(
        "the communicator has operations in an NCCL group that another thread opened and has \
         not ended; a communicator is used by one thread at a time",
    )
}

/// An error if `comm` has operations in a group that another thread opened: for calls that
/// do not join a group (the async operations), made by a thread with no group open (see
/// [`refuse_open`]), where NCCL would fold the call into that thread's group.
pub(crate) fn refuse_held<C: Member + ?Sized>(comm: &C) -> Result<(), NcclError> {
    if comm.group().load(Ordering::Acquire) != 0 {
        return Err(held_elsewhere());
    }
    Ok(())
}

/// An error if this thread has a group open: for calls that cannot be part of one.
pub(crate) fn refuse_open(what: &str) -> Result<(), NcclError> {
    take_kept()?;
    if OPEN.with_borrow(|o| o.depth > 0) {
        return Err(NcclError::usage(format!(
            "{what} cannot be called inside an NCCL group (between group_start and group_end)"
        )));
    }
    Ok(())
}
