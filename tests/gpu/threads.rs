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

// ---- each thread's own stream ----
//
// Every thread but the one that opened the device gets a stream of its own. The tests below
// put slow work on one thread's stream and the next use of the same buffer on another
// thread's: without the per-buffer ordering, the second overtakes the first.

use crate::kernels::{N, SLOW, assert_all, filled, slow_kernels};
use std::sync::mpsc;

#[test]
fn a_read_on_another_threads_stream_waits_for_a_slow_write() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (tx, rx) = mpsc::channel();
    let (dev, k) = (&dev, &k);
    std::thread::scope(|s| {
        s.spawn(move || {
            let mut x = filled(dev, 1.0);
            k.fill(None, &mut x, 2.0, SLOW);
            tx.send(x).unwrap();
        });
        s.spawn(move || {
            let x = rx.recv().unwrap();
            assert_all(
                &dev.dtoh_sync_copy(&x).unwrap(),
                2.0,
                "read on a second thread",
            );
        });
    });
}

#[test]
fn a_write_on_another_threads_stream_waits_for_a_slow_read() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (tx, rx) = mpsc::channel();
    let (back_tx, back_rx) = mpsc::channel();
    let (dev, k) = (&dev, &k);
    std::thread::scope(|s| {
        s.spawn(move || {
            let src = filled(dev, 3.0);
            let mut dst = filled(dev, 0.0);
            // The slow copy reads `src` for about 50 ms on this thread's stream.
            k.slow_copy(None, &mut dst, &src);
            tx.send(src).unwrap();
            let src: cuda_driver::driver::CudaSlice<f32> = back_rx.recv().unwrap();
            assert_all(
                &dev.dtoh_sync_copy(&dst).unwrap(),
                3.0,
                "what the copy read",
            );
            assert_all(&dev.dtoh_sync_copy(&src).unwrap(), 4.0, "the overwrite");
        });
        s.spawn(move || {
            let mut src = rx.recv().unwrap();
            // Overwrites what the slow copy is still reading, from another thread's stream.
            dev.htod_sync_copy_into(&vec![4.0f32; N], &mut src).unwrap();
            back_tx.send(src).unwrap();
        });
    });
}

#[test]
fn a_buffer_dropped_on_another_thread_is_freed_after_its_slow_user() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (tx, rx) = mpsc::channel();
    let (dev, k) = (&dev, &k);
    std::thread::scope(|s| {
        s.spawn(move || {
            let src = filled(dev, 5.0);
            let mut dst = filled(dev, 0.0);
            k.slow_copy(None, &mut dst, &src);
            // `src` is dropped on the other thread while the copy still reads it; the memory
            // must not be reused before the copy is done.
            tx.send(src).unwrap();
            assert_all(&dev.dtoh_sync_copy(&dst).unwrap(), 5.0, "the slow copy");
        });
        s.spawn(move || {
            let src = rx.recv().unwrap();
            drop(src);
            // Allocations of the same size on this thread, written at once.
            for _ in 0..4 {
                let _x = filled(dev, 6.0);
            }
        });
    });
    dev.synchronize().unwrap();
}

#[test]
fn small_buffers_reused_by_a_threads_stream_are_ordered_after_their_last_use() {
    // Small allocations freed on a thread's stream are kept for its next ones of the same
    // size: the next owner's writes must land after the previous owner's last read.
    let dev = gpu!();
    let k = slow_kernels(&dev);
    const SMALL: usize = 1024;
    let (dev, k) = (&dev, &k);
    std::thread::scope(|s| {
        s.spawn(move || {
            for round in 0..20 {
                let v = round as f32;
                let src = dev.htod_sync_copy(&vec![v; SMALL]).unwrap();
                let mut dst = dev.alloc_zeros::<f32>(SMALL).unwrap();
                // SAFETY: slow_copy(unsigned long long, float*, const float*, size_t) stays
                // within SMALL elements.
                unsafe {
                    (&k.copy).launch(crate::kernels::CFG, (SLOW / 20, &mut dst, &src, SMALL))
                }
                .unwrap();
                drop(src);
                // Takes `src`'s memory back while the copy may still read it.
                let again = dev.htod_sync_copy(&vec![-1.0f32; SMALL]).unwrap();
                assert_all(
                    &dev.dtoh_sync_copy(&dst).unwrap(),
                    v,
                    "copied before the reuse",
                );
                assert_all(
                    &dev.dtoh_sync_copy(&again).unwrap(),
                    -1.0,
                    "the reused buffer",
                );
            }
        });
    });
}

#[test]
fn a_threads_cu_stream_is_its_own_and_its_calls_run_in_order_there() {
    use cuda_driver::driver::result;
    let dev = gpu!();
    let main = *dev.cu_stream() as usize;
    let k = slow_kernels(&dev);
    let (dev, k) = (&dev, &k);
    std::thread::scope(|s| {
        s.spawn(move || {
            let mine = *dev.cu_stream() as usize;
            assert_ne!(mine, main, "a second thread has a stream of its own");
            assert_eq!(*dev.cu_stream() as usize, mine, "and keeps it");
            let mut x = filled(dev, 1.0);
            k.fill(None, &mut x, 7.0, SLOW);
            // The thread's stream has the slow fill: synchronizing it through `sys` waits for
            // it (a raw call sees the thread's own order).
            // SAFETY: the stream lives as long as `dev`.
            unsafe { result::stream::synchronize(*dev.cu_stream()) }.unwrap();
            assert!(dev.dtoh_sync_copy(&x).unwrap().iter().all(|&v| v == 7.0));
        });
    });
    assert_eq!(
        *dev.cu_stream() as usize,
        main,
        "the opening thread keeps the main stream"
    );
}

#[test]
fn streams_of_ended_threads_are_reused_and_their_buffers_stay_ordered() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut streams = std::collections::HashSet::new();
    let mut kept = Vec::new();
    let (dev, k) = (&dev, &k);
    for round in 0..8 {
        let (stream, x) = std::thread::scope(|s| {
            s.spawn(move || {
                let mut x = filled(dev, 0.0);
                k.fill(None, &mut x, round as f32, SLOW / 10);
                (*dev.cu_stream() as usize, x)
            })
            .join()
            .unwrap()
        });
        streams.insert(stream);
        kept.push(x);
    }
    // One thread at a time: its stream goes to the next.
    assert_eq!(
        streams.len(),
        1,
        "threads one after another share one stream"
    );
    for (round, x) in kept.iter().enumerate() {
        assert_all(
            &dev.dtoh_sync_copy(x).unwrap(),
            round as f32,
            "a buffer of an ended thread",
        );
    }
}
