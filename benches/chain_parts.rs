//! Where a composed chain's time goes: the parts of upload 4 KiB → kernel → download, each
//! timed alone through the sync API, per-call futures and composed operations (medians of five
//! batches), and a zip of four 20 ms kernels against one. A tool for the composed-operations
//! rows of `benches/driver.rs`; it prints times, checks nothing and sets no targets.
//!
//! `cargo bench --bench chain_parts` (or `bash .gpu/run bench chain_parts` after gpu-pack).
//! With `CHAIN_PARTS_MODULE=1` it times instead module load + unload, raw and through
//! `load_ptx` and cudarc, the variants interleaved round by round. With `CHAIN_PARTS_AWAIT=1`
//! it times instead an await of an empty launch beside raw launches waited for by stream
//! synchronize, by polling an event and by polling a word of mapped host memory the stream
//! writes after the kernel (`cuStreamWriteValue32`), interleaved the same way. With
//! `CHAIN_PARTS_ROUNDTRIP=1` it times 4-byte round trips through the sync API beside raw
//! calls into pageable and pinned memory, waited for by stream synchronize or a flag. With
//! `CHAIN_PARTS_CONCURRENCY=1` it times instead 20,000 chains run serially through the
//! sync API, by 1000 tokio tasks, and as raw driver calls from 8 and 16 threads each on a
//! stream of its own, with and without a stream-ordered allocation and free per chain.
//!
//! The parts timed one by one are in `benches/chain_parts/parts.rs`, their raw floors in
//! `raw.rs` there, the interleaved modes in `interleaved.rs` and the concurrency mode in
//! `concurrency.rs`.

use cuda_driver::r#async::{AsyncDevice, Ops};
use cuda_driver::driver::{CudaDevice, CudaFunction, LaunchConfig};
use cuda_driver::nvrtc::Ptx;
use std::sync::Arc;

#[path = "common/mod.rs"]
mod common;

#[path = "chain_parts/concurrency.rs"]
mod concurrency;
#[path = "chain_parts/interleaved.rs"]
mod interleaved;
#[path = "chain_parts/parts.rs"]
mod parts;
#[path = "chain_parts/raw.rs"]
mod raw;

use common::{median_after, per_op};

const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
/// f32 per chain: 4 KiB.
const N: usize = 1024;

/// Times `f`: 50 calls of warm-up, then five batches of `reps` calls; prints the median
/// batch's time per call under `name`.
fn t(name: &str, reps: usize, mut f: impl FnMut()) {
    for _ in 0..50 {
        f();
    }
    let m = median_after(0, 5, || per_op(reps, &mut f, || ()) * 1e6);
    println!("{name:60} {m:8.2} us");
}

/// Prints the mean time of the `calls` calls that took `call` in all, under `name`.
fn print_share(name: &str, call: std::time::Duration, calls: u32) {
    println!(
        "{:60} {:8.2} us",
        name,
        call.as_secs_f64() / calls as f64 * 1e6
    );
}

/// What every mode starts from: the device with the basic kernels, the async adapter, and
/// the chain's data.
struct Setup {
    dev: Arc<CudaDevice>,
    /// `add_one(float *x, size_t n)`.
    f: CudaFunction,
    empty: CudaFunction,
    adev: AsyncDevice,
    ops: Ops,
    /// `add_one` over `N` elements.
    cfg: LaunchConfig,
    /// One block of one thread.
    one: LaunchConfig,
    input: Vec<f32>,
}

impl Setup {
    fn open() -> Setup {
        let dev = CudaDevice::new(0).unwrap();
        dev.load_ptx(Ptx::from_src(BASIC), "basic", &["add_one", "empty"])
            .unwrap();
        let f = dev.get_func("basic", "add_one").unwrap();
        let empty = dev.get_func("basic", "empty").unwrap();
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let ops = adev.ops();
        let cfg = LaunchConfig::for_num_elems(N as u32);
        let one = LaunchConfig {
            grid_dim: (1, 1, 1),
            block_dim: (1, 1, 1),
            shared_mem_bytes: 0,
        };
        let input: Vec<f32> = vec![1.0; N];
        Setup {
            dev,
            f,
            empty,
            adev,
            ops,
            cfg,
            one,
            input,
        }
    }
}

fn main() {
    // `cargo test --all-targets` runs bench binaries without --bench: nothing to do there.
    if !std::env::args().any(|a| a == "--bench") {
        println!("chain_parts runs under `cargo bench --bench chain_parts`");
        return;
    }
    let s = Setup::open();
    if std::env::var_os("CHAIN_PARTS_MODULE").is_some() {
        interleaved::module_interleaved(&s.dev);
        return;
    }
    if std::env::var_os("CHAIN_PARTS_ROUNDTRIP").is_some() {
        interleaved::roundtrip_interleaved(&s.dev);
        return;
    }
    if std::env::var_os("CHAIN_PARTS_AWAIT").is_some() {
        interleaved::await_interleaved(&s.dev, &s.adev);
        return;
    }
    if std::env::var_os("CHAIN_PARTS_CONCURRENCY").is_some() {
        concurrency::concurrency(&s.dev, &s.adev, &s.input);
        return;
    }
    parts::all_parts(&s);
}
