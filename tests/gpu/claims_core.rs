//! Claims of the device core's docs, each attacked by a test.
//!
//! The claims are those of `src/driver/safe/{device,context,thread_lanes,host_copy,
//! properties}.rs`, the crate docs and the README's safety claims ("no `unwrap` in `Drop`
//! (errors are kept and returned by the next call)", "a faulted context reported by every
//! later call") that the other GPU tests (device.rs, threads.rs, streams.rs, errors.rs,
//! adversarial.rs, claims_launch.rs, claims_memory.rs, tests/gpu_fault.rs) leave undefended:
//!
//! - an error in a `Drop` is kept and returned once, by the next fallible call, on whichever
//!   thread makes it, with what it was about; `cu_stream` does not take it;
//! - a fault seen first by another thread breaks every later call, also the calls that need
//!   no GPU work (`name`, `attribute`, `properties`, ...), with the fault's own code;
//! - dropping a device waits for every stream of it, the threads' included, for work the
//!   buffers cannot see; everything of a device keeps it (and the primary context) alive, the
//!   context is released once the last of them goes, and what the threads' streams kept for
//!   reuse goes back to the pool with the device;
//! - a program has as many thread streams as it had threads using the device at once; a
//!   thread that panics hands its stream on, and its work stays ordered; a thread's last
//!   calls, from its thread-locals' destructors, stay ordered too;
//! - `wait_for` orders raw work of a stream of another device object of the same GPU;
//! - `set_blocking_sync` applies to every device object of the GPU and every blocking call;
//! - `CUDA_DRIVER_COPY_THREADS=1` starts no copy thread;
//! - `DeviceProperties::pci_address` is the driver's PCI bus id.
//!
//! Ordering that the buffers cannot see is attacked with `spin` (ptx/spin.cu) given a *raw
//! device address*: it busy-waits, then sets a flag there; read too early, the flag is 0. The
//! attacks that change the whole context, fault it, count its allocations or its threads, or
//! would be hidden by another test's full synchronize run in a process of their own (this
//! binary again, running one ignored test).

use crate::kernels::{self, CFG, SLOW, assert_all, assert_usable, random_u32, slow_kernels};
use crate::support::{child, expect_error, snapshot, thread_cpu};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::{self, CUdevice_attribute, CUresult};
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, CudaStream, DevicePtr, DriverError, EventFlags,
    LaunchAsync, LaunchConfig, RegisteredVec, result,
};
use cuda_driver::nvrtc::Ptx;
use std::collections::HashSet;
use std::sync::{Arc, Barrier, Mutex, mpsc};
use std::time::{Duration, Instant};

// ---- helpers ----

/// One thread of one block.
const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

/// `spin(unsigned long long cycles, int *flag)` of ptx/spin.ptx on `dev`.
fn spin_fn(dev: &Arc<CudaDevice>) -> CudaFunction {
    if !dev.has_func("spin", "spin") {
        kernels::spin(dev);
    }
    dev.get_func("spin", "spin").unwrap()
}

/// Clock cycles of `ms` milliseconds at the device's highest clock: a spin of them takes at
/// least that long.
fn cycles_for_ms(dev: &Arc<CudaDevice>, ms: u64) -> u64 {
    let khz = dev
        .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap();
    khz as u64 * ms
}

/// The raw device address of element `i` of `x`: a kernel given it reaches the memory without
/// the crate knowing (the per-buffer ordering does not see it).
fn raw(x: &CudaSlice<i32>, i: usize) -> u64 {
    assert!(i < x.len());
    *x.device_ptr() + (i * size_of::<i32>()) as u64
}

/// `*flag = 1` after a spin of `cycles`, on `on` (the calling thread's stream if `None`).
fn spin_raw(spin: &CudaFunction, on: Option<&CudaStream>, flag: u64, cycles: u64) {
    // SAFETY: spin(unsigned long long, int*) writes one int at `flag`, which every caller
    // keeps allocated until it has synchronized the device (or its context).
    unsafe {
        match on {
            None => spin.launch(ONE, (cycles, flag)),
            Some(s) => spin.launch_on_stream(s, ONE, (cycles, flag)),
        }
    }
    .unwrap();
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

/// `n` zeroed ints, with the device synchronized (so that no later raw write races the
/// zeroing, whatever stream it is on).
fn zeroed(dev: &Arc<CudaDevice>, n: usize) -> CudaSlice<i32> {
    let x = dev.alloc_zeros::<i32>(n).unwrap();
    dev.synchronize().unwrap();
    x
}

/// A registered `Vec` whose memory was unregistered behind the crate's back, so that its drop
/// (or `into_inner`) fails with `CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED`: an error that
/// happens in a `Drop` and leaves the context usable.
fn unregistered_behind_its_back(dev: &Arc<CudaDevice>) -> RegisteredVec<u8> {
    let mut v = dev.register_host(vec![7u8; 1 << 16]).unwrap();
    // SAFETY: the Vec's own memory, registered just above; unregistering it only makes the
    // RegisteredVec's own unregister fail later.
    unsafe { sys::cuMemHostUnregister(v.as_mut_ptr().cast()) }
        .result()
        .unwrap();
    v
}

// ---- errors kept from a drop ----

/// device.rs: "Errors that happen where they cannot be returned (in `Drop`) are kept and
/// returned by the next fallible call on the device", `synchronize` "then returns any error
/// kept from a `Drop`"; context.rs: "returned on whichever thread makes the next call",
/// "a kept drop error (once)"; README: "errors handed over ... by a `Drop` carry their
/// context to the receiving thread"; `cu_stream`: "Made current without taking a kept error
/// (it stays for the next fallible call)"; host.rs `into_inner`: "An error while
/// unregistering is kept on the device and returned by its next call, as one from a drop is".
#[test]
fn a_drop_error_is_returned_once_by_the_next_call_on_any_thread() {
    let dev = gpu!();
    let code = CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
    let said = [
        "while unregistering host memory",
        "kept from an earlier drop",
    ];

    // Dropped on another thread, returned here by synchronize, once.
    let v = unregistered_behind_its_back(&dev);
    std::thread::scope(|s| {
        s.spawn(move || drop(v)).join().unwrap();
    });
    let e = dev
        .synchronize()
        .expect_err("synchronize after a drop that failed on another thread");
    expect_error(&e, code, &said);
    dev.synchronize()
        .expect("the kept error is returned once, then the device works");

    // Dropped here; a new thread asks for its stream first (which takes no error), then its
    // first fallible call gets the error.
    drop(unregistered_behind_its_back(&dev));
    let got = std::thread::scope(|s| {
        s.spawn(|| {
            assert!(!dev.cu_stream().is_null());
            let first = dev.name().map(drop);
            let second = dev.name().map(drop);
            // An error's details are kept on the thread it was returned on: check them there.
            if let Err(e) = &first {
                expect_error(e, code, &said);
            }
            (first, second)
        })
        .join()
        .unwrap()
    });
    got.0
        .expect_err("the first fallible call after cu_stream returns the kept error");
    got.1.expect("and only the first");

    // Two drops fail before the next call: it returns the first, saying that one more came
    // after it and its code; the call after that succeeds.
    let (a, b) = (
        unregistered_behind_its_back(&dev),
        unregistered_behind_its_back(&dev),
    );
    drop((a, b));
    let e = dev
        .synchronize()
        .expect_err("synchronize after two drops that failed");
    expect_error(
        &e,
        code,
        &["kept from an earlier drop; 1 more drop error(s) came after it"],
    );
    assert!(e.to_string().contains(&format!("{code:?}")), "{e}");
    dev.synchronize()
        .expect("the kept errors are reported once, then the device works");

    // `into_inner` keeps its error the same way, for a copy to return.
    let v = unregistered_behind_its_back(&dev);
    assert_eq!(v.into_inner(), vec![7u8; 1 << 16]);
    let x = dev.htod_sync_copy(&random_u32(1000, 3));
    let e = x.expect_err("the next call after into_inner failed to unregister");
    expect_error(&e, code, &["while unregistering host memory"]);
    assert_usable(&dev);
}

// ---- a fault seen first on another thread ----

/// device.rs: "Once a kernel faults, the context is unusable: every later call returns that
/// error"; README: "a faulted context reported by every later call". tests/gpu_fault.rs sees
/// the fault first through `synchronize` on the thread that opened the device; here another
/// thread's download sees it first, and the calls that need no GPU work (`name`, `uuid`,
/// `attribute`, `properties`, `total_mem`: the driver answers them from a broken context too)
/// must still return the fault's own code, on this thread and on a thread that starts after
/// the fault. In a process of its own: the fault breaks the context of every test in it.
#[test]
fn a_fault_seen_on_another_thread_fails_every_later_call_with_its_code() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "fault_on_another_thread_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn fault_on_another_thread_child() {
    if !child::in_child(module_path!(), "fault_on_another_thread_child") {
        return;
    }
    const FAULTS: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/faults.ptx"));
    let dev = gpu!();
    dev.load_ptx(Ptx::from_src(FAULTS), "faults", &["write_null"])
        .unwrap();
    let write_null = dev.get_func("faults", "write_null").unwrap();
    let x = dev.htod_sync_copy(&random_u32(1000, 5)).unwrap();
    let stream = dev.new_stream().unwrap();
    let event = dev.new_event(EventFlags::empty()).unwrap();
    event.record().unwrap();
    dev.synchronize().unwrap();

    let code = std::thread::scope(|s| {
        s.spawn(|| {
            // SAFETY: write_null takes no parameters and faults on purpose, in a process of
            // its own.
            let e = match unsafe { (&write_null).launch(ONE, ()) } {
                Err(e) => e,
                Ok(()) => dev
                    .dtoh_sync_copy(&x)
                    .map(drop)
                    .expect_err("a download behind a faulting kernel on the same stream"),
            };
            println!("seen on the faulting thread: {e}");
            e.0
        })
        .join()
        .unwrap()
    });
    assert!(
        matches!(
            code,
            CUresult::CUDA_ERROR_ILLEGAL_ADDRESS
                | CUresult::CUDA_ERROR_LAUNCH_FAILED
                | CUresult::CUDA_ERROR_ILLEGAL_INSTRUCTION
        ),
        "{code:?}"
    );

    let same = |r: Result<(), DriverError>, what: &str| {
        let e = r.expect_err(&format!("{what} after the fault"));
        println!("{what}: {e}");
        assert_eq!(e.0, code, "{what}: {e}");
    };
    // Calls the driver answers without the context.
    same(dev.name().map(drop), "name");
    same(dev.uuid().map(drop), "uuid");
    same(
        dev.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_WARP_SIZE)
            .map(drop),
        "attribute",
    );
    same(dev.properties().map(drop), "properties");
    same(dev.total_mem().map(drop), "total_mem");
    // And calls on the context.
    same(dev.mem_get_info().map(drop), "mem_get_info");
    same(
        dev.stream_priority_range().map(drop),
        "stream_priority_range",
    );
    same(dev.set_blocking_sync(false), "set_blocking_sync");
    same(dev.bind_to_thread(), "bind_to_thread");
    same(
        dev.register_host(vec![1u8; 4096]).map(drop),
        "register_host",
    );
    same(event.query().map(drop), "event query");
    same(stream.priority().map(drop), "stream priority");
    same(
        write_null
            .get_attribute(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_NUM_REGS)
            .map(drop),
        "CudaFunction::get_attribute",
    );
    same(dev.synchronize(), "synchronize");
    same(dev.synchronize(), "synchronize again");
    // A thread that starts after the fault: its stream handle does not panic, and its calls
    // fail the same way.
    std::thread::scope(|s| {
        s.spawn(|| {
            assert!(!dev.cu_stream().is_null());
            same(dev.name().map(drop), "name on a new thread");
            same(
                dev.alloc_zeros::<f32>(4).map(drop),
                "alloc_zeros on a new thread",
            );
            same(
                dev.dtoh_sync_copy(&x).map(drop),
                "dtoh_sync_copy on a new thread",
            );
        })
        .join()
        .unwrap()
    });
    // Everything drops without a panic or a hang (the watchdog ends a hang).
    drop((x, stream, event, write_null));
    drop(dev);
}

// ---- dropping a device ----

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

// ---- the threads' streams ----

/// device.rs: "a stream of its own on every other thread (made on its first call, and
/// handed to the next new thread once it ends)", "a program has as many as it had threads
/// using the device at once", "threads sharing a device do not queue behind one another";
/// thread_lanes.rs: "'Ends' means its thread-locals are destroyed: a `JoinHandle::join`
/// waits for that". Three rounds of four threads at once (joined): the first makes four
/// streams, none the main stream; the second, in which one thread panics, and the third use
/// those four only (a panicking thread ends too, and hands its stream on); and every
/// thread's slow write, the panicking one's included, is what a read from this thread sees.
#[test]
fn streams_are_as_many_as_threads_at_once_and_a_panicking_thread_hands_its_stream_on() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let main = *dev.cu_stream() as usize;
    let n = 1usize << 18;
    let mut first: Option<HashSet<usize>> = None;
    let mut kept: Vec<(f32, CudaSlice<f32>)> = Vec::new();
    for round in 0..3u32 {
        let out = Mutex::new(Vec::new());
        let barrier = Barrier::new(4);
        let panics = round == 1;
        let (dev, k, out, barrier) = (&dev, &k, &out, &barrier);
        let joined: Vec<bool> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4u32)
                .map(|t| {
                    s.spawn(move || {
                        barrier.wait();
                        let value = (round * 10 + t + 1) as f32;
                        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
                        k.fill(None, &mut x, value, SLOW / 2);
                        let stream = *dev.cu_stream() as usize;
                        // All four hold their streams at once.
                        barrier.wait();
                        out.lock().unwrap().push((stream, value, x));
                        if panics && t == 0 {
                            panic!("a deliberate panic of a thread with work in flight");
                        }
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().is_ok()).collect()
        });
        assert_eq!(
            joined.iter().filter(|ok| !**ok).count(),
            usize::from(panics),
            "round {round}: threads that panicked"
        );
        let out = std::mem::take(&mut *out.lock().unwrap());
        let streams: HashSet<usize> = out.iter().map(|(s, _, _)| *s).collect();
        assert_eq!(
            streams.len(),
            4,
            "round {round}: four threads at once have four streams"
        );
        assert!(
            !streams.contains(&main),
            "round {round}: a thread other than the opening one used the main stream"
        );
        match &first {
            None => first = Some(streams),
            Some(f) => assert!(
                streams.is_subset(f),
                "round {round}: new streams were made ({} in all) though the threads of the \
                 round before had ended (one panicking in round 1)",
                f.union(&streams).count()
            ),
        }
        kept.extend(out.into_iter().map(|(_, v, x)| (v, x)));
    }
    for (value, x) in &kept {
        assert_all(
            &dev.dtoh_sync_copy(x).unwrap(),
            *value,
            "a slow write of an ended (or panicked) thread",
        );
    }
}

/// Runs its closure when the thread's thread-locals are destroyed.
struct AtExit(Option<Box<dyn FnOnce() + Send>>);

impl Drop for AtExit {
    fn drop(&mut self) {
        if let Some(f) = self.0.take() {
            f();
        }
    }
}

thread_local! {
    static AT_EXIT: std::cell::RefCell<AtExit> = const { std::cell::RefCell::new(AtExit(None)) };
}

/// thread_lanes.rs: "The thread is ending (its thread-locals are being destroyed): ... Its
/// last calls go to the main stream"; device.rs: "Buffers used by several threads (or
/// streams) are ordered by the crate". A thread-local of the user, made before the thread's
/// first call on the device (so destroyed after the crate's own), downloads and frees a
/// buffer that the thread filled with a slow kernel on its own stream: the download must see
/// the fill, and the device must work on.
#[test]
fn a_threads_last_calls_from_its_thread_local_destructors_stay_ordered() {
    let dev = gpu!();
    let k = Arc::new(slow_kernels(&dev));
    let (tx, rx) = mpsc::channel::<Result<Vec<f32>, DriverError>>();
    let (dev2, k2) = (dev.clone(), k.clone());
    std::thread::spawn(move || {
        // Registered first, destroyed last.
        AT_EXIT.with(|_| ());
        let mut x = dev2.alloc_zeros::<f32>(1 << 20).unwrap();
        k2.fill(None, &mut x, 9.0, SLOW);
        AT_EXIT.with(|a| {
            a.borrow_mut().0 = Some(Box::new(move || {
                let r = dev2.dtoh_sync_copy(&x);
                drop(x);
                drop(k2);
                let _ = tx.send(r);
            }))
        });
    })
    .join()
    .unwrap();
    let got = rx
        .recv_timeout(Duration::from_secs(30))
        .expect("the thread-local's destructor ran")
        .expect("a download from a thread-local's destructor");
    assert_all(
        &got,
        9.0,
        "a download from a thread-local's destructor, behind the thread's slow fill",
    );
    assert_usable(&dev);
}

/// graph.rs: calls on a buffer a graph has captured, from any thread, are ordered with the
/// graph's launches (each holds the buffer's shared record for its thread meanwhile); and a
/// thread's last calls, from its thread-locals' destructors, work as any other. Together: a
/// thread launches a graph (a slow fill of the buffer), then its thread-local's destructor,
/// where `std::thread::current()` may be gone, adds to the buffer and downloads it. In a
/// process of its own: another test's `CudaDevice::synchronize` would invalidate the capture.
#[test]
fn a_captured_buffer_used_from_a_thread_locals_destructor_stays_ordered() {
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

// ---- wait_for with a stream of another device object ----

/// stream.rs: `CudaDevice::wait_for` "Makes later work on the calling thread's stream of the
/// device wait for everything enqueued on `stream` so far", for work the buffers cannot see.
/// The stream belongs to a second device object of the same GPU (not refused, as a launch
/// on it is): the main stream's raw read of a flag waits for the stream's slow raw write.
#[test]
fn wait_for_a_stream_of_another_device_object_orders_raw_work() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let (flag, out) = (zeroed(&dev, 1), zeroed(&dev, 1));
    let s = other.new_stream().unwrap();
    spin_raw(
        &spin_fn(&other),
        Some(&s),
        raw(&flag, 0),
        cycles_for_ms(&dev, 60),
    );
    dev.wait_for(&s).unwrap();
    let check = dev.get_func("spin", "check_flag").unwrap_or_else(|| {
        kernels::spin(&dev);
        dev.get_func("spin", "check_flag").unwrap()
    });
    // SAFETY: check_flag(const int*, int*) reads one int at `flag` and writes one to `out`,
    // both kept until the device is synchronized below.
    unsafe { (&check).launch(ONE, (raw(&flag, 0), raw(&out, 0))) }.unwrap();
    dev.synchronize().unwrap();
    s.synchronize().unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&out).unwrap(),
        [1],
        "the main stream read the flag before the other device object's stream had set it"
    );
    drop(s);
    assert_usable(&other);
}

// ---- set_blocking_sync ----

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

// ---- copy threads ----

/// Threads of this process now.
fn threads_now() -> usize {
    std::fs::read_dir("/proc/self/task").map_or(0, |d| d.count())
}

/// host_copy.rs / memory.rs (`dtoh_sync_copy_into`, Copy threads): "`CUDA_DRIVER_COPY_THREADS=1`
/// makes the calling thread copy alone, still through the staging buffers, and starts no
/// thread", and the variable "is read once, at the first copy large enough to use threads".
/// Set before the first such copy, in a process of its own; while staged copies (40 MiB up
/// and down) run, a sampler counts the process's threads: none may be added.
#[test]
fn copy_threads_one_starts_no_copy_thread() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "copy_threads_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn copy_threads_child() {
    if !child::in_child(module_path!(), "copy_threads_child") {
        return;
    }
    if threads_now() == 0 {
        println!("skipped: no /proc/self/task to count threads in");
        return;
    }
    // SAFETY: set before the driver is loaded; the only other threads (the harness's and the
    // watchdog) read no environment meanwhile.
    unsafe { std::env::set_var("CUDA_DRIVER_COPY_THREADS", "1") };
    let dev = gpu!();
    let n = 10usize << 20; // 40 MiB of f32: staged both ways (32 MiB or more)
    let data: Vec<f32> = (0..n).map(|i| (i % 1000) as f32).collect();
    // Warm-up: whatever threads the driver starts for staged copies are there after it.
    for _ in 0..2 {
        let x = dev.htod_sync_copy(&data).unwrap();
        assert!(dev.dtoh_sync_copy(&x).unwrap() == data);
    }
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (baseline, most) = std::thread::scope(|s| {
        let sampler = s.spawn(|| {
            let mut most = 0;
            while !stop.load(std::sync::atomic::Ordering::Acquire) {
                most = most.max(threads_now());
                std::thread::sleep(Duration::from_micros(200));
            }
            most
        });
        std::thread::sleep(Duration::from_millis(20));
        let baseline = threads_now();
        for _ in 0..2 {
            let x = dev.htod_sync_copy(&data).unwrap();
            let mut back = vec![0.0f32; n];
            dev.dtoh_sync_copy_into(&x, &mut back).unwrap();
            assert!(back == data, "a staged round trip");
        }
        stop.store(true, std::sync::atomic::Ordering::Release);
        (baseline, sampler.join().unwrap())
    });
    println!("threads: {baseline} before the copies, at most {most} during them");
    assert!(
        most <= baseline,
        "CUDA_DRIVER_COPY_THREADS=1, yet {} threads were added during staged copies",
        most - baseline
    );
}

// ---- properties ----

/// properties.rs `pci_address`: "The PCI address as `nvidia-smi` and `lspci` print it:
/// `domain:bus:device.function`", from `pci_domain_id`, `pci_bus_id` and `pci_device_id`
/// ("PCI device id (the slot on the bus)"). It must name the same address as the driver's own
/// `cuDeviceGetPCIBusId` (compared as numbers: the driver prints upper case).
#[test]
fn pci_address_is_the_drivers_pci_bus_id() {
    let dev = gpu!();
    let p = dev.properties().unwrap();
    let mut buf = [0 as std::ffi::c_char; 64];
    // SAFETY: writes at most 64 bytes, NUL included, into `buf`.
    unsafe { sys::cuDeviceGetPCIBusId(buf.as_mut_ptr(), buf.len() as i32, *dev.cu_device()) }
        .result()
        .unwrap();
    // SAFETY: NUL-terminated by the driver within `buf`.
    let driver = unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) }
        .to_str()
        .unwrap()
        .to_owned();
    let parts = |s: &str| -> Vec<u64> {
        s.split([':', '.'])
            .map(|p| u64::from_str_radix(p, 16).unwrap_or_else(|_| panic!("{s:?}")))
            .collect()
    };
    let ours = p.pci_address();
    println!("pci_address {ours}, driver {driver}");
    assert_eq!(
        parts(&ours),
        parts(&driver),
        "{ours} vs the driver's {driver}"
    );
    assert_eq!(ours, ours.to_lowercase());
    assert_eq!(
        ours.len(),
        12,
        "{ours}: domain:bus:device.function, as lspci prints it"
    );
}
