//! Streams: create, destroy, synchronize, query, wait for events, host functions.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::result::{self, stream::StreamKind};
//!
//! # let dev = cuda_driver::driver::CudaDevice::new(0)?;
//! # dev.bind_to_thread()?;
//! let stream = result::stream::create(StreamKind::NonBlocking)?;
//! // SAFETY: the stream is live until destroyed; the buffer is freed after the stream's work.
//! unsafe {
//!     let buf = result::malloc_async(stream, 1 << 20)?;
//!     result::memset_d8_async(buf, 0, 1 << 20, stream)?;
//!     result::free_async(buf, stream)?;
//!     result::stream::synchronize(stream)?;
//!     result::stream::destroy(stream)?;
//! }
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

use super::*;

/// The kind of stream to create.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // Work on a non-blocking stream can overlap work on the legacy null stream.
/// let side = result::stream::create(StreamKind::NonBlocking)?;
/// let ordered = result::stream::create(StreamKind::Default)?; // waits for the null stream
/// // SAFETY: both streams are live and not used afterwards.
/// unsafe {
///     result::stream::destroy(side)?;
///     result::stream::destroy(ordered)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StreamKind {
    /// Synchronises with the legacy null stream.
    Default,
    /// Runs concurrently with the null stream (`CU_STREAM_NON_BLOCKING`).
    NonBlocking,
}

impl StreamKind {
    fn flags(self) -> c_uint {
        match self {
            Self::Default => sys::CUstream_flags::CU_STREAM_DEFAULT as c_uint,
            Self::NonBlocking => sys::CUstream_flags::CU_STREAM_NON_BLOCKING as c_uint,
        }
    }
}

/// The legacy null stream.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let null = result::stream::null();
/// assert!(null.is_null());
/// // SAFETY: the legacy null stream always exists in a current context.
/// unsafe { result::stream::synchronize(null) }?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn null() -> sys::CUstream {
    std::ptr::null_mut()
}

/// Creates a stream in the current context (`cuStreamCreate`).
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the stream is live, and destroyed once.
/// unsafe {
///     assert!(result::stream::query(stream)?); // nothing enqueued yet
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn create(kind: StreamKind) -> Result<sys::CUstream, DriverError> {
    // SAFETY: writes one handle.
    unsafe { out(|p| sys::cuStreamCreate(p, kind.flags())) }
}

/// Creates a stream with a priority (`cuStreamCreateWithPriority`); see
/// [`super::ctx::stream_priority_range`].
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let (_least, greatest) = result::ctx::stream_priority_range()?;
/// let urgent = result::stream::create_with_priority(StreamKind::NonBlocking, greatest)?;
/// // SAFETY: the stream is live, and destroyed once.
/// unsafe {
///     assert_eq!(result::stream::get_priority(urgent)?, greatest);
///     result::stream::destroy(urgent)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn create_with_priority(kind: StreamKind, priority: i32) -> Result<sys::CUstream, DriverError> {
    // SAFETY: writes one handle.
    unsafe { out(|p| sys::cuStreamCreateWithPriority(p, kind.flags(), priority)) }
}

/// The current context's stream priorities as `(least, greatest)` (cudarc 0.19's name for
/// [`ctx::stream_priority_range`]): a smaller number is a
/// higher priority.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let (least, greatest) = result::stream::get_priority_range()?;
/// assert!(greatest <= least);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn get_priority_range() -> Result<(i32, i32), DriverError> {
    super::ctx::stream_priority_range()
}

/// The stream's priority (`cuStreamGetPriority`).
///
/// # Safety
///
/// `stream` must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let (least, _greatest) = result::ctx::stream_priority_range()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the stream is live, and destroyed once.
/// unsafe {
///     assert_eq!(result::stream::get_priority(stream)?, least); // the default is the lowest
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn get_priority(stream: sys::CUstream) -> Result<i32, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuStreamGetPriority(stream, p)) }
}

/// Waits for all work on the stream (`cuStreamSynchronize`).
///
/// # Safety
///
/// `stream` must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mut host = vec![0u8; 1 << 20];
/// // SAFETY: the buffer outlives its use on the stream; `host` is untouched until synchronize.
/// unsafe {
///     let buf = result::malloc_async(stream, host.len())?;
///     result::memset_d8_async(buf, 7, host.len(), stream)?;
///     result::memcpy_dtoh_async(&mut host, buf, stream)?;
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?; // the copy has landed
///     result::stream::destroy(stream)?;
/// }
/// assert!(host.iter().all(|&b| b == 7));
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn synchronize(stream: sys::CUstream) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuStreamSynchronize(stream) }.check()
}

/// Whether all work on the stream is done (`cuStreamQuery`): `Ok(false)` while it runs.
///
/// # Safety
///
/// `stream` must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the stream and the buffer are live while used.
/// unsafe {
///     let buf = result::malloc_async(stream, 256 << 20)?;
///     result::memset_d8_async(buf, 0, 256 << 20, stream)?;
///     while !result::stream::query(stream)? {
///         // ... do CPU work instead of blocking ...
///     }
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn query(stream: sys::CUstream) -> Result<bool, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    match unsafe { sys::cuStreamQuery(stream) } {
        sys::CUresult::CUDA_ERROR_NOT_READY => Ok(false),
        r => r.check().map(|()| true),
    }
}

/// Enqueues a write of `value` to the 32-bit word at `addr` once the work enqueued on the
/// stream before it is done, after a memory fence that makes that work's writes visible
/// first (`cuStreamWriteValue32_v2` with default flags). With `addr` in mapped host memory,
/// the host sees the work complete by reading the word, without a driver call.
///
/// # Safety
///
/// `stream` must be live and `addr` a device address of 4 writable, 4-byte aligned bytes
/// (device memory, or mapped host memory from [`host_get_device_pointer`]) that stay
/// allocated until the write is done; not managed memory.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys;
/// use std::sync::atomic::{AtomicU32, Ordering};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the word is mapped host memory, 4-byte aligned, freed after the stream is idle.
/// unsafe {
///     let p = result::malloc_host(4, sys::CU_MEMHOSTALLOC_DEVICEMAP)?;
///     let word = &*(p as *const AtomicU32);
///     word.store(0, Ordering::Relaxed);
///     result::stream::write_value32(stream, result::host_get_device_pointer(p)?, 7)?;
///     while word.load(Ordering::Acquire) != 7 {} // the stream's work is done
///     result::stream::synchronize(stream)?;
///     result::free_host(p)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn write_value32(
    stream: sys::CUstream,
    addr: sys::CUdeviceptr,
    value: u32,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuStreamWriteValue32_v2(stream, addr, value, 0) }.check()
}

/// Destroys the stream once its work is done (`cuStreamDestroy_v2`).
///
/// # Safety
///
/// `stream` must be live and not used afterwards.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the stream is not used after this; work still on it finishes first.
/// unsafe {
///     let buf = result::malloc_async(stream, 1024)?;
///     result::free_async(buf, stream)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn destroy(stream: sys::CUstream) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuStreamDestroy_v2(stream) }.check()
}

/// Makes later work on `stream` wait for `event` (`cuStreamWaitEvent`).
///
/// # Safety
///
/// Both handles must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::{CUevent_flags, CUevent_wait_flags};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let producer = result::stream::create(StreamKind::NonBlocking)?;
/// let consumer = result::stream::create(StreamKind::NonBlocking)?;
/// let ready = result::event::create(CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
/// // SAFETY: all handles are live until destroyed; the buffer is freed after both streams' work.
/// unsafe {
///     let buf = result::malloc_async(producer, 4096)?;
///     result::memset_d8_async(buf, 1, 4096, producer)?;
///     result::event::record(ready, producer)?;
///     // The consumer's later work starts only once the memset is done.
///     result::stream::wait_event(consumer, ready, CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT)?;
///     let mut host = [0u8; 4096];
///     result::memcpy_dtoh_async(&mut host, buf, consumer)?;
///     result::stream::synchronize(consumer)?;
///     assert!(host.iter().all(|&b| b == 1));
///     result::free_async(buf, consumer)?;
///     result::stream::synchronize(consumer)?;
///     result::event::destroy(ready)?;
///     result::stream::destroy(producer)?;
///     result::stream::destroy(consumer)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn wait_event(
    stream: sys::CUstream,
    event: sys::CUevent,
    flags: sys::CUevent_wait_flags,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuStreamWaitEvent(stream, event, flags as c_uint) }.check()
}

/// Enqueues a host function, called once earlier work on the stream is done
/// (`cuLaunchHostFunc`).
///
/// # Safety
///
/// `stream` must be live; `func` must be safe to call with `user_data` from a driver thread,
/// must make no CUDA call and must not unwind.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use std::ffi::c_void;
/// use std::sync::atomic::{AtomicBool, Ordering};
///
/// unsafe extern "C" fn mark_done(flag: *mut c_void) {
///     // SAFETY: `flag` is the AtomicBool below, alive until the stream is synchronized.
///     unsafe { &*(flag as *const AtomicBool) }.store(true, Ordering::Release);
/// }
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let done = AtomicBool::new(false);
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: `mark_done` makes no CUDA call and cannot unwind; `done` outlives the call.
/// unsafe {
///     let flag = &done as *const AtomicBool as *mut c_void;
///     result::stream::launch_host_function(stream, mark_done, flag)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// assert!(done.load(Ordering::Acquire));
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn launch_host_function(
    stream: sys::CUstream,
    func: unsafe extern "C" fn(*mut c_void),
    user_data: *mut c_void,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuLaunchHostFunc(stream, Some(func), user_data) }.check()
}

/// Attaches managed memory to the stream (`cuStreamAttachMemAsync`).
///
/// # Safety
///
/// `stream` must be live and `dptr..dptr+num_bytes` managed memory.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUmemAttach_flags;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: `p` is managed memory of 4096 bytes, freed once nothing uses it.
/// unsafe {
///     let p = result::malloc_managed(4096, CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL)?;
///     // Only this stream uses it: the host may touch it while other streams run.
///     result::stream::attach_mem_async(stream, p, 0, CUmemAttach_flags::CU_MEM_ATTACH_SINGLE)?;
///     result::stream::synchronize(stream)?;
///     result::free_sync(p)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn attach_mem_async(
    stream: sys::CUstream,
    dptr: sys::CUdeviceptr,
    num_bytes: usize,
    flags: sys::CUmemAttach_flags,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuStreamAttachMemAsync(stream, dptr, num_bytes, flags as c_uint) }.check()
}

/// Starts capturing the work enqueued on `stream` into a graph (`cuStreamBeginCapture_v2`).
///
/// # Safety
///
/// `stream` must be live and not the legacy null stream.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUstreamCaptureMode;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the buffer outlives every launch of the graph; all handles are destroyed once.
/// unsafe {
///     let buf = result::malloc_sync(1 << 20)?;
///     result::stream::begin_capture(stream, CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
///     result::memset_d8_async(buf, 0, 1 << 20, stream)?; // recorded, not run
///     let graph = result::stream::end_capture(stream)?;
///     let exec = result::graph::instantiate(graph, 0)?;
///     for _ in 0..3 {
///         result::graph::launch(exec, stream)?; // replays the memset
///     }
///     result::stream::synchronize(stream)?;
///     result::graph::exec_destroy(exec)?;
///     result::graph::destroy(graph)?;
///     result::free_sync(buf)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn begin_capture(
    stream: sys::CUstream,
    mode: sys::CUstreamCaptureMode,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuStreamBeginCapture_v2(stream, mode) }.check()
}

/// Ends capturing and returns the graph (`cuStreamEndCapture`).
///
/// # Safety
///
/// `stream` must be capturing.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUstreamCaptureMode;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the buffer outlives the graph; all handles are destroyed once.
/// unsafe {
///     let buf = result::malloc_sync(4096)?;
///     result::stream::begin_capture(stream, CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
///     result::memset_d8_async(buf, 1, 2048, stream)?;
///     result::memset_d8_async(buf + 2048, 2, 2048, stream)?;
///     let graph = result::stream::end_capture(stream)?;
///     assert_eq!(result::graph::num_nodes(graph)?, 2);
///     result::graph::destroy(graph)?;
///     result::free_sync(buf)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn end_capture(stream: sys::CUstream) -> Result<sys::CUgraph, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuStreamEndCapture(stream, p)) }
}

/// Whether the stream is capturing (`cuStreamIsCapturing`).
///
/// # Safety
///
/// `stream` must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::{CUstreamCaptureMode, CUstreamCaptureStatus};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the stream is live; the captured (empty) graph is destroyed.
/// unsafe {
///     let none = CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE;
///     assert_eq!(result::stream::is_capturing(stream)?, none);
///     result::stream::begin_capture(stream, CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
///     let active = CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_ACTIVE;
///     assert_eq!(result::stream::is_capturing(stream)?, active);
///     result::graph::destroy(result::stream::end_capture(stream)?)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn is_capturing(
    stream: sys::CUstream,
) -> Result<sys::CUstreamCaptureStatus, DriverError> {
    // The driver writes a C enum: read it as its integer and check it, since a newer
    // driver may write a status these bindings do not know.
    let mut status: u32 = 0;
    // SAFETY: the driver writes one enum value, an unsigned int in C, into `status`.
    unsafe { sys::cuStreamIsCapturing(stream, (&raw mut status).cast()) }.check()?;
    checked_out(
        status,
        sys::CUstreamCaptureStatus::from_raw,
        "cuStreamIsCapturing",
    )
}
