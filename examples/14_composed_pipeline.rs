//! Composed operations: an inference-style pipeline (upload → three kernels → download)
//! written once as a lazy chain, run by 1000 tokio tasks, each awaiting its chain once. Every
//! answer is checked; the same requests through per-call futures (five awaits each) and
//! through the sync API are timed for comparison (the second of two rounds, the first warming
//! up).
//!
//! ```sh
//! cargo run --release --example 14_composed_pipeline
//! ```

use cuda_driver::r#async::{AsyncDevice, Op, Ops, Step, Unresolved, zip};
use cuda_driver::driver::{CudaDevice, CudaFunction, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::Ptx;
use std::sync::Arc;
use std::time::Instant;

const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
const TASKS: usize = 1000;
const PER_TASK: usize = 4;
const N: usize = 1024;

struct Model {
    add_one: CudaFunction,
    axpy: CudaFunction,
}

/// The pipeline, as one lazy operation: x = input; x += 1; y = 2 x (axpy into zeros);
/// y += 1; download y. Nothing runs until it is awaited. (`boxed` gives the chain one
/// nameable type; a function may also return `impl Op` and call `.run()` on it.)
fn infer<'a>(ops: &'a Ops, m: &'a Model, input: Vec<f32>) -> Step<'a, Unresolved<Vec<f32>>> {
    let n = input.len();
    let cfg = LaunchConfig::for_num_elems(n as u32);
    ops.htod_copy(input)
        // The zeroed output is allocated on another stream while the first kernel runs.
        .then(move |x| {
            zip(
                // SAFETY: add_one(float *x, size_t n) stays within the n elements of `x`.
                unsafe { ops.launch(&m.add_one, cfg, (x, n)) },
                ops.alloc_zeros::<f32>(n),
            )
        })
        // SAFETY: axpy(float a, const float *x, float *y, size_t n) stays within the n elements of
        // `x` and `y`.
        .then(move |((x, n), y)| unsafe { ops.launch(&m.axpy, cfg, (2.0f32, x, y, n)) })
        .then(move |(_, x, y, n)| {
            // Freed in order, after the kernels that use it.
            drop(x);
            // SAFETY: add_one(float *x, size_t n) stays within the n elements of `y`.
            unsafe { ops.launch(&m.add_one, cfg, (y, n)) }
        })
        .then(move |(y, _)| ops.reclaim(y))
        .boxed()
}

fn expected(input: &[f32]) -> Vec<f32> {
    input.iter().map(|v| 2.0 * (v + 1.0) + 1.0).collect()
}

fn input(task: usize, i: usize) -> Vec<f32> {
    (0..N)
        .map(|j| ((task * 31 + i * 7 + j) % 1000) as f32 * 0.5)
        .collect()
}

#[tokio::main(flavor = "multi_thread", worker_threads = 8)]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device: {}", dev.name()?);
    dev.load_ptx(Ptx::from_src(BASIC), "basic", &["add_one", "axpy"])?;
    let model = Arc::new(Model {
        add_one: dev.get_func("basic", "add_one").ok_or("add_one missing")?,
        axpy: dev.get_func("basic", "axpy").ok_or("axpy missing")?,
    });
    let adev = AsyncDevice::new(dev.clone())?;

    // Two rounds, the first to warm up (pinned buffers, the allocator, kernel loading), each
    // way interleaved; the second round's times are printed.
    let mut times = Vec::new();
    for _round in 0..2 {
        // Composed: one await per request.
        let t = Instant::now();
        let tasks: Vec<_> = (0..TASKS)
            .map(|task| {
                let (adev, model) = (adev.clone(), model.clone());
                tokio::spawn(async move {
                    let ops = adev.ops();
                    for i in 0..PER_TASK {
                        let x = input(task, i);
                        let want = expected(&x);
                        let got = infer(&ops, &model, x).await.map_err(|e| e.to_string())?;
                        if got != want {
                            return Err(format!("task {task}, request {i}: wrong answer"));
                        }
                    }
                    Ok(())
                })
            })
            .collect();
        for t in tasks {
            t.await??;
        }
        let composed = t.elapsed();

        // The same requests through per-call futures: an await per call.
        let t = Instant::now();
        let tasks: Vec<_> = (0..TASKS)
            .map(|task| {
                let (adev, m) = (adev.clone(), model.clone());
                tokio::spawn(async move {
                    let cfg = LaunchConfig::for_num_elems(N as u32);
                    for i in 0..PER_TASK {
                        let x = input(task, i);
                        let want = expected(&x);
                        let mut x = adev.htod_copy(x).await.map_err(|e| e.to_string())?;
                        let mut y = adev
                            .alloc_zeros::<f32>(N)
                            .await
                            .map_err(|e| e.to_string())?;
                        // SAFETY: as in `infer`.
                        unsafe { adev.launch(&m.add_one, cfg, (&mut x, N)) }
                            .await
                            .map_err(|e| e.to_string())?;
                        // SAFETY: as in `infer`.
                        unsafe { adev.launch(&m.axpy, cfg, (2.0f32, &x, &mut y, N)) }
                            .await
                            .map_err(|e| e.to_string())?;
                        // SAFETY: as in `infer`.
                        unsafe { adev.launch(&m.add_one, cfg, (&mut y, N)) }
                            .await
                            .map_err(|e| e.to_string())?;
                        if adev.reclaim(y).await.map_err(|e| e.to_string())? != want {
                            return Err(format!("task {task}, request {i}: wrong answer"));
                        }
                    }
                    Ok::<(), String>(())
                })
            })
            .collect();
        for t in tasks {
            t.await??;
        }
        let per_call = t.elapsed();

        // And serially through the sync API.
        let t = Instant::now();
        let cfg = LaunchConfig::for_num_elems(N as u32);
        for task in 0..TASKS {
            for i in 0..PER_TASK {
                let x = input(task, i);
                let want = expected(&x);
                let mut x = dev.htod_sync_copy(&x)?;
                let mut y = dev.alloc_zeros::<f32>(N)?;
                // SAFETY: as in `infer`.
                unsafe {
                    (&model.add_one).launch(cfg, (&mut x, N))?;
                    (&model.axpy).launch(cfg, (2.0f32, &x, &mut y, N))?;
                    (&model.add_one).launch(cfg, (&mut y, N))?;
                }
                if dev.sync_reclaim(y)? != want {
                    return Err(format!("sync: task {task}, request {i}: wrong answer").into());
                }
            }
        }
        let serial = t.elapsed();
        times.push((composed, per_call, serial));
    }
    let (composed, per_call, serial) = times[1];

    let requests = TASKS * PER_TASK;
    println!(
        "{requests} requests by {TASKS} tokio tasks, every answer checked:\n  composed (one await each): {:.1} ms\n  per-call futures (five awaits each): {:.1} ms\n  serial sync API: {:.1} ms",
        composed.as_secs_f64() * 1e3,
        per_call.as_secs_f64() * 1e3,
        serial.as_secs_f64() * 1e3
    );
    println!("OK");
    Ok(())
}
