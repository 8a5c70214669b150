//! cuRAND fills in captured graphs (feature `curand`): each replay writes new numbers, a fill
//! replayed after its generator is dropped leaves other generators alone, and a generator dropped on
//! another thread while a capture is open, and a generator's first work waited for inside a
//! capture, which gives up with an error instead of hanging.

use crate::kernels::{assert_all, assert_usable};
use crate::support::captures::capture_while_elsewhere;
use crate::support::curand::curand;
use crate::support::curand::{assert_uniform, uniform_now};
use crate::support::{assert_same, child};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::curand::CudaRng;
use cuda_driver::driver::{CudaDevice, DriverError};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

/// curand/safe/asynchronous.rs, `Ops::fill_with_uniform`: "In a chain captured with
/// `AsyncDevice::capture`, the fill goes into the graph: each replay runs it again,
/// advancing the generator's state on the device, so each replay writes new numbers,
/// ordered with the generator's other fills"; async/compose/ops.rs, `AsyncDevice::capture`:
/// "The graph keeps the buffers and kernels it uses alive"; curand/safe/mod.rs, `CudaRng`'s
/// `state`: "the generator is destroyed only after the last one [fill] ran"; DESIGN.md: no
/// use-after-free on device memory from safe code.
///
/// A graph's replay runs cuRAND's kernel on the generator's state, which lives in memory
/// cuRAND allocated for the generator (not in a buffer of the crate's, which the graph
/// would keep). `CudaGraph`/`CudaGraphExec` borrow nothing, so safe code may drop the
/// generator and replay the graph: the replay then reads and writes the state's freed
/// memory. Here the generator is dropped, a new generator is made at once (its state
/// likely on the memory the old one gave back) beside a twin of it (same seed, same calls),
/// the old graph is replayed, and the two must still make the same numbers. The replays
/// must either write uniform numbers (the graph kept the generator) or be refused with the
/// context intact.
///
/// It failed on the H100 before the fix (the new generator's numbers differed from its
/// twin's: the replays wrote its state): `CudaRng`'s `Drop` destroyed the generator once
/// its last *enqueued* fill ran, and nothing of the generator was held by the graph. A
/// captured fill now keeps the generator alive with the graph (`port::Stream::keep_in_capture`).
#[test]
fn a_captured_fill_replayed_after_its_generator_is_dropped_leaves_other_generators_alone() {
    let _serial = crate::serial();
    let (_dev, _rng) = curand!(1);
    child::run_in_child(module_path!(), "fill_graph_outlives_generator_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn fill_graph_outlives_generator_child() {
    if !child::in_child(module_path!(), "fill_graph_outlives_generator_child") {
        return;
    }
    let (dev, rng) = curand!(1);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 1usize << 16;
    // cuRAND sets a generator up at its first fill, outside the capture.
    let mut warm = dev.alloc_zeros::<f32>(2).unwrap();
    rng.fill_with_uniform(&mut warm).unwrap();
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let ops = adev.ops();
    let exec = adev
        .capture(ops.fill_with_uniform(&rng, &mut x))
        .unwrap()
        .instantiate()
        .unwrap();
    adev.launch_graph(&exec).wait().unwrap();
    assert_uniform(
        &dev.dtoh_sync_copy(&x).unwrap(),
        "a replay while the generator lives",
    );
    drop(rng);
    // A new generator at once, set up by a fill (its state likely where the dropped one's
    // was), then a twin of it: same seed, same calls.
    let fresh = CudaRng::new(2, dev.clone()).unwrap();
    fresh.fill_with_uniform(&mut warm).unwrap();
    let twin = CudaRng::new(2, dev.clone()).unwrap();
    twin.fill_with_uniform(&mut warm).unwrap();
    dev.dtoh_sync_copy(&warm).unwrap();
    // The old graph, replayed.
    let replays: Result<(), DriverError> = (0..4).try_for_each(|_| adev.launch_graph(&exec).wait());
    if let Err(e) = dev.synchronize() {
        panic!(
            "after its generator was dropped, replays of a captured fill broke the context \
             ({e}; the replays: {replays:?}): cuRAND's kernel ran on the generator's freed \
             state"
        );
    }
    match &replays {
        Ok(()) => assert_uniform(
            &dev.dtoh_sync_copy(&x).unwrap(),
            "replays after the generator was dropped",
        ),
        Err(e) => println!("replays after the generator was dropped were refused: {e}"),
    }
    assert_same(
        &uniform_now(&dev, &fresh, n),
        &uniform_now(&dev, &twin, n),
        "a generator made after another was dropped, against its twin, once the dropped \
         generator's captured fill was replayed (the replays wrote the new generator's \
         state: the old state's memory, freed by curandDestroyGenerator, was reused)",
    );
    drop((exec, fresh, twin));
    assert_usable(&dev);
}

/// As `dropping_a_cublas_handle_on_another_thread_does_not_break_a_graph_capture`, for
/// `CudaRng`: src/curand/safe/mod.rs, `RngInner`'s `Drop` "Waits for the generator's last fill
/// (reading its state stand-in ...), then destroys it" (`curandDestroyGenerator`, which
/// frees the generator's device state with `cudaFree`, an implicitly synchronizing call).
/// A hole: the capture on the other thread fails, or the drop's error is kept.
#[test]
fn dropping_a_generator_on_another_thread_does_not_break_a_graph_capture() {
    let _serial = crate::serial();
    let Some((_dev, _rng)) = crate::support::curand::fixture(1) else {
        return;
    };
    child::run_in_child(module_path!(), "drop_curand_during_capture_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn drop_curand_during_capture_child() {
    if !child::in_child(module_path!(), "drop_curand_during_capture_child") {
        return;
    }
    let Some((dev, rng)) = crate::support::curand::fixture(1) else {
        return;
    };
    let mut x = dev.alloc_zeros::<f32>(4096).unwrap();
    rng.fill_with_uniform(&mut x).unwrap();
    let got = dev.dtoh_sync_copy(&x).unwrap();
    assert!(
        got.iter().all(|&v| v > 0.0 && v <= 1.0),
        "uniform numbers out of (0, 1]"
    );
    capture_while_elsewhere(&dev, "dropping a CudaRng", move || drop(rng));
}

#[test]
fn a_fill_step_captured_with_the_async_adapter_writes_new_numbers_at_each_replay() {
    let _one_at_a_time = crate::serial();
    let Some(dev) = crate::support::device() else {
        return;
    };
    let rng = match CudaRng::new(5, dev.clone()) {
        Ok(r) => r,
        Err(e) => return crate::support::skip("cuRAND", "REQUIRE_CURAND", &e.to_string()),
    };
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut x = dev.alloc_zeros::<f32>(1 << 16).unwrap();
    let ops = adev.ops();
    // A generator that has not filled yet cannot be set up inside a capture: an error says so.
    let e = adev
        .capture(ops.fill_with_uniform(&rng, &mut x))
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("fill once outside the capture first"),
        "{e}"
    );
    assert!(
        dev.dtoh_sync_copy(&x).unwrap().iter().all(|&v| v == 0.0),
        "a failed capture ran"
    );
    // Set up by one fill outside, it can.
    let mut warm = dev.alloc_zeros::<f32>(2).unwrap();
    rng.fill_with_uniform(&mut warm).unwrap();
    let exec = adev
        .capture(ops.fill_with_uniform(&rng, &mut x))
        .unwrap()
        .instantiate()
        .unwrap();
    assert!(
        dev.dtoh_sync_copy(&x).unwrap().iter().all(|&v| v == 0.0),
        "captured work ran"
    );
    adev.launch_graph(&exec).wait().unwrap();
    let first = dev.dtoh_sync_copy(&x).unwrap();
    assert!(
        first.iter().all(|&v| v > 0.0 && v <= 1.0),
        "a replay wrote numbers outside (0, 1]"
    );
    adev.launch_graph(&exec).wait().unwrap();
    let second = dev.dtoh_sync_copy(&x).unwrap();
    assert!(
        second.iter().all(|&v| v > 0.0 && v <= 1.0),
        "a replay wrote numbers outside (0, 1]"
    );
    assert!(second != first, "two replays wrote the same numbers");
    // A direct fill after the replays goes on from the generator's state: new numbers again.
    rng.fill_with_uniform(&mut x).unwrap();
    let third = dev.dtoh_sync_copy(&x).unwrap();
    assert!(
        third != first && third != second,
        "a fill repeated a replay's numbers"
    );
}

/// The length of the buffers of the test below.
const LEN: usize = 1 << 12;

/// What the other thread of the test below does while the capture is open: makes a generator
/// and fills with it, or fills with one made before whose setup has not run yet.
#[derive(Clone, Copy, Debug)]
enum FirstWork {
    New,
    FirstFill,
}

in_child!(
    /// A thread holds a graph capture open and, inside it, waits for another thread's first
    /// cuRAND work (a new generator, or the first fill of one made before). That work would
    /// wait for the capture to end, which never would: it gives up after a while with an
    /// error that names the capture, having done nothing, and the capture goes on to give a
    /// graph that runs right. Once the capture has ended, the same work succeeds.
    first_curand_work_waited_for_inside_a_capture_fails_instead_of_hanging,
    first_curand_work_inside_a_waiting_capture_child,
    |dev| {
        let _ = crate::support::curand::fixture(1).expect("cuRAND");
        for work in [FirstWork::New, FirstWork::FirstFill] {
            first_work_beside_a_waiting_capture(&dev, work);
        }
    }
);

/// One round of the test above.
fn first_work_beside_a_waiting_capture(dev: &Arc<CudaDevice>, work: FirstWork) {
    let made_before = CudaRng::new(5, dev.clone()).unwrap();
    let mut x = dev.alloc_zeros::<f32>(LEN).unwrap();
    let src = dev.htod_sync_copy(&vec![3.0f32; LEN]).unwrap();
    let mut dst = dev.alloc_zeros::<f32>(LEN).unwrap();
    let (go_tx, go_rx) = mpsc::channel::<()>();
    let (done_tx, done_rx) = mpsc::channel();
    let graph = std::thread::scope(|scope| {
        let (d, x, before) = (dev, &mut x, &made_before);
        scope.spawn(move || {
            go_rx.recv().unwrap();
            let started = Instant::now();
            let r = match work {
                FirstWork::New => CudaRng::new(6, d.clone()).map(drop),
                FirstWork::FirstFill => before.fill_with_uniform(x),
            };
            let _ = done_tx.send((r.map_err(|e| e.to_string()), started.elapsed()));
        });
        dev.capture_graph(|s| {
            s.memcpy_dtod(&src, &mut dst)?;
            go_tx.send(()).unwrap();
            let (r, took) = done_rx
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|_| panic!("{work:?}: still waiting for the capture after 30 s"));
            let e = r.expect_err("the work cannot have run while the capture was open");
            assert!(e.contains("graph capture"), "{work:?}: {e}");
            println!("{work:?} gave up after {took:?}: {e}");
            s.memcpy_dtod(&src, &mut dst)?;
            Ok(())
        })
    });
    let graph = graph.unwrap_or_else(|e| panic!("{work:?}: the capture failed: {e}"));
    graph.instantiate().unwrap().launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&dst).unwrap(),
        3.0,
        "the graph's copies",
    );
    // Outside the capture the same work succeeds.
    made_before.fill_with_uniform(&mut x).unwrap();
    let v = dev.dtoh_sync_copy(&x).unwrap();
    assert!(
        v.iter().all(|&u| u > 0.0 && u <= 1.0),
        "{work:?}: uniform values"
    );
    CudaRng::new(6, dev.clone()).unwrap();
}
