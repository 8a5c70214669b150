//! Every collective, every form (main stream, another stream, async), checked element by element:
//! with `Comm::from_devices` grouped from one thread and one thread per rank, with
//! `Comm::from_rank` on threads, and with two processes (the `Id` passed over a pipe).
use crate::support::child;

use crate::rank::{MODES, Mode, Rank};
use crate::support::kernels;
use crate::{
    LEN, RANK_VAR, WORLD_VAR, check, child_id, children_succeeded, nvls_off, run_children, v, world,
};
use cuda_driver::driver::{CudaDevice, CudaSlice, CudaStream};
use cuda_driver::nccl::{Comm, Id, ReduceOp, group_end, group_start};
use std::time::{Duration, Instant};

/// What one rank runs in the process and thread tests: every collective in every form, the
/// ordering checks and dropped futures.
fn rank_suite(comm: &Comm) {
    for mode in MODES {
        Rank::new(comm, mode).every_collective();
    }
    let slow = kernels::slow_kernels(&comm.device());
    for mode in MODES {
        Rank::new(comm, mode).ordering(&slow);
    }
    Rank::new(comm, Mode::Async).dropped_futures();
    comm.wait(Some(Duration::from_secs(60))).unwrap();
}

/// Runs `f` on one thread per communicator, and fails if any thread fails.
fn per_thread(comms: Vec<Comm>, f: fn(&Comm)) {
    let threads: Vec<_> = comms
        .into_iter()
        .map(|c| std::thread::spawn(move || f(&c)))
        .collect();
    for t in threads {
        if let Err(e) = t.join() {
            std::panic::resume_unwind(e);
        }
    }
}

// ---- GPU: one process -------------------------------------------------------------------------

/// Every collective from one thread driving every GPU (`from_devices`, grouped), checked
/// element by element, on the main stream and on other streams.
#[test]
fn from_devices_grouped_every_collective() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    let n = comms.len();
    for (i, c) in comms.iter().enumerate() {
        assert_eq!((c.rank(), c.world_size()), (i, n));
    }
    let streams: Vec<CudaStream> = comms
        .iter()
        .map(|c| c.device().fork_default_stream().unwrap())
        .collect();
    for on_stream in [false, true] {
        // all_reduce, every op.
        grouped_all_reduce(&comms, &streams, on_stream);
        // broadcast, reduce, all_gather, reduce_scatter, send/recv, in one group each.
        let xs = ups(&comms, &|r, i| (i * 3 + r) as i64, LEN);
        let big = ups(&comms, &v, LEN * n);
        let [ys, in_place, reduced] =
            grouped_broadcasts_and_reduce(&comms, &streams, on_stream, &xs);
        let [gathered, scattered, ring] =
            grouped_gather_scatter_and_ring(&comms, &streams, on_stream, (&xs, &big));
        check_grouped_results(
            &comms,
            on_stream,
            [&ys, &in_place, &reduced],
            [&gathered, &scattered, &ring],
        );
    }
}

/// `all_reduce` with every op, one group per op, from one thread driving every rank (on each
/// rank's stream if `on_stream`), checked element by element.
fn grouped_all_reduce(comms: &[Comm], streams: &[CudaStream], on_stream: bool) {
    let n = comms.len();

    let what = |op: &str| format!("{op} (grouped, on_stream {on_stream}, world {n})");
    for op in [
        ReduceOp::Sum,
        ReduceOp::Prod,
        ReduceOp::Max,
        ReduceOp::Min,
        ReduceOp::Avg,
    ] {
        let scale = if op == ReduceOp::Avg { n as i64 } else { 1 };
        let sends: Vec<CudaSlice<f32>> = comms
            .iter()
            .map(|c| {
                let r = c.rank();
                c.device()
                    .htod_copy((0..LEN).map(|i| (v(r, i) * scale) as f32).collect())
            })
            .collect::<Result<_, _>>()
            .unwrap();
        let mut recvs: Vec<CudaSlice<f32>> = comms
            .iter()
            .map(|c| c.device().alloc_zeros(LEN))
            .collect::<Result<_, _>>()
            .unwrap();
        group_start().unwrap();
        for (k, c) in comms.iter().enumerate() {
            if on_stream {
                c.all_reduce_on_stream(&streams[k], &sends[k], &mut recvs[k], &op)
            } else {
                c.all_reduce(&sends[k], &mut recvs[k], &op)
            }
            .unwrap();
        }
        group_end().unwrap();
        for (c, y) in comms.iter().zip(&recvs) {
            let want = |i: usize| -> i64 {
                let vals = (0..n).map(|k| v(k, i));
                match op {
                    ReduceOp::Sum => vals.sum(),
                    ReduceOp::Prod => vals.product(),
                    ReduceOp::Max => vals.max().unwrap(),
                    ReduceOp::Min => vals.min().unwrap(),
                    ReduceOp::Avg => vals.sum(),
                }
            };
            check(
                &c.device().dtoh_sync_copy(y).unwrap(),
                want,
                &what(&format!("{op:?}")),
            );
        }
    }
}

/// One buffer per rank, element `i` of rank `r`'s `f(r, i)`.
fn ups(comms: &[Comm], f: &dyn Fn(usize, usize) -> i64, len: usize) -> Vec<CudaSlice<i32>> {
    comms
        .iter()
        .map(|c| {
            let r = c.rank();
            c.device()
                .htod_copy((0..len).map(|i| f(r, i) as i32).collect())
        })
        .collect::<Result<_, _>>()
        .unwrap()
}

/// One zeroed buffer per rank.
fn zeros(comms: &[Comm], len: usize) -> Vec<CudaSlice<i32>> {
    comms
        .iter()
        .map(|c| c.device().alloc_zeros(len))
        .collect::<Result<_, _>>()
        .unwrap()
}

/// `broadcast` of `xs` from the last rank, `broadcast_in_place` from rank 0 and `reduce` of
/// `xs` to rank 0, one group each: their outputs.
fn grouped_broadcasts_and_reduce(
    comms: &[Comm],
    streams: &[CudaStream],
    on_stream: bool,
    xs: &[CudaSlice<i32>],
) -> [Vec<CudaSlice<i32>>; 3] {
    let root = comms.len() - 1;
    let mut ys = zeros(comms, LEN);
    let mut reduced = zeros(comms, LEN);
    let mut in_place = ups(comms, &|r, i| (i + 100 * r) as i64, LEN);
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        let s = on_stream.then_some(&streams[k]);
        let send = (k == root).then_some(&xs[k]);
        match s {
            Some(s) => c.broadcast_on_stream(s, send, &mut ys[k], root as i32),
            None => c.broadcast(send, &mut ys[k], root as i32),
        }
        .unwrap();
    }
    group_end().unwrap();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        match on_stream.then_some(&streams[k]) {
            Some(s) => c.broadcast_in_place_on_stream(s, &mut in_place[k], 0),
            None => c.broadcast_in_place(&mut in_place[k], 0),
        }
        .unwrap();
    }
    group_end().unwrap();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        let s = on_stream.then_some(&streams[k]);
        let recv = (k == 0).then_some(&mut reduced[k]);
        match s {
            Some(s) => c.reduce_on_stream(s, &xs[k], recv, &ReduceOp::Sum, 0),
            None => c.reduce(&xs[k], recv, &ReduceOp::Sum, 0),
        }
        .unwrap();
    }
    group_end().unwrap();
    [ys, in_place, reduced]
}

/// `all_gather` and `reduce_scatter` of `xs` and `big`, and `xs` sent round a ring, one group
/// each: their outputs.
fn grouped_gather_scatter_and_ring(
    comms: &[Comm],
    streams: &[CudaStream],
    on_stream: bool,
    (xs, big): (&[CudaSlice<i32>], &[CudaSlice<i32>]),
) -> [Vec<CudaSlice<i32>>; 3] {
    let n = comms.len();
    let mut gathered = zeros(comms, LEN * n);
    let mut scattered = zeros(comms, LEN);
    let mut ring = zeros(comms, LEN);
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        match on_stream.then_some(&streams[k]) {
            Some(s) => c.all_gather_on_stream(s, &xs[k], &mut gathered[k]),
            None => c.all_gather(&xs[k], &mut gathered[k]),
        }
        .unwrap();
    }
    group_end().unwrap();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        match on_stream.then_some(&streams[k]) {
            Some(s) => c.reduce_scatter_on_stream(s, &big[k], &mut scattered[k], &ReduceOp::Sum),
            None => c.reduce_scatter(&big[k], &mut scattered[k], &ReduceOp::Sum),
        }
        .unwrap();
    }
    group_end().unwrap();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        let next = ((k + 1) % n) as i32;
        let prev = ((k + n - 1) % n) as i32;
        match on_stream.then_some(&streams[k]) {
            Some(s) => {
                c.send_on_stream(s, &xs[k], next).unwrap();
                c.recv_on_stream(s, &mut ring[k], prev).unwrap();
            }
            None => {
                c.send(&xs[k], next).unwrap();
                c.recv(&mut ring[k], prev).unwrap();
            }
        }
    }
    group_end().unwrap();
    [gathered, scattered, ring]
}

/// Checks, element by element, what the grouped collectives of
/// `from_devices_grouped_every_collective` wrote on every rank.
fn check_grouped_results(
    comms: &[Comm],
    on_stream: bool,
    [ys, in_place, reduced]: [&[CudaSlice<i32>]; 3],
    [gathered, scattered, ring]: [&[CudaSlice<i32>]; 3],
) {
    let n = comms.len();
    let root = n - 1;
    let what = |op: &str| format!("{op} (grouped, on_stream {on_stream}, world {n})");
    for (k, c) in comms.iter().enumerate() {
        let dev = c.device();
        let get = |x: &CudaSlice<i32>| dev.dtoh_sync_copy(x).unwrap();
        check(&get(&ys[k]), |i| (i * 3 + root) as i64, &what("broadcast"));
        check(
            &get(&in_place[k]),
            |i| i as i64,
            &what("broadcast_in_place"),
        );
        if k == 0 {
            let want = |i: usize| (0..n).map(|r| (i * 3 + r) as i64).sum();
            check(&get(&reduced[k]), want, &what("reduce"));
        }
        check(
            &get(&gathered[k]),
            |j| ((j % LEN) * 3 + j / LEN) as i64,
            &what("all_gather"),
        );
        let want = |i: usize| (0..n).map(|r| v(r, k * LEN + i)).sum();
        check(&get(&scattered[k]), want, &what("reduce_scatter"));
        let prev = (k + n - 1) % n;
        check(
            &get(&ring[k]),
            |i| (i * 3 + prev) as i64,
            &what("send/recv ring"),
        );
    }
}

/// Every collective, every form, ordering and dropped futures: `from_devices` communicators,
/// one thread per rank.
#[test]
fn from_devices_one_thread_per_rank() {
    let devs = world!();
    per_thread(Comm::from_devices(devs.to_vec()).unwrap(), rank_suite);
}

/// The same with `from_rank` on threads of one process (cudarc's pattern).
#[test]
fn from_rank_threads() {
    let devs = world!();
    let n = devs.len();
    let id = Id::new().unwrap();
    let threads: Vec<_> = devs
        .iter()
        .cloned()
        .enumerate()
        .map(|(rank, dev)| {
            std::thread::spawn(move || {
                let comm = Comm::from_rank(dev, rank, n, id).unwrap();
                Rank::new(&comm, Mode::Main).every_collective();
            })
        })
        .collect();
    for t in threads {
        if let Err(e) = t.join() {
            std::panic::resume_unwind(e);
        }
    }
}

/// One rank of the two-process test: runs only as a child (with `RANK_VAR` set).
#[test]
fn child_rank() {
    let Ok(rank) = std::env::var(RANK_VAR) else {
        return;
    };
    println!();
    nvls_off();
    let rank: usize = rank.parse().unwrap();
    let world: usize = std::env::var(WORLD_VAR).unwrap().parse().unwrap();
    let id = child_id();
    let dev = CudaDevice::new(rank).unwrap();
    let comm = Comm::from_rank(dev, rank, world, id).unwrap();
    assert_eq!((comm.rank(), comm.world_size()), (rank, world));
    rank_suite(&comm);
    drop(comm);
    println!("CHILD DONE rank {rank}");
}

/// Every collective, every form, ordering and dropped futures, with one process per rank;
/// the id travels from rank 0 through its stdout (a pipe) to the parent and on to rank 1.
#[test]
fn two_processes_every_collective() {
    // The parent holds the devices (and the test lock) while its children run.
    let devs = world!();
    let world = devs.len();
    let deadline = Instant::now() + Duration::from_secs(600);
    children_succeeded(&run_children(
        &child::test_name(module_path!(), "child_rank"),
        world,
        |_| vec![],
        deadline,
    ));
}
