//! Claims of the docs about several devices and memory from outside the crate's allocator,
//! each attacked by a test: `src/driver/safe/{peer,external,pool,host}.rs`, where neither
//! claims_memory.rs nor the area's own tests (multi_device.rs, external_memory.rs, pools.rs,
//! host_memory.rs) defend them.
//!
//! - peer.rs: a peer copy between two *device objects* (two `CudaDevice::new(0)` on one GPU,
//!   and two GPUs where the machine has them) waits for writers of the source on the source
//!   object's other streams, threads and async operations, not only on its main stream; it is
//!   complete when `peer_copy` returns; after `peer_copy_on_stream` the source's later users
//!   on its own device (a free whose memory is handed out again, a kernel on another stream,
//!   an upload) wait for the copy; a stream of the source's object is refused; and peer access
//!   is one way and process-wide (two GPUs, in a process of its own).
//! - external.rs: a `MappedBuffer` belongs to the device object that imported it (the ordinary
//!   copies and launches of another object refuse it, `peer_copy` takes it), and writes
//!   through its `device_ptr_mut` change nothing; an imported descriptor is closed once, by
//!   the driver after a successful import and by the crate after a failed one (in a process
//!   of its own, where descriptor numbers are not reused behind the test's back).
//! - host.rs: pinned and registered memory are portable: one GPU's pinned buffer or registered
//!   `Vec` serves the copies of another, complete when they return; a `Vec` the driver cannot
//!   lock gives the driver's error and is dropped; an error while unregistering is kept for
//!   the device's next call.
//! - pool.rs: the high-water marks reset, a release threshold of `u64::MAX` keeps freed memory
//!   across synchronisations, `trim_to` still gives it back, and so does releasing the device
//!   (each in a process of its own, where the pool's statistics are exact).
//!
//! Slow kernels (`SLOW` is about 50 ms on an H100) run ahead of the operation under attack, so
//! that an operation that overtakes them sees (or leaves) stale values; every element is
//! checked. The tests written for two GPUs print why they skip on a machine with one.

use crate::external_memory::exported;
use crate::kernels::{
    self, CFG, N, SLOW, SlowKernels, assert_all, assert_usable, filled, random_f32, random_u32,
};
use crate::support::{assert_same, child, expect_error, snapshot};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::{self, CUresult};
use cuda_driver::driver::{
    CudaDevice, CudaStream, DevicePtr, DevicePtrMut, DriverError, LaunchAsync, result,
};
use std::fs::File;
use std::os::fd::{AsRawFd, FromRawFd, RawFd};
use std::sync::{Arc, Mutex};

/// What an error names when the two devices are two objects of GPU 0 (checks.rs).
const SAME_GPU: &str = "two CudaDevice objects of one GPU";

// ---- helpers ----

/// The slow kernels of ptx/spin.ptx on `dev`, loaded once per device object.
fn slow(dev: &Arc<CudaDevice>) -> SlowKernels {
    if !dev.has_func("spin", "slow_fill") {
        return kernels::slow_kernels(dev);
    }
    SlowKernels {
        fill: dev.get_func("spin", "slow_fill").unwrap(),
        copy: dev.get_func("spin", "slow_copy").unwrap(),
        add: dev.get_func("spin", "add_all").unwrap(),
    }
}

/// GPUs 0 and 1, or `None` after printing why not (with `REQUIRE_GPUS=2`, as multi_device.rs
/// reads it, a machine with one GPU fails instead).
fn two_gpus() -> Option<(Arc<CudaDevice>, Arc<CudaDevice>)> {
    crate::support::device()?;
    let n = CudaDevice::count().unwrap();
    if n < 2 {
        if std::env::var("REQUIRE_GPUS").is_ok_and(|v| v == "2") {
            panic!("REQUIRE_GPUS=2 but this machine has {n} GPU");
        }
        println!("skipped: needs 2 GPUs, this machine has {n}");
        return None;
    }
    Some((CudaDevice::new(0).unwrap(), CudaDevice::new(1).unwrap()))
}

// ---- peer copies between device objects ----

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
                drop(unsafe { adev.launch(&ks.fill, CFG, (SLOW, &mut src, N, v)) })
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
        let want = random_f32(N, 60 + round as u64);
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
                    .htod_sync_copy_into(&vec![-2.0f32; N], &mut src)
                    .unwrap();
                Some((src, vec![-2.0f32; N]))
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

/// The two attacks above between two GPUs, both ways, with peer access as other tests left
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

// ---- external memory ----

/// external.rs (`MappedBuffer`): a buffer "that copies and kernels use like a
/// `CudaSlice<u8>`"; peer.rs: "the ordinary copies (`dtod_copy`, `htod_sync_copy_into`, ...)
/// refuse memory of another device (also of another `CudaDevice` of the same GPU) with an
/// error naming both", and `peer_copy` takes "memory of any device". A buffer mapped from an
/// import of a second device object of GPU 0: the first object's copies and launches refuse
/// it, naming both, and write nothing; `peer_copy` and its own object's copies work.
#[test]
fn a_mapped_buffer_of_another_device_object_is_refused_by_copies_and_launches() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let (file, size, handle) = exported(1 << 20).expect("an exportable allocation");
    let n = 4096usize;
    // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    let mut buf = unsafe { other.import_external_memory(file, size) }
        .unwrap()
        .map_range(0..n)
        .unwrap();
    let data: Vec<u8> = random_u32(n, 71).into_iter().map(|v| v as u8).collect();
    other.htod_sync_copy_into(&data, &mut buf).unwrap();
    let names = ["belongs to device 0 but", SAME_GPU];
    let e = dev
        .htod_sync_copy_into(&vec![0u8; n], &mut buf)
        .unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &names);
    expect_error(
        &dev.dtoh_sync_copy(&buf).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &names,
    );
    let mut x = dev.alloc_zeros::<u8>(n).unwrap();
    expect_error(
        &dev.dtod_copy(&buf, &mut x).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &names,
    );
    expect_error(
        &dev.memset_zeros(&mut buf).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &names,
    );
    // A kernel of the first object, given the buffer to write (add_all with a count of 0
    // would touch nothing even if it ran): refused before the launch.
    let k = slow(&dev);
    // SAFETY: add_all(float*, size_t, float) writes nothing with a count of 0.
    let e = unsafe { (&k.add).launch(CFG, (&mut buf, 0usize, 1.0f32)) }.unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["device 0", SAME_GPU],
    );
    // Nothing was written, and the buffer's own object and peer_copy use it.
    assert_eq!(other.dtoh_sync_copy(&buf).unwrap(), data);
    dev.peer_copy(&buf, &mut x).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data);
    drop(buf);
    other.synchronize().unwrap();
    dev.synchronize().unwrap();
    // SAFETY: the import and its mapping are gone; the allocation is released once.
    assert_eq!(unsafe { sys::cuMemRelease(handle) }, CUresult::CUDA_SUCCESS);
    assert_usable(&dev);
    assert_usable(&other);
}

/// traits.rs (`DevicePtrMut::device_ptr_mut`): "Writing through the returned reference changes
/// nothing: the buffer keeps its own copy of its address", for a `MappedBuffer` (whose drop
/// frees the mapping at its address). The address is overwritten, then the buffer copied
/// into, read, used by a kernel and dropped: all at the real address, and the drop leaves no
/// error for the device's next call.
#[test]
fn writes_through_a_mapped_buffers_device_ptr_mut_are_ignored() {
    let dev = gpu!();
    let (file, size, handle) = exported(1 << 20).expect("an exportable allocation");
    let n = 1 << 16;
    // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    let mut buf = unsafe { dev.import_external_memory(file, size) }
        .unwrap()
        .map_range(4096..4096 + 4 * n)
        .unwrap();
    let real = *buf.device_ptr();
    *buf.device_ptr_mut() = 0xdead_0000;
    assert_eq!(*buf.device_ptr(), real, "the buffer's address changed");
    let data: Vec<u8> = random_u32(4 * n, 72).into_iter().map(|v| v as u8).collect();
    dev.htod_sync_copy_into(&data, &mut buf).unwrap();
    *buf.device_ptr_mut() = 8;
    assert_eq!(dev.dtoh_sync_copy(&buf).unwrap(), data);
    // A kernel through the buffer: add_all over its bytes as floats, 0.0 added.
    let k = slow(&dev);
    *buf.device_ptr_mut() = 16;
    // SAFETY: add_all(float*, size_t, float) touches n floats, the buffer's 4n bytes.
    unsafe { (&k.add).launch(CFG, (&mut buf, n, 0.0f32)) }.unwrap();
    let back = dev.dtoh_sync_copy(&buf).unwrap();
    // Adding 0.0 keeps every float's bytes, except that -0.0 becomes 0.0, NaNs may be quieted
    // and subnormals flushed: compare where the bytes were a normal float.
    let ordinary = |c: &[u8]| f32::from_le_bytes([c[0], c[1], c[2], c[3]]).is_normal();
    for (i, (got, want)) in back.chunks(4).zip(data.chunks(4)).enumerate() {
        if ordinary(want) {
            assert_eq!(got, want, "float {i} of the mapped buffer after the kernel");
        }
    }
    *buf.device_ptr_mut() = 0;
    drop(buf);
    dev.synchronize()
        .expect("the drop freed the mapping at its real address");
    // SAFETY: the import and its mapping are gone; the allocation is released once.
    assert_eq!(unsafe { sys::cuMemRelease(handle) }, CUresult::CUDA_SUCCESS);
    assert_usable(&dev);
}

// ---- host memory of one GPU, copies of another ----

/// host.rs (`PinnedHostSlice`): "allocated with `cuMemHostAlloc` (portable: every device's
/// copies run at full speed from and to it)"; `register_host`: "portable"; and "The copies
/// that take host slices return only once the copy is done (... they synchronise the main
/// stream), so no copy can still be using the memory when it is freed or unregistered". GPU
/// 0's pinned buffer and registered `Vec` serve GPU 1's copies: a download behind a slow writer
/// on another stream of GPU 1 is complete when it returns, and an upload behind a slow kernel
/// on GPU 1's main stream may free (or unregister and overwrite) the host memory at once.
#[test]
fn pinned_and_registered_memory_of_one_gpu_serve_the_copies_of_another() {
    let Some((g0, g1)) = two_gpus() else { return };
    let k1 = slow(&g1);
    let s = g1.new_stream().unwrap();
    let mut busy = filled(&g1, 0.0);
    // Pinned memory of GPU 0.
    let mut pinned = g0.alloc_pinned::<f32>(N).unwrap();
    let mut x = filled(&g1, 0.0);
    k1.fill(Some(&s), &mut x, 3.0, SLOW);
    g1.dtoh_sync_copy_into(&x, &mut pinned).unwrap();
    assert_all(&pinned, 3.0, "GPU 1's download into GPU 0's pinned memory");
    let want = random_f32(N, 73);
    pinned.copy_from_slice(&want);
    let mut y = filled(&g1, 0.0);
    k1.fill(None, &mut busy, 1.0, SLOW);
    g1.htod_sync_copy_into(&pinned, &mut y).unwrap();
    drop(pinned);
    // Pinned pages handed out again and overwritten at once.
    let mut again = g0.alloc_pinned::<f32>(N).unwrap();
    again.fill(-1.0);
    assert_same(
        &g1.dtoh_sync_copy(&y).unwrap(),
        &want,
        "GPU 1's upload from GPU 0's pinned memory, freed at once",
    );
    // A Vec registered by GPU 0.
    let mut reg = g0.register_host(vec![0.0f32; N]).unwrap();
    k1.fill(Some(&s), &mut x, 4.0, SLOW);
    g1.dtoh_sync_copy_into(&x, &mut reg).unwrap();
    assert_all(&reg, 4.0, "GPU 1's download into a Vec GPU 0 registered");
    reg.copy_from_slice(&want);
    k1.fill(None, &mut busy, 1.0, SLOW);
    g1.htod_sync_copy_into(&reg, &mut y).unwrap();
    let mut back = reg.into_inner();
    back.fill(-2.0);
    assert_same(
        &g1.dtoh_sync_copy(&y).unwrap(),
        &want,
        "GPU 1's upload from a Vec GPU 0 registered, unregistered and overwritten at once",
    );
    drop(again);
    g0.synchronize().unwrap();
    g1.synchronize().unwrap();
    assert_usable(&g0);
    assert_usable(&g1);
}

// ---- the pool, in a process of its own ----

/// pool.rs: `reset_used_high` / `reset_reserved_high` make the marks "track the peak from now
/// on"; `set_release_threshold`: "`u64::MAX` keeps all freed memory in the pool (it is still
/// given back by `trim_to` ...)"; `trim_to`: "Gives memory the pool holds but nobody uses back
/// to the system, keeping at least `min_bytes_to_keep` bytes reserved where it holds that
/// many". In a process where nothing else allocates, so that the statistics are exact.
#[test]
fn pool_marks_reset_and_a_max_threshold_keeps_memory_until_trimmed() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "pool_threshold_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn pool_threshold_child() {
    if !child::in_child(module_path!(), "pool_threshold_child") {
        return;
    }
    let dev = gpu!();
    let pool = dev.mem_pool().unwrap();
    let big = 256usize << 20;
    // The marks: a 256 MiB peak, gone (threshold 0: given back at the synchronize), reset.
    let x = dev.alloc_zeros::<u8>(big).unwrap();
    drop(x);
    dev.synchronize().unwrap();
    let s = pool.stats().unwrap();
    println!("after a 256 MiB peak: {s:?}");
    assert!(
        s.used_high >= big as u64 && s.reserved_high >= big as u64,
        "{s:?}"
    );
    assert!(s.reserved_current < big as u64, "{s:?}");
    pool.reset_used_high().unwrap();
    pool.reset_reserved_high().unwrap();
    let s = pool.stats().unwrap();
    println!("after the resets: {s:?}");
    assert!(
        s.used_high < big as u64,
        "the used mark still shows the old peak: {s:?}"
    );
    assert!(
        s.reserved_high < big as u64,
        "the reserved mark still shows the old peak: {s:?}"
    );
    // A threshold of u64::MAX: freed memory stays in the pool across synchronisations.
    pool.set_release_threshold(u64::MAX).unwrap();
    let x = dev.alloc_zeros::<u8>(big).unwrap();
    drop(x);
    dev.synchronize().unwrap();
    dev.synchronize().unwrap();
    let held = pool.reserved_current().unwrap();
    println!("held with the threshold at u64::MAX: {held}");
    assert!(
        held >= big as u64,
        "the pool gave back freed memory despite a threshold of u64::MAX ({held} bytes held)"
    );
    // Reuse from the pool: the same size again takes no more from the system.
    let x = dev.alloc_zeros::<u8>(big).unwrap();
    assert!(pool.reserved_current().unwrap() <= held);
    drop(x);
    dev.synchronize().unwrap();
    // trim_to keeps at least what it is asked to keep.
    let half = held / 2;
    pool.trim_to(half as usize).unwrap();
    let kept = pool.reserved_current().unwrap();
    println!("after trim_to({half}): {kept}");
    assert!(kept >= half, "trim_to({half}) kept only {kept} bytes");
    // trim_to(0) gives back what nobody uses.
    pool.trim_to(0).unwrap();
    let after = pool.reserved_current().unwrap();
    println!("after trim_to(0): {after}");
    assert!(
        after + big as u64 <= held,
        "trim_to(0) kept {after} of {held} bytes with nothing in use"
    );
    pool.set_release_threshold(0).unwrap();
    assert_usable(&dev);
}

// ---- a stream of the source's device object ----

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

// ---- host memory the driver cannot lock, and errors while unlocking it ----

/// What the drops of a `Vec` of `Unregisters` did: how many ran, and what the unregistering
/// in the first one's drop returned.
type Drops = Arc<Mutex<(usize, Option<Result<(), DriverError>>)>>;

/// An element whose drop counts itself and, for the one given the `Vec`'s address, undoes a
/// registration made there through the result layer: while the `Vec` drops its elements, its
/// memory is still allocated.
struct Unregisters {
    at: Option<usize>,
    drops: Drops,
}

impl Drop for Unregisters {
    fn drop(&mut self) {
        let mut d = self.drops.lock().unwrap();
        d.0 += 1;
        if let Some(p) = self.at {
            // SAFETY: the `Vec`'s memory, registered by the test from `p` and allocated until
            // every element has dropped; the device's context is current on this thread.
            d.1 = Some(unsafe { result::host_unregister(p as *mut std::ffi::c_void) });
        }
    }
}

/// host.rs (`register_host`): "# Errors: The driver's error when the memory cannot be locked
/// (the `Vec` is dropped then)". A `Vec` whose memory was registered already (through the
/// result layer): the driver's `CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED`, saying what was
/// being done; the `Vec` dropped (every element's drop ran, the first undoing the test's
/// registration while the memory was still allocated); nothing kept for the device's next
/// call; and a fresh `Vec` registers as usual.
#[test]
fn registering_memory_the_driver_refuses_gives_its_error_and_drops_the_vec() {
    let dev = gpu!();
    let drops: Drops = Arc::default();
    let n = 4096;
    let mut vec: Vec<Unregisters> = (0..n)
        .map(|_| Unregisters {
            at: None,
            drops: drops.clone(),
        })
        .collect();
    let bytes = n * size_of::<Unregisters>();
    let p = vec.as_mut_ptr() as *mut std::ffi::c_void;
    vec[0].at = Some(p as usize);
    dev.bind_to_thread().unwrap();
    // SAFETY: the Vec's own memory, allocated until its elements have dropped, the first of
    // which unregisters it.
    unsafe { result::host_register(p, bytes, sys::CU_MEMHOSTREGISTER_PORTABLE) }.unwrap();
    let e = dev
        .register_host(vec)
        .expect_err("registering memory that is registered already");
    let what = format!("while registering {bytes} bytes of host memory");
    expect_error(
        &e,
        CUresult::CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED,
        &[what.as_str()],
    );
    let (dropped, undone) = std::mem::take(&mut *drops.lock().unwrap());
    assert_eq!(dropped, n, "the refused Vec's elements were not dropped");
    undone
        .expect("the refused Vec's first element was not dropped")
        .expect("unregistering the test's registration of the refused Vec's memory");
    dev.synchronize()
        .expect("a refused registration is not kept for the device's next call");
    let data = random_u32(n, 75);
    let ok = dev.register_host(data.clone()).unwrap();
    assert_eq!(
        result::pointer_memory_type(ok.as_ptr().cast()).unwrap(),
        Some(sys::CUmemorytype::CU_MEMORYTYPE_HOST),
        "a fresh Vec is page-locked"
    );
    assert!(ok.into_inner() == data);
    dev.synchronize().unwrap();
    assert_usable(&dev);
}
/// error while unregistering is kept on the device and returned by its next call, as one from
/// a drop is." Memory unregistered behind the crate's back (through the result layer):
/// `into_inner` still gives the `Vec` back unchanged, and the device's next call returns the
/// driver's `CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED`, saying what was being done, once; the
/// same for a drop.
#[test]
fn an_error_unregistering_a_vec_is_kept_for_the_devices_next_call() {
    let dev = gpu!();
    let data = random_u32(1 << 16, 74);
    for dropped in [false, true] {
        let how = if dropped { "drop" } else { "into_inner" };
        let reg = dev.register_host(data.clone()).unwrap();
        dev.bind_to_thread().unwrap();
        // SAFETY: registered by `register_host` from this pointer; the memory stays allocated
        // (owned by `reg`), only pageable from here on.
        unsafe { result::host_unregister(reg.as_ptr() as *mut std::ffi::c_void) }.unwrap();
        if dropped {
            drop(reg);
        } else {
            assert!(reg.into_inner() == data, "into_inner changed the Vec");
        }
        let e = dev
            .synchronize()
            .expect_err("the failed unregistering is kept for the device's next call");
        println!("after {how}:");
        expect_error(
            &e,
            CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
            &["while unregistering host memory"],
        );
        dev.synchronize()
            .unwrap_or_else(|e| panic!("{how}: the kept error is returned once: {e}"));
    }
    assert_usable(&dev);
}

// ---- who closes an imported descriptor ----

/// Whether descriptor `fd` is open in this process.
fn fd_open(fd: RawFd) -> bool {
    // SAFETY: F_GETFD only reads the descriptor's flags.
    let flags = unsafe { libc::fcntl(fd, libc::F_GETFD) };
    flags != -1
}

/// The device and inode of the file descriptor `fd` refers to, if it is open.
fn fd_file(fd: RawFd) -> Option<(libc::dev_t, libc::ino_t)> {
    // SAFETY: all-zero bytes are a valid `stat`, which fstat fills in.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: writes one `stat` of ours.
    let r = unsafe { libc::fstat(fd, &mut st) };
    (r == 0).then_some((st.st_dev, st.st_ino))
}

/// external.rs (`import_external_memory`): the caller's descriptor "is closed before this
/// returns, on Unix (the driver keeps a duplicate of it while the object lives; a failed
/// import may leak that duplicate, as the driver does not say whether it closed it)". A
/// descriptor closed twice closes whatever file took its number in between, and std aborts
/// the process when it sees that its `File` was closed behind its back.
///
/// - A failed import through the result layer (of `/dev/null`, no memory object): what the
///   driver does with the descriptor is printed (on driver 580 it closes it, which is why the
///   safe layer gives it a duplicate).
/// - A failed `import_external_memory`: the caller's descriptor is closed, once (no abort).
/// - A successful one: the caller's descriptor is closed at the import; a file of the test
///   then takes its number, and must still be open (the same file) once the object is
///   destroyed: nothing closed that number again.
///
/// In a process of its own, where no other test opens files between the checks.
#[test]
fn an_imported_descriptor_is_closed_once_by_its_owner() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "imported_descriptor_child");
}

/// A file of ours at descriptor `fd` (free now), and its identity; `None` if another number
/// was given.
fn sentinel_at(fd: i32) -> Option<(File, (u64, u64))> {
    let null = File::open("/dev/null").unwrap();
    // SAFETY: duplicates our own descriptor at the lowest free number from `fd` on.
    let at = unsafe { libc::fcntl(null.as_raw_fd(), libc::F_DUPFD_CLOEXEC, fd) };
    assert!(at >= 0, "F_DUPFD: {}", std::io::Error::last_os_error());
    // SAFETY: `at` is a new descriptor, ours alone.
    let ours = unsafe { File::from_raw_fd(at) };
    if at != fd {
        println!("descriptor {fd} was taken again before the test could: not watched");
        return None;
    }
    Some((ours, fd_file(fd).unwrap()))
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn imported_descriptor_child() {
    use std::os::fd::IntoRawFd;
    if !child::in_child(module_path!(), "imported_descriptor_child") {
        return;
    }
    let dev = gpu!();
    // What the driver does with the descriptor of a failed import (the result layer's caller
    // owns it then, whatever happened).
    let fd = File::open("/dev/null").unwrap().into_raw_fd();
    dev.bind_to_thread().unwrap();
    // SAFETY: deliberately not a memory object's descriptor (the driver checks what it is
    // given and refuses it), in a process of its own; a context is current.
    let e = unsafe { result::external_memory::import_external_memory_opaque_fd(fd, 1 << 20) }
        .expect_err("/dev/null imported as external memory");
    let open = fd_open(fd);
    println!(
        "the driver refuses /dev/null ({e}) and {} its descriptor",
        if open { "leaves open" } else { "closes" }
    );
    if open {
        // SAFETY: our descriptor, still open, closed once.
        unsafe { libc::close(fd) };
    }
    dev.synchronize()
        .expect("the refused import leaves no error behind");
    // The same through the safe layer: the caller's File is closed once.
    let null = File::open("/dev/null").unwrap();
    let fd = null.as_raw_fd();
    // SAFETY: as above.
    let e = unsafe { dev.import_external_memory(null, 1 << 20) }
        .expect_err("/dev/null imported as external memory");
    println!("import_external_memory refuses /dev/null: {e}");
    assert!(
        !fd_open(fd),
        "the descriptor of a failed import_external_memory is left open: it leaks"
    );
    dev.synchronize()
        .expect("the refused import leaves no error behind");
    // A successful import.
    let (file, size, handle) = exported(1 << 20).expect("an exportable allocation");
    let fd = file.as_raw_fd();
    // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    let mem = unsafe { dev.import_external_memory(file, size) }.unwrap();
    assert!(
        !fd_open(fd),
        "descriptor {fd} is still open after import_external_memory returned"
    );
    let sentinel = sentinel_at(fd);
    let mut buf = mem.map_range(0..4096).unwrap();
    dev.htod_sync_copy_into(&[7u8; 4096], &mut buf).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&buf).unwrap(), [7u8; 4096]);
    drop(buf);
    dev.synchronize()
        .expect("the object and its mapping went without an error");
    if let Some((ours, file)) = sentinel {
        assert_eq!(
            fd_file(fd),
            Some(file),
            "descriptor {fd}, closed at the import and now another file's, was closed (or \
             replaced) when the imported object was destroyed: a second close"
        );
        drop(ours);
    }
    // SAFETY: the import and its mapping are gone; the allocation is released once.
    assert_eq!(unsafe { sys::cuMemRelease(handle) }, CUresult::CUDA_SUCCESS);
    assert_usable(&dev);
}

// ---- the pool, once the device is released ----

/// pool.rs (`set_release_threshold`): "`u64::MAX` keeps all freed memory in the pool until
/// `trim_to` gives it back. The pool is the GPU's default pool, not this device object's: the
/// threshold, and the memory it keeps, outlive every `CudaDevice` of the GPU". A freed 1 GiB
/// kept by a threshold of `u64::MAX` across synchronisations; then every device object goes,
/// which must release the primary context (device.rs: "finally the primary context"); a new
/// device object sees the threshold, and its `trim_to(0)` gives the memory back. (A first
/// version of this test expected the release of the context to give it back, as the docs then
/// said: on driver 580 the new object's pool still held the whole GiB.) In a process of its
/// own: no other device object may hold the context, and the statistics are exact.
#[test]
fn memory_a_max_threshold_keeps_outlives_the_device_until_trimmed() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "pool_release_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn pool_release_child() {
    if !child::in_child(module_path!(), "pool_release_child") {
        return;
    }
    let dev = gpu!();
    let pool = dev.mem_pool().unwrap();
    pool.set_release_threshold(u64::MAX).unwrap();
    let big = 1u64 << 30;
    drop(dev.alloc_zeros::<u8>(big as usize).unwrap());
    dev.synchronize().unwrap();
    dev.synchronize().unwrap();
    let held = pool.reserved_current().unwrap();
    println!("held with the threshold at u64::MAX: {held}");
    assert!(
        held >= big,
        "the pool gave back freed memory ({held} bytes held)"
    );
    drop(pool);
    drop(dev);
    let cu = result::device::get(0).unwrap();
    let (mut flags, mut active) = (0, 0);
    // SAFETY: plain out-parameters of a valid device.
    let r = unsafe { sys::cuDevicePrimaryCtxGetState(cu, &mut flags, &mut active) };
    assert_eq!(r, CUresult::CUDA_SUCCESS);
    assert_eq!(
        active, 0,
        "the primary context is still retained once every device object is gone"
    );
    let dev = CudaDevice::new(0).unwrap();
    let pool = dev.mem_pool().unwrap();
    let after = pool.reserved_current().unwrap();
    println!("held by the pool of a new device object: {after}");
    assert_eq!(
        pool.release_threshold().unwrap(),
        u64::MAX,
        "the threshold is the GPU's pool's, and outlives the device objects"
    );
    dev.synchronize().unwrap();
    pool.trim_to(0).unwrap();
    let trimmed = pool.reserved_current().unwrap();
    println!("after trim_to(0): {trimmed}");
    assert!(
        trimmed < big,
        "trim_to(0) on a new device object kept {trimmed} bytes (it held {after})"
    );
    pool.set_release_threshold(0).unwrap();
    assert_usable(&dev);
}
