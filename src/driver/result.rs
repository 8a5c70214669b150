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
use crate::loader::LoadError;
use std::ffi::{CStr, CString, c_uint, c_void};
use std::fmt;
use std::mem::MaybeUninit;

/// An error from the CUDA driver: the `CUresult` code (`.0`), its name and the driver's
/// description, and optionally what was being done when it happened.
///
/// The code is a `#[repr(transparent)]` newtype, so codes from drivers newer than these
/// bindings are carried as they are. A library that could not be loaded also surfaces as a
/// `DriverError` (code `CUDA_ERROR_SHARED_OBJECT_INIT_FAILED`, or `CUDA_ERROR_NOT_FOUND` for a
/// missing function) whose [`load_error`](Self::load_error) says what was tried.
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
/// ```
#[derive(Clone)]
pub struct DriverError(pub sys::CUresult, ErrorInfo);

#[derive(Clone)]
struct ErrorInfo {
    name: &'static str,
    description: &'static str,
    extra: Option<Box<Extra>>,
}

#[derive(Clone, Default)]
struct Extra {
    context: Option<String>,
    load: Option<LoadError>,
}

impl DriverError {
    /// An error for `code`, with the driver's name and description for it when the driver can
    /// be loaded.
    #[cold]
    pub fn new(code: sys::CUresult) -> Self {
        let name = driver_str(code, sys::cuGetErrorName)
            .or(code.name())
            .unwrap_or(UNRECOGNIZED);
        let description =
            driver_str(code, sys::cuGetErrorString).unwrap_or("no description from the driver");
        DriverError(
            code,
            ErrorInfo {
                name,
                description,
                extra: None,
            },
        )
    }

    /// Adds what was being done, as in `"while allocating 4.0 GiB on device 0"`. It is printed
    /// after the code and description.
    #[cold]
    pub fn context(mut self, what: impl Into<String>) -> Self {
        let extra = self.1.extra.get_or_insert_with(Default::default);
        extra.context = Some(match extra.context.take() {
            Some(inner) => format!("{} ({inner})", what.into()),
            None => what.into(),
        });
        self
    }

    /// The `CUresult` code.
    pub fn code(&self) -> sys::CUresult {
        self.0
    }

    /// The code's name, such as `"CUDA_ERROR_OUT_OF_MEMORY"`.
    pub fn name(&self) -> &'static str {
        self.1.name
    }

    /// The driver's description of the code, such as `"out of memory"`.
    pub fn description(&self) -> &'static str {
        self.1.description
    }

    /// What was being done, if the caller said.
    pub fn what(&self) -> Option<&str> {
        self.1.extra.as_ref()?.context.as_deref()
    }

    /// The loading failure behind this error, when libcuda or one of its functions was missing.
    pub fn load_error(&self) -> Option<&LoadError> {
        self.1.extra.as_ref()?.load.as_ref()
    }

    /// The name of this error as a C string (cudarc 0.13 compatible).
    pub fn error_name(&self) -> Result<&CStr, DriverError> {
        let mut p = MaybeUninit::uninit();
        // SAFETY: cuGetErrorName writes a pointer to a static string on success.
        unsafe {
            sys::cuGetErrorName(self.0, p.as_mut_ptr()).check()?;
            Ok(CStr::from_ptr(p.assume_init()))
        }
    }

    /// The description of this error as a C string (cudarc 0.13 compatible).
    pub fn error_string(&self) -> Result<&CStr, DriverError> {
        let mut p = MaybeUninit::uninit();
        // SAFETY: cuGetErrorString writes a pointer to a static string on success.
        unsafe {
            sys::cuGetErrorString(self.0, p.as_mut_ptr()).check()?;
            Ok(CStr::from_ptr(p.assume_init()))
        }
    }
}

/// The name given to a code that neither the driver nor these bindings know.
const UNRECOGNIZED: &str = "CUDA_ERROR_UNRECOGNIZED";

type ErrStrFn =
    unsafe fn(sys::CUresult, *mut *const std::ffi::c_char) -> Result<sys::CUresult, LoadError>;

fn driver_str(code: sys::CUresult, f: ErrStrFn) -> Option<&'static str> {
    let mut p = std::ptr::null();
    // SAFETY: on success the driver stores a pointer to a static NUL-terminated string; the
    // library stays loaded for the life of the process.
    unsafe {
        match f(code, &mut p) {
            Ok(sys::CUresult::CUDA_SUCCESS) if !p.is_null() => CStr::from_ptr(p).to_str().ok(),
            _ => None,
        }
    }
}

impl From<LoadError> for DriverError {
    #[cold]
    fn from(e: LoadError) -> Self {
        let (code, description) = if e.missing_symbol().is_some() {
            (
                sys::CUresult::CUDA_ERROR_NOT_FOUND,
                "a driver function is missing",
            )
        } else {
            (
                sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED,
                "the driver library could not be loaded",
            )
        };
        DriverError(
            code,
            ErrorInfo {
                name: code.name().unwrap_or("CUDA_ERROR_UNRECOGNIZED"),
                description,
                extra: Some(Box::new(Extra {
                    context: None,
                    load: Some(e),
                })),
            },
        )
    }
}

impl PartialEq for DriverError {
    /// Errors are equal when their codes are.
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl Eq for DriverError {}

impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(load) = self.load_error() {
            write!(f, "{}: {load}", self.name())?;
        } else if self.0.name().is_none() && self.name() == UNRECOGNIZED {
            write!(
                f,
                "{UNRECOGNIZED} (code {}, {})",
                self.0.0,
                self.description()
            )?;
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

impl std::error::Error for DriverError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.load_error().map(|e| e as _)
    }
}

impl sys::CUresult {
    /// `Ok(())` for `CUDA_SUCCESS`, otherwise the error.
    #[inline]
    pub fn result(self) -> Result<(), DriverError> {
        match self {
            sys::CUresult::CUDA_SUCCESS => Ok(()),
            code => Err(DriverError::new(code)),
        }
    }
}

/// Turns what a `sys` function returns into a `Result`.
pub(crate) trait Check {
    fn check(self) -> Result<(), DriverError>;
}

impl Check for Result<sys::CUresult, LoadError> {
    #[inline(always)]
    fn check(self) -> Result<(), DriverError> {
        match self {
            Ok(sys::CUresult::CUDA_SUCCESS) => Ok(()),
            Ok(code) => Err(DriverError::new(code)),
            Err(e) => Err(e.into()),
        }
    }
}

/// Calls `f` with a pointer to an uninitialised `T` and returns the `T` it wrote.
///
/// # Safety
///
/// `f` must initialise the `T` when it returns `CUDA_SUCCESS`.
#[inline(always)]
unsafe fn out<T>(
    f: impl FnOnce(*mut T) -> Result<sys::CUresult, LoadError>,
) -> Result<T, DriverError> {
    let mut v = MaybeUninit::uninit();
    f(v.as_mut_ptr()).check()?;
    // SAFETY: the driver wrote the value, as the caller promised.
    Ok(unsafe { v.assume_init() })
}

/// Initialises the driver (`cuInit`). Safe to call more than once.
pub fn init() -> Result<(), DriverError> {
    // SAFETY: cuInit takes no pointers.
    unsafe { sys::cuInit(0) }.check()
}

/// The version of the installed driver, as `1000 * major + 10 * minor` (`cuDriverGetVersion`).
pub fn driver_version() -> Result<i32, DriverError> {
    // SAFETY: writes one int.
    unsafe { out(|p| sys::cuDriverGetVersion(p)) }
}

/// Devices: count, handles, names, attributes, memory and UUID.
pub mod device {
    use super::*;

    /// The device with this ordinal (`cuDeviceGet`).
    pub fn get(ordinal: i32) -> Result<sys::CUdevice, DriverError> {
        // SAFETY: writes one CUdevice.
        unsafe { out(|p| sys::cuDeviceGet(p, ordinal)) }
    }

    /// The number of devices (`cuDeviceGetCount`).
    pub fn get_count() -> Result<i32, DriverError> {
        // SAFETY: writes one int.
        unsafe { out(|p| sys::cuDeviceGetCount(p)) }
    }

    /// Total memory of the device in bytes (`cuDeviceTotalMem_v2`).
    ///
    /// # Safety
    ///
    /// `dev` must come from [`get`].
    pub unsafe fn total_mem(dev: sys::CUdevice) -> Result<usize, DriverError> {
        // SAFETY: writes one size_t.
        unsafe { out(|p| sys::cuDeviceTotalMem_v2(p, dev)) }
    }

    /// One attribute of the device (`cuDeviceGetAttribute`).
    ///
    /// # Safety
    ///
    /// `dev` must come from [`get`].
    pub unsafe fn get_attribute(
        dev: sys::CUdevice,
        attrib: sys::CUdevice_attribute,
    ) -> Result<i32, DriverError> {
        // SAFETY: writes one int.
        unsafe { out(|p| sys::cuDeviceGetAttribute(p, attrib, dev)) }
    }

    /// The device's name (`cuDeviceGetName`).
    pub fn get_name(dev: sys::CUdevice) -> Result<String, DriverError> {
        let mut buf = [0 as std::ffi::c_char; 256];
        // SAFETY: the driver writes at most `len` bytes, NUL-terminated.
        unsafe { sys::cuDeviceGetName(buf.as_mut_ptr(), buf.len() as i32, dev) }.check()?;
        // SAFETY: the buffer holds a NUL-terminated string (zeroed beforehand as a backstop).
        let name = unsafe { CStr::from_ptr(buf.as_ptr()) };
        Ok(name.to_string_lossy().into_owned())
    }

    /// The device's UUID (`cuDeviceGetUuid_v2`).
    pub fn get_uuid(dev: sys::CUdevice) -> Result<sys::CUuuid, DriverError> {
        // SAFETY: writes one CUuuid.
        unsafe { out(|p| sys::cuDeviceGetUuid_v2(p, dev)) }
    }

    /// Whether `dev` can access memory of `peer` directly (`cuDeviceCanAccessPeer`).
    pub fn can_access_peer(dev: sys::CUdevice, peer: sys::CUdevice) -> Result<bool, DriverError> {
        // SAFETY: writes one int.
        unsafe { out(|p| sys::cuDeviceCanAccessPeer(p, dev, peer)) }.map(|v: i32| v != 0)
    }

    /// The device's default memory pool (`cuDeviceGetDefaultMemPool`).
    pub fn get_default_mem_pool(dev: sys::CUdevice) -> Result<sys::CUmemoryPool, DriverError> {
        // SAFETY: writes one handle.
        unsafe { out(|p| sys::cuDeviceGetDefaultMemPool(p, dev)) }
    }
}

/// Primary contexts: retain and release.
pub mod primary_ctx {
    use super::*;

    /// Retains the device's primary context, creating it if needed (`cuDevicePrimaryCtxRetain`).
    ///
    /// # Safety
    ///
    /// Each successful call must be balanced by one [`release`].
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
    pub unsafe fn release(dev: sys::CUdevice) -> Result<(), DriverError> {
        unsafe { sys::cuDevicePrimaryCtxRelease_v2(dev) }.check()
    }
}

/// The calling thread's current context.
pub mod ctx {
    use super::*;

    /// Makes `ctx` current on the calling thread (`cuCtxSetCurrent`).
    ///
    /// # Safety
    ///
    /// `ctx` must be a live context (or null to unbind).
    pub unsafe fn set_current(ctx: sys::CUcontext) -> Result<(), DriverError> {
        unsafe { sys::cuCtxSetCurrent(ctx) }.check()
    }

    /// The calling thread's current context, if any (`cuCtxGetCurrent`).
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
    pub fn synchronize() -> Result<(), DriverError> {
        // SAFETY: no pointers.
        unsafe { sys::cuCtxSynchronize() }.check()
    }

    /// The least and greatest stream priorities of the current context
    /// (`cuCtxGetStreamPriorityRange`), as `(least, greatest)`; greater priority is a smaller number.
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
    pub unsafe fn enable_peer_access(peer: sys::CUcontext) -> Result<(), DriverError> {
        unsafe { sys::cuCtxEnablePeerAccess(peer, 0) }.check()
    }

    /// Disables access from the current context to `peer`'s memory (`cuCtxDisablePeerAccess`).
    ///
    /// # Safety
    ///
    /// `peer` must be a live context.
    pub unsafe fn disable_peer_access(peer: sys::CUcontext) -> Result<(), DriverError> {
        unsafe { sys::cuCtxDisablePeerAccess(peer) }.check()
    }
}

/// Streams: create, destroy, synchronize, query, wait for events, host functions.
pub mod stream {
    use super::*;

    /// The kind of stream to create.
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
                Self::Default => sys::CUstream_flags::CU_STREAM_DEFAULT.0,
                Self::NonBlocking => sys::CUstream_flags::CU_STREAM_NON_BLOCKING.0,
            }
        }
    }

    /// The legacy null stream.
    pub fn null() -> sys::CUstream {
        std::ptr::null_mut()
    }

    /// Creates a stream in the current context (`cuStreamCreate`).
    pub fn create(kind: StreamKind) -> Result<sys::CUstream, DriverError> {
        // SAFETY: writes one handle.
        unsafe { out(|p| sys::cuStreamCreate(p, kind.flags())) }
    }

    /// Creates a stream with a priority (`cuStreamCreateWithPriority`); see
    /// [`super::ctx::stream_priority_range`].
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
    pub unsafe fn get_priority(stream: sys::CUstream) -> Result<i32, DriverError> {
        unsafe { out(|p| sys::cuStreamGetPriority(stream, p)) }
    }

    /// Waits for all work on the stream (`cuStreamSynchronize`).
    ///
    /// # Safety
    ///
    /// `stream` must be live.
    pub unsafe fn synchronize(stream: sys::CUstream) -> Result<(), DriverError> {
        unsafe { sys::cuStreamSynchronize(stream) }.check()
    }

    /// Whether all work on the stream is done (`cuStreamQuery`): `Ok(false)` while it runs.
    ///
    /// # Safety
    ///
    /// `stream` must be live.
    pub unsafe fn query(stream: sys::CUstream) -> Result<bool, DriverError> {
        match unsafe { sys::cuStreamQuery(stream) } {
            Ok(sys::CUresult::CUDA_ERROR_NOT_READY) => Ok(false),
            r => r.check().map(|()| true),
        }
    }

    /// Destroys the stream once its work is done (`cuStreamDestroy_v2`).
    ///
    /// # Safety
    ///
    /// `stream` must be live and not used afterwards.
    pub unsafe fn destroy(stream: sys::CUstream) -> Result<(), DriverError> {
        unsafe { sys::cuStreamDestroy_v2(stream) }.check()
    }

    /// Makes later work on `stream` wait for `event` (`cuStreamWaitEvent`).
    ///
    /// # Safety
    ///
    /// Both handles must be live.
    pub unsafe fn wait_event(
        stream: sys::CUstream,
        event: sys::CUevent,
        flags: sys::CUevent_wait_flags,
    ) -> Result<(), DriverError> {
        unsafe { sys::cuStreamWaitEvent(stream, event, flags.0) }.check()
    }

    /// Enqueues a host function, called once earlier work on the stream is done
    /// (`cuLaunchHostFunc`).
    ///
    /// # Safety
    ///
    /// `stream` must be live; `func` must be safe to call with `user_data` from a driver thread,
    /// must make no CUDA call and must not unwind.
    pub unsafe fn launch_host_function(
        stream: sys::CUstream,
        func: unsafe extern "C" fn(*mut c_void),
        user_data: *mut c_void,
    ) -> Result<(), DriverError> {
        unsafe { sys::cuLaunchHostFunc(stream, Some(func), user_data) }.check()
    }

    /// Attaches managed memory to the stream (`cuStreamAttachMemAsync`).
    ///
    /// # Safety
    ///
    /// `stream` must be live and `dptr..dptr+num_bytes` managed memory.
    pub unsafe fn attach_mem_async(
        stream: sys::CUstream,
        dptr: sys::CUdeviceptr,
        num_bytes: usize,
        flags: sys::CUmemAttach_flags,
    ) -> Result<(), DriverError> {
        unsafe { sys::cuStreamAttachMemAsync(stream, dptr, num_bytes, flags.0) }.check()
    }

    /// Starts capturing the work enqueued on `stream` into a graph (`cuStreamBeginCapture_v2`).
    ///
    /// # Safety
    ///
    /// `stream` must be live and not the legacy null stream.
    pub unsafe fn begin_capture(
        stream: sys::CUstream,
        mode: sys::CUstreamCaptureMode,
    ) -> Result<(), DriverError> {
        unsafe { sys::cuStreamBeginCapture_v2(stream, mode) }.check()
    }

    /// Ends capturing and returns the graph (`cuStreamEndCapture`).
    ///
    /// # Safety
    ///
    /// `stream` must be capturing.
    pub unsafe fn end_capture(stream: sys::CUstream) -> Result<sys::CUgraph, DriverError> {
        unsafe { out(|p| sys::cuStreamEndCapture(stream, p)) }
    }

    /// Whether the stream is capturing (`cuStreamIsCapturing`).
    ///
    /// # Safety
    ///
    /// `stream` must be live.
    pub unsafe fn is_capturing(
        stream: sys::CUstream,
    ) -> Result<sys::CUstreamCaptureStatus, DriverError> {
        unsafe { out(|p| sys::cuStreamIsCapturing(stream, p)) }
    }
}

/// Allocates `num_bytes` on `stream` (`cuMemAllocAsync`).
///
/// # Safety
///
/// `stream` must be live; the memory is uninitialised and usable in stream order.
pub unsafe fn malloc_async(
    stream: sys::CUstream,
    num_bytes: usize,
) -> Result<sys::CUdeviceptr, DriverError> {
    unsafe { out(|p| sys::cuMemAllocAsync(p, num_bytes, stream)) }
}

/// Allocates `num_bytes` (`cuMemAlloc_v2`).
///
/// # Safety
///
/// A context must be current; the memory is uninitialised.
pub unsafe fn malloc_sync(num_bytes: usize) -> Result<sys::CUdeviceptr, DriverError> {
    unsafe { out(|p| sys::cuMemAlloc_v2(p, num_bytes)) }
}

/// Frees memory in stream order (`cuMemFreeAsync`).
///
/// # Safety
///
/// `dptr` must be an allocation not used after the work already on `stream`.
pub unsafe fn free_async(dptr: sys::CUdeviceptr, stream: sys::CUstream) -> Result<(), DriverError> {
    unsafe { sys::cuMemFreeAsync(dptr, stream) }.check()
}

/// Frees memory (`cuMemFree_v2`).
///
/// # Safety
///
/// `dptr` must be an allocation no pending work uses.
pub unsafe fn free_sync(dptr: sys::CUdeviceptr) -> Result<(), DriverError> {
    unsafe { sys::cuMemFree_v2(dptr) }.check()
}

/// Allocates managed (unified) memory (`cuMemAllocManaged`).
///
/// # Safety
///
/// A context must be current; the memory is uninitialised.
pub unsafe fn malloc_managed(
    num_bytes: usize,
    flags: sys::CUmemAttach_flags,
) -> Result<sys::CUdeviceptr, DriverError> {
    unsafe { out(|p| sys::cuMemAllocManaged(p, num_bytes, flags.0)) }
}

/// Advises the driver about managed memory (`cuMemAdvise_v2`, or `cuMemAdvise` on drivers
/// before 12.2).
///
/// # Safety
///
/// The range must be managed memory.
pub unsafe fn mem_advise(
    dptr: sys::CUdeviceptr,
    num_bytes: usize,
    advice: sys::CUmem_advise,
    location: sys::CUmemLocation,
) -> Result<(), DriverError> {
    match unsafe { sys::cuMemAdvise_v2(dptr, num_bytes, advice, location) } {
        // Drivers before 12.2 have only the older entry point, which takes a device ordinal
        // (or CU_DEVICE_CPU, -1, for the host).
        Err(e) if e.missing_symbol().is_some() => {
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
pub unsafe fn mem_prefetch_async(
    dptr: sys::CUdeviceptr,
    num_bytes: usize,
    location: sys::CUmemLocation,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    match unsafe { sys::cuMemPrefetchAsync_v2(dptr, num_bytes, location, 0, stream) } {
        // Drivers before 12.2: the older entry point takes a device ordinal.
        Err(e) if e.missing_symbol().is_some() => {
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
pub unsafe fn malloc_host(num_bytes: usize, flags: c_uint) -> Result<*mut c_void, DriverError> {
    unsafe { out(|p| sys::cuMemHostAlloc(p, num_bytes, flags)) }
}

/// Frees page-locked host memory (`cuMemFreeHost`).
///
/// # Safety
///
/// `p` must come from [`malloc_host`], with no pending copy using it.
pub unsafe fn free_host(p: *mut c_void) -> Result<(), DriverError> {
    unsafe { sys::cuMemFreeHost(p) }.check()
}

/// Page-locks existing host memory (`cuMemHostRegister_v2`).
///
/// # Safety
///
/// The range must stay allocated until [`host_unregister`].
pub unsafe fn host_register(
    p: *mut c_void,
    num_bytes: usize,
    flags: c_uint,
) -> Result<(), DriverError> {
    unsafe { sys::cuMemHostRegister_v2(p, num_bytes, flags) }.check()
}

/// Undoes [`host_register`] (`cuMemHostUnregister`).
///
/// # Safety
///
/// `p` must have been registered, with no pending copy using it.
pub unsafe fn host_unregister(p: *mut c_void) -> Result<(), DriverError> {
    unsafe { sys::cuMemHostUnregister(p) }.check()
}

/// Sets `num_bytes` bytes to `value` on a stream (`cuMemsetD8Async`).
///
/// # Safety
///
/// The range must be device memory valid in stream order.
pub unsafe fn memset_d8_async(
    dptr: sys::CUdeviceptr,
    value: u8,
    num_bytes: usize,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    unsafe { sys::cuMemsetD8Async(dptr, value, num_bytes, stream) }.check()
}

/// Sets `num_bytes` bytes to `value` (`cuMemsetD8_v2`).
///
/// # Safety
///
/// The range must be device memory.
pub unsafe fn memset_d8_sync(
    dptr: sys::CUdeviceptr,
    value: u8,
    num_bytes: usize,
) -> Result<(), DriverError> {
    unsafe { sys::cuMemsetD8_v2(dptr, value, num_bytes) }.check()
}

/// Copies `src` to device memory on a stream (`cuMemcpyHtoDAsync_v2`).
///
/// # Safety
///
/// `dst` must have room for `src`; `src` must stay alive and unchanged until the copy is done.
pub unsafe fn memcpy_htod_async<T>(
    dst: sys::CUdeviceptr,
    src: &[T],
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    unsafe { sys::cuMemcpyHtoDAsync_v2(dst, src.as_ptr().cast(), size_of_val(src), stream) }.check()
}

/// Copies `src` to device memory and waits (`cuMemcpyHtoD_v2`).
///
/// # Safety
///
/// `dst` must have room for `src`.
pub unsafe fn memcpy_htod_sync<T>(dst: sys::CUdeviceptr, src: &[T]) -> Result<(), DriverError> {
    unsafe { sys::cuMemcpyHtoD_v2(dst, src.as_ptr().cast(), size_of_val(src)) }.check()
}

/// Copies device memory into `dst` on a stream (`cuMemcpyDtoHAsync_v2`).
///
/// # Safety
///
/// `src` must hold `dst.len()` elements; `dst` must stay alive and untouched until the copy is done.
pub unsafe fn memcpy_dtoh_async<T>(
    dst: &mut [T],
    src: sys::CUdeviceptr,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    unsafe { sys::cuMemcpyDtoHAsync_v2(dst.as_mut_ptr().cast(), src, size_of_val(dst), stream) }
        .check()
}

/// Copies device memory into `dst` and waits (`cuMemcpyDtoH_v2`).
///
/// # Safety
///
/// `src` must hold `dst.len()` elements.
pub unsafe fn memcpy_dtoh_sync<T>(dst: &mut [T], src: sys::CUdeviceptr) -> Result<(), DriverError> {
    unsafe { sys::cuMemcpyDtoH_v2(dst.as_mut_ptr().cast(), src, size_of_val(dst)) }.check()
}

/// Copies between device allocations on a stream (`cuMemcpyDtoDAsync_v2`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes` in stream order.
pub unsafe fn memcpy_dtod_async(
    dst: sys::CUdeviceptr,
    src: sys::CUdeviceptr,
    num_bytes: usize,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    unsafe { sys::cuMemcpyDtoDAsync_v2(dst, src, num_bytes, stream) }.check()
}

/// Copies between device allocations and waits (`cuMemcpyDtoD_v2`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes`.
pub unsafe fn memcpy_dtod_sync(
    dst: sys::CUdeviceptr,
    src: sys::CUdeviceptr,
    num_bytes: usize,
) -> Result<(), DriverError> {
    unsafe { sys::cuMemcpyDtoD_v2(dst, src, num_bytes) }.check()
}

/// Copies between devices of two contexts on a stream (`cuMemcpyPeerAsync`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes` in their contexts, in stream order.
pub unsafe fn memcpy_peer_async(
    dst: sys::CUdeviceptr,
    dst_ctx: sys::CUcontext,
    src: sys::CUdeviceptr,
    src_ctx: sys::CUcontext,
    num_bytes: usize,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    unsafe { sys::cuMemcpyPeerAsync(dst, dst_ctx, src, src_ctx, num_bytes, stream) }.check()
}

/// Copies between devices of two contexts and waits (`cuMemcpyPeer`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes` in their contexts.
pub unsafe fn memcpy_peer_sync(
    dst: sys::CUdeviceptr,
    dst_ctx: sys::CUcontext,
    src: sys::CUdeviceptr,
    src_ctx: sys::CUcontext,
    num_bytes: usize,
) -> Result<(), DriverError> {
    unsafe { sys::cuMemcpyPeer(dst, dst_ctx, src, src_ctx, num_bytes) }.check()
}

/// What kind of memory `ptr` points to (`cuPointerGetAttributes` with
/// `CU_POINTER_ATTRIBUTE_MEMORY_TYPE`): `None` for ordinary pageable host memory, which the
/// driver does not know. Unlike `cuPointerGetAttribute`, the plural form reports an unknown
/// address as a null attribute rather than as an error (which tools such as
/// compute-sanitizer would report as a failed API call).
pub fn pointer_memory_type(ptr: *const c_void) -> Result<Option<sys::CUmemorytype>, DriverError> {
    let mut ty = sys::CUmemorytype(0);
    let mut attr = sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_MEMORY_TYPE;
    let mut data = [(&mut ty as *mut sys::CUmemorytype).cast::<c_void>()];
    // SAFETY: the driver only looks the address up; it writes one enum value through `data`.
    unsafe {
        sys::cuPointerGetAttributes(1, &mut attr, data.as_mut_ptr(), ptr as sys::CUdeviceptr)
    }
    .check()?;
    Ok((ty.0 != 0).then_some(ty))
}

/// Free and total memory of the current context's device, in bytes (`cuMemGetInfo_v2`).
pub fn mem_get_info() -> Result<(usize, usize), DriverError> {
    let (mut free, mut total) = (0, 0);
    // SAFETY: writes two size_t.
    unsafe { sys::cuMemGetInfo_v2(&mut free, &mut total) }.check()?;
    Ok((free, total))
}

/// Memory pools: attributes of a device's pool.
pub mod mem_pool {
    use super::*;

    /// Reads a `u64` attribute such as the release threshold or the reserved and used bytes
    /// (`cuMemPoolGetAttribute`).
    ///
    /// # Safety
    ///
    /// `pool` must be live and `attr` an attribute whose value is 64 bits wide.
    pub unsafe fn get_attribute_u64(
        pool: sys::CUmemoryPool,
        attr: sys::CUmemPool_attribute,
    ) -> Result<u64, DriverError> {
        unsafe { out(|p: *mut u64| sys::cuMemPoolGetAttribute(pool, attr, p.cast())) }
    }

    /// Sets a `u64` attribute (`cuMemPoolSetAttribute`).
    ///
    /// # Safety
    ///
    /// `pool` must be live and `attr` an attribute whose value is 64 bits wide.
    pub unsafe fn set_attribute_u64(
        pool: sys::CUmemoryPool,
        attr: sys::CUmemPool_attribute,
        mut value: u64,
    ) -> Result<(), DriverError> {
        unsafe { sys::cuMemPoolSetAttribute(pool, attr, (&mut value as *mut u64).cast()) }.check()
    }

    /// Gives memory the pool holds but nobody uses back to the system until the pool holds
    /// fewer than `min_bytes_to_keep` bytes (`cuMemPoolTrimTo`).
    ///
    /// # Safety
    ///
    /// `pool` must be live.
    pub unsafe fn trim_to(
        pool: sys::CUmemoryPool,
        min_bytes_to_keep: usize,
    ) -> Result<(), DriverError> {
        unsafe { sys::cuMemPoolTrimTo(pool, min_bytes_to_keep) }.check()
    }
}

/// Modules: load PTX or cubin images, find functions and globals, unload.
pub mod module {
    use super::*;

    /// Loads a module from a file (`cuModuleLoad`).
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
    pub unsafe fn load_data(image: *const c_void) -> Result<sys::CUmodule, DriverError> {
        unsafe { out(|p| sys::cuModuleLoadData(p, image)) }
    }

    /// Loads a module from an image, collecting the JIT compiler's error log
    /// (`cuModuleLoadDataEx` with `CU_JIT_ERROR_LOG_BUFFER`). On failure the error's context
    /// holds the log.
    ///
    /// # Safety
    ///
    /// `image` must point to a valid image, as for [`load_data`].
    pub unsafe fn load_data_with_log(image: *const c_void) -> Result<sys::CUmodule, DriverError> {
        const LOG: usize = 16 * 1024;
        let mut log = vec![0u8; LOG];
        let mut opts = [
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ];
        let mut vals: [*mut c_void; 2] = [log.as_mut_ptr().cast(), LOG as *mut c_void];
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
    pub unsafe fn get_function(
        module: sys::CUmodule,
        name: CString,
    ) -> Result<sys::CUfunction, DriverError> {
        unsafe { out(|p| sys::cuModuleGetFunction(p, module, name.as_ptr())) }
    }

    /// Finds a global variable in a module: its address and size (`cuModuleGetGlobal_v2`).
    ///
    /// # Safety
    ///
    /// `module` must be loaded.
    pub unsafe fn get_global(
        module: sys::CUmodule,
        name: CString,
    ) -> Result<(sys::CUdeviceptr, usize), DriverError> {
        let (mut ptr, mut size) = (0, 0);
        unsafe { sys::cuModuleGetGlobal_v2(&mut ptr, &mut size, module, name.as_ptr()) }.check()?;
        Ok((ptr, size))
    }

    /// Unloads a module (`cuModuleUnload`).
    ///
    /// # Safety
    ///
    /// No function from the module may be used afterwards, nor be running.
    pub unsafe fn unload(module: sys::CUmodule) -> Result<(), DriverError> {
        unsafe { sys::cuModuleUnload(module) }.check()
    }
}

/// Kernel functions: attributes and parameter layout.
pub mod function {
    use super::*;

    /// Reads an attribute of a kernel (`cuFuncGetAttribute`).
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle.
    pub unsafe fn get_function_attribute(
        f: sys::CUfunction,
        attribute: sys::CUfunction_attribute,
    ) -> Result<i32, DriverError> {
        unsafe { out(|p| sys::cuFuncGetAttribute(p, attribute, f)) }
    }

    /// Sets an attribute of a kernel (`cuFuncSetAttribute`).
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle.
    pub unsafe fn set_function_attribute(
        f: sys::CUfunction,
        attribute: sys::CUfunction_attribute,
        value: i32,
    ) -> Result<(), DriverError> {
        unsafe { sys::cuFuncSetAttribute(f, attribute, value) }.check()
    }

    /// The offset and size in bytes of parameter `index` (`cuFuncGetParamInfo`, CUDA 12.4+).
    /// Past the last parameter the driver returns `CUDA_ERROR_INVALID_VALUE`; a driver without
    /// the function gives an error whose [`load_error`](DriverError::load_error) is set.
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle.
    pub unsafe fn get_param_info(
        f: sys::CUfunction,
        index: usize,
    ) -> Result<(usize, usize), DriverError> {
        let (mut offset, mut size) = (0, 0);
        unsafe { sys::cuFuncGetParamInfo(f, index, &mut offset, &mut size) }.check()?;
        Ok((offset, size))
    }
}

/// Occupancy calculations.
pub mod occupancy {
    use super::*;

    /// The most blocks of `block_size` threads that fit on one multiprocessor
    /// (`cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags`).
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle.
    pub unsafe fn max_active_block_per_multiprocessor_with_flags(
        f: sys::CUfunction,
        block_size: i32,
        dynamic_smem_size: usize,
        flags: sys::CUoccupancy_flags,
    ) -> Result<i32, DriverError> {
        unsafe {
            out(|p| {
                sys::cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
                    p,
                    f,
                    block_size,
                    dynamic_smem_size,
                    flags.0,
                )
            })
        }
    }

    /// The block size that maximises occupancy, and the smallest grid that reaches it, as
    /// `(min_grid_size, block_size)` (`cuOccupancyMaxPotentialBlockSizeWithFlags`).
    /// `block_size_to_dynamic_smem_size`, when given, says how much dynamic shared memory a
    /// block of each size needs.
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle; the callback must not unwind.
    pub unsafe fn max_potential_block_size_with_flags(
        f: sys::CUfunction,
        block_size_to_dynamic_smem_size: sys::CUoccupancyB2DSize,
        dynamic_smem_size: usize,
        block_size_limit: i32,
        flags: sys::CUoccupancy_flags,
    ) -> Result<(i32, i32), DriverError> {
        let (mut grid, mut block) = (0, 0);
        unsafe {
            sys::cuOccupancyMaxPotentialBlockSizeWithFlags(
                &mut grid,
                &mut block,
                f,
                block_size_to_dynamic_smem_size,
                dynamic_smem_size,
                block_size_limit,
                flags.0,
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
    pub unsafe fn max_active_clusters(
        f: sys::CUfunction,
        config: &sys::CUlaunchConfig,
    ) -> Result<i32, DriverError> {
        unsafe { out(|p| sys::cuOccupancyMaxActiveClusters(p, f, config)) }
    }

    /// The largest cluster size this launch configuration can use
    /// (`cuOccupancyMaxPotentialClusterSize`).
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle and `config` describe a launch of it.
    pub unsafe fn max_potential_cluster_size(
        f: sys::CUfunction,
        config: &sys::CUlaunchConfig,
    ) -> Result<i32, DriverError> {
        unsafe { out(|p| sys::cuOccupancyMaxPotentialClusterSize(p, f, config)) }
    }

    /// The dynamic shared memory available to each block of `block_size` threads when
    /// `num_blocks` run on a multiprocessor (`cuOccupancyAvailableDynamicSMemPerBlock`).
    ///
    /// # Safety
    ///
    /// `f` must be a live function handle.
    pub unsafe fn available_dynamic_shared_mem_per_block(
        f: sys::CUfunction,
        num_blocks: i32,
        block_size: i32,
    ) -> Result<usize, DriverError> {
        unsafe {
            out(|p| sys::cuOccupancyAvailableDynamicSMemPerBlock(p, f, num_blocks, block_size))
        }
    }
}

/// Events: create, record, query, synchronize, time, destroy.
pub mod event {
    use super::*;

    /// Creates an event (`cuEventCreate`).
    pub fn create(flags: sys::CUevent_flags) -> Result<sys::CUevent, DriverError> {
        // SAFETY: writes one handle.
        unsafe { out(|p| sys::cuEventCreate(p, flags.0)) }
    }

    /// Records the event on a stream (`cuEventRecord`).
    ///
    /// # Safety
    ///
    /// Both handles must be live.
    pub unsafe fn record(event: sys::CUevent, stream: sys::CUstream) -> Result<(), DriverError> {
        unsafe { sys::cuEventRecord(event, stream) }.check()
    }

    /// Whether the work before the event's last record is done (`cuEventQuery`).
    ///
    /// # Safety
    ///
    /// `event` must be live.
    pub unsafe fn query(event: sys::CUevent) -> Result<bool, DriverError> {
        match unsafe { sys::cuEventQuery(event) } {
            Ok(sys::CUresult::CUDA_ERROR_NOT_READY) => Ok(false),
            r => r.check().map(|()| true),
        }
    }

    /// Waits for the event (`cuEventSynchronize`).
    ///
    /// # Safety
    ///
    /// `event` must be live.
    pub unsafe fn synchronize(event: sys::CUevent) -> Result<(), DriverError> {
        unsafe { sys::cuEventSynchronize(event) }.check()
    }

    /// Milliseconds between two recorded timing events (`cuEventElapsedTime_v2`, or
    /// `cuEventElapsedTime` on drivers before 12.8).
    ///
    /// # Safety
    ///
    /// Both events must be live.
    pub unsafe fn elapsed(start: sys::CUevent, end: sys::CUevent) -> Result<f32, DriverError> {
        let mut ms = 0f32;
        match unsafe { sys::cuEventElapsedTime_v2(&mut ms, start, end) } {
            Err(e) if e.missing_symbol().is_some() => {
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
    pub unsafe fn destroy(event: sys::CUevent) -> Result<(), DriverError> {
        unsafe { sys::cuEventDestroy_v2(event) }.check()
    }
}

/// Graphs: instantiate, upload, launch and destroy (capture is in [`stream`]).
pub mod graph {
    use super::*;

    /// Instantiates an executable graph (`cuGraphInstantiateWithFlags`).
    ///
    /// # Safety
    ///
    /// `graph` must be live.
    pub unsafe fn instantiate(
        graph: sys::CUgraph,
        flags: u64,
    ) -> Result<sys::CUgraphExec, DriverError> {
        unsafe { out(|p| sys::cuGraphInstantiateWithFlags(p, graph, flags)) }
    }

    /// Uploads an executable graph to the device ahead of its first launch (`cuGraphUpload`).
    ///
    /// # Safety
    ///
    /// Both handles must be live.
    pub unsafe fn upload(exec: sys::CUgraphExec, stream: sys::CUstream) -> Result<(), DriverError> {
        unsafe { sys::cuGraphUpload(exec, stream) }.check()
    }

    /// Launches an executable graph on a stream (`cuGraphLaunch`).
    ///
    /// # Safety
    ///
    /// Both handles must be live, and the memory the graph uses valid in stream order.
    pub unsafe fn launch(exec: sys::CUgraphExec, stream: sys::CUstream) -> Result<(), DriverError> {
        unsafe { sys::cuGraphLaunch(exec, stream) }.check()
    }

    /// The number of nodes in a graph (`cuGraphGetNodes` with no output array).
    ///
    /// # Safety
    ///
    /// `graph` must be live.
    pub unsafe fn num_nodes(graph: sys::CUgraph) -> Result<usize, DriverError> {
        let mut n = 0;
        unsafe { sys::cuGraphGetNodes(graph, std::ptr::null_mut(), &mut n) }.check()?;
        Ok(n)
    }

    /// Destroys a graph (`cuGraphDestroy`).
    ///
    /// # Safety
    ///
    /// `graph` must be live and not used afterwards.
    pub unsafe fn destroy(graph: sys::CUgraph) -> Result<(), DriverError> {
        unsafe { sys::cuGraphDestroy(graph) }.check()
    }

    /// Destroys an executable graph (`cuGraphExecDestroy`).
    ///
    /// # Safety
    ///
    /// `exec` must be live and not used afterwards. It may still be running: the driver then
    /// frees it once its launches complete.
    pub unsafe fn exec_destroy(exec: sys::CUgraphExec) -> Result<(), DriverError> {
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
#[inline]
pub unsafe fn launch_kernel(
    f: sys::CUfunction,
    grid_dim: (c_uint, c_uint, c_uint),
    block_dim: (c_uint, c_uint, c_uint),
    shared_mem_bytes: c_uint,
    stream: sys::CUstream,
    kernel_params: &mut [*mut c_void],
) -> Result<(), DriverError> {
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
pub unsafe fn launch_cooperative_kernel(
    f: sys::CUfunction,
    grid_dim: (c_uint, c_uint, c_uint),
    block_dim: (c_uint, c_uint, c_uint),
    shared_mem_bytes: c_uint,
    stream: sys::CUstream,
    kernel_params: &mut [*mut c_void],
) -> Result<(), DriverError> {
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
        // A code from a newer driver is carried as it is.
        let unknown = sys::CUresult(987_654);
        assert_eq!(unknown.name(), None);
        assert_eq!(format!("{unknown:?}"), "CUresult(987654)");
        assert_eq!(DriverError::new(unknown).code(), unknown);
        assert!(DriverError::new(unknown).to_string().contains("987654"));
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
