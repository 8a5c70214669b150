//! The operation types: the leaf [`Step`], and the combinators [`Then`], [`Map`] and [`Zip`]
//! ([`Zip3`], [`Zip4`]) that [`Op`]'s methods and [`zip`] build.

use super::scope::Scope;
use super::{ChainFuture, Later, Op, Resolve};
use crate::r#async::AsyncDevice;
use crate::driver::DriverError;
use std::future::IntoFuture;

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
            scope.branch(&adev, |s| next.enqueue(s))
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
    type Output = Later<U>;
    fn device(&self) -> &AsyncDevice {
        self.0.device()
    }
    fn enqueue(self, scope: &mut Scope<'_>) -> Result<Later<U>, DriverError> {
        let out = self.0.enqueue(scope)?.detach();
        // Runs only once the chain is done.
        Ok(out.map(self.1))
    }
}

macro_rules! zips {
    ($(#[$sdoc:meta])* struct $name:ident; $(#[$doc:meta])* fn $fun:ident; $first:ident $($rest:ident)*) => {
        $(#[$sdoc])*
        #[derive(Debug)]
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
                // picks (on their own device), joined back on the device.
                let $first = $first.enqueue(scope)?;
                $(
                    let adev = $rest.device().clone();
                    let $rest = scope.branch(&adev, |s| $rest.enqueue(s))?;
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
