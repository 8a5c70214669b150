//! The plain types of cudarc's `cublaslt::safe`: [`Workspace`], [`Activation`] and
//! [`MatmulConfig`].

use crate::driver::sys::CUdevice_attribute;
use crate::driver::{CudaDevice, CudaSlice, DriverError};
use core::ffi::c_int;
use std::sync::Arc;

/// A cuBLASLt workspace: device memory that a product may use for its intermediate results.
/// Made as NVIDIA recommends (and cudarc does): 32 MiB on compute capability 9 (Hopper) and
/// later, else 4 MiB.
///
/// ```no_run
/// let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let ws = cuda_driver::cublaslt::Workspace::new(dev)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Workspace {
    pub(crate) buffer: CudaSlice<u8>,
    pub(crate) size: usize,
}

impl Workspace {
    /// A workspace on `device`, zeroed.
    pub fn new(device: Arc<CudaDevice>) -> Result<Self, DriverError> {
        device.check_and_make_current()?;
        let major =
            device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
        let size = if major >= 9 { 33_554_432 } else { 4_194_304 };
        let buffer = device.alloc_zeros::<u8>(size)?;
        Ok(Workspace { buffer, size })
    }
}

/// The activation of a product's epilogue, applied to every element of the result (after the
/// bias, if any).
#[derive(Debug, Clone)]
pub enum Activation {
    /// `max(x, 0)`.
    Relu,
    /// GELU, `x * Φ(x)` (`Φ` the standard normal distribution), as cuBLASLt computes it.
    Gelu,
}

/// A matrix product's dimensions and scalars (cudarc's): see
/// [`CudaBlasLT::checked_matmul`](super::CudaBlasLT::checked_matmul) for what each means and
/// what is checked.
#[derive(Debug, Copy, Clone)]
pub struct MatmulConfig {
    /// Whether A is stored transposed (`k` x `m`).
    pub transa: bool,
    /// Whether B is stored transposed (`n` x `k`).
    pub transb: bool,
    /// Rows of A and C.
    pub m: u64,
    /// Columns of B and C.
    pub n: u64,
    /// Columns of A, rows of B.
    pub k: u64,
    /// The factor of the product.
    pub alpha: f32,
    /// A's leading dimension: elements between its columns as stored.
    pub lda: i64,
    /// B's leading dimension.
    pub ldb: i64,
    /// The factor of C's previous values.
    pub beta: f32,
    /// C's leading dimension.
    pub ldc: i64,
    /// Elements between A's batches (used with `batch_size`).
    pub stride_a: Option<i64>,
    /// Elements between B's batches.
    pub stride_b: Option<i64>,
    /// Elements between C's batches.
    pub stride_c: Option<i64>,
    /// Elements between the bias's batches (0 if not given: one bias for every batch).
    pub stride_bias: Option<i64>,
    /// How many products, for the matrices given a stride.
    pub batch_size: Option<c_int>,
}
