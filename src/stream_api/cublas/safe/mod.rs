//! [`CudaBlas`] bound to a stream, and the products of cudarc 0.19's `cublas::safe`, one file
//! per trait as in cudarc: [`Gemm`], [`Gemv`], [`Asum`], [`GroupedGemm`].

mod asum;
mod gemm;
mod gemv;
mod grouped_gemm;

use crate::cublas::result::CublasError;
use crate::cublas::sys;
use crate::stream_api::driver::CudaStream;
use crate::stream_api::seam::Dest;
use std::sync::Arc;

pub use asum::{Asum, AsumConfig};
pub use gemm::{Gemm, GemmConfig, StridedBatchedConfig};
pub use gemv::{Gemv, GemvConfig};
pub use grouped_gemm::{GroupedGemm, GroupedGemmConfig, GroupedGemmDtype};

/// A cuBLAS handle whose products run on one stream (cudarc 0.19's): made with
/// [`new`](Self::new), moved to another stream with [`set_stream`](Self::set_stream).
///
/// It holds the crate's [`cublas::CudaBlas`](crate::cublas::CudaBlas): each product is
/// checked against its buffers and ordered with every other use of them as that one's are (see
/// the [module docs](super)), on this handle's stream.
///
/// # Which stream a product goes to
///
/// The handle's stream, whichever thread calls: the stream is the handle's, as in cudarc 0.19,
/// where `CudaBlas::new(stream)` binds a handle to a stream. It changes only through
/// [`set_stream`](Self::set_stream), which takes `&mut self`, so no product of another thread
/// can be in flight on the handle while it changes: a product goes wholly to the old stream or
/// wholly to the new one. (The `CudaDevice` API's `CudaBlas` keeps a setting per thread
/// instead, as its handles are shared by the threads of a device.) A product on a stream that
/// is capturing a graph is captured, as a kernel launched on that stream would be, whoever
/// calls: to keep the products of other threads out of a capture, give the capture a handle
/// of its own (`CudaBlas::new(capture_stream)`) rather than moving a shared one there.
///
/// `Send` and `Sync`: products from several threads take turns on the handle for the few
/// microseconds it takes to enqueue them.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::cublas::{CudaBlas, Gemv, GemvConfig, sys::cublasOperation_t::CUBLAS_OP_N};
/// use cuda_driver::stream_api::driver::CudaContext;
///
/// let stream = CudaContext::new(0)?.new_stream()?;
/// let blas = CudaBlas::new(stream.clone())?;
/// // y = A x for the 2x2 identity, column-major.
/// let a = stream.clone_htod(&[1.0f64, 0.0, 0.0, 1.0])?;
/// let x = stream.clone_htod(&[3.0f64, 4.0])?;
/// let mut y = stream.alloc_zeros::<f64>(2)?;
/// let cfg = GemvConfig { trans: CUBLAS_OP_N, m: 2, n: 2, alpha: 1.0, lda: 2, incx: 1, beta: 0.0, incy: 1 };
/// // SAFETY: nothing to uphold: the product is checked against the buffers.
/// unsafe { blas.gemv(cfg, &a, &x, &mut y) }?;
/// assert_eq!(stream.clone_dtoh(&y)?, [3.0, 4.0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct CudaBlas {
    core: crate::cublas::CudaBlas,
    stream: Arc<CudaStream>,
}

impl CudaBlas {
    /// A cuBLAS handle on `stream`'s device whose products run on `stream`. The raw handle's
    /// stream is set to it too, as cudarc does.
    ///
    /// Fails with the loader's message (every path tried, and `CUDA_DRIVER_CUBLAS_PATH`) when
    /// cuBLAS cannot be loaded.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = cuda_driver::stream_api::cublas::CudaBlas::new(stream)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(stream: Arc<CudaStream>) -> Result<Self, CublasError> {
        let core = crate::cublas::CudaBlas::new(stream.dev().clone())?;
        core.point_at(stream.lane())?;
        Ok(CudaBlas { core, stream })
    }

    /// The raw handle (cudarc's), set to the handle's stream and its workspace. Calls made with
    /// it directly are not checked or ordered by the crate (order their buffers with
    /// [`DevicePtr::device_ptr`](crate::stream_api::driver::DevicePtr::device_ptr) on the
    /// handle's stream), and must not run while another thread uses this `CudaBlas`. Change
    /// neither its stream, its workspace nor its pointer mode through it (see
    /// [`set_pointer_mode`](Self::set_pointer_mode)).
    ///
    /// ```no_run
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = cuda_driver::stream_api::cublas::CudaBlas::new(stream)?;
    /// assert!(!blas.handle().is_null());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn handle(&self) -> &sys::cublasHandle_t {
        self.core.handle()
    }

    /// Sends the handle's later products to `stream` (a stream of the same device), and sets
    /// the raw handle's stream to it. The workspace of the stream left goes once the products
    /// that used it have run.
    ///
    /// # Safety
    ///
    /// Nothing to uphold: products on `stream` are ordered with every other use of their
    /// buffers, as on any stream. It is `unsafe` only because cudarc's is. A stream of another
    /// device is refused.
    ///
    /// ```no_run
    /// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let mut blas = cuda_driver::stream_api::cublas::CudaBlas::new(ctx.default_stream())?;
    /// // SAFETY: nothing to uphold (see # Safety).
    /// unsafe { blas.set_stream(ctx.new_stream()?) }?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn set_stream(&mut self, stream: Arc<CudaStream>) -> Result<(), CublasError> {
        self.core.point_at(stream.lane())?;
        let old = std::mem::replace(&mut self.stream, stream);
        if !old.lane().same_as(self.stream.lane()) {
            self.core.release_workspace(old.lane());
        }
        Ok(())
    }

    /// Sets whether `alpha` and `beta` are read from host or device memory, for calls made
    /// with [`handle`](Self::handle). The products of the traits take their scalars from the
    /// host (and [`Asum`] writes its sum there): they refuse to run while the mode is
    /// `CUBLAS_POINTER_MODE_DEVICE`, where cuBLAS would take host memory for device memory.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::cublas::sys::cublasPointerMode_t as Mode;
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = cuda_driver::stream_api::cublas::CudaBlas::new(stream)?;
    /// blas.set_pointer_mode(Mode::CUBLAS_POINTER_MODE_DEVICE)?;
    /// assert_eq!(blas.get_pointer_mode()?, Mode::CUBLAS_POINTER_MODE_DEVICE);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_pointer_mode(
        &self,
        pointer_mode: sys::cublasPointerMode_t,
    ) -> Result<(), CublasError> {
        self.core.set_pointer_mode(pointer_mode)
    }

    /// The handle's pointer mode (see [`set_pointer_mode`](Self::set_pointer_mode)).
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::cublas::sys::cublasPointerMode_t as Mode;
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = cuda_driver::stream_api::cublas::CudaBlas::new(stream)?;
    /// assert_eq!(blas.get_pointer_mode()?, Mode::CUBLAS_POINTER_MODE_HOST);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_pointer_mode(&self) -> Result<sys::cublasPointerMode_t, CublasError> {
        self.core.get_pointer_mode()
    }

    /// Where this handle's products go: its stream.
    fn dest<P>(&self) -> Dest<'_, P> {
        Dest::Stream(self.stream.lane())
    }
}
