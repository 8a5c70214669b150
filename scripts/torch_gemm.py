#!/usr/bin/env python3
"""The PyTorch anchor of benches/cublas.rs: the same products through torch.matmul on GPU 0,
TF32 off (PyTorch's default for matmul), timed the same way: 20 back to back, then one
synchronize, the time per product (median of 32 runs after 2 warm-ups, each row after a
second idle: as many products per row as the bench's two ways together, since the GPU lowers
its clocks as a tensor-core row goes on); and a 64^3 f32 product with a synchronize after
each, called and captured once into a CUDA graph and replayed.

    python3 scripts/torch_gemm.py
"""
import statistics
import time

import torch

torch.backends.cuda.matmul.allow_tf32 = False
dev = torch.device("cuda:0")


def timed(fn, per_run, reps=32, warmups=2):
    # A second idle first, as benches/cublas.rs does before each row: tensor-core products
    # reach the GPU's power limit, and lower its clocks, within a fraction of a second.
    torch.cuda.synchronize()
    time.sleep(1)
    runs = []
    for i in range(warmups + reps):
        torch.cuda.synchronize()
        t = time.perf_counter()
        for _ in range(per_run):
            fn()
        torch.cuda.synchronize()
        if i >= warmups:
            runs.append((time.perf_counter() - t) / per_run)
    return statistics.median(runs)


def square(n, dtype, batch=1):
    shape = (batch, n, n) if batch > 1 else (n, n)
    a = torch.ones(shape, dtype=dtype, device=dev)
    b = torch.ones(shape, dtype=dtype, device=dev)
    c = torch.empty(shape, dtype=dtype, device=dev)
    return lambda: torch.matmul(a, b, out=c)


print(f"PyTorch {torch.__version__} on {torch.cuda.get_device_name(0)}, TF32 off")
for name, n, dtype, batch in [
    ("gemm 4096^3 f32", 4096, torch.float32, 1),
    ("gemm 4096^3 f16", 4096, torch.float16, 1),
    ("gemm 8192^3 f16", 8192, torch.float16, 1),
    ("gemm 4096^3 bf16", 4096, torch.bfloat16, 1),
    ("strided batch 256 x 128^3 f32", 128, torch.float32, 256),
]:
    s = timed(square(n, dtype, batch), 20)
    print(f"{name}: {s * 1e6:.1f} us, {2 * n**3 * batch / s / 1e12:.1f} TFLOP/s")
s = timed(square(64, torch.float32), 1, reps=2001, warmups=200)
print(f"gemm 64^3 f32, call + synchronize: {s * 1e6:.2f} us")

# The same product captured once into a CUDA graph and replayed, a synchronize after each.
a, b, c = (torch.ones((64, 64), device=dev) for _ in range(3))
torch.matmul(a, b, out=c)  # cuBLAS's workspace and kernels loaded before the capture
torch.cuda.synchronize()
graph = torch.cuda.CUDAGraph()
with torch.cuda.graph(graph):
    torch.matmul(a, b, out=c)
s = timed(graph.replay, 1, reps=2001, warmups=200)
print(f"gemm 64^3 f32 captured once, graph replay + synchronize: {s * 1e6:.2f} us")
