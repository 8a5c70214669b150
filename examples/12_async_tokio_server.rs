//! A server-style tokio program: many concurrent "requests", each a small GPU job (upload a
//! vector, normalise it with a kernel, download it), answered through a channel, each checked.
//!
//! ```sh
//! cargo run --release --example 12_async_tokio_server
//! ```

use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaDevice, CudaFunction, DriverError, LaunchConfig};
use cuda_driver::nvrtc::compile_ptx;
use std::time::Instant;

const SRC: &str = r#"
extern "C" __global__ void scale(float *x, float s, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) x[i] *= s;
}
"#;

/// One request: scale `input` so that its first element becomes 1.
async fn handle(
    adev: &AsyncDevice,
    f: &CudaFunction,
    input: Vec<f32>,
) -> Result<Vec<f32>, DriverError> {
    let n = input.len();
    let s = 1.0 / input[0];
    let mut x = adev.htod_copy(input).await?;
    // SAFETY: scale(float *x, float s, size_t n) stays within n elements.
    unsafe { adev.launch(f, LaunchConfig::for_num_elems(n as u32), (&mut x, s, n)) }.await?;
    adev.reclaim(x).await
}

#[tokio::main(flavor = "multi_thread", worker_threads = 8)]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device: {}", dev.name()?);
    dev.load_ptx(compile_ptx(SRC)?, "m", &["scale"])?;
    let f = dev.get_func("m", "scale").ok_or("scale was not loaded")?;
    let adev = AsyncDevice::new(dev)?;

    let requests = 2000usize;
    let (tx, mut rx) = tokio::sync::mpsc::channel(64);
    let t = Instant::now();
    for id in 0..requests {
        let (adev, f, tx) = (adev.clone(), f.clone(), tx.clone());
        tokio::spawn(async move {
            let input: Vec<f32> = (0..256)
                .map(|i| (id % 13 + 2) as f32 * (i + 1) as f32)
                .collect();
            let want: Vec<f32> = input.iter().map(|v| v * (1.0 / input[0])).collect();
            let answer = handle(&adev, &f, input).await;
            let _ = tx.send((id, answer.map(|got| got == want))).await;
        });
    }
    drop(tx);
    let (mut ok, mut wrong) = (0, 0);
    while let Some((id, answer)) = rx.recv().await {
        match answer {
            Ok(true) => ok += 1,
            Ok(false) => {
                wrong += 1;
                eprintln!("request {id}: wrong answer");
            }
            Err(e) => return Err(format!("request {id} failed: {e}").into()),
        }
    }
    let elapsed = t.elapsed();
    if wrong > 0 || ok != requests {
        return Err(format!("{wrong} wrong answers, {ok} of {requests} right").into());
    }
    println!(
        "{requests} concurrent requests answered and checked in {:.1} ms",
        elapsed.as_secs_f64() * 1e3
    );
    println!("OK");
    Ok(())
}
