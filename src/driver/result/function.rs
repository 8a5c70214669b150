//! Kernel functions: attributes and parameter layout.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::{result, sys::CUfunction_attribute};
//! use cuda_driver::nvrtc::compile_ptx;
//!
//! # let dev = cuda_driver::driver::CudaDevice::new(0)?;
//! dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x, int n) {}")?, "m", &["k"])?;
//! let k = dev.get_func("m", "k").unwrap();
//! // SAFETY: the device keeps the module, and so the function, loaded.
//! unsafe {
//!     let regs = result::function::get_function_attribute(k.cu_function(), CUfunction_attribute::CU_FUNC_ATTRIBUTE_NUM_REGS)?;
//!     assert_eq!(result::function::get_param_info(k.cu_function(), 1)?, (8, 4)); // `int n`
//!     println!("{regs} registers per thread");
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::*;

/// Reads an attribute of a kernel (`cuFuncGetAttribute`).
///
/// # Safety
///
/// `f` must be a live function handle.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUfunction_attribute};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { __shared__ float s[256]; s[threadIdx.x] = 1.0f; __syncthreads(); x[threadIdx.x] = s[255 - threadIdx.x]; }")?, "m", &["k"])?;
/// let k = dev.get_func("m", "k").unwrap();
/// let attr = CUfunction_attribute::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES;
/// // SAFETY: the device keeps the module, and so the function, loaded.
/// let static_smem = unsafe { result::function::get_function_attribute(k.cu_function(), attr) }?;
/// assert_eq!(static_smem, 1024);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn get_function_attribute(
    f: sys::CUfunction,
    attribute: sys::CUfunction_attribute,
) -> Result<i32, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuFuncGetAttribute(p, attribute, f)) }
}

/// Sets an attribute of a kernel (`cuFuncSetAttribute`).
///
/// # Safety
///
/// `f` must be a live function handle.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUfunction_attribute};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { extern __shared__ float s[]; s[0] = *x; }")?, "m", &["k"])?;
/// let k = dev.get_func("m", "k").unwrap();
/// let attr = CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES;
/// // SAFETY: the device keeps the module, and so the function, loaded.
/// unsafe {
///     // Launches may now ask for up to 64 KiB of dynamic shared memory (48 without this).
///     result::function::set_function_attribute(k.cu_function(), attr, 64 * 1024)?;
///     assert_eq!(result::function::get_function_attribute(k.cu_function(), attr)?, 64 * 1024);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn set_function_attribute(
    f: sys::CUfunction,
    attribute: sys::CUfunction_attribute,
    value: i32,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuFuncSetAttribute(f, attribute, value) }.check()
}

/// Sets a kernel's preference between L1 cache and shared memory (`cuFuncSetCacheConfig`).
///
/// # Safety
///
/// `f` must be a live function handle.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUfunc_cache};
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.load_ptx(cuda_driver::nvrtc::compile_ptx("extern \"C\" __global__ void k() {}")?, "m", &["k"])?;
/// let k = dev.get_func("m", "k").unwrap();
/// // SAFETY: the device keeps the module, and so the function, loaded.
/// unsafe { result::function::set_function_cache_config(k.cu_function(), CUfunc_cache::CU_FUNC_CACHE_PREFER_L1) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn set_function_cache_config(
    f: sys::CUfunction,
    attribute: sys::CUfunc_cache,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuFuncSetCacheConfig(f, attribute) }.check()
}

/// The offset and size in bytes of parameter `index` (`cuFuncGetParamInfo`, CUDA 12.4+).
/// Past the last parameter the driver returns `CUDA_ERROR_INVALID_VALUE`; a driver without
/// the function gives an error whose [`load_error`](DriverError::load_error) is set.
///
/// # Safety
///
/// `f` must be a live function handle.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUresult};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x, int n, double a) {}")?, "m", &["k"])?;
/// let k = dev.get_func("m", "k").unwrap();
/// // SAFETY: the device keeps the module, and so the function, loaded.
/// unsafe {
///     let f = k.cu_function();
///     let params: Vec<_> = (0..3).map(|i| result::function::get_param_info(f, i)).collect::<Result<_, _>>()?;
///     assert_eq!(params, [(0, 8), (8, 4), (16, 8)]); // (offset, size) of x, n, a
///     let past_end = result::function::get_param_info(f, 3).unwrap_err();
///     assert_eq!(past_end.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn get_param_info(
    f: sys::CUfunction,
    index: usize,
) -> Result<(usize, usize), DriverError> {
    let (mut offset, mut size) = (0, 0);
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuFuncGetParamInfo(f, index, &mut offset, &mut size) }.check()?;
    Ok((offset, size))
}
