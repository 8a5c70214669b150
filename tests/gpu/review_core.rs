//! A review's attacks on the synchronous core's docs where its features meet (graph launches
//! beside a `CudaStream` on a captured buffer, two `CudaDevice` objects of one GPU, errors
//! kept from a `Drop` arriving in the middle of a call, the threads' streams keeping freed
//! allocations), what claims_core.rs, claims_memory.rs, claims_devices.rs and
//! tests/gpu_graphs/claims.rs leave open.
//!
//! Slow kernels (`SLOW` is about 50 ms on an H100) run ahead of the operation under attack, so
//! that work that overtakes them, or that overlaps work it must follow, shows as wrong data;
//! every element is checked. Every attack here runs in a quiet process of its own (see
//! [`child::run_in_child`]): a capture must not overlap another test's device-wide
//! synchronize, kept drop errors must come only from the attack, and the memory pool's
//! counters are the whole process's.

use crate::attack::{
    StopOnDrop, drop_on_cue, meet, past_kept_errors, spin_for, unregistered_behind_its_back,
};
use crate::kernels::{CFG, SLOW, assert_all, assert_usable, random_u32, slow_kernels};
use crate::support::child;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaSlice, DevicePtr, LaunchAsync, RegisteredVec};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

// ---- helpers ----

// ---- a graph launch racing a CudaStream's work on a captured buffer ----

/// graph.rs, module docs: "Calls racing from two threads on a captured buffer (two launches of
/// graphs that use it, or a launch and another operation on it, sync or async) order and
/// record themselves one at a time: each holds the buffer's shared record from before it
/// orders itself until its own access is recorded (`HeldCaptured`), so one runs entirely
/// before the other on the GPU"; `capture_graph`: "Calls from different threads that overlap
/// in time ... never overlap on the GPU: one runs entirely before the other".
///
/// One thread launches an executable graph (a slow read-modify-write of `z`: a copy of `z`, a
/// slow copy of that, `+1` there, a copy back) with `CudaGraphExec::launch` (the main
/// stream); another thread, released at the same instant each round, adds 1 to `z` on a
/// `CudaStream` in one operation (a kernel). Every update is `+1`, so with every launch and
/// every add ordered one after the other, `z` counts them all; an add that runs inside a
/// launch's window (between its read of `z` and its write back) is lost. (A read-modify-write
/// of several operations on the stream would not do: a launch may rightly be ordered between
/// them.)
///
/// It failed before the fix: a launch's uses are the graph's `Resources`, whose `Use`s point
/// at the shared records' own accesses, which point to no record, so `HeldCaptured::hold`
/// held nothing for a launch, and a launch and the stream's access could order themselves
/// before either was recorded. `Resources` now hands the shared records themselves to
/// `HeldCaptured` (`Uses::each_captured`).
#[test]
fn a_graph_launch_and_a_streams_work_racing_on_a_captured_buffer_do_not_overlap() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "graph_launch_races_stream_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn graph_launch_races_stream_child() {
    if !child::in_child(module_path!(), "graph_launch_races_stream_child") {
        return;
    }
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let n = 1usize << 16;
    // About 0.5 ms of spinning before each read of `z`.
    let cycles = SLOW / 100;
    let mut z = dev.alloc_zeros::<f32>(n).unwrap();
    let mut scratch = dev.alloc_zeros::<f32>(n).unwrap();
    let mut later = dev.alloc_zeros::<f32>(n).unwrap();
    let exec = dev
        .capture_graph(|cs| {
            // Reads `z` at once, spins, then writes `z` + 1 back: an add to `z` between the
            // read and the write is lost.
            cs.memcpy_dtod(&z, &mut scratch)?;
            // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) and
            // add_all(float *x, size_t n, float value) stay within the n elements.
            unsafe { (&k.copy).launch_on_stream(cs, CFG, (cycles, &mut later, &scratch, n)) }?;
            // SAFETY: as above.
            unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut later, n, 1.0f32)) }?;
            cs.memcpy_dtod(&later, &mut z)
        })
        .unwrap()
        .instantiate()
        .unwrap();
    exec.upload().unwrap();
    let stream = dev.new_stream().unwrap();
    const ROUNDS: usize = 1000;
    let arrived = AtomicUsize::new(0);
    std::thread::scope(|sc| {
        let (arrived, exec, k) = (&arrived, &exec, &k);
        sc.spawn(move || {
            for round in 0..ROUNDS {
                meet(arrived, round);
                // Released 0 to 19.5 us after the add, a step further each round: some
                // rounds order the launch while the add is between ordering itself and
                // recording its access.
                spin_for(Duration::from_nanos(500 * (round % 40) as u64));
                exec.launch().unwrap();
            }
        });
        let (stream, z) = (&stream, &mut z);
        sc.spawn(move || {
            for round in 0..ROUNDS {
                meet(arrived, round);
                // One operation: ordered as a whole before or after each launch.
                k.add(Some(stream), &mut *z, 1.0);
            }
        });
    });
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        (2 * ROUNDS) as f32,
        "graph launches and a CudaStream's adds to one captured buffer, released together from \
         two threads (lost updates: an add overlapped a launch on the GPU)",
    );
    drop((exec, stream));
    assert_usable(&dev);
}

// ---- a kept drop error arriving in the middle of a peer copy ----

/// peer.rs, `peer_copy`: "The copy waits for every earlier use of either buffer ... so it
/// sees what earlier work wrote to `src` and cannot overwrite `dst` under it", and "the
/// ordinary copies ... refuse memory of another device (also of another `CudaDevice` of the
/// same GPU) ... since they would be ordered on one device's stream only" (peer copies are
/// ordered on both); `peer_copy_on_stream`: "later uses of them (frees included) wait for
/// it"; slice.rs, `CudaSlice`: "Freed in stream order when dropped, after every read and write
/// of it already enqueued on any stream ... so a drop can never free memory that queued work
/// still uses"; device.rs: errors from a `Drop` "are kept and returned, once, by the next
/// fallible call on the device, on any thread".
///
/// Two device objects of one GPU: `b.peer_copy(&src, &mut dst)` with `src` of `a`, `b`'s
/// main stream held up by a slow kernel so that the copy waits there. Meanwhile another
/// thread drops a `RegisteredVec` of `a` whose unregister fails, at a delay that moves through
/// the call from one round to the next. Whatever the call returns, the copy must never read
/// memory that `src`'s drop gave back: when it fails, `src` is dropped at once and a new buffer
/// of `a` (likely at the same address) is filled with -7; `dst` must then hold either nothing
/// copied (0) or `src`'s values (1), never -7.
///
/// It failed before the fix: after enqueuing the copy, `peer_copy` made the source's main
/// stream wait for it through `Lane::wait_other_device`, which took a kept drop error and
/// returned it, before the copy's read of `src` was recorded: `src`'s free then went ahead on
/// its main stream. That step now takes no kept error, and if it fails for another reason the
/// call waits for the copy before returning.
#[test]
fn a_drop_error_arriving_during_a_peer_copy_leaves_the_copy_ordered_with_the_sources_free() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "drop_error_mid_peer_copy_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn drop_error_mid_peer_copy_child() {
    if !child::in_child(module_path!(), "drop_error_mid_peer_copy_child") {
        return;
    }
    let a = gpu!();
    let b = CudaDevice::new(0).unwrap();
    let kb = slow_kernels(&b);
    let n = 1usize << 16;
    // About 0.5 ms: far longer than dropping `src` and filling a new buffer takes.
    let cycles = SLOW / 100;
    const ROUNDS: usize = 600;
    let doomed: Vec<RegisteredVec<u8>> = (0..ROUNDS)
        .map(|_| unregistered_behind_its_back(&a))
        .collect();
    let go = AtomicUsize::new(0);
    let dropped = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (mut errors, mut copied_anyway, mut reused) = (0usize, 0usize, 0usize);
    std::thread::scope(|sc| {
        let (go, dropped, stop) = (&go, &dropped, &stop);
        sc.spawn(move || drop_on_cue(doomed, go, dropped, stop));
        // Ends the dropping thread also when a check below fails (else the scope would wait
        // for it for ever).
        let _stop = StopOnDrop(stop);
        for i in 0..ROUNDS {
            let src = past_kept_errors(|| a.htod_sync_copy(&vec![1.0f32; n]));
            let mut dst = b.alloc_zeros::<f32>(n).unwrap();
            let mut busy = b.alloc_zeros::<f32>(n).unwrap();
            // `b`'s main stream (this thread opened `b`) is busy for a while: the copy waits.
            kb.fill(None, &mut busy, 5.0, cycles);
            go.store(i + 1, Ordering::Release);
            let r = b.peer_copy(&src, &mut dst);
            while dropped.load(Ordering::Acquire) != i + 1 {
                std::hint::spin_loop();
            }
            match r {
                Ok(()) => {
                    drop(src);
                    assert_all(
                        &b.dtoh_sync_copy(&dst).unwrap(),
                        1.0,
                        &format!("round {i}: a peer copy that returned Ok"),
                    );
                }
                Err(e) => {
                    assert_eq!(
                        e.0,
                        CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
                        "round {i}: {e}"
                    );
                    errors += 1;
                    let addr = *src.device_ptr();
                    drop(src);
                    // Written at once on `a`'s main stream, likely on the memory just freed.
                    let marker = past_kept_errors(|| a.htod_sync_copy(&vec![-7.0f32; n]));
                    reused += usize::from(*marker.device_ptr() == addr);
                    let got = b.dtoh_sync_copy(&dst).unwrap();
                    if got[0] == 1.0 {
                        copied_anyway += 1;
                    }
                    assert!(
                        got.iter().all(|&v| v == 0.0) || got.iter().all(|&v| v == 1.0),
                        "round {i}: peer_copy failed ({e}), yet its copy, still queued, read \
                         memory that the source's drop had given back and a new buffer had \
                         filled: {} of {n} elements are {} (0: not copied, 1: the source)",
                        got.iter().filter(|&&v| v != 0.0 && v != 1.0).count(),
                        got.iter().find(|&&v| v != 0.0 && v != 1.0).unwrap(),
                    );
                    drop(marker);
                }
            }
            // Nothing of this round may still run in the next (the drop errors are
            // taken here, if the round left one).
            past_kept_errors(|| a.synchronize());
            b.synchronize().unwrap();
            assert_all(
                &b.dtoh_sync_copy(&busy).unwrap(),
                5.0,
                &format!("round {i}: the slow fill"),
            );
        }
    });
    println!(
        "{errors} of {ROUNDS} peer copies failed with a kept drop error; after {copied_anyway} \
         of those the copy ran anyway (the error came after its enqueue); the new buffer took \
         the source's memory {reused} times"
    );
    if copied_anyway == 0 {
        println!("note: not live this time: no error arrived after the copy's enqueue");
    }
    past_kept_errors(|| a.synchronize());
    assert_usable(&a);
    assert_usable(&b);
}

// ---- two device objects of one GPU and the memory the threads' streams keep ----

/// device.rs, `synchronize`: "Waits for all work on the device (every stream of its context)
/// ... and lets the memory pool return freed memory (down to its release threshold): after
/// it, device memory in use is what live buffers hold, plus what the pool keeps by its
/// threshold"; `CudaDevice`: "A thread's stream, with the driver's resources for it (device
/// memory included), stays with the device until the device is dropped".
///
/// A second device object of the GPU (its primary context and memory pool are the first's)
/// is used by a thread for eight small buffers, which the thread's stream keeps for reuse
/// once they are dropped; the thread ends. Then the *first* object synchronizes: no live
/// buffer holds the memory, so the pool's memory in use must be back where it was.
///
/// It failed before the fix: `CudaDevice::synchronize` synchronizes the whole context but gave
/// back only what its own threads' streams kept. It now also gives back what the other live
/// objects of the GPU keep (their threads' streams and async adapters).
#[test]
fn synchronize_of_one_device_object_leaves_no_memory_kept_by_anothers_threads() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "sync_other_objects_kept_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn sync_other_objects_kept_child() {
    if !child::in_child(module_path!(), "sync_other_objects_kept_child") {
        return;
    }
    let dev = gpu!();
    let pool = match dev.mem_pool() {
        Ok(p) => p,
        Err(e) => {
            println!("skipped: no memory pool ({e})");
            return;
        }
    };
    let other = CudaDevice::new(0).unwrap();
    let live = dev.htod_sync_copy(&random_u32(1000, 7)).unwrap();
    dev.synchronize().unwrap();
    other.synchronize().unwrap();
    let before = pool.used_current().unwrap();
    let small = 64usize << 10;
    std::thread::scope(|s| {
        s.spawn(|| {
            let bufs: Vec<CudaSlice<u8>> = (0..8)
                .map(|i| other.htod_sync_copy(&vec![i as u8; small]).unwrap())
                .collect();
            for (i, b) in bufs.iter().enumerate() {
                assert_eq!(other.dtoh_sync_copy(b).unwrap(), vec![i as u8; small]);
            }
        })
        .join()
        .unwrap();
    });
    let kept = pool.used_current().unwrap();
    dev.synchronize().unwrap();
    let after = pool.used_current().unwrap();
    println!("used: {before} before, {kept} with the thread's buffers dropped, {after} after");
    let by_other = {
        other.synchronize().unwrap();
        pool.used_current().unwrap()
    };
    println!("used after the second object's own synchronize: {by_other}");
    assert!(
        by_other <= before,
        "even the second object's own synchronize left {by_other} bytes in use ({before} before)"
    );
    assert!(
        after <= before,
        "{after} bytes in use after the first device object's synchronize, {before} before the \
         second object's thread made and dropped its buffers: what that thread's stream kept \
         was not given back (the second object's own synchronize brings it to {by_other})"
    );
    assert_eq!(dev.dtoh_sync_copy(&live).unwrap(), random_u32(1000, 7));
}
