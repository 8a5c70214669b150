//! Per-buffer tracking of work enqueued on the async adapter's streams.
//!
//! Every [`CudaSlice`](super::CudaSlice) has a [`Tracker`] listing the async operations that
//! may still use it. Whatever uses the buffer next (a copy or launch on the main stream, another
//! async operation, or the free in `Drop`) first makes its stream wait for those operations'
//! events. The record lives with the buffer, not with the future that enqueued the work, so a
//! future that is dropped or leaked with `mem::forget` cannot let later work overtake it.
//!
//! With no async work the check is one atomic load.

use super::device::{CudaDevice, lock};
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// One enqueued async operation, as buffers and the completion thread see it.
pub struct OpCore {
    /// Recorded once on the operation's stream, after its work; destroyed (returned to its
    /// pool) only when the last reference goes.
    pub(crate) event: sys::CUevent,
    /// `PENDING`, `DONE` or `FAILED`, set by the completion thread.
    pub(crate) state: AtomicU8,
    /// Returns `event` to where it came from.
    recycle: Box<dyn Fn(sys::CUevent) + Send + Sync>,
}

const PENDING: u8 = 0;
const DONE: u8 = 1;
const FAILED: u8 = 2;

// SAFETY: an event handle is usable from any thread; the state is atomic.
unsafe impl Send for OpCore {}
// SAFETY: as above.
unsafe impl Sync for OpCore {}

impl std::fmt::Debug for OpCore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpCore")
            .field("finished", &self.is_finished())
            .finish()
    }
}

impl OpCore {
    /// An operation whose work ends at `event` (already recorded); `recycle` takes the event
    /// back when the operation is forgotten.
    pub(crate) fn new(
        event: sys::CUevent,
        recycle: Box<dyn Fn(sys::CUevent) + Send + Sync>,
    ) -> Self {
        OpCore {
            event,
            state: AtomicU8::new(PENDING),
            recycle,
        }
    }

    /// Marks the operation finished (the GPU is done with it, or failed).
    pub(crate) fn finish(&self, ok: bool) {
        self.state
            .store(if ok { DONE } else { FAILED }, Ordering::Release);
    }

    pub(crate) fn is_finished(&self) -> bool {
        self.state.load(Ordering::Acquire) != PENDING
    }
}

impl Drop for OpCore {
    fn drop(&mut self) {
        (self.recycle)(self.event);
    }
}

/// The async operations that may still use one buffer.
#[derive(Default)]
pub struct Tracker {
    /// The length of `ops`, readable without the lock.
    count: AtomicUsize,
    ops: Mutex<Vec<Arc<OpCore>>>,
}

impl Tracker {
    /// Makes `stream` wait for every unfinished async operation on this buffer.
    #[inline(always)]
    pub(crate) fn order_before(
        &self,
        dev: &CudaDevice,
        stream: sys::CUstream,
    ) -> Result<(), DriverError> {
        if self.count.load(Ordering::Acquire) == 0 {
            return Ok(());
        }
        self.order_before_slow(dev, stream)
    }

    #[cold]
    fn order_before_slow(
        &self,
        dev: &CudaDevice,
        stream: sys::CUstream,
    ) -> Result<(), DriverError> {
        let mut ops = lock(&self.ops);
        ops.retain(|op| !op.is_finished());
        self.count.store(ops.len(), Ordering::Release);
        for op in ops.iter() {
            // SAFETY: the event was recorded before the op was added here, and stays alive while
            // `op` is referenced.
            unsafe {
                dev.track(result::stream::wait_event(
                    stream,
                    op.event,
                    sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT,
                ))?;
            }
        }
        Ok(())
    }

    /// Records that `op` may use this buffer until it finishes.
    pub(crate) fn add(&self, op: &Arc<OpCore>) {
        let mut ops = lock(&self.ops);
        ops.retain(|o| !o.is_finished());
        ops.push(op.clone());
        self.count.store(ops.len(), Ordering::Release);
    }
}

impl std::fmt::Debug for Tracker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tracker({} pending)", self.count.load(Ordering::Relaxed))
    }
}
