//! Claims of the async adapter's docs, each attacked by a test.
//!
//! The claims are those of `src/async/{mod,future,completion,enqueue,image}.rs` and of the
//! README's "The async adapter" that no other test defended. Slow kernels (`SLOW` is about
//! 50 ms on an H100) run ahead of the operation under attack, so that an operation that
//! overtakes them, a future that resolves early or a drop that waits shows; every element is
//! checked. [`snapshot`] reads device memory around the crate's ordering, to see what the GPU
//! has done *now*; `dtoh_sync_copy` reads it in order.

use crate::attack::{HOWS, How, ONE, buf, cycles_for_ms, fill, let_go, live, spin_kernel};
use crate::completion_thread::{Witness, drops, witness};
use crate::kernels::{CFG, SLOW, SlowKernels, assert_all, random_f32, slow_kernels};
use crate::support::{assert_same, child, snapshot, thread_cpu};
use cuda_driver::r#async::{AsyncDevice, GpuFuture, Op};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaImage, CudaSlice, DevicePtr, LaunchAsync, Rect, result,
};
use futures_lite::future;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, mpsc};
use std::task::{Context, Poll, Waker};
use std::time::{Duration, Instant};

// ---- helpers ----

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

/// `x[..] += value` through the adapter, at once.
fn add(adev: &AsyncDevice, k: &SlowKernels, x: &mut CudaSlice<f32>, value: f32) -> GpuFuture<()> {
    let n = x.len();
    // SAFETY: add_all(float *x, size_t n, float value) stays within n.
    unsafe { adev.launch(&k.add, CFG, (x, n, value)) }
}

/// Whether everything enqueued on the calling thread's stream of `dev` (the main stream on
/// the thread that opened it) is done.
fn stream_idle(dev: &Arc<CudaDevice>) -> bool {
    // SAFETY: the stream lives as long as `dev`.
    unsafe { result::stream::query(*dev.cu_stream()) }.unwrap()
}

/// The `spin` kernel: thread 0 spins for `cycles`, then sets `flag[0] = 1`.
fn spin_flag(
    adev: &AsyncDevice,
    spin: &CudaFunction,
    flag: &mut CudaSlice<i32>,
    cycles: u64,
) -> GpuFuture<()> {
    // SAFETY: spin(unsigned long long cycles, int *flag_out) writes flag_out[0] only.
    unsafe { adev.launch(spin, ONE, (cycles, flag)) }
}

/// Polls `fut` once with `waker`.
fn poll_with<F: Future + Unpin>(fut: &mut F, waker: &Waker) -> Poll<F::Output> {
    Pin::new(fut).poll(&mut Context::from_waker(waker))
}

/// Polls `fut` once, without waiting: its output if it is ready.
fn ready_now<F: Future + Unpin>(fut: &mut F) -> Option<F::Output> {
    match poll_with(fut, Waker::noop()) {
        Poll::Ready(v) => Some(v),
        Poll::Pending => None,
    }
}

/// A chain (an allocation, then a `map` whose closure holds `w`) executed now, behind
/// whatever the main stream runs, and its future dropped at once: what it leaves (the closure
/// and its capture) is the user's, to be dropped on a thread of the user's.
fn drop_a_chain_holding(adev: &AsyncDevice, w: Witness) {
    let fut = adev
        .ops()
        .alloc_zeros::<u8>(4)
        .map(move |v| {
            let _keep = &w;
            v
        })
        .run();
    drop(fut);
}

// ---- tests that need a quiet process ----
//
// Some claims are about the host side while the GPU is still busy: a drop that returns at
// once, a first poll that watches for a bounded time, a synchronize that resolves before
// work it should wait for; and a fault breaks the context for every test. In this binary,
// other tests' calls that synchronize the whole context (a device synchronize, freeing pinned
// memory) can hold this thread's driver calls up until the GPU is idle, which hides what is
// measured. Those attacks run in a process of their own: this binary again, running one
// ignored test, with nothing else using the driver there.

// ---- enqueued when called; ordered after the main stream and the caller's stream ----

/// mod.rs: "Each method enqueues its work *when called* (not on first poll)". Futures that
/// are never polled (and kept alive): a device-wide synchronize finds their work done, and
/// each is then ready at its first poll.
#[test]
fn every_call_is_enqueued_when_called_not_when_first_polled() {
    let (dev, k, adev) = slow_adapter!();
    let n = 1 << 16;
    let (mut a, mut b, mut c, mut z) = (
        buf(&dev, 0.0, n),
        buf(&dev, 1.0, n),
        buf(&dev, 0.0, n),
        buf(&dev, 9.0, n),
    );
    let src = buf(&dev, 3.0, n);
    let mut f_up = adev.htod_copy_into(vec![1.0; n], &mut a);
    let mut f_add = add(&adev, &k, &mut b, 2.0);
    let mut f_copy = adev.dtod_copy(&src, &mut c);
    let mut f_zero = adev.memset_zeros(&mut z);
    let mut f_new = adev.htod_copy(vec![4.0f32; n]);
    let mut f_down = adev.dtoh_copy(&src);
    dev.synchronize().unwrap();
    // Read around the records: a lazily enqueued operation would not be there yet.
    assert_all(&snapshot(&dev, &a), 1.0, "htod_copy_into, never polled");
    assert_all(&snapshot(&dev, &b), 3.0, "launch, never polled");
    assert_all(&snapshot(&dev, &c), 3.0, "dtod_copy, never polled");
    assert_all(&snapshot(&dev, &z), 0.0, "memset_zeros, never polled");
    for (what, r) in [
        ("htod_copy_into", ready_now(&mut f_up)),
        ("launch", ready_now(&mut f_add)),
        ("dtod_copy", ready_now(&mut f_copy)),
        ("memset_zeros", ready_now(&mut f_zero)),
    ] {
        let r = r.unwrap_or_else(|| panic!("{what}: not ready after a device synchronize"));
        r.unwrap();
    }
    let x = ready_now(&mut f_new).expect("htod_copy: ready").unwrap();
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 4.0, "htod_copy");
    let v = ready_now(&mut f_down).expect("dtoh_copy: ready").unwrap();
    assert_all(&v, 3.0, "dtoh_copy");
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

// ---- dropped and forgotten futures ----

/// mod.rs and GpuFuture: "Dropping a future does not cancel its work and never blocks." In a
/// quiet process (see [`run_in_child`]), every kind of future dropped behind a slow async fill: right after the drops the fill has not
/// landed (no drop waited for it), and once the device is synchronized everything did.
#[test]
fn dropping_a_future_never_blocks_and_never_cancels_its_work() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_drops_never_block");
}

/// The attack of `dropping_a_future_never_blocks_and_never_cancels_its_work`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_drops_never_block() {
    if !child::in_child(module_path!(), "quiet_drops_never_block") {
        return;
    }
    let (dev, k, adev) = slow_adapter!();
    let n = 1 << 16;
    let (mut x, mut y, mut z) = (buf(&dev, 0.0, n), buf(&dev, 0.0, n), buf(&dev, 7.0, n));
    let mut img = CudaImage::from_slice(buf(&dev, 0.0, n), 256, 256, 1)
        .map_err(|(_, e)| e)
        .unwrap();
    let started = Instant::now();
    drop(fill(&adev, &k, &mut x, 5.0, 10 * SLOW));
    drop(add(&adev, &k, &mut x, 1.0));
    drop(adev.dtod_copy(&x, &mut y));
    drop(adev.dtoh_copy(&x));
    drop(adev.dtoh_copy_into(&x, vec![0.0; 3]));
    drop(adev.htod_copy_into(vec![2.0; n], &mut z));
    drop(adev.htod_copy(vec![1.0f32; n]));
    drop(adev.alloc_zeros::<f32>(n));
    drop(adev.dtoh_image_copy(&img));
    drop(adev.htod_image_copy_into(vec![8.0; n], &mut img));
    drop(adev.ops().dtoh_copy(&x).run());
    drop(adev.synchronize());
    let took = started.elapsed();
    dev.synchronize().unwrap();
    let all_done = started.elapsed();
    // The slow fill alone runs for hundreds of milliseconds: drops that waited for it would
    // take about as long as everything.
    assert!(
        took * 4 < all_done,
        "the drops ({took:?}) waited for the slow fill they were behind (all done after \
         {all_done:?})"
    );
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 6.0, "dropped fill + add");
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 6.0, "dropped dtod_copy");
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        2.0,
        "dropped htod_copy_into",
    );
    let back = dev.dtoh_image_sync_copy(&img).unwrap();
    assert_all(&back, 8.0, "dropped htod_image_copy_into");
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

// ---- ordering with other streams and the sync API, every operation ----

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

// ---- host memory ----

/// mod.rs: "an upload copies the `Vec` into a pinned buffer the operation owns ... No host
/// memory of yours is read ... by the GPU after the call returns." Uploads that run long after
/// their call (behind a slow async write of the buffer, and behind a slow kernel of the main
/// stream), while the memory their `Vec`s held is handed out again and scribbled over: every
/// element arrives as given.
#[test]
fn an_upload_reads_no_host_memory_of_the_caller_after_the_call() {
    let (dev, k, adev) = slow_adapter!();
    let n = 1 << 20;
    let (want1, want2) = (random_f32(n, 71), random_f32(n, 72));
    let mut x = buf(&dev, 0.0, n);
    drop(fill(&adev, &k, &mut x, 1.0, 4 * SLOW));
    let up1 = adev.htod_copy_into(want1.clone(), &mut x);
    let mut w = buf(&dev, 0.0, n);
    k.fill(None, &mut w, 1.0, 4 * SLOW);
    let up2 = adev.htod_copy(want2.clone());
    // The allocator hands the freed memory out again: fill it with something else.
    let scribbled: Vec<Vec<f32>> = (0..8).map(|i| vec![-(i as f32) - 1.0; n]).collect();
    live(
        snapshot(&dev, &x).iter().all(|&v| v == 0.0),
        "the upload into x behind the slow fill",
    );
    up1.wait().unwrap();
    assert_same(&dev.dtoh_sync_copy(&x).unwrap(), &want1, "htod_copy_into");
    let y = up2.wait().unwrap();
    assert_same(&dev.dtoh_sync_copy(&y).unwrap(), &want2, "htod_copy");
    assert!(
        scribbled
            .iter()
            .enumerate()
            .all(|(i, s)| s[n - 1] == -(i as f32) - 1.0)
    );
}

/// mod.rs: "a download lands in [a pinned buffer] and is copied out when the GPU is done. No
/// host memory of yours is ... written by the GPU after the call returns." Downloads into a
/// given `Vec`, behind a slow async write, their futures dropped and forgotten: host memory of
/// the same size allocated afterwards keeps what was written into it; an awaited one hands
/// every element over.
#[test]
fn a_download_writes_no_host_memory_of_the_caller_after_the_call() {
    let (dev, k, adev) = slow_adapter!();
    let n = 1 << 20;
    let mut x = buf(&dev, 0.0, n);
    drop(fill(&adev, &k, &mut x, 3.0, 4 * SLOW));
    drop(adev.dtoh_copy_into(&x, vec![0.0f32; n]));
    std::mem::forget(adev.dtoh_copy_into(&x, vec![0.0f32; n]));
    drop(adev.dtoh_copy(&x));
    let sentinels: Vec<Vec<f32>> = (0..8).map(|i| vec![100.0 + i as f32; n]).collect();
    let kept = adev.dtoh_copy_into(&x, vec![-1.0f32; n]);
    dev.synchronize().unwrap();
    for (i, s) in sentinels.iter().enumerate() {
        assert_all(s, 100.0 + i as f32, "host memory allocated after the calls");
    }
    assert_all(&kept.wait().unwrap(), 3.0, "the download awaited");
}

// ---- images ----

/// image.rs: the async image copies enqueue "on a pool stream" and take part in the same
/// per-buffer ordering. An image (a packed one, whose slice a kernel can use) written slowly on
/// a user stream, then downloaded; read slowly on a user stream, then a region written through
/// the adapter (future dropped); then copied through the adapter into an image a user stream
/// is still writing slowly.
#[test]
fn async_image_copies_are_ordered_with_slow_work_on_a_user_stream() {
    let (dev, k, adev) = slow_adapter!();
    let s = dev.new_stream().unwrap();
    let (w, h) = (1024, 512);
    let n = w * h;
    let image = |v: f32| {
        CudaImage::from_slice(buf(&dev, v, n), w, h, 1)
            .map_err(|(_, e)| e)
            .unwrap()
    };
    let mut img = image(0.0);
    {
        let mut all = img.as_slice_mut().unwrap();
        // SAFETY: slow_fill writes the n elements of the packed image.
        unsafe { (&k.fill).launch_on_stream(&s, CFG, (SLOW, &mut all, n, 4.0f32)) }.unwrap();
    }
    let got = adev.dtoh_image_copy(&img).wait().unwrap();
    assert_all(
        &got,
        4.0,
        "dtoh_image_copy after a slow write on a user stream",
    );
    let mut y = buf(&dev, 0.0, n);
    {
        let all = img.as_slice().unwrap();
        // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) stays within n.
        unsafe { (&k.copy).launch_on_stream(&s, CFG, (SLOW, &mut y, &all, n)) }.unwrap();
    }
    let r = Rect::new(100, 50, 300, 200);
    let patch = random_f32(r.width * r.height, 5);
    drop(adev.htod_image_copy_into(patch.clone(), &mut img.region_mut(r).unwrap()));
    let got = dev.dtoh_sync_copy(&y).unwrap();
    assert_all(&got, 4.0, "a slow reader before an async region write");
    let back = adev.dtoh_image_copy(&img).wait().unwrap();
    for row in 0..h {
        for col in 0..w {
            let inside =
                (r.y..r.y + r.height).contains(&row) && (r.x..r.x + r.width).contains(&col);
            let want = if inside {
                patch[(row - r.y) * r.width + (col - r.x)]
            } else {
                4.0
            };
            assert_eq!(back[row * w + col], want, "pixel ({col}, {row})");
        }
    }
    let mut img2 = image(0.0);
    {
        let mut all = img2.as_slice_mut().unwrap();
        // SAFETY: slow_fill writes the n elements of the packed image.
        unsafe { (&k.fill).launch_on_stream(&s, CFG, (SLOW, &mut all, n, 9.0f32)) }.unwrap();
    }
    drop(adev.dtod_image_copy(&img, &mut img2));
    let got = dev.dtoh_image_sync_copy(&img2).unwrap();
    assert_same(
        &got,
        &back,
        "dtod_image_copy after a slow write of its destination",
    );
}

// ---- completion ----

/// completion.rs / mod.rs: the completion thread polls a stream's oldest operation and, where
/// several are queued, its newest first ("once that is reached, every operation before it on
/// the stream is done"). Downloads queued on one stream (each follows the slow write, or the
/// add, before it), interleaved with writes, awaited newest first, then in a scrambled order,
/// half blocking and half from `block_on`: each hands over the values of its own point in the
/// order.
#[test]
fn downloads_queued_on_one_stream_resolve_in_any_order_with_their_own_values() {
    let (dev, k, adev) = slow_adapter!();
    let n = 1 << 18;
    let mut x = buf(&dev, 0.0, n);
    let newest_first: Vec<usize> = (0..12).rev().collect();
    let scrambled = vec![5, 11, 0, 8, 3, 10, 1, 6, 9, 2, 7, 4];
    for (round, order) in [newest_first, scrambled].into_iter().enumerate() {
        drop(fill(&adev, &k, &mut x, 5.0, 2 * SLOW));
        let mut downs = Vec::new();
        for step in 0..3 {
            if step > 0 {
                drop(add(&adev, &k, &mut x, 1.0));
            }
            for _ in 0..4 {
                downs.push(Some((5.0 + step as f32, adev.dtoh_copy(&x))));
            }
        }
        for (i, &at) in order.iter().enumerate() {
            let (want, d) = downs[at].take().unwrap();
            let got = if i % 2 == 0 {
                d.wait()
            } else {
                future::block_on(d)
            };
            let what = format!("round {round}, download {at} (awaited {i}th)");
            assert_all(&got.unwrap(), want, &what);
        }
    }
}

// ---- threads, tasks and wakers ----

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

/// GpuFuture: "It is `Send` when `T` is"; Future::poll: "until then the task is woken when it
/// completes", any executor. A future polled on one thread with one waker while its kernel
/// runs (the first poll returns at once: its bounded watch is at most 40 us), then moved to
/// another thread and awaited there with another waker: the new waker must be the one woken,
/// and only once the kernel is done. In a quiet process (see [`run_in_child`]).
#[test]
fn a_future_moved_to_another_thread_and_waker_wakes_the_new_one() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_moved_future");
}

/// The attack of `a_future_moved_to_another_thread_and_waker_wakes_the_new_one`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_moved_future() {
    if !child::in_child(module_path!(), "quiet_moved_future") {
        return;
    }
    let dev = gpu!();
    let spin = spin_kernel(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    adev.alloc_zeros::<u8>(1).wait().unwrap();
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let mut fut = spin_flag(&adev, &spin, &mut flag, cycles_for_ms(&dev, 300));
    let first = Waker::noop();
    let t = Instant::now();
    assert!(
        poll_with(&mut fut, first).is_pending(),
        "ready while the kernel runs"
    );
    let took = t.elapsed();
    assert!(
        took < Duration::from_millis(5),
        "the first poll of a pending future took {took:?} (its watch is at most 40 us)"
    );
    for _ in 0..3 {
        assert!(poll_with(&mut fut, first).is_pending());
    }
    assert_eq!(
        snapshot(&dev, &flag),
        [0],
        "precondition: the kernel still runs"
    );
    let (tx, rx) = mpsc::channel();
    let dev2 = dev.clone();
    let (flag_ptr, len) = (*flag.device_ptr(), flag.len());
    std::thread::spawn(move || {
        let r = future::block_on(fut);
        // What the GPU holds the moment the future resolved.
        dev2.bind_to_thread().unwrap();
        let mut seen = vec![0i32; len];
        // SAFETY: `flag` (one i32) outlives this read: the test waits for this thread's
        // message before it drops the buffer.
        unsafe { result::memcpy_dtoh_sync(&mut seen, flag_ptr) }.unwrap();
        let _ = tx.send((r, seen));
    });
    match rx.recv_timeout(Duration::from_secs(20)) {
        Ok((r, seen)) => {
            r.unwrap();
            assert_eq!(seen, [1], "resolved before the kernel set its flag");
        }
        Err(e) => {
            // The thread may still read the flag: keep it.
            std::mem::forget(flag);
            panic!("the moved future was never woken on its new thread ({e})");
        }
    }
}

/// mod.rs: "It runs under smol, tokio (any flavour) and `futures_lite::future::block_on`". A
/// current-thread tokio runtime (the other flavours are tested elsewhere): 32 tasks whose
/// operations wait behind slow kernels, so that their futures park and only the completion
/// thread's wake-ups from another thread bring them back.
#[test]
fn futures_run_on_a_tokio_current_thread_runtime() {
    let dev = gpu!();
    let k = Arc::new(slow_kernels(&dev));
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 1 << 14;
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let r = rt.block_on(async {
            let tasks: Vec<_> = (0..32)
                .map(|i| {
                    let (adev, k) = (adev.clone(), k.clone());
                    tokio::spawn(async move {
                        let mut x = adev.htod_copy(vec![i as f32; n]).await?;
                        fill(&adev, &k, &mut x, i as f32 + 0.5, SLOW / 10).await?;
                        add(&adev, &k, &mut x, 1.0).await?;
                        adev.reclaim(x).await
                    })
                })
                .collect();
            let mut out = Vec::new();
            for t in tasks {
                out.push(t.await.unwrap());
            }
            out
        });
        let _ = tx.send(r);
    });
    let results = rx
        .recv_timeout(Duration::from_secs(30))
        .expect("the current-thread runtime hung");
    for (i, r) in results.into_iter().enumerate() {
        assert_all(&r.unwrap(), i as f32 + 1.5, &format!("task {i}"));
    }
}

/// future.rs: a future "polled after it completed" resolves to an error (`polled_after_completion`),
/// for one that waited for the GPU, one that failed at the call, and a chain's: an error
/// naming what happened, never a panic or a second result.
#[test]
fn a_future_polled_after_completion_gives_an_error() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let check = |r: Option<Result<(), cuda_driver::driver::DriverError>>, what: &str| {
        let e = r
            .unwrap_or_else(|| panic!("{what}: not ready at once"))
            .unwrap_err();
        assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{what}: {e}");
        assert!(
            e.to_string().contains("polled after it completed"),
            "{what}: {e}"
        );
    };
    let mut f = adev.alloc_zeros::<u32>(16);
    let mut x = future::block_on(&mut f).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [0; 16]);
    check(ready_now(&mut f).map(|r| r.map(drop)), "alloc_zeros");
    let mut d = adev.dtoh_copy(&x);
    assert_eq!(future::block_on(&mut d).unwrap(), [0; 16]);
    check(ready_now(&mut d).map(|r| r.map(drop)), "dtoh_copy");
    let mut bad = adev.htod_copy_into(vec![1u32; 3], &mut x);
    let e = future::block_on(&mut bad).unwrap_err();
    assert!(e.to_string().contains("htod_copy_into"), "{e}");
    check(ready_now(&mut bad), "a future that failed at the call");
    let mut ch = adev.ops().htod_copy(vec![2u8; 4]).run();
    let y = future::block_on(&mut ch).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), [2; 4]);
    check(ready_now(&mut ch).map(|r| r.map(drop)), "a chain's future");
}

// ---- CPU time: blocking waits park, the completion thread backs off ----

/// CPU time of threads, from the kernel (Linux).
#[cfg(target_os = "linux")]
mod cpu {
    use super::AsyncDevice;
    use cuda_driver::driver::CudaDevice;
    use std::collections::HashSet;
    use std::sync::Arc;
    use std::time::Duration;

    /// CPU time thread `tid` of this process has used (the larger of the scheduler's count
    /// and the tick count, so that neither can hide it); `None` once it has ended.
    pub fn of_thread(tid: &str) -> Option<Duration> {
        let dir = format!("/proc/self/task/{tid}");
        let stat = std::fs::read_to_string(format!("{dir}/stat")).ok()?;
        // Fields after the command name (in parentheses): utime and stime are the 12th and
        // 13th of them (fields 14 and 15 of the line).
        let rest = &stat[stat.rfind(')')? + 1..];
        let f: Vec<&str> = rest.split_whitespace().collect();
        let ticks: u64 = f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?;
        // SAFETY: sysconf reads a constant of the system.
        let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
        let by_ticks = Duration::from_nanos(ticks * 1_000_000_000 / hz);
        let by_scheduler = std::fs::read_to_string(format!("{dir}/schedstat"))
            .ok()
            .and_then(|s| s.split_whitespace().next()?.parse().ok())
            .map_or(Duration::ZERO, Duration::from_nanos);
        Some(by_ticks.max(by_scheduler))
    }

    /// The ids of this process's completion threads ("cuda-driver-async", cut to 15 bytes).
    fn completion_threads() -> HashSet<String> {
        std::fs::read_dir("/proc/self/task")
            .unwrap()
            .filter_map(|e| {
                let e = e.ok()?;
                let comm = std::fs::read_to_string(e.path().join("comm")).ok()?;
                comm.starts_with("cuda-driver-as")
                    .then(|| e.file_name().to_string_lossy().into_owned())
            })
            .collect()
    }

    /// A new adapter and the id of its completion thread (the one thread of that name that
    /// appeared with it; tried again while other tests start adapters at the same moment).
    pub fn adapter_with_thread(dev: &Arc<CudaDevice>) -> (AsyncDevice, String) {
        for _ in 0..20 {
            let before = completion_threads();
            let adev = AsyncDevice::new(dev.clone()).unwrap();
            let new: Vec<String> = completion_threads().difference(&before).cloned().collect();
            if let [tid] = &new[..] {
                return (adev, tid.clone());
            }
        }
        panic!("no adapter's completion thread could be told from the others' in 20 tries");
    }
}

/// GpuFuture::wait: "the thread watches the operation itself for up to 500 µs (so ... long
/// work costs at most that much CPU time), then parks until the completion thread wakes it";
/// a first poll watches "at most 40 us". A 300 ms kernel waited for with `wait` and with
/// `block_on`: the waiting thread uses a few milliseconds of CPU at most, and the future
/// resolves only once the kernel has set its flag.
#[cfg(target_os = "linux")]
#[test]
fn blocking_waits_park_the_thread_while_long_work_runs() {
    let dev = gpu!();
    if crate::support::under_sanitizer("blocking waits park") {
        return;
    }
    let spin = spin_kernel(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ms = 300;
    for blocking in [true, false] {
        let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
        adev.alloc_zeros::<u8>(1).wait().unwrap();
        let fut = spin_flag(&adev, &spin, &mut flag, cycles_for_ms(&dev, ms));
        let (cpu0, t0) = (thread_cpu(), Instant::now());
        if blocking {
            fut.wait().unwrap();
        } else {
            future::block_on(fut).unwrap();
        }
        let (cpu, wall) = (thread_cpu() - cpu0, t0.elapsed());
        let how = if blocking { "wait" } else { "block_on" };
        assert_eq!(
            snapshot(&dev, &flag),
            [1],
            "{how}: resolved before the kernel's end"
        );
        live(
            wall >= Duration::from_millis(ms) / 2,
            &format!("{how}: {wall:?} of waiting"),
        );
        assert!(
            cpu < Duration::from_millis(40),
            "{how}: the waiting thread used {cpu:?} of CPU over {wall:?} of GPU work"
        );
    }
}

/// mod.rs: the completion thread "spins briefly while work is pending, backs off to sleeping
/// when work runs long, and sleeps when there is none". Its CPU time (from /proc) over a
/// 500 ms kernel is a small part of the time, and nearly nothing over 300 ms of idleness.
#[cfg(target_os = "linux")]
#[test]
fn the_completion_thread_backs_off_on_long_work_and_sleeps_when_idle() {
    let dev = gpu!();
    if crate::support::under_sanitizer("the completion thread backs off") {
        return;
    }
    let spin = spin_kernel(&dev);
    let (adev, tid) = cpu::adapter_with_thread(&dev);
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let fut = spin_flag(&adev, &spin, &mut flag, cycles_for_ms(&dev, 500));
    let (c0, t0) = (cpu::of_thread(&tid).unwrap(), Instant::now());
    fut.wait().unwrap();
    let (busy, wall) = (cpu::of_thread(&tid).unwrap() - c0, t0.elapsed());
    assert_eq!(snapshot(&dev, &flag), [1]);
    if live(
        wall >= Duration::from_millis(200),
        &format!("{wall:?} of waiting"),
    ) {
        assert!(
            busy < wall / 4,
            "the completion thread used {busy:?} of CPU over {wall:?} of one long kernel"
        );
    }
    let c0 = cpu::of_thread(&tid).unwrap();
    // The adapter has nothing to do meanwhile: this is what is measured.
    std::thread::sleep(Duration::from_millis(300));
    let idle = cpu::of_thread(&tid).unwrap() - c0;
    assert!(
        idle < Duration::from_millis(25),
        "the completion thread of an idle adapter used {idle:?} of CPU in 300 ms"
    );
}

// ---- the last clone, and what dropped futures leave ----

/// AsyncDevice: "Dropping the last clone waits for the operations still in flight (and stops
/// the completion thread), so that nothing of it runs after it is gone"; mod.rs: what a
/// dropped future left is dropped "on a thread of yours: ... or the last clone's drop". Work
/// behind a slow kernel of the main stream, a download kept and a chain dropped; once the last
/// clone's drop returns, the download is ready with its values, the chain's closure was dropped
/// on this thread, and the completion thread has ended.
#[cfg(target_os = "linux")]
#[test]
fn the_last_clones_drop_waits_for_work_in_flight_and_drops_what_was_left() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (adev, tid) = cpu::adapter_with_thread(&dev);
    let n = 1 << 16;
    let mut x = buf(&dev, 0.0, n);
    k.fill(None, &mut x, 5.0, 6 * SLOW);
    let mut down = adev.dtoh_copy(&x);
    let (seen, w) = witness();
    drop_a_chain_holding(&adev, w);
    let other = adev.clone();
    std::thread::spawn(move || drop(other)).join().unwrap();
    live(!stream_idle(&dev), "the work behind the slow kernel");
    // Nothing of the adapter ran on this thread since: only the last clone's drop may drop it.
    assert!(
        drops(&seen).is_empty(),
        "dropped before the last clone went"
    );
    drop(adev);
    let got = ready_now(&mut down).expect("the last clone went while a download was pending");
    assert_all(
        &got.unwrap(),
        5.0,
        "a download finished by the last clone's drop",
    );
    assert_eq!(
        drops(&seen),
        [std::thread::current().id()],
        "what the dropped chain left, dropped by the last clone's drop on this thread"
    );
    let until = Instant::now() + Duration::from_secs(2);
    while cpu::of_thread(&tid).is_some() {
        assert!(
            Instant::now() < until,
            "the completion thread outlived its adapter"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// mod.rs: what a dropped future left is dropped "on a thread of yours: ... the next poll of
/// one of its futures". Futures of the adapter made first; then a chain dropped; then only
/// first polls of those futures on this thread (a first poll runs whatever the future's state),
/// until what the chain left is dropped: by one of those polls, on this thread.
#[test]
fn what_a_dropped_future_left_is_dropped_by_a_poll_of_another_future() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut others: Vec<_> = (0..600).map(|_| adev.alloc_zeros::<u8>(1)).collect();
    let (seen, w) = witness();
    drop_a_chain_holding(&adev, w);
    let mut polled = 0;
    for f in &mut others {
        if !drops(&seen).is_empty() {
            break;
        }
        // Time for the GPU to run the chain and for the completion thread to put aside what
        // it left (nothing else on this thread may drop it).
        std::thread::sleep(Duration::from_millis(5));
        if let Some(r) = ready_now(f) {
            r.unwrap();
        }
        polled += 1;
    }
    assert_eq!(
        drops(&seen),
        [std::thread::current().id()],
        "what a dropped chain left, after {polled} first polls of other futures on this thread"
    );
}

// ---- synchronize ----

/// AsyncDevice::synchronize: "Resolves once everything enqueued on the device so far — on the
/// main stream and by any async call — is done". Slow work on the main stream and through the
/// adapter (a kept future, a dropped one, a download and a chain behind it): once the
/// synchronize resolves, the GPU has done all of it and every future is ready at its next poll.
#[test]
fn synchronize_waits_for_the_main_stream_and_every_earlier_async_call() {
    let (dev, k, adev) = slow_adapter!();
    let n = 1 << 16;
    let mut m = buf(&dev, 0.0, n);
    k.fill(None, &mut m, 1.0, 4 * SLOW);
    let mut x = buf(&dev, 0.0, n);
    let mut fx = fill(&adev, &k, &mut x, 2.0, 4 * SLOW);
    let mut y = buf(&dev, 0.0, n);
    drop(fill(&adev, &k, &mut y, 3.0, 4 * SLOW));
    let mut down = adev.dtoh_copy(&y);
    let mut chain = adev.ops().dtoh_copy(&y).run();
    live(!stream_idle(&dev), "the main stream's fill");
    adev.synchronize().wait().unwrap();
    assert!(stream_idle(&dev), "the main stream's work is not done");
    assert_all(&snapshot(&dev, &m), 1.0, "the main stream's fill");
    assert_all(
        &snapshot(&dev, &x),
        2.0,
        "an async fill whose future is kept",
    );
    assert_all(
        &snapshot(&dev, &y),
        3.0,
        "an async fill whose future was dropped",
    );
    ready_now(&mut fx).expect("the kept fill's future").unwrap();
    let got = ready_now(&mut down)
        .expect("the download's future")
        .unwrap();
    assert_all(&got, 3.0, "the download");
    let got = ready_now(&mut chain).expect("the chain's future").unwrap();
    assert_all(&got, 3.0, "the chain");
}

/// AsyncDevice::synchronize: what earlier operations whose futures were dropped would have
/// handed over "is dropped (on the thread that polls this future)". The synchronize is made on
/// this thread while a dropped chain still waits behind a slow kernel, and awaited on another
/// thread: the chain's closure is dropped there. In a quiet process (see [`run_in_child`]).
#[test]
fn synchronize_drops_what_dropped_futures_left_on_the_thread_that_polls_it() {
    let _dev = gpu!();
    child::run_in_child(
        module_path!(),
        "quiet_synchronize_drops_on_the_polling_thread",
    );
}

/// The attack of `synchronize_drops_what_dropped_futures_left_on_the_thread_that_polls_it`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_synchronize_drops_on_the_polling_thread() {
    if !child::in_child(
        module_path!(),
        "quiet_synchronize_drops_on_the_polling_thread",
    ) {
        return;
    }
    let (dev, k, adev) = slow_adapter!();
    let mut m = buf(&dev, 0.0, 1 << 16);
    k.fill(None, &mut m, 1.0, 6 * SLOW);
    let (seen, w) = witness();
    drop_a_chain_holding(&adev, w);
    let sync = adev.synchronize();
    assert!(
        !stream_idle(&dev),
        "precondition: the chain is still behind the slow kernel"
    );
    assert!(drops(&seen).is_empty(), "dropped before its chain ran");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let r = sync.wait();
        let _ = tx.send((std::thread::current().id(), r));
    });
    let (waiter, r) = rx
        .recv_timeout(Duration::from_secs(20))
        .expect("the synchronize never resolved");
    r.unwrap();
    assert_eq!(
        drops(&seen),
        [waiter],
        "not dropped by the thread that awaited it"
    );
}

/// AsyncDevice::synchronize, as above: "everything enqueued on the device so far — ... by any
/// async call — is done". A chain executed on a user's stream (`Op::on`) is such a call; the
/// synchronize made after it must not resolve before its kernel has run, even when another
/// operation is submitted and done in the meantime. In a quiet process (see [`run_in_child`]).
///
/// Expected to fail as the code stands: the synchronize's stream waits for the main stream
/// and the adapter's own streams only (`AsyncDevice::synchronize`, src/async/mod.rs), and its
/// future then waits (`Completer::settle`, src/async/completion.rs) until as many operations
/// have *finished* as were submitted up to it: a count, which the later allocation satisfies
/// in place of the chain.
#[test]
fn synchronize_waits_for_an_earlier_chain_on_a_user_stream() {
    let _dev = gpu!();
    child::run_in_child(
        module_path!(),
        "quiet_synchronize_and_a_chain_on_a_user_stream",
    );
}

/// The attack of `synchronize_waits_for_an_earlier_chain_on_a_user_stream`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_synchronize_and_a_chain_on_a_user_stream() {
    if !child::in_child(
        module_path!(),
        "quiet_synchronize_and_a_chain_on_a_user_stream",
    ) {
        return;
    }
    let (dev, k, adev) = slow_adapter!();
    let s = dev.new_stream().unwrap();
    let n = 1 << 16;
    let mut y = buf(&dev, 0.0, n);
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements of y.
    let mut chain = unsafe {
        adev.ops()
            .launch(&k.fill, CFG, (10 * SLOW, &mut y, n, 4.0f32))
    }
    .on(&s);
    let sync = adev.synchronize();
    adev.alloc_zeros::<u8>(1).wait().unwrap();
    sync.wait().unwrap();
    let seen = snapshot(&dev, &y);
    let unwritten = seen.iter().filter(|&&v| v != 4.0).count();
    assert_eq!(
        unwritten, 0,
        "AsyncDevice::synchronize resolved while a chain executed before it on a user stream \
         was still running ({unwritten} of {n} elements unwritten)"
    );
    ready_now(&mut chain).expect("the chain's future").unwrap();
}

/// mod.rs: "what is left of a completed operation's bookkeeping is done by the next call".
/// Operations awaited alone (finished by their own futures, left in their queues), each
/// followed at once by a device synchronize and an adapter synchronize: both wait until those
/// operations count as finished, and must not wait out their bound of seconds for it. In a
/// quiet process (see [`run_in_child`]): in this one, other tests' work makes a device
/// synchronize take as long as all of it.
#[test]
fn synchronizes_right_after_awaits_alone_return_promptly() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_synchronizes_after_awaits_alone");
}

/// The attack of `synchronizes_right_after_awaits_alone_return_promptly`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_synchronizes_after_awaits_alone() {
    if !child::in_child(module_path!(), "quiet_synchronizes_after_awaits_alone") {
        return;
    }
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    for i in 0..20u32 {
        let x = adev.htod_copy(vec![i; 256]).wait().unwrap();
        let t = Instant::now();
        dev.synchronize().unwrap();
        adev.synchronize().wait().unwrap();
        let took = t.elapsed();
        assert!(
            took < Duration::from_secs(2),
            "round {i}: the synchronizes took {took:?}"
        );
        assert_eq!(adev.reclaim(x).wait().unwrap(), vec![i; 256]);
    }
}

// ---- the completion thread runs no code of the user's ----

/// Counts its drops, and those on a completion thread (set 1 of the counters; set 0 is
/// completion_thread.rs's).
type Counted = crate::completion_thread::Counted<1>;

/// mod.rs: the completion thread "never runs your code, not even a `Drop`"; dropping a future
/// releases what it owns once the GPU is done. Downloads of values with a `Drop`, from four
/// threads, dropped at every moment relative to their completion (at once, after a spin of a
/// few microseconds, after completion) or awaited: every downloaded value is dropped exactly
/// once once the device is synchronized, and none on a completion thread.
#[test]
fn downloaded_values_of_dropped_futures_are_dropped_once_never_by_the_completion_thread() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let len = 64usize;
    let x = adev
        .htod_copy(Counted::values(0..len as u32))
        .wait()
        .unwrap();
    let before = Counted::drops();
    const THREADS: usize = 4;
    const ROUNDS: usize = 150;
    std::thread::scope(|s| {
        for t in 0..THREADS {
            let (adev, x) = (adev.clone(), &x);
            s.spawn(move || {
                let mut rng = crate::kernels::random_u32(ROUNDS, t as u64);
                for (round, r) in rng.iter_mut().enumerate() {
                    let fut = adev.dtoh_copy(x);
                    match round % 4 {
                        0 => drop(fut),
                        3 => {
                            let v = fut.wait().unwrap();
                            assert!(v.iter().enumerate().all(|(i, c)| c.0 == i as u32));
                        }
                        _ => {
                            let until = Instant::now() + Duration::from_micros(*r as u64 % 200);
                            while Instant::now() < until {
                                std::hint::spin_loop();
                            }
                            drop(fut);
                        }
                    }
                }
            });
        }
    });
    dev.synchronize().unwrap();
    let dropped = Counted::drops() - before;
    assert_eq!(dropped, THREADS * ROUNDS * len, "downloaded values dropped");
    assert_eq!(
        Counted::drops_on_a_completion_thread(),
        0,
        "values dropped on a completion thread"
    );
    drop(x);
}

// ---- faults, in a process of their own ----

/// mod.rs: "A kernel that faults resolves its future (and every later one on the device) to
/// the error; no future hangs", and "Faults are still reported: the completion thread, which
/// takes over from a future after its bounded watch, asks the driver" (for an operation
/// awaited alone, whose future watches a flag the fault leaves unwritten). A fault breaks the
/// context for the whole process, so the attack runs in a child process (see
/// [`run_in_child`]), which must pass, hanging nowhere.
#[test]
fn a_fault_resolves_the_flagged_future_and_every_later_one_and_nothing_hangs() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_fault_attack");
}

/// The attack of `a_fault_resolves_the_flagged_future_and_every_later_one_and_nothing_hangs`.
#[test]
#[ignore = "breaks its process's context on purpose: run in a process of its own by its parent"]
fn quiet_fault_attack() {
    if !child::in_child(module_path!(), "quiet_fault_attack") {
        return;
    }
    let dev = gpu!();
    fault_attack(&dev);
}

fn fault_attack(dev: &Arc<CudaDevice>) {
    let spin = spin_kernel(dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let data = random_f32(1 << 16, 3);
    let x = adev.htod_copy(data.clone()).wait().unwrap();
    // Awaited one at a time from here: the faulting launch is awaited alone.
    assert_same(
        &adev.dtoh_copy(&x).wait().unwrap(),
        &data,
        "before the fault",
    );
    let t = Instant::now();
    // SAFETY: breaks the launch contract on purpose: spin(cycles, int *flag_out) writes
    // flag_out[0], here null, after about 25 ms; this process ends after this test.
    let fault = unsafe { adev.launch(&spin, ONE, (SLOW / 2, 0u64)) };
    let queued = adev.dtoh_copy(&x);
    drop(adev.dtoh_copy(&x));
    std::mem::forget(adev.alloc_zeros::<f32>(64));
    let e = fault
        .wait()
        .expect_err("the faulting kernel's future resolved to Ok");
    println!("the faulting launch: {e}");
    assert!(e.to_string().contains("CUDA_ERROR"), "{e}");
    match queued.wait() {
        Ok(v) => assert_same(
            &v,
            &data,
            "a download queued before the fault, done before it",
        ),
        Err(e) => println!("a download queued before the fault: {e}"),
    }
    let later = [
        ("dtoh_copy", adev.dtoh_copy(&x).wait().map(drop)),
        (
            "alloc_zeros",
            future::block_on(adev.alloc_zeros::<u8>(4)).map(drop),
        ),
        (
            "a chain",
            adev.ops().htod_copy(vec![1u8; 4]).run().wait().map(drop),
        ),
        ("synchronize", adev.synchronize().wait()),
    ];
    for (what, r) in later {
        let e = r.expect_err(what);
        println!("{what} after the fault: {e}");
    }
    assert!(
        dev.synchronize().is_err(),
        "the device synchronize after the fault"
    );
    drop(x);
    drop(adev);
    assert!(
        t.elapsed() < Duration::from_secs(30),
        "took {:?}",
        t.elapsed()
    );
}
