//! [`Gemv`] (cudarc 0.19's): matrix-vector products of f32 and f64.

use super::CudaBlas;
use crate::cublas::result::CublasError;
use crate::stream_api::driver::{DevicePtr, DevicePtrMut, read_operand, write_operand};

pub use crate::cublas::GemvConfig;

/// Matrix-vector products with elements of type `T` (cudarc 0.19's trait).
pub trait Gemv<T> {
    /// `y = alpha * op(A) x + beta * y` on the handle's stream (see
    /// [NVIDIA's docs](https://docs.nvidia.com/cuda/cublas/index.html#cublas-t-gemv)).
    /// Checked against the buffers first: the dimensions, the leading dimension and the
    /// increments (an increment of 0 is refused; a negative one walks the vector from its end,
    /// as in BLAS), each refusal a `CUBLAS_STATUS_INVALID_VALUE` error naming the argument.
    ///
    /// # Safety
    ///
    /// Nothing beyond the safe call: the arguments are checked and the product is ordered
    /// with every other use of the buffers. It is `unsafe` only because cudarc's is.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::cublas::{CudaBlas, Gemv, GemvConfig, sys::cublasOperation_t::CUBLAS_OP_N};
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = CudaBlas::new(stream.clone())?;
    /// let (a, x) = (stream.clone_htod(&[2.0f32; 4])?, stream.clone_htod(&[1.0f32; 2])?);
    /// let mut y = stream.alloc_zeros::<f32>(1)?;
    /// let cfg = GemvConfig { trans: CUBLAS_OP_N, m: 2, n: 2, alpha: 1.0, lda: 2, incx: 1, beta: 0.0, incy: 1 };
    /// // y needs 2 elements: refused, naming y.
    /// let e = unsafe { blas.gemv(cfg, &a, &x, &mut y) }.unwrap_err();
    /// assert!(e.to_string().contains("y has"));
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

/// `Gemv<$t>` for `CudaBlas`: the crate's checked product, on the handle's stream.
macro_rules! gemv {
    ($t:ty) => {
        impl Gemv<$t> for CudaBlas {
            unsafe fn gemv<A: DevicePtr<$t>, X: DevicePtr<$t>, Y: DevicePtrMut<$t>>(
                &self,
                cfg: GemvConfig<$t>,
                a: &A,
                x: &X,
                y: &mut Y,
            ) -> Result<(), CublasError> {
                let (a, x, y) = (read_operand(a), read_operand(x), write_operand(y));
                self.core.gemv_via(self.dest(), cfg, a, x, y).map(drop)
            }
        }
    };
}

gemv!(f32);
gemv!(f64);
