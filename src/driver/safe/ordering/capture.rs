//! Graph captures: work enqueued on a lane that is capturing does not run then, so its buffers
//! are recorded with the capture ([`capture_buffer`]) and from then on share one [`Captured`]
//! record with the graphs using them, which frees their memory once the buffer and those graphs
//! are all gone. See the module docs.

use super::super::util;
use super::accesses::{Accesses, Captured};
use super::driver;
use super::lane::Lane;
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
    /// The open captures, by context key, with the thread that began them (which ends them).
    holders: Vec<(usize, ThreadId)>,
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
struct Tearing<'a>(&'a Gate, usize);

impl Drop for Tearing<'_> {
    fn drop(&mut self) {
        let mut s = lock(&self.0.state);
        s.entry(self.1).2 -= 1;
        s.forget_idle();
        self.0.changed.notify_all();
    }
}

impl Gate {
    pub(super) fn new() -> Gate {
        Gate {
            state: Mutex::new(GateState::default()),
            changed: Condvar::new(),
        }
    }

    /// Runs `begin` (which begins a capture of context `key`) once no teardown of the context
    /// runs, and counts the capture as open if it began. `begin` runs with the gate locked: a
    /// teardown cannot slip in between.
    pub(super) fn begin_capture<T, E>(
        &self,
        key: usize,
        begin: impl FnOnce() -> Result<T, E>,
    ) -> Result<T, E> {
        let mut s = lock(&self.state);
        while s.counts(key).1 > 0 {
            s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
        }
        let r = begin()?;
        s.entry(key).1 += 1;
        s.holders.push((key, thread_id()));
        Ok(r)
    }

    /// Counts a capture of context `key` (begun by [`begin_capture`](Self::begin_capture)) as
    /// ended, and runs what was put off for the context if it was its last open capture.
    pub(super) fn end_capture(&self, key: usize) {
        let due: Vec<PutOff> = {
            let mut s = lock(&self.state);
            let me = (key, thread_id());
            if let Some(i) = s.holders.iter().position(|h| *h == me) {
                s.holders.swap_remove(i);
            }
            let e = s.entry(key);
            e.1 -= 1;
            if e.1 > 0 {
                return;
            }
            // Work waiting in `outside_captures` may go.
            self.changed.notify_all();
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
            let _tearing = Tearing(self, key);
            for f in due {
                f();
            }
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
        let _tearing = Tearing(self, key);
        f();
    }

    /// Runs `f` once no capture of context `key` is open, and keeps captures of the context
    /// from beginning while it runs. A capture open on the calling thread would never end
    /// while it waited: then `f` runs at once (and may break that capture).
    #[cfg(any(feature = "curand", all(test, loom)))]
    pub(super) fn outside_captures<T>(&self, key: usize, f: impl FnOnce() -> T) -> T {
        {
            let mut s = lock(&self.state);
            let me = (key, thread_id());
            if !s.holders.contains(&me) {
                while s.counts(key).0 > 0 {
                    s = self.changed.wait(s).unwrap_or_else(|e| e.into_inner());
                }
            }
            s.entry(key).2 += 1;
        }
        let _tearing = Tearing(self, key);
        f()
    }
}

/// The process's [`Gate`].
#[cfg(not(all(test, loom)))]
fn gate() -> &'static Gate {
    static GATE: std::sync::OnceLock<Gate> = std::sync::OnceLock::new();
    GATE.get_or_init(Gate::new)
}

/// Under loom, one gate per model thread's process would be a static that outlives the model:
/// the model tests make their own gates, and nothing they run reaches this one.
#[cfg(all(test, loom))]
fn gate() -> &'static Gate {
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

/// Runs `f` once no graph capture in `ctx`'s context is open (on any other thread), with none
/// beginning while it runs: for work that would invalidate a capture and whose caller needs
/// its result (cuRAND's setup of a generator, which synchronizes the device). On a thread that
/// holds a capture of the context open itself, `f` runs at once.
#[cfg(feature = "curand")]
pub(crate) fn outside_captures<T>(ctx: &Ctx, f: impl FnOnce() -> T) -> T {
    gate().outside_captures(ctx.cu_primary_ctx as usize, f)
}

/// What one capture in progress has recorded.
struct CaptureState {
    main: Arc<Lane>,
    /// The records of the buffers used on the capturing lane (duplicates removed at the end).
    buffers: Mutex<Vec<Arc<Captured>>>,
    /// What must stay alive while the graph can run (the launched kernels), each once.
    keep: Mutex<Vec<Arc<dyn Send + Sync>>>,
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
    ended: bool,
}

impl Capture {
    /// Starts capturing the work enqueued on `lane` (context current); `main` is the device's
    /// main lane, which frees what the capture's graphs keep.
    pub(crate) fn begin(lane: &Arc<Lane>, main: &Arc<Lane>) -> Result<Capture, DriverError> {
        gate().begin_capture(lane.ctx.cu_primary_ctx as usize, || lane.begin_capture())?;
        let state = Arc::new(CaptureState {
            main: main.clone(),
            buffers: Mutex::new(Vec::new()),
            keep: Mutex::new(Vec::new()),
        });
        util::lock(&CAPTURES).push((lane.key, state.clone()));
        lane.capturing.store(true, Ordering::Release);
        Ok(Capture {
            lane: lane.clone(),
            state,
            ended: false,
        })
    }

    /// Ends the capture: its graph (or why there is none) and what it recorded.
    pub(crate) fn end(&mut self) -> (Result<sys::CUgraph, DriverError>, Recorded) {
        self.ended = true;
        let lane = &self.lane;
        // The closure may have made another context current; the capture belongs to ours.
        // SAFETY: capture began on this live stream and has not ended.
        let r = lane
            .ctx
            .make_current()
            .and_then(|()| unsafe { driver::end_capture(&lane.ctx, lane.stream) });
        // The stream captures no more: work enqueued on it from now on runs, and is ordered.
        lane.capturing.store(false, Ordering::Release);
        let entry = {
            let mut caps = util::lock(&CAPTURES);
            let i = caps.iter().position(|(k, _)| *k == lane.key);
            i.map(|i| caps.swap_remove(i))
        };
        // Dropped outside the lock: freeing a buffer's record takes it again.
        drop(entry);
        gate().end_capture(lane.ctx.cu_primary_ctx as usize);
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
