//! [`CudaSlice`], the owned device buffer, and its borrowed views [`CudaView`] and
//! [`CudaViewMut`], with the traits that copies and launches accept.

use super::device::CudaDevice;
use super::track::{Tracker, Use};
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::marker::PhantomData;
use std::ops::{Bound, RangeBounds};
use std::sync::Arc;

/// An owned buffer of `len` values of `T` in device memory: the device's `Vec<T>`.
///
/// Freed in stream order when dropped, after every read and write of it already enqueued on
/// any stream (the main stream, a [`CudaStream`](super::CudaStream), the async adapter, a graph
/// launch), so a drop can never free memory that queued work still uses.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, CudaSlice, DeviceSlice};
///
/// let dev = CudaDevice::new(0)?;
/// let a: CudaSlice<f32> = dev.alloc_zeros(1024)?;
/// let b = a.clone(); // a device-side copy
/// assert_eq!(b.len(), 1024);
/// let v: Vec<f32> = dev.sync_reclaim(b)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaSlice<T> {
    pub(crate) cu_device_ptr: sys::CUdeviceptr,
    /// Handed out by `device_ptr_mut`, and reset before each time: writes to it are ignored,
    /// so safe code cannot change what is freed.
    scratch: sys::CUdeviceptr,
    pub(crate) len: usize,
    pub(crate) device: Arc<CudaDevice>,
    /// Async operations that may still use this buffer.
    pub(crate) tracker: Tracker,
    marker: PhantomData<T>,
}

impl<T> std::fmt::Debug for CudaSlice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaSlice")
            .field("ptr", &format_args!("{:#x}", self.cu_device_ptr))
            .field("len", &self.len)
            .field("device", &self.device.ordinal)
            .finish()
    }
}

impl<T> CudaSlice<T> {
    /// Takes ownership of `len` elements at `ptr`, freed on drop.
    ///
    /// # Safety
    ///
    /// `ptr` must be a live allocation of `device` of at least `len * size_of::<T>()` bytes,
    /// from cuMemAlloc(Async) (0 when `len * size_of::<T>()` is 0), owned by nobody else.
    pub(crate) unsafe fn from_raw(
        device: Arc<CudaDevice>,
        ptr: sys::CUdeviceptr,
        len: usize,
    ) -> Self {
        CudaSlice {
            cu_device_ptr: ptr,
            scratch: ptr,
            len,
            device,
            tracker: Tracker::default(),
            marker: PhantomData,
        }
    }

    /// The device this buffer lives on.
    pub fn device(&self) -> Arc<CudaDevice> {
        self.device.clone()
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// The size in bytes.
    pub fn num_bytes(&self) -> usize {
        self.len * size_of::<T>()
    }

    /// Whether the buffer has no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Gives up ownership: returns the raw pointer, which is no longer freed on drop. Take it
    /// back with [`CudaDevice::upgrade_device_ptr`].
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.alloc_zeros::<u8>(16)?;
    /// let raw = a.leak();
    /// // SAFETY: `raw` came from `leak` on this device, with 16 elements.
    /// let a = unsafe { dev.upgrade_device_ptr::<u8>(raw, 16) };
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn leak(self) -> sys::CUdeviceptr {
        let ptr = self.cu_device_ptr;
        std::mem::forget(self);
        ptr
    }

    /// A view of the elements in `range`.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice`](Self::try_slice) returns `None` instead.
    pub fn slice(&self, range: impl RangeBounds<usize>) -> CudaView<'_, T> {
        let (s, e) = (range.start_bound().cloned(), range.end_bound().cloned());
        self.try_slice((s, e))
            .unwrap_or_else(|| out_of_range(s, e, self.len))
    }

    /// A view of the elements in `range`, or `None` if it is out of bounds.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.alloc_zeros::<f32>(10)?;
    /// assert!(a.try_slice(2..5).is_some());
    /// assert!(a.try_slice(5..11).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice(&self, range: impl RangeBounds<usize>) -> Option<CudaView<'_, T>> {
        let (start, end) = bounds(&range, self.len)?;
        Some(CudaView {
            ptr: offset::<T>(self.cu_device_ptr, start),
            len: end - start,
            device: &self.device,
            tracker: &self.tracker,
            marker: PhantomData,
        })
    }

    /// A mutable view of the elements in `range`.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice_mut`](Self::try_slice_mut) returns `None`.
    pub fn slice_mut(&mut self, range: impl RangeBounds<usize>) -> CudaViewMut<'_, T> {
        let (s, e) = (range.start_bound().cloned(), range.end_bound().cloned());
        let len = self.len;
        self.try_slice_mut((s, e))
            .unwrap_or_else(|| out_of_range(s, e, len))
    }

    /// A mutable view of the elements in `range`, or `None` if it is out of bounds.
    pub fn try_slice_mut(&mut self, range: impl RangeBounds<usize>) -> Option<CudaViewMut<'_, T>> {
        let (start, end) = bounds(&range, self.len)?;
        Some(CudaViewMut {
            ptr: offset::<T>(self.cu_device_ptr, start),
            scratch: 0,
            len: end - start,
            device: &self.device,
            tracker: &self.tracker,
            marker: PhantomData,
        })
    }

    /// Two mutable views, of `..mid` and `mid..`.
    ///
    /// # Panics
    ///
    /// If `mid > len`; [`try_split_at_mut`](Self::try_split_at_mut) returns `None`.
    pub fn split_at_mut(&mut self, mid: usize) -> (CudaViewMut<'_, T>, CudaViewMut<'_, T>) {
        let len = self.len;
        self.try_split_at_mut(mid)
            .unwrap_or_else(|| panic!("split_at_mut: mid {mid} > len {len}"))
    }

    /// Two mutable views, of `..mid` and `mid..`, or `None` if `mid > len`.
    pub fn try_split_at_mut(
        &mut self,
        mid: usize,
    ) -> Option<(CudaViewMut<'_, T>, CudaViewMut<'_, T>)> {
        split(
            self.cu_device_ptr,
            self.len,
            mid,
            &self.device,
            &self.tracker,
        )
    }

    /// Reinterprets the buffer as `len` values of `S`.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`. Returns `None` if `len` values of `S` do not fit
    /// (also when their size overflows `usize`).
    pub unsafe fn transmute<S>(&self, len: usize) -> Option<CudaView<'_, S>> {
        fits::<S>(len, self.num_bytes()).then_some(CudaView {
            ptr: self.cu_device_ptr,
            len,
            device: &self.device,
            tracker: &self.tracker,
            marker: PhantomData,
        })
    }

    /// Reinterprets the buffer as `len` values of `S`, mutably.
    ///
    /// # Safety
    ///
    /// As for [`transmute`](Self::transmute), and every `S` written must be valid as `T`.
    pub unsafe fn transmute_mut<S>(&mut self, len: usize) -> Option<CudaViewMut<'_, S>> {
        fits::<S>(len, self.num_bytes()).then_some(CudaViewMut {
            ptr: self.cu_device_ptr,
            scratch: 0,
            len,
            device: &self.device,
            tracker: &self.tracker,
            marker: PhantomData,
        })
    }
}

impl<T> Drop for CudaSlice<T> {
    fn drop(&mut self) {
        self.device
            .free_after_users(self.cu_device_ptr, self.num_bytes(), &self.tracker, false);
    }
}

impl CudaDevice {
    /// Frees an allocation of this device once nothing can use it any more: in main-stream
    /// order, after every access `tracker` records on any stream (a free waits like a write).
    /// Memory a CUDA graph captured is handed to the graph's record instead, which frees it when
    /// the graphs are gone too. Managed memory is freed synchronously. Errors are kept for the
    /// next call on the device.
    pub(crate) fn free_after_users(
        &self,
        ptr: sys::CUdeviceptr,
        bytes: usize,
        tracker: &Tracker,
        managed: bool,
    ) {
        if bytes == 0 {
            return;
        }
        if let Some(c) = tracker.captured() {
            c.adopt(ptr, bytes, managed);
            return;
        }
        let r = self
            .bind()
            .and_then(|()| self.free_in_order(ptr, tracker, managed));
        if let Err(e) = r {
            let what = if managed { " of managed memory" } else { "" };
            self.defer_error(e.context(format!(
                "while freeing {bytes} bytes{what} on device {}",
                self.ordinal
            )));
        }
    }
}

impl CudaDevice {
    /// Frees `ptr` on the main stream after every access `tracker` records. The one free
    /// sequence, for buffers and for memory that graphs kept. The caller has entered the device.
    pub(crate) fn free_in_order(
        &self,
        ptr: sys::CUdeviceptr,
        tracker: &Tracker,
        managed: bool,
    ) -> Result<(), DriverError> {
        let uses = [Use {
            tracker,
            device: self,
            write: true,
        }];
        self.run_main(&uses, |stream| {
            // SAFETY: the caller owned the allocation; the main stream now waits for every
            // access to it on any stream, so a stream-ordered free (or a synchronous free once
            // the stream has drained) cannot overtake that work.
            unsafe {
                if self.async_alloc && !managed {
                    result::free_async(ptr, stream)
                } else {
                    result::stream::synchronize(stream)?;
                    result::free_sync(ptr)
                }
            }
        })
    }
}

/// A borrowed, read-only part of a [`CudaSlice`]: what `&[T]` is to `Vec<T>`.
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
    pub(crate) ptr: sys::CUdeviceptr,
    pub(crate) len: usize,
    pub(crate) device: &'a Arc<CudaDevice>,
    pub(crate) tracker: &'a Tracker,
    marker: PhantomData<&'a [T]>,
}

/// A borrowed, writable part of a [`CudaSlice`]: what `&mut [T]` is to `Vec<T>`.
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
    pub(crate) ptr: sys::CUdeviceptr,
    /// As for `CudaSlice`: what `device_ptr_mut` hands out.
    scratch: sys::CUdeviceptr,
    pub(crate) len: usize,
    pub(crate) device: &'a Arc<CudaDevice>,
    pub(crate) tracker: &'a Tracker,
    marker: PhantomData<&'a mut [T]>,
}

impl<T> std::fmt::Debug for CudaView<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaView")
            .field("ptr", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .finish()
    }
}

impl<T> std::fmt::Debug for CudaViewMut<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaViewMut")
            .field("ptr", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .finish()
    }
}

impl<'a, T> CudaView<'a, T> {
    /// A narrower view, with the same lifetime.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds.
    pub fn slice(&self, range: impl RangeBounds<usize>) -> CudaView<'a, T> {
        let (s, e) = (range.start_bound().cloned(), range.end_bound().cloned());
        self.try_slice((s, e))
            .unwrap_or_else(|| out_of_range(s, e, self.len))
    }

    /// A narrower view, or `None` if the range is out of bounds.
    pub fn try_slice(&self, range: impl RangeBounds<usize>) -> Option<CudaView<'a, T>> {
        let (start, end) = bounds(&range, self.len)?;
        Some(CudaView {
            ptr: offset::<T>(self.ptr, start),
            len: end - start,
            device: self.device,
            tracker: self.tracker,
            marker: PhantomData,
        })
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the view has no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Reinterprets the view as `len` values of `S`.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`; `None` if they do not fit.
    pub unsafe fn transmute<S>(&self, len: usize) -> Option<CudaView<'a, S>> {
        fits::<S>(len, self.len * size_of::<T>()).then_some(CudaView {
            ptr: self.ptr,
            len,
            device: self.device,
            tracker: self.tracker,
            marker: PhantomData,
        })
    }
}

impl<'a, T> CudaViewMut<'a, T> {
    /// A read-only view of part of this one, borrowing it.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds.
    pub fn slice<'b: 'a>(&'b self, range: impl RangeBounds<usize>) -> CudaView<'a, T> {
        let (s, e) = (range.start_bound().cloned(), range.end_bound().cloned());
        self.try_slice((s, e))
            .unwrap_or_else(|| out_of_range(s, e, self.len))
    }

    /// A read-only view of part of this one, or `None` if the range is out of bounds.
    pub fn try_slice<'b: 'a>(&'b self, range: impl RangeBounds<usize>) -> Option<CudaView<'a, T>> {
        let (start, end) = bounds(&range, self.len)?;
        Some(CudaView {
            ptr: offset::<T>(self.ptr, start),
            len: end - start,
            device: self.device,
            tracker: self.tracker,
            marker: PhantomData,
        })
    }

    /// A mutable view of part of this one, borrowing it.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds.
    pub fn slice_mut<'b: 'a>(&'b mut self, range: impl RangeBounds<usize>) -> CudaViewMut<'a, T> {
        let (s, e) = (range.start_bound().cloned(), range.end_bound().cloned());
        let len = self.len;
        self.try_slice_mut((s, e))
            .unwrap_or_else(|| out_of_range(s, e, len))
    }

    /// A mutable view of part of this one, or `None` if the range is out of bounds.
    pub fn try_slice_mut<'b: 'a>(
        &'b mut self,
        range: impl RangeBounds<usize>,
    ) -> Option<CudaViewMut<'a, T>> {
        let (start, end) = bounds(&range, self.len)?;
        Some(CudaViewMut {
            ptr: offset::<T>(self.ptr, start),
            scratch: 0,
            len: end - start,
            device: self.device,
            tracker: self.tracker,
            marker: PhantomData,
        })
    }

    /// Splits into `..mid` and `mid..`.
    ///
    /// # Panics
    ///
    /// If `mid > len`.
    pub fn split_at_mut<'b: 'a>(
        &'b mut self,
        mid: usize,
    ) -> (CudaViewMut<'a, T>, CudaViewMut<'a, T>) {
        let len = self.len;
        self.try_split_at_mut(mid)
            .unwrap_or_else(|| panic!("split_at_mut: mid {mid} > len {len}"))
    }

    /// Splits into `..mid` and `mid..`, or `None` if `mid > len`.
    pub fn try_split_at_mut<'b: 'a>(
        &'b mut self,
        mid: usize,
    ) -> Option<(CudaViewMut<'a, T>, CudaViewMut<'a, T>)> {
        split(self.ptr, self.len, mid, self.device, self.tracker)
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the view has no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Reinterprets the view as `len` values of `S`, read-only.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`; `None` if they do not fit.
    pub unsafe fn transmute<S>(&self, len: usize) -> Option<CudaView<'_, S>> {
        fits::<S>(len, self.len * size_of::<T>()).then_some(CudaView {
            ptr: self.ptr,
            len,
            device: self.device,
            tracker: self.tracker,
            marker: PhantomData,
        })
    }

    /// Reinterprets the view as `len` values of `S`, mutably.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`, and every `S` written valid as `T`.
    pub unsafe fn transmute_mut<S>(&mut self, len: usize) -> Option<CudaViewMut<'_, S>> {
        fits::<S>(len, self.len * size_of::<T>()).then_some(CudaViewMut {
            ptr: self.ptr,
            scratch: 0,
            len,
            device: self.device,
            tracker: self.tracker,
            marker: PhantomData,
        })
    }
}

fn split<'a, T>(
    ptr: sys::CUdeviceptr,
    len: usize,
    mid: usize,
    device: &'a Arc<CudaDevice>,
    tracker: &'a Tracker,
) -> Option<(CudaViewMut<'a, T>, CudaViewMut<'a, T>)> {
    (mid <= len).then(|| {
        (
            CudaViewMut {
                ptr,
                scratch: 0,
                len: mid,
                device,
                tracker,
                marker: PhantomData,
            },
            CudaViewMut {
                ptr: offset::<T>(ptr, mid),
                scratch: 0,
                len: len - mid,
                device,
                tracker,
                marker: PhantomData,
            },
        )
    })
}

/// Whether `len` values of `S` fit in `bytes` bytes (false when the size overflows).
fn fits<S>(len: usize, bytes: usize) -> bool {
    len.checked_mul(size_of::<S>()).is_some_and(|b| b <= bytes)
}

fn offset<T>(ptr: sys::CUdeviceptr, elems: usize) -> sys::CUdeviceptr {
    ptr + (elems * size_of::<T>()) as u64
}

/// `[start, end)` of `range` within `len`, or `None` if out of bounds.
fn bounds(range: &impl RangeBounds<usize>, len: usize) -> Option<(usize, usize)> {
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

#[cold]
fn out_of_range(start: Bound<usize>, end: Bound<usize>, len: usize) -> ! {
    panic!("range ({start:?}, {end:?}) out of bounds for a device slice of length {len}")
}

/// Something with a length in elements of `T` on the device.
pub trait DeviceSlice<T> {
    /// The number of elements.
    fn len(&self) -> usize;
    /// The size in bytes.
    fn num_bytes(&self) -> usize {
        self.len() * size_of::<T>()
    }
    /// Whether there are no elements.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

pub(crate) mod sealed {
    use super::Tracker;
    use crate::driver::safe::track::Use;

    /// Seals [`DevicePtr`](super::DevicePtr) and gives the crate each buffer's tracker.
    pub trait Sealed {
        /// The tracker of the owning buffer.
        fn tracker(&self) -> &Tracker;
        /// The device the memory belongs to.
        fn device_arc(&self) -> &std::sync::Arc<super::CudaDevice>;
        /// This buffer, read by an operation.
        fn read(&self) -> Use<'_> {
            Use {
                tracker: self.tracker(),
                device: self.device_arc(),
                write: false,
            }
        }
        /// This buffer, written by an operation.
        fn write(&self) -> Use<'_> {
            Use {
                tracker: self.tracker(),
                device: self.device_arc(),
                write: true,
            }
        }
    }
    impl<T> Sealed for super::CudaSlice<T> {
        fn tracker(&self) -> &Tracker {
            &self.tracker
        }
        fn device_arc(&self) -> &std::sync::Arc<super::CudaDevice> {
            &self.device
        }
    }
    impl<T> Sealed for super::CudaView<'_, T> {
        fn tracker(&self) -> &Tracker {
            self.tracker
        }
        fn device_arc(&self) -> &std::sync::Arc<super::CudaDevice> {
            self.device
        }
    }
    impl<T> Sealed for super::CudaViewMut<'_, T> {
        fn tracker(&self) -> &Tracker {
            self.tracker
        }
        fn device_arc(&self) -> &std::sync::Arc<super::CudaDevice> {
            self.device
        }
    }
}

/// Device memory that can be read: its address.
///
/// Sealed: only this crate's buffers and views implement it, so a safe copy can only ever
/// reach memory that a live buffer owns.
pub trait DevicePtr<T>: DeviceSlice<T> + sealed::Sealed {
    /// The address of the first element.
    fn device_ptr(&self) -> &sys::CUdeviceptr;
}

/// Device memory that can be written: its address, borrowed mutably. Sealed, as [`DevicePtr`].
pub trait DevicePtrMut<T>: DeviceSlice<T> + sealed::Sealed {
    /// The address of the first element. Writing through the returned reference changes
    /// nothing: the buffer keeps its own copy of its address.
    fn device_ptr_mut(&mut self) -> &mut sys::CUdeviceptr;
}

macro_rules! impl_ptr_traits {
    ($ty:ty, $ptr:ident) => {
        impl<T> DeviceSlice<T> for $ty {
            fn len(&self) -> usize {
                self.len
            }
        }
        impl<T> DevicePtr<T> for $ty {
            fn device_ptr(&self) -> &sys::CUdeviceptr {
                &self.$ptr
            }
        }
    };
}
impl_ptr_traits!(CudaSlice<T>, cu_device_ptr);
impl_ptr_traits!(CudaView<'_, T>, ptr);
impl_ptr_traits!(CudaViewMut<'_, T>, ptr);

impl<T> DevicePtrMut<T> for CudaSlice<T> {
    fn device_ptr_mut(&mut self) -> &mut sys::CUdeviceptr {
        self.scratch = self.cu_device_ptr;
        &mut self.scratch
    }
}

impl<T> DevicePtrMut<T> for CudaViewMut<'_, T> {
    fn device_ptr_mut(&mut self) -> &mut sys::CUdeviceptr {
        self.scratch = self.ptr;
        &mut self.scratch
    }
}

#[cfg(test)]
mod tests {
    use super::bounds;

    #[test]
    #[allow(clippy::reversed_empty_ranges)]
    fn bounds_follow_std_slice_rules() {
        assert_eq!(bounds(&(..), 10), Some((0, 10)));
        assert_eq!(bounds(&(2..5), 10), Some((2, 5)));
        assert_eq!(bounds(&(2..=5), 10), Some((2, 6)));
        assert_eq!(bounds(&(10..), 10), Some((10, 10)));
        assert_eq!(bounds(&(11..), 10), None);
        assert_eq!(bounds(&(5..4), 10), None);
        assert_eq!(bounds(&(..=usize::MAX), 10), None);
        assert_eq!(bounds(&(0..0), 0), Some((0, 0)));
    }
}
