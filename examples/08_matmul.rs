//! A naive matrix product on a 2D grid (ptx/matmul.cu), checked against the CPU, with its
//! speed in GFLOP/s.
//!
//! ```sh
//! cargo run --release --example 08_matmul
//! ```

use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::Ptx;
use std::time::Instant;

const MATMUL: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/matmul.ptx"));

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device 0: {}", dev.name()?);
    dev.load_ptx(Ptx::from_src(MATMUL), "matmul", &["matmul"])?;
    let matmul = dev.get_func("matmul", "matmul").ok_or("matmul missing")?;

    let n = 1024usize;
    // Small integers: every sum is exact in f32, so the GPU and CPU must agree exactly.
    let a: Vec<f32> = (0..n * n)
        .map(|i| ((i * 7 + 3) % 11) as f32 - 5.0)
        .collect();
    let b: Vec<f32> = (0..n * n)
        .map(|i| ((i * 13 + 1) % 9) as f32 - 4.0)
        .collect();
    let (da, db) = (dev.htod_sync_copy(&a)?, dev.htod_sync_copy(&b)?);
    let mut dc = dev.alloc_zeros::<f32>(n * n)?;

    let tile = 16u32;
    let blocks = (n as u32).div_ceil(tile);
    let cfg = LaunchConfig {
        grid_dim: (blocks, blocks, 1),
        block_dim: (tile, tile, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: matmul(const float*, const float*, float*, int) on n x n matrices.
    unsafe { matmul.clone().launch(cfg, (&da, &db, &mut dc, n as i32)) }?; // warm-up
    dev.synchronize()?;
    let runs = 10;
    let t = Instant::now();
    for _ in 0..runs {
        // SAFETY: as above.
        unsafe { matmul.clone().launch(cfg, (&da, &db, &mut dc, n as i32)) }?;
    }
    dev.synchronize()?;
    let per_run = t.elapsed().as_secs_f64() / runs as f64;
    let gflops = 2.0 * (n * n * n) as f64 / per_run / 1e9;

    let c = dev.dtoh_sync_copy(&dc)?;
    let t = Instant::now();
    let mut want = vec![0.0f32; n * n];
    for i in 0..n {
        for k in 0..n {
            let aik = a[i * n + k];
            let row = &b[k * n..(k + 1) * n];
            for (w, bkj) in want[i * n..(i + 1) * n].iter_mut().zip(row) {
                *w += aik * bkj;
            }
        }
    }
    let cpu = t.elapsed().as_secs_f64();
    if let Some(i) = (0..n * n).find(|&i| c[i] != want[i]) {
        return Err(format!(
            "c[{}][{}] = {}, the CPU says {}",
            i / n,
            i % n,
            c[i],
            want[i]
        )
        .into());
    }
    println!(
        "{n}x{n} matmul: {:.3} ms, {gflops:.0} GFLOP/s on the GPU (naive kernel); CPU {:.0} ms",
        per_run * 1e3,
        cpu * 1e3
    );
    println!("OK");
    Ok(())
}
