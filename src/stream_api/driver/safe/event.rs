//! [`CudaEvent`]: a point in a stream's work to wait for, or to time work between (cudarc
//! 0.19's).

use super::context::CudaContext;
use super::stream::CudaStream;
use crate::driver::DriverError;
use crate::stream_api::driver::{result, sys};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// An event: [`record`](Self::record) it on a stream, then wait for it on the host
/// ([`synchronize`](Self::synchronize)) or on another stream ([`CudaStream::wait`]), or time
/// the work between two events ([`elapsed_ms`](Self::elapsed_ms)).
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::{CudaContext, sys::CUevent_flags};
///
/// let stream = CudaContext::new(0)?.new_stream()?;
/// let start = stream.record_event(Some(CUevent_flags::CU_EVENT_DEFAULT))?;
/// let _a = stream.alloc_zeros::<f32>(1 << 24)?;
/// let end = stream.record_event(Some(CUevent_flags::CU_EVENT_DEFAULT))?;
/// println!("{} ms", start.elapsed_ms(&end)?);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug)]
pub struct CudaEvent {
    cu_event: sys::CUevent,
    ctx: Arc<CudaContext>,
    /// Whether the latest record was on a stream capturing a graph (a wait for it from
    /// outside the capture would join the capture).
    in_capture: AtomicBool,
}

// SAFETY: an event handle is usable from any thread with its context current, which every
// call ensures.
unsafe impl Send for CudaEvent {}
// SAFETY: as above; the flag is atomic.
unsafe impl Sync for CudaEvent {}

impl Drop for CudaEvent {
    fn drop(&mut self) {
        let ctx = &self.ctx;
        ctx.record_err(ctx.bind_to_thread());
        // SAFETY: the event is not used after this.
        ctx.record_err(unsafe { result::event::destroy(self.cu_event) });
    }
}

impl CudaContext {
    /// A new event with no work recorded; `None` makes it without timing
    /// (`CU_EVENT_DISABLE_TIMING`), the cheapest to record and wait for.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let event = ctx.new_event(None)?;
    /// assert!(event.is_complete()); // nothing recorded yet
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new_event(
        self: &Arc<Self>,
        flags: Option<sys::CUevent_flags>,
    ) -> Result<CudaEvent, DriverError> {
        let flags = flags.unwrap_or(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING);
        self.enter()?;
        Ok(CudaEvent {
            cu_event: result::event::create(flags)?,
            ctx: self.clone(),
            in_capture: AtomicBool::new(false),
        })
    }
}

impl CudaEvent {
    /// The event handle. The event owns it: do not destroy it.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// assert!(!ctx.new_event(None)?.cu_event().is_null());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_event(&self) -> sys::CUevent {
        self.cu_event
    }

    /// The context the event was made in.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// assert_eq!(ctx.new_event(None)?.context(), &ctx);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn context(&self) -> &Arc<CudaContext> {
        &self.ctx
    }

    /// Notes where the event was just recorded (by a launch): on a capturing stream or not.
    pub(crate) fn note_recorded(&self, in_capture: bool) {
        self.in_capture.store(in_capture, Ordering::Release);
    }

    /// Whether the latest record was on a stream capturing a graph.
    pub(crate) fn recorded_in_capture(&self) -> bool {
        self.in_capture.load(Ordering::Acquire)
    }

    /// Records the work enqueued on `stream` so far into the event (waits made on it before
    /// are not affected). `CUDA_ERROR_INVALID_CONTEXT` for a stream of another context.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.new_stream()?;
    /// let event = stream.context().new_event(None)?;
    /// event.record(&stream)?;
    /// event.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn record(&self, stream: &CudaStream) -> Result<(), DriverError> {
        if self.ctx != stream.ctx {
            return Err(DriverError(sys::CUresult::CUDA_ERROR_INVALID_CONTEXT));
        }
        let raw = self.cu_event;
        let lane = stream.lane();
        lane.run_checked("CudaEvent::record", &[], |s| {
            // SAFETY: the event and the stream are live and of one context.
            unsafe { result::event::record(raw, s) }?;
            // Inside `run`: no capture of the stream begins or ends until the record is
            // enqueued, so this says where it went.
            self.note_recorded(lane.capturing());
            Ok(())
        })
    }

    /// Waits on the host for the work recorded in the event (sleeping only for an event made
    /// with `CU_EVENT_BLOCKING_SYNC`).
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.new_stream()?;
    /// stream.record_event(None)?.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.ctx.bind_to_thread()?;
        // SAFETY: the event is live.
        unsafe { result::event::synchronize(self.cu_event) }
    }

    /// The milliseconds between `self` (the start) and `end`, once both are reached. Both must
    /// be made with timing (`Some(CU_EVENT_DEFAULT)`), in the same context.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::sys::CUevent_flags;
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.new_stream()?;
    /// let start = stream.record_event(Some(CUevent_flags::CU_EVENT_DEFAULT))?;
    /// let end = stream.record_event(Some(CUevent_flags::CU_EVENT_DEFAULT))?;
    /// assert!(start.elapsed_ms(&end)? >= 0.0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn elapsed_ms(&self, end: &Self) -> Result<f32, DriverError> {
        if self.ctx != end.ctx {
            return Err(DriverError(sys::CUresult::CUDA_ERROR_INVALID_CONTEXT));
        }
        self.synchronize()?;
        end.synchronize()?;
        // SAFETY: both events are live and reached.
        unsafe { result::event::elapsed(self.cu_event, end.cu_event) }
    }

    /// Whether the recorded work is done; `false` also on an error (see
    /// [`try_is_complete`](Self::try_is_complete)).
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.new_stream()?;
    /// let e = stream.record_event(None)?;
    /// e.synchronize()?;
    /// assert!(e.is_complete());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_complete(&self) -> bool {
        // SAFETY: the event is live.
        unsafe { result::event::query(self.cu_event) }.is_ok()
    }

    /// `Ok(true)` once the recorded work is done (or nothing was recorded), `Ok(false)` while
    /// it runs, and the driver's error otherwise (such as `CUDA_ERROR_CAPTURED_EVENT` for an
    /// event recorded in a capture, or an error of earlier work).
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// assert_eq!(ctx.new_event(None)?.try_is_complete()?, true);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn try_is_complete(&self) -> Result<bool, DriverError> {
        // SAFETY: the event is live.
        match unsafe { result::event::query(self.cu_event) } {
            Ok(()) => Ok(true),
            Err(DriverError(sys::CUresult::CUDA_ERROR_NOT_READY)) => Ok(false),
            Err(e) => Err(e),
        }
    }
}

impl CudaStream {
    /// A new event (flags as [`CudaContext::new_event`]) recording the work enqueued on this
    /// stream so far.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.new_stream()?;
    /// let done = stream.record_event(None)?;
    /// done.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn record_event(
        &self,
        flags: Option<sys::CUevent_flags>,
    ) -> Result<CudaEvent, DriverError> {
        let event = self.ctx.new_event(flags)?;
        event.record(self)?;
        Ok(event)
    }

    /// Makes later work on this stream wait for the work recorded in `event`. Refused for an
    /// event last recorded on a stream capturing a graph, while this stream is not capturing
    /// (the wait would make this stream join the capture).
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let (s1, s2) = (ctx.new_stream()?, ctx.new_stream()?);
    /// let e = s1.record_event(None)?;
    /// s2.wait(&e)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn wait(&self, event: &CudaEvent) -> Result<(), DriverError> {
        let raw = event.cu_event();
        self.lane.run_checked("CudaStream::wait", &[], |s| {
            use crate::stream_api::driver::result::stream;
            // Inside `run`: no capture of this stream begins or ends until the wait is
            // enqueued (a look before could be stale by then).
            if event.recorded_in_capture() && !self.lane.capturing() {
                return Err(
                    DriverError(sys::CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED).context(
                        "in CudaStream::wait: the event was recorded on a stream capturing a \
                         graph; waiting for it would make this stream join the capture",
                    ),
                );
            }
            // SAFETY: the stream and the event are live (the event is borrowed).
            unsafe { stream::wait_event(s, raw, sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT) }
        })
    }
}
