//! Source compatibility with cudarc 0.13's CudaDevice API: code written the way a cudarc user
//! writes it, compiled against this crate under the name `cudarc`. That it compiles is most of
//! the test; on a GPU each function also runs and checks its results.
#[macro_use]
#[path = "../support/mod.rs"]
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
    let mut tail: CudaViewMut<'_, f32> = out_dev.try_slice_mut(n / 2..).unwrap();
    let head: CudaView<'_, f32> = inp_dev.slice(..n / 2);
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
// The sys layer, as cudarc users (cubecl among them) call it, the rows API_DIFF.md flags, and
// the libraries.
#[cfg(feature = "cublaslt")]
mod cublaslt;
#[cfg(feature = "curand")]
mod curand;
#[allow(dead_code, clippy::too_many_arguments)]
mod flagged_rows;
#[cfg(any(
    feature = "curand",
    feature = "cublas",
    feature = "cublaslt",
    feature = "nccl"
))]
// cudarc's casts, needed there (a stream type per library), are no-ops here.
#[allow(dead_code, clippy::unnecessary_cast)]
mod library_names;
mod sys_enums;
