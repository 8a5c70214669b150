//! cuBLAS's `CudaBlas` (feature `cublas`): products against a CPU reference in every
//! transposition, batched with strides, gemv with increments, the refusals, and products
//! ordered with other work on their buffers across streams and threads (a product in a
//! captured graph is in tests/gpu_graphs/cublas.rs). Skips without
//! a GPU, or without cuBLAS (`REQUIRE_CUBLAS=1` makes that a failure).

use crate::kernels::{SLOW, assert_close, filled, random_f32, slow_kernels};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::cublas::sys::{cublasOperation_t, cublasPointerMode_t, cublasStatus_t};
use cuda_driver::cublas::{CudaBlas, Gemm, GemmConfig, GemvConfig, StridedBatchedConfig};
use cuda_driver::driver::{CudaDevice, CudaSlice};
use futures_lite::future::block_on;
use std::sync::{Arc, mpsc};

use cublasOperation_t::{CUBLAS_OP_N as OP_N, CUBLAS_OP_T as OP_T};

/// The device and a handle, or a skip (no GPU, or no cuBLAS).
pub(crate) fn fixture() -> Option<(Arc<CudaDevice>, CudaBlas)> {
    let dev = crate::support::device()?;
    match CudaBlas::new(dev.clone()) {
        Ok(blas) => Some((dev, blas)),
        Err(e) => {
            crate::support::skip("cuBLAS", "REQUIRE_CUBLAS", &e.to_string());
            None
        }
    }
}

/// `let (dev, blas) = cublas!();`: the fixture, or return from the test (a skip).
macro_rules! cublas {
    () => {
        match $crate::cublas::fixture() {
            Some(f) => f,
            None => return,
        }
    };
}
pub(crate) use cublas;

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

#[test]
fn every_transposition_matches_the_cpu_in_f32_and_f64() {
    let (dev, blas) = cublas!();
    // Past the small-product bounds (cuBLAS's); tests/gpu/cublas_small.rs has the small ones.
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

#[test]
fn bad_dimensions_are_refused_naming_the_argument_and_leave_c_untouched() {
    let (dev, blas) = cublas!();
    let (cfg, [la, lb, lc]) = config(OP_N, OP_N, 8, 8, 8);
    let cfg = GemmConfig {
        alpha: 1.0f32,
        beta: 0.0,
        ..as_f32(&cfg)
    };
    let a = dev.htod_copy(vec![1.0f32; la]).unwrap();
    let b = dev.htod_copy(vec![1.0f32; lb]).unwrap();
    let mut c = dev.htod_copy(vec![-1.0f32; lc]).unwrap();
    let cases: Vec<(GemmConfig<f32>, &str)> = vec![
        (GemmConfig { k: 9, ..cfg }, "A is 8x9"),
        (GemmConfig { n: 9, ..cfg }, "B is 8x9"),
        (
            GemmConfig { lda: 7, ..cfg },
            "lda = 7 is less than the 8 rows of A",
        ),
        (GemmConfig { ldc: 11, ..cfg }, "C is 8x8 with ldc = 11"),
        (GemmConfig { m: -1, ..cfg }, "m = -1 is negative"),
        (
            GemmConfig {
                transa: cublasOperation_t::CUBLAS_OP_CONJG,
                ..cfg
            },
            "transa = CUBLAS_OP_CONJG is not supported",
        ),
        (
            GemmConfig {
                transa: OP_T,
                m: 9,
                ..cfg
            },
            "A is 8x9",
        ),
    ];
    for (bad, says) in cases {
        let e = blas.checked_gemm(bad, &a, &b, &mut c).unwrap_err();
        assert_eq!(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
        let msg = e.to_string();
        assert!(msg.contains(says), "{msg:?} does not say {says:?}");
        assert!(msg.contains("while computing a f32 gemm"), "{msg}");
    }
    // A needs lda * (k - 1) + m = 78 of its 80 elements (the last column's padding is not read).
    let short = dev.htod_copy(vec![1.0f32; la - 3]).unwrap();
    assert!(
        blas.checked_gemm(cfg, &short, &b, &mut c)
            .unwrap_err()
            .to_string()
            .contains("but its buffer has")
    );
    let batched = |stride_c, batch_size| StridedBatchedConfig {
        gemm: GemmConfig {
            m: 4,
            n: 4,
            k: 4,
            lda: 4,
            ldb: 4,
            ldc: 4,
            ..cfg
        },
        batch_size,
        stride_a: 0,
        stride_b: 0,
        stride_c,
    };
    let e = blas
        .checked_gemm_strided_batched(batched(8, 4), &a, &b, &mut c)
        .unwrap_err();
    assert!(e.to_string().contains("overlap"), "{e}");
    let e = blas
        .checked_gemm_strided_batched(batched(16, -2), &a, &b, &mut c)
        .unwrap_err();
    assert!(e.to_string().contains("batch_size = -2 is negative"), "{e}");
    let gemv = GemvConfig {
        trans: OP_N,
        m: 8,
        n: 8,
        alpha: 1.0f32,
        lda: 8,
        incx: 0,
        beta: 0.0,
        incy: 1,
    };
    let e = blas.checked_gemv(gemv, &a, &b, &mut c).unwrap_err();
    assert!(e.to_string().contains("incx is 0"), "{e}");
    let e = blas
        .checked_gemv(GemvConfig { incx: 20, ..gemv }, &a, &b, &mut c)
        .unwrap_err();
    assert!(
        e.to_string().contains("x has 8 elements incx = 20 apart"),
        "{e}"
    );
    assert_eq!(
        dev.dtoh_sync_copy(&c).unwrap(),
        vec![-1.0f32; lc],
        "a refused product wrote C"
    );
}

#[test]
fn buffers_of_another_device_object_are_refused() {
    let (dev, blas) = cublas!();
    let other = CudaDevice::new(0).unwrap();
    let a = other.htod_copy(vec![1.0f32; 4]).unwrap();
    let b = dev.htod_copy(vec![1.0f32; 4]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(4).unwrap();
    let cfg = GemmConfig {
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
    let e = blas.checked_gemm(cfg, &a, &b, &mut c).unwrap_err();
    assert_eq!(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
    assert!(e.to_string().contains("A"), "{e}");
    let stream = other.fork_default_stream().unwrap();
    // SAFETY: nothing to uphold (see CudaBlas::set_stream).
    assert!(unsafe { blas.set_stream(Some(&stream)) }.is_err());
    blas.checked_gemm(cfg, &b, &b, &mut c).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&c).unwrap(), [2.0; 4]);
}

/// A 2048 x 2048 f32 matrix is `N` elements: C = A B with B all ones makes every element of
/// column j of C the sum of row i of A, 2048 * a for A all `a`.
pub(crate) const SIDE: i32 = 2048;
pub(crate) const SQUARE: GemmConfig<f32> = GemmConfig {
    transa: OP_N,
    transb: OP_N,
    m: SIDE,
    n: SIDE,
    k: SIDE,
    alpha: 1.0,
    lda: SIDE,
    ldb: SIDE,
    beta: 0.0,
    ldc: SIDE,
};

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

#[test]
fn a_product_waits_for_a_slow_write_of_its_input_on_another_stream() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    for cfg in ORDERED {
        let mut a: CudaSlice<f32> = filled(&dev, 0.0);
        let b = filled(&dev, 1.0);
        let mut c = filled(&dev, -1.0);
        k.fill(Some(&stream), &mut a, 1.0, SLOW);
        blas.checked_gemm(cfg, &a, &b, &mut c).unwrap();
        let v = dev.dtoh_sync_copy(&c).unwrap();
        assert_c(&v, &cfg, 1.0, -1.0, "C after a slow write of A");
    }
}

#[test]
fn a_product_waits_for_a_slow_read_of_its_output_on_another_stream() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    for cfg in ORDERED {
        let a = filled(&dev, 1.0);
        let mut c = filled(&dev, 5.0);
        let mut seen = filled(&dev, 0.0);
        // Copies C slowly on the other stream: a product that overtook it would change what
        // it reads.
        k.slow_copy(Some(&stream), &mut seen, &c);
        blas.checked_gemm(cfg, &a, &a, &mut c).unwrap();
        crate::kernels::assert_all(
            &dev.dtoh_sync_copy(&seen).unwrap(),
            5.0,
            "the slow reader of C",
        );
        assert_c(&dev.dtoh_sync_copy(&c).unwrap(), &cfg, 1.0, 5.0, "C");
    }
}

#[test]
fn a_read_on_another_thread_waits_for_the_product() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    for cfg in ORDERED {
        let (tx, rx) = mpsc::channel();
        let (dev, blas, k) = (&dev, &blas, &k);
        std::thread::scope(|s| {
            s.spawn(move || {
                // On this thread's stream: a slow write of A, then the product after it.
                let mut a = filled(dev, 0.0);
                k.fill(None, &mut a, 2.0, SLOW);
                let b = filled(dev, 1.0);
                let mut c = filled(dev, -1.0);
                blas.checked_gemm(cfg, &a, &b, &mut c).unwrap();
                tx.send(c).unwrap();
            });
            s.spawn(move || {
                let c = rx.recv().unwrap();
                let v = dev.dtoh_sync_copy(&c).unwrap();
                assert_c(&v, &cfg, 2.0, -1.0, "C read on another thread");
            });
        });
    }
}

#[test]
fn products_from_several_threads_on_one_handle_are_each_right() {
    let (dev, blas) = cublas!();
    let (dev, blas) = (&dev, &blas);
    // k = 64 runs on the crate's kernel, k = 257 on cuBLAS (which switches the handle's stream
    // and workspace from thread to thread).
    std::thread::scope(|s| {
        for (t, k) in [(1, 64), (2, 64), (3, 257), (4, 257), (5, 257), (6, 64)] {
            s.spawn(move || {
                let a = dev.htod_copy(vec![t as f32; 64 * k]).unwrap();
                let b = dev.htod_copy(vec![1.0f32; k * 64]).unwrap();
                let cfg = GemmConfig {
                    k: k as i32,
                    ldb: k as i32,
                    ..ORDERED[1]
                };
                for round in 0..20 {
                    let mut c = dev.alloc_zeros::<f32>(64 * 64).unwrap();
                    blas.checked_gemm(
                        GemmConfig {
                            alpha: round as f32,
                            ..cfg
                        },
                        &a,
                        &b,
                        &mut c,
                    )
                    .unwrap();
                    let want = (t * k * round) as f32;
                    crate::kernels::assert_all(
                        &dev.dtoh_sync_copy(&c).unwrap(),
                        want,
                        "a thread's product",
                    );
                }
            });
        }
    });
}

#[test]
fn the_device_pointer_mode_is_refused_by_products_that_take_host_scalars() {
    let (dev, blas) = cublas!();
    let a = dev.htod_copy(vec![1.0f32; 4]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(4).unwrap();
    let cfg = GemmConfig {
        m: 2,
        n: 2,
        k: 2,
        lda: 2,
        ldb: 2,
        ldc: 2,
        ..SQUARE
    };
    blas.set_pointer_mode(cublasPointerMode_t::CUBLAS_POINTER_MODE_DEVICE)
        .unwrap();
    let e = blas.checked_gemm(cfg, &a, &a, &mut c).unwrap_err();
    assert!(e.to_string().contains("CUBLAS_POINTER_MODE_DEVICE"), "{e}");
    blas.set_pointer_mode(cublasPointerMode_t::CUBLAS_POINTER_MODE_HOST)
        .unwrap();
    blas.checked_gemm(cfg, &a, &a, &mut c).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&c).unwrap(), [2.0; 4]);
}

#[test]
fn products_on_a_set_stream_are_ordered_with_the_threads_stream() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    // SAFETY: nothing to uphold (see CudaBlas::set_stream).
    unsafe { blas.set_stream(Some(&stream)) }.unwrap();
    let mut a = filled(&dev, 0.0);
    k.fill(None, &mut a, 3.0, SLOW); // on this thread's stream
    let b = filled(&dev, 1.0);
    let mut c = filled(&dev, -1.0);
    blas.checked_gemm(SQUARE, &a, &b, &mut c).unwrap(); // on `stream`
    // SAFETY: as above.
    unsafe { blas.set_stream(None) }.unwrap();
    crate::kernels::assert_all(&dev.dtoh_sync_copy(&c).unwrap(), 3.0 * SIDE as f32, "C");
}

#[test]
fn dropping_the_handle_right_after_a_product_keeps_the_result() {
    let (dev, blas) = cublas!();
    let a = filled(&dev, 1.0);
    let mut c = filled(&dev, 0.0);
    blas.checked_gemm(SQUARE, &a, &a, &mut c).unwrap();
    drop(blas);
    crate::kernels::assert_all(&dev.dtoh_sync_copy(&c).unwrap(), SIDE as f32, "C");
    dev.synchronize().unwrap();
}

/// The device, an adapter and a handle, or a skip.
pub(crate) fn async_fixture() -> Option<(Arc<CudaDevice>, AsyncDevice, CudaBlas)> {
    let (dev, blas) = fixture()?;
    Some((dev.clone(), AsyncDevice::new(dev).unwrap(), blas))
}

macro_rules! async_cublas {
    () => {
        match async_fixture() {
            Some(f) => f,
            None => return,
        }
    };
}

#[test]
fn awaited_products_match_the_cpu_and_the_sync_ones() {
    let (dev, adev, blas) = async_cublas!();
    block_on(async {
        // On the crate's kernel, then on cuBLAS.
        for m in [9, 300] {
            let (cfg, [la, lb, lc]) = config(OP_T, OP_N, m, 6, 4);
            let (a, b, c0) = (rand64(la, 21), rand64(lb, 22), rand64(lc, 23));
            let mut want = c0.clone();
            gemm_cpu(&cfg, &a, &b, &mut want);
            let (da, db) = (
                adev.htod_copy(a).await.unwrap(),
                adev.htod_copy(b).await.unwrap(),
            );
            let mut dc = adev.htod_copy(c0).await.unwrap();
            adev.gemm(&blas, cfg, &da, &db, &mut dc)
                .unwrap()
                .await
                .unwrap();
            assert_close(
                &adev.dtoh_copy(&dc).await.unwrap(),
                &want,
                1e-12,
                &format!("awaited gemm, m = {m}"),
            );
        }

        let gemv = GemvConfig {
            trans: OP_N,
            m: 3,
            n: 2,
            alpha: 1.0,
            lda: 3,
            incx: 1,
            beta: 0.0,
            incy: 1,
        };
        let mut y = adev.alloc_zeros::<f64>(3).await.unwrap();
        let x = adev.htod_copy(vec![1.0f64, 1.0]).await.unwrap();
        let m = adev
            .htod_copy(vec![1.0f64, 2.0, 3.0, 4.0, 5.0, 6.0])
            .await
            .unwrap();
        adev.gemv(&blas, gemv, &m, &x, &mut y)
            .unwrap()
            .await
            .unwrap();
        assert_eq!(adev.dtoh_copy(&y).await.unwrap(), [5.0, 7.0, 9.0]);

        let gemm = GemmConfig {
            m: 2,
            n: 2,
            k: 2,
            lda: 2,
            ldb: 2,
            ldc: 2,
            ..SQUARE
        };
        let cfg = StridedBatchedConfig {
            gemm,
            batch_size: 3,
            stride_a: 4,
            stride_b: 0,
            stride_c: 4,
        };
        let ones = adev.htod_copy(vec![1.0f32; 12]).await.unwrap();
        let mut out = adev.alloc_zeros::<f32>(12).await.unwrap();
        adev.gemm_strided_batched(&blas, cfg, &ones, &ones, &mut out)
            .unwrap()
            .await
            .unwrap();
        assert_eq!(adev.dtoh_copy(&out).await.unwrap(), vec![2.0f32; 12]);
    });
    let e = adev.gemm(
        &blas,
        GemmConfig {
            k: SIDE + 1,
            ..SQUARE
        },
        &filled(&dev, 1.0),
        &filled(&dev, 1.0),
        &mut filled(&dev, 0.0),
    );
    assert!(
        e.unwrap_err().to_string().contains("A is"),
        "an async product is checked too"
    );
}

#[test]
fn an_awaited_product_is_ordered_with_slow_work_on_other_streams_both_ways() {
    let (dev, adev, blas) = async_cublas!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    for cfg in ORDERED {
        let mut a = filled(&dev, 0.0);
        let b = filled(&dev, 1.0);
        let mut c = filled(&dev, 5.0);
        let mut seen = filled(&dev, 0.0);
        k.fill(Some(&stream), &mut a, 1.0, SLOW);
        k.slow_copy(Some(&stream), &mut seen, &c);
        let product = adev.gemm(&blas, cfg, &a, &b, &mut c).unwrap();
        // A sync read on this thread waits for the product, awaited or not.
        let v = dev.dtoh_sync_copy(&c).unwrap();
        assert_c(&v, &cfg, 1.0, 5.0, "C read before the future");
        crate::kernels::assert_all(
            &dev.dtoh_sync_copy(&seen).unwrap(),
            5.0,
            "the slow reader of C",
        );
        block_on(product).unwrap();
    }
}

#[test]
fn dropped_and_forgotten_futures_and_buffers_dropped_in_flight_keep_the_results() {
    let (dev, adev, blas) = async_cublas!();
    let k = slow_kernels(&dev);
    for cfg in ORDERED {
        let b = filled(&dev, 1.0);
        let mut a = filled(&dev, 0.0);
        k.fill(None, &mut a, 1.0, SLOW);
        let mut c1 = filled(&dev, -1.0);
        drop(adev.gemm(&blas, cfg, &a, &b, &mut c1).unwrap());
        let mut c2 = filled(&dev, -1.0);
        std::mem::forget(adev.gemm(&blas, cfg, &a, &b, &mut c2).unwrap());
        // Inputs and output freed while the product may still run: their frees wait for it.
        let mut c3 = filled(&dev, -1.0);
        let f = adev.gemm(&blas, cfg, &a, &b, &mut c3).unwrap();
        drop(c3);
        drop(a);
        block_on(f).unwrap();
        let v = dev.dtoh_sync_copy(&c1).unwrap();
        assert_c(&v, &cfg, 1.0, -1.0, "after a dropped future");
        let v = dev.dtoh_sync_copy(&c2).unwrap();
        assert_c(&v, &cfg, 1.0, -1.0, "after a forgotten future");
        dev.synchronize().unwrap();
    }
}

#[test]
fn an_adapter_of_another_device_object_is_refused() {
    let (dev, blas) = cublas!();
    let other = AsyncDevice::new(CudaDevice::new(0).unwrap()).unwrap();
    let a = dev.htod_copy(vec![1.0f32; 4]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(4).unwrap();
    let cfg = GemmConfig {
        m: 2,
        n: 2,
        k: 2,
        lda: 2,
        ldb: 2,
        ldc: 2,
        ..SQUARE
    };
    let e = other.gemm(&blas, cfg, &a, &a, &mut c).unwrap_err();
    assert_eq!(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
    assert!(e.to_string().contains("AsyncDevice"), "{e}");
}

#[test]
fn a_product_inside_a_chain_awaited_once_is_ordered_with_its_other_steps() {
    use cuda_driver::r#async::Op;
    let (dev, adev, blas) = async_cublas!();
    let k = slow_kernels(&dev);
    let ops = adev.ops();
    let stream = dev.fork_default_stream().unwrap();
    // A slow write of A on another stream; then one chain: the product, a device copy of C,
    // and the download of the copy.
    let b = filled(&dev, 1.0);
    for cfg in ORDERED {
        let mut a = filled(&dev, 0.0);
        k.fill(Some(&stream), &mut a, 1.0, SLOW);
        let mut c = filled(&dev, -1.0);
        let mut copy = filled(&dev, -2.0);
        let out = ops
            .gemm(&blas, cfg, &a, &b, &mut c)
            .then(|c| ops.dtod_copy(&*c, &mut copy))
            .then(|copy| ops.dtoh_copy(copy))
            .wait()
            .unwrap();
        assert_c(&out, &cfg, 1.0, -1.0, "the chain's product");
    }
    let (a, mut c) = (filled(&dev, 1.0), filled(&dev, -1.0));
    // A refused product fails the chain with the cuBLAS error's message.
    let e = ops
        .gemm(
            &blas,
            GemmConfig {
                k: SIDE + 1,
                ..SQUARE
            },
            &a,
            &b,
            &mut c,
        )
        .wait()
        .unwrap_err();
    assert!(e.to_string().contains("A is"), "{e}");
}

#[test]
fn a_chain_product_dropped_right_after_its_enqueue_is_still_waited_for() {
    use cuda_driver::r#async::Op;
    let (dev, adev, blas) = async_cublas!();
    // An idle adapter stream: the step enqueues nothing before the product, so only the
    // product's own place in the stream orders the reads after it.
    for round in 0..3 {
        let a = filled(&dev, 1.0);
        let mut c = filled(&dev, -1.0);
        adev.synchronize().wait().unwrap();
        let f = adev.ops().gemm(&blas, SQUARE, &a, &a, &mut c).run();
        drop(f);
        let v = dev.dtoh_sync_copy(&c).unwrap();
        crate::kernels::assert_all(
            &v,
            SIDE as f32,
            &format!("round {round}: C read after the dropped chain"),
        );
    }
}
