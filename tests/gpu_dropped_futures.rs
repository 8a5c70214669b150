//! Device memory after dropped futures and dropped composed operations. In a binary of its own,
//! because it measures the device's free memory, which other tests running beside it would
//! change; the tests of this binary take turns for the same reason.

#[macro_use]
mod support;

use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::{LaunchConfig, MemPool};
use cuda_driver::nvrtc::Ptx;
use futures_lite::future::block_on;
use std::sync::{Mutex, MutexGuard};

const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
const SPIN: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/spin.ptx"));

/// One measuring test at a time.
fn take_turn() -> MutexGuard<'static, ()> {
    static TURN: Mutex<()> = Mutex::new(());
    TURN.lock().unwrap_or_else(|e| e.into_inner())
}

#[test]
fn memory_returns_after_dropped_futures() {
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

/// Futures of uploads and allocations dropped before completion each park their memory until
/// the GPU is done: after a synchronize, the device's free memory is back where it was.
#[test]
fn dropped_uploads_and_allocations_return_their_memory() {
    let _turn = take_turn();
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    futures_lite::future::block_on(async {
        // Warm up the pools and the allocator first.
        drop(adev.htod_copy(vec![0u8; 64 << 20]).await.unwrap());
        adev.synchronize().await.unwrap();
        dev.synchronize().unwrap();
        let (free_before, _) = cuda_driver::driver::result::mem_get_info().unwrap();
        for i in 0..20u8 {
            // Dropped before completion: each parks its 64 MiB until the GPU is done.
            drop(adev.htod_copy(vec![i; 64 << 20]));
            drop(adev.alloc_zeros::<f32>(16 << 20));
        }
        adev.synchronize().await.unwrap();
        dev.synchronize().unwrap();
        // The completion thread releases parked buffers right after it sees them finish.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        loop {
            dev.synchronize().unwrap();
            let (free_after, _) = cuda_driver::driver::result::mem_get_info().unwrap();
            let lost = free_before.saturating_sub(free_after);
            if lost <= 64 << 20 {
                break;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "{} MiB not returned",
                lost >> 20
            );
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    });
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

/// The pool's bytes in use once they stopped changing (the same over 50 ms).
fn settled(pool: &cuda_driver::driver::MemPool) -> u64 {
    let mut last = pool.used_current().unwrap();
    let mut same_since = std::time::Instant::now();
    let deadline = same_since + std::time::Duration::from_secs(5);
    while same_since.elapsed() < std::time::Duration::from_millis(50) {
        assert!(
            std::time::Instant::now() < deadline,
            "the pool's use kept changing"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
        let now = pool.used_current().unwrap();
        if now != last {
            (last, same_since) = (now, std::time::Instant::now());
        }
    }
    last
}

/// What the crate's frees did, in a build with `--cfg cuda_driver_contention` (its profile of
/// named events); nothing otherwise.
fn events() -> String {
    #[cfg(cuda_driver_contention)]
    return format!("\n{}", cuda_driver::driver::safe::contention_report());
    #[cfg(not(cuda_driver_contention))]
    String::new()
}

/// Small allocations the adapter's streams keep for reuse go back to the device's memory pool
/// at `AsyncDevice::synchronize`, at `CudaDevice::synchronize`, once the adapter is idle, and
/// when the adapter goes. Each round frees eight 64 KiB buffers right behind their downloads
/// (`reclaim`) while a slow kernel keeps the adapter busy, checks that the pool still counts
/// them as used (kept), then that they are back after the event. What a round keeps is
/// measured against the pool just before it: the pool is the process's, and memory that earlier
/// tests' dropped futures parked goes back when their GPU work is done, which the crate does not
/// promise to be before the test's first measure.
#[test]
fn kept_allocations_go_back_to_the_pool() {
    let _turn = take_turn();
    let dev = gpu!();
    dev.load_ptx(Ptx::from_src(SPIN), "spin", &["slow_fill"])
        .unwrap();
    let slow = dev.get_func("spin", "slow_fill").unwrap();
    let pool = dev.mem_pool().unwrap();
    let mut busy_buf = dev.alloc_zeros::<f32>(1024).unwrap();
    let one = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (32, 1, 1),
        shared_mem_bytes: 0,
    };
    let mut adev = Some(AsyncDevice::new(dev.clone()).unwrap());
    dev.synchronize().unwrap();
    // The pool is the GPU's, shared by every device object of the process: what the tests
    // before this one freed must be back before the measure.
    let base = settled(&pool);
    for when in [
        "adapter synchronize",
        "device synchronize",
        "idle",
        "adapter dropped",
    ] {
        let a = adev.as_ref().unwrap();
        #[cfg(cuda_driver_contention)]
        cuda_driver::driver::safe::contention_reset();
        let before_round = pool.used_current().unwrap();
        let bufs: Vec<_> = (0..8)
            .map(|i| block_on(a.htod_copy(vec![i as u8; 64 << 10])).unwrap())
            .collect();
        // Long enough (about 100 ms) that the adapter is still busy when the frees are checked:
        // an adapter idle for a millisecond gives what its streams kept back on its own.
        let launched = std::time::Instant::now();
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes n elements.
        let busy = (when != "idle").then(|| unsafe {
            a.launch(
                &slow,
                one,
                (200_000_000u64, &mut busy_buf, 1024usize, 1.0f32),
            )
        });
        for (i, x) in bufs.into_iter().enumerate() {
            assert!(
                block_on(a.reclaim(x))
                    .unwrap()
                    .iter()
                    .all(|&v| v == i as u8)
            );
        }
        if when != "idle" {
            let used = pool.used_current().unwrap();
            assert!(
                used > before_round,
                "nothing kept before the {when}: {used} bytes used, {before_round} before the \
                 round, {base} before the test ({:?} after the slow kernel's launch, {busy:?}); \
                 pool {:?}{}",
                launched.elapsed(),
                pool.stats(),
                events()
            );
        }
        match when {
            "adapter synchronize" => block_on(a.synchronize()).unwrap(),
            "device synchronize" => dev.synchronize().unwrap(),
            "adapter dropped" => {
                drop(busy);
                drop(adev.take());
                dev.synchronize().unwrap();
                back_in_the_pool(&pool, base, when);
                return;
            }
            _ => {}
        }
        if let Some(b) = busy {
            block_on(b).unwrap();
        }
        back_in_the_pool(&pool, base, when);
    }
}

/// Waits (at most 2 s) until the pool is back to `base` bytes in use, after `when`.
fn back_in_the_pool(pool: &MemPool, base: u64, when: &str) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
    loop {
        let used = pool.used_current().unwrap();
        if used <= base {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "{} bytes still used {when} ({base} before)",
            used - base
        );
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
}
