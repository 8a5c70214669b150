//! Capturing and replaying: 100 dependent kernels, a thousand replays with new inputs, replays
//! through the async adapter, captured slices and managed memory kept by the graph, illegal
//! operations and panics during a capture, error cases and empty graphs, and another device object
//! dropped during a capture.

use crate::kernels::{assert_usable, driver_checks_params, iota};
use crate::{add_one_on, cfg, funcs, small_ints};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaGraphExec, CudaSlice, CudaStream, DriverError, EventFlags,
    LaunchAsync,
};
use std::sync::Arc;

/// CHANGELOG: "Using a buffer, kernel, stream, event or graph with another device object is
/// refused by one check with one code, `CUDA_ERROR_INVALID_VALUE`"; `Ops::launch_graph`:
/// "Launches an executable graph (of this device)". A graph launched through another device
/// object's adapter (per call and composed), and another device object's buffer used in a
/// capture: refused, and nothing is broken.
#[test]
fn graphs_and_buffers_of_another_device_object_are_refused() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, _) = funcs(&dev);
    let n = 1024;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let exec = dev
        .capture_graph(|s| add_one_on(s, &add_one, &mut x))
        .unwrap()
        .instantiate()
        .unwrap();
    let other = CudaDevice::new(0).unwrap();
    let theirs = other.htod_sync_copy(&vec![9.0f32; n]).unwrap();
    let other_adev = AsyncDevice::new(other.clone()).unwrap();

    let e = other_adev.launch_graph(&exec).wait().unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{e}");
    assert!(e.to_string().contains("graph"), "{e}");
    let e = other_adev.ops().launch_graph(&exec).wait().unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{e}");
    assert!(e.to_string().contains("graph"), "{e}");
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![0.0; n]);

    let e = dev
        .capture_graph(|s| s.memcpy_dtod(&theirs, &mut x))
        .map(drop)
        .unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{e}");
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![0.0; n]);

    exec.launch().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![1.0; n]);
    assert_eq!(other.dtoh_sync_copy(&theirs).unwrap(), vec![9.0; n]);
    drop((other_adev, theirs, other));
    dev.synchronize().unwrap();
    assert_usable(&dev);
}

/// Launches axpy with these arguments (on the main stream or a capturing one).
type AxpyLaunch<'a> = dyn FnMut(
        &CudaFunction,
        (f32, &CudaSlice<f32>, &mut CudaSlice<f32>, usize),
    ) -> Result<(), DriverError>
    + 'a;

/// 100 axpys, alternating between y += a x and x += b y, so each depends on the one before.
fn alternating_axpy(
    axpy: &CudaFunction,
    launch: &mut AxpyLaunch<'_>,
    x: &mut CudaSlice<f32>,
    y: &mut CudaSlice<f32>,
) -> Result<(), DriverError> {
    let n = x.len();
    for i in 0..100 {
        if i % 2 == 0 {
            launch(axpy, (0.5, x, y, n))?;
        } else {
            launch(axpy, (-0.25, y, x, n))?;
        }
    }
    Ok(())
}

#[test]
fn graph_of_100_dependent_kernels_matches_direct_launches() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, axpy) = funcs(&dev);
    let n = 10_000;
    let (x0, y0) = (small_ints(n, 1), small_ints(n, 2));

    // One by one on the main stream.
    let mut x = dev.htod_sync_copy(&x0).unwrap();
    let mut y = dev.htod_sync_copy(&y0).unwrap();
    alternating_axpy(
        &axpy,
        // SAFETY: axpy(float, const float*, float*, size_t) stays within n elements.
        &mut |f, (a, x, y, n)| unsafe { f.launch(cfg(n), (a, x, y, n)) },
        &mut x,
        &mut y,
    )
    .unwrap();
    let (want_x, want_y) = (
        dev.dtoh_sync_copy(&x).unwrap(),
        dev.dtoh_sync_copy(&y).unwrap(),
    );

    // The same, captured and replayed once.
    let mut gx = dev.htod_sync_copy(&x0).unwrap();
    let mut gy = dev.htod_sync_copy(&y0).unwrap();
    let graph = dev
        .capture_graph(|s| {
            alternating_axpy(
                &axpy,
                // SAFETY: as above.
                &mut |f, (a, x, y, n)| unsafe { f.launch_on_stream(s, cfg(n), (a, x, y, n)) },
                &mut gx,
                &mut gy,
            )
        })
        .unwrap();
    assert_eq!(graph.num_nodes().unwrap(), 100);
    // Captured work does not run during the capture.
    assert_eq!(dev.dtoh_sync_copy(&gx).unwrap(), x0);
    assert_eq!(dev.dtoh_sync_copy(&gy).unwrap(), y0);
    let exec = graph.instantiate().unwrap();
    exec.upload().unwrap();
    exec.launch().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&gx).unwrap(), want_x);
    assert_eq!(dev.dtoh_sync_copy(&gy).unwrap(), want_y);

    // 100 add_one on one buffer: +100.
    let mut z = dev.htod_sync_copy(&x0).unwrap();
    let exec = dev
        .capture_graph(|s| {
            for _ in 0..100 {
                // SAFETY: add_one(float*, size_t) stays within n elements.
                unsafe { (&add_one).launch_on_stream(s, cfg(n), (&mut z, n)) }?;
            }
            Ok(())
        })
        .unwrap()
        .instantiate()
        .unwrap();
    exec.launch().unwrap();
    exec.launch().unwrap();
    let want: Vec<f32> = x0.iter().map(|v| v + 200.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&z).unwrap(), want);
}

/// y = x; y += 1 (ten times); y = 2 x + y: 3 x + 10.
fn capture_pipeline(
    dev: &Arc<CudaDevice>,
    x: &CudaSlice<f32>,
    y: &mut CudaSlice<f32>,
) -> CudaGraphExec {
    let (add_one, axpy) = funcs(dev);
    let n = x.len();
    dev.capture_graph(|s| {
        s.memcpy_dtod(x, y)?;
        for _ in 0..10 {
            // SAFETY: add_one(float*, size_t) stays within n elements.
            unsafe { (&add_one).launch_on_stream(s, cfg(n), (&mut *y, n)) }?;
        }
        // SAFETY: axpy(float, const float*, float*, size_t) stays within n elements.
        unsafe { (&axpy).launch_on_stream(s, cfg(n), (2.0f32, x, &mut *y, n)) }
    })
    .unwrap()
    .instantiate()
    .unwrap()
}

fn pipeline_result(x: &[f32]) -> Vec<f32> {
    x.iter().map(|v| 3.0 * v + 10.0).collect()
}

#[test]
fn thousand_replays_with_new_inputs() {
    let _serial = crate::serial();
    let dev = gpu!();
    let n = 4096;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    let exec = capture_pipeline(&dev, &x, &mut y);
    let mut out = vec![0.0f32; n];
    for round in 0..1000u64 {
        let input = small_ints(n, round);
        dev.htod_sync_copy_into(&input, &mut x).unwrap();
        exec.launch().unwrap();
        dev.dtoh_sync_copy_into(&y, &mut out).unwrap();
        assert_eq!(out, pipeline_result(&input), "replay {round}");
    }
}

#[test]
fn graph_replayed_through_the_async_adapter() {
    let _serial = crate::serial();
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 4096;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    let exec = capture_pipeline(&dev, &x, &mut y);
    futures_lite::future::block_on(async {
        for round in 0..50u64 {
            let input = small_ints(n, round);
            adev.htod_copy_into(input.clone(), &mut x).await.unwrap();
            adev.launch_graph(&exec).await.unwrap();
            assert_eq!(
                adev.dtoh_copy(&y).await.unwrap(),
                pipeline_result(&input),
                "awaited replay {round}"
            );
        }
        // Not awaited in between: the buffers' records order the copy, the launch and the
        // download all the same.
        for round in 0..50u64 {
            let input = small_ints(n, 1000 + round);
            let up = adev.htod_copy_into(input.clone(), &mut x);
            let run = adev.launch_graph(&exec);
            let down = adev.dtoh_copy(&y);
            assert_eq!(
                down.await.unwrap(),
                pipeline_result(&input),
                "replay {round}"
            );
            up.await.unwrap();
            run.await.unwrap();
        }
    });

    // An async launch, then a sync launch and a sync read without waiting for the future.
    let (add_one, _) = funcs(&dev);
    let start = small_ints(n, 7);
    let mut z = dev.htod_sync_copy(&start).unwrap();
    let exec = dev
        .capture_graph(|s| {
            for _ in 0..100 {
                // SAFETY: add_one(float*, size_t) stays within n elements.
                unsafe { (&add_one).launch_on_stream(s, cfg(n), (&mut z, n)) }?;
            }
            Ok(())
        })
        .unwrap()
        .instantiate()
        .unwrap();
    let first = adev.launch_graph(&exec);
    exec.launch().unwrap();
    let want: Vec<f32> = start.iter().map(|v| v + 200.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&z).unwrap(), want);
    futures_lite::future::block_on(first).unwrap();

    // Dropping the graph, the buffers and the future early: the launch still completes, and
    // nothing is freed under it.
    let fut = adev.launch_graph(&exec);
    drop(exec);
    drop(z);
    drop(fut);
    futures_lite::future::block_on(adev.synchronize()).unwrap();
    assert_usable(&dev);
}

#[test]
fn dropping_a_captured_slice_then_replaying_is_safe() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (_, axpy) = funcs(&dev);
    let n = 1 << 16;
    let x = dev.htod_sync_copy(&iota(n)).unwrap();
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    let graph = dev
        .capture_graph(|s| {
            // SAFETY: axpy(float, const float*, float*, size_t) stays within n elements.
            unsafe { (&axpy).launch_on_stream(s, cfg(n), (2.0f32, &x, &mut y, n)) }
        })
        .unwrap();
    let exec = graph.instantiate().unwrap();
    drop(graph);
    drop(x);
    // If `x` had been freed, these could land on its memory.
    let junk: Vec<CudaSlice<f32>> = (0..8)
        .map(|_| dev.htod_sync_copy(&vec![1.0e6f32; n]).unwrap())
        .collect();
    for round in 1..=5 {
        exec.launch().unwrap();
        let want: Vec<f32> = iota(n).iter().map(|v| 2.0 * round as f32 * v).collect();
        assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), want, "replay {round}");
    }
    // Both buffers gone: the graph still runs on its own copies of them.
    drop(y);
    exec.launch().unwrap();
    drop(junk);
    drop(exec);
    dev.synchronize().unwrap();
    assert_usable(&dev);

    // A buffer allocated and dropped inside the capture.
    let mut out = dev.alloc_zeros::<f32>(n).unwrap();
    let exec = dev
        .capture_graph(|s| {
            let tmp = dev.htod_sync_copy(&vec![3.0f32; n])?;
            // SAFETY: as above.
            unsafe { (&axpy).launch_on_stream(s, cfg(n), (1.0f32, &tmp, &mut out, n)) }?;
            drop(tmp);
            Ok(())
        })
        .unwrap()
        .instantiate()
        .unwrap();
    let _junk: Vec<CudaSlice<f32>> = (0..8)
        .map(|_| dev.htod_sync_copy(&vec![-7.0f32; n]).unwrap())
        .collect();
    exec.launch().unwrap();
    exec.launch().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), vec![6.0; n]);
}

#[test]
fn captured_managed_memory_is_kept_and_not_lent_to_the_host() {
    let _serial = crate::serial();
    let dev = gpu!();
    let p = dev.properties().unwrap();
    if !p.managed_memory || !p.concurrent_managed_access {
        println!("skipped: device 0 has no concurrent managed access");
        return;
    }
    let (add_one, _) = funcs(&dev);
    let n = 1000;
    let mut m = dev.alloc_managed::<f32>(n).unwrap();
    let exec = dev
        .capture_graph(|s| {
            // SAFETY: add_one(float*, size_t) stays within n elements.
            unsafe { (&add_one).launch_on_stream(s, cfg(n), (&mut m, n)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    exec.launch().unwrap();
    let e = m.as_slice().unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_NOT_SUPPORTED);
    assert_eq!(dev.dtoh_sync_copy(&m).unwrap(), vec![1.0; n]);
    drop(m);
    exec.launch().unwrap();
    drop(exec);
    dev.synchronize().unwrap();
}

fn is_capture_error(e: &DriverError) -> bool {
    matches!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
            | CUresult::CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
    )
}

/// A capture that must fail in `body`, then checks that the device and graphs still work.
fn capture_fails(
    dev: &Arc<CudaDevice>,
    body: impl FnOnce(&CudaStream) -> Result<(), DriverError>,
) -> DriverError {
    let (add_one, _) = funcs(dev);
    let n = 256;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let e = dev
        .capture_graph(|s| {
            // SAFETY: add_one(float*, size_t) stays within n elements.
            unsafe { (&add_one).launch_on_stream(s, cfg(n), (&mut x, n)) }?;
            body(s)
        })
        .unwrap_err();
    assert!(e.to_string().contains("captur"), "{e}");
    // Nothing ran, nothing is stuck in a capture, the error is not kept.
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![0.0; n]);
    dev.synchronize().unwrap();
    assert_usable(dev);
    let exec = dev
        .capture_graph(|s| {
            // SAFETY: as above.
            unsafe { (&add_one).launch_on_stream(s, cfg(n), (&mut x, n)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    exec.launch().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![1.0; n]);
    e
}

#[test]
fn illegal_operations_during_capture_are_clear_errors() {
    let _serial = crate::serial();
    let dev = gpu!();

    // Synchronising the capturing stream: the driver refuses it.
    let e = capture_fails(&dev, |s| s.synchronize());
    assert!(is_capture_error(&e), "{e}");

    // The same error ignored: the driver invalidated the capture, so ending it fails.
    let e = capture_fails(&dev, |s| {
        assert!(s.synchronize().is_err());
        Ok(())
    });
    assert!(is_capture_error(&e), "{e}");
    assert!(e.to_string().contains("invalidated"), "{e}");

    // Asking whether the capturing stream is done.
    let e = capture_fails(&dev, |s| s.query().map(|_| ()));
    assert!(is_capture_error(&e), "{e}");

    // Calls that would pull the main stream into the capture are refused by the crate.
    let e = capture_fails(&dev, |s| dev.wait_for(s));
    assert_eq!(e.code(), CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    assert!(e.to_string().contains("wait_for"), "{e}");
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    let e = capture_fails(&dev, |s| ev.record_on(s));
    assert_eq!(e.code(), CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    let e = capture_fails(&dev, |s| s.record_event(&ev));
    assert_eq!(e.code(), CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    ev.record().unwrap();
    ev.synchronize().unwrap();

    // The closure's own error comes back as it was.
    let e = capture_fails(&dev, |_| {
        Err(DriverError::new(CUresult::CUDA_ERROR_INVALID_VALUE))
    });
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);

    // A kernel with the wrong arguments: refused before it reaches the graph.
    if driver_checks_params() {
        let (add_one, _) = funcs(&dev);
        let mut y = dev.alloc_zeros::<f32>(4).unwrap();
        let e = capture_fails(&dev, |s| {
            // SAFETY: refused by the argument check before launching.
            unsafe { (&add_one).launch_on_stream(s, cfg(4), (&mut y,)) }
        });
        assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
    }

    // A panic inside the capture ends it too.
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _ = dev.capture_graph(|_| panic!("inside the capture"));
    }));
    assert!(r.is_err());
    assert_usable(&dev);

    // Ordinary work on the main stream during a capture runs, and is not captured.
    let mut a = dev.alloc_zeros::<f32>(8).unwrap();
    let graph = dev
        .capture_graph(|_| {
            dev.htod_sync_copy_into(&[5.0f32; 8], &mut a)?;
            assert_eq!(dev.dtoh_sync_copy(&a)?, [5.0; 8]);
            Ok(())
        })
        .unwrap();
    assert_eq!(graph.num_nodes().unwrap(), 0);
}

#[test]
fn error_cases_and_empty_graphs() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, _) = funcs(&dev);

    // An empty graph: instantiated, uploaded and launched, it does nothing.
    let graph = dev.capture_graph(|_| Ok(())).unwrap();
    assert_eq!(graph.num_nodes().unwrap(), 0);
    let exec = graph.instantiate().unwrap();
    exec.upload().unwrap();
    for _ in 0..3 {
        exec.launch().unwrap();
    }
    dev.synchronize().unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    futures_lite::future::block_on(adev.launch_graph(&exec)).unwrap();

    // Instantiating and launching after failed captures, with several execs of one graph,
    // and after the graph itself is gone.
    let n = 512;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let graph = dev
        .capture_graph(|s| {
            // SAFETY: add_one(float*, size_t) stays within n elements.
            unsafe { (&add_one).launch_on_stream(s, cfg(n), (&mut x, n)) }
        })
        .unwrap();
    assert!(dev.capture_graph(|s| s.synchronize()).is_err());
    assert!(
        dev.capture_graph(|_| Err(DriverError::new(CUresult::CUDA_ERROR_UNKNOWN)))
            .is_err()
    );
    let e1 = graph.instantiate().unwrap();
    let e2 = graph.instantiate().unwrap();
    drop(graph);
    e1.launch().unwrap();
    e2.launch().unwrap();
    e1.launch().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![3.0; n]);

    // Launches share the device's sticky-error machinery: none of the capture errors above
    // broke it.
    dev.synchronize().unwrap();
    assert_usable(&dev);
}

/// A kernel argument whose own code panics, called by the crate in the middle of a launch.
#[derive(Clone, Copy)]
#[repr(transparent)]
struct PanicsWhenPassed(#[allow(dead_code)] usize);

// SAFETY: a usize; it is never actually passed (its `as_kernel_param` panics).
unsafe impl cuda_driver::driver::DeviceRepr for PanicsWhenPassed {
    fn as_kernel_param(&self) -> *mut std::ffi::c_void {
        panic!("user code panics inside a launch")
    }
}

/// The bad-input catalogue's row for a panic in user code during a capture (here, not in
/// tests/gpu/errors/bad_input.rs, because captures must not overlap other tests' device-wide
/// synchronisation): the panic reaches the caller, the capture is ended and discarded, and the
/// buffers, later captures, copies and launches all work.
#[test]
fn a_panic_inside_a_capture_leaves_the_device_usable() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, _) = funcs(&dev);
    let n = 1024;
    let mut x = dev.htod_sync_copy(&iota(n)).unwrap();
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    let panicked = |r: std::thread::Result<()>, want: &str| {
        let p = r.expect_err("the closure panicked");
        let msg = p.downcast_ref::<&str>().copied().unwrap_or_default();
        assert_eq!(msg, want);
    };

    // At once; after capturing work on both buffers; in the middle of a captured launch.
    panicked(
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _ = dev.capture_graph(|_| panic!("inside the capture"));
        })),
        "inside the capture",
    );
    panicked(
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _ = dev.capture_graph(|s| {
                // SAFETY: add_one(float*, size_t) stays within n elements.
                unsafe { (&add_one).launch_on_stream(s, cfg(n), (&mut x, n)) }?;
                s.memcpy_dtod(&x, &mut y)?;
                panic!("after capturing work")
            });
        })),
        "after capturing work",
    );
    panicked(
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _ = dev.capture_graph(|s| {
                // SAFETY: as above; the second argument panics before anything is enqueued.
                unsafe { (&add_one).launch_on_stream(s, cfg(n), (&mut x, PanicsWhenPassed(n))) }
            });
        })),
        "user code panics inside a launch",
    );

    // Nothing captured ran; the buffers work directly and in a new capture.
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), iota(n));
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), vec![0.0; n]);
    let exec = dev
        .capture_graph(|s| {
            // SAFETY: as above.
            unsafe { (&add_one).launch_on_stream(s, cfg(n), (&mut x, n)) }?;
            s.memcpy_dtod(&x, &mut y)
        })
        .unwrap()
        .instantiate()
        .unwrap();
    exec.launch().unwrap();
    let want: Vec<f32> = iota(n).iter().map(|v| v + 1.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), want);
    // SAFETY: as above.
    unsafe { (&add_one).launch(cfg(n), (&mut y, n)) }.unwrap();
    let want2: Vec<f32> = want.iter().map(|v| v + 1.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), want2);
    drop((x, y, exec));
    dev.synchronize().unwrap();
    assert_usable(&dev);
}

/// Another device object of the same GPU dropped in the middle of a capture. One whose waits
/// used flags (pages of mapped host memory: an async adapter's awaits, or the small downloads
/// after a device object's first eight) synchronizes the device in its teardown, which
/// invalidates the capture, as a device-wide synchronize does (documented on `capture_graph`):
/// the capture must end with a clear error, nothing may crash, and the device goes on working.
/// One that ran only sync work and a single small download has no flag to wait for: its
/// teardown leaves the capture alone, and the graph runs.
#[test]
fn another_device_object_dropped_during_a_capture_ends_it_cleanly() {
    let _serial = crate::serial();
    let dev = gpu!();
    for (with_async, downloads) in [(true, 1), (false, 12), (false, 1)] {
        let other = CudaDevice::new(0).unwrap();
        let (add_one, _) = funcs(&other);
        let mut x = other.alloc_zeros::<f32>(64).unwrap();
        let adev = with_async.then(|| AsyncDevice::new(other.clone()).unwrap());
        for _ in 0..4 {
            match &adev {
                // SAFETY: add_one(float *x, size_t n) stays within the 64 elements of `x`.
                Some(adev) => unsafe { adev.launch(&add_one, cfg(64), (&mut x, 64usize)) }
                    .wait()
                    .unwrap(),
                // SAFETY: add_one(float *x, size_t n) stays within the 64 elements of `x`.
                None => unsafe { (&add_one).launch(cfg(64), (&mut x, 64usize)) }.unwrap(),
            }
        }
        for _ in 0..downloads {
            assert_eq!(other.dtoh_sync_copy(&x).unwrap(), vec![4.0; 64]);
        }
        drop((add_one, x));
        let mut others = Some((other, adev));
        let case = format!("with_async {with_async}, {downloads} downloads");
        if with_async || downloads > 8 {
            let e = capture_fails(&dev, |_| {
                drop(others.take());
                Ok(())
            });
            assert!(is_capture_error(&e), "{case}: {e}");
            continue;
        }
        let (add_one, _) = funcs(&dev);
        let mut y = dev.alloc_zeros::<f32>(64).unwrap();
        let exec = dev
            .capture_graph(|s| {
                // SAFETY: add_one(float *x, size_t n) stays within the 64 elements of `y`.
                unsafe { (&add_one).launch_on_stream(s, cfg(64), (&mut y, 64usize)) }?;
                drop(others.take());
                Ok(())
            })
            .unwrap_or_else(|e| panic!("{case}: {e}"))
            .instantiate()
            .unwrap();
        assert!(
            others.is_none(),
            "{case}: the object was dropped in the capture"
        );
        exec.launch().unwrap();
        exec.launch().unwrap();
        assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), vec![2.0; 64], "{case}");
        dev.synchronize().unwrap();
        assert_usable(&dev);
    }
}
