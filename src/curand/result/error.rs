//! cuRAND's error type and the check every call's status goes through.

use crate::curand::sys;
use crate::driver::DriverError;
use crate::error_context::{self, Carried, Coded, Lib};
use crate::lib_error::{self, LibError};
use crate::loader::{Library, LoadError};
use std::fmt;

/// An error from cuRAND, or a call refused before reaching it: the `curandStatus_t` code, as
/// cudarc has it (`pub struct CurandError(pub curandStatus_t)`, `Copy`, `Eq`, built and matched
/// as a tuple struct).
///
/// What was being done (such as the length of a buffer that cuRAND cannot fill) is kept beside
/// the code, per thread, as for [`DriverError`] (see there), and shown by `Display`.
///
/// Codes used for errors that do not come from cuRAND itself:
///
/// | code | when |
/// |---|---|
/// | `CURAND_STATUS_LENGTH_NOT_MULTIPLE` | refused before the call: an odd length for normal or log-normal numbers |
/// | `CURAND_STATUS_OUT_OF_RANGE` | refused before the call: a buffer of another device |
/// | `CURAND_STATUS_LAUNCH_FAILURE` | a CUDA driver call failed ([`driver_error`](Self::driver_error) has it) |
/// | `CURAND_STATUS_INITIALIZATION_FAILED` | cuRAND could not be loaded ([`load_error`](Self::load_error) lists what was tried) |
///
/// # Examples
///
/// ```
/// use cuda_driver::curand::{result::CurandError, sys::curandStatus_t};
///
/// let e = CurandError::new(curandStatus_t::CURAND_STATUS_OUT_OF_RANGE).context("while testing");
/// assert_eq!(e.0, curandStatus_t::CURAND_STATUS_OUT_OF_RANGE);
/// assert!(e.to_string().starts_with("CURAND_STATUS_OUT_OF_RANGE"));
/// assert!(e.to_string().ends_with("while testing"));
/// assert!(matches!(e, CurandError(curandStatus_t::CURAND_STATUS_OUT_OF_RANGE)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CurandError(pub sys::curandStatus_t);

/// What a cuRAND error has besides a context and a load error.
#[derive(Clone, Default)]
struct Extra {
    driver: Option<Carried<DriverError>>,
}

impl Coded for CurandError {
    const LIB: Lib = Lib::Curand;
    fn raw_code(&self) -> i64 {
        self.0 as i64
    }
}

impl CurandError {
    /// An error for `code` (details this thread kept for an earlier error of the same code are
    /// forgotten).
    ///
    /// ```
    /// use cuda_driver::curand::{result::CurandError, sys::curandStatus_t};
    /// let e = CurandError::new(curandStatus_t::CURAND_STATUS_TYPE_ERROR);
    /// assert!(e.what().is_none());
    /// ```
    #[cold]
    pub fn new(code: sys::curandStatus_t) -> Self {
        error_context::fresh(CurandError(code))
    }

    /// Adds what was being done, as in `"while filling 1001 f32 with normal numbers"`.
    ///
    /// ```
    /// use cuda_driver::curand::{result::CurandError, sys::curandStatus_t};
    /// let e = CurandError::new(curandStatus_t::CURAND_STATUS_OUT_OF_RANGE).context("while testing");
    /// assert_eq!(e.what().as_deref(), Some("while testing"));
    /// ```
    #[cold]
    pub fn context(self, what: impl Into<String>) -> Self {
        error_context::with_context(self, what.into())
    }

    /// The `curandStatus_t` code.
    ///
    /// ```
    /// use cuda_driver::curand::{result::CurandError, sys::curandStatus_t as S};
    /// assert_eq!(CurandError::new(S::CURAND_STATUS_TYPE_ERROR).code(), S::CURAND_STATUS_TYPE_ERROR);
    /// ```
    pub fn code(&self) -> sys::curandStatus_t {
        self.0
    }

    /// What was being done, if the crate or the caller said.
    ///
    /// ```
    /// use cuda_driver::curand::{result::CurandError, sys::curandStatus_t};
    /// assert_eq!(CurandError::new(curandStatus_t::CURAND_STATUS_TYPE_ERROR).what(), None);
    /// ```
    pub fn what(&self) -> Option<String> {
        error_context::what(self)
    }

    /// The loading failure behind this error, when cuRAND or one of its functions was missing.
    ///
    /// ```
    /// if let Err(e) = cuda_driver::curand::result::get_version() {
    ///     if let Some(load) = e.load_error() {
    ///         println!("{load}"); // every path tried, and CUDA_DRIVER_CURAND_PATH
    ///     }
    /// }
    /// ```
    pub fn load_error(&self) -> Option<&'static LoadError> {
        error_context::load_error(self)
    }

    /// The CUDA driver error behind this one (code `CURAND_STATUS_LAUNCH_FAILURE`), if any,
    /// with its context.
    ///
    /// ```
    /// use cuda_driver::curand::result::CurandError;
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    /// let e = CurandError::from(DriverError::new(CUresult::CUDA_ERROR_OUT_OF_MEMORY));
    /// assert_eq!(e.driver_error().unwrap().code(), CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    /// ```
    pub fn driver_error(&self) -> Option<DriverError> {
        let x = error_context::extra::<_, Extra>(self)?;
        Some(x.driver.clone()?.release())
    }

    /// An argument refused before the call, with code `code`.
    #[cold]
    pub(crate) fn refused(code: sys::curandStatus_t, what: impl Into<String>) -> Self {
        CurandError::new(code).context(what)
    }
}

/// A description of `code`, from the words of curand.h, so that printing an error never loads
/// the library.
fn description(code: sys::curandStatus_t) -> &'static str {
    use sys::curandStatus_t as S;
    match code {
        S::CURAND_STATUS_SUCCESS => "no errors",
        S::CURAND_STATUS_VERSION_MISMATCH => "header file and linked library version do not match",
        S::CURAND_STATUS_NOT_INITIALIZED => "generator not initialized",
        S::CURAND_STATUS_ALLOCATION_FAILED => "memory allocation failed",
        S::CURAND_STATUS_TYPE_ERROR => "generator is wrong type",
        S::CURAND_STATUS_OUT_OF_RANGE => "argument out of range",
        S::CURAND_STATUS_LENGTH_NOT_MULTIPLE => "length requested is not a multiple of dimension",
        S::CURAND_STATUS_DOUBLE_PRECISION_REQUIRED => {
            "GPU does not have double precision required by MRG32k3a"
        }
        S::CURAND_STATUS_LAUNCH_FAILURE => "kernel launch failure",
        S::CURAND_STATUS_PREEXISTING_FAILURE => "preexisting failure on library entry",
        S::CURAND_STATUS_INITIALIZATION_FAILED => "initialization of CUDA failed",
        S::CURAND_STATUS_ARCH_MISMATCH => {
            "architecture mismatch, GPU does not support requested feature"
        }
        S::CURAND_STATUS_INTERNAL_ERROR => "internal library error",
    }
}

impl From<LoadError> for CurandError {
    /// The error for a library or function that could not be loaded: code
    /// `CURAND_STATUS_INITIALIZATION_FAILED`, with the loader's message.
    #[cold]
    fn from(e: LoadError) -> Self {
        let code = sys::curandStatus_t::CURAND_STATUS_INITIALIZATION_FAILED;
        error_context::from_load(CurandError(code), e)
    }
}

impl From<DriverError> for CurandError {
    /// A driver error as a cuRAND error: an argument the driver layer refused
    /// (`CUDA_ERROR_INVALID_VALUE`) becomes `CURAND_STATUS_OUT_OF_RANGE`, any other
    /// `CURAND_STATUS_LAUNCH_FAILURE`; the driver error is kept (its message is this one's, and
    /// [`driver_error`](CurandError::driver_error) returns it).
    #[cold]
    fn from(e: DriverError) -> Self {
        let code = if e.code() == crate::driver::sys::CUresult::CUDA_ERROR_INVALID_VALUE {
            sys::curandStatus_t::CURAND_STATUS_OUT_OF_RANGE
        } else {
            sys::curandStatus_t::CURAND_STATUS_LAUNCH_FAILURE
        };
        error_context::wrapping(CurandError(code), e, |x: &mut Extra, d| x.driver = Some(d))
    }
}

impl From<CurandError> for DriverError {
    /// A cuRAND error as a driver error: the driver error it wraps if it has one, else
    /// `CUDA_ERROR_UNKNOWN` with the cuRAND error's message as context.
    #[cold]
    fn from(e: CurandError) -> Self {
        if let Some(d) = e.driver_error() {
            return d;
        }
        DriverError::new(crate::driver::sys::CUresult::CUDA_ERROR_UNKNOWN)
            .context(format!("cuRAND error: {e}"))
    }
}

impl LibError for CurandError {
    type Status = sys::curandStatus_t;
    const API: &'static str = "cuRAND";
    const LOAD_FAILED: sys::curandStatus_t =
        sys::curandStatus_t::CURAND_STATUS_INITIALIZATION_FAILED;
    fn loader() -> &'static Library {
        &crate::loader::CURAND
    }
    fn status(&self) -> sys::curandStatus_t {
        self.0
    }
    fn description(&self) -> &'static str {
        description(self.0)
    }
    fn driver_error(&self) -> Option<DriverError> {
        CurandError::driver_error(self)
    }
}

impl fmt::Display for CurandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        lib_error::display(self, f)
    }
}

impl fmt::Debug for CurandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CurandError({self})")
    }
}

impl std::error::Error for CurandError {
    /// The driver error behind this one, or the loading failure.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        lib_error::source(self)
    }
}

impl sys::curandStatus_t {
    /// Transforms the code into a `Result` (cudarc's `curandStatus_t::result`):
    /// `CURAND_STATUS_SUCCESS` is `Ok`, every other code an error, with the loader's message
    /// when cuRAND or the function was missing.
    ///
    /// ```
    /// use cuda_driver::curand::sys::curandStatus_t;
    /// assert!(curandStatus_t::CURAND_STATUS_SUCCESS.result().is_ok());
    /// assert!(curandStatus_t::CURAND_STATUS_TYPE_ERROR.result().is_err());
    /// ```
    #[inline(always)]
    pub fn result(self) -> Result<(), CurandError> {
        match self {
            sys::curandStatus_t::CURAND_STATUS_SUCCESS => Ok(()),
            code => Err(error_for(code)),
        }
    }
}

/// The error for `code`, which a `sys` function just returned (see
/// [`lib_error::from_status`]).
fn error_for(code: sys::curandStatus_t) -> CurandError {
    lib_error::from_status(code, code as i64, || CurandError::new(code))
}
