//! Graphs: instantiate, upload, launch and destroy (capture is in [`stream`]).
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::result::{self, stream::StreamKind};
//! use cuda_driver::driver::sys::CUstreamCaptureMode;
//!
//! # let dev = cuda_driver::driver::CudaDevice::new(0)?;
//! # dev.bind_to_thread()?;
//! let stream = result::stream::create(StreamKind::NonBlocking)?;
//! let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
//! // SAFETY: the buffer outlives every launch; all handles are destroyed once, after the work.
//! unsafe {
//!     let buf = result::malloc_sync(4096)?;
//!     result::stream::begin_capture(stream, mode)?;
//!     result::memset_d8_async(buf, 1, 4096, stream)?;
//!     let graph = result::stream::end_capture(stream)?;
//!     let exec = result::graph::instantiate(graph, 0)?;
//!     result::graph::upload(exec, stream)?;
//!     result::graph::launch(exec, stream)?;
//!     result::stream::synchronize(stream)?;
//!     result::graph::exec_destroy(exec)?;
//!     result::graph::destroy(graph)?;
//!     result::free_sync(buf)?;
//!     result::stream::destroy(stream)?;
//! }
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

use super::*;

/// Instantiates an executable graph (`cuGraphInstantiateWithFlags`).
///
/// # Safety
///
/// `graph` must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUstreamCaptureMode;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
/// // SAFETY: the buffer outlives the launches; all handles are destroyed once, after the work.
/// unsafe {
///     let buf = result::malloc_sync(1024)?;
///     result::stream::begin_capture(stream, mode)?;
///     result::memset_d8_async(buf, 0, 1024, stream)?;
///     let graph = result::stream::end_capture(stream)?;
///     let exec = result::graph::instantiate(graph, 0)?;
///     result::graph::destroy(graph)?; // the executable graph does not need it
///     result::graph::launch(exec, stream)?;
///     result::stream::synchronize(stream)?;
///     result::graph::exec_destroy(exec)?;
///     result::free_sync(buf)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn instantiate(
    graph: sys::CUgraph,
    flags: u64,
) -> Result<sys::CUgraphExec, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuGraphInstantiateWithFlags(p, graph, flags)) }
}

/// Uploads an executable graph to the device ahead of its first launch (`cuGraphUpload`).
///
/// # Safety
///
/// Both handles must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUstreamCaptureMode;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
/// // SAFETY: the buffer outlives the launch; all handles are destroyed once, after the work.
/// unsafe {
///     let buf = result::malloc_sync(1024)?;
///     result::stream::begin_capture(stream, mode)?;
///     result::memset_d8_async(buf, 0, 1024, stream)?;
///     let graph = result::stream::end_capture(stream)?;
///     let exec = result::graph::instantiate(graph, 0)?;
///     result::graph::upload(exec, stream)?; // the setup cost is paid here...
///     result::graph::launch(exec, stream)?; // ...not on the first launch
///     result::stream::synchronize(stream)?;
///     result::graph::exec_destroy(exec)?;
///     result::graph::destroy(graph)?;
///     result::free_sync(buf)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn upload(exec: sys::CUgraphExec, stream: sys::CUstream) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuGraphUpload(exec, stream) }.check()
}

/// Launches an executable graph on a stream (`cuGraphLaunch`).
///
/// # Safety
///
/// Both handles must be live, and the memory the graph uses valid in stream order.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUstreamCaptureMode;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
/// let mut back = [0u8; 16];
/// // SAFETY: the buffer outlives the launches; all handles are destroyed once, after the work.
/// unsafe {
///     let buf = result::malloc_sync(16)?;
///     result::stream::begin_capture(stream, mode)?;
///     result::memset_d8_async(buf, 5, 16, stream)?;
///     let graph = result::stream::end_capture(stream)?;
///     let exec = result::graph::instantiate(graph, 0)?;
///     result::graph::destroy(graph)?; // the executable graph does not need it
///     for _ in 0..100 {
///         result::graph::launch(exec, stream)?; // one call replays all the captured work
///     }
///     result::memcpy_dtoh_async(&mut back, buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::graph::exec_destroy(exec)?;
///     result::free_sync(buf)?;
///     result::stream::destroy(stream)?;
/// }
/// assert_eq!(back, [5; 16]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn launch(exec: sys::CUgraphExec, stream: sys::CUstream) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuGraphLaunch(exec, stream) }.check()
}

/// The number of nodes in a graph (`cuGraphGetNodes` with no output array).
///
/// # Safety
///
/// `graph` must be live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUstreamCaptureMode;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
/// // SAFETY: nothing is launched; the graph and buffer are freed once.
/// unsafe {
///     let buf = result::malloc_sync(3 * 64)?;
///     result::stream::begin_capture(stream, mode)?;
///     for i in 0..3 {
///         result::memset_d8_async(buf + 64 * i, i as u8, 64, stream)?;
///     }
///     let graph = result::stream::end_capture(stream)?;
///     assert_eq!(result::graph::num_nodes(graph)?, 3);
///     result::graph::destroy(graph)?;
///     result::free_sync(buf)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn num_nodes(graph: sys::CUgraph) -> Result<usize, DriverError> {
    let mut n = 0;
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuGraphGetNodes(graph, std::ptr::null_mut(), &mut n) }.check()?;
    Ok(n)
}

/// Destroys a graph (`cuGraphDestroy`).
///
/// # Safety
///
/// `graph` must be live and not used afterwards.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUstreamCaptureMode;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
/// // SAFETY: the captured graph is empty, never launched, and destroyed once.
/// unsafe {
///     result::stream::begin_capture(stream, mode)?;
///     let graph = result::stream::end_capture(stream)?;
///     assert_eq!(result::graph::num_nodes(graph)?, 0);
///     result::graph::destroy(graph)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn destroy(graph: sys::CUgraph) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuGraphDestroy(graph) }.check()
}

/// Destroys an executable graph (`cuGraphExecDestroy`).
///
/// # Safety
///
/// `exec` must be live and not used afterwards. It may still be running: the driver then
/// frees it once its launches complete.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUstreamCaptureMode;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
/// // SAFETY: the buffer outlives the launch (the stream is synchronized before it is freed).
/// unsafe {
///     let buf = result::malloc_sync(1 << 20)?;
///     result::stream::begin_capture(stream, mode)?;
///     result::memset_d8_async(buf, 0, 1 << 20, stream)?;
///     let graph = result::stream::end_capture(stream)?;
///     let exec = result::graph::instantiate(graph, 0)?;
///     result::graph::launch(exec, stream)?;
///     result::graph::exec_destroy(exec)?; // fine while the launch still runs
///     result::graph::destroy(graph)?;
///     result::stream::synchronize(stream)?;
///     result::free_sync(buf)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn exec_destroy(exec: sys::CUgraphExec) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuGraphExecDestroy(exec) }.check()
}
