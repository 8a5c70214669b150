//! A buffer copied as a whole: [`CudaSlice::try_clone`], `Clone`, and back to a `Vec`.

use super::kernel_args::DeviceRepr;
use super::slice::CudaSlice;
use crate::driver::result::DriverError;

impl<T: DeviceRepr> CudaSlice<T> {
    /// A copy of this buffer on the device, or the error that prevented it.
    ///
    /// ```no_run
    /// use cuda_driver::driver::DevicePtr;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1u8, 2, 3])?;
    /// let b = a.try_clone()?; // a new allocation
    /// assert_ne!(*a.device_ptr(), *b.device_ptr());
    /// assert_eq!(dev.dtoh_sync_copy(&b)?, [1, 2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
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
    /// [`try_clone`](CudaSlice::try_clone) to get the error instead. An error kept from an
    /// earlier drop is neither the cause of a panic here nor taken: the next fallible call
    /// still returns it.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1.0f32, 2.0])?;
    /// let mut b = a.clone();
    /// dev.memset_zeros(&mut b)?; // `a` is untouched
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, [1.0, 2.0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn clone(&self) -> Self {
        self.device
            .ctx
            .with_kept_errors_set_aside(|| self.try_clone())
            .unwrap_or_else(|e| panic!("CudaSlice::clone failed: {e}"))
    }
}

impl<T: Clone + Default + DeviceRepr + Unpin> TryFrom<CudaSlice<T>> for Vec<T> {
    type Error = DriverError;

    /// Copies the buffer back to the host and frees it. A copy of 32 MiB or more starts copy
    /// threads, as [`CudaDevice::dtoh_sync_copy_into`](crate::driver::CudaDevice::dtoh_sync_copy_into) says (its Copy threads section);
    /// `CUDA_DRIVER_COPY_THREADS=1` turns them off.
    ///
    /// [`CudaDevice::dtoh_sync_copy_into`]: crate::driver::CudaDevice::dtoh_sync_copy_into
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[4u32, 5, 6])?;
    /// let v = Vec::try_from(a)?;
    /// assert_eq!(v, [4, 5, 6]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn try_from(value: CudaSlice<T>) -> Result<Self, Self::Error> {
        value.device.clone().sync_reclaim(value)
    }
}
