//! A faulting kernel launched through the async adapter, in its own test binary (a fault breaks
//! the context for the whole process): its future resolves to the error, later futures do too,
//! none hangs, and everything drops cleanly.

#[macro_use]
#[allow(dead_code)]
#[path = "gpu/common.rs"]
mod common;

use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::LaunchConfig;
use cuda_driver::nvrtc::Ptx;
use std::time::{Duration, Instant};

const FAULTS: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/faults.ptx"));
const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

#[test]
fn a_faulting_kernel_resolves_its_future_to_an_error() {
    let dev = gpu!();
    dev.load_ptx(Ptx::from_src(FAULTS), "faults", &["write_null", "trap"])
        .unwrap();
    let write_null = dev.get_func("faults", "write_null").unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let t = Instant::now();
    futures_lite::future::block_on(async {
        // A buffer in flight when the fault happens.
        let x = adev.htod_copy(vec![1.0f32; 1 << 20]).await.unwrap();
        let pending_read = adev.dtoh_copy(&x);
        // SAFETY: write_null takes no parameters; it faults on purpose.
        let e = unsafe { adev.launch(&write_null, ONE, ()) }
            .await
            .unwrap_err();
        println!("the faulting launch resolved to: {e}");
        assert!(e.to_string().contains("CUDA_ERROR"), "{e}");
        // Work enqueued afterwards fails too, without hanging.
        let e2 = adev.dtoh_copy(&x).await.unwrap_err();
        println!("a later copy: {e2}");
        let _ = pending_read.await;
        assert!(adev.synchronize().await.is_err());
        assert!(dev.synchronize().is_err());
        drop(x);
    });
    drop(adev);
    drop(write_null);
    drop(dev);
    assert!(
        t.elapsed() < Duration::from_secs(30),
        "took {:?}",
        t.elapsed()
    );
}
