// Small column-major products C = alpha * op(A) op(B) + beta * C, in f32 and f64: what
// `CudaBlas` runs instead of cuBLAS for products small enough that cuBLAS's host work per call
// (about 7 us on an H100's host) costs more than the product (see small.rs beside this file).
//
// The sums are fused multiply-adds in k order.
//
// As the reference BLAS: with beta == 0, C is written without being read (NaNs in it do not
// carry over); with alpha == 0 or k == 0, A and B are not read and alpha is not applied
// (C = beta * C, or 0).

// A block computes a 16 x 16 tile of C with one thread per element, and stages op(A) and
// op(B) in shared memory 64 columns (rows) of k at a time, each thread loading 4 elements of
// each, along whichever direction is contiguous in memory.
#define TM 16
#define TK 64
#define THREADS (TM * TM)
#define LOADS (TM * TK / THREADS)

template <typename T>
__device__ void small_gemm(int ta, int tb, int m, int n, int k, T alpha, const T *a,
                           long long lda, const T *b, long long ldb, T beta, T *c,
                           long long ldc) {
    __shared__ T as[TM][TK + 1];  // as[i][p] = op(A)[row0 + i, p0 + p]
    __shared__ T bs[TK][TM + 1];  // bs[p][j] = op(B)[p0 + p, col0 + j]
    const int tx = threadIdx.x;   // row of C within the tile
    const int ty = threadIdx.y;   // column of C within the tile
    const int tid = tx + ty * TM;
    const int row0 = blockIdx.x * TM;
    const int col0 = blockIdx.y * TM;
    T acc = 0;
    const bool no_product = k == 0 || alpha == (T)0;
    // The same in every thread: the barriers below are reached by all or none.
    if (!no_product) {
        for (int p0 = 0; p0 < k; p0 += TK) {
#pragma unroll
            for (int r = 0; r < LOADS; ++r) {
                const int l = tid + r * THREADS;
                // op(A): along rows when A is not transposed, along k when it is.
                const int ai = ta ? l / TK : l % TM;
                const int ap = ta ? l % TK : l / TM;
                const int gi = row0 + ai, gp = p0 + ap;
                as[ai][ap] = (gi < m && gp < k)
                                 ? (ta ? a[gp + (long long)gi * lda] : a[gi + (long long)gp * lda])
                                 : (T)0;
                // op(B): along k when B is not transposed, along columns when it is.
                const int bj = tb ? l % TM : l / TK;
                const int bp = tb ? l / TM : l % TK;
                const int gj = col0 + bj, gq = p0 + bp;
                bs[bp][bj] = (gq < k && gj < n)
                                 ? (tb ? b[gj + (long long)gq * ldb] : b[gq + (long long)gj * ldb])
                                 : (T)0;
            }
            __syncthreads();
#pragma unroll 16
            for (int p = 0; p < TK; ++p) {
                acc += as[tx][p] * bs[p][ty];
            }
            __syncthreads();
        }
    }
    const int row = row0 + tx, col = col0 + ty;
    if (row < m && col < n) {
        T *out = c + row + (long long)col * ldc;
        if (beta == (T)0) {
            *out = no_product ? (T)0 : alpha * acc;
        } else {
            *out = no_product ? beta * *out : alpha * acc + beta * *out;
        }
    }
}

extern "C" __global__ void small_sgemm(int ta, int tb, int m, int n, int k, float alpha,
                                       const float *a, long long lda, const float *b,
                                       long long ldb, float beta, float *c, long long ldc) {
    small_gemm<float>(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}

extern "C" __global__ void small_dgemm(int ta, int tb, int m, int n, int k, double alpha,
                                       const double *a, long long lda, const double *b,
                                       long long ldb, double beta, double *c, long long ldc) {
    small_gemm<double>(ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
}
