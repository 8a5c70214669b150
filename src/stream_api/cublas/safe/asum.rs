//! [`Asum`] (cudarc 0.19's): sums of absolute values of f32 and f64.

use super::CudaBlas;
use crate::cublas::result::CublasError;
use crate::stream_api::driver::{DevicePtr, read_operand};
use core::ffi::c_int;

/// Configuration for [`Asum`]: `n` elements, `incx` apart (cudarc 0.19's).
///
/// ```
/// use cuda_driver::stream_api::cublas::AsumConfig;
/// let cfg = AsumConfig { n: 4, incx: 2 }; // elements 0, 2, 4 and 6
/// assert_eq!(cfg.n * cfg.incx, 8);
/// ```
#[derive(Debug, Copy, Clone)]
#[allow(missing_docs)]
pub struct AsumConfig {
    pub n: c_int,
    pub incx: c_int,
}

/// Sums of absolute values with elements of type `T` (cudarc 0.19's trait).
pub trait Asum<T> {
    /// Writes the sum of the absolute values of `cfg.n` elements of `x`, `cfg.incx` apart, to
    /// `result` (see [NVIDIA's docs](https://docs.nvidia.com/cuda/cublas/index.html#cublas-t-asum)),
    /// computed on the handle's stream after the earlier writes of `x` on any stream; returns
    /// once the sum is in `result`. Checked first: a negative `n`, an `incx` of 0, or a
    /// buffer too short for them is a `CUBLAS_STATUS_INVALID_VALUE` error naming it. Refused
    /// in the device pointer mode (`result` is host memory) and on a stream capturing a graph.
    ///
    /// # Safety
    ///
    /// Nothing beyond the safe call. It is `unsafe` only because cudarc's is.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::cublas::{Asum, AsumConfig, CudaBlas};
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = CudaBlas::new(stream.clone())?;
    /// let x = stream.clone_htod(&[-1.0f32, 2.0, -3.0])?;
    /// let mut sum = 0.0f32;
    /// // SAFETY: nothing to uphold (see # Safety).
    /// unsafe { blas.asum(AsumConfig { n: 3, incx: 1 }, &x, &mut sum) }?;
    /// assert_eq!(sum, 6.0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    unsafe fn asum<X: DevicePtr<T>>(
        &self,
        cfg: AsumConfig,
        x: &X,
        result: &mut T,
    ) -> Result<(), CublasError>;
}

/// `Asum<$t>` for `CudaBlas`: the crate's checked sum, on the handle's stream.
macro_rules! asum {
    ($t:ty) => {
        impl Asum<$t> for CudaBlas {
            unsafe fn asum<X: DevicePtr<$t>>(
                &self,
                cfg: AsumConfig,
                x: &X,
                result: &mut $t,
            ) -> Result<(), CublasError> {
                let lane = self.stream.lane();
                self.core
                    .asum_on(lane, (cfg.n, cfg.incx), read_operand(x), result)
            }
        }
    };
}

asum!(f32);
asum!(f64);
