//! cuBLASLt's error type and the check every call's status goes through.

use crate::cublaslt::sys;
use crate::driver::DriverError;
use crate::error_context::{self, Carried, Coded, Details, Lib};
use crate::lib_error::{self, LibError};
use crate::loader::{Library, LoadError};
use std::fmt;
use std::sync::Arc;

/// An error from cuBLASLt, or a call refused before reaching it: the `cublasStatus_t` code, as
/// cudarc has it (`pub struct CublasError(pub cublasStatus_t)`, `Copy`, `Eq`, built and matched
/// as a tuple struct).
///
/// What was being done (such as the argument of a matrix product that was refused, and why) is
/// kept beside the code, per thread, as for [`DriverError`] (see there), and shown by
/// `Display`.
///
/// Codes used for errors that do not come from cuBLASLt itself:
///
/// | code | when |
/// |---|---|
/// | `CUBLAS_STATUS_INVALID_VALUE` | refused before the call: a dimension, leading dimension, stride or batch size that does not fit the buffers, or a buffer of another device (the message names the argument) |
/// | `CUBLAS_STATUS_EXECUTION_FAILED` | a CUDA driver call failed ([`driver_error`](Self::driver_error) has it) |
/// | `CUBLAS_STATUS_NOT_INITIALIZED` | cuBLASLt could not be loaded ([`load_error`](Self::load_error) lists what was tried) |
/// | `CUBLAS_STATUS_NOT_SUPPORTED` | the library lacks a function (an older release; [`load_error`](Self::load_error) names it), or no algorithm fits the product |
///
/// # Examples
///
/// ```
/// use cuda_driver::cublaslt::{result::CublasError, sys::cublasStatus_t};
///
/// let e = CublasError::new(cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE).context("while testing");
/// assert_eq!(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
/// assert!(e.to_string().starts_with("CUBLAS_STATUS_INVALID_VALUE"));
/// assert!(e.to_string().ends_with("while testing"));
/// assert!(matches!(e, CublasError(cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CublasError(pub sys::cublasStatus_t);

/// What a cuBLASLt error has besides a context and a load error.
#[derive(Clone, Default)]
struct Extra {
    driver: Option<Carried<DriverError>>,
}

impl Coded for CublasError {
    const LIB: Lib = Lib::CublasLt;
    fn raw_code(&self) -> i64 {
        self.0 as i64
    }
}

impl CublasError {
    /// An error for `code` (details this thread kept for an earlier error of the same code are
    /// forgotten).
    ///
    /// ```
    /// use cuda_driver::cublaslt::{result::CublasError, sys::cublasStatus_t};
    /// let e = CublasError::new(cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED);
    /// assert!(e.what().is_none());
    /// ```
    #[cold]
    pub fn new(code: sys::cublasStatus_t) -> Self {
        error_context::set(Lib::CublasLt, code as i64, Details::default());
        CublasError(code)
    }

    /// Adds what was being done, as in `"while multiplying 4x3 by 3x5 f32 matrices"`.
    ///
    /// ```
    /// use cuda_driver::cublaslt::{result::CublasError, sys::cublasStatus_t};
    /// let e = CublasError::new(cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE).context("while testing");
    /// assert_eq!(e.what().as_deref(), Some("while testing"));
    /// ```
    #[cold]
    pub fn context(self, what: impl Into<String>) -> Self {
        error_context::add_context(Lib::CublasLt, self.0 as i64, what.into());
        self
    }

    /// The `cublasStatus_t` code.
    ///
    /// ```
    /// use cuda_driver::cublaslt::{result::CublasError, sys::cublasStatus_t as S};
    /// assert_eq!(CublasError::new(S::CUBLAS_STATUS_NOT_SUPPORTED).code(), S::CUBLAS_STATUS_NOT_SUPPORTED);
    /// ```
    pub fn code(&self) -> sys::cublasStatus_t {
        self.0
    }

    /// What was being done, if the crate or the caller said.
    ///
    /// ```
    /// use cuda_driver::cublaslt::{result::CublasError, sys::cublasStatus_t};
    /// assert_eq!(CublasError::new(cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED).what(), None);
    /// ```
    pub fn what(&self) -> Option<String> {
        error_context::get(Lib::CublasLt, self.0 as i64)
            .context
            .map(|c| c.to_string())
    }

    /// The loading failure behind this error, when cuBLASLt or one of its functions was
    /// missing.
    ///
    /// ```
    /// if let Err(e) = cuda_driver::cublaslt::result::create_handle() {
    ///     if let Some(load) = e.load_error() {
    ///         println!("{load}"); // every path tried, and CUDA_DRIVER_CUBLASLT_PATH
    ///     }
    /// }
    /// ```
    pub fn load_error(&self) -> Option<&'static LoadError> {
        error_context::get(Lib::CublasLt, self.0 as i64).load
    }

    /// The CUDA driver error behind this one, if any, with its context.
    ///
    /// ```
    /// use cuda_driver::cublaslt::result::CublasError;
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    /// let e = CublasError::from(DriverError::new(CUresult::CUDA_ERROR_OUT_OF_MEMORY));
    /// assert_eq!(e.driver_error().unwrap().code(), CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    /// ```
    pub fn driver_error(&self) -> Option<DriverError> {
        let x = error_context::get(Lib::CublasLt, self.0 as i64).extra?;
        let x = x.downcast::<Extra>().ok()?;
        Some(x.driver.clone()?.release())
    }

    /// An argument refused before the call: `CUBLAS_STATUS_INVALID_VALUE`, saying why.
    #[cold]
    pub(crate) fn refused(what: impl Into<String>) -> Self {
        CublasError::new(sys::cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE).context(what)
    }
}

/// A description of `code`, in the words of cuBLAS's `cublasGetStatusString`, so that printing
/// an error never loads the library.
fn description(code: sys::cublasStatus_t) -> &'static str {
    use sys::cublasStatus_t as S;
    match code {
        S::CUBLAS_STATUS_SUCCESS => "the operation completed successfully",
        S::CUBLAS_STATUS_NOT_INITIALIZED => "the library was not initialized",
        S::CUBLAS_STATUS_ALLOC_FAILED => "the resource allocation failed",
        S::CUBLAS_STATUS_INVALID_VALUE => "an invalid value was used as an argument",
        S::CUBLAS_STATUS_ARCH_MISMATCH => "an absent device architectural feature is required",
        S::CUBLAS_STATUS_MAPPING_ERROR => "an access to GPU memory space failed",
        S::CUBLAS_STATUS_EXECUTION_FAILED => "the GPU program failed to execute",
        S::CUBLAS_STATUS_INTERNAL_ERROR => "an internal operation failed",
        S::CUBLAS_STATUS_NOT_SUPPORTED => "the functionality requested is not supported",
        S::CUBLAS_STATUS_LICENSE_ERROR => "the functionality requested requires a license",
    }
}

impl From<LoadError> for CublasError {
    /// The error for a library or function that could not be loaded, with the loader's
    /// message: code `CUBLAS_STATUS_NOT_INITIALIZED` for the library (what the bindings return
    /// then), `CUBLAS_STATUS_NOT_SUPPORTED` for a function it lacks.
    #[cold]
    fn from(e: LoadError) -> Self {
        let code = if e.missing_symbol().is_some() {
            sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED
        } else {
            sys::cublasStatus_t::CUBLAS_STATUS_NOT_INITIALIZED
        };
        let details = Details {
            load: Some(error_context::intern(e)),
            ..Details::default()
        };
        error_context::set(Lib::CublasLt, code as i64, details);
        CublasError(code)
    }
}

impl From<DriverError> for CublasError {
    /// A driver error as a cuBLASLt error: an argument the driver layer refused
    /// (`CUDA_ERROR_INVALID_VALUE`, such as a buffer of another device) becomes
    /// `CUBLAS_STATUS_INVALID_VALUE`, any other `CUBLAS_STATUS_EXECUTION_FAILED`; the driver
    /// error is kept (its message is this one's, and
    /// [`driver_error`](CublasError::driver_error) returns it).
    #[cold]
    fn from(e: DriverError) -> Self {
        let code = if e.code() == crate::driver::sys::CUresult::CUDA_ERROR_INVALID_VALUE {
            sys::cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE
        } else {
            sys::cublasStatus_t::CUBLAS_STATUS_EXECUTION_FAILED
        };
        let details = Details {
            extra: Some(Arc::new(Extra {
                driver: Some(Carried::of(e)),
            })),
            ..Details::default()
        };
        error_context::set(Lib::CublasLt, code as i64, details);
        CublasError(code)
    }
}

impl From<CublasError> for DriverError {
    /// A cuBLASLt error as a driver error: the driver error it wraps if it has one, else
    /// `CUDA_ERROR_UNKNOWN` with the cuBLASLt error's message as context.
    #[cold]
    fn from(e: CublasError) -> Self {
        if let Some(d) = e.driver_error() {
            return d;
        }
        DriverError::new(crate::driver::sys::CUresult::CUDA_ERROR_UNKNOWN)
            .context(format!("cuBLASLt error: {e}"))
    }
}

impl LibError for CublasError {
    type Status = sys::cublasStatus_t;
    const API: &'static str = "cuBLASLt";
    const LOAD_FAILED: sys::cublasStatus_t = sys::cublasStatus_t::CUBLAS_STATUS_NOT_INITIALIZED;
    fn loader() -> &'static Library {
        &crate::loader::CUBLASLT
    }
    fn status(&self) -> sys::cublasStatus_t {
        self.0
    }
    fn description(&self) -> &'static str {
        description(self.0)
    }
    fn driver_error(&self) -> Option<DriverError> {
        CublasError::driver_error(self)
    }
}

impl fmt::Display for CublasError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        lib_error::display(self, f)
    }
}

impl fmt::Debug for CublasError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CublasError({self})")
    }
}

impl std::error::Error for CublasError {
    /// The driver error behind this one, or the loading failure.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        lib_error::source(self)
    }
}

impl sys::cublasStatus_t {
    /// Transforms the code into a `Result` (cudarc's `cublasStatus_t::result`):
    /// `CUBLAS_STATUS_SUCCESS` is `Ok`, every other code an error, with the loader's message
    /// when cuBLASLt or the function was missing.
    ///
    /// ```
    /// use cuda_driver::cublaslt::sys::cublasStatus_t;
    /// assert!(cublasStatus_t::CUBLAS_STATUS_SUCCESS.result().is_ok());
    /// assert!(cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE.result().is_err());
    /// ```
    #[inline(always)]
    pub fn result(self) -> Result<(), CublasError> {
        match self {
            sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS => Ok(()),
            code => Err(error_for(code)),
        }
    }
}

/// The error for `code`, which a `sys` function just returned (see
/// [`lib_error::from_status`]).
fn error_for(code: sys::cublasStatus_t) -> CublasError {
    lib_error::from_status(code, code as i64, || CublasError::new(code))
}
