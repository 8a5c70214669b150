//! Launching: LaunchConfig, every argument form (tuples of values, buffers, views and
//! structs, `()`, raw pointer lists), argument checks, and a 2D grid.

use crate::kernels::{
    MATMUL, STRUCTS, assert_usable, basic, driver_checks_params, iota, load, random_f32, random_u32,
};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{DevicePtr, DeviceRepr, LaunchAsync, LaunchConfig, ValidAsZeroBits};
use std::ffi::c_void;

#[test]
fn launch_config_for_num_elems() {
    // Needs no GPU.
    let c = LaunchConfig::for_num_elems(1);
    assert_eq!(
        (c.grid_dim, c.block_dim, c.shared_mem_bytes),
        ((1, 1, 1), (1024, 1, 1), 0)
    );
    assert_eq!(LaunchConfig::for_num_elems(1024).grid_dim, (1, 1, 1));
    assert_eq!(LaunchConfig::for_num_elems(1025).grid_dim, (2, 1, 1));
    assert_eq!(LaunchConfig::for_num_elems(0).grid_dim, (0, 1, 1));
    assert_eq!(
        LaunchConfig::for_num_elems(u32::MAX).grid_dim,
        (4_194_304, 1, 1)
    );
    let d = c;
    assert_eq!(c, d);
    assert_ne!(
        c,
        LaunchConfig {
            shared_mem_bytes: 4,
            ..c
        }
    );
    assert!(format!("{c:?}").contains("block_dim"));
}

#[test]
fn fill_and_axpy_on_real_data() {
    let dev = gpu!();
    basic(&dev);
    for n in [1usize, 31, 1024, 1025, 100_003] {
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        let fill = dev.get_func("basic", "fill_iota").unwrap();
        // SAFETY: fill_iota(float*, size_t) within n elements.
        unsafe { fill.launch(LaunchConfig::for_num_elems(n as u32), (&mut x, n)) }.unwrap();
        assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), iota(n), "n = {n}");
        let ys = random_f32(n, n as u64);
        let mut y = dev.htod_sync_copy(&ys).unwrap();
        let axpy = dev.get_func("basic", "axpy").unwrap();
        let a = 0.75f32;
        // SAFETY: axpy(float, const float*, float*, size_t) within n elements.
        unsafe {
            axpy.launch(
                LaunchConfig::for_num_elems(n as u32),
                (a, &x, &mut y, n as u64),
            )
        }
        .unwrap();
        // The kernel computes fma(a, x, y).
        let want: Vec<f32> = iota(n)
            .iter()
            .zip(&ys)
            .map(|(x, y)| a.mul_add(*x, *y))
            .collect();
        assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), want, "n = {n}");
    }
}

#[test]
fn one_byte_elements() {
    let dev = gpu!();
    basic(&dev);
    let data: Vec<u8> = random_u32(3001, 40).into_iter().map(|v| v as u8).collect();
    let mut x = dev.htod_sync_copy(&data).unwrap();
    let f = dev.get_func("basic", "scale_u8").unwrap();
    // SAFETY: scale_u8(unsigned char*, size_t) within 3001 elements.
    unsafe { f.launch(LaunchConfig::for_num_elems(3001), (&mut x, 3001usize)) }.unwrap();
    let want: Vec<u8> = data.iter().map(|v| v.wrapping_mul(2)).collect();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
}

#[test]
fn kernel_without_parameters() {
    let dev = gpu!();
    basic(&dev);
    let f = dev.get_func("basic", "empty").unwrap();
    for _ in 0..10 {
        // SAFETY: empty() takes nothing and does nothing.
        unsafe { f.clone().launch(LaunchConfig::for_num_elems(5000), ()) }.unwrap();
    }
    dev.synchronize().unwrap();
    if driver_checks_params() {
        // SAFETY: rejected before launching.
        let e = unsafe { f.launch(LaunchConfig::for_num_elems(1), (1i32,)) }.unwrap_err();
        assert!(
            e.to_string().contains("\"empty\" takes 0 parameters"),
            "{e}"
        );
    }
}

#[test]
fn wrong_argument_count_is_an_error() {
    let dev = gpu!();
    if !driver_checks_params() {
        return;
    }
    basic(&dev);
    let data = random_f32(100, 41);
    let mut x = dev.htod_sync_copy(&data).unwrap();
    let f = dev.get_func("basic", "add_one").unwrap();
    // SAFETY: rejected before launching.
    let e = unsafe {
        f.clone()
            .launch(LaunchConfig::for_num_elems(100), (&mut x,))
    }
    .unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_VALUE);
    assert!(
        msg.contains("\"add_one\"")
            && msg.contains("takes 2 parameters")
            && msg.contains("given 1"),
        "{msg}"
    );
    // SAFETY: rejected before launching.
    let e = unsafe {
        f.clone()
            .launch(LaunchConfig::for_num_elems(100), (&mut x, 100usize, 1i32))
    }
    .unwrap_err();
    assert!(e.to_string().contains("given 3"), "{e}");
    // SAFETY: rejected before launching.
    let e = unsafe { f.clone().launch(LaunchConfig::for_num_elems(100), ()) }.unwrap_err();
    assert!(e.to_string().contains("given 0"), "{e}");
    // Nothing ran, and the device is fine.
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data);
    assert_usable(&dev);
}

#[test]
fn wrong_argument_size_is_an_error() {
    let dev = gpu!();
    if !driver_checks_params() {
        return;
    }
    basic(&dev);
    let f = dev.get_func("basic", "three_args").unwrap();
    let input = dev.htod_sync_copy(&random_f32(64, 42)).unwrap();
    let mut out = dev.alloc_zeros::<f32>(64).unwrap();
    let cfg = LaunchConfig::for_num_elems(64);
    // i64 where the kernel takes int.
    // SAFETY: rejected before launching.
    let e = unsafe { f.clone().launch(cfg, (&mut out, &input, 64i64)) }.unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_VALUE);
    assert!(
        msg.contains("\"three_args\" parameter 2 is 4 bytes but argument 2 is 8 bytes"),
        "{msg}"
    );
    // u8 where the kernel takes float*.
    // SAFETY: rejected before launching.
    let e = unsafe { f.clone().launch(cfg, (7u8, &input, 64i32)) }.unwrap_err();
    let msg = e.to_string();
    assert!(
        msg.contains("\"three_args\" parameter 0 is 8 bytes but argument 0 is 1 bytes"),
        "{msg}"
    );
    // A 20-byte struct where a float is expected (axpy's first parameter).
    let axpy = dev.get_func("basic", "axpy").unwrap();
    let p = Particle {
        x: 1.0,
        y: 2.0,
        z: 3.0,
        mass: 4.0,
        id: 5,
    };
    // SAFETY: rejected before launching.
    let e = unsafe { axpy.launch(cfg, (p, &input, &mut out, 64usize)) }.unwrap_err();
    assert!(
        e.to_string()
            .contains("parameter 0 is 4 bytes but argument 0 is 20 bytes"),
        "{e}"
    );
    assert_eq!(
        dev.dtoh_sync_copy(&out).unwrap(),
        vec![0.0; 64],
        "nothing ran"
    );
    // The right sizes work.
    // SAFETY: three_args(float*, const float*, int) within 64 elements.
    unsafe { f.launch(cfg, (&mut out, &input, 64i32)) }.unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&out).unwrap(),
        dev.dtoh_sync_copy(&input).unwrap()
    );
    assert_usable(&dev);
}

#[test]
fn mixed_argument_sizes_reach_the_kernel() {
    let dev = gpu!();
    basic(&dev);
    let f = dev.get_func("basic", "params_mixed").unwrap();
    let mut out = dev.alloc_zeros::<f32>(1).unwrap();
    let cfg = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };
    // (char, short, int, long long, float, double): the kernel sums them in double, left to
    // right, and stores the sum as a float. The first set is exact in f32.
    let sets: [(i8, i16, i32, i64, f32, f64); 4] = [
        (3, -20, 400, -5000, 0.5, 0.125),
        (-7, 12345, -1_000_000, 3_000_000_000, 1.5, -0.25),
        (100, -32768, i32::MIN, 1 << 40, -1e-3, 1e6),
        (-128, 1, 2, -(1 << 52), 3.25, 0.0625),
    ];
    for (a, b, c, d, e, g) in sets {
        // SAFETY: params_mixed(char, short, int, long long, float, double, float*) writes out[0].
        unsafe { f.clone().launch(cfg, (a, b, c, d, e, g, &mut out)) }.unwrap();
        let want = (a as f64 + b as f64 + c as f64 + d as f64 + e as f64 + g) as f32;
        assert_eq!(
            dev.dtoh_sync_copy(&out).unwrap(),
            [want],
            "{:?}",
            (a, b, c, d, e, g)
        );
    }
    // Unsigned Rust types of the same sizes are accepted too.
    // SAFETY: as above; the kernel reads the same bits as signed.
    unsafe { f.launch(cfg, (5u8, 6u16, 7u32, 8u64, 0.5f32, 0.25f64, &mut out)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [26.75]);
}

#[test]
fn raw_pointer_argument_lists() {
    let dev = gpu!();
    basic(&dev);
    let f = dev.get_func("basic", "three_args").unwrap();
    let data = random_f32(500, 43);
    let input = dev.htod_sync_copy(&data).unwrap();
    let out = dev.alloc_zeros::<f32>(500).unwrap();
    let (mut out_ptr, mut in_ptr, mut n) = (*out.device_ptr(), *input.device_ptr(), 250i32);
    let cfg = LaunchConfig::for_num_elems(500);
    let mut args: [*mut c_void; 3] = [
        (&raw mut out_ptr).cast(),
        (&raw mut in_ptr).cast(),
        (&raw mut n).cast(),
    ];
    // SAFETY: pointers to (float*, const float*, int) for three_args, within 250 elements.
    unsafe { f.clone().launch(cfg, &mut args[..]) }.unwrap();
    let mut want = vec![0.0f32; 500];
    want[..250].copy_from_slice(&data[..250]);
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), want);

    // The Vec form, on the rest of the buffer.
    let (mut out_ptr, mut in_ptr, mut n) = (
        *out.slice(250..).device_ptr(),
        *input.slice(250..).device_ptr(),
        250i32,
    );
    let mut args: Vec<*mut c_void> = vec![
        (&raw mut out_ptr).cast(),
        (&raw mut in_ptr).cast(),
        (&raw mut n).cast(),
    ];
    // SAFETY: as above, on the second half of both buffers.
    unsafe { f.clone().launch(cfg, &mut args) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), data);

    // On a forked stream, and cooperatively, in both forms.
    let stream = dev.fork_default_stream().unwrap();
    // SAFETY: as above; nothing else touches `out` meanwhile.
    unsafe { f.clone().launch_on_stream(&stream, cfg, &mut args) }.unwrap();
    // SAFETY: as above.
    unsafe { f.clone().launch_on_stream(&stream, cfg, &mut args[..]) }.unwrap();
    dev.wait_for(&stream).unwrap();
    let small = LaunchConfig {
        grid_dim: (2, 1, 1),
        block_dim: (128, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: as above.
    unsafe { f.clone().launch_cooperative(small, &mut args) }.unwrap();
    // SAFETY: as above.
    unsafe { f.clone().launch_cooperative(small, &mut args[..]) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), data);

    if driver_checks_params() {
        // A wrong count is an error in every form.
        // SAFETY: rejected before launching.
        let e = unsafe { f.clone().launch(cfg, &mut args[..2]) }.unwrap_err();
        assert!(
            e.to_string().contains("\"three_args\" takes 3 parameters"),
            "{e}"
        );
        args.push(std::ptr::null_mut());
        // SAFETY: rejected before launching.
        let e = unsafe { f.clone().launch(cfg, &mut args) }.unwrap_err();
        assert!(e.to_string().contains("given 4"), "{e}");
        // SAFETY: rejected before launching.
        assert!(unsafe { f.clone().launch_on_stream(&stream, cfg, &mut args) }.is_err());
        // SAFETY: rejected before launching.
        assert!(unsafe { f.launch_cooperative(small, &mut args) }.is_err());
    }
    assert_usable(&dev);
}

#[test]
fn cooperative_launch_with_a_tuple() {
    let dev = gpu!();
    basic(&dev);
    let f = dev.get_func("basic", "fill_iota").unwrap();
    let mut x = dev.htod_sync_copy(&random_f32(1000, 44)).unwrap();
    let cfg = LaunchConfig {
        grid_dim: (4, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: fill_iota(float*, size_t) within 1000 elements.
    unsafe { f.launch_cooperative(cfg, (&mut x, 1000usize)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), iota(1000));
}

/// The Rust mirror of ptx/structs.cu's `struct Particle`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Particle {
    x: f32,
    y: f32,
    z: f32,
    mass: f32,
    id: i32,
}

// SAFETY: #[repr(C)] plain data laid out as the kernel's `struct Particle` (20 bytes, align 4).
unsafe impl DeviceRepr for Particle {}
// SAFETY: all-zero bytes are a valid Particle.
unsafe impl ValidAsZeroBits for Particle {}

#[test]
fn struct_by_value() {
    let dev = gpu!();
    load(&dev, STRUCTS, "structs", &["by_value", "particle_step"]);
    let f = dev.get_func("structs", "by_value").unwrap();
    let mut out = dev.alloc_zeros::<f32>(1).unwrap();
    let cfg = LaunchConfig::for_num_elems(1);
    for (i, r) in random_f32(20, 45).chunks(5).enumerate() {
        let p = Particle {
            x: r[0] * 10.0,
            y: r[1],
            z: r[2] * 100.0,
            mass: r[3],
            id: (r[4] * 1000.0) as i32 + i as i32,
        };
        // SAFETY: by_value(Particle, float*) writes out[0].
        unsafe { f.clone().launch(cfg, (p, &mut out)) }.unwrap();
        let want = p.x + p.y + p.z + p.mass + p.id as f32;
        assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [want], "{p:?}");
    }
}

#[test]
fn array_of_structs() {
    let dev = gpu!();
    load(&dev, STRUCTS, "structs", &["by_value", "particle_step"]);
    let n = 10_000;
    let r = random_f32(n * 4, 46);
    let ps: Vec<Particle> = (0..n)
        .map(|i| Particle {
            x: r[4 * i],
            y: r[4 * i + 1] * 5.0,
            z: -r[4 * i + 2],
            mass: r[4 * i + 3].abs(),
            id: i as i32,
        })
        .collect();
    let mut d = dev.htod_sync_copy(&ps).unwrap();
    assert_eq!(d.num_bytes(), n * 20);
    let f = dev.get_func("structs", "particle_step").unwrap();
    let dt = 0.125f32;
    for _ in 0..2 {
        // SAFETY: particle_step(Particle*, size_t, float) within n elements.
        unsafe {
            f.clone()
                .launch(LaunchConfig::for_num_elems(n as u32), (&mut d, n, dt))
        }
        .unwrap();
    }
    let mut want = ps.clone();
    for _ in 0..2 {
        for p in &mut want {
            // The kernel computes fma(dt, mass, coordinate).
            p.x = dt.mul_add(p.mass, p.x);
            p.y = dt.mul_add(p.mass, p.y);
            p.z = dt.mul_add(p.mass, p.z);
        }
    }
    assert_eq!(dev.dtoh_sync_copy(&d).unwrap(), want);
    // On a part of the array only, through a view.
    let mut part = d.slice_mut(100..200);
    // SAFETY: as above, within the view's 100 elements.
    unsafe {
        f.launch(
            LaunchConfig::for_num_elems(100),
            (&mut part, 100usize, 1.0f32),
        )
    }
    .unwrap();
    for p in &mut want[100..200] {
        p.x += p.mass;
        p.y += p.mass;
        p.z += p.mass;
    }
    assert_eq!(dev.dtoh_sync_copy(&d).unwrap(), want);
    let zeros = dev.alloc_zeros::<Particle>(3).unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&zeros).unwrap(),
        [Particle {
            x: 0.0,
            y: 0.0,
            z: 0.0,
            mass: 0.0,
            id: 0
        }; 3]
    );
}

#[test]
fn matmul_on_a_2d_grid() {
    let dev = gpu!();
    load(&dev, MATMUL, "matmul", &["matmul"]);
    let f = dev.get_func("matmul", "matmul").unwrap();
    // Small integers, so every sum is exact in f32 whatever the order and contraction.
    let n = 300;
    let a: Vec<f32> = random_u32(n * n, 47)
        .iter()
        .map(|v| (v % 9) as f32 - 4.0)
        .collect();
    let b: Vec<f32> = random_u32(n * n, 48)
        .iter()
        .map(|v| (v % 7) as f32 - 3.0)
        .collect();
    let (da, db) = (
        dev.htod_sync_copy(&a).unwrap(),
        dev.htod_sync_copy(&b).unwrap(),
    );
    let mut dc = dev.alloc_zeros::<f32>(n * n).unwrap();
    let tile = 16u32;
    let blocks = (n as u32).div_ceil(tile);
    let cfg = LaunchConfig {
        grid_dim: (blocks, blocks, 1),
        block_dim: (tile, tile, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: matmul(const float*, const float*, float*, int) on n x n matrices.
    unsafe { f.launch(cfg, (&da, &db, &mut dc, n as i32)) }.unwrap();
    let c = dev.dtoh_sync_copy(&dc).unwrap();
    let mut want = vec![0.0f32; n * n];
    for i in 0..n {
        for k in 0..n {
            let aik = a[i * n + k];
            for j in 0..n {
                want[i * n + j] += aik * b[k * n + j];
            }
        }
    }
    assert_eq!(c, want);
}

#[test]
fn launch_errors_from_the_driver() {
    let dev = gpu!();
    basic(&dev);
    let f = dev.get_func("basic", "add_one").unwrap();
    let data = random_f32(10, 49);
    let mut x = dev.htod_sync_copy(&data).unwrap();
    // An empty grid and an oversized block are rejected by the driver, without a fault.
    // SAFETY: the driver rejects the configuration before running anything.
    let e = unsafe {
        f.clone()
            .launch(LaunchConfig::for_num_elems(0), (&mut x, 10usize))
    }
    .unwrap_err();
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_VALUE, "{e}");
    let big = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (2048, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: as above.
    assert!(unsafe { f.clone().launch(big, (&mut x, 10usize)) }.is_err());
    let smem = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (32, 1, 1),
        shared_mem_bytes: 1 << 30,
    };
    // SAFETY: as above.
    assert!(unsafe { f.launch(smem, (&mut x, 10usize)) }.is_err());
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data);
    assert_usable(&dev);
}
