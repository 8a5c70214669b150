//! What the cuBLASLt tests of several binaries share: the device and a handle (or a skip), the
//! product's configuration, and the CPU reference.

use cuda_driver::cublaslt::CudaBlasLT;
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

/// `let (dev, blas) = cublaslt!();`: the fixture, or return from the test (a skip).
macro_rules! cublaslt {
    () => {
        match $crate::support::cublaslt::fixture() {
            Some(f) => f,
            None => return,
        }
    };
}
// Named by path in the GPU test binaries only.
#[allow(unused_imports)]
pub(crate) use cublaslt;

/// The device and a handle, or a skip (no GPU, or no cuBLASLt).
pub(crate) fn fixture() -> Option<(Arc<CudaDevice>, CudaBlasLT)> {
    let dev = crate::support::device()?;
    match CudaBlasLT::new(dev.clone()) {
        Ok(blas) => Some((dev, blas)),
        Err(e) => {
            crate::support::skip("cuBLASLt", "REQUIRE_CUBLASLT", &e.to_string());
            None
        }
    }
}
