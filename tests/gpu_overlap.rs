//! Overlap of independent async work, timed, in its own test binary: in the shared GPU test
//! binary other tests run at the same time and keep the GPU busy, which would make the timing
//! meaningless. The tests of this binary take turns for the same reason: two adapters' streams
//! at once can outnumber the device's hardware queues (8 by default), and streams that share
//! a queue wait for each other.

#[macro_use]
mod support;

use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaSlice, LaunchConfig};
use cuda_driver::nvrtc::Ptx;
use std::sync::{Mutex, MutexGuard};
use std::time::Instant;

/// One timing test at a time.
fn take_turn() -> MutexGuard<'static, ()> {
    static TURN: Mutex<()> = Mutex::new(());
    TURN.lock().unwrap_or_else(|e| e.into_inner())
}

const SPIN: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/spin.ptx"));

#[test]
fn independent_kernels_overlap() {
    let _turn = take_turn();
    let dev = gpu!();
    dev.load_ptx(Ptx::from_src(SPIN), "spin", &["spin"])
        .unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let spin = dev.get_func("spin", "spin").unwrap();
    let one = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };
    let clock_khz = dev
        .attribute(cuda_driver::driver::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap();
    let cycles = clock_khz as u64 * 20; // about 20 ms
    let mut flags: Vec<CudaSlice<i32>> = (0..4).map(|_| dev.alloc_zeros(1).unwrap()).collect();
    futures_lite::future::block_on(async {
        // SAFETY: spin(u64 cycles, int *flag) writes flag[0].
        unsafe { adev.launch(&spin, one, (cycles, &mut flags[0])) }
            .await
            .unwrap();
        let t = Instant::now();
        // SAFETY: as above.
        unsafe { adev.launch(&spin, one, (cycles, &mut flags[0])) }
            .await
            .unwrap();
        let single = t.elapsed();
        let t = Instant::now();
        let futs: Vec<_> = flags
            .iter_mut()
            .map(|flag| {
                // SAFETY: as above.
                unsafe { adev.launch(&spin, one, (cycles, flag)) }
            })
            .collect();
        for f in futs {
            f.await.unwrap();
        }
        let four = t.elapsed();
        let ratio = four.as_secs_f64() / single.as_secs_f64();
        println!("one kernel {single:?}, four together {four:?}: ratio {ratio:.2}");
        assert!(ratio < 1.5, "four independent kernels took {ratio:.2}x one");
    });
    for f in &flags {
        assert_eq!(dev.dtoh_sync_copy(f).unwrap(), [1]);
    }
}

/// A zip of independent kernels overlaps every time it runs, not only the first: its branches'
/// streams must be known finished once the zip is, or the next run's waits for their old
/// accesses tie the branches together (they once ran one after the other from the second run).
#[test]
fn a_zip_of_kernels_overlaps_on_every_run() {
    use cuda_driver::r#async::{Op, zip4};
    let _turn = take_turn();
    let dev = gpu!();
    dev.load_ptx(Ptx::from_src(SPIN), "spin", &["spin"])
        .unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let spin = dev.get_func("spin", "spin").unwrap();
    let one = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };
    let clock_khz = dev
        .attribute(cuda_driver::driver::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap();
    let cycles = clock_khz as u64 * 20; // about 20 ms
    let mut flags: Vec<CudaSlice<i32>> = (0..4).map(|_| dev.alloc_zeros(1).unwrap()).collect();
    let [f0, f1, f2, f3] = &mut flags[..] else {
        unreachable!()
    };
    for run in 0..4 {
        let t = Instant::now();
        // SAFETY: spin(u64 cycles, int *flag) writes flag[0].
        unsafe { ops.launch(&spin, one, (cycles, &mut *f0)) }
            .wait()
            .unwrap();
        let single = t.elapsed();
        let t = Instant::now();
        // SAFETY: as above.
        zip4(
            unsafe { ops.launch(&spin, one, (cycles, &mut *f0)) },
            unsafe { ops.launch(&spin, one, (cycles, &mut *f1)) },
            unsafe { ops.launch(&spin, one, (cycles, &mut *f2)) },
            unsafe { ops.launch(&spin, one, (cycles, &mut *f3)) },
        )
        .wait()
        .unwrap();
        let four = t.elapsed();
        let ratio = four.as_secs_f64() / single.as_secs_f64();
        println!("run {run}: one kernel {single:?}, a zip of four {four:?}: ratio {ratio:.2}");
        assert!(
            ratio < 1.5,
            "run {run}: a zip of four kernels took {ratio:.2}x one"
        );
    }
    for f in &flags {
        assert_eq!(dev.dtoh_sync_copy(f).unwrap(), [1]);
    }
}

/// A read does not follow a slow read of the same buffer onto its stream: a download of X
/// finishes while an async slow copy out of X (about half a second) still runs, and a write of
/// X after both waits for the slow reader, which copies the old values.
#[test]
fn a_read_after_a_slow_read_runs_beside_it() {
    let _turn = take_turn();
    let dev = gpu!();
    dev.load_ptx(Ptx::from_src(SPIN), "spin", &["slow_copy"])
        .unwrap();
    let copy = dev.get_func("spin", "slow_copy").unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 1usize << 20;
    // One block per SM at most, so that every thread spins at once: one wave of the spin.
    let cfg = LaunchConfig {
        grid_dim: (128, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    };
    let mut x = dev.htod_sync_copy(&vec![2.0f32; n]).unwrap();
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    let clock_khz = dev
        .attribute(cuda_driver::driver::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap();
    let cycles = clock_khz as u64 * 500; // about 500 ms
    // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) stays within n.
    let mut reader = unsafe { adev.launch(&copy, cfg, (cycles, &mut y, &x, n)) };
    let t = Instant::now();
    let got = futures_lite::future::block_on(adev.dtoh_copy(&x)).unwrap();
    let took = t.elapsed();
    assert!(
        got.iter().all(|&v| v == 2.0),
        "the download read stale values"
    );
    assert!(
        futures_lite::future::block_on(futures_lite::future::poll_once(&mut reader)).is_none(),
        "the download ({took:?}) waited for the slow reader of the same buffer"
    );
    drop(adev.htod_copy_into(vec![9.0f32; n], &mut x));
    futures_lite::future::block_on(reader).unwrap();
    assert!(dev.dtoh_sync_copy(&y).unwrap().iter().all(|&v| v == 2.0));
    assert!(dev.dtoh_sync_copy(&x).unwrap().iter().all(|&v| v == 9.0));
}
