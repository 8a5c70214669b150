//! [`CudaStream`]: a second stream that runs alongside the device's main stream.

use super::device::{CudaDevice, ForkEntry, lock};
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// A stream forked from a device's main stream with [`CudaDevice::fork_default_stream`].
///
/// Work launched on it (with `launch_on_stream`) may run concurrently with the main stream.
/// Order the two with [`wait_for_default`](Self::wait_for_default) and
/// [`CudaDevice::wait_for`]. Dropping the stream makes the main stream wait for its work. Device
/// memory is never freed while work on a live forked stream may still use it: a free waits
/// for every live forked stream.
///
/// # Examples
///
/// ```no_run
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let stream = dev.fork_default_stream()?; // sees everything the main stream did so far
/// // ... launch_on_stream(&stream, ...) ...
/// dev.wait_for(&stream)?; // later main-stream work sees what the stream did
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaStream {
    /// The raw stream handle.
    pub stream: sys::CUstream,
    pub(crate) device: Arc<CudaDevice>,
    pub(crate) id: u64,
    /// Recorded only on this stream.
    pub(crate) event: sys::CUevent,
}

// SAFETY: the handles are usable from any thread; the device binds its context on each call.
unsafe impl Send for CudaStream {}
// SAFETY: as above; recording the stream's own event from two threads at once only ever
// records points of this stream.
unsafe impl Sync for CudaStream {}

impl std::fmt::Debug for CudaStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaStream")
            .field("stream", &self.stream)
            .field("device", &self.device.ordinal)
            .finish()
    }
}

impl CudaDevice {
    /// Creates a stream that first waits for everything enqueued on the main stream so far.
    pub fn fork_default_stream(self: &Arc<Self>) -> Result<CudaStream, DriverError> {
        let s = self.new_fork(None)?;
        s.wait_for_default()?;
        Ok(s)
    }

    /// Creates a non-blocking stream (with `priority`, if given) and registers it as a fork:
    /// frees wait for it and dropping it joins it into the main stream. It does not wait for
    /// the main stream.
    pub(crate) fn new_fork(
        self: &Arc<Self>,
        priority: Option<i32>,
    ) -> Result<CudaStream, DriverError> {
        self.enter()?;
        let kind = result::stream::StreamKind::NonBlocking;
        let stream = self.track(match priority {
            None => result::stream::create(kind),
            Some(p) => result::stream::create_with_priority(kind, p),
        })?;
        let event = match result::event::create(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING) {
            Ok(e) => e,
            Err(e) => {
                // SAFETY: the stream was just created and has no work.
                let _ = unsafe { result::stream::destroy(stream) };
                return Err(e);
            }
        };
        let s = CudaStream {
            stream,
            device: self.clone(),
            id: CudaDevice::next_id(),
            event,
        };
        {
            let mut forks = lock(&self.forks);
            forks.push(ForkEntry {
                id: s.id,
                stream,
                event,
            });
            self.num_forks.store(forks.len(), Ordering::Release);
        }
        Ok(s)
    }

    /// Makes later work on the main stream wait for everything enqueued on `stream` so far.
    pub fn wait_for(self: &Arc<Self>, stream: &CudaStream) -> Result<(), DriverError> {
        self.enter()?;
        super::graph::refuse_capturing(stream.stream, "CudaDevice::wait_for")?;
        stream.join_into_main()
    }
}

impl CudaStream {
    /// Makes later work on this stream wait for everything enqueued on the main stream so far.
    pub fn wait_for_default(&self) -> Result<(), DriverError> {
        self.device.enter()?;
        self.device.order_after_main(self.stream)
    }

    /// Waits for the work on this stream.
    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.device.enter()?;
        // SAFETY: the stream is live.
        self.device
            .track(unsafe { result::stream::synchronize(self.stream) })
    }

    /// The device this stream belongs to.
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.device
    }

    fn join_into_main(&self) -> Result<(), DriverError> {
        let dev = &self.device;
        // SAFETY: the event is only recorded on this stream; both streams are live.
        unsafe {
            dev.track(result::event::record(self.event, self.stream))?;
            dev.track(result::stream::wait_event(
                dev.stream,
                self.event,
                sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT,
            ))
        }
    }
}

impl Drop for CudaStream {
    fn drop(&mut self) {
        let dev = self.device.clone();
        let r = dev.enter().and_then(|()| self.join_into_main());
        {
            let mut forks = lock(&dev.forks);
            forks.retain(|f| f.id != self.id);
            dev.num_forks.store(forks.len(), Ordering::Release);
        }
        // SAFETY: the stream is out of the fork list, so nothing records on it any more; the
        // driver releases a stream and an event once their pending work completes.
        let r = r.and_then(|()| unsafe {
            result::stream::destroy(self.stream)?;
            result::event::destroy(self.event)
        });
        if let Err(e) = r {
            dev.defer_error(e.context("while joining a forked stream into the main stream"));
        }
    }
}
