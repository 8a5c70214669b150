//! FP8 element types (feature `f8`): `float8`'s `F8E4M3` and `F8E5M2` are device values, copied
//! both ways bit for bit and zeroed by `alloc_zeros`.

use float8::{F8E4M3, F8E5M2};

#[test]
fn fp8_values_round_trip_through_device_memory() {
    let dev = gpu!();
    let e4m3: Vec<F8E4M3> = [0.0f32, 1.0, -2.5, 448.0, 0.015625]
        .into_iter()
        .map(F8E4M3::from_f32)
        .collect();
    let back = dev
        .dtoh_sync_copy(&dev.htod_sync_copy(&e4m3).unwrap())
        .unwrap();
    let bits = |v: &[F8E4M3]| v.iter().map(F8E4M3::to_bits).collect::<Vec<_>>();
    assert_eq!(bits(&back), bits(&e4m3), "E4M3");
    let e5m2: Vec<F8E5M2> = [0.0f32, 1.0, -3.0, 57344.0]
        .into_iter()
        .map(F8E5M2::from_f32)
        .collect();
    let back = dev
        .dtoh_sync_copy(&dev.htod_sync_copy(&e5m2).unwrap())
        .unwrap();
    let bits5 = |v: &[F8E5M2]| v.iter().map(F8E5M2::to_bits).collect::<Vec<_>>();
    assert_eq!(bits5(&back), bits5(&e5m2), "E5M2");
    let zeros = dev
        .dtoh_sync_copy(&dev.alloc_zeros::<F8E4M3>(64).unwrap())
        .unwrap();
    assert!(zeros.iter().all(|z| z.to_bits() == 0), "alloc_zeros");
}
