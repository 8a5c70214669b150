//! DeviceProperties against single attribute queries, and memory information.

use cuda_driver::driver::sys::CUdevice_attribute as A;
use cuda_driver::driver::{CudaDevice, result};

#[test]
fn properties_match_the_attributes() {
    let dev = gpu!();
    let p = dev.properties().unwrap();
    println!("{p:#?}");
    println!("PCI {}, {}", p.pci_address(), p.uuid_string());
    let a = |attr| dev.attribute(attr).unwrap() as u32;
    assert_eq!(p.name, dev.name().unwrap());
    assert_eq!(p.ordinal, 0);
    assert_eq!(p.uuid, dev.uuid().unwrap().bytes.map(|b| b as u8));
    assert_eq!(
        p.compute_capability,
        (
            a(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR),
            a(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)
        )
    );
    assert_eq!(
        p.multiprocessor_count,
        a(A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
    );
    assert_eq!(p.warp_size, 32);
    assert_eq!(p.total_mem, dev.total_mem().unwrap());
    assert_eq!(
        p.total_mem,
        // SAFETY: the handle comes from device::get.
        unsafe { result::device::total_mem(*dev.cu_device()) }.unwrap()
    );
    assert_eq!(p.max_threads_per_block, 1024);
    assert!(p.max_threads_per_multiprocessor >= p.max_threads_per_block);
    assert_eq!(p.max_block_dim, (1024, 1024, 64));
    assert_eq!(p.max_grid_dim.0, (1u32 << 31) - 1);
    assert!(p.shared_mem_per_block_optin >= p.shared_mem_per_block);
    assert!(p.shared_mem_per_multiprocessor >= p.shared_mem_per_block_optin);
    assert_eq!(p.shared_mem_per_block, 48 << 10);
    assert!(p.l2_cache_size > 0 && p.clock_rate_khz > 0 && p.memory_clock_rate_khz > 0);
    assert!(p.memory_bus_width_bits >= 64);
    assert!(p.registers_per_block > 0 && p.registers_per_multiprocessor > 0);
    assert_eq!(p.total_constant_mem, 64 << 10);
    assert_eq!(p.pci_bus_id, a(A::CU_DEVICE_ATTRIBUTE_PCI_BUS_ID));
    assert_eq!(p.pci_device_id, a(A::CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID));
    assert_eq!(p.pci_domain_id, a(A::CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID));
    assert_eq!(p.ecc_enabled, a(A::CU_DEVICE_ATTRIBUTE_ECC_ENABLED) != 0);
    assert!(p.unified_addressing && p.managed_memory && p.can_map_host_memory);
    assert_eq!(p.pci_address().len(), 12);
    assert_eq!(p.uuid_string().len(), 40);
    if p.name.contains("H100") || p.name.contains("H200") {
        assert_eq!(p.compute_capability, (9, 0));
        assert!(p.multiprocessor_count >= 114, "{}", p.multiprocessor_count);
        assert_eq!(p.shared_mem_per_block_optin, 227 << 10);
        assert_eq!(p.shared_mem_per_multiprocessor, 228 << 10);
        assert_eq!(p.max_threads_per_multiprocessor, 2048);
        assert!(p.memory_pools_supported && p.concurrent_managed_access);
        assert!(p.total_mem > 70 << 30);
    }
    assert_eq!(p.clone(), p);
}

#[test]
fn memory_info() {
    let dev = gpu!();
    let (free, total) = dev.mem_get_info().unwrap();
    println!("{free} of {total} bytes free");
    assert!(free <= total);
    assert_eq!(total, dev.total_mem().unwrap());
    // While a 1 GiB buffer lives, at most total - 1 GiB is free, whatever other tests do.
    let big = dev.alloc_zeros::<u8>(1 << 30).unwrap();
    let (free_now, total_now) = dev.mem_get_info().unwrap();
    assert_eq!(total_now, total);
    assert!(free_now <= total - (1 << 30), "{free_now}");
    drop(big);
    dev.synchronize().unwrap();
}

#[test]
fn properties_of_every_device() {
    let _dev = gpu!();
    for i in 0..CudaDevice::count().unwrap() as usize {
        let d = CudaDevice::new(i).unwrap();
        let p = d.properties().unwrap();
        assert_eq!(p.ordinal, i);
        println!(
            "{i}: {} at {} ({})",
            p.name,
            p.pci_address(),
            p.uuid_string()
        );
    }
}
