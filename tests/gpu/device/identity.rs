//! Opening a device and what it reports: identity, attributes, properties, memory information, the
//! PCI address, the result layer's device queries, one context per device, two objects of one
//! GPU, and another library changing the current context.

use crate::kernels::{CFG, assert_usable, random_u32};
use crate::support::devices::two_gpus;
use cuda_driver::driver::sys::CUdevice_attribute as A;
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, CudaStream, CudaView, CudaViewMut, LaunchAsync, result,
    sys,
};
use cuda_driver::nvrtc::Ptx;
use std::sync::Arc;

#[test]
fn another_library_changes_the_current_context() {
    let dev = gpu!();
    // Another library unbinds every context on this thread.
    // SAFETY: null unbinds.
    unsafe { result::ctx::set_current(std::ptr::null_mut()) }.unwrap();
    let x = dev.htod_sync_copy(&[1u32, 2, 3]).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [1, 2, 3]);
    // Another library makes a context of its own current (cuCtxCreate pushes it).
    let mut other: sys::CUcontext = std::ptr::null_mut();
    // SAFETY: writes one handle; the context is destroyed below.
    let created = unsafe { sys::cuCtxCreate_v2(&mut other, 0, *dev.cu_device()) };
    if created != sys::CUresult::CUDA_SUCCESS {
        eprintln!("cuCtxCreate_v2 unavailable ({created:?}); only the null-context case ran");
        return;
    }
    // A module loads into the current context: it must be the device's, or launching its
    // kernel on the device's stream fails (and destroying the other context unloads it).
    dev.load_ptx(
        Ptx::from_src(crate::kernels::SPIN),
        "context_switch",
        crate::kernels::SPIN_FNS,
    )
    .unwrap();
    let add = dev.get_func("context_switch", "add_all").unwrap();
    let mut y = dev.htod_sync_copy(&[4.0f32, 5.0, 6.0]).unwrap();
    // SAFETY: add_all(float*, size_t, float) stays within 3 elements.
    unsafe { (&add).launch(CFG, (&mut y, 3usize, 1.0f32)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), [5.0, 6.0, 7.0]);
    // SAFETY: made current again to destroy it: the other library is done with it.
    unsafe { result::ctx::set_current(other) }.unwrap();
    // SAFETY: created above, used by nothing now.
    unsafe { sys::cuCtxDestroy_v2(other) }.result().unwrap();
    // The module lives in the device's context, so the kernel still runs.
    // SAFETY: as above.
    unsafe { (&add).launch(CFG, (&mut y, 3usize, 1.0f32)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), [6.0, 7.0, 8.0]);
    crate::kernels::assert_usable(&dev);
}

/// properties.rs `pci_address`: "The PCI address as `nvidia-smi` and `lspci` print it:
/// `domain:bus:device.function`", from `pci_domain_id`, `pci_bus_id` and `pci_device_id`
/// ("PCI device id (the slot on the bus)"). It must name the same address as the driver's own
/// `cuDeviceGetPCIBusId` (compared as numbers: the driver prints upper case).
#[test]
fn pci_address_is_the_drivers_pci_bus_id() {
    let dev = gpu!();
    let p = dev.properties().unwrap();
    let mut buf = [0 as std::ffi::c_char; 64];
    // SAFETY: writes at most 64 bytes, NUL included, into `buf`.
    unsafe { sys::cuDeviceGetPCIBusId(buf.as_mut_ptr(), buf.len() as i32, *dev.cu_device()) }
        .result()
        .unwrap();
    // SAFETY: NUL-terminated by the driver within `buf`.
    let driver = unsafe { std::ffi::CStr::from_ptr(buf.as_ptr()) }
        .to_str()
        .unwrap()
        .to_owned();
    let parts = |s: &str| -> Vec<u64> {
        s.split([':', '.'])
            .map(|p| u64::from_str_radix(p, 16).unwrap_or_else(|_| panic!("{s:?}")))
            .collect()
    };
    let ours = p.pci_address();
    println!("pci_address {ours}, driver {driver}");
    assert_eq!(
        parts(&ours),
        parts(&driver),
        "{ours} vs the driver's {driver}"
    );
    assert_eq!(ours, ours.to_lowercase());
    assert_eq!(
        ours.len(),
        12,
        "{ours}: domain:bus:device.function, as lspci prints it"
    );
}

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<CudaDevice>();
    assert_send_sync::<Arc<CudaDevice>>();
    assert_send_sync::<CudaSlice<f32>>();
    assert_send_sync::<CudaFunction>();
    assert_send_sync::<CudaStream>();
    assert_send_sync::<CudaView<'static, f32>>();
    assert_send_sync::<CudaViewMut<'static, f32>>();
    assert_send_sync::<cuda_driver::driver::DriverError>();
};

#[test]
fn identity_and_attributes() {
    let dev = gpu!();
    let count = CudaDevice::count().unwrap();
    assert!(count >= 1);
    assert_eq!(dev.ordinal(), 0);
    let name = dev.name().unwrap();
    assert!(name.contains("NVIDIA"), "{name}");
    assert_eq!(*dev.cu_device(), result::device::get(0).unwrap());
    assert_eq!(name, result::device::get_name(*dev.cu_device()).unwrap());
    assert!(!dev.cu_primary_ctx().is_null());
    assert!(!dev.cu_stream().is_null());
    let uuid = dev.uuid().unwrap();
    assert!(uuid.bytes.iter().any(|&b| b != 0));
    assert_eq!(
        uuid.bytes,
        result::device::get_uuid(*dev.cu_device()).unwrap().bytes
    );
    let major = dev
        .attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)
        .unwrap();
    let minor = dev
        .attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)
        .unwrap();
    let sms = dev
        .attribute(A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
        .unwrap();
    assert_eq!(dev.attribute(A::CU_DEVICE_ATTRIBUTE_WARP_SIZE).unwrap(), 32);
    assert!(major >= 5 && sms > 0);
    if name.contains("H100") {
        assert_eq!((major, minor), (9, 0));
        assert!(sms >= 114, "{sms}");
    }
    assert!(format!("{dev:?}").contains("ordinal: 0"));
    println!("{name}: sm_{major}{minor}, {sms} SMs, {count} device(s)");
}

#[test]
fn two_device_objects_of_one_gpu() {
    let dev = gpu!();
    let other = CudaDevice::new_with_stream(0).unwrap();
    assert!(!Arc::ptr_eq(&dev, &other));
    assert_eq!(
        dev.cu_primary_ctx(),
        other.cu_primary_ctx(),
        "both use the primary context"
    );
    assert_ne!(
        dev.cu_stream(),
        other.cu_stream(),
        "each has its own main stream"
    );
    let data = random_u32(1000, 70);
    let a = dev.htod_sync_copy(&data).unwrap();
    let b = other.htod_sync_copy(&data).unwrap();
    assert_eq!(other.dtoh_sync_copy(&b).unwrap(), data);
    drop(other);
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), data);
    drop(b); // keeps its own device alive until now
    assert_usable(&dev);
}

#[test]
fn synchronize_and_bind_to_thread() {
    let dev = gpu!();
    dev.synchronize().unwrap();
    dev.bind_to_thread().unwrap();
    let data = random_u32(100, 71);
    let a = dev.htod_sync_copy(&data).unwrap();
    // Someone else changes the current context behind the device's back; bind_to_thread puts
    // it back.
    // SAFETY: a null context is a valid argument (unbinds).
    unsafe { result::ctx::set_current(std::ptr::null_mut()) }.unwrap();
    dev.bind_to_thread().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), data);
    dev.synchronize().unwrap();
    // Devices outlive their buffers: drop the Arc first.
    let weak = Arc::downgrade(&dev);
    drop(dev);
    assert!(
        weak.upgrade().is_some(),
        "the buffer keeps the device alive"
    );
    let dev = a.device();
    drop(a);
    drop(dev);
    // Another test's call on a device object of the same GPU may hold this one for a moment
    // (a synchronize waits for its siblings' streams): gone once that call returns.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while weak.upgrade().is_some() {
        assert!(
            std::time::Instant::now() < deadline,
            "the device outlived its last Arc"
        );
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
}

#[test]
fn result_layer_reads_device_info() {
    if crate::support::driver().is_none() {
        return;
    }
    let n = result::device::get_count().unwrap();
    assert!(n >= 1);
    let dev = result::device::get(0).unwrap();
    let name = result::device::get_name(dev).unwrap();
    assert!(name.contains("NVIDIA"), "{name}");
    // SAFETY: `dev` came from device::get.
    let (major, minor, sms, total) = unsafe {
        (
            result::device::get_attribute(dev, A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)
                .unwrap(),
            result::device::get_attribute(dev, A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)
                .unwrap(),
            result::device::get_attribute(dev, A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
                .unwrap(),
            result::device::total_mem(dev).unwrap(),
        )
    };
    // SAFETY: `dev` came from device::get.
    let warp =
        unsafe { result::device::get_attribute(dev, A::CU_DEVICE_ATTRIBUTE_WARP_SIZE) }.unwrap();
    let version = result::driver_version().unwrap();
    println!(
        "{n} device(s); 0: {name}, sm_{major}{minor}, {sms} SMs, {} MiB, warp {warp}, driver {version}",
        total >> 20
    );
    assert_eq!(warp, 32);
    assert!(sms > 0 && total > (1 << 30));
    if name.contains("H100") || name.contains("H200") {
        assert_eq!((major, minor), (9, 0), "Hopper is compute capability 9.0");
    }
    let uuid = result::device::get_uuid(dev).unwrap();
    assert!(uuid.bytes.iter().any(|&b| b != 0));
}

#[test]
fn smoke_copy_and_launch() {
    let dev = gpu!();
    let x = dev.htod_sync_copy(&[1.0f32, 2.0, 3.0]).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [1.0, 2.0, 3.0]);
    let ptx = cuda_driver::nvrtc::compile_ptx(
        "extern \"C\" __global__ void twice(float *x, int n) { int i = threadIdx.x; if (i < n) x[i] *= 2.0f; }",
    )
    .unwrap();
    dev.load_ptx(ptx, "smoke", &["twice"]).unwrap();
    let f = dev.get_func("smoke", "twice").unwrap();
    let mut y = x.clone();
    use cuda_driver::driver::{LaunchAsync, LaunchConfig};
    // SAFETY: twice(float *x, int n) stays within the 3 elements of `y`.
    unsafe {
        f.clone()
            .launch(LaunchConfig::for_num_elems(3), (&mut y, 3i32))
    }
    .unwrap();
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), [2.0, 4.0, 6.0]);
    // SAFETY: refused by the argument check (one argument for two parameters) before launching.
    let err = unsafe { f.launch(LaunchConfig::for_num_elems(3), (&mut y,)) }.unwrap_err();
    println!("{err}");
    assert!(err.to_string().contains("takes 2 parameters"), "{err}");
    assert!(CudaDevice::count().unwrap() >= 1);
}

#[test]
fn each_device_has_its_own_context() {
    let Some((g0, g1)) = two_gpus() else { return };
    assert_ne!(g0.cu_primary_ctx(), g1.cu_primary_ctx());
    assert_ne!(g0.cu_device(), g1.cu_device());
    assert_eq!((g0.ordinal(), g1.ordinal()), (0, 1));
    let (p0, p1) = (g0.properties().unwrap(), g1.properties().unwrap());
    println!(
        "0: {} at {}; 1: {} at {}",
        p0.name,
        p0.pci_address(),
        p1.name,
        p1.pci_address()
    );
    assert_ne!(p0.uuid, p1.uuid);
    // Work alternating between the two on one thread, and on two threads at once.
    for round in 0..3 {
        let d0 = random_u32(10_000, 40 + round);
        let d1 = random_u32(10_000, 50 + round);
        let (a, b) = (
            g0.htod_sync_copy(&d0).unwrap(),
            g1.htod_sync_copy(&d1).unwrap(),
        );
        assert_eq!(g0.dtoh_sync_copy(&a).unwrap(), d0);
        assert_eq!(g1.dtoh_sync_copy(&b).unwrap(), d1);
    }
    let handles: Vec<_> = [g0.clone(), g1.clone()]
        .into_iter()
        .map(|g| {
            std::thread::spawn(move || {
                for round in 0..20 {
                    let d = random_u32(50_000, round);
                    let x = g.htod_sync_copy(&d).unwrap();
                    assert_eq!(g.dtoh_sync_copy(&x).unwrap(), d);
                }
                assert_usable(&g);
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
}

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
