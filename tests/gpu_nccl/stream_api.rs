//! `stream_api::nccl` (cudarc 0.19's shape): collectives on the communicator's stream ordered
//! with other streams' work on their buffers, `Comm::group` with views (and other work on its
//! buffers refused until it ends), and the refusals of the crate's collectives, word for word.

use crate::{LEN, refused, v, world};
use cuda_driver::nccl::sys::ncclResult_t;
use cuda_driver::stream_api::driver::{
    CudaContext, CudaFunction, CudaSlice, CudaStream, LaunchConfig, PushKernelArg,
};
use cuda_driver::stream_api::nccl::{Comm, Id, ReduceOp};
use cuda_driver::stream_api::nvrtc::Ptx;
use std::sync::Arc;

const CFG: LaunchConfig = LaunchConfig {
    grid_dim: (264, 1, 1),
    block_dim: (256, 1, 1),
    shared_mem_bytes: 0,
};

/// `slow_fill` of ptx/spin.cu, loaded in `ctx`.
fn slow_fill_of(ctx: &Arc<CudaContext>) -> CudaFunction {
    let m = ctx
        .load_module(Ptx::from_src(crate::kernels::SPIN))
        .unwrap();
    m.load_function("slow_fill").unwrap()
}

/// `x[..] = value` on `s` after about 50 ms of spinning.
fn slow_fill(f: &CudaFunction, s: &Arc<CudaStream>, x: &mut CudaSlice<f32>, value: f32) {
    let (n, cycles) = (x.len(), crate::kernels::SLOW);
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes n elements.
    unsafe {
        s.launch_builder(f)
            .arg(&cycles)
            .arg(x)
            .arg(&n)
            .arg(&value)
            .launch(CFG)
    }
    .unwrap();
}

/// Each rank on a thread of its own (`Comm::from_rank`): the send buffer is written by a slow
/// kernel on another stream, and the all-reduce on the communicator's stream must sum what it
/// wrote; a slow write of the receive buffer on another stream must not land after it.
#[test]
fn an_all_reduce_waits_for_slow_writes_of_its_buffers_on_other_streams() {
    let w = world!();
    let n = w.len();
    let id = Id::new().unwrap();
    std::thread::scope(|s| {
        for rank in 0..n {
            s.spawn(move || {
                let ctx = CudaContext::new(rank).unwrap();
                let f = slow_fill_of(&ctx);
                let (stream, writer) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
                let comm = Comm::from_rank(stream.clone(), rank, n, id).unwrap();
                let mut send = writer.alloc_zeros::<f32>(LEN).unwrap();
                slow_fill(&f, &writer, &mut send, rank as f32 + 1.0);
                let mut recv = writer.alloc_zeros::<f32>(LEN).unwrap();
                slow_fill(&f, &writer, &mut recv, -1.0);
                comm.all_reduce(&send, &mut recv, &ReduceOp::Sum).unwrap();
                let want = (n * (n + 1) / 2) as f32;
                let got = stream.clone_dtoh(&recv).unwrap();
                assert!(
                    got.iter().all(|&x| x == want),
                    "rank {rank}: not all {want}"
                );
            });
        }
    });
}

/// `Comm::from_devices` and a `Group` per communicator, each given a view (groups nest; the
/// last to go launches them all): the all-reduces are right after.
#[test]
fn a_group_of_views_holds_its_buffers_until_it_ends() {
    let w = world!();
    let n = w.len();
    let streams: Vec<_> = (0..n)
        .map(|i| CudaContext::new(i).unwrap().new_stream().unwrap())
        .collect();
    let comms = Comm::from_devices(streams.clone()).unwrap();
    let mut bufs: Vec<_> = (0..n)
        .map(|r| {
            let h: Vec<f32> = (0..LEN).map(|i| v(r, i) as f32).collect();
            streams[r].clone_htod(&h).unwrap()
        })
        .collect();
    {
        let mut views: Vec<_> = bufs.iter_mut().map(|b| b.as_view_mut()).collect();
        let mut groups: Vec<_> = comms.iter().map(Comm::group).collect();
        for (g, view) in groups.iter_mut().zip(views.drain(..)) {
            g.all_reduce_in_place(view, &ReduceOp::Sum).unwrap();
        }
        drop(views);
        drop(groups);
    }
    for (r, (s, b)) in streams.iter().zip(&bufs).enumerate() {
        let got = s.clone_dtoh(b).unwrap();
        let bad = (0..LEN)
            .filter(|&i| got[i] != (0..n).map(|q| v(q, i)).sum::<i64>() as f32)
            .count();
        assert_eq!(bad, 0, "rank {r}: {bad} elements wrong");
    }
}

/// `Comm::group`: until the group ends, other work on a buffer an operation of the group
/// writes is refused (a world of one rank, so that the group's all-reduce needs no other).
#[test]
fn other_work_on_a_buffer_of_an_open_group_is_refused() {
    let _w = world!();
    let stream = CudaContext::new(0).unwrap().new_stream().unwrap();
    let comm = Comm::from_rank(stream.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let mut x = stream.clone_htod(&[3.0f32; 16]).unwrap();
    let group = comm.group();
    comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    let copy = stream.clone_dtoh(&x);
    drop(group);
    let e = copy.expect_err("a copy of a buffer an open group writes is refused");
    assert!(e.to_string().contains("group"), "{e}");
    assert_eq!(stream.clone_dtoh(&x).unwrap(), [3.0; 16], "after the group");
}

/// The refusals are the crate's, word for word: through this API and through the
/// `CudaDevice` API's `Comm`, a mismatched length and a root outside the world are refused
/// with the same message, before NCCL sees them.
#[test]
fn refusals_are_the_crates() {
    let _w = world!();
    let ctx = CudaContext::new(0).unwrap();
    let stream = ctx.new_stream().unwrap();
    let comm = Comm::from_rank(stream.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let core =
        cuda_driver::nccl::Comm::from_rank(ctx.device().clone(), 0, 1, Id::new().unwrap()).unwrap();
    let dev = ctx.device().clone();
    let (x, mut y) = (
        stream.alloc_zeros::<f32>(8).unwrap(),
        stream.alloc_zeros::<f32>(7).unwrap(),
    );
    let (x0, mut y0) = (
        dev.alloc_zeros::<f32>(8).unwrap(),
        dev.alloc_zeros::<f32>(7).unwrap(),
    );
    // Each message is taken at once: the details of an error are kept per thread and code.
    let here = comm
        .all_reduce(&x, &mut y, &ReduceOp::Sum)
        .unwrap_err()
        .to_string();
    let there = core
        .all_reduce(&x0, &mut y0, &ReduceOp::Sum)
        .unwrap_err()
        .to_string();
    assert_eq!(here, there);
    refused(
        comm.all_reduce(&x, &mut y, &ReduceOp::Sum),
        ncclResult_t::ncclInvalidArgument,
        "sendbuff has 8 elements but recvbuff has 7",
    );
    let mut z = stream.alloc_zeros::<f32>(8).unwrap();
    refused(
        comm.broadcast(Some(&x), &mut z, 3),
        ncclResult_t::ncclInvalidArgument,
        "root 3 is outside a world of 1 ranks",
    );
}
