//! The host-side descriptions of one matrix product (layouts, the product's description, the
//! search preferences), each destroyed when dropped.

use super::types::Activation;
use crate::cublaslt::result::{self, CublasError};
use crate::cublaslt::sys;
use crate::driver::sys::CUdeviceptr;
use core::ffi::{c_int, c_void};
use core::mem::size_of;

/// Sets an attribute through `set` from the value `v` (the attribute's C type).
fn set_from<V>(
    set: impl FnOnce(*const c_void, usize) -> Result<(), CublasError>,
    v: &V,
) -> Result<(), CublasError> {
    set((v as *const V).cast(), size_of::<V>())
}

/// A matrix layout, destroyed on drop.
pub(super) struct MatrixLayout {
    pub(super) handle: sys::cublasLtMatrixLayout_t,
}

impl MatrixLayout {
    /// A `rows` x `cols` column-major matrix of `matrix_type`, columns `ld` apart.
    pub(super) fn new(
        matrix_type: sys::cudaDataType,
        rows: u64,
        cols: u64,
        ld: i64,
    ) -> Result<Self, CublasError> {
        let handle = result::create_matrix_layout(matrix_type, rows, cols, ld)?;
        Ok(MatrixLayout { handle })
    }

    /// `count` matrices, `stride` elements apart.
    pub(super) fn set_batch(&self, count: c_int, stride: i64) -> Result<(), CublasError> {
        use sys::cublasLtMatrixLayoutAttribute_t as A;
        let set = |attr| {
            move |buf, size| {
                // SAFETY: our live layout, used by this thread only; `buf` holds `size` bytes
                // of the attribute's type (int32 for the count, int64 for the stride).
                unsafe { result::set_matrix_layout_attribute(self.handle, attr, buf, size) }
            }
        };
        set_from(set(A::CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT), &count)?;
        set_from(set(A::CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET), &stride)
    }
}

impl Drop for MatrixLayout {
    fn drop(&mut self) {
        // SAFETY: our live layout, not used again. A failure leaves a host object behind; there
        // is nothing better to do with it here.
        let _ = unsafe { result::destroy_matrix_layout(self.handle) };
    }
}

/// A matrix product's description, destroyed on drop.
pub(super) struct MatmulDesc {
    pub(super) handle: sys::cublasLtMatmulDesc_t,
}

impl MatmulDesc {
    /// A product computed in `compute_type` with `f32` scalars.
    pub(super) fn new(compute_type: sys::cublasComputeType_t) -> Result<Self, CublasError> {
        let handle = result::create_matmul_desc(compute_type, sys::cudaDataType_t::CUDA_R_32F)?;
        Ok(MatmulDesc { handle })
    }

    fn set<V>(&self, attr: sys::cublasLtMatmulDescAttributes_t, v: &V) -> Result<(), CublasError> {
        set_from(
            |buf, size| {
                // SAFETY: our live description, used by this thread only; `buf` holds `size`
                // bytes of the attribute's type (the callers pass that type).
                unsafe { result::set_matmul_desc_attribute(self.handle, attr, buf, size) }
            },
            v,
        )
    }

    /// Whether A and B are transposed.
    pub(super) fn set_transposes(&self, transa: bool, transb: bool) -> Result<(), CublasError> {
        use sys::cublasLtMatmulDescAttributes_t as A;
        // cublasOperation_t: CUBLAS_OP_N is 0, CUBLAS_OP_T is 1 (int32).
        self.set(A::CUBLASLT_MATMUL_DESC_TRANSA, &(transa as i32))?;
        self.set(A::CUBLASLT_MATMUL_DESC_TRANSB, &(transb as i32))
    }

    /// The epilogue: the bias at `bias` (added to every column of D, `stride_bias` elements
    /// further for each batch) and the activation, as cudarc sets them.
    pub(super) fn set_epilogue(
        &self,
        act: Option<&Activation>,
        bias: Option<CUdeviceptr>,
        stride_bias: Option<i64>,
    ) -> Result<(), CublasError> {
        use sys::cublasLtEpilogue_t as E;
        use sys::cublasLtMatmulDescAttributes_t as A;
        let epilogue = match (bias, act) {
            (Some(_), Some(Activation::Relu)) => E::CUBLASLT_EPILOGUE_RELU_BIAS,
            (Some(_), Some(Activation::Gelu)) => E::CUBLASLT_EPILOGUE_GELU_BIAS,
            (Some(_), None) => E::CUBLASLT_EPILOGUE_BIAS,
            (None, Some(Activation::Relu)) => E::CUBLASLT_EPILOGUE_RELU,
            (None, Some(Activation::Gelu)) => E::CUBLASLT_EPILOGUE_GELU,
            (None, None) => E::CUBLASLT_EPILOGUE_DEFAULT,
        };
        if let Some(ptr) = bias {
            self.set(A::CUBLASLT_MATMUL_DESC_BIAS_POINTER, &ptr)?;
            if let Some(stride) = stride_bias {
                self.set(A::CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE, &stride)?;
            }
        }
        self.set(A::CUBLASLT_MATMUL_DESC_EPILOGUE, &(epilogue as u32))
    }
}

impl Drop for MatmulDesc {
    fn drop(&mut self) {
        // SAFETY: our live description, not used again (a failure leaves a host object).
        let _ = unsafe { result::destroy_matmul_desc(self.handle) };
    }
}

/// Search preferences, destroyed on drop.
pub(super) struct MatmulPref {
    pub(super) handle: sys::cublasLtMatmulPreference_t,
}

impl MatmulPref {
    /// Preferences for algorithms that use at most `workspace` bytes of workspace and work
    /// with the alignments (in bytes) of A, B and C (which is D too).
    pub(super) fn new(workspace: usize, align: [u32; 3]) -> Result<Self, CublasError> {
        use sys::cublasLtMatmulPreferenceAttributes_t as P;
        let pref = MatmulPref {
            handle: result::create_matmul_pref()?,
        };
        let set = |attr| {
            move |buf, size| {
                // SAFETY: our live preferences, used by this thread only; `buf` holds `size`
                // bytes of the attribute's type (uint64 for the workspace, uint32 for the
                // alignments).
                unsafe { result::set_matmul_pref_attribute(pref.handle, attr, buf, size) }
            }
        };
        set_from(
            set(P::CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES),
            &(workspace as u64),
        )?;
        set_from(
            set(P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES),
            &align[0],
        )?;
        set_from(
            set(P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES),
            &align[1],
        )?;
        set_from(
            set(P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES),
            &align[2],
        )?;
        set_from(
            set(P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES),
            &align[2],
        )?;
        Ok(pref)
    }
}

impl Drop for MatmulPref {
    fn drop(&mut self) {
        // SAFETY: our live preferences, not used again (a failure leaves a host object).
        let _ = unsafe { result::destroy_matmul_pref(self.handle) };
    }
}

/// The largest power of two (at most 256, the alignment cuBLASLt assumes by default) that
/// divides `ptr`: what the search must be told, so that it picks no algorithm that needs a
/// stricter alignment than a view's.
pub(super) fn alignment(ptr: CUdeviceptr) -> u32 {
    if ptr == 0 {
        256
    } else {
        1u32 << ptr.trailing_zeros().min(8)
    }
}
