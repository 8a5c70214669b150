//! [`CudaStream`]: cudarc 0.19's stream, one of the core's streams, and how a context makes
//! them: its default stream (the device's main stream), the calling thread's, new ones, and
//! streams another library owns.

use super::context::{CudaContext, KeepsAllocations};
use crate::driver::{CudaDevice, DriverError};
use crate::stream_api::driver::sys;
use crate::stream_api::seam::{Capture, Lane};
use std::sync::{Arc, Mutex};

/// What a [`CudaStream`] is a face of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The device's main stream ([`CudaContext::default_stream`]).
    Main,
    /// The calling thread's stream of the device ([`CudaContext::per_thread_stream`]).
    Thread,
    /// A stream of its own ([`CudaContext::new_stream`], [`CudaStream::fork`]).
    Owned,
    /// A stream another library owns ([`CudaContext::wrap_borrowed_stream`]).
    Borrowed,
}

/// A stream to submit work to: copies, kernel launches, graph captures. Made by
/// [`CudaContext::default_stream`], [`CudaContext::new_stream`] or [`CudaStream::fork`], and
/// shared as `Arc<CudaStream>`.
///
/// Work on different streams may run at once, except where it uses the same buffers: every
/// operation waits for the earlier work (on any stream) that writes what it reads or uses what
/// it writes, and a buffer is freed after every use of it on any stream. `join`, `wait` and
/// events order streams further, for work the buffers cannot see.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::CudaContext;
///
/// let ctx = CudaContext::new(0)?;
/// let (s1, s2) = (ctx.new_stream()?, ctx.new_stream()?);
/// let a = s1.clone_htod(&[1u32; 4])?;
/// let b = s2.clone_dtod(&a)?; // waits for the upload on s1 by itself
/// assert_eq!(s2.clone_dtoh(&b)?, [1; 4]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaStream {
    pub(crate) ctx: Arc<CudaContext>,
    pub(crate) lane: Lane,
    kind: Kind,
    /// The graph capture in progress on the stream, between `begin_capture` and
    /// `end_capture`.
    pub(crate) capture: Mutex<Option<Capture>>,
}

impl std::fmt::Debug for CudaStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaStream")
            .field("lane", &self.lane)
            .field("kind", &self.kind)
            .finish()
    }
}

impl PartialEq for CudaStream {
    fn eq(&self, other: &Self) -> bool {
        self.lane.same_as(&other.lane) && self.ctx == other.ctx
    }
}
impl Eq for CudaStream {}

impl Drop for CudaStream {
    fn drop(&mut self) {
        // A capture left open ends first (its partial graph discarded): the stream's work is
        // then ordinary work again.
        let capture = self.capture.get_mut().unwrap_or_else(|e| e.into_inner());
        drop(capture.take());
        let r = match self.kind {
            // Nothing allocates on it again: what it kept for reuse goes back to the pool.
            Kind::Owned => self.lane.stop_keeping().map(drop),
            // Its owner may destroy it once this is gone: its work is waited for (errors kept
            // for the context or not), and nothing waits for it, records on it or frees on it
            // afterwards, also for an address handed out on it whose guard was leaked.
            Kind::Borrowed => self.lane.release_borrowed(),
            Kind::Main | Kind::Thread => Ok(()),
        };
        self.ctx.record_err(r);
    }
}

impl KeepsAllocations for CudaStream {
    fn give_back(&self) -> Result<(), DriverError> {
        self.give_back_kept()
    }
}

impl CudaContext {
    fn stream_of(self: &Arc<Self>, lane: Lane, kind: Kind) -> Arc<CudaStream> {
        Arc::new(CudaStream {
            ctx: self.clone(),
            lane: lane.with_errors(self.errors.clone()),
            kind,
            capture: Mutex::new(None),
        })
    }

    /// The device's main stream: the one the crate's [`CudaDevice`] API uses on the thread
    /// that opened the device. (cudarc 0.19 gives the legacy null stream; this one is a
    /// non-blocking stream, which orders nothing but what it runs: the buffers order the rest.)
    /// Every call gives an `Arc` of the same stream.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// assert_eq!(ctx.default_stream(), ctx.default_stream());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn default_stream(self: &Arc<Self>) -> Arc<CudaStream> {
        self.stream_of(Lane::main_of(&self.dev), Kind::Main)
    }

    /// The calling thread's stream of the device (the main stream on the thread that opened
    /// it): the stream the crate's [`CudaDevice`] API uses on this thread. It stays this
    /// thread's stream when the `Arc` is sent to another thread (cudarc 0.19's per-thread
    /// handle means the calling thread's at each call). If the device cannot make one, the
    /// main stream is returned and the error kept for the next call.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let here = ctx.per_thread_stream();
    /// let a = here.alloc_zeros::<u8>(16)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn per_thread_stream(self: &Arc<Self>) -> Arc<CudaStream> {
        match Lane::of_calling_thread(&self.dev) {
            Ok(lane) => self.stream_of(lane, Kind::Thread),
            Err(e) => {
                self.record_err::<()>(Err(e));
                self.default_stream()
            }
        }
    }

    /// A stream owned by another library, ordered like any other stream: work on buffers
    /// enqueued through it is recorded in them, and it waits for what it must follow. When
    /// the returned stream is dropped, it waits for the work enqueued through it (also while
    /// an error is kept for the context), the stream itself is not destroyed, and the crate
    /// uses it no more (an address handed out on it whose guard was leaked included). If the
    /// device cannot be used (a kept error), the main stream is returned and the error kept
    /// for the next call.
    ///
    /// # Safety
    ///
    /// `cu_stream` must be a live stream of this context, kept alive by its owner until the
    /// returned stream (and every `Arc` of it, in the buffers allocated on it) is dropped.
    /// Work its owner enqueues on it directly is ordered with the crate's work on it by the
    /// stream itself, and with other streams as the owner arranges.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, result};
    /// use result::stream::StreamKind;
    ///
    /// let ctx = CudaContext::new(0)?;
    /// let raw = result::stream::create(StreamKind::NonBlocking)?;
    /// {
    ///     // SAFETY: `raw` is live until it is destroyed below, after the wrapper is gone.
    ///     let stream = unsafe { ctx.wrap_borrowed_stream(raw) };
    ///     let a = stream.clone_htod(&[1u8; 4])?;
    ///     drop((a, stream));
    /// }
    /// // SAFETY: nothing uses it any more.
    /// unsafe { result::stream::destroy(raw) }?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn wrap_borrowed_stream(
        self: &Arc<Self>,
        cu_stream: sys::CUstream,
    ) -> Arc<CudaStream> {
        // SAFETY: the caller's contract.
        match unsafe { Lane::borrowed(&self.dev, cu_stream) } {
            Ok(lane) => self.stream_of(lane, Kind::Borrowed),
            Err(e) => {
                self.record_err::<()>(Err(e));
                self.default_stream()
            }
        }
    }

    /// A new non-blocking stream. It does not wait for other streams: the buffers it uses
    /// order it with their other uses.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let stream = ctx.new_stream()?;
    /// stream.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new_stream(self: &Arc<Self>) -> Result<Arc<CudaStream>, DriverError> {
        let s = self.stream_of(Lane::new(&self.dev)?, Kind::Owned);
        self.note_stream(Arc::downgrade(&s) as _);
        Ok(s)
    }

    /// A new non-blocking stream with `priority` (a smaller number is a higher priority; see
    /// [`result::stream::get_priority_range`](crate::stream_api::driver::result::stream::get_priority_range)).
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, result};
    /// let ctx = CudaContext::new(0)?;
    /// let (_least, greatest) = result::stream::get_priority_range()?;
    /// let urgent = ctx.new_stream_with_priority(greatest)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new_stream_with_priority(
        self: &Arc<Self>,
        priority: i32,
    ) -> Result<Arc<CudaStream>, DriverError> {
        let s = self.stream_of(Lane::with_priority(&self.dev, priority)?, Kind::Owned);
        self.note_stream(Arc::downgrade(&s) as _);
        Ok(s)
    }
}

impl CudaStream {
    /// The device this stream belongs to.
    pub(crate) fn dev(&self) -> &Arc<CudaDevice> {
        &self.ctx.dev
    }

    /// The core's stream.
    pub(crate) fn lane(&self) -> &Lane {
        &self.lane
    }

    /// An error for a capture asked of the default or the calling thread's stream: the
    /// crate's own calls (its frees included) go there, and would be captured.
    pub(crate) fn refuse_shared_capture(&self) -> Result<(), DriverError> {
        if matches!(self.kind, Kind::Main | Kind::Thread) {
            return Err(
                DriverError(sys::CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED).context(
                    "CudaStream::begin_capture: the default stream and the per-thread stream \
                     carry the crate's own work (frees included), which must not be captured: \
                     capture on a stream of your own (CudaContext::new_stream)",
                ),
            );
        }
        Ok(())
    }

    /// Gives the allocations the stream keeps for reuse back to the pool, in its order.
    pub(crate) fn give_back_kept(&self) -> Result<(), DriverError> {
        self.lane.give_back_kept().map(drop)
    }

    /// Makes this stream wait for everything on the device's main stream (after `leak`).
    pub(crate) fn wait_for_main_stream(&self) {
        let main = Lane::main_of(self.dev());
        if !self.lane.same_as(&main) {
            self.ctx.record_err(self.lane.wait_everything_of(&main));
        }
    }

    /// An error if this stream, or `other`, is capturing a graph: ordering one after the other
    /// would make a stream join the capture, which the crate's captures do not follow.
    fn refuse_joining_capture(&self, other: &Lane, what: &str) -> Result<(), DriverError> {
        if self.lane.capturing() != other.capturing() {
            return Err(
                DriverError(sys::CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED).context(format!(
                    "in CudaStream::{what}: one of the two streams is capturing a graph and the \
                     other is not; a capture here records the work of one stream only"
                )),
            );
        }
        Ok(())
    }

    /// A new stream that first waits for everything enqueued on this one so far.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[1u8])?;
    /// let forked = stream.fork()?;
    /// assert_eq!(forked.clone_dtoh(&a)?, [1]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn fork(&self) -> Result<Arc<Self>, DriverError> {
        let s = self.ctx.new_stream()?;
        s.join(self)?;
        Ok(s)
    }

    /// The stream's handle, for work of your own on it (through `sys` or another library).
    /// The stream owns it: do not destroy it. Work enqueued on it that uses this crate's
    /// buffers must take their addresses from [`DevicePtr::device_ptr`](super::DevicePtr)
    /// (which records the use) to be ordered with their other uses.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, result};
    /// let stream = CudaContext::new(0)?.new_stream()?;
    /// // SAFETY: the stream is live while `stream` is.
    /// unsafe { result::stream::synchronize(stream.cu_stream()) }?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_stream(&self) -> sys::CUstream {
        self.lane.hand_out_raw()
    }

    /// The context the stream belongs to.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// assert_eq!(ctx.new_stream()?.context(), &ctx);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn context(&self) -> &Arc<CudaContext> {
        &self.ctx
    }

    /// Waits for the work enqueued on this stream.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.new_stream()?;
    /// let _a = stream.alloc_zeros::<f32>(1 << 20)?;
    /// stream.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.lane.synchronize_checked()
    }

    /// Makes later work on this stream wait for everything enqueued on `other` so far (also
    /// work enqueued on `other`'s handle by hand). Refused when one of the two is capturing a
    /// graph and the other is not.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let (s1, s2) = (ctx.new_stream()?, ctx.new_stream()?);
    /// s2.join(&s1)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn join(&self, other: &CudaStream) -> Result<(), DriverError> {
        self.refuse_joining_capture(&other.lane, "join")?;
        self.lane.wait_everything_of(&other.lane)
    }
}
