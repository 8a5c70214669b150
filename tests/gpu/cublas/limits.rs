//! cuBLAS at the limits of its arguments, against the reference BLAS with guard elements around
//! every view: leading dimensions of `i32::MAX`, products whose index passes `i32`, more batches
//! than a grid holds, every C stride against a brute-force overlap check, and extreme values
//! refused alike by every entry point.

use crate::cublas::async_fixture;
use crate::support::blas::{GUARD, Prod, cpu, ints, overlaps, plain, same, shapes};
use crate::support::cublas::cublas;
use cublasOperation_t::{CUBLAS_OP_N as OP_N, CUBLAS_OP_T as OP_T};
use cuda_driver::r#async::Op;
use cuda_driver::cublas::sys::{cublasOperation_t, cublasStatus_t};
use cuda_driver::cublas::{GemmConfig, StridedBatchedConfig};
use cuda_driver::driver::CudaSlice;

fn f32s(v: &[f64]) -> Vec<f32> {
    v.iter().map(|&x| x as f32).collect()
}

fn f64s(v: &[f32]) -> Vec<f64> {
    v.iter().map(|&x| x as f64).collect()
}

fn cfg_of(p: &Prod) -> GemmConfig<f32> {
    let op = |t| if t { OP_T } else { OP_N };
    GemmConfig {
        transa: op(p.ta),
        transb: op(p.tb),
        m: p.m as i32,
        n: p.n as i32,
        k: p.k as i32,
        alpha: p.alpha as f32,
        lda: p.lda as i32,
        ldb: p.ldb as i32,
        beta: p.beta as f32,
        ldc: p.ldc as i32,
    }
}

/// `g` with elements of type `T`.
fn retype<T>(g: &GemmConfig<f32>, alpha: T, beta: T) -> GemmConfig<T> {
    let GemmConfig {
        transa,
        transb,
        m,
        n,
        k,
        lda,
        ldb,
        ldc,
        ..
    } = *g;
    GemmConfig {
        transa,
        transb,
        m,
        n,
        k,
        alpha,
        lda,
        ldb,
        beta,
        ldc,
    }
}

fn batch1(gemm: GemmConfig<f32>) -> StridedBatchedConfig<f32> {
    StridedBatchedConfig {
        gemm,
        batch_size: 1,
        stride_a: 0,
        stride_b: 0,
        stride_c: 0,
    }
}

/// src/cublas/safe/checks.rs: a matrix needs "`ld * (cols - 1) + rows` for one matrix";
/// the small kernel indexes with `long long` (small_gemm.cu). A matrix of one column with
/// a leading dimension of `i32::MAX` needs only its rows, so `lda = ldb = ldc = i32::MAX`
/// over 5 (small kernel) and 300 rows (cuBLAS), plain and as a batch of one (always
/// cuBLAS), is a valid product on buffers of a few elements. Sound: C = A b + C/2 exactly,
/// the guards around C's view untouched; a hole: a kernel that forms `ld * column` for a
/// column past the last (or wraps it) and reads or writes there (a fault or wrong values).
#[test]
fn leading_dimensions_of_i32_max_over_one_column_stay_in_the_buffers() {
    let (dev, blas) = cublas!();
    for m in [5usize, 300] {
        let big = i32::MAX as usize;
        let p = Prod {
            lda: big,
            ldb: big,
            ldc: big,
            ..plain(m, 1, 1)
        };
        let (a, b, c0) = (ints(m, 1), vec![2.0], ints(m + 2 * GUARD, 2));
        let mut want = c0.clone();
        cpu(&p, &a, &b, &mut want[GUARD..]);
        let (da, db) = (
            dev.htod_copy(f32s(&a)).unwrap(),
            dev.htod_copy(vec![2.0f32]).unwrap(),
        );
        for batched in [false, true] {
            let mut dc = dev.htod_copy(f32s(&c0)).unwrap();
            let mut view = dc.slice_mut(GUARD..GUARD + m);
            let r = if batched {
                blas.checked_gemm_strided_batched(batch1(cfg_of(&p)), &da, &db, &mut view)
            } else {
                blas.checked_gemm(cfg_of(&p), &da, &db, &mut view)
            };
            r.unwrap_or_else(|e| panic!("m {m}, batched {batched}: {e}"));
            let got = f64s(&dev.dtoh_sync_copy(&dc).unwrap());
            same(
                &got,
                &want,
                &format!("ld i32::MAX, m {m}, batched {batched}"),
            );
        }
    }
}

/// As above, where `ld * (cols - 1) + rows` passes `i32::MAX` for real: C is 2 x 2 with
/// `ldc = i32::MAX`, so its last element is number 2^31 (an 8 GiB f32 buffer, skipped
/// where the GPU has not 12 GiB free). checks.rs computes in i128 and accepts it. Sound:
/// the four elements of C are `a_i b_j + c`, on the small kernel and on cuBLAS (a batch of
/// one), and the elements around them are untouched; a hole: an index of 32 bits wraps to
/// -2^31 (8 GiB before the buffer: a fault, or another buffer of this process written).
#[test]
fn a_leading_dimension_whose_product_passes_i32_is_indexed_in_64_bits() {
    let (dev, blas) = cublas!();
    let ldc = i32::MAX as usize;
    let len = ldc + 3;
    let (free, _) = dev.mem_get_info().unwrap();
    if free < 12 << 30 {
        println!("skipped: {free} bytes free, fewer than 12 GiB for an 8 GiB C");
        return;
    }
    let p = Prod {
        ldc,
        beta: 1.0,
        ..plain(2, 2, 1)
    };
    let (a, b) = (vec![2.0, 3.0], vec![-1.0, 2.0]);
    let (da, db) = (
        dev.htod_copy(f32s(&a)).unwrap(),
        dev.htod_copy(f32s(&b)).unwrap(),
    );
    let mut dc = dev.alloc_zeros::<f32>(len).unwrap();
    let (head, tail) = (0..3, ldc - 1..len);
    let (h0, t0) = ([5.0f32, 6.0, 7.0], [8.0f32, 9.0, 10.0, 11.0]);
    for batched in [false, true] {
        dev.htod_sync_copy_into(&h0, &mut dc.slice_mut(head.clone()))
            .unwrap();
        dev.htod_sync_copy_into(&t0, &mut dc.slice_mut(tail.clone()))
            .unwrap();
        let r = if batched {
            blas.checked_gemm_strided_batched(batch1(cfg_of(&p)), &da, &db, &mut dc)
        } else {
            blas.checked_gemm(cfg_of(&p), &da, &db, &mut dc)
        };
        r.unwrap_or_else(|e| panic!("batched {batched}: {e}"));
        let h = dev.dtoh_sync_copy(&dc.slice(head.clone())).unwrap();
        let t = dev.dtoh_sync_copy(&dc.slice(tail.clone())).unwrap();
        // Column 0 at 0..2, column 1 at ldc..ldc + 2; element 2, ldc - 1, ldc + 2 untouched.
        // b is (-1, 2): a_i b_j + c.
        let want_h = [5.0 - 2.0, 6.0 - 3.0, 7.0];
        let want_t = [8.0, 9.0 + 2.0 * 2.0, 10.0 + 3.0 * 2.0, 11.0];
        let what = if batched { "cuBLAS" } else { "small kernel" };
        assert_eq!(h, want_h, "{what}: column 0 and the element after it");
        assert_eq!(
            t, want_t,
            "{what}: column 1 (at 2^31 - 1) and its neighbours"
        );
    }
}

/// `checked_gemm_strided_batched`: "the strides and batch count checked too". 70 000
/// batches are more than a grid's z dimension (65 535) holds; each product of 1 x 1 x 1 and
/// of 4 x 3 x 2, one after another, in f32 and (feature `f16`) f16 through `GemmEx`.
/// Sound: every batch's C = A B + C/2 (the guard after the last untouched) or a refusal; a
/// hole: batches past some count left unwritten (lost results) or written twice.
#[test]
fn more_batches_than_a_grid_holds_are_each_computed_once() {
    let (dev, blas) = cublas!();
    let count = 70_000usize;
    for (m, n, k) in [(1usize, 1usize, 1usize), (4, 3, 2)] {
        let p = Prod {
            tb: true,
            ldb: n,
            ..plain(m, n, k)
        };
        let (sa, sb, sc) = (m * k, n * k, m * n);
        let (a, b, c0) = (
            ints(sa * count, 3),
            ints(sb * count, 4),
            ints(sc * count + GUARD, 5),
        );
        let mut want = c0.clone();
        for t in 0..count {
            cpu(&p, &a[t * sa..], &b[t * sb..], &mut want[t * sc..]);
        }
        let cfg = StridedBatchedConfig {
            gemm: cfg_of(&p),
            batch_size: count as i32,
            stride_a: sa as i64,
            stride_b: sb as i64,
            stride_c: sc as i64,
        };
        let (da, db) = (
            dev.htod_copy(f32s(&a)).unwrap(),
            dev.htod_copy(f32s(&b)).unwrap(),
        );
        let mut dc = dev.htod_copy(f32s(&c0)).unwrap();
        blas.checked_gemm_strided_batched(cfg, &da, &db, &mut dc.slice_mut(..sc * count))
            .unwrap();
        let got = f64s(&dev.dtoh_sync_copy(&dc).unwrap());
        same(&got, &want, &format!("f32, {count} batches of {m}x{n}x{k}"));
        #[cfg(feature = "f16")]
        {
            use half::f16;
            let h = |v: &[f64]| v.iter().map(|&x| f16::from_f64(x)).collect::<Vec<_>>();
            let hcfg = StridedBatchedConfig {
                gemm: retype(&cfg.gemm, f16::ONE, f16::from_f32(0.5)),
                batch_size: cfg.batch_size,
                stride_a: cfg.stride_a,
                stride_b: cfg.stride_b,
                stride_c: cfg.stride_c,
            };
            let (da, db) = (dev.htod_copy(h(&a)).unwrap(), dev.htod_copy(h(&b)).unwrap());
            let mut dc = dev.htod_copy(h(&c0)).unwrap();
            blas.checked_gemm_strided_batched(hcfg, &da, &db, &mut dc.slice_mut(..sc * count))
                .unwrap();
            let got: Vec<f64> = dev
                .dtoh_sync_copy(&dc)
                .unwrap()
                .iter()
                .map(|x| x.to_f64())
                .collect();
            same(&got, &want, &format!("f16, {count} batches of {m}x{n}x{k}"));
        }
    }
}

/// `checked_gemm_strided_batched`: "C's matrices must not overlap" (`check_disjoint` in
/// checks.rs, which decides by arithmetic). Every `stride_c` from 0 to one past a batch's
/// span, for every C of 1..=3 rows and columns with `ldc` up to 2 past the rows, 2 and 3
/// batches, against a listing of the elements. Sound: refused (naming `stride_c`) exactly
/// when two batches share an element, and every accepted product computed right with the
/// gaps between batches untouched; a hole: an overlap accepted (batches race on an element:
/// a lost result) or a disjoint layout refused.
#[test]
fn every_c_stride_is_refused_exactly_when_batches_share_an_element() {
    let (dev, blas) = cublas!();
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
            let (a, b, c0) = (ints(rows * 2, 6), ints(2 * cols, 7), ints(len + GUARD, 8));
            let cfg = StridedBatchedConfig {
                gemm: cfg_of(&p),
                batch_size: count as i32,
                stride_a: 0,
                stride_b: 0,
                stride_c: stride as i64,
            };
            let (da, db) = (
                dev.htod_copy(f32s(&a)).unwrap(),
                dev.htod_copy(f32s(&b)).unwrap(),
            );
            let mut dc = dev.htod_copy(f32s(&c0)).unwrap();
            let r = blas.checked_gemm_strided_batched(cfg, &da, &db, &mut dc.slice_mut(..len));
            let what = format!("{rows}x{cols}, ldc {ld}, stride_c {stride}, {count} batches");
            let got = f64s(&dev.dtoh_sync_copy(&dc).unwrap());
            if overlaps(rows, cols, ld, stride, count) {
                let e = r.expect_err(&format!("{what}: overlapping batches accepted"));
                assert_eq!(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE, "{e}");
                assert!(e.to_string().contains("stride_c"), "{what}: {e}");
                same(&got, &c0, &format!("{what}: C after the refusal"));
            } else {
                r.unwrap_or_else(|e| panic!("{what}: disjoint batches refused: {e}"));
                let mut want = c0.clone();
                for t in 0..count {
                    cpu(&p, &a, &b, &mut want[t * stride..]);
                }
                same(&got, &want, &what);
                accepted += 1;
            }
        }
    }
    assert!(accepted > 100, "only {accepted} layouts were disjoint");
}

/// A packed 2x2 product, the base of the extreme cases.
const SQ: GemmConfig<f32> = GemmConfig {
    transa: OP_N,
    transb: OP_N,
    m: 2,
    n: 2,
    k: 2,
    alpha: 1.0,
    lda: 2,
    ldb: 2,
    beta: 0.0,
    ldc: 2,
};

/// A configuration that the checks must refuse, and what the refusal says.
enum Bad {
    Plain(GemmConfig<f32>, &'static str),
    Batched(StridedBatchedConfig<f32>, &'static str),
}

/// Module docs and `AsyncDevice::gemm`: "the same checks (a refusal is the `Err` returned
/// at once, nothing enqueued)"; `Ops::gemm`: "A refusal (the checks) fails the chain with
/// the `CublasError`'s message". Extreme values of every argument (i32 and i64 bounds,
/// negative, zero leading dimensions of empty and transposed matrices, batch counts whose
/// C runs past the buffer) through the sync call, the `Gemm` trait, the future and the
/// chain step. Sound: each refused naming the argument, C untouched; a hole: one accepted
/// (an overflow made it fit), a panic, or a write to C.
#[test]
fn extreme_arguments_are_refused_alike_by_every_entry_point() {
    use cuda_driver::cublas::Gemm;
    let Some((dev, adev, blas)) = async_fixture() else {
        return;
    };
    let cases = extreme_cases();
    let a = dev.htod_copy(vec![1.0f32; 8]).unwrap();
    let mut c = dev.htod_copy(vec![-1.0f32; 8]).unwrap();
    let ops = adev.ops();
    for case in cases {
        let (says, results): (&str, [Result<(), String>; 4]) = match case {
            Bad::Plain(cfg, says) => (
                says,
                [
                    blas.checked_gemm(cfg, &a, &a, &mut c)
                        .map_err(|e| e.to_string()),
                    // SAFETY: nothing to uphold (the trait's # Safety); these are refused.
                    unsafe { blas.gemm(cfg, &a, &a, &mut c) }.map_err(|e| e.to_string()),
                    adev.gemm(&blas, cfg, &a, &a, &mut c)
                        .map(drop)
                        .map_err(|e| e.to_string()),
                    ops.gemm(&blas, cfg, &a, &a, &mut c)
                        .wait()
                        .map(drop)
                        .map_err(|e| e.to_string()),
                ],
            ),
            Bad::Batched(cfg, says) => (
                says,
                [
                    blas.checked_gemm_strided_batched(cfg, &a, &a, &mut c)
                        .map_err(|e| e.to_string()),
                    // SAFETY: as above.
                    unsafe { blas.gemm_strided_batched(cfg, &a, &a, &mut c) }
                        .map_err(|e| e.to_string()),
                    adev.gemm_strided_batched(&blas, cfg, &a, &a, &mut c)
                        .map(drop)
                        .map_err(|e| e.to_string()),
                    ops.gemm_strided_batched(&blas, cfg, &a, &a, &mut c)
                        .wait()
                        .map(drop)
                        .map_err(|e| e.to_string()),
                ],
            ),
        };
        let ways = ["checked", "the Gemm trait", "AsyncDevice", "a chain step"];
        for (way, r) in ways.iter().zip(results) {
            let e = r.expect_err(&format!("{way}: accepted where it should say {says:?}"));
            assert!(e.contains(says), "{way}: {e:?} does not say {says:?}");
        }
    }
    let got = dev.dtoh_sync_copy(&c).unwrap();
    assert!(got.iter().all(|&x| x == -1.0), "C after refusals: {got:?}");
}

/// The configurations `extreme_arguments_are_refused_alike_by_every_entry_point` tries, and
/// what each refusal must say.
fn extreme_cases() -> [Bad; 11] {
    let max = i32::MAX;
    let one = GemmConfig {
        m: 1,
        n: 1,
        k: 1,
        lda: 1,
        ldb: 1,
        ldc: 1,
        ..SQ
    };
    let sb = |batch_size, stride_a, stride_c| StridedBatchedConfig {
        gemm: one,
        batch_size,
        stride_a,
        stride_b: 0,
        stride_c,
    };
    [
        Bad::Plain(
            GemmConfig {
                m: max,
                lda: max,
                ldc: max,
                ..SQ
            },
            "A is 2147483647x2",
        ),
        Bad::Plain(
            GemmConfig { m: i32::MIN, ..SQ },
            "m = -2147483648 is negative",
        ),
        Bad::Plain(
            GemmConfig {
                lda: i32::MIN,
                ..SQ
            },
            "lda = -2147483648 is less than",
        ),
        Bad::Plain(
            GemmConfig { k: 0, lda: 0, ..SQ },
            "lda = 0 is less than the 2 rows",
        ),
        Bad::Plain(GemmConfig { m: 0, ldc: 0, ..SQ }, "ldc = 0 is less than"),
        Bad::Plain(
            GemmConfig {
                transa: OP_T,
                k: 3,
                ..SQ
            },
            "lda = 2 is less than the 3 rows",
        ),
        Bad::Plain(
            GemmConfig {
                transb: OP_T,
                n: 3,
                ..SQ
            },
            "ldb = 2 is less than the 3 rows",
        ),
        Bad::Batched(sb(max, 0, 1), "2147483647 matrices stride_c = 1 apart"),
        Bad::Batched(sb(i32::MIN, 0, 1), "batch_size = -2147483648 is negative"),
        Bad::Batched(
            sb(2, 0, i64::MIN),
            "stride_c = -9223372036854775808 is negative",
        ),
        Bad::Batched(sb(2, i64::MAX, 1), "A is 1x1 with lda = 1, 2 matrices"),
    ]
}

/// src/cublas/safe/small.rs: the crate's kernel "follows the reference BLAS where it
/// matters to callers: with `beta == 0` C is written without being read; with `alpha == 0`
/// or `k == 0` A and B are not read and alpha is not applied". Which
/// of the kernel and cuBLAS computes a product is the crate's choice (by size), so the
/// result must not depend on it: views at offsets (A and B one element in, C three in,
/// every leading dimension two past the rows, transposed B) on both sides of the bound
/// (17 x 9 x 5 and 300 x 9 x 5), in f32 and f64, with alpha 0 over NaN operands and beta 0
/// over a NaN C. Sound: the reference BLAS's result and the guards and padding untouched; a
/// hole: a write to a guard or padding row, or NaNs on one side of the bound only.
#[test]
fn views_at_offsets_give_the_reference_result_on_both_sides_of_the_small_bound() {
    let (dev, blas) = cublas!();
    for m in [17usize, 300] {
        for (alpha, beta, nan_ab, nan_c) in [
            (1.0, 0.5, false, false),
            (0.0, 0.5, true, false),
            (2.0, 0.0, false, true),
            (0.0, 0.0, true, true),
        ] {
            let p = Prod {
                tb: true,
                lda: m + 2,
                ldb: 11,
                ldc: m + 2,
                alpha,
                beta,
                ..plain(m, 9, 5)
            };
            let need = |ld: usize, cols: usize, rows: usize| ld * (cols - 1) + rows;
            let (na, nb, nc) = (need(p.lda, 5, m), need(11, 5, 9), need(p.ldc, 9, m));
            let mut a = ints(na + 2, 9);
            let mut b = ints(nb + 2, 10);
            let mut c0 = ints(nc + 2 * GUARD, 11);
            if nan_ab {
                (a[1], b[nb]) = (f64::NAN, f64::NAN);
            }
            if nan_c {
                for j in 0..9 {
                    c0[GUARD + j * p.ldc] = f64::NAN;
                }
            }
            let mut want = c0.clone();
            cpu(&p, &a[1..], &b[1..], &mut want[GUARD..]);
            let what = format!("m {m}, alpha {alpha}, beta {beta}");
            let cfg = cfg_of(&p);
            // f32.
            let (da, db) = (
                dev.htod_copy(f32s(&a)).unwrap(),
                dev.htod_copy(f32s(&b)).unwrap(),
            );
            let mut dc = dev.htod_copy(f32s(&c0)).unwrap();
            let (va, vb) = (da.slice(1..1 + na), db.slice(1..1 + nb));
            blas.checked_gemm(cfg, &va, &vb, &mut dc.slice_mut(GUARD..GUARD + nc))
                .unwrap();
            same(
                &f64s(&dev.dtoh_sync_copy(&dc).unwrap()),
                &want,
                &format!("f32, {what}"),
            );
            // f64.
            let cfg64 = retype(&cfg, alpha, beta);
            let (da, db) = (
                dev.htod_copy(a.clone()).unwrap(),
                dev.htod_copy(b.clone()).unwrap(),
            );
            let mut dc: CudaSlice<f64> = dev.htod_copy(c0.clone()).unwrap();
            let (va, vb) = (da.slice(1..1 + na), db.slice(1..1 + nb));
            blas.checked_gemm(cfg64, &va, &vb, &mut dc.slice_mut(GUARD..GUARD + nc))
                .unwrap();
            same(
                &dev.dtoh_sync_copy(&dc).unwrap(),
                &want,
                &format!("f64, {what}"),
            );
        }
    }
}
