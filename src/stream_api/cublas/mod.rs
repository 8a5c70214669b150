//! cudarc 0.19's `cublas`: [`CudaBlas`], a cuBLAS handle bound to a
//! [`CudaStream`](crate::stream_api::driver::CudaStream), with the [`Gemm`], [`Gemv`],
//! [`Asum`] and [`GroupedGemm`] traits (cargo feature `cublas`). [`result`] and [`sys`] are the
//! crate's own ([`crate::cublas`]'s), which have cudarc 0.19's names.
//!
//! A face of the crate's cuBLAS, not a second one: a [`CudaBlas`] holds the crate's
//! [`cublas::CudaBlas`](crate::cublas::CudaBlas), and every product goes through the checks
//! and the submission the `CudaDevice` API's products use, the crate's small-product kernel
//! included. So, where cudarc 0.19.10 trusts its arguments:
//!
//! - Every product checks its dimensions, leading dimensions, increments, strides and batches
//!   against its buffers' lengths, and that every buffer belongs to the handle's device,
//!   before cuBLAS sees it: a product that would read or write outside a buffer is a
//!   `CUBLAS_STATUS_INVALID_VALUE` error naming the argument. The trait methods are `unsafe`
//!   only because cudarc's are.
//! - A product is a use of its buffers like a copy or a kernel launch: it runs on the handle's
//!   stream after every earlier write of what it reads and every earlier use of what it writes,
//!   on any stream, and later uses (frees included) wait for it.
//! - cuBLAS's workspace is the handle's own for each stream it runs on, ordered like a buffer.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::stream_api::cublas::{CudaBlas, Gemm, GemmConfig, sys::cublasOperation_t::CUBLAS_OP_N};
//! use cuda_driver::stream_api::driver::CudaContext;
//!
//! let stream = CudaContext::new(0)?.default_stream();
//! let blas = CudaBlas::new(stream.clone())?;
//! // Column-major: A is 2x3, B is 3x2, C = A B is 2x2.
//! let a = stream.clone_htod(&[1.0f32, 4.0, 2.0, 5.0, 3.0, 6.0])?;
//! let b = stream.clone_htod(&[1.0f32, 0.0, 0.0, 0.0, 1.0, 0.0])?;
//! let mut c = stream.alloc_zeros::<f32>(4)?;
//! let cfg = GemmConfig {
//!     transa: CUBLAS_OP_N, transb: CUBLAS_OP_N, m: 2, n: 2, k: 3,
//!     alpha: 1.0, lda: 2, ldb: 3, beta: 0.0, ldc: 2,
//! };
//! // SAFETY: nothing to uphold: the product is checked against the buffers.
//! unsafe { blas.gemm(cfg, &a, &b, &mut c) }?;
//! assert_eq!(stream.clone_dtoh(&c)?, [1.0, 4.0, 2.0, 5.0]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod safe;

pub use crate::cublas::{result, sys};
pub use safe::*;
