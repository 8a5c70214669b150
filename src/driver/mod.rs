//! The CUDA driver API: [`sys`] (generated), [`result`] (checked calls) and the safe types.
//!
//! NVIDIA's [CUDA Driver API reference](https://docs.nvidia.com/cuda/cuda-driver-api/) has the
//! semantics of every call; the docs here say what the crate adds: which stream a call goes
//! to, how it is ordered with the other uses of its buffers, what it checks and refuses, and
//! who owns what. Each safe item names the driver call it makes, linked to NVIDIA's page.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::result;
//!
//! result::init()?;
//! let dev = result::device::get(0)?;
//! // SAFETY: `dev` came from device::get.
//! let total_mem = unsafe { result::device::total_mem(dev) }?;
//! let count = result::device::get_count()?;
//! println!("{count} devices; device 0 has {total_mem} bytes");
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

pub mod result;
pub mod safe;
pub mod sys;

pub use result::DriverError;
pub use safe::*;
