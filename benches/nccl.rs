//! NCCL all-reduce (f32 sum): latency and bus bandwidth at 8 B, 1 MiB, 64 MiB and 1 GiB, one
//! process per GPU, through the raw layer (`nccl::result` on a communicator of its own, the
//! floor) and the safe API (`Comm::all_reduce_in_place`), and at 8 B the async twin's
//! overhead over the sync call. Each figure is the median of 20 timed runs after a warm-up;
//! a run is one all-reduce and a wait for the device (as `torch.cuda.synchronize()` does in
//! `benches/torch_allreduce.py`, the anchor).
//!
//! ```sh
//! cargo bench --features nccl --bench nccl
//! python3 benches/torch_allreduce.py      # the same with torch.distributed, for comparison
//! ```
//!
//! It spawns itself once per rank (two ranks, one per GPU; one rank on a one-GPU machine, where
//! bus bandwidth means nothing). NVLink multicast stays off: every rank runs with
//! `NCCL_NVLS_ENABLE=0`.

use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaDevice, CudaSlice, DevicePtr, result as cu};
use cuda_driver::nccl::{Comm, Id, ReduceOp, result, sys};
use futures_lite::future::block_on;
use std::cell::RefCell;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

#[path = "common/mod.rs"]
mod common;

use common::{mid, rotate};

const RANK_VAR: &str = "CUDA_DRIVER_NCCL_BENCH_RANK";
const WORLD_VAR: &str = "CUDA_DRIVER_NCCL_BENCH_WORLD";
const ADDR_VAR: &str = "CUDA_DRIVER_NCCL_BENCH_ADDR";
const SIZES: [usize; 4] = [8, 1 << 20, 64 << 20, 1 << 30];
const WARMUP: usize = 5;
const ITERS: usize = 20;

type Error = Box<dyn std::error::Error>;

fn main() -> Result<(), Error> {
    match std::env::var(RANK_VAR) {
        Ok(rank) => rank_main(rank.parse()?),
        Err(_) => spawn_ranks(),
    }
}

fn spawn_ranks() -> Result<(), Error> {
    let gpus = match CudaDevice::count() {
        Ok(n) if n > 0 => n as usize,
        other => {
            println!("nccl bench: no GPU ({other:?}); nothing to measure");
            return Ok(());
        }
    };
    let n = gpus.min(2);
    let port = TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
    let exe = std::env::current_exe()?;
    let children: Vec<_> = (0..n)
        .map(|rank| {
            Command::new(&exe)
                .env(RANK_VAR, rank.to_string())
                .env(WORLD_VAR, n.to_string())
                .env(ADDR_VAR, format!("127.0.0.1:{port}"))
                .env("NCCL_NVLS_ENABLE", "0")
                .spawn()
        })
        .collect::<Result<_, _>>()?;
    let mut failed = 0;
    for mut c in children {
        failed += usize::from(!c.wait()?.success());
    }
    if failed > 0 {
        return Err(format!("{failed} of {n} ranks failed").into());
    }
    Ok(())
}

/// Rank 0 sends two ids (the safe communicator's and the raw one's) to every other rank.
fn exchange_ids(rank: usize, n: usize, addr: &str) -> Result<(Id, Id), Error> {
    if rank == 0 {
        let (a, b) = (Id::new()?, Id::new()?);
        let listener = TcpListener::bind(addr)?;
        for _ in 1..n {
            let (mut s, _) = listener.accept()?;
            s.write_all(&a.to_bytes())?;
            s.write_all(&b.to_bytes())?;
        }
        return Ok((a, b));
    }
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut s = loop {
        match TcpStream::connect(addr) {
            Ok(s) => break s,
            Err(_) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(50)),
            Err(e) => return Err(e.into()),
        }
    };
    let (mut a, mut b) = ([0u8; 128], [0u8; 128]);
    s.read_exact(&mut a)?;
    s.read_exact(&mut b)?;
    Ok((Id::from_bytes(a), Id::from_bytes(b)))
}

/// One size's medians, and at 8 B the async twin's against the sync call.
struct Row {
    bytes: usize,
    raw: f64,
    safe: f64,
    sync_8b: Option<(f64, f64)>,
}

fn rank_main(rank: usize) -> Result<(), Error> {
    let n: usize = std::env::var(WORLD_VAR)?.parse()?;
    let addr = std::env::var(ADDR_VAR)?;
    let (id, raw_id) = exchange_ids(rank, n, &addr)?;
    let dev = CudaDevice::new(rank)?;
    let comm = Comm::from_rank(dev.clone(), rank, n, id)?;
    // The floor: a communicator of the raw layer, called directly on the main stream.
    let mut raw = std::ptr::null_mut();
    dev.bind_to_thread()?;
    // SAFETY: writes `raw`, destroyed at the end.
    unsafe { result::comm_init_rank(&mut raw, n as i32, raw_id_of(&raw_id), rank as i32) }?;
    let stream = *dev.cu_stream();

    let mut rows = Vec::new();
    for bytes in SIZES {
        rows.push(size_row(&dev, &comm, raw, stream, bytes)?);
    }
    // The async twin at 8 B against the sync call, interleaved. Measured last: an AsyncDevice
    // registers with the device, which makes `synchronize` (used above) also wait for it.
    rows[0].sync_8b = Some(async_twin_8b(&dev, &comm)?);

    // SAFETY: the raw communicator is idle (every run was waited for) and not used again.
    unsafe { result::comm_destroy(raw) }?;
    if rank == 0 {
        print_table(&dev, n, &rows)?;
    }
    drop(comm);
    Ok(())
}

/// All-reduce of `bytes` bytes through the raw communicator `raw` on the main `stream` and
/// through `comm`, interleaved in an alternating order so that drift favours neither.
fn size_row(
    dev: &Arc<CudaDevice>,
    comm: &Comm,
    raw: sys::ncclComm_t,
    stream: cuda_driver::driver::sys::CUstream,
    bytes: usize,
) -> Result<Row, Error> {
    let elems = bytes / 4;
    let mut x = dev.alloc_zeros::<f32>(elems)?;
    let ptr = *x.device_ptr();
    let mut raw_once = || -> f64 {
        let t = Instant::now();
        // SAFETY: `x` holds `elems` f32 and outlives the call, which is waited for; the
        // safe runs are waited for too, so nothing else uses it meanwhile.
        unsafe {
            result::all_reduce(
                ptr as *const _,
                ptr as *mut _,
                elems,
                sys::ncclDataType_t::ncclFloat32,
                sys::ncclRedOp_t::ncclSum,
                raw,
                stream,
            )
            .unwrap();
        }
        cu::ctx::synchronize().unwrap();
        t.elapsed().as_secs_f64()
    };
    let mut safe_once = || -> f64 {
        let t = Instant::now();
        comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
        dev.synchronize().unwrap();
        t.elapsed().as_secs_f64()
    };
    let mut runs = rotate(WARMUP, ITERS, &mut [&mut raw_once, &mut safe_once]).into_iter();
    let (vr, vs) = (runs.next().unwrap(), runs.next().unwrap());
    Ok(Row {
        bytes,
        raw: mid(vr),
        safe: mid(vs),
        sync_8b: None,
    })
}

/// The async twin at 8 B against the sync call on a stream of its own, interleaved: the
/// medians of the sync call + stream wait and of the `.await`.
fn async_twin_8b(dev: &Arc<CudaDevice>, comm: &Comm) -> Result<(f64, f64), Error> {
    let adev = AsyncDevice::new(dev.clone())?;
    let x = RefCell::new(dev.alloc_zeros::<f32>(2)?);
    let s = dev.fork_default_stream()?;
    let sync_once = |x: &mut CudaSlice<f32>| -> f64 {
        let t = Instant::now();
        comm.all_reduce_in_place_on_stream(&s, x, &ReduceOp::Sum)
            .unwrap();
        s.synchronize().unwrap();
        t.elapsed().as_secs_f64()
    };
    let async_once = |x: &mut CudaSlice<f32>| -> f64 {
        let t = Instant::now();
        block_on(comm.all_reduce_in_place_async(&adev, x, &ReduceOp::Sum)).unwrap();
        t.elapsed().as_secs_f64()
    };
    let mut runs = rotate(
        WARMUP,
        ITERS * 5,
        &mut [&mut || sync_once(&mut x.borrow_mut()), &mut || {
            async_once(&mut x.borrow_mut())
        }],
    )
    .into_iter();
    let (vs, va) = (runs.next().unwrap(), runs.next().unwrap());
    Ok((mid(vs), mid(va)))
}

fn raw_id_of(id: &Id) -> sys::ncclUniqueId {
    sys::ncclUniqueId {
        internal: *id.internal(),
    }
}

fn size_name(b: usize) -> String {
    match b {
        b if b >= 1 << 30 => format!("{} GiB", b >> 30),
        b if b >= 1 << 20 => format!("{} MiB", b >> 20),
        b => format!("{b} B"),
    }
}

fn print_table(dev: &CudaDevice, n: usize, rows: &[Row]) -> Result<(), Error> {
    let v = result::get_nccl_version()?;
    println!(
        "\nNCCL {}.{}.{} all-reduce (f32 sum), {n} rank(s), one process per GPU, {} ({})",
        v / 10000,
        v / 100 % 100,
        v % 100,
        dev.name()?,
        cuda_driver::loader::NCCL.load()?.display()
    );
    println!(
        "median of {ITERS} after {WARMUP} warm-up runs; a run is one all-reduce and a device wait\n"
    );
    let bus = |bytes: usize, t: f64| {
        if n < 2 {
            "—".to_string()
        } else {
            let gbs = bytes as f64 / t * 2.0 * (n as f64 - 1.0) / n as f64 / 1e9;
            format!("{gbs:.1} GB/s")
        }
    };
    println!(
        "| size | raw latency | safe latency | safe / raw | raw bus bandwidth | safe bus bandwidth |"
    );
    println!("|---|---|---|---|---|---|");
    for r in rows {
        println!(
            "| {} | {:.1} µs | {:.1} µs | {:.2}× | {} | {} |",
            size_name(r.bytes),
            r.raw * 1e6,
            r.safe * 1e6,
            r.safe / r.raw,
            if r.bytes < 1 << 20 {
                "—".into()
            } else {
                bus(r.bytes, r.raw)
            },
            if r.bytes < 1 << 20 {
                "—".into()
            } else {
                bus(r.bytes, r.safe)
            },
        );
    }
    if let Some((sync, asy)) = rows.first().and_then(|r| r.sync_8b) {
        println!(
            "\nasync twin at 8 B (median of {}): sync call + stream wait {:.1} µs, \
             `.await` {:.1} µs: {:.2}× (target ≤ 1.1×)",
            ITERS * 5,
            sync * 1e6,
            asy * 1e6,
            asy / sync
        );
    }
    if n < 2 {
        println!("\n(one GPU: a world of one rank; bus bandwidth is meaningless)");
    }
    Ok(())
}
