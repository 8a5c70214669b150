//! Pinned (page-locked) host buffers that copies between pageable host memory and the device go
//! through: one pool per device, shared by the sync API's staged copies and the async adapter.
//!
//! A copy from or to pageable memory is staged by the driver through its own small buffers,
//! from one thread, and an async copy from pageable memory is synchronous with respect to the
//! host. Going through pinned buffers of our own instead runs the DMA engine at full speed,
//! lets several threads copy between the pinned buffer and the user's memory, and lets an async
//! operation own its host memory until the GPU is done with it (so dropping or leaking its
//! future cannot free memory a copy still uses).
//!
//! Buffers come back to the pool by power-of-two size class when their [`PinnedBuf`] is dropped,
//! up to [`MAX_POOLED`] bytes in all; larger returns are freed. The pool holds the device's
//! context, so pooled buffers are freed before it is released.

use super::context::Ctx;
use super::util::lock;
use crate::driver::result::{self, DriverError};
use std::sync::{Arc, Mutex};

/// Pooled buffers are kept up to this many bytes in all; larger returns are freed.
pub(crate) const MAX_POOLED: usize = 256 << 20;
const MIN_CLASS: usize = 4096;

/// Free pinned buffers by size class.
pub(crate) struct PinnedPool {
    ctx: Arc<Ctx>,
    /// Free buffers by size class (`MIN_CLASS << i`, as addresses), and the bytes they hold.
    free: Mutex<(Vec<Vec<usize>>, usize)>,
}

impl std::fmt::Debug for PinnedPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PinnedPool")
            .field("pooled_bytes", &lock(&self.free).1)
            .finish()
    }
}

impl PinnedPool {
    pub(crate) fn new(ctx: &Arc<Ctx>) -> Arc<Self> {
        Arc::new(PinnedPool {
            ctx: ctx.clone(),
            free: Mutex::new((Vec::new(), 0)),
        })
    }

    /// A buffer of at least `bytes` bytes (contents unspecified).
    pub(crate) fn get(self: &Arc<Self>, bytes: usize) -> Result<PinnedBuf, DriverError> {
        let cap = bytes
            .max(MIN_CLASS)
            .checked_next_power_of_two()
            .ok_or_else(|| {
                super::checks::too_large(bytes, "a pinned staging buffer of that many bytes")
            })?;
        let class = (cap / MIN_CLASS).trailing_zeros() as usize;
        {
            let mut free = lock(&self.free);
            if let Some(p) = free.0.get_mut(class).and_then(Vec::pop) {
                free.1 -= cap;
                return Ok(PinnedBuf {
                    ptr: p as *mut u8,
                    cap,
                    class,
                    pool: self.clone(),
                });
            }
        }
        self.ctx.check_and_make_current()?;
        // SAFETY: the context is current; the buffer is freed by the pool or by `Drop`.
        let p = unsafe { result::malloc_host(cap, 0) }.map_err(|e| {
            e.context(format!(
                "while allocating {cap} bytes of pinned host memory"
            ))
        })?;
        Ok(PinnedBuf {
            ptr: p.cast(),
            cap,
            class,
            pool: self.clone(),
        })
    }

    fn put(&self, buf: &PinnedBuf) {
        let mut free = lock(&self.free);
        if free.1 + buf.cap <= MAX_POOLED {
            if free.0.len() <= buf.class {
                free.0.resize_with(buf.class + 1, Vec::new);
            }
            free.0[buf.class].push(buf.ptr as usize);
            free.1 += buf.cap;
            return;
        }
        drop(free);
        self.release(buf.ptr);
    }

    fn release(&self, p: *mut u8) {
        if self.ctx.make_current().is_ok() {
            // SAFETY: allocated by `get`, and no copy uses it any more.
            let _ = unsafe { result::free_host(p.cast()) };
        }
    }
}

impl Drop for PinnedPool {
    fn drop(&mut self) {
        let free = std::mem::take(&mut self.free.get_mut().unwrap_or_else(|e| e.into_inner()).0);
        for p in free.into_iter().flatten() {
            self.release(p as *mut u8);
        }
    }
}

/// A pinned buffer on loan from the pool, returned on drop.
pub(crate) struct PinnedBuf {
    ptr: *mut u8,
    cap: usize,
    class: usize,
    pool: Arc<PinnedPool>,
}

// SAFETY: the buffer is plain host memory owned by this value.
unsafe impl Send for PinnedBuf {}
// SAFETY: through `&PinnedBuf` only the address can be read; writing the memory through it
// takes `&mut`.
unsafe impl Sync for PinnedBuf {}

impl PinnedBuf {
    pub(crate) fn as_mut_ptr(&mut self) -> *mut u8 {
        self.ptr
    }

    pub(crate) fn as_ptr(&self) -> *const u8 {
        self.ptr
    }
}

impl Drop for PinnedBuf {
    fn drop(&mut self) {
        self.pool.put(self);
    }
}

/// Asks the kernel to back `[p, p + len)` with huge pages, which makes first touch far
/// cheaper. Only advice: where it is not supported nothing changes.
pub(crate) fn advise_huge_pages(p: *mut u8, len: usize) {
    #[cfg(target_os = "linux")]
    {
        const HUGE_PAGE: usize = 2 << 20;
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

/// How many threads the process may run at once, asked of the system once: the answer
/// (`available_parallelism`, which reads the cgroup's CPU quota from files on Linux) costs
/// tens of microseconds, more than a small copy.
pub(crate) fn host_threads() -> usize {
    static N: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *N.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Copies `bytes` bytes from `src` to `dst` (host memory, not overlapping) with several
/// threads when the copy is large enough to gain from them: stripes cut at 2 MiB boundaries of
/// the destination, so no two threads fault the same huge page of a fresh destination.
///
/// # Safety
///
/// `src` must be valid for `bytes` bytes of reads and `dst` for `bytes` bytes of writes, and
/// the two must not overlap.
pub(crate) unsafe fn parallel_copy(src: *const u8, dst: *mut u8, bytes: usize) {
    const MIN_PER_THREAD: usize = 8 << 20;
    const HUGE_PAGE: usize = 2 << 20;
    // Small copies, the common case, never ask how many threads there are.
    let threads = if bytes < 2 * MIN_PER_THREAD {
        1
    } else {
        host_threads().min(16).min(bytes / MIN_PER_THREAD)
    };
    if threads == 1 {
        // SAFETY: as the caller promised.
        unsafe { std::ptr::copy_nonoverlapping(src, dst, bytes) };
        return;
    }
    let (s, d) = (src as usize, dst as usize);
    let per = bytes.div_ceil(threads).next_multiple_of(HUGE_PAGE);
    let cut = |w: usize| ((d + w * per).next_multiple_of(HUGE_PAGE) - d).min(bytes);
    std::thread::scope(|scope| {
        for w in 0..threads {
            let (a, b) = (
                if w == 0 { 0 } else { cut(w) },
                if w + 1 == threads { bytes } else { cut(w + 1) },
            );
            if a < b {
                // SAFETY: [a, b) is within both ranges and disjoint from every other thread's.
                scope.spawn(move || unsafe {
                    std::ptr::copy_nonoverlapping((s + a) as *const u8, (d + a) as *mut u8, b - a)
                });
            }
        }
    });
}
