//! The handles NPP is called through: [`Npp`] (NPP on the calling thread's stream, each call
//! returning once enqueued) and [`AsyncNpp`] (the same calls on an [`AsyncDevice`]'s streams,
//! each returning a future). Each holds its device and what NPP's stream context needs of it,
//! and is the [`Exec`] that the operations of [`ops`] run on.

use super::checks;
use super::ops::{self, Exec};
use super::types::{Interpolation, NppPixel, YuvMatrix};
use crate::r#async::{AsyncDevice, GpuFuture};
use crate::driver::safe::port::{Dest, NoPool, Submitted, Use};
use crate::driver::sys::CUdevice_attribute as A;
use crate::driver::{CudaDevice, DeviceImage, DeviceImageMut, DriverError, Rect};
use crate::npp::result::{self, DeviceInfo};
use crate::npp::sys;
use std::sync::Arc;

/// Loads NPP (every library and function this crate uses) and reads what NPP's stream context
/// needs of the device.
fn open(dev: &Arc<CudaDevice>) -> Result<DeviceInfo, DriverError> {
    result::load().map_err(DriverError::from)?;
    let attr = |a| dev.attribute(a);
    Ok(DeviceInfo {
        ordinal: dev.ordinal() as i32,
        multiprocessors: attr(A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
        max_threads_per_multiprocessor: attr(
            A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR,
        )?,
        max_threads_per_block: attr(A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
        shared_mem_per_block: attr(A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)? as usize,
        cc_major: attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
        cc_minor: attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
    })
}

/// NPP image processing on the calling thread's stream of a device (the main stream on the
/// thread that opened it, as for the device's own calls): every call checks its arguments, then
/// enqueues NPP's work in order with the other work on its images (on any stream) and returns;
/// later calls on the device see the result. Errors (bad arguments, NPP's statuses) are
/// [`DriverError`]s naming the NPP function and the sizes it was given; for those NPP returned,
/// [`NppError::from_driver_error`](result::NppError::from_driver_error) gives NPP's own error
/// back, its status included (also from an [`AsyncNpp`] future's error).
///
/// Cheap to clone; `Send` and `Sync`.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::CudaDevice;
/// use cuda_driver::npp::{Interpolation, Npp};
///
/// let dev = CudaDevice::new(0)?;
/// let npp = Npp::new(dev.clone())?;
/// let frame = dev.htod_image_sync_copy(&vec![128u8; 1920 * 1080 * 3], 1920, 1080, 3)?;
/// let mut small = dev.alloc_image_zeros::<u8>(640, 360, 3)?;
/// npp.resize(&frame, &mut small, Interpolation::Linear)?;
/// let pixels = dev.dtoh_image_sync_copy(&small)?;
/// assert_eq!(pixels.len(), 640 * 360 * 3);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Npp {
    dev: Arc<CudaDevice>,
    info: DeviceInfo,
}

/// NPP image processing on an [`AsyncDevice`]: the calls of [`Npp`], each enqueued when called
/// on one of the adapter's streams and returning a [`GpuFuture`] that resolves once the GPU has
/// done it. Ordered with every other use of its images, like the adapter's own calls; dropping
/// or leaking a future is sound.
///
/// Cheap to clone; `Send` and `Sync`.
///
/// # Examples
///
/// ```no_run
/// # futures_lite::future::block_on(async {
/// use cuda_driver::driver::CudaDevice;
/// use cuda_driver::npp::{AsyncNpp, Interpolation};
/// use cuda_driver::r#async::AsyncDevice;
///
/// let adev = AsyncDevice::new(CudaDevice::new(0)?)?;
/// let npp = AsyncNpp::new(adev.clone())?;
/// let frame = adev.htod_image_copy(vec![128u8; 1920 * 1080 * 3], 1920, 1080, 3).await?;
/// let mut small = adev.alloc_image_zeros::<u8>(640, 360, 3).await?;
/// npp.resize(&frame, &mut small, Interpolation::Super).await?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// # });
/// ```
#[derive(Clone, Debug)]
pub struct AsyncNpp {
    adev: AsyncDevice,
    dev: Arc<CudaDevice>,
    info: DeviceInfo,
}

impl Exec for Npp {
    type Out = Result<(), DriverError>;

    fn device(&self) -> &Arc<CudaDevice> {
        &self.dev
    }

    fn runs_on(&self) -> &'static str {
        "this Npp runs on"
    }

    fn failed(&self, e: DriverError) -> Self::Out {
        Err(e)
    }

    fn exec(
        &self,
        uses: &[Use<'_>],
        call: impl FnOnce(sys::NppStreamContext) -> Result<(), DriverError>,
    ) -> Self::Out {
        let info = self.info;
        let sub = Dest::<NoPool>::Thread.check_with(&self.dev, self.runs_on(), uses)?;
        match sub.submit(uses, |_, stream| {
            call(result::stream_context(&info, stream))
        })? {
            Submitted::Enqueued(()) => Ok(()),
            Submitted::Future(never) => match never {},
        }
    }
}

impl Exec for AsyncNpp {
    type Out = GpuFuture<()>;

    fn device(&self) -> &Arc<CudaDevice> {
        &self.dev
    }

    fn runs_on(&self) -> &'static str {
        "this AsyncNpp runs on"
    }

    fn failed(&self, e: DriverError) -> Self::Out {
        GpuFuture::failed(e)
    }

    fn exec(
        &self,
        uses: &[Use<'_>],
        call: impl FnOnce(sys::NppStreamContext) -> Result<(), DriverError>,
    ) -> Self::Out {
        let info = self.info;
        let dest = Dest::Pool {
            pool: &self.adev,
            follow: true,
        };
        let done = dest
            .check_with(&self.dev, self.runs_on(), uses)
            .and_then(|sub| {
                sub.submit(uses, |_, stream| {
                    call(result::stream_context(&info, stream))
                })
            });
        match done {
            Ok(Submitted::Future(f)) => f,
            Ok(Submitted::Enqueued(())) => GpuFuture::ready(Ok(())),
            Err(e) => GpuFuture::failed(e),
        }
    }
}

/// `(top, left)` that centres `src` in `dst`.
fn centre<T>(
    src: &(impl DeviceImage<T> + ?Sized),
    dst: &(impl DeviceImage<T> + ?Sized),
) -> (usize, usize) {
    checks::centre(&src.parts(), &dst.parts())
}

impl Npp {
    /// NPP for `dev`: loads the NPP libraries (see [`loader`](crate::loader)) and checks that
    /// every function this crate uses is there, so that a missing or wrong library is an error
    /// here, naming what was tried or the missing function.
    ///
    /// ```no_run
    /// let npp = cuda_driver::npp::Npp::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new(dev: Arc<CudaDevice>) -> Result<Self, DriverError> {
        let info = open(&dev)?;
        Ok(Npp { dev, info })
    }

    /// The device this runs on.
    ///
    /// ```no_run
    /// # let npp = cuda_driver::npp::Npp::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// assert_eq!(npp.device().ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.dev
    }

    /// Resizes all of `src` to all of `dst` (same channel count: 1 or 3).
    ///
    /// ```no_run
    /// use cuda_driver::npp::Interpolation;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// let src = dev.alloc_image_zeros::<f32>(1920, 1080, 1)?;
    /// let mut dst = dev.alloc_image_zeros::<f32>(960, 540, 1)?;
    /// npp.resize(&src, &mut dst, Interpolation::Super)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn resize<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
        interpolation: Interpolation,
    ) -> Result<(), DriverError> {
        let (sr, dr) = (full(src), full(dst));
        ops::resize(self, src, sr, dst, dr, interpolation)
    }

    /// Resizes the region `src_rect` of `src` to the region `dst_rect` of `dst`, leaving the
    /// rest of `dst` as it is (the regions of async-cuda's `resize`). Pixels near the edge of
    /// `src_rect` may be interpolated from neighbours outside it, within `src`.
    ///
    /// ```no_run
    /// use cuda_driver::driver::Rect;
    /// use cuda_driver::npp::Interpolation;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// let src = dev.alloc_image_zeros::<u8>(1920, 1080, 3)?;
    /// let mut dst = dev.alloc_image_zeros::<u8>(640, 640, 3)?;
    /// npp.resize_region(&src, Rect::full(1920, 1080), &mut dst, Rect::new(0, 140, 640, 360),
    ///     Interpolation::Linear)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn resize_region<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        src_rect: Rect,
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
        dst_rect: Rect,
        interpolation: Interpolation,
    ) -> Result<(), DriverError> {
        ops::resize(self, src, src_rect, dst, dst_rect, interpolation)
    }

    /// `dst(x, y) = src(x_map(x, y), y_map(x, y))`, interpolated: the maps are 1-channel `f32`
    /// images of `dst`'s size holding source coordinates (pixel centres at integers).
    /// Destination pixels that map outside `src` are left as they are.
    ///
    /// ```no_run
    /// use cuda_driver::npp::Interpolation;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// let src = dev.alloc_image_zeros::<u8>(64, 64, 1)?;
    /// // A horizontal flip.
    /// let xs: Vec<f32> = (0..64 * 64).map(|i| 63.0 - (i % 64) as f32).collect();
    /// let ys: Vec<f32> = (0..64 * 64).map(|i| (i / 64) as f32).collect();
    /// let x_map = dev.htod_image_sync_copy(&xs, 64, 64, 1)?;
    /// let y_map = dev.htod_image_sync_copy(&ys, 64, 64, 1)?;
    /// let mut dst = dev.alloc_image_zeros::<u8>(64, 64, 1)?;
    /// npp.remap(&src, &x_map, &y_map, &mut dst, Interpolation::Nearest)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn remap<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        x_map: &(impl DeviceImage<f32> + ?Sized),
        y_map: &(impl DeviceImage<f32> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
        interpolation: Interpolation,
    ) -> Result<(), DriverError> {
        ops::remap(self, src, x_map, y_map, dst, interpolation)
    }

    /// Copies `src` into `dst` with its top-left pixel at `(left, top)`, and fills the rest of
    /// `dst` with `value` (one value per channel).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// let src = dev.alloc_image_zeros::<u8>(640, 360, 3)?;
    /// let mut dst = dev.alloc_image_zeros::<u8>(640, 640, 3)?;
    /// npp.copy_const_border(&src, &mut dst, 140, 0, &[114, 114, 114])?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn copy_const_border<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
        top: usize,
        left: usize,
        value: &[T],
    ) -> Result<(), DriverError> {
        ops::copy_const_border("copy_const_border", self, src, dst, top, left, value)
    }

    /// Letterboxing: [`copy_const_border`](Self::copy_const_border) with `src` centred in
    /// `dst` (any odd pixel of border goes to the bottom and right).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// let src = dev.alloc_image_zeros::<u8>(640, 360, 3)?;
    /// let mut dst = dev.alloc_image_zeros::<u8>(640, 640, 3)?;
    /// npp.letterbox(&src, &mut dst, &[114, 114, 114])?; // 140 rows above, 140 below
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn letterbox<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
        value: &[T],
    ) -> Result<(), DriverError> {
        let (top, left) = centre(src, dst);
        ops::copy_const_border("letterbox", self, src, dst, top, left, value)
    }

    /// NV12 to packed RGB: `y` is the `w` x `h` luma plane (1 channel), `uv` the interleaved
    /// chroma plane (`w/2` x `h/2` with 2 channels, or `w` x `h/2` with 1), each with its own
    /// pitch; `dst` is `w` x `h` with 3 channels. `w` and `h` are even.
    ///
    /// ```no_run
    /// use cuda_driver::driver::Rect;
    /// use cuda_driver::npp::YuvMatrix;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// // One NV12 frame as decoders lay it out: 1080 rows of Y, then 540 of UV.
    /// let frame = dev.alloc_image_zeros::<u8>(1920, 1620, 1)?;
    /// let y = frame.region(Rect::new(0, 0, 1920, 1080))?;
    /// let uv = frame.region(Rect::new(0, 1080, 1920, 540))?;
    /// let mut rgb = dev.alloc_image_zeros::<u8>(1920, 1080, 3)?;
    /// npp.nv12_to_rgb(&y, &uv, &mut rgb, YuvMatrix::Bt709)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn nv12_to_rgb(
        &self,
        y: &(impl DeviceImage<u8> + ?Sized),
        uv: &(impl DeviceImage<u8> + ?Sized),
        dst: &mut (impl DeviceImageMut<u8> + ?Sized),
        matrix: YuvMatrix,
    ) -> Result<(), DriverError> {
        ops::nv12_to_rgb(self, y, uv, dst, matrix)
    }

    /// Planar YUV 4:2:0 (I420) to packed RGB: `y` is `w` x `h`, `u` and `v` are `w/2` x `h/2`
    /// (1 channel each, any pitches); `dst` is `w` x `h` with 3 channels.
    ///
    /// ```no_run
    /// use cuda_driver::npp::YuvMatrix;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// let y = dev.alloc_image_zeros::<u8>(64, 32, 1)?;
    /// let u = dev.alloc_image_zeros::<u8>(32, 16, 1)?;
    /// let v = dev.alloc_image_zeros::<u8>(32, 16, 1)?;
    /// let mut rgb = dev.alloc_image_zeros::<u8>(64, 32, 3)?;
    /// npp.yuv420_to_rgb(&y, &u, &v, &mut rgb, YuvMatrix::Bt601)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn yuv420_to_rgb(
        &self,
        y: &(impl DeviceImage<u8> + ?Sized),
        u: &(impl DeviceImage<u8> + ?Sized),
        v: &(impl DeviceImage<u8> + ?Sized),
        dst: &mut (impl DeviceImageMut<u8> + ?Sized),
        matrix: YuvMatrix,
    ) -> Result<(), DriverError> {
        ops::yuv420_to_rgb(self, y, u, v, dst, matrix)
    }

    /// RGB to BGR (or BGR to RGB): swaps the first and third channels of a 3-channel image.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// let rgb = dev.htod_image_sync_copy(&[1u8, 2, 3], 1, 1, 3)?;
    /// let mut bgr = dev.alloc_image_zeros::<u8>(1, 1, 3)?;
    /// npp.rgb_to_bgr(&rgb, &mut bgr)?;
    /// assert_eq!(dev.dtoh_image_sync_copy(&bgr)?, [3, 2, 1]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn rgb_to_bgr<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
    ) -> Result<(), DriverError> {
        ops::rgb_to_bgr(self, src, dst)
    }

    /// RGB (3 channels) to gray (1 channel): `0.299 R + 0.587 G + 0.114 B`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// let rgb = dev.htod_image_sync_copy(&[255u8, 255, 255], 1, 1, 3)?;
    /// let mut gray = dev.alloc_image_zeros::<u8>(1, 1, 1)?;
    /// npp.rgb_to_gray(&rgb, &mut gray)?;
    /// assert_eq!(dev.dtoh_image_sync_copy(&gray)?, [255]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn rgb_to_gray<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
    ) -> Result<(), DriverError> {
        ops::rgb_to_gray(self, src, dst)
    }

    /// 8-bit to 32-bit float with a scale and an offset per channel:
    /// `dst = src * scale[c] + offset[c]` (a network's input normalisation:
    /// `scale = 1 / (255 * std)`, `offset = -mean / std`). 1 or 3 channels.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// let src = dev.htod_image_sync_copy(&[0u8, 255, 51], 1, 1, 3)?;
    /// let mut dst = dev.alloc_image_zeros::<f32>(1, 1, 3)?;
    /// npp.u8_to_f32(&src, &mut dst, &[1.0 / 255.0; 3], &[0.0, 0.0, -0.2])?;
    /// let v = dev.dtoh_image_sync_copy(&dst)?;
    /// assert!((v[1] - 1.0).abs() < 1e-6 && v[2].abs() < 1e-6);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn u8_to_f32(
        &self,
        src: &(impl DeviceImage<u8> + ?Sized),
        dst: &mut (impl DeviceImageMut<f32> + ?Sized),
        scale: &[f32],
        offset: &[f32],
    ) -> Result<(), DriverError> {
        ops::u8_to_f32(self, src, dst, scale, offset)
    }

    /// Packed 3-channel (HWC) to three 1-channel planes (CHW), which NPP writes with one pitch:
    /// rows of one image ([`CudaImage::split_rows_mut`](crate::driver::CudaImage::split_rows_mut))
    /// or images of the same pitch.
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaImage;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// let hwc = dev.alloc_image_zeros::<f32>(640, 640, 3)?;
    /// let mut chw = CudaImage::from_slice(dev.alloc_zeros::<f32>(3 * 640 * 640)?, 640, 3 * 640, 1)
    ///     .map_err(|(_, e)| e)?;
    /// let (mut r, gb) = chw.split_rows_mut(640)?;
    /// let (mut g, mut b) = gb.split_rows_mut(640)?;
    /// npp.packed_to_planar(&hwc, [&mut r, &mut g, &mut b])?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn packed_to_planar<T: NppPixel, D: DeviceImageMut<T> + ?Sized>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        planes: [&mut D; 3],
    ) -> Result<(), DriverError> {
        ops::packed_to_planar(self, src, planes)
    }

    /// Three 1-channel planes (CHW), of one pitch, to packed 3-channel (HWC).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let npp = cuda_driver::npp::Npp::new(dev.clone())?;
    /// let plane = dev.alloc_image_zeros::<u8>(64, 64, 1)?;
    /// let mut rgb = dev.alloc_image_zeros::<u8>(64, 64, 3)?;
    /// npp.planar_to_packed([&plane, &plane, &plane], &mut rgb)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn planar_to_packed<T: NppPixel, S: DeviceImage<T> + ?Sized>(
        &self,
        planes: [&S; 3],
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
    ) -> Result<(), DriverError> {
        ops::planar_to_packed(self, planes, dst)
    }
}

impl AsyncNpp {
    /// NPP for the device `adev` wraps, on its streams: loads the NPP libraries and checks that
    /// every function this crate uses is there, as [`Npp::new`] does.
    ///
    /// ```no_run
    /// use cuda_driver::{driver::CudaDevice, npp::AsyncNpp, r#async::AsyncDevice};
    /// let npp = AsyncNpp::new(AsyncDevice::new(CudaDevice::new(0)?)?)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new(adev: AsyncDevice) -> Result<Self, DriverError> {
        let dev = adev.device();
        let info = open(&dev)?;
        Ok(AsyncNpp { adev, dev, info })
    }

    /// The async device this runs on.
    ///
    /// ```no_run
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let npp = cuda_driver::npp::AsyncNpp::new(adev)?;
    /// assert_eq!(npp.async_device().device().ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn async_device(&self) -> &AsyncDevice {
        &self.adev
    }

    /// [`Npp::resize`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// use cuda_driver::npp::Interpolation;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let src = adev.alloc_image_zeros::<u8>(1920, 1080, 3).await?;
    /// let mut dst = adev.alloc_image_zeros::<u8>(640, 360, 3).await?;
    /// npp.resize(&src, &mut dst, Interpolation::Linear).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn resize<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
        interpolation: Interpolation,
    ) -> GpuFuture<()> {
        let (sr, dr) = (full(src), full(dst));
        ops::resize(self, src, sr, dst, dr, interpolation)
    }

    /// [`Npp::resize_region`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// use cuda_driver::{driver::Rect, npp::Interpolation};
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let src = adev.alloc_image_zeros::<u8>(64, 64, 1).await?;
    /// let mut dst = adev.alloc_image_zeros::<u8>(64, 64, 1).await?;
    /// npp.resize_region(&src, Rect::new(0, 0, 32, 32), &mut dst, Rect::full(64, 64),
    ///     Interpolation::Cubic).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn resize_region<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        src_rect: Rect,
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
        dst_rect: Rect,
        interpolation: Interpolation,
    ) -> GpuFuture<()> {
        ops::resize(self, src, src_rect, dst, dst_rect, interpolation)
    }

    /// [`Npp::remap`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// use cuda_driver::npp::Interpolation;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let src = adev.alloc_image_zeros::<f32>(8, 8, 3).await?;
    /// let x = adev.htod_image_copy(vec![1.5f32; 16], 4, 4, 1).await?;
    /// let y = adev.htod_image_copy(vec![2.5f32; 16], 4, 4, 1).await?;
    /// let mut dst = adev.alloc_image_zeros::<f32>(4, 4, 3).await?;
    /// npp.remap(&src, &x, &y, &mut dst, Interpolation::Linear).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn remap<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        x_map: &(impl DeviceImage<f32> + ?Sized),
        y_map: &(impl DeviceImage<f32> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
        interpolation: Interpolation,
    ) -> GpuFuture<()> {
        ops::remap(self, src, x_map, y_map, dst, interpolation)
    }

    /// [`Npp::copy_const_border`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let src = adev.alloc_image_zeros::<u8>(4, 4, 1).await?;
    /// let mut dst = adev.alloc_image_zeros::<u8>(6, 6, 1).await?;
    /// npp.copy_const_border(&src, &mut dst, 1, 1, &[255]).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn copy_const_border<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
        top: usize,
        left: usize,
        value: &[T],
    ) -> GpuFuture<()> {
        ops::copy_const_border("copy_const_border", self, src, dst, top, left, value)
    }

    /// [`Npp::letterbox`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let src = adev.alloc_image_zeros::<u8>(640, 360, 3).await?;
    /// let mut dst = adev.alloc_image_zeros::<u8>(640, 640, 3).await?;
    /// npp.letterbox(&src, &mut dst, &[114, 114, 114]).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn letterbox<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
        value: &[T],
    ) -> GpuFuture<()> {
        let (top, left) = centre(src, dst);
        ops::copy_const_border("letterbox", self, src, dst, top, left, value)
    }

    /// [`Npp::nv12_to_rgb`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// use cuda_driver::npp::YuvMatrix;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let y = adev.alloc_image_zeros::<u8>(64, 64, 1).await?;
    /// let uv = adev.alloc_image_zeros::<u8>(32, 32, 2).await?;
    /// let mut rgb = adev.alloc_image_zeros::<u8>(64, 64, 3).await?;
    /// npp.nv12_to_rgb(&y, &uv, &mut rgb, YuvMatrix::Bt709).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn nv12_to_rgb(
        &self,
        y: &(impl DeviceImage<u8> + ?Sized),
        uv: &(impl DeviceImage<u8> + ?Sized),
        dst: &mut (impl DeviceImageMut<u8> + ?Sized),
        matrix: YuvMatrix,
    ) -> GpuFuture<()> {
        ops::nv12_to_rgb(self, y, uv, dst, matrix)
    }

    /// [`Npp::yuv420_to_rgb`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// use cuda_driver::npp::YuvMatrix;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let y = adev.alloc_image_zeros::<u8>(64, 64, 1).await?;
    /// let c = adev.alloc_image_zeros::<u8>(32, 32, 1).await?;
    /// let mut rgb = adev.alloc_image_zeros::<u8>(64, 64, 3).await?;
    /// npp.yuv420_to_rgb(&y, &c, &c, &mut rgb, YuvMatrix::Bt601).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn yuv420_to_rgb(
        &self,
        y: &(impl DeviceImage<u8> + ?Sized),
        u: &(impl DeviceImage<u8> + ?Sized),
        v: &(impl DeviceImage<u8> + ?Sized),
        dst: &mut (impl DeviceImageMut<u8> + ?Sized),
        matrix: YuvMatrix,
    ) -> GpuFuture<()> {
        ops::yuv420_to_rgb(self, y, u, v, dst, matrix)
    }

    /// [`Npp::rgb_to_bgr`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let rgb = adev.htod_image_copy(vec![1.0f32, 2.0, 3.0], 1, 1, 3).await?;
    /// let mut bgr = adev.alloc_image_zeros::<f32>(1, 1, 3).await?;
    /// npp.rgb_to_bgr(&rgb, &mut bgr).await?;
    /// assert_eq!(adev.dtoh_image_copy(&bgr).await?, [3.0, 2.0, 1.0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn rgb_to_bgr<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
    ) -> GpuFuture<()> {
        ops::rgb_to_bgr(self, src, dst)
    }

    /// [`Npp::rgb_to_gray`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let rgb = adev.alloc_image_zeros::<u8>(8, 8, 3).await?;
    /// let mut gray = adev.alloc_image_zeros::<u8>(8, 8, 1).await?;
    /// npp.rgb_to_gray(&rgb, &mut gray).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn rgb_to_gray<T: NppPixel>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
    ) -> GpuFuture<()> {
        ops::rgb_to_gray(self, src, dst)
    }

    /// [`Npp::u8_to_f32`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let src = adev.alloc_image_zeros::<u8>(640, 640, 3).await?;
    /// let mut dst = adev.alloc_image_zeros::<f32>(640, 640, 3).await?;
    /// npp.u8_to_f32(&src, &mut dst, &[1.0 / 255.0; 3], &[0.0; 3]).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn u8_to_f32(
        &self,
        src: &(impl DeviceImage<u8> + ?Sized),
        dst: &mut (impl DeviceImageMut<f32> + ?Sized),
        scale: &[f32],
        offset: &[f32],
    ) -> GpuFuture<()> {
        ops::u8_to_f32(self, src, dst, scale, offset)
    }

    /// [`Npp::packed_to_planar`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let hwc = adev.alloc_image_zeros::<u8>(64, 64, 3).await?;
    /// let mut chw = adev.alloc_image_zeros::<u8>(64, 192, 1).await?;
    /// let (mut r, gb) = chw.split_rows_mut(64)?;
    /// let (mut g, mut b) = gb.split_rows_mut(64)?;
    /// npp.packed_to_planar(&hwc, [&mut r, &mut g, &mut b]).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn packed_to_planar<T: NppPixel, D: DeviceImageMut<T> + ?Sized>(
        &self,
        src: &(impl DeviceImage<T> + ?Sized),
        planes: [&mut D; 3],
    ) -> GpuFuture<()> {
        ops::packed_to_planar(self, src, planes)
    }

    /// [`Npp::planar_to_packed`] as a future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let npp = cuda_driver::npp::AsyncNpp::new(adev.clone())?;
    /// let plane = adev.alloc_image_zeros::<u8>(64, 64, 1).await?;
    /// let mut rgb = adev.alloc_image_zeros::<u8>(64, 64, 3).await?;
    /// npp.planar_to_packed([&plane, &plane, &plane], &mut rgb).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn planar_to_packed<T: NppPixel, S: DeviceImage<T> + ?Sized>(
        &self,
        planes: [&S; 3],
        dst: &mut (impl DeviceImageMut<T> + ?Sized),
    ) -> GpuFuture<()> {
        ops::planar_to_packed(self, planes, dst)
    }
}

/// The whole of an image, as a region.
fn full<T>(img: &(impl DeviceImage<T> + ?Sized)) -> Rect {
    let p = img.parts();
    Rect::full(p.width(), p.height())
}
