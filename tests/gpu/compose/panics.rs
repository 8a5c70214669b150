//! Panics inside composed operations (a `then` closure, a custom step, a `Resolve` of the user's,
//! a shared operation): no staging or landing buffer is released before its copy, buffers stay
//! recorded, and other clones of a shared operation get an error, not a hang.

use crate::compose::{buf, snapshot_f32};
use crate::kernels::{CFG, SLOW, assert_all, random_f32, slow_kernels};
use crate::support::kernels::fill;
use crate::support::races::live;
use crate::support::{assert_same, child, snapshot};
use cuda_driver::r#async::{AsyncDevice, Op, Resolve, Step, Unresolved};
use cuda_driver::driver::sys::CUfunction;
use cuda_driver::driver::{DevicePtr, DriverError, result};
use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc;
use std::time::Duration;

/// DESIGN "The async adapter": "Host memory given to an async copy is owned by the operation
/// ... until the GPU is done with it"; mod.rs "Safety": "what the chain owns (pinned staging
/// buffers ...) is kept until the GPU is done". A `then` closure that panics (caught by the
/// caller) after an upload step was enqueued behind a slow fill, so that the GPU has not read
/// the upload's pinned staging buffer yet; then another upload of the same size at once. The
/// first upload's destination must hold its own data, not the second's. In a quiet process
/// (see [`run_in_child`]).
///
/// Expected to fail as the code stands: the unwinding drops the chain's `Scope` (and its
/// `keep`, where the staging buffer is) in `execute` (src/async/compose/execute.rs) without
/// draining the stream as the error path does, so the buffer goes back to the device's pinned
/// pool (`PinnedBuf::drop`, src/driver/safe/staging.rs) at once, and the next upload's staging
/// writes into it before the first upload's copy reads it.
#[test]
fn a_panic_in_a_then_closure_releases_no_staging_buffer_before_its_upload() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_panic_after_an_upload");
}

/// The body of `a_panic_in_a_then_closure_releases_no_staging_buffer_before_its_upload`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_panic_after_an_upload() {
    if !child::in_child(module_path!(), "quiet_panic_after_an_upload") {
        return;
    }
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let data = random_f32(n, 50);
    let other = random_f32(n, 51);
    let mut y = buf(&dev, 0.0, n);
    let mut z = buf(&dev, 0.0, n);
    let r = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut y, n, 1.0f32)) }
            .then(|_| ops.htod_copy_into(data.clone(), &mut z))
            .then(|_| -> Step<'static, ()> { panic!("a user's closure panics mid-chain") })
            .run()
    }));
    assert!(r.is_err(), "the closure's panic reaches the caller");
    live(
        snapshot_f32(&dev, &y).iter().any(|&v| v != 1.0),
        "the slow fill ahead of the upload",
    );
    let b = adev.htod_copy(other.clone()).wait().unwrap();
    assert_same(
        &dev.dtoh_sync_copy(&b).unwrap(),
        &other,
        "the second upload",
    );
    assert_same(
        &dev.dtoh_sync_copy(&z).unwrap(),
        &data,
        "an upload enqueued before a panic in a later closure",
    );
    dev.synchronize().unwrap();
}

/// As above, for a download: mod.rs "Safety" (what the chain owns "is kept until the GPU is
/// done") and async mod.rs "No host memory of yours is ... written by the GPU after the call
/// returns". A `then` closure panics after a download step was enqueued behind a slow fill
/// (the GPU has not written the download's pinned landing buffer yet); then an upload of the
/// same size, itself queued behind a slower fill of its destination. The upload must deliver
/// its own data, not what the first download wrote late into its staging buffer. In a quiet
/// process (see [`run_in_child`]).
///
/// Expected to fail as the code stands, for the reason given in
/// `a_panic_in_a_then_closure_releases_no_staging_buffer_before_its_upload`: the landing
/// buffer goes back to the pinned pool while the download is pending, and the next staging
/// buffer handed out is that memory.
#[test]
fn a_panic_in_a_then_closure_releases_no_landing_before_its_download() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_panic_after_a_download");
}

/// The body of `a_panic_in_a_then_closure_releases_no_landing_before_its_download`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_panic_after_a_download() {
    if !child::in_child(module_path!(), "quiet_panic_after_a_download") {
        return;
    }
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let other = random_f32(n, 52);
    let mut y = buf(&dev, 0.0, n);
    let mut w = buf(&dev, 0.0, n);
    let r = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut y, n, 3.0f32)) }
            .then(|(_, y, _, _)| ops.dtoh_copy(&*y))
            .then(|_later| -> Step<'static, ()> { panic!("a user's closure panics mid-chain") })
            .run()
    }));
    assert!(r.is_err(), "the closure's panic reaches the caller");
    live(
        snapshot_f32(&dev, &y).iter().any(|&v| v != 3.0),
        "the slow fill ahead of the download",
    );
    // SAFETY: as above.
    drop(unsafe { adev.launch(&k.fill, CFG, (4 * SLOW, &mut w, n, 9.0f32)) });
    adev.htod_copy_into(other.clone(), &mut w).wait().unwrap();
    assert_same(
        &dev.dtoh_sync_copy(&w).unwrap(),
        &other,
        "an upload staged after a panicking chain's pending download",
    );
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 3.0, "the slow fill");
    dev.synchronize().unwrap();
}

/// ops.rs, `Ops::custom`: "the step is recorded with" the buffers of `bufs`, so that work on
/// them waits for what `f` enqueued. An `f` that enqueues a slow kernel writing its `&mut`
/// buffer and then panics (caught by the caller): a sync read of the buffer right after must
/// still wait for the kernel. In a quiet process (see [`run_in_child`]).
///
/// Expected to fail as the code stands: the panic unwinds out of `port::Stream::step`
/// (src/driver/safe/port.rs) before `record(uses)` and out of `Lane::enqueue` before its
/// `bump`, so the buffer holds no record of the kernel, and the read (and a free) does not
/// wait for it.
#[test]
fn a_panic_in_a_custom_step_still_records_its_buffers() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_panic_in_a_custom_step");
}

/// The body of `a_panic_in_a_custom_step_still_records_its_buffers`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_panic_in_a_custom_step() {
    if !child::in_child(module_path!(), "quiet_panic_in_a_custom_step") {
        return;
    }
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let mut x = buf(&dev, 0.0, n);
    let ptr = *x.device_ptr();
    let f = k.fill.cu_function() as usize;
    let r = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `f` enqueues slow_fill(cycles, float *out, size_t n, float value) on the
        // given stream, writing the n elements of x only (passed `&mut`); the handle stays
        // valid while `k` (which keeps the module loaded) lives.
        unsafe {
            ops.custom((&mut x,), move |stream| -> Result<(), DriverError> {
                let (mut cycles, mut out, mut len, mut value) = (2 * SLOW, ptr, n, 7.0f32);
                let mut params = [
                    (&mut cycles) as *mut u64 as *mut c_void,
                    (&mut out) as *mut u64 as *mut c_void,
                    (&mut len) as *mut usize as *mut c_void,
                    (&mut value) as *mut f32 as *mut c_void,
                ];
                result::launch_kernel(
                    f as CUfunction,
                    CFG.grid_dim,
                    CFG.block_dim,
                    0,
                    stream,
                    &mut params,
                )
                .unwrap();
                panic!("a custom step panics after enqueueing its work")
            })
        }
        .run()
    }));
    assert!(r.is_err(), "the step's panic reaches the caller");
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        7.0,
        "a sync read after a custom step that enqueued a slow write and panicked",
    );
    dev.synchronize().unwrap();
}

/// op.rs, `Op::shared`: "every clone gets a clone of the result" (shared.rs gives the other
/// clones an error when the `map` closure panics "instead of waiting for ever"). A shared
/// operation whose `then` closure panics while the first clone executes it: another clone,
/// waited for on another thread, must resolve (to an error), not hang. And one whose `map`
/// panics: the other clone gets an error.
///
/// Expected to fail (time out after 10 s) as the code stands for the `then` case: `start`
/// (src/async/compose/shared.rs) takes the operation out of its slot and panics inside
/// `execute`, so nothing ever fills `raw` or `result`, and every other clone waits on `ready`
/// for ever.
#[test]
fn a_shared_operation_that_panics_gives_the_other_clones_an_error_not_a_hang() {
    let (_dev, _k, adev) = compose_adapter!();
    let ops = adev.ops();

    // `then` panics while the first clone executes the operation.
    let shared = ops
        .htod_copy(vec![1u8; 16])
        .then(|_x| -> Step<'static, Unresolved<Vec<u8>>> {
            panic!("a shared chain's closure panics")
        })
        .shared();
    let other = shared.clone();
    let r = catch_unwind(AssertUnwindSafe(|| shared.wait()));
    assert!(
        r.is_err(),
        "the panic reaches the clone that executed the operation"
    );
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(other.wait().map(drop));
    });
    match rx.recv_timeout(Duration::from_secs(10)) {
        Ok(r) => assert!(
            r.is_err(),
            "a clone of a panicked shared operation got a result"
        ),
        Err(_) => panic!(
            "a clone of a shared operation whose closure panicked still waits after 10 s \
             (it would wait for ever)"
        ),
    }

    // `map` panics when the first clone resolves the result.
    let o = ops.clone();
    let shared = ops
        .htod_copy(vec![2u8; 16])
        .then(move |x| o.reclaim(x))
        .map(|_v| -> usize { panic!("a shared chain's map panics") })
        .shared();
    let other = shared.clone();
    let r = catch_unwind(AssertUnwindSafe(|| shared.wait()));
    assert!(
        r.is_err(),
        "the map's panic reaches the clone that resolved it"
    );
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(other.wait());
    });
    match rx.recv_timeout(Duration::from_secs(10)) {
        Ok(r) => {
            let e = r.expect_err("a clone of a shared operation whose map panicked");
            assert!(e.to_string().contains("panicked"), "{e}");
        }
        Err(_) => panic!("a clone of a shared operation whose map panicked still waits after 10 s"),
    }
}

/// The output of `ops.value(PanicsOnDetach)`: a `Resolve` of the user's (unresolved.rs: "Implement
/// it for the outputs of `Ops::custom` steps of your own") whose `detach` panics.
struct PanicsOnDetach;

impl Resolve for PanicsOnDetach {
    type Resolved = ();
    fn detach(self) -> Unresolved<()> {
        panic!("a user's Resolve::detach panics on purpose")
    }
}

/// mod.rs "Safety": what a chain owns ("pinned staging buffers") "is kept until the GPU is
/// done"; DESIGN "The async adapter": "Host memory given to an async copy is owned by the
/// operation ... until the GPU is done with it"; execute.rs's `Scope` `Drop`: "A scope dropped
/// with things still kept is one left mid-chain (a user's closure panicked ...): what the
/// enqueued steps own (staging, landing buffers) goes only once their work is done".
///
/// The test: a chain whose upload (`htod_copy_into`) waits in stream order behind a slow
/// fill, and whose last step outputs a `Resolve` of the user's that panics in `detach`
/// (caught by the caller). `detach` is user code that `execute` runs after the chain was
/// enqueued, so the upload has not read its pinned staging buffer yet. Then another upload of
/// the same size at once. The first upload's destination must hold its own data.
///
/// A hole shows as the second upload's data in the first one's destination: `execute`
/// (src/async/compose/execute.rs) takes what the chain keeps out of its `Scope`
/// (`std::mem::take(&mut scope.keep)`) *before* calling `Resolve::detach`, so the unwinding
/// drops that local `keep` (the staging buffer goes back to the device's pinned pool,
/// `PinnedBuf::drop`) while the `Scope`, now empty, drains nothing; the next upload is staged
/// in that memory before the GPU reads it. (The same goes for a download's landing buffer,
/// and for `Op::shared`, which executes through the same function.) The test of a
/// panicking `then` closure (above) does not reach this: its panic comes while the
/// `Scope` still holds the staging buffer. In a quiet process (see [`child::run_in_child`]).
#[test]
fn a_panicking_resolve_of_the_users_releases_no_staging_buffer_before_its_upload() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_panicking_detach_after_an_upload");
}

/// The body of
/// `a_panicking_resolve_of_the_users_releases_no_staging_buffer_before_its_upload`, in a quiet
/// process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_panicking_detach_after_an_upload() {
    if !child::in_child(module_path!(), "quiet_panicking_detach_after_an_upload") {
        return;
    }
    let (dev, k, adev) = slow_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let data = random_f32(n, 60);
    let other = random_f32(n, 61);
    let mut y = buf(&dev, 0.0, n);
    let mut z = buf(&dev, 0.0, n);
    // Warm-up: kernels loaded, streams used, a staging buffer of this size in the pool.
    fill(&adev, &k, &mut y, 0.0, 1).wait().unwrap();
    adev.htod_copy_into(vec![0.5f32; n], &mut z).wait().unwrap();
    dev.synchronize().unwrap();

    let r = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut y, n, 1.0f32)) }
            .then(|_| ops.htod_copy_into(data.clone(), &mut z))
            .then(|_| ops.value(PanicsOnDetach))
            .run()
    }));
    assert!(r.is_err(), "the panic of detach reaches the caller");
    live(
        snapshot(&dev, &y).iter().any(|&v| v != 1.0),
        "the slow fill ahead of the upload had ended when the chain's panic was caught",
    );
    let b = adev.htod_copy(other.clone()).wait().unwrap();
    assert_same(
        &dev.dtoh_sync_copy(&b).unwrap(),
        &other,
        "the second upload",
    );
    assert_same(
        &dev.dtoh_sync_copy(&z).unwrap(),
        &data,
        "an upload of a chain whose output's Resolve::detach panicked (it got the data of an \
         upload staged after the panic: its pinned staging buffer went back to the pool before \
         the GPU read it)",
    );
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 1.0, "the slow fill");
    dev.synchronize().unwrap();
}
