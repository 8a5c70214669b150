//! Loading modules and finding kernels: load_ptx from text, files and NVRTC, get_func and
//! has_func, errors for missing names and bad images, replacing a module while its kernels
//! are held, and the CudaFunction queries.

use crate::kernels::{BASIC, BASIC_FNS, SIN, assert_usable, basic, iota, random_f32};
use cuda_driver::driver::sys::{CUfunction_attribute as FA, CUresult};
use cuda_driver::driver::{LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::{Ptx, compile_ptx};

/// ptx/NAME in the source tree, or under the current directory where the test binary runs on
/// another machine (packed by gpu-pack and run from the repository root).
fn ptx_path(name: &str) -> std::path::PathBuf {
    let built = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx");
    let dir = if built.is_dir() {
        built
    } else {
        std::path::PathBuf::from("ptx")
    };
    dir.join(name)
}

#[test]
fn get_func_and_has_func() {
    let dev = gpu!();
    dev.load_ptx(Ptx::from_src(BASIC), "basic", &["add_one"])
        .unwrap();
    assert!(dev.has_func("basic", "add_one"));
    let f = dev.get_func("basic", "add_one").unwrap();
    assert_eq!(f.name(), "add_one");
    assert!(!f.cu_function().is_null());
    assert!(format!("{f:?}").contains("add_one"));
    // Kernels not listed at load time are found too.
    for name in BASIC_FNS {
        assert!(dev.has_func("basic", name), "{name}");
        assert_eq!(dev.get_func("basic", name).unwrap().name(), *name);
    }
    // Unknown kernels and modules.
    assert!(dev.get_func("basic", "no_such_kernel").is_none());
    assert!(!dev.has_func("basic", "no_such_kernel"));
    assert!(dev.get_func("no_such_module", "add_one").is_none());
    assert!(!dev.has_func("no_such_module", "add_one"));
    assert!(!dev.has_func("", ""));
    assert!(dev.get_func("basic", "add\0one").is_none());
    // Modules are per device: another CudaDevice of the same GPU has none loaded.
    let other = cuda_driver::driver::CudaDevice::new(0).unwrap();
    assert!(!other.has_func("basic", "add_one"));
    // The function works.
    let mut x = dev.htod_sync_copy(&iota(100)).unwrap();
    // SAFETY: add_one(float*, size_t) within 100 elements.
    unsafe { f.launch(LaunchConfig::for_num_elems(100), (&mut x, 100usize)) }.unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&x).unwrap(),
        (1..=100).map(|i| i as f32).collect::<Vec<_>>()
    );
}

#[test]
fn missing_function_name_is_an_error() {
    let dev = gpu!();
    let e = dev
        .load_ptx(Ptx::from_src(BASIC), "partial", &["add_one", "not_there"])
        .unwrap_err();
    let msg = e.to_string();
    assert!(msg.contains("not_there"), "{msg}");
    assert!(msg.contains("partial"), "{msg}");
    assert_eq!(e.0, CUresult::CUDA_ERROR_NOT_FOUND, "{msg}");
    // The failed module is not registered.
    assert!(!dev.has_func("partial", "add_one"));
    assert_usable(&dev);
}

#[test]
fn garbage_ptx_is_an_error_and_the_device_stays_usable() {
    let dev = gpu!();
    let bad = ".version 8.0\n.target sm_52\n.address_size 64\n.visible .entry broken(\n{\n  this is not ptx;\n}\n";
    let e = dev
        .load_ptx(Ptx::from_src(bad), "bad", &["broken"])
        .unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert!(msg.contains("bad"), "names the module: {msg}");
    assert!(
        e.0 == CUresult::CUDA_ERROR_INVALID_PTX || e.0 == CUresult::CUDA_ERROR_INVALID_IMAGE,
        "{msg}"
    );
    assert!(msg.len() > 40, "a JIT log or a clear message: {msg}");
    assert!(!dev.has_func("bad", "broken"));

    let e = dev
        .load_ptx(Ptx::from_src("complete nonsense"), "bad2", &[])
        .unwrap_err();
    println!("{e}");
    // A NUL byte inside PTX text.
    let e = dev
        .load_ptx(Ptx::from_src("abc\0def"), "bad3", &[])
        .unwrap_err();
    assert!(e.to_string().contains("NUL"), "{e}");
    // Not a cubin either.
    let e = dev
        .load_ptx(
            Ptx::from_binary(vec![0x7f, b'E', b'L', b'F', 1, 2, 3, 4]),
            "bad4",
            &[],
        )
        .unwrap_err();
    println!("{e}");
    let e = dev
        .load_ptx(Ptx::from_binary(vec![1, 0, 2, 0]), "bad5", &[])
        .unwrap_err();
    println!("{e}");
    assert_usable(&dev);
}

#[test]
fn ptx_from_file() {
    let dev = gpu!();
    let path = ptx_path("sin.ptx");
    let ptx = Ptx::from_file(&path);
    assert!(ptx.to_src().contains("sin_kernel"));
    dev.load_ptx(ptx, "sin_file", &["sin_kernel"]).unwrap();
    let f = dev.get_func("sin_file", "sin_kernel").unwrap();
    let input = random_f32(5000, 30);
    let x = dev.htod_sync_copy(&input).unwrap();
    let mut y = dev.alloc_zeros::<f32>(5000).unwrap();
    // SAFETY: sin_kernel(float*, const float*, size_t) within 5000 elements.
    unsafe { f.launch(LaunchConfig::for_num_elems(5000), (&mut y, &x, 5000usize)) }.unwrap();
    for (i, (g, x)) in dev
        .dtoh_sync_copy(&y)
        .unwrap()
        .iter()
        .zip(&input)
        .enumerate()
    {
        assert!((g - x.sin()).abs() < 1e-6, "sin({x}) at {i}: {g}");
    }

    let missing = ptx_path("does_not_exist.ptx");
    let e = dev
        .load_ptx(Ptx::from_file(&missing), "missing", &[])
        .unwrap_err();
    assert!(e.to_string().contains("does_not_exist.ptx"), "{e}");
    assert!(Ptx::from_file(&missing).try_to_src().is_err());
    assert!(!dev.has_func("missing", "anything"));
    assert_usable(&dev);
}

#[test]
fn ptx_from_nvrtc() {
    let dev = gpu!();
    let ptx = compile_ptx(
        r#"extern "C" __global__ void square(double *x, unsigned n) {
            unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
            if (i < n) x[i] = x[i] * x[i];
        }"#,
    )
    .unwrap();
    dev.load_ptx(ptx, "nvrtc", &["square"]).unwrap();
    let input: Vec<f64> = random_f32(3000, 31).into_iter().map(f64::from).collect();
    let mut x = dev.htod_sync_copy(&input).unwrap();
    let f = dev.get_func("nvrtc", "square").unwrap();
    // SAFETY: square(double*, unsigned) within 3000 elements.
    unsafe { f.launch(LaunchConfig::for_num_elems(3000), (&mut x, 3000u32)) }.unwrap();
    let want: Vec<f64> = input.iter().map(|v| v * v).collect();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
}

#[test]
fn replacing_a_module_keeps_held_functions_working() {
    let dev = gpu!();
    basic(&dev);
    let old = dev.get_func("basic", "add_one").unwrap();
    // Replace "basic" with a module that has no add_one.
    dev.load_ptx(Ptx::from_src(SIN), "basic", &["sin_kernel"])
        .unwrap();
    assert!(dev.get_func("basic", "add_one").is_none());
    assert!(dev.has_func("basic", "sin_kernel"));
    // The held function still runs the old code.
    let data = random_f32(4000, 32);
    let mut x = dev.htod_sync_copy(&data).unwrap();
    for _ in 0..3 {
        // SAFETY: add_one(float*, size_t) within 4000 elements.
        unsafe {
            old.clone()
                .launch(LaunchConfig::for_num_elems(4000), (&mut x, 4000usize))
        }
        .unwrap();
    }
    let want: Vec<f32> = data.iter().map(|v| v + 1.0 + 1.0 + 1.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
    // Replace it again while the old one runs, then drop the old function: unloading waits.
    // SAFETY: as above.
    unsafe {
        old.clone()
            .launch(LaunchConfig::for_num_elems(4000), (&mut x, 4000usize))
    }
    .unwrap();
    basic(&dev);
    drop(old);
    let want: Vec<f32> = want.iter().map(|v| v + 1.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
    assert_usable(&dev);
}

#[test]
fn function_attributes_and_occupancy() {
    let dev = gpu!();
    basic(&dev);
    let f = dev.get_func("basic", "add_one").unwrap();
    let max_threads = f
        .get_attribute(FA::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)
        .unwrap();
    assert!(max_threads >= 1024, "{max_threads}");
    let regs = f.get_attribute(FA::CU_FUNC_ATTRIBUTE_NUM_REGS).unwrap();
    assert!(regs > 0 && regs < 256, "{regs}");
    f.set_attribute(
        FA::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
        64 * 1024,
    )
    .unwrap();
    assert_eq!(
        f.get_attribute(FA::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)
            .unwrap(),
        64 * 1024
    );
    let blocks = f
        .occupancy_max_active_blocks_per_multiprocessor(256, 0, None)
        .unwrap();
    assert!(blocks >= 1, "{blocks}");
    extern "C" fn no_smem(_block_size: std::ffi::c_int) -> usize {
        0
    }
    let (grid, block) = f
        .occupancy_max_potential_block_size(no_smem, 0, 0, None)
        .unwrap();
    assert!(grid >= 1 && (32..=1024).contains(&block), "{grid} {block}");
    let cfg1 = LaunchConfig {
        grid_dim: (8, 1, 1),
        block_dim: (128, 1, 1),
        shared_mem_bytes: 0,
    };
    // Without a cluster dimension in the launch the driver may answer 0; the calls must work.
    let clusters = f.occupancy_max_active_clusters(cfg1, 0).unwrap();
    let cluster_size = f.occupancy_max_potential_cluster_size(cfg1, 0).unwrap();
    println!("clusters: {clusters} active at most, potential size {cluster_size}");
    assert!(cluster_size <= 32, "{cluster_size}");
    let smem = f
        .occupancy_available_dynamic_smem_per_block(1, 256)
        .unwrap();
    assert!(smem >= 48 * 1024, "{smem}");
    // An invalid attribute value is an error, not a panic.
    assert!(
        f.set_attribute(
            FA::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
            i32::MAX
        )
        .is_err()
    );
    // Dynamic shared memory above the default 48 KiB now launches.
    let cfg = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (32, 1, 1),
        shared_mem_bytes: 60 * 1024,
    };
    let mut x = dev.htod_sync_copy(&iota(32)).unwrap();
    // SAFETY: add_one(float*, size_t) within 32 elements.
    unsafe { f.launch(cfg, (&mut x, 32usize)) }.unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&x).unwrap(),
        (1..=32).map(|i| i as f32).collect::<Vec<_>>()
    );
}
