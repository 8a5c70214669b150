//! `stream_api::cublas`: products on the handle's stream ordered with other streams' work on
//! their buffers, the handle's stream and `set_stream`, captures, refusals naming the argument,
//! and products agreeing bit for bit with the `CudaDevice` API's `CudaBlas`.

use super::super::assert_all;
use super::{open, refused, same_bits, values};
use cuda_driver::cublas::result::CublasError;
use cuda_driver::stream_api::cublas::sys::cublasOperation_t::{CUBLAS_OP_N, CUBLAS_OP_T};
use cuda_driver::stream_api::cublas::{
    Asum, AsumConfig, CudaBlas, Gemm, GemmConfig, Gemv, GemvConfig, StridedBatchedConfig, sys,
};
use cuda_driver::stream_api::driver::{CudaContext, CudaStream, DevicePtr, DevicePtrMut};
use std::sync::Arc;

/// A side the crate's small-product kernel takes (`64^3` is under `128^3`).
const SMALL: i32 = 64;
/// A side cuBLAS takes (`320^3` is over `128^3`).
const LARGE: i32 = 320;

/// `Gemm::gemm`: its `unsafe` asks nothing of the caller (the arguments are checked).
fn gemm<T, A: DevicePtr<T>, B: DevicePtr<T>, C: DevicePtrMut<T>>(
    blas: &CudaBlas,
    cfg: GemmConfig<T>,
    a: &A,
    b: &B,
    c: &mut C,
) -> Result<(), CublasError>
where
    CudaBlas: Gemm<T>,
{
    // SAFETY: nothing to uphold: the product is checked against the buffers.
    unsafe { blas.gemm(cfg, a, b, c) }
}

/// `Gemm::gemm_strided_batched`, as [`gemm`].
fn gemm_strided_batched<T, A: DevicePtr<T>, B: DevicePtr<T>, C: DevicePtrMut<T>>(
    blas: &CudaBlas,
    cfg: StridedBatchedConfig<T>,
    a: &A,
    b: &B,
    c: &mut C,
) -> Result<(), CublasError>
where
    CudaBlas: Gemm<T>,
{
    // SAFETY: nothing to uphold: the product is checked against the buffers.
    unsafe { blas.gemm_strided_batched(cfg, a, b, c) }
}

/// `Gemv::gemv`, as [`gemm`].
fn gemv<T, A: DevicePtr<T>, X: DevicePtr<T>, Y: DevicePtrMut<T>>(
    blas: &CudaBlas,
    cfg: GemvConfig<T>,
    a: &A,
    x: &X,
    y: &mut Y,
) -> Result<(), CublasError>
where
    CudaBlas: Gemv<T>,
{
    // SAFETY: nothing to uphold: the product is checked against the buffers.
    unsafe { blas.gemv(cfg, a, x, y) }
}

/// `Asum::asum`, as [`gemm`].
fn asum<T, X: DevicePtr<T>>(
    blas: &CudaBlas,
    cfg: AsumConfig,
    x: &X,
    out: &mut T,
) -> Result<(), CublasError>
where
    CudaBlas: Asum<T>,
{
    // SAFETY: nothing to uphold: the sum is checked against the buffer.
    unsafe { blas.asum(cfg, x, out) }
}

/// `C = A B` for `side` x `side` matrices.
fn square(side: i32) -> GemmConfig<f32> {
    GemmConfig {
        transa: CUBLAS_OP_N,
        transb: CUBLAS_OP_N,
        m: side,
        n: side,
        k: side,
        alpha: 1.0,
        lda: side,
        ldb: side,
        beta: 0.0,
        ldc: side,
    }
}

/// A new stream and a handle bound to it.
fn blas_on(ctx: &Arc<CudaContext>) -> (Arc<CudaStream>, CudaBlas) {
    let s = ctx.new_stream().unwrap();
    (s.clone(), CudaBlas::new(s).unwrap())
}

/// `Gemm::gemm`: "ordered after every earlier write of what it reads, on any stream". A is
/// written by a slow kernel on another stream; the product, on the handle's stream, must see
/// its ones (on the crate's kernel and on cuBLAS).
#[test]
fn a_product_waits_for_a_slow_write_of_its_input_on_another_stream() {
    let Some((ctx, k)) = open() else { return };
    for side in [SMALL, LARGE] {
        let n = (side * side) as usize;
        let (s, blas) = blas_on(&ctx);
        let writer = ctx.new_stream().unwrap();
        let mut a = writer.alloc_zeros::<f32>(n).unwrap();
        k.slow_fill(&writer, &mut a, 1.0);
        let b = s.clone_htod(&vec![1.0f32; n]).unwrap();
        let mut c = s.alloc_zeros::<f32>(n).unwrap();
        gemm(&blas, square(side), &a, &b, &mut c).unwrap();
        assert_all(&s.clone_dtoh(&c).unwrap(), side as f32, "C");
    }
}

/// "and every earlier use of what it writes": C is read by a slow kernel on another stream;
/// the product must not overwrite it before the reader has it.
#[test]
fn a_product_waits_for_a_slow_reader_of_its_output_on_another_stream() {
    let Some((ctx, k)) = open() else { return };
    for side in [SMALL, LARGE] {
        let n = (side * side) as usize;
        let (s, blas) = blas_on(&ctx);
        let reader = ctx.new_stream().unwrap();
        let ones = s.clone_htod(&vec![1.0f32; n]).unwrap();
        let mut c = s.clone_htod(&vec![5.0f32; n]).unwrap();
        let mut seen = reader.alloc_zeros::<f32>(n).unwrap();
        k.slow_copy(&reader, &mut seen, &c);
        gemm(&blas, square(side), &ones, &ones, &mut c).unwrap();
        assert_all(
            &reader.clone_dtoh(&seen).unwrap(),
            5.0,
            "what the slow reader saw",
        );
        assert_all(&s.clone_dtoh(&c).unwrap(), side as f32, "C");
    }
}

/// "later uses (frees included) wait for it": A, behind a slow write, is dropped right after
/// the product; buffers made at once on the writer's stream (which would get A's memory were
/// it freed before the product ran) keep their nines, and C is right.
#[test]
fn inputs_dropped_right_after_a_product_outlive_it() {
    let Some((ctx, k)) = open() else { return };
    let (side, n) = (LARGE, (LARGE * LARGE) as usize);
    let (s, blas) = blas_on(&ctx);
    let writer = ctx.new_stream().unwrap();
    let mut a = writer.alloc_zeros::<f32>(n).unwrap();
    k.slow_fill(&writer, &mut a, 1.0);
    let b = s.clone_htod(&vec![1.0f32; n]).unwrap();
    let mut c = s.alloc_zeros::<f32>(n).unwrap();
    gemm(&blas, square(side), &a, &b, &mut c).unwrap();
    drop(a);
    drop(b);
    let nines: Vec<_> = (0..3)
        .map(|_| writer.clone_htod(&vec![9.0f32; n]).unwrap())
        .collect();
    assert_all(&s.clone_dtoh(&c).unwrap(), side as f32, "C");
    for x in &nines {
        assert_all(
            &writer.clone_dtoh(x).unwrap(),
            9.0,
            "a buffer made after the drops",
        );
    }
}

/// `CudaBlas::new` and `set_stream`: the raw handle's stream is the handle's, as cudarc sets
/// it, also after products; products after `set_stream` are right.
#[test]
fn the_raw_handle_follows_the_handles_stream() {
    let Some((ctx, _)) = open() else { return };
    let (s1, mut blas) = blas_on(&ctx);
    let raw_stream = |blas: &CudaBlas| {
        let mut raw = std::ptr::null_mut();
        // SAFETY: a live handle, used by this thread alone; writes one stream handle.
        unsafe { sys::cublasGetStream_v2(*blas.handle(), &mut raw) }
            .result()
            .unwrap();
        raw as usize
    };
    assert_eq!(raw_stream(&blas), s1.cu_stream() as usize);
    let s2 = ctx.new_stream().unwrap();
    // SAFETY: nothing to uphold.
    unsafe { blas.set_stream(s2.clone()) }.unwrap();
    assert_eq!(raw_stream(&blas), s2.cu_stream() as usize);
    for side in [SMALL, LARGE] {
        let n = (side * side) as usize;
        let ones = s1.clone_htod(&vec![1.0f32; n]).unwrap();
        let mut c = s1.alloc_zeros::<f32>(n).unwrap();
        gemm(&blas, square(side), &ones, &ones, &mut c).unwrap();
        assert_eq!(
            raw_stream(&blas),
            s2.cu_stream() as usize,
            "after a product"
        );
        assert_all(&s2.clone_dtoh(&c).unwrap(), side as f32, "C");
    }
    // A stream of another context is refused, and the handle stays on its stream.
    let other = CudaContext::new_non_primary(0, 0)
        .unwrap()
        .new_stream()
        .unwrap();
    // SAFETY: nothing to uphold.
    refused(unsafe { blas.set_stream(other) }, "the stream belongs to");
    assert_eq!(raw_stream(&blas), s2.cu_stream() as usize);
}

/// The module docs' checks: each refusal names the argument, with nothing enqueued.
#[test]
fn refusals_name_the_argument() {
    let Some((ctx, _)) = open() else { return };
    let (s, blas) = blas_on(&ctx);
    let n = (SMALL * SMALL) as usize;
    let a = s.clone_htod(&vec![1.0f32; n]).unwrap();
    let mut c = s.alloc_zeros::<f32>(n).unwrap();
    let mut short = s.alloc_zeros::<f32>(n - 1).unwrap();
    let invalid = |e: CublasError| {
        assert_eq!(e.0, sys::cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE, "{e}");
    };
    let cfg = square(SMALL);
    let bad_lda = GemmConfig {
        lda: SMALL - 1,
        ..cfg
    };
    invalid(refused(
        gemm(&blas, bad_lda, &a, &a, &mut c),
        "lda = 63 is less",
    ));
    invalid(refused(gemm(&blas, cfg, &a, &a, &mut short), "C is 64x64"));
    let overlap = StridedBatchedConfig {
        gemm: cfg,
        batch_size: 2,
        stride_a: 0,
        stride_b: 0,
        stride_c: 1,
    };
    let mut two = s.alloc_zeros::<f32>(2 * n).unwrap();
    invalid(refused(
        gemm_strided_batched(&blas, overlap, &a, &a, &mut two),
        "stride_c",
    ));
    let gemv_cfg = GemvConfig {
        trans: CUBLAS_OP_T,
        m: SMALL,
        n: SMALL,
        alpha: 1.0,
        lda: SMALL,
        incx: 0,
        beta: 0.0,
        incy: 1,
    };
    invalid(refused(gemv(&blas, gemv_cfg, &a, &a, &mut c), "incx is 0"));
    let mut sum = 0.0f32;
    let asum_cfg = AsumConfig {
        n: n as i32 + 1,
        incx: 1,
    };
    invalid(refused(
        asum(&blas, asum_cfg, &a, &mut sum),
        "x has 4097 elements",
    ));
    // A buffer of another context (another CudaDevice object of the GPU): named.
    let other = CudaContext::new_non_primary(0, 0).unwrap();
    let theirs = other.default_stream().clone_htod(&vec![1.0f32; n]).unwrap();
    refused(gemm(&blas, cfg, &a, &theirs, &mut c), "B belongs to device");
    // The device pointer mode: alpha and beta are host values here.
    blas.set_pointer_mode(sys::cublasPointerMode_t::CUBLAS_POINTER_MODE_DEVICE)
        .unwrap();
    refused(
        gemm(&blas, cfg, &a, &a, &mut c),
        "CUBLAS_POINTER_MODE_DEVICE",
    );
    blas.set_pointer_mode(sys::cublasPointerMode_t::CUBLAS_POINTER_MODE_HOST)
        .unwrap();
    assert_all(
        &s.clone_dtoh(&c).unwrap(),
        0.0,
        "C, untouched by the refusals",
    );
}

/// One implementation behind both faces: the same products through this `CudaBlas` and the
/// `CudaDevice` API's give the same bits (the crate's kernel, cuBLAS, batches, gemv, f64).
#[test]
fn products_agree_bit_for_bit_with_the_cuda_device_api() {
    let Some((ctx, _)) = open() else { return };
    let dev = ctx.device().clone();
    let core = cuda_driver::cublas::CudaBlas::new(dev.clone()).unwrap();
    let (s, blas) = blas_on(&ctx);
    for side in [SMALL, LARGE] {
        let n = (side * side) as usize;
        let (ha, hb) = (values(n, 1), values(n, 2));
        let cfg = GemmConfig {
            transb: CUBLAS_OP_T,
            alpha: 0.75,
            ..square(side)
        };
        let (a, b, mut c) = (
            s.clone_htod(&ha).unwrap(),
            s.clone_htod(&hb).unwrap(),
            s.alloc_zeros(n).unwrap(),
        );
        gemm(&blas, cfg, &a, &b, &mut c).unwrap();
        let (a0, b0, mut c0) = (
            dev.htod_sync_copy(&ha).unwrap(),
            dev.htod_sync_copy(&hb).unwrap(),
            dev.alloc_zeros(n).unwrap(),
        );
        core.checked_gemm(cfg, &a0, &b0, &mut c0).unwrap();
        same_bits(
            &s.clone_dtoh(&c).unwrap(),
            &dev.dtoh_sync_copy(&c0).unwrap(),
            "gemm",
        );
        let batched = StridedBatchedConfig {
            gemm: GemmConfig {
                m: side / 2,
                ldc: side / 2,
                ..cfg
            },
            batch_size: 2,
            stride_a: (side / 2) as i64,
            stride_b: 0,
            stride_c: (n / 2) as i64,
        };
        gemm_strided_batched(&blas, batched, &a, &b, &mut c).unwrap();
        core.checked_gemm_strided_batched(batched, &a0, &b0, &mut c0)
            .unwrap();
        same_bits(
            &s.clone_dtoh(&c).unwrap(),
            &dev.dtoh_sync_copy(&c0).unwrap(),
            "batched",
        );
    }
    let hd: Vec<f64> = values(300 * 200, 3).into_iter().map(f64::from).collect();
    let hx: Vec<f64> = values(300, 4).into_iter().map(f64::from).collect();
    let gemv_cfg = GemvConfig {
        trans: CUBLAS_OP_T,
        m: 300,
        n: 200,
        alpha: 1.5,
        lda: 300,
        incx: 1,
        beta: 0.0,
        incy: 1,
    };
    let (a, x, mut y) = (
        s.clone_htod(&hd).unwrap(),
        s.clone_htod(&hx).unwrap(),
        s.alloc_zeros::<f64>(200).unwrap(),
    );
    gemv(&blas, gemv_cfg, &a, &x, &mut y).unwrap();
    let (a0, x0, mut y0) = (
        dev.htod_sync_copy(&hd).unwrap(),
        dev.htod_sync_copy(&hx).unwrap(),
        dev.alloc_zeros::<f64>(200).unwrap(),
    );
    core.checked_gemv(gemv_cfg, &a0, &x0, &mut y0).unwrap();
    same_bits(
        &s.clone_dtoh(&y).unwrap(),
        &dev.dtoh_sync_copy(&y0).unwrap(),
        "gemv",
    );
}

/// `Gemm<half::f16>` and `Gemm<half::bf16>` (`GemmEx`, computed in f32) agree bit for bit
/// with the `CudaDevice` API's.
#[cfg(feature = "f16")]
#[test]
fn half_products_agree_bit_for_bit_with_the_cuda_device_api() {
    let Some((ctx, _)) = open() else { return };
    let dev = ctx.device().clone();
    let core = cuda_driver::cublas::CudaBlas::new(dev.clone()).unwrap();
    let (s, blas) = blas_on(&ctx);
    let n = 96 * 96;
    let ha: Vec<half::f16> = values(n, 5).into_iter().map(half::f16::from_f32).collect();
    let hb: Vec<half::bf16> = values(n, 6).into_iter().map(half::bf16::from_f32).collect();
    fn cfg<T: Copy>(one: T) -> GemmConfig<T> {
        let side = 96;
        GemmConfig {
            transa: CUBLAS_OP_N,
            transb: CUBLAS_OP_T,
            m: side,
            n: side,
            k: side,
            alpha: one,
            lda: side,
            ldb: side,
            beta: one,
            ldc: side,
        }
    }
    let (a, mut c) = (s.clone_htod(&ha).unwrap(), s.clone_htod(&ha).unwrap());
    let (a0, mut c0) = (
        dev.htod_sync_copy(&ha).unwrap(),
        dev.htod_sync_copy(&ha).unwrap(),
    );
    gemm(&blas, cfg(half::f16::ONE), &a, &a, &mut c).unwrap();
    core.checked_gemm(cfg(half::f16::ONE), &a0, &a0, &mut c0)
        .unwrap();
    same_bits(
        &s.clone_dtoh(&c).unwrap(),
        &dev.dtoh_sync_copy(&c0).unwrap(),
        "f16",
    );
    let (b, mut d) = (s.clone_htod(&hb).unwrap(), s.clone_htod(&hb).unwrap());
    let (b0, mut d0) = (
        dev.htod_sync_copy(&hb).unwrap(),
        dev.htod_sync_copy(&hb).unwrap(),
    );
    gemm(&blas, cfg(half::bf16::ONE), &b, &b, &mut d).unwrap();
    core.checked_gemm(cfg(half::bf16::ONE), &b0, &b0, &mut d0)
        .unwrap();
    same_bits(
        &s.clone_dtoh(&d).unwrap(),
        &dev.dtoh_sync_copy(&d0).unwrap(),
        "bf16",
    );
}

/// `Asum`: the sum, over a strided view, after a slow write of the vector on another stream.
#[test]
fn asum_sums_a_strided_view_after_a_slow_write() {
    let Some((ctx, k)) = open() else { return };
    let (s, blas) = blas_on(&ctx);
    let writer = ctx.new_stream().unwrap();
    let mut x = writer.alloc_zeros::<f32>(1 << 16).unwrap();
    k.slow_fill(&writer, &mut x, -2.0);
    let mut sum = 0.0f32;
    let view = x.slice(1..);
    let cfg = AsumConfig {
        n: 1 << 10,
        incx: 3,
    };
    asum(&blas, cfg, &view, &mut sum).unwrap();
    assert_eq!(sum, 2048.0, "1024 elements of |-2|");
    let xd = s.clone_htod(&[1.0f64, -2.0, 3.0, -4.0, 5.0, -6.0]).unwrap();
    let mut sum = 0.0f64;
    asum(
        &blas,
        AsumConfig { n: 3, incx: 2 },
        &xd.slice(1..),
        &mut sum,
    )
    .unwrap();
    assert_eq!(sum, 12.0);
}

/// A product on a stream capturing a graph is captured, on the crate's kernel and on cuBLAS
/// (with its workspace kept by the graph), and each launch of the graph computes it again;
/// `asum`, whose sum goes to host memory, is refused there.
#[test]
fn products_on_a_capturing_stream_are_captured() {
    let Some((ctx, _)) = open() else { return };
    use cuda_driver::stream_api::driver::sys::{
        CUgraphInstantiate_flags as Flags, CUstreamCaptureMode,
    };
    for side in [SMALL, LARGE] {
        let n = (side * side) as usize;
        let (s, blas) = blas_on(&ctx);
        let ones = s.clone_htod(&vec![1.0f32; n]).unwrap();
        let mut c = s.alloc_zeros::<f32>(n).unwrap();
        s.begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED)
            .unwrap();
        let cfg = GemmConfig {
            beta: 1.0,
            ..square(side)
        };
        gemm(&blas, cfg, &ones, &ones, &mut c).unwrap();
        let mut sum = 0.0f32;
        refused(
            asum(&blas, AsumConfig { n: 4, incx: 1 }, &ones, &mut sum),
            "capturing a graph",
        );
        let graph = s.end_capture(Flags(0)).unwrap().unwrap();
        drop(blas);
        assert_all(&s.clone_dtoh(&c).unwrap(), 0.0, "C before a launch");
        graph.launch().unwrap();
        graph.launch().unwrap();
        assert_all(
            &s.clone_dtoh(&c).unwrap(),
            2.0 * side as f32,
            "C after two launches",
        );
    }
}

/// `CudaBlas` is `Sync`: two threads' products on one handle (one stream) are both right.
#[test]
fn two_threads_share_a_handle() {
    let Some((ctx, _)) = open() else { return };
    let (s, blas) = blas_on(&ctx);
    std::thread::scope(|scope| {
        for side in [SMALL, LARGE] {
            let (s, blas) = (&s, &blas);
            scope.spawn(move || {
                let n = (side * side) as usize;
                let ones = s.clone_htod(&vec![1.0f32; n]).unwrap();
                for _ in 0..20 {
                    let mut c = s.alloc_zeros::<f32>(n).unwrap();
                    gemm(blas, square(side), &ones, &ones, &mut c).unwrap();
                    assert_all(&s.clone_dtoh(&c).unwrap(), side as f32, "C");
                }
            });
        }
    });
}

#[cfg(feature = "f16")]
mod grouped {
    //! `GroupedGemm`: the groups' products, checked problem by problem.

    use super::super::{open, refused};
    use super::blas_on;
    use cuda_driver::stream_api::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
    use cuda_driver::stream_api::cublas::{CudaBlas, GroupedGemm, GroupedGemmConfig};
    use cuda_driver::stream_api::driver::{DevicePtr, DevicePtrMut};
    use half::f16;

    /// Two groups: two 2x2 products, then one 3x3 (cudarc's test's shapes).
    fn config() -> GroupedGemmConfig<f16> {
        GroupedGemmConfig {
            transbs: vec![CUBLAS_OP_N; 2],
            transas: vec![CUBLAS_OP_N; 2],
            ms: vec![2, 3],
            ns: vec![2, 3],
            ks: vec![2, 3],
            alphas: vec![1.0, 2.0],
            betas: vec![0.0; 2],
            ldas: vec![2, 3],
            ldbs: vec![2, 3],
            ldcs: vec![2, 3],
            problem_sizes: vec![2, 1],
        }
    }

    /// The products are right, and each refusal names its list or problem (cuBLAS 12.5 or
    /// later; an older one says `CUBLAS_STATUS_NOT_SUPPORTED`, and the test stops there).
    #[test]
    fn grouped_products_are_right_and_checked() {
        let Some((ctx, _)) = open() else { return };
        let (s, blas) = blas_on(&ctx);
        let h = |n, v: f32| vec![f16::from_f32(v); n];
        let (a0, a1, a2) = (
            s.clone_htod(&h(4, 1.0)).unwrap(),
            s.clone_htod(&h(4, 2.0)).unwrap(),
            s.clone_htod(&h(9, 1.0)).unwrap(),
        );
        let b = s.clone_htod(&h(9, 1.0)).unwrap();
        let (mut c0, mut c1, mut c2) = (
            s.alloc_zeros::<f16>(4).unwrap(),
            s.alloc_zeros::<f16>(4).unwrap(),
            s.alloc_zeros::<f16>(9).unwrap(),
        );
        let (bv, bw) = (b.slice(..4), b.slice(..));
        let r = grouped(
            &blas,
            config(),
            &[&a0, &a1, &a2],
            &[&bv, &bv, &bw],
            &mut [
                &mut c0.slice_mut(..),
                &mut c1.slice_mut(..),
                &mut c2.slice_mut(..),
            ],
        );
        if let Err(e) = &r {
            if e.0 == cuda_driver::cublas::sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED {
                eprintln!("note: cuBLAS lacks cublasGemmGroupedBatchedEx (before 12.5): {e}");
                return;
            }
        }
        r.unwrap();
        assert_eq!(s.clone_dtoh(&c0).unwrap(), h(4, 2.0));
        assert_eq!(s.clone_dtoh(&c1).unwrap(), h(4, 4.0));
        assert_eq!(s.clone_dtoh(&c2).unwrap(), h(9, 6.0), "3 with alpha 2");
        let (a, b) = (&[&a0, &a1, &a2], &[&bv, &bv, &bw]);
        let mut c = [&mut c0, &mut c1, &mut c2];
        let lists = GroupedGemmConfig {
            transas: vec![CUBLAS_OP_N],
            ..config()
        };
        refused(grouped(&blas, lists, a, b, &mut c), "transas has 1 entries");
        let two = grouped(&blas, config(), &[&a0, &a1], b, &mut c);
        refused(two, "a_slices has 2 matrices");
        let short = [&a0.slice(..3), &a1.slice(..), &a2.slice(..)];
        refused(
            grouped(&blas, config(), &short, b, &mut c),
            "a_slices[0] is 2x2",
        );
        let b_short = grouped(&blas, config(), a, &[&bv, &bv, &bv], &mut c);
        refused(b_short, "b_slices[2] is 3x3");
    }

    /// `GroupedGemm::grouped_gemm`: its `unsafe` asks nothing of the caller (checked).
    fn grouped<A: DevicePtr<f16>, B: DevicePtr<f16>, C: DevicePtrMut<f16>>(
        blas: &CudaBlas,
        cfg: GroupedGemmConfig<f16>,
        a: &[&A],
        b: &[&B],
        c: &mut [&mut C],
    ) -> Result<(), cuda_driver::cublas::result::CublasError> {
        // SAFETY: nothing to uphold: every product is checked against its buffers.
        unsafe { blas.grouped_gemm(cfg, a, b, c) }
    }
}
