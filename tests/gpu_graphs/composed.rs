//! Composed operations captured into graphs: a chain captured and replayed with new inputs,
//! and steps that are not device work refused during a capture. Here rather than with the
//! other composed-operation tests, for the reason this binary exists.

use crate::kernels::{basic, random_f32};
use cuda_driver::r#async::{AsyncDevice, Op, zip};
use cuda_driver::driver::LaunchConfig;
use cuda_driver::driver::sys::CUresult;

fn cfg(n: usize) -> LaunchConfig {
    LaunchConfig::for_num_elems(n as u32)
}

/// A chain captured into a graph and replayed 1000 times with new inputs, each replay a
/// chain of its own: new input → graph → result, awaited once.
#[test]
fn graph_from_a_chain_replayed_with_new_inputs() {
    let _serial = crate::serial();
    let dev = gpu!();
    basic(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let axpy = dev.get_func("basic", "axpy").unwrap();
    let ops = adev.ops();
    let n = 4096usize;
    let mut x = adev.alloc_zeros::<f32>(n).wait().unwrap();
    let mut y = adev.alloc_zeros::<f32>(n).wait().unwrap();
    // y = 0; x += 1; y += 3 x: the graph.
    // SAFETY: add_one(float *x, size_t n) stays within the n elements of `x`.
    let chain = zip(ops.memset_zeros(&mut y), unsafe {
        ops.launch(&add_one, cfg(n), (&mut x, n))
    })
    // SAFETY: axpy(float a, const float *x, float *y, size_t n) stays within the n elements of
    // `x` and `y`.
    .then(|(y, (x, n))| unsafe { ops.launch(&axpy, cfg(n), (3.0f32, &*x, y, n)) });
    let exec = adev.capture(chain).unwrap().instantiate().unwrap();
    futures_lite::future::block_on(async {
        for i in 0..1000u64 {
            let input = random_f32(n, i);
            let out = ops
                .htod_copy_into(input.clone(), &mut x)
                .then(|_| ops.launch_graph(&exec))
                .then(|()| ops.dtoh_copy(&y))
                .await
                .unwrap();
            let want: Vec<f32> = input.iter().map(|v| 3.0 * (v + 1.0)).collect();
            assert_eq!(out, want, "replay {i}");
        }
    });
    // The per-call launch and a sync read agree.
    adev.launch_graph(&exec).wait().unwrap();
    let xs = dev.dtoh_sync_copy(&x).unwrap();
    let ys = dev.dtoh_sync_copy(&y).unwrap();
    let want: Vec<f32> = xs.iter().map(|v| 3.0 * v).collect();
    assert_eq!(ys, want);
}

/// An upload cannot be part of a captured operation: refused with an error that says so, and
/// the adapter stays usable.
#[test]
fn a_capture_refuses_host_work() {
    let _serial = crate::serial();
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let err = adev
        .capture(ops.htod_copy(vec![1u8]))
        .map(drop)
        .unwrap_err();
    assert_eq!(err.code(), CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    assert!(err.to_string().contains("an upload"), "{err}");
    let v = ops
        .htod_copy(vec![3u8; 5])
        .then(|v| ops.reclaim(v))
        .wait()
        .unwrap();
    assert_eq!(v, [3; 5]);
}
