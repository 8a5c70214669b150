//! Groups: they defer their buffers and hold their communicators, a group left open by an exiting
//! thread is launched, everything but the group's own operations is refused inside it, operations
//! of one group may share a buffer they read (and on two streams stay ordered), the group macro's
//! error goes to the thread's next operation, and managed or leaked memory a group will write is
//! not lent out or freed under it.

use crate::kernels::{CFG, SLOW, assert_all, assert_usable, slow_kernels};
use crate::support::races::live;
use crate::support::{child, kernels};
use crate::{L, LEN, refused, world};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaSlice, DevicePtr, DriverError, LaunchAsync};
use cuda_driver::nccl::sys::ncclResult_t;
use cuda_driver::nccl::{Comm, Id, ReduceOp, group_end, group_start};
use futures_lite::future::block_on;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// managed.rs, `ManagedSlice`: "The host reads and writes it through `as_slice` and
/// `as_mut_slice`, which first wait for all work of the device's context (every stream), so no
/// kernel of this device can be using the memory while the host does; the borrow then keeps new
/// kernels from being given it mutably"; ordering/mod.rs (Deferred work): work an NCCL group
/// holds "is recorded as `Deferred` until the library has launched it: other work on its
/// buffers is refused until then".
///
/// A world of one rank. First a control group (NCCL receives into managed memory here). Then,
/// in an open group, a send of 3.0s to itself and a receive into a `ManagedSlice` (zeroed): the receive reaches its stream only at `group_end`. Meanwhile
/// `as_mut_slice` is asked for the memory. It must refuse (as a `dtoh_sync_copy` of it is
/// refused), since no wait can cover work that is not on a stream yet. If it lends it, the host
/// fills it with 5.0 and ends the group, and the slice it still holds mutably must not change.
///
/// The hole: `host_ready` synchronizes the context and never asks the buffer's record whether
/// deferred work is pending (`Accesses::awaits_launch`): the memory is lent while the group
/// holds a write of it, and `group_end` makes NCCL overwrite it under the host's `&mut [T]`.
#[cfg(feature = "nccl")]
#[test]
fn managed_memory_is_not_lent_to_the_host_while_an_open_nccl_group_will_write_it() {
    let _dev = gpu!();
    if let Err(e) = cuda_driver::nccl::result::get_nccl_version() {
        println!("note: NCCL cannot be loaded ({e:?}): not tested");
        return;
    }
    // NVLink multicast stays off (a world of one rank would not use it anyway).
    if std::env::var("NCCL_NVLS_ENABLE").is_ok_and(|v| v != "0") {
        println!("note: NCCL_NVLS_ENABLE is set to other than 0: not tested");
        return;
    }
    child::run_in_child_with(
        module_path!(),
        "managed_nccl_group_child",
        &[("NCCL_NVLS_ENABLE", "0")],
    );
}

#[cfg(feature = "nccl")]
#[test]
#[ignore = "runs in the child process of its parent test"]
fn managed_nccl_group_child() {
    use cuda_driver::nccl::{Comm, group_end, group_start};
    if !child::in_child(module_path!(), "managed_nccl_group_child") {
        return;
    }
    let dev = gpu!();
    const LEN: usize = 1 << 16;
    let src = dev.htod_sync_copy(&vec![3.0f32; LEN]).unwrap();
    let mut m = dev.alloc_managed::<f32>(LEN).unwrap();
    if let Err(e) = m.as_slice() {
        println!("note: no host access to managed memory here ({e}): not tested");
        return;
    }
    let comm = Comm::from_devices(vec![dev.clone()])
        .unwrap()
        .pop()
        .unwrap();
    // Control: NCCL can receive into managed memory here (a self send in a group).
    group_start().unwrap();
    comm.send(&src, 0).unwrap();
    comm.recv(&mut m, 0).unwrap();
    if let Err(e) = group_end() {
        println!("note: a self send into managed memory fails here ({e:?}): not tested");
        return;
    }
    if dev.dtoh_sync_copy(&m).unwrap() != vec![3.0f32; LEN] {
        println!("note: a self send into managed memory did not arrive here: not tested");
        return;
    }
    dev.memset_zeros(&mut m).unwrap();
    // The test.
    group_start().unwrap();
    comm.send(&src, 0).unwrap();
    comm.recv(&mut m, 0).unwrap();
    match m.as_mut_slice() {
        Err(e) => {
            println!("lending refused while the group is open: {e}");
            group_end().unwrap();
            dev.synchronize().unwrap();
            assert_all(
                &dev.dtoh_sync_copy(&m).unwrap(),
                3.0,
                "the receive after the group ended",
            );
        }
        Ok(host) => {
            host.fill(5.0);
            group_end().unwrap();
            dev.synchronize().unwrap();
            let p = host.as_ptr();
            // SAFETY: `p` points to the LEN elements lent to the host, still borrowed; read
            // volatile, as the GPU may have written them behind the borrow.
            let seen: Vec<f32> = (0..LEN)
                .map(|i| unsafe { std::ptr::read_volatile(p.add(i)) })
                .collect();
            assert_all(
                &seen,
                5.0,
                "managed memory lent mutably to the host while an open NCCL group held a \
                 receive into it was overwritten by the group's end under the host's borrow",
            );
        }
    }
    drop(comm);
    assert_usable(&dev);
}

#[cfg(feature = "nccl")]
const ELEMS: usize = 1 << 20;

/// Whether NCCL can be tried here (else says why not): it loads, and NVLink multicast is
/// not turned on by the environment.
#[cfg(feature = "nccl")]
fn nccl_here() -> bool {
    if let Err(e) = cuda_driver::nccl::result::get_nccl_version() {
        println!("note: NCCL cannot be loaded ({e:?}): not tested");
        return false;
    }
    if std::env::var("NCCL_NVLS_ENABLE").is_ok_and(|v| v != "0") {
        println!("note: NCCL_NVLS_ENABLE is set to other than 0: not tested");
        return false;
    }
    true
}

/// A world of one rank on `dev`.
#[cfg(feature = "nccl")]
fn world_of_one(dev: &Arc<CudaDevice>) -> Comm {
    Comm::from_devices(vec![dev.clone()])
        .unwrap()
        .pop()
        .unwrap()
}

/// Whether `e` is the refusal of work on a buffer that an open NCCL group holds (also as
/// an error kept from a `leak` that could not order the group's work).
#[cfg(feature = "nccl")]
fn is_group_refusal(e: &DriverError) -> bool {
    e.0 == CUresult::CUDA_ERROR_NOT_READY && e.to_string().contains("group")
}

/// `f()`, called again (up to 4 times) while it fails with a refusal naming an open group
/// (which may be an error kept from the test's `leak`); `Err` with the last refusal if
/// it never succeeds.
#[cfg(feature = "nccl")]
fn past_group_refusals<T>(mut f: impl FnMut() -> Result<T, DriverError>) -> Result<T, DriverError> {
    let mut last = None;
    for _ in 0..4 {
        match f() {
            Ok(v) => return Ok(v),
            Err(e) if is_group_refusal(&e) => last = Some(e),
            Err(e) => panic!("{e}"),
        }
    }
    Err(last.unwrap())
}

/// slice.rs, `CudaSlice::leak`: "The device's main stream proper ... is first made to wait
/// for all work on the buffer, so that work ordered on it from then on (and the upgraded
/// buffer's uses) follows it"; memory.rs, `upgrade_device_ptr` (Safety): "any work still
/// using it must be ordered before the work enqueued on the device's main stream proper
/// ... from now on (memory from `CudaSlice::leak` is)"; nccl/mod.rs (Groups): "any other
/// use of those buffers before `group_end` ... is refused" and "a buffer dropped inside
/// the group is freed right after the group's launch".
///
/// A world of one rank. In an open group, a send of 3.0s to itself and a recv into `dst`
/// (NCCL puts self send/recv pairs on the stream only at `group_end`). `dst` is given up
/// with `leak` and taken back with `upgrade_device_ptr`, as the docs say memory from
/// `leak` may be. Round 1: 5.0s are copied into the buffer taken back; that write, called
/// after the recv, must be refused (the group has not launched the recv) or come after it:
/// after `group_end` the buffer holds 5.0s. Round 2: the buffer taken back is dropped and a
/// new buffer of 7.0s is made (the pool likely hands out the same address); after
/// `group_end` it must still hold 7.0s.
///
/// The hole: `leak` cannot order work that is not on a stream yet (its `before` is refused
/// and the refusal only kept for the next call), then forgets the buffer's record with its
/// unlaunched `Deferred` access. The buffer taken back has a fresh record: round 1's write
/// runs at once and the group's recv, launched later, overwrites it with 3.0s; round 2's
/// drop frees the memory at once, and `group_end` makes NCCL write 3.0s into memory that a
/// new buffer owns.
#[test]
#[cfg(feature = "nccl")]
fn a_buffer_an_open_group_writes_leaked_and_taken_back_is_neither_written_nor_freed_under_it() {
    let _dev = gpu!();
    if !nccl_here() {
        return;
    }
    child::run_in_child_with(
        module_path!(),
        "leaked_group_buffer_child",
        &[("NCCL_NVLS_ENABLE", "0")],
    );
}

#[test]
#[ignore = "runs in the child process of its parent test"]
#[cfg(feature = "nccl")]
fn leaked_group_buffer_child() {
    if !child::in_child(module_path!(), "leaked_group_buffer_child") {
        return;
    }
    let dev = gpu!();
    let comm = world_of_one(&dev);
    let src = dev.htod_sync_copy(&vec![3.0f32; ELEMS]).unwrap();

    // Control: a self send and recv in a group arrive.
    let mut dst = dev.alloc_zeros::<f32>(ELEMS).unwrap();
    group_start().unwrap();
    comm.send(&src, 0).unwrap();
    comm.recv(&mut dst, 0).unwrap();
    if let Err(e) = group_end() {
        println!("note: a self send in a group fails here ({e:?}): not tested");
        return;
    }
    assert_all(&dev.dtoh_sync_copy(&dst).unwrap(), 3.0, "control self send");
    dev.memset_zeros(&mut dst).unwrap();
    dev.synchronize().unwrap();

    let mut bad = Vec::new();

    // Round 1: a write through the buffer taken back, called after the recv.
    group_start().unwrap();
    comm.send(&src, 0).unwrap();
    comm.recv(&mut dst, 0).unwrap();
    let raw = dst.leak();
    // SAFETY: `raw` came from `leak` on this device and holds ELEMS f32s; the docs say the
    // work still using memory from `leak` is ordered before what comes next.
    let mut back = unsafe { dev.upgrade_device_ptr::<f32>(raw, ELEMS) };
    let wrote = past_group_refusals(|| dev.htod_sync_copy_into(&vec![5.0f32; ELEMS], &mut back));
    group_end().unwrap();
    dev.synchronize().unwrap();
    let got = past_group_refusals(|| dev.dtoh_sync_copy(&back)).unwrap();
    match wrote {
        Err(e) => println!("round 1: the write was refused while the group was open: {e}"),
        Ok(()) => {
            let stale = got.iter().filter(|&&v| v != 5.0).count();
            if stale > 0 {
                bad.push(format!(
                    "round 1: a write of 5.0 into a buffer taken back from leak, called after \
                     an open group's recv into it, was accepted and then overwritten when \
                     group_end launched the recv: {stale} of {ELEMS} elements are not 5.0 \
                     (first: {})",
                    got.iter().find(|&&v| v != 5.0).unwrap()
                ));
            }
        }
    }
    drop(back);
    dev.synchronize().unwrap();

    // Round 2: the buffer taken back is dropped while the group will still write it.
    bad.extend(round_two(&dev, &comm, &src));
    drop(comm);
    let _ = past_group_refusals(|| dev.synchronize());
    assert_usable(&dev);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Round 2 of `leaked_group_buffer_child`: the buffer taken back is dropped while the group
/// will still write it; what went wrong, if anything did.
fn round_two(dev: &Arc<CudaDevice>, comm: &Comm, src: &CudaSlice<f32>) -> Option<String> {
    let mut dst = dev.alloc_zeros::<f32>(ELEMS).unwrap();
    dev.synchronize().unwrap();
    group_start().unwrap();
    comm.send(src, 0).unwrap();
    comm.recv(&mut dst, 0).unwrap();
    let raw = dst.leak();
    // SAFETY: as in round 1.
    let back = unsafe { dev.upgrade_device_ptr::<f32>(raw, ELEMS) };
    drop(back);
    let victim = past_group_refusals(|| dev.htod_sync_copy(&vec![7.0f32; ELEMS])).unwrap();
    let same = *victim.device_ptr() == raw;
    group_end().unwrap();
    dev.synchronize().unwrap();
    let got = past_group_refusals(|| dev.dtoh_sync_copy(&victim)).unwrap();
    let stale = got.iter().filter(|&&v| v != 7.0).count();
    if stale > 0 {
        return Some(format!(
            "round 2: a buffer taken back from leak while an open group held a recv into it \
             was freed at its drop; a new buffer of 7.0s {} got {stale} of {ELEMS} elements \
             overwritten by the group's recv at group_end (first: {})",
            if same {
                "at the same address"
            } else {
                "elsewhere"
            },
            got.iter().find(|&&v| v != 7.0).unwrap()
        ));
    }
    live(
        same,
        "round 2: the new buffer did not get the freed buffer's address",
    );
    None
}

/// nccl/mod.rs (Groups): "other operations of the same group may use the buffers (NCCL
/// orders the group itself; operations in one group run concurrently, so do not give one
/// buffer to two operations that write it)"; nccl/mod.rs (Ordering and streams): a
/// collective "is ordered with every other use of them on any stream through their
/// records"; DESIGN.md: "No ... cross-stream data race on device memory from safe code".
///
/// A world of one rank, two streams `s1` and `s2`, `s2` held up by a slow kernel on an
/// unrelated buffer. Write after read: an all-reduce on `s2` reads `b` (1.0s) into `c`,
/// then one on `s1` writes 2.0s into `b`. Write after write: an all-reduce on `s2` writes
/// 2.0s into `b2`, then one on `s1` writes 3.0s into it. First without a group (the records
/// order them: `c` holds 1.0s, `b2` 3.0s), then each pair in a group, which the docs allow
/// for the read and the write (only two writes are advised against, which safe code cannot
/// be trusted to avoid): the results must be the same, or the second call refused.
///
/// The hole: `Accesses::before_slow` lets an access of the group being ordered skip every
/// deferred access of that group (`Pending::Deferred(_) => continue`), trusting NCCL to
/// order the group; but NCCL joins only the streams of one launch, and a one-rank
/// communicator launches each collective at once on its own stream (`ncclLaunchOneRank`,
/// even inside a group). So the write on `s1` runs while the read on `s2` still waits behind
/// the slow kernel: `c` gets 2.0s (the later write overtook the earlier read), and the
/// earlier write lands last in `b2` (2.0s): a cross-stream race from safe code.
#[test]
#[cfg(feature = "nccl")]
fn operations_of_one_group_on_two_streams_sharing_a_buffer_stay_ordered() {
    let _dev = gpu!();
    if !nccl_here() {
        return;
    }
    child::run_in_child_with(
        module_path!(),
        "group_two_streams_child",
        &[("NCCL_NVLS_ENABLE", "0")],
    );
}

/// One round: `s2` held up, then the read (or first write) on `s2`, then the write on
/// `s1`, in a group if `grouped`. Returns `c` (the read's copy of `b`, 1.0s where ordered)
/// and `b2` (3.0s where ordered), or `None` where a call was refused; whether it was live.
#[cfg(feature = "nccl")]
fn round(
    dev: &Arc<CudaDevice>,
    comm: &Comm,
    grouped: bool,
) -> (Option<Vec<f32>>, Option<Vec<f32>>, bool) {
    let k = slow_kernels(dev);
    let s1 = dev.fork_default_stream().unwrap();
    let s2 = dev.fork_default_stream().unwrap();
    let mut junk = dev.alloc_zeros::<f32>(1024).unwrap();
    let mut b: CudaSlice<f32> = dev.htod_sync_copy(&vec![1.0f32; ELEMS]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(ELEMS).unwrap();
    let two = dev.htod_sync_copy(&vec![2.0f32; ELEMS]).unwrap();
    let three = dev.htod_sync_copy(&vec![3.0f32; ELEMS]).unwrap();
    let mut b2 = dev.htod_sync_copy(&vec![1.0f32; ELEMS]).unwrap();
    dev.synchronize().unwrap();
    let sum = ReduceOp::Sum;

    // Write after read.
    let t0 = Instant::now();
    k.fill(Some(&s2), &mut junk, 1.0, SLOW * 4);
    if grouped {
        group_start().unwrap();
    }
    let read = comm.all_reduce_on_stream(&s2, &b, &mut c, &sum);
    let write = comm.all_reduce_on_stream(&s1, &two, &mut b, &sum);
    if grouped {
        group_end().unwrap();
    }
    let live1 = t0.elapsed() < Duration::from_millis(120);
    read.unwrap();
    let c_got = match write {
        Ok(_) => Some(dev.dtoh_sync_copy(&c).unwrap()),
        Err(e) => {
            println!("the write after the read was refused: {e}");
            None
        }
    };
    dev.synchronize().unwrap();

    // Write after write.
    let t0 = Instant::now();
    k.fill(Some(&s2), &mut junk, 2.0, SLOW * 4);
    if grouped {
        group_start().unwrap();
    }
    let first = comm.all_reduce_on_stream(&s2, &two, &mut b2, &sum);
    let second = comm.all_reduce_on_stream(&s1, &three, &mut b2, &sum);
    if grouped {
        group_end().unwrap();
    }
    let live2 = t0.elapsed() < Duration::from_millis(120);
    first.unwrap();
    let b2_got = match second {
        Ok(_) => Some(dev.dtoh_sync_copy(&b2).unwrap()),
        Err(e) => {
            println!("the second write was refused: {e}");
            None
        }
    };
    dev.synchronize().unwrap();
    (c_got, b2_got, live1 && live2)
}

#[test]
#[ignore = "runs in the child process of its parent test"]
#[cfg(feature = "nccl")]
fn group_two_streams_child() {
    if !child::in_child(module_path!(), "group_two_streams_child") {
        return;
    }
    let dev = gpu!();
    let comm = world_of_one(&dev);
    // Warm up NCCL (its first call sets up resources).
    let mut w = dev.alloc_zeros::<f32>(ELEMS).unwrap();
    comm.all_reduce_in_place(&mut w, &ReduceOp::Sum).unwrap();
    dev.synchronize().unwrap();

    // Control: without a group the records order both pairs.
    let (c, b2, _) = round(&dev, &comm, false);
    assert_all(
        &c.expect("no refusal outside a group"),
        1.0,
        "control: the read of b before a later write, without a group",
    );
    assert_all(
        &b2.expect("no refusal outside a group"),
        3.0,
        "control: two writes of b2, without a group",
    );

    // The test.
    let (c, b2, was_live) = round(&dev, &comm, true);
    live(
        was_live,
        "the slow kernel on s2 may have finished before the group ended",
    );
    let mut bad = Vec::new();
    if let Some(c) = c {
        let n = c.iter().filter(|&&v| v != 1.0).count();
        if n > 0 {
            bad.push(format!(
                "write after read in one group on two streams: {n} of {ELEMS} elements that an \
                 all-reduce on s2 read from b hold the 2.0 written into b by an all-reduce \
                 on s1 called after it (first: {})",
                c.iter().find(|&&v| v != 1.0).unwrap()
            ));
        }
    }
    if let Some(b2) = b2 {
        let n = b2.iter().filter(|&&v| v != 3.0).count();
        if n > 0 {
            bad.push(format!(
                "write after write in one group on two streams: {n} of {ELEMS} elements of b2 \
                 hold the first write's 2.0 instead of the second's 3.0 (first: {})",
                b2.iter().find(|&&v| v != 3.0).unwrap()
            ));
        }
    }
    drop(comm);
    assert_usable(&dev);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Inside a group, the buffers of its operations are refused to other work until the group
/// ends; a buffer dropped inside is freed after the launch.
#[test]
fn groups_defer_their_buffers() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    let n = comms.len();
    let sends: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().htod_copy(vec![(c.rank() + 1) as f32; LEN]))
        .collect::<Result<_, _>>()
        .unwrap();
    let mut recvs: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().alloc_zeros(LEN))
        .collect::<Result<_, _>>()
        .unwrap();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        c.all_reduce(&sends[k], &mut recvs[k], &ReduceOp::Sum)
            .unwrap();
    }
    let dev0 = comms[0].device();
    // Not launched yet: reading the output would see what was there before.
    let e = dev0
        .dtoh_sync_copy(&recvs[0])
        .expect_err("refused inside the group");
    assert!(e.to_string().contains("group_end"), "{e}");
    // Writing the input would change what the group reads.
    let mut send0 = sends;
    let e = dev0
        .htod_sync_copy_into(&vec![9.0f32; LEN], &mut send0[0])
        .expect_err("refused inside the group");
    assert!(e.to_string().contains("group"), "{e}");
    // Async calls cannot join a group.
    let adev = AsyncDevice::new(dev0.clone()).unwrap();
    let e = block_on(comms[0].all_reduce_in_place_async(&adev, &mut recvs[0], &ReduceOp::Sum))
        .expect_err("async refused inside a group");
    assert!(e.to_string().contains("group"), "{e}");
    // Dropped inside the group: freed once launched.
    drop(send0);
    group_end().unwrap();
    let sum = (n * (n + 1) / 2) as f32;
    for (c, y) in comms.iter().zip(&recvs) {
        kernels::assert_all(
            &c.device().dtoh_sync_copy(y).unwrap(),
            sum,
            "after group_end",
        );
        c.device().synchronize().unwrap();
    }
}

/// A communicator with operations in this thread's open group is refused to other threads.
#[test]
fn groups_hold_their_communicators() {
    let devs = world!();
    let mut comms = Comm::from_devices(devs.to_vec()).unwrap();
    let mut bufs: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().htod_copy(vec![1.0f32; 16]))
        .collect::<Result<_, _>>()
        .unwrap();
    group_start().unwrap();
    for (c, b) in comms.iter().zip(&mut bufs) {
        c.all_reduce_in_place(b, &ReduceOp::Sum).unwrap();
    }
    let last = comms.pop().unwrap();
    let dev = last.device();
    let e = std::thread::spawn(move || {
        let mut x = dev.alloc_zeros::<f32>(16).unwrap();
        let e = last
            .all_reduce_in_place(&mut x, &ReduceOp::Sum)
            .unwrap_err();
        drop(last); // destroyed once the group has ended, on the other thread
        e
    })
    .join()
    .unwrap();
    assert_eq!(e.code(), ncclResult_t::ncclInvalidUsage, "{e}");
    group_end().unwrap();
    let n = bufs.len() as f32;
    for (dev, b) in devs.iter().zip(&bufs) {
        kernels::assert_all(&dev.dtoh_sync_copy(b).unwrap(), n, "held group");
    }
}

/// A thread that exits with a group open: the group is ended then (one rank, so that it can
/// complete alone).
#[test]
fn group_left_open_by_an_exiting_thread_is_launched() {
    let devs = world!();
    let comm = Comm::from_devices(vec![devs[0].clone()])
        .unwrap()
        .pop()
        .unwrap();
    let dev = comm.device();
    let mut x = dev.htod_copy(vec![3.0f32; LEN]).unwrap();
    // The communicator and the buffer go to the thread; the buffer comes back before the
    // thread's end launches the group.
    let y = std::thread::spawn(move || {
        group_start().unwrap();
        comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
        x
    })
    .join()
    .unwrap();
    kernels::assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        3.0,
        "ended at thread exit",
    );
}

/// Module docs ("Groups"): "any other use of those buffers before `group_end` (a copy, a
/// launch, a collective outside the group) is refused with an error saying so"; "async
/// collectives, making communicators and [`Comm::abort`] are refused inside a group";
/// `from_rank`: "Refused before NCCL is called: ... a call inside a group", and "A join that
/// fails gives its `id` back"; `abort`: "Refused while the communicator has operations in a
/// group that has not ended". A launch that only *reads* the group's input, one that writes
/// its output, an all-reduce of another communicator (on another thread) reading the input:
/// refused, saying why. `from_rank`, `from_rank_with_timeout` and `from_devices`: refused,
/// and the `Id` makes a communicator after the group. `abort`: refused, and the group
/// still runs.
#[test]
fn everything_but_the_groups_own_operations_is_refused_inside_a_group() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_devices(vec![dev.clone()])
        .unwrap()
        .pop()
        .unwrap();
    let other = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let k = kernels::slow_kernels(&dev);
    let send = dev.htod_copy(vec![3.0f32; L]).unwrap();
    let mut recv = dev.alloc_zeros::<f32>(L).unwrap();
    let mut z = dev.alloc_zeros::<f32>(L).unwrap();
    let id = Id::new().unwrap();
    let usage = ncclResult_t::ncclInvalidUsage;
    group_start().unwrap();
    comm.all_reduce(&send, &mut recv, &ReduceOp::Sum).unwrap();
    // A launch that reads the group's input.
    // SAFETY: slow_copy(unsigned long long, float*, const float*, size_t) stays within L.
    let e = unsafe { (&k.copy).launch(CFG, (0u64, &mut z, &send, L)) }
        .expect_err("a launch reading a buffer of the open group");
    assert!(e.to_string().contains("group_end"), "{e}");
    // A launch that writes its output.
    // SAFETY: add_all(float*, size_t, float) stays within L.
    let e = unsafe { (&k.add).launch(CFG, (&mut recv, L, 1.0f32)) }
        .expect_err("a launch writing a buffer of the open group");
    assert!(e.to_string().contains("group_end"), "{e}");
    // A collective of another communicator, on a thread with no group, reading the input.
    let other = std::thread::scope(|s| {
        s.spawn(|| {
            let mut w = dev.alloc_zeros::<f32>(L).unwrap();
            let e = other
                .all_reduce(&send, &mut w, &ReduceOp::Sum)
                .expect_err("another communicator's collective on a grouped buffer");
            assert!(e.to_string().contains("group_end"), "{e}");
            other
        })
        .join()
        .unwrap()
    });
    // Making communicators.
    refused(
        Comm::from_rank(dev.clone(), 0, 1, id),
        usage,
        "inside an NCCL group",
    );
    refused(
        Comm::from_rank_with_timeout(dev.clone(), 0, 1, id, Duration::from_secs(5)),
        usage,
        "inside an NCCL group",
    );
    refused(
        Comm::from_devices(vec![dev.clone()]),
        usage,
        "inside an NCCL group",
    );
    // Aborting the communicator whose operation the group holds (which takes it).
    refused(comm.abort(), usage, "group_end first");
    group_end().unwrap();
    kernels::assert_all(
        &dev.dtoh_sync_copy(&recv).unwrap(),
        3.0,
        "the group whose communicator's abort was refused",
    );
    // The refused joins left the id usable.
    let again = Comm::from_rank(dev.clone(), 0, 1, id).expect("the id is still usable");
    let mut x = dev.htod_copy(vec![4.0f32; 16]).unwrap();
    again.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    other.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [4.0; 16]);
    dev.synchronize().unwrap();
}

/// Module docs ("Groups"): "other operations of the same group may read the buffers that
/// the group only reads". One input read by three operations of one group (an
/// all-reduce on the main stream, an all-gather on another stream, a broadcast from it on
/// the root), every rank driven from this thread: none is refused, all are right.
#[test]
fn operations_of_one_group_may_share_a_buffer_they_read() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    let n = comms.len();
    let sum = (n * (n + 1) / 2) as f32;
    let zeros = |c: &Comm, len: usize| c.device().alloc_zeros::<f32>(len).unwrap();
    let xs: Vec<_> = comms
        .iter()
        .map(|c| {
            c.device()
                .htod_copy(vec![(c.rank() + 1) as f32; L])
                .unwrap()
        })
        .collect();
    let streams: Vec<_> = comms
        .iter()
        .map(|c| c.device().new_stream().unwrap())
        .collect();
    let mut sums: Vec<_> = comms.iter().map(|c| zeros(c, L)).collect();
    let mut all: Vec<_> = comms.iter().map(|c| zeros(c, n * L)).collect();
    let mut bcast: Vec<_> = comms.iter().map(|c| zeros(c, L)).collect();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        c.all_reduce(&xs[k], &mut sums[k], &ReduceOp::Sum).unwrap();
        c.all_gather_on_stream(&streams[k], &xs[k], &mut all[k])
            .unwrap();
        c.broadcast((k == 0).then_some(&xs[k]), &mut bcast[k], 0)
            .unwrap();
    }
    group_end().unwrap();
    for (k, c) in comms.iter().enumerate() {
        let dev = c.device();
        assert_all(&dev.dtoh_sync_copy(&sums[k]).unwrap(), sum, "all_reduce");
        let got = dev.dtoh_sync_copy(&all[k]).unwrap();
        for (j, block) in got.chunks(L).enumerate() {
            assert_all(block, (j + 1) as f32, "all_gather");
        }
        assert_all(&dev.dtoh_sync_copy(&bcast[k]).unwrap(), 1.0, "broadcast");
        assert_all(
            &dev.dtoh_sync_copy(&xs[k]).unwrap(),
            (k + 1) as f32,
            "input",
        );
        dev.synchronize().unwrap();
    }
}

/// Module docs ("Groups"): "a communicator with operations in a group belongs to that
/// thread until the group ends"; group.rs: other threads "may not use it meanwhile (NCCL
/// would fold their operations into this group)". The sync forms are refused (see
/// `groups_hold_their_communicators`); an async form, moved to another thread with the
/// `Comm`, must be too: its future would otherwise resolve before the group launched it.
#[test]
fn an_async_operation_on_a_communicator_held_by_another_threads_group_is_refused() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_devices(vec![dev.clone()])
        .unwrap()
        .pop()
        .unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut a = dev.htod_copy(vec![2.0f32; L]).unwrap();
    let mut x = dev.htod_copy(vec![1.0f32; L]).unwrap();
    group_start().unwrap();
    comm.all_reduce_in_place(&mut a, &ReduceOp::Sum).unwrap();
    let (comm, got) = std::thread::scope(|s| {
        s.spawn(|| {
            let f = comm.all_reduce_in_place_async(&adev, &mut x, &ReduceOp::Sum);
            // A refusal resolves at once; an operation in flight is dropped unawaited. An
            // error's message is kept on the thread that got it: read it here.
            let got = block_on(futures_lite::future::poll_once(f));
            (comm, got.map(|r| r.map_err(|e| e.to_string())))
        })
        .join()
        .unwrap()
    });
    group_end().unwrap();
    match got {
        Some(Err(e)) => assert!(e.contains("another thread"), "{e}"),
        Some(Ok(())) => panic!(
            "an async all-reduce on a communicator held by another thread's open group \
             went through (and resolved before that group ended)"
        ),
        None => panic!(
            "an async all-reduce on a communicator held by another thread's open group \
             was enqueued instead of refused"
        ),
    }
    kernels::assert_all(&dev.dtoh_sync_copy(&a).unwrap(), 2.0, "the group");
    // The communicator works on once the group has ended, async too.
    block_on(comm.all_reduce_in_place_async(&adev, &mut x, &ReduceOp::Sum)).unwrap();
    kernels::assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 1.0, "after the group");
    dev.synchronize().unwrap();
}

/// `group!` (mod.rs): "A failure of either call does not panic ...: it is kept for this
/// thread's next NCCL call, an operation on any communicator, `group_start` or `group_end`,
/// which returns it. So a block whose group failed to start runs no collective outside the
/// group: its first operation returns the error." The macro's failed end goes to the next
/// sync operation, to the next async one, and to `from_rank` (whose `Id` stays usable); a
/// macro whose start fails runs its block's operation to the same error.
#[test]
fn the_group_macros_error_goes_to_the_threads_next_operation() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut x = dev.htod_copy(vec![2.0f32; 16]).unwrap();
    let usage = ncclResult_t::ncclInvalidUsage;
    // Ended early inside the block: the macro's own end fails.
    cuda_driver::group!({
        group_end().unwrap();
    });
    let e = comm
        .all_reduce_in_place(&mut x, &ReduceOp::Sum)
        .expect_err("the macro's failed end comes with the next operation");
    assert_eq!(e.code(), usage, "{e}");
    // Returned once.
    comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    cuda_driver::group!({
        group_end().unwrap();
    });
    let e = block_on(comm.all_reduce_in_place_async(&adev, &mut x, &ReduceOp::Sum))
        .expect_err("the macro's failed end comes with the next async operation");
    assert!(e.to_string().contains("ncclInvalidUsage"), "{e}");
    cuda_driver::group!({
        group_end().unwrap();
    });
    let id = Id::new().unwrap();
    refused(Comm::from_rank(dev.clone(), 0, 1, id), usage, "");
    drop(Comm::from_rank(dev.clone(), 0, 1, id).expect("the id is still usable"));
    // A macro whose start fails (with the error kept before it): its block's operation
    // returns the error instead of running outside a group.
    cuda_driver::group!({
        group_end().unwrap();
    });
    let first;
    cuda_driver::group!({
        first = comm.all_reduce_in_place(&mut x, &ReduceOp::Sum);
    });
    let e = first.expect_err("the block's operation after a failed start");
    assert_eq!(e.code(), usage, "{e}");
    // That macro's end found no group open: its error comes next, once.
    let e = group_start().expect_err("the failed end of the second macro");
    assert_eq!(e.code(), usage, "{e}");
    group_start().unwrap();
    group_end().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [2.0; 16]);
    comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    dev.synchronize().unwrap();
}
