//! A faulting kernel, in its own test binary: a fault breaks the context for the whole
//! process. After it, every call returns the (sticky) error, none panics or hangs, and
//! everything drops cleanly (a row of the bad-input catalogue, `src/bad_input.md`).

#[macro_use]
mod support;

use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, CudaEvent, CudaFunction, CudaSlice, CudaStream, DriverError, EventFlags,
    LaunchAsync, LaunchConfig,
};
use cuda_driver::nvrtc::Ptx;
use std::sync::Arc;
use std::time::Duration;

const FAULTS: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/faults.ptx"));
const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

/// Ends the process with a failure if the test is still running after `secs`: a call that
/// hangs after the fault is a bug, and would otherwise hang the test run.
fn watchdog(secs: u64) {
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(secs));
        eprintln!("still running after {secs} s: a call hung after the fault");
        std::process::exit(101);
    });
}

#[test]
fn a_faulting_kernel_breaks_the_context_without_panics() {
    let dev = gpu!();
    watchdog(120);
    dev.load_ptx(Ptx::from_src(FAULTS), "faults", &["write_null", "trap"])
        .unwrap();
    dev.load_ptx(Ptx::from_src(BASIC), "basic", &["add_one"])
        .unwrap();
    let add_one = dev.get_func("basic", "add_one").unwrap();
    // Things alive across the fault, dropped after it.
    let data: Vec<f32> = (0..1000).map(|i| i as f32 * 0.5).collect();
    let mut before = dev.htod_sync_copy(&data).unwrap();
    let reclaim_me = dev.htod_sync_copy(&data).unwrap();
    let stream = dev.fork_default_stream().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&before).unwrap(), data);
    let mut spare = dev.alloc_zeros::<f32>(1000).unwrap();
    let reclaim_async = dev.htod_sync_copy(&data).unwrap();
    let event = dev.new_event(EventFlags::empty()).unwrap();
    // An async adapter made before the fault, with nothing in flight.
    let adev = AsyncDevice::new(dev.clone()).unwrap();

    let write_null = dev.get_func("faults", "write_null").unwrap();
    // SAFETY: the kernel faults on purpose; the fault is contained in the context, which this
    // process does not use for anything else.
    let launched = unsafe { write_null.clone().launch(ONE, ()) };
    println!("launch: {launched:?}");
    let e = dev
        .synchronize()
        .expect_err("the fault surfaces at the latest at synchronize");
    println!("synchronize: {e}");
    let code = e.0;
    assert!(
        matches!(
            e.name(),
            "CUDA_ERROR_ILLEGAL_ADDRESS"
                | "CUDA_ERROR_LAUNCH_FAILED"
                | "CUDA_ERROR_ILLEGAL_INSTRUCTION"
        ),
        "{e}"
    );

    // Every later call is the same error, and none panics.
    let same = fails_with(code);
    sync_calls_fail_with(
        code,
        &dev,
        (&stream, &event, &add_one),
        &data,
        (&mut before, &mut spare),
    );
    // The async adapter: a new one, and every call of one made before the fault.
    same(AsyncDevice::new(dev.clone()).map(drop), "AsyncDevice::new");
    async_calls_fail_with(
        code,
        &adev,
        &add_one,
        data.clone(),
        (&before, &mut spare),
        reclaim_async,
    );
    assert!(
        dev.get_func("basic", "add_one").is_none(),
        "get_func finds nothing in a broken context"
    );
    same(dev.bind_to_thread(), "bind_to_thread");
    same(dev.sync_reclaim(reclaim_me).map(drop), "sync_reclaim");

    a_new_device_object_shares_the_broken_context();

    // Everything drops without panicking (or hanging: the adapter waits for nothing).
    drop(adev);
    drop(event);
    drop(spare);
    drop(stream);
    drop(before);
    drop(add_one);
    drop(write_null);
    drop(dev);
}

/// A check that a call failed with `code`, saying which call it was.
fn fails_with(code: CUresult) -> impl Fn(Result<(), DriverError>, &str) {
    move |r, what| {
        let e = r.expect_err(what);
        println!("{what}: {e}");
        assert_eq!(e.0, code, "{what}: {e}");
    }
}

/// Every call of the sync API after the fault fails with its `code`: copies, launches,
/// streams, events and graphs.
fn sync_calls_fail_with(
    code: CUresult,
    dev: &Arc<CudaDevice>,
    (stream, event, add_one): (&CudaStream, &CudaEvent, &CudaFunction),
    data: &[f32],
    (before, spare): (&mut CudaSlice<f32>, &mut CudaSlice<f32>),
) {
    let same = fails_with(code);
    same(dev.synchronize(), "synchronize again");
    same(dev.alloc_zeros::<f32>(10).map(drop), "alloc_zeros");
    // SAFETY: the allocation fails before anything could read it.
    same(unsafe { dev.alloc::<f32>(10) }.map(drop), "alloc");
    same(dev.htod_sync_copy(data).map(drop), "htod_sync_copy");
    same(
        dev.htod_sync_copy_into(data, &mut *before),
        "htod_sync_copy_into",
    );
    same(dev.dtoh_sync_copy(&*before).map(drop), "dtoh_sync_copy");
    let mut host = vec![0.0f32; 1000];
    same(
        dev.dtoh_sync_copy_into(&*before, &mut host),
        "dtoh_sync_copy_into",
    );
    same(dev.memset_zeros(&mut *before), "memset_zeros");
    same(before.try_clone().map(drop), "try_clone");
    same(dev.name().map(drop), "name");
    same(dev.uuid().map(drop), "uuid");
    same(dev.fork_default_stream().map(drop), "fork_default_stream");
    same(dev.wait_for(stream), "wait_for");
    same(stream.wait_for_default(), "wait_for_default");
    same(stream.synchronize(), "stream synchronize");
    same(
        dev.load_ptx(Ptx::from_src(BASIC), "again", &["add_one"]),
        "load_ptx",
    );
    // SAFETY: refused before launching.
    same(
        unsafe {
            add_one
                .clone()
                .launch(LaunchConfig::for_num_elems(1000), (&mut *before, 1000usize))
        },
        "launch",
    );
    // SAFETY: as above.
    same(
        unsafe {
            add_one.clone().launch_on_stream(
                stream,
                LaunchConfig::for_num_elems(1000),
                (&mut *before, 1000usize),
            )
        },
        "launch_on_stream",
    );
    same(dev.dtod_copy(&*before, &mut *spare), "dtod_copy");
    // Stream creation and a stream's own calls.
    same(dev.new_stream().map(drop), "new_stream");
    same(
        dev.new_stream_with_priority(0).map(drop),
        "new_stream_with_priority",
    );
    same(
        stream.memcpy_dtod(&*before, &mut *spare),
        "CudaStream::memcpy_dtod",
    );
    same(stream.memset_zeros(&mut *spare), "CudaStream::memset_zeros");
    same(stream.query().map(drop), "stream query");
    // Events and graphs.
    same(dev.new_event(EventFlags::empty()).map(drop), "new_event");
    same(event.record(), "event record");
    same(dev.wait_event(event), "wait_event");
    same(dev.capture_graph(|_| Ok(())).map(drop), "capture_graph");
}

/// Every call of an adapter made before the fault fails with its `code`.
fn async_calls_fail_with(
    code: CUresult,
    adev: &AsyncDevice,
    add_one: &CudaFunction,
    data: Vec<f32>,
    (before, spare): (&CudaSlice<f32>, &mut CudaSlice<f32>),
    reclaim_async: CudaSlice<f32>,
) {
    let same = fails_with(code);
    futures_lite::future::block_on(async {
        same(
            adev.alloc_zeros::<f32>(10).await.map(drop),
            "async alloc_zeros",
        );
        same(
            adev.htod_copy(data.clone()).await.map(drop),
            "async htod_copy",
        );
        same(
            adev.htod_copy_into(data.clone(), &mut *spare).await,
            "async htod_copy_into",
        );
        same(adev.dtoh_copy(&*before).await.map(drop), "async dtoh_copy");
        same(
            adev.dtoh_copy_into(&*before, Vec::new()).await.map(drop),
            "async dtoh_copy_into",
        );
        same(
            adev.dtod_copy(&*before, &mut *spare).await,
            "async dtod_copy",
        );
        same(adev.memset_zeros(&mut *spare).await, "async memset_zeros");
        // SAFETY: refused before launching.
        same(
            unsafe {
                adev.launch(
                    add_one,
                    LaunchConfig::for_num_elems(1000),
                    (&mut *spare, 1000usize),
                )
            }
            .await,
            "async launch",
        );
        same(adev.synchronize().await, "async synchronize");
        same(adev.reclaim(reclaim_async).await.map(drop), "async reclaim");
    });
}

/// A fresh `CudaDevice` of the same GPU shares the broken primary context.
fn a_new_device_object_shares_the_broken_context() {
    match CudaDevice::new(0) {
        Err(e) => println!("new(0) after the fault: {e}"),
        Ok(again) => {
            let e = again
                .synchronize()
                .expect_err("the primary context is broken");
            println!("new(0) opened; synchronize: {e}");
        }
    }
}
