//! Several devices: copies between devices are refused by the ordinary copies and done by
//! peer_copy (with or without peer access), ordered after and before the work of both
//! devices; peer access; events across devices.
//!
//! Two CudaDevice objects of GPU 0 stand in for two devices on a one-GPU machine (they share
//! the context but not the main stream). The tests that need two GPUs print why they skip on
//! a machine with one (with `REQUIRE_GPUS=2` they fail instead).

use crate::kernels::{assert_usable, random_u32, spin};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaFunction, EventFlags, LaunchAsync, LaunchConfig};
use std::sync::Arc;
use std::time::Instant;

const CYCLES: u64 = 150_000_000;
const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

/// GPUs 0 and 1, or `None` after printing why not.
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

fn spin_fn(dev: &Arc<CudaDevice>) -> CudaFunction {
    if !dev.has_func("spin", "spin") {
        spin(dev);
    }
    dev.get_func("spin", "spin").unwrap()
}

/// Asserts that `e` is a refusal that names both devices.
fn assert_refused(e: &cuda_driver::driver::DriverError, a: usize, b: usize) {
    let msg = e.to_string();
    println!("{msg}");
    assert_ne!(e.code(), CUresult::CUDA_SUCCESS);
    assert!(
        msg.contains(&format!("device {a}")) && msg.contains(&format!("device {b}")),
        "the error names both devices: {msg}"
    );
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
fn each_device_has_its_own_context() {
    let Some((g0, g1)) = two_gpus() else { return };
    assert_ne!(g0.cu_primary_ctx(), g1.cu_primary_ctx());
    assert_ne!(g0.cu_device(), g1.cu_device());
    assert_eq!((g0.ordinal(), g1.ordinal()), (0, 1));
    let (p0, p1) = (g0.properties().unwrap(), g1.properties().unwrap());
    println!(
        "0: {} at {}; 1: {} at {}",
        p0.name,
        p0.pci_address(),
        p1.name,
        p1.pci_address()
    );
    assert_ne!(p0.uuid, p1.uuid);
    // Work alternating between the two on one thread, and on two threads at once.
    for round in 0..3 {
        let d0 = random_u32(10_000, 40 + round);
        let d1 = random_u32(10_000, 50 + round);
        let (a, b) = (
            g0.htod_sync_copy(&d0).unwrap(),
            g1.htod_sync_copy(&d1).unwrap(),
        );
        assert_eq!(g0.dtoh_sync_copy(&a).unwrap(), d0);
        assert_eq!(g1.dtoh_sync_copy(&b).unwrap(), d1);
    }
    let handles: Vec<_> = [g0.clone(), g1.clone()]
        .into_iter()
        .map(|g| {
            std::thread::spawn(move || {
                for round in 0..20 {
                    let d = random_u32(50_000, round);
                    let x = g.htod_sync_copy(&d).unwrap();
                    assert_eq!(g.dtoh_sync_copy(&x).unwrap(), d);
                }
                assert_usable(&g);
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
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

#[test]
fn events_across_gpus() {
    let Some((g0, g1)) = two_gpus() else { return };
    let spin0 = spin_fn(&g0);
    let mut flag = g0.alloc_zeros::<i32>(1).unwrap();
    let ev0 = g0.new_event(EventFlags::TIMING).unwrap();
    let ev1 = g1.new_event(EventFlags::TIMING).unwrap();
    // An event of GPU 0 cannot be recorded on a stream of GPU 1.
    let stream1 = g1.new_stream().unwrap();
    assert_refused(&ev0.record_on(&stream1).unwrap_err(), 0, 1);
    // GPU 1's streams can wait for GPU 0's events.
    // SAFETY: spin writes flag[0] after busy-waiting.
    unsafe { (&spin0).launch(ONE, (CYCLES, &mut flag)) }.unwrap();
    ev0.record().unwrap();
    g1.wait_event(&ev0).unwrap();
    stream1.wait_event(&ev0).unwrap();
    ev1.record().unwrap();
    let on_stream = g1.new_event(EventFlags::empty()).unwrap();
    stream1.record_event(&on_stream).unwrap();
    println!(
        "event pending right after the spin was launched: {}",
        !ev0.query().unwrap()
    );
    ev1.synchronize().unwrap();
    on_stream.synchronize().unwrap();
    assert!(
        ev0.query().unwrap(),
        "GPU 1 passed its wait before GPU 0's event completed"
    );
    match ev0.elapsed_ms(&ev1) {
        Ok(ms) => println!("elapsed between GPUs: {ms} ms"),
        Err(e) => println!("elapsed between GPUs: {e}"),
    }
    assert_eq!(g0.dtoh_sync_copy(&flag).unwrap(), [1]);
}
