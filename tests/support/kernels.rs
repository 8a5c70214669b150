//! The shipped PTX, embedded, and small helpers shared by the GPU test modules.

use cuda_driver::r#async::{AsyncDevice, GpuFuture};
use cuda_driver::driver::sys::CUdevice_attribute;
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, CudaStream, LaunchAsync, LaunchConfig,
};
use cuda_driver::nvrtc::Ptx;
use std::sync::Arc;

pub(crate) const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
pub(crate) const SPIN: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/spin.ptx"));
pub(crate) const STRUCTS: &str =
    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/structs.ptx"));
pub(crate) const MATMUL: &str =
    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/matmul.ptx"));
pub(crate) const SIN: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/sin.ptx"));

pub(crate) const BASIC_FNS: &[&str] = &[
    "empty",
    "three_args",
    "fill_iota",
    "add_one",
    "axpy",
    "scale_u8",
    "params_mixed",
];

/// Loads `src` as `module` with every kernel in `names`.
pub(crate) fn load(dev: &Arc<CudaDevice>, src: &str, module: &str, names: &[&'static str]) {
    dev.load_ptx(Ptx::from_src(src), module, names)
        .unwrap_or_else(|e| panic!("loading {module}: {e}"));
}

/// Loads ptx/basic.ptx as "basic".
pub(crate) fn basic(dev: &Arc<CudaDevice>) {
    load(dev, BASIC, "basic", BASIC_FNS);
}

/// The kernels of ptx/spin.ptx.
pub(crate) const SPIN_FNS: &[&str] = &["spin", "check_flag", "slow_fill", "slow_copy", "add_all"];

/// Loads ptx/spin.ptx as "spin".
pub(crate) fn spin(dev: &Arc<CudaDevice>) {
    load(dev, SPIN, "spin", SPIN_FNS);
}

/// 0.0, 1.0, 2.0, ...
pub(crate) fn iota(n: usize) -> Vec<f32> {
    (0..n).map(|i| i as f32).collect()
}

/// The next value of a splitmix64 sequence whose state is `state`.
pub(crate) fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Deterministic pseudo-random u32s (splitmix64).
pub(crate) fn random_u32(n: usize, seed: u64) -> Vec<u32> {
    let mut s = seed;
    (0..n).map(|_| splitmix64(&mut s) as u32).collect()
}

/// Deterministic pseudo-random floats in [-1, 1).
pub(crate) fn random_f32(n: usize, seed: u64) -> Vec<f32> {
    random_u32(n, seed)
        .into_iter()
        .map(|u| (u >> 8) as f32 / (1u32 << 23) as f32 - 1.0)
        .collect()
}

/// Adds one to every element of `x` on the device's main stream with `add_one` (module "basic").
pub(crate) fn add_one(dev: &Arc<CudaDevice>, x: &mut CudaSlice<f32>) {
    let f = dev.get_func("basic", "add_one").expect("basic is loaded");
    let n = x.len();
    // SAFETY: add_one(float*, size_t) touches the first n elements only.
    unsafe { f.launch(LaunchConfig::for_num_elems(n as u32), (x, n)) }.unwrap();
}

/// Reads the buffer back and checks that the device still copies correctly afterwards, with a
/// fresh allocation holding non-trivial data, and that a kernel still runs.
pub(crate) fn assert_usable(dev: &Arc<CudaDevice>) {
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
pub(crate) fn driver_checks_params() -> bool {
    let v = cuda_driver::driver::result::driver_version().unwrap_or(0);
    if v < 12040 {
        eprintln!(
            "driver {v} has no cuFuncGetParamInfo: argument checks are skipped, so is this test"
        );
        return false;
    }
    true
}

// ---- Slow kernels for ordering tests (ptx/spin.cu) ----
//
// `slow_fill` busy-waits (about 50 ms on an H100) in every thread and then writes every
// element; `slow_copy` busy-waits and then copies. Work that overtakes them sees the old values.

/// 4,194,304 elements: large enough that work overtaking a slow kernel shows stale data.
pub(crate) const N: usize = 1 << 22;
/// About 50 ms of busy-waiting at H100 clocks.
pub(crate) const SLOW: u64 = 100_000_000;
/// A small grid: every thread spins once, then loops over the buffer.
pub(crate) const CFG: LaunchConfig = LaunchConfig {
    grid_dim: (264, 1, 1),
    block_dim: (256, 1, 1),
    shared_mem_bytes: 0,
};

pub(crate) struct SlowKernels {
    pub fill: CudaFunction,
    pub copy: CudaFunction,
    pub add: CudaFunction,
}

pub(crate) fn slow_kernels(dev: &Arc<CudaDevice>) -> SlowKernels {
    spin(dev);
    SlowKernels {
        fill: dev.get_func("spin", "slow_fill").unwrap(),
        copy: dev.get_func("spin", "slow_copy").unwrap(),
        add: dev.get_func("spin", "add_all").unwrap(),
    }
}

impl SlowKernels {
    /// `x[..] = value` after a spin of `cycles`, on `on` (the main stream if `None`).
    pub(crate) fn fill(
        &self,
        on: Option<&CudaStream>,
        x: &mut CudaSlice<f32>,
        value: f32,
        cycles: u64,
    ) {
        let n = x.len();
        // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes n elements.
        unsafe {
            match on {
                None => (&self.fill).launch(CFG, (cycles, x, n, value)),
                Some(s) => (&self.fill).launch_on_stream(s, CFG, (cycles, x, n, value)),
            }
        }
        .unwrap();
    }

    /// `dst[..] = src[..]` after a slow spin, on `on`.
    pub(crate) fn slow_copy(
        &self,
        on: Option<&CudaStream>,
        dst: &mut CudaSlice<f32>,
        src: &CudaSlice<f32>,
    ) {
        let n = dst.len();
        assert_eq!(n, src.len());
        // SAFETY: slow_copy(unsigned long long, float*, const float*, size_t) stays within n.
        unsafe {
            match on {
                None => (&self.copy).launch(CFG, (SLOW, dst, src, n)),
                Some(s) => (&self.copy).launch_on_stream(s, CFG, (SLOW, dst, src, n)),
            }
        }
        .unwrap();
    }

    /// `x[..] += value` at once, on `on`.
    pub(crate) fn add(&self, on: Option<&CudaStream>, x: &mut CudaSlice<f32>, value: f32) {
        let n = x.len();
        // SAFETY: add_all(float*, size_t, float) stays within n.
        unsafe {
            match on {
                None => (&self.add).launch(CFG, (x, n, value)),
                Some(s) => (&self.add).launch_on_stream(s, CFG, (x, n, value)),
            }
        }
        .unwrap();
    }
}

/// Fails with how many elements differ from `want`, and the first of them.
#[track_caller]
pub(crate) fn assert_all(got: &[f32], want: f32, what: &str) {
    let bad = got.iter().filter(|&&v| v != want).count();
    if bad > 0 {
        let i = got.iter().position(|&v| v != want).unwrap();
        panic!(
            "{what}: {bad} of {} elements stale (first at {i}: {} instead of {want})",
            got.len(),
            got[i]
        );
    }
}

/// `got` is within `tol * (1 + |want|)` of `want`, element by element.
#[track_caller]
pub(crate) fn assert_close(got: &[f64], want: &[f64], tol: f64, what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= tol * (1.0 + w.abs()),
            "{what}: element {i} is {g}, not {w}"
        );
    }
}

pub(crate) fn filled(dev: &Arc<CudaDevice>, value: f32) -> CudaSlice<f32> {
    dev.htod_sync_copy(&vec![value; N]).unwrap()
}

/// `let (dev, k, adev) = slow_adapter!();`: device 0 (or return from the test, as `gpu!`), its
/// slow kernels and an adapter of it.
macro_rules! slow_adapter {
    () => {{
        let dev = gpu!();
        let k = $crate::support::kernels::slow_kernels(&dev);
        let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone()).unwrap();
        (dev, k, adev)
    }};
}

/// One thread of one block.
pub(crate) const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

/// `n` copies of `value` on the device (written on the calling thread's stream).
pub(crate) fn buf(dev: &Arc<CudaDevice>, value: f32, n: usize) -> CudaSlice<f32> {
    dev.htod_sync_copy(&vec![value; n]).unwrap()
}

/// `x[..] = value` through the adapter, after a spin of `cycles`.
pub(crate) fn fill(
    adev: &AsyncDevice,
    k: &SlowKernels,
    x: &mut CudaSlice<f32>,
    value: f32,
    cycles: u64,
) -> GpuFuture<()> {
    let n = x.len();
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements of x.
    unsafe { adev.launch(&k.fill, CFG, (cycles, x, n, value)) }
}

/// Clock cycles of `ms` milliseconds at the device's highest clock (a spin of them takes at
/// least that long).
pub(crate) fn cycles_for_ms(dev: &Arc<CudaDevice>, ms: u64) -> u64 {
    let khz = dev
        .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap();
    khz as u64 * ms
}

/// The `spin` kernel of ptx/spin.ptx (loaded with the slow kernels): thread 0 spins for
/// `cycles`, then sets `flag_out[0] = 1`.
pub(crate) fn spin_kernel(dev: &Arc<CudaDevice>) -> CudaFunction {
    let _k = slow_kernels(dev);
    dev.get_func("spin", "spin").unwrap()
}

/// `spin(unsigned long long cycles, int *flag)` of ptx/spin.ptx on `dev`, loading the module
/// only if this device object has not.
pub(crate) fn spin_fn(dev: &Arc<CudaDevice>) -> CudaFunction {
    if !dev.has_func("spin", "spin") {
        spin(dev);
    }
    dev.get_func("spin", "spin").unwrap()
}
