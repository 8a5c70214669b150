//! Allocation and copies on [`CudaDevice`], all on the main stream.
//!
//! Copies that touch host memory return once the data has arrived. Device-only operations
//! (`alloc_zeros`, `memset_zeros`, `dtod_copy`) are enqueued in order on the main stream, so
//! later calls see their results.

use super::device::CudaDevice;
use super::repr::{DeviceRepr, ValidAsZeroBits};
use super::slice::sealed::Sealed;
use super::slice::{CudaSlice, DevicePtr, DevicePtrMut};
use super::track::By;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::Arc;

#[cold]
fn other_device(owner: &CudaDevice, this: &CudaDevice) -> DriverError {
    DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
        "the buffer belongs to device {} but the operation runs on device {}{}; copy between devices with a peer copy",
        owner.ordinal,
        this.ordinal,
        same_gpu(owner, this)
    ))
}

/// What an error naming two different device objects adds when both are objects of the same
/// GPU, where "device 0 ... device 0" alone would read as a contradiction.
#[cold]
pub(crate) fn same_gpu(a: &CudaDevice, b: &CudaDevice) -> &'static str {
    if a.ordinal == b.ordinal {
        " (two CudaDevice objects of one GPU: each CudaDevice::new opens its own, and buffers, \
         streams and kernels work only with the object that made them)"
    } else {
        ""
    }
}

/// The error for a copy whose source and destination lengths differ.
pub(crate) fn len_mismatch(what: &str, src: usize, dst: usize) -> DriverError {
    DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
        "in {what}: the source has {src} elements but the destination has {dst}"
    ))
}

fn bytes_of<T>(len: usize) -> Result<usize, DriverError> {
    len.checked_mul(size_of::<T>()).ok_or_else(|| {
        DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
            "while allocating {len} elements of {} bytes: the size overflows",
            size_of::<T>()
        ))
    })
}

/// `1.5 GiB`-style sizes for error messages.
fn human(bytes: usize) -> String {
    const UNITS: [&str; 5] = ["bytes", "KiB", "MiB", "GiB", "TiB"];
    let (mut v, mut u) = (bytes as f64, 0);
    while v >= 1024.0 && u < UNITS.len() - 1 {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{bytes} bytes")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

impl CudaDevice {
    /// Checks that `buf` is memory of this device.
    #[inline(always)]
    pub(crate) fn check_owner<B: Sealed + ?Sized>(&self, buf: &B) -> Result<(), DriverError> {
        let owner = buf.device_arc();
        if !std::ptr::eq(Arc::as_ptr(owner), self) {
            return Err(other_device(owner, self));
        }
        Ok(())
    }

    /// Allocates room for `len` values of `T`, uninitialised, in stream order on the main stream.
    ///
    /// # Safety
    ///
    /// The memory is uninitialised: it must be written (by a copy or a kernel) before it is read
    /// as `T`.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// // SAFETY: filled by the copy before anything reads it.
    /// let mut a = unsafe { dev.alloc::<f32>(3) }?;
    /// dev.htod_sync_copy_into(&[1.0, 2.0, 3.0], &mut a)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn alloc<T: DeviceRepr>(
        self: &Arc<Self>,
        len: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        self.enter()?;
        let bytes = bytes_of::<T>(len)?;
        if bytes == 0 {
            // SAFETY: an empty buffer owns no allocation; Drop frees nothing for zero bytes.
            return Ok(unsafe { CudaSlice::from_raw(self.clone(), 0, len) });
        }
        // SAFETY: the main stream is live; the memory is handed to the caller uninitialised,
        // which the caller's contract covers.
        let ptr = unsafe {
            if self.async_alloc {
                result::malloc_async(self.main.stream, bytes)
            } else {
                result::malloc_sync(bytes)
            }
        };
        let ptr = self.track(ptr).map_err(|e| {
            e.context(format!(
                "while allocating {} on device {}",
                human(bytes),
                self.ordinal
            ))
        })?;
        // SAFETY: a fresh allocation of `bytes` bytes on this device, owned by nobody else.
        let slice = unsafe { CudaSlice::from_raw(self.clone(), ptr, len) };
        // The allocation is ordered on the main stream: other streams wait for it as for a
        // write there.
        slice.tracker.after(By::Main(self.main.generation()), true);
        Ok(slice)
    }

    /// Allocates `len` zeroed values of `T`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.alloc_zeros::<f64>(100)?;
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, vec![0.0; 100]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn alloc_zeros<T: ValidAsZeroBits + DeviceRepr>(
        self: &Arc<Self>,
        len: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        // SAFETY: zeroed just below, before anything can read it; zero bytes are a valid T.
        let mut dst = unsafe { self.alloc(len) }?;
        self.memset_zeros(&mut dst)?;
        Ok(dst)
    }

    /// An empty buffer, which owns no device memory.
    pub fn null<T>(self: &Arc<Self>) -> Result<CudaSlice<T>, DriverError> {
        self.enter()?;
        // SAFETY: zero elements own no allocation.
        Ok(unsafe { CudaSlice::from_raw(self.clone(), 0, 0) })
    }

    /// Sets every element of `dst` to zero bytes.
    pub fn memset_zeros<T: ValidAsZeroBits + DeviceRepr, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        self.enter()?;
        self.check_owner(dst)?;
        let bytes = dst.num_bytes();
        if bytes == 0 {
            return Ok(());
        }
        let d = *dst.device_ptr_mut();
        // SAFETY: `dst` is a live buffer of `bytes` bytes, borrowed mutably.
        self.run_main(&[dst.write()], |s| unsafe {
            result::memset_d8_async(d, 0, bytes, s)
        })
    }

    /// Copies `src` into `dst` on the device. Both must have the same length.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1, 2, 3])?;
    /// let mut b = dev.alloc_zeros::<i32>(3)?;
    /// dev.dtod_copy(&a, &mut b)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn dtod_copy<T: DeviceRepr, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        self.enter()?;
        self.check_owner(src)?;
        self.check_owner(dst)?;
        if src.len() != dst.len() {
            return Err(len_mismatch("dtod_copy", src.len(), dst.len()));
        }
        let bytes = src.num_bytes();
        if bytes == 0 {
            return Ok(());
        }
        let (s, d) = (*src.device_ptr(), *dst.device_ptr_mut());
        // SAFETY: both are live buffers of this many bytes; `dst` is borrowed mutably.
        self.run_main(&[src.read(), dst.write()], |stream| unsafe {
            result::memcpy_dtod_async(d, s, bytes, stream)
        })
    }

    /// Copies a `Vec` to a new buffer, consuming it. Returns once the copy is done.
    pub fn htod_copy<T: Unpin + DeviceRepr>(
        self: &Arc<Self>,
        src: Vec<T>,
    ) -> Result<CudaSlice<T>, DriverError> {
        self.htod_sync_copy(&src)
    }

    /// Copies a `Vec` into `dst`, consuming it. Both must have the same length.
    pub fn htod_copy_into<T: DeviceRepr + Unpin>(
        self: &Arc<Self>,
        src: Vec<T>,
        dst: &mut CudaSlice<T>,
    ) -> Result<(), DriverError> {
        self.htod_sync_copy_into(&src, dst)
    }

    /// Copies host data to a new buffer and waits for the copy.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1.0f32, 2.0])?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn htod_sync_copy<T: DeviceRepr>(
        self: &Arc<Self>,
        src: &[T],
    ) -> Result<CudaSlice<T>, DriverError> {
        // SAFETY: filled by the copy below before anything can read it.
        let mut dst = unsafe { self.alloc(src.len()) }?;
        self.htod_sync_copy_into(src, &mut dst)?;
        Ok(dst)
    }

    /// Copies host data into `dst` and waits for the copy. Both must have the same length.
    pub fn htod_sync_copy_into<T: DeviceRepr, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        src: &[T],
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        self.enter()?;
        self.check_owner(dst)?;
        if src.len() != dst.len() {
            return Err(len_mismatch("htod_sync_copy_into", src.len(), dst.len()));
        }
        if dst.num_bytes() == 0 {
            return Ok(());
        }
        let d = *dst.device_ptr_mut();
        // SAFETY: `dst` has room for `src`; `src` stays borrowed until the synchronize returns.
        self.run_main(&[dst.write()], |stream| unsafe {
            result::memcpy_htod_async(d, src, stream)?;
            result::stream::synchronize(stream)
        })
    }

    /// Copies a buffer to a new `Vec` and waits for the copy.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[5u8; 4])?;
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, [5; 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn dtoh_sync_copy<T: DeviceRepr, Src: DevicePtr<T>>(
        self: &Arc<Self>,
        src: &Src,
    ) -> Result<Vec<T>, DriverError> {
        self.enter()?;
        self.check_owner(src)?;
        let n = src.len();
        let mut out: Vec<T> = Vec::with_capacity(n);
        let bytes = src.num_bytes();
        if bytes > 0 {
            let s = *src.device_ptr();
            let dst = out.as_mut_ptr();
            self.run_main(&[src.read()], |stream| {
                // SAFETY: the spare capacity has room for `bytes` bytes; `src` holds them.
                if bytes >= super::staging::STAGED_MIN_BYTES
                    && unsafe { self.dtoh_staged(dst.cast(), s, bytes) }?
                {
                    return Ok(());
                }
                // SAFETY: the copy writes `n` values into the Vec's spare capacity, which stays
                // allocated and unread until the copy is done.
                unsafe { self.dtoh_wait(std::slice::from_raw_parts_mut(dst, n), s, stream) }
            })?;
        }
        // SAFETY: the first `n` elements were written by the completed copy (or there are
        // none).
        unsafe { out.set_len(n) };
        Ok(out)
    }

    /// Copies a buffer into `dst` and waits for the copy. Both must have the same length.
    pub fn dtoh_sync_copy_into<T: DeviceRepr, Src: DevicePtr<T>>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut [T],
    ) -> Result<(), DriverError> {
        self.enter()?;
        self.check_owner(src)?;
        if src.len() != dst.len() {
            return Err(len_mismatch("dtoh_sync_copy_into", src.len(), dst.len()));
        }
        if src.num_bytes() == 0 {
            return Ok(());
        }
        let s = *src.device_ptr();
        // SAFETY: `dst` has room for `src` and stays borrowed until the copy is done.
        self.run_main(&[src.read()], |stream| unsafe {
            self.dtoh_wait(dst, s, stream)
        })
    }

    /// Copies `dst.len()` elements from `src` on the main stream and returns once they have
    /// arrived.
    ///
    /// # Safety
    ///
    /// `src` must hold `dst.len()` elements of `T`, valid in stream order.
    unsafe fn dtoh_wait<T>(
        &self,
        dst: &mut [T],
        src: sys::CUdeviceptr,
        stream: sys::CUstream,
    ) -> Result<(), DriverError> {
        // The driver documents that an async copy from the device to pageable host memory
        // returns only once the copy has completed; pinned or registered memory needs the
        // stream synchronised.
        let pageable = result::pointer_memory_type(dst.as_ptr().cast())?.is_none();
        // SAFETY: as the caller promised; `dst` is borrowed until this returns.
        unsafe { result::memcpy_dtoh_async(dst, src, stream)? };
        if pageable {
            return Ok(());
        }
        // SAFETY: the main stream is live.
        unsafe { result::stream::synchronize(stream) }
    }

    /// Copies a buffer back to a `Vec` and frees it.
    pub fn sync_reclaim<T: Clone + Default + DeviceRepr + Unpin>(
        self: &Arc<Self>,
        src: CudaSlice<T>,
    ) -> Result<Vec<T>, DriverError> {
        self.dtoh_sync_copy(&src)
    }

    /// Takes ownership of device memory, for example from [`CudaSlice::leak`].
    ///
    /// # Safety
    ///
    /// `cu_device_ptr` must be a live allocation of this device, made with cuMemAlloc or
    /// cuMemAllocAsync, of at least `len * size_of::<T>()` bytes, owned by nobody else, holding
    /// valid values of `T`.
    pub unsafe fn upgrade_device_ptr<T>(
        self: &Arc<Self>,
        cu_device_ptr: sys::CUdeviceptr,
        len: usize,
    ) -> CudaSlice<T> {
        // SAFETY: as the caller promised.
        unsafe { CudaSlice::from_raw(self.clone(), cu_device_ptr, len) }
    }
}

impl<T: DeviceRepr> CudaSlice<T> {
    /// A copy of this buffer on the device, or the error that prevented it.
    pub fn try_clone(&self) -> Result<Self, DriverError> {
        // SAFETY: filled by the copy before anything can read it.
        let mut dst = unsafe { self.device.alloc(self.len) }?;
        self.device.dtod_copy(self, &mut dst)?;
        Ok(dst)
    }
}

impl<T: DeviceRepr> Clone for CudaSlice<T> {
    /// A copy of this buffer on the device.
    ///
    /// # Panics
    ///
    /// If the device cannot allocate the copy, as `Vec::clone` does when memory runs out; use
    /// [`try_clone`](CudaSlice::try_clone) to get the error instead.
    fn clone(&self) -> Self {
        self.try_clone()
            .unwrap_or_else(|e| panic!("CudaSlice::clone failed: {e}"))
    }
}

impl<T: Clone + Default + DeviceRepr + Unpin> TryFrom<CudaSlice<T>> for Vec<T> {
    type Error = DriverError;

    /// Copies the buffer back to the host and frees it.
    fn try_from(value: CudaSlice<T>) -> Result<Self, Self::Error> {
        value.device.clone().sync_reclaim(value)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn human_sizes() {
        assert_eq!(super::human(10), "10 bytes");
        assert_eq!(super::human(4 << 30), "4.0 GiB");
        assert_eq!(super::human(1536), "1.5 KiB");
    }
}
