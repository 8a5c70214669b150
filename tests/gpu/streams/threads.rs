//! One `Arc<CudaDevice>` shared by many threads, each with a stream of its own: reads and writes on
//! other threads' streams, buffers moved between threads, streams handed on when threads end (also
//! by a panic), small buffers reused on a thread's stream, and a thread's last calls from its
//! thread-locals' destructors.

use crate::kernels::{
    BASIC, N, SLOW, assert_all, assert_usable, basic, filled, iota, random_f32, random_u32,
    slow_kernels,
};
use crate::support::thread_exit::AT_EXIT;
use cuda_driver::driver::{CudaSlice, DriverError, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::Ptx;
use std::collections::HashSet;
use std::sync::{Arc, Barrier, Mutex, mpsc};
use std::time::Duration;

#[test]
fn sixteen_threads_on_their_own_streams_and_one_shared_buffer() {
    let dev = gpu!();
    let k = Arc::new(slow_kernels(&dev));
    let shared = Arc::new(filled(&dev, 1.0));
    let outs: Vec<_> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..16)
            .map(|t| {
                let (dev, k, shared) = (dev.clone(), k.clone(), shared.clone());
                scope.spawn(move || {
                    let s = dev.new_stream().unwrap();
                    let mut own = filled(&dev, 0.0);
                    k.fill(Some(&s), &mut own, t as f32, SLOW / 4);
                    assert_all(&dev.dtoh_sync_copy(&own).unwrap(), t as f32, "own buffer");
                    let mut copy = filled(&dev, 0.0);
                    k.slow_copy(Some(&s), &mut copy, &shared);
                    copy
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    // Every thread's slow read of `shared` is still running or done: a write now waits.
    let mut shared = Arc::try_unwrap(shared).unwrap();
    k.add(None, &mut shared, 100.0);
    for (t, copy) in outs.iter().enumerate() {
        assert_all(
            &dev.dtoh_sync_copy(copy).unwrap(),
            1.0,
            &format!("thread {t}'s read"),
        );
    }
    assert_all(&dev.dtoh_sync_copy(&shared).unwrap(), 101.0, "the write");
}

/// device.rs: "a stream of its own on every other thread (made on its first call, and
/// handed to the next new thread once it ends)", "a program has as many as it had threads
/// using the device at once", "threads sharing a device do not queue behind one another";
/// thread_lanes.rs: "'Ends' means its thread-locals are destroyed: a `JoinHandle::join`
/// waits for that". Three rounds of four threads at once (joined): the first makes four
/// streams, none the main stream; the second, in which one thread panics, and the third use
/// those four only (a panicking thread ends too, and hands its stream on); and every
/// thread's slow write, the panicking one's included, is what a read from this thread sees.
#[test]
fn streams_are_as_many_as_threads_at_once_and_a_panicking_thread_hands_its_stream_on() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let main = *dev.cu_stream() as usize;
    let n = 1usize << 18;
    let mut first: Option<HashSet<usize>> = None;
    let mut kept: Vec<(f32, CudaSlice<f32>)> = Vec::new();
    for round in 0..3u32 {
        let out = Mutex::new(Vec::new());
        let barrier = Barrier::new(4);
        let panics = round == 1;
        let (dev, k, out, barrier) = (&dev, &k, &out, &barrier);
        let joined: Vec<bool> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4u32)
                .map(|t| {
                    s.spawn(move || {
                        barrier.wait();
                        let value = (round * 10 + t + 1) as f32;
                        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
                        k.fill(None, &mut x, value, SLOW / 2);
                        let stream = *dev.cu_stream() as usize;
                        // All four hold their streams at once.
                        barrier.wait();
                        out.lock().unwrap().push((stream, value, x));
                        if panics && t == 0 {
                            panic!("a deliberate panic of a thread with work in flight");
                        }
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().is_ok()).collect()
        });
        assert_eq!(
            joined.iter().filter(|ok| !**ok).count(),
            usize::from(panics),
            "round {round}: threads that panicked"
        );
        let out = std::mem::take(&mut *out.lock().unwrap());
        let streams: HashSet<usize> = out.iter().map(|(s, _, _)| *s).collect();
        assert_eq!(
            streams.len(),
            4,
            "round {round}: four threads at once have four streams"
        );
        assert!(
            !streams.contains(&main),
            "round {round}: a thread other than the opening one used the main stream"
        );
        match &first {
            None => first = Some(streams),
            Some(f) => assert!(
                streams.is_subset(f),
                "round {round}: new streams were made ({} in all) though the threads of the \
                 round before had ended (one panicking in round 1)",
                f.union(&streams).count()
            ),
        }
        kept.extend(out.into_iter().map(|(_, v, x)| (v, x)));
    }
    for (value, x) in &kept {
        assert_all(
            &dev.dtoh_sync_copy(x).unwrap(),
            *value,
            "a slow write of an ended (or panicked) thread",
        );
    }
}

/// thread_lanes.rs: "The thread is ending (its thread-locals are being destroyed): ... Its
/// last calls go to the main stream"; device.rs: "Buffers used by several threads (or
/// streams) are ordered by the crate". A thread-local of the user, made before the thread's
/// first call on the device (so destroyed after the crate's own), downloads and frees a
/// buffer that the thread filled with a slow kernel on its own stream: the download must see
/// the fill, and the device must work on.
#[test]
fn a_threads_last_calls_from_its_thread_local_destructors_stay_ordered() {
    let dev = gpu!();
    let k = Arc::new(slow_kernels(&dev));
    let (tx, rx) = mpsc::channel::<Result<Vec<f32>, DriverError>>();
    let (dev2, k2) = (dev.clone(), k.clone());
    std::thread::spawn(move || {
        // Registered first, destroyed last.
        AT_EXIT.with(|_| ());
        let mut x = dev2.alloc_zeros::<f32>(1 << 20).unwrap();
        k2.fill(None, &mut x, 9.0, SLOW);
        AT_EXIT.with(|a| {
            a.borrow_mut().0 = Some(Box::new(move || {
                let r = dev2.dtoh_sync_copy(&x);
                drop(x);
                drop(k2);
                let _ = tx.send(r);
            }))
        });
    })
    .join()
    .unwrap();
    let got = rx
        .recv_timeout(Duration::from_secs(30))
        .expect("the thread-local's destructor ran")
        .expect("a download from a thread-local's destructor");
    assert_all(
        &got,
        9.0,
        "a download from a thread-local's destructor, behind the thread's slow fill",
    );
    assert_usable(&dev);
}

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
