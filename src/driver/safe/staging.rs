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
