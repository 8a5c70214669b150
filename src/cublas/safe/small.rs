//! Small products on the crate's own kernel (small_gemm.cu beside this file), instead of
//! cuBLAS.
//!
//! cuBLAS spends several microseconds of host work on every call before it launches anything,
//! more than a small product takes on the GPU (`scripts/cublas_floor.cu` measures it in C).
//! Below the size where the product itself costs more than that, `CudaBlas` launches its own
//! tiled kernel: one launch, no handle state. The bound below keeps to the sizes where the
//! kernel was clearly ahead of cuBLAS in both f32 and f64. `benches/cublas.rs` measures both
//! sides (the rows from 32^3 to 256^3, and the kernel launched raw); results in BENCHMARKS.md.
//!
//! The kernel computes in the element type with fused multiply-adds in k order, and follows
//! the reference BLAS where it matters to callers: with `beta == 0` C is written without being
//! read; with `alpha == 0` or `k == 0` A and B are not read and alpha is not applied. It ignores
//! the math mode set on the raw handle (a TF32 mode would only make cuBLAS less exact).

use crate::driver::safe::port::Stream;
use crate::driver::{CudaDevice, CudaFunction, DeviceRepr, DriverError, LaunchConfig, sys};
use std::sync::Arc;

/// The kernels' PTX, built from small_gemm.cu by scripts/build-ptx.py.
const PTX: &str = include_str!("small_gemm.ptx");
/// The module's name in the device's table of the crate's own modules.
const MODULE: &str = "cuda_driver::cublas::small_gemm";
/// The side of the tile of C that one block computes (`TM` in small_gemm.cu).
const TILE: u32 = 16;

/// The largest dimension of a product the kernel takes.
const MAX_DIM: i32 = 256;
/// The largest `m * n * k` it takes: 128^3.
const MAX_VOLUME: i64 = 1 << 21;

/// Whether a product of this shape runs on the crate's kernel: every dimension at most 256
/// and `m * n * k` at most 128^3 (so that one block's loop over k stays short).
pub(super) fn is_small(m: i32, n: i32, k: i32) -> bool {
    m <= MAX_DIM
        && n <= MAX_DIM
        && k <= MAX_DIM
        && (m as i64) * (n as i64) * (k as i64) <= MAX_VOLUME
}

/// Whether `e`, from [`Kernels::load`], says the driver cannot load the kernels at all: too
/// old for their PTX, not compiling PTX (`CUDA_DISABLE_PTX_JIT`), or no code for the GPU.
pub(super) fn cannot_load_here(e: &DriverError) -> bool {
    use sys::CUresult::*;
    matches!(
        e.0,
        CUDA_ERROR_UNSUPPORTED_PTX_VERSION
            | CUDA_ERROR_INVALID_PTX
            | CUDA_ERROR_INVALID_IMAGE
            | CUDA_ERROR_NO_BINARY_FOR_GPU
            | CUDA_ERROR_JIT_COMPILER_NOT_FOUND
            | CUDA_ERROR_JIT_COMPILATION_DISABLED
    )
}

/// The kernels of one `CudaBlas`, loaded at its first small product.
pub(super) struct Kernels {
    f32: CudaFunction,
    f64: CudaFunction,
}

impl Kernels {
    /// Loads the module into `dev` (once per device object; the driver compiles the PTX for
    /// the GPU then) and takes both kernels.
    pub(super) fn load(dev: &Arc<CudaDevice>) -> Result<Kernels, DriverError> {
        Ok(Kernels {
            f32: dev.crate_function(MODULE, PTX, "small_sgemm")?,
            f64: dev.crate_function(MODULE, PTX, "small_dgemm")?,
        })
    }

    /// The kernel for elements of `size` bytes: 4 for f32, 8 for f64.
    pub(super) fn for_size(&self, size: usize) -> Option<&CudaFunction> {
        match size {
            4 => Some(&self.f32),
            8 => Some(&self.f64),
            _ => None,
        }
    }
}

/// One product's arguments, in the kernel's order.
pub(super) struct Small<T> {
    /// Whether A, B are transposed (`CUBLAS_OP_T` or `CUBLAS_OP_C`: the same for real types).
    pub(super) ta: bool,
    pub(super) tb: bool,
    pub(super) m: i32,
    pub(super) n: i32,
    pub(super) k: i32,
    pub(super) alpha: T,
    pub(super) a: sys::CUdeviceptr,
    pub(super) lda: i64,
    pub(super) b: sys::CUdeviceptr,
    pub(super) ldb: i64,
    pub(super) beta: T,
    pub(super) c: sys::CUdeviceptr,
    pub(super) ldc: i64,
}

impl<T: DeviceRepr + Copy> Small<T> {
    /// Launches the product with `f` on `raw`, `ps`'s handle inside its `run` (`m` and `n`
    /// non-zero).
    ///
    /// # Safety
    ///
    /// `f` is the kernel for `T`; the pointers hold every element the shape and leading
    /// dimensions touch, C's elements do not overlap, and `ps`'s `run` orders the buffers.
    pub(super) unsafe fn launch(
        &self,
        ps: &Stream,
        f: &CudaFunction,
        raw: sys::CUstream,
    ) -> Result<(), DriverError> {
        let cfg = LaunchConfig {
            grid_dim: (
                (self.m as u32).div_ceil(TILE),
                (self.n as u32).div_ceil(TILE),
                1,
            ),
            block_dim: (TILE, TILE, 1),
            shared_mem_bytes: 0,
        };
        let params = (
            self.ta as i32,
            self.tb as i32,
            self.m,
            self.n,
            self.k,
            self.alpha,
            self.a,
            self.lda,
            self.b,
            self.ldb,
            self.beta,
            self.c,
            self.ldc,
        );
        // SAFETY: the parameters are the kernel's in order and type; the rest is the caller's
        // promise.
        unsafe { ps.launch_in_run(f, raw, &cfg, &params) }
    }
}
