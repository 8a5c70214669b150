//! NVRTC, the CUDA runtime compiler: [`sys`] (generated), [`result`] (checked calls) and
//! [`compile_ptx`] / [`compile_ptx_with_opts`] with a compile cache.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::nvrtc::compile_ptx;
//!
//! let ptx = compile_ptx("extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = 1.0f; }")?;
//! println!("{}", ptx.to_src());
//! # Ok::<(), cuda_driver::nvrtc::CompileError>(())
//! ```

pub mod result;
/// The safe layer (cudarc's path `nvrtc::safe`); its items are re-exported at [`nvrtc`](self).
pub mod safe;
pub mod sys;

#[allow(unused_imports)]
pub(crate) use safe::PtxKind;
pub use safe::{
    CompileError, CompileOptions, Ptx, cache, compile_ptx, compile_ptx_named, compile_ptx_with_opts,
};
