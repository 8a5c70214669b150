//! cuBLAS products against a CPU reference: every transposition in f32 and f64, f16 and bf16,
//! batched products with strides (a zero stride broadcasts, C batches side by side), `gemv` with
//! increments, `OP_C`, and a batch of none.

use crate::cublas::{check_both, config, gemm_cpu, rand64, refused, strided};
use crate::kernels::assert_close;
use crate::support::blas::random_f64;
use crate::support::cublas::cublas;
use crate::support::libraries::all_eq;
use cublasOperation_t::{CUBLAS_OP_C as OP_C, CUBLAS_OP_N as OP_N, CUBLAS_OP_T as OP_T};
use cuda_driver::cublas::sys::cublasOperation_t;
use cuda_driver::cublas::{Gemm, GemmConfig, GemvConfig, StridedBatchedConfig};

/// A batch of no products computes nothing: `Ok`, C as it was (the strides are still
/// checked for sign).
#[test]
fn a_batch_of_none_writes_nothing() {
    let (dev, blas) = cublas!();
    let a = dev.htod_copy(vec![1.0f32; 4]).unwrap();
    let mut c = dev.htod_copy(vec![-1.0f32; 4]).unwrap();
    let none = strided(2, 0, [4, 4, 4]);
    blas.checked_gemm_strided_batched(none, &a, &a, &mut c)
        .unwrap();
    let negative = StridedBatchedConfig {
        stride_c: -4,
        ..none
    };
    let e = blas.checked_gemm_strided_batched(negative, &a, &a, &mut c);
    refused(e.unwrap_err(), &["stride_c = -4 is negative"]);
    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), -1.0, "C");
}

/// `check_disjoint` (C's batches must not overlap) accepts batches that interleave without
/// sharing an element: two products whose C's are rows 0..4 and 4..8 of columns 9 apart,
/// transposed B, alpha and beta, against the CPU; row 8 of each column is left as it was.
#[test]
fn c_batches_side_by_side_in_each_column_are_accepted_and_computed() {
    let (dev, blas) = cublas!();
    let gemm = GemmConfig {
        transa: OP_N,
        transb: OP_T,
        m: 4,
        n: 3,
        k: 5,
        alpha: 1.5,
        lda: 4,
        ldb: 3,
        beta: 0.5,
        ldc: 9,
    };
    let (a, b, c0) = (random_f64(40, 31), random_f64(30, 32), random_f64(27, 33));
    let mut want = c0.clone();
    for i in 0..2 {
        gemm_cpu(&gemm, &a[i * 20..], &b[i * 15..], &mut want[i * 4..]);
    }
    let cfg = StridedBatchedConfig {
        gemm,
        batch_size: 2,
        stride_a: 20,
        stride_b: 15,
        stride_c: 4,
    };
    let (da, db) = (dev.htod_copy(a).unwrap(), dev.htod_copy(b).unwrap());
    let mut dc = dev.htod_copy(c0).unwrap();
    blas.checked_gemm_strided_batched(cfg, &da, &db, &mut dc)
        .unwrap();
    let got = dev.dtoh_sync_copy(&dc).unwrap();
    assert_close(&got, &want, 1e-12, "side-by-side batches");
}

/// Module docs, "Checked" (and CHANGELOG): the operations must be `CUBLAS_OP_N`, `T` or
/// `C`: `C` is accepted, and for real matrices it is the transpose (gemm and gemv, f64,
/// against the CPU).
#[test]
fn op_c_is_accepted_and_is_the_transpose_for_real_matrices() {
    let (dev, blas) = cublas!();
    let (a, b, c0) = (random_f64(35, 41), random_f64(30, 42), random_f64(42, 43));
    // op(A) = A^T is 6 x 5 (A stored 5 x 6), op(B) = B^T 5 x 5 (B stored with ldb 6).
    let cfg = GemmConfig {
        transa: OP_C,
        transb: OP_C,
        m: 6,
        n: 5,
        k: 5,
        alpha: 0.5,
        lda: 5,
        ldb: 6,
        beta: 2.0,
        ldc: 7,
    };
    let mut want = c0.clone();
    gemm_cpu(&cfg, &a, &b, &mut want);
    let (da, db) = (dev.htod_copy(a.clone()).unwrap(), dev.htod_copy(b).unwrap());
    let mut dc = dev.htod_copy(c0).unwrap();
    blas.checked_gemm(cfg, &da, &db, &mut dc).unwrap();
    assert_close(
        &dev.dtoh_sync_copy(&dc).unwrap(),
        &want,
        1e-12,
        "gemm (C, C)",
    );
    // y (6) = 1.5 A^T x for A stored 5 x 6 (lda 5), x of 5.
    let x = random_f64(5, 44);
    let want: Vec<f64> = (0..6)
        .map(|i| 1.5 * (0..5).map(|p| a[p + i * 5] * x[p]).sum::<f64>())
        .collect();
    let mut y = dev.alloc_zeros::<f64>(6).unwrap();
    let gv = GemvConfig {
        trans: OP_C,
        m: 5,
        n: 6,
        alpha: 1.5,
        lda: 5,
        incx: 1,
        beta: 0.0,
        incy: 1,
    };
    let dx = dev.htod_copy(x).unwrap();
    blas.checked_gemv(gv, &da, &dx, &mut y).unwrap();
    assert_close(&dev.dtoh_sync_copy(&y).unwrap(), &want, 1e-12, "gemv C");
}

#[test]
fn every_transposition_matches_the_cpu_in_f32_and_f64() {
    let (dev, blas) = cublas!();
    // Past the small-product bounds (cuBLAS's); tests/gpu/cublas/small.rs has the small ones.
    for (ta, tb) in [(OP_N, OP_N), (OP_N, OP_T), (OP_T, OP_N), (OP_T, OP_T)] {
        let (cfg, lens) = config(ta, tb, 300, 5, 3);
        check_both(&dev, &blas, cfg, lens);
    }
}

#[cfg(feature = "f16")]
#[test]
fn half_and_bfloat16_products_match_the_cpu_within_their_precision() {
    use half::{bf16, f16};
    let (dev, blas) = cublas!();
    for (ta, tb) in [(OP_N, OP_N), (OP_T, OP_N), (OP_N, OP_T), (OP_T, OP_T)] {
        let (cfg, [la, lb, lc]) = config(ta, tb, 16, 9, 24);
        // Inputs exactly representable in both formats (multiples of 1/8 in [-1, 1]).
        let q = |v: Vec<f64>| {
            v.into_iter()
                .map(|x| (x * 8.0).round() / 8.0)
                .collect::<Vec<_>>()
        };
        let (a, b) = (q(rand64(la, 4)), q(rand64(lb, 5)));
        let cfg = GemmConfig { beta: 0.0, ..cfg };
        let mut want = vec![0.0; lc];
        gemm_cpu(&cfg, &a, &b, &mut want);
        let scale = |want: &[f64]| want.iter().fold(1.0f64, |m, x| m.max(x.abs()));

        let h = |v: &[f64]| v.iter().map(|&x| f16::from_f64(x)).collect::<Vec<_>>();
        let hcfg = GemmConfig {
            alpha: f16::from_f64(cfg.alpha),
            beta: f16::ZERO,
            ..cfg_dims(&cfg)
        };
        let (da, db) = (dev.htod_copy(h(&a)).unwrap(), dev.htod_copy(h(&b)).unwrap());
        let mut dc = dev.alloc_zeros::<f16>(lc).unwrap();
        blas.checked_gemm(hcfg, &da, &db, &mut dc).unwrap();
        let got: Vec<f64> = dev
            .dtoh_sync_copy(&dc)
            .unwrap()
            .iter()
            .map(|x| x.to_f64())
            .collect();
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert!(
                (g - w).abs() <= 2e-3 * scale(&want),
                "f16 {ta:?} {tb:?}: element {i} is {g}, not {w}"
            );
        }

        let bh = |v: &[f64]| v.iter().map(|&x| bf16::from_f64(x)).collect::<Vec<_>>();
        let bcfg = GemmConfig {
            alpha: bf16::from_f64(cfg.alpha),
            beta: bf16::ZERO,
            ..cfg_dims(&cfg)
        };
        let (da, db) = (
            dev.htod_copy(bh(&a)).unwrap(),
            dev.htod_copy(bh(&b)).unwrap(),
        );
        let mut dc = dev.alloc_zeros::<bf16>(lc).unwrap();
        blas.checked_gemm(bcfg, &da, &db, &mut dc).unwrap();
        let got: Vec<f64> = dev
            .dtoh_sync_copy(&dc)
            .unwrap()
            .iter()
            .map(|x| x.to_f64())
            .collect();
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert!(
                (g - w).abs() <= 1e-2 * scale(&want),
                "bf16 {ta:?} {tb:?}: element {i} is {g}, not {w}"
            );
        }
    }
}

/// `cfg`'s dimensions, with placeholder scalars of another type (replaced by the caller).
#[cfg(feature = "f16")]
fn cfg_dims<T: Default>(cfg: &GemmConfig<f64>) -> GemmConfig<T> {
    GemmConfig {
        transa: cfg.transa,
        transb: cfg.transb,
        m: cfg.m,
        n: cfg.n,
        k: cfg.k,
        alpha: T::default(),
        lda: cfg.lda,
        ldb: cfg.ldb,
        beta: T::default(),
        ldc: cfg.ldc,
    }
}

#[test]
fn batched_products_follow_their_strides_and_a_zero_stride_broadcasts() {
    let (dev, blas) = cublas!();
    let (gemm, [la, lb, lc]) = config(OP_T, OP_N, 6, 4, 5);
    let batch = 5usize;
    // A's matrices 3 elements apart beyond their size, B shared by all (stride 0).
    let (sa, sc) = (la + 3, lc + 1);
    let a = rand64(sa * batch, 6);
    let b = rand64(lb, 7);
    let c0 = rand64(sc * batch, 8);
    let mut want = c0.clone();
    for i in 0..batch {
        gemm_cpu(&gemm, &a[i * sa..], &b, &mut want[i * sc..]);
    }
    let (da, db) = (dev.htod_copy(a).unwrap(), dev.htod_copy(b).unwrap());
    let mut dc = dev.htod_copy(c0).unwrap();
    let cfg = StridedBatchedConfig {
        gemm,
        batch_size: batch as i32,
        stride_a: sa as i64,
        stride_b: 0,
        stride_c: sc as i64,
    };
    // SAFETY: nothing to uphold (the trait method is the checked one).
    unsafe { blas.gemm_strided_batched(cfg, &da, &db, &mut dc) }.unwrap();
    assert_close(
        &dev.dtoh_sync_copy(&dc).unwrap(),
        &want,
        1e-12,
        "batched f64",
    );
}

/// `y = alpha op(A) x + beta y` on the CPU, with BLAS's increments (negative: from the end).
fn gemv_cpu(cfg: &GemvConfig<f64>, a: &[f64], x: &[f64], y: &mut [f64]) {
    let (m, n, lda) = (cfg.m as usize, cfg.n as usize, cfg.lda as usize);
    let (xn, yn) = if cfg.trans == OP_N { (n, m) } else { (m, n) };
    let idx = |i: usize, len: usize, inc: i32| {
        if inc > 0 {
            i * inc as usize
        } else {
            (len - 1 - i) * (-inc) as usize
        }
    };
    for i in 0..yn {
        let s: f64 = (0..xn)
            .map(|p| {
                let aij = if cfg.trans == OP_N {
                    a[i + p * lda]
                } else {
                    a[p + i * lda]
                };
                aij * x[idx(p, xn, cfg.incx)]
            })
            .sum();
        let yi = idx(i, yn, cfg.incy);
        y[yi] = cfg.alpha * s + cfg.beta * y[yi];
    }
}

#[test]
fn gemv_in_both_orientations_with_positive_and_negative_increments() {
    let (dev, blas) = cublas!();
    for (trans, incx, incy) in [(OP_N, 1, 1), (OP_T, 2, -1), (OP_N, -3, 2)] {
        let cfg = GemvConfig {
            trans,
            m: 7,
            n: 4,
            alpha: 0.75,
            lda: 9,
            incx,
            beta: 2.0,
            incy,
        };
        let (xn, yn) = if trans == OP_N { (4, 7) } else { (7, 4) };
        let a = rand64(9 * 4, 9);
        let x = rand64((xn - 1) * incx.unsigned_abs() as usize + 1, 10);
        let y0 = rand64((yn - 1) * incy.unsigned_abs() as usize + 1, 11);
        let mut want = y0.clone();
        gemv_cpu(&cfg, &a, &x, &mut want);
        let (da, dx) = (dev.htod_copy(a).unwrap(), dev.htod_copy(x).unwrap());
        let mut dy = dev.htod_copy(y0).unwrap();
        blas.checked_gemv(cfg, &da, &dx, &mut dy).unwrap();
        let what = format!("gemv {trans:?} incx {incx} incy {incy}");
        assert_close(&dev.dtoh_sync_copy(&dy).unwrap(), &want, 1e-12, &what);
    }
}
