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
