//! [`CudaSlice`], the owned device buffer, and its borrowed views [`CudaView`] and
//! [`CudaViewMut`], with the traits that copies and launches accept.
//!
//! Every buffer and view is a [`Span`] (an address, a length, the device and the buffer's
//! record of accesses): the range arithmetic lives there once. The views are in `view.rs`, the
//! traits in `traits.rs`.

mod traits;
mod view;

pub(crate) use traits::sealed;
pub use traits::{DevicePtr, DevicePtrMut, DeviceSlice};
pub use view::{CudaView, CudaViewMut};
pub(crate) use view::{view_mut_of, view_of};

use super::device::CudaDevice;
use super::ordering::{Accesses, Enqueued, Lane, free_in_order};
use super::util::lock;
use crate::driver::sys;
use std::marker::PhantomData;
use std::ops::{Bound, RangeBounds};
use std::sync::Arc;

/// Part of one buffer: where it starts, how many elements, and the buffer's device and record.
struct Span<'a> {
    ptr: sys::CUdeviceptr,
    len: usize,
    device: &'a Arc<CudaDevice>,
    accesses: &'a Accesses,
}

impl<'a> Span<'a> {
    /// The elements in `range`, or `None` if it is out of bounds.
    fn sub<T>(&self, range: &impl RangeBounds<usize>) -> Option<Span<'a>> {
        let (start, end) = bounds(range, self.len)?;
        Some(self.at::<T>(start, end - start))
    }

    /// `..mid` and `mid..`, or `None` if `mid > len`.
    fn split<T>(&self, mid: usize) -> Option<(Span<'a>, Span<'a>)> {
        (mid <= self.len).then(|| (self.at::<T>(0, mid), self.at::<T>(mid, self.len - mid)))
    }

    /// The same bytes as `len` values of `S` (elements of `T` now), or `None` if they do not
    /// fit (also when their size overflows).
    fn cast<T, S>(&self, len: usize) -> Option<Span<'a>> {
        let fits = len
            .checked_mul(size_of::<S>())
            .is_some_and(|b| b <= self.len * size_of::<T>());
        fits.then_some(Span { len, ..*self })
    }

    /// `len` elements of `T` from element `start` (in bounds, checked by the caller).
    fn at<T>(&self, start: usize, len: usize) -> Span<'a> {
        Span {
            ptr: self.ptr + (start * size_of::<T>()) as u64,
            len,
            ..*self
        }
    }

    fn view<T>(self) -> CudaView<'a, T> {
        CudaView {
            span: self,
            marker: PhantomData,
        }
    }

    fn view_mut<T>(self) -> CudaViewMut<'a, T> {
        CudaViewMut {
            scratch: 0,
            span: self,
            marker: PhantomData,
        }
    }
}

impl Clone for Span<'_> {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for Span<'_> {}

/// An owned buffer of `len` values of `T` in device memory: the device's `Vec<T>`.
///
/// Freed in stream order when dropped ([`cuMemFreeAsync`]), after every
/// read and write of it already enqueued on any stream (the main stream, a
/// [`CudaStream`](super::CudaStream), the async adapter, a graph launch), so a drop can never
/// free memory that queued work still uses.
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
///
/// [`cuMemFreeAsync`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html
pub struct CudaSlice<T> {
    pub(in crate::driver::safe) cu_device_ptr: sys::CUdeviceptr,
    /// Handed out by `device_ptr_mut`, and reset before each time: writes to it are ignored,
    /// so safe code cannot change what is freed.
    scratch: sys::CUdeviceptr,
    pub(in crate::driver::safe) len: usize,
    pub(in crate::driver::safe) device: Arc<CudaDevice>,
    /// The work on any stream that may still use this buffer.
    pub(in crate::driver::safe) accesses: Accesses,
    marker: PhantomData<T>,
}

impl<T> std::fmt::Debug for CudaSlice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaSlice")
            .field("ptr", &format_args!("{:#x}", self.cu_device_ptr))
            .field("len", &self.len)
            .field("device", &self.device.ctx.ordinal)
            .finish()
    }
}

impl<T> CudaSlice<T> {
    /// As [`from_raw`](Self::from_raw), recorded as written on `lane` (a stream of `device`)
    /// now, where it was allocated.
    ///
    /// # Safety
    ///
    /// As for `from_raw`, with `lane` in place of the main stream.
    pub(crate) unsafe fn from_raw_on(
        device: Arc<CudaDevice>,
        ptr: sys::CUdeviceptr,
        len: usize,
        lane: &Arc<Lane>,
    ) -> Self {
        if Arc::ptr_eq(lane, &device.main) {
            // SAFETY: the caller's contract.
            return unsafe { Self::from_raw(device, ptr, len) };
        }
        let accesses = Accesses::default();
        accesses.after(Enqueued::Lane(lane, lane.generation()), true);
        // SAFETY: the caller's contract, the record saying where the memory was allocated.
        unsafe { Self::from_parts(device, ptr, len, accesses) }
    }

    /// Takes ownership of `len` elements at `ptr`, freed on drop, recorded as written on the
    /// main stream now (where it was allocated, or where its earlier users were waited for).
    ///
    /// # Safety
    ///
    /// `ptr` must be a live allocation of `device` of at least `len * size_of::<T>()` bytes,
    /// from cuMemAlloc(Async) (0 when `len * size_of::<T>()` is 0), owned by nobody else, and
    /// any earlier work on it must be ordered before the main stream's work from now on.
    pub(crate) unsafe fn from_raw(
        device: Arc<CudaDevice>,
        ptr: sys::CUdeviceptr,
        len: usize,
    ) -> Self {
        let accesses = Accesses::default();
        accesses.after(Enqueued::Main(device.main.generation()), true);
        // SAFETY: the caller's contract, the record saying where the memory was allocated.
        unsafe { Self::from_parts(device, ptr, len, accesses) }
    }

    /// Takes ownership of `len` elements at `ptr` together with the record of the work that
    /// may still use them (moved from the buffer that owned the memory before: a
    /// [`CudaImage`](super::CudaImage)).
    ///
    /// # Safety
    ///
    /// As for [`from_raw`](Self::from_raw), except that earlier work is ordered through
    /// `accesses`, which must be the record of the previous owner; a `CudaSlice` frees with
    /// cuMemFreeAsync where the device supports it, so the memory must come from
    /// cuMemAllocAsync there.
    pub(crate) unsafe fn from_parts(
        device: Arc<CudaDevice>,
        ptr: sys::CUdeviceptr,
        len: usize,
        accesses: Accesses,
    ) -> Self {
        CudaSlice {
            cu_device_ptr: ptr,
            scratch: ptr,
            len,
            device,
            accesses,
            marker: PhantomData,
        }
    }

    /// Gives up ownership of the memory and its record, without freeing anything: the
    /// address, the length, the device and the record of the work that may still use it (for
    /// [`CudaImage::from_slice`](super::CudaImage::from_slice)).
    pub(crate) fn into_parts(self) -> (sys::CUdeviceptr, usize, Arc<CudaDevice>, Accesses) {
        let mut this = std::mem::ManuallyDrop::new(self);
        let accesses = std::mem::take(&mut this.accesses);
        // SAFETY: `this` is never dropped, so the device is moved out exactly once.
        let device = unsafe { std::ptr::read(&this.device) };
        (this.cu_device_ptr, this.len, device, accesses)
    }

    fn span(&self) -> Span<'_> {
        Span {
            ptr: self.cu_device_ptr,
            len: self.len,
            device: &self.device,
            accesses: &self.accesses,
        }
    }

    /// The device this buffer lives on.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.alloc_zeros::<f32>(8)?;
    /// assert!(std::sync::Arc::ptr_eq(&a.device(), &dev));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> Arc<CudaDevice> {
        self.device.clone()
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1.0f32, 2.0, 3.0])?;
    /// assert_eq!(a.len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.len
    }

    /// The size in bytes.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.alloc_zeros::<f64>(10)?;
    /// assert_eq!(a.num_bytes(), 80);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn num_bytes(&self) -> usize {
        self.len * size_of::<T>()
    }

    /// Whether the buffer has no elements.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert!(dev.null::<u8>()?.is_empty());
    /// assert!(!dev.alloc_zeros::<u8>(1)?.is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Gives up ownership: returns the raw pointer, which is no longer freed on drop. Take it
    /// back with [`CudaDevice::upgrade_device_ptr`]. The device's main stream proper (the one
    /// of the thread that opened the device, whichever thread calls this) is first made to wait
    /// for all work on the buffer, so that work ordered on it from then on (and the upgraded
    /// buffer's uses) follows it. Raw work of another thread on the memory must be ordered
    /// after that stream by the caller (for example after [`CudaDevice::synchronize`]).
    ///
    /// A graph that captured the buffer goes on using its memory at every launch, and an NCCL
    /// group still open puts its work on the buffer on a stream only when it ends (the main
    /// stream cannot wait for that work yet). Taken back with `upgrade_device_ptr` (at the same
    /// address, on the same device object), the buffer gets its record back: it is ordered with
    /// the graph's launches, its uses are refused until the group ends, and its memory is
    /// freed only after that work. Using or freeing the memory any other way meanwhile is the
    /// caller's to avoid.
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
        let (ptr, _, dev, accesses) = self.into_parts();
        // A graph that captured the buffer goes on using its memory, and an NCCL group still
        // open has yet to put its work on the buffer on a stream: neither can be waited for
        // here. The record is kept for `upgrade_device_ptr`, so that the buffer taken back is
        // ordered after that work and freed only after it.
        let awaits_launch = accesses.awaits_launch();
        let keep = awaits_launch || accesses.captured().is_some();
        let main = &dev.main;
        if !awaits_launch {
            if let Err(e) = dev
                .make_current()
                .and_then(|()| accesses.before(main, main, true))
            {
                dev.defer_error(e.context("while leaking a buffer"));
            }
        }
        if keep {
            lock(&dev.leaked_records).push((ptr, accesses));
        }
        ptr
    }

    /// A view of the elements in `range`.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice`](Self::try_slice) returns `None` instead.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1u32, 2, 3, 4, 5])?;
    /// let mid = a.slice(1..4);
    /// assert_eq!(dev.dtoh_sync_copy(&mid)?, [2, 3, 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
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
        Some(self.span().sub::<T>(&range)?.view())
    }

    /// A mutable view of the elements in `range`.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice_mut`](Self::try_slice_mut) returns `None`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u32>(4)?;
    /// let mut head = a.slice_mut(..2);
    /// dev.htod_sync_copy_into(&[7, 8], &mut head)?;
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, [7, 8, 0, 0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn slice_mut(&mut self, range: impl RangeBounds<usize>) -> CudaViewMut<'_, T> {
        let (s, e) = (range.start_bound().cloned(), range.end_bound().cloned());
        let len = self.len;
        self.try_slice_mut((s, e))
            .unwrap_or_else(|| out_of_range(s, e, len))
    }

    /// A mutable view of the elements in `range`, or `None` if it is out of bounds.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<f32>(10)?;
    /// let mut tail = a.try_slice_mut(8..).unwrap();
    /// dev.htod_sync_copy_into(&[1.0, 2.0], &mut tail)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice_mut(&mut self, range: impl RangeBounds<usize>) -> Option<CudaViewMut<'_, T>> {
        Some(self.span().sub::<T>(&range)?.view_mut())
    }

    /// Two mutable views, of `..mid` and `mid..`.
    ///
    /// # Panics
    ///
    /// If `mid > len`; [`try_split_at_mut`](Self::try_split_at_mut) returns `None`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u32>(4)?;
    /// let (mut lo, mut hi) = a.split_at_mut(1);
    /// dev.htod_sync_copy_into(&[1], &mut lo)?;
    /// dev.htod_sync_copy_into(&[2, 3, 4], &mut hi)?;
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, [1, 2, 3, 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn split_at_mut(&mut self, mid: usize) -> (CudaViewMut<'_, T>, CudaViewMut<'_, T>) {
        let len = self.len;
        self.try_split_at_mut(mid)
            .unwrap_or_else(|| panic!("split_at_mut: mid {mid} > len {len}"))
    }

    /// Two mutable views, of `..mid` and `mid..`, or `None` if `mid > len`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u8>(4)?;
    /// assert!(a.try_split_at_mut(5).is_none());
    /// let (lo, hi) = a.try_split_at_mut(1).unwrap();
    /// assert_eq!((lo.len(), hi.len()), (1, 3));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_split_at_mut(
        &mut self,
        mid: usize,
    ) -> Option<(CudaViewMut<'_, T>, CudaViewMut<'_, T>)> {
        let (a, b) = self.span().split::<T>(mid)?;
        Some((a.view_mut(), b.view_mut()))
    }

    /// Reinterprets the buffer as `len` values of `S`.
    ///
    /// # Safety
    ///
    /// The bytes must be valid values of `S`. Returns `None` if `len` values of `S` do not fit
    /// (also when their size overflows `usize`).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1u32, 2])?;
    /// // SAFETY: any bytes are valid u8s.
    /// let bytes = unsafe { a.transmute::<u8>(8) }.unwrap();
    /// assert_eq!(dev.dtoh_sync_copy(&bytes)?, [1, 0, 0, 0, 2, 0, 0, 0]);
    /// // Nine bytes do not fit in two u32s.
    /// assert!(unsafe { a.transmute::<u8>(9) }.is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn transmute<S>(&self, len: usize) -> Option<CudaView<'_, S>> {
        Some(self.span().cast::<T, S>(len)?.view())
    }

    /// Reinterprets the buffer as `len` values of `S`, mutably.
    ///
    /// # Safety
    ///
    /// As for [`transmute`](Self::transmute), and every `S` written must be valid as `T`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u32>(1)?;
    /// // SAFETY: any four bytes are a valid u32, and any byte a valid u8.
    /// let mut bytes = unsafe { a.transmute_mut::<u8>(4) }.unwrap();
    /// dev.htod_sync_copy_into(&[1, 1, 0, 0], &mut bytes)?;
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, [0x0101]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn transmute_mut<S>(&mut self, len: usize) -> Option<CudaViewMut<'_, S>> {
        Some(self.span().cast::<T, S>(len)?.view_mut())
    }
}

impl<T> Drop for CudaSlice<T> {
    fn drop(&mut self) {
        self.device
            .free_after_users(self.cu_device_ptr, self.num_bytes(), &self.accesses, false);
    }
}

impl CudaDevice {
    /// Frees an allocation of this device once nothing can use it any more: in main-stream
    /// order, after every access recorded in `acc` on any stream (a free waits like a write).
    /// Memory a CUDA graph captured is handed to the graph's record instead, which frees it when
    /// the graphs are gone too. Managed memory is freed synchronously. Errors are kept for the
    /// next call on the device.
    pub(crate) fn free_after_users(
        &self,
        ptr: sys::CUdeviceptr,
        bytes: usize,
        acc: &Accesses,
        managed: bool,
    ) {
        // Empty buffers the crate made own no allocation (address 0); one taken back with
        // `upgrade_device_ptr` at length 0 still owns its memory.
        if ptr == 0 {
            return;
        }
        if let Some(c) = acc.captured() {
            c.adopt(ptr, bytes, managed);
            return;
        }
        // Used by work a library has not put on its stream yet (an NCCL group still open):
        // freed once it has.
        #[cfg(feature = "nccl")]
        if let Some(d) = acc.unlaunched() {
            d.put_off_free(&self.main, ptr, bytes, acc, managed);
            return;
        }
        let r = self
            .make_current()
            .and_then(|()| free_in_order(&self.main, ptr, bytes, acc, managed));
        if let Err(e) = r {
            let what = if managed {
                " (managed or pitched memory, freed synchronously)"
            } else {
                ""
            };
            self.defer_error(e.context(format!(
                "while freeing {bytes} bytes{what} on device {}",
                self.ctx.ordinal
            )));
        }
    }
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
