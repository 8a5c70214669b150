//! The [`Op`] trait, and the operation types: the leaf [`Step`], and the combinators [`Then`],
//! [`Map`] and [`Zip`] ([`Zip3`], [`Zip4`]) that [`Op`]'s methods and [`zip`] build.

use super::execute::execute;
use super::scope::{Scope, ScopeStream};
use super::{ChainFuture, Resolve, RoundRobin, SchedulingPolicy, Shared, Unresolved, Unzipped};
use crate::r#async::{AsyncDevice, GpuFuture};
use crate::driver::safe::port::Stream;
use crate::driver::sys::CUresult;
use crate::driver::{CudaStream, DriverError};
use std::future::IntoFuture;
use std::sync::Arc;

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
/// use cuda_driver::r#async::{Unresolved, Op, Ops};
///
/// /// Upload, then download and free: a round trip, not yet enqueued.
/// fn round_trip(ops: &Ops, v: Vec<f32>) -> impl Op<Output = Unresolved<Vec<f32>>> + '_ {
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
        Shared::new(self.device().clone(), move |s| self.enqueue(s))
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
    fn unzip<A, B>(self) -> (Unzipped<A, B, A>, Unzipped<A, B, B>)
    where
        Self: 'static,
        Self::Output: Resolve<Resolved = (A, B)>,
        A: Clone + Send + 'static,
        B: Clone + Send + 'static,
    {
        let shared = self.shared();
        (Unzipped(shared.clone(), |p| p.0), Unzipped(shared, |p| p.1))
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
    /// The future fails with `CUDA_ERROR_INVALID_VALUE` if `stream` belongs to another device,
    /// and with `CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED` if it is capturing a graph (capture a
    /// composed operation with [`AsyncDevice::capture`]).
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
            let (theirs, ours) = (stream.device().ordinal(), adev.device().ordinal());
            let e =
                DriverError::new(CUresult::CUDA_ERROR_INVALID_VALUE).context(if theirs == ours {
                    format!(
                        "in Op::on: the stream belongs to another CudaDevice object of device \
                     {theirs} than the AsyncDevice that built the operation"
                    )
                } else {
                    format!(
                        "in Op::on: the stream belongs to device {theirs} but the operation runs \
                     on device {ours} (of the AsyncDevice that built it)"
                    )
                });
            return ChainFuture(GpuFuture::failed(e));
        }
        let ps = Arc::new(Stream::of_stream(stream));
        if ps.capturing() {
            // Its steps would be captured but its completion awaited now, and what it owns
            // (staging, downloads' landing) given back while the graph still uses it.
            let e = DriverError::new(CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED).context(
                "in Op::on: the stream is capturing a graph; capture a composed operation with \
                 AsyncDevice::capture instead",
            );
            return ChainFuture(GpuFuture::failed(e));
        }
        let stream = ScopeStream::Own(ps);
        ChainFuture(execute(
            adev,
            move |s| self.enqueue(s),
            stream,
            &RoundRobin,
            |r| r,
        ))
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
        let stream = ScopeStream::Pool(adev.clone(), idx);
        ChainFuture(execute(
            adev,
            move |s| self.enqueue(s),
            stream,
            policy,
            |r| r,
        ))
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
    use super::{Map, Step, Then, Zip, Zip3, Zip4};
    pub trait Sealed {}
    impl<T> Sealed for Step<'_, T> {}
    impl<A, F> Sealed for Then<A, F> {}
    impl<A, F> Sealed for Map<A, F> {}
    impl<A, B> Sealed for Zip<A, B> {}
    impl<A, B, C> Sealed for Zip3<A, B, C> {}
    impl<A, B, C, D> Sealed for Zip4<A, B, C, D> {}
}

/// A leaf operation: one step, built by [`Ops`](super::Ops). [`Op::boxed`] makes one of any
/// operation, so that chains built in a loop have one type.
///
/// ```no_run
/// use cuda_driver::driver::CudaSlice;
/// use cuda_driver::r#async::{Op, Step};
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let step: Step<'_, CudaSlice<f32>> = adev.ops().alloc_zeros::<f32>(4); // nothing enqueued yet
/// let x = step.wait()?; // enqueued, and done
/// assert_eq!(x.len(), 4);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[must_use = "operations do nothing unless you .await, .run() or .wait() them"]
pub struct Step<'a, T> {
    pub(super) adev: AsyncDevice,
    #[allow(clippy::type_complexity)]
    pub(super) f: Box<dyn FnOnce(&mut Scope<'_>) -> Result<T, DriverError> + Send + 'a>,
}

impl<T> std::fmt::Debug for Step<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Step").field("device", &self.adev).finish()
    }
}

impl<T: Send> Op for Step<'_, T> {
    type Output = T;
    fn device(&self) -> &AsyncDevice {
        &self.adev
    }
    fn enqueue(self, scope: &mut Scope<'_>) -> Result<T, DriverError> {
        (self.f)(scope)
    }
}

/// Two operations in order on one stream, the second made from the first's output: what
/// [`Op::then`] builds.
///
/// ```no_run
/// use cuda_driver::r#async::{Op, Then};
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let ops = adev.ops();
/// let round_trip: Then<_, _> = ops.htod_copy(vec![1u8, 2]).then(|x| ops.reclaim(x));
/// assert_eq!(round_trip.wait()?, [1, 2]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[must_use = "operations do nothing unless you .await, .run() or .wait() them"]
pub struct Then<A, F>(pub(super) A, pub(super) F);

impl<A: std::fmt::Debug, F> std::fmt::Debug for Then<A, F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Then").field(&self.0).finish_non_exhaustive()
    }
}

impl<A: Op, B: Op, F: FnOnce(A::Output) -> B + Send> Op for Then<A, F> {
    type Output = B::Output;
    fn device(&self) -> &AsyncDevice {
        self.0.device()
    }
    fn enqueue(self, scope: &mut Scope<'_>) -> Result<B::Output, DriverError> {
        let out = self.0.enqueue(scope)?;
        let next = (self.1)(out);
        if scope.on_device_of(next.device()) {
            next.enqueue(scope)
        } else {
            let adev = next.device().clone();
            let prior = scope.prior()?;
            scope.branch(&adev, prior.as_deref(), |s| next.enqueue(s))
        }
    }
}

/// An operation whose resolved output is transformed on the host once the GPU is done: what
/// [`Op::map`] builds.
///
/// ```no_run
/// use cuda_driver::r#async::{Map, Op};
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let x = adev.htod_copy(vec![1u32, 2, 3]).wait()?;
/// let sum: Map<_, _> = adev.ops().dtoh_copy(&x).map(|v| v.iter().sum::<u32>());
/// assert_eq!(sum.wait()?, 6);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[must_use = "operations do nothing unless you .await, .run() or .wait() them"]
pub struct Map<A, F>(pub(super) A, pub(super) F);

impl<A: std::fmt::Debug, F> std::fmt::Debug for Map<A, F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Map").field(&self.0).finish_non_exhaustive()
    }
}

impl<A, U, F> Op for Map<A, F>
where
    A: Op,
    A::Output: Resolve,
    U: Send + 'static,
    F: FnOnce(<A::Output as Resolve>::Resolved) -> U + Send + 'static,
{
    type Output = Unresolved<U>;
    fn device(&self) -> &AsyncDevice {
        self.0.device()
    }
    fn enqueue(self, scope: &mut Scope<'_>) -> Result<Unresolved<U>, DriverError> {
        let out = self.0.enqueue(scope)?.detach();
        // Runs only once the chain is done.
        Ok(out.map(self.1))
    }
}

macro_rules! zips {
    ($(#[$sdoc:meta])* struct $name:ident; $(#[$doc:meta])* fn $fun:ident; $first:ident $($rest:ident)*) => {
        $(#[$sdoc])*
        #[derive(Debug)]
        #[must_use = "operations do nothing unless you .await, .run() or .wait() them"]
        pub struct $name<$first, $($rest),*>($first, $($rest),*);

        $(#[$doc])*
        #[allow(non_snake_case)]
        pub fn $fun<$first: Op, $($rest: Op),*>($first: $first, $($rest: $rest),*) -> $name<$first, $($rest),*> {
            $name($first, $($rest),*)
        }

        impl<$first: Op, $($rest: Op),*> Op for $name<$first, $($rest),*> {
            type Output = ($first::Output, $($rest::Output),*);
            fn device(&self) -> &AsyncDevice {
                self.0.device()
            }
            #[allow(non_snake_case)]
            fn enqueue(self, scope: &mut Scope<'_>) -> Result<Self::Output, DriverError> {
                let $name($first, $($rest),*) = self;
                // The first on this scope's stream, the others each on a stream the policy
                // picks (on their own device), after the chain's steps before the zip, and
                // joined back on the device.
                let prior = scope.prior()?;
                let $first = $first.enqueue(scope)?;
                $(
                    let adev = $rest.device().clone();
                    let $rest = scope.branch(&adev, prior.as_deref(), |s| $rest.enqueue(s))?;
                )*
                Ok(($first, $($rest),*))
            }
        }
    };
}

zips!(
    /// Independent operations run side by side and joined on the device: what [`zip`] builds.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::{Op, Zip, zip};
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let both: Zip<_, _> = zip(ops.alloc_zeros::<u8>(1), ops.alloc_zeros::<u16>(2));
    /// let (a, b) = both.wait()?;
    /// assert_eq!((a.len(), b.len()), (1, 2));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    struct Zip;
    /// Runs independent operations, each on a stream the policy picks (the first on the
    /// chain's own), joined on the device with events: the chain continues (or completes) once
    /// all of them have. Operations of different devices each run on their own device.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::{Op, zip};
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let (a, b) = zip(ops.alloc_zeros::<f32>(4), ops.htod_copy(vec![1u8, 2])).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn zip; A B
);
zips!(
    /// Three operations run side by side: what [`zip3`] builds.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::{Op, Zip3, zip3};
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let z = || ops.alloc_zeros::<u8>(1);
    /// let three: Zip3<_, _, _> = zip3(z(), z(), z());
    /// let (a, b, c) = three.wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    struct Zip3;
    /// [`zip`] of three operations.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::{Op, zip3};
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let (a, b, c) = zip3(ops.alloc_zeros::<u8>(1), ops.alloc_zeros::<u8>(2), ops.alloc_zeros::<u8>(3)).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn zip3; A B C
);
zips!(
    /// Four operations run side by side: what [`zip4`] builds.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::{Op, Zip4, zip4};
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let z = || ops.alloc_zeros::<u8>(1);
    /// let four: Zip4<_, _, _, _> = zip4(z(), z(), z(), z());
    /// let (a, b, c, d) = four.wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    struct Zip4;
    /// [`zip`] of four operations.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::{Op, zip4};
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let z = || ops.alloc_zeros::<u8>(1);
    /// let (a, b, c, d) = zip4(z(), z(), z(), z()).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn zip4; A B C D
);

macro_rules! into_future {
    ($($ty:ident<$($g:ident),*>),*) => { $(
        impl<$($g),*> IntoFuture for $ty<$($g),*>
        where
            $ty<$($g),*>: Op,
            <$ty<$($g),*> as Op>::Output: Resolve,
        {
            type Output = Result<<<Self as Op>::Output as Resolve>::Resolved, DriverError>;
            type IntoFuture = ChainFuture<<<Self as Op>::Output as Resolve>::Resolved>;
            /// Executes the operation under the default policy.
            fn into_future(self) -> Self::IntoFuture {
                self.run()
            }
        }
    )* };
}
into_future!(Then<A, F>, Map<A, F>, Zip<A, B>, Zip3<A, B, C>, Zip4<A, B, C, D>);

impl<T: Resolve> IntoFuture for Step<'_, T> {
    type Output = Result<T::Resolved, DriverError>;
    type IntoFuture = ChainFuture<T::Resolved>;
    /// Executes the operation under the default policy.
    fn into_future(self) -> Self::IntoFuture {
        self.run()
    }
}
