//! The result layer on a real device: init, count, name, compute capability, memory.

use cuda_driver::driver::{CudaDevice, result, sys::CUdevice_attribute as A};

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
