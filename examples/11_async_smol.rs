//! An async pipeline under smol: batches are uploaded, transformed by a kernel and downloaded
//! concurrently on the adapter's streams, and every result is checked.
//!
//! ```sh
//! cargo run --release --example 11_async_smol
//! ```

use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaDevice, LaunchConfig};
use cuda_driver::nvrtc::compile_ptx;
use std::time::Instant;

const SRC: &str = r#"
extern "C" __global__ void square_plus(float *x, float c, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) x[i] = fmaf(x[i], x[i], c);
}
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device: {}", dev.name()?);
    dev.load_ptx(compile_ptx(SRC)?, "m", &["square_plus"])?;
    let f = dev
        .get_func("m", "square_plus")
        .ok_or("square_plus was not loaded")?;
    let adev = AsyncDevice::new(dev)?;

    let batches = 64usize;
    let n = 1 << 16;
    let t = Instant::now();
    let results = smol::block_on(async {
        let tasks: Vec<_> = (0..batches)
            .map(|b| {
                let (adev, f) = (adev.clone(), f.clone());
                smol::spawn(async move {
                    let data: Vec<f32> = (0..n).map(|i| ((i + b) % 97) as f32 * 0.25).collect();
                    let mut x = adev.htod_copy(data.clone()).await?;
                    // SAFETY: square_plus(float *x, float c, size_t n) stays within n elements.
                    unsafe {
                        adev.launch(
                            &f,
                            LaunchConfig::for_num_elems(n as u32),
                            (&mut x, 1.5f32, n),
                        )
                    }
                    .await?;
                    let back = adev.reclaim(x).await?;
                    let ok = back
                        .iter()
                        .zip(&data)
                        .all(|(y, v)| *y == v.mul_add(*v, 1.5));
                    Ok::<bool, cuda_driver::driver::DriverError>(ok)
                })
            })
            .collect();
        let mut all = Vec::new();
        for t in tasks {
            all.push(t.await);
        }
        all
    });
    let elapsed = t.elapsed();
    let mut bad = 0;
    for r in results {
        if !r? {
            bad += 1;
        }
    }
    if bad > 0 {
        return Err(format!("{bad} of {batches} batches were wrong").into());
    }
    println!(
        "{batches} batches of {n} floats: upload, kernel, download in {:.1} ms, all checked",
        elapsed.as_secs_f64() * 1e3
    );
    println!("OK");
    Ok(())
}
