//! cuRAND's error type and the check every call's status goes through, written by
//! [`error_type!`](crate::lib_error::error_type) from what is cuRAND's own: its codes' uses and
//! descriptions.

use crate::curand::sys;
use crate::lib_error::{Behind, error_type};

error_type! {
    /// An error from cuRAND, or a call refused before reaching it: the `curandStatus_t` code, as
    /// cudarc has it (`pub struct CurandError(pub curandStatus_t)`, `Copy`, `Eq`, built and
    /// matched as a tuple struct).
    ///
    /// What was being done (such as the length of a buffer that cuRAND cannot fill) is kept
    /// beside the code, per thread, as for [`DriverError`](crate::driver::DriverError), and
    /// shown by `Display` (see below for how long).
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

    library: "cuRAND",
    module: curand,
    lib: Curand,
    loader: CURAND,
    codes: 13,
    example: CURAND_STATUS_TYPE_ERROR,
    context_example: "while filling 1001 f32 with normal numbers",
    loads_with: get_version,
    load_failed: CURAND_STATUS_INITIALIZATION_FAILED,
    driver_invalid_value: CURAND_STATUS_OUT_OF_RANGE,
    driver_failure: CURAND_STATUS_LAUNCH_FAILURE,
    extra: Behind,
    description: description,
    to_driver_error: CUDA_ERROR_UNKNOWN,
    success: CURAND_STATUS_SUCCESS,
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
