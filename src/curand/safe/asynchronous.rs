//! Fills as futures: [`AsyncDevice::fill_with_uniform`], [`AsyncDevice::fill_with_normal`] and
//! [`AsyncDevice::fill_with_log_normal`], on the adapter's streams; and as steps of composed
//! operations ([`Ops::fill_with_uniform`] and its siblings), on the chain's stream.

use super::CudaRng;
use crate::r#async::{AsyncDevice, GpuFuture, Ops, Step};
use crate::curand::result::{CurandError, LogNormalFill, NormalFill, UniformFill};
use crate::curand::sys;
use crate::driver::safe::port::{Dest, Operand};
use crate::driver::{DevicePtrMut, DriverError};

/// The future of an async fill (there is one whenever the fill was enqueued).
fn future(r: Result<Option<GpuFuture<()>>, CurandError>) -> Result<GpuFuture<()>, CurandError> {
    r.map(|f| f.unwrap_or_else(|| GpuFuture::ready(Ok(()))))
}

/// cuRAND fills (feature `curand`).
impl AsyncDevice {
    /// [`CudaRng::fill_with_uniform`] on one of the adapter's streams: the same checks (a
    /// refusal is the `Err` returned at once, nothing enqueued), the same ordering with every
    /// other use of the buffer and with the generator's other fills, and a future that
    /// resolves once the numbers are written. Enqueued by this call, not on first poll: a
    /// dropped or forgotten future changes nothing, and the buffer may be used or dropped as
    /// soon as the call returns.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let rng = cuda_driver::curand::CudaRng::new(7, dev)?;
    /// let mut x = adev.alloc_zeros::<f32>(1 << 20).await?;
    /// adev.fill_with_uniform(&rng, &mut x)?.await?;
    /// assert!(adev.dtoh_copy(&x).await?.iter().all(|&v| v > 0.0 && v <= 1.0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn fill_with_uniform<T, Dst: DevicePtrMut<T>>(
        &self,
        rng: &CudaRng,
        dst: &mut Dst,
    ) -> Result<GpuFuture<()>, CurandError>
    where
        sys::curandGenerator_t: UniformFill<T>,
    {
        let pool = Dest::Pool {
            pool: self,
            follow: true,
        };
        future(rng.uniform_at(pool, Operand::write(dst)))
    }

    /// [`CudaRng::fill_with_normal`] on one of the adapter's streams, as
    /// [`fill_with_uniform`](Self::fill_with_uniform).
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let rng = cuda_driver::curand::CudaRng::new(7, dev)?;
    /// let mut x = adev.alloc_zeros::<f64>(1000).await?;
    /// adev.fill_with_normal(&rng, &mut x, 0.0, 1.0)?.await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn fill_with_normal<T, Dst: DevicePtrMut<T>>(
        &self,
        rng: &CudaRng,
        dst: &mut Dst,
        mean: T,
        std: T,
    ) -> Result<GpuFuture<()>, CurandError>
    where
        sys::curandGenerator_t: NormalFill<T>,
    {
        let pool = Dest::Pool {
            pool: self,
            follow: true,
        };
        future(rng.normal_at(pool, Operand::write(dst), mean, std))
    }

    /// [`CudaRng::fill_with_log_normal`] on one of the adapter's streams, as
    /// [`fill_with_uniform`](Self::fill_with_uniform).
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let rng = cuda_driver::curand::CudaRng::new(7, dev)?;
    /// let mut x = adev.alloc_zeros::<f32>(1000).await?;
    /// adev.fill_with_log_normal(&rng, &mut x, 0.0, 0.5)?.await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn fill_with_log_normal<T, Dst: DevicePtrMut<T>>(
        &self,
        rng: &CudaRng,
        dst: &mut Dst,
        mean: T,
        std: T,
    ) -> Result<GpuFuture<()>, CurandError>
    where
        sys::curandGenerator_t: LogNormalFill<T>,
    {
        let pool = Dest::Pool {
            pool: self,
            follow: true,
        };
        future(rng.log_normal_at(pool, Operand::write(dst), mean, std))
    }
}

/// cuRAND fills as steps of a composed operation (feature `curand`).
impl Ops {
    /// [`CudaRng::fill_with_uniform`] as a step of a chain, on the chain's stream, ordered like
    /// its other steps; hands `dst` back. A refusal fails the chain with the `CurandError`'s
    /// message. In a chain captured with [`AsyncDevice::capture`], the fill goes into the
    /// graph: each replay runs it again, advancing the generator's state on the device, so
    /// each replay writes new numbers, ordered with the generator's other fills. The graph
    /// keeps the generator alive: it is destroyed once the `CudaRng` and every graph that
    /// captured one of its fills are gone. cuRAND sets a generator up on its first fill
    /// after [`CudaRng::new`], `set_seed` or `set_offset`, with work a capture cannot hold: fill
    /// once outside the capture first, or the capture fails with an error saying so.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let rng = cuda_driver::curand::CudaRng::new(7, dev)?;
    /// let ops = adev.ops();
    /// let mut x = adev.alloc_zeros::<f32>(1024).wait()?;
    /// // Fill, then download: one chain, awaited once.
    /// let v = ops.fill_with_uniform(&rng, &mut x).then(|x| ops.dtoh_copy(x)).wait()?;
    /// assert!(v.iter().all(|&v| v > 0.0 && v <= 1.0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fill_with_uniform<'a, T, Dst: DevicePtrMut<T> + Send>(
        &self,
        rng: &'a CudaRng,
        dst: &'a mut Dst,
    ) -> Step<'a, &'a mut Dst>
    where
        sys::curandGenerator_t: UniformFill<T>,
    {
        self.step(move |s| {
            rng.uniform_at(s.dest(), Operand::write(&mut *dst))
                .map_err(DriverError::from)?;
            Ok(dst)
        })
    }

    /// [`CudaRng::fill_with_normal`] as a step of a chain, as
    /// [`fill_with_uniform`](Self::fill_with_uniform).
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let rng = cuda_driver::curand::CudaRng::new(7, dev)?;
    /// let mut x = adev.alloc_zeros::<f64>(1024).wait()?;
    /// adev.ops().fill_with_normal(&rng, &mut x, 0.0, 1.0).wait()?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fill_with_normal<'a, T: Send + 'a, Dst: DevicePtrMut<T> + Send>(
        &self,
        rng: &'a CudaRng,
        dst: &'a mut Dst,
        mean: T,
        std: T,
    ) -> Step<'a, &'a mut Dst>
    where
        sys::curandGenerator_t: NormalFill<T>,
    {
        self.step(move |s| {
            rng.normal_at(s.dest(), Operand::write(&mut *dst), mean, std)
                .map_err(DriverError::from)?;
            Ok(dst)
        })
    }

    /// [`CudaRng::fill_with_log_normal`] as a step of a chain, as
    /// [`fill_with_uniform`](Self::fill_with_uniform).
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let rng = cuda_driver::curand::CudaRng::new(7, dev)?;
    /// let mut x = adev.alloc_zeros::<f32>(1024).wait()?;
    /// adev.ops().fill_with_log_normal(&rng, &mut x, 0.0, 0.5).wait()?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fill_with_log_normal<'a, T: Send + 'a, Dst: DevicePtrMut<T> + Send>(
        &self,
        rng: &'a CudaRng,
        dst: &'a mut Dst,
        mean: T,
        std: T,
    ) -> Step<'a, &'a mut Dst>
    where
        sys::curandGenerator_t: LogNormalFill<T>,
    {
        self.step(move |s| {
            rng.log_normal_at(s.dest(), Operand::write(&mut *dst), mean, std)
                .map_err(DriverError::from)?;
            Ok(dst)
        })
    }
}
