//! A cuRAND fill inside a graph captured with the async adapter (feature `curand`): each replay
//! runs the fill again on the generator's state, writing new numbers; a generator must have
//! filled once outside the capture first.

use cuda_driver::r#async::AsyncDevice;
use cuda_driver::curand::CudaRng;

#[test]
fn a_fill_step_captured_with_the_async_adapter_writes_new_numbers_at_each_replay() {
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
    // A generator that has not filled yet cannot be set up inside a capture: an error says so.
    let e = adev
        .capture(ops.fill_with_uniform(&rng, &mut x))
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("fill once outside the capture first"),
        "{e}"
    );
    assert!(
        dev.dtoh_sync_copy(&x).unwrap().iter().all(|&v| v == 0.0),
        "a failed capture ran"
    );
    // Set up by one fill outside, it can.
    let mut warm = dev.alloc_zeros::<f32>(2).unwrap();
    rng.fill_with_uniform(&mut warm).unwrap();
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
    adev.launch_graph(&exec).wait().unwrap();
    let second = dev.dtoh_sync_copy(&x).unwrap();
    assert!(
        second.iter().all(|&v| v > 0.0 && v <= 1.0),
        "a replay wrote numbers outside (0, 1]"
    );
    assert!(second != first, "two replays wrote the same numbers");
    // A direct fill after the replays goes on from the generator's state: new numbers again.
    rng.fill_with_uniform(&mut x).unwrap();
    let third = dev.dtoh_sync_copy(&x).unwrap();
    assert!(
        third != first && third != second,
        "a fill repeated a replay's numbers"
    );
}
