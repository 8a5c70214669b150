//! Claims of the cuBLAS, cuBLASLt and cuRAND docs, each attacked by a test.
//!
//! Each test here defends one claim of `src/cublas`, `src/cublaslt` or `src/curand` (their
//! module docs and the safe layers' doc comments, README.md's sections on them) that
//! tests/gpu/cublas.rs, cublaslt.rs and curand.rs leave undefended: orderings in the directions
//! those tests do not try (a slow reader before a write, a slow writer before a write, frees),
//! the products of `gemv` and `gemm_strided_batched` and of their async and composed twins,
//! streams that must not wait for each other, the checks of the arguments those tests do not
//! name, and the semantics of seeds and offsets. Results are checked against a CPU reference;
//! a slow kernel (about 50 ms per `SLOW`) makes work that overtakes it see stale values.
//! Graph captures are in tests/gpu_graphs (a capture must not share this process with tests
//! that synchronise the device). Skips without a GPU or without the library.

use crate::kernels::filled;
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
use crate::kernels::{SlowKernels, slow_kernels};
use cuda_driver::driver::{CudaDevice, CudaSlice};
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
use cuda_driver::driver::{CudaEvent, CudaStream, EventFlags, LaunchAsync, LaunchConfig};
use std::sync::Arc;
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
use std::sync::mpsc;

/// About a second of spinning (20 times `SLOW`, about 50 ms each on an H100): far longer than
/// the small products that must finish while it runs.
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
const LONG: u64 = 20 * crate::kernels::SLOW;

/// Spins `cycles` on `on` (the calling thread's stream if `None`) in one block of 32 threads,
/// which leaves the rest of the GPU free for work that need not wait for it, and returns an
/// event recorded right after the spin there: `query()` is `false` until the spin is over.
/// The buffer it writes is returned so that it outlives the spin.
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
fn busy(
    dev: &Arc<CudaDevice>,
    k: &SlowKernels,
    on: Option<&CudaStream>,
    cycles: u64,
) -> (CudaEvent, CudaSlice<f32>) {
    let mut spin = dev.alloc_zeros::<f32>(32).unwrap();
    let one = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (32, 1, 1),
        shared_mem_bytes: 0,
    };
    let args = (cycles, &mut spin, 32usize, 1.0f32);
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes the 32 elements of
    // `spin`, a buffer of this device.
    unsafe {
        match on {
            Some(s) => (&k.fill).launch_on_stream(s, one, args),
            None => (&k.fill).launch(one, args),
        }
    }
    .unwrap();
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    match on {
        Some(s) => s.record_event(&ev).unwrap(),
        None => ev.record().unwrap(),
    }
    (ev, spin)
}

/// For a test that checks that work does *not* wait for a long spin: whether to run its body
/// here. Other tests of this process can hold it up for as long as the spin runs (seen: such a
/// test passed alone and failed among the others; a module load, as most tests make, may wait
/// for the whole context), so the test runs again in a process of its own, with nothing else
/// in it, and passes if that one does. `name` is the test's name in its module. Without a GPU
/// it skips here.
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
fn in_own_process(module: &str, name: &str) -> bool {
    const CHILD: &str = "CLAIMS_BLAS_CHILD";
    let module = module.split_once("::").map_or(module, |(_, rest)| rest);
    let full = format!("{module}::{name}");
    if std::env::var(CHILD).is_ok_and(|v| v == full) {
        return true;
    }
    if crate::support::device().is_none() || crate::support::under_sanitizer(&full) {
        return false;
    }
    let exe = std::env::current_exe().unwrap();
    let out = std::process::Command::new(exe)
        .args([full.as_str(), "--exact", "--test-threads=1", "--nocapture"])
        .env(CHILD, &full)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success() && text.contains("1 passed"),
        "{full} failed in its own process:\n{text}"
    );
    false
}

/// Fails with how many elements of `got` are not `want`, and the first.
#[track_caller]
fn all_eq(got: &[f32], want: f32, what: &str) {
    crate::kernels::assert_all(got, want, what);
}

/// `status` is `invalid` (`CUBLAS_STATUS_INVALID_VALUE`: a refusal) and `e` says every one of
/// `says` (for cuBLAS's and cuBLASLt's error types alike).
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
#[track_caller]
fn refusal<S: PartialEq + std::fmt::Debug>(
    status: S,
    invalid: S,
    e: &dyn std::fmt::Display,
    says: &[&str],
) {
    assert_eq!(status, invalid, "{e}");
    let msg = e.to_string();
    for s in says {
        assert!(msg.contains(s), "{msg:?} does not say {s:?}");
    }
}

/// Deterministic values in [-1, 1) as f64 (exact in f32 too).
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
fn rand64(n: usize, seed: u64) -> Vec<f64> {
    crate::kernels::random_f32(n, seed)
        .into_iter()
        .map(f64::from)
        .collect()
}

/// The test `products_on_two_threads_streams_do_not_wait_for_each_other` of `module` (cuBLAS's
/// and cuBLASLt's), in a process of its own: the device and a handle from `fixture` (or a
/// skip), then the attack. The main stream spins for about a second, then multiplies (on its
/// workspace); a product of another thread's own buffers, on that thread's stream, must be
/// done while the spin still runs. `product(handle, a, c, alpha)` computes `C = alpha A A` of
/// 64 x 64 matrices on the calling thread's stream.
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
fn products_on_two_threads_do_not_wait<H: Sync, P>(
    module: &str,
    fixture: fn() -> Option<(Arc<CudaDevice>, H)>,
    product: P,
) where
    P: Fn(&H, &CudaSlice<f32>, &mut CudaSlice<f32>, f32) + Sync,
{
    let name = "products_on_two_threads_streams_do_not_wait_for_each_other";
    if !in_own_process(module, name) {
        return;
    }
    let Some((dev, handle)) = fixture() else {
        return;
    };
    let (dev, product) = (&dev, |a: &_, c: &mut _, alpha| {
        product(&handle, a, c, alpha)
    });
    let k = slow_kernels(dev);
    let a = dev.htod_copy(vec![1.0f32; 64 * 64]).unwrap();
    let mut mine = dev.alloc_zeros::<f32>(64 * 64).unwrap();
    product(&a, &mut mine, 1.0);
    dev.dtoh_sync_copy(&mine).unwrap();
    // Channels rather than a barrier: a thread that panics drops its end, and the other
    // one's wait fails instead of hanging.
    let ((ready_tx, ready), (go_tx, go), (tx, rx)) =
        (mpsc::channel(), mpsc::channel(), mpsc::channel());
    let product = &product;
    let (got, spin_over) = std::thread::scope(|s| {
        s.spawn(move || {
            // That thread's buffers, stream and workspace, made and used before the spin.
            let a = dev.htod_copy(vec![1.0f32; 64 * 64]).unwrap();
            let mut c = dev.alloc_zeros::<f32>(64 * 64).unwrap();
            product(&a, &mut c, 1.0);
            dev.dtoh_sync_copy(&c).unwrap();
            ready_tx.send(()).unwrap();
            go.recv().unwrap();
            product(&a, &mut c, 2.0);
            tx.send(dev.dtoh_sync_copy(&c).unwrap()).unwrap();
        });
        ready.recv().unwrap();
        let (spun, spin) = busy(dev, &k, None, LONG);
        product(&a, &mut mine, 1.0);
        go_tx.send(()).unwrap();
        let got = rx.recv().unwrap();
        let over = spun.query().unwrap();
        drop(spin);
        (got, over)
    });
    assert!(
        !spin_over,
        "a product on another thread's stream waited for the main stream"
    );
    all_eq(&got, 128.0, "the other thread's product");
    all_eq(
        &dev.dtoh_sync_copy(&mine).unwrap(),
        64.0,
        "the main stream's product",
    );
}

/// Three buffers of nines made now, right after buffers were dropped behind work still to run
/// (memory freed before that work ran would go to them, and the work would overwrite it);
/// then `read` (what the work wrote), then every element of the three is checked (`what`).
fn nines_made_now_stay(dev: &Arc<CudaDevice>, what: &str, read: impl FnOnce()) {
    let nines: Vec<CudaSlice<f32>> = (0..3).map(|_| filled(dev, 9.0)).collect();
    read();
    for n in &nines {
        all_eq(&dev.dtoh_sync_copy(n).unwrap(), 9.0, what);
    }
}

/// cuBLAS (`src/cublas`): its module docs, `CudaBlas`, the products and their async and
/// composed twins.
#[cfg(feature = "cublas")]
mod cublas {
    use super::{LONG, all_eq, busy, in_own_process, rand64};
    use crate::cublas::{SIDE, SQUARE, cublas, fixture, gemm_cpu};
    use crate::kernels::{SLOW, assert_close, filled, slow_kernels};
    use cuda_driver::r#async::{AsyncDevice, Op};
    use cuda_driver::cublas::result::CublasError;
    use cuda_driver::cublas::sys::{cublasOperation_t, cublasPointerMode_t, cublasStatus_t};
    use cuda_driver::cublas::{GemmConfig, Gemv, GemvConfig, StridedBatchedConfig};
    use cuda_driver::driver::{CudaDevice, CudaSlice};

    use cublasOperation_t::{
        CUBLAS_OP_C as OP_C, CUBLAS_OP_CONJG as OP_CONJG, CUBLAS_OP_N as OP_N, CUBLAS_OP_T as OP_T,
    };

    /// `batch_size` products `square(n)`, A's, B's and C's matrices `[stride_a, stride_b,
    /// stride_c]` elements apart.
    fn strided(n: i32, batch_size: i32, strides: [i64; 3]) -> StridedBatchedConfig<f32> {
        let [stride_a, stride_b, stride_c] = strides;
        StridedBatchedConfig {
            gemm: square(n),
            batch_size,
            stride_a,
            stride_b,
            stride_c,
        }
    }

    /// `C = A B`, `n` x `n`, packed.
    fn square(n: i32) -> GemmConfig<f32> {
        GemmConfig {
            m: n,
            n,
            k: n,
            lda: n,
            ldb: n,
            ldc: n,
            ..SQUARE
        }
    }

    /// `y = A x` for A `n` x `n`, packed, unit increments.
    fn gemv(n: i32) -> GemvConfig<f32> {
        GemvConfig {
            trans: OP_N,
            m: n,
            n,
            alpha: 1.0,
            lda: n,
            incx: 1,
            beta: 0.0,
            incy: 1,
        }
    }

    /// Module docs, "Ordering": a product follows every earlier use of its output on any
    /// stream, a write included.
    #[test]
    fn a_product_waits_for_a_slow_write_of_its_output_on_another_stream() {
        let (dev, blas) = cublas!();
        let k = slow_kernels(&dev);
        let stream = dev.fork_default_stream().unwrap();
        let a = filled(&dev, 1.0);
        let mut c = filled(&dev, 0.0);
        // 7.0 written into C after about 50 ms: a product that overtook it would be overwritten.
        k.fill(Some(&stream), &mut c, 7.0, SLOW);
        blas.checked_gemm(SQUARE, &a, &a, &mut c).unwrap();
        all_eq(&dev.dtoh_sync_copy(&c).unwrap(), SIDE as f32, "C");
    }

    /// Module docs, "Ordering": every later use of a product's buffers, a free included, waits
    /// for it. The products run on another thread's stream, behind a slow write of A; A and an
    /// output are dropped there at once. Memory freed before its product ran would go to the
    /// buffers made next on this thread, whose nines the products would read, or overwrite.
    #[test]
    fn buffers_dropped_right_after_a_product_on_another_threads_stream_outlive_it() {
        let (dev, blas) = cublas!();
        let k = slow_kernels(&dev);
        let (d, bl, kk) = (&dev, &blas, &k);
        let (c, b) = std::thread::scope(|s| {
            s.spawn(move || {
                let mut a = filled(d, 0.0);
                kk.fill(None, &mut a, 1.0, SLOW);
                let b = filled(d, 1.0);
                let mut lost = filled(d, -1.0);
                let mut c = filled(d, -1.0);
                bl.checked_gemm(SQUARE, &a, &b, &mut lost).unwrap();
                bl.checked_gemm(SQUARE, &a, &b, &mut c).unwrap();
                drop(a);
                drop(lost);
                (c, b)
            })
            .join()
            .unwrap()
        });
        super::nines_made_now_stay(&dev, "a buffer made after the drops", || {
            // C's product ran after the one whose output was dropped (one stream, in order).
            let c = dev.dtoh_sync_copy(&c).unwrap();
            all_eq(&c, SIDE as f32, "C (A dropped)");
        });
        drop(b);
    }

    /// `CudaBlas::set_stream`: "Sends later products to `opt_stream`, or back to the calling
    /// thread's stream of the device with `None`". Behind a spin on the set stream, a product
    /// there is done only after the spin; after `None`, one is done while the spin still runs.
    #[test]
    fn set_stream_sends_products_to_that_stream_and_none_back_to_the_threads() {
        let name = "set_stream_sends_products_to_that_stream_and_none_back_to_the_threads";
        if !in_own_process(module_path!(), name) {
            return;
        }
        let (dev, blas) = cublas!();
        let k = slow_kernels(&dev);
        let stream = dev.fork_default_stream().unwrap();
        let cfg = square(64);
        let a = dev.htod_copy(vec![1.0f32; 64 * 64]).unwrap();
        let (mut c, mut c2) = (
            dev.alloc_zeros::<f32>(64 * 64).unwrap(),
            dev.alloc_zeros(64 * 64).unwrap(),
        );
        // The kernels loaded, the main stream's workspace made, before any spin.
        blas.checked_gemm(cfg, &a, &a, &mut c).unwrap();
        dev.dtoh_sync_copy(&c).unwrap();
        // SAFETY: nothing to uphold (see CudaBlas::set_stream).
        unsafe { blas.set_stream(Some(&stream)) }.unwrap();
        let (spun, _spin) = busy(&dev, &k, Some(&stream), 4 * SLOW);
        blas.checked_gemm(GemmConfig { alpha: 2.0, ..cfg }, &a, &a, &mut c)
            .unwrap();
        all_eq(&dev.dtoh_sync_copy(&c).unwrap(), 128.0, "C (set stream)");
        assert!(
            spun.query().unwrap(),
            "the product did not run behind the set stream's spin"
        );
        stream.synchronize().unwrap();
        // SAFETY: as above.
        unsafe { blas.set_stream(None) }.unwrap();
        let (spun, _spin2) = busy(&dev, &k, Some(&stream), LONG);
        blas.checked_gemm(GemmConfig { alpha: 3.0, ..cfg }, &a, &a, &mut c2)
            .unwrap();
        all_eq(&dev.dtoh_sync_copy(&c2).unwrap(), 192.0, "C (after None)");
        assert!(
            !spun.query().unwrap(),
            "after set_stream(None) the product waited for the stream set before"
        );
        stream.synchronize().unwrap();
    }

    /// Module docs, "Ordering": "Each stream the handle works on gets its own workspace, so
    /// products on different streams do not wait for each other." (See
    /// `products_on_two_threads_do_not_wait`.)
    #[test]
    fn products_on_two_threads_streams_do_not_wait_for_each_other() {
        super::products_on_two_threads_do_not_wait(module_path!(), fixture, |blas, a, c, alpha| {
            let cfg = GemmConfig {
                alpha,
                ..square(64)
            };
            blas.checked_gemm(cfg, a, a, c).unwrap();
        });
    }

    /// `e` is a refusal (`CUBLAS_STATUS_INVALID_VALUE`) that says every one of `says`.
    #[track_caller]
    fn refused(e: CublasError, says: &[&str]) {
        super::refusal(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE, &e, says);
    }

    /// Module docs, "Checked", and `checked_gemm`: B's and C's leading dimensions and shapes
    /// (transposed too), negative `n` and `k`, and `transb` are checked (tests/gpu/cublas.rs
    /// tries A's), each refusal naming the argument, with nothing written.
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
    /// A of another `CudaDevice` object (tests/gpu/cublas.rs tries a plain product's A).
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
        let (a, b, c0) = (rand64(40, 31), rand64(30, 32), rand64(27, 33));
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
        let (a, b, c0) = (rand64(35, 41), rand64(30, 42), rand64(42, 43));
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
        let x = rand64(5, 44);
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

    /// `set_pointer_mode`: "The products of `Gemm` and `Gemv` ... refuse to run while the mode
    /// is `CUBLAS_POINTER_MODE_DEVICE`": gemv, the batched product, and their async and
    /// composed twins too (tests/gpu/cublas.rs tries `checked_gemm`).
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

    /// 1024 x 1024 products, four of them: A a batch of four (`N` elements), B one matrix for
    /// all (stride 0), C a batch of four.
    const FOUR: StridedBatchedConfig<f32> = StridedBatchedConfig {
        gemm: GemmConfig {
            m: 1024,
            n: 1024,
            k: 1024,
            lda: 1024,
            ldb: 1024,
            ldc: 1024,
            ..SQUARE
        },
        batch_size: 4,
        stride_a: 1 << 20,
        stride_b: 0,
        stride_c: 1 << 20,
    };

    /// Module docs, "Ordering", for gemv (tests/gpu/cublas.rs orders only gemm): y = A x
    /// waits for a slow write of x on one stream, and for a slow read of y on another.
    #[test]
    fn gemv_waits_for_a_slow_write_of_x_and_a_slow_read_of_y_on_other_streams() {
        let (dev, blas) = cublas!();
        let k = slow_kernels(&dev);
        let (s1, s2) = (
            dev.fork_default_stream().unwrap(),
            dev.fork_default_stream().unwrap(),
        );
        let a = filled(&dev, 1.0);
        let mut x = dev.htod_copy(vec![0.0f32; 2048]).unwrap();
        let mut y = dev.htod_copy(vec![5.0f32; 2048]).unwrap();
        let mut seen = dev.alloc_zeros::<f32>(2048).unwrap();
        k.fill(Some(&s1), &mut x, 1.0, SLOW);
        k.slow_copy(Some(&s2), &mut seen, &y);
        blas.checked_gemv(gemv(SIDE), &a, &x, &mut y).unwrap();
        all_eq(
            &dev.dtoh_sync_copy(&seen).unwrap(),
            5.0,
            "the slow reader of y",
        );
        all_eq(&dev.dtoh_sync_copy(&y).unwrap(), SIDE as f32, "y");
    }

    /// Module docs, "Ordering", for the batched product: it waits for a slow write of A on one
    /// stream and for a slow read of C on another.
    #[test]
    fn a_batched_product_waits_for_a_slow_write_of_a_and_a_slow_read_of_c() {
        let (dev, blas) = cublas!();
        let k = slow_kernels(&dev);
        let (s1, s2) = (
            dev.fork_default_stream().unwrap(),
            dev.fork_default_stream().unwrap(),
        );
        let mut a = filled(&dev, 0.0);
        let b = dev.htod_copy(vec![1.0f32; 1 << 20]).unwrap();
        let mut c = filled(&dev, 5.0);
        let mut seen = filled(&dev, 0.0);
        k.fill(Some(&s1), &mut a, 1.0, SLOW);
        k.slow_copy(Some(&s2), &mut seen, &c);
        blas.checked_gemm_strided_batched(FOUR, &a, &b, &mut c)
            .unwrap();
        all_eq(
            &dev.dtoh_sync_copy(&seen).unwrap(),
            5.0,
            "the slow reader of C",
        );
        all_eq(&dev.dtoh_sync_copy(&c).unwrap(), 1024.0, "C");
    }

    /// `AsyncDevice::gemv` and `gemm_strided_batched`: "the same checks (a refusal is the `Err`
    /// returned at once, nothing enqueued), the same ordering ..., and a dropped or forgotten
    /// future changes nothing"; an adapter of another device object is refused.
    #[test]
    fn async_gemv_and_batched_products_are_checked_ordered_and_survive_lost_futures() {
        let (dev, blas) = cublas!();
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let k = slow_kernels(&dev);
        let stream = dev.fork_default_stream().unwrap();
        let small = dev.htod_copy(vec![1.0f32; 16]).unwrap();
        let mut out = dev.htod_copy(vec![-1.0f32; 16]).unwrap();
        let no_inc = GemvConfig { incx: 0, ..gemv(4) };
        let e = adev.gemv(&blas, no_inc, &small, &small, &mut out);
        refused(e.unwrap_err(), &["incx is 0"]);
        let overlapping = strided(2, 4, [0, 0, 2]);
        let e = adev.gemm_strided_batched(&blas, overlapping, &small, &small, &mut out);
        refused(e.unwrap_err(), &["overlap"]);
        let other = AsyncDevice::new(CudaDevice::new(0).unwrap()).unwrap();
        let e = other.gemv(&blas, gemv(4), &small, &small, &mut out);
        refused(e.unwrap_err(), &["AsyncDevice"]);
        all_eq(&dev.dtoh_sync_copy(&out).unwrap(), -1.0, "after refusals");
        // x and A written slowly on another stream; the futures dropped and forgotten.
        let a = filled(&dev, 1.0);
        let mut x = dev.htod_copy(vec![0.0f32; 2048]).unwrap();
        k.fill(Some(&stream), &mut x, 1.0, SLOW);
        let mut y = dev.alloc_zeros::<f32>(2048).unwrap();
        drop(adev.gemv(&blas, gemv(SIDE), &a, &x, &mut y).unwrap());
        let mut four = filled(&dev, 0.0);
        k.fill(Some(&stream), &mut four, 1.0, SLOW);
        let ones = dev.htod_copy(vec![1.0f32; 1 << 20]).unwrap();
        let mut c = filled(&dev, -1.0);
        let f = adev.gemm_strided_batched(&blas, FOUR, &four, &ones, &mut c);
        std::mem::forget(f.unwrap());
        all_eq(
            &dev.dtoh_sync_copy(&y).unwrap(),
            SIDE as f32,
            "y (future dropped)",
        );
        all_eq(
            &dev.dtoh_sync_copy(&c).unwrap(),
            1024.0,
            "C (future forgotten)",
        );
    }

    /// `AsyncDevice::gemm`: "The stream set with `CudaBlas::set_stream` is not used here":
    /// behind a spin on the set stream, awaited products (gemm and gemv) are back while the
    /// spin still runs.
    #[test]
    fn async_products_do_not_go_to_the_stream_set_with_set_stream() {
        if !in_own_process(
            module_path!(),
            "async_products_do_not_go_to_the_stream_set_with_set_stream",
        ) {
            return;
        }
        let (dev, blas) = cublas!();
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let k = slow_kernels(&dev);
        let stream = dev.fork_default_stream().unwrap();
        let a = dev.htod_copy(vec![1.0f32; 64 * 64]).unwrap();
        let mut c = dev.alloc_zeros::<f32>(64 * 64).unwrap();
        let mut y = dev.alloc_zeros::<f32>(64).unwrap();
        let x = a.slice(..64);
        // An awaited gemm (C = alpha A A) and an awaited gemv (y = A x).
        let mut both = |alpha: f32| {
            let cfg = GemmConfig {
                alpha,
                ..square(64)
            };
            adev.gemm(&blas, cfg, &a, &a, &mut c)
                .unwrap()
                .wait()
                .unwrap();
            adev.gemv(&blas, gemv(64), &a, &x, &mut y)
                .unwrap()
                .wait()
                .unwrap();
        };
        // The kernels loaded, and the buffers' writes finished, before the spin.
        for _ in 0..4 {
            both(1.0);
        }
        // SAFETY: nothing to uphold (see CudaBlas::set_stream).
        unsafe { blas.set_stream(Some(&stream)) }.unwrap();
        let (spun, _spin) = busy(&dev, &k, Some(&stream), LONG);
        both(2.0);
        let spin_over = spun.query().unwrap();
        // SAFETY: as above.
        unsafe { blas.set_stream(None) }.unwrap();
        assert!(
            !spin_over,
            "an async product waited for the stream set with set_stream"
        );
        all_eq(&adev.dtoh_copy(&c).wait().unwrap(), 128.0, "C");
        all_eq(&adev.dtoh_copy(&y).wait().unwrap(), 64.0, "y");
        stream.synchronize().unwrap();
    }

    /// `Ops::gemv` and `Ops::gemm_strided_batched`: steps "on the chain's stream, ordered like
    /// its other steps", after slow writes of their inputs on another stream; "a refusal fails
    /// the chain with the `CublasError`'s message".
    #[test]
    fn chained_gemv_and_batched_products_are_ordered_and_refusals_fail_the_chain() {
        let (dev, blas) = cublas!();
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let ops = adev.ops();
        let k = slow_kernels(&dev);
        let stream = dev.fork_default_stream().unwrap();
        let a = filled(&dev, 1.0);
        let mut x = dev.htod_copy(vec![0.0f32; 2048]).unwrap();
        let mut y = dev.alloc_zeros::<f32>(2048).unwrap();
        k.fill(Some(&stream), &mut x, 1.0, SLOW);
        let got = ops
            .gemv(&blas, gemv(SIDE), &a, &x, &mut y)
            .then(|y| ops.dtoh_copy(y))
            .wait()
            .unwrap();
        all_eq(&got, SIDE as f32, "the chain's y");
        let mut four = filled(&dev, 0.0);
        k.fill(Some(&stream), &mut four, 1.0, SLOW);
        let ones = dev.htod_copy(vec![1.0f32; 1 << 20]).unwrap();
        let mut c = filled(&dev, -1.0);
        let got = ops
            .gemm_strided_batched(&blas, FOUR, &four, &ones, &mut c)
            .then(|c| ops.dtoh_copy(c))
            .wait()
            .unwrap();
        all_eq(&got, 1024.0, "the chain's C");
        let no_inc = GemvConfig {
            incy: 0,
            ..gemv(SIDE)
        };
        let e = ops.gemv(&blas, no_inc, &a, &x, &mut y).wait().unwrap_err();
        assert!(e.to_string().contains("incy is 0"), "{e}");
        let overlapping = StridedBatchedConfig {
            stride_c: 1,
            ..FOUR
        };
        let e = ops
            .gemm_strided_batched(&blas, overlapping, &four, &ones, &mut c)
            .wait()
            .unwrap_err();
        assert!(e.to_string().contains("overlap"), "{e}");
    }
}

/// cuBLASLt (`src/cublaslt`): its module docs, `CudaBlasLT`, `checked_matmul`, the `Matmul`
/// trait's default method, and the async twin.
#[cfg(feature = "cublaslt")]
mod cublaslt {
    use super::{all_eq, rand64};
    use crate::cublaslt::{config, cublaslt, fixture, reference};
    use crate::kernels::{N, SLOW, assert_close, filled, slow_kernels};
    use cuda_driver::cublaslt::result::CublasError;
    use cuda_driver::cublaslt::sys::{self, cublasStatus_t};
    use cuda_driver::cublaslt::{CudaBlasLT, Matmul, MatmulConfig, MatmulShared, Workspace};
    use cuda_driver::driver::sys::CUstream;
    use cuda_driver::driver::{CudaDevice, CudaSlice};
    use std::sync::Arc;

    /// `C = A B` (alpha 1, beta 0), `m` x `k` by `k` x `n`, packed, not batched.
    fn plain(m: u64, n: u64, k: u64) -> MatmulConfig {
        MatmulConfig {
            alpha: 1.0,
            beta: 0.0,
            ..config(m, n, k, (false, false), 0)
        }
    }

    /// Values that TF32 (a 10-bit mantissa) holds exactly: multiples of 1/8 in [-1, 1]. With
    /// them, and sums of at most a few hundred such products, the f32 products here are exact
    /// whatever the arithmetic cuBLASLt picks, so the tolerances below are only rounding's.
    fn exact(n: usize, seed: u64) -> Vec<f64> {
        rand64(n, seed)
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

    /// `e` is a refusal (`CUBLAS_STATUS_INVALID_VALUE`) that says every one of `says`.
    #[track_caller]
    fn refused(e: CublasError, says: &[&str]) {
        super::refusal(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE, &e, says);
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
    /// (tests/gpu/cublaslt.rs broadcasts B): here A, with B transposed and a bias per batch.
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

    /// `checked_matmul`: "No negative stride", and "Every buffer belongs to this handle's
    /// `CudaDevice` object": B and the bias (tests/gpu/cublaslt.rs tries A's stride, A and C),
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

    /// `CudaBlasLT`: "ordered like a kernel launch: after every earlier use of its buffers on
    /// any stream": the bias is read (a slow write of it on one stream is waited for) and C
    /// written (a slow write of it on another is waited for too).
    #[test]
    fn a_product_waits_for_slow_writes_of_its_bias_and_of_c_on_other_streams() {
        let (dev, blas) = cublaslt!();
        let k = slow_kernels(&dev);
        let (s1, s2) = (
            dev.fork_default_stream().unwrap(),
            dev.fork_default_stream().unwrap(),
        );
        // C (2048 x 2048) = A (2048 x 1, ones) B (1 x 2048, ones) + the bias (3.0): 4.0.
        let ones = dev.htod_sync_copy(&[1.0f32; 2048]).unwrap();
        let mut bias = dev.htod_sync_copy(&[0.0f32; 2048]).unwrap();
        let mut c: CudaSlice<f32> = filled(&dev, 0.0);
        k.fill(Some(&s1), &mut bias, 3.0, SLOW);
        k.fill(Some(&s2), &mut c, 7.0, SLOW);
        blas.checked_matmul(
            plain(2048, 2048, 1),
            &ones,
            &ones,
            &mut c,
            Some(&bias),
            None,
        )
        .unwrap();
        let got = dev.dtoh_sync_copy(&c).unwrap();
        assert_eq!(got.len(), N);
        all_eq(
            &got,
            4.0,
            "C = 1 + the slowly written bias, over the slow write of C",
        );
    }

    /// `CudaBlasLT`: "every later use (their frees included) waits for it", and a read on
    /// another thread sees the product. The products run on another thread's stream behind a
    /// slow write of A; A and one output are dropped there at once, C is read here. Memory
    /// freed before its product ran would go to the buffers made next here, whose nines the
    /// products would read, or overwrite.
    #[test]
    fn a_product_on_another_thread_is_seen_here_and_outlives_its_dropped_buffers() {
        let (dev, blas) = cublaslt!();
        let k = slow_kernels(&dev);
        let cfg = plain(2048, 2048, 1);
        let (d, bl, kk) = (&dev, &blas, &k);
        let (c, ones) = std::thread::scope(|s| {
            s.spawn(move || {
                let mut a = d.htod_sync_copy(&[0.0f32; 2048]).unwrap();
                kk.fill(None, &mut a, 2.0, SLOW);
                let ones = d.htod_sync_copy(&[1.0f32; 2048]).unwrap();
                let mut lost: CudaSlice<f32> = filled(d, -1.0);
                let mut c: CudaSlice<f32> = filled(d, -1.0);
                bl.checked_matmul(cfg, &a, &ones, &mut lost, None, None)
                    .unwrap();
                bl.checked_matmul(cfg, &a, &ones, &mut c, None, None)
                    .unwrap();
                drop(a);
                drop(lost);
                (c, ones)
            })
            .join()
            .unwrap()
        });
        super::nines_made_now_stay(&dev, "a buffer made after the drops", || {
            let c = dev.dtoh_sync_copy(&c).unwrap();
            all_eq(&c, 2.0, "C, read on another thread");
        });
        drop(ones);
    }

    /// Module docs: "Each stream has its own workspace, so products of several threads run side
    /// by side." (See `products_on_two_threads_do_not_wait`.)
    #[test]
    fn products_on_two_threads_streams_do_not_wait_for_each_other() {
        super::products_on_two_threads_do_not_wait(module_path!(), fixture, |blas, a, c, alpha| {
            let cfg = MatmulConfig {
                alpha,
                ..plain(64, 64, 64)
            };
            blas.checked_matmul(cfg, a, a, c, None, None).unwrap();
        });
    }

    /// `MatmulShared` for `CudaBlasLT`: `stream` is "the device's main stream".
    #[test]
    fn the_shared_stream_is_the_devices_main_stream() {
        let (dev, blas) = cublaslt!();
        // On the thread that opened the device, its stream is the main one.
        assert_eq!(*blas.stream(), *dev.cu_stream());
        assert!(!blas.handle().is_null());
    }

    /// `CudaBlasLT`'s `Drop`: "Waits for the last product on each workspace ..., then destroys
    /// the handle": dropped while its product waits behind a slow write of A on another stream
    /// (and one of another thread's stream, on its own workspace), the products still happen.
    #[test]
    fn dropping_the_handle_while_its_products_wait_keeps_their_results() {
        let (dev, blas) = cublaslt!();
        let k = slow_kernels(&dev);
        let stream = dev.fork_default_stream().unwrap();
        let cfg = plain(2048, 1, 2048);
        let ones = dev.htod_sync_copy(&[1.0f32; 2048]).unwrap();
        let mut a: CudaSlice<f32> = filled(&dev, 0.0);
        k.fill(Some(&stream), &mut a, 0.5, SLOW);
        let mut c = dev.alloc_zeros::<f32>(2048).unwrap();
        blas.checked_matmul(cfg, &a, &ones, &mut c, None, None)
            .unwrap();
        let (d, bl, a_ref, ones_ref) = (&dev, &blas, &a, &ones);
        let theirs = std::thread::scope(|s| {
            s.spawn(move || {
                let mut c = d.alloc_zeros::<f32>(2048).unwrap();
                let twice = MatmulConfig { alpha: 2.0, ..cfg };
                bl.checked_matmul(twice, a_ref, ones_ref, &mut c, None, None)
                    .unwrap();
                c
            })
            .join()
            .unwrap()
        });
        drop(blas);
        all_eq(&dev.dtoh_sync_copy(&c).unwrap(), 1024.0, "C");
        all_eq(
            &dev.dtoh_sync_copy(&theirs).unwrap(),
            2048.0,
            "the other thread's C",
        );
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
}

/// cuRAND (`src/curand`): its module docs, `CudaRng`, and the async and composed fills.
#[cfg(feature = "curand")]
mod curand {
    use super::all_eq;
    use crate::curand::{curand, uniform_f32 as uniform};
    use crate::kernels::{N, SLOW, filled, slow_kernels};
    use cuda_driver::r#async::{AsyncDevice, Op};
    use cuda_driver::curand::CudaRng;
    use cuda_driver::curand::sys::curandStatus_t;
    use cuda_driver::driver::CudaSlice;

    /// Every value is a uniform one, in (0, 1].
    #[track_caller]
    fn all_uniform(v: &[f32], what: &str) {
        let bad = v.iter().filter(|&&x| !(x > 0.0 && x <= 1.0)).count();
        assert_eq!(bad, 0, "{what}: {bad} of {} values outside (0, 1]", v.len());
    }

    /// Module docs, "Ordering": "A fill is a write of its buffer ... after every earlier use of
    /// the buffer on any stream": a slow read of it on another stream must see the values
    /// from before the fill (tests/gpu/curand.rs tries a slow write).
    #[test]
    fn a_fill_waits_for_a_slow_read_of_its_buffer_on_another_stream() {
        let (dev, rng) = curand!(31);
        let k = slow_kernels(&dev);
        let stream = dev.fork_default_stream().unwrap();
        let mut x: CudaSlice<f32> = filled(&dev, 7.0);
        let mut seen: CudaSlice<f32> = filled(&dev, 0.0);
        k.slow_copy(Some(&stream), &mut seen, &x);
        rng.fill_with_normal(&mut x, 0.0, 1.0).unwrap();
        all_eq(&dev.dtoh_sync_copy(&seen).unwrap(), 7.0, "the slow reader");
        let v = dev.dtoh_sync_copy(&x).unwrap();
        let sevens = v.iter().filter(|&&x| x == 7.0).count();
        assert!(
            sevens < 4,
            "{sevens} of {N} elements not written by the fill"
        );
    }

    /// Module docs, "Ordering": "Fills of one generator are ordered among themselves too, since
    /// they share its state on the GPU", and `AsyncDevice::fill_with_uniform` and the chain's
    /// step: "ordered ... with the generator's other fills". Three times, another thread fills
    /// on its stream behind a slow kernel there, and then this thread fills: synchronously,
    /// through the adapter, and as a chain's step. Each fill must take the numbers that come
    /// next in the generator's sequence (those of a second generator of the same seed filling
    /// the same lengths one after the other); one that overtook the other thread's would read
    /// the state before that fill advanced it.
    #[test]
    fn fills_on_different_streams_take_the_generators_numbers_in_turn() {
        let (dev, rng) = curand!(32);
        let n = 1 << 16;
        let twin = CudaRng::new(32, dev.clone()).unwrap();
        let want: Vec<Vec<f32>> = (0..6).map(|_| uniform(&dev, &twin, n)).collect();
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let ops = adev.ops();
        let k = slow_kernels(&dev);
        for round in 0..3 {
            let (d, r, kk) = (&dev, &rng, &k);
            let theirs = std::thread::scope(|s| {
                s.spawn(move || {
                    let mut x = d.alloc_zeros::<f32>(n).unwrap();
                    let mut spin = d.alloc_zeros::<f32>(1 << 10).unwrap();
                    kk.fill(None, &mut spin, 1.0, SLOW);
                    r.fill_with_uniform(&mut x).unwrap();
                    (x, spin)
                })
                .join()
                .unwrap()
            });
            let mut y = dev.alloc_zeros::<f32>(n).unwrap();
            match round {
                0 => rng.fill_with_uniform(&mut y).unwrap(),
                1 => adev
                    .fill_with_uniform(&rng, &mut y)
                    .unwrap()
                    .wait()
                    .unwrap(),
                _ => {
                    ops.fill_with_uniform(&rng, &mut y).wait().unwrap();
                }
            }
            let how = ["a sync fill", "an async fill", "a chain's fill"][round];
            let mine = dev.dtoh_sync_copy(&y).unwrap();
            assert!(
                mine == want[2 * round + 1],
                "round {round}: {how} overtook the other thread's"
            );
            let other = dev.dtoh_sync_copy(&theirs.0).unwrap();
            assert!(
                other == want[2 * round],
                "round {round}: the other thread's fill"
            );
        }
    }

    /// Module docs, "Ordering": "every later use (its free included) waits for it". The fills
    /// run on another thread's stream behind a slow kernel there; one buffer is dropped there
    /// at once. Memory freed before its fill ran would go to the buffers made next here, whose
    /// nines the fill would then overwrite.
    #[test]
    fn a_buffer_dropped_right_after_its_fill_is_freed_after_it() {
        let (dev, rng) = curand!(33);
        let k = slow_kernels(&dev);
        let (d, r, kk) = (&dev, &rng, &k);
        let (kept, spin) = std::thread::scope(|s| {
            s.spawn(move || {
                let mut lost: CudaSlice<f32> = filled(d, 0.0);
                let mut kept: CudaSlice<f32> = filled(d, 0.0);
                let mut spin = d.alloc_zeros::<f32>(1 << 10).unwrap();
                kk.fill(None, &mut spin, 1.0, SLOW);
                r.fill_with_uniform(&mut lost).unwrap();
                r.fill_with_uniform(&mut kept).unwrap();
                drop(lost);
                (kept, spin)
            })
            .join()
            .unwrap()
        });
        super::nines_made_now_stay(&dev, "a buffer made after the drop", || {
            // The kept buffer's fill ran after the lost one's (one stream, and one generator).
            all_uniform(&dev.dtoh_sync_copy(&kept).unwrap(), "the kept buffer");
        });
        drop(spin);
    }

    /// `CudaRng`'s `Drop`: "Waits for the generator's last fill ..., then destroys it". The
    /// fill waits behind a slow write of its buffer on another stream, and the generator is
    /// dropped at once: the buffer must still get the generator's numbers (a twin's).
    #[test]
    fn dropping_the_generator_while_its_fill_waits_keeps_its_numbers() {
        let (dev, rng) = curand!(34);
        let twin = CudaRng::new(34, dev.clone()).unwrap();
        let want = uniform(&dev, &twin, N);
        let k = slow_kernels(&dev);
        let stream = dev.fork_default_stream().unwrap();
        let mut x: CudaSlice<f32> = filled(&dev, 0.0);
        k.fill(Some(&stream), &mut x, 7.0, SLOW);
        rng.fill_with_uniform(&mut x).unwrap();
        drop(rng);
        let got = dev.dtoh_sync_copy(&x).unwrap();
        assert!(
            got == want,
            "the fill did not write the generator's numbers"
        );
    }

    /// `fill_with_uniform`: "every bit random for `u32`", and "`u64` ... this generator returns
    /// `CURAND_STATUS_TYPE_ERROR` for it" (the buffer left as it was).
    #[test]
    fn u32_uniforms_use_every_bit_and_u64_is_a_type_error() {
        let (dev, rng) = curand!(35);
        let mut x = dev.alloc_zeros::<u32>(1 << 16).unwrap();
        rng.fill_with_uniform(&mut x).unwrap();
        let v = dev.dtoh_sync_copy(&x).unwrap();
        for bit in [0, 15, 31] {
            let set = v.iter().filter(|&&x| x >> bit & 1 == 1).count() as f64 / v.len() as f64;
            assert!(
                (set - 0.5).abs() < 0.02,
                "bit {bit} is set in {set} of them"
            );
        }
        let mut w = dev.htod_sync_copy(&[7u64; 64]).unwrap();
        let e = rng.fill_with_uniform(&mut w).unwrap_err();
        assert_eq!(e.0, curandStatus_t::CURAND_STATUS_TYPE_ERROR, "{e}");
        assert_eq!(dev.dtoh_sync_copy(&w).unwrap(), [7u64; 64]);
    }

    /// `set_seed`: "the next fill starts the sequence of that seed (at the current offset)":
    /// the offset is where the generator stands, the one set with `set_offset` plus the
    /// numbers made since. After `set_offset(4096)` and a fill of 1000, a new seed gives what a
    /// fresh generator of that seed set 5096 in gives, and not what one at 0 or 4096 gives.
    #[test]
    fn set_seed_restarts_the_sequence_of_that_seed_at_the_current_offset() {
        let (dev, mut rng) = curand!(36);
        rng.set_offset(4096).unwrap();
        uniform(&dev, &rng, 1000);
        rng.set_seed(77).unwrap();
        let got = uniform(&dev, &rng, 4096);
        let at = |offset: u64| {
            let mut twin = CudaRng::new(77, dev.clone()).unwrap();
            twin.set_offset(offset).unwrap();
            uniform(&dev, &twin, 4096)
        };
        assert!(
            got == at(5096),
            "not the new seed's numbers at the current offset"
        );
        assert!(got != at(0), "the offset was forgotten");
        assert!(
            got != at(4096),
            "the numbers made since set_offset were not counted"
        );
    }

    /// `set_offset`: "the next fill starts that many numbers into the seed's sequence": the
    /// numbers of a generator set `k` in are those after the first `k` of one that was not.
    #[test]
    fn set_offset_skips_that_many_numbers_of_the_sequence() {
        let (dev, mut rng) = curand!(37);
        let (k, n) = (1 << 12, 1 << 14);
        let from_start = CudaRng::new(37, dev.clone()).unwrap();
        let all = uniform(&dev, &from_start, k + n);
        rng.set_offset(k as u64).unwrap();
        let skipped = uniform(&dev, &rng, n);
        let same = skipped
            .iter()
            .zip(&all[k..])
            .filter(|(a, b)| a == b)
            .count();
        assert_eq!(
            same, n,
            "{same} of {n} numbers are those {k} into the sequence"
        );
    }

    /// `CudaRng`: only normal and log-normal numbers need a buffer aligned to a pair; uniform
    /// numbers go to any view, one starting at an odd element included, and nothing around it
    /// is written.
    #[test]
    fn uniform_numbers_fill_views_at_any_offset() {
        let (dev, rng) = curand!(38);
        let mut x = dev.htod_sync_copy(&vec![7.0f32; 4099]).unwrap();
        rng.fill_with_uniform(&mut x.slice_mut(1..4098)).unwrap();
        let v = dev.dtoh_sync_copy(&x).unwrap();
        assert_eq!((v[0], v[4098]), (7.0, 7.0), "written outside the view");
        all_uniform(&v[1..4098], "f32 view at element 1");
        let mut d = dev.htod_sync_copy(&vec![7.0f64; 4099]).unwrap();
        rng.fill_with_uniform(&mut d.slice_mut(1..4098)).unwrap();
        let v = dev.dtoh_sync_copy(&d).unwrap();
        assert_eq!((v[0], v[4098]), (7.0, 7.0), "written outside the view");
        assert!(
            v[1..4098].iter().all(|&x| x > 0.0 && x <= 1.0),
            "f64 view at element 1"
        );
        let mut u = dev.htod_sync_copy(&vec![7u32; 4099]).unwrap();
        rng.fill_with_uniform(&mut u.slice_mut(3..4098)).unwrap();
        let v = dev.dtoh_sync_copy(&u).unwrap();
        assert_eq!(&v[..3], &[7, 7, 7], "written outside the view");
        assert_eq!(v[4098], 7, "written outside the view");
        // 4095 random u32s that are all 7 would be no fill at all.
        assert!(v[3..4098].iter().any(|&x| x != 7), "u32 view at element 3");
    }
}
