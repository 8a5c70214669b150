//! A review's attacks on the library layers' docs (cuBLAS, cuBLASLt, cuRAND) where their
//! features meet the core's: graphs that outlive the handle or generator they were captured
//! with, a generator whose last fill ran on a stream that is gone, and errors kept from a
//! `Drop` arriving in the middle of a product. What tests/gpu/claims_blas.rs, cublas.rs,
//! cublaslt.rs, curand.rs and tests/gpu_graphs/{cublas,cublaslt,curand}.rs leave open.
//!
//! Slow kernels (`SLOW` is about 50 ms on an H100) run ahead of the operation under attack on
//! another stream, so that work that overtakes them shows as wrong data; every element is
//! checked. The attacks that capture graphs, provoke drop errors or may break the context run
//! in a quiet process of their own (see [`child::run_in_child`]): a capture must not overlap
//! another test's device-wide synchronize, and kept drop errors must come only from the
//! attack. Each skips without a GPU or without its library (`REQUIRE_CUBLAS=1`,
//! `REQUIRE_CUBLASLT=1`, `REQUIRE_CURAND=1` make that a failure).

#[cfg(any(feature = "cublas", feature = "cublaslt", feature = "curand"))]
use crate::support::child;

// ---- cuBLAS ----

#[cfg(feature = "cublas")]
mod cublas {
    use super::child;
    use crate::attack::{StopOnDrop, drop_on_cue, past_kept_errors, unregistered_behind_its_back};
    use crate::cublas::{SQUARE, cublas};
    use crate::kernels::{SLOW, assert_all, assert_usable, slow_kernels};
    use cuda_driver::r#async::AsyncDevice;
    use cuda_driver::cublas::{CudaBlas, GemmConfig};
    use cuda_driver::driver::sys::CUresult;
    use cuda_driver::driver::{DevicePtr, DriverError, RegisteredVec};
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    /// 320: above the crate's own kernel's bound (every dimension at most 256), so that
    /// cuBLAS computes the product (the graph tests of tests/gpu_graphs/cublas.rs use 96 and
    /// 64, which the crate's kernel computes: no cuBLAS kernel is in their graphs).
    const BIG: usize = 320;

    /// `C = A B`, `BIG` x `BIG`, packed: with B all ones, every element of C is `BIG` times
    /// the value of A (for A all one value).
    fn big() -> GemmConfig<f32> {
        let n = BIG as i32;
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

    // ---- a product cuBLAS computes, in a graph that outlives its handle ----

    /// cublas/safe/mod.rs, `CudaBlas::set_stream`: "This is how a product goes into a graph:
    /// set the stream `capture_graph` gives, multiply, and set `None` again before the capture
    /// ends; the graph keeps the buffers and the workspace it uses alive"; graph.rs,
    /// `capture_graph`: "Launches are ordered with the other work on the graph's buffers in
    /// the order the calls are made: a copy of new inputs called before
    /// `CudaGraphExec::launch` runs before the graph".
    ///
    /// tests/gpu_graphs/cublas.rs replays a product after its handle is gone, but a 96^3 one,
    /// which the crate's own kernel computes: no cuBLAS kernel, no workspace, nothing of the
    /// handle is in that graph. Here a fresh handle's first product is one cuBLAS computes
    /// (320^3), captured; the handle is dropped (`cublasDestroy`) and a new handle made and
    /// used (likely on the memory the old one gave back); then a slow kernel on a `CudaStream`
    /// writes new inputs into A, and the graph is replayed: it must wait for that write and
    /// compute `320 * 2` in every element, and the new handle's products must stay right.
    #[test]
    fn a_product_cublas_computes_replays_from_its_graph_after_the_handle_is_gone() {
        let (_dev, _blas) = cublas!();
        child::run_in_child(module_path!(), "cublas_graph_outlives_handle_child");
    }

    #[test]
    #[ignore = "runs in the child process of its parent test"]
    fn cublas_graph_outlives_handle_child() {
        if !child::in_child(module_path!(), "cublas_graph_outlives_handle_child") {
            return;
        }
        let (dev, blas) = cublas!();
        let k = slow_kernels(&dev);
        let nn = BIG * BIG;
        let cfg = big();
        let mut a = dev.htod_sync_copy(&vec![1.0f32; nn]).unwrap();
        let b = dev.htod_sync_copy(&vec![1.0f32; nn]).unwrap();
        let mut c = dev.alloc_zeros::<f32>(nn).unwrap();
        let graph = dev
            .capture_graph(|s| {
                // SAFETY: nothing to uphold (see CudaBlas::set_stream).
                unsafe { blas.set_stream(Some(s)) }.map_err(DriverError::from)?;
                let r = blas
                    .checked_gemm(cfg, &a, &b, &mut c)
                    .map_err(DriverError::from);
                // SAFETY: as above.
                unsafe { blas.set_stream(None) }.map_err(DriverError::from)?;
                r
            })
            .unwrap_or_else(|e| {
                panic!("capturing a fresh handle's first product that cuBLAS computes: {e}")
            });
        let exec = graph.instantiate().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&c).unwrap(),
            0.0,
            "C after the capture (captured work ran)",
        );
        exec.launch().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&c).unwrap(),
            BIG as f32,
            "the first replay, with the handle alive",
        );
        drop(blas);
        // A new handle, working (its internal memory and workspace likely where the old
        // one's were).
        let other = CudaBlas::new(dev.clone()).unwrap();
        let p = dev.htod_sync_copy(&vec![3.0f32; nn]).unwrap();
        let mut q = dev.alloc_zeros::<f32>(nn).unwrap();
        other.checked_gemm(cfg, &p, &b, &mut q).unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&q).unwrap(),
            3.0 * BIG as f32,
            "the new handle's product",
        );
        // New inputs, written slowly on another stream; the replay must follow them.
        let stream = dev.new_stream().unwrap();
        k.fill(Some(&stream), &mut a, 2.0, SLOW / 5);
        exec.launch().unwrap();
        other.checked_gemm(cfg, &p, &b, &mut q).unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&c).unwrap(),
            2.0 * BIG as f32,
            "a replay after the handle was dropped, after a slow write of A on another stream",
        );
        assert_all(
            &dev.dtoh_sync_copy(&q).unwrap(),
            3.0 * BIG as f32,
            "the new handle's product after the old handle's graph was replayed",
        );
        drop((exec, graph, stream));
        assert_usable(&dev);
    }

    // ---- a kept drop error arriving in the middle of an async product ----

    /// cublas/mod.rs, "Ordering": "A product is a use of its buffers like a copy or a kernel
    /// launch: ... every later use (a free included) waits for it"; cublas/safe/asynchronous.rs,
    /// `AsyncDevice::gemm` (the same ordering on the adapter's streams); device.rs: errors from
    /// a `Drop` "are kept and returned, once, by the next fallible call on the device, on any
    /// thread".
    ///
    /// The pattern of review_core.rs's peer-copy attack, on `AsyncDevice::gemm`: A is written
    /// slowly on a `CudaStream`, so that the product (on one of the adapter's streams) waits
    /// there; meanwhile another thread drops a `RegisteredVec` whose unregister fails, at a
    /// delay that moves through the call from one round to the next. When the call returns an
    /// error, A is dropped at once and a new buffer (likely on A's memory) is filled with -7:
    /// C must then hold either nothing (0) or the product of A's values (320), never a product
    /// that read -7. When it returns a future, C must be 320 once it resolves.
    #[test]
    fn a_drop_error_arriving_during_an_async_product_leaves_it_ordered_with_the_frees() {
        let (_dev, _blas) = cublas!();
        child::run_in_child(module_path!(), "drop_error_mid_async_gemm_child");
    }

    #[test]
    #[ignore = "runs in the child process of its parent test"]
    fn drop_error_mid_async_gemm_child() {
        if !child::in_child(module_path!(), "drop_error_mid_async_gemm_child") {
            return;
        }
        let (dev, blas) = cublas!();
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let k = slow_kernels(&dev);
        let stream = dev.new_stream().unwrap();
        let nn = BIG * BIG;
        let cfg = big();
        let b = dev.htod_sync_copy(&vec![1.0f32; nn]).unwrap();
        // About 0.5 ms: far longer than dropping A and filling a new buffer takes.
        let cycles = SLOW / 100;
        const ROUNDS: usize = 300;
        let doomed: Vec<RegisteredVec<u8>> = (0..ROUNDS)
            .map(|_| unregistered_behind_its_back(&dev))
            .collect();
        let go = AtomicUsize::new(0);
        let dropped = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let (mut errors, mut reused) = (0usize, 0usize);
        std::thread::scope(|sc| {
            let (go, dropped, stop) = (&go, &dropped, &stop);
            sc.spawn(move || drop_on_cue(doomed, go, dropped, stop));
            // Ends the dropping thread also when a check below fails.
            let _stop = StopOnDrop(stop);
            for i in 0..ROUNDS {
                let mut a = past_kept_errors(|| dev.alloc_zeros::<f32>(nn));
                let mut c = past_kept_errors(|| dev.alloc_zeros::<f32>(nn));
                // A becomes all ones only after a spin, on another stream: the product waits.
                k.fill(Some(&stream), &mut a, 1.0, cycles);
                go.store(i + 1, Ordering::Release);
                let r = adev.gemm(&blas, cfg, &a, &b, &mut c);
                while dropped.load(Ordering::Acquire) != i + 1 {
                    std::hint::spin_loop();
                }
                match r {
                    Ok(done) => {
                        drop(a);
                        // The future may hand over the round's kept drop error, taken before
                        // the product was enqueued (then it never ran) or after (then it ran
                        // whole); any other error fails.
                        let failed = match done.wait() {
                            Ok(()) => false,
                            Err(e) if e.0 == CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED => {
                                true
                            }
                            Err(e) => panic!("round {i}: the product's future: {e}"),
                        };
                        let got = past_kept_errors(|| dev.dtoh_sync_copy(&c));
                        if failed {
                            errors += 1;
                            assert!(
                                got.iter().all(|&v| v == 0.0)
                                    || got.iter().all(|&v| v == BIG as f32),
                                "round {i}: an async product whose future failed with a kept \
                                 drop error left C neither untouched nor computed"
                            );
                        } else {
                            assert_all(
                                &got,
                                BIG as f32,
                                &format!("round {i}: an async product whose future resolved"),
                            );
                        }
                    }
                    Err(e) => {
                        let code = e.driver_error().map(|d| d.0);
                        assert_eq!(
                            code,
                            Some(CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED),
                            "round {i}: {e}"
                        );
                        errors += 1;
                        let addr = *a.device_ptr();
                        drop(a);
                        // Written at once, likely on the memory just freed.
                        let marker = past_kept_errors(|| dev.htod_sync_copy(&vec![-7.0f32; nn]));
                        reused += usize::from(*marker.device_ptr() == addr);
                        let got = past_kept_errors(|| dev.dtoh_sync_copy(&c));
                        assert!(
                            got.iter().all(|&v| v == 0.0) || got.iter().all(|&v| v == BIG as f32),
                            "round {i}: the async product failed ({e}), yet a product still \
                             queued read memory that A's drop had given back and a new buffer \
                             had filled with -7: {} of {nn} elements are neither 0 nor {BIG} \
                             (first: {})",
                            got.iter().filter(|&&v| v != 0.0 && v != BIG as f32).count(),
                            got.iter().find(|&&v| v != 0.0 && v != BIG as f32).unwrap(),
                        );
                        drop(marker);
                    }
                }
                // Nothing of this round may still run in the next.
                past_kept_errors(|| dev.synchronize());
            }
        });
        println!(
            "{errors} of {ROUNDS} async products failed with a kept drop error; the new buffer \
             took A's memory {reused} times"
        );
        past_kept_errors(|| dev.synchronize());
        assert_usable(&dev);
    }
}

// ---- cuBLASLt ----

#[cfg(feature = "cublaslt")]
mod cublaslt {
    use super::child;
    use crate::cublaslt::cublaslt;
    use crate::kernels::{SLOW, assert_all, assert_usable, slow_kernels};
    use cuda_driver::r#async::AsyncDevice;
    use cuda_driver::cublaslt::{Activation, CudaBlasLT, MatmulConfig};

    /// async/compose/ops.rs, `AsyncDevice::capture`: "The
    /// graph keeps the buffers and kernels it uses alive, and its launches are ordered with
    /// every other use of them"; cublaslt/safe/mod.rs, `CudaBlasLT`'s `Drop`: "Waits for the
    /// last product on each workspace ..., then destroys the handle; the workspaces then go as
    /// any buffer does".
    ///
    /// tests/gpu_graphs/cublaslt.rs replays a captured product only while its handle lives.
    /// Here the handle is dropped (and a new one made and used) before the replays, and the
    /// replay follows a slow write of A on another stream: `relu(64 * 2 - 100)` = 28 in every
    /// element of C, and the new handle's product right.
    #[test]
    fn a_matmul_step_replays_from_its_graph_after_the_handle_is_gone() {
        let (_dev, _blas) = cublaslt!();
        child::run_in_child(module_path!(), "cublaslt_graph_outlives_handle_child");
    }

    #[test]
    #[ignore = "runs in the child process of its parent test"]
    fn cublaslt_graph_outlives_handle_child() {
        if !child::in_child(module_path!(), "cublaslt_graph_outlives_handle_child") {
            return;
        }
        let (dev, blas) = cublaslt!();
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let k = slow_kernels(&dev);
        let n = 64usize;
        let cfg = MatmulConfig {
            transa: false,
            transb: false,
            m: n as u64,
            n: n as u64,
            k: n as u64,
            alpha: 1.0,
            lda: n as i64,
            ldb: n as i64,
            beta: 0.0,
            ldc: n as i64,
            stride_a: None,
            stride_b: None,
            stride_c: None,
            stride_bias: None,
            batch_size: None,
        };
        let mut a = dev.htod_sync_copy(&vec![1.0f32; n * n]).unwrap();
        let b = dev.htod_sync_copy(&vec![1.0f32; n * n]).unwrap();
        let bias = dev.htod_sync_copy(&vec![-100.0f32; n]).unwrap();
        let mut c = dev.alloc_zeros::<f32>(n * n).unwrap();
        let ops = adev.ops();
        let relu = Activation::Relu;
        let step = ops.matmul(&blas, cfg, &a, &b, &mut c, Some(&bias), Some(&relu));
        let exec = adev.capture(step).unwrap().instantiate().unwrap();
        drop(blas);
        let other = CudaBlasLT::new(dev.clone()).unwrap();
        let p = dev.htod_sync_copy(&vec![3.0f32; n * n]).unwrap();
        let mut q = dev.alloc_zeros::<f32>(n * n).unwrap();
        other
            .checked_matmul(cfg, &p, &b, &mut q, None, None)
            .unwrap();
        let stream = dev.new_stream().unwrap();
        // New inputs, slowly, on another stream; the replay must follow them.
        k.fill(Some(&stream), &mut a, 2.0, SLOW / 5);
        adev.launch_graph(&exec).wait().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&c).unwrap(),
            (2 * n) as f32 - 100.0,
            "a replay after the handle was dropped, after a slow write of A on another stream",
        );
        assert_all(
            &dev.dtoh_sync_copy(&q).unwrap(),
            (3 * n) as f32,
            "the new handle's product",
        );
        drop((exec, stream));
        assert_usable(&dev);
    }
}

// ---- cuRAND ----

#[cfg(feature = "curand")]
mod curand {
    use super::child;
    use crate::curand::curand;
    use crate::kernels::assert_usable;
    use crate::support::assert_same;
    use cuda_driver::r#async::AsyncDevice;
    use cuda_driver::curand::CudaRng;
    use cuda_driver::driver::{CudaDevice, DriverError};
    use std::sync::Arc;

    /// Every value is a uniform one, in (0, 1].
    #[track_caller]
    fn all_uniform(v: &[f32], what: &str) {
        let bad = v.iter().filter(|&&x| !(x > 0.0 && x <= 1.0)).count();
        if let Some(i) = v.iter().position(|&x| !(x > 0.0 && x <= 1.0)) {
            panic!(
                "{what}: {bad} of {} values outside (0, 1] (first at {i}: {})",
                v.len(),
                v[i]
            );
        }
    }

    /// `n` uniform f32s of `rng`, filled and read on the calling thread.
    fn uniform(dev: &Arc<CudaDevice>, rng: &CudaRng, n: usize) -> Vec<f32> {
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        rng.fill_with_uniform(&mut x).unwrap();
        dev.dtoh_sync_copy(&x).unwrap()
    }

    // ---- a graph of a fill that outlives its generator ----

    /// curand/asynchronous.rs, `Ops::fill_with_uniform`: "In a chain captured with
    /// `AsyncDevice::capture`, the fill goes into the graph: each replay runs it again,
    /// advancing the generator's state on the device, so each replay writes new numbers,
    /// ordered with the generator's other fills"; async/compose/ops.rs, `AsyncDevice::capture`:
    /// "The graph keeps the buffers and kernels it uses alive"; curand/safe.rs, `CudaRng`'s
    /// `state`: "the generator is destroyed only after the last one [fill] ran"; DESIGN.md: no
    /// use-after-free on device memory from safe code.
    ///
    /// A graph's replay runs cuRAND's kernel on the generator's state, which lives in memory
    /// cuRAND allocated for the generator (not in a buffer of the crate's, which the graph
    /// would keep). `CudaGraph`/`CudaGraphExec` borrow nothing, so safe code may drop the
    /// generator and replay the graph: the replay then reads and writes the state's freed
    /// memory. Here the generator is dropped, a new generator is made at once (its state
    /// likely on the memory the old one gave back) beside a twin of it (same seed, same calls),
    /// the old graph is replayed, and the two must still make the same numbers. The replays
    /// must either write uniform numbers (the graph kept the generator) or be refused with the
    /// context intact.
    ///
    /// It failed on the H100 before the fix (the new generator's numbers differed from its
    /// twin's: the replays wrote its state): `CudaRng`'s `Drop` destroyed the generator once
    /// its last *enqueued* fill ran, and nothing of the generator was held by the graph. A
    /// captured fill now keeps the generator alive with the graph (`PoolStream::keep_in_capture`).
    #[test]
    fn a_captured_fill_replayed_after_its_generator_is_dropped_leaves_other_generators_alone() {
        let (_dev, _rng) = curand!(1);
        child::run_in_child(module_path!(), "fill_graph_outlives_generator_child");
    }

    #[test]
    #[ignore = "runs in the child process of its parent test"]
    fn fill_graph_outlives_generator_child() {
        if !child::in_child(module_path!(), "fill_graph_outlives_generator_child") {
            return;
        }
        let (dev, rng) = curand!(1);
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let n = 1usize << 16;
        // cuRAND sets a generator up at its first fill, outside the capture.
        let mut warm = dev.alloc_zeros::<f32>(2).unwrap();
        rng.fill_with_uniform(&mut warm).unwrap();
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        let ops = adev.ops();
        let exec = adev
            .capture(ops.fill_with_uniform(&rng, &mut x))
            .unwrap()
            .instantiate()
            .unwrap();
        adev.launch_graph(&exec).wait().unwrap();
        all_uniform(
            &dev.dtoh_sync_copy(&x).unwrap(),
            "a replay while the generator lives",
        );
        drop(rng);
        // A new generator at once, set up by a fill (its state likely where the dropped one's
        // was), then a twin of it: same seed, same calls.
        let fresh = CudaRng::new(2, dev.clone()).unwrap();
        fresh.fill_with_uniform(&mut warm).unwrap();
        let twin = CudaRng::new(2, dev.clone()).unwrap();
        twin.fill_with_uniform(&mut warm).unwrap();
        dev.dtoh_sync_copy(&warm).unwrap();
        // The old graph, replayed.
        let replays: Result<(), DriverError> =
            (0..4).try_for_each(|_| adev.launch_graph(&exec).wait());
        if let Err(e) = dev.synchronize() {
            panic!(
                "after its generator was dropped, replays of a captured fill broke the context \
                 ({e}; the replays: {replays:?}): cuRAND's kernel ran on the generator's freed \
                 state"
            );
        }
        match &replays {
            Ok(()) => all_uniform(
                &dev.dtoh_sync_copy(&x).unwrap(),
                "replays after the generator was dropped",
            ),
            Err(e) => println!("replays after the generator was dropped were refused: {e}"),
        }
        assert_same(
            &uniform(&dev, &fresh, n),
            &uniform(&dev, &twin, n),
            "a generator made after another was dropped, against its twin, once the dropped \
             generator's captured fill was replayed (the replays wrote the new generator's \
             state: the old state's memory, freed by curandDestroyGenerator, was reused)",
        );
        drop((exec, fresh, twin));
        assert_usable(&dev);
    }

    // ---- a generator whose last fill ran on a stream that is gone ----

    /// curand/safe.rs, `CudaRng::set_seed`: "the next fill takes the sequence of that seed from
    /// the generator's current offset, which is the one set with `set_offset`"; `fill` (its
    /// safety comment): "each fill sets the stream again before generating";
    /// curand/asynchronous.rs,
    /// `AsyncDevice::fill_with_uniform`: "the buffer may be used or dropped as soon as the call
    /// returns".
    ///
    /// The generator's last fill ran on one of an async adapter's streams, so cuRAND's handle
    /// still names that stream; the adapter (and the buffer) are dropped, which destroys the
    /// stream. Then `set_offset`, `set_seed` and a fill on the calling thread's stream: the
    /// numbers must be those of a twin made with the same seed and offset, element by element,
    /// and the device usable.
    #[test]
    fn a_generator_whose_last_fill_ran_on_a_dropped_adapters_stream_reseeds_and_fills_right() {
        let (dev, mut rng) = curand!(3);
        let n = 1usize << 16;
        {
            let adev = AsyncDevice::new(dev.clone()).unwrap();
            let mut x = dev.alloc_zeros::<f32>(n).unwrap();
            adev.fill_with_uniform(&rng, &mut x)
                .unwrap()
                .wait()
                .unwrap();
            all_uniform(&dev.dtoh_sync_copy(&x).unwrap(), "the adapter's fill");
            drop(x);
            drop(adev);
        }
        // New streams now, which may take the dropped stream's handle value.
        let streams: Vec<_> = (0..4).map(|_| dev.new_stream().unwrap()).collect();
        rng.set_offset(4096).unwrap();
        rng.set_seed(9).unwrap();
        let got = uniform(&dev, &rng, n);
        let mut twin = CudaRng::new(9, dev.clone()).unwrap();
        twin.set_offset(4096).unwrap();
        let want = uniform(&dev, &twin, n);
        assert_same(
            &got,
            &want,
            "a generator reseeded after its last fill's stream was destroyed, against a twin",
        );
        all_uniform(&got, "the reseeded generator's fill");
        drop(streams);
        assert_usable(&dev);
    }
}
