//! Kernel arguments: every form (tuples of values, buffers, views and structs, `()`, raw pointer
//! lists, cooperative launches), checked against the kernel's parameters at their edges (a
//! parameter past 4 KiB, structs with padding, packed and empty stand-ins, 32 arguments, a kernel
//! without parameters), real kernels on real data, and the checks of a kernel first launched by the
//! adapter on a fresh thread.

use crate::kernels::{
    MATMUL, STRUCTS, assert_usable, basic, driver_checks_params, iota, load, random_f32, random_u32,
};
use crate::launch::kernel;
use crate::support::expect_error;
use crate::support::kernels::ONE;
use crate::support::raw::load_k;
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{DevicePtr, DeviceRepr, LaunchAsync, LaunchConfig, ValidAsZeroBits};
use std::ffi::c_void;

/// README: "`LaunchAsync::launch` / `launch_on_stream` for tuples of 0 to 32 arguments", each
/// checked against the kernel (launch.rs). 31 ints and a pointer reach the kernel in order,
/// on the main stream and on a stream; an 8-byte value in place of the 18th int is refused,
/// naming parameter 17.
#[test]
fn thirty_two_arguments_reach_the_kernel_and_are_checked() {
    let dev = gpu!();
    let k = load_k(&dev);
    let a: Vec<i32> = crate::kernels::random_u32(31, 31)
        .into_iter()
        .map(|u| (u % 2_000_001) as i32 - 1_000_000)
        .collect();
    let want: i64 = a
        .iter()
        .enumerate()
        .map(|(i, &v)| (i as i64 + 1) * v as i64)
        .sum();
    let mut out = dev.alloc_zeros::<i64>(1).unwrap();
    macro_rules! args {
        ($out:expr, $a17:expr) => {
            (
                a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11], a[12],
                a[13], a[14], a[15], a[16], $a17, a[18], a[19], a[20], a[21], a[22], a[23], a[24],
                a[25], a[26], a[27], a[28], a[29], a[30], $out,
            )
        };
    }
    // SAFETY: sum31(int x 31, long long*) writes out[0].
    unsafe { (&k.sum31).launch(ONE, args!(&mut out, a[17])) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [want], "main stream");
    dev.memset_zeros(&mut out).unwrap();
    let s = dev.new_stream().unwrap();
    // SAFETY: as above.
    unsafe { (&k.sum31).launch_on_stream(&s, ONE, args!(&mut out, a[17])) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [want], "a stream");
    if crate::kernels::driver_checks_params() {
        // SAFETY: refused by the argument check before anything is launched.
        let e = unsafe { (&k.sum31).launch(ONE, args!(&mut out, a[17] as i64)) }.unwrap_err();
        let msg = e.to_string();
        assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_VALUE, "{msg}");
        assert!(
            msg.contains("kernel \"sum31\" parameter 17 is 4 bytes but argument 17 is 8 bytes"),
            "{msg}"
        );
    }
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [want], "nothing ran");
}

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
pub(super) struct Particle {
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

/// launch.rs (`LaunchAsync`): "the number of arguments and each one's size are checked
/// against the kernel's parameter list ... A mismatch is an error naming the kernel, the
/// parameter and both sizes"; kernel_args.rs: `[T; N]` "is laid out as the C array".
///
/// The test: a kernel whose first parameter is 8192 bytes by value (past the 4 KiB that
/// kernels had before CUDA 12.1). Sound: an 8192-byte array reaches the kernel whole (its
/// words at 0, 4096 and 8188 come back), on the main stream, a stream and the adapter, and an
/// array one word short or one word long is refused naming parameter 0 and both sizes, with
/// nothing run. A hole: a mangled tail, a crash, or a short array passed (the driver would
/// read 4 bytes past it).
#[test]
fn a_parameter_past_4_kib_arrives_whole_and_a_word_off_is_refused() {
    let dev = gpu!();
    let f = kernel(&dev, "rlm_big", "big");
    let mut p = [0u32; 2048];
    for (i, w) in p.iter_mut().enumerate() {
        *w = 0x5EED_0000 ^ (i as u32).wrapping_mul(2_654_435_761);
    }
    let want = [p[0], p[1024], p[2047]];
    let mut out = dev.alloc_zeros::<u32>(3).unwrap();
    // SAFETY: big(8192 bytes, unsigned *out) writes out[0..3].
    unsafe { (&f).launch(ONE, (p, &mut out)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), want, "main stream");
    dev.memset_zeros(&mut out).unwrap();
    let s = dev.new_stream().unwrap();
    // SAFETY: as above.
    unsafe { (&f).launch_on_stream(&s, ONE, (p, &mut out)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), want, "a stream");
    dev.memset_zeros(&mut out).unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    // SAFETY: as above.
    unsafe { adev.launch(&f, ONE, (p, &mut out)) }
        .wait()
        .unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), want, "the adapter");
    if !driver_checks_params() {
        return;
    }
    dev.memset_zeros(&mut out).unwrap();
    let short = [7u32; 2047];
    let long = [7u32; 2049];
    // SAFETY: refused by the argument check before anything is launched.
    let e = unsafe { (&f).launch(ONE, (short, &mut out)) }.unwrap_err();
    let sizes = "kernel \"big\" parameter 0 is 8192 bytes but argument 0 is 8188 bytes";
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[sizes]);
    // SAFETY: as above.
    let e = unsafe { (&f).launch_on_stream(&s, ONE, (long, &mut out)) }.unwrap_err();
    let sizes = "kernel \"big\" parameter 0 is 8192 bytes but argument 0 is 8196 bytes";
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[sizes]);
    // SAFETY: as above.
    let e = unsafe { adev.launch(&f, ONE, (short, &mut out)) }
        .wait()
        .unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &["8188 bytes"]);
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [0; 3], "nothing ran");
    drop(s);
    assert_usable(&dev);
}

/// A C `struct { char c; double d; int i; }`: 24 bytes, 7 of padding after `c` and 4 at the end.
#[repr(C)]
#[derive(Clone, Copy)]
struct Padded {
    c: u8,
    d: f64,
    i: i32,
}

// SAFETY: #[repr(C)] plain data, laid out as the kernel's struct.
unsafe impl DeviceRepr for Padded {}

/// The same fields without padding: 13 bytes, which no C compiler lays the struct out as.
#[repr(C, packed)]
#[derive(Clone, Copy)]
struct Packed {
    c: u8,
    d: f64,
    i: i32,
}

// SAFETY: plain data; only ever refused by the size check below.
unsafe impl DeviceRepr for Packed {}

/// kernel_args.rs (`DeviceRepr`): "The default method passes the value's own bytes ... A
/// kernel parameter of this type must have the same size and layout as the C type the kernel
/// declares"; launch.rs: sizes are checked, and "A raw pointer list is checked for its length
/// only".
///
/// The test: a `#[repr(C)]` struct with padding inside and at its end, by value. Sound: each
/// field lands at its C offset; the packed twin (13 bytes) and a zero-sized stand-in
/// (`[u64; 0]`) are refused naming parameter 0 and both sizes; a raw list of the right length
/// runs and one short is refused naming the count. A hole: fields shifted, or a 0-byte
/// argument passed (the driver would read 24 bytes from a zero-sized value).
#[test]
fn a_padded_struct_lands_at_its_c_offsets_and_packed_or_empty_stand_ins_are_refused() {
    let dev = gpu!();
    let f = kernel(&dev, "rlm_padded", "padded");
    let s = Padded {
        c: 0xA5,
        d: -1234.5e-7,
        i: -77_777,
    };
    let d = s.d.to_bits();
    let want = [0xA5, s.i as u32, d as u32, (d >> 32) as u32];
    let mut out = dev.alloc_zeros::<u32>(4).unwrap();
    // SAFETY: padded(struct by value, unsigned *out) writes out[0..4].
    unsafe { (&f).launch(ONE, (s, &mut out)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), want, "by value");
    // The same through a raw list of the right length.
    dev.memset_zeros(&mut out).unwrap();
    let addr: u64 = *out.device_ptr();
    let mut raw: Vec<*mut c_void> = vec![s.as_kernel_param(), addr.as_kernel_param()];
    // SAFETY: the list points at the struct and at out's address, both alive past the
    // synchronize below; the kernel writes out[0..4], nothing else uses `out` meanwhile.
    unsafe { (&f).launch(ONE, &mut raw) }.unwrap();
    dev.synchronize().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), want, "a raw list");
    if !driver_checks_params() {
        return;
    }
    dev.memset_zeros(&mut out).unwrap();
    let packed = Packed {
        c: s.c,
        d: s.d,
        i: s.i,
    };
    // SAFETY: refused by the argument check before anything is launched.
    let e = unsafe { (&f).launch(ONE, (packed, &mut out)) }.unwrap_err();
    let sizes = "kernel \"padded\" parameter 0 is 24 bytes but argument 0 is 13 bytes";
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[sizes]);
    // SAFETY: as above.
    let e = unsafe { (&f).launch_cooperative(ONE, ([0u64; 0], &mut out)) }.unwrap_err();
    let sizes = "kernel \"padded\" parameter 0 is 24 bytes but argument 0 is 0 bytes";
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[sizes]);
    // SAFETY: refused by the count check before anything is launched.
    let e = unsafe { (&f).launch(ONE, &mut raw[..1]) }.unwrap_err();
    let count =
        "kernel \"padded\" takes 2 parameters ([24, 8] bytes each) but was given 1 argument";
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[count]);
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [0; 4], "nothing ran");
}

/// launch.rs: `()` is the argument list "for a kernel without parameters", and a count
/// mismatch is "an error naming the kernel". Sound: `no_params` runs with `()` and with an
/// empty raw list, and one argument, a zero-sized one, or a raw list of one pointer is refused
/// as "takes 0 parameters". A hole: the extra argument launched (the check reads "no
/// parameters" as "no information" and skips).
#[test]
fn a_kernel_without_parameters_refuses_every_argument() {
    let dev = gpu!();
    let f = kernel(&dev, "rlm_none", "no_params");
    // SAFETY: no_params() touches nothing.
    unsafe { (&f).launch(ONE, ()) }.unwrap();
    let mut empty: Vec<*mut c_void> = Vec::new();
    // SAFETY: as above.
    unsafe { (&f).launch(ONE, &mut empty) }.unwrap();
    dev.synchronize().unwrap();
    if !driver_checks_params() {
        return;
    }
    let none = "kernel \"no_params\" takes 0 parameters ([] bytes each) but was given 1 argument";
    // SAFETY: refused by the argument check before anything is launched.
    let e = unsafe { (&f).launch(ONE, (1u32,)) }.unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[none]);
    // SAFETY: as above.
    let e = unsafe { (&f).launch(ONE, ([0u8; 0],)) }.unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[none]);
    let x = 5u64;
    let mut one = vec![x.as_kernel_param()];
    // SAFETY: as above.
    let e = unsafe { (&f).launch(ONE, &mut one) }.unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[none]);
    assert_usable(&dev);
}

/// async/mod.rs (`AsyncDevice::launch`): "The arguments are checked against the kernel's
/// parameters as for the sync `LaunchAsync::launch`; a mismatch resolves the future to the
/// error without launching"; launch.rs: the parameter list is read from the driver once per
/// function (`read_param_sizes`: any failure but "no such parameter" means "skip the check",
/// and the answer is kept for every later launch).
///
/// The test: a function object never launched, whose first check is made by the adapter on
/// a thread that made no driver call (no context current there: the adapter's check, unlike
/// the sync launch, makes none current before asking `cuFuncGetParamInfo`). Sound: one
/// argument too many is refused naming the count, there and then on the main thread, and the
/// right arguments run on both. A hole: the extra argument launched (the failed query was
/// kept as "the driver cannot tell", turning the check off for that function), or the right
/// arguments refused (an empty list kept).
#[test]
fn the_first_check_of_a_kernel_made_by_the_adapter_on_a_fresh_thread_still_checks() {
    let dev = gpu!();
    if !driver_checks_params() {
        return;
    }
    kernel(&dev, "rlm_fresh", "capped");
    let f = dev.get_func("rlm_fresh", "capped").unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut out = dev.alloc_zeros::<u32>(1).unwrap();
    let count = "kernel \"capped\" takes 1 parameter ([8] bytes each) but was given 2 arguments";
    std::thread::scope(|sc| {
        sc.spawn(|| {
            // SAFETY: refused by the argument check; if it were launched, capped(unsigned
            // *out) would only write out[0] (the driver reads one parameter).
            let e = unsafe { adev.launch(&f, ONE, (&mut out, 0u32)) }
                .wait()
                .unwrap_err();
            expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[count]);
            // SAFETY: capped(unsigned *out) writes out[0].
            unsafe { adev.launch(&f, ONE, (&mut out,)) }.wait().unwrap();
        })
        .join()
        .unwrap();
    });
    assert_eq!(
        dev.dtoh_sync_copy(&out).unwrap(),
        [1],
        "the right launch ran"
    );
    dev.memset_zeros(&mut out).unwrap();
    // SAFETY: as above.
    let e = unsafe { (&f).launch(ONE, (&mut out, 0u32)) }.unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[count]);
    assert_eq!(
        dev.dtoh_sync_copy(&out).unwrap(),
        [0],
        "the refused launch did not run"
    );
}
