//! What the cuBLAS tests of several binaries share: the device and a handle (or a skip), the square
//! products, and a larger product for the graph tests.

use cublasOperation_t::CUBLAS_OP_N as OP_N;
use cuda_driver::cublas::sys::cublasOperation_t;
use cuda_driver::cublas::{CudaBlas, GemmConfig};
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

/// `let (dev, blas) = cublas!();`: the fixture, or return from the test (a skip).
macro_rules! cublas {
    () => {
        match $crate::support::cublas::fixture() {
            Some(f) => f,
            None => return,
        }
    };
}
// Named by path in the GPU test binaries only.
#[allow(unused_imports)]
pub(crate) use cublas;

/// The device and a handle, or a skip (no GPU, or no cuBLAS).
pub(crate) fn fixture() -> Option<(Arc<CudaDevice>, CudaBlas)> {
    let dev = crate::support::device()?;
    match CudaBlas::new(dev.clone()) {
        Ok(blas) => Some((dev, blas)),
        Err(e) => {
            crate::support::skip("cuBLAS", "REQUIRE_CUBLAS", &e.to_string());
            None
        }
    }
}

/// A 2048 x 2048 f32 matrix is `N` elements: C = A B with B all ones makes every element of
/// column j of C the sum of row i of A, 2048 * a for A all `a`.
pub(crate) const SIDE: i32 = 2048;

pub(crate) const SQUARE: GemmConfig<f32> = GemmConfig {
    transa: OP_N,
    transb: OP_N,
    m: SIDE,
    n: SIDE,
    k: SIDE,
    alpha: 1.0,
    lda: SIDE,
    ldb: SIDE,
    beta: 0.0,
    ldc: SIDE,
};

/// 320: above the crate's own kernel's bound (every dimension at most 256), so that
/// cuBLAS computes the product (the other graph tests of tests/gpu_graphs/cublas.rs use 96 and
/// 64, which the crate's kernel computes: no cuBLAS kernel is in their graphs).
pub(crate) const BIG: usize = 320;

/// `C = A B`, `BIG` x `BIG`, packed: with B all ones, every element of C is `BIG` times
/// the value of A (for A all one value).
pub(crate) fn big() -> GemmConfig<f32> {
    let n = BIG as i32;
    GemmConfig {
        m: n,
        n,
        k: n,
        lda: n,
        ldb: n,
        ldc: n,
        ..SQUARE
    }
}
