//! `#[repr(C)]` structs as kernel arguments: one passed by value, and an array of them in a
//! device buffer, with `unsafe impl DeviceRepr`. The kernels are in ptx/structs.cu.
//!
//! ```sh
//! cargo run --release --example 06_struct_args
//! ```

use cuda_driver::driver::{CudaDevice, DeviceRepr, LaunchAsync, LaunchConfig, ValidAsZeroBits};
use cuda_driver::nvrtc::Ptx;

const STRUCTS: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/structs.ptx"));

/// Laid out exactly as the kernels' `struct Particle { float x, y, z; float mass; int id; }`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
struct Particle {
    x: f32,
    y: f32,
    z: f32,
    mass: f32,
    id: i32,
}

// SAFETY: #[repr(C)] plain data with the kernel's layout (20 bytes, 4-byte aligned).
unsafe impl DeviceRepr for Particle {}
// SAFETY: all-zero bytes are a valid Particle.
unsafe impl ValidAsZeroBits for Particle {}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device 0: {}", dev.name()?);
    dev.load_ptx(
        Ptx::from_src(STRUCTS),
        "structs",
        &["by_value", "particle_step"],
    )?;

    // By value: the kernel sums the fields.
    let by_value = dev
        .get_func("structs", "by_value")
        .ok_or("by_value missing")?;
    let p = Particle {
        x: 1.5,
        y: -2.25,
        z: 100.0,
        mass: 0.125,
        id: 42,
    };
    let mut out = dev.alloc_zeros::<f32>(1)?;
    let one = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: by_value(Particle, float*) writes out[0].
    unsafe { by_value.launch(one, (p, &mut out)) }?;
    let sum = dev.dtoh_sync_copy(&out)?[0];
    let want = p.x + p.y + p.z + p.mass + p.id as f32;
    if sum != want {
        return Err(format!("by value: the kernel saw a sum of {sum}, expected {want}").into());
    }
    println!("struct by value: {p:?} -> sum {sum}");

    // An array of structs: each particle moves by dt * mass along each axis.
    let n: usize = 100_000;
    let particles: Vec<Particle> = (0..n)
        .map(|i| {
            let f = i as f32;
            Particle {
                x: f,
                y: -f,
                z: f * 0.5,
                mass: 1.0 + (i % 7) as f32,
                id: i as i32,
            }
        })
        .collect();
    let mut dp = dev.htod_sync_copy(&particles)?;
    let step = dev
        .get_func("structs", "particle_step")
        .ok_or("particle_step missing")?;
    let dt = 0.25f32;
    // SAFETY: particle_step(Particle*, size_t, float) stays within n.
    unsafe { step.launch(LaunchConfig::for_num_elems(n as u32), (&mut dp, n, dt)) }?;
    let moved = dev.dtoh_sync_copy(&dp)?;
    for (before, after) in particles.iter().zip(&moved) {
        // The kernel computes fma(dt, mass, coordinate).
        let want = Particle {
            x: dt.mul_add(before.mass, before.x),
            y: dt.mul_add(before.mass, before.y),
            z: dt.mul_add(before.mass, before.z),
            ..*before
        };
        if *after != want {
            return Err(format!("particle {}: {after:?}, expected {want:?}", before.id).into());
        }
    }
    println!("{n} particles stepped; particle 7 is now {:?}", moved[7]);
    println!("OK");
    Ok(())
}
