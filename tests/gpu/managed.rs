//! Unified memory: zeroed allocation, host access (which waits for the device), kernels on
//! it, copies with it, prefetching and advice, and dropping it while a kernel uses it.

use crate::kernels::{assert_usable, basic, iota, random_f32, random_u32, spin};
use crate::support::concurrent_managed;
use cuda_driver::driver::sys::{CUmem_advise, CUresult};
use cuda_driver::driver::{LaunchAsync, LaunchConfig, ManagedSlice, MemLocation};
use std::sync::Arc;

const CYCLES: u64 = 150_000_000;
const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<ManagedSlice<f32>>();
};

#[test]
fn allocated_zeroed_and_usable_from_the_host() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let mut x = dev.alloc_managed::<u32>(100_000).unwrap();
    assert_eq!(
        (x.len(), x.num_bytes(), x.is_empty()),
        (100_000, 400_000, false)
    );
    assert!(x.as_slice().unwrap().iter().all(|&v| v == 0));
    let data = random_u32(100_000, 11);
    x.as_mut_slice().unwrap().copy_from_slice(&data);
    assert_eq!(x.as_slice().unwrap(), data);
    // The device sees what the host wrote.
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data);
    assert!(format!("{x:?}").contains("ManagedSlice"));
    assert!(Arc::ptr_eq(x.device(), &dev));
    let empty = dev.alloc_managed::<f64>(0).unwrap();
    assert!(empty.as_slice().unwrap().is_empty());
    empty.prefetch_to_device().unwrap();
}

#[test]
fn kernels_write_what_the_host_reads() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    basic(&dev);
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let fill = dev.get_func("basic", "fill_iota").unwrap();
    let n = 1 << 22; // 16 MiB
    let mut x = dev.alloc_managed::<f32>(n).unwrap();
    let cfg = LaunchConfig::for_num_elems(n as u32);
    // SAFETY: fill_iota / add_one take (float*, size_t) and stay within n elements.
    unsafe { (&fill).launch(cfg, (&mut x, n)) }.unwrap();
    assert_eq!(
        x.as_slice().unwrap(),
        iota(n),
        "the host waited for the kernel"
    );
    let data = random_f32(n, 12);
    x.as_mut_slice().unwrap().copy_from_slice(&data);
    for _ in 0..3 {
        // SAFETY: as above.
        unsafe { (&add_one).launch(cfg, (&mut x, n)) }.unwrap();
    }
    let got = x.as_slice().unwrap();
    for i in (0..n).step_by(997) {
        assert_eq!(got[i], data[i] + 3.0, "at {i}");
    }
}

#[test]
fn copies_to_from_and_between_managed_memory() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let n = 50_000;
    let data = random_u32(n, 13);
    let mut m = dev.alloc_managed::<u32>(n).unwrap();
    dev.htod_sync_copy_into(&data, &mut m).unwrap();
    assert_eq!(m.as_slice().unwrap(), data);
    let mut d = dev.alloc_zeros::<u32>(n).unwrap();
    dev.dtod_copy(&m, &mut d).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&d).unwrap(), data);
    let mut m2 = dev.alloc_managed::<u32>(n).unwrap();
    dev.dtod_copy(&d, &mut m2).unwrap();
    let mut back = vec![0u32; n];
    dev.dtoh_sync_copy_into(&m2, &mut back).unwrap();
    assert_eq!(back, data);
    dev.memset_zeros(&mut m2).unwrap();
    assert!(m2.as_slice().unwrap().iter().all(|&v| v == 0));
    let e = dev
        .dtod_copy(&m, &mut dev.alloc_zeros::<u32>(n - 1).unwrap())
        .unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
}

#[test]
fn prefetch_and_advise() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    basic(&dev);
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let n = 16 << 20; // 64 MiB, well within free memory
    let (free, _) = dev.mem_get_info().unwrap();
    assert!(free > 4 * n * 4, "{free} bytes free");
    let mut x = dev.alloc_managed::<f32>(n).unwrap();
    let data = random_f32(n, 14);
    x.as_mut_slice().unwrap().copy_from_slice(&data);
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_SET_PREFERRED_LOCATION,
        MemLocation::Device(0),
    )
    .unwrap();
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_SET_ACCESSED_BY,
        MemLocation::Host,
    )
    .unwrap();
    x.prefetch_to_device().unwrap();
    // SAFETY: add_one(float*, size_t) within n elements.
    unsafe { (&add_one).launch(LaunchConfig::for_num_elems(n as u32), (&mut x, n)) }.unwrap();
    x.prefetch_to_host().unwrap();
    x.prefetch(MemLocation::Device(0)).unwrap();
    x.prefetch(MemLocation::Host).unwrap();
    let got = x.as_slice().unwrap();
    for i in (0..n).step_by(1009) {
        assert_eq!(got[i], data[i] + 1.0, "at {i}");
    }
    // Read-mostly: the location is ignored. Then undo every advice.
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_SET_READ_MOSTLY,
        MemLocation::Host,
    )
    .unwrap();
    assert_eq!(x.as_slice().unwrap()[5], data[5] + 1.0);
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_UNSET_READ_MOSTLY,
        MemLocation::Host,
    )
    .unwrap();
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION,
        MemLocation::Device(0),
    )
    .unwrap();
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_UNSET_ACCESSED_BY,
        MemLocation::Host,
    )
    .unwrap();
    // A device that does not exist is an error, and the memory stays usable.
    let e = x.prefetch(MemLocation::Device(999)).unwrap_err();
    println!("{e}");
    assert_eq!(x.as_slice().unwrap()[7], data[7] + 1.0);
    assert_usable(&dev);
}

#[test]
fn dropping_managed_memory_a_kernel_still_uses() {
    let dev = gpu!();
    spin(&dev);
    let spin = dev.get_func("spin", "spin").unwrap();
    let stream = dev.fork_default_stream().unwrap();
    for _ in 0..2 {
        let mut x = dev.alloc_managed::<i32>(1 << 20).unwrap();
        stream.wait_for_default().unwrap();
        // SAFETY: spin(unsigned long long, int*) writes x[0] after busy-waiting.
        unsafe { (&spin).launch_on_stream(&stream, ONE, (CYCLES, &mut x)) }.unwrap();
        drop(x); // waits for the stream's kernel before freeing
    }
    stream.synchronize().unwrap();
    drop(stream);
    assert_usable(&dev);
}

#[test]
fn overflowing_sizes_are_errors() {
    let dev = gpu!();
    let e = dev.alloc_managed::<u64>(usize::MAX / 2).unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
    assert_usable(&dev);
}
