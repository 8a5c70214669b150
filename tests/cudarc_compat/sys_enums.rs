//! The enum imports cubecl makes, by glob, and what it does with the values: casts, exhaustive
//! matches, ordering. Needs no GPU.

use super::cudarc::driver::sys;
use sys::CUdevice_attribute::*;
use sys::CUtensorMapDataType::*;
use sys::CUtensorMapFloatOOBfill::*;
use sys::CUtensorMapInterleave::*;
use sys::CUtensorMapL2promotion::*;
use sys::CUtensorMapSwizzle::*;

/// An exhaustive match, no `_` arm: compiles only because the enum is a Rust enum.
fn interleave_bytes(i: sys::CUtensorMapInterleave) -> u32 {
    match i {
        CU_TENSOR_MAP_INTERLEAVE_NONE => 0,
        CU_TENSOR_MAP_INTERLEAVE_16B => 16,
        CU_TENSOR_MAP_INTERLEAVE_32B => 32,
    }
}

#[test]
fn c_enums_are_rust_enums() {
    assert_eq!(CU_TENSOR_MAP_DATA_TYPE_FLOAT32 as u32, 7);
    assert_eq!(CU_TENSOR_MAP_DATA_TYPE_UINT8 as i32, 0);
    assert_eq!(interleave_bytes(CU_TENSOR_MAP_INTERLEAVE_32B), 32);
    assert!(CU_TENSOR_MAP_SWIZZLE_NONE < CU_TENSOR_MAP_SWIZZLE_128B);
    let mut fills = [
        CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA,
        CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
    ];
    fills.sort();
    assert_eq!(fills[0], CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    assert_eq!(CU_TENSOR_MAP_L2_PROMOTION_L2_128B as u32, 2);
    let attr: sys::CUdevice_attribute = CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR;
    assert_eq!(attr as u32, 75);
    // A duplicate value is an associated constant naming the same variant.
    assert_eq!(
        sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK,
        CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK
    );
    // The checked conversion from the integer, and the constant's name.
    assert_eq!(
        sys::CUtensorMapDataType::from_raw(7),
        Some(CU_TENSOR_MAP_DATA_TYPE_FLOAT32)
    );
    assert_eq!(sys::CUtensorMapDataType::from_raw(1000), None);
    assert_eq!(
        CU_TENSOR_MAP_SWIZZLE_64B.name(),
        "CU_TENSOR_MAP_SWIZZLE_64B"
    );
    assert_eq!(
        format!("{:?}", sys::CUresult::CUDA_ERROR_NOT_READY),
        "CUDA_ERROR_NOT_READY"
    );
    // A struct holding an enum with no zero value defaults to the enum's first value.
    let copy = sys::CUDA_MEMCPY2D::default();
    assert_eq!(copy.srcMemoryType, sys::CUmemorytype::CU_MEMORYTYPE_HOST);
    assert_eq!(copy.WidthInBytes, 0);
}

/// cudarc 0.11-0.13's `sys::lib().f(..).result()` and cudarc 0.10's free `sys::f(..)`, as
/// cubecl writes a tensor map and a pitched copy. Only called with a GPU.
fn tensor_map_and_pitched_copy(
    stream: sys::CUstream,
    dst: sys::CUdeviceptr,
    src: sys::CUdeviceptr,
) -> Result<sys::CUtensorMap, super::DriverError> {
    let mut map = sys::CUtensorMap::default();
    let dims: [u64; 2] = [64, 64];
    let strides: [u64; 1] = [64 * 4];
    let boxes: [u32; 2] = [16, 16];
    let elem_strides: [u32; 2] = [1, 1];
    // SAFETY: the arrays hold `rank` (2) entries (one fewer stride); `src` is a device
    // allocation of 64 x 64 f32, 16-byte aligned.
    unsafe {
        sys::lib()
            .cuTensorMapEncodeTiled(
                &mut map,
                CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
                2,
                src as *mut std::ffi::c_void,
                dims.as_ptr(),
                strides.as_ptr(),
                boxes.as_ptr(),
                elem_strides.as_ptr(),
                CU_TENSOR_MAP_INTERLEAVE_NONE,
                CU_TENSOR_MAP_SWIZZLE_NONE,
                CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
                CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
            )
            .result()?;
    }
    let params = sys::CUDA_MEMCPY2D {
        srcMemoryType: sys::CUmemorytype::CU_MEMORYTYPE_DEVICE,
        srcDevice: src,
        srcPitch: 64 * 4,
        dstMemoryType: sys::CUmemorytype::CU_MEMORYTYPE_DEVICE,
        dstDevice: dst,
        dstPitch: 64 * 4,
        WidthInBytes: 16 * 4,
        Height: 16,
        ..Default::default()
    };
    // SAFETY: both allocations hold 64 rows of 256 bytes; the copy reads and writes 16
    // rows of 64 bytes, in stream order.
    unsafe {
        sys::lib().cuMemcpy2DAsync_v2(&params, stream).result()?;
        sys::cuStreamSynchronize(stream).result()?;
    }
    Ok(map)
}

#[test]
fn lib_methods_and_free_functions_on_a_gpu() -> Result<(), super::DriverError> {
    let dev = gpu!(Ok(()));
    let src = dev.htod_sync_copy(&vec![1.5f32; 64 * 64])?;
    let mut dst = dev.alloc_zeros::<f32>(64 * 64)?;
    dev.synchronize()?;
    let (d, s) = (
        *super::DevicePtrMut::device_ptr_mut(&mut dst),
        *super::DevicePtr::device_ptr(&src),
    );
    tensor_map_and_pitched_copy(*dev.cu_stream(), d, s)?;
    let back = dev.dtoh_sync_copy(&dst)?;
    assert_eq!(back[0], 1.5);
    assert_eq!(back[16], 0.0);
    assert_eq!(back[64 + 15], 1.5);
    let mut cc = 0;
    // SAFETY: writes one int.
    unsafe {
        sys::cuDeviceGetAttribute(
            &mut cc,
            CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
            *dev.cu_device(),
        )
    }
    .result()?;
    assert!(cc >= 5);
    Ok(())
}

#[test]
fn free_functions_return_the_code_and_availability_is_known() {
    // cudarc 0.10's shape: the library's own code, no Result around it.
    // SAFETY: cuInit takes no pointers.
    let code: sys::CUresult = unsafe { sys::cuInit(0) };
    if sys::is_available() {
        assert_eq!(code, sys::CUresult::CUDA_SUCCESS);
    } else {
        assert_eq!(code, sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED);
        // The code turned into an error carries what the loader tried.
        let e = code.result().unwrap_err();
        assert!(e.to_string().contains("CUDA_DRIVER_LIBCUDA_PATH"), "{e}");
    }
}

#[test]
fn a_missing_driver_is_an_error_code_with_the_loaders_message() {
    if sys::is_available() {
        return; // a driver here: nothing missing to test
    }
    let e = super::cudarc::driver::result::init().unwrap_err();
    assert_eq!(e.0, sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED);
    let msg = e.to_string();
    assert!(msg.contains("could not load libcuda"), "{msg}");
    assert!(msg.contains("libcuda.so.1"), "the paths tried: {msg}");
    assert!(msg.contains("CUDA_DRIVER_LIBCUDA_PATH"), "{msg}");
    // The same through cudarc 0.13's form: a code, then `.result()`.
    // SAFETY: cuInit takes no pointers.
    let e = unsafe { sys::lib().cuInit(0) }.result().unwrap_err();
    assert!(e.to_string().contains("could not load libcuda"), "{e}");
    assert!(e.load_error().is_some_and(|l| !l.tried().is_empty()));
}

#[test]
fn nvrtc_lib() {
    use super::cudarc::nvrtc::sys as nvrtc;
    nvrtc!();
    let (mut major, mut minor) = (0, 0);
    // SAFETY: writes two ints.
    let code: nvrtc::nvrtcResult = unsafe { nvrtc::lib().nvrtcVersion(&mut major, &mut minor) };
    code.result().unwrap();
    assert!(major >= 12, "NVRTC {major}.{minor}");
    // SAFETY: as above, through the free function.
    unsafe { nvrtc::nvrtcVersion(&mut major, &mut minor) }
        .result()
        .unwrap();
}

#[cfg(feature = "nccl")]
#[test]
fn nccl_lib() {
    use super::cudarc::nccl::sys as nccl;
    let mut version = 0;
    // SAFETY: writes one int.
    let code: nccl::ncclResult_t = unsafe { nccl::lib().ncclGetVersion(&mut version) };
    match code.result() {
        Ok(_) => assert!(version >= 21800, "NCCL {version}"),
        // Without NCCL: the code the bindings document, with the loader's message.
        Err(e) => {
            assert_eq!(e.code(), nccl::ncclResult_t::ncclSystemError);
            assert!(e.to_string().contains("CUDA_DRIVER_NCCL_PATH"), "{e}");
        }
    }
}
