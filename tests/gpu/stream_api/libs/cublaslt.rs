//! `stream_api::cublaslt`: products on the handle's stream ordered with other streams' work on
//! their buffers, a `MatmulShared` of the program's own, refusals naming the argument, and
//! products agreeing bit for bit with the `CudaDevice` API's `CudaBlasLT`.

use super::super::assert_all;
use super::{open, refused, same_bits, values};
use cuda_driver::stream_api::cublaslt::{
    Activation, CudaBlasLT, Matmul, MatmulConfig, MatmulShared, Workspace, result, sys,
};
use cuda_driver::stream_api::driver::{CudaContext, CudaStream, DevicePtr, DevicePtrMut};
use std::sync::Arc;

/// `Matmul::matmul`: its `unsafe` asks nothing of the caller (the arguments are checked).
#[allow(clippy::too_many_arguments)]
fn matmul<T, M: Matmul<T>, I: DevicePtr<T>, O: DevicePtrMut<T>>(
    blas: &M,
    cfg: MatmulConfig,
    a: &I,
    b: &I,
    c: &mut O,
    bias: Option<&I>,
    act: Option<&Activation>,
) -> Result<(), result::CublasError> {
    // SAFETY: nothing to uphold: the product is checked against the buffers.
    unsafe { blas.matmul(cfg, a, b, c, bias, act) }
}

/// `C = A B` for `side` x `side` matrices, with the batches given.
fn square(side: u64, batch: Option<i32>) -> MatmulConfig {
    let stride = batch.map(|_| (side * side) as i64);
    MatmulConfig {
        transa: false,
        transb: false,
        transc: false,
        m: side,
        n: side,
        k: side,
        alpha: 1.0,
        lda: side as i64,
        ldb: side as i64,
        beta: 0.0,
        ldc: side as i64,
        stride_a: stride,
        stride_b: stride,
        stride_c: stride,
        stride_bias: None,
        batch_size: batch,
    }
}

/// `Matmul::matmul`: ordered after the earlier writes of what it reads and the earlier uses of
/// what it writes, on any stream. A is written slowly on one stream, C read slowly on another.
#[test]
fn a_product_waits_for_slow_work_on_its_buffers_on_other_streams() {
    let Some((ctx, k)) = open() else { return };
    let (side, n) = (256u64, 256 * 256);
    let s = ctx.new_stream().unwrap();
    let blas = CudaBlasLT::new(s.clone()).unwrap();
    let (writer, reader) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
    let mut a = writer.alloc_zeros::<f32>(n).unwrap();
    k.slow_fill(&writer, &mut a, 1.0);
    let b = s.clone_htod(&vec![1.0f32; n]).unwrap();
    let mut c = s.clone_htod(&vec![5.0f32; n]).unwrap();
    let mut seen = reader.alloc_zeros::<f32>(n).unwrap();
    k.slow_copy(&reader, &mut seen, &c);
    matmul(&blas, square(side, None), &a, &b, &mut c, None, None).unwrap();
    assert_all(
        &reader.clone_dtoh(&seen).unwrap(),
        5.0,
        "what the slow reader saw",
    );
    assert_all(&s.clone_dtoh(&c).unwrap(), side as f32, "C");
}

/// Refusals name the argument: `transc`, a C too short, a bias too short, and a buffer of
/// another context.
#[test]
fn refusals_name_the_argument() {
    let Some((ctx, _)) = open() else { return };
    let s = ctx.new_stream().unwrap();
    let blas = CudaBlasLT::new(s.clone()).unwrap();
    let a = s.clone_htod(&vec![1.0f32; 16]).unwrap();
    let mut c = s.alloc_zeros::<f32>(16).unwrap();
    let mut short = s.alloc_zeros::<f32>(15).unwrap();
    let bias = s.alloc_zeros::<f32>(3).unwrap();
    let cfg = square(4, None);
    let transc = MatmulConfig {
        transc: true,
        ..cfg
    };
    let e = refused(
        matmul(&blas, transc, &a, &a, &mut c, None, None),
        "transc is true",
    );
    assert_eq!(e.0, sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED);
    let e = refused(
        matmul(&blas, cfg, &a, &a, &mut short, None, None),
        "C holds 15",
    );
    assert_eq!(e.0, sys::cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
    refused(
        matmul(&blas, cfg, &a, &a, &mut c, Some(&bias), None),
        "the bias holds 3",
    );
    let other = CudaContext::new_non_primary(0, 0).unwrap();
    let theirs = other
        .default_stream()
        .clone_htod(&vec![1.0f32; 16])
        .unwrap();
    refused(
        matmul(&blas, cfg, &a, &theirs, &mut c, None, None),
        "B belongs to device",
    );
    assert_all(
        &s.clone_dtoh(&c).unwrap(),
        0.0,
        "C, untouched by the refusals",
    );
}

/// One implementation behind both faces: the same products through this `CudaBlasLT` and the
/// `CudaDevice` API's (f32 in TF32 with a bias and ReLU, batched with GELU) give the same
/// bits.
#[test]
fn products_agree_bit_for_bit_with_the_cuda_device_api() {
    let Some((ctx, _)) = open() else { return };
    let dev = ctx.device().clone();
    let core = cuda_driver::cublaslt::CudaBlasLT::new(dev.clone()).unwrap();
    let s = ctx.new_stream().unwrap();
    let blas = CudaBlasLT::new(s.clone()).unwrap();
    let side = 128u64;
    let n = (side * side) as usize;
    for (batch, act) in [(None, Activation::Relu), (Some(3), Activation::Gelu)] {
        let len = n * batch.unwrap_or(1) as usize;
        let (ha, hb, hbias) = (values(len, 7), values(len, 8), values(side as usize, 9));
        let cfg = MatmulConfig {
            alpha: 0.5,
            transb: true,
            ..square(side, batch)
        };
        let on = |s: &Arc<CudaStream>, h: &[f32]| s.clone_htod(h).unwrap();
        let (a, b, bias, mut c) = (
            on(&s, &ha),
            on(&s, &hb),
            on(&s, &hbias),
            s.alloc_zeros::<f32>(len).unwrap(),
        );
        matmul(&blas, cfg, &a, &b, &mut c, Some(&bias), Some(&act)).unwrap();
        let up = |h: &[f32]| dev.htod_sync_copy(h).unwrap();
        let (a0, b0, bias0, mut c0) = (
            up(&ha),
            up(&hb),
            up(&hbias),
            dev.alloc_zeros::<f32>(len).unwrap(),
        );
        let cfg0 = cuda_driver::cublaslt::MatmulConfig {
            transa: cfg.transa,
            transb: cfg.transb,
            m: cfg.m,
            n: cfg.n,
            k: cfg.k,
            alpha: cfg.alpha,
            lda: cfg.lda,
            ldb: cfg.ldb,
            beta: cfg.beta,
            ldc: cfg.ldc,
            stride_a: cfg.stride_a,
            stride_b: cfg.stride_b,
            stride_c: cfg.stride_c,
            stride_bias: cfg.stride_bias,
            batch_size: cfg.batch_size,
        };
        core.checked_matmul(cfg0, &a0, &b0, &mut c0, Some(&bias0), Some(&act))
            .unwrap();
        same_bits(
            &s.clone_dtoh(&c).unwrap(),
            &dev.dtoh_sync_copy(&c0).unwrap(),
            "C",
        );
    }
}

/// A handle of the program's own, as cudarc allows: its products run on its stream with its
/// workspace, through the same checks.
#[test]
fn a_matmul_shared_of_the_programs_own_is_checked_and_ordered() {
    struct Mine {
        handle: sys::cublasLtHandle_t,
        workspace: Workspace,
        stream: Arc<CudaStream>,
    }
    impl MatmulShared for Mine {
        fn handle(&self) -> &sys::cublasLtHandle_t {
            &self.handle
        }
        fn workspace(&self) -> &Workspace {
            &self.workspace
        }
        fn stream(&self) -> &Arc<CudaStream> {
            &self.stream
        }
    }
    impl Matmul<f32> for Mine {
        fn matrix_type() -> sys::cudaDataType {
            sys::cudaDataType_t::CUDA_R_32F
        }
        fn compute_type() -> sys::cublasComputeType_t {
            sys::cublasComputeType_t::CUBLAS_COMPUTE_32F
        }
    }
    let Some((ctx, k)) = open() else { return };
    let s = ctx.new_stream().unwrap();
    let mine = Mine {
        handle: result::create_handle().unwrap(),
        workspace: Workspace::new(s.clone()).unwrap(),
        stream: s.clone(),
    };
    let writer = ctx.new_stream().unwrap();
    let mut a = writer.alloc_zeros::<f32>(64 * 64).unwrap();
    k.slow_fill(&writer, &mut a, 1.0);
    let mut c = s.alloc_zeros::<f32>(64 * 64).unwrap();
    matmul(&mine, square(64, None), &a, &a, &mut c, None, None).unwrap();
    assert_all(&s.clone_dtoh(&c).unwrap(), 64.0, "C");
    let mut short = s.alloc_zeros::<f32>(63).unwrap();
    refused(
        matmul(&mine, square(8, None), &a, &a, &mut short, None, None),
        "C holds 63",
    );
    s.synchronize().unwrap();
    // SAFETY: made above, its products finished.
    unsafe { result::destroy_handle(mine.handle) }.unwrap();
}
