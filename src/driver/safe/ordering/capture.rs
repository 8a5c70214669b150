//! Graph captures: work enqueued on a lane that is capturing does not run then, so its buffers
//! are recorded with the capture ([`capture_buffer`]) and from then on share one [`Captured`]
//! record with the graphs using them, which frees their memory once the buffer and those graphs
//! are all gone. See the module docs.

use super::super::util;
use super::accesses::{Accesses, Captured};
use super::driver;
use super::lane::Lane;
#[cfg(any(feature = "curand", test))]
use super::sync::wait_until;
use super::sync::{Condvar, Mutex, Ordering, ThreadId, lock, thread_id};
use crate::driver::result::DriverError;
use crate::driver::safe::context::Ctx;
use crate::driver::sys;
use std::sync::Arc;

/// The lanes capturing now (by key), each with what its capture has recorded so far.
static CAPTURES: std::sync::Mutex<Vec<(u64, Arc<CaptureState>)>> =
    std::sync::Mutex::new(Vec::new());

/// Teardown put off while a capture of its context was open (see [`after_captures`]).
type PutOff = Box<dyn FnOnce() + Send>;

/// Graph captures and the teardown that would break them, per context (by the context's
/// handle, as an address): a capture begins only while no such teardown of its context runs,
/// and a teardown runs only while no capture of its context is open. One that comes during a
/// capture is put off until the last capture of its context ends.
///
/// Both halves matter: a teardown that checked for captures and then synchronized the device
/// would invalidate a capture begun on another thread in between, or while it waited.
///
/// Work that would invalidate a capture but cannot be put off (cuRAND's setup of a generator,
/// whose caller waits for its result) waits instead for the context's captures to end
/// ([`outside_captures`](Self::outside_captures)), and counts as a teardown while it runs.
pub(super) struct Gate {
    state: Mutex<GateState>,
    /// Notified when a teardown ends, and when the last capture of a context ends.
    changed: Condvar,
}

#[derive(Default)]
struct GateState {
    /// Per context: `(key, captures open, teardowns running)`, while either is above zero.
    open: Vec<(usize, usize, usize)>,
    /// The teardowns put off, with their context's key.
    put_off: Vec<(usize, PutOff)>,
    /// The open captures: `(context key, capture, thread that began it)`. Removed by the
    /// capture's own identity when it ends, which may be on another thread (cudarc 0.19's
    /// `begin_capture` and `end_capture` of one `CudaStream` on two threads).
    holders: Vec<(usize, usize, ThreadId)>,
    /// Threads waiting on `changed`: notified only when there is one (a notification is a
    /// system call even when nobody waits, and every module drop ends a teardown).
    waiting: usize,
}

impl GateState {
    fn entry(&mut self, key: usize) -> &mut (usize, usize, usize) {
        let i = match self.open.iter().position(|e| e.0 == key) {
            Some(i) => i,
            None => {
                self.open.push((key, 0, 0));
                self.open.len() - 1
            }
        };
        &mut self.open[i]
    }

    fn counts(&self, key: usize) -> (usize, usize) {
        self.open
            .iter()
            .find(|e| e.0 == key)
            .map_or((0, 0), |e| (e.1, e.2))
    }

    fn forget_idle(&mut self) {
        self.open.retain(|e| e.1 > 0 || e.2 > 0);
    }
}

/// A teardown running: ended (and the captures waiting for it woken) when dropped, also if the
/// teardown panics.
struct TeardownRunning<'a>(&'a Gate, usize);

impl Drop for TeardownRunning<'_> {
    fn drop(&mut self) {
        let mut s = lock(&self.0.state);
        s.entry(self.1).2 -= 1;
        s.forget_idle();
        if s.waiting > 0 {
            self.0.changed.notify_all();
        }
    }
}

impl Gate {
    pub(super) fn new() -> Gate {
        Gate {
            state: Mutex::new(GateState::default()),
            changed: Condvar::new(),
        }
    }

    /// Runs `begin` (which begins capture `id`, unique among the open captures, of context
    /// `key`) once no teardown of the context runs, and counts the capture as open if it
    /// began. The capture counts as open from before
    /// `begin` runs (a teardown that comes meanwhile is put off: none slips in), and `begin`
    /// runs with the gate unlocked: its wait for the lane's enqueues in progress holds up no
    /// other thread's use of the gate.
    pub(super) fn begin_capture<T, E>(
        &self,
        key: usize,
        id: usize,
        begin: impl FnOnce() -> Result<T, E>,
    ) -> Result<T, E> {
        {
            let mut s = lock(&self.state);
            while s.counts(key).1 > 0 {
                s.waiting += 1;
                s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
                s.waiting -= 1;
            }
            // Counted open before `begin` runs, and `begin` runs without the lock: a teardown
            // that comes meanwhile is put off (it cannot slip in), and `begin`'s wait for the
            // lane's entries holds up no other thread's use of the gate.
            s.entry(key).1 += 1;
            s.holders.push((key, id, thread_id()));
        }
        begin().inspect_err(|_| self.end_capture(key, id))
    }

    /// Counts capture `id` of context `key` (begun by [`begin_capture`](Self::begin_capture),
    /// on this thread or another) as ended, and runs what was put off for the context if it
    /// was its last open capture.
    pub(super) fn end_capture(&self, key: usize, id: usize) {
        let due: Vec<PutOff> = {
            let mut s = lock(&self.state);
            if let Some(i) = s.holders.iter().position(|h| (h.0, h.1) == (key, id)) {
                s.holders.swap_remove(i);
            }
            let e = s.entry(key);
            e.1 -= 1;
            if e.1 > 0 {
                return;
            }
            // Work waiting in `outside_captures` may go.
            if s.waiting > 0 {
                self.changed.notify_all();
            }
            let (due, rest) = std::mem::take(&mut s.put_off)
                .into_iter()
                .partition(|(k, _)| *k == key);
            s.put_off = rest;
            if !due.is_empty() {
                s.entry(key).2 += 1;
            }
            s.forget_idle();
            due.into_iter().map(|(_, f)| f).collect()
        };
        if !due.is_empty() {
            let _tearing = TeardownRunning(self, key);
            run_all(due);
        }
    }

    /// Runs `f` now, unless a capture of context `key` is open: then once the last of them
    /// ends. No capture of the context begins while `f` runs.
    pub(super) fn after_captures(&self, key: usize, f: PutOff) {
        {
            let mut s = lock(&self.state);
            if s.counts(key).0 > 0 {
                s.put_off.push((key, f));
                return;
            }
            s.entry(key).2 += 1;
        }
        let _tearing = TeardownRunning(self, key);
        f();
    }

    /// Runs `f` once no capture of context `key` is open, and keeps captures of the context
    /// from beginning while it runs. A capture open on the calling thread would never end
    /// while it waited: then `f` runs at once (and may break that capture). Waits at most
    /// `patience` for the captures of other threads: `None` (and `f` not run) if one is still
    /// open then, as its thread may itself be waiting for the caller.
    #[cfg(any(feature = "curand", test))]
    pub(super) fn outside_captures<T>(
        &self,
        key: usize,
        patience: std::time::Duration,
        f: impl FnOnce() -> T,
    ) -> Option<T> {
        {
            let mut s = lock(&self.state);
            let me = thread_id();
            if !s.holders.iter().any(|h| (h.0, h.2) == (key, me)) {
                let deadline = std::time::Instant::now().checked_add(patience);
                while s.counts(key).0 > 0 {
                    let timed_out;
                    s.waiting += 1;
                    (s, timed_out) = wait_until(&self.changed, s, deadline);
                    s.waiting -= 1;
                    if timed_out && s.counts(key).0 > 0 {
                        return None;
                    }
                }
            }
            s.entry(key).2 += 1;
        }
        let _tearing = TeardownRunning(self, key);
        Some(f())
    }
}

/// Runs every teardown of `due`, also those after one that panics (each is a library's
/// handle or a module, which would otherwise never be destroyed); the first panic goes on
/// once all have run.
fn run_all(due: Vec<PutOff>) {
    let mut panicked = None;
    for f in due {
        if let Err(p) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
            panicked.get_or_insert(p);
        }
    }
    if let Some(p) = panicked {
        std::panic::resume_unwind(p);
    }
}

/// The process's [`Gate`].
#[cfg(not(all(test, loom)))]
fn gate() -> &'static Arc<Gate> {
    static GATE: std::sync::OnceLock<Arc<Gate>> = std::sync::OnceLock::new();
    GATE.get_or_init(|| Arc::new(Gate::new()))
}

/// Under loom, one gate per model thread's process would be a static that outlives the model:
/// the model tests make their own gates, and nothing they run reaches this one.
#[cfg(all(test, loom))]
fn gate() -> &'static Arc<Gate> {
    unreachable!("the model tests make their own gates")
}

/// Runs `f` now, or, while a graph capture in `ctx`'s context is open (on any thread), once
/// the last of them ends: for teardown that synchronizes the device (destroying a cuBLAS or
/// cuBLASLt handle, unloading a module whose kernels ran), which would invalidate a capture in
/// progress. No capture of the context begins while `f` runs: one that is asked for waits
/// until `f` is done. `f` makes its context current itself: it may run on the thread that ends
/// the capture.
pub(crate) fn after_captures(ctx: &Ctx, f: Box<dyn FnOnce() + Send>) {
    gate().after_captures(ctx.cu_primary_ctx as usize, f);
}

/// How long [`outside_captures`] waits for the captures of other threads to end.
#[cfg(feature = "curand")]
pub(crate) const CAPTURE_PATIENCE: std::time::Duration = std::time::Duration::from_secs(2);

/// Runs `f` once no graph capture in `ctx`'s context is open (on any other thread), with none
/// beginning while it runs: for work that would invalidate a capture and whose caller needs
/// its result (cuRAND's setup of a generator, which synchronizes the device). On a thread that
/// holds a capture of the context open itself, `f` runs at once.
///
/// Waits at most [`CAPTURE_PATIENCE`]: a capture still open then may be held by a thread that
/// waits for this one, which would never end. That is an error
/// (`CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED`, saying so), and `f` does not run.
#[cfg(feature = "curand")]
pub(crate) fn outside_captures<T>(
    ctx: &Ctx,
    doing: &str,
    f: impl FnOnce() -> T,
) -> Result<T, DriverError> {
    gate()
        .outside_captures(ctx.cu_primary_ctx as usize, CAPTURE_PATIENCE, f)
        .ok_or_else(|| {
            DriverError::new(sys::CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED).context(format!(
                "{doing} synchronizes the device, which would invalidate the graph capture open \
                 on another thread; it waited {} s for the capture to end, and the thread that \
                 holds it may be waiting for this one, which would never end: do this before the \
                 capture begins, or after it ends",
                CAPTURE_PATIENCE.as_secs()
            ))
        })
}

/// What one capture in progress has recorded.
struct CaptureState {
    main: Arc<Lane>,
    /// The records of the buffers used on the capturing lane (duplicates removed at the end).
    buffers: Mutex<Vec<Arc<Captured>>>,
    /// What must stay alive while the graph can run (the launched kernels), each once.
    keep: Mutex<Vec<Arc<dyn Send + Sync>>>,
}

impl CaptureState {
    /// The capture's identity in the gate: unique among the open captures (the state lives
    /// until its capture has ended).
    fn id(&self) -> usize {
        std::ptr::from_ref(self) as usize
    }
}

#[cold]
fn capture_on(lane: &Lane) -> Option<Arc<CaptureState>> {
    util::lock(&CAPTURES)
        .iter()
        .find(|(k, _)| *k == lane.key)
        .map(|(_, c)| c.clone())
}

/// Whether `lane` is capturing a graph now (see [`Lane::is_capturing`]).
#[inline]
pub(crate) fn is_capturing(lane: &Lane) -> bool {
    lane.is_capturing()
}

/// If `lane` is capturing, records that the buffer recorded in `acc` is used by the graph and
/// returns `true`: nothing needs ordering now, as captured work does not run yet.
#[cold]
pub(crate) fn capture_buffer(acc: &Accesses, lane: &Lane) -> bool {
    let Some(cap) = capture_on(lane) else {
        return false;
    };
    let rec = acc.capture(|| Captured::new(cap.main.clone()));
    lock(&cap.buffers).push(rec);
    true
}

/// If `lane` is capturing, keeps `what` alive with the graph (once per allocation).
#[inline]
pub(crate) fn capture_keep(lane: &Lane, what: &Arc<impl Send + Sync + 'static>) {
    if is_capturing(lane) {
        capture_keep_slow(lane, what.clone());
    }
}

#[cold]
fn capture_keep_slow(lane: &Lane, what: Arc<dyn Send + Sync>) {
    if let Some(cap) = capture_on(lane) {
        let mut keep = lock(&cap.keep);
        if !keep
            .iter()
            .any(|k| std::ptr::addr_eq(Arc::as_ptr(k), Arc::as_ptr(&what)))
        {
            keep.push(what);
        }
    }
}

/// An error if `lane` is capturing: for calls that would make another stream wait for it,
/// which would pull that stream into the capture.
#[inline]
pub(crate) fn refuse_capturing(lane: &Lane, what: &str) -> Result<(), DriverError> {
    if is_capturing(lane) {
        return Err(refused(what));
    }
    Ok(())
}

#[cold]
fn refused(what: &str) -> DriverError {
    DriverError::new(sys::CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED).context(format!(
        "{what} is not allowed on a stream that is capturing a graph (inside \
         CudaDevice::capture_graph): it would make another stream join the capture"
    ))
}

/// What a finished capture recorded: the buffers' shared records (each once) and what must
/// stay alive while the graph can run.
pub(crate) struct Recorded {
    pub(in crate::driver::safe) buffers: Vec<Arc<Captured>>,
    pub(in crate::driver::safe) keep: Vec<Arc<dyn Send + Sync>>,
}

/// A capture in progress on a lane: ended (and forgotten) by [`end`](Self::end), or when
/// dropped, also when the closure being captured panics.
pub(crate) struct Capture {
    lane: Arc<Lane>,
    state: Arc<CaptureState>,
    /// The gate that counts it open (the process's; a model test's own under loom).
    gate: Arc<Gate>,
    ended: bool,
}

impl Capture {
    /// Starts capturing the work enqueued on `lane` (context current); `main` is the device's
    /// main lane, which frees what the capture's graphs keep.
    pub(crate) fn begin(lane: &Arc<Lane>, main: &Arc<Lane>) -> Result<Capture, DriverError> {
        Self::begin_in(gate().clone(), lane, main)
    }

    /// [`begin`](Self::begin), counted open in `gate`.
    pub(super) fn begin_in(
        gate: Arc<Gate>,
        lane: &Arc<Lane>,
        main: &Arc<Lane>,
    ) -> Result<Capture, DriverError> {
        let state = Arc::new(CaptureState {
            main: main.clone(),
            buffers: Mutex::new(Vec::new()),
            keep: Mutex::new(Vec::new()),
        });
        // Once no enqueue of another thread is between its look at `capturing` and its
        // enqueue: all that the driver captures is recorded with the capture.
        gate.begin_capture(lane.ctx.cu_primary_ctx as usize, state.id(), || {
            lane.switching(|| {
                lane.begin_capture()?;
                util::lock(&CAPTURES).push((lane.key, state.clone()));
                lane.capturing.store(true, Ordering::Release);
                Ok::<_, DriverError>(())
            })
        })?;
        Ok(Capture {
            lane: lane.clone(),
            state,
            gate,
            ended: false,
        })
    }

    /// Ends the capture: its graph (or why there is none) and what it recorded.
    ///
    /// Counted ended only once the driver's capture has: if the driver cannot end it (its
    /// context cannot be made current, or the end fails) and the stream still captures, the
    /// capture stays open (its lane capturing, teardowns of the context put off) and the error
    /// is returned; the drop tries again.
    pub(crate) fn end(&mut self) -> (Result<sys::CUgraph, DriverError>, Recorded) {
        let lane = &self.lane;
        // Once no enqueue of another thread is between its look at `capturing` and its
        // enqueue: all that was recorded with the capture is in it, and all after runs.
        let ended = lane.switching(|| {
            // The closure may have made another context current; the capture belongs to ours.
            // The end is tried even if that fails: it names its stream, which names the context.
            let made = driver::make_current(&lane.ctx);
            // SAFETY: capture began on this live stream and has not ended.
            let r = match (made, unsafe { driver::end_capture(&lane.ctx, lane.stream) }) {
                (_, Ok(g)) => Ok(g),
                (Err(e), Err(_)) | (Ok(()), Err(e)) => Err(e),
            };
            // SAFETY: a live stream. A status that cannot be read counts as still capturing:
            // the capture is then kept open rather than taken for ended while work on it is not
            // run.
            if r.is_err() && unsafe { driver::still_capturing(&lane.ctx, lane.stream) } {
                return Err(r);
            }
            // The stream captures no more: work enqueued on it from now on runs, and is
            // ordered.
            lane.capturing.store(false, Ordering::Release);
            lane.end_capture();
            let mut caps = util::lock(&CAPTURES);
            let i = caps.iter().position(|(k, _)| *k == lane.key);
            Ok((r, i.map(|i| caps.swap_remove(i))))
        });
        let (r, entry) = match ended {
            Ok(ended) => ended,
            Err(r) => {
                let recorded = Recorded {
                    buffers: Vec::new(),
                    keep: Vec::new(),
                };
                return (lane.ctx.keep_if_sticky(r), recorded);
            }
        };
        self.ended = true;
        // Dropped outside the lock: freeing a buffer's record takes it again.
        drop(entry);
        self.gate
            .end_capture(lane.ctx.cu_primary_ctx as usize, self.state.id());
        let mut buffers = std::mem::take(&mut *lock(&self.state.buffers));
        buffers.sort_by_key(|b| Arc::as_ptr(b) as usize);
        buffers.dedup_by(|a, b| Arc::ptr_eq(a, b));
        let keep = std::mem::take(&mut *lock(&self.state.keep));
        (lane.ctx.keep_if_sticky(r), Recorded { buffers, keep })
    }
}

impl Drop for Capture {
    fn drop(&mut self) {
        if !self.ended {
            if let (Ok(g), _) = self.end() {
                if !g.is_null() {
                    // SAFETY: a graph of an abandoned capture, used by nothing.
                    let _ = unsafe { driver::graph_destroy(&self.lane.ctx, g) };
                }
            }
        }
    }
}

#[cfg(all(test, not(loom)))]
mod tests {
    use super::Gate;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    #[test]
    fn a_teardown_that_panics_does_not_lose_the_ones_after_it() {
        let gate = Gate::new();
        gate.begin_capture(1, 7, || Ok::<_, ()>(())).unwrap();
        let ran = Arc::new(AtomicUsize::new(0));
        gate.after_captures(1, Box::new(|| panic!("a teardown's bug")));
        let r = ran.clone();
        gate.after_captures(
            1,
            Box::new(move || {
                r.fetch_add(1, Ordering::SeqCst);
            }),
        );
        let ended =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| gate.end_capture(1, 7)));
        assert!(ended.is_err(), "the teardown's panic goes on");
        assert_eq!(ran.load(Ordering::SeqCst), 1, "the teardown after it ran");
        // No teardown is counted running any more: a capture begins at once.
        gate.begin_capture(1, 7, || Ok::<_, ()>(())).unwrap();
        gate.end_capture(1, 7);
    }

    #[test]
    fn work_outside_captures_gives_up_on_a_capture_that_stays_open() {
        let gate = Arc::new(Gate::new());
        gate.begin_capture(1, 7, || Ok::<_, ()>(())).unwrap();
        let patience = Duration::from_millis(50);
        let g = gate.clone();
        let waited = std::thread::spawn(move || g.outside_captures(1, patience, || ()));
        assert_eq!(
            waited.join().unwrap(),
            None,
            "gave up while the capture was open"
        );
        // This thread holds the capture: at once.
        assert_eq!(gate.outside_captures(1, patience, || 1), Some(1));
        gate.end_capture(1, 7);
        let g = gate.clone();
        let after = std::thread::spawn(move || g.outside_captures(1, patience, || 2));
        assert_eq!(after.join().unwrap(), Some(2), "ran once the capture ended");
    }

    #[test]
    fn a_capture_ended_on_another_thread_leaves_no_holder_behind() {
        let gate = Arc::new(Gate::new());
        let patience = Duration::from_millis(50);
        // Begun here, ended on another thread (a `CudaStream` shared between threads).
        gate.begin_capture(1, 7, || Ok::<_, ()>(())).unwrap();
        let g = gate.clone();
        std::thread::spawn(move || g.end_capture(1, 7))
            .join()
            .unwrap();
        // Another thread's capture of the context is open: this thread holds none, so it
        // waits (and gives up), rather than taking the old capture for one of its own.
        let (begun, end) = (std::sync::mpsc::channel(), std::sync::mpsc::channel::<()>());
        let g = gate.clone();
        let other = std::thread::spawn(move || {
            g.begin_capture(1, 8, || Ok::<_, ()>(())).unwrap();
            begun.0.send(()).unwrap();
            end.1.recv().unwrap();
            g.end_capture(1, 8);
        });
        begun.1.recv().unwrap();
        assert_eq!(
            gate.outside_captures(1, patience, || ()),
            None,
            "ran during another thread's capture"
        );
        end.0.send(()).unwrap();
        other.join().unwrap();
        assert_eq!(gate.outside_captures(1, patience, || 3), Some(3));
    }
}
