//! cudarc 0.19's `nvrtc`: compiling CUDA C++ to PTX at run time. [`sys`] and [`result`] are
//! the crate's own (with cudarc 0.19's `create_program`), and the safe layer ([`safe`],
//! re-exported here) is the crate's compiler with its compile cache, taking cudarc 0.19's
//! [`CompileOptions`] (which name the program).
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::stream_api::nvrtc::{CompileOptions, compile_ptx_with_opts};
//!
//! let opts = CompileOptions { name: Some("kernels.cu".into()), ..Default::default() };
//! let ptx = compile_ptx_with_opts("extern \"C\" __global__ void k() {}", opts)?;
//! assert!(ptx.to_src().contains(".entry k"));
//! # Ok::<(), cuda_driver::stream_api::nvrtc::CompileError>(())
//! ```

pub mod result;
pub mod safe;
pub use crate::nvrtc::sys;

pub use safe::*;
