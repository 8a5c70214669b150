//! cuRAND's `CudaRng` (feature `curand`): the distributions, seeds and offsets, its refusals,
//! and its fills ordered with other work on the buffer across streams and threads. Skips
//! without a GPU, or without cuRAND (`REQUIRE_CURAND=1` makes that a failure).

use crate::kernels::{N, SLOW, filled, slow_kernels};
use cuda_driver::curand::CudaRng;
use cuda_driver::curand::sys::curandStatus_t;
use cuda_driver::driver::{CudaDevice, CudaSlice};
use std::sync::{Arc, mpsc};

/// One million: enough for the moments below to be within their tolerances by far.
const MANY: usize = 1 << 20;

/// The device and a generator seeded with `seed`, or a skip (no GPU, or no cuRAND).
pub(crate) fn fixture(seed: u64) -> Option<(Arc<CudaDevice>, CudaRng)> {
    let dev = crate::support::device()?;
    match CudaRng::new(seed, dev.clone()) {
        Ok(rng) => Some((dev, rng)),
        Err(e) => {
            crate::support::skip("cuRAND", "REQUIRE_CURAND", &e.to_string());
            None
        }
    }
}

/// `let (dev, rng) = curand!(seed);`: the fixture, or return from the test (a skip).
macro_rules! curand {
    ($seed:expr) => {
        match $crate::curand::fixture($seed) {
            Some(f) => f,
            None => return,
        }
    };
}
pub(crate) use curand;

/// Mean and (population) standard deviation.
fn moments(v: impl Iterator<Item = f64> + Clone) -> (f64, f64) {
    let n = v.clone().count() as f64;
    let mean = v.clone().sum::<f64>() / n;
    let var = v.map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
    (mean, var.sqrt())
}

/// `n` uniform f32s of `rng`, filled and read on the calling thread.
pub(crate) fn uniform_f32(dev: &Arc<CudaDevice>, rng: &CudaRng, n: usize) -> Vec<f32> {
    let mut a = dev.alloc_zeros::<f32>(n).unwrap();
    rng.fill_with_uniform(&mut a).unwrap();
    dev.dtoh_sync_copy(&a).unwrap()
}

#[test]
fn uniform_numbers_are_in_the_unit_interval_and_spread_over_it() {
    let (dev, rng) = curand!(1);
    let v = uniform_f32(&dev, &rng, MANY);
    assert!(
        v.iter().all(|&x| x > 0.0 && x <= 1.0),
        "a value outside (0, 1]"
    );
    let (mean, std) = moments(v.iter().map(|&x| x as f64));
    // Uniform on (0, 1]: mean 1/2, standard deviation 1/sqrt(12).
    assert!((mean - 0.5).abs() < 0.005, "mean {mean}");
    assert!((std - 12f64.sqrt().recip()).abs() < 0.005, "std {std}");

    let mut d = dev.alloc_zeros::<f64>(MANY).unwrap();
    rng.fill_with_uniform(&mut d).unwrap();
    let d = dev.dtoh_sync_copy(&d).unwrap();
    assert!(
        d.iter().all(|&x| x > 0.0 && x <= 1.0),
        "an f64 outside (0, 1]"
    );
}

#[test]
fn normal_numbers_have_the_mean_and_deviation_asked_for() {
    let (dev, rng) = curand!(2);
    // The standard error of the mean is 3 / 1024 here: 0.03 is ten of them.
    let mut a = dev.alloc_zeros::<f32>(MANY).unwrap();
    rng.fill_with_normal(&mut a, 2.0, 3.0).unwrap();
    let (mean, std) = moments(dev.dtoh_sync_copy(&a).unwrap().iter().map(|&x| x as f64));
    assert!((mean - 2.0).abs() < 0.03, "f32 mean {mean}");
    assert!((std - 3.0).abs() < 0.03, "f32 std {std}");

    let mut d = dev.alloc_zeros::<f64>(MANY).unwrap();
    rng.fill_with_normal(&mut d, -1.0, 0.5).unwrap();
    let (mean, std) = moments(dev.dtoh_sync_copy(&d).unwrap().into_iter());
    assert!((mean + 1.0).abs() < 0.005, "f64 mean {mean}");
    assert!((std - 0.5).abs() < 0.005, "f64 std {std}");
}

#[test]
fn log_normal_numbers_are_exp_of_normal_ones() {
    let (dev, rng) = curand!(3);
    let mut a = dev.alloc_zeros::<f32>(MANY).unwrap();
    rng.fill_with_log_normal(&mut a, 0.5, 0.25).unwrap();
    let v = dev.dtoh_sync_copy(&a).unwrap();
    assert!(
        v.iter().all(|&x| x > 0.0),
        "a log-normal value not positive"
    );
    let (mean, std) = moments(v.iter().map(|&x| (x as f64).ln()));
    assert!((mean - 0.5).abs() < 0.005, "mean of ln {mean}");
    assert!((std - 0.25).abs() < 0.005, "std of ln {std}");

    let mut d = dev.alloc_zeros::<f64>(1000).unwrap();
    rng.fill_with_log_normal(&mut d, 0.0, 1.0).unwrap();
    assert!(dev.dtoh_sync_copy(&d).unwrap().iter().all(|&x| x > 0.0));
}

#[test]
fn the_same_seed_gives_the_same_numbers_and_another_seed_others() {
    let (dev, a) = curand!(42);
    let b = CudaRng::new(42, dev.clone()).unwrap();
    let c = CudaRng::new(43, dev.clone()).unwrap();
    let (va, vb, vc) = (
        uniform_f32(&dev, &a, 4096),
        uniform_f32(&dev, &b, 4096),
        uniform_f32(&dev, &c, 4096),
    );
    assert_eq!(va, vb);
    assert_ne!(va, vc);
}

#[test]
fn set_offset_changes_the_numbers() {
    let (dev, a) = curand!(7);
    let mut b = CudaRng::new(7, dev.clone()).unwrap();
    b.set_offset(12345).unwrap();
    assert_ne!(uniform_f32(&dev, &a, 4096), uniform_f32(&dev, &b, 4096));
}

#[test]
fn set_seed_makes_the_generator_that_seeds_numbers() {
    let (dev, mut a) = curand!(1);
    a.set_seed(99).unwrap();
    let b = CudaRng::new(99, dev.clone()).unwrap();
    assert_eq!(uniform_f32(&dev, &a, 4096), uniform_f32(&dev, &b, 4096));
}

#[test]
fn an_odd_length_for_normal_numbers_is_refused_naming_the_length() {
    let (dev, rng) = curand!(5);
    let mut a = dev.htod_sync_copy(&[9.0f32; 1001]).unwrap();
    for e in [
        rng.fill_with_normal(&mut a, 0.0, 1.0).unwrap_err(),
        rng.fill_with_log_normal(&mut a, 0.0, 1.0).unwrap_err(),
    ] {
        assert_eq!(e.0, curandStatus_t::CURAND_STATUS_LENGTH_NOT_MULTIPLE);
        let msg = e.to_string();
        assert!(msg.contains("1001"), "{msg}");
        assert!(msg.contains("even"), "{msg}");
    }
    // Refused before anything was enqueued: the buffer is as it was.
    assert!(dev.dtoh_sync_copy(&a).unwrap().iter().all(|&x| x == 9.0));
    // A view of an even length that starts at an odd element is refused too: cuRAND writes
    // the numbers in pairs, at addresses aligned to the pair.
    let mut odd_start = a.slice_mut(1..);
    for e in [
        rng.fill_with_normal(&mut odd_start, 0.0, 1.0).unwrap_err(),
        rng.fill_with_log_normal(&mut odd_start, 0.0, 1.0)
            .unwrap_err(),
    ] {
        assert_eq!(e.0, curandStatus_t::CURAND_STATUS_OUT_OF_RANGE);
        let msg = e.to_string();
        assert!(msg.contains("pairs of 8 bytes"), "{msg}");
    }
    assert!(dev.dtoh_sync_copy(&a).unwrap().iter().all(|&x| x == 9.0));
    // An even view that starts at an even element is fine.
    let mut even = a.slice_mut(2..1000);
    rng.fill_with_normal(&mut even, 0.0, 1.0).unwrap();
    let got = dev.dtoh_sync_copy(&a).unwrap();
    assert!(got[..2].iter().chain(&got[1000..]).all(|&x| x == 9.0));
    assert!(got[2..1000].iter().any(|&x| x != 9.0));
}

#[test]
fn a_buffer_of_another_device_object_is_refused() {
    let (dev, rng) = curand!(6);
    // Two `CudaDevice::new` of one GPU are two devices, each with its own streams and records.
    let other = CudaDevice::new(0).unwrap();
    let mut a = other.alloc_zeros::<f32>(16).unwrap();
    let e = rng.fill_with_uniform(&mut a).unwrap_err();
    assert_eq!(e.0, curandStatus_t::CURAND_STATUS_OUT_OF_RANGE);
    assert!(e.to_string().contains("while filling 16 f32"), "{e}");
    assert!(e.driver_error().is_some(), "{e}");
    drop(dev);
}

#[test]
fn a_fill_waits_for_a_slow_write_on_another_stream() {
    let (dev, rng) = curand!(8);
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let mut x: CudaSlice<f32> = filled(&dev, 0.0);
    // Writes 7.0 everywhere after about 50 ms; a fill that overtook it would be overwritten.
    k.fill(Some(&stream), &mut x, 7.0, SLOW);
    rng.fill_with_uniform(&mut x).unwrap();
    let v = dev.dtoh_sync_copy(&x).unwrap();
    let stale = v.iter().filter(|&&x| x == 7.0).count();
    assert_eq!(
        stale, 0,
        "{stale} of {N} elements written by the slow kernel after the fill"
    );
    assert!(v.iter().all(|&x| x > 0.0 && x <= 1.0));
}

#[test]
fn a_read_on_another_thread_waits_for_the_fill() {
    let (dev, rng) = curand!(9);
    let k = slow_kernels(&dev);
    let (tx, rx) = mpsc::channel();
    let (dev, rng, k) = (&dev, &rng, &k);
    std::thread::scope(|s| {
        s.spawn(move || {
            // On this thread's stream: a slow write of 7.0, then the fill after it.
            let mut x = filled(dev, 0.0);
            k.fill(None, &mut x, 7.0, SLOW);
            rng.fill_with_uniform(&mut x).unwrap();
            tx.send(x).unwrap();
        });
        s.spawn(move || {
            let x = rx.recv().unwrap();
            let v = dev.dtoh_sync_copy(&x).unwrap();
            let bad = v.iter().filter(|&&x| !(x > 0.0 && x <= 1.0)).count();
            assert_eq!(bad, 0, "{bad} of {N} elements read before the fill");
        });
    });
}

#[test]
fn fills_of_one_generator_from_two_threads_give_its_numbers_in_turn() {
    let (dev, rng) = curand!(10);
    let (dev, rng) = (&dev, &rng);
    let got: Vec<Vec<f32>> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..2)
            .map(|_| s.spawn(move || uniform_f32(dev, rng, 1 << 16)))
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    // One generator, two fills: two different stretches of its sequence.
    assert_ne!(got[0], got[1]);
}

#[test]
fn dropping_the_generator_right_after_a_fill_keeps_the_numbers() {
    let (dev, rng) = curand!(11);
    let mut a = dev.alloc_zeros::<f32>(MANY).unwrap();
    rng.fill_with_uniform(&mut a).unwrap();
    drop(rng);
    let v = dev.dtoh_sync_copy(&a).unwrap();
    assert!(v.iter().all(|&x| x > 0.0 && x <= 1.0));
    dev.synchronize().unwrap();
}

#[test]
fn awaited_fills_are_ordered_with_other_streams_and_survive_dropped_futures() {
    let (dev, rng) = curand!(12);
    let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone()).unwrap();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    // A slow write of 7.0 on another stream, then a fill on the adapter: the fill waits.
    let mut x: CudaSlice<f32> = filled(&dev, 0.0);
    k.fill(Some(&stream), &mut x, 7.0, SLOW);
    let f = adev.fill_with_uniform(&rng, &mut x).unwrap();
    // A sync read on this thread waits for the fill, whether or not the future is awaited.
    let v = dev.dtoh_sync_copy(&x).unwrap();
    let bad = v.iter().filter(|&&x| !(x > 0.0 && x <= 1.0)).count();
    assert_eq!(bad, 0, "{bad} of {N} elements not the fill's");
    futures_lite::future::block_on(f).unwrap();
    // Dropped and forgotten futures: the fills still happen, in order.
    let mut y: CudaSlice<f64> = dev.alloc_zeros(1 << 16).unwrap();
    drop(adev.fill_with_normal(&rng, &mut y, 5.0, 0.1).unwrap());
    let mut z: CudaSlice<f32> = dev.alloc_zeros(1 << 16).unwrap();
    std::mem::forget(adev.fill_with_log_normal(&rng, &mut z, 0.0, 0.1).unwrap());
    let (mean, _) = moments(dev.dtoh_sync_copy(&y).unwrap().into_iter());
    assert!((mean - 5.0).abs() < 0.01, "mean {mean}");
    assert!(dev.dtoh_sync_copy(&z).unwrap().iter().all(|&v| v > 0.0));
    // An odd length is refused at once, and an adapter of another device object too.
    let mut odd: CudaSlice<f32> = dev.alloc_zeros(3).unwrap();
    assert!(adev.fill_with_normal(&rng, &mut odd, 0.0, 1.0).is_err());
    let other = cuda_driver::r#async::AsyncDevice::new(CudaDevice::new(0).unwrap()).unwrap();
    let e = other.fill_with_uniform(&rng, &mut z).unwrap_err();
    assert!(e.to_string().contains("AsyncDevice"), "{e}");
}

#[test]
fn a_fill_inside_a_chain_awaited_once_is_ordered_with_its_other_steps() {
    use cuda_driver::r#async::Op;
    let (dev, rng) = curand!(13);
    let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone()).unwrap();
    let k = slow_kernels(&dev);
    let ops = adev.ops();
    let stream = dev.fork_default_stream().unwrap();
    let mut x: CudaSlice<f32> = filled(&dev, 0.0);
    k.fill(Some(&stream), &mut x, 7.0, SLOW);
    let mut copy: CudaSlice<f32> = filled(&dev, -1.0);
    let v = ops
        .fill_with_uniform(&rng, &mut x)
        .then(|x| ops.dtod_copy(&*x, &mut copy))
        .then(|copy| ops.dtoh_copy(copy))
        .wait()
        .unwrap();
    let bad = v.iter().filter(|&&x| !(x > 0.0 && x <= 1.0)).count();
    assert_eq!(bad, 0, "{bad} of {N} elements not the chain's fill");
    let mut odd: CudaSlice<f32> = dev.alloc_zeros(3).unwrap();
    let e = ops
        .fill_with_normal(&rng, &mut odd, 0.0, 1.0)
        .wait()
        .unwrap_err();
    assert!(e.to_string().contains("must be even"), "{e}");
}
