//! A library's call through an adapter stream that fails after it enqueued part of its work
//! (a product of several kernels whose second launch fails): the work it enqueued stays
//! recorded in its buffers, so later uses wait for it. Needs a GPU: skipped without one, a
//! failure under `REQUIRE_GPU=1`.

use super::AsyncDevice;
use crate::driver::safe::port::{Dest, Sealed as _};
use crate::driver::{CudaDevice, DevicePtr, DriverError, LaunchConfig, result, sys};
use crate::nvrtc::Ptx;
use std::ffi::c_void;
use std::sync::Arc;

/// Device 0, or `None` (printed) where there is none and `REQUIRE_GPU=1` is not set.
fn device() -> Option<Arc<CudaDevice>> {
    match CudaDevice::new(0) {
        Ok(d) => Some(d),
        Err(e) if std::env::var("REQUIRE_GPU").is_ok_and(|v| v == "1") => {
            panic!("REQUIRE_GPU=1 but no GPU: {e}")
        }
        Err(e) => {
            println!("skipped: no GPU ({e})");
            None
        }
    }
}

#[test]
fn what_a_failed_call_enqueued_on_an_adapter_stream_is_waited_for() {
    let Some(dev) = device() else { return };
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let spin = Ptx::from_src(include_str!("../../ptx/spin.ptx"));
    dev.load_ptx(spin, "spin", &["slow_fill"]).unwrap();
    let slow_fill = dev.get_func("spin", "slow_fill").unwrap();
    const N: usize = 1024;
    let mut x = dev.alloc_zeros::<f32>(N).unwrap();
    let ptr = *x.device_ptr();
    let dest = Dest::Pool {
        pool: &adev,
        follow: false,
    };
    let sub = dest.check(&dev, "the test", &[("x", x.write())]).unwrap();
    let r = sub.submit(&[x.write()], |_, raw| -> Result<(), DriverError> {
        // The call's first kernel: about half a second of spinning, then 7 in every element.
        let (mut cycles, mut out, mut n, mut v) = (800_000_000u64, ptr, N, 7.0f32);
        let mut params: [*mut c_void; 4] = [
            (&raw mut cycles).cast(),
            (&raw mut out).cast(),
            (&raw mut n).cast(),
            (&raw mut v).cast(),
        ];
        let cfg = LaunchConfig::for_num_elems(N as u32);
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the N elements
        // of `x`, which outlives the kernel (the record being tested keeps its free after it).
        unsafe { slow_fill.launch_raw(raw, &cfg, &mut params, false) }?;
        // Then the call's error.
        Err(DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE))
    });
    assert!(r.is_err(), "the call's error is returned");
    // A write on the device's main stream must follow the failed call's kernel: else the
    // kernel's 7s land after it, once the spin ends.
    dev.htod_sync_copy_into(&[1.0f32; N], &mut x).unwrap();
    // Everything on the GPU done, the adapter's streams included.
    result::ctx::synchronize().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [1.0; N]);
}
