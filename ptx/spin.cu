// Kernels for stream-ordering tests.

// Thread 0 busy-waits `cycles` clock64() ticks, then writes 1 to flag_out[0].
extern "C" __global__ void spin(unsigned long long cycles, int *flag_out) {
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        long long start = clock64();
        while ((unsigned long long)(clock64() - start) < cycles) {
        }
        flag_out[0] = 1;
    }
}

// result[0] = flag[0].
extern "C" __global__ void check_flag(const int *flag, int *result) {
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        result[0] = flag[0];
    }
}

// Busy-waits `cycles` clock64() ticks in every thread, then writes out[i] = value for every i,
// in a grid-stride loop: launched with a small grid, it takes one spin however large n is.
// Work ordered after it sees every element written; work that overtakes it sees none.
extern "C" __global__ void slow_fill(unsigned long long cycles, float *out, size_t n, float value) {
    long long start = clock64();
    while ((unsigned long long)(clock64() - start) < cycles) {
    }
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x) {
        out[i] = value;
    }
}

// Busy-waits like slow_fill, then copies dst[i] = src[i]: a slow reader of `src`.
extern "C" __global__ void slow_copy(unsigned long long cycles, float *dst, const float *src, size_t n) {
    long long start = clock64();
    while ((unsigned long long)(clock64() - start) < cycles) {
    }
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x) {
        dst[i] = src[i];
    }
}

// x[i] += value for every i (grid-stride), at once: a fast writer.
extern "C" __global__ void add_all(float *x, size_t n, float value) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x) {
        x[i] += value;
    }
}
