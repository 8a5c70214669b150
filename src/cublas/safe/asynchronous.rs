//! The products as futures: [`AsyncDevice::gemm`], [`AsyncDevice::gemm_strided_batched`] and
//! [`AsyncDevice::gemv`], on the adapter's streams; and as steps of composed operations
//! ([`Ops::gemm`] and its siblings), on the chain's stream.

use super::CudaBlas;
use super::gemm::{GemmConfig, GemmScalar, GemvConfig, GemvScalar, StridedBatchedConfig};
use crate::r#async::{AsyncDevice, GpuFuture, Ops, Step};
use crate::cublas::result::CublasError;
use crate::driver::safe::port::{Dest, Operand};
use crate::driver::{DevicePtr, DevicePtrMut, DriverError};

/// The future of an async product (there is one whenever the product was enqueued).
fn future(r: Result<Option<GpuFuture<()>>, CublasError>) -> Result<GpuFuture<()>, CublasError> {
    r.map(|f| f.unwrap_or_else(|| GpuFuture::ready(Ok(()))))
}

/// cuBLAS products (feature `cublas`).
impl AsyncDevice {
    /// [`CudaBlas::checked_gemm`] on one of the adapter's streams: the same checks (a refusal
    /// is the `Err` returned at once, nothing enqueued), the same ordering with every other use
    /// of the buffers, and a future that resolves once the product ran. Like every async
    /// operation it is enqueued by this call, not on first poll: the buffers may be used,
    /// moved or dropped as soon as it returns, and a dropped or forgotten future changes
    /// nothing. The stream set with [`CudaBlas::set_stream`] is not used here; each of the
    /// adapter's streams gets its own workspace of the handle.
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, GemmConfig, sys::cublasOperation_t::CUBLAS_OP_N};
    /// # futures_lite::future::block_on(async {
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let blas = CudaBlas::new(dev)?;
    /// let a = adev.htod_copy(vec![1.0f32; 4]).await?;
    /// let mut c = adev.alloc_zeros::<f32>(4).await?;
    /// let cfg = GemmConfig { transa: CUBLAS_OP_N, transb: CUBLAS_OP_N, m: 2, n: 2, k: 2,
    ///     alpha: 1.0, lda: 2, ldb: 2, beta: 0.0, ldc: 2 };
    /// adev.gemm(&blas, cfg, &a, &a, &mut c)?.await?;
    /// assert_eq!(adev.dtoh_copy(&c).await?, [2.0; 4]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn gemm<T: GemmScalar, A: DevicePtr<T>, B: DevicePtr<T>, C: DevicePtrMut<T>>(
        &self,
        blas: &CudaBlas,
        cfg: GemmConfig<T>,
        a: &A,
        b: &B,
        c: &mut C,
    ) -> Result<GpuFuture<()>, CublasError> {
        future(blas.product(
            Dest::Pool {
                pool: self,
                follow: false,
            },
            cfg,
            None,
            Operand::read(a),
            Operand::read(b),
            Operand::write(c),
        ))
    }

    /// [`CudaBlas::checked_gemm_strided_batched`] on one of the adapter's streams, as
    /// [`gemm`](Self::gemm).
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, GemmConfig, StridedBatchedConfig};
    /// use cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
    /// # futures_lite::future::block_on(async {
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let blas = CudaBlas::new(dev)?;
    /// let a = adev.htod_copy(vec![1.0f64; 8]).await?;
    /// let mut c = adev.alloc_zeros::<f64>(8).await?;
    /// let gemm = GemmConfig { transa: CUBLAS_OP_N, transb: CUBLAS_OP_N, m: 2, n: 2, k: 2,
    ///     alpha: 1.0, lda: 2, ldb: 2, beta: 0.0, ldc: 2 };
    /// let cfg = StridedBatchedConfig { gemm, batch_size: 2, stride_a: 4, stride_b: 4, stride_c: 4 };
    /// adev.gemm_strided_batched(&blas, cfg, &a, &a, &mut c)?.await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn gemm_strided_batched<
        T: GemmScalar,
        A: DevicePtr<T>,
        B: DevicePtr<T>,
        C: DevicePtrMut<T>,
    >(
        &self,
        blas: &CudaBlas,
        cfg: StridedBatchedConfig<T>,
        a: &A,
        b: &B,
        c: &mut C,
    ) -> Result<GpuFuture<()>, CublasError> {
        let batch = Some((cfg.batch_size, [cfg.stride_a, cfg.stride_b, cfg.stride_c]));
        future(blas.product(
            Dest::Pool {
                pool: self,
                follow: false,
            },
            cfg.gemm,
            batch,
            Operand::read(a),
            Operand::read(b),
            Operand::write(c),
        ))
    }

    /// [`CudaBlas::checked_gemv`] on one of the adapter's streams, as [`gemm`](Self::gemm).
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, GemvConfig, sys::cublasOperation_t::CUBLAS_OP_N};
    /// # futures_lite::future::block_on(async {
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let blas = CudaBlas::new(dev)?;
    /// let (a, x) = (adev.htod_copy(vec![1.0f32; 4]).await?, adev.htod_copy(vec![1.0f32; 2]).await?);
    /// let mut y = adev.alloc_zeros::<f32>(2).await?;
    /// let cfg = GemvConfig { trans: CUBLAS_OP_N, m: 2, n: 2, alpha: 1.0, lda: 2, incx: 1, beta: 0.0, incy: 1 };
    /// adev.gemv(&blas, cfg, &a, &x, &mut y)?.await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn gemv<T: GemvScalar, A: DevicePtr<T>, X: DevicePtr<T>, Y: DevicePtrMut<T>>(
        &self,
        blas: &CudaBlas,
        cfg: GemvConfig<T>,
        a: &A,
        x: &X,
        y: &mut Y,
    ) -> Result<GpuFuture<()>, CublasError> {
        future(blas.gemv_via(
            Dest::Pool {
                pool: self,
                follow: false,
            },
            cfg,
            Operand::read(a),
            Operand::read(x),
            Operand::write(y),
        ))
    }
}

/// cuBLAS products as steps of a composed operation (feature `cublas`).
impl Ops {
    /// [`CudaBlas::checked_gemm`] as a step of a chain, on the chain's stream, ordered like its
    /// other steps; hands `c` back. A refusal (the checks) fails the chain with the
    /// `CublasError`'s message. In a chain captured with
    /// [`AsyncDevice::capture`], the product goes into
    /// the graph with the workspace it uses.
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, GemmConfig, sys::cublasOperation_t::CUBLAS_OP_N};
    /// use cuda_driver::r#async::Op;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let blas = CudaBlas::new(dev)?;
    /// let ops = adev.ops();
    /// let a = adev.htod_copy(vec![1.0f32; 4]).wait()?;
    /// let mut c = adev.alloc_zeros::<f32>(4).wait()?;
    /// let cfg = GemmConfig { transa: CUBLAS_OP_N, transb: CUBLAS_OP_N, m: 2, n: 2, k: 2,
    ///     alpha: 1.0, lda: 2, ldb: 2, beta: 0.0, ldc: 2 };
    /// // Multiply, then download: one chain, awaited once.
    /// let out = ops.gemm(&blas, cfg, &a, &a, &mut c).then(|c| ops.dtoh_copy(c)).wait()?;
    /// assert_eq!(out, [2.0; 4]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn gemm<'a, T, A, B, C>(
        &self,
        blas: &'a CudaBlas,
        cfg: GemmConfig<T>,
        a: &'a A,
        b: &'a B,
        c: &'a mut C,
    ) -> Step<'a, &'a mut C>
    where
        T: GemmScalar + Send + 'a,
        A: DevicePtr<T> + Sync,
        B: DevicePtr<T> + Sync,
        C: DevicePtrMut<T> + Send,
    {
        self.step(move |s| {
            let (a, b, w) = (Operand::read(a), Operand::read(b), Operand::write(&mut *c));
            blas.product(s.dest(), cfg, None, a, b, w)
                .map_err(DriverError::from)?;
            Ok(c)
        })
    }

    /// [`CudaBlas::checked_gemm_strided_batched`] as a step of a chain, as [`gemm`](Self::gemm).
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, GemmConfig, StridedBatchedConfig};
    /// use cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
    /// use cuda_driver::r#async::Op;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let blas = CudaBlas::new(dev)?;
    /// let a = adev.htod_copy(vec![1.0f32; 8]).wait()?;
    /// let mut c = adev.alloc_zeros::<f32>(8).wait()?;
    /// let gemm = GemmConfig { transa: CUBLAS_OP_N, transb: CUBLAS_OP_N, m: 2, n: 2, k: 2,
    ///     alpha: 1.0, lda: 2, ldb: 2, beta: 0.0, ldc: 2 };
    /// let cfg = StridedBatchedConfig { gemm, batch_size: 2, stride_a: 4, stride_b: 4, stride_c: 4 };
    /// adev.ops().gemm_strided_batched(&blas, cfg, &a, &a, &mut c).wait()?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn gemm_strided_batched<'a, T, A, B, C>(
        &self,
        blas: &'a CudaBlas,
        cfg: StridedBatchedConfig<T>,
        a: &'a A,
        b: &'a B,
        c: &'a mut C,
    ) -> Step<'a, &'a mut C>
    where
        T: GemmScalar + Send + 'a,
        A: DevicePtr<T> + Sync,
        B: DevicePtr<T> + Sync,
        C: DevicePtrMut<T> + Send,
    {
        self.step(move |s| {
            let batch = Some((cfg.batch_size, [cfg.stride_a, cfg.stride_b, cfg.stride_c]));
            let (a, b, w) = (Operand::read(a), Operand::read(b), Operand::write(&mut *c));
            blas.product(s.dest(), cfg.gemm, batch, a, b, w)
                .map_err(DriverError::from)?;
            Ok(c)
        })
    }

    /// [`CudaBlas::checked_gemv`] as a step of a chain, as [`gemm`](Self::gemm); hands `y`
    /// back.
    ///
    /// ```no_run
    /// use cuda_driver::cublas::{CudaBlas, GemvConfig, sys::cublasOperation_t::CUBLAS_OP_N};
    /// use cuda_driver::r#async::Op;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let blas = CudaBlas::new(dev)?;
    /// let (a, x) = (adev.htod_copy(vec![1.0f64; 4]).wait()?, adev.htod_copy(vec![1.0f64; 2]).wait()?);
    /// let mut y = adev.alloc_zeros::<f64>(2).wait()?;
    /// let cfg = GemvConfig { trans: CUBLAS_OP_N, m: 2, n: 2, alpha: 1.0, lda: 2, incx: 1, beta: 0.0, incy: 1 };
    /// adev.ops().gemv(&blas, cfg, &a, &x, &mut y).wait()?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn gemv<'a, T, A, X, Y>(
        &self,
        blas: &'a CudaBlas,
        cfg: GemvConfig<T>,
        a: &'a A,
        x: &'a X,
        y: &'a mut Y,
    ) -> Step<'a, &'a mut Y>
    where
        T: GemvScalar + Send + 'a,
        A: DevicePtr<T> + Sync,
        X: DevicePtr<T> + Sync,
        Y: DevicePtrMut<T> + Send,
    {
        self.step(move |s| {
            let (a, x, w) = (Operand::read(a), Operand::read(x), Operand::write(&mut *y));
            blas.gemv_via(s.dest(), cfg, a, x, w)
                .map_err(DriverError::from)?;
            Ok(y)
        })
    }
}
