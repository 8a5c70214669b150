//! cuBLAS products in captured graphs (feature `cublas`): replayed on new inputs, captured with the
//! async adapter, replayed after the handle is gone, and handles made or dropped on another thread
//! while a capture is open, and another thread's product while the handle's stream is set to a
//! capturing one.

use crate::kernels::{SLOW, assert_all, assert_usable, slow_kernels};
use crate::support::captures::capture_while_elsewhere;
use crate::support::child;
use crate::support::cublas::{BIG, big};
use crate::support::cublas::{SQUARE, cublas};
use cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
use cuda_driver::cublas::{CudaBlas, GemmConfig};
use cuda_driver::driver::{CudaDevice, DriverError};
use std::sync::{Arc, mpsc};
use std::time::Duration;

/// cublas/safe/mod.rs, `CudaBlas::set_stream`: "This is how a product goes into a graph:
/// set the stream `capture_graph` gives, multiply, and set `None` again before the capture
/// ends; the graph keeps the buffers and the workspace it uses alive"; graph.rs,
/// `capture_graph`: "Launches are ordered with the other work on the graph's buffers in
/// the order the calls are made: a copy of new inputs called before
/// `CudaGraphExec::launch` runs before the graph".
///
/// `a_product_captured_in_a_graph_replays_on_new_inputs` replays a product after its handle is
/// gone, but a 96^3 one,
/// which the crate's own kernel computes: no cuBLAS kernel, no workspace, nothing of the
/// handle is in that graph. Here a fresh handle's first product is one cuBLAS computes
/// (320^3), captured; the handle is dropped (`cublasDestroy`) and a new handle made and
/// used (likely on the memory the old one gave back); then a slow kernel on a `CudaStream`
/// writes new inputs into A, and the graph is replayed: it must wait for that write and
/// compute `320 * 2` in every element, and the new handle's products must stay right.
#[test]
fn a_product_cublas_computes_replays_from_its_graph_after_the_handle_is_gone() {
    let _serial = crate::serial();
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
/// invalidates the capture (this binary runs its captures one at a time for it; the public docs do not). `CudaBlas::drop`
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
    let _serial = crate::serial();
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
    let _serial = crate::serial();
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

const BASE: GemmConfig<f32> = GemmConfig {
    transa: CUBLAS_OP_N,
    transb: CUBLAS_OP_N,
    m: 0,
    n: 0,
    k: 0,
    alpha: 1.0,
    lda: 0,
    ldb: 0,
    beta: 0.0,
    ldc: 0,
};

#[test]
fn a_product_captured_in_a_graph_replays_on_new_inputs() {
    let _one_at_a_time = crate::serial();
    let Some(dev) = crate::support::device() else {
        return;
    };
    let blas = match CudaBlas::new(dev.clone()) {
        Ok(b) => b,
        Err(e) => return crate::support::skip("cuBLAS", "REQUIRE_CUBLAS", &e.to_string()),
    };
    let n = 96usize;
    let cfg = GemmConfig {
        m: n as i32,
        n: n as i32,
        k: n as i32,
        lda: n as i32,
        ldb: n as i32,
        ldc: n as i32,
        ..BASE
    };
    let mut a = dev.htod_sync_copy(&vec![1.0f32; n * n]).unwrap();
    let b = dev.htod_sync_copy(&vec![1.0f32; n * n]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(n * n).unwrap();
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
        .unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&c).unwrap(),
        vec![0.0; n * n],
        "captured work ran during the capture"
    );
    let exec = graph.instantiate().unwrap();
    for round in 1..4 {
        dev.htod_sync_copy_into(&vec![round as f32; n * n], &mut a)
            .unwrap();
        exec.launch().unwrap();
        crate::kernels::assert_all(
            &dev.dtoh_sync_copy(&c).unwrap(),
            (round * n) as f32,
            "the replayed product",
        );
    }
    drop(blas);
    exec.launch().unwrap();
    crate::kernels::assert_all(
        &dev.dtoh_sync_copy(&c).unwrap(),
        (3 * n) as f32,
        "a replay after the handle is gone",
    );
}

#[test]
fn a_product_step_captured_with_the_async_adapter_replays() {
    use cuda_driver::r#async::{AsyncDevice, Op};
    let _one_at_a_time = crate::serial();
    let Some(dev) = crate::support::device() else {
        return;
    };
    let blas = match CudaBlas::new(dev.clone()) {
        Ok(b) => b,
        Err(e) => return crate::support::skip("cuBLAS", "REQUIRE_CUBLAS", &e.to_string()),
    };
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 64usize;
    let cfg = GemmConfig {
        m: n as i32,
        n: n as i32,
        k: n as i32,
        lda: n as i32,
        ldb: n as i32,
        ldc: n as i32,
        ..BASE
    };
    let mut a = dev.htod_sync_copy(&vec![1.0f32; n * n]).unwrap();
    let b = dev.htod_sync_copy(&vec![1.0f32; n * n]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(n * n).unwrap();
    let ops = adev.ops();
    let exec = adev
        .capture(ops.gemm(&blas, cfg, &a, &b, &mut c))
        .unwrap()
        .instantiate()
        .unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&c).unwrap(),
        vec![0.0; n * n],
        "captured work ran"
    );
    for round in 1..3 {
        ops.htod_copy_into(vec![round as f32; n * n], &mut a)
            .then(|_| ops.launch_graph(&exec))
            .wait()
            .unwrap();
        let want = vec![(round * n) as f32; n * n];
        assert_eq!(dev.dtoh_sync_copy(&c).unwrap(), want, "replay {round}");
    }
}

/// `C = A B` for n x n matrices, column-major.
fn square_f32(n: i32) -> GemmConfig<f32> {
    GemmConfig {
        transa: CUBLAS_OP_N,
        transb: CUBLAS_OP_N,
        m: n,
        n,
        k: n,
        alpha: 1.0,
        lda: n,
        ldb: n,
        beta: 0.0,
        ldc: n,
    }
}

in_child!(
    /// `set_stream` is the calling thread's: while one thread holds a graph capture open with
    /// the handle's stream set to the capturing stream, another thread's product on the same
    /// handle runs on its own stream, at once, and its copy back reads the product (cuBLAS's
    /// own stream setting is one for every thread, which would put the product in the capture,
    /// to run only when the graph is launched). The capturing thread's product goes into the
    /// graph, and runs at its launch. For a small product (the crate's kernel) and a large one
    /// (cuBLAS).
    set_stream_is_per_thread_so_a_capture_takes_no_other_threads_product,
    set_stream_per_thread_child,
    |dev| {
        let blas = CudaBlas::new(dev.clone()).unwrap();
        for n in [4usize, 96] {
            product_beside_a_capture(&dev, &blas, n);
        }
    }
);

/// One round of the test above, with n x n matrices.
fn product_beside_a_capture(dev: &Arc<CudaDevice>, blas: &CudaBlas, n: usize) {
    let cfg = square_f32(n as i32);
    let a = dev.htod_copy(vec![1.0f32; n * n]).unwrap();
    let b = dev.htod_copy(vec![2.0f32; n * n]).unwrap();
    let mut c_graph = dev.alloc_zeros::<f32>(n * n).unwrap();
    let mut c_other = dev.alloc_zeros::<f32>(n * n).unwrap();
    let (go_tx, go_rx) = mpsc::channel::<()>();
    let (done_tx, done_rx) = mpsc::channel::<Vec<f32>>();
    let want = 2.0 * n as f32;
    let graph = std::thread::scope(|scope| {
        let (a, b, c_other) = (&a, &b, &mut c_other);
        scope.spawn(move || {
            go_rx.recv().unwrap();
            blas.checked_gemm(cfg, a, b, c_other).unwrap();
            done_tx.send(dev.dtoh_sync_copy(c_other).unwrap()).unwrap();
        });
        dev.capture_graph(|s| {
            // SAFETY: nothing to uphold (see `CudaBlas::set_stream`).
            unsafe { blas.set_stream(Some(s)) }.map_err(DriverError::from)?;
            go_tx.send(()).unwrap();
            let other = done_rx
                .recv_timeout(Duration::from_secs(30))
                .expect("the other thread's product and copy returned");
            let wrong = other.iter().filter(|&&v| v != want).count();
            assert_eq!(
                wrong, 0,
                "n = {n}: the other thread read {wrong} wrong elements"
            );
            blas.checked_gemm(cfg, a, b, &mut c_graph)
                .map_err(DriverError::from)?;
            // SAFETY: as above.
            unsafe { blas.set_stream(None) }.map_err(DriverError::from)?;
            Ok(())
        })
        .unwrap()
    });
    assert!(
        dev.dtoh_sync_copy(&c_graph)
            .unwrap()
            .iter()
            .all(|&v| v == 0.0),
        "n = {n}: the captured product ran before the graph was launched"
    );
    graph.instantiate().unwrap().launch().unwrap();
    let got = dev.dtoh_sync_copy(&c_graph).unwrap();
    assert!(
        got.iter().all(|&v| v == want),
        "n = {n}: the graph's product"
    );
}
