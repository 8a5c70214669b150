//! The async adapter: every call of the sync API as a future, for any executor.
//!
//! [`AsyncDevice`] wraps an `Arc<CudaDevice>`. Each method enqueues its work *when called* (not
//! on first poll) on one of a small pool of secondary streams, and returns a [`GpuFuture`] that
//! resolves once the GPU has finished it. It runs under smol, tokio (any flavour) and
//! `futures_lite::future::block_on` alike: nothing depends on a runtime.
//!
//! # Ordering
//!
//! - Each operation first waits for everything already enqueued on the device's main stream and
//!   on the calling thread's stream of the device (where this thread's sync calls went), so it
//!   sees all the sync API did before it on this thread. Work of other threads reaches it
//!   through the records of the buffers it uses (next point).
//! - Every device buffer keeps a record of the work that may still read or write it, on any
//!   stream: the main stream, [`CudaStream`](crate::driver::CudaStream)s, this adapter's
//!   streams, graph launches. An operation waits for the earlier writes of what it reads and
//!   for the earlier reads and writes of what it writes, and whatever touches the buffer next
//!   — a sync call, a launch on another stream, another async operation, or the free when the
//!   buffer is dropped — waits for it in turn. Sync calls made afterwards therefore see the
//!   results, and two async operations on the same buffer run in the order they were called.
//! - Operations on different buffers run concurrently on different streams.
//!
//! # Safety, with no obligations on the caller
//!
//! - Host memory given to an async copy is owned by the operation: an upload copies the `Vec`
//!   into a pinned buffer the operation owns; a download lands in one and is copied out when the
//!   GPU is done. No host memory of yours is read or written by the GPU after the call returns.
//! - Dropping a future does not cancel its work and never blocks: what the operation owns
//!   (pinned buffers, a buffer being reclaimed, a freshly allocated buffer) is kept until the GPU
//!   is done, then released; what it would have handed you is dropped on a thread of yours
//!   (see the completion thread below).
//! - Leaking a future with `mem::forget` is just as safe: the records that keep later work (and
//!   frees) behind an operation live in the buffers, not in the future.
//! - A kernel that faults resolves its future (and every later one on the device) to the error;
//!   no future hangs.
//!
//! # Memory
//!
//! Each pool stream keeps the small allocations (up to 256 KiB, eight of them) freed in its
//! order, and hands them to its next allocations of the same size: stream order puts the new
//! work after every use of the old buffer, as the driver's stream-ordered allocator would, but
//! without its two calls, on which many threads allocating at once serialise. What a stream
//! keeps goes back to the device's memory pool at [`AsyncDevice::synchronize`],
//! [`CudaDevice::synchronize`](crate::driver::CudaDevice::synchronize), once the adapter has
//! been idle for a millisecond, and when the adapter goes.
//!
//! An operation goes on the pool stream where unfinished work on one of its buffers runs, if it
//! must wait for that work (a write of it, or any access when the operation writes): stream
//! order then replaces the wait, and an upload, a launch and a download of one buffer awaited in
//! turn run on one stream. Other operations go round-robin over the pool, so independent work
//! (reads of one buffer among them) runs side by side.
//!
//! # Completion
//!
//! A thread per `AsyncDevice` notices completions by polling the pool streams' events
//! (`cuEventQuery`, and a word of pinned host memory a stream writes after an operation
//! awaited alone), never through `cuLaunchHostFunc` callbacks, which the driver skips once a
//! context has faulted: a fault still resolves every future. It spins briefly while work is
//! pending and sleeps when work runs long or there is none. It never runs your code, not even
//! a `Drop`: what a dropped future would have handed over (a download's `Vec`, a chain's output
//! with its `map` and `then` closures and what they captured) is dropped on a thread of yours,
//! by the adapter's next call, the next poll of one of its futures,
//! [`AsyncDevice::synchronize`], [`CudaDevice::synchronize`](crate::driver::CudaDevice::synchronize)
//! or the last clone's drop. So a `Drop` of yours may wait for the adapter's own work.
//!
//! A future may watch its own operation before parking, for a bounded time (when polled, at
//! most 40 us, and only for an operation started with nothing else in flight; in
//! [`GpuFuture::wait`], 500 us), which saves a thread wake-up on short work. Under load it lets
//! the executor run the other tasks first (it wakes its own task twice), then waits for the
//! completion thread. How the thread polls is in `async/completion.rs`.
//!
//! # Per-call futures and composed operations
//!
//! Each method of [`AsyncDevice`] is one operation and one future. [`AsyncDevice::ops`] builds
//! the same operations lazily instead, to chain them ([`Op::then`], [`zip`], ...) and await the
//! whole chain once: use per-call futures when each result decides what comes next, or for a
//! single call; compose when several calls always go together (upload → kernels → download),
//! which saves a wake-up of the awaiting task per call, and to capture such a chain into a
//! graph. See the [`compose`] module.
//!
//! # Examples
//!
//! ```no_run
//! # futures_lite::future::block_on(async {
//! use cuda_driver::driver::{CudaDevice, LaunchConfig};
//! use cuda_driver::nvrtc::compile_ptx;
//! use cuda_driver::r#async::AsyncDevice;
//!
//! let dev = CudaDevice::new(0)?;
//! let ptx = compile_ptx("extern \"C\" __global__ void inc(float *x, int n) { int i = threadIdx.x; if (i < n) x[i] += 1.0f; }")?;
//! dev.load_ptx(ptx, "m", &["inc"])?;
//! let inc = dev.get_func("m", "inc").unwrap();
//!
//! let adev = AsyncDevice::new(dev.clone())?;
//! let mut x = adev.htod_copy(vec![1.0f32; 256]).await?;
//! // SAFETY: `inc` takes (float*, int) and stays within n elements.
//! unsafe { adev.launch(&inc, LaunchConfig::for_num_elems(256), (&mut x, 256i32)) }.await?;
//! assert_eq!(adev.dtoh_copy(&x).await?, vec![2.0; 256]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! # });
//! ```

mod completion;
pub mod compose;
mod enqueue;
mod future;
// Model tests of a future and its result cell (`RUSTFLAGS="--cfg loom"`).
#[cfg(all(test, not(loom)))]
mod failed_calls;
#[cfg(all(test, loom))]
mod loom_tests;
// Async twins of the image copies.
mod image;

pub use compose::{
    ChainFuture, Map, Op, Ops, PerDevice, Resolve, RoundRobin, SchedulingPolicy, Shared,
    SharedFuture, SingleStream, Step, Then, Unresolved, Unzipped, UnzippedFuture, Zip, Zip3, Zip4,
    zip, zip3, zip4,
};
pub use future::GpuFuture;

use crate::driver::safe::port::{
    AsyncPool, HeldCaptured, Stream, Target, Use, Uses, len_mismatch, stream_to_follow,
};
use crate::driver::{
    ArgList, CudaDevice, CudaFunction, CudaGraphExec, CudaSlice, DevicePtr, DevicePtrMut,
    DeviceRepr, DriverError, LaunchConfig, ValidAsZeroBits,
};
use completion::{Completer, now_ns};
use enqueue::DownloadBuffer;
use future::{Direct, ResultCell};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// How many secondary streams each `AsyncDevice` spreads its work over.
const POOL_STREAMS: usize = 8;

/// A device whose calls return futures. Cheap to clone; `Send` and `Sync`.
///
/// See the [module documentation](self) for the ordering and safety model. Dropping the last
/// clone waits for the operations still in flight (and stops the completion thread), so that
/// nothing of it runs after it is gone; dropping a future never waits.
///
/// # Examples
///
/// ```no_run
/// # futures_lite::future::block_on(async {
/// use cuda_driver::{driver::CudaDevice, r#async::AsyncDevice};
///
/// let adev = AsyncDevice::new(CudaDevice::new(0)?)?;
/// let a = adev.htod_copy(vec![1u32, 2, 3]).await?;
/// let mut b = adev.alloc_zeros::<u32>(3).await?;
/// adev.dtod_copy(&a, &mut b).await?;
/// assert_eq!(adev.reclaim(b).await?, [1, 2, 3]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// # });
/// ```
///
/// Clones share the device, its pool of streams and its completion thread: give each thread or
/// task its own clone.
///
/// ```no_run
/// use cuda_driver::{driver::CudaDevice, r#async::AsyncDevice};
///
/// let adev = AsyncDevice::new(CudaDevice::new(0)?)?;
/// let workers: Vec<_> = (0..4u32)
///     .map(|i| {
///         let adev = adev.clone(); // one reference count
///         std::thread::spawn(move || {
///             futures_lite::future::block_on(async move {
///                 let x = adev.htod_copy(vec![i; 1024]).await?;
///                 adev.reclaim(x).await
///             })
///         })
///     })
///     .collect();
/// for (i, w) in workers.into_iter().enumerate() {
///     assert_eq!(w.join().unwrap()?, vec![i as u32; 1024]);
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Clone)]
pub struct AsyncDevice {
    inner: Arc<Inner>,
}

struct Inner {
    completer: Arc<Completer>,
    /// The pool stream chosen last (modulo their number).
    next: AtomicUsize,
    /// The stream last handed out and its generation then (`generation << 3 | index`): an idle
    /// stream is handed out again at most once per generation, so that concurrent picks
    /// spread over the pool instead of piling onto the one stream that looked idle.
    claimed: AtomicU64,
}

impl Drop for Inner {
    /// The last clone going waits for the completion thread to finish the operations in flight
    /// (their GPU work) and exit. Futures never block when dropped; the adapter itself does.
    fn drop(&mut self) {
        self.completer.shut_down();
    }
}

impl std::fmt::Debug for AsyncDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AsyncDevice")
            .field("device", &self.inner.completer.dev.ordinal())
            .finish()
    }
}

/// Hands an operation's result over once the GPU is done, releasing what it owned.
pub(crate) trait FinishFn<T>:
    FnOnce(Result<(), DriverError>) -> Result<T, DriverError> + Send + 'static
{
}

impl<T, F: FnOnce(Result<(), DriverError>) -> Result<T, DriverError> + Send + 'static> FinishFn<T>
    for F
{
}

/// An operation that uses no existing buffer.
const NO_BUFFERS: &[Use<'static>] = &[];

/// The adapter as the port's submission path sees it (see `port::Dest::Pool`): the libraries
/// reach its streams only through this.
impl AsyncPool for AsyncDevice {
    type Future = GpuFuture<()>;

    fn pool_device(&self) -> &Arc<CudaDevice> {
        self.dev()
    }

    fn choose<U: Uses + ?Sized>(&self, uses: &U, follow: bool) -> usize {
        let streams = &self.inner.completer.streams;
        follow
            .then(|| stream_to_follow(streams, uses))
            .flatten()
            .unwrap_or_else(|| self.next_stream())
    }

    fn pool_stream(&self, idx: usize) -> &Stream {
        self.stream(idx)
    }

    fn run_on(
        &self,
        idx: usize,
        uses: &[Use<'_>],
        keep: impl Send + 'static,
        enqueue: impl FnOnce(&Stream) -> Result<(), DriverError>,
    ) -> GpuFuture<()> {
        self.run_on(idx, uses, |ps| {
            enqueue(ps)?;
            Ok(move |r: Result<(), DriverError>| {
                drop(keep);
                r
            })
        })
    }

    fn ready(&self) -> GpuFuture<()> {
        GpuFuture::ready(Ok(()))
    }

    fn hold_leftovers(&self) -> impl Sized + '_ {
        self.inner.completer.hold_orphans()
    }
}

impl AsyncDevice {
    /// How many streams each adapter spreads its work over.
    pub const POOL_STREAMS: usize = POOL_STREAMS;

    /// The device, borrowed.
    pub(crate) fn dev(&self) -> &Arc<CudaDevice> {
        &self.inner.completer.dev
    }

    /// Wraps a device: creates the pool of secondary streams and the completion thread.
    ///
    /// ```no_run
    /// use cuda_driver::{driver::CudaDevice, r#async::AsyncDevice};
    /// let adev = AsyncDevice::new(CudaDevice::new(0)?)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new(dev: Arc<CudaDevice>) -> Result<Self, DriverError> {
        Ok(AsyncDevice {
            inner: Arc::new(Inner {
                completer: Completer::start(dev, POOL_STREAMS)?,
                next: AtomicUsize::new(0),
                claimed: AtomicU64::new(u64::MAX),
            }),
        })
    }

    /// The device this wraps.
    ///
    /// ```no_run
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// assert_eq!(adev.device().ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> Arc<CudaDevice> {
        self.inner.completer.dev.clone()
    }

    /// Enqueues an operation on a pool stream (the one where unfinished work it must follow
    /// runs, if any: see [`stream_to_follow`]; else the next, see
    /// [`next_stream`](Self::next_stream)): orders it after the main stream and after what
    /// `uses` must follow, runs `enqueue` (which returns what releases the operation's
    /// resources and makes its result), then queues its completion and records it with the
    /// buffers. The new future resolves once the GPU is done.
    fn run<T: Send + 'static, U: Uses + ?Sized, F: FinishFn<T>>(
        &self,
        uses: &U,
        enqueue: impl FnOnce(&Stream) -> Result<F, DriverError>,
    ) -> GpuFuture<T> {
        let idx = stream_to_follow(&self.inner.completer.streams, uses)
            .unwrap_or_else(|| self.next_stream());
        self.run_on(idx, uses, enqueue)
    }

    /// As [`run`](Self::run), on pool stream `idx` (from [`next_stream`](Self::next_stream)):
    /// for a library that picks what the operation uses by its stream (cuBLAS's workspace).
    fn run_on<T: Send + 'static, U: Uses + ?Sized, F: FinishFn<T>>(
        &self,
        idx: usize,
        uses: &U,
        enqueue: impl FnOnce(&Stream) -> Result<F, DriverError>,
    ) -> GpuFuture<T> {
        let ps = self.stream(idx);
        // With nothing else running, the operation's completion is what its caller waits for:
        // its mark gets a flag, noticed sooner than an event (see `OpMark::reached`).
        let flagged = self.likely_awaited_alone();
        let held = HeldCaptured::hold(uses);
        let r = ps.begin(uses).and_then(|()| {
            let finish = enqueue(ps)?;
            match ps.finish(uses, flagged) {
                Ok(mark) => Ok((mark, finish)),
                Err(e) => {
                    // Nothing enqueued may still use what the operation owns.
                    ps.drain();
                    drop(finish(Err(e)));
                    Err(e)
                }
            }
        });
        drop(held);
        match r {
            Ok((mark, finish)) => self.complete(Some(idx), mark, finish),
            Err(e) => GpuFuture::failed(e),
        }
    }

    /// The index of the pool stream the next operation runs on: round-robin, moving on only
    /// while the stream last chosen has work that is not known to be finished. Concurrent work
    /// spreads over the pool; work that runs one operation at a time stays on one stream,
    /// where the driver reuses stream-ordered allocations at once (memory freed on one stream
    /// and allocated on another costs it more per allocation).
    fn next_stream(&self) -> usize {
        let claim = |idx: usize, g: u64| (g << 3) | idx as u64;
        let idx = self.inner.next.load(Ordering::Relaxed) % POOL_STREAMS;
        if let Some(g) = self.stream(idx).idle_generation() {
            // Idle: stay, unless another pick already took it in this state.
            if self.inner.claimed.swap(claim(idx, g), Ordering::AcqRel) != claim(idx, g) {
                return idx;
            }
        }
        let idx = self
            .inner
            .next
            .fetch_add(1, Ordering::Relaxed)
            .wrapping_add(1)
            % POOL_STREAMS;
        let g = self.stream(idx).generation();
        self.inner.claimed.store(claim(idx, g), Ordering::Release);
        idx
    }

    /// Whether an operation about to start is most likely waited for alone, at once: its
    /// thread submitted the operation before, and at most one operation is unfinished. Under
    /// load, operations go without the flag their marks would otherwise get: its enqueue costs
    /// CPU time and driver time, which concurrent callers share, so that many tasks running
    /// chains at once would slow each other down.
    fn likely_awaited_alone(&self) -> bool {
        self.inner.completer.awaited_alone()
    }

    /// Pool stream `idx` (taken modulo their number).
    fn stream(&self, idx: usize) -> &Stream {
        &self.inner.completer.streams[idx % POOL_STREAMS]
    }

    /// Queues `finish` to run once the GPU reaches `mark`, recorded on pool stream `idx` (or,
    /// with `None`, on a stream of the user's), and returns the future that resolves to its
    /// result.
    fn complete<T: Send + 'static>(
        &self,
        idx: Option<usize>,
        mark: Arc<crate::driver::safe::port::OpMark>,
        finish: impl FinishFn<T>,
    ) -> GpuFuture<T> {
        let completer = &self.inner.completer;
        // A first poll spins only for an operation awaited alone: with other operations in
        // flight (many tasks), its thread has other tasks to run, and the completion thread
        // wakes it when the operation is done.
        let spin = if completer.awaited_alone() {
            completer.spin_budget()
        } else {
            std::time::Duration::ZERO
        };
        let cell = ResultCell::new(spin);
        // The future polls the mark itself until then (if it is polled by then at all).
        let awaited_until = if spin.is_zero() {
            0
        } else {
            now_ns() + spin.as_nanos() as u64
        };
        let s = cell.clone();
        // SAFETY: `finish` owns everything the enqueued work uses on the host side; device
        // buffers recorded the operation's mark.
        let op = unsafe {
            completer.submit(
                idx.map_or(POOL_STREAMS, |i| i % POOL_STREAMS),
                mark,
                Box::new(move |r: Result<(), DriverError>| {
                    s.fill(finish(r));
                    // The future is gone: the result is the user's, dropped off the completion
                    // thread.
                    if let Some(cell) = Arc::into_inner(s) {
                        completion::drop_off_completion_thread(cell.into_value());
                    }
                }),
                awaited_until,
            )
        };
        // What earlier operations left with no future to take it is dropped here, on the
        // caller's thread.
        completer.drop_orphans();
        // Kept whatever the spin budget: a blocking wait also watches the operation itself.
        GpuFuture::waiting(
            cell,
            Some(Direct {
                op,
                completer: completer.clone(),
            }),
        )
    }

    /// Allocates `len` zeroed values of `T`.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let zeros = adev.alloc_zeros::<f32>(1024).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn alloc_zeros<T: ValidAsZeroBits + DeviceRepr + Send + 'static>(
        &self,
        len: usize,
    ) -> GpuFuture<CudaSlice<T>> {
        // The new buffer reaches the caller only through the future, once the GPU is done with
        // it, so nothing else can use it before.
        self.run(NO_BUFFERS, |ps| {
            let slice = ps.alloc_zeros::<T>(len)?;
            Ok(move |r: Result<(), DriverError>| r.map(|()| slice))
        })
    }

    /// Copies a `Vec` to a new buffer, consuming it.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![1.0f32; 1000]).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn htod_copy<T: DeviceRepr + Send + 'static>(
        &self,
        src: Vec<T>,
    ) -> GpuFuture<CudaSlice<T>> {
        // As for alloc_zeros, the new buffer needs no record.
        self.run(NO_BUFFERS, |ps| {
            let (slice, staged) = enqueue::upload_new(ps, &ps.hold(), src)?;
            Ok(move |r: Result<(), DriverError>| {
                drop(staged);
                r.map(|()| slice)
            })
        })
    }

    /// Copies a `Vec` into `dst`, consuming it. Both must have the same length.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let mut x = adev.alloc_zeros::<u32>(3).await?;
    /// adev.htod_copy_into(vec![1, 2, 3], &mut x).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn htod_copy_into<T: DeviceRepr + Send + 'static, Dst: DevicePtrMut<T>>(
        &self,
        src: Vec<T>,
        dst: &mut Dst,
    ) -> GpuFuture<()> {
        if src.len() != dst.len() {
            return GpuFuture::failed(len_mismatch("htod_copy_into", src.len(), dst.len()));
        }
        let target = Target::of(dst);
        self.run(&[dst.write()], |ps| {
            let staged = enqueue::upload_into(ps, src, target)?;
            Ok(move |r: Result<(), DriverError>| {
                drop(staged);
                r
            })
        })
    }

    /// Downloads `src` into `dst`'s allocation (emptied by the caller, on its thread).
    fn download<T: DeviceRepr + Send + 'static, Src: DevicePtr<T> + ?Sized>(
        &self,
        src: &Src,
        dst: Vec<T>,
    ) -> GpuFuture<Vec<T>> {
        self.run(&[src.read()], |ps| {
            let landing = DownloadBuffer::download(ps, src)?;
            Ok(move |r: Result<(), DriverError>| {
                // SAFETY: read only if the copy succeeded, and the GPU is done with it.
                r.map(|()| unsafe { landing.to_vec(dst) })
            })
        })
    }

    /// Copies a buffer to a new `Vec`.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![7u16; 3]).await?;
    /// assert_eq!(adev.dtoh_copy(&x).await?, [7, 7, 7]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn dtoh_copy<T: DeviceRepr + Send + 'static, Src: DevicePtr<T>>(
        &self,
        src: &Src,
    ) -> GpuFuture<Vec<T>> {
        self.download(src, Vec::new())
    }

    /// Copies a buffer into an owned `Vec` (reusing its allocation) and gives it back. Its old
    /// values are dropped when the copy is enqueued, on the calling thread.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![7u16; 3]).await?;
    /// let host = adev.dtoh_copy_into(&x, Vec::with_capacity(3)).await?;
    /// assert_eq!(host, [7, 7, 7]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn dtoh_copy_into<T: DeviceRepr + Send + 'static, Src: DevicePtr<T>>(
        &self,
        src: &Src,
        mut dst: Vec<T>,
    ) -> GpuFuture<Vec<T>> {
        // Here, not on the completion thread (their `Drop` is the user's code).
        dst.clear();
        self.download(src, dst)
    }

    /// Copies a buffer back to a `Vec` and frees it.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![1u8, 2]).await?;
    /// assert_eq!(adev.reclaim(x).await?, [1, 2]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn reclaim<T: DeviceRepr + Send + 'static>(&self, src: CudaSlice<T>) -> GpuFuture<Vec<T>> {
        // The buffer is freed when `src` goes at the end of this call: its free waits for the
        // download, which its record lists.
        self.download(&src, Vec::new())
    }

    /// Copies `src` into `dst` on the device. Both must have the same length.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let a = adev.htod_copy(vec![1u8, 2]).await?;
    /// let mut b = adev.alloc_zeros::<u8>(2).await?;
    /// adev.dtod_copy(&a, &mut b).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn dtod_copy<T: DeviceRepr, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        &self,
        src: &Src,
        dst: &mut Dst,
    ) -> GpuFuture<()> {
        if src.len() != dst.len() {
            return GpuFuture::failed(len_mismatch("dtod_copy", src.len(), dst.len()));
        }
        let target = Target::of(dst);
        self.run(&[src.read(), dst.write()], |ps| {
            ps.copy(src, target)?;
            Ok(Box::new(|r| r))
        })
    }

    /// Sets every element of `dst` to zero bytes.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let mut a = adev.htod_copy(vec![1u8, 2]).await?;
    /// adev.memset_zeros(&mut a).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn memset_zeros<T: ValidAsZeroBits + DeviceRepr, Dst: DevicePtrMut<T>>(
        &self,
        dst: &mut Dst,
    ) -> GpuFuture<()> {
        let target = Target::of(dst);
        self.run(&[dst.write()], |ps| {
            ps.memset_zeros(target)?;
            Ok(Box::new(|r| r))
        })
    }

    /// Launches a kernel. The arguments are checked against the kernel's parameters as for the
    /// sync [`LaunchAsync::launch`](crate::driver::LaunchAsync::launch); a mismatch resolves
    /// the future to the error without launching. The launch is ordered with every other use
    /// of its buffer arguments, as sync launches are.
    ///
    /// # Safety
    ///
    /// As for [`LaunchAsync`](crate::driver::LaunchAsync): the arguments must match what the
    /// kernel expects, the kernel must stay within its buffers and write only those passed as
    /// `&mut`. Ordering against other work on the same buffers is handled for you.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let inc = dev.get_func("m", "inc").unwrap();
    /// use cuda_driver::driver::LaunchConfig;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let mut x = adev.alloc_zeros::<f32>(256).await?;
    /// // SAFETY: inc(float *x, int n) stays within n elements.
    /// unsafe { adev.launch(&inc, LaunchConfig::for_num_elems(256), (&mut x, 256i32)) }.await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub unsafe fn launch<P: ArgList>(
        &self,
        f: &CudaFunction,
        cfg: LaunchConfig,
        params: P,
    ) -> GpuFuture<()> {
        if let Err(e) = self.inner.completer.streams[0].check_launch(f, &cfg, &params) {
            return GpuFuture::failed(e);
        }
        self.run(&params, |ps| {
            // SAFETY: checked above and ordered by `run`; the rest is the caller's contract.
            let keep = unsafe { enqueue::launch(ps, f.clone(), &cfg, &params) }?;
            Ok(move |r: Result<(), DriverError>| {
                drop(keep);
                r
            })
        })
    }

    /// Launches an executable graph on a pool stream; the future resolves once the graph has
    /// run. Like every async call it first waits for the main stream's work so far, and it is
    /// ordered with the other async and sync work on the graph's buffers (see
    /// [`CudaDevice::capture_graph`](crate::driver::CudaDevice::capture_graph)). The graph's
    /// buffers and kernels stay alive until it has run, even if `exec` is dropped first.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let exec = dev.capture_graph(|_stream| Ok(()))?.instantiate()?;
    /// adev.launch_graph(&exec).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn launch_graph(&self, exec: &CudaGraphExec) -> GpuFuture<()> {
        if let Err(e) = self.inner.completer.streams[0].check_graph(exec) {
            return GpuFuture::failed(e);
        }
        let res = exec.resources();
        self.run(&**res, |ps| {
            ps.launch_graph(exec)?;
            let keep = res.clone();
            Ok(move |r: Result<(), DriverError>| {
                drop(keep);
                r
            })
        })
    }

    /// Resolves once everything enqueued on the device so far — on the main stream, on the
    /// calling thread's stream, and by any async call of this adapter or of another adapter of
    /// the same `CudaDevice`, on the adapters' streams or on streams of yours (`Op::on`) — is
    /// done, every earlier operation of this adapter is finished, the small allocations this
    /// adapter's streams kept for reuse are back in the device's memory pool, and what its
    /// earlier operations whose futures were dropped would have handed over is dropped (on the
    /// thread that polls this future). Another adapter finishes its own operations (hands
    /// their results over) on its completion thread, as it notices them done.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// adev.synchronize().await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn synchronize(&self) -> GpuFuture<()> {
        let completer = &self.inner.completer;
        let streams = &completer.streams;
        self.run(NO_BUFFERS, |ps| {
            for other in streams {
                // What the streams kept of freed allocations goes back to the pool (in their
                // order, so before this resolves).
                let _ = other.free_kept();
            }
            for other in streams {
                if !std::ptr::eq(other, ps) {
                    ps.wait_all_of(other)?;
                }
            }
            completer.wait_for_user_streams(ps)?;
            // The other adapters of the device: their streams, and their operations on
            // streams of yours.
            let mut waited = Vec::new();
            for other in completer.dev.releasers() {
                if !std::ptr::addr_eq(Arc::as_ptr(&other), Arc::as_ptr(completer)) {
                    for mark in other.pending_marks()? {
                        ps.wait_mark(&mark)?;
                        waited.push(mark);
                    }
                }
            }
            Ok(Box::new(move |r: Result<(), DriverError>| {
                // Reached before this: their streams count the work up to them finished.
                if r.is_ok() {
                    for mark in &waited {
                        mark.finish(true);
                    }
                }
                r
            }))
        })
        .settling()
    }
}

const _: () = assert!(
    POOL_STREAMS <= 8,
    "next_stream keeps a stream's index in 3 bits"
);
