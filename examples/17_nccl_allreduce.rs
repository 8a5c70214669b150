//! Data-parallel training's step: every GPU all-reduces a gradient-sized buffer (64 Mi f32,
//! 256 MiB) with NCCL, one process per GPU. Rank 0 makes the NCCL id and sends it to the other
//! ranks over TCP (std::net), so the same program runs across nodes given an address.
//!
//! ```sh
//! # Two local processes on GPUs 0 and 1 (spawned by the example itself):
//! cargo run --release --features nccl --example 17_nccl_allreduce
//!
//! # Or one process per rank, on any nodes; rank 0 listens on --addr:
//! cargo run --release --features nccl --example 17_nccl_allreduce -- --rank 0 --world-size 2 --addr 10.0.0.1:29500
//! cargo run --release --features nccl --example 17_nccl_allreduce -- --rank 1 --world-size 2 --addr 10.0.0.1:29500
//! ```
//!
//! Options: `--device D` (default: the rank modulo this node's GPU count), `--elems N`.
//! Set `CUDA_DRIVER_NCCL_TIMEOUT=60` to give up (instead of waiting for ever) when a rank does
//! not come. NVLink multicast stays off (`NCCL_NVLS_ENABLE=0`, set by the crate unless set).

use cuda_driver::driver::CudaDevice;
use cuda_driver::nccl::{Comm, Id, ReduceOp};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::Command;
use std::time::{Duration, Instant};

type Error = Box<dyn std::error::Error>;

struct Args {
    rank: Option<usize>,
    world_size: usize,
    addr: String,
    device: Option<usize>,
    elems: usize,
}

fn parse_args() -> Result<Args, Error> {
    let mut a = Args {
        rank: None,
        world_size: 2,
        addr: "127.0.0.1:29500".into(),
        device: None,
        elems: 64 << 20,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--rank" => a.rank = Some(value()?.parse()?),
            "--world-size" => a.world_size = value()?.parse()?,
            "--addr" => a.addr = value()?,
            "--device" => a.device = Some(value()?.parse()?),
            "--elems" => a.elems = value()?.parse()?,
            other => return Err(format!("unknown argument {other:?}").into()),
        }
    }
    Ok(a)
}

/// Rank 0: makes the id and sends its 128 bytes to each other rank that connects.
fn serve_id(addr: &str, world_size: usize) -> Result<Id, Error> {
    let id = Id::new()?;
    let listener = TcpListener::bind(addr).map_err(|e| format!("binding {addr}: {e}"))?;
    for _ in 1..world_size {
        let (mut peer, from) = listener.accept()?;
        peer.write_all(&id.to_bytes())?;
        println!("rank 0: sent the id to {from}");
    }
    Ok(id)
}

/// Other ranks: connect to rank 0 (retrying while it starts) and read the id.
fn fetch_id(addr: &str) -> Result<Id, Error> {
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut stream = loop {
        match TcpStream::connect(addr) {
            Ok(s) => break s,
            Err(_) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(100)),
            Err(e) => return Err(format!("connecting to rank 0 at {addr}: {e}").into()),
        }
    };
    let mut bytes = [0u8; 128];
    stream.read_exact(&mut bytes)?;
    Ok(Id::from_bytes(bytes))
}

fn run_rank(a: &Args, rank: usize) -> Result<(), Error> {
    let n = a.world_size;
    let id = if rank == 0 {
        serve_id(&a.addr, n)?
    } else {
        fetch_id(&a.addr)?
    };
    let count = CudaDevice::count()? as usize;
    let dev = CudaDevice::new(a.device.unwrap_or(rank % count.max(1)))?;
    let comm = Comm::from_rank(dev.clone(), rank, n, id)?;
    println!(
        "rank {rank} of {n}: {} (device {})",
        dev.name()?,
        dev.ordinal()
    );

    // Every rank's gradient is rank + 1 everywhere; the sum is n (n + 1) / 2.
    let grads = dev.htod_copy(vec![(rank + 1) as f32; a.elems])?;
    let mut summed = dev.alloc_zeros::<f32>(a.elems)?;
    comm.all_reduce(&grads, &mut summed, &ReduceOp::Sum)?; // warm-up: connections, buffers
    dev.synchronize()?;

    let runs = 10;
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let t = Instant::now();
        comm.all_reduce(&grads, &mut summed, &ReduceOp::Sum)?;
        dev.synchronize()?;
        times.push(t.elapsed());
    }
    times.sort();
    let median = times[runs / 2];

    let want = (n * (n + 1) / 2) as f32;
    let got = dev.dtoh_sync_copy(&summed)?;
    let wrong = got.iter().filter(|&&x| x != want).count();
    if wrong > 0 {
        return Err(format!("rank {rank}: {wrong} of {} sums wrong", got.len()).into());
    }
    let bytes = (a.elems * 4) as f64;
    let bus = bytes / median.as_secs_f64() * 2.0 * (n as f64 - 1.0) / n as f64 / 1e9;
    println!(
        "rank {rank}: all-reduce of {} Mi f32 ({} MiB) in {:.3} ms (median of {runs}), \
         bus bandwidth {bus:.1} GB/s; every element is {want}: checked",
        a.elems >> 20,
        (a.elems * 4) >> 20,
        median.as_secs_f64() * 1e3,
    );
    Ok(())
}

/// Without `--rank`: one process per local GPU (two, or one on a one-GPU machine), this
/// program itself with `--rank`, on a free local port.
fn spawn_local(a: &Args) -> Result<(), Error> {
    let gpus = CudaDevice::count()? as usize;
    let n = a.world_size.min(gpus);
    if n < a.world_size {
        println!(
            "only {gpus} GPU(s): running {n} rank(s) instead of {}",
            a.world_size
        );
    }
    let port = TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
    let addr = format!("127.0.0.1:{port}");
    let exe = std::env::current_exe()?;
    let children: Vec<_> = (0..n)
        .map(|rank| {
            Command::new(&exe)
                .args(["--rank", &rank.to_string(), "--world-size", &n.to_string()])
                .args(["--addr", &addr, "--elems", &a.elems.to_string()])
                .env("NCCL_NVLS_ENABLE", "0")
                .spawn()
        })
        .collect::<Result<_, _>>()?;
    let mut failed = 0;
    for mut c in children {
        if !c.wait()?.success() {
            failed += 1;
        }
    }
    if failed > 0 {
        return Err(format!("{failed} of {n} ranks failed").into());
    }
    Ok(())
}

fn main() -> Result<(), Error> {
    let a = parse_args()?;
    match a.rank {
        Some(rank) if rank >= a.world_size => {
            Err(format!("--rank {rank} is outside --world-size {}", a.world_size).into())
        }
        Some(rank) => run_rank(&a, rank),
        None => spawn_local(&a),
    }
}
