//! Events: create, record, query, synchronize, time, destroy.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::result::{self, stream::StreamKind};
//! use cuda_driver::driver::sys::CUevent_flags;
//!
//! # let dev = cuda_driver::driver::CudaDevice::new(0)?;
//! # dev.bind_to_thread()?;
//! let stream = result::stream::create(StreamKind::NonBlocking)?;
//! let (start, end) = (result::event::create(CUevent_flags::CU_EVENT_DEFAULT)?, result::event::create(CUevent_flags::CU_EVENT_DEFAULT)?);
//! // SAFETY: all handles are live until destroyed; the buffer is freed after its last use.
//! unsafe {
//!     let buf = result::malloc_async(stream, 256 << 20)?;
//!     result::event::record(start, stream)?;
//!     result::memset_d8_async(buf, 0, 256 << 20, stream)?;
//!     result::event::record(end, stream)?;
//!     result::event::synchronize(end)?;
//!     println!("memset: {:.3} ms", result::event::elapsed(start, end)?);
//!     result::free_async(buf, stream)?;
//!     result::stream::synchronize(stream)?;
//!     result::event::destroy(start)?;
//!     result::event::destroy(end)?;
//!     result::stream::destroy(stream)?;
//! }
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

use super::*;

/// Creates an event (`cuEventCreate`).
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUevent_flags};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // Events only for ordering are cheaper without timing.
/// let marker = result::event::create(CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
/// let timer = result::event::create(CUevent_flags::CU_EVENT_DEFAULT)?;
/// // SAFETY: both are live, never recorded, and destroyed once.
/// unsafe {
///     assert!(result::event::query(marker)?); // never recorded: complete
///     result::event::destroy(marker)?;
///     result::event::destroy(timer)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn create(flags: sys::CUevent_flags) -> Result<sys::CUevent, DriverError> {
    create_with_flags(flags as c_uint)
}

/// Creates an event with any combination of `CUevent_flags` (`cuEventCreate`), which
/// [`create`] cannot express: the flags are a Rust enum, one value at a time.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUevent_flags};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let flags = CUevent_flags::CU_EVENT_DISABLE_TIMING as u32
///     | CUevent_flags::CU_EVENT_BLOCKING_SYNC as u32;
/// let event = result::event::create_with_flags(flags)?;
/// // SAFETY: live, never recorded, destroyed once.
/// unsafe { result::event::destroy(event) }?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn create_with_flags(flags: c_uint) -> Result<sys::CUevent, DriverError> {
    // SAFETY: writes one handle.
    unsafe { out(|p| sys::cuEventCreate(p, flags)) }
}

/// Records the event on a stream (`cuEventRecord`).
///
/// # Safety
///
/// Both handles must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUevent_flags;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let uploaded = result::event::create(CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
/// let data = vec![1u8; 64 << 20];
/// // SAFETY: `data` stays alive and unchanged until the event completes; handles destroyed once.
/// unsafe {
///     let buf = result::malloc_async(stream, data.len())?;
///     result::memcpy_htod_async(buf, &data, stream)?;
///     result::event::record(uploaded, stream)?; // completes when the copy is done
///     result::event::synchronize(uploaded)?;
///     drop(data); // safe to free the host side now
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::event::destroy(uploaded)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn record(event: sys::CUevent, stream: sys::CUstream) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuEventRecord(event, stream) }.check()
}

/// Whether the work before the event's last record is done (`cuEventQuery`).
///
/// # Safety
///
/// `event` must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUevent_flags;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let done = result::event::create(CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
/// // SAFETY: all handles are live until destroyed; the buffer is freed after its last use.
/// unsafe {
///     let buf = result::malloc_async(stream, 1 << 30)?;
///     result::memset_d8_async(buf, 0, 1 << 30, stream)?;
///     result::event::record(done, stream)?;
///     let mut polls = 0;
///     while !result::event::query(done)? {
///         polls += 1; // ... CPU work meanwhile ...
///     }
///     println!("done after {polls} polls");
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::event::destroy(done)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn query(event: sys::CUevent) -> Result<bool, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    match unsafe { sys::cuEventQuery(event) } {
        sys::CUresult::CUDA_ERROR_NOT_READY => Ok(false),
        r => r.check().map(|()| true),
    }
}

/// Waits for the event (`cuEventSynchronize`).
///
/// # Safety
///
/// `event` must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUevent_flags;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // Blocking sync: the waiting thread sleeps rather than spins.
/// let done = result::event::create(CUevent_flags::CU_EVENT_BLOCKING_SYNC)?;
/// // SAFETY: all handles are live until destroyed; the buffer is freed after its last use.
/// unsafe {
///     let buf = result::malloc_async(stream, 1 << 30)?;
///     result::memset_d8_async(buf, 0, 1 << 30, stream)?;
///     result::event::record(done, stream)?;
///     result::event::synchronize(done)?;
///     assert!(result::event::query(done)?);
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::event::destroy(done)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn synchronize(event: sys::CUevent) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuEventSynchronize(event) }.check()
}

/// Milliseconds between two recorded timing events (`cuEventElapsedTime_v2`, or
/// `cuEventElapsedTime` on drivers before 12.8).
///
/// # Safety
///
/// Both events must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUevent_flags;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let start = result::event::create(CUevent_flags::CU_EVENT_DEFAULT)?; // timing events
/// let end = result::event::create(CUevent_flags::CU_EVENT_DEFAULT)?;
/// let bytes = 1usize << 30;
/// // SAFETY: all handles are live until destroyed; the buffers are freed after their last use.
/// unsafe {
///     let (a, b) = (result::malloc_async(stream, bytes)?, result::malloc_async(stream, bytes)?);
///     result::event::record(start, stream)?;
///     result::memcpy_dtod_async(b, a, bytes, stream)?;
///     result::event::record(end, stream)?;
///     result::event::synchronize(end)?;
///     let ms = result::event::elapsed(start, end)?;
///     println!("{:.1} GB/s", 2.0 * bytes as f64 / (ms as f64 * 1e6));
///     result::free_async(a, stream)?;
///     result::free_async(b, stream)?;
///     result::stream::synchronize(stream)?;
///     result::event::destroy(start)?;
///     result::event::destroy(end)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn elapsed(start: sys::CUevent, end: sys::CUevent) -> Result<f32, DriverError> {
    let mut ms = 0f32;
    // SAFETY: the caller's contract (see # Safety).
    match unsafe { sys::cuEventElapsedTime_v2(&mut ms, start, end) } {
        r if lacks_function(r, "cuEventElapsedTime_v2") => {
            // SAFETY: the caller's contract (see # Safety).
            unsafe { sys::cuEventElapsedTime(&mut ms, start, end) }.check()?
        }
        r => r.check()?,
    }
    Ok(ms)
}

/// Destroys the event (`cuEventDestroy_v2`).
///
/// # Safety
///
/// `event` must be live and not used afterwards.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUevent_flags};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let e = result::event::create(CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
/// // SAFETY: `e` is live and not used afterwards (a pending one is released once it completes).
/// unsafe {
///     result::event::record(e, result::stream::null())?;
///     result::event::destroy(e)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn destroy(event: sys::CUevent) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuEventDestroy_v2(event) }.check()
}
