//! Page-locked host memory: PinnedHostSlice (zeroed, copies both ways through the ordinary
//! sync copies, large round trips, threads) and RegisteredVec (registering a Vec in place,
//! unregistering on drop and into_inner).

use crate::kernels::{add_one, basic, iota, random_f32, random_u32};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{PinnedHostSlice, RegisteredVec, result};

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<PinnedHostSlice<f32>>();
    assert_send_sync::<RegisteredVec<f32>>();
};

#[test]
fn pinned_memory_is_zeroed_and_page_locked() {
    let dev = gpu!();
    let pinned = dev.alloc_pinned::<u64>(100_000).unwrap();
    assert_eq!(pinned.len(), 100_000);
    assert!(!pinned.is_empty());
    assert!(pinned.iter().all(|&v| v == 0));
    let ty = result::pointer_memory_type(pinned.as_ptr().cast()).unwrap();
    assert_eq!(
        ty,
        Some(cuda_driver::driver::sys::CUmemorytype::CU_MEMORYTYPE_HOST),
        "the driver knows the memory as page-locked host memory"
    );
    assert!(format!("{pinned:?}").contains("len: 100000"));
    assert_eq!(pinned.device().ordinal(), 0);
    let empty = dev.alloc_pinned::<f32>(0).unwrap();
    assert!(empty.is_empty());
    assert_eq!(dev.htod_sync_copy(&empty).unwrap().len(), 0);
}

#[test]
fn pinned_copies_both_ways() {
    let dev = gpu!();
    let n = 1 << 20;
    let data = random_u32(n, 7);
    let mut pinned = dev.alloc_pinned::<u32>(n).unwrap();
    pinned.copy_from_slice(&data);
    // From pinned memory: a new buffer, and into an existing one.
    let a = dev.htod_sync_copy(&pinned).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), data);
    let mut b = dev.alloc_zeros::<u32>(n).unwrap();
    dev.htod_sync_copy_into(&pinned, &mut b).unwrap();
    // Into pinned memory: the copy is complete when the call returns.
    pinned.fill(0);
    dev.dtoh_sync_copy_into(&b, &mut pinned).unwrap();
    assert!(pinned[..] == data[..]);
    // Parts of it, through views.
    let mut part = dev.alloc_pinned::<u32>(1000).unwrap();
    dev.dtoh_sync_copy_into(&b.slice(5000..6000), &mut part)
        .unwrap();
    assert_eq!(part.as_slice(), &data[5000..6000]);
    dev.htod_sync_copy_into(&part[..10], &mut b.slice_mut(0..10))
        .unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&b.slice(0..10)).unwrap(),
        data[5000..5010]
    );
    // Length mismatches are errors, not panics.
    let e = dev.dtoh_sync_copy_into(&b, &mut part).unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
}

#[test]
fn pinned_round_trip_with_a_kernel_in_between() {
    let dev = gpu!();
    basic(&dev);
    // 64 MiB, larger than the staging chunks of the pageable path.
    let n = 16 << 20;
    let data = random_f32(n, 8);
    let mut pinned = dev.alloc_pinned::<f32>(n).unwrap();
    pinned.as_mut_slice().copy_from_slice(&data);
    let mut x = dev.htod_sync_copy(&pinned).unwrap();
    // Overwriting the host copy right after the call cannot change what was copied.
    pinned.fill(-5.0);
    add_one(&dev, &mut x);
    dev.dtoh_sync_copy_into(&x, &mut pinned).unwrap();
    for (i, (&got, &d)) in pinned.iter().zip(&data).enumerate() {
        assert_eq!(got, d + 1.0, "at {i}");
    }
}

#[test]
fn pinned_memory_across_threads() {
    let dev = gpu!();
    let mut pinned = dev.alloc_pinned::<f32>(4096).unwrap();
    pinned.copy_from_slice(&iota(4096));
    let dev2 = dev.clone();
    let pinned = std::thread::spawn(move || {
        let x = dev2.htod_sync_copy(&pinned).unwrap();
        let mut pinned = pinned;
        pinned.fill(0.0);
        dev2.dtoh_sync_copy_into(&x, &mut pinned).unwrap();
        pinned
    })
    .join()
    .unwrap();
    assert_eq!(pinned.as_slice(), iota(4096));
    // Dropped on yet another thread.
    std::thread::spawn(move || drop(pinned)).join().unwrap();
    dev.synchronize().unwrap();
}

#[test]
fn pinned_memory_of_non_trivial_types() {
    let dev = gpu!();
    let mut pairs = dev.alloc_pinned::<[u16; 3]>(1001).unwrap();
    assert!(pairs.iter().all(|p| *p == [0; 3]));
    for (i, p) in pairs.iter_mut().enumerate() {
        *p = [i as u16, (i * 2) as u16, 7];
    }
    let d = dev.htod_sync_copy(&pairs).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&d).unwrap(), pairs.as_slice());
    // Overflowing sizes are errors.
    let e = dev.alloc_pinned::<u64>(usize::MAX / 4).unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
}

#[test]
fn registering_a_vec() {
    let dev = gpu!();
    let n = 8 << 20; // 32 MiB of u32
    let data = random_u32(n, 9);
    let reg = dev.register_host(data.clone()).unwrap();
    assert_eq!(reg.len(), n);
    assert_eq!(
        result::pointer_memory_type(reg.as_ptr().cast()).unwrap(),
        Some(cuda_driver::driver::sys::CUmemorytype::CU_MEMORYTYPE_HOST),
        "registered memory is page-locked"
    );
    let x = dev.htod_sync_copy(&reg).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data);
    let mut back = dev.register_host(vec![0u32; n]).unwrap();
    dev.dtoh_sync_copy_into(&x, &mut back).unwrap();
    assert!(back[..] == data[..]);
    back[0] = 17; // mutable in place
    let back: Vec<u32> = back.into_inner();
    assert_eq!(back[0], 17);
    assert!(back[1..] == data[1..]);
    // Unregistered again: the driver no longer knows the memory.
    assert_eq!(
        result::pointer_memory_type(back.as_ptr().cast()).unwrap(),
        None
    );
    // Unregistered memory can be registered again.
    drop(reg);
    let again = dev.register_host(back).unwrap();
    assert_eq!(again.device().ordinal(), 0);
    assert!(format!("{again:?}").contains("RegisteredVec"));
    drop(again);
    dev.synchronize().unwrap();
}

#[test]
fn registering_an_empty_vec() {
    let dev = gpu!();
    let empty = dev.register_host(Vec::<f32>::new()).unwrap();
    assert!(empty.is_empty());
    assert!(empty.into_inner().is_empty());
    let with_capacity = dev
        .register_host(Vec::<u8>::with_capacity(1 << 20))
        .unwrap();
    assert_eq!(with_capacity.into_inner().capacity(), 1 << 20);
    dev.synchronize().unwrap();
}
