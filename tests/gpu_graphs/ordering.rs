//! Replays ordered with other work: slow writes before the capture, slow readers and writers around
//! a replay on other streams and threads, sync replays and async calls both ways, a read racing a
//! buffer's first capture, and events recorded or waited for during a capture.

// The slow kernels' buffer length, which some tests here use beside this file's `N`.
use crate::kernels::N as KN;
use crate::kernels::{CFG, SLOW, assert_all, assert_usable, filled, slow_kernels};
use crate::support::kernels::cycles_for_ms;
use crate::support::races::{live, meet, spin_for};
use crate::support::{child, expect_error, snapshot};
use crate::{cfg, funcs, small_ints};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaSlice, DevicePtr, EventFlags, LaunchAsync};
use futures_lite::future::block_on;
use std::sync::atomic::AtomicUsize;
use std::sync::{Arc, mpsc};
use std::time::Duration;

/// How long the slow kernel ahead of each test runs, at least.
const SLOW_MS: u64 = 300;

/// Elements of the buffers the slow kernels write (4 MiB of floats).
const N: usize = 1 << 20;

/// Whether every element of `got` is still `old`: the slow kernel that writes them all at the
/// end of its spin has not finished.
fn untouched(got: &[f32], old: f32) -> bool {
    got.iter().all(|&v| v == old)
}

/// event.rs (`record_on`), and ordering/capture.rs: recording an event "is not allowed on a
/// stream that is capturing a graph ... it would make another stream join the capture"
/// (`CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED`); `is_recorded`: "Whether the event has been
/// recorded at least once"; `elapsed_ms`'s errors: "`CUDA_ERROR_INVALID_HANDLE`, saying which
/// event, when either event ... was never recorded".
///
/// The test: inside `capture_graph`, `ev.record_on(stream)` and `stream.record_event(&ev)`
/// on the capturing stream, the errors ignored, then a copy captured. Sound: both refused with
/// the capture error naming what was refused; `ev` still counts as never recorded (so
/// `elapsed_ms` says so and `query` is true); the capture goes on (the copy is in the graph,
/// runs when launched and not before) and the device keeps no error. A hole: a refused record
/// marked the event recorded (an `elapsed_ms` on a handle never recorded), or broke the
/// capture or the device.
/// In a child process: a capture that the driver invalidates here must not hit other tests'
/// calls.
#[test]
fn a_record_refused_during_a_capture_leaves_the_event_unrecorded_and_the_capture_going() {
    let _serial = crate::serial();
    let _dev = gpu!();
    child::run_in_child(module_path!(), "record_during_capture_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn record_during_capture_child() {
    if !child::in_child(module_path!(), "record_during_capture_child") {
        return;
    }
    let dev = gpu!();
    let src = dev.htod_sync_copy(&vec![5.0f32; 4096]).unwrap();
    let mut dst = dev.alloc_zeros::<f32>(4096).unwrap();
    let ev = dev.new_event(EventFlags::TIMING).unwrap();
    let other = dev.new_event(EventFlags::TIMING).unwrap();
    other.record().unwrap();
    let mut refusals = Vec::new();
    let graph = dev
        .capture_graph(|s| {
            refusals.push(ev.record_on(s).unwrap_err());
            refusals.push(s.record_event(&ev).unwrap_err());
            s.memcpy_dtod(&src, &mut dst)
        })
        .unwrap();
    for e in &refusals {
        expect_error(
            e,
            CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
            &["recording an event", "capturing a graph"],
        );
    }
    assert!(
        !ev.is_recorded(),
        "an event whose records were refused counts as recorded"
    );
    assert!(ev.query().unwrap(), "an event never recorded is complete");
    let e = other.elapsed_ms(&ev).unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_HANDLE,
        &["end event was never recorded"],
    );
    assert_all(
        &dev.dtoh_sync_copy(&dst).unwrap(),
        0.0,
        "the captured copy before any launch",
    );
    graph.instantiate().unwrap().launch().unwrap();
    assert_all(&dev.dtoh_sync_copy(&dst).unwrap(), 5.0, "the graph's copy");
    dev.synchronize().unwrap();
    // The event still records and times as usual afterwards.
    ev.record().unwrap();
    assert!(other.elapsed_ms(&ev).unwrap() >= 0.0);
}

/// event.rs (`CudaStream::wait_event`): "Makes later work on this stream wait until `event`
/// completes. The event may belong to another device."; graph.rs (`capture_graph`): the work
/// of the closure becomes the graph's, and a call the capture cannot hold is an error ("the
/// driver's error ... these errors do not break the device, which stays usable").
///
/// The test (read from the code: `wait_event` does not call `refuse_capturing`, unlike
/// `record_on`, and the crate's records know nothing of a raw event): inside the capture, the
/// capturing stream waits for `ev`, recorded outside the capture behind a 300 ms `slow_fill`
/// of `w`, then a copy `src -> dst` is captured (two buffers the fill does not touch, so the
/// crate's own buffer ordering gives the copy no reason to wait). Sound: either the wait is
/// refused with a clear error (the capture then fails or goes on without it, and the device is
/// usable), or it is kept in the graph: once launched, the copy waits for the fill, so while
/// `w` is still untouched `dst` is too. A hole: the wait is accepted and silently dropped
/// (the graph's copy runs at once, before the work `ev` marks), or the device breaks.
/// (Uncertain: the driver may treat a wait for an event recorded outside the capture as an
/// error, which is sound here.)
/// In a child process: a capture that the driver invalidates here must not hit other tests'
/// calls.
#[test]
fn a_captured_wait_for_an_event_recorded_outside_the_capture_is_refused_or_kept() {
    let _serial = crate::serial();
    let _dev = gpu!();
    child::run_in_child(module_path!(), "wait_during_capture_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn wait_during_capture_child() {
    if !child::in_child(module_path!(), "wait_during_capture_child") {
        return;
    }
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut w = dev.alloc_zeros::<f32>(N).unwrap();
    let src = dev.htod_sync_copy(&vec![5.0f32; N]).unwrap();
    let mut dst = dev.alloc_zeros::<f32>(N).unwrap();
    let s = dev.new_stream().unwrap();
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    k.fill(Some(&s), &mut w, 3.0, cycles_for_ms(&dev, SLOW_MS));
    ev.record_on(&s).unwrap();
    let mut waited = None;
    let captured = dev.capture_graph(|cs| {
        waited = Some(cs.wait_event(&ev));
        cs.memcpy_dtod(&src, &mut dst)
    });
    let waited = waited.expect("the closure ran");
    println!(
        "the captured wait: {waited:?}; the capture: {:?}",
        captured.as_ref().err()
    );
    match (&waited, captured) {
        (Ok(()), Ok(graph)) => {
            let exec = graph.instantiate().unwrap();
            exec.launch().unwrap();
            std::thread::sleep(std::time::Duration::from_millis(50));
            let dst_now = snapshot(&dev, &dst);
            if live(
                untouched(&snapshot(&dev, &w), 0.0),
                "the 300 ms fill had ended before the graph was launched and looked at",
            ) {
                assert_all(
                    &dst_now,
                    0.0,
                    "the graph's copy, captured after a wait for an event recorded behind a slow \
                     fill, while that fill still ran (the wait was accepted and dropped)",
                );
            }
        }
        (Err(e), _) => println!("refused, as allowed: {e}"),
        (Ok(()), Err(e)) => println!("the capture failed after an accepted wait: {e}"),
    }
    dev.synchronize().unwrap();
    assert_all(&dev.dtoh_sync_copy(&w).unwrap(), 3.0, "the slow fill");
    drop(s);
    assert_usable(&dev);
}

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

/// graph.rs, module docs: "Every access to a captured buffer, on any stream, is recorded in
/// the shared record; a launch ... waits for the earlier ones". Here the earlier access is a
/// slow write made *before* the capture, on a `CudaStream` and on another thread's own stream
/// (the capture moves it into the shared record); the replay is sync, then async.
#[test]
fn a_slow_write_before_the_capture_is_waited_for_by_the_replay() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    for sync in [true, false] {
        let mut x = filled(&dev, 0.0);
        let mut w = filled(&dev, 0.0);
        // Slow writes still running when the capture starts: on a stream of ours, and on the
        // stream of a thread that is not the one that opened the device.
        k.fill(Some(&s), &mut x, 5.0, SLOW);
        std::thread::scope(|sc| {
            sc.spawn(|| k.fill(None, &mut w, 4.0, SLOW)).join().unwrap();
        });
        let exec = dev
            .capture_graph(|cs| {
                // SAFETY: add_all(float *x, size_t n, float value) stays within N.
                unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut x, KN, 1.0f32)) }?;
                // SAFETY: as above.
                unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut w, KN, 1.0f32)) }
            })
            .unwrap()
            .instantiate()
            .unwrap();
        if sync {
            exec.launch().unwrap();
        } else {
            adev.launch_graph(&exec).wait().unwrap();
        }
        let how = if sync { "sync" } else { "async" };
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            6.0,
            &format!("{how} replay after a slow write on a CudaStream before the capture"),
        );
        assert_all(
            &dev.dtoh_sync_copy(&w).unwrap(),
            5.0,
            &format!("{how} replay after a slow write on another thread before the capture"),
        );
    }
}

/// graph.rs, module docs: "a launch ... waits for the earlier ones, as a write of every buffer
/// the graph uses". A slow *reader* of a captured buffer on another stream, then a replay
/// that overwrites it (sync, then async with its future dropped): the reader must see the old
/// values.
#[test]
fn a_replay_waits_for_a_slow_reader_on_another_stream() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    let mut x = filled(&dev, 3.0);
    let exec = dev
        .capture_graph(|cs| cs.memset_zeros(&mut x))
        .unwrap()
        .instantiate()
        .unwrap();
    for sync in [true, false] {
        dev.htod_sync_copy_into(&vec![3.0f32; KN], &mut x).unwrap();
        let mut y = filled(&dev, -1.0);
        k.slow_copy(Some(&s), &mut y, &x);
        if sync {
            exec.launch().unwrap();
        } else {
            drop(adev.launch_graph(&exec));
        }
        let how = if sync { "sync" } else { "async" };
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            3.0,
            &format!("a slow read on another stream overtaken by a {how} replay"),
        );
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            0.0,
            &format!("the {how} replay's write"),
        );
    }
}

/// graph.rs, module docs: a launch "is recorded there in turn, so later work on any of its
/// buffers ... wait[s] for it". The graph reads `x` slowly; a write to `x` made after the
/// launch on another stream, through the adapter, or from another thread must not land
/// before the graph has read it.
#[test]
fn a_write_after_a_replay_waits_for_the_graphs_slow_read() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    let mut x = filled(&dev, 0.0);
    let mut y = filled(&dev, 0.0);
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) stays within N.
            unsafe { (&k.copy).launch_on_stream(cs, CFG, (SLOW, &mut y, &x, KN)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    for (round, how) in ["a CudaStream", "the async adapter", "another thread"]
        .into_iter()
        .enumerate()
    {
        let v = round as f32 + 2.0;
        dev.htod_sync_copy_into(&vec![v; KN], &mut x).unwrap();
        exec.launch().unwrap();
        match round {
            0 => s.memset_zeros(&mut x).unwrap(),
            1 => drop(adev.memset_zeros(&mut x)),
            _ => std::thread::scope(|sc| {
                sc.spawn(|| dev.htod_sync_copy_into(&vec![0.0f32; KN], &mut x).unwrap())
                    .join()
                    .unwrap();
            }),
        }
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            v,
            &format!("the slow replay's read overtaken by a write on {how}"),
        );
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            0.0,
            &format!("the write on {how}"),
        );
    }
}

/// `capture_graph`: "a copy of new inputs called before `CudaGraphExec::launch` runs before the
/// graph, a read called after it sees the graph's results, with the sync API and the async
/// adapter alike". Mixed: a slow async write (future dropped) before a sync replay; a slow
/// sync replay before an async read and before an async write.
#[test]
fn sync_replays_and_async_calls_are_ordered_both_ways() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut x = filled(&dev, 0.0);
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: add_all(float *x, size_t n, float value) stays within N.
            unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut x, KN, 1.0f32)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the N elements of x.
    drop(unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut x, KN, 5.0f32)) });
    exec.launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        6.0,
        "a sync replay after a slow async write",
    );

    let mut z = filled(&dev, 0.0);
    let slow = dev
        .capture_graph(|cs| {
            // SAFETY: slow_fill writes the N elements of z.
            unsafe { (&k.fill).launch_on_stream(cs, CFG, (SLOW, &mut z, KN, 7.0f32)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    slow.launch().unwrap();
    assert_all(
        &adev.dtoh_copy(&z).wait().unwrap(),
        7.0,
        "an async read after a slow sync replay",
    );
    slow.launch().unwrap();
    adev.memset_zeros(&mut z).wait().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        0.0,
        "an async write after a slow sync replay",
    );
}

/// `CudaGraphExec::launch`: "Launches the graph on the device's main stream ... whatever the
/// thread" (and CHANGELOG: "Graph launches ... stay on the main stream"); `launch_graph`:
/// "Like every async call it first waits for the main stream's work so far". The graph reads
/// a buffer through a raw address, which no record orders, so only those two promises put it
/// after a slow write on the main stream.
#[test]
fn replays_follow_the_main_streams_work_from_any_thread() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (_, axpy) = funcs(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut u = filled(&dev, 0.0);
    let mut y = filled(&dev, 0.0);
    let u_ptr: u64 = *u.device_ptr();
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: axpy(float a, const float *x, float *y, size_t n) reads N elements at
            // `u_ptr` (the live buffer `u`, which outlives every launch: each is waited for
            // below) and writes the N elements of y.
            unsafe { (&axpy).launch_on_stream(cs, cfg(KN), (1.0f32, u_ptr, &mut y, KN)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    // On the main stream (this thread opened the device), then a sync replay on another
    // thread, and a read there.
    k.fill(None, &mut u, 5.0, SLOW);
    let got = std::thread::scope(|sc| {
        sc.spawn(|| {
            exec.launch().unwrap();
            dev.dtoh_sync_copy(&y).unwrap()
        })
        .join()
        .unwrap()
    });
    assert_all(
        &got,
        5.0,
        "a sync replay on another thread after a slow write on the main stream",
    );
    // The same with an async replay.
    k.fill(None, &mut u, 7.0, SLOW);
    adev.launch_graph(&exec).wait().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        12.0,
        "an async replay after a slow write on the main stream",
    );
    dev.synchronize().unwrap();
    drop(exec);
}

#[test]
fn stream_copies_outside_a_capture_are_ordered_with_the_main_stream() {
    let _serial = crate::serial();
    let dev = gpu!();
    let n = 1 << 20;
    let data = small_ints(n, 3);
    let a = dev.htod_sync_copy(&data).unwrap();
    let mut b = dev.alloc_zeros::<f32>(n).unwrap();
    let s = dev.fork_default_stream().unwrap();
    s.memcpy_dtod(&a, &mut b).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), data);
    s.memset_zeros(&mut b).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), vec![0.0; n]);
    let mut short = dev.alloc_zeros::<f32>(3).unwrap();
    assert_eq!(
        s.memcpy_dtod(&a, &mut short).unwrap_err().code(),
        CUresult::CUDA_ERROR_INVALID_VALUE
    );
    // In a capture, both become nodes.
    let graph = dev
        .capture_graph(|c| {
            c.memset_zeros(&mut b)?;
            c.memcpy_dtod(&a, &mut b)
        })
        .unwrap();
    assert_eq!(graph.num_nodes().unwrap(), 2);
    dev.memset_zeros(&mut b).unwrap();
    graph.instantiate().unwrap().launch().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), data);
}

/// A test on graph replays: a slow write on another stream ahead of a replay, and a
/// read on another stream after one, sync and async, dropped futures included.
#[test]
fn graph_replays_are_ordered_with_other_streams() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    let mut x = filled(&dev, 0.0);
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: add_all stays within N.
            unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut x, KN, 1.0f32)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    // A slow write on another stream, then a replay (sync, then async): both wait for it.
    k.fill(Some(&s), &mut x, 5.0, SLOW);
    exec.launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        6.0,
        "sync replay after a forked write",
    );
    k.fill(Some(&s), &mut x, 5.0, SLOW);
    block_on(adev.launch_graph(&exec)).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        6.0,
        "async replay after a forked write",
    );
    // A slow graph, then a read on another stream waits for the replay.
    let mut z = filled(&dev, 0.0);
    let slow = dev
        .capture_graph(|cs| {
            // SAFETY: slow_fill writes N elements.
            unsafe { (&k.fill).launch_on_stream(cs, CFG, (SLOW, &mut z, KN, 7.0f32)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    let mut y = filled(&dev, 0.0);
    slow.launch().unwrap();
    s.memcpy_dtod(&z, &mut y).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        7.0,
        "forked read after a replay",
    );
    drop(adev.launch_graph(&slow));
    let mut w = filled(&dev, 0.0);
    s.memcpy_dtod(&z, &mut w).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&w).unwrap(),
        7.0,
        "forked read after a dropped replay",
    );
}
