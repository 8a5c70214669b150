//! The checks of cuBLASLt's arguments: bad dimensions, short buffers and negative strides refused
//! naming the argument, operands of another device object refused, and a `Matmul` implementation of
//! the user's checked and kept from writing past C.

use crate::cublaslt::{Bufs, bufs, plain};
use crate::kernels::{SLOW, filled, slow_kernels};
use crate::support::blas::refusal;
use crate::support::cublaslt::cublaslt;
use crate::support::libraries::all_eq;
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::cublaslt::result::CublasError;
use cuda_driver::cublaslt::sys::cublasStatus_t;
use cuda_driver::cublaslt::{CudaBlasLT, Matmul, MatmulConfig, MatmulShared, Workspace, sys};
use cuda_driver::driver::sys::CUstream;
use cuda_driver::driver::{CudaDevice, CudaSlice, DeviceRepr, ValidAsZeroBits};
use std::sync::Arc;

/// `e` is a refusal (`CUBLAS_STATUS_INVALID_VALUE`) that says every one of `says`.
#[track_caller]
fn refused(e: CublasError, says: &[&str]) {
    refusal(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE, &e, says);
}

/// `checked_matmul`: "No negative stride", and "Every buffer belongs to this handle's
/// `CudaDevice` object": B and the bias (`bad_dimensions_and_short_buffers_are_refused_naming_the_argument` and
/// `a_buffer_of_another_device_object_is_refused` try A's stride, A and C),
/// each refusal naming the argument, C as it was.
#[test]
fn negative_strides_and_a_b_or_bias_of_another_device_are_refused_by_name() {
    let (dev, blas) = cublaslt!();
    let other = CudaDevice::new(0).unwrap();
    let cfg = MatmulConfig {
        stride_a: Some(12),
        stride_b: Some(12),
        stride_c: Some(16),
        stride_bias: Some(4),
        batch_size: Some(2),
        ..plain(4, 4, 3)
    };
    let (a, b, bias) = (
        dev.htod_sync_copy(&[1.0f32; 24]).unwrap(),
        dev.htod_sync_copy(&[1.0f32; 24]).unwrap(),
        dev.htod_sync_copy(&[1.0f32; 8]).unwrap(),
    );
    let mut c = dev.htod_sync_copy(&[-1.0f32; 32]).unwrap();
    let cases = [
        (
            MatmulConfig {
                stride_b: Some(-1),
                ..cfg
            },
            "stride_b is -1",
        ),
        (
            MatmulConfig {
                stride_c: Some(-16),
                ..cfg
            },
            "stride_c is -16",
        ),
        (
            MatmulConfig {
                stride_bias: Some(-4),
                ..cfg
            },
            "stride_bias is -4",
        ),
    ];
    for (bad, says) in cases {
        let e = blas.checked_matmul(bad, &a, &b, &mut c, Some(&bias), None);
        refused(e.unwrap_err(), &[says, "negative stride"]);
    }
    let theirs = other.htod_sync_copy(&[1.0f32; 24]).unwrap();
    let e = blas.checked_matmul(cfg, &a, &theirs, &mut c, Some(&bias), None);
    refused(e.unwrap_err(), &["B belongs to device"]);
    let e = blas.checked_matmul(cfg, &a, &b, &mut c, Some(&theirs), None);
    refused(e.unwrap_err(), &["the bias belongs to device"]);
    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), -1.0, "C after refusals");
    blas.checked_matmul(cfg, &a, &b, &mut c, Some(&bias), None)
        .unwrap();
    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), 4.0, "C");
}

/// A handle of one's own with cudarc's traits: `Matmul::matmul`'s default method, exact
/// f32 arithmetic, its own workspace.
struct Mine {
    lt: CudaBlasLT,
    ws: Workspace,
}

impl MatmulShared for Mine {
    fn handle(&self) -> &sys::cublasLtHandle_t {
        self.lt.handle()
    }
    fn workspace(&self) -> &Workspace {
        &self.ws
    }
    fn stream(&self) -> &CUstream {
        self.lt.stream()
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

/// `Matmul::matmul`: "For another implementor of the trait, the product runs with its
/// workspace, on the calling thread's stream of the workspace's device, ordered likewise",
/// and "Checked ... as `CudaBlasLT::checked_matmul`": a short C and a buffer of another
/// device are refused; a slow write of A on another stream is waited for; products from
/// two threads sharing the one workspace are each right.
#[test]
fn another_implementors_default_matmul_is_checked_and_ordered() {
    let (dev, lt) = cublaslt!();
    let mine = Mine {
        lt,
        ws: Workspace::new(dev.clone()).unwrap(),
    };
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let cfg = plain(2048, 1, 2048);
    let b = dev.htod_sync_copy(&[1.0f32; 2048]).unwrap();
    let mut short = dev.alloc_zeros::<f32>(2047).unwrap();
    // SAFETY: nothing to promise: the arguments are checked (this one is refused).
    let e = unsafe { mine.matmul(plain(2048, 1, 1), &b, &b, &mut short, None, None) };
    refused(e.unwrap_err(), &["C holds 2047"]);
    let theirs = CudaDevice::new(0)
        .unwrap()
        .htod_sync_copy(&[1.0f32; 2048])
        .unwrap();
    let mut c = dev.alloc_zeros::<f32>(2048).unwrap();
    // SAFETY: as above.
    let e = unsafe { mine.matmul(plain(2048, 1, 1), &b, &theirs, &mut c, None, None) };
    refused(e.unwrap_err(), &["B belongs to device"]);
    let mut a: CudaSlice<f32> = filled(&dev, 0.0);
    k.fill(Some(&stream), &mut a, 0.5, SLOW);
    // SAFETY: as above.
    unsafe { mine.matmul(cfg, &a, &b, &mut c, None, None) }.unwrap();
    all_eq(
        &dev.dtoh_sync_copy(&c).unwrap(),
        1024.0,
        "C after the slow write of A",
    );
    let (mine, a, b, dev) = (&mine, &a, &b, &dev);
    std::thread::scope(|s| {
        for t in 1..=2u8 {
            s.spawn(move || {
                let cfg = MatmulConfig {
                    alpha: f32::from(t),
                    ..cfg
                };
                for _ in 0..4 {
                    let mut c = dev.alloc_zeros::<f32>(2048).unwrap();
                    // SAFETY: as above.
                    unsafe { mine.matmul(cfg, a, b, &mut c, None, None) }.unwrap();
                    let want = 1024.0 * f32::from(t);
                    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), want, "a thread's C");
                }
            });
        }
    });
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
    let bad = bad_configs(cfg);
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

/// The configurations `bad_dimensions_and_short_buffers_are_refused_naming_the_argument`
/// tries on `cfg`'s buffers, and the words each refusal must say.
fn bad_configs(cfg: MatmulConfig) -> [(MatmulConfig, Vec<&'static str>); 13] {
    [
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
    ]
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

/// A two-byte element type of the caller's own (a half-precision value kept as its bits,
/// say). Its `DeviceRepr` and `ValidAsZeroBits` promises are true: it is a `u16`.
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Bits16(u16);

// SAFETY: `#[repr(transparent)]` over `u16`: plain data, any bits valid.
unsafe impl DeviceRepr for Bits16 {}

// SAFETY: as above; all-zero bits are the value 0.
unsafe impl ValidAsZeroBits for Bits16 {}

/// cudarc's `Matmul` trait, implemented in safe code for the caller's own type (the orphan
/// rule allows it: `Bits16` is local), with a wrong answer: it says the matrices hold
/// `CUDA_R_32F` values, 4 bytes each, where a `Bits16` is 2. No `unsafe` is written here.
impl Matmul<Bits16> for CudaBlasLT {
    fn matrix_type() -> sys::cudaDataType {
        sys::cudaDataType_t::CUDA_R_32F
    }
    fn compute_type() -> sys::cublasComputeType_t {
        sys::cublasComputeType_t::CUBLAS_COMPUTE_32F
    }
}

/// m = n = k = 16, packed.
const S: usize = 16;

fn cfg() -> MatmulConfig {
    MatmulConfig {
        transa: false,
        transb: false,
        m: S as u64,
        n: S as u64,
        k: S as u64,
        alpha: 1.0,
        lda: S as i64,
        ldb: S as i64,
        beta: 0.0,
        ldc: S as i64,
        stride_a: None,
        stride_b: None,
        stride_c: None,
        stride_bias: None,
        batch_size: None,
    }
}

/// What C's buffer holds before the product: its first `S * S` values (the view given as
/// C) 0x1111, the `S * S` after them (not given to the product at all) 0xABCD.
fn c_before() -> Vec<Bits16> {
    let mut v = vec![Bits16(0x1111); S * S];
    v.extend(vec![Bits16(0xABCD); S * S]);
    v
}

/// A and B: `2 * S * S` values whose bytes, read as f32, are 1.0 (0x3F800000, little
/// endian), so that reading past the `S * S` values given stays inside the allocation.
fn operand(dev: &Arc<CudaDevice>) -> CudaSlice<Bits16> {
    let v: Vec<Bits16> = (0..2 * S * S)
        .map(|i| Bits16(if i % 2 == 0 { 0x0000 } else { 0x3F80 }))
        .collect();
    dev.htod_sync_copy(&v).unwrap()
}

/// Checks every value of C's buffer against `c_before()`, naming how many values past the
/// view given as C were overwritten.
fn untouched(got: &[Bits16], how: &str, r: &Result<(), String>) {
    let want = c_before();
    assert_eq!(got.len(), want.len());
    let past = got[S * S..]
        .iter()
        .filter(|&&x| x != Bits16(0xABCD))
        .count();
    assert_eq!(
        past,
        0,
        "{how}: {past} of the {} values PAST the {}-value view given as C were overwritten \
         (first ones {:x?}): cuBLASLt wrote f32 values, as `Matmul::matrix_type` said, \
         into a buffer checked in 2-byte elements (the call returned {r:?})",
        S * S,
        S * S,
        &got[S * S..S * S + 4],
    );
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(
            g, w,
            "{how}: value {i} of C's buffer (the call returned {r:?})"
        );
    }
    assert!(
        r.is_err(),
        "{how}: a product whose matrix type is wider than its element type must be refused"
    );
}

/// src/cublaslt/safe/mod.rs, `CudaBlasLT::checked_matmul`: "safe: every argument is
/// checked first, and a refusal is a `CublasError` ... with nothing enqueued", "Every
/// buffer holds what its layout reaches"; `AsyncDevice::matmul` (cublaslt/safe/
/// asynchronous.rs): "the same checks". DESIGN.md: no out-of-bounds access from safe code.
///
/// Both are safe functions generic over `T` with `CudaBlasLT: Matmul<T>`, and `Matmul` is
/// a public, unsealed trait whose `matrix_type()` is a safe function: the checks
/// (src/cublaslt/safe/checks.rs, `check`) count elements of `T`, but the layouts
/// (src/cublaslt/safe/run.rs, `Described::new`) are made in `matrix_type()`, whose size
/// `matmul_on` never compares with `size_of::<T>()`. Here a caller's own 2-byte type,
/// whose `Matmul` impl says `CUDA_R_32F`, gets a 16 x 16 product into a view of the first
/// 256 of 512 values of C's buffer: cuBLASLt writes 256 f32 = 1024 bytes, twice the view.
/// (A and B are views of buffers twice their size too, so the reads past them stay inside
/// the allocation and nothing faults.)
///
/// Sound: refused (an error naming the element type), C's buffer untouched. A hole: the
/// 256 values past the view (0xABCD) are overwritten with halves of 16.0f32.
#[test]
fn a_matmul_impl_of_ones_own_type_cannot_make_checked_matmul_write_past_c() {
    let (dev, blas) = cublaslt!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    for how in ["CudaBlasLT::checked_matmul", "AsyncDevice::matmul"] {
        let a = operand(&dev);
        let b = operand(&dev);
        let mut c = dev.htod_sync_copy(&c_before()).unwrap();
        let (av, bv) = (a.slice(..S * S), b.slice(..S * S));
        let mut cv = c.slice_mut(..S * S);
        let r = match how {
            "CudaBlasLT::checked_matmul" => blas
                .checked_matmul(cfg(), &av, &bv, &mut cv, None, None)
                .map_err(|e| e.to_string()),
            _ => match adev.matmul(&blas, cfg(), &av, &bv, &mut cv, None, None) {
                Ok(f) => futures_lite::future::block_on(f).map_err(|e| e.to_string()),
                Err(e) => Err(e.to_string()),
            },
        };
        let got = dev.dtoh_sync_copy(&c).unwrap();
        untouched(&got, how, &r);
    }
}
