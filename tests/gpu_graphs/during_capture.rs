//! What the crate does on one thread while another holds a capture open must leave the capture
//! valid: pinned, managed and registered memory made and freed, adapters, streams, graphs, library
//! handles and generators made and dropped, modules replaced, threads that come and go, and a
//! capture begun while an unload waits. Each runs in a child process of its own.

use crate::kernels::SlowKernels;
use crate::kernels::{BASIC, CFG, SLOW, assert_all, assert_usable, load, slow_kernels};
use crate::support::captures::capture_while_elsewhere;
use crate::support::kernels::{ONE, cycles_for_ms, spin_kernel};
use crate::support::races::{StopOnDrop, live};
use crate::support::thread_exit::AT_EXIT;
use crate::support::{child, snapshot};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, CudaSlice, DeviceSlice, DriverError, LaunchAsync, LaunchConfig,
};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

/// graph.rs: calls on a buffer a graph has captured, from any thread, are ordered with the
/// graph's launches (each holds the buffer's shared record for its thread meanwhile); and a
/// thread's last calls, from its thread-locals' destructors, work as any other. Together: a
/// thread launches a graph (a slow fill of the buffer), then its thread-local's destructor,
/// where `std::thread::current()` may be gone, adds to the buffer and downloads it. In a
/// process of its own: another test's `CudaDevice::synchronize` would invalidate the capture.
#[test]
fn a_captured_buffer_used_from_a_thread_locals_destructor_stays_ordered() {
    let _serial = crate::serial();
    let _dev = gpu!();
    child::run_in_child(module_path!(), "captured_in_tls_destructor_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn captured_in_tls_destructor_child() {
    if !child::in_child(module_path!(), "captured_in_tls_destructor_child") {
        return;
    }
    let dev = gpu!();
    let k = Arc::new(slow_kernels(&dev));
    let mut x = dev.alloc_zeros::<f32>(1 << 20).unwrap();
    let exec = dev
        .capture_graph(|s| {
            k.fill(Some(s), &mut x, 7.0, SLOW);
            Ok(())
        })
        .unwrap()
        .instantiate()
        .unwrap();
    let (tx, rx) = mpsc::channel::<Result<Vec<f32>, DriverError>>();
    let (dev2, k2) = (dev.clone(), k.clone());
    std::thread::spawn(move || {
        // Registered first, destroyed last.
        AT_EXIT.with(|_| ());
        exec.launch().unwrap();
        AT_EXIT.with(|a| {
            a.borrow_mut().0 = Some(Box::new(move || {
                k2.add(None, &mut x, 1.0);
                let r = dev2.dtoh_sync_copy(&x);
                drop((x, exec, k2));
                let _ = tx.send(r);
            }))
        });
    })
    .join()
    .unwrap();
    let got = rx
        .recv_timeout(Duration::from_secs(30))
        .expect("the thread-local's destructor ran")
        .expect("a download of a captured buffer from a thread-local's destructor");
    assert_all(
        &got,
        8.0,
        "an add and a download from a thread-local's destructor, behind the thread's graph launch",
    );
    assert_usable(&dev);
}

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
    /// managed.rs, `as_slice` / `as_mut_slice`: they wait for the memory's users and "make no
    /// device-wide wait, so a graph capture open on another thread stays valid". A kernel
    /// writes the memory first; the host reads and rewrites it while the capture is open.
    borrowing_managed_memory_on_the_host_leaves_a_capture_valid,
    borrow_managed_child,
    |dev| {
        if !crate::support::concurrent_managed(&dev) {
            return;
        }
        let k = slow_kernels(&dev);
        let mut m = dev.alloc_managed::<f32>(N).unwrap();
        // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes the N elements.
        unsafe { (&k.fill).launch(CFG, (SLOW, &mut m, N, 4.0f32)) }.unwrap();
        let (read, mut m) = capture_while_elsewhere(&dev, "borrowing managed memory", move || {
            let read = m.as_slice().unwrap().iter().all(|&v| v == 4.0);
            m.as_mut_slice().unwrap().fill(5.0);
            (read, m)
        });
        assert!(read, "the host's borrow did not show the slow fill");
        assert_all(m.as_mut_slice().unwrap(), 5.0, "what the host wrote");
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
            )}
        dev.synchronize()
            .unwrap_or_else(|e| panic!("an error kept after the capture: {e}"));
        assert_usable(&dev);
        assert_all(&dev.dtoh_sync_copy(&x.into_inner().unwrap()).unwrap(), 7.0, "x at the end");
    }
);

#[cfg(feature = "curand")]
in_child!(
    /// curand/safe/mod.rs, `Drop for RngInner`: it waits for the generator's last fill on a stream,
    /// then `curandDestroyGenerator`, which is not put off like a cuBLAS handle's destroy. A
    /// generator that filled a buffer, dropped on another thread while a capture is open.
    dropping_a_curand_generator_leaves_a_capture_valid,
    drop_rng_child,
    |_| {
        // The generator's own device object, for the buffer and the capture too.
        let (dev, rng) = crate::support::curand::curand!(7);
        let mut x = dev.alloc_zeros::<f32>(N).unwrap();
        rng.fill_with_uniform(&mut x).unwrap();
        capture_while_elsewhere(&dev, "dropping a cuRAND generator", move || drop(rng));
        let v = dev.dtoh_sync_copy(&x).unwrap();
        assert!(v.iter().all(|&u| u > 0.0 && u <= 1.0), "uniform values in (0, 1]");
    }
);

#[cfg(feature = "curand")]
in_child!(
    /// curand/safe/mod.rs, `CudaRng`: "the first fill after `new`, `set_seed` or `set_offset` ...
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
        drop(crate::support::curand::curand!(1));
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
    /// curand/safe/mod.rs, `CudaRng`: a first fill that would wait for the captures of its context
    /// to end runs at once on a thread that holds one open itself ("waiting would never end").
    /// Inside `capture_graph`'s closure, a new generator's first fill on the thread's own
    /// stream: it must return (an error or not), and the device must work after the capture.
    a_first_fill_inside_this_threads_own_capture_does_not_wait_for_it,
    own_capture_rng_child,
    |dev| {
        use cuda_driver::curand::CudaRng;
        drop(crate::support::curand::curand!(1));
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
        drop(crate::support::cublas::cublas!());
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
                    ldc: n as i32};
                blas.checked_gemm(cfg, &a, &a, &mut c).unwrap();
                (blas, d.dtoh_sync_copy(&c).unwrap())
            });
        // Dropped after the capture: its destroy would be put off until the capture ended.
        drop(blas);
        assert_all(&c, 512.0, "the product of two 512 x 512 matrices of ones");
    }
);

/// graph.rs, `CudaDevice::capture_graph`: "Everything else runs as usual while `f` runs, on
/// this thread and on others: the capture is in the driver's relaxed mode, so ordinary calls
/// on the main stream, the async adapter and other streams are neither captured nor refused."
/// The exceptions it lists are a device-wide synchronize, a `ManagedSlice` lent to the host and
/// dropping another `CudaDevice`. image.rs: dropping a `cuMemAllocPitch` image "waits for the
/// device's main stream to reach the free" (not for the device).
///
/// Images are the one buffer the crate frees with a synchronous `cuMemFree` and allocates with
/// `cuMemAllocPitch` (`free_in_order` with `managed`: a main-stream synchronize, then
/// `cuMemFree`), calls that may synchronize the whole context, as `cuCtxSynchronize` does.
/// Each step runs inside a capture of its own (an add on the capturing stream before and
/// after it): a pitched image dropped on the capturing thread; an image allocated, uploaded
/// and read back there; one dropped and one allocated on another thread; and through the
/// adapter, an image parked by a dropped future, an upload dropped, an upload and a download
/// awaited; the last executable graph that kept a dropped image dropped (a new graph captured
/// while the old one goes, each frame, say). Each call must succeed with the right pixels,
/// each capture must give a graph, and each graph must do its two adds. A hole shows as a
/// capture invalidated (`CUDA_ERROR_STREAM_CAPTURE_INVALIDATED`, the step named), or as a
/// free that failed (an error kept for the next call, and the memory leaked).
#[test]
fn pitched_images_freed_and_allocated_during_a_capture_leave_it_valid() {
    let _serial = crate::serial();
    let _dev = gpu!();
    child::run_in_child(module_path!(), "pitched_images_during_capture_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn pitched_images_during_capture_child() {
    if !child::in_child(module_path!(), "pitched_images_during_capture_child") {
        return;
    }
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let (w, h) = (300, 20);
    let px: Vec<f32> = (0..w * h).map(|i| i as f32).collect();
    let mut s = Steps {
        dev: &dev,
        k: &k,
        x: dev.alloc_zeros::<f32>(1 << 16).unwrap(),
        adds: 0.0,
    };

    let mut img = Some(dev.htod_image_sync_copy(&px, w, h, 1).unwrap());
    s.step("a pitched image was dropped (cuMemFree)", &mut || {
        drop(img.take());
    });
    s.step(
        "a pitched image was allocated (cuMemAllocPitch), written and read",
        &mut || {
            let img = dev
                .htod_image_sync_copy(&px, w, h, 1)
                .unwrap_or_else(|e| panic!("an image allocated during a capture: {e}"));
            assert_eq!(dev.dtoh_image_sync_copy(&img).unwrap(), px);
            std::mem::forget(img);
        },
    );
    // A thread's first call makes its stream, and a stream ended with its thread goes to the
    // next: made here, outside the captures.
    std::thread::spawn({
        let (dev, px) = (dev.clone(), px.clone());
        move || drop(dev.htod_image_sync_copy(&px, w, h, 1).unwrap())
    })
    .join()
    .unwrap();
    let mut img = Some(dev.htod_image_sync_copy(&px, w, h, 1).unwrap());
    s.step(
        "another thread dropped a pitched image and allocated, wrote and read one",
        &mut || {
            let doomed = img.take();
            std::thread::scope(|s| {
                s.spawn(|| {
                    drop(doomed);
                    let img = dev.htod_image_sync_copy(&px, w, h, 1).unwrap_or_else(|e| {
                        panic!("an image allocated on another thread during a capture: {e}")
                    });
                    assert_eq!(dev.dtoh_image_sync_copy(&img).unwrap(), px);
                    std::mem::forget(img);
                })
                .join()
                .unwrap();
            });
        },
    );
    // The adapter's pinned staging buffers, taken here, outside the captures.
    let warm = adev.htod_image_copy(px.clone(), w, h, 1).wait().unwrap();
    assert_eq!(adev.dtoh_image_copy(&warm).wait().unwrap(), px);
    drop(warm);
    let mut img = Some(adev.alloc_image_zeros::<f32>(w, h, 1).wait().unwrap());
    s.step(
        "the adapter wrote a pitched image that was dropped, and allocated others",
        &mut || {
            let mut parked = img.take().unwrap();
            drop(adev.htod_image_copy_into(px.clone(), &mut parked));
            drop(parked);
            drop(adev.htod_image_copy(px.clone(), w, h, 1));
            let got = adev
                .htod_image_copy(px.clone(), w, h, 1)
                .wait()
                .unwrap_or_else(|e| panic!("an async image upload during a capture: {e}"));
            assert_eq!(adev.dtoh_image_copy(&got).wait().unwrap(), px);
            std::mem::forget(got);
        },
    );
    a_graph_of_a_dropped_image_dropped_during_a_capture(&mut s, &px, (w, h));
    assert_usable(&dev);
}

/// The captures of `pitched_images_during_capture_child`: each captures an add, what the test
/// does meanwhile, and an add.
struct Steps<'a> {
    dev: &'a Arc<CudaDevice>,
    k: &'a SlowKernels,
    x: CudaSlice<f32>,
    adds: f32,
}

impl Steps<'_> {
    /// Captures an add, `during`, and an add; launches the graph once and checks both adds.
    fn step(&mut self, what: &str, during: &mut dyn FnMut()) {
        let (dev, k) = (self.dev, self.k);
        let n = self.x.len();
        let r = dev.capture_graph(|cs| {
            // SAFETY: add_all(float *x, size_t n, float value) stays within n.
            unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut self.x, n, 1.0f32)) }?;
            during();
            // SAFETY: as above.
            unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut self.x, n, 1.0f32)) }
        });
        let graph = r.unwrap_or_else(|e| {
            panic!(
                "the capture failed while {what} beside it, which capture_graph's docs allow: \
                 {e}"
            )
        });
        assert_all(
            &dev.dtoh_sync_copy(&self.x).unwrap(),
            self.adds,
            &format!("x before a launch of the graph captured while {what}"),
        );
        graph.instantiate().unwrap().launch().unwrap();
        self.adds += 2.0;
        assert_all(
            &dev.dtoh_sync_copy(&self.x).unwrap(),
            self.adds,
            &format!("x after a launch of the graph captured while {what}"),
        );
        // A free that failed during the capture is kept for the next call.
        dev.synchronize()
            .unwrap_or_else(|e| panic!("an error kept while {what} during a capture: {e}"));
    }
}

/// Recapturing a graph and dropping the last one, whose image is gone: the graph's record
/// frees the image's memory then.
fn a_graph_of_a_dropped_image_dropped_during_a_capture(
    s: &mut Steps<'_>,
    px: &[f32],
    (w, h): (usize, usize),
) {
    let (dev, k) = (s.dev, s.k);

    let mut kept = dev.htod_image_sync_copy(px, w, h, 1).unwrap();
    let kn = kept.len();
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: add_all stays within the kn words of the image's allocation.
            unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut kept, kn, 1.0f32)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    exec.launch().unwrap();
    drop(kept);
    let mut exec = Some(exec);
    s.step(
        "the last executable graph using a dropped pitched image was dropped (its memory \
         freed)",
        &mut || drop(exec.take()),
    );
}

/// Whether the spin kernel that set `flag` still runs (says when it has ended).
fn running(dev: &Arc<CudaDevice>, flag: &CudaSlice<i32>, t: Instant, what: &str) -> bool {
    snapshot(dev, flag)[0] == 0 || {
        println!("the 2 s kernel had ended {what} ({:?} in)", t.elapsed());
        false
    }
}

/// graph.rs, `CudaDevice::capture_graph`: "Everything else runs as usual while `f` runs, on this
/// thread and on others"; its listed exceptions are synchronizing the device, lending managed
/// memory to the host and dropping another `CudaDevice`. `load_ptx` under a name already loaded
/// replaces that module, and the old module's drop waits for the context when one of its
/// kernels ever ran (a `cuCtxSynchronize`, illegal while a stream of the context captures).
/// Here another thread replaces such a module while this one holds a capture open.
///
/// Sound: the capture succeeds and its graph copies right, no error is kept, and the new
/// module's kernel runs. A hole: the capture fails (`CUDA_ERROR_STREAM_CAPTURE_INVALIDATED`),
/// or the unload's error surfaces in an unrelated call. In a child process: a context-wide
/// synchronize must not hit other tests' captures.
#[test]
fn replacing_a_module_whose_kernel_ran_does_not_break_another_threads_capture() {
    let _serial = crate::serial();
    let _dev = gpu!();
    child::run_in_child(module_path!(), "replace_module_during_capture_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn replace_module_during_capture_child() {
    if !child::in_child(module_path!(), "replace_module_during_capture_child") {
        return;
    }
    let dev = gpu!();
    let n = 1 << 12;
    let mut x = dev.htod_sync_copy(&vec![1.0f32; n]).unwrap();
    let add_one = |dev: &Arc<CudaDevice>, x: &mut CudaSlice<f32>| {
        let f = dev.get_func("replaced", "add_one").unwrap();
        // SAFETY: add_one(float *x, size_t n) stays within n elements.
        unsafe { f.launch(LaunchConfig::for_num_elems(n as u32), (x, n)) }.unwrap();
    };
    load(&dev, BASIC, "replaced", &["add_one"]);
    add_one(&dev, &mut x);
    let d = dev.clone();
    capture_while_elsewhere(&dev, "replacing a module whose kernel ran", move || {
        load(&d, BASIC, "replaced", &["add_one"])
    });
    add_one(&dev, &mut x);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        3.0,
        "x after a kernel of each module",
    );
}

/// ordering/capture.rs, `after_captures`: "No capture of the context begins while `f` runs".
/// The other order of the test above: a thread replaces a module whose kernel ran while a
/// 1 s kernel runs, so that the old module's unload waits for the context that long; meanwhile
/// this thread begins a capture and holds it open until the replacement is done. Before, the
/// capture began in the middle of the unload's wait, which then invalidated it or failed (its
/// error kept for the device's next call). Sound: the capture begins once the unload is done,
/// its graph copies right, no error is kept, and the new module's kernel runs. In a child
/// process, as above.
#[test]
fn a_capture_begun_while_a_replaced_module_is_being_unloaded_is_not_broken_by_the_unload() {
    let _serial = crate::serial();
    let _dev = gpu!();
    child::run_in_child(module_path!(), "capture_during_unload_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn capture_during_unload_child() {
    if !child::in_child(module_path!(), "capture_during_unload_child") {
        return;
    }
    let dev = gpu!();
    let spin = spin_kernel(&dev);
    let n = 1 << 12;
    let mut x = dev.htod_sync_copy(&vec![1.0f32; n]).unwrap();
    let add_one = |dev: &Arc<CudaDevice>, x: &mut CudaSlice<f32>| {
        let f = dev.get_func("replaced", "add_one").unwrap();
        // SAFETY: add_one(float *x, size_t n) stays within n elements.
        unsafe { f.launch(LaunchConfig::for_num_elems(n as u32), (x, n)) }.unwrap();
    };
    load(&dev, BASIC, "replaced", &["add_one"]);
    add_one(&dev, &mut x);
    let src = dev.htod_sync_copy(&vec![3.0f32; n]).unwrap();
    let mut dst = dev.alloc_zeros::<f32>(n).unwrap();
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    dev.synchronize().unwrap();
    let t = Instant::now();
    // SAFETY: spin(unsigned long long cycles, int *flag_out) writes flag_out[0] only.
    unsafe { spin.launch(ONE, (cycles_for_ms(&dev, 1000), &mut flag)) }.unwrap();
    let (started_tx, started_rx) = mpsc::channel::<()>();
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let replacer = {
        let dev = dev.clone();
        std::thread::spawn(move || {
            started_tx.send(()).unwrap();
            load(&dev, BASIC, "replaced", &["add_one"]);
            let _ = done_tx.send(());
        })
    };
    started_rx.recv().unwrap();
    // Long enough for the replacement to reach the old module's unload, which waits for the
    // 1 s kernel.
    std::thread::sleep(Duration::from_millis(200));
    live(
        !replacer.is_finished() && running(&dev, &flag, t, "when the capture was asked for"),
        "the replaced module's unload was waiting for the 1 s kernel when the capture was asked for",
    );
    let mut in_time = false;
    let captured = dev.capture_graph(|s| {
        s.memcpy_dtod(&src, &mut dst)?;
        in_time = done_rx.recv_timeout(Duration::from_secs(10)).is_ok();
        Ok(())
    });
    replacer.join().unwrap();
    assert!(in_time, "the module's replacement did not end within 10 s");
    let graph = captured.unwrap_or_else(|e| {
        panic!("a capture begun while a replaced module was being unloaded failed: {e}")
    });
    assert_all(
        &dev.dtoh_sync_copy(&dst).unwrap(),
        0.0,
        "the captured copy's output before any launch",
    );
    graph.instantiate().unwrap().launch().unwrap();
    assert_all(&dev.dtoh_sync_copy(&dst).unwrap(), 3.0, "the graph's copy");
    dev.synchronize()
        .unwrap_or_else(|e| panic!("an error kept from the module's unload: {e}"));
    add_one(&dev, &mut x);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        3.0,
        "x after a kernel of each module",
    );
}

/// As above, under load: three threads capture graphs back to back while a fourth replaces a
/// module whose kernel ran, over and over. A teardown put off by one capture runs as that
/// capture ends, just when another thread may begin one: before, the unload's wait for the
/// device could start inside that other capture, which it invalidated. Sound: every capture
/// succeeds and copies right, and no error is kept. The window was microseconds wide: the old
/// code failed in a few of some 2,500 captures per run. In a child process, as above.
#[test]
fn captures_back_to_back_on_three_threads_survive_a_module_replaced_over_and_over() {
    let _serial = crate::serial();
    let _dev = gpu!();
    child::run_in_child(module_path!(), "captures_during_replacements_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn captures_during_replacements_child() {
    if !child::in_child(module_path!(), "captures_during_replacements_child") {
        return;
    }
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    let dev = gpu!();
    let n = 1 << 10;
    load(&dev, BASIC, "replaced", &["add_one"]);
    let stop = AtomicBool::new(false);
    let replaced = AtomicUsize::new(0);
    let (captures, failures): (Vec<usize>, Vec<String>) = std::thread::scope(|scope| {
        let capturers: Vec<_> = (0..3)
            .map(|i| {
                let (dev, stop) = (&dev, &stop);
                scope.spawn(move || {
                    let src = dev.htod_sync_copy(&vec![i as f32 + 1.0; n]).unwrap();
                    let mut dst = dev.alloc_zeros::<f32>(n).unwrap();
                    let (mut ok, mut failed) = (0, Vec::new());
                    while !stop.load(Ordering::Acquire) {
                        match dev.capture_graph(|s| s.memcpy_dtod(&src, &mut dst)) {
                            Ok(g) => {
                                ok += 1;
                                // Launched now and then, to check the graphs copy right.
                                if ok % 64 == 0 {
                                    g.instantiate().unwrap().launch().unwrap();
                                    assert_all(
                                        &dev.dtoh_sync_copy(&dst).unwrap(),
                                        i as f32 + 1.0,
                                        "a captured copy",
                                    );
                                }
                            }
                            Err(e) => failed.push(e.to_string()),
                        }
                    }
                    (ok, failed)
                })
            })
            .collect();
        // The capturers stop also if this loop panics (an error kept from an unload, say).
        let _stop = StopOnDrop(&stop);
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        let t = Instant::now();
        while t.elapsed() < Duration::from_millis(1500) {
            let f = dev.get_func("replaced", "add_one").unwrap();
            // SAFETY: add_one(float *x, size_t n) stays within n elements.
            unsafe { f.launch(LaunchConfig::for_num_elems(n as u32), (&mut x, n)) }.unwrap();
            load(&dev, BASIC, "replaced", &["add_one"]);
            replaced.fetch_add(1, Ordering::Relaxed);
        }
        stop.store(true, Ordering::Release);
        let results: Vec<_> = capturers.into_iter().map(|h| h.join().unwrap()).collect();
        let captures = results.iter().map(|r| r.0).collect();
        let failures = results.into_iter().flat_map(|r| r.1).collect();
        (captures, failures)
    });
    println!(
        "{} replacements; captures per thread: {captures:?}",
        replaced.load(Ordering::Relaxed)
    );
    assert!(
        failures.is_empty(),
        "{} captures failed while a module was replaced on another thread, the first: {}",
        failures.len(),
        failures[0]
    );
    assert!(
        captures.iter().all(|&c| c > 0) && replaced.load(Ordering::Relaxed) > 0,
        "every thread captured and the module was replaced"
    );
    dev.synchronize()
        .unwrap_or_else(|e| panic!("an error kept from a module's unload: {e}"));
}
