//! Deferred work (feature `nccl`): work a library takes now and puts on its lane later (NCCL
//! operations between `ncclGroupStart` and `ncclGroupEnd`). Its buffers record it as a
//! [`Deferred`] access, which refuses other work on them until it is launched, and the frees of
//! buffers dropped meanwhile are put off until then. See the module docs.

use super::lane::Lane;
use super::sync::{AtomicU64, Mutex, Ordering, lock};
use crate::driver::result::DriverError;
use crate::driver::sys;
use std::cell::Cell;
use std::sync::Arc;

#[cfg(not(all(test, loom)))]
thread_local! {
    /// The group of the deferred operation whose buffers are being ordered on this thread (in
    /// [`Lane::run_deferred`]); 0 otherwise.
    static IN_GROUP: Cell<u64> = const { Cell::new(0) };
}

// Loom runs a model's threads on one thread of its own: a std thread-local would be shared.
#[cfg(all(test, loom))]
loom::thread_local! {
    static IN_GROUP: Cell<u64> = Cell::new(0);
}

/// The group whose buffers are being ordered on this thread (see `IN_GROUP`).
pub(super) fn in_group() -> u64 {
    IN_GROUP.with(Cell::get)
}

/// Runs `f` with `group` as the group whose buffers are being ordered on this thread (see
/// `IN_GROUP`).
pub(super) fn ordering_group<R>(group: u64, f: impl FnOnce() -> R) -> R {
    IN_GROUP.with(|g| g.set(group));
    let r = f();
    IN_GROUP.with(|g| g.set(0));
    r
}

/// Work on one lane that a library took and puts on the lane later, when the crate calls
/// [`launch`](Self::launch) (NCCL operations between `ncclGroupStart` and `ncclGroupEnd`).
/// See the module docs.
pub(crate) struct Deferred {
    pub(super) lane: Arc<Lane>,
    /// The batch of deferred work this belongs to (an NCCL group), unique and never 0.
    pub(super) group: u64,
    /// The lane's generation once the work is on the lane; 0 until then.
    launched: AtomicU64,
    /// What the refusal says until then.
    why: &'static str,
    /// Buffers dropped before the launch, freed right after it.
    frees: Mutex<Vec<AfterLaunch>>,
}

/// What is done once the work is launched: the free of a buffer dropped while the work used it.
type AfterLaunch = Box<dyn FnOnce() + Send>;

impl Deferred {
    /// Deferred work on `lane` for batch `group` (non-zero); `why` says, for refusals, why the
    /// work is not on its stream yet and what launches it.
    pub(crate) fn new(lane: &Arc<Lane>, group: u64, why: &'static str) -> Arc<Deferred> {
        debug_assert!(group != 0);
        Arc::new(Deferred {
            lane: lane.clone(),
            group,
            launched: AtomicU64::new(0),
            why,
            frees: Mutex::new(Vec::new()),
        })
    }

    pub(super) fn launched(&self) -> Option<u64> {
        match self.launched.load(Ordering::Acquire) {
            0 => None,
            g => Some(g),
        }
    }

    /// Records that the library has now put the work on the lane (whether or not it
    /// succeeded: whatever it enqueued comes before this), then frees the buffers dropped
    /// meanwhile. Errors go to the device's kept errors.
    pub(crate) fn launch(&self) {
        // Counted as an enqueue, so that marks of the lane from now on cover the work.
        let _ = self.lane.enqueue(|_| Ok(()));
        let frees = {
            let mut frees = lock(&self.frees);
            self.launched
                .store(self.lane.generation().max(1), Ordering::Release);
            std::mem::take(&mut *frees)
        };
        for free in frees {
            free();
        }
    }

    /// Runs `free` once the work is launched: right after the launch, or now if it was
    /// launched already.
    pub(super) fn after_launch(&self, free: AfterLaunch) {
        {
            let mut frees = lock(&self.frees);
            if self.launched().is_none() {
                frees.push(free);
                return;
            }
        }
        // Launched meanwhile.
        free();
    }

    #[cold]
    pub(super) fn refusal(&self) -> DriverError {
        DriverError::new(sys::CUresult::CUDA_ERROR_NOT_READY).context(format!(
            "the buffer is used by {} (device {})",
            self.why, self.lane.ctx.ordinal
        ))
    }
}

impl std::fmt::Debug for Deferred {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Deferred")
            .field("lane", &self.lane)
            .field("group", &self.group)
            .field("launched", &self.launched())
            .finish()
    }
}
