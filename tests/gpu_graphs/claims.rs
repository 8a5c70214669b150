//! Claims of the CUDA graph docs, each attacked by a test.
//!
//! The claims are those of `src/driver/safe/graph.rs` (module docs, `capture_graph`,
//! `CudaGraph`, `CudaGraphExec`), `src/driver/safe/ordering/capture.rs`, the graph parts of
//! `src/async` (`AsyncDevice::launch_graph`, `AsyncDevice::capture`, `Ops::launch_graph`,
//! `AsyncDevice::synchronize`'s word on captured streams) and the README/DESIGN/CHANGELOG
//! statements about them that tests/gpu_graphs/graphs.rs and composed.rs leave undefended:
//! slow writes and reads on other streams and threads *before* a capture or *around* a replay
//! (in the directions graphs.rs does not try: a slow reader before a replay, a write after a
//! slow replay's read), what a graph keeps alive (buffers shared by two graphs, views, kernels
//! whose module is replaced, everything dropped while a slow replay runs, checked by
//! allocations that would land on freed memory), captures on several threads at once, work
//! that runs during a capture, the calls a capture refuses, and launches of one executable
//! graph from many threads. Slow kernels (`SLOW` is about 50 ms on an H100) run ahead of the
//! operation under attack, so that one that overtakes them sees stale values; every element
//! of every result is checked against a CPU reference.
//!
//! Every test takes `crate::serial()` first: a capture must not overlap another test's
//! device-wide synchronisation.

use crate::graphs::{cfg, funcs, small_ints};
use crate::kernels::{
    BASIC, CFG, N, SLOW, SPIN, assert_all, assert_usable, filled, iota, load, slow_kernels,
};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, CudaStream, DevicePtr, DriverError, EventFlags,
    LaunchAsync,
};
use std::future::Future;
use std::sync::{Arc, Barrier};
use std::task::{Context, Poll, Waker};
use std::time::{Duration, Instant};

// ---- helpers ----

/// `x[..] += 1` on `s` (a capturing stream, or any other).
fn add_one_on(s: &CudaStream, f: &CudaFunction, x: &mut CudaSlice<f32>) -> Result<(), DriverError> {
    let n = x.len();
    // SAFETY: add_one(float *x, size_t n) stays within the n elements of `x`.
    unsafe { f.launch_on_stream(s, cfg(n), (x, n)) }
}

/// `y[..] += a * x[..]` on `s`.
fn axpy_on(
    s: &CudaStream,
    f: &CudaFunction,
    a: f32,
    x: &CudaSlice<f32>,
    y: &mut CudaSlice<f32>,
) -> Result<(), DriverError> {
    let n = x.len();
    assert_eq!(n, y.len());
    // SAFETY: axpy(float a, const float *x, float *y, size_t n) stays within n elements of
    // both buffers.
    unsafe { f.launch_on_stream(s, cfg(n), (a, x, y, n)) }
}

/// Polls `fut` until it is ready or `limit` has passed (`None`): for futures whose work may
/// never run.
fn poll_for<F: Future>(fut: F, limit: Duration) -> Option<F::Output> {
    let mut fut = Box::pin(fut);
    let mut cx = Context::from_waker(Waker::noop());
    let until = Instant::now() + limit;
    loop {
        if let Poll::Ready(r) = fut.as_mut().poll(&mut cx) {
            return Some(r);
        }
        if Instant::now() > until {
            return None;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Whether `e` is one of the driver's errors for an operation illegal during a capture.
fn is_capture_error(e: &DriverError) -> bool {
    matches!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
            | CUresult::CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
            | CUresult::CUDA_ERROR_STREAM_CAPTURE_ISOLATION
            | CUresult::CUDA_ERROR_STREAM_CAPTURE_IMPLICIT
            | CUresult::CUDA_ERROR_CAPTURED_EVENT
    )
}

/// A capture that captures an `add_one` and then must fail in `body`; checks that nothing
/// captured ran, that the device works, and that a new capture of the same buffer replays.
fn capture_must_fail(
    dev: &Arc<CudaDevice>,
    add_one: &CudaFunction,
    body: impl FnOnce(&CudaStream) -> Result<(), DriverError>,
) -> DriverError {
    let n = 1024;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let e = dev
        .capture_graph(|s| {
            add_one_on(s, add_one, &mut x)?;
            body(s)
        })
        .map(drop)
        .expect_err("the capture must fail");
    assert!(e.to_string().contains("captur"), "{e}");
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![0.0; n], "{e}");
    dev.synchronize().unwrap();
    assert_usable(dev);
    let exec = dev
        .capture_graph(|s| add_one_on(s, add_one, &mut x))
        .unwrap()
        .instantiate()
        .unwrap();
    exec.launch().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![1.0; n]);
    e
}

/// Fails with how many elements differ from `want`, and the first of them (without printing
/// millions of values).
#[track_caller]
fn assert_same(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    let bad = got.iter().zip(want).filter(|(g, w)| g != w).count();
    if bad > 0 {
        let i = got.iter().zip(want).position(|(g, w)| g != w).unwrap();
        panic!(
            "{what}: {bad} of {} elements differ (first at {i}: {} instead of {})",
            got.len(),
            got[i],
            want[i]
        );
    }
}

// ---- ordering of replays with other streams and threads ----

/// graph.rs, module docs: "Every access to a captured buffer, on any stream, is recorded in
/// the shared record; a launch ... waits for the earlier ones". Here the earlier access is a
/// slow write made *before* the capture, on a `CudaStream` and on another thread's own stream
/// (the capture moves it into the shared record); the replay is sync, then async.
#[test]
fn a_slow_write_before_the_capture_is_waited_for_by_the_replay() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    for sync in [true, false] {
        let mut x = filled(&dev, 0.0);
        let mut w = filled(&dev, 0.0);
        // Slow writes still running when the capture starts: on a stream of ours, and on the
        // stream of a thread that is not the one that opened the device.
        k.fill(Some(&s), &mut x, 5.0, SLOW);
        std::thread::scope(|sc| {
            sc.spawn(|| k.fill(None, &mut w, 4.0, SLOW)).join().unwrap();
        });
        let exec = dev
            .capture_graph(|cs| {
                // SAFETY: add_all(float *x, size_t n, float value) stays within N.
                unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut x, N, 1.0f32)) }?;
                // SAFETY: as above.
                unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut w, N, 1.0f32)) }
            })
            .unwrap()
            .instantiate()
            .unwrap();
        if sync {
            exec.launch().unwrap();
        } else {
            adev.launch_graph(&exec).wait().unwrap();
        }
        let how = if sync { "sync" } else { "async" };
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            6.0,
            &format!("{how} replay after a slow write on a CudaStream before the capture"),
        );
        assert_all(
            &dev.dtoh_sync_copy(&w).unwrap(),
            5.0,
            &format!("{how} replay after a slow write on another thread before the capture"),
        );
    }
}

/// graph.rs, module docs: "a launch ... waits for the earlier ones, as a write of every buffer
/// the graph uses". A slow *reader* of a captured buffer on another stream, then a replay
/// that overwrites it (sync, then async with its future dropped): the reader must see the old
/// values.
#[test]
fn a_replay_waits_for_a_slow_reader_on_another_stream() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    let mut x = filled(&dev, 3.0);
    let exec = dev
        .capture_graph(|cs| cs.memset_zeros(&mut x))
        .unwrap()
        .instantiate()
        .unwrap();
    for sync in [true, false] {
        dev.htod_sync_copy_into(&vec![3.0f32; N], &mut x).unwrap();
        let mut y = filled(&dev, -1.0);
        k.slow_copy(Some(&s), &mut y, &x);
        if sync {
            exec.launch().unwrap();
        } else {
            drop(adev.launch_graph(&exec));
        }
        let how = if sync { "sync" } else { "async" };
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            3.0,
            &format!("a slow read on another stream overtaken by a {how} replay"),
        );
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            0.0,
            &format!("the {how} replay's write"),
        );
    }
}

/// graph.rs, module docs: a launch "is recorded there in turn, so later work on any of its
/// buffers ... wait[s] for it". The graph reads `x` slowly; a write to `x` made after the
/// launch on another stream, through the adapter, or from another thread must not land
/// before the graph has read it.
#[test]
fn a_write_after_a_replay_waits_for_the_graphs_slow_read() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    let mut x = filled(&dev, 0.0);
    let mut y = filled(&dev, 0.0);
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) stays within N.
            unsafe { (&k.copy).launch_on_stream(cs, CFG, (SLOW, &mut y, &x, N)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    for (round, how) in ["a CudaStream", "the async adapter", "another thread"]
        .into_iter()
        .enumerate()
    {
        let v = round as f32 + 2.0;
        dev.htod_sync_copy_into(&vec![v; N], &mut x).unwrap();
        exec.launch().unwrap();
        match round {
            0 => s.memset_zeros(&mut x).unwrap(),
            1 => drop(adev.memset_zeros(&mut x)),
            _ => std::thread::scope(|sc| {
                sc.spawn(|| dev.htod_sync_copy_into(&vec![0.0f32; N], &mut x).unwrap())
                    .join()
                    .unwrap();
            }),
        }
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            v,
            &format!("the slow replay's read overtaken by a write on {how}"),
        );
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            0.0,
            &format!("the write on {how}"),
        );
    }
}

/// `capture_graph`: "a copy of new inputs called before `CudaGraphExec::launch` runs before the
/// graph, a read called after it sees the graph's results, with the sync API and the async
/// adapter alike". Mixed: a slow async write (future dropped) before a sync replay; a slow
/// sync replay before an async read and before an async write.
#[test]
fn sync_replays_and_async_calls_are_ordered_both_ways() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut x = filled(&dev, 0.0);
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: add_all(float *x, size_t n, float value) stays within N.
            unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut x, N, 1.0f32)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the N elements of x.
    drop(unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut x, N, 5.0f32)) });
    exec.launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        6.0,
        "a sync replay after a slow async write",
    );

    let mut z = filled(&dev, 0.0);
    let slow = dev
        .capture_graph(|cs| {
            // SAFETY: slow_fill writes the N elements of z.
            unsafe { (&k.fill).launch_on_stream(cs, CFG, (SLOW, &mut z, N, 7.0f32)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    slow.launch().unwrap();
    assert_all(
        &adev.dtoh_copy(&z).wait().unwrap(),
        7.0,
        "an async read after a slow sync replay",
    );
    slow.launch().unwrap();
    adev.memset_zeros(&mut z).wait().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        0.0,
        "an async write after a slow sync replay",
    );
}

/// `CudaGraphExec::launch`: "Launches the graph on the device's main stream ... whatever the
/// thread" (and CHANGELOG: "Graph launches ... stay on the main stream"); `launch_graph`:
/// "Like every async call it first waits for the main stream's work so far". The graph reads
/// a buffer through a raw address, which no record orders, so only those two promises put it
/// after a slow write on the main stream.
#[test]
fn replays_follow_the_main_streams_work_from_any_thread() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (_, axpy) = funcs(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut u = filled(&dev, 0.0);
    let mut y = filled(&dev, 0.0);
    let u_ptr: u64 = *u.device_ptr();
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: axpy(float a, const float *x, float *y, size_t n) reads N elements at
            // `u_ptr` (the live buffer `u`, which outlives every launch: each is waited for
            // below) and writes the N elements of y.
            unsafe { (&axpy).launch_on_stream(cs, cfg(N), (1.0f32, u_ptr, &mut y, N)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    // On the main stream (this thread opened the device), then a sync replay on another
    // thread, and a read there.
    k.fill(None, &mut u, 5.0, SLOW);
    let got = std::thread::scope(|sc| {
        sc.spawn(|| {
            exec.launch().unwrap();
            dev.dtoh_sync_copy(&y).unwrap()
        })
        .join()
        .unwrap()
    });
    assert_all(
        &got,
        5.0,
        "a sync replay on another thread after a slow write on the main stream",
    );
    // The same with an async replay.
    k.fill(None, &mut u, 7.0, SLOW);
    adev.launch_graph(&exec).wait().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        12.0,
        "an async replay after a slow write on the main stream",
    );
    dev.synchronize().unwrap();
    drop(exec);
}

// ---- what a graph keeps alive ----

/// graph.rs, module docs: "Dropping the buffer hands its allocation to that record ...; the
/// record frees it (in stream order, after every launch) when the last graph, executable graph
/// and buffer using it are gone"; `CudaGraphExec`: "dropping it while a launch is still running
/// is fine"; `launch_graph`: "The graph's buffers and kernels stay alive until it has run, even
/// if `exec` is dropped first". Everything is dropped while a slow replay (sync, then async)
/// still has to write the buffer; new allocations of the same size, on other streams and
/// written at once, must not be the memory the replay writes.
#[test]
fn dropping_everything_while_a_slow_replay_runs_frees_nothing_under_it() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    for sync in [true, false] {
        let mut z = filled(&dev, 0.0);
        let graph = dev
            .capture_graph(|cs| {
                // SAFETY: slow_fill writes the N elements of z.
                unsafe { (&k.fill).launch_on_stream(cs, CFG, (SLOW, &mut z, N, 7.0f32)) }
            })
            .unwrap();
        let exec = graph.instantiate().unwrap();
        if sync {
            exec.launch().unwrap();
        } else {
            drop(adev.launch_graph(&exec));
        }
        drop(exec);
        drop(graph);
        drop(z);
        // Allocated and written while the replay still spins: on another thread's stream
        // (sync copies, done when they return) and on the adapter's streams.
        let theirs: Vec<CudaSlice<f32>> = std::thread::scope(|sc| {
            sc.spawn(|| {
                (0..4)
                    .map(|_| dev.htod_sync_copy(&vec![1.0f32; N]).unwrap())
                    .collect()
            })
            .join()
            .unwrap()
        });
        let pooled: Vec<CudaSlice<f32>> = (0..4)
            .map(|_| adev.htod_copy(vec![2.0f32; N]).wait().unwrap())
            .collect();
        dev.synchronize().unwrap();
        let how = if sync { "sync" } else { "async" };
        for b in &theirs {
            assert_all(
                &dev.dtoh_sync_copy(b).unwrap(),
                1.0,
                &format!("a thread's new buffer after a dropped {how} replay"),
            );
        }
        for b in &pooled {
            assert_all(
                &dev.dtoh_sync_copy(b).unwrap(),
                2.0,
                &format!("the adapter's new buffer after a dropped {how} replay"),
            );
        }
    }
    assert_usable(&dev);
}

/// graph.rs, module docs: "The buffer and every graph that captured it then share one
/// `Captured` record ... the record frees it ... when the last graph, executable graph and
/// buffer using it are gone". A buffer read by two graphs, dropped; one graph and its
/// executable dropped too; the other graph, instantiated only then, still reads the old data.
#[test]
fn a_buffer_shared_by_two_graphs_lives_until_the_last_one_goes() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (_, axpy) = funcs(&dev);
    let n = 1 << 16;
    let data = small_ints(n, 21);
    let x = dev.htod_sync_copy(&data).unwrap();
    let mut y1 = dev.alloc_zeros::<f32>(n).unwrap();
    let mut y2 = dev.alloc_zeros::<f32>(n).unwrap();
    let e1 = dev
        .capture_graph(|s| axpy_on(s, &axpy, 1.0, &x, &mut y1))
        .unwrap()
        .instantiate()
        .unwrap();
    let g2 = dev
        .capture_graph(|s| axpy_on(s, &axpy, 2.0, &x, &mut y2))
        .unwrap();
    drop(x);
    e1.launch().unwrap();
    assert_same(&dev.dtoh_sync_copy(&y1).unwrap(), &data, "the first graph");
    drop(e1);
    // Only `g2` holds the old memory now: if it had gone, these could land on it.
    let junk: Vec<CudaSlice<f32>> = (0..8)
        .map(|_| dev.htod_sync_copy(&vec![-5.0f32; n]).unwrap())
        .collect();
    let e2 = g2.instantiate().unwrap();
    drop(g2);
    e2.launch().unwrap();
    e2.launch().unwrap();
    let want: Vec<f32> = data.iter().map(|v| 4.0 * v).collect();
    assert_same(
        &dev.dtoh_sync_copy(&y2).unwrap(),
        &want,
        "the second graph, after the buffer and the first graph went",
    );
    for j in &junk {
        assert_all(&dev.dtoh_sync_copy(j).unwrap(), -5.0, "a new buffer");
    }
}

/// DESIGN: "a view counts against its parent"; graph.rs: "Every buffer that work on the
/// capturing stream uses ... is recorded" and kept alive. A graph that reads one view and
/// writes another: a slow write to the whole parent on another stream comes before the replay,
/// the elements outside the written view are untouched, and the parent may be dropped.
#[test]
fn views_captured_into_a_graph_order_and_keep_their_parents() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (add_one, axpy) = funcs(&dev);
    let s = dev.new_stream().unwrap();
    let (lo, hi) = (1000, 5000);
    let m = hi - lo;
    let mut x = filled(&dev, 0.0);
    let mut z = dev.htod_sync_copy(&iota(N)).unwrap();
    let mut y = dev.alloc_zeros::<f32>(m).unwrap();
    let exec = dev
        .capture_graph(|cs| {
            let xv = x.slice(lo..hi);
            // SAFETY: axpy(float a, const float *x, float *y, size_t n) stays within the m
            // elements of the view and of y.
            unsafe { (&axpy).launch_on_stream(cs, cfg(m), (1.0f32, &xv, &mut y, m)) }?;
            let mut zv = z.slice_mut(lo..hi);
            // SAFETY: add_one(float *x, size_t n) stays within the m elements of the view.
            unsafe { (&add_one).launch_on_stream(cs, cfg(m), (&mut zv, m)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    k.fill(Some(&s), &mut x, 5.0, SLOW);
    exec.launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        5.0,
        "a replay reading a view after a slow write to its parent",
    );
    let want_z: Vec<f32> = (0..N)
        .map(|i| i as f32 + if (lo..hi).contains(&i) { 1.0 } else { 0.0 })
        .collect();
    assert_same(
        &dev.dtoh_sync_copy(&z).unwrap(),
        &want_z,
        "a replay writing a view: inside it +1, outside it untouched",
    );
    // Both parents dropped: the graph keeps their memory.
    drop(x);
    drop(z);
    let junk: Vec<CudaSlice<f32>> = (0..4).map(|_| filled(&dev, -3.0)).collect();
    exec.launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        10.0,
        "a replay reading a view of a dropped parent",
    );
    for j in &junk {
        assert_all(&dev.dtoh_sync_copy(j).unwrap(), -3.0, "a new buffer");
    }
}

/// graph.rs, module docs: "The graph holds a clone of every `CudaFunction` launched during the
/// capture, so their modules are not unloaded while the graph can run", with
/// `load_ptx`: "A module already loaded under that name is replaced". Both modules are
/// replaced and the functions dropped; the graphs (one from `capture_graph`, one from
/// `AsyncDevice::capture`) still replay.
#[test]
fn a_graph_keeps_its_kernels_loaded_when_their_module_is_replaced() {
    let _serial = crate::serial();
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 4096;
    load(&dev, BASIC, "claims_graph_sync", &["add_one"]);
    load(&dev, BASIC, "claims_graph_composed", &["add_one"]);
    let f = dev.get_func("claims_graph_sync", "add_one").unwrap();
    let g = dev.get_func("claims_graph_composed", "add_one").unwrap();
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    let e1 = dev
        .capture_graph(|s| add_one_on(s, &f, &mut x))
        .unwrap()
        .instantiate()
        .unwrap();
    // SAFETY: add_one(float *x, size_t n) stays within the n elements of `y`.
    let step = unsafe { adev.ops().launch(&g, cfg(n), (&mut y, n)) };
    let e2 = adev.capture(step).unwrap().instantiate().unwrap();
    drop((f, g));
    // Replaced under the same names: the old code is held by the graphs alone.
    load(&dev, SPIN, "claims_graph_sync", &["add_all"]);
    load(&dev, SPIN, "claims_graph_composed", &["add_all"]);
    assert!(!dev.has_func("claims_graph_sync", "add_one"));
    for round in 1..=3 {
        e1.launch().unwrap();
        adev.launch_graph(&e2).wait().unwrap();
        assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![round as f32; n]);
        assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), vec![round as f32; n]);
    }
    drop((e1, e2));
    dev.synchronize().unwrap();
    assert_usable(&dev);
}

// ---- captures and threads ----

/// `capture_graph`: "Everything else runs as usual while `f` runs, on this thread and on
/// others: the capture is in the driver's relaxed mode"; `CudaGraph`/`CudaGraphExec` are
/// `Send + Sync`; the per-lane capture state of ordering/capture.rs. Four threads capture at
/// once (all reading one shared buffer) while a fifth does sync work and this thread uses the
/// adapter; every capture succeeds, holds only its own work, and replays it.
#[test]
fn captures_on_several_threads_at_once_each_get_their_own_graph() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, axpy) = funcs(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 4096;
    const THREADS: usize = 4;
    let data = small_ints(n, 31);
    let input = dev.htod_sync_copy(&data).unwrap();
    // The adapter's staging buffers of this size exist before the captures.
    let warm = adev.htod_copy(vec![0.0f32; n]).wait().unwrap();
    assert_eq!(adev.dtoh_copy(&warm).wait().unwrap(), vec![0.0; n]);
    let barrier = Barrier::new(THREADS + 2);
    let captured: Vec<(CudaSlice<f32>, cuda_driver::driver::CudaGraphExec)> =
        std::thread::scope(|sc| {
            let capturing: Vec<_> = (0..THREADS)
                .map(|t| {
                    let (dev, input, barrier) = (&dev, &input, &barrier);
                    let (add_one, axpy) = (&add_one, &axpy);
                    sc.spawn(move || {
                        let mut y = dev.alloc_zeros::<f32>(n).unwrap();
                        barrier.wait();
                        let graph = dev
                            .capture_graph(|s| {
                                for _ in 0..=t {
                                    add_one_on(s, add_one, &mut y)?;
                                }
                                axpy_on(s, axpy, (t + 1) as f32, input, &mut y)
                            })
                            .unwrap();
                        assert_eq!(graph.num_nodes().unwrap(), t + 2, "thread {t}");
                        (y, graph.instantiate().unwrap())
                    })
                })
                .collect();
            // Sync work on another thread's stream meanwhile.
            let worker = {
                let (dev, add_one, barrier) = (&dev, &add_one, &barrier);
                sc.spawn(move || {
                    barrier.wait();
                    for round in 0..20u64 {
                        let v = small_ints(n, 100 + round);
                        let mut z = dev.htod_sync_copy(&v).unwrap();
                        // SAFETY: add_one(float *x, size_t n) stays within n elements.
                        unsafe { add_one.launch(cfg(n), (&mut z, n)) }.unwrap();
                        let want: Vec<f32> = v.iter().map(|a| a + 1.0).collect();
                        assert_eq!(dev.dtoh_sync_copy(&z).unwrap(), want, "round {round}");
                    }
                })
            };
            // The adapter on this thread meanwhile.
            barrier.wait();
            for round in 0..20u64 {
                let v = small_ints(n, 200 + round);
                let mut a = adev.htod_copy(v.clone()).wait().unwrap();
                // SAFETY: add_one(float *x, size_t n) stays within n elements.
                unsafe { adev.launch(&add_one, cfg(n), (&mut a, n)) }
                    .wait()
                    .unwrap();
                let want: Vec<f32> = v.iter().map(|a| a + 1.0).collect();
                assert_eq!(adev.dtoh_copy(&a).wait().unwrap(), want, "round {round}");
            }
            worker.join().unwrap();
            capturing.into_iter().map(|h| h.join().unwrap()).collect()
        });
    for (t, (y, exec)) in captured.iter().enumerate() {
        assert_eq!(
            dev.dtoh_sync_copy(y).unwrap(),
            vec![0.0; n],
            "thread {t}: captured work ran"
        );
        exec.launch().unwrap();
        exec.launch().unwrap();
        let c = (t + 1) as f32;
        let want: Vec<f32> = data.iter().map(|v| 2.0 * c * (1.0 + v)).collect();
        assert_eq!(dev.dtoh_sync_copy(y).unwrap(), want, "thread {t}");
    }
    assert_eq!(dev.dtoh_sync_copy(&input).unwrap(), data);
}

/// `capture_graph`: "ordinary calls on the main stream, the async adapter and other streams
/// are neither captured nor refused"; `AsyncDevice::synchronize`: it waits for streams "(...;
/// not a stream being captured, whose work runs when its graph is launched)". Inside the
/// closure: adapter uploads, launches, downloads and `synchronize`, and a copy on another
/// `CudaStream` with its `synchronize`, all of which run at once; the graph holds one node.
#[test]
fn async_and_stream_work_inside_a_capture_runs_and_is_not_captured() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, _) = funcs(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let t = dev.new_stream().unwrap();
    let n = 4096;
    let warm = adev.htod_copy(vec![0.0f32; n]).wait().unwrap();
    assert_eq!(adev.dtoh_copy(&warm).wait().unwrap(), vec![0.0; n]);
    let v = small_ints(n, 41);
    let want: Vec<f32> = v.iter().map(|a| a + 1.0).collect();
    let mut g = dev.alloc_zeros::<f32>(n).unwrap();
    let graph = dev
        .capture_graph(|s| {
            add_one_on(s, &add_one, &mut g)?;
            let mut a = adev.htod_copy(v.clone()).wait()?;
            // SAFETY: add_one(float *x, size_t n) stays within n elements.
            unsafe { adev.launch(&add_one, cfg(n), (&mut a, n)) }.wait()?;
            assert_eq!(
                adev.dtoh_copy(&a).wait()?,
                want,
                "the adapter during a capture"
            );
            let mut b = dev.alloc_zeros::<f32>(n)?;
            t.memcpy_dtod(&a, &mut b)?;
            t.synchronize()?;
            assert_eq!(
                dev.dtoh_sync_copy(&b)?,
                want,
                "a CudaStream during a capture"
            );
            adev.synchronize().wait()?;
            Ok(())
        })
        .unwrap();
    assert_eq!(graph.num_nodes().unwrap(), 1);
    assert_eq!(dev.dtoh_sync_copy(&g).unwrap(), vec![0.0; n]);
    let exec = graph.instantiate().unwrap();
    exec.launch().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&g).unwrap(), vec![1.0; n]);
}

/// `CudaGraphExec` is `Send + Sync` and its calls are "serialised by `lock`"; `launch` runs
/// "on the device's main stream whatever the thread". One executable graph launched (and
/// uploaded) from four threads at once: every launch counts, none overlaps another.
#[test]
fn one_executable_graph_launched_from_many_threads_counts_every_launch() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, _) = funcs(&dev);
    let n = 1 << 16;
    let mut z = dev.alloc_zeros::<f32>(n).unwrap();
    let exec = dev
        .capture_graph(|s| {
            for _ in 0..4 {
                add_one_on(s, &add_one, &mut z)?;
            }
            Ok(())
        })
        .unwrap()
        .instantiate()
        .unwrap();
    const THREADS: usize = 4;
    const LAUNCHES: usize = 25;
    let barrier = Barrier::new(THREADS);
    std::thread::scope(|sc| {
        for _ in 0..THREADS {
            let (exec, barrier) = (&exec, &barrier);
            sc.spawn(move || {
                barrier.wait();
                for i in 0..LAUNCHES {
                    exec.launch().unwrap();
                    if i % 5 == 0 {
                        exec.upload().unwrap();
                    }
                }
            });
        }
    });
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        (THREADS * LAUNCHES * 4) as f32,
        "after concurrent launches",
    );
}

/// DESIGN: "No use-after-free and no cross-stream data race on device memory from safe code
/// ... The caller never has to order streams by hand for soundness." A graph launch writes its
/// buffers without borrowing them, so two threads may launch one executable graph through the
/// adapter at the same moment. graph.rs says such overlapping calls "are not ordered against
/// each other"; on two pool streams the two replays then run at once, and a read-modify-write
/// graph loses updates: a device data race from safe code. Each replay here reads `z` slowly
/// (about 1 ms) and writes `z + 1` back; with every replay ordered, `z` counts them all.
#[test]
fn async_replays_racing_from_several_threads_do_not_overlap() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 1 << 16;
    /// About 1 ms of spinning per replay at H100 clocks.
    const CYCLES: u64 = SLOW / 50;
    let mut z = dev.alloc_zeros::<f32>(n).unwrap();
    let mut tmp = dev.alloc_zeros::<f32>(n).unwrap();
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) and
            // add_all(float *x, size_t n, float value) stay within n elements.
            unsafe { (&k.copy).launch_on_stream(cs, CFG, (CYCLES, &mut tmp, &z, n)) }?;
            // SAFETY: as above.
            unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut tmp, n, 1.0f32)) }?;
            cs.memcpy_dtod(&tmp, &mut z)
        })
        .unwrap()
        .instantiate()
        .unwrap();
    const THREADS: usize = 4;
    const ROUNDS: usize = 16;
    let barrier = Barrier::new(THREADS);
    std::thread::scope(|sc| {
        for _ in 0..THREADS {
            let (adev, exec, barrier) = (&adev, &exec, &barrier);
            sc.spawn(move || {
                for _ in 0..ROUNDS {
                    barrier.wait();
                    adev.launch_graph(exec).wait().unwrap();
                }
            });
        }
    });
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        (THREADS * ROUNDS) as f32,
        "replays launched at once from several threads (lost updates: they overlapped)",
    );
}

// ---- what a capture refuses ----

/// `capture_graph`: calls that would make another stream wait for the capturing stream are
/// refused, `peer_copy_on_stream` among them; # Errors: "waiting on it for an event recorded
/// elsewhere" is illegal and ends the capture with the driver's error. Both with work already
/// captured: the capture ends, nothing ran, and the device goes on working.
#[test]
fn a_capture_refuses_peer_copies_and_waits_for_outside_work() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    // Loaded once: reloading a module (which may wait for the device) between the slow work
    // below and the captures would let that work finish first.
    let (add_one, _) = funcs(&dev);
    let n = 4096;
    let a = dev.htod_sync_copy(&iota(n)).unwrap();
    let mut b = dev.alloc_zeros::<f32>(n).unwrap();

    let e = capture_must_fail(&dev, &add_one, |s| dev.peer_copy_on_stream(s, &a, &mut b));
    assert_eq!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
        "{e}"
    );
    assert!(e.to_string().contains("peer_copy_on_stream"), "{e}");
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), vec![0.0; n]);

    // An event recorded on the main stream behind slow work, waited for by the capturing
    // stream.
    let mut busy = filled(&dev, 0.0);
    k.fill(None, &mut busy, 1.0, SLOW);
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    ev.record().unwrap();
    let e = capture_must_fail(&dev, &add_one, |s| s.wait_event(&ev));
    assert!(is_capture_error(&e), "{e}");
    ev.synchronize().unwrap();

    // The main stream's work, waited for by the capturing stream.
    k.fill(None, &mut busy, 2.0, SLOW);
    let e = capture_must_fail(&dev, &add_one, |s| s.wait_for_default());
    assert!(is_capture_error(&e), "{e}");
    assert_all(
        &dev.dtoh_sync_copy(&busy).unwrap(),
        2.0,
        "the main stream's work",
    );
}

/// CHANGELOG: "Using a buffer, kernel, stream, event or graph with another device object is
/// refused by one check with one code, `CUDA_ERROR_INVALID_VALUE`"; `Ops::launch_graph`:
/// "Launches an executable graph (of this device)". A graph launched through another device
/// object's adapter (per call and composed), and another device object's buffer used in a
/// capture: refused, and nothing is broken.
#[test]
fn graphs_and_buffers_of_another_device_object_are_refused() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, _) = funcs(&dev);
    let n = 1024;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let exec = dev
        .capture_graph(|s| add_one_on(s, &add_one, &mut x))
        .unwrap()
        .instantiate()
        .unwrap();
    let other = CudaDevice::new(0).unwrap();
    let theirs = other.htod_sync_copy(&vec![9.0f32; n]).unwrap();
    let other_adev = AsyncDevice::new(other.clone()).unwrap();

    let e = other_adev.launch_graph(&exec).wait().unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{e}");
    assert!(e.to_string().contains("graph"), "{e}");
    let e = other_adev.ops().launch_graph(&exec).wait().unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{e}");
    assert!(e.to_string().contains("graph"), "{e}");
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![0.0; n]);

    let e = dev
        .capture_graph(|s| s.memcpy_dtod(&theirs, &mut x))
        .map(drop)
        .unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{e}");
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![0.0; n]);

    exec.launch().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![1.0; n]);
    assert_eq!(other.dtoh_sync_copy(&theirs).unwrap(), vec![9.0; n]);
    drop((other_adev, theirs, other));
    dev.synchronize().unwrap();
    assert_usable(&dev);
}

/// `AsyncDevice::capture`: "Only device work can be captured (kernels, device copies and
/// fills)"; `Ops::launch_graph` refuses to run in a capture. Allocating, downloading and
/// launching a graph are refused with errors that name the step; a chain of a fill and a
/// device copy is captured and replays with new inputs.
#[test]
fn a_composed_capture_takes_device_work_only() {
    let _serial = crate::serial();
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let n = 4096;
    let mut x = adev.alloc_zeros::<f32>(n).wait().unwrap();
    let mut y = adev.alloc_zeros::<f32>(n).wait().unwrap();

    let e = adev
        .capture(ops.alloc_zeros::<f32>(n))
        .map(drop)
        .unwrap_err();
    assert_eq!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
        "{e}"
    );
    assert!(e.to_string().contains("allocating"), "{e}");
    let e = adev.capture(ops.dtoh_copy(&x)).map(drop).unwrap_err();
    assert_eq!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
        "{e}"
    );
    assert!(e.to_string().contains("a download"), "{e}");
    let inner = dev
        .capture_graph(|_| Ok(()))
        .unwrap()
        .instantiate()
        .unwrap();
    let e = adev
        .capture(ops.launch_graph(&inner))
        .map(drop)
        .unwrap_err();
    assert_eq!(
        e.code(),
        CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
        "{e}"
    );
    assert!(e.to_string().contains("a graph launch"), "{e}");

    // Device work only: y = 0, then y = x.
    let chain = ops.memset_zeros(&mut y).then(|y| ops.dtod_copy(&x, y));
    let graph = adev.capture(chain).unwrap();
    assert_eq!(graph.num_nodes().unwrap(), 2);
    let exec = graph.instantiate().unwrap();
    assert_eq!(adev.dtoh_copy(&y).wait().unwrap(), vec![0.0; n]);
    for round in 0..3u64 {
        let v = small_ints(n, 50 + round);
        adev.htod_copy_into(v.clone(), &mut x).wait().unwrap();
        dev.htod_sync_copy_into(&vec![-1.0f32; n], &mut y).unwrap();
        adev.launch_graph(&exec).wait().unwrap();
        assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), v, "replay {round}");
    }
}

/// `AsyncDevice::synchronize` names "streams of yours (`Op::on`; not a stream being captured,
/// whose work runs when its graph is launched)", so a composed operation may be run with
/// `Op::on` on the stream `capture_graph` gives. An upload put there is captured as a copy
/// from the chain's pinned staging buffer; DESIGN: "Host memory given to an async copy is
/// owned by the operation ... until the GPU is done with it". Either the crate refuses this
/// (an error, nothing captured), or every replay must copy the values given, also after the
/// adapter's later uploads of the same size have reused whatever staging it let go.
#[test]
fn an_upload_run_on_the_capturing_stream_keeps_its_host_data() {
    let _serial = crate::serial();
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let n = 1 << 16;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let mut junk = dev.alloc_zeros::<f32>(n).unwrap();
    adev.htod_copy_into(vec![0.0f32; n], &mut junk)
        .wait()
        .unwrap();
    let mut fut = None;
    let captured = dev.capture_graph(|s| {
        fut = Some(ops.htod_copy_into(vec![5.0f32; n], &mut x).on(s));
        Ok(())
    });
    // Whatever the future says (the work does not run until a replay), it must not hang the
    // test: give it a while, then let it go.
    let outcome = fut.and_then(|f| poll_for(f, Duration::from_secs(3)));
    println!("the chain's future: {outcome:?}");
    let graph = match captured {
        Err(e) => {
            println!("refused: {e}");
            assert_usable(&dev);
            return;
        }
        Ok(g) if g.num_nodes().unwrap() == 0 => {
            println!("nothing captured; the chain's future: {outcome:?}");
            return;
        }
        Ok(g) => g,
    };
    let exec = graph.instantiate().unwrap();
    drop(graph);
    // Uploads of the same size reuse any staging buffer the chain gave back.
    for i in 0..8 {
        adev.htod_copy_into(vec![-1.0f32 - i as f32; n], &mut junk)
            .wait()
            .unwrap();
    }
    for round in 0..2 {
        dev.memset_zeros(&mut x).unwrap();
        exec.launch().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            5.0,
            &format!("replay {round} of an upload captured through Op::on"),
        );
    }
}
