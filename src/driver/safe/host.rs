//! Page-locked ("pinned") host memory: [`PinnedHostSlice`], allocated by the driver, and
//! [`RegisteredVec`], an existing `Vec` page-locked in place.
//!
//! The GPU's copy engines read and write page-locked memory directly, so copies from and to
//! it run at the full speed of the bus, where copies from ordinary (pageable) memory go
//! through the driver's own staging buffers. Both types dereference to a slice, so they are
//! accepted wherever a copy takes `&[T]` or `&mut [T]`.
//!
//! The copies that take host slices return only once the copy is done (for page-locked
//! memory they synchronise the stream the copy ran on, the calling thread's stream: see
//! [Streams and threads](super::CudaDevice#streams-and-threads)), so no copy can still be
//! using the memory when it is freed or unregistered.

use super::checks::bytes_of;
use super::device::CudaDevice;
use super::kernel_args::ValidAsZeroBits;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::ptr::NonNull;
use std::sync::Arc;

/// Page-locked host memory holding `len` values of `T`, allocated with [`cuMemHostAlloc`]
/// (portable: every device's copies run at full speed from and to it) and freed on drop.
///
/// It dereferences to `[T]`, so it goes wherever a host slice goes:
/// `dev.htod_sync_copy_into(&pinned, &mut buf)`, `dev.dtoh_sync_copy_into(&buf, &mut pinned)`.
/// Made by [`CudaDevice::alloc_pinned`], zeroed.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::CudaDevice;
///
/// let dev = CudaDevice::new(0)?;
/// let mut host = dev.alloc_pinned::<f32>(1 << 20)?;
/// host.iter_mut().enumerate().for_each(|(i, v)| *v = i as f32);
/// let mut buf = dev.alloc_zeros::<f32>(1 << 20)?;
/// dev.htod_sync_copy_into(&host, &mut buf)?; // at full PCIe speed
/// host.fill(0.0);
/// dev.dtoh_sync_copy_into(&buf, &mut host)?;
/// assert_eq!(host[12345], 12345.0);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
///
/// [`cuMemHostAlloc`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
pub struct PinnedHostSlice<T> {
    /// # Safety
    /// A live `cuMemHostAlloc` allocation of `len * size_of::<T>()` bytes holding valid `T`s
    /// (dangling when that is zero bytes), owned by this value.
    ptr: NonNull<T>,
    len: usize,
    device: Arc<CudaDevice>,
}

// SAFETY: the memory is ordinary host memory owned by this value, as a `Box<[T]>` would be.
unsafe impl<T: Send> Send for PinnedHostSlice<T> {}
// SAFETY: as above: shared access only hands out `&[T]`.
unsafe impl<T: Sync> Sync for PinnedHostSlice<T> {}

impl<T> std::fmt::Debug for PinnedHostSlice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PinnedHostSlice")
            .field("ptr", &self.ptr)
            .field("len", &self.len)
            .field("device", &self.device.ctx.ordinal)
            .finish()
    }
}

impl CudaDevice {
    /// Allocates page-locked host memory for `len` values of `T`, zeroed.
    ///
    /// Page-locked memory is a scarce system resource: allocate it for buffers that are
    /// copied often, not for everything.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let host = dev.alloc_pinned::<u32>(1000)?;
    /// assert!(host.iter().all(|&v| v == 0));
    /// let buf = dev.htod_sync_copy(&host)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn alloc_pinned<T: ValidAsZeroBits>(
        self: &Arc<Self>,
        len: usize,
    ) -> Result<PinnedHostSlice<T>, DriverError> {
        self.check_and_make_current()?;
        let bytes = bytes_of::<T>(len, "allocating pinned memory for")?;
        if bytes == 0 {
            return Ok(PinnedHostSlice {
                ptr: NonNull::dangling(),
                len,
                device: self.clone(),
            });
        }
        // SAFETY: the context is current; the memory is zeroed below before anything reads
        // it, and freed in Drop.
        let p = self
            .keep_if_sticky(unsafe { result::malloc_host(bytes, sys::CU_MEMHOSTALLOC_PORTABLE) })
            .map_err(|e| {
                e.context(format!(
                    "while allocating {bytes} bytes of pinned host memory"
                ))
            })?;
        if !p.cast::<T>().is_aligned() {
            // Page-aligned in practice; checked because a misaligned `&[T]` would be undefined
            // behaviour.
            // SAFETY: just allocated by cuMemHostAlloc and not used.
            let _ = unsafe { result::free_host(p) };
            return Err(
                DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
                    "pinned memory at {p:?} is not aligned to {} bytes",
                    align_of::<T>()
                )),
            );
        }
        let Some(ptr) = NonNull::new(p.cast::<T>()) else {
            return Err(DriverError::new(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY)
                .context("cuMemHostAlloc returned a null pointer"));
        };
        // SAFETY: the allocation holds `bytes` writable bytes; zero bytes are a valid `T`.
        unsafe { std::ptr::write_bytes(p.cast::<u8>(), 0, bytes) };
        Ok(PinnedHostSlice {
            ptr,
            len,
            device: self.clone(),
        })
    }
}

impl<T> PinnedHostSlice<T> {
    /// The number of elements.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(dev.alloc_pinned::<u8>(10)?.len(), 10);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are no elements.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert!(dev.alloc_pinned::<u8>(0)?.is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The elements, as a slice (the same as `&*self`).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let host = dev.alloc_pinned::<u8>(4)?;
    /// assert_eq!(host.as_slice(), [0; 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_slice(&self) -> &[T] {
        // SAFETY: `ptr` holds `len` valid values (see the field's invariant), borrowed
        // shared for as long as `self` is.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }

    /// The elements, as a mutable slice (the same as `&mut *self`).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut host = dev.alloc_pinned::<u8>(4)?;
    /// host.as_mut_slice().copy_from_slice(&[1, 2, 3, 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        // SAFETY: as above, borrowed exclusively for as long as `self` is.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }

    /// The device whose context allocated the memory (any device copies at full speed).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(dev.alloc_pinned::<u8>(1)?.device().ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.device
    }
}

impl<T> std::ops::Deref for PinnedHostSlice<T> {
    type Target = [T];

    /// The elements, as a slice: a pinned buffer goes wherever `&[T]` does.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let host = dev.alloc_pinned::<u32>(256)?;
    /// let sum: u32 = host.iter().sum(); // slice methods through Deref
    /// assert_eq!(sum, 0);
    /// let buf = dev.htod_sync_copy(&host)?; // &PinnedHostSlice<u32> coerces to &[u32]
    /// assert_eq!(buf.len(), 256);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T> std::ops::DerefMut for PinnedHostSlice<T> {
    /// The elements, as a mutable slice: a pinned buffer goes wherever `&mut [T]` does.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let buf = dev.htod_sync_copy(&[1u8, 2, 3])?;
    /// let mut host = dev.alloc_pinned::<u8>(3)?;
    /// dev.dtoh_sync_copy_into(&buf, &mut host)?; // &mut PinnedHostSlice<u8> coerces to &mut [u8]
    /// host[0] = 9;
    /// assert_eq!(*host, [9, 2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T> AsRef<[T]> for PinnedHostSlice<T> {
    /// The elements, as a slice, for code generic over `AsRef<[T]>`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// fn total(v: impl AsRef<[f32]>) -> f32 {
    ///     v.as_ref().iter().sum()
    /// }
    /// let mut host = dev.alloc_pinned::<f32>(4)?;
    /// host.fill(0.5);
    /// assert_eq!(total(&host), 2.0);
    /// assert_eq!(total(host), 2.0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn as_ref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T> AsMut<[T]> for PinnedHostSlice<T> {
    /// The elements, as a mutable slice, for code generic over `AsMut<[T]>`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// fn fill_iota(mut v: impl AsMut<[u32]>) {
    ///     for (i, x) in v.as_mut().iter_mut().enumerate() {
    ///         *x = i as u32;
    ///     }
    /// }
    /// let mut host = dev.alloc_pinned::<u32>(4)?;
    /// fill_iota(&mut host);
    /// assert_eq!(host.as_slice(), [0, 1, 2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn as_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T> Drop for PinnedHostSlice<T> {
    fn drop(&mut self) {
        // SAFETY: the values are valid `T`s owned by this value and not used after this.
        unsafe {
            std::ptr::drop_in_place(std::ptr::slice_from_raw_parts_mut(
                self.ptr.as_ptr(),
                self.len,
            ))
        };
        if self.len * size_of::<T>() == 0 {
            return;
        }
        let dev = &self.device;
        // SAFETY: allocated by cuMemHostAlloc in `alloc_pinned`. No copy can be pending: the
        // copies that take host slices return only once done with them.
        let r = dev
            .make_current()
            .and_then(|()| unsafe { result::free_host(self.ptr.as_ptr().cast()) });
        if let Err(e) = r {
            dev.defer_error(e.context("while freeing pinned host memory"));
        }
    }
}

/// A `Vec` whose memory is page-locked with [`cuMemHostRegister`], so that copies from and to
/// it run at full speed, as with a [`PinnedHostSlice`]; unregistered when dropped or by
/// [`into_inner`](Self::into_inner), which gives the `Vec` back.
///
/// Made by [`CudaDevice::register_host`]. It dereferences to `[T]` (not to the `Vec`: the
/// registered memory must not move, so the `Vec` cannot grow while registered).
///
/// Registering costs about as much as copying the memory once, and page-locks whole pages:
/// register large buffers that are copied several times. `Vec`s that share a page can each
/// be registered, and unregistered in any order.
///
/// # Examples
///
/// ```no_run
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let data: Vec<f32> = (0..1 << 24).map(|i| i as f32).collect();
/// let data = dev.register_host(data)?;
/// let buf = dev.htod_sync_copy(&data)?;
/// let data: Vec<f32> = data.into_inner(); // unregistered, back to an ordinary Vec
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
///
/// [`cuMemHostRegister`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
pub struct RegisteredVec<T> {
    /// Registered (when it has any bytes) from its first element for `len * size_of::<T>()`
    /// bytes; never reallocated while registered.
    vec: Vec<T>,
    device: Arc<CudaDevice>,
}

impl<T> std::fmt::Debug for RegisteredVec<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RegisteredVec")
            .field("ptr", &self.vec.as_ptr())
            .field("len", &self.vec.len())
            .field("device", &self.device.ctx.ordinal)
            .finish()
    }
}

impl CudaDevice {
    /// Page-locks the memory of `vec` in place ([`cuMemHostRegister`], portable), so that copies
    /// from and to it run at full speed, without copying it into a new pinned buffer.
    ///
    /// # Errors
    ///
    /// The driver's error when the memory cannot be locked (the `Vec` is dropped then).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut host = dev.register_host(vec![0u8; 64 << 20])?;
    /// let buf = dev.alloc_zeros::<u8>(64 << 20)?;
    /// dev.dtoh_sync_copy_into(&buf, &mut host)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemHostRegister`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub fn register_host<T>(
        self: &Arc<Self>,
        vec: Vec<T>,
    ) -> Result<RegisteredVec<T>, DriverError> {
        self.check_and_make_current()?;
        let bytes = size_of_val(vec.as_slice());
        if bytes > 0 {
            // SAFETY: the range is the Vec's initialised elements, which stay allocated and in
            // place until `unregister` (the Vec is never grown while registered).
            self.keep_if_sticky(unsafe {
                result::host_register(
                    vec.as_ptr() as *mut std::ffi::c_void,
                    bytes,
                    sys::CU_MEMHOSTREGISTER_PORTABLE,
                )
            })
            .map_err(|e| e.context(format!("while registering {bytes} bytes of host memory")))?;
        }
        Ok(RegisteredVec {
            vec,
            device: self.clone(),
        })
    }
}

impl<T> RegisteredVec<T> {
    /// Unregisters the memory and returns the `Vec`. An error while unregistering is kept on
    /// the device and returned by its next call, as one from a drop is.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let v = dev.register_host(vec![1u32, 2, 3])?;
    /// assert_eq!(v.into_inner(), [1, 2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn into_inner(mut self) -> Vec<T> {
        self.unregister();
        let vec = std::mem::take(&mut self.vec);
        // `self.vec` is empty now, so the Drop below unregisters nothing.
        vec
    }

    /// The device whose context registered the memory.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(dev.register_host(vec![0u8; 4096])?.device().ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.device
    }

    fn unregister(&mut self) {
        if size_of_val(self.vec.as_slice()) == 0 {
            return;
        }
        let dev = &self.device;
        // SAFETY: registered in `register_host` from this pointer. No copy can be pending:
        // the copies that take host slices return only once done with them.
        let r = dev
            .make_current()
            .and_then(|()| unsafe { result::host_unregister(self.vec.as_mut_ptr().cast()) });
        if let Err(e) = r {
            dev.defer_error(e.context("while unregistering host memory"));
        }
    }
}

impl<T> std::ops::Deref for RegisteredVec<T> {
    type Target = [T];

    /// The elements, as a slice: a registered `Vec` goes wherever `&[T]` does.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let data = dev.register_host(vec![1.0f32; 1 << 20])?;
    /// assert_eq!(data.len(), 1 << 20); // slice methods through Deref
    /// let buf = dev.htod_sync_copy(&data)?; // &RegisteredVec<f32> coerces to &[f32]
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn deref(&self) -> &[T] {
        &self.vec
    }
}

impl<T> std::ops::DerefMut for RegisteredVec<T> {
    /// The elements, as a mutable slice (the `Vec` itself cannot grow while registered).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let buf = dev.htod_sync_copy(&[7u16; 1024])?;
    /// let mut host = dev.register_host(vec![0u16; 1024])?;
    /// dev.dtoh_sync_copy_into(&buf, &mut host)?; // &mut RegisteredVec<u16> coerces to &mut [u16]
    /// host[0] = 1;
    /// assert_eq!((host[0], host[1]), (1, 7));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.vec
    }
}

impl<T> AsRef<[T]> for RegisteredVec<T> {
    /// The elements, as a slice, for code generic over `AsRef<[T]>`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// fn first(v: &impl AsRef<[u8]>) -> u8 {
    ///     v.as_ref()[0]
    /// }
    /// let host = dev.register_host(vec![3u8; 4096])?;
    /// assert_eq!(first(&host), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn as_ref(&self) -> &[T] {
        &self.vec
    }
}

impl<T> AsMut<[T]> for RegisteredVec<T> {
    /// The elements, as a mutable slice, for code generic over `AsMut<[T]>`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// fn zero(v: &mut impl AsMut<[u8]>) {
    ///     v.as_mut().fill(0);
    /// }
    /// let mut host = dev.register_host(vec![3u8; 4096])?;
    /// zero(&mut host);
    /// assert!(host.iter().all(|&b| b == 0));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn as_mut(&mut self) -> &mut [T] {
        &mut self.vec
    }
}

impl<T> Drop for RegisteredVec<T> {
    fn drop(&mut self) {
        self.unregister();
    }
}
