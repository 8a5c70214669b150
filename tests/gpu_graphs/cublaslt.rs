//! cuBLASLt products in captured graphs (feature `cublaslt`): a matmul step captured with the async
//! adapter and replayed on new inputs or after the handle is gone, and a handle dropped on another
//! thread while a capture is open.

use crate::kernels::{SLOW, assert_all, assert_usable, slow_kernels};
use crate::support::captures::capture_while_elsewhere;
use crate::support::child;
use crate::support::cublaslt::cublaslt;
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::cublaslt::{Activation, CudaBlasLT, MatmulConfig};

/// async/compose/ops.rs, `AsyncDevice::capture`: "The
/// graph keeps the buffers and kernels it uses alive, and its launches are ordered with
/// every other use of them"; cublaslt/safe/mod.rs, `CudaBlasLT`'s `Drop`: "Waits for the
/// last product on each workspace ..., then destroys the handle; the workspaces then go as
/// any buffer does".
///
/// `a_matmul_step_captured_with_the_async_adapter_replays_on_new_inputs` replays a captured
/// product only while its handle lives.
/// Here the handle is dropped (and a new one made and used) before the replays, and the
/// replay follows a slow write of A on another stream: `relu(64 * 2 - 100)` = 28 in every
/// element of C, and the new handle's product right.
#[test]
fn a_matmul_step_replays_from_its_graph_after_the_handle_is_gone() {
    let _serial = crate::serial();
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

/// As `dropping_a_cublas_handle_on_another_thread_does_not_break_a_graph_capture`, for
/// `CudaBlasLT`, whose `Drop` (src/cublaslt/safe/mod.rs) "Waits for the last product on
/// each workspace (a read of one byte of it ...), then destroys the handle": stream-level
/// waits, which a relaxed capture allows. Expected sound; a failure here means
/// `cublasLtDestroy` or the workspaces' frees synchronize the device.
#[test]
fn dropping_a_cublaslt_handle_on_another_thread_does_not_break_a_graph_capture() {
    let _serial = crate::serial();
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

#[test]
fn a_matmul_step_captured_with_the_async_adapter_replays_on_new_inputs() {
    let _one_at_a_time = crate::serial();
    let Some(dev) = crate::support::device() else {
        return;
    };
    let blas = match CudaBlasLT::new(dev.clone()) {
        Ok(b) => b,
        Err(e) => return crate::support::skip("cuBLASLt", "REQUIRE_CUBLASLT", &e.to_string()),
    };
    let adev = AsyncDevice::new(dev.clone()).unwrap();
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
    assert_eq!(
        dev.dtoh_sync_copy(&c).unwrap(),
        vec![0.0; n * n],
        "captured work ran"
    );
    for round in 1..4 {
        ops.htod_copy_into(vec![round as f32; n * n], &mut a)
            .then(|_| ops.launch_graph(&exec))
            .wait()
            .unwrap();
        // relu(64 * round - 100): 0, 28, 92.
        let want = ((n * round) as f32 - 100.0).max(0.0);
        let got = dev.dtoh_sync_copy(&c).unwrap();
        assert!(
            got.iter().all(|&v| v == want),
            "replay {round}: {} not {want}",
            got[0]
        );
    }
}
