//! Page-locked host buffers that async copies go through.
//!
//! A copy from or to pageable memory is synchronous with respect to the host (the driver stages
//! it), which would block the executor. Async copies therefore go through pinned buffers owned by
//! the operation: an upload copies the `Vec` into one and enqueues the DMA from it; a download
//! enqueues the DMA into one and copies into the `Vec` when the GPU is done. Buffers come back
//! to a pool by power-of-two size, up to a bound, when their operation finishes.

use super::op::lock;
use crate::driver::result::{self, DriverError};
use crate::driver::safe::CudaDevice;
use std::sync::{Arc, Mutex};

/// Pooled buffers are kept up to this many bytes in all; larger returns are freed.
const MAX_POOLED: usize = 256 << 20;
const MIN_CLASS: usize = 4096;

pub(crate) struct PinnedPool {
    dev: Arc<CudaDevice>,
    /// Free buffers by size class (`MIN_CLASS << i`), and the bytes they hold.
    free: Mutex<(Vec<Vec<usize>>, usize)>,
}

impl PinnedPool {
    pub(crate) fn new(dev: Arc<CudaDevice>) -> Arc<Self> {
        Arc::new(PinnedPool {
            dev,
            free: Mutex::new((Vec::new(), 0)),
        })
    }

    /// A buffer of at least `bytes` bytes (contents unspecified).
    pub(crate) fn get(self: &Arc<Self>, bytes: usize) -> Result<PinnedBuf, DriverError> {
        let cap = bytes.max(MIN_CLASS).next_power_of_two();
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
        self.dev.enter()?;
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
        release(&self.dev, buf.ptr);
    }
}

fn release(dev: &CudaDevice, p: *mut u8) {
    if dev.bind().is_ok() {
        // SAFETY: allocated by `PinnedPool::get`, and no copy uses it any more.
        let _ = unsafe { result::free_host(p.cast()) };
    }
}

impl Drop for PinnedPool {
    fn drop(&mut self) {
        let free = std::mem::take(&mut self.free.get_mut().unwrap_or_else(|e| e.into_inner()).0);
        for p in free.into_iter().flatten() {
            release(&self.dev, p as *mut u8);
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
