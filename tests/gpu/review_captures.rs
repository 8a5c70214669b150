//! Attacks on graph captures from the other side: what the crate does on one thread while
//! another holds a capture open. `capture_graph`'s docs name what invalidates a capture
//! (synchronizing the device, dropping another `CudaDevice` of the GPU) and say that a cuBLAS
//! handle's destroy and a module's unload are put off; everything else the crate does on its
//! own must leave the capture valid. Each attack runs one such operation through
//! [`capture_while_elsewhere`], in a child process of its own: a capture broken by one must not
//! hide whether the next breaks one too, and a context-wide wait must not hit other tests'
//! captures.

use crate::attack::{capture_while_elsewhere, cycles_for_ms, live};
use crate::kernels::{assert_all, assert_usable, slow_kernels};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::CUresult;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// 1 MiB of f32s.
const N: usize = 1 << 18;

in_child!(
    /// host.rs, `PinnedHostSlice`: its drop frees the pinned memory (`cuMemFreeHost`).
    freeing_pinned_memory_that_an_upload_used_leaves_a_capture_valid,
    free_pinned_child,
    |dev| {
        let mut host = dev.alloc_pinned::<f32>(N).unwrap();
        host.iter_mut().for_each(|v| *v = 2.0);
        let x = dev.htod_sync_copy(&host).unwrap();
        capture_while_elsewhere(&dev, "freeing pinned memory", move || drop(host));
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 2.0, "the upload");
    }
);

in_child!(
    /// host.rs, `alloc_pinned` (`cuMemHostAlloc`) on another thread.
    allocating_pinned_memory_leaves_a_capture_valid,
    alloc_pinned_child,
    |dev| {
        let d = dev.clone();
        let host = capture_while_elsewhere(&dev, "allocating pinned memory", move || {
            d.alloc_pinned::<f32>(N).unwrap()
        });
        assert!(host.iter().all(|&v| v == 0.0));
    }
);

in_child!(
    /// host.rs, `RegisteredVec`: its drop unregisters the memory (`cuMemHostUnregister`).
    unregistering_host_memory_that_an_upload_used_leaves_a_capture_valid,
    unregister_child,
    |dev| {
        let v = dev.register_host(vec![4.0f32; N]).unwrap();
        let x = dev.htod_sync_copy(&v).unwrap();
        capture_while_elsewhere(&dev, "unregistering host memory", move || drop(v));
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 4.0, "the upload");
    }
);

in_child!(
    /// async/mod.rs: the last clone of an adapter going waits for its completion thread, and
    /// its pool streams and pinned staging buffers go.
    dropping_an_adapter_that_ran_work_leaves_a_capture_valid,
    drop_adapter_child,
    |dev| {
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let x = adev.htod_copy(vec![5.0f32; N]).wait().unwrap();
        let back = adev.dtoh_copy(&x).wait().unwrap();
        assert_all(&back, 5.0, "the adapter's round trip");
        capture_while_elsewhere(&dev, "dropping an async adapter", move || drop(adev));
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 5.0, "the adapter's upload");
    }
);

in_child!(
    /// async/mod.rs, `AsyncDevice::new`: its pool streams and completion thread start.
    making_an_adapter_leaves_a_capture_valid,
    make_adapter_child,
    |dev| {
        let d = dev.clone();
        let adev = capture_while_elsewhere(&dev, "making an async adapter", move || {
            AsyncDevice::new(d).unwrap()
        });
        let x = adev.htod_copy(vec![6.0f32; 16]).wait().unwrap();
        assert_all(&adev.dtoh_copy(&x).wait().unwrap(), 6.0, "the new adapter's round trip");
    }
);

in_child!(
    /// stream.rs: a `CudaStream` that ran work, dropped (it joins the main stream and is
    /// destroyed).
    dropping_a_stream_that_ran_work_leaves_a_capture_valid,
    drop_stream_child,
    |dev| {
        let s = dev.fork_default_stream().unwrap();
        let src = dev.htod_sync_copy(&vec![7.0f32; N]).unwrap();
        let mut x = dev.alloc_zeros::<f32>(N).unwrap();
        s.memcpy_dtod(&src, &mut x).unwrap();
        capture_while_elsewhere(&dev, "dropping a stream", move || drop(s));
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 7.0, "the stream's upload");
    }
);

in_child!(
    /// graph.rs: an executable graph that ran and its graph, dropped.
    dropping_a_launched_graph_leaves_a_capture_valid,
    drop_graph_child,
    |dev| {
        let src = dev.htod_sync_copy(&vec![8.0f32; N]).unwrap();
        let mut dst = dev.alloc_zeros::<f32>(N).unwrap();
        let g = dev
            .capture_graph(|s| s.memcpy_dtod(&src, &mut dst))
            .unwrap();
        let exec = g.instantiate().unwrap();
        exec.launch().unwrap();
        capture_while_elsewhere(&dev, "dropping a launched graph", move || drop((exec, g)));
        assert_all(&dev.dtoh_sync_copy(&dst).unwrap(), 8.0, "the graph's copy");
    }
);

in_child!(
    /// device.rs, the threads' own streams: a new thread's first call makes its stream, and
    /// the thread's end destroys it (and frees what it kept of freed allocations).
    a_thread_that_comes_and_goes_leaves_a_capture_valid,
    thread_lane_child,
    |dev| {
        let d = dev.clone();
        let x = capture_while_elsewhere(&dev, "a thread coming and going", move || {
            std::thread::spawn(move || {
                let x = d.htod_sync_copy(&vec![9.0f32; N]).unwrap();
                drop(d.htod_sync_copy(&vec![1.0f32; N]).unwrap());
                x
            })
            .join()
            .unwrap()
        });
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 9.0, "the thread's upload");
    }
);

in_child!(
    /// managed.rs: a `ManagedSlice` that an upload wrote, dropped (a synchronous `cuMemFree`
    /// after its users).
    freeing_managed_memory_leaves_a_capture_valid,
    free_managed_child,
    |dev| {
        let mut m = dev.alloc_managed::<f32>(N).unwrap();
        dev.htod_sync_copy_into(&vec![3.0f32; N], &mut m).unwrap();
        let x = dev.alloc_zeros::<f32>(N).unwrap();
        capture_while_elsewhere(&dev, "freeing managed memory", move || drop(m));
        drop(x);
    }
);

in_child!(
    /// managed.rs, `alloc_managed` (`cuMemAllocManaged`, then zeroed on the main stream).
    allocating_managed_memory_leaves_a_capture_valid,
    alloc_managed_child,
    |dev| {
        let d = dev.clone();
        let m = capture_while_elsewhere(&dev, "allocating managed memory", move || {
            d.alloc_managed::<f32>(N).unwrap()
        });
        assert!(m.as_slice().unwrap().iter().all(|&v| v == 0.0));
    }
);

in_child!(
    /// device.rs, `CudaDevice::synchronize`: while a capture is open on another thread, the
    /// driver refuses the device-wide wait, which "returns
    /// `CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED` at once, without waiting for anything ... Work
    /// enqueued before it is then still ordered as usual". A slow write made just before the
    /// refused wait must still be waited for by a read on a third thread (whose stream learns
    /// of it only through the buffer's record), and by the writer's own next read; the capture
    /// ends with a clear error (or, should a driver wait after all, a graph that copies right);
    /// afterwards nothing is kept and the device works.
    a_device_wide_wait_refused_during_a_capture_counts_nothing_as_finished,
    refused_wait_child,
    |dev| {
        let k = slow_kernels(&dev);
        let cycles = cycles_for_ms(&dev, 300);
        let src = dev.htod_sync_copy(&vec![3.0f32; N]).unwrap();
        let mut dst = dev.alloc_zeros::<f32>(N).unwrap();
        let x = std::sync::RwLock::new(dev.alloc_zeros::<f32>(N).unwrap());
        let (go_tx, go_rx) = mpsc::channel::<()>();
        let (done_tx, done_rx) = mpsc::channel::<()>();
        let (captured, (waited, took, third, own)) = std::thread::scope(|scope| {
            let (dev, k, x) = (&dev, &k, &x);
            let other = scope.spawn(move || {
                go_rx.recv().unwrap();
                k.fill(None, &mut x.write().unwrap(), 7.0, cycles);
                let t = Instant::now();
                let waited = dev.synchronize();
                let took = t.elapsed();
                // A read on another thread, at once: its stream must wait for the fill.
                let third = std::thread::scope(|s| {
                    s.spawn(|| dev.dtoh_sync_copy(&*x.read().unwrap()).unwrap())
                        .join()
                        .unwrap()
                });
                let own = dev.dtoh_sync_copy(&*x.read().unwrap()).unwrap();
                done_tx.send(()).unwrap();
                (waited, took, third, own)
            });
            let g = dev.capture_graph(|s| {
                s.memcpy_dtod(&src, &mut dst)?;
                go_tx.send(()).unwrap();
                assert!(
                    done_rx.recv_timeout(Duration::from_secs(20)).is_ok(),
                    "the other thread did not finish within 20 s"
                );
                s.memcpy_dtod(&src, &mut dst)
            });
            (g, other.join().unwrap())
        });
        println!("synchronize during the capture: {waited:?} after {took:?}");
        match &waited {
            Ok(()) => assert!(took >= Duration::from_millis(250), "Ok without waiting"),
            Err(e) => {
                assert_eq!(
                    e.code(),
                    CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
                    "the refused wait's error: {e}"
                );
                live(
                    took < Duration::from_millis(150),
                    "the refused wait returned before the slow fill ended",
                );
            }
        }
        assert_all(&third, 7.0, "a third thread's read right after the refused wait");
        assert_all(&own, 7.0, "the writer's own read after the refused wait");
        match captured {
            Ok(g) => {
                assert_all(&dev.dtoh_sync_copy(&dst).unwrap(), 0.0, "before the launch");
                g.instantiate().unwrap().launch().unwrap();
                assert_all(&dev.dtoh_sync_copy(&dst).unwrap(), 3.0, "the graph's copies");
            }
            Err(e) => assert!(
                matches!(
                    e.code(),
                    CUresult::CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
                        | CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
                ),
                "not a clear capture error: {e}"
            ),
        }
        dev.synchronize()
            .unwrap_or_else(|e| panic!("an error kept after the capture: {e}"));
        assert_usable(&dev);
        assert_all(&dev.dtoh_sync_copy(&x.into_inner().unwrap()).unwrap(), 7.0, "x at the end");
    }
);

#[cfg(feature = "curand")]
in_child!(
    /// curand/safe.rs, `Drop for RngInner`: it waits for the generator's last fill on a stream,
    /// then `curandDestroyGenerator`, which is not put off like a cuBLAS handle's destroy. A
    /// generator that filled a buffer, dropped on another thread while a capture is open.
    dropping_a_curand_generator_leaves_a_capture_valid,
    drop_rng_child,
    |_| {
        // The generator's own device object, for the buffer and the capture too.
        let (dev, rng) = crate::curand::curand!(7);
        let mut x = dev.alloc_zeros::<f32>(N).unwrap();
        rng.fill_with_uniform(&mut x).unwrap();
        capture_while_elsewhere(&dev, "dropping a cuRAND generator", move || drop(rng));
        let v = dev.dtoh_sync_copy(&x).unwrap();
        assert!(v.iter().all(|&u| u > 0.0 && u <= 1.0), "uniform values in (0, 1]");
    }
);

#[cfg(feature = "curand")]
in_child!(
    /// curand/safe.rs, `CudaRng`: "the first fill after `new`, `set_seed` or `set_offset` ...
    /// waits until no graph capture of the device's context is open on another thread". cuRAND
    /// sets the generator up then, synchronizing the device, which made the fill fail
    /// (`CURAND_STATUS_LAUNCH_FAILURE`) and invalidated the capture. While one thread holds a
    /// capture open (not waiting for the other), another fills with a generator set up before
    /// (at once), then makes a new one and fills with it (after the capture ends): every fill
    /// succeeds, the capture too, and the graph copies right.
    making_and_using_a_curand_generator_leaves_a_capture_valid,
    make_rng_child,
    |dev| {
        use cuda_driver::curand::CudaRng;
        drop(crate::curand::curand!(1));
        let old = CudaRng::new(3, dev.clone()).unwrap();
        let mut y = dev.alloc_zeros::<f32>(N).unwrap();
        old.fill_with_uniform(&mut y).unwrap();
        let src = dev.htod_sync_copy(&vec![3.0f32; N]).unwrap();
        let mut dst = dev.alloc_zeros::<f32>(N).unwrap();
        let (go_tx, go_rx) = mpsc::channel::<()>();
        let mut closing = None;
        let (captured, (r_old, rng, x, filled_at)) = std::thread::scope(|scope| {
            let (d, old, y) = (&dev, &old, &mut y);
            let other = scope.spawn(move || {
                go_rx.recv().unwrap();
                let r_old = old.fill_with_uniform(y);
                let rng = CudaRng::new(11, d.clone()).unwrap();
                let mut x = d.alloc_zeros::<f32>(N).unwrap();
                rng.fill_with_normal(&mut x, 0.0, 1.0)
                    .unwrap_or_else(|e| panic!("a new generator's first fill: {e}"));
                (r_old, rng, x, Instant::now())
            });
            let g = dev.capture_graph(|s| {
                s.memcpy_dtod(&src, &mut dst)?;
                go_tx.send(()).unwrap();
                std::thread::sleep(Duration::from_millis(300));
                s.memcpy_dtod(&src, &mut dst)?;
                closing = Some(Instant::now());
                Ok(())
            });
            (g, other.join().unwrap())
        });
        r_old.unwrap_or_else(|e| panic!("a set-up generator's fill during the capture: {e}"));
        assert!(
            filled_at > closing.unwrap(),
            "the new generator's first fill ended while the capture was open"
        );
        let g = captured.unwrap_or_else(|e| panic!("the capture failed: {e}"));
        g.instantiate().unwrap().launch().unwrap();
        assert_all(&dev.dtoh_sync_copy(&dst).unwrap(), 3.0, "the graph's copies");
        let v = dev.dtoh_sync_copy(&x).unwrap();
        let mean = v.iter().map(|&u| u as f64).sum::<f64>() / N as f64;
        assert!(v.iter().all(|u| u.is_finite()) && mean.abs() < 0.05, "mean {mean}");
        let u = dev.dtoh_sync_copy(&y).unwrap();
        assert!(u.iter().all(|&u| u > 0.0 && u <= 1.0), "uniform values in (0, 1]");
        drop(rng);
        dev.synchronize().unwrap();
    }
);

#[cfg(feature = "curand")]
in_child!(
    /// curand/safe.rs, `CudaRng`: a first fill that would wait for the captures of its context
    /// to end runs at once on a thread that holds one open itself ("waiting would never end").
    /// Inside `capture_graph`'s closure, a new generator's first fill on the thread's own
    /// stream: it must return (an error or not), and the device must work after the capture.
    a_first_fill_inside_this_threads_own_capture_does_not_wait_for_it,
    own_capture_rng_child,
    |dev| {
        use cuda_driver::curand::CudaRng;
        drop(crate::curand::curand!(1));
        let src = dev.htod_sync_copy(&vec![3.0f32; N]).unwrap();
        let mut dst = dev.alloc_zeros::<f32>(N).unwrap();
        let mut x = dev.alloc_zeros::<f32>(N).unwrap();
        let mut inner = None;
        let captured = dev.capture_graph(|s| {
            s.memcpy_dtod(&src, &mut dst)?;
            let rng = CudaRng::new(5, dev.clone());
            inner = Some(rng.map(|rng| rng.fill_with_uniform(&mut x).map(|()| rng)));
            Ok(())
        });
        println!("inside the capture: {inner:?}; the capture: {:?}", captured.as_ref().map(drop));
        dev.synchronize().unwrap();
        let rng = CudaRng::new(6, dev.clone()).unwrap();
        rng.fill_with_uniform(&mut x).unwrap();
        let u = dev.dtoh_sync_copy(&x).unwrap();
        assert!(u.iter().all(|&u| u > 0.0 && u <= 1.0), "uniform values in (0, 1]");
        assert_usable(&dev);
    }
);

#[cfg(feature = "cublas")]
in_child!(
    /// cublas/safe/mod.rs, `CudaBlas::new` (`cublasCreate`, which allocates) and a product large
    /// enough to go to cuBLAS (512^3, past the crate's own small kernel), on another thread
    /// while a capture is open.
    making_and_using_a_cublas_handle_leaves_a_capture_valid,
    make_blas_child,
    |dev| {
        drop(crate::cublas::cublas!());
        let d = dev.clone();
        let (blas, c) =
            capture_while_elsewhere(&dev, "making and using a cuBLAS handle", move || {
                let blas = cuda_driver::cublas::CudaBlas::new(d.clone()).unwrap();
                let n = 512;
                let a = d.htod_sync_copy(&vec![1.0f32; n * n]).unwrap();
                let mut c = d.alloc_zeros::<f32>(n * n).unwrap();
                let cfg = cuda_driver::cublas::GemmConfig {
                    transa: cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N,
                    transb: cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N,
                    m: n as i32,
                    n: n as i32,
                    k: n as i32,
                    alpha: 1.0f32,
                    lda: n as i32,
                    ldb: n as i32,
                    beta: 0.0,
                    ldc: n as i32,
                };
                blas.checked_gemm(cfg, &a, &a, &mut c).unwrap();
                (blas, d.dtoh_sync_copy(&c).unwrap())
            });
        // Dropped after the capture: its destroy would be put off until the capture ended.
        drop(blas);
        assert_all(&c, 512.0, "the product of two 512 x 512 matrices of ones");
    }
);
