//! A faulting kernel launched through the async adapter, in its own test binary (a fault breaks
//! the context for the whole process): its future resolves to the error, later futures do too,
//! none hangs, and everything drops cleanly (a row of the bad-input catalogue,
//! `src/bad_input.md`).

#[macro_use]
mod support;

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

/// Ends the process with a failure if the test is still running after `secs`: a future that
/// hangs after the fault is a bug, and would otherwise hang the test run.
fn watchdog(secs: u64) {
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(secs));
        eprintln!("still running after {secs} s: a call hung after the fault");
        std::process::exit(101);
    });
}

#[test]
fn a_faulting_kernel_resolves_its_future_to_an_error() {
    let dev = gpu!();
    watchdog(120);
    dev.load_ptx(Ptx::from_src(FAULTS), "faults", &["write_null", "trap"])
        .unwrap();
    let write_null = dev.get_func("faults", "write_null").unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let t = Instant::now();
    futures_lite::future::block_on(async {
        // A buffer in flight when the fault happens.
        let x = adev.htod_copy(vec![1.0f32; 1 << 20]).await.unwrap();
        // One to write to after the fault.
        let mut y = adev.alloc_zeros::<f32>(1 << 20).await.unwrap();
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

        // Every other call of the adapter fails too, and so do a new adapter and the sync API.
        let failed = |r: Result<(), cuda_driver::driver::DriverError>, what: &str| {
            let e = r.expect_err(what);
            println!("{what}: {e}");
            assert!(e.to_string().contains("CUDA_ERROR"), "{what}: {e}");
        };
        failed(adev.alloc_zeros::<f32>(10).await.map(drop), "alloc_zeros");
        failed(adev.htod_copy(vec![1u8; 10]).await.map(drop), "htod_copy");
        failed(
            adev.htod_copy_into(vec![2.0; 1 << 20], &mut y).await,
            "htod_copy_into",
        );
        failed(
            adev.dtoh_copy_into(&x, Vec::new()).await.map(drop),
            "dtoh_copy_into",
        );
        failed(adev.dtod_copy(&x, &mut y).await, "dtod_copy");
        failed(adev.memset_zeros(&mut y).await, "memset_zeros");
        // SAFETY: write_null takes no parameters; refused or faulting, it changes nothing.
        failed(unsafe { adev.launch(&write_null, ONE, ()) }.await, "launch");
        failed(AsyncDevice::new(dev.clone()).map(drop), "AsyncDevice::new");
        failed(dev.new_stream().map(drop), "sync new_stream");
        failed(dev.alloc_zeros::<f32>(4).map(drop), "sync alloc_zeros");
        failed(dev.dtoh_sync_copy(&x).map(drop), "sync dtoh_sync_copy");
        failed(adev.reclaim(x).await.map(drop), "reclaim");
        drop(y);
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
