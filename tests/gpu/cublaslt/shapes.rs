//! cuBLASLt's shapes: a stride without a batch size (or the reverse) is one matrix, a stride of
//! zero reuses A, and views and biases at odd offsets and strides (half precision too) are
//! multiplied right.

use crate::cublaslt::{plain, reference};
use crate::kernels::assert_close;
use crate::support::blas::random_f64;
use crate::support::cublaslt::cublaslt;
use cuda_driver::cublaslt::{CudaBlasLT, MatmulConfig};
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

/// Values that TF32 (a 10-bit mantissa) holds exactly: multiples of 1/8 in [-1, 1]. With
/// them, and sums of at most a few hundred such products, the f32 products here are exact
/// whatever the arithmetic cuBLASLt picks, so the tolerances below are only rounding's.
fn exact(n: usize, seed: u64) -> Vec<f64> {
    random_f64(n, seed)
        .into_iter()
        .map(|x| (x * 8.0).round() / 8.0)
        .collect()
}

fn f32s(v: &[f64]) -> Vec<f32> {
    v.iter().map(|&x| x as f32).collect()
}

/// Runs `cfg` with `checked_matmul` on buffers of the given lengths (random, exact in
/// TF32) and compares every element of C with the reference. `offset` elements of every
/// buffer are skipped: the operands are views that start there.
fn check(
    dev: &Arc<CudaDevice>,
    blas: &CudaBlasLT,
    cfg: MatmulConfig,
    lens: [usize; 4],
    offset: usize,
) {
    let [na, nb, nc, nbias] = lens;
    let (a, b, c) = (exact(na, 1), exact(nb, 2), exact(nc, 3));
    let bias = exact(nbias.max(1), 4);
    let with_bias = nbias > 0;
    let bias_ref = with_bias.then_some(bias.as_slice());
    let (want, _) = reference(&cfg, [&a, &b, &c], bias_ref, None);
    let up = |v: &[f64]| {
        let mut host = vec![0.0f32; offset];
        host.extend(f32s(v));
        dev.htod_sync_copy(&host).unwrap()
    };
    let (da, db, dbias) = (up(&a), up(&b), up(&bias));
    let mut dc = up(&c);
    let (va, vb, vbias) = (
        da.slice(offset..),
        db.slice(offset..),
        dbias.slice(offset..),
    );
    let mut vc = dc.slice_mut(offset..);
    let bias_arg = with_bias.then_some(&vbias);
    blas.checked_matmul(cfg, &va, &vb, &mut vc, bias_arg, None)
        .unwrap();
    let got: Vec<f64> = dev.dtoh_sync_copy(&dc).unwrap()[offset..]
        .iter()
        .map(|&x| f64::from(x))
        .collect();
    assert_close(&got, &want, 1e-5, &format!("{cfg:?} at offset {offset}"));
}

/// `CudaBlasLT::checked_matmul`: "a stride without a batch size, or the reverse, is one
/// matrix" (as cudarc): buffers of one matrix are enough, and one product is computed.
#[test]
fn a_stride_without_a_batch_size_or_the_reverse_is_one_matrix() {
    let (dev, blas) = cublaslt!();
    let one = MatmulConfig {
        alpha: 1.5,
        beta: 0.5,
        ..plain(6, 5, 4)
    };
    let lens = [24, 20, 30, 6];
    let strides_only = MatmulConfig {
        stride_a: Some(24),
        stride_b: Some(20),
        stride_c: Some(30),
        stride_bias: Some(6),
        ..one
    };
    check(&dev, &blas, strides_only, lens, 0);
    let count_only = MatmulConfig {
        batch_size: Some(3),
        ..one
    };
    check(&dev, &blas, count_only, lens, 0);
}

/// `checked_matmul`: "A stride of 0 for A or B uses one matrix for every batch"
/// (tests/gpu/cublaslt/products.rs broadcasts B): here A, with B transposed and a bias per batch.
#[test]
fn a_stride_of_zero_for_a_uses_one_a_for_every_batch() {
    let (dev, blas) = cublaslt!();
    let (m, n, k) = (7u64, 6u64, 5u64);
    let cfg = MatmulConfig {
        transb: true,
        ldb: n as i64,
        alpha: 0.5,
        beta: 2.0,
        stride_a: Some(0),
        stride_b: Some((n * k) as i64),
        stride_c: Some((m * n) as i64),
        stride_bias: Some(m as i64),
        batch_size: Some(3),
        ..plain(m, n, k)
    };
    let lens = [
        (m * k) as usize,
        3 * (n * k) as usize,
        3 * (m * n) as usize,
        3 * m as usize,
    ];
    check(&dev, &blas, cfg, lens, 0);
}

/// CHANGELOG: "the search for an algorithm is told each pointer's alignment". Views that
/// start one element into their buffers (4-byte aligned, where cuBLASLt assumes 256) are
/// multiplied right, with a batch whose strides are odd too (each batch's matrices are
/// then only 4-byte aligned). Were the alignment not told, an algorithm using wide loads
/// could fault (which ends this process) or compute wrong values.
#[test]
fn views_at_odd_offsets_and_odd_strides_are_multiplied_right() {
    let (dev, blas) = cublaslt!();
    let (m, n, k) = (64u64, 48u64, 32u64);
    let cfg = plain(m, n, k);
    let lens = [(m * k) as usize, (k * n) as usize, (m * n) as usize, 0];
    check(&dev, &blas, cfg, lens, 1);
    let odd = MatmulConfig {
        transa: true,
        lda: k as i64 + 1,
        ldb: k as i64 + 1,
        ldc: m as i64 + 1,
        stride_a: Some(((k + 1) * m + 3) as i64),
        stride_b: Some(((k + 1) * n + 1) as i64),
        stride_c: Some(((m + 1) * n + 5) as i64),
        batch_size: Some(3),
        ..cfg
    };
    let span = |ld: u64, cols: u64, stride: u64| (2 * stride + ld * cols) as usize;
    let lens = [
        span(k + 1, m, (k + 1) * m + 3),
        span(k + 1, n, (k + 1) * n + 1),
        span(m + 1, n, (m + 1) * n + 5),
        0,
    ];
    check(&dev, &blas, odd, lens, 1);
}

/// As above, for the bias: a bias view that starts one element into its buffer. The
/// search is told the alignments of A, B and C only (src/cublaslt/safe/descriptors.rs,
/// `MatmulPref::new`), not the bias's.
#[test]
fn a_bias_view_at_an_odd_offset_is_added_right() {
    let (dev, blas) = cublaslt!();
    let cfg = MatmulConfig {
        beta: 1.0,
        ..plain(64, 32, 16)
    };
    check(&dev, &blas, cfg, [64 * 16, 16 * 32, 64 * 32, 64], 1);
    // Three batches, each with its bias 65 elements after the last's: all but one odd.
    let batched = MatmulConfig {
        stride_a: Some(64 * 16),
        stride_b: Some(0),
        stride_c: Some(64 * 32),
        stride_bias: Some(65),
        batch_size: Some(3),
        ..cfg
    };
    let lens = [3 * 64 * 16, 16 * 32, 3 * 64 * 32, 2 * 65 + 64];
    check(&dev, &blas, batched, lens, 1);
}

/// As above, in half precision: views two bytes off the alignment cuBLASLt assumes, the
/// bias's too, against the CPU (inputs exact in f16; the sums within f16's rounding).
#[cfg(feature = "f16")]
#[test]
fn half_precision_views_at_odd_offsets_are_multiplied_right() {
    use half::f16;
    let (dev, blas) = cublaslt!();
    let cfg = MatmulConfig {
        beta: 1.0,
        ..plain(32, 24, 16)
    };
    let (a, b, c, bias) = (exact(513, 5), exact(385, 6), exact(769, 7), exact(33, 8));
    let (want, _) = reference(&cfg, [&a[1..], &b[1..], &c[1..]], Some(&bias[1..]), None);
    let h = |v: &[f64]| {
        let v: Vec<f16> = v.iter().map(|&x| f16::from_f64(x)).collect();
        dev.htod_sync_copy(&v).unwrap()
    };
    let (da, db, dbias) = (h(&a), h(&b), h(&bias));
    let mut dc = h(&c);
    let (va, vb, vbias) = (da.slice(1..), db.slice(1..), dbias.slice(1..));
    blas.checked_matmul(cfg, &va, &vb, &mut dc.slice_mut(1..), Some(&vbias), None)
        .unwrap();
    let got: Vec<f64> = dev.dtoh_sync_copy(&dc).unwrap()[1..]
        .iter()
        .map(|x| x.to_f64())
        .collect();
    assert_eq!(dev.dtoh_sync_copy(&dc).unwrap()[0], f16::from_f64(c[0]));
    assert_close(&got, &want, 2e-3, "f16 views at element 1");
}
