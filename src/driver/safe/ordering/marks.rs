//! Marks of async operations: an [`OpMark`] is a lane's point after some work, recorded with
//! an event from an [`EventPool`] (reused, never created per operation) and, where the driver
//! can, a [`Flag`]: a word of mapped host memory the stream writes after the work, so that the
//! host sees it done by reading memory.

use super::driver;
use super::flag_page::{FLAG_PAGE, FLAG_STRIDE};
use super::lane::Lane;
use super::sync::{AtomicU8, AtomicU32, AtomicUsize, Mutex, Ordering, lock, spin_loop};
use crate::driver::result::DriverError;
use crate::driver::safe::context::Ctx;
use crate::driver::sys;
use std::sync::Arc;

/// Events reused for [`OpMark`]s instead of created and destroyed each time, and the words
/// of mapped host memory some marks also have written (see [`Flag`]).
pub(crate) struct EventPool {
    pub(super) ctx: Arc<Ctx>,
    free: Mutex<Vec<sys::CUevent>>,
    flags: Mutex<Flags>,
    /// The threads reading a flag in [`wait_flagged`](Self::wait_flagged) now.
    spinning: AtomicUsize,
}

/// One 32-bit word of mapped host memory that a stream writes after an operation's work, with
/// the value written there last: the host sees the work complete by reading it (a read of
/// memory in its own cache until the write lands) instead of asking the driver (`cuEventQuery`,
/// which notices a completion later; `benches/chain_parts.rs` with `CHAIN_PARTS_AWAIT=1`
/// measures both).
pub(super) struct Flag {
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

/// How long [`EventPool::wait_flagged`] reads its flag before it lets the driver wait.
const FLAG_SPIN: std::time::Duration = std::time::Duration::from_micros(100);

/// How many threads of a context [`EventPool::wait_flagged`] lets read a flag at once; the
/// others let the driver wait. Threads spinning on flags at once compete with the threads
/// doing the work; one spent the least CPU per request of the sync API from many threads.
/// `benches/driver.rs`, group `concurrency` (the sync API from 1 to 16 threads, time and CPU),
/// measures it; results in BENCHMARKS.md.
const FLAG_SPINNERS: usize = 1;

/// A thread's place among the [`FLAG_SPINNERS`], given back when dropped.
struct FlagSpinner<'a>(&'a AtomicUsize);

impl<'a> FlagSpinner<'a> {
    fn enter(spinning: &'a AtomicUsize) -> Option<Self> {
        if spinning.fetch_add(1, Ordering::AcqRel) < FLAG_SPINNERS {
            Some(FlagSpinner(spinning))
        } else {
            spinning.fetch_sub(1, Ordering::AcqRel);
            None
        }
    }
}

impl Drop for FlagSpinner<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

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
            spinning: AtomicUsize::new(0),
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
        let page = driver::map_host_page(&self.ctx, FLAG_PAGE);
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
    /// wanted), or while [`FLAG_SPINNERS`] other threads read theirs (many threads spinning at
    /// once slow each other and the driver down), by synchronizing the stream, which also
    /// reports a fault (that leaves the flag unwritten).
    pub(crate) fn wait_flagged(&self, stream: sys::CUstream) -> Result<(), DriverError> {
        let blocking = sys::CUctx_flags_enum::CU_CTX_SCHED_BLOCKING_SYNC as u32;
        let spinner = FlagSpinner::enter(&self.spinning);
        let spin =
            spinner.is_some() && driver::ctx_flags(&self.ctx).is_ok_and(|f| f & blocking == 0);
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
                spin_loop();
            }
            // Another thread may read its flag while this one lets the driver wait.
            drop(spinner);
            // Long work, or a fault. Once the stream is synchronized the write has landed (or
            // never will, in a dead context): the flag can be reused with its next value.
            // SAFETY: the stream is live.
            let r = self
                .ctx
                .keep_if_sticky(unsafe { driver::stream_synchronize(&self.ctx, stream) });
            lock(&self.flags).free.push(flag);
            return r;
        }
        drop(spinner);
        // SAFETY: the stream is live.
        self.ctx
            .keep_if_sticky(unsafe { driver::stream_synchronize(&self.ctx, stream) })
    }

    /// Enqueues on `stream` (live, of the pool's context) a write of the next value of a flag
    /// (a new one, or a free one), after everything enqueued there so far. `None` where the
    /// driver cannot (flags are then left off for the pool's context).
    pub(super) fn write_flag(&self, stream: sys::CUstream) -> Option<(Flag, u32)> {
        let flag = self.flag()?;
        // Never 0, which every word holds before its first write.
        let value = match flag.last.wrapping_add(1) {
            0 => 1,
            v => v,
        };
        // SAFETY: the word is mapped host memory, 4-byte aligned, freed only with the pool
        // once every write to it has landed (see its `Drop`); the stream is live.
        match unsafe { driver::write_value32(&self.ctx, stream, flag.dev, value) } {
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
        self.ctx.check_and_make_current()?;
        driver::event_create(&self.ctx)
    }
}

impl Drop for EventPool {
    fn drop(&mut self) {
        if self.ctx.make_current().is_ok() {
            for e in self
                .free
                .get_mut()
                .unwrap_or_else(|e| e.into_inner())
                .drain(..)
            {
                // SAFETY: no mark refers to a pooled event.
                let _ = unsafe { driver::event_destroy(&self.ctx, e) };
            }
            let flags = self.flags.get_mut().unwrap_or_else(|e| e.into_inner());
            if !flags.pages.is_empty() {
                // No write to a flag may land after its page is freed: whatever the marks saw,
                // the context finishes all its work first (once per pool, at its teardown).
                // SAFETY: the context is current.
                let synced = unsafe { driver::ctx_synchronize(&self.ctx) };
                if synced != sys::CUresult::CUDA_SUCCESS {
                    // The driver refused to wait, and returned at once: it does so while a
                    // graph capture is open in the context on another thread
                    // (`CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED`), and after a fault. A flag
                    // write may still be queued, so the pages (4 KiB each) are left allocated
                    // rather than freed under it.
                    flags.pages.clear();
                }
                for p in flags.pages.drain(..) {
                    // SAFETY: from malloc_host, and nothing writes to it any more.
                    let _ = unsafe { driver::free_host(&self.ctx, p) };
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
    pub(super) event: sys::CUevent,
    /// `PENDING`, `DONE` or `FAILED`.
    state: AtomicU8,
    pool: Arc<EventPool>,
    /// The lane it was recorded on, and the generation of it the mark covers: reaching the
    /// mark finishes the lane up to there.
    pub(super) lane: Arc<Lane>,
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
    /// enqueue (one more driver call) where someone waits for the mark at once.
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
        let flag = if flagged && !lane.is_capturing() {
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
        ctx.make_current()?;
        // SAFETY: the event was recorded and lives as long as `self`.
        ctx.keep_if_sticky(unsafe { driver::event_query(ctx, self.event) })
    }

    /// Makes later work on `lane` (of the mark's context) wait until the GPU reaches the mark;
    /// nothing for a mark recorded while its lane was being captured, which only a launch of
    /// the graph reaches (a stream outside the capture may not wait for it).
    pub(crate) fn make_wait(&self, lane: &Lane) -> Result<(), DriverError> {
        if self.lane.is_capturing() {
            return Ok(());
        }
        lane.wait_event(self.event)
    }

    /// Waits until the GPU reaches the mark.
    pub(crate) fn synchronize(&self) -> Result<(), DriverError> {
        let ctx = &self.pool.ctx;
        ctx.make_current()?;
        // SAFETY: as above.
        ctx.keep_if_sticky(unsafe { driver::event_synchronize(ctx, self.event) })
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

    /// Whether `other` was recorded on the same lane (stream).
    pub(crate) fn same_lane(&self, other: &OpMark) -> bool {
        Arc::ptr_eq(&self.lane, &other.lane)
    }

    /// Whether its work is known done because a later mark of its lane was reached (stream
    /// order: every enqueue it covers was on the stream before that mark's record). Says
    /// nothing about a failure: a fault shows in the later mark's query, not here.
    pub(crate) fn is_covered(&self) -> bool {
        self.lane.is_done(self.covers)
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

#[cfg(all(test, loom))]
impl EventPool {
    /// The events back in the pool (for the model tests).
    pub(super) fn pooled_events(&self) -> Vec<sys::CUevent> {
        lock(&self.free).clone()
    }
}

#[cfg(all(test, not(loom)))]
mod tests {
    use super::*;

    #[test]
    fn one_thread_at_a_time_reads_a_flag() {
        let spinning = AtomicUsize::new(0);
        let first = FlagSpinner::enter(&spinning);
        assert!(first.is_some());
        assert!(
            FlagSpinner::enter(&spinning).is_none(),
            "a second spinner while the first reads its flag"
        );
        assert_eq!(spinning.load(Ordering::Acquire), FLAG_SPINNERS);
        drop(first);
        assert_eq!(
            spinning.load(Ordering::Acquire),
            0,
            "a place not given back"
        );
        let again = FlagSpinner::enter(&spinning);
        assert!(again.is_some(), "no place after the first spinner left");
        std::thread::scope(|s| {
            s.spawn(|| assert!(FlagSpinner::enter(&spinning).is_none()));
        });
        drop(again);
        assert_eq!(spinning.load(Ordering::Acquire), 0);
    }
}
