//! What the cuRAND tests of several binaries share: the device and a generator (or a skip), and
//! uniform numbers read back.

use cuda_driver::curand::CudaRng;
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

/// `let (dev, rng) = curand!(seed);`: the fixture, or return from the test (a skip).
macro_rules! curand {
    ($seed:expr) => {
        match $crate::support::curand::fixture($seed) {
            Some(f) => f,
            None => return,
        }
    };
}
// Named by path in the GPU test binaries only.
#[allow(unused_imports)]
pub(crate) use curand;

/// The device and a generator seeded with `seed`, or a skip (no GPU, or no cuRAND).
pub(crate) fn fixture(seed: u64) -> Option<(Arc<CudaDevice>, CudaRng)> {
    let dev = crate::support::device()?;
    match CudaRng::new(seed, dev.clone()) {
        Ok(rng) => Some((dev, rng)),
        Err(e) => {
            crate::support::skip("cuRAND", "REQUIRE_CURAND", &e.to_string());
            None
        }
    }
}

/// Every value is a uniform one, in (0, 1].
#[track_caller]
pub(crate) fn assert_uniform(v: &[f32], what: &str) {
    let bad = v.iter().filter(|&&x| !(x > 0.0 && x <= 1.0)).count();
    if let Some(i) = v.iter().position(|&x| !(x > 0.0 && x <= 1.0)) {
        panic!(
            "{what}: {bad} of {} values outside (0, 1] (first at {i}: {})",
            v.len(),
            v[i]
        );
    }
}

/// `n` uniform f32s of `rng`, filled and read on the calling thread.
pub(crate) fn uniform_now(dev: &Arc<CudaDevice>, rng: &CudaRng, n: usize) -> Vec<f32> {
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    rng.fill_with_uniform(&mut x).unwrap();
    dev.dtoh_sync_copy(&x).unwrap()
}
