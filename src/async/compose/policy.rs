//! Scheduling policies: which of an adapter's streams an operation (and each branch of a
//! [`zip`](super::zip)(super::zip)) runs on.

use crate::r#async::AsyncDevice;
use crate::driver::safe::port::lock;
use std::sync::Mutex;

/// Chooses the stream an operation (and each branch of a [`zip`](super::zip)) runs on, among the pool of
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
/// together (the branches of a [`zip`](super::zip), concurrent tasks) spread over the pool, and work that
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
/// [`AsyncDevice`] (whose buffers live there) run there; a [`zip`](super::zip) of operations of two
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
