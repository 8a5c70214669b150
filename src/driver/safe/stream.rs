//! [`CudaStream`]: a second stream that runs alongside the device's main stream.

use super::device::CudaDevice;
use super::track::Lane;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::Arc;

/// A stream of a device that runs alongside its main stream, made by
/// [`CudaDevice::fork_default_stream`] or [`CudaDevice::new_stream`].
///
/// Work launched on it (with `launch_on_stream`, or the stream's own copies) may run
/// concurrently with the main stream and other streams. What it does to a buffer is ordered
/// with every other use of that buffer automatically, on any stream: a launch or copy waits
/// for earlier writes to the buffers it reads and for earlier reads and writes of the buffers
/// it writes, and later work on those buffers (on the main stream, another stream, the async
/// adapter, or the free when a buffer is dropped) waits for it. Unrelated work is not held up.
///
/// [`wait_for_default`](Self::wait_for_default) and [`CudaDevice::wait_for`] order everything
/// on one stream after everything on the other, for work the buffers cannot see (such as
/// kernels given raw pointers). Dropping the stream makes the main stream wait for its work.
///
/// # Examples
///
/// ```no_run
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let stream = dev.fork_default_stream()?; // sees everything the main stream did so far
/// // ... launch_on_stream(&stream, ...) ...
/// dev.wait_for(&stream)?; // later main-stream work waits for everything on the stream
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaStream {
    /// The raw stream handle, for reading (as cudarc's `stream.stream`). The crate keeps its
    /// own copy: writing this field changes nothing the crate enqueues on or destroys.
    pub stream: sys::CUstream,
    pub(crate) lane: Arc<Lane>,
    pub(crate) device: Arc<CudaDevice>,
}

// SAFETY: the handles are usable from any thread; the device binds its context on each call.
unsafe impl Send for CudaStream {}
// SAFETY: as above; the lane's state is atomics and locks.
unsafe impl Sync for CudaStream {}

impl std::fmt::Debug for CudaStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaStream")
            .field("stream", &self.lane.stream)
            .field("device", &self.device.ordinal)
            .finish()
    }
}

impl CudaDevice {
    /// Creates a stream that first waits for everything enqueued on the main stream so far.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.fork_default_stream()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn fork_default_stream(self: &Arc<Self>) -> Result<CudaStream, DriverError> {
        self.new_stream()
    }

    /// Creates a non-blocking stream (with `priority`, if given). It does not wait for the
    /// main stream.
    pub(crate) fn new_lane_stream(
        self: &Arc<Self>,
        priority: Option<i32>,
    ) -> Result<CudaStream, DriverError> {
        self.enter()?;
        let lane = Lane::create(self, priority)?;
        Ok(CudaStream {
            stream: lane.stream,
            lane,
            device: self.clone(),
        })
    }

    /// Makes later work on the main stream wait for everything enqueued on `stream` so far.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.new_stream()?;
    /// dev.wait_for(&stream)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn wait_for(self: &Arc<Self>, stream: &CudaStream) -> Result<(), DriverError> {
        self.enter()?;
        super::graph::refuse_capturing(stream.lane.stream, "CudaDevice::wait_for")?;
        stream.join_into_main()
    }
}

impl CudaStream {
    /// Makes later work on this stream wait for everything enqueued on the main stream so far.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.new_stream()?;
    /// stream.wait_for_default()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn wait_for_default(&self) -> Result<(), DriverError> {
        self.device.enter()?;
        self.device.order_after_main(&self.lane)
    }

    /// Waits for the work on this stream.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.new_stream()?;
    /// stream.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.device.enter()?;
        // SAFETY: the stream is live.
        self.device
            .note(unsafe { result::stream::synchronize(self.lane.stream) })
    }

    /// The device this stream belongs to.
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.device
    }

    fn join_into_main(&self) -> Result<(), DriverError> {
        let dev = &self.device;
        dev.main.wait_all_of(dev, &self.lane)
    }
}

impl Drop for CudaStream {
    /// Makes the main stream wait for the stream's work. The stream itself is destroyed once
    /// no buffer's record refers to it any more.
    fn drop(&mut self) {
        let dev = self.device.clone();
        if let Err(e) = dev.bind().and_then(|()| self.join_into_main()) {
            dev.defer_error(e.context("while joining a stream into the main stream"));
        }
    }
}
