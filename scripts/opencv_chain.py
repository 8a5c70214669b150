#!/usr/bin/env python3
"""The preprocessing chain of benches/npp.rs with OpenCV on the CPU, for comparison:
NV12 1080p -> RGB -> resize to 640x360 -> letterbox to 640x640 -> normalised float32 -> planar
(CHW). Prints the frames per second (`frames/s: N`) over all the CPU's cores, as OpenCV uses
them by default.

    python3 scripts/opencv_chain.py [--frames N]

Needs numpy and OpenCV (`pip install opencv-python-headless`).
"""
import argparse
import sys
import time

try:
    import cv2
    import numpy as np
except ImportError as e:  # the benchmark prints n/a then
    sys.exit(f"opencv_chain.py needs numpy and cv2 (pip install opencv-python-headless): {e}")

W, H, OUT = 1920, 1080, 640
MEAN = np.array([0.485, 0.456, 0.406], dtype=np.float32)
STD = np.array([0.229, 0.224, 0.225], dtype=np.float32)


def chain(nv12):
    rgb = cv2.cvtColor(nv12, cv2.COLOR_YUV2RGB_NV12)
    small = cv2.resize(rgb, (OUT, OUT * H // W), interpolation=cv2.INTER_AREA)
    top = (OUT - small.shape[0]) // 2
    boxed = cv2.copyMakeBorder(small, top, OUT - small.shape[0] - top, 0, 0,
                               cv2.BORDER_CONSTANT, value=(114, 114, 114))
    norm = (boxed.astype(np.float32) * (1.0 / 255.0) - MEAN) / STD
    return np.ascontiguousarray(norm.transpose(2, 0, 1))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=200)
    a = ap.parse_args()
    rng = np.random.default_rng(1)
    nv12 = rng.integers(0, 256, size=(H * 3 // 2, W), dtype=np.uint8)
    out = chain(nv12)
    assert out.shape == (3, OUT, OUT) and out.dtype == np.float32
    for _ in range(5):
        chain(nv12)
    t = time.perf_counter()
    for _ in range(a.frames):
        chain(nv12)
    fps = a.frames / (time.perf_counter() - t)
    print(f"opencv {cv2.__version__}, {cv2.getNumThreads()} threads")
    print(f"frames/s: {fps:.1f}")


if __name__ == "__main__":
    main()
