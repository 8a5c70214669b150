// Naive square matmul c = a * b of n x n row-major matrices: one thread per element of c,
// on a 2D grid (x: column, y: row).
extern "C" __global__ void matmul(const float *a, const float *b, float *c, int n) {
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row < n && col < n) {
        float sum = 0.0f;
        for (int k = 0; k < n; ++k) {
            sum += a[row * n + k] * b[k * n + col];
        }
        c[row * n + col] = sum;
    }
}
