//! NCCL's errors and statuses, the check every call's result goes through, and the
//! environment NCCL is started with: shared by the raw calls ([`result`](super)) and the
//! record of the thread's open group. The error type is written by
//! [`error_type!`](crate::lib_error::error_type) from what is NCCL's own: its codes' uses and
//! descriptions, what NCCL said, timeouts, and its conversion into a driver error.

use crate::driver::DriverError;
use crate::error_context::{self, Carried};
use crate::lib_error::{self, LibError, error_type};
use crate::nccl::sys;
use std::ffi::CStr;
use std::fmt;
use std::sync::Arc;
use std::sync::Once;
use std::time::Duration;

error_type! {
    /// An error from NCCL, or an operation refused before reaching it: the `ncclResult_t` code,
    /// as cudarc has it (`pub struct NcclError(pub ncclResult_t)`, `Copy`, `Eq`, built and matched
    /// as a tuple struct).
    ///
    /// The message adds what NCCL said last ([`last_error`](Self::last_error), from
    /// `ncclGetLastError`) and what was being done. Those details are kept beside the code, per
    /// thread, as for [`DriverError`] (see below for how long): the crate's errors carry them
    /// to the thread that receives them.
    ///
    /// Codes used for errors that do not come from NCCL itself:
    ///
    /// | code | when |
    /// |---|---|
    /// | `ncclInvalidArgument` | refused before the call: mismatched lengths, a buffer or stream of another device, a rank, root or peer outside the world, a reused [`Id`](crate::nccl::Id) |
    /// | `ncclInvalidUsage` | refused before the call: a communicator that was aborted, async operations inside a group |
    /// | `ncclUnhandledCudaError` | a CUDA driver call failed ([`driver_error`](Self::driver_error) has it) |
    /// | `ncclSystemError` | NCCL could not be loaded ([`load_error`](Self::load_error) lists what was tried) |
    /// | `ncclInProgress` | a [timeout](crate::nccl#when-a-peer-never-joins) ran out ([`is_timeout`](Self::is_timeout)) |
    ///
    /// # Examples
    ///
    /// ```
    /// use cuda_driver::nccl::{result::NcclError, sys::ncclResult_t};
    ///
    /// let e = NcclError::new(ncclResult_t::ncclInvalidArgument).context("while testing");
    /// assert_eq!(e.0, ncclResult_t::ncclInvalidArgument);
    /// assert!(e.to_string().starts_with("ncclInvalidArgument"));
    /// assert!(e.to_string().ends_with("while testing"));
    /// assert!(matches!(e, NcclError(ncclResult_t::ncclInvalidArgument)));
    /// ```
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    pub struct NcclError(pub sys::ncclResult_t);

    library: "NCCL",
    module: nccl,
    lib: Nccl,
    loader: NCCL,
    codes: 9,
    example: ncclInvalidUsage,
    context_example: "while all-reducing 1024 f32 on rank 1",
    loads_with: get_nccl_version,
    load_failed: ncclSystemError,
    driver_invalid_value: ncclInvalidArgument,
    driver_failure: ncclUnhandledCudaError,
    extra: Extra,
    description: default_description,
    library_message: NcclError::last_error,
}

/// What an NCCL error has besides a context and a load error (kept in its
/// [`Details`](crate::error_context::Details)).
#[derive(Clone, Default)]
struct Extra {
    last_error: Option<String>,
    driver: Option<Carried<DriverError>>,
    timeout: bool,
}

impl NcclError {
    /// The NCCL details this thread keeps for this code.
    fn extra(&self) -> Option<Arc<Extra>> {
        error_context::extra(self)
    }

    /// Changes the NCCL details kept for this code on this thread.
    fn set_extra(self, f: impl FnOnce(&mut Extra)) -> Self {
        error_context::update_extra(self, f)
    }

    /// An error for `code` with what NCCL says happened last (`ncclGetLastError(comm)`).
    #[cold]
    pub(crate) fn from_nccl(code: sys::ncclResult_t, comm: sys::ncclComm_t) -> Self {
        let e = NcclError::new(code);
        // SAFETY: NCCL returns a NUL-terminated string it keeps (or null, as do the bindings
        // when the function is missing); `comm` is a handle the failed call was given (or
        // null, which NCCL accepts).
        let p = unsafe { sys::ncclGetLastError(comm) };
        if p.is_null() {
            // What the bindings recorded about a missing ncclGetLastError belongs to no error.
            drop(crate::loader::take_any_failure(NCCL_API));
        }
        let last = (!p.is_null())
            // SAFETY: as above.
            .then(|| {
                // SAFETY: `p` is NCCL's NUL-terminated string, not null here.
                unsafe { CStr::from_ptr(p) }
                    .to_string_lossy()
                    .trim()
                    .to_owned()
            })
            .filter(|s| !s.is_empty());
        match last {
            Some(last) => e.set_extra(|x| x.last_error = Some(last)),
            None => e,
        }
    }

    /// What NCCL said about its last error (`ncclGetLastError`), when it said anything. It may
    /// describe an earlier asynchronous failure rather than this call's.
    ///
    /// ```
    /// use cuda_driver::nccl::{result::NcclError, sys::ncclResult_t};
    /// assert_eq!(NcclError::new(ncclResult_t::ncclSystemError).last_error(), None);
    /// ```
    pub fn last_error(&self) -> Option<String> {
        self.extra()?.last_error.clone()
    }

    /// Whether a timeout ran out (a peer that never joined, an operation that never finished).
    ///
    /// ```
    /// use cuda_driver::nccl::{result::NcclError, sys::ncclResult_t};
    /// assert!(!NcclError::new(ncclResult_t::ncclInProgress).is_timeout());
    /// ```
    pub fn is_timeout(&self) -> bool {
        self.extra().is_some_and(|x| x.timeout)
    }

    /// The error for a timeout of `after` while `what`.
    #[cold]
    pub(crate) fn timeout(after: Duration, what: impl fmt::Display) -> Self {
        NcclError::new(sys::ncclResult_t::ncclInProgress)
            .set_extra(|x| x.timeout = true)
            .context(format!(
                "timed out after {:.1} s while {what}",
                after.as_secs_f64()
            ))
    }

    /// An argument refused before the call.
    #[cold]
    pub(crate) fn invalid(what: impl Into<String>) -> Self {
        NcclError::refused(sys::ncclResult_t::ncclInvalidArgument, what)
    }

    /// A use refused before the call.
    #[cold]
    pub(crate) fn usage(what: impl Into<String>) -> Self {
        NcclError::refused(sys::ncclResult_t::ncclInvalidUsage, what)
    }
}

/// A description of `code`: `ncclGetErrorString`'s words without its debugging hints, kept
/// here so that printing an error never loads the library.
pub(crate) fn default_description(code: sys::ncclResult_t) -> &'static str {
    use sys::ncclResult_t as R;
    match code {
        R::ncclSuccess => "no error",
        R::ncclUnhandledCudaError => "unhandled cuda error",
        R::ncclSystemError => "unhandled system error",
        R::ncclInternalError => "internal error",
        R::ncclInvalidArgument => "invalid argument",
        R::ncclInvalidUsage => "invalid usage",
        R::ncclRemoteError => "remote process exited or there was a network error",
        R::ncclInProgress => "NCCL operation in progress",
        _ => "unknown result code",
    }
}

impl From<NcclError> for DriverError {
    /// An NCCL error as a driver error, for the async adapter's futures: the driver error it
    /// wraps if it has one, else `CUDA_ERROR_INVALID_VALUE` for refused arguments and
    /// `CUDA_ERROR_UNKNOWN` for the rest, with the NCCL error's message as context.
    #[cold]
    fn from(e: NcclError) -> Self {
        if let Some(d) = e.driver_error() {
            return match e.what() {
                Some(w) => d.context(w),
                None => d,
            };
        }
        use crate::driver::sys::CUresult as C;
        let code = match e.0 {
            sys::ncclResult_t::ncclInvalidArgument | sys::ncclResult_t::ncclInvalidUsage => {
                C::CUDA_ERROR_INVALID_VALUE
            }
            _ => C::CUDA_ERROR_UNKNOWN,
        };
        DriverError::new(code).context(format!("NCCL error: {e}"))
    }
}

/// What a successful NCCL call returned (cudarc 0.13 compatible).
///
/// `InProgress` comes from non-blocking communicators only, and the safe layer never returns
/// it: it waits until the operation is enqueued.
///
/// ```
/// use cuda_driver::nccl::{result::NcclStatus, sys::ncclResult_t};
/// assert_eq!(ncclResult_t::ncclSuccess.result(), Ok(NcclStatus::Success));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NcclStatus {
    /// `ncclSuccess`.
    Success,
    /// `ncclInProgress`: a non-blocking communicator is still working on it.
    InProgress,
    /// `ncclNumResults` (never returned by NCCL; kept for compatibility).
    NumResults,
}

impl sys::ncclResult_t {
    /// Transforms the code into a `Result`: `ncclSuccess`, `ncclInProgress` and
    /// `ncclNumResults` are `Ok`, every other code an error.
    ///
    /// ```
    /// use cuda_driver::nccl::sys::ncclResult_t;
    /// assert!(ncclResult_t::ncclInvalidUsage.result().is_err());
    /// ```
    pub fn result(self) -> Result<NcclStatus, NcclError> {
        match self {
            sys::ncclResult_t::ncclSuccess => Ok(NcclStatus::Success),
            sys::ncclResult_t::ncclInProgress => Ok(NcclStatus::InProgress),
            sys::ncclResult_t::ncclNumResults => Ok(NcclStatus::NumResults),
            code => Err(error_for(code, None)),
        }
    }
}

/// The name under which NCCL's `sys` module records what its codes cannot say.
pub(crate) const NCCL_API: &str = <NcclError as LibError>::API;

/// The error for `code`, which a `sys` function just returned (see
/// [`lib_error::from_status`]). With `comm` (the handle the call was given, or null), the
/// error also carries NCCL's last error message.
pub(crate) fn error_for(code: sys::ncclResult_t, comm: Option<sys::ncclComm_t>) -> NcclError {
    lib_error::from_status(code, code as i64, || match comm {
        Some(comm) => NcclError::from_nccl(code, comm),
        None => NcclError::new(code),
    })
}

/// Turns what a `sys` function returns into a `Result`, with NCCL's last error for `comm`.
#[inline(always)]
pub(crate) fn check(r: sys::ncclResult_t, comm: sys::ncclComm_t) -> Result<NcclStatus, NcclError> {
    match r {
        sys::ncclResult_t::ncclSuccess => Ok(NcclStatus::Success),
        sys::ncclResult_t::ncclInProgress => Ok(NcclStatus::InProgress),
        code => Err(error_for(code, Some(comm))),
    }
}

// ---- the environment --------------------------------------------------------------------

/// The variable that turns NVLink SHARP (multicast) off; see the module docs.
pub const NVLS_ENV: &str = "NCCL_NVLS_ENABLE";

static ENV: Once = Once::new();

/// Puts `NCCL_NVLS_ENABLE=0` in the environment unless it is set, once, before NCCL reads it.
#[inline(always)]
pub(crate) fn prepare() {
    ENV.call_once(|| {
        if std::env::var_os(NVLS_ENV).is_none() {
            // SAFETY: `set_var` races with threads reading the environment through libc at the
            // same time (Rust's own accesses take a lock). This runs once, before this crate's
            // first call into NCCL (the first reader of the variable); programs that call
            // other C code reading the environment on other threads meanwhile should set the
            // variable themselves at start-up, and then it is not written here (module docs).
            unsafe { std::env::set_var(NVLS_ENV, "0") };
        }
    });
}
