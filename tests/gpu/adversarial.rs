//! Attacks on the safety promise: every ordering the docs claim, tried the way an adversarial
//! user would, with a slow kernel ahead of the operation under test so that an unordered read
//! sees stale data, and every element checked.
//!
//! `slow_fill` busy-waits (about 50 ms on an H100) in every thread and then writes every
//! element; `slow_copy` busy-waits and then copies. Work that overtakes them sees the old
//! values (the kernels and helpers are in tests/support/kernels.rs). The attack on graph
//! replays is with the other graph tests, in tests/gpu_graphs/.

use crate::kernels::{CFG, N, SLOW, assert_all, filled, slow_kernels as kernels};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaDevice, LaunchAsync, result, sys};
use cuda_driver::nvrtc::Ptx;
use futures_lite::future::block_on;
use std::sync::Arc;

// ---- stream handles safe code can overwrite ----

#[test]
fn overwritten_stream_handles_are_never_trusted() {
    let dev = gpu!();
    let k = kernels(&dev);
    let a = dev.fork_default_stream().unwrap();
    let mut b = dev.fork_default_stream().unwrap();
    // Safe code writes another stream's handle into `b`, then drops it: the crate destroys
    // b's own stream, not a's.
    b.stream = a.stream;
    drop(b);
    a.synchronize().unwrap();
    let mut x = filled(&dev, 0.0);
    k.fill(Some(&a), &mut x, 4.0, SLOW / 10);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        4.0,
        "work on `a` after b's drop",
    );
    // The main stream's handle written into a forked stream, which is dropped.
    let mut f = dev.new_stream().unwrap();
    f.stream = *dev.cu_stream();
    drop(f);
    dev.synchronize().unwrap();
    k.add(None, &mut x, 1.0);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        5.0,
        "the main stream after f's drop",
    );
    // And a handle overwritten with garbage is still not used for the stream's own work.
    let mut g = dev.new_stream().unwrap();
    g.stream = std::ptr::null_mut();
    k.add(Some(&g), &mut x, 1.0);
    g.synchronize().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        6.0,
        "a stream with a nulled handle",
    );
}

// ---- launches on forked and new streams, ordered with later work ----

#[test]
fn forked_stream_write_then_main_stream_read() {
    let dev = gpu!();
    let k = kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let s = dev.fork_default_stream().unwrap();
    k.fill(Some(&s), &mut x, 1.0, SLOW);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        1.0,
        "dtoh after a forked write",
    );
}

#[test]
fn new_stream_write_then_main_stream_read() {
    let dev = gpu!();
    let k = kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let s = dev.new_stream().unwrap();
    k.fill(Some(&s), &mut x, 2.0, SLOW);
    let mut back = vec![0.0; N];
    dev.dtoh_sync_copy_into(&x, &mut back).unwrap();
    assert_all(&back, 2.0, "dtoh_into after a new stream's write");
}

#[test]
fn second_stream_copy_reads_what_the_first_wrote() {
    let dev = gpu!();
    let k = kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let mut y = filled(&dev, -1.0);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    k.fill(Some(&s1), &mut x, 3.0, SLOW);
    s2.memcpy_dtod(&x, &mut y).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        3.0,
        "s2's copy of s1's write",
    );
}

#[test]
fn split_halves_written_on_two_streams_then_parent_read() {
    let dev = gpu!();
    let k = kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    {
        let (mut lo, mut hi) = x.split_at_mut(N / 2);
        let n = N / 2;
        // SAFETY: slow_fill writes n elements of each half.
        unsafe {
            (&k.fill)
                .launch_on_stream(&s1, CFG, (SLOW, &mut lo, n, 1.0f32))
                .unwrap();
            (&k.fill)
                .launch_on_stream(&s2, CFG, (SLOW, &mut hi, n, 2.0f32))
                .unwrap();
        }
    }
    let back = dev.dtoh_sync_copy(&x).unwrap();
    assert_all(&back[..N / 2], 1.0, "low half");
    assert_all(&back[N / 2..], 2.0, "high half");
}

#[test]
fn views_count_against_their_parent() {
    let dev = gpu!();
    let k = kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let s = dev.new_stream().unwrap();
    {
        let mut mid = x.slice_mut(N / 4..3 * N / 4);
        let n = mid.len();
        // SAFETY: slow_fill writes n elements of the view.
        unsafe { (&k.fill).launch_on_stream(&s, CFG, (SLOW, &mut mid, n, 7.0f32)) }.unwrap();
    }
    // A read of another view of the same buffer waits for the write through the first.
    let back = dev.dtoh_sync_copy(&x.slice(N / 2..3 * N / 4)).unwrap();
    assert_all(&back, 7.0, "a view read after a write through another view");
}

#[test]
fn a_stream_dropped_right_after_its_write_is_still_waited_for() {
    let dev = gpu!();
    let k = kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let mut y = filled(&dev, -1.0);
    let mut z = filled(&dev, -1.0);
    // All made before the work: only the buffers' records order it.
    let (s1, s2, s3) = (
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
    );
    k.fill(Some(&s1), &mut x, 4.0, SLOW);
    drop(s1);
    s2.memcpy_dtod(&x, &mut y).unwrap();
    drop(s2);
    k.slow_copy(Some(&s3), &mut z, &y);
    drop(s3);
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        4.0,
        "through three dropped streams",
    );
}

#[test]
fn main_stream_write_then_forked_stream_read() {
    let dev = gpu!();
    let k = kernels(&dev);
    let s = dev.new_stream().unwrap(); // made before the write: no fork-time wait helps
    let mut x = filled(&dev, 0.0);
    let mut y = filled(&dev, -1.0);
    k.fill(None, &mut x, 5.0, SLOW);
    s.memcpy_dtod(&x, &mut y).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        5.0,
        "a fork's copy of a main write",
    );
}

#[test]
fn write_after_read_on_another_stream_waits_for_the_reader() {
    let dev = gpu!();
    let k = kernels(&dev);
    let x = filled(&dev, 1.0);
    let mut y = filled(&dev, 0.0);
    let mut x = x;
    let s = dev.new_stream().unwrap();
    // A slow reader of x on the main stream, then a fast writer of x on another stream.
    k.slow_copy(None, &mut y, &x);
    k.add(Some(&s), &mut x, 10.0);
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        1.0,
        "the reader saw the later write",
    );
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 11.0, "the write");
}

#[test]
fn write_after_write_on_two_streams_keeps_the_later_one() {
    let dev = gpu!();
    let k = kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    k.fill(Some(&s1), &mut x, 1.0, SLOW);
    k.fill(Some(&s2), &mut x, 2.0, 0);
    // Both done before the read, so that only the order of the two writes decides.
    dev.synchronize().unwrap();
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 2.0, "the later write");
}

#[test]
fn two_readers_on_two_streams_then_a_writer_waits_for_both() {
    let dev = gpu!();
    let k = kernels(&dev);
    let mut x = filled(&dev, 1.0);
    let (mut y1, mut y2) = (filled(&dev, 0.0), filled(&dev, 0.0));
    let (s1, s2, s3) = (
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
    );
    k.slow_copy(Some(&s1), &mut y1, &x);
    k.slow_copy(Some(&s2), &mut y2, &x);
    k.add(Some(&s3), &mut x, 1.0);
    assert_all(&dev.dtoh_sync_copy(&y1).unwrap(), 1.0, "first reader");
    assert_all(&dev.dtoh_sync_copy(&y2).unwrap(), 1.0, "second reader");
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 2.0, "the writer");
}

// ---- the async adapter with streams ----

#[test]
fn async_launch_awaited_dropped_and_forgotten_then_forked_read() {
    let dev = gpu!();
    let k = kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    for (i, how) in ["awaited", "dropped", "forgotten"].into_iter().enumerate() {
        let mut x = filled(&dev, 0.0);
        let mut y = filled(&dev, -1.0);
        let v = i as f32 + 1.0;
        // SAFETY: slow_fill writes N elements.
        let fut = unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut x, N, v)) };
        match how {
            "awaited" => block_on(fut).unwrap(),
            "dropped" => drop(fut),
            _ => std::mem::forget(fut),
        }
        s.memcpy_dtod(&x, &mut y).unwrap();
        assert_all(&dev.dtoh_sync_copy(&y).unwrap(), v, how);
    }
}

#[test]
fn forked_write_then_async_read_and_async_write_after_forked_read() {
    let dev = gpu!();
    let k = kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    let mut x = filled(&dev, 0.0);
    k.fill(Some(&s), &mut x, 8.0, SLOW);
    assert_all(&block_on(adev.dtoh_copy(&x)).unwrap(), 8.0, "async read");
    let mut y = filled(&dev, 0.0);
    k.slow_copy(Some(&s), &mut y, &x);
    drop(adev.htod_copy_into(vec![9.0f32; N], &mut x));
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        8.0,
        "forked reader before async write",
    );
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 9.0, "async write");
}

/// An async operation that must wait for a slow async write goes on the writer's stream (stream
/// order is its wait): each of a download, an add and an upload behind a slow fill, from
/// futures awaited, dropped and forgotten, sees (or keeps) the fill's values, and the last
/// write wins.
#[test]
fn async_operations_behind_a_slow_async_write_follow_it() {
    let dev = gpu!();
    let k = kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    for how in ["awaited", "dropped", "forgotten"] {
        let mut x = filled(&dev, 0.0);
        // SAFETY: slow_fill writes N elements.
        let fill = unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut x, N, 3.0f32)) };
        match how {
            "awaited" => block_on(fill).unwrap(),
            "dropped" => drop(fill),
            _ => std::mem::forget(fill),
        }
        assert_all(&block_on(adev.dtoh_copy(&x)).unwrap(), 3.0, how);
        // SAFETY: slow_fill writes N elements.
        drop(unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut x, N, 4.0f32)) });
        // SAFETY: add_all writes N elements.
        drop(unsafe { adev.launch(&k.add, CFG, (&mut x, N, 1.0f32)) });
        assert_all(&block_on(adev.dtoh_copy(&x)).unwrap(), 5.0, how);
        // SAFETY: slow_fill writes N elements.
        drop(unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut x, N, 6.0f32)) });
        drop(adev.htod_copy_into(vec![7.0f32; N], &mut x));
        assert_all(&block_on(adev.reclaim(x)).unwrap(), 7.0, how);
    }
}

// ---- frees ----

#[test]
fn free_while_another_stream_still_reads() {
    let dev = gpu!();
    let k = kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    for round in 0..3 {
        let x = filled(&dev, 1.0);
        let mut y = filled(&dev, 0.0);
        k.slow_copy(Some(&s), &mut y, &x);
        drop(x);
        // Likely lands on x's memory if x were freed early.
        let z = filled(&dev, 9.0);
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            1.0,
            &format!("round {round}"),
        );
        drop(z);
        // An async download in flight, its future dropped, and the buffer freed.
        let x = filled(&dev, 2.0);
        let mut big = filled(&dev, 0.0);
        k.fill(Some(&s), &mut big, 3.0, SLOW);
        let fut = adev.dtoh_copy(&big);
        drop(big);
        drop(x);
        let _z = filled(&dev, 9.0);
        assert_all(
            &block_on(fut).unwrap(),
            3.0,
            "async download of a freed buffer",
        );
    }
}

// ---- dropping devices with work in flight ----

#[test]
fn device_and_async_device_dropped_with_work_in_flight() {
    let dev = gpu!();
    for _ in 0..3 {
        let d2 = CudaDevice::new(0).unwrap();
        let k = kernels(&d2);
        let s = d2.new_stream().unwrap();
        let adev = AsyncDevice::new(d2.clone()).unwrap();
        let mut x = filled(&d2, 0.0);
        let mut y = filled(&d2, 0.0);
        k.fill(Some(&s), &mut x, 1.0, SLOW);
        // SAFETY: slow_fill writes N elements.
        let fut = unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut y, N, 2.0f32)) };
        let down = adev.dtoh_copy(&x);
        drop(fut);
        drop((x, y, s, adev, k));
        drop(d2);
        assert_all(
            &block_on(down).unwrap(),
            1.0,
            "a download outliving its device",
        );
    }
    crate::kernels::assert_usable(&dev);
}

// ---- threads ----

#[test]
fn sixteen_threads_on_their_own_streams_and_one_shared_buffer() {
    let dev = gpu!();
    let k = Arc::new(kernels(&dev));
    let shared = Arc::new(filled(&dev, 1.0));
    let outs: Vec<_> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..16)
            .map(|t| {
                let (dev, k, shared) = (dev.clone(), k.clone(), shared.clone());
                scope.spawn(move || {
                    let s = dev.new_stream().unwrap();
                    let mut own = filled(&dev, 0.0);
                    k.fill(Some(&s), &mut own, t as f32, SLOW / 4);
                    assert_all(&dev.dtoh_sync_copy(&own).unwrap(), t as f32, "own buffer");
                    let mut copy = filled(&dev, 0.0);
                    k.slow_copy(Some(&s), &mut copy, &shared);
                    copy
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    // Every thread's slow read of `shared` is still running or done: a write now waits.
    let mut shared = Arc::try_unwrap(shared).unwrap();
    k.add(None, &mut shared, 100.0);
    for (t, copy) in outs.iter().enumerate() {
        assert_all(
            &dev.dtoh_sync_copy(copy).unwrap(),
            1.0,
            &format!("thread {t}'s read"),
        );
    }
    assert_all(&dev.dtoh_sync_copy(&shared).unwrap(), 101.0, "the write");
}

// ---- another library changes the current context ----

#[test]
fn another_library_changes_the_current_context() {
    let dev = gpu!();
    // Another library unbinds every context on this thread.
    // SAFETY: null unbinds.
    unsafe { result::ctx::set_current(std::ptr::null_mut()) }.unwrap();
    let x = dev.htod_sync_copy(&[1u32, 2, 3]).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [1, 2, 3]);
    // Another library makes a context of its own current (cuCtxCreate pushes it).
    let mut other: sys::CUcontext = std::ptr::null_mut();
    // SAFETY: writes one handle; the context is destroyed below.
    let created = unsafe { sys::cuCtxCreate_v2(&mut other, 0, *dev.cu_device()) };
    if created != sys::CUresult::CUDA_SUCCESS {
        eprintln!("cuCtxCreate_v2 unavailable ({created:?}); only the null-context case ran");
        return;
    }
    // A module loads into the current context: it must be the device's, or launching its
    // kernel on the device's stream fails (and destroying the other context unloads it).
    dev.load_ptx(
        Ptx::from_src(crate::kernels::SPIN),
        "context_switch",
        crate::kernels::SPIN_FNS,
    )
    .unwrap();
    let add = dev.get_func("context_switch", "add_all").unwrap();
    let mut y = dev.htod_sync_copy(&[4.0f32, 5.0, 6.0]).unwrap();
    // SAFETY: add_all(float*, size_t, float) stays within 3 elements.
    unsafe { (&add).launch(CFG, (&mut y, 3usize, 1.0f32)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), [5.0, 6.0, 7.0]);
    // SAFETY: made current again to destroy it: the other library is done with it.
    unsafe { result::ctx::set_current(other) }.unwrap();
    // SAFETY: created above, used by nothing now.
    unsafe { sys::cuCtxDestroy_v2(other) }.result().unwrap();
    // The module lives in the device's context, so the kernel still runs.
    // SAFETY: as above.
    unsafe { (&add).launch(CFG, (&mut y, 3usize, 1.0f32)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), [6.0, 7.0, 8.0]);
    crate::kernels::assert_usable(&dev);
}

// ---- teardown frees everything before releasing the context ----

#[test]
fn device_teardown_frees_staging_before_release() {
    let dev = gpu!();
    // Each round's device makes its staging buffers (a 64 MiB download into a fresh Vec goes
    // through them) and drops them with the device. compute-sanitizer reports a free after the
    // context's release as an API error.
    for _ in 0..3 {
        let d2 = CudaDevice::new(0).unwrap();
        let x = d2.htod_sync_copy(&vec![3.0f32; 16 << 20]).unwrap();
        assert_all(&d2.dtoh_sync_copy(&x).unwrap(), 3.0, "staged download");
        drop(x);
        d2.synchronize().unwrap();
        drop(d2);
    }
    crate::kernels::assert_usable(&dev);
}

// ---- size arithmetic on user input ----

#[test]
fn transmute_sizes_do_not_overflow() {
    let dev = gpu!();
    let mut x = dev.alloc_zeros::<u8>(16).unwrap();
    // SAFETY: None is expected; nothing is read.
    unsafe {
        assert!(x.transmute::<u64>(usize::MAX / 4).is_none());
        assert!(x.transmute::<u64>(usize::MAX).is_none());
        assert!(x.transmute_mut::<u32>(usize::MAX / 2).is_none());
        assert!(x.slice(..).transmute::<u64>(usize::MAX / 8 + 1).is_none());
        assert!(x.slice_mut(..).transmute_mut::<u64>(usize::MAX).is_none());
        assert_eq!(x.transmute::<u64>(2).unwrap().len(), 2);
    }
}

// ---- a missing PTX file ----

#[test]
fn missing_ptx_file_is_named() {
    let dev = gpu!();
    let err = dev
        .load_ptx(Ptx::from_file("no/such/dir/missing.ptx"), "m", &["k"])
        .unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("no/such/dir/missing.ptx"), "{msg}");
    assert_eq!(err.0, sys::CUresult::CUDA_ERROR_FILE_NOT_FOUND, "{msg}");
    assert!(
        Ptx::from_file("no/such/dir/missing.ptx")
            .try_to_src()
            .is_err()
    );
}

/// Small downloads go through a pinned buffer of the crate's and are waited for through a flag
/// the stream writes after the copy (read from host memory for up to 100 us, then the driver
/// waits): behind slow work on the main stream, short or longer than that, into a fresh `Vec`
/// and into existing pageable memory, at the largest size that goes that way and just above
/// it, the download must hand over what the slow kernel wrote, never what was there before.
#[test]
fn small_downloads_behind_slow_kernels_see_their_writes() {
    let Some(dev) = crate::support::device() else {
        return;
    };
    let k = kernels(&dev);
    for n in [1usize, 1000, 16 << 10, (16 << 10) + 1] {
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        for (i, cycles) in [0u64, 10_000, 400_000, SLOW / 20].into_iter().enumerate() {
            let value = i as f32 + 1.0;
            k.fill(None, &mut x, value, cycles);
            let what = format!("{n} elements behind a {cycles}-cycle fill, fresh Vec");
            assert_all(&dev.dtoh_sync_copy(&x).unwrap(), value, &what);
            k.fill(None, &mut x, -value, cycles);
            let mut host = vec![0.0f32; n];
            dev.dtoh_sync_copy_into(&x, &mut host).unwrap();
            let what = format!("{n} elements behind a {cycles}-cycle fill, existing buffer");
            assert_all(&host, -value, &what);
        }
    }
}
