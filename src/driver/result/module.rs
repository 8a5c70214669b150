//! Modules: load PTX or cubin images, find functions and globals, unload.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::result;
//! use cuda_driver::nvrtc::compile_ptx;
//! use std::ffi::CString;
//!
//! # let dev = cuda_driver::driver::CudaDevice::new(0)?;
//! # dev.bind_to_thread()?;
//! let ptx = compile_ptx("extern \"C\" __global__ void k(float *x) { *x = 1.0f; }")?;
//! let image = CString::new(ptx.to_src())?;
//! // SAFETY: `image` is NUL-terminated PTX; the function is not used after the unload.
//! unsafe {
//!     let module = result::module::load_data(image.as_ptr().cast())?;
//!     let k = result::module::get_function(module, CString::new("k")?)?;
//!     assert!(!k.is_null());
//!     result::module::unload(module)?;
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::*;

/// Loads a module from a file (`cuModuleLoad`).
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUresult};
/// use cuda_driver::nvrtc::compile_ptx;
/// use std::ffi::CString;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let path = std::env::temp_dir().join("k.ptx");
/// std::fs::write(&path, compile_ptx("extern \"C\" __global__ void k() {}")?.to_src())?;
/// let module = result::module::load(CString::new(path.to_str().unwrap())?)?;
/// // SAFETY: loaded above, unloaded once.
/// unsafe { result::module::unload(module) }?;
/// let missing = result::module::load(CString::new("/nowhere/k.ptx")?).unwrap_err();
/// assert_eq!(missing.code(), CUresult::CUDA_ERROR_FILE_NOT_FOUND);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn load(fname: CString) -> Result<sys::CUmodule, DriverError> {
    // SAFETY: `fname` is a NUL-terminated path.
    unsafe { out(|p| sys::cuModuleLoad(p, fname.as_ptr())) }
}

/// Loads a module from an image in memory: NUL-terminated PTX, a cubin or a fatbin
/// (`cuModuleLoadData`).
///
/// # Safety
///
/// `image` must point to a valid image as described.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// use cuda_driver::nvrtc::compile_ptx;
/// use std::ffi::CString;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let ptx = compile_ptx("extern \"C\" __global__ void k(int *x) { *x = 7; }")?;
/// let image = CString::new(ptx.to_src())?; // PTX text must be NUL-terminated
/// // SAFETY: `image` is valid PTX, and stays alive during the call.
/// let module = unsafe { result::module::load_data(image.as_ptr().cast()) }?;
/// // SAFETY: loaded above, unloaded once.
/// unsafe { result::module::unload(module) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn load_data(image: *const c_void) -> Result<sys::CUmodule, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuModuleLoadData(p, image)) }
}

/// Loads a module from an image, collecting the JIT compiler's error log
/// (`cuModuleLoadDataEx` with `CU_JIT_ERROR_LOG_BUFFER`). On failure the error's context
/// holds the log.
///
/// # Safety
///
/// `image` must point to a valid image, as for [`load_data`].
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUresult};
/// use std::ffi::CString;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let bad = CString::new(".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k() { bogus; }")?;
/// // SAFETY: `image` is NUL-terminated text, alive during the call.
/// let e = unsafe { result::module::load_data_with_log(bad.as_ptr().cast()) }.unwrap_err();
/// // The code depends on the driver; the log says what is wrong, and where.
/// assert!([CUresult::CUDA_ERROR_INVALID_PTX, CUresult::CUDA_ERROR_INVALID_IMAGE].contains(&e.code()));
/// if let Some(log) = e.what() {
///     eprintln!("{log}"); // "JIT log:" and ptxas's message with the line number
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn load_data_with_log(image: *const c_void) -> Result<sys::CUmodule, DriverError> {
    const LOG: usize = 16 * 1024;
    let mut log = vec![0u8; LOG];
    let mut opts = [
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
    ];
    let mut vals: [*mut c_void; 2] = [log.as_mut_ptr().cast(), LOG as *mut c_void];
    // SAFETY: the caller's contract (see # Safety).
    let r = unsafe {
        out(|p| sys::cuModuleLoadDataEx(p, image, 2, opts.as_mut_ptr(), vals.as_mut_ptr()))
    };
    r.map_err(|e| {
        let end = log.iter().position(|&b| b == 0).unwrap_or(LOG);
        let text = String::from_utf8_lossy(&log[..end]).trim().to_string();
        if text.is_empty() {
            e
        } else {
            e.context(format!("JIT log:\n{text}"))
        }
    })
}

/// Finds a kernel in a module (`cuModuleGetFunction`).
///
/// # Safety
///
/// `module` must be loaded.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUresult};
/// use cuda_driver::nvrtc::compile_ptx;
/// use std::ffi::CString;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let image = CString::new(compile_ptx("extern \"C\" __global__ void k() {}")?.to_src())?;
/// // SAFETY: `image` is valid PTX; the module stays loaded while its function is looked up.
/// unsafe {
///     let module = result::module::load_data(image.as_ptr().cast())?;
///     let k = result::module::get_function(module, CString::new("k")?)?;
///     assert!(!k.is_null());
///     let e = result::module::get_function(module, CString::new("nope")?).unwrap_err();
///     assert_eq!(e.code(), CUresult::CUDA_ERROR_NOT_FOUND);
///     result::module::unload(module)?;
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn get_function(
    module: sys::CUmodule,
    name: CString,
) -> Result<sys::CUfunction, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuModuleGetFunction(p, module, name.as_ptr())) }
}

/// Finds a global variable in a module: its address and size (`cuModuleGetGlobal_v2`).
///
/// # Safety
///
/// `module` must be loaded.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// use cuda_driver::nvrtc::compile_ptx;
/// use std::ffi::CString;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let src = "__device__ float scale = 2.5f; extern \"C\" __global__ void k(float *x) { *x *= scale; }";
/// let image = CString::new(compile_ptx(src)?.to_src())?;
/// // SAFETY: `image` is valid PTX; the global is read while the module is loaded.
/// unsafe {
///     let module = result::module::load_data(image.as_ptr().cast())?;
///     let (ptr, size) = result::module::get_global(module, CString::new("scale")?)?;
///     assert_eq!(size, 4);
///     let mut value = [0.0f32];
///     result::memcpy_dtoh_sync(&mut value, ptr)?;
///     assert_eq!(value, [2.5]);
///     result::memcpy_htod_sync(ptr, &[3.0f32])?; // kernels of the module now see 3.0
///     result::module::unload(module)?;
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn get_global(
    module: sys::CUmodule,
    name: CString,
) -> Result<(sys::CUdeviceptr, usize), DriverError> {
    let (mut ptr, mut size) = (0, 0);
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuModuleGetGlobal_v2(&mut ptr, &mut size, module, name.as_ptr()) }.check()?;
    Ok((ptr, size))
}

/// Unloads a module (`cuModuleUnload`).
///
/// # Safety
///
/// No function from the module may be used afterwards, nor be running.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// use cuda_driver::nvrtc::compile_ptx;
/// use std::ffi::CString;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let image = CString::new(compile_ptx("extern \"C\" __global__ void k() {}")?.to_src())?;
/// // SAFETY: nothing from the module is used or running when it is unloaded.
/// unsafe {
///     let module = result::module::load_data(image.as_ptr().cast())?;
///     result::ctx::synchronize()?;
///     result::module::unload(module)?;
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn unload(module: sys::CUmodule) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuModuleUnload(module) }.check()
}
