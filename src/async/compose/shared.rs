//! [`Shared`], an operation run once for many awaiters ([`Op::shared`]), and [`Unzipped`], each
//! part of a pair ([`Op::unzip`]).
//!
//! [`Op::shared`]: super::Op::shared
//! [`Op::unzip`]: super::Op::unzip

use super::execute::execute;
use super::scope::{Scope, ScopeStream};
use super::{Resolve, RoundRobin, SchedulingPolicy, Unresolved};
use crate::r#async::AsyncDevice;
use crate::r#async::completion::drop_off_completion_thread;
use crate::driver::DriverError;
use crate::driver::safe::port::lock;
use crate::driver::sys::CUresult;
use crate::error_context::Carried;
use std::future::{Future, IntoFuture};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

/// A clonable operation that runs once (see [`Op::shared`](super::Op::shared)): await a
/// clone, or call [`wait`](Self::wait), to get the result.
///
/// ```no_run
/// # futures_lite::future::block_on(async {
/// use cuda_driver::r#async::{Op, Shared};
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let ops = adev.ops();
/// let table: Shared<Vec<f32>> =
///     ops.htod_copy(vec![0.5f32; 64]).then(move |x| ops.reclaim(x)).shared();
/// // Two awaiters, one run: the first poll executes it, both get a clone of the result.
/// let (a, b) = (table.clone(), table);
/// let (a, b) = futures_lite::future::zip(async { a.await }, async { b.await }).await;
/// assert_eq!(a?, b?);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// # });
/// ```
#[must_use = "operations do nothing unless you .await, .run() or .wait() them"]
pub struct Shared<T> {
    state: Arc<SharedState<T>>,
}

type Start<T> = Box<dyn FnOnce(Arc<SharedState<T>>) + Send>;

struct SharedState<T> {
    /// Executes the operation, until the first clone does.
    start: Mutex<Option<Start<T>>>,
    /// Filled by the completion thread (or the failed execution): the unresolved output.
    raw: Mutex<Option<Result<Unresolved<T>, Carried<DriverError>>>>,
    /// The result, once a clone has resolved it.
    result: Mutex<Option<Result<T, Carried<DriverError>>>>,
    /// Notified when `raw` or `result` is filled.
    ready: event_listener::Event,
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared {
            state: self.state.clone(),
        }
    }
}

impl<T> std::fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared")
            .field("done", &lock(&self.state.result).is_some())
            .finish()
    }
}

impl<T: Clone + Send + 'static> Shared<T> {
    /// Runs an operation of `adev` (`enqueue`, an operation's [`Op::enqueue`]) once, when
    /// the first clone starts it.
    ///
    /// [`Op::enqueue`]: super::Op::enqueue
    pub(super) fn new<O>(
        adev: AsyncDevice,
        enqueue: impl FnOnce(&mut Scope<'_>) -> Result<O, DriverError> + Send + 'static,
    ) -> Self
    where
        O: Resolve<Resolved = T>,
    {
        let start: Start<T> = Box::new(move |state: Arc<SharedState<T>>| {
            let idx = RoundRobin.pick(&adev);
            // The completion thread hands the output over; no clone needs to be polling.
            drop(execute(
                adev.clone(),
                enqueue,
                ScopeStream::Pool(adev, idx),
                &RoundRobin,
                move |r| {
                    *lock(&state.raw) = Some(r.map_err(Carried::of));
                    state.ready.notify(usize::MAX);
                    // Every clone is gone: the output is the user's, dropped off the
                    // completion thread.
                    if let Some(state) = Arc::into_inner(state) {
                        drop_off_completion_thread(state);
                    }
                    Ok(())
                },
            ));
        });
        Shared {
            state: Arc::new(SharedState {
                start: Mutex::new(Some(start)),
                raw: Mutex::new(None),
                result: Mutex::new(None),
                ready: event_listener::Event::new(),
            }),
        }
    }

    /// Executes the operation if no clone has yet.
    fn start(&self) {
        let start = lock(&self.state.start).take();
        if let Some(start) = start {
            let state = self.state.clone();
            let started =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| start(state.clone())));
            if let Err(panic) = started {
                // A user's closure panicked while the operation was enqueued: the other clones
                // get an error instead of waiting for ever.
                let e = DriverError::new(CUresult::CUDA_ERROR_UNKNOWN)
                    .context("the shared operation panicked while it was enqueued");
                *lock(&state.raw) = Some(Err(Carried::of(e)));
                state.ready.notify(usize::MAX);
                std::panic::resume_unwind(panic);
            }
        }
    }

    /// The result if known, resolving it (once, by whichever clone takes it) if the GPU is
    /// done.
    fn result(&self) -> Option<Result<T, DriverError>> {
        let state = &self.state;
        if let Some(r) = &*lock(&state.result) {
            return Some(r.clone().map_err(Carried::release));
        }
        let raw = lock(&state.raw).take()?;
        let resolved = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            raw.and_then(|l| l.take().map_err(Carried::of))
        }));
        match resolved {
            Ok(r) => {
                *lock(&state.result) = Some(r.clone());
                state.ready.notify(usize::MAX);
                Some(r.map_err(Carried::release))
            }
            Err(panic) => {
                // The other clones get an error instead of waiting for ever.
                let e = DriverError::new(CUresult::CUDA_ERROR_UNKNOWN)
                    .context("the shared operation's map closure panicked");
                *lock(&state.result) = Some(Err(Carried::of(e)));
                state.ready.notify(usize::MAX);
                std::panic::resume_unwind(panic)
            }
        }
    }

    /// Executes the operation (once, whichever clone is first) and blocks until its result is
    /// known.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let zeros = ops.alloc_zeros::<u8>(4).then(move |x| ops.reclaim(x)).shared();
    /// assert_eq!(zeros.wait()?, [0; 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn wait(self) -> Result<T, DriverError> {
        self.start();
        loop {
            if let Some(r) = self.result() {
                return r;
            }
            let listener = self.state.ready.listen();
            if let Some(r) = self.result() {
                return r;
            }
            event_listener::Listener::wait(listener);
        }
    }
}

/// The future of a [`Shared`] clone: it executes the operation when first polled, unless
/// another clone did.
///
/// ```no_run
/// # futures_lite::future::block_on(async {
/// use cuda_driver::r#async::{Op, SharedFuture};
/// use std::future::IntoFuture;
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let ops = adev.ops();
/// let zeros = ops.alloc_zeros::<u8>(4).then(move |x| ops.reclaim(x)).shared();
/// let fut: SharedFuture<Vec<u8>> = zeros.into_future();
/// assert_eq!(fut.await?, [0; 4]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// # });
/// ```
#[derive(Debug)]
#[must_use = "futures do nothing unless you .await or poll them"]
pub struct SharedFuture<T> {
    shared: Shared<T>,
    listener: Option<event_listener::EventListener>,
}

impl<T: Clone + Send + 'static> Future for SharedFuture<T> {
    type Output = Result<T, DriverError>;
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.get_mut();
        this.shared.start();
        loop {
            if let Some(r) = this.shared.result() {
                return Poll::Ready(r);
            }
            match this.listener.as_mut() {
                // Listen, then look again: a notification between the two is not lost.
                None => this.listener = Some(this.shared.state.ready.listen()),
                Some(l) => match Pin::new(l).poll(cx) {
                    Poll::Ready(()) => this.listener = None,
                    Poll::Pending => return Poll::Pending,
                },
            }
        }
    }
}

impl<T: Clone + Send + 'static> IntoFuture for Shared<T> {
    type Output = Result<T, DriverError>;
    type IntoFuture = SharedFuture<T>;
    /// Executes the operation (if no clone has yet) when first polled.
    fn into_future(self) -> SharedFuture<T> {
        SharedFuture {
            shared: self,
            listener: None,
        }
    }
}

/// One half of an [`Op::unzip`](super::Op::unzip): waits for the shared pair and takes its
/// part. Awaiting (or waiting for) either half runs the pair's operation, once for both.
///
/// ```no_run
/// # futures_lite::future::block_on(async {
/// use cuda_driver::r#async::{Unzipped, Op, zip};
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let (o1, o2) = (adev.ops(), adev.ops());
/// let pair = zip(
///     o1.alloc_zeros::<u8>(2).then(move |x| o1.reclaim(x)),
///     o2.alloc_zeros::<u8>(3).then(move |x| o2.reclaim(x)),
/// );
/// let (short, long): (Unzipped<Vec<u8>, Vec<u8>, Vec<u8>>, _) = pair.unzip();
/// assert_eq!(long.await?.len(), 3); // runs the pair
/// assert_eq!(short.await?.len(), 2); // already done
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// # });
/// ```
#[must_use = "operations do nothing unless you .await, .run() or .wait() them"]
pub struct Unzipped<A, B, T>(pub(super) Shared<(A, B)>, pub(super) fn((A, B)) -> T);

impl<A, B, T> std::fmt::Debug for Unzipped<A, B, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Unzipped").finish_non_exhaustive()
    }
}

impl<A, B, T> Unzipped<A, B, T>
where
    A: Clone + Send + 'static,
    B: Clone + Send + 'static,
    T: Send + 'static,
{
    /// Executes the pair's operation (once for both halves) and blocks for this half.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::{Op, zip};
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let (a, _b) = zip(ops.alloc_zeros::<u8>(1), ops.alloc_zeros::<u8>(2)).unzip();
    /// assert_eq!(a.wait()?.len(), 1);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn wait(self) -> Result<T, DriverError> {
        let take = self.1;
        self.0.wait().map(take)
    }
}

impl<A, B, T> IntoFuture for Unzipped<A, B, T>
where
    A: Clone + Send + 'static,
    B: Clone + Send + 'static,
    T: Send + 'static,
{
    type Output = Result<T, DriverError>;
    type IntoFuture = UnzippedFuture<A, B, T>;
    fn into_future(self) -> UnzippedFuture<A, B, T> {
        UnzippedFuture(self.0.into_future(), self.1)
    }
}

/// The future of a [`Unzipped`].
///
/// ```no_run
/// # futures_lite::future::block_on(async {
/// use cuda_driver::r#async::{UnzippedFuture, Op, zip};
/// use std::future::IntoFuture;
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let (o1, o2) = (adev.ops(), adev.ops());
/// let pair = zip(
///     o1.alloc_zeros::<u8>(2).then(move |x| o1.reclaim(x)),
///     o2.alloc_zeros::<u8>(3).then(move |x| o2.reclaim(x)),
/// );
/// let (first, _second) = pair.unzip();
/// let fut: UnzippedFuture<Vec<u8>, Vec<u8>, Vec<u8>> = first.into_future();
/// assert_eq!(fut.await?, [0; 2]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// # });
/// ```
#[must_use = "futures do nothing unless you .await or poll them"]
pub struct UnzippedFuture<A, B, T>(SharedFuture<(A, B)>, fn((A, B)) -> T);

impl<A, B, T> std::fmt::Debug for UnzippedFuture<A, B, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("UnzippedFuture").finish_non_exhaustive()
    }
}

impl<A, B, T> Future for UnzippedFuture<A, B, T>
where
    A: Clone + Send + 'static,
    B: Clone + Send + 'static,
    T: Send + 'static,
{
    type Output = Result<T, DriverError>;
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.get_mut();
        let take = this.1;
        Pin::new(&mut this.0).poll(cx).map(|r| r.map(take))
    }
}
