//! One `Arc<CudaDevice>` shared by many threads, none of which calls bind_to_thread.

use crate::kernels::{BASIC, basic, iota, random_f32, random_u32};
use cuda_driver::driver::{CudaSlice, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::Ptx;

#[test]
fn sixteen_threads_share_one_device() {
    let dev = gpu!();
    basic(&dev);
    let axpy = dev.get_func("basic", "axpy").unwrap();
    let handles: Vec<_> = (0..16u64)
        .map(|t| {
            let (dev, axpy) = (dev.clone(), axpy.clone());
            std::thread::spawn(move || {
                for iter in 0..25u64 {
                    let n = 1000 + (t * 997 + iter * 31) as usize % 50_000;
                    let x = random_f32(n, t * 1000 + iter);
                    let y = random_f32(n, t * 1000 + iter + 500);
                    let dx = dev.htod_sync_copy(&x).unwrap();
                    let mut dy = dev.htod_copy(y.clone()).unwrap();
                    let a = 0.5 + t as f32;
                    // SAFETY: axpy(float, const float*, float*, size_t) within n elements.
                    unsafe {
                        axpy.clone()
                            .launch(LaunchConfig::for_num_elems(n as u32), (a, &dx, &mut dy, n))
                    }
                    .unwrap();
                    let got = dev.dtoh_sync_copy(&dy).unwrap();
                    let want: Vec<f32> = x.iter().zip(&y).map(|(x, y)| a.mul_add(*x, *y)).collect();
                    assert_eq!(got, want, "thread {t}, iteration {iter}");
                    // A device-side copy and a partial overwrite, checked too.
                    let mut dz = dev.alloc_zeros::<f32>(n).unwrap();
                    dev.dtod_copy(&dy, &mut dz).unwrap();
                    dev.htod_sync_copy_into(&x[..n / 2], &mut dz.slice_mut(..n / 2))
                        .unwrap();
                    let z = dev.sync_reclaim(dz).unwrap();
                    assert_eq!(z[..n / 2], x[..n / 2]);
                    assert_eq!(z[n / 2..], want[n / 2..]);
                }
                t
            })
        })
        .collect();
    for h in handles {
        h.join().expect("a thread failed");
    }
    dev.synchronize().unwrap();
}

#[test]
fn threads_load_modules_and_fork_streams() {
    let dev = gpu!();
    let handles: Vec<_> = (0..16u64)
        .map(|t| {
            let dev = dev.clone();
            std::thread::spawn(move || {
                // Allowed, never required: half the threads bind explicitly.
                if t % 2 == 0 {
                    dev.bind_to_thread().unwrap();
                }
                let name = format!("basic_{t}");
                dev.load_ptx(Ptx::from_src(BASIC), &name, &["fill_iota", "add_one"])
                    .unwrap();
                let stream = dev.fork_default_stream().unwrap();
                let n = 10_000 + t as usize;
                let mut x = dev.htod_sync_copy(&random_f32(n, t)).unwrap();
                let fill = dev.get_func(&name, "fill_iota").unwrap();
                let add = dev.get_func(&name, "add_one").unwrap();
                let cfg = LaunchConfig::for_num_elems(n as u32);
                // SAFETY: both take (float*, size_t) and stay within n elements; `x` is used on
                // this thread's stream only until the main stream waits for it.
                unsafe {
                    fill.launch_on_stream(&stream, cfg, (&mut x, n)).unwrap();
                    add.launch_on_stream(&stream, cfg, (&mut x, n)).unwrap();
                }
                dev.wait_for(&stream).unwrap();
                let want: Vec<f32> = iota(n).iter().map(|v| v + 1.0).collect();
                assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want, "thread {t}");
            })
        })
        .collect();
    for h in handles {
        h.join().expect("a thread failed");
    }
    for t in 0..16 {
        assert!(dev.has_func(&format!("basic_{t}"), "add_one"));
    }
}

#[test]
fn buffers_move_between_threads_and_are_read_concurrently() {
    let dev = gpu!();
    let data = random_u32(100_000, 60);
    // Allocated here, dropped on other threads.
    let bufs: Vec<CudaSlice<u32>> = (0..8).map(|_| dev.htod_sync_copy(&data).unwrap()).collect();
    let handles: Vec<_> = bufs
        .into_iter()
        .map(|b| {
            let data = data.clone();
            std::thread::spawn(move || {
                let dev = b.device();
                assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), data);
                drop(b);
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    // One buffer read by 16 threads at once through shared references, each from a view.
    let shared = dev.htod_sync_copy(&data).unwrap();
    std::thread::scope(|s| {
        for t in 0..16usize {
            let (dev, shared, data) = (&dev, &shared, &data);
            s.spawn(move || {
                let start = t * 1000;
                let v = shared.slice(start..start + 5000);
                assert_eq!(dev.dtoh_sync_copy(&v).unwrap(), &data[start..start + 5000]);
            });
        }
    });
    // Disjoint halves written from two threads at once.
    let mut target = dev.alloc_zeros::<u32>(100_000).unwrap();
    {
        let (mut lo, mut hi) = target.split_at_mut(50_000);
        std::thread::scope(|s| {
            s.spawn(|| dev.htod_sync_copy_into(&data[..50_000], &mut lo).unwrap());
            s.spawn(|| dev.htod_sync_copy_into(&data[50_000..], &mut hi).unwrap());
        });
    }
    assert_eq!(dev.dtoh_sync_copy(&target).unwrap(), data);
}
