//! The borrowed regions of a [`CudaImage`](super::CudaImage): [`CudaImageView`] (read-only)
//! and [`CudaImageViewMut`] (writable), both with the image's pitch.

use super::parts::{Parts, Rect, fmt_image};
use crate::driver::result::DriverError;
use crate::driver::safe::device::CudaDevice;
use crate::driver::safe::ordering::Accesses;
use std::marker::PhantomData;
use std::sync::Arc;

/// A borrowed, read-only region of a [`CudaImage`](super::CudaImage), with the image's pitch.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{DeviceImage, Rect};
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let img = dev.alloc_image_zeros::<u8>(640, 360, 1)?;
/// let right = img.region(Rect::new(320, 0, 320, 360))?;
/// let corner = right.region(Rect::new(0, 0, 10, 10))?; // relative to the view
/// assert_eq!(corner.width(), 10);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaImageView<'a, T> {
    pub(super) parts: Parts,
    pub(super) device: &'a Arc<CudaDevice>,
    pub(super) accesses: &'a Accesses,
    marker: PhantomData<&'a [T]>,
}

/// A borrowed, writable region of a [`CudaImage`](super::CudaImage), with the image's pitch.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::Rect;
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let mut img = dev.alloc_image_zeros::<u8>(64, 64, 1)?;
/// let mut band = img.region_mut(Rect::new(0, 10, 64, 4))?;
/// dev.htod_image_sync_copy_into(&[200u8; 256], &mut band)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaImageViewMut<'a, T> {
    pub(super) parts: Parts,
    pub(super) device: &'a Arc<CudaDevice>,
    pub(super) accesses: &'a Accesses,
    marker: PhantomData<&'a mut [T]>,
}

impl<T> std::fmt::Debug for CudaImageView<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        fmt_image(f, "CudaImageView", &self.parts)
    }
}

impl<T> std::fmt::Debug for CudaImageViewMut<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        fmt_image(f, "CudaImageViewMut", &self.parts)
    }
}

impl<'a, T> CudaImageView<'a, T> {
    pub(super) fn new(parts: Parts, device: &'a Arc<CudaDevice>, accesses: &'a Accesses) -> Self {
        CudaImageView {
            parts,
            device,
            accesses,
            marker: PhantomData,
        }
    }

    /// A narrower view, `rect` relative to this one, with the same lifetime; an error if it is
    /// empty or reaches outside.
    ///
    /// ```no_run
    /// use cuda_driver::driver::Rect;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let img = dev.alloc_image_zeros::<u8>(64, 64, 1)?;
    /// let v = img.region(Rect::new(32, 32, 32, 32))?;
    /// assert!(v.region(Rect::new(16, 16, 17, 1)).is_err());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn region(&self, rect: Rect) -> Result<CudaImageView<'a, T>, DriverError> {
        let parts = self.parts.checked_sub("CudaImageView::region", rect)?;
        Ok(CudaImageView::new(parts, self.device, self.accesses))
    }
}

impl<'a, T> CudaImageViewMut<'a, T> {
    pub(super) fn new(parts: Parts, device: &'a Arc<CudaDevice>, accesses: &'a Accesses) -> Self {
        CudaImageViewMut {
            parts,
            device,
            accesses,
            marker: PhantomData,
        }
    }

    /// A read-only view of part of this one (`rect` relative to it), borrowing it; an error if
    /// it is empty or reaches outside.
    ///
    /// ```no_run
    /// use cuda_driver::driver::Rect;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut img = dev.alloc_image_zeros::<u8>(64, 64, 1)?;
    /// let v = img.view_mut();
    /// assert!(v.region(Rect::new(0, 0, 8, 8)).is_ok());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn region(&self, rect: Rect) -> Result<CudaImageView<'_, T>, DriverError> {
        let parts = self.parts.checked_sub("CudaImageViewMut::region", rect)?;
        Ok(CudaImageView::new(parts, self.device, self.accesses))
    }

    /// A writable view of part of this one (`rect` relative to it), borrowing it mutably; an
    /// error if it is empty or reaches outside.
    ///
    /// ```no_run
    /// use cuda_driver::driver::Rect;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut img = dev.alloc_image_zeros::<u8>(64, 64, 1)?;
    /// let mut v = img.view_mut();
    /// let mut inner = v.region_mut(Rect::new(1, 1, 62, 62))?;
    /// dev.htod_image_sync_copy_into(&vec![1u8; 62 * 62], &mut inner)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn region_mut(&mut self, rect: Rect) -> Result<CudaImageViewMut<'_, T>, DriverError> {
        let parts = self
            .parts
            .checked_sub("CudaImageViewMut::region_mut", rect)?;
        Ok(CudaImageViewMut::new(parts, self.device, self.accesses))
    }

    /// Splits into rows `..row` and `row..`, consuming the view; an error unless
    /// `0 < row < height`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut img = dev.alloc_image_zeros::<u8>(8, 8, 1)?;
    /// let (top, bottom) = img.view_mut().split_rows_mut(2)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn split_rows_mut(
        self,
        row: usize,
    ) -> Result<(CudaImageViewMut<'a, T>, CudaImageViewMut<'a, T>), DriverError> {
        let (a, b) = self.parts.split_rows(row)?;
        Ok((
            CudaImageViewMut::new(a, self.device, self.accesses),
            CudaImageViewMut::new(b, self.device, self.accesses),
        ))
    }
}
