//! Errors kept for the next call: an error in a `Drop` is returned once, by the next fallible call
//! on any thread, and a fault seen on another thread fails every later call with its code. Each
//! runs in a process of its own.

use crate::kernels::{assert_usable, random_u32};
use crate::support::kernels::ONE;
use crate::support::{child, expect_error};
use cuda_driver::driver::sys::{CUdevice_attribute, CUresult};
use cuda_driver::driver::{CudaDevice, DriverError, EventFlags, LaunchAsync, RegisteredVec, sys};
use cuda_driver::driver::{CudaEvent, CudaFunction, CudaSlice, CudaStream};
use cuda_driver::nvrtc::Ptx;
use std::sync::Arc;

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

    every_later_call_fails_with(code, &dev, &x, (&event, &stream, &write_null));
    // Everything drops without a panic or a hang (the watchdog ends a hang).
    drop((x, stream, event, write_null));
    drop(dev);
}

/// After the fault: every later call, also those the driver answers without the context and
/// those of a thread that starts afterwards, fails with the fault's `code`.
fn every_later_call_fails_with(
    code: CUresult,
    dev: &Arc<CudaDevice>,
    x: &CudaSlice<u32>,
    (event, stream, write_null): (&CudaEvent, &CudaStream, &CudaFunction),
) {
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
                dev.dtoh_sync_copy(x).map(drop),
                "dtoh_sync_copy on a new thread",
            );
        })
        .join()
        .unwrap()
    });
}
