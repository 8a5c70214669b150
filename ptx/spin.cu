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
