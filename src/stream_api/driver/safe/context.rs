//! [`CudaContext`]: cudarc 0.19's handle to a device, a face of the crate's
//! [`CudaDevice`](crate::driver::CudaDevice) (its retained primary context, streams and
//! modules). Every `CudaContext::new` of one ordinal shares one device object while any of
//! them lives, so that buffers, streams and kernels of one GPU mix freely, as in cudarc.

use crate::driver::{CudaDevice, DriverError};
use crate::stream_api::driver::{result, sys};
use crate::stream_api::seam;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, Weak};

/// One GPU's primary context: the entry point of the stream API. Create it with
/// [`CudaContext::new`]; every stream, buffer, module and event holds an `Arc` of it.
///
/// The context is made current on whichever thread uses it: sharing one among threads needs
/// no [`bind_to_thread`](Self::bind_to_thread). Errors that happen where they cannot be
/// returned (in `Drop`, or a refusal kept by a call that goes on) are kept and returned by the
/// next fallible call of this object or of its streams, modules and events
/// ([`check_err`](Self::check_err) takes them); as in cudarc 0.19 they are this object's own:
/// another `CudaContext` of the same GPU neither gets nor takes them.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::CudaContext;
///
/// let ctx = CudaContext::new(0)?;
/// println!("{} ({} devices)", ctx.name()?, CudaContext::device_count()?);
/// let stream = ctx.default_stream();
/// let x = stream.clone_htod(&[1.0f32, 2.0])?;
/// assert_eq!(stream.clone_dtoh(&x)?, [1.0, 2.0]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug)]
pub struct CudaContext {
    pub(crate) dev: Arc<CudaDevice>,
    /// Whether the device's primary context (shared), or one made for this value alone.
    primary: bool,
    /// cudarc's switch, kept for source compatibility: ordering does not depend on it.
    event_tracking: AtomicBool,
    /// Streams made by `new_stream` or `fork` (cudarc's multi-stream mode).
    num_streams: AtomicUsize,
    /// The streams made for this context, for [`synchronize`](Self::synchronize) to give back
    /// the allocations they keep for reuse.
    streams: Mutex<Vec<Weak<dyn KeepsAllocations>>>,
    /// The errors kept for this object's next call ([`record_err`](Self::record_err)), as
    /// cudarc keeps them per `CudaContext`: another `CudaContext` of the same GPU neither
    /// gets nor takes them. (Errors of the crate's own buffers' drops are the GPU's, and go to
    /// whichever object's call comes next.)
    pub(crate) errors: Arc<seam::KeptErrors>,
}

/// A stream that keeps freed allocations for its own next ones (see
/// [`CudaContext::synchronize`]).
pub(crate) trait KeepsAllocations: Send + Sync + std::fmt::Debug {
    /// Gives what it keeps back to the memory pool, in its order.
    fn give_back(&self) -> Result<(), DriverError>;
}

/// The device objects the stream API opened, by ordinal, shared while one lives.
static DEVICES: Mutex<Vec<(usize, Weak<CudaDevice>)>> = Mutex::new(Vec::new());

impl PartialEq for CudaContext {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.dev, &other.dev)
    }
}
impl Eq for CudaContext {}

impl CudaContext {
    /// Opens device `ordinal`: retains its primary context (shared with every other
    /// `CudaContext` of the ordinal alive now) and makes it current on this thread.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::CudaContext;
    ///
    /// let (a, b) = (CudaContext::new(0)?, CudaContext::new(0)?);
    /// assert_eq!(a, b); // one device: their buffers and streams mix
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new(ordinal: usize) -> Result<Arc<Self>, DriverError> {
        let dev = {
            let mut open = DEVICES.lock().unwrap_or_else(|e| e.into_inner());
            open.retain(|(_, d)| d.strong_count() > 0);
            match open
                .iter()
                .find(|(o, _)| *o == ordinal)
                .and_then(|(_, d)| d.upgrade())
            {
                Some(dev) => dev,
                None => {
                    let dev = CudaDevice::new(ordinal)?;
                    open.push((ordinal, Arc::downgrade(&dev)));
                    dev
                }
            }
        };
        let ctx = Arc::new(Self::wrap(dev, true));
        ctx.bind_to_thread()?;
        Ok(ctx)
    }

    fn wrap(dev: Arc<CudaDevice>, primary: bool) -> Self {
        CudaContext {
            dev,
            primary,
            event_tracking: AtomicBool::new(true),
            num_streams: AtomicUsize::new(0),
            streams: Mutex::new(Vec::new()),
            errors: Arc::default(),
        }
    }

    /// The crate's device object this context is a face of, for mixing the two APIs.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let dev = ctx.device();
    /// let a = dev.htod_sync_copy(&[1u8])?; // the CudaDevice API
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.dev
    }

    /// Whether this is the device's primary context ([`new`](Self::new)), or one made for
    /// this value alone ([`new_non_primary`](Self::new_non_primary) and the others).
    ///
    /// ```no_run
    /// assert!(cuda_driver::stream_api::driver::CudaContext::new(0)?.is_primary());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_primary(&self) -> bool {
        self.primary
    }

    /// A new context of device `ordinal`, not the primary one (`cuCtxCreate_v4`, or
    /// `cuCtxCreate_v3` on a driver older than CUDA 12.5), destroyed when this value and
    /// everything made in it are gone. `flags` are `CUctx_flags` bits (0 for the defaults).
    /// Its streams, buffers and modules are its own: they do not mix with the primary
    /// context's.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::CudaContext;
    /// let ctx = CudaContext::new_non_primary(0, 0)?;
    /// assert!(!ctx.is_primary());
    /// let a = ctx.default_stream().clone_htod(&[1u8])?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new_non_primary(ordinal: usize, flags: u32) -> Result<Arc<Self>, DriverError> {
        result::init()?;
        let cu_device = result::device::get(ordinal as i32)?;
        // SAFETY: `cu_device` came from device::get; the context is owned below.
        let made = unsafe { result::ctx::create_v4(std::ptr::null_mut(), flags, cu_device) };
        let cu_ctx = match made {
            // A driver before CUDA 12.5.
            Err(e) if e.0 == sys::CUresult::CUDA_ERROR_NOT_FOUND => {
                // SAFETY: as above.
                unsafe { result::ctx::create_v3(flags, cu_device) }?
            }
            r => r?,
        };
        // SAFETY: made just above, for this value alone.
        unsafe { Self::own_context(ordinal, cu_device, cu_ctx) }
    }

    /// A new context of device `ordinal` sharing resources with a graphics API (CUDA in
    /// Graphics: `cuCtxCreate_v4` with `cig_params`; CUDA 12.5 and later), as
    /// [`new_non_primary`](Self::new_non_primary) otherwise.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, sys};
    /// # fn d3d12_queue() -> *mut std::ffi::c_void { unimplemented!() }
    /// let mut cig = sys::CUctxCigParam {
    ///     sharedDataType: sys::CUcigDataType::CIG_DATA_TYPE_D3D12_COMMAND_QUEUE,
    ///     sharedData: d3d12_queue(),
    /// };
    /// let ctx = CudaContext::new_cig(0, 0, &mut cig)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new_cig(
        ordinal: usize,
        flags: u32,
        cig_params: &mut sys::CUctxCigParam,
    ) -> Result<Arc<Self>, DriverError> {
        result::init()?;
        let cu_device = result::device::get(ordinal as i32)?;
        let mut params = sys::CUctxCreateParams {
            execAffinityParams: std::ptr::null_mut(),
            numExecAffinityParams: 0,
            cigParams: cig_params,
        };
        // SAFETY: the parameters live across the call; the context is owned below.
        let cu_ctx = unsafe { result::ctx::create_v4(&mut params, flags, cu_device) }?;
        // SAFETY: made just above, for this value alone.
        unsafe { Self::own_context(ordinal, cu_device, cu_ctx) }
    }

    /// Wraps a context made elsewhere (such as a CiG context from `cuCtxCreate_v4`), which
    /// this value owns from now on: it is destroyed (`cuCtxDestroy_v2`) when this value and
    /// everything made in it are gone.
    ///
    /// # Safety
    ///
    /// `cu_ctx` must be a live context of `cu_device` (the device with `ordinal`), which the
    /// caller neither destroys nor releases afterwards.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, result};
    /// result::init()?;
    /// let dev = result::device::get(0)?;
    /// // SAFETY: a fresh context of device 0, handed over.
    /// let ctx = unsafe { CudaContext::from_raw_context(0, dev, result::ctx::create_v3(0, dev)?) }?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn from_raw_context(
        ordinal: usize,
        cu_device: sys::CUdevice,
        cu_ctx: sys::CUcontext,
    ) -> Result<Arc<Self>, DriverError> {
        // SAFETY: the caller's contract.
        unsafe { Self::own_context(ordinal, cu_device, cu_ctx) }
    }

    /// A context over `cu_ctx`, made for it alone.
    ///
    /// # Safety
    ///
    /// As for [`from_raw_context`](Self::from_raw_context).
    unsafe fn own_context(
        ordinal: usize,
        cu_device: sys::CUdevice,
        cu_ctx: sys::CUcontext,
    ) -> Result<Arc<Self>, DriverError> {
        // SAFETY: the caller's contract.
        let dev = unsafe { seam::device_of_own_context(ordinal, cu_device, cu_ctx) }?;
        let ctx = Arc::new(Self::wrap(dev, false));
        ctx.bind_to_thread()?;
        Ok(ctx)
    }

    /// Whether the device allocates in stream order (`cuMemAllocAsync`; memory pools).
    ///
    /// ```no_run
    /// println!("{}", cuda_driver::stream_api::driver::CudaContext::new(0)?.has_async_alloc());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn has_async_alloc(&self) -> bool {
        seam::allocates_in_stream_order(&self.dev)
    }

    /// The number of CUDA devices.
    ///
    /// ```no_run
    /// println!("{}", cuda_driver::stream_api::driver::CudaContext::device_count()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device_count() -> Result<i32, DriverError> {
        result::init()?;
        result::device::get_count()
    }

    /// The ordinal of the device.
    ///
    /// ```no_run
    /// assert_eq!(cuda_driver::stream_api::driver::CudaContext::new(0)?.ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn ordinal(&self) -> usize {
        self.dev.ordinal()
    }

    /// The device's name.
    ///
    /// ```no_run
    /// println!("{}", cuda_driver::stream_api::driver::CudaContext::new(0)?.name()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn name(&self) -> Result<String, DriverError> {
        self.dev.name()
    }

    /// The device's UUID.
    ///
    /// ```no_run
    /// let uuid = cuda_driver::stream_api::driver::CudaContext::new(0)?.uuid()?;
    /// assert_eq!(uuid.bytes.len(), 16);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn uuid(&self) -> Result<sys::CUuuid, DriverError> {
        self.dev.uuid()
    }

    /// The device's compute capability as `(major, minor)`.
    ///
    /// ```no_run
    /// let (major, _minor) = cuda_driver::stream_api::driver::CudaContext::new(0)?.compute_capability()?;
    /// assert!(major >= 5);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn compute_capability(&self) -> Result<(i32, i32), DriverError> {
        use sys::CUdevice_attribute::*;
        Ok((
            self.attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
            self.attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
        ))
    }

    /// The device's memory in bytes.
    ///
    /// ```no_run
    /// assert!(cuda_driver::stream_api::driver::CudaContext::new(0)?.total_mem()? > 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn total_mem(&self) -> Result<usize, DriverError> {
        self.enter()?;
        // SAFETY: the device handle is valid while the device object lives.
        unsafe { result::device::total_mem(*self.dev.cu_device()) }
    }

    /// The free and total device memory in bytes, `(free, total)`.
    ///
    /// ```no_run
    /// let (free, total) = cuda_driver::stream_api::driver::CudaContext::new(0)?.mem_get_info()?;
    /// assert!(free <= total);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn mem_get_info(&self) -> Result<(usize, usize), DriverError> {
        self.enter()?;
        result::mem_get_info()
    }

    /// The device handle. The context owns it: do not release it.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, result};
    /// let ctx = CudaContext::new(0)?;
    /// assert_eq!(result::device::get_name(ctx.cu_device())?, ctx.name()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_device(&self) -> sys::CUdevice {
        *self.dev.cu_device()
    }

    /// The context handle. The context owns it: do not destroy or release it.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, result};
    /// let ctx = CudaContext::new(0)?;
    /// ctx.bind_to_thread()?;
    /// assert_eq!(result::ctx::get_current()?, Some(ctx.cu_ctx()));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_ctx(&self) -> sys::CUcontext {
        *self.dev.cu_primary_ctx()
    }

    /// Makes the context current on this thread, returning an error kept from a `Drop`.
    /// Never required: every call does this itself.
    ///
    /// ```no_run
    /// cuda_driver::stream_api::driver::CudaContext::new(0)?.bind_to_thread()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn bind_to_thread(&self) -> Result<(), DriverError> {
        self.dev.bind_to_thread()
    }

    /// One attribute of the device.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, sys::CUdevice_attribute};
    /// let sms = CudaContext::new(0)?
    ///     .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
    /// assert!(sms > 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn attribute(&self, attrib: sys::CUdevice_attribute) -> Result<i32, DriverError> {
        self.dev.attribute(attrib)
    }

    /// Waits for all work on the device (every stream of the context), then returns an error
    /// kept from a `Drop`. The streams of this context give the allocations they keep for
    /// reuse back to the memory pool first.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let _a = ctx.default_stream().alloc_zeros::<u8>(1 << 20)?;
    /// ctx.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.enter()?;
        let streams: Vec<Arc<dyn KeepsAllocations>> = {
            let mut s = self.streams.lock().unwrap_or_else(|e| e.into_inner());
            s.retain(|w| w.strong_count() > 0);
            s.iter().filter_map(Weak::upgrade).collect()
        };
        for s in &streams {
            s.give_back()?;
        }
        drop(streams);
        self.dev.synchronize()
    }

    /// Makes the waits of blocking calls on this context sleep rather than spin
    /// (`CU_CTX_SCHED_BLOCKING_SYNC`; CUDA 12.1 and later).
    ///
    /// ```no_run
    /// cuda_driver::stream_api::driver::CudaContext::new(0)?.set_blocking_synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn set_blocking_synchronize(&self) -> Result<(), DriverError> {
        self.set_flags(sys::CUctx_flags::CU_CTX_SCHED_BLOCKING_SYNC)
    }

    /// Replaces the context's flags (`cuCtxSetFlags`; CUDA 12.1 and later).
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, sys::CUctx_flags};
    /// CudaContext::new(0)?.set_flags(CUctx_flags::CU_CTX_SCHED_AUTO)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn set_flags(&self, flags: sys::CUctx_flags) -> Result<(), DriverError> {
        self.enter()?;
        result::ctx::set_flags(flags)
    }

    /// A limit of the context (`cuCtxGetLimit`).
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, sys::CUlimit};
    /// let stack = CudaContext::new(0)?.get_limit(CUlimit::CU_LIMIT_STACK_SIZE)?;
    /// # let _ = stack;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn get_limit(&self, limit: sys::CUlimit) -> Result<usize, DriverError> {
        self.enter()?;
        result::ctx::get_limit(limit)
    }

    /// Sets a limit of the context (`cuCtxSetLimit`).
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, sys::CUlimit};
    /// CudaContext::new(0)?.set_limit(CUlimit::CU_LIMIT_PRINTF_FIFO_SIZE, 1 << 20)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn set_limit(&self, limit: sys::CUlimit, value: usize) -> Result<(), DriverError> {
        self.enter()?;
        result::ctx::set_limit(limit, value)
    }

    /// The context's preference between L1 cache and shared memory (`cuCtxGetCacheConfig`).
    ///
    /// ```no_run
    /// println!("{:?}", cuda_driver::stream_api::driver::CudaContext::new(0)?.get_cache_config()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn get_cache_config(&self) -> Result<sys::CUfunc_cache, DriverError> {
        self.enter()?;
        result::ctx::get_cache_config()
    }

    /// Sets the context's preference between L1 cache and shared memory
    /// (`cuCtxSetCacheConfig`).
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, sys::CUfunc_cache};
    /// CudaContext::new(0)?.set_cache_config(CUfunc_cache::CU_FUNC_CACHE_PREFER_NONE)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn set_cache_config(&self, config: sys::CUfunc_cache) -> Result<(), DriverError> {
        self.enter()?;
        result::ctx::set_cache_config(config)
    }

    /// Whether streams were made with [`new_stream`](Self::new_stream) or
    /// [`CudaStream::fork`](super::CudaStream::fork) (cudarc's multi-stream mode). Ordering does not depend on it.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let _s = ctx.new_stream()?;
    /// assert!(ctx.is_in_multi_stream_mode());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_in_multi_stream_mode(&self) -> bool {
        self.num_streams.load(Ordering::Relaxed) > 0
    }

    /// What [`enable_event_tracking`](Self::enable_event_tracking) and
    /// [`disable_event_tracking`](Self::disable_event_tracking) last set (on at first). Kept
    /// for source compatibility: work is ordered across streams either way.
    ///
    /// ```no_run
    /// assert!(cuda_driver::stream_api::driver::CudaContext::new(0)?.is_event_tracking());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_event_tracking(&self) -> bool {
        self.event_tracking.load(Ordering::Relaxed)
    }

    /// Whether the context orders work on buffers across streams itself: always. (In cudarc
    /// 0.19 only with several streams and event tracking on.)
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: changes nothing here.
    /// unsafe { ctx.disable_event_tracking() };
    /// assert!(ctx.is_managing_stream_synchronization());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_managing_stream_synchronization(&self) -> bool {
        true
    }

    /// Kept for source compatibility with cudarc 0.19, where it turns on the recording of
    /// buffers' uses; here they are always recorded, and this changes nothing but what
    /// [`is_event_tracking`](Self::is_event_tracking) returns.
    ///
    /// # Safety
    ///
    /// None here; `unsafe` as in cudarc.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: changes nothing here.
    /// unsafe { ctx.enable_event_tracking() };
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn enable_event_tracking(&self) {
        self.event_tracking.store(true, Ordering::Relaxed);
    }

    /// Kept for source compatibility with cudarc 0.19, where it turns off the recording of
    /// buffers' uses (leaving the ordering of streams to the caller); here uses are always
    /// recorded and ordered, graph captures work as usual, and this changes nothing but what
    /// [`is_event_tracking`](Self::is_event_tracking) returns.
    ///
    /// # Safety
    ///
    /// None here; `unsafe` as in cudarc.
    ///
    /// ```no_run
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// // SAFETY: changes nothing here: buffers stay ordered.
    /// unsafe { ctx.disable_event_tracking() };
    /// assert!(!ctx.is_event_tracking());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn disable_event_tracking(&self) {
        self.event_tracking.store(false, Ordering::Relaxed);
    }

    /// Returns (and clears) the error kept for this object's next call (by
    /// [`record_err`](Self::record_err) or a `Drop`), if any.
    ///
    /// ```no_run
    /// cuda_driver::stream_api::driver::CudaContext::new(0)?.check_err()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn check_err(&self) -> Result<(), DriverError> {
        self.errors.take()?;
        seam::take_kept_error(&self.dev)
    }

    /// Keeps `result`'s error, if any, for the next fallible call (which returns it).
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, DriverError, sys::CUresult};
    /// let ctx = CudaContext::new(0)?;
    /// ctx.record_err::<()>(Err(DriverError(CUresult::CUDA_ERROR_INVALID_VALUE)));
    /// assert!(ctx.check_err().is_err());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn record_err<T>(&self, result: Result<T, DriverError>) {
        if let Err(e) = result {
            seam::keep_error_in(&self.dev, &self.errors, e);
        }
    }

    /// The prologue of this object's fallible calls: its kept errors, then the GPU's, are
    /// returned, and the context is made current.
    #[inline(always)]
    pub(crate) fn enter(&self) -> Result<(), DriverError> {
        seam::enter_with(&self.dev, &self.errors)
    }

    /// Counts a stream made for this context, and remembers it for `synchronize`.
    pub(crate) fn note_stream(&self, stream: Weak<dyn KeepsAllocations>) {
        self.num_streams.fetch_add(1, Ordering::Relaxed);
        let mut s = self.streams.lock().unwrap_or_else(|e| e.into_inner());
        s.retain(|w| w.strong_count() > 0);
        s.push(stream);
    }
}
