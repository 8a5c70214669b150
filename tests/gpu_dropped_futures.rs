//! Device memory after dropped futures and dropped composed operations. In a binary of its own,
//! because it measures the device's free memory, which other tests running beside it would
//! change; the tests of this binary take turns for the same reason.

#[macro_use]
mod support;

use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::LaunchConfig;
use cuda_driver::nvrtc::Ptx;
use futures_lite::future::block_on;
use std::sync::{Mutex, MutexGuard};

const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));

/// One measuring test at a time.
fn take_turn() -> MutexGuard<'static, ()> {
    static TURN: Mutex<()> = Mutex::new(());
    TURN.lock().unwrap_or_else(|e| e.into_inner())
}

#[test]
fn hole8_memory_returns_after_dropped_futures() {
    let _turn = take_turn();
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

/// A chain whose future is dropped while it runs still releases the buffers it owns once its
/// work is done: 20 dropped chains, each uploading 64 MiB into a buffer of its own, running a
/// kernel on it and reclaiming it, leave the device's free memory where it was.
#[test]
fn memory_returns_after_dropped_chains() {
    let _turn = take_turn();
    let dev = gpu!();
    dev.load_ptx(Ptx::from_src(BASIC), "basic", &["add_one"])
        .unwrap();
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    const N: usize = 16 << 20; // 64 MiB of f32
    let cfg = LaunchConfig::for_num_elems(N as u32);
    let up = vec![1.0f32; N];
    let chain = |up: Vec<f32>| {
        ops.htod_copy(up)
            // SAFETY: add_one(float *x, size_t n) writes within n elements.
            .then(|x| unsafe { ops.launch(&add_one, cfg, (x, N)) })
            .then(|(x, _)| ops.reclaim(x))
    };
    // One awaited round first, so that what the adapter keeps on purpose exists before the
    // measure; it also checks the chain.
    let back = chain(up.clone()).wait().unwrap();
    assert!(back.iter().all(|&v| v == 2.0), "the chain computed wrongly");
    dev.synchronize().unwrap();
    let (before, _) = dev.mem_get_info().unwrap();
    for _ in 0..20 {
        drop(chain(up.clone()).run());
    }
    adev.synchronize().wait().unwrap();
    dev.synchronize().unwrap();
    let (after, _) = dev.mem_get_info().unwrap();
    let lost = before.saturating_sub(after);
    println!(
        "free device memory: {} MiB before, {} MiB after 20 dropped chains of 64 MiB",
        before >> 20,
        after >> 20
    );
    assert!(
        lost <= 16 << 20,
        "{} MiB of device memory not back after 20 dropped chains and a synchronize",
        lost >> 20
    );
}
