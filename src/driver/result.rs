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
use crate::error_context::{self, Coded, Details, Lib};
use crate::loader::{Failure, LoadError};
use std::ffi::{CStr, CString, c_uint, c_void};
use std::fmt;
use std::mem::MaybeUninit;

/// An error from the CUDA driver: the `CUresult` code, as cudarc has it
/// (`pub struct DriverError(pub CUresult)`, `Copy`, `Eq`, built and matched as a tuple struct).
///
/// Its message is the code's name, the driver's description and, for an error this crate
/// returned, what was being done or why the call was refused (which argument, which sizes).
/// That context cannot live in a `Copy` tuple struct: the crate keeps it beside the error, per
/// thread and per code (the latest error of that code it returned on the thread), and
/// [`Display`](fmt::Display), [`what`](Self::what) and [`load_error`](Self::load_error) read it
/// back. Errors the crate hands over on another thread (a future's result, an error kept by a
/// `Drop` for the device's next call) take their context along.
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
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct DriverError(pub sys::CUresult);

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
        error_context::set(Lib::Driver, code as i64, Details::default());
        DriverError(code)
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
        error_context::add_context(Lib::Driver, self.0 as i64, what.into());
        self
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
        error_context::get(Lib::Driver, self.0 as i64)
            .context
            .map(|c| c.to_string())
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
            | sys::CUresult::CUDA_ERROR_NOT_FOUND => {
                error_context::get(Lib::Driver, self.0 as i64).load
            }
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

impl From<LoadError> for DriverError {
    /// A driver that could not be loaded (`CUDA_ERROR_SHARED_OBJECT_INIT_FAILED`) or that lacks a
    /// function (`CUDA_ERROR_NOT_FOUND`), with the [`LoadError`] kept for
    /// [`load_error`](DriverError::load_error).
    ///
    /// ```
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    /// use cuda_driver::loader::LIBCUDA;
    ///
    /// // SAFETY: the file does not exist, so nothing is loaded.
    /// let load = unsafe { LIBCUDA.load_from("/nowhere/libcuda.so.1") }.unwrap_err();
    /// let e = DriverError::from(load);
    /// assert_eq!(e.code(), CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED);
    /// assert!(e.to_string().contains("/nowhere/libcuda.so.1"));
    /// ```
    #[cold]
    fn from(e: LoadError) -> Self {
        let code = if e.missing_symbol().is_some() {
            sys::CUresult::CUDA_ERROR_NOT_FOUND
        } else {
            sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED
        };
        let details = Details {
            load: Some(error_context::intern(e)),
            ..Details::default()
        };
        error_context::set(Lib::Driver, code as i64, details);
        DriverError(code)
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
        Some(Failure::Load(e)) => DriverError::from(e),
        Some(Failure::Unknown { function, raw }) => DriverError::new(code).context(format!(
            "from {function}, which returned {raw}: a code newer than these bindings"
        )),
        // libcuda failed to load: every code comes from the bindings, whatever happened to
        // what they recorded.
        None if code == sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED => {
            match crate::loader::LIBCUDA.load_failure() {
                Some(e) => DriverError::from(e),
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

/// Devices: count, handles, names, attributes, memory and UUID.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUdevice_attribute};
///
/// result::init()?;
/// for i in 0..result::device::get_count()? {
///     let dev = result::device::get(i)?;
///     let major = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR;
///     let minor = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR;
///     // SAFETY: `dev` came from device::get.
///     let (cc, mem) = unsafe {
///         let cc = (result::device::get_attribute(dev, major)?, result::device::get_attribute(dev, minor)?);
///         (cc, result::device::total_mem(dev)?)
///     };
///     println!("{i}: {} (sm_{}{}, {} MiB)", result::device::get_name(dev)?, cc.0, cc.1, mem >> 20);
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub mod device {
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
}

/// Primary contexts: retain and release.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// result::init()?;
/// let dev = result::device::get(0)?;
/// // SAFETY: retained once and released once; nothing from the context is used after.
/// unsafe {
///     let ctx = result::primary_ctx::retain(dev)?;
///     result::ctx::set_current(ctx)?;
///     let (free, total) = result::mem_get_info()?;
///     assert!(free <= total);
///     result::ctx::set_current(std::ptr::null_mut())?;
///     result::primary_ctx::release(dev)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub mod primary_ctx {
    use super::*;

    /// Retains the device's primary context, creating it if needed (`cuDevicePrimaryCtxRetain`).
    ///
    /// # Safety
    ///
    /// Each successful call must be balanced by one [`release`].
    ///
    /// ```no_run
    /// use cuda_driver::driver::result;
    ///
    /// result::init()?;
    /// let dev = result::device::get(0)?;
    /// // SAFETY: each retain is balanced by a release below.
    /// unsafe {
    ///     let a = result::primary_ctx::retain(dev)?;
    ///     let b = result::primary_ctx::retain(dev)?;
    ///     assert_eq!(a, b); // one primary context per device, counted
    ///     result::primary_ctx::release(dev)?;
    ///     result::primary_ctx::release(dev)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn retain(dev: sys::CUdevice) -> Result<sys::CUcontext, DriverError> {
        // SAFETY: writes one handle.
        unsafe { out(|p| sys::cuDevicePrimaryCtxRetain(p, dev)) }
    }

    /// Releases one retain of the primary context (`cuDevicePrimaryCtxRelease_v2`).
    ///
    /// # Safety
    ///
    /// Must balance an earlier [`retain`]; no handle from the context may be used afterwards
    /// unless other retains keep it alive.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result;
    ///
    /// result::init()?;
    /// let dev = result::device::get(0)?;
    /// // SAFETY: balances the retain; the context is not used afterwards.
    /// unsafe {
    ///     let ctx = result::primary_ctx::retain(dev)?;
    ///     result::ctx::set_current(ctx)?;
    ///     result::ctx::synchronize()?;
    ///     result::ctx::set_current(std::ptr::null_mut())?;
    ///     result::primary_ctx::release(dev)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn release(dev: sys::CUdevice) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuDevicePrimaryCtxRelease_v2(dev) }.check()
    }
}

/// The calling thread's current context.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// // SAFETY: the device keeps its primary context alive.
/// unsafe { result::ctx::set_current(*dev.cu_primary_ctx()) }?;
/// assert_eq!(result::ctx::get_current()?, Some(*dev.cu_primary_ctx()));
/// result::ctx::synchronize()?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub mod ctx {
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
    pub fn get_flags() -> Result<u32, DriverError> {
        let mut flags = 0;
        // SAFETY: writes one int.
        unsafe { sys::cuCtxGetFlags(&mut flags) }.check()?;
        Ok(flags)
    }

    /// Sets the current context's flags (`cuCtxSetFlags`, CUDA 12.1 and later).
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
}

/// Streams: create, destroy, synchronize, query, wait for events, host functions.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the stream is live until destroyed; the buffer is freed after the stream's work.
/// unsafe {
///     let buf = result::malloc_async(stream, 1 << 20)?;
///     result::memset_d8_async(buf, 0, 1 << 20, stream)?;
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub mod stream {
    use super::*;

    /// The kind of stream to create.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// // Work on a non-blocking stream can overlap work on the legacy null stream.
    /// let side = result::stream::create(StreamKind::NonBlocking)?;
    /// let ordered = result::stream::create(StreamKind::Default)?; // waits for the null stream
    /// // SAFETY: both streams are live and not used afterwards.
    /// unsafe {
    ///     result::stream::destroy(side)?;
    ///     result::stream::destroy(ordered)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum StreamKind {
        /// Synchronises with the legacy null stream.
        Default,
        /// Runs concurrently with the null stream (`CU_STREAM_NON_BLOCKING`).
        NonBlocking,
    }

    impl StreamKind {
        fn flags(self) -> c_uint {
            match self {
                Self::Default => sys::CUstream_flags::CU_STREAM_DEFAULT as c_uint,
                Self::NonBlocking => sys::CUstream_flags::CU_STREAM_NON_BLOCKING as c_uint,
            }
        }
    }

    /// The legacy null stream.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let null = result::stream::null();
    /// assert!(null.is_null());
    /// // SAFETY: the legacy null stream always exists in a current context.
    /// unsafe { result::stream::synchronize(null) }?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn null() -> sys::CUstream {
        std::ptr::null_mut()
    }

    /// Creates a stream in the current context (`cuStreamCreate`).
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// // SAFETY: the stream is live, and destroyed once.
    /// unsafe {
    ///     assert!(result::stream::query(stream)?); // nothing enqueued yet
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn create(kind: StreamKind) -> Result<sys::CUstream, DriverError> {
        // SAFETY: writes one handle.
        unsafe { out(|p| sys::cuStreamCreate(p, kind.flags())) }
    }

    /// Creates a stream with a priority (`cuStreamCreateWithPriority`); see
    /// [`super::ctx::stream_priority_range`].
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let (_least, greatest) = result::ctx::stream_priority_range()?;
    /// let urgent = result::stream::create_with_priority(StreamKind::NonBlocking, greatest)?;
    /// // SAFETY: the stream is live, and destroyed once.
    /// unsafe {
    ///     assert_eq!(result::stream::get_priority(urgent)?, greatest);
    ///     result::stream::destroy(urgent)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn create_with_priority(
        kind: StreamKind,
        priority: i32,
    ) -> Result<sys::CUstream, DriverError> {
        // SAFETY: writes one handle.
        unsafe { out(|p| sys::cuStreamCreateWithPriority(p, kind.flags(), priority)) }
    }

    /// The stream's priority (`cuStreamGetPriority`).
    ///
    /// # Safety
    ///
    /// `stream` must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let (least, _greatest) = result::ctx::stream_priority_range()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// // SAFETY: the stream is live, and destroyed once.
    /// unsafe {
    ///     assert_eq!(result::stream::get_priority(stream)?, least); // the default is the lowest
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn get_priority(stream: sys::CUstream) -> Result<i32, DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { out(|p| sys::cuStreamGetPriority(stream, p)) }
    }

    /// Waits for all work on the stream (`cuStreamSynchronize`).
    ///
    /// # Safety
    ///
    /// `stream` must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// let mut host = vec![0u8; 1 << 20];
    /// // SAFETY: the buffer outlives its use on the stream; `host` is untouched until synchronize.
    /// unsafe {
    ///     let buf = result::malloc_async(stream, host.len())?;
    ///     result::memset_d8_async(buf, 7, host.len(), stream)?;
    ///     result::memcpy_dtoh_async(&mut host, buf, stream)?;
    ///     result::free_async(buf, stream)?;
    ///     result::stream::synchronize(stream)?; // the copy has landed
    ///     result::stream::destroy(stream)?;
    /// }
    /// assert!(host.iter().all(|&b| b == 7));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn synchronize(stream: sys::CUstream) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuStreamSynchronize(stream) }.check()
    }

    /// Whether all work on the stream is done (`cuStreamQuery`): `Ok(false)` while it runs.
    ///
    /// # Safety
    ///
    /// `stream` must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// // SAFETY: the stream and the buffer are live while used.
    /// unsafe {
    ///     let buf = result::malloc_async(stream, 256 << 20)?;
    ///     result::memset_d8_async(buf, 0, 256 << 20, stream)?;
    ///     while !result::stream::query(stream)? {
    ///         // ... do CPU work instead of blocking ...
    ///     }
    ///     result::free_async(buf, stream)?;
    ///     result::stream::synchronize(stream)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn query(stream: sys::CUstream) -> Result<bool, DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        match unsafe { sys::cuStreamQuery(stream) } {
            sys::CUresult::CUDA_ERROR_NOT_READY => Ok(false),
            r => r.check().map(|()| true),
        }
    }

    /// Enqueues a write of `value` to the 32-bit word at `addr` once the work enqueued on the
    /// stream before it is done, after a memory fence that makes that work's writes visible
    /// first (`cuStreamWriteValue32_v2` with default flags). With `addr` in mapped host memory,
    /// the host sees the work complete by reading the word, without a driver call.
    ///
    /// # Safety
    ///
    /// `stream` must be live and `addr` a device address of 4 writable, 4-byte aligned bytes
    /// (device memory, or mapped host memory from [`host_get_device_pointer`]) that stay
    /// allocated until the write is done; not managed memory.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys;
    /// use std::sync::atomic::{AtomicU32, Ordering};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// // SAFETY: the word is mapped host memory, 4-byte aligned, freed after the stream is idle.
    /// unsafe {
    ///     let p = result::malloc_host(4, sys::CU_MEMHOSTALLOC_DEVICEMAP)?;
    ///     let word = &*(p as *const AtomicU32);
    ///     word.store(0, Ordering::Relaxed);
    ///     result::stream::write_value32(stream, result::host_get_device_pointer(p)?, 7)?;
    ///     while word.load(Ordering::Acquire) != 7 {} // the stream's work is done
    ///     result::stream::synchronize(stream)?;
    ///     result::free_host(p)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn write_value32(
        stream: sys::CUstream,
        addr: sys::CUdeviceptr,
        value: u32,
    ) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuStreamWriteValue32_v2(stream, addr, value, 0) }.check()
    }

    /// Destroys the stream once its work is done (`cuStreamDestroy_v2`).
    ///
    /// # Safety
    ///
    /// `stream` must be live and not used afterwards.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// // SAFETY: the stream is not used after this; work still on it finishes first.
    /// unsafe {
    ///     let buf = result::malloc_async(stream, 1024)?;
    ///     result::free_async(buf, stream)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn destroy(stream: sys::CUstream) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuStreamDestroy_v2(stream) }.check()
    }

    /// Makes later work on `stream` wait for `event` (`cuStreamWaitEvent`).
    ///
    /// # Safety
    ///
    /// Both handles must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::{CUevent_flags, CUevent_wait_flags};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let producer = result::stream::create(StreamKind::NonBlocking)?;
    /// let consumer = result::stream::create(StreamKind::NonBlocking)?;
    /// let ready = result::event::create(CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    /// // SAFETY: all handles are live until destroyed; the buffer is freed after both streams' work.
    /// unsafe {
    ///     let buf = result::malloc_async(producer, 4096)?;
    ///     result::memset_d8_async(buf, 1, 4096, producer)?;
    ///     result::event::record(ready, producer)?;
    ///     // The consumer's later work starts only once the memset is done.
    ///     result::stream::wait_event(consumer, ready, CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT)?;
    ///     let mut host = [0u8; 4096];
    ///     result::memcpy_dtoh_async(&mut host, buf, consumer)?;
    ///     result::stream::synchronize(consumer)?;
    ///     assert!(host.iter().all(|&b| b == 1));
    ///     result::free_async(buf, consumer)?;
    ///     result::stream::synchronize(consumer)?;
    ///     result::event::destroy(ready)?;
    ///     result::stream::destroy(producer)?;
    ///     result::stream::destroy(consumer)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn wait_event(
        stream: sys::CUstream,
        event: sys::CUevent,
        flags: sys::CUevent_wait_flags,
    ) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuStreamWaitEvent(stream, event, flags as c_uint) }.check()
    }

    /// Enqueues a host function, called once earlier work on the stream is done
    /// (`cuLaunchHostFunc`).
    ///
    /// # Safety
    ///
    /// `stream` must be live; `func` must be safe to call with `user_data` from a driver thread,
    /// must make no CUDA call and must not unwind.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use std::ffi::c_void;
    /// use std::sync::atomic::{AtomicBool, Ordering};
    ///
    /// unsafe extern "C" fn mark_done(flag: *mut c_void) {
    ///     // SAFETY: `flag` is the AtomicBool below, alive until the stream is synchronized.
    ///     unsafe { &*(flag as *const AtomicBool) }.store(true, Ordering::Release);
    /// }
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let done = AtomicBool::new(false);
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// // SAFETY: `mark_done` makes no CUDA call and cannot unwind; `done` outlives the call.
    /// unsafe {
    ///     let flag = &done as *const AtomicBool as *mut c_void;
    ///     result::stream::launch_host_function(stream, mark_done, flag)?;
    ///     result::stream::synchronize(stream)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// assert!(done.load(Ordering::Acquire));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn launch_host_function(
        stream: sys::CUstream,
        func: unsafe extern "C" fn(*mut c_void),
        user_data: *mut c_void,
    ) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuLaunchHostFunc(stream, Some(func), user_data) }.check()
    }

    /// Attaches managed memory to the stream (`cuStreamAttachMemAsync`).
    ///
    /// # Safety
    ///
    /// `stream` must be live and `dptr..dptr+num_bytes` managed memory.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUmemAttach_flags;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// // SAFETY: `p` is managed memory of 4096 bytes, freed once nothing uses it.
    /// unsafe {
    ///     let p = result::malloc_managed(4096, CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL)?;
    ///     // Only this stream uses it: the host may touch it while other streams run.
    ///     result::stream::attach_mem_async(stream, p, 0, CUmemAttach_flags::CU_MEM_ATTACH_SINGLE)?;
    ///     result::stream::synchronize(stream)?;
    ///     result::free_sync(p)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn attach_mem_async(
        stream: sys::CUstream,
        dptr: sys::CUdeviceptr,
        num_bytes: usize,
        flags: sys::CUmemAttach_flags,
    ) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuStreamAttachMemAsync(stream, dptr, num_bytes, flags as c_uint) }.check()
    }

    /// Starts capturing the work enqueued on `stream` into a graph (`cuStreamBeginCapture_v2`).
    ///
    /// # Safety
    ///
    /// `stream` must be live and not the legacy null stream.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUstreamCaptureMode;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// // SAFETY: the buffer outlives every launch of the graph; all handles are destroyed once.
    /// unsafe {
    ///     let buf = result::malloc_sync(1 << 20)?;
    ///     result::stream::begin_capture(stream, CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
    ///     result::memset_d8_async(buf, 0, 1 << 20, stream)?; // recorded, not run
    ///     let graph = result::stream::end_capture(stream)?;
    ///     let exec = result::graph::instantiate(graph, 0)?;
    ///     for _ in 0..3 {
    ///         result::graph::launch(exec, stream)?; // replays the memset
    ///     }
    ///     result::stream::synchronize(stream)?;
    ///     result::graph::exec_destroy(exec)?;
    ///     result::graph::destroy(graph)?;
    ///     result::free_sync(buf)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn begin_capture(
        stream: sys::CUstream,
        mode: sys::CUstreamCaptureMode,
    ) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuStreamBeginCapture_v2(stream, mode) }.check()
    }

    /// Ends capturing and returns the graph (`cuStreamEndCapture`).
    ///
    /// # Safety
    ///
    /// `stream` must be capturing.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUstreamCaptureMode;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// // SAFETY: the buffer outlives the graph; all handles are destroyed once.
    /// unsafe {
    ///     let buf = result::malloc_sync(4096)?;
    ///     result::stream::begin_capture(stream, CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
    ///     result::memset_d8_async(buf, 1, 2048, stream)?;
    ///     result::memset_d8_async(buf + 2048, 2, 2048, stream)?;
    ///     let graph = result::stream::end_capture(stream)?;
    ///     assert_eq!(result::graph::num_nodes(graph)?, 2);
    ///     result::graph::destroy(graph)?;
    ///     result::free_sync(buf)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn end_capture(stream: sys::CUstream) -> Result<sys::CUgraph, DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { out(|p| sys::cuStreamEndCapture(stream, p)) }
    }

    /// Whether the stream is capturing (`cuStreamIsCapturing`).
    ///
    /// # Safety
    ///
    /// `stream` must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::{CUstreamCaptureMode, CUstreamCaptureStatus};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// // SAFETY: the stream is live; the captured (empty) graph is destroyed.
    /// unsafe {
    ///     let none = CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE;
    ///     assert_eq!(result::stream::is_capturing(stream)?, none);
    ///     result::stream::begin_capture(stream, CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
    ///     let active = CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_ACTIVE;
    ///     assert_eq!(result::stream::is_capturing(stream)?, active);
    ///     result::graph::destroy(result::stream::end_capture(stream)?)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn is_capturing(
        stream: sys::CUstream,
    ) -> Result<sys::CUstreamCaptureStatus, DriverError> {
        // The driver writes a C enum: read it as its integer and check it, since a newer
        // driver may write a status these bindings do not know.
        let mut status: u32 = 0;
        // SAFETY: the driver writes one enum value, an unsigned int in C, into `status`.
        unsafe { sys::cuStreamIsCapturing(stream, (&raw mut status).cast()) }.check()?;
        checked_out(
            status,
            sys::CUstreamCaptureStatus::from_raw,
            "cuStreamIsCapturing",
        )
    }
}

/// Allocates `num_bytes` on `stream` (`cuMemAllocAsync`).
///
/// # Safety
///
/// `stream` must be live; the memory is uninitialised and usable in stream order.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let data = [1.0f32, 2.0, 3.0];
/// let mut back = [0.0f32; 3];
/// // SAFETY: the allocation holds 12 bytes and is used only on `stream`, in order; `data` and
/// // `back` outlive the synchronize.
/// unsafe {
///     let buf = result::malloc_async(stream, size_of_val(&data))?;
///     result::memcpy_htod_async(buf, &data, stream)?;
///     result::memcpy_dtoh_async(&mut back, buf, stream)?;
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// assert_eq!(back, data);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn malloc_async(
    stream: sys::CUstream,
    num_bytes: usize,
) -> Result<sys::CUdeviceptr, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuMemAllocAsync(p, num_bytes, stream)) }
}

/// Allocates `num_bytes` (`cuMemAlloc_v2`).
///
/// # Safety
///
/// A context must be current; the memory is uninitialised.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: written before it is read, and freed once.
/// unsafe {
///     let buf = result::malloc_sync(4 * 1024)?;
///     result::memcpy_htod_sync(buf, &[42u32; 1024])?;
///     let mut back = [0u32; 1024];
///     result::memcpy_dtoh_sync(&mut back, buf)?;
///     assert_eq!(back, [42; 1024]);
///     result::free_sync(buf)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn malloc_sync(num_bytes: usize) -> Result<sys::CUdeviceptr, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuMemAlloc_v2(p, num_bytes)) }
}

/// Frees memory in stream order (`cuMemFreeAsync`).
///
/// # Safety
///
/// `dptr` must be an allocation not used after the work already on `stream`.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the free is enqueued after the last use, on the same stream.
/// unsafe {
///     let scratch = result::malloc_async(stream, 1 << 20)?;
///     result::memset_d8_async(scratch, 0, 1 << 20, stream)?;
///     result::free_async(scratch, stream)?; // returns at once; frees when the memset is done
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn free_async(dptr: sys::CUdeviceptr, stream: sys::CUstream) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemFreeAsync(dptr, stream) }.check()
}

/// Frees memory (`cuMemFree_v2`).
///
/// # Safety
///
/// `dptr` must be an allocation no pending work uses.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: the memset is synchronous, so no pending work uses the memory when it is freed.
/// unsafe {
///     let buf = result::malloc_sync(1 << 20)?;
///     result::memset_d8_sync(buf, 0, 1 << 20)?;
///     result::free_sync(buf)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn free_sync(dptr: sys::CUdeviceptr) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemFree_v2(dptr) }.check()
}

/// Frees memory from [`malloc_sync`] (or a mapped buffer of external memory), as
/// [`free_sync`] (`cuMemFree_v2`; cudarc 0.10-0.13's name).
///
/// # Safety
///
/// As for [`free_sync`]: `dptr` was allocated by the driver, is freed once, and no work that
/// uses it is pending.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// # let _dev = cuda_driver::driver::CudaDevice::new(0)?;
/// // SAFETY: the context is current; the memory is freed once and never used.
/// unsafe {
///     let p = result::malloc_sync(1024)?;
///     result::memory_free(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memory_free(dptr: sys::CUdeviceptr) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { free_sync(dptr) }
}

/// Allocates managed (unified) memory (`cuMemAllocManaged`).
///
/// # Safety
///
/// A context must be current; the memory is uninitialised.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// use cuda_driver::driver::sys::CUmemAttach_flags;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: the host writes the memory before anything reads it, with no GPU work pending;
/// // freed once.
/// unsafe {
///     let p = result::malloc_managed(1024 * 4, CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL)?;
///     let host = std::slice::from_raw_parts_mut(p as *mut u32, 1024); // the same address on the host
///     host.fill(5);
///     let mut back = [0u32; 1024];
///     result::memcpy_dtoh_sync(&mut back, p)?;
///     assert_eq!(back, [5; 1024]);
///     result::free_sync(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn malloc_managed(
    num_bytes: usize,
    flags: sys::CUmemAttach_flags,
) -> Result<sys::CUdeviceptr, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuMemAllocManaged(p, num_bytes, flags as c_uint)) }
}

/// Advises the driver about managed memory (`cuMemAdvise_v2`, or `cuMemAdvise` on drivers
/// before 12.2).
///
/// # Safety
///
/// The range must be managed memory.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// use cuda_driver::driver::sys::{CUmemAttach_flags, CUmemLocation, CUmemLocationType, CUmem_advise};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let here = CUmemLocation { type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, id: 0 };
/// // SAFETY: the range is managed memory, freed once.
/// unsafe {
///     let p = result::malloc_managed(1 << 20, CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL)?;
///     // Mostly read: the driver may keep copies on every processor that reads it.
///     result::mem_advise(p, 1 << 20, CUmem_advise::CU_MEM_ADVISE_SET_READ_MOSTLY, here)?;
///     result::free_sync(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn mem_advise(
    dptr: sys::CUdeviceptr,
    num_bytes: usize,
    advice: sys::CUmem_advise,
    location: sys::CUmemLocation,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    match unsafe { sys::cuMemAdvise_v2(dptr, num_bytes, advice, location) } {
        // Drivers before 12.2 have only the older entry point, which takes a device ordinal
        // (or CU_DEVICE_CPU, -1, for the host).
        r if lacks_function(r, "cuMemAdvise_v2") => {
            // SAFETY: the same call through the older entry point, as the caller promised.
            unsafe { sys::cuMemAdvise(dptr, num_bytes, advice, legacy_device(location)?) }.check()
        }
        r => r.check(),
    }
}

/// The `CUdevice` argument of the pre-12.2 managed-memory calls for `location`.
fn legacy_device(location: sys::CUmemLocation) -> Result<sys::CUdevice, DriverError> {
    match location.type_ {
        sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE => Ok(location.id),
        sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST => Ok(CU_DEVICE_CPU),
        _ => Err(DriverError::new(sys::CUresult::CUDA_ERROR_NOT_SUPPORTED)
            .context("this driver only knows device and host memory locations")),
    }
}

/// The host, as a `CUdevice` (`CU_DEVICE_CPU` in cuda.h, which the bindings cannot express).
const CU_DEVICE_CPU: sys::CUdevice = -1;

/// Prefetches managed memory to a location on a stream (`cuMemPrefetchAsync_v2`, or
/// `cuMemPrefetchAsync` on drivers before 12.2).
///
/// # Safety
///
/// The range must be managed memory and `stream` live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::{CUmemAttach_flags, CUmemLocation, CUmemLocationType};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let gpu0 = CUmemLocation { type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, id: 0 };
/// // SAFETY: the range is managed memory; nothing uses it until the stream is synchronized.
/// unsafe {
///     let p = result::malloc_managed(64 << 20, CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL)?;
///     // Move the pages to the GPU ahead of the kernels that read them.
///     result::mem_prefetch_async(p, 64 << 20, gpu0, stream)?;
///     result::stream::synchronize(stream)?;
///     result::free_sync(p)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn mem_prefetch_async(
    dptr: sys::CUdeviceptr,
    num_bytes: usize,
    location: sys::CUmemLocation,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    match unsafe { sys::cuMemPrefetchAsync_v2(dptr, num_bytes, location, 0, stream) } {
        // Drivers before 12.2: the older entry point takes a device ordinal.
        r if lacks_function(r, "cuMemPrefetchAsync_v2") => {
            // SAFETY: the same call through the older entry point, as the caller promised.
            unsafe { sys::cuMemPrefetchAsync(dptr, num_bytes, legacy_device(location)?, stream) }
                .check()
        }
        r => r.check(),
    }
}

/// Allocates page-locked host memory (`cuMemHostAlloc`).
///
/// # Safety
///
/// A context must be current; the memory is uninitialised and freed with [`free_host`].
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: the pinned buffer is written before it is read, and freed once with no copy pending.
/// unsafe {
///     let p = result::malloc_host(4096, sys::CU_MEMHOSTALLOC_PORTABLE)?;
///     let host = std::slice::from_raw_parts_mut(p as *mut u8, 4096);
///     host.fill(3);
///     let buf = result::malloc_sync(4096)?;
///     result::memcpy_htod_sync(buf, host)?; // DMA straight from pinned memory
///     result::free_sync(buf)?;
///     result::free_host(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn malloc_host(num_bytes: usize, flags: c_uint) -> Result<*mut c_void, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuMemHostAlloc(p, num_bytes, flags)) }
}

/// Frees page-locked host memory (`cuMemFreeHost`).
///
/// # Safety
///
/// `p` must come from [`malloc_host`], with no pending copy using it.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: `p` came from malloc_host and no copy uses it.
/// unsafe {
///     let p = result::malloc_host(1 << 20, sys::CU_MEMHOSTALLOC_PORTABLE)?;
///     result::free_host(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn free_host(p: *mut c_void) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemFreeHost(p) }.check()
}

/// Page-locks existing host memory (`cuMemHostRegister_v2`).
///
/// # Safety
///
/// The range must stay allocated until [`host_unregister`].
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let mut data = vec![1.0f32; 1 << 24];
/// // SAFETY: `data` is neither moved nor freed until unregistered, and no copy is pending then.
/// unsafe {
///     let p = data.as_mut_ptr().cast();
///     result::host_register(p, data.len() * 4, sys::CU_MEMHOSTREGISTER_PORTABLE)?;
///     let buf = result::malloc_sync(data.len() * 4)?;
///     result::memcpy_htod_sync(buf, &data)?; // at full bus speed
///     result::free_sync(buf)?;
///     result::host_unregister(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn host_register(
    p: *mut c_void,
    num_bytes: usize,
    flags: c_uint,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemHostRegister_v2(p, num_bytes, flags) }.check()
}

/// Undoes [`host_register`] (`cuMemHostUnregister`).
///
/// # Safety
///
/// `p` must have been registered, with no pending copy using it.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let mut data = vec![0u8; 1 << 20];
/// // SAFETY: registered just before, and no copy uses it.
/// unsafe {
///     let p = data.as_mut_ptr().cast();
///     result::host_register(p, data.len(), sys::CU_MEMHOSTREGISTER_PORTABLE)?;
///     result::host_unregister(p)?;
/// }
/// drop(data); // an ordinary Vec again
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn host_unregister(p: *mut c_void) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemHostUnregister(p) }.check()
}

/// The device address of page-locked host memory allocated with `CU_MEMHOSTALLOC_DEVICEMAP`
/// (`cuMemHostGetDevicePointer_v2`): kernels and stream memory operations reach the host
/// memory through it.
///
/// # Safety
///
/// `p` must point into memory from [`malloc_host`] (or [`host_register`]) that is mapped for
/// the device.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: mapped memory from malloc_host, freed after its last use.
/// unsafe {
///     let p = result::malloc_host(4096, sys::CU_MEMHOSTALLOC_DEVICEMAP)?;
///     let on_device = result::host_get_device_pointer(p)?;
///     assert_ne!(on_device, 0);
///     result::free_host(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn host_get_device_pointer(p: *mut c_void) -> Result<sys::CUdeviceptr, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|d| sys::cuMemHostGetDevicePointer_v2(d, p, 0)) }
}

/// Sets `num_bytes` bytes to `value` on a stream (`cuMemsetD8Async`).
///
/// # Safety
///
/// The range must be device memory valid in stream order.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mut back = [0u8; 8];
/// // SAFETY: 8 bytes, used in order on one stream; `back` outlives the synchronize.
/// unsafe {
///     let buf = result::malloc_async(stream, 8)?;
///     result::memset_d8_async(buf, 0xff, 8, stream)?;
///     result::memset_d8_async(buf, 0, 4, stream)?;
///     result::memcpy_dtoh_async(&mut back, buf, stream)?;
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// assert_eq!(back, [0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memset_d8_async(
    dptr: sys::CUdeviceptr,
    value: u8,
    num_bytes: usize,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemsetD8Async(dptr, value, num_bytes, stream) }.check()
}

/// Sets `num_bytes` bytes to `value` (`cuMemsetD8_v2`).
///
/// # Safety
///
/// The range must be device memory.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: 16 bytes of device memory, freed once.
/// unsafe {
///     let buf = result::malloc_sync(16)?;
///     result::memset_d8_sync(buf, 0xab, 16)?;
///     let mut back = [0u8; 16];
///     result::memcpy_dtoh_sync(&mut back, buf)?;
///     assert_eq!(back, [0xab; 16]);
///     result::free_sync(buf)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memset_d8_sync(
    dptr: sys::CUdeviceptr,
    value: u8,
    num_bytes: usize,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemsetD8_v2(dptr, value, num_bytes) }.check()
}

/// Copies `src` to device memory on a stream (`cuMemcpyHtoDAsync_v2`).
///
/// # Safety
///
/// `dst` must have room for `src`; `src` must stay alive and unchanged until the copy is done.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let src: Vec<u64> = (0..1000).collect();
/// // SAFETY: the buffer has room for `src`, which stays alive and unchanged until synchronize.
/// unsafe {
///     let buf = result::malloc_async(stream, src.len() * 8)?;
///     result::memcpy_htod_async(buf, &src, stream)?;
///     let mut back = vec![0u64; 1000];
///     result::memcpy_dtoh_async(&mut back, buf, stream)?;
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     assert_eq!(back, src);
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_htod_async<T>(
    dst: sys::CUdeviceptr,
    src: &[T],
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyHtoDAsync_v2(dst, src.as_ptr().cast(), size_of_val(src), stream) }.check()
}

/// Copies `src` to device memory and waits (`cuMemcpyHtoD_v2`).
///
/// # Safety
///
/// `dst` must have room for `src`.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: the buffer has room for 3 f64s, and is freed once.
/// unsafe {
///     let buf = result::malloc_sync(3 * 8)?;
///     result::memcpy_htod_sync(buf, &[1.5f64, 2.5, 3.5])?; // `src` may be reused at once
///     let mut back = [0.0f64; 3];
///     result::memcpy_dtoh_sync(&mut back, buf)?;
///     assert_eq!(back, [1.5, 2.5, 3.5]);
///     result::free_sync(buf)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_htod_sync<T>(dst: sys::CUdeviceptr, src: &[T]) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyHtoD_v2(dst, src.as_ptr().cast(), size_of_val(src)) }.check()
}

/// Copies device memory into `dst` on a stream (`cuMemcpyDtoHAsync_v2`).
///
/// # Safety
///
/// `src` must hold `dst.len()` elements; `dst` must stay alive and untouched until the copy is done.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mut host = vec![0i32; 256];
/// // SAFETY: the buffer holds 256 i32s; `host` is not touched until the synchronize.
/// unsafe {
///     let buf = result::malloc_async(stream, 256 * 4)?;
///     result::memcpy_htod_async(buf, &[-1i32; 256], stream)?;
///     result::stream::synchronize(stream)?;
///     result::memcpy_dtoh_async(&mut host, buf, stream)?;
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// assert!(host.iter().all(|&v| v == -1));
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_dtoh_async<T>(
    dst: &mut [T],
    src: sys::CUdeviceptr,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyDtoHAsync_v2(dst.as_mut_ptr().cast(), src, size_of_val(dst), stream) }
        .check()
}

/// Copies device memory into `dst` and waits (`cuMemcpyDtoH_v2`).
///
/// # Safety
///
/// `src` must hold `dst.len()` elements.
///
/// ```no_run
/// use cuda_driver::driver::{DevicePtr, result};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let buf = dev.htod_sync_copy(&[1u16, 2, 3, 4])?;
/// dev.synchronize()?; // raw calls are outside the crate's ordering
/// let mut host = [0u16; 2];
/// // SAFETY: the buffer holds 4 u16s and nothing writes it meanwhile.
/// unsafe { result::memcpy_dtoh_sync(&mut host, *buf.device_ptr() + 4) }?;
/// assert_eq!(host, [3, 4]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_dtoh_sync<T>(dst: &mut [T], src: sys::CUdeviceptr) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyDtoH_v2(dst.as_mut_ptr().cast(), src, size_of_val(dst)) }.check()
}

/// Copies between device allocations on a stream (`cuMemcpyDtoDAsync_v2`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes` in stream order.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mut back = [0u8; 64];
/// // SAFETY: both buffers hold 64 bytes and are used in order on one stream.
/// unsafe {
///     let a = result::malloc_async(stream, 64)?;
///     let b = result::malloc_async(stream, 64)?;
///     result::memset_d8_async(a, 9, 64, stream)?;
///     result::memcpy_dtod_async(b, a, 64, stream)?;
///     result::memcpy_dtoh_async(&mut back, b, stream)?;
///     result::free_async(a, stream)?;
///     result::free_async(b, stream)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// assert_eq!(back, [9; 64]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_dtod_async(
    dst: sys::CUdeviceptr,
    src: sys::CUdeviceptr,
    num_bytes: usize,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyDtoDAsync_v2(dst, src, num_bytes, stream) }.check()
}

/// Copies between device allocations and waits (`cuMemcpyDtoD_v2`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes`.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: both buffers hold 32 bytes, and are freed once.
/// unsafe {
///     let (a, b) = (result::malloc_sync(32)?, result::malloc_sync(32)?);
///     result::memset_d8_sync(a, 4, 32)?;
///     result::memcpy_dtod_sync(b, a, 32)?;
///     let mut back = [0u8; 32];
///     result::memcpy_dtoh_sync(&mut back, b)?;
///     assert_eq!(back, [4; 32]);
///     result::free_sync(a)?;
///     result::free_sync(b)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_dtod_sync(
    dst: sys::CUdeviceptr,
    src: sys::CUdeviceptr,
    num_bytes: usize,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyDtoD_v2(dst, src, num_bytes) }.check()
}

// ---- pitched 2D memory ----------------------------------------------------------------------

/// Allocates `height` rows of at least `width_bytes` bytes each, padded to the pitch the
/// driver chooses for fast row access (`cuMemAllocPitch_v2`); returns the address and the
/// pitch in bytes. `element_bytes` is the size of the widest access made to the memory: 4, 8
/// or 16.
///
/// # Safety
///
/// A context must be current; the memory is uninitialised, usable at once on every stream, and
/// freed with [`free_sync`].
pub unsafe fn malloc_pitch(
    width_bytes: usize,
    height: usize,
    element_bytes: u32,
) -> Result<(sys::CUdeviceptr, usize), DriverError> {
    let mut ptr = 0;
    let mut pitch = 0;
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemAllocPitch_v2(&mut ptr, &mut pitch, width_bytes, height, element_bytes) }
        .check()?;
    Ok((ptr, pitch))
}

/// Copies a 2D region between host and device memory, or within device memory, on a stream
/// (`cuMemcpy2DAsync_v2`).
///
/// # Safety
///
/// Every row the copy describes must be valid for its access (read at the source, written at
/// the destination) in stream order, and host memory must stay alive and untouched until the
/// copy is done.
pub unsafe fn memcpy_2d_async(
    copy: &sys::CUDA_MEMCPY2D,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpy2DAsync_v2(copy, stream) }.check()
}

// ---- end of pitched 2D memory ----------------------------------------------------------------

/// Copies between devices of two contexts on a stream (`cuMemcpyPeerAsync`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes` in their contexts, in stream order.
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut, result};
///
/// let (d0, d1) = (CudaDevice::new(0)?, CudaDevice::new(1)?);
/// let src = d0.htod_sync_copy(&[1u32; 1024])?;
/// let mut dst = d1.alloc_zeros::<u32>(1024)?;
/// d0.synchronize()?;
/// d1.synchronize()?; // raw calls are outside the crate's ordering
/// d0.bind_to_thread()?;
/// let (s, d) = (*src.device_ptr(), *dst.device_ptr_mut());
/// let stream = result::stream::null();
/// // SAFETY: both buffers hold 4096 bytes and nothing else uses them until the synchronize.
/// unsafe {
///     result::memcpy_peer_async(d, *d1.cu_primary_ctx(), s, *d0.cu_primary_ctx(), 4096, stream)?;
///     result::stream::synchronize(stream)?;
/// }
/// assert_eq!(d1.dtoh_sync_copy(&dst)?, [1; 1024]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_peer_async(
    dst: sys::CUdeviceptr,
    dst_ctx: sys::CUcontext,
    src: sys::CUdeviceptr,
    src_ctx: sys::CUcontext,
    num_bytes: usize,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyPeerAsync(dst, dst_ctx, src, src_ctx, num_bytes, stream) }.check()
}

/// Copies between devices of two contexts and waits (`cuMemcpyPeer`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes` in their contexts.
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut, result};
///
/// let (d0, d1) = (CudaDevice::new(0)?, CudaDevice::new(1)?);
/// let src = d0.htod_sync_copy(&[2.0f32; 256])?;
/// let mut dst = d1.alloc_zeros::<f32>(256)?;
/// d0.synchronize()?;
/// d1.synchronize()?; // raw calls are outside the crate's ordering
/// let (s, d) = (*src.device_ptr(), *dst.device_ptr_mut());
/// // SAFETY: both buffers hold 1024 bytes and nothing else uses them meanwhile.
/// unsafe { result::memcpy_peer_sync(d, *d1.cu_primary_ctx(), s, *d0.cu_primary_ctx(), 1024) }?;
/// assert_eq!(d1.dtoh_sync_copy(&dst)?, [2.0; 256]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_peer_sync(
    dst: sys::CUdeviceptr,
    dst_ctx: sys::CUcontext,
    src: sys::CUdeviceptr,
    src_ctx: sys::CUcontext,
    num_bytes: usize,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyPeer(dst, dst_ctx, src, src_ctx, num_bytes) }.check()
}

/// What kind of memory `ptr` points to (`cuPointerGetAttributes` with
/// `CU_POINTER_ATTRIBUTE_MEMORY_TYPE`): `None` for ordinary pageable host memory, which the
/// driver does not know. Unlike `cuPointerGetAttribute`, the plural form reports an unknown
/// address as a null attribute rather than as an error (which tools such as
/// compute-sanitizer would report as a failed API call).
///
/// ```no_run
/// use cuda_driver::driver::{DevicePtr, result, sys::CUmemorytype};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let pageable = vec![0u8; 4096];
/// assert_eq!(result::pointer_memory_type(pageable.as_ptr().cast())?, None);
/// let pinned = dev.alloc_pinned::<u8>(4096)?;
/// assert_eq!(result::pointer_memory_type(pinned.as_ptr().cast())?, Some(CUmemorytype::CU_MEMORYTYPE_HOST));
/// let buf = dev.alloc_zeros::<u8>(4096)?;
/// let device = *buf.device_ptr() as *const std::ffi::c_void;
/// assert_eq!(result::pointer_memory_type(device)?, Some(CUmemorytype::CU_MEMORYTYPE_DEVICE));
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn pointer_memory_type(ptr: *const c_void) -> Result<Option<sys::CUmemorytype>, DriverError> {
    // The driver writes a C enum (0 for memory it does not know): read it as its integer and
    // check it, since a newer driver may write a type these bindings do not know.
    let mut ty: u32 = 0;
    let mut attr = sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_MEMORY_TYPE;
    let mut data = [(&raw mut ty).cast::<c_void>()];
    // SAFETY: the driver only looks the address up; it writes one enum value (an unsigned int
    // in C) through `data`.
    unsafe {
        sys::cuPointerGetAttributes(1, &mut attr, data.as_mut_ptr(), ptr as sys::CUdeviceptr)
    }
    .check()?;
    if ty == 0 {
        return Ok(None);
    }
    checked_out(ty, sys::CUmemorytype::from_raw, "cuPointerGetAttributes").map(Some)
}

/// Free and total memory of the current context's device, in bytes (`cuMemGetInfo_v2`).
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let (free, total) = result::mem_get_info()?;
/// assert!(free <= total);
/// println!("{} of {} MiB free", free >> 20, total >> 20);
/// // Size a batch to fit in half of what is free.
/// let batch = free / 2 / size_of::<f32>();
/// let buf = dev.alloc_zeros::<f32>(batch)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn mem_get_info() -> Result<(usize, usize), DriverError> {
    let (mut free, mut total) = (0, 0);
    // SAFETY: writes two size_t.
    unsafe { sys::cuMemGetInfo_v2(&mut free, &mut total) }.check()?;
    Ok((free, total))
}

/// Memory pools: attributes of a device's pool.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUmemPool_attribute};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let pool = result::device::get_default_mem_pool(*dev.cu_device())?;
/// // SAFETY: the default pool lives as long as the device; these attributes are u64.
/// unsafe {
///     let used = result::mem_pool::get_attribute_u64(pool, CUmemPool_attribute::CU_MEMPOOL_ATTR_USED_MEM_CURRENT)?;
///     let reserved = result::mem_pool::get_attribute_u64(pool, CUmemPool_attribute::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT)?;
///     assert!(used <= reserved);
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub mod mem_pool {
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
}

/// Modules: load PTX or cubin images, find functions and globals, unload.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::result;
/// use cuda_driver::nvrtc::compile_ptx;
/// use std::ffi::CString;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let ptx = compile_ptx("extern \"C\" __global__ void k(float *x) { *x = 1.0f; }")?;
/// let image = CString::new(ptx.to_src())?;
/// // SAFETY: `image` is NUL-terminated PTX; the function is not used after the unload.
/// unsafe {
///     let module = result::module::load_data(image.as_ptr().cast())?;
///     let k = result::module::get_function(module, CString::new("k")?)?;
///     assert!(!k.is_null());
///     result::module::unload(module)?;
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub mod module {
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
}

/// Kernel functions: attributes and parameter layout.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUfunction_attribute};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x, int n) {}")?, "m", &["k"])?;
/// let k = dev.get_func("m", "k").unwrap();
/// // SAFETY: the device keeps the module, and so the function, loaded.
/// unsafe {
///     let regs = result::function::get_function_attribute(k.cu_function(), CUfunction_attribute::CU_FUNC_ATTRIBUTE_NUM_REGS)?;
///     assert_eq!(result::function::get_param_info(k.cu_function(), 1)?, (8, 4)); // `int n`
///     println!("{regs} registers per thread");
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub mod function {
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
}

/// Occupancy calculations.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUoccupancy_flags};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = 0.0f; }")?, "m", &["k"])?;
/// let k = dev.get_func("m", "k").unwrap();
/// let flags = CUoccupancy_flags::CU_OCCUPANCY_DEFAULT as u32;
/// // SAFETY: the device keeps the module, and so the function, loaded.
/// let (grid, block) = unsafe {
///     result::occupancy::max_potential_block_size_with_flags(k.cu_function(), None, 0, 0, flags)
/// }?;
/// println!("best: {grid} blocks of {block} threads");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub mod occupancy {
    use super::*;

    /// The most blocks of `block_size` threads that fit on one multiprocessor
    /// (`cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags`).
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{result, sys::CUoccupancy_flags};
    /// use cuda_driver::nvrtc::compile_ptx;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = 0.0f; }")?, "m", &["k"])?;
    /// let k = dev.get_func("m", "k").unwrap();
    /// let flags = CUoccupancy_flags::CU_OCCUPANCY_DEFAULT as u32;
    /// // SAFETY: the device keeps the module, and so the function, loaded.
    /// let blocks = unsafe {
    ///     result::occupancy::max_active_block_per_multiprocessor_with_flags(k.cu_function(), 256, 0, flags)
    /// }?;
    /// assert!(blocks >= 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn max_active_block_per_multiprocessor_with_flags(
        f: sys::CUfunction,
        block_size: i32,
        dynamic_smem_size: usize,
        flags: c_uint,
    ) -> Result<i32, DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe {
            out(|p| {
                sys::cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
                    p,
                    f,
                    block_size,
                    dynamic_smem_size,
                    flags,
                )
            })
        }
    }

    /// The most blocks of `block_size` threads that fit on one multiprocessor
    /// (`cuOccupancyMaxActiveBlocksPerMultiprocessor`, cudarc 0.10-0.13's name).
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result;
    /// use cuda_driver::nvrtc::compile_ptx;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = 0.0f; }")?, "m", &["k"])?;
    /// let k = dev.get_func("m", "k").unwrap();
    /// // SAFETY: the device keeps the module, and so the function, loaded.
    /// let blocks = unsafe { result::occupancy::max_active_block_per_multiprocessor(k.cu_function(), 256, 0) }?;
    /// assert!(blocks >= 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn max_active_block_per_multiprocessor(
        f: sys::CUfunction,
        block_size: i32,
        dynamic_smem_size: usize,
    ) -> Result<i32, DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe {
            out(|p| {
                sys::cuOccupancyMaxActiveBlocksPerMultiprocessor(
                    p,
                    f,
                    block_size,
                    dynamic_smem_size,
                )
            })
        }
    }

    /// As [`max_potential_block_size_with_flags`] with the default flags
    /// (`cuOccupancyMaxPotentialBlockSize`, cudarc 0.10-0.13's name).
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle; the callback must not unwind.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result;
    /// use cuda_driver::nvrtc::compile_ptx;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = 0.0f; }")?, "m", &["k"])?;
    /// let k = dev.get_func("m", "k").unwrap();
    /// // SAFETY: the device keeps the function loaded; no callback.
    /// let (grid, block) = unsafe { result::occupancy::max_potential_block_size(k.cu_function(), None, 0, 0) }?;
    /// assert!(grid >= 1 && block >= 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn max_potential_block_size(
        f: sys::CUfunction,
        block_size_to_dynamic_smem_size: sys::CUoccupancyB2DSize,
        dynamic_smem_size: usize,
        block_size_limit: i32,
    ) -> Result<(i32, i32), DriverError> {
        let (mut grid, mut block) = (0, 0);
        // SAFETY: the caller's contract (see # Safety).
        unsafe {
            sys::cuOccupancyMaxPotentialBlockSize(
                &mut grid,
                &mut block,
                f,
                block_size_to_dynamic_smem_size,
                dynamic_smem_size,
                block_size_limit,
            )
        }
        .check()?;
        Ok((grid, block))
    }

    /// The block size that maximises occupancy, and the smallest grid that reaches it, as
    /// `(min_grid_size, block_size)` (`cuOccupancyMaxPotentialBlockSizeWithFlags`).
    /// `block_size_to_dynamic_smem_size`, when given, says how much dynamic shared memory a
    /// block of each size needs.
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle; the callback must not unwind.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{LaunchConfig, result, sys::CUoccupancy_flags};
    /// use cuda_driver::nvrtc::compile_ptx;
    ///
    /// unsafe extern "C" fn smem_for(block_size: std::ffi::c_int) -> usize {
    ///     block_size as usize * 4 // one float of dynamic shared memory per thread
    /// }
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { extern __shared__ float s[]; s[threadIdx.x] = x[threadIdx.x]; }")?, "m", &["k"])?;
    /// let k = dev.get_func("m", "k").unwrap();
    /// let flags = CUoccupancy_flags::CU_OCCUPANCY_DEFAULT as u32;
    /// // SAFETY: the device keeps the function loaded; `smem_for` cannot unwind.
    /// let (grid, block) = unsafe {
    ///     result::occupancy::max_potential_block_size_with_flags(k.cu_function(), Some(smem_for), 0, 1024, flags)
    /// }?;
    /// let cfg = LaunchConfig { grid_dim: (grid as u32, 1, 1), block_dim: (block as u32, 1, 1), shared_mem_bytes: block as u32 * 4 };
    /// assert!(cfg.block_dim.0 <= 1024);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn max_potential_block_size_with_flags(
        f: sys::CUfunction,
        block_size_to_dynamic_smem_size: sys::CUoccupancyB2DSize,
        dynamic_smem_size: usize,
        block_size_limit: i32,
        flags: c_uint,
    ) -> Result<(i32, i32), DriverError> {
        let (mut grid, mut block) = (0, 0);
        // SAFETY: the caller's contract (see # Safety).
        unsafe {
            sys::cuOccupancyMaxPotentialBlockSizeWithFlags(
                &mut grid,
                &mut block,
                f,
                block_size_to_dynamic_smem_size,
                dynamic_smem_size,
                block_size_limit,
                flags,
            )
        }
        .check()?;
        Ok((grid, block))
    }

    /// The most clusters that can be resident at once for this launch configuration
    /// (`cuOccupancyMaxActiveClusters`).
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle and `config` describe a launch of it.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{result, sys};
    /// use cuda_driver::nvrtc::{CompileOptions, compile_ptx_with_opts};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let major = sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR;
    /// if dev.attribute(major)? >= 9 {
    ///     let src = "extern \"C\" __global__ void __cluster_dims__(2, 1, 1) k(float *x) {}";
    ///     let opts = CompileOptions { arch: Some("sm_90"), ..Default::default() };
    ///     dev.load_ptx(compile_ptx_with_opts(src, opts)?, "m", &["k"])?;
    ///     let k = dev.get_func("m", "k").unwrap();
    ///     let config = sys::CUlaunchConfig {
    ///         gridDimX: 128, gridDimY: 1, gridDimZ: 1,
    ///         blockDimX: 128, blockDimY: 1, blockDimZ: 1,
    ///         ..Default::default()
    ///     };
    ///     dev.bind_to_thread()?;
    ///     // SAFETY: the device keeps the function loaded; `config` describes a launch of it.
    ///     let clusters = unsafe { result::occupancy::max_active_clusters(k.cu_function(), &config) }?;
    ///     assert!(clusters >= 1);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn max_active_clusters(
        f: sys::CUfunction,
        config: &sys::CUlaunchConfig,
    ) -> Result<i32, DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { out(|p| sys::cuOccupancyMaxActiveClusters(p, f, config)) }
    }

    /// The largest cluster size this launch configuration can use
    /// (`cuOccupancyMaxPotentialClusterSize`).
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle and `config` describe a launch of it.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{result, sys};
    /// use cuda_driver::nvrtc::{CompileOptions, compile_ptx_with_opts};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let major = sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR;
    /// if dev.attribute(major)? >= 9 {
    ///     let opts = CompileOptions { arch: Some("sm_90"), ..Default::default() };
    ///     dev.load_ptx(compile_ptx_with_opts("extern \"C\" __global__ void k(float *x) {}", opts)?, "m", &["k"])?;
    ///     let k = dev.get_func("m", "k").unwrap();
    ///     let config = sys::CUlaunchConfig {
    ///         gridDimX: 128, gridDimY: 1, gridDimZ: 1,
    ///         blockDimX: 128, blockDimY: 1, blockDimZ: 1,
    ///         ..Default::default()
    ///     };
    ///     dev.bind_to_thread()?;
    ///     // SAFETY: the device keeps the function loaded; `config` describes a launch of it.
    ///     let size = unsafe { result::occupancy::max_potential_cluster_size(k.cu_function(), &config) }?;
    ///     assert!(size >= 1);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn max_potential_cluster_size(
        f: sys::CUfunction,
        config: &sys::CUlaunchConfig,
    ) -> Result<i32, DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { out(|p| sys::cuOccupancyMaxPotentialClusterSize(p, f, config)) }
    }

    /// The dynamic shared memory available to each block of `block_size` threads when
    /// `num_blocks` run on a multiprocessor (`cuOccupancyAvailableDynamicSMemPerBlock`).
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result;
    /// use cuda_driver::nvrtc::compile_ptx;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { extern __shared__ float s[]; s[0] = *x; }")?, "m", &["k"])?;
    /// let k = dev.get_func("m", "k").unwrap();
    /// dev.bind_to_thread()?;
    /// // SAFETY: the device keeps the module, and so the function, loaded.
    /// let smem = unsafe { result::occupancy::available_dynamic_shared_mem_per_block(k.cu_function(), 4, 256) }?;
    /// println!("4 blocks of 256 threads per SM leave {smem} bytes of shared memory each");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn available_dynamic_shared_mem_per_block(
        f: sys::CUfunction,
        num_blocks: i32,
        block_size: i32,
    ) -> Result<usize, DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe {
            out(|p| sys::cuOccupancyAvailableDynamicSMemPerBlock(p, f, num_blocks, block_size))
        }
    }
}

/// Events: create, record, query, synchronize, time, destroy.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUevent_flags;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let (start, end) = (result::event::create(CUevent_flags::CU_EVENT_DEFAULT)?, result::event::create(CUevent_flags::CU_EVENT_DEFAULT)?);
/// // SAFETY: all handles are live until destroyed; the buffer is freed after its last use.
/// unsafe {
///     let buf = result::malloc_async(stream, 256 << 20)?;
///     result::event::record(start, stream)?;
///     result::memset_d8_async(buf, 0, 256 << 20, stream)?;
///     result::event::record(end, stream)?;
///     result::event::synchronize(end)?;
///     println!("memset: {:.3} ms", result::event::elapsed(start, end)?);
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::event::destroy(start)?;
///     result::event::destroy(end)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub mod event {
    use super::*;

    /// Creates an event (`cuEventCreate`).
    ///
    /// ```no_run
    /// use cuda_driver::driver::{result, sys::CUevent_flags};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// // Events only for ordering are cheaper without timing.
    /// let marker = result::event::create(CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    /// let timer = result::event::create(CUevent_flags::CU_EVENT_DEFAULT)?;
    /// // SAFETY: both are live, never recorded, and destroyed once.
    /// unsafe {
    ///     assert!(result::event::query(marker)?); // never recorded: complete
    ///     result::event::destroy(marker)?;
    ///     result::event::destroy(timer)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn create(flags: sys::CUevent_flags) -> Result<sys::CUevent, DriverError> {
        create_with_flags(flags as c_uint)
    }

    /// Creates an event with any combination of `CUevent_flags` (`cuEventCreate`), which
    /// [`create`] cannot express: the flags are a Rust enum, one value at a time.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{result, sys::CUevent_flags};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let flags = CUevent_flags::CU_EVENT_DISABLE_TIMING as u32
    ///     | CUevent_flags::CU_EVENT_BLOCKING_SYNC as u32;
    /// let event = result::event::create_with_flags(flags)?;
    /// // SAFETY: live, never recorded, destroyed once.
    /// unsafe { result::event::destroy(event) }?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn create_with_flags(flags: c_uint) -> Result<sys::CUevent, DriverError> {
        // SAFETY: writes one handle.
        unsafe { out(|p| sys::cuEventCreate(p, flags)) }
    }

    /// Records the event on a stream (`cuEventRecord`).
    ///
    /// # Safety
    ///
    /// Both handles must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUevent_flags;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// let uploaded = result::event::create(CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    /// let data = vec![1u8; 64 << 20];
    /// // SAFETY: `data` stays alive and unchanged until the event completes; handles destroyed once.
    /// unsafe {
    ///     let buf = result::malloc_async(stream, data.len())?;
    ///     result::memcpy_htod_async(buf, &data, stream)?;
    ///     result::event::record(uploaded, stream)?; // completes when the copy is done
    ///     result::event::synchronize(uploaded)?;
    ///     drop(data); // safe to free the host side now
    ///     result::free_async(buf, stream)?;
    ///     result::stream::synchronize(stream)?;
    ///     result::event::destroy(uploaded)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn record(event: sys::CUevent, stream: sys::CUstream) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuEventRecord(event, stream) }.check()
    }

    /// Whether the work before the event's last record is done (`cuEventQuery`).
    ///
    /// # Safety
    ///
    /// `event` must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUevent_flags;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// let done = result::event::create(CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    /// // SAFETY: all handles are live until destroyed; the buffer is freed after its last use.
    /// unsafe {
    ///     let buf = result::malloc_async(stream, 1 << 30)?;
    ///     result::memset_d8_async(buf, 0, 1 << 30, stream)?;
    ///     result::event::record(done, stream)?;
    ///     let mut polls = 0;
    ///     while !result::event::query(done)? {
    ///         polls += 1; // ... CPU work meanwhile ...
    ///     }
    ///     println!("done after {polls} polls");
    ///     result::free_async(buf, stream)?;
    ///     result::stream::synchronize(stream)?;
    ///     result::event::destroy(done)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn query(event: sys::CUevent) -> Result<bool, DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        match unsafe { sys::cuEventQuery(event) } {
            sys::CUresult::CUDA_ERROR_NOT_READY => Ok(false),
            r => r.check().map(|()| true),
        }
    }

    /// Waits for the event (`cuEventSynchronize`).
    ///
    /// # Safety
    ///
    /// `event` must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUevent_flags;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// // Blocking sync: the waiting thread sleeps rather than spins.
    /// let done = result::event::create(CUevent_flags::CU_EVENT_BLOCKING_SYNC)?;
    /// // SAFETY: all handles are live until destroyed; the buffer is freed after its last use.
    /// unsafe {
    ///     let buf = result::malloc_async(stream, 1 << 30)?;
    ///     result::memset_d8_async(buf, 0, 1 << 30, stream)?;
    ///     result::event::record(done, stream)?;
    ///     result::event::synchronize(done)?;
    ///     assert!(result::event::query(done)?);
    ///     result::free_async(buf, stream)?;
    ///     result::stream::synchronize(stream)?;
    ///     result::event::destroy(done)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn synchronize(event: sys::CUevent) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuEventSynchronize(event) }.check()
    }

    /// Milliseconds between two recorded timing events (`cuEventElapsedTime_v2`, or
    /// `cuEventElapsedTime` on drivers before 12.8).
    ///
    /// # Safety
    ///
    /// Both events must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUevent_flags;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// let start = result::event::create(CUevent_flags::CU_EVENT_DEFAULT)?; // timing events
    /// let end = result::event::create(CUevent_flags::CU_EVENT_DEFAULT)?;
    /// let bytes = 1usize << 30;
    /// // SAFETY: all handles are live until destroyed; the buffers are freed after their last use.
    /// unsafe {
    ///     let (a, b) = (result::malloc_async(stream, bytes)?, result::malloc_async(stream, bytes)?);
    ///     result::event::record(start, stream)?;
    ///     result::memcpy_dtod_async(b, a, bytes, stream)?;
    ///     result::event::record(end, stream)?;
    ///     result::event::synchronize(end)?;
    ///     let ms = result::event::elapsed(start, end)?;
    ///     println!("{:.1} GB/s", 2.0 * bytes as f64 / (ms as f64 * 1e6));
    ///     result::free_async(a, stream)?;
    ///     result::free_async(b, stream)?;
    ///     result::stream::synchronize(stream)?;
    ///     result::event::destroy(start)?;
    ///     result::event::destroy(end)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn elapsed(start: sys::CUevent, end: sys::CUevent) -> Result<f32, DriverError> {
        let mut ms = 0f32;
        // SAFETY: the caller's contract (see # Safety).
        match unsafe { sys::cuEventElapsedTime_v2(&mut ms, start, end) } {
            r if lacks_function(r, "cuEventElapsedTime_v2") => {
                // SAFETY: the caller's contract (see # Safety).
                unsafe { sys::cuEventElapsedTime(&mut ms, start, end) }.check()?
            }
            r => r.check()?,
        }
        Ok(ms)
    }

    /// Destroys the event (`cuEventDestroy_v2`).
    ///
    /// # Safety
    ///
    /// `event` must be live and not used afterwards.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{result, sys::CUevent_flags};
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let e = result::event::create(CUevent_flags::CU_EVENT_DISABLE_TIMING)?;
    /// // SAFETY: `e` is live and not used afterwards (a pending one is released once it completes).
    /// unsafe {
    ///     result::event::record(e, result::stream::null())?;
    ///     result::event::destroy(e)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn destroy(event: sys::CUevent) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuEventDestroy_v2(event) }.check()
    }
}

/// Graphs: instantiate, upload, launch and destroy (capture is in [`stream`]).
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::CUstreamCaptureMode;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
/// // SAFETY: the buffer outlives every launch; all handles are destroyed once, after the work.
/// unsafe {
///     let buf = result::malloc_sync(4096)?;
///     result::stream::begin_capture(stream, mode)?;
///     result::memset_d8_async(buf, 1, 4096, stream)?;
///     let graph = result::stream::end_capture(stream)?;
///     let exec = result::graph::instantiate(graph, 0)?;
///     result::graph::upload(exec, stream)?;
///     result::graph::launch(exec, stream)?;
///     result::stream::synchronize(stream)?;
///     result::graph::exec_destroy(exec)?;
///     result::graph::destroy(graph)?;
///     result::free_sync(buf)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub mod graph {
    use super::*;

    /// Instantiates an executable graph (`cuGraphInstantiateWithFlags`).
    ///
    /// # Safety
    ///
    /// `graph` must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUstreamCaptureMode;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
    /// // SAFETY: the buffer outlives the launches; all handles are destroyed once, after the work.
    /// unsafe {
    ///     let buf = result::malloc_sync(1024)?;
    ///     result::stream::begin_capture(stream, mode)?;
    ///     result::memset_d8_async(buf, 0, 1024, stream)?;
    ///     let graph = result::stream::end_capture(stream)?;
    ///     let exec = result::graph::instantiate(graph, 0)?;
    ///     result::graph::destroy(graph)?; // the executable graph does not need it
    ///     result::graph::launch(exec, stream)?;
    ///     result::stream::synchronize(stream)?;
    ///     result::graph::exec_destroy(exec)?;
    ///     result::free_sync(buf)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn instantiate(
        graph: sys::CUgraph,
        flags: u64,
    ) -> Result<sys::CUgraphExec, DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { out(|p| sys::cuGraphInstantiateWithFlags(p, graph, flags)) }
    }

    /// Uploads an executable graph to the device ahead of its first launch (`cuGraphUpload`).
    ///
    /// # Safety
    ///
    /// Both handles must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUstreamCaptureMode;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
    /// // SAFETY: the buffer outlives the launch; all handles are destroyed once, after the work.
    /// unsafe {
    ///     let buf = result::malloc_sync(1024)?;
    ///     result::stream::begin_capture(stream, mode)?;
    ///     result::memset_d8_async(buf, 0, 1024, stream)?;
    ///     let graph = result::stream::end_capture(stream)?;
    ///     let exec = result::graph::instantiate(graph, 0)?;
    ///     result::graph::upload(exec, stream)?; // the setup cost is paid here...
    ///     result::graph::launch(exec, stream)?; // ...not on the first launch
    ///     result::stream::synchronize(stream)?;
    ///     result::graph::exec_destroy(exec)?;
    ///     result::graph::destroy(graph)?;
    ///     result::free_sync(buf)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn upload(exec: sys::CUgraphExec, stream: sys::CUstream) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuGraphUpload(exec, stream) }.check()
    }

    /// Launches an executable graph on a stream (`cuGraphLaunch`).
    ///
    /// # Safety
    ///
    /// Both handles must be live, and the memory the graph uses valid in stream order.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUstreamCaptureMode;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
    /// let mut back = [0u8; 16];
    /// // SAFETY: the buffer outlives the launches; all handles are destroyed once, after the work.
    /// unsafe {
    ///     let buf = result::malloc_sync(16)?;
    ///     result::stream::begin_capture(stream, mode)?;
    ///     result::memset_d8_async(buf, 5, 16, stream)?;
    ///     let graph = result::stream::end_capture(stream)?;
    ///     let exec = result::graph::instantiate(graph, 0)?;
    ///     result::graph::destroy(graph)?; // the executable graph does not need it
    ///     for _ in 0..100 {
    ///         result::graph::launch(exec, stream)?; // one call replays all the captured work
    ///     }
    ///     result::memcpy_dtoh_async(&mut back, buf, stream)?;
    ///     result::stream::synchronize(stream)?;
    ///     result::graph::exec_destroy(exec)?;
    ///     result::free_sync(buf)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// assert_eq!(back, [5; 16]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn launch(exec: sys::CUgraphExec, stream: sys::CUstream) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuGraphLaunch(exec, stream) }.check()
    }

    /// The number of nodes in a graph (`cuGraphGetNodes` with no output array).
    ///
    /// # Safety
    ///
    /// `graph` must be live.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUstreamCaptureMode;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
    /// // SAFETY: nothing is launched; the graph and buffer are freed once.
    /// unsafe {
    ///     let buf = result::malloc_sync(3 * 64)?;
    ///     result::stream::begin_capture(stream, mode)?;
    ///     for i in 0..3 {
    ///         result::memset_d8_async(buf + 64 * i, i as u8, 64, stream)?;
    ///     }
    ///     let graph = result::stream::end_capture(stream)?;
    ///     assert_eq!(result::graph::num_nodes(graph)?, 3);
    ///     result::graph::destroy(graph)?;
    ///     result::free_sync(buf)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn num_nodes(graph: sys::CUgraph) -> Result<usize, DriverError> {
        let mut n = 0;
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuGraphGetNodes(graph, std::ptr::null_mut(), &mut n) }.check()?;
        Ok(n)
    }

    /// Destroys a graph (`cuGraphDestroy`).
    ///
    /// # Safety
    ///
    /// `graph` must be live and not used afterwards.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUstreamCaptureMode;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
    /// // SAFETY: the captured graph is empty, never launched, and destroyed once.
    /// unsafe {
    ///     result::stream::begin_capture(stream, mode)?;
    ///     let graph = result::stream::end_capture(stream)?;
    ///     assert_eq!(result::graph::num_nodes(graph)?, 0);
    ///     result::graph::destroy(graph)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn destroy(graph: sys::CUgraph) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuGraphDestroy(graph) }.check()
    }

    /// Destroys an executable graph (`cuGraphExecDestroy`).
    ///
    /// # Safety
    ///
    /// `exec` must be live and not used afterwards. It may still be running: the driver then
    /// frees it once its launches complete.
    ///
    /// ```no_run
    /// use cuda_driver::driver::result::{self, stream::StreamKind};
    /// use cuda_driver::driver::sys::CUstreamCaptureMode;
    ///
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.bind_to_thread()?;
    /// let stream = result::stream::create(StreamKind::NonBlocking)?;
    /// let mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
    /// // SAFETY: the buffer outlives the launch (the stream is synchronized before it is freed).
    /// unsafe {
    ///     let buf = result::malloc_sync(1 << 20)?;
    ///     result::stream::begin_capture(stream, mode)?;
    ///     result::memset_d8_async(buf, 0, 1 << 20, stream)?;
    ///     let graph = result::stream::end_capture(stream)?;
    ///     let exec = result::graph::instantiate(graph, 0)?;
    ///     result::graph::launch(exec, stream)?;
    ///     result::graph::exec_destroy(exec)?; // fine while the launch still runs
    ///     result::graph::destroy(graph)?;
    ///     result::stream::synchronize(stream)?;
    ///     result::free_sync(buf)?;
    ///     result::stream::destroy(stream)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn exec_destroy(exec: sys::CUgraphExec) -> Result<(), DriverError> {
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::cuGraphExecDestroy(exec) }.check()
    }
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

/// External memory (`cuImportExternalMemory`): memory another API (Vulkan, another process's
/// CUDA allocation exported as a file descriptor) made, mapped into this context. cudarc
/// 0.13's module.
pub mod external_memory {
    use super::*;

    /// Imports an external memory object of `size` bytes from an opaque file descriptor
    /// (`CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD`). On success the driver owns `fd`. Destroy the
    /// object with [`destroy_external_memory`].
    ///
    /// # Safety
    ///
    /// A context must be current; `fd` must be such a descriptor and `size` the size of the
    /// memory object it refers to, in bytes.
    ///
    /// ```no_run
    /// # fn exported_fd() -> (std::os::fd::RawFd, u64) { (3, 1 << 20) }
    /// use cuda_driver::driver::result::external_memory;
    /// # let _dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let (fd, size) = exported_fd(); // from Vulkan, or cuMemExportToShareableHandle
    /// // SAFETY: `fd` is an opaque descriptor of a `size`-byte memory object.
    /// unsafe {
    ///     let mem = external_memory::import_external_memory_opaque_fd(fd, size)?;
    ///     let ptr = external_memory::get_mapped_buffer(mem, 0, size)?;
    ///     cuda_driver::driver::result::memory_free(ptr)?;
    ///     external_memory::destroy_external_memory(mem)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[cfg(unix)]
    pub unsafe fn import_external_memory_opaque_fd(
        fd: std::os::fd::RawFd,
        size: u64,
    ) -> Result<sys::CUexternalMemory, DriverError> {
        let desc = sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
            type_: sys::CUexternalMemoryHandleType::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD,
            handle: sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 { fd },
            size,
            ..Default::default()
        };
        // SAFETY: the caller's contract; the descriptor outlives the call.
        unsafe { out(|p| sys::cuImportExternalMemory(p, &desc)) }
    }

    /// Imports an external memory object of `size` bytes from an opaque Win32 handle
    /// (`CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32`). The caller keeps the handle.
    ///
    /// # Safety
    ///
    /// A context must be current; `handle` must be such a handle and `size` the size of the
    /// memory object it refers to, in bytes.
    #[cfg(windows)]
    pub unsafe fn import_external_memory_opaque_win32(
        handle: std::os::windows::io::RawHandle,
        size: u64,
    ) -> Result<sys::CUexternalMemory, DriverError> {
        let desc = sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
            type_: sys::CUexternalMemoryHandleType::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32,
            handle: sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 {
                win32: sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
                    handle,
                    name: std::ptr::null(),
                },
            },
            size,
            ..Default::default()
        };
        // SAFETY: the caller's contract; the descriptor outlives the call.
        unsafe { out(|p| sys::cuImportExternalMemory(p, &desc)) }
    }

    /// Destroys an external memory object (`cuDestroyExternalMemory`).
    ///
    /// # Safety
    ///
    /// Every buffer mapped from it must be freed already, and no work may use them; the object
    /// is destroyed once.
    ///
    /// ```no_run
    /// # let (mem, ptr): (cuda_driver::driver::sys::CUexternalMemory, u64) = (std::ptr::null_mut(), 0);
    /// use cuda_driver::driver::result::{external_memory, memory_free};
    /// // SAFETY: `ptr`, mapped from `mem`, is unused; each is released once.
    /// unsafe {
    ///     memory_free(ptr)?;
    ///     external_memory::destroy_external_memory(mem)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn destroy_external_memory(
        external_memory: sys::CUexternalMemory,
    ) -> Result<(), DriverError> {
        // SAFETY: the caller's contract.
        unsafe { sys::cuDestroyExternalMemory(external_memory) }.check()
    }

    /// Maps `size` bytes at `offset` of an external memory object as device memory
    /// (`cuExternalMemoryGetMappedBuffer`); free it with [`memory_free`].
    ///
    /// # Safety
    ///
    /// `external_memory` must be live and the range within it. Mapped buffers may overlap.
    ///
    /// ```no_run
    /// # let mem: cuda_driver::driver::sys::CUexternalMemory = std::ptr::null_mut();
    /// use cuda_driver::driver::result::external_memory;
    /// // SAFETY: `mem` is a live object of at least 4 KiB.
    /// let ptr = unsafe { external_memory::get_mapped_buffer(mem, 0, 4096) }?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn get_mapped_buffer(
        external_memory: sys::CUexternalMemory,
        offset: u64,
        size: u64,
    ) -> Result<sys::CUdeviceptr, DriverError> {
        let desc = sys::CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
            offset,
            size,
            ..Default::default()
        };
        // SAFETY: the caller's contract; the descriptor outlives the call.
        unsafe { out(|p| sys::cuExternalMemoryGetMappedBuffer(p, external_memory, &desc)) }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_knows_names_without_a_driver() {
        let e = DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE);
        assert_eq!(e.name(), "CUDA_ERROR_INVALID_VALUE");
        assert_eq!(
            format!("{:?}", sys::CUresult::CUDA_ERROR_INVALID_VALUE),
            "CUDA_ERROR_INVALID_VALUE"
        );
        assert_eq!(
            sys::CUresult::CUDA_ERROR_INVALID_VALUE.name(),
            "CUDA_ERROR_INVALID_VALUE"
        );
    }

    #[test]
    fn an_unknown_code_becomes_cuda_error_unknown_that_names_it() {
        assert_eq!(sys::CUresult::from_raw(987_654), None);
        assert_eq!(
            sys::CUresult::from_raw(2),
            Some(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY)
        );
        // What the bindings do with a code a newer driver returns (see the sys module docs).
        let code = sys::__checked(987_654, "cuMemAlloc_v2");
        assert_eq!(code, sys::CUresult::CUDA_ERROR_UNKNOWN);
        let e = code.result().unwrap_err();
        assert_eq!(e.code(), sys::CUresult::CUDA_ERROR_UNKNOWN);
        assert!(
            e.to_string()
                .contains("from cuMemAlloc_v2, which returned 987654"),
            "{e}"
        );
        // What was recorded is consumed: the next error of that code says nothing of it.
        let again = sys::CUresult::CUDA_ERROR_UNKNOWN.result().unwrap_err();
        assert!(!again.to_string().contains("987654"), "{again}");
        // Recorded for one code, it is not attached to another.
        sys::__checked(987_654, "cuMemAlloc_v2");
        let other = sys::CUresult::CUDA_ERROR_INVALID_VALUE
            .result()
            .unwrap_err();
        assert!(!other.to_string().contains("987654"), "{other}");
        let later = sys::CUresult::CUDA_ERROR_UNKNOWN.result().unwrap_err();
        assert!(!later.to_string().contains("987654"), "{later}");
    }

    #[test]
    fn an_unknown_enum_written_back_is_an_error_that_names_it() {
        let e = checked_out(
            77,
            sys::CUstreamCaptureStatus::from_raw,
            "cuStreamIsCapturing",
        )
        .unwrap_err();
        assert_eq!(e.code(), sys::CUresult::CUDA_ERROR_UNKNOWN);
        let s = e.to_string();
        assert!(
            s.contains("from cuStreamIsCapturing, which wrote 77"),
            "{s}"
        );
        assert!(s.contains("CUstreamCaptureStatus"), "{s}");
        let ok = checked_out(
            1,
            sys::CUstreamCaptureStatus::from_raw,
            "cuStreamIsCapturing",
        );
        assert_eq!(
            ok.unwrap(),
            sys::CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_ACTIVE
        );
    }

    #[test]
    fn a_missing_driver_is_a_code_with_the_loaders_message() {
        let Err(load) = crate::loader::LIBCUDA.load() else {
            return; // a driver here: nothing missing to test
        };
        // SAFETY: cuInit takes no pointers.
        let code = unsafe { sys::cuInit(0) };
        assert_eq!(code, sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED);
        let e = code.result().unwrap_err();
        assert_eq!(
            e.code(),
            sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED
        );
        assert_eq!(
            e.load_error().map(|l| l.to_string()),
            Some(load.to_string())
        );
        assert!(e.to_string().contains("CUDA_DRIVER_LIBCUDA_PATH"), "{e}");
        // Through the result layer, and from the library's state once what was recorded is
        // gone (here: taken by the error above).
        let e = init().unwrap_err();
        assert!(e.to_string().contains("could not load libcuda"), "{e}");
        let e = sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED
            .result()
            .unwrap_err();
        assert!(e.load_error().is_some(), "{e}");
    }

    #[test]
    fn context_is_printed_and_nests() {
        let e = DriverError::new(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY)
            .context("inner")
            .context("while allocating 4.0 GiB on device 0");
        let s = e.to_string();
        assert!(s.starts_with("CUDA_ERROR_OUT_OF_MEMORY ("), "{s}");
        assert!(
            s.ends_with("while allocating 4.0 GiB on device 0 (inner)"),
            "{s}"
        );
        assert_eq!(e, DriverError::new(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY));
    }

    #[test]
    fn success_is_ok() {
        assert!(sys::CUresult::CUDA_SUCCESS.result().is_ok());
        assert!(sys::CUresult::CUDA_ERROR_NOT_READY.result().is_err());
    }
}
