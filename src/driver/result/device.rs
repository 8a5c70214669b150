//! Devices: count, handles, names, attributes, memory and UUID.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::{result, sys::CUdevice_attribute};
//!
//! result::init()?;
//! for i in 0..result::device::get_count()? {
//!     let dev = result::device::get(i)?;
//!     let major = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR;
//!     let minor = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR;
//!     // SAFETY: `dev` came from device::get.
//!     let (cc, mem) = unsafe {
//!         let cc = (result::device::get_attribute(dev, major)?, result::device::get_attribute(dev, minor)?);
//!         (cc, result::device::total_mem(dev)?)
//!     };
//!     println!("{i}: {} (sm_{}{}, {} MiB)", result::device::get_name(dev)?, cc.0, cc.1, mem >> 20);
//! }
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

use super::*;

/// The device with this ordinal (`cuDeviceGet`).
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUresult};
///
/// result::init()?;
/// let dev = result::device::get(0)?;
/// println!("{}", result::device::get_name(dev)?);
/// let n = result::device::get_count()?;
/// assert_eq!(result::device::get(n).unwrap_err().code(), CUresult::CUDA_ERROR_INVALID_DEVICE);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn get(ordinal: i32) -> Result<sys::CUdevice, DriverError> {
    // SAFETY: writes one CUdevice.
    unsafe { out(|p| sys::cuDeviceGet(p, ordinal)) }
}

/// The number of devices (`cuDeviceGetCount`).
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// result::init()?;
/// let devices: Vec<_> = (0..result::device::get_count()?)
///     .map(result::device::get)
///     .collect::<Result<_, _>>()?;
/// assert!(!devices.is_empty());
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn get_count() -> Result<i32, DriverError> {
    // SAFETY: writes one int.
    unsafe { out(|p| sys::cuDeviceGetCount(p)) }
}

/// Total memory of the device in bytes (`cuDeviceTotalMem_v2`).
///
/// # Safety
///
/// `dev` must come from [`get`].
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// result::init()?;
/// let dev = result::device::get(0)?;
/// // SAFETY: `dev` came from device::get.
/// let bytes = unsafe { result::device::total_mem(dev) }?;
/// println!("{:.1} GiB", bytes as f64 / (1u64 << 30) as f64);
/// assert!(bytes > 0);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn total_mem(dev: sys::CUdevice) -> Result<usize, DriverError> {
    // SAFETY: writes one size_t.
    unsafe { out(|p| sys::cuDeviceTotalMem_v2(p, dev)) }
}

/// One attribute of the device (`cuDeviceGetAttribute`).
///
/// # Safety
///
/// `dev` must come from [`get`].
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUdevice_attribute};
///
/// result::init()?;
/// let dev = result::device::get(0)?;
/// let attr = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK;
/// // SAFETY: `dev` came from device::get.
/// let max_threads = unsafe { result::device::get_attribute(dev, attr) }?;
/// assert!(max_threads >= 512);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn get_attribute(
    dev: sys::CUdevice,
    attrib: sys::CUdevice_attribute,
) -> Result<i32, DriverError> {
    // SAFETY: writes one int.
    unsafe { out(|p| sys::cuDeviceGetAttribute(p, attrib, dev)) }
}

/// The device's name (`cuDeviceGetName`).
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// result::init()?;
/// let name = result::device::get_name(result::device::get(0)?)?;
/// assert!(!name.is_empty()); // such as "NVIDIA H100 80GB HBM3"
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn get_name(dev: sys::CUdevice) -> Result<String, DriverError> {
    let mut buf = [0 as std::ffi::c_char; 256];
    // SAFETY: the driver writes at most `len` bytes, NUL-terminated.
    unsafe { sys::cuDeviceGetName(buf.as_mut_ptr(), buf.len() as i32, dev) }.check()?;
    // SAFETY: the buffer holds a NUL-terminated string (zeroed beforehand as a backstop).
    let name = unsafe { CStr::from_ptr(buf.as_ptr()) };
    Ok(name.to_string_lossy().into_owned())
}

/// The device's UUID (`cuDeviceGetUuid_v2`).
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// result::init()?;
/// let uuid = result::device::get_uuid(result::device::get(0)?)?;
/// // The same UUID that nvidia-smi -L prints, as GPU-xxxxxxxx-...
/// let hex: String = uuid.bytes.iter().map(|b| format!("{:02x}", *b as u8)).collect();
/// assert_eq!(hex.len(), 32);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn get_uuid(dev: sys::CUdevice) -> Result<sys::CUuuid, DriverError> {
    // SAFETY: writes one CUuuid.
    unsafe { out(|p| sys::cuDeviceGetUuid_v2(p, dev)) }
}

/// Whether `dev` can access memory of `peer` directly (`cuDeviceCanAccessPeer`).
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// result::init()?;
/// let n = result::device::get_count()?;
/// for i in 0..n {
///     for j in (0..n).filter(|&j| j != i) {
///         let (a, b) = (result::device::get(i)?, result::device::get(j)?);
///         println!("{i} -> {j}: {}", result::device::can_access_peer(a, b)?);
///     }
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn can_access_peer(dev: sys::CUdevice, peer: sys::CUdevice) -> Result<bool, DriverError> {
    // SAFETY: writes one int.
    unsafe { out(|p| sys::cuDeviceCanAccessPeer(p, dev, peer)) }.map(|v: i32| v != 0)
}

/// The device's default memory pool (`cuDeviceGetDefaultMemPool`).
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUmemPool_attribute};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let pool = result::device::get_default_mem_pool(*dev.cu_device())?;
/// let attr = CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD;
/// // SAFETY: the default pool lives as long as the device; the threshold is a u64.
/// let threshold = unsafe { result::mem_pool::get_attribute_u64(pool, attr) }?;
/// println!("the pool keeps up to {threshold} freed bytes");
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn get_default_mem_pool(dev: sys::CUdevice) -> Result<sys::CUmemoryPool, DriverError> {
    // SAFETY: writes one handle.
    unsafe { out(|p| sys::cuDeviceGetDefaultMemPool(p, dev)) }
}

/// The memory pool that stream-ordered allocations on `dev` come from now
/// (`cuDeviceGetMemPool`): the default pool unless [`set_mem_pool`] chose another.
///
/// # Safety
///
/// `dev` must come from [`get`].
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// result::init()?;
/// let dev = result::device::get(0)?;
/// // SAFETY: `dev` came from device::get.
/// let pool = unsafe { result::device::get_mem_pool(dev) }?;
/// assert_eq!(pool, result::device::get_default_mem_pool(dev)?);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn get_mem_pool(dev: sys::CUdevice) -> Result<sys::CUmemoryPool, DriverError> {
    // SAFETY: writes one handle.
    unsafe { out(|p| sys::cuDeviceGetMemPool(p, dev)) }
}

/// Makes stream-ordered allocations on `dev` come from `pool` (`cuDeviceSetMemPool`).
///
/// # Safety
///
/// `dev` must come from [`get`] and `pool` be a live pool of that device, kept alive while
/// it is the device's current pool.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// result::init()?;
/// let dev = result::device::get(0)?;
/// let default = result::device::get_default_mem_pool(dev)?;
/// // SAFETY: the default pool lives as long as the device.
/// unsafe { result::device::set_mem_pool(dev, default) }?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn set_mem_pool(dev: sys::CUdevice, pool: sys::CUmemoryPool) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuDeviceSetMemPool(dev, pool) }.check()
}
