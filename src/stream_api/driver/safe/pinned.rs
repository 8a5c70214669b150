//! [`PinnedHostSlice`]: page-locked host memory (cudarc 0.19's), which copies to and from the
//! device read and write asynchronously, at the bus's full speed. It has a record of the GPU
//! work that uses it, as a device buffer has: copies are ordered with each other through it,
//! and the host accessors and the free wait for them.

use super::context::CudaContext;
use super::span::Span;
use super::stream::CudaStream;
use super::traits::hand_out;
use super::{DeviceRepr, HostSlice, SyncOnDrop, ValidAsZeroBits};
use crate::driver::DriverError;
use crate::stream_api::driver::{result, sys};
use crate::stream_api::seam::{self, Record};
use std::sync::Arc;

/// Page-locked host memory holding `len` values of `T`, from
/// [`CudaContext::alloc_pinned`]. Copies from and to it ([`CudaStream::memcpy_htod`],
/// [`CudaStream::memcpy_dtoh`]) run asynchronously; [`as_slice`](Self::as_slice) and the other
/// accessors wait for them first, and so does the free.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::CudaContext;
///
/// let ctx = CudaContext::new(0)?;
/// let stream = ctx.default_stream();
/// // SAFETY: written below before it is read.
/// let mut host = unsafe { ctx.alloc_pinned::<f32>(1024) }?;
/// host.as_mut_slice()?.fill(1.0);
/// let dev = stream.clone_htod(&host)?; // asynchronous
/// stream.memcpy_dtoh(&dev, &mut host)?; // asynchronous
/// assert_eq!(host.as_slice()?[0], 1.0); // waits for the copies
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct PinnedHostSlice<T> {
    /// # Safety
    /// A live `cuMemHostAlloc` allocation of `len * size_of::<T>()` bytes owned by this value.
    ptr: *mut T,
    len: usize,
    ctx: Arc<CudaContext>,
    /// The GPU work that may still read or write the memory.
    rec: Record,
}

// SAFETY: host memory owned by this value, as a `Box<[T]>` would be (so only for `T: Send`,
// as for a `Box<[T]>`); the GPU's uses of it are ordered through its record.
unsafe impl<T: Send> Send for PinnedHostSlice<T> {}
// SAFETY: as above: shared access hands out `&[T]` only, after the GPU's writes, so only for
// `T: Sync` (a `&[T]` on two threads at once).
unsafe impl<T: Sync> Sync for PinnedHostSlice<T> {}

impl<T> std::fmt::Debug for PinnedHostSlice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PinnedHostSlice")
            .field("ptr", &self.ptr)
            .field("len", &self.len)
            .finish()
    }
}

impl<T> Drop for PinnedHostSlice<T> {
    fn drop(&mut self) {
        let ctx = &self.ctx;
        // Freed only once no copy can still read or write it; left allocated (leaked) if that
        // cannot be waited for, rather than freed under a copy.
        match seam::host_wait_for(&ctx.dev, &self.rec) {
            // SAFETY: owned by this value, and unused by any work now.
            Ok(()) => ctx.record_err(unsafe { result::free_host(self.ptr.cast()) }),
            Err(e) => ctx.record_err(Err::<(), _>(e.context(
                "while waiting for the copies of pinned host memory before its free (the \
                 memory is left allocated)",
            ))),
        }
    }
}

impl CudaContext {
    /// Allocates page-locked host memory for `len` values of `T`, write-combined
    /// (`CU_MEMHOSTALLOC_WRITECOMBINED`: fast for the GPU to read, slow for the host to read).
    ///
    /// # Safety
    ///
    /// The memory is uninitialised: it must be written before it is read as `T`.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: filled before it is read.
    /// let mut p = unsafe { ctx.alloc_pinned::<u8>(16) }?;
    /// p.as_mut_slice()?.fill(0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn alloc_pinned<T: DeviceRepr>(
        self: &Arc<Self>,
        len: usize,
    ) -> Result<PinnedHostSlice<T>, DriverError> {
        // SAFETY: the caller's contract.
        unsafe { self.alloc_pinned_with_flags(len, sys::CU_MEMHOSTALLOC_WRITECOMBINED) }
    }

    /// Allocates page-locked host memory for `len` values of `T` with `cuMemHostAlloc`'s
    /// `flags` (`CU_MEMHOSTALLOC_PORTABLE`, `_DEVICEMAP`, `_WRITECOMBINED`, combined freely).
    /// A size that overflows is an error.
    ///
    /// # Safety
    ///
    /// The memory is uninitialised: it must be written before it is read as `T`.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: filled before it is read.
    /// let mut p = unsafe { ctx.alloc_pinned_with_flags::<u32>(16, 0) }?;
    /// p.as_mut_slice()?.fill(7);
    /// assert!(unsafe { ctx.alloc_pinned_with_flags::<u32>(usize::MAX, 0) }.is_err());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn alloc_pinned_with_flags<T: DeviceRepr>(
        self: &Arc<Self>,
        len: usize,
        flags: u32,
    ) -> Result<PinnedHostSlice<T>, DriverError> {
        let bytes = len
            .checked_mul(size_of::<T>())
            .filter(|&b| b <= isize::MAX as usize)
            .ok_or_else(|| {
                DriverError(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
                    "CudaContext::alloc_pinned: {len} values of {} bytes overflow",
                    size_of::<T>()
                ))
            })?;
        self.enter()?;
        // SAFETY: the memory is handed out uninitialised, as the caller's contract covers;
        // a zero-byte request still gets a distinct allocation from the driver.
        let ptr = unsafe { result::malloc_host(bytes.max(1), flags) }?.cast::<T>();
        Ok(PinnedHostSlice {
            ptr,
            len,
            ctx: self.clone(),
            rec: Record::default(),
        })
    }
}

impl<T> PinnedHostSlice<T> {
    /// The context the memory was allocated in.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let p = unsafe { ctx.alloc_pinned::<u8>(1) }?;
    /// assert_eq!(p.context(), &ctx);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn context(&self) -> &Arc<CudaContext> {
        &self.ctx
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert_eq!(unsafe { ctx.alloc_pinned::<u8>(3) }?.len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.len
    }

    /// The number of bytes.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert_eq!(unsafe { ctx.alloc_pinned::<u32>(3) }?.num_bytes(), 12);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn num_bytes(&self) -> usize {
        self.len * size_of::<T>()
    }

    /// Whether there are no elements.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert!(unsafe { ctx.alloc_pinned::<u8>(0) }?.is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The memory, with its record, for copies.
    fn span(&self) -> Span<'_> {
        Span {
            ptr: self.ptr as sys::CUdeviceptr,
            len: self.len,
            rec: &self.rec,
            dev: &self.ctx.dev,
        }
    }

    /// Waits for the GPU work that uses the memory.
    fn wait(&self) -> Result<(), DriverError> {
        self.ctx.enter()?;
        seam::host_wait_for(&self.ctx.dev, &self.rec)
    }
}

impl<T: ValidAsZeroBits> PinnedHostSlice<T> {
    /// The address of the first element, once the GPU's copies from and to it are done.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let p = unsafe { ctx.alloc_pinned::<u8>(1) }?;
    /// assert!(!p.as_ptr()?.is_null());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_ptr(&self) -> Result<*const T, DriverError> {
        self.wait()?;
        Ok(self.ptr)
    }

    /// The address of the first element, for writing, once the GPU's copies are done.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut p = unsafe { ctx.alloc_pinned::<u8>(1) }?;
    /// assert!(!p.as_mut_ptr()?.is_null());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_mut_ptr(&mut self) -> Result<*mut T, DriverError> {
        self.wait()?;
        Ok(self.ptr)
    }

    /// The memory, once the GPU's copies from and to it are done.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// # let stream = ctx.default_stream();
    /// // SAFETY: written by the copy before it is read.
    /// let mut p = unsafe { ctx.alloc_pinned::<u8>(2) }?;
    /// stream.memcpy_dtoh(&stream.clone_htod(&[4u8, 5])?, &mut p)?;
    /// assert_eq!(p.as_slice()?, [4, 5]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_slice(&self) -> Result<&[T], DriverError> {
        self.wait()?;
        // SAFETY: `len` values of the allocation, which no GPU work uses now; the caller of
        // `alloc_pinned` promised to write them before reading.
        Ok(unsafe { std::slice::from_raw_parts(self.ptr, self.len) })
    }

    /// The memory, mutably, once the GPU's copies from and to it are done.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: filled below before it is read.
    /// let mut p = unsafe { ctx.alloc_pinned::<u8>(2) }?;
    /// p.as_mut_slice()?.copy_from_slice(&[1, 2]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_mut_slice(&mut self) -> Result<&mut [T], DriverError> {
        self.wait()?;
        // SAFETY: as above, borrowed mutably.
        Ok(unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) })
    }
}

impl<T> HostSlice<T> for PinnedHostSlice<T> {
    fn len(&self) -> usize {
        self.len
    }

    /// The memory, for work on `stream` that reads it: `stream` first waits for the GPU's
    /// earlier writes of it, and later writes (and the free) wait for that work, as for a
    /// device buffer's [`device_ptr`](super::DevicePtr::device_ptr).
    unsafe fn stream_synced_slice<'a>(
        &'a self,
        stream: &'a CudaStream,
    ) -> (&'a [T], SyncOnDrop<'a>) {
        let (_, guard) = hand_out(self.span(), stream, false);
        // SAFETY: the caller's contract; the memory is live while `self` is borrowed.
        (
            unsafe { std::slice::from_raw_parts(self.ptr, self.len) },
            guard,
        )
    }

    /// The memory, for work on `stream` that writes it (see
    /// [`stream_synced_slice`](HostSlice::stream_synced_slice)).
    unsafe fn stream_synced_mut_slice<'a>(
        &'a mut self,
        stream: &'a CudaStream,
    ) -> (&'a mut [T], SyncOnDrop<'a>) {
        let (ptr, len) = (self.ptr, self.len);
        let (_, guard) = hand_out(self.span(), stream, true);
        // SAFETY: as above, borrowed mutably.
        (unsafe { std::slice::from_raw_parts_mut(ptr, len) }, guard)
    }

    fn host_record(&self) -> Option<super::traits::HostMemory<'_>> {
        Some(super::traits::HostMemory {
            ptr: self.ptr.cast(),
            bytes: self.num_bytes(),
            span: self.span(),
            writable: true,
        })
    }
}
