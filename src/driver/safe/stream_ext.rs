//! More of [`CudaStream`]: streams with a priority, the device's priority range, and asking a
//! stream whether its work is done. (Recording and waiting for events is in `event.rs`.)

use super::device::CudaDevice;
use super::stream::CudaStream;
use crate::driver::result::{self, DriverError};
use std::sync::Arc;

impl CudaDevice {
    /// The device's stream priorities as `(least, greatest)`. Greater priority is a numerically
    /// smaller number (recent GPUs report `(0, -5)`). Work on a stream of greater priority is
    /// scheduled first when several streams have work waiting.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let (least, greatest) = dev.stream_priority_range()?;
    /// assert!(greatest <= least);
    /// let urgent = dev.new_stream_with_priority(greatest)?;
    /// assert_eq!(urgent.priority()?, greatest);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn stream_priority_range(&self) -> Result<(i32, i32), DriverError> {
        self.enter()?;
        self.note(result::ctx::stream_priority_range())
    }

    /// Creates a non-blocking stream of default priority that runs alongside the main stream.
    ///
    /// The same as [`fork_default_stream`](Self::fork_default_stream): it first waits for the
    /// work already enqueued on the main stream, its work on buffers is ordered with every
    /// other use of them (frees included), and dropping it makes the main stream wait for its
    /// work.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.new_stream()?;
    /// // ... launch_on_stream(&stream, ...) ...
    /// stream.synchronize()?;
    /// assert!(stream.query()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new_stream(self: &Arc<Self>) -> Result<CudaStream, DriverError> {
        let s = self.new_lane_stream(None)?;
        s.wait_for_default()?;
        Ok(s)
    }

    /// As [`new_stream`](Self::new_stream), with a priority from
    /// [`stream_priority_range`](Self::stream_priority_range). A priority outside the range is
    /// clamped to it, as the driver does.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let (_, greatest) = dev.stream_priority_range()?;
    /// let stream = dev.new_stream_with_priority(greatest)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new_stream_with_priority(
        self: &Arc<Self>,
        priority: i32,
    ) -> Result<CudaStream, DriverError> {
        let s = self.new_lane_stream(Some(priority))?;
        s.wait_for_default()?;
        Ok(s)
    }
}

impl CudaStream {
    /// The stream's priority (see [`CudaDevice::stream_priority_range`]).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.new_stream()?;
    /// assert_eq!(stream.priority()?, dev.stream_priority_range()?.0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn priority(&self) -> Result<i32, DriverError> {
        self.device.enter()?;
        // SAFETY: the stream is live while `self` is.
        self.device
            .note(unsafe { result::stream::get_priority(self.lane.stream) })
    }

    /// Whether all work enqueued on this stream so far has finished, without waiting.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.fork_default_stream()?;
    /// stream.synchronize()?;
    /// assert!(stream.query()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn query(&self) -> Result<bool, DriverError> {
        self.device.enter()?;
        // SAFETY: the stream is live while `self` is.
        self.device
            .note(unsafe { result::stream::query(self.lane.stream) })
    }
}
