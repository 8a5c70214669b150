//! CudaDevice itself: opening, identity, attributes, handles, synchronisation, and the Send /
//! Sync guarantees of the safe types.

use crate::kernels::{assert_usable, random_u32};
use cuda_driver::driver::sys::CUdevice_attribute as A;
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, CudaStream, CudaView, CudaViewMut, result,
};
use std::sync::Arc;

const fn assert_send_sync<T: Send + Sync>() {}
const _: () = {
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
    assert!(weak.upgrade().is_none());
}
