//! [`CudaStream`]: a stream of a device that runs alongside its own streams, with priorities,
//! and device-side copies and fills enqueued on it. (Recording and waiting for events is in
//! `event.rs`, launching kernels in `launch.rs`.)

use super::checks::{len_mismatch, same_device};
use super::device::CudaDevice;
use super::kernel_args::{DeviceRepr, ValidAsZeroBits};
use super::ordering::{Lane, refuse_capturing};
use super::slice::sealed::Sealed;
use super::slice::{DevicePtr, DevicePtrMut};
use super::thread_lanes::ThreadLane;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::Arc;

/// A stream of a device that runs alongside the device's own streams (see [Streams and
/// threads](CudaDevice#streams-and-threads)), made by
/// [`CudaDevice::fork_default_stream`] or [`CudaDevice::new_stream`]: a non-blocking driver
/// stream ([`cuStreamCreateWithPriority`]; NVIDIA's stream management has the
/// semantics).
///
/// What the crate adds: what work on it (`launch_on_stream`, the stream's own copies) does to
/// a buffer is ordered with every other use of that buffer, on any stream. A launch or copy
/// waits for earlier writes to the buffers it reads and for earlier reads and writes of the
/// buffers it writes, and later work on those buffers (on the device's streams, another stream,
/// the async adapter, or the free when a buffer is dropped) waits for it. A wait is for a point
/// in the other stream, which may also cover work enqueued there after the access it follows
/// (until that work is known to be finished), never work enqueued later.
///
/// [`wait_for_default`](Self::wait_for_default) and [`CudaDevice::wait_for`] order everything
/// on one stream after everything on the other, for work the buffers cannot see (such as
/// kernels given raw pointers); "the device's stream" there is the calling thread's. Dropping
/// the stream makes the dropping thread's stream (or the main stream) wait for its work.
///
/// # Examples
///
/// ```no_run
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let stream = dev.fork_default_stream()?; // sees everything this thread did so far
/// // ... launch_on_stream(&stream, ...) ...
/// dev.wait_for(&stream)?; // later work of this thread waits for everything on the stream
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
///
/// [`cuStreamCreateWithPriority`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html
pub struct CudaStream {
    /// The raw stream handle, for reading (as cudarc's `stream.stream`). The crate keeps its
    /// own copy: writing this field changes nothing the crate enqueues on or destroys.
    pub stream: sys::CUstream,
    pub(in crate::driver::safe) lane: Arc<Lane>,
    pub(in crate::driver::safe) device: Arc<CudaDevice>,
}

// SAFETY: the handles are usable from any thread; the device binds its context on each call.
unsafe impl Send for CudaStream {}
// SAFETY: as above; the lane's state is atomics and locks.
unsafe impl Sync for CudaStream {}

impl std::fmt::Debug for CudaStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaStream")
            .field("stream", self.lane.raw())
            .field("device", &self.device.ctx.ordinal)
            .finish()
    }
}

impl CudaDevice {
    /// Creates a stream that first waits for everything enqueued on the calling thread's stream
    /// of the device so far.
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
        self.check_and_make_current()?;
        let lane = Lane::create(&self.ctx, priority)?;
        Ok(CudaStream {
            stream: *lane.raw(),
            lane,
            device: self.clone(),
        })
    }

    /// Makes later work on the calling thread's stream of the device wait for everything
    /// enqueued on `stream` so far (an event recorded there and
    /// [`cuStreamWaitEvent`]), raw work enqueued on its handle included.
    /// Refused on a stream capturing a graph.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.new_stream()?;
    /// dev.wait_for(&stream)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuStreamWaitEvent`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html
    pub fn wait_for(self: &Arc<Self>, stream: &CudaStream) -> Result<(), DriverError> {
        self.check_and_make_current()?;
        refuse_capturing(&stream.lane, "CudaDevice::wait_for")?;
        // Everything: also work a cudarc program enqueued on `stream.stream` itself, which
        // the crate does not count.
        self.thread_lane()?.wait_everything(&stream.lane)
    }
}

impl CudaStream {
    /// Makes later work on this stream wait for everything enqueued on the calling thread's
    /// stream of the device so far ([`cuStreamWaitEvent`]), raw work enqueued on
    /// its handle included.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.new_stream()?;
    /// stream.wait_for_default()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuStreamWaitEvent`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html
    pub fn wait_for_default(&self) -> Result<(), DriverError> {
        self.device.check_and_make_current()?;
        let dev = &self.device;
        // Everything: also work a cudarc program enqueued on `cu_stream` itself, which the
        // crate does not count.
        match dev.thread_lane()? {
            ThreadLane::Main(main) => self.lane.wait_everything_of_main(main),
            ThreadLane::Thread(lane) => self.lane.wait_everything(&lane),
        }
    }

    /// Waits for the work on this stream ([`cuStreamSynchronize`]).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.new_stream()?;
    /// stream.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuStreamSynchronize`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html
    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.device.check_and_make_current()?;
        self.lane.synchronize()
    }

    /// The device this stream belongs to.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.new_stream()?;
    /// assert!(std::sync::Arc::ptr_eq(stream.device(), &dev));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.device
    }

    /// Makes the calling thread's stream of the device wait for this stream's work: made now
    /// if the thread has none yet (so that its later work follows), the main stream on the
    /// device's home thread and on a thread that is ending.
    fn join(&self) -> Result<(), DriverError> {
        // Everything: also work enqueued on `stream.stream` itself.
        self.device.thread_lane()?.wait_everything(&self.lane)
    }
}

impl Drop for CudaStream {
    /// Makes the dropping thread's stream of the device (or the main stream) wait for the
    /// stream's work. The stream itself is destroyed once
    /// no buffer's record refers to it any more.
    fn drop(&mut self) {
        let dev = self.device.clone();
        if let Err(e) = dev.make_current().and_then(|()| self.join()) {
            dev.defer_error(e.context("while joining a stream into the device's stream"));
        }
    }
}

impl CudaDevice {
    /// The device's stream priorities as `(least, greatest)`
    /// ([`cuCtxGetStreamPriorityRange`]): greater priority is a numerically smaller
    /// number.
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
    ///
    /// [`cuCtxGetStreamPriorityRange`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html
    pub fn stream_priority_range(&self) -> Result<(i32, i32), DriverError> {
        self.check_and_make_current()?;
        self.keep_if_sticky(result::ctx::stream_priority_range())
    }

    /// Creates a non-blocking stream of default priority that runs alongside the device's own.
    ///
    /// The same as [`fork_default_stream`](Self::fork_default_stream): it first waits for the
    /// work already enqueued on the calling thread's stream of the device, its work on buffers
    /// is ordered with every other use of them (frees included), and dropping it makes the
    /// dropping thread's stream wait for its work.
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
    /// The stream's priority ([`cuStreamGetPriority`]; see
    /// [`CudaDevice::stream_priority_range`]).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.new_stream()?;
    /// assert_eq!(stream.priority()?, dev.stream_priority_range()?.0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuStreamGetPriority`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html
    pub fn priority(&self) -> Result<i32, DriverError> {
        self.device.check_and_make_current()?;
        self.lane.priority()
    }

    /// Whether all work enqueued on this stream so far has finished, without waiting
    /// ([`cuStreamQuery`]).
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
    ///
    /// [`cuStreamQuery`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html
    pub fn query(&self) -> Result<bool, DriverError> {
        self.device.check_and_make_current()?;
        self.lane.query()
    }
}

impl CudaStream {
    /// Copies `src` into `dst` on this stream, without waiting
    /// ([`cuMemcpyDtoDAsync`]). Both must be memory of this stream's device, of the
    /// same length.
    ///
    /// On a stream that is capturing a graph the copy becomes a node of the graph, and both
    /// buffers are kept alive by it. On any other stream the copy waits for earlier writes to
    /// `src` and earlier uses of `dst` on any stream, and later work on either buffer waits for
    /// it, so no other call can see the buffers half-copied.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let input = dev.htod_sync_copy(&[1.0f32, 2.0, 3.0])?;
    /// let mut work = dev.alloc_zeros::<f32>(3)?;
    /// let graph = dev.capture_graph(|stream| {
    ///     stream.memcpy_dtod(&input, &mut work) // a copy node
    /// })?;
    /// graph.instantiate()?.launch()?;
    /// assert_eq!(dev.dtoh_sync_copy(&work)?, [1.0, 2.0, 3.0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemcpyDtoDAsync`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub fn memcpy_dtod<T: DeviceRepr, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        &self,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        let dev = &self.device;
        dev.check_and_make_current()?;
        self.check_buffer(src, "memcpy_dtod")?;
        self.check_buffer(dst, "memcpy_dtod")?;
        if src.len() != dst.len() {
            return Err(len_mismatch(
                "CudaStream::memcpy_dtod",
                src.len(),
                dst.len(),
            ));
        }
        let bytes = src.num_bytes();
        if bytes == 0 {
            return Ok(());
        }
        let (s, d) = (*src.device_ptr(), *dst.device_ptr_mut());
        let uses = [src.read(), dst.write()];
        self.lane.run(&dev.main, &uses, |stream| {
            // SAFETY: both are live buffers of `bytes` bytes on this device, ordered after the
            // work that used them (or recorded with the graph being captured); `dst` is
            // borrowed mutably.
            unsafe { result::memcpy_dtod_async(d, s, bytes, stream) }
        })
    }

    /// Sets every element of `dst` to zero bytes on this stream, without waiting
    /// ([`cuMemsetD8Async`]). Ordered with other uses of `dst` as
    /// [`memcpy_dtod`](Self::memcpy_dtod) is; during a capture it becomes a node of the graph.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut acc = dev.htod_sync_copy(&[5u32; 4])?;
    /// let exec = dev
    ///     .capture_graph(|stream| stream.memset_zeros(&mut acc))?
    ///     .instantiate()?;
    /// exec.launch()?;
    /// assert_eq!(dev.dtoh_sync_copy(&acc)?, [0; 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemsetD8Async`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub fn memset_zeros<T: ValidAsZeroBits + DeviceRepr, Dst: DevicePtrMut<T>>(
        &self,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        let dev = &self.device;
        dev.check_and_make_current()?;
        self.check_buffer(dst, "memset_zeros")?;
        let bytes = dst.num_bytes();
        if bytes == 0 {
            return Ok(());
        }
        let d = *dst.device_ptr_mut();
        self.lane.run(&dev.main, &[dst.write()], |stream| {
            // SAFETY: `dst` is a live buffer of `bytes` bytes on this device, ordered after the
            // work that used it (or recorded with the graph being captured), borrowed mutably.
            unsafe { result::memset_d8_async(d, 0, bytes, stream) }
        })
    }

    fn check_buffer<B: Sealed + ?Sized>(&self, buf: &B, what: &str) -> Result<(), DriverError> {
        same_device(
            || format!("in CudaStream::{what}: the buffer"),
            &buf.device_arc().ctx,
            "the stream belongs to",
            &self.device.ctx,
        )
    }
}
