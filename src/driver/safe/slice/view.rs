//! The borrowed views of a [`CudaSlice`](super::CudaSlice): [`CudaView`] (read-only) and
//! [`CudaViewMut`] (writable), and views of other buffers' memory (`view_of`, `view_mut_of`).

use super::{Span, out_of_range};
use crate::driver::safe::device::CudaDevice;
use crate::driver::safe::ordering::Accesses;
use crate::driver::sys;
use std::marker::PhantomData;
use std::ops::RangeBounds;
use std::sync::Arc;

/// A borrowed, read-only part of a [`CudaSlice`](super::CudaSlice): what `&[T]` is to
/// `Vec<T>`.
///
/// # Examples
///
/// ```no_run
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[1u32, 2, 3, 4])?;
/// let tail = a.slice(2..);
/// assert_eq!(dev.dtoh_sync_copy(&tail)?, [3, 4]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaView<'a, T> {
    pub(super) span: Span<'a>,
    pub(super) marker: PhantomData<&'a [T]>,
}

/// A borrowed, writable part of a [`CudaSlice`](super::CudaSlice): what `&mut [T]` is to
/// `Vec<T>`.
///
/// # Examples
///
/// ```no_run
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let mut a = dev.alloc_zeros::<u32>(4)?;
/// let (mut lo, _hi) = a.split_at_mut(2);
/// dev.htod_sync_copy_into(&[7, 8], &mut lo)?;
/// assert_eq!(dev.dtoh_sync_copy(&a)?, [7, 8, 0, 0]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaViewMut<'a, T> {
    pub(super) span: Span<'a>,
    /// As for `CudaSlice`: what `device_ptr_mut` hands out.
    pub(super) scratch: sys::CUdeviceptr,
    pub(super) marker: PhantomData<&'a mut [T]>,
}

impl<T> std::fmt::Debug for CudaView<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaView")
            .field("ptr", &format_args!("{:#x}", self.span.ptr))
            .field("len", &self.span.len)
            .finish()
    }
}

impl<T> std::fmt::Debug for CudaViewMut<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaViewMut")
            .field("ptr", &format_args!("{:#x}", self.span.ptr))
            .field("len", &self.span.len)
            .finish()
    }
}

impl<'a, T> CudaView<'a, T> {
    /// A narrower view, with the same lifetime.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1u8, 2, 3, 4])?;
    /// let mid = a.slice(1..).slice(..2);
    /// assert_eq!(dev.dtoh_sync_copy(&mid)?, [2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn slice(&self, range: impl RangeBounds<usize>) -> CudaView<'a, T> {
        let (s, e) = (range.start_bound().cloned(), range.end_bound().cloned());
        self.try_slice((s, e))
            .unwrap_or_else(|| out_of_range(s, e, self.span.len))
    }

    /// A narrower view, or `None` if the range is out of bounds.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.alloc_zeros::<u8>(4)?;
    /// assert!(a.slice(1..).try_slice(..4).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice(&self, range: impl RangeBounds<usize>) -> Option<CudaView<'a, T>> {
        Some(self.span.sub::<T>(&range)?.view())
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(dev.alloc_zeros::<u8>(4)?.slice(1..).len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.span.len
    }

    /// Whether the view has no elements.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert!(dev.alloc_zeros::<u8>(4)?.slice(4..).is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.span.len == 0
    }

    /// Reinterprets the view as `len` values of `S`.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`; `None` if they do not fit. The view's address is
    /// not checked against `S`'s alignment: copies work at any address, but a kernel given a
    /// misaligned view faults (a launch's contract covers what its kernel reads).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[0u16, 0x0102, 0x0304])?;
    /// let tail = a.slice(1..);
    /// // SAFETY: any bytes are valid u8s.
    /// let bytes = unsafe { tail.transmute::<u8>(4) }.unwrap();
    /// assert_eq!(dev.dtoh_sync_copy(&bytes)?, [2, 1, 4, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn transmute<S>(&self, len: usize) -> Option<CudaView<'a, S>> {
        Some(self.span.cast::<T, S>(len)?.view())
    }
}

impl<'a, T> CudaViewMut<'a, T> {
    /// A read-only view of part of this one, borrowing it.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u8>(4)?;
    /// let v = a.slice_mut(..);
    /// assert_eq!(dev.dtoh_sync_copy(&v.slice(2..))?, [0, 0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn slice<'b: 'a>(&'b self, range: impl RangeBounds<usize>) -> CudaView<'a, T> {
        let (s, e) = (range.start_bound().cloned(), range.end_bound().cloned());
        self.try_slice((s, e))
            .unwrap_or_else(|| out_of_range(s, e, self.span.len))
    }

    /// A read-only view of part of this one, or `None` if the range is out of bounds.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u8>(4)?;
    /// let v = a.slice_mut(..);
    /// assert!(v.try_slice(..5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice<'b: 'a>(&'b self, range: impl RangeBounds<usize>) -> Option<CudaView<'a, T>> {
        Some(self.span.sub::<T>(&range)?.view())
    }

    /// A mutable view of part of this one, borrowing it.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u8>(4)?;
    /// let mut v = a.slice_mut(..);
    /// let mut last = v.slice_mut(3..);
    /// dev.htod_sync_copy_into(&[9], &mut last)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn slice_mut<'b: 'a>(&'b mut self, range: impl RangeBounds<usize>) -> CudaViewMut<'a, T> {
        let (s, e) = (range.start_bound().cloned(), range.end_bound().cloned());
        let len = self.span.len;
        self.try_slice_mut((s, e))
            .unwrap_or_else(|| out_of_range(s, e, len))
    }

    /// A mutable view of part of this one, or `None` if the range is out of bounds.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u8>(4)?;
    /// let mut v = a.slice_mut(..);
    /// assert!(v.try_slice_mut(3..5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice_mut<'b: 'a>(
        &'b mut self,
        range: impl RangeBounds<usize>,
    ) -> Option<CudaViewMut<'a, T>> {
        Some(self.span.sub::<T>(&range)?.view_mut())
    }

    /// Splits into `..mid` and `mid..`.
    ///
    /// # Panics
    ///
    /// If `mid > len`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u8>(4)?;
    /// let mut v = a.slice_mut(..);
    /// let (lo, hi) = v.split_at_mut(1);
    /// assert_eq!((lo.len(), hi.len()), (1, 3));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn split_at_mut<'b: 'a>(
        &'b mut self,
        mid: usize,
    ) -> (CudaViewMut<'a, T>, CudaViewMut<'a, T>) {
        let len = self.span.len;
        self.try_split_at_mut(mid)
            .unwrap_or_else(|| panic!("split_at_mut: mid {mid} > len {len}"))
    }

    /// Splits into `..mid` and `mid..`, or `None` if `mid > len`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u8>(4)?;
    /// let mut v = a.slice_mut(..);
    /// assert!(v.try_split_at_mut(5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_split_at_mut<'b: 'a>(
        &'b mut self,
        mid: usize,
    ) -> Option<(CudaViewMut<'a, T>, CudaViewMut<'a, T>)> {
        let (a, b) = self.span.split::<T>(mid)?;
        Some((a.view_mut(), b.view_mut()))
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(dev.alloc_zeros::<u8>(4)?.slice_mut(1..).len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.span.len
    }

    /// Whether the view has no elements.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert!(dev.alloc_zeros::<u8>(4)?.slice_mut(4..).is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.span.len == 0
    }

    /// Reinterprets the view as `len` values of `S`, read-only.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`; `None` if they do not fit. The view's address is
    /// not checked against `S`'s alignment: copies work at any address, but a kernel given a
    /// misaligned view faults (a launch's contract covers what its kernel reads).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.htod_sync_copy(&[1u32, 2, 3])?;
    /// let v = a.slice_mut(1..);
    /// // SAFETY: any bytes are valid u8s.
    /// let bytes = unsafe { v.transmute::<u8>(8) }.unwrap();
    /// assert_eq!(dev.dtoh_sync_copy(&bytes)?, [2, 0, 0, 0, 3, 0, 0, 0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn transmute<S>(&self, len: usize) -> Option<CudaView<'_, S>> {
        Some(self.span.cast::<T, S>(len)?.view())
    }

    /// Reinterprets the view as `len` values of `S`, mutably.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`, and every `S` written valid as `T`. The view's
    /// address is not checked against `S`'s alignment: copies work at any address, but a
    /// kernel given a misaligned view faults (a launch's contract covers what its kernel reads).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u16>(4)?;
    /// let mut v = a.slice_mut(2..);
    /// // SAFETY: any two bytes are a valid u16, and any byte a valid u8.
    /// let mut bytes = unsafe { v.transmute_mut::<u8>(4) }.unwrap();
    /// dev.htod_sync_copy_into(&[1, 0, 2, 0], &mut bytes)?;
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, [0, 0, 1, 2]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn transmute_mut<S>(&mut self, len: usize) -> Option<CudaViewMut<'_, S>> {
        Some(self.span.cast::<T, S>(len)?.view_mut())
    }
}

/// A read-only view of `len` elements at `ptr`, part of the buffer recorded in `accesses`
/// (for views of other buffer types, such as a packed
/// [`CudaImage`](crate::driver::CudaImage)).
pub(crate) fn view_of<'a, T>(
    ptr: sys::CUdeviceptr,
    len: usize,
    device: &'a Arc<CudaDevice>,
    accesses: &'a Accesses,
) -> CudaView<'a, T> {
    Span {
        ptr,
        len,
        device,
        accesses,
    }
    .view()
}

/// As [`view_of`], writable: the caller holds the buffer borrowed mutably for `'a`.
pub(crate) fn view_mut_of<'a, T>(
    ptr: sys::CUdeviceptr,
    len: usize,
    device: &'a Arc<CudaDevice>,
    accesses: &'a Accesses,
) -> CudaViewMut<'a, T> {
    Span {
        ptr,
        len,
        device,
        accesses,
    }
    .view_mut()
}
