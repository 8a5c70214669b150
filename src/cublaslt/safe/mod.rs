//! [`CudaBlasLT`]: a cuBLASLt handle of one device, running checked matrix products in order
//! with every other use of their buffers; cudarc 0.13's `cublaslt::safe` types.

mod asynchronous;
mod checks;
mod descriptors;
mod run;
mod types;

use super::result::{self, CublasError};
use super::sys;
use crate::r#async::{AsyncDevice, GpuFuture};
use crate::driver::safe::port::{Dest, Stream, lock};
use crate::driver::sys::CUstream;
use crate::driver::{CudaDevice, DevicePtr, DevicePtrMut};
pub(crate) use run::{Operands, Types, matmul_on};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub use types::{Activation, MatmulConfig, Workspace};

/// A cuBLASLt handle of one device, with a workspace for each stream its products run on:
/// cudarc 0.13's `CudaBlasLT`.
///
/// 1. Create with [`CudaBlasLT::new`].
/// 2. Multiply with [`checked_matmul`](Self::checked_matmul) (safe) or [`Matmul::matmul`]
///    (cudarc's, `unsafe` but as checked): `f32`, and `half::f16` and `half::bf16` with the
///    feature `f16`.
///
/// Each product checks its arguments against its buffers before any cuBLASLt call (see
/// [`checked_matmul`](Self::checked_matmul)) and runs on the calling thread's stream of the
/// device (see [`CudaDevice`]'s streams and threads), ordered like a kernel launch: after
/// every earlier use of its buffers on any stream, and every later use (their frees included)
/// waits for it. A, B and the bias are read, C is written.
///
/// cuBLASLt writes a workspace in every product, so a product needs one that no product
/// running at the same time uses. The handle keeps one per stream (32 MiB on compute
/// capability 9 and later, else 4 MiB, as NVIDIA recommends and cudarc allocates), made on
/// the first product on that stream; products of several threads run side by side on their
/// own streams, each with its workspace. The main stream's is made in [`new`](Self::new) and
/// is the one [`MatmulShared::workspace`] returns.
///
/// `Send` and `Sync`: products may be run from several threads at once with one handle.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::cublaslt::{CudaBlasLT, MatmulConfig};
/// use cuda_driver::driver::CudaDevice;
///
/// let dev = CudaDevice::new(0)?;
/// let blas = CudaBlasLT::new(dev.clone())?;
/// // C (2 x 2) = A (2 x 3) * B (3 x 2), column-major.
/// let a = dev.htod_sync_copy(&[1.0f32, 4.0, 2.0, 5.0, 3.0, 6.0])?;
/// let b = dev.htod_sync_copy(&[1.0f32, 0.0, 0.0, 0.0, 1.0, 0.0])?;
/// let mut c = dev.alloc_zeros::<f32>(4)?;
/// let cfg = MatmulConfig {
///     transa: false, transb: false, m: 2, n: 2, k: 3, alpha: 1.0, lda: 2, ldb: 3, beta: 0.0,
///     ldc: 2, stride_a: None, stride_b: None, stride_c: None, stride_bias: None,
///     batch_size: None,
/// };
/// blas.checked_matmul(cfg, &a, &b, &mut c, None, None)?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [1.0, 4.0, 2.0, 5.0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct CudaBlasLT {
    handle: sys::cublasLtHandle_t,
    /// The device's main stream, which [`MatmulShared::stream`] returns.
    main: CUstream,
    /// The main stream's workspace.
    workspace: Workspace,
    /// The other streams' workspaces, by stream handle. A device keeps each of its streams
    /// until it is dropped, so there are as many as streams that ran a product. Every product
    /// writes its workspace through the ordering, so a workspace is reused in order even if a
    /// stream handle ever named another stream.
    others: Mutex<HashMap<usize, Arc<Workspace>>>,
    device: Arc<CudaDevice>,
}

// SAFETY: cuBLAS's functions may be called from several host threads, even with one handle
// (NVIDIA's cuBLAS documentation, "Thread Safety"), and a cuBLASLt handle carries no state of a
// call: the stream, the workspace and the descriptions are arguments of each (the descriptions
// are each call's own here). The handle's settings never change after `new`, every call makes
// the device's context current first, and the workspaces are behind a `Mutex` and ordered by
// the crate's tracking.
unsafe impl Send for CudaBlasLT {}
// SAFETY: as for `Send`.
unsafe impl Sync for CudaBlasLT {}

impl CudaBlasLT {
    /// A cuBLASLt handle on `device`, with the main stream's workspace.
    ///
    /// Fails with the loader's message (every path tried, and `CUDA_DRIVER_CUBLASLT_PATH`)
    /// when cuBLASLt cannot be loaded.
    ///
    /// ```no_run
    /// let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = cuda_driver::cublaslt::CudaBlasLT::new(dev)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(device: Arc<CudaDevice>) -> Result<Self, CublasError> {
        // The driver's errors on the way come back as cuBLASLt's (see `error_context`).
        crate::error_context::returning(|| {
            device.check_and_make_current()?;
            let workspace = Workspace::new(device.clone())?;
            let handle = result::create_handle()?;
            Ok(CudaBlasLT {
                handle,
                main: Stream::main_of(&device).raw(),
                workspace,
                others: Mutex::new(HashMap::new()),
                device,
            })
        })
    }

    /// The device the handle belongs to.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = cuda_driver::cublaslt::CudaBlasLT::new(dev.clone())?;
    /// assert_eq!(blas.device().ordinal(), dev.ordinal());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.device
    }

    /// `C = alpha * op(A) op(B) + beta * C`, then the bias (added to every column: `m`
    /// elements per batch) and the activation, as [`Matmul::matmul`] computes it, but safe:
    /// every argument is checked first, and a refusal is a [`CublasError`] of code
    /// `CUBLAS_STATUS_INVALID_VALUE` whose message names the argument and the numbers, with
    /// nothing enqueued.
    ///
    /// Matrices are column-major, as cuBLASLt has them: A is `m` x `k` (`k` x `m` read
    /// transposed with `transa`), B `k` x `n` (`n` x `k` with `transb`), C `m` x `n`; the
    /// leading dimensions are at least the rows of the matrix as stored. With a batch size and
    /// a stride, a matrix is a batch of them, `stride` elements apart (as cudarc, a stride
    /// without a batch size, or the reverse, is one matrix). The checks:
    ///
    /// - `m`, `n` or the batch size 0: nothing to compute, `Ok` at once; `k` 0 is refused.
    /// - Every buffer holds what its layout reaches: `stride * (batch_size - 1) +
    ///   ld * (cols - 1) + rows` elements; the bias `stride_bias * (batch_size - 1) + m`.
    /// - No negative stride or batch size. A stride of 0 for A or B uses one matrix for every
    ///   batch; C's batches must not overlap (one after another, or side by side in each
    ///   column), and a batched A or B needs a batched C.
    /// - Every buffer belongs to this handle's [`CudaDevice`] object.
    ///
    /// ```no_run
    /// use cuda_driver::cublaslt::{Activation, CudaBlasLT, MatmulConfig};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = CudaBlasLT::new(dev.clone())?;
    /// let (m, n, k) = (64, 32, 16);
    /// let a = dev.alloc_zeros::<f32>(m * k)?;
    /// let b = dev.alloc_zeros::<f32>(k * n)?;
    /// let bias = dev.alloc_zeros::<f32>(m)?;
    /// let mut c = dev.alloc_zeros::<f32>(m * n)?;
    /// let cfg = MatmulConfig {
    ///     transa: false, transb: false, m: m as u64, n: n as u64, k: k as u64, alpha: 1.0,
    ///     lda: m as i64, ldb: k as i64, beta: 0.0, ldc: m as i64, stride_a: None,
    ///     stride_b: None, stride_c: None, stride_bias: None, batch_size: None,
    /// };
    /// blas.checked_matmul(cfg, &a, &b, &mut c, Some(&bias), Some(&Activation::Relu))?;
    /// // One element short: refused, naming C and the numbers.
    /// let mut short = dev.alloc_zeros::<f32>(m * n - 1)?;
    /// let e = blas.checked_matmul(cfg, &a, &b, &mut short, None, None).unwrap_err();
    /// assert!(e.to_string().contains("C holds 2047 elements"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn checked_matmul<T, I: DevicePtr<T>, O: DevicePtrMut<T>>(
        &self,
        cfg: MatmulConfig,
        a: &I,
        b: &I,
        c: &mut O,
        bias: Option<&I>,
        act: Option<&Activation>,
    ) -> Result<(), CublasError>
    where
        Self: Matmul<T>,
    {
        let ops = Operands::of(a, b, c, bias);
        self.matmul_via(Dest::Thread, cfg, ops, act).map(drop)
    }

    /// [`checked_matmul`](Self::checked_matmul) at `dest` (see [`Dest`]).
    fn matmul_via<T>(
        &self,
        dest: Dest<'_, AsyncDevice>,
        cfg: MatmulConfig,
        ops: Operands<'_, T>,
        act: Option<&Activation>,
    ) -> Result<Option<GpuFuture<()>>, CublasError>
    where
        Self: Matmul<T>,
    {
        let types = Types {
            matrix: <Self as Matmul<T>>::matrix_type(),
            compute: <Self as Matmul<T>>::compute_type(),
            name: std::any::type_name::<T>(),
        };
        // The driver's errors on the way come back as cuBLASLt's (see `error_context`).
        let r = crate::error_context::returning(|| {
            matmul_on(
                self.handle,
                &self.device,
                (types, cfg, dest),
                ops,
                act,
                |ps| self.workspace_for(ps),
            )
        });
        // A step's capture is the chain's, which the step holds to (refused otherwise).
        if let Dest::Step(ps, true) = dest {
            // The graph keeps the workspace it used alive; the capturing stream goes away with
            // the capture, so its workspace leaves the handle now.
            lock(&self.others).remove(&(ps.raw() as usize));
        }
        r
    }

    /// The workspace of `ps`: the main stream's, or one of another stream, made on its first
    /// product.
    fn workspace_for(&self, ps: &Stream) -> Result<Picked<'_>, CublasError> {
        let raw = ps.raw();
        if raw == self.main {
            return Ok(Picked::Main(&self.workspace));
        }
        let mut others = lock(&self.others);
        if let Some(w) = others.get(&(raw as usize)) {
            return Ok(Picked::Other(w.clone()));
        }
        let w = Arc::new(Workspace::new(self.device.clone())?);
        others.insert(raw as usize, w.clone());
        Ok(Picked::Other(w))
    }
}

/// A stream's workspace, as [`CudaBlasLT::workspace_for`] finds it.
enum Picked<'a> {
    Main(&'a Workspace),
    Other(Arc<Workspace>),
}

impl std::ops::Deref for Picked<'_> {
    type Target = Workspace;
    fn deref(&self) -> &Workspace {
        match self {
            Picked::Main(w) => w,
            Picked::Other(w) => w,
        }
    }
}

impl Drop for CudaBlasLT {
    /// Waits for the last product on each workspace (a read of one byte of it, ordered after
    /// the last product that wrote it, as every product does), then destroys the handle (put
    /// off while a graph capture on the device is open, on any thread, until the last one
    /// ends: the destroy would invalidate it); the workspaces then go as any buffer does.
    /// Never panics: errors go to the device's next
    /// fallible call, and a handle whose products may still run is leaked rather than
    /// destroyed under them.
    fn drop(&mut self) {
        let handle = std::mem::replace(&mut self.handle, std::ptr::null_mut());
        if handle.is_null() {
            return;
        }
        let others = self.others.get_mut().unwrap_or_else(|p| p.into_inner());
        let mut waited = self
            .device
            .dtoh_sync_copy(&self.workspace.buffer.slice(..1));
        for w in others.values() {
            waited = waited.and_then(|_| self.device.dtoh_sync_copy(&w.buffer.slice(..1)));
        }
        if let Err(e) = waited {
            self.device.defer_error(e);
            return;
        }
        // cuBLASLt's destroy would invalidate a graph capture in progress on the device: while
        // one is open, on any thread, it is put off until the last one ends.
        let handle = Handle(handle);
        let device = self.device.clone();
        self.device.after_captures(move || {
            let handle = handle.get();
            match device.make_current() {
                // SAFETY: our live handle, used by no one else (its `CudaBlasLT` is gone), not
                // used again; no product of it can still run (each wrote a workspace, and the
                // reads above waited for the last of each).
                Ok(()) => match unsafe { result::destroy_handle(handle) } {
                    Ok(()) => {}
                    Err(e) => device.defer_error(e.into()),
                },
                Err(e) => device.defer_error(e),
            }
        });
    }
}

/// A handle on its way to being destroyed, perhaps on another thread (see `CudaBlasLT`'s
/// drop).
struct Handle(sys::cublasLtHandle_t);

// SAFETY: cuBLASLt's handles may be used from any thread; this one by its destroy only.
unsafe impl Send for Handle {}

impl Handle {
    fn get(&self) -> sys::cublasLtHandle_t {
        self.0
    }
}

/// What [`Matmul`] needs of a handle (cudarc's trait).
pub trait MatmulShared {
    /// The cuBLASLt handle.
    fn handle(&self) -> &sys::cublasLtHandle_t;

    /// The workspace (for [`CudaBlasLT`], the main stream's).
    fn workspace(&self) -> &Workspace;

    /// The stream (for [`CudaBlasLT`], the device's main stream; products run on the calling
    /// thread's stream of the device, as every call does).
    fn stream(&self) -> &CUstream;
}

/// Matrix products with elements of type `T` (cudarc's trait).
pub trait Matmul<T>: MatmulShared {
    /// The CUDA type of `T`.
    fn matrix_type() -> sys::cudaDataType;

    /// The CUDA type the product is computed in.
    fn compute_type() -> sys::cublasComputeType_t;

    /// `C = alpha * op(A) op(B) + beta * C`, then the epilogue: the bias added to every column
    /// and the activation (see
    /// [NVIDIA's docs](https://docs.nvidia.com/cuda/cublas/index.html#cublasltmatmul)).
    /// Checked and ordered as [`CudaBlasLT::checked_matmul`] (see there): a refusal is an
    /// error, with nothing enqueued. For another implementor of the trait, the product runs
    /// with its [`workspace`](MatmulShared::workspace), on the calling thread's stream of the
    /// workspace's device, ordered likewise.
    ///
    /// # Safety
    ///
    /// Nothing beyond what the checks enforce: this is `unsafe` only because cudarc's is, so
    /// that code written for cudarc compiles unchanged. New code can call
    /// [`CudaBlasLT::checked_matmul`] instead.
    ///
    /// ```no_run
    /// use cuda_driver::cublaslt::{CudaBlasLT, Matmul, MatmulConfig};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = CudaBlasLT::new(dev.clone())?;
    /// let a = dev.alloc_zeros::<f32>(6)?;
    /// let b = dev.alloc_zeros::<f32>(6)?;
    /// let mut c = dev.alloc_zeros::<f32>(4)?;
    /// let cfg = MatmulConfig {
    ///     transa: false, transb: false, m: 2, n: 2, k: 3, alpha: 1.0, lda: 2, ldb: 3, beta: 0.0,
    ///     ldc: 2, stride_a: None, stride_b: None, stride_c: None, stride_bias: None,
    ///     batch_size: None,
    /// };
    /// // SAFETY: nothing to promise (see above).
    /// unsafe { blas.matmul(cfg, &a, &b, &mut c, None, None) }?;
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
        let ws = self.workspace();
        let dev = ws.buffer.device();
        let ops = Operands::of(a, b, c, bias);
        matmul_on(
            *self.handle(),
            &dev,
            (types, cfg, Dest::Thread),
            ops,
            act,
            |_| Ok(ws),
        )
        .map(drop)
    }
}

impl MatmulShared for CudaBlasLT {
    fn handle(&self) -> &sys::cublasLtHandle_t {
        &self.handle
    }

    fn workspace(&self) -> &Workspace {
        &self.workspace
    }

    fn stream(&self) -> &CUstream {
        &self.main
    }
}

/// `Matmul<$t>` for `CudaBlasLT`, its product the checked one with per-stream workspaces.
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

            unsafe fn matmul<I: DevicePtr<$t>, O: DevicePtrMut<$t>>(
                &self,
                cfg: MatmulConfig,
                a: &I,
                b: &I,
                c: &mut O,
                bias: Option<&I>,
                act: Option<&Activation>,
            ) -> Result<(), CublasError> {
                self.checked_matmul(cfg, a, b, c, bias, act)
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
