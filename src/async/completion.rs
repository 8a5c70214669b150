//! The completion thread: it notices when the GPU has finished each operation in flight,
//! runs the operation's finisher (which hands the result over and releases what the operation
//! owned) and wakes its future through `event_listener`.
//!
//! Each operation is enqueued on one of the pool's streams, followed by its mark. The thread
//! polls the oldest unfinished mark of each stream (`cuEventQuery`, which makes no callback into
//! our code and, unlike a `cuLaunchHostFunc` callback, also reports a faulted context, so a
//! future never hangs).

use crate::driver::safe::adapter::{Drain, OpMark, PoolStream, lock};

use crate::driver::sys;
use crate::driver::{CudaDevice, DriverError};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// Nanoseconds since a fixed point early in the process, for deadlines kept in atomics.
pub(crate) fn now_ns() -> u64 {
    static BASE: OnceLock<Instant> = OnceLock::new();
    BASE.get_or_init(Instant::now).elapsed().as_nanos() as u64
}

/// An operation in flight: its mark, and until when its future watches the mark itself.
pub(crate) struct Op {
    pub(crate) mark: Arc<OpMark>,
    /// Until this time (see [`now_ns`]) the awaiting future polls the mark itself, and the
    /// completion thread stays out of the driver (two threads in the driver slow each other
    /// down). A deadline, not a flag, so that a future that is never polled (or leaked) cannot
    /// hold the operation up: past it, the completion thread takes over.
    pub(crate) awaited_until: AtomicU64,
}

/// What runs when an operation completes: hands the result over, releases what it owned.
pub(crate) type Finish = Box<dyn FnOnce(Result<(), DriverError>) + Send>;

/// The finisher of an operation in flight, taken (and run) exactly once: by the completion
/// thread, or by the awaiting future when it saw the completion first.
pub(crate) type FinishCell = Mutex<Option<Finish>>;

/// An enqueued operation waiting for its mark, with what to do when it completes.
struct InFlight {
    op: Arc<Op>,
    submitted: Instant,
    /// Hands the result to the future and releases what the operation owned.
    finish: Arc<FinishCell>,
}

/// The pool's streams, their queues of operations in flight, and the thread that completes them.
pub(crate) struct Completer {
    pub(crate) dev: Arc<CudaDevice>,
    pub(crate) streams: Vec<PoolStream>,
    /// One queue per stream, in enqueue order, and one for operations on streams of the user's.
    queues: Mutex<Vec<VecDeque<InFlight>>>,
    wake: Condvar,
    /// Set when the last `AsyncDevice` goes: the thread exits once the queues are empty.
    closing: AtomicBool,
    /// The completion thread, joined by `shut_down`.
    thread: Mutex<Option<std::thread::JoinHandle<()>>>,
    /// Operations queued and not yet completed (changed under the queue lock).
    in_flight: AtomicUsize,
    /// Operations submitted, and operations whose finisher has run (or was run by its
    /// future), ever: see [`Drain::drain`].
    submitted: AtomicU64,
    finished: AtomicU64,
    /// Whether the thread waits on `wake` (written under the queue lock).
    sleeping: AtomicBool,
    /// When the latest operation was submitted (see [`now_ns`]).
    last_submit: AtomicU64,
    /// A moving average of how long operations take from submit to completion, in ns.
    latency_ns: AtomicU64,
}

impl Completer {
    /// Creates `n` pool streams and starts the completion thread.
    pub(crate) fn start(dev: Arc<CudaDevice>, n: usize) -> Result<Arc<Self>, DriverError> {
        let streams = (0..n)
            .map(|_| PoolStream::new(&dev))
            .collect::<Result<Vec<_>, _>>()?;
        let c = Arc::new(Completer {
            dev,
            // One more queue for operations on streams of the user's.
            queues: Mutex::new((0..=n).map(|_| VecDeque::new()).collect()),
            streams,
            wake: Condvar::new(),
            closing: AtomicBool::new(false),
            sleeping: AtomicBool::new(false),
            last_submit: AtomicU64::new(0),
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
        self.closing.store(true, Ordering::Release);
        {
            let _q = lock(&self.queues);
            self.wake.notify_all();
        }
        let handle = lock(&self.thread).take();
        if let Some(h) = handle {
            // Dropped on the completion thread itself (by a finisher): it exits on its own.
            if h.thread().id() != std::thread::current().id() {
                let _ = h.join();
            }
        }
    }

    /// Queues `finish` to run when the GPU reaches `mark` (recorded on stream `idx` after the
    /// operation's work). Returns the operation, and the cell its future may run `finish`
    /// from.
    ///
    /// # Safety
    ///
    /// Everything the enqueued work uses must stay valid until `finish` runs: `finish` must own
    /// it, or it must be recorded with the buffers it belongs to.
    pub(crate) unsafe fn submit(
        &self,
        idx: usize,
        mark: Arc<OpMark>,
        finish: Finish,
        awaited_until: u64,
    ) -> (Arc<Op>, Arc<FinishCell>) {
        let op = Arc::new(Op {
            mark,
            awaited_until: AtomicU64::new(awaited_until),
        });
        let cell = Arc::new(Mutex::new(Some(finish)));
        let mut q = lock(&self.queues);
        q[idx].push_back(InFlight {
            op: op.clone(),
            submitted: Instant::now(),
            finish: cell.clone(),
        });
        self.in_flight.fetch_add(1, Ordering::AcqRel);
        self.submitted.fetch_add(1, Ordering::AcqRel);
        self.last_submit.store(now_ns(), Ordering::Release);
        if self.sleeping.load(Ordering::Relaxed) {
            self.wake.notify_one();
        }
        (op, cell)
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

    /// The completion thread: finishes operations as the GPU completes them, until closed and
    /// empty.
    fn run(self: Arc<Self>) {
        let mut last_progress = Instant::now();
        let mut heads: Vec<(usize, Arc<Op>)> = Vec::with_capacity(self.streams.len());
        loop {
            // Nothing queued and work arrived recently: wait for more without touching the lock,
            // which submitting needs.
            if self.in_flight.load(Ordering::Acquire) == 0
                && last_progress.elapsed() <= Duration::from_millis(1)
                && !self.closing.load(Ordering::Acquire)
            {
                self.backoff(last_progress);
                continue;
            }
            match self.collect_heads(&mut heads, last_progress) {
                Heads::Exit => return,
                Heads::Slept => continue,
                Heads::Some => {}
            }
            let finished = self.poll_heads(&mut heads);
            if finished.is_empty() {
                self.backoff(last_progress);
                continue;
            }
            last_progress = Instant::now();
            self.finish_all(finished, last_progress);
        }
    }

    /// Fills `heads` with the oldest operation of each stream, looked at without holding the
    /// lock afterwards, so that submitting never waits for the driver calls that follow. With
    /// nothing queued, exits when closing, or sleeps until work arrives once idle for a while.
    fn collect_heads(&self, heads: &mut Vec<(usize, Arc<Op>)>, last_progress: Instant) -> Heads {
        let queues = lock(&self.queues);
        heads.clear();
        heads.extend(
            queues
                .iter()
                .enumerate()
                .filter_map(|(i, q)| q.front().map(|h| (i, h.op.clone()))),
        );
        if !heads.is_empty() {
            return Heads::Some;
        }
        if self.closing.load(Ordering::Acquire) {
            return Heads::Exit;
        }
        if last_progress.elapsed() > Duration::from_millis(1) {
            // Idle: what the streams kept of freed allocations goes back to the pool (a
            // no-op when they kept nothing); then sleep until work arrives (`sleeping` is read
            // under the lock).
            for s in &self.streams {
                let _ = s.free_kept();
            }
            self.sleeping.store(true, Ordering::Relaxed);
            let _q = self
                .wake
                .wait_timeout(queues, Duration::from_millis(100))
                .map(|(q, _)| q)
                .unwrap_or_else(|e| e.into_inner().0);
            self.sleeping.store(false, Ordering::Relaxed);
            return Heads::Slept;
        }
        Heads::Some
    }

    /// Asks the driver about each head and pops those that completed, with their results.
    fn poll_heads(
        &self,
        heads: &mut Vec<(usize, Arc<Op>)>,
    ) -> Vec<(InFlight, Result<(), DriverError>)> {
        let mut finished = Vec::new();
        // Only queries: a wait inside the driver (cuEventSynchronize) would spin a core until
        // the work is done, however long it runs.
        for (i, op) in heads.drain(..) {
            let mark = &op.mark;
            let r = if mark.is_finished() {
                // The awaiting future saw it complete (and ran the finisher).
                if mark.succeeded() {
                    Ok(())
                } else {
                    Err(DriverError::new(sys::CUresult::CUDA_ERROR_UNKNOWN))
                }
            } else if now_ns() < op.awaited_until.load(Ordering::Acquire) {
                // Its future polls it itself for a few microseconds; keep out of the driver.
                continue;
            } else {
                match mark.query() {
                    Ok(false) => continue,
                    Ok(true) => Ok(()),
                    // Remembered as the device's sticky error where it is one.
                    Err(e) => Err(e),
                }
            };
            // Only this thread pops, so the head is still the operation just queried.
            if let Some(flight) = lock(&self.queues)[i].pop_front() {
                self.in_flight.fetch_sub(1, Ordering::AcqRel);
                finished.push((flight, r));
            }
        }
        finished
    }

    /// Runs the finishers of completed operations (unless their futures did) and updates the
    /// latency estimate.
    fn finish_all(&self, finished: Vec<(InFlight, Result<(), DriverError>)>, now: Instant) {
        for (flight, r) in finished {
            let took = now
                .duration_since(flight.submitted)
                .as_nanos()
                .min(u64::MAX as u128) as u64;
            let old = self.latency_ns.load(Ordering::Relaxed);
            let avg = if old == u64::MAX {
                took
            } else {
                old - old / 8 + took / 8
            };
            self.latency_ns.store(avg, Ordering::Relaxed);
            flight.op.mark.finish(r.is_ok());
            // Unless the awaiting future already did.
            let finish = lock(&flight.finish).take();
            if let Some(f) = finish {
                // The finisher only moves data and drops owned values; a panic in it must not
                // take the completion thread (and every later future) down.
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || f(r)));
            }
            self.finished.fetch_add(1, Ordering::AcqRel);
        }
    }
}

impl Completer {
    /// Waits a little before polling again: spins at first, then yields, then naps for longer
    /// and longer (up to a millisecond), so that short work completes with the least latency
    /// and long work costs next to no CPU (a thousand queries a second at most). The time is
    /// counted from the latest progress or submission, whichever is later, and a submission
    /// ends a nap at once, so new short work is noticed as quickly as ever.
    fn backoff(&self, last_progress: Instant) {
        const SPIN: Duration = Duration::from_micros(100);
        const YIELD: Duration = Duration::from_micros(500);
        let since_submit =
            Duration::from_nanos(now_ns().saturating_sub(self.last_submit.load(Ordering::Acquire)));
        let since = last_progress.elapsed().min(since_submit);
        if since < SPIN {
            std::hint::spin_loop();
        } else if since < YIELD {
            std::thread::yield_now();
        } else {
            // A tenth of the time waited so far: a late wake-up adds at most about 10 %.
            let nap = (since / 10).clamp(Duration::from_micros(50), Duration::from_millis(1));
            let queues = lock(&self.queues);
            // Submitted while this thread took the lock: poll again instead.
            if now_ns().saturating_sub(self.last_submit.load(Ordering::Acquire))
                < SPIN.as_nanos() as u64
            {
                return;
            }
            self.sleeping.store(true, Ordering::Relaxed);
            let _q = self
                .wake
                .wait_timeout(queues, nap)
                .map(|(q, _)| q)
                .unwrap_or_else(|e| e.into_inner().0);
            self.sleeping.store(false, Ordering::Relaxed);
        }
    }
}

/// What [`Completer::collect_heads`] found.
enum Heads {
    /// Operations to poll.
    Some,
    /// Slept (or timed out) waiting for work.
    Slept,
    /// Closing, and nothing left: the thread ends.
    Exit,
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
        // What the streams kept of freed allocations goes back to the pool, which returns
        // memory to the system at a synchronisation.
        for s in &self.streams {
            if let Ok(true) = s.free_kept() {
                s.drain();
            }
        }
    }
}
