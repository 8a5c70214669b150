//! cuBLASLt products as futures ([`AsyncDevice::matmul`], on the adapter's streams) and as
//! steps of composed operations ([`Ops::matmul`], on the chain's stream).

use super::run::Operands;
use super::{Activation, CudaBlasLT, Matmul, MatmulConfig};
use crate::r#async::{AsyncDevice, GpuFuture, Ops, Step};
use crate::cublaslt::result::CublasError;
use crate::driver::safe::port::Dest;
use crate::driver::{DevicePtr, DevicePtrMut, DriverError};

/// cuBLASLt products (feature `cublaslt`).
impl AsyncDevice {
    /// [`CudaBlasLT::checked_matmul`] on one of the adapter's streams: the same checks (a
    /// refusal is the `Err` returned at once, nothing enqueued), the same ordering with every
    /// other use of the buffers, each stream with its own workspace, and a future that
    /// resolves once the product ran. Enqueued by this call, not on first poll: a dropped or
    /// forgotten future changes nothing, and the buffers may be used or dropped as soon as the
    /// call returns.
    ///
    /// ```no_run
    /// use cuda_driver::cublaslt::{CudaBlasLT, MatmulConfig};
    /// # futures_lite::future::block_on(async {
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let blas = CudaBlasLT::new(dev)?;
    /// let a = adev.htod_copy(vec![1.0f32; 4]).await?;
    /// let mut c = adev.alloc_zeros::<f32>(4).await?;
    /// let cfg = MatmulConfig {
    ///     transa: false, transb: false, m: 2, n: 2, k: 2, alpha: 1.0, lda: 2, ldb: 2, beta: 0.0,
    ///     ldc: 2, stride_a: None, stride_b: None, stride_c: None, stride_bias: None,
    ///     batch_size: None,
    /// };
    /// adev.matmul(&blas, cfg, &a, &a, &mut c, None, None)?.await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    #[allow(clippy::too_many_arguments)]
    pub fn matmul<T, I: DevicePtr<T>, O: DevicePtrMut<T>>(
        &self,
        blas: &CudaBlasLT,
        cfg: MatmulConfig,
        a: &I,
        b: &I,
        c: &mut O,
        bias: Option<&I>,
        act: Option<&Activation>,
    ) -> Result<GpuFuture<()>, CublasError>
    where
        CudaBlasLT: Matmul<T>,
    {
        let r = blas.matmul_via(
            Dest::Pool {
                pool: self,
                follow: false,
            },
            cfg,
            Operands::of(a, b, c, bias),
            act,
        );
        r.map(|f| f.unwrap_or_else(|| GpuFuture::ready(Ok(()))))
    }
}

/// cuBLASLt products as steps of a composed operation (feature `cublaslt`).
impl Ops {
    /// [`CudaBlasLT::checked_matmul`] as a step of a chain, on the chain's stream, ordered like
    /// its other steps; hands `c` back. A refusal fails the chain with the `CublasError`'s
    /// message.
    ///
    /// ```no_run
    /// use cuda_driver::cublaslt::{Activation, CudaBlasLT, MatmulConfig};
    /// use cuda_driver::r#async::Op;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let blas = CudaBlasLT::new(dev)?;
    /// let ops = adev.ops();
    /// let (a, bias) = (adev.htod_copy(vec![1.0f32; 4]).wait()?, adev.htod_copy(vec![-5.0f32; 2]).wait()?);
    /// let mut c = adev.alloc_zeros::<f32>(4).wait()?;
    /// let cfg = MatmulConfig {
    ///     transa: false, transb: false, m: 2, n: 2, k: 2, alpha: 1.0, lda: 2, ldb: 2, beta: 0.0,
    ///     ldc: 2, stride_a: None, stride_b: None, stride_c: None, stride_bias: None,
    ///     batch_size: None,
    /// };
    /// // relu(A B + bias), then the download: one chain, awaited once.
    /// let relu = Activation::Relu;
    /// let out = ops
    ///     .matmul(&blas, cfg, &a, &a, &mut c, Some(&bias), Some(&relu))
    ///     .then(|c| ops.dtoh_copy(c))
    ///     .wait()?;
    /// assert_eq!(out, [0.0; 4]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[allow(clippy::too_many_arguments)]
    pub fn matmul<'a, T, I, O>(
        &self,
        blas: &'a CudaBlasLT,
        cfg: MatmulConfig,
        a: &'a I,
        b: &'a I,
        c: &'a mut O,
        bias: Option<&'a I>,
        act: Option<&'a Activation>,
    ) -> Step<'a, &'a mut O>
    where
        CudaBlasLT: Matmul<T>,
        I: DevicePtr<T> + Sync,
        O: DevicePtrMut<T> + Send,
    {
        self.step(move |s| {
            let ops = Operands::of(a, b, &mut *c, bias);
            blas.matmul_via(s.dest(), cfg, ops, act)
                .map_err(DriverError::from)?;
            Ok(c)
        })
    }
}
