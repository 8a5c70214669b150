//! The main example: compile a CUDA C++ kernel at run time with NVRTC, run it on 10 million
//! floats, check every element against the CPU, and time it.
//!
//! ```sh
//! cargo run --release --example 04_nvrtc
//! ```
//!
//! The kernel evaluates a cubic polynomial with explicit fused multiply-adds, so the CPU can
//! compute the same roundings with `f32::mul_add` and every element must match exactly.

use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::compile_ptx;
use std::time::Instant;

const SRC: &str = r#"
extern "C" __global__ void poly3(const float *x, float *y, float a, float b, float c, float d, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[i];
        y[i] = fmaf(fmaf(fmaf(a, v, b), v, c), v, d);
    }
}
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device:  {}", dev.name()?);

    let t = Instant::now();
    let ptx = compile_ptx(SRC)?;
    let compile = t.elapsed();
    dev.load_ptx(ptx, "poly", &["poly3"])?;
    let poly3 = dev
        .get_func("poly", "poly3")
        .ok_or("poly3 was not loaded")?;
    println!(
        "compile: {:.1} ms (NVRTC, CUDA C++ to PTX)",
        compile.as_secs_f64() * 1e3
    );

    let n = 10_000_000usize;
    let x: Vec<f32> = (0..n)
        .map(|i| (i % 20_001) as f32 / 10_000.0 - 1.0)
        .collect();
    let (a, b, c, d) = (0.5f32, -1.25f32, 2.0f32, 0.75f32);
    let xd = dev.htod_sync_copy(&x)?;
    let mut yd = dev.alloc_zeros::<f32>(n)?;
    let cfg = LaunchConfig::for_num_elems(n as u32);

    // Warm-up (first launch loads the module's code onto the GPU), then a timed run.
    // SAFETY: poly3(const float*, float*, float, float, float, float, size_t) stays within n.
    unsafe { poly3.clone().launch(cfg, (&xd, &mut yd, a, b, c, d, n)) }?;
    dev.synchronize()?;
    let t = Instant::now();
    // SAFETY: as above.
    unsafe { poly3.launch(cfg, (&xd, &mut yd, a, b, c, d, n)) }?;
    dev.synchronize()?;
    let kernel = t.elapsed();
    let gbps = (2 * n * 4) as f64 / kernel.as_secs_f64() / 1e9;
    println!(
        "kernel:  {:.3} ms for {n} elements ({gbps:.0} GB/s, host clock around launch + synchronize)",
        kernel.as_secs_f64() * 1e3
    );

    let y = dev.dtoh_sync_copy(&yd)?;
    for (i, (got, v)) in y.iter().zip(&x).enumerate() {
        let want = a.mul_add(*v, b).mul_add(*v, c).mul_add(*v, d);
        if got.to_bits() != want.to_bits() {
            return Err(format!("element {i}: x = {v}, GPU {got}, CPU {want}").into());
        }
    }
    println!("checked: all {n} elements equal the CPU's");
    println!("OK");
    Ok(())
}
