//! Letting go of a device: dropping it waits for every stream (the threads' too), it lives as long
//! as its buffers, streams and functions, its staging memory is freed before the context is
//! released, and a device and its adapter dropped with work in flight.

use crate::kernels::{CFG, N, SLOW, assert_all, filled, slow_kernels};
use crate::support::kernels::{cycles_for_ms, spin_fn};
use crate::support::raw::{raw, zeroed};
use crate::support::{child, snapshot};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::CudaEvent;
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, EventFlags, LaunchAsync, result, sys,
};
use futures_lite::future::block_on;
use std::sync::Arc;
use std::time::Instant;

#[test]
fn device_and_async_device_dropped_with_work_in_flight() {
    let dev = gpu!();
    for _ in 0..3 {
        let d2 = CudaDevice::new(0).unwrap();
        let k = slow_kernels(&d2);
        let s = d2.new_stream().unwrap();
        let adev = AsyncDevice::new(d2.clone()).unwrap();
        let mut x = filled(&d2, 0.0);
        let mut y = filled(&d2, 0.0);
        k.fill(Some(&s), &mut x, 1.0, SLOW);
        // SAFETY: slow_fill writes N elements.
        let fut = unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut y, N, 2.0f32)) };
        let down = adev.dtoh_copy(&x);
        drop(fut);
        drop((x, y, s, adev, k));
        drop(d2);
        assert_all(
            &block_on(down).unwrap(),
            1.0,
            "a download outliving its device",
        );
    }
    crate::kernels::assert_usable(&dev);
}

#[test]
fn device_teardown_frees_staging_before_release() {
    let dev = gpu!();
    // Each round's device makes its staging buffers (a 64 MiB download into a fresh Vec goes
    // through them) and drops them with the device. compute-sanitizer reports a free after the
    // context's release as an API error.
    for _ in 0..3 {
        let d2 = CudaDevice::new(0).unwrap();
        let x = d2.htod_sync_copy(&vec![3.0f32; 16 << 20]).unwrap();
        assert_all(&d2.dtoh_sync_copy(&x).unwrap(), 3.0, "staged download");
        drop(x);
        d2.synchronize().unwrap();
        drop(d2);
    }
    crate::kernels::assert_usable(&dev);
}

/// `spin` launched by hand (`cuLaunchKernel`) on the raw handle `stream`, of any device
/// object of the GPU (the context is current on the calling thread): work that no buffer
/// record and no module of that object knows of.
fn spin_on_raw_stream(spin: &CudaFunction, stream: sys::CUstream, flag: u64, cycles: u64) {
    let (mut c, mut f) = (cycles, flag);
    let mut params = [
        (&mut c as *mut u64).cast::<std::ffi::c_void>(),
        (&mut f as *mut u64).cast::<std::ffi::c_void>(),
    ];
    // SAFETY: spin(unsigned long long, int*) takes the two values pointed to, and writes one
    // int at `flag`, which the caller keeps allocated until it has synchronized the context;
    // the stream lives until the device object that made it is dropped, which waits for it.
    unsafe {
        result::launch_kernel(
            spin.cu_function(),
            (1, 1, 1),
            (1, 1, 1),
            0,
            stream,
            &mut params,
        )
    }
    .unwrap();
}

/// device.rs, `Drop for CudaDevice`: "Waits for the device's streams, then lets go of what
/// the device owns". Work no buffer records, and of no module of the second device object
/// (whose unloading would synchronize the context itself), is launched by hand on that
/// object's main stream and on a thread's stream of it (their raw handles, `cu_stream`); it
/// must be done when the object's drop returns: a raw read on the legacy stream right after
/// sees both flags. In a process of its own: another test's full synchronize meanwhile would
/// wait for the work in the drop's place.
#[test]
fn dropping_a_device_waits_for_every_stream_of_it_the_threads_included() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "drop_waits_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn drop_waits_child() {
    if !child::in_child(module_path!(), "drop_waits_child") {
        return;
    }
    let dev = gpu!();
    // Of `dev`, which keeps the primary context (and so this memory and the kernel's module)
    // alive past `d2`.
    let flags = zeroed(&dev, 2);
    let spin = spin_fn(&dev);
    let cycles = cycles_for_ms(&dev, 150);
    let d2 = CudaDevice::new(0).unwrap();
    spin_on_raw_stream(&spin, *d2.cu_stream(), raw(&flags, 0), cycles);
    std::thread::scope(|s| {
        s.spawn(|| spin_on_raw_stream(&spin, *d2.cu_stream(), raw(&flags, 1), cycles))
            .join()
            .unwrap();
    });
    let t = Instant::now();
    drop(d2);
    let took = t.elapsed();
    let seen = snapshot(&dev, &flags);
    dev.synchronize().unwrap();
    assert_eq!(
        seen,
        [1, 1],
        "the work on the main stream and on a thread's stream was still running when the \
         device's drop returned (after {took:?})"
    );
}

/// device.rs: "every buffer, stream and function holds a clone of that `Arc`, so the device
/// outlives them"; context.rs: "the primary context is released only after all of them are
/// gone"; the safety model: "`CudaDevice` owns the primary context (retained, released on
/// drop)"; `Drop for CudaDevice`: "the allocations the threads' streams kept for reuse are
/// freed in those streams' order when they are destroyed here".
///
/// A second device object does the work of a program (a thread's small buffers, which its
/// stream keeps for reuse; an async adapter with an awaited and a dropped future; a staged
/// copy; an event), then its `Arc` is dropped while a buffer, a function and a stream of it
/// live on: they still work. Once they go, nothing may keep the device object, the pool must
/// be back where it was (the thread's kept allocations included), and once the first device
/// object goes too, the primary context must be released. In a process of its own: the
/// pool's statistics and the context's state are the whole process's.
#[test]
fn a_device_lives_as_long_as_its_things_and_then_lets_everything_go() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "teardown_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn teardown_child() {
    if !child::in_child(module_path!(), "teardown_child") {
        return;
    }
    let dev = gpu!();
    let cu_device = *dev.cu_device();
    let active = || {
        let (mut flags, mut active) = (0u32, 0i32);
        // SAFETY: writes two ints of ours.
        unsafe { sys::cuDevicePrimaryCtxGetState(cu_device, &mut flags, &mut active) }
            .result()
            .unwrap();
        active != 0
    };
    assert!(active(), "the device retains the primary context");
    let pool = match dev.mem_pool() {
        Ok(p) => p,
        Err(e) => {
            println!("skipped: no memory pool ({e})");
            return;
        }
    };
    dev.synchronize().unwrap();
    let before = pool.used_current().unwrap();

    let d2 = CudaDevice::new(0).unwrap();
    let weak = Arc::downgrade(&d2);
    let k = slow_kernels(&d2);
    let event = use_its_streams_adapter_staging_and_events(&d2);

    // Things that outlive the Arc they came from.
    let n = 1usize << 16;
    let mut x = d2.htod_sync_copy(&vec![1.0f32; n]).unwrap();
    let add = k.add.clone();
    let stream = d2.new_stream().unwrap();
    drop(k);
    drop(d2);
    assert!(weak.upgrade().is_some(), "its buffer keeps the device");
    // SAFETY: add_all(float*, size_t, float) stays within n elements.
    unsafe { (&add).launch_on_stream(&stream, CFG, (&mut x, n, 1.0f32)) }.unwrap();
    event.record().unwrap();
    event.synchronize().unwrap();
    let dev2 = x.device().clone();
    assert_all(
        &dev2.dtoh_sync_copy(&x).unwrap(),
        2.0,
        "a launch after the Arc went",
    );
    drop(dev2);
    drop((x, add, stream, event));
    assert!(
        weak.upgrade().is_none(),
        "something still holds the second device object once all its things are gone"
    );

    dev.synchronize().unwrap();
    let after = pool.used_current().unwrap();
    println!("pool in use: {before} bytes before, {after} after");
    assert!(
        after <= before,
        "{after} bytes of the pool in use after the second device object went, {before} \
         before it: what its streams kept (or freed) was not given back"
    );
    assert!(
        active(),
        "the first device object still retains the context"
    );
    drop(pool);
    drop(dev);
    assert!(
        !active(),
        "the primary context is still retained after every device object and thing is gone"
    );
}

/// Uses of the second device object that leave things behind: a thread's small buffers (kept
/// by its stream for reuse), the async adapter with a future dropped unawaited, a staged copy
/// (pinned buffers of the device), and a recorded event, which it returns.
fn use_its_streams_adapter_staging_and_events(d2: &Arc<CudaDevice>) -> CudaEvent {
    // A thread's small buffers, freed on its stream, which keeps them for reuse.
    std::thread::scope(|s| {
        s.spawn(|| {
            let bufs: Vec<CudaSlice<u8>> = (0..8)
                .map(|i| d2.htod_sync_copy(&vec![i as u8; 64 << 10]).unwrap())
                .collect();
            for (i, b) in bufs.iter().enumerate() {
                assert_eq!(d2.dtoh_sync_copy(b).unwrap(), vec![i as u8; 64 << 10]);
            }
        })
        .join()
        .unwrap();
    });
    // The async adapter: one future awaited, one dropped unawaited.
    let adev = AsyncDevice::new(d2.clone()).unwrap();
    let a = futures_lite::future::block_on(adev.htod_copy(vec![2.0f32; 1 << 16])).unwrap();
    drop(adev.dtoh_copy(&a));
    drop(a);
    drop(adev);
    // A staged copy (pinned buffers of the device), and an event.
    let big = d2.htod_sync_copy(&vec![3.0f32; 8 << 20]).unwrap();
    assert_all(&d2.dtoh_sync_copy(&big).unwrap(), 3.0, "a staged download");
    drop(big);
    let event = d2.new_event(EventFlags::empty()).unwrap();
    event.record().unwrap();
    event
}
