//! The async twins of the image copies ([`CudaImage`] and its regions): each enqueues its work
//! on a pool stream when called, and host data goes through a pinned buffer that the operation
//! owns until the GPU is done with it.

use super::enqueue::DownloadBuffer;
use super::{AsyncDevice, GpuFuture, NO_BUFFERS};
use crate::driver::safe::port::plain_data;
use crate::driver::safe::port::{Copy2D, HasParts, host_image_len, image_row_bytes, same_shape};
use crate::driver::{
    CudaImage, DeviceImage, DeviceImageMut, DeviceRepr, DriverError, ValidAsZeroBits,
};

impl AsyncDevice {
    /// Allocates a zeroed `width` x `height` image of `channels` values of `T` per pixel, with
    /// the driver's pitch (`cuMemAllocPitch`, which does not wait for the GPU; the zeroing is
    /// enqueued on a pool stream).
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let img = adev.alloc_image_zeros::<u8>(1920, 1080, 3).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn alloc_image_zeros<T: ValidAsZeroBits + DeviceRepr + Send + 'static>(
        &self,
        width: usize,
        height: usize,
        channels: usize,
    ) -> GpuFuture<CudaImage<T>> {
        // The new image reaches the caller only through the future, once the GPU is done with
        // it, so nothing else can use it before.
        self.run(NO_BUFFERS, |ps| {
            let img = ps.alloc_image_zeros::<T>(width, height, channels)?;
            Ok(move |r: Result<(), DriverError>| r.map(|()| img))
        })
    }

    /// Copies a packed host image (`width * height * channels` values) to a new device image,
    /// consuming the `Vec`.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let img = adev.htod_image_copy(vec![0u8; 64 * 48 * 3], 64, 48, 3).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn htod_image_copy<T: ValidAsZeroBits + DeviceRepr + Send + 'static>(
        &self,
        src: Vec<T>,
        width: usize,
        height: usize,
        channels: usize,
    ) -> GpuFuture<CudaImage<T>> {
        if let Err(e) = image_row_bytes::<T>("htod_image_copy", width, height, channels)
            .and_then(|_| host_image_len("htod_image_copy", src.len(), width, height, channels))
        {
            return GpuFuture::failed(e);
        }
        self.run(NO_BUFFERS, |ps| {
            // Staged first: a failed staging leaves nothing enqueued on the new image.
            let staged = ps.stage(&src)?;
            drop(src);
            let img = ps.alloc_image_zeros::<T>(width, height, channels)?;
            let copy = Copy2D::htod(staged.as_ptr(), &img.parts());
            // SAFETY: the pinned buffer holds the packed rows and is owned by the operation
            // until the copy is done; the image was just allocated with room for them.
            unsafe { ps.copy_2d(&copy) }?;
            Ok(move |r: Result<(), DriverError>| {
                drop(staged);
                r.map(|()| img)
            })
        })
    }

    /// Copies a packed host image into `dst` (an image or a writable region), consuming the
    /// `Vec`, which must hold `width * height * channels` values of `dst`.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let mut img = adev.alloc_image_zeros::<f32>(4, 4, 1).await?;
    /// adev.htod_image_copy_into(vec![1.0; 16], &mut img).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn htod_image_copy_into<T: DeviceRepr + Send + 'static, Dst: DeviceImageMut<T>>(
        &self,
        src: Vec<T>,
        dst: &mut Dst,
    ) -> GpuFuture<()> {
        let p = dst.parts();
        let checked = plain_data::<T>("htod_image_copy_into").and_then(|()| {
            host_image_len(
                "htod_image_copy_into",
                src.len(),
                p.width(),
                p.height(),
                p.channels(),
            )
        });
        if let Err(e) = checked {
            return GpuFuture::failed(e);
        }
        self.run(&[dst.write()], |ps| {
            let staged = ps.stage(&src)?;
            drop(src);
            let copy = Copy2D::htod(staged.as_ptr(), &p);
            // SAFETY: the pinned buffer holds the packed rows and is owned by the operation
            // until the copy is done; `dst` is borrowed mutably and ordered by `run`.
            unsafe { ps.copy_2d(&copy) }?;
            Ok(move |r: Result<(), DriverError>| {
                drop(staged);
                r
            })
        })
    }

    /// Copies a device image (or region) into a new packed host image.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let img = adev.htod_image_copy(vec![5u8; 6], 3, 2, 1).await?;
    /// assert_eq!(adev.dtoh_image_copy(&img).await?, [5; 6]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn dtoh_image_copy<T: DeviceRepr + Send + 'static, Src: DeviceImage<T>>(
        &self,
        src: &Src,
    ) -> GpuFuture<Vec<T>> {
        self.dtoh_image_copy_into(src, Vec::new())
    }

    /// Copies a device image (or region) into an owned `Vec` (reusing its allocation) as a
    /// packed host image, and gives it back.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let img = adev.alloc_image_zeros::<u8>(3, 2, 1).await?;
    /// let host = adev.dtoh_image_copy_into(&img, Vec::with_capacity(6)).await?;
    /// assert_eq!(host, [0; 6]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn dtoh_image_copy_into<T: DeviceRepr + Send + 'static, Src: DeviceImage<T>>(
        &self,
        src: &Src,
        mut dst: Vec<T>,
    ) -> GpuFuture<Vec<T>> {
        let p = src.parts();
        let n = p.width() * p.height() * p.channels();
        let bytes = p.row_bytes() * p.height();
        // Here, not on the completion thread (their `Drop` is the user's code).
        dst.clear();
        self.run(&[src.read()], |ps| {
            let landing = DownloadBuffer::enqueue(ps, n, bytes, |buf| {
                let copy = Copy2D::dtoh(&p, buf.as_mut_ptr());
                // SAFETY: the pinned buffer has room for the packed rows and is owned by the
                // operation until the copy is done; `src` is ordered by `run`.
                unsafe { ps.copy_2d(&copy) }
            })?;
            Ok(move |r: Result<(), DriverError>| {
                // SAFETY: read only if the copy succeeded, and the GPU is done with it.
                r.map(|()| unsafe { landing.to_vec(dst) })
            })
        })
    }

    /// Copies one device image (or region) into another of the same width, height and channel
    /// count, whatever their pitches.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let a = adev.htod_image_copy(vec![1u8; 12], 4, 3, 1).await?;
    /// let mut b = adev.alloc_image_zeros::<u8>(4, 3, 1).await?;
    /// adev.dtod_image_copy(&a, &mut b).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn dtod_image_copy<T: DeviceRepr, Src: DeviceImage<T>, Dst: DeviceImageMut<T>>(
        &self,
        src: &Src,
        dst: &mut Dst,
    ) -> GpuFuture<()> {
        let (s, d) = (src.parts(), dst.parts());
        if let Err(e) = same_shape("dtod_image_copy", s.shape(), d.shape()) {
            return GpuFuture::failed(e);
        }
        let copy = Copy2D::dtod(&s, &d);
        self.run(&[src.read(), dst.write()], |ps| {
            // SAFETY: both hold the rows at their pitches, ordered by `run`; `dst` is borrowed
            // mutably, so it is not `src`.
            unsafe { ps.copy_2d(&copy) }?;
            Ok(Box::new(|r| r))
        })
    }
}
