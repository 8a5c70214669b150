//! The unsafe core of the adapter: operations in flight, the futures that await them, and the
//! completion thread that notices when the GPU has finished each one.
//!
//! An operation is enqueued on one of the pool's streams, followed by a record of its own event.
//! The completion thread polls the oldest unfinished event of each pool stream (`cuEventQuery`,
//! which makes no callback into our code and, unlike a `cuLaunchHostFunc` callback, also
//! reports a faulted context, so a future never hangs), runs the operation's finisher (which
//! releases or hands over what the operation owned) and wakes the future through
//! `event_listener`.

use crate::driver::result::{self, DriverError};
use crate::driver::safe::CudaDevice;
use crate::driver::safe::device::Drain;
use crate::driver::safe::track::{Lane, OpCore, now_ns};
use crate::driver::sys;
use event_listener::{Event, EventListener};
use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

pub(crate) use crate::driver::safe::device::lock;

/// Where an operation's result waits for its future.
pub(crate) struct Slot<T> {
    /// # Safety
    /// Written once, by the finisher, before `done` is set; taken once, by the future, after
    /// it saw `done`.
    value: Mutex<Option<Result<T, DriverError>>>,
    done: AtomicBool,
    ready: Event,
    /// How long the first poll may spin for the result before parking: set when recent
    /// operations completed faster than a thread wake-up would take, otherwise 0.
    spin: Duration,
}

impl<T> Slot<T> {
    pub(crate) fn new(spin: Duration) -> Arc<Self> {
        Arc::new(Slot {
            value: Mutex::new(None),
            done: AtomicBool::new(false),
            ready: Event::new(),
            spin,
        })
    }

    /// Stores the result and wakes the future.
    pub(crate) fn fill(&self, r: Result<T, DriverError>) {
        *lock(&self.value) = Some(r);
        self.done.store(true, Ordering::Release);
        self.ready.notify(usize::MAX);
    }
}

/// A future that resolves once the GPU has finished the work an [`AsyncDevice`]
/// call enqueued (the work was enqueued by the call itself, not by the first poll).
///
/// Dropping it does not cancel the work, and never blocks: what the operation owns (host
/// buffers, device memory) is kept until the GPU is done with it, then released. Leaking it
/// with `mem::forget` is just as safe. It is `Send` when `T` is.
///
/// [`AsyncDevice`]: super::AsyncDevice
///
/// # Examples
///
/// ```no_run
/// # futures_lite::future::block_on(async {
/// use cuda_driver::{driver::CudaDevice, r#async::AsyncDevice};
///
/// let adev = AsyncDevice::new(CudaDevice::new(0)?)?;
/// let fut = adev.htod_copy(vec![1u8; 1 << 20]); // the copy is already enqueued
/// let buf = fut.await?;                           // and done here
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// # });
/// ```
#[must_use = "the work is enqueued either way; await the future to see its result"]
pub struct GpuFuture<T> {
    state: FutureState<T>,
}

enum FutureState<T> {
    Ready(Option<Result<T, DriverError>>),
    Waiting {
        slot: Arc<Slot<T>>,
        listener: Option<EventListener>,
        spun: bool,
        direct: Option<Direct>,
    },
}

impl<T> GpuFuture<T> {
    pub(crate) fn ready(r: Result<T, DriverError>) -> Self {
        GpuFuture {
            state: FutureState::Ready(Some(r)),
        }
    }

    pub(crate) fn failed(e: DriverError) -> Self {
        Self::ready(Err(e))
    }

    pub(crate) fn waiting(slot: Arc<Slot<T>>, direct: Option<Direct>) -> Self {
        GpuFuture {
            state: FutureState::Waiting {
                slot,
                listener: None,
                spun: false,
                direct,
            },
        }
    }
}

impl<T> std::fmt::Debug for GpuFuture<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let done = match &self.state {
            FutureState::Ready(_) => true,
            FutureState::Waiting { slot, .. } => slot.done.load(Ordering::Acquire),
        };
        f.debug_struct("GpuFuture").field("done", &done).finish()
    }
}

// A plain state machine over `Unpin` parts.
impl<T> Unpin for GpuFuture<T> {}

impl<T> Future for GpuFuture<T> {
    type Output = Result<T, DriverError>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.get_mut();
        match &mut this.state {
            FutureState::Ready(r) => Poll::Ready(r.take().unwrap_or_else(polled_after_completion)),
            FutureState::Waiting {
                slot,
                listener,
                spun,
                direct,
            } => loop {
                // Short work usually finishes sooner than a parked thread can be woken: wait
                // for it here, once, for at most the budget the completer set, asking the
                // driver directly where possible.
                if !*spun {
                    *spun = true;
                    if !slot.spin.is_zero() {
                        let until = Instant::now() + slot.spin;
                        match direct.take() {
                            Some(d) => d.wait_until(&slot.done),
                            None => {
                                while !slot.done.load(Ordering::Acquire) && Instant::now() < until {
                                    std::hint::spin_loop();
                                }
                            }
                        }
                    }
                }
                // Completion is re-checked on every poll, and after every listener is made, so
                // a notification between the check and the listener is never lost.
                if slot.done.load(Ordering::Acquire) {
                    let r = lock(&slot.value)
                        .take()
                        .unwrap_or_else(polled_after_completion);
                    return Poll::Ready(r);
                }
                match listener {
                    None => *listener = Some(slot.ready.listen()),
                    Some(l) => match Pin::new(l).poll(cx) {
                        Poll::Ready(()) => *listener = None,
                        Poll::Pending => return Poll::Pending,
                    },
                }
            },
        }
    }
}

/// What a future needs to notice its operation's completion itself.
pub(crate) struct Direct {
    pub(crate) core: Arc<OpCore>,
    pub(crate) cell: Arc<FinishCell>,
    pub(crate) dev: Arc<CudaDevice>,
}

impl Direct {
    /// Polls the operation's event until it completes, `done` is set, or `until` passes; on
    /// completion runs the finisher (which fills the slot) unless the completion thread did.
    fn wait_until(self, done: &AtomicBool) {
        if self.dev.enter().is_err() {
            return;
        }
        let until = self.core.awaited_until.load(Ordering::Acquire);
        while !done.load(Ordering::Acquire) {
            // SAFETY: the event was recorded and lives as long as `core`.
            let r = match unsafe { result::event::query(self.core.event) } {
                Ok(false) if now_ns() < until => continue,
                Ok(false) => break,
                Ok(true) => Ok(()),
                Err(e) => self.dev.note(Err(e)),
            };
            self.core.finish(r.is_ok());
            let finish = lock(&self.cell).take();
            if let Some(f) = finish {
                f(r);
            }
            break;
        }
        // Done with it: the completion thread may look at it again.
        self.core.awaited_until.store(0, Ordering::Release);
    }
}

#[cold]
fn polled_after_completion<T>() -> Result<T, DriverError> {
    Err(DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE)
        .context("a GpuFuture was polled after it completed"))
}

/// What runs when an operation completes: hands the result over, releases what it owned.
pub(crate) type Finish = Box<dyn FnOnce(Result<(), DriverError>) + Send>;

/// The finisher of an operation in flight, taken (and run) exactly once: by the completion
/// thread, or by the awaiting future when it saw the completion first.
pub(crate) type FinishCell = Mutex<Option<Finish>>;

/// An enqueued operation waiting for its event, with what to do when it completes.
struct InFlight {
    core: Arc<OpCore>,
    submitted: Instant,
    /// Hands the result to the future and releases what the operation owned.
    finish: Arc<FinishCell>,
}

/// The pool's streams, their queues of operations in flight, and the thread that completes them.
pub(crate) struct Completer {
    pub(crate) dev: Arc<CudaDevice>,
    pub(crate) lanes: Vec<Arc<Lane>>,
    /// One queue per stream, in enqueue order.
    queues: Mutex<Vec<VecDeque<InFlight>>>,
    wake: Condvar,
    /// Set when the last `AsyncDevice` goes: the thread exits once the queues are empty.
    closing: AtomicBool,
    /// The completion thread, joined by `shut_down`.
    thread: Mutex<Option<std::thread::JoinHandle<()>>>,
    /// Operations queued and not yet completed (changed under the queue lock).
    in_flight: AtomicUsize,
    /// Operations submitted, and operations whose finisher has run (or was run by its
    /// future), ever: see [`drain`](crate::driver::safe::device::Drain::drain).
    submitted: AtomicU64,
    finished: AtomicU64,
    /// Whether the thread waits on `wake` (written under the queue lock).
    sleeping: AtomicBool,
    /// A moving average of how long operations take from submit to completion, in ns.
    latency_ns: AtomicU64,
    pub(crate) events: Arc<EventPool>,
    /// Gives an operation's event back to `events` (one shared closure, no allocation per op).
    recycle: Arc<dyn Fn(sys::CUevent) + Send + Sync>,
}

// SAFETY: stream handles are usable from any thread; the rest is behind locks and atomics.
unsafe impl Send for Completer {}
// SAFETY: as above.
unsafe impl Sync for Completer {}

impl Completer {
    /// Creates `n` pool streams and starts the completion thread.
    pub(crate) fn start(dev: Arc<CudaDevice>, n: usize) -> Result<Arc<Self>, DriverError> {
        dev.enter()?;
        let lanes = (0..n)
            .map(|_| Lane::create(&dev, None))
            .collect::<Result<Vec<_>, _>>()?;
        let events = Arc::new(EventPool {
            dev: dev.clone(),
            free: Mutex::new(Vec::new()),
        });
        let pool = events.clone();
        let c = Arc::new(Completer {
            recycle: Arc::new(move |e| pool.put(e)),
            events,
            dev,
            queues: Mutex::new((0..n).map(|_| VecDeque::new()).collect()),
            lanes,
            wake: Condvar::new(),
            closing: AtomicBool::new(false),
            sleeping: AtomicBool::new(false),
            in_flight: AtomicUsize::new(0),
            submitted: AtomicU64::new(0),
            finished: AtomicU64::new(0),
            thread: Mutex::new(None),
            latency_ns: AtomicU64::new(u64::MAX),
        });
        let worker = c.clone();
        let handle = std::thread::Builder::new()
            .name("cuda-driver-async".into())
            .spawn(move || worker.run())
            .map_err(|e| {
                DriverError::new(sys::CUresult::CUDA_ERROR_OPERATING_SYSTEM).context(format!(
                    "cannot start the async adapter's completion thread: {e}"
                ))
            })?;
        *lock(&c.thread) = Some(handle);
        let drain: Arc<dyn Drain> = c.clone();
        c.dev.add_drain(Arc::downgrade(&drain));
        Ok(c)
    }

    /// Lets the completion thread finish what is in flight and exit, and waits for it, so that
    /// nothing of this adapter still calls the driver afterwards (at process exit, say).
    pub(crate) fn shut_down(&self) {
        self.close();
        let handle = lock(&self.thread).take();
        if let Some(h) = handle {
            // Dropped on the completion thread itself (by a finisher): it exits on its own.
            if h.thread().id() != std::thread::current().id() {
                let _ = h.join();
            }
        }
    }

    pub(crate) fn close(&self) {
        self.closing.store(true, Ordering::Release);
        let _q = lock(&self.queues);
        self.wake.notify_all();
    }

    /// Records an event after the work just enqueued on stream `idx`, and queues `finish` to run
    /// when the GPU gets there. Returns the operation, for the buffers it uses to track.
    ///
    /// # Safety
    ///
    /// Everything the enqueued work uses must stay valid until `finish` runs: `finish` must own
    /// it, or it must be tracked by the buffers it belongs to.
    pub(crate) unsafe fn submit(
        &self,
        idx: usize,
        finish: Finish,
        awaited_until: u64,
    ) -> Result<(Arc<OpCore>, Arc<FinishCell>), (DriverError, Finish)> {
        let event = match self.events.get() {
            Ok(e) => e,
            Err(e) => return Err((e, finish)),
        };
        // SAFETY: the event is ours and unrecorded; the stream is live.
        if let Err(e) = self
            .dev
            .note(unsafe { result::event::record(event, self.lanes[idx].stream) })
        {
            self.events.put(event);
            return Err((e, finish));
        }
        let core = Arc::new(OpCore::new(event, self.recycle.clone()));
        // Before the completion thread can see it.
        core.awaited_until.store(awaited_until, Ordering::Release);
        let cell = Arc::new(Mutex::new(Some(finish)));
        let mut q = lock(&self.queues);
        q[idx].push_back(InFlight {
            core: core.clone(),
            submitted: Instant::now(),
            finish: cell.clone(),
        });
        self.in_flight.fetch_add(1, Ordering::AcqRel);
        self.submitted.fetch_add(1, Ordering::AcqRel);
        if self.sleeping.load(Ordering::Relaxed) {
            self.wake.notify_one();
        }
        Ok((core, cell))
    }

    /// How long a future may spin before parking: about twice the recent completion time when
    /// that is short, else nothing.
    pub(crate) fn spin_budget(&self) -> Duration {
        const MAX_SPIN_NS: u64 = 40_000;
        let ns = self.latency_ns.load(Ordering::Relaxed);
        if ns > MAX_SPIN_NS / 2 {
            Duration::ZERO
        } else {
            Duration::from_nanos((2 * ns).max(5_000))
        }
    }

    fn run(self: Arc<Self>) {
        let _ = self.dev.bind_to_thread();
        let mut last_progress = Instant::now();
        let mut heads: Vec<(usize, Arc<OpCore>)> = Vec::with_capacity(self.lanes.len());
        loop {
            // Nothing queued and work arrived recently: wait for more without touching the lock,
            // which submitting needs.
            if self.in_flight.load(Ordering::Acquire) == 0
                && last_progress.elapsed() <= Duration::from_millis(1)
                && !self.closing.load(Ordering::Acquire)
            {
                backoff(last_progress.elapsed());
                continue;
            }
            // The oldest operation of each stream, looked at without holding the lock, so that
            // submitting never waits for the driver calls below.
            {
                let mut queues = lock(&self.queues);
                heads.clear();
                heads.extend(
                    queues
                        .iter()
                        .enumerate()
                        .filter_map(|(i, q)| q.front().map(|h| (i, h.core.clone()))),
                );
                if heads.is_empty() {
                    if self.closing.load(Ordering::Acquire) {
                        return;
                    }
                    if last_progress.elapsed() > Duration::from_millis(1) {
                        // Idle: sleep until work arrives (`sleeping` is read under the lock).
                        self.sleeping.store(true, Ordering::Relaxed);
                        queues = self
                            .wake
                            .wait_timeout(queues, Duration::from_millis(100))
                            .map(|(q, _)| q)
                            .unwrap_or_else(|e| e.into_inner().0);
                        self.sleeping.store(false, Ordering::Relaxed);
                        drop(queues);
                        continue;
                    }
                }
            }
            let mut finished = Vec::new();
            // One operation in flight, and operations have been short: let the driver wait for
            // it (its own spin notices completion sooner than repeated queries, which cost about
            // 1.5 us each). Otherwise poll each stream's oldest operation.
            let wait_in_driver = heads.len() == 1 && !self.spin_budget().is_zero();
            for (i, core) in heads.drain(..) {
                let r = if core.is_finished() {
                    // The awaiting future saw it complete (and ran the finisher).
                    if core.succeeded() {
                        Ok(())
                    } else {
                        Err(DriverError::new(sys::CUresult::CUDA_ERROR_UNKNOWN))
                    }
                } else if now_ns() < core.awaited_until.load(Ordering::Acquire) {
                    // Its future polls it itself for a few microseconds; keep out of the driver.
                    continue;
                } else {
                    // SAFETY: the event was recorded and is alive while its op is referenced.
                    match unsafe {
                        if wait_in_driver {
                            result::event::synchronize(core.event).map(|()| true)
                        } else {
                            result::event::query(core.event)
                        }
                    } {
                        Ok(false) => continue,
                        Ok(true) => Ok(()),
                        // Remembered as the device's sticky error where it is one.
                        Err(e) => self.dev.note(Err(e)),
                    }
                };
                // Only this thread pops, so the head is still the operation just queried.
                if let Some(op) = lock(&self.queues)[i].pop_front() {
                    self.in_flight.fetch_sub(1, Ordering::AcqRel);
                    finished.push((op, r));
                }
            }
            if finished.is_empty() {
                backoff(last_progress.elapsed());
                continue;
            }
            let now = Instant::now();
            last_progress = now;
            for (op, r) in finished {
                let took = now
                    .duration_since(op.submitted)
                    .as_nanos()
                    .min(u64::MAX as u128) as u64;
                let old = self.latency_ns.load(Ordering::Relaxed);
                let avg = if old == u64::MAX {
                    took
                } else {
                    old - old / 8 + took / 8
                };
                self.latency_ns.store(avg, Ordering::Relaxed);
                op.core.finish(r.is_ok());
                // Unless the awaiting future already did.
                let finish = lock(&op.finish).take();
                if let Some(f) = finish {
                    // The finisher only moves data and drops owned values; a panic in it must not
                    // take the completion thread (and every later future) down.
                    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || f(r)));
                }
                self.finished.fetch_add(1, Ordering::AcqRel);
            }
        }
    }
}

impl Drain for Completer {
    /// Waits until every operation submitted so far has been finished: its result handed over
    /// and what it owned released (device buffers freed, in stream order). Called by
    /// `CudaDevice::synchronize` once the GPU is idle, when the completion thread only has to
    /// notice; bounded, in case it cannot (a faulted context reports the fault instead).
    fn drain(&self) {
        let thread = lock(&self.thread).as_ref().map(|h| h.thread().id());
        if thread == Some(std::thread::current().id()) {
            return;
        }
        let target = self.submitted.load(Ordering::Acquire);
        let until = Instant::now() + Duration::from_secs(5);
        while self.finished.load(Ordering::Acquire) < target && Instant::now() < until {
            std::thread::sleep(Duration::from_micros(20));
        }
    }
}

/// Waits a little before polling again: spins at first, then yields, then sleeps, so that
/// short work completes with the least latency and long work costs little CPU.
fn backoff(since_progress: Duration) {
    if since_progress < Duration::from_micros(200) {
        std::hint::spin_loop();
    } else if since_progress < Duration::from_millis(2) {
        std::thread::yield_now();
    } else {
        std::thread::sleep(Duration::from_micros(50));
    }
}

/// Events for operations, reused instead of created and destroyed each time.
pub(crate) struct EventPool {
    dev: Arc<CudaDevice>,
    free: Mutex<Vec<sys::CUevent>>,
}

// SAFETY: event handles are usable from any thread; the list is behind a lock.
unsafe impl Send for EventPool {}
// SAFETY: as above.
unsafe impl Sync for EventPool {}

impl EventPool {
    pub(crate) fn get(&self) -> Result<sys::CUevent, DriverError> {
        if let Some(e) = lock(&self.free).pop() {
            return Ok(e);
        }
        self.dev.enter()?;
        result::event::create(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING)
    }

    pub(crate) fn put(&self, e: sys::CUevent) {
        lock(&self.free).push(e);
    }
}

impl Drop for EventPool {
    fn drop(&mut self) {
        if self.dev.bind().is_ok() {
            for e in self
                .free
                .get_mut()
                .unwrap_or_else(|e| e.into_inner())
                .drain(..)
            {
                // SAFETY: no operation refers to a pooled event.
                let _ = unsafe { result::event::destroy(e) };
            }
        }
    }
}
