//! A cuBLAS product inside a captured graph (feature `cublas`): set the handle's stream to the
//! capturing one, multiply, and replay the graph on new inputs, also after the handle is gone.
//! Here, one at a time with the other graph tests: dropping a `CudaBlas` elsewhere in the
//! process (cuBLAS's `cublasDestroy` synchronises the device) would invalidate the capture.

use cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
use cuda_driver::cublas::{CudaBlas, GemmConfig};
use cuda_driver::driver::DriverError;

const SQUARE: GemmConfig<f32> = GemmConfig {
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
        ..SQUARE
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
        ..SQUARE
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
