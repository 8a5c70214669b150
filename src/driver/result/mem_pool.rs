//! Memory pools: attributes of a device's pool.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::{result, sys::CUmemPool_attribute};
//!
//! # let dev = cuda_driver::driver::CudaDevice::new(0)?;
//! # dev.bind_to_thread()?;
//! let pool = result::device::get_default_mem_pool(*dev.cu_device())?;
//! // SAFETY: the default pool lives as long as the device; these attributes are u64.
//! unsafe {
//!     let used = result::mem_pool::get_attribute_u64(pool, CUmemPool_attribute::CU_MEMPOOL_ATTR_USED_MEM_CURRENT)?;
//!     let reserved = result::mem_pool::get_attribute_u64(pool, CUmemPool_attribute::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT)?;
//!     assert!(used <= reserved);
//! }
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

use super::*;

/// Reads a `u64` attribute such as the release threshold or the reserved and used bytes
/// (`cuMemPoolGetAttribute`).
///
/// # Safety
///
/// `pool` must be live and `attr` an attribute whose value is 64 bits wide.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUmemPool_attribute};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let pool = result::device::get_default_mem_pool(*dev.cu_device())?;
/// // Buffers come from this pool where the driver allocates in stream order.
/// let buf = dev.alloc_zeros::<u8>(64 << 20)?;
/// let used = CUmemPool_attribute::CU_MEMPOOL_ATTR_USED_MEM_CURRENT;
/// let reserved = CUmemPool_attribute::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT;
/// // SAFETY: the default pool lives as long as the device; both attributes are u64.
/// let (used, reserved) = unsafe {
///     (result::mem_pool::get_attribute_u64(pool, used)?, result::mem_pool::get_attribute_u64(pool, reserved)?)
/// };
/// assert!(used <= reserved);
/// println!("{} MiB in use of {} MiB reserved", used >> 20, reserved >> 20);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn get_attribute_u64(
    pool: sys::CUmemoryPool,
    attr: sys::CUmemPool_attribute,
) -> Result<u64, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p: *mut u64| sys::cuMemPoolGetAttribute(pool, attr, p.cast())) }
}

/// Sets a `u64` attribute (`cuMemPoolSetAttribute`).
///
/// # Safety
///
/// `pool` must be live and `attr` an attribute whose value is 64 bits wide.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUmemPool_attribute};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let pool = result::device::get_default_mem_pool(*dev.cu_device())?;
/// let threshold = CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD;
/// // SAFETY: the default pool lives as long as the device; the threshold is a u64.
/// unsafe {
///     // Keep up to 1 GiB of freed memory for reuse instead of returning it at each synchronize.
///     result::mem_pool::set_attribute_u64(pool, threshold, 1 << 30)?;
///     assert_eq!(result::mem_pool::get_attribute_u64(pool, threshold)?, 1 << 30);
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn set_attribute_u64(
    pool: sys::CUmemoryPool,
    attr: sys::CUmemPool_attribute,
    mut value: u64,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemPoolSetAttribute(pool, attr, (&mut value as *mut u64).cast()) }.check()
}

/// Gives memory the pool holds but nobody uses back to the system until the pool holds
/// fewer than `min_bytes_to_keep` bytes (`cuMemPoolTrimTo`).
///
/// # Safety
///
/// `pool` must be live.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUmemPool_attribute};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let pool = result::device::get_default_mem_pool(*dev.cu_device())?;
/// drop(dev.alloc_zeros::<u8>(256 << 20)?);
/// dev.synchronize()?; // the free has happened; the pool may still hold the memory
/// // SAFETY: the default pool lives as long as the device.
/// unsafe { result::mem_pool::trim_to(pool, 0) }?;
/// let reserved = CUmemPool_attribute::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT;
/// let used = CUmemPool_attribute::CU_MEMPOOL_ATTR_USED_MEM_CURRENT;
/// // SAFETY: as above; both attributes are u64.
/// let (r, u) = unsafe {
///     (result::mem_pool::get_attribute_u64(pool, reserved)?, result::mem_pool::get_attribute_u64(pool, used)?)
/// };
/// assert!(r >= u); // what is reserved now is about what is in use
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn trim_to(
    pool: sys::CUmemoryPool,
    min_bytes_to_keep: usize,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemPoolTrimTo(pool, min_bytes_to_keep) }.check()
}

/// Creates a memory pool with the properties `pool_props` (`cuMemPoolCreate`).
///
/// # Safety
///
/// `pool_props` must point to valid properties for the duration of the call. The pool is the
/// caller's to [`destroy`], after every allocation from it is freed.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let mut props: sys::CUmemPoolProps = Default::default();
/// props.allocType = sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
/// props.location.type_ = sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
/// // SAFETY: the properties live across the call; the pool is destroyed unused.
/// unsafe {
///     let pool = result::mem_pool::create(&props)?;
///     result::mem_pool::destroy(pool)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn create(
    pool_props: *const sys::CUmemPoolProps,
) -> Result<sys::CUmemoryPool, DriverError> {
    // SAFETY: the caller's contract (see # Safety); writes one handle.
    unsafe { out(|p| sys::cuMemPoolCreate(p, pool_props)) }
}

/// Destroys a pool made by [`create`] (`cuMemPoolDestroy`).
///
/// # Safety
///
/// `pool` must be live and no longer used; memory still allocated from it is freed by the
/// driver once its frees happen.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let mut props: sys::CUmemPoolProps = Default::default();
/// props.allocType = sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
/// props.location.type_ = sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
/// // SAFETY: made just above and used by nothing.
/// unsafe { result::mem_pool::destroy(result::mem_pool::create(&props)?) }?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn destroy(pool: sys::CUmemoryPool) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemPoolDestroy(pool) }.check()
}

/// Reads an attribute of `pool` into `value` (`cuMemPoolGetAttribute`), as cudarc 0.19 has
/// it: the caller gives memory of the attribute's type ([`get_attribute_u64`] reads the
/// 64-bit ones).
///
/// # Safety
///
/// `pool` must be live and `value` point to writable memory of the attribute's type.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUmemPool_attribute};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let pool = result::device::get_default_mem_pool(*dev.cu_device())?;
/// let mut used = 0u64;
/// let attr = CUmemPool_attribute::CU_MEMPOOL_ATTR_USED_MEM_CURRENT;
/// // SAFETY: the default pool lives as long as the device; the attribute is a u64.
/// unsafe { result::mem_pool::get_attribute(pool, attr, (&mut used as *mut u64).cast()) }?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn get_attribute(
    pool: sys::CUmemoryPool,
    attr: sys::CUmemPool_attribute,
    value: *mut c_void,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemPoolGetAttribute(pool, attr, value) }.check()
}

/// Sets an attribute of `pool` from `value` (`cuMemPoolSetAttribute`), as cudarc 0.19 has it
/// ([`set_attribute_u64`] sets the 64-bit ones).
///
/// # Safety
///
/// `pool` must be live and `value` point to a value of the attribute's type.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUmemPool_attribute};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let pool = result::device::get_default_mem_pool(*dev.cu_device())?;
/// let mut threshold = 1u64 << 30;
/// let attr = CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD;
/// // SAFETY: the default pool lives as long as the device; the threshold is a u64.
/// unsafe { result::mem_pool::set_attribute(pool, attr, (&mut threshold as *mut u64).cast()) }?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn set_attribute(
    pool: sys::CUmemoryPool,
    attr: sys::CUmemPool_attribute,
    value: *mut c_void,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemPoolSetAttribute(pool, attr, value) }.check()
}

/// Allocates `num_bytes` from `pool` in `stream`'s order (`cuMemAllocFromPoolAsync`).
///
/// # Safety
///
/// `pool` and `stream` must be live; the memory is uninitialised, and is the caller's to
/// free (in stream order, with [`free_async`]).
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let pool = result::device::get_default_mem_pool(*dev.cu_device())?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the pool and the stream are live; the memory is freed unread, in stream order.
/// unsafe {
///     let p = result::mem_pool::alloc_async(pool, 1 << 20, stream)?;
///     result::free_async(p, stream)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn alloc_async(
    pool: sys::CUmemoryPool,
    num_bytes: usize,
    stream: sys::CUstream,
) -> Result<sys::CUdeviceptr, DriverError> {
    // SAFETY: the caller's contract (see # Safety); writes one address.
    unsafe { out(|p| sys::cuMemAllocFromPoolAsync(p, num_bytes, pool, stream)) }
}
