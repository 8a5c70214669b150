//! Per-call futures: the work is enqueued when called, not when first polled; dropping a future
//! never blocks or cancels its work; uploads and downloads touch the caller's memory only during
//! the call; futures resolve in any order, move between threads and runtimes, fail once polled
//! after completion, park the thread while they wait, and resolve after a fault.

use crate::async_adapter::{add, poll_with, ready_now, spin_flag};
use crate::kernels::{SLOW, assert_all, random_f32, slow_kernels};
use crate::support::kernels::{ONE, buf, cycles_for_ms, fill, spin_kernel};
use crate::support::races::live;
use crate::support::{assert_same, child, snapshot, thread_cpu};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaImage, DevicePtr, result};
use futures_lite::future;
use std::sync::{Arc, mpsc};
use std::task::Waker;
use std::time::{Duration, Instant};

// ---- tests that need a quiet process ----
//
// Some claims are about the host side while the GPU is still busy: a drop that returns at
// once, a first poll that watches for a bounded time, a synchronize that resolves before
// work it should wait for; and a fault breaks the context for every test. In this binary,
// other tests' calls that synchronize the whole context (a device synchronize, freeing pinned
// memory) can hold this thread's driver calls up until the GPU is idle, which hides what is
// measured. Those tests run in a process of their own: this binary again, running one
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

// ---- dropped and forgotten futures ----

/// mod.rs and GpuFuture: "Dropping a future does not cancel its work and never blocks." In a
/// quiet process (see [`run_in_child`]), every kind of future dropped behind a slow async fill: right after the drops the fill has not
/// landed (no drop waited for it), and once the device is synchronized everything did.
#[test]
fn dropping_a_future_never_blocks_and_never_cancels_its_work() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_drops_never_block");
}

/// The body of `dropping_a_future_never_blocks_and_never_cancels_its_work`, in a quiet process.
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

/// The body of `a_future_moved_to_another_thread_and_waker_wakes_the_new_one`, in a quiet process.
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

// ---- faults, in a process of their own ----

/// mod.rs: "A kernel that faults resolves its future (and every later one on the device) to
/// the error; no future hangs", and "Faults are still reported: the completion thread, which
/// takes over from a future after its bounded watch, asks the driver" (for an operation
/// awaited alone, whose future watches a flag the fault leaves unwritten). A fault breaks the
/// context for the whole process, so the test runs in a child process (see
/// [`run_in_child`]), which must pass, hanging nowhere.
#[test]
fn a_fault_resolves_the_flagged_future_and_every_later_one_and_nothing_hangs() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_fault_resolves_every_later_future");
}

/// The body of `a_fault_resolves_the_flagged_future_and_every_later_one_and_nothing_hangs`.
#[test]
#[ignore = "breaks its process's context on purpose: run in a process of its own by its parent"]
fn quiet_fault_resolves_every_later_future() {
    if !child::in_child(module_path!(), "quiet_fault_resolves_every_later_future") {
        return;
    }
    let dev = gpu!();
    fault_resolves_every_later_future(&dev);
}

fn fault_resolves_every_later_future(dev: &Arc<CudaDevice>) {
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
