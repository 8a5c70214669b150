//! Calls made inside the capture closure: nested captures, graph launches, device-wide waits and
//! panics inside it, peer copies refused, uploads on the capturing stream keeping their host data,
//! and async and stream work that runs without being captured.

use crate::kernels::{
    CFG, SLOW, SlowKernels, assert_all, assert_usable, filled, iota, slow_kernels,
};
use crate::{add_one_on, cfg, funcs, small_ints};
use cuda_driver::r#async::{AsyncDevice, Op, zip};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, CudaStream, DriverError, EventFlags, LaunchAsync,
};
use std::future::Future;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::task::{Context, Poll, Waker};
use std::time::{Duration, Instant};

/// Whether `e` is the driver's or the crate's refusal of something during a capture.
fn is_capture_refusal(e: &DriverError) -> bool {
    matches!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
            | CUresult::CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
            | CUresult::CUDA_ERROR_STREAM_CAPTURE_ISOLATION
            | CUresult::CUDA_ERROR_STREAM_CAPTURE_UNJOINED
            | CUresult::CUDA_ERROR_STREAM_CAPTURE_IMPLICIT
    ) && e.to_string().contains("captur")
}

/// `x[..] += v` on `s` (a capturing stream: captured), with the launch's error handed back.
fn add_on(
    k: &SlowKernels,
    s: &CudaStream,
    x: &mut CudaSlice<f32>,
    v: f32,
) -> Result<(), DriverError> {
    let n = x.len();
    // SAFETY: add_all(float *x, size_t n, float value) stays within the n elements of x.
    unsafe { (&k.add).launch_on_stream(s, CFG, (x, n, v)) }
}

in_child!(
    /// graph.rs, `capture_graph`: "Everything else runs as usual while `f` runs, on this thread
    /// and on others" and "the capture is ended and its partial graph discarded, also if `f`
    /// panics". Captures nested in a capture's closure, on the same thread: one that fails, one
    /// that panics (caught inside the outer closure), one that succeeds and is instantiated and
    /// launched there. Sound: the outer capture still succeeds with its own two kernels only,
    /// the inner launch ran at once, and all replays add up. A hole: the outer capture broken
    /// or holding the inner work, the failed inner work run, or wrong sums.
    captures_nested_in_a_capture_fail_panic_and_succeed_on_their_own,
    nested_child,
    |dev| {
        let k = slow_kernels(&dev);
        let n = 4096;
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        let mut y = dev.alloc_zeros::<f32>(n).unwrap();
        let mut inner = None;
        let outer = dev
            .capture_graph(|os| {
                add_on(&k, os, &mut x, 1.0)?;
                let e = dev
                    .capture_graph(|is| {
                        add_on(&k, is, &mut y, 100.0)?;
                        Err(DriverError::new(CUresult::CUDA_ERROR_INVALID_VALUE))
                    })
                    .unwrap_err();
                assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{e}");
                let r = catch_unwind(AssertUnwindSafe(|| {
                    dev.capture_graph(|is| {
                        add_on(&k, is, &mut y, 1000.0)?;
                        panic!("inside a capture nested in another")
                    })
                }));
                assert!(r.is_err(), "the nested closure panicked");
                let g = dev.capture_graph(|is| {
                    add_on(&k, is, &mut y, 1.0)?;
                    Ok(())
                })?;
                let ex = g.instantiate()?;
                ex.launch()?;
                inner = Some(ex);
                add_on(&k, os, &mut y, 10.0)?;
                Ok(())
            })
            .unwrap();
        let inner = inner.unwrap();
        assert_eq!(outer.num_nodes().unwrap(), 2, "the outer graph's own kernels");
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 0.0, "x before the outer replay");
        assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 1.0, "y after the inner launch only");
        let outer = outer.instantiate().unwrap();
        outer.launch().unwrap();
        inner.launch().unwrap();
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 1.0, "x after the outer replay");
        assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 12.0, "y after both replays");
        drop((x, y));
        outer.launch().unwrap();
        inner.launch().unwrap();
        dev.synchronize().unwrap();
        assert_usable(&dev);
    }
);

in_child!(
    /// graph.rs, module docs: "The buffer and every graph that captured it then share one
    /// `Captured` record"; `capture_graph`: "the capture is ended and its partial graph
    /// discarded, also if `f` panics". Inside a capture, a graph of `x` is launched on the main
    /// stream (it holds `x`'s shared record) and the capture stream uses `x` too (recording the
    /// same record into the capture), then the closure panics. Sound: the launch ran once, the
    /// record stays consistent: the exec, direct work and a second capture of `x` go on
    /// ordered, also after `x` is dropped. A hole: a deadlock on the record (the watchdog), a
    /// lost or doubled launch, or a kept error.
    a_launch_inside_a_capture_that_panics_leaves_the_shared_record_whole,
    launch_inside_child,
    |dev| {
        let k = slow_kernels(&dev);
        let n = 4096;
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        let e1 = dev
            .capture_graph(|s| {
                add_on(&k, s, &mut x, 1.0)?;
                Ok(())
            })
            .unwrap()
            .instantiate()
            .unwrap();
        let r = catch_unwind(AssertUnwindSafe(|| {
            dev.capture_graph(|s| {
                e1.launch()?;
                add_on(&k, s, &mut x, 100.0)?;
                panic!("inside a capture that launched a graph of the same buffer")
            })
        }));
        assert!(r.is_err(), "the closure panicked");
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            1.0,
            "x after the launch in the panicked capture",
        );
        let g2 = dev
            .capture_graph(|s| {
                e1.launch()?;
                add_on(&k, s, &mut x, 10.0)?;
                Ok(())
            })
            .unwrap();
        assert_eq!(g2.num_nodes().unwrap(), 1, "the launch inside is not captured");
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 2.0, "x after the second launch inside");
        let e2 = g2.instantiate().unwrap();
        e2.launch().unwrap();
        k.add(None, &mut x, 1000.0);
        e1.launch().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            1013.0,
            "x after both graphs and a direct add",
        );
        drop(x);
        e2.launch().unwrap();
        e1.launch().unwrap();
        dev.synchronize().unwrap();
        assert_usable(&dev);
    }
);

in_child!(
    /// graph.rs, `capture_graph`: "A `CudaDevice::synchronize` on any thread while the capture
    /// runs ... the capture then fails with `CUDA_ERROR_STREAM_CAPTURE_INVALIDATED`" and "these
    /// errors do not break the device"; "ordinary calls on the main stream, the async adapter
    /// and other streams are neither captured nor refused". Inside the closure: the device's
    /// synchronize, the adapter's `synchronize` (which waits for streams of the user's), and
    /// the capture stream's `wait_for_default` (which waits for work outside the capture).
    /// Sound: each ends the capture with a clear capture error or leaves a graph that replays
    /// right, never hangs (the watchdog), and the device works after. A hole: a graph that
    /// replays wrong, a hang, or an error kept for later calls.
    device_wide_waits_inside_a_capture_end_it_cleanly_or_not_at_all,
    waits_inside_child,
    |dev| {
        let k = slow_kernels(&dev);
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let n = 4096;
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        // Work of the adapter's, so that its synchronize has something to wait for.
        let mut a = adev.alloc_zeros::<f32>(n).wait().unwrap();
        for what in ["CudaDevice::synchronize", "AsyncDevice::synchronize", "wait_for_default"] {
            adev.ops().memset_zeros(&mut a).wait().unwrap();
            k.fill(None, &mut x, 0.0, 1);
            let r = dev.capture_graph(|s| {
                add_on(&k, s, &mut x, 1.0)?;
                let inner = match what {
                    "CudaDevice::synchronize" => dev.synchronize(),
                    "AsyncDevice::synchronize" => adev.synchronize().wait(),
                    _ => s.wait_for_default(),
                };
                println!("{what} inside a capture: {inner:?}");
                add_on(&k, s, &mut x, 1.0)?;
                Ok(())
            });
            match r {
                Ok(g) => {
                    assert_ne!(what, "CudaDevice::synchronize", "documented to invalidate");
                    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 0.0, "nothing captured ran");
                    g.instantiate().unwrap().launch().unwrap();
                    let got = dev.dtoh_sync_copy(&x).unwrap();
                    assert_all(&got, 2.0, &format!("the graph around {what}"));
                }
                Err(e) => assert!(is_capture_refusal(&e), "{what}: not a clear capture error: {e}"),
            }
            dev.synchronize()
                .unwrap_or_else(|e| panic!("an error kept from {what} inside a capture: {e}"));
            assert_usable(&dev);
            assert_eq!(adev.dtoh_copy(&a).wait().unwrap(), vec![0.0f32; n]);
        }
    }
);

in_child!(
    /// ops.rs, `AsyncDevice::capture`: "Only device work can be captured (kernels, device
    /// copies and fills)"; `launch_graph` is refused inside one ("a graph launch"). A launch of
    /// a graph inside a captured chain, after a step and in a `zip` branch. Sound: refused with
    /// an error naming the graph launch, the step before it never runs, and the exec, the
    /// adapter and later captures work. A hole: the launch captured (the outer graph would then
    /// hold the inner graph's buffers without their records), or a capture left open.
    a_graph_launch_inside_a_captured_chain_is_refused_cleanly,
    launch_in_chain_child,
    |dev| {
        let k = slow_kernels(&dev);
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let ops = adev.ops();
        let n = 4096;
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        let mut y = dev.htod_sync_copy(&vec![7.0f32; n]).unwrap();
        let exec = dev
            .capture_graph(|s| {
                add_on(&k, s, &mut x, 1.0)?;
                Ok(())
            })
            .unwrap()
            .instantiate()
            .unwrap();
        let e = adev
            .capture(ops.memset_zeros(&mut y).then(|_| ops.launch_graph(&exec)))
            .map(drop)
            .unwrap_err();
        assert_eq!(e.code(), CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED, "{e}");
        assert!(e.to_string().contains("graph launch"), "{e}");
        let e = adev
            .capture(zip(ops.memset_zeros(&mut y), ops.launch_graph(&exec)))
            .map(drop)
            .unwrap_err();
        assert_eq!(e.code(), CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED, "{e}");
        let got = dev.dtoh_sync_copy(&y).unwrap();
        assert_all(&got, 7.0, "y: the refused chains' memset never ran");
        exec.launch().unwrap();
        adev.launch_graph(&exec).wait().unwrap();
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 2.0, "x after a sync and an async replay");
        let g = adev.capture(ops.memset_zeros(&mut y)).unwrap();
        assert_eq!(g.num_nodes().unwrap(), 1);
        g.instantiate().unwrap().launch().unwrap();
        assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 0.0, "y after the captured memset");
        dev.synchronize().unwrap();
    }
);

/// Polls `fut` until it is ready or `limit` has passed (`None`): for futures whose work may
/// never run.
fn poll_for<F: Future>(fut: F, limit: Duration) -> Option<F::Output> {
    let mut fut = Box::pin(fut);
    let mut cx = Context::from_waker(Waker::noop());
    let until = Instant::now() + limit;
    loop {
        if let Poll::Ready(r) = fut.as_mut().poll(&mut cx) {
            return Some(r);
        }
        if Instant::now() > until {
            return None;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Whether `e` is one of the driver's errors for an operation illegal during a capture.
fn is_capture_error(e: &DriverError) -> bool {
    matches!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
            | CUresult::CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
            | CUresult::CUDA_ERROR_STREAM_CAPTURE_ISOLATION
            | CUresult::CUDA_ERROR_STREAM_CAPTURE_IMPLICIT
            | CUresult::CUDA_ERROR_CAPTURED_EVENT
    )
}

/// A capture that captures an `add_one` and then must fail in `body`; checks that nothing
/// captured ran, that the device works, and that a new capture of the same buffer replays.
fn capture_must_fail(
    dev: &Arc<CudaDevice>,
    add_one: &CudaFunction,
    body: impl FnOnce(&CudaStream) -> Result<(), DriverError>,
) -> DriverError {
    let n = 1024;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let e = dev
        .capture_graph(|s| {
            add_one_on(s, add_one, &mut x)?;
            body(s)
        })
        .map(drop)
        .expect_err("the capture must fail");
    assert!(e.to_string().contains("captur"), "{e}");
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![0.0; n], "{e}");
    dev.synchronize().unwrap();
    assert_usable(dev);
    let exec = dev
        .capture_graph(|s| add_one_on(s, add_one, &mut x))
        .unwrap()
        .instantiate()
        .unwrap();
    exec.launch().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![1.0; n]);
    e
}

/// `capture_graph`: "ordinary calls on the main stream, the async adapter and other streams
/// are neither captured nor refused"; `AsyncDevice::synchronize`: it waits for streams "(...;
/// not a stream being captured, whose work runs when its graph is launched)". Inside the
/// closure: adapter uploads, launches, downloads and `synchronize`, and a copy on another
/// `CudaStream` with its `synchronize`, all of which run at once; the graph holds one node.
#[test]
fn async_and_stream_work_inside_a_capture_runs_and_is_not_captured() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, _) = funcs(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let t = dev.new_stream().unwrap();
    let n = 4096;
    let warm = adev.htod_copy(vec![0.0f32; n]).wait().unwrap();
    assert_eq!(adev.dtoh_copy(&warm).wait().unwrap(), vec![0.0; n]);
    let v = small_ints(n, 41);
    let want: Vec<f32> = v.iter().map(|a| a + 1.0).collect();
    let mut g = dev.alloc_zeros::<f32>(n).unwrap();
    let graph = dev
        .capture_graph(|s| {
            add_one_on(s, &add_one, &mut g)?;
            let mut a = adev.htod_copy(v.clone()).wait()?;
            // SAFETY: add_one(float *x, size_t n) stays within n elements.
            unsafe { adev.launch(&add_one, cfg(n), (&mut a, n)) }.wait()?;
            assert_eq!(
                adev.dtoh_copy(&a).wait()?,
                want,
                "the adapter during a capture"
            );
            let mut b = dev.alloc_zeros::<f32>(n)?;
            t.memcpy_dtod(&a, &mut b)?;
            t.synchronize()?;
            assert_eq!(
                dev.dtoh_sync_copy(&b)?,
                want,
                "a CudaStream during a capture"
            );
            adev.synchronize().wait()?;
            Ok(())
        })
        .unwrap();
    assert_eq!(graph.num_nodes().unwrap(), 1);
    assert_eq!(dev.dtoh_sync_copy(&g).unwrap(), vec![0.0; n]);
    let exec = graph.instantiate().unwrap();
    exec.launch().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&g).unwrap(), vec![1.0; n]);
}

/// `capture_graph`: calls that would make another stream wait for the capturing stream are
/// refused, `peer_copy_on_stream` among them; # Errors: "waiting on it for an event recorded
/// elsewhere" is illegal and ends the capture with the driver's error. Both with work already
/// captured: the capture ends, nothing ran, and the device goes on working.
#[test]
fn a_capture_refuses_peer_copies_and_waits_for_outside_work() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    // Loaded once: reloading a module (which may wait for the device) between the slow work
    // below and the captures would let that work finish first.
    let (add_one, _) = funcs(&dev);
    let n = 4096;
    let a = dev.htod_sync_copy(&iota(n)).unwrap();
    let mut b = dev.alloc_zeros::<f32>(n).unwrap();

    let e = capture_must_fail(&dev, &add_one, |s| dev.peer_copy_on_stream(s, &a, &mut b));
    assert_eq!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
        "{e}"
    );
    assert!(e.to_string().contains("peer_copy_on_stream"), "{e}");
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), vec![0.0; n]);

    // An event recorded on the main stream behind slow work, waited for by the capturing
    // stream.
    let mut busy = filled(&dev, 0.0);
    k.fill(None, &mut busy, 1.0, SLOW);
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    ev.record().unwrap();
    let e = capture_must_fail(&dev, &add_one, |s| s.wait_event(&ev));
    assert!(is_capture_error(&e), "{e}");
    ev.synchronize().unwrap();

    // The main stream's work, waited for by the capturing stream.
    k.fill(None, &mut busy, 2.0, SLOW);
    let e = capture_must_fail(&dev, &add_one, |s| s.wait_for_default());
    assert!(is_capture_error(&e), "{e}");
    assert_all(
        &dev.dtoh_sync_copy(&busy).unwrap(),
        2.0,
        "the main stream's work",
    );
}

/// `AsyncDevice::synchronize` names "streams of yours (`Op::on`; not a stream being captured,
/// whose work runs when its graph is launched)", so a composed operation may be run with
/// `Op::on` on the stream `capture_graph` gives. An upload put there is captured as a copy
/// from the chain's pinned staging buffer; DESIGN: "Host memory given to an async copy is
/// owned by the operation ... until the GPU is done with it". Either the crate refuses this
/// (an error, nothing captured), or every replay must copy the values given, also after the
/// adapter's later uploads of the same size have reused whatever staging it let go.
#[test]
fn an_upload_run_on_the_capturing_stream_keeps_its_host_data() {
    let _serial = crate::serial();
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let n = 1 << 16;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let mut junk = dev.alloc_zeros::<f32>(n).unwrap();
    adev.htod_copy_into(vec![0.0f32; n], &mut junk)
        .wait()
        .unwrap();
    let mut fut = None;
    let captured = dev.capture_graph(|s| {
        fut = Some(ops.htod_copy_into(vec![5.0f32; n], &mut x).on(s));
        Ok(())
    });
    // Whatever the future says (the work does not run until a replay), it must not hang the
    // test: give it a while, then let it go.
    let outcome = fut.and_then(|f| poll_for(f, Duration::from_secs(3)));
    println!("the chain's future: {outcome:?}");
    let graph = match captured {
        Err(e) => {
            println!("refused: {e}");
            assert_usable(&dev);
            return;
        }
        Ok(g) if g.num_nodes().unwrap() == 0 => {
            println!("nothing captured; the chain's future: {outcome:?}");
            return;
        }
        Ok(g) => g,
    };
    let exec = graph.instantiate().unwrap();
    drop(graph);
    // Uploads of the same size reuse any staging buffer the chain gave back.
    for i in 0..8 {
        adev.htod_copy_into(vec![-1.0f32 - i as f32; n], &mut junk)
            .wait()
            .unwrap();
    }
    for round in 0..2 {
        dev.memset_zeros(&mut x).unwrap();
        exec.launch().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            5.0,
            &format!("replay {round} of an upload captured through Op::on"),
        );
    }
}
