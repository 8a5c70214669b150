//! [`CudaImage`], a pitched 2D device buffer (an image of `width` x `height` pixels of
//! `channels` interleaved values of `T`), its borrowed region views [`CudaImageView`] and
//! [`CudaImageViewMut`], and the traits image operations accept ([`DeviceImage`],
//! [`DeviceImageMut`]).
//!
//! Rows start `pitch` bytes apart; the pitch is the driver's choice (`cuMemAllocPitch`) for
//! images allocated here (padded further to a multiple of `size_of::<T>()` where the driver's
//! is not one, for values such as a 12-byte `[f32; 3]`), and the row size itself for images
//! made from a [`CudaSlice`] ([`CudaImage::from_slice`]). A region view keeps its parent's
//! pitch.
//!
//! Images take part in the per-buffer ordering like every other buffer: a view counts against
//! its image, and the memory is freed after every access on any stream.
//!
//! Where an image or region lies ([`Rect`], [`Parts`]) is in `parts.rs`, the region views in
//! `view.rs`.

mod parts;
mod view;

pub(crate) use parts::Parts;
pub use parts::Rect;
use parts::fmt_image;
pub use view::{CudaImageView, CudaImageViewMut};

use super::checks::{bad_image, image_row_bytes};
use super::device::CudaDevice;
use super::kernel_args::impl_buffer_param;
use super::ordering::Accesses;
use super::slice::{
    CudaSlice, CudaView, CudaViewMut, DevicePtr, DevicePtrMut, DeviceSlice, sealed, view_mut_of,
    view_of,
};
use crate::driver::result::DriverError;
use crate::driver::sys;
use std::marker::PhantomData;
use std::sync::Arc;

pub(crate) mod image_sealed {
    /// Seals [`DeviceImage`](super::DeviceImage) and gives the crate each image's geometry.
    pub trait HasParts {
        /// Where the image or region lies.
        fn parts(&self) -> super::Parts;
    }

    /// Seals [`DeviceImageMut`](super::DeviceImageMut) for the element type: only an owned
    /// image and a mutable view may be written (another crate could otherwise implement
    /// `DeviceImageMut<Local>` for a shared `CudaImageView<'_, Local>`).
    pub trait Writable<T> {}
    impl<T> Writable<T> for super::CudaImage<T> {}
    impl<T> Writable<T> for super::CudaImageViewMut<'_, T> {}
}

/// An image in device memory, read by an operation: a [`CudaImage`], or a region of one
/// ([`CudaImageView`], [`CudaImageViewMut`]). Sealed.
///
/// As a plain buffer ([`DevicePtr`], a kernel argument), an image is its memory from its first
/// pixel on: for [`CudaImage`] the whole allocation (`pitch * height` bytes, padding
/// included), for a view the bytes from its first pixel to its last (so the columns of the
/// parent between its rows too). Pass [`pitch`](Self::pitch) to a kernel along with it.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{DeviceImage, Rect};
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let img = dev.alloc_image_zeros::<u8>(640, 360, 3)?;
/// let part = img.region(Rect::new(0, 0, 320, 180))?;
/// assert_eq!((part.width(), part.height(), part.channels()), (320, 180, 3));
/// assert_eq!(part.pitch(), img.pitch());
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub trait DeviceImage<T>: DevicePtr<T> + image_sealed::HasParts {
    /// The width in pixels.
    ///
    /// ```no_run
    /// use cuda_driver::driver::DeviceImage;
    ///
    /// fn pixels<T>(img: &impl DeviceImage<T>) -> usize {
    ///     img.width() * img.height()
    /// }
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(pixels(&dev.alloc_image_zeros::<u8>(640, 360, 3)?), 640 * 360);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn width(&self) -> usize {
        self.parts().width
    }
    /// The height in pixels (rows).
    ///
    /// ```no_run
    /// use cuda_driver::driver::{DeviceImage, Rect};
    ///
    /// fn bottom_half<T>(img: &impl DeviceImage<T>) -> Rect {
    ///     Rect::new(0, img.height() / 2, img.width(), img.height() - img.height() / 2)
    /// }
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = dev.alloc_image_zeros::<u8>(640, 361, 1)?;
    /// assert_eq!(bottom_half(&img), Rect::new(0, 180, 640, 181));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn height(&self) -> usize {
        self.parts().height
    }
    /// The number of interleaved values per pixel.
    ///
    /// ```no_run
    /// use cuda_driver::driver::DeviceImage;
    ///
    /// fn values<T>(img: &impl DeviceImage<T>) -> usize {
    ///     img.width() * img.height() * img.channels()
    /// }
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(values(&dev.alloc_image_zeros::<f32>(64, 48, 3)?), 64 * 48 * 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn channels(&self) -> usize {
        self.parts().channels
    }
    /// The bytes from the start of one row to the start of the next.
    ///
    /// ```no_run
    /// use cuda_driver::driver::DeviceImage;
    ///
    /// fn padding<T>(img: &impl DeviceImage<T>) -> usize {
    ///     img.pitch() - img.row_bytes()
    /// }
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = dev.alloc_image_zeros::<u8>(640, 360, 3)?;
    /// assert_eq!(padding(&img) + 640 * 3, img.pitch()); // the driver may pad the rows
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn pitch(&self) -> usize {
        self.parts().pitch
    }
    /// The bytes of one row's pixels, without padding: `width * channels * size_of::<T>()`.
    ///
    /// ```no_run
    /// use cuda_driver::driver::DeviceImage;
    ///
    /// fn row_bytes<T>(img: &impl DeviceImage<T>) -> usize {
    ///     img.row_bytes()
    /// }
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(row_bytes(&dev.alloc_image_zeros::<f32>(640, 360, 3)?), 640 * 3 * 4);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn row_bytes(&self) -> usize {
        self.parts().row_bytes()
    }
    /// Whether the rows follow each other without padding (`pitch == row_bytes`).
    ///
    /// ```no_run
    /// use cuda_driver::driver::{CudaImage, DeviceImage};
    ///
    /// fn packed<T>(img: &impl DeviceImage<T>) -> bool {
    ///     img.is_packed()
    /// }
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = CudaImage::from_slice(dev.alloc_zeros::<u8>(30)?, 5, 2, 3).map_err(|(_, e)| e)?;
    /// assert!(packed(&img)); // from_slice takes packed rows
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn is_packed(&self) -> bool {
        let p = self.parts();
        p.pitch == p.row_bytes()
    }
}

/// An image in device memory that an operation may write: a [`CudaImage`] or a
/// [`CudaImageViewMut`], borrowed mutably for the call. Sealed.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{DeviceImageMut, Rect};
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// fn fill<D: DeviceImageMut<u8>>(dev: &std::sync::Arc<cuda_driver::driver::CudaDevice>, img: &mut D)
///     -> Result<(), cuda_driver::driver::DriverError> {
///     let n = img.width() * img.height() * img.channels();
///     dev.htod_image_sync_copy_into(&vec![7u8; n], img)
/// }
/// let mut img = dev.alloc_image_zeros::<u8>(64, 64, 1)?;
/// fill(&dev, &mut img.region_mut(Rect::new(8, 8, 16, 16))?)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub trait DeviceImageMut<T>: DeviceImage<T> + image_sealed::Writable<T> {}

/// An owned pitched image in device memory: `height` rows of `width` pixels, each pixel
/// `channels` interleaved values of `T`, rows [`pitch`](DeviceImage::pitch) bytes apart.
///
/// Allocate one with [`CudaDevice::alloc_image_zeros`] (the driver picks the pitch with
/// [`cuMemAllocPitch`]), copy one from the host with [`CudaDevice::htod_image_sync_copy`], or
/// take over a [`CudaSlice`] with [`from_slice`](Self::from_slice) (packed rows). Regions are
/// borrowed with [`region`](Self::region) and [`region_mut`](Self::region_mut).
///
/// Freed when dropped, after every read and write of it enqueued on any stream. Memory from
/// `cuMemAllocPitch` is not stream-ordered: dropping such an image waits for the device's
/// main stream to reach the free, so allocate images once and reuse them in loops.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, CudaImage, DeviceImage, Rect};
///
/// let dev = CudaDevice::new(0)?;
/// let pixels: Vec<u8> = (0..64 * 48 * 3).map(|i| i as u8).collect();
/// let img: CudaImage<u8> = dev.htod_image_sync_copy(&pixels, 64, 48, 3)?;
/// assert!(img.pitch() >= 64 * 3);
/// let top_left = img.region(Rect::new(0, 0, 32, 24))?;
/// let back = dev.dtoh_image_sync_copy(&top_left)?; // 32 * 24 * 3 values, packed
/// assert_eq!(&back[..6], &pixels[..6]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
///
/// [`cuMemAllocPitch`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
pub struct CudaImage<T> {
    parts: Parts,
    /// Handed out by `device_ptr_mut` and reset before each time, as for `CudaSlice`.
    scratch: sys::CUdeviceptr,
    /// Whether the memory came from `cuMemAllocPitch` (freed synchronously) rather than the
    /// stream-ordered allocator (an image made from a `CudaSlice`).
    pitched_alloc: bool,
    pub(in crate::driver::safe) device: Arc<CudaDevice>,
    /// The work on any stream that may still use this image.
    pub(in crate::driver::safe) accesses: Accesses,
    marker: PhantomData<T>,
}

impl<T> std::fmt::Debug for CudaImage<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        fmt_image(f, "CudaImage", &self.parts)
    }
}

impl<T> CudaImage<T> {
    /// Allocates an image with `cuMemAllocPitch`, uninitialised. The caller has made the
    /// device's context current.
    ///
    /// # Safety
    ///
    /// The memory (padding included) must be written before it is read.
    pub(crate) unsafe fn alloc_pitched(
        device: &Arc<CudaDevice>,
        what: &str,
        width: usize,
        height: usize,
        channels: usize,
    ) -> Result<Self, DriverError> {
        let row = image_row_bytes::<T>(what, width, height, channels)?;
        // The widest access the driver is told to align rows for.
        let element_bytes = match size_of::<T>() {
            0..=4 => 4,
            5..=8 => 8,
            _ => 16,
        };
        let elem = size_of::<T>();
        let mut request = row;
        let mut tries = 0;
        let (ptr, pitch) = loop {
            // SAFETY: the context is current (the caller made the device current); the memory is
            // handed out uninitialised, which the caller's contract covers.
            let (ptr, pitch) = device
                .keep_if_sticky(unsafe {
                    crate::driver::result::malloc_pitch(request, height, element_bytes)
                })
                .map_err(|e| {
                    e.context(format!(
                        "while allocating a {width}x{height} image with {channels} channels of \
                         {elem} bytes on device {}",
                        device.ctx.ordinal
                    ))
                })?;
            if elem == 0 || pitch % elem == 0 {
                break (ptr, pitch);
            }
            // A row must start on a whole value of T. The driver rounds the width it is asked
            // for up to a power of two of its own, which divides the pitch it chose: asked for
            // a multiple of both that and the value's size (a 12-byte RGB pixel, say), it keeps
            // it. Tried with at most 512 bytes of alignment first, then with all the pitch's.
            // SAFETY: allocated just above by cuMemAllocPitch, and not handed out.
            let _ = unsafe { crate::driver::result::free_sync(ptr) };
            tries += 1;
            if tries > 2 {
                return Err(bad_image(
                    what,
                    format!(
                        "the driver chose a pitch of {pitch} bytes for rows of {request} bytes, \
                         not a multiple of the {elem}-byte element"
                    ),
                ));
            }
            request = pitch_request(row, pitch, elem, tries).ok_or_else(|| {
                bad_image(
                    what,
                    format!("rows of {row} bytes cannot be padded to a multiple of {elem} bytes"),
                )
            })?;
        };
        Ok(CudaImage {
            parts: Parts {
                ptr,
                pitch,
                width,
                height,
                channels,
                elem,
            },
            scratch: ptr,
            pitched_alloc: true,
            device: device.clone(),
            accesses: Accesses::default(),
            marker: PhantomData,
        })
    }

    /// Takes over `slice` as a packed `width` x `height` image of `channels` channels: rows
    /// follow each other without padding, so the slice must hold exactly
    /// `width * height * channels` values. No copy is made; work still pending on the slice
    /// stays ordered before the image's uses. On error the slice is given back with it.
    ///
    /// A packed image is what a network input is: view it as a slice again with
    /// [`as_slice`](Self::as_slice), or take the slice back with
    /// [`into_slice`](Self::into_slice).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::{CudaImage, DeviceImage};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let planes = dev.alloc_zeros::<f32>(3 * 640 * 640)?;
    /// let chw = CudaImage::from_slice(planes, 640, 3 * 640, 1).map_err(|(_, e)| e)?;
    /// assert!(chw.is_packed());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[allow(clippy::result_large_err)]
    pub fn from_slice(
        slice: CudaSlice<T>,
        width: usize,
        height: usize,
        channels: usize,
    ) -> Result<Self, (CudaSlice<T>, DriverError)> {
        let what = "CudaImage::from_slice";
        let row = match image_row_bytes::<T>(what, width, height, channels) {
            Ok(row) => row,
            Err(e) => return Err((slice, e)),
        };
        if slice.len() != width * height * channels {
            let e = bad_image(
                what,
                format!(
                    "the slice has {} elements but a {width}x{height} image with {} holds {} \
                     (rows packed tightly, channels interleaved)",
                    slice.len(),
                    super::util::plural(channels, "channel"),
                    width * height * channels
                ),
            );
            return Err((slice, e));
        }
        let (ptr, _, device, accesses) = slice.into_parts();
        Ok(CudaImage {
            parts: Parts {
                ptr,
                pitch: row,
                width,
                height,
                channels,
                elem: size_of::<T>(),
            },
            scratch: ptr,
            pitched_alloc: false,
            device,
            accesses,
            marker: PhantomData,
        })
    }

    /// Gives the memory back as a [`CudaSlice`] of `width * height * channels` values, without
    /// a copy, where the layout allows: the rows must be packed and the memory must come from
    /// the stream-ordered allocator (an image made by [`from_slice`](Self::from_slice)) or the
    /// device must lack it. Otherwise the image is given back with the reason; copy it into a
    /// slice with [`CudaDevice::dtod_copy`] over [`as_slice`](Self::as_slice), or read it with
    /// [`CudaDevice::dtoh_image_sync_copy`].
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaImage;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = CudaImage::from_slice(dev.alloc_zeros::<u8>(16 * 4)?, 16, 4, 1).map_err(|(_, e)| e)?;
    /// let slice = img.into_slice().map_err(|(_, e)| e)?;
    /// assert_eq!(slice.len(), 64);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[allow(clippy::result_large_err)]
    pub fn into_slice(self) -> Result<CudaSlice<T>, (Self, DriverError)> {
        let what = "CudaImage::into_slice";
        if self.parts.pitch != self.parts.row_bytes() {
            let e = self.parts.not_packed(what);
            return Err((self, e));
        }
        if self.pitched_alloc && self.device.ctx.async_alloc {
            let e = bad_image(
                what,
                "the image's memory came from cuMemAllocPitch, which a CudaSlice cannot free in \
                 stream order; copy it into a CudaSlice instead (dtod_copy from as_slice)"
                    .into(),
            );
            return Err((self, e));
        }
        let len = self.parts.width * self.parts.height * self.parts.channels;
        let mut this = std::mem::ManuallyDrop::new(self);
        let accesses = std::mem::take(&mut this.accesses);
        // SAFETY: `this` is never dropped, so the device is moved out exactly once.
        let device = unsafe { std::ptr::read(&this.device) };
        // SAFETY: the memory holds `len` values of T, packed; its record moves with it; it
        // came from the stream-ordered allocator, or the device has none and a CudaSlice frees
        // synchronously, as cuMemAllocPitch memory needs.
        Ok(unsafe { CudaSlice::from_parts(device, this.parts.ptr, len, accesses) })
    }

    /// The device this image lives on.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = dev.alloc_image_zeros::<u8>(8, 8, 1)?;
    /// assert_eq!(img.device().ordinal(), dev.ordinal());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> Arc<CudaDevice> {
        self.device.clone()
    }

    /// A view of the whole image.
    ///
    /// ```no_run
    /// use cuda_driver::driver::DeviceImage;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = dev.alloc_image_zeros::<u8>(8, 8, 1)?;
    /// assert_eq!(img.view().width(), 8);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn view(&self) -> CudaImageView<'_, T> {
        CudaImageView::new(self.parts, &self.device, &self.accesses)
    }

    /// A writable view of the whole image.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut img = dev.alloc_image_zeros::<u8>(8, 8, 1)?;
    /// dev.htod_image_sync_copy_into(&[1u8; 64], &mut img.view_mut())?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn view_mut(&mut self) -> CudaImageViewMut<'_, T> {
        CudaImageViewMut::new(self.parts, &self.device, &self.accesses)
    }

    /// A view of the pixels in `rect`, or an error if it is empty or reaches outside.
    ///
    /// ```no_run
    /// use cuda_driver::driver::Rect;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = dev.alloc_image_zeros::<u8>(640, 360, 3)?;
    /// assert!(img.region(Rect::new(600, 0, 40, 360)).is_ok());
    /// assert!(img.region(Rect::new(600, 0, 41, 360)).is_err());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn region(&self, rect: Rect) -> Result<CudaImageView<'_, T>, DriverError> {
        let parts = self.parts.checked_sub("CudaImage::region", rect)?;
        Ok(CudaImageView::new(parts, &self.device, &self.accesses))
    }

    /// A writable view of the pixels in `rect`, or an error if it is empty or reaches outside.
    ///
    /// ```no_run
    /// use cuda_driver::driver::Rect;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut img = dev.alloc_image_zeros::<u8>(64, 64, 1)?;
    /// let mut square = img.region_mut(Rect::new(16, 16, 8, 8))?;
    /// dev.htod_image_sync_copy_into(&[255u8; 64], &mut square)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn region_mut(&mut self, rect: Rect) -> Result<CudaImageViewMut<'_, T>, DriverError> {
        let parts = self.parts.checked_sub("CudaImage::region_mut", rect)?;
        Ok(CudaImageViewMut::new(parts, &self.device, &self.accesses))
    }

    /// Two writable views, of rows `..row` and `row..`: for example the planes of a planar
    /// image stored as one single-channel image of `3 * height` rows. An error unless
    /// `0 < row < height`.
    ///
    /// ```no_run
    /// use cuda_driver::driver::DeviceImage;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut planes = dev.alloc_image_zeros::<f32>(640, 3 * 640, 1)?;
    /// let (r, mut gb) = planes.split_rows_mut(640)?;
    /// let (g, b) = gb.split_rows_mut(640)?;
    /// assert_eq!((r.height(), g.height(), b.height()), (640, 640, 640));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn split_rows_mut(
        &mut self,
        row: usize,
    ) -> Result<(CudaImageViewMut<'_, T>, CudaImageViewMut<'_, T>), DriverError> {
        let (a, b) = self.parts.split_rows(row)?;
        Ok((
            CudaImageViewMut::new(a, &self.device, &self.accesses),
            CudaImageViewMut::new(b, &self.device, &self.accesses),
        ))
    }

    /// The image as a plain read-only slice of `width * height * channels` values, where its
    /// rows are packed (`pitch == row_bytes`); an error otherwise.
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaImage;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = CudaImage::from_slice(dev.alloc_zeros::<f32>(12)?, 4, 3, 1).map_err(|(_, e)| e)?;
    /// assert_eq!(dev.dtoh_sync_copy(&img.as_slice()?)?.len(), 12);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_slice(&self) -> Result<CudaView<'_, T>, DriverError> {
        let p = self.parts;
        if p.pitch != p.row_bytes() {
            return Err(p.not_packed("CudaImage::as_slice"));
        }
        Ok(view_of(
            p.ptr,
            p.width * p.height * p.channels,
            &self.device,
            &self.accesses,
        ))
    }

    /// The image as a plain writable slice, where its rows are packed; an error otherwise.
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaImage;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut img = CudaImage::from_slice(dev.alloc_zeros::<u8>(12)?, 4, 3, 1).map_err(|(_, e)| e)?;
    /// dev.htod_sync_copy_into(&[9u8; 12], &mut img.as_slice_mut()?)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_slice_mut(&mut self) -> Result<CudaViewMut<'_, T>, DriverError> {
        let p = self.parts;
        if p.pitch != p.row_bytes() {
            return Err(p.not_packed("CudaImage::as_slice_mut"));
        }
        Ok(view_mut_of(
            p.ptr,
            p.width * p.height * p.channels,
            &self.device,
            &self.accesses,
        ))
    }
}

impl<T> Drop for CudaImage<T> {
    fn drop(&mut self) {
        let bytes = self.parts.pitch * self.parts.height;
        self.device
            .free_after_users(self.parts.ptr, bytes, &self.accesses, self.pitched_alloc);
    }
}

/// Inherent geometry accessors, so that callers need not import [`DeviceImage`].
macro_rules! geometry {
    ($($ty:ty),*) => { $(
        impl<T> $ty {
            /// The width in pixels.
            ///
            /// ```no_run
            /// use cuda_driver::driver::Rect;
            /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
            /// let mut img = dev.alloc_image_zeros::<u8>(640, 360, 3)?;
            /// assert_eq!(img.width(), 640);
            /// assert_eq!(img.region(Rect::new(0, 0, 320, 360))?.width(), 320);
            /// assert_eq!(img.view_mut().width(), 640);
            /// # Ok::<(), cuda_driver::driver::DriverError>(())
            /// ```
            pub fn width(&self) -> usize {
                self.parts.width
            }
            /// The height in pixels (rows).
            ///
            /// ```no_run
            /// use cuda_driver::driver::Rect;
            /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
            /// let mut img = dev.alloc_image_zeros::<u8>(640, 360, 3)?;
            /// assert_eq!(img.height(), 360);
            /// assert_eq!(img.region(Rect::new(0, 0, 640, 180))?.height(), 180);
            /// assert_eq!(img.view_mut().split_rows_mut(100)?.1.height(), 260);
            /// # Ok::<(), cuda_driver::driver::DriverError>(())
            /// ```
            pub fn height(&self) -> usize {
                self.parts.height
            }
            /// The number of interleaved values per pixel.
            ///
            /// ```no_run
            /// use cuda_driver::driver::Rect;
            /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
            /// let mut img = dev.alloc_image_zeros::<f32>(64, 64, 3)?;
            /// assert_eq!(img.channels(), 3);
            /// assert_eq!(img.region(Rect::new(8, 8, 8, 8))?.channels(), 3);
            /// assert_eq!(img.view_mut().channels(), 3);
            /// # Ok::<(), cuda_driver::driver::DriverError>(())
            /// ```
            pub fn channels(&self) -> usize {
                self.parts.channels
            }
            /// The bytes from the start of one row to the start of the next.
            ///
            /// ```no_run
            /// use cuda_driver::driver::Rect;
            /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
            /// let mut img = dev.alloc_image_zeros::<u8>(640, 360, 3)?;
            /// assert!(img.pitch() >= 640 * 3);
            /// let pitch = img.pitch();
            /// assert_eq!(img.region(Rect::new(0, 0, 10, 10))?.pitch(), pitch); // a view keeps it
            /// assert_eq!(img.view_mut().pitch(), pitch);
            /// # Ok::<(), cuda_driver::driver::DriverError>(())
            /// ```
            pub fn pitch(&self) -> usize {
                self.parts.pitch
            }
            /// The bytes of one row's pixels, without padding.
            ///
            /// ```no_run
            /// use cuda_driver::driver::Rect;
            /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
            /// let mut img = dev.alloc_image_zeros::<f32>(640, 360, 3)?;
            /// assert_eq!(img.row_bytes(), 640 * 3 * 4);
            /// assert_eq!(img.region(Rect::new(0, 0, 10, 10))?.row_bytes(), 10 * 3 * 4);
            /// assert_eq!(img.view_mut().row_bytes(), 640 * 3 * 4);
            /// # Ok::<(), cuda_driver::driver::DriverError>(())
            /// ```
            pub fn row_bytes(&self) -> usize {
                self.parts.row_bytes()
            }
            /// Whether the rows follow each other without padding.
            ///
            /// ```no_run
            /// use cuda_driver::driver::{CudaImage, Rect};
            /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
            /// let mut img = CudaImage::from_slice(dev.alloc_zeros::<u8>(64)?, 8, 8, 1).map_err(|(_, e)| e)?;
            /// assert!(img.is_packed());
            /// assert!(!img.region(Rect::new(0, 0, 4, 8))?.is_packed()); // half of each row
            /// assert!(img.view_mut().is_packed());
            /// # Ok::<(), cuda_driver::driver::DriverError>(())
            /// ```
            pub fn is_packed(&self) -> bool {
                self.parts.pitch == self.parts.row_bytes()
            }
        }
        impl<T> image_sealed::HasParts for $ty {
            fn parts(&self) -> Parts {
                self.parts
            }
        }
        impl<T> DeviceImage<T> for $ty {}
    )* };
}
geometry!(CudaImage<T>, CudaImageView<'_, T>, CudaImageViewMut<'_, T>);

impl<T> DeviceImageMut<T> for CudaImage<T> {}
impl<T> DeviceImageMut<T> for CudaImageViewMut<'_, T> {}

impl<T> sealed::Holds<T> for CudaImage<T> {}
impl<T> sealed::Holds<T> for CudaImageView<'_, T> {}
impl<T> sealed::Holds<T> for CudaImageViewMut<'_, T> {}

impl<T> sealed::Sealed for CudaImage<T> {
    fn accesses(&self) -> &Accesses {
        &self.accesses
    }
    fn device_arc(&self) -> &Arc<CudaDevice> {
        &self.device
    }
}
impl<T> sealed::Sealed for CudaImageView<'_, T> {
    fn accesses(&self) -> &Accesses {
        self.accesses
    }
    fn device_arc(&self) -> &Arc<CudaDevice> {
        self.device
    }
}
impl<T> sealed::Sealed for CudaImageViewMut<'_, T> {
    fn accesses(&self) -> &Accesses {
        self.accesses
    }
    fn device_arc(&self) -> &Arc<CudaDevice> {
        self.device
    }
}

impl<T> DeviceSlice<T> for CudaImage<T> {
    /// The values of the whole allocation, padding included: `pitch * height / size_of::<T>()`.
    fn len(&self) -> usize {
        self.parts.pitch * self.parts.height / self.parts.elem
    }
}
impl<T> DevicePtr<T> for CudaImage<T> {
    fn device_ptr(&self) -> &sys::CUdeviceptr {
        &self.parts.ptr
    }
}
impl<T> DevicePtrMut<T> for CudaImage<T> {
    fn device_ptr_mut(&mut self) -> &mut sys::CUdeviceptr {
        self.scratch = self.parts.ptr;
        &mut self.scratch
    }
}

impl<T> DeviceSlice<T> for CudaImageView<'_, T> {
    /// The values from the first pixel to the last, the parent's columns between rows included.
    fn len(&self) -> usize {
        self.parts.span_bytes() / self.parts.elem
    }
}
impl<T> DevicePtr<T> for CudaImageView<'_, T> {
    fn device_ptr(&self) -> &sys::CUdeviceptr {
        &self.parts.ptr
    }
}

impl<T> DeviceSlice<T> for CudaImageViewMut<'_, T> {
    /// The values from the first pixel to the last, the parent's columns between rows included.
    fn len(&self) -> usize {
        self.parts.span_bytes() / self.parts.elem
    }
}
impl<T> DevicePtr<T> for CudaImageViewMut<'_, T> {
    fn device_ptr(&self) -> &sys::CUdeviceptr {
        &self.parts.ptr
    }
}

// Kernel arguments, as for slices: `&` is a read, `&mut` a write; a read-only view is read
// however it is borrowed.
impl_buffer_param!(
    &CudaImage<T> => false;
    &mut CudaImage<T> => true;
    &CudaImageView<'_, T> => false;
    &CudaImageViewMut<'_, T> => false;
    &mut CudaImageViewMut<'_, T> => true;
);

/// The row width to ask `cuMemAllocPitch` for after it chose `pitch` for rows of `row` bytes,
/// not a multiple of the `elem`-byte values: the smallest multiple of both the value size and
/// the driver's alignment (a power of two dividing `pitch`; at most 512 bytes on the first
/// retry, all of it on the second) that holds a row. `None` on overflow.
fn pitch_request(row: usize, pitch: usize, elem: usize, retry: u32) -> Option<usize> {
    let mut align = 1usize << pitch.trailing_zeros();
    if retry == 1 {
        align = align.min(512);
    }
    let step = (align / gcd(align, elem)).checked_mul(elem)?;
    row.div_ceil(step).checked_mul(step)
}

/// The greatest common divisor of `a` and `b`.
fn gcd(mut a: usize, mut b: usize) -> usize {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::pitch_request;

    #[test]
    fn pitch_requests_are_multiples_of_the_pixel_and_the_alignment() {
        // 100 RGB f32 pixels (1200 bytes) in rows the driver padded to 1536 (512-aligned).
        assert_eq!(pitch_request(1200, 1536, 12, 1), Some(1536));
        // 64 of them: 768 bytes, padded to 1024, asked again for lcm(512, 12) = 1536.
        assert_eq!(pitch_request(768, 1024, 12, 1), Some(1536));
        // The second retry takes all of the pitch's alignment: lcm(1024, 12) = 3072.
        assert_eq!(pitch_request(768, 1024, 12, 2), Some(3072));
        // A 6-byte value: lcm(512, 6) = 1536.
        assert_eq!(pitch_request(600, 512, 6, 1), Some(1536));
        assert_eq!(pitch_request(usize::MAX - 4, 512, 12, 1), None);
        for (row, pitch, elem) in [(1200, 1536, 12), (768, 1024, 12), (30, 512, 10)] {
            let r = pitch_request(row, pitch, elem, 1).unwrap();
            assert!(
                r >= row && r % elem == 0 && r % 512 == 0,
                "{row} {pitch} {elem}: {r}"
            );
        }
    }
}
