//! cuBLAS matrix products on the GPU (cargo feature `cublas`).
//!
//! Three layers, like the driver's: [`sys`] (generated from `cublas_v2.h`, each function
//! resolved from libcublas on first use), [`result`] (one checked function per call) and the
//! safe [`CudaBlas`] with the [`Gemm`] and [`Gemv`] traits, re-exported here. The paths, names
//! and signatures are those of cudarc 0.13's `cublas` module, so programs written against it
//! port by renaming the crate.
//!
//! cuBLAS is loaded at run time like libcuda: see [`loader::CUBLAS`](crate::loader::CUBLAS)
//! for where it is looked for (`CUDA_DRIVER_CUBLAS_PATH` overrides the search). A missing
//! library is a [`CublasError`](result::CublasError) listing every path tried.
//!
//! # Checked
//!
//! Every product checks its dimensions, leading dimensions, strides and increments against
//! the lengths of its buffers before cuBLAS sees them, and that every buffer belongs to the
//! handle's device: a product that would read or write outside a buffer is a
//! `CUBLAS_STATUS_INVALID_VALUE` error naming the argument, never an out-of-bounds access. The
//! trait methods are `unsafe` only because cudarc's are; [`CudaBlas::checked_gemm`] and its
//! siblings are the same calls, safe.
//!
//! # Ordering
//!
//! A product is a use of its buffers like a copy or a kernel launch: it runs on the calling
//! thread's stream of the device (see [`CudaDevice`](crate::driver::CudaDevice)'s streams and
//! threads), after every earlier write of its inputs and every earlier use of its output on any
//! stream, and every later use (a free included) waits for it. Each stream the handle works on
//! gets its own workspace, so products on different streams do not wait for each other.
//!
//! # Small products
//!
//! cuBLAS spends several microseconds of host work on every call, more than a small product
//! takes on the GPU. A single (not batched) f32 or f64 product with every dimension at most
//! 256 and `m * n * k` at most 128^3 runs on the crate's own kernel instead: one launch on the
//! same stream, ordered the same way, in less time than the cuBLAS call (`benches/cublas.rs`
//! measures both; results in BENCHMARKS.md). It computes in the element type with fused
//! multiply-adds, so its results may differ from cuBLAS's in the last bits, as two cuBLAS
//! versions' may; like the reference BLAS it does not read C when `beta` is 0, nor A and B when
//! `alpha` or `k` is 0 (then C is `beta` C). It ignores the math mode set through the raw
//! handle (TF32 modes only make cuBLAS less exact). The first small product on a device object
//! loads the kernel: the driver compiles its PTX for the GPU then (tens of milliseconds),
//! unless its cache has it from an earlier process (the bench's first-product note times
//! both). Where the driver cannot load it (older than CUDA 12.9, or told not to compile PTX
//! with `CUDA_DISABLE_PTX_JIT=1` and without the kernel in its cache), cuBLAS computes every
//! product.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::cublas::{CudaBlas, GemmConfig, sys::cublasOperation_t::CUBLAS_OP_N};
//! use cuda_driver::driver::CudaDevice;
//!
//! let dev = CudaDevice::new(0)?;
//! let blas = CudaBlas::new(dev.clone())?;
//! // Column-major: A is 2x3, B is 3x2, C = A B is 2x2.
//! let a = dev.htod_copy(vec![1.0f32, 4.0, 2.0, 5.0, 3.0, 6.0])?;
//! let b = dev.htod_copy(vec![1.0f32, 0.0, 0.0, 0.0, 1.0, 0.0])?;
//! let mut c = dev.alloc_zeros::<f32>(4)?;
//! let cfg = GemmConfig {
//!     transa: CUBLAS_OP_N,
//!     transb: CUBLAS_OP_N,
//!     m: 2,
//!     n: 2,
//!     k: 3,
//!     alpha: 1.0,
//!     lda: 2,
//!     ldb: 3,
//!     beta: 0.0,
//!     ldc: 2,
//! };
//! blas.checked_gemm(cfg, &a, &b, &mut c)?;
//! assert_eq!(dev.dtoh_sync_copy(&c)?, [1.0, 4.0, 2.0, 5.0]); // ordered after the product
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// The raw `cublasHgemm*` bindings, written by hand beside the generated `sys/mod.rs`.
#[cfg(feature = "f16")]
#[path = "sys/half.rs"]
pub mod half;
pub mod result;
pub mod safe;
pub mod sys;

pub use safe::*;
