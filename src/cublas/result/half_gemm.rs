//! `cublasHgemm` and `cublasHgemmStridedBatched`: cublas_api.h declares them only for C++ (they
//! take `__half`), so the generated bindings lack them, as cudarc's do. They are resolved here
//! from the same library, with `half::f16` for `__half` (the same 16 bits).
#![cfg(feature = "f16")]

use super::{CublasError, sys};
use crate::loader::{CUBLAS, Symbol};
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
    static SYM: Symbol = Symbol::new(c"cublasHgemm");
    type F = unsafe extern "C" fn(
        sys::cublasHandle_t,
        sys::cublasOperation_t,
        sys::cublasOperation_t,
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
    let f = unsafe { SYM.get::<F>(&CUBLAS) }?;
    // SAFETY: the caller's promise.
    let raw = unsafe {
        f(
            handle, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc,
        )
    };
    sys::__checked(raw, "cublasHgemm").result()
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
    static SYM: Symbol = Symbol::new(c"cublasHgemmStridedBatched");
    type F = unsafe extern "C" fn(
        sys::cublasHandle_t,
        sys::cublasOperation_t,
        sys::cublasOperation_t,
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
    // SAFETY: as in `hgemm`.
    let f = unsafe { SYM.get::<F>(&CUBLAS) }?;
    // SAFETY: the caller's promise.
    let raw = unsafe {
        f(
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
    };
    sys::__checked(raw, "cublasHgemmStridedBatched").result()
}
