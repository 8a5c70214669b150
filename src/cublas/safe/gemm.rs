//! The products: cudarc 0.13's [`Gemm`] and [`Gemv`] traits and their configurations, the
//! checked safe entry points beside them, and the element types they take.

use super::checks::{Matrix, check_vector, known_op, non_negative, stored};
use super::small::{Small, is_small};
use super::{CudaBlas, ProductOn, result, sys};
use crate::r#async::AsyncDevice;
use crate::r#async::GpuFuture;
use crate::cublas::result::CublasError;
use crate::driver::safe::port::{Dest, Operand};
use crate::driver::{DevicePtr, DevicePtrMut};
use core::ffi::{c_int, c_longlong};

/// Configuration for [`Gemv`]: `y = alpha * op(A) x + beta * y`, with `A` an `m` x `n`
/// column-major matrix (cudarc's).
///
/// ```
/// use cuda_driver::cublas::{GemvConfig, sys::cublasOperation_t::CUBLAS_OP_T};
/// // y (3) = A^T x for A stored 4x3.
/// let cfg = GemvConfig { trans: CUBLAS_OP_T, m: 4, n: 3, alpha: 1.0f32, lda: 4, incx: 1, beta: 0.0, incy: 1 };
/// assert_eq!(cfg.lda, 4);
/// ```
#[derive(Debug, Copy, Clone)]
#[allow(missing_docs)]
pub struct GemvConfig<T> {
    pub trans: sys::cublasOperation_t,
    pub m: c_int,
    pub n: c_int,
    pub alpha: T,
    pub lda: c_int,
    pub incx: c_int,
    pub beta: T,
    pub incy: c_int,
}

/// Configuration for [`Gemm`]: `C = alpha * op(A) op(B) + beta * C`, with `op(A)` `m` x `k`,
/// `op(B)` `k` x `n` and `C` `m` x `n`, column-major (cudarc's).
///
/// ```
/// use cuda_driver::cublas::{GemmConfig, sys::cublasOperation_t::CUBLAS_OP_N};
/// let cfg = GemmConfig {
///     transa: CUBLAS_OP_N, transb: CUBLAS_OP_N,
///     m: 64, n: 32, k: 16,
///     alpha: 1.0f64, lda: 64, ldb: 16, beta: 0.0, ldc: 64,
/// };
/// assert_eq!(cfg.m * cfg.n, 2048);
/// ```
#[derive(Debug, Copy, Clone)]
#[allow(missing_docs)]
pub struct GemmConfig<T> {
    pub transa: sys::cublasOperation_t,
    pub transb: sys::cublasOperation_t,
    pub m: c_int,
    pub n: c_int,
    pub k: c_int,
    pub alpha: T,
    pub lda: c_int,
    pub ldb: c_int,
    pub beta: T,
    pub ldc: c_int,
}

/// Configuration for [`Gemm::gemm_strided_batched`]: `batch_size` products of [`GemmConfig`]'s
/// shape, matrix `i` of A, B and C starting `i * stride` elements after the first (cudarc's).
/// A stride of 0 for A or B uses one matrix in every product.
///
/// ```
/// use cuda_driver::cublas::{GemmConfig, StridedBatchedConfig, sys::cublasOperation_t::CUBLAS_OP_N};
/// let gemm = GemmConfig { transa: CUBLAS_OP_N, transb: CUBLAS_OP_N, m: 8, n: 8, k: 8,
///     alpha: 1.0f32, lda: 8, ldb: 8, beta: 0.0, ldc: 8 };
/// let cfg = StridedBatchedConfig { gemm, batch_size: 10, stride_a: 64, stride_b: 0, stride_c: 64 };
/// assert_eq!(cfg.batch_size, 10);
/// ```
#[derive(Debug, Copy, Clone)]
#[allow(missing_docs)]
pub struct StridedBatchedConfig<T> {
    pub gemm: GemmConfig<T>,
    pub batch_size: c_int,
    pub stride_a: c_longlong,
    pub stride_b: c_longlong,
    pub stride_c: c_longlong,
}

mod sealed {
    pub trait Scalar {}
    impl Scalar for f32 {}
    impl Scalar for f64 {}
    #[cfg(feature = "f16")]
    impl Scalar for half::f16 {}
    #[cfg(feature = "f16")]
    impl Scalar for half::bf16 {}
}

/// The element types of [`Gemm`]: `f32` and `f64` (cuBLAS's `Sgemm` and `Dgemm`), and with the
/// `f16` feature `half::f16` and `half::bf16` (`GemmEx`, computed in f32, as cudarc does).
/// Sealed.
///
/// ```
/// fn takes<T: cuda_driver::cublas::GemmScalar>() {}
/// takes::<f32>();
/// takes::<f64>();
/// ```
pub trait GemmScalar: sealed::Scalar + Copy + crate::driver::DeviceRepr {
    /// Whether the crate's kernel computes small products of this type (f32 and f64).
    #[doc(hidden)]
    const SMALL: bool = false;

    /// Enqueues `cfg`'s product (`batch`: count and strides) on the handle.
    ///
    /// # Safety
    ///
    /// As for [`result::sgemm_strided_batched`]: the pointers hold what `cfg` and `batch` say.
    #[doc(hidden)]
    unsafe fn enqueue(
        handle: sys::cublasHandle_t,
        cfg: &GemmConfig<Self>,
        batch: Option<(c_int, [c_longlong; 3])>,
        a: *const Self,
        b: *const Self,
        c: *mut Self,
    ) -> Result<(), CublasError>;
}

/// The element types of [`Gemv`]: `f32` and `f64`. Sealed.
///
/// ```
/// fn takes<T: cuda_driver::cublas::GemvScalar>() {}
/// takes::<f64>();
/// ```
pub trait GemvScalar: sealed::Scalar + Copy {
    /// Enqueues `cfg`'s product on the handle.
    ///
    /// # Safety
    ///
    /// As for [`result::sgemv`]: the pointers hold what `cfg` says.
    #[doc(hidden)]
    unsafe fn enqueue(
        handle: sys::cublasHandle_t,
        cfg: &GemvConfig<Self>,
        a: *const Self,
        x: *const Self,
        y: *mut Self,
    ) -> Result<(), CublasError>;
}

macro_rules! native {
    ($t:ty, $gemm:ident, $batched:ident, $gemv:ident) => {
        impl GemmScalar for $t {
            const SMALL: bool = true;

            unsafe fn enqueue(
                h: sys::cublasHandle_t,
                g: &GemmConfig<Self>,
                batch: Option<(c_int, [c_longlong; 3])>,
                a: *const Self,
                b: *const Self,
                c: *mut Self,
            ) -> Result<(), CublasError> {
                let (ta, tb, al, be) = (g.transa, g.transb, &g.alpha, &g.beta);
                // SAFETY: the caller's promise.
                unsafe {
                    match batch {
                        None => result::$gemm(
                            h, ta, tb, g.m, g.n, g.k, al, a, g.lda, b, g.ldb, be, c, g.ldc,
                        ),
                        Some((count, [sa, sb, sc])) => result::$batched(
                            h, ta, tb, g.m, g.n, g.k, al, a, g.lda, sa, b, g.ldb, sb, be, c, g.ldc,
                            sc, count,
                        ),
                    }
                }
            }
        }
        impl GemvScalar for $t {
            unsafe fn enqueue(
                h: sys::cublasHandle_t,
                g: &GemvConfig<Self>,
                a: *const Self,
                x: *const Self,
                y: *mut Self,
            ) -> Result<(), CublasError> {
                // SAFETY: the caller's promise.
                unsafe {
                    result::$gemv(
                        h, g.trans, g.m, g.n, &g.alpha, a, g.lda, x, g.incx, &g.beta, y, g.incy,
                    )
                }
            }
        }
    };
}
native!(f32, sgemm, sgemm_strided_batched, sgemv);
native!(f64, dgemm, dgemm_strided_batched, dgemv);

/// `half::f16` and `half::bf16`: `GemmEx` with f32 scalars and f32 computation, as cudarc.
#[cfg(feature = "f16")]
macro_rules! half_gemm {
    ($t:ty, $cuda:ident) => {
        // Under the feature on the impl itself, so that the docs label it.
        #[cfg(feature = "f16")]
        impl GemmScalar for $t {
            unsafe fn enqueue(
                h: sys::cublasHandle_t,
                g: &GemmConfig<Self>,
                batch: Option<(c_int, [c_longlong; 3])>,
                a: *const Self,
                b: *const Self,
                c: *mut Self,
            ) -> Result<(), CublasError> {
                use core::ffi::c_void;
                let (alpha, beta) = (g.alpha.to_f32(), g.beta.to_f32());
                let (al, be) = (
                    &alpha as *const f32 as *const c_void,
                    &beta as *const f32 as *const c_void,
                );
                let ty = sys::cudaDataType_t::$cuda;
                let compute = sys::cublasComputeType_t::CUBLAS_COMPUTE_32F;
                let algo = sys::cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT;
                let (a, b, c) = (a as *const c_void, b as *const c_void, c as *mut c_void);
                let (ta, tb) = (g.transa, g.transb);
                // SAFETY: the caller's promise; the scalars are f32, as CUBLAS_COMPUTE_32F reads.
                unsafe {
                    match batch {
                        None => result::gemm_ex(
                            h, ta, tb, g.m, g.n, g.k, al, a, ty, g.lda, b, ty, g.ldb, be, c, ty,
                            g.ldc, compute, algo,
                        ),
                        Some((count, [sa, sb, sc])) => result::gemm_strided_batched_ex(
                            h, ta, tb, g.m, g.n, g.k, al, a, ty, g.lda, sa, b, ty, g.ldb, sb, be,
                            c, ty, g.ldc, sc, count, compute, algo,
                        ),
                    }
                }
            }
        }
    };
}
#[cfg(feature = "f16")]
half_gemm!(half::f16, CUDA_R_16F);
#[cfg(feature = "f16")]
half_gemm!(half::bf16, CUDA_R_16BF);

/// Matrix-vector products with elements of type `T` (cudarc's).
pub trait Gemv<T> {
    /// `y = alpha * op(A) x + beta * y`: the same as [`CudaBlas::checked_gemv`].
    ///
    /// # Safety
    ///
    /// Nothing beyond the safe call: the arguments are checked against the buffers (an error
    /// names what does not fit) and the product is ordered with every other use of them. It is
    /// `unsafe` only because cudarc's is.
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, Gemv, GemvConfig, sys::cublasOperation_t::CUBLAS_OP_N};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = CudaBlas::new(dev.clone())?;
    /// let (a, x) = (dev.htod_copy(vec![2.0f32; 4])?, dev.htod_copy(vec![1.0f32; 2])?);
    /// let mut y = dev.alloc_zeros::<f32>(2)?;
    /// let cfg = GemvConfig { trans: CUBLAS_OP_N, m: 2, n: 2, alpha: 1.0, lda: 2, incx: 1, beta: 0.0, incy: 1 };
    /// // SAFETY: nothing to uphold (see # Safety).
    /// unsafe { blas.gemv(cfg, &a, &x, &mut y) }?;
    /// assert_eq!(dev.dtoh_sync_copy(&y)?, [4.0, 4.0]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    unsafe fn gemv<A: DevicePtr<T>, X: DevicePtr<T>, Y: DevicePtrMut<T>>(
        &self,
        cfg: GemvConfig<T>,
        a: &A,
        x: &X,
        y: &mut Y,
    ) -> Result<(), CublasError>;
}

/// Matrix-matrix products with elements of type `T` (cudarc's).
pub trait Gemm<T> {
    /// `C = alpha * op(A) op(B) + beta * C`: the same as [`CudaBlas::checked_gemm`].
    ///
    /// # Safety
    ///
    /// Nothing beyond the safe call: the arguments are checked against the buffers (an error
    /// names what does not fit) and the product is ordered with every other use of them. It is
    /// `unsafe` only because cudarc's is.
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, Gemm, GemmConfig, sys::cublasOperation_t::CUBLAS_OP_N};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = CudaBlas::new(dev.clone())?;
    /// let (a, b) = (dev.htod_copy(vec![1.0f64; 4])?, dev.htod_copy(vec![2.0f64; 4])?);
    /// let mut c = dev.alloc_zeros::<f64>(4)?;
    /// let cfg = GemmConfig { transa: CUBLAS_OP_N, transb: CUBLAS_OP_N, m: 2, n: 2, k: 2,
    ///     alpha: 1.0, lda: 2, ldb: 2, beta: 0.0, ldc: 2 };
    /// // SAFETY: nothing to uphold (see # Safety).
    /// unsafe { blas.gemm(cfg, &a, &b, &mut c) }?;
    /// assert_eq!(dev.dtoh_sync_copy(&c)?, [4.0; 4]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    unsafe fn gemm<A: DevicePtr<T>, B: DevicePtr<T>, C: DevicePtrMut<T>>(
        &self,
        cfg: GemmConfig<T>,
        a: &A,
        b: &B,
        c: &mut C,
    ) -> Result<(), CublasError>;

    /// `batch_size` products, matrix `i` of each buffer `stride * i` elements after the first:
    /// the same as [`CudaBlas::checked_gemm_strided_batched`].
    ///
    /// # Safety
    ///
    /// Nothing beyond the safe call (see [`gemm`](Gemm::gemm)); C's matrices must not overlap.
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, Gemm, GemmConfig, StridedBatchedConfig};
    /// use cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = CudaBlas::new(dev.clone())?;
    /// // Three 2x2 products, all with the same B (stride 0).
    /// let (a, b) = (dev.htod_copy(vec![1.0f32; 12])?, dev.htod_copy(vec![1.0f32; 4])?);
    /// let mut c = dev.alloc_zeros::<f32>(12)?;
    /// let gemm = GemmConfig { transa: CUBLAS_OP_N, transb: CUBLAS_OP_N, m: 2, n: 2, k: 2,
    ///     alpha: 1.0, lda: 2, ldb: 2, beta: 0.0, ldc: 2 };
    /// let cfg = StridedBatchedConfig { gemm, batch_size: 3, stride_a: 4, stride_b: 0, stride_c: 4 };
    /// // SAFETY: nothing to uphold (see # Safety).
    /// unsafe { blas.gemm_strided_batched(cfg, &a, &b, &mut c) }?;
    /// assert_eq!(dev.dtoh_sync_copy(&c)?, [2.0; 12]);
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

impl<T: GemvScalar> Gemv<T> for CudaBlas {
    unsafe fn gemv<A: DevicePtr<T>, X: DevicePtr<T>, Y: DevicePtrMut<T>>(
        &self,
        cfg: GemvConfig<T>,
        a: &A,
        x: &X,
        y: &mut Y,
    ) -> Result<(), CublasError> {
        self.checked_gemv(cfg, a, x, y)
    }
}

impl<T: GemmScalar> Gemm<T> for CudaBlas {
    unsafe fn gemm<A: DevicePtr<T>, B: DevicePtr<T>, C: DevicePtrMut<T>>(
        &self,
        cfg: GemmConfig<T>,
        a: &A,
        b: &B,
        c: &mut C,
    ) -> Result<(), CublasError> {
        self.checked_gemm(cfg, a, b, c)
    }

    unsafe fn gemm_strided_batched<A: DevicePtr<T>, B: DevicePtr<T>, C: DevicePtrMut<T>>(
        &self,
        cfg: StridedBatchedConfig<T>,
        a: &A,
        b: &B,
        c: &mut C,
    ) -> Result<(), CublasError> {
        self.checked_gemm_strided_batched(cfg, a, b, c)
    }
}

impl CudaBlas {
    /// `C = alpha * op(A) op(B) + beta * C`, safe: `cfg`'s dimensions, leading dimensions and
    /// transpositions are checked against the buffers' lengths first, and every buffer must
    /// be of this handle's device (a `CUBLAS_STATUS_INVALID_VALUE` error names what does not
    /// fit). Ordered like any other use of the buffers (see the [module docs](super)).
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, GemmConfig, sys::cublasOperation_t::{CUBLAS_OP_N, CUBLAS_OP_T}};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = CudaBlas::new(dev.clone())?;
    /// let a = dev.htod_copy(vec![1.0f32; 6])?; // stored 3x2, used transposed: 2x3
    /// let b = dev.htod_copy(vec![1.0f32; 3])?; // 3x1
    /// let mut c = dev.alloc_zeros::<f32>(2)?;
    /// let cfg = GemmConfig { transa: CUBLAS_OP_T, transb: CUBLAS_OP_N, m: 2, n: 1, k: 3,
    ///     alpha: 1.0, lda: 3, ldb: 3, beta: 0.0, ldc: 2 };
    /// blas.checked_gemm(cfg, &a, &b, &mut c)?;
    /// assert_eq!(dev.dtoh_sync_copy(&c)?, [3.0, 3.0]);
    /// // k = 4 would read past A's 6 elements: refused, naming it.
    /// let err = blas.checked_gemm(GemmConfig { k: 4, ..cfg }, &a, &b, &mut c).unwrap_err();
    /// assert!(err.to_string().contains("A is"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn checked_gemm<T: GemmScalar, A: DevicePtr<T>, B: DevicePtr<T>, C: DevicePtrMut<T>>(
        &self,
        cfg: GemmConfig<T>,
        a: &A,
        b: &B,
        c: &mut C,
    ) -> Result<(), CublasError> {
        let (a, b, c) = (Operand::read(a), Operand::read(b), Operand::write(c));
        self.product(Dest::Thread, cfg, None, a, b, c).map(drop)
    }

    /// `batch_size` products of `cfg.gemm`'s shape, safe: as [`checked_gemm`](Self::checked_gemm),
    /// with the strides and batch count checked too (a stride of 0 for A or B is allowed; C's
    /// matrices must not overlap).
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, GemmConfig, StridedBatchedConfig};
    /// use cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = CudaBlas::new(dev.clone())?;
    /// let (a, b) = (dev.htod_copy(vec![1.0f64; 8])?, dev.htod_copy(vec![3.0f64; 8])?);
    /// let mut c = dev.alloc_zeros::<f64>(8)?;
    /// let gemm = GemmConfig { transa: CUBLAS_OP_N, transb: CUBLAS_OP_N, m: 2, n: 2, k: 2,
    ///     alpha: 1.0, lda: 2, ldb: 2, beta: 0.0, ldc: 2 };
    /// let cfg = StridedBatchedConfig { gemm, batch_size: 2, stride_a: 4, stride_b: 4, stride_c: 4 };
    /// blas.checked_gemm_strided_batched(cfg, &a, &b, &mut c)?;
    /// assert_eq!(dev.dtoh_sync_copy(&c)?, [6.0; 8]);
    /// // Two outputs 2 elements apart would overlap: refused.
    /// assert!(blas.checked_gemm_strided_batched(StridedBatchedConfig { stride_c: 2, ..cfg }, &a, &b, &mut c).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn checked_gemm_strided_batched<
        T: GemmScalar,
        A: DevicePtr<T>,
        B: DevicePtr<T>,
        C: DevicePtrMut<T>,
    >(
        &self,
        cfg: StridedBatchedConfig<T>,
        a: &A,
        b: &B,
        c: &mut C,
    ) -> Result<(), CublasError> {
        let strides = [cfg.stride_a, cfg.stride_b, cfg.stride_c];
        let batch = Some((cfg.batch_size, strides));
        let (a, b, c) = (Operand::read(a), Operand::read(b), Operand::write(c));
        self.product(Dest::Thread, cfg.gemm, batch, a, b, c)
            .map(drop)
    }

    /// `y = alpha * op(A) x + beta * y`, safe: `cfg`'s dimensions, leading dimension and
    /// increments are checked against the buffers' lengths first (a negative increment walks
    /// the vector from its end, as in BLAS), and every buffer must be of this handle's device.
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, GemvConfig, sys::cublasOperation_t::CUBLAS_OP_N};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = CudaBlas::new(dev.clone())?;
    /// let (a, x) = (dev.htod_copy(vec![1.0f32; 6])?, dev.htod_copy(vec![1.0f32; 3])?);
    /// let mut y = dev.alloc_zeros::<f32>(1)?;
    /// // A is 2x3, so y needs 2 elements: refused, naming y.
    /// let cfg = GemvConfig { trans: CUBLAS_OP_N, m: 2, n: 3, alpha: 1.0, lda: 2, incx: 1, beta: 0.0, incy: 1 };
    /// assert!(blas.checked_gemv(cfg, &a, &x, &mut y).unwrap_err().to_string().contains("y has"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn checked_gemv<T: GemvScalar, A: DevicePtr<T>, X: DevicePtr<T>, Y: DevicePtrMut<T>>(
        &self,
        cfg: GemvConfig<T>,
        a: &A,
        x: &X,
        y: &mut Y,
    ) -> Result<(), CublasError> {
        let (a, x, y) = (Operand::read(a), Operand::read(x), Operand::write(y));
        self.gemv_via(Dest::Thread, cfg, a, x, y).map(drop)
    }

    /// The checks and the enqueue of a gemv at `dest`: what both faces of the crate run (the
    /// `CudaDevice` API's [`checked_gemv`](Self::checked_gemv) and the stream API's `Gemv`).
    pub(crate) fn gemv_via<T: GemvScalar>(
        &self,
        dest: Dest<'_, AsyncDevice>,
        cfg: GemvConfig<T>,
        a: Operand<'_, T>,
        x: Operand<'_, T>,
        y: Operand<'_, T>,
    ) -> Result<Option<GpuFuture<()>>, CublasError> {
        debug_assert!(y.writes() && !a.writes() && !x.writes());
        let doing = || {
            let ty = std::any::type_name::<T>();
            format!(
                "while computing a {ty} gemv of a {}x{} matrix ({:?})",
                cfg.m, cfg.n, cfg.trans
            )
        };
        let (m, n) = (cfg.m as i128, cfg.n as i128);
        non_negative(&doing, &[("m", m), ("n", n)])?;
        known_op(&doing, "trans", cfg.trans)?;
        let (x_len, y_len) = match cfg.trans {
            sys::cublasOperation_t::CUBLAS_OP_N => (n, m),
            _ => (m, n),
        };
        let a_matrix = Matrix {
            name: "A",
            ld_name: "lda",
            rows: m,
            cols: n,
            ld: cfg.lda as i128,
            batch: None,
            len: a.len(),
        };
        a_matrix.check(&doing)?;
        check_vector(&doing, "x", "incx", x_len, cfg.incx as i128, x.len())?;
        check_vector(&doing, "y", "incy", y_len, cfg.incy as i128, y.len())?;
        let (pa, px) = (a.ptr() as *const T, x.ptr() as *const T);
        let py = y.ptr() as *mut T;
        let uses = [("A", a.used()), ("x", x.used()), ("y", y.used())];
        self.enqueue(dest, &doing, &uses, None, |on| match on {
            // SAFETY: `enqueue`'s promise; the buffers hold every element `cfg` touches
            // (checked above).
            ProductOn::Handle(h) => unsafe { T::enqueue(h, &cfg, pa, px, py) },
            ProductOn::Kernel(..) => unreachable!("a gemv asks for no kernel"),
        })
    }

    /// The checks and the enqueue of a product, batched or not, at `dest`: what both faces of
    /// the crate run (the `CudaDevice` API's [`checked_gemm`](Self::checked_gemm) and its
    /// siblings, the stream API's `Gemm`), the small-product kernel included.
    pub(crate) fn product<T: GemmScalar>(
        &self,
        dest: Dest<'_, AsyncDevice>,
        cfg: GemmConfig<T>,
        batch: Option<(c_int, [c_longlong; 3])>,
        a: Operand<'_, T>,
        b: Operand<'_, T>,
        c: Operand<'_, T>,
    ) -> Result<Option<GpuFuture<()>>, CublasError> {
        debug_assert!(c.writes() && !a.writes() && !b.writes());
        let doing = || {
            let ty = std::any::type_name::<T>();
            let batched = batch
                .map(|(n, _)| format!(" (batch of {n})"))
                .unwrap_or_default();
            format!(
                "while computing a {ty} gemm{batched} of m = {}, n = {}, k = {} ({:?}, {:?})",
                cfg.m, cfg.n, cfg.k, cfg.transa, cfg.transb
            )
        };
        let (m, n, k) = (cfg.m as i128, cfg.n as i128, cfg.k as i128);
        non_negative(&doing, &[("m", m), ("n", n), ("k", k)])?;
        known_op(&doing, "transa", cfg.transa)?;
        known_op(&doing, "transb", cfg.transb)?;
        let batch_of = |name, i: usize| batch.map(|(count, s)| (name, s[i] as i128, count as i128));
        if let Some((count, [sa, sb, sc])) = batch {
            let what = [
                ("batch_size", count as i128),
                ("stride_a", sa as i128),
                ("stride_b", sb as i128),
                ("stride_c", sc as i128),
            ];
            non_negative(&doing, &what)?;
        }
        let (ar, ac) = stored(cfg.transa, m, k);
        let (br, bc) = stored(cfg.transb, k, n);
        let a_m = Matrix {
            name: "A",
            ld_name: "lda",
            rows: ar,
            cols: ac,
            ld: cfg.lda as i128,
            batch: batch_of("stride_a", 0),
            len: a.len(),
        };
        let b_m = Matrix {
            name: "B",
            ld_name: "ldb",
            rows: br,
            cols: bc,
            ld: cfg.ldb as i128,
            batch: batch_of("stride_b", 1),
            len: b.len(),
        };
        let c_m = Matrix {
            name: "C",
            ld_name: "ldc",
            rows: m,
            cols: n,
            ld: cfg.ldc as i128,
            batch: batch_of("stride_c", 2),
            len: c.len(),
        };
        for matrix in [&a_m, &b_m, &c_m] {
            matrix.check(&doing)?;
        }
        c_m.check_disjoint(&doing)?;
        let (pa, pb) = (a.ptr() as *const T, b.ptr() as *const T);
        let pc = c.ptr() as *mut T;
        let uses = [("A", a.used()), ("B", b.used()), ("C", c.used())];
        if matches!(batch, Some((0, _))) {
            return self.nothing(dest, &doing, &uses);
        }
        // A single small product of f32 or f64 runs on the crate's kernel (see small.rs),
        // unless it cannot be loaded here. With m or n zero there is nothing to compute (cuBLAS
        // returns at once too).
        let small_size = match batch {
            None if T::SMALL && is_small(cfg.m, cfg.n, cfg.k) => {
                if cfg.m == 0 || cfg.n == 0 {
                    return self.nothing(dest, &doing, &uses);
                }
                Some(std::mem::size_of::<T>())
            }
            _ => None,
        };
        let not_n = |op| op != sys::cublasOperation_t::CUBLAS_OP_N;
        let small = Small {
            ta: not_n(cfg.transa),
            tb: not_n(cfg.transb),
            m: cfg.m,
            n: cfg.n,
            k: cfg.k,
            alpha: cfg.alpha,
            a: pa as u64,
            lda: cfg.lda as i64,
            b: pb as u64,
            ldb: cfg.ldb as i64,
            beta: cfg.beta,
            c: pc as u64,
            ldc: cfg.ldc as i64,
        };
        self.enqueue(dest, &doing, &uses, small_size, |on| match on {
            // SAFETY: `enqueue`'s promise; the buffers hold every element `cfg` and `batch`
            // touch (checked above), and C's matrices do not overlap.
            ProductOn::Handle(h) => unsafe { T::enqueue(h, &cfg, batch, pa, pb, pc) },
            ProductOn::Kernel(ps, raw, f) => {
                // SAFETY: `kernel` is the one for T (by its size: f32 or f64, `T::SMALL`); the
                // buffers hold what `cfg` touches (checked above), m and n are non-zero, and
                // `enqueue` calls this inside the stream's `run`, which orders the buffers.
                unsafe { small.launch(ps, f, raw) }.map_err(Into::into)
            }
        })
    }
}
