//! How work on buffers is ordered across streams: every stream the crate enqueues on is a
//! [`Lane`], and every buffer has [`Accesses`], the record of the work on any lane that may
//! still read or write it.
//!
//! # The model
//!
//! A lane counts what is enqueued on it (its *generation*) and can be *marked*: its own event
//! recorded after everything enqueued so far, covering every generation up to the one read
//! just before recording. The only way to enqueue on a lane is [`Lane::enqueue`] (or
//! [`Lane::run`], which also orders and records buffer accesses), which counts the enqueue:
//! nothing can reach a stream without being counted.
//!
//! A buffer's [`Accesses`] lists the accesses that may still be running:
//!
//! - on the device's main lane, as two generations (the last read and the last write), so that
//!   an operation on the main lane needs no lock and no driver call while only the main lane has
//!   touched the buffer;
//! - on another lane, as `(lane, generation, read or write)`, marked lazily: nothing is recorded
//!   when the access is enqueued, only when something on another lane must wait for it;
//! - by an async operation, as its [`OpMark`], whose event was recorded after its work (the
//!   adapter records one anyway, to learn when it completes).
//!
//! An operation on lane `C` that reads the buffer waits for every write on another lane; one
//! that writes waits for every access on another lane (read-after-write, write-after-read and
//! write-after-write). Waits already made are remembered per lane, so a lane waits for another
//! at most once per new generation. After the operation is enqueued its own access is added,
//! merged with the earlier accesses of the same lane (which stream order already puts before
//! it). Once the main lane has waited for an access, the access is recorded as one of the main
//! lane's, which brings main-lane operations back to their lock-free path.
//!
//! Why it is sound across threads: an access is added only after its work is enqueued and its
//! lane's generation counted, and a mark reads the generation before recording, so a mark that
//! claims a generation always covers the work counted up to it. Entries are only ever replaced
//! by entries that cover them, so an access added by another thread in between is never lost.
//!
//! # Deferred work
//!
//! A library may take work now and put it on the stream later: NCCL operations between
//! `ncclGroupStart` and `ncclGroupEnd` reach their streams only when the group ends. A mark
//! taken meanwhile would not cover them, so such an access is recorded as [`Deferred`] until
//! the library has launched it: other work on its buffers is refused until then (operations of
//! the same group excepted, which the library orders itself), and a buffer dropped meanwhile is
//! freed right after the launch. Once launched, the access is an ordinary one of its lane.
//!
//! # Graph captures
//!
//! Work enqueued on a lane that is capturing a graph does not run then: its buffers are recorded
//! with the capture instead ([`capture_buffer`]), and from then on each such buffer shares one
//! [`Captured`] record with the graphs using it. Its accesses are kept there, every launch of a
//! graph waits for them and is recorded there as a write of every buffer the graph uses, and the
//! buffer's memory is freed only once the buffer and those graphs are all gone.

use super::context::Ctx;
use super::util::lock;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::cell::Cell;
use std::sync::atomic::{AtomicU8, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

// ---- lanes -------------------------------------------------------------------------------

/// A stream that the crate enqueues on, as the per-buffer records see it. It owns its stream
/// and event, destroyed when the last reference goes (a buffer's record may keep a lane alive
/// after its [`CudaStream`](super::CudaStream) is dropped).
pub(crate) struct Lane {
    /// Private, so that every enqueue goes through [`enqueue`](Self::enqueue) and is counted.
    stream: sys::CUstream,
    /// Recorded only by [`mark`](Self::mark), on `stream`.
    event: sys::CUevent,
    /// Unique per lane, never reused.
    key: u64,
    /// Enqueues counted so far.
    generation: AtomicU64,
    /// The generation known to be finished on the GPU: set when the stream is synchronised
    /// or a mark recorded on it is seen reached. Waits for work up to it are skipped.
    done: Arc<AtomicU64>,
    /// The main lane's generation this lane has waited for (unused on the main lane).
    waited_main: AtomicU64,
    /// The other lanes of the device this lane has waited for.
    waited: Mutex<Vec<Waited>>,
    /// Small stream-ordered allocations freed on this lane and kept for its next allocations
    /// of the same size (the async adapter's streams only; see [`FreedCache`]).
    cache: Option<FreedCache>,
    pub(crate) ctx: Arc<Ctx>,
}

/// Stream-ordered allocations freed on a lane and kept for the lane's next allocations of the
/// same size, instead of going back to the driver's pool at once.
///
/// An allocation freed in a stream's order may be reused by later work on the same stream
/// without waiting: that is what `cuMemFreeAsync` followed by `cuMemAllocAsync` on one stream
/// does. Keeping it here does the same without the two driver calls, which many threads
/// allocating at once serialise on (on the H100, 8 threads each on a stream of its own ran the
/// calls of an upload -> kernel -> download chain at 0.6x the time of one thread; without the
/// allocation and free, at 0.22x: see `benches/chain_parts.rs`).
///
/// Bounded (allocations up to [`CACHE_MAX_BYTES`], at most [`CACHE_MAX_ENTRIES`] of them), and
/// given back to the driver's pool (`cuMemFreeAsync` on the lane) when the adapter is idle, at
/// `CudaDevice::synchronize`, when an allocation on the lane fails for lack of memory, and when
/// the lane goes. Not used while the lane captures a graph.
pub(crate) struct FreedCache {
    /// `(bytes, address)`, in the order they were freed.
    kept: Mutex<Vec<(usize, sys::CUdeviceptr)>>,
    /// Whether `kept` may be non-empty (read without the lock).
    any: std::sync::atomic::AtomicBool,
}

/// Allocations of more bytes than this are freed to the driver's pool at once.
pub(crate) const CACHE_MAX_BYTES: usize = 256 << 10;
/// At most this many freed allocations are kept per lane.
pub(crate) const CACHE_MAX_ENTRIES: usize = 8;

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

static NEXT_KEY: AtomicU64 = AtomicU64::new(1);

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
        let kind = result::stream::StreamKind::NonBlocking;
        let stream = ctx.note(match priority {
            None => result::stream::create(kind),
            Some(p) => result::stream::create_with_priority(kind, p),
        })?;
        let event = match result::event::create(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING) {
            Ok(e) => e,
            Err(e) => {
                // SAFETY: the stream was just created and has no work.
                let _ = unsafe { result::stream::destroy(stream) };
                return ctx.note(Err(e));
            }
        };
        Ok(Arc::new(Lane {
            stream,
            event,
            key: NEXT_KEY.fetch_add(1, Ordering::Relaxed),
            generation: AtomicU64::new(0),
            done: Arc::new(AtomicU64::new(0)),
            waited_main: AtomicU64::new(0),
            waited: Mutex::new(Vec::new()),
            cache: cache.then(|| FreedCache {
                kept: Mutex::new(Vec::new()),
                any: std::sync::atomic::AtomicBool::new(false),
            }),
            ctx: ctx.clone(),
        }))
    }

    /// Keeps `ptr`, a stream-ordered allocation of `bytes` bytes that every unfinished access
    /// of which is on this lane, for this lane's next allocation of that size, instead of
    /// freeing it; `false` if this lane keeps none (or no more, or none that large).
    fn keep_freed(&self, ptr: sys::CUdeviceptr, bytes: usize) -> bool {
        let Some(c) = &self.cache else { return false };
        if bytes > CACHE_MAX_BYTES || is_capturing(self) {
            return false;
        }
        let mut kept = lock(&c.kept);
        if kept.len() >= CACHE_MAX_ENTRIES {
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
        if !c.any.load(Ordering::Acquire) || is_capturing(self) {
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
    /// anything. The caller has made the lane's context current.
    pub(crate) fn free_kept(&self) -> Result<bool, DriverError> {
        let Some(c) = &self.cache else {
            return Ok(false);
        };
        if !c.any.load(Ordering::Acquire) {
            return Ok(false);
        }
        let kept = std::mem::take(&mut *lock(&c.kept));
        c.any.store(false, Ordering::Release);
        let mut r = Ok(());
        for (_, ptr) in &kept {
            // SAFETY: a stream-ordered allocation freed on this lane and owned by nothing since;
            // stream order puts the free after every access to it.
            let e = self.enqueue(|s| unsafe { result::free_async(*ptr, s) });
            if r.is_ok() {
                r = e;
            }
        }
        r.map(|()| !kept.is_empty())
    }

    /// The raw handle, for showing to users (`cu_stream`, `CudaStream::stream`) and comparing.
    /// Never enqueue through it: [`enqueue`](Self::enqueue) counts what is enqueued.
    pub(crate) fn raw(&self) -> &sys::CUstream {
        &self.stream
    }

    /// Enqueues work on the stream: `f` gets the handle; the enqueue is counted (whatever `f`
    /// returns, as it may have enqueued part of its work) and its errors noted.
    #[inline(always)]
    pub(crate) fn enqueue<T>(
        &self,
        f: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        let r = f(self.stream);
        self.bump();
        self.ctx.note(r)
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
    fn mark(&self) -> Result<u64, DriverError> {
        let covered = self.generation();
        // Two marks racing are fine: a wait made after either sees a record at least as late as
        // its own.
        self.ctx
            // SAFETY: the event is recorded only here, on its own live stream.
            .note(unsafe { result::event::record(self.event, self.stream) })?;
        Ok(covered)
    }

    /// Makes later work on this lane wait for `event` (recorded), counted as an enqueue; this
    /// lane's generation from which the wait is in effect.
    fn wait_for_event(&self, event: sys::CUevent) -> Result<u64, DriverError> {
        // SAFETY: both are live; the driver accepts an event of another context.
        self.enqueue(|s| unsafe {
            result::stream::wait_event(s, event, sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT)
        })?;
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
    fn wait_lane(&self, other: &Lane, g: u64) -> Result<u64, DriverError> {
        if other.is_done(g) {
            // Finished: nothing to wait for, from the start.
            return Ok(0);
        }
        if let Some((covered, at)) = self.waited_for(other) {
            if covered >= g {
                return Ok(at);
            }
        }
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
    /// lane's context current.
    pub(crate) fn wait_other_device(&self, other: &Lane) -> Result<u64, DriverError> {
        other.ctx.enter()?;
        other.mark()?;
        self.ctx.enter()?;
        self.wait_for_event(other.event)
    }

    /// Records `event` (of this lane's context) on the stream.
    pub(crate) fn record(&self, event: sys::CUevent) -> Result<(), DriverError> {
        // SAFETY: the event and the stream are live and of one context.
        self.enqueue(|s| unsafe { result::event::record(event, s) })
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
            .note(unsafe { result::stream::synchronize(self.stream) })?;
        self.finished(g);
        Ok(())
    }

    /// Notes that the work enqueued on this lane up to generation `g` is finished, and with it
    /// the work of the lanes this lane had waited for before `g`. Without the second part, a
    /// lane whose work was joined into another's (a branch of a composed operation) would stay
    /// unfinished in the records, and a later wait for one of its old accesses would mark it
    /// anew, after whatever it runs by then: correct, but it would tie independent work
    /// together.
    pub(crate) fn finished(&self, g: u64) {
        self.done.fetch_max(g, Ordering::AcqRel);
        for w in lock(&self.waited).iter() {
            if w.at <= g {
                w.done.fetch_max(w.covered, Ordering::AcqRel);
            }
        }
    }

    /// Whether the work enqueued so far is done, without waiting.
    pub(crate) fn query(&self) -> Result<bool, DriverError> {
        // SAFETY: the stream is live.
        self.ctx.note(unsafe { result::stream::query(self.stream) })
    }

    /// The stream's priority.
    pub(crate) fn priority(&self) -> Result<i32, DriverError> {
        // SAFETY: the stream is live.
        self.ctx
            .note(unsafe { result::stream::get_priority(self.stream) })
    }

    /// Enqueues `enqueue` on this lane after the accesses that `uses` must follow, and records
    /// its accesses. `main` is the device's main lane (which may be this one). The caller has
    /// entered the device and checked that every buffer belongs to it. On a lane that is
    /// capturing a graph, the buffers are recorded with the capture instead and nothing is
    /// ordered (captured work runs only when the graph is launched).
    #[inline(always)]
    pub(crate) fn run<T, U: Uses + ?Sized>(
        self: &Arc<Self>,
        main: &Lane,
        uses: &U,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        let on_main = std::ptr::eq(&**self, main);
        if !on_main && is_capturing(self) {
            uses.each(|u| {
                capture_buffer(u.accesses, self);
                Ok(())
            })?;
            return self.enqueue(enqueue);
        }
        uses.each(|u| u.accesses.before(main, self, u.write))?;
        let r = self.enqueue(enqueue);
        let g = self.generation();
        let by = if on_main {
            By::Main(g)
        } else {
            By::Lane(self, g)
        };
        let _ = uses.each(|u| {
            u.accesses.after(by, u.write);
            Ok(())
        });
        r
    }

    /// Like [`run`](Self::run) for work that `enqueue` hands to a library which puts it on
    /// this lane only later, when `deferred` (of this lane) is launched: the buffers wait for
    /// what they must follow now, and record the access as deferred. Refused on a lane that is
    /// capturing a graph (the launch could come after the capture ended).
    #[cfg_attr(not(feature = "nccl"), allow(dead_code))]
    pub(crate) fn run_deferred<T, U: Uses + ?Sized>(
        self: &Arc<Self>,
        main: &Lane,
        uses: &U,
        deferred: &Arc<Deferred>,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        debug_assert!(Arc::ptr_eq(self, &deferred.lane));
        refuse_capturing(self, "an operation inside an NCCL group")?;
        IN_GROUP.set(deferred.group);
        let r = uses.each(|u| u.accesses.before(main, self, u.write));
        IN_GROUP.set(0);
        r?;
        let r = self.enqueue(enqueue);
        let _ = uses.each(|u| {
            u.accesses.after(By::Deferred(deferred), u.write);
            Ok(())
        });
        r
    }

    /// Starts capturing the work enqueued on this lane into a graph (relaxed mode).
    fn begin_capture(&self) -> Result<(), DriverError> {
        // SAFETY: a live non-blocking stream (not the legacy stream).
        self.ctx.note(unsafe {
            result::stream::begin_capture(
                self.stream,
                sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED,
            )
        })
    }
}

impl Drop for Lane {
    fn drop(&mut self) {
        // SAFETY: nothing refers to the lane any more; the driver releases a stream and an
        // event once the work enqueued before their destruction completes.
        let r = self.ctx.bind().and_then(|()| unsafe {
            self.free_kept()?;
            result::stream::destroy(self.stream)?;
            result::event::destroy(self.event)
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

// ---- marks of async operations -------------------------------------------------------------

/// Events reused for [`OpMark`]s instead of created and destroyed each time, and the words
/// of mapped host memory some marks also have written (see [`Flag`]).
pub(crate) struct EventPool {
    ctx: Arc<Ctx>,
    free: Mutex<Vec<sys::CUevent>>,
    flags: Mutex<Flags>,
}

/// One 32-bit word of mapped host memory that a stream writes after an operation's work, with
/// the value written there last: the host sees the work complete by reading it (a read of
/// memory in its own cache until the write lands) instead of asking the driver (`cuEventQuery`,
/// which on the H100 noticed an empty kernel's completion 0.5-0.8 us later).
struct Flag {
    host: *const AtomicU32,
    dev: sys::CUdeviceptr,
    /// The value the stream was last asked to write; 0 before the first.
    last: u32,
}

/// The [`Flag`]s of a pool: pages of mapped host memory, one word per cache line.
#[derive(Default)]
struct Flags {
    free: Vec<Flag>,
    pages: Vec<*mut std::ffi::c_void>,
    /// Set once the driver refused to map or write a word: marks go without one from then on.
    off: bool,
}

/// Bytes per page of flags, and between two flags (a cache line: a write to one flag does not
/// move the line another thread polls).
const FLAG_PAGE: usize = 4096;
const FLAG_STRIDE: usize = 64;

/// How long [`EventPool::wait_flagged`] reads its flag before it lets the driver wait.
const FLAG_SPIN: std::time::Duration = std::time::Duration::from_micros(100);

// SAFETY: event handles are usable from any thread; the list is behind a lock.
unsafe impl Send for EventPool {}
// SAFETY: as above.
unsafe impl Sync for EventPool {}

impl EventPool {
    pub(crate) fn new(ctx: &Arc<Ctx>) -> Arc<EventPool> {
        Arc::new(EventPool {
            ctx: ctx.clone(),
            free: Mutex::new(Vec::new()),
            flags: Mutex::new(Flags::default()),
        })
    }

    /// A flag for a mark, or `None` where the driver cannot give one (context current).
    fn flag(&self) -> Option<Flag> {
        let mut f = lock(&self.flags);
        if let Some(flag) = f.free.pop() {
            return Some(flag);
        }
        if f.off {
            return None;
        }
        // SAFETY: a new page of mapped host memory, zeroed before the device can write it.
        let page = unsafe {
            result::malloc_host(FLAG_PAGE, sys::CU_MEMHOSTALLOC_DEVICEMAP).and_then(|p| {
                std::ptr::write_bytes(p.cast::<u8>(), 0, FLAG_PAGE);
                match result::host_get_device_pointer(p) {
                    Ok(d) => Ok((p, d)),
                    Err(e) => {
                        let _ = result::free_host(p);
                        Err(e)
                    }
                }
            })
        };
        let Ok((host, dev)) = page else {
            f.off = true;
            return None;
        };
        f.pages.push(host);
        f.free.extend((1..FLAG_PAGE / FLAG_STRIDE).map(|i| Flag {
            // SAFETY: within the page.
            host: unsafe { host.cast::<u8>().add(i * FLAG_STRIDE) }.cast(),
            dev: dev + (i * FLAG_STRIDE) as sys::CUdeviceptr,
            last: 0,
        }));
        Some(Flag {
            host: host.cast(),
            dev,
            last: 0,
        })
    }

    /// Waits for everything enqueued on `stream` so far (the context current): through a flag
    /// the stream writes after it, read from host memory for up to [`FLAG_SPIN`], which sees
    /// short work complete sooner than the driver's own wait; then, or where no flag can be
    /// had, or where the context waits by blocking (`CU_CTX_SCHED_BLOCKING_SYNC`: no spinning
    /// wanted), by synchronizing the stream, which also reports a fault (that leaves the flag
    /// unwritten).
    pub(crate) fn wait_flagged(&self, stream: sys::CUstream) -> Result<(), DriverError> {
        let blocking = sys::CUctx_flags_enum::CU_CTX_SCHED_BLOCKING_SYNC as u32;
        let spin = result::ctx::get_flags().is_ok_and(|f| f & blocking == 0);
        if let Some((flag, value)) = spin.then(|| self.write_flag(stream)).flatten() {
            let until = std::time::Instant::now() + FLAG_SPIN;
            let mut polls = 0u32;
            loop {
                // SAFETY: the word lives as long as the pool; it is only read atomically here.
                if unsafe { &*flag.host }.load(Ordering::Acquire) == value {
                    lock(&self.flags).free.push(flag);
                    return Ok(());
                }
                polls = polls.wrapping_add(1);
                if polls % 16 == 0 && std::time::Instant::now() >= until {
                    break;
                }
                std::hint::spin_loop();
            }
            // Long work, or a fault. Once the stream is synchronized the write has landed (or
            // never will, in a dead context): the flag can be reused with its next value.
            // SAFETY: the stream is live.
            let r = self
                .ctx
                .note(unsafe { result::stream::synchronize(stream) });
            lock(&self.flags).free.push(flag);
            return r;
        }
        // SAFETY: the stream is live.
        self.ctx
            .note(unsafe { result::stream::synchronize(stream) })
    }

    /// Enqueues on `stream` (live, of the pool's context) a write of the next value of a flag
    /// (a new one, or a free one), after everything enqueued there so far. `None` where the
    /// driver cannot (flags are then left off for the pool's context).
    fn write_flag(&self, stream: sys::CUstream) -> Option<(Flag, u32)> {
        let flag = self.flag()?;
        // Never 0, which every word holds before its first write.
        let value = match flag.last.wrapping_add(1) {
            0 => 1,
            v => v,
        };
        // SAFETY: the word is mapped host memory, 4-byte aligned, freed only with the pool
        // once every write to it has landed (see its `Drop`); the stream is live.
        match unsafe { result::stream::write_value32(stream, flag.dev, value) } {
            Ok(()) => Some((
                Flag {
                    last: value,
                    ..flag
                },
                value,
            )),
            Err(_) => {
                // Not supported here (stream memory operations can be turned off): events
                // only. The flag goes back unwritten.
                let mut f = lock(&self.flags);
                f.off = true;
                f.free.push(flag);
                None
            }
        }
    }

    fn get(&self) -> Result<sys::CUevent, DriverError> {
        if let Some(e) = lock(&self.free).pop() {
            return Ok(e);
        }
        self.ctx.enter()?;
        result::event::create(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING)
    }
}

impl Drop for EventPool {
    fn drop(&mut self) {
        if self.ctx.bind().is_ok() {
            for e in self
                .free
                .get_mut()
                .unwrap_or_else(|e| e.into_inner())
                .drain(..)
            {
                // SAFETY: no mark refers to a pooled event.
                let _ = unsafe { result::event::destroy(e) };
            }
            let flags = self.flags.get_mut().unwrap_or_else(|e| e.into_inner());
            if !flags.pages.is_empty() {
                // No write to a flag may land after its page is freed: whatever the marks saw,
                // the context finishes all its work first (once per pool, at its teardown; a
                // faulted context returns at once, and runs nothing that could still write).
                // SAFETY: the context is current.
                let _ = unsafe { sys::cuCtxSynchronize() };
                for p in flags.pages.drain(..) {
                    // SAFETY: from malloc_host, and nothing writes to it any more.
                    let _ = unsafe { result::free_host(p) };
                }
            }
        }
    }
}

const PENDING: u8 = 0;
const DONE: u8 = 1;
const FAILED: u8 = 2;

/// A point on a lane after some work (an async operation's), recorded with an event, and
/// whether that work is known to be finished.
pub(crate) struct OpMark {
    /// Recorded once, after the work; back to its pool when the last reference goes.
    event: sys::CUevent,
    /// `PENDING`, `DONE` or `FAILED`.
    state: AtomicU8,
    pool: Arc<EventPool>,
    /// The lane it was recorded on, and the generation of it the mark covers: reaching the
    /// mark finishes the lane up to there.
    lane: Arc<Lane>,
    covers: u64,
    /// Written by the stream before the event is recorded, where asked for and supported:
    /// the flag and the value that means the work is done.
    flag: Option<(Flag, u32)>,
}

// SAFETY: an event handle is usable from any thread; the state is atomic; the flag is a word
// of host memory read atomically, valid while the pool lives (the mark keeps it).
unsafe impl Send for OpMark {}
// SAFETY: as above.
unsafe impl Sync for OpMark {}

impl std::fmt::Debug for OpMark {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpMark")
            .field("finished", &self.is_finished())
            .finish()
    }
}

impl OpMark {
    /// Records a mark after the work enqueued on `lane` so far (context current). With
    /// `flagged`, a flag is written first where the driver supports it, so that the host can
    /// see the mark reached by reading memory (see [`reached`](Self::reached)): worth its
    /// enqueue (about 1 us of CPU on the H100's host) where someone waits for the mark at
    /// once.
    pub(crate) fn record(
        pool: &Arc<EventPool>,
        lane: &Arc<Lane>,
        flagged: bool,
    ) -> Result<Arc<OpMark>, DriverError> {
        let event = pool.get()?;
        // Everything counted so far was enqueued before the record below.
        let before = lane.generation();
        // Not counted as an enqueue: it is part of the mark, and done before the event is.
        // A graph being captured would replay the write with the same value: never there.
        let flag = if flagged && !is_capturing(lane) {
            pool.write_flag(lane.stream)
        } else {
            None
        };
        if let Err(e) = lane.record(event) {
            lock(&pool.free).push(event);
            if let Some((f, _)) = flag {
                // Written (or to be) before the failed record: it is no longer waited for, and
                // a late write of its value is never mistaken for a later one's.
                lock(&pool.flags).free.push(f);
            }
            return Err(e);
        }
        // The record is counted too. If it is the only enqueue counted since, reaching the
        // mark finishes it as well, and the lane is idle again once the mark is reached (what
        // the round-robin policy asks). Work counted later by another thread may have been
        // enqueued before the record, but it is not claimed.
        let covers = match lane.generation() {
            g if g == before + 1 => g,
            _ => before,
        };
        Ok(Arc::new(OpMark {
            event,
            state: AtomicU8::new(PENDING),
            pool: pool.clone(),
            lane: lane.clone(),
            covers,
            flag,
        }))
    }

    /// Whether the mark has a flag to read (see [`reached`](Self::reached)).
    pub(crate) fn has_flag(&self) -> bool {
        self.flag.is_some()
    }

    /// Whether the mark's flag says the GPU has reached it: a read of host memory, no driver
    /// call. False without a flag, and while the work runs; never true before the work is done
    /// (the stream writes the value after the work, behind a memory fence, and no other write
    /// to the word has that value). A fault in the work leaves it false: the driver reports
    /// faults through [`query`](Self::query).
    #[inline]
    pub(crate) fn reached(&self) -> bool {
        self.flag.as_ref().is_some_and(|(f, value)| {
            // SAFETY: the word lives as long as the pool, which the mark keeps; it is only
            // ever read atomically on the host side.
            unsafe { &*f.host }.load(Ordering::Acquire) == *value
        })
    }

    /// Whether the GPU has reached the mark, without waiting. Errors (a fault in the work
    /// before it) are the context's too.
    pub(crate) fn query(&self) -> Result<bool, DriverError> {
        if self.reached() {
            return Ok(true);
        }
        let ctx = &self.pool.ctx;
        ctx.bind()?;
        // SAFETY: the event was recorded and lives as long as `self`.
        ctx.note(unsafe { result::event::query(self.event) })
    }

    /// Waits until the GPU reaches the mark.
    pub(crate) fn synchronize(&self) -> Result<(), DriverError> {
        let ctx = &self.pool.ctx;
        ctx.bind()?;
        // SAFETY: as above.
        ctx.note(unsafe { result::event::synchronize(self.event) })
    }

    /// Marks the work finished (the GPU is done with it, or failed).
    pub(crate) fn finish(&self, ok: bool) {
        if ok {
            self.lane.finished(self.covers);
        }
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

impl Drop for OpMark {
    fn drop(&mut self) {
        lock(&self.pool.free).push(self.event);
        if let Some((f, _)) = self.flag.take() {
            // Its next user waits for a new value: a write of this one landing late (its mark
            // was dropped unreached) is never taken for it.
            lock(&self.pool.flags).free.push(f);
        }
    }
}

// ---- per-buffer records ----------------------------------------------------------------------

/// An access, once enqueued, as a buffer records it.
#[derive(Clone, Copy)]
pub(crate) enum By<'a> {
    /// On the main lane, counted up to this generation.
    Main(u64),
    /// On another lane, counted up to this generation of it.
    Lane(&'a Arc<Lane>, u64),
    /// By an async operation, whose mark follows its work.
    Mark(&'a Arc<OpMark>),
    /// Handed to a library that puts it on a lane later.
    #[cfg_attr(not(feature = "nccl"), allow(dead_code))]
    Deferred(&'a Arc<Deferred>),
}

/// An access recorded in a buffer's [`Accesses`].
struct Entry {
    by: Holder,
    write: bool,
}

enum Holder {
    Lane(Arc<Lane>, u64),
    Mark(Arc<OpMark>),
    Deferred(Arc<Deferred>),
}

impl Entry {
    fn is_finished(&self) -> bool {
        match &self.by {
            Holder::Mark(m) => m.is_finished(),
            Holder::Lane(l, g) => l.is_done(*g),
            Holder::Deferred(d) => d.launched().is_some_and(|g| d.lane.is_done(g)),
        }
    }

    /// The lane the access is on.
    fn lane(&self) -> &Arc<Lane> {
        match &self.by {
            Holder::Mark(m) => &m.lane,
            Holder::Lane(l, _) => l,
            Holder::Deferred(d) => &d.lane,
        }
    }
}

/// The accesses to one buffer that may still be running, on any lane.
#[derive(Default)]
pub struct Accesses {
    /// The length of `others`, plus one once `captured` is set; main-lane operations take no
    /// lock while it is 0.
    count: AtomicUsize,
    /// Generations of the main lane's last read and last write (0: none).
    main_read: AtomicU64,
    main_write: AtomicU64,
    /// Accesses on other lanes and by async operations.
    others: Mutex<Vec<Entry>>,
    /// Set (under the `others` lock) once a graph captures the buffer: from then on its
    /// accesses are recorded there, shared with the graphs using it.
    captured: OnceLock<Arc<Captured>>,
}

impl Accesses {
    /// Makes lane `on` (of the buffer's device, whose main lane is `main`; context current)
    /// wait for the accesses an access of this kind must follow.
    #[inline(always)]
    pub(crate) fn before(&self, main: &Lane, on: &Lane, write: bool) -> Result<(), DriverError> {
        if self.count.load(Ordering::Acquire) == 0 {
            if std::ptr::eq(main, on) {
                return Ok(());
            }
            return on.wait_main(main, self.main_needed(write));
        }
        self.before_slow(main, on, write)
    }

    /// The main-lane generation an access of this kind must follow.
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
    fn before_slow(&self, main: &Lane, on: &Lane, write: bool) -> Result<(), DriverError> {
        let mut others = lock(&self.others);
        if let Some(c) = self.captured.get() {
            drop(others);
            return c.ops.before(main, on, write);
        }
        let on_main = std::ptr::eq(main, on);
        others.retain(|e| !e.is_finished());
        // First, so that launched main-lane work counts in the wait below.
        self.settle(&mut others, main);
        let refused = others.iter().find_map(|e| match &e.by {
            // Settled: not launched yet. Operations of its own group may go on (the library
            // orders them); anything else would run before it.
            Holder::Deferred(d) if d.group != IN_GROUP.get() => Some(d.clone()),
            _ => None,
        });
        if let Some(d) = refused {
            self.count.store(
                others.len() + usize::from(self.captured.get().is_some()),
                Ordering::Release,
            );
            return Err(d.refusal());
        }
        if !on_main {
            on.wait_main(main, self.main_needed(write))?;
        }
        let mut i = 0;
        while i < others.len() {
            let e = &others[i];
            let same_lane = matches!(&e.by, Holder::Lane(l, _) if std::ptr::eq(&**l, on));
            if same_lane || !(write || e.write) {
                i += 1;
                continue;
            }
            let at = match &e.by {
                Holder::Lane(l, g) => on.wait_lane(l, *g)?,
                Holder::Mark(m) => on.wait_for_event(m.event)?,
                // Of the group being ordered (others were refused above): the library orders
                // the group's operations itself.
                Holder::Deferred(_) => {
                    i += 1;
                    continue;
                }
            };
            // Once the main lane has waited for an access, it is as good as one of the main
            // lane's from then on.
            if on_main {
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

    /// Turns the deferred accesses that have been launched into ordinary ones of their lane.
    fn settle(&self, others: &mut Vec<Entry>, main: &Lane) {
        if !others.iter().any(|e| matches!(e.by, Holder::Deferred(_))) {
            return;
        }
        let mut i = 0;
        while i < others.len() {
            let launched = match &others[i].by {
                Holder::Deferred(d) => d.launched().map(|g| (d.lane.clone(), g)),
                _ => None,
            };
            match launched {
                Some((lane, g)) if std::ptr::eq(&*lane, main) => {
                    let e = others.swap_remove(i);
                    self.main_access(g, e.write);
                }
                Some((lane, g)) => {
                    others[i].by = Holder::Lane(lane, g);
                    i += 1;
                }
                None => i += 1,
            }
        }
    }

    /// A deferred access not launched yet, if any: the buffer's free must wait for its launch.
    pub(crate) fn unlaunched(&self) -> Option<Arc<Deferred>> {
        if self.count.load(Ordering::Acquire) == 0 {
            return None;
        }
        lock(&self.others).iter().find_map(|e| match &e.by {
            Holder::Deferred(d) if d.launched().is_none() => Some(d.clone()),
            _ => None,
        })
    }

    /// Moves the record out (for a buffer being dropped whose free is put off).
    fn take(&self) -> Accesses {
        let others = std::mem::take(&mut *lock(&self.others));
        let taken = Accesses {
            count: AtomicUsize::new(others.len()),
            main_read: AtomicU64::new(self.main_read.load(Ordering::Acquire)),
            main_write: AtomicU64::new(self.main_write.load(Ordering::Acquire)),
            others: Mutex::new(others),
            captured: OnceLock::new(),
        };
        self.count.store(0, Ordering::Release);
        taken
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
                // keeping the latest generation (and the write, for readers).
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
            By::Mark(m) => {
                others.retain(|e| !e.is_finished());
                others.push(Entry {
                    by: Holder::Mark(m.clone()),
                    write,
                });
            }
            By::Deferred(d) => {
                // One entry per deferred batch: a write covers a read of the same batch.
                others.retain(|e| {
                    !matches!(&e.by, Holder::Deferred(o) if Arc::ptr_eq(o, d) && (write || !e.write))
                });
                if !others
                    .iter()
                    .any(|e| matches!(&e.by, Holder::Deferred(o) if Arc::ptr_eq(o, d)))
                {
                    others.push(Entry {
                        by: Holder::Deferred(d.clone()),
                        write,
                    });
                }
            }
        }
        self.count.store(
            others.len() + usize::from(self.captured.get().is_some()),
            Ordering::Release,
        );
    }

    /// The record shared with the graphs that captured this buffer, made on first capture
    /// (moving the accesses recorded so far there).
    fn capture(&self, make: impl FnOnce() -> Captured) -> Arc<Captured> {
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

    /// The lane every access that may still be running is on, if there is one such lane and
    /// it has waited for the main lane's accesses: freeing there needs no wait.
    fn sole_lane(&self, main: &Lane) -> Option<Arc<Lane>> {
        if self.count.load(Ordering::Acquire) == 0 {
            return None;
        }
        let mut others = lock(&self.others);
        if self.captured.get().is_some() {
            return None;
        }
        others.retain(|e| !e.is_finished());
        let lane = others.first()?.lane();
        let unlaunched = |e: &Entry| matches!(&e.by, Holder::Deferred(d) if d.launched().is_none());
        if others
            .iter()
            .any(|e| !Arc::ptr_eq(e.lane(), lane) || unlaunched(e))
        {
            return None;
        }
        let lane = lane.clone();
        drop(others);
        let needed = self.main_needed(true);
        if needed > lane.waited_main.load(Ordering::Acquire) && !main.is_done(needed) {
            return None;
        }
        // A lane capturing a graph would capture the free.
        (!is_capturing(&lane)).then_some(lane)
    }

    /// The record shared with graphs, once one captured this buffer: its owner's `Drop` hands
    /// the allocation there instead of freeing it.
    pub(crate) fn captured(&self) -> Option<&Arc<Captured>> {
        self.captured.get()
    }
}

impl std::fmt::Debug for Accesses {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Accesses({} off the main stream)",
            self.count.load(Ordering::Relaxed)
        )
    }
}

/// One buffer an operation uses, and whether it writes it.
#[derive(Clone, Copy)]
pub struct Use<'a> {
    pub(crate) accesses: &'a Accesses,
    /// The buffer's device, for refusing buffers of another.
    pub(crate) ctx: &'a Ctx,
    pub(crate) write: bool,
}

impl std::fmt::Debug for Use<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Use")
            .field("device", &self.ctx.ordinal)
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

/// Frees `ptr`, owned by a buffer recorded in `acc`, on the main lane after every access
/// recorded there (a free waits like a write). The one free sequence, for buffers and for
/// memory graphs kept. The caller has made the context current.
pub(crate) fn free_in_order(
    main: &Arc<Lane>,
    ptr: sys::CUdeviceptr,
    bytes: usize,
    acc: &Accesses,
    managed: bool,
) -> Result<(), DriverError> {
    let uses = [Use {
        accesses: acc,
        ctx: &main.ctx,
        write: true,
    }];
    let async_alloc = main.ctx.async_alloc && !managed;
    if async_alloc {
        if let Some(lane) = acc.sole_lane(main) {
            // Every access still running is on `lane`, which has waited for the main lane's:
            // freed in its stream order, the main lane (and the work that waits for it) does
            // not wait for that work. Small allocations are kept for the lane's next ones,
            // if the lane belongs to the allocation's own device.
            if Arc::ptr_eq(&lane.ctx, &main.ctx) && lane.keep_freed(ptr, bytes) {
                return Ok(());
            }
            // SAFETY: as below; stream order puts the free after every access.
            return lane.enqueue(|stream| unsafe { result::free_async(ptr, stream) });
        }
    }
    main.run(main, &uses, |stream| {
        // SAFETY: the caller owned the allocation; the main lane now waits for every access to
        // it on any lane, so a stream-ordered free (or a synchronous free once the stream has
        // drained) cannot overtake that work.
        unsafe {
            if async_alloc {
                result::free_async(ptr, stream)
            } else {
                result::stream::synchronize(stream)?;
                result::free_sync(ptr)
            }
        }
    })
}

// ---- deferred work --------------------------------------------------------------------------

thread_local! {
    /// The group of the deferred operation whose buffers are being ordered on this thread (in
    /// [`Lane::run_deferred`]); 0 otherwise.
    static IN_GROUP: Cell<u64> = const { Cell::new(0) };
}

/// Work on one lane that a library took and puts on the lane later, when the crate calls
/// [`launch`](Self::launch) (NCCL operations between `ncclGroupStart` and `ncclGroupEnd`).
/// See the module docs.
pub(crate) struct Deferred {
    lane: Arc<Lane>,
    /// The batch of deferred work this belongs to (an NCCL group), unique and never 0.
    group: u64,
    /// The lane's generation once the work is on the lane; 0 until then.
    launched: AtomicU64,
    /// What the refusal says until then.
    why: &'static str,
    /// Buffers dropped before the launch, freed right after it.
    frees: Mutex<Vec<PutOff>>,
}

/// A buffer's free put off until a [`Deferred`] is launched.
struct PutOff {
    main: Arc<Lane>,
    ptr: sys::CUdeviceptr,
    bytes: usize,
    managed: bool,
    accesses: Accesses,
}

#[cfg_attr(not(feature = "nccl"), allow(dead_code))]
impl Deferred {
    /// Deferred work on `lane` for batch `group` (non-zero); `why` says, for refusals, why the
    /// work is not on its stream yet and what launches it.
    pub(crate) fn new(lane: &Arc<Lane>, group: u64, why: &'static str) -> Arc<Deferred> {
        debug_assert!(group != 0);
        Arc::new(Deferred {
            lane: lane.clone(),
            group,
            launched: AtomicU64::new(0),
            why,
            frees: Mutex::new(Vec::new()),
        })
    }

    /// The lane the work goes to.
    pub(crate) fn lane(&self) -> &Arc<Lane> {
        &self.lane
    }

    fn launched(&self) -> Option<u64> {
        match self.launched.load(Ordering::Acquire) {
            0 => None,
            g => Some(g),
        }
    }

    /// Records that the library has now put the work on the lane (whether or not it
    /// succeeded: whatever it enqueued comes before this), then frees the buffers dropped
    /// meanwhile. Errors go to the device's kept errors.
    pub(crate) fn launch(&self) {
        // Counted as an enqueue, so that marks of the lane from now on cover the work.
        let _ = self.lane.enqueue(|_| Ok(()));
        let frees = {
            let mut frees = lock(&self.frees);
            self.launched
                .store(self.lane.generation().max(1), Ordering::Release);
            std::mem::take(&mut *frees)
        };
        for f in frees {
            f.free();
        }
    }

    /// Takes over the free of a dropped buffer whose record holds this unlaunched work.
    pub(crate) fn put_off_free(
        &self,
        main: &Arc<Lane>,
        ptr: sys::CUdeviceptr,
        bytes: usize,
        acc: &Accesses,
        managed: bool,
    ) {
        let f = PutOff {
            main: main.clone(),
            ptr,
            bytes,
            managed,
            accesses: acc.take(),
        };
        {
            let mut frees = lock(&self.frees);
            if self.launched().is_none() {
                frees.push(f);
                return;
            }
        }
        // Launched meanwhile.
        f.free();
    }

    #[cold]
    fn refusal(&self) -> DriverError {
        DriverError::new(sys::CUresult::CUDA_ERROR_NOT_READY).context(format!(
            "the buffer is used by {} (device {})",
            self.why, self.lane.ctx.ordinal
        ))
    }
}

impl PutOff {
    fn free(self) {
        let ctx = &self.main.ctx;
        let r = ctx.bind().and_then(|()| {
            free_in_order(
                &self.main,
                self.ptr,
                self.bytes,
                &self.accesses,
                self.managed,
            )
        });
        if let Err(e) = r {
            ctx.defer_error(e.context(format!(
                "while freeing {} bytes on device {} after an NCCL group",
                self.bytes, ctx.ordinal
            )));
        }
    }
}

impl std::fmt::Debug for Deferred {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Deferred")
            .field("lane", &self.lane)
            .field("group", &self.group)
            .field("launched", &self.launched())
            .finish()
    }
}

// ---- graph captures ------------------------------------------------------------------------

/// The record a buffer shares with the graphs that captured it: the accesses that may use it,
/// and, once the buffer itself is dropped, its allocation, freed when this goes.
pub(crate) struct Captured {
    main: Arc<Lane>,
    /// Accesses to the buffer: its own (from the capture on) and the launches of graphs that
    /// use it.
    pub(crate) ops: Accesses,
    /// The allocation as `(address, bytes, managed)`, handed over when the buffer is dropped.
    memory: Mutex<Option<(sys::CUdeviceptr, usize, bool)>>,
}

impl Captured {
    /// Takes over the allocation of the dropped buffer (`managed` for managed memory): it is
    /// freed when the last graph using it is gone.
    pub(crate) fn adopt(&self, ptr: sys::CUdeviceptr, bytes: usize, managed: bool) {
        *lock(&self.memory) = Some((ptr, bytes, managed));
    }
}

impl Drop for Captured {
    fn drop(&mut self) {
        let memory = self.memory.get_mut().unwrap_or_else(|e| e.into_inner());
        let Some((ptr, bytes, managed)) = memory.take() else {
            return;
        };
        // The buffer is gone and no graph that could launch work on it is left; every launch
        // and other access is recorded in `ops`.
        let ctx = &self.main.ctx;
        let r = ctx
            .bind()
            .and_then(|()| free_in_order(&self.main, ptr, bytes, &self.ops, managed));
        if let Err(e) = r {
            ctx.defer_error(e.context(format!(
                "while freeing {bytes} bytes that a dropped graph used on device {}",
                ctx.ordinal
            )));
        }
    }
}

impl std::fmt::Debug for Captured {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Captured").field("ops", &self.ops).finish()
    }
}

/// The number of captures in progress in the process; while it is 0, no lane is capturing and
/// the checks below cost one atomic load.
static ACTIVE: AtomicUsize = AtomicUsize::new(0);

/// The lanes capturing now (by key), each with what its capture has recorded so far.
static CAPTURES: Mutex<Vec<(u64, Arc<CaptureState>)>> = Mutex::new(Vec::new());

/// What one capture in progress has recorded.
struct CaptureState {
    main: Arc<Lane>,
    /// The records of the buffers used on the capturing lane (duplicates removed at the end).
    buffers: Mutex<Vec<Arc<Captured>>>,
    /// What must stay alive while the graph can run (the launched kernels), each once.
    keep: Mutex<Vec<Arc<dyn Send + Sync>>>,
}

/// Whether any lane in the process is capturing a graph now.
#[inline(always)]
pub(crate) fn capture_active() -> bool {
    ACTIVE.load(Ordering::Acquire) != 0
}

#[cold]
fn capture_on(lane: &Lane) -> Option<Arc<CaptureState>> {
    lock(&CAPTURES)
        .iter()
        .find(|(k, _)| *k == lane.key)
        .map(|(_, c)| c.clone())
}

/// Whether `lane` is capturing a graph now.
#[inline]
pub(crate) fn is_capturing(lane: &Lane) -> bool {
    capture_active() && capture_on(lane).is_some()
}

/// If `lane` is capturing, records that the buffer recorded in `acc` is used by the graph and
/// returns `true`: nothing needs ordering now, as captured work does not run yet.
#[cold]
pub(crate) fn capture_buffer(acc: &Accesses, lane: &Lane) -> bool {
    let Some(cap) = capture_on(lane) else {
        return false;
    };
    let rec = acc.capture(|| Captured {
        main: cap.main.clone(),
        ops: Accesses::default(),
        memory: Mutex::new(None),
    });
    lock(&cap.buffers).push(rec);
    true
}

/// If `lane` is capturing, keeps `what` alive with the graph (once per allocation).
#[inline]
pub(crate) fn capture_keep(lane: &Lane, what: &Arc<impl Send + Sync + 'static>) {
    if capture_active() {
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
    pub(crate) buffers: Vec<Arc<Captured>>,
    pub(crate) keep: Vec<Arc<dyn Send + Sync>>,
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
        lock(&CAPTURES).push((lane.key, state.clone()));
        ACTIVE.fetch_add(1, Ordering::AcqRel);
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
            .bind()
            .and_then(|()| unsafe { result::stream::end_capture(lane.stream) });
        let entry = {
            let mut caps = lock(&CAPTURES);
            let i = caps.iter().position(|(k, _)| *k == lane.key);
            i.map(|i| caps.swap_remove(i))
        };
        ACTIVE.fetch_sub(1, Ordering::AcqRel);
        // Dropped outside the lock: freeing a buffer's record takes it again.
        drop(entry);
        let mut buffers = std::mem::take(&mut *lock(&self.state.buffers));
        buffers.sort_by_key(|b| Arc::as_ptr(b) as usize);
        buffers.dedup_by(|a, b| Arc::ptr_eq(a, b));
        let keep = std::mem::take(&mut *lock(&self.state.keep));
        (lane.ctx.note(r), Recorded { buffers, keep })
    }
}

impl Drop for Capture {
    fn drop(&mut self) {
        if !self.ended {
            if let (Ok(g), _) = self.end() {
                if !g.is_null() {
                    // SAFETY: a graph of an abandoned capture, used by nothing.
                    let _ = unsafe { result::graph::destroy(g) };
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_capture_no_cost() {
        assert!(!super::capture_active());
    }
}
