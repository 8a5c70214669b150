//! One function per cuBLASLt call, returning `Result<_, CublasError>`, with cudarc 0.13's names
//! and signatures.
//!
//! This is the only layer that turns a `cublasStatus_t` into an error. It owns nothing: most
//! functions are `unsafe` and say in their `# Safety` section which handles and pointers must
//! be valid. Programs that want a matrix product use the safe [`CudaBlasLT`](super::CudaBlasLT).
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::cublaslt::{result, sys};
//!
//! let _dev = cuda_driver::driver::CudaDevice::new(0)?; // the context cuBLASLt works in
//! let handle = result::create_handle()?;
//! let layout = result::create_matrix_layout(sys::cudaDataType_t::CUDA_R_32F, 4, 3, 4)?;
//! // SAFETY: made just above, each destroyed once.
//! unsafe {
//!     result::destroy_matrix_layout(layout)?;
//!     result::destroy_handle(handle)?;
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::sys;
use core::ffi::{c_int, c_void};
use core::mem::MaybeUninit;

mod error;

pub use error::CublasError;

/// A new cuBLASLt handle (`cublasLtCreate`), on the current context. Destroy it with
/// [`destroy_handle`].
///
/// ```no_run
/// use cuda_driver::cublaslt::result;
/// let _dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let handle = result::create_handle()?;
/// // SAFETY: made just above, destroyed once.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn create_handle() -> Result<sys::cublasLtHandle_t, CublasError> {
    let mut handle = MaybeUninit::uninit();
    // SAFETY: writes the handle on success, which is the only case it is read in.
    unsafe {
        sys::cublasLtCreate(handle.as_mut_ptr()).result()?;
        Ok(handle.assume_init())
    }
}

/// Destroys a handle made by [`create_handle`] (`cublasLtDestroy`, which synchronizes the
/// device first).
///
/// # Safety
///
/// `handle` is a live handle, not used again afterwards.
pub unsafe fn destroy_handle(handle: sys::cublasLtHandle_t) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasLtDestroy(handle) }.result()
}

/// A new layout of a `rows` x `cols` column-major matrix of `matrix_type` whose columns start
/// `ld` elements apart (`cublasLtMatrixLayoutCreate`). Destroy it with
/// [`destroy_matrix_layout`].
///
/// ```no_run
/// use cuda_driver::cublaslt::{result, sys::cudaDataType_t};
/// let layout = result::create_matrix_layout(cudaDataType_t::CUDA_R_16F, 8, 8, 8)?;
/// // SAFETY: made just above, destroyed once.
/// unsafe { result::destroy_matrix_layout(layout) }?;
/// # Ok::<(), cuda_driver::cublaslt::result::CublasError>(())
/// ```
pub fn create_matrix_layout(
    matrix_type: sys::cudaDataType,
    rows: u64,
    cols: u64,
    ld: i64,
) -> Result<sys::cublasLtMatrixLayout_t, CublasError> {
    let mut layout = MaybeUninit::uninit();
    // SAFETY: writes the layout on success, which is the only case it is read in.
    unsafe {
        sys::cublasLtMatrixLayoutCreate(layout.as_mut_ptr(), matrix_type, rows, cols, ld)
            .result()?;
        Ok(layout.assume_init())
    }
}

/// Sets an attribute of a matrix layout (`cublasLtMatrixLayoutSetAttribute`), such as its batch
/// count or the stride between its batches.
///
/// # Safety
///
/// `matrix_layout` is a live layout, used by no other thread during the call; `buf` points to
/// `buf_size` readable bytes holding a value of the attribute's type.
pub unsafe fn set_matrix_layout_attribute(
    matrix_layout: sys::cublasLtMatrixLayout_t,
    attr: sys::cublasLtMatrixLayoutAttribute_t,
    buf: *const c_void,
    buf_size: usize,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasLtMatrixLayoutSetAttribute(matrix_layout, attr, buf, buf_size) }.result()
}

/// Destroys a layout made by [`create_matrix_layout`] (`cublasLtMatrixLayoutDestroy`).
///
/// # Safety
///
/// `matrix_layout` is a live layout, not used again afterwards.
pub unsafe fn destroy_matrix_layout(
    matrix_layout: sys::cublasLtMatrixLayout_t,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasLtMatrixLayoutDestroy(matrix_layout) }.result()
}

/// A new description of a matrix product computed in `compute_type` with scalars (alpha,
/// beta) of `scale_type` (`cublasLtMatmulDescCreate`). Destroy it with
/// [`destroy_matmul_desc`].
///
/// ```no_run
/// use cuda_driver::cublaslt::{result, sys};
/// let desc = result::create_matmul_desc(
///     sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
///     sys::cudaDataType_t::CUDA_R_32F,
/// )?;
/// // SAFETY: made just above, destroyed once.
/// unsafe { result::destroy_matmul_desc(desc) }?;
/// # Ok::<(), cuda_driver::cublaslt::result::CublasError>(())
/// ```
pub fn create_matmul_desc(
    compute_type: sys::cublasComputeType_t,
    scale_type: sys::cudaDataType,
) -> Result<sys::cublasLtMatmulDesc_t, CublasError> {
    let mut desc = MaybeUninit::uninit();
    // SAFETY: writes the description on success, which is the only case it is read in.
    unsafe {
        sys::cublasLtMatmulDescCreate(desc.as_mut_ptr(), compute_type, scale_type).result()?;
        Ok(desc.assume_init())
    }
}

/// Sets an attribute of a matrix product's description (`cublasLtMatmulDescSetAttribute`),
/// such as a transposition, the epilogue or the bias pointer.
///
/// # Safety
///
/// `matmul_desc` is a live description, used by no other thread during the call; `buf` points
/// to `buf_size` readable bytes holding a value of the attribute's type. A pointer set here
/// (the bias) must be valid for every product run with the description.
pub unsafe fn set_matmul_desc_attribute(
    matmul_desc: sys::cublasLtMatmulDesc_t,
    attr: sys::cublasLtMatmulDescAttributes_t,
    buf: *const c_void,
    buf_size: usize,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasLtMatmulDescSetAttribute(matmul_desc, attr, buf, buf_size) }.result()
}

/// Destroys a description made by [`create_matmul_desc`] (`cublasLtMatmulDescDestroy`).
///
/// # Safety
///
/// `matmul_desc` is a live description, not used again afterwards.
pub unsafe fn destroy_matmul_desc(
    matmul_desc: sys::cublasLtMatmulDesc_t,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasLtMatmulDescDestroy(matmul_desc) }.result()
}

/// New preferences for the algorithm search (`cublasLtMatmulPreferenceCreate`). Destroy them
/// with [`destroy_matmul_pref`].
///
/// ```no_run
/// use cuda_driver::cublaslt::result;
/// let pref = result::create_matmul_pref()?;
/// // SAFETY: made just above, destroyed once.
/// unsafe { result::destroy_matmul_pref(pref) }?;
/// # Ok::<(), cuda_driver::cublaslt::result::CublasError>(())
/// ```
pub fn create_matmul_pref() -> Result<sys::cublasLtMatmulPreference_t, CublasError> {
    let mut pref = MaybeUninit::uninit();
    // SAFETY: writes the preferences on success, which is the only case they are read in.
    unsafe {
        sys::cublasLtMatmulPreferenceCreate(pref.as_mut_ptr()).result()?;
        Ok(pref.assume_init())
    }
}

/// Sets an attribute of the search preferences (`cublasLtMatmulPreferenceSetAttribute`), such
/// as the most workspace an algorithm may use.
///
/// # Safety
///
/// `matmul_pref` is live, used by no other thread during the call; `buf` points to `buf_size`
/// readable bytes holding a value of the attribute's type.
pub unsafe fn set_matmul_pref_attribute(
    matmul_pref: sys::cublasLtMatmulPreference_t,
    attr: sys::cublasLtMatmulPreferenceAttributes_t,
    buf: *const c_void,
    buf_size: usize,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasLtMatmulPreferenceSetAttribute(matmul_pref, attr, buf, buf_size) }.result()
}

/// Destroys preferences made by [`create_matmul_pref`] (`cublasLtMatmulPreferenceDestroy`).
///
/// # Safety
///
/// `matmul_pref` is live, not used again afterwards.
pub unsafe fn destroy_matmul_pref(
    matmul_pref: sys::cublasLtMatmulPreference_t,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasLtMatmulPreferenceDestroy(matmul_pref) }.result()
}

/// The fastest algorithm cuBLASLt's heuristics find for the product described
/// (`cublasLtMatmulAlgoGetHeuristic`, asking for one): `CUBLAS_STATUS_NOT_SUPPORTED` when none
/// fits. The status cuBLASLt writes into the result is checked before the result is read (a
/// value these bindings do not know is an error, never an invalid enum).
///
/// # Safety
///
/// Every handle is live and used by no other thread during the call (the handle excepted: it
/// may be shared).
pub unsafe fn get_matmul_algo_heuristic(
    handle: sys::cublasLtHandle_t,
    matmul_desc: sys::cublasLtMatmulDesc_t,
    a_layout: sys::cublasLtMatrixLayout_t,
    b_layout: sys::cublasLtMatrixLayout_t,
    c_layout: sys::cublasLtMatrixLayout_t,
    d_layout: sys::cublasLtMatrixLayout_t,
    matmul_pref: sys::cublasLtMatmulPreference_t,
) -> Result<sys::cublasLtMatmulHeuristicResult_t, CublasError> {
    let mut heuristic = MaybeUninit::<sys::cublasLtMatmulHeuristicResult_t>::zeroed();
    let mut algo_count: c_int = 0;
    // SAFETY: the caller's promise for the handles; the output has room for the one result
    // asked for, and the count is one int.
    unsafe {
        sys::cublasLtMatmulAlgoGetHeuristic(
            handle,
            matmul_desc,
            a_layout,
            b_layout,
            c_layout,
            d_layout,
            matmul_pref,
            1, // only the fastest algorithm
            heuristic.as_mut_ptr(),
            &mut algo_count,
        )
    }
    .result()?;
    if algo_count <= 0 {
        return Err(
            CublasError::new(sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED)
                .context("no cuBLASLt algorithm fits this matrix product"),
        );
    }
    // SAFETY: the result was zeroed, then written by cuBLASLt; its status is read as the
    // integer it is in C (a `#[repr(u32)]` enum's storage), and checked before the whole
    // result is read as the Rust type.
    let state = unsafe {
        core::ptr::addr_of!((*heuristic.as_ptr()).state)
            .cast::<u32>()
            .read()
    };
    match sys::cublasStatus_t::from_raw(state) {
        // SAFETY: every field is now a valid value: plain data, and a status checked above.
        Some(s) => s.result().map(|()| unsafe { heuristic.assume_init() }),
        None => Err(
            CublasError::new(sys::cublasStatus_t::CUBLAS_STATUS_INTERNAL_ERROR).context(format!(
                "cublasLtMatmulAlgoGetHeuristic returned a state of {state}: a code newer than \
                 these bindings"
            )),
        ),
    }
}

/// Computes `D = alpha * op(A) op(B) + beta * C`, then the epilogue set in `matmul_desc`
/// (`cublasLtMatmul`), enqueued on `stream`.
///
/// # Safety
///
/// Every handle is live; `alpha` and `beta` point to host values of the description's scale
/// type; `a`, `b`, `c` and `d` point to device memory holding what their layouts describe (and
/// the bias set in the description, the bias); `workspace` points to `workspace_size` bytes of
/// device memory; `algo` is an algorithm for this product (from
/// [`get_matmul_algo_heuristic`]); nothing else uses the memory written (`d`, the workspace)
/// or writes the memory read until `stream` has run the product; `stream` is a live stream of
/// the current context.
#[allow(clippy::too_many_arguments)]
pub unsafe fn matmul(
    handle: sys::cublasLtHandle_t,
    matmul_desc: sys::cublasLtMatmulDesc_t,
    alpha: *const c_void,
    beta: *const c_void,
    a: *const c_void,
    a_layout: sys::cublasLtMatrixLayout_t,
    b: *const c_void,
    b_layout: sys::cublasLtMatrixLayout_t,
    c: *const c_void,
    c_layout: sys::cublasLtMatrixLayout_t,
    d: *mut c_void,
    d_layout: sys::cublasLtMatrixLayout_t,
    algo: *const sys::cublasLtMatmulAlgo_t,
    workspace: *mut c_void,
    workspace_size: usize,
    stream: sys::cudaStream_t,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe {
        sys::cublasLtMatmul(
            handle,
            matmul_desc,
            alpha,
            a,
            a_layout,
            b,
            b_layout,
            beta,
            c,
            c_layout,
            d,
            d_layout,
            algo,
            workspace,
            workspace_size,
            stream,
        )
    }
    .result()
}
