//! Refusals before NCCL runs: bad input, self sends and receives whose lengths differ inside a group,
//! and sends, receives and collectives whose lengths differ between ranks of one process or between
//! `from_rank` threads.

use crate::kernels::assert_all;
use crate::support::kernels;
use crate::{OLD, refused, world};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaDevice, CudaSlice, DeviceRepr, ValidAsZeroBits};
use cuda_driver::nccl::sys::{ncclDataType_t, ncclResult_t};
use cuda_driver::nccl::{Comm, Id, NcclType, ReduceOp, group_end, group_start};
use futures_lite::future::block_on;
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;

/// A lying `NcclType`: 2 bytes said to be a 4-byte float. The size check refuses it.
#[derive(Clone, Copy)]
#[repr(transparent)]
struct Short(#[allow(dead_code)] u16);

// SAFETY: deliberately wrong size, to show the check; never reaches NCCL.
unsafe impl NcclType for Short {
    fn as_nccl_type() -> ncclDataType_t {
        ncclDataType_t::ncclFloat32
    }
}

// SAFETY: a u16.
unsafe impl DeviceRepr for Short {}

// SAFETY: a u16.
unsafe impl ValidAsZeroBits for Short {}

#[test]
fn bad_input_is_refused_before_nccl() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let inv = ncclResult_t::ncclInvalidArgument;
    let a = dev.alloc_zeros::<f32>(4).unwrap();
    let mut b = dev.alloc_zeros::<f32>(5).unwrap();
    // Lengths.
    refused(
        comm.all_reduce(&a, &mut b, &ReduceOp::Sum),
        inv,
        "4 elements but recvbuff has 5",
    );
    refused(comm.broadcast(Some(&a), &mut b, 0), inv, "recvbuff has 5");
    refused(
        comm.reduce(&a, Some(&mut b), &ReduceOp::Sum, 0),
        inv,
        "recvbuff has 5",
    );
    refused(comm.all_gather(&a, &mut b), inv, "world_size (1) times");
    refused(
        comm.reduce_scatter(&a, &mut b, &ReduceOp::Sum),
        inv,
        "world_size (1) times",
    );
    // Ranks outside the world.
    refused(
        comm.broadcast_in_place(&mut b, 1),
        inv,
        "root 1 is outside a world of 1",
    );
    refused(
        comm.reduce_in_place(&mut b, &ReduceOp::Max, -1),
        inv,
        "root -1",
    );
    refused(comm.send(&a, 2), inv, "peer 2");
    refused(comm.recv(&mut b, 7), inv, "peer 7");
    refused(
        Comm::from_rank(dev.clone(), 1, 1, Id::new().unwrap()),
        inv,
        "rank 1 is outside a world of 1",
    );
    refused(
        Comm::from_rank(dev.clone(), 0, 0, Id::new().unwrap()),
        inv,
        "at least 1",
    );
    // The root's buffer missing.
    the_roots_missing_buffer_is_refused(&comm, &a, &mut b);
    // Buffers, streams and async devices of another device object.
    operands_of_other_devices_are_refused(&devs, &comm, &a);
    // A type whose NCCL size is not its size.
    let s = dev.alloc_zeros::<Short>(4).unwrap();
    let mut t = dev.alloc_zeros::<Short>(4).unwrap();
    refused(comm.all_reduce(&s, &mut t, &ReduceOp::Sum), inv, "2 bytes");
    // A reused id.
    let id = Id::new().unwrap();
    drop(Comm::from_rank(dev.clone(), 0, 1, id).unwrap());
    refused(Comm::from_rank(dev.clone(), 0, 1, id), inv, "already used");
    // Nothing refused reached NCCL or broke the device: the communicator still works.
    let mut x = dev.htod_copy(vec![2.0f32; 4]).unwrap();
    comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [2.0; 4]);
    dev.synchronize().unwrap();
    // Duplicate devices.
    refused(
        Comm::from_devices(vec![dev.clone(), dev.clone()]),
        inv,
        "device 0 twice",
    );
    refused(Comm::from_devices(vec![]), inv, "at least one device");
}

/// A broadcast without the root's send buffer, and a reduce without its receive buffer.
fn the_roots_missing_buffer_is_refused(comm: &Comm, a: &CudaSlice<f32>, b: &mut CudaSlice<f32>) {
    let inv = ncclResult_t::ncclInvalidArgument;
    refused(
        comm.broadcast(None::<&CudaSlice<f32>>, b, 0),
        inv,
        "sendbuff is None on the root",
    );
    refused(
        comm.reduce(a, None::<&mut CudaSlice<f32>>, &ReduceOp::Sum, 0),
        inv,
        "recvbuff is None on the root",
    );
}

/// Buffers, streams and async devices of another device object (of the same GPU here, and of
/// the second GPU where there is one) are refused.
fn operands_of_other_devices_are_refused(
    devs: &[Arc<CudaDevice>],
    comm: &Comm,
    a: &CudaSlice<f32>,
) {
    let dev = &devs[0];
    let inv = ncclResult_t::ncclInvalidArgument;
    let other = CudaDevice::new(0).unwrap();
    let mut theirs = other.alloc_zeros::<f32>(4).unwrap();
    refused(
        comm.all_reduce_in_place(&mut theirs, &ReduceOp::Sum),
        inv,
        "belongs to device 0",
    );
    refused(
        comm.all_reduce(a, &mut theirs, &ReduceOp::Sum),
        inv,
        "recvbuff",
    );
    let their_stream = other.fork_default_stream().unwrap();
    let mut c = dev.alloc_zeros::<f32>(4).unwrap();
    refused(
        comm.all_reduce_on_stream(&their_stream, a, &mut c, &ReduceOp::Sum),
        inv,
        "the stream",
    );
    let their_adev = AsyncDevice::new(other.clone()).unwrap();
    let e = block_on(comm.all_reduce_async(&their_adev, a, &mut c, &ReduceOp::Sum)).unwrap_err();
    assert!(e.to_string().contains("AsyncDevice"), "{e}");
    if devs.len() > 1 {
        let mut on1 = devs[1].alloc_zeros::<f32>(4).unwrap();
        refused(
            comm.all_reduce(a, &mut on1, &ReduceOp::Sum),
            inv,
            "device 1",
        );
    }
}

/// What the guard elements around a receive view hold: anything NCCL writes there shows.
const GUARD: f32 = -1.0;

/// A send to itself of 1000 elements and a recv from itself into a view of 600, in one group:
/// NCCL would write the 400 extra elements past the view's end. The recv is refused, naming
/// both lengths, before NCCL sees it; nothing is written out of bounds, and the send, still
/// posted, pairs with a recv of its length.
#[test]
fn a_self_recv_shorter_than_its_send_in_a_group_is_refused() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let x = dev.htod_copy(kernels::iota(1000)).unwrap();
    let mut y = dev.htod_copy(vec![GUARD; 1000]).unwrap();
    let mut z = dev.alloc_zeros::<f32>(1000).unwrap();
    group_start().unwrap();
    comm.send(&x, 0).unwrap();
    refused(
        comm.recv(&mut y.slice_mut(..600), 0),
        ncclResult_t::ncclInvalidArgument,
        "sends 1000 f32 (4000 bytes) to itself and receives 600 f32 (2400 bytes) from itself",
    );
    comm.recv(&mut z, 0).unwrap();
    group_end().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&z).unwrap(), kernels::iota(1000));
    // Neither the refused view nor the 400 elements after it were written.
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), vec![GUARD; 1000]);
    dev.synchronize().unwrap();
}

/// The same pair posted the other way round (the recv first, then a longer send), and a send
/// of the recv's count but of a wider element type: the send is refused.
#[test]
fn a_self_send_longer_than_its_recv_in_a_group_is_refused() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let x = dev.htod_copy(kernels::iota(1000)).unwrap();
    let wide = dev.htod_copy(vec![7.0f64; 600]).unwrap();
    let mut y = dev.htod_copy(vec![GUARD; 1000]).unwrap();
    group_start().unwrap();
    comm.recv(&mut y.slice_mut(..600), 0).unwrap();
    refused(
        comm.send(&x, 0),
        ncclResult_t::ncclInvalidArgument,
        "sends 1000 f32 (4000 bytes) to itself and receives 600 f32 (2400 bytes) from itself",
    );
    refused(
        comm.send(&wide, 0),
        ncclResult_t::ncclInvalidArgument,
        "sends 600 f64 (4800 bytes) to itself and receives 600 f32 (2400 bytes)",
    );
    comm.send(&x.slice(..600), 0).unwrap();
    group_end().unwrap();
    let got = dev.dtoh_sync_copy(&y).unwrap();
    assert_eq!(got[..600], kernels::iota(600)[..]);
    assert_eq!(
        got[600..],
        vec![GUARD; 400][..],
        "written past the receive view"
    );
    dev.synchronize().unwrap();
}

/// Ranks of one process (`from_devices`, one thread): each sends 1000 elements to the next
/// rank, whose recv of 600 from it is refused; recvs of 1000 then complete the group. (With one
/// GPU the next rank is the rank itself.)
#[test]
fn mismatched_sends_and_recvs_between_ranks_of_one_process_are_refused() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    let n = comms.len();
    let xs: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().htod_copy(vec![c.rank() as f32 + 1.0; 1000]))
        .collect::<Result<_, _>>()
        .unwrap();
    let mut short: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().htod_copy(vec![GUARD; 1000]))
        .collect::<Result<_, _>>()
        .unwrap();
    let mut full: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().alloc_zeros(1000))
        .collect::<Result<_, _>>()
        .unwrap();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        c.send(&xs[k], ((k + 1) % n) as i32).unwrap();
    }
    for (k, c) in comms.iter().enumerate() {
        let prev = (k + n - 1) % n;
        let e = c
            .recv(&mut short[k].slice_mut(..600), prev as i32)
            .expect_err("a recv shorter than its send");
        assert_eq!(e.code(), ncclResult_t::ncclInvalidArgument, "{e}");
        let m = e.to_string();
        assert!(
            m.contains("sends 1000 f32 (4000 bytes)") && m.contains("600 f32 (2400 bytes)"),
            "{m}"
        );
    }
    for (k, c) in comms.iter().enumerate() {
        c.recv(&mut full[k], ((k + n - 1) % n) as i32).unwrap();
    }
    group_end().unwrap();
    for (k, c) in comms.iter().enumerate() {
        let dev = c.device();
        let prev = (k + n - 1) % n;
        kernels::assert_all(
            &dev.dtoh_sync_copy(&full[k]).unwrap(),
            prev as f32 + 1.0,
            "the recv of the send's length",
        );
        kernels::assert_all(
            &dev.dtoh_sync_copy(&short[k]).unwrap(),
            GUARD,
            "the refused recv's buffer",
        );
    }
}

/// Ranks of one process (`from_devices`, one thread, one group per collective): a rank whose
/// count differs from the first rank's is refused, naming both, in each collective that
/// takes a count from every rank. Needs two GPUs (with one there is no other rank).
#[test]
fn mismatched_collective_lengths_between_ranks_of_one_process_are_refused() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    let n = comms.len();
    if n < 2 {
        return;
    }
    let inv = ncclResult_t::ncclInvalidArgument;
    let up = |c: &Comm, len: usize| c.device().htod_copy(vec![1.0f32; len]).unwrap();
    let zeros = |c: &Comm, len: usize| c.device().alloc_zeros::<f32>(len).unwrap();
    // all_reduce: rank 1 passes 600 where rank 0 passed 1000.
    let xs: Vec<_> = comms.iter().map(|c| up(c, 1000)).collect();
    let mut ys: Vec<_> = comms.iter().map(|c| zeros(c, 1000)).collect();
    group_start().unwrap();
    comms[0]
        .all_reduce(&xs[0], &mut ys[0], &ReduceOp::Sum)
        .unwrap();
    refused(
        comms[1].all_reduce(
            &xs[1].slice(..600),
            &mut ys[1].slice_mut(..600),
            &ReduceOp::Sum,
        ),
        inv,
        "passes 600 f32 to all_reduce (sum), but rank 0",
    );
    for k in 1..n {
        comms[k]
            .all_reduce(&xs[k], &mut ys[k], &ReduceOp::Sum)
            .unwrap();
    }
    group_end().unwrap();
    for (c, y) in comms.iter().zip(&ys) {
        kernels::assert_all(
            &c.device().dtoh_sync_copy(y).unwrap(),
            n as f32,
            "all_reduce",
        );
    }
    // broadcast: a non-root receive buffer shorter than the root's.
    let mut bs: Vec<_> = comms.iter().map(|c| zeros(c, 1000)).collect();
    group_start().unwrap();
    comms[0].broadcast(Some(&xs[0]), &mut bs[0], 0).unwrap();
    refused(
        comms[1].broadcast(None::<&CudaSlice<f32>>, &mut bs[1].slice_mut(..600), 0),
        inv,
        "passed 1000 f32 to broadcast with root 0",
    );
    for k in 1..n {
        comms[k]
            .broadcast(None::<&CudaSlice<f32>>, &mut bs[k], 0)
            .unwrap();
    }
    group_end().unwrap();
    // all_gather and reduce_scatter: another count per rank.
    let gathered = mismatched_all_gather_is_refused(&comms, &xs);
    let mine = mismatched_reduce_scatter_is_refused(&comms);
    for (k, c) in comms.iter().enumerate() {
        let dev = c.device();
        kernels::assert_all(&dev.dtoh_sync_copy(&bs[k]).unwrap(), 1.0, "broadcast");
        kernels::assert_all(
            &dev.dtoh_sync_copy(&gathered[k]).unwrap(),
            1.0,
            "all_gather",
        );
        kernels::assert_all(
            &dev.dtoh_sync_copy(&mine[k]).unwrap(),
            n as f32,
            "reduce_scatter",
        );
        dev.synchronize().unwrap();
    }
}

/// all_gather: rank 1 gathers a count of 600 where rank 0 gathers 1000 (a mismatch refused,
/// naming the count); what the ranks gathered.
fn mismatched_all_gather_is_refused(comms: &[Comm], xs: &[CudaSlice<f32>]) -> Vec<CudaSlice<f32>> {
    let n = comms.len();
    let inv = ncclResult_t::ncclInvalidArgument;
    let zeros = |c: &Comm, len: usize| c.device().alloc_zeros::<f32>(len).unwrap();
    let mut gathered: Vec<_> = comms.iter().map(|c| zeros(c, 1000 * n)).collect();
    let mut small: Vec<_> = comms.iter().map(|c| zeros(c, 600 * n)).collect();
    group_start().unwrap();
    comms[0].all_gather(&xs[0], &mut gathered[0]).unwrap();
    refused(
        comms[1].all_gather(&xs[1].slice(..600), &mut small[1]),
        inv,
        "the count",
    );
    for k in 1..n {
        comms[k].all_gather(&xs[k], &mut gathered[k]).unwrap();
    }
    group_end().unwrap();
    gathered
}

/// reduce_scatter: rank 1 passes 600 where rank 0 passed 1000 (refused); what each rank
/// received.
fn mismatched_reduce_scatter_is_refused(comms: &[Comm]) -> Vec<CudaSlice<f32>> {
    let n = comms.len();
    let inv = ncclResult_t::ncclInvalidArgument;
    let zeros = |c: &Comm, len: usize| c.device().alloc_zeros::<f32>(len).unwrap();
    let up = |c: &Comm, len: usize| c.device().htod_copy(vec![1.0f32; len]).unwrap();
    let big: Vec<_> = comms.iter().map(|c| up(c, 1000 * n)).collect();
    let mut mine: Vec<_> = comms.iter().map(|c| zeros(c, 1000)).collect();
    group_start().unwrap();
    comms[0]
        .reduce_scatter(&big[0], &mut mine[0], &ReduceOp::Sum)
        .unwrap();
    refused(
        comms[1].reduce_scatter(
            &big[1].slice(..600 * n),
            &mut mine[1].slice_mut(..600),
            &ReduceOp::Sum,
        ),
        inv,
        "passes 600 f32 to reduce_scatter",
    );
    for k in 1..n {
        comms[k]
            .reduce_scatter(&big[k], &mut mine[k], &ReduceOp::Sum)
            .unwrap();
    }
    group_end().unwrap();
    mine
}

/// Module docs ("Lengths across ranks"): the crate compares "sends and recvs between ranks
/// of ... `Comm::from_rank` called on several threads of this process with one `Id`
/// (paired in order, as NCCL pairs them, across threads and groups); and the collectives of
/// those ranks (the `k`-th of each rank ...). The second of two mismatched calls is refused
/// with an `ncclInvalidArgument` error naming both lengths, and is never given to NCCL ...;
/// the first stays posted, waiting for a matching call". Two threads, one rank each (two
/// GPUs): rank 0 posts an all-reduce of 1000 and a send of 1000, each before rank 1 posts
/// its side of 600, which is refused; rank 1's calls of 1000 then complete both. (Both
/// ranks first run the same pair and all-reduce once, so that NCCL has connected them and
/// rank 0's lone calls return once enqueued; the communicators are non-blocking, so that a
/// call NCCL cannot take fails after 60 s instead of hanging.)
#[test]
fn mismatched_lengths_between_from_rank_threads_are_refused() {
    let devs = world!();
    if devs.len() < 2 {
        println!("skipped: needs 2 GPUs");
        return;
    }
    let id = Id::new().unwrap();
    let (posted, wait_posted) = mpsc::channel::<()>();
    let inv = ncclResult_t::ncclInvalidArgument;
    std::thread::scope(|s| {
        let d0 = devs[0].clone();
        let d1 = devs[1].clone();
        let r0 = s.spawn(move || rank_zero_posts_first(d0, id, posted));
        let r1 = s.spawn(move || {
            let comm = Comm::from_rank_with_timeout(d1.clone(), 1, 2, id, Duration::from_secs(60))
                .unwrap();
            let x = d1.htod_copy(vec![1.0f32; 1000]).unwrap();
            let mut y = d1.alloc_zeros::<f32>(1000).unwrap();
            group_start().unwrap();
            comm.send(&x, 0).unwrap();
            comm.recv(&mut y, 0).unwrap();
            group_end().unwrap();
            comm.all_reduce(&x, &mut y, &ReduceOp::Sum).unwrap();
            let mut sum = d1.alloc_zeros::<f32>(1000).unwrap();
            let mut short = d1.htod_copy(vec![OLD; 1000]).unwrap();
            wait_posted.recv().unwrap();
            refused(
                comm.all_reduce(&x.slice(..600), &mut short.slice_mut(..600), &ReduceOp::Sum),
                inv,
                "passes 600 f32 to all_reduce (sum), but rank 0",
            );
            comm.all_reduce(&x, &mut sum, &ReduceOp::Sum).unwrap();
            wait_posted.recv().unwrap();
            refused(
                comm.recv(&mut short.slice_mut(..600), 0),
                inv,
                "rank 0 sends 1000 f32 (4000 bytes) to rank 1, and rank 1 receives 600 f32",
            );
            let mut got = d1.alloc_zeros::<f32>(1000).unwrap();
            comm.recv(&mut got, 0).unwrap();
            comm.wait(Some(Duration::from_secs(60))).unwrap();
            assert_all(
                &d1.dtoh_sync_copy(&sum).unwrap(),
                2.0,
                "rank 1's all-reduce",
            );
            assert_all(&d1.dtoh_sync_copy(&got).unwrap(), 1.0, "rank 1's recv");
            assert_all(
                &d1.dtoh_sync_copy(&short).unwrap(),
                OLD,
                "the refused calls' buffer",
            );
        });
        for h in [r0, r1] {
            if let Err(e) = h.join() {
                std::panic::resume_unwind(e);
            }
        }
    });
}

/// Rank 0 of `mismatched_lengths_between_from_rank_threads_are_refused`: matched calls, then
/// an all-reduce and a send posted before rank 1's mismatched sides (each announced on
/// `posted`).
fn rank_zero_posts_first(d0: Arc<CudaDevice>, id: Id, posted: mpsc::Sender<()>) {
    let comm = Comm::from_rank_with_timeout(d0.clone(), 0, 2, id, Duration::from_secs(60)).unwrap();
    let x = d0.htod_copy(vec![1.0f32; 1000]).unwrap();
    let mut y = d0.alloc_zeros::<f32>(1000).unwrap();
    group_start().unwrap();
    comm.send(&x, 1).unwrap();
    comm.recv(&mut y, 1).unwrap();
    group_end().unwrap();
    comm.all_reduce(&x, &mut y, &ReduceOp::Sum).unwrap();
    // Posted before rank 1's mismatched side.
    let mut sum = d0.alloc_zeros::<f32>(1000).unwrap();
    comm.all_reduce(&x, &mut sum, &ReduceOp::Sum).unwrap();
    posted.send(()).unwrap();
    comm.send(&x, 1).unwrap();
    posted.send(()).unwrap();
    comm.wait(Some(Duration::from_secs(60))).unwrap();
    assert_all(
        &d0.dtoh_sync_copy(&sum).unwrap(),
        2.0,
        "rank 0's all-reduce",
    );
}
