//! cuBLASLt's `CudaBlasLT` (feature `cublaslt`): products against a CPU reference (every
//! element, the four transpositions, leading dimensions wider than the rows, bias and
//! activations, batches with strides, `f16` and `bf16` with the feature `f16`), the refusals of
//! bad arguments (each naming the argument, with the output untouched), and products ordered
//! with other work on their buffers across streams and threads. Skips without a GPU, or
//! without cuBLASLt (`REQUIRE_CUBLASLT=1` makes that a failure).

use crate::kernels::{N, SLOW, filled, random_f32, slow_kernels};
use cuda_driver::cublaslt::sys::cublasStatus_t;
use cuda_driver::cublaslt::{Activation, CudaBlasLT, Matmul, MatmulConfig};
use cuda_driver::driver::{CudaDevice, CudaSlice, DeviceRepr, ValidAsZeroBits};
use std::sync::{Arc, mpsc};

/// The device and a handle, or a skip (no GPU, or no cuBLASLt).
pub(crate) fn fixture() -> Option<(Arc<CudaDevice>, CudaBlasLT)> {
    let dev = crate::support::device()?;
    match CudaBlasLT::new(dev.clone()) {
        Ok(blas) => Some((dev, blas)),
        Err(e) => {
            crate::support::skip("cuBLASLt", "REQUIRE_CUBLASLT", &e.to_string());
            None
        }
    }
}

/// `let (dev, blas) = cublaslt!();`: the fixture, or return from the test (a skip).
macro_rules! cublaslt {
    () => {
        match $crate::cublaslt::fixture() {
            Some(f) => f,
            None => return,
        }
    };
}
pub(crate) use cublaslt;

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

/// A product of `m` x `k` by `k` x `n`, the leading dimensions the rows as stored plus `pad`.
pub(crate) fn config(
    m: u64,
    n: u64,
    k: u64,
    (transa, transb): (bool, bool),
    pad: i64,
) -> MatmulConfig {
    let a_rows = if transa { k } else { m };
    let b_rows = if transb { n } else { k };
    MatmulConfig {
        transa,
        transb,
        m,
        n,
        k,
        alpha: 1.5,
        lda: a_rows as i64 + pad,
        ldb: b_rows as i64 + pad,
        beta: 0.5,
        ldc: m as i64 + pad,
        stride_a: None,
        stride_b: None,
        stride_c: None,
        stride_bias: None,
        batch_size: None,
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

/// What the product should leave in C (every element, the ones it does not write included),
/// and how much each may be off: the tolerance times the magnitudes of its terms.
pub(crate) fn reference(
    cfg: &MatmulConfig,
    [a, b, c]: [&[f64]; 3],
    bias: Option<&[f64]>,
    act: Option<&Activation>,
) -> (Vec<f64>, Vec<f64>) {
    let (mut want, mut scale) = (c.to_vec(), vec![0.0; c.len()]);
    let batches = cfg.batch_size.unwrap_or(1).max(1) as usize;
    let st = |s: Option<i64>| s.filter(|_| cfg.batch_size.is_some()).unwrap_or(0) as usize;
    let (lda, ldb, ldc) = (cfg.lda as usize, cfg.ldb as usize, cfg.ldc as usize);
    for bi in 0..batches {
        let (sa, sb, sc) = (
            bi * st(cfg.stride_a),
            bi * st(cfg.stride_b),
            bi * st(cfg.stride_c),
        );
        for i in 0..cfg.m as usize {
            for j in 0..cfg.n as usize {
                let (mut sum, mut mag) = (0.0, 0.0);
                for p in 0..cfg.k as usize {
                    let x = if cfg.transa {
                        a[sa + p + i * lda]
                    } else {
                        a[sa + i + p * lda]
                    };
                    let y = if cfg.transb {
                        b[sb + j + p * ldb]
                    } else {
                        b[sb + p + j * ldb]
                    };
                    sum += x * y;
                    mag += (x * y).abs();
                }
                let at = sc + i + j * ldc;
                let beta_c = cfg.beta as f64 * c[at];
                let mut v = cfg.alpha as f64 * sum + beta_c;
                let mut s = cfg.alpha.abs() as f64 * mag + beta_c.abs();
                if let Some(bias) = bias {
                    let x = bias[bi * cfg.stride_bias.unwrap_or(0) as usize + i];
                    v += x;
                    s += x.abs();
                }
                want[at] = match act {
                    None => v,
                    Some(Activation::Relu) => v.max(0.0),
                    Some(Activation::Gelu) => {
                        let t = (2.0 / std::f64::consts::PI).sqrt() * (v + 0.044715 * v * v * v);
                        0.5 * v * (1.0 + t.tanh())
                    }
                };
                scale[at] = s + 1e-3;
            }
        }
    }
    (want, scale)
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

/// The buffers of a 4 x 5 by 5 x 3 product with a bias, C full of 9.0.
struct Bufs {
    cfg: MatmulConfig,
    a: CudaSlice<f32>,
    b: CudaSlice<f32>,
    c: CudaSlice<f32>,
    bias: CudaSlice<f32>,
}

fn bufs(dev: &Arc<CudaDevice>, lens: [usize; 4]) -> Bufs {
    Bufs {
        cfg: config(4, 3, 5, (false, false), 0),
        a: dev.htod_sync_copy(&vec![1.0f32; lens[0]]).unwrap(),
        b: dev.htod_sync_copy(&vec![1.0f32; lens[1]]).unwrap(),
        c: dev.htod_sync_copy(&vec![9.0f32; lens[2]]).unwrap(),
        bias: dev.htod_sync_copy(&vec![1.0f32; lens[3]]).unwrap(),
    }
}

/// `cfg` on `x` is refused with `CUBLAS_STATUS_INVALID_VALUE`, naming every one of `words`,
/// and C is as it was.
#[track_caller]
fn assert_refused(
    dev: &Arc<CudaDevice>,
    blas: &CudaBlasLT,
    x: &mut Bufs,
    cfg: MatmulConfig,
    words: &[&str],
) {
    let e = blas
        .checked_matmul(cfg, &x.a, &x.b, &mut x.c, Some(&x.bias), None)
        .unwrap_err();
    assert_eq!(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE, "{e}");
    let msg = e.to_string();
    for w in words {
        assert!(msg.contains(w), "{w:?} not in: {msg}");
    }
    assert!(msg.contains("while multiplying"), "{msg}");
    let c = dev.dtoh_sync_copy(&x.c).unwrap();
    assert!(
        c.iter().all(|&v| v == 9.0),
        "C written by a refused product"
    );
}

#[test]
fn bad_dimensions_and_short_buffers_are_refused_naming_the_argument() {
    let (dev, blas) = cublaslt!();
    let mut x = bufs(&dev, [20, 15, 12, 4]);
    let cfg = x.cfg;
    blas.checked_matmul(cfg, &x.a, &x.b, &mut x.c, Some(&x.bias), None)
        .unwrap();
    let mut x = bufs(&dev, [20, 15, 12, 4]);
    let bad = [
        (
            MatmulConfig { lda: 3, ..cfg },
            vec!["lda is 3", "4 rows of A"],
        ),
        (
            MatmulConfig { ldb: 4, ..cfg },
            vec!["ldb is 4", "5 rows of B"],
        ),
        (MatmulConfig { ldc: 0, ..cfg }, vec!["ldc is 0"]),
        (MatmulConfig { k: 0, ..cfg }, vec!["k is 0"]),
        (
            MatmulConfig {
                m: 5,
                lda: 5,
                ..cfg
            },
            vec!["ldc is 4", "5 rows of C"],
        ),
        (MatmulConfig { n: 4, ..cfg }, vec!["B holds 15", "20"]),
        (
            MatmulConfig {
                k: 6,
                ldb: 6,
                ..cfg
            },
            vec!["A holds 20", "24"],
        ),
        (
            MatmulConfig {
                transa: true,
                lda: 6,
                ..cfg
            },
            vec!["A holds 20", "23"],
        ),
        (
            MatmulConfig {
                stride_a: Some(-4),
                batch_size: Some(2),
                ..cfg
            },
            vec!["stride_a is -4"],
        ),
        (
            MatmulConfig {
                batch_size: Some(-1),
                ..cfg
            },
            vec!["batch_size is -1"],
        ),
        (
            MatmulConfig {
                stride_c: Some(12),
                batch_size: Some(2),
                ..cfg
            },
            vec!["C holds 12", "24"],
        ),
        (
            MatmulConfig {
                stride_c: Some(3),
                batch_size: Some(2),
                ..cfg
            },
            vec!["stride_c is 3", "overlap"],
        ),
        (
            MatmulConfig {
                stride_a: Some(0),
                stride_b: Some(0),
                batch_size: Some(2),
                ..cfg
            },
            vec!["no stride_c"],
        ),
    ];
    for (cfg, words) in bad {
        assert_refused(&dev, &blas, &mut x, cfg, &words);
    }
    let mut short_c = bufs(&dev, [20, 15, 11, 4]);
    assert_refused(&dev, &blas, &mut short_c, cfg, &["C holds 11", "12"]);
    let mut short_bias = bufs(&dev, [20, 15, 12, 3]);
    assert_refused(
        &dev,
        &blas,
        &mut short_bias,
        cfg,
        &["the bias holds 3", "4"],
    );
    let mut batched_bias = bufs(&dev, [20, 15, 24, 7]);
    let two = MatmulConfig {
        stride_c: Some(12),
        stride_bias: Some(4),
        batch_size: Some(2),
        ..cfg
    };
    assert_refused(
        &dev,
        &blas,
        &mut batched_bias,
        two,
        &["the bias holds 7", "8"],
    );
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
fn a_buffer_of_another_device_object_is_refused() {
    let (dev, blas) = cublaslt!();
    // Two `CudaDevice::new` of one GPU are two devices, each with its own streams and records.
    let other = CudaDevice::new(0).unwrap();
    let mut x = bufs(&dev, [20, 15, 12, 4]);
    let foreign = other.htod_sync_copy(&[1.0f32; 20]).unwrap();
    let e = blas
        .checked_matmul(x.cfg, &foreign, &x.b, &mut x.c, None, None)
        .unwrap_err();
    assert_eq!(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
    assert!(
        e.to_string()
            .contains("while multiplying 4 x 5 by 5 x 3 f32"),
        "{e}"
    );
    assert!(e.driver_error().is_some(), "{e}");
    let mut c = other.alloc_zeros::<f32>(12).unwrap();
    assert!(
        blas.checked_matmul(x.cfg, &x.a, &x.b, &mut c, None, None)
            .is_err()
    );
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

/// `C = A B` (alpha 1, beta 0), `m` x `k` by `k` x `n`, packed: with A all ones and B all
/// `value`, every element of C is `k * value`, exactly.
fn ones_times(m: u64, n: u64, k: u64) -> MatmulConfig {
    MatmulConfig {
        alpha: 1.0,
        beta: 0.0,
        ..config(m, n, k, (false, false), 0)
    }
}

#[test]
fn a_product_waits_for_a_slow_write_of_a_on_another_thread() {
    let (dev, blas) = cublaslt!();
    let k = slow_kernels(&dev);
    let (tx, rx) = mpsc::channel();
    let (dev_ref, k_ref) = (&dev, &k);
    std::thread::scope(|s| {
        s.spawn(move || {
            // On this thread's stream: A (2048 x 2048) written with ones after about 50 ms.
            let mut a = filled(dev_ref, 0.0);
            k_ref.fill(None, &mut a, 1.0, SLOW);
            tx.send(a).unwrap();
        });
    });
    let a = rx.recv().unwrap();
    let b = dev.htod_sync_copy(&[1.0f32; 2048]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(2048).unwrap();
    blas.checked_matmul(ones_times(2048, 1, 2048), &a, &b, &mut c, None, None)
        .unwrap();
    let got = dev.dtoh_sync_copy(&c).unwrap();
    let stale = got.iter().filter(|&&v| v != 2048.0).count();
    assert_eq!(
        stale, 0,
        "{stale} of 2048 elements computed before A was written"
    );
}

#[test]
fn a_slow_read_of_c_on_another_stream_is_not_overwritten_by_the_next_product() {
    let (dev, blas) = cublaslt!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let a = dev.htod_sync_copy(&[1.0f32; 2048]).unwrap();
    let (one, two) = (
        dev.htod_sync_copy(&[1.0f32; 2048]).unwrap(),
        dev.htod_sync_copy(&[2.0f32; 2048]).unwrap(),
    );
    // C (2048 x 2048, N elements) = ones, then a slow copy of it on another stream, then a
    // product writing twos: the copy must see only ones.
    let cfg = ones_times(2048, 2048, 1);
    let mut c: CudaSlice<f32> = filled(&dev, 0.0);
    blas.checked_matmul(cfg, &a, &one, &mut c, None, None)
        .unwrap();
    let mut copy = filled(&dev, 0.0);
    k.slow_copy(Some(&stream), &mut copy, &c);
    blas.checked_matmul(cfg, &a, &two, &mut c, None, None)
        .unwrap();
    let copied = dev.dtoh_sync_copy(&copy).unwrap();
    let wrong = copied.iter().filter(|&&v| v != 1.0).count();
    assert_eq!(
        wrong, 0,
        "{wrong} of {N} elements read after the next product wrote C"
    );
    assert!(dev.dtoh_sync_copy(&c).unwrap().iter().all(|&v| v == 2.0));
}

#[test]
fn products_on_several_threads_each_get_their_own_result() {
    let (dev, blas) = cublaslt!();
    let (dev, blas) = (&dev, &blas);
    std::thread::scope(|s| {
        for t in 0..4u64 {
            s.spawn(move || {
                for round in 0..8 {
                    let value = (t * 8 + round) as f32;
                    let a = dev.htod_sync_copy(&vec![1.0f32; 256 * 64]).unwrap();
                    let b = dev.htod_sync_copy(&vec![value; 64 * 128]).unwrap();
                    let mut c = dev.alloc_zeros::<f32>(256 * 128).unwrap();
                    blas.checked_matmul(ones_times(256, 128, 64), &a, &b, &mut c, None, None)
                        .unwrap();
                    let got = dev.dtoh_sync_copy(&c).unwrap();
                    assert!(
                        got.iter().all(|&v| v == 64.0 * value),
                        "thread {t} round {round}"
                    );
                }
            });
        }
    });
}

#[test]
fn dropping_the_handle_right_after_a_product_keeps_the_result() {
    let (dev, blas) = cublaslt!();
    let a = dev.htod_sync_copy(&vec![1.0f32; 1024 * 512]).unwrap();
    let b = dev.htod_sync_copy(&vec![0.5f32; 512 * 1024]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(1024 * 1024).unwrap();
    blas.checked_matmul(ones_times(1024, 1024, 512), &a, &b, &mut c, None, None)
        .unwrap();
    drop(blas);
    assert!(dev.dtoh_sync_copy(&c).unwrap().iter().all(|&v| v == 256.0));
    dev.synchronize().unwrap();
}

#[test]
fn awaited_and_chained_products_are_ordered_and_survive_dropped_futures() {
    use cuda_driver::r#async::{AsyncDevice, Op};
    let (dev, blas) = cublaslt!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    // A (2048 x 2048) written with ones after about 50 ms on another stream; the awaited
    // product waits for it, and a sync read on this thread waits for the product.
    let mut a = filled(&dev, 0.0);
    k.fill(Some(&stream), &mut a, 1.0, SLOW);
    let b = dev.htod_sync_copy(&[1.0f32; 2048]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(2048).unwrap();
    let cfg = ones_times(2048, 1, 2048);
    let f = adev.matmul(&blas, cfg, &a, &b, &mut c, None, None).unwrap();
    let got = dev.dtoh_sync_copy(&c).unwrap();
    assert!(
        got.iter().all(|&v| v == 2048.0),
        "read before the awaited product"
    );
    futures_lite::future::block_on(f).unwrap();
    // Dropped and forgotten futures: the products still happen.
    let mut c1 = dev.alloc_zeros::<f32>(2048).unwrap();
    drop(
        adev.matmul(&blas, cfg, &a, &b, &mut c1, None, None)
            .unwrap(),
    );
    let mut c2 = dev.alloc_zeros::<f32>(2048).unwrap();
    std::mem::forget(
        adev.matmul(&blas, cfg, &a, &b, &mut c2, None, None)
            .unwrap(),
    );
    assert!(
        dev.dtoh_sync_copy(&c1)
            .unwrap()
            .iter()
            .all(|&v| v == 2048.0)
    );
    assert!(
        dev.dtoh_sync_copy(&c2)
            .unwrap()
            .iter()
            .all(|&v| v == 2048.0)
    );
    // A chain: relu(A b + bias) with bias -4096, then a download, awaited once.
    let bias = dev.htod_sync_copy(&[-4096.0f32; 2048]).unwrap();
    let ops = adev.ops();
    let relu = Activation::Relu;
    let out = ops
        .matmul(&blas, cfg, &a, &b, &mut c, Some(&bias), Some(&relu))
        .then(|c| ops.dtoh_copy(c))
        .wait()
        .unwrap();
    assert!(out.iter().all(|&v| v == 0.0), "relu(2048 - 4096) is 0");
    // Refusals: at once for the future, as the chain's error for a step.
    let short = dev.alloc_zeros::<f32>(10).unwrap();
    assert!(
        adev.matmul(&blas, cfg, &short, &b, &mut c, None, None)
            .is_err()
    );
    let e = ops
        .matmul(&blas, cfg, &short, &b, &mut c, None, None)
        .wait();
    assert!(e.is_err());
    let other = AsyncDevice::new(CudaDevice::new(0).unwrap()).unwrap();
    let e = other
        .matmul(&blas, cfg, &a, &b, &mut c, None, None)
        .unwrap_err();
    assert!(e.to_string().contains("AsyncDevice"), "{e}");
}
