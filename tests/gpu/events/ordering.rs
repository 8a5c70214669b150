//! Events ordering work the buffers cannot see: an event recorded on another thread marks that
//! thread's stream, a wait on another thread orders its later work, recording again moves the
//! event (a wait made before still waits for the old point), `elapsed_ms` waits for both events, a
//! blocking-sync event does not spin, events across GPUs, and an event on a dropped stream.

use crate::kernels::{assert_all, slow_kernels};
use crate::support::devices::{CYCLES, assert_refused, two_gpus};
use crate::support::kernels::{ONE, cycles_for_ms, spin_fn};
use crate::support::races::live;
use crate::support::raw::{load_k, raw, settled, spin_cycles, zeroed};
use crate::support::{snapshot, thread_cpu};
use cuda_driver::driver::sys::CUdevice_attribute;
use cuda_driver::driver::{EventFlags, LaunchAsync};
use std::time::{Duration, Instant};

/// event.rs: `record` "Records the event on the calling thread's stream of the device". An
/// event recorded on another thread, after that thread's slow raw write, completes only once
/// the write is done: the main stream waiting for it then reads the flag set.
#[test]
fn an_event_recorded_on_another_thread_marks_that_threads_stream() {
    let dev = gpu!();
    let k = load_k(&dev);
    let (flag, out) = (zeroed(&dev, 1), zeroed(&dev, 1));
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    let cycles = spin_cycles(&dev);
    std::thread::scope(|sc| {
        sc.spawn(|| {
            k.spin_raw(None, raw(&flag, 0), cycles, 1); // on this thread's stream
            ev.record().unwrap();
        });
    });
    dev.wait_event(&ev).unwrap();
    k.read_raw(None, raw(&flag, 0), raw(&out, 0));
    assert_eq!(
        settled(&dev, &out),
        [1],
        "the event was not recorded after the other thread's work"
    );
}

/// event.rs: `CudaDevice::wait_event` "Makes later work on the calling thread's stream of the
/// device wait until `event` completes". On another thread, for an event recorded on the main
/// stream after a slow raw write.
#[test]
fn wait_event_on_another_thread_orders_that_threads_later_work() {
    let dev = gpu!();
    let k = load_k(&dev);
    let flag = zeroed(&dev, 1);
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    k.spin_raw(None, raw(&flag, 0), spin_cycles(&dev), 1);
    ev.record().unwrap();
    let got = std::thread::scope(|sc| {
        sc.spawn(|| {
            let mut seen = dev.alloc_zeros::<i32>(1).unwrap();
            dev.wait_event(&ev).unwrap();
            // SAFETY: read_flag(const int*, int*) reads one int at the raw address, kept
            // allocated until the device is synchronized, and writes `seen`.
            unsafe { (&k.read_flag).launch(ONE, (raw(&flag, 0), &mut seen)) }.unwrap();
            let got = dev.dtoh_sync_copy(&seen).unwrap();
            dev.synchronize().unwrap();
            got
        })
        .join()
        .unwrap()
    });
    assert_eq!(got, [1], "the thread's stream did not wait for the event");
}

/// event.rs (CudaEvent): "Recording again moves the marker to the new point." An event
/// recorded (and completed) once, then recorded again behind a slow raw write: a stream
/// waiting for it waits for the write.
#[test]
fn recording_an_event_again_moves_it_to_the_new_point() {
    let dev = gpu!();
    let k = load_k(&dev);
    let (flag, out) = (zeroed(&dev, 1), zeroed(&dev, 1));
    let s = dev.new_stream().unwrap();
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    ev.record().unwrap();
    ev.synchronize().unwrap();
    assert!(ev.query().unwrap(), "the first record is complete");
    k.spin_raw(None, raw(&flag, 0), spin_cycles(&dev), 1);
    ev.record().unwrap();
    s.wait_event(&ev).unwrap();
    k.read_raw(Some(&s), raw(&flag, 0), raw(&out, 0));
    assert_eq!(
        settled(&dev, &out),
        [1],
        "the stream waited for the first record only"
    );
    assert!(ev.query().unwrap());
}

/// event.rs: `elapsed_ms` is "The GPU time in milliseconds from `self` (the start) to `end`,
/// waiting for both to complete first". Asked at once, with the end still behind a spin of
/// 100 ms: no `CUDA_ERROR_NOT_READY`, and at least the spin's time.
#[test]
fn elapsed_ms_waits_for_both_events() {
    let dev = gpu!();
    let k = load_k(&dev);
    let flag = zeroed(&dev, 1);
    let (start, end) = (
        dev.new_event(EventFlags::TIMING).unwrap(),
        dev.new_event(EventFlags::TIMING).unwrap(),
    );
    let cycles = cycles_for_ms(&dev, 100);
    start.record().unwrap();
    k.spin_raw(None, raw(&flag, 0), cycles, 1);
    end.record().unwrap();
    let ms = start.elapsed_ms(&end);
    let flags = settled(&dev, &flag);
    let ms = ms.expect("elapsed_ms with the end event still pending");
    let khz = dev
        .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap() as f32;
    let least = cycles as f32 / khz;
    println!("spin of {cycles} cycles: {ms:.2} ms (at least {least:.2} ms)");
    assert!(
        ms >= least * 0.9,
        "{ms} ms for a spin of at least {least} ms"
    );
    assert!(ms < 10_000.0, "{ms}");
    assert_eq!(flags, [1]);
}

/// event.rs: `EventFlags::BLOCKING_SYNC`: "`CudaEvent::synchronize` blocks the thread
/// (yielding the CPU) instead of spinning". The thread's CPU time over a wait of 300 ms is a
/// small part of it.
#[test]
fn a_blocking_sync_event_waits_without_spinning_a_core() {
    let dev = gpu!();
    if crate::support::under_sanitizer("a_blocking_sync_event_waits_without_spinning_a_core") {
        return;
    }
    let k = load_k(&dev);
    let flag = zeroed(&dev, 1);
    let ev = dev.new_event(EventFlags::BLOCKING_SYNC).unwrap();
    k.spin_raw(None, raw(&flag, 0), cycles_for_ms(&dev, 300), 1);
    ev.record().unwrap();
    let (t0, c0) = (Instant::now(), thread_cpu());
    ev.synchronize().unwrap();
    let (wall, cpu) = (t0.elapsed(), thread_cpu() - c0);
    println!("BLOCKING_SYNC event: waited {wall:?}, CPU {cpu:?}");
    assert_eq!(settled(&dev, &flag), [1]);
    if wall < Duration::from_millis(100) {
        println!("note: not live this time (the wait was short)");
        return;
    }
    assert!(
        cpu < wall / 4,
        "a blocking-sync event spun: {cpu:?} of CPU over a wait of {wall:?}"
    );
}

#[test]
fn events_across_gpus() {
    let Some((g0, g1)) = two_gpus() else { return };
    let spin0 = spin_fn(&g0);
    let mut flag = g0.alloc_zeros::<i32>(1).unwrap();
    let ev0 = g0.new_event(EventFlags::TIMING).unwrap();
    let ev1 = g1.new_event(EventFlags::TIMING).unwrap();
    // An event of GPU 0 cannot be recorded on a stream of GPU 1.
    let stream1 = g1.new_stream().unwrap();
    assert_refused(&ev0.record_on(&stream1).unwrap_err(), 0, 1);
    // GPU 1's streams can wait for GPU 0's events.
    // SAFETY: spin writes flag[0] after busy-waiting.
    unsafe { (&spin0).launch(ONE, (CYCLES, &mut flag)) }.unwrap();
    ev0.record().unwrap();
    g1.wait_event(&ev0).unwrap();
    stream1.wait_event(&ev0).unwrap();
    ev1.record().unwrap();
    let on_stream = g1.new_event(EventFlags::empty()).unwrap();
    stream1.record_event(&on_stream).unwrap();
    println!(
        "event pending right after the spin was launched: {}",
        !ev0.query().unwrap()
    );
    ev1.synchronize().unwrap();
    on_stream.synchronize().unwrap();
    assert!(
        ev0.query().unwrap(),
        "GPU 1 passed its wait before GPU 0's event completed"
    );
    match ev0.elapsed_ms(&ev1) {
        Ok(ms) => println!("elapsed between GPUs: {ms} ms"),
        Err(e) => println!("elapsed between GPUs: {e}"),
    }
    assert_eq!(g0.dtoh_sync_copy(&flag).unwrap(), [1]);
}

/// How long the slow kernel ahead of each test runs, at least.
const SLOW_MS: u64 = 300;

/// Elements of the buffers the slow kernels write (4 MiB of floats).
const N: usize = 1 << 20;

/// Whether every element of `got` is still `old`: the slow kernel that writes them all at the
/// end of its spin has not finished.
fn untouched(got: &[f32], old: f32) -> bool {
    got.iter().all(|&v| v == old)
}

/// event.rs (`CudaEvent`): "Dropping an event that is still pending is fine"; `record_on` /
/// `record`: "it completes once the work enqueued here so far has finished";
/// `CudaStream::wait_event`: "Makes later work on this stream wait until `event` completes";
/// `synchronize`: "Blocks until the work before the last record has finished"; `elapsed_ms`:
/// "The GPU time in milliseconds from `self` (the start) to `end`"; stream.rs (`Drop for
/// CudaStream`): "The stream itself is destroyed once no buffer's record refers to it any
/// more".
///
/// The test, twice. First `start`, a 300 ms `slow_fill` of `x` and `end` are recorded on a
/// stream, and the stream is dropped at once (its work still running); a second stream `s2`,
/// made before and idle, waits for `end` (its only link to the fill: the drop joins the dropped
/// stream into the *dropping thread's* stream, not into `s2`). Then the same with `ev2`
/// recorded by `record()` on another thread's own stream behind a slow fill of `y`, the thread
/// then ending (its stream handed back to the device for the next thread), and `s3` waiting
/// for it. Sound: once `s2` (`s3`) has synchronized, the fill is done (a raw read around the
/// crate's ordering shows every element written); `end.query()` is not true while the fill
/// still runs, and is after `end.synchronize()`; `elapsed_ms(start, end)` measures the fill
/// (at least 100 ms of GPU time). A hole: a synchronize that returns, or a query that says
/// "complete", while the fill's buffer is untouched: the event's record was lost with the
/// stream it was made on.
#[test]
fn an_event_recorded_on_a_stream_that_is_dropped_still_marks_its_work() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let cycles = cycles_for_ms(&dev, SLOW_MS);
    let mut x = dev.alloc_zeros::<f32>(N).unwrap();
    let s2 = dev.new_stream().unwrap();
    let s3 = dev.new_stream().unwrap();
    let start = dev.new_event(EventFlags::TIMING).unwrap();
    let end = dev.new_event(EventFlags::TIMING).unwrap();
    let s = dev.new_stream().unwrap();
    start.record_on(&s).unwrap();
    k.fill(Some(&s), &mut x, 3.0, cycles);
    end.record_on(&s).unwrap();
    drop(s);
    s2.wait_event(&end).unwrap();
    // A query that says "complete" while the fill it marks still runs afterwards is wrong; one
    // that fails (a "not ready" passed on as an error) too.
    let done = end
        .query()
        .unwrap_or_else(|e| panic!("query of a pending event: {e}"));
    let was_live = live(
        untouched(&snapshot(&dev, &x), 0.0),
        "the 300 ms fill had ended before the wait was made",
    );
    assert!(
        !(done && was_live),
        "query said an event recorded behind a fill on a dropped stream was complete, while \
         the fill still ran"
    );
    s2.synchronize().unwrap();
    assert_all(
        &snapshot(&dev, &x),
        3.0,
        "x once a stream that waited for `end` (recorded on a dropped stream behind the fill) \
         had synchronized",
    );
    end.synchronize().unwrap();
    assert!(
        end.query().unwrap(),
        "`end` not complete after its synchronize"
    );
    let ms = start.elapsed_ms(&end).unwrap();
    println!("elapsed across the fill on the dropped stream: {ms} ms (live: {was_live})");
    assert!(
        (100.0..60_000.0).contains(&ms),
        "elapsed_ms across a {SLOW_MS} ms fill on a dropped stream: {ms} ms"
    );
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 3.0, "the fill");
    // The same through a thread's own stream, the thread then ending.
    let ev2 = dev.new_event(EventFlags::BLOCKING_SYNC).unwrap();
    let mut y = dev.alloc_zeros::<f32>(N).unwrap();
    std::thread::scope(|sc| {
        sc.spawn(|| {
            k.fill(None, &mut y, 4.0, cycles);
            ev2.record().unwrap();
        })
        .join()
        .unwrap();
    });
    s3.wait_event(&ev2).unwrap();
    live(
        untouched(&snapshot(&dev, &y), 0.0),
        "the 300 ms fill on the ended thread's stream had ended before the wait was made",
    );
    s3.synchronize().unwrap();
    assert_all(
        &snapshot(&dev, &y),
        4.0,
        "y once a stream that waited for an event recorded on an ended thread's stream behind \
         the fill had synchronized",
    );
    ev2.synchronize().unwrap();
    assert!(ev2.query().unwrap());
    drop((s2, s3));
    dev.synchronize().unwrap();
}

/// event.rs (`CudaEvent`): "Recording again moves the marker to the new point";
/// `CudaStream::wait_event`: "Makes later work on this stream wait until `event` completes";
/// `query`: "Whether the work before the last record has finished".
///
/// The test: `ev` is recorded behind a 300 ms `slow_fill` of `x` on stream `s`; an idle
/// stream `s2` waits for it; then, while the fill still runs, `ev` is recorded again on an idle
/// stream (its new point completes at once). Sound: the wait made before the re-record still
/// holds `s2` until the fill is done (CUDA waits for the record current at the time of the
/// wait), so after `s2.synchronize()` every element of `x` is written; and `ev` itself, moved,
/// completes at once (`synchronize` then `query` true) even while the fill runs. A hole: the
/// crate enqueues waits lazily (or merges them), so the re-record moves the wait `s2` already
/// made: `s2.synchronize()` returns while `x` is untouched.
#[test]
fn a_wait_made_before_an_event_is_recorded_again_still_waits_for_the_old_point() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut x = dev.alloc_zeros::<f32>(N).unwrap();
    let s2 = dev.new_stream().unwrap();
    let idle = dev.new_stream().unwrap();
    let s = dev.new_stream().unwrap();
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    k.fill(Some(&s), &mut x, 3.0, cycles_for_ms(&dev, SLOW_MS));
    ev.record_on(&s).unwrap();
    s2.wait_event(&ev).unwrap();
    // The marker moves to a point of an idle stream.
    ev.record_on(&idle).unwrap();
    ev.synchronize().unwrap();
    assert!(
        ev.query().unwrap(),
        "an event recorded again on an idle stream is not complete after its synchronize"
    );
    live(
        untouched(&snapshot(&dev, &x), 0.0),
        "the 300 ms fill had ended before the event was recorded again",
    );
    s2.synchronize().unwrap();
    assert_all(
        &snapshot(&dev, &x),
        3.0,
        "x once a stream that waited for an event before it was recorded again had synchronized",
    );
    drop((s, idle, s2));
    dev.synchronize().unwrap();
}
