//! `stream_api::curand`: fills on the generator's stream ordered with other streams' work on
//! their buffers, refusals naming the length or the address, the generator kept by a graph
//! that captured a fill, and the same numbers as the `CudaDevice` API's `CudaRng`.

use super::super::assert_all;
use super::{open, refused, same_bits};
use cuda_driver::stream_api::curand::{CudaRng, sys::curandStatus_t};
use cuda_driver::stream_api::driver::sys::{
    CUgraphInstantiate_flags as Flags, CUstreamCaptureMode,
};

/// A fill is a write of its buffer: it waits for a slow reader of it on another stream, and
/// a slow writer's value does not overwrite it afterwards.
#[test]
fn a_fill_waits_for_slow_work_on_its_buffer_on_other_streams() {
    let Some((ctx, k)) = open() else { return };
    let n = 1 << 20;
    let s = ctx.new_stream().unwrap();
    let rng = CudaRng::new(3, s.clone()).unwrap();
    let (reader, writer) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
    let mut x = writer.clone_htod(&vec![5.0f32; n]).unwrap();
    let mut seen = reader.alloc_zeros::<f32>(n).unwrap();
    k.slow_copy(&reader, &mut seen, &x);
    k.slow_fill(&writer, &mut x, 7.0);
    rng.fill_with_uniform(&mut x).unwrap();
    assert_all(
        &reader.clone_dtoh(&seen).unwrap(),
        5.0,
        "what the slow reader saw",
    );
    let got = s.clone_dtoh(&x).unwrap();
    assert!(
        got.iter().all(|&v| v > 0.0 && v <= 1.0),
        "uniform numbers, none of the 7s"
    );
}

/// Normal numbers come in pairs: an odd length names the length, an odd start the address.
#[test]
fn refusals_name_the_length_and_the_address() {
    let Some((ctx, _)) = open() else { return };
    let s = ctx.new_stream().unwrap();
    let rng = CudaRng::new(0, s.clone()).unwrap();
    let mut odd = s.alloc_zeros::<f32>(101).unwrap();
    let e = refused(rng.fill_with_normal(&mut odd, 0.0, 1.0), "not 101");
    assert_eq!(e.0, curandStatus_t::CURAND_STATUS_LENGTH_NOT_MULTIPLE);
    let mut x = s.alloc_zeros::<f64>(102).unwrap();
    let e = refused(
        rng.fill_with_log_normal(&mut x.slice_mut(1..101), 0.0, 1.0),
        "address",
    );
    assert_eq!(e.0, curandStatus_t::CURAND_STATUS_OUT_OF_RANGE);
    assert_eq!(
        s.clone_dtoh(&x).unwrap(),
        vec![0.0; 102],
        "untouched by the refusals"
    );
}

/// One implementation behind both faces: generators of one seed give the same numbers through
/// this `CudaRng` and the `CudaDevice` API's, fill after fill, whatever the stream.
#[test]
fn fills_agree_bit_for_bit_with_the_cuda_device_api() {
    let Some((ctx, _)) = open() else { return };
    let dev = ctx.device().clone();
    let core = cuda_driver::curand::CudaRng::new(42, dev.clone()).unwrap();
    let s = ctx.new_stream().unwrap();
    let mut rng = CudaRng::new(42, s.clone()).unwrap();
    let (mut a, mut a0) = (
        s.alloc_zeros::<f32>(4096).unwrap(),
        dev.alloc_zeros::<f32>(4096).unwrap(),
    );
    rng.fill_with_uniform(&mut a).unwrap();
    core.fill_with_uniform(&mut a0).unwrap();
    same_bits(
        &s.clone_dtoh(&a).unwrap(),
        &dev.dtoh_sync_copy(&a0).unwrap(),
        "uniform f32",
    );
    // SAFETY: nothing to uphold.
    unsafe { rng.set_stream(ctx.new_stream().unwrap()) }.unwrap();
    let (mut b, mut b0) = (
        s.alloc_zeros::<f64>(4096).unwrap(),
        dev.alloc_zeros::<f64>(4096).unwrap(),
    );
    rng.fill_with_normal(&mut b, 1.0, 2.0).unwrap();
    core.fill_with_normal(&mut b0, 1.0, 2.0).unwrap();
    same_bits(
        &s.clone_dtoh(&b).unwrap(),
        &dev.dtoh_sync_copy(&b0).unwrap(),
        "normal f64",
    );
}

/// A graph that captured a fill runs cuRAND's kernels on the generator's state at every
/// launch: it keeps the generator, which is dropped before the launches here.
#[test]
fn a_graph_that_captured_a_fill_keeps_the_generator() {
    let Some((ctx, _)) = open() else { return };
    let s = ctx.new_stream().unwrap();
    let rng = CudaRng::new(11, s.clone()).unwrap();
    let mut x = s.alloc_zeros::<f32>(1 << 16).unwrap();
    rng.fill_with_uniform(&mut x).unwrap(); // sets the generator up, outside the capture
    s.begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED)
        .unwrap();
    rng.fill_with_uniform(&mut x).unwrap();
    let graph = s.end_capture(Flags(0)).unwrap().unwrap();
    drop(rng);
    s.memset_zeros(&mut x).unwrap();
    for _ in 0..2 {
        graph.launch().unwrap();
        let got = s.clone_dtoh(&x).unwrap();
        assert!(
            got.iter().all(|&v| v > 0.0 && v <= 1.0),
            "uniform numbers from the graph"
        );
    }
    ctx.synchronize().unwrap();
}
