//! The [`Op`] trait, what executes an operation, and [`ChainFuture`], the future of an
//! executed one.

use super::scope::{Scope, Stream};
use super::{Half, Later, Map, Resolve, RoundRobin, SchedulingPolicy, Shared, Step, Then};
use crate::r#async::completion::drop_off_completion_thread;
use crate::r#async::{AsyncDevice, GpuFuture};
use crate::driver::safe::port::PoolStream;
use crate::driver::sys::CUresult;
use crate::driver::{CudaStream, DriverError};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

/// A lazy GPU operation: nothing is enqueued until it is executed (see the
/// [module documentation](super)).
///
/// Sealed: only this crate's operations implement it (the leaf [`Step`]s that
/// [`Ops`](super::Ops) builds, and [`Then`], [`Map`], [`Zip`](super::Zip),
/// [`Zip3`](super::Zip3), [`Zip4`](super::Zip4)), so every operation that is executed orders
/// and records its buffers as the crate does. Build new operations by composing these.
///
/// # Examples
///
/// A function can build a chain and return it unexecuted, naming only the trait:
///
/// ```no_run
/// use cuda_driver::r#async::{Later, Op, Ops};
///
/// /// Upload, then download and free: a round trip, not yet enqueued.
/// fn round_trip(ops: &Ops, v: Vec<f32>) -> impl Op<Output = Later<Vec<f32>>> + '_ {
///     ops.htod_copy(v).then(|x| ops.reclaim(x))
/// }
///
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let ops = adev.ops();
/// let chain = round_trip(&ops, vec![1.0; 4]);
/// assert_eq!(chain.wait()?, [1.0; 4]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub trait Op: Send + Sized + sealed::Sealed {
    /// What later steps get while the chain is enqueued; [`Resolve`]d when the chain completes.
    type Output: Send;

    /// The adapter whose device the operation runs on (its first step's).
    fn device(&self) -> &AsyncDevice;

    /// Enqueues the operation in `scope`.
    #[doc(hidden)]
    fn enqueue(self, scope: &mut Scope<'_>) -> Result<Self::Output, DriverError>;

    /// Then `f(output)`, on the same stream, in order, with no host round trip. (If the next
    /// operation belongs to another device, it runs on a stream of that device, joined with
    /// an event.)
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let back = ops.htod_copy(vec![1u8, 2, 3]).then(|x| ops.reclaim(x)).wait()?;
    /// assert_eq!(back, [1, 2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn then<B: Op, F: FnOnce(Self::Output) -> B + Send>(self, f: F) -> Then<Self, F> {
        Then(self, f)
    }

    /// Transforms the resolved output on the host, once the GPU is done (when the chain's
    /// future is polled, or by `wait`, on that thread).
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![1u32, 2, 3]).wait()?;
    /// let sum = adev.ops().dtoh_copy(&x).map(|v| v.iter().sum::<u32>()).wait()?;
    /// assert_eq!(sum, 6);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn map<U: Send + 'static, F>(self, f: F) -> Map<Self, F>
    where
        Self::Output: Resolve,
        F: FnOnce(<Self::Output as Resolve>::Resolved) -> U + Send + 'static,
    {
        Map(self, f)
    }

    /// A clonable operation that runs once, when the first clone is awaited (or waited for);
    /// every clone gets a clone of the result. The operation must own what it uses
    /// (`'static`).
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let upload = ops.htod_copy(vec![1.0f32; 100]).then(move |x| ops.reclaim(x)).shared();
    /// let (a, b) = (upload.clone().wait()?, upload.wait()?);
    /// assert_eq!(a, b);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn shared(self) -> Shared<<Self::Output as Resolve>::Resolved>
    where
        Self: 'static,
        Self::Output: Resolve,
        <Self::Output as Resolve>::Resolved: Clone,
    {
        Shared::new(self)
    }

    /// Splits an operation whose result is a pair into two halves that run it once: each
    /// awaits (or waits for) its part.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::{Op, zip};
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let pair = zip(
    ///     ops.htod_copy(vec![1u8]).then({ let o = ops.clone(); move |x| o.reclaim(x) }),
    ///     ops.htod_copy(vec![2u8]).then({ let o = ops.clone(); move |x| o.reclaim(x) }),
    /// );
    /// let (a, b) = pair.unzip();
    /// assert_eq!((a.wait()?, b.wait()?), (vec![1], vec![2]));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[allow(clippy::type_complexity)]
    fn unzip<A, B>(self) -> (Half<A, B, A>, Half<A, B, B>)
    where
        Self: 'static,
        Self::Output: Resolve<Resolved = (A, B)>,
        A: Clone + Send + 'static,
        B: Clone + Send + 'static,
    {
        let shared = self.shared();
        (Half(shared.clone(), |p| p.0), Half(shared, |p| p.1))
    }

    /// The operation as a [`Step`], one type whatever it is built of: for chains built in a
    /// loop.
    ///
    /// ```no_run
    /// use cuda_driver::driver::LaunchConfig;
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let inc = adev.device().get_func("m", "inc").unwrap();
    /// let ops = adev.ops();
    /// let mut x = adev.alloc_zeros::<f32>(8).wait()?;
    /// let mut chain = ops.value(&mut x).boxed();
    /// for _ in 0..10 {
    ///     // SAFETY: inc(float *x, int n) stays within n elements.
    ///     chain = chain
    ///         .then(|x| unsafe { ops.launch(&inc, LaunchConfig::for_num_elems(8), (x, 8i32)) })
    ///         .then(|(x, _)| ops.value(x))
    ///         .boxed();
    /// }
    /// chain.wait()?;
    /// assert_eq!(adev.dtoh_copy(&x).wait()?, [10.0; 8]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn boxed<'a>(self) -> Step<'a, Self::Output>
    where
        Self: 'a,
    {
        Step {
            adev: self.device().clone(),
            f: Box::new(move |s| self.enqueue(s)),
        }
    }

    /// Executes under the default policy and blocks until the GPU is done (the same as
    /// [`sync`](Self::sync)).
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.ops().alloc_zeros::<f32>(4).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn wait(self) -> Result<<Self::Output as Resolve>::Resolved, DriverError>
    where
        Self::Output: Resolve,
    {
        self.run().wait()
    }

    /// Executes under the default policy and blocks until the GPU is done: the same result
    /// as `.await`.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.ops().alloc_zeros::<f32>(4).sync()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn sync(self) -> Result<<Self::Output as Resolve>::Resolved, DriverError>
    where
        Self::Output: Resolve,
    {
        self.wait()
    }

    /// Executes on `stream` (a stream of the operation's device) and blocks until done.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let stream = adev.device().fork_default_stream()?;
    /// let x = adev.ops().alloc_zeros::<f32>(4).sync_on(&stream)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn sync_on(
        self,
        stream: &CudaStream,
    ) -> Result<<Self::Output as Resolve>::Resolved, DriverError>
    where
        Self::Output: Resolve,
    {
        self.on(stream).wait()
    }

    /// Executes on `stream` (a stream of the operation's device; branches of a [`zip`](super::zip) run on
    /// streams the default policy picks, joined back onto it); await the returned future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let stream = adev.device().fork_default_stream()?;
    /// let x = adev.ops().alloc_zeros::<f32>(4).on(&stream).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    fn on(self, stream: &CudaStream) -> ChainFuture<<Self::Output as Resolve>::Resolved>
    where
        Self::Output: Resolve,
    {
        let adev = self.device().clone();
        if !Arc::ptr_eq(stream.device(), adev.dev()) {
            let e = DriverError::new(CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
                "in Op::on: the stream belongs to device {} but the operation runs on device {} \
                 (of the AsyncDevice that built it)",
                stream.device().ordinal(),
                adev.device().ordinal()
            ));
            return ChainFuture(GpuFuture::failed(e));
        }
        let ps = Arc::new(PoolStream::of_stream(stream));
        ChainFuture(execute(self, Stream::Own(ps), &RoundRobin, |r| r))
    }

    /// Executes with `policy` choosing the streams; await the returned future.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// use cuda_driver::r#async::{Op, SingleStream};
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.ops().alloc_zeros::<f32>(4).schedule(&SingleStream(2)).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    fn schedule(
        self,
        policy: &dyn SchedulingPolicy,
    ) -> ChainFuture<<Self::Output as Resolve>::Resolved>
    where
        Self::Output: Resolve,
    {
        let adev = self.device().clone();
        let idx = policy.pick(&adev);
        ChainFuture(execute(self, Stream::Pool(adev, idx), policy, |r| r))
    }

    /// Executes now under the default policy ([`RoundRobin`]); `.await` on the operation does
    /// the same.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let fut = adev.ops().alloc_zeros::<f32>(4).run(); // enqueued now
    /// let x = fut.await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    fn run(self) -> ChainFuture<<Self::Output as Resolve>::Resolved>
    where
        Self::Output: Resolve,
    {
        self.schedule(&RoundRobin)
    }
}

/// Seals [`Op`]: the supertrait is public in a private module, so no other crate can name it
/// to implement it, and so none can implement [`Op`].
mod sealed {
    use crate::r#async::{Map, Step, Then, Zip, Zip3, Zip4};
    pub trait Sealed {}
    impl<T> Sealed for Step<'_, T> {}
    impl<A, F> Sealed for Then<A, F> {}
    impl<A, F> Sealed for Map<A, F> {}
    impl<A, B> Sealed for Zip<A, B> {}
    impl<A, B, C> Sealed for Zip3<A, B, C> {}
    impl<A, B, C, D> Sealed for Zip4<A, B, C, D> {}
}

/// An operation's output as executing it keeps it: detached, to be resolved once the GPU is
/// done.
type Detached<O> = Later<<<O as Op>::Output as Resolve>::Resolved>;

/// Enqueues `op` on `stream`, records one mark after it and returns the future that hands
/// `post(output)` over once the GPU has reached the mark. `post` runs on the completion
/// thread (or in the future's poll), and also with the error if the chain fails to enqueue;
/// it gets the output detached, not resolved.
pub(super) fn execute<O: Op, R: Send + 'static>(
    op: O,
    stream: Stream,
    policy: &dyn SchedulingPolicy,
    post: impl FnOnce(Result<Detached<O>, DriverError>) -> Result<R, DriverError> + Send + 'static,
) -> GpuFuture<R>
where
    O::Output: Resolve,
{
    let adev = op.device().clone();
    // As for a single call (see `AsyncDevice::run`): a chain started with nothing else
    // running is waited for alone, and its mark gets a flag.
    let flagged = adev.likely_awaited_alone();
    let mut scope = Scope::new(stream, policy, false);
    let r = op.enqueue(&mut scope);
    let Scope { stream, keep, .. } = scope;
    let ps = stream.get();
    // The borrows the output holds end here; what it owns is kept for the result.
    let r = r
        .map(Resolve::detach)
        .and_then(|out| match ps.mark(flagged) {
            Ok(mark) => Ok((out, mark)),
            Err(e) => {
                // What the chain made is dropped only after its work.
                ps.drain();
                drop(out);
                Err(e)
            }
        });
    let (out, mark) = match r {
        Ok(v) => v,
        Err(e) => {
            // What the enqueued steps own goes only once their work is done.
            ps.drain();
            drop(keep);
            let _ = post(Err(e));
            return GpuFuture::failed(e);
        }
    };
    let (idx, own) = match stream {
        Stream::Pool(_, i) => (Some(i), None),
        Stream::Own(ps) => (None, Some(ps)),
    };
    adev.complete(idx, mark, move |r: Result<(), DriverError>| {
        drop((keep, own));
        match r {
            Ok(()) => post(Ok(out)),
            Err(e) => {
                // The output holds the user's closures: never dropped on the completion thread.
                drop_off_completion_thread(out);
                post(Err(e))
            }
        }
    })
}

/// The future of an executed operation: resolves to its [`Resolve`]d output once the GPU is
/// done ([`map`](Op::map) closures run in its poll). Dropping or leaking it is safe and does
/// not cancel the work.
///
/// ```no_run
/// # futures_lite::future::block_on(async {
/// use cuda_driver::r#async::Op;
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let fut = adev.ops().alloc_zeros::<u8>(4).run();
/// let x = fut.await?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// # });
/// ```
pub struct ChainFuture<T>(GpuFuture<Later<T>>);

impl<T> std::fmt::Debug for ChainFuture<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("ChainFuture").field(&self.0).finish()
    }
}

impl<T: 'static> ChainFuture<T> {
    /// Blocks the calling thread until the GPU is done, and returns the result.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.ops().alloc_zeros::<u8>(4).run().wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn wait(self) -> Result<T, DriverError> {
        self.0.wait().map(Later::take)
    }
}

impl<T: 'static> Future for ChainFuture<T> {
    type Output = Result<T, DriverError>;
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        Pin::new(&mut self.get_mut().0)
            .poll(cx)
            .map(|r| r.map(Later::take))
    }
}
