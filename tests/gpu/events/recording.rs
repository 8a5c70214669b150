//! Recording and timing: a busy kernel timed, timing on forked streams and recording again, streams
//! waiting for events on each other, events used from other threads and dropped while pending, an
//! event of another device object, and the errors of timing events never recorded or made without
//! timing.

use crate::kernels::{assert_usable, basic, iota, spin};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, CudaEvent, CudaFunction, EventFlags, LaunchAsync, LaunchConfig,
};
use std::sync::Arc;

/// About 50 to 100 ms of busy-waiting on an H100.
const CYCLES: u64 = 150_000_000;

const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<CudaEvent>();
};

fn kernels(dev: &Arc<CudaDevice>) -> (CudaFunction, CudaFunction) {
    spin(dev);
    (
        dev.get_func("spin", "spin").unwrap(),
        dev.get_func("spin", "check_flag").unwrap(),
    )
}

#[test]
fn timing_a_busy_kernel() {
    let dev = gpu!();
    let (spin, _) = kernels(&dev);
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let start = dev.new_event(EventFlags::TIMING).unwrap();
    let end = dev
        .new_event(EventFlags::TIMING | EventFlags::BLOCKING_SYNC)
        .unwrap();
    assert!(!start.is_recorded());
    assert!(start.flags().contains(EventFlags::TIMING));
    let clock_khz = dev.properties().unwrap().clock_rate_khz as f32;
    start.record().unwrap();
    let t = std::time::Instant::now();
    // SAFETY: spin(unsigned long long, int*) writes flag[0] after busy-waiting.
    unsafe { (&spin).launch(ONE, (CYCLES, &mut flag)) }.unwrap();
    end.record().unwrap();
    assert!(end.is_recorded());
    // Unless the launch itself took as long as the spin (compute-sanitizer serialises
    // launches), the kernel is still spinning.
    if t.elapsed().as_secs_f32() * 1000.0 < CYCLES as f32 / clock_khz / 4.0 {
        assert!(
            !end.query().unwrap(),
            "the event completed while the kernel should still spin"
        );
    }
    end.synchronize().unwrap();
    assert!(end.query().unwrap());
    let ms = start.elapsed_ms(&end).unwrap();
    let expected = CYCLES as f32 / clock_khz; // ms at the peak clock
    println!("spin of {CYCLES} cycles: {ms:.2} ms (>= {expected:.2} ms at the peak clock)");
    assert!(ms >= expected * 0.9, "{ms} ms for {expected} ms of cycles");
    assert!(ms < 5000.0, "{ms}");
    // The same event twice gives zero; the associated-function form works too.
    assert_eq!(CudaEvent::elapsed_ms(&start, &start).unwrap(), 0.0);
    assert_eq!(dev.dtoh_sync_copy(&flag).unwrap(), [1]);
}

#[test]
fn elapsed_ms_on_an_event_never_recorded_is_an_error() {
    let dev = gpu!();
    let recorded = dev.new_event(EventFlags::TIMING).unwrap();
    let never = dev.new_event(EventFlags::TIMING).unwrap();
    recorded.record().unwrap();
    // Each error is looked at as it comes: what the crate says besides the code is kept per
    // thread and per code, for the latest error of that code (see `DriverError`).
    type Elapsed<'a> = Box<dyn Fn() -> Result<f32, cuda_driver::driver::DriverError> + 'a>;
    let calls: [(&str, Elapsed<'_>); 3] = [
        ("end", Box::new(|| recorded.elapsed_ms(&never))),
        ("start", Box::new(|| never.elapsed_ms(&recorded))),
        ("start", Box::new(|| never.elapsed_ms(&never))),
    ];
    for (which, f) in calls {
        let e = f().unwrap_err();
        let msg = e.to_string();
        println!("{msg}");
        assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_HANDLE, "{msg}");
        assert!(msg.contains("never recorded"), "{msg}");
        assert!(msg.contains(which), "{msg}");
    }
    // Once recorded it works.
    never.record().unwrap();
    assert!(recorded.elapsed_ms(&never).unwrap() >= 0.0);
    assert_usable(&dev);
}

#[test]
fn elapsed_ms_without_timing_is_an_error() {
    let dev = gpu!();
    let timed = dev.new_event(EventFlags::TIMING).unwrap();
    let untimed = dev.new_event(EventFlags::empty()).unwrap();
    let blocking = dev.new_event(EventFlags::BLOCKING_SYNC).unwrap();
    for ev in [&timed, &untimed, &blocking] {
        ev.record().unwrap();
    }
    for e in [
        timed.elapsed_ms(&untimed).unwrap_err(),
        untimed.elapsed_ms(&timed).unwrap_err(),
        blocking.elapsed_ms(&timed).unwrap_err(),
    ] {
        let msg = e.to_string();
        assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_HANDLE, "{msg}");
        assert!(msg.contains("without EventFlags::TIMING"), "{msg}");
    }
    // They still work for ordering and waiting.
    for ev in [&untimed, &blocking] {
        ev.synchronize().unwrap();
        assert!(ev.query().unwrap());
    }
    assert_usable(&dev);
}

#[test]
fn an_event_never_recorded_is_complete() {
    let dev = gpu!();
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    assert!(ev.query().unwrap());
    ev.synchronize().unwrap();
    // Waiting for it orders nothing and fails nothing.
    dev.wait_event(&ev).unwrap();
    let stream = dev.new_stream().unwrap();
    stream.wait_event(&ev).unwrap();
    stream.synchronize().unwrap();
    assert!(format!("{ev:?}").contains("recorded: false"), "{ev:?}");
}

#[test]
fn main_stream_waits_for_an_event_on_a_forked_stream() {
    let dev = gpu!();
    let (spin, check) = kernels(&dev);
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let mut result = dev.htod_sync_copy(&[-1i32]).unwrap();
    let stream = dev.fork_default_stream().unwrap();
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    // SAFETY: spin writes flag[0]; the main stream reads it only after waiting for `ev`.
    unsafe { (&spin).launch_on_stream(&stream, ONE, (CYCLES, &mut flag)) }.unwrap();
    stream.record_event(&ev).unwrap();
    // Usually still running here, but that is timing, not ordering: the flag below is the check.
    println!(
        "event complete right after recording: {}",
        ev.query().unwrap()
    );
    dev.wait_event(&ev).unwrap();
    // SAFETY: check_flag(const int*, int*) reads flag[0], writes result[0].
    unsafe { (&check).launch(ONE, (&flag, &mut result)) }.unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&result).unwrap(),
        [1],
        "the main stream did not wait for the event"
    );
    assert!(ev.query().unwrap());
}

#[test]
fn forked_stream_waits_for_an_event_on_the_main_stream() {
    let dev = gpu!();
    let (spin, check) = kernels(&dev);
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let mut result = dev.htod_sync_copy(&[-1i32]).unwrap();
    // Made before the spin, so only the event orders it after the spin.
    let stream = dev.new_stream().unwrap();
    let ev = dev.new_event(EventFlags::BLOCKING_SYNC).unwrap();
    // SAFETY: as above, on the main stream.
    unsafe { (&spin).launch(ONE, (CYCLES, &mut flag)) }.unwrap();
    ev.record().unwrap();
    stream.wait_event(&ev).unwrap();
    // SAFETY: as above; the stream waits for the spin through `ev`.
    unsafe { (&check).launch_on_stream(&stream, ONE, (&flag, &mut result)) }.unwrap();
    let done = dev.new_event(EventFlags::empty()).unwrap();
    done.record_on(&stream).unwrap();
    done.synchronize().unwrap();
    assert!(stream.query().unwrap());
    dev.wait_for(&stream).unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&result).unwrap(),
        [1],
        "the stream did not wait for the event"
    );
}

#[test]
fn timing_on_a_forked_stream_and_re_recording() {
    let dev = gpu!();
    basic(&dev);
    let fill = dev.get_func("basic", "fill_iota").unwrap();
    let n = 1 << 24;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let stream = dev.fork_default_stream().unwrap();
    let (a, b) = (
        dev.new_event(EventFlags::TIMING).unwrap(),
        dev.new_event(EventFlags::TIMING).unwrap(),
    );
    for round in 0..3 {
        a.record_on(&stream).unwrap();
        // SAFETY: fill_iota(float*, size_t) within the n elements; the main stream reads x
        // only after waiting for `b`.
        unsafe {
            (&fill).launch_on_stream(&stream, LaunchConfig::for_num_elems(n as u32), (&mut x, n))
        }
        .unwrap();
        b.record_on(&stream).unwrap();
        let ms = a.elapsed_ms(&b).unwrap();
        println!("round {round}: fill of {n} floats took {ms:.3} ms");
        // Under compute-sanitizer the instrumented kernel takes seconds: no upper bound there.
        let sanitized = std::env::var_os("CUDA_DRIVER_SANITIZER").is_some();
        assert!(ms > 0.0 && (ms < 1000.0 || sanitized), "{ms}");
    }
    dev.wait_event(&b).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), iota(n));
}

#[test]
fn events_work_from_other_threads_and_drop_while_pending() {
    let dev = gpu!();
    let (spin, _) = kernels(&dev);
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let ev = Arc::new(dev.new_event(EventFlags::TIMING).unwrap());
    let start = dev.new_event(EventFlags::TIMING).unwrap();
    start.record().unwrap();
    // SAFETY: as above.
    unsafe { (&spin).launch(ONE, (CYCLES / 4, &mut flag)) }.unwrap();
    ev.record().unwrap();
    let ev2 = ev.clone();
    let ordinal = std::thread::spawn(move || {
        ev2.synchronize().unwrap();
        assert!(ev2.query().unwrap());
        ev2.device().ordinal()
    })
    .join()
    .unwrap();
    assert_eq!(ordinal, 0);
    assert!(start.elapsed_ms(&ev).unwrap() > 0.0);
    // An event dropped before its work finishes.
    let pending = dev.new_event(EventFlags::empty()).unwrap();
    // SAFETY: as above.
    unsafe { (&spin).launch(ONE, (CYCLES / 4, &mut flag)) }.unwrap();
    pending.record().unwrap();
    drop(pending);
    dev.synchronize().unwrap();
    assert!(!ev.cu_event().is_null());
    assert!(Arc::ptr_eq(ev.device(), &dev));
    assert_usable(&dev);
}

#[test]
fn an_event_of_another_device_object_on_the_same_gpu() {
    let dev = gpu!();
    // Another CudaDevice of the same GPU shares the primary context: its events can be
    // recorded on this device's streams and waited for.
    let other = CudaDevice::new(0).unwrap();
    let ev = other.new_event(EventFlags::TIMING).unwrap();
    let stream = dev.fork_default_stream().unwrap();
    ev.record_on(&stream).unwrap();
    dev.wait_event(&ev).unwrap();
    ev.synchronize().unwrap();
    assert_usable(&dev);
}
