//! The default memory pool: the release threshold, statistics and marks, `trim_to`, the pool shared
//! by device objects and outliving them, what `synchronize` gives back, memory reused at once after
//! a free behind a slow kernel, and churn on threads while another trims.

use crate::kernels::{CFG, assert_all, assert_usable, filled, random_u32, slow_kernels};
use crate::support::child;
use crate::support::kernels::cycles_for_ms;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaSlice, DevicePtr, LaunchAsync, result, sys};
use std::sync::Arc;

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

/// pool.rs: "At each synchronisation the pool returns to the system what it holds beyond its
/// *release threshold*, which is 0 by default"; device.rs (`synchronize`): "after it, device
/// memory in use is what live buffers hold, plus what the pool keeps by its threshold", the
/// allocations the threads' streams kept for reuse included. In a process where nothing else
/// allocates, so that the pool's statistics are exact.
#[test]
fn synchronize_gives_back_what_threads_kept_and_the_pool_releases_beyond_its_threshold() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "pool_accounting_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn pool_accounting_child() {
    if !child::in_child(module_path!(), "pool_accounting_child") {
        return;
    }
    let dev = gpu!();
    let pool = dev.mem_pool().unwrap();
    assert_eq!(
        pool.release_threshold().unwrap(),
        0,
        "the release threshold of a fresh process"
    );
    // Beyond the threshold: a freed 256 MiB goes back to the system at a synchronize.
    let big_bytes = 256usize << 20;
    let big = dev.alloc_zeros::<u8>(big_bytes).unwrap();
    let held = pool.reserved_current().unwrap();
    assert!(held >= big_bytes as u64, "{held} bytes reserved");
    drop(big);
    dev.synchronize().unwrap();
    let after = pool.reserved_current().unwrap();
    assert!(
        after + big_bytes as u64 <= held,
        "the pool still holds {after} bytes after the synchronize ({held} with the buffer)"
    );
    // What a thread's stream kept for reuse: small buffers freed there stay allocated until a
    // synchronize gives them back, also once the thread has ended.
    let live = dev.htod_sync_copy(&random_u32(1000, 1)).unwrap();
    dev.synchronize().unwrap();
    let before = pool.used_current().unwrap();
    let small = 64usize << 10;
    std::thread::scope(|s| {
        s.spawn(|| {
            let bufs: Vec<CudaSlice<u8>> = (0..8)
                .map(|i| dev.htod_sync_copy(&vec![i as u8; small]).unwrap())
                .collect();
            for (i, b) in bufs.iter().enumerate() {
                assert_eq!(dev.dtoh_sync_copy(b).unwrap(), vec![i as u8; small]);
            }
        });
    });
    let kept = pool.used_current().unwrap();
    println!("used: {before} before, {kept} with the thread's buffers dropped");
    dev.synchronize().unwrap();
    let after = pool.used_current().unwrap();
    println!("used after the synchronize: {after}");
    assert!(
        after <= before,
        "{after} bytes in use after the synchronize, {before} before the thread's buffers: \
         what the thread's stream kept was not given back"
    );
    assert_eq!(dev.dtoh_sync_copy(&live).unwrap(), random_u32(1000, 1));
}

/// pool.rs (`trim_to`): "Memory of frees still pending on a stream is not given back." A
/// buffer read by a slow kernel on another stream is dropped (its free waits for the kernel),
/// then the pool is trimmed to nothing at once: the kernel must still read the buffer's data
/// (a trim that unmapped it would fault the kernel, hence a process of its own).
#[test]
fn trim_to_spares_the_memory_of_frees_still_pending() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "trim_to_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn trim_to_child() {
    if !child::in_child(module_path!(), "trim_to_child") {
        return;
    }
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let pool = dev.mem_pool().unwrap();
    let s = dev.new_stream().unwrap();
    for round in 0..3 {
        let v = round as f32 + 1.0;
        let x = filled(&dev, v);
        let mut y = filled(&dev, 0.0);
        k.slow_copy(Some(&s), &mut y, &x);
        drop(x);
        pool.trim_to(0).unwrap();
        // Fresh allocations of the same size, written at once, that would take x's memory.
        let junk: Vec<_> = (0..2).map(|_| filled(&dev, -9.0)).collect();
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            v,
            &format!("round {round}: the slow reader of a trimmed free"),
        );
        drop(junk);
    }
    dev.synchronize().unwrap();
    pool.trim_to(0).unwrap();
    assert_usable(&dev);
}

/// pool.rs (`MemPool`): "The pool belongs to the device (and is shared with every other user
/// of it in the process, such as other `CudaDevice`s of the same ordinal)". Two device objects
/// of GPU 0 get the same pool, and what one allocates shows in the other's statistics.
#[test]
fn device_objects_of_one_gpu_share_one_pool() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let (p, q) = (dev.mem_pool().unwrap(), other.mem_pool().unwrap());
    assert_eq!(*p.cu_pool(), *q.cu_pool(), "one pool for one GPU");
    let bytes = 64usize << 20;
    let big = other.alloc_zeros::<u8>(bytes).unwrap();
    let s = p.stats().unwrap();
    assert!(
        s.used_current >= bytes as u64,
        "another object's 64 MiB shows in this object's pool: {s:?}"
    );
    assert!(Arc::ptr_eq(p.device(), &dev) && Arc::ptr_eq(q.device(), &other));
    drop(big);
    other.synchronize().unwrap();
}

#[test]
fn release_threshold_round_trips() {
    let dev = gpu!();
    let pool = dev.mem_pool().unwrap();
    assert!(!pool.cu_pool().is_null());
    assert_eq!(pool.device().ordinal(), 0);
    let old = pool.release_threshold().unwrap();
    pool.set_release_threshold(1 << 30).unwrap();
    assert_eq!(pool.release_threshold().unwrap(), 1 << 30);
    pool.set_release_threshold(u64::MAX).unwrap();
    assert_eq!(pool.release_threshold().unwrap(), u64::MAX);
    // Another handle sees the same pool.
    assert_eq!(
        dev.mem_pool().unwrap().release_threshold().unwrap(),
        u64::MAX
    );
    // With the threshold high, freed memory stays reserved across a synchronize.
    let n = 64 << 20;
    let buf = dev.alloc_zeros::<u8>(n).unwrap();
    drop(buf);
    dev.synchronize().unwrap();
    assert!(
        pool.reserved_current().unwrap() >= n as u64,
        "the pool gave memory back despite the threshold"
    );
    pool.set_release_threshold(old).unwrap();
    assert_eq!(pool.release_threshold().unwrap(), old);
    pool.trim_to(0).unwrap();
    assert!(format!("{pool:?}").contains("MemPool"));
}

#[test]
fn statistics_follow_allocations() {
    let dev = gpu!();
    let pool = dev.mem_pool().unwrap();
    let n = 256 << 20;
    let data = random_u32(1000, 21);
    let buf = dev.alloc_zeros::<u8>(n).unwrap();
    let small = dev.htod_sync_copy(&data).unwrap();
    // Other tests allocate and free concurrently, so only inequalities that hold whatever
    // they do are checked while our buffers live.
    let s = pool.stats().unwrap();
    println!("{s:?}");
    assert!(s.used_current >= n as u64 + 4000, "{s:?}");
    assert!(s.reserved_current >= s.used_current, "{s:?}");
    assert!(s.used_high >= n as u64, "{s:?}");
    assert!(s.reserved_high >= n as u64, "{s:?}");
    assert!(pool.used_current().unwrap() >= n as u64);
    pool.reset_used_high().unwrap();
    pool.reset_reserved_high().unwrap();
    let after = pool.stats().unwrap();
    println!("after the resets: {after:?}");
    // The marks now track from here: they cover what is still allocated.
    let more = dev.alloc_zeros::<u8>(n).unwrap();
    let s = pool.stats().unwrap();
    assert!(s.used_high >= 2 * n as u64, "{s:?}");
    assert!(s.reserved_high >= 2 * n as u64, "{s:?}");
    assert_eq!(dev.dtoh_sync_copy(&small).unwrap(), data);
    drop((buf, more, small));
    dev.synchronize().unwrap();
}

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

/// How long the slow kernel ahead of each test runs, at least.
const SLOW_MS: u64 = 300;

/// Elements of the buffers the slow kernels write (4 MiB of floats).
const N: usize = 1 << 20;

/// pool.rs (`MemPool`): "Freed memory goes back to the pool"; memory.rs (`alloc`): "Allocates
/// room for `len` values of `T`, uninitialised, in stream order on the calling thread's stream
/// of the device", whose fresh allocation "is recorded as written on the stream where it was
/// allocated"; stream.rs (`CudaStream`): "a launch or copy waits ... for earlier reads and
/// writes of the buffers it writes"; ordering/lane.rs (`FreedCache`): an allocation freed in a
/// stream's order "may be reused by later work on the same stream without waiting".
///
/// The test, for a large buffer (the driver's pool) and for a small one on another thread
/// (the thread's kept allocations): `x` is written by a 300 ms `slow_fill` (3.0) on the calling
/// thread's stream and dropped at once; the pool is trimmed; `y` of the same size is allocated
/// at once on the same stream (likely `x`'s memory, still being written by the fill), and
/// written with 5.0 by a copy on a stream made *before* all this (which does not wait for the
/// thread's stream by itself), and, for the small one, once more from the main thread. Sound:
/// once everything has finished, `y` holds 5.0 everywhere. A hole: 3.0 in `y`, which means the
/// slow fill of freed memory landed after the writes of its next owner.
#[test]
fn memory_reused_at_once_after_a_free_behind_a_slow_kernel_is_ordered_on_every_stream() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let cycles = cycles_for_ms(&dev, SLOW_MS);
    let pool = dev.mem_pool().ok();
    // On this thread (the main stream), 4 MiB: from the driver's pool.
    {
        let src = dev.htod_sync_copy(&vec![5.0f32; N]).unwrap();
        let s2 = dev.new_stream().unwrap();
        let mut x = dev.alloc_zeros::<f32>(N).unwrap();
        let xp = *x.device_ptr();
        k.fill(None, &mut x, 3.0, cycles);
        drop(x);
        if let Some(p) = &pool {
            p.trim_to(0).unwrap();
        }
        // SAFETY: written by the copy below before anything reads it.
        let mut y = unsafe { dev.alloc::<f32>(N) }.unwrap();
        println!("4 MiB: reused the freed memory: {}", *y.device_ptr() == xp);
        s2.memcpy_dtod(&src, &mut y).unwrap();
        dev.synchronize().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            5.0,
            "a 4 MiB buffer allocated right after the free of one a slow kernel still wrote, \
             written on an older stream",
        );
    }
    // On another thread, 64 KiB: kept by the thread's stream for its next allocation.
    const SMALL: usize = 1 << 14;
    let src = dev.htod_sync_copy(&vec![5.0f32; SMALL]).unwrap();
    let six = dev.htod_sync_copy(&vec![6.0f32; SMALL]).unwrap();
    let s2 = dev.new_stream().unwrap();
    let (mut y, mut z) = std::thread::scope(|sc| {
        sc.spawn(|| {
            let mut x = dev.alloc_zeros::<f32>(SMALL).unwrap();
            let xp = *x.device_ptr();
            k.fill(None, &mut x, 3.0, cycles);
            drop(x);
            // SAFETY: written by the copy below before anything reads it.
            let mut y = unsafe { dev.alloc::<f32>(SMALL) }.unwrap();
            println!("64 KiB: reused the freed memory: {}", *y.device_ptr() == xp);
            s2.memcpy_dtod(&src, &mut y).unwrap();
            let mut z = dev.alloc_zeros::<f32>(SMALL).unwrap();
            k.fill(None, &mut z, 3.0, cycles);
            let zp = *z.device_ptr();
            drop(z);
            // SAFETY: written by the main thread's upload before anything reads it.
            let z = unsafe { dev.alloc::<f32>(SMALL) }.unwrap();
            println!("64 KiB again: reused: {}", *z.device_ptr() == zp);
            (y, z)
        })
        .join()
        .unwrap()
    });
    // The main thread writes `z` (made on the other thread's stream) and copies into `y`.
    dev.htod_sync_copy_into(&vec![5.0f32; SMALL], &mut z)
        .unwrap();
    dev.dtod_copy(&six, &mut y).unwrap();
    dev.synchronize().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        5.0,
        "a small buffer a thread kept and handed out again while a slow kernel still wrote it, \
         then written by the main thread",
    );
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        6.0,
        "a small buffer a thread kept and handed out again, written on an older stream and then \
         by the main thread",
    );
    assert_usable(&dev);
}

/// pool.rs (`MemPool`): "The pool belongs to the device (and is shared with every other user
/// of it in the process ...); this handle only reads and changes its settings";
/// `set_release_threshold`, `trim_to`: "Gives memory the pool holds but nobody uses back ...
/// Memory of frees still pending on a stream is not given back"; ordering/lane.rs
/// (`FreedCache`): kept allocations are "given back to the driver's pool ... at
/// `CudaDevice::synchronize`", "and when the lane goes".
///
/// In a process of its own (the threshold is process-wide, and other tests read it): four
/// threads allocate, upload, read back and free buffers of five sizes (some kept by their
/// streams, some not), while a fifth trims the pool to 0 and flips the threshold between 0 and
/// `u64::MAX` as fast as it can, reading the statistics. Then a 64 MiB buffer a slow kernel
/// still writes is dropped and the pool trimmed at once. Sound: every read-back is what was
/// uploaded, extreme arguments are taken (`trim_to(usize::MAX)`, the threshold round-trips),
/// the slow kernel ends without a fault, and once the device has synchronized the pool's
/// used bytes are back to what they were before (nothing kept or leaked). A hole: a wrong
/// read-back (memory handed to two owners), a fault, or bytes still in use at the end.
#[test]
fn pool_churn_on_threads_while_another_trims_and_flips_the_threshold() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "pool_churn_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn pool_churn_child() {
    use std::sync::atomic::{AtomicBool, Ordering};
    if !child::in_child(module_path!(), "pool_churn_child") {
        return;
    }
    let dev = gpu!();
    let pool = match dev.mem_pool() {
        Ok(p) => p,
        Err(e) => {
            println!("skipped: no memory pools: {e}");
            return;
        }
    };
    dev.synchronize().unwrap();
    let base = pool.used_current().unwrap();
    pool.trim_to(usize::MAX).unwrap();
    for t in [u64::MAX, 1, 0] {
        pool.set_release_threshold(t).unwrap();
        assert_eq!(pool.release_threshold().unwrap(), t);
    }
    let stop = AtomicBool::new(false);
    let (dev, pool, stop) = (&dev, &pool, &stop);
    std::thread::scope(|sc| {
        let workers: Vec<_> = (0..4u64).map(|w| sc.spawn(move || churn(dev, w))).collect();
        sc.spawn(move || {
            let mut flip = 0u64;
            while !stop.load(Ordering::Acquire) {
                pool.trim_to(0).unwrap();
                flip += 1;
                let t = if flip % 2 == 0 { 0 } else { u64::MAX };
                pool.set_release_threshold(t).unwrap();
                pool.stats().unwrap();
            }
            println!("the trimmer went round {flip} times");
        });
        let _stop = crate::support::races::StopOnDrop(stop);
        for h in workers {
            if let Err(p) = h.join() {
                std::panic::resume_unwind(p);
            }
        }
    });
    pool.set_release_threshold(0).unwrap();
    // A large free still pending behind a slow kernel, trimmed at once.
    let k = slow_kernels(dev);
    let mut big = dev.alloc_zeros::<f32>(16 << 20).unwrap();
    let n = big.len();
    // SAFETY: slow_fill(unsigned long long cycles, float *out, size_t n, float value) writes
    // the n elements of big.
    unsafe { (&k.fill).launch(CFG, (cycles_for_ms(dev, SLOW_MS), &mut big, n, 1.0f32)) }.unwrap();
    drop(big);
    pool.trim_to(0).unwrap();
    dev.synchronize()
        .unwrap_or_else(|e| panic!("a slow kernel whose buffer's pending free was trimmed: {e}"));
    dev.synchronize().unwrap();
    pool.trim_to(0).unwrap();
    let after = pool.used_current().unwrap();
    println!("used bytes: {base} before, {after} after");
    assert!(
        after <= base,
        "{} bytes of the pool still in use once every buffer was dropped and the device \
         synchronized",
        after - base
    );
    assert_usable(dev);
}

/// One allocating thread of `pool_churn_child`: 40 round trips of sizes from 4 KB to 4 MB,
/// each read back right.
fn churn(dev: &Arc<CudaDevice>, w: u64) {
    let sizes = [1000usize, 1 << 14, 1 << 16, 300_000, 1 << 20];
    for i in 0..40u64 {
        let len = sizes[(i as usize + w as usize) % sizes.len()];
        let data = crate::kernels::random_u32(len, w * 1000 + i);
        let x = dev.htod_sync_copy(&data).unwrap();
        let back = dev.dtoh_sync_copy(&x).unwrap();
        assert!(
            back == data,
            "thread {w}, round {i}: {len} u32s read back wrong while the pool \
             was trimmed and its threshold flipped"
        );
        drop(x);
    }
}
