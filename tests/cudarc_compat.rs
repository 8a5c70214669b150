//! Source compatibility with cudarc 0.13's CudaDevice API: code written the way a cudarc user
//! writes it, compiled against this crate under the name `cudarc`. That it compiles is most of
//! the test; on a GPU each function also runs and checks its results.

#[macro_use]
mod support;

use cuda_driver as cudarc;

use cudarc::driver::{
    CudaDevice, CudaFunction, CudaSlice, CudaStream, CudaView, CudaViewMut, DevicePtr,
    DevicePtrMut, DeviceRepr, DeviceSlice, DriverError, LaunchAsync, LaunchConfig, ValidAsZeroBits,
};
use cudarc::nvrtc::{CompileError, CompileOptions, Ptx, compile_ptx, compile_ptx_with_opts};
use std::sync::Arc;

const KERNELS: &str = r#"
struct Body { float pos[3]; float vel[3]; float inv_mass; unsigned tag; };

extern "C" __global__ void scale(float *out, const float *inp, float factor, size_t n) {
    size_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = inp[i] * factor;
}

extern "C" __global__ void integrate(Body *bodies, const float *force, float dt, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        for (int k = 0; k < 3; ++k) {
            bodies[i].vel[k] += force[3 * i + k] * bodies[i].inv_mass * dt;
            bodies[i].pos[k] += bodies[i].vel[k] * dt;
        }
        bodies[i].tag += 1;
    }
}

extern "C" __global__ void offset_by(Body center, Body *bodies, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        for (int k = 0; k < 3; ++k) bodies[i].pos[k] -= center.pos[k];
        bodies[i].tag += center.tag;
    }
}
"#;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Body {
    pos: [f32; 3],
    vel: [f32; 3],
    inv_mass: f32,
    tag: u32,
}

// SAFETY: #[repr(C)] plain data, laid out as the kernel's `struct Body`.
unsafe impl DeviceRepr for Body {}
// SAFETY: all-zero bytes are a valid Body.
unsafe impl ValidAsZeroBits for Body {}

fn load_kernels(dev: &Arc<CudaDevice>) -> Result<(), Box<dyn std::error::Error>> {
    let ptx = compile_ptx(KERNELS)?;
    dev.load_ptx(ptx, "physics", &["scale", "integrate", "offset_by"])?;
    Ok(())
}

#[test]
fn copies_in_every_direction() -> Result<(), DriverError> {
    let dev = gpu!(Ok(()));
    let zeros: CudaSlice<f64> = dev.alloc_zeros(64)?;
    let host: Vec<f64> = (0..64).map(|i| (i * i) as f64 / 7.0).collect();
    let mut a = dev.htod_copy(host.clone())?;
    let b = dev.htod_sync_copy(&host[..32])?;
    dev.htod_sync_copy_into(&host, &mut a)?;
    let back: Vec<f64> = dev.dtoh_sync_copy(&a)?;
    assert_eq!(back, host);
    let mut buf = [0.0f64; 32];
    dev.dtoh_sync_copy_into(&b, &mut buf)?;
    assert_eq!(buf[..], host[..32]);
    let mut c = dev.alloc_zeros::<f64>(64)?;
    dev.dtod_copy(&a, &mut c)?;
    dev.memset_zeros(&mut a)?;
    assert_eq!(dev.sync_reclaim(a)?, dev.dtoh_sync_copy(&zeros)?);
    let v: Vec<f64> = c.try_into()?;
    assert_eq!(v, host);
    let d = b.clone();
    assert_eq!(d.len(), 32);
    assert_eq!(d.num_bytes(), 256);
    assert!(!DeviceSlice::is_empty(&d));
    assert_eq!(d.device().ordinal(), dev.ordinal());
    let raw = d.leak();
    // SAFETY: `raw` is the leaked allocation of 32 f64s that `d` held, and nothing else owns it.
    let d: CudaSlice<f64> = unsafe { dev.upgrade_device_ptr(raw, 32) };
    assert_eq!(*d.device_ptr(), raw);
    // SAFETY: the uninitialised buffer is written by the copy below before it is read.
    let mut u = unsafe { dev.alloc::<u32>(4) }?;
    dev.htod_copy_into(vec![1, 2, 3, 4], &mut u)?;
    let _nothing: CudaSlice<u8> = dev.null()?;
    Ok(())
}

#[test]
fn compile_load_and_launch() -> Result<(), Box<dyn std::error::Error>> {
    let dev = gpu!(Ok(()));
    load_kernels(&dev)?;
    assert!(dev.has_func("physics", "scale"));
    let f: CudaFunction = dev.get_func("physics", "scale").unwrap();
    let n = 10_000usize;
    let inp: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let inp_dev = dev.htod_sync_copy(&inp)?;
    let mut out_dev = dev.alloc_zeros::<f32>(n)?;
    let cfg = LaunchConfig::for_num_elems(n as u32);
    // SAFETY: scale(float *out, const float *inp, float factor, size_t n) stays within the `n`
    // floats of both buffers.
    unsafe { f.clone().launch(cfg, (&mut out_dev, &inp_dev, 0.5f32, n)) }?;
    let out = dev.dtoh_sync_copy(&out_dev)?;
    assert!(out.iter().enumerate().all(|(i, &v)| v == i as f32 * 0.5));

    // A launch with an explicit configuration, on part of the buffer.
    let mut tail: CudaViewMut<f32> = out_dev.try_slice_mut(n / 2..).unwrap();
    let head: CudaView<f32> = inp_dev.slice(..n / 2);
    let cfg = LaunchConfig {
        grid_dim: (((n / 2) as u32).div_ceil(256), 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: scale stays within the first n / 2 floats of `tail` and `head`, which hold n / 2
    // each.
    unsafe { f.launch(cfg, (&mut tail, &head, 3.0f32, n / 2)) }?;
    let out = dev.dtoh_sync_copy(&out_dev)?;
    assert_eq!(out[n / 2 + 7], 21.0);
    assert_eq!(out[7], 3.5);
    Ok(())
}

#[test]
fn compile_with_options() -> Result<(), Box<dyn std::error::Error>> {
    let dev = gpu!(Ok(()));
    let opts = CompileOptions {
        ftz: Some(true),
        prec_div: Some(false),
        prec_sqrt: Some(false),
        fmad: Some(true),
        arch: Some("compute_80"),
        include_paths: vec![],
        options: vec!["--std=c++17".into()],
        ..Default::default()
    };
    let ptx = compile_ptx_with_opts(KERNELS, opts)?;
    dev.load_ptx(ptx, "physics_fast", &["scale"])?;
    let f = dev.get_func("physics_fast", "scale").unwrap();
    let mut y = dev.alloc_zeros::<f32>(100)?;
    let x = dev.htod_sync_copy(&[2.0f32; 100])?;
    // SAFETY: scale(float *out, const float *inp, float factor, size_t n) stays within the 100
    // floats of `y` and `x`.
    unsafe {
        f.launch(
            LaunchConfig::for_num_elems(100),
            (&mut y, &x, 1.5f32, 100usize),
        )
    }?;
    assert_eq!(dev.dtoh_sync_copy(&y)?, vec![3.0; 100]);
    // A compile error carries NVRTC's log.
    match compile_ptx("extern \"C\" __global__ void broken() { undefined_thing(); }") {
        Err(CompileError::CompileError { log, .. }) => {
            assert!(log.to_str()?.contains("undefined_thing"))
        }
        Err(e) => panic!("unexpected error: {e:?}"),
        Ok(_) => panic!("compiled"),
    }
    Ok(())
}

#[test]
fn user_structs() -> Result<(), Box<dyn std::error::Error>> {
    let dev = gpu!(Ok(()));
    load_kernels(&dev)?;
    let n: usize = 256;
    let bodies: Vec<Body> = (0..n)
        .map(|i| Body {
            pos: [i as f32, 0.0, -(i as f32)],
            vel: [1.0, 2.0, 3.0],
            inv_mass: 0.5,
            tag: i as u32,
        })
        .collect();
    let force: Vec<f32> = (0..3 * n).map(|i| (i % 5) as f32).collect();
    let mut bodies_dev = dev.htod_sync_copy(&bodies)?;
    let force_dev = dev.htod_sync_copy(&force)?;
    let integrate = dev.get_func("physics", "integrate").unwrap();
    let cfg = LaunchConfig::for_num_elems(n as u32);
    // SAFETY: integrate(Body *bodies, const float *force, float dt, int n) stays within the `n`
    // bodies and 3 n forces, and `Body` is laid out as the kernel's struct.
    unsafe { integrate.launch(cfg, (&mut bodies_dev, &force_dev, 0.25f32, n as i32)) }?;
    let center = Body {
        pos: [1.0, 1.0, 1.0],
        tag: 1000,
        ..Default::default()
    };
    let offset_by = dev.get_func("physics", "offset_by").unwrap();
    // SAFETY: offset_by(Body center, Body *bodies, int n) stays within the `n` bodies; `Body` is
    // laid out as the kernel's struct.
    unsafe { offset_by.launch(cfg, (center, &mut bodies_dev, n as i32)) }?;
    let got = dev.sync_reclaim(bodies_dev)?;
    for (i, (g, b)) in got.iter().zip(&bodies).enumerate() {
        let mut want = *b;
        for k in 0..3 {
            want.vel[k] += force[3 * i + k] * b.inv_mass * 0.25;
            want.pos[k] += want.vel[k] * 0.25;
            want.pos[k] -= 1.0;
        }
        want.tag += 1 + 1000;
        assert_eq!(g.tag, want.tag);
        for k in 0..3 {
            assert!(
                (g.pos[k] - want.pos[k]).abs() < 1e-4 && (g.vel[k] - want.vel[k]).abs() < 1e-4,
                "{g:?} {want:?}"
            );
        }
    }
    let zeroed = dev.alloc_zeros::<Body>(2)?;
    assert_eq!(dev.dtoh_sync_copy(&zeroed)?, vec![Body::default(); 2]);
    Ok(())
}

#[test]
fn streams() -> Result<(), Box<dyn std::error::Error>> {
    let dev = gpu!(Ok(()));
    load_kernels(&dev)?;
    let f = dev.get_func("physics", "scale").unwrap();
    let n = 1 << 16;
    let x = dev.htod_sync_copy(&vec![1.0f32; n])?;
    let mut y = dev.alloc_zeros::<f32>(n)?;
    let stream: CudaStream = dev.fork_default_stream()?;
    {
        let (mut lo, mut hi) = y.split_at_mut(n / 2);
        let cfg = LaunchConfig::for_num_elems((n / 2) as u32);
        // SAFETY: scale stays within the n / 2 floats of `lo`, and reads the first n / 2 of `x`.
        unsafe {
            f.clone()
                .launch_on_stream(&stream, cfg, (&mut lo, &x, 2.0f32, n / 2))
        }?;
        // SAFETY: scale stays within the n / 2 floats of `hi`, and reads the first n / 2 of `x`.
        unsafe { f.clone().launch(cfg, (&mut hi, &x, 4.0f32, n / 2)) }?;
    }
    dev.wait_for(&stream)?;
    stream.wait_for_default()?;
    let out = dev.dtoh_sync_copy(&y)?;
    assert!(out[..n / 2].iter().all(|&v| v == 2.0) && out[n / 2..].iter().all(|&v| v == 4.0));
    dev.synchronize()?;
    Ok(())
}

#[test]
fn threads() -> Result<(), DriverError> {
    let dev = gpu!(Ok(()));
    let handles: Vec<_> = (0..4)
        .map(|i| {
            let dev = dev.clone();
            std::thread::spawn(move || -> Result<Vec<u32>, DriverError> {
                dev.bind_to_thread()?;
                let a = dev.htod_sync_copy(&[i, i + 1, i + 2])?;
                dev.sync_reclaim(a)
            })
        })
        .collect();
    for (i, h) in handles.into_iter().enumerate() {
        let i = i as u32;
        assert_eq!(h.join().unwrap()?, [i, i + 1, i + 2]);
    }
    Ok(())
}

#[test]
fn errors_and_raw_layers() -> Result<(), Box<dyn std::error::Error>> {
    let dev = gpu!(Ok(()));
    // Out of memory, matched on the code as cudarc users do.
    match dev.alloc_zeros::<u8>(1 << 50) {
        Err(e) if e.0 == cudarc::driver::sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY => {}
        Err(e) => panic!("unexpected error: {e:?}"),
        Ok(_) => panic!("allocated a petabyte"),
    }
    let e: cudarc::driver::result::DriverError = CudaDevice::new(1000).unwrap_err();
    let code: cudarc::driver::sys::CUresult = e.0;
    assert_eq!(
        code,
        cudarc::driver::sys::CUresult::CUDA_ERROR_INVALID_DEVICE
    );
    assert!(e.error_name()?.to_str()?.starts_with("CUDA_ERROR"));
    assert!(!e.error_string()?.to_bytes().is_empty());
    // The result and sys layers.
    let (free, total) = cudarc::driver::result::mem_get_info()?;
    assert!(free <= total && total > 0);
    assert!(cudarc::driver::result::device::get_count()? >= 1);
    let cc = dev.attribute(
        cudarc::driver::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
    )?;
    assert!(cc >= 5);
    assert!(CudaDevice::count()? >= 1);
    let _stream: &cudarc::driver::sys::CUstream = dev.cu_stream();
    // PTX from text and from a file.
    let mut path = std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/sin.ptx"));
    if !path.exists() {
        path = "ptx/sin.ptx".into(); // a packed test binary, run from the repository root
    }
    let src = std::fs::read_to_string(&path)?;
    dev.load_ptx(Ptx::from_src(src), "sin_src", &["sin_kernel"])?;
    dev.load_ptx(Ptx::from_file(path), "sin_file", &["sin_kernel"])?;
    assert!(dev.has_func("sin_src", "sin_kernel") && dev.has_func("sin_file", "sin_kernel"));
    assert!(dev.get_func("sin_file", "cos_kernel").is_none());
    Ok(())
}

/// Generic code over the slice traits, as libraries built on cudarc write it.
fn copy_back<T: DeviceRepr + Clone + Default + Unpin, S: DevicePtr<T>>(
    dev: &Arc<CudaDevice>,
    s: &S,
) -> Result<Vec<T>, DriverError> {
    dev.dtoh_sync_copy(s)
}

fn clear<T: ValidAsZeroBits + DeviceRepr, S: DevicePtrMut<T>>(
    dev: &Arc<CudaDevice>,
    s: &mut S,
) -> Result<(), DriverError> {
    dev.memset_zeros(s)
}

#[test]
fn generic_code_over_the_traits() -> Result<(), DriverError> {
    let dev = gpu!(Ok(()));
    let mut a = dev.htod_sync_copy(&[1i64, 2, 3, 4, 5])?;
    clear(&dev, &mut a.slice_mut(1..3))?;
    assert_eq!(copy_back(&dev, &a.slice(..))?, [1, 0, 0, 4, 5]);
    assert_eq!(copy_back(&dev, &a)?, [1, 0, 0, 4, 5]);
    Ok(())
}

// ---- the sys layer, as cudarc users (cubecl among them) call it ----------------------------

/// The enum imports cubecl makes, by glob, and what it does with the values: casts, exhaustive
/// matches, ordering. Needs no GPU.
mod sys_enums {
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
}

/// Every item API_DIFF.md marks as likely used by real programs (⚑), written as cudarc 0.13
/// code writes it: this module must compile (CI builds it); the functions that need a GPU
/// run only where there is one.
#[allow(dead_code, clippy::too_many_arguments)]
mod flagged_rows {
    use super::cudarc;
    use cudarc::driver::result::{self, DriverError};
    use cudarc::driver::{
        CudaDevice, CudaFunction, DevicePtr, ExternalMemory, LaunchAsync, LaunchConfig,
        MappedBuffer, Profiler, sys,
    };
    use std::sync::Arc;

    /// Errors: tuple constructor and pattern, `Copy`, `Eq`; the `driver::safe` path.
    fn errors(r: Result<(), DriverError>) -> Option<sys::CUresult> {
        let e: cudarc::driver::safe::DriverError = DriverError(sys::CUresult::CUDA_ERROR_UNKNOWN);
        let copied = e;
        assert_eq!(copied, e);
        let nvrtc = cudarc::nvrtc::result::NvrtcError(
            cudarc::nvrtc::sys::nvrtcResult::NVRTC_ERROR_COMPILATION,
        );
        let _copy = nvrtc;
        match r {
            Err(DriverError(code)) => Some(code),
            Ok(()) => None,
        }
    }

    /// `nvrtc::safe`, and a `CompileOptions` literal naming every cudarc 0.13 field.
    fn nvrtc_paths() -> cudarc::nvrtc::safe::CompileOptions {
        let _f = cudarc::nvrtc::safe::compile_ptx::<&str>;
        cudarc::nvrtc::safe::CompileOptions {
            ftz: None,
            prec_sqrt: None,
            prec_div: None,
            fmad: None,
            options: Vec::new(),
            use_fast_math: None,
            maxrregcount: None,
            include_paths: Vec::new(),
            arch: None,
        }
    }

    /// A 13-argument launch (cudarc 0.13 goes to 32), `htod_copy_pinned`, occupancy without
    /// flags and with `c_uint` flags, the cache config, `memory_free`, the profiler.
    fn driver_rows(dev: &Arc<CudaDevice>, f: CudaFunction) -> Result<(), DriverError> {
        let mut x = dev.alloc_zeros::<f32>(8)?;
        let cfg = LaunchConfig::for_num_elems(8);
        // SAFETY: not called; the types are what is checked.
        unsafe {
            f.clone().launch(
                cfg,
                (
                    &mut x, 1i32, 2i32, 3i32, 4i32, 5i32, 6i32, 7i32, 8i32, 9i32, 10i32, 11i32,
                    12i32,
                ),
            )
        }?;
        let pinned = dev.alloc_pinned::<f32>(8)?;
        let _y = dev.htod_copy_pinned(&pinned)?;
        // SAFETY: not called.
        unsafe {
            result::occupancy::max_active_block_per_multiprocessor(f.cu_function(), 128, 0)?;
            result::occupancy::max_potential_block_size(f.cu_function(), None, 0, 0)?;
            let flags = sys::CUoccupancy_flags::CU_OCCUPANCY_DEFAULT as std::ffi::c_uint;
            result::occupancy::max_active_block_per_multiprocessor_with_flags(
                f.cu_function(),
                128,
                0,
                flags,
            )?;
            result::occupancy::max_potential_block_size_with_flags(
                f.cu_function(),
                None,
                0,
                0,
                flags,
            )?;
            result::function::set_function_cache_config(
                f.cu_function(),
                sys::CUfunc_cache::CU_FUNC_CACHE_PREFER_NONE,
            )?;
            result::memory_free(*x.device_ptr())?;
        }
        f.set_function_cache_config(sys::CUfunc_cache::CU_FUNC_CACHE_PREFER_L1)?;
        cudarc::driver::profiler_start()?;
        cudarc::driver::profiler_stop()?;
        let _p = Profiler::new()?;
        Ok(())
    }

    /// External memory, cudarc 0.13's shapes.
    #[cfg(unix)]
    fn external(dev: &Arc<CudaDevice>, file: std::fs::File) -> Result<MappedBuffer, DriverError> {
        // SAFETY: not called.
        let mem: ExternalMemory = unsafe { dev.import_external_memory(file, 4096) }?;
        // SAFETY: not called.
        unsafe {
            let raw = result::external_memory::import_external_memory_opaque_fd(3, 4096)?;
            let p = result::external_memory::get_mapped_buffer(raw, 0, 4096)?;
            result::memory_free(p)?;
            result::external_memory::destroy_external_memory(raw)?;
        }
        mem.map_all()
    }

    /// `sys::is_available`, `sys::lib()`.
    fn sys_rows() -> bool {
        // SAFETY: `lib()` only loads the library; nothing else is called.
        let _lib: &'static sys::Lib = unsafe { sys::lib() };
        sys::is_available()
    }

    /// NCCL's `group!` macro.
    #[cfg(feature = "nccl")]
    fn nccl_group(comms: &[cudarc::nccl::Comm], bufs: &mut [cudarc::driver::CudaSlice<f32>]) {
        cudarc::group!({
            for (comm, buf) in comms.iter().zip(bufs.iter_mut()) {
                let _ = comm.all_reduce_in_place(buf, &cudarc::nccl::ReduceOp::Sum);
            }
        });
    }

    #[test]
    fn flagged_rows_compile_and_errors_match_as_tuple_structs() {
        assert_eq!(
            errors(Err(DriverError(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY))),
            Some(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY)
        );
        assert_eq!(errors(Ok(())), None);
        assert!(nvrtc_paths().options.is_empty());
        let _ = sys_rows();
    }
}

/// cuRAND as cudarc 0.13.9's own tests and users write it (feature `curand`).
#[cfg(feature = "curand")]
mod curand {
    use super::cudarc;
    use cudarc::curand::result::{self, CurandError, LogNormalFill, NormalFill, UniformFill};
    use cudarc::curand::{CudaRng, sys};
    use cudarc::driver::{CudaDevice, DeviceRepr, ValidAsZeroBits};

    /// cudarc's `gen_uniform` test helper, generic over the element type.
    fn gen_uniform<T: ValidAsZeroBits + Clone + Default + Unpin + DeviceRepr>(
        dev: &std::sync::Arc<CudaDevice>,
        seed: u64,
        n: usize,
    ) -> Vec<T>
    where
        sys::curandGenerator_t: UniformFill<T>,
    {
        let mut a_dev = dev.alloc_zeros::<T>(n).unwrap();
        let rng = CudaRng::new(seed, dev.clone()).unwrap();
        rng.fill_with_uniform(&mut a_dev).unwrap();
        dev.sync_reclaim(a_dev).unwrap()
    }

    fn gen_normal<T: ValidAsZeroBits + Clone + Default + Unpin + DeviceRepr>(
        dev: &std::sync::Arc<CudaDevice>,
        n: usize,
        mean: T,
        std: T,
    ) -> Vec<T>
    where
        sys::curandGenerator_t: NormalFill<T> + LogNormalFill<T>,
    {
        let mut a_dev = dev.alloc_zeros::<T>(n).unwrap();
        let mut rng = CudaRng::new(0, dev.clone()).unwrap();
        rng.set_seed(1).unwrap();
        rng.set_offset(0).unwrap();
        rng.fill_with_normal(&mut a_dev, mean.clone(), std.clone())
            .unwrap();
        let mut view = a_dev.slice_mut(0..n / 2 * 2);
        rng.fill_with_log_normal(&mut view, mean, std).unwrap();
        dev.sync_reclaim(a_dev).unwrap()
    }

    #[test]
    fn curand_as_cudarc_writes_it() {
        // The error type is a tuple struct of the status, matched as cudarc users do.
        let e: CurandError = CurandError(sys::curandStatus_t::CURAND_STATUS_TYPE_ERROR);
        assert!(matches!(
            e,
            CurandError(sys::curandStatus_t::CURAND_STATUS_TYPE_ERROR)
        ));
        assert!(sys::curandStatus_t::CURAND_STATUS_SUCCESS.result().is_ok());
        let dev = gpu!();
        if CudaRng::new(0, dev.clone()).is_err() {
            return; // no cuRAND here: tests/gpu/curand reports the skip
        }
        assert!(gen_uniform::<f32>(&dev, 0, 100).iter().all(|&x| x > 0.0));
        assert_eq!(
            gen_uniform::<u32>(&dev, 3, 64),
            gen_uniform::<u32>(&dev, 3, 64)
        );
        assert_eq!(gen_normal::<f64>(&dev, 64, 0.0, 1.0).len(), 64);
        // The result layer, with the raw handle.
        let generator = result::create_generator().unwrap();
        let mut a = dev.alloc_zeros::<f32>(64).unwrap();
        let ptr = {
            use cudarc::driver::DevicePtrMut;
            *a.device_ptr_mut() as *mut f32
        };
        // `a`'s zeroing is done before the raw calls write it.
        dev.synchronize().unwrap();
        // SAFETY: a live generator of the current context, on the legacy default stream,
        // writing 64 floats of `a`, which nothing else uses until the synchronize below.
        unsafe {
            result::set_seed(generator, 5).unwrap();
            result::generate::normal_f32(generator, ptr, 64, 0.0, 1.0).unwrap();
            sys::lib()
                .curandGenerateUniform(generator, ptr, 64)
                .result()
                .unwrap();
        }
        dev.synchronize().unwrap();
        // SAFETY: its work is done (synchronized); not used again.
        unsafe { result::destroy_generator(generator) }.unwrap();
        assert!(dev.dtoh_sync_copy(&a).unwrap().iter().all(|&x| x > 0.0));
    }
}

/// Names of the library layers that cudarc's users write and its own tests do not: each
/// library's `sys::CUstream_st` (the driver's stream here, so cudarc's casts to it type-check
/// against every `set_stream`), and cudarc 0.10's raw half-precision products in
/// `cublas::half`. Compiled, not run.
#[cfg(any(
    feature = "curand",
    feature = "cublas",
    feature = "cublaslt",
    feature = "nccl"
))]
// cudarc's casts, needed there (a stream type per library), are no-ops here.
#[allow(dead_code, clippy::unnecessary_cast)]
mod library_names {
    use super::cudarc;
    use cudarc::driver::sys::CUstream;

    #[cfg(feature = "curand")]
    unsafe fn curand_stream(
        generator: cudarc::curand::sys::curandGenerator_t,
        stream: CUstream,
    ) -> Result<(), cudarc::curand::result::CurandError> {
        // SAFETY: the caller's promise (a live generator and stream).
        unsafe {
            cudarc::curand::result::set_stream(
                generator,
                stream as *mut cudarc::curand::sys::CUstream_st,
            )
        }
    }

    #[cfg(feature = "cublas")]
    unsafe fn cublas_stream(
        handle: cudarc::cublas::sys::cublasHandle_t,
        stream: CUstream,
    ) -> Result<(), cudarc::cublas::result::CublasError> {
        let stream: cudarc::cublas::sys::cudaStream_t =
            stream as *mut cudarc::cublas::sys::CUstream_st;
        // SAFETY: the caller's promise (a live handle and stream).
        unsafe { cudarc::cublas::result::set_stream(handle, stream) }
    }

    #[cfg(feature = "cublaslt")]
    fn cublaslt_stream(stream: CUstream) -> cudarc::cublaslt::sys::cudaStream_t {
        stream as *mut cudarc::cublaslt::sys::CUstream_st
    }

    #[cfg(feature = "nccl")]
    fn nccl_stream(stream: CUstream) -> *mut cudarc::nccl::sys::CUstream_st {
        stream
    }

    /// cudarc 0.10's `result::hgemm`, over its `cublas::half::cublasHgemm`.
    #[cfg(all(feature = "cublas", feature = "f16"))]
    unsafe fn hgemm_0_10(
        handle: cudarc::cublas::sys::cublasHandle_t,
        a: *const half::f16,
        c: *mut half::f16,
    ) -> Result<(), cudarc::cublas::result::CublasError> {
        use cudarc::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
        let (one, zero) = (half::f16::ONE, half::f16::ZERO);
        // SAFETY: the caller's promise (a live handle, 2x2 matrices at a and c).
        unsafe {
            cudarc::cublas::half::cublasHgemm(
                handle,
                CUBLAS_OP_N,
                CUBLAS_OP_N,
                2,
                2,
                2,
                &one,
                a,
                2,
                a,
                2,
                &zero,
                c,
                2,
            )
        }
        .result()
    }
}

/// cuBLASLt as cudarc 0.13.9's users write it (feature `cublaslt`): a fused linear layer
/// (`y = act(x w^T + bias)`, row-major, as candle's and text-embeddings-inference's wrappers
/// compute it), the traits and the result layer with raw handles.
#[cfg(feature = "cublaslt")]
mod cublaslt {
    use super::cudarc;
    use cudarc::cublaslt::result::{self, CublasError};
    use cudarc::cublaslt::{
        Activation, CudaBlasLT, Matmul, MatmulConfig, MatmulShared, Workspace, sys,
    };
    use cudarc::driver::{CudaDevice, CudaSlice, DevicePtr, DevicePtrMut, DeviceRepr};
    use std::sync::Arc;

    /// `out (batch x out_f) = act(x (batch x in_f) * w^T (in_f x out_f) + bias)`, row-major,
    /// through cudarc's column-major call: `out^T = w x^T`.
    #[allow(clippy::too_many_arguments)]
    fn linear<T: DeviceRepr, I: DevicePtr<T>, O: DevicePtrMut<T>>(
        blas: &CudaBlasLT,
        x: &I,
        w: &I,
        out: &mut O,
        bias: Option<&I>,
        act: Option<&Activation>,
        (batch, in_f, out_f): (usize, usize, usize),
    ) -> Result<(), CublasError>
    where
        CudaBlasLT: Matmul<T>,
    {
        let config = MatmulConfig {
            transa: true,
            transb: false,
            m: out_f as u64,
            n: batch as u64,
            k: in_f as u64,
            alpha: 1.0,
            lda: in_f as i64,
            ldb: in_f as i64,
            beta: 0.0,
            ldc: out_f as i64,
            stride_a: None,
            stride_b: None,
            stride_c: None,
            stride_bias: None,
            batch_size: None,
        };
        // SAFETY: the dimensions fit the buffers (and this crate checks them).
        unsafe { blas.matmul(config, w, x, out, bias, act) }
    }

    /// What cudarc's `MatmulShared` gives, in the types it gives them.
    fn shared(blas: &impl MatmulShared) -> (sys::cublasLtHandle_t, usize, sys::cudaStream_t) {
        let ws: &Workspace = blas.workspace();
        let _copy: Workspace = ws.clone();
        (*blas.handle(), std::mem::size_of_val(ws), *blas.stream())
    }

    /// A wrapper with cudarc's traits implemented by hand: `Matmul::matmul`'s provided body
    /// runs with the wrapper's workspace.
    struct Wrapped(CudaBlasLT);

    impl MatmulShared for Wrapped {
        fn handle(&self) -> &sys::cublasLtHandle_t {
            self.0.handle()
        }
        fn workspace(&self) -> &Workspace {
            self.0.workspace()
        }
        fn stream(&self) -> &cudarc::driver::sys::CUstream {
            self.0.stream()
        }
    }

    impl Matmul<f32> for Wrapped {
        fn matrix_type() -> sys::cudaDataType {
            sys::cudaDataType_t::CUDA_R_32F
        }
        fn compute_type() -> sys::cublasComputeType_t {
            sys::cublasComputeType_t::CUBLAS_COMPUTE_32F
        }
    }

    #[test]
    fn cublaslt_as_cudarc_writes_it() {
        // The error type is a tuple struct of the status, matched as cudarc users do.
        let e: CublasError = CublasError(sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED);
        assert!(matches!(
            e,
            CublasError(sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED)
        ));
        assert!(sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS.result().is_ok());
        let _: fn(Arc<CudaDevice>) -> Result<Workspace, cudarc::driver::DriverError> =
            Workspace::new;
        let dev = gpu!();
        let blas = match CudaBlasLT::new(dev.clone()) {
            Ok(blas) => blas,
            Err(_) => return, // no cuBLASLt here: tests/gpu/cublaslt reports the skip
        };
        let (handle, _, stream) = shared(&blas);
        assert!(!handle.is_null());
        assert_eq!(stream, *dev.cu_stream());
        let (batch, in_f, out_f) = (3, 4, 2);
        let x = dev.htod_sync_copy(&[1.0f32; 12]).unwrap();
        let w = dev.htod_sync_copy(&[0.5f32; 8]).unwrap();
        let bias = dev.htod_sync_copy(&[-3.0f32, 1.0]).unwrap();
        let mut out: CudaSlice<f32> = dev.alloc_zeros(batch * out_f).unwrap();
        let relu = Activation::Relu;
        linear(
            &blas,
            &x,
            &w,
            &mut out,
            Some(&bias),
            Some(&relu),
            (batch, in_f, out_f),
        )
        .unwrap();
        // Each output: 4 * 0.5 + bias, through ReLU.
        assert_eq!(
            dev.dtoh_sync_copy(&out).unwrap(),
            [0.0, 3.0, 0.0, 3.0, 0.0, 3.0]
        );
        let short = dev.alloc_zeros::<f32>(3).unwrap();
        assert!(
            linear(
                &blas,
                &short,
                &w,
                &mut out,
                None,
                None,
                (batch, in_f, out_f)
            )
            .is_err()
        );

        // Through a hand-written implementation of the traits.
        let wrapped = Wrapped(blas);
        let cfg = MatmulConfig {
            transa: false,
            transb: false,
            m: 2,
            n: 1,
            k: 4,
            alpha: 1.0,
            lda: 2,
            ldb: 4,
            beta: 0.0,
            ldc: 2,
            stride_a: None,
            stride_b: None,
            stride_c: None,
            stride_bias: None,
            batch_size: None,
        };
        let mut two = dev.alloc_zeros::<f32>(2).unwrap();
        // SAFETY: the dimensions fit the buffers (and this crate checks them).
        unsafe { wrapped.matmul(cfg, &w, &x, &mut two, None, None) }.unwrap();
        assert_eq!(dev.dtoh_sync_copy(&two).unwrap(), [2.0, 2.0]);
        // SAFETY: as above; refused (A, `w`, holds 8 elements, not 16).
        let e = unsafe {
            wrapped.matmul(
                MatmulConfig {
                    k: 8,
                    ldb: 8,
                    ..cfg
                },
                &w,
                &x,
                &mut two,
                None,
                None,
            )
        };
        assert_eq!(
            e.unwrap_err().0,
            sys::cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE
        );

        // The result layer, with raw handles.
        let layout =
            result::create_matrix_layout(sys::cudaDataType_t::CUDA_R_32F, 4, 4, 4).unwrap();
        let count: i32 = 2;
        // SAFETY: a live layout; the value is the attribute's int32.
        unsafe {
            result::set_matrix_layout_attribute(
                layout,
                sys::cublasLtMatrixLayoutAttribute_t::CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT,
                (&count) as *const _ as *const _,
                std::mem::size_of::<i32>(),
            )
            .unwrap();
            result::destroy_matrix_layout(layout).unwrap();
        }
        let desc = result::create_matmul_desc(
            sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
            sys::cudaDataType_t::CUDA_R_32F,
        )
        .unwrap();
        let pref = result::create_matmul_pref().unwrap();
        // SAFETY: made just above, each destroyed once.
        unsafe {
            result::destroy_matmul_pref(pref).unwrap();
            result::destroy_matmul_desc(desc).unwrap();
        }
        let _: unsafe fn(sys::cublasLtHandle_t) -> Result<(), CublasError> = result::destroy_handle;
        let _ = result::get_matmul_algo_heuristic;
        let _ = result::matmul;
    }
}
