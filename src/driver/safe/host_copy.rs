//! Large copies between host buffers, split among several threads.
//!
//! Copying into pageable memory that was never touched costs a page fault per page, and one
//! thread takes those faults one after another; several threads take them at once. Each
//! thread gets one stripe of the copy, cut at huge-page (2 MiB) boundaries of the end that may
//! be fresh memory, so no two threads fault the same huge page (see [`advise_huge_pages`]).
//!
//! Two shapes use the same [`CopyStripes`]: [`parallel_copy`], one copy with threads started for
//! it (the async adapter's uploads and downloads), and [`CopyThreads`], threads that stay for every
//! chunk of one staged copy (the sync API's large copies, in `memory.rs`).
//!
//! How many threads a copy may use is [`copy_threads`]: the threads the process may run at
//! once, at most [`MAX_THREADS`], and at most the number in [`COPY_THREADS_VAR`] when it is
//! set (`1` makes every copy run on the calling thread alone).

use std::ffi::OsStr;
use std::ops::Range;
use std::sync::Barrier;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The size of a huge page, which stripes are cut at.
const HUGE_PAGE: usize = 2 << 20;
/// The most threads one copy uses.
const MAX_THREADS: usize = 16;
/// A one-shot [`parallel_copy`] gives each thread at least this many bytes.
const MIN_PER_THREAD: usize = 8 << 20;
/// The environment variable that caps the threads of one copy: a positive number, counting the
/// calling thread (`1`: no copy threads); `0` counts as `1`. Read once, at the first copy
/// large enough to use threads; any other value is ignored.
const COPY_THREADS_VAR: &str = "CUDA_DRIVER_COPY_THREADS";

/// Asks the kernel to back `[p, p + len)` with huge pages, which makes first touch far
/// cheaper. Only advice: where it is not supported nothing changes.
pub(crate) fn advise_huge_pages(p: *mut u8, len: usize) {
    #[cfg(target_os = "linux")]
    {
        let start = (p as usize).next_multiple_of(HUGE_PAGE);
        let end = (p as usize + len) & !(HUGE_PAGE - 1);
        if end > start {
            // SAFETY: the range lies within the caller's allocation; MADV_HUGEPAGE changes
            // only how pages are backed, never their contents.
            unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE) };
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (p, len);
}

/// How many threads one copy may use, the calling thread included; worked out once: the
/// answer (`available_parallelism`, which reads the cgroup's CPU quota from files on Linux)
/// costs tens of microseconds, more than a small copy.
pub(crate) fn copy_threads() -> usize {
    static N: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *N.get_or_init(|| {
        let available = std::thread::available_parallelism().map_or(1, |n| n.get());
        thread_limit(available, std::env::var_os(COPY_THREADS_VAR).as_deref())
    })
}

/// The threads one copy may use: `available` (what the process may run at once), at most
/// [`MAX_THREADS`], and at most `var` ([`COPY_THREADS_VAR`]'s value) when that is a number.
fn thread_limit(available: usize, var: Option<&OsStr>) -> usize {
    let cap = var
        .and_then(OsStr::to_str)
        .and_then(|v| v.trim().parse::<usize>().ok())
        .unwrap_or(MAX_THREADS);
    available.min(MAX_THREADS).min(cap).max(1)
}

/// The threads a one-shot copy of `bytes` bytes uses, out of `limit`: one per
/// [`MIN_PER_THREAD`] bytes, and one for anything under two of those.
fn threads_for(bytes: usize, limit: impl FnOnce() -> usize) -> usize {
    // Small copies, the common case, never ask how many threads there are.
    if bytes < 2 * MIN_PER_THREAD {
        1
    } else {
        limit().min(bytes / MIN_PER_THREAD).max(1)
    }
}

/// Which end of a copy its stripes are cut at huge-page boundaries of: the one that may be
/// fresh memory.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Aligned {
    Src,
    Dst,
}

/// One copy of `len` bytes from `src` to `dst`, split into one stripe per worker.
///
/// Keeps the pointers themselves (not their addresses), so that each stripe's pointers are
/// derived from them: no pointer is made from an integer (which Miri could not check).
#[derive(Clone, Copy, Debug)]
pub(crate) struct CopyStripes {
    src: *const u8,
    dst: *mut u8,
    len: usize,
    threads: usize,
    aligned: Aligned,
}

// SAFETY: a description of a copy, handed to the worker threads that each do a disjoint stripe
// of it; `copy` is `unsafe`, and its caller promises the memory valid and unshared meanwhile.
unsafe impl Send for CopyStripes {}
// SAFETY: as above; nothing is reached through `&CopyStripes` but the addresses.
unsafe impl Sync for CopyStripes {}

impl CopyStripes {
    /// The copy of `len` bytes from `src` to `dst`, split among `threads` workers (at least
    /// one) at huge-page boundaries of the `aligned` end.
    pub(crate) fn new(
        src: *const u8,
        dst: *mut u8,
        len: usize,
        threads: usize,
        aligned: Aligned,
    ) -> Self {
        CopyStripes {
            src,
            dst,
            len,
            threads: threads.max(1),
            aligned,
        }
    }

    /// The bytes of the copy, as offsets, that `worker` does; empty for a worker with nothing
    /// to do (a copy too short to give every worker a huge page).
    fn range(&self, worker: usize) -> Range<usize> {
        let base = match self.aligned {
            Aligned::Src => self.src.addr(),
            Aligned::Dst => self.dst.addr(),
        };
        let per = self.len.div_ceil(self.threads).next_multiple_of(HUGE_PAGE);
        let cut = |w: usize| {
            if w == 0 {
                0
            } else if w >= self.threads {
                self.len
            } else {
                ((base + w * per).next_multiple_of(HUGE_PAGE) - base).min(self.len)
            }
        };
        cut(worker)..cut(worker + 1)
    }

    /// Copies `worker`'s stripe.
    ///
    /// # Safety
    ///
    /// `src` must be valid for `len` bytes of reads and `dst` for `len` bytes of writes, the
    /// two must not overlap, and no one else may access `dst`'s bytes until the copy is done
    /// (other workers' stripes are disjoint from this one).
    pub(crate) unsafe fn copy(&self, worker: usize) {
        let r = self.range(worker);
        if r.is_empty() {
            return;
        }
        // SAFETY: `r` lies within both ranges, which the caller promised valid and apart, and
        // is disjoint from every other worker's stripe.
        unsafe {
            std::ptr::copy_nonoverlapping(self.src.add(r.start), self.dst.add(r.start), r.len())
        };
    }
}

/// Copies `bytes` bytes from `src` to `dst` (host memory, not overlapping) with several
/// threads when the copy is large enough to gain from them (see [`copy_threads`]), the calling
/// thread one of them; stripes are cut at huge-page boundaries of the destination.
///
/// # Safety
///
/// `src` must be valid for `bytes` bytes of reads and `dst` for `bytes` bytes of writes, and
/// the two must not overlap.
pub(crate) unsafe fn parallel_copy(src: *const u8, dst: *mut u8, bytes: usize) {
    let threads = threads_for(bytes, copy_threads);
    if threads == 1 {
        // SAFETY: as the caller promised.
        unsafe { std::ptr::copy_nonoverlapping(src, dst, bytes) };
        return;
    }
    let stripes = CopyStripes::new(src, dst, bytes, threads, Aligned::Dst);
    std::thread::scope(|scope| {
        for w in 1..threads {
            // SAFETY: as the caller promised; the scope joins every worker before returning.
            scope.spawn(move || unsafe { stripes.copy(w) });
        }
        // SAFETY: as above.
        unsafe { stripes.copy(0) };
    });
}

/// A team of threads that each do their part of one chunk at a time, in step with the thread
/// that drives the copy.
#[derive(Debug)]
pub(crate) struct CopyThreads {
    /// The chunk to do, or `DONE`.
    current: AtomicUsize,
    barrier: Barrier,
}

const DONE: usize = usize::MAX;

impl CopyThreads {
    pub(crate) fn new(threads: usize) -> Self {
        CopyThreads {
            current: AtomicUsize::new(DONE),
            barrier: Barrier::new(threads),
        }
    }

    /// A worker's loop: does its part of each chunk until stopped.
    pub(crate) fn work(&self, part: impl Fn(usize)) {
        loop {
            self.barrier.wait();
            let c = self.current.load(Ordering::Acquire);
            if c == DONE {
                return;
            }
            part(c);
            self.barrier.wait();
        }
    }

    /// Has every worker do its part of chunk `c`, doing `own` meanwhile; returns when all are
    /// done.
    pub(crate) fn run(&self, c: usize, own: impl FnOnce()) {
        self.current.store(c, Ordering::Release);
        self.barrier.wait();
        own();
        self.barrier.wait();
    }

    /// Ends the workers' loops.
    pub(crate) fn stop(&self) {
        self.current.store(DONE, Ordering::Release);
        self.barrier.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variable_caps_the_threads_and_one_turns_them_off() {
        let var = |s: &str| Some(OsStr::new(s).to_owned());
        assert_eq!(thread_limit(64, None), MAX_THREADS);
        assert_eq!(thread_limit(4, None), 4);
        assert_eq!(thread_limit(64, var("1").as_deref()), 1);
        assert_eq!(thread_limit(64, var("0").as_deref()), 1);
        assert_eq!(thread_limit(64, var(" 3 ").as_deref()), 3);
        // A cap, never more than the default.
        assert_eq!(thread_limit(4, var("8").as_deref()), 4);
        assert_eq!(thread_limit(64, var("100").as_deref()), MAX_THREADS);
        // Not a number: the default.
        assert_eq!(thread_limit(8, var("off").as_deref()), 8);
        assert_eq!(thread_limit(8, var("").as_deref()), 8);
    }

    #[test]
    fn one_shot_copies_give_each_thread_at_least_its_share() {
        let sixteen = || 16;
        assert_eq!(
            threads_for(1 << 20, || unreachable!("a small copy asked")),
            1
        );
        assert_eq!(threads_for(2 * MIN_PER_THREAD - 1, sixteen), 1);
        assert_eq!(threads_for(2 * MIN_PER_THREAD, sixteen), 2);
        assert_eq!(threads_for(1 << 30, sixteen), 16);
        // CUDA_DRIVER_COPY_THREADS=1: the calling thread alone.
        assert_eq!(threads_for(1 << 30, || 1), 1);
    }

    #[test]
    fn stripes_cover_the_copy_once_cut_at_huge_pages() {
        for (base, len, threads) in [
            (0, 64 << 20, 4),
            (4096, 64 << 20, 4),
            (HUGE_PAGE - 1, 33 << 20, 16),
            (12345, 3 << 20, 8),
            (0, 1, 16),
        ] {
            let s = CopyStripes {
                src: std::ptr::without_provenance(1 << 40),
                dst: std::ptr::without_provenance_mut(base),
                len,
                threads,
                aligned: Aligned::Dst,
            };
            let mut next = 0;
            for w in 0..threads {
                let r = s.range(w);
                if r.is_empty() {
                    continue;
                }
                assert_eq!(
                    r.start, next,
                    "stripes of {base}+{len} leave a gap or overlap"
                );
                if r.start > 0 {
                    assert_eq!((base + r.start) % HUGE_PAGE, 0, "a stripe starts mid-page");
                }
                next = r.end;
            }
            assert_eq!(next, len, "stripes of {base}+{len} do not reach the end");
        }
    }

    #[test]
    fn stripes_copied_by_threads_cover_every_byte_once() {
        // Large enough for three stripes at huge pages (the threads' path of `parallel_copy`),
        // small enough for Miri, whose race detector checks the stripes are disjoint.
        let len = 5 * HUGE_PAGE + 12345;
        let mut src = vec![0u8; len];
        for (i, b) in src.iter_mut().enumerate().step_by(4093) {
            *b = (i / 4093) as u8 | 1;
        }
        // The last byte and those around each huge page of the destination are the stripes'
        // edges.
        src[len - 1] = 0xee;
        let mut dst = vec![0u8; len];
        for &aligned in &[Aligned::Dst, Aligned::Src] {
            dst.fill(0);
            let base = dst.as_mut_ptr() as usize;
            for p in ((base + 1).next_multiple_of(HUGE_PAGE)..base + len).step_by(HUGE_PAGE) {
                for i in [p - base - 1, p - base] {
                    src[i] = 0xa5;
                }
            }
            let stripes = CopyStripes::new(src.as_ptr(), dst.as_mut_ptr(), len, 3, aligned);
            std::thread::scope(|scope| {
                for w in 1..3 {
                    // SAFETY: both buffers hold `len` bytes and are distinct allocations; the
                    // scope joins every worker before they are read.
                    scope.spawn(move || unsafe { stripes.copy(w) });
                }
                // SAFETY: as above.
                unsafe { stripes.copy(0) };
            });
            assert!(src == dst, "{aligned:?}: a byte copied wrong or not at all");
        }
    }

    #[test]
    #[cfg_attr(
        miri,
        ignore = "40 MiB: too slow under Miri (the stripes' test copies 10 MiB)"
    )]
    fn parallel_copy_copies_every_byte() {
        let src: Vec<u8> = (0..(40usize << 20))
            .map(|i| (i * 7 + i / 4099) as u8)
            .collect();
        let mut dst = vec![0u8; src.len()];
        // SAFETY: both buffers hold `src.len()` bytes and are distinct allocations.
        unsafe { parallel_copy(src.as_ptr(), dst.as_mut_ptr(), src.len()) };
        assert!(src == dst);
    }

    #[test]
    fn a_team_does_every_chunk_with_every_worker() {
        let threads = 4;
        let team = CopyThreads::new(threads);
        let done: Vec<AtomicUsize> = (0..3).map(|_| AtomicUsize::new(0)).collect();
        std::thread::scope(|scope| {
            for _ in 1..threads {
                let (team, done) = (&team, &done);
                scope.spawn(move || team.work(|c| _ = done[c].fetch_add(1, Ordering::Relaxed)));
            }
            for (c, count) in done.iter().enumerate() {
                team.run(c, || _ = count.fetch_add(1, Ordering::Relaxed));
                assert_eq!(count.load(Ordering::Relaxed), threads);
            }
            team.stop();
        });
    }
}
