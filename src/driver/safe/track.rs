//! Per-buffer tracking: which work, on which stream, may still read or write each buffer, so
//! that whatever uses the buffer next waits for exactly what it must.
//!
//! # The model
//!
//! Every stream the crate enqueues on is a [`Lane`]: the device's main stream, each
//! [`CudaStream`](super::CudaStream), each stream of the async adapter. A lane counts its
//! enqueues (its *generation*), and can be *marked*: its own event recorded after everything
//! enqueued so far, covering every generation up to the one read just before recording.
//!
//! Every buffer has a [`Tracker`] listing the accesses that may still be running:
//!
//! - on the main stream, as two generations (the last read and the last write), so that an
//!   operation on the main stream needs no lock and no driver call while only the main stream
//!   has touched the buffer;
//! - on another lane, as `(lane, generation, read or write)`, marked lazily: nothing is
//!   recorded when the access is enqueued, only when something on another stream must wait
//!   for it;
//! - by an async operation, as the operation itself, whose event was recorded after its work
//!   (the adapter records one anyway, to learn when it completes).
//!
//! An operation on lane `C` that reads the buffer waits for every write on another lane; one
//! that writes waits for every access on another lane (read-after-write, write-after-read and
//! write-after-write). Waits already made are remembered per lane (`waited_main`, `waited`),
//! so a lane waits for another at most once per new generation. After the operation is
//! enqueued, its own access is added, merged with the earlier accesses of the same lane (which
//! stream order already puts before it).
//!
//! Work on a stream that is capturing a graph does not run when enqueued: its buffers are
//! recorded with the graph instead (see `graph.rs`), and once captured a buffer keeps its
//! record in the [`Captured`] it shares with those graphs.
//!
//! Why it is sound across threads: an access is added only after its work is enqueued and its
//! lane's generation counted, and a mark reads the generation before recording, so a mark that
//! claims a generation always covers the work counted up to it. Entries are only ever replaced
//! by entries that cover them (merged by lane, or moved to the main stream once the main
//! stream has waited for them), so an access added by another thread in between is never lost.

use super::device::{CudaDevice, lock};
use super::graph::{self, Captured};
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::atomic::{AtomicU8, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// A stream that the crate enqueues on, as the per-buffer records see it.
pub(crate) struct Lane {
    /// The stream. Private to the crate: nothing safe code can write decides what is used or
    /// destroyed.
    pub(crate) stream: sys::CUstream,
    /// Recorded only by [`mark`](Self::mark), on `stream`.
    pub(crate) event: sys::CUevent,
    /// Unique per lane, never reused.
    key: u64,
    /// Enqueues counted so far (see [`bump`](Self::bump)).
    generation: AtomicU64,
    /// The main stream's generation this lane has waited for (unused on the main lane).
    waited_main: AtomicU64,
    /// The other lanes of the device this lane has waited for.
    waited: Mutex<Vec<Waited>>,
    /// For lanes other than the main one: the device, kept alive so that `Drop` can destroy
    /// `stream` and `event` in its context. The main lane's handles belong to the device.
    owner: Option<Arc<CudaDevice>>,
}

/// How far one lane has waited for another.
#[derive(Clone, Copy)]
struct Waited {
    key: u64,
    /// The other lane's generation covered.
    covered: u64,
    /// This lane's generation once the wait was enqueued.
    at: u64,
}

// SAFETY: stream and event handles are usable from any thread with the context current, which
// every user of a lane ensures; the rest is atomics and a lock.
unsafe impl Send for Lane {}
// SAFETY: as above.
unsafe impl Sync for Lane {}

static NEXT_KEY: AtomicU64 = AtomicU64::new(1);

impl Lane {
    /// The main lane of a device, over handles the device owns.
    pub(crate) fn main(stream: sys::CUstream, event: sys::CUevent) -> Lane {
        Lane::with(stream, event, None)
    }

    fn with(stream: sys::CUstream, event: sys::CUevent, owner: Option<Arc<CudaDevice>>) -> Lane {
        Lane {
            stream,
            event,
            key: NEXT_KEY.fetch_add(1, Ordering::Relaxed),
            generation: AtomicU64::new(0),
            waited_main: AtomicU64::new(0),
            waited: Mutex::new(Vec::new()),
            owner,
        }
    }

    /// Creates a non-blocking stream of `dev` (with `priority`, if given) and its event. The
    /// caller has entered the device.
    pub(crate) fn create(
        dev: &Arc<CudaDevice>,
        priority: Option<i32>,
    ) -> Result<Arc<Lane>, DriverError> {
        let kind = result::stream::StreamKind::NonBlocking;
        let stream = dev.note(match priority {
            None => result::stream::create(kind),
            Some(p) => result::stream::create_with_priority(kind, p),
        })?;
        let event = match result::event::create(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING) {
            Ok(e) => e,
            Err(e) => {
                // SAFETY: the stream was just created and has no work.
                let _ = unsafe { result::stream::destroy(stream) };
                return dev.note(Err(e));
            }
        };
        Ok(Arc::new(Lane::with(stream, event, Some(dev.clone()))))
    }

    /// Counts an enqueue made on this lane (call it after the enqueue); the new generation.
    #[inline(always)]
    pub(crate) fn bump(&self) -> u64 {
        self.generation.fetch_add(1, Ordering::AcqRel) + 1
    }

    /// The generation: enqueues counted so far.
    #[inline(always)]
    pub(crate) fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// Records the lane's event after everything enqueued on it so far; the generation that
    /// covers. The caller has made the lane's context current.
    fn mark(&self, dev: &CudaDevice) -> Result<u64, DriverError> {
        let covered = self.generation();
        // SAFETY: the event is recorded only here, on its own live stream. Two marks racing
        // are fine: a wait made after either sees a record at least as late as its own.
        dev.note(unsafe { result::event::record(self.event, self.stream) })?;
        Ok(covered)
    }

    /// Makes later work on this lane wait for `dev`'s main stream up to generation `g`, unless
    /// it already has. `dev` is the lane's device, entered.
    #[inline]
    pub(crate) fn wait_main(&self, dev: &CudaDevice, g: u64) -> Result<(), DriverError> {
        if g == 0 || self.waited_main.load(Ordering::Acquire) >= g {
            return Ok(());
        }
        self.wait_main_slow(dev)
    }

    #[cold]
    fn wait_main_slow(&self, dev: &CudaDevice) -> Result<(), DriverError> {
        let main = &dev.main;
        let covered = main.mark(dev)?;
        // SAFETY: both streams and the event are live.
        dev.note(unsafe {
            result::stream::wait_event(
                self.stream,
                main.event,
                sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT,
            )
        })?;
        self.bump();
        self.waited_main.fetch_max(covered, Ordering::AcqRel);
        Ok(())
    }

    /// How far this lane has waited for `other`: `(other's generation covered, this lane's
    /// generation after the wait)`.
    fn waited_for(&self, other: &Lane) -> Option<(u64, u64)> {
        lock(&self.waited)
            .iter()
            .find(|w| w.key == other.key)
            .map(|w| (w.covered, w.at))
    }

    /// Makes later work on this lane wait for `other` (another lane of `dev`) up to generation
    /// `g`, unless it already has; this lane's generation from which the wait is in effect.
    fn wait_lane(&self, dev: &CudaDevice, other: &Lane, g: u64) -> Result<u64, DriverError> {
        if let Some((covered, at)) = self.waited_for(other) {
            if covered >= g {
                return Ok(at);
            }
        }
        let covered = other.mark(dev)?;
        // SAFETY: both streams and the event are live (`other` is kept alive by the caller).
        dev.note(unsafe {
            result::stream::wait_event(
                self.stream,
                other.event,
                sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT,
            )
        })?;
        let at = self.bump();
        let mut waited = lock(&self.waited);
        match waited.iter_mut().find(|w| w.key == other.key) {
            Some(w) if w.covered >= covered => {}
            Some(w) => {
                *w = Waited {
                    key: w.key,
                    covered,
                    at,
                }
            }
            None => waited.push(Waited {
                key: other.key,
                covered,
                at,
            }),
        }
        Ok(at)
    }

    /// Makes later work on this lane wait for an async operation's event; this lane's
    /// generation from which the wait is in effect.
    fn wait_op(&self, dev: &CudaDevice, op: &OpCore) -> Result<u64, DriverError> {
        // SAFETY: the event was recorded before the operation was registered anywhere, and
        // lives as long as `op`.
        dev.note(unsafe {
            result::stream::wait_event(
                self.stream,
                op.event,
                sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT,
            )
        })?;
        Ok(self.bump())
    }

    /// Makes later work on this lane (of `dev`) wait for everything enqueued so far on
    /// `other`, a lane of another device `other_dev`; this lane's generation from which the
    /// wait is in effect. Leaves `dev` entered.
    pub(crate) fn wait_other_device(
        &self,
        dev: &CudaDevice,
        other: &Lane,
        other_dev: &CudaDevice,
    ) -> Result<u64, DriverError> {
        other_dev.enter()?;
        other.mark(other_dev)?;
        dev.enter()?;
        // SAFETY: both streams and the event are live; the driver accepts an event of another
        // context in a wait.
        dev.note(unsafe {
            result::stream::wait_event(
                self.stream,
                other.event,
                sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT,
            )
        })?;
        Ok(self.bump())
    }

    /// Makes later work on this lane wait for everything enqueued on `other` so far.
    pub(crate) fn wait_all_of(&self, dev: &CudaDevice, other: &Lane) -> Result<(), DriverError> {
        self.wait_lane(dev, other, other.generation()).map(drop)
    }
}

impl Drop for Lane {
    fn drop(&mut self) {
        let Some(dev) = &self.owner else { return };
        // SAFETY: nothing refers to the lane any more; the driver releases a stream and an
        // event once the work enqueued before their destruction completes.
        let r = dev.bind().and_then(|()| unsafe {
            result::stream::destroy(self.stream)?;
            result::event::destroy(self.event)
        });
        if let Err(e) = r {
            dev.defer_error(e.context("while destroying a stream"));
        }
    }
}

impl std::fmt::Debug for Lane {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lane")
            .field("key", &self.key)
            .field("generation", &self.generation())
            .finish()
    }
}

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
    pub(crate) awaited_until: AtomicU64,
}

/// Nanoseconds since a fixed point early in the process, for deadlines kept in atomics.
pub(crate) fn now_ns() -> u64 {
    static BASE: OnceLock<std::time::Instant> = OnceLock::new();
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
            awaited_until: AtomicU64::new(0),
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

/// Where an operation is enqueued, for ordering it after a buffer's earlier accesses.
#[derive(Clone, Copy)]
pub(crate) enum On<'a> {
    /// The device's main stream.
    Main,
    /// Another lane of the device.
    Lane(&'a Lane),
}

/// An access, once enqueued, as a buffer records it.
#[derive(Clone, Copy)]
pub(crate) enum By<'a> {
    /// On the main stream, counted up to this generation.
    Main(u64),
    /// On a lane, counted up to this generation of it.
    Lane(&'a Arc<Lane>, u64),
    /// By an async operation, whose event follows its work.
    Op(&'a Arc<OpCore>),
}

/// An access recorded in a tracker.
struct Entry {
    by: Holder,
    write: bool,
}

enum Holder {
    Lane(Arc<Lane>, u64),
    Op(Arc<OpCore>),
}

impl Entry {
    fn is_finished(&self) -> bool {
        matches!(&self.by, Holder::Op(op) if op.is_finished())
    }
}

/// The accesses to one buffer that may still be running, on any stream.
#[derive(Default)]
pub struct Tracker {
    /// The length of `others`, plus one once `captured` is set; main-stream operations take
    /// no lock while it is 0.
    count: AtomicUsize,
    /// Generations of the main stream's last read and last write (0: none).
    main_read: AtomicU64,
    main_write: AtomicU64,
    /// Accesses on other lanes and by async operations.
    others: Mutex<Vec<Entry>>,
    /// Set (under the `others` lock) once a CUDA graph captures the buffer: from then on its
    /// accesses are recorded there, shared with the graphs using it, and its memory is freed
    /// only once they and the buffer are all gone (see `graph.rs`).
    captured: OnceLock<Arc<Captured>>,
}

impl Tracker {
    /// Makes the stream of `on` (a stream of `dev`, the buffer's device, entered) wait for the
    /// accesses an access of this kind must follow.
    #[inline(always)]
    pub(crate) fn before(
        &self,
        dev: &CudaDevice,
        on: On<'_>,
        write: bool,
    ) -> Result<(), DriverError> {
        if self.count.load(Ordering::Acquire) == 0 {
            match on {
                On::Main => return Ok(()),
                On::Lane(lane) => return lane.wait_main(dev, self.main_needed(write)),
            }
        }
        self.before_slow(dev, on, write)
    }

    /// The main-stream generation an access of this kind must follow.
    #[inline(always)]
    fn main_needed(&self, write: bool) -> u64 {
        let w = self.main_write.load(Ordering::Acquire);
        if write {
            w.max(self.main_read.load(Ordering::Acquire))
        } else {
            w
        }
    }

    #[cold]
    fn before_slow(&self, dev: &CudaDevice, on: On<'_>, write: bool) -> Result<(), DriverError> {
        let mut others = lock(&self.others);
        if let Some(c) = self.captured.get() {
            drop(others);
            return c.ops.before(dev, on, write);
        }
        if let On::Lane(lane) = on {
            lane.wait_main(dev, self.main_needed(write))?;
        }
        others.retain(|e| !e.is_finished());
        let mut i = 0;
        while i < others.len() {
            let e = &others[i];
            let same_lane = match (&e.by, on) {
                (Holder::Lane(l, _), On::Lane(c)) => std::ptr::eq(&**l, c),
                _ => false,
            };
            if same_lane || !(write || e.write) {
                i += 1;
                continue;
            }
            let at = match (&e.by, on) {
                (Holder::Lane(l, g), On::Main) => dev.main.wait_lane(dev, l, *g)?,
                (Holder::Lane(l, g), On::Lane(c)) => c.wait_lane(dev, l, *g)?,
                (Holder::Op(op), On::Main) => dev.main.wait_op(dev, op)?,
                (Holder::Op(op), On::Lane(c)) => c.wait_op(dev, op)?,
            };
            // Once the main stream has waited for an access, the access is as good as one on
            // the main stream from then on: record it so, which brings main-stream operations
            // back to their lock-free path.
            if matches!(on, On::Main) {
                let e = others.swap_remove(i);
                self.main_access(at, e.write);
            } else {
                i += 1;
            }
        }
        self.count.store(
            others.len() + usize::from(self.captured.get().is_some()),
            Ordering::Release,
        );
        Ok(())
    }

    fn main_access(&self, g: u64, write: bool) {
        if write {
            self.main_write.fetch_max(g, Ordering::AcqRel);
        } else {
            self.main_read.fetch_max(g, Ordering::AcqRel);
        }
    }

    /// Records an access just enqueued (and counted) `by`.
    #[inline(always)]
    pub(crate) fn after(&self, by: By<'_>, write: bool) {
        if let By::Main(g) = by {
            self.main_access(g, write);
            // A capture may have taken the record over meanwhile: tell it too.
            if self.count.load(Ordering::Acquire) == 0 {
                return;
            }
        }
        self.after_slow(by, write)
    }

    #[cold]
    fn after_slow(&self, by: By<'_>, write: bool) {
        let mut others = lock(&self.others);
        if let Some(c) = self.captured.get() {
            drop(others);
            return c.ops.after(by, write);
        }
        match by {
            By::Main(_) => {}
            By::Lane(lane, g) => {
                // Stream order puts the lane's earlier accesses before this one: merge them,
                // keeping the latest generation (and the write, if either wrote, for readers).
                let mut g = g;
                let mut i = 0;
                while i < others.len() {
                    match &others[i].by {
                        Holder::Lane(l, lg)
                            if Arc::ptr_eq(l, lane) && (write || !others[i].write) =>
                        {
                            g = g.max(*lg);
                            others.swap_remove(i);
                        }
                        _ => i += 1,
                    }
                }
                others.push(Entry {
                    by: Holder::Lane(lane.clone(), g),
                    write,
                });
            }
            By::Op(op) => {
                others.retain(|e| !e.is_finished());
                others.push(Entry {
                    by: Holder::Op(op.clone()),
                    write,
                });
            }
        }
        self.count.store(
            others.len() + usize::from(self.captured.get().is_some()),
            Ordering::Release,
        );
    }

    /// The record shared with the graphs that captured this buffer, made on first capture
    /// (moving the accesses recorded so far there).
    pub(crate) fn capture(&self, make: impl FnOnce() -> Captured) -> Arc<Captured> {
        let mut others = lock(&self.others);
        let c = self.captured.get_or_init(|| Arc::new(make()));
        let moved = std::mem::take(&mut *others);
        self.count.store(1, Ordering::Release);
        drop(others);
        let ops = &c.ops;
        ops.main_access(self.main_read.load(Ordering::Acquire), false);
        ops.main_access(self.main_write.load(Ordering::Acquire), true);
        let mut theirs = lock(&ops.others);
        theirs.extend(moved.into_iter().filter(|e| !e.is_finished()));
        ops.count.store(theirs.len(), Ordering::Release);
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
        write!(
            f,
            "Tracker({} pending off the main stream)",
            self.count.load(Ordering::Relaxed)
        )
    }
}

/// One buffer an operation uses, and whether it writes it.
#[derive(Clone, Copy)]
pub struct Use<'a> {
    pub(crate) tracker: &'a Tracker,
    pub(crate) device: &'a CudaDevice,
    pub(crate) write: bool,
}

impl std::fmt::Debug for Use<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Use")
            .field("device", &self.device.ordinal)
            .field("write", &self.write)
            .finish()
    }
}

/// The buffers an operation uses: a list of [`Use`]s, a kernel's argument tuple, a graph's
/// buffers.
pub(crate) trait Uses {
    /// Calls `f` with each buffer used, stopping at the first error.
    fn each(&self, f: impl FnMut(Use<'_>) -> Result<(), DriverError>) -> Result<(), DriverError>;
}

impl Uses for [Use<'_>] {
    #[inline(always)]
    fn each(
        &self,
        mut f: impl FnMut(Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        for u in self {
            f(*u)?;
        }
        Ok(())
    }
}

impl<const N: usize> Uses for [Use<'_>; N] {
    #[inline(always)]
    fn each(&self, f: impl FnMut(Use<'_>) -> Result<(), DriverError>) -> Result<(), DriverError> {
        self.as_slice().each(f)
    }
}

impl CudaDevice {
    /// Enqueues `enqueue` on the main stream after the accesses that `uses` must follow, and
    /// records its accesses. The one way work on buffers reaches the main stream: `enqueue`
    /// gets the stream, and its result is counted (see [`track`](Self::track)) before the
    /// accesses are recorded. The caller has entered the device and checked that every buffer
    /// belongs to it.
    #[inline(always)]
    pub(crate) fn run_main<T, U: Uses + ?Sized>(
        &self,
        uses: &U,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        uses.each(|u| u.tracker.before(self, On::Main, u.write))?;
        let r = self.track(enqueue(self.main.stream));
        let g = self.main.generation();
        let _ = uses.each(|u| {
            u.tracker.after(By::Main(g), u.write);
            Ok(())
        });
        r
    }

    /// As [`run_main`](Self::run_main), on `lane`, another stream of this device. On a stream
    /// that is capturing a graph, the buffers are recorded with the graph instead and nothing
    /// is ordered (captured work runs only when the graph is launched).
    pub(crate) fn run_on<T, U: Uses + ?Sized>(
        &self,
        lane: &Arc<Lane>,
        uses: &U,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        if graph::is_capturing(lane.stream) {
            uses.each(|u| {
                graph::capture_buffer(u.tracker, lane.stream);
                Ok(())
            })?;
            return self.note(enqueue(lane.stream));
        }
        uses.each(|u| u.tracker.before(self, On::Lane(lane), u.write))?;
        let r = self.note(enqueue(lane.stream));
        let g = lane.bump();
        let _ = uses.each(|u| {
            u.tracker.after(By::Lane(lane, g), u.write);
            Ok(())
        });
        r
    }
}
