//! The traits copies and launches accept, in cudarc 0.19's shape: [`DeviceSlice`] (a length
//! and the buffer's stream), [`DevicePtr`] and [`DevicePtrMut`] (an address, with the
//! [`SyncOnDrop`] guard of the work that uses it), sealed so that only this crate's buffers
//! implement them; [`HostSlice`] (host memory a copy reads or writes).

use super::CudaEvent;
use super::stream::CudaStream;
use crate::stream_api::driver::sys;
use crate::stream_api::seam::Handout;
use std::sync::Arc;

use super::span::{Buffer, Span};

/// A buffer or view of `T`s on the device: its length, and the stream it belongs to.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::{CudaContext, DeviceSlice};
///
/// let stream = CudaContext::new(0)?.default_stream();
/// let a = stream.alloc_zeros::<u32>(4)?;
/// assert_eq!(DeviceSlice::num_bytes(&a), 16);
/// assert_eq!(DeviceSlice::stream(&a), &stream);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub trait DeviceSlice<T> {
    /// The number of elements.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::driver::{CudaContext, DeviceSlice};
    /// # let stream = CudaContext::new(0)?.default_stream();
    /// assert_eq!(DeviceSlice::len(&stream.alloc_zeros::<u8>(3)?), 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn len(&self) -> usize;
    /// The size in bytes.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::driver::{CudaContext, DeviceSlice};
    /// # let stream = CudaContext::new(0)?.default_stream();
    /// assert_eq!(DeviceSlice::num_bytes(&stream.alloc_zeros::<u16>(3)?), 6);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn num_bytes(&self) -> usize {
        self.len() * size_of::<T>()
    }
    /// Whether there are no elements.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::driver::{CudaContext, DeviceSlice};
    /// # let stream = CudaContext::new(0)?.default_stream();
    /// assert!(DeviceSlice::is_empty(&stream.null::<u8>()?));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The stream the buffer was allocated on (and, for an owned buffer, is freed after).
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::driver::{CudaContext, DeviceSlice};
    /// # let ctx = CudaContext::new(0)?;
    /// let s = ctx.new_stream()?;
    /// let a = s.alloc_zeros::<u8>(1)?;
    /// assert_eq!(DeviceSlice::stream(&a), &s);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn stream(&self) -> &Arc<CudaStream>;
}

/// Device memory that can be read: its address, for work on a stream that the crate does not
/// see (a library call, a kernel launched through `sys`).
///
/// Sealed: only this crate's buffers and views implement it, each for its own element type,
/// so that no implementation of a program's can hand a copy an address and a length that no
/// buffer owns:
///
/// ```compile_fail
/// use cuda_driver::stream_api::driver::{CudaStream, DevicePtr, DeviceSlice};
/// use std::sync::Arc;
///
/// struct Huge(Arc<CudaStream>);
/// impl DeviceSlice<u8> for Huge {
///     fn len(&self) -> usize { 1 << 40 }
///     fn stream(&self) -> &Arc<CudaStream> { &self.0 }
/// }
/// impl DevicePtr<u8> for Huge {} // refused: the trait is sealed
/// ```
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::{CudaContext, DevicePtr};
///
/// let stream = CudaContext::new(0)?.new_stream()?;
/// let a = stream.alloc_zeros::<f32>(256)?;
/// {
///     let (ptr, _guard) = a.device_ptr(&stream);
///     // ... enqueue work that reads `ptr` on `stream.cu_stream()` ...
/// } // the guard records the read where the stream is now
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub trait DevicePtr<T>: DeviceSlice<T> + Buffer<T> {
    /// The address of the first element, for work on `stream` that reads it.
    ///
    /// `stream` is first made to wait for the earlier writes of the buffer (on any stream).
    /// From the call on, later work on the buffer that must follow this read (a write, a free)
    /// waits for everything enqueued on `stream` at its own time; when the guard is dropped,
    /// the read is recorded where `stream` is then. A guard that is never dropped
    /// (`mem::forget`) leaves the read open for good: later writes and the free keep waiting
    /// for everything on `stream` at their own time, so nothing can overtake the work.
    /// On a stream capturing a graph, the buffer is recorded with the capture instead.
    ///
    /// A stream of another device than the buffer's cannot be recorded in the buffer: the
    /// call then waits for the buffer's earlier conflicting work on the host, keeps an error
    /// for the stream's context's next call, and returns a guard that synchronizes `stream`
    /// when dropped. Leaked, that guard orders nothing: work on such a stream that uses the
    /// address must be waited for by its caller before the buffer is written or freed.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, DevicePtr};
    ///
    /// let stream = CudaContext::new(0)?.new_stream()?;
    /// let a = stream.clone_htod(&[1u8; 16])?;
    /// let (ptr, guard) = a.device_ptr(&stream);
    /// assert_ne!(ptr, 0);
    /// drop(guard);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn device_ptr<'a>(&'a self, stream: &'a CudaStream) -> (sys::CUdeviceptr, SyncOnDrop<'a>) {
        let out = hand_out(self.span(), stream, false);
        keep_refusal(stream, self.check_use(stream));
        out
    }
}

/// Device memory that can be written: its address, as [`DevicePtr`], for work that writes it.
/// Sealed, as `DevicePtr`.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::{CudaContext, DevicePtrMut};
///
/// let stream = CudaContext::new(0)?.new_stream()?;
/// let mut a = stream.alloc_zeros::<f32>(256)?;
/// let (ptr, _guard) = a.device_ptr_mut(&stream);
/// // ... enqueue work that writes `ptr` on `stream.cu_stream()` ...
/// # let _ = ptr;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub trait DevicePtrMut<T>: DeviceSlice<T> + Buffer<T> {
    /// The address of the first element, for work on `stream` that writes it: as
    /// [`DevicePtr::device_ptr`], with `stream` first made to wait for every earlier read and
    /// write of the buffer, and every later use of it (and its free) following the work.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, DevicePtrMut};
    ///
    /// let stream = CudaContext::new(0)?.new_stream()?;
    /// let mut a = stream.alloc_zeros::<u32>(4)?;
    /// let (ptr, guard) = a.device_ptr_mut(&stream);
    /// assert_ne!(ptr, 0);
    /// drop(guard);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn device_ptr_mut<'a>(
        &'a mut self,
        stream: &'a CudaStream,
    ) -> (sys::CUdeviceptr, SyncOnDrop<'a>) {
        let out = hand_out(self.span(), stream, true);
        keep_refusal(stream, self.check_use(stream));
        out
    }
}

/// Keeps the refusal of a buffer's use on `stream` (unified memory attached so that `stream`
/// may not use it) for the next call of `stream`'s context, which returns it: the call that
/// used the buffer goes on, as in cudarc 0.19, which checks where it hands the address out.
#[inline(always)]
pub(crate) fn keep_refusal(stream: &CudaStream, refused: Result<(), crate::driver::DriverError>) {
    if let Err(e) = refused {
        stream.context().record_err::<()>(Err(e));
    }
}

/// Hands the memory of `span` out for work on `stream` (see [`DevicePtr::device_ptr`]). Where
/// that cannot be recorded (a buffer of another device, whose record knows none of this
/// device's streams), the buffer's earlier conflicting work is waited for now, the error is
/// kept for the context's next call, and the guard synchronizes `stream` when dropped.
pub(crate) fn hand_out<'a>(
    span: Span<'a>,
    stream: &'a CudaStream,
    write: bool,
) -> (sys::CUdeviceptr, SyncOnDrop<'a>) {
    let u = if write { span.write() } else { span.read() };
    match stream.lane().hand_out(u) {
        Ok(h) => (span.ptr, SyncOnDrop::Access(AccessGuard { _handout: h })),
        Err(e) => {
            stream.context().record_err(Err::<(), _>(e));
            let waited = crate::stream_api::seam::host_wait_for(span.dev, span.rec);
            stream.context().record_err(waited);
            (span.ptr, SyncOnDrop::Sync(Some(stream)))
        }
    }
}

/// What a [`SyncOnDrop`] made by this crate's buffers holds: the open record of a buffer's
/// address handed out for work on a stream (see [`DevicePtr::device_ptr`]).
pub struct AccessGuard<'a> {
    _handout: Handout<'a>,
}

impl std::fmt::Debug for AccessGuard<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AccessGuard")
    }
}

/// A guard returned with an address ([`DevicePtr::device_ptr`],
/// [`HostSlice::stream_synced_slice`]): dropped after the work that uses the address is
/// enqueued, it records that work (or, for [`Sync`](Self::Sync), waits for the stream).
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::{CudaContext, SyncOnDrop};
///
/// let stream = CudaContext::new(0)?.new_stream()?;
/// let event = Some(stream.record_event(None)?);
/// {
///     let _guard = SyncOnDrop::record_event(&event, &stream); // records `event` when dropped
/// }
/// drop(SyncOnDrop::sync_stream(&stream)); // synchronizes the stream
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug)]
#[must_use]
pub enum SyncOnDrop<'a> {
    /// Records the stream's work into the event when dropped.
    Record(Option<(&'a CudaEvent, &'a CudaStream)>),
    /// Synchronizes the stream when dropped.
    Sync(Option<&'a CudaStream>),
    /// The record of a buffer's address handed out for work on a stream: closed when dropped
    /// (see [`DevicePtr::device_ptr`]), open for good when leaked.
    #[doc(hidden)]
    Access(AccessGuard<'a>),
}

impl<'a> SyncOnDrop<'a> {
    /// A [`Record`](Self::Record) guard of `event` (nothing, if `None`) on `stream`.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, SyncOnDrop};
    ///
    /// let stream = CudaContext::new(0)?.new_stream()?;
    /// let none = None;
    /// drop(SyncOnDrop::record_event(&none, &stream)); // records nothing
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn record_event(event: &'a Option<CudaEvent>, stream: &'a CudaStream) -> Self {
        SyncOnDrop::Record(event.as_ref().map(|e| (e, stream)))
    }

    /// A [`Sync`](Self::Sync) guard of `stream`.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, SyncOnDrop};
    ///
    /// let stream = CudaContext::new(0)?.new_stream()?;
    /// drop(SyncOnDrop::sync_stream(&stream)); // waits for the stream's work
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn sync_stream(stream: &'a CudaStream) -> Self {
        SyncOnDrop::Sync(Some(stream))
    }
}

impl Drop for SyncOnDrop<'_> {
    fn drop(&mut self) {
        match self {
            SyncOnDrop::Record(target) => {
                if let Some((event, stream)) = target.take() {
                    stream.context().record_err(event.record(stream));
                }
            }
            SyncOnDrop::Sync(target) => {
                if let Some(stream) = target.take() {
                    stream.context().record_err(stream.synchronize());
                }
            }
            // Closed by the guard's own drop, right after this.
            SyncOnDrop::Access(_) => {}
        }
    }
}

/// Host memory that a copy reads or writes: `[T]`, `[T; N]`, `Vec<T>`, and this crate's
/// [`PinnedHostSlice`](super::PinnedHostSlice) and unified memory.
///
/// Copies from and to ordinary host memory (and from and to an implementation of your own)
/// return once that memory may be used again; copies from and to the crate's pinned and
/// unified memory run asynchronously, recorded in that memory's own record, which its host
/// accessors wait for.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::{CudaContext, HostSlice};
///
/// let stream = CudaContext::new(0)?.default_stream();
/// let host = vec![1.0f32; 8];
/// assert_eq!(HostSlice::len(&host), 8);
/// let a = stream.clone_htod(&host)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub trait HostSlice<T> {
    /// The number of elements.
    ///
    /// ```
    /// use cuda_driver::stream_api::driver::HostSlice;
    /// assert_eq!(HostSlice::len(&[1u8, 2, 3]), 3);
    /// ```
    fn len(&self) -> usize;
    /// Whether there are no elements.
    ///
    /// ```
    /// use cuda_driver::stream_api::driver::HostSlice;
    /// assert!(HostSlice::is_empty(&Vec::<u8>::new()));
    /// ```
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The memory as a slice, for work on `stream` that reads it, and the guard to drop once
    /// that work is enqueued.
    ///
    /// # Safety
    ///
    /// The slice may be used only by work on `stream`, enqueued before the guard is dropped.
    /// On a stream capturing a graph, work captured there uses the memory again at each
    /// launch of the graph: the memory must then outlive every launch (the crate keeps a
    /// device buffer captured this way for the graph, but not host memory, which the safe
    /// copies refuse to capture).
    ///
    /// ```
    /// use cuda_driver::stream_api::driver::HostSlice;
    /// # fn f(stream: &cuda_driver::stream_api::driver::CudaStream) {
    /// let host = vec![1u8; 4];
    /// // SAFETY: only read here, on the host, while the guard lives.
    /// let (slice, _guard) = unsafe { host.stream_synced_slice(stream) };
    /// assert_eq!(slice, &[1, 1, 1, 1]);
    /// # }
    /// ```
    unsafe fn stream_synced_slice<'a>(
        &'a self,
        stream: &'a CudaStream,
    ) -> (&'a [T], SyncOnDrop<'a>);

    /// The memory as a mutable slice, for work on `stream` that writes it, and the guard to
    /// drop once that work is enqueued.
    ///
    /// # Safety
    ///
    /// As for [`stream_synced_slice`](Self::stream_synced_slice).
    ///
    /// ```
    /// use cuda_driver::stream_api::driver::HostSlice;
    /// # fn f(stream: &cuda_driver::stream_api::driver::CudaStream) {
    /// let mut host = vec![0u8; 4];
    /// // SAFETY: only written here, on the host, while the guard lives.
    /// let (slice, _guard) = unsafe { host.stream_synced_mut_slice(stream) };
    /// slice[0] = 7;
    /// # }
    /// ```
    unsafe fn stream_synced_mut_slice<'a>(
        &'a mut self,
        stream: &'a CudaStream,
    ) -> (&'a mut [T], SyncOnDrop<'a>);

    /// For this crate's page-locked and unified memory: its record, which copies order
    /// themselves with and run asynchronously against. `None` for other memory, which copies
    /// are done with before they return.
    #[doc(hidden)]
    fn host_record(&self) -> Option<HostMemory<'_>> {
        None
    }

    /// Whether work on `stream` may use the memory: always, except for the crate's unified
    /// memory attached to the host or to another stream.
    #[doc(hidden)]
    #[inline(always)]
    fn check_use(&self, stream: &CudaStream) -> Result<(), crate::driver::DriverError> {
        let _ = stream;
        Ok(())
    }
}

/// Host memory of this crate's with a record of the GPU work that uses it (see
/// [`HostSlice`]'s hidden `host_record`).
#[derive(Clone, Copy)]
pub struct HostMemory<'a> {
    pub(crate) ptr: *mut u8,
    pub(crate) bytes: usize,
    pub(crate) span: Span<'a>,
    /// Whether a copy may write the memory through the value that gave the record: not
    /// through a read-only view of unified memory, which other views and host slices of the
    /// same memory may be reading.
    pub(crate) writable: bool,
}

impl std::fmt::Debug for HostMemory<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostMemory")
            .field("bytes", &self.bytes)
            .finish()
    }
}

macro_rules! impl_plain_host {
    ($([$($g:tt)*] $ty:ty),*) => { $(
        impl<T $($g)*> HostSlice<T> for $ty {
            fn len(&self) -> usize {
                <[T]>::len(self)
            }
            unsafe fn stream_synced_slice<'a>(
                &'a self,
                _stream: &'a CudaStream,
            ) -> (&'a [T], SyncOnDrop<'a>) {
                (self, SyncOnDrop::Sync(None))
            }
            unsafe fn stream_synced_mut_slice<'a>(
                &'a mut self,
                _stream: &'a CudaStream,
            ) -> (&'a mut [T], SyncOnDrop<'a>) {
                (self, SyncOnDrop::Sync(None))
            }
        }
    )* };
}

impl_plain_host!([, const N: usize] [T; N], [] [T], [] Vec<T>);
