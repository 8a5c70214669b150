/*
 * A stand-in for libcuda, cuBLAS(Lt) and cuRAND that answers every call at once and counts the
 * calls: for measuring the CPU side of the crate (and of a client such as candle, on either
 * cudarc) where there is no GPU, and for seeing which driver calls an operation makes. Nothing
 * runs and device memory holds nothing: results are meaningless, only counts and CPU time are.
 * Built and used by run.sh (see there). With STUB_DRIVER_COUNTS set, the process prints each
 * function's calls to stderr when it exits. With STUB_DRIVER_TRACE set, it prints the calls that
 * order work (stream creation, allocations, memsets, launches, event records and waits) with
 * their stream and event, and the kernels looked up by name, in the order they are made, each
 * after the calling thread's id; with STUB_DRIVER_BUSY set, stream and
 * event queries answer CUDA_ERROR_NOT_READY, as on a GPU still busy with earlier work.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *P;

struct counter {
    const char *name;
    unsigned long n;
    struct counter *next;
};
static struct counter *counters;
static pthread_mutex_t counters_lock = PTHREAD_MUTEX_INITIALIZER;

static void add_counter(struct counter *c, const char *name) {
    pthread_mutex_lock(&counters_lock);
    if (!c->name) {
        c->name = name;
        c->next = counters;
        counters = c;
    }
    pthread_mutex_unlock(&counters_lock);
}

#define COUNT()                                                   \
    do {                                                          \
        static struct counter c_;                                 \
        if (!__atomic_load_n(&c_.name, __ATOMIC_ACQUIRE))         \
            add_counter(&c_, __func__);                           \
        __atomic_add_fetch(&c_.n, 1, __ATOMIC_RELAXED);           \
    } while (0)

__attribute__((destructor)) static void print_counts(void) {
    if (!getenv("STUB_DRIVER_COUNTS"))
        return;
    for (struct counter *c = counters; c; c = c->next)
        fprintf(stderr, "%-40s %lu\n", c->name, c->n);
}

static int trace, busy;
__attribute__((constructor)) static void read_env(void) {
    trace = getenv("STUB_DRIVER_TRACE") != NULL;
    busy = getenv("STUB_DRIVER_BUSY") != NULL;
}
/* Each traced call on a line of its own, after the calling thread's id (a test harness runs
 * each test on a thread of its own). */
#define TRACE(...)                                                   \
    do {                                                             \
        if (trace) {                                                 \
            flockfile(stderr);                                       \
            fprintf(stderr, "[%ld] ", (long)syscall(SYS_gettid));    \
            fprintf(stderr, __VA_ARGS__);                            \
            funlockfile(stderr);                                     \
        }                                                            \
    } while (0)

static char fn_three[64], fn_add1[64], graph_obj[64], exec_obj[64];
static char ctx_obj[64], mod_obj[64], fn_obj[64], pool_obj[64], handle[64];
static __thread P current;
static char streams[1024][16];
static unsigned nstreams;
static char events[1 << 16][16];
static unsigned nevents;
/* Device addresses are handed out from this range; cuPointerGetAttribute(s) know them. */
static uint64_t next_ptr = 0x700000000000ull;
typedef void (*HF)(void *);
typedef void (*CB)(P, int, void *);
#define IS_DEVICE(p) ((p) >= 0x700000000000ull && (p) < 0x7f0000000000ull)

/* ---- libcuda ---- */

CUresult cuDeviceGetAttribute(int *v, int attr, CUdevice d) {
    COUNT();
    switch (attr) {
    case 75: *v = 9; break;       /* compute capability 9.0 */
    case 76: *v = 0; break;
    case 1: case 2: case 3: *v = 1024; break;
    case 4: *v = 64; break;
    case 5: *v = 2147483647; break;
    case 6: case 7: *v = 65535; break;
    case 16: *v = 132; break;     /* multiprocessors */
    default: *v = 1;
    }
    return 0;
}
CUresult cuInit(unsigned f) {
    COUNT();
    return 0;
}
/* NVRTC 12.9 opens libcuda.so.1 (on LD_LIBRARY_PATH: this stub) and calls this: no tables here. */
CUresult cuGetExportTable(const void **t, const void *id) {
    COUNT();
    (void)id;
    *t = 0;
    return 801; /* CUDA_ERROR_NOT_SUPPORTED */
}
CUresult cuDriverGetVersion(int *v) {
    COUNT();
    *v=13000;
    return 0;
}
CUresult cuDeviceGetCount(int *c) {
    COUNT();
    *c=1;
    return 0;
}
CUresult cuDeviceGet(CUdevice *d,int o) {
    COUNT();
    *d=o;
    return 0;
}
CUresult cuDeviceGetName(char *n,int len,CUdevice d) {
    COUNT();
    strncpy(n,"Fake GPU",len);
    return 0;
}
CUresult cuDeviceTotalMem_v2(size_t *b,CUdevice d) {
    COUNT();
    *b=(size_t)80<<30;
    return 0;
}
CUresult cuDeviceGetUuid(char *u,CUdevice d) {
    COUNT();
    memset(u,1,16);
    return 0;
}
CUresult cuDeviceGetUuid_v2(char *u,CUdevice d) {
    COUNT();
    memset(u,1,16);
    return 0;
}
CUresult cuDevicePrimaryCtxRetain(P *c,CUdevice d) {
    COUNT();
    *c=ctx_obj;
    return 0;
}
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice d) {
    COUNT();
    return 0;
}
CUresult cuDevicePrimaryCtxGetState(CUdevice d,unsigned *f,int *a) {
    COUNT();
    *f=0;*a=1;
    return 0;
}
CUresult cuDevicePrimaryCtxSetFlags_v2(CUdevice d,unsigned f) {
    COUNT();
    return 0;
}
/* Contexts other than the primary one (cudarc 0.19's `new_non_primary`), each its own object. */
static char other_ctx[64][8];
static unsigned nother;
CUresult cuCtxCreate_v3(P *c, void *params, int n, unsigned f, CUdevice d) {
    COUNT();
    *c = other_ctx[__atomic_fetch_add(&nother, 1, __ATOMIC_RELAXED) % 64];
    current = *c;
    TRACE("cuCtxCreate_v3 ctx %p\n", *c);
    return 0;
}
CUresult cuCtxCreate_v4(P *c, void *params, unsigned f, CUdevice d) {
    COUNT();
    *c = other_ctx[__atomic_fetch_add(&nother, 1, __ATOMIC_RELAXED) % 64];
    current = *c;
    TRACE("cuCtxCreate_v4 ctx %p\n", *c);
    return 0;
}
CUresult cuCtxDestroy_v2(P c) {
    COUNT();
    if (current == c)
        current = 0;
    TRACE("cuCtxDestroy_v2 ctx %p\n", c);
    return 0;
}
CUresult cuCtxSetCurrent(P c) {
    COUNT();
    current=c;
    return 0;
}
CUresult cuCtxGetCurrent(P *c) {
    COUNT();
    *c=current;
    return 0;
}
CUresult cuCtxGetDevice(CUdevice *d) {
    COUNT();
    *d=0;
    return 0;
}
CUresult cuCtxSynchronize(void) {
    COUNT();
    TRACE("cuCtxSynchronize\n");
    return 0;
}
CUresult cuCtxGetFlags(unsigned *f) {
    COUNT();
    *f=0;
    return 0;
}
CUresult cuCtxSetFlags(unsigned f) {
    COUNT();
    return 0;
}
CUresult cuCtxGetApiVersion(P c,unsigned *v) {
    COUNT();
    *v=12000;
    return 0;
}
CUresult cuCtxPushCurrent_v2(P c) {
    COUNT();
    current=c;
    return 0;
}
CUresult cuCtxPopCurrent_v2(P *c) {
    COUNT();
    if(c)*c=current;
    return 0;
}
CUresult cuCtxGetLimit(size_t *v,int l) {
    COUNT();
    *v=1024;
    return 0;
}
CUresult cuStreamCreate(P *s,unsigned f) {
    COUNT();
    *s=streams[__atomic_fetch_add(&nstreams, 1, __ATOMIC_RELAXED) % 1024];
    TRACE("cuStreamCreate stream %p\n", *s);
    return 0;
}
CUresult cuStreamCreateWithPriority(P *s,unsigned f,int p) {
    COUNT();
    *s=streams[__atomic_fetch_add(&nstreams, 1, __ATOMIC_RELAXED) % 1024];
    TRACE("cuStreamCreate stream %p\n", *s);
    return 0;
}
CUresult cuStreamDestroy_v2(P s) {
    COUNT();
    return 0;
}
CUresult cuStreamSynchronize(P s) {
    COUNT();
    TRACE("cuStreamSynchronize stream %p\n", s);
    return 0;
}
CUresult cuStreamQuery(P s) {
    COUNT();
    return busy ? 600 : 0;
}
CUresult cuStreamWaitEvent(P s,P e,unsigned f) {
    COUNT();
    TRACE("cuStreamWaitEvent stream %p event %p\n", s, e);
    return 0;
}
CUresult cuStreamGetPriority(P s,int *p) {
    COUNT();
    *p=0;
    return 0;
}
/* The streams capturing a graph now. */
static P capt[64];
static int ncapt;
static int is_capt(P s) {
    for(int i=0;i<ncapt;i++) if(capt[i]==s) return 1;
    return 0;
}
CUresult cuStreamIsCapturing(P s,int *st) {
    COUNT();
    *st=is_capt(s);
    return 0;
}
CUresult cuStreamGetCaptureInfo_v2(P s,int *st,uint64_t *id,P a,P b,size_t *n) {
    COUNT();
    *st=0;
    return 0;
}
CUresult cuStreamGetCaptureInfo_v3(P s,int *st,uint64_t *id,P a,P b,P c,size_t *n) {
    COUNT();
    *st=0;
    return 0;
}
CUresult cuEventCreate(P *e,unsigned f) {
    COUNT();
    *e=events[__atomic_fetch_add(&nevents, 1, __ATOMIC_RELAXED) % 65536];
    return 0;
}
CUresult cuEventDestroy_v2(P e) {
    COUNT();
    return 0;
}
CUresult cuEventRecord(P e,P s) {
    COUNT();
    TRACE("cuEventRecord stream %p event %p\n", s, e);
    return 0;
}
CUresult cuEventRecordWithFlags(P e,P s,unsigned f) {
    COUNT();
    TRACE("cuEventRecord stream %p event %p\n", s, e);
    return 0;
}
CUresult cuEventSynchronize(P e) {
    COUNT();
    TRACE("cuEventSynchronize event %p\n", e);
    return 0;
}
CUresult cuEventQuery(P e) {
    COUNT();
    return busy ? 600 : 0;
}
CUresult cuEventElapsedTime(float *ms,P a,P b) {
    COUNT();
    *ms=0;
    return 0;
}
CUresult cuEventElapsedTime_v2(float *ms,P a,P b) {
    COUNT();
    *ms=0;
    return 0;
}
CUresult cuModuleLoadData(P *m,const void *img) {
    COUNT();
    *m=mod_obj;
    return 0;
}
CUresult cuModuleLoadDataEx(P *m,const void *img,unsigned n,P o,P v) {
    COUNT();
    *m=mod_obj;
    return 0;
}
CUresult cuModuleUnload(P m) {
    COUNT();
    return 0;
}
CUresult cuModuleGetFunction(P *f,P m,const char *name) {
    COUNT();
    TRACE("cuModuleGetFunction %s\n", name);
    *f = !strcmp(name,"three_args") ? fn_three : !strcmp(name,"add_one") ? fn_add1 : fn_obj;
    return 0;
}
CUresult cuModuleGetGlobal_v2(uint64_t *p,size_t *b,P m,const char *n) {
    COUNT();
    /* Every global is the same 16 bytes, outside the allocations' range. */
    *p=0x7e0000000000ull;
    if(b) *b=16;
    TRACE("cuModuleGetGlobal %s -> %llx\n", n, (unsigned long long)*p);
    return 0;
}
CUresult cuFuncGetParamInfo(P f,size_t i,size_t *off,size_t *size) {
    COUNT();
    /* Unsupported (no argument check), unless STUB_PARAMS is set: then the parameters of
     * ptx/basic.ptx's three_args(float*, const float*, int) and add_one(float*, int), and none
     * for every other kernel. */
    if(!getenv("STUB_PARAMS")) return 801;
    static size_t three[3]={8,8,4}, add1[2]={8,4};
    size_t *sz = f==fn_three ? three : f==fn_add1 ? add1 : NULL;
    size_t n = f==fn_three ? 3 : f==fn_add1 ? 2 : 0;
    if(i>=n) return 1;
    *off=i*8;
    *size=sz[i];
    return 0;
}
CUresult cuFuncGetAttribute(int *v,int a,P f) {
    COUNT();
    *v=0;
    return 0;
}
CUresult cuFuncSetAttribute(P f,int a,int v) {
    COUNT();
    return 0;
}
CUresult cuFuncGetName(const char **n,P f) {
    COUNT();
    *n="empty";
    return 0;
}
CUresult cuLaunchKernel(P f,unsigned gx,unsigned gy,unsigned gz,unsigned bx,unsigned by,unsigned bz,unsigned sh,P s,void **p,void **e) {
    COUNT();
    /* For three_args and add_one, their first argument (a device address) too. */
    TRACE("cuLaunchKernel stream %p fn %s p0 %llx\n", s,
          f==fn_three ? "three_args" : f==fn_add1 ? "add_one" : "other",
          (f!=fn_obj && p && p[0]) ? (unsigned long long)*(uint64_t*)p[0] : 0ull);
    return 0;
}
CUresult cuLaunchCooperativeKernel(P f,unsigned gx,unsigned gy,unsigned gz,unsigned bx,unsigned by,unsigned bz,unsigned sh,P s,void **p) {
    COUNT();
    TRACE("cuLaunchCooperativeKernel stream %p\n", s);
    return 0;
}
CUresult cuMemAllocAsync(uint64_t *p,size_t b,P s) {
    COUNT();
    *p=__atomic_fetch_add(&next_ptr, (b+255)&~255ull, __ATOMIC_RELAXED);
    TRACE("cuMemAllocAsync stream %p ptr %llx\n", s, (unsigned long long)*p);
    return 0;
}
CUresult cuMemAlloc_v2(uint64_t *p,size_t b) {
    COUNT();
    *p=__atomic_fetch_add(&next_ptr, (b+255)&~255ull, __ATOMIC_RELAXED);
    return 0;
}
CUresult cuMemAllocPitch_v2(uint64_t *p,size_t *pitch,size_t w,size_t h,unsigned e) {
    COUNT();
    *pitch=(w+511)&~511ull;
    *p=__atomic_fetch_add(&next_ptr, (*pitch*h+255)&~255ull, __ATOMIC_RELAXED);
    return 0;
}
CUresult cuMemsetD2D8Async(uint64_t p,size_t pitch,unsigned char v,size_t w,size_t h,P s) {
    COUNT();
    TRACE("cuMemsetD2D8Async stream %p\n", s);
    return 0;
}
CUresult cuMemcpy2DAsync_v2(const void *copy,P s) {
    COUNT();
    TRACE("cuMemcpy2DAsync stream %p\n", s);
    return 0;
}
CUresult cuMemcpy2D_v2(const void *copy) {
    COUNT();
    return 0;
}
CUresult cuMemFreeAsync(uint64_t p,P s) {
    COUNT();
    TRACE("cuMemFreeAsync stream %p ptr %llx\n", s, (unsigned long long)p);
    return 0;
}
CUresult cuMemFree_v2(uint64_t p) {
    COUNT();
    TRACE("cuMemFree_v2 ptr %llx\n", (unsigned long long)p);
    return 0;
}
CUresult cuMemsetD8Async(uint64_t p,unsigned char v,size_t n,P s) {
    COUNT();
    TRACE("cuMemsetD8Async stream %p\n", s);
    return 0;
}
CUresult cuMemcpyHtoDAsync_v2(uint64_t d,const void *h,size_t n,P s) {
    COUNT();
    TRACE("cuMemcpyHtoDAsync_v2 stream %p dst %llx n %zu\n", s,(unsigned long long)d,n);
    return 0;
}
CUresult cuMemcpyDtoHAsync_v2(void *h,uint64_t d,size_t n,P s) {
    COUNT();
    TRACE("cuMemcpyDtoHAsync_v2 stream %p src %llx n %zu\n", s,(unsigned long long)d,n);
    memset(h,0,n);
    return 0;
}
CUresult cuMemGetInfo_v2(size_t *f,size_t *t) {
    COUNT();
    *f=(size_t)70<<30;*t=(size_t)80<<30;
    return 0;
}
CUresult cuDeviceGetDefaultMemPool(P *p,CUdevice d) {
    COUNT();
    *p=pool_obj;
    return 0;
}
CUresult cuDeviceGetMemPool(P *p,CUdevice d) {
    COUNT();
    *p=pool_obj;
    return 0;
}
CUresult cuMemPoolSetAttribute(P p,int a,void *v) {
    COUNT();
    return 0;
}
CUresult cuMemPoolGetAttribute(P p,int a,void *v) {
    COUNT();
    memset(v,0,8);
    return 0;
}
CUresult cuMemPoolTrimTo(P p,size_t n) {
    COUNT();
    return 0;
}
CUresult cuPointerGetAttribute(void *d,int a,uint64_t p) {
    COUNT();
    if(p>=0x700000000000ull && p<0x7f0000000000ull){ if(a==2) *(unsigned*)d=2;
    else if(a==1) *(P*)d=ctx_obj;
    else if(a==8) *(int*)d=0;
    else if(a==9) *(int*)d=0;
    else memset(d,0,8);
    return 0;} return 1;
}
CUresult cuGetErrorString(int e,const char **s) {
    COUNT();
    *s="fake error";
    return 0;
}
CUresult cuGetErrorName(int e,const char **s) {
    COUNT();
    *s="CUDA_ERROR_FAKE";
    return 0;
}
CUresult cuPointerGetAttributes(unsigned n,int *a,void **d,uint64_t p) {
    COUNT();
    int dev = p>=0x700000000000ull && p<0x7f0000000000ull;
    for(unsigned i=0;i<n;i++){ int at=a[i];
    size_t sz=(at==1||at==3||at==4||at==7||at==12)?8:4;
    memset(d[i],0,sz);
    if(dev){ if(at==2) *(unsigned*)d[i]=2;
    if(at==1) *(P*)d[i]=ctx_obj;
    if(at==3) *(uint64_t*)d[i]=p;
    if(at==9) *(int*)d[i]=0;
    } } return 0;
}
CUresult cuMemcpyAsync(uint64_t d,uint64_t s,size_t n,P st) {
    COUNT();
    TRACE("cuMemcpyAsync stream %p dst %llx src %llx n %zu\n", st,(unsigned long long)d,(unsigned long long)s,n);
    return 0;
}
CUresult cuMemcpyDtoDAsync_v2(uint64_t d,uint64_t s,size_t n,P st) {
    COUNT();
    TRACE("cuMemcpyDtoDAsync_v2 stream %p dst %llx src %llx n %zu\n", st,(unsigned long long)d,(unsigned long long)s,n);
    return 0;
}
CUresult cuMemsetD32Async(uint64_t p,unsigned v,size_t n,P s) {
    COUNT();
    TRACE("cuMemsetD32Async stream %p\n", s);
    return 0;
}
CUresult cuMemsetD16Async(uint64_t p,unsigned short v,size_t n,P s) {
    COUNT();
    return 0;
}
CUresult cuGetProcAddress_v2(const char *s,void **f,int v,uint64_t fl,int *st) {
    COUNT();
    return 500;
}
CUresult cuMemAllocHost_v2(void **p,size_t n) {
    COUNT();
    *p=malloc(n?n:1);
    return 0;
}
CUresult cuMemHostAlloc(void **p,size_t n,unsigned f) {
    COUNT();
    *p=malloc(n?n:1);
    return 0;
}
CUresult cuMemFreeHost(void *p) {
    COUNT();
    free(p);
    return 0;
}
CUresult cuMemHostRegister_v2(void *p,size_t n,unsigned f) {
    COUNT();
    return 0;
}
CUresult cuMemHostUnregister(void *p) {
    COUNT();
    return 0;
}
/* A word of mapped host memory (the stub's device address of host memory is its host address)
 * is written at once, as the GPU would once the stream's earlier work is done. */
CUresult cuStreamWriteValue32_v2(P s,uint64_t addr,unsigned v,unsigned f) {
    COUNT();
    TRACE("cuStreamWriteValue32 stream %p\n", s);
    if (!IS_DEVICE(addr) && addr)
        __atomic_store_n((unsigned *)(uintptr_t)addr, v, __ATOMIC_RELEASE);
    return 0;
}
CUresult cuLaunchHostFunc(P s,HF f,void *d) {
    COUNT();
    f(d);
    return 0;
}
CUresult cuStreamAddCallback(P s,CB f,void *d,unsigned fl) {
    COUNT();
    f(s,0,d);
    return 0;
}
CUresult cuMemcpyDtoH_v2(void *h,uint64_t d,size_t n) {
    COUNT();
    memset(h,0,n);
    return 0;
}
CUresult cuMemcpyHtoD_v2(uint64_t d,const void *h,size_t n) {
    COUNT();
    return 0;
}
CUresult cuMemcpy(uint64_t d,uint64_t s,size_t n) {
    COUNT();
    return 0;
}
CUresult cuMemHostGetDevicePointer_v2(uint64_t *d,void *h,unsigned f) {
    COUNT();
    *d=(uint64_t)h;
    return 0;
}
CUresult cuStreamGetCtx(P s,P *c) {
    COUNT();
    *c=ctx_obj;
    return 0;
}
CUresult cuStreamGetFlags(P s,unsigned *f) {
    COUNT();
    *f=1;
    return 0;
}
CUresult cuCtxGetStreamPriorityRange(int *l,int *g) {
    COUNT();
    *l=0;*g=-5;
    return 0;
}
CUresult cuDeviceCanAccessPeer(int *c,int a,int b) {
    COUNT();
    *c=0;
    return 0;
}
CUresult cuMemsetD8_v2(uint64_t p,unsigned char v,size_t n) {
    COUNT();
    return 0;
}
/* Named by cudarc's dynamic-linking builds, which resolve every symbol at load. */
CUresult cuModuleLoad(P *m, const char *path) {
    COUNT();
    *m = mod_obj;
    return 0;
}
CUresult cuMemcpyPeerAsync(uint64_t d, P dc, uint64_t s, P sc, size_t n, P st) {
    COUNT();
    return 0;
}

/* ---- cuBLAS, cuBLASLt, cuRAND ---- */

int cublasCreate_v2(P *x) {
    COUNT();
    *x=handle;return 0;
}
int cublasDestroy_v2(P x) {
    COUNT();
    return 0;
}
int cublasSetStream_v2(P x,P s) {
    COUNT();
    return 0;
}
int cublasGetStream_v2(P x,P *s) {
    COUNT();
    *s=0;return 0;
}
int cublasSetWorkspace_v2(P x,P w,size_t n) {
    COUNT();
    return 0;
}
int cublasSetPointerMode_v2(P x,int m) {
    COUNT();
    return 0;
}
int cublasGetPointerMode_v2(P x,int *m) {
    COUNT();
    *m=0;return 0;
}
int cublasSetMathMode(P x,int m) {
    COUNT();
    return 0;
}
int cublasGetMathMode(P x,int *m) {
    COUNT();
    *m=0;return 0;
}
int cublasGemmStridedBatchedEx(P x,int ta,int tb,int m,int n,int k,const void*al,const void*A,int at,int lda,long long sa,const void*B,int bt,int ldb,long long sb,const void*be,void*Cc,int ct,int ldc,long long sc,int bc,int comp,int algo) {
    COUNT();
    return 0;
}
int cublasGemmEx(P x,int ta,int tb,int m,int n,int k,const void*al,const void*A,int at,int lda,const void*B,int bt,int ldb,const void*be,void*Cc,int ct,int ldc,int comp,int algo) {
    COUNT();
    return 0;
}
int cublasGetVersion_v2(P x,int *v) {
    COUNT();
    *v=130000;return 0;
}
int cublasGetProperty(int t,int *v) {
    COUNT();
    *v=13;return 0;
}
int cublasSgemmStridedBatched() {
    COUNT();
    return 0;
}
int cublasDgemmStridedBatched() {
    COUNT();
    return 0;
}
int cublasSgemm_v2() {
    COUNT();
    return 0;
}
int cublasLtCreate(P *x) {
    COUNT();
    *x=handle;return 0;
}
int cublasLtDestroy(P x) {
    COUNT();
    return 0;
}
int curandCreateGenerator(P *g,int t) {
    COUNT();
    *g=handle;return 0;
}
int curandDestroyGenerator(P g) {
    COUNT();
    return 0;
}
int curandSetPseudoRandomGeneratorSeed(P g,unsigned long long s) {
    COUNT();
    return 0;
}
int curandSetStream(P g,P s) {
    COUNT();
    return 0;
}
int curandSetGeneratorOffset(P g,unsigned long long o) {
    COUNT();
    return 0;
}
int curandGenerateUniform(P g,float*o,size_t n) {
    COUNT();
    return 0;
}
int curandGenerateNormal(P g,float*o,size_t n,float m,float s) {
    COUNT();
    return 0;
}
int curandGetVersion(int *v) {
    COUNT();
    *v=10000;return 0;
}
/* ---- graph capture: a stream captures between its begin and end (cuStreamIsCapturing says
 * so); the graph and its executable are stand-ins ---- */
CUresult cuStreamBeginCapture_v2(P s,int mode) {
    COUNT();
    capt[ncapt++]=s;
    TRACE("cuStreamBeginCapture stream %p\n", s);
    return 0;
}
CUresult cuStreamEndCapture(P s,P *g) {
    COUNT();
    for(int i=0;i<ncapt;i++) if(capt[i]==s) { capt[i]=capt[--ncapt]; break; }
    TRACE("cuStreamEndCapture stream %p\n", s);
    *g=graph_obj;
    return 0;
}
CUresult cuGraphInstantiateWithFlags(P *e,P g,unsigned long long fl) {
    COUNT();
    *e=exec_obj;
    return 0;
}
CUresult cuGraphLaunch(P e,P s) {
    COUNT();
    TRACE("cuGraphLaunch stream %p\n", s);
    return 0;
}
CUresult cuGraphUpload(P e,P s) {
    COUNT();
    return 0;
}
CUresult cuGraphDestroy(P g) {
    COUNT();
    TRACE("cuGraphDestroy\n");
    return 0;
}
CUresult cuGraphExecDestroy(P e) {
    COUNT();
    TRACE("cuGraphExecDestroy\n");
    return 0;
}
CUresult cuGraphGetNodes(P g,P n,size_t *c) {
    COUNT();
    if(c) *c=1;
    return 0;
}
CUresult cuMemAllocManaged(uint64_t *p,size_t b,unsigned f) {
    COUNT();
    *p=__atomic_fetch_add(&next_ptr, (b+255)&~255ull, __ATOMIC_RELAXED);
    TRACE("cuMemAllocManaged ptr %llx\n", (unsigned long long)*p);
    return 0;
}
CUresult cuStreamAttachMemAsync(P s,uint64_t p,size_t n,unsigned f) {
    COUNT();
    TRACE("cuStreamAttachMemAsync stream %p\n", s);
    return 0;
}
CUresult cuMemPrefetchAsync_v2(uint64_t p,size_t n,P loc,unsigned f,P s) {
    COUNT();
    TRACE("cuMemPrefetchAsync stream %p\n", s);
    return 0;
}
