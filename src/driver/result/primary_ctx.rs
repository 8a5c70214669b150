//! Primary contexts: retain and release.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::result;
//!
//! result::init()?;
//! let dev = result::device::get(0)?;
//! // SAFETY: retained once and released once; nothing from the context is used after.
//! unsafe {
//!     let ctx = result::primary_ctx::retain(dev)?;
//!     result::ctx::set_current(ctx)?;
//!     let (free, total) = result::mem_get_info()?;
//!     assert!(free <= total);
//!     result::ctx::set_current(std::ptr::null_mut())?;
//!     result::primary_ctx::release(dev)?;
//! }
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

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
