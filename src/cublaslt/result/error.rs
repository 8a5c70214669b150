//! cuBLASLt's error type and the check every call's status goes through, written by
//! [`error_type!`](crate::lib_error::error_type) from what is cuBLASLt's own: its codes' uses
//! and descriptions.

use crate::cublaslt::sys;
use crate::lib_error::{Behind, error_type};

error_type! {
    /// An error from cuBLASLt, or a call refused before reaching it: the `cublasStatus_t` code,
    /// as cudarc has it (`pub struct CublasError(pub cublasStatus_t)`, `Copy`, `Eq`, built and
    /// matched as a tuple struct).
    ///
    /// What was being done (such as the argument of a matrix product that was refused, and why)
    /// is kept beside the code, per thread, as for [`DriverError`](crate::driver::DriverError),
    /// and shown by `Display` (see below for how long).
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

    library: "cuBLASLt",
    module: cublaslt,
    lib: CublasLt,
    loader: CUBLASLT,
    codes: 10,
    example: CUBLAS_STATUS_NOT_SUPPORTED,
    context_example: "while multiplying 4x3 by 3x5 f32 matrices",
    loads_with: create_handle,
    load_failed: CUBLAS_STATUS_NOT_INITIALIZED,
    missing_function: CUBLAS_STATUS_NOT_SUPPORTED,
    driver_invalid_value: CUBLAS_STATUS_INVALID_VALUE,
    driver_failure: CUBLAS_STATUS_EXECUTION_FAILED,
    extra: Behind,
    description: description,
    to_driver_error: CUDA_ERROR_UNKNOWN,
    success: CUBLAS_STATUS_SUCCESS,
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
