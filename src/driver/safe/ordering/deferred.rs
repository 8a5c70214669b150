//! Deferred work (feature `nccl`): work a library takes now and puts on its lane later (NCCL
//! operations between `ncclGroupStart` and `ncclGroupEnd`). Its buffers record it as a
//! [`Deferred`] access, which refuses other work on them until it is launched, and the frees of
//! buffers dropped meanwhile are put off until then. See the module docs.

use super::accesses::{Accesses, Enqueued, Uses, free_in_order};
use super::capture::refuse_capturing;
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

impl Lane {
    /// Like [`run`](Self::run) for work that `enqueue` hands to a library which puts it on
    /// this lane only later, when `deferred` (of this lane) is launched: the buffers wait for
    /// what they must follow now, and record the access as deferred. Refused on a lane that is
    /// capturing a graph (the launch could come after the capture ended).
    pub(crate) fn run_deferred<T, U: Uses + ?Sized>(
        self: &Arc<Self>,
        main: &Lane,
        uses: &U,
        deferred: &Arc<Deferred>,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        debug_assert!(Arc::ptr_eq(self, &deferred.lane));
        refuse_capturing(self, "an operation inside an NCCL group")?;
        IN_GROUP.with(|g| g.set(deferred.group));
        let r = uses.each(|u| u.accesses.before(main, self, u.write));
        IN_GROUP.with(|g| g.set(0));
        r?;
        let r = self.enqueue(enqueue);
        let _ = uses.each(|u| {
            u.accesses.after(Enqueued::Deferred(deferred), u.write);
            Ok(())
        });
        r
    }
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
    frees: Mutex<Vec<FreeAfterLaunch>>,
}

/// The free of a buffer dropped while deferred work used it, done once the work is launched.
struct FreeAfterLaunch {
    main: Arc<Lane>,
    ptr: sys::CUdeviceptr,
    bytes: usize,
    managed: bool,
    accesses: Accesses,
}

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
        for f in frees {
            f.free();
        }
    }

    /// Takes over the free of a dropped buffer whose record holds this unlaunched work.
    pub(crate) fn put_off_free(
        &self,
        main: &Arc<Lane>,
        ptr: sys::CUdeviceptr,
        bytes: usize,
        acc: &Accesses,
        managed: bool,
    ) {
        let f = FreeAfterLaunch {
            main: main.clone(),
            ptr,
            bytes,
            managed,
            accesses: acc.take(),
        };
        {
            let mut frees = lock(&self.frees);
            if self.launched().is_none() {
                frees.push(f);
                return;
            }
        }
        // Launched meanwhile.
        f.free();
    }

    #[cold]
    pub(super) fn refusal(&self) -> DriverError {
        DriverError::new(sys::CUresult::CUDA_ERROR_NOT_READY).context(format!(
            "the buffer is used by {} (device {})",
            self.why, self.lane.ctx.ordinal
        ))
    }
}

impl FreeAfterLaunch {
    fn free(self) {
        let ctx = &self.main.ctx;
        let r = ctx.make_current().and_then(|()| {
            free_in_order(
                &self.main,
                self.ptr,
                self.bytes,
                &self.accesses,
                self.managed,
            )
        });
        if let Err(e) = r {
            ctx.defer_error(e.context(format!(
                "while freeing {} bytes on device {} after an NCCL group",
                self.bytes, ctx.ordinal
            )));
        }
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
