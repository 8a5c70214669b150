//! A fifth review's attacks (events, pools, priorities, peers and cuRAND): an event recorded on
//! a stream that is then dropped, re-recorded while a stream waits for it, and recorded or
//! waited for inside a graph capture; memory of the default pool freed behind a slow kernel
//! and allocated again at once (from the driver's pool, and from a thread's kept
//! allocations), and pool churn on threads while another trims and flips the release
//! threshold; stream priorities far outside the range; the peer calls between two objects of
//! one GPU on views; and cuRAND: a generator reseeded (or moved to another offset) while its
//! last fill still waits, buffers reused or dropped after an async fill's future is let go, a
//! generator dropped while an async fill waits, refusals that must consume no numbers, and
//! fills of two halves of one buffer from two threads.
//!
//! A slow kernel (`slow_fill`, [`SLOW_MS`]) runs ahead of the operation under attack. The
//! verdicts read data once the work is known to be done (after a blocking call the claim says
//! waits for it); where the attack is live only if the slow kernel still ran, [`live`] says so
//! when it was not.

use crate::attack::{cycles_for_ms, live};
use crate::kernels::{CFG, assert_all, assert_usable, slow_kernels};
use crate::support::{child, expect_error, snapshot};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, DevicePtr, EventFlags, LaunchAsync};

/// How long the slow kernel ahead of each attack runs, at least.
const SLOW_MS: u64 = 300;

/// Elements of the buffers the slow kernels write (4 MiB of floats).
const N: usize = 1 << 20;

/// Whether every element of `got` is still `old`: the slow kernel that writes them all at the
/// end of its spin has not finished.
fn untouched(got: &[f32], old: f32) -> bool {
    got.iter().all(|&v| v == old)
}

// ---- events ----

/// event.rs (`CudaEvent`): "Dropping an event that is still pending is fine"; `record_on` /
/// `record`: "it completes once the work enqueued here so far has finished";
/// `CudaStream::wait_event`: "Makes later work on this stream wait until `event` completes";
/// `synchronize`: "Blocks until the work before the last record has finished"; `elapsed_ms`:
/// "The GPU time in milliseconds from `self` (the start) to `end`"; stream.rs (`Drop for
/// CudaStream`): "The stream itself is destroyed once no buffer's record refers to it any
/// more".
///
/// The attack, twice. First `start`, a 300 ms `slow_fill` of `x` and `end` are recorded on a
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
/// The attack: `ev` is recorded behind a 300 ms `slow_fill` of `x` on stream `s`; an idle
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

/// event.rs (`record_on`), and ordering/capture.rs: recording an event "is not allowed on a
/// stream that is capturing a graph ... it would make another stream join the capture"
/// (`CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED`); `is_recorded`: "Whether the event has been
/// recorded at least once"; `elapsed_ms`'s errors: "`CUDA_ERROR_INVALID_HANDLE`, saying which
/// event, when either event ... was never recorded".
///
/// The attack: inside `capture_graph`, `ev.record_on(stream)` and `stream.record_event(&ev)`
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
/// The attack (read from the code: `wait_event` does not call `refuse_capturing`, unlike
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

// ---- memory pools ----

/// pool.rs (`MemPool`): "Freed memory goes back to the pool"; memory.rs (`alloc`): "Allocates
/// room for `len` values of `T`, uninitialised, in stream order on the calling thread's stream
/// of the device", whose fresh allocation "is recorded as written on the stream where it was
/// allocated"; stream.rs (`CudaStream`): "a launch or copy waits ... for earlier reads and
/// writes of the buffers it writes"; ordering/lane.rs (`FreedCache`): an allocation freed in a
/// stream's order "may be reused by later work on the same stream without waiting".
///
/// The attack, for a large buffer (the driver's pool) and for a small one on another thread
/// (the thread's kept allocations): `x` is written by a 300 ms `slow_fill` (3.0) on the calling
/// thread's stream and dropped at once; the pool is trimmed; `y` of the same size is allocated
/// at once on the same stream (likely `x`'s memory, still being written by the fill), and
/// written with 5.0 by a copy on a stream made *before* all this (which does not wait for the
/// thread's stream by itself), and, for the small one, once more from the main thread. Sound:
/// once everything has finished, `y` holds 5.0 everywhere. A hole: 3.0 in `y`, which means the
/// slow fill of freed memory landed after the writes of its next owner.
#[test]
fn memory_reused_at_once_after_a_free_behind_a_slow_kernel_is_ordered_on_every_stream() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let cycles = cycles_for_ms(&dev, SLOW_MS);
    let pool = dev.mem_pool().ok();
    // On this thread (the main stream), 4 MiB: from the driver's pool.
    {
        let src = dev.htod_sync_copy(&vec![5.0f32; N]).unwrap();
        let s2 = dev.new_stream().unwrap();
        let mut x = dev.alloc_zeros::<f32>(N).unwrap();
        let xp = *x.device_ptr();
        k.fill(None, &mut x, 3.0, cycles);
        drop(x);
        if let Some(p) = &pool {
            p.trim_to(0).unwrap();
        }
        // SAFETY: written by the copy below before anything reads it.
        let mut y = unsafe { dev.alloc::<f32>(N) }.unwrap();
        println!("4 MiB: reused the freed memory: {}", *y.device_ptr() == xp);
        s2.memcpy_dtod(&src, &mut y).unwrap();
        dev.synchronize().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            5.0,
            "a 4 MiB buffer allocated right after the free of one a slow kernel still wrote, \
             written on an older stream",
        );
    }
    // On another thread, 64 KiB: kept by the thread's stream for its next allocation.
    const SMALL: usize = 1 << 14;
    let src = dev.htod_sync_copy(&vec![5.0f32; SMALL]).unwrap();
    let six = dev.htod_sync_copy(&vec![6.0f32; SMALL]).unwrap();
    let s2 = dev.new_stream().unwrap();
    let (mut y, mut z) = std::thread::scope(|sc| {
        sc.spawn(|| {
            let mut x = dev.alloc_zeros::<f32>(SMALL).unwrap();
            let xp = *x.device_ptr();
            k.fill(None, &mut x, 3.0, cycles);
            drop(x);
            // SAFETY: written by the copy below before anything reads it.
            let mut y = unsafe { dev.alloc::<f32>(SMALL) }.unwrap();
            println!("64 KiB: reused the freed memory: {}", *y.device_ptr() == xp);
            s2.memcpy_dtod(&src, &mut y).unwrap();
            let mut z = dev.alloc_zeros::<f32>(SMALL).unwrap();
            k.fill(None, &mut z, 3.0, cycles);
            let zp = *z.device_ptr();
            drop(z);
            // SAFETY: written by the main thread's upload before anything reads it.
            let z = unsafe { dev.alloc::<f32>(SMALL) }.unwrap();
            println!("64 KiB again: reused: {}", *z.device_ptr() == zp);
            (y, z)
        })
        .join()
        .unwrap()
    });
    // The main thread writes `z` (made on the other thread's stream) and copies into `y`.
    dev.htod_sync_copy_into(&vec![5.0f32; SMALL], &mut z)
        .unwrap();
    dev.dtod_copy(&six, &mut y).unwrap();
    dev.synchronize().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        5.0,
        "a small buffer a thread kept and handed out again while a slow kernel still wrote it, \
         then written by the main thread",
    );
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        6.0,
        "a small buffer a thread kept and handed out again, written on an older stream and then \
         by the main thread",
    );
    assert_usable(&dev);
}

/// pool.rs (`MemPool`): "The pool belongs to the device (and is shared with every other user
/// of it in the process ...); this handle only reads and changes its settings";
/// `set_release_threshold`, `trim_to`: "Gives memory the pool holds but nobody uses back ...
/// Memory of frees still pending on a stream is not given back"; ordering/lane.rs
/// (`FreedCache`): kept allocations are "given back to the driver's pool ... at
/// `CudaDevice::synchronize`", "and when the lane goes".
///
/// In a process of its own (the threshold is process-wide, and other tests read it): four
/// threads allocate, upload, read back and free buffers of five sizes (some kept by their
/// streams, some not), while a fifth trims the pool to 0 and flips the threshold between 0 and
/// `u64::MAX` as fast as it can, reading the statistics. Then a 64 MiB buffer a slow kernel
/// still writes is dropped and the pool trimmed at once. Sound: every read-back is what was
/// uploaded, extreme arguments are taken (`trim_to(usize::MAX)`, the threshold round-trips),
/// the slow kernel ends without a fault, and once the device has synchronized the pool's
/// used bytes are back to what they were before (nothing kept or leaked). A hole: a wrong
/// read-back (memory handed to two owners), a fault, or bytes still in use at the end.
#[test]
fn pool_churn_on_threads_while_another_trims_and_flips_the_threshold() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "pool_churn_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn pool_churn_child() {
    use std::sync::atomic::{AtomicBool, Ordering};
    if !child::in_child(module_path!(), "pool_churn_child") {
        return;
    }
    let dev = gpu!();
    let pool = match dev.mem_pool() {
        Ok(p) => p,
        Err(e) => {
            println!("skipped: no memory pools: {e}");
            return;
        }
    };
    dev.synchronize().unwrap();
    let base = pool.used_current().unwrap();
    pool.trim_to(usize::MAX).unwrap();
    for t in [u64::MAX, 1, 0] {
        pool.set_release_threshold(t).unwrap();
        assert_eq!(pool.release_threshold().unwrap(), t);
    }
    let stop = AtomicBool::new(false);
    let (dev, pool, stop) = (&dev, &pool, &stop);
    std::thread::scope(|sc| {
        let workers: Vec<_> = (0..4u64)
            .map(|w| {
                sc.spawn(move || {
                    let sizes = [1000usize, 1 << 14, 1 << 16, 300_000, 1 << 20];
                    for i in 0..40u64 {
                        let len = sizes[(i as usize + w as usize) % sizes.len()];
                        let data = crate::kernels::random_u32(len, w * 1000 + i);
                        let x = dev.htod_sync_copy(&data).unwrap();
                        let back = dev.dtoh_sync_copy(&x).unwrap();
                        assert!(
                            back == data,
                            "thread {w}, round {i}: {len} u32s read back wrong while the pool \
                             was trimmed and its threshold flipped"
                        );
                        drop(x);
                    }
                })
            })
            .collect();
        sc.spawn(move || {
            let mut flip = 0u64;
            while !stop.load(Ordering::Acquire) {
                pool.trim_to(0).unwrap();
                flip += 1;
                let t = if flip % 2 == 0 { 0 } else { u64::MAX };
                pool.set_release_threshold(t).unwrap();
                pool.stats().unwrap();
            }
            println!("the trimmer went round {flip} times");
        });
        let _stop = crate::attack::StopOnDrop(stop);
        for h in workers {
            if let Err(p) = h.join() {
                std::panic::resume_unwind(p);
            }
        }
    });
    pool.set_release_threshold(0).unwrap();
    // A large free still pending behind a slow kernel, trimmed at once.
    let k = slow_kernels(dev);
    let mut big = dev.alloc_zeros::<f32>(16 << 20).unwrap();
    let n = big.len();
    // SAFETY: slow_fill(unsigned long long cycles, float *out, size_t n, float value) writes
    // the n elements of big.
    unsafe { (&k.fill).launch(CFG, (cycles_for_ms(dev, SLOW_MS), &mut big, n, 1.0f32)) }.unwrap();
    drop(big);
    pool.trim_to(0).unwrap();
    dev.synchronize()
        .unwrap_or_else(|e| panic!("a slow kernel whose buffer's pending free was trimmed: {e}"));
    dev.synchronize().unwrap();
    pool.trim_to(0).unwrap();
    let after = pool.used_current().unwrap();
    println!("used bytes: {base} before, {after} after");
    assert!(
        after <= base,
        "{} bytes of the pool still in use once every buffer was dropped and the device \
         synchronized",
        after - base
    );
    assert_usable(dev);
}

// ---- stream priorities ----

/// stream.rs (`new_stream_with_priority`): "As `new_stream`, with a priority from
/// `stream_priority_range`. A priority outside the range is clamped to it, as the driver
/// does"; `new_stream`: "it first waits for the work already enqueued on the calling thread's
/// stream of the device"; `priority`: "The stream's priority".
///
/// The attack: priorities far outside the range (`i32::MIN`, `i32::MAX`, one past each end),
/// on the main thread, on another thread and on a second object of the GPU. Sound: every stream
/// is made, reports the clamped priority, and (for the extreme ones, made behind a 300 ms
/// `slow_fill` on the calling thread's stream) waits for that fill: once the stream has
/// synchronized, the fill is done. A hole: a panic or an overflow on the extremes, a priority
/// outside the range, or a stream of extreme priority that overtakes the work before it.
#[test]
fn priorities_far_outside_the_range_clamp_and_the_stream_still_waits_for_earlier_work() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let k = slow_kernels(&dev);
    let (least, greatest) = dev.stream_priority_range().unwrap();
    println!("priority range: least {least}, greatest {greatest}");
    let asks = [
        i32::MIN,
        i32::MIN + 1,
        greatest.saturating_sub(1),
        greatest,
        -1,
        0,
        1,
        least.saturating_add(1),
        i32::MAX,
    ];
    for &p in &asks {
        let want = p.clamp(greatest, least);
        for (who, d) in [("this object", &dev), ("a second object", &other)] {
            let s = d.new_stream_with_priority(p).unwrap();
            assert_eq!(
                s.priority().unwrap(),
                want,
                "{who}: a stream asked for priority {p}"
            );
        }
    }
    std::thread::scope(|sc| {
        sc.spawn(|| {
            for p in [i32::MIN, i32::MAX] {
                let s = dev.new_stream_with_priority(p).unwrap();
                assert_eq!(s.priority().unwrap(), p.clamp(greatest, least));
            }
        })
        .join()
        .unwrap();
    });
    let cycles = cycles_for_ms(&dev, SLOW_MS);
    for p in [i32::MIN, i32::MAX] {
        let mut x = dev.alloc_zeros::<f32>(N).unwrap();
        k.fill(None, &mut x, 3.0, cycles);
        let s = dev.new_stream_with_priority(p).unwrap();
        live(
            untouched(&snapshot(&dev, &x), 0.0),
            "the 300 ms fill had ended before the stream was made",
        );
        s.synchronize().unwrap();
        assert_all(
            &snapshot(&dev, &x),
            3.0,
            &format!(
                "x once a stream of priority {p} made behind a fill of it had synchronized (it \
                 did not wait for the calling thread's earlier work)"
            ),
        );
    }
    dev.synchronize().unwrap();
    other.synchronize().unwrap();
}

// ---- peer access and peer copies with one GPU ----

/// peer.rs (`can_access_peer`): "A device can always access its own memory, also through
/// another `CudaDevice` of the same ordinal"; `enable_peer_access`: "Idempotent: enabling
/// access that is already enabled, or access of a device to itself, is `Ok`"; `peer_copy`:
/// "Copies `src`, memory of any device, into `dst`, memory of this device ... The copy waits
/// for every earlier use of either buffer, on any stream or thread of either device";
/// `peer_copy_on_stream`: "later uses of them (frees included) wait for it".
///
/// With one GPU (or more), between two objects of GPU 0, on *views* (at odd element offsets):
/// the peer calls give their documented results, not errors or panics; `peer_copy` from a view
/// of the second object's buffer that a 300 ms `slow_fill` on the second object's stream is
/// writing, into a view of this object's buffer, must copy the fill's values; and
/// `peer_copy_on_stream` from a view whose buffer is dropped at once must copy what it held.
/// Elements outside the destination views stay as they were. A hole: stale values (the copy
/// overtook the writer on the other object), garbage (the source freed under the copy), or
/// writes outside the view.
#[test]
fn peer_calls_between_two_objects_of_one_gpu_work_on_views() {
    let a = gpu!();
    let b = CudaDevice::new(0).unwrap();
    assert!(a.can_access_peer(&b).unwrap() && b.can_access_peer(&a).unwrap());
    for _ in 0..2 {
        a.enable_peer_access(&b).unwrap();
        b.enable_peer_access(&a).unwrap();
        a.enable_peer_access(&a).unwrap();
    }
    let kb = slow_kernels(&b);
    let sb = b.new_stream().unwrap();
    let mut src = b.alloc_zeros::<f32>(N).unwrap();
    kb.fill(Some(&sb), &mut src, 3.0, cycles_for_ms(&b, SLOW_MS));
    let mut dst = a.htod_sync_copy(&vec![-1.0f32; N + 8]).unwrap();
    let m = N - 8;
    a.peer_copy(&src.slice(3..3 + m), &mut dst.slice_mut(5..5 + m))
        .unwrap();
    let got = a.dtoh_sync_copy(&dst).unwrap();
    assert_all(
        &got[5..5 + m],
        3.0,
        "a peer copy of a view a slow kernel wrote",
    );
    assert_all(&got[..5], -1.0, "before the destination view");
    assert_all(&got[5 + m..], -1.0, "after the destination view");
    // peer_copy_on_stream from a view whose buffer is dropped at once.
    let data = crate::kernels::random_f32(N, 17);
    let src2 = b.htod_sync_copy(&data).unwrap();
    let ka = slow_kernels(&a);
    let sa = a.new_stream().unwrap();
    let mut dst2 = a.alloc_zeros::<f32>(N).unwrap();
    // The copy waits behind 300 ms of other work on its stream.
    let mut busy = a.alloc_zeros::<f32>(1 << 10).unwrap();
    ka.fill(Some(&sa), &mut busy, 1.0, cycles_for_ms(&a, SLOW_MS));
    a.peer_copy_on_stream(&sa, &src2.slice(1..N - 1), &mut dst2.slice_mut(1..N - 1))
        .unwrap();
    drop(src2);
    // Memory made now may reuse the dropped source's: it must not show in the copy.
    let nines = b.htod_sync_copy(&vec![9.0f32; N]).unwrap();
    sa.synchronize().unwrap();
    let got = a.dtoh_sync_copy(&dst2).unwrap();
    crate::support::assert_same(
        &got[1..N - 1],
        &data[1..N - 1],
        "a peer copy on a stream from a view whose buffer was dropped at once",
    );
    assert_eq!((got[0], got[N - 1]), (0.0, 0.0), "written outside the view");
    assert_all(
        &b.dtoh_sync_copy(&nines).unwrap(),
        9.0,
        "a buffer made after the drop",
    );
    drop((sa, sb, busy));
    a.synchronize().unwrap();
    b.synchronize().unwrap();
}

// ---- cuRAND ----

#[cfg(feature = "curand")]
mod curand_fills {
    use super::{N, SLOW_MS, untouched};
    use crate::attack::{How, cycles_for_ms, let_go, live};
    use crate::curand::{curand, uniform_f32};
    use crate::kernels::{assert_all, slow_kernels};
    use crate::support::{assert_same, snapshot};
    use cuda_driver::r#async::{AsyncDevice, Op};
    use cuda_driver::curand::CudaRng;
    use cuda_driver::curand::sys::curandStatus_t;
    use cuda_driver::driver::{CudaDevice, CudaSlice};
    use std::sync::Arc;

    /// `n` normal f32s (mean 0, deviation 1) of `rng`, filled and read on the calling thread.
    fn normal_f32(dev: &Arc<CudaDevice>, rng: &CudaRng, n: usize) -> Vec<f32> {
        let mut a = dev.alloc_zeros::<f32>(n).unwrap();
        rng.fill_with_normal(&mut a, 0.0, 1.0).unwrap();
        dev.dtoh_sync_copy(&a).unwrap()
    }

    /// `n` uniform f32s of a fresh generator of `seed`, moved to `offset` first.
    fn twin_uniform(dev: &Arc<CudaDevice>, seed: u64, offset: u64, n: usize) -> Vec<f32> {
        let mut twin = CudaRng::new(seed, dev.clone()).unwrap();
        if offset > 0 {
            twin.set_offset(offset).unwrap();
        }
        uniform_f32(dev, &twin, n)
    }

    /// How the attack below makes the first fill, and where it makes the second.
    #[derive(Clone, Copy, Debug)]
    enum Way {
        /// Both on the calling thread's stream.
        BothHere,
        /// The first through the async adapter (its future dropped), the second here.
        FirstAsync,
        /// The first here, the second on another thread's stream.
        SecondElsewhere,
    }

    /// curand/safe.rs (`set_seed`): "the next fill takes the sequence of that seed from the
    /// generator's current offset, which is the one set with `set_offset` (0 at first) moved
    /// on by every number the fills since have made"; `set_offset`: "the next fill starts that
    /// many numbers into the seed's sequence"; the module docs: "Fills of one generator are
    /// ordered among themselves too, since they share its state on the GPU"; `fill`:
    /// `generate` "may enqueue cuRAND's work on the generator's stream ... that writes those
    /// elements and nothing else of the process"; asynchronous.rs: "a dropped or forgotten
    /// future changes nothing".
    ///
    /// The suspicion (read from the code and its notes: "cuRAND sets the generator up on its
    /// first fill after `new`, `set_seed` or `set_offset`, with work a capture cannot hold"):
    /// that set-up rewrites the generator's state on the GPU; the crate orders fills through a
    /// stand-in buffer, which orders only work cuRAND enqueues on the stream it is given. If
    /// the set-up writes the state some other way (a synchronous copy, the legacy stream), it
    /// does not wait for a fill still pending on a non-blocking stream.
    ///
    /// The attack: the first fill (`x`, `n` numbers) waits behind a 300 ms `slow_fill` of `x`
    /// on another stream; then, at once, `set_seed(99)` (or `set_offset(12345)`) and a second
    /// fill (`y`), which sets the generator up again. Sound: `x` holds the old seed's first
    /// `n` numbers and `y` the new seed's from offset `n` (or the seed's from 12345), exactly
    /// those of fresh generators set up so. A hole: `x` holds other numbers (the pending fill
    /// ran on the state the re-setup had written under it).
    #[test]
    fn changing_the_seed_or_offset_while_a_fill_waits_leaves_that_fill_its_numbers() {
        let (dev, _rng) = curand!(41);
        let k = slow_kernels(&dev);
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let n = 1usize << 16;
        let cycles = cycles_for_ms(&dev, SLOW_MS);
        let old = twin_uniform(&dev, 41, 0, n);
        let new_seed = twin_uniform(&dev, 99, n as u64, n);
        let new_offset = twin_uniform(&dev, 41, 12345, n);
        for way in [Way::BothHere, Way::FirstAsync, Way::SecondElsewhere] {
            for reseed in [true, false] {
                let what = format!(
                    "{way:?}, {}",
                    if reseed {
                        "set_seed(99)"
                    } else {
                        "set_offset(12345)"
                    }
                );
                let mut rng = CudaRng::new(41, dev.clone()).unwrap();
                let s = dev.new_stream().unwrap();
                let mut x: CudaSlice<f32> = dev.alloc_zeros(n).unwrap();
                let mut y: CudaSlice<f32> = dev.alloc_zeros(n).unwrap();
                k.fill(Some(&s), &mut x, 7.0, cycles);
                match way {
                    Way::FirstAsync => drop(adev.fill_with_uniform(&rng, &mut x).unwrap()),
                    _ => rng.fill_with_uniform(&mut x).unwrap(),
                }
                if reseed {
                    rng.set_seed(99).unwrap();
                } else {
                    rng.set_offset(12345).unwrap();
                }
                match way {
                    Way::SecondElsewhere => std::thread::scope(|sc| {
                        sc.spawn(|| rng.fill_with_uniform(&mut y).unwrap())
                            .join()
                            .unwrap()
                    }),
                    _ => rng.fill_with_uniform(&mut y).unwrap(),
                }
                live(
                    untouched(&snapshot(&dev, &x), 0.0),
                    &format!("{what}: the slow fill had ended before the generator was changed"),
                );
                assert_same(
                    &dev.dtoh_sync_copy(&x).unwrap(),
                    &old,
                    &format!(
                        "{what}: a fill still waiting when the generator was changed and set \
                         up again, against a fresh generator of the old seed"
                    ),
                );
                let want = if reseed { &new_seed } else { &new_offset };
                assert_same(
                    &dev.dtoh_sync_copy(&y).unwrap(),
                    want,
                    &format!("{what}: the fill after the change, against a fresh generator"),
                );
                drop(s);
            }
        }
        dev.synchronize().unwrap();
    }

    /// asynchronous.rs (`AsyncDevice::fill_with_uniform`): "Enqueued by this call, not on first
    /// poll: a dropped or forgotten future changes nothing, and the buffer may be used or
    /// dropped as soon as the call returns"; the module docs: "every later use (its free
    /// included) waits for it".
    ///
    /// The attack, with the future dropped and forgotten: `x` is written slowly (7.0) on
    /// another stream, filled through the adapter (waiting behind that), the future let go,
    /// and `x` at once overwritten with 5.0 by an upload on this thread; `z` the same, but
    /// dropped at once, and a buffer of its size made and set to 9.0 right after. Sound: `x`
    /// ends at 5.0 (the fill came before the upload), and the new buffer at 9.0 (the free of
    /// `z` waited for its fill). A hole: uniform numbers in either (the fill landed after the
    /// next user's write), or 7.0 in `x`.
    #[test]
    fn buffers_reused_or_dropped_after_an_async_fills_future_is_let_go_keep_the_order() {
        let (dev, rng) = curand!(42);
        let k = slow_kernels(&dev);
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let cycles = cycles_for_ms(&dev, SLOW_MS);
        let s = dev.new_stream().unwrap();
        for how in [How::Dropped, How::Forgotten] {
            let mut x: CudaSlice<f32> = dev.alloc_zeros(N).unwrap();
            k.fill(Some(&s), &mut x, 7.0, cycles);
            let_go(how, adev.fill_with_uniform(&rng, &mut x).unwrap());
            dev.htod_sync_copy_into(&vec![5.0f32; N], &mut x).unwrap();
            let mut z: CudaSlice<f32> = dev.alloc_zeros(N).unwrap();
            k.fill(Some(&s), &mut z, 7.0, cycles);
            let_go(how, adev.fill_with_normal(&rng, &mut z, 0.0, 1.0).unwrap());
            drop(z);
            let nines = dev.htod_sync_copy(&vec![9.0f32; N]).unwrap();
            dev.synchronize().unwrap();
            assert_all(
                &dev.dtoh_sync_copy(&x).unwrap(),
                5.0,
                &format!("{how:?}: a buffer overwritten right after its async fill"),
            );
            assert_all(
                &dev.dtoh_sync_copy(&nines).unwrap(),
                9.0,
                &format!("{how:?}: a buffer made right after another was dropped behind its fill"),
            );
        }
        drop(s);
        dev.synchronize().unwrap();
    }

    /// curand/safe.rs (`Drop for RngInner`): "Waits for the generator's last fill (reading
    /// its state stand-in, which every fill writes), then destroys it"; asynchronous.rs: the
    /// adapter's fill has "the same ordering ... with the generator's other fills".
    ///
    /// The attack: a fill through the adapter waits behind a 300 ms `slow_fill` of its buffer
    /// on another stream; its future is dropped or forgotten, and the generator dropped at once
    /// (then a new generator made, whose state may take the old one's memory). Sound: the
    /// buffer gets exactly the numbers of a fresh generator of the same seed, and the device
    /// keeps no error. A hole: other numbers or a fault (the generator destroyed under its
    /// pending fill).
    #[test]
    fn dropping_the_generator_while_an_async_fill_waits_keeps_its_numbers() {
        let (dev, _rng) = curand!(43);
        let k = slow_kernels(&dev);
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let cycles = cycles_for_ms(&dev, SLOW_MS);
        let n = 1usize << 18;
        let want = twin_uniform(&dev, 43, 0, n);
        let s = dev.new_stream().unwrap();
        for how in [How::Dropped, How::Forgotten] {
            let rng = CudaRng::new(43, dev.clone()).unwrap();
            let mut x: CudaSlice<f32> = dev.alloc_zeros(n).unwrap();
            k.fill(Some(&s), &mut x, 7.0, cycles);
            let_go(how, adev.fill_with_uniform(&rng, &mut x).unwrap());
            live(
                untouched(&snapshot(&dev, &x), 0.0),
                "the slow fill had ended before the generator was dropped",
            );
            drop(rng);
            let fresh = CudaRng::new(1, dev.clone()).unwrap();
            assert_same(
                &dev.dtoh_sync_copy(&x).unwrap(),
                &want,
                &format!("{how:?}: an async fill whose generator was dropped while it waited"),
            );
            assert!(
                uniform_f32(&dev, &fresh, 1024)
                    .iter()
                    .all(|&v| v > 0.0 && v <= 1.0)
            );
            dev.synchronize().unwrap();
        }
        drop(s);
    }

    /// curand/safe.rs (`fill_with_normal`): "an odd length is refused
    /// (`CURAND_STATUS_LENGTH_NOT_MULTIPLE`, naming the length), and so is a buffer whose
    /// address is not a multiple of a pair's size ... (`CURAND_STATUS_OUT_OF_RANGE`)";
    /// `fill_with_uniform`: "`u64` ... returns `CURAND_STATUS_TYPE_ERROR`"; asynchronous.rs: "a
    /// refusal is the `Err` returned at once, nothing enqueued"; `Ops::fill_with_uniform`: "A
    /// refusal fails the chain with the `CurandError`'s message".
    ///
    /// The attack: every refusal, on every path (sync, async, chain): odd lengths of f32 and
    /// f64, an f64 view of even length at element 1 (8-byte aligned, not 16), log-normal too,
    /// and u64 uniforms (refused by cuRAND itself, after the crate set the stream). Sound: each
    /// is refused with its status and a message naming the problem, the buffers are untouched,
    /// an empty view at an odd element is `Ok` (nothing to do), and the generator's next fill
    /// is exactly the first fill of a fresh generator of its seed: the refusals consumed no
    /// numbers. A hole: a panic, a buffer written, or a shifted sequence.
    #[test]
    fn refused_fills_on_every_path_touch_nothing_and_consume_no_numbers() {
        let (dev, rng) = curand!(44);
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let ops = adev.ops();
        let want = twin_uniform(&dev, 44, 0, 4096);
        let mut odd = dev.htod_sync_copy(&[9.0f32; 1001]).unwrap();
        let mut odd64 = dev.htod_sync_copy(&[9.0f64; 7]).unwrap();
        let length = |e: &cuda_driver::curand::result::CurandError, len: &str| {
            assert_eq!(
                e.0,
                curandStatus_t::CURAND_STATUS_LENGTH_NOT_MULTIPLE,
                "{e}"
            );
            let msg = e.to_string();
            assert!(msg.contains(len) && msg.contains("even"), "{msg}");
        };
        length(
            &rng.fill_with_normal(&mut odd, 0.0, 1.0).unwrap_err(),
            "1001",
        );
        length(
            &rng.fill_with_log_normal(&mut odd64, 0.0, 1.0).unwrap_err(),
            "7",
        );
        length(
            &adev
                .fill_with_normal(&rng, &mut odd, 0.0, 1.0)
                .expect_err("an async normal fill of 1001 f32 was accepted"),
            "1001",
        );
        length(
            &adev
                .fill_with_log_normal(&rng, &mut odd64, 0.0, 1.0)
                .expect_err("an async log-normal fill of 7 f64 was accepted"),
            "7",
        );
        let e = ops
            .fill_with_normal(&rng, &mut odd, 0.0f32, 1.0)
            .wait()
            .unwrap_err();
        assert!(
            e.to_string().contains("1001") && e.to_string().contains("even"),
            "{e}"
        );
        let mut d = dev.htod_sync_copy(&vec![9.0f64; 1002]).unwrap();
        {
            let mut view = d.slice_mut(1..1001);
            let misaligned = |e: &cuda_driver::curand::result::CurandError| {
                assert_eq!(e.0, curandStatus_t::CURAND_STATUS_OUT_OF_RANGE, "{e}");
                assert!(e.to_string().contains("pairs of 16 bytes"), "{e}");
            };
            misaligned(&rng.fill_with_normal(&mut view, 0.0, 1.0).unwrap_err());
            misaligned(
                &adev
                    .fill_with_log_normal(&rng, &mut view, 0.0, 1.0)
                    .expect_err(
                        "an async log-normal fill of an f64 view at element 1 was accepted",
                    ),
            );
            let e = ops
                .fill_with_normal(&rng, &mut view, 0.0f64, 1.0)
                .wait()
                .unwrap_err();
            assert!(e.to_string().contains("pairs of 16 bytes"), "{e}");
        }
        // An empty view at an odd element: nothing to do.
        rng.fill_with_normal(&mut d.slice_mut(1..1), 0.0, 1.0)
            .unwrap();
        adev.fill_with_normal(&rng, &mut d.slice_mut(3..3), 0.0, 1.0)
            .unwrap()
            .wait()
            .unwrap();
        let mut w = dev.htod_sync_copy(&[7u64; 64]).unwrap();
        let e = rng.fill_with_uniform(&mut w).unwrap_err();
        assert_eq!(e.0, curandStatus_t::CURAND_STATUS_TYPE_ERROR, "{e}");
        let e = adev
            .fill_with_uniform(&rng, &mut w)
            .expect_err("an async u64 uniform fill was accepted");
        assert_eq!(e.0, curandStatus_t::CURAND_STATUS_TYPE_ERROR, "{e}");
        assert!(dev.dtoh_sync_copy(&odd).unwrap().iter().all(|&v| v == 9.0));
        assert!(
            dev.dtoh_sync_copy(&odd64)
                .unwrap()
                .iter()
                .all(|&v| v == 9.0)
        );
        assert!(dev.dtoh_sync_copy(&d).unwrap().iter().all(|&v| v == 9.0));
        assert!(dev.dtoh_sync_copy(&w).unwrap().iter().all(|&v| v == 7));
        assert_same(
            &uniform_f32(&dev, &rng, 4096),
            &want,
            "the first fill after every refusal, against a fresh generator of the seed",
        );
        dev.synchronize().unwrap();
    }

    /// The module docs: "Fills of one generator are ordered among themselves too, since they
    /// share its state on the GPU"; `CudaRng`: "`Send` and `Sync`: fills from several threads
    /// take turns on the generator"; `fill_with_normal`: views whose address is a multiple of
    /// a pair's size are filled.
    ///
    /// The attack: the two halves of one buffer (`split_at_mut`, the second starting at an
    /// even element) are filled with normal numbers from two threads at once, both behind a
    /// 300 ms `slow_fill` of the whole buffer on another stream. Sound: each half holds exactly
    /// one of the first two fills of a fresh generator of the seed (in either order), not the
    /// same one, and nothing of the slow fill's 7.0. A hole: two halves of the same numbers (the
    /// fills ran at once on one state), other numbers, or 7.0 left (a fill overtook the write).
    #[test]
    fn two_threads_filling_the_two_halves_of_one_buffer_take_turns() {
        let (dev, rng) = curand!(45);
        let k = slow_kernels(&dev);
        let n = 1usize << 18;
        let half = n / 2;
        let twin = CudaRng::new(45, dev.clone()).unwrap();
        let first = normal_f32(&dev, &twin, half);
        let second = normal_f32(&dev, &twin, half);
        let s = dev.new_stream().unwrap();
        let mut x: CudaSlice<f32> = dev.alloc_zeros(n).unwrap();
        k.fill(Some(&s), &mut x, 7.0, cycles_for_ms(&dev, SLOW_MS));
        {
            let (mut lo, mut hi) = x.split_at_mut(half);
            let rng = &rng;
            std::thread::scope(|sc| {
                let a = sc.spawn(move || rng.fill_with_normal(&mut lo, 0.0, 1.0));
                let b = sc.spawn(move || rng.fill_with_normal(&mut hi, 0.0, 1.0));
                a.join().unwrap().unwrap();
                b.join().unwrap().unwrap();
            });
        }
        let got = dev.dtoh_sync_copy(&x).unwrap();
        let (lo, hi) = got.split_at(half);
        let ok = (lo == first.as_slice() && hi == second.as_slice())
            || (lo == second.as_slice() && hi == first.as_slice());
        assert!(
            ok,
            "the halves are not the generator's first two fills (low half = first: {}, = \
             second: {}; high half = first: {}, = second: {}; 7.0s: {})",
            lo == first.as_slice(),
            lo == second.as_slice(),
            hi == first.as_slice(),
            hi == second.as_slice(),
            got.iter().filter(|&&v| v == 7.0).count()
        );
        drop(s);
        dev.synchronize().unwrap();
    }
}
