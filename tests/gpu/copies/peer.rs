//! Copies between devices: the ordinary copies refuse memory of another device object, and
//! `peer_copy` / `peer_copy_on_stream` between two objects of one GPU and between two GPUs are
//! ordered with every stream, thread and future of both (also when a drop error arrives meanwhile),
//! hold off the source's later users, refuse a stream of another device, and work on views; peer
//! access is one way and process-wide. Tests that need two GPUs say so and skip on one.

// The slow kernels' buffer length, which some tests here use beside this file's `N`.
use crate::kernels::N as KN;
use crate::kernels::{
    CFG, SLOW, assert_all, assert_usable, filled, random_f32, random_u32, slow_kernels,
};
use crate::support::devices::{CYCLES, SAME_GPU, assert_refused, slow, two_gpus};
use crate::support::drop_errors::{drop_on_cue, past_kept_errors, unregistered_behind_its_back};
use crate::support::kernels::{ONE, cycles_for_ms, spin_fn};
use crate::support::races::StopOnDrop;
use crate::support::{assert_same, child, expect_error, snapshot};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, CudaStream, DevicePtr, EventFlags, LaunchAsync, RegisteredVec, result,
};
use cuda_driver::driver::{CudaSlice, DriverError};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

/// peer.rs (`peer_copy`): "Copies `src`, memory of any device, into `dst` ... and returns once
/// the copy is done", and "The copy waits for the work already enqueued on both devices' main
/// streams (and for async operations on either buffer), so it sees what earlier work wrote to
/// `src` and cannot overwrite `dst` under it"; DESIGN.md: the caller never orders streams by
/// hand. The source, memory of `src_dev`, is written slowly on another stream of its device
/// object, on another thread's stream, and by an async launch whose future is dropped; the
/// destination is read slowly on another stream of `dst_dev`. Right after `peer_copy`, a raw
/// read around the crate's ordering must find the new source there, and the reader the old
/// destination.
fn peer_copy_behind_slow_users(src_dev: &Arc<CudaDevice>, dst_dev: &Arc<CudaDevice>, what: &str) {
    let (ks, kd) = (slow(src_dev), slow(dst_dev));
    let s_src = src_dev.new_stream().unwrap();
    let s_dst = dst_dev.new_stream().unwrap();
    let adev = AsyncDevice::new(src_dev.clone()).unwrap();
    for (round, how) in ["another stream", "another thread", "a dropped async launch"]
        .into_iter()
        .enumerate()
    {
        let v = 10.0 + round as f32;
        let mut src = filled(src_dev, 0.0);
        let mut dst = filled(dst_dev, 7.0);
        let mut seen = filled(dst_dev, 0.0);
        match round {
            0 => ks.fill(Some(&s_src), &mut src, v, SLOW),
            1 => std::thread::scope(|s| {
                s.spawn(|| ks.fill(None, &mut src, v, SLOW));
            }),
            _ => {
                // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes N elements.
                drop(unsafe { adev.launch(&ks.fill, CFG, (SLOW, &mut src, KN, v)) })
            }
        }
        kd.slow_copy(Some(&s_dst), &mut seen, &dst);
        dst_dev.peer_copy(&src, &mut dst).unwrap();
        assert_all(
            &snapshot(dst_dev, &dst),
            v,
            &format!(
                "{what}: peer_copy had not finished when it returned, or took the source before \
                 its slow writer on {how}"
            ),
        );
        assert_all(
            &dst_dev.dtoh_sync_copy(&seen).unwrap(),
            7.0,
            &format!("{what}: a slow reader of the destination, then peer_copy into it ({how})"),
        );
        assert_all(
            &src_dev.dtoh_sync_copy(&src).unwrap(),
            v,
            &format!("{what}: the source after the copy ({how})"),
        );
    }
}

/// peer.rs (`peer_copy_on_stream`): "The copy is ordered with every other use of both
/// buffers: it waits for earlier writes to `src` and earlier uses of `dst`, on any stream of
/// either device, and later uses of them (frees included) wait for it". Between two device
/// objects the source's later users are on *its* device: the copy waits on a busy stream of
/// `dst_dev`, and at once the source is freed (its memory handed out again on `src_dev` and
/// overwritten), written by a kernel on another stream of `src_dev`, or overwritten by an
/// upload; a later reader of the destination on a third stream reads it at once. The
/// destination and its reader must hold the source's data as it was at the call.
fn peer_copy_on_stream_holds_off_the_sources_later_users(
    src_dev: &Arc<CudaDevice>,
    dst_dev: &Arc<CudaDevice>,
    what: &str,
) {
    let (ks, kd) = (slow(src_dev), slow(dst_dev));
    let s = dst_dev.new_stream().unwrap();
    let s_after = dst_dev.new_stream().unwrap();
    let s_src = src_dev.new_stream().unwrap();
    let mut busy = filled(dst_dev, 0.0);
    for (round, how) in ["freed", "written by a kernel", "overwritten by an upload"]
        .into_iter()
        .enumerate()
    {
        let want = random_f32(KN, 60 + round as u64);
        let mut src = src_dev.htod_sync_copy(&want).unwrap();
        let mut dst = filled(dst_dev, 0.0);
        kd.fill(Some(&s), &mut busy, 1.0, SLOW);
        dst_dev.peer_copy_on_stream(&s, &src, &mut dst).unwrap();
        let mut junk = Vec::new();
        let kept = match round {
            0 => {
                drop(src);
                // Fresh buffers of the same size, written at once, that would take its memory.
                junk = (0..2).map(|_| filled(src_dev, -1.0)).collect();
                None
            }
            1 => {
                ks.add(Some(&s_src), &mut src, 100.0);
                Some((src, want.iter().map(|w| w + 100.0).collect::<Vec<_>>()))
            }
            _ => {
                src_dev
                    .htod_sync_copy_into(&vec![-2.0f32; KN], &mut src)
                    .unwrap();
                Some((src, vec![-2.0f32; KN]))
            }
        };
        let mut after = filled(dst_dev, 0.0);
        kd.slow_copy(Some(&s_after), &mut after, &dst);
        assert_same(
            &dst_dev.dtoh_sync_copy(&after).unwrap(),
            &want,
            &format!("{what}: a reader of the destination on a third stream (source {how})"),
        );
        assert_same(
            &dst_dev.dtoh_sync_copy(&dst).unwrap(),
            &want,
            &format!("{what}: a peer copy on a busy stream, its source {how} at once"),
        );
        if let Some((src, now)) = kept {
            assert_same(
                &src_dev.dtoh_sync_copy(&src).unwrap(),
                &now,
                &format!("{what}: the source {how} after the copy read it"),
            );
        }
        for j in &junk {
            assert_all(
                &src_dev.dtoh_sync_copy(j).unwrap(),
                -1.0,
                &format!("{what}: the memory handed out after the free"),
            );
        }
    }
    dst_dev.synchronize().unwrap();
    src_dev.synchronize().unwrap();
}

#[test]
fn peer_copy_between_device_objects_waits_for_writers_on_other_streams_threads_and_futures() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    peer_copy_behind_slow_users(&other, &dev, "object 2 -> object 1");
    peer_copy_behind_slow_users(&dev, &other, "object 1 -> object 2");
    assert_usable(&dev);
    assert_usable(&other);
}

#[test]
fn peer_copy_on_stream_between_device_objects_holds_off_the_sources_later_users() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    peer_copy_on_stream_holds_off_the_sources_later_users(&other, &dev, "object 2 -> object 1");
    peer_copy_on_stream_holds_off_the_sources_later_users(&dev, &other, "object 1 -> object 2");
    assert_usable(&dev);
    assert_usable(&other);
}

/// The two tests above between two GPUs, both ways, with peer access as other tests left
/// it (it is process-wide).
#[test]
fn peer_copies_between_gpus_are_ordered_with_every_stream_of_both() {
    let Some((g0, g1)) = two_gpus() else { return };
    peer_copy_behind_slow_users(&g0, &g1, "GPU 0 -> GPU 1");
    peer_copy_behind_slow_users(&g1, &g0, "GPU 1 -> GPU 0");
    peer_copy_on_stream_holds_off_the_sources_later_users(&g0, &g1, "GPU 0 -> GPU 1");
    peer_copy_on_stream_holds_off_the_sources_later_users(&g1, &g0, "GPU 1 -> GPU 0");
    assert_usable(&g0);
    assert_usable(&g1);
}

/// peer.rs (`enable_peer_access`): "Access is one way: call it on both devices for both
/// directions. It stays enabled while both contexts live, process-wide." In a process of its
/// own (peer access is process-wide, and other tests enable both ways): access from GPU 1 to
/// GPU 0 enabled through one pair of device objects is enabled for a second pair, also once
/// the first is gone (the driver refuses to enable it again), and GPU 0 to GPU 1 is not (the
/// driver enables it).
#[test]
fn enabling_peer_access_is_one_way_and_process_wide() {
    let Some((g0, g1)) = two_gpus() else { return };
    if !(g1.can_access_peer(&g0).unwrap() && g0.can_access_peer(&g1).unwrap()) {
        println!("skipped: GPUs 0 and 1 cannot access each other's memory directly");
        return;
    }
    drop((g0, g1));
    child::run_in_child(module_path!(), "peer_access_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn peer_access_child() {
    if !child::in_child(module_path!(), "peer_access_child") {
        return;
    }
    let (g0, g1) = (CudaDevice::new(0).unwrap(), CudaDevice::new(1).unwrap());
    g1.enable_peer_access(&g0).unwrap();
    let (h0, h1) = (CudaDevice::new(0).unwrap(), CudaDevice::new(1).unwrap());
    drop((g0, g1));
    // Access from GPU 1 to GPU 0 is enabled for the other pair of objects.
    h1.bind_to_thread().unwrap();
    // SAFETY: GPU 0's primary context is retained by `h0`.
    let r = unsafe { result::ctx::enable_peer_access(*h0.cu_primary_ctx()) };
    assert_eq!(
        r.map_err(|e| e.0),
        Err(CUresult::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED),
        "access from GPU 1 to GPU 0, enabled through other device objects, is not enabled"
    );
    h1.enable_peer_access(&h0).unwrap();
    // The other direction is not.
    h0.bind_to_thread().unwrap();
    // SAFETY: GPU 1's primary context is retained by `h1`.
    let r = unsafe { result::ctx::enable_peer_access(*h1.cu_primary_ctx()) };
    assert_eq!(
        r.map_err(|e| e.0),
        Ok(()),
        "access from GPU 0 to GPU 1 was enabled by enabling GPU 1 to GPU 0"
    );
    h0.enable_peer_access(&h1).unwrap();
    // Copies both ways, now directly.
    let data = random_u32(1 << 20, 74);
    let a = h0.htod_sync_copy(&data).unwrap();
    let mut b = h1.alloc_zeros::<u32>(1 << 20).unwrap();
    h1.peer_copy(&a, &mut b).unwrap();
    let mut c = h0.alloc_zeros::<u32>(1 << 20).unwrap();
    h0.peer_copy(&b, &mut c).unwrap();
    assert_eq!(h0.dtoh_sync_copy(&c).unwrap(), data);
    assert_usable(&h0);
    assert_usable(&h1);
}

/// peer.rs (`peer_copy_on_stream`): "`stream` (a stream of this device)", and "Errors: ...
/// `CUDA_ERROR_INVALID_VALUE`, naming both devices, when `stream` belongs to another device":
/// also when that other device is the *source's* object, which a caller may take for the
/// copy's. Refused, naming both, and nothing copied; the same call made on the stream's own
/// object is refused for the destination instead.
#[test]
fn peer_copy_on_a_stream_of_the_sources_device_object_is_refused() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let src = other.htod_sync_copy(&[1.0f32, 2.0, 3.0]).unwrap();
    let mut dst = dev.alloc_zeros::<f32>(3).unwrap();
    let theirs: CudaStream = other.new_stream().unwrap();
    let e = dev
        .peer_copy_on_stream(&theirs, &src, &mut dst)
        .unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["the stream belongs to device 0", SAME_GPU],
    );
    assert_eq!(dev.dtoh_sync_copy(&dst).unwrap(), [0.0; 3]);
    // The same call on the stream's own object is a copy into memory of another object: the
    // destination must be memory of the device the copy is called on.
    let e = other
        .peer_copy_on_stream(&theirs, &src, &mut dst)
        .unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["the destination belongs to device 0", SAME_GPU],
    );
    assert_eq!(dev.dtoh_sync_copy(&dst).unwrap(), [0.0; 3]);
    assert_usable(&dev);
}

/// peer.rs (`peer_copy`): "returns once the copy is done", and "The copy waits for the work
/// already enqueued ... (and for async operations on either buffer), so it sees what earlier
/// work wrote to `src` and cannot overwrite `dst` under it". Within one device object: the
/// source written by a slow kernel on another stream, the destination read by one on a third;
/// right after the call, a raw read around the crate's ordering must find the copy complete.
#[test]
fn peer_copy_within_one_device_waits_for_other_streams_and_returns_when_done() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    let mut src = filled(&dev, 0.0);
    let mut dst = filled(&dev, 7.0);
    let mut z = filled(&dev, 0.0);
    k.fill(Some(&s1), &mut src, 6.0, SLOW);
    k.slow_copy(Some(&s2), &mut z, &dst);
    dev.peer_copy(&src, &mut dst).unwrap();
    assert_all(
        &snapshot(&dev, &dst),
        6.0,
        "peer_copy had not finished when it returned (or took the source before its writer)",
    );
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        7.0,
        "a slow reader of the destination, then peer_copy into it",
    );
    // An async writer of the source, its future dropped.
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    // SAFETY: slow_fill writes N elements.
    drop(unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut src, KN, 8.0f32)) });
    dev.peer_copy(&src, &mut dst).unwrap();
    assert_all(
        &snapshot(&dev, &dst),
        8.0,
        "peer_copy behind a slow async write of its source",
    );
}

/// peer.rs (`peer_copy_on_stream`): "The copy is ordered with every other use of both
/// buffers ... and later uses of them (frees included) wait for it, so no other call can see
/// the buffers half-copied." The copy waits on its stream behind a slow kernel; at once the
/// source is dropped (its memory handed out again and overwritten), or overwritten by an
/// upload, and the destination is read: the destination must hold the source's old data.
#[test]
fn peer_copy_on_stream_is_waited_for_by_later_uses_and_frees() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    let mut busy = filled(&dev, 0.0);
    for round in 0..2u64 {
        let want = random_f32(KN, 10 + round);
        let mut src = dev.htod_sync_copy(&want).unwrap();
        let mut dst = filled(&dev, 0.0);
        k.fill(Some(&s), &mut busy, 1.0, SLOW / 2);
        dev.peer_copy_on_stream(&s, &src, &mut dst).unwrap();
        let junk = if round == 0 {
            drop(src);
            Some(filled(&dev, -1.0))
        } else {
            dev.htod_sync_copy_into(&vec![-2.0f32; KN], &mut src)
                .unwrap();
            assert_all(&dev.dtoh_sync_copy(&src).unwrap(), -2.0, "the upload");
            None
        };
        assert_same(
            &dev.dtoh_sync_copy(&dst).unwrap(),
            &want,
            &format!(
                "round {round}: a peer copy on a busy stream, its source {} at once",
                if round == 0 { "freed" } else { "overwritten" }
            ),
        );
        drop(junk);
    }
}

/// peer.rs (`peer_copy_on_stream`, Errors): "`CUDA_ERROR_INVALID_VALUE`, naming both devices,
/// when `stream` belongs to another device". A stream of a second device object of GPU 0: the
/// error names both, with the code the docs give.
#[test]
fn peer_copy_on_a_stream_of_another_device_is_invalid_value() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let stream = other.new_stream().unwrap();
    let a = dev.htod_sync_copy(&[1u32, 2, 3]).unwrap();
    let mut b = dev.alloc_zeros::<u32>(3).unwrap();
    let e = dev.peer_copy_on_stream(&stream, &a, &mut b).unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[
            "the stream belongs to device 0 but peer_copy_on_stream was called on device 0",
            SAME_GPU,
        ],
    );
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), [0, 0, 0]);
    assert_usable(&dev);
}

/// The ordinary copies refuse memory of `b` on `a`, and leave both usable.
fn ordinary_copies_refuse(a: &Arc<CudaDevice>, b: &Arc<CudaDevice>) {
    let data = random_u32(1000, 31);
    let src_a = a.htod_sync_copy(&data).unwrap();
    let mut dst_b = b.alloc_zeros::<u32>(1000).unwrap();
    let mut dst_a = a.alloc_zeros::<u32>(1000).unwrap();
    let (ia, ib) = (a.ordinal(), b.ordinal());
    assert_refused(&a.dtod_copy(&src_a, &mut dst_b).unwrap_err(), ib, ia);
    assert_refused(&b.dtod_copy(&src_a, &mut dst_b).unwrap_err(), ia, ib);
    assert_refused(
        &a.htod_sync_copy_into(&data, &mut dst_b).unwrap_err(),
        ib,
        ia,
    );
    assert_refused(&a.dtoh_sync_copy(&dst_b).unwrap_err(), ib, ia);
    let mut back = vec![0u32; 1000];
    assert_refused(
        &a.dtoh_sync_copy_into(&dst_b, &mut back).unwrap_err(),
        ib,
        ia,
    );
    assert_refused(&a.memset_zeros(&mut dst_b).unwrap_err(), ib, ia);
    // Nothing was copied, and both devices still work.
    assert_eq!(b.dtoh_sync_copy(&dst_b).unwrap(), vec![0; 1000]);
    a.dtod_copy(&src_a, &mut dst_a).unwrap();
    assert_eq!(a.dtoh_sync_copy(&dst_a).unwrap(), data);
    assert_usable(a);
    assert_usable(b);
}

/// `peer_copy` from `src_dev` to `dst_dev` waits for a spin on each side, and the stream
/// variant is waited for by later work on both.
fn peer_copy_ordering(src_dev: &Arc<CudaDevice>, dst_dev: &Arc<CudaDevice>) {
    let (spin_s, spin_d) = (spin_fn(src_dev), spin_fn(dst_dev));
    // 1. The copy waits for a kernel still writing the source on its device.
    let mut flag = src_dev.alloc_zeros::<i32>(1).unwrap();
    // SAFETY: spin(unsigned long long, int*) writes flag[0] after busy-waiting.
    unsafe { (&spin_s).launch(ONE, (CYCLES, &mut flag)) }.unwrap();
    let mut copied = dst_dev.htod_sync_copy(&[-1i32]).unwrap();
    dst_dev.peer_copy(&flag, &mut copied).unwrap();
    assert_eq!(
        dst_dev.dtoh_sync_copy(&copied).unwrap(),
        [1],
        "the copy did not wait for the source device's kernel"
    );
    // 2. The copy waits for a kernel still writing the destination on its device (whose
    //    late write of 1 would otherwise land after the copied 7).
    let src = src_dev.htod_sync_copy(&[7i32]).unwrap();
    let mut dst = dst_dev.htod_sync_copy(&[-1i32]).unwrap();
    // SAFETY: as above.
    unsafe { (&spin_d).launch(ONE, (CYCLES, &mut dst)) }.unwrap();
    dst_dev.peer_copy(&src, &mut dst).unwrap();
    assert_eq!(dst_dev.dtoh_sync_copy(&dst).unwrap(), [7]);
    // 3. On a stream: delayed behind a spin on the destination's main stream, the copy must
    //    still read the old source although the host overwrites it right after the call,
    //    and the destination's main stream must see the copy.
    let mut src = src_dev.htod_sync_copy(&[5i32]).unwrap();
    let mut dst = dst_dev.htod_sync_copy(&[-1i32]).unwrap();
    let mut junk = dst_dev.alloc_zeros::<i32>(1).unwrap();
    let stream = dst_dev.new_stream().unwrap();
    // SAFETY: as above, writing `junk` only.
    unsafe { (&spin_d).launch(ONE, (CYCLES, &mut junk)) }.unwrap();
    let t = Instant::now();
    dst_dev
        .peer_copy_on_stream(&stream, &src, &mut dst)
        .unwrap();
    let enqueue = t.elapsed();
    let done = dst_dev.new_event(EventFlags::empty()).unwrap();
    stream.record_event(&done).unwrap();
    src_dev.htod_sync_copy_into(&[9i32], &mut src).unwrap();
    assert_eq!(
        dst_dev.dtoh_sync_copy(&dst).unwrap(),
        [5],
        "the source was overwritten before the stream's copy read it"
    );
    assert!(done.query().unwrap());
    assert_eq!(src_dev.dtoh_sync_copy(&src).unwrap(), [9]);
    println!("peer_copy_on_stream returned after {enqueue:?}");
    drop(stream);
}

#[test]
fn ordinary_copies_refuse_memory_of_another_device_object() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    ordinary_copies_refuse(&dev, &other);
}

#[test]
fn peer_copy_between_device_objects_of_one_gpu() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let n = 1 << 20;
    let data = random_u32(n, 32);
    let a = other.htod_sync_copy(&data).unwrap();
    let mut b = dev.alloc_zeros::<u32>(n).unwrap();
    dev.peer_copy(&a, &mut b).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), data);
    // Within one device object it is a plain device-to-device copy.
    let mut c = dev.alloc_zeros::<u32>(n).unwrap();
    dev.peer_copy(&b, &mut c).unwrap();
    let stream = dev.new_stream().unwrap();
    let mut d = dev.alloc_zeros::<u32>(n).unwrap();
    dev.peer_copy_on_stream(&stream, &c.slice(..), &mut d.slice_mut(..))
        .unwrap();
    assert_eq!(dev.dtoh_sync_copy(&d).unwrap(), data);
    peer_copy_ordering(&other, &dev);
    peer_copy_ordering(&dev, &other);
    assert_usable(&dev);
    assert_usable(&other);
}

#[test]
fn peer_copy_argument_errors() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let a = dev.htod_sync_copy(&[1u32, 2, 3]).unwrap();
    let mut on_other = other.alloc_zeros::<u32>(3).unwrap();
    // The destination must be memory of the device peer_copy is called on.
    let e = dev.peer_copy(&a, &mut on_other).unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
    assert!(e.to_string().contains("destination"), "{e}");
    // Lengths must match.
    let mut short = dev.alloc_zeros::<u32>(2).unwrap();
    let e = dev.peer_copy(&a, &mut short).unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
    // The stream must belong to the device.
    let stream = other.new_stream().unwrap();
    let mut b = dev.alloc_zeros::<u32>(3).unwrap();
    let e = dev.peer_copy_on_stream(&stream, &a, &mut b).unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), [0, 0, 0]);
    // Empty copies are fine.
    let (e0, mut e1) = (
        dev.alloc_zeros::<u32>(0).unwrap(),
        other.alloc_zeros::<u32>(0).unwrap(),
    );
    other.peer_copy(&e0, &mut e1).unwrap();
    assert_usable(&dev);
}

#[test]
fn peer_access_to_the_same_gpu() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    assert!(dev.can_access_peer(&other).unwrap());
    assert!(dev.can_access_peer(&dev).unwrap());
    dev.enable_peer_access(&other).unwrap();
    dev.enable_peer_access(&other).unwrap();
    dev.enable_peer_access(&dev).unwrap();
    assert_usable(&dev);
}

#[test]
fn gpu0_to_gpu1_to_host() {
    let Some((g0, g1)) = two_gpus() else { return };
    let (to1, to0) = (
        g1.can_access_peer(&g0).unwrap(),
        g0.can_access_peer(&g1).unwrap(),
    );
    println!("peer access possible: 1 reads 0: {to1}, 0 reads 1: {to0}");
    let n = 16 << 20; // 64 MiB
    let data = random_u32(n, 33);
    // Whatever peer access state other tests left (it is process-wide), and then enabled.
    for enabled in [false, true] {
        if enabled {
            for (a, b, ok) in [(&g1, &g0, to1), (&g0, &g1, to0)] {
                if ok {
                    a.enable_peer_access(b).unwrap();
                }
            }
        }
        let a0 = g0.htod_sync_copy(&data).unwrap();
        let mut b1 = g1.alloc_zeros::<u32>(n).unwrap();
        let t = Instant::now();
        g1.peer_copy(&a0, &mut b1).unwrap();
        let secs = t.elapsed().as_secs_f64();
        assert!(
            g1.dtoh_sync_copy(&b1).unwrap() == data,
            "GPU0 -> GPU1 -> host"
        );
        println!(
            "peer access enabled: {enabled}; 64 MiB from GPU0 to GPU1 in {:.2} ms ({:.0} GB/s)",
            secs * 1e3,
            (n * 4) as f64 / secs / 1e9
        );
        // And back, into part of a bigger buffer, through views.
        let mut c0 = g0.alloc_zeros::<u32>(n + 10).unwrap();
        g0.peer_copy(&b1.slice(..), &mut c0.slice_mut(10..))
            .unwrap();
        let back = g0.dtoh_sync_copy(&c0).unwrap();
        assert_eq!(back[..10], [0; 10]);
        assert!(back[10..] == data[..], "GPU1 -> GPU0 -> host");
        // On a stream of the destination.
        let stream = g1.new_stream().unwrap();
        let mut e1 = g1.alloc_zeros::<u32>(n).unwrap();
        g1.peer_copy_on_stream(&stream, &a0, &mut e1).unwrap();
        assert!(g1.dtoh_sync_copy(&e1).unwrap() == data, "on a stream");
    }
}

#[test]
fn enabling_peer_access_is_idempotent_or_says_why_not() {
    let Some((g0, g1)) = two_gpus() else { return };
    for (a, b) in [(&g0, &g1), (&g1, &g0)] {
        if a.can_access_peer(b).unwrap() {
            a.enable_peer_access(b).unwrap();
            a.enable_peer_access(b).unwrap();
        } else {
            let e = a.enable_peer_access(b).unwrap_err();
            assert_eq!(e.code(), CUresult::CUDA_ERROR_PEER_ACCESS_UNSUPPORTED);
            assert_refused(&e, a.ordinal(), b.ordinal());
            assert!(e.to_string().contains("cannot access"), "{e}");
        }
    }
    assert_usable(&g0);
    assert_usable(&g1);
}

#[test]
fn copies_between_gpus_need_peer_copy() {
    let Some((g0, g1)) = two_gpus() else { return };
    ordinary_copies_refuse(&g0, &g1);
    ordinary_copies_refuse(&g1, &g0);
}

#[test]
fn peer_copies_are_ordered_on_both_gpus() {
    let Some((g0, g1)) = two_gpus() else { return };
    peer_copy_ordering(&g0, &g1);
    peer_copy_ordering(&g1, &g0);
    assert_usable(&g0);
    assert_usable(&g1);
}

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
                    errors += 1;
                    let (copied, took) = check_failed_peer_copy((&a, &b), e, src, &dst, i);
                    copied_anyway += usize::from(copied);
                    reused += usize::from(took);
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

/// A round of `drop_error_mid_peer_copy_child` whose `peer_copy` failed with the round's kept
/// drop error: its copy, if it was still queued, read no memory that the source's drop gave
/// back. Whether the copy ran anyway, and whether a new buffer took the source's memory.
fn check_failed_peer_copy(
    (a, b): (&Arc<CudaDevice>, &Arc<CudaDevice>),
    e: DriverError,
    src: CudaSlice<f32>,
    dst: &CudaSlice<f32>,
    i: usize,
) -> (bool, bool) {
    let n = dst.len();
    assert_eq!(
        e.0,
        CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
        "round {i}: {e}"
    );
    let addr = *src.device_ptr();
    drop(src);
    // Written at once on `a`'s main stream, likely on the memory just freed.
    let marker = past_kept_errors(|| a.htod_sync_copy(&vec![-7.0f32; n]));
    let reused = *marker.device_ptr() == addr;
    let got = b.dtoh_sync_copy(dst).unwrap();
    let copied_anyway = got[0] == 1.0;
    assert!(
        got.iter().all(|&v| v == 0.0) || got.iter().all(|&v| v == 1.0),
        "round {i}: peer_copy failed ({e}), yet its copy, still queued, read \
         memory that the source's drop had given back and a new buffer had \
         filled: {} of {n} elements are {} (0: not copied, 1: the source)",
        got.iter().filter(|&&v| v != 0.0 && v != 1.0).count(),
        got.iter().find(|&&v| v != 0.0 && v != 1.0).unwrap(),
    );
    drop(marker);
    (copied_anyway, reused)
}

/// How long the slow kernel ahead of each test runs, at least.
const SLOW_MS: u64 = 300;

/// Elements of the buffers the slow kernels write (4 MiB of floats).
const N: usize = 1 << 20;

/// peer.rs (`can_access_peer`): "A device can always access its own memory, also through
/// another `CudaDevice` of the same ordinal"; `enable_peer_access`: "Idempotent: enabling
/// access that is already enabled, or access of a device to itself, is `Ok`"; `peer_copy`:
/// "Copies `src`, memory of any device, into `dst`, memory of this device ... The copy waits
/// for every earlier use of either buffer, on any stream or thread of either device";
/// `peer_copy_on_stream`: "later uses of them (frees included) wait for it".
///
/// With one GPU (or more), between two objects of GPU 0, on *views* (at odd element offsets):
/// the peer calls give their documented results, not errors or panics; `peer_copy` from a view
/// of the second object's buffer that a 300 ms `slow_fill` on the second object's stream is
/// writing, into a view of this object's buffer, must copy the fill's values; and
/// `peer_copy_on_stream` from a view whose buffer is dropped at once must copy what it held.
/// Elements outside the destination views stay as they were. A hole: stale values (the copy
/// overtook the writer on the other object), garbage (the source freed under the copy), or
/// writes outside the view.
#[test]
fn peer_calls_between_two_objects_of_one_gpu_work_on_views() {
    let a = gpu!();
    let b = CudaDevice::new(0).unwrap();
    assert!(a.can_access_peer(&b).unwrap() && b.can_access_peer(&a).unwrap());
    for _ in 0..2 {
        a.enable_peer_access(&b).unwrap();
        b.enable_peer_access(&a).unwrap();
        a.enable_peer_access(&a).unwrap();
    }
    let kb = slow_kernels(&b);
    let sb = b.new_stream().unwrap();
    let mut src = b.alloc_zeros::<f32>(N).unwrap();
    kb.fill(Some(&sb), &mut src, 3.0, cycles_for_ms(&b, SLOW_MS));
    let mut dst = a.htod_sync_copy(&vec![-1.0f32; N + 8]).unwrap();
    let m = N - 8;
    a.peer_copy(&src.slice(3..3 + m), &mut dst.slice_mut(5..5 + m))
        .unwrap();
    let got = a.dtoh_sync_copy(&dst).unwrap();
    assert_all(
        &got[5..5 + m],
        3.0,
        "a peer copy of a view a slow kernel wrote",
    );
    assert_all(&got[..5], -1.0, "before the destination view");
    assert_all(&got[5 + m..], -1.0, "after the destination view");
    // peer_copy_on_stream from a view whose buffer is dropped at once.
    let data = crate::kernels::random_f32(N, 17);
    let src2 = b.htod_sync_copy(&data).unwrap();
    let ka = slow_kernels(&a);
    let sa = a.new_stream().unwrap();
    let mut dst2 = a.alloc_zeros::<f32>(N).unwrap();
    // The copy waits behind 300 ms of other work on its stream.
    let mut busy = a.alloc_zeros::<f32>(1 << 10).unwrap();
    ka.fill(Some(&sa), &mut busy, 1.0, cycles_for_ms(&a, SLOW_MS));
    a.peer_copy_on_stream(&sa, &src2.slice(1..N - 1), &mut dst2.slice_mut(1..N - 1))
        .unwrap();
    drop(src2);
    // Memory made now may reuse the dropped source's: it must not show in the copy.
    let nines = b.htod_sync_copy(&vec![9.0f32; N]).unwrap();
    sa.synchronize().unwrap();
    let got = a.dtoh_sync_copy(&dst2).unwrap();
    crate::support::assert_same(
        &got[1..N - 1],
        &data[1..N - 1],
        "a peer copy on a stream from a view whose buffer was dropped at once",
    );
    assert_eq!((got[0], got[N - 1]), (0.0, 0.0), "written outside the view");
    assert_all(
        &b.dtoh_sync_copy(&nines).unwrap(),
        9.0,
        "a buffer made after the drop",
    );
    drop((sa, sb, busy));
    a.synchronize().unwrap();
    b.synchronize().unwrap();
}
