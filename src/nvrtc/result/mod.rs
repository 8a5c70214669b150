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
use crate::error_context::{self, Coded, Lib};
use crate::loader::{Failure, LoadError};
use std::ffi::{CStr, CString, c_char};
use std::fmt;

/// An error code from NVRTC, as cudarc has it (`pub struct NvrtcError(pub nvrtcResult)`,
/// `Copy`, `Eq`, built and matched as a tuple struct). When NVRTC itself could not be loaded
/// the code is `NVRTC_ERROR_INTERNAL_ERROR` and [`load_error`](Self::load_error) says what was
/// tried: that, like the context of a [`DriverError`](crate::driver::DriverError), is kept
/// beside the code on the thread the crate returned the error on (see below for how long).
///
/// # Examples
///
/// ```
/// use cuda_driver::nvrtc::{result::NvrtcError, sys::nvrtcResult};
///
/// let e = NvrtcError::new(nvrtcResult::NVRTC_ERROR_COMPILATION);
/// assert!(e.to_string().contains("NVRTC_ERROR_COMPILATION"));
/// assert!(matches!(e, NvrtcError(nvrtcResult::NVRTC_ERROR_COMPILATION)));
/// let copy = e;
/// assert_eq!(copy, NvrtcError(nvrtcResult::NVRTC_ERROR_COMPILATION));
/// ```
///
#[doc = error_context::held_docs!(NvrtcError, nvrtcResult, 17)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct NvrtcError(pub sys::nvrtcResult);

error_context::assert_codes!(sys::nvrtcResult, 17);

impl Coded for NvrtcError {
    const LIB: Lib = Lib::Nvrtc;
    fn raw_code(&self) -> i64 {
        self.0 as i64
    }
}

impl NvrtcError {
    /// An error for `code` (a loading failure this thread kept for the same code is forgotten).
    ///
    /// ```
    /// use cuda_driver::nvrtc::{result::NvrtcError, sys::nvrtcResult};
    ///
    /// let e = NvrtcError::new(nvrtcResult::NVRTC_ERROR_INVALID_OPTION);
    /// assert_eq!(e.0, nvrtcResult::NVRTC_ERROR_INVALID_OPTION);
    /// assert!(e.load_error().is_none());
    /// ```
    #[cold]
    pub fn new(code: sys::nvrtcResult) -> Self {
        error_context::fresh(NvrtcError(code))
    }

    /// The loading failure behind this error, when NVRTC or one of its functions was missing.
    ///
    /// ```
    /// use cuda_driver::{loader::NVRTC, nvrtc::result};
    ///
    /// // With the override pointing nowhere, NVRTC cannot load, and every call says why.
    /// // SAFETY: the file does not exist, so nothing is loaded.
    /// unsafe { NVRTC.load_from("/nowhere/libnvrtc.so.12") }.unwrap_err();
    /// let e = result::version().unwrap_err();
    /// let why = e.load_error().unwrap();
    /// assert_eq!(why.tried()[0].0, "/nowhere/libnvrtc.so.12");
    /// ```
    pub fn load_error(&self) -> Option<&'static LoadError> {
        error_context::load_error(self)
    }
}

impl From<LoadError> for NvrtcError {
    /// An NVRTC that could not be loaded, as `NVRTC_ERROR_INTERNAL_ERROR` with the
    /// [`LoadError`] kept for [`load_error`](NvrtcError::load_error).
    ///
    /// ```
    /// use cuda_driver::{loader::NVRTC, nvrtc::result::NvrtcError, nvrtc::sys::nvrtcResult};
    ///
    /// // SAFETY: the file does not exist, so nothing is loaded.
    /// let load = unsafe { NVRTC.load_from("/nowhere/libnvrtc.so.12") }.unwrap_err();
    /// let e = NvrtcError::from(load);
    /// assert_eq!(e.0, nvrtcResult::NVRTC_ERROR_INTERNAL_ERROR);
    /// assert!(e.to_string().contains("/nowhere/libnvrtc.so.12"));
    /// ```
    #[cold]
    fn from(e: LoadError) -> Self {
        error_context::from_load(NvrtcError(sys::nvrtcResult::NVRTC_ERROR_INTERNAL_ERROR), e)
    }
}

impl fmt::Display for NvrtcError {
    /// The code's name, and what was tried when NVRTC could not be loaded.
    ///
    /// ```
    /// use cuda_driver::nvrtc::{result::NvrtcError, sys::nvrtcResult};
    ///
    /// let e = NvrtcError::new(nvrtcResult::NVRTC_ERROR_INVALID_INPUT);
    /// assert_eq!(e.to_string(), "NVRTC_ERROR_INVALID_INPUT");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.load_error() {
            Some(load) => write!(f, "{:?}: {load}", self.0)?,
            None => write!(f, "{:?}", self.0)?,
        }
        match error_context::what(self) {
            Some(what) => write!(f, " ({what})"),
            None => Ok(()),
        }
    }
}

impl fmt::Debug for NvrtcError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "NvrtcError({self})")
    }
}

/// A standard error whose [`source`](std::error::Error::source) is the [`LoadError`], if any.
///
/// ```
/// use cuda_driver::{loader::NVRTC, nvrtc::result};
/// use std::error::Error;
///
/// // SAFETY: the file does not exist, so nothing is loaded.
/// unsafe { NVRTC.load_from("/nowhere/libnvrtc.so.12") }.unwrap_err();
/// let e = result::version().unwrap_err();
/// let source = e.source().unwrap();
/// assert!(source.to_string().starts_with("could not load NVRTC"));
/// ```
impl std::error::Error for NvrtcError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.load_error().map(|e| e as _)
    }
}

impl sys::nvrtcResult {
    /// `Ok(())` for `NVRTC_SUCCESS`, otherwise the error.
    ///
    /// ```
    /// use cuda_driver::nvrtc::sys::nvrtcResult;
    ///
    /// assert!(nvrtcResult::NVRTC_SUCCESS.result().is_ok());
    /// let e = nvrtcResult::NVRTC_ERROR_COMPILATION.result().unwrap_err();
    /// assert_eq!(e.0, nvrtcResult::NVRTC_ERROR_COMPILATION);
    /// ```
    pub fn result(self) -> Result<(), NvrtcError> {
        match self {
            sys::nvrtcResult::NVRTC_SUCCESS => Ok(()),
            code => Err(error_for(code)),
        }
    }
}

/// The error for `code`, which a `sys` function just returned, with the loader's message when
/// NVRTC or the function is missing (the bindings return `NVRTC_ERROR_INTERNAL_ERROR` then, as
/// for a value they do not know).
#[cold]
#[inline(never)]
fn error_for(code: sys::nvrtcResult) -> NvrtcError {
    match crate::loader::take_failure("NVRTC", code as i64) {
        Some(Failure::Load(e)) => NvrtcError::from(e),
        Some(Failure::Unknown { .. }) => NvrtcError::new(code),
        // NVRTC failed to load: every code comes from the bindings.
        None if code == sys::nvrtcResult::NVRTC_ERROR_INTERNAL_ERROR => {
            match crate::loader::NVRTC.load_failure() {
                Some(e) => NvrtcError::from(e),
                None => NvrtcError::new(code),
            }
        }
        None => NvrtcError::new(code),
    }
}

trait Check {
    fn check(self) -> Result<(), NvrtcError>;
}

impl Check for sys::nvrtcResult {
    fn check(self) -> Result<(), NvrtcError> {
        self.result()
    }
}

/// NVRTC's version as `(major, minor)` (`nvrtcVersion`).
///
/// ```no_run
/// let (major, minor) = cuda_driver::nvrtc::result::version()?;
/// assert!(major >= 12, "NVRTC {major}.{minor} is older than this crate supports");
/// # Ok::<(), cuda_driver::nvrtc::result::NvrtcError>(())
/// ```
pub fn version() -> Result<(i32, i32), NvrtcError> {
    let (mut major, mut minor) = (0, 0);
    // SAFETY: writes two ints.
    unsafe { sys::nvrtcVersion(&mut major, &mut minor) }.check()?;
    Ok((major, minor))
}

/// The GPU architectures this NVRTC can compile for, as numbers such as 90 for `sm_90`
/// (`nvrtcGetSupportedArchs`).
///
/// ```no_run
/// use cuda_driver::nvrtc::{CompileOptions, compile_ptx_with_opts, result};
///
/// // Compile for the newest architecture this NVRTC knows.
/// let newest = *result::supported_archs()?.iter().max().unwrap();
/// let arch: &'static str = format!("sm_{newest}").leak();
/// let opts = CompileOptions { arch: Some(arch), ..Default::default() };
/// let ptx = compile_ptx_with_opts("extern \"C\" __global__ void k() {}", opts)?;
/// assert!(ptx.to_src().contains(arch));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn supported_archs() -> Result<Vec<i32>, NvrtcError> {
    let mut n = 0;
    // SAFETY: writes one int, then fills an array of that length.
    unsafe { sys::nvrtcGetNumSupportedArchs(&mut n) }.check()?;
    let mut archs = vec![0; n.max(0) as usize];
    // SAFETY: `archs` has room for the `n` values NVRTC writes.
    unsafe { sys::nvrtcGetSupportedArchs(archs.as_mut_ptr()) }.check()?;
    Ok(archs)
}

/// Creates a program from CUDA C++ source (`nvrtcCreateProgram`), named `name` in messages
/// (`"default_program"` when `None`).
///
/// A source or name with an interior NUL byte gives `NVRTC_ERROR_INVALID_INPUT`, saying which
/// of the two holds it and where.
///
/// ```no_run
/// use cuda_driver::nvrtc::result;
///
/// let prog = result::create_program_with_name("__global__ void k() { oops }", Some("my_kernels.cu"))?;
/// // SAFETY: `prog` is live until destroyed below.
/// unsafe {
///     assert!(result::compile_program::<&str>(prog, &[]).is_err());
///     let log = result::get_program_log(prog)?;
///     let log: String = log.iter().take_while(|&&c| c != 0).map(|&c| c as u8 as char).collect();
///     assert!(log.contains("my_kernels.cu")); // errors name the program
///     result::destroy_program(prog)?;
/// }
/// # Ok::<(), cuda_driver::nvrtc::result::NvrtcError>(())
/// ```
pub fn create_program_with_name<S: AsRef<str>>(
    src: S,
    name: Option<&str>,
) -> Result<sys::nvrtcProgram, NvrtcError> {
    let bad = |what: String, e: std::ffi::NulError| {
        error_context::with_context(
            NvrtcError::new(sys::nvrtcResult::NVRTC_ERROR_INVALID_INPUT),
            format!(
                "the program's {what} holds a NUL byte at byte {}",
                e.nul_position()
            ),
        )
    };
    let src = CString::new(src.as_ref()).map_err(|e| bad("source".into(), e))?;
    let name = name
        .map(|n| CString::new(n).map_err(|e| bad(format!("name {n:?}"), e)))
        .transpose()?;
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
///
/// ```no_run
/// use cuda_driver::nvrtc::result;
///
/// let prog = result::create_program("extern \"C\" __global__ void k(float *x) { *x = 1.0f; }")?;
/// // SAFETY: `prog` is live until destroyed, and compiled before its PTX is read.
/// let ptx = unsafe {
///     result::compile_program(prog, &["--gpu-architecture=compute_80"])?;
///     let ptx = result::get_ptx(prog)?;
///     result::destroy_program(prog)?;
///     ptx
/// };
/// assert_eq!(ptx.last(), Some(&0)); // NUL-terminated
/// # Ok::<(), cuda_driver::nvrtc::result::NvrtcError>(())
/// ```
pub fn create_program<S: AsRef<str>>(src: S) -> Result<sys::nvrtcProgram, NvrtcError> {
    create_program_with_name(src, None)
}

/// Compiles a program with these command-line options (`nvrtcCompileProgram`).
///
/// # Safety
///
/// `prog` must come from [`create_program`] and not be destroyed.
///
/// ```no_run
/// use cuda_driver::nvrtc::{result, sys::nvrtcResult};
///
/// let prog = result::create_program("extern \"C\" __global__ void k() {}")?;
/// // SAFETY: `prog` is live until destroyed below.
/// unsafe {
///     // Options are any strings: &str, String, Vec<u8>...
///     let opts = vec![String::from("--std=c++17"), "-DN=128".into()];
///     result::compile_program(prog, &opts)?;
///     // A NUL byte inside an option is refused before NVRTC sees it.
///     let e = result::compile_program(prog, &["-DBAD=\0"]).unwrap_err();
///     assert_eq!(e.0, nvrtcResult::NVRTC_ERROR_INVALID_OPTION);
///     result::destroy_program(prog)?;
/// }
/// # Ok::<(), cuda_driver::nvrtc::result::NvrtcError>(())
/// ```
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
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::nvrtcCompileProgram(prog, ptrs.len() as i32, ptrs.as_ptr()) }.check()
}

/// Destroys a program (`nvrtcDestroyProgram`).
///
/// # Safety
///
/// `prog` must come from [`create_program`] and not be used afterwards.
///
/// ```no_run
/// use cuda_driver::nvrtc::result;
///
/// let prog = result::create_program("extern \"C\" __global__ void k() {}")?;
/// // SAFETY: `prog` came from create_program and is not used after this.
/// unsafe { result::destroy_program(prog) }?;
/// # Ok::<(), cuda_driver::nvrtc::result::NvrtcError>(())
/// ```
pub unsafe fn destroy_program(prog: sys::nvrtcProgram) -> Result<(), NvrtcError> {
    let mut prog = prog;
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::nvrtcDestroyProgram(&mut prog) }.check()
}

/// Reads a NUL-terminated buffer whose size NVRTC reports first.
unsafe fn read_buf(
    prog: sys::nvrtcProgram,
    size: unsafe fn(sys::nvrtcProgram, *mut usize) -> sys::nvrtcResult,
    get: unsafe fn(sys::nvrtcProgram, *mut c_char) -> sys::nvrtcResult,
) -> Result<Vec<c_char>, NvrtcError> {
    let mut n = 0;
    // SAFETY: the caller's contract (see # Safety).
    unsafe { size(prog, &mut n) }.check()?;
    let mut buf: Vec<c_char> = vec![0; n.max(1)];
    // SAFETY: the caller's contract (see # Safety).
    unsafe { get(prog, buf.as_mut_ptr()) }.check()?;
    Ok(buf)
}

/// The PTX of a compiled program, NUL-terminated (`nvrtcGetPTX`).
///
/// # Safety
///
/// `prog` must be a live, compiled program.
///
/// ```no_run
/// use cuda_driver::nvrtc::result;
/// use std::ffi::CStr;
///
/// let prog = result::create_program("extern \"C\" __global__ void k() {}")?;
/// // SAFETY: `prog` is live until destroyed, and compiled before its PTX is read.
/// let buf = unsafe {
///     result::compile_program::<&str>(prog, &[])?;
///     let buf = result::get_ptx(prog)?;
///     result::destroy_program(prog)?;
///     buf
/// };
/// // SAFETY: NVRTC's buffer is NUL-terminated.
/// let ptx = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_string_lossy();
/// assert!(ptx.contains(".entry k"));
/// # Ok::<(), cuda_driver::nvrtc::result::NvrtcError>(())
/// ```
pub unsafe fn get_ptx(prog: sys::nvrtcProgram) -> Result<Vec<c_char>, NvrtcError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { read_buf(prog, sys::nvrtcGetPTXSize, sys::nvrtcGetPTX) }
}

/// The cubin of a program compiled for a real architecture (`sm_XX`) (`nvrtcGetCUBIN`).
///
/// # Safety
///
/// `prog` must be a live, compiled program.
///
/// ```no_run
/// use cuda_driver::nvrtc::{Ptx, result};
///
/// let prog = result::create_program("extern \"C\" __global__ void k() {}")?;
/// // SAFETY: `prog` is live until destroyed, and compiled (for a real sm_ target) before its
/// // cubin is read.
/// let cubin = unsafe {
///     result::compile_program(prog, &["--gpu-architecture=sm_90"])?;
///     let cubin = result::get_cubin(prog)?;
///     result::destroy_program(prog)?;
///     cubin
/// };
/// let bytes: Vec<u8> = cubin.iter().map(|&c| c as u8).collect();
/// assert_eq!(&bytes[..4], b"\x7fELF");
/// let image = Ptx::from_binary(bytes); // ready for CudaDevice::load_ptx
/// # let _ = image;
/// # Ok::<(), cuda_driver::nvrtc::result::NvrtcError>(())
/// ```
pub unsafe fn get_cubin(prog: sys::nvrtcProgram) -> Result<Vec<c_char>, NvrtcError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { read_buf(prog, sys::nvrtcGetCUBINSize, sys::nvrtcGetCUBIN) }
}

/// The compiler's log, NUL-terminated (`nvrtcGetProgramLog`).
///
/// # Safety
///
/// `prog` must be live.
///
/// ```no_run
/// use cuda_driver::nvrtc::result;
/// use std::ffi::CStr;
///
/// let prog = result::create_program("extern \"C\" __global__ void k() { undeclared = 1; }")?;
/// // SAFETY: `prog` is live until destroyed below.
/// let log = unsafe {
///     let failed = result::compile_program::<&str>(prog, &[]).is_err();
///     assert!(failed);
///     let log = result::get_program_log(prog)?;
///     result::destroy_program(prog)?;
///     log
/// };
/// // SAFETY: NVRTC's buffer is NUL-terminated.
/// let log = unsafe { CStr::from_ptr(log.as_ptr()) }.to_string_lossy();
/// assert!(log.contains("undeclared"));
/// # Ok::<(), cuda_driver::nvrtc::result::NvrtcError>(())
/// ```
pub unsafe fn get_program_log(prog: sys::nvrtcProgram) -> Result<Vec<c_char>, NvrtcError> {
    // SAFETY: the caller's contract (see # Safety).
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_code_becomes_an_internal_error() {
        assert_eq!(sys::nvrtcResult::from_raw(1234), None);
        assert_eq!(
            sys::nvrtcResult::from_raw(6),
            Some(sys::nvrtcResult::NVRTC_ERROR_COMPILATION)
        );
        // What the bindings do with a code a newer NVRTC returns (see the sys module docs).
        let code = sys::__checked(1234, "nvrtcCompileProgram");
        assert_eq!(code, sys::nvrtcResult::NVRTC_ERROR_INTERNAL_ERROR);
        let e = code.result().unwrap_err();
        assert_eq!(e.0, sys::nvrtcResult::NVRTC_ERROR_INTERNAL_ERROR);
        assert!(e.load_error().is_none());
        assert_eq!(
            sys::nvrtcResult::NVRTC_ERROR_COMPILATION.name(),
            "NVRTC_ERROR_COMPILATION"
        );
    }
}
