//! The checks of cuBLAS's arguments: dimensions, leading dimensions, strides and batch counts that
//! do not fit are refused naming the argument with C untouched, operands of another device object
//! are refused by name, and the device pointer mode is refused.

use crate::cublas::{as_f32, config, gemv, refused, square, strided};
use crate::support::cublas::{SQUARE, cublas};
use crate::support::libraries::all_eq;
use cublasOperation_t::{CUBLAS_OP_CONJG as OP_CONJG, CUBLAS_OP_N as OP_N, CUBLAS_OP_T as OP_T};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::cublas::CudaBlas;
use cuda_driver::cublas::sys::{cublasOperation_t, cublasPointerMode_t, cublasStatus_t};
use cuda_driver::cublas::{GemmConfig, Gemv, GemvConfig, StridedBatchedConfig};
use cuda_driver::driver::{CudaDevice, CudaSlice};
use std::sync::Arc;

/// Module docs, "Checked", and `checked_gemm`: B's and C's leading dimensions and shapes
/// (transposed too), negative `n` and `k`, and `transb` are checked (`bad_dimensions_are_refused_naming_the_argument_and_leave_c_untouched` tries A's), each refusal naming the argument, with nothing written.
#[test]
fn gemm_checks_name_what_does_not_fit_in_b_and_c() {
    let (dev, blas) = cublas!();
    let a = dev.htod_copy(vec![1.0f32; 128]).unwrap();
    let b = dev.htod_copy(vec![1.0f32; 64]).unwrap();
    let mut c = dev.htod_copy(vec![-1.0f32; 64]).unwrap();
    let cfg = square(8);
    let cases: [(GemmConfig<f32>, &str); 8] = [
        (
            GemmConfig { ldb: 7, ..cfg },
            "ldb = 7 is less than the 8 rows of B",
        ),
        (
            GemmConfig { ldc: 7, ..cfg },
            "ldc = 7 is less than the 8 rows of C",
        ),
        (
            GemmConfig {
                transb: OP_T,
                k: 9,
                ..cfg
            },
            "B is 8x9 with ldb = 8, which needs 72 elements, but its buffer has 64",
        ),
        (
            GemmConfig {
                transa: OP_T,
                transb: OP_T,
                n: 9,
                ldb: 9,
                ..cfg
            },
            "B is 9x8 with ldb = 9, which needs 72 elements",
        ),
        (
            GemmConfig {
                m: 9,
                lda: 9,
                ldc: 9,
                ..cfg
            },
            "C is 9x8 with ldc = 9, which needs 72 elements, but its buffer has 64",
        ),
        (GemmConfig { n: -1, ..cfg }, "n = -1 is negative"),
        (GemmConfig { k: -1, ..cfg }, "k = -1 is negative"),
        (
            GemmConfig {
                transb: OP_CONJG,
                ..cfg
            },
            "transb = CUBLAS_OP_CONJG is not supported",
        ),
    ];
    for (bad, says) in cases {
        let e = blas.checked_gemm(bad, &a, &b, &mut c).unwrap_err();
        refused(e, &[says, "while computing a f32 gemm"]);
    }
    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), -1.0, "C after refusals");
}

/// `checked_gemm_strided_batched`: "the strides and batch count checked too (a stride of 0
/// for A or B is allowed; C's matrices must not overlap)": negative strides, strides and
/// counts that reach past A, B or C, and C's matrices overlapping, each named.
#[test]
fn batched_checks_name_strides_and_counts_that_do_not_fit() {
    let (dev, blas) = cublas!();
    let a = dev.htod_copy(vec![1.0f32; 80]).unwrap();
    let b = dev.htod_copy(vec![1.0f32; 48]).unwrap();
    let mut c = dev.htod_copy(vec![-1.0f32; 64]).unwrap();
    // (stride_a, stride_b, stride_c, batch_size) of 4 x 4 products, and what is said.
    type Strides = (i64, i64, i64, i32);
    let cases: [(Strides, &str); 7] = [
        ((-4, 0, 16, 4), "stride_a = -4 is negative"),
        ((16, -1, 16, 4), "stride_b = -1 is negative"),
        ((16, 0, -16, 4), "stride_c = -16 is negative"),
        (
            (22, 0, 16, 4),
            "A is 4x4 with lda = 4, 4 matrices stride_a = 22 apart, which needs 82 elements",
        ),
        (
            (16, 16, 16, 4),
            "B is 4x4 with ldb = 4, 4 matrices stride_b = 16 apart, which needs 64 elements, \
             but its buffer has 48",
        ),
        (
            (16, 0, 16, 5),
            "C is 4x4 with ldc = 4, 5 matrices stride_c = 16 apart, which needs 80 elements",
        ),
        ((16, 0, 0, 4), "stride_c = 0 makes the 4 matrices of C"),
    ];
    let mut cases: Vec<(StridedBatchedConfig<f32>, &str)> = cases
        .into_iter()
        .map(|((stride_a, stride_b, stride_c, batch_size), says)| {
            (strided(4, batch_size, [stride_a, stride_b, stride_c]), says)
        })
        .collect();
    // Interleaved columns (ldc 8) one element apart: every matrix shares rows with the next.
    let wide = StridedBatchedConfig {
        gemm: GemmConfig {
            ldc: 8,
            ..square(4)
        },
        batch_size: 4,
        stride_a: 16,
        stride_b: 0,
        stride_c: 1,
    };
    cases.push((
        wide,
        "stride_c = 1 makes the 4 matrices of C (4x4 with ld 8) overlap",
    ));
    for (bad, says) in cases {
        let e = blas
            .checked_gemm_strided_batched(bad, &a, &b, &mut c)
            .unwrap_err();
        refused(e, &[says, "(batch of "]);
    }
    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), -1.0, "C after refusals");
}

/// `checked_gemv`: "dimensions, leading dimension and increments are checked against the
/// buffers' lengths first (a negative increment walks the vector from its end)", and the
/// operation must be N, T or C: each refusal names the argument, y is left as it was.
#[test]
fn gemv_checks_name_what_does_not_fit() {
    let (dev, blas) = cublas!();
    let a = dev.htod_copy(vec![1.0f32; 64]).unwrap();
    let x = dev.htod_copy(vec![1.0f32; 8]).unwrap();
    let short = dev.htod_copy(vec![1.0f32; 7]).unwrap();
    let mut y = dev.htod_copy(vec![-1.0f32; 8]).unwrap();
    let cfg = gemv(8);
    let cases: [(GemvConfig<f32>, &CudaSlice<f32>, &str); 7] = [
        (
            GemvConfig {
                trans: OP_CONJG,
                ..cfg
            },
            &x,
            "trans = CUBLAS_OP_CONJG is not supported",
        ),
        (
            GemvConfig { lda: 7, ..cfg },
            &x,
            "lda = 7 is less than the 8 rows of A",
        ),
        (GemvConfig { m: -1, ..cfg }, &x, "m = -1 is negative"),
        (GemvConfig { incy: 0, ..cfg }, &x, "incy is 0"),
        (
            GemvConfig { incy: -2, ..cfg },
            &x,
            "y has 8 elements incy = -2 apart, which needs 15, but its buffer has 8",
        ),
        (
            GemvConfig {
                trans: OP_T,
                m: 9,
                lda: 9,
                ..cfg
            },
            &x,
            "A is 9x8 with lda = 9, which needs 72 elements, but its buffer has 64",
        ),
        (
            GemvConfig { trans: OP_T, ..cfg },
            &short,
            "x has 8 elements incx = 1 apart, which needs 8, but its buffer has 7",
        ),
    ];
    for (bad, x, says) in cases {
        let e = blas.checked_gemv(bad, &a, x, &mut y).unwrap_err();
        refused(e, &[says, "while computing a f32 gemv"]);
    }
    // cudarc's `unsafe` trait method is the same checked call.
    let lda = GemvConfig { lda: 7, ..cfg };
    // SAFETY: nothing to uphold: the arguments are checked (these are refused).
    let e = unsafe { Gemv::gemv(&blas, lda, &a, &x, &mut y) }.unwrap_err();
    refused(e, &["lda = 7 is less than the 8 rows of A"]);
    all_eq(&dev.dtoh_sync_copy(&y).unwrap(), -1.0, "y after refusals");
}

/// `checked_gemm` and `checked_gemv`: "every buffer must be of this handle's device (a
/// `CUBLAS_STATUS_INVALID_VALUE` error names what does not fit)": B, C, x, y and a batched
/// A of another `CudaDevice` object (`buffers_of_another_device_object_are_refused` tries a plain product's A).
#[test]
fn every_operand_of_another_device_object_is_refused_by_name() {
    let (dev, blas) = cublas!();
    let other = CudaDevice::new(0).unwrap();
    let mine = dev.htod_copy(vec![1.0f32; 16]).unwrap();
    let theirs = other.htod_copy(vec![1.0f32; 16]).unwrap();
    let mut c = dev.htod_copy(vec![-1.0f32; 16]).unwrap();
    let mut their_c = other.htod_copy(vec![-1.0f32; 16]).unwrap();
    let cfg = square(4);
    let e = blas.checked_gemm(cfg, &mine, &theirs, &mut c).unwrap_err();
    refused(e, &["B belongs to device"]);
    let e = blas
        .checked_gemm(cfg, &mine, &mine, &mut their_c)
        .unwrap_err();
    refused(e, &["C belongs to device"]);
    let batched = strided(2, 4, [4, 0, 4]);
    let e = blas
        .checked_gemm_strided_batched(batched, &theirs, &mine, &mut c)
        .unwrap_err();
    refused(e, &["A belongs to device"]);
    let (x, their_x) = (mine.slice(..4), theirs.slice(..4));
    let mut y = dev.htod_copy(vec![-1.0f32; 4]).unwrap();
    let mut their_y = other.htod_copy(vec![-1.0f32; 4]).unwrap();
    let e = blas
        .checked_gemv(gemv(4), &mine, &their_x, &mut y)
        .unwrap_err();
    refused(e, &["x belongs to device"]);
    let e = blas
        .checked_gemv(gemv(4), &mine, &x, &mut their_y)
        .unwrap_err();
    refused(e, &["y belongs to device"]);
    let e = blas.checked_gemv(gemv(4), &theirs, &x, &mut y).unwrap_err();
    refused(e, &["A belongs to device"]);
    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), -1.0, "C");
    all_eq(&dev.dtoh_sync_copy(&y).unwrap(), -1.0, "y");
    all_eq(&other.dtoh_sync_copy(&their_c).unwrap(), -1.0, "their C");
    all_eq(&other.dtoh_sync_copy(&their_y).unwrap(), -1.0, "their y");
}

/// Module docs, "Checked": every product checks "that every buffer belongs to the handle's
/// device". A batch of no products is returned `Ok` before that check
/// (src/cublas/safe/gemm.rs, `product`: `if matches!(batch, Some((0, _)))` returns before
/// `enqueue`, which alone checks the devices), so a buffer of another device object passes:
/// this test fails while that is so. (Nothing is read or written, so it is no unsafety.)
#[test]
fn a_batch_of_none_still_refuses_a_buffer_of_another_device() {
    let (dev, blas) = cublas!();
    let other = CudaDevice::new(0).unwrap();
    let theirs = other.htod_copy(vec![1.0f32; 4]).unwrap();
    let mut c = dev.htod_copy(vec![-1.0f32; 4]).unwrap();
    let none = strided(2, 0, [0, 0, 4]);
    let r = blas.checked_gemm_strided_batched(none, &theirs, &theirs, &mut c);
    refused(
        r.expect_err("a buffer of another device object was accepted"),
        &["A belongs to device"],
    );
}

/// `set_pointer_mode`: "The products of `Gemm` and `Gemv` ... refuse to run while the mode
/// is `CUBLAS_POINTER_MODE_DEVICE`": gemv, the batched product, and their async and
/// composed twins too (`bad_dimensions_are_refused_naming_the_argument_and_leave_c_untouched` tries
/// `checked_gemm`).
#[test]
fn the_device_pointer_mode_is_refused_by_every_kind_of_product() {
    let (dev, blas) = cublas!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let a = dev.htod_copy(vec![1.0f32; 16]).unwrap();
    let x = dev.htod_copy(vec![1.0f32; 4]).unwrap();
    let mut y = dev.htod_copy(vec![-1.0f32; 4]).unwrap();
    let mut c = dev.htod_copy(vec![-1.0f32; 16]).unwrap();
    let batched = strided(2, 4, [4, 4, 4]);
    blas.set_pointer_mode(cublasPointerMode_t::CUBLAS_POINTER_MODE_DEVICE)
        .unwrap();
    let errors = [
        blas.checked_gemv(gemv(4), &a, &x, &mut y)
            .unwrap_err()
            .to_string(),
        blas.checked_gemm_strided_batched(batched, &a, &a, &mut c)
            .unwrap_err()
            .to_string(),
        adev.gemv(&blas, gemv(4), &a, &x, &mut y)
            .unwrap_err()
            .to_string(),
        adev.gemm_strided_batched(&blas, batched, &a, &a, &mut c)
            .unwrap_err()
            .to_string(),
        adev.ops()
            .gemm(&blas, square(4), &a, &a, &mut c)
            .wait()
            .unwrap_err()
            .to_string(),
    ];
    for e in errors {
        assert!(e.contains("CUBLAS_POINTER_MODE_DEVICE"), "{e}");
    }
    all_eq(&dev.dtoh_sync_copy(&y).unwrap(), -1.0, "y");
    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), -1.0, "C");
    blas.set_pointer_mode(cublasPointerMode_t::CUBLAS_POINTER_MODE_HOST)
        .unwrap();
    blas.checked_gemv(gemv(4), &a, &x, &mut y).unwrap();
    all_eq(&dev.dtoh_sync_copy(&y).unwrap(), 4.0, "y in the host mode");
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
    batched_and_gemv_dimensions_are_refused(&dev, &blas, cfg, [a, b, c], lc);
}

/// The batched and gemv refusals of
/// `bad_dimensions_are_refused_naming_the_argument_and_leave_c_untouched`, then C untouched.
fn batched_and_gemv_dimensions_are_refused(
    dev: &Arc<CudaDevice>,
    blas: &CudaBlas,
    cfg: GemmConfig<f32>,
    operands: [CudaSlice<f32>; 3],
    lc: usize,
) {
    let [a, b, mut c] = operands;
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
