//! Loading a kernel from PTX shipped with the program (ptx/sin.ptx, compiled ahead of time) and
//! launching it: out[i] = sin(in[i]), checked against f32::sin.
//!
//! ```sh
//! cargo run --release --example 03_launch_ptx
//! ```

use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::Ptx;

const SIN_PTX: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/sin.ptx"));

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device 0: {}", dev.name()?);
    dev.load_ptx(Ptx::from_src(SIN_PTX), "sin", &["sin_kernel"])?;
    let sin_kernel = dev
        .get_func("sin", "sin_kernel")
        .ok_or("sin_kernel is not in ptx/sin.ptx")?;

    let n = 1_000_000usize;
    let input: Vec<f32> = (0..n).map(|i| (i as f32 - n as f32 / 2.0) * 1e-4).collect();
    let inp = dev.htod_sync_copy(&input)?;
    let mut out = dev.alloc_zeros::<f32>(n)?;
    // SAFETY: sin_kernel(float *out, const float *inp, size_t numel) stays within numel.
    unsafe { sin_kernel.launch(LaunchConfig::for_num_elems(n as u32), (&mut out, &inp, n)) }?;
    let got = dev.dtoh_sync_copy(&out)?;

    let mut worst = 0.0f32;
    for (i, (g, x)) in got.iter().zip(&input).enumerate() {
        let err = (g - x.sin()).abs();
        worst = worst.max(err);
        if err > 1e-6 {
            return Err(format!("sin({x}) at {i}: the GPU says {g}, the CPU {}", x.sin()).into());
        }
    }
    println!("{n} sines, largest difference from f32::sin {worst:e}");
    println!("OK");
    Ok(())
}
