#!/usr/bin/env python3
"""The anchor for benches/nccl.rs: torch.distributed all-reduce (NCCL backend, f32 sum) at
8 B, 1 MiB, 64 MiB and 1 GiB, one process per GPU (torch.multiprocessing), median of 20 runs
after a warm-up; a run is one all_reduce and torch.cuda.synchronize(), as in the Rust bench.

    python3 benches/torch_allreduce.py

NVLink multicast stays off: NCCL_NVLS_ENABLE=0 is set before any process starts.
"""
import os

os.environ["NCCL_NVLS_ENABLE"] = "0"

import socket
import statistics
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp

SIZES = [8, 1 << 20, 64 << 20, 1 << 30]
WARMUP = 5
ITERS = 20


def size_name(b):
    if b >= 1 << 30:
        return f"{b >> 30} GiB"
    if b >= 1 << 20:
        return f"{b >> 20} MiB"
    return f"{b} B"


def run(rank, world, port):
    os.environ["NCCL_NVLS_ENABLE"] = "0"
    torch.cuda.set_device(rank)
    dist.init_process_group(
        "nccl",
        init_method=f"tcp://127.0.0.1:{port}",
        rank=rank,
        world_size=world,
        device_id=torch.device(f"cuda:{rank}"),
    )
    rows = []
    for size in SIZES:
        x = torch.zeros(size // 4, dtype=torch.float32, device="cuda")
        for _ in range(WARMUP):
            dist.all_reduce(x)
            torch.cuda.synchronize()
        times = []
        for _ in range(ITERS):
            torch.cuda.synchronize()
            t0 = time.perf_counter()
            dist.all_reduce(x)
            torch.cuda.synchronize()
            times.append(time.perf_counter() - t0)
        rows.append((size, statistics.median(times)))
        del x
    if rank == 0:
        name = torch.cuda.get_device_name(rank)
        nccl = ".".join(str(v) for v in torch.cuda.nccl.version())
        print(f"\ntorch {torch.__version__}, NCCL {nccl}, {world} rank(s), one process per GPU, {name}")
        print(f"median of {ITERS} after {WARMUP} warm-up runs; a run is all_reduce + torch.cuda.synchronize()\n")
        print("| size | PyTorch latency | PyTorch bus bandwidth |")
        print("|---|---|---|")
        for size, t in rows:
            if size < 1 << 20 or world < 2:
                bus = "—"
            else:
                bus = f"{size / t * 2 * (world - 1) / world / 1e9:.1f} GB/s"
            print(f"| {size_name(size)} | {t * 1e6:.1f} µs | {bus} |")
    dist.barrier()
    dist.destroy_process_group()


def main():
    world = min(2, torch.cuda.device_count())
    if world == 0:
        print("torch_allreduce: no GPU; nothing to measure")
        return
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    mp.spawn(run, args=(world, port), nprocs=world, join=True)


if __name__ == "__main__":
    main()
