//! A cuBLASLt product (bias and ReLU) inside a graph captured with the async adapter (feature
//! `cublaslt`), replayed on new inputs.

use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::cublaslt::{Activation, CudaBlasLT, MatmulConfig};

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
