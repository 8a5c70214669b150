//! cudarc 0.19's `cublaslt`: [`CudaBlasLT`], a cuBLASLt handle bound to a
//! [`CudaStream`](crate::stream_api::driver::CudaStream), with [`Matmul`] and its epilogues
//! (a bias, [`Activation`]s) (cargo feature `cublaslt`). [`result`] and [`sys`] are the crate's
//! own ([`crate::cublaslt`]'s), which have cudarc 0.19's names.
//!
//! A face of the crate's cuBLASLt, not a second one: a [`CudaBlasLT`] holds the crate's
//! [`cublaslt::CudaBlasLT`](crate::cublaslt::CudaBlasLT), and every product (of this handle, or
//! of a type of the program's that implements [`MatmulShared`]) goes through the checks, the
//! descriptions and the submission that one's products use. So, where cudarc 0.19.10 trusts its
//! arguments, every dimension, leading dimension, batch, stride and the bias are checked
//! against the buffers before any cuBLASLt call (see
//! [`cublaslt::CudaBlasLT::checked_matmul`](crate::cublaslt::CudaBlasLT::checked_matmul)), a
//! refusal naming the argument; and the product is ordered like a kernel launch on the handle's
//! stream with every other use of its buffers and of its workspace, on any stream.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::stream_api::cublaslt::{Activation, CudaBlasLT, Matmul, MatmulConfig};
//! use cuda_driver::stream_api::driver::CudaContext;
//!
//! let stream = CudaContext::new(0)?.default_stream();
//! let blas = CudaBlasLT::new(stream.clone())?;
//! // Eight products of 128 x 64 by 64 x 32, with a bias and GELU.
//! let (m, n, k, batch) = (128, 32, 64, 8);
//! let a = stream.alloc_zeros::<f32>(m * k * batch)?;
//! let b = stream.alloc_zeros::<f32>(k * n * batch)?;
//! let bias = stream.alloc_zeros::<f32>(m)?;
//! let mut c = stream.alloc_zeros::<f32>(m * n * batch)?;
//! let cfg = MatmulConfig {
//!     transa: false, transb: false, transc: false, m: m as u64, n: n as u64, k: k as u64,
//!     alpha: 1.0, lda: m as i64, ldb: k as i64, beta: 0.0, ldc: m as i64,
//!     stride_a: Some((m * k) as i64), stride_b: Some((k * n) as i64),
//!     stride_c: Some((m * n) as i64), stride_bias: None, batch_size: Some(batch as i32),
//! };
//! // SAFETY: nothing to uphold: the product is checked against the buffers.
//! unsafe { blas.matmul(cfg, &a, &b, &mut c, Some(&bias), Some(&Activation::Gelu)) }?;
//! let host = stream.clone_dtoh(&c)?; // ordered after the product
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod safe;

pub use crate::cublaslt::{result, sys};
pub use safe::*;
