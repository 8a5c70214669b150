//! cuBLAS's small products, which run on the crate's own kernel (every dimension at most 256 and
//! `m * n * k` at most 128^3): against the CPU on both sides of the bounds in every transposition,
//! in the reference BLAS's corner cases, under a TF32 math mode, from fresh handles on several
//! threads, and with PTX JIT disabled (then they go to cuBLAS).

use crate::cublas::{as_f32, check_both, config, f32_product, gemm_cpu, rand64};
use crate::kernels::assert_close;
use crate::support::cublas::fixture;
use cublasOperation_t::{CUBLAS_OP_C as OP_C, CUBLAS_OP_N as OP_N, CUBLAS_OP_T as OP_T};
use cuda_driver::cublas::sys::{self as bsys, cublasMath_t, cublasOperation_t, cublasStatus_t};
use cuda_driver::cublas::{CudaBlas, GemmConfig};

/// (m, n, k): on the kernel (every dimension at most 256, m n k at most 128^3), then just past
/// each bound (cuBLAS).
const SHAPES: [(i32, i32, i32); 12] = [
    (1, 1, 1),
    (7, 5, 3),
    (16, 16, 16),
    (17, 33, 65),
    (64, 64, 64),
    (128, 128, 128),
    (256, 32, 256),
    (256, 256, 32),
    (32, 256, 256),
    (129, 128, 128),
    (257, 4, 4),
    (4, 4, 257),
];

#[test]
fn small_products_match_the_cpu_in_every_transposition_on_both_sides_of_the_bounds() {
    let Some((dev, blas)) = fixture() else { return };
    for (m, n, k) in SHAPES {
        for ta in [OP_N, OP_T, OP_C] {
            for tb in [OP_N, OP_T, OP_C] {
                let (cfg, lens) = config(ta, tb, m, n, k);
                check_both(&dev, &blas, cfg, lens);
            }
        }
    }
}

/// C = beta C in C's m x n block (0 where beta is 0), the rest of `c0` as it was.
fn scaled(cfg: &GemmConfig<f32>, c0: &[f32], beta: f32) -> Vec<f32> {
    let ld = cfg.ldc as usize;
    let inside = |at: usize| at % ld < cfg.m as usize && at / ld < cfg.n as usize;
    let scale = |x: f32| if beta == 0.0 { 0.0 } else { beta * x };
    (0..c0.len())
        .map(|at| if inside(at) { scale(c0[at]) } else { c0[at] })
        .collect()
}

#[test]
fn small_products_follow_the_reference_blas_for_beta_zero_alpha_zero_k_zero_and_m_zero() {
    let Some((dev, blas)) = fixture() else { return };
    let (cfg64, [la, lb, lc]) = config(OP_N, OP_T, 20, 12, 9);
    let cfg = as_f32(&cfg64);
    let f = |v: &[f64]| v.iter().map(|&x| x as f32).collect::<Vec<_>>();
    let (a64, b64) = (rand64(la, 1), rand64(lb, 2));
    let (a, b) = (f(&a64), f(&b64));
    let (da, db) = (
        dev.htod_copy(a.clone()).unwrap(),
        dev.htod_copy(b.clone()).unwrap(),
    );
    // Non-zero everywhere, so that scaling shows.
    let c0: Vec<f32> = (0..lc).map(|i| i as f32 + 1.0).collect();

    // beta 0: C is not read, so NaNs in it do not carry over; C = alpha A B.
    let mut dc = dev.htod_copy(vec![f32::NAN; lc]).unwrap();
    let beta0 = GemmConfig { beta: 0.0, ..cfg };
    blas.checked_gemm(beta0, &da, &db, &mut dc).unwrap();
    let got = dev.dtoh_sync_copy(&dc).unwrap();
    let mut want = vec![0.0; lc];
    gemm_cpu(&GemmConfig { beta: 0.0, ..cfg64 }, &a64, &b64, &mut want);
    for j in 0..cfg.n as usize {
        for i in 0..cfg.m as usize {
            let at = i + j * cfg.ldc as usize;
            let (g, w) = (got[at] as f64, want[at]);
            assert!(
                (g - w).abs() <= 2e-5 * (1.0 + w.abs()),
                "beta 0: C({i}, {j}) is {g}, not {w}"
            );
        }
    }

    // alpha 0: A and B are not read (NaNs in both), C = beta C exactly.
    let nan = |v: &[f32]| {
        let mut v = v.to_vec();
        v[0] = f32::NAN;
        let last = v.len() - 1;
        v[last] = f32::NAN;
        dev.htod_copy(v).unwrap()
    };
    let (nan_a, nan_b) = (nan(&a), nan(&b));
    for beta in [0.5f32, 0.0] {
        let mut dc = dev.htod_copy(c0.clone()).unwrap();
        let alpha0 = GemmConfig {
            alpha: 0.0,
            beta,
            ..cfg
        };
        blas.checked_gemm(alpha0, &nan_a, &nan_b, &mut dc).unwrap();
        let got = dev.dtoh_sync_copy(&dc).unwrap();
        assert_eq!(got, scaled(&cfg, &c0, beta), "alpha 0, beta {beta}");
    }

    // k 0: C = beta C; alpha is not applied, not even a NaN one.
    for (alpha, beta) in [(1.5f32, 2.0f32), (f32::NAN, 2.0), (f32::INFINITY, 0.0)] {
        let mut dc = dev.htod_copy(c0.clone()).unwrap();
        let k0 = GemmConfig {
            k: 0,
            alpha,
            beta,
            ..cfg
        };
        blas.checked_gemm(k0, &da, &db, &mut dc).unwrap();
        let got = dev.dtoh_sync_copy(&dc).unwrap();
        assert_eq!(
            got,
            scaled(&cfg, &c0, beta),
            "k 0, alpha {alpha}, beta {beta}"
        );
    }

    // m 0: nothing to do, C untouched.
    let mut dc = dev.htod_copy(c0.clone()).unwrap();
    blas.checked_gemm(GemmConfig { m: 0, ..cfg }, &da, &db, &mut dc)
        .unwrap();
    assert_eq!(dev.dtoh_sync_copy(&dc).unwrap(), c0);
}

#[test]
fn small_products_stay_exact_f32_under_a_tf32_math_mode_set_on_the_raw_handle() {
    let Some((dev, blas)) = fixture() else { return };
    // SAFETY: our live handle, used by no other thread meanwhile.
    let r = unsafe {
        bsys::cublasSetMathMode(*blas.handle(), cublasMath_t::CUBLAS_TF32_TENSOR_OP_MATH)
    };
    assert_eq!(r, cublasStatus_t::CUBLAS_STATUS_SUCCESS);
    let mut worst = [0.0f64; 2];
    for (i, shape) in [(64, 64, 64), (257, 64, 64)].into_iter().enumerate() {
        let (cfg, [la, lb, lc]) = config(OP_N, OP_N, shape.0, shape.1, shape.2);
        let cfg = GemmConfig { beta: 0.0, ..cfg };
        let (a, b) = (rand64(la, 7), rand64(lb, 8));
        let mut want = vec![0.0; lc];
        gemm_cpu(&cfg, &a, &b, &mut want);
        let got = f32_product(&dev, &blas, &cfg, &a, &b, &vec![0.0; lc]);
        worst[i] = got
            .iter()
            .zip(&want)
            .map(|(&g, &w)| (g - w).abs())
            .fold(0.0, f64::max);
        if i == 0 {
            // As exact as f32 sums of f32 inputs (as in the test above), where TF32's 10-bit
            // mantissas would be off by about 1e-3 relative over 64 terms.
            assert_close(&got, &want, 2e-5, "the 64^3 product with TF32 set");
        }
    }
    // Only cuBLAS (the second shape, past the bounds) may use TF32: on the H100 its error
    // was about 700 times the kernel's, which shows the first shape did not go to cuBLAS.
    eprintln!(
        "largest error with TF32 set: 64^3 (the crate's kernel) {:.1e}, 257x64x64 (cuBLAS) {:.1e}",
        worst[0], worst[1]
    );
}

/// A 64^3 product: with A all `a` and B all ones, C is `64 a`.
fn small<T>(one: T, zero: T) -> GemmConfig<T> {
    GemmConfig {
        transa: OP_N,
        transb: OP_N,
        m: 64,
        n: 64,
        k: 64,
        alpha: one,
        lda: 64,
        ldb: 64,
        beta: zero,
        ldc: 64,
    }
}

const CELLS: usize = 64 * 64;

#[test]
fn fresh_handles_on_several_threads_at_once_each_get_their_result() {
    // A device object of its own (as every fixture's), into which no earlier test has loaded
    // the kernel: the first products of the eight handles race to load it.
    let Some((dev, _)) = fixture() else { return };
    let dev = &dev;
    std::thread::scope(|s| {
        for t in 0..8u8 {
            s.spawn(move || {
                let blas = CudaBlas::new(dev.clone()).unwrap();
                let a = dev.htod_copy(vec![t as f64; CELLS]).unwrap();
                let b = dev.htod_copy(vec![1.0f64; CELLS]).unwrap();
                let mut c = dev.alloc_zeros::<f64>(CELLS).unwrap();
                let cfg = small(1.0f64, 0.0);
                blas.checked_gemm(cfg, &a, &b, &mut c).unwrap();
                let v = dev.dtoh_sync_copy(&c).unwrap();
                assert!(
                    v.iter().all(|&x| x == 64.0 * t as f64),
                    "thread {t}'s product"
                );
            });
        }
    });
}

#[test]
fn with_ptx_jit_disabled_small_products_go_to_cublas() {
    let Some(_) = fixture() else { return };
    crate::support::child::run_in_child_with(
        module_path!(),
        "quiet_with_ptx_jit_disabled_small_products_go_to_cublas",
        // The driver's cache of compiled PTX off too: with it, a kernel compiled by an earlier
        // process loads without compiling.
        &[("CUDA_DISABLE_PTX_JIT", "1"), ("CUDA_CACHE_DISABLE", "1")],
    );
}

#[test]
#[ignore = "run by its parent test in a process that cannot compile PTX"]
fn quiet_with_ptx_jit_disabled_small_products_go_to_cublas() {
    use crate::support::child;
    if !child::in_child(
        module_path!(),
        "quiet_with_ptx_jit_disabled_small_products_go_to_cublas",
    ) {
        return;
    }
    let (dev, blas) = fixture().expect("a GPU and cuBLAS");
    // The driver refuses to compile PTX in this process: the crate's kernel (the same PTX as
    // the library embeds) cannot load.
    let ptx = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/cublas/safe/small_gemm.ptx"
    ));
    let loaded = dev.load_ptx(
        cuda_driver::nvrtc::Ptx::from_src(ptx),
        "small",
        &["small_sgemm"],
    );
    assert!(
        loaded.is_err(),
        "the kernel's PTX loaded without the JIT or its cache: the test shows nothing"
    );
    // Small products still compute, every one through cuBLAS: f32 and f64, both transposed.
    for (m, n, k) in [(64, 64, 64), (7, 5, 3)] {
        let (cfg, lens) = config(OP_T, OP_T, m, n, k);
        check_both(&dev, &blas, cfg, lens);
    }
}

/// Messages of cuBLAS's logger that name a product (`cublasSgemm_v2`, `cublasDgemm_v2`, ...).
static LOGGED_PRODUCTS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// cuBLAS's logger callback: counts the messages that name a product.
unsafe extern "C" fn count_products(msg: *const std::ffi::c_char) {
    // SAFETY: cuBLAS passes a NUL-terminated message, alive during the call.
    let msg = unsafe { std::ffi::CStr::from_ptr(msg) }.to_string_lossy();
    if msg.to_ascii_lowercase().contains("gemm") {
        LOGGED_PRODUCTS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    }
}

#[test]
fn each_shape_goes_to_the_kernel_or_to_cublas_as_the_bounds_say() {
    let Some(_) = fixture() else { return };
    // cuBLAS's logger is the process's: in a process of its own.
    crate::support::child::run_in_child(
        module_path!(),
        "quiet_each_shape_goes_where_the_bounds_say",
    );
}

#[test]
#[ignore = "run by its parent test in a process of its own (cuBLAS's logger is global)"]
fn quiet_each_shape_goes_where_the_bounds_say() {
    use crate::support::child;
    if !child::in_child(module_path!(), "quiet_each_shape_goes_where_the_bounds_say") {
        return;
    }
    let (dev, blas) = fixture().expect("a GPU and cuBLAS");
    // SAFETY: a null file name (no file) and a callback that only counts.
    unsafe {
        let on = bsys::cublasLoggerConfigure(1, 0, 0, std::ptr::null());
        assert_eq!(on, cublasStatus_t::CUBLAS_STATUS_SUCCESS);
        let cb = bsys::cublasSetLoggerCallback(Some(count_products));
        assert_eq!(cb, cublasStatus_t::CUBLAS_STATUS_SUCCESS);
    }
    let mut seen_logged = false;
    for (m, n, k) in SHAPES {
        let (cfg, [la, lb, lc]) = config(OP_N, OP_T, m, n, k);
        let small = m.max(n).max(k) <= 256 && (m as i64 * n as i64 * k as i64) <= 1 << 21;
        for f32_too in [false, true] {
            let before = LOGGED_PRODUCTS.load(std::sync::atomic::Ordering::SeqCst);
            if f32_too {
                f32_product(
                    &dev,
                    &blas,
                    &cfg,
                    &vec![1.0; la],
                    &vec![1.0; lb],
                    &vec![0.0; lc],
                );
            } else {
                let (da, db) = (
                    dev.htod_copy(vec![1.0; la]).unwrap(),
                    dev.htod_copy(vec![1.0; lb]).unwrap(),
                );
                let mut dc = dev.alloc_zeros::<f64>(lc).unwrap();
                blas.checked_gemm(cfg, &da, &db, &mut dc).unwrap();
                dev.synchronize().unwrap();
            }
            let logged = LOGGED_PRODUCTS.load(std::sync::atomic::Ordering::SeqCst) - before;
            let what = format!("{m}x{n}x{k} in {}", if f32_too { "f32" } else { "f64" });
            if small {
                assert_eq!(
                    logged, 0,
                    "{what}: cuBLAS logged the product: it did not go to the crate's kernel"
                );
            } else {
                assert!(
                    logged > 0,
                    "{what}: cuBLAS logged nothing: the product did not go to it"
                );
                seen_logged = true;
            }
        }
    }
    assert!(
        seen_logged,
        "no shape past the bounds: the logger was never shown to work"
    );
}
