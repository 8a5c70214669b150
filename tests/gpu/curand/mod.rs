//! cuRAND's `CudaRng` (feature `curand`): the distributions, seeds and offsets, the refusals, and
//! fills ordered with other work on their buffers across streams, threads, futures and chains.
//! Fills in captured graphs are in tests/gpu_graphs. Skips without a GPU, or without cuRAND
//! (`REQUIRE_CURAND=1` makes that a failure).

use cuda_driver::curand::CudaRng;
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

mod numbers;
mod ordering;
mod threads;

/// Every value is a uniform one, in (0, 1].
#[track_caller]
fn all_uniform(v: &[f32], what: &str) {
    let bad = v.iter().filter(|&&x| !(x > 0.0 && x <= 1.0)).count();
    assert_eq!(bad, 0, "{what}: {bad} of {} values outside (0, 1]", v.len());
}

/// One million: enough for the moments below to be within their tolerances by far.
const MANY: usize = 1 << 20;

/// Mean and (population) standard deviation.
fn moments(v: impl Iterator<Item = f64> + Clone) -> (f64, f64) {
    let n = v.clone().count() as f64;
    let mean = v.clone().sum::<f64>() / n;
    let var = v.map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
    (mean, var.sqrt())
}

/// `n` uniform f32s of `rng`, filled and read on the calling thread.
pub(crate) fn uniform_f32(dev: &Arc<CudaDevice>, rng: &CudaRng, n: usize) -> Vec<f32> {
    let mut a = dev.alloc_zeros::<f32>(n).unwrap();
    rng.fill_with_uniform(&mut a).unwrap();
    dev.dtoh_sync_copy(&a).unwrap()
}
