//! cuBLASLt products against a CPU reference: f32 in the four transpositions, f16 and bf16, bias
//! and activations, batches with strides, an empty product, and the unsafe `matmul`.

use crate::cublaslt::{bufs, config, reference};
use crate::kernels::random_f32;
use crate::support::cublaslt::cublaslt;
use cuda_driver::cublaslt::sys::cublasStatus_t;
use cuda_driver::cublaslt::{Activation, CudaBlasLT, Matmul, MatmulConfig};
use cuda_driver::driver::{CudaDevice, DeviceRepr, ValidAsZeroBits};
use std::sync::Arc;

/// An element type, with the tolerance of its products relative to the sum of the magnitudes
/// of their terms: `f32` is computed in TF32 (a 10-bit mantissa), `f16` and `bf16` are stored
/// with 10 and 7.
trait Elem: DeviceRepr + ValidAsZeroBits + Copy + Default + Unpin + std::fmt::Debug {
    const TOL: f64;
    fn of(x: f64) -> Self;
    fn f64(self) -> f64;
}

impl Elem for f32 {
    const TOL: f64 = 1e-2;
    fn of(x: f64) -> Self {
        x as f32
    }
    fn f64(self) -> f64 {
        self as f64
    }
}

#[cfg(feature = "f16")]
impl Elem for half::f16 {
    const TOL: f64 = 1e-2;
    fn of(x: f64) -> Self {
        half::f16::from_f64(x)
    }
    fn f64(self) -> f64 {
        self.to_f64()
    }
}

#[cfg(feature = "f16")]
impl Elem for half::bf16 {
    const TOL: f64 = 1e-2;
    fn of(x: f64) -> Self {
        half::bf16::from_f64(x)
    }
    fn f64(self) -> f64 {
        self.to_f64()
    }
}

/// Elements each buffer needs for `cfg`: A, B, C and the bias (batches included).
fn sizes(cfg: &MatmulConfig) -> [usize; 4] {
    let batches = cfg.batch_size.unwrap_or(1).max(1) as usize;
    let span = |rows: u64, cols: u64, ld: i64, stride: Option<i64>| {
        let one = ld as usize * (cols as usize - 1) + rows as usize;
        one + stride.unwrap_or(0) as usize * (batches - 1)
    };
    let (ar, ac) = if cfg.transa {
        (cfg.k, cfg.m)
    } else {
        (cfg.m, cfg.k)
    };
    let (br, bc) = if cfg.transb {
        (cfg.n, cfg.k)
    } else {
        (cfg.k, cfg.n)
    };
    [
        span(ar, ac, cfg.lda, cfg.stride_a),
        span(br, bc, cfg.ldb, cfg.stride_b),
        span(cfg.m, cfg.n, cfg.ldc, cfg.stride_c),
        cfg.m as usize + cfg.stride_bias.unwrap_or(0) as usize * (batches - 1),
    ]
}

/// Runs `cfg` on random inputs (the bias when `with_bias`) with `checked_matmul`, and compares
/// every element of C with the reference, from the inputs as rounded to `T`.
fn check_case<T: Elem>(
    dev: &Arc<CudaDevice>,
    blas: &CudaBlasLT,
    cfg: MatmulConfig,
    with_bias: bool,
    act: Option<&Activation>,
) where
    CudaBlasLT: Matmul<T>,
{
    let [na, nb, nc, nbias] = sizes(&cfg);
    let host = |n: usize, seed: u64| -> Vec<T> {
        random_f32(n, seed)
            .into_iter()
            .map(|x| T::of(x as f64))
            .collect()
    };
    let (a, b, c, bias) = (host(na, 1), host(nb, 2), host(nc, 3), host(nbias, 4));
    let f = |v: &[T]| v.iter().map(|x| x.f64()).collect::<Vec<f64>>();
    let (a64, b64, c64, bias64) = (f(&a), f(&b), f(&c), f(&bias));
    let bias_ref = with_bias.then_some(bias64.as_slice());
    let (want, scale) = reference(&cfg, [&a64, &b64, &c64], bias_ref, act);
    let (a, b, bias) = (
        dev.htod_sync_copy(&a).unwrap(),
        dev.htod_sync_copy(&b).unwrap(),
        dev.htod_sync_copy(&bias).unwrap(),
    );
    let mut c = dev.htod_sync_copy(&c).unwrap();
    blas.checked_matmul(cfg, &a, &b, &mut c, with_bias.then_some(&bias), act)
        .unwrap();
    let got = f(&dev.dtoh_sync_copy(&c).unwrap());
    for (i, ((g, w), s)) in got.iter().zip(&want).zip(&scale).enumerate() {
        let ok = if *s == 0.0 {
            g == w
        } else {
            (g - w).abs() <= T::TOL * s
        };
        assert!(
            ok,
            "{}: element {i} is {g}, want {w} (scale {s}) for {cfg:?}",
            std::any::type_name::<T>()
        );
    }
}

const TRANSPOSES: [(bool, bool); 4] = [(false, false), (true, false), (false, true), (true, true)];

#[test]
fn f32_products_match_the_cpu_in_all_four_transpositions() {
    let (dev, blas) = cublaslt!();
    for t in TRANSPOSES {
        check_case::<f32>(&dev, &blas, config(5, 7, 3, t, 0), false, None);
        check_case::<f32>(&dev, &blas, config(33, 17, 40, t, 3), false, None);
    }
}

#[cfg(feature = "f16")]
#[test]
fn f16_and_bf16_products_match_the_cpu() {
    let (dev, blas) = cublaslt!();
    for t in TRANSPOSES {
        check_case::<half::f16>(&dev, &blas, config(8, 6, 16, t, 0), true, None);
        check_case::<half::bf16>(&dev, &blas, config(8, 6, 16, t, 2), true, None);
    }
    let relu = Some(&Activation::Relu);
    check_case::<half::f16>(&dev, &blas, config(24, 8, 32, (true, false), 0), true, relu);
    check_case::<half::bf16>(
        &dev,
        &blas,
        config(24, 8, 32, (false, true), 0),
        false,
        relu,
    );
}

#[test]
fn bias_and_activations_are_applied() {
    let (dev, blas) = cublaslt!();
    let cfg = config(16, 9, 12, (false, false), 0);
    for act in [None, Some(Activation::Relu), Some(Activation::Gelu)] {
        check_case::<f32>(&dev, &blas, cfg, true, act.as_ref());
        check_case::<f32>(&dev, &blas, cfg, false, act.as_ref());
    }
}

#[test]
fn batches_with_strides_broadcast_and_gaps() {
    let (dev, blas) = cublaslt!();
    let (m, n, k) = (6u64, 5u64, 4u64);
    for t in TRANSPOSES {
        // A: one matrix after another; B: one matrix for every batch (stride 0); C: a gap of 3
        // elements between batches, which the product must leave as they were; the bias: one
        // per batch.
        let cfg = MatmulConfig {
            stride_a: Some((m * k) as i64),
            stride_b: Some(0),
            stride_c: Some((m * n + 3) as i64),
            stride_bias: Some(m as i64),
            batch_size: Some(3),
            ..config(m, n, k, t, 0)
        };
        check_case::<f32>(&dev, &blas, cfg, true, Some(&Activation::Relu));
        // C's batches side by side in each column.
        let side = MatmulConfig {
            ldc: (3 * m + 1) as i64,
            stride_c: Some(m as i64),
            stride_bias: None,
            ..cfg
        };
        check_case::<f32>(&dev, &blas, side, true, None);
    }
}

#[test]
fn an_empty_product_does_nothing() {
    let (dev, blas) = cublaslt!();
    let mut x = bufs(&dev, [20, 15, 12, 4]);
    for cfg in [
        MatmulConfig { m: 0, ..x.cfg },
        MatmulConfig { n: 0, ..x.cfg },
        MatmulConfig {
            batch_size: Some(0),
            ..x.cfg
        },
    ] {
        blas.checked_matmul(cfg, &x.a, &x.b, &mut x.c, Some(&x.bias), None)
            .unwrap();
    }
    assert!(dev.dtoh_sync_copy(&x.c).unwrap().iter().all(|&v| v == 9.0));
}

#[test]
fn the_unsafe_matmul_is_the_same_checked_product() {
    let (dev, blas) = cublaslt!();
    let mut x = bufs(&dev, [20, 15, 12, 4]);
    // SAFETY: nothing to promise: the arguments are checked (this one is refused).
    let e = unsafe {
        blas.matmul(
            MatmulConfig { lda: 1, ..x.cfg },
            &x.a,
            &x.b,
            &mut x.c,
            None,
            None,
        )
    };
    assert_eq!(
        e.unwrap_err().0,
        cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE
    );
    let cfg = MatmulConfig { beta: 0.0, ..x.cfg };
    // SAFETY: as above.
    unsafe { blas.matmul(cfg, &x.a, &x.b, &mut x.c, Some(&x.bias), None) }.unwrap();
    // Every element: 1.5 * (5 ones) + the bias 1.
    assert!(dev.dtoh_sync_copy(&x.c).unwrap().iter().all(|&v| v == 8.5));
}
