//! The completion thread: it backs off on long work and sleeps when idle, and runs no code of the
//! user's, not even a `Drop`: what a dropped future would have handed over (a chain's output with
//! its closures, a download's values) is dropped on a thread of the user's, by the next call or
//! poll; the adapter's last clone waits for work in flight.

use crate::async_adapter::{
    cpu, drop_a_chain_holding, drops, ready_now, spin_flag, stream_idle, witness,
};
use crate::kernels::{N, SLOW, assert_all, filled, slow_kernels};
use crate::support::kernels::{buf, cycles_for_ms, spin_kernel};
use crate::support::races::live;
use crate::support::snapshot;
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::{CudaDevice, CudaSlice, DeviceRepr, DriverError};
use futures_lite::future;
use std::future::{Future, IntoFuture};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

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

/// Counts its drops, and those on a completion thread (set 1 of the counters; set 0 is
/// `Tracked`'s).
type CountedOnce = Counted<1>;

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
        .htod_copy(CountedOnce::values(0..len as u32))
        .wait()
        .unwrap();
    let before = CountedOnce::drops();
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
    let dropped = CountedOnce::drops() - before;
    assert_eq!(dropped, THREADS * ROUNDS * len, "downloaded values dropped");
    assert_eq!(
        CountedOnce::drops_on_a_completion_thread(),
        0,
        "values dropped on a completion thread"
    );
    drop(x);
}

#[test]
fn a_dropped_chains_closures_are_dropped_on_the_users_thread() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let (captured, w) = witness();
    let (returned, w_out) = witness();
    let mut x = filled(&dev, 0.0);
    k.fill(None, &mut x, 1.0, SLOW);
    let fut = ops
        .alloc_zeros::<u8>(4)
        .map(move |v| {
            let _keep = &w;
            (v, w_out)
        })
        .run();
    drop(fut);
    if !fill_running(&dev, &x) {
        return;
    }
    assert!(
        drops(&captured).is_empty(),
        "dropped while its work was still running behind the slow kernel"
    );
    // Once the GPU is done, a synchronize of the device drops what the chain left.
    dev.synchronize().unwrap();
    let me = std::thread::current().id();
    assert_eq!(drops(&captured), [me], "the map closure's capture");
    assert_eq!(
        drops(&returned),
        [me],
        "what the map closure would have returned"
    );
}

#[test]
fn a_dropped_shared_operations_closures_are_dropped_on_the_users_thread() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let (captured, w) = witness();
    let mut x = filled(&dev, 0.0);
    k.fill(None, &mut x, 1.0, SLOW);
    let shared = ops
        .alloc_zeros::<u8>(4)
        .map(move |v| {
            let _keep = &w;
            v.len()
        })
        .shared();
    // Started by a poll, then every clone dropped while it runs.
    let mut f = shared.clone().into_future();
    assert!(future::block_on(future::poll_once(&mut f)).is_none());
    drop((f, shared));
    if !fill_running(&dev, &x) {
        return;
    }
    assert!(drops(&captured).is_empty());
    // The adapter's own synchronize drops it, on the thread that awaits it.
    future::block_on(adev.synchronize()).unwrap();
    assert_eq!(drops(&captured), [std::thread::current().id()]);
}

/// Whether the slow fill of `x` (to 1.0, which the operation under test follows) is still
/// running; says so when it is not. Under compute-sanitizer the calls before can take longer
/// than the fill, and an operation that completed before its future was dropped is rightly
/// dropped with it: the check that follows would prove nothing then.
fn fill_running(dev: &Arc<CudaDevice>, x: &CudaSlice<f32>) -> bool {
    let running = snapshot(dev, x).iter().any(|&v| v != 1.0);
    if !running {
        println!("note: not live this time: the slow fill had ended when the future was dropped");
    }
    running
}

/// Waits, when dropped, for a download of the same adapter.
struct WaitsOnDrop {
    adev: AsyncDevice,
    y: Option<CudaSlice<f32>>,
    tx: mpsc::Sender<Result<Vec<f32>, DriverError>>,
}

impl Drop for WaitsOnDrop {
    fn drop(&mut self) {
        if let Some(y) = self.y.take() {
            let _ = self.tx.send(self.adev.dtoh_copy(&y).wait());
        }
    }
}

#[test]
fn a_drop_that_waits_for_the_adapter_does_not_hang_it() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let mut x = filled(&dev, 0.0);
    let mut y = filled(&dev, 0.0);
    // The chain below follows a slow kernel on the main stream; `y` is written by a slower one
    // on another stream, still running when the chain completes: the Drop waits for it.
    k.fill(None, &mut x, 1.0, SLOW);
    let other = dev.fork_default_stream().unwrap();
    k.fill(Some(&other), &mut y, 3.0, 4 * SLOW);
    let (tx, rx) = mpsc::channel();
    let guard = WaitsOnDrop {
        adev: adev.clone(),
        y: Some(y),
        tx,
    };
    let fut = ops
        .alloc_zeros::<u8>(4)
        .map(move |v| {
            let _keep = &guard;
            v
        })
        .run();
    drop(fut);
    let waiter = {
        let adev = adev.clone();
        std::thread::spawn(move || adev.synchronize().wait())
    };
    match rx.recv_timeout(Duration::from_secs(60)) {
        Ok(r) => {
            let got = r.unwrap();
            assert_eq!(got.len(), N);
            assert!(
                got.iter().all(|&v| v == 3.0),
                "the download saw the slow fill"
            );
        }
        Err(e) => {
            // The adapter is stuck: leave it (its last clone would wait for it for ever).
            std::mem::forget(adev);
            panic!("the waiting Drop never finished ({e}): the adapter hung");
        }
    }
    waiter.join().unwrap().unwrap();
    // And the adapter goes on working.
    let x = adev.htod_copy(vec![1u8, 2, 3]).wait().unwrap();
    assert_eq!(adev.dtoh_copy(&x).wait().unwrap(), [1, 2, 3]);
}

/// Counts its drops, and those on a completion thread, in the counters of set `SET`: one set
/// for each test that counts, so that tests running side by side do not count each other's.
#[repr(C)]
pub(crate) struct Counted<const SET: usize>(pub(crate) u32);

// SAFETY: a plain u32 for the device; its `Drop` reads no field.
unsafe impl<const SET: usize> DeviceRepr for Counted<SET> {}

/// Each set's drops, and those of them on a completion thread.
static DROPS: [AtomicUsize; 2] = [AtomicUsize::new(0), AtomicUsize::new(0)];

static DROPS_ON_A_COMPLETION_THREAD: [AtomicUsize; 2] = [AtomicUsize::new(0), AtomicUsize::new(0)];

impl<const SET: usize> Counted<SET> {
    /// One value of the set for each of `values`.
    pub(crate) fn values(values: impl IntoIterator<Item = u32>) -> Vec<Self> {
        values.into_iter().map(Self).collect()
    }

    /// How many values of the set were dropped so far.
    pub(crate) fn drops() -> usize {
        DROPS[SET].load(Ordering::SeqCst)
    }

    /// How many of them on a completion thread.
    pub(crate) fn drops_on_a_completion_thread() -> usize {
        DROPS_ON_A_COMPLETION_THREAD[SET].load(Ordering::SeqCst)
    }
}

impl<const SET: usize> Drop for Counted<SET> {
    fn drop(&mut self) {
        DROPS[SET].fetch_add(1, Ordering::SeqCst);
        if std::thread::current().name() == Some("cuda-driver-async") {
            DROPS_ON_A_COMPLETION_THREAD[SET].fetch_add(1, Ordering::SeqCst);
        }
    }
}

/// The values `a_dropped_downloads_values_are_dropped_on_the_users_thread` counts (set 1 is
/// `CountedOnce`'s).
type Tracked = Counted<0>;

#[test]
fn a_dropped_downloads_values_are_dropped_on_the_users_thread() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let x = adev.htod_copy(Tracked::values([1, 2])).wait().unwrap();
    let before = Tracked::drops();
    let mut slow = filled(&dev, 0.0);
    k.fill(None, &mut slow, 1.0, SLOW);
    // The old values of the Vec it reuses are dropped when the copy is enqueued, here.
    let fut = adev.dtoh_copy_into(&x, Tracked::values([7, 8, 9]));
    assert_eq!(Tracked::drops() - before, 3);
    drop(fut);
    dev.synchronize().unwrap();
    // The two values downloaded for the dropped future, dropped by the synchronize.
    assert_eq!(Tracked::drops() - before, 5);
    assert_eq!(Tracked::drops_on_a_completion_thread(), 0);
}

#[test]
fn what_a_dropped_future_left_is_dropped_by_the_next_call() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let (captured, w) = witness();
    let mut x = filled(&dev, 0.0);
    k.fill(None, &mut x, 1.0, SLOW);
    let fut = ops
        .alloc_zeros::<u8>(4)
        .map(move |v| {
            let _keep = &w;
            v
        })
        .run();
    drop(fut);
    // The GPU finishes the chain; the completion thread only puts its output aside.
    let start = std::time::Instant::now();
    while start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(20));
        if x_done(&dev) {
            break;
        }
    }
    std::thread::sleep(Duration::from_millis(50));
    assert!(drops(&captured).is_empty(), "dropped on no call of ours");
    // A call of the adapter made once the completion thread has put the output aside drops
    // it, on the caller's thread. (The completion thread may be later than the GPU: the calls
    // before it has drop nothing.)
    let mut ys = Vec::new();
    let start = std::time::Instant::now();
    while drops(&captured).is_empty() && start.elapsed() < Duration::from_secs(10) {
        ys.push(adev.alloc_zeros::<u8>(1).wait().unwrap());
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(drops(&captured), [std::thread::current().id()]);
    drop((x, ys));
}

/// Whether the main stream's work is done (`cuStreamQuery` through the sync API's stream).
fn x_done(dev: &Arc<cuda_driver::driver::CudaDevice>) -> bool {
    // SAFETY: the device's main stream is live.
    unsafe { cuda_driver::driver::result::stream::query(*dev.cu_stream()) }.unwrap_or(false)
}

#[test]
fn teardown_with_a_flagged_operation_in_flight_leaves_the_gpu_usable() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    // Awaited one at a time from this thread: the next operation's mark gets a flag, a word of
    // pinned host memory its stream writes once the work is done.
    adev.alloc_zeros::<u8>(1).wait().unwrap();
    let mut x = filled(&dev, 0.0);
    k.fill(None, &mut x, 1.0, SLOW);
    let fut = adev.alloc_zeros::<u8>(4);
    // Everything goes while the write is still to come: the flag's page is freed only after
    // the context has finished its work.
    drop(fut);
    drop((adev, x, k, dev));
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    for _ in 0..3 {
        let x = adev.htod_copy(vec![5u32; 1000]).wait().unwrap();
        assert_eq!(adev.dtoh_copy(&x).wait().unwrap(), vec![5; 1000]);
    }
    dev.synchronize().unwrap();
}

/// Counts its wake-ups.
struct CountingWaker(AtomicUsize);

impl std::task::Wake for CountingWaker {
    fn wake(self: Arc<Self>) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

#[test]
fn a_future_under_load_yields_twice_then_waits_for_its_wake_up() {
    let dev = gpu!();
    // The test needs its polls to come while the slow kernel runs; a thread of a busy test
    // binary can be stalled in the driver for longer (other tests' large registrations and
    // allocations). Tried again then, up to three times.
    for attempt in 1..=3 {
        if future_under_load_yields_twice(&dev, attempt == 3) {
            return;
        }
        println!("attempt {attempt}: the polls came after the slow kernel; again");
    }
}

/// One attempt of `a_future_under_load_yields_twice_then_waits_for_its_wake_up`: false if its
/// precondition failed (and `last` is false).
fn future_under_load_yields_twice(dev: &Arc<CudaDevice>, last: bool) -> bool {
    let dev = dev.clone();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut x = filled(&dev, 0.0);
    let started = std::time::Instant::now();
    // About a second: long enough that the polls below come before its end even while the
    // other tests of this binary load the driver (and stall this thread).
    k.fill(None, &mut x, 1.0, 20 * SLOW);
    // Several operations in flight at once, each behind the slow kernel (an operation first
    // waits for the main stream): the last one is not awaited alone, so its future gets no
    // spin budget (the adapter is under load).
    let earlier: Vec<_> = (0..3).map(|_| adev.alloc_zeros::<u32>(16)).collect();
    let mut fut = adev.htod_copy(vec![7u32; 16]);
    let wakes = Arc::new(CountingWaker(AtomicUsize::new(0)));
    let waker = std::task::Waker::from(wakes.clone());
    let mut cx = std::task::Context::from_waker(&waker);
    let mut pending_polls = 0;
    for _ in 0..5 {
        if std::pin::Pin::new(&mut fut).poll(&mut cx).is_pending() {
            pending_polls += 1;
        }
    }
    let woken = wakes.0.load(Ordering::SeqCst);
    if pending_polls != 5 && !last {
        drop(fut);
        dev.synchronize().unwrap();
        return false;
    }
    assert_eq!(
        pending_polls,
        5,
        "precondition: the upload waits behind the slow kernel while it is polled ({:?} since \
         the kernel's launch)",
        started.elapsed()
    );
    assert_eq!(
        woken, 2,
        "a pending future under load wakes its own task twice (to run after other tasks), \
         then waits to be woken"
    );
    // The completion thread wakes it once the work is done.
    let until = std::time::Instant::now() + Duration::from_secs(10);
    while wakes.0.load(Ordering::SeqCst) == woken {
        assert!(
            std::time::Instant::now() < until,
            "the completion thread never woke the future"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    match std::pin::Pin::new(&mut fut).poll(&mut cx) {
        std::task::Poll::Ready(v) => {
            assert_eq!(dev.dtoh_sync_copy(&v.unwrap()).unwrap(), [7; 16]);
        }
        std::task::Poll::Pending => panic!("woken, but not ready"),
    }
    for f in earlier {
        assert_eq!(dev.dtoh_sync_copy(&f.wait().unwrap()).unwrap(), [0; 16]);
    }
    crate::kernels::assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 1.0, "the slow fill");
    true
}
