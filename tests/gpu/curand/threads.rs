//! A `CudaRng` beside the caller's other errors and futures: the errors one thread holds keep
//! their text while the generator refuses fills, and what dropped futures left is dropped
//! outside the generator's lock.

use crate::support::curand::curand;
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::curand::CudaRng;
use cuda_driver::driver::{CudaDevice, CudaSlice};
use futures_lite::future::block_on;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

const LEN: usize = 1 << 12;

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
