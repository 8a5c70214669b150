//! cudarc 0.19's `driver`: [`sys`] (the crate's generated bindings, with cudarc 0.19's shape
//! where it differs), [`result`] (the crate's checked calls, likewise) and the safe types of
//! [`safe`], re-exported here.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::stream_api::driver::CudaContext;
//!
//! let ctx = CudaContext::new(0)?;
//! let stream = ctx.new_stream()?;
//! let a = stream.clone_htod(&[1.0f32, 2.0, 3.0])?;
//! let mut b = stream.alloc_zeros::<f32>(3)?;
//! stream.memcpy_dtod(&a, &mut b)?;
//! assert_eq!(stream.clone_dtoh(&b)?, [1.0, 2.0, 3.0]);
//! # Ok::<(), cuda_driver::stream_api::driver::DriverError>(())
//! ```

pub mod result;
pub mod safe;
pub mod sys;

pub use safe::*;
