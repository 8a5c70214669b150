//! A second review's attacks on the library layers (cuBLAS, cuBLASLt, cuRAND) where their
//! features meet the rest of the crate: what tests/gpu/review_libs.rs, claims_blas.rs,
//! cublas*.rs, cublaslt.rs, curand.rs and tests/gpu_graphs/ leave open. Each skips without a
//! GPU or without its library (`REQUIRE_CUBLASLT=1` etc. make that a failure).

// ---- cuBLASLt ----

#[cfg(feature = "cublaslt")]
mod cublaslt {
    use crate::cublaslt::cublaslt;
    use cuda_driver::r#async::AsyncDevice;
    use cuda_driver::cublaslt::sys;
    use cuda_driver::cublaslt::{CudaBlasLT, Matmul, MatmulConfig};
    use cuda_driver::driver::{CudaDevice, CudaSlice, DeviceRepr, ValidAsZeroBits};
    use std::sync::Arc;

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
}

// ---- A library handle dropped on one thread while another captures a graph ----

#[cfg(feature = "cublas")]
mod cublas_drop {
    use crate::attack::capture_while_elsewhere;
    use crate::cublas::{SQUARE, cublas};
    use crate::kernels::assert_all;
    use crate::support::child;
    use cuda_driver::cublas::{CudaBlas, GemmConfig};

    /// src/driver/safe/graph.rs, `CudaDevice::capture_graph`: "Everything else runs as usual
    /// while `f` runs, on this thread and on others: the capture is in the driver's relaxed
    /// mode, so ordinary calls on the main stream, the async adapter and other streams are
    /// neither captured nor refused"; the exceptions it lists are synchronizing the device, a
    /// managed buffer lent to the host, and dropping another `CudaDevice`. src/cublas/safe/
    /// mod.rs: `CudaBlas` is `Send` and `Sync`, and its `Drop` "Destroys the handle. cuBLAS
    /// waits for the device's work itself here".
    ///
    /// That wait is `cublasDestroy`'s implicit `cudaDeviceSynchronize` (NVIDIA's cuBLAS docs),
    /// a device-wide synchronize: illegal while any stream of the device captures, which
    /// invalidates the capture (tests/gpu_graphs/cublas.rs says as much in a comment, and runs
    /// its captures one at a time for it; the public docs do not). `CudaBlas::drop`
    /// (src/cublas/safe/mod.rs) calls `destroy_handle` whatever captures are open. Here one
    /// thread holds a capture open (two copies, the drop between them) while another drops a
    /// handle that computed a 320^3 product (cuBLAS's, not the crate's kernel).
    ///
    /// Sound: the capture succeeds, the graph copies both buffers right, no error is kept. A
    /// hole: `capture_graph` fails (`CUDA_ERROR_STREAM_CAPTURE_INVALIDATED` or
    /// `..._UNSUPPORTED`), or the drop's error surfaces in an unrelated call. In a child
    /// process: a device-wide synchronize must not hit other tests' captures.
    #[test]
    fn dropping_a_cublas_handle_on_another_thread_does_not_break_a_graph_capture() {
        let (_dev, _blas) = cublas!();
        child::run_in_child(module_path!(), "drop_cublas_during_capture_child");
    }

    #[test]
    #[ignore = "runs in the child process of its parent test"]
    fn drop_cublas_during_capture_child() {
        if !child::in_child(module_path!(), "drop_cublas_during_capture_child") {
            return;
        }
        let (dev, blas) = cublas!();
        const M: usize = 320;
        let cfg = GemmConfig {
            m: M as i32,
            n: M as i32,
            k: M as i32,
            lda: M as i32,
            ldb: M as i32,
            ldc: M as i32,
            ..SQUARE
        };
        let a = dev.htod_sync_copy(&vec![1.0f32; M * M]).unwrap();
        let mut c = dev.alloc_zeros::<f32>(M * M).unwrap();
        blas.checked_gemm(cfg, &a, &a, &mut c).unwrap();
        assert_all(&dev.dtoh_sync_copy(&c).unwrap(), M as f32, "the product");
        capture_while_elsewhere(&dev, "dropping a CudaBlas", move || drop(blas));
    }

    /// As above, the other way round: src/cublas/safe/mod.rs, `CudaBlas::new` and the first
    /// products of a fresh handle, on another thread while this one holds a capture open: the
    /// crate's small-product kernel is loaded then (`small_kernel`, `Kernels::load`: a
    /// `cuModuleLoadData`), and cuBLAS loads its own kernels and allocates its resources.
    /// `capture_graph` says such "ordinary calls ... on other streams are neither captured nor
    /// refused". The handle is dropped only after the capture (see the test above).
    ///
    /// Sound: both products right (16^3 on the crate's kernel, 320^3 on cuBLAS, every element
    /// against the CPU), the capture succeeds and copies right, no error kept. A hole: a
    /// product fails or is wrong, or the capture is invalidated by the loading.
    #[test]
    fn a_fresh_cublas_handles_first_products_on_another_thread_leave_a_capture_alone() {
        let (_dev, _blas) = cublas!();
        child::run_in_child(module_path!(), "fresh_cublas_during_capture_child");
    }

    #[test]
    #[ignore = "runs in the child process of its parent test"]
    fn fresh_cublas_during_capture_child() {
        if !child::in_child(module_path!(), "fresh_cublas_during_capture_child") {
            return;
        }
        let (dev, fixture) = cublas!();
        drop(fixture);
        let d = dev.clone();
        let blas = capture_while_elsewhere(
            &dev,
            "making a CudaBlas and computing its first products",
            move || {
                let blas = CudaBlas::new(d.clone()).unwrap();
                for side in [16usize, 320] {
                    let s = side as i32;
                    let cfg = GemmConfig {
                        m: s,
                        n: s,
                        k: s,
                        lda: s,
                        ldb: s,
                        ldc: s,
                        ..SQUARE
                    };
                    let a = d.htod_sync_copy(&vec![1.0f32; side * side]).unwrap();
                    let mut c = d.htod_sync_copy(&vec![f32::NAN; side * side]).unwrap();
                    blas.checked_gemm(cfg, &a, &a, &mut c)
                        .unwrap_or_else(|e| panic!("the {side}^3 product: {e}"));
                    let what = format!("the {side}^3 product of ones");
                    assert_all(&d.dtoh_sync_copy(&c).unwrap(), side as f32, &what);
                }
                blas
            },
        );
        drop(blas);
        dev.synchronize().unwrap();
    }
}

#[cfg(feature = "cublaslt")]
mod cublaslt_drop {
    use crate::attack::capture_while_elsewhere;
    use crate::cublaslt::cublaslt;
    use crate::kernels::assert_all;
    use crate::support::child;
    use cuda_driver::cublaslt::MatmulConfig;

    /// As `dropping_a_cublas_handle_on_another_thread_does_not_break_a_graph_capture`, for
    /// `CudaBlasLT`, whose `Drop` (src/cublaslt/safe/mod.rs) "Waits for the last product on
    /// each workspace (a read of one byte of it ...), then destroys the handle": stream-level
    /// waits, which a relaxed capture allows. Expected sound; a failure here means
    /// `cublasLtDestroy` or the workspaces' frees synchronize the device.
    #[test]
    fn dropping_a_cublaslt_handle_on_another_thread_does_not_break_a_graph_capture() {
        let (_dev, _blas) = cublaslt!();
        child::run_in_child(module_path!(), "drop_cublaslt_during_capture_child");
    }

    #[test]
    #[ignore = "runs in the child process of its parent test"]
    fn drop_cublaslt_during_capture_child() {
        if !child::in_child(module_path!(), "drop_cublaslt_during_capture_child") {
            return;
        }
        let (dev, blas) = cublaslt!();
        const M: usize = 64;
        let cfg = MatmulConfig {
            transa: false,
            transb: false,
            m: M as u64,
            n: M as u64,
            k: M as u64,
            alpha: 1.0,
            lda: M as i64,
            ldb: M as i64,
            beta: 0.0,
            ldc: M as i64,
            stride_a: None,
            stride_b: None,
            stride_c: None,
            stride_bias: None,
            batch_size: None,
        };
        let a = dev.htod_sync_copy(&vec![1.0f32; M * M]).unwrap();
        let mut c = dev.alloc_zeros::<f32>(M * M).unwrap();
        blas.checked_matmul(cfg, &a, &a, &mut c, None, None)
            .unwrap();
        assert_all(&dev.dtoh_sync_copy(&c).unwrap(), M as f32, "the product");
        capture_while_elsewhere(&dev, "dropping a CudaBlasLT", move || drop(blas));
    }
}

#[cfg(feature = "curand")]
mod curand_drop {
    use crate::attack::capture_while_elsewhere;
    use crate::support::child;

    /// As `dropping_a_cublas_handle_on_another_thread_does_not_break_a_graph_capture`, for
    /// `CudaRng`: src/curand/safe.rs, `RngInner`'s `Drop` "Waits for the generator's last fill
    /// (reading its state stand-in ...), then destroys it" (`curandDestroyGenerator`, which
    /// frees the generator's device state with `cudaFree`, an implicitly synchronizing call).
    /// A hole: the capture on the other thread fails, or the drop's error is kept.
    #[test]
    fn dropping_a_generator_on_another_thread_does_not_break_a_graph_capture() {
        let Some((_dev, _rng)) = crate::curand::fixture(1) else {
            return;
        };
        child::run_in_child(module_path!(), "drop_curand_during_capture_child");
    }

    #[test]
    #[ignore = "runs in the child process of its parent test"]
    fn drop_curand_during_capture_child() {
        if !child::in_child(module_path!(), "drop_curand_during_capture_child") {
            return;
        }
        let Some((dev, rng)) = crate::curand::fixture(1) else {
            return;
        };
        let mut x = dev.alloc_zeros::<f32>(4096).unwrap();
        rng.fill_with_uniform(&mut x).unwrap();
        let got = dev.dtoh_sync_copy(&x).unwrap();
        assert!(
            got.iter().all(|&v| v > 0.0 && v <= 1.0),
            "uniform numbers out of (0, 1]"
        );
        capture_while_elsewhere(&dev, "dropping a CudaRng", move || drop(rng));
    }
}
