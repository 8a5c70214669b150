//! Large copies from the device into freshly allocated host memory.
//!
//! Copying into a new `Vec` is dominated by the kernel's page faults on first touch (on a
//! virtual machine each 4 KiB fault can cost microseconds), and the driver's pageable copy
//! touches the pages from one thread. Here the data goes through two pinned staging buffers
//! instead, at the DMA engine's full speed, while a team of threads copies each staged chunk
//! into the `Vec`, asking the kernel for huge pages first. The device owns the staging buffers
//! (allocated on first use, freed with the device); a copy that finds them busy on another
//! thread takes the driver's ordinary path.

use super::device::CudaDevice;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Barrier, Mutex};

/// Copies at least this large go through the staging buffers.
pub(crate) const STAGED_MIN_BYTES: usize = 32 << 20;
const CHUNK: usize = 32 << 20;
const HUGE_PAGE: usize = 2 << 20;
const MAX_THREADS: usize = 16;

/// Two pinned host buffers of `CHUNK` bytes and an event for each.
pub(crate) struct Staging {
    bufs: [*mut u8; 2],
    events: [sys::CUevent; 2],
}

// SAFETY: the pointers are pinned host allocations owned by this value; it is only used behind
// the device's mutex.
unsafe impl Send for Staging {}

impl Staging {
    fn new() -> Result<Self, DriverError> {
        let mut s = Staging {
            bufs: [std::ptr::null_mut(); 2],
            events: [std::ptr::null_mut(); 2],
        };
        for k in 0..2 {
            // SAFETY: the context is current (the caller entered the device); on failure Drop
            // frees what was allocated so far.
            s.bufs[k] = unsafe { result::malloc_host(CHUNK, 0) }?.cast();
            s.events[k] = result::event::create(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
        }
        Ok(s)
    }

    /// Frees the buffers. The caller makes the owning context current and makes sure no copy
    /// into them is pending.
    pub(crate) fn free(&mut self) {
        for k in 0..2 {
            // SAFETY: allocated by `new` and not used after this.
            unsafe {
                if !self.bufs[k].is_null() {
                    let _ = result::free_host(self.bufs[k].cast());
                }
                if !self.events[k].is_null() {
                    let _ = result::event::destroy(self.events[k]);
                }
            }
            self.bufs[k] = std::ptr::null_mut();
            self.events[k] = std::ptr::null_mut();
        }
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        self.free();
    }
}

impl CudaDevice {
    /// Copies `bytes` bytes from `src` into `dst` through the staging buffers. Returns
    /// `Ok(false)` without copying when another thread is using them.
    ///
    /// # Safety
    ///
    /// `dst` must be valid for `bytes` bytes of writes, and `src` hold `bytes` bytes valid in
    /// the main stream's order.
    pub(crate) unsafe fn dtoh_staged(
        &self,
        dst: *mut u8,
        src: sys::CUdeviceptr,
        bytes: usize,
    ) -> Result<bool, DriverError> {
        let Ok(mut guard) = self.staging.try_lock() else {
            return Ok(false);
        };
        if guard.is_none() {
            *guard = Some(Staging::new()?);
        }
        let Some(staging) = guard.as_ref() else {
            return Ok(false);
        };
        advise_huge_pages(dst, bytes);
        let chunks = bytes.div_ceil(CHUNK);
        let threads = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .clamp(1, MAX_THREADS);
        let enqueue = |c: usize| -> Result<(), DriverError> {
            let k = c % 2;
            let len = CHUNK.min(bytes - c * CHUNK);
            // SAFETY: the staging buffer has CHUNK bytes and is not being read (its previous
            // chunk was copied out before this is called); `src` is valid as promised.
            unsafe {
                self.track(result::memcpy_dtoh_async(
                    std::slice::from_raw_parts_mut(staging.bufs[k], len),
                    src + (c * CHUNK) as u64,
                    self.main.stream,
                ))?;
                self.track(result::event::record(staging.events[k], self.main.stream))
            }
        };
        const DONE: usize = usize::MAX;
        let current = AtomicUsize::new(DONE);
        let barrier = Barrier::new(threads);
        let (dst_addr, bufs) = (
            dst as usize,
            [staging.bufs[0] as usize, staging.bufs[1] as usize],
        );
        // Copies this worker's stripe of chunk `c`: stripes split at 2 MiB boundaries of the
        // destination's addresses, so no two threads fault the same huge page.
        let copy_stripe = |worker: usize, c: usize| {
            let len = CHUNK.min(bytes - c * CHUNK);
            let start = dst_addr + c * CHUNK;
            let per = len.div_ceil(threads).next_multiple_of(HUGE_PAGE);
            let cut = |w: usize| {
                if w == 0 {
                    start
                } else {
                    (start + w * per)
                        .next_multiple_of(HUGE_PAGE)
                        .min(start + len)
                }
            };
            let (a, b) = (
                cut(worker),
                if worker + 1 == threads {
                    start + len
                } else {
                    cut(worker + 1)
                },
            );
            if a < b {
                // SAFETY: [a, b) lies within this chunk of `dst`, disjoint from every other
                // worker's range, and the staged bytes are complete (the event was waited for).
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        (bufs[c % 2] + (a - start)) as *const u8,
                        a as *mut u8,
                        b - a,
                    )
                };
            }
        };
        std::thread::scope(|scope| {
            for worker in 1..threads {
                let (current, barrier, copy_stripe) = (&current, &barrier, &copy_stripe);
                scope.spawn(move || {
                    loop {
                        barrier.wait();
                        let c = current.load(Ordering::Acquire);
                        if c == DONE {
                            return;
                        }
                        copy_stripe(worker, c);
                        barrier.wait();
                    }
                });
            }
            let run = || -> Result<(), DriverError> {
                enqueue(0)?;
                if chunks > 1 {
                    enqueue(1)?;
                }
                for c in 0..chunks {
                    // SAFETY: the event is live and recorded after chunk `c`'s copy.
                    self.note(unsafe { result::event::synchronize(staging.events[c % 2]) })?;
                    current.store(c, Ordering::Release);
                    barrier.wait();
                    copy_stripe(0, c);
                    barrier.wait();
                    if c + 2 < chunks {
                        enqueue(c + 2)?;
                    }
                }
                Ok(())
            };
            let r = run();
            if r.is_err() {
                // Nothing may still be copying into a staging buffer when it is reused.
                // SAFETY: the main stream is live.
                let _ = unsafe { result::stream::synchronize(self.main.stream) };
            }
            current.store(DONE, Ordering::Release);
            barrier.wait();
            r
        })?;
        Ok(true)
    }
}

/// Asks the kernel to back `[p, p + len)` with huge pages, which makes first touch far
/// cheaper. Only advice: where it is not supported nothing changes.
fn advise_huge_pages(p: *mut u8, len: usize) {
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

/// The device's staging buffers, created on first use.
pub(crate) type StagingSlot = Mutex<Option<Staging>>;
