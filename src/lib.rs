//! # cuda-driver
//!
//! A safe, synchronous-first wrapper over the CUDA driver API and NVRTC, loaded at run time:
//! building needs no CUDA toolkit, and a binary built anywhere runs wherever an NVIDIA driver
//! is installed.
//!
//! - [`driver`]: the driver API in three layers: [`driver::sys`] (generated bindings, each
//!   function resolved on first use), [`driver::result`] (one `Result`-returning function per
//!   call) and the safe types re-exported at [`driver`] itself.
//! - [`nvrtc`]: compiling CUDA C++ to PTX at run time, with a compile cache.
//! - [`loader`]: where libcuda, NVRTC, NCCL, NPP, cuRAND, cuBLAS and cuBLASLt are looked for, and how to
//!   override it.
//! - [`r#async`](async/index.html): [`AsyncDevice`](async/struct.AsyncDevice.html), every call as a future on secondary
//!   streams, for smol, tokio or any executor, sound when futures are dropped or leaked.
//! - [`stream_api`]: cudarc 0.19's API (`CudaContext`, `Arc<CudaStream>`, `launch_builder`),
//!   source compatible with cudarc 0.19.10, over the same core: the same streams, per-buffer
//!   ordering, argument checks, staging and graph capture.
//! - [`bad_input`]: what each entry point does with bad input, and the error you get.
//! - `npp` (cargo feature `npp`): NPP's image processing on pitched
//!   [`CudaImage`](driver::CudaImage)s, sync and async.
//! - `nccl` (cargo feature `nccl`): NCCL collectives across GPUs and processes, sync and async,
//!   ordered like every other operation on their buffers.
//! - `curand` (cargo feature `curand`): cuRAND's generators filling device buffers with
//!   uniform, normal and log-normal numbers, ordered like any other write of them.
//! - `cublas` (cargo feature `cublas`): cuBLAS's matrix products (gemm, batched gemm, gemv)
//!   with their dimensions checked against the buffers, ordered like any other use of them.
//! - `cublaslt` (cargo feature `cublaslt`): cuBLASLt's fused matrix products (bias and
//!   activation epilogues).
//! - cargo features `f16`, `f8`, `f4`: `half`'s, `float8`'s and `float4`'s types as device
//!   values (`DeviceRepr`, `ValidAsZeroBits`), and `f16`/`bf16` in the products and collectives.
//!
//! The `driver` and `nvrtc` modules follow the paths and names of cudarc's `CudaDevice`-era
//! API (0.10 to 0.13), so programs written against it port by renaming the dependency.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::result;
//!
//! result::init()?;
//! for i in 0..result::device::get_count()? {
//!     let dev = result::device::get(i)?;
//!     println!("{i}: {}", result::device::get_name(dev)?);
//! }
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```
// Lints: Cargo.toml's [lints].
// On docs.rs (`--cfg docsrs`, nightly), every item behind a cargo feature is labelled with it.
#![cfg_attr(docsrs, feature(doc_cfg))]

/// Counts a named event in the contention profile (`--cfg cuda_driver_contention`); nothing
/// otherwise.
macro_rules! note_event {
    ($name:literal) => {
        #[cfg(cuda_driver_contention)]
        {
            static NAME: &str = $name;
            $crate::driver::safe::contention_note(&NAME);
        }
    };
}

pub mod r#async;
#[doc = include_str!("bad_input.md")]
pub mod bad_input {}
// cuBLAS matrix products (feature `cublas`).
#[cfg(feature = "cublas")]
pub mod cublas;
// cuBLASLt fused matrix products (feature `cublaslt`).
#[cfg(feature = "cublaslt")]
pub mod cublaslt;
// cuRAND random numbers (feature `curand`).
#[cfg(feature = "curand")]
pub mod curand;
pub mod driver;
mod error_context;
#[cfg(any(
    feature = "cublas",
    feature = "cublaslt",
    feature = "curand",
    feature = "nccl"
))]
mod lib_error;
pub mod loader;
// NPP image processing (feature `npp`).
#[cfg(feature = "npp")]
pub mod npp;
// NCCL collectives (feature `nccl`).
#[cfg(feature = "nccl")]
pub mod nccl;
pub mod nvrtc;
pub mod stream_api;

/// The README's examples, compiled as doctests so that they stay true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
