//! NPP's status codes as typed errors ([`NppError`]), the library version, and the stream
//! context NPP's `_Ctx` functions take. This is the only place that turns an [`NppStatus`]
//! into an error.
//!
//! # Examples
//!
//! ```
//! use cuda_driver::npp::result;
//!
//! match result::lib_version() {
//!     Ok((major, minor, build)) => println!("NPP {major}.{minor}.{build}"),
//!     Err(e) => println!("no NPP here: {e}"), // lists every path tried
//! }
//! ```

use super::sys;
use crate::driver::DriverError;
use crate::driver::sys::CUresult;
use crate::error_context;
use crate::loader::{Failure, LoadError};
use std::fmt;

pub use super::sys::NppStatus;

/// An NPP function that failed: the function, NPP's status (or why it could not be loaded),
/// and what it was given.
///
/// The safe wrappers ([`Npp`](super::Npp), [`AsyncNpp`](super::AsyncNpp)) return it as a
/// [`DriverError`] (so that sync and async calls, and NPP and driver calls, compose with `?`)
/// whose message is this error's, and which keeps it: [`from_driver_error`](Self::from_driver_error)
/// gives it back, NPP's status included.
///
/// # Examples
///
/// ```
/// use cuda_driver::npp::result::{NppError, NppStatus, check};
///
/// let e: NppError = check("nppiResize_8u_C3R_Ctx", NppStatus::NPP_SIZE_ERROR).unwrap_err();
/// assert_eq!(e.status(), Some(NppStatus::NPP_SIZE_ERROR));
/// assert!(e.to_string().starts_with("nppiResize_8u_C3R_Ctx returned NPP_SIZE_ERROR (-6)"));
/// assert!(check("nppiResize_8u_C3R_Ctx", NppStatus::NPP_NO_ERROR).is_ok());
/// ```
#[derive(Clone)]
pub struct NppError {
    function: &'static str,
    status: Option<NppStatus>,
    load: Option<LoadError>,
    what: Option<String>,
}

impl NppError {
    /// The error of `function`: NPP's `status`, or `load`, why it could not be loaded.
    #[cold]
    fn failed(function: &'static str, status: Option<NppStatus>, load: Option<LoadError>) -> Self {
        NppError {
            function,
            status,
            load,
            what: None,
        }
    }

    /// The NPP function that failed, such as `"nppiResize_8u_C3R_Ctx"`.
    ///
    /// ```
    /// use cuda_driver::npp::result::{NppStatus, check};
    ///
    /// let e = check("nppiResize_8u_C3R_Ctx", NppStatus::NPP_STEP_ERROR).unwrap_err();
    /// assert_eq!(e.function(), "nppiResize_8u_C3R_Ctx");
    /// ```
    pub fn function(&self) -> &'static str {
        self.function
    }

    /// NPP's status, or `None` when the function could not be loaded.
    ///
    /// ```
    /// use cuda_driver::npp::result::{NppStatus, check};
    ///
    /// let e = check("nppiResize_8u_C3R_Ctx", NppStatus::NPP_STEP_ERROR).unwrap_err();
    /// assert_eq!(e.status(), Some(NppStatus::NPP_STEP_ERROR));
    /// if let Err(e) = cuda_driver::npp::result::load() {
    ///     assert_eq!(e.status(), None); // NPP is not installed here
    /// }
    /// ```
    pub fn status(&self) -> Option<NppStatus> {
        self.status
    }

    /// Why the function could not be loaded: the paths tried, or the missing symbol.
    ///
    /// ```
    /// use cuda_driver::npp::result::{NppStatus, check};
    ///
    /// match cuda_driver::npp::result::load() {
    ///     Ok(()) => println!("NPP is installed"),
    ///     Err(e) => println!("{}", e.load_error().expect("a load failure")),
    /// }
    /// let e = check("nppiResize_8u_C3R_Ctx", NppStatus::NPP_STEP_ERROR).unwrap_err();
    /// assert!(e.load_error().is_none()); // the function ran and returned an error
    /// ```
    pub fn load_error(&self) -> Option<&LoadError> {
        self.load.as_ref()
    }

    /// What the function was given, as the caller described it ([`context`](Self::context)).
    ///
    /// ```
    /// use cuda_driver::npp::result::{NppStatus, check};
    ///
    /// let e = check("nppiResize_8u_C3R_Ctx", NppStatus::NPP_SIZE_ERROR).unwrap_err();
    /// assert_eq!(e.what(), None);
    /// assert_eq!(e.context("a 0x0 source").what(), Some("a 0x0 source"));
    /// ```
    pub fn what(&self) -> Option<&str> {
        self.what.as_deref()
    }

    /// Adds what the function was given (sizes, regions), printed after the status.
    ///
    /// ```
    /// use cuda_driver::npp::result::{NppStatus, check};
    ///
    /// let e = check("nppiResize_8u_C3R_Ctx", NppStatus::NPP_SIZE_ERROR).unwrap_err();
    /// let e = e.context("a 0x0 source");
    /// assert!(e.to_string().ends_with("NPP_SIZE_ERROR (-6) for a 0x0 source"), "{e}");
    /// ```
    pub fn context(mut self, what: impl Into<String>) -> Self {
        self.what = Some(what.into());
        self
    }

    /// The NPP error behind `e`, a driver error that the safe NPP API ([`Npp`](super::Npp),
    /// [`AsyncNpp`](super::AsyncNpp)) or a conversion (`DriverError::from`) made of it: the
    /// function, NPP's status (or why it could not be loaded) and what it was given, as they
    /// were. `None` for a driver error that did not come from NPP (such as an argument the
    /// crate refused before calling NPP).
    ///
    /// The NPP error is kept in the driver error's details, which are kept beside its code
    /// (see [`DriverError`]'s docs for how long): it comes back on the thread that got the
    /// error from the crate (an async NPP call's future included), until the crate returns
    /// another driver error of the same code there.
    ///
    /// ```
    /// use cuda_driver::driver::{DriverError, sys::CUresult};
    /// use cuda_driver::npp::result::{self, NppError, NppStatus, check};
    ///
    /// let e: DriverError = check("nppiResize_8u_C3R_Ctx", NppStatus::NPP_RESIZE_FACTOR_ERROR)
    ///     .unwrap_err()
    ///     .context("a 0x0 destination")
    ///     .into();
    /// assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE); // the driver's word for it
    /// let npp = NppError::from_driver_error(&e).unwrap(); // and NPP's own
    /// assert_eq!(npp.status(), Some(NppStatus::NPP_RESIZE_FACTOR_ERROR));
    /// assert_eq!(npp.function(), "nppiResize_8u_C3R_Ctx");
    /// assert_eq!(npp.what(), Some("a 0x0 destination"));
    ///
    /// if let Err(load) = result::load() {
    ///     // NPP is not installed here: the driver error keeps why.
    ///     let e = DriverError::from(load);
    ///     assert!(NppError::from_driver_error(&e).unwrap().load_error().is_some());
    /// }
    /// let other = DriverError::new(CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    /// assert!(NppError::from_driver_error(&other).is_none());
    /// ```
    ///
    /// With the safe API, where a status calls for its own handling:
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaDevice;
    /// use cuda_driver::npp::{Interpolation, Npp, result::{NppError, NppStatus}};
    ///
    /// let dev = CudaDevice::new(0)?;
    /// let npp = Npp::new(dev.clone())?;
    /// let frame = dev.alloc_image_zeros::<u8>(1920, 1080, 3)?;
    /// let mut small = dev.alloc_image_zeros::<u8>(640, 360, 3)?;
    /// if let Err(e) = npp.resize(&frame, &mut small, Interpolation::Lanczos) {
    ///     match NppError::from_driver_error(&e).and_then(|n| n.status()) {
    ///         Some(NppStatus::NPP_INTERPOLATION_ERROR) => {
    ///             npp.resize(&frame, &mut small, Interpolation::Linear)?
    ///         }
    ///         _ => return Err(e),
    ///     }
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn from_driver_error(e: &DriverError) -> Option<NppError> {
        error_context::extra::<_, NppError>(e).map(|npp| (*npp).clone())
    }

    /// The driver error code that stands for this error in a [`DriverError`].
    fn code(&self) -> CUresult {
        let Some(s) = self.status else {
            return CUresult::CUDA_ERROR_NOT_FOUND;
        };
        match s {
            NppStatus::NPP_NO_MEMORY_ERROR | NppStatus::NPP_MEMORY_ALLOCATION_ERR => {
                CUresult::CUDA_ERROR_OUT_OF_MEMORY
            }
            NppStatus::NPP_NOT_SUPPORTED_MODE_ERROR
            | NppStatus::NPP_NOT_IMPLEMENTED_ERROR
            | NppStatus::NPP_NOT_SUFFICIENT_COMPUTE_CAPABILITY
            | NppStatus::NPP_STREAM_CTX_ERROR => CUresult::CUDA_ERROR_NOT_SUPPORTED,
            NppStatus::NPP_CUDA_KERNEL_EXECUTION_ERROR
            | NppStatus::NPP_ERROR
            | NppStatus::NPP_ERROR_RESERVED
            | NppStatus::NPP_MEMCPY_ERROR
            | NppStatus::NPP_MEMSET_ERROR
            | NppStatus::NPP_MEMFREE_ERROR
            | NppStatus::NPP_TEXTURE_BIND_ERROR => CUresult::CUDA_ERROR_UNKNOWN,
            // The rest are about the arguments: sizes, steps, regions, pointers, modes.
            _ => CUresult::CUDA_ERROR_INVALID_VALUE,
        }
    }
}

impl fmt::Display for NppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.load, self.status) {
            (Some(load), _) => write!(f, "{}: {load}", self.function)?,
            (None, Some(s)) => {
                write!(f, "{} returned {} ({})", self.function, s.name(), s as i32)?;
            }
            (None, None) => write!(f, "{} failed", self.function)?,
        }
        if let Some(what) = &self.what {
            write!(f, " for {what}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for NppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "NppError({self})")
    }
}

impl std::error::Error for NppError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.load.as_ref().map(|e| e as _)
    }
}

impl From<NppError> for DriverError {
    /// A [`DriverError`] whose message is the NPP error's: `CUDA_ERROR_INVALID_VALUE` for bad
    /// arguments, `CUDA_ERROR_OUT_OF_MEMORY`, `CUDA_ERROR_NOT_SUPPORTED` or
    /// `CUDA_ERROR_UNKNOWN` for the rest; a library or function that could not be loaded keeps
    /// its [`LoadError`] ([`DriverError::load_error`]). The NPP error itself is kept in the
    /// driver error's details: [`NppError::from_driver_error`] gives it back.
    #[cold]
    fn from(e: NppError) -> Self {
        let d = match &e.load {
            Some(load) if e.function.starts_with("npp") => DriverError::from_load(load.clone())
                .context(format!("while calling {}", e.function)),
            Some(load) => {
                DriverError::from_load(load.clone()).context(format!("while {}", e.function))
            }
            None => DriverError::new(e.code()).context(e.to_string()),
        };
        error_context::with_extra(d, e)
    }
}

/// `Ok(())` for success and for NPP's warnings (positive statuses: the work was done, perhaps
/// more slowly), otherwise the error, naming `function`, which just returned `status`.
///
/// When NPP or the function could not be loaded, the `sys` function returned `NPP_ERROR` or
/// `NPP_NOT_IMPLEMENTED_ERROR` and recorded why: the error carries that [`LoadError`] instead
/// of the status ([`NppError::load_error`]).
///
/// ```
/// use cuda_driver::npp::result::{NppStatus, check};
///
/// assert!(check("f", NppStatus::NPP_MISALIGNED_DST_ROI_WARNING).is_ok());
/// assert!(check("f", NppStatus::NPP_STEP_ERROR).is_err());
/// ```
#[inline]
pub fn check(function: &'static str, status: NppStatus) -> Result<(), NppError> {
    if status as i32 >= 0 {
        return Ok(());
    }
    Err(error_for(function, status))
}

/// The error for `status`, which `function` just returned, with the loader's message when NPP
/// or the function is missing.
#[cold]
#[inline(never)]
fn error_for(function: &'static str, status: NppStatus) -> NppError {
    match crate::loader::take_failure("NPP", status as i64) {
        Some(Failure::Load(load)) => NppError::failed(function, None, Some(load)),
        _ => NppError::failed(function, Some(status), None),
    }
}

/// The version of the NPP library loaded (`nppGetLibVersion`): `(major, minor, build)`. Needs
/// no GPU.
///
/// ```
/// if let Ok((major, ..)) = cuda_driver::npp::result::lib_version() {
///     assert!(major >= 12);
/// }
/// ```
pub fn lib_version() -> Result<(i32, i32, i32), NppError> {
    // SAFETY: nppGetLibVersion takes nothing and returns a pointer to a static struct (null
    // when NPP or the function could not be loaded).
    let p = unsafe { sys::nppGetLibVersion() };
    if p.is_null() {
        let load = match crate::loader::take_any_failure("NPP") {
            Some(Failure::Load(load)) => Some(load),
            _ => None,
        };
        let e = NppError::failed("nppGetLibVersion", None, load);
        return Err(match e.load {
            Some(_) => e,
            None => e.context("a null version"),
        });
    }
    // SAFETY: non-null, pointing to NPP's static version struct.
    let v = unsafe { *p };
    Ok((v.major, v.minor, v.build))
}

/// Loads the NPP libraries this crate uses and resolves every function it binds, calling none
/// of them (no GPU needed): the first library or function missing is the error, naming what
/// was tried.
///
/// ```
/// if let Err(e) = cuda_driver::npp::result::load() {
///     println!("{e}"); // names CUDA_DRIVER_NPP_PATH and every path tried
/// }
/// ```
pub fn load() -> Result<(), NppError> {
    sys::resolve_all().map_err(|load| NppError::failed("loading NPP", None, Some(load)))
}

/// The device values NPP's stream context carries, queried once per device.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, sys::CUdevice_attribute as A};
/// use cuda_driver::npp::result::DeviceInfo;
///
/// let dev = CudaDevice::new(0)?;
/// let info = DeviceInfo {
///     ordinal: dev.ordinal() as i32,
///     multiprocessors: dev.attribute(A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
///     cc_major: dev.attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
///     cc_minor: dev.attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
///     ..Default::default()
/// };
/// assert!(info.multiprocessors > 0);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct DeviceInfo {
    /// The CUDA device ordinal.
    pub ordinal: i32,
    /// `CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT`.
    pub multiprocessors: i32,
    /// `CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR`.
    pub max_threads_per_multiprocessor: i32,
    /// `CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK`.
    pub max_threads_per_block: i32,
    /// `CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK`.
    pub shared_mem_per_block: usize,
    /// `CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR`.
    pub cc_major: i32,
    /// `CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR`.
    pub cc_minor: i32,
}

/// The `NppStreamContext` for work on `stream` of the device `info` describes. The crate's
/// streams are all non-blocking (`cudaStreamNonBlocking`).
///
/// ```
/// use cuda_driver::npp::result::{DeviceInfo, stream_context};
///
/// let info = DeviceInfo { ordinal: 0, multiprocessors: 132, ..Default::default() };
/// let ctx = stream_context(&info, std::ptr::null_mut());
/// assert_eq!(ctx.nMultiProcessorCount, 132);
/// assert_eq!(ctx.nStreamFlags, 1);
/// ```
pub fn stream_context(
    info: &DeviceInfo,
    stream: crate::driver::sys::CUstream,
) -> sys::NppStreamContext {
    sys::NppStreamContext {
        // The same stream handle: cudaStream_t and CUstream are one type in C.
        hStream: stream.cast(),
        nCudaDeviceId: info.ordinal,
        nMultiProcessorCount: info.multiprocessors,
        nMaxThreadsPerMultiProcessor: info.max_threads_per_multiprocessor,
        nMaxThreadsPerBlock: info.max_threads_per_block,
        nSharedMemPerBlock: info.shared_mem_per_block,
        nCudaDevAttrComputeCapabilityMajor: info.cc_major,
        nCudaDevAttrComputeCapabilityMinor: info.cc_minor,
        nStreamFlags: 1,
        nReserved0: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error_context::Carried;

    #[test]
    fn statuses_become_errors_that_name_the_function() {
        let e = check("nppiRemap_8u_C1R_Ctx", NppStatus::NPP_STEP_ERROR).unwrap_err();
        assert_eq!(e.function(), "nppiRemap_8u_C1R_Ctx");
        let e = e.context("a 4x4 source");
        assert_eq!(
            e.to_string(),
            "nppiRemap_8u_C1R_Ctx returned NPP_STEP_ERROR (-14) for a 4x4 source"
        );
        let d = DriverError::from(e);
        assert_eq!(d.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
        assert!(d.to_string().contains("NPP_STEP_ERROR"), "{d}");
        // A status these bindings do not know reaches Rust as NPP_ERROR (or, for a warning,
        // NPP_NO_ERROR): see the sys module's docs.
        assert_eq!(NppStatus::from_raw(-12345), None);
        let unknown = check("f", sys::__checked(-12345, "f")).unwrap_err();
        assert_eq!(unknown.status(), Some(NppStatus::NPP_ERROR));
        assert!(unknown.to_string().contains("NPP_ERROR (-2)"), "{unknown}");
        assert_eq!(sys::__checked(12345, "f"), NppStatus::NPP_NO_ERROR);
        assert_eq!(
            DriverError::from(check("f", NppStatus::NPP_NO_MEMORY_ERROR).unwrap_err()).code(),
            CUresult::CUDA_ERROR_OUT_OF_MEMORY
        );
        assert_eq!(
            DriverError::from(check("f", NppStatus::NPP_CUDA_KERNEL_EXECUTION_ERROR).unwrap_err())
                .code(),
            CUresult::CUDA_ERROR_UNKNOWN
        );
    }

    /// The driver error the safe API returns for NPP's `status` from `function`.
    fn returned(function: &'static str, status: NppStatus, what: &str) -> DriverError {
        DriverError::from(check(function, status).unwrap_err().context(what))
    }

    #[test]
    fn npp_statuses_come_back_from_the_driver_error() {
        let d = returned(
            "nppiRemap_8u_C1R_Ctx",
            NppStatus::NPP_STEP_ERROR,
            "a 4x4 source",
        );
        let npp = NppError::from_driver_error(&d).unwrap();
        assert_eq!(npp.status(), Some(NppStatus::NPP_STEP_ERROR));
        assert_eq!(npp.function(), "nppiRemap_8u_C1R_Ctx");
        assert_eq!(npp.what(), Some("a 4x4 source"));
        assert!(npp.load_error().is_none());
        // Every status, also those that share a driver code.
        for status in [
            NppStatus::NPP_SIZE_ERROR,
            NppStatus::NPP_NO_MEMORY_ERROR,
            NppStatus::NPP_NOT_SUPPORTED_MODE_ERROR,
            NppStatus::NPP_CUDA_KERNEL_EXECUTION_ERROR,
            NppStatus::NPP_ERROR,
        ] {
            let d = returned("f", status, "x");
            assert_eq!(
                NppError::from_driver_error(&d).unwrap().status(),
                Some(status)
            );
        }
        // Context added to the driver error later keeps the NPP error.
        let d = returned("f", NppStatus::NPP_ERROR, "x").context("while preparing a frame");
        assert_eq!(
            NppError::from_driver_error(&d).unwrap().status(),
            Some(NppStatus::NPP_ERROR)
        );
        assert!(
            NppError::from_driver_error(&DriverError::new(CUresult::CUDA_ERROR_NOT_READY))
                .is_none()
        );
    }

    #[test]
    fn npp_statuses_come_back_on_another_thread() {
        let d = returned(
            "nppiResize_8u_C3R_Ctx",
            NppStatus::NPP_RESIZE_FACTOR_ERROR,
            "0x0",
        );
        let text = d.to_string();
        // As a future's result or an error kept for the device's next call travels.
        let carried = Carried::of(d);
        std::thread::spawn(move || {
            let d = carried.release();
            assert_eq!(d.to_string(), text);
            let npp = NppError::from_driver_error(&d).unwrap();
            assert_eq!(npp.status(), Some(NppStatus::NPP_RESIZE_FACTOR_ERROR));
            assert_eq!(npp.what(), Some("0x0"));
        })
        .join()
        .unwrap();
    }

    #[test]
    fn a_held_npp_error_is_not_changed_by_other_errors() {
        let held = returned(
            "nppiRemap_8u_C1R_Ctx",
            NppStatus::NPP_STEP_ERROR,
            "a 4x4 source",
        );
        let text = held.to_string();
        // An NPP error of another driver code, an NPP error never made a driver error, a
        // driver error of the same code that the crate does not return, another thread's.
        let _ = returned("f", NppStatus::NPP_NO_MEMORY_ERROR, "x");
        let _ = check("f", NppStatus::NPP_SIZE_ERROR)
            .unwrap_err()
            .context("y");
        error_context::internal(|| {
            let _ = DriverError::new(CUresult::CUDA_ERROR_INVALID_VALUE).context("a probe");
            let _ = returned("g", NppStatus::NPP_SIZE_ERROR, "z");
        });
        std::thread::spawn(|| returned("h", NppStatus::NPP_STEP_ERROR, "w"))
            .join()
            .unwrap();
        assert_eq!(held.to_string(), text);
        let npp = NppError::from_driver_error(&held).unwrap();
        assert_eq!(npp.status(), Some(NppStatus::NPP_STEP_ERROR));
        assert_eq!(npp.function(), "nppiRemap_8u_C1R_Ctx");
        // The rule it relies on: another driver error of its code returned on this thread
        // replaces its details.
        let _ = DriverError::new(CUresult::CUDA_ERROR_INVALID_VALUE);
        assert!(NppError::from_driver_error(&held).is_none());
    }

    #[test]
    fn warnings_are_success() {
        for s in [
            NppStatus::NPP_NO_ERROR,
            NppStatus::NPP_NO_OPERATION_WARNING,
            NppStatus::NPP_DOUBLE_SIZE_WARNING,
        ] {
            assert!(check("f", s).is_ok());
        }
    }

    #[test]
    fn the_stream_context_is_laid_out_as_npp_declares() {
        // hStream, 4 ints, size_t, 2 ints, unsigned, int: 48 bytes on 64-bit targets, as in
        // nppdefs.h of NPP 12 and 13.
        #[cfg(target_pointer_width = "64")]
        assert_eq!(size_of::<sys::NppStreamContext>(), 48);
        let ctx = stream_context(
            &DeviceInfo {
                shared_mem_per_block: 49152,
                cc_major: 9,
                ..Default::default()
            },
            std::ptr::null_mut(),
        );
        assert_eq!(
            (
                ctx.nSharedMemPerBlock,
                ctx.nCudaDevAttrComputeCapabilityMajor
            ),
            (49152, 9)
        );
    }
}
