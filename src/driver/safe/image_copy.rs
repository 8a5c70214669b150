//! Allocation of [`CudaImage`]s and 2D copies (`cuMemcpy2DAsync`) between tightly packed host
//! images and device images, and between device images, on [`CudaDevice`]'s main stream.
//!
//! A host image is a `&[T]` (or `Vec<T>`) of `width * height * channels` values: rows one
//! after another without padding, the channels of each pixel interleaved. Copies that touch
//! host memory return once the data has arrived; `dtod_image_copy` is enqueued in order on the
//! main stream.

use super::checks::{host_image_len, image_row_bytes, same_shape};
use super::device::CudaDevice;
use super::image::{CudaImage, DeviceImage, DeviceImageMut, Parts, image_sealed::HasParts};
use super::kernel_args::{DeviceRepr, ValidAsZeroBits};
use super::slice::sealed::Sealed;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::Arc;

/// The source or the destination of a 2D copy: host memory read, host memory written, or
/// device memory.
#[derive(Clone, Copy, Debug)]
enum CopyEnd {
    Host(*const u8),
    HostMut(*mut u8),
    Device(sys::CUdeviceptr),
}

/// A 2D copy of `height` rows of `width_bytes` bytes, each side with its own pitch: what
/// `cuMemcpy2DAsync` is given.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Copy2D {
    src: CopyEnd,
    src_pitch: usize,
    dst: CopyEnd,
    dst_pitch: usize,
    width_bytes: usize,
    height: usize,
}

// SAFETY: plain addresses; whoever enqueues the copy answers for the memory behind them.
unsafe impl Send for Copy2D {}

impl Copy2D {
    /// From a packed host image at `src` into the device image `dst`.
    pub(crate) fn htod(src: *const u8, dst: &Parts) -> Self {
        Copy2D {
            src: CopyEnd::Host(src),
            src_pitch: dst.row_bytes(),
            dst: CopyEnd::Device(dst.ptr),
            dst_pitch: dst.pitch,
            width_bytes: dst.row_bytes(),
            height: dst.height,
        }
    }

    /// From the device image `src` into a packed host image at `dst`.
    pub(crate) fn dtoh(src: &Parts, dst: *mut u8) -> Self {
        Copy2D {
            src: CopyEnd::Device(src.ptr),
            src_pitch: src.pitch,
            dst: CopyEnd::HostMut(dst),
            dst_pitch: src.row_bytes(),
            width_bytes: src.row_bytes(),
            height: src.height,
        }
    }

    /// From one device image into another of the same shape.
    pub(crate) fn dtod(src: &Parts, dst: &Parts) -> Self {
        Copy2D {
            src: CopyEnd::Device(src.ptr),
            src_pitch: src.pitch,
            dst: CopyEnd::Device(dst.ptr),
            dst_pitch: dst.pitch,
            width_bytes: src.row_bytes(),
            height: src.height,
        }
    }

    /// Enqueues the copy on `stream`.
    ///
    /// # Safety
    ///
    /// Every row described must be valid for reading at the source and writing at the
    /// destination in stream order; host memory must stay alive and untouched until the copy
    /// is done.
    pub(crate) unsafe fn enqueue(&self, stream: sys::CUstream) -> Result<(), DriverError> {
        let mut c = sys::CUDA_MEMCPY2D {
            srcPitch: self.src_pitch,
            dstPitch: self.dst_pitch,
            WidthInBytes: self.width_bytes,
            Height: self.height,
            ..Default::default()
        };
        match self.src {
            CopyEnd::Host(p) => {
                c.srcMemoryType = sys::CUmemorytype::CU_MEMORYTYPE_HOST;
                c.srcHost = p.cast();
            }
            CopyEnd::HostMut(p) => {
                c.srcMemoryType = sys::CUmemorytype::CU_MEMORYTYPE_HOST;
                c.srcHost = p.cast_const().cast();
            }
            CopyEnd::Device(d) => {
                c.srcMemoryType = sys::CUmemorytype::CU_MEMORYTYPE_DEVICE;
                c.srcDevice = d;
            }
        }
        match self.dst {
            CopyEnd::Host(p) => {
                c.dstMemoryType = sys::CUmemorytype::CU_MEMORYTYPE_HOST;
                c.dstHost = p.cast_mut().cast();
            }
            CopyEnd::HostMut(p) => {
                c.dstMemoryType = sys::CUmemorytype::CU_MEMORYTYPE_HOST;
                c.dstHost = p.cast();
            }
            CopyEnd::Device(d) => {
                c.dstMemoryType = sys::CUmemorytype::CU_MEMORYTYPE_DEVICE;
                c.dstDevice = d;
            }
        }
        // SAFETY: as the caller promised.
        unsafe { result::memcpy_2d_async(&c, stream) }
    }
}

impl CudaDevice {
    /// Allocates a `width` x `height` image of `channels` values of `T` per pixel, with the
    /// pitch the driver chooses ([`cuMemAllocPitch`]), uninitialised.
    ///
    /// `T` may be of any size: where the driver's pitch is not a multiple of `size_of::<T>()`
    /// (a 12-byte `[f32; 3]` pixel, say), rows are padded further, to a multiple of both the
    /// value's size and the driver's alignment.
    ///
    /// # Safety
    ///
    /// The memory is uninitialised: the pixels must be written before they are read, and the
    /// padding at the end of each row too before the image is read as a plain buffer (through
    /// [`DevicePtr`](super::DevicePtr)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// // SAFETY: every pixel is written by the copy before anything reads the image.
    /// let mut img = unsafe { dev.alloc_image::<u8>(4, 2, 1) }?;
    /// dev.htod_image_sync_copy_into(&[1, 2, 3, 4, 5, 6, 7, 8], &mut img)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemAllocPitch`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub unsafe fn alloc_image<T: DeviceRepr>(
        self: &Arc<Self>,
        width: usize,
        height: usize,
        channels: usize,
    ) -> Result<CudaImage<T>, DriverError> {
        self.check_and_make_current()?;
        // SAFETY: the caller's contract.
        unsafe { CudaImage::alloc_pitched(self, "alloc_image", width, height, channels) }
    }

    /// Allocates a `width` x `height` image of `channels` values of `T` per pixel, with the
    /// pitch the driver chooses ([`cuMemAllocPitch`]), every byte zero (padding included). `T`
    /// may be of any size, as for [`alloc_image`](Self::alloc_image).
    ///
    /// ```no_run
    /// use cuda_driver::driver::DeviceImage;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = dev.alloc_image_zeros::<f32>(640, 360, 3)?;
    /// assert!(img.pitch() >= 640 * 3 * 4);
    /// assert!(dev.dtoh_image_sync_copy(&img)?.iter().all(|&v| v == 0.0));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemAllocPitch`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub fn alloc_image_zeros<T: ValidAsZeroBits + DeviceRepr>(
        self: &Arc<Self>,
        width: usize,
        height: usize,
        channels: usize,
    ) -> Result<CudaImage<T>, DriverError> {
        self.check_and_make_current()?;
        // SAFETY: zeroed just below, before anything can read it.
        let img = unsafe {
            CudaImage::<T>::alloc_pitched(self, "alloc_image_zeros", width, height, channels)
        }?;
        let p = img.parts();
        let bytes = p.pitch * p.height;
        // SAFETY: the allocation has `pitch * height` bytes; zero bytes are valid values of T.
        self.run_on_thread_lane(&[img.write()], |s| unsafe {
            result::memset_d8_async(p.ptr, 0, bytes, s)
        })?;
        Ok(img)
    }

    /// Copies a packed host image to a new device image and waits for the copy. `src` holds
    /// `width * height * channels` values; the new image's padding is zeroed.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = dev.htod_image_sync_copy(&[0u8; 4 * 3 * 3], 4, 3, 3)?;
    /// assert_eq!((img.width(), img.height(), img.channels()), (4, 3, 3));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn htod_image_sync_copy<T: ValidAsZeroBits + DeviceRepr>(
        self: &Arc<Self>,
        src: &[T],
        width: usize,
        height: usize,
        channels: usize,
    ) -> Result<CudaImage<T>, DriverError> {
        image_row_bytes::<T>("htod_image_sync_copy", width, height, channels)?;
        host_image_len("htod_image_sync_copy", src.len(), width, height, channels)?;
        let mut dst = self.alloc_image_zeros(width, height, channels)?;
        self.htod_image_sync_copy_into(src, &mut dst)?;
        Ok(dst)
    }

    /// Copies a packed host image into `dst` (an image or a writable region) and waits for the
    /// copy. `src` must hold `width * height * channels` values of `dst`.
    ///
    /// ```no_run
    /// use cuda_driver::driver::Rect;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut img = dev.alloc_image_zeros::<u8>(8, 8, 1)?;
    /// dev.htod_image_sync_copy_into(&[9u8; 4], &mut img.region_mut(Rect::new(2, 2, 2, 2))?)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn htod_image_sync_copy_into<T: DeviceRepr, Dst: DeviceImageMut<T>>(
        self: &Arc<Self>,
        src: &[T],
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        super::kernel_args::plain_data::<T>("htod_image_sync_copy_into")?;
        self.check_and_make_current()?;
        self.check_owner(dst)?;
        let p = dst.parts();
        host_image_len(
            "htod_image_sync_copy_into",
            src.len(),
            p.width,
            p.height,
            p.channels,
        )?;
        let copy = Copy2D::htod(src.as_ptr().cast(), &p);
        // SAFETY: `src` holds the packed rows and stays borrowed until the synchronize
        // returns; `dst` holds `height` rows of `row_bytes` bytes at its pitch and is borrowed
        // mutably.
        self.run_on_thread_lane(&[dst.write()], |s| unsafe {
            copy.enqueue(s)?;
            result::stream::synchronize(s)
        })
    }

    /// Copies a device image (or region) into a new packed host image and waits for the copy:
    /// `width * height * channels` values, rows without padding.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = dev.htod_image_sync_copy(&[1u8, 2, 3, 4], 2, 2, 1)?;
    /// assert_eq!(dev.dtoh_image_sync_copy(&img)?, [1, 2, 3, 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn dtoh_image_sync_copy<T: DeviceRepr, Src: DeviceImage<T>>(
        self: &Arc<Self>,
        src: &Src,
    ) -> Result<Vec<T>, DriverError> {
        super::kernel_args::plain_data::<T>("dtoh_image_sync_copy")?;
        self.check_and_make_current()?;
        self.check_owner(src)?;
        let p = src.parts();
        let n = p.width * p.height * p.channels;
        let mut out: Vec<T> = Vec::with_capacity(n);
        let copy = Copy2D::dtoh(&p, out.as_mut_ptr().cast());
        // SAFETY: the Vec's spare capacity has room for the packed rows and is not touched
        // until the synchronize returns; `src` holds the rows at its pitch.
        self.run_on_thread_lane(&[src.read()], |s| unsafe {
            copy.enqueue(s)?;
            result::stream::synchronize(s)
        })?;
        // SAFETY: the completed copy wrote all `n` values.
        unsafe { out.set_len(n) };
        Ok(out)
    }

    /// Copies a device image (or region) into `dst`, a packed host image of
    /// `width * height * channels` values, and waits for the copy.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = dev.alloc_image_zeros::<u16>(2, 2, 1)?;
    /// let mut host = [7u16; 4];
    /// dev.dtoh_image_sync_copy_into(&img, &mut host)?;
    /// assert_eq!(host, [0; 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn dtoh_image_sync_copy_into<T: DeviceRepr, Src: DeviceImage<T>>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut [T],
    ) -> Result<(), DriverError> {
        super::kernel_args::plain_data::<T>("dtoh_image_sync_copy_into")?;
        self.check_and_make_current()?;
        self.check_owner(src)?;
        let p = src.parts();
        host_image_len(
            "dtoh_image_sync_copy_into",
            dst.len(),
            p.width,
            p.height,
            p.channels,
        )?;
        let copy = Copy2D::dtoh(&p, dst.as_mut_ptr().cast());
        // SAFETY: `dst` has room for the packed rows and stays borrowed until the synchronize
        // returns; `src` holds the rows at its pitch.
        self.run_on_thread_lane(&[src.read()], |s| unsafe {
            copy.enqueue(s)?;
            result::stream::synchronize(s)
        })
    }

    /// Copies one device image (or region) into another of the same width, height and
    /// channel count, whatever their pitches, in order on the main stream.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{CudaImage, Rect};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let big = dev.alloc_image_zeros::<u8>(640, 480, 3)?;
    /// let mut crop = CudaImage::from_slice(dev.alloc_zeros::<u8>(64 * 64 * 3)?, 64, 64, 3)
    ///     .map_err(|(_, e)| e)?;
    /// dev.dtod_image_copy(&big.region(Rect::new(100, 100, 64, 64))?, &mut crop)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn dtod_image_copy<T: DeviceRepr, Src: DeviceImage<T>, Dst: DeviceImageMut<T>>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        self.check_and_make_current()?;
        self.check_owner(src)?;
        self.check_owner(dst)?;
        let (s, d) = (src.parts(), dst.parts());
        same_shape("dtod_image_copy", s.shape(), d.shape())?;
        let copy = Copy2D::dtod(&s, &d);
        // SAFETY: both hold `height` rows of `row_bytes` bytes at their pitches, valid in the
        // main stream's order; `dst` is borrowed mutably, so it is not `src`.
        self.run_on_thread_lane(&[src.read(), dst.write()], |stream| unsafe {
            copy.enqueue(stream)
        })
    }
}
