//! Composed GPU work: lazy operations chained on one stream and awaited once.
//!
//! An [`Op`] describes GPU work without doing it: nothing is enqueued until it is *executed*,
//! by `.await` (under the default scheduling policy), [`Op::sync`], [`Op::sync_on`] /
//! [`Op::on`] (on a stream of yours) or [`Op::schedule`]. Leaf operations come from
//! [`AsyncDevice::ops`] (every call of the per-call API, plus [`Ops::custom`] for work of your
//! own on the stream); combinators build larger ones:
//!
//! - [`then`](Op::then) chains work on the same stream, in order, with no host round trip;
//! - [`map`](Op::map) transforms the result on the host once the GPU is done;
//! - [`zip`] (and [`zip3`], [`zip4`]) runs independent operations, each on a stream the policy
//!   picks, joined on the device with events; [`unzip`](Op::unzip) splits a pair;
//! - [`shared`](Op::shared) makes a clonable operation that runs once; every clone gets the
//!   result.
//!
//! A whole chain costs one synchronisation with the async runtime: one event after its last
//! step, noticed by the adapter's completion thread, instead of one per call.
//!
//! # Per-call futures or composed operations?
//!
//! Use the per-call futures of [`AsyncDevice`] when each result is needed before deciding what
//! to do next, or for a single call. Compose when several calls always go together (upload →
//! kernels → download): the chain is enqueued in one go when executed, the host is woken once
//! at its end instead of after each call, and the same chain can be captured into a graph
//! ([`AsyncDevice::capture`]) and replayed.
//!
//! # What a step gives the next
//!
//! While a chain is enqueued, each step's output is what later steps can use in stream order:
//! a [`CudaSlice`] allocated or uploaded is usable by the next kernel at once; a step that
//! borrowed buffers hands the borrows back (a launch its arguments, a copy or fill its
//! destination), so that the next step can use them again. Results that exist only once the
//! GPU is done (a download's `Vec`, a [`map`](Op::map)'s value) are [`Later`] values, opaque
//! until then. Executing a chain resolves its output ([`Resolve`]): `Later<T>` becomes `T`,
//! buffers and plain values stay as they are, borrows handed back become `()`.
//!
//! A borrow is held by the step that took it until the chain is executed, so within one chain
//! a buffer borrowed `&mut` by one step reaches the next ones through the outputs, as below,
//! not by borrowing it again.
//!
//! # Safety
//!
//! Steps borrow buffers as the per-call API does (`&` read, `&mut` written), or own them, and
//! each step is recorded with the buffers it uses when it is enqueued, by the same per-buffer
//! tracking as every other call: work on those buffers on any stream (sync calls, other
//! chains, frees) waits for it. So borrowed [`CudaSlice`]s and views are fine as kernel
//! arguments: no owned tensors or partitions are needed.
//!
//! - An operation dropped before it is executed does nothing.
//! - One whose future is dropped or leaked (`mem::forget`) while it runs is as safe as any
//!   [`GpuFuture`]: what the chain owns (pinned staging buffers, buffers it frees) is kept until
//!   the GPU is done; the records in the buffers keep later work behind it.
//! - A step that fails resolves the whole chain to its error; the steps after it are not
//!   enqueued, and what the steps before it own is released only once their work is done.
//!
//! # Examples
//!
//! ```no_run
//! # futures_lite::future::block_on(async {
//! use cuda_driver::driver::{CudaDevice, LaunchConfig};
//! use cuda_driver::r#async::{AsyncDevice, Op};
//! # let dev = CudaDevice::new(0)?;
//! # let inc = dev.get_func("m", "inc").unwrap();
//! let adev = AsyncDevice::new(dev.clone())?;
//! let ops = adev.ops();
//! let n = 1024;
//! let cfg = LaunchConfig::for_num_elems(n as u32);
//! // Upload, two kernels, a download: one chain, awaited once. The kernel gets the new
//! // buffer by value and hands its arguments back.
//! let out: Vec<f32> = ops
//!     .htod_copy(vec![1.0f32; n])
//!     // SAFETY: inc(float *x, int n) stays within n elements.
//!     .then(|x| unsafe { ops.launch(&inc, cfg, (x, n as i32)) })
//!     .then(|(x, n)| unsafe { ops.launch(&inc, cfg, (x, n)) })
//!     .then(|(x, _)| ops.reclaim(x))
//!     .await?;
//! assert_eq!(out, vec![3.0; n]);
//!
//! // Borrowed buffers work too; the borrow goes from step to step.
//! let mut y = adev.alloc_zeros::<f32>(n).await?;
//! ops.memset_zeros(&mut y)
//!     // SAFETY: as above.
//!     .then(|y| unsafe { ops.launch(&inc, cfg, (y, n as i32)) })
//!     .await?;
//! assert_eq!(adev.dtoh_copy(&y).await?, vec![1.0; n]);
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! # });
//! ```

use super::{AsyncDevice, GpuFuture};
use crate::driver::safe::port::Sealed as _;
use crate::driver::safe::port::{
    ChainArgList, PinnedBuf, PoolStream, Target, Uses, len_mismatch, lock,
};
use crate::driver::sys::{CUresult, CUstream};
use crate::driver::{
    ChainArgs, CudaFunction, CudaGraph, CudaGraphExec, CudaSlice, CudaStream, DevicePtr,
    DevicePtrMut, DeviceRepr, DriverError, LaunchConfig, ValidAsZeroBits,
};
use crate::error_context::Carried;
use std::future::{Future, IntoFuture};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};

/// A value that exists only once the GPU is done with the work that makes it: a download's
/// `Vec`, a [`map`](Op::map)'s result. Opaque while a chain is enqueued; executing the chain
/// resolves it (see [`Resolve`]).
///
/// ```
/// use cuda_driver::r#async::Later;
/// let n: Later<u32> = Later::ready(2).map(|v| v + 1);
/// ```
pub struct Later<T>(Box<dyn FnOnce() -> T + Send>);

impl<T: 'static> Later<T> {
    fn new(f: impl FnOnce() -> T + Send + 'static) -> Self {
        Later(Box::new(f))
    }

    /// A value known already, for [`Resolve`] implementations.
    ///
    /// ```
    /// let v = cuda_driver::r#async::Later::ready(vec![1u8]);
    /// ```
    pub fn ready(value: T) -> Self
    where
        T: Send,
    {
        Later::new(move || value)
    }

    /// `f` of the value, once it is known.
    ///
    /// ```
    /// let len = cuda_driver::r#async::Later::ready(vec![1u8, 2]).map(|v| v.len());
    /// ```
    pub fn map<U: 'static>(self, f: impl FnOnce(T) -> U + Send + 'static) -> Later<U> {
        Later::new(move || f((self.0)()))
    }

    /// The value; called by the adapter only once the GPU is done.
    fn take(self) -> T {
        (self.0)()
    }
}

impl<T> std::fmt::Debug for Later<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Later(..)")
    }
}

/// What an operation's output becomes once the chain completes: [`Later`] values are resolved;
/// buffers and plain values stay as they are; references to buffers a chain borrowed (which
/// steps hand back for later steps) become `()`; tuples and `Option`s resolve element by
/// element.
///
/// Implement it for the outputs of [`Ops::custom`] steps of your own.
///
/// ```
/// use cuda_driver::r#async::{Later, Resolve};
/// struct Count(u32);
/// impl Resolve for Count {
///     type Resolved = u32;
///     fn detach(self) -> Later<u32> {
///         Later::ready(self.0)
///     }
/// }
/// ```
pub trait Resolve: Send {
    /// The resolved value.
    type Resolved: Send + 'static;
    /// What is kept of the output when the chain is executed, to be resolved once the GPU is
    /// done.
    fn detach(self) -> Later<Self::Resolved>;
}

impl<T: Send + 'static> Resolve for Later<T> {
    type Resolved = T;
    fn detach(self) -> Later<T> {
        self
    }
}

macro_rules! resolve_as_is {
    ($($t:ty),* $(,)?) => { $(
        impl Resolve for $t {
            type Resolved = $t;
            fn detach(self) -> Later<$t> { Later::ready(self) }
        }
    )* };
}
resolve_as_is!(
    (),
    bool,
    char,
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    f32,
    f64,
    String
);

impl<T> Resolve for CudaSlice<T>
where
    CudaSlice<T>: Send + 'static,
{
    type Resolved = CudaSlice<T>;
    fn detach(self) -> Later<Self> {
        Later::ready(self)
    }
}

impl<T: Send + 'static> Resolve for Vec<T> {
    type Resolved = Vec<T>;
    fn detach(self) -> Later<Self> {
        Later::ready(self)
    }
}

impl<T: Sync + ?Sized> Resolve for &T {
    type Resolved = ();
    fn detach(self) -> Later<()> {
        Later::ready(())
    }
}

impl<T: Send + ?Sized> Resolve for &mut T {
    type Resolved = ();
    fn detach(self) -> Later<()> {
        Later::ready(())
    }
}

impl<T: Resolve> Resolve for Option<T> {
    type Resolved = Option<T::Resolved>;
    fn detach(self) -> Later<Self::Resolved> {
        match self {
            Some(v) => v.detach().map(Some),
            None => Later::ready(None),
        }
    }
}

macro_rules! resolve_tuple {
    ($($t:ident),*) => {
        impl<$($t: Resolve),*> Resolve for ($($t,)*) {
            type Resolved = ($($t::Resolved,)*);
            #[allow(non_snake_case)]
            fn detach(self) -> Later<Self::Resolved> {
                let ($($t,)*) = self;
                $(let $t = $t.detach();)*
                Later::new(move || ($($t.take(),)*))
            }
        }
    };
}
resolve_tuple!(A);
resolve_tuple!(A, B);
resolve_tuple!(A, B, C);
resolve_tuple!(A, B, C, D);
resolve_tuple!(A, B, C, D, E);
resolve_tuple!(A, B, C, D, E, F);
resolve_tuple!(A, B, C, D, E, F, G);
resolve_tuple!(A, B, C, D, E, F, G, H);
resolve_tuple!(A, B, C, D, E, F, G, H, I);
resolve_tuple!(A, B, C, D, E, F, G, H, I, J);
resolve_tuple!(A, B, C, D, E, F, G, H, I, J, K);
resolve_tuple!(A, B, C, D, E, F, G, H, I, J, K, L);

/// Chooses the stream an operation (and each branch of a [`zip`]) runs on, among the pool of
/// the adapter that built it. An operation always runs on its adapter's device, where its
/// buffers are; a policy chooses which of that device's streams.
///
/// # Examples
///
/// ```
/// use cuda_driver::r#async::{AsyncDevice, SchedulingPolicy};
///
/// /// Everything on the adapter's stream 3.
/// struct Third;
/// impl SchedulingPolicy for Third {
///     fn pick(&self, _adev: &AsyncDevice) -> usize {
///         3
///     }
/// }
/// ```
pub trait SchedulingPolicy: Send + Sync {
    /// The index (taken modulo their number, [`AsyncDevice::POOL_STREAMS`]) of `adev`'s stream
    /// to run on.
    fn pick(&self, adev: &AsyncDevice) -> usize;
}

/// Round-robin over the pool of streams of the adapter that runs the operation, in turn with
/// its per-call futures: the default policy. It moves on to the next stream only while the
/// stream it chose last still has work in flight, so that independent operations executed
/// together (the branches of a [`zip`], concurrent tasks) spread over the pool, and work that
/// runs one operation at a time stays on one stream (where the driver reuses the memory of
/// stream-ordered allocations at once).
///
/// ```no_run
/// use cuda_driver::r#async::{Op, RoundRobin};
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let x = adev.ops().alloc_zeros::<f32>(10).schedule(&RoundRobin).wait()?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct RoundRobin;

impl SchedulingPolicy for RoundRobin {
    fn pick(&self, adev: &AsyncDevice) -> usize {
        adev.next_stream()
    }
}

/// Everything on one of the adapter's streams: operations scheduled with it run one after
/// another, in the order they were executed.
///
/// ```no_run
/// use cuda_driver::r#async::{Op, SingleStream};
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let x = adev.ops().alloc_zeros::<f32>(10).schedule(&SingleStream(0)).wait()?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SingleStream(pub usize);

impl SchedulingPolicy for SingleStream {
    fn pick(&self, _adev: &AsyncDevice) -> usize {
        self.0
    }
}

/// For work spread over several GPUs: each device's operations go round-robin over the first
/// `streams` streams of that device's adapter, with a counter per device, so that the devices
/// fill their streams independently of one another. Operations built by each device's
/// [`AsyncDevice`] (whose buffers live there) run there; a [`zip`] of operations of two
/// devices runs each branch on its own device, joined with events.
///
/// ```no_run
/// use cuda_driver::r#async::{Op, PerDevice, zip};
/// # use cuda_driver::{driver::CudaDevice, r#async::AsyncDevice};
/// let policy = PerDevice::new(4);
/// let a0 = AsyncDevice::new(CudaDevice::new(0)?)?;
/// let a1 = AsyncDevice::new(CudaDevice::new(1)?)?;
/// let (x0, x1) = zip(a0.ops().alloc_zeros::<f32>(10), a1.ops().alloc_zeros::<f32>(10))
///     .schedule(&policy)
///     .wait()?;
/// assert_eq!((x0.device().ordinal(), x1.device().ordinal()), (0, 1));
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug)]
pub struct PerDevice {
    streams: usize,
    counters: Mutex<Vec<(usize, usize)>>,
}

impl PerDevice {
    /// A policy using up to `streams` streams per device (at least one, at most the pool).
    ///
    /// ```
    /// let policy = cuda_driver::r#async::PerDevice::new(4);
    /// ```
    pub fn new(streams: usize) -> Self {
        PerDevice {
            streams: streams.clamp(1, AsyncDevice::POOL_STREAMS),
            counters: Mutex::new(Vec::new()),
        }
    }
}

impl Default for PerDevice {
    /// Every stream of each device's pool.
    fn default() -> Self {
        PerDevice::new(AsyncDevice::POOL_STREAMS)
    }
}

impl SchedulingPolicy for PerDevice {
    fn pick(&self, adev: &AsyncDevice) -> usize {
        let ordinal = adev.device().ordinal();
        let mut counters = lock(&self.counters);
        let n = match counters.iter_mut().find(|(d, _)| *d == ordinal) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                counters.push((ordinal, 0));
                0
            }
        };
        n % self.streams
    }
}

/// Where a chain is being enqueued: the stream, the policy for its branches, and what must
/// stay alive until the GPU is done with the chain.
#[doc(hidden)]
pub struct Scope<'p> {
    stream: Stream,
    policy: &'p dyn SchedulingPolicy,
    keep: Vec<Box<dyn Send>>,
    /// Enqueued into a graph being captured: only device work is allowed, and branches stay
    /// on the capturing stream.
    capturing: bool,
}

impl std::fmt::Debug for Scope<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scope")
            .field("stream", self.stream.get())
            .field("capturing", &self.capturing)
            .finish()
    }
}

/// The stream a scope enqueues on: one of an adapter's, or a user's.
enum Stream {
    Pool(AsyncDevice, usize),
    Own(Arc<PoolStream>),
}

impl Stream {
    fn get(&self) -> &PoolStream {
        match self {
            Stream::Pool(adev, i) => adev.stream(*i),
            Stream::Own(ps) => ps,
        }
    }
}

impl<'p> Scope<'p> {
    fn new(stream: Stream, policy: &'p dyn SchedulingPolicy, capturing: bool) -> Self {
        Scope {
            stream,
            policy,
            keep: Vec::new(),
            capturing,
        }
    }

    /// Runs one step on this scope's stream: orders it after what `uses` must follow,
    /// enqueues, and records it with the buffers of `uses`.
    fn step<T, U: Uses + ?Sized>(
        &mut self,
        uses: &U,
        enqueue: impl FnOnce(&PoolStream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        self.stream.get().step(uses, enqueue)
    }

    /// Keeps `what` alive until the GPU is done with the chain.
    fn keep(&mut self, what: impl Send + 'static) {
        self.keep.push(Box::new(what));
    }

    /// An error if this scope is being captured into a graph: for steps that are not device
    /// work.
    fn device_work_only(&self, what: &str) -> Result<(), DriverError> {
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

    /// Whether this scope's stream is of `adev`'s device.
    fn on_device_of(&self, adev: &AsyncDevice) -> bool {
        Arc::ptr_eq(self.stream.get().device(), adev.dev())
    }

    /// Runs `f` on a stream the policy picks on `adev`'s device, then makes this scope's stream
    /// wait for it. On failure, waits for the branch's work before returning.
    fn branch<T>(
        &mut self,
        adev: &AsyncDevice,
        f: impl FnOnce(&mut Scope<'p>) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        if self.capturing {
            // A capture stays on its stream (whose device is checked by every step).
            return f(self);
        }
        let idx = self.policy.pick(adev);
        let mut child = Scope::new(Stream::Pool(adev.clone(), idx), self.policy, false);
        let r = f(&mut child).and_then(|out| {
            let (here, there) = (self.stream.get(), child.stream.get());
            if !here.same_as(there) {
                here.wait_all_of(there)?;
            }
            Ok(out)
        });
        if r.is_err() {
            child.stream.get().drain();
        }
        self.keep.append(&mut child.keep);
        r
    }
}

/// A lazy GPU operation: nothing is enqueued until it is executed (see the
/// [module documentation](self)).
///
/// Sealed: only this crate's operations implement it (the leaf [`Step`]s that [`Ops`] builds,
/// and [`Then`], [`Map`], [`Zip`], [`Zip3`], [`Zip4`]), so every operation that is executed
/// orders and records its buffers as the crate does. Build new operations by composing these.
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

    /// Executes on `stream` (a stream of the operation's device; branches of a [`zip`] run on
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
    pub trait Sealed {}
    impl<T> Sealed for super::Step<'_, T> {}
    impl<A, F> Sealed for super::Then<A, F> {}
    impl<A, F> Sealed for super::Map<A, F> {}
    impl<A, B> Sealed for super::Zip<A, B> {}
    impl<A, B, C> Sealed for super::Zip3<A, B, C> {}
    impl<A, B, C, D> Sealed for super::Zip4<A, B, C, D> {}
}

/// Enqueues `op` on `stream`, records one mark after it and returns the future that hands
/// `post(output)` over once the GPU has reached the mark. `post` runs on the completion
/// thread (or in the future's poll), and also with the error if the chain fails to enqueue;
/// it gets the output detached, not resolved.
type Detached<O> = Later<<<O as Op>::Output as Resolve>::Resolved>;

fn execute<O: Op, R: Send + 'static>(
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
    let flagged = adev.quiet();
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
                super::completion::drop_off_completion_thread(out);
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

/// A leaf operation: one step, built by [`Ops`].
pub struct Step<'a, T> {
    adev: AsyncDevice,
    #[allow(clippy::type_complexity)]
    f: Box<dyn FnOnce(&mut Scope<'_>) -> Result<T, DriverError> + Send + 'a>,
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

/// [`Op::then`].
pub struct Then<A, F>(A, F);

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

/// [`Op::map`].
pub struct Map<A, F>(A, F);

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
    ($(#[$doc:meta])* $name:ident, $fun:ident; $first:ident $($rest:ident)*) => {
        #[doc = concat!("The operation [`", stringify!($fun), "`] builds.")]
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
    Zip, zip; A B
);
zips!(
    /// [`zip`] of three operations.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::{Op, zip3};
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let (a, b, c) = zip3(ops.alloc_zeros::<u8>(1), ops.alloc_zeros::<u8>(2), ops.alloc_zeros::<u8>(3)).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    Zip3, zip3; A B C
);
zips!(
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
    Zip4, zip4; A B C D
);

/// A clonable operation that runs once (see [`Op::shared`]): await a clone, or call
/// [`wait`](Self::wait), to get the result.
pub struct Shared<T> {
    state: Arc<SharedState<T>>,
}

type Start<T> = Box<dyn FnOnce(Arc<SharedState<T>>) + Send>;

struct SharedState<T> {
    /// Executes the operation, until the first clone does.
    start: Mutex<Option<Start<T>>>,
    /// Filled by the completion thread (or the failed execution): the unresolved output.
    raw: Mutex<Option<Result<Later<T>, Carried<DriverError>>>>,
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
    fn new<O>(op: O) -> Self
    where
        O: Op + 'static,
        O::Output: Resolve<Resolved = T>,
    {
        let start: Start<T> = Box::new(move |state: Arc<SharedState<T>>| {
            let adev = op.device().clone();
            let idx = RoundRobin.pick(&adev);
            // The completion thread hands the output over; no clone needs to be polling.
            drop(execute(
                op,
                Stream::Pool(adev, idx),
                &RoundRobin,
                move |r| {
                    *lock(&state.raw) = Some(r.map_err(Carried::of));
                    state.ready.notify(usize::MAX);
                    // Every clone is gone: the output is the user's, dropped off the
                    // completion thread.
                    if let Some(state) = Arc::into_inner(state) {
                        super::completion::drop_off_completion_thread(state);
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
            start(self.state.clone());
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
        let resolved =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| raw.map(Later::take)));
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

/// The future of a [`Shared`] clone.
#[derive(Debug)]
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

/// One half of an [`Op::unzip`]: waits for the shared pair and takes its part.
pub struct Half<A, B, T>(Shared<(A, B)>, fn((A, B)) -> T);

impl<A, B, T> std::fmt::Debug for Half<A, B, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Half").finish_non_exhaustive()
    }
}

impl<A, B, T> Half<A, B, T>
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

impl<A, B, T> IntoFuture for Half<A, B, T>
where
    A: Clone + Send + 'static,
    B: Clone + Send + 'static,
    T: Send + 'static,
{
    type Output = Result<T, DriverError>;
    type IntoFuture = HalfFuture<A, B, T>;
    fn into_future(self) -> HalfFuture<A, B, T> {
        HalfFuture(self.0.into_future(), self.1)
    }
}

/// The future of a [`Half`].
pub struct HalfFuture<A, B, T>(SharedFuture<(A, B)>, fn((A, B)) -> T);

impl<A, B, T> std::fmt::Debug for HalfFuture<A, B, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("HalfFuture").finish_non_exhaustive()
    }
}

impl<A, B, T> Future for HalfFuture<A, B, T>
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

/// Builds leaf [`Op`]s on an [`AsyncDevice`]: every call of the per-call API, lazily. Cheap to
/// clone. Made by [`AsyncDevice::ops`].
///
/// ```no_run
/// use cuda_driver::r#async::Op;
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let ops = adev.ops();
/// let v = ops.htod_copy(vec![3u16; 8]).then(|x| ops.reclaim(x)).wait()?;
/// assert_eq!(v, [3; 8]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Ops {
    adev: AsyncDevice,
}

impl AsyncDevice {
    /// A builder of lazy, composable operations on this device (see [`Op`]).
    ///
    /// ```no_run
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn ops(&self) -> Ops {
        Ops { adev: self.clone() }
    }

    /// Captures `op` into a graph, to instantiate and replay with
    /// [`launch_graph`](AsyncDevice::launch_graph) (or [`Ops::launch_graph`] inside a chain):
    /// its steps are recorded, not run. Only device work can be captured (kernels, device
    /// copies and fills); the branches of a [`zip`] are captured one after another. To vary a
    /// graph's inputs, copy new data into its buffers before each launch, in the same chain
    /// (cuda-async's `graph.update(op)` then `graph.launch()`). The graph keeps the buffers and
    /// kernels it uses alive, and its launches are ordered with every other use of them.
    ///
    /// ```no_run
    /// use cuda_driver::driver::LaunchConfig;
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let inc = adev.device().get_func("m", "inc").unwrap();
    /// let mut x = adev.alloc_zeros::<f32>(8).wait()?;
    /// let ops = adev.ops();
    /// // SAFETY: inc(float *x, int n) stays within n elements.
    /// let step = unsafe { ops.launch(&inc, LaunchConfig::for_num_elems(8), (&mut x, 8i32)) };
    /// let exec = adev.capture(step)?.instantiate()?;
    /// // New input, then a replay, then the result: one chain.
    /// ops.htod_copy_into(vec![1.0; 8], &mut x)
    ///     .then(|_| ops.launch_graph(&exec))
    ///     .wait()?;
    /// assert_eq!(adev.dtoh_copy(&x).wait()?, [2.0; 8]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn capture<O: Op>(&self, op: O) -> Result<CudaGraph, DriverError> {
        let mut op = Some(op);
        let mut failed = None;
        let graph = self.device().capture_graph(|stream| {
            let ps = Arc::new(PoolStream::of_stream(stream));
            let mut scope = Scope::new(Stream::Own(ps), &RoundRobin, true);
            let Some(op) = op.take() else {
                return Ok(());
            };
            match op.enqueue(&mut scope) {
                // The graph keeps what its work uses; staging buffers cannot be in it.
                Ok(_) => Ok(()),
                Err(e) => {
                    failed = Some(e);
                    Err(e)
                }
            }
        });
        match failed {
            Some(e) => Err(e),
            None => graph,
        }
    }
}

impl Ops {
    fn step<'a, T>(
        &self,
        f: impl FnOnce(&mut Scope<'_>) -> Result<T, DriverError> + Send + 'a,
    ) -> Step<'a, T> {
        Step {
            adev: self.adev.clone(),
            f: Box::new(f),
        }
    }

    /// A step that enqueues nothing and outputs `value`: to hand values (buffers, borrows)
    /// on to the next steps.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// assert_eq!(adev.ops().value(3u32).wait()?, 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn value<'a, T: Send + 'a>(&self, value: T) -> Step<'a, T> {
        self.step(move |_| Ok(value))
    }

    /// `len` zeroed values of `T`, usable by the next steps at once.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.ops().alloc_zeros::<f32>(16).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn alloc_zeros<'a, T: ValidAsZeroBits + DeviceRepr + Send + 'static>(
        &self,
        len: usize,
    ) -> Step<'a, CudaSlice<T>> {
        self.step(move |s| {
            s.device_work_only("allocating")?;
            let slice = s.step(&[], |ps| ps.alloc_zeros::<T>(len))?;
            // Later steps on other streams wait for the allocation and the zeroing.
            s.stream.get().record(&[slice.write()]);
            Ok(slice)
        })
    }

    /// A new buffer holding `src`, usable by the next steps at once.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.ops().htod_copy(vec![1u8, 2]).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn htod_copy<'a, T: DeviceRepr + Send + 'static>(
        &self,
        src: Vec<T>,
    ) -> Step<'a, CudaSlice<T>> {
        self.step(move |s| {
            s.device_work_only("an upload")?;
            let (slice, staged) = s.step(&[], |ps| {
                // Staged first, as in `AsyncDevice::htod_copy`: a failed staging leaves nothing
                // allocated in the stream's order.
                let staged = ps.stage(&src)?;
                // SAFETY: written by the upload below before anything can read it.
                let mut slice = unsafe { ps.alloc_uninit::<T>(src.len()) }?;
                // SAFETY: the pinned buffer holds the values and is kept until the GPU is done.
                unsafe { ps.upload(&staged, Target::of(&mut slice)) }?;
                Ok((slice, staged))
            })?;
            s.keep(staged);
            s.stream.get().record(&[slice.write()]);
            Ok(slice)
        })
    }

    /// Copies `src` into `dst` (same length); hands `dst` back.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let mut x = adev.alloc_zeros::<u8>(2).wait()?;
    /// let back = ops.htod_copy_into(vec![1, 2], &mut x).then(|x| ops.dtoh_copy(x)).wait()?;
    /// assert_eq!(back, [1, 2]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn htod_copy_into<'a, T: DeviceRepr + Send + 'static, D: DevicePtrMut<T> + Send>(
        &self,
        src: Vec<T>,
        dst: &'a mut D,
    ) -> Step<'a, &'a mut D> {
        self.step(move |s| {
            s.device_work_only("an upload")?;
            if src.len() != dst.len() {
                return Err(len_mismatch("htod_copy_into", src.len(), dst.len()));
            }
            let target = Target::of(dst);
            let staged = s.step(&[dst.write()], |ps| {
                let staged = ps.stage(&src)?;
                // SAFETY: the pinned buffer holds the values and is kept until the GPU is done.
                unsafe { ps.upload(&staged, target) }?;
                Ok(staged)
            })?;
            s.keep(staged);
            Ok(dst)
        })
    }

    /// Enqueues a download of `src` into a pinned buffer the chain keeps; the [`Later`] reads
    /// it once the chain is done.
    fn download<T: DeviceRepr + Send + 'static, S: DevicePtr<T> + ?Sized>(
        s: &mut Scope<'_>,
        src: &S,
    ) -> Result<Later<Vec<T>>, DriverError> {
        s.device_work_only("a download")?;
        let n = src.len();
        let bytes = src.num_bytes();
        let staged = s.step(&[src.read()], |ps| {
            let mut staged = ps.staging(bytes)?;
            ps.download(src, &mut staged)?;
            Ok(Arc::new(staged))
        })?;
        // Kept by the chain until the GPU is done, whatever happens to the `Later`.
        s.keep(staged.clone());
        Ok(Later::new(move || {
            // SAFETY: the download wrote `bytes` bytes and the GPU is done (a `Later` is
            // resolved only then).
            let b = unsafe { std::slice::from_raw_parts(staged.as_ptr(), bytes) };
            // SAFETY: those bytes are the `n` values of T the download copied from `src`.
            unsafe { super::bytes_to_vec::<T>(b, n, Vec::new()) }
        }))
    }

    /// Downloads `src`: a [`Later`] `Vec`, resolved when the chain completes.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![5u8; 3]).wait()?;
    /// assert_eq!(adev.ops().dtoh_copy(&x).wait()?, [5; 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn dtoh_copy<'a, T: DeviceRepr + Send + 'static, S: DevicePtr<T> + Sync>(
        &self,
        src: &'a S,
    ) -> Step<'a, Later<Vec<T>>> {
        self.step(move |s| Self::download(s, src))
    }

    /// Downloads `src` and frees it: a [`Later`] `Vec`.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// assert_eq!(ops.htod_copy(vec![1u8]).then(|x| ops.reclaim(x)).wait()?, [1]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn reclaim<'a, T: DeviceRepr + Send + 'static>(
        &self,
        src: CudaSlice<T>,
    ) -> Step<'a, Later<Vec<T>>>
    where
        CudaSlice<T>: Send,
    {
        // The buffer is freed when the step is done enqueueing; its free waits for the
        // download, which its record lists.
        self.step(move |s| Self::download(s, &src))
    }

    /// Copies `src` into `dst` on the device (same length); hands `dst` back.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let a = adev.htod_copy(vec![1u8, 2]).wait()?;
    /// let mut b = adev.alloc_zeros::<u8>(2).wait()?;
    /// adev.ops().dtod_copy(&a, &mut b).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn dtod_copy<'a, T: DeviceRepr, S: DevicePtr<T> + Sync, D: DevicePtrMut<T> + Send>(
        &self,
        src: &'a S,
        dst: &'a mut D,
    ) -> Step<'a, &'a mut D> {
        self.step(move |s| {
            if src.len() != dst.len() {
                return Err(len_mismatch("dtod_copy", src.len(), dst.len()));
            }
            let target = Target::of(dst);
            s.step(&[src.read(), dst.write()], |ps| ps.copy(src, target))?;
            Ok(dst)
        })
    }

    /// Sets every element of `dst` to zero bytes; hands `dst` back.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let mut x = adev.htod_copy(vec![1u8, 2]).wait()?;
    /// adev.ops().memset_zeros(&mut x).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn memset_zeros<'a, T: ValidAsZeroBits + DeviceRepr, D: DevicePtrMut<T> + Send>(
        &self,
        dst: &'a mut D,
    ) -> Step<'a, &'a mut D> {
        self.step(move |s| {
            let target = Target::of(dst);
            s.step(&[dst.write()], |ps| ps.memset_zeros(target))?;
            Ok(dst)
        })
    }

    /// Launches a kernel. The arguments are a tuple of [`ChainArg`](crate::driver::ChainArg)s:
    /// what the sync launch takes (scalars, `&` and `&mut` buffers and views) plus owned
    /// [`CudaSlice`]s, which the kernel may write. The step hands the arguments back as its
    /// output, for the next steps. They are checked against the kernel's parameters as for
    /// the sync launch; a mismatch fails the chain.
    ///
    /// # Safety
    ///
    /// As for [`LaunchAsync`](crate::driver::LaunchAsync): the arguments must match what the
    /// kernel expects, the kernel must stay within its buffers and write only those passed as
    /// `&mut` or owned. Ordering with other work on the same buffers is handled for you.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::LaunchConfig;
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let inc = adev.device().get_func("m", "inc").unwrap();
    /// let ops = adev.ops();
    /// let cfg = LaunchConfig::for_num_elems(8);
    /// // SAFETY: inc(float *x, int n) stays within n elements.
    /// let v = ops
    ///     .alloc_zeros::<f32>(8)
    ///     .then(|x| unsafe { ops.launch(&inc, cfg, (x, 8i32)) })
    ///     .then(|(x, _)| ops.reclaim(x))
    ///     .wait()?;
    /// assert_eq!(v, [1.0; 8]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn launch<'a, P: ChainArgs + 'a>(
        &self,
        f: &CudaFunction,
        cfg: LaunchConfig,
        params: P,
    ) -> Step<'a, P> {
        let f = f.clone();
        self.step(move |s| {
            let params = ChainArgList(params);
            let ps = s.stream.get();
            ps.check_launch(&f, &cfg, &params)?;
            // SAFETY: checked above and ordered by the step; the rest is the caller's
            // contract.
            s.step(&params, |ps| unsafe { ps.launch(&f, &cfg, &params) })?;
            // The function (and so its module) stays loaded until the kernel is done.
            s.keep(f);
            Ok(params.0)
        })
    }

    /// Launches an executable graph (of this device). Its launch is ordered with every other
    /// use of the buffers it was captured with, and keeps them alive until it has run.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let exec = adev.device().capture_graph(|_| Ok(()))?.instantiate()?;
    /// adev.ops().launch_graph(&exec).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn launch_graph<'a>(&self, exec: &'a CudaGraphExec) -> Step<'a, ()> {
        self.step(move |s| {
            s.device_work_only("a graph launch")?;
            let ps = s.stream.get();
            ps.check_graph(exec)?;
            let res = exec.resources();
            s.step(&**res, |ps| ps.launch_graph(exec))?;
            s.keep(res.clone());
            Ok(())
        })
    }

    /// A step of your own: `f` gets the raw stream and enqueues work on it (through
    /// [`sys`](crate::driver::sys) or another library that takes a stream), after what the
    /// buffers of `bufs` must follow; the step is recorded with them. `bufs` is a tuple as for
    /// [`launch`](Self::launch): `&x` for a buffer the work reads, `&mut x` for one it writes
    /// (or owned). The step's output is `bufs` handed back, and `f`'s result.
    ///
    /// # Safety
    ///
    /// The work `f` enqueues must read only the buffers of `bufs` (and memory it owns until the
    /// chain is done) and write only those passed as `&mut` or owned, within their bounds, and
    /// must not synchronise with or enqueue on other streams.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{DevicePtr, result};
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![7u8; 16]).wait()?;
    /// let mut y = adev.alloc_zeros::<u8>(16).wait()?;
    /// let (src, dst) = (*x.device_ptr(), *y.device_ptr());
    /// // SAFETY: copies the 16 bytes of `x` into `y`, on the given stream.
    /// unsafe {
    ///     adev.ops().custom((&x, &mut y), move |stream| {
    ///         result::memcpy_dtod_async(dst, src, 16, stream)
    ///     })
    /// }
    /// .wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn custom<'a, P: ChainArgs + 'a, T: Send + 'a>(
        &self,
        bufs: P,
        f: impl FnOnce(CUstream) -> Result<T, DriverError> + Send + 'a,
    ) -> Step<'a, (P, T)> {
        self.step(move |s| {
            let bufs = ChainArgList(bufs);
            let out = s.step(&bufs, |ps| {
                let mut out = None;
                ps.enqueue(|stream| {
                    out = Some(f(stream)?);
                    Ok(())
                })?;
                out.ok_or_else(|| DriverError::new(CUresult::CUDA_ERROR_UNKNOWN))
            })?;
            Ok((bufs.0, out))
        })
    }
}

/// A staging buffer is moved between threads with the chain that owns it.
const _: fn() = || {
    fn send<T: Send>() {}
    send::<Arc<PinnedBuf>>();
};
