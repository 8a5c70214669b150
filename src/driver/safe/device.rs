//! [`CudaDevice`]: the context, the main stream and the loaded modules of one GPU.

use super::context::Ctx;
use super::module::LoadedModule;
use super::ordering::{Accesses, EventPool, Lane, OpMark};
use super::staging::PinnedPool;
use super::thread_lanes::{ThreadLane, ThreadLanes};
use super::util::lock;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, RwLock, Weak};

/// One GPU: its retained primary context ([`cuDevicePrimaryCtxRetain`]), the streams its work
/// runs on, and the modules loaded into it. Created with [`CudaDevice::new`] as an `Arc`;
/// every buffer, stream and function holds a clone of that `Arc`, so the device outlives them.
///
/// The device's context is made current automatically on whichever thread uses it: sharing one
/// device among threads needs no [`bind_to_thread`](Self::bind_to_thread).
///
/// # Streams and threads
///
/// The calls a thread makes (copies, launches, frees, events) go to that thread's stream of the
/// device: the main stream on the thread that opened the device, and a stream of its own on
/// every other thread (made on its first call, and handed to the next new thread once the
/// thread's thread-locals are destroyed, which `JoinHandle::join` waits for and the end of
/// `std::thread::scope` does not). So a program of one thread has one stream, and threads
/// sharing a device do not queue behind one another. Buffers used by several threads (or
/// streams) are ordered by the crate: an operation waits for the earlier work on any stream
/// that writes what it reads, or uses what it writes. Graph launches, and the calls on buffers
/// a graph uses, go to the main stream whatever the thread. A thread's stream stays with the
/// device until the device is dropped. Where the crate's docs say *the main stream* of a call,
/// they mean the calling thread's stream of the device ([`cu_stream`](Self::cu_stream)).
///
/// ```no_run
/// use cuda_driver::driver::CudaDevice;
///
/// let dev = CudaDevice::new(0)?;
/// let x = dev.htod_sync_copy(&[1.0f32; 1024])?;
/// std::thread::scope(|s| {
///     for _ in 0..4 {
///         // Each thread's copies go to a stream of its own, and all of them read `x` after
///         // the upload on the main stream.
///         s.spawn(|| assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![1.0; 1024]));
///     }
/// });
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
///
/// Errors that happen where they cannot be returned (in `Drop`) are kept and returned, once, by
/// the next fallible call on the device, on any thread; when several drops fail before that
/// call, it returns the first, and its message counts the others and names the last one's
/// code. Once a kernel faults, the context is unusable: every later call on this device
/// returns that error (a device object of the GPU opened afterwards fails at its first call
/// that uses the context).
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::CudaDevice;
///
/// let dev = CudaDevice::new(0)?;
/// println!("{} ({} devices)", dev.name()?, CudaDevice::count()?);
/// let x = dev.htod_sync_copy(&[1.0f32, 2.0, 3.0])?;
/// assert_eq!(dev.dtoh_sync_copy(&x)?, [1.0, 2.0, 3.0]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
///
/// [`cuDevicePrimaryCtxRetain`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PRIMARY__CTX.html
pub struct CudaDevice {
    pub(in crate::driver::safe) ctx: Arc<Ctx>,
    /// The main stream: a non-blocking stream that the device's work on the thread that opened
    /// it goes to (see [`ThreadLanes`] for the other threads').
    pub(in crate::driver::safe) main: Arc<Lane>,
    /// The other threads' streams.
    pub(in crate::driver::safe) threads: Arc<ThreadLanes>,
    pub(in crate::driver::safe) modules: RwLock<HashMap<String, Arc<LoadedModule>>>,
    /// The crate's own modules (kernels embedded in the library, such as cuBLAS's small
    /// products), by name: loaded at their first use, outside `modules`, so that no user's
    /// module name replaces them.
    #[cfg(feature = "cublas")]
    pub(in crate::driver::safe) crate_modules: Mutex<Vec<(&'static str, Arc<LoadedModule>)>>,
    /// Pinned host buffers for staged copies, shared with the async adapter.
    pub(in crate::driver::safe) pinned: Arc<PinnedPool>,
    /// Events for marks after work (staged copies, async operations).
    pub(in crate::driver::safe) events: Arc<EventPool>,
    /// How many small downloads to pageable memory this object has made (up to
    /// [`DIRECT_DOWNLOADS`](super::memory::DIRECT_DOWNLOADS)): the first ones take the
    /// driver's own path, so that a short-lived object allocates no pinned memory.
    pub(in crate::driver::safe) small_downloads: AtomicUsize,
    /// What [`synchronize`](Self::synchronize) also waits for: the async adapters' releases of
    /// what finished operations owned.
    releasers: Mutex<Vec<Weak<dyn Releaser>>>,
    /// Whether an adapter was ever registered in `releasers`, so that a synchronize of an
    /// object without one takes no lock for it.
    any_releaser: AtomicBool,
    /// The records of buffers given up with [`CudaSlice::leak`] while work the stream order
    /// cannot wait for still used them (a graph that captured them, an NCCL group still open),
    /// by address: [`upgrade_device_ptr`](Self::upgrade_device_ptr) gives the record back to
    /// the buffer it makes of one, so that its uses and its free follow that work.
    ///
    /// [`CudaSlice::leak`]: super::CudaSlice::leak
    pub(in crate::driver::safe) leaked_records: Mutex<Vec<(sys::CUdeviceptr, Accesses)>>,
}

/// The device objects made so far, by device, for [`CudaDevice::synchronize`] to find the
/// others of its GPU.
static OPEN: std::sync::Mutex<Vec<(sys::CUdevice, Weak<CudaDevice>)>> =
    std::sync::Mutex::new(Vec::new());

/// How many device objects are alive, of every GPU: with one, there is no other to look up in
/// [`OPEN`].
static LIVE: AtomicUsize = AtomicUsize::new(0);

/// Something that releases, on a thread of its own, what finished GPU work owned (the async
/// adapter's completion thread): [`CudaDevice::synchronize`] waits for it to catch up.
pub(crate) trait Releaser: Send + Sync {
    /// Returns once everything submitted before the call is released. The GPU is idle when
    /// this is called.
    fn drain(&self);

    /// Gives what the adapter's streams kept of freed allocations back to the memory pool (in
    /// their order), without waiting for its releases: for a synchronize of another object
    /// of the same GPU, which must not drop what this adapter put aside for its own caller.
    fn give_back_kept(&self);

    /// Marks after the work enqueued so far that may be unfinished (on the adapter's streams,
    /// and its operations on streams of the user's), for another adapter of the device to wait
    /// for.
    fn pending_marks(&self) -> Result<Vec<Arc<OpMark>>, DriverError>;
}

impl std::fmt::Debug for CudaDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaDevice")
            .field("ordinal", &self.ctx.ordinal)
            .field("cu_device", &self.ctx.cu_device)
            .finish()
    }
}

impl CudaDevice {
    /// Opens the device with this ordinal: retains its primary context
    /// ([`cuDevicePrimaryCtxRetain`]) and creates the main stream, a non-blocking one.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuDevicePrimaryCtxRetain`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PRIMARY__CTX.html
    pub fn new(ordinal: usize) -> Result<Arc<Self>, DriverError> {
        Self::with_ctx(Ctx::retain(ordinal)?)
    }

    /// A device object over `ctx` (current on this thread): its main stream, its pools.
    pub(crate) fn with_ctx(ctx: Arc<Ctx>) -> Result<Arc<Self>, DriverError> {
        let dev = Arc::new(CudaDevice {
            main: Lane::create(&ctx, None)?,
            threads: ThreadLanes::new(),
            modules: RwLock::new(HashMap::new()),
            #[cfg(feature = "cublas")]
            crate_modules: Mutex::new(Vec::new()),
            pinned: PinnedPool::new(&ctx),
            events: EventPool::new(&ctx),
            small_downloads: AtomicUsize::new(0),
            releasers: Mutex::new(Vec::new()),
            any_releaser: AtomicBool::new(false),
            leaked_records: Mutex::new(Vec::new()),
            ctx,
        });
        let mut open = lock(&OPEN);
        open.retain(|(_, d)| d.strong_count() > 0);
        open.push((dev.ctx.cu_device, Arc::downgrade(&dev)));
        LIVE.fetch_add(1, Ordering::AcqRel);
        drop(open);
        Ok(dev)
    }

    /// The other live device objects of this GPU (`CudaDevice::new` of the same ordinal): they
    /// share its primary context and memory pool.
    fn others_of_this_gpu(&self) -> Vec<Arc<CudaDevice>> {
        // Counted under `OPEN`'s lock when made: an object made before this call is counted.
        if LIVE.load(Ordering::Acquire) <= 1 {
            return Vec::new();
        }
        lock(&OPEN)
            .iter()
            .filter(|(d, _)| *d == self.ctx.cu_device)
            .filter_map(|(_, d)| d.upgrade())
            .filter(|d| !std::ptr::eq(&**d, self))
            // A context made for one device object alone (not the primary one) has streams
            // of its own, which another context's calls cannot use.
            .filter(|d| d.ctx.cu_primary_ctx == self.ctx.cu_primary_ctx)
            .collect()
    }

    /// The same as [`new`](Self::new), which always creates a dedicated main stream (kept for
    /// cudarc 0.13 compatibility).
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaDevice;
    /// let dev = CudaDevice::new_with_stream(0)?;
    /// assert_eq!(dev.ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new_with_stream(ordinal: usize) -> Result<Arc<Self>, DriverError> {
        Self::new(ordinal)
    }

    /// The number of CUDA devices ([`cuDeviceGetCount`]).
    ///
    /// ```no_run
    /// println!("{}", cuda_driver::driver::CudaDevice::count()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuDeviceGetCount`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html
    pub fn count() -> Result<i32, DriverError> {
        result::init()?;
        result::device::get_count()
    }

    /// The ordinal this device was opened with.
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaDevice;
    /// for i in 0..CudaDevice::count()? as usize {
    ///     assert_eq!(CudaDevice::new(i)?.ordinal(), i);
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn ordinal(&self) -> usize {
        self.ctx.ordinal
    }

    /// The device's name, such as `"NVIDIA H100 80GB HBM3"` ([`cuDeviceGetName`]).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let name = dev.name()?;
    /// assert!(!name.is_empty());
    /// println!("device 0: {name}");
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuDeviceGetName`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html
    pub fn name(&self) -> Result<String, DriverError> {
        self.check_and_make_current()?;
        result::device::get_name(self.ctx.cu_device)
    }

    /// The device's UUID ([`cuDeviceGetUuid`]).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let uuid = dev.uuid()?;
    /// let hex: String = uuid.bytes.iter().map(|b| format!("{:02x}", *b as u8)).collect();
    /// assert_eq!(hex.len(), 32);
    /// println!("GPU-{hex}");
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuDeviceGetUuid`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html
    pub fn uuid(&self) -> Result<sys::CUuuid, DriverError> {
        self.check_and_make_current()?;
        result::device::get_uuid(self.ctx.cu_device)
    }

    /// One attribute of the device, such as
    /// `CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR`
    /// ([`cuDeviceGetAttribute`]).
    ///
    /// ```no_run
    /// use cuda_driver::driver::{CudaDevice, sys::CUdevice_attribute};
    ///
    /// let dev = CudaDevice::new(0)?;
    /// let sms = dev.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuDeviceGetAttribute`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html
    pub fn attribute(&self, attrib: sys::CUdevice_attribute) -> Result<i32, DriverError> {
        self.check_and_make_current()?;
        // SAFETY: cu_device is valid for the device's life.
        unsafe { result::device::get_attribute(self.ctx.cu_device, attrib) }
    }

    /// The device handle.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// // The raw handle works with the `result` layer.
    /// assert_eq!(result::device::get_name(*dev.cu_device())?, dev.name()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_device(&self) -> &sys::CUdevice {
        &self.ctx.cu_device
    }

    /// The retained primary context.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.bind_to_thread()?;
    /// assert_eq!(result::ctx::get_current()?, Some(*dev.cu_primary_ctx()));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_primary_ctx(&self) -> &sys::CUcontext {
        &self.ctx.cu_primary_ctx
    }

    /// The calling thread's stream of the device, which its copies, launches and frees go to
    /// (the main stream on the thread that opened the device: see [Streams and
    /// threads](Self#streams-and-threads)). Work enqueued on it through `sys` is outside the
    /// crate's per-buffer ordering: order it yourself. Once the main stream's handle was taken,
    /// buffers are freed in its order (after the work it waited for), as cudarc frees them, so
    /// that a free follows raw work enqueued there before the drop.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.alloc_zeros::<u8>(1 << 20)?;
    /// // SAFETY: the main stream lives as long as `dev`.
    /// unsafe { result::stream::synchronize(*dev.cu_stream()) }?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_stream(&self) -> &sys::CUstream {
        if self.threads.is_home() {
            return self.main.hand_out();
        }
        // Made current without taking a kept error (it stays for the next fallible call).
        match self
            .ctx
            .make_current()
            .and_then(|()| self.threads.thread_lane(&self.main, &self.ctx))
        {
            Ok(here) => {
                let raw: *const sys::CUstream = here.raw();
                // SAFETY: the device keeps every thread's stream (`ThreadLanes::all`) and the
                // main stream until it is dropped itself, so the handle outlives `&self`.
                unsafe { &*raw }
            }
            Err(e) => {
                // No stream of its own could be made: the thread's calls will fail the same
                // way, and the error is kept for the next of them.
                self.ctx
                    .defer_error(e.context("while making the calling thread's stream"));
                self.main.raw()
            }
        }
    }

    /// Makes the device's context current on this thread ([`cuCtxSetCurrent`]).
    /// Never required: every call does this itself when needed. Call it after changing the
    /// current context through `sys` directly.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// // Something changed the current context behind the crate's back...
    /// // SAFETY: a null context unbinds the thread.
    /// unsafe { result::ctx::set_current(std::ptr::null_mut()) }?;
    /// // ...so bind the device's context again.
    /// dev.bind_to_thread()?;
    /// assert_eq!(result::ctx::get_current()?, Some(*dev.cu_primary_ctx()));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuCtxSetCurrent`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html
    pub fn bind_to_thread(&self) -> Result<(), DriverError> {
        // SAFETY: the context is retained for the device's life.
        unsafe { result::ctx::set_current(self.ctx.cu_primary_ctx) }?;
        self.ctx.take_status()
    }

    /// Waits for all work on the device (every stream of its context:
    /// [`cuCtxSynchronize`]), then returns any error kept from a `Drop`.
    ///
    /// Also waits for the async adapters of this device to release what finished operations
    /// owned (the buffers and host memory of dropped or leaked futures), and gives the memory
    /// the streams kept for reuse back to the pool, this device object's and those of the other
    /// `CudaDevice` objects of the same GPU: after it, device memory in use is what live
    /// buffers hold, plus what the pool keeps by its release threshold.
    ///
    /// # Errors
    ///
    /// An error kept from a `Drop`, or the driver's. While a graph capture is open in the
    /// context (on another thread, or by another device object of the same GPU) the driver
    /// refuses the wait: this returns `CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED` at once,
    /// **without waiting for anything**, and the capture is invalidated. Work enqueued before
    /// it stays ordered as usual; synchronize a stream
    /// ([`CudaStream::synchronize`](super::CudaStream::synchronize)) to wait during a capture.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuCtxSynchronize`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html
    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.check_and_make_current()?;
        // What the streams had enqueued before the synchronize is finished after it: noted, so
        // that a later wait for an old access needs no new mark (behind later work).
        let lanes = self.threads.all();
        let mut inline = [0u64; 8];
        let spilled: Vec<u64>;
        let generations: &[u64] = if lanes.len() <= inline.len() {
            for (g, lane) in inline.iter_mut().zip(lanes.iter()) {
                *g = lane.generation();
            }
            &inline[..lanes.len()]
        } else {
            spilled = lanes.iter().map(|l| l.generation()).collect();
            &spilled
        };
        let main_g = self.main.generation();
        self.keep_if_sticky(result::ctx::synchronize())?;
        self.main.finished(main_g);
        for (lane, g) in lanes.iter().zip(generations) {
            lane.finished(*g);
        }
        // The threads' streams give back the allocations they kept for reuse: this object's
        // and those of the other objects of the GPU, whose memory pool is this one's.
        // The other objects are not held across the waits below: one whose last `Arc` its
        // owner drops meanwhile goes when its owner's calls return, not after this wait.
        let mut others = self.others_of_this_gpu();
        let mut kept = false;
        for lane in lanes.iter() {
            kept |= lane.free_kept()?;
        }
        for o in &others {
            for lane in o.threads.all().iter() {
                kept |= lane.free_kept()?;
            }
        }
        if kept {
            drop(others);
            self.keep_if_sticky(result::ctx::synchronize())?;
            // Looked up again: the objects were not held across the wait.
            others = self.others_of_this_gpu();
        }
        // The other objects' adapters give back what their streams kept; what they release is
        // theirs to drop.
        let gave_back = !others.is_empty() && {
            let others_releasers: Vec<_> = others.iter().flat_map(|o| o.releasers()).collect();
            drop(others);
            let any = !others_releasers.is_empty();
            for d in others_releasers {
                d.give_back_kept();
            }
            any
        };
        // This object's adapters, looked at only once one was ever registered.
        if !self.any_releaser.load(Ordering::Acquire) {
            return self.synchronize_again_if(gave_back);
        }
        let releasers = self.releasers();
        if releasers.is_empty() {
            return self.synchronize_again_if(gave_back);
        }
        for d in &releasers {
            d.drain();
        }
        drop(releasers);
        // The releases enqueued frees on the streams that last used the memory; the pool
        // returns memory at a synchronization.
        self.check_and_make_current()?;
        self.keep_if_sticky(result::ctx::synchronize())
    }

    /// The end of [`synchronize`](Self::synchronize) when this object has no adapter: the
    /// memory other objects' adapters gave back (`gave_back`) returns to the pool at a
    /// synchronization.
    fn synchronize_again_if(&self, gave_back: bool) -> Result<(), DriverError> {
        if gave_back {
            self.check_and_make_current()?;
            self.keep_if_sticky(result::ctx::synchronize())?;
        }
        Ok(())
    }

    /// Chooses how threads wait in the blocking calls on this GPU's primary context
    /// (`synchronize`, copies that wait, `CudaStream::synchronize`, ...): spinning (the
    /// default) or, with `true`, blocking (`CU_CTX_SCHED_BLOCKING_SYNC`, set with
    /// [`cuCtxSetFlags`], CUDA 12.1 or later), which frees the core and adds a
    /// wake-up to each wait. The setting belongs to the context, so it applies to every
    /// `CudaDevice` of the same GPU. [`CudaEvent::synchronize`](super::CudaEvent::synchronize)
    /// waits as the event's own flags say instead
    /// ([`EventFlags::BLOCKING_SYNC`](super::EventFlags::BLOCKING_SYNC)). `benches/driver.rs`,
    /// group `cpu`, measures the latency and CPU cost of both; results in BENCHMARKS.md.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.set_blocking_sync(true)?; // long waits without burning a core
    /// dev.synchronize()?;
    /// dev.set_blocking_sync(false)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuCtxSetFlags`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__CTX.html
    pub fn set_blocking_sync(&self, blocking: bool) -> Result<(), DriverError> {
        self.check_and_make_current()?;
        let sched = sys::CUctx_flags_enum::CU_CTX_SCHED_MASK as u32;
        let flags = self.keep_if_sticky(result::ctx::get_flags())? & !sched;
        let mode = if blocking {
            sys::CUctx_flags_enum::CU_CTX_SCHED_BLOCKING_SYNC
        } else {
            sys::CUctx_flags_enum::CU_CTX_SCHED_AUTO
        };
        self.keep_if_sticky(result::ctx::set_flags(flags | mode as u32))
            .map_err(|e| e.context("while choosing how to wait (cuCtxSetFlags, CUDA 12.1+)"))
    }

    /// The async adapters of this device still alive.
    pub(crate) fn releasers(&self) -> Vec<Arc<dyn Releaser>> {
        // Set, under the lock, when an adapter is added: one registered before this call is
        // seen.
        if !self.any_releaser.load(Ordering::Acquire) {
            return Vec::new();
        }
        let mut d = lock(&self.releasers);
        if d.is_empty() {
            return Vec::new();
        }
        d.retain(|w| w.strong_count() > 0);
        d.iter().filter_map(Weak::upgrade).collect()
    }

    /// Registers an async adapter for [`synchronize`](Self::synchronize) to wait for.
    pub(crate) fn add_releaser(&self, d: Weak<dyn Releaser>) {
        let mut releasers = lock(&self.releasers);
        releasers.retain(|w| w.strong_count() > 0);
        releasers.push(d);
        self.any_releaser.store(true, Ordering::Release);
    }

    /// The prologue of every fallible call: reports kept errors and makes the context current.
    #[inline(always)]
    pub(crate) fn check_and_make_current(&self) -> Result<(), DriverError> {
        self.ctx.check_and_make_current()
    }

    /// Passes the result of a driver call that enqueues nothing through, remembering errors
    /// that break the context for good.
    #[inline(always)]
    pub(crate) fn keep_if_sticky<T>(&self, r: Result<T, DriverError>) -> Result<T, DriverError> {
        self.ctx.keep_if_sticky(r)
    }

    /// Makes the context current without reporting kept errors, for teardown.
    #[inline]
    pub(crate) fn make_current(&self) -> Result<(), DriverError> {
        self.ctx.make_current()
    }

    /// Runs `f` now, or, while a graph capture on the device's context is open (on any
    /// thread), once the last one ends: for teardown that synchronizes the device (destroying
    /// a library's handle), which would invalidate the capture. `f` makes the context current
    /// itself.
    #[cfg(any(feature = "cublas", feature = "cublaslt"))]
    pub(crate) fn after_captures(&self, f: impl FnOnce() + Send + 'static) {
        super::ordering::after_captures(&self.ctx, Box::new(f));
    }

    /// Runs `f` once no graph capture of this GPU's context is open on another thread, with
    /// none beginning while it runs: for a library's work that would invalidate a capture and
    /// whose result the caller waits for (cuRAND's setup of a generator, `doing`). An error,
    /// and `f` not run, if a capture is still open after a while (see
    /// `ordering::outside_captures`).
    #[cfg(feature = "curand")]
    pub(crate) fn outside_captures<T>(
        &self,
        doing: &str,
        f: impl FnOnce() -> T,
    ) -> Result<T, DriverError> {
        super::ordering::outside_captures(&self.ctx, doing, f)
    }

    /// Keeps an error from a `Drop` for the next fallible call.
    pub(crate) fn defer_error(&self, e: DriverError) {
        self.ctx.defer_error(e)
    }

    /// The calling thread's stream (see [Streams and threads](Self#streams-and-threads)). The
    /// caller has made the device current.
    #[inline(always)]
    pub(crate) fn thread_lane(&self) -> Result<ThreadLane<'_>, DriverError> {
        self.threads.thread_lane(&self.main, &self.ctx)
    }

    /// The stream an operation on `uses` goes to from the calling thread: the thread's own, or
    /// the main stream where a buffer is used by a graph. Graph launches go to the main stream
    /// too: a launch writes its buffers without borrowing them, so stream order is what keeps
    /// it and a sync call on one of them (from any thread) from overlapping.
    #[inline(always)]
    pub(crate) fn lane_for<U: super::ordering::Uses + ?Sized>(
        &self,
        uses: &U,
    ) -> Result<ThreadLane<'_>, DriverError> {
        if self.threads.is_home() {
            return Ok(ThreadLane::Main(&self.main));
        }
        let mut captured = false;
        let _ = uses.each(|u| {
            captured |= u.accesses.captured().is_some();
            Ok(())
        });
        if captured {
            return Ok(ThreadLane::Main(&self.main));
        }
        self.thread_lane()
    }

    /// Enqueues on the calling thread's stream (see [`lane_for`](Self::lane_for)) an operation
    /// that uses `uses`, ordered after their pending accesses and recorded in them (see
    /// [`Lane::run`]). The caller has made the device current and checked that the buffers belong
    /// to it.
    #[inline(always)]
    pub(crate) fn run_on_thread_lane<T, U: super::ordering::Uses + ?Sized>(
        &self,
        uses: &U,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        self.lane_for(uses)?.run(&self.main, uses, enqueue)
    }
}

impl Drop for CudaDevice {
    /// Waits for the device's streams, then lets go of what the device owns: the modules, the
    /// pinned buffers, the streams and finally the primary context, each freed by its own `Drop`
    /// once nothing else holds it. Errors here have no later call to go to: call
    /// [`synchronize`](Self::synchronize) first to see them.
    ///
    /// Everything that uses device resources holds an `Arc` of the device, so by now every
    /// buffer, stream, graph and async adapter of it is gone, and the streams of those have
    /// been synchronized or joined into the device's as they went. Every buffer's free was
    /// enqueued after all the work that used it; the allocations the threads' streams kept for
    /// reuse are freed in those streams' order when they are destroyed here. If the device's
    /// waits used flags in mapped host memory, the whole GPU is synchronized before their pages
    /// are freed, which invalidates a graph being captured by another device object of the
    /// same GPU meanwhile (see [`capture_graph`](Self::capture_graph)).
    fn drop(&mut self) {
        LIVE.fetch_sub(1, Ordering::AcqRel);
        if self.ctx.make_current().is_ok() {
            let _ = self.main.synchronize();
            for lane in self.threads.all().iter() {
                let _ = lane.synchronize();
            }
        }
    }
}
