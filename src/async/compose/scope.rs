//! [`Scope`]: where a chain is being enqueued (its stream, the policy for its branches, and
//! what must stay alive until the GPU is done with it).

use super::SchedulingPolicy;
use crate::r#async::AsyncDevice;
use crate::driver::DriverError;
#[cfg(any(feature = "cublas", feature = "cublaslt", feature = "curand"))]
use crate::driver::safe::port::Dest;
use crate::driver::safe::port::{Held, OpMark, Stream, Uses};
use crate::driver::sys::CUresult;
use std::sync::Arc;

/// Where a chain is being enqueued: the stream, the policy for its branches, and what must
/// stay alive until the GPU is done with the chain.
#[doc(hidden)]
pub struct Scope<'p> {
    pub(super) stream: ScopeStream,
    policy: &'p dyn SchedulingPolicy,
    pub(super) keep: Vec<Box<dyn Send>>,
    /// Enqueued into a graph being captured: only device work is allowed, and branches stay
    /// on the capturing stream.
    capturing: bool,
    /// The stream's count of enqueues when the scope began: if it moved, the chain has work
    /// there that a branch must follow.
    began: u64,
}

impl std::fmt::Debug for Scope<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scope")
            .field("stream", self.stream.get())
            .field("capturing", &self.capturing)
            .finish()
    }
}

/// A scope dropped with things still kept is one left mid-chain (a user's closure panicked
/// while the chain was being enqueued): what the enqueued steps own (staging, landing
/// buffers) goes only once their work is done. [`execute`](super::execute::execute) takes
/// what a finished chain keeps, and a branch hands its own to its parent. A capture's work
/// does not run, and the graph keeps its kernels: nothing to wait for (and a stream being
/// captured cannot be waited for).
impl Drop for Scope<'_> {
    fn drop(&mut self) {
        if !self.capturing && !self.keep.is_empty() {
            self.stream.get().drain();
        }
    }
}

/// The stream a scope enqueues on: one of an adapter's, or a user's.
pub(super) enum ScopeStream {
    Pool(AsyncDevice, usize),
    Own(Arc<Stream>),
}

impl ScopeStream {
    pub(super) fn get(&self) -> &Stream {
        match self {
            ScopeStream::Pool(adev, i) => adev.stream(*i),
            ScopeStream::Own(ps) => ps,
        }
    }
}

impl<'p> Scope<'p> {
    pub(super) fn new(
        stream: ScopeStream,
        policy: &'p dyn SchedulingPolicy,
        capturing: bool,
    ) -> Self {
        let began = stream.get().generation();
        Scope {
            stream,
            policy,
            keep: Vec::new(),
            capturing,
            began,
        }
    }

    /// Runs one step on this scope's stream: orders it after what `uses` must follow,
    /// enqueues, and records it with the buffers of `uses`, all under one entry of the stream
    /// (`enqueue` gets it, for the `_held` ways). Refused if the stream began or ended a
    /// capture since the chain started (see [`Stream::step`]).
    pub(super) fn step<T, U: Uses + ?Sized>(
        &mut self,
        uses: &U,
        enqueue: impl FnOnce(&Stream, &Held<'_>) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        self.stream.get().step(uses, self.capturing, enqueue)
    }

    /// Where a library's step goes: this scope's stream, taken as capturing or not as the
    /// chain took it (its step is refused if the stream's state changed since).
    #[cfg(any(feature = "cublas", feature = "cublaslt", feature = "curand"))]
    pub(crate) fn dest<P>(&self) -> Dest<'_, P> {
        Dest::Step(self.stream.get(), self.capturing)
    }

    /// Keeps `what` alive until the GPU is done with the chain.
    pub(super) fn keep(&mut self, what: impl Send + 'static) {
        self.keep.push(Box::new(what));
    }

    /// An error if this scope is being captured into a graph: for steps that are not device
    /// work.
    pub(super) fn device_work_only(&self, what: &str) -> Result<(), DriverError> {
        if self.capturing {
            return Err(
                DriverError::new(CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED).context(format!(
                    "{what} cannot be part of an operation captured into a graph: a graph \
                     replays device work only (kernels, device copies and fills); allocate \
                     its buffers before capturing and copy new inputs into them before each \
                     launch"
                )),
            );
        }
        Ok(())
    }

    /// A mark after what the chain enqueued on this scope's stream so far, if anything: what a
    /// branch made next must follow (`then` is in order, also onto another device or device
    /// object, and so is a `zip` after a step). Taken before a `zip`'s first operation, so that
    /// its other branches do not wait for that one.
    pub(super) fn prior(&self) -> Result<Option<Arc<OpMark>>, DriverError> {
        let ps = self.stream.get();
        if self.capturing || ps.generation() == self.began {
            return Ok(None);
        }
        ps.mark(false).map(Some)
    }

    /// Whether this scope's stream is of `adev`'s device.
    pub(super) fn on_device_of(&self, adev: &AsyncDevice) -> bool {
        Arc::ptr_eq(self.stream.get().device(), adev.dev())
    }

    /// Runs `f` on a stream the policy picks on `adev`'s device, after `after` (a mark from
    /// [`prior`](Self::prior)), then makes this scope's stream wait for it, failed or not, and
    /// keeps what the branch keeps.
    pub(super) fn branch<T>(
        &mut self,
        adev: &AsyncDevice,
        after: Option<&OpMark>,
        f: impl FnOnce(&mut Scope<'p>) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        if self.capturing {
            // A capture stays on its stream (whose device is checked by every step).
            return f(self);
        }
        let idx = self.policy.pick(adev);
        let mut child = Scope::new(ScopeStream::Pool(adev.clone(), idx), self.policy, false);
        if let Some(m) = after {
            let there = child.stream.get();
            if !self.stream.get().same_as(there) {
                // A mark of another device (or device object) is waited for in the branch's
                // context.
                there.device().make_current()?;
                there.wait_mark(m)?;
            }
        }
        let r = f(&mut child);
        // This scope's stream waits for the branch's work, whether the branch failed or not:
        // what the branch keeps is then this scope's, kept until this scope's work is done.
        let (here, there) = (self.stream.get(), child.stream.get());
        let joined = if here.same_as(there) {
            Ok(())
        } else {
            here.wait_all_of(there)
        };
        if joined.is_err() {
            // Nothing orders the branch's work before the release of what it keeps.
            there.drain();
        }
        self.keep.append(&mut child.keep);
        let out = r?;
        joined?;
        Ok(out)
    }
}
