//! cudarc 0.10's raw bindings of the two half-precision products, `cublasHgemm` and
//! `cublasHgemmStridedBatched`, written by hand (cublas_api.h declares them only for C++, so the
//! generated [`sys`] lacks them, as cudarc's does) and kept beside it, in `src/cublas/sys/`, at
//! cudarc's path `cublas::half`. Like every `sys` function, each is resolved from libcublas on
//! its first call and returns the library's own code: a missing library or symbol is a
//! `cublasStatus_t` (`CUBLAS_STATUS_NOT_INITIALIZED` / `CUBLAS_STATUS_NOT_SUPPORTED`), never a
//! panic, and the loader's message is kept for the thread, where `result` finds it. `half::f16`
//! stands for `__half` (the same 16 bits).
//!
//! [`result::hgemm`](super::result::hgemm) and
//! [`result::hgemm_strided_batched`](super::result::hgemm_strided_batched) are the checked forms.
#![allow(non_snake_case)]

use super::sys::{self, cublasHandle_t, cublasOperation_t, cublasStatus_t};
use crate::loader::{CUBLAS, Failure, LoadError, Symbol};
use core::ffi::{c_int, c_longlong};
use half::f16;

/// The code a failed load returns, recorded for the `result` layer's error (as the generated
/// `sys` functions do).
#[cold]
#[inline(never)]
fn load_failed(e: LoadError) -> cublasStatus_t {
    let code = if e.missing_symbol().is_some() {
        cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED
    } else {
        cublasStatus_t::CUBLAS_STATUS_NOT_INITIALIZED
    };
    crate::loader::record_failure("cuBLAS", code as i64, Failure::Load(e));
    code
}

/// `cublasHgemm`, resolved from cuBLAS on first use: `C = alpha * op(A) op(B) + beta * C` in
/// half precision.
///
/// # Safety
///
/// The C function's contract: a live handle, and device matrices (or host scalars, in the
/// handle's pointer mode) that hold what the dimensions and leading dimensions say.
///
/// ```no_run
/// use cuda_driver::cublas::{half::cublasHgemm, result, sys};
/// use cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// use half::f16;
/// let dev = CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[f16::ONE; 4])?;
/// let mut c = dev.alloc_zeros::<f16>(4)?;
/// let handle = result::create_handle()?;
/// let (pa, pc) = (*a.device_ptr() as *const f16, *c.device_ptr_mut() as *mut f16);
/// let (one, zero) = (f16::ONE, f16::ZERO);
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// // SAFETY: a and c hold 2x2 matrices; the handle is ours, in the host pointer mode.
/// let status = unsafe { cublasHgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, pa, 2, pa, 2, &zero, pc, 2) };
/// assert_eq!(status, sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS);
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [f16::from_f32(2.0); 4]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn cublasHgemm(
    handle: cublasHandle_t,
    transa: cublasOperation_t,
    transb: cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const f16,
    A: *const f16,
    lda: c_int,
    B: *const f16,
    ldb: c_int,
    beta: *const f16,
    C: *mut f16,
    ldc: c_int,
) -> cublasStatus_t {
    static SYM: Symbol = Symbol::new(c"cublasHgemm");
    type F = unsafe extern "C" fn(
        cublasHandle_t,
        cublasOperation_t,
        cublasOperation_t,
        c_int,
        c_int,
        c_int,
        *const f16,
        *const f16,
        c_int,
        *const f16,
        c_int,
        *const f16,
        *mut f16,
        c_int,
    ) -> u32;
    // SAFETY: `F` is the C++ declaration of cublasHgemm, with `__half` as `f16` (same size and
    // bits) and the returned enum as its integer type (checked below).
    match unsafe { SYM.get::<F>(&CUBLAS) } {
        Ok(f) => {
            // SAFETY: the caller upholds the C function's contract.
            let raw = unsafe {
                f(
                    handle, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc,
                )
            };
            sys::__checked(raw, "cublasHgemm")
        }
        Err(e) => load_failed(e),
    }
}

/// `cublasHgemmStridedBatched`, resolved from cuBLAS on first use: the strided batched form of
/// [`cublasHgemm`].
///
/// # Safety
///
/// As for [`cublasHgemm`], for each of the `batchCount` matrices, `stride*` elements apart.
///
/// ```no_run
/// use cuda_driver::cublas::{half::cublasHgemmStridedBatched, result, sys};
/// use cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// use half::f16;
/// let dev = CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[f16::ONE; 8])?;
/// let mut c = dev.alloc_zeros::<f16>(8)?;
/// let handle = result::create_handle()?;
/// let (pa, pc) = (*a.device_ptr() as *const f16, *c.device_ptr_mut() as *mut f16);
/// let (one, zero) = (f16::ONE, f16::ZERO);
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// // SAFETY: a and c hold two 2x2 matrices, 4 apart; the handle is ours, in the host pointer mode.
/// let status = unsafe {
///     cublasHgemmStridedBatched(
///         handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, pa, 2, 4, pa, 2, 4, &zero, pc, 2, 4, 2,
///     )
/// };
/// assert_eq!(status, sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS);
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [f16::from_f32(2.0); 8]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn cublasHgemmStridedBatched(
    handle: cublasHandle_t,
    transa: cublasOperation_t,
    transb: cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const f16,
    A: *const f16,
    lda: c_int,
    strideA: c_longlong,
    B: *const f16,
    ldb: c_int,
    strideB: c_longlong,
    beta: *const f16,
    C: *mut f16,
    ldc: c_int,
    strideC: c_longlong,
    batchCount: c_int,
) -> cublasStatus_t {
    static SYM: Symbol = Symbol::new(c"cublasHgemmStridedBatched");
    type F = unsafe extern "C" fn(
        cublasHandle_t,
        cublasOperation_t,
        cublasOperation_t,
        c_int,
        c_int,
        c_int,
        *const f16,
        *const f16,
        c_int,
        c_longlong,
        *const f16,
        c_int,
        c_longlong,
        *const f16,
        *mut f16,
        c_int,
        c_longlong,
        c_int,
    ) -> u32;
    // SAFETY: as in `cublasHgemm`.
    match unsafe { SYM.get::<F>(&CUBLAS) } {
        Ok(f) => {
            // SAFETY: the caller upholds the C function's contract.
            let raw = unsafe {
                f(
                    handle, transa, transb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB, beta,
                    C, ldc, strideC, batchCount,
                )
            };
            sys::__checked(raw, "cublasHgemmStridedBatched")
        }
        Err(e) => load_failed(e),
    }
}
