//! The async adapter's completion thread runs no code of the user's, not even a `Drop`: what a
//! dropped future would have handed over (a chain's output with the closures that make it, a
//! download's values) is dropped on a thread of the user's. Each test puts a slow kernel on
//! the main stream first, so that the operation is still running when its future is dropped.

use crate::kernels::{N, SLOW, filled, slow_kernels};
use crate::support::snapshot;
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::{CudaDevice, CudaSlice, DeviceRepr, DriverError};
use futures_lite::future;
use std::future::{Future, IntoFuture};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread::ThreadId;
use std::time::Duration;

/// Records the thread it is dropped on.
pub(crate) struct Witness(Arc<Mutex<Vec<ThreadId>>>);

impl Drop for Witness {
    fn drop(&mut self) {
        self.0.lock().unwrap().push(std::thread::current().id());
    }
}

/// A witness, and where it records the threads it is dropped on.
pub(crate) fn witness() -> (Arc<Mutex<Vec<ThreadId>>>, Witness) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    (seen.clone(), Witness(seen))
}

/// The threads a witness was dropped on, so far.
pub(crate) fn drops(seen: &Mutex<Vec<ThreadId>>) -> Vec<ThreadId> {
    seen.lock().unwrap().clone()
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
/// claims_async.rs's).
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
    // The next call of the adapter drops it, on its caller's thread.
    let y = adev.alloc_zeros::<u8>(1).wait().unwrap();
    assert_eq!(drops(&captured), [std::thread::current().id()]);
    drop((x, y));
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
    // The attack needs its polls to come while the slow kernel runs; a thread of a busy test
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
