//! CUDA graphs and captures, in their own binary and one at a time: while a stream captures,
//! the driver invalidates the capture if anything synchronises the whole device (as other GPU
//! tests do), so these must not share a process with them. Every test takes [`serial`] first;
//! a test that needs a process of its own runs there as a child (see [`in_child!`]) while its
//! parent holds [`serial`].

#[macro_use]
#[path = "../support/mod.rs"]
mod support;
use support::kernels;

/// Holds the other graph tests off while one runs.
fn serial() -> std::sync::MutexGuard<'static, ()> {
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    LOCK.lock().unwrap_or_else(|e| e.into_inner())
}

/// `$name` runs `$body(dev)` with device 0 in a child process of its own (`$child`, an ignored
/// test), holding [`serial`] meanwhile: for tests that hold a graph capture open (another
/// test's device-wide wait would invalidate it, and a capture broken by one test must not hide
/// what the next does) or that time their work.
macro_rules! in_child {
    ($(#[$doc:meta])* $name:ident, $child:ident, $body:expr) => {
        $(#[$doc])*
        #[test]
        fn $name() {
            let _serial = $crate::serial();
            let _dev = gpu!();
            $crate::support::child::run_in_child(module_path!(), stringify!($child));
        }

        #[test]
        #[ignore = "runs in the child process of its parent test"]
        fn $child() {
            if !$crate::support::child::in_child(module_path!(), stringify!($child)) {
                return;
            }
            let dev = gpu!();
            let body: fn(std::sync::Arc<cuda_driver::driver::CudaDevice>) = $body;
            body(dev);
        }
    };
}

mod capture;
mod composed;
#[cfg(feature = "cublas")]
mod cublas;
#[cfg(feature = "cublaslt")]
mod cublaslt;
#[cfg(feature = "curand")]
mod curand;
mod during_capture;
mod inside_capture;
mod lifetimes;
mod ordering;
mod threads;

use crate::kernels::{N, assert_all, basic, random_u32};
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaGraphExec, CudaSlice, CudaStream, DriverError, LaunchAsync,
    LaunchConfig,
};
use std::sync::Arc;

/// `n` buffers of N copies of `value`, allocated and written at once on the calling thread.
fn fresh(dev: &Arc<CudaDevice>, value: f32, n: usize) -> Vec<CudaSlice<f32>> {
    (0..n)
        .map(|_| dev.htod_sync_copy(&vec![value; N]).unwrap())
        .collect()
}

/// Each of `bufs` still holds `value` once the device is idle.
#[track_caller]
fn all_still(dev: &Arc<CudaDevice>, bufs: &[CudaSlice<f32>], value: f32, what: &str) {
    dev.synchronize().unwrap();
    for b in bufs {
        assert_all(&dev.dtoh_sync_copy(b).unwrap(), value, what);
    }
}

/// `x[..] += 1` on `s` (a capturing stream, or any other).
fn add_one_on(s: &CudaStream, f: &CudaFunction, x: &mut CudaSlice<f32>) -> Result<(), DriverError> {
    let n = x.len();
    // SAFETY: add_one(float *x, size_t n) stays within the n elements of `x`.
    unsafe { f.launch_on_stream(s, cfg(n), (x, n)) }
}

/// `y[..] += a * x[..]` on `s`.
fn axpy_on(
    s: &CudaStream,
    f: &CudaFunction,
    a: f32,
    x: &CudaSlice<f32>,
    y: &mut CudaSlice<f32>,
) -> Result<(), DriverError> {
    let n = x.len();
    assert_eq!(n, y.len());
    // SAFETY: axpy(float a, const float *x, float *y, size_t n) stays within n elements of
    // both buffers.
    unsafe { f.launch_on_stream(s, cfg(n), (a, x, y, n)) }
}

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<cuda_driver::driver::CudaGraph>();
    assert_send_sync::<CudaGraphExec>();
};

/// `add_one(float *x, size_t n)` and `axpy(float a, const float *x, float *y, size_t n)` of
/// ptx/basic.ptx.
pub(crate) fn funcs(dev: &Arc<CudaDevice>) -> (CudaFunction, CudaFunction) {
    basic(dev);
    (
        dev.get_func("basic", "add_one").unwrap(),
        dev.get_func("basic", "axpy").unwrap(),
    )
}

pub(crate) fn cfg(n: usize) -> LaunchConfig {
    LaunchConfig::for_num_elems(n as u32)
}

/// Small integers as floats: every sum below stays exact in f32.
pub(crate) fn small_ints(n: usize, seed: u64) -> Vec<f32> {
    random_u32(n, seed)
        .into_iter()
        .map(|u| (u % 1000) as f32)
        .collect()
}
