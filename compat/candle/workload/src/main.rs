//! The timed candle workloads of compat/candle: the same source built against cuda-driver (through
//! the `cudarc` 0.19 shim) and against the real cudarc 0.19.8 (baseline/).
//!
//! - `matmul`: a matmul-heavy model, an MLP of `LAYERS` bf16 linear layers of width `WIDTH` (with
//!   bias and ReLU) on a batch of `BATCH` rows: time goes to cuBLAS.
//! - `small`: a small-kernel-heavy model, `LAYERS` blocks of f32 linear + layer norm + softmax +
//!   GELU on a few rows of width 64: time goes to launching, allocating and freeing.
//!
//! One step (what is timed, `iters` times per thread) is what an inference server does per
//! request: copy the input in, run the model, copy a scalar out (which waits for the GPU).
//! Each thread has its own device (`Device::new_cuda(0)`, as candle users write it: a
//! `CudaContext` of its own on the primary context, and the per-thread default stream; or
//! `Device::new_cuda_with_stream(0)`: a new stream of its own) and its own replica of the model,
//! built and warmed up (modules loaded, `WARMUP` steps) before the clock starts. The threads start
//! together (a barrier); the wall time runs from there to the last thread's end.
//!
//!   candle-workload [--workload matmul,small] [--threads 1,8] [--mode new_cuda,with_stream,cpu]
//!                   [--iters-matmul N] [--iters-small N] [--repeat R]
//!
//! (`--mode cpu` runs the same on the CPU: a check of this program where there is no GPU.)
//!
//! Prints one line per measurement, `key=value` pairs:
//!   workload=small threads=8 mode=new_cuda iters=2000 wall_ms=... per_step_us=... steps_per_s=...
//!   thread_ms_min=... thread_ms_max=... setup_ms=... checksum=...
//! `checksum` is the sum of the last step's outputs of every thread (the same on both sides, up
//! to rounding: weights and inputs are made on the host from a fixed seed).
use candle_core::{DType, Device, Module, Result, Tensor};
use std::sync::Barrier;
use std::time::Instant;

const WARMUP: usize = 5;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Workload {
    Matmul,
    Small,
}

impl Workload {
    fn name(self) -> &'static str {
        match self {
            Workload::Matmul => "matmul",
            Workload::Small => "small",
        }
    }
    /// (batch, width, layers)
    fn shape(self) -> (usize, usize, usize) {
        match self {
            Workload::Matmul => (256, 2048, 8),
            Workload::Small => (4, 64, 16),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Mode {
    NewCuda,
    WithStream,
    /// The CPU: a check of the program itself on a machine without a GPU.
    Cpu,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::NewCuda => "new_cuda",
            Mode::WithStream => "with_stream",
            Mode::Cpu => "cpu",
        }
    }
    fn device(self) -> Result<Device> {
        match self {
            Mode::NewCuda => Device::new_cuda(0),
            Mode::WithStream => Device::new_cuda_with_stream(0),
            Mode::Cpu => Ok(Device::Cpu),
        }
    }
}

/// A fixed-seed generator for weights and inputs (the same numbers on both sides).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f32 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 40) as f32 / (1u64 << 24) as f32) - 0.5
    }
    fn vec(&mut self, n: usize, scale: f32) -> Vec<f32> {
        (0..n).map(|_| self.next() * scale).collect()
    }
}

struct Layer {
    linear: candle_nn::Linear,
    norm: Option<candle_nn::LayerNorm>,
}

struct Model {
    workload: Workload,
    dtype: DType,
    layers: Vec<Layer>,
}

impl Model {
    fn new(workload: Workload, dev: &Device) -> Result<Self> {
        let (_, width, layers) = workload.shape();
        let dtype = match workload {
            // candle's CPU backend has no bf16 matmul: f32 in the CPU check.
            Workload::Matmul if !dev.is_cpu() => DType::BF16,
            _ => DType::F32,
        };
        let mut rng = Lcg(42);
        let scale = 1.0 / (width as f32).sqrt();
        let mut out = Vec::with_capacity(layers);
        for _ in 0..layers {
            let w = Tensor::from_vec(rng.vec(width * width, scale), (width, width), dev)?.to_dtype(dtype)?;
            let b = Tensor::from_vec(rng.vec(width, 0.1), width, dev)?.to_dtype(dtype)?;
            let norm = match workload {
                Workload::Matmul => None,
                Workload::Small => {
                    let g = Tensor::from_vec(rng.vec(width, 0.2), width, dev)?.affine(1.0, 1.0)?;
                    let beta = Tensor::from_vec(rng.vec(width, 0.1), width, dev)?;
                    Some(candle_nn::LayerNorm::new(g, beta, 1e-5))
                }
            };
            out.push(Layer { linear: candle_nn::Linear::new(w, Some(b)), norm });
        }
        Ok(Model { workload, dtype, layers: out })
    }

    /// One step: the input in, the model, one scalar out.
    fn step(&self, input: &[f32], dev: &Device) -> Result<f32> {
        let (batch, width, _) = self.workload.shape();
        let mut x = Tensor::from_slice(input, (batch, width), dev)?.to_dtype(self.dtype)?;
        for layer in &self.layers {
            x = layer.linear.forward(&x)?;
            x = match &layer.norm {
                None => x.relu()?,
                Some(norm) => {
                    let y = norm.forward(&x)?;
                    let y = candle_nn::ops::softmax_last_dim(&y)?;
                    (y.gelu()? * width as f64)?
                }
            };
        }
        x.to_dtype(DType::F32)?.sum_all()?.to_scalar::<f32>()
    }
}

struct Measure {
    wall_ms: f64,
    thread_ms: Vec<f64>,
    setup_ms: f64,
    checksum: f64,
}

fn run(workload: Workload, mode: Mode, threads: usize, iters: usize) -> Result<Measure> {
    let (batch, width, _) = workload.shape();
    let start_line = Barrier::new(threads + 1);
    let setup = Instant::now();
    let mut setup_ms = 0.0;
    let results: Vec<Result<(f64, f32)>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let start_line = &start_line;
                s.spawn(move || -> Result<(f64, f32)> {
                    let prepared = (|| -> Result<_> {
                        let dev = mode.device()?;
                        let model = Model::new(workload, &dev)?;
                        let input = Lcg(7 + t as u64).vec(batch * width, 1.0);
                        for _ in 0..WARMUP {
                            model.step(&input, &dev)?;
                        }
                        dev.synchronize()?;
                        Ok((dev, model, input))
                    })();
                    start_line.wait();
                    let (dev, model, input) = prepared?;
                    let t0 = Instant::now();
                    let mut last = 0.0;
                    for _ in 0..iters {
                        last = model.step(&input, &dev)?;
                    }
                    Ok((t0.elapsed().as_secs_f64() * 1e3, last))
                })
            })
            .collect();
        start_line.wait();
        setup_ms = setup.elapsed().as_secs_f64() * 1e3;
        handles.into_iter().map(|h| h.join().expect("a workload thread panicked")).collect()
    });
    let wall_ms = setup.elapsed().as_secs_f64() * 1e3 - setup_ms;
    let mut thread_ms = Vec::with_capacity(threads);
    let mut checksum = 0.0f64;
    for r in results {
        let (ms, last) = r?;
        thread_ms.push(ms);
        checksum += last as f64;
    }
    Ok(Measure { wall_ms, thread_ms, setup_ms, checksum })
}

fn list<T>(arg: &str, parse: impl Fn(&str) -> Option<T>) -> Vec<T> {
    arg.split(',')
        .map(|s| parse(s.trim()).unwrap_or_else(|| panic!("candle-workload: cannot read `{s}` in `{arg}`")))
        .collect()
}

fn main() -> Result<()> {
    let mut workloads = vec![Workload::Matmul, Workload::Small];
    let mut threads = vec![1usize, 8];
    let mut modes = vec![Mode::NewCuda];
    let mut iters_matmul = 1000usize;
    let mut iters_small = 2000usize;
    let mut repeat = 1usize;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).map(String::as_str).unwrap_or("");
        match args[i].as_str() {
            "--workload" => {
                workloads = list(value, |s| match s {
                    "matmul" => Some(Workload::Matmul),
                    "small" => Some(Workload::Small),
                    _ => None,
                })
            }
            "--threads" => threads = list(value, |s| s.parse().ok()),
            "--mode" => {
                modes = list(value, |s| match s {
                    "new_cuda" => Some(Mode::NewCuda),
                    "with_stream" => Some(Mode::WithStream),
                    "cpu" => Some(Mode::Cpu),
                    _ => None,
                })
            }
            "--iters-matmul" => iters_matmul = value.parse().expect("--iters-matmul N"),
            "--iters-small" => iters_small = value.parse().expect("--iters-small N"),
            "--repeat" => repeat = value.parse().expect("--repeat R"),
            "-h" | "--help" => {
                println!(
                    "candle-workload [--workload matmul,small] [--threads 1,8] [--mode new_cuda,with_stream,cpu] \
                     [--iters-matmul N] [--iters-small N] [--repeat R]"
                );
                return Ok(());
            }
            other => panic!("candle-workload: unknown argument `{other}` (--help)"),
        }
        i += 2;
    }
    for _ in 0..repeat {
        for &workload in &workloads {
            for &mode in &modes {
                for &n in &threads {
                    let iters = match workload {
                        Workload::Matmul => iters_matmul,
                        Workload::Small => iters_small,
                    };
                    let m = run(workload, mode, n, iters)?;
                    let min = m.thread_ms.iter().cloned().fold(f64::INFINITY, f64::min);
                    let max = m.thread_ms.iter().cloned().fold(0.0, f64::max);
                    let steps = (n * iters) as f64;
                    println!(
                        "workload={} threads={} mode={} iters={} wall_ms={:.1} per_step_us={:.1} steps_per_s={:.0} \
                         thread_ms_min={:.1} thread_ms_max={:.1} setup_ms={:.1} checksum={:.6e}",
                        workload.name(),
                        n,
                        mode.name(),
                        iters,
                        m.wall_ms,
                        m.wall_ms * 1e3 / steps,
                        steps / (m.wall_ms / 1e3),
                        min,
                        max,
                        m.setup_ms,
                        m.checksum
                    );
                }
            }
        }
    }
    Ok(())
}
