//! Issue 10, hole 8: device memory after dropped futures. In a binary of its own, because it
//! measures the device's free memory, which other tests running beside it would change.

#[macro_use]
mod support;

use cuda_driver::r#async::AsyncDevice;
use futures_lite::future::block_on;

#[test]
fn hole8_memory_returns_after_dropped_futures() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let up = vec![1u8; 64 << 20];
    let big = dev.alloc_zeros::<u8>(256 << 20).unwrap();
    // One awaited round first, so that what the adapter keeps on purpose exists before the
    // measure.
    block_on(adev.htod_copy(up.clone())).unwrap();
    block_on(adev.dtoh_copy(&big)).unwrap();
    dev.synchronize().unwrap();
    let pool = dev.mem_pool().unwrap();
    let (before, _) = dev.mem_get_info().unwrap();
    let stats_before = pool.stats().unwrap();
    for _ in 0..50 {
        drop(adev.htod_copy(up.clone()));
        drop(adev.dtoh_copy(&big));
    }
    dev.synchronize().unwrap();
    let (after, _) = dev.mem_get_info().unwrap();
    let lost = before.saturating_sub(after);
    println!(
        "free device memory: {} MiB before, {} MiB after 50 rounds ({} MiB less); pool before \
         {stats_before:?}, after {:?}",
        before >> 20,
        after >> 20,
        lost >> 20,
        pool.stats().unwrap()
    );
    assert!(
        lost <= 16 << 20,
        "{} MiB of device memory not back after a synchronize",
        lost >> 20
    );
}
