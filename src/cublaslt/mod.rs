//! cuBLASLt fused matrix products on the GPU (cargo feature `cublaslt`).
//!
//! Three layers, like the driver's: [`sys`] (generated from `cublasLt.h`, each function
//! resolved from `libcublasLt.so.12` on first use), [`result`] (one checked function per call)
//! and the safe [`CudaBlasLT`] re-exported here with cudarc's other names ([`Workspace`],
//! [`Activation`], [`MatmulShared`], [`MatmulConfig`], [`Matmul`]). The paths, names and
//! signatures are those of cudarc 0.13's `cublaslt` module, so programs written against it port
//! by renaming the crate.
//!
//! What this crate adds: every product is checked against its buffers before any cuBLASLt
//! call (dimensions, leading dimensions, batches and strides, the bias, the device; see
//! [`CudaBlasLT::checked_matmul`], the safe entry point), and ordered like a kernel launch
//! with every other use of its buffers, on any stream or thread. Each stream has its own
//! workspace, so products of several threads run side by side.
//!
//! cuBLASLt is loaded at run time like libcuda: see
//! [`loader::CUBLASLT`](crate::loader::CUBLASLT) for where it is looked for
//! (`CUDA_DRIVER_CUBLASLT_PATH` overrides the search). A missing library is a
//! [`CublasError`](result::CublasError) listing every path tried.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::cublaslt::{Activation, CudaBlasLT, MatmulConfig};
//! use cuda_driver::driver::CudaDevice;
//!
//! let dev = CudaDevice::new(0)?;
//! let blas = CudaBlasLT::new(dev.clone())?;
//! // Eight products of 128 x 64 by 64 x 32, with a bias and GELU.
//! let (m, n, k, batch) = (128, 32, 64, 8);
//! let a = dev.alloc_zeros::<f32>(m * k * batch)?;
//! let b = dev.alloc_zeros::<f32>(k * n * batch)?;
//! let bias = dev.alloc_zeros::<f32>(m)?;
//! let mut c = dev.alloc_zeros::<f32>(m * n * batch)?;
//! let cfg = MatmulConfig {
//!     transa: false, transb: false, m: m as u64, n: n as u64, k: k as u64, alpha: 1.0,
//!     lda: m as i64, ldb: k as i64, beta: 0.0, ldc: m as i64,
//!     stride_a: Some((m * k) as i64), stride_b: Some((k * n) as i64),
//!     stride_c: Some((m * n) as i64), stride_bias: None, batch_size: Some(batch as i32),
//! };
//! blas.checked_matmul(cfg, &a, &b, &mut c, Some(&bias), Some(&Activation::Gelu))?;
//! let host = dev.dtoh_sync_copy(&c)?; // ordered after the product
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod result;
pub mod safe;
pub mod sys;

pub use safe::*;
