//! The shipped PTX, embedded, and small helpers shared by the GPU test modules.

use cuda_driver::driver::{CudaDevice, CudaSlice, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::Ptx;
use std::sync::Arc;

pub const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
pub const SPIN: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/spin.ptx"));
pub const STRUCTS: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/structs.ptx"));
pub const MATMUL: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/matmul.ptx"));
pub const SIN: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/sin.ptx"));

pub const BASIC_FNS: &[&str] = &[
    "empty",
    "three_args",
    "fill_iota",
    "add_one",
    "axpy",
    "scale_u8",
    "params_mixed",
];

/// Loads `src` as `module` with every kernel in `names`.
pub fn load(dev: &Arc<CudaDevice>, src: &str, module: &str, names: &[&'static str]) {
    dev.load_ptx(Ptx::from_src(src), module, names)
        .unwrap_or_else(|e| panic!("loading {module}: {e}"));
}

/// Loads ptx/basic.ptx as "basic".
pub fn basic(dev: &Arc<CudaDevice>) {
    load(dev, BASIC, "basic", BASIC_FNS);
}

/// The kernels of ptx/spin.ptx.
pub const SPIN_FNS: &[&str] = &["spin", "check_flag", "slow_fill", "slow_copy", "add_all"];

/// Loads ptx/spin.ptx as "spin".
pub fn spin(dev: &Arc<CudaDevice>) {
    load(dev, SPIN, "spin", SPIN_FNS);
}

/// 0.0, 1.0, 2.0, ...
pub fn iota(n: usize) -> Vec<f32> {
    (0..n).map(|i| i as f32).collect()
}

/// The next value of a splitmix64 sequence whose state is `state`.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Deterministic pseudo-random u32s (splitmix64).
pub fn random_u32(n: usize, seed: u64) -> Vec<u32> {
    let mut s = seed;
    (0..n).map(|_| splitmix64(&mut s) as u32).collect()
}

/// Deterministic pseudo-random floats in [-1, 1).
pub fn random_f32(n: usize, seed: u64) -> Vec<f32> {
    random_u32(n, seed)
        .into_iter()
        .map(|u| (u >> 8) as f32 / (1u32 << 23) as f32 - 1.0)
        .collect()
}

/// Adds one to every element of `x` on the device's main stream with `add_one` (module "basic").
pub fn add_one(dev: &Arc<CudaDevice>, x: &mut CudaSlice<f32>) {
    let f = dev.get_func("basic", "add_one").expect("basic is loaded");
    let n = x.len();
    // SAFETY: add_one(float*, size_t) touches the first n elements only.
    unsafe { f.launch(LaunchConfig::for_num_elems(n as u32), (x, n)) }.unwrap();
}

/// Reads the buffer back and checks that the device still copies correctly afterwards, with a
/// fresh allocation holding non-trivial data, and that a kernel still runs.
pub fn assert_usable(dev: &Arc<CudaDevice>) {
    let data = random_u32(1000, 99);
    let x = dev.htod_sync_copy(&data).expect("the device is usable");
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data);
    if !dev.has_func("basic", "add_one") {
        basic(dev);
    }
    let mut y = dev.htod_sync_copy(&iota(3000)).unwrap();
    add_one(dev, &mut y);
    let want: Vec<f32> = iota(3000).iter().map(|v| v + 1.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), want);
    dev.synchronize().unwrap();
}

/// Whether the driver can check kernel argument sizes (cuFuncGetParamInfo, CUDA 12.4+).
pub fn driver_checks_params() -> bool {
    let v = cuda_driver::driver::result::driver_version().unwrap_or(0);
    if v < 12040 {
        eprintln!(
            "driver {v} has no cuFuncGetParamInfo: argument checks are skipped, so is this test"
        );
        return false;
    }
    true
}
