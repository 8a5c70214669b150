//! Names of the library layers that cudarc's users write and its own tests do not: each
//! library's `sys::CUstream_st` (the driver's stream here, so cudarc's casts to it type-check
//! against every `set_stream`), and cudarc 0.10's raw half-precision products in
//! `cublas::half`. Compiled, not run.

use super::cudarc;
use cudarc::driver::sys::CUstream;

#[cfg(feature = "curand")]
unsafe fn curand_stream(
    generator: cudarc::curand::sys::curandGenerator_t,
    stream: CUstream,
) -> Result<(), cudarc::curand::result::CurandError> {
    // SAFETY: the caller's promise (a live generator and stream).
    unsafe {
        cudarc::curand::result::set_stream(
            generator,
            stream as *mut cudarc::curand::sys::CUstream_st,
        )
    }
}

#[cfg(feature = "cublas")]
unsafe fn cublas_stream(
    handle: cudarc::cublas::sys::cublasHandle_t,
    stream: CUstream,
) -> Result<(), cudarc::cublas::result::CublasError> {
    let stream: cudarc::cublas::sys::cudaStream_t = stream as *mut cudarc::cublas::sys::CUstream_st;
    // SAFETY: the caller's promise (a live handle and stream).
    unsafe { cudarc::cublas::result::set_stream(handle, stream) }
}

#[cfg(feature = "cublaslt")]
fn cublaslt_stream(stream: CUstream) -> cudarc::cublaslt::sys::cudaStream_t {
    stream as *mut cudarc::cublaslt::sys::CUstream_st
}

#[cfg(feature = "nccl")]
fn nccl_stream(stream: CUstream) -> *mut cudarc::nccl::sys::CUstream_st {
    stream
}

/// cudarc 0.10's `result::hgemm`, over its `cublas::half::cublasHgemm`.
#[cfg(all(feature = "cublas", feature = "f16"))]
unsafe fn hgemm_0_10(
    handle: cudarc::cublas::sys::cublasHandle_t,
    a: *const half::f16,
    c: *mut half::f16,
) -> Result<(), cudarc::cublas::result::CublasError> {
    use cudarc::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
    let (one, zero) = (half::f16::ONE, half::f16::ZERO);
    // SAFETY: the caller's promise (a live handle, 2x2 matrices at a and c).
    unsafe {
        cudarc::cublas::half::cublasHgemm(
            handle,
            CUBLAS_OP_N,
            CUBLAS_OP_N,
            2,
            2,
            2,
            &one,
            a,
            2,
            a,
            2,
            &zero,
            c,
            2,
        )
    }
    .result()
}
