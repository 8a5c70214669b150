//! Device-side copies and fills enqueued on a [`CudaStream`]: the stream-ordered operations to
//! put into a graph during [`CudaDevice::capture_graph`], also usable on any stream.

use super::device::CudaDevice;
use super::memory::{len_mismatch, same_gpu};
use super::repr::{DeviceRepr, ValidAsZeroBits};
use super::slice::sealed::Sealed;
use super::slice::{DevicePtr, DevicePtrMut};
use super::stream::CudaStream;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::Arc;

impl CudaStream {
    /// Copies `src` into `dst` on this stream, without waiting. Both must be memory of this
    /// stream's device, of the same length.
    ///
    /// On a stream that is capturing a graph the copy becomes a node of the graph, and both
    /// buffers are kept alive by it. On any other stream the copy waits for earlier writes to
    /// `src` and earlier uses of `dst` on any stream, and later work on either buffer waits for
    /// it, so no other call can see the buffers half-copied.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let input = dev.htod_sync_copy(&[1.0f32, 2.0, 3.0])?;
    /// let mut work = dev.alloc_zeros::<f32>(3)?;
    /// let graph = dev.capture_graph(|stream| {
    ///     stream.memcpy_dtod(&input, &mut work) // a copy node
    /// })?;
    /// graph.instantiate()?.launch()?;
    /// assert_eq!(dev.dtoh_sync_copy(&work)?, [1.0, 2.0, 3.0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn memcpy_dtod<T: DeviceRepr, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        &self,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        let dev = &self.device;
        dev.enter()?;
        self.check_buffer(src, "memcpy_dtod")?;
        self.check_buffer(dst, "memcpy_dtod")?;
        if src.len() != dst.len() {
            return Err(len_mismatch(
                "CudaStream::memcpy_dtod",
                src.len(),
                dst.len(),
            ));
        }
        let bytes = src.num_bytes();
        if bytes == 0 {
            return Ok(());
        }
        let (s, d) = (*src.device_ptr(), *dst.device_ptr_mut());
        let uses = [src.read(), dst.write()];
        dev.run_on(&self.lane, &uses, |stream| {
            // SAFETY: both are live buffers of `bytes` bytes on this device, ordered after the
            // work that used them (or recorded with the graph being captured); `dst` is
            // borrowed mutably.
            unsafe { result::memcpy_dtod_async(d, s, bytes, stream) }
        })
    }

    /// Sets every element of `dst` to zero bytes on this stream, without waiting. Ordered with
    /// other uses of `dst` as [`memcpy_dtod`](Self::memcpy_dtod) is; during a capture it
    /// becomes a node of the graph.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut acc = dev.htod_sync_copy(&[5u32; 4])?;
    /// let exec = dev
    ///     .capture_graph(|stream| stream.memset_zeros(&mut acc))?
    ///     .instantiate()?;
    /// exec.launch()?;
    /// assert_eq!(dev.dtoh_sync_copy(&acc)?, [0; 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn memset_zeros<T: ValidAsZeroBits + DeviceRepr, Dst: DevicePtrMut<T>>(
        &self,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        let dev = &self.device;
        dev.enter()?;
        self.check_buffer(dst, "memset_zeros")?;
        let bytes = dst.num_bytes();
        if bytes == 0 {
            return Ok(());
        }
        let d = *dst.device_ptr_mut();
        dev.run_on(&self.lane, &[dst.write()], |stream| {
            // SAFETY: `dst` is a live buffer of `bytes` bytes on this device, ordered after the
            // work that used it (or recorded with the graph being captured), borrowed mutably.
            unsafe { result::memset_d8_async(d, 0, bytes, stream) }
        })
    }

    fn check_buffer<B: Sealed + ?Sized>(&self, buf: &B, what: &str) -> Result<(), DriverError> {
        let owner: &Arc<CudaDevice> = buf.device_arc();
        if Arc::ptr_eq(owner, &self.device) {
            return Ok(());
        }
        Err(
            DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
                "in CudaStream::{what}: the buffer belongs to device {} but the stream to device {}{}",
                owner.ordinal,
                self.device.ordinal,
                same_gpu(owner, &self.device)
            )),
        )
    }
}
