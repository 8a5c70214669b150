//! Waiting for the whole device: `synchronize` waits for every stream and thread, a stream is not
//! held up by later main work after it, and `set_blocking_sync` makes waits sleep, for every device
//! object of the GPU.

use crate::kernels::{assert_all, slow_kernels};
use crate::support::kernels::cycles_for_ms;
use crate::support::raw::{load_k, raw, settled, spin_cycles, zeroed};
use crate::support::{child, thread_cpu};
use cuda_driver::driver::{CudaDevice, EventFlags, result};
use std::time::{Duration, Instant};

/// device.rs `set_blocking_sync`: "Chooses how the calling threads wait for the GPU in the
/// blocking calls on this GPU's primary context (`synchronize`, copies that wait,
/// `CudaStream::synchronize`, ...)", "The setting belongs to the context, so it applies to
/// every `CudaDevice` of the same GPU", and an event waits as its own flags say. Set on one
/// device object; a second object's waits (a small download, which otherwise polls a flag
/// first, a stream's synchronize, and a `BLOCKING_SYNC` event's), from a thread other than
/// the one that opened it, each behind 300 ms of kernel, must leave the thread's CPU mostly
/// idle. (A first version waited on an event without the flag: on driver 580 that spun, a
/// whole core for 300 ms, as cuEventSynchronize documents.) In a process of its own (the
/// setting is the whole context's).
#[test]
fn set_blocking_sync_applies_to_every_device_object_and_every_wait() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "blocking_sync_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn blocking_sync_child() {
    if !child::in_child(module_path!(), "blocking_sync_child") {
        return;
    }
    let dev = gpu!();
    if let Err(e) = dev.set_blocking_sync(true) {
        let v = result::driver_version().unwrap_or(0);
        assert!(v < 12010, "set_blocking_sync failed on driver {v}: {e}");
        println!("driver {v} has no cuCtxSetFlags: skipped ({e})");
        return;
    }
    let d2 = CudaDevice::new(0).unwrap();
    let k = slow_kernels(&d2);
    let cycles = cycles_for_ms(&d2, 300);
    std::thread::scope(|s| {
        s.spawn(|| {
            let measure = |what: &str, wait: &dyn Fn()| {
                let (t0, c0) = (Instant::now(), thread_cpu());
                wait();
                let (wall, cpu) = (t0.elapsed(), thread_cpu() - c0);
                println!("{what}: waited {wall:?}, CPU {cpu:?}");
                assert!(
                    wall >= Duration::from_millis(100),
                    "{what}: the wait was short ({wall:?})"
                );
                assert!(
                    cpu < wall / 4,
                    "{what}: blocking sync is set on the context, yet the wait spun: {cpu:?} \
                     of CPU over {wall:?}"
                );
            };
            let mut x = d2.alloc_zeros::<f32>(1024).unwrap();
            k.fill(None, &mut x, 4.0, cycles);
            measure("a small download", &|| {
                assert_all(&d2.dtoh_sync_copy(&x).unwrap(), 4.0, "the download")
            });
            // An event waits as its own flag says (the context's setting does not apply).
            let event = d2.new_event(EventFlags::BLOCKING_SYNC).unwrap();
            k.fill(None, &mut x, 5.0, cycles);
            event.record().unwrap();
            measure("CudaEvent::synchronize, BLOCKING_SYNC", &|| {
                event.synchronize().unwrap()
            });
            let stream = d2.new_stream().unwrap();
            k.fill(Some(&stream), &mut x, 6.0, cycles);
            measure("CudaStream::synchronize", &|| stream.synchronize().unwrap());
            assert_all(&d2.dtoh_sync_copy(&x).unwrap(), 6.0, "the last fill");
        })
        .join()
        .unwrap();
    });
    dev.set_blocking_sync(false).unwrap();
}

/// device.rs: `synchronize` "Waits for all work on the device (every stream of its context)":
/// a `CudaStream`'s and another thread's raw writes are done once it returns, though nothing
/// the buffers record orders the read after them.
#[test]
fn device_synchronize_waits_for_every_stream_and_thread() {
    let dev = gpu!();
    let k = load_k(&dev);
    let flag = zeroed(&dev, 2);
    let cycles = spin_cycles(&dev);
    let s = dev.new_stream().unwrap();
    k.spin_raw(Some(&s), raw(&flag, 0), cycles, 1);
    std::thread::scope(|sc| {
        sc.spawn(|| k.spin_raw(None, raw(&flag, 1), cycles, 1));
    });
    dev.synchronize().unwrap();
    // A read on the main stream, which no record orders after the raw writes.
    let got = dev.dtoh_sync_copy(&flag).unwrap();
    dev.synchronize().unwrap();
    assert_eq!(
        got,
        [1, 1],
        "synchronize returned before a stream's work was done"
    );
    drop(s);
}

/// device.rs: `set_blocking_sync(true)`: "the thread sleeps until the driver wakes it, which
/// frees the core". In a quiet process of its own (the setting is the whole context's).
#[test]
fn set_blocking_sync_makes_synchronize_sleep() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_set_blocking_sync");
}

/// The body of `set_blocking_sync_makes_synchronize_sleep`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_set_blocking_sync() {
    if !child::in_child(module_path!(), "quiet_set_blocking_sync") {
        return;
    }
    let dev = gpu!();
    let k = load_k(&dev);
    let flag = zeroed(&dev, 2);
    if let Err(e) = dev.set_blocking_sync(true) {
        let v = result::driver_version().unwrap_or(0);
        assert!(v < 12010, "set_blocking_sync failed on driver {v}: {e}");
        println!("driver {v} has no cuCtxSetFlags: skipped ({e})");
        return;
    }
    let measure = |i: usize| {
        k.spin_raw(None, raw(&flag, i), cycles_for_ms(&dev, 300), 1);
        let (t0, c0) = (Instant::now(), thread_cpu());
        dev.synchronize().unwrap();
        (t0.elapsed(), thread_cpu() - c0)
    };
    let (wall, cpu) = measure(0);
    dev.set_blocking_sync(false).unwrap();
    let (spin_wall, spin_cpu) = measure(1);
    println!("blocking: waited {wall:?}, CPU {cpu:?}; spinning: {spin_wall:?}, CPU {spin_cpu:?}");
    assert_eq!(dev.dtoh_sync_copy(&flag).unwrap(), [1, 1]);
    assert!(
        wall >= Duration::from_millis(100),
        "the wait was short: {wall:?}"
    );
    assert!(
        cpu < wall / 4,
        "set_blocking_sync(true), yet synchronize spun: {cpu:?} of CPU over {wall:?}"
    );
}

/// device.rs `synchronize`: after it, what was enqueued before is finished, so a stream that
/// reads a buffer uploaded on the main stream before the synchronize does not wait for the
/// main stream's later work. The main stream then runs a kernel that waits for a flag; the
/// stream's launch reading the buffer sets it, and must run while the kernel waits.
/// In a quiet process of its own, as the test above.
#[test]
fn after_a_device_synchronize_a_stream_is_not_held_up_by_later_main_work() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_after_a_device_synchronize");
}

/// The body of `after_a_device_synchronize_a_stream_is_not_held_up_by_later_main_work`.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_after_a_device_synchronize() {
    if !child::in_child(module_path!(), "quiet_after_a_device_synchronize") {
        return;
    }
    let dev = gpu!();
    let k = load_k(&dev);
    let flag = zeroed(&dev, 1);
    let mut seen = zeroed(&dev, 1);
    let x = dev.htod_sync_copy(&[1.0f32; 64]).unwrap();
    let c = dev.alloc_zeros::<f32>(64).unwrap();
    let mut a = dev.alloc_zeros::<f32>(64).unwrap();
    let mut b = dev.alloc_zeros::<f32>(64).unwrap();
    let s = dev.new_stream().unwrap();
    dev.synchronize().unwrap();
    k.wait_on_main(&dev, raw(&flag, 0), &mut seen, &c, &mut a);
    k.set_flag(Some(&s), raw(&flag, 0), &x, &mut b);
    assert_eq!(
        settled(&dev, &seen),
        [1],
        "after a device synchronize, a stream reading a buffer uploaded before it was queued \
         behind the main stream's later kernel"
    );
    drop(s);
}
