//! Futures used from many threads and tasks: handed between smol and tokio after every pending
//! poll, finished on other threads while the submitting threads come and go, the adapter's last
//! clone let go of inside a poll, a thread that ended with sync work pending, and two adapters and
//! the sync API sharing a buffer while the first adapter goes.

use crate::async_adapter::{ptr_of, raw_read, within};
use crate::kernels::{CFG, SlowKernels, assert_all};
use crate::support::kernels::{buf, cycles_for_ms, fill};
use crate::support::races::live;
use crate::support::{child, snapshot};
use cuda_driver::r#async::{AsyncDevice, GpuFuture};
use cuda_driver::driver::{CudaDevice, CudaImage, CudaSlice, DeviceRepr, DriverError};
use futures_lite::future;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Mutex, mpsc};
use std::task::{Context, Poll, Waker};
use std::time::{Duration, Instant};

/// `x[..] += value` through the adapter, at once.
fn add_async(
    adev: &AsyncDevice,
    k: &SlowKernels,
    x: &mut CudaSlice<f32>,
    value: f32,
) -> GpuFuture<()> {
    let n = x.len();
    // SAFETY: add_all(float *x, size_t n, float value) stays within n.
    unsafe { adev.launch(&k.add, CFG, (x, n, value)) }
}

/// Polls `fut` once with `waker`.
fn poll_with<F: Future + Unpin>(fut: &mut F, waker: &Waker) -> Poll<F::Output> {
    Pin::new(fut).poll(&mut Context::from_waker(waker))
}

/// Counts its wake-ups.
struct Counter(AtomicUsize);

impl std::task::Wake for Counter {
    fn wake(self: Arc<Self>) {
        self.0.fetch_add(1, Ordering::AcqRel);
    }
}

/// A waker that counts its wake-ups, and the count.
fn counting_waker() -> (Waker, Arc<Counter>) {
    let c = Arc::new(Counter(AtomicUsize::new(0)));
    (Waker::from(c.clone()), c)
}

// ---- a future handed between executors ----

/// A download's future on its way between the executors: its index, itself, and how many
/// pending polls it has had.
type Job = (usize, GpuFuture<Vec<f32>>, u32);

/// What became of a download: its index, its result, the pending polls before it, and how it
/// was finished.
type Outcome = (usize, Result<Vec<f32>, DriverError>, u32, &'static str);

/// Pending polls (each by the executor the future was handed to) before a future is awaited
/// to the end.
const HOPS: u32 = 12;

/// One side of the relay: each future received is polled once here; a ready one is reported,
/// a pending one handed to the other side, until it has had `HOPS` pending polls: then it is
/// awaited to the end, blocking (`wait`), on this executor (`await_here`), or with `block_on`
/// on a thread started for it, by its index.
fn relay(
    rx: mpsc::Receiver<Job>,
    next: mpsc::Sender<Job>,
    results: mpsc::Sender<Outcome>,
    done: &AtomicUsize,
    total: usize,
    mut poll_here: impl FnMut(&mut GpuFuture<Vec<f32>>) -> Option<Result<Vec<f32>, DriverError>>,
    mut await_here: impl FnMut(GpuFuture<Vec<f32>>) -> Result<Vec<f32>, DriverError>,
) {
    while done.load(Ordering::Acquire) < total {
        let (id, mut fut, hops) = match rx.recv_timeout(Duration::from_millis(5)) {
            Ok(job) => job,
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => return,
        };
        if let Some(r) = poll_here(&mut fut) {
            let _ = results.send((id, r, hops, "a poll of the relay"));
        } else if hops >= HOPS {
            let (r, how) = match id % 3 {
                0 => (fut.wait(), "GpuFuture::wait"),
                1 => (await_here(fut), "this executor's block_on"),
                _ => (
                    std::thread::spawn(move || future::block_on(fut))
                        .join()
                        .unwrap(),
                    "block_on on a new thread",
                ),
            };
            let _ = results.send((id, r, hops, how));
        } else {
            std::thread::sleep(Duration::from_millis(1));
            let _ = next.send((id, fut, hops + 1));
        }
    }
}

/// future.rs, `impl Future for GpuFuture`: "Ready with the operation's result once the GPU
/// has finished it; until then the task is woken when it completes. Any executor drives it";
/// GpuFuture: "It is `Send` when `T` is"; mod.rs: "It runs under smol, tokio (any flavour)
/// and `futures_lite::future::block_on` alike". Downloads of six buffers and of two packed
/// images, each behind a 150 ms async fill (so under load: several in flight, no spin budget,
/// the self-wake path of a pending poll), are handed back and forth between a smol executor
/// on one thread and a current-thread tokio runtime on another, one poll each time (each poll
/// with a waker of its own executor, the earlier ones' left registered), twelve times; then
/// each is awaited to the end by `GpuFuture::wait`, by the executor that holds it, or by
/// `block_on` on a new thread. A hole: a future that stays pending for ever (the last
/// executor's waker never woken; a 20 s limit per result), or resolves before its fill (a
/// stale element).
#[test]
fn futures_handed_between_smol_and_tokio_after_every_pending_poll_resolve_with_every_element() {
    let (dev, k, adev) = slow_adapter!();
    let (w, h) = (512usize, 512usize);
    let n = w * h;
    let cycles = cycles_for_ms(&dev, 150);
    let (xs, imgs, jobs) = slow_downloads(&dev, &k, &adev, (w, h), cycles);
    live(
        snapshot(&dev, &xs[0]).iter().any(|&v| v != 1.0),
        "the first fill had ended before the relay began",
    );
    let total = jobs.len();
    let done = Arc::new(AtomicUsize::new(0));
    let (to_smol, smol_rx) = mpsc::channel::<Job>();
    let (to_tokio, tokio_rx) = mpsc::channel::<Job>();
    let (results_tx, results) = mpsc::channel::<Outcome>();
    let (smol_side, tokio_side) = relays(
        (smol_rx, to_smol.clone()),
        (tokio_rx, to_tokio.clone()),
        results_tx,
        &done,
        total,
    );
    for (i, job) in jobs.into_iter().enumerate() {
        if i % 2 == 0 {
            to_smol.send(job).unwrap();
        } else {
            to_tokio.send(job).unwrap();
        }
    }
    drop((to_smol, to_tokio));
    let mut hops_seen = Vec::new();
    for _ in 0..total {
        let (id, r, hops, how) = match results.recv_timeout(Duration::from_secs(20)) {
            Ok(o) => o,
            Err(e) => {
                // Let the relay's threads go; the buffers stay (a copy may still run).
                done.store(usize::MAX, Ordering::Release);
                std::mem::forget((xs, imgs));
                panic!(
                    "a future handed between smol and tokio never resolved ({e}): the last \
                     executor's waker was not woken"
                );
            }
        };
        done.fetch_add(1, Ordering::AcqRel);
        hops_seen.push(hops);
        let got = r.unwrap_or_else(|e| panic!("download {id} ({how}, after {hops} hops): {e}"));
        assert_eq!(got.len(), n, "download {id}");
        assert_all(
            &got,
            (id + 1) as f32,
            &format!("download {id}, resolved by {how} after {hops} pending polls"),
        );
    }
    smol_side.join().unwrap();
    tokio_side.join().unwrap();
    live(
        hops_seen.iter().any(|&h| h >= HOPS),
        "no future was still pending after its twelve hops",
    );
}

/// Downloads of `BUFS` buffers and `IMAGES` packed images, each behind a slow fill of its own
/// value through `adev` that the download must wait for: the jobs of
/// `futures_handed_between_smol_and_tokio_after_every_pending_poll_resolve_with_every_element`.
const BUFS: usize = 6;
const IMAGES: usize = 2;

/// The buffers and images of the relay test, and a download job of each, behind its fill.
fn slow_downloads(
    dev: &Arc<CudaDevice>,
    k: &SlowKernels,
    adev: &AsyncDevice,
    (w, h): (usize, usize),
    cycles: u64,
) -> (Vec<CudaSlice<f32>>, Vec<CudaImage<f32>>, Vec<Job>) {
    let n = w * h;
    let mut xs: Vec<CudaSlice<f32>> = (0..BUFS).map(|_| buf(dev, 0.0, n)).collect();
    let mut imgs: Vec<CudaImage<f32>> = (0..IMAGES)
        .map(|_| {
            CudaImage::from_slice(buf(dev, 0.0, n), w, h, 1)
                .map_err(|(_, e)| e)
                .unwrap()
        })
        .collect();
    let mut jobs: Vec<Job> = Vec::new();
    for (i, x) in xs.iter_mut().enumerate() {
        drop(fill(adev, k, x, (i + 1) as f32, cycles));
        jobs.push((i, adev.dtoh_copy(x), 0));
    }
    for (j, img) in imgs.iter_mut().enumerate() {
        let v = (BUFS + j + 1) as f32;
        let mut all = img.as_slice_mut().unwrap();
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements
        // of the packed image.
        drop(unsafe { adev.launch(&k.fill, CFG, (cycles, &mut all, n, v)) });
    }
    for (j, img) in imgs.iter().enumerate() {
        jobs.push((BUFS + j, adev.dtoh_image_copy(img), 0));
    }
    (xs, imgs, jobs)
}

/// The smol and the tokio side of the relay test, each polling what it receives once and
/// handing it to the other while it is pending.
fn relays(
    (smol_rx, to_smol): (mpsc::Receiver<Job>, mpsc::Sender<Job>),
    (tokio_rx, to_tokio): (mpsc::Receiver<Job>, mpsc::Sender<Job>),
    results_tx: mpsc::Sender<Outcome>,
    done: &Arc<AtomicUsize>,
    total: usize,
) -> (std::thread::JoinHandle<()>, std::thread::JoinHandle<()>) {
    let smol_side = {
        let (next, results, done) = (to_tokio.clone(), results_tx.clone(), done.clone());
        std::thread::spawn(move || {
            relay(
                smol_rx,
                next,
                results,
                &done,
                total,
                |f| smol::block_on(future::poll_once(f)),
                smol::block_on,
            )
        })
    };
    let tokio_side = {
        let (next, results, done) = (to_smol.clone(), results_tx, done.clone());
        std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .build()
                .unwrap();
            relay(
                tokio_rx,
                next,
                results,
                &done,
                total,
                |f| rt.block_on(future::poll_once(f)),
                |f| rt.block_on(f),
            )
        })
    };
    (smol_side, tokio_side)
}

// ---- futures finished on other threads, while threads come and go ----

/// future.rs, `impl Future for GpuFuture`: "Ready with the operation's result once the GPU
/// has finished it"; GpuFuture::wait: "the thread watches the operation itself for up to
/// 500 µs ..., then parks until the completion thread wakes it"; mod.rs: an operation
/// "started with nothing else in flight ... has its stream write a word of pinned host memory
/// once its work is done ...: its future reads that word instead of asking the driver", and
/// its first poll "checks its own operation's event for a bounded time". Four threads, each
/// with its own clone and buffer; the first runs its first rounds alone (so that its
/// operations are flagged and their first polls watch them), then all four at once. Each round
/// fills the buffer through the adapter (0.2 ms or 3 ms of spinning first: inside and past the
/// watches) and lets the future resolve in one of five ways: `wait` here, `block_on` here, a
/// first poll here and `wait` on a thread started for it, a first poll here with a counting
/// waker and `block_on` on a new thread, or `block_on` under a current-thread tokio runtime on
/// a new thread (the submitting thread then ends, and with it its thread-local key). The
/// moment the future resolves, a raw read of the buffer, outside the crate's ordering, must
/// hold the round's value in every element. A hole: an element of an earlier round (the
/// future resolved before its kernel ended), or a hang (60 s limit).
#[test]
fn futures_finished_on_other_threads_never_resolve_before_their_kernel() {
    let (dev, k, adev) = slow_adapter!();
    const THREADS: usize = 4;
    const ROUNDS: usize = 30;
    const ALONE: usize = 10;
    let n = 1 << 16;
    let short = cycles_for_ms(&dev, 1) / 5;
    let long = cycles_for_ms(&dev, 3);
    let (k, dev) = (Arc::new(k), dev.clone());
    let finished = within(Duration::from_secs(60), move || {
        let go = AtomicBool::new(false);
        let go = &go;
        std::thread::scope(|s| {
            let workers: Vec<_> = (0..THREADS)
                .map(|t| {
                    let (adev, k, dev) = (adev.clone(), k.clone(), dev.clone());
                    s.spawn(move || {
                        if t > 0 {
                            while !go.load(Ordering::Acquire) {
                                std::thread::sleep(Duration::from_micros(200));
                            }
                        }
                        let mut x = buf(&dev, 0.0, n);
                        let (ptr, len) = (ptr_of(&x), x.len());
                        for r in 0..ROUNDS {
                            if t == 0 && r == ALONE {
                                go.store(true, Ordering::Release);
                            }
                            let v = (t * 1000 + r + 1) as f32;
                            let cycles = if r % 2 == 0 { short } else { long };
                            let fut = fill(&adev, &k, &mut x, v, cycles);
                            let (res, how) = finish_one_way(fut, (r + t) % 5);
                            let seen = raw_read(&dev, ptr, len);
                            res.unwrap_or_else(|e| panic!("thread {t} round {r} ({how}): {e}"));
                            assert_all(
                                &seen,
                                v,
                                &format!(
                                    "thread {t}, round {r}: the buffer the moment its fill's \
                                     future resolved ({how})"
                                ),
                            );
                        }
                        // The buffer's last value, through the adapter.
                        let back = adev.dtoh_copy(&x).wait().unwrap();
                        assert_all(&back, (t * 1000 + ROUNDS) as f32, "the last round's value");
                    })
                })
                .collect();
            for w in workers {
                if let Err(p) = w.join() {
                    go.store(true, Ordering::Release);
                    std::panic::resume_unwind(p);
                }
            }
        });
    });
    assert!(
        finished.is_some(),
        "four threads filling and awaiting in turns did not finish within 60 s: a future hung"
    );
}

/// `fut` awaited in way `way` of five of `futures_finished_on_other_threads_never_resolve_before_their_kernel`:
/// its result, and how.
fn finish_one_way(mut fut: GpuFuture<()>, way: usize) -> (Result<(), DriverError>, &'static str) {
    match way {
        0 => (fut.wait(), "wait on the submitting thread"),
        1 => (future::block_on(fut), "block_on on the submitting thread"),
        2 => {
            let first = poll_with(&mut fut, Waker::noop());
            let res = match first {
                Poll::Ready(r) => r,
                Poll::Pending => std::thread::spawn(move || fut.wait()).join().unwrap(),
            };
            (res, "a first poll here, then wait on another thread")
        }
        3 => {
            let (waker, _count) = counting_waker();
            let first = poll_with(&mut fut, &waker);
            let res = match first {
                Poll::Ready(r) => r,
                Poll::Pending => std::thread::spawn(move || future::block_on(fut))
                    .join()
                    .unwrap(),
            };
            (res, "a first poll here, then block_on on another thread")
        }
        _ => (
            std::thread::spawn(move || {
                tokio::runtime::Builder::new_current_thread()
                    .build()
                    .unwrap()
                    .block_on(fut)
            })
            .join()
            .unwrap(),
            "tokio on another thread",
        ),
    }
}

// ---- the last clone let go of from inside a Drop run by a future's poll ----

/// A value the GPU holds as a `u32`, whose drop, once armed, lets go of what [`HELD`] holds:
/// the last clone of an adapter and a pending future of it.
#[repr(C)]
struct LetsGo(#[allow(dead_code)] u32);

// SAFETY: a plain u32 for the device; its `Drop` reads no field.
unsafe impl DeviceRepr for LetsGo {}

/// Whether the next `LetsGo` dropped lets go of [`HELD`].
static ARMED: AtomicBool = AtomicBool::new(false);

/// The last clone of the tested adapter and a pending future of it.
static HELD: Mutex<Option<(AsyncDevice, GpuFuture<Vec<f32>>)>> = Mutex::new(None);

/// The thread an armed `LetsGo` was dropped on (its id and name).
static LET_GO_ON: Mutex<Option<(std::thread::ThreadId, Option<String>)>> = Mutex::new(None);

/// Set once the armed drop returned.
static LET_GO_DONE: AtomicBool = AtomicBool::new(false);

impl Drop for LetsGo {
    fn drop(&mut self) {
        if ARMED.swap(false, Ordering::AcqRel) {
            let me = std::thread::current();
            *LET_GO_ON.lock().unwrap_or_else(|e| e.into_inner()) =
                Some((me.id(), me.name().map(String::from)));
            let held = HELD.lock().unwrap_or_else(|e| e.into_inner()).take();
            // The adapter's last clone goes here: it waits for its operations in flight.
            drop(held);
            LET_GO_DONE.store(true, Ordering::Release);
        }
    }
}

/// mod.rs, the completion-thread paragraph: what an operation whose future was dropped would
/// have handed over "is put aside, and dropped on a thread of yours: by ... the next poll of
/// one of its futures, ... So a `Drop` of yours may wait for the adapter's own work without
/// hanging it"; AsyncDevice: "Dropping the last clone waits for the operations still in flight
/// (and stops the completion thread)". A download of values whose `Drop` (armed) drops the
/// adapter's *last* clone and another pending future of it; the download's future is dropped
/// behind a 150 ms async write, the caller's clone goes, and only a future `f` of the adapter
/// (a download behind a 400 ms fill) is polled, on a thread of its own: one of its polls drops
/// what the download left, and with it the adapter, from inside `f`'s own poll. Then `f` must
/// resolve with every element of its fill (the last clone's drop finished its operation), the
/// armed drop must have run on the polling thread (not on the completion thread), and a new
/// adapter of the device must work. A hole: a hang (a lock held across the drop, a join of a
/// thread that waits for the poll: 20 s limit), `f` never resolving or resolving to stale
/// values, or the drop on the completion thread. In a quiet process (see
/// [`child::run_in_child`]): in this one, another test's `CudaDevice::synchronize` (also "a
/// thread of yours") could drop what the download left before `f`'s poll does.
#[test]
fn a_drop_run_by_a_futures_poll_may_let_go_of_the_adapters_last_clone() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_last_clone_let_go_in_a_poll");
}

/// The body of `a_drop_run_by_a_futures_poll_may_let_go_of_the_adapters_last_clone`, in a
/// quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_last_clone_let_go_in_a_poll() {
    if !child::in_child(module_path!(), "quiet_last_clone_let_go_in_a_poll") {
        return;
    }
    let (dev, k, adev) = slow_adapter!();
    let n = 1 << 18;
    let mut x = buf(&dev, 0.0, n);
    drop(fill(&adev, &k, &mut x, 7.0, cycles_for_ms(&dev, 400)));
    let f = adev.dtoh_copy(&x);
    let g = adev.dtoh_copy(&x);
    // The upload drops the 1024 values it was given on this thread, unarmed.
    let mut a = adev
        .htod_copy((0..1024).map(LetsGo).collect::<Vec<_>>())
        .wait()
        .unwrap();
    {
        let m = a.len();
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the m 4-byte
        // elements of `a`, plain u32s to the host.
        drop(unsafe { adev.launch(&k.fill, CFG, (cycles_for_ms(&dev, 150), &mut a, m, 2.0f32)) });
    }
    *HELD.lock().unwrap_or_else(|e| e.into_inner()) = Some((adev.clone(), g));
    LET_GO_DONE.store(false, Ordering::Release);
    // Its values, once downloaded, are left for a thread of ours to drop.
    drop(adev.dtoh_copy(&a));
    ARMED.store(true, Ordering::Release);
    drop(adev);
    let poller = within(Duration::from_secs(20), move || poll_until_ready(f));
    let Some((poller_id, r, ready_before_the_drop)) = poller else {
        ARMED.store(false, Ordering::Release);
        std::mem::forget((x, a));
        panic!(
            "polling a future of an adapter, whose poll dropped what a dropped download left \
             (a Drop that lets go of the adapter's last clone), hung"
        );
    };
    let got = r.unwrap();
    assert_all(
        &got,
        7.0,
        "a download whose adapter went inside one of its own polls",
    );
    if ready_before_the_drop || !LET_GO_DONE.load(Ordering::Acquire) {
        // Not live: nothing dropped it yet; let go of the adapter here.
        ARMED.store(false, Ordering::Release);
        println!("note: not live this time: the download was ready before the left values went");
        drop(HELD.lock().unwrap_or_else(|e| e.into_inner()).take());
    } else {
        let (on, name) = LET_GO_ON
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
            .expect("the armed drop ran");
        assert_ne!(
            name.as_deref(),
            Some("cuda-driver-async"),
            "the values left by a dropped download were dropped on the completion thread"
        );
        assert_eq!(
            on, poller_id,
            "the values left by a dropped download were dropped on a thread that did not \
             call into the adapter"
        );
    }
    assert!(
        HELD.lock().unwrap_or_else(|e| e.into_inner()).is_none(),
        "the adapter was let go of"
    );
    let fresh = AsyncDevice::new(dev.clone()).unwrap();
    let y = fresh.htod_copy(vec![3.0f32; 1000]).wait().unwrap();
    assert_all(
        &fresh.dtoh_copy(&y).wait().unwrap(),
        3.0,
        "a new adapter afterwards",
    );
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 7.0, "the filled buffer");
}

/// Polls `f` on this thread until it is ready; this thread, its result, and whether it was
/// ready before the armed drop let go of the adapter (a poll of `f` runs that drop).
fn poll_until_ready(
    mut f: GpuFuture<Vec<f32>>,
) -> (std::thread::ThreadId, Result<Vec<f32>, DriverError>, bool) {
    let me = std::thread::current().id();
    let t = Instant::now();
    let mut ready_before_the_drop = false;
    let r = loop {
        if let Poll::Ready(r) = poll_with(&mut f, Waker::noop()) {
            ready_before_the_drop = !LET_GO_DONE.load(Ordering::Acquire);
            break r;
        }
        if LET_GO_DONE.load(Ordering::Acquire) {
            // The adapter went during that poll, and its drop finished every operation:
            // `f` is ready now, at the latest at its next poll.
            match poll_with(&mut f, Waker::noop()) {
                Poll::Ready(r) => break r,
                Poll::Pending => panic!(
                    "the adapter's last clone went (in a drop run by a poll of its pending \
                     future) and the future is still pending"
                ),
            }
        }
        assert!(
            t.elapsed() < Duration::from_secs(10),
            "what a dropped download left was not dropped by 10 s of polls of another \
             future of the adapter"
        );
        std::thread::sleep(Duration::from_millis(1));
    };
    (me, r, ready_before_the_drop)
}

// ---- a thread whose sync work still runs when it ends ----

/// mod.rs, "Ordering": "Each operation first waits for everything already enqueued on the
/// device's main stream and on the calling thread's stream of the device (where this thread's
/// sync calls went)"; "Every device buffer keeps a record of the work that may still read or
/// write it, on any stream". A thread fills a buffer slowly (300 ms) with the sync API (on its
/// own stream), then makes an async allocation (no buffer in common: it follows the thread's
/// stream only) and an async download of the buffer, and ends while the fill runs; a second
/// thread (which may get the ended thread's stream) then adds to another buffer. The futures
/// are awaited on the test's thread (the allocation's with `wait` under a 20 s limit): the
/// moment the allocation resolves, a raw read of the slowly filled buffer must show every
/// element written; the download must hold them too. A hole: stale elements (the ended
/// thread's stream was not waited for, or the wait was lost when the stream changed hands).
#[test]
fn async_calls_of_a_thread_that_ended_wait_for_its_sync_work() {
    let (dev, k, adev) = slow_adapter!();
    let n = 1 << 18;
    let cycles = cycles_for_ms(&dev, 300);
    let mut q = buf(&dev, 5.0, n);
    let (y, z, dy) = std::thread::scope(|s| {
        s.spawn(|| {
            let mut y = buf(&dev, 0.0, n);
            k.fill(None, &mut y, 4.0, cycles);
            let z = adev.alloc_zeros::<f32>(n);
            let dy = adev.dtoh_copy(&y);
            (y, z, dy)
        })
        .join()
        .unwrap()
    });
    std::thread::scope(|s| s.spawn(|| k.add(None, &mut q, 1.0)).join().unwrap());
    let was_live = live(
        snapshot(&dev, &y).iter().any(|&v| v != 4.0),
        "the ended thread's slow fill had ended before the futures were awaited",
    );
    let (dev2, ptr, len) = (dev.clone(), ptr_of(&y), y.len());
    let Some((zr, seen)) = within(Duration::from_secs(20), move || {
        let zr = z.wait();
        (zr, raw_read(&dev2, ptr, len))
    }) else {
        std::mem::forget(y);
        panic!("an async allocation made by a thread that ended never resolved");
    };
    let zeros = zr.unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&zeros).unwrap(),
        0.0,
        "the async allocation",
    );
    assert_all(
        &seen,
        4.0,
        &format!(
            "the ended thread's slow sync fill, the moment that thread's later async \
             allocation resolved (live: {was_live})"
        ),
    );
    assert_all(
        &future::block_on(dy).unwrap(),
        4.0,
        "an async download made by the ended thread after its sync fill",
    );
    assert_all(
        &dev.dtoh_sync_copy(&q).unwrap(),
        6.0,
        "the second thread's sync add",
    );
}

// ---- two adapters and the sync API on one buffer while the first adapter goes ----

/// mod.rs, "Ordering": every buffer's record covers "the main stream, `CudaStream`s, this
/// adapter's streams" and "whatever touches the buffer next — a sync call, ... another async
/// operation — waits for it"; AsyncDevice: "Dropping the last clone waits for the operations
/// still in flight"; "Leaking a future with `mem::forget` is just as safe";
/// AsyncDevice::synchronize covers "any async call ... of another adapter of the same
/// `CudaDevice`". One buffer, in turns, on four threads: adapter A fills it slowly (300 ms; the
/// future forgotten) and starts a download of it (kept); adapter B adds 1 (future dropped) and
/// starts a download (kept); the sync API adds 1 on a third thread's own stream, which then
/// ends. While all of it waits behind the fill, A's last clone is dropped on one thread, A's
/// download awaited on another (`wait`) and B's on a third (`block_on`). Once A's drop
/// returns, its fill must be done (every element at least 1). A's download must hold 1s,
/// B's 2s, and B's download and the sync API afterwards 3s; then B's synchronize (A's
/// completer still alive through the forgotten future) must resolve, and B must still work.
/// A hole: stale or overtaken values, an error, or a hang (30 s).
#[test]
fn two_adapters_and_the_sync_api_share_a_buffer_while_the_first_adapter_goes() {
    let (dev, k, a) = slow_adapter!();
    let b = AsyncDevice::new(dev.clone()).unwrap();
    let n = 1 << 20;
    let cycles = cycles_for_ms(&dev, 300);
    let done = within(Duration::from_secs(30), move || {
        let mut x = buf(&dev, 0.0, n);
        let fa = std::thread::scope(|s| {
            s.spawn(|| {
                let a = a.clone();
                std::mem::forget(fill(&a, &k, &mut x, 1.0, cycles));
                a.dtoh_copy(&x)
            })
            .join()
            .unwrap()
        });
        let fb = std::thread::scope(|s| {
            s.spawn(|| {
                let b = b.clone();
                drop(add_async(&b, &k, &mut x, 1.0));
                b.dtoh_copy(&x)
            })
            .join()
            .unwrap()
        });
        std::thread::scope(|s| s.spawn(|| k.add(None, &mut x, 1.0)).join().unwrap());
        let was_live = live(
            snapshot(&dev, &x).iter().all(|&v| v == 0.0),
            "adapter A's slow fill had ended before A was dropped",
        );
        let (after_drop, ra, rb) = std::thread::scope(|s| {
            let x = &x;
            let dev = &dev;
            let dropper = s.spawn(move || {
                drop(a);
                snapshot(dev, x)
            });
            let wa = s.spawn(move || fa.wait());
            let wb = s.spawn(move || future::block_on(fb));
            (
                dropper.join().unwrap(),
                wa.join().unwrap(),
                wb.join().unwrap(),
            )
        });
        let below = after_drop.iter().filter(|&&v| v < 1.0).count();
        assert_eq!(
            below, 0,
            "{below} of {n} elements not yet written by adapter A's fill when A's last clone's \
             drop returned (live: {was_live})"
        );
        assert_all(&ra.unwrap(), 1.0, "adapter A's download, awaited as A went");
        assert_all(
            &rb.unwrap(),
            2.0,
            "adapter B's download after its add, awaited as A went",
        );
        assert_all(
            &b.dtoh_copy(&x).wait().unwrap(),
            3.0,
            "B's download after the sync API's add on an ended thread",
        );
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            3.0,
            "the sync API's read afterwards",
        );
        b.synchronize().wait().unwrap();
        assert_all(&snapshot(&dev, &x), 3.0, "after B's synchronize");
        drop(add_async(&b, &k, &mut x, 1.0));
        assert_all(&b.reclaim(x).wait().unwrap(), 4.0, "B still works");
    });
    assert!(
        done.is_some(),
        "two adapters and the sync API on one buffer, with the first adapter dropped midway, \
         did not finish within 30 s: something hung"
    );
}
