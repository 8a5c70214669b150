//! [`CudaView`] and [`CudaViewMut`]: borrowed parts of a [`CudaSlice`](super::CudaSlice) (or of
//! a module's global), what `&[T]` and `&mut [T]` are to `Vec<T>`. A view is part of its
//! buffer's record: what work does through it counts against the whole buffer.

use super::SyncOnDrop;
use super::span::{Buffer, Span, bad_split, out_of_range, owned, to_range};
use super::stream::CudaStream;
use super::traits::hand_out;
use super::traits::{DevicePtr, DevicePtrMut, DeviceSlice};
use crate::stream_api::driver::sys;
use std::marker::PhantomData;
use std::ops::RangeBounds;
use std::sync::Arc;

/// A borrowed, read-only part of a [`CudaSlice`](super::CudaSlice): `&[T]` on the device.
///
/// # Examples
///
/// ```no_run
/// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
/// let a = stream.clone_htod(&[1u32, 2, 3, 4])?;
/// let tail = a.slice(2..);
/// assert_eq!(stream.clone_dtoh(&tail)?, [3, 4]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaView<'a, T> {
    pub(crate) span: Span<'a>,
    pub(crate) stream: &'a Arc<CudaStream>,
    marker: PhantomData<&'a [T]>,
}

/// A borrowed, writable part of a [`CudaSlice`](super::CudaSlice): `&mut [T]` on the device.
///
/// # Examples
///
/// ```no_run
/// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
/// let mut a = stream.alloc_zeros::<u32>(4)?;
/// let mut head = a.slice_mut(..2);
/// stream.memcpy_htod(&[7u32, 8], &mut head)?;
/// assert_eq!(stream.clone_dtoh(&a)?, [7, 8, 0, 0]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaViewMut<'a, T> {
    pub(crate) span: Span<'a>,
    pub(crate) stream: &'a Arc<CudaStream>,
    marker: PhantomData<&'a mut [T]>,
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
    pub(crate) fn new(span: Span<'a>, stream: &'a Arc<CudaStream>) -> Self {
        CudaView {
            span,
            stream,
            marker: PhantomData,
        }
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert_eq!(stream.alloc_zeros::<u8>(4)?.slice(1..).len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.span.len
    }

    /// Whether there are no elements.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert!(stream.alloc_zeros::<u8>(4)?.slice(4..).is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.span.len == 0
    }

    /// A narrower view, with the same lifetime.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice`](Self::try_slice) returns `None`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[1u8, 2, 3, 4])?;
    /// assert_eq!(stream.clone_dtoh(&a.slice(1..).slice(..2))?, [2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn slice(&self, bounds: impl RangeBounds<usize>) -> Self {
        let b = owned(&bounds);
        self.try_slice(b)
            .unwrap_or_else(|| out_of_range(b, self.span.len))
    }

    /// A narrower view, or `None` if the range is out of bounds.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.alloc_zeros::<u8>(4)?;
    /// assert!(a.slice(1..).try_slice(..4).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice(&self, bounds: impl RangeBounds<usize>) -> Option<Self> {
        let (start, end) = to_range(&bounds, self.span.len)?;
        Some(CudaView::new(self.span.at::<T>(start, end), self.stream))
    }

    /// Reinterprets the view as `len` values of `S`; `None` if they do not fit.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[0u16; 4])?;
    /// // SAFETY: any bytes are valid u8s.
    /// assert!(unsafe { a.slice(..).transmute::<u8>(8) }.is_some());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn transmute<S>(&self, len: usize) -> Option<CudaView<'a, S>> {
        Some(CudaView::new(self.span.cast::<T, S>(len)?, self.stream))
    }

    /// Two views, of `..mid` and `mid..`.
    ///
    /// # Panics
    ///
    /// If `mid > len`; [`try_split_at`](Self::try_split_at) returns `None`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.alloc_zeros::<u8>(4)?;
    /// let (lo, hi) = a.as_view().split_at(3);
    /// assert_eq!((lo.len(), hi.len()), (3, 1));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn split_at(&self, mid: usize) -> (Self, Self) {
        self.try_split_at(mid)
            .unwrap_or_else(|| bad_split(mid, self.span.len))
    }

    /// Two views, of `..mid` and `mid..`, or `None` if `mid > len`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert!(stream.alloc_zeros::<u8>(4)?.as_view().try_split_at(5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_split_at(&self, mid: usize) -> Option<(Self, Self)> {
        let s = self.span;
        (mid <= s.len).then(|| {
            (
                CudaView::new(s.at::<T>(0, mid), self.stream),
                CudaView::new(s.at::<T>(mid, s.len), self.stream),
            )
        })
    }

    /// Views of `chunk_size` elements each, in order.
    ///
    /// # Panics
    ///
    /// If `chunk_size` is 0 or does not divide the length (unlike `[T]::chunks_exact`, no
    /// remainder is left over), as in cudarc.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.alloc_zeros::<u8>(6)?;
    /// assert_eq!(a.as_view().chunks_exact(2).count(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn chunks_exact(&self, chunk_size: usize) -> impl Iterator<Item = CudaView<'a, T>> + '_ {
        let len = self.span.len;
        assert!(
            chunk_size > 0 && len % chunk_size == 0,
            "chunks_exact: chunk size {chunk_size} does not divide the length {len}"
        );
        (0..len / chunk_size).map(move |i| {
            CudaView::new(
                self.span.at::<T>(i * chunk_size, (i + 1) * chunk_size),
                self.stream,
            )
        })
    }

    /// As [`DevicePtr::device_ptr`](super::DevicePtr::device_ptr), with the guard living as long as the view's borrow.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.new_stream()?;
    /// let a = stream.alloc_zeros::<u8>(4)?;
    /// let (ptr, _guard) = a.slice(1..).view_ptr(&stream);
    /// # let _ = ptr;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn view_ptr(self, stream: &'a CudaStream) -> (sys::CUdeviceptr, SyncOnDrop<'a>) {
        hand_out(self.span, stream, false)
    }
}

impl<'a, T> CudaViewMut<'a, T> {
    pub(crate) fn new(span: Span<'a>, stream: &'a Arc<CudaStream>) -> Self {
        CudaViewMut {
            span,
            stream,
            marker: PhantomData,
        }
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert_eq!(stream.alloc_zeros::<u8>(4)?.slice_mut(1..).len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.span.len
    }

    /// Whether there are no elements.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert!(stream.alloc_zeros::<u8>(4)?.slice_mut(4..).is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.span.len == 0
    }

    /// A read-only view of the same elements, borrowing this one.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(4)?;
    /// let m = a.slice_mut(..2);
    /// assert_eq!(stream.clone_dtoh(&m.as_view())?, [0, 0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_view<'b>(&'b self) -> CudaView<'b, T> {
        CudaView::new(self.span, self.stream)
    }

    /// This view, made read-only, with its lifetime.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(4)?;
    /// let v = a.slice_mut(1..).into_view();
    /// assert_eq!(v.len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn into_view(self) -> CudaView<'a, T> {
        CudaView::new(self.span, self.stream)
    }

    /// A read-only view of the elements in `bounds`, borrowing this one.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice`](Self::try_slice) returns `None`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.clone_htod(&[1u8, 2, 3])?;
    /// let m = a.slice_mut(..);
    /// assert_eq!(stream.clone_dtoh(&m.slice(1..))?, [2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn slice<'b>(&'b self, bounds: impl RangeBounds<usize>) -> CudaView<'b, T> {
        self.as_view().slice(bounds)
    }

    /// As [`slice`](Self::slice), or `None` if the range is out of bounds.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(3)?;
    /// assert!(a.slice_mut(..).try_slice(4..).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice<'b>(&'b self, bounds: impl RangeBounds<usize>) -> Option<CudaView<'b, T>> {
        self.as_view().try_slice(bounds)
    }

    /// Reinterprets the view as `len` values of `S`, read-only; `None` if they do not fit.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u32>(2)?;
    /// let m = a.slice_mut(..);
    /// // SAFETY: any bytes are valid u8s.
    /// assert!(unsafe { m.transmute::<u8>(8) }.is_some());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn transmute<'b, S>(&'b self, len: usize) -> Option<CudaView<'b, S>> {
        Some(CudaView::new(self.span.cast::<T, S>(len)?, self.stream))
    }

    /// A narrower mutable view, borrowing this one.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice_mut`](Self::try_slice_mut) returns `None`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(4)?;
    /// let mut m = a.slice_mut(1..);
    /// stream.memcpy_htod(&[5u8], &mut m.slice_mut(..1))?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn slice_mut<'b>(&'b mut self, bounds: impl RangeBounds<usize>) -> CudaViewMut<'b, T> {
        let (b, len) = (owned(&bounds), self.span.len);
        self.try_slice_mut(b)
            .unwrap_or_else(|| out_of_range(b, len))
    }

    /// As [`slice_mut`](Self::slice_mut), or `None` if the range is out of bounds.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(4)?;
    /// assert!(a.slice_mut(..).try_slice_mut(..5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice_mut<'b>(
        &'b mut self,
        bounds: impl RangeBounds<usize>,
    ) -> Option<CudaViewMut<'b, T>> {
        let (start, end) = to_range(&bounds, self.span.len)?;
        Some(CudaViewMut::new(self.span.at::<T>(start, end), self.stream))
    }

    /// Two mutable views, of `..mid` and `mid..`, borrowing this one.
    ///
    /// # Panics
    ///
    /// If `mid > len`; [`try_split_at_mut`](Self::try_split_at_mut) returns `None`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(4)?;
    /// let mut m = a.slice_mut(..);
    /// let (lo, hi) = m.split_at_mut(1);
    /// assert_eq!((lo.len(), hi.len()), (1, 3));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn split_at_mut<'b>(&'b mut self, mid: usize) -> (CudaViewMut<'b, T>, CudaViewMut<'b, T>) {
        let len = self.span.len;
        self.try_split_at_mut(mid)
            .unwrap_or_else(|| bad_split(mid, len))
    }

    /// As [`split_at_mut`](Self::split_at_mut), or `None` if `mid > len`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(4)?;
    /// assert!(a.slice_mut(..).try_split_at_mut(5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_split_at_mut<'b>(
        &'b mut self,
        mid: usize,
    ) -> Option<(CudaViewMut<'b, T>, CudaViewMut<'b, T>)> {
        let s = self.span;
        (mid <= s.len).then(|| {
            (
                CudaViewMut::new(s.at::<T>(0, mid), self.stream),
                CudaViewMut::new(s.at::<T>(mid, s.len), self.stream),
            )
        })
    }

    /// Mutable views of `chunk_size` elements each, in order, consuming this one.
    ///
    /// # Panics
    ///
    /// If `chunk_size` is 0 or does not divide the length, as in cudarc.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(6)?;
    /// for mut chunk in a.as_view_mut().chunks_exact_mut(3) {
    ///     stream.memcpy_htod(&[1u8, 2, 3], &mut chunk)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn chunks_exact_mut(self, chunk_size: usize) -> impl Iterator<Item = CudaViewMut<'a, T>> {
        let len = self.span.len;
        assert!(
            chunk_size > 0 && len % chunk_size == 0,
            "chunks_exact_mut: chunk size {chunk_size} does not divide the length {len}"
        );
        let (span, stream) = (self.span, self.stream);
        (0..len / chunk_size).map(move |i| {
            CudaViewMut::new(span.at::<T>(i * chunk_size, (i + 1) * chunk_size), stream)
        })
    }

    /// Reinterprets the view as `len` values of `S`, mutably; `None` if they do not fit.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`, and every `S` written must leave valid `T`s.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u32>(1)?;
    /// let mut m = a.slice_mut(..);
    /// // SAFETY: any four bytes are a valid u32.
    /// let mut bytes = unsafe { m.transmute_mut::<u8>(4) }.unwrap();
    /// stream.memcpy_htod(&[1u8, 0, 0, 0], &mut bytes)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn transmute_mut<'b, S>(&'b mut self, len: usize) -> Option<CudaViewMut<'b, S>> {
        Some(CudaViewMut::new(self.span.cast::<T, S>(len)?, self.stream))
    }

    /// As [`DevicePtr::device_ptr`](super::DevicePtr::device_ptr), with the guard living as long as the view's borrow.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.new_stream()?;
    /// let mut a = stream.alloc_zeros::<u8>(4)?;
    /// let (ptr, _guard) = a.slice_mut(1..).view_ptr(&stream);
    /// # let _ = ptr;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn view_ptr(self, stream: &'a CudaStream) -> (sys::CUdeviceptr, SyncOnDrop<'a>) {
        hand_out(self.span, stream, false)
    }

    /// As [`DevicePtrMut::device_ptr_mut`](super::DevicePtrMut::device_ptr_mut), with the
    /// guard living as long as the view's borrow.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.new_stream()?;
    /// let mut a = stream.alloc_zeros::<u8>(4)?;
    /// let (ptr, _guard) = a.slice_mut(1..).view_ptr_mut(&stream);
    /// # let _ = ptr;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn view_ptr_mut(self, stream: &'a CudaStream) -> (sys::CUdeviceptr, SyncOnDrop<'a>) {
        hand_out(self.span, stream, true)
    }
}

impl<T> Buffer<T> for CudaView<'_, T> {
    fn span(&self) -> Span<'_> {
        self.span
    }
}
impl<T> DeviceSlice<T> for CudaView<'_, T> {
    fn len(&self) -> usize {
        self.span.len
    }
    fn stream(&self) -> &Arc<CudaStream> {
        self.stream
    }
}
impl<T> DevicePtr<T> for CudaView<'_, T> {}

impl<T> Buffer<T> for CudaViewMut<'_, T> {
    fn span(&self) -> Span<'_> {
        self.span
    }
}
impl<T> DeviceSlice<T> for CudaViewMut<'_, T> {
    fn len(&self) -> usize {
        self.span.len
    }
    fn stream(&self) -> &Arc<CudaStream> {
        self.stream
    }
}
impl<T> DevicePtr<T> for CudaViewMut<'_, T> {}
impl<T> DevicePtrMut<T> for CudaViewMut<'_, T> {}
