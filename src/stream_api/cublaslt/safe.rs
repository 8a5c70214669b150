//! [`CudaBlasLT`] bound to a stream, [`Workspace`], [`MatmulConfig`] and the [`Matmul`] and
//! [`MatmulShared`] traits of cudarc 0.19's `cublaslt::safe`.

use crate::cublaslt::result::CublasError;
use crate::cublaslt::sys;
use crate::cublaslt::{Operands, Types, matmul_on};
use crate::driver::DriverError;
use crate::stream_api::driver::{CudaStream, DevicePtr, DevicePtrMut, read_operand, write_operand};
use crate::stream_api::seam::Dest;
use core::ffi::c_int;
use std::sync::Arc;

pub use crate::cublaslt::Activation;

/// A cuBLASLt handle whose products run on one stream (cudarc 0.19's), with its workspace.
///
/// It holds the crate's [`cublaslt::CudaBlasLT`](crate::cublaslt::CudaBlasLT), whose
/// workspace is the one [`MatmulShared::workspace`] returns: every product of this handle
/// runs on its stream with that workspace, checked and ordered as the crate's products are
/// (see the [module docs](super)). Products of several threads on one handle take turns on its
/// workspace through the ordering, as products on one stream do.
///
/// `Send` and `Sync`.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::cublaslt::{CudaBlasLT, Matmul, MatmulConfig};
/// use cuda_driver::stream_api::driver::CudaContext;
///
/// let stream = CudaContext::new(0)?.new_stream()?;
/// let blas = CudaBlasLT::new(stream.clone())?;
/// // C (2 x 2) = A (2 x 3) * B (3 x 2), column-major.
/// let a = stream.clone_htod(&[1.0f32, 4.0, 2.0, 5.0, 3.0, 6.0])?;
/// let b = stream.clone_htod(&[1.0f32, 0.0, 0.0, 0.0, 1.0, 0.0])?;
/// let mut c = stream.alloc_zeros::<f32>(4)?;
/// let cfg = MatmulConfig {
///     transa: false, transb: false, transc: false, m: 2, n: 2, k: 3, alpha: 1.0, lda: 2,
///     ldb: 3, beta: 0.0, ldc: 2, stride_a: None, stride_b: None, stride_c: None,
///     stride_bias: None, batch_size: None,
/// };
/// // SAFETY: nothing to uphold: the product is checked against the buffers.
/// unsafe { blas.matmul(cfg, &a, &b, &mut c, None, None) }?;
/// assert_eq!(stream.clone_dtoh(&c)?, [1.0, 4.0, 2.0, 5.0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct CudaBlasLT {
    core: crate::cublaslt::CudaBlasLT,
    stream: Arc<CudaStream>,
}

impl CudaBlasLT {
    /// A cuBLASLt handle on `stream`'s device whose products run on `stream`, with a workspace
    /// of its own (32 MiB from compute capability 9 on, else 4 MiB, as NVIDIA recommends).
    ///
    /// Fails with the loader's message (every path tried, and `CUDA_DRIVER_CUBLASLT_PATH`) when
    /// cuBLASLt cannot be loaded.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = cuda_driver::stream_api::cublaslt::CudaBlasLT::new(stream)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(stream: Arc<CudaStream>) -> Result<Self, CublasError> {
        let core = crate::cublaslt::CudaBlasLT::new(stream.dev().clone())?;
        Ok(CudaBlasLT { core, stream })
    }
}

/// A cuBLASLt workspace: device memory a product may use for its intermediate results
/// (cudarc 0.19's). Made as NVIDIA recommends: 32 MiB on compute capability 9 (Hopper) and
/// later, else 4 MiB. It is a buffer like any other: each product that uses it writes it,
/// ordered with its other uses on any stream.
///
/// ```no_run
/// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
/// let ws = cuda_driver::stream_api::cublaslt::Workspace::new(stream)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug, Clone)]
#[repr(transparent)]
pub struct Workspace {
    pub(crate) core: crate::cublaslt::Workspace,
}

impl Workspace {
    /// A workspace on `stream`'s device, zeroed.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::cublaslt::Workspace;
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let ws = Workspace::new(ctx.new_stream()?)?;
    /// let copy = ws.clone(); // another workspace, of the same contents
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new(stream: Arc<CudaStream>) -> Result<Self, DriverError> {
        let core = crate::cublaslt::Workspace::new(stream.dev().clone())?;
        Ok(Workspace { core })
    }

    /// The crate's workspace `w`, as this type.
    fn of_core(w: &crate::cublaslt::Workspace) -> &Workspace {
        let w: *const crate::cublaslt::Workspace = w;
        // SAFETY: `Workspace` is `repr(transparent)` over the crate's workspace, so a reference
        // to one is a reference to the other, for the same lifetime.
        unsafe { &*w.cast::<Workspace>() }
    }
}

/// What [`Matmul`] needs of a handle (cudarc 0.19's trait).
///
/// A type of the program's may implement it (and [`Matmul`]) as in cudarc: its products run
/// with its [`handle`](Self::handle) and [`workspace`](Self::workspace) on its
/// [`stream`](Self::stream), through the same checks and ordering as [`CudaBlasLT`]'s (the
/// workspace and the buffers must be of the stream's device).
pub trait MatmulShared {
    /// The cuBLASLt handle.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::cublaslt::{CudaBlasLT, MatmulShared};
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = CudaBlasLT::new(stream)?;
    /// assert!(!blas.handle().is_null());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn handle(&self) -> &sys::cublasLtHandle_t;

    /// The workspace every product of the handle uses.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::cublaslt::{CudaBlasLT, MatmulShared};
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = CudaBlasLT::new(stream)?;
    /// let ws = blas.workspace();
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn workspace(&self) -> &Workspace;

    /// The stream every product of the handle runs on.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::cublaslt::{CudaBlasLT, MatmulShared};
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.new_stream()?;
    /// let blas = CudaBlasLT::new(stream.clone())?;
    /// assert_eq!(blas.stream(), &stream);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn stream(&self) -> &Arc<CudaStream>;
}

/// A matrix product's dimensions, scalars and batches (cudarc 0.19's): those of
/// [`cublaslt::MatmulConfig`](crate::cublaslt::MatmulConfig), whose docs say what each
/// means and what is checked, and `transc`.
///
/// ```
/// use cuda_driver::stream_api::cublaslt::MatmulConfig;
/// let cfg = MatmulConfig {
///     transa: false, transb: true, transc: false, m: 64, n: 32, k: 16, alpha: 1.0, lda: 64,
///     ldb: 32, beta: 0.0, ldc: 64, stride_a: None, stride_b: None, stride_c: None,
///     stride_bias: None, batch_size: None,
/// };
/// assert!(cfg.transb);
/// ```
#[derive(Debug, Copy, Clone)]
#[allow(missing_docs)]
pub struct MatmulConfig {
    pub transa: bool,
    pub transb: bool,
    /// Whether C is transposed: cuBLASLt supports only `false` (`CUBLAS_OP_N`), and `true` is
    /// refused.
    pub transc: bool,
    pub m: u64,
    pub n: u64,
    pub k: u64,
    pub alpha: f32,
    pub lda: i64,
    pub ldb: i64,
    pub beta: f32,
    pub ldc: i64,
    pub stride_a: Option<i64>,
    pub stride_b: Option<i64>,
    pub stride_c: Option<i64>,
    pub stride_bias: Option<i64>,
    pub batch_size: Option<c_int>,
}

impl MatmulConfig {
    /// The configuration as the crate's checks take it, `transc` refused.
    fn checked(&self, ty: &str) -> Result<crate::cublaslt::MatmulConfig, CublasError> {
        if self.transc {
            return Err(CublasError::refused(
                sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED,
                format!(
                    "while multiplying {} x {} by {} x {} {ty} matrices with cuBLASLt: transc is \
                     true, but cuBLASLt transforms only A and B (C must be CUBLAS_OP_N)",
                    self.m, self.k, self.k, self.n
                ),
            ));
        }
        Ok(crate::cublaslt::MatmulConfig {
            transa: self.transa,
            transb: self.transb,
            m: self.m,
            n: self.n,
            k: self.k,
            alpha: self.alpha,
            lda: self.lda,
            ldb: self.ldb,
            beta: self.beta,
            ldc: self.ldc,
            stride_a: self.stride_a,
            stride_b: self.stride_b,
            stride_c: self.stride_c,
            stride_bias: self.stride_bias,
            batch_size: self.batch_size,
        })
    }
}

/// Matrix products with elements of type `T` (cudarc 0.19's trait).
pub trait Matmul<T>: MatmulShared {
    /// The CUDA type of `T`: its elements must be `size_of::<T>()` bytes, or every product is
    /// refused.
    ///
    /// ```
    /// use cuda_driver::stream_api::cublaslt::{CudaBlasLT, Matmul, sys::cudaDataType_t};
    /// assert_eq!(<CudaBlasLT as Matmul<f32>>::matrix_type(), cudaDataType_t::CUDA_R_32F);
    /// ```
    fn matrix_type() -> sys::cudaDataType;

    /// The CUDA type the product is computed in (f32 in TF32 for `f32`, as cudarc has it).
    ///
    /// ```
    /// use cuda_driver::stream_api::cublaslt::{CudaBlasLT, Matmul, sys::cublasComputeType_t};
    /// let compute = <CudaBlasLT as Matmul<f32>>::compute_type();
    /// assert_eq!(compute, cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_TF32);
    /// ```
    fn compute_type() -> sys::cublasComputeType_t;

    /// `C = alpha * op(A) op(B) + beta * C`, then the epilogue: the bias added to every column
    /// and the activation (see
    /// [NVIDIA's docs](https://docs.nvidia.com/cuda/cublas/index.html#cublasltmatmul)), on the
    /// handle's stream with its workspace. Checked first, as
    /// [`cublaslt::CudaBlasLT::checked_matmul`](crate::cublaslt::CudaBlasLT::checked_matmul)
    /// checks (and `transc` must be `false`): a refusal is an error naming the argument, with
    /// nothing enqueued. Ordered after every earlier use of the buffers and of the workspace
    /// on any stream; A, B and the bias are read, C is written.
    ///
    /// # Safety
    ///
    /// Nothing beyond the safe call: it is `unsafe` only because cudarc's is.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::cublaslt::{CudaBlasLT, Matmul, MatmulConfig};
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = CudaBlasLT::new(stream.clone())?;
    /// let (a, b) = (stream.alloc_zeros::<f32>(6)?, stream.alloc_zeros::<f32>(6)?);
    /// let mut c = stream.alloc_zeros::<f32>(3)?;
    /// let cfg = MatmulConfig {
    ///     transa: false, transb: false, transc: false, m: 2, n: 2, k: 3, alpha: 1.0, lda: 2,
    ///     ldb: 3, beta: 0.0, ldc: 2, stride_a: None, stride_b: None, stride_c: None,
    ///     stride_bias: None, batch_size: None,
    /// };
    /// // C needs 4 elements: refused, naming C.
    /// let e = unsafe { blas.matmul(cfg, &a, &b, &mut c, None, None) }.unwrap_err();
    /// assert!(e.to_string().contains("C holds 3 elements"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    unsafe fn matmul<I: DevicePtr<T>, O: DevicePtrMut<T>>(
        &self,
        cfg: MatmulConfig,
        a: &I,
        b: &I,
        c: &mut O,
        bias: Option<&I>,
        act: Option<&Activation>,
    ) -> Result<(), CublasError> {
        let types = Types {
            matrix: Self::matrix_type(),
            compute: Self::compute_type(),
            name: std::any::type_name::<T>(),
        };
        let cfg = cfg.checked(types.name)?;
        let (stream, ws) = (self.stream(), &self.workspace().core);
        let ops = Operands {
            a: read_operand(a),
            b: read_operand(b),
            c: write_operand(c),
            bias: bias.map(read_operand),
        };
        let dest = Dest::Stream(stream.lane());
        // The driver's errors on the way come back as cuBLASLt's (see `error_context`).
        crate::error_context::returning(|| {
            let on = (types, cfg, dest);
            matmul_on(*self.handle(), stream.dev(), on, ops, act, |_| Ok(ws))
        })
        .map(drop)
    }
}

impl MatmulShared for CudaBlasLT {
    fn handle(&self) -> &sys::cublasLtHandle_t {
        crate::cublaslt::MatmulShared::handle(&self.core)
    }

    fn workspace(&self) -> &Workspace {
        Workspace::of_core(crate::cublaslt::MatmulShared::workspace(&self.core))
    }

    fn stream(&self) -> &Arc<CudaStream> {
        &self.stream
    }
}

/// `Matmul<$t>` for `CudaBlasLT`: the CUDA types of `$t`, as cudarc has them.
macro_rules! matmul_impl {
    ($(#[$attr:meta])* $t:ty => $matrix:ident, $compute:ident) => {
        $(#[$attr])*
        impl Matmul<$t> for CudaBlasLT {
            fn matrix_type() -> sys::cudaDataType {
                sys::cudaDataType_t::$matrix
            }

            fn compute_type() -> sys::cublasComputeType_t {
                sys::cublasComputeType_t::$compute
            }
        }
    };
}

// f32 in TF32 tensor-core arithmetic, as cudarc computes it.
matmul_impl!(f32 => CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32);
matmul_impl!(
    #[cfg(feature = "f16")]
    half::f16 => CUDA_R_16F, CUBLAS_COMPUTE_32F
);
matmul_impl!(
    #[cfg(feature = "f16")]
    half::bf16 => CUDA_R_16BF, CUBLAS_COMPUTE_32F
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transc_is_refused_by_name_and_the_rest_carries_over() {
        let cfg = MatmulConfig {
            transa: true,
            transb: false,
            transc: false,
            m: 2,
            n: 3,
            k: 4,
            alpha: 0.5,
            lda: 4,
            ldb: 4,
            beta: 1.0,
            ldc: 2,
            stride_a: Some(8),
            stride_b: None,
            stride_c: Some(6),
            stride_bias: Some(2),
            batch_size: Some(5),
        };
        let core = cfg.checked("f32").unwrap();
        assert_eq!((core.transa, core.m, core.n, core.k), (true, 2, 3, 4));
        assert_eq!(
            (core.alpha, core.beta, core.lda, core.ldc),
            (0.5, 1.0, 4, 2)
        );
        assert_eq!(
            (core.stride_a, core.stride_c, core.batch_size),
            (Some(8), Some(6), Some(5))
        );
        assert_eq!((core.stride_b, core.stride_bias), (None, Some(2)));
        let e = MatmulConfig {
            transc: true,
            ..cfg
        }
        .checked("f32")
        .unwrap_err();
        assert_eq!(e.0, sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED);
        assert!(e.to_string().contains("transc is true"), "{e}");
    }
}
