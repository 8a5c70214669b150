//! One function per NVRTC call, returning `Result<_, NvrtcError>`.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::nvrtc::result;
//!
//! let (major, minor) = result::version()?;
//! println!("NVRTC {major}.{minor}");
//! # Ok::<(), cuda_driver::nvrtc::result::NvrtcError>(())
//! ```

use super::sys;
use crate::loader::LoadError;
use std::ffi::{CStr, CString, c_char};
use std::fmt;

/// An error code from NVRTC (`.0`). When NVRTC itself could not be loaded the code is
/// `NVRTC_ERROR_INTERNAL_ERROR` and [`load_error`](Self::load_error) says what was tried.
///
/// # Examples
///
/// ```
/// use cuda_driver::nvrtc::{result::NvrtcError, sys::nvrtcResult};
///
/// let e = NvrtcError::new(nvrtcResult::NVRTC_ERROR_COMPILATION);
/// assert!(e.to_string().contains("NVRTC_ERROR_COMPILATION"));
/// ```
#[derive(Clone)]
pub struct NvrtcError(pub sys::nvrtcResult, Option<LoadError>);

impl NvrtcError {
    /// An error for `code`.
    #[cold]
    pub fn new(code: sys::nvrtcResult) -> Self {
        NvrtcError(code, None)
    }

    /// The loading failure behind this error, when NVRTC or one of its functions was missing.
    pub fn load_error(&self) -> Option<&LoadError> {
        self.1.as_ref()
    }
}

impl From<LoadError> for NvrtcError {
    #[cold]
    fn from(e: LoadError) -> Self {
        NvrtcError(sys::nvrtcResult::NVRTC_ERROR_INTERNAL_ERROR, Some(e))
    }
}

impl PartialEq for NvrtcError {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl Eq for NvrtcError {}

impl fmt::Display for NvrtcError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.1 {
            Some(load) => write!(f, "{:?}: {load}", self.0),
            None => write!(f, "{:?}", self.0),
        }
    }
}

impl fmt::Debug for NvrtcError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "NvrtcError({self})")
    }
}

impl std::error::Error for NvrtcError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.1.as_ref().map(|e| e as _)
    }
}

impl sys::nvrtcResult {
    /// `Ok(())` for `NVRTC_SUCCESS`, otherwise the error.
    pub fn result(self) -> Result<(), NvrtcError> {
        match self {
            sys::nvrtcResult::NVRTC_SUCCESS => Ok(()),
            code => Err(NvrtcError::new(code)),
        }
    }
}

trait Check {
    fn check(self) -> Result<(), NvrtcError>;
}

impl Check for Result<sys::nvrtcResult, LoadError> {
    fn check(self) -> Result<(), NvrtcError> {
        self?.result()
    }
}

/// NVRTC's version as `(major, minor)` (`nvrtcVersion`).
pub fn version() -> Result<(i32, i32), NvrtcError> {
    let (mut major, mut minor) = (0, 0);
    // SAFETY: writes two ints.
    unsafe { sys::nvrtcVersion(&mut major, &mut minor) }.check()?;
    Ok((major, minor))
}

/// The GPU architectures this NVRTC can compile for, as numbers such as 90 for `sm_90`
/// (`nvrtcGetSupportedArchs`).
pub fn supported_archs() -> Result<Vec<i32>, NvrtcError> {
    let mut n = 0;
    // SAFETY: writes one int, then fills an array of that length.
    unsafe { sys::nvrtcGetNumSupportedArchs(&mut n) }.check()?;
    let mut archs = vec![0; n.max(0) as usize];
    unsafe { sys::nvrtcGetSupportedArchs(archs.as_mut_ptr()) }.check()?;
    Ok(archs)
}

/// Creates a program from CUDA C++ source (`nvrtcCreateProgram`), named `name` in messages
/// (`"default_program"` when `None`).
///
/// A source or name with an interior NUL byte gives `NVRTC_ERROR_INVALID_INPUT`.
pub fn create_program_with_name<S: AsRef<str>>(
    src: S,
    name: Option<&str>,
) -> Result<sys::nvrtcProgram, NvrtcError> {
    let bad = || NvrtcError::new(sys::nvrtcResult::NVRTC_ERROR_INVALID_INPUT);
    let src = CString::new(src.as_ref()).map_err(|_| bad())?;
    let name = name.map(CString::new).transpose().map_err(|_| bad())?;
    let mut prog = std::ptr::null_mut();
    // SAFETY: both strings are NUL-terminated and outlive the call; no headers are passed.
    unsafe {
        sys::nvrtcCreateProgram(
            &mut prog,
            src.as_ptr(),
            name.as_ref().map_or(std::ptr::null(), |n| n.as_ptr()),
            0,
            std::ptr::null(),
            std::ptr::null(),
        )
    }
    .check()?;
    Ok(prog)
}

/// Creates a program from CUDA C++ source (`nvrtcCreateProgram`).
pub fn create_program<S: AsRef<str>>(src: S) -> Result<sys::nvrtcProgram, NvrtcError> {
    create_program_with_name(src, None)
}

/// Compiles a program with these command-line options (`nvrtcCompileProgram`).
///
/// # Safety
///
/// `prog` must come from [`create_program`] and not be destroyed.
pub unsafe fn compile_program<O: Clone + Into<Vec<u8>>>(
    prog: sys::nvrtcProgram,
    options: &[O],
) -> Result<(), NvrtcError> {
    let opts: Vec<CString> = options
        .iter()
        .map(|o| CString::new(o.clone()))
        .collect::<Result<_, _>>()
        .map_err(|_| NvrtcError::new(sys::nvrtcResult::NVRTC_ERROR_INVALID_OPTION))?;
    let ptrs: Vec<*const c_char> = opts.iter().map(|o| o.as_ptr()).collect();
    unsafe { sys::nvrtcCompileProgram(prog, ptrs.len() as i32, ptrs.as_ptr()) }.check()
}

/// Destroys a program (`nvrtcDestroyProgram`).
///
/// # Safety
///
/// `prog` must come from [`create_program`] and not be used afterwards.
pub unsafe fn destroy_program(prog: sys::nvrtcProgram) -> Result<(), NvrtcError> {
    let mut prog = prog;
    unsafe { sys::nvrtcDestroyProgram(&mut prog) }.check()
}

/// Reads a NUL-terminated buffer whose size NVRTC reports first.
unsafe fn read_buf(
    prog: sys::nvrtcProgram,
    size: unsafe fn(sys::nvrtcProgram, *mut usize) -> Result<sys::nvrtcResult, LoadError>,
    get: unsafe fn(sys::nvrtcProgram, *mut c_char) -> Result<sys::nvrtcResult, LoadError>,
) -> Result<Vec<c_char>, NvrtcError> {
    let mut n = 0;
    unsafe { size(prog, &mut n) }.check()?;
    let mut buf: Vec<c_char> = vec![0; n.max(1)];
    unsafe { get(prog, buf.as_mut_ptr()) }.check()?;
    Ok(buf)
}

/// The PTX of a compiled program, NUL-terminated (`nvrtcGetPTX`).
///
/// # Safety
///
/// `prog` must be a live, compiled program.
pub unsafe fn get_ptx(prog: sys::nvrtcProgram) -> Result<Vec<c_char>, NvrtcError> {
    unsafe { read_buf(prog, sys::nvrtcGetPTXSize, sys::nvrtcGetPTX) }
}

/// The cubin of a program compiled for a real architecture (`sm_XX`) (`nvrtcGetCUBIN`).
///
/// # Safety
///
/// `prog` must be a live, compiled program.
pub unsafe fn get_cubin(prog: sys::nvrtcProgram) -> Result<Vec<c_char>, NvrtcError> {
    unsafe { read_buf(prog, sys::nvrtcGetCUBINSize, sys::nvrtcGetCUBIN) }
}

/// The compiler's log, NUL-terminated (`nvrtcGetProgramLog`).
///
/// # Safety
///
/// `prog` must be live.
pub unsafe fn get_program_log(prog: sys::nvrtcProgram) -> Result<Vec<c_char>, NvrtcError> {
    unsafe { read_buf(prog, sys::nvrtcGetProgramLogSize, sys::nvrtcGetProgramLog) }
}

/// Turns a NUL-terminated buffer from NVRTC into a `CString`.
pub(crate) fn buf_to_cstring(buf: &[c_char]) -> CString {
    // SAFETY: c_char and u8 have the same layout.
    let bytes: &[u8] = unsafe { std::slice::from_raw_parts(buf.as_ptr().cast(), buf.len()) };
    match CStr::from_bytes_until_nul(bytes) {
        Ok(s) => s.to_owned(),
        Err(_) => CString::new(bytes.to_vec()).unwrap_or_default(),
    }
}
