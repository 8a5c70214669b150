//! The adapter under block_on, smol and tokio: pipelines with results checked, thousands of
//! tasks, sync and async calls seeing each other, futures that are `Send`, dropped and forgotten
//! futures giving their memory back, and copies past the pinned pool's largest class.

use crate::kernels::{basic, random_f32, spin};
use cuda_driver::r#async::{AsyncDevice, GpuFuture};
use cuda_driver::driver::{CudaDevice, CudaSlice, LaunchConfig};
use std::sync::Arc;
use std::time::Instant;

/// htod, `add_one` twice, dtoh of `n` values; checks the result.
async fn pipeline(adev: &AsyncDevice, n: usize, seed: u64) {
    let dev = adev.device();
    let f = dev.get_func("basic", "add_one").unwrap();
    let data = random_f32(n, seed);
    let mut x = adev.htod_copy(data.clone()).await.unwrap();
    // An empty grid is the driver's INVALID_VALUE: with no elements there is no kernel to run.
    let want: Vec<f32> = if n == 0 {
        data.clone()
    } else {
        let cfg = LaunchConfig::for_num_elems(n as u32);
        // SAFETY: add_one(float *x, size_t n) stays within n elements.
        unsafe { adev.launch(&f, cfg, (&mut x, n)) }.await.unwrap();
        // Not awaited: the next operation on `x` is ordered after it all the same.
        // SAFETY: as above.
        let second = unsafe { adev.launch(&f, cfg, (&mut x, n)) };
        let back = adev.dtoh_copy(&x).await.unwrap();
        second.await.unwrap();
        let want: Vec<f32> = data.iter().map(|v| v + 2.0).collect();
        assert_eq!(back, want, "pipeline of {n} elements (seed {seed})");
        want
    };
    let reused = adev
        .dtoh_copy_into(&x, Vec::with_capacity(3))
        .await
        .unwrap();
    assert_eq!(reused, want);
    let mut y = adev.alloc_zeros::<f32>(n).await.unwrap();
    adev.dtod_copy(&x, &mut y).await.unwrap();
    assert_eq!(adev.reclaim(y).await.unwrap(), want);
    adev.htod_copy_into(data.clone(), &mut x).await.unwrap();
    assert_eq!(adev.dtoh_copy(&x).await.unwrap(), data);
    adev.memset_zeros(&mut x).await.unwrap();
    assert_eq!(adev.reclaim(x).await.unwrap(), vec![0.0; n]);
    adev.synchronize().await.unwrap();
}

fn setup() -> Option<(Arc<CudaDevice>, AsyncDevice)> {
    let dev = crate::support::device()?;
    basic(&dev);
    spin(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    Some((dev, adev))
}

#[test]
fn pipeline_under_block_on() {
    let Some((_dev, adev)) = setup() else { return };
    futures_lite::future::block_on(async {
        for (i, n) in [0usize, 1, 1000, 1 << 20].into_iter().enumerate() {
            pipeline(&adev, n, i as u64).await;
        }
    });
}

#[test]
fn pipeline_under_smol() {
    let Some((_dev, adev)) = setup() else { return };
    smol::block_on(async {
        let tasks: Vec<_> = (0..16)
            .map(|i| {
                let adev = adev.clone();
                smol::spawn(async move { pipeline(&adev, 4096 + i, i as u64).await })
            })
            .collect();
        for t in tasks {
            t.await;
        }
    });
}

#[test]
fn pipeline_under_tokio_multi_thread() {
    let Some((_dev, adev)) = setup() else { return };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(8)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let tasks: Vec<_> = (0..32)
            .map(|i| {
                let adev = adev.clone();
                tokio::spawn(async move { pipeline(&adev, 777 * (i + 1), 100 + i as u64).await })
            })
            .collect();
        for t in tasks {
            t.await.unwrap();
        }
    });
}

#[test]
fn thousand_tokio_tasks_each_check_their_results() {
    let Some((_dev, adev)) = setup() else { return };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(8)
        .enable_all()
        .build()
        .unwrap();
    let f = adev.device().get_func("basic", "add_one").unwrap();
    rt.block_on(async {
        let tasks: Vec<_> = (0..1000u64)
            .map(|i| {
                let (adev, f) = (adev.clone(), f.clone());
                tokio::spawn(async move {
                    let n = 1024;
                    let data = random_f32(n, i);
                    let mut x = adev.htod_copy(data.clone()).await?;
                    // SAFETY: add_one(float *x, size_t n) stays within n elements.
                    unsafe { adev.launch(&f, LaunchConfig::for_num_elems(n as u32), (&mut x, n)) }
                        .await?;
                    let back = adev.dtoh_copy(&x).await?;
                    let ok = back.iter().zip(&data).all(|(b, d)| *b == d + 1.0);
                    Ok::<bool, cuda_driver::driver::DriverError>(ok)
                })
            })
            .collect();
        for (i, t) in tasks.into_iter().enumerate() {
            assert!(t.await.unwrap().unwrap(), "task {i} got wrong results");
        }
    });
}

#[test]
fn async_sees_sync_and_sync_sees_async() {
    let Some((dev, adev)) = setup() else { return };
    let spin = dev.get_func("spin", "spin").unwrap();
    let check = dev.get_func("spin", "check_flag").unwrap();
    futures_lite::future::block_on(async {
        // Sync, then async: the async copy sees the sync write.
        let mut x = dev.alloc_zeros::<f32>(1 << 16).unwrap();
        let data = random_f32(1 << 16, 5);
        dev.htod_sync_copy_into(&data, &mut x).unwrap();
        assert_eq!(adev.dtoh_copy(&x).await.unwrap(), data);

        // Async, then sync: a long kernel sets a flag; a sync read issued before the future is
        // awaited (and after it is dropped) still sees it.
        let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
        let one = LaunchConfig {
            grid_dim: (1, 1, 1),
            block_dim: (1, 1, 1),
            shared_mem_bytes: 0,
        };
        // SAFETY: spin(u64 cycles, int *flag) writes flag[0].
        let fut = unsafe { adev.launch(&spin, one, (50_000_000u64, &mut flag)) };
        drop(fut);
        assert_eq!(
            dev.dtoh_sync_copy(&flag).unwrap(),
            [1],
            "sync read overtook the async kernel"
        );

        // Async, then a sync kernel on the same buffer.
        let mut flag2 = dev.alloc_zeros::<i32>(1).unwrap();
        let mut seen = dev.alloc_zeros::<i32>(1).unwrap();
        // SAFETY: as above.
        let fut = unsafe { adev.launch(&spin, one, (50_000_000u64, &mut flag2)) };
        // SAFETY: check_flag(const int *flag, int *result) reads flag[0], writes result[0].
        unsafe { cuda_driver::driver::LaunchAsync::launch(&check, one, (&flag2, &mut seen)) }
            .unwrap();
        assert_eq!(
            dev.dtoh_sync_copy(&seen).unwrap(),
            [1],
            "sync kernel overtook the async kernel"
        );
        fut.await.unwrap();
    });
}

#[test]
fn futures_are_send() {
    fn assert_send<T: Send>(_: &T) {}
    let Some((dev, adev)) = setup() else { return };
    let x = dev.alloc_zeros::<f32>(4).unwrap();
    let f1: GpuFuture<Vec<f32>> = adev.dtoh_copy(&x);
    assert_send(&f1);
    assert_send(&adev.synchronize());
    assert_send(&adev.alloc_zeros::<u8>(1));
    fn assert_send_sync<T: Send + Sync + Clone>() {}
    assert_send_sync::<AsyncDevice>();
    futures_lite::future::block_on(async move {
        f1.await.unwrap();
    });
}

#[test]
fn forgotten_futures_then_freeing_everything() {
    let Some((dev, adev)) = setup() else { return };
    let f = dev.get_func("basic", "add_one").unwrap();
    let n = 1 << 20;
    let mut x: CudaSlice<f32> = dev.alloc_zeros(n).unwrap();
    for _ in 0..10 {
        std::mem::forget(adev.htod_copy_into(random_f32(n, 1), &mut x));
        // SAFETY: add_one(float *x, size_t n) stays within n elements.
        std::mem::forget(unsafe {
            adev.launch(&f, LaunchConfig::for_num_elems(n as u32), (&mut x, n))
        });
        std::mem::forget(adev.dtoh_copy(&x));
    }
    // The last forgotten upload's data plus one must be what a sync read sees.
    let want: Vec<f32> = random_f32(n, 1).iter().map(|v| v + 1.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
    std::mem::forget(adev.htod_copy_into(random_f32(n, 2), &mut x));
    drop(x);
    drop(adev);
    drop(f);
    drop(dev);
    // A fresh device afterwards works and gives correct results.
    let dev = CudaDevice::new(0).unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    futures_lite::future::block_on(async {
        let data = random_f32(4096, 3);
        let y = adev.htod_copy(data.clone()).await.unwrap();
        assert_eq!(adev.reclaim(y).await.unwrap(), data);
    });
}

/// An operation started with nothing else in flight is awaited through a flag its stream
/// writes after the work (read from host memory instead of asking the driver): its future must
/// never resolve before the work is done, however long the work runs. Checked by reading the
/// buffer through the sync API right after each await (a mark seen complete is not waited for
/// again, so an early resolve would show stale values) and by the time the kernel must take.
#[test]
fn awaits_alone_never_resolve_before_their_work() {
    use crate::kernels::{CFG, SLOW, assert_all, slow_kernels};
    use cuda_driver::driver::sys::CUdevice_attribute;
    let Some((dev, adev)) = setup() else { return };
    let k = slow_kernels(&dev);
    // clock64() ticks at most this fast: a spin of `c` cycles takes at least c / khz ms.
    let khz = dev
        .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap() as f64;
    let n = 1 << 16;
    futures_lite::future::block_on(async {
        let mut x = adev.alloc_zeros::<f32>(n).await.unwrap();
        for round in 0..3 {
            for (i, cycles) in [0u64, 1_000, 100_000, 2_000_000, SLOW / 10]
                .into_iter()
                .enumerate()
            {
                let value = (round * 10 + i) as f32 + 1.0;
                let t = Instant::now();
                // SAFETY: slow_fill(cycles, float*, size_t, float) writes n elements.
                unsafe { adev.launch(&k.fill, CFG, (cycles, &mut x, n, value)) }
                    .await
                    .unwrap();
                let took = t.elapsed().as_secs_f64() * 1e3;
                let least = cycles as f64 / khz;
                assert!(
                    took >= least,
                    "an await of a {cycles}-cycle kernel resolved after {took:.3} ms, before \
                     the kernel could have finished ({least:.3} ms at the highest clock)"
                );
                let what = format!("round {round}, a {cycles}-cycle fill awaited");
                assert_all(&dev.dtoh_sync_copy(&x).unwrap(), value, &what);
                // The same through `wait`, which watches the operation longer.
                let value = value + 0.5;
                // SAFETY: as above.
                unsafe { adev.launch(&k.fill, CFG, (cycles, &mut x, n, value)) }
                    .wait()
                    .unwrap();
                assert_all(&dev.dtoh_sync_copy(&x).unwrap(), value, &what);
            }
        }
        // A download awaited alone behind slow work of the sync API hands over all of it.
        for value in [3.0f32, 4.0, 5.0] {
            k.fill(None, &mut x, value, SLOW / 10);
            let back = adev.dtoh_copy(&x).await.unwrap();
            assert_all(&back, value, "a download awaited behind a slow sync fill");
        }
    });
}

/// Hundreds of operations awaited one at a time, whose buffers (and so whose marks) are all
/// kept: the flags they were awaited through outnumber a page of them, each buffer holds what
/// was uploaded, and after they are freed the flags are reused with new values.
#[test]
fn many_marks_kept_alive_stay_correct() {
    let Some((dev, adev)) = setup() else { return };
    let f = dev.get_func("basic", "add_one").unwrap();
    futures_lite::future::block_on(async {
        for round in 0..2u64 {
            let mut bufs = Vec::new();
            for i in 0..300u64 {
                let data = random_f32(64, round * 1000 + i);
                let mut x = adev.htod_copy(data.clone()).await.unwrap();
                // SAFETY: add_one(float *x, size_t n) stays within n elements.
                unsafe { adev.launch(&f, LaunchConfig::for_num_elems(64), (&mut x, 64usize)) }
                    .await
                    .unwrap();
                bufs.push((x, data));
            }
            for (i, (x, data)) in bufs.iter().enumerate() {
                let want: Vec<f32> = data.iter().map(|v| v + 1.0).collect();
                assert_eq!(
                    dev.dtoh_sync_copy(x).unwrap(),
                    want,
                    "buffer {i}, round {round}"
                );
            }
        }
    });
}

/// Copies larger than the pinned pool's largest size class are staged through a buffer of
/// their own size, freed after each copy: values survive the round trip, every time, also
/// with the buffers of several copies in flight at once.
#[test]
fn copies_past_the_pinned_pools_largest_class_round_trip() {
    let Some((dev, adev)) = setup() else { return };
    // One element past 256 MiB, the largest pooled staging buffer.
    let n = (256 << 20) / 4 + 1;
    let f = dev.get_func("basic", "add_one").unwrap();
    let cfg = LaunchConfig::for_num_elems(n as u32);
    futures_lite::future::block_on(async {
        for seed in 0..2u64 {
            let data = random_f32(n, 70 + seed);
            let mut x = adev.htod_copy(data.clone()).await.unwrap();
            let y = adev.htod_copy(data.clone()).await.unwrap();
            // SAFETY: add_one(float *x, size_t n) stays within n elements.
            unsafe { adev.launch(&f, cfg, (&mut x, n)) }.await.unwrap();
            let (bx, by) = futures_lite::future::zip(adev.dtoh_copy(&x), adev.dtoh_copy(&y)).await;
            let want: Vec<f32> = data.iter().map(|v| v + 1.0).collect();
            assert!(
                bx.unwrap() == want,
                "round {seed}: the launched copy differs"
            );
            assert!(by.unwrap() == data, "round {seed}: the plain copy differs");
        }
    });
    // The sync API's staged copies of the same size.
    let data = random_f32(n, 72);
    let a = dev.htod_sync_copy(&data).unwrap();
    assert!(dev.dtoh_sync_copy(&a).unwrap() == data);
}
