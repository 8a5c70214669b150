//! A cuRAND fill inside a graph captured with the async adapter (feature `curand`): the graph
//! replays the fill as it was enqueued, so every replay writes the same numbers.

use cuda_driver::r#async::AsyncDevice;
use cuda_driver::curand::CudaRng;

#[test]
fn a_fill_step_captured_with_the_async_adapter_replays_the_same_numbers() {
    let _one_at_a_time = crate::serial();
    let Some(dev) = crate::support::device() else {
        return;
    };
    let rng = match CudaRng::new(5, dev.clone()) {
        Ok(r) => r,
        Err(e) => return crate::support::skip("cuRAND", "REQUIRE_CURAND", &e.to_string()),
    };
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut x = dev.alloc_zeros::<f32>(1 << 16).unwrap();
    let ops = adev.ops();
    let exec = adev
        .capture(ops.fill_with_uniform(&rng, &mut x))
        .unwrap()
        .instantiate()
        .unwrap();
    assert!(
        dev.dtoh_sync_copy(&x).unwrap().iter().all(|&v| v == 0.0),
        "captured work ran"
    );
    adev.launch_graph(&exec).wait().unwrap();
    let first = dev.dtoh_sync_copy(&x).unwrap();
    assert!(
        first.iter().all(|&v| v > 0.0 && v <= 1.0),
        "a replay wrote numbers outside (0, 1]"
    );
    dev.htod_sync_copy_into(&vec![0.0f32; 1 << 16], &mut x)
        .unwrap();
    adev.launch_graph(&exec).wait().unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&x).unwrap(),
        first,
        "two replays wrote different numbers"
    );
}
