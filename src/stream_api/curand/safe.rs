//! [`CudaRng`] (cudarc 0.19's): a generator whose fills run on a stream.

use crate::curand::result::{CurandError, LogNormalFill, NormalFill, UniformFill};
use crate::curand::sys;
use crate::stream_api::driver::{CudaStream, DevicePtrMut, write_operand};
use crate::stream_api::seam::Dest;
use std::sync::Arc;

/// A cuRAND pseudo-random generator (the default kind, XORWOW) whose fills run on one stream
/// (cudarc 0.19's): uniform, normal and log-normal numbers.
///
/// It holds the crate's [`curand::CudaRng`](crate::curand::CudaRng): each fill is checked and
/// ordered as that one's are (see the [module docs](super)), on this generator's stream. The
/// stream is the generator's, changed only by [`set_stream`](Self::set_stream) (`&mut self`),
/// so a fill goes wholly to one stream.
///
/// The first fill after [`new`](Self::new), [`set_seed`](Self::set_seed) or
/// [`set_offset`](Self::set_offset) makes cuRAND set the generator up, which synchronizes the
/// device: it waits until no graph capture of the device is open on another thread, and fails
/// inside a capture (fill once before capturing). See
/// [`curand::CudaRng`](crate::curand::CudaRng).
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::curand::CudaRng;
/// use cuda_driver::stream_api::driver::CudaContext;
///
/// let stream = CudaContext::new(0)?.new_stream()?;
/// let mut rng = CudaRng::new(0, stream.clone())?;
/// let mut a = stream.alloc_zeros::<f64>(1000)?;
/// rng.fill_with_uniform(&mut a)?;
/// rng.set_seed(7)?;
/// rng.fill_with_log_normal(&mut a, 0.0, 0.5)?;
/// assert!(stream.clone_dtoh(&a)?.iter().all(|&x| x > 0.0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct CudaRng {
    core: crate::curand::CudaRng,
    stream: Arc<CudaStream>,
}

impl CudaRng {
    /// A generator on `stream`'s device, seeded with `seed`, whose fills run on `stream`.
    ///
    /// Fails with the loader's message (every path tried, and `CUDA_DRIVER_CURAND_PATH`) when
    /// cuRAND cannot be loaded.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let rng = cuda_driver::stream_api::curand::CudaRng::new(1234, stream)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(seed: u64, stream: Arc<CudaStream>) -> Result<Self, CurandError> {
        let core = crate::curand::CudaRng::new(seed, stream.dev().clone())?;
        Ok(CudaRng { core, stream })
    }

    /// Sends the later fills to `stream`.
    ///
    /// # Safety
    ///
    /// Nothing to uphold: fills on `stream` are ordered with every other use of their buffers
    /// and with the generator's earlier fills on any stream. It is `unsafe` only because
    /// cudarc's is. A stream of another device is refused (at the next fill, which returns the
    /// error).
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let mut rng = cuda_driver::stream_api::curand::CudaRng::new(0, ctx.default_stream())?;
    /// // SAFETY: nothing to uphold (see # Safety).
    /// unsafe { rng.set_stream(ctx.new_stream()?) }?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn set_stream(&mut self, stream: Arc<CudaStream>) -> Result<(), CurandError> {
        self.stream = stream;
        Ok(())
    }

    /// Sets the seed: the next fill takes the sequence of that seed from the generator's
    /// current offset (see [`curand::CudaRng::set_seed`](crate::curand::CudaRng::set_seed)).
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut rng = cuda_driver::stream_api::curand::CudaRng::new(0, stream)?;
    /// rng.set_seed(99)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_seed(&mut self, seed: u64) -> Result<(), CurandError> {
        self.core.set_seed(seed)
    }

    /// Sets the offset: the next fill starts that many numbers into the seed's sequence.
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut rng = cuda_driver::stream_api::curand::CudaRng::new(0, stream)?;
    /// rng.set_offset(1 << 20)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_offset(&mut self, offset: u64) -> Result<(), CurandError> {
        self.core.set_offset(offset)
    }

    /// Fills `dst` with uniform numbers on the generator's stream: in (0, 1] for `f32` and
    /// `f64`, every bit random for `u32` (`u64` is cudarc's too, but cuRAND makes it only with
    /// 64-bit quasi-random generators: `CURAND_STATUS_TYPE_ERROR` here).
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let rng = cuda_driver::stream_api::curand::CudaRng::new(0, stream.clone())?;
    /// let mut a = stream.alloc_zeros::<f32>(100)?;
    /// rng.fill_with_uniform(&mut a)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fill_with_uniform<T, Dst: DevicePtrMut<T>>(
        &self,
        dst: &mut Dst,
    ) -> Result<(), CurandError>
    where
        sys::curandGenerator_t: UniformFill<T>,
    {
        let dest = Dest::Stream(self.stream.lane());
        self.core.uniform_at(dest, write_operand(dst)).map(drop)
    }

    /// Fills `dst` with normal numbers of `mean` and standard deviation `std` on the
    /// generator's stream. cuRAND makes them in pairs: an odd length is refused
    /// (`CURAND_STATUS_LENGTH_NOT_MULTIPLE`, naming the length), and so is a view that starts
    /// at an odd element (`CURAND_STATUS_OUT_OF_RANGE`, naming the address).
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let rng = cuda_driver::stream_api::curand::CudaRng::new(0, stream.clone())?;
    /// let mut a = stream.alloc_zeros::<f32>(100)?;
    /// rng.fill_with_normal(&mut a, 0.0, 1.0)?;
    /// let mut odd = stream.alloc_zeros::<f32>(101)?;
    /// assert!(rng.fill_with_normal(&mut odd, 0.0, 1.0).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fill_with_normal<T, Dst: DevicePtrMut<T>>(
        &self,
        dst: &mut Dst,
        mean: T,
        std: T,
    ) -> Result<(), CurandError>
    where
        sys::curandGenerator_t: NormalFill<T>,
    {
        let dest = Dest::Stream(self.stream.lane());
        self.core
            .normal_at(dest, write_operand(dst), mean, std)
            .map(drop)
    }

    /// Fills `dst` with log-normal numbers (`exp` of normal numbers of `mean` and standard
    /// deviation `std`) on the generator's stream; checked as
    /// [`fill_with_normal`](Self::fill_with_normal).
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let rng = cuda_driver::stream_api::curand::CudaRng::new(0, stream.clone())?;
    /// let mut a = stream.alloc_zeros::<f64>(100)?;
    /// rng.fill_with_log_normal(&mut a, 0.0, 1.0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fill_with_log_normal<T, Dst: DevicePtrMut<T>>(
        &self,
        dst: &mut Dst,
        mean: T,
        std: T,
    ) -> Result<(), CurandError>
    where
        sys::curandGenerator_t: LogNormalFill<T>,
    {
        let dest = Dest::Stream(self.stream.lane());
        self.core
            .log_normal_at(dest, write_operand(dst), mean, std)
            .map(drop)
    }
}
