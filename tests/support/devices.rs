//! Helpers of the tests that use several devices or device objects: GPUs 0 and 1 (or a skip), the
//! slow kernels of each object, and the checks and orderings of peer copies.

use crate::support::kernels;
use crate::support::kernels::SlowKernels;
use cuda_driver::driver::CudaDevice;
use cuda_driver::driver::sys::CUresult;
use std::sync::Arc;

/// What an error names when the two devices are two objects of GPU 0 (checks.rs).
pub(crate) const SAME_GPU: &str = "two CudaDevice objects of one GPU";

/// The slow kernels of ptx/spin.ptx on `dev`, loaded once per device object.
pub(crate) fn slow(dev: &Arc<CudaDevice>) -> SlowKernels {
    if !dev.has_func("spin", "slow_fill") {
        return kernels::slow_kernels(dev);
    }
    SlowKernels {
        fill: dev.get_func("spin", "slow_fill").unwrap(),
        copy: dev.get_func("spin", "slow_copy").unwrap(),
        add: dev.get_func("spin", "add_all").unwrap(),
    }
}

/// GPUs 0 and 1, or `None` after printing why not (with `REQUIRE_GPUS=2`, as tests/gpu/copies/peer.rs
/// reads it, a machine with one GPU fails instead).
pub(crate) fn two_gpus() -> Option<(Arc<CudaDevice>, Arc<CudaDevice>)> {
    crate::support::device()?;
    let n = CudaDevice::count().unwrap();
    if n < 2 {
        if std::env::var("REQUIRE_GPUS").is_ok_and(|v| v == "2") {
            panic!("REQUIRE_GPUS=2 but this machine has {n} GPU");
        }
        println!("skipped: needs 2 GPUs, this machine has {n}");
        return None;
    }
    Some((CudaDevice::new(0).unwrap(), CudaDevice::new(1).unwrap()))
}

pub(crate) const CYCLES: u64 = 150_000_000;

/// Asserts that `e` is a refusal that names both devices.
pub(crate) fn assert_refused(e: &cuda_driver::driver::DriverError, a: usize, b: usize) {
    let msg = e.to_string();
    println!("{msg}");
    assert_ne!(e.code(), CUresult::CUDA_SUCCESS);
    assert!(
        msg.contains(&format!("device {a}")) && msg.contains(&format!("device {b}")),
        "the error names both devices: {msg}"
    );
}
