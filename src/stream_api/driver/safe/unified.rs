//! [`UnifiedSlice`]: unified (managed) memory, usable from the host and the device (cudarc
//! 0.19's), over the crate's [`ManagedSlice`](crate::driver::ManagedSlice): its record orders
//! every use, its free waits for them (and a graph that captured it keeps it), and the host
//! may borrow it only when nothing on the device can be using it.

use super::context::CudaContext;
use super::span::{Span, bad_split, out_of_range, owned, to_range};
use super::stream::CudaStream;
use super::{DeviceRepr, ValidAsZeroBits};
use crate::driver::DriverError;
use crate::stream_api::driver::{result, sys};
use crate::stream_api::seam::{self, Sealed};
use std::marker::PhantomData;
use std::ops::RangeBounds;
use std::sync::Arc;

use sys::CUmemAttach_flags as Attach;

/// `len` values of `T` in unified memory, from [`CudaContext::alloc_unified`]: a `Vec<T>`
/// that kernels and the host both use.
///
/// Kernels and copies take it like a [`CudaSlice`](super::CudaSlice) (ordered with its other
/// uses on any stream); [`as_slice`](Self::as_slice) and [`as_mut_slice`](Self::as_mut_slice)
/// lend it to the host once no work of the device can be using it.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::CudaContext;
///
/// let ctx = CudaContext::new(0)?;
/// // SAFETY: written below before it is read.
/// let mut x = unsafe { ctx.alloc_unified::<f32>(1024, true) }?;
/// x.as_mut_slice()?.fill(1.0);
/// let y = ctx.default_stream().clone_dtod(&x)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct UnifiedSlice<T> {
    pub(crate) mem: crate::driver::ManagedSlice<T>,
    pub(crate) stream: Arc<CudaStream>,
    attach_mode: sys::CUmemAttach_flags,
    concurrent_managed_access: bool,
}

// SAFETY: the memory is owned by this value and every use of it is ordered through its
// record; `T`s reach the host only through `&`/`&mut` borrows of it, as for a `Vec<T>`: so
// `Send` only for `T: Send`, as a `Vec<T>` is.
unsafe impl<T: Send> Send for UnifiedSlice<T> {}
// SAFETY: as above; `as_slice` lends `&[T]` to every thread that shares the value, so only for
// `T: Sync`.
unsafe impl<T: Sync> Sync for UnifiedSlice<T> {}

impl<T> std::fmt::Debug for UnifiedSlice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UnifiedSlice")
            .field("len", &self.len())
            .field("attach_mode", &self.attach_mode)
            .finish()
    }
}

impl CudaContext {
    /// Allocates unified memory for `len` values of `T` (`cuMemAllocManaged`), attached
    /// globally (`attach_global`: any stream may use it) or to the host (until
    /// [`UnifiedSlice::attach`]). `CUDA_ERROR_NOT_PERMITTED` on a device without managed
    /// memory. The bytes are zeroed (on the device's main stream).
    ///
    /// # Safety
    ///
    /// Zero bytes may not be a valid `T`: the memory must be written before it is read as
    /// `T`.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: u32 is valid as zero bytes.
    /// let x = unsafe { ctx.alloc_unified::<u32>(16, true) }?;
    /// assert_eq!(x.as_slice()?, [0; 16]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn alloc_unified<T: DeviceRepr>(
        self: &Arc<Self>,
        len: usize,
        attach_global: bool,
    ) -> Result<UnifiedSlice<T>, DriverError> {
        if self.attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY)? == 0 {
            return Err(DriverError(sys::CUresult::CUDA_ERROR_NOT_PERMITTED)
                .context("CudaContext::alloc_unified: the device has no managed memory"));
        }
        let attach_mode = if attach_global {
            Attach::CU_MEM_ATTACH_GLOBAL
        } else {
            Attach::CU_MEM_ATTACH_HOST
        };
        let mem = seam::alloc_unified::<T>(&self.dev, len, attach_mode)?;
        Ok(UnifiedSlice {
            concurrent_managed_access: seam::unified_concurrent(&mem),
            mem,
            stream: self.default_stream(),
            attach_mode,
        })
    }
}

/// Whether `stream` may use memory attached as `mode` to `owner` (cudarc 0.19's check).
fn check_device_access(
    mode: sys::CUmemAttach_flags,
    owner: &Arc<CudaStream>,
    concurrent: bool,
    stream: &CudaStream,
) -> Result<(), DriverError> {
    let allowed = match mode {
        Attach::CU_MEM_ATTACH_GLOBAL => true,
        Attach::CU_MEM_ATTACH_HOST if owner.context() != stream.context() => {
            use sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS as C;
            stream.context().attribute(C)? != 0
        }
        Attach::CU_MEM_ATTACH_HOST => concurrent,
        Attach::CU_MEM_ATTACH_SINGLE => **owner == *stream,
    };
    if allowed {
        return Ok(());
    }
    Err(
        DriverError(sys::CUresult::CUDA_ERROR_NOT_PERMITTED).context(format!(
            "unified memory attached {mode:?} may not be used on this stream"
        )),
    )
}

impl<T> UnifiedSlice<T> {
    fn span(&self) -> Span<'_> {
        Span {
            ptr: *crate::driver::DevicePtr::device_ptr(&self.mem),
            len: self.mem.len(),
            rec: Sealed::accesses(&self.mem),
            dev: Sealed::device_arc(&self.mem),
        }
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert_eq!(unsafe { ctx.alloc_unified::<u8>(3, true) }?.len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.mem.len()
    }

    /// Whether there are no elements.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert!(unsafe { ctx.alloc_unified::<u8>(0, true) }?.is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How the memory is attached (globally, to the host, or to one stream).
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::sys::CUmemAttach_flags;
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let x = unsafe { ctx.alloc_unified::<u8>(1, false) }?;
    /// assert_eq!(x.attach_mode(), CUmemAttach_flags::CU_MEM_ATTACH_HOST);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn attach_mode(&self) -> sys::CUmemAttach_flags {
        self.attach_mode
    }

    /// The number of bytes.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert_eq!(unsafe { ctx.alloc_unified::<u32>(3, true) }?.num_bytes(), 12);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn num_bytes(&self) -> usize {
        self.mem.num_bytes()
    }

    /// Attaches the memory to `stream` as `flags` says (`cuStreamAttachMemAsync`), ordered
    /// after its other uses; `stream` becomes its stream.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::sys::CUmemAttach_flags;
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<f32>(16, true) }?;
    /// x.attach(&ctx.new_stream()?, CUmemAttach_flags::CU_MEM_ATTACH_SINGLE)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn attach(
        &mut self,
        stream: &Arc<CudaStream>,
        flags: sys::CUmemAttach_flags,
    ) -> Result<(), DriverError> {
        let (span, bytes) = (self.span(), self.num_bytes());
        stream
            .lane()
            .run_checked("UnifiedSlice::attach", &[span.write()], |s| {
                // SAFETY: the range is this live managed allocation; the stream is live.
                unsafe { result::stream::attach_mem_async(s, span.ptr, bytes, flags) }
            })?;
        self.stream = stream.clone();
        self.attach_mode = flags;
        Ok(())
    }

    /// Starts moving the pages to where the attach mode says they are used (the device for
    /// global and single-stream memory, the host otherwise) on the memory's stream, ordered
    /// like a read of it. `CUDA_ERROR_NOT_PERMITTED` for the device without concurrent
    /// managed access.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let x = unsafe { ctx.alloc_unified::<f32>(1 << 20, true) }?;
    /// x.prefetch()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn prefetch(&self) -> Result<(), DriverError> {
        use sys::CUmemLocationType as L;
        let location = match self.attach_mode {
            Attach::CU_MEM_ATTACH_HOST => sys::CUmemLocation {
                type_: L::CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT,
                id: 0,
            },
            _ if !self.concurrent_managed_access => {
                return Err(
                    DriverError(sys::CUresult::CUDA_ERROR_NOT_PERMITTED).context(
                        "UnifiedSlice::prefetch: the device has no concurrent managed access",
                    ),
                );
            }
            _ => sys::CUmemLocation {
                type_: L::CU_MEM_LOCATION_TYPE_DEVICE,
                id: *self.stream.context().dev.cu_device(),
            },
        };
        let (span, bytes) = (self.span(), self.num_bytes());
        self.stream
            .lane()
            .run_checked("UnifiedSlice::prefetch", &[span.read()], |s| {
                if bytes == 0 {
                    return Ok(());
                }
                // SAFETY: the range is this live managed allocation; the stream is live.
                unsafe { result::mem_prefetch_async(span.ptr, bytes, location, s) }
            })
    }

    /// cudarc 0.19's check before the host touches the memory: for memory attached to one
    /// stream, that stream is synchronized. ([`as_slice`](Self::as_slice) waits for every use
    /// of the memory itself.)
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// unsafe { ctx.alloc_unified::<u8>(1, true) }?.check_host_access()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn check_host_access(&self) -> Result<(), DriverError> {
        if self.attach_mode == Attach::CU_MEM_ATTACH_SINGLE {
            self.stream.synchronize()?;
        }
        Ok(())
    }

    /// Whether `stream` may use the memory as it is attached: any stream for global memory,
    /// any for host memory on a device with concurrent managed access, only its own stream
    /// for single-stream memory; `CUDA_ERROR_NOT_PERMITTED` otherwise.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let x = unsafe { ctx.alloc_unified::<u8>(1, true) }?;
    /// let stream = ctx.new_stream()?;
    /// x.check_device_access(&stream)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn check_device_access(&self, stream: &CudaStream) -> Result<(), DriverError> {
        check_device_access(
            self.attach_mode,
            &self.stream,
            self.concurrent_managed_access,
            stream,
        )
    }

    fn view_parts(&self) -> Parts<'_> {
        Parts {
            stream: &self.stream,
            attach_mode: self.attach_mode,
            concurrent: self.concurrent_managed_access,
        }
    }

    /// A view of the whole memory.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert_eq!(unsafe { ctx.alloc_unified::<u8>(4, true) }?.as_view().len(), 4);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_view(&self) -> UnifiedView<'_, T> {
        UnifiedView::new(self.span(), self.view_parts())
    }

    /// A mutable view of the whole memory.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert_eq!(x.as_view_mut().len(), 4);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_view_mut(&mut self) -> UnifiedViewMut<'_, T> {
        UnifiedViewMut::new(self.span(), self.view_parts())
    }

    /// A view of the elements in `bounds`.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice`](Self::try_slice) returns `None`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert_eq!(unsafe { ctx.alloc_unified::<u8>(4, true) }?.slice(1..).len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn slice(&self, bounds: impl RangeBounds<usize>) -> UnifiedView<'_, T> {
        self.as_view().slice(bounds)
    }

    /// As [`slice`](Self::slice), or `None` if the range is out of bounds.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert!(unsafe { ctx.alloc_unified::<u8>(4, true) }?.try_slice(5..).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice(&self, bounds: impl RangeBounds<usize>) -> Option<UnifiedView<'_, T>> {
        self.as_view().try_slice(bounds)
    }

    /// A mutable view of the elements in `bounds`.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice_mut`](Self::try_slice_mut) returns `None`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert_eq!(x.slice_mut(1..).len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn slice_mut(&mut self, bounds: impl RangeBounds<usize>) -> UnifiedViewMut<'_, T> {
        let (b, len) = (owned(&bounds), self.len());
        self.try_slice_mut(b)
            .unwrap_or_else(|| out_of_range(b, len))
    }

    /// As [`slice_mut`](Self::slice_mut), or `None` if the range is out of bounds.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert!(x.try_slice_mut(..5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice_mut(
        &mut self,
        bounds: impl RangeBounds<usize>,
    ) -> Option<UnifiedViewMut<'_, T>> {
        let (start, end) = to_range(&bounds, self.len())?;
        Some(UnifiedViewMut::new(
            self.span().at::<T>(start, end),
            self.view_parts(),
        ))
    }

    /// Two views, of `..mid` and `mid..`.
    ///
    /// # Panics
    ///
    /// If `mid > len`; [`try_split_at`](Self::try_split_at) returns `None`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert_eq!(x.split_at(1).1.len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn split_at(&self, mid: usize) -> (UnifiedView<'_, T>, UnifiedView<'_, T>) {
        self.as_view().split_at(mid)
    }

    /// As [`split_at`](Self::split_at), or `None` if `mid > len`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert!(unsafe { ctx.alloc_unified::<u8>(4, true) }?.try_split_at(5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_split_at(&self, mid: usize) -> Option<(UnifiedView<'_, T>, UnifiedView<'_, T>)> {
        self.as_view().try_split_at(mid)
    }

    /// Two mutable views, of `..mid` and `mid..`.
    ///
    /// # Panics
    ///
    /// If `mid > len`; [`try_split_at_mut`](Self::try_split_at_mut) returns `None`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// let (a, b) = x.split_at_mut(2);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn split_at_mut(&mut self, mid: usize) -> (UnifiedViewMut<'_, T>, UnifiedViewMut<'_, T>) {
        let len = self.len();
        self.try_split_at_mut(mid)
            .unwrap_or_else(|| bad_split(mid, len))
    }

    /// As [`split_at_mut`](Self::split_at_mut), or `None` if `mid > len`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert!(x.try_split_at_mut(5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_split_at_mut(
        &mut self,
        mid: usize,
    ) -> Option<(UnifiedViewMut<'_, T>, UnifiedViewMut<'_, T>)> {
        let (s, parts) = (self.span(), self.view_parts());
        (mid <= s.len).then(|| {
            (
                UnifiedViewMut::new(s.at::<T>(0, mid), parts),
                UnifiedViewMut::new(s.at::<T>(mid, s.len), parts),
            )
        })
    }
}

impl<T: ValidAsZeroBits> UnifiedSlice<T> {
    /// The memory, lent to the host once no work the crate recorded on it can be writing it
    /// (on any stream; no device-wide wait, which would break another thread's graph capture).
    /// An error on a device without
    /// concurrent managed access (the host
    /// may not touch managed memory while any kernel runs there) and for memory a graph
    /// captured (a launch could write it meanwhile): copy it instead.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: u8 is valid as zero bytes.
    /// let x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert_eq!(x.as_slice()?, [0; 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_slice(&self) -> Result<&[T], DriverError> {
        self.check_host_access()?;
        self.mem.as_slice()
    }

    /// The memory, lent to the host mutably (see [`as_slice`](Self::as_slice)).
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: u8 is valid as zero bytes.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// x.as_mut_slice()?[0] = 1;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_mut_slice(&mut self) -> Result<&mut [T], DriverError> {
        self.check_host_access()?;
        self.mem.as_mut_slice()
    }
}

/// What a unified view keeps of its memory besides the span.
#[derive(Clone, Copy)]
struct Parts<'a> {
    stream: &'a Arc<CudaStream>,
    attach_mode: sys::CUmemAttach_flags,
    concurrent: bool,
}

/// A borrowed, read-only part of a [`UnifiedSlice`]. As host memory it is a source of copies
/// only: [`CudaStream::memcpy_dtoh`] into it is an error (in cudarc 0.19 it writes memory that
/// other views and host slices may be reading).
///
/// # Examples
///
/// ```no_run
/// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
/// // SAFETY: f32 is valid as zero bytes.
/// let x = unsafe { ctx.alloc_unified::<f32>(8, true) }?;
/// assert_eq!(ctx.default_stream().clone_dtoh(&x.slice(4..))?, [0.0; 4]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct UnifiedView<'a, T> {
    pub(crate) span: Span<'a>,
    parts: Parts<'a>,
    marker: PhantomData<&'a [T]>,
}

/// A borrowed, writable part of a [`UnifiedSlice`].
///
/// # Examples
///
/// ```no_run
/// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
/// // SAFETY: f32 is valid as zero bytes.
/// let mut x = unsafe { ctx.alloc_unified::<f32>(8, true) }?;
/// ctx.default_stream().memcpy_htod(&[1.0f32; 4], &mut x.slice_mut(4..))?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct UnifiedViewMut<'a, T> {
    pub(crate) span: Span<'a>,
    parts: Parts<'a>,
    marker: PhantomData<&'a mut [T]>,
}

impl<T> Clone for UnifiedView<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for UnifiedView<'_, T> {}

impl<T> std::fmt::Debug for UnifiedView<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UnifiedView")
            .field("len", &self.span.len)
            .field("attach_mode", &self.parts.attach_mode)
            .finish()
    }
}

impl<T> std::fmt::Debug for UnifiedViewMut<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UnifiedViewMut")
            .field("len", &self.span.len)
            .field("attach_mode", &self.parts.attach_mode)
            .finish()
    }
}

impl<'a, T> UnifiedView<'a, T> {
    fn new(span: Span<'a>, parts: Parts<'a>) -> Self {
        UnifiedView {
            span,
            parts,
            marker: PhantomData,
        }
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert_eq!(unsafe { ctx.alloc_unified::<u8>(4, true) }?.as_view().len(), 4);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.span.len
    }

    /// Whether there are no elements.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert!(unsafe { ctx.alloc_unified::<u8>(4, true) }?.slice(4..).is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.span.len == 0
    }

    /// A narrower view.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice`](Self::try_slice) returns `None`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert_eq!(x.as_view().slice(1..3).len(), 2);
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
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert!(unsafe { ctx.alloc_unified::<u8>(4, true) }?.as_view().try_slice(..5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice(&self, bounds: impl RangeBounds<usize>) -> Option<Self> {
        let (start, end) = to_range(&bounds, self.span.len)?;
        Some(UnifiedView::new(self.span.at::<T>(start, end), self.parts))
    }

    /// Two views, of `..mid` and `mid..`.
    ///
    /// # Panics
    ///
    /// If `mid > len`; [`try_split_at`](Self::try_split_at) returns `None`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert_eq!(x.as_view().split_at(3).1.len(), 1);
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
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert!(unsafe { ctx.alloc_unified::<u8>(4, true) }?.as_view().try_split_at(5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_split_at(&self, mid: usize) -> Option<(Self, Self)> {
        let s = self.span;
        (mid <= s.len).then(|| {
            (
                UnifiedView::new(s.at::<T>(0, mid), self.parts),
                UnifiedView::new(s.at::<T>(mid, s.len), self.parts),
            )
        })
    }
}

impl<'a, T> UnifiedViewMut<'a, T> {
    fn new(span: Span<'a>, parts: Parts<'a>) -> Self {
        UnifiedViewMut {
            span,
            parts,
            marker: PhantomData,
        }
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert_eq!(unsafe { ctx.alloc_unified::<u8>(4, true) }?.as_view_mut().len(), 4);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.span.len
    }

    /// Whether there are no elements.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// assert!(unsafe { ctx.alloc_unified::<u8>(4, true) }?.slice_mut(4..).is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.span.len == 0
    }

    /// A read-only view of the same elements, borrowing this one.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert_eq!(x.as_view_mut().as_view().len(), 4);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_view<'b>(&'b self) -> UnifiedView<'b, T> {
        UnifiedView::new(self.span, self.parts)
    }

    /// A read-only view of the elements in `bounds`, borrowing this one.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice`](Self::try_slice) returns `None`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert_eq!(x.as_view_mut().slice(1..).len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn slice<'b>(&'b self, bounds: impl RangeBounds<usize>) -> UnifiedView<'b, T> {
        self.as_view().slice(bounds)
    }

    /// As [`slice`](Self::slice), or `None` if the range is out of bounds.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert!(x.as_view_mut().try_slice(5..).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice<'b>(&'b self, bounds: impl RangeBounds<usize>) -> Option<UnifiedView<'b, T>> {
        self.as_view().try_slice(bounds)
    }

    /// A narrower mutable view, borrowing this one.
    ///
    /// # Panics
    ///
    /// If the range is out of bounds; [`try_slice_mut`](Self::try_slice_mut) returns `None`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// let mut m = x.as_view_mut();
    /// assert_eq!(m.slice_mut(1..).len(), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn slice_mut<'b>(&'b mut self, bounds: impl RangeBounds<usize>) -> UnifiedViewMut<'b, T> {
        let (b, len) = (owned(&bounds), self.span.len);
        self.try_slice_mut(b)
            .unwrap_or_else(|| out_of_range(b, len))
    }

    /// As [`slice_mut`](Self::slice_mut), or `None` if the range is out of bounds.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert!(x.as_view_mut().try_slice_mut(..5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_slice_mut<'b>(
        &'b mut self,
        bounds: impl RangeBounds<usize>,
    ) -> Option<UnifiedViewMut<'b, T>> {
        let (start, end) = to_range(&bounds, self.span.len)?;
        Some(UnifiedViewMut::new(
            self.span.at::<T>(start, end),
            self.parts,
        ))
    }

    /// Two mutable views, of `..mid` and `mid..`, borrowing this one.
    ///
    /// # Panics
    ///
    /// If `mid > len`; [`try_split_at_mut`](Self::try_split_at_mut) returns `None`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// let mut m = x.as_view_mut();
    /// let (a, b) = m.split_at_mut(1);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[track_caller]
    pub fn split_at_mut<'b>(
        &'b mut self,
        mid: usize,
    ) -> (UnifiedViewMut<'b, T>, UnifiedViewMut<'b, T>) {
        let len = self.span.len;
        self.try_split_at_mut(mid)
            .unwrap_or_else(|| bad_split(mid, len))
    }

    /// As [`split_at_mut`](Self::split_at_mut), or `None` if `mid > len`.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: never read.
    /// let mut x = unsafe { ctx.alloc_unified::<u8>(4, true) }?;
    /// assert!(x.as_view_mut().try_split_at_mut(5).is_none());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_split_at_mut<'b>(
        &'b mut self,
        mid: usize,
    ) -> Option<(UnifiedViewMut<'b, T>, UnifiedViewMut<'b, T>)> {
        let s = self.span;
        (mid <= s.len).then(|| {
            (
                UnifiedViewMut::new(s.at::<T>(0, mid), self.parts),
                UnifiedViewMut::new(s.at::<T>(mid, s.len), self.parts),
            )
        })
    }
}

/// The pieces the trait implementations (in `unified_traits.rs`) need.
impl<'a, T> UnifiedView<'a, T> {
    pub(crate) fn pieces(&self) -> (Span<'a>, &'a Arc<CudaStream>) {
        (self.span, self.parts.stream)
    }

    /// cudarc 0.19's check of `stream`'s use of this memory.
    pub(crate) fn check_device_access(&self, stream: &CudaStream) -> Result<(), DriverError> {
        let p = self.parts;
        check_device_access(p.attach_mode, p.stream, p.concurrent, stream)
    }
}

impl<'a, T> UnifiedViewMut<'a, T> {
    pub(crate) fn pieces(&self) -> (Span<'a>, &'a Arc<CudaStream>) {
        (self.span, self.parts.stream)
    }

    /// cudarc 0.19's check of `stream`'s use of this memory.
    pub(crate) fn check_device_access(&self, stream: &CudaStream) -> Result<(), DriverError> {
        let p = self.parts;
        check_device_access(p.attach_mode, p.stream, p.concurrent, stream)
    }
}

impl<T> UnifiedSlice<T> {
    /// The memory and its record, for the trait implementations.
    pub(crate) fn whole(&self) -> Span<'_> {
        self.span()
    }
}
