// The floor of a small cuBLAS product's latency on this GPU, in C, beside benches/cublas.rs:
// a 64^3 f32 product with a synchronize after each (median of 2001 after 200 warm-ups), the
// host time one call costs (1000 back to back), the same through cuBLASLt with the heuristic's
// algorithm chosen once, the product captured once into a graph and replayed, and an empty
// kernel with a synchronize (the launch floor). The gap between a call with a synchronize and
// a graph replay with one is cuBLAS's own host work, which no wrapper can take away.
//
//   nvcc -O2 -arch=sm_90 scripts/cublas_floor.cu -o /tmp/cublas_floor -lcublas -lcublasLt
//   /tmp/cublas_floor
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cublasLt.h>
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <sys/resource.h>

#define CK(x)                                                                      \
    do {                                                                           \
        int r_ = (int)(x);                                                         \
        if (r_ != 0) {                                                             \
            printf("%s failed: %d (line %d)\n", #x, r_, __LINE__);                 \
            exit(1);                                                               \
        }                                                                          \
    } while (0)

static double now() {
    return std::chrono::duration<double>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

static double cpu() {
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return u.ru_utime.tv_sec + u.ru_stime.tv_sec +
           (u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
}

// Median microseconds of one call of f, 2001 runs after 200 warm-ups.
template <class F> static double median_us(F f) {
    for (int i = 0; i < 200; i++) f();
    std::vector<double> v;
    for (int i = 0; i < 2001; i++) {
        double t = now();
        f();
        v.push_back(now() - t);
    }
    std::sort(v.begin(), v.end());
    return v[v.size() / 2] * 1e6;
}

// Host microseconds per call of f, 1000 back to back.
template <class F> static double host_us(F f, cudaStream_t s) {
    for (int i = 0; i < 100; i++) f();
    CK(cudaStreamSynchronize(s));
    double c = cpu();
    for (int i = 0; i < 1000; i++) f();
    double per = (cpu() - c) * 1e3;
    CK(cudaStreamSynchronize(s));
    return per;
}

__global__ void empty() {}

int main() {
    const int n = 64;
    CK(cudaSetDevice(0));
    cudaDeviceProp p;
    CK(cudaGetDeviceProperties(&p, 0));
    printf("%s, 64^3 f32, TF32 off\n", p.name);
    cudaStream_t s;
    CK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cublasHandle_t h;
    CK(cublasCreate(&h));
    CK(cublasSetStream(h, s));
    float *a, *c;
    CK(cudaMalloc(&a, n * n * 4));
    CK(cudaMalloc(&c, n * n * 4));
    std::vector<float> ones(n * n, 1.0f);
    CK(cudaMemcpy(a, ones.data(), n * n * 4, cudaMemcpyHostToDevice));
    const float alpha = 1.0f, beta = 0.0f;
    auto gemm = [&] {
        CK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, n, a, n, &beta, c, n));
    };
    printf("cublasSgemm + cudaStreamSynchronize: %.2f us\n",
           median_us([&] { gemm(); CK(cudaStreamSynchronize(s)); }));
    printf("cublasSgemm host time per call:      %.2f us\n", host_us(gemm, s));

    cublasLtHandle_t lt;
    CK(cublasLtCreate(&lt));
    cublasLtMatmulDesc_t op;
    CK(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
    cublasLtMatrixLayout_t l;
    CK(cublasLtMatrixLayoutCreate(&l, CUDA_R_32F, n, n, n));
    size_t ws_size = 32 << 20;
    void *ws;
    CK(cudaMalloc(&ws, ws_size));
    cublasLtMatmulPreference_t pref;
    CK(cublasLtMatmulPreferenceCreate(&pref));
    CK(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                            &ws_size, sizeof ws_size));
    cublasLtMatmulHeuristicResult_t algo;
    int found = 0;
    CK(cublasLtMatmulAlgoGetHeuristic(lt, op, l, l, l, l, pref, 1, &algo, &found));
    if (found == 0) {
        printf("cuBLASLt found no algorithm\n");
        return 1;
    }
    auto matmul = [&] {
        CK(cublasLtMatmul(lt, op, &alpha, a, l, a, l, &beta, c, l, c, l, &algo.algo, ws,
                          ws_size, s));
    };
    printf("cublasLtMatmul (algorithm chosen once) + synchronize: %.2f us\n",
           median_us([&] { matmul(); CK(cudaStreamSynchronize(s)); }));
    printf("cublasLtMatmul host time per call:   %.2f us\n", host_us(matmul, s));

    cudaGraph_t graph;
    cudaGraphExec_t exec;
    CK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
    gemm();
    CK(cudaStreamEndCapture(s, &graph));
    CK(cudaGraphInstantiate(&exec, graph, 0));
    printf("cublasSgemm captured once, cudaGraphLaunch + synchronize: %.2f us\n",
           median_us([&] { CK(cudaGraphLaunch(exec, s)); CK(cudaStreamSynchronize(s)); }));
    printf("empty kernel + synchronize:          %.2f us\n",
           median_us([&] { empty<<<1, 1, 0, s>>>(); CK(cudaStreamSynchronize(s)); }));

    std::vector<float> out(n * n);
    CK(cudaMemcpy(out.data(), c, n * n * 4, cudaMemcpyDeviceToHost));
    for (float x : out) {
        if (x != (float)n) {
            printf("wrong product: %f\n", x);
            return 1;
        }
    }
    return 0;
}
