// Small kernels for launch, copy and argument-passing tests and benchmarks.

// No parameters, no work: the cheapest possible launch.
extern "C" __global__ void empty() {}

// out[i] = in[i] for i < n: a cheap kernel with three arguments, for launch benchmarks.
extern "C" __global__ void three_args(float *out, const float *in, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = in[i];
    }
}

// out[i] = i.
extern "C" __global__ void fill_iota(float *out, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = (float)i;
    }
}

// x[i] += 1.
extern "C" __global__ void add_one(float *x, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) {
        x[i] += 1.0f;
    }
}

// y = a * x + y.
extern "C" __global__ void axpy(float a, const float *x, float *y, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) {
        y[i] = a * x[i] + y[i];
    }
}

// x[i] *= 2 (wrapping), on 1-byte elements.
extern "C" __global__ void scale_u8(unsigned char *x, size_t n) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) {
        x[i] = (unsigned char)(x[i] * 2);
    }
}

// Arguments of 1, 2, 4, 8, 4, 8 and 8 bytes: out[0] = a + b + c + d + e + f.
extern "C" __global__ void params_mixed(char a, short b, int c, long long d, float e, double f, float *out) {
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        out[0] = (float)((double)a + (double)b + (double)c + (double)d + (double)e + f);
    }
}
