//! The soak test: sync threads, async tasks and forked streams on one device at once, for a
//! minute or as long as asked, every result checked element by element against a host model.
//!
//! It runs only when `CUDA_DRIVER_SOAK` is set, to the seconds to run (`1` means 60); otherwise
//! it prints that it was skipped and passes, so that this binary costs nothing in `.gpu/run`.
//! Without a GPU it skips like the other GPU tests (`REQUIRE_GPU=1` makes that a failure).
//!
//! Three parts share one `Arc<CudaDevice>`:
//! - sync: 16 threads of copies, kernels on the main stream, device-to-device copies between
//!   views, reads back, and now and then a buffer dropped while a forked stream still reads it;
//! - async: 1000 tokio tasks of `AsyncDevice` pipelines (htod_copy, add_all, dtoh_copy), some
//!   of whose futures are dropped or leaked with `mem::forget` instead of awaited;
//! - streams: 4 threads, each with its own stream, filling buffers there with a slow kernel and
//!   reading them back on the main stream with no wait by hand.
//!
//! At the end device memory must be back within 16 MiB of where it was after the warm-up. A
//! watchdog fails the run, naming the part that is stuck, if it lasts 60 s past its duration.

#[macro_use]
mod support;
use support::kernels;

use cuda_driver::r#async::{AsyncDevice, GpuFuture};
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, CudaStream, DeviceRepr, DeviceSlice, DriverError,
    LaunchAsync, LaunchConfig, result,
};
use std::any::Any;
use std::io::Write;
use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

const SYNC_THREADS: usize = 16;
const ASYNC_TASKS: usize = 1000;
const STREAM_THREADS: usize = 4;
/// Buffers hold 1 to 2^20 elements.
const MAX_LEN_LOG2: u64 = 20;
/// Busy-wait of the slow kernels on the main stream, in clock cycles (at most about 10 us).
const SHORT_SPIN: u64 = 20_000;
/// Busy-wait of the slow kernels on forked streams (at most about 0.3 ms): long enough that work
/// ordered wrongly after them would overtake them, short enough not to hold up the main stream
/// (which reads their results) for most of the run.
const LONG_SPIN: u64 = 500_000;
/// How far device memory may end below where it started.
const MEMORY_SLACK: usize = 16 << 20;
/// How long past its duration the run may go before the watchdog fails it.
const GRACE: Duration = Duration::from_secs(60);

const SYNC: usize = 0;
const ASYNC: usize = 1;
const STREAMS: usize = 2;

#[test]
fn soak() {
    let Some(duration) = soak_duration() else {
        say("soak: skipped: set CUDA_DRIVER_SOAK to the seconds to run (1 means 60)");
        return;
    };
    let dev = gpu!();
    kernels::spin(&dev);
    let soak = Arc::new(Soak::new(dev.clone()));
    let (finished, watchdog) = start_watchdog(&soak, duration + GRACE);

    soak.phase("warm-up");
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(8)
        .enable_all()
        .build()
        .unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    warm_up(&soak, &rt, &adev);
    let free_start = free_device_memory(&dev);

    soak.phase("running the three parts");
    soak.start(duration);
    let elapsed = run_parts(&soak, &rt, &adev);

    soak.phase("teardown: dropping the AsyncDevice (it waits for its operations)");
    drop(adev);
    soak.phase("teardown: dropping the tokio runtime");
    drop(rt);
    soak.phase("teardown: synchronizing the device");
    let free_end = free_device_memory(&dev);
    soak.phase("done");
    finished.send(()).unwrap();
    watchdog.join().unwrap();

    let secs = elapsed.as_secs_f64();
    let rate = |part: &Part| part.ops.load(Ordering::Relaxed) as f64 / secs;
    let rates = soak.parts.iter().map(rate).collect::<Vec<_>>();
    say(&format!(
        "soak: {secs:.1} s, sync {:.0} ops/s, async {:.0} ops/s, streams {:.0} ops/s, total {:.0} \
         ops/s; device memory start {} MiB free, end {} MiB free",
        rates[SYNC],
        rates[ASYNC],
        rates[STREAMS],
        rates.iter().sum::<f64>(),
        free_start >> 20,
        free_end >> 20,
    ));
    let lost = free_start.saturating_sub(free_end);
    assert!(
        lost <= MEMORY_SLACK,
        "device memory not given back: {} MiB less free at the end than after the warm-up \
         (at most {} MiB allowed)",
        lost >> 20,
        MEMORY_SLACK >> 20
    );
}

/// The duration asked for by `CUDA_DRIVER_SOAK`, or `None` when it is unset, empty or 0.
fn soak_duration() -> Option<Duration> {
    let v = std::env::var("CUDA_DRIVER_SOAK").ok()?;
    let v = v.trim();
    if v.is_empty() || v == "0" {
        return None;
    }
    let secs: f64 = v
        .parse()
        .ok()
        .filter(|s: &f64| s.is_finite() && *s > 0.0)
        .unwrap_or_else(|| panic!("CUDA_DRIVER_SOAK={v:?}: expected the seconds to run"));
    Some(Duration::from_secs_f64(if secs == 1.0 {
        60.0
    } else {
        secs
    }))
}

/// Writes a line past the test harness's output capture, so that it shows in every run.
fn say(line: &str) {
    let _ = writeln!(std::io::stdout(), "{line}");
}

/// Free device memory, in bytes, once all work on the device is done.
fn free_device_memory(dev: &Arc<CudaDevice>) -> usize {
    dev.synchronize().expect("synchronize");
    result::mem_get_info().expect("mem_get_info").0
}

/// Rounds of each part, so that lazily created resources (module code, pools of streams, the
/// threads' own streams, events and pinned memory) exist before the memory at the start is
/// measured.
fn warm_up(soak: &Arc<Soak>, rt: &tokio::runtime::Runtime, adev: &AsyncDevice) {
    // On as many threads at once as the run has: each thread's calls go to a stream of its own,
    // made on its first call and kept by the device for the next thread.
    let together = std::sync::Barrier::new(SYNC_THREADS + STREAM_THREADS);
    std::thread::scope(|scope| {
        let parts = (0..SYNC_THREADS)
            .map(|_| (SYNC, sync_round as RoundFn))
            .chain((0..STREAM_THREADS).map(|_| (STREAMS, stream_round as RoundFn)));
        let mut threads = Vec::new();
        for (part, round) in parts {
            let together = &together;
            threads.push(scope.spawn(move || {
                let stream = soak.dev.fork_default_stream().unwrap();
                let w = Worker::new(soak, part, 0);
                let mut rng = Rng::new(part, usize::MAX);
                for _ in 0..2 {
                    let r = round(&w, &mut rng, &stream);
                    w.must(r);
                }
                together.wait();
            }));
        }
        // Joined one by one: a thread's stream goes back to the device when its thread-locals
        // are destroyed, which the scope's own wait at its end does not wait for.
        for t in threads {
            t.join().unwrap();
        }
    });
    rt.block_on(async {
        let w = Worker::new(soak, ASYNC, 0);
        let mut rng = Rng::new(ASYNC, usize::MAX);
        for _ in 0..8 {
            let r = async_round(&w, &mut rng, adev).await;
            w.must(r);
        }
    });
    for part in &soak.parts {
        part.ops.store(0, Ordering::Relaxed);
    }
}

/// Runs every worker until the time is up (or one fails) and gives the time they ran. A
/// worker's panic is passed on once all have stopped.
fn run_parts(soak: &Arc<Soak>, rt: &tokio::runtime::Runtime, adev: &AsyncDevice) -> Duration {
    std::thread::scope(|scope| {
        let threads: Vec<_> = (0..SYNC_THREADS)
            .map(|i| (SYNC, i))
            .chain((0..STREAM_THREADS).map(|i| (STREAMS, i)))
            .map(|(part, i)| {
                let w = Worker::new(soak, part, i);
                scope.spawn(move || thread_worker(w))
            })
            .collect();
        let mut failure: Option<Box<dyn Any + Send>> = None;
        rt.block_on(async {
            let tasks: Vec<_> = (0..ASYNC_TASKS)
                .map(|i| tokio::spawn(async_worker(Worker::new(soak, ASYNC, i), adev.clone())))
                .collect();
            for t in tasks {
                if let Err(e) = t.await {
                    let p = e
                        .try_into_panic()
                        .unwrap_or_else(|e| Box::new(format!("async task: {e}")));
                    failure.get_or_insert(p);
                }
            }
        });
        for t in threads {
            if let Err(p) = t.join() {
                failure.get_or_insert(p);
            }
        }
        if let Some(p) = failure {
            std::panic::resume_unwind(p);
        }
        soak.elapsed()
    })
}

// ---------------------------------------------------------------------------------------------
// The three parts: one round each, and the loops that repeat them.

type RoundFn = fn(&Worker, &mut Rng, &CudaStream) -> Result<(), DriverError>;

/// A sync or streams thread: rounds until the time is up, on a stream of its own. A streams
/// thread replaces its stream now and then (dropping one joins it into the thread's own stream).
fn thread_worker(w: Worker) {
    let dev = w.soak.dev.clone();
    let mut rng = Rng::new(w.part, w.index);
    let round: RoundFn = if w.part == SYNC {
        sync_round
    } else {
        stream_round
    };
    let mut stream = w.must(dev.fork_default_stream());
    while w.next_round() {
        if w.part == STREAMS && rng.one_in(64) {
            let fresh = if rng.one_in(2) {
                dev.fork_default_stream()
            } else {
                dev.new_stream()
            };
            stream = w.must(fresh);
        }
        let r = round(&w, &mut rng, &stream);
        w.must(r);
    }
}

/// An async task: rounds until the time is up.
async fn async_worker(w: Worker, adev: AsyncDevice) {
    let mut rng = Rng::new(w.part, w.index);
    while w.next_round() {
        let r = async_round(&w, &mut rng, &adev).await;
        w.must(r);
    }
}

/// Copies in, kernels on the main stream (one on a view), a device copy between views, reads
/// back (one through a view); one round in eight also drops a buffer while a slow kernel on
/// the forked `stream` still reads it.
fn sync_round(w: &Worker, rng: &mut Rng, stream: &CudaStream) -> Result<(), DriverError> {
    let (dev, k) = (&w.soak.dev, &w.soak.kernels);
    let n = rng.len();
    let mut model = rng.data(n);
    let mut a = w.op(dev.htod_sync_copy(&model))?;
    let v = rng.value();
    w.op(k.add_all(None, &mut a, v))?;
    add(&mut model, v);
    let (fill, v) = (rng.range(n), rng.value());
    let cycles = rng.below(SHORT_SPIN);
    w.op(k.slow_fill(None, cycles, &mut a.slice_mut(fill.clone()), v))?;
    model[fill].fill(v);

    // A view of `a` into a view of a fresh zeroed buffer, at another offset.
    let src = rng.range(n);
    let at = rng.below((n - src.len() + 1) as u64) as usize;
    let dst = at..at + src.len();
    let mut b = dev.alloc_zeros::<f32>(n)?;
    w.op(dev.dtod_copy(&a.slice(src.clone()), &mut b.slice_mut(dst.clone())))?;
    let mut model_b = vec![0.0; n];
    model_b[dst].copy_from_slice(&model[src]);

    w.check(
        "a after add_all and slow_fill",
        &w.op(dev.dtoh_sync_copy(&a))?,
        &model,
    );
    let part = rng.range(n);
    let seen = w.op(dev.dtoh_sync_copy(&b.slice(part.clone())))?;
    w.check(
        "a view of b after dtod_copy between views",
        &seen,
        &model_b[part],
    );

    if rng.one_in(8) {
        let mut c = dev.alloc_zeros::<f32>(n)?;
        let cycles = rng.below(LONG_SPIN);
        w.op(k.slow_copy(Some(stream), cycles, &mut c, &a))?;
        // The free waits for the stream's read. A fresh buffer of the same size, likely in the
        // same memory, is written at once: a read that came after the free would copy this.
        drop(a);
        let _reuse = w.op(dev.htod_sync_copy(&vec![-1.0f32; n]))?;
        let seen = w.op(dev.dtoh_sync_copy(&c))?;
        w.check(
            "a forked stream's copy of a buffer dropped meanwhile",
            &seen,
            &model,
        );
    }
    Ok(())
}

/// A slow fill of a view on `stream`, sometimes an add on the stream or the main stream, and
/// a read back on the main stream, which waits for the stream's writes by itself.
fn stream_round(w: &Worker, rng: &mut Rng, stream: &CudaStream) -> Result<(), DriverError> {
    let (dev, k) = (&w.soak.dev, &w.soak.kernels);
    let n = rng.len();
    let mut model = rng.data(n);
    let mut x = w.op(dev.htod_sync_copy(&model))?;
    let (fill, v) = (rng.range(n), rng.value());
    let cycles = rng.below(LONG_SPIN);
    w.op(k.slow_fill(Some(stream), cycles, &mut x.slice_mut(fill.clone()), v))?;
    model[fill].fill(v);
    if rng.one_in(2) {
        let on = if rng.one_in(2) { Some(stream) } else { None };
        let v = rng.value();
        w.op(k.add_all(on, &mut x, v))?;
        add(&mut model, v);
    }
    let seen = w.op(dev.dtoh_sync_copy(&x))?;
    w.check(
        "read back on the main stream after slow_fill on a stream",
        &seen,
        &model,
    );
    Ok(())
}

/// htod_copy, add_all, dtoh_copy, checked. One round in 32 each also drops a launch future,
/// leaks one, leaks an upload into the buffer, drops a download's and an upload's futures, or
/// drops the buffer while a leaked launch still writes it: later work on the buffer must see
/// what those futures did, and their memory must come back.
async fn async_round(w: &Worker, rng: &mut Rng, adev: &AsyncDevice) -> Result<(), DriverError> {
    let k = &w.soak.kernels;
    let n = rng.len();
    let mut model = rng.data(n);
    let mut x = w.op(adev.htod_copy(model.clone()).await)?;
    let v = rng.value();
    match rng.below(32) {
        0 => {
            drop(k.add_all_async(adev, &mut x, v));
            add(&mut model, v);
        }
        1 => {
            std::mem::forget(k.add_all_async(adev, &mut x, v));
            add(&mut model, v);
        }
        2 => {
            model = rng.data(n);
            std::mem::forget(adev.htod_copy_into(model.clone(), &mut x));
        }
        3 => {
            drop(adev.dtoh_copy(&x));
            drop(adev.htod_copy(rng.data(n)));
        }
        4 => {
            std::mem::forget(k.add_all_async(adev, &mut x, v));
            drop(x);
            return Ok(());
        }
        _ => {}
    }
    let v = rng.value();
    w.op(k.add_all_async(adev, &mut x, v).await)?;
    add(&mut model, v);
    let seen = w.op(adev.dtoh_copy(&x).await)?;
    w.check("after htod_copy, add_all and dtoh_copy", &seen, &model);
    Ok(())
}

/// `x[i] += v` on the host model.
fn add(model: &mut [f32], v: f32) {
    model.iter_mut().for_each(|m| *m += v);
}

// ---------------------------------------------------------------------------------------------
// Kernels of ptx/spin.cu, with their arguments typed.

struct Kernels {
    add_all: CudaFunction,
    slow_fill: CudaFunction,
    slow_copy: CudaFunction,
}

/// A grid-stride launch over `n` elements: 256 threads a block, at most `max_blocks` blocks.
fn grid(n: usize, max_blocks: usize) -> LaunchConfig {
    LaunchConfig {
        grid_dim: (n.div_ceil(256).clamp(1, max_blocks) as u32, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// Launches on `on`, or on the main stream.
///
/// # Safety
///
/// As for [`LaunchAsync::launch`]: `params` are what the kernel expects.
unsafe fn launch<P>(
    f: &CudaFunction,
    on: Option<&CudaStream>,
    cfg: LaunchConfig,
    params: P,
) -> Result<(), DriverError>
where
    for<'f> &'f CudaFunction: LaunchAsync<P>,
{
    // SAFETY: the caller's.
    unsafe {
        match on {
            Some(stream) => f.launch_on_stream(stream, cfg, params),
            None => f.launch(cfg, params),
        }
    }
}

impl Kernels {
    fn new(dev: &Arc<CudaDevice>) -> Self {
        let get = |name| dev.get_func("spin", name).expect("spin is loaded");
        Kernels {
            add_all: get("add_all"),
            slow_fill: get("slow_fill"),
            slow_copy: get("slow_copy"),
        }
    }

    /// `x[i] += v` for every element.
    fn add_all<'a, X>(
        &self,
        on: Option<&CudaStream>,
        x: &'a mut X,
        v: f32,
    ) -> Result<(), DriverError>
    where
        X: DeviceSlice<f32>,
        &'a mut X: DeviceRepr,
    {
        let n = x.len();
        // SAFETY: add_all(float *x, size_t n, float value) writes x[0..n) only.
        unsafe { launch(&self.add_all, on, grid(n, 1024), (x, n, v)) }
    }

    /// [`add_all`](Self::add_all) through the async adapter.
    fn add_all_async(&self, adev: &AsyncDevice, x: &mut CudaSlice<f32>, v: f32) -> GpuFuture<()> {
        let n = x.len();
        // SAFETY: as in add_all.
        unsafe { adev.launch(&self.add_all, grid(n, 1024), (x, n, v)) }
    }

    /// Busy-waits `cycles`, then sets every element of `x` to `v`.
    fn slow_fill<'a, X>(
        &self,
        on: Option<&CudaStream>,
        cycles: u64,
        x: &'a mut X,
        v: f32,
    ) -> Result<(), DriverError>
    where
        X: DeviceSlice<f32>,
        &'a mut X: DeviceRepr,
    {
        let n = x.len();
        // SAFETY: slow_fill(unsigned long long cycles, float *out, size_t n, float value)
        // writes out[0..n) only.
        unsafe { launch(&self.slow_fill, on, grid(n, 16), (cycles, x, n, v)) }
    }

    /// Busy-waits `cycles`, then copies `src` into `dst` (of the same length).
    fn slow_copy<'a, 'b, D, S>(
        &self,
        on: Option<&CudaStream>,
        cycles: u64,
        dst: &'a mut D,
        src: &'b S,
    ) -> Result<(), DriverError>
    where
        D: DeviceSlice<f32>,
        S: DeviceSlice<f32>,
        &'a mut D: DeviceRepr,
        &'b S: DeviceRepr,
    {
        let n = dst.len();
        assert_eq!(
            n,
            src.len(),
            "slow_copy between buffers of different lengths"
        );
        // SAFETY: slow_copy(unsigned long long cycles, float *dst, const float *src, size_t n)
        // reads src[0..n) and writes dst[0..n) only.
        unsafe { launch(&self.slow_copy, on, grid(n, 16), (cycles, dst, src, n)) }
    }
}

// ---------------------------------------------------------------------------------------------
// Shared state: the clock, the operation counts, and what the watchdog reports.

struct Soak {
    dev: Arc<CudaDevice>,
    kernels: Kernels,
    /// Time 0 of the `_ns` fields.
    t0: Instant,
    /// When the run started and when it ends (`u64::MAX` until it starts).
    start_ns: AtomicU64,
    end_ns: AtomicU64,
    /// Set when a worker fails, so that the others stop early.
    stop: AtomicBool,
    parts: [Part; 3],
    /// What the main thread is doing, for the watchdog.
    phase: Mutex<&'static str>,
}

struct Part {
    name: &'static str,
    workers: usize,
    /// Completed operations: copies, launches and checks.
    ops: AtomicU64,
    /// Workers still running.
    running: AtomicUsize,
    /// When an operation last completed (0: none yet).
    last_ns: AtomicU64,
}

impl Part {
    fn new(name: &'static str, workers: usize) -> Self {
        Part {
            name,
            workers,
            ops: AtomicU64::new(0),
            running: AtomicUsize::new(0),
            last_ns: AtomicU64::new(0),
        }
    }
}

impl Soak {
    fn new(dev: Arc<CudaDevice>) -> Self {
        Soak {
            kernels: Kernels::new(&dev),
            dev,
            t0: Instant::now(),
            start_ns: AtomicU64::new(0),
            end_ns: AtomicU64::new(u64::MAX),
            stop: AtomicBool::new(false),
            parts: [
                Part::new("sync", SYNC_THREADS),
                Part::new("async", ASYNC_TASKS),
                Part::new("streams", STREAM_THREADS),
            ],
            phase: Mutex::new("starting"),
        }
    }

    fn now_ns(&self) -> u64 {
        self.t0.elapsed().as_nanos() as u64
    }

    fn start(&self, duration: Duration) {
        let now = self.now_ns();
        self.start_ns.store(now, Ordering::Relaxed);
        self.end_ns
            .store(now + duration.as_nanos() as u64, Ordering::Relaxed);
    }

    fn elapsed(&self) -> Duration {
        Duration::from_nanos(self.now_ns() - self.start_ns.load(Ordering::Relaxed))
    }

    fn phase(&self, phase: &'static str) {
        *self.phase.lock().unwrap_or_else(|e| e.into_inner()) = phase;
    }

    /// Which part is stuck, for the watchdog.
    fn stuck_report(&self, limit: Duration) -> String {
        let now = self.now_ns();
        let phase = *self.phase.lock().unwrap_or_else(|e| e.into_inner());
        let stuck: Vec<String> = self
            .parts
            .iter()
            .filter_map(|p| {
                let running = p.running.load(Ordering::Relaxed);
                let last = p.last_ns.load(Ordering::Relaxed);
                let since = if last == 0 {
                    "no operation completed yet".to_owned()
                } else {
                    let ago = now.saturating_sub(last) as f64 / 1e9;
                    format!("last operation {ago:.1} s ago")
                };
                (running > 0).then(|| {
                    format!(
                        "{} ({running} of {} workers still running, {since}, {} operations)",
                        p.name,
                        p.workers,
                        p.ops.load(Ordering::Relaxed)
                    )
                })
            })
            .collect();
        let which = if stuck.is_empty() {
            "every worker has finished, so the main thread is stuck there".to_owned()
        } else {
            format!("stuck: {}", stuck.join("; "))
        };
        format!(
            "soak: watchdog: not finished after {:.0} s (the duration plus {} s), in phase \
             \"{phase}\"; {which}",
            limit.as_secs_f64(),
            GRACE.as_secs()
        )
    }
}

/// Fails the run, through the process's exit status, if it is not over within `limit`; send
/// on the returned channel (or drop it) to stop it.
fn start_watchdog(
    soak: &Arc<Soak>,
    limit: Duration,
) -> (mpsc::Sender<()>, std::thread::JoinHandle<()>) {
    let (tx, rx) = mpsc::channel::<()>();
    let soak = soak.clone();
    let handle = std::thread::spawn(move || {
        if rx.recv_timeout(limit) == Err(mpsc::RecvTimeoutError::Timeout) {
            // Past the harness's capture: a hung test's output would never be shown.
            let _ = writeln!(std::io::stderr(), "{}", soak.stuck_report(limit));
            std::process::exit(1);
        }
    });
    (tx, handle)
}

/// One thread or task of a part: counts its operations, names itself in failures, and on
/// failure stops the others.
struct Worker {
    soak: Arc<Soak>,
    part: usize,
    index: usize,
    round: AtomicU64,
}

impl Worker {
    fn new(soak: &Arc<Soak>, part: usize, index: usize) -> Self {
        soak.parts[part].running.fetch_add(1, Ordering::Relaxed);
        Worker {
            soak: soak.clone(),
            part,
            index,
            round: AtomicU64::new(0),
        }
    }

    /// Counts the next round, if there is time for it.
    fn next_round(&self) -> bool {
        let s = &self.soak;
        self.round.fetch_add(1, Ordering::Relaxed);
        !s.stop.load(Ordering::Relaxed) && s.now_ns() < s.end_ns.load(Ordering::Relaxed)
    }

    fn who(&self) -> String {
        format!(
            "{} worker {}, round {}",
            self.soak.parts[self.part].name,
            self.index,
            self.round.load(Ordering::Relaxed)
        )
    }

    /// Counts a completed operation.
    fn count(&self) {
        let part = &self.soak.parts[self.part];
        part.ops.fetch_add(1, Ordering::Relaxed);
        part.last_ns.store(self.soak.now_ns(), Ordering::Relaxed);
    }

    /// Passes `r` on, counting it if it is a completed operation.
    fn op<T>(&self, r: Result<T, DriverError>) -> Result<T, DriverError> {
        if r.is_ok() {
            self.count();
        }
        r
    }

    /// Stops the other workers and fails, naming this one. (A panicking task's future is
    /// dropped only after the unwinding, too late for `Drop` to see it.)
    fn fail(&self, why: std::fmt::Arguments<'_>) -> ! {
        self.soak.stop.store(true, Ordering::Relaxed);
        panic!("{}: {why}", self.who())
    }

    fn must<T>(&self, r: Result<T, DriverError>) -> T {
        r.unwrap_or_else(|e| self.fail(format_args!("{e}")))
    }

    /// Compares every element with the host model; fails on the first difference.
    fn check(&self, what: &str, seen: &[f32], want: &[f32]) {
        if seen.len() != want.len() {
            self.fail(format_args!(
                "{what}: {} elements read back, {} expected",
                seen.len(),
                want.len()
            ));
        }
        if let Some(i) = seen.iter().zip(want).position(|(s, w)| s != w) {
            self.fail(format_args!(
                "{what}: mismatch at index {i} of {}: expected {}, seen {}",
                want.len(),
                want[i],
                seen[i]
            ));
        }
        self.count();
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.soak.parts[self.part]
            .running
            .fetch_sub(1, Ordering::Relaxed);
        if std::thread::panicking() {
            self.soak.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Pseudo-random choices, deterministic per worker.
struct Rng(u64);

impl Rng {
    fn new(part: usize, index: usize) -> Self {
        Rng(((part as u64) << 32) ^ index as u64)
    }

    fn next(&mut self) -> u64 {
        kernels::splitmix64(&mut self.0)
    }

    /// In `0..n`.
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn one_in(&mut self, n: u64) -> bool {
        self.below(n) == 0
    }

    /// A buffer length in 1..=2^20, as often small as large (uniform in its number of bits).
    fn len(&mut self) -> usize {
        let bits = self.below(MAX_LEN_LOG2 + 1);
        1 + self.below(1 << bits) as usize
    }

    /// A non-empty range within `0..n`.
    fn range(&mut self, n: usize) -> Range<usize> {
        let start = self.below(n as u64) as usize;
        start..start + 1 + self.below((n - start) as u64) as usize
    }

    /// A small whole number to add or fill with (sums of them stay exact in f32).
    fn value(&mut self) -> f32 {
        (1 + self.below(64)) as f32
    }

    /// `n` whole numbers in 0..4096.
    fn data(&mut self, n: usize) -> Vec<f32> {
        (0..n).map(|_| (self.next() >> 52) as f32).collect()
    }
}
