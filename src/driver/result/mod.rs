//! One function per driver call, returning `Result<_, DriverError>`.
//!
//! This is the only layer that turns a `CUresult` into an error. It owns nothing: the caller
//! decides when handles are created and destroyed, so most functions are `unsafe` and say in
//! their `# Safety` section which handles must be valid. Functions are grouped by topic, with
//! the names cudarc 0.13 used: [`init`], [`device::get_count`], [`stream::create`],
//! [`malloc_async`], [`module::load_data`], [`launch_kernel`], ...
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::result;
//!
//! result::init()?;
//! let n = result::device::get_count()?;
//! let dev = result::device::get(0)?;
//! println!("{n} devices; the first is {}", result::device::get_name(dev)?);
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

use super::sys;
use crate::error_context::{self, Coded, Lib};
use crate::loader::{Failure, LoadError};
use std::ffi::{CStr, CString, c_uint, c_void};
use std::fmt;
use std::mem::MaybeUninit;

pub mod ctx;
pub mod device;
pub mod event;
pub mod external_memory;
pub mod function;
pub mod graph;
pub mod mem_pool;
pub mod module;
pub mod occupancy;
pub mod primary_ctx;
pub mod stream;
// Memory and copies are free functions of `result` itself, as in cudarc.
mod copy;
mod memory;
#[cfg(test)]
mod tests;

pub use copy::*;
pub use memory::*;

/// An error from the CUDA driver: the `CUresult` code, as cudarc has it
/// (`pub struct DriverError(pub CUresult)`, `Copy`, `Eq`, built and matched as a tuple struct).
///
/// Its message is the code's name, the driver's description and, for an error this crate
/// returned, what was being done or why the call was refused (which argument, which sizes).
/// That context cannot live in a `Copy` tuple struct: the crate keeps it beside the error, per
/// thread and per code, and [`Display`](fmt::Display), [`what`](Self::what) and
/// [`load_error`](Self::load_error) read it back; see below for how long it lasts. An NPP
/// error that the safe NPP API returned as a `DriverError` is kept there too (feature `npp`:
/// `NppError::from_driver_error` gives it back).
///
/// A code from a driver newer than these bindings arrives as `CUDA_ERROR_UNKNOWN`, with the
/// function and the value it returned in the message (see the [`sys`] docs). A library that
/// could not be loaded also surfaces as a `DriverError` (code
/// `CUDA_ERROR_SHARED_OBJECT_INIT_FAILED`, or `CUDA_ERROR_NOT_FOUND` for a missing function)
/// whose [`load_error`](Self::load_error) says what was tried.
///
/// # Examples
///
/// ```
/// use cuda_driver::driver::{DriverError, sys::CUresult};
///
/// let e = DriverError::new(CUresult::CUDA_ERROR_OUT_OF_MEMORY).context("while allocating 4 GiB");
/// assert_eq!(e.0, CUresult::CUDA_ERROR_OUT_OF_MEMORY);
/// assert_eq!(e.name(), "CUDA_ERROR_OUT_OF_MEMORY");
/// assert!(e.to_string().ends_with("while allocating 4 GiB"));
/// // cudarc's shape: a tuple struct, Copy, matched by its code.
/// let copy = e;
/// assert!(matches!(copy, DriverError(CUresult::CUDA_ERROR_OUT_OF_MEMORY)));
/// assert_eq!(DriverError(CUresult::CUDA_ERROR_OUT_OF_MEMORY), e);
/// ```
///
#[doc = error_context::held_docs!(DriverError, CUresult, 100)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct DriverError(pub sys::CUresult);

error_context::assert_codes!(sys::CUresult, 100);

impl Coded for DriverError {
    const LIB: Lib = Lib::Driver;
    fn raw_code(&self) -> i64 {
        self.0 as i64
    }
}

impl DriverError {
    /// An error for `code`, with no context yet (a context this thread kept for an earlier
    /// error of the same code is forgotten).
    ///
    /// ```
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    ///
    /// let e = DriverError::new(CUresult::CUDA_ERROR_INVALID_VALUE);
    /// assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
    /// assert_eq!(e.name(), "CUDA_ERROR_INVALID_VALUE"); // known even without a driver
    /// assert!(e.what().is_none());
    /// ```
    #[cold]
    pub fn new(code: sys::CUresult) -> Self {
        error_context::fresh(DriverError(code))
    }

    /// Adds what was being done, as in `"while allocating 4.0 GiB on device 0"`. It is printed
    /// after the code and description, on this thread (and where the crate hands the error
    /// over).
    ///
    /// ```
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    ///
    /// let e = DriverError::new(CUresult::CUDA_ERROR_OUT_OF_MEMORY)
    ///     .context("while allocating 4.0 GiB on device 0");
    /// assert!(e.to_string().ends_with(") while allocating 4.0 GiB on device 0"));
    /// // Context added later goes first; the earlier one follows in parentheses.
    /// let e = e.context("while loading the weights");
    /// assert_eq!(
    ///     e.what().as_deref(),
    ///     Some("while loading the weights (while allocating 4.0 GiB on device 0)")
    /// );
    /// ```
    #[cold]
    pub fn context(self, what: impl Into<String>) -> Self {
        error_context::with_context(self, what.into())
    }

    /// The `CUresult` code.
    ///
    /// ```
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    ///
    /// fn worth_retrying_smaller(e: &DriverError) -> bool {
    ///     e.code() == CUresult::CUDA_ERROR_OUT_OF_MEMORY
    /// }
    /// let e = DriverError::new(CUresult::CUDA_ERROR_OUT_OF_MEMORY).context("while allocating");
    /// assert!(worth_retrying_smaller(&e));
    /// assert_eq!(e.code(), e.0);
    /// ```
    pub fn code(&self) -> sys::CUresult {
        self.0
    }

    /// The code's name, such as `"CUDA_ERROR_OUT_OF_MEMORY"` (the driver's, or the bindings'
    /// without a driver).
    ///
    /// ```
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    ///
    /// assert_eq!(DriverError::new(CUresult::CUDA_ERROR_NOT_READY).name(), "CUDA_ERROR_NOT_READY");
    /// ```
    pub fn name(&self) -> &'static str {
        driver_str(self.0, sys::cuGetErrorName).unwrap_or(self.0.name())
    }

    /// The driver's description of the code, such as `"out of memory"`.
    ///
    /// ```
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    ///
    /// let e = DriverError::new(CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    /// // "out of memory" from the driver, or a note that there is no driver to ask.
    /// assert!(!e.description().is_empty());
    /// assert!(e.to_string().contains(e.description()));
    /// ```
    pub fn description(&self) -> &'static str {
        driver_str(self.0, sys::cuGetErrorString).unwrap_or("no description from the driver")
    }

    /// What was being done, or why the call was refused, if the crate (or a caller, with
    /// [`context`](Self::context)) said: kept beside the code on this thread.
    ///
    /// ```
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    ///
    /// let e = DriverError::new(CUresult::CUDA_ERROR_INVALID_VALUE);
    /// assert_eq!(e.what(), None);
    /// let e = e.context("while copying 16 bytes into a buffer of 8");
    /// assert_eq!(e.what().as_deref(), Some("while copying 16 bytes into a buffer of 8"));
    /// ```
    pub fn what(&self) -> Option<String> {
        error_context::what(self)
    }

    /// The loading failure behind this error, when libcuda or one of its functions was missing.
    ///
    /// ```
    /// use cuda_driver::{driver::result, loader::LIBCUDA};
    ///
    /// // The override points nowhere, so the driver cannot be loaded: every call says why.
    /// // SAFETY: the file does not exist, so nothing is loaded.
    /// unsafe { LIBCUDA.load_from("/nowhere/libcuda.so.1") }.unwrap_err();
    /// let e = result::init().unwrap_err();
    /// let why = e.load_error().unwrap();
    /// assert_eq!(why.tried()[0].0, "/nowhere/libcuda.so.1");
    /// ```
    pub fn load_error(&self) -> Option<&'static LoadError> {
        match self.0 {
            sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED
            | sys::CUresult::CUDA_ERROR_NOT_FOUND => error_context::load_error(self),
            _ => None,
        }
    }

    /// The name of this error as a C string (cudarc 0.13 compatible).
    ///
    /// ```no_run
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    ///
    /// let e = DriverError::new(CUresult::CUDA_ERROR_INVALID_VALUE);
    /// assert_eq!(e.error_name()?.to_str().unwrap(), e.name()); // asks the driver
    /// # Ok::<(), DriverError>(())
    /// ```
    pub fn error_name(&self) -> Result<&CStr, DriverError> {
        let mut p = MaybeUninit::uninit();
        // SAFETY: cuGetErrorName writes a pointer to a static string on success.
        unsafe {
            sys::cuGetErrorName(self.0, p.as_mut_ptr()).check()?;
            Ok(CStr::from_ptr(p.assume_init()))
        }
    }

    /// The description of this error as a C string (cudarc 0.13 compatible).
    ///
    /// ```no_run
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    ///
    /// let e = DriverError::new(CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    /// assert_eq!(e.error_string()?.to_str().unwrap(), e.description()); // "out of memory"
    /// # Ok::<(), DriverError>(())
    /// ```
    pub fn error_string(&self) -> Result<&CStr, DriverError> {
        let mut p = MaybeUninit::uninit();
        // SAFETY: cuGetErrorString writes a pointer to a static string on success.
        unsafe {
            sys::cuGetErrorString(self.0, p.as_mut_ptr()).check()?;
            Ok(CStr::from_ptr(p.assume_init()))
        }
    }
}

type ErrStrFn = unsafe fn(sys::CUresult, *mut *const std::ffi::c_char) -> sys::CUresult;

fn driver_str(code: sys::CUresult, f: ErrStrFn) -> Option<&'static str> {
    let mut p = std::ptr::null();
    // SAFETY: on success the driver stores a pointer to a static NUL-terminated string; the
    // library stays loaded for the life of the process.
    unsafe {
        match f(code, &mut p) {
            sys::CUresult::CUDA_SUCCESS if !p.is_null() => CStr::from_ptr(p).to_str().ok(),
            sys::CUresult::CUDA_SUCCESS => None,
            failed => {
                // What the bindings recorded about this failure belongs to no error: drop it.
                drop(crate::loader::take_failure(LIBCUDA_API, failed as i64));
                None
            }
        }
    }
}

/// The error of `code`, for the rest of the process: for [`std::error::Error::source`] of an
/// error that holds a driver error (one per code, made once).
#[cfg_attr(not(feature = "nccl"), allow(dead_code))]
pub(crate) fn static_error(code: sys::CUresult) -> &'static DriverError {
    static KEPT: std::sync::Mutex<Vec<&'static DriverError>> = std::sync::Mutex::new(Vec::new());
    let mut kept = KEPT.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(e) = kept.iter().find(|e| e.0 == code) {
        return e;
    }
    let e: &'static DriverError = Box::leak(Box::new(DriverError(code)));
    kept.push(e);
    e
}

impl DriverError {
    /// A driver that could not be loaded (`CUDA_ERROR_SHARED_OBJECT_INIT_FAILED`) or that lacks a
    /// function (`CUDA_ERROR_NOT_FOUND`), with the [`LoadError`] kept for
    /// [`load_error`](DriverError::load_error).
    ///
    /// A function rather than `From<LoadError>`: cudarc's `DriverError` converts from nothing,
    /// and a conversion here would make `Ok(())` in a closure whose error `?` turns into a
    /// `DriverError` ambiguous, which cudarc programs write.
    ///
    /// ```
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    /// use cuda_driver::loader::LIBCUDA;
    ///
    /// // SAFETY: the file does not exist, so nothing is loaded.
    /// let load = unsafe { LIBCUDA.load_from("/nowhere/libcuda.so.1") }.unwrap_err();
    /// let e = DriverError::from_load(load);
    /// assert_eq!(e.code(), CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED);
    /// assert!(e.to_string().contains("/nowhere/libcuda.so.1"));
    /// ```
    #[cold]
    pub fn from_load(e: LoadError) -> Self {
        let code = if e.missing_symbol().is_some() {
            sys::CUresult::CUDA_ERROR_NOT_FOUND
        } else {
            sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED
        };
        error_context::from_load(DriverError(code), e)
    }
}

impl fmt::Display for DriverError {
    /// The code's name, the driver's description and what was being done; for a library that could
    /// not be loaded, what was tried.
    ///
    /// ```
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    ///
    /// let e = DriverError::new(CUresult::CUDA_ERROR_OUT_OF_MEMORY).context("while allocating 1 GiB");
    /// let expected = format!("CUDA_ERROR_OUT_OF_MEMORY ({}) while allocating 1 GiB", e.description());
    /// assert_eq!(e.to_string(), expected);
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(load) = self.load_error() {
            write!(f, "{}: {load}", self.name())?;
        } else {
            write!(f, "{} ({})", self.name(), self.description())?;
        }
        if let Some(what) = self.what() {
            write!(f, " {what}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DriverError({self})")
    }
}

/// A standard error, so `?` carries it into `Box<dyn Error>`; its
/// [`source`](std::error::Error::source) is the [`LoadError`], if any.
///
/// ```
/// use cuda_driver::{driver::result, loader::LIBCUDA};
/// use std::error::Error;
///
/// fn device_count() -> Result<i32, Box<dyn Error>> {
///     result::init()?;
///     Ok(result::device::get_count()?)
/// }
/// // SAFETY: the file does not exist, so nothing is loaded.
/// unsafe { LIBCUDA.load_from("/nowhere/libcuda.so.1") }.unwrap_err();
/// let e = device_count().unwrap_err();
/// assert!(e.source().unwrap().to_string().starts_with("could not load libcuda"));
/// ```
impl std::error::Error for DriverError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.load_error().map(|e| e as _)
    }
}

impl sys::CUresult {
    /// `Ok(())` for `CUDA_SUCCESS`, otherwise the error.
    ///
    /// ```
    /// use cuda_driver::driver::sys::CUresult;
    ///
    /// assert!(CUresult::CUDA_SUCCESS.result().is_ok());
    /// let e = CUresult::CUDA_ERROR_NOT_READY.result().unwrap_err();
    /// assert_eq!(e.code(), CUresult::CUDA_ERROR_NOT_READY);
    /// ```
    #[inline]
    pub fn result(self) -> Result<(), DriverError> {
        match self {
            sys::CUresult::CUDA_SUCCESS => Ok(()),
            code => Err(error_for(code)),
        }
    }
}

/// The name under which the driver's `sys` module records what its codes cannot say.
const LIBCUDA_API: &str = "libcuda";

/// The error for `code`, which a `sys` function just returned, with what the bindings recorded
/// about it on this thread: the loader's message when libcuda or the function is missing
/// (`CUDA_ERROR_SHARED_OBJECT_INIT_FAILED`, `CUDA_ERROR_NOT_FOUND`), or the value a newer
/// driver returned that the bindings turned into `CUDA_ERROR_UNKNOWN`.
#[cold]
#[inline(never)]
fn error_for(code: sys::CUresult) -> DriverError {
    match crate::loader::take_failure(LIBCUDA_API, code as i64) {
        Some(Failure::Load(e)) => DriverError::from_load(e),
        Some(Failure::Unknown { function, raw }) => DriverError::new(code).context(format!(
            "from {function}, which returned {raw}: a code newer than these bindings"
        )),
        // libcuda failed to load: every code comes from the bindings, whatever happened to
        // what they recorded.
        None if code == sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED => {
            match crate::loader::LIBCUDA.load_failure() {
                Some(e) => DriverError::from_load(e),
                None => DriverError::new(code),
            }
        }
        None => DriverError::new(code),
    }
}

/// The enum value `raw` that `function` wrote through an out-pointer, checked: a value these
/// bindings do not know (from a newer driver) is a `CUDA_ERROR_UNKNOWN` that names it, never an
/// invalid enum.
fn checked_out<E>(
    raw: u32,
    from_raw: fn(u32) -> Option<E>,
    function: &str,
) -> Result<E, DriverError> {
    from_raw(raw).ok_or_else(|| {
        let ty = std::any::type_name::<E>().rsplit("::").next().unwrap_or("");
        DriverError::new(sys::CUresult::CUDA_ERROR_UNKNOWN).context(format!(
            "from {function}, which wrote {raw} as a {ty}: a value newer than these bindings"
        ))
    })
}

/// Whether `code`, which `sys::function` just returned, says that libcuda lacks that function
/// (a driver older than it). What the bindings recorded about the call is consumed.
#[inline]
fn lacks_function(code: sys::CUresult, function: &str) -> bool {
    code == sys::CUresult::CUDA_ERROR_NOT_FOUND
        && matches!(
            crate::loader::take_failure(LIBCUDA_API, code as i64),
            Some(Failure::Load(e)) if e.missing_symbol() == Some(function)
        )
}

/// Turns what a `sys` function returns into a `Result`.
pub(crate) trait Check {
    fn check(self) -> Result<(), DriverError>;
}

impl Check for sys::CUresult {
    #[inline(always)]
    fn check(self) -> Result<(), DriverError> {
        self.result()
    }
}

/// Calls `f` with a pointer to an uninitialised `T` and returns the `T` it wrote.
///
/// # Safety
///
/// `f` must initialise the `T` when it returns `CUDA_SUCCESS`.
#[inline(always)]
unsafe fn out<T>(f: impl FnOnce(*mut T) -> sys::CUresult) -> Result<T, DriverError> {
    let mut v = MaybeUninit::uninit();
    f(v.as_mut_ptr()).check()?;
    // SAFETY: the driver wrote the value, as the caller promised.
    Ok(unsafe { v.assume_init() })
}

/// Initialises the driver (`cuInit`). Safe to call more than once.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// result::init()?;
/// result::init()?; // again: harmless
/// assert!(result::device::get_count()? >= 1);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn init() -> Result<(), DriverError> {
    // SAFETY: cuInit takes no pointers.
    unsafe { sys::cuInit(0) }.check()
}

/// The version of the installed driver, as `1000 * major + 10 * minor` (`cuDriverGetVersion`).
///
/// ```no_run
/// let v = cuda_driver::driver::result::driver_version()?;
/// let (major, minor) = (v / 1000, v % 1000 / 10);
/// assert!(major >= 11, "driver for CUDA {major}.{minor}");
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn driver_version() -> Result<i32, DriverError> {
    // SAFETY: writes one int.
    unsafe { out(|p| sys::cuDriverGetVersion(p)) }
}

/// Launches a kernel (`cuLaunchKernel`).
///
/// # Safety
///
/// `f` must be live; `kernel_params` must point to one value per kernel parameter, each of the
/// size the kernel expects, and every pointer a kernel dereferences must be valid while it
/// runs. The launch is asynchronous: everything it touches must outlive it in stream order.
///
/// ```no_run
/// use cuda_driver::driver::{DevicePtrMut, DeviceRepr, result};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let src = r#"extern "C" __global__ void fill(float *x, float v, int n) {
///     int i = blockIdx.x * blockDim.x + threadIdx.x;
///     if (i < n) x[i] = v;
/// }"#;
/// dev.load_ptx(compile_ptx(src)?, "m", &["fill"])?;
/// let fill = dev.get_func("m", "fill").unwrap();
/// let mut x = dev.alloc_zeros::<f32>(1000)?;
/// dev.synchronize()?; // raw launches are outside the crate's ordering
/// let (ptr, v, n) = (*x.device_ptr_mut(), 3.0f32, 1000i32);
/// let mut params = [ptr.as_kernel_param(), v.as_kernel_param(), n.as_kernel_param()];
/// let stream = result::stream::null();
/// // SAFETY: one pointer per parameter, of the kernel's types; `x` holds n floats and outlives
/// // the launch (the stream is synchronized before it is read).
/// unsafe {
///     result::launch_kernel(fill.cu_function(), (4, 1, 1), (256, 1, 1), 0, stream, &mut params)?;
///     result::stream::synchronize(stream)?;
/// }
/// assert_eq!(dev.dtoh_sync_copy(&x)?, vec![3.0; 1000]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[inline]
pub unsafe fn launch_kernel(
    f: sys::CUfunction,
    grid_dim: (c_uint, c_uint, c_uint),
    block_dim: (c_uint, c_uint, c_uint),
    shared_mem_bytes: c_uint,
    stream: sys::CUstream,
    kernel_params: &mut [*mut c_void],
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe {
        sys::cuLaunchKernel(
            f,
            grid_dim.0,
            grid_dim.1,
            grid_dim.2,
            block_dim.0,
            block_dim.1,
            block_dim.2,
            shared_mem_bytes,
            stream,
            kernel_params.as_mut_ptr(),
            std::ptr::null_mut(),
        )
    }
    .check()
}

/// Launches a cooperative kernel (`cuLaunchCooperativeKernel`).
///
/// # Safety
///
/// As for [`launch_kernel`]; the grid must also fit on the device at once.
///
/// ```no_run
/// use cuda_driver::driver::{DevicePtrMut, DeviceRepr, result};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let src = r#"extern "C" __global__ void iota(int *x) {
///     x[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x * blockDim.x + threadIdx.x;
/// }"#;
/// dev.load_ptx(compile_ptx(src)?, "m", &["iota"])?;
/// let iota = dev.get_func("m", "iota").unwrap();
/// let mut x = dev.alloc_zeros::<i32>(256)?;
/// dev.synchronize()?; // raw launches are outside the crate's ordering
/// let ptr = *x.device_ptr_mut();
/// let mut params = [ptr.as_kernel_param()];
/// let stream = result::stream::null();
/// // SAFETY: one pointer for the one parameter; two blocks of 128 threads fit on any device at
/// // once and write exactly the 256 elements of `x`, which outlives the launch.
/// unsafe {
///     result::launch_cooperative_kernel(iota.cu_function(), (2, 1, 1), (128, 1, 1), 0, stream, &mut params)?;
///     result::stream::synchronize(stream)?;
/// }
/// assert_eq!(dev.dtoh_sync_copy(&x)?, (0..256).collect::<Vec<i32>>());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn launch_cooperative_kernel(
    f: sys::CUfunction,
    grid_dim: (c_uint, c_uint, c_uint),
    block_dim: (c_uint, c_uint, c_uint),
    shared_mem_bytes: c_uint,
    stream: sys::CUstream,
    kernel_params: &mut [*mut c_void],
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe {
        sys::cuLaunchCooperativeKernel(
            f,
            grid_dim.0,
            grid_dim.1,
            grid_dim.2,
            block_dim.0,
            block_dim.1,
            block_dim.2,
            shared_mem_bytes,
            stream,
            kernel_params.as_mut_ptr(),
        )
    }
    .check()
}

/// Starts the profiler's collection (`cuProfilerStart`), for the range a profiler such as
/// Nsight Systems records with `--capture-range=cudaProfilerApi`.
///
/// ```no_run
/// cuda_driver::driver::result::profiler_start()?;
/// // ... the work to profile ...
/// cuda_driver::driver::result::profiler_stop()?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn profiler_start() -> Result<(), DriverError> {
    // SAFETY: no arguments; without a current context the driver returns an error.
    unsafe { sys::cuProfilerStart() }.check()
}

/// Stops the profiler's collection (`cuProfilerStop`); see [`profiler_start`].
///
/// ```no_run
/// cuda_driver::driver::result::profiler_stop()?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn profiler_stop() -> Result<(), DriverError> {
    // SAFETY: no arguments.
    unsafe { sys::cuProfilerStop() }.check()
}
