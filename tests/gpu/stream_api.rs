//! cudarc 0.19's API (`cuda_driver::stream_api`): what it does, and its soundness claims, each
//! attacked. The attacks are written once against the API's paths and compiled twice: against
//! the face (they must pass) and against real cudarc 0.19.10 (the dev-dependency), where they
//! are ignored by default and show the hole when run (`cargo test --test gpu
//! stream_api::soundness::cudarc_0_19 -- --ignored`: each is expected to fail there).

#[cfg(any(feature = "cublas", feature = "cublaslt", feature = "curand"))]
mod libs;
mod soundness;
mod surface;
mod threads;

use crate::support;

/// The kernels of ptx/spin.cu, as text for either API's `Ptx::from_src`.
pub(crate) const SPIN: &str = crate::kernels::SPIN;
/// Elements of the buffers the attacks race on.
pub(crate) const N: usize = 1 << 20;
/// About 50 ms of busy-waiting at H100 clocks, per thread of the slow kernels.
pub(crate) const SLOW: u64 = 100_000_000;

/// Whether a GPU is here (the skip is recorded otherwise, a failure under `REQUIRE_GPU=1`).
pub(crate) fn gpu_present() -> bool {
    support::device().is_some()
}

/// Every element of `got` is `want`.
#[track_caller]
pub(crate) fn assert_all(got: &[f32], want: f32, what: &str) {
    crate::kernels::assert_all(got, want, what)
}
