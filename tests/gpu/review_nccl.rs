//! A third review's attacks on NCCL in one process, on one GPU (a world of one rank): where an
//! open group's deferred work (ordering/deferred.rs, nccl/group.rs) meets `leak` /
//! `upgrade_device_ptr`, and where operations of one group on two streams share a buffer.
//! What tests/gpu_nccl.rs and review_edges.rs leave open.
//!
//! Each attack runs in a quiet process of its own (see [`child::run_in_child`]): a kept drop
//! error must reach this attack's calls only, the timing of the slow kernels must not be
//! disturbed by other tests' synchronizes, and `NCCL_NVLS_ENABLE=0` is set before NCCL loads.

#[cfg(feature = "nccl")]
mod attacks {
    use crate::attack::live;
    use crate::kernels::{SLOW, assert_all, assert_usable, slow_kernels};
    use crate::support::child;
    use cuda_driver::driver::sys::CUresult;
    use cuda_driver::driver::{CudaDevice, CudaSlice, DevicePtr, DriverError};
    use cuda_driver::nccl::{Comm, ReduceOp, group_end, group_start};
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    const LEN: usize = 1 << 20;

    /// Whether NCCL can be tried here (else says why not): it loads, and NVLink multicast is
    /// not turned on by the environment.
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
    fn world_of_one(dev: &Arc<CudaDevice>) -> Comm {
        Comm::from_devices(vec![dev.clone()])
            .unwrap()
            .pop()
            .unwrap()
    }

    /// Whether `e` is the refusal of work on a buffer that an open NCCL group holds (also as
    /// an error kept from a `leak` that could not order the group's work).
    fn is_group_refusal(e: &DriverError) -> bool {
        e.0 == CUresult::CUDA_ERROR_NOT_READY && e.to_string().contains("group")
    }

    /// `f()`, called again (up to 4 times) while it fails with a refusal naming an open group
    /// (which may be an error kept from the attack's `leak`); `Err` with the last refusal if
    /// it never succeeds.
    fn past_group_refusals<T>(
        mut f: impl FnMut() -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
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

    // ---- a buffer an open group will write, given up with leak and taken back ----

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
    fn leaked_group_buffer_child() {
        if !child::in_child(module_path!(), "leaked_group_buffer_child") {
            return;
        }
        let dev = gpu!();
        let comm = world_of_one(&dev);
        let src = dev.htod_sync_copy(&vec![3.0f32; LEN]).unwrap();

        // Control: a self send and recv in a group arrive.
        let mut dst = dev.alloc_zeros::<f32>(LEN).unwrap();
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
        // SAFETY: `raw` came from `leak` on this device and holds LEN f32s; the docs say the
        // work still using memory from `leak` is ordered before what comes next.
        let mut back = unsafe { dev.upgrade_device_ptr::<f32>(raw, LEN) };
        let wrote = past_group_refusals(|| dev.htod_sync_copy_into(&vec![5.0f32; LEN], &mut back));
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
                         group_end launched the recv: {stale} of {LEN} elements are not 5.0 \
                         (first: {})",
                        got.iter().find(|&&v| v != 5.0).unwrap()
                    ));
                }
            }
        }
        drop(back);
        dev.synchronize().unwrap();

        // Round 2: the buffer taken back is dropped while the group will still write it.
        let mut dst = dev.alloc_zeros::<f32>(LEN).unwrap();
        dev.synchronize().unwrap();
        group_start().unwrap();
        comm.send(&src, 0).unwrap();
        comm.recv(&mut dst, 0).unwrap();
        let raw = dst.leak();
        // SAFETY: as in round 1.
        let back = unsafe { dev.upgrade_device_ptr::<f32>(raw, LEN) };
        drop(back);
        let victim = past_group_refusals(|| dev.htod_sync_copy(&vec![7.0f32; LEN])).unwrap();
        let same = *victim.device_ptr() == raw;
        group_end().unwrap();
        dev.synchronize().unwrap();
        let got = past_group_refusals(|| dev.dtoh_sync_copy(&victim)).unwrap();
        let stale = got.iter().filter(|&&v| v != 7.0).count();
        if stale > 0 {
            bad.push(format!(
                "round 2: a buffer taken back from leak while an open group held a recv into it \
                 was freed at its drop; a new buffer of 7.0s {} got {stale} of {LEN} elements \
                 overwritten by the group's recv at group_end (first: {})",
                if same {
                    "at the same address"
                } else {
                    "elsewhere"
                },
                got.iter().find(|&&v| v != 7.0).unwrap()
            ));
        } else {
            live(
                same,
                "round 2: the new buffer did not get the freed buffer's address",
            );
        }
        drop(victim);
        drop(comm);
        let _ = past_group_refusals(|| dev.synchronize());
        assert_usable(&dev);
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    // ---- operations of one group on two streams sharing a buffer ----

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
    fn round(
        dev: &Arc<CudaDevice>,
        comm: &Comm,
        grouped: bool,
    ) -> (Option<Vec<f32>>, Option<Vec<f32>>, bool) {
        let k = slow_kernels(dev);
        let s1 = dev.fork_default_stream().unwrap();
        let s2 = dev.fork_default_stream().unwrap();
        let mut junk = dev.alloc_zeros::<f32>(1024).unwrap();
        let mut b: CudaSlice<f32> = dev.htod_sync_copy(&vec![1.0f32; LEN]).unwrap();
        let mut c = dev.alloc_zeros::<f32>(LEN).unwrap();
        let two = dev.htod_sync_copy(&vec![2.0f32; LEN]).unwrap();
        let three = dev.htod_sync_copy(&vec![3.0f32; LEN]).unwrap();
        let mut b2 = dev.htod_sync_copy(&vec![1.0f32; LEN]).unwrap();
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
    fn group_two_streams_child() {
        if !child::in_child(module_path!(), "group_two_streams_child") {
            return;
        }
        let dev = gpu!();
        let comm = world_of_one(&dev);
        // Warm up NCCL (its first call sets up resources).
        let mut w = dev.alloc_zeros::<f32>(LEN).unwrap();
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

        // The attack.
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
                    "write after read in one group on two streams: {n} of {LEN} elements that an \
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
                    "write after write in one group on two streams: {n} of {LEN} elements of b2 \
                     hold the first write's 2.0 instead of the second's 3.0 (first: {})",
                    b2.iter().find(|&&v| v != 3.0).unwrap()
                ));
            }
        }
        drop(comm);
        assert_usable(&dev);
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }
}
