//! A seventh review's attacks on CUDA graphs (graph.rs, ordering/capture.rs, the adapter's
//! `capture` and `launch_graph`): every order of dropping what a graph keeps behind replays in
//! flight, a graph outliving the device object that captured it, buffers dropped and memory
//! allocated inside a capture that succeeds, fails or panics, nested captures, graph launches
//! inside a capture, device-wide waits inside a capture, and one executable graph launched from
//! two threads while a third drops its input.
//!
//! Every attack holds a capture open or launches slow graphs, so it runs in a child process of
//! its own: another test's device-wide synchronize would invalidate its captures, and a capture
//! broken by one attack must not hide what the next does.

use crate::attack::{cycles_for_ms, live, meet, spin_for};
use crate::kernels::{CFG, N, SlowKernels, assert_all, assert_usable, slow_kernels};
use crate::support::snapshot;
use cuda_driver::r#async::{AsyncDevice, Op, zip};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaSlice, CudaStream, DriverError, LaunchAsync};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::AtomicUsize;
use std::sync::{Arc, mpsc};
use std::time::Duration;

/// Whether `e` is the driver's or the crate's refusal of something during a capture.
fn is_capture_error(e: &DriverError) -> bool {
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

/// `n` buffers of N copies of `value`, allocated and written at once on the calling thread.
fn fresh(dev: &Arc<CudaDevice>, value: f32, n: usize) -> Vec<CudaSlice<f32>> {
    (0..n)
        .map(|_| dev.htod_sync_copy(&vec![value; N]).unwrap())
        .collect()
}

/// Each of `bufs` still holds `value` once the device is idle.
#[track_caller]
fn all_still(dev: &Arc<CudaDevice>, bufs: &[CudaSlice<f32>], value: f32, what: &str) {
    dev.synchronize().unwrap();
    for b in bufs {
        assert_all(&dev.dtoh_sync_copy(b).unwrap(), value, what);
    }
}

in_child!(
    /// graph.rs, module docs: "the record frees it (in stream order, after every launch) when
    /// the last graph, executable graph and buffer using it are gone ... a new allocation cannot
    /// land on it"; `CudaGraphExec`: "dropping it while a launch is still running is fine".
    /// claims.rs drops exec, graph, buffer in one order behind one replay; here all six orders,
    /// behind two replays queued (the second still waiting for the first), and new buffers of
    /// the same size written at once from this thread and another. Sound: every new buffer
    /// keeps what was written into it. A hole: one of them holds the graph's 7.0 (its memory
    /// was freed under a replay), or an error is kept for a later call.
    every_drop_order_of_buffer_graph_and_exec_behind_queued_replays,
    drop_orders_child,
    |dev| {
        let k = slow_kernels(&dev);
        let cycles = cycles_for_ms(&dev, 50);
        let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
        for order in orders {
            let mut z = dev.alloc_zeros::<f32>(N).unwrap();
            let graph = dev
                .capture_graph(|cs| {
                    k.fill(Some(cs), &mut z, 7.0, cycles);
                    Ok(())
                })
                .unwrap();
            let exec = graph.instantiate().unwrap();
            exec.launch().unwrap();
            exec.launch().unwrap();
            live(
                snapshot(&dev, &z)[0] == 0.0,
                "the first replay had written the buffer before the drops",
            );
            let (mut z, mut graph, mut exec) = (Some(z), Some(graph), Some(exec));
            for what in order {
                match what {
                    0 => drop(z.take()),
                    1 => drop(graph.take()),
                    _ => drop(exec.take()),
                }
            }
            let theirs = std::thread::scope(|sc| sc.spawn(|| fresh(&dev, 1.0, 3)).join().unwrap());
            let mine = fresh(&dev, 2.0, 3);
            let what = format!(
                "a new buffer after dropping in order {order:?} (0 buffer, 1 graph, 2 exec)"
            );
            all_still(&dev, &theirs, 1.0, &what);
            all_still(&dev, &mine, 2.0, &what);
        }
        assert_usable(&dev);
    }
);

in_child!(
    /// graph.rs, `Resources`: "What a graph and its executable graphs keep alive"; device.rs,
    /// `Drop for CudaDevice`: "Everything that uses device resources holds an `Arc` of the
    /// device". A graph captured on a second `CudaDevice` object of the GPU, whose every user
    /// handle (object, kernels, buffer, graph) is dropped before the executable graph is
    /// launched; the sibling object lives on. Sound: the replay writes the buffer it captured
    /// (read through `exec.device()`), the exec dropped while a replay runs frees nothing
    /// under it, and the sibling keeps working. A hole: a launch error, a crash, a new buffer
    /// of the sibling overwritten, or an error kept on the sibling.
    a_graph_outlives_the_device_object_that_captured_it,
    dropped_capturer_child,
    |dev| {
        let other = CudaDevice::new(0).unwrap();
        let k = slow_kernels(&other);
        let cycles = cycles_for_ms(&dev, 100);
        let mut z = other.alloc_zeros::<f32>(N).unwrap();
        let exec = other
            .capture_graph(|cs| {
                k.fill(Some(cs), &mut z, 3.0, cycles);
                Ok(())
            })
            .unwrap()
            .instantiate()
            .unwrap();
        drop(k);
        drop(other);
        exec.launch().unwrap();
        assert_all(
            &exec.device().dtoh_sync_copy(&z).unwrap(),
            3.0,
            "the buffer after a replay whose device object's user handle is gone",
        );
        exec.device().htod_sync_copy_into(&vec![0.0f32; N], &mut z).unwrap();
        exec.launch().unwrap();
        live(
            snapshot(&dev, &z)[0] == 0.0,
            "the second replay had written the buffer before the drops",
        );
        drop(z);
        drop(exec);
        let mine = fresh(&dev, 5.0, 4);
        all_still(&dev, &mine, 5.0, "the sibling's new buffer after the last drop");
        assert_usable(&dev);
    }
);

in_child!(
    /// graph.rs, `CudaGraphExec`: "dropping it while a launch is still running is fine"; the
    /// exec is the last owner of the process's only `CudaDevice` object, so its drop tears the
    /// device down (`Resources` drops the device before the buffers' records, which then free
    /// in the device's main stream order). Sound: nothing crashes or hangs, and a new device
    /// object afterwards works. A hole: a crash, a hang (the child's watchdog), or a new
    /// object that fails.
    the_last_exec_of_the_only_device_object_dropped_while_it_runs,
    last_owner_child,
    |dev| {
        let k = slow_kernels(&dev);
        let cycles = cycles_for_ms(&dev, 150);
        let mut z = dev.alloc_zeros::<f32>(N).unwrap();
        let exec = dev
            .capture_graph(|cs| {
                k.fill(Some(cs), &mut z, 4.0, cycles);
                Ok(())
            })
            .unwrap()
            .instantiate()
            .unwrap();
        drop(k);
        drop(dev);
        exec.launch().unwrap();
        live(
            snapshot(exec.device(), &z)[0] == 0.0,
            "the replay had ended before the drops",
        );
        drop(z);
        drop(exec);
        let dev = CudaDevice::new(0).unwrap();
        let mine = fresh(&dev, 6.0, 4);
        all_still(&dev, &mine, 6.0, "a new object's buffer after the last exec went");
        assert_usable(&dev);
    }
);

in_child!(
    /// graph.rs, `capture_graph`: "Every buffer used on the stream during the capture is kept
    /// alive by the graph ...: it may be dropped at any time"; "Either way the capture is ended
    /// and its partial graph discarded, also if `f` panics; these errors do not break the
    /// device". A buffer allocated inside the closure, written by captured work and dropped
    /// there, then new buffers of its size allocated inside the closure; the capture succeeds,
    /// returns an error, or panics. Sound: the replays write only the dropped buffer's memory
    /// (the new buffers keep 5.0), the failed captures give their memory back without an error
    /// kept for later calls. A hole: a new buffer holds 1.0, a double free, or a kept error.
    a_buffer_dropped_inside_the_capture_is_kept_and_not_reallocated,
    dropped_inside_child,
    |dev| {
        let k = slow_kernels(&dev);
        let cycles = cycles_for_ms(&dev, 20);
        for how in ["ok", "error", "panic"] {
            let mut kept = Vec::new();
            let r = catch_unwind(AssertUnwindSafe(|| {
                dev.capture_graph(|cs| {
                    let mut t = dev.alloc_zeros::<f32>(N)?;
                    k.fill(Some(cs), &mut t, 1.0, cycles);
                    drop(t);
                    kept.extend(fresh(&dev, 5.0, 4));
                    match how {
                        "ok" => Ok(()),
                        "error" => Err(DriverError::new(CUresult::CUDA_ERROR_INVALID_VALUE)),
                        _ => panic!("inside the capture, after dropping a captured buffer"),
                    }
                })
            }));
            match (how, r) {
                ("ok", Ok(Ok(graph))) => {
                    assert_eq!(graph.num_nodes().unwrap(), 1, "the captured fill only");
                    let exec = graph.instantiate().unwrap();
                    exec.launch().unwrap();
                    exec.launch().unwrap();
                }
                ("error", Ok(Err(e))) => assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE),
                ("panic", Err(_)) => {}
                (how, r) => panic!(
                    "a capture that should end {how:?} ended {:?}",
                    r.map(|r| r.map(drop))
                ),
            }
            all_still(&dev, &kept, 5.0, &format!("a buffer allocated after the drop ({how})"));
            let more = fresh(&dev, 8.0, 4);
            all_still(&dev, &more, 8.0, &format!("a buffer allocated after the capture ({how})"));
        }
        assert_usable(&dev);
    }
);

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
                Err(e) => assert!(is_capture_error(&e), "{what}: not a clear capture error: {e}"),
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

in_child!(
    /// graph.rs, module docs: "dropping a slice that a graph uses is never a use-after-free:
    /// the graph keeps the old memory, and a new allocation cannot land on it" and "Calls racing
    /// from two threads on a captured buffer ... order and record themselves one at a time".
    /// One exec (a slow copy `dst <- src`) launched from two threads at once while a third
    /// drops `src`, the graph's input, and allocates buffers of its size written with 9.0.
    /// Sound: every replay copies the old 3.0, and the new buffers keep 9.0. A hole: `dst`
    /// holds 9.0 (a replay read `src`'s memory after it was reused), or a new buffer does not.
    one_exec_from_two_threads_while_a_third_drops_its_input,
    two_launchers_child,
    |dev| {
        let k = slow_kernels(&dev);
        let src = dev.htod_sync_copy(&vec![3.0f32; N]).unwrap();
        let mut dst = dev.alloc_zeros::<f32>(N).unwrap();
        let exec = dev
            .capture_graph(|s| {
                k.slow_copy(Some(s), &mut dst, &src);
                Ok(())
            })
            .unwrap()
            .instantiate()
            .unwrap();
        exec.launch().unwrap();
        live(
            snapshot(&dev, &dst)[0] == 0.0,
            "the first replay had ended before the threads started",
        );
        let arrived = AtomicUsize::new(0);
        let mut src = Some(src);
        let theirs = std::thread::scope(|sc| {
            for _ in 0..2 {
                sc.spawn(|| {
                    meet(&arrived, 0);
                    for _ in 0..3 {
                        exec.launch().unwrap();
                    }
                });
            }
            let src = src.take();
            let dev = &dev;
            sc.spawn(move || {
                drop(src);
                fresh(dev, 9.0, 6)
            })
            .join()
            .unwrap()
        });
        all_still(&dev, &theirs, 9.0, "a buffer allocated after the graph's input was dropped");
        assert_all(&dev.dtoh_sync_copy(&dst).unwrap(), 3.0, "the graph's output");
        drop(exec);
        assert_usable(&dev);
    }
);

in_child!(
    /// graph.rs, module docs: "Every access to a captured buffer, on any stream, is recorded in
    /// the shared record"; accesses.rs, `Accesses::capture`: a buffer's first capture moves the
    /// accesses recorded so far into the new shared record. Read in the code: the entries are
    /// taken out of the buffer's own list under its lock, but put into the shared record's list
    /// (and its main-stream marks copied) only after that lock is let go, while `captured` is
    /// already set; an operation of another thread that orders itself in between is sent to
    /// the shared record, which does not list them yet. Here a slow write of a fresh buffer
    /// waits on a stream of the user's; one thread captures a copy of the buffer (its first
    /// capture), another reads it at once, a different delay after the first each round.
    /// Sound: every read sees the slow write's 1.0. A hole: a read returns 0.0 (it overtook
    /// the slow write it was ordered after).
    a_read_racing_a_buffers_first_capture_still_waits_for_its_slow_write,
    first_capture_race_child,
    |dev| {
        const ROUNDS: usize = 400;
        let k = slow_kernels(&dev);
        let cycles = cycles_for_ms(&dev, 2);
        let stream = dev.new_stream().unwrap();
        let n = 4096;
        let arrived = AtomicUsize::new(0);
        let (to_reader, from_main) = mpsc::channel::<Arc<CudaSlice<f32>>>();
        let (to_main, from_reader) = mpsc::channel::<Vec<f32>>();
        let (mut overtaken, mut live_rounds) = (0, 0);
        std::thread::scope(|sc| {
            let (dev, arrived) = (&dev, &arrived);
            sc.spawn(move || {
                // This thread's stream is made before the race, not in it.
                drop(dev.dtoh_sync_copy(&dev.alloc_zeros::<f32>(1).unwrap()));
                for round in 0..ROUNDS {
                    let Ok(x) = from_main.recv() else { return };
                    meet(arrived, round);
                    spin_for(Duration::from_nanos((round % 100) as u64 * 20));
                    to_main.send(dev.dtoh_sync_copy(&*x).unwrap()).unwrap();
                }
            });
            for round in 0..ROUNDS {
                let mut x = dev.alloc_zeros::<f32>(n).unwrap();
                let mut y = dev.alloc_zeros::<f32>(n).unwrap();
                k.fill(Some(&stream), &mut x, 1.0, cycles);
                live_rounds += usize::from(snapshot(dev, &x)[0] == 0.0);
                let x = Arc::new(x);
                to_reader.send(x.clone()).unwrap();
                let graph = dev.capture_graph(|cs| {
                    meet(arrived, round);
                    spin_for(Duration::from_nanos((round / 100 % 4) as u64 * 500));
                    cs.memcpy_dtod(&*x, &mut y)
                });
                drop(graph.unwrap());
                let read = from_reader.recv().unwrap();
                overtaken += usize::from(read.iter().any(|&v| v != 1.0));
            }
        });
        live(live_rounds > 0, "the slow write had ended before every race");
        println!("{live_rounds} of {ROUNDS} races began while the slow write still ran");
        assert_eq!(
            overtaken, 0,
            "reads racing a buffer's first capture overtook its slow write in {overtaken} of \
             {ROUNDS} rounds"
        );
        stream.synchronize().unwrap();
        dev.synchronize().unwrap();
    }
);
