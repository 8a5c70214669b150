//! One function per cuBLAS call, returning `Result<_, CublasError>`, with cudarc 0.13's names
//! and signatures.
//!
//! This is the only layer that turns a `cublasStatus_t` into an error. It owns nothing and
//! checks nothing: the functions are `unsafe` and say in their `# Safety` section which handles,
//! pointers and sizes must be valid. Programs that want their products checked against their
//! buffers and ordered with every other use of them use the safe [`CudaBlas`](super::CudaBlas).
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::cublas::result;
//!
//! let _dev = cuda_driver::driver::CudaDevice::new(0)?; // the context cuBLAS works in
//! let handle = result::create_handle()?;
//! // SAFETY: made just above, destroyed once, nothing enqueued with it.
//! unsafe { result::destroy_handle(handle) }?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::sys;
use core::ffi::{c_int, c_longlong, c_void};
use std::mem::MaybeUninit;

mod error;

pub use error::CublasError;

/// One number of cuBLAS's version (`cublasGetProperty`): `MAJOR_VERSION`, `MINOR_VERSION` or
/// `PATCH_LEVEL`. Needs no GPU.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::libraryPropertyType::MAJOR_VERSION};
/// assert!(result::get_property(MAJOR_VERSION)? >= 12);
/// # Ok::<(), cuda_driver::cublas::result::CublasError>(())
/// ```
pub fn get_property(property: sys::libraryPropertyType) -> Result<c_int, CublasError> {
    let mut value: c_int = 0;
    // SAFETY: writes one int.
    unsafe { sys::cublasGetProperty(property, &mut value) }.result()?;
    Ok(value)
}

/// A new cuBLAS handle on the current context (`cublasCreate_v2`). Destroy it with
/// [`destroy_handle`].
///
/// ```no_run
/// use cuda_driver::cublas::result;
/// let _dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let handle = result::create_handle()?;
/// // SAFETY: made just above, destroyed once.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn create_handle() -> Result<sys::cublasHandle_t, CublasError> {
    let mut handle = MaybeUninit::uninit();
    // SAFETY: writes the handle on success, which is the only case it is read in.
    unsafe {
        sys::cublasCreate_v2(handle.as_mut_ptr()).result()?;
        Ok(handle.assume_init())
    }
}

/// Destroys a handle made by [`create_handle`] (`cublasDestroy_v2`).
///
/// # Safety
///
/// `handle` is a live handle, not used afterwards, and no other thread uses it during the
/// call.
///
/// ```no_run
/// let _dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let handle = cuda_driver::cublas::result::create_handle()?;
/// // SAFETY: made just above, nothing enqueued with it, destroyed once.
/// unsafe { cuda_driver::cublas::result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn destroy_handle(handle: sys::cublasHandle_t) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasDestroy_v2(handle) }.result()
}

/// Sets the stream the handle's work goes to (`cublasSetStream_v2`). This also sets the
/// handle's workspace back to cuBLAS's own (see [`set_workspace`]).
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call, and `stream` a live
/// stream of its context (or null, the legacy default stream) for as long as the handle may
/// enqueue work on it.
///
/// ```no_run
/// use cuda_driver::cublas::result;
/// let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let stream = dev.fork_default_stream()?;
/// let handle = result::create_handle()?;
/// // SAFETY: our handle; the stream outlives it (destroyed below, before the stream).
/// unsafe { result::set_stream(handle, stream.stream.cast()) }?;
/// // SAFETY: made above, nothing enqueued with it.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn set_stream(
    handle: sys::cublasHandle_t,
    stream: sys::cudaStream_t,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasSetStream_v2(handle, stream) }.result()
}

/// Gives the handle `size` bytes of device memory at `workspace` for its kernels' scratch
/// space (`cublasSetWorkspace_v2`), in place of the workspace cuBLAS allocates itself.
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call; `workspace` is device
/// memory of its context, at least `size` bytes and aligned to 256 bytes, that nothing else
/// uses while work the handle enqueues with it may run.
///
/// ```no_run
/// use cuda_driver::cublas::result;
/// use cuda_driver::driver::DevicePtrMut;
/// let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let mut workspace = dev.alloc_zeros::<u8>(4 << 20)?;
/// let handle = result::create_handle()?;
/// let p = *workspace.device_ptr_mut() as *mut std::ffi::c_void;
/// // SAFETY: 4 MiB of this context's memory, used by nothing else while the handle lives.
/// unsafe { result::set_workspace(handle, p, 4 << 20) }?;
/// // SAFETY: made above, nothing enqueued with it; destroyed before the workspace.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn set_workspace(
    handle: sys::cublasHandle_t,
    workspace: *mut c_void,
    size: usize,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasSetWorkspace_v2(handle, workspace, size) }.result()
}

/// Sets whether `alpha` and `beta` are read from host or device memory
/// (`cublasSetPointerMode_v2`).
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasPointerMode_t::CUBLAS_POINTER_MODE_DEVICE};
/// let _dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let handle = result::create_handle()?;
/// // SAFETY: our handle, used by this thread only.
/// unsafe { result::set_pointer_mode(handle, CUBLAS_POINTER_MODE_DEVICE) }?;
/// // SAFETY: made above, nothing enqueued with it.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn set_pointer_mode(
    handle: sys::cublasHandle_t,
    mode: sys::cublasPointerMode_t,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasSetPointerMode_v2(handle, mode) }.result()
}

/// Whether `alpha` and `beta` are read from host or device memory
/// (`cublasGetPointerMode_v2`).
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasPointerMode_t::CUBLAS_POINTER_MODE_HOST};
/// let _dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let handle = result::create_handle()?;
/// // SAFETY: our handle, used by this thread only.
/// assert_eq!(unsafe { result::get_pointer_mode(handle) }?, CUBLAS_POINTER_MODE_HOST);
/// // SAFETY: made above, nothing enqueued with it.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn get_pointer_mode(
    handle: sys::cublasHandle_t,
) -> Result<sys::cublasPointerMode_t, CublasError> {
    let mut raw: u32 = 0;
    // SAFETY: the caller's promise; cuBLAS writes one enum-sized integer.
    unsafe { sys::cublasGetPointerMode_v2(handle, (&mut raw as *mut u32).cast()) }.result()?;
    use sys::cublasPointerMode_t as M;
    match raw {
        0 => Ok(M::CUBLAS_POINTER_MODE_HOST),
        1 => Ok(M::CUBLAS_POINTER_MODE_DEVICE),
        _ => Err(
            CublasError::new(sys::cublasStatus_t::CUBLAS_STATUS_INTERNAL_ERROR).context(format!(
                "cublasGetPointerMode_v2 returned mode {raw}, unknown to these bindings"
            )),
        ),
    }
}

/// `y = alpha * op(A) x + beta * y` in single precision (`cublasSgemv_v2`).
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call; `a`, `x` and `y` are device
/// memory of its context that holds every element the call reads or writes (as the sizes,
/// leading dimensions and increments say) for as long as the work may run; `alpha` and `beta` point to
/// host memory in the host pointer mode (the default) and to device memory in the device one.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasOperation_t::CUBLAS_OP_N};
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// let dev = CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[1.0f32; 2])?;
/// let mut c = dev.alloc_zeros::<f32>(2)?;
/// let handle = result::create_handle()?;
/// let (pa, pc) = (*a.device_ptr() as *const f32, *c.device_ptr_mut() as *mut f32);
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// // SAFETY: a is 2x1 (lda 2) and x has 1 element (its first); c (y) has 2; the handle is ours, in the host pointer mode.
/// unsafe { result::sgemv(handle, CUBLAS_OP_N, 2, 1, &1.0, pa, 2, pa, 1, &0.0, pc, 1) }?;
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [1.0; 2]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn sgemv(
    handle: sys::cublasHandle_t,
    trans: sys::cublasOperation_t,
    m: c_int,
    n: c_int,
    alpha: *const f32,
    a: *const f32,
    lda: c_int,
    x: *const f32,
    incx: c_int,
    beta: *const f32,
    y: *mut f32,
    incy: c_int,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasSgemv_v2(handle, trans, m, n, alpha, a, lda, x, incx, beta, y, incy) }
        .result()
}

/// `y = alpha * op(A) x + beta * y` in double precision (`cublasDgemv_v2`).
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call; `a`, `x` and `y` are device
/// memory of its context that holds every element the call reads or writes (as the sizes,
/// leading dimensions and increments say) for as long as the work may run; `alpha` and `beta` point to
/// host memory in the host pointer mode (the default) and to device memory in the device one.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasOperation_t::CUBLAS_OP_N};
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// let dev = CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[1.0f64; 2])?;
/// let mut c = dev.alloc_zeros::<f64>(2)?;
/// let handle = result::create_handle()?;
/// let (pa, pc) = (*a.device_ptr() as *const f64, *c.device_ptr_mut() as *mut f64);
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// // SAFETY: a is 2x1 (lda 2) and x has 1 element (its first); c (y) has 2; the handle is ours, in the host pointer mode.
/// unsafe { result::dgemv(handle, CUBLAS_OP_N, 2, 1, &1.0, pa, 2, pa, 1, &0.0, pc, 1) }?;
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [1.0; 2]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn dgemv(
    handle: sys::cublasHandle_t,
    trans: sys::cublasOperation_t,
    m: c_int,
    n: c_int,
    alpha: *const f64,
    a: *const f64,
    lda: c_int,
    x: *const f64,
    incx: c_int,
    beta: *const f64,
    y: *mut f64,
    incy: c_int,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasDgemv_v2(handle, trans, m, n, alpha, a, lda, x, incx, beta, y, incy) }
        .result()
}

/// `C = alpha * op(A) op(B) + beta * C` in single precision (`cublasSgemm_v2`).
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call; `a`, `b` and `c` are device
/// memory of its context that holds every element the call reads or writes (as the sizes,
/// leading dimensions say) for as long as the work may run; `alpha` and `beta` point to
/// host memory in the host pointer mode (the default) and to device memory in the device one.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasOperation_t::CUBLAS_OP_N};
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// let dev = CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[1.0f32; 4])?;
/// let mut c = dev.alloc_zeros::<f32>(4)?;
/// let handle = result::create_handle()?;
/// let (pa, pc) = (*a.device_ptr() as *const f32, *c.device_ptr_mut() as *mut f32);
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// // SAFETY: a and c hold 2x2 matrices; the handle is ours, in the host pointer mode.
/// unsafe { result::sgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &1.0, pa, 2, pa, 2, &0.0, pc, 2) }?;
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [2.0; 4]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn sgemm(
    handle: sys::cublasHandle_t,
    transa: sys::cublasOperation_t,
    transb: sys::cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const f32,
    a: *const f32,
    lda: c_int,
    b: *const f32,
    ldb: c_int,
    beta: *const f32,
    c: *mut f32,
    ldc: c_int,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe {
        sys::cublasSgemm_v2(
            handle, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc,
        )
    }
    .result()
}

/// `C = alpha * op(A) op(B) + beta * C` in double precision (`cublasDgemm_v2`).
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call; `a`, `b` and `c` are device
/// memory of its context that holds every element the call reads or writes (as the sizes,
/// leading dimensions say) for as long as the work may run; `alpha` and `beta` point to
/// host memory in the host pointer mode (the default) and to device memory in the device one.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasOperation_t::CUBLAS_OP_N};
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// let dev = CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[1.0f64; 4])?;
/// let mut c = dev.alloc_zeros::<f64>(4)?;
/// let handle = result::create_handle()?;
/// let (pa, pc) = (*a.device_ptr() as *const f64, *c.device_ptr_mut() as *mut f64);
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// // SAFETY: a and c hold 2x2 matrices; the handle is ours, in the host pointer mode.
/// unsafe { result::dgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &1.0, pa, 2, pa, 2, &0.0, pc, 2) }?;
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [2.0; 4]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn dgemm(
    handle: sys::cublasHandle_t,
    transa: sys::cublasOperation_t,
    transb: sys::cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const f64,
    a: *const f64,
    lda: c_int,
    b: *const f64,
    ldb: c_int,
    beta: *const f64,
    c: *mut f64,
    ldc: c_int,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe {
        sys::cublasDgemm_v2(
            handle, transa, transb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc,
        )
    }
    .result()
}

/// `batch_count` products `C_i = alpha * op(A_i) op(B_i) + beta * C_i` in single precision, matrix
/// `i` of each at `i * stride` elements from the first (`cublasSgemmStridedBatched`).
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call; `a`, `b` and `c` are device
/// memory of its context that holds every element the call reads or writes (as the sizes,
/// leading dimensions, strides and the batch count say) for as long as the work may run; `alpha` and `beta` point to
/// host memory in the host pointer mode (the default) and to device memory in the device one.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasOperation_t::CUBLAS_OP_N};
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// let dev = CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[1.0f32; 8])?;
/// let mut c = dev.alloc_zeros::<f32>(8)?;
/// let handle = result::create_handle()?;
/// let (pa, pc) = (*a.device_ptr() as *const f32, *c.device_ptr_mut() as *mut f32);
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// // SAFETY: a and c hold two 2x2 matrices, 4 apart; the handle is ours, in the host pointer mode.
/// unsafe { result::sgemm_strided_batched(handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &1.0, pa, 2, 4, pa, 2, 4, &0.0, pc, 2, 4, 2) }?;
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [2.0; 8]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn sgemm_strided_batched(
    handle: sys::cublasHandle_t,
    transa: sys::cublasOperation_t,
    transb: sys::cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const f32,
    a: *const f32,
    lda: c_int,
    stride_a: c_longlong,
    b: *const f32,
    ldb: c_int,
    stride_b: c_longlong,
    beta: *const f32,
    c: *mut f32,
    ldc: c_int,
    stride_c: c_longlong,
    batch_count: c_int,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe {
        sys::cublasSgemmStridedBatched(
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

/// `batch_count` products `C_i = alpha * op(A_i) op(B_i) + beta * C_i` in double precision, matrix
/// `i` of each at `i * stride` elements from the first (`cublasDgemmStridedBatched`).
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call; `a`, `b` and `c` are device
/// memory of its context that holds every element the call reads or writes (as the sizes,
/// leading dimensions, strides and the batch count say) for as long as the work may run; `alpha` and `beta` point to
/// host memory in the host pointer mode (the default) and to device memory in the device one.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasOperation_t::CUBLAS_OP_N};
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// let dev = CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[1.0f64; 8])?;
/// let mut c = dev.alloc_zeros::<f64>(8)?;
/// let handle = result::create_handle()?;
/// let (pa, pc) = (*a.device_ptr() as *const f64, *c.device_ptr_mut() as *mut f64);
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// // SAFETY: a and c hold two 2x2 matrices, 4 apart; the handle is ours, in the host pointer mode.
/// unsafe { result::dgemm_strided_batched(handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &1.0, pa, 2, 4, pa, 2, 4, &0.0, pc, 2, 4, 2) }?;
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [2.0; 8]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn dgemm_strided_batched(
    handle: sys::cublasHandle_t,
    transa: sys::cublasOperation_t,
    transb: sys::cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const f64,
    a: *const f64,
    lda: c_int,
    stride_a: c_longlong,
    b: *const f64,
    ldb: c_int,
    stride_b: c_longlong,
    beta: *const f64,
    c: *mut f64,
    ldc: c_int,
    stride_c: c_longlong,
    batch_count: c_int,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe {
        sys::cublasDgemmStridedBatched(
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

/// `C = alpha * op(A) op(B) + beta * C` with the element types and the compute type given
/// (`cublasGemmEx`): half and bfloat16 products among others.
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call; `a`, `b` and `c` are device
/// memory of its context that holds every element the call reads or writes (as the sizes,
/// leading dimensions say) for as long as the work may run; `alpha` and `beta` point to
/// host memory (of the compute type's scalar type) in the host pointer mode (the default) and to device memory in the device one.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasOperation_t::CUBLAS_OP_N};
/// use cuda_driver::cublas::sys::{cublasComputeType_t::CUBLAS_COMPUTE_32F as C_32F, cudaDataType_t::CUDA_R_32F as R_32F};
/// use cuda_driver::cublas::sys::cublasGemmAlgo_t;
/// const DEFAULT: cublasGemmAlgo_t = cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT;
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// let (one, zero) = (&1.0f32 as *const f32 as *const _, &0.0f32 as *const f32 as *const _);
/// let dev = CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[1.0f32; 8])?;
/// let mut c = dev.alloc_zeros::<f32>(8)?;
/// let handle = result::create_handle()?;
/// let (pa, pc) = (*a.device_ptr() as *const f32, *c.device_ptr_mut() as *mut f32);
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// // SAFETY: a and c hold two 2x2 f32 matrices, 4 apart; the scalars are f32, as CUBLAS_COMPUTE_32F reads; the handle is ours, in the host pointer mode.
/// unsafe { result::gemm_ex(handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, one, pa.cast(), R_32F, 2, pa.cast(), R_32F, 2, zero, pc.cast(), R_32F, 2, C_32F, DEFAULT) }?;
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [2.0, 2.0, 2.0, 2.0, 0.0, 0.0, 0.0, 0.0]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn gemm_ex(
    handle: sys::cublasHandle_t,
    transa: sys::cublasOperation_t,
    transb: sys::cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const c_void,
    a: *const c_void,
    a_type: sys::cudaDataType,
    lda: c_int,
    b: *const c_void,
    b_type: sys::cudaDataType,
    ldb: c_int,
    beta: *const c_void,
    c: *mut c_void,
    c_type: sys::cudaDataType,
    ldc: c_int,
    compute_type: sys::cublasComputeType_t,
    algo: sys::cublasGemmAlgo_t,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe {
        sys::cublasGemmEx(
            handle,
            transa,
            transb,
            m,
            n,
            k,
            alpha,
            a,
            a_type,
            lda,
            b,
            b_type,
            ldb,
            beta,
            c,
            c_type,
            ldc,
            compute_type,
            algo,
        )
    }
    .result()
}

/// The strided batched form of [`gemm_ex`] (`cublasGemmStridedBatchedEx`).
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call; `a`, `b` and `c` are device
/// memory of its context that holds every element the call reads or writes (as the sizes,
/// leading dimensions, strides and the batch count say) for as long as the work may run; `alpha` and `beta` point to
/// host memory in the host pointer mode (the default) and to device memory in the device one.
///
/// ```no_run
/// use cuda_driver::cublas::{result, sys::cublasOperation_t::CUBLAS_OP_N};
/// use cuda_driver::cublas::sys::{cublasComputeType_t::CUBLAS_COMPUTE_32F as C_32F, cudaDataType_t::CUDA_R_32F as R_32F};
/// use cuda_driver::cublas::sys::cublasGemmAlgo_t;
/// const DEFAULT: cublasGemmAlgo_t = cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT;
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut};
/// let (one, zero) = (&1.0f32 as *const f32 as *const _, &0.0f32 as *const f32 as *const _);
/// let dev = CudaDevice::new(0)?;
/// let a = dev.htod_sync_copy(&[1.0f32; 8])?;
/// let mut c = dev.alloc_zeros::<f32>(8)?;
/// let handle = result::create_handle()?;
/// let (pa, pc) = (*a.device_ptr() as *const f32, *c.device_ptr_mut() as *mut f32);
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copies
/// // SAFETY: a and c hold two 2x2 f32 matrices, 4 apart; the scalars are f32, as CUBLAS_COMPUTE_32F reads; the handle is ours, in the host pointer mode.
/// unsafe { result::gemm_strided_batched_ex(handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, one, pa.cast(), R_32F, 2, 4, pa.cast(), R_32F, 2, 4, zero, pc.cast(), R_32F, 2, 4, 2, C_32F, DEFAULT) }?;
/// dev.synchronize()?;
/// assert_eq!(dev.dtoh_sync_copy(&c)?, [2.0; 8]);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn gemm_strided_batched_ex(
    handle: sys::cublasHandle_t,
    transa: sys::cublasOperation_t,
    transb: sys::cublasOperation_t,
    m: c_int,
    n: c_int,
    k: c_int,
    alpha: *const c_void,
    a: *const c_void,
    a_type: sys::cudaDataType,
    lda: c_int,
    stride_a: c_longlong,
    b: *const c_void,
    b_type: sys::cudaDataType,
    ldb: c_int,
    stride_b: c_longlong,
    beta: *const c_void,
    c: *mut c_void,
    c_type: sys::cudaDataType,
    ldc: c_int,
    stride_c: c_longlong,
    batch_count: c_int,
    compute_type: sys::cublasComputeType_t,
    algo: sys::cublasGemmAlgo_t,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe {
        sys::cublasGemmStridedBatchedEx(
            handle,
            transa,
            transb,
            m,
            n,
            k,
            alpha,
            a,
            a_type,
            lda,
            stride_a,
            b,
            b_type,
            ldb,
            stride_b,
            beta,
            c,
            c_type,
            ldc,
            stride_c,
            batch_count,
            compute_type,
            algo,
        )
    }
    .result()
}

mod asum;
mod grouped_gemm;
mod half_gemm;

pub use asum::{dasum, sasum};
pub use grouped_gemm::gemm_grouped_batched_ex;
#[cfg(feature = "f16")]
pub use half_gemm::{hgemm, hgemm_strided_batched};
