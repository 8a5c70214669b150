//! cuBLASLt at the limits of its arguments, against the reference BLAS with guard elements:
//! leading dimensions of `i32::MAX` and `i64::MAX`, every accepted C stride, a batched C over
//! unbatched A or B, and more batches than a grid holds.

use crate::support::blas::{GUARD, Prod, cpu, ints, overlaps, plain, same, shapes};
use crate::support::cublaslt::cublaslt;
use cuda_driver::cublaslt::{CudaBlasLT, MatmulConfig};
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

fn cfg_of(p: &Prod) -> MatmulConfig {
    MatmulConfig {
        transa: p.ta,
        transb: p.tb,
        m: p.m as u64,
        n: p.n as u64,
        k: p.k as u64,
        alpha: p.alpha as f32,
        lda: p.lda as i64,
        ldb: p.ldb as i64,
        beta: p.beta as f32,
        ldc: p.ldc as i64,
        stride_a: None,
        stride_b: None,
        stride_c: None,
        stride_bias: None,
        batch_size: None,
    }
}

/// Runs `cfg` on `a`, `b` and the view `GUARD..GUARD + len_c` of a buffer holding `c0`;
/// what the whole buffer holds after it, or the error.
fn run(
    dev: &Arc<CudaDevice>,
    blas: &CudaBlasLT,
    cfg: MatmulConfig,
    (a, b, c0): (&[f64], &[f64], &[f64]),
    len_c: usize,
) -> (Result<(), String>, Vec<f64>) {
    let f = |v: &[f64]| {
        dev.htod_copy(v.iter().map(|&x| x as f32).collect())
            .unwrap()
    };
    let (da, db) = (f(a), f(b));
    let mut dc = f(c0);
    let r = blas.checked_matmul(
        cfg,
        &da,
        &db,
        &mut dc.slice_mut(GUARD..GUARD + len_c),
        None,
        None,
    );
    let got = dev
        .dtoh_sync_copy(&dc)
        .unwrap()
        .iter()
        .map(|&x| x as f64)
        .collect();
    (r.map_err(|e| e.to_string()), got)
}

/// After `Ok`, `got` is `c0` as `compute` changes it; after an error (printed), `c0`.
#[track_caller]
fn ok_or_untouched(
    r: Result<(), String>,
    got: &[f64],
    c0: &[f64],
    what: &str,
    compute: impl FnOnce(&mut [f64]),
) {
    match r {
        Ok(()) => {
            let mut want = c0.to_vec();
            compute(&mut want);
            same(got, &want, what);
        }
        Err(e) => {
            println!("{what}: {e}");
            same(got, c0, &format!("{what}: C after an error"));
        }
    }
}

/// `checked_matmul`: layouts are given to cuBLASLt as they are, checked only to lie in
/// the buffers ("Every buffer holds what its layout reaches: ... ld * (cols - 1) + rows").
/// One column with `lda = ldb = ldc` of `i32::MAX` and of `i64::MAX` needs only its rows.
/// Sound: C = A b + C/2 with the guards untouched, or an error with C untouched; a hole:
/// cuBLASLt forms `ld * cols` (or a column past the last) and overflows into a read or
/// write elsewhere.
#[test]
fn leading_dimensions_of_i32_and_i64_max_over_one_column_stay_in_the_buffers() {
    let (dev, blas) = cublaslt!();
    for ld in [i32::MAX as usize, i64::MAX as usize] {
        let p = Prod {
            lda: ld,
            ldb: ld,
            ldc: ld,
            ..plain(40, 1, 1)
        };
        let (a, b, c0) = (ints(40, 12), vec![3.0], ints(40 + 2 * GUARD, 13));
        let (r, got) = run(&dev, &blas, cfg_of(&p), (&a, &b, &c0), 40);
        ok_or_untouched(r, &got, &c0, &format!("ld {ld}"), |want| {
            cpu(&p, &a, &b, &mut want[GUARD..])
        });
    }
}

/// `checked_matmul`: "C's batches must not overlap (one after another, or side by side
/// in each column)". Every `stride_c` from 0 to one past a batch's span, for C of 1..=3
/// rows and columns, `ldc` up to 2 past the rows, 2 and 3 batches (A broadcast with stride
/// 0). Sound: every overlapping layout refused naming `stride_c`, every accepted one
/// computed right with the gaps and guards untouched; a hole: an overlap accepted (two
/// batches race on an element) or a wrong result.
#[test]
fn every_accepted_c_stride_keeps_the_batches_apart() {
    let (dev, blas) = cublaslt!();
    let mut accepted = 0;
    for (rows, cols, pad, count) in shapes() {
        let ld = rows + pad;
        let span = ld * (cols - 1) + rows;
        for stride in 0..=span + 1 {
            let p = Prod {
                ldc: ld,
                beta: 1.0,
                ..plain(rows, cols, 2)
            };
            let len = stride * (count - 1) + span;
            let (a, b, c0) = (
                ints(rows * 2, 14),
                ints(2 * cols, 15),
                ints(len + 2 * GUARD, 16),
            );
            let cfg = MatmulConfig {
                stride_a: Some(0),
                stride_b: Some(0),
                stride_c: Some(stride as i64),
                batch_size: Some(count as i32),
                ..cfg_of(&p)
            };
            let (r, got) = run(&dev, &blas, cfg, (&a, &b, &c0), len);
            let what = format!("{rows}x{cols}, ldc {ld}, stride_c {stride}, {count} batches");
            match r {
                Err(e) => {
                    assert!(e.contains("stride_c"), "{what}: {e}");
                    same(&got, &c0, &format!("{what}: C after the refusal"));
                }
                Ok(()) => {
                    assert!(
                        !overlaps(rows, cols, ld, stride, count),
                        "{what}: overlap accepted"
                    );
                    let mut want = c0.clone();
                    for t in 0..count {
                        cpu(&p, &a, &b, &mut want[GUARD + t * stride..]);
                    }
                    same(&got, &want, &what);
                    accepted += 1;
                }
            }
        }
    }
    assert!(accepted > 100, "only {accepted} layouts were accepted");
}

/// `checked_matmul`: "a batched A or B needs a batched C", and "A stride of 0 for A or B
/// uses one matrix for every batch"; the crate gives cuBLASLt a batch count only to the
/// matrices with a stride (checks.rs, `shape`). So a batched C over an A and a B of one
/// matrix each (no stride: a layout of count 1), and a batched A and C over such a B, are
/// accepted by the checks. Sound: each of C's 3 batches gets its product (A and B used
/// for every batch), or an error with C untouched; a hole: `Ok` with batches 1 and 2 of C
/// left as they were (lost results) or written from memory past A or B.
#[test]
fn a_batched_c_over_unbatched_a_or_b_computes_every_batch_or_fails() {
    let (dev, blas) = cublaslt!();
    let (m, n, k) = (5usize, 4usize, 3usize);
    let p = plain(m, n, k);
    let count = 3;
    for a_batched in [false, true] {
        let na = if a_batched { count * m * k } else { m * k };
        let (a, b, c0) = (
            ints(na, 17),
            ints(k * n, 18),
            ints(count * m * n + 2 * GUARD, 19),
        );
        let cfg = MatmulConfig {
            stride_a: a_batched.then_some((m * k) as i64),
            stride_c: Some((m * n) as i64),
            batch_size: Some(count as i32),
            ..cfg_of(&p)
        };
        let (r, got) = run(&dev, &blas, cfg, (&a, &b, &c0), count * m * n);
        let what = format!("A batched {a_batched}");
        ok_or_untouched(r, &got, &c0, &what, |want| {
            for t in 0..count {
                let at = if a_batched { t * m * k } else { 0 };
                cpu(&p, &a[at..], &b, &mut want[GUARD + t * m * n..]);
            }
        });
    }
}

/// `checked_matmul` over more batches than a grid's z dimension holds (70 000 products of
/// 3 x 2 x 2). Sound: every batch computed once (the guards untouched) or an error with C
/// untouched; a hole: `Ok` with batches left unwritten.
#[test]
fn more_batches_than_a_grid_holds_are_each_computed_once() {
    let (dev, blas) = cublaslt!();
    let count = 70_000usize;
    let (m, n, k) = (3usize, 2usize, 2usize);
    let p = Prod {
        ta: true,
        lda: k,
        ..plain(m, n, k)
    };
    let (sa, sb, sc) = (m * k, k * n, m * n);
    let (a, b, c0) = (
        ints(sa * count, 20),
        ints(sb * count, 21),
        ints(sc * count + 2 * GUARD, 22),
    );
    let cfg = MatmulConfig {
        stride_a: Some(sa as i64),
        stride_b: Some(sb as i64),
        stride_c: Some(sc as i64),
        batch_size: Some(count as i32),
        ..cfg_of(&p)
    };
    let (r, got) = run(&dev, &blas, cfg, (&a, &b, &c0), sc * count);
    ok_or_untouched(r, &got, &c0, "70 000 batches", |want| {
        for t in 0..count {
            cpu(&p, &a[t * sa..], &b[t * sb..], &mut want[GUARD + t * sc..]);
        }
    });
}
