//! Grouped products (`cublasGemmGroupedBatchedEx`, cuBLAS 12.5 and later).

use super::{CublasError, sys};
use core::ffi::{c_int, c_void};

/// `group_count` groups of products (`cublasGemmGroupedBatchedEx`): group `g` holds
/// `group_size[g]` products of its shape (`transa_array[g]`, `m_array[g]`, ...), each
/// `C = alpha[g] * op(A) op(B) + beta[g] * C`, the products' matrices taken one after the other
/// from `a_array`, `b_array` and `c_array`. cuBLAS older than 12.5 lacks the call:
/// `CUBLAS_STATUS_NOT_SUPPORTED`, naming it.
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call. The arrays of the shapes,
/// the scalars and `group_size` are host memory with `group_count` entries (the scalars in the
/// host pointer mode, the default; device memory in the device one), of the type
/// `compute_type` takes for its scalars; `a_array`, `b_array` and `c_array` are device memory
/// of the handle's context holding one pointer per product (the sum of `group_size`), each to
/// device memory holding every element its product reads or writes, for as long as the work
/// may run; no two products write the same element of C.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys};
/// use cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// let dev = CudaDevice::new(0)?;
/// // One group of one 1x1 product of f32: c = 2 * 3.
/// let (a, b) = (dev.htod_sync_copy(&[2.0f32])?, dev.htod_sync_copy(&[3.0f32])?);
/// let mut c = dev.alloc_zeros::<f32>(1)?;
/// let ptrs = [*a.device_ptr(), *b.device_ptr(), *c.device_ptr_mut()];
/// let ptrs = dev.htod_sync_copy(&ptrs)?;
/// let p = *ptrs.device_ptr();
/// let handle = result::create_handle()?;
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// let (ops, one, alpha, beta) = ([CUBLAS_OP_N], [1], [1.0f32], [0.0f32]);
/// let r32 = sys::cudaDataType_t::CUDA_R_32F;
/// // SAFETY: every array has one entry; the pointer arrays are device memory holding the
/// // addresses of a, b and c, each of one element; f32 scalars for CUBLAS_COMPUTE_32F.
/// unsafe {
///     result::gemm_grouped_batched_ex(
///         handle, ops.as_ptr(), ops.as_ptr(), one.as_ptr(), one.as_ptr(), one.as_ptr(),
///         alpha.as_ptr().cast(), p as _, r32, one.as_ptr(), (p + 8) as _, r32, one.as_ptr(),
///         beta.as_ptr().cast(), (p + 16) as _, r32, one.as_ptr(), 1, one.as_ptr(),
///         sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
///     )
/// }?;
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [6.0]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn gemm_grouped_batched_ex(
    handle: sys::cublasHandle_t,
    transa_array: *const sys::cublasOperation_t,
    transb_array: *const sys::cublasOperation_t,
    m_array: *const c_int,
    n_array: *const c_int,
    k_array: *const c_int,
    alpha_array: *const c_void,
    a_array: *const *const c_void,
    a_type: sys::cudaDataType,
    lda_array: *const c_int,
    b_array: *const *const c_void,
    b_type: sys::cudaDataType,
    ldb_array: *const c_int,
    beta_array: *const c_void,
    c_array: *const *mut c_void,
    c_type: sys::cudaDataType,
    ldc_array: *const c_int,
    group_count: c_int,
    group_size: *const c_int,
    compute_type: sys::cublasComputeType_t,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe {
        sys::cublasGemmGroupedBatchedEx(
            handle,
            transa_array,
            transb_array,
            m_array,
            n_array,
            k_array,
            alpha_array,
            a_array,
            a_type,
            lda_array,
            b_array,
            b_type,
            ldb_array,
            beta_array,
            c_array,
            c_type,
            ldc_array,
            group_count,
            group_size,
            compute_type,
        )
    }
    .result()
}
