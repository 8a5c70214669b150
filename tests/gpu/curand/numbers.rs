//! The numbers cuRAND gives: uniform, normal and log-normal distributions, u32 uniforms using every
//! bit, views at any offset, seeds and offsets (`set_seed` and `set_offset` restart and skip the
//! sequence), and an odd length for normal numbers refused.

use crate::curand::{MANY, all_uniform, moments, uniform_f32, uniform_f32 as uniform};
use crate::support::curand::curand;
use cuda_driver::curand::CudaRng;
use cuda_driver::curand::sys::curandStatus_t;

/// `fill_with_uniform`: "every bit random for `u32`", and "`u64` ... this generator returns
/// `CURAND_STATUS_TYPE_ERROR` for it" (the buffer left as it was).
#[test]
fn u32_uniforms_use_every_bit_and_u64_is_a_type_error() {
    let (dev, rng) = curand!(35);
    let mut x = dev.alloc_zeros::<u32>(1 << 16).unwrap();
    rng.fill_with_uniform(&mut x).unwrap();
    let v = dev.dtoh_sync_copy(&x).unwrap();
    for bit in [0, 15, 31] {
        let set = v.iter().filter(|&&x| x >> bit & 1 == 1).count() as f64 / v.len() as f64;
        assert!(
            (set - 0.5).abs() < 0.02,
            "bit {bit} is set in {set} of them"
        );
    }
    let mut w = dev.htod_sync_copy(&[7u64; 64]).unwrap();
    let e = rng.fill_with_uniform(&mut w).unwrap_err();
    assert_eq!(e.0, curandStatus_t::CURAND_STATUS_TYPE_ERROR, "{e}");
    assert_eq!(dev.dtoh_sync_copy(&w).unwrap(), [7u64; 64]);
}

/// `set_seed`: "the next fill starts the sequence of that seed (at the current offset)":
/// the offset is where the generator stands, the one set with `set_offset` plus the
/// numbers made since. After `set_offset(4096)` and a fill of 1000, a new seed gives what a
/// fresh generator of that seed set 5096 in gives, and not what one at 0 or 4096 gives.
#[test]
fn set_seed_restarts_the_sequence_of_that_seed_at_the_current_offset() {
    let (dev, mut rng) = curand!(36);
    rng.set_offset(4096).unwrap();
    uniform(&dev, &rng, 1000);
    rng.set_seed(77).unwrap();
    let got = uniform(&dev, &rng, 4096);
    let at = |offset: u64| {
        let mut twin = CudaRng::new(77, dev.clone()).unwrap();
        twin.set_offset(offset).unwrap();
        uniform(&dev, &twin, 4096)
    };
    assert!(
        got == at(5096),
        "not the new seed's numbers at the current offset"
    );
    assert!(got != at(0), "the offset was forgotten");
    assert!(
        got != at(4096),
        "the numbers made since set_offset were not counted"
    );
}

/// `set_offset`: "the next fill starts that many numbers into the seed's sequence": the
/// numbers of a generator set `k` in are those after the first `k` of one that was not.
#[test]
fn set_offset_skips_that_many_numbers_of_the_sequence() {
    let (dev, mut rng) = curand!(37);
    let (k, n) = (1 << 12, 1 << 14);
    let from_start = CudaRng::new(37, dev.clone()).unwrap();
    let all = uniform(&dev, &from_start, k + n);
    rng.set_offset(k as u64).unwrap();
    let skipped = uniform(&dev, &rng, n);
    let same = skipped
        .iter()
        .zip(&all[k..])
        .filter(|(a, b)| a == b)
        .count();
    assert_eq!(
        same, n,
        "{same} of {n} numbers are those {k} into the sequence"
    );
}

/// `CudaRng`: only normal and log-normal numbers need a buffer aligned to a pair; uniform
/// numbers go to any view, one starting at an odd element included, and nothing around it
/// is written.
#[test]
fn uniform_numbers_fill_views_at_any_offset() {
    let (dev, rng) = curand!(38);
    let mut x = dev.htod_sync_copy(&vec![7.0f32; 4099]).unwrap();
    rng.fill_with_uniform(&mut x.slice_mut(1..4098)).unwrap();
    let v = dev.dtoh_sync_copy(&x).unwrap();
    assert_eq!((v[0], v[4098]), (7.0, 7.0), "written outside the view");
    all_uniform(&v[1..4098], "f32 view at element 1");
    let mut d = dev.htod_sync_copy(&vec![7.0f64; 4099]).unwrap();
    rng.fill_with_uniform(&mut d.slice_mut(1..4098)).unwrap();
    let v = dev.dtoh_sync_copy(&d).unwrap();
    assert_eq!((v[0], v[4098]), (7.0, 7.0), "written outside the view");
    assert!(
        v[1..4098].iter().all(|&x| x > 0.0 && x <= 1.0),
        "f64 view at element 1"
    );
    let mut u = dev.htod_sync_copy(&vec![7u32; 4099]).unwrap();
    rng.fill_with_uniform(&mut u.slice_mut(3..4098)).unwrap();
    let v = dev.dtoh_sync_copy(&u).unwrap();
    assert_eq!(&v[..3], &[7, 7, 7], "written outside the view");
    assert_eq!(v[4098], 7, "written outside the view");
    // 4095 random u32s that are all 7 would be no fill at all.
    assert!(v[3..4098].iter().any(|&x| x != 7), "u32 view at element 3");
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
