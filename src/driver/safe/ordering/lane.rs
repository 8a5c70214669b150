//! Lanes: the streams the crate enqueues on, each counting what is enqueued on it (its
//! generation), marking it with its own event, and remembering how far it has waited for the
//! others. See the module docs for the model.

use super::driver;
use super::sync::{AtomicBool, AtomicU64, AtomicUsize, Mutex, Ordering, lock};
use crate::driver::result::DriverError;
use crate::driver::safe::context::Ctx;
use crate::driver::sys;
use std::sync::Arc;

/// A stream that the crate enqueues on, as the per-buffer records see it. It owns its stream
/// and event, destroyed when the last reference goes (a buffer's record may keep a lane alive
/// after its [`CudaStream`](crate::driver::CudaStream) is dropped).
pub(crate) struct Lane {
    /// Private to the ordering core, so that every enqueue goes through
    /// [`enqueue`](Self::enqueue) and is counted.
    pub(super) stream: sys::CUstream,
    /// Recorded only by [`mark`](Self::mark) and [`begin_capture`](Self::begin_capture), on
    /// `stream`, with `marking` held.
    pub(super) event: sys::CUevent,
    /// Held while `event` is recorded. `Some(claim)` while a graph capture is open on the
    /// stream: the claim of the record made just before the capture began, which covers all
    /// that runs on the stream until the capture ends (work enqueued meanwhile goes into the
    /// graph). A mark then records nothing: a record inside the capture, waited for by another
    /// stream, would pull that stream into the capture.
    marking: Mutex<Option<u64>>,
    /// Unique per lane, never reused.
    pub(super) key: u64,
    /// Enqueues counted so far.
    generation: AtomicU64,
    /// The generation known to be finished on the GPU: set when the stream is synchronised
    /// or a mark recorded on it is seen reached. Waits for work up to it are skipped.
    done: Arc<AtomicU64>,
    /// The main lane's generation this lane has waited for (unused on the main lane).
    pub(super) waited_main: AtomicU64,
    /// The other lanes of the device this lane has waited for.
    waited: Mutex<Vec<Waited>>,
    /// The generation up to which [`finished`](Self::finished) has passed the news on to the
    /// lanes waited for: a later call for no later generation has nothing to add.
    passed_on: AtomicU64,
    /// Whether a graph capture is in progress on this lane (set and cleared by
    /// `capture::Capture`), so that asking costs no lock. std's also in the model tests, which
    /// capture nothing: a loom atomic here would add a branch point to every enqueue.
    pub(super) capturing: std::sync::atomic::AtomicBool,
    /// [`ENTERED`] per enqueue between its look at `capturing` and its enqueue (see
    /// [`enter`](Self::enter)), plus [`SWITCHING`] while a capture begins or ends (see
    /// [`switching`](Self::switching)). loom's in the model tests: the only way a model sees
    /// an enqueue and a capture's begin or end depend on each other.
    entered: AtomicUsize,
    /// Whether the user was handed the stream's handle (`CudaDevice::cu_stream`): work may
    /// then be on it through `sys` that no buffer's record shows, which a free must follow as
    /// in cudarc (see [`free_in_order`](super::free_in_order)).
    pub(super) handed_out: std::sync::atomic::AtomicBool,
    /// Whether the lane owns its stream (destroyed with the lane). A stream borrowed from
    /// another library ([`wrap_borrowed`](Self::wrap_borrowed)) is not destroyed, and no free
    /// is put on it once the work recorded there is finished: its owner may have destroyed it.
    pub(super) owned: bool,
    /// Small stream-ordered allocations freed on this lane and kept for its next allocations
    /// of the same size (the async adapter's streams and the threads' own; see [`FreedCache`]).
    cache: Option<FreedCache>,
    pub(in crate::driver::safe) ctx: Arc<Ctx>,
}

/// Stream-ordered allocations freed on a lane and kept for the lane's next allocations of the
/// same size, instead of going back to the driver's pool at once.
///
/// An allocation freed in a stream's order may be reused by later work on the same stream
/// without waiting: that is what `cuMemFreeAsync` followed by `cuMemAllocAsync` on one stream
/// does. Keeping it here does the same without the two driver calls, which many threads
/// allocating at once serialise on (`benches/chain_parts.rs` measures the difference).
///
/// Bounded (allocations up to [`CACHE_MAX_BYTES`], at most [`CACHE_MAX_ENTRIES`] of them), and
/// given back to the driver's pool (`cuMemFreeAsync` on the lane) when the adapter is idle (its
/// streams), at `CudaDevice::synchronize`, when an allocation fails for lack of memory, and when
/// the lane goes. Not used while the lane captures a graph, nor once its owner makes no more
/// allocations on it (an adapter that went: see [`Lane::stop_keeping`]), while buffers whose
/// records hold the lane may still be freed there.
pub(crate) struct FreedCache {
    /// `(bytes, address)`, in the order they were freed.
    kept: Mutex<Vec<(usize, sys::CUdeviceptr)>>,
    /// Whether `kept` may be non-empty (read without the lock).
    any: AtomicBool,
    /// Set (under `kept`'s lock) once nothing will allocate on the lane again.
    closed: AtomicBool,
}

/// Allocations of more bytes than this are freed to the driver's pool at once.
pub(crate) const CACHE_MAX_BYTES: usize = 256 << 10;
/// At most this many freed allocations are kept per lane.
pub(crate) const CACHE_MAX_ENTRIES: usize = 8;

/// In [`Lane::entered`]: a capture of the lane is beginning or ending.
const SWITCHING: usize = 1;
/// In [`Lane::entered`]: one enqueue entered.
const ENTERED: usize = 2;

/// Lets another thread run while a capture's begin or end waits for enqueues, or they for it:
/// each side's wait lasts a driver call or an ordering of buffers, not a spin's worth. Under
/// loom, a yield to the other threads of the model.
fn pause() {
    #[cfg(not(all(test, loom)))]
    std::thread::yield_now();
    #[cfg(all(test, loom))]
    super::sync::spin_loop();
}

/// An enqueue on a lane between its look at whether the lane captures and its enqueue (see
/// [`Lane::enter`]): no capture of the lane begins or ends until it is dropped.
pub(crate) struct Entered<'a>(&'a Lane);

impl Entered<'_> {
    /// Whether the lane is capturing a graph: stays so until this entry is dropped.
    #[inline]
    pub(crate) fn capturing(&self) -> bool {
        self.0.is_capturing()
    }

    /// Whether this is an entry of `lane`.
    #[inline]
    pub(crate) fn is_of(&self, lane: &Lane) -> bool {
        std::ptr::eq(self.0, lane)
    }
}

impl Drop for Entered<'_> {
    #[inline(always)]
    fn drop(&mut self) {
        self.0
            .entered
            .fetch_sub(ENTERED, std::sync::atomic::Ordering::Release);
    }
}

/// How far one lane has waited for another.
#[derive(Clone)]
struct Waited {
    key: u64,
    /// The other lane's generation covered.
    covered: u64,
    /// This lane's generation once the wait was enqueued.
    at: u64,
    /// The other lane's `done`: once this lane's work is finished past `at`, the other lane's
    /// is finished up to `covered` (see [`Lane::finished`]).
    done: Arc<AtomicU64>,
}

// SAFETY: stream and event handles are usable from any thread with the context current, which
// every method ensures or requires; the rest is atomics and a lock.
unsafe impl Send for Lane {}
// SAFETY: as above.
unsafe impl Sync for Lane {}

// A std atomic also under loom: a static, and only ever a source of unique numbers.
static NEXT_KEY: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

impl Lane {
    /// Creates a non-blocking stream of `ctx` (with `priority`, if given) and its event. The
    /// caller has made the context current.
    pub(crate) fn create(ctx: &Arc<Ctx>, priority: Option<i32>) -> Result<Arc<Lane>, DriverError> {
        Self::create_with(ctx, priority, false)
    }

    /// [`create`](Self::create), with a [`FreedCache`] of its allocations when `cache`.
    pub(crate) fn create_with(
        ctx: &Arc<Ctx>,
        priority: Option<i32>,
        cache: bool,
    ) -> Result<Arc<Lane>, DriverError> {
        let stream = ctx.keep_if_sticky(driver::stream_create(ctx, priority))?;
        let event = match driver::event_create(ctx) {
            Ok(e) => e,
            Err(e) => {
                // SAFETY: the stream was just created and has no work.
                let _ = unsafe { driver::stream_destroy(ctx, stream) };
                return ctx.keep_if_sticky(Err(e));
            }
        };
        Ok(Arc::new(Lane {
            stream,
            event,
            key: NEXT_KEY.fetch_add(1, Ordering::Relaxed),
            generation: AtomicU64::new(0),
            done: Arc::new(AtomicU64::new(0)),
            waited_main: AtomicU64::new(0),
            capturing: std::sync::atomic::AtomicBool::new(false),
            entered: AtomicUsize::new(0),
            handed_out: std::sync::atomic::AtomicBool::new(false),
            owned: true,
            waited: Mutex::new(Vec::new()),
            marking: Mutex::new(None),
            passed_on: AtomicU64::new(0),
            cache: cache.then(|| FreedCache {
                kept: Mutex::new(Vec::new()),
                any: AtomicBool::new(false),
                closed: AtomicBool::new(false),
            }),
            ctx: ctx.clone(),
        }))
    }

    /// A lane on `stream`, a stream of `ctx` that another library owns: the lane makes only
    /// its own event, keeps no freed allocations, and leaves the stream alive when it goes.
    /// The caller has made the context current.
    ///
    /// # Safety
    ///
    /// `stream` must be a live stream of `ctx`'s context, kept alive by its owner while work
    /// is enqueued on the lane (and until that work is finished).
    pub(crate) unsafe fn wrap_borrowed(
        ctx: &Arc<Ctx>,
        stream: sys::CUstream,
    ) -> Result<Arc<Lane>, DriverError> {
        let event = ctx.keep_if_sticky(driver::event_create(ctx))?;
        Ok(Arc::new(Lane {
            stream,
            event,
            key: NEXT_KEY.fetch_add(1, Ordering::Relaxed),
            generation: AtomicU64::new(0),
            done: Arc::new(AtomicU64::new(0)),
            waited_main: AtomicU64::new(0),
            capturing: std::sync::atomic::AtomicBool::new(false),
            entered: AtomicUsize::new(0),
            handed_out: std::sync::atomic::AtomicBool::new(false),
            owned: false,
            waited: Mutex::new(Vec::new()),
            marking: Mutex::new(None),
            passed_on: AtomicU64::new(0),
            cache: None,
            ctx: ctx.clone(),
        }))
    }

    /// Keeps `ptr`, a stream-ordered allocation of `bytes` bytes that every unfinished access
    /// of which is on this lane, for this lane's next allocation of that size, instead of
    /// freeing it; `false` if this lane keeps none (or no more, or none that large).
    pub(super) fn keep_freed(&self, ptr: sys::CUdeviceptr, bytes: usize) -> bool {
        let Some(c) = &self.cache else { return false };
        // Zero bytes: memory taken back at length 0, which no allocation asks for again.
        if bytes == 0 || bytes > CACHE_MAX_BYTES || self.is_capturing() {
            return false;
        }
        let mut kept = lock(&c.kept);
        if kept.len() >= CACHE_MAX_ENTRIES || c.closed.load(Ordering::Relaxed) {
            return false;
        }
        kept.push((bytes, ptr));
        c.any.store(true, Ordering::Release);
        true
    }

    /// An allocation of exactly `bytes` bytes freed earlier on this lane, usable by work
    /// enqueued on it from now on (stream order puts that work after the earlier accesses).
    pub(crate) fn take_freed(&self, bytes: usize) -> Option<sys::CUdeviceptr> {
        let c = self.cache.as_ref()?;
        if !c.any.load(Ordering::Acquire) || self.is_capturing() {
            return None;
        }
        let mut kept = lock(&c.kept);
        // The most recently freed first: the likeliest to be in the caches.
        let i = kept.iter().rposition(|&(b, _)| b == bytes)?;
        let (_, ptr) = kept.remove(i);
        if kept.is_empty() {
            c.any.store(false, Ordering::Release);
        }
        Some(ptr)
    }

    /// Frees what the lane kept (see [`FreedCache`]) in its stream order; whether there was
    /// anything. The caller has made the lane's context current, and holds no entry of the
    /// lane (see [`free_kept_entered`](Self::free_kept_entered) for one that does).
    pub(crate) fn free_kept(&self) -> Result<bool, DriverError> {
        let Some(c) = &self.cache else {
            return Ok(false);
        };
        // A free enqueued during a graph capture would be captured: each launch of the graph
        // would free the memory again. Kept until the capture has ended.
        if !c.any.load(Ordering::Acquire) || self.is_capturing() {
            return Ok(false);
        }
        // Entered: a capture that began after the look above would capture the frees.
        let entered = self.enter();
        self.free_kept_entered(&entered)
    }

    /// [`free_kept`](Self::free_kept) under `entered`, an entry of this lane that the caller
    /// holds: for an allocation that failed for lack of memory under the entry that chose its
    /// lane (entering the lane again there could wait forever for a capture's begin or end,
    /// which waits for the first entry).
    pub(crate) fn free_kept_entered(&self, entered: &Entered<'_>) -> Result<bool, DriverError> {
        debug_assert!(entered.is_of(self));
        let Some(c) = &self.cache else {
            return Ok(false);
        };
        if !c.any.load(Ordering::Acquire) || entered.capturing() {
            return Ok(false);
        }
        let kept = {
            let mut kept = lock(&c.kept);
            // Cleared under the lock: an allocation kept meanwhile by another thread sets it
            // again after this, not before.
            c.any.store(false, Ordering::Release);
            std::mem::take(&mut *kept)
        };
        let mut r = Ok(());
        for (_, ptr) in &kept {
            // SAFETY: a stream-ordered allocation freed on this lane and owned by nothing since;
            // stream order puts the free after every access to it.
            let e = self.enqueue(|s| unsafe { driver::free_async(&self.ctx, *ptr, s) });
            if r.is_ok() {
                r = e;
            }
        }
        r.map(|()| !kept.is_empty())
    }

    /// Keeps no more freed allocations (nothing will allocate on the lane again: its owner went,
    /// though buffers may still be freed on it) and frees what it kept, in its stream order;
    /// whether there was anything. The caller has made the lane's context current.
    pub(crate) fn stop_keeping(&self) -> Result<bool, DriverError> {
        let Some(c) = &self.cache else {
            return Ok(false);
        };
        {
            // Under the lock: an allocation kept before is freed below, none after.
            let _kept = lock(&c.kept);
            c.closed.store(true, Ordering::Relaxed);
        }
        self.free_kept()
    }

    /// The raw handle, for showing to users (`cu_stream`, `CudaStream::stream`) and comparing.
    /// Never enqueue through it: [`enqueue`](Self::enqueue) counts what is enqueued.
    pub(crate) fn raw(&self) -> &sys::CUstream {
        &self.stream
    }

    /// The stream's handle, for the user: from now on frees go in this stream's order (see
    /// [`free_in_order`](super::free_in_order)).
    pub(crate) fn hand_out(&self) -> &sys::CUstream {
        self.handed_out
            .store(true, std::sync::atomic::Ordering::Relaxed);
        &self.stream
    }

    /// Enqueues work on the stream: `f` gets the handle; the enqueue is counted (whatever `f`
    /// returns, as it may have enqueued part of its work) and its errors noted.
    #[inline(always)]
    pub(crate) fn enqueue<T>(
        &self,
        f: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        // Counted also if `f` panics (a user's step may have enqueued part of its work).
        struct Count<'a>(&'a Lane);
        impl Drop for Count<'_> {
            #[inline(always)]
            fn drop(&mut self) {
                self.0.bump();
            }
        }
        let count = Count(self);
        let r = f(self.stream);
        drop(count);
        self.ctx.keep_if_sticky(r)
    }

    #[inline(always)]
    fn bump(&self) -> u64 {
        self.generation.fetch_add(1, Ordering::AcqRel) + 1
    }

    /// The generation: enqueues counted so far.
    #[inline(always)]
    pub(crate) fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// Whether the work up to generation `g` is known to be finished.
    #[inline(always)]
    pub(crate) fn is_done(&self, g: u64) -> bool {
        self.done.load(Ordering::Acquire) >= g
    }

    /// Records the lane's event after everything enqueued on it so far; the generation that
    /// covers. The caller has made the lane's context current.
    pub(super) fn mark(&self) -> Result<u64, DriverError> {
        let capture = lock(&self.marking);
        if let Some(covered) = *capture {
            return Ok(covered);
        }
        let covered = self.generation();
        self.ctx
            // SAFETY: the event is recorded only here and in `begin_capture`, on its own live
            // stream, with `marking` held.
            .keep_if_sticky(unsafe { driver::event_record(&self.ctx, self.event, self.stream) })?;
        Ok(covered)
    }

    /// Makes later work on this lane wait for `event` (recorded), counted as an enqueue; this
    /// lane's generation from which the wait is in effect.
    pub(super) fn wait_for_event(&self, event: sys::CUevent) -> Result<u64, DriverError> {
        // SAFETY: both are live; the driver accepts an event of another context.
        self.enqueue(|s| unsafe { driver::stream_wait_event(&self.ctx, s, event) })?;
        Ok(self.generation())
    }

    /// Makes later work on this lane wait for the main lane (of the same device, context
    /// current) up to generation `g`, unless it already has.
    #[inline]
    pub(crate) fn wait_main(&self, main: &Lane, g: u64) -> Result<(), DriverError> {
        if g == 0 || self.waited_main.load(Ordering::Acquire) >= g || main.is_done(g) {
            return Ok(());
        }
        self.wait_main_slow(main)
    }

    /// Makes later work on this lane wait for everything enqueued on `main` so far, also work
    /// enqueued on its raw handle, which the counts cannot see (a cudarc program's `sys`
    /// calls on `cu_stream`): a mark is always recorded and waited for.
    pub(crate) fn wait_everything_of_main(&self, main: &Lane) -> Result<(), DriverError> {
        self.wait_main_slow(main)
    }

    #[cold]
    fn wait_main_slow(&self, main: &Lane) -> Result<(), DriverError> {
        let covered = main.mark()?;
        self.wait_for_event(main.event)?;
        self.waited_main.fetch_max(covered, Ordering::AcqRel);
        Ok(())
    }

    /// Makes later work on this lane wait for everything enqueued on the main lane so far.
    pub(crate) fn wait_all_of_main(&self, main: &Lane) -> Result<(), DriverError> {
        self.wait_main(main, main.generation())
    }

    fn waited_for(&self, other: &Lane) -> Option<(u64, u64)> {
        lock(&self.waited)
            .iter()
            .find(|w| w.key == other.key)
            .map(|w| (w.covered, w.at))
    }

    /// Makes later work on this lane wait for `other` (a lane of the same device, context
    /// current) up to generation `g`, unless it already has; this lane's generation from which
    /// the wait is in effect.
    pub(super) fn wait_lane(&self, other: &Lane, g: u64) -> Result<u64, DriverError> {
        if other.is_done(g) {
            // Finished: nothing to wait for, from the start.
            return Ok(0);
        }
        if let Some((covered, at)) = self.waited_for(other) {
            if covered >= g {
                return Ok(at);
            }
        }
        self.wait_now(other)
    }

    /// Makes later work on this lane wait for everything enqueued on `other` (of the same
    /// device, context current), also work enqueued on its raw handle, which the counts cannot
    /// see (a cudarc program's `sys` calls on `stream.stream`): a mark is always recorded and
    /// waited for.
    pub(crate) fn wait_everything(&self, other: &Lane) -> Result<(), DriverError> {
        self.wait_now(other).map(drop)
    }

    /// Records a mark on `other` and makes this lane wait for it, noting how far it waited;
    /// this lane's generation from which the wait is in effect.
    fn wait_now(&self, other: &Lane) -> Result<u64, DriverError> {
        let covered = other.mark()?;
        let at = self.wait_for_event(other.event)?;
        let mut waited = lock(&self.waited);
        match waited.iter_mut().find(|w| w.key == other.key) {
            Some(w) if w.covered >= covered => {}
            Some(w) => {
                w.covered = covered;
                w.at = at;
            }
            None => waited.push(Waited {
                key: other.key,
                covered,
                at,
                done: other.done.clone(),
            }),
        }
        Ok(at)
    }

    /// Makes later work on this lane wait for everything enqueued on `other` so far (both of
    /// the same device, context current).
    pub(crate) fn wait_all_of(&self, other: &Lane) -> Result<(), DriverError> {
        self.wait_lane(other, other.generation()).map(drop)
    }

    /// Makes later work on this lane wait for everything enqueued so far on `other`, a lane of
    /// another device; this lane's generation from which the wait is in effect. Leaves this
    /// lane's context current. A step of an operation that checked both devices for kept drop
    /// errors first: it takes none (one taken here, after the operation's own work was
    /// enqueued, would end the operation before it is recorded).
    pub(crate) fn wait_other_device(&self, other: &Lane) -> Result<u64, DriverError> {
        other.ctx.make_current()?;
        other.mark()?;
        self.ctx.make_current()?;
        self.wait_for_event(other.event)
    }

    /// Records `event` (of this lane's context) on the stream.
    pub(crate) fn record(&self, event: sys::CUevent) -> Result<(), DriverError> {
        // SAFETY: the event and the stream are live and of one context.
        self.enqueue(|s| unsafe { driver::event_record(&self.ctx, event, s) })
    }

    /// Makes later work on this lane wait for `event` (of any context).
    pub(crate) fn wait_event(&self, event: sys::CUevent) -> Result<(), DriverError> {
        self.wait_for_event(event).map(drop)
    }

    /// Waits for the work enqueued on the stream.
    pub(crate) fn synchronize(&self) -> Result<(), DriverError> {
        let g = self.generation();
        self.ctx
            // SAFETY: the stream is live.
            .keep_if_sticky(unsafe { driver::stream_synchronize(&self.ctx, self.stream) })?;
        self.finished(g);
        Ok(())
    }

    /// Lets go of a borrowed stream (see [`wrap_borrowed`](Self::wrap_borrowed)), which its
    /// owner may destroy once this returns: waits for the work enqueued on it, then marks
    /// stand for all of it and record nothing on the stream again, as during a capture. An
    /// access that stays recorded on the lane for good (an address handed out whose guard was
    /// leaked) is then waited for without touching the stream. No work is enqueued on the lane
    /// afterwards: its last user is gone.
    pub(crate) fn release_borrowed(&self) -> Result<(), DriverError> {
        debug_assert!(!self.owned);
        let mut marking = lock(&self.marking);
        let g = self.generation();
        self.ctx
            // SAFETY: the stream is live until this returns (its owner's contract).
            .keep_if_sticky(unsafe { driver::stream_synchronize(&self.ctx, self.stream) })?;
        self.finished(g);
        *marking = Some(g);
        Ok(())
    }

    /// Notes that the work enqueued on this lane up to generation `g` is finished, and with it
    /// the work of the lanes this lane had waited for before `g`. Without the second part, a
    /// lane whose work was joined into another's (a branch of a composed operation) would stay
    /// unfinished in the records, and a later wait for one of its old accesses would mark it
    /// anew, after whatever it runs by then: correct, but it would tie independent work
    /// together.
    pub(crate) fn finished(&self, g: u64) {
        // Loads first: an idle stream's generation is already recorded, and a read-modify-write
        // that changes nothing still costs a locked instruction.
        if self.done.load(Ordering::Acquire) < g {
            self.done.fetch_max(g, Ordering::AcqRel);
        }
        // An earlier call for `g` or later passed on every wait noted by then up to `g`; a
        // wait enqueued after it is past `g`. (One enqueued before it but noted only after its
        // pass is missed, as it was by that call: its lane stays unfinished in the records,
        // which costs a mark later, never a missing wait.)
        if self.passed_on.load(Ordering::Acquire) >= g
            || self.passed_on.fetch_max(g, Ordering::AcqRel) >= g
        {
            return;
        }
        for w in lock(&self.waited).iter() {
            if w.at <= g {
                w.done.fetch_max(w.covered, Ordering::AcqRel);
            }
        }
    }

    /// Whether the work enqueued so far is done, without waiting.
    pub(crate) fn query(&self) -> Result<bool, DriverError> {
        // SAFETY: the stream is live.
        self.ctx
            .keep_if_sticky(unsafe { driver::stream_query(&self.ctx, self.stream) })
    }

    /// The stream's priority.
    pub(crate) fn priority(&self) -> Result<i32, DriverError> {
        // SAFETY: the stream is live.
        self.ctx
            .keep_if_sticky(unsafe { driver::stream_priority(&self.ctx, self.stream) })
    }

    /// Starts capturing the work enqueued on this lane into a graph (relaxed mode), its event
    /// recorded first: marks stand for that record until [`end_capture`](Self::end_capture).
    pub(super) fn begin_capture(&self) -> Result<(), DriverError> {
        let mut capture = lock(&self.marking);
        let covered = self.generation();
        // SAFETY: as in `mark`; then a live non-blocking stream (not the legacy stream).
        self.ctx.keep_if_sticky(unsafe {
            driver::event_record(&self.ctx, self.event, self.stream)
                .and_then(|()| driver::begin_capture(&self.ctx, self.stream))
        })?;
        *capture = Some(covered);
        Ok(())
    }

    /// Notes that the capture begun by [`begin_capture`](Self::begin_capture) has ended in the
    /// driver: marks record the event again.
    pub(super) fn end_capture(&self) {
        *lock(&self.marking) = None;
    }

    /// Whether a graph capture is in progress on this lane: work enqueued on it now is recorded
    /// into a graph and does not run. Only a hint, unless the caller holds an
    /// [`enter`](Self::enter): then it stays true (or false) until that is dropped.
    #[inline]
    pub(crate) fn is_capturing(&self) -> bool {
        self.capturing.load(std::sync::atomic::Ordering::Acquire)
    }

    /// Enters an enqueue that goes one way if the lane captures and another if not: while the
    /// returned guard lives, no capture of the lane begins or ends, so what
    /// [`is_capturing`](Self::is_capturing) says holds for the enqueue. Without one, a capture
    /// begun by another thread between the look and the enqueue would take in work recorded
    /// as run (its buffers not kept for the graph), and one ended meanwhile would run work
    /// recorded with the graph, ordered after nothing. One read-modify-write each way, no
    /// lock; waits only while a capture of the lane begins or ends. Never entered twice on one
    /// thread (a capture's begin between the two would wait for the first forever).
    #[inline(always)]
    pub(crate) fn enter(&self) -> Entered<'_> {
        let before = self
            .entered
            .fetch_add(ENTERED, std::sync::atomic::Ordering::Acquire);
        if before & SWITCHING != 0 {
            self.enter_while_switching();
        }
        Entered(self)
    }

    /// As [`enter`](Self::enter), but `None` at once while a capture of the lane begins or
    /// ends, instead of waiting: for a caller that may hold an entry of this lane already (a
    /// buffer dropped inside a step) and has a way that needs none (a free through the main
    /// lane).
    #[inline(always)]
    pub(crate) fn try_enter(&self) -> Option<Entered<'_>> {
        let before = self
            .entered
            .fetch_add(ENTERED, std::sync::atomic::Ordering::Acquire);
        let entered = Entered(self);
        (before & SWITCHING == 0).then_some(entered)
    }

    #[cold]
    fn enter_while_switching(&self) {
        use std::sync::atomic::Ordering::{Acquire, Release};
        loop {
            self.entered.fetch_sub(ENTERED, Release);
            while self.entered.load(Acquire) & SWITCHING != 0 {
                pause();
            }
            if self.entered.fetch_add(ENTERED, Acquire) & SWITCHING == 0 {
                return;
            }
        }
    }

    /// Runs `switch` (which begins or ends a capture of this lane, and says so in `capturing`)
    /// once no enqueue is [entered](Self::enter), keeping new ones out until it returns. The
    /// caller holds no entry of this lane.
    pub(super) fn switching<T>(&self, switch: impl FnOnce() -> T) -> T {
        use std::sync::atomic::Ordering::{AcqRel, Acquire, Release};
        // One switch at a time.
        while self.entered.fetch_or(SWITCHING, AcqRel) & SWITCHING != 0 {
            pause();
        }
        // Let in again also if `switch` panics.
        struct Open<'a>(&'a Lane);
        impl Drop for Open<'_> {
            fn drop(&mut self) {
                self.0.entered.fetch_and(!SWITCHING, Release);
            }
        }
        let _open = Open(self);
        while self.entered.load(Acquire) != SWITCHING {
            pause();
        }
        switch()
    }
}

impl Drop for Lane {
    fn drop(&mut self) {
        // SAFETY: nothing refers to the lane any more; the driver releases a stream and an
        // event once the work enqueued before their destruction completes.
        let r = self.ctx.make_current().and_then(|()| unsafe {
            self.free_kept()?;
            if self.owned {
                driver::stream_destroy(&self.ctx, self.stream)?;
            }
            driver::event_destroy(&self.ctx, self.event)
        });
        if let Err(e) = r {
            self.ctx.defer_error(e.context("while destroying a stream"));
        }
    }
}

impl std::fmt::Debug for Lane {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lane")
            .field("stream", &self.stream)
            .field("generation", &self.generation())
            .finish()
    }
}
