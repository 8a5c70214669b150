//! The CUDA driver API: [`sys`] (generated), [`result`] (checked calls) and the safe types.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::result;
//!
//! result::init()?;
//! let (free, total) = {
//!     let dev = result::device::get(0)?;
//!     // SAFETY: `dev` came from device::get.
//!     (unsafe { result::device::total_mem(dev) }?, result::device::get_count()?)
//! };
//! # let _ = (free, total);
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

pub mod result;
pub mod safe;
pub mod sys;

pub use result::DriverError;
pub use safe::*;
