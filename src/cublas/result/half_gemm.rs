//! `cublasHgemm` and `cublasHgemmStridedBatched`, checked: cublas_api.h declares them only for
//! C++ (they take `__half`), so the generated bindings lack them, as cudarc's do. Their raw
//! bindings are [`cublas::half`](crate::cublas::half) (`src/cublas/sys/half.rs`), with
//! `half::f16` for `__half` (the same 16 bits); these convert the status they return.
#![cfg(feature = "f16")]

use super::{CublasError, sys};
use crate::cublas::half::{cublasHgemm, cublasHgemmStridedBatched};
use core::ffi::{c_int, c_longlong};
use half::f16;

/// `C = alpha * op(A) op(B) + beta * C` in half precision, computed in half precision too
/// (`cublasHgemm`).
///
/// # Safety
///
/// As for [`sgemm`](super::sgemm), with `f16` elements.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasOperation_t::CUBLAS_OP_N};
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// use half::f16;
/// let dev = CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[f16::ONE; 8])?;
/// let mut c = dev.alloc_zeros::<f16>(8)?;
/// let handle = result::create_handle()?;
/// let (pa, pc) = (*a.device_ptr() as *const f16, *c.device_ptr_mut() as *mut f16);
/// let (one, zero) = (f16::ONE, f16::ZERO);
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// // SAFETY: a and c hold 2x2 matrices; the handle is ours, in the host pointer mode.
/// unsafe { result::hgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, pa, 2, pa, 2, &zero, pc, 2) }?;
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?[..4], [f16::from_f32(2.0); 4]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn hgemm(
    handle: sys::cublasHandle_t,
    transa: sys::cublasOperation_t,
    transb: sys::cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const f16,
    a: *const f16,
    lda: c_int,
    b: *const f16,
    ldb: c_int,
    beta: *const f16,
    c: *mut f16,
    ldc: c_int,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe {
        cublasHgemm(
            handle, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc,
        )
    }
    .result()
}

/// The strided batched form of [`hgemm`] (`cublasHgemmStridedBatched`).
///
/// # Safety
///
/// As for [`sgemm_strided_batched`](super::sgemm_strided_batched), with `f16` elements.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasOperation_t::CUBLAS_OP_N};
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
/// unsafe { result::hgemm_strided_batched(handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, pa, 2, 4, pa, 2, 4, &zero, pc, 2, 4, 2) }?;
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?[..4], [f16::from_f32(2.0); 4]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn hgemm_strided_batched(
    handle: sys::cublasHandle_t,
    transa: sys::cublasOperation_t,
    transb: sys::cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const f16,
    a: *const f16,
    lda: c_int,
    stride_a: c_longlong,
    b: *const f16,
    ldb: c_int,
    stride_b: c_longlong,
    beta: *const f16,
    c: *mut f16,
    ldc: c_int,
    stride_c: c_longlong,
    batch_count: c_int,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe {
        cublasHgemmStridedBatched(
            handle,
            transa,
            transb,
            m,
            n,
            k,
            alpha,
            a,
            lda,
            stride_a,
            b,
            ldb,
            stride_b,
            beta,
            c,
            ldc,
            stride_c,
            batch_count,
        )
    }
    .result()
}
