//! [`CudaSlice`]: an owned buffer of device memory, allocated on a stream (cudarc 0.19's).
//! It owns one of the crate's [`CudaSlice`](crate::driver::CudaSlice)s, whose record of the
//! work that may still use it orders every use and the free.

use super::context::CudaContext;
use super::span::{Buffer, Span, bad_split, out_of_range, owned, to_range};
use super::stream::CudaStream;
use super::traits::{DevicePtr, DevicePtrMut, DeviceSlice};
use super::{CudaView, CudaViewMut, DeviceRepr};
use crate::driver::DriverError;
use crate::stream_api::driver::sys;
use crate::stream_api::seam::Sealed;
use std::ops::RangeBounds;
use std::sync::Arc;

/// `Vec<T>` on the device, allocated on a stream ([`CudaStream::alloc_zeros`],
/// [`CudaStream::clone_htod`], ...).
///
/// Every read and write of it, on any stream, is recorded: work that must follow earlier work
/// on it waits for that work wherever it ran (after reads on two streams, a write waits for
/// both). Dropped, it is freed after every use of it on any stream.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::{CudaContext, CudaSlice};
///
/// let stream = CudaContext::new(0)?.default_stream();
/// let a: CudaSlice<f32> = stream.alloc_zeros(1024)?;
/// let b = a.clone(); // a device-side copy
/// assert_eq!(stream.clone_dtoh(&b)?, vec![0.0; 1024]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaSlice<T> {
    pub(crate) buf: crate::driver::CudaSlice<T>,
    pub(crate) stream: Arc<CudaStream>,
}

// SAFETY: the buffer is device memory, moved or shared between threads as an address; no `T`
// lives on the host through it (copies make new values from bytes), as in cudarc.
unsafe impl<T> Send for CudaSlice<T> {}
// SAFETY: as above; its record is made of atomics and locks.
unsafe impl<T> Sync for CudaSlice<T> {}

impl<T> std::fmt::Debug for CudaSlice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaSlice")
            .field("ptr", &format_args!("{:#x}", self.span().ptr))
            .field("len", &self.len())
            .field("stream", &self.stream)
            .finish()
    }
}

impl<T> CudaSlice<T> {
    /// The memory and its record.
    pub(crate) fn span(&self) -> Span<'_> {
        Span {
            ptr: *crate::driver::DevicePtr::device_ptr(&self.buf),
            len: self.buf.len(),
            rec: Sealed::accesses(&self.buf),
            dev: Sealed::device_arc(&self.buf),
        }
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert_eq!(stream.alloc_zeros::<u8>(5)?.len(), 5);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    /// The number of bytes.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert_eq!(stream.alloc_zeros::<f64>(5)?.num_bytes(), 40);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn num_bytes(&self) -> usize {
        self.buf.num_bytes()
    }

    /// Whether there are no elements.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert!(stream.null::<u8>()?.is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }

    /// The ordinal of the device the memory is on.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert_eq!(stream.alloc_zeros::<u8>(1)?.ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn ordinal(&self) -> usize {
        self.stream.context().ordinal()
    }

    /// The context the memory belongs to.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let a = ctx.default_stream().alloc_zeros::<u8>(1)?;
    /// assert_eq!(a.context(), &ctx);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn context(&self) -> &Arc<CudaContext> {
        self.stream.context()
    }

    /// The stream the buffer was allocated on.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let s = ctx.new_stream()?;
    /// assert_eq!(s.alloc_zeros::<u8>(1)?.stream(), &s);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn stream(&self) -> &Arc<CudaStream> {
        &self.stream
    }

    /// A view of the whole buffer.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[1u8, 2])?;
    /// assert_eq!(stream.clone_dtoh(&a.as_view())?, [1, 2]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_view(&self) -> CudaView<'_, T> {
        CudaView::new(self.span(), &self.stream)
    }

    /// A mutable view of the whole buffer.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(2)?;
    /// stream.memcpy_htod(&[3u8, 4], &mut a.as_view_mut())?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_view_mut(&mut self) -> CudaViewMut<'_, T> {
        CudaViewMut::new(self.span(), &self.stream)
    }

    /// A view of the elements in `bounds`.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice`](Self::try_slice) returns `None` instead.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[1u8, 2, 3, 4])?;
    /// assert_eq!(stream.clone_dtoh(&a.slice(1..3))?, [2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn slice(&self, bounds: impl RangeBounds<usize>) -> CudaView<'_, T> {
        let b = owned(&bounds);
        self.try_slice(b)
            .unwrap_or_else(|| out_of_range(b, self.len()))
    }

    /// A view of the elements in `bounds`, or `None` if it is out of bounds.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.alloc_zeros::<u8>(4)?;
    /// assert!(a.try_slice(2..).is_some() && a.try_slice(..5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice(&self, bounds: impl RangeBounds<usize>) -> Option<CudaView<'_, T>> {
        self.as_view().try_slice(bounds)
    }

    /// A mutable view of the elements in `bounds`.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice_mut`](Self::try_slice_mut) returns `None`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(4)?;
    /// stream.memcpy_htod(&[9u8, 9], &mut a.slice_mut(2..))?;
    /// assert_eq!(stream.clone_dtoh(&a)?, [0, 0, 9, 9]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn slice_mut(&mut self, bounds: impl RangeBounds<usize>) -> CudaViewMut<'_, T> {
        let (b, len) = (owned(&bounds), self.len());
        self.try_slice_mut(b)
            .unwrap_or_else(|| out_of_range(b, len))
    }

    /// A mutable view of the elements in `bounds`, or `None` if it is out of bounds.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(4)?;
    /// assert!(a.try_slice_mut(5..).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice_mut(&mut self, bounds: impl RangeBounds<usize>) -> Option<CudaViewMut<'_, T>> {
        let (start, end) = to_range(&bounds, self.len())?;
        Some(CudaViewMut::new(
            self.span().at::<T>(start, end),
            &self.stream,
        ))
    }

    /// Reinterprets the buffer as `len` values of `S`; `None` if they do not fit.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[1u32])?;
    /// // SAFETY: any bytes are valid u8s.
    /// let bytes = unsafe { a.transmute::<u8>(4) }.unwrap();
    /// assert_eq!(stream.clone_dtoh(&bytes)?, [1, 0, 0, 0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn transmute<S>(&self, len: usize) -> Option<CudaView<'_, S>> {
        // SAFETY: the caller's contract.
        unsafe { self.as_view().transmute(len) }
    }

    /// Reinterprets the buffer as `len` values of `S`, mutably; `None` if they do not fit.
    ///
    /// # Safety
    ///
    /// As for [`transmute`](Self::transmute), and every `S` written must leave valid `T`s.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u32>(1)?;
    /// // SAFETY: any four bytes are a valid u32.
    /// let mut bytes = unsafe { a.transmute_mut::<u8>(4) }.unwrap();
    /// stream.memcpy_htod(&[1u8, 0, 0, 0], &mut bytes)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn transmute_mut<S>(&mut self, len: usize) -> Option<CudaViewMut<'_, S>> {
        let span = self.span().cast::<T, S>(len)?;
        Some(CudaViewMut::new(span, &self.stream))
    }

    /// Two views, of `..mid` and `mid..`.
    ///
    /// # Panics
    ///
    /// If `mid > len`; [`try_split_at`](Self::try_split_at) returns `None`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[1u8, 2, 3])?;
    /// let (lo, hi) = a.split_at(1);
    /// assert_eq!((lo.len(), hi.len()), (1, 2));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn split_at(&self, mid: usize) -> (CudaView<'_, T>, CudaView<'_, T>) {
        self.try_split_at(mid)
            .unwrap_or_else(|| bad_split(mid, self.len()))
    }

    /// Two views, of `..mid` and `mid..`, or `None` if `mid > len`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert!(stream.alloc_zeros::<u8>(2)?.try_split_at(3).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_split_at(&self, mid: usize) -> Option<(CudaView<'_, T>, CudaView<'_, T>)> {
        self.as_view().try_split_at(mid)
    }

    /// Two mutable views, of `..mid` and `mid..`.
    ///
    /// # Panics
    ///
    /// If `mid > len`; [`try_split_at_mut`](Self::try_split_at_mut) returns `None`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u8>(4)?;
    /// let (mut lo, mut hi) = a.split_at_mut(2);
    /// stream.memcpy_htod(&[1u8, 1], &mut lo)?;
    /// stream.memcpy_htod(&[2u8, 2], &mut hi)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn split_at_mut(&mut self, mid: usize) -> (CudaViewMut<'_, T>, CudaViewMut<'_, T>) {
        let len = self.len();
        self.try_split_at_mut(mid)
            .unwrap_or_else(|| bad_split(mid, len))
    }

    /// Two mutable views, of `..mid` and `mid..`, or `None` if `mid > len`.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert!(stream.alloc_zeros::<u8>(2)?.try_split_at_mut(3).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_split_at_mut(
        &mut self,
        mid: usize,
    ) -> Option<(CudaViewMut<'_, T>, CudaViewMut<'_, T>)> {
        let span = self.span();
        (mid <= span.len).then(|| {
            (
                CudaViewMut::new(span.at::<T>(0, mid), &self.stream),
                CudaViewMut::new(span.at::<T>(mid, span.len), &self.stream),
            )
        })
    }

    /// Gives up ownership: returns the address, which is no longer freed on drop. Take it back
    /// with [`CudaStream::upgrade_device_ptr`].
    ///
    /// The buffer's stream is first made to wait for every use of the buffer on any stream, so
    /// that work enqueued on it from then on follows them.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[1u32, 2])?;
    /// let raw = a.leak();
    /// // SAFETY: `raw` came from `leak` on this stream's context, with 2 elements.
    /// let a = unsafe { stream.upgrade_device_ptr::<u32>(raw, 2) };
    /// assert_eq!(stream.clone_dtoh(&a)?, [1, 2]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn leak(self) -> sys::CUdeviceptr {
        let CudaSlice { buf, stream } = self;
        // The core makes its main stream wait for every use; the buffer's stream then waits
        // for that, as cudarc's `leak` makes it wait for the buffer's events.
        let ptr = buf.leak();
        stream.wait_for_main_stream();
        ptr
    }
}

impl<T: DeviceRepr> CudaSlice<T> {
    /// A device-side copy, allocated on the same stream.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[1u8, 2])?;
    /// assert_eq!(stream.clone_dtoh(&a.try_clone()?)?, [1, 2]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_clone(&self) -> Result<Self, DriverError> {
        self.stream.clone_dtod(self)
    }
}

impl<T: DeviceRepr> Clone for CudaSlice<T> {
    /// A device-side copy, as [`try_clone`](CudaSlice::try_clone).
    ///
    /// # Panics
    ///
    /// If the copy fails (out of memory); `try_clone` returns the error instead.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[5u8])?;
    /// assert_eq!(stream.clone_dtoh(&a.clone())?, [5]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn clone(&self) -> Self {
        self.try_clone()
            .unwrap_or_else(|e| panic!("CudaSlice::clone failed: {e}"))
    }
}

impl<T: Clone + Default + DeviceRepr> TryFrom<CudaSlice<T>> for Vec<T> {
    type Error = DriverError;
    /// Copies the buffer back to the host, and frees it.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let v: Vec<u8> = stream.clone_htod(&[1u8, 2])?.try_into()?;
    /// assert_eq!(v, [1, 2]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn try_from(value: CudaSlice<T>) -> Result<Self, Self::Error> {
        value.stream.clone_dtoh(&value)
    }
}

impl<T> Buffer<T> for CudaSlice<T> {
    fn span(&self) -> Span<'_> {
        self.span()
    }
}
impl<T> DeviceSlice<T> for CudaSlice<T> {
    fn len(&self) -> usize {
        self.len()
    }
    fn stream(&self) -> &Arc<CudaStream> {
        self.stream()
    }
}
impl<T> DevicePtr<T> for CudaSlice<T> {}
impl<T> DevicePtrMut<T> for CudaSlice<T> {}
