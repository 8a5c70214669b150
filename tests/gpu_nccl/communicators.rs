//! Communicators: joins that time out and are retried, timeouts from the environment, `wait` and
//! `abort` (as a watchdog too), dead peers, calls NCCL cannot take in time, `from_devices` making
//! rank `i` of `devices[i]`, and drops that wait for their operations or abort after their drop
//! timeout. Several run their ranks as child processes of this binary.
use crate::support::child;

use crate::kernels::{SlowKernels, assert_all};
use crate::rank::{MODES, Rank};
use crate::support::{kernels, snapshot};
use crate::{
    L, LEN, Lanes, NVLS, OLD, RANK_VAR, child_id, children_succeeded, finish, nvls_off, refused,
    run_children, support, world,
};
use cuda_driver::driver::{CudaDevice, CudaSlice, EventFlags};
use cuda_driver::nccl::sys::ncclResult_t;
use cuda_driver::nccl::{Comm, Id, ReduceOp, TIMEOUT_ENV, group_end, group_start};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Set in the children of the drop test: the file rank 0 makes once its drop has returned.
const DONE_FILE_VAR: &str = "CUDA_DRIVER_NCCL_TEST_DONE_FILE";

/// Set in the children of the drop test: the ordinal of the rank's GPU.
const DEVICE_VAR: &str = "CUDA_DRIVER_NCCL_TEST_DEVICE";

/// A peer that never joins: an error after the timeout, not a hang.
#[test]
fn a_peer_that_never_joins_times_out() {
    let devs = world!();
    let t = Instant::now();
    let e = Comm::from_rank_with_timeout(
        devs[0].clone(),
        0,
        2,
        Id::new().unwrap(),
        Duration::from_secs(3),
    )
    .expect_err("rank 1 never comes");
    assert!(e.is_timeout(), "{e}");
    assert!(e.to_string().contains("aborted"), "{e}");
    assert!(t.elapsed() < Duration::from_secs(60), "{:?}", t.elapsed());
    devs[0].synchronize().unwrap();
}

/// A join that timed out gives its `Id` back: a retry of the same rank with it reaches NCCL
/// (and fails again, rank 1 still missing; NCCL's bootstrap takes each rank once) instead of
/// being refused as already used.
#[test]
fn a_join_that_timed_out_leaves_its_id_usable_for_a_retry() {
    let devs = world!();
    let id = Id::new().unwrap();
    let t = Instant::now();
    let first = Comm::from_rank_with_timeout(devs[0].clone(), 0, 2, id, Duration::from_secs(2))
        .expect_err("rank 1 never comes");
    assert!(first.is_timeout(), "{first}");
    let retry = Comm::from_rank_with_timeout(devs[0].clone(), 0, 2, id, Duration::from_secs(2))
        .expect_err("rank 1 still never comes");
    assert!(!retry.to_string().contains("already used"), "{retry}");
    assert!(t.elapsed() < Duration::from_secs(120), "{:?}", t.elapsed());
    devs[0].synchronize().unwrap();
}

/// A communicator with a timeout (non-blocking) works like a blocking one, in every form.
#[test]
fn a_communicator_with_a_timeout_runs_collectives() {
    let devs = world!();
    let n = devs.len();
    let id = Id::new().unwrap();
    let threads: Vec<_> = devs
        .iter()
        .cloned()
        .enumerate()
        .map(|(rank, dev)| {
            std::thread::spawn(move || {
                let comm = Comm::from_rank_with_timeout(dev, rank, n, id, Duration::from_secs(120))
                    .unwrap();
                assert_eq!(comm.timeout(), Some(Duration::from_secs(120)));
                for mode in MODES {
                    let r = Rank::new(&comm, mode);
                    r.all_reduce::<f32>(ReduceOp::Sum);
                    r.all_gather();
                    r.send_recv();
                }
                comm.async_error().unwrap();
                comm.wait(Some(Duration::from_secs(60))).unwrap();
            })
        })
        .collect();
    for t in threads {
        if let Err(e) = t.join() {
            std::panic::resume_unwind(e);
        }
    }
}

/// `abort` consumes the communicator; a fresh one works afterwards.
#[test]
fn abort_then_a_new_communicator() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let mut x = dev.htod_copy(vec![1.0f32; LEN]).unwrap();
    comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    comm.abort().unwrap();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap()[0], 1.0);
}

/// One rank of the drop test: runs only as a child (with `DONE_FILE_VAR` set). Both ranks
/// connect with a send/recv pair that completes; then rank 0 sends 1 GiB to rank 1, which
/// never posts the recv, and drops its communicator with a drop timeout of 3 s; rank 1 waits
/// until rank 0 is done.
#[test]
fn child_drop_rank() {
    let (Ok(rank), Ok(done)) = (std::env::var(RANK_VAR), std::env::var(DONE_FILE_VAR)) else {
        return;
    };
    println!();
    nvls_off();
    let rank: usize = rank.parse().unwrap();
    let id = child_id();
    let ordinal: usize = std::env::var(DEVICE_VAR).unwrap().parse().unwrap();
    let dev = CudaDevice::new(ordinal).unwrap();
    let comm = Comm::from_rank(dev.clone(), rank, 2, id).unwrap();
    let peer = 1 - rank as i32;
    let x = dev.htod_copy(vec![rank as f32 + 1.0; 1024]).unwrap();
    let mut y = dev.alloc_zeros::<f32>(1024).unwrap();
    group_start().unwrap();
    comm.send(&x, peer).unwrap();
    comm.recv(&mut y, peer).unwrap();
    group_end().unwrap();
    kernels::assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        (2 - rank) as f32,
        "the pair that connects the ranks",
    );
    println!("rank {rank} connected");
    if rank == 1 {
        // Never receives rank 0's next send.
        let t = Instant::now();
        while !std::path::Path::new(&done).exists() && t.elapsed() < Duration::from_secs(120) {
            std::thread::sleep(Duration::from_millis(50));
        }
        // Not under test: rank 1's communicator goes away without waiting for anything.
        if let Err(e) = comm.abort() {
            println!("rank 1: abort: {e}");
        }
        println!("CHILD DONE rank 1");
        return;
    }
    // Far more than NCCL and the sockets can buffer: the send waits on the GPU for the recv.
    let big = dev.alloc_zeros::<f32>(256 << 20).unwrap();
    comm.send(&big, 1).unwrap();
    let bound = Duration::from_secs(3);
    assert!(comm.timeout().is_none(), "a blocking communicator");
    assert_eq!(comm.drop_timeout(), cuda_driver::nccl::DEFAULT_DROP_TIMEOUT);
    comm.set_drop_timeout(bound);
    let t = Instant::now();
    drop(comm);
    let took = t.elapsed();
    std::fs::write(&done, b"rank 0 dropped its communicator").unwrap();
    println!("rank 0: the drop took {took:?}");
    assert!(took < bound + Duration::from_secs(60), "{took:?}");
    // The drop says what it did, on the device's next call.
    let e = dev
        .synchronize()
        .expect_err("the drop's timeout is kept for the device");
    let m = e.to_string();
    assert!(
        m.contains("timed out after 3.0 s") && m.contains("aborted it"),
        "{m}"
    );
    // Said once; the device works on.
    dev.synchronize().unwrap();
    drop(big);
    kernels::assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 1.0, "after the drop");
    println!("CHILD DONE rank 0");
}

/// Dropping a blocking communicator whose peer never posts its side of an enqueued send
/// returns within the communicator's drop timeout (it aborts the communicator and records a
/// timeout error on the device) instead of waiting for ever. Two processes, one rank each; on
/// a machine with one GPU both ranks use it, told apart as two hosts (`NCCL_HOSTID`) that
/// talk over sockets on the loopback interface.
#[test]
fn dropping_a_communicator_whose_peer_never_posts_returns_within_its_drop_timeout() {
    let devs = world!();
    let two_gpus = devs.len() > 1;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let done = std::env::temp_dir().join(format!(
        "cuda-driver-nccl-drop-{}-{stamp}",
        std::process::id()
    ));
    let envs = |rank: usize| {
        let mut v = vec![
            (DONE_FILE_VAR, done.to_string_lossy().into_owned()),
            (DEVICE_VAR, if two_gpus { rank } else { 0 }.to_string()),
            ("NCCL_DEBUG", "WARN".to_owned()),
        ];
        if !two_gpus {
            v.extend([
                ("NCCL_HOSTID", format!("cuda-driver-test-host-{rank}")),
                ("NCCL_SOCKET_IFNAME", "lo".to_owned()),
                ("NCCL_NET", "Socket".to_owned()),
                ("NCCL_IB_DISABLE", "1".to_owned()),
                ("NCCL_MNNVL_ENABLE", "0".to_owned()),
            ]);
        }
        v
    };
    let deadline = Instant::now() + Duration::from_secs(240);
    let results = run_children(
        &child::test_name(module_path!(), "child_drop_rank"),
        2,
        envs,
        deadline,
    );
    let _ = std::fs::remove_file(&done);
    children_succeeded(&results);
}

/// Enqueues, on a communicator of one rank, an all-reduce on another stream behind a slow
/// kernel there (into `y`, of 3.0), one on the main stream behind a slow kernel there (into
/// `z`, of 4.0), and an async one behind a slow writer of its input (into `w`, of 5.0; its
/// future forgotten). Each waits for about `4 * kernels::SLOW` cycles (200 ms on an H100).
/// Call on the thread that opened `dev` (whose stream is the main stream).
fn slow_operations(
    comm: &Comm,
    k: &SlowKernels,
    lanes: &Lanes,
    busy: &mut [CudaSlice<f32>; 3],
) -> [CudaSlice<f32>; 3] {
    let dev = comm.device();
    let long = 4 * kernels::SLOW;
    let [b0, b1, b2] = busy;
    let mut y = dev.alloc_zeros::<f32>(L).unwrap();
    let mut z = dev.alloc_zeros::<f32>(L).unwrap();
    let mut w = dev.alloc_zeros::<f32>(L).unwrap();
    let three = dev.htod_sync_copy(&vec![3.0f32; L]).unwrap();
    let four = dev.htod_sync_copy(&vec![4.0f32; L]).unwrap();
    k.fill(Some(&lanes.s), b0, 1.0, long);
    comm.all_reduce_on_stream(&lanes.s, &three, &mut y, &ReduceOp::Sum)
        .unwrap();
    k.fill(None, b1, 1.0, long);
    comm.all_reduce(&four, &mut z, &ReduceOp::Sum).unwrap();
    k.fill(Some(&lanes.a), b2, 5.0, long);
    std::mem::forget(comm.all_reduce_async(&lanes.adev, &*b2, &mut w, &ReduceOp::Sum));
    [y, z, w]
}

/// `Comm::wait`: "Waits until the operations this communicator enqueued so far (sync ones
/// on any stream, and async ones) have finished on the GPU, for at most `timeout`". Three
/// operations behind 200 ms kernels (another stream, the main stream, async with its future
/// forgotten): a wait of 1 ms returns a timeout; `wait(None)` returns once all three are
/// done, which a raw read around the crate's ordering must see.
#[test]
fn wait_waits_for_operations_on_every_stream_and_async_ones() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let k = kernels::slow_kernels(&dev);
    let lanes = Lanes::new(&dev);
    let mut busy = [(); 3].map(|_| dev.alloc_zeros::<f32>(L).unwrap());
    let [y, z, w] = slow_operations(&comm, &k, &lanes, &mut busy);
    let e = comm
        .wait(Some(Duration::from_millis(1)))
        .expect_err("the operations wait for 200 ms kernels");
    assert!(e.is_timeout(), "{e}");
    comm.wait(None).unwrap();
    assert_all(
        &snapshot(&dev, &y),
        3.0,
        "wait: the operation on another stream",
    );
    assert_all(
        &snapshot(&dev, &z),
        4.0,
        "wait: the operation on the main stream",
    );
    assert_all(&snapshot(&dev, &w), 5.0, "wait: the async operation");
    comm.async_error().unwrap();
    dev.synchronize().unwrap();
}

/// `Comm`: "Dropping it waits for the operations it enqueued, for at most its
/// `drop_timeout` ..., then frees it with `ncclCommDestroy`. If they ... did not finish in
/// time ..., it aborts the communicator instead ... and records an error saying so on the
/// device, which the device's next fallible call returns." The three operations of
/// `slow_operations`, then the communicator dropped: a raw read right after the drop must
/// find them done, and the device has nothing to say. Again with a drop timeout of 1 ms:
/// the drop aborts, the device's next call says so (once), and the device works on.
#[test]
fn dropping_a_communicator_waits_for_its_operations_or_aborts_after_its_drop_timeout() {
    let devs = world!();
    let dev = devs[0].clone();
    let k = kernels::slow_kernels(&dev);
    let lanes = Lanes::new(&dev);
    let mut busy = [(); 3].map(|_| dev.alloc_zeros::<f32>(L).unwrap());
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    assert_eq!(comm.drop_timeout(), cuda_driver::nccl::DEFAULT_DROP_TIMEOUT);
    let [y, z, w] = slow_operations(&comm, &k, &lanes, &mut busy);
    drop(comm);
    assert_all(
        &snapshot(&dev, &y),
        3.0,
        "drop: the operation on another stream",
    );
    assert_all(
        &snapshot(&dev, &z),
        4.0,
        "drop: the operation on the main stream",
    );
    assert_all(&snapshot(&dev, &w), 5.0, "drop: the async operation");
    dev.synchronize()
        .expect("a drop that waited for its operations leaves no error");
    // A non-blocking communicator's drop timeout is its timeout.
    let nb = Comm::from_rank_with_timeout(
        dev.clone(),
        0,
        1,
        Id::new().unwrap(),
        Duration::from_secs(7),
    )
    .unwrap();
    assert_eq!(nb.drop_timeout(), Duration::from_secs(7));
    drop(nb);
    dev.synchronize().unwrap();
    // Cut short.
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let ops = slow_operations(&comm, &k, &lanes, &mut busy);
    comm.set_drop_timeout(Duration::from_millis(1));
    assert_eq!(comm.drop_timeout(), Duration::from_millis(1));
    drop(comm);
    let e = dev
        .synchronize()
        .expect_err("the drop's timeout is kept for the device");
    let m = e.to_string();
    assert!(
        m.contains("drop timeout") && m.contains("aborted it"),
        "{m}"
    );
    dev.synchronize().expect("said once");
    drop(ops);
    kernels::assert_usable(&dev);
}

/// Set in the children of the environment test.
const ENV_CHILD: &str = "CUDA_DRIVER_NCCL_TEST_ENV_TIMEOUT";

/// One child of the environment test: runs only with `ENV_CHILD` set.
#[test]
fn child_env_timeout() {
    if std::env::var(ENV_CHILD).is_err() {
        return;
    }
    println!();
    nvls_off();
    let dev = CudaDevice::new(0).unwrap();
    let value = std::env::var(TIMEOUT_ENV).unwrap();
    if value == "2" {
        let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
        assert_eq!(comm.timeout(), Some(Duration::from_secs(2)));
        assert_eq!(comm.drop_timeout(), Duration::from_secs(2));
        let mut x = dev.htod_copy(vec![2.0f32; 16]).unwrap();
        comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
        assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [2.0; 16]);
        drop(comm);
        let t = Instant::now();
        let e =
            Comm::from_rank(dev.clone(), 0, 2, Id::new().unwrap()).expect_err("rank 1 never comes");
        assert!(e.is_timeout(), "{e}");
        assert!(t.elapsed() < Duration::from_secs(60), "{:?}", t.elapsed());
    } else {
        refused(
            Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()),
            ncclResult_t::ncclInvalidArgument,
            TIMEOUT_ENV,
        );
    }
    dev.synchronize().unwrap();
    println!("ENV CHILD DONE");
}

/// Module docs: "set `CUDA_DRIVER_NCCL_TIMEOUT` to a number of seconds ([`TIMEOUT_ENV`])
/// to give one to `from_rank`"; `from_rank`: "with the environment variable ... set
/// (seconds) this behaves as `from_rank_with_timeout` with that timeout". In a child
/// process with the variable at 2: the communicator has that timeout (and drop timeout),
/// and a join whose peer never comes times out. With a value that is not a number of
/// seconds: an error naming the variable.
#[test]
fn from_rank_takes_a_timeout_from_the_environment() {
    let _devs = world!();
    // A child process whose NCCL set-up must beat a 2 s timeout: too slow under the
    // sanitizer, which follows the child.
    if support::under_sanitizer("from_rank_takes_a_timeout_from_the_environment") {
        return;
    }
    let deadline = Instant::now() + Duration::from_secs(180);
    for value in ["2", "soon"] {
        let mut cmd = Command::new(std::env::current_exe().unwrap());
        let child = child::test_name(module_path!(), "child_env_timeout");
        cmd.args(["--exact", &child, "--nocapture", "--test-threads=1"])
            .env(ENV_CHILD, "1")
            .env(TIMEOUT_ENV, value)
            .env(NVLS, "0")
            .env_remove(RANK_VAR)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let (ok, out, err) = finish(cmd.spawn().unwrap(), String::new(), deadline);
        assert!(
            ok && out.contains("ENV CHILD DONE") && !err.contains("panicked"),
            "{TIMEOUT_ENV}={value}: the child failed:\n--- stdout\n{out}\n--- stderr\n{err}"
        );
    }
}

/// `from_devices`: "rank `i` is `devices[i]`". GPU 1 first: rank 0 is GPU 1 (the very
/// device object given), and what rank 0 broadcasts and gathers is GPU 1's.
#[test]
fn from_devices_makes_rank_i_of_the_ith_device() {
    let devs = world!();
    if devs.len() < 2 {
        println!("skipped: needs 2 GPUs");
        return;
    }
    let order = vec![devs[1].clone(), devs[0].clone()];
    let comms = Comm::from_devices(order.clone()).unwrap();
    for (i, c) in comms.iter().enumerate() {
        assert_eq!(c.rank(), i);
        assert!(Arc::ptr_eq(&c.device(), &order[i]), "rank {i}'s device");
    }
    let xs: Vec<_> = comms
        .iter()
        .map(|c| {
            let d = c.device();
            d.htod_copy(vec![(d.ordinal() + 10) as f32; 1000]).unwrap()
        })
        .collect();
    let mut ys: Vec<_> = comms
        .iter()
        .map(|c| c.device().alloc_zeros::<f32>(1000).unwrap())
        .collect();
    let mut all: Vec<_> = comms
        .iter()
        .map(|c| c.device().alloc_zeros::<f32>(2000).unwrap())
        .collect();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        c.broadcast((k == 0).then_some(&xs[k]), &mut ys[k], 0)
            .unwrap();
    }
    group_end().unwrap();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        c.all_gather(&xs[k], &mut all[k]).unwrap();
    }
    group_end().unwrap();
    for (k, c) in comms.iter().enumerate() {
        let d = c.device();
        assert_all(&d.dtoh_sync_copy(&ys[k]).unwrap(), 11.0, "rank 0 is GPU 1");
        let got = d.dtoh_sync_copy(&all[k]).unwrap();
        assert_all(&got[..1000], 11.0, "block 0 of the gather is GPU 1's");
        assert_all(&got[1000..], 10.0, "block 1 of the gather is GPU 0's");
    }
}

/// Module docs ("When a peer never joins"): "A peer that joined but never calls its side of
/// a collective leaves the GPU waiting: use `Comm::wait` with a timeout as a watchdog, then
/// `Comm::abort`, which stops the waiting kernels"; `abort`: "operations still running on
/// the GPU stop ... and the communicator is freed". Two GPUs of one process: after a pair
/// that connects them, rank 0 sends 1 GiB to rank 1, which never posts the recv. `wait`
/// times out; after `abort` the work queued behind the send on rank 0's stream completes
/// and the device works on.
#[test]
fn wait_then_abort_stops_a_send_whose_peer_never_posts() {
    let devs = world!();
    if devs.len() < 2 {
        println!("skipped: needs 2 GPUs");
        return;
    }
    let mut comms = Comm::from_devices(devs[..2].to_vec()).unwrap();
    let xs: Vec<_> = comms
        .iter()
        .map(|c| {
            c.device()
                .htod_copy(vec![(c.rank() + 1) as f32; 1024])
                .unwrap()
        })
        .collect();
    let mut ys: Vec<_> = comms
        .iter()
        .map(|c| c.device().alloc_zeros::<f32>(1024).unwrap())
        .collect();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        let peer = 1 - k as i32;
        c.send(&xs[k], peer).unwrap();
        c.recv(&mut ys[k], peer).unwrap();
    }
    group_end().unwrap();
    for (k, c) in comms.iter().enumerate() {
        assert_all(
            &c.device().dtoh_sync_copy(&ys[k]).unwrap(),
            (2 - k) as f32,
            "the pair that connects the ranks",
        );
    }
    let dev0 = devs[0].clone();
    // Far more than NCCL can buffer: the send waits on the GPU for the recv.
    let big = dev0.alloc_zeros::<f32>(256 << 20).unwrap();
    comms[0].send(&big, 1).unwrap();
    let done = dev0.new_event(EventFlags::empty()).unwrap();
    done.record().unwrap();
    let e = comms[0]
        .wait(Some(Duration::from_millis(500)))
        .expect_err("rank 1 never receives");
    assert!(e.is_timeout(), "{e}");
    assert!(!done.query().unwrap(), "the send finished without its recv");
    let c1 = comms.pop().unwrap();
    let c0 = comms.pop().unwrap();
    c0.abort().unwrap();
    let t = Instant::now();
    while !done.query().unwrap() {
        assert!(
            t.elapsed() < Duration::from_secs(30),
            "rank 0's stream still waits 30 s after the abort"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    c1.abort().unwrap();
    drop(big);
    dev0.synchronize().unwrap();
    kernels::assert_usable(&dev0);
    kernels::assert_usable(&devs[1]);
}

/// Set in the children of the two tests below: the path the ranks' signal files start
/// with (`.ready`, `.done`).
const SIGNAL_VAR: &str = "CUDA_DRIVER_NCCL_TEST_SIGNAL";

/// A fresh path for the signal files of `test`.
fn signal_path(test: &str) -> std::path::PathBuf {
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    std::env::temp_dir().join(format!(
        "cuda-driver-nccl-{test}-{}-{stamp}",
        std::process::id()
    ))
}

/// `path` with `ext` appended.
fn signal_file(path: &str, ext: &str) -> std::path::PathBuf {
    std::path::PathBuf::from(format!("{path}.{ext}"))
}

/// Waits until `path` exists; fails after a minute.
#[track_caller]
fn wait_for(path: &std::path::Path) {
    let t = Instant::now();
    while !path.exists() {
        assert!(
            t.elapsed() < Duration::from_secs(60),
            "{} never came",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The environment of child rank `rank`: GPU 0 (on every machine), as a host of its own
/// (`NCCL_HOSTID`) that talks to the other rank over sockets on the loopback interface.
/// So the two ranks may share one GPU, and a rank that dies closes sockets that the other
/// rank's NCCL proxy thread reads (a peer over NVLink or PCIe would leave the other rank's
/// kernel waiting, with nothing for NCCL to notice).
fn socket_rank(signal: &std::path::Path, rank: usize) -> Vec<(&'static str, String)> {
    vec![
        (SIGNAL_VAR, signal.to_string_lossy().into_owned()),
        ("NCCL_DEBUG", "WARN".to_owned()),
        ("NCCL_HOSTID", format!("cuda-driver-test-host-{rank}")),
        ("NCCL_SOCKET_IFNAME", "lo".to_owned()),
        ("NCCL_NET", "Socket".to_owned()),
        ("NCCL_IB_DISABLE", "1".to_owned()),
        ("NCCL_MNNVL_ENABLE", "0".to_owned()),
    ]
}

/// Runs `test` as two child ranks (see `socket_rank`) and fails unless both succeed.
fn run_socket_ranks(test: &str) {
    let signal = signal_path(test.rsplit("::").next().unwrap_or(test));
    let deadline = Instant::now() + Duration::from_secs(180);
    let results = run_children(test, 2, |r| socket_rank(&signal, r), deadline);
    for ext in ["ready", "done"] {
        let _ = std::fs::remove_file(signal_file(&signal.to_string_lossy(), ext));
    }
    for (rank, (_, out, err)) in &results {
        println!("--- rank {rank} stdout\n{out}\n--- rank {rank} stderr\n{err}");
    }
    children_succeeded(&results);
}

/// The rank of a child of the test `SIGNAL_VAR` is set for, and the signal files' path;
/// `None` (return at once) elsewhere.
fn socket_child() -> Option<(usize, String)> {
    let rank = std::env::var(RANK_VAR).ok()?;
    let signal = std::env::var(SIGNAL_VAR).ok()?;
    println!();
    nvls_off();
    Some((rank.parse().unwrap(), signal))
}

/// One rank of `a_dead_peer_ends_wait_early_with_nccls_asynchronous_error`.
#[test]
fn child_dead_peer_rank() {
    let Some((rank, signal)) = socket_child() else {
        return;
    };
    let id = child_id();
    let dev = CudaDevice::new(0).unwrap();
    let comm = Comm::from_rank(dev.clone(), rank, 2, id).unwrap();
    let x = dev.htod_copy(vec![rank as f32 + 1.0; 1024]).unwrap();
    let mut y = dev.alloc_zeros::<f32>(1024).unwrap();
    comm.all_reduce(&x, &mut y, &ReduceOp::Sum).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        3.0,
        "the all-reduce that connects the ranks",
    );
    println!("rank {rank} connected");
    let done = signal_file(&signal, "done");
    if rank == 1 {
        // Dies, as a crash would, once rank 0 has posted an all-reduce it never joins:
        // its sockets close, nothing is torn down.
        wait_for(&done);
        println!("CHILD DONE rank 1");
        use std::io::Write;
        std::io::stdout().flush().unwrap();
        // SAFETY: ends this process at once; nothing of it is used again.
        unsafe { libc::_exit(0) };
    }
    // The same all-reduce as the first (so NCCL needs no new connection to enqueue it),
    // posted while rank 1 lives; its kernel then waits for data that never comes.
    let mut z = dev.alloc_zeros::<f32>(1024).unwrap();
    comm.all_reduce(&x, &mut z, &ReduceOp::Sum).unwrap();
    std::fs::write(&done, b"rank 0 posted its second all-reduce").unwrap();
    let bound = Duration::from_secs(60);
    let t = Instant::now();
    let e = comm
        .wait(Some(bound))
        .expect_err("rank 1 died before its side of the all-reduce");
    let took = t.elapsed();
    println!("rank 0: wait returned after {took:?}: {e}");
    assert!(
        !e.is_timeout(),
        "wait ran out its {bound:?} instead of returning NCCL's error: {e}"
    );
    assert!(took < Duration::from_secs(30), "wait took {took:?}");
    assert_eq!(
        e.code(),
        ncclResult_t::ncclRemoteError,
        "a peer that died: {e}"
    );
    assert!(
        e.to_string()
            .contains("while waiting for the operations of rank 0"),
        "{e}"
    );
    // async_error reports the same error, and keeps reporting it.
    for _ in 0..2 {
        let a = comm
            .async_error()
            .expect_err("async_error after the peer died");
        assert_eq!(a.code(), e.code(), "{a}");
    }
    the_drop_after_a_dead_peer_aborts_at_once(&dev, comm);
    drop(z);
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 1.0, "after the abort");
    kernels::assert_usable(&dev);
    println!("CHILD DONE rank 0");
}

/// A communicator whose operations failed (its peer died): its drop aborts at once (not after
/// its 10-minute drop timeout) and leaves the error for the device's next call, once.
fn the_drop_after_a_dead_peer_aborts_at_once(dev: &Arc<CudaDevice>, comm: Comm) {
    // Its operations failed: the drop aborts at once (not after its 10-minute drop
    // timeout) and leaves the error for the device's next call, once.
    assert_eq!(comm.drop_timeout(), cuda_driver::nccl::DEFAULT_DROP_TIMEOUT);
    let t = Instant::now();
    drop(comm);
    let took = t.elapsed();
    println!("rank 0: the drop took {took:?}");
    assert!(took < Duration::from_secs(30), "the drop took {took:?}");
    let d = dev
        .synchronize()
        .expect_err("the drop's abort is kept for the device");
    let m = d.to_string();
    assert!(
        m.contains("ncclRemoteError") && m.contains("aborted it"),
        "{m}"
    );
    dev.synchronize().expect("said once");
}

/// `Comm::wait`: "Returns early with the asynchronous error if NCCL reports one";
/// `async_error`: "a peer that failed or a network error that NCCL noticed in the
/// background"; `Comm`: "If they failed ... it aborts the communicator instead ... and
/// records an error saying so on the device". Two processes on GPU 0 (see `socket_rank`):
/// after an all-reduce that connects them, rank 0 posts another, and rank 1 dies without
/// posting it. Rank 0's `wait` with a timeout of 60 s returns NCCL's `ncclRemoteError`
/// (not a timeout) within 30 s, `async_error` returns the same code, and dropping the
/// communicator (drop timeout 10 minutes) aborts it at once, the device's next call saying
/// so.
#[test]
fn a_dead_peer_ends_wait_early_with_nccls_asynchronous_error() {
    let _devs = world!();
    if support::under_sanitizer("a_dead_peer_ends_wait_early_with_nccls_asynchronous_error") {
        return;
    }
    run_socket_ranks(&child::test_name(module_path!(), "child_dead_peer_rank"));
}

/// The timeout of rank 0 in `child_call_timeout_rank`: each call waits at most this long for
/// NCCL.
const CALL_TIMEOUT: Duration = Duration::from_secs(2);

/// NCCL's one-time set-up in this process (a communicator of one rank and an
/// all-reduce), so that a later join takes no more than the join itself.
fn warm_up(dev: &Arc<CudaDevice>) {
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let mut x = dev.htod_copy(vec![1.0f32; 1024]).unwrap();
    comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    drop(comm);
    dev.synchronize().unwrap();
}

/// One rank of `a_call_nccl_cannot_take_in_time_times_out_and_aborts`.
#[test]
fn child_call_timeout_rank() {
    let Some((rank, signal)) = socket_child() else {
        return;
    };
    let id = child_id();
    let dev = CudaDevice::new(0).unwrap();
    warm_up(&dev);
    let (ready, done) = (signal_file(&signal, "ready"), signal_file(&signal, "done"));
    if rank == 1 {
        std::fs::write(&ready, b"rank 1 joins now").unwrap();
        let comm =
            Comm::from_rank_with_timeout(dev.clone(), 1, 2, id, Duration::from_secs(60)).unwrap();
        println!("rank 1 joined; it posts nothing");
        wait_for(&done);
        // Not under test: rank 1's communicator goes without waiting for anything.
        if let Err(e) = comm.abort() {
            println!("rank 1: abort: {e}");
        }
        println!("CHILD DONE rank 1");
        return;
    }
    // Joins once rank 1 does, so that the join beats the short timeout.
    wait_for(&ready);
    let t = Instant::now();
    let comm =
        Comm::from_rank_with_timeout(dev.clone(), 0, 2, id, CALL_TIMEOUT).unwrap_or_else(|e| {
            panic!("rank 0's join (not under test) did not finish within {CALL_TIMEOUT:?}: {e}")
        });
    println!("rank 0 joined in {:?}", t.elapsed());
    assert_eq!(comm.timeout(), Some(CALL_TIMEOUT));
    let x = dev.htod_copy(vec![1.0f32; 1024]).unwrap();
    let mut y = dev.htod_copy(vec![OLD; 1024]).unwrap();
    // NCCL connects the ranks for their first send while taking it, which needs rank 1.
    let t = Instant::now();
    let e = comm
        .send(&x, 1)
        .expect_err("a send NCCL cannot take: rank 1 never connects");
    let took = t.elapsed();
    println!("rank 0: the send returned after {took:?}: {e}");
    assert!(e.is_timeout(), "{e}");
    assert!(
        e.to_string().contains("the communicator was aborted"),
        "{e}"
    );
    assert!(
        took >= CALL_TIMEOUT,
        "the send gave up after {took:?}, before its timeout"
    );
    assert!(
        took < CALL_TIMEOUT + Duration::from_secs(30),
        "the send returned {took:?} after its call"
    );
    // Aborted: what follows is refused at once, saying so.
    let t = Instant::now();
    let usage = ncclResult_t::ncclInvalidUsage;
    let aborted = "the communicator was aborted";
    refused(comm.all_reduce(&x, &mut y, &ReduceOp::Sum), usage, aborted);
    refused(comm.send(&x, 1), usage, aborted);
    refused(comm.wait(None), usage, aborted);
    refused(comm.async_error(), usage, aborted);
    assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
    // The buffers are free for other work, unchanged.
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 1.0, "the send's buffer");
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), OLD, "the refused output");
    std::fs::write(&done, b"rank 0 is done").unwrap();
    let t = Instant::now();
    drop(comm);
    assert!(
        t.elapsed() < Duration::from_secs(5),
        "dropping the aborted communicator took {:?}",
        t.elapsed()
    );
    dev.synchronize()
        .expect("the error went to the call; nothing is kept for the device");
    kernels::assert_usable(&dev);
    println!("CHILD DONE rank 0");
}

/// `from_rank_with_timeout`: "the timeout keeps applying: every call waits at most
/// `timeout` for NCCL to take the operation (aborting the communicator when it runs
/// out)"; module docs: "The same limit then applies to each later call (NCCL taking the
/// operation)", the error one for which `is_timeout` says so. Two processes on GPU 0 (see
/// `socket_rank`): both join, rank 0 with a timeout of 2 s; rank 1 then posts nothing, so
/// NCCL cannot connect rank 0's first send. The send returns a timeout error after 2 s
/// (not before, and not much later), saying the communicator was aborted; every later call
/// on it is refused at once, its buffers are usable and unchanged, and its drop returns at
/// once.
#[test]
fn a_call_nccl_cannot_take_in_time_times_out_and_aborts() {
    let _devs = world!();
    if support::under_sanitizer("a_call_nccl_cannot_take_in_time_times_out_and_aborts") {
        return;
    }
    run_socket_ranks(&child::test_name(module_path!(), "child_call_timeout_rank"));
}
