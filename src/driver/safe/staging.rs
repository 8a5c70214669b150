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
//! Buffers of up to [`MAX_POOLED`] bytes come in power-of-two size classes and go back to the
//! pool when their [`PinnedBuf`] is dropped, up to [`MAX_POOLED`] bytes in all; returns past that
//! are freed. A larger buffer is never pooled, so it is allocated at its size (rounded up to a
//! page) rather than at the next power of two, and freed when dropped: staging 4 GiB and one
//! byte pins 4 GiB and a page, not 8 GiB. The pool holds the device's context, so pooled buffers
//! are freed before it is released.

use super::context::Ctx;
use super::util::lock;
use crate::driver::result::{self, DriverError};
use std::sync::{Arc, Mutex};

/// Pooled buffers are kept up to this many bytes in all; larger returns are freed.
pub(crate) const MAX_POOLED: usize = 256 << 20;
const MIN_CLASS: usize = 4096;
/// The class of a buffer too large to pool (see [`size_class`]).
const UNPOOLED: usize = usize::MAX;

/// The bytes to allocate for a buffer of at least `bytes` bytes, and its size class (`MIN_CLASS
/// << class` bytes), or [`UNPOOLED`] for a buffer larger than [`MAX_POOLED`], which is allocated
/// at `bytes` rounded up to a page; `None` if that overflows.
fn size_class(bytes: usize) -> Option<(usize, usize)> {
    if bytes > MAX_POOLED {
        let cap = bytes.checked_next_multiple_of(MIN_CLASS)?;
        return Some((cap, UNPOOLED));
    }
    let cap = bytes.max(MIN_CLASS).next_power_of_two();
    Some((cap, (cap / MIN_CLASS).trailing_zeros() as usize))
}

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
        let (cap, class) = size_class(bytes).ok_or_else(|| {
            super::checks::too_large(bytes, "a pinned staging buffer of that many bytes")
        })?;
        if class != UNPOOLED {
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
        if buf.class == UNPOOLED {
            return self.release(buf.ptr);
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_buffers_take_a_power_of_two_class_and_large_ones_their_size() {
        assert_eq!(size_class(0), Some((4096, 0)));
        assert_eq!(size_class(1), Some((4096, 0)));
        assert_eq!(size_class(4097), Some((8192, 1)));
        assert_eq!(size_class(MAX_POOLED), Some((MAX_POOLED, 16)));
        assert_eq!(
            size_class(MAX_POOLED + 1),
            Some((MAX_POOLED + 4096, UNPOOLED))
        );
        #[cfg(target_pointer_width = "64")]
        assert_eq!(
            size_class((4 << 30) + 1),
            Some(((4 << 30) + 4096, UNPOOLED))
        );
        assert_eq!(size_class(usize::MAX), None);
        assert_eq!(size_class(usize::MAX - 4094), None);
        assert_eq!(
            size_class(usize::MAX - 4095),
            Some((usize::MAX - 4095, UNPOOLED))
        );
    }
}
