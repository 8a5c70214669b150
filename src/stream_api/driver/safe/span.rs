//! A part of one buffer, [`Span`]: what the face's buffers and views are made of (an
//! address, a length, the buffer's record and device); the sealing trait [`Buffer`] that
//! gives a buffer's span; and the range arithmetic of slicing.

use crate::driver::CudaDevice;
use crate::stream_api::driver::sys;
#[cfg(any(
    feature = "nccl",
    feature = "curand",
    feature = "cublas",
    feature = "cublaslt"
))]
use crate::stream_api::seam::Operand;
use crate::stream_api::seam::{Record, Use, buffer_use};
use std::ops::{Bound, RangeBounds};
use std::sync::Arc;

/// Part of one buffer: its first element's address, its length in elements, and the
/// buffer's record and device. What the face's buffers and views are made of.
#[derive(Clone, Copy)]
pub struct Span<'a> {
    pub(crate) ptr: sys::CUdeviceptr,
    pub(crate) len: usize,
    pub(crate) rec: &'a Record,
    pub(crate) dev: &'a Arc<CudaDevice>,
}

impl std::fmt::Debug for Span<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Span")
            .field("ptr", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .finish()
    }
}

impl<'a> Span<'a> {
    /// This memory, read by an operation.
    pub(crate) fn read(self) -> Use<'a> {
        buffer_use(self.rec, self.dev, false)
    }

    /// This memory, written by an operation.
    pub(crate) fn write(self) -> Use<'a> {
        buffer_use(self.rec, self.dev, true)
    }

    /// The elements `start..end` (in bounds, checked by the caller) of `T`.
    pub(crate) fn at<T>(self, start: usize, end: usize) -> Span<'a> {
        Span {
            ptr: self.ptr + (start * size_of::<T>()) as u64,
            len: end - start,
            ..self
        }
    }

    /// The same bytes as `len` values of `S` (elements of `T` now), or `None` if they do
    /// not fit (also when their size overflows).
    pub(crate) fn cast<T, S>(self, len: usize) -> Option<Span<'a>> {
        let fits = len
            .checked_mul(size_of::<S>())
            .is_some_and(|b| b <= self.len.saturating_mul(size_of::<T>()));
        fits.then_some(Span { len, ..self })
    }
}

/// Seals [`DevicePtr`](super::DevicePtr) and [`DevicePtrMut`](super::DevicePtrMut) for
/// the element type: a buffer implements `Buffer<T>` for its own `T` only, so safe code
/// cannot have a copy reach past a buffer by naming another element type.
pub trait Buffer<T> {
    /// The memory and its record.
    fn span(&self) -> Span<'_>;

    /// Whether work on `stream` may use the memory: always, except for unified memory
    /// attached to the host or to another stream (cudarc 0.19's `check_device_access`).
    #[inline(always)]
    fn check_use(&self, stream: &super::CudaStream) -> Result<(), crate::driver::DriverError> {
        let _ = stream;
        Ok(())
    }
}

/// `buf` as a buffer that a library's operation reads: what the libraries' faces hand the
/// crate's checks and submission (see `stream_api/cublas` and the others).
#[cfg(any(feature = "nccl", feature = "cublas", feature = "cublaslt"))]
#[inline]
pub(crate) fn read_operand<T, B: Buffer<T> + ?Sized>(buf: &B) -> Operand<'_, T> {
    let span = buf.span();
    // SAFETY: a buffer's span is `len` elements of its own `T` (`Buffer<T>` is implemented by
    // each buffer for its element type only) of the buffer whose record it holds, borrowed
    // here for the operand's lifetime.
    unsafe { Operand::from_parts(span.ptr, span.len, span.read()) }
}

/// `buf` as a buffer that a library's operation writes (see [`read_operand`]).
#[cfg(any(
    feature = "nccl",
    feature = "curand",
    feature = "cublas",
    feature = "cublaslt"
))]
#[inline]
pub(crate) fn write_operand<T, B: Buffer<T> + ?Sized>(buf: &mut B) -> Operand<'_, T> {
    let span = buf.span();
    // SAFETY: as in `read_operand`, with the buffer borrowed mutably for the operand's
    // lifetime.
    unsafe { Operand::from_parts(span.ptr, span.len, span.write()) }
}

/// `[start, end)` of `range` within `len`, or `None` if out of bounds (std's slice rules).
pub(crate) fn to_range(range: &impl RangeBounds<usize>, len: usize) -> Option<(usize, usize)> {
    let start = match range.start_bound() {
        Bound::Included(&s) => s,
        Bound::Excluded(&s) => s.checked_add(1)?,
        Bound::Unbounded => 0,
    };
    let end = match range.end_bound() {
        Bound::Included(&e) => e.checked_add(1)?,
        Bound::Excluded(&e) => e,
        Bound::Unbounded => len,
    };
    (start <= end && end <= len).then_some((start, end))
}

/// `range` as owned bounds, to use it twice.
pub(crate) fn owned(range: &impl RangeBounds<usize>) -> (Bound<usize>, Bound<usize>) {
    (range.start_bound().cloned(), range.end_bound().cloned())
}

#[cold]
#[track_caller]
pub(crate) fn out_of_range(range: (Bound<usize>, Bound<usize>), len: usize) -> ! {
    panic!(
        "range ({:?}, {:?}) out of bounds for a device slice of length {len}",
        range.0, range.1
    )
}

#[cold]
#[track_caller]
pub(crate) fn bad_split(mid: usize, len: usize) -> ! {
    panic!("split at {mid}, past the end of a device slice of length {len}")
}

#[cfg(test)]
mod tests {
    use super::to_range;

    #[test]
    #[allow(clippy::reversed_empty_ranges)]
    fn ranges_follow_std_slice_rules() {
        assert_eq!(to_range(&(..), 10), Some((0, 10)));
        assert_eq!(to_range(&(2..=5), 10), Some((2, 6)));
        assert_eq!(to_range(&(10..), 10), Some((10, 10)));
        assert_eq!(to_range(&(11..), 10), None);
        assert_eq!(to_range(&(5..4), 10), None);
        assert_eq!(to_range(&(..=usize::MAX), 10), None);
    }
}
