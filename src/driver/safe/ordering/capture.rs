//! Graph captures: work enqueued on a lane that is capturing does not run then, so its buffers
//! are recorded with the capture ([`capture_buffer`]) and from then on share one [`Captured`]
//! record with the graphs using them, which frees their memory once the buffer and those graphs
//! are all gone. See the module docs.

use super::super::util;
use super::accesses::{Accesses, Captured};
use super::driver;
use super::lane::Lane;
use super::sync::{Mutex, Ordering, lock};
use crate::driver::result::DriverError;
use crate::driver::safe::context::Ctx;
use crate::driver::sys;
use std::sync::Arc;

/// The lanes capturing now (by key), each with what its capture has recorded so far.
static CAPTURES: std::sync::Mutex<Vec<(u64, Arc<CaptureState>)>> =
    std::sync::Mutex::new(Vec::new());

/// Teardown put off while a capture of its context was open (see [`after_captures`]), with the
/// context's handle as an address.
type PutOff = (usize, Box<dyn FnOnce() + Send>);

static AFTER_CAPTURES: std::sync::Mutex<Vec<PutOff>> = std::sync::Mutex::new(Vec::new());

/// Runs `f` now, or, while a graph capture in `ctx`'s context is open (on any thread), once
/// the last of them ends: for teardown that synchronizes the device (destroying a cuBLAS or
/// cuBLASLt handle, unloading a module whose kernels ran), which would invalidate a capture in
/// progress. `f` makes its context current itself: it may run on the thread that ends the
/// capture.
pub(crate) fn after_captures(ctx: &Ctx, f: Box<dyn FnOnce() + Send>) {
    let key = ctx.cu_primary_ctx as usize;
    {
        let caps = util::lock(&CAPTURES);
        if caps
            .iter()
            .any(|(_, s)| s.main.ctx.cu_primary_ctx as usize == key)
        {
            util::lock(&AFTER_CAPTURES).push((key, f));
            return;
        }
    }
    f();
}

/// Runs what [`after_captures`] put off for the context with handle `key`, if no capture in
/// it is open any more.
fn run_put_off(key: usize) {
    let due: Vec<PutOff> = {
        let caps = util::lock(&CAPTURES);
        if caps
            .iter()
            .any(|(_, s)| s.main.ctx.cu_primary_ctx as usize == key)
        {
            return;
        }
        let mut after = util::lock(&AFTER_CAPTURES);
        let (due, rest) = std::mem::take(&mut *after)
            .into_iter()
            .partition(|(k, _)| *k == key);
        *after = rest;
        due
    };
    for (_, f) in due {
        f();
    }
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
        lane.begin_capture()?;
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
        run_put_off(lane.ctx.cu_primary_ctx as usize);
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
