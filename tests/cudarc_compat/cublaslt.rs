//! cuBLASLt as cudarc 0.13.9's users write it (feature `cublaslt`): a fused linear layer
//! (`y = act(x w^T + bias)`, row-major, as candle's and text-embeddings-inference's wrappers
//! compute it), the traits and the result layer with raw handles.

use super::cudarc;
use cudarc::cublaslt::result::{self, CublasError};
use cudarc::cublaslt::{
    Activation, CudaBlasLT, Matmul, MatmulConfig, MatmulShared, Workspace, sys,
};
use cudarc::driver::{CudaDevice, CudaSlice, DevicePtr, DevicePtrMut, DeviceRepr};
use std::sync::Arc;

/// `out (batch x out_f) = act(x (batch x in_f) * w^T (in_f x out_f) + bias)`, row-major,
/// through cudarc's column-major call: `out^T = w x^T`.
#[allow(clippy::too_many_arguments)]
fn linear<T: DeviceRepr, I: DevicePtr<T>, O: DevicePtrMut<T>>(
    blas: &CudaBlasLT,
    x: &I,
    w: &I,
    out: &mut O,
    bias: Option<&I>,
    act: Option<&Activation>,
    (batch, in_f, out_f): (usize, usize, usize),
) -> Result<(), CublasError>
where
    CudaBlasLT: Matmul<T>,
{
    let config = MatmulConfig {
        transa: true,
        transb: false,
        m: out_f as u64,
        n: batch as u64,
        k: in_f as u64,
        alpha: 1.0,
        lda: in_f as i64,
        ldb: in_f as i64,
        beta: 0.0,
        ldc: out_f as i64,
        stride_a: None,
        stride_b: None,
        stride_c: None,
        stride_bias: None,
        batch_size: None,
    };
    // SAFETY: the dimensions fit the buffers (and this crate checks them).
    unsafe { blas.matmul(config, w, x, out, bias, act) }
}

/// What cudarc's `MatmulShared` gives, in the types it gives them.
fn shared(blas: &impl MatmulShared) -> (sys::cublasLtHandle_t, usize, sys::cudaStream_t) {
    let ws: &Workspace = blas.workspace();
    let _copy: Workspace = ws.clone();
    (*blas.handle(), std::mem::size_of_val(ws), *blas.stream())
}

/// A wrapper with cudarc's traits implemented by hand: `Matmul::matmul`'s provided body
/// runs with the wrapper's workspace.
struct Wrapped(CudaBlasLT);

impl MatmulShared for Wrapped {
    fn handle(&self) -> &sys::cublasLtHandle_t {
        self.0.handle()
    }
    fn workspace(&self) -> &Workspace {
        self.0.workspace()
    }
    fn stream(&self) -> &cudarc::driver::sys::CUstream {
        self.0.stream()
    }
}

impl Matmul<f32> for Wrapped {
    fn matrix_type() -> sys::cudaDataType {
        sys::cudaDataType_t::CUDA_R_32F
    }
    fn compute_type() -> sys::cublasComputeType_t {
        sys::cublasComputeType_t::CUBLAS_COMPUTE_32F
    }
}

#[test]
fn cublaslt_as_cudarc_writes_it() {
    // The error type is a tuple struct of the status, matched as cudarc users do.
    let e: CublasError = CublasError(sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED);
    assert!(matches!(
        e,
        CublasError(sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED)
    ));
    assert!(sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS.result().is_ok());
    let _: fn(Arc<CudaDevice>) -> Result<Workspace, cudarc::driver::DriverError> = Workspace::new;
    let dev = gpu!();
    let blas = match CudaBlasLT::new(dev.clone()) {
        Ok(blas) => blas,
        Err(_) => return, // no cuBLASLt here: tests/gpu/cublaslt reports the skip
    };
    let (handle, _, stream) = shared(&blas);
    assert!(!handle.is_null());
    assert_eq!(stream, *dev.cu_stream());
    let (batch, in_f, out_f) = (3, 4, 2);
    let x = dev.htod_sync_copy(&[1.0f32; 12]).unwrap();
    let w = dev.htod_sync_copy(&[0.5f32; 8]).unwrap();
    let bias = dev.htod_sync_copy(&[-3.0f32, 1.0]).unwrap();
    let mut out: CudaSlice<f32> = dev.alloc_zeros(batch * out_f).unwrap();
    let relu = Activation::Relu;
    linear(
        &blas,
        &x,
        &w,
        &mut out,
        Some(&bias),
        Some(&relu),
        (batch, in_f, out_f),
    )
    .unwrap();
    // Each output: 4 * 0.5 + bias, through ReLU.
    assert_eq!(
        dev.dtoh_sync_copy(&out).unwrap(),
        [0.0, 3.0, 0.0, 3.0, 0.0, 3.0]
    );
    let short = dev.alloc_zeros::<f32>(3).unwrap();
    assert!(
        linear(
            &blas,
            &short,
            &w,
            &mut out,
            None,
            None,
            (batch, in_f, out_f)
        )
        .is_err()
    );

    through_a_hand_written_implementation(blas, &x, &w);

    the_result_layer_with_raw_handles();
}

/// A product through a hand-written implementation of the traits, and its refusal.
fn through_a_hand_written_implementation(blas: CudaBlasLT, x: &CudaSlice<f32>, w: &CudaSlice<f32>) {
    let dev = blas.device().clone();
    // Through a hand-written implementation of the traits.
    let wrapped = Wrapped(blas);
    let cfg = MatmulConfig {
        transa: false,
        transb: false,
        m: 2,
        n: 1,
        k: 4,
        alpha: 1.0,
        lda: 2,
        ldb: 4,
        beta: 0.0,
        ldc: 2,
        stride_a: None,
        stride_b: None,
        stride_c: None,
        stride_bias: None,
        batch_size: None,
    };
    let mut two = dev.alloc_zeros::<f32>(2).unwrap();
    // SAFETY: the dimensions fit the buffers (and this crate checks them).
    unsafe { wrapped.matmul(cfg, w, x, &mut two, None, None) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&two).unwrap(), [2.0, 2.0]);
    // SAFETY: as above; refused (A, `w`, holds 8 elements, not 16).
    let e = unsafe {
        wrapped.matmul(
            MatmulConfig {
                k: 8,
                ldb: 8,
                ..cfg
            },
            w,
            x,
            &mut two,
            None,
            None,
        )
    };
    assert_eq!(
        e.unwrap_err().0,
        sys::cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE
    );
}

/// The result layer, with raw handles: a layout with an attribute, a matmul description and a
/// preference, made and destroyed.
fn the_result_layer_with_raw_handles() {
    // The result layer, with raw handles.
    let layout = result::create_matrix_layout(sys::cudaDataType_t::CUDA_R_32F, 4, 4, 4).unwrap();
    let count: i32 = 2;
    // SAFETY: a live layout; the value is the attribute's int32.
    unsafe {
        result::set_matrix_layout_attribute(
            layout,
            sys::cublasLtMatrixLayoutAttribute_t::CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT,
            (&count) as *const _ as *const _,
            std::mem::size_of::<i32>(),
        )
        .unwrap();
        result::destroy_matrix_layout(layout).unwrap();
    }
    let desc = result::create_matmul_desc(
        sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
        sys::cudaDataType_t::CUDA_R_32F,
    )
    .unwrap();
    let pref = result::create_matmul_pref().unwrap();
    // SAFETY: made just above, each destroyed once.
    unsafe {
        result::destroy_matmul_pref(pref).unwrap();
        result::destroy_matmul_desc(desc).unwrap();
    }
    let _: unsafe fn(sys::cublasLtHandle_t) -> Result<(), CublasError> = result::destroy_handle;
    let _ = result::get_matmul_algo_heuristic;
    let _ = result::matmul;
}
