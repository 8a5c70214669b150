// out[i] = sinf(inp[i]) for i < numel.
extern "C" __global__ void sin_kernel(float *out, const float *inp, size_t numel) {
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < numel) {
        out[i] = sinf(inp[i]);
    }
}
