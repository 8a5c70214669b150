//! [`CudaEvent`]: a marker in a stream's work, to wait for, to order other streams after, and
//! to time GPU work with.

use super::checks::same_context;
use super::device::CudaDevice;
use super::ordering::{Lane, refuse_capturing};
use super::stream::CudaStream;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// How a [`CudaEvent`] is made: with or without timing, and how waiting for it waits.
///
/// Combine flags with `|`. No flags ([`EventFlags::empty`], the default) make the cheapest
/// event, for ordering and waiting only.
///
/// # Examples
///
/// ```
/// use cuda_driver::driver::EventFlags;
///
/// let f = EventFlags::TIMING | EventFlags::BLOCKING_SYNC;
/// assert!(f.contains(EventFlags::TIMING));
/// assert!(!EventFlags::default().contains(EventFlags::TIMING));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct EventFlags(u8);

impl EventFlags {
    /// The event records a timestamp, so that [`CudaEvent::elapsed_ms`] can measure between
    /// two such events. Without it (`CU_EVENT_DISABLE_TIMING`) recording and waiting are
    /// cheaper.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let start = dev.new_event(cuda_driver::driver::EventFlags::TIMING)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub const TIMING: Self = EventFlags(1);
    /// [`CudaEvent::synchronize`] blocks the thread (yielding the CPU) instead of spinning
    /// (`CU_EVENT_BLOCKING_SYNC`).
    ///
    /// ```no_run
    /// use cuda_driver::driver::EventFlags;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let done = dev.new_event(EventFlags::BLOCKING_SYNC)?;
    /// done.record()?;
    /// done.synchronize()?; // sleeps rather than spins
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub const BLOCKING_SYNC: Self = EventFlags(2);

    /// No flags: an event without timing whose `synchronize` spins.
    ///
    /// ```
    /// assert_eq!(cuda_driver::driver::EventFlags::empty(), Default::default());
    /// ```
    pub const fn empty() -> Self {
        EventFlags(0)
    }

    /// Whether every flag of `other` is set in `self`.
    ///
    /// ```
    /// use cuda_driver::driver::EventFlags;
    /// assert!((EventFlags::TIMING | EventFlags::BLOCKING_SYNC).contains(EventFlags::TIMING));
    /// ```
    pub const fn contains(self, other: Self) -> bool {
        self.0 & other.0 == other.0
    }

    /// The driver's flags for these (`CUevent_flags` values, or-ed).
    fn cu_flags(self) -> u32 {
        let mut f = 0;
        if !self.contains(Self::TIMING) {
            f |= sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32;
        }
        if self.contains(Self::BLOCKING_SYNC) {
            f |= sys::CUevent_flags::CU_EVENT_BLOCKING_SYNC as u32;
        }
        f
    }
}

impl std::ops::BitOr for EventFlags {
    type Output = Self;

    /// Both sets of flags.
    ///
    /// ```
    /// use cuda_driver::driver::EventFlags;
    ///
    /// let f = EventFlags::TIMING | EventFlags::BLOCKING_SYNC;
    /// assert!(f.contains(EventFlags::TIMING) && f.contains(EventFlags::BLOCKING_SYNC));
    /// assert_eq!(EventFlags::empty() | EventFlags::TIMING, EventFlags::TIMING);
    /// ```
    fn bitor(self, rhs: Self) -> Self {
        EventFlags(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for EventFlags {
    /// Adds the flags of `rhs`.
    ///
    /// ```
    /// use cuda_driver::driver::EventFlags;
    ///
    /// let mut f = EventFlags::empty();
    /// let profiling = true;
    /// if profiling {
    ///     f |= EventFlags::TIMING;
    /// }
    /// assert!(f.contains(EventFlags::TIMING));
    /// assert!(!f.contains(EventFlags::BLOCKING_SYNC));
    /// ```
    fn bitor_assign(&mut self, rhs: Self) {
        self.0 |= rhs.0;
    }
}

/// A CUDA event of one device: recorded on a stream, it completes when the work enqueued there
/// before it has finished (NVIDIA's [event management] has the semantics).
///
/// Made by [`CudaDevice::new_event`]. Record it on the calling thread's stream of the device with
/// [`record`](Self::record) or on a [`CudaStream`] with [`record_on`](Self::record_on); ask
/// whether it completed with [`query`](Self::query), wait for it with
/// [`synchronize`](Self::synchronize), make a stream wait for it with
/// [`CudaDevice::wait_event`] or [`CudaStream::wait_event`] (also a stream of another device),
/// and time the GPU work between two events with [`elapsed_ms`](Self::elapsed_ms). What the
/// crate adds: the event is destroyed on drop, a stream of another device or a capturing stream
/// is refused where the driver would misbehave, and timing an event made without
/// [`EventFlags::TIMING`] or never recorded is an error saying which.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, EventFlags};
///
/// let dev = CudaDevice::new(0)?;
/// let (start, end) = (dev.new_event(EventFlags::TIMING)?, dev.new_event(EventFlags::TIMING)?);
/// let mut x = dev.alloc_zeros::<f32>(1 << 24)?;
/// start.record()?;
/// dev.memset_zeros(&mut x)?;
/// end.record()?;
/// println!("memset took {:.3} ms", start.elapsed_ms(&end)?);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
///
/// [event management]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html
pub struct CudaEvent {
    cu_event: sys::CUevent,
    device: Arc<CudaDevice>,
    flags: EventFlags,
    /// Set once the event has been recorded (successfully) at least once.
    recorded: AtomicBool,
}

// SAFETY: an event handle is usable from any thread once its context is current, which every
// method ensures; the only mutable state is atomic.
unsafe impl Send for CudaEvent {}
// SAFETY: as above; the driver allows recording, querying and waiting from several threads.
unsafe impl Sync for CudaEvent {}

impl std::fmt::Debug for CudaEvent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaEvent")
            .field("event", &self.cu_event)
            .field("device", &self.device.ctx.ordinal)
            .field("flags", &self.flags)
            .field("recorded", &self.is_recorded())
            .finish()
    }
}

impl CudaDevice {
    /// Creates an event of this device ([`cuEventCreate`]).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::EventFlags;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let marker = dev.new_event(EventFlags::empty())?; // ordering only
    /// let timer = dev.new_event(EventFlags::TIMING | EventFlags::BLOCKING_SYNC)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuEventCreate`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html
    pub fn new_event(self: &Arc<Self>, flags: EventFlags) -> Result<CudaEvent, DriverError> {
        self.check_and_make_current()?;
        let cu_event = self.keep_if_sticky(result::event::create_with_flags(flags.cu_flags()))?;
        Ok(CudaEvent {
            cu_event,
            device: self.clone(),
            flags,
            recorded: AtomicBool::new(false),
        })
    }

    /// Makes later work on the calling thread's stream of the device wait until `event`
    /// completes ([`cuStreamWaitEvent`]). The event may belong to another
    /// device. Waiting for an event that was never recorded does nothing.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::EventFlags;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.fork_default_stream()?;
    /// // ... launch_on_stream(&stream, ...) ...
    /// let done = dev.new_event(EventFlags::empty())?;
    /// stream.record_event(&done)?;
    /// dev.wait_event(&done)?; // this thread's work from here on sees the stream's results
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuStreamWaitEvent`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html
    pub fn wait_event(self: &Arc<Self>, event: &CudaEvent) -> Result<(), DriverError> {
        self.check_and_make_current()?;
        // The stream and the event are live; the driver accepts an event of another context.
        self.thread_lane()?.wait_event(event.cu_event)
    }
}

impl CudaEvent {
    /// Records the event on the calling thread's stream of the device
    /// ([`cuEventRecord`]): it completes once the work enqueued there so far has
    /// finished.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let ev = dev.new_event(Default::default())?;
    /// ev.record()?;
    /// ev.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuEventRecord`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html
    pub fn record(&self) -> Result<(), DriverError> {
        self.device.check_and_make_current()?;
        self.record_raw(&**self.device.thread_lane()?)
    }

    /// Records the event on `stream`, which must belong to the event's device (to the same
    /// CUDA context).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.fork_default_stream()?;
    /// let ev = dev.new_event(Default::default())?;
    /// ev.record_on(&stream)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn record_on(&self, stream: &CudaStream) -> Result<(), DriverError> {
        self.device.check_and_make_current()?;
        same_context(
            || "the event".into(),
            &self.device.ctx,
            "the stream belongs to",
            &stream.device.ctx,
        )?;
        // The refusal's look and the record under one entry: a capture begun by another
        // thread between them would take the record in.
        let _entered = stream.lane.enter();
        refuse_capturing(&stream.lane, "recording an event")?;
        self.record_raw(&stream.lane)
    }

    fn record_raw(&self, lane: &Lane) -> Result<(), DriverError> {
        lane.record(self.cu_event)?;
        self.recorded.store(true, Ordering::Release);
        Ok(())
    }

    /// Whether the work before the last record has finished, without waiting
    /// ([`cuEventQuery`]).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let ev = dev.new_event(Default::default())?;
    /// ev.record()?;
    /// while !ev.query()? { /* do something useful on the CPU */ }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuEventQuery`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html
    pub fn query(&self) -> Result<bool, DriverError> {
        self.device.check_and_make_current()?;
        // SAFETY: the event is live.
        self.device
            .keep_if_sticky(unsafe { result::event::query(self.cu_event) })
    }

    /// Blocks until the work before the last record has finished
    /// ([`cuEventSynchronize`]). With [`EventFlags::BLOCKING_SYNC`] the thread
    /// sleeps instead of spinning, whatever [`CudaDevice::set_blocking_sync`] says.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let ev = dev.new_event(cuda_driver::driver::EventFlags::BLOCKING_SYNC)?;
    /// ev.record()?;
    /// ev.synchronize()?;
    /// assert!(ev.query()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuEventSynchronize`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html
    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.device.check_and_make_current()?;
        // SAFETY: the event is live.
        self.device
            .keep_if_sticky(unsafe { result::event::synchronize(self.cu_event) })
    }

    /// The GPU time in milliseconds from `self` (the start) to `end`, waiting for both to
    /// complete first ([`cuEventElapsedTime`]).
    ///
    /// # Errors
    ///
    /// `CUDA_ERROR_INVALID_HANDLE`, saying which event, when either event was created without
    /// [`EventFlags::TIMING`] or was never recorded; the driver's error when the two belong to
    /// different devices.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::{CudaEvent, EventFlags};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let (start, end) = (dev.new_event(EventFlags::TIMING)?, dev.new_event(EventFlags::TIMING)?);
    /// assert!(start.elapsed_ms(&end).is_err()); // neither was recorded yet
    /// start.record()?;
    /// end.record()?;
    /// let ms = CudaEvent::elapsed_ms(&start, &end)?;
    /// assert!(ms >= 0.0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuEventElapsedTime`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EVENT.html
    pub fn elapsed_ms(&self, end: &CudaEvent) -> Result<f32, DriverError> {
        for (which, ev) in [("start", self), ("end", end)] {
            if !ev.flags.contains(EventFlags::TIMING) {
                return Err(
                    DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_HANDLE).context(format!(
                        "in elapsed_ms: the {which} event was created without EventFlags::TIMING"
                    )),
                );
            }
            if !ev.is_recorded() {
                return Err(
                    DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_HANDLE).context(format!(
                        "in elapsed_ms: the {which} event was never recorded"
                    )),
                );
            }
        }
        end.synchronize()?;
        self.synchronize()?;
        // SAFETY: both events are live, recorded and complete.
        let r = self
            .device
            .keep_if_sticky(unsafe { result::event::elapsed(self.cu_event, end.cu_event) });
        r.map_err(|e| {
            if self.device.ctx.cu_primary_ctx == end.device.ctx.cu_primary_ctx {
                e.context("in elapsed_ms")
            } else {
                e.context(format!(
                    "in elapsed_ms between an event of device {} and one of device {}",
                    self.device.ctx.ordinal, end.device.ctx.ordinal
                ))
            }
        })
    }

    /// Whether the event has been recorded at least once.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let ev = dev.new_event(Default::default())?;
    /// assert!(!ev.is_recorded());
    /// ev.record()?;
    /// assert!(ev.is_recorded());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_recorded(&self) -> bool {
        self.recorded.load(Ordering::Acquire)
    }

    /// The flags the event was created with.
    ///
    /// ```no_run
    /// use cuda_driver::driver::EventFlags;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(dev.new_event(EventFlags::TIMING)?.flags(), EventFlags::TIMING);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn flags(&self) -> EventFlags {
        self.flags
    }

    /// The device the event belongs to.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let ev = dev.new_event(Default::default())?;
    /// assert_eq!(ev.device().ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.device
    }

    /// The raw event handle, for calls through [`sys`](crate::driver::sys). It stays owned by
    /// this `CudaEvent`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let ev = dev.new_event(Default::default())?;
    /// assert!(!ev.cu_event().is_null());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_event(&self) -> &sys::CUevent {
        &self.cu_event
    }
}

impl CudaStream {
    /// Records `event` on this stream: the same as [`event.record_on(self)`](CudaEvent::record_on).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let stream = dev.new_stream()?;
    /// let ev = dev.new_event(Default::default())?;
    /// stream.record_event(&ev)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn record_event(&self, event: &CudaEvent) -> Result<(), DriverError> {
        event.record_on(self)
    }

    /// Makes later work on this stream wait until `event` completes
    /// ([`cuStreamWaitEvent`]).
    /// The event may belong to another device. Waiting for an event that was never recorded
    /// does nothing.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let ev = dev.new_event(Default::default())?;
    /// ev.record()?; // on this thread's stream of the device
    /// let stream = dev.new_stream()?;
    /// stream.wait_event(&ev)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuStreamWaitEvent`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html
    pub fn wait_event(&self, event: &CudaEvent) -> Result<(), DriverError> {
        self.device.check_and_make_current()?;
        self.lane.wait_event(event.cu_event)
    }
}

impl Drop for CudaEvent {
    fn drop(&mut self) {
        let dev = &self.device;
        // SAFETY: the event is not used after this; the driver destroys a pending event once
        // it completes.
        let r = dev
            .make_current()
            .and_then(|()| unsafe { result::event::destroy(self.cu_event) });
        if let Err(e) = r {
            dev.defer_error(e.context("while destroying an event"));
        }
    }
}
