//! cuBLAS products through `CudaBlas` beside raw cuBLAS calls through `sys`, in one process
//! (the two ways rotated round by round), with PyTorch's figures from `scripts/torch_gemm.py`
//! as the anchor (run it on the same GPU in the same session).
//!
//! Rows: large products (20 back to back, then one synchronize: the time per product) in
//! f32, f16, bf16 and a strided batch, target at least 0.98x raw cuBLAS's speed; and a 64^3
//! f32 product with a synchronize after each (the latency a small request sees), target at
//! most 1.05x raw and under 12 us (median of 2001 runs); the same product 1000 times back to
//! back (the CPU cost per call); captured once into a graph and replayed with a synchronize
//! after each (cuBLAS's host work paid once: at most 1.05x raw and under 12 us); and awaited
//! through `AsyncDevice::gemm`, at most the sync call and a synchronize. Single f32 and f64
//! products up to 128^3 run on the crate's own kernel (see the `cublas` module docs): rows at
//! 32^3, 128^3, 64^3 in f64 and 256^3 (past the bound, cuBLAS's) show both sides, and a row
//! times the same kernel launched raw with `cuLaunchKernel` beside `checked_gemm`. TF32 stays
//! off, as in PyTorch's default for matmul. Each row starts after
//! a second of idle GPU (tensor-core products reach the power limit, and lower clocks, within a
//! fraction of a second), as scripts/torch_gemm.py's rows do.
//!
//! `cargo bench --features cublas,f16 --bench cublas` (or `bash .gpu/run bench cublas` after
//! gpu-pack).

#[path = "common/mod.rs"]
mod common;

use common::table::{Row, Target, print_table};
use common::{ck, mid, raw_function, rotate};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::cublas::sys as bsys;
use cuda_driver::cublas::{CudaBlas, GemmConfig, GemmScalar, StridedBatchedConfig};
use cuda_driver::driver::{CudaDevice, DevicePtr, DriverError, ValidAsZeroBits, sys};
use futures_lite::future::block_on;
use half::{bf16, f16};
use std::ffi::c_void;
use std::sync::Arc;
use std::time::Instant;

use bsys::cublasOperation_t::CUBLAS_OP_N as OP_N;

const REPS: usize = 15;
/// Runs per way of a large row: `REPS`, or `CUBLAS_BENCH_REPS` (the GPU's clocks fall as a
/// tensor-core row goes on, so the count decides how much of a row runs at lower clocks).
fn reps() -> usize {
    std::env::var("CUBLAS_BENCH_REPS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(REPS)
}

/// Products per timed run of the large shapes.
const BACK_TO_BACK: usize = 20;

/// Asserts a raw cuBLAS call succeeded.
fn bck(r: bsys::cublasStatus_t) {
    if r != bsys::cublasStatus_t::CUBLAS_STATUS_SUCCESS {
        panic!("raw cuBLAS call failed: {r:?}");
    }
}

/// A raw handle on a raw stream of the device's context, as a C program would make them.
struct Raw {
    handle: bsys::cublasHandle_t,
    stream: sys::CUstream,
}

impl Raw {
    fn new() -> Raw {
        let mut handle = std::ptr::null_mut();
        let mut stream = std::ptr::null_mut();
        // SAFETY: plain calls with valid out-pointers; the device's context is current.
        unsafe {
            ck(sys::cuStreamCreate(&mut stream, 1));
            bck(bsys::cublasCreate_v2(&mut handle));
            bck(bsys::cublasSetStream_v2(handle, stream.cast()));
        }
        Raw { handle, stream }
    }

    fn sync(&self) {
        // SAFETY: our live stream.
        unsafe { ck(sys::cuStreamSynchronize(self.stream)) };
    }
}

impl Drop for Raw {
    fn drop(&mut self) {
        // SAFETY: ours, idle after the last synchronize.
        unsafe {
            bck(bsys::cublasDestroy_v2(self.handle));
            ck(sys::cuStreamDestroy_v2(self.stream));
        }
    }
}

/// The element type's `cudaDataType` for `cublasGemmStridedBatchedEx`, and its one.
trait Elem: GemmScalar + ValidAsZeroBits + cuda_driver::driver::DeviceRepr + Unpin {
    const TYPE: bsys::cudaDataType_t;
    const COMPUTE: bsys::cublasComputeType_t;
    fn one() -> Self;
}
impl Elem for f32 {
    const TYPE: bsys::cudaDataType_t = bsys::cudaDataType_t::CUDA_R_32F;
    const COMPUTE: bsys::cublasComputeType_t = bsys::cublasComputeType_t::CUBLAS_COMPUTE_32F;
    fn one() -> Self {
        1.0
    }
}
impl Elem for f64 {
    const TYPE: bsys::cudaDataType_t = bsys::cudaDataType_t::CUDA_R_64F;
    const COMPUTE: bsys::cublasComputeType_t = bsys::cublasComputeType_t::CUBLAS_COMPUTE_64F;
    fn one() -> Self {
        1.0
    }
}
impl Elem for f16 {
    const TYPE: bsys::cudaDataType_t = bsys::cudaDataType_t::CUDA_R_16F;
    const COMPUTE: bsys::cublasComputeType_t = bsys::cublasComputeType_t::CUBLAS_COMPUTE_32F;
    fn one() -> Self {
        f16::ONE
    }
}
impl Elem for bf16 {
    const TYPE: bsys::cudaDataType_t = bsys::cudaDataType_t::CUDA_R_16BF;
    const COMPUTE: bsys::cublasComputeType_t = bsys::cublasComputeType_t::CUBLAS_COMPUTE_32F;
    fn one() -> Self {
        bf16::ONE
    }
}

/// The raw call of a square product of side `n` (`batch` of them, `n * n` apart, when more
/// than one): `cublasGemmStridedBatchedEx` or `cublasGemmEx`, f32 scalars, as PyTorch calls
/// them for these types (for f32: `cublasSgemm`; f64 with f64 scalars and computation).
///
/// # Safety
///
/// The pointers hold `batch` matrices of side `n`; the handle is live.
unsafe fn raw_gemm<T: Elem>(raw: &Raw, n: i32, batch: i32, a: u64, b: u64, c: u64) {
    let (alpha, beta) = (1.0f32, 0.0f32);
    let (alpha64, beta64) = (1.0f64, 0.0f64);
    // The scalars are of the compute type: f64 for f64, f32 otherwise.
    let (al, be) = if T::COMPUTE == bsys::cublasComputeType_t::CUBLAS_COMPUTE_64F {
        (
            &alpha64 as *const f64 as *const c_void,
            &beta64 as *const f64 as *const c_void,
        )
    } else {
        (
            &alpha as *const f32 as *const c_void,
            &beta as *const f32 as *const c_void,
        )
    };
    let (a, b, c) = (a as *const c_void, b as *const c_void, c as *mut c_void);
    let algo = bsys::cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT;
    // SAFETY: the caller's promise.
    unsafe {
        if batch > 1 {
            raw_strided_batched::<T>(raw, (n, batch), (al, be), (a, b, c));
        } else if T::TYPE == bsys::cudaDataType_t::CUDA_R_32F {
            bck(bsys::cublasSgemm_v2(
                raw.handle,
                OP_N,
                OP_N,
                n,
                n,
                n,
                &alpha,
                a.cast(),
                n,
                b.cast(),
                n,
                &beta,
                c.cast(),
                n,
            ));
        } else {
            bck(bsys::cublasGemmEx(
                raw.handle,
                OP_N,
                OP_N,
                n,
                n,
                n,
                al,
                a,
                T::TYPE,
                n,
                b,
                T::TYPE,
                n,
                be,
                c,
                T::TYPE,
                n,
                T::COMPUTE,
                algo,
            ));
        }
    }
}

/// The batched product of `raw_gemm`: `cublasGemmStridedBatchedEx`, `batch` matrices of side
/// `n` apart, with the compute type's scalars `al` and `be`.
///
/// # Safety
///
/// As `raw_gemm`'s, and the scalars point at values of the compute type.
#[inline]
unsafe fn raw_strided_batched<T: Elem>(
    raw: &Raw,
    (n, batch): (i32, i32),
    (al, be): (*const c_void, *const c_void),
    (a, b, c): (*const c_void, *const c_void, *mut c_void),
) {
    let algo = bsys::cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT;
    let s = (n * n) as i64;
    // SAFETY: the caller's promise.
    unsafe {
        bck(bsys::cublasGemmStridedBatchedEx(
            raw.handle,
            OP_N,
            OP_N,
            n,
            n,
            n,
            al,
            a,
            T::TYPE,
            n,
            s,
            b,
            T::TYPE,
            n,
            s,
            be,
            c,
            T::TYPE,
            n,
            s,
            batch,
            T::COMPUTE,
            algo,
        ));
    }
}

/// Seconds per product of `batch` square products of side `n`, raw then ours, `per_run`
/// products back to back per timed run and a synchronize after each run.
fn square<T: Elem>(
    dev: &Arc<CudaDevice>,
    blas: &CudaBlas,
    raw: &Raw,
    n: i32,
    batch: i32,
    per_run: usize,
) -> (f64, f64) {
    let len = (n * n * batch) as usize;
    let a = dev.htod_copy(vec![T::one(); len]).unwrap();
    let b = dev.htod_copy(vec![T::one(); len]).unwrap();
    let mut c = dev.alloc_zeros::<T>(len).unwrap();
    let raw_c = dev.alloc_zeros::<T>(len).unwrap();
    dev.synchronize().unwrap();
    // A second idle first: at these rates the GPU reaches its power limit within a fraction
    // of a second and lowers its clocks, so each row starts from the same idle GPU (and so do
    // scripts/torch_gemm.py's).
    std::thread::sleep(std::time::Duration::from_secs(1));
    let (pa, pb, pc) = (*a.device_ptr(), *b.device_ptr(), *raw_c.device_ptr());
    let mut raw_way = || {
        let t = Instant::now();
        for _ in 0..per_run {
            // SAFETY: the buffers hold `batch` matrices of side n each.
            unsafe { raw_gemm::<T>(raw, n, batch, pa, pb, pc) };
        }
        raw.sync();
        t.elapsed().as_secs_f64() / per_run as f64
    };
    let gemm = square_cfg(n, T::one(), zero::<T>());
    let mut ours_way = || {
        let t = Instant::now();
        for _ in 0..per_run {
            if batch > 1 {
                let s = (n * n) as i64;
                let cfg = StridedBatchedConfig {
                    gemm,
                    batch_size: batch,
                    stride_a: s,
                    stride_b: s,
                    stride_c: s,
                };
                blas.checked_gemm_strided_batched(cfg, &a, &b, &mut c)
                    .unwrap();
            } else {
                blas.checked_gemm(gemm, &a, &b, &mut c).unwrap();
            }
        }
        dev.synchronize().unwrap();
        t.elapsed().as_secs_f64() / per_run as f64
    };
    // One product per run is a latency of microseconds: many more runs for a stable median.
    let (warmups, reps) = if per_run == 1 {
        (200, 2001)
    } else {
        (2, reps())
    };
    let mut runs = rotate(warmups, reps, &mut [&mut raw_way, &mut ours_way]).into_iter();
    (mid(runs.next().unwrap()), mid(runs.next().unwrap()))
}

/// The process's CPU time per 64^3 f32 product, 1000 back to back then a synchronize, raw and
/// ours (medians of 15 rotated runs): how much of a call's time is the host's.
fn cpu_per_call_64(dev: &Arc<CudaDevice>, blas: &CudaBlas, raw: &Raw) -> String {
    let n = 64usize;
    let a = dev.htod_copy(vec![1.0f32; n * n]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(n * n).unwrap();
    let raw_c = dev.alloc_zeros::<f32>(n * n).unwrap();
    dev.synchronize().unwrap();
    let (pa, pc) = (*a.device_ptr(), *raw_c.device_ptr());
    let n = n as i32;
    let cfg = square_cfg(n, 1.0f32, 0.0);
    let mut raw_way = || {
        let t = common::cpu_seconds();
        for _ in 0..1000 {
            // SAFETY: the buffers hold a 64x64 matrix each.
            unsafe { raw_gemm::<f32>(raw, n, 1, pa, pa, pc) };
        }
        raw.sync();
        (common::cpu_seconds() - t) / 1000.0
    };
    let mut ours_way = || {
        let t = common::cpu_seconds();
        for _ in 0..1000 {
            blas.checked_gemm(cfg, &a, &a, &mut c).unwrap();
        }
        dev.synchronize().unwrap();
        (common::cpu_seconds() - t) / 1000.0
    };
    let mut runs = rotate(2, REPS, &mut [&mut raw_way, &mut ours_way]).into_iter();
    let (r, o) = (mid(runs.next().unwrap()), mid(runs.next().unwrap()));
    format!(
        "cuBLAS gemm 64^3 f32, 1000 back to back: CPU time per call raw {:.2} us, ours {:.2} us",
        r * 1e6,
        o * 1e6
    )
}

/// Seconds per 64^3 f32 product: the sync call and a device synchronize, then the same
/// product through `AsyncDevice::gemm`, awaited (with `block_on`), rotated.
fn awaited_64(dev: &Arc<CudaDevice>, blas: &CudaBlas) -> (f64, f64) {
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 64;
    let a = dev.htod_copy(vec![1.0f32; n * n]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(n * n).unwrap();
    let mut c2 = dev.alloc_zeros::<f32>(n * n).unwrap();
    let n = n as i32;
    let cfg = square_cfg(n, 1.0f32, 0.0);
    let mut sync_way = || {
        let t = Instant::now();
        blas.checked_gemm(cfg, &a, &a, &mut c).unwrap();
        dev.synchronize().unwrap();
        t.elapsed().as_secs_f64()
    };
    let mut awaited_way = || {
        let t = Instant::now();
        block_on(adev.gemm(blas, cfg, &a, &a, &mut c2).unwrap()).unwrap();
        t.elapsed().as_secs_f64()
    };
    let mut runs = rotate(200, 2001, &mut [&mut sync_way, &mut awaited_way]).into_iter();
    (mid(runs.next().unwrap()), mid(runs.next().unwrap()))
}

/// Seconds per 64^3 f32 product captured once into a graph and replayed: a raw cuBLAS call
/// captured on the raw stream, `cuGraphLaunch` and a stream synchronize, then the same through
/// `CudaDevice::capture_graph`, `CudaGraphExec::launch` and `CudaDevice::synchronize`, rotated.
/// cuBLAS's own host work (about 7 us a call) is paid once, at capture.
fn captured_64(dev: &Arc<CudaDevice>, blas: &CudaBlas, raw: &Raw) -> (f64, f64) {
    let n = 64usize;
    let a = dev.htod_copy(vec![1.0f32; n * n]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(n * n).unwrap();
    let raw_c = dev.alloc_zeros::<f32>(n * n).unwrap();
    let (pa, pc) = (*a.device_ptr(), *raw_c.device_ptr());
    let mut graph = std::ptr::null_mut();
    let mut raw_exec = std::ptr::null_mut();
    // SAFETY: a capture of one product on the raw stream, its buffers alive until the end of
    // this function; the graph and its executable are destroyed below after the last launch.
    unsafe {
        ck(sys::cuStreamBeginCapture_v2(
            raw.stream,
            sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL,
        ));
        raw_gemm::<f32>(raw, n as i32, 1, pa, pa, pc);
        ck(sys::cuStreamEndCapture(raw.stream, &mut graph));
        ck(sys::cuGraphInstantiateWithFlags(&mut raw_exec, graph, 0));
    }
    let n = n as i32;
    let cfg = square_cfg(n, 1.0f32, 0.0);
    let exec = dev
        .capture_graph(|s| {
            // SAFETY: the handle goes back to the main stream right after (see
            // CudaBlas::set_stream).
            unsafe { blas.set_stream(Some(s)) }.unwrap();
            let r = blas.checked_gemm(cfg, &a, &a, &mut c);
            // SAFETY: as above.
            unsafe { blas.set_stream(None) }.unwrap();
            r.map_err(DriverError::from)
        })
        .unwrap()
        .instantiate()
        .unwrap();
    let mut raw_way = || {
        let t = Instant::now();
        // SAFETY: the live executable graph on the raw stream.
        unsafe { ck(sys::cuGraphLaunch(raw_exec, raw.stream)) };
        raw.sync();
        t.elapsed().as_secs_f64()
    };
    let mut ours = || {
        let t = Instant::now();
        exec.launch().unwrap();
        dev.synchronize().unwrap();
        t.elapsed().as_secs_f64()
    };
    let mut runs = rotate(200, 2001, &mut [&mut raw_way, &mut ours]).into_iter();
    let times = (mid(runs.next().unwrap()), mid(runs.next().unwrap()));
    // SAFETY: idle after the last synchronize; nothing uses them after.
    unsafe {
        ck(sys::cuGraphExecDestroy(raw_exec));
        ck(sys::cuGraphDestroy(graph));
    }
    assert_eq!(dev.dtoh_sync_copy(&c).unwrap(), vec![64.0; 64 * 64]);
    times
}

/// Seconds per 64^3 f32 product on the crate's kernel for small products (see the `cublas`
/// module docs) with a synchronize after each: the same kernel loaded from the same PTX and
/// launched with `cuLaunchKernel` on the raw stream, then `checked_gemm` (which launches it),
/// rotated: what the crate's checks and ordering add to the launch.
fn small_kernel_64(dev: &Arc<CudaDevice>, blas: &CudaBlas, raw: &Raw) -> (f64, f64) {
    let n = 64usize;
    let a = dev.htod_copy(vec![1.0f32; n * n]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(n * n).unwrap();
    let raw_c = dev.alloc_zeros::<f32>(n * n).unwrap();
    let f = raw_function(
        include_str!("../src/cublas/safe/small_gemm.ptx"),
        c"small_sgemm",
    );
    let (pa, pc) = (*a.device_ptr(), *raw_c.device_ptr());
    let (ni, ld, zero, alpha, beta) = (n as i32, n as i64, 0i32, 1.0f32, 0.0f32);
    let arg = |p: *const c_void| p as *mut c_void;
    let mut args = [
        arg((&zero as *const i32).cast()),
        arg((&zero as *const i32).cast()),
        arg((&ni as *const i32).cast()),
        arg((&ni as *const i32).cast()),
        arg((&ni as *const i32).cast()),
        arg((&alpha as *const f32).cast()),
        arg((&pa as *const u64).cast()),
        arg((&ld as *const i64).cast()),
        arg((&pa as *const u64).cast()),
        arg((&ld as *const i64).cast()),
        arg((&beta as *const f32).cast()),
        arg((&pc as *const u64).cast()),
        arg((&ld as *const i64).cast()),
    ];
    let cfg = square_cfg(n as i32, 1.0f32, 0.0);
    let mut raw_way = || {
        let t = Instant::now();
        // SAFETY: the kernel's parameters in order (the transpositions, m, n, k, alpha, A,
        // lda, B, ldb, beta, C, ldc), each alive during the call; the buffers hold 64 x 64.
        unsafe {
            ck(sys::cuLaunchKernel(
                f,
                4,
                4,
                1,
                16,
                16,
                1,
                0,
                raw.stream,
                args.as_mut_ptr(),
                std::ptr::null_mut(),
            ));
        }
        raw.sync();
        t.elapsed().as_secs_f64()
    };
    let mut ours = || {
        let t = Instant::now();
        blas.checked_gemm(cfg, &a, &a, &mut c).unwrap();
        dev.synchronize().unwrap();
        t.elapsed().as_secs_f64()
    };
    let mut runs = rotate(200, 2001, &mut [&mut raw_way, &mut ours]).into_iter();
    let times = (mid(runs.next().unwrap()), mid(runs.next().unwrap()));
    assert_eq!(dev.dtoh_sync_copy(&raw_c).unwrap(), vec![64.0; n * n]);
    assert_eq!(dev.dtoh_sync_copy(&c).unwrap(), vec![64.0; n * n]);
    times
}

/// The first 64^3 f32 product of the process with a synchronize, raw (a new handle and stream,
/// then `cublasSgemm`: what loading cuBLAS's kernels costs) and then ours (a new `CudaBlas`,
/// whose first small product loads the crate's kernel, then `checked_gemm`), in milliseconds.
fn first_products(dev: &Arc<CudaDevice>) -> String {
    let n = 64usize;
    let a = dev.htod_copy(vec![1.0f32; n * n]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(n * n).unwrap();
    dev.synchronize().unwrap();
    let t = Instant::now();
    let raw = Raw::new();
    let pa = *a.device_ptr();
    // SAFETY: the buffers hold a 64 x 64 matrix each (C is written; ours overwrites it).
    unsafe { raw_gemm::<f32>(&raw, n as i32, 1, pa, pa, *c.device_ptr()) };
    raw.sync();
    let raw_ms = t.elapsed().as_secs_f64() * 1e3;
    let t = Instant::now();
    let blas = CudaBlas::new(dev.clone()).unwrap();
    blas.checked_gemm(square_cfg(n as i32, 1.0f32, 0.0), &a, &a, &mut c)
        .unwrap();
    dev.synchronize().unwrap();
    let ours_ms = t.elapsed().as_secs_f64() * 1e3;
    format!(
        "first 64^3 f32 product of the process, with its handle: raw {raw_ms:.1} ms (cuBLAS loads its \
         kernels), ours {ours_ms:.1} ms after it (loads the crate's kernel)"
    )
}

/// The product of two square matrices of side `n`, neither transposed.
fn square_cfg<T>(n: i32, alpha: T, beta: T) -> GemmConfig<T> {
    GemmConfig {
        transa: OP_N,
        transb: OP_N,
        m: n,
        n,
        k: n,
        alpha,
        lda: n,
        ldb: n,
        beta,
        ldc: n,
    }
}

/// A row of raw and our times (no cudarc column).
fn row(name: &'static str, (raw, ours): (f64, f64), target: Option<Target>) -> Row {
    Row {
        name,
        raw: Some(raw),
        ours: Some(ours),
        cudarc: None,
        target,
    }
}

/// One row's measurement: [`square`] of one element type.
type Square = fn(&Arc<CudaDevice>, &CudaBlas, &Raw, i32, i32, usize) -> (f64, f64);

fn zero<T: ValidAsZeroBits + Copy>() -> T {
    // SAFETY: the type is valid as all zero bits (the bound says so): 0.0 for every Elem.
    unsafe { std::mem::zeroed() }
}

fn tflops(n: i32, batch: i32, secs: f64) -> f64 {
    2.0 * (n as f64).powi(3) * batch as f64 / secs / 1e12
}

fn main() {
    // `cargo test --all-targets` runs bench binaries without --bench: nothing to do there.
    if !std::env::args().any(|a| a == "--bench") {
        println!("cublas runs under `cargo bench --features cublas,f16 --bench cublas`");
        return;
    }
    let dev = CudaDevice::new(0).unwrap();
    let mut notes = vec![first_products(&dev)];
    let blas = CudaBlas::new(dev.clone()).unwrap();
    let raw = Raw::new();
    let mut rows = Vec::new();
    let shapes: [(&str, i32, i32, Square); 5] = [
        ("cuBLAS gemm 4096^3 f32", 4096, 1, square::<f32>),
        ("cuBLAS gemm 4096^3 f16", 4096, 1, square::<f16>),
        ("cuBLAS gemm 8192^3 f16", 8192, 1, square::<f16>),
        ("cuBLAS gemm 4096^3 bf16", 4096, 1, square::<bf16>),
        (
            "cuBLAS strided batch 256 x 128^3 f32",
            128,
            256,
            square::<f32>,
        ),
    ];
    // CUBLAS_BENCH_ONLY=TEXT: only the large rows whose name contains TEXT (the small ones are
    // skipped then), to see a row apart from the load of the others.
    let only = std::env::var("CUBLAS_BENCH_ONLY").ok();
    for (name, n, batch, run) in shapes {
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        let (r, o) = run(&dev, &blas, &raw, n, batch, BACK_TO_BACK);
        notes.push(format!(
            "{name}: ours {:.1} TFLOP/s, raw {:.1} TFLOP/s",
            tflops(n, batch, o),
            tflops(n, batch, r)
        ));
        rows.push(row(name, (r, o), Some(Target::Speed(0.98))));
    }
    if only.is_some() {
        let title = format!("cuBLAS on {} (CUBLAS_BENCH_ONLY)", dev.name().unwrap());
        print_table(&title, REPS, &rows, &notes);
        return;
    }
    small_product_rows(&dev, &blas, &raw, &mut rows);
    if std::env::var_os("CUBLAS_BENCH_WORKSPACE").is_some() {
        workspace_rows(&dev, &blas, &raw, &mut rows);
    }
    let (r, o) = captured_64(&dev, &blas, &raw);
    let name = "cuBLAS gemm 64^3 f32 captured once: graph launch + synchronize";
    rows.push(row(name, (r, o), Some(Target::Max(1.05))));
    rows.push(row(name, (r, o), Some(Target::Under(12e-6))));
    notes.push(cpu_per_call_64(&dev, &blas, &raw));
    let name = "cuBLAS gemm 64^3 f32 awaited (raw column: the sync call + synchronize)";
    rows.push(row(name, awaited_64(&dev, &blas), Some(Target::Max(1.0))));
    let title = format!("cuBLAS on {}", dev.name().unwrap());
    print_table(&title, REPS, &rows, &notes);
}

/// The rows of 64^3 products (one call and a synchronize, 1000 back to back) and the small
/// kernel's bounds from both sides: raw cuBLAS beside the crate's call.
fn small_product_rows(dev: &Arc<CudaDevice>, blas: &CudaBlas, raw: &Raw, rows: &mut Vec<Row>) {
    let (r, o) = square::<f32>(dev, blas, raw, 64, 1, 1);
    let name = "cuBLAS gemm 64^3 f32, call + synchronize";
    rows.push(row(name, (r, o), Some(Target::Max(1.05))));
    rows.push(row(name, (r, o), Some(Target::Under(12e-6))));
    let (r, o) = square::<f32>(dev, blas, raw, 64, 1, 1000);
    let name = "cuBLAS gemm 64^3 f32, 1000 back to back (per call)";
    rows.push(row(name, (r, o), None));
    // The small-product kernel's bounds, from both sides: raw cuBLAS beside the crate's call.
    let sweep: [(&str, i32, Square); 4] = [
        (
            "cuBLAS gemm 32^3 f32, call + synchronize",
            32,
            square::<f32>,
        ),
        (
            "cuBLAS gemm 128^3 f32, call + synchronize",
            128,
            square::<f32>,
        ),
        (
            "cuBLAS gemm 64^3 f64, call + synchronize",
            64,
            square::<f64>,
        ),
        (
            "cuBLAS gemm 256^3 f32 (cuBLAS's), call + synchronize",
            256,
            square::<f32>,
        ),
    ];
    for (name, n, run) in sweep {
        rows.push(row(name, run(dev, blas, raw, n, 1, 1), None));
    }
    let name = "gemm 64^3 f32 on the crate's kernel, call + synchronize (raw: cuLaunchKernel)";
    rows.push(row(name, small_kernel_64(dev, blas, raw), None));
}

/// With `CUBLAS_BENCH_WORKSPACE` set: the rows of a raw handle with a 32 MiB workspace of its
/// own, as the crate gives each stream.
fn workspace_rows(dev: &Arc<CudaDevice>, blas: &CudaBlas, raw: &Raw, rows: &mut Vec<Row>) {
    // The raw handle with a 32 MiB workspace of its own, as the crate gives each stream.
    let ws = dev.alloc_zeros::<u8>(32 << 20).unwrap();
    let p = *ws.device_ptr() as *mut c_void;
    // SAFETY: device memory of this context, 32 MiB, used only by this handle's stream.
    unsafe { bck(bsys::cublasSetWorkspace_v2(raw.handle, p, 32 << 20)) };
    let (r, o) = square::<f32>(dev, blas, raw, 64, 1, 1000);
    let name = "cuBLAS gemm 64^3 f32, 1000 back to back, raw with a 32 MiB workspace";
    rows.push(row(name, (r, o), None));
    let (r, o) = square::<f32>(dev, blas, raw, 64, 1, 1);
    let name = "cuBLAS gemm 64^3 f32, call + synchronize, raw with a 32 MiB workspace";
    rows.push(row(name, (r, o), None));
    raw.sync();
    drop(ws);
}
