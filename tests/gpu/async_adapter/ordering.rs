//! Async operations ordered with everything else that uses their buffers: the sync API, streams
//! of the user's, other threads' clones, composed operations, and memory reused after dropped or
//! forgotten futures.

use crate::async_adapter::{add, stream_idle};
use crate::kernels::{CFG, N, SLOW, SlowKernels, assert_all, filled, slow_kernels};
use crate::support::futures::{HOWS, How, let_go};
use crate::support::kernels::{buf, fill};
use crate::support::races::live;
use crate::support::snapshot;
use cuda_driver::r#async::{AsyncDevice, GpuFuture, Op};
use cuda_driver::driver::CudaSlice;
use futures_lite::future::block_on;
use std::sync::mpsc;

#[test]
fn async_launch_awaited_dropped_and_forgotten_then_forked_read() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
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
    let k = slow_kernels(&dev);
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
    let k = slow_kernels(&dev);
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

/// `dst[..] = src[..]` through the adapter, after a spin of `SLOW`: a slow reader of `src`.
fn slow_read(
    adev: &AsyncDevice,
    k: &SlowKernels,
    dst: &mut CudaSlice<f32>,
    src: &CudaSlice<f32>,
) -> GpuFuture<()> {
    let n = dst.len();
    assert_eq!(n, src.len());
    // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) stays within n.
    unsafe { adev.launch(&k.copy, CFG, (SLOW, dst, src, n)) }
}

/// mod.rs: "Each operation first waits for everything already enqueued on the device's main
/// stream, so it sees all the sync API did before it." An operation on no buffer of the slow
/// sync work: once it is done, that work is done too, on the main stream and, from a second
/// thread, on that thread's own stream of the device.
#[test]
fn an_operation_waits_for_unrelated_work_of_the_sync_api_before_it() {
    let (dev, k, adev) = slow_adapter!();
    let n = 1 << 16;
    let mut x = buf(&dev, 0.0, n);
    k.fill(None, &mut x, 5.0, 4 * SLOW);
    live(!stream_idle(&dev), "the main stream's slow fill");
    let z = adev.alloc_zeros::<u32>(16).wait().unwrap();
    assert!(
        stream_idle(&dev),
        "an async allocation finished before the main stream's work"
    );
    assert_all(
        &snapshot(&dev, &x),
        5.0,
        "the main stream's fill, seen from the GPU",
    );
    drop(z);
    let main = *dev.cu_stream() as usize;
    std::thread::scope(|s| {
        s.spawn(|| {
            assert_ne!(
                *dev.cu_stream() as usize,
                main,
                "precondition: a stream of its own"
            );
            let mut y = buf(&dev, 0.0, n);
            k.fill(None, &mut y, 6.0, 4 * SLOW);
            live(!stream_idle(&dev), "the thread's slow fill");
            let adev = adev.clone();
            let up = adev.htod_copy(vec![1u8; 8]).wait().unwrap();
            assert!(
                stream_idle(&dev),
                "an async upload finished before the calling thread's sync work"
            );
            assert_all(
                &snapshot(&dev, &y),
                6.0,
                "the thread's fill, seen from the GPU",
            );
            assert_eq!(adev.reclaim(up).wait().unwrap(), [1; 8]);
        });
    });
}

/// mod.rs: what a dropped operation owns ("a buffer being reclaimed") "is kept until the GPU
/// is done"; "Leaking a future with `mem::forget` is just as safe: the records that keep later
/// work (and frees) behind an operation live in the buffers". A slow async reader and a
/// `reclaim` of its source, both let go of, then memory of that size taken and written at once
/// by the adapter and by the sync API: the reader still copies the old values. Small buffers
/// (kept for reuse by the adapter's streams) and large ones.
#[test]
fn a_buffer_freed_behind_dropped_or_forgotten_readers_is_reused_only_after_them() {
    let (dev, k, adev) = slow_adapter!();
    for how in [How::Dropped, How::Forgotten] {
        for n in [4096usize, 1 << 20] {
            let what = format!("{n} elements, futures {how:?}");
            let x = buf(&dev, 1.0, n);
            let mut y = buf(&dev, 0.0, n);
            let_go(how, slow_read(&adev, &k, &mut y, &x));
            // Freed when the call returns, behind the download and the slow reader.
            let_go(how, adev.reclaim(x));
            let fresh: Vec<_> = (0..4)
                .map(|i| adev.htod_copy(vec![10.0 + i as f32; n]).wait().unwrap())
                .collect();
            let sync_fresh: Vec<_> = (0..4).map(|i| buf(&dev, 20.0 + i as f32, n)).collect();
            let got = dev.dtoh_sync_copy(&y).unwrap();
            assert_all(
                &got,
                1.0,
                &format!("{what}: the slow reader of a freed buffer"),
            );
            for (i, f) in fresh.iter().enumerate() {
                let want = 10.0 + i as f32;
                assert_all(&dev.dtoh_sync_copy(f).unwrap(), want, &what);
            }
            for (i, f) in sync_fresh.iter().enumerate() {
                let want = 20.0 + i as f32;
                assert_all(&dev.dtoh_sync_copy(f).unwrap(), want, &what);
            }
        }
    }
}

/// mod.rs: "whatever touches the buffer next — ... or the free when the buffer is dropped —
/// waits for it", and the streams' reuse of small allocations ("stream order puts the new work
/// after every use of the old buffer"). A small buffer read slowly on a user stream and, beside
/// it, quickly by an async download (reads run side by side), then freed: the memory may go to
/// the download's pool stream, whose next allocations of that size are written at once. The
/// slow reader must still copy the old values.
#[test]
fn a_small_buffer_read_on_two_streams_is_reused_only_after_both_readers() {
    let (dev, k, adev) = slow_adapter!();
    let s = dev.new_stream().unwrap();
    let n = 4096;
    for round in 0..3 {
        let old = 1.0 + round as f32;
        let x = buf(&dev, old, n);
        let mut y = buf(&dev, 0.0, n);
        k.slow_copy(Some(&s), &mut y, &x);
        let fast = adev.dtoh_copy(&x);
        if round == 1 {
            drop(fast);
        } else {
            assert_all(
                &fast.wait().unwrap(),
                old,
                "the download beside the slow reader",
            );
        }
        drop(x);
        let fresh: Vec<_> = (0..8)
            .map(|_| adev.htod_copy(vec![-5.0f32; n]).wait().unwrap())
            .collect();
        let what = format!("round {round}: the slow reader on the user stream");
        assert_all(&dev.dtoh_sync_copy(&y).unwrap(), old, &what);
        for f in &fresh {
            assert_all(&dev.dtoh_sync_copy(f).unwrap(), -5.0, "a reused allocation");
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Writer {
    HtodInto,
    DtodInto,
    Memset,
    Launch,
}

/// Writes `x` through the adapter as `w` does; what `x` then holds, given that it held
/// `before`.
fn write_async(
    adev: &AsyncDevice,
    k: &SlowKernels,
    w: Writer,
    x: &mut CudaSlice<f32>,
    src: &CudaSlice<f32>,
    before: f32,
) -> (GpuFuture<()>, f32) {
    match w {
        Writer::HtodInto => (adev.htod_copy_into(vec![2.0; x.len()], x), 2.0),
        Writer::DtodInto => (adev.dtod_copy(src, x), 30.0),
        Writer::Memset => (adev.memset_zeros(x), 0.0),
        Writer::Launch => (add(adev, k, x, 2.0), before + 2.0),
    }
}

/// mod.rs: "An operation waits ... for the earlier reads and writes of what it writes", on any
/// stream. Each async writer after a slow reader (write after read) and after a slow writer
/// (write after write) of its buffer on a user stream, its future awaited, dropped or
/// forgotten: the reader copied the old values, and the async write is the one that stays.
#[test]
fn every_async_writer_waits_for_slow_readers_and_writers_on_a_user_stream() {
    let (dev, k, adev) = slow_adapter!();
    let s = dev.new_stream().unwrap();
    let n = 1 << 20;
    let src = buf(&dev, 30.0, n);
    for w in [
        Writer::HtodInto,
        Writer::DtodInto,
        Writer::Memset,
        Writer::Launch,
    ] {
        for how in HOWS {
            let what = format!("{w:?}, future {how:?}");
            // Write after read.
            let mut x = buf(&dev, 1.0, n);
            let mut y = buf(&dev, 0.0, n);
            k.slow_copy(Some(&s), &mut y, &x);
            let (fut, want) = write_async(&adev, &k, w, &mut x, &src, 1.0);
            let_go(how, fut);
            let got = dev.dtoh_sync_copy(&y).unwrap();
            assert_all(
                &got,
                1.0,
                &format!("{what}: the slow reader saw the later write"),
            );
            assert_all(&dev.dtoh_sync_copy(&x).unwrap(), want, &what);
            // Write after write.
            k.fill(Some(&s), &mut x, 3.0, SLOW);
            let (fut, want) = write_async(&adev, &k, w, &mut x, &src, 3.0);
            let_go(how, fut);
            let got = dev.dtoh_sync_copy(&x).unwrap();
            assert_all(&got, want, &format!("{what}: after a slow write"));
        }
    }
}

/// mod.rs: "An operation waits for the earlier writes of what it reads", on any stream (the
/// views of a buffer counting against it). Each async reader after a slow write on a user
/// stream sees every element written.
#[test]
fn every_async_reader_sees_a_slow_write_on_a_user_stream() {
    let (dev, k, adev) = slow_adapter!();
    let s = dev.new_stream().unwrap();
    let n = 1 << 20;
    let mut x = buf(&dev, 0.0, n);
    let mut next = 0.0;
    let mut slow_write = |x: &mut CudaSlice<f32>| {
        next += 1.0;
        k.fill(Some(&s), x, next, SLOW);
        next
    };
    let v = slow_write(&mut x);
    assert_all(&adev.dtoh_copy(&x).wait().unwrap(), v, "dtoh_copy");
    let v = slow_write(&mut x);
    let got = adev.dtoh_copy_into(&x, vec![-1.0; 7]).wait().unwrap();
    assert_all(&got, v, "dtoh_copy_into");
    let v = slow_write(&mut x);
    let view = x.slice(n / 4..n / 2);
    assert_all(
        &adev.dtoh_copy(&view).wait().unwrap(),
        v,
        "dtoh_copy of a view",
    );
    let v = slow_write(&mut x);
    let mut y = buf(&dev, 0.0, n);
    drop(adev.dtod_copy(&x, &mut y));
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), v, "dtod_copy's source");
    let v = slow_write(&mut x);
    // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) stays within n.
    drop(unsafe { adev.launch(&k.copy, CFG, (0u64, &mut y, &x, n)) });
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), v, "a launch reading it");
    let v = slow_write(&mut x);
    assert_all(&adev.reclaim(x).wait().unwrap(), v, "reclaim");
}

/// mod.rs: "whatever touches the buffer next — a sync call, a launch on another stream,
/// another async operation ... — waits for it in turn". A slow async reader let go of, then a
/// write of its buffer by the sync API, by a sync kernel, and on a user stream; and a download
/// queued behind a slow async write, then a write on a user stream: every reader gets the old
/// values.
#[test]
fn later_writes_of_the_sync_api_and_user_streams_wait_for_async_readers() {
    let (dev, k, adev) = slow_adapter!();
    let s = dev.new_stream().unwrap();
    let n = 1 << 20;
    for how in HOWS {
        for later in [
            "htod_sync_copy_into",
            "memset_zeros",
            "main kernel",
            "user stream",
        ] {
            let what = format!("{later} after an async reader, future {how:?}");
            let mut x = buf(&dev, 1.0, n);
            let mut y = buf(&dev, 0.0, n);
            let_go(how, slow_read(&adev, &k, &mut y, &x));
            let want = match later {
                "htod_sync_copy_into" => {
                    dev.htod_sync_copy_into(&vec![2.0; n], &mut x).unwrap();
                    2.0
                }
                "memset_zeros" => {
                    dev.memset_zeros(&mut x).unwrap();
                    0.0
                }
                "main kernel" => {
                    k.add(None, &mut x, 10.0);
                    11.0
                }
                _ => {
                    k.add(Some(&s), &mut x, 10.0);
                    11.0
                }
            };
            assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 1.0, &what);
            assert_all(&dev.dtoh_sync_copy(&x).unwrap(), want, &what);
        }
    }
    let mut x = buf(&dev, 0.0, n);
    drop(fill(&adev, &k, &mut x, 4.0, SLOW));
    let down = adev.dtoh_copy(&x);
    k.add(Some(&s), &mut x, 10.0);
    let what = "a download queued behind a slow write, then a user stream's write";
    assert_all(&down.wait().unwrap(), 4.0, what);
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 14.0, what);
}

/// mod.rs, "Per-call futures and composed operations": both take part in the same ordering.
/// A per-call slow write then a chain's read, a chain's slow write then a per-call read, a
/// chain on a user stream then per-call work, and write-after-read both ways, with the slow
/// operation's future dropped each time.
#[test]
fn per_call_and_composed_operations_are_ordered_both_ways() {
    let (dev, k, adev) = slow_adapter!();
    let ops = adev.ops();
    let s = dev.new_stream().unwrap();
    let n = 1 << 20;
    let mut x = buf(&dev, 0.0, n);
    drop(fill(&adev, &k, &mut x, 5.0, SLOW));
    let got = ops.dtoh_copy(&x).run().wait().unwrap();
    assert_all(&got, 5.0, "a chain's read after a per-call slow write");
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements of x.
    drop(unsafe { ops.launch(&k.fill, CFG, (SLOW, &mut x, n, 6.0f32)) }.run());
    let got = adev.dtoh_copy(&x).wait().unwrap();
    assert_all(&got, 6.0, "a per-call read after a chain's slow write");
    // SAFETY: as above.
    drop(unsafe { ops.launch(&k.fill, CFG, (SLOW, &mut x, n, 7.0f32)) }.on(&s));
    drop(add(&adev, &k, &mut x, 1.0));
    let got = adev.dtoh_copy(&x).wait().unwrap();
    assert_all(&got, 8.0, "per-call work after a chain on a user stream");
    let mut y = buf(&dev, 0.0, n);
    drop(slow_read(&adev, &k, &mut y, &x));
    ops.htod_copy_into(vec![9.0; n], &mut x)
        .run()
        .wait()
        .unwrap();
    let what = "a per-call slow reader before a chain's write";
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 8.0, what);
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 9.0, what);
    let mut y2 = buf(&dev, 0.0, n);
    // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) stays within n.
    drop(unsafe { ops.launch(&k.copy, CFG, (SLOW, &mut y2, &x, n)) }.run());
    adev.memset_zeros(&mut x).wait().unwrap();
    let what = "a chain's slow reader before a per-call write";
    assert_all(&dev.dtoh_sync_copy(&y2).unwrap(), 9.0, what);
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 0.0, what);
}

/// AsyncDevice: "Clones share the device, its pool of streams and its completion thread:
/// give each thread or task its own clone"; futures under load (several threads submitting,
/// so no future is awaited alone). Six threads in a ring, each with its own clone: each writes
/// a buffer slowly (its future awaited, dropped or forgotten) and hands it to the next thread,
/// which downloads it with its own clone and must see every element written.
#[test]
fn threads_with_their_own_clones_see_each_others_slow_writes() {
    let (_dev, k, adev) = slow_adapter!();
    const T: usize = 6;
    let n = 1 << 18;
    /// A buffer and the value a slow fill wrote into it.
    type Handed = (f32, CudaSlice<f32>);
    let (txs, rxs): (Vec<mpsc::Sender<Handed>>, Vec<_>) = (0..T).map(|_| mpsc::channel()).unzip();
    // Each thread holds the only sender to the next one: a thread that fails ends the next
    // one's wait with an error instead of a hang.
    let to_next: Vec<_> = (0..T).map(|t| txs[(t + 1) % T].clone()).collect();
    drop(txs);
    std::thread::scope(|scope| {
        for (t, (rx, tx)) in rxs.into_iter().zip(to_next).enumerate() {
            let (adev, k) = (adev.clone(), &k);
            scope.spawn(move || {
                for round in 0..4 {
                    let v = (t * 10 + round) as f32;
                    let mut x = adev.alloc_zeros::<f32>(n).wait().unwrap();
                    let_go(HOWS[(t + round) % 3], fill(&adev, k, &mut x, v, SLOW / 5));
                    tx.send((v, x)).unwrap();
                    let (want, y) = rx.recv().unwrap();
                    let got = adev.dtoh_copy(&y).wait().unwrap();
                    assert_all(&got, want, &format!("thread {t}, round {round}"));
                }
            });
        }
    });
}
