//! [`Gemm`] (cudarc 0.19's): matrix products of f32, f64 and, with the feature `f16`,
//! `half::f16` and `half::bf16` (cuBLAS's `GemmEx`, computed in f32, as cudarc does).

use super::CudaBlas;
use crate::cublas::result::CublasError;
use crate::stream_api::driver::{DevicePtr, DevicePtrMut, read_operand, write_operand};

pub use crate::cublas::{GemmConfig, StridedBatchedConfig};

/// Matrix-matrix products with elements of type `T` (cudarc 0.19's trait).
pub trait Gemm<T> {
    /// `C = alpha * op(A) op(B) + beta * C` on the handle's stream (see
    /// [NVIDIA's docs](https://docs.nvidia.com/cuda/cublas/index.html#cublas-t-gemm)).
    /// Checked against the buffers first: a dimension, a leading dimension or a buffer that
    /// does not fit is a `CUBLAS_STATUS_INVALID_VALUE` error naming it, with nothing enqueued.
    /// A single f32 or f64 product with every dimension at most 256 and `m * n * k` at most
    /// 128^3 runs on the crate's own kernel instead of cuBLAS (see [`crate::cublas`]).
    ///
    /// # Safety
    ///
    /// Nothing beyond the safe call: the arguments are checked and the product is ordered
    /// with every other use of the buffers. It is `unsafe` only because cudarc's is.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::cublas::{CudaBlas, Gemm, GemmConfig, sys::cublasOperation_t::CUBLAS_OP_N};
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = CudaBlas::new(stream.clone())?;
    /// let (a, b) = (stream.clone_htod(&[1.0f64; 4])?, stream.clone_htod(&[2.0f64; 4])?);
    /// let mut c = stream.alloc_zeros::<f64>(4)?;
    /// let cfg = GemmConfig { transa: CUBLAS_OP_N, transb: CUBLAS_OP_N, m: 2, n: 2, k: 2,
    ///     alpha: 1.0, lda: 2, ldb: 2, beta: 0.0, ldc: 2 };
    /// // SAFETY: nothing to uphold (see # Safety).
    /// unsafe { blas.gemm(cfg, &a, &b, &mut c) }?;
    /// assert_eq!(stream.clone_dtoh(&c)?, [4.0; 4]);
    /// // k = 3 would read past A's 4 elements: refused, naming A.
    /// let e = unsafe { blas.gemm(GemmConfig { k: 3, ldb: 3, ..cfg }, &a, &b, &mut c) }.unwrap_err();
    /// assert!(e.to_string().contains("A is"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    unsafe fn gemm<A: DevicePtr<T>, B: DevicePtr<T>, C: DevicePtrMut<T>>(
        &self,
        cfg: GemmConfig<T>,
        a: &A,
        b: &B,
        c: &mut C,
    ) -> Result<(), CublasError>;

    /// `batch_size` products, matrix `i` of each buffer `stride * i` elements after the first
    /// (see [NVIDIA's docs](https://docs.nvidia.com/cuda/cublas/index.html#cublas-t-gemmstridedbatched)):
    /// checked as [`gemm`](Self::gemm), with the strides and the batch count too (a stride of
    /// 0 for A or B uses one matrix in every product; C's matrices must not overlap).
    ///
    /// # Safety
    ///
    /// Nothing beyond the safe call (see [`gemm`](Self::gemm)).
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::cublas::{CudaBlas, Gemm, GemmConfig, StridedBatchedConfig};
    /// use cuda_driver::stream_api::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = CudaBlas::new(stream.clone())?;
    /// // Three 2x2 products, all with the same B (stride 0).
    /// let (a, b) = (stream.clone_htod(&[1.0f32; 12])?, stream.clone_htod(&[1.0f32; 4])?);
    /// let mut c = stream.alloc_zeros::<f32>(12)?;
    /// let gemm = GemmConfig { transa: CUBLAS_OP_N, transb: CUBLAS_OP_N, m: 2, n: 2, k: 2,
    ///     alpha: 1.0, lda: 2, ldb: 2, beta: 0.0, ldc: 2 };
    /// let cfg = StridedBatchedConfig { gemm, batch_size: 3, stride_a: 4, stride_b: 0, stride_c: 4 };
    /// // SAFETY: nothing to uphold (see # Safety).
    /// unsafe { blas.gemm_strided_batched(cfg, &a, &b, &mut c) }?;
    /// assert_eq!(stream.clone_dtoh(&c)?, [2.0; 12]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    unsafe fn gemm_strided_batched<A: DevicePtr<T>, B: DevicePtr<T>, C: DevicePtrMut<T>>(
        &self,
        cfg: StridedBatchedConfig<T>,
        a: &A,
        b: &B,
        c: &mut C,
    ) -> Result<(), CublasError>;
}

/// `Gemm<$t>` for `CudaBlas`: the crate's checked product, on the handle's stream.
macro_rules! gemm {
    ($(#[$attr:meta])* $t:ty) => {
        $(#[$attr])*
        impl Gemm<$t> for CudaBlas {
            unsafe fn gemm<A: DevicePtr<$t>, B: DevicePtr<$t>, C: DevicePtrMut<$t>>(
                &self,
                cfg: GemmConfig<$t>,
                a: &A,
                b: &B,
                c: &mut C,
            ) -> Result<(), CublasError> {
                let (a, b, c) = (read_operand(a), read_operand(b), write_operand(c));
                self.core.product(self.dest(), cfg, None, a, b, c).map(drop)
            }

            unsafe fn gemm_strided_batched<
                A: DevicePtr<$t>,
                B: DevicePtr<$t>,
                C: DevicePtrMut<$t>,
            >(
                &self,
                cfg: StridedBatchedConfig<$t>,
                a: &A,
                b: &B,
                c: &mut C,
            ) -> Result<(), CublasError> {
                let strides = [cfg.stride_a, cfg.stride_b, cfg.stride_c];
                let batch = Some((cfg.batch_size, strides));
                let (a, b, c) = (read_operand(a), read_operand(b), write_operand(c));
                self.core
                    .product(self.dest(), cfg.gemm, batch, a, b, c)
                    .map(drop)
            }
        }
    };
}

gemm!(
    #[cfg(feature = "f16")]
    half::f16
);
gemm!(
    #[cfg(feature = "f16")]
    half::bf16
);
gemm!(f32);
gemm!(f64);
