//! The one way an operation of a layer above the safe layer reaches a stream: a destination
//! ([`Dest`]: the calling thread's stream, a given stream, a step of a composed operation, an
//! async adapter's pool), checked and turned into a [`Submission`] (the devices of the operation's
//! buffers and of the destination, then the stream), then [`Submission::submit`]: the call
//! enqueued after what its buffers must follow and recorded in them, with the adapter's
//! future where there is one. cuBLAS, cuBLASLt, cuRAND, NCCL and NPP all submit this way.

// The libraries submit through here, each behind its feature: with some of them off, some of
// what follows has no user.
#![cfg_attr(
    not(all(
        feature = "npp",
        feature = "nccl",
        feature = "curand",
        feature = "cublas",
        feature = "cublaslt"
    )),
    allow(dead_code)
)]

use super::Stream;
use crate::driver::result::DriverError;
#[cfg(feature = "nccl")]
use crate::driver::safe::ordering::Deferred;
use crate::driver::safe::ordering::{Use, Uses};
use crate::driver::safe::{CudaDevice, checks::same_device};
use crate::driver::sys;
use std::sync::Arc;

/// An async adapter as the submission path sees it: its device, the streams of its pool and
/// how an operation goes on one of them. `r#async::AsyncDevice` implements it; the layers that
/// submit work reach the adapter's streams only through this.
pub(crate) trait AsyncPool {
    /// What an operation submitted to the pool returns: the future of its completion.
    type Future;
    /// The device the adapter wraps.
    fn pool_device(&self) -> &Arc<CudaDevice>;
    /// The index of the pool stream for an operation that uses `uses`: with `follow`, the
    /// stream where unfinished work it must follow runs, if one does; else the next stream.
    fn choose<U: Uses + ?Sized>(&self, uses: &U, follow: bool) -> usize;
    /// Pool stream `idx`.
    fn pool_stream(&self, idx: usize) -> &Stream;
    /// Enqueues an operation on pool stream `idx`: ordered after the main stream and after
    /// what `uses` must follow, `enqueue`'s work, then its completion recorded in `uses`. The
    /// future resolves once the GPU has done it (or to the enqueue's error); `keep` is dropped
    /// then, off the adapter's completion thread.
    fn run_on(
        &self,
        idx: usize,
        uses: &[Use<'_>],
        keep: impl Send + 'static,
        enqueue: impl FnOnce(&Stream) -> Result<(), DriverError>,
    ) -> Self::Future;
    /// The future of an operation with nothing to do.
    fn ready(&self) -> Self::Future;
    /// Puts off the calling thread's dropping of what dropped futures left until the returned
    /// guard goes: for a library that submits while it holds a lock of its own (declare the
    /// guard before the lock's, so that it goes after it), as such a value's `Drop` may use
    /// the same library object again.
    fn hold_leftovers(&self) -> impl Sized + '_;
}

/// An adapter type for the destinations that have none ([`Dest`] without a pool).
pub(crate) enum NoPool {}

impl AsyncPool for NoPool {
    type Future = std::convert::Infallible;
    fn pool_device(&self) -> &Arc<CudaDevice> {
        match *self {}
    }
    fn choose<U: Uses + ?Sized>(&self, _: &U, _: bool) -> usize {
        match *self {}
    }
    fn pool_stream(&self, _: usize) -> &Stream {
        match *self {}
    }
    fn run_on(
        &self,
        _: usize,
        _: &[Use<'_>],
        _: impl Send + 'static,
        _: impl FnOnce(&Stream) -> Result<(), DriverError>,
    ) -> Self::Future {
        match *self {}
    }
    fn ready(&self) -> Self::Future {
        match *self {}
    }
    fn hold_leftovers(&self) -> impl Sized + '_ {
        match *self {}
    }
}

/// Where an operation goes.
pub(crate) enum Dest<'a, P = NoPool> {
    /// The calling thread's stream of the device (see `CudaDevice::run_on_thread_lane`).
    Thread,
    /// A given stream: a user's, the device's main stream, one set on a library's handle, or
    /// one capturing a graph.
    Stream(&'a Stream),
    /// A step of a composed operation, on its stream, which the chain took as capturing a
    /// graph or not: counted in the stream's generation that the step records in its buffers
    /// (refused if the stream's state changed since; see `Stream::step`).
    Step(&'a Stream, bool),
    /// One of an async adapter's streams: the operation returns a future. With `follow`, the
    /// stream where unfinished work it must follow runs, if one does (see
    /// [`AsyncPool::choose`]).
    Pool { pool: &'a P, follow: bool },
}

impl<P> Clone for Dest<'_, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for Dest<'_, P> {}

/// How a [`Submission`]'s operation is enqueued.
enum How<'a, P> {
    Run,
    /// With whether the chain took the stream as capturing.
    Step(bool),
    Pool(&'a P, usize),
    #[cfg(feature = "nccl")]
    Deferred(Arc<Deferred>),
}

/// An operation's stream, chosen by [`Dest::check`], and how it is enqueued there.
pub(crate) struct Submission<'a, P: AsyncPool = NoPool> {
    stream: Stream,
    how: How<'a, P>,
}

/// What [`Submission::submit`] enqueued: the call's value, or with an adapter, the future of the
/// operation (the call's value is not kept: it resolves to `()`, or to the error that kept the
/// operation from being enqueued).
pub(crate) enum Submitted<T, F> {
    Enqueued(T),
    Future(F),
}

impl<T, F> Submitted<T, F> {
    /// The future, where there is one.
    pub(crate) fn future(self) -> Option<F> {
        match self {
            Submitted::Enqueued(_) => None,
            Submitted::Future(f) => Some(f),
        }
    }
}

impl<'a, P: AsyncPool> Dest<'a, P> {
    /// Checks that the device can be made current and that every buffer of `named` (each
    /// named for the error) and the destination belong to `dev`, then picks the stream (for
    /// [`Here`](Dest::Thread), the calling thread's, given `named`'s buffers). `user` says who
    /// runs the operation, as in "this CudaBlas runs on".
    #[inline(always)]
    pub(crate) fn check(
        self,
        dev: &Arc<CudaDevice>,
        user: &str,
        named: &[(&str, Use<'_>)],
    ) -> Result<Submission<'a, P>, DriverError> {
        self.check_with(dev, user, named)
    }

    /// As [`check`](Self::check), for buffers the caller names its own way (see [`Named`]).
    pub(crate) fn check_with<N: Named + ?Sized>(
        self,
        dev: &Arc<CudaDevice>,
        user: &str,
        named: &N,
    ) -> Result<Submission<'a, P>, DriverError> {
        dev.check_and_make_current()?;
        named.each_named(|name, u| same_device(|| name.into(), u.ctx, user, &dev.ctx))?;
        let (stream, how) = match self {
            Dest::Thread => (Stream::of_thread(dev, named)?, How::Run),
            Dest::Stream(ps) => {
                same_device(|| "the stream".into(), &ps.dev.ctx, user, &dev.ctx)?;
                ps.enter()?;
                (ps.clone(), How::Run)
            }
            Dest::Step(ps, capturing) => {
                same_device(|| "the chain's stream".into(), &ps.dev.ctx, user, &dev.ctx)?;
                (ps.clone(), How::Step(capturing))
            }
            Dest::Pool { pool, follow } => {
                let adapter = || "the AsyncDevice".into();
                same_device(adapter, &pool.pool_device().ctx, user, &dev.ctx)?;
                let idx = pool.choose(named, follow);
                (pool.pool_stream(idx).clone(), How::Pool(pool, idx))
            }
        };
        Ok(Submission { stream, how })
    }
}

impl<'a, P: AsyncPool> Submission<'a, P> {
    /// The stream chosen: for a library that keeps something per stream (a workspace).
    pub(crate) fn stream(&self) -> &Stream {
        &self.stream
    }

    /// The adapter's pool, if the operation goes there.
    pub(crate) fn pool(&self) -> Option<&'a P> {
        match self.how {
            How::Pool(p, _) => Some(p),
            _ => None,
        }
    }

    /// Enqueues the operation as work that a library puts on the stream only when `deferred`
    /// (made by `Stream::defer` on this stream) is launched: the operations of an NCCL
    /// group (see `Stream::run_deferred`).
    #[cfg(feature = "nccl")]
    pub(crate) fn deferred(self, deferred: Arc<Deferred>) -> Self {
        Submission {
            how: How::Deferred(deferred),
            ..self
        }
    }

    /// Enqueues `call` (which gets the stream, and its handle to enqueue the library's work
    /// on) after the accesses of `uses` it must follow, and records it in them: later work on
    /// those buffers, on any stream, and their frees, wait for it. On a stream capturing a
    /// graph, the buffers are recorded with the capture instead. An error of `call` is
    /// returned as it is, also through an adapter (whose future is then dropped).
    ///
    /// `call` may enqueue work on the handle it gets that touches the buffers of `uses`, and
    /// nothing else of the process: the device is current, and stream order puts its work
    /// after theirs.
    pub(crate) fn submit<T, E: From<DriverError>>(
        self,
        uses: &[Use<'_>],
        call: impl FnOnce(&Stream, sys::CUstream) -> Result<T, E>,
    ) -> Result<Submitted<T, P::Future>, E> {
        self.submit_keeping(uses, (), call)
    }

    /// As [`submit`](Self::submit), with `keep` kept until the GPU has done the operation
    /// (through an adapter, until its future resolves; else dropped once it is enqueued).
    pub(crate) fn submit_keeping<T, E: From<DriverError>>(
        self,
        uses: &[Use<'_>],
        keep: impl Send + 'static,
        call: impl FnOnce(&Stream, sys::CUstream) -> Result<T, E>,
    ) -> Result<Submitted<T, P::Future>, E> {
        let ps = &self.stream;
        match self.how {
            How::Run => {
                let done = ps.run(uses, |raw| Ok(call(ps, raw)));
                done.map_err(E::from)?.map(Submitted::Enqueued)
            }
            How::Step(capturing) => {
                let mut value = None;
                let done = ps.step(uses, capturing, |ps, _| {
                    ps.enqueue(|raw| {
                        value = Some(call(ps, raw));
                        Ok(())
                    })
                });
                done.map_err(E::from)?;
                value
                    .expect("the step's enqueue ran")
                    .map(Submitted::Enqueued)
            }
            #[cfg(feature = "nccl")]
            How::Deferred(d) => {
                let done = ps.run_deferred(uses, &d, |raw| Ok(call(ps, raw)));
                done.map_err(E::from)?.map(Submitted::Enqueued)
            }
            How::Pool(pool, idx) => {
                let mut failed = None;
                // Through the stream's enqueue, which counts the call in its generation. A
                // call that fails may have enqueued part of its work first (a library's
                // product of several kernels): the operation is recorded in its buffers and
                // `keep` held until its mark all the same, as `Run` records a failed call,
                // and only the caller sees the error. (Its future, dropped here, leaves the
                // operation to the completion thread.)
                let future = pool.run_on(idx, uses, keep, |ps| {
                    ps.enqueue(|raw| {
                        if let Err(e) = call(ps, raw) {
                            failed = Some(e);
                        }
                        Ok(())
                    })
                });
                match failed {
                    Some(e) => Err(e),
                    // Also where ordering failed before the call: the future holds the error.
                    None => Ok(Submitted::Future(future)),
                }
            }
        }
    }

    /// What an operation with nothing to do returns, once its checks passed: nothing, or a
    /// ready future.
    pub(crate) fn nothing(self) -> Option<P::Future> {
        match self.how {
            How::Pool(pool, _) => Some(pool.ready()),
            _ => None,
        }
    }
}

/// The buffers of an operation as [`Dest::check`] takes them: each with its name for the
/// error that refuses it ("the source image belongs to device 1 but ...").
pub(crate) trait Named: Uses {
    /// Calls `f` with each buffer and its name, stopping at the first error.
    fn each_named(
        &self,
        f: impl FnMut(&str, Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError>;
}

impl Named for [(&str, Use<'_>)] {
    #[inline(always)]
    fn each_named(
        &self,
        mut f: impl FnMut(&str, Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        for (name, u) in self {
            f(name, *u)?;
        }
        Ok(())
    }
}

/// Buffers that the caller checked by their own names already (NPP's images): named "a
/// buffer", which an error of the check (that cannot come) would say.
impl Named for [Use<'_>] {
    #[inline(always)]
    fn each_named(
        &self,
        mut f: impl FnMut(&str, Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        for u in self {
            f("a buffer", *u)?;
        }
        Ok(())
    }
}

/// Buffers named for the errors of the checks, as the ordering core takes them.
impl Uses for [(&str, Use<'_>)] {
    #[inline(always)]
    fn each(
        &self,
        mut f: impl FnMut(Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        for (_, u) in self {
            f(*u)?;
        }
        Ok(())
    }
}
