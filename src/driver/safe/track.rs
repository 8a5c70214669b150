//! Per-buffer tracking of work enqueued on the async adapter's streams.
//!
//! Every [`CudaSlice`](super::CudaSlice) has a [`Tracker`] listing the async operations that
//! may still use it. Whatever uses the buffer next (a copy or launch on the main stream, another
//! async operation, or the free in `Drop`) first makes its stream wait for those operations'
//! events. The record lives with the buffer, not with the future that enqueued the work, so a
//! future that is dropped or leaked with `mem::forget` cannot let later work overtake it.
//!
//! With no async work and no graph capture in progress the check is two atomic loads.

use super::device::{CudaDevice, lock};
use super::graph::{self, Captured};
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// One enqueued async operation, as buffers and the completion thread see it.
pub struct OpCore {
    /// Recorded once on the operation's stream, after its work; destroyed (returned to its
    /// pool) only when the last reference goes.
    pub(crate) event: sys::CUevent,
    /// `PENDING`, `DONE` or `FAILED`, set by the completion thread.
    pub(crate) state: AtomicU8,
    /// Returns `event` to where it came from.
    recycle: Arc<dyn Fn(sys::CUevent) + Send + Sync>,
    /// Until this time (see [`now_ns`]) the awaiting future polls the event itself, and the
    /// completion thread stays out of the driver (two threads in the driver slow each other
    /// down). A deadline, not a flag, so that a future that is never polled (or leaked) cannot
    /// hold the operation up: past it, the completion thread takes over.
    pub(crate) awaited_until: std::sync::atomic::AtomicU64,
}

/// Nanoseconds since a fixed point early in the process, for deadlines kept in atomics.
pub(crate) fn now_ns() -> u64 {
    static BASE: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    BASE.get_or_init(std::time::Instant::now)
        .elapsed()
        .as_nanos() as u64
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
        recycle: Arc<dyn Fn(sys::CUevent) + Send + Sync>,
    ) -> Self {
        OpCore {
            event,
            state: AtomicU8::new(PENDING),
            recycle,
            awaited_until: std::sync::atomic::AtomicU64::new(0),
        }
    }

    /// Marks the operation finished (the GPU is done with it, or failed).
    pub(crate) fn finish(&self, ok: bool) {
        self.state
            .store(if ok { DONE } else { FAILED }, Ordering::Release);
    }

    /// Whether it finished without an error (meaningful once finished).
    pub(crate) fn succeeded(&self) -> bool {
        self.state.load(Ordering::Acquire) == DONE
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
    /// The length of `ops`, plus one once `captured` is set; readable without the lock.
    count: AtomicUsize,
    ops: Mutex<Vec<Arc<OpCore>>>,
    /// Set (under the `ops` lock) once a CUDA graph captures the buffer: from then on its async
    /// operations are recorded there, shared with the graphs using it, and its memory is freed
    /// only once they and the buffer are all gone (see `graph.rs`).
    captured: OnceLock<Arc<Captured>>,
}

impl Tracker {
    /// Makes `stream` wait for every unfinished async operation on this buffer.
    #[inline(always)]
    pub(crate) fn order_before(
        &self,
        dev: &CudaDevice,
        stream: sys::CUstream,
    ) -> Result<(), DriverError> {
        if self.count.load(Ordering::Acquire) == 0 && !graph::capture_active() {
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
        // Work enqueued on a capturing stream does not run now: the buffer is recorded with the
        // graph instead, and every launch of the graph waits for its async operations.
        if graph::capture_active() && graph::capture_buffer(self, stream) {
            return Ok(());
        }
        let captured = {
            let mut ops = lock(&self.ops);
            ops.retain(|op| !op.is_finished());
            let captured = self.captured.get();
            self.count.store(
                ops.len() + usize::from(captured.is_some()),
                Ordering::Release,
            );
            for op in ops.iter() {
                // SAFETY: the event was recorded before the op was added here, and stays alive
                // while `op` is referenced.
                unsafe {
                    dev.track_on(
                        stream,
                        result::stream::wait_event(
                            stream,
                            op.event,
                            sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT,
                        ),
                    )?;
                }
            }
            captured
        };
        match captured {
            Some(c) => c.ops.order_before(dev, stream),
            None => Ok(()),
        }
    }

    /// Records that `op` may use this buffer until it finishes.
    pub(crate) fn add(&self, op: &Arc<OpCore>) {
        let mut ops = lock(&self.ops);
        if let Some(c) = self.captured.get() {
            drop(ops);
            return c.ops.add(op);
        }
        ops.retain(|o| !o.is_finished());
        ops.push(op.clone());
        self.count.store(ops.len(), Ordering::Release);
    }

    /// The record shared with the graphs that captured this buffer, made on first capture
    /// (moving the pending async operations there).
    pub(crate) fn capture(&self, make: impl FnOnce() -> Captured) -> Arc<Captured> {
        let mut ops = lock(&self.ops);
        let c = self.captured.get_or_init(|| Arc::new(make()));
        for op in ops.drain(..) {
            if !op.is_finished() {
                c.ops.add(&op);
            }
        }
        self.count.store(1, Ordering::Release);
        c.clone()
    }

    /// The record shared with graphs, once one captured this buffer: its `Drop` hands the
    /// allocation there instead of freeing it.
    pub(crate) fn captured(&self) -> Option<&Arc<Captured>> {
        self.captured.get()
    }
}

impl std::fmt::Debug for Tracker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tracker({} pending)", self.count.load(Ordering::Relaxed))
    }
}
