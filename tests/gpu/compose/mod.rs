//! Composed operations (`Op`, `Step`, chains, `Unresolved`, `Resolve`, the scheduling policies) on a
//! real device: the combinators, chains and their steps' ordering with other work, chains on user
//! streams and from many threads, panics inside them, and the policies. Slow kernels run ahead of
//! the chain under test so that a chain that overtakes them, a future that resolves early or a
//! buffer released early shows; every element is checked against a CPU reference.

use crate::kernels::{basic, spin};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaDevice, CudaFunction, CudaSlice, DevicePtr, LaunchConfig, result};
use std::sync::Arc;

/// `let (dev, k, adev) = compose_adapter!();`: device 0 (or return from the test, as `gpu!`)
/// with ptx/basic.ptx loaded, its slow kernels and an adapter of it.
macro_rules! compose_adapter {
    () => {{
        let dev = gpu!();
        crate::kernels::basic(&dev);
        let k = slow_kernels(&dev);
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        (dev, k, adev)
    }};
}

mod chains;
mod combinators;
mod panics;
mod policies;
mod threads;
mod user_streams;

/// One thread per element.
fn cfg(n: usize) -> LaunchConfig {
    LaunchConfig::for_num_elems(n as u32)
}

/// `add_one(float *x, size_t n)` and `axpy(float a, const float *x, float *y, size_t n)` of
/// ptx/basic.ptx.
fn basic_kernels(dev: &Arc<CudaDevice>) -> (CudaFunction, CudaFunction) {
    (
        dev.get_func("basic", "add_one").unwrap(),
        dev.get_func("basic", "axpy").unwrap(),
    )
}

/// `n` copies of `value` on the device (written on the calling thread's stream).
fn buf(dev: &Arc<CudaDevice>, value: f32, n: usize) -> CudaSlice<f32> {
    dev.htod_sync_copy(&vec![value; n]).unwrap()
}

/// What `n` floats at device address `ptr` hold right now, read around the crate's ordering:
/// a raw `cuMemcpyDtoH` on the legacy stream, which does not wait for the crate's streams
/// (all non-blocking). Work still running shows as old values.
fn snapshot_at(dev: &Arc<CudaDevice>, ptr: u64, n: usize) -> Vec<f32> {
    dev.bind_to_thread().unwrap();
    let mut host = vec![0f32; n];
    // SAFETY: `ptr` is a live allocation of at least n floats (the caller keeps it alive); a
    // copy that races a kernel's writes reads some mix of old and new values, into host
    // memory of ours.
    unsafe { result::memcpy_dtoh_sync(&mut host, ptr) }.unwrap();
    host
}

/// What the device memory of `x` holds right now (see [`snapshot_at`]).
fn snapshot_f32(dev: &Arc<CudaDevice>, x: &CudaSlice<f32>) -> Vec<f32> {
    snapshot_at(dev, *x.device_ptr(), x.len())
}

fn setup() -> Option<(Arc<CudaDevice>, AsyncDevice)> {
    let dev = crate::support::device()?;
    basic(&dev);
    spin(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    Some((dev, adev))
}

struct Kernels {
    add_one: CudaFunction,
    axpy: CudaFunction,
    add_all: CudaFunction,
    slow_fill: CudaFunction,
}

fn kernels(dev: &Arc<CudaDevice>) -> Kernels {
    Kernels {
        add_one: dev.get_func("basic", "add_one").unwrap(),
        axpy: dev.get_func("basic", "axpy").unwrap(),
        add_all: dev.get_func("spin", "add_all").unwrap(),
        slow_fill: dev.get_func("spin", "slow_fill").unwrap(),
    }
}
