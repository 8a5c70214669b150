//! `AsyncDevice::synchronize`: it waits for the main stream, every earlier async call and chain
//! (also those of another adapter of the device, and submissions racing it from other threads),
//! returns promptly after awaits alone, and drops what dropped futures left on the thread that
//! calls it.

use crate::async_adapter::{
    drop_a_chain_holding, drops, ptr_of, raw_read, ready_now, stream_idle, within, witness,
};
use crate::kernels::{CFG, SLOW, assert_all};
use crate::support::kernels::{buf, cycles_for_ms, fill};
use crate::support::races::live;
use crate::support::{assert_same, child, snapshot};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::CudaDevice;
use cuda_driver::driver::CudaSlice;
use cuda_driver::driver::sys::CUdeviceptr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

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

/// The body of `synchronize_drops_what_dropped_futures_left_on_the_thread_that_polls_it`, in a quiet process.
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

/// The body of `synchronize_waits_for_an_earlier_chain_on_a_user_stream`, in a quiet process.
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

/// The body of `synchronizes_right_after_awaits_alone_return_promptly`, in a quiet process.
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

/// mod.rs, `AsyncDevice::synchronize`: "Resolves once everything enqueued on the device so far
/// — on the main stream, on the calling thread's stream, and by any async call, on the
/// adapter's streams or on streams of yours (`Op::on`) — is done". Two adapters of one
/// `CudaDevice` (nothing forbids it; each call of the docs' own examples makes one): a slow
/// write through the second one, its future dropped, then the first one's synchronize. Once
/// that resolves, "everything enqueued on the device so far" includes the slow write. In a
/// quiet process (see [`child::run_in_child`]).
///
/// It failed before the fix: `AsyncDevice::synchronize` made its stream wait for the main
/// stream, the calling thread's stream, its own adapter's streams and its own operations on
/// streams of the user's, and not for another adapter's. It now waits for the marks of every
/// adapter of the device (`Releaser::pending_marks`).
#[test]
fn an_adapters_synchronize_waits_for_async_calls_of_another_adapter_of_the_device() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_synchronize_and_another_adapter");
}

/// The body of
/// `an_adapters_synchronize_waits_for_async_calls_of_another_adapter_of_the_device`, in a
/// quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_synchronize_and_another_adapter() {
    if !child::in_child(module_path!(), "quiet_synchronize_and_another_adapter") {
        return;
    }
    let (dev, k, adev) = slow_adapter!();
    let other = AsyncDevice::new(dev.clone()).unwrap();
    let n = 1 << 16;
    let mut y = buf(&dev, 0.0, n);
    // Warm-up of both adapters.
    fill(&adev, &k, &mut y, 0.0, 1).wait().unwrap();
    fill(&other, &k, &mut y, 0.0, 1).wait().unwrap();
    drop(fill(&other, &k, &mut y, 5.0, 4 * SLOW));
    live(
        snapshot(&dev, &y).iter().any(|&v| v != 5.0),
        "the other adapter's slow write",
    );
    adev.synchronize().wait().unwrap();
    let unwritten = snapshot(&dev, &y).iter().filter(|&&v| v != 5.0).count();
    assert_eq!(
        unwritten, 0,
        "AsyncDevice::synchronize resolved while an async write made before it through another \
         adapter of the same device was still running ({unwritten} of {n} elements unwritten)"
    );
    other.synchronize().wait().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        5.0,
        "the slow write, in order",
    );
}

/// CudaDevice::synchronize: "after it, device memory in use is what live buffers hold, plus
/// what the pool keeps by its threshold"; README: the small allocations the adapter's streams
/// keep "go back to the device's pool at `AsyncDevice::synchronize`, `CudaDevice::synchronize`,
/// once the adapter is idle, and when it goes". Two small buffers (64 KiB) used by one async
/// copy, the adapter dropped, then one of them dropped and the device synchronized: the
/// pool's memory in use must go down by that buffer. In a quiet process (see
/// [`child::run_in_child`]): the pool's counters are the whole process's.
///
/// It failed before the fix: the buffers' records still hold the copy's mark, and with it the
/// adapter's stream, after the adapter is gone. The free went to that stream's lane, which kept
/// the small allocation for its next one (`Lane::keep_freed`). Nothing would allocate there
/// again, and nothing gave back what it kept, until the other buffer, the last holder of the
/// stream, went too. An adapter that goes now stops its streams keeping
/// (`Lane::stop_keeping`): later frees there go back to the pool.
#[test]
fn a_small_buffer_freed_after_its_adapter_went_is_back_at_the_device_synchronize() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_free_after_the_adapter_went");
}

/// The body of
/// `a_small_buffer_freed_after_its_adapter_went_is_back_at_the_device_synchronize`, in a
/// quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_free_after_the_adapter_went() {
    if !child::in_child(module_path!(), "quiet_free_after_the_adapter_went") {
        return;
    }
    let dev = gpu!();
    let pool = match dev.mem_pool() {
        Ok(p) => p,
        Err(e) => {
            println!("skipped: no memory pool on device 0 ({e})");
            return;
        }
    };
    let bytes = 64 << 10;
    dev.synchronize().unwrap();
    let base = pool.used_current().unwrap();
    let data: Vec<u8> = (0..bytes).map(|i| (i % 251) as u8).collect();
    let x = dev.htod_sync_copy(&data).unwrap();
    let mut y = dev.alloc_zeros::<u8>(bytes).unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    // One operation on both buffers: both records hold its mark, on one pool stream.
    adev.dtod_copy(&x, &mut y).wait().unwrap();
    drop(adev);
    dev.synchronize().unwrap();
    let with_x = pool.used_current().unwrap();
    println!("pool memory in use: {base} at first, {with_x} with both buffers");
    drop(x);
    dev.synchronize().unwrap();
    // The frees of the synchronize have landed; a moment more for the counter, at most.
    let until = Instant::now() + Duration::from_secs(2);
    let mut used = pool.used_current().unwrap();
    while used >= with_x && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(5));
        used = pool.used_current().unwrap();
    }
    // y is intact whatever happened to x's memory.
    assert_same(&dev.dtoh_sync_copy(&y).unwrap(), &data, "the copy");
    assert!(
        used < with_x,
        "{bytes} bytes freed after the adapter went are still in use after a device \
         synchronize ({used} bytes in use, {with_x} before the free, {base} at first): kept \
         by a stream of the dropped adapter"
    );
    drop(y);
    dev.synchronize().unwrap();
    println!(
        "pool memory in use once both are gone: {}",
        pool.used_current().unwrap()
    );
}

/// AsyncDevice::synchronize: "Resolves once everything enqueued on the device so far — ... by
/// any async call of this adapter or of another adapter of the same `CudaDevice`, on the
/// adapters' streams ... — is done, every earlier operation of this adapter is finished".
/// Four writer threads (two on each of two adapters of the device, each with its own clone)
/// fill their buffers through the adapter round after round (4 ms of spinning first; the
/// futures dropped or forgotten), publishing each round's number once its call has returned;
/// meanwhile two threads synchronize, one through each adapter, again and again: each reads
/// the published rounds, synchronizes, then reads every buffer raw (outside the crate's
/// ordering). Each call that returned before the synchronize was made must be done: every
/// element at least that round's value (values only grow). A hole: a smaller element (a
/// synchronize that resolved before a call published before it), an error, or a hang (60 s).
#[test]
fn synchronizes_racing_submissions_cover_every_call_that_returned_before_them() {
    let (dev, k, a) = slow_adapter!();
    let b = AsyncDevice::new(dev.clone()).unwrap();
    const ROUNDS: u32 = 16;
    let n = 1 << 16;
    let cycles = cycles_for_ms(&dev, 4);
    let out = within(Duration::from_secs(60), move || {
        let mut xs: Vec<CudaSlice<f32>> = (0..WRITERS).map(|_| buf(&dev, 0.0, n)).collect();
        let ptrs: Vec<CUdeviceptr> = xs.iter().map(ptr_of).collect();
        let published: Vec<AtomicU32> = (0..WRITERS).map(|_| AtomicU32::new(0)).collect();
        let writers_done = AtomicUsize::new(0);
        let (published, writers_done, dev, k, ptrs) = (&published, &writers_done, &dev, &k, &ptrs);
        let results = std::thread::scope(|s| {
            let writers: Vec<_> = xs
                .iter_mut()
                .enumerate()
                .map(|(w, x)| {
                    let adev = if w % 2 == 0 { a.clone() } else { b.clone() };
                    s.spawn(move || {
                        for r in 1..=ROUNDS {
                            let f = fill(&adev, k, x, r as f32, cycles);
                            if r % 2 == 0 {
                                drop(f);
                            } else {
                                std::mem::forget(f);
                            }
                            published[w].store(r, Ordering::Release);
                            std::thread::sleep(Duration::from_micros(1500));
                        }
                        writers_done.fetch_add(1, Ordering::AcqRel);
                    })
                })
                .collect();
            let syncers: Vec<_> = [(a.clone(), "the first adapter"), (b.clone(), "the second")]
                .into_iter()
                .map(|(adev, which)| {
                    s.spawn(move || {
                        synchronize_and_check(&adev, which, published, writers_done, dev, ptrs, n)
                    })
                })
                .collect();
            for w in writers {
                w.join().unwrap();
            }
            syncers
                .into_iter()
                .map(|s| s.join().unwrap())
                .collect::<Vec<_>>()
        });
        // Every buffer ends at the last round.
        for (w, x) in xs.iter().enumerate() {
            assert_all(
                &dev.dtoh_sync_copy(x).unwrap(),
                ROUNDS as f32,
                &format!("writer {w}'s buffer at the end"),
            );
        }
        results
    });
    let Some(results) = out else {
        panic!("synchronizes racing submissions did not finish within 60 s: one hung");
    };
    let caught: usize = results.iter().map(|r| r.1).sum();
    let checks: usize = results.iter().map(|r| r.0).sum();
    println!("{checks} synchronizes checked, {caught} with a published fill still running");
    live(
        caught > 0,
        "no synchronize found a published fill still running",
    );
}

/// Writers of `synchronizes_racing_submissions_cover_every_call_that_returned_before_them`.
const WRITERS: usize = 4;

/// One synchronizing thread of `synchronizes_racing_submissions_cover_every_call_that_returned_before_them`:
/// synchronizes `adev` (`which`) over and over until a round after the writers are done, each
/// time checking every buffer (at `ptrs`) against the rounds published before it; how many
/// checks it made and how many found the first writer's fill still running.
fn synchronize_and_check(
    adev: &AsyncDevice,
    which: &str,
    published: &[AtomicU32],
    writers_done: &AtomicUsize,
    dev: &Arc<CudaDevice>,
    ptrs: &[CUdeviceptr],
    n: usize,
) -> (usize, usize) {
    let (mut checks, mut caught) = (0usize, 0usize);
    let mut last = false;
    loop {
        // One more round after the writers are done.
        if writers_done.load(Ordering::Acquire) == WRITERS {
            if last {
                break;
            }
            last = true;
        }
        let want: Vec<u32> = published
            .iter()
            .map(|p| p.load(Ordering::Acquire))
            .collect();
        let before = raw_read(dev, ptrs[0], n);
        caught += before.iter().any(|&v| v < want[0] as f32) as usize;
        adev.synchronize()
            .wait()
            .unwrap_or_else(|e| panic!("a synchronize of {which} racing submissions: {e}"));
        for w in 0..WRITERS {
            let seen = raw_read(dev, ptrs[w], n);
            let bad = seen.iter().filter(|&&v| v < want[w] as f32).count();
            assert_eq!(
                bad,
                0,
                "after a synchronize of {which}, {bad} of {n} elements of \
                 writer {w}'s buffer (on the {} adapter) are below round \
                 {}, whose fill was called before the synchronize (first \
                 stale value {:?})",
                if w % 2 == 0 { "first" } else { "second" },
                want[w],
                seen.iter().find(|&&v| v < want[w] as f32)
            );
        }
        checks += 1;
    }
    (checks, caught)
}
