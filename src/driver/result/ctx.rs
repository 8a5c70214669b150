//! The calling thread's current context.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::result;
//!
//! # let dev = cuda_driver::driver::CudaDevice::new(0)?;
//! // SAFETY: the device keeps its primary context alive.
//! unsafe { result::ctx::set_current(*dev.cu_primary_ctx()) }?;
//! assert_eq!(result::ctx::get_current()?, Some(*dev.cu_primary_ctx()));
//! result::ctx::synchronize()?;
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

use super::*;

/// Makes `ctx` current on the calling thread (`cuCtxSetCurrent`).
///
/// # Safety
///
/// `ctx` must be a live context (or null to unbind).
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// result::init()?;
/// let dev = result::device::get(0)?;
/// // SAFETY: the context is retained while it is current, and released after.
/// unsafe {
///     let ctx = result::primary_ctx::retain(dev)?;
///     result::ctx::set_current(ctx)?;
///     assert_eq!(result::ctx::get_current()?, Some(ctx));
///     result::ctx::set_current(std::ptr::null_mut())?; // unbind
///     assert_eq!(result::ctx::get_current()?, None);
///     result::primary_ctx::release(dev)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn set_current(ctx: sys::CUcontext) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuCtxSetCurrent(ctx) }.check()
}

/// The calling thread's current context, if any (`cuCtxGetCurrent`).
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// result::init()?;
/// // A fresh thread has no current context.
/// let unbound = std::thread::spawn(|| result::ctx::get_current().map(|c| c.is_none()));
/// assert!(unbound.join().unwrap()?);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn get_current() -> Result<Option<sys::CUcontext>, DriverError> {
    // SAFETY: writes one handle.
    let ctx = unsafe { out(|p| sys::cuCtxGetCurrent(p)) }?;
    Ok(if ctx.is_null() { None } else { Some(ctx) })
}

/// The current context's flags (`cuCtxGetFlags`), such as its scheduling mode.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUctx_flags_enum};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let flags = result::ctx::get_flags()?;
/// let sched = flags & CUctx_flags_enum::CU_CTX_SCHED_MASK as u32;
/// let blocking = sched == CUctx_flags_enum::CU_CTX_SCHED_BLOCKING_SYNC as u32;
/// println!("synchronizing calls {}", if blocking { "block" } else { "may spin" });
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn get_flags() -> Result<u32, DriverError> {
    let mut flags = 0;
    // SAFETY: writes one int.
    unsafe { sys::cuCtxGetFlags(&mut flags) }.check()?;
    Ok(flags)
}

/// Sets the current context's flags (`cuCtxSetFlags`, CUDA 12.1 and later).
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUctx_flags_enum};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // Synchronizing calls put the thread to sleep rather than spin; the other flags stay.
/// let mask = CUctx_flags_enum::CU_CTX_SCHED_MASK as u32;
/// let blocking = CUctx_flags_enum::CU_CTX_SCHED_BLOCKING_SYNC as u32;
/// let flags = result::ctx::get_flags()? & !mask;
/// result::ctx::set_flags(flags | blocking)?;
/// assert_eq!(result::ctx::get_flags()? & mask, blocking);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn set_flags(flags: u32) -> Result<(), DriverError> {
    // SAFETY: no pointers.
    unsafe { sys::cuCtxSetFlags(flags) }.check()
}

/// Waits for all work in the current context (`cuCtxSynchronize`).
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let x = dev.alloc_zeros::<f32>(1 << 20)?; // enqueued
/// result::ctx::synchronize()?; // every stream of the current context is done
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn synchronize() -> Result<(), DriverError> {
    // SAFETY: no pointers.
    unsafe { sys::cuCtxSynchronize() }.check()
}

/// The least and greatest stream priorities of the current context
/// (`cuCtxGetStreamPriorityRange`), as `(least, greatest)`; greater priority is a smaller number.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let (least, greatest) = result::ctx::stream_priority_range()?;
/// assert!(greatest <= least); // a smaller number is a higher priority
/// let urgent = result::stream::create_with_priority(StreamKind::NonBlocking, greatest)?;
/// // SAFETY: the stream was just created and is not used afterwards.
/// unsafe { result::stream::destroy(urgent) }?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn stream_priority_range() -> Result<(i32, i32), DriverError> {
    let (mut least, mut greatest) = (0, 0);
    // SAFETY: writes two ints.
    unsafe { sys::cuCtxGetStreamPriorityRange(&mut least, &mut greatest) }.check()?;
    Ok((least, greatest))
}

/// Enables access from the current context to `peer`'s memory (`cuCtxEnablePeerAccess`).
///
/// # Safety
///
/// `peer` must be a live context.
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, result};
///
/// let (d0, d1) = (CudaDevice::new(0)?, CudaDevice::new(1)?);
/// if result::device::can_access_peer(*d0.cu_device(), *d1.cu_device())? {
///     d0.bind_to_thread()?;
///     // SAFETY: d1 keeps its context alive.
///     unsafe { result::ctx::enable_peer_access(*d1.cu_primary_ctx()) }?;
///     // Kernels on device 0 may now dereference device 1's memory.
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn enable_peer_access(peer: sys::CUcontext) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuCtxEnablePeerAccess(peer, 0) }.check()
}

/// Disables access from the current context to `peer`'s memory (`cuCtxDisablePeerAccess`).
///
/// # Safety
///
/// `peer` must be a live context.
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, result};
///
/// let (d0, d1) = (CudaDevice::new(0)?, CudaDevice::new(1)?);
/// d0.bind_to_thread()?;
/// // SAFETY: d1 keeps its context alive; nothing running uses device 1's memory from device 0.
/// unsafe {
///     result::ctx::enable_peer_access(*d1.cu_primary_ctx())?;
///     result::ctx::disable_peer_access(*d1.cu_primary_ctx())?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn disable_peer_access(peer: sys::CUcontext) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuCtxDisablePeerAccess(peer) }.check()
}

/// Creates a new (not primary) context on `dev` and makes it current on the calling thread
/// (`cuCtxCreate_v3`, with no execution-affinity parameters). `flags` are `CUctx_flags` bits
/// (0 for the defaults). Destroy it with `cuCtxDestroy_v2` when done.
///
/// # Safety
///
/// `dev` must come from [`device::get`]. The context is the caller's to
/// destroy, after every use of it.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// result::init()?;
/// let dev = result::device::get(0)?;
/// // SAFETY: the context is destroyed below, after its last use.
/// unsafe {
///     let ctx = result::ctx::create_v3(0, dev)?;
///     assert_eq!(result::ctx::get_current()?, Some(ctx));
///     sys::cuCtxDestroy_v2(ctx).result()?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn create_v3(flags: c_uint, dev: sys::CUdevice) -> Result<sys::CUcontext, DriverError> {
    // SAFETY: writes one handle; no affinity parameters are passed.
    unsafe { out(|p| sys::cuCtxCreate_v3(p, std::ptr::null_mut(), 0, flags, dev)) }
}

/// Creates a new (not primary) context on `dev` with creation parameters (`cuCtxCreate_v4`,
/// CUDA 12.5 and later; `params` may be null) and makes it current on the calling thread.
/// A driver without the function gives `CUDA_ERROR_NOT_FOUND`, naming it.
///
/// # Safety
///
/// `dev` must come from [`device::get`]; `params`, if not null, must point
/// to valid parameters for the duration of the call. The context is the caller's to destroy.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// result::init()?;
/// let dev = result::device::get(0)?;
/// // SAFETY: no parameters; the context is destroyed below, after its last use.
/// unsafe {
///     let ctx = result::ctx::create_v4(std::ptr::null_mut(), 0, dev)?;
///     sys::cuCtxDestroy_v2(ctx).result()?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn create_v4(
    ctx_create_params: *mut sys::CUctxCreateParams,
    flags: c_uint,
    dev: sys::CUdevice,
) -> Result<sys::CUcontext, DriverError> {
    // SAFETY: the caller's contract (see # Safety); writes one handle.
    unsafe { out(|p| sys::cuCtxCreate_v4(p, ctx_create_params, flags, dev)) }
}

/// A limit of the current context (`cuCtxGetLimit`), such as its threads' stack size.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUlimit};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stack = result::ctx::get_limit(CUlimit::CU_LIMIT_STACK_SIZE)?;
/// println!("each GPU thread has {stack} bytes of stack");
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn get_limit(limit: sys::CUlimit) -> Result<usize, DriverError> {
    // SAFETY: writes one size_t.
    unsafe { out(|p| sys::cuCtxGetLimit(p, limit)) }
}

/// Sets a limit of the current context (`cuCtxSetLimit`).
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUlimit};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // Room for kernels' printf output.
/// result::ctx::set_limit(CUlimit::CU_LIMIT_PRINTF_FIFO_SIZE, 8 << 20)?;
/// assert!(result::ctx::get_limit(CUlimit::CU_LIMIT_PRINTF_FIFO_SIZE)? >= 8 << 20);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn set_limit(limit: sys::CUlimit, value: usize) -> Result<(), DriverError> {
    // SAFETY: no pointers.
    unsafe { sys::cuCtxSetLimit(limit, value) }.check()
}

/// The current context's preference between L1 cache and shared memory
/// (`cuCtxGetCacheConfig`). A value newer than these bindings is an error, not undefined
/// behaviour.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// println!("{:?}", result::ctx::get_cache_config()?);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn get_cache_config() -> Result<sys::CUfunc_cache, DriverError> {
    // The driver writes a C enum: read as its integer and checked.
    let mut raw: u32 = 0;
    // SAFETY: the driver writes one enum value, an unsigned int in C.
    unsafe { sys::cuCtxGetCacheConfig((&raw mut raw).cast()) }.check()?;
    checked_out(raw, sys::CUfunc_cache::from_raw, "cuCtxGetCacheConfig")
}

/// Sets the current context's preference between L1 cache and shared memory
/// (`cuCtxSetCacheConfig`).
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUfunc_cache};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// result::ctx::set_cache_config(CUfunc_cache::CU_FUNC_CACHE_PREFER_SHARED)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn set_cache_config(config: sys::CUfunc_cache) -> Result<(), DriverError> {
    // SAFETY: no pointers.
    unsafe { sys::cuCtxSetCacheConfig(config) }.check()
}
