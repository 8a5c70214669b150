//! The completion thread: it notices when the GPU has finished each operation in flight,
//! runs the operation's finisher (which hands the result over and releases what the operation
//! owned) and wakes its future through `event_listener`.
//!
//! Each operation is enqueued on one of the pool's streams, followed by its mark. The thread
//! polls the oldest unfinished mark of each stream (its flag where it has one, else
//! `cuEventQuery`, which makes no callback into our code and, unlike a `cuLaunchHostFunc`
//! callback, also reports a faulted context, so a future never hangs).
//!
//! The thread runs no code of the user's, not even a `Drop`: a finisher whose future is gone
//! hands what the user would have got (a chain's output, with the closures that make it) to
//! [`drop_off_completion_thread`], which puts it aside for a thread of the user's to drop
//! (the adapter's next call, the next poll of one of its futures, a synchronize, or the last
//! clone's drop: see [`Completer::drop_orphans`]). A `Drop` that waits for the adapter's own
//! work would otherwise wait for the one thread that can complete it.

use crate::driver::safe::port::{OpMark, Releaser, Stream, lock};

use crate::driver::sys;
use crate::driver::{CudaDevice, DriverError};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, AtomicUsize, Ordering};
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
    /// When it was submitted (see [`now_ns`]).
    submitted: u64,
    /// How many operations were submitted up to it, itself included (see [`Completer::settle`]).
    pub(crate) seq: u64,
    /// The queue it waits in: its stream's (for a stream of the user's, see `user_queue`).
    queue: usize,
    /// [`POPPED`] once out of its queue, [`FINISHED`] once its finisher has run: whoever sets
    /// the second of the two counts it finished (see [`Releaser`]). An operation its future
    /// finished waits in its queue for the next submission (or the completion thread) to take
    /// it out.
    state: AtomicU8,
    /// Hands the result to the future and releases what the operation owned; taken (and run)
    /// exactly once, by the completion thread or by the future.
    pub(crate) finish: FinishCell,
}

/// What runs when an operation completes: hands the result over, releases what it owned.
pub(crate) type Finish = Box<dyn FnOnce(Result<(), DriverError>) + Send>;

/// The finisher of an operation in flight, taken (and run) exactly once: by the completion
/// thread, or by the awaiting future when it saw the completion first.
pub(crate) type FinishCell = Mutex<Option<Finish>>;

/// What each submission changes, together in one cache line with the rest of what the
/// completion thread reads while it waits: each submission moves one line between the cores,
/// not several, and what else the caller writes stays off the lines that thread reads.
#[repr(align(64))]
pub(crate) struct Submits {
    /// Operations queued and not yet completed (for a moment, below zero: see `submit`).
    in_flight: AtomicUsize,
    /// Operations submitted, ever: see [`Releaser::drain`].
    submitted: AtomicU64,
    /// When the latest operation was submitted (see [`now_ns`]).
    last_submit: AtomicU64,
    /// Until when (see [`now_ns`]) the future of the operation submitted or watched last
    /// watches it; 0 once a future stops watching. While one operation is in flight, the
    /// completion thread leaves it (and the queue's lock) alone until then: its future takes
    /// it out of its queue when it sees it complete.
    pub(crate) watched_until: AtomicU64,
    /// Set when the last `AsyncDevice` goes: the thread exits once the queues are empty.
    closing: AtomicBool,
    /// The thread that submitted last (see [`thread_key`]).
    last_thread: AtomicUsize,
    /// Whether [`Completer::orphans`] may hold something: read by every submission, which
    /// writes this line anyway.
    orphaned: AtomicBool,
}

/// An operation taken out of its queue, with its result.
type Completed = (Arc<Op>, Result<(), DriverError>);

/// The pool's streams, their queues of operations in flight, and the thread that completes them.
pub(crate) struct Completer {
    pub(crate) dev: Arc<CudaDevice>,
    pub(crate) streams: Vec<Stream>,
    /// One queue per pool stream, in enqueue order, then one per stream of the user's that has
    /// operations in flight (see `user_queue`).
    queues: Mutex<Vec<VecDeque<Arc<Op>>>>,
    wake: Condvar,
    /// The completion thread, joined by `shut_down`.
    thread: Mutex<Option<std::thread::JoinHandle<()>>>,
    /// What submitting changes, in one cache line of its own.
    pub(crate) s: Submits,
    /// Operations whose finisher has run (or was run by its future), ever: see
    /// [`Releaser::drain`].
    finished: AtomicU64,
    /// The lowest sequence number (see [`Op::seq`]) of the operations the completion thread
    /// took out of their queues and has not finished yet (`u64::MAX` when none): with the
    /// queues, where every unfinished operation is (see [`settle`](Self::settle)).
    in_hand: AtomicU64,
    /// Whether the thread waits on `wake` (written under the queue lock).
    sleeping: AtomicBool,
    /// A moving average of how long operations take from submit to completion, in ns.
    latency_ns: AtomicU64,
    /// What finishers on the completion thread put aside (see
    /// [`drop_off_completion_thread`]), for a thread of the user's to drop.
    orphans: Mutex<Vec<Box<dyn Send>>>,
}

thread_local! {
    /// On a completion thread, what its finishers put aside since it last looked; `None` on
    /// every other thread.
    static ORPHANS: RefCell<Option<Vec<Box<dyn Send>>>> = const { RefCell::new(None) };
}

thread_local! {
    /// How many [`HeldOrphans`] the thread holds: while any, it drops no orphans.
    static HELD: Cell<usize> = const { Cell::new(0) };
}

/// While alive, the thread that holds it drops none of what dropped futures left (see
/// [`Completer::drop_orphans`]); when it goes, it drops them. For a library that submits while
/// holding a lock of its own (a cuBLAS or cuRAND handle's): an orphan's `Drop` is user code,
/// which may use that handle again, and must run once the lock is released. Declare the guard
/// before the lock's, so that it is dropped after it.
#[cfg_attr(not(any(feature = "cublas", feature = "curand")), allow(dead_code))]
pub(crate) struct HeldOrphans<'a>(&'a Completer);

impl Drop for HeldOrphans<'_> {
    fn drop(&mut self) {
        HELD.with(|h| h.set(h.get() - 1));
        self.0.drop_orphans();
    }
}

/// Drops `v` now, unless this is a completion thread: there it is put aside, and a thread of
/// the user's drops it later ([`Completer::drop_orphans`]). For what a finisher releases that
/// may be the user's own (a result whose future is gone, a chain's output and the closures it
/// captured): its `Drop` is user code, which the completion thread never runs.
pub(crate) fn drop_off_completion_thread<T: Send + 'static>(v: T) {
    let v = ORPHANS.with_borrow_mut(|o| match o {
        Some(list) => {
            list.push(Box::new(v));
            None
        }
        None => Some(v),
    });
    // Outside the borrow: a `Drop` may release more of the same kind.
    drop(v);
}

impl Completer {
    /// Creates `n` pool streams and starts the completion thread.
    pub(crate) fn start(dev: Arc<CudaDevice>, n: usize) -> Result<Arc<Self>, DriverError> {
        let streams = (0..n)
            .map(|_| Stream::new(&dev))
            .collect::<Result<Vec<_>, _>>()?;
        let c = Arc::new(Completer {
            dev,
            // One queue per pool stream; those of the user's streams come after, as needed.
            queues: Mutex::new((0..n).map(|_| VecDeque::new()).collect()),
            streams,
            wake: Condvar::new(),
            sleeping: AtomicBool::new(false),
            s: Submits {
                in_flight: AtomicUsize::new(0),
                submitted: AtomicU64::new(0),
                last_submit: AtomicU64::new(0),
                watched_until: AtomicU64::new(0),
                closing: AtomicBool::new(false),
                last_thread: AtomicUsize::new(0),
                orphaned: AtomicBool::new(false),
            },
            finished: AtomicU64::new(0),
            in_hand: AtomicU64::new(u64::MAX),
            thread: Mutex::new(None),
            latency_ns: AtomicU64::new(u64::MAX),
            orphans: Mutex::new(Vec::new()),
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
        let drain: Arc<dyn Releaser> = c.clone();
        c.dev.add_releaser(Arc::downgrade(&drain));
        Ok(c)
    }

    /// Lets the completion thread finish what is in flight and exit, and waits for it, so that
    /// nothing of this adapter still calls the driver afterwards (at process exit, say).
    pub(crate) fn shut_down(&self) {
        self.s.closing.store(true, Ordering::Release);
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
        // Nothing allocates on the streams again, but buffers whose records hold them may be
        // freed there later: those frees go back to the pool, none is kept for reuse.
        for s in &self.streams {
            let _ = s.stop_keeping();
        }
        self.drop_orphans();
    }

    /// Drops what finishers on the completion thread put aside (see
    /// [`drop_off_completion_thread`]). Called on the user's threads: by each submission, each
    /// poll of a future, a synchronize and the last clone's drop. A no-op (one atomic load)
    /// when there is nothing, and on the completion thread itself.
    pub(crate) fn drop_orphans(&self) {
        if !self.s.orphaned.load(Ordering::Acquire)
            || ORPHANS.with_borrow(Option::is_some)
            || HELD.with(Cell::get) > 0
        {
            return;
        }
        let list = {
            let mut q = lock(&self.orphans);
            self.s.orphaned.store(false, Ordering::Release);
            std::mem::take(&mut *q)
        };
        // With no lock held: a `Drop` may call the adapter again.
        drop(list);
    }

    /// Puts off this thread's dropping of orphans until the guard goes (see [`HeldOrphans`]).
    #[cfg_attr(not(any(feature = "cublas", feature = "curand")), allow(dead_code))]
    pub(crate) fn hold_orphans(&self) -> HeldOrphans<'_> {
        HELD.with(|h| h.set(h.get() + 1));
        HeldOrphans(self)
    }

    /// Queues `finish` to run when the GPU reaches `mark` (recorded on stream `idx` after the
    /// operation's work). Returns the operation, whose `finish` its future may run instead.
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
    ) -> Arc<Op> {
        let now = now_ns();
        let mut op = Op {
            mark,
            awaited_until: AtomicU64::new(awaited_until),
            submitted: now,
            seq: 0,
            queue: idx,
            state: AtomicU8::new(0),
            finish: Mutex::new(Some(finish)),
        };
        let reaped;
        let op = {
            let mut q = lock(&self.queues);
            if idx >= self.streams.len() {
                op.queue = user_queue(&mut q, self.streams.len(), &op.mark);
            }
            let idx = op.queue;
            op.seq = self.s.submitted.fetch_add(1, Ordering::AcqRel) + 1;
            let op = Arc::new(op);
            // Taken out here, while the GPU runs the new work, rather than by their futures
            // right after they completed, when the caller waits for them. Only this queue's:
            // in a loop of awaits the operation before is on the same stream, and under load
            // looking at the other queues' heads (lines other threads write) would hold the
            // lock longer; the completion thread takes those out.
            reaped = reap(std::slice::from_mut(&mut q[idx]));
            q[idx].push_back(op.clone());
            self.s.watched_until.store(awaited_until, Ordering::Release);
            self.s.last_submit.store(now, Ordering::Release);
            self.s.last_thread.store(thread_key(), Ordering::Relaxed);
            if self.sleeping.load(Ordering::Relaxed) {
                note_event!("submit: woke the completion thread");
                self.wake.notify_one();
            }
            op
        };
        // Counted in flight once the lock is released: the completion thread, which watches
        // the count, then finds the lock free. It may finish the operation first, and the count
        // go below zero (wrapping) for that moment, which reads as "not idle", as it is. One
        // in, one reaped: the count stays, and its cache line is left alone.
        if reaped != 1 {
            self.s
                .in_flight
                .fetch_add(1usize.wrapping_sub(reaped), Ordering::AcqRel);
        }
        if reaped > 0 {
            self.finished.fetch_add(reaped as u64, Ordering::AcqRel);
        }
        op
    }

    /// Whether the calling thread looks like the only one awaiting operations, one at a
    /// time: it submitted the latest operation, and at most one operation is unfinished (in a
    /// loop of awaits, the one before, which its future finished but which waits in its queue
    /// for the next submission to take it out). Reads only: a hint. Under load from several
    /// threads, operations complete within microseconds of each other and few are in flight
    /// at any moment, but the submitting thread changes.
    pub(crate) fn awaited_alone(&self) -> bool {
        // The thread first: under load it is another one's, and the counters (which every
        // completion writes) are not read at all.
        self.s.last_thread.load(Ordering::Relaxed) == thread_key() && {
            let submitted = self.s.submitted.load(Ordering::Relaxed);
            submitted.saturating_sub(self.finished.load(Ordering::Relaxed)) <= 1
        }
    }

    /// Notes that the future of `op` saw it complete and ran its finisher. Then either the
    /// future takes it out of its queue ([`retire`](Self::retire)), or, for an operation
    /// awaited alone, the next submission does (the completion thread takes it otherwise, or
    /// when nothing is submitted for a while): taking it out at once would put a lock, and a
    /// cache line the completion thread reads, between the completion and the caller.
    pub(crate) fn retired(&self, op: &Op) {
        self.note_latency(op.submitted, now_ns());
        if op.state.fetch_or(FINISHED, Ordering::AcqRel) & POPPED != 0 {
            // The completion thread took it out meanwhile, and left the count to this.
            self.finished.fetch_add(1, Ordering::AcqRel);
        }
    }

    /// Takes `op`, which its future saw complete and finished ([`retired`](Self::retired)),
    /// out of its queue if it is the oldest there, so that the completion thread, which
    /// serves every caller, has nothing left to do for it. An operation behind an older one
    /// stays for the completion thread.
    pub(crate) fn retire(&self, op: &Arc<Op>) {
        if take_head(&mut lock(&self.queues)[op.queue], op) {
            self.s.in_flight.fetch_sub(1, Ordering::AcqRel);
            if op.state.fetch_or(POPPED, Ordering::AcqRel) & FINISHED != 0 {
                self.finished.fetch_add(1, Ordering::AcqRel);
            }
        }
    }

    /// Updates the moving average of how long operations take, with one submitted at
    /// `submitted` and seen complete at `now`.
    fn note_latency(&self, submitted: u64, now: u64) {
        let took = now.saturating_sub(submitted);
        let old = self.latency_ns.load(Ordering::Relaxed);
        let avg = if old == u64::MAX {
            took
        } else {
            old - old / 8 + took / 8
        };
        self.latency_ns.store(avg, Ordering::Relaxed);
    }

    /// Whether an operation completed (`last_progress`, as this thread saw it) or was
    /// submitted within `d`: operations their futures retire themselves count through their
    /// submission.
    fn active_within(&self, last_progress: Instant, d: Duration) -> bool {
        last_progress.elapsed() <= d
            || now_ns().saturating_sub(self.s.last_submit.load(Ordering::Acquire))
                <= d.as_nanos() as u64
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
        ORPHANS.set(Some(Vec::new()));
        let mut last_progress = Instant::now();
        let mut heads: Vec<(usize, Arc<Op>)> = Vec::with_capacity(self.streams.len());
        let mut watched: Vec<Arc<Op>> = Vec::with_capacity(self.streams.len());
        let mut newest: Vec<Arc<Op>> = Vec::with_capacity(self.streams.len());
        loop {
            // Nothing queued and work arrived recently: wait for more without touching the lock,
            // which submitting needs.
            if self.s.in_flight.load(Ordering::Acquire) == 0
                && self.active_within(last_progress, Duration::from_millis(1))
                && !self.s.closing.load(Ordering::Acquire)
            {
                self.backoff(last_progress);
                continue;
            }
            // The one operation in flight is watched by its future: stay off the queue's lock
            // (which that future, or the next submission, takes to take it out) until the
            // watch ends.
            if self.s.in_flight.load(Ordering::Acquire) == 1
                && now_ns() < self.s.watched_until.load(Ordering::Acquire)
                && !self.s.closing.load(Ordering::Acquire)
            {
                pause();
                continue;
            }
            match self.collect_heads(&mut heads, &mut newest, last_progress) {
                QueueHeads::Exit => return,
                QueueHeads::Slept => continue,
                QueueHeads::Some => {}
            }
            self.query_newest(&newest);
            let (finished, all_watched) = self.poll_heads(&mut heads, &mut watched);
            if finished.is_empty() {
                if all_watched && !watched.is_empty() {
                    // Every head is watched by its future: stay off the queue lock and out of
                    // the driver until one of them completes or stops watching, or new work
                    // comes.
                    self.watch(&watched);
                } else {
                    self.backoff(last_progress);
                }
                watched.clear();
                continue;
            }
            watched.clear();
            last_progress = Instant::now();
            self.finish_all(finished);
        }
    }

    /// Fills `heads` with the oldest operation of each stream, looked at without holding the
    /// lock afterwards, so that submitting never waits for the driver calls that follow. With
    /// nothing queued, exits when closing, or sleeps until work arrives once idle for a while.
    /// Also fills `newest` with the newest operation of each queue that holds more than one.
    fn collect_heads(
        &self,
        heads: &mut Vec<(usize, Arc<Op>)>,
        newest: &mut Vec<Arc<Op>>,
        last_progress: Instant,
    ) -> QueueHeads {
        let queues = lock(&self.queues);
        heads.clear();
        newest.clear();
        // One queue per stream, the user's streams' too (see `user_queue`): a long operation
        // on one stream holds up no other stream's.
        for (i, q) in queues.iter().enumerate() {
            if let Some(h) = q.front() {
                heads.push((i, h.clone()));
            }
            if q.len() > 1 {
                newest.extend(q.back().cloned());
            }
        }
        if !heads.is_empty() {
            return QueueHeads::Some;
        }
        if self.s.closing.load(Ordering::Acquire) {
            return QueueHeads::Exit;
        }
        if !self.active_within(last_progress, Duration::from_millis(1)) {
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
            return QueueHeads::Slept;
        }
        QueueHeads::Some
    }

    /// Asks the driver about each head and pops those that completed, with their results.
    /// Also returns whether every head was left to its watching future (those are put in
    /// `watched`).
    fn poll_heads(
        &self,
        heads: &mut Vec<(usize, Arc<Op>)>,
        watched: &mut Vec<Arc<Op>>,
    ) -> (Vec<Completed>, bool) {
        let mut finished = Vec::new();
        let mut all_watched = !heads.is_empty();
        // Only queries: a wait inside the driver (cuEventSynchronize) would spin a core until
        // the work is done, however long it runs.
        for (i, op) in heads.drain(..) {
            let mark = &op.mark;
            let r = if mark.is_finished() {
                // Seen complete by its future (which ran the finisher) or by `query_newest`.
                if mark.succeeded() {
                    Ok(())
                } else {
                    Err(DriverError::new(sys::CUresult::CUDA_ERROR_UNKNOWN))
                }
            } else if mark.is_covered() {
                // A later mark of its stream was reached (see `query_newest`).
                Ok(())
            } else if now_ns() < op.awaited_until.load(Ordering::Acquire) {
                // Its future polls it itself for a few microseconds; keep out of the driver.
                watched.push(op);
                continue;
            } else {
                all_watched = false;
                match mark.query() {
                    Ok(false) => {
                        note_event!("completion thread: queried, not complete");
                        continue;
                    }
                    Ok(true) => Ok(()),
                    // Remembered as the device's sticky error where it is one.
                    Err(e) => Err(e),
                }
            };
            // Unless a submission took it out meanwhile (see `reap`), the head is still the
            // operation just queried: nothing else pops an operation whose finisher has not run.
            let mut queues = lock(&self.queues);
            let q = &mut queues[i];
            if take_head(q, &op) {
                // Under the lock: a `settle` finds it in a queue or in hand. The operations
                // taken out behind it come later.
                self.in_hand.fetch_min(op.seq, Ordering::AcqRel);
                let mut popped = 1;
                let ok = r.is_ok();
                finished.push((op, r));
                // The operations behind it whose work is known done, taken out with it (with
                // the error their future saw, if it saw one: a query after a fault reports it
                // even for work that was done).
                while ok && q.front().is_some_and(|o| o.mark.is_covered()) {
                    finished.extend(q.pop_front().map(|o| {
                        let r = if o.mark.is_finished() && !o.mark.succeeded() {
                            Err(DriverError::new(sys::CUresult::CUDA_ERROR_UNKNOWN))
                        } else {
                            Ok(())
                        };
                        (o, r)
                    }));
                    popped += 1;
                }
                self.s.in_flight.fetch_sub(popped, Ordering::AcqRel);
            }
        }
        (finished, all_watched)
    }

    /// Asks the driver about the newest operation of each queue that holds several (unless its
    /// future watches it): once it is reached, every operation its stream ran before it is done
    /// too, and the heads' marks say so (`OpMark::is_covered`) without a query each. Under
    /// load, when a stream's queue holds many operations, one query finishes them all.
    fn query_newest(&self, newest: &[Arc<Op>]) {
        for op in newest {
            let mark = &op.mark;
            if mark.is_finished() || now_ns() < op.awaited_until.load(Ordering::Acquire) {
                continue;
            }
            if let Ok(true) = mark.query() {
                // Its own finisher runs once it is popped (its result is taken from the mark).
                mark.finish(true);
            }
        }
    }

    /// Spins, reading atomics only, until one of `ops` is no longer watched by its future
    /// (which, when it saw the operation complete, has taken it out of its queue by then), new
    /// work is submitted, or the adapter closes.
    fn watch(&self, ops: &[Arc<Op>]) {
        let submitted = self.s.last_submit.load(Ordering::Acquire);
        loop {
            let now = now_ns();
            if ops
                .iter()
                .any(|op| now >= op.awaited_until.load(Ordering::Acquire))
                || self.s.last_submit.load(Ordering::Acquire) != submitted
                || self.s.closing.load(Ordering::Acquire)
            {
                return;
            }
            pause();
        }
    }

    /// Runs the finishers of completed operations (unless their futures did) and updates the
    /// latency estimate.
    fn finish_all(&self, finished: Vec<Completed>) {
        let now_ns = now_ns();
        for (op, r) in finished {
            self.note_latency(op.submitted, now_ns);
            op.mark.finish(r.is_ok());
            // Unless the awaiting future already did.
            let finish = lock(&op.finish).take();
            let ran = finish.is_some();
            if let Some(f) = finish {
                note_event!("completion thread: ran a finisher");
                // The finisher only moves data and drops owned values; a panic in it must not
                // take the completion thread (and every later future) down.
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || f(r)));
                // Before it counts as finished: a synchronize that sees it finished then finds
                // what it put aside.
                self.hand_over_orphans();
            }
            // Out of its queue (see `poll_heads`). Counted finished here if its finisher has
            // run, else by its future once that is done: never waited for here, where a future
            // descheduled halfway would hold every other completion up.
            let bits = if ran { POPPED | FINISHED } else { POPPED };
            if op.state.fetch_or(bits, Ordering::AcqRel) & FINISHED != 0 || ran {
                self.finished.fetch_add(1, Ordering::AcqRel);
            }
        }
        // Every finisher this thread ran has handed over what it put aside.
        self.in_hand.store(u64::MAX, Ordering::Release);
    }

    /// Waits until the operations submitted up to the `target`-th (see [`Op::seq`]) are all
    /// finished (their results handed over, what they owned released), then drops what was put
    /// aside meanwhile. Each of them, not a count: one submitted later and finished first does
    /// not stand in for an earlier one. For a caller that knows their GPU work is done, when
    /// the completion thread only has to notice; bounded, in case it cannot (a faulted context
    /// reports the fault instead). Never on the completion thread.
    pub(crate) fn settle(&self, target: u64) {
        if ORPHANS.with_borrow(Option::is_some) {
            return;
        }
        let until = Instant::now() + Duration::from_secs(5);
        while self.unfinished_up_to(target) && Instant::now() < until {
            std::thread::sleep(Duration::from_micros(20));
        }
        self.drop_orphans();
    }

    /// Whether an operation submitted up to the `target`-th is not finished yet: in a queue
    /// (each holds its operations in submission order) or in the completion thread's hands.
    /// Operations their futures finished are taken out of the queues on the way.
    fn unfinished_up_to(&self, target: u64) -> bool {
        let mut queues = lock(&self.queues);
        let reaped = reap(&mut queues);
        if reaped > 0 {
            self.s.in_flight.fetch_sub(reaped, Ordering::AcqRel);
            self.finished.fetch_add(reaped as u64, Ordering::AcqRel);
        }
        queues
            .iter()
            .any(|q| q.front().is_some_and(|op| op.seq <= target))
            || self.in_hand.load(Ordering::Acquire) <= target
    }

    /// Makes `ps` wait for the operations in flight on streams of the user's (composed
    /// operations run with `Op::on`), which the adapter's streams know nothing of.
    pub(crate) fn wait_for_user_streams(&self, ps: &Stream) -> Result<(), DriverError> {
        for mark in self.user_queue_marks() {
            if !mark.is_finished() && !mark.is_covered() {
                ps.wait_mark(&mark)?;
            }
        }
        Ok(())
    }

    /// The marks of the operations queued on streams of the user's.
    fn user_queue_marks(&self) -> Vec<Arc<OpMark>> {
        lock(&self.queues)[self.streams.len()..]
            .iter()
            .flatten()
            .map(|op| op.mark.clone())
            .collect()
    }

    /// Moves what this thread's finishers put aside to where the user's threads drop it.
    fn hand_over_orphans(&self) {
        let put_aside = ORPHANS.with_borrow_mut(|o| match o {
            Some(list) if !list.is_empty() => std::mem::take(list),
            _ => Vec::new(),
        });
        if !put_aside.is_empty() {
            lock(&self.orphans).extend(put_aside);
            self.s.orphaned.store(true, Ordering::Release);
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
        let since_submit = Duration::from_nanos(
            now_ns().saturating_sub(self.s.last_submit.load(Ordering::Acquire)),
        );
        let since = last_progress.elapsed().min(since_submit);
        if since < SPIN {
            pause();
        } else if since < YIELD {
            std::thread::yield_now();
        } else {
            // A tenth of the time waited so far: a late wake-up adds at most about 10 %.
            let nap = (since / 10).clamp(Duration::from_micros(50), Duration::from_millis(1));
            let queues = lock(&self.queues);
            // Submitted while this thread took the lock: poll again instead.
            if now_ns().saturating_sub(self.s.last_submit.load(Ordering::Acquire))
                < SPIN.as_nanos() as u64
            {
                return;
            }
            note_event!("completion thread: napped");
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
enum QueueHeads {
    /// Operations to poll.
    Some,
    /// Slept (or timed out) waiting for work.
    Slept,
    /// Closing, and nothing left: the thread ends.
    Exit,
}

impl Releaser for Completer {
    fn give_back_kept(&self) {
        for s in &self.streams {
            let _ = s.give_back_kept();
        }
    }

    fn pending_marks(&self) -> Result<Vec<Arc<OpMark>>, DriverError> {
        let mut marks = Vec::new();
        for s in &self.streams {
            if s.idle_generation().is_none() {
                marks.push(s.mark(false)?);
            }
        }
        marks.extend(
            self.user_queue_marks()
                .into_iter()
                .filter(|m| !m.is_finished() && !m.is_covered()),
        );
        Ok(marks)
    }

    /// Waits until every operation submitted so far has been finished: its result handed over
    /// and what it owned released (device buffers freed, in stream order). Called by
    /// `CudaDevice::synchronize` once the GPU is idle, when the completion thread only has to
    /// notice; bounded, in case it cannot (a faulted context reports the fault instead).
    fn drain(&self) {
        let thread = lock(&self.thread).as_ref().map(|h| h.thread().id());
        if thread == Some(std::thread::current().id()) {
            return;
        }
        self.settle(self.s.submitted.load(Ordering::Acquire));
        // What the streams kept of freed allocations goes back to the pool, which returns
        // memory to the system at a synchronisation.
        for s in &self.streams {
            if let Ok(true) = s.free_kept() {
                s.drain();
            }
        }
    }
}

/// A number that tells the calling thread from the other live threads (the address of a
/// thread-local).
fn thread_key() -> usize {
    thread_local! {
        static KEY: u8 = const { 0 };
    }
    KEY.with(|k| k as *const u8 as usize)
}

/// The queue, from `first` on in `queues` (the queues of streams of the user's), of the
/// stream `mark` was recorded on: the one whose operations are of that stream, else an empty
/// one, else a new one. Each queue holds the operations of one stream at a time, in
/// submission order, so that the completion thread looks at the oldest of each stream.
fn user_queue(queues: &mut Vec<VecDeque<Arc<Op>>>, first: usize, mark: &OpMark) -> usize {
    let mut empty = None;
    for (i, q) in queues.iter().enumerate().skip(first) {
        match q.front() {
            Some(op) if op.mark.same_lane(mark) => return i,
            None if empty.is_none() => empty = Some(i),
            _ => {}
        }
    }
    empty.unwrap_or_else(|| {
        queues.push(VecDeque::new());
        queues.len() - 1
    })
}

/// Pops `op` from `queue` if it is the oldest there; whether it did.
fn take_head(queue: &mut VecDeque<Arc<Op>>, op: &Arc<Op>) -> bool {
    match queue.front() {
        Some(f) if Arc::ptr_eq(f, op) => queue.pop_front().is_some(),
        _ => false,
    }
}

/// [`Op::state`]: out of its queue.
const POPPED: u8 = 1;
/// [`Op::state`]: its finisher has run.
const FINISHED: u8 = 2;

/// Pops the operations their futures finished (see [`Completer::retired`]) from the front of
/// each queue; how many (each to be counted finished: its finisher has run).
fn reap(queues: &mut [VecDeque<Arc<Op>>]) -> usize {
    let mut n = 0;
    for q in queues {
        while q
            .front()
            .is_some_and(|op| op.state.load(Ordering::Acquire) & FINISHED != 0)
        {
            if let Some(op) = q.pop_front() {
                op.state.fetch_or(POPPED, Ordering::AcqRel);
            }
            n += 1;
        }
    }
    n
}

/// Spins for about a microsecond without reading anything other threads write. The
/// completion thread's waits read shared state (counters, an operation's deadline) between
/// pauses: read in a tight loop, each line another thread writes would bounce between the two
/// cores at every write, slowing down the awaiting thread's retire.
fn pause() {
    let until = Instant::now() + Duration::from_micros(1);
    while Instant::now() < until {
        std::hint::spin_loop();
    }
}
