//! The benchmark: the same workloads through raw driver calls (this crate's `sys` layer, the
//! floor), the safe API, and cudarc 0.19, in one process, printed as one table.
//!
//! Run on a GPU machine: `cargo bench --bench driver` (or `bash .gpu/run bench driver` after
//! `gpu-pack`). Each figure is the median of repeated runs after a warm-up.
//! `BENCH_ONLY=concurrency,async` runs only the groups named (see `GROUPS`).
//!
//! The groups of rows live in `benches/driver/`, one file per idea: launches and synchronize,
//! copies, allocation, NVRTC and modules, the async adapter, composed operations and graphs,
//! CPU use while waiting, many threads and tasks, and calls on another thread that may keep
//! two streams' kernels from running at once. The timing loops and the table are in
//! `benches/common/`.

use cuda_driver::driver::{CudaDevice, CudaFunction, LaunchConfig, result, sys};
use cuda_driver::nvrtc::Ptx;
use std::sync::Arc;

#[path = "common/mod.rs"]
mod common;

#[path = "driver/alloc.rs"]
mod alloc;
#[path = "driver/asynchronous.rs"]
mod asynchronous;
#[path = "driver/composed.rs"]
mod composed;
#[path = "driver/concurrency.rs"]
mod concurrency;
#[path = "driver/copies.rs"]
mod copies;
#[path = "driver/cpu.rs"]
mod cpu;
#[path = "driver/implicit_sync.rs"]
mod implicit_sync;
#[path = "driver/launches.rs"]
mod launches;
#[path = "driver/modules.rs"]
mod modules;
#[path = "driver/raw_async.rs"]
mod raw_async;
#[path = "driver/runtime_floor.rs"]
mod runtime_floor;
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
#[path = "driver/sampler.rs"]
mod sampler;
#[path = "driver/stream_api.rs"]
mod stream_api;

use common::table::{Row, print_table};
use common::{ck, median_after, median3_of};

const BASIC_PTX: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
const SPIN_PTX: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/spin.ptx"));
/// Timed runs per figure (after the warm-up) in most rows.
const REPS: usize = 15;
/// Calls per timed run of the cheap calls.
const K: usize = 2000;
/// Launch + synchronize repetitions.
const L: usize = 300;
// Launch rows: batches short enough that the driver's queue never fills (which would time the
// GPU, not the enqueue), repeated often, interleaved.
const KL: usize = 500;
const LREPS: usize = 45;

/// The median over `REPS` runs (after two warm-up runs) of `f`, which returns seconds per op.
fn median(f: impl FnMut() -> f64) -> f64 {
    median_after(2, REPS, f)
}

/// Medians of three ways of doing the same work, interleaved: each repetition runs all three,
/// in a rotating order, so that drift (clocks, caches, the driver's state) favours none.
fn median3(
    a: impl FnMut() -> f64,
    b: impl FnMut() -> f64,
    c: impl FnMut() -> f64,
) -> (f64, f64, f64) {
    median3_of(REPS, a, b, c)
}

/// The raw floor's stream and kernels, made through `sys`.
struct Raw {
    stream: sys::CUstream,
    empty: sys::CUfunction,
    three: sys::CUfunction,
}

fn raw_setup(dev: &CudaDevice) -> Raw {
    dev.bind_to_thread().unwrap();
    let mut stream = std::ptr::null_mut();
    let mut module = std::ptr::null_mut();
    let (mut empty, mut three) = (std::ptr::null_mut(), std::ptr::null_mut());
    let ptx = std::ffi::CString::new(BASIC_PTX).unwrap();
    // SAFETY: plain driver calls with valid out-pointers in the device's current context.
    unsafe {
        ck(sys::cuStreamCreate(
            &mut stream,
            sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
        ));
        ck(sys::cuModuleLoadData(&mut module, ptx.as_ptr().cast()));
        ck(sys::cuModuleGetFunction(
            &mut empty,
            module,
            c"empty".as_ptr(),
        ));
        ck(sys::cuModuleGetFunction(
            &mut three,
            module,
            c"three_args".as_ptr(),
        ));
    }
    Raw {
        stream,
        empty,
        three,
    }
}

/// The shared setup: the device, the raw floor's stream and kernels, cudarc's context.
struct Bench {
    dev: Arc<CudaDevice>,
    raw: Raw,
    cctx: Arc<cudarc::driver::CudaContext>,
    cs: Arc<cudarc::driver::CudaStream>,
    empty: CudaFunction,
    three: CudaFunction,
    c_empty: cudarc::driver::CudaFunction,
    c_three: cudarc::driver::CudaFunction,
    one: LaunchConfig,
}

impl Bench {
    /// Opens device 0 for all three (the raw floor, ours, cudarc) and loads the basic kernels.
    fn open(dev: Arc<CudaDevice>) -> Bench {
        let raw = raw_setup(&dev);
        dev.load_ptx(Ptx::from_src(BASIC_PTX), "basic", &["empty", "three_args"])
            .unwrap();
        let empty = dev.get_func("basic", "empty").unwrap();
        let three = dev.get_func("basic", "three_args").unwrap();

        let cctx = cudarc::driver::CudaContext::new(0).unwrap();
        let cs = cctx.default_stream();
        let cmod = cctx
            .load_module(cudarc::nvrtc::Ptx::from_src(BASIC_PTX))
            .unwrap();
        let c_empty = cmod.load_function("empty").unwrap();
        let c_three = cmod.load_function("three_args").unwrap();

        let one = LaunchConfig {
            grid_dim: (1, 1, 1),
            block_dim: (1, 1, 1),
            shared_mem_bytes: 0,
        };
        Bench {
            dev,
            raw,
            cctx,
            cs,
            empty,
            three,
            c_empty,
            c_three,
            one,
        }
    }

    /// The spin kernel (`spin(cycles, flag)`), loaded as module `module`, and the device's
    /// clock rate in kHz (cycles per millisecond).
    fn spin_kernel(&self, module: &str) -> (CudaFunction, u64) {
        self.dev
            .load_ptx(Ptx::from_src(SPIN_PTX), module, &["spin"])
            .unwrap();
        let spin = self.dev.get_func(module, "spin").unwrap();
        let clock_khz = self
            .dev
            .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
            .unwrap() as u64;
        (spin, clock_khz)
    }
}

/// A group of rows: pushes its rows and notes.
type Group = fn(&Bench, &mut Vec<Row>, &mut Vec<String>);

/// The groups, in the order they run, by the names `BENCH_ONLY` takes.
const GROUPS: [(&str, Group); 16] = [
    ("launch", launches::launch_rows),
    ("sync", launches::sync_rows),
    ("round_trip", copies::round_trip_rows),
    ("big_copy", copies::big_copy_rows),
    ("alloc", alloc::alloc_rows),
    ("nvrtc", modules::nvrtc_rows),
    ("module", modules::module_rows),
    ("async", asynchronous::async_rows),
    ("compose", composed::compose_rows),
    ("graph", composed::graph_rows),
    ("first_compile", modules::first_compile_rows),
    ("cpu", cpu::cpu_rows),
    ("concurrency", concurrency::concurrency_rows),
    ("stream_api", stream_api::stream_api_rows),
    ("launch_floor", stream_api::launch_floor_note),
    ("implicit_sync", implicit_sync::implicit_sync_rows),
];

fn main() {
    // A child run for the first-compile row: one compile in a fresh process.
    if let Ok(how) = std::env::var(modules::FIRST_COMPILE_CHILD) {
        return modules::first_compile_child(&how);
    }
    if let Ok(how) = std::env::var(concurrency::FRESH_CHILD) {
        return concurrency::fresh_child(&how);
    }
    // `cargo bench` passes --bench; `cargo test --all-targets` runs this binary without it,
    // and there it has nothing to check.
    if !std::env::args().any(|a| a == "--bench") {
        println!("the driver benchmark runs under `cargo bench --bench driver`");
        return;
    }
    let dev = match CudaDevice::new(0) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("no GPU: {e}");
            std::process::exit(1);
        }
    };
    let name = dev.name().unwrap();
    let version = result::driver_version().unwrap();
    let b = Bench::open(dev);
    let (mut rows, mut notes) = (Vec::new(), Vec::new());
    // `BENCH_ONLY=concurrency,async` runs only the groups named.
    let only = std::env::var("BENCH_ONLY").ok();
    for (name, group) in GROUPS {
        if only
            .as_ref()
            .is_none_or(|o| o.split(',').any(|g| g == name))
        {
            group(&b, &mut rows, &mut notes);
        }
    }
    let title = format!(
        "{name}, driver {}.{}, cuda-driver {}, cudarc 0.19",
        version / 1000,
        (version % 1000) / 10,
        env!("CARGO_PKG_VERSION")
    );
    print_table(&title, REPS, &rows, &notes);
}
