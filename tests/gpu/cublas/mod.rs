//! cuBLAS's `CudaBlas` (feature `cublas`): products against a CPU reference, the crate's own
//! kernel for small products, the checks of the arguments, the extreme arguments, and products
//! ordered with other work on their buffers, sync, async and in chains. Products in captured graphs
//! are in tests/gpu_graphs. Skips without a GPU, or without cuBLAS (`REQUIRE_CUBLAS=1` makes that a
//! failure).

use crate::kernels::{assert_close, random_f32};
use crate::support::blas::refusal;
use crate::support::cublas::{SQUARE, fixture};
use cublasOperation_t::CUBLAS_OP_N as OP_N;
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::cublas::result::CublasError;
use cuda_driver::cublas::sys::{cublasOperation_t, cublasStatus_t};
use cuda_driver::cublas::{CudaBlas, GemmConfig, GemvConfig, StridedBatchedConfig};
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

mod asynchronous;
mod checks;
mod limits;
mod ordering;
mod products;
mod small;
mod threads;

/// `batch_size` products `square(n)`, A's, B's and C's matrices `[stride_a, stride_b,
/// stride_c]` elements apart.
fn strided(n: i32, batch_size: i32, strides: [i64; 3]) -> StridedBatchedConfig<f32> {
    let [stride_a, stride_b, stride_c] = strides;
    StridedBatchedConfig {
        gemm: square(n),
        batch_size,
        stride_a,
        stride_b,
        stride_c,
    }
}

/// `C = A B`, `n` x `n`, packed.
fn square(n: i32) -> GemmConfig<f32> {
    GemmConfig {
        m: n,
        n,
        k: n,
        lda: n,
        ldb: n,
        ldc: n,
        ..SQUARE
    }
}

/// `y = A x` for A `n` x `n`, packed, unit increments.
fn gemv(n: i32) -> GemvConfig<f32> {
    GemvConfig {
        trans: OP_N,
        m: n,
        n,
        alpha: 1.0,
        lda: n,
        incx: 1,
        beta: 0.0,
        incy: 1,
    }
}

/// `e` is a refusal (`CUBLAS_STATUS_INVALID_VALUE`) that says every one of `says`.
#[track_caller]
fn refused(e: CublasError, says: &[&str]) {
    refusal(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE, &e, says);
}

/// 1024 x 1024 products, four of them: A a batch of four (`N` elements), B one matrix for
/// all (stride 0), C a batch of four.
const FOUR: StridedBatchedConfig<f32> = StridedBatchedConfig {
    gemm: GemmConfig {
        m: 1024,
        n: 1024,
        k: 1024,
        lda: 1024,
        ldb: 1024,
        ldc: 1024,
        ..SQUARE
    },
    batch_size: 4,
    stride_a: 1 << 20,
    stride_b: 0,
    stride_c: 1 << 20,
};

/// `C = alpha op(A) op(B) + beta C` on the CPU, column-major, in f64.
pub(crate) fn gemm_cpu(cfg: &GemmConfig<f64>, a: &[f64], b: &[f64], c: &mut [f64]) {
    let (m, n, k) = (cfg.m as usize, cfg.n as usize, cfg.k as usize);
    let (lda, ldb, ldc) = (cfg.lda as usize, cfg.ldb as usize, cfg.ldc as usize);
    let at = |i: usize, p: usize| match cfg.transa {
        OP_N => a[i + p * lda],
        _ => a[p + i * lda],
    };
    let bt = |p: usize, j: usize| match cfg.transb {
        OP_N => b[p + j * ldb],
        _ => b[j + p * ldb],
    };
    for j in 0..n {
        for i in 0..m {
            let s: f64 = (0..k).map(|p| at(i, p) * bt(p, j)).sum();
            c[i + j * ldc] = cfg.alpha * s + cfg.beta * c[i + j * ldc];
        }
    }
}

/// A config for `op(A)` m x k, `op(B)` k x n, with leading dimensions 2 more than needed (so
/// that the padding is exercised), and the buffer lengths it needs.
pub(crate) fn config(
    ta: cublasOperation_t,
    tb: cublasOperation_t,
    m: i32,
    n: i32,
    k: i32,
) -> (GemmConfig<f64>, [usize; 3]) {
    let rows = |t, r, c| if t == OP_N { (r, c) } else { (c, r) };
    let (ar, ac) = rows(ta, m, k);
    let (br, bc) = rows(tb, k, n);
    let cfg = GemmConfig {
        transa: ta,
        transb: tb,
        m,
        n,
        k,
        alpha: 1.5,
        lda: ar + 2,
        ldb: br + 2,
        beta: 0.5,
        ldc: m + 2,
    };
    let len = |ld: i32, cols: i32| (ld * cols) as usize;
    (cfg, [len(cfg.lda, ac), len(cfg.ldb, bc), len(cfg.ldc, n)])
}

pub(crate) fn as_f32(cfg: &GemmConfig<f64>) -> GemmConfig<f32> {
    GemmConfig {
        transa: cfg.transa,
        transb: cfg.transb,
        m: cfg.m,
        n: cfg.n,
        k: cfg.k,
        alpha: cfg.alpha as f32,
        lda: cfg.lda,
        ldb: cfg.ldb,
        beta: cfg.beta as f32,
        ldc: cfg.ldc,
    }
}

pub(crate) fn rand64(n: usize, seed: u64) -> Vec<f64> {
    random_f32(n, seed)
        .into_iter()
        .map(|x| x as f64 * 2.0 - 1.0)
        .collect()
}

/// `cfg`'s product in f32 (A, B and C rounded from the f64 values given), C read back as f64.
pub(crate) fn f32_product(
    dev: &Arc<CudaDevice>,
    blas: &CudaBlas,
    cfg: &GemmConfig<f64>,
    a: &[f64],
    b: &[f64],
    c0: &[f64],
) -> Vec<f64> {
    let f = |v: &[f64]| v.iter().map(|&x| x as f32).collect::<Vec<_>>();
    let (da, db) = (dev.htod_copy(f(a)).unwrap(), dev.htod_copy(f(b)).unwrap());
    let mut dc = dev.htod_copy(f(c0)).unwrap();
    blas.checked_gemm(as_f32(cfg), &da, &db, &mut dc).unwrap();
    let got = dev.dtoh_sync_copy(&dc).unwrap();
    got.into_iter().map(f64::from).collect()
}

/// `cfg`'s product in f64 and in f32 (A, B, C random, leading dimensions padded) against the
/// CPU; the padding of C is never written.
pub(crate) fn check_both(
    dev: &Arc<CudaDevice>,
    blas: &CudaBlas,
    cfg: GemmConfig<f64>,
    lens: [usize; 3],
) {
    // A and B end right after their last element (no padding after the last column), so that
    // a read past them is past the allocation (memcheck sees it).
    let rows = |t, r: i32, c: i32| if t == OP_N { r } else { c };
    let [la, lb, lc] = lens;
    let la = la.saturating_sub((cfg.lda - rows(cfg.transa, cfg.m, cfg.k)) as usize);
    let lb = lb.saturating_sub((cfg.ldb - rows(cfg.transb, cfg.k, cfg.n)) as usize);
    let seed = (cfg.m * 1_000_000 + cfg.n * 1000 + cfg.k) as u64;
    let (a, b, c0) = (rand64(la, seed), rand64(lb, seed + 1), rand64(lc, seed + 2));
    let mut want = c0.clone();
    gemm_cpu(&cfg, &a, &b, &mut want);
    let what = format!(
        "{}x{}x{} {:?} {:?}",
        cfg.m, cfg.n, cfg.k, cfg.transa, cfg.transb
    );

    let (da, db) = (
        dev.htod_copy(a.clone()).unwrap(),
        dev.htod_copy(b.clone()).unwrap(),
    );
    let mut dc = dev.htod_copy(c0.clone()).unwrap();
    blas.checked_gemm(cfg, &da, &db, &mut dc).unwrap();
    // Sums of at most 256 products of values in [-1, 1].
    let got64 = dev.dtoh_sync_copy(&dc).unwrap();
    assert_close(&got64, &want, 1e-12, &format!("f64 {what}"));

    let got32 = f32_product(dev, blas, &cfg, &a, &b, &c0);
    // f32 inputs (rounded from the f64 ones) and f32 sums over k <= 257.
    assert_close(&got32, &want, 2e-5, &format!("f32 {what}"));
    for j in 0..cfg.n as usize {
        for i in cfg.m as usize..cfg.ldc as usize {
            let at = i + j * cfg.ldc as usize;
            let (f64_c, f32_c) = (got64[at], got32[at]);
            assert_eq!(f64_c, c0[at], "{what}: padding of f64 C written at {at}");
            assert_eq!(
                f32_c, c0[at] as f32 as f64,
                "{what}: padding of f32 C written at {at}"
            );
        }
    }
}

/// The products the ordering tests run, on the same `kernels::N`-element buffers: `SQUARE`
/// (cuBLAS's) and a 64^3 product over their first 64 * 64 elements (the crate's kernel for
/// small products; the rest of C is not written).
const ORDERED: [GemmConfig<f32>; 2] = [
    SQUARE,
    GemmConfig {
        m: 64,
        n: 64,
        k: 64,
        lda: 64,
        ldb: 64,
        ldc: 64,
        ..SQUARE
    },
];

/// C after `cfg` with A all `a` and B all ones: `k a` in its first m n elements, `rest`
/// after them.
fn assert_c(v: &[f32], cfg: &GemmConfig<f32>, a: f32, rest: f32, what: &str) {
    let cells = (cfg.m * cfg.n) as usize;
    let what = format!("{what} ({}^3)", cfg.m);
    crate::kernels::assert_all(&v[..cells], cfg.k as f32 * a, &what);
    crate::kernels::assert_all(&v[cells..], rest, &format!("{what}, past C"));
}

/// The device, an adapter and a handle, or a skip.
pub(crate) fn async_fixture() -> Option<(Arc<CudaDevice>, AsyncDevice, CudaBlas)> {
    let (dev, blas) = fixture()?;
    Some((dev.clone(), AsyncDevice::new(dev).unwrap(), blas))
}
