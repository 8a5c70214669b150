//! Composed operations captured into graphs: a chain captured and replayed with new inputs, and a
//! composed capture that takes device work only, refusing host work.

use crate::kernels::{basic, random_f32};
use crate::{cfg, small_ints};
use cuda_driver::r#async::{AsyncDevice, Op, zip};
use cuda_driver::driver::sys::CUresult;

/// `AsyncDevice::capture`: "Only device work can be captured (kernels, device copies and
/// fills)"; `Ops::launch_graph` refuses to run in a capture. Allocating, downloading and
/// launching a graph are refused with errors that name the step; a chain of a fill and a
/// device copy is captured and replays with new inputs.
#[test]
fn a_composed_capture_takes_device_work_only() {
    let _serial = crate::serial();
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let n = 4096;
    let mut x = adev.alloc_zeros::<f32>(n).wait().unwrap();
    let mut y = adev.alloc_zeros::<f32>(n).wait().unwrap();

    let e = adev
        .capture(ops.alloc_zeros::<f32>(n))
        .map(drop)
        .unwrap_err();
    assert_eq!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
        "{e}"
    );
    assert!(e.to_string().contains("allocating"), "{e}");
    let e = adev.capture(ops.dtoh_copy(&x)).map(drop).unwrap_err();
    assert_eq!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
        "{e}"
    );
    assert!(e.to_string().contains("a download"), "{e}");
    let inner = dev
        .capture_graph(|_| Ok(()))
        .unwrap()
        .instantiate()
        .unwrap();
    let e = adev
        .capture(ops.launch_graph(&inner))
        .map(drop)
        .unwrap_err();
    assert_eq!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
        "{e}"
    );
    assert!(e.to_string().contains("a graph launch"), "{e}");

    // Device work only: y = 0, then y = x.
    let chain = ops.memset_zeros(&mut y).then(|y| ops.dtod_copy(&x, y));
    let graph = adev.capture(chain).unwrap();
    assert_eq!(graph.num_nodes().unwrap(), 2);
    let exec = graph.instantiate().unwrap();
    assert_eq!(adev.dtoh_copy(&y).wait().unwrap(), vec![0.0; n]);
    for round in 0..3u64 {
        let v = small_ints(n, 50 + round);
        adev.htod_copy_into(v.clone(), &mut x).wait().unwrap();
        dev.htod_sync_copy_into(&vec![-1.0f32; n], &mut y).unwrap();
        adev.launch_graph(&exec).wait().unwrap();
        assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), v, "replay {round}");
    }
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
