//! cuRAND's `CudaRng` beside other threads: a generator's setup while another thread holds a
//! graph capture open and waits for it, the errors one thread holds while the generator
//! refuses fills, and what dropped futures left dropped outside the generator's lock. Skips
//! without a GPU, or without cuRAND (`REQUIRE_CURAND=1` makes that a failure).

use crate::curand::curand;
use crate::kernels::assert_all;
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::curand::CudaRng;
use cuda_driver::driver::{CudaDevice, CudaSlice};
use futures_lite::future::block_on;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

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
        let _ = crate::curand::fixture(1).expect("cuRAND");
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

/// A `DriverError` the caller holds keeps its text while the generator refuses fills: an odd
/// length for normal numbers (cuRAND's check) and a buffer of another device object (the
/// driver layer's check, inside a `CurandError`), printed too.
#[test]
fn a_held_driver_error_keeps_its_text_through_curand_refusals() {
    let (dev, rng) = curand!(3);
    let mut x = dev.alloc_zeros::<f32>(4).unwrap();
    let held = dev.htod_sync_copy_into(&[1.0f32; 3], &mut x).unwrap_err();
    let text = held.to_string();
    let mut odd = dev.alloc_zeros::<f32>(5).unwrap();
    let e = rng.fill_with_normal(&mut odd, 0.0, 1.0).unwrap_err();
    assert!(e.to_string().contains("even"), "{e}");
    let other = CudaDevice::new(0).unwrap();
    let mut foreign = other.alloc_zeros::<f32>(4).unwrap();
    let e = rng.fill_with_uniform(&mut foreign).unwrap_err();
    println!("{e}");
    assert_eq!(held.to_string(), text, "the held error's text");
}

/// What the drop of a value left by a dropped chain does: a fill with the same generator.
struct FillsOnDrop {
    rng: Arc<CudaRng>,
    dev: Arc<CudaDevice>,
    dropped: Arc<AtomicBool>,
}

impl Drop for FillsOnDrop {
    fn drop(&mut self) {
        let mut x = self.dev.alloc_zeros::<f32>(LEN).unwrap();
        self.rng.fill_with_uniform(&mut x).unwrap();
        let v = self.dev.dtoh_sync_copy(&x).unwrap();
        assert!(v.iter().all(|&u| u > 0.0 && u <= 1.0));
        self.dropped.store(true, Ordering::SeqCst);
    }
}

/// As for cuBLAS: an async fill that drops what a dropped chain left, whose drop fills with
/// the same generator, completes, and so does the drop.
#[test]
fn a_dropped_chains_leftovers_may_use_the_generator_that_drops_them() {
    let (dev, rng) = curand!(4);
    let rng = Arc::new(rng);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut x: CudaSlice<f32> = dev.alloc_zeros(LEN).unwrap();
    // Set up outside the test: its first fill waits for nothing.
    rng.fill_with_uniform(&mut x).unwrap();
    let dropped = Arc::new(AtomicBool::new(false));
    let guard = FillsOnDrop {
        rng: rng.clone(),
        dev: dev.clone(),
        dropped: dropped.clone(),
    };
    let ops = adev.ops();
    let chain = ops.htod_copy(vec![1.0f32; 16]).map(move |y| {
        let _keep = &guard;
        y
    });
    drop(chain.run());
    // The completion thread finishes the chain and puts its leftovers aside.
    std::thread::sleep(Duration::from_millis(300));
    let (tx, rx) = mpsc::channel();
    let (adev2, rng2) = (adev.clone(), rng.clone());
    std::thread::spawn(move || {
        let r = adev2
            .fill_with_uniform(&rng2, &mut x)
            .map(|f| block_on(f).map(|()| x.len()));
        let _ = tx.send(r.map_err(|e| e.to_string()));
    });
    let r = rx
        .recv_timeout(Duration::from_secs(30))
        .expect("the fill and the drop of the leftovers finished");
    assert_eq!(r.unwrap().unwrap(), LEN);
    assert!(dropped.load(Ordering::SeqCst), "the leftovers were dropped");
}
