//! The pipeline of `14_composed_pipeline` captured once into a CUDA graph and replayed:
//! each request is a chain of its own (new input into the graph's buffer → the graph → the
//! result), awaited once. Eight tokio workers each own a graph and its buffers; every answer
//! is checked.
//!
//! ```sh
//! cargo run --release --example 15_composed_graph
//! ```

use cuda_driver::r#async::{AsyncDevice, Op, zip};
use cuda_driver::driver::{CudaDevice, LaunchConfig};
use cuda_driver::nvrtc::Ptx;
use std::time::Instant;

const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
const WORKERS: usize = 8;
const REQUESTS: usize = 500;
const N: usize = 1024;

fn input(worker: usize, i: usize) -> Vec<f32> {
    (0..N)
        .map(|j| ((worker * 131 + i * 7 + j) % 1000) as f32 * 0.25)
        .collect()
}

#[tokio::main(flavor = "multi_thread", worker_threads = 8)]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device: {}", dev.name()?);
    dev.load_ptx(Ptx::from_src(BASIC), "basic", &["add_one", "axpy"])?;
    let add_one = dev.get_func("basic", "add_one").ok_or("add_one missing")?;
    let axpy = dev.get_func("basic", "axpy").ok_or("axpy missing")?;
    let adev = AsyncDevice::new(dev.clone())?;

    let t = Instant::now();
    let workers: Vec<_> = (0..WORKERS)
        .map(|w| {
            let (adev, add_one, axpy) = (adev.clone(), add_one.clone(), axpy.clone());
            tokio::spawn(async move {
                let ops = adev.ops();
                let cfg = LaunchConfig::for_num_elems(N as u32);
                let mut x = adev.alloc_zeros::<f32>(N).await?;
                let mut y = adev.alloc_zeros::<f32>(N).await?;
                // The device part of the pipeline, captured once: x += 1 and y = 0 (side by
                // side in the chain, one after the other in the graph), y = 2 x + y, y += 1.
                // SAFETY: add_one(float *x, size_t n) and axpy(float a, const float *x,
                // float *y, size_t n) stay within n elements.
                let chain = zip(
                    unsafe { ops.launch(&add_one, cfg, (&mut x, N)) },
                    ops.memset_zeros(&mut y),
                )
                .then(|((x, n), y)| unsafe { ops.launch(&axpy, cfg, (2.0f32, &*x, y, n)) })
                .then(|(_, _, y, n)| unsafe { ops.launch(&add_one, cfg, (y, n)) });
                let exec = adev.capture(chain)?.instantiate()?;
                for i in 0..REQUESTS {
                    let x_in = input(w, i);
                    let want: Vec<f32> = x_in.iter().map(|v| 2.0 * (v + 1.0) + 1.0).collect();
                    // New input, a replay, the result: one chain, one await.
                    let got = ops
                        .htod_copy_into(x_in, &mut x)
                        .then(|_| ops.launch_graph(&exec))
                        .then(|()| ops.dtoh_copy(&y))
                        .await?;
                    if got != want {
                        return Err(format!("worker {w}, request {i}: wrong answer").into());
                    }
                }
                Ok::<(), Box<dyn std::error::Error + Send + Sync>>(())
            })
        })
        .collect();
    for w in workers {
        w.await?.map_err(|e| e.to_string())?;
    }
    let elapsed = t.elapsed();
    let requests = WORKERS * REQUESTS;
    println!(
        "{requests} requests through {WORKERS} replayed graphs, every answer checked: {:.1} ms ({:.1} us per request)",
        elapsed.as_secs_f64() * 1e3,
        elapsed.as_secs_f64() * 1e6 / requests as f64
    );
    println!("OK");
    Ok(())
}
