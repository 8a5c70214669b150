//! Many threads and many tasks: the small request (allocate 4 KiB, upload, one kernel,
//! download, free) 20,000 times, from N threads and from 1000 tokio tasks, against the same
//! request made through `sys` from N threads, each on a stream of its own (the floor).

use crate::common::table::{Row, Target, fmt_time};
use crate::common::{ck, cpu_seconds, median3_of, mid, raw_function, raw_launch, rotate};
use crate::raw_async::Floor;
use crate::runtime_floor;
use crate::{BASIC_PTX, Bench, REPS};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::{CudaDevice, CudaFunction, LaunchAsync, LaunchConfig, sys};
use cudarc::driver::PushKernelArg;
use std::ffi::c_void;
use std::hint::black_box;
use std::sync::{Arc, Barrier};
use std::time::Instant;

/// Requests per run, split evenly among the threads or tasks.
pub(crate) const REQUESTS: usize = 20_000;
const TASKS: usize = 1000;
/// f32 per request: 4 KiB.
pub(crate) const N: usize = 1024;
pub(crate) const THREADS: [usize; 5] = [1, 2, 4, 8, 16];

/// Wall seconds and CPU seconds of the process while `f` runs.
pub(crate) fn timed(f: impl FnOnce()) -> (f64, f64) {
    let (c0, t0) = (cpu_seconds(), Instant::now());
    f();
    (t0.elapsed().as_secs_f64(), cpu_seconds() - c0)
}

/// Medians of wall and CPU seconds of `reps` runs of each way, after one warm-up run of each,
/// interleaved in a rotating order (see [`rotate`]).
pub(crate) fn rotate_timed(
    reps: usize,
    ways: &mut [&mut dyn FnMut() -> (f64, f64)],
) -> Vec<(f64, f64)> {
    rotate(1, reps, ways)
        .into_iter()
        .map(|v| {
            let wall = mid(v.iter().map(|r| r.0).collect());
            (wall, mid(v.iter().map(|r| r.1).collect()))
        })
        .collect()
}

/// Runs `each(thread index)` on `threads` threads at once; the time from all started to all
/// done, and the CPU seconds meanwhile.
pub(crate) fn on_threads(threads: usize, each: &(dyn Fn(usize) + Sync)) -> (f64, f64) {
    let start = Barrier::new(threads + 1);
    let done = Barrier::new(threads + 1);
    std::thread::scope(|s| {
        for t in 0..threads {
            let (start, done) = (&start, &done);
            s.spawn(move || {
                start.wait();
                each(t);
                done.wait();
            });
        }
        start.wait();
        timed(|| {
            done.wait();
        })
    })
}

/// The raw request loop on one thread: its own non-blocking stream, `count` requests through
/// `sys`, the result of the last one checked.
pub(crate) fn raw_requests(
    ctx: sys::CUcontext,
    add_one: sys::CUfunction,
    count: usize,
    input: &[f32],
) {
    let mut out = vec![0f32; N];
    let bytes = N * 4;
    // SAFETY: plain driver calls in the device's context with valid pointers: a 4 KiB
    // stream-ordered allocation written, read by add_one(float*, size_t) within its n
    // elements, copied back and freed in stream order, the stream synchronized before `out`
    // is read.
    unsafe {
        ck(sys::cuCtxSetCurrent(ctx));
        let mut s = std::ptr::null_mut();
        ck(sys::cuStreamCreate(
            &mut s,
            sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
        ));
        for _ in 0..count {
            let mut d: sys::CUdeviceptr = 0;
            ck(sys::cuMemAllocAsync(&mut d, bytes, s));
            ck(sys::cuMemcpyHtoDAsync_v2(
                d,
                input.as_ptr().cast(),
                bytes,
                s,
            ));
            let mut n = N;
            let mut args: [*mut c_void; 2] =
                [(&mut d as *mut u64).cast(), (&mut n as *mut usize).cast()];
            raw_launch(add_one, (N as u32).div_ceil(256), 256, s, args.as_mut_ptr());
            ck(sys::cuMemcpyDtoHAsync_v2(
                out.as_mut_ptr().cast(),
                d,
                bytes,
                s,
            ));
            ck(sys::cuMemFreeAsync(d, s));
            ck(sys::cuStreamSynchronize(s));
        }
        ck(sys::cuStreamDestroy_v2(s));
    }
    assert_eq!(out[N - 1], input[N - 1] + 1.0);
}

/// The same request through the sync API, written the natural way.
fn sync_requests(dev: &Arc<CudaDevice>, add_one: &CudaFunction, count: usize, input: &[f32]) {
    let cfg = LaunchConfig::for_num_elems(N as u32);
    let mut last = Vec::new();
    for _ in 0..count {
        let mut x = dev.htod_sync_copy(input).unwrap();
        // SAFETY: add_one(float *x, size_t n) stays within n elements.
        unsafe { add_one.clone().launch(cfg, (&mut x, N)) }.unwrap();
        last = dev.dtoh_sync_copy(&x).unwrap();
    }
    assert_eq!(last[N - 1], input[N - 1] + 1.0);
}

/// The same request through cudarc 0.19, each thread on a stream of its own.
pub(crate) fn cudarc_requests(
    cctx: &Arc<cudarc::driver::CudaContext>,
    f: &cudarc::driver::CudaFunction,
    count: usize,
    input: &[f32],
) {
    let s = cctx.new_stream().unwrap();
    let cfg = cudarc::driver::LaunchConfig::for_num_elems(N as u32);
    let mut last = Vec::new();
    for _ in 0..count {
        let mut x = s.clone_htod(input).unwrap();
        let mut b = s.launch_builder(f);
        let n = N;
        b.arg(&mut x).arg(&n);
        // SAFETY: add_one(float *x, size_t n) stays within n elements.
        unsafe { b.launch(cfg) }.unwrap();
        last = s.clone_dtoh(&x).unwrap();
    }
    assert_eq!(last[N - 1], input[N - 1] + 1.0);
}

/// Where a request's time goes on each of `threads` threads: the mean seconds of each step
/// (upload with its allocation, launch, download, free) over all of them.
fn sync_profile(
    dev: &Arc<CudaDevice>,
    add_one: &CudaFunction,
    threads: usize,
    input: &[f32],
) -> [f64; 4] {
    let cfg = LaunchConfig::for_num_elems(N as u32);
    let sums = std::sync::Mutex::new([0f64; 4]);
    let count = REQUESTS / threads;
    on_threads(threads, &|_| {
        let mut s = [0f64; 4];
        for _ in 0..count {
            let t0 = Instant::now();
            let mut x = dev.htod_sync_copy(input).unwrap();
            let t1 = Instant::now();
            // SAFETY: as in `sync_requests`.
            unsafe { add_one.clone().launch(cfg, (&mut x, N)) }.unwrap();
            let t2 = Instant::now();
            black_box(dev.dtoh_sync_copy(&x).unwrap());
            let t3 = Instant::now();
            drop(x);
            let t4 = Instant::now();
            for (k, (a, b)) in [(t0, t1), (t1, t2), (t2, t3), (t3, t4)].iter().enumerate() {
                s[k] += (*b - *a).as_secs_f64();
            }
        }
        let mut sums = sums.lock().unwrap();
        for k in 0..4 {
            sums[k] += s[k];
        }
    });
    let total = (count * threads) as f64;
    sums.into_inner().unwrap().map(|v| v / total)
}

pub(crate) fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// How a tokio task makes its requests.
#[derive(Clone, Copy, PartialEq)]
enum Way {
    /// `htod_copy`, `launch`, `dtoh_copy`, each awaited, then the buffer dropped.
    Natural,
    /// `htod_copy`, `launch`, `reclaim`, each awaited.
    Reclaim,
    /// The same three as one composed operation, awaited once.
    Chain,
}

fn tokio_requests(rt: &tokio::runtime::Runtime, adev: &AsyncDevice, f: &CudaFunction, way: Way) {
    let cfg = LaunchConfig::for_num_elems(N as u32);
    let input: Vec<f32> = (0..N).map(|i| i as f32).collect();
    rt.block_on(async {
        let tasks: Vec<_> = (0..TASKS)
            .map(|_| {
                let (adev, f, input) = (adev.clone(), f.clone(), input.clone());
                tokio::spawn(async move {
                    let mut last = Vec::new();
                    for _ in 0..REQUESTS / TASKS {
                        last = match way {
                            Way::Natural => {
                                let mut x = adev.htod_copy(input.clone()).await.unwrap();
                                // SAFETY: add_one(float *x, size_t n) stays within the `N` floats
                                // of `x`.
                                unsafe { adev.launch(&f, cfg, (&mut x, N)) }.await.unwrap();
                                adev.dtoh_copy(&x).await.unwrap()
                            }
                            Way::Reclaim => {
                                let mut x = adev.htod_copy(input.clone()).await.unwrap();
                                // SAFETY: add_one(float *x, size_t n) stays within the `N` floats
                                // of `x`.
                                unsafe { adev.launch(&f, cfg, (&mut x, N)) }.await.unwrap();
                                adev.reclaim(x).await.unwrap()
                            }
                            Way::Chain => {
                                let ops = adev.ops();
                                ops.htod_copy(input.clone())
                                    // SAFETY: add_one(float *x, size_t n) stays within the `N`
                                    // floats of `x`.
                                    .then(|x| unsafe { ops.launch(&f, cfg, (x, N)) })
                                    .then(|(x, _)| ops.reclaim(x))
                                    .await
                                    .unwrap()
                            }
                        };
                    }
                    assert_eq!(last[N - 1], input[N - 1] + 1.0);
                })
            })
            .collect();
        for t in tasks {
            t.await.unwrap();
        }
    });
}

/// The first `CudaDevice::new` in a fresh process against raw `cuInit` + primary context
/// (and a stream) and cudarc 0.19's `CudaContext::new`, children rotated.
pub(crate) const FRESH_CHILD: &str = "CUDA_DRIVER_BENCH_FRESH_DEVICE";

/// In a child process: times the first device open and prints the seconds.
pub(crate) fn fresh_child(how: &str) {
    // The time to open, printed before anything is closed (closing the primary context costs
    // as much again, and the raw way does not).
    let t = Instant::now();
    let opened: Box<dyn std::any::Any> = match how {
        "ours" => Box::new(CudaDevice::new(0).unwrap()),
        "raw" => {
            // SAFETY: the driver's first calls, valid out-pointers.
            unsafe {
                ck(sys::cuInit(0));
                let (mut d, mut c, mut s) = (0, std::ptr::null_mut(), std::ptr::null_mut());
                ck(sys::cuDeviceGet(&mut d, 0));
                ck(sys::cuDevicePrimaryCtxRetain(&mut c, d));
                ck(sys::cuCtxSetCurrent(c));
                ck(sys::cuStreamCreate(
                    &mut s,
                    sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
                ));
            }
            Box::new(())
        }
        _ => Box::new(cudarc::driver::CudaContext::new(0).unwrap()),
    };
    println!("{}", t.elapsed().as_secs_f64());
    drop(black_box(opened));
}

/// Runs per way in the rotations.
pub(crate) const ROUNDS: usize = 3;

/// What the ways share: the device, cudarc's context, `add_one` for ours and for cudarc, the
/// raw floor's `add_one` and context (as addresses, to cross threads), and the input.
struct Ways<'a> {
    dev: &'a Arc<CudaDevice>,
    cctx: &'a Arc<cudarc::driver::CudaContext>,
    add_one: CudaFunction,
    c_add_one: cudarc::driver::CudaFunction,
    raw_fn: usize,
    ctx: usize,
    input: Vec<f32>,
}

pub(crate) fn concurrency_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench { dev, cctx, .. } = b;
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let c_add_one = {
        let m = cctx
            .load_module(cudarc::nvrtc::Ptx::from_src(BASIC_PTX))
            .unwrap();
        m.load_function("add_one").unwrap()
    };
    let raw_fn = raw_add_one(dev);
    keep_freed_memory(dev);
    let w = Ways {
        dev,
        cctx,
        add_one,
        c_add_one,
        raw_fn,
        ctx: *dev.cu_primary_ctx() as usize,
        input: (0..N).map(|i| i as f32).collect(),
    };
    let (raw16, sync_cpu16) = thread_rows(&w, rows, notes);
    for threads in [1, 16] {
        let p = sync_profile(dev, &w.add_one, threads, &w.input);
        notes.push(format!(
            "sync API from {threads} thread(s), mean per request: upload (with allocation) {}, launch {}, download {}, free {}",
            fmt_time(Some(p[0])),
            fmt_time(Some(p[1])),
            fmt_time(Some(p[2])),
            fmt_time(Some(p[3]))
        ));
    }
    rows.push(Row {
        name: "CPU seconds per 1,000 requests, sync API from 16 threads (raw: 16 threads)",
        raw: Some(raw16.1 / 20.0),
        ours: Some(sync_cpu16 / 20.0),
        cudarc: None,
        target: Some(Target::Max(1.3)),
    });
    // The adapter stays alive to the end of the group.
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    tokio_rows(&w, &adev, rows, notes);
    fresh_device_row(rows);
}

/// The raw floor's `add_one`, from a module of its own loaded through `sys` (as an address).
pub(crate) fn raw_add_one(dev: &CudaDevice) -> usize {
    dev.bind_to_thread().unwrap();
    raw_function(BASIC_PTX, c"add_one") as usize
}

/// The device's pool keeps freed memory (release threshold at its maximum) for every way
/// measured: otherwise the raw loop, which synchronizes its stream after each request with
/// nothing allocated, hands the memory back to the system each time and maps it again.
pub(crate) fn keep_freed_memory(dev: &CudaDevice) {
    // SAFETY: valid out-pointers; the attribute takes a u64.
    unsafe {
        let mut pool = std::ptr::null_mut();
        ck(sys::cuDeviceGetDefaultMemPool(&mut pool, *dev.cu_device()));
        let mut max = u64::MAX;
        ck(sys::cuMemPoolSetAttribute(
            pool,
            sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
            (&mut max as *mut u64).cast(),
        ));
    }
}

/// The sync API from 1 to 16 threads against raw and cudarc from as many; returns the raw
/// floor's wall and CPU seconds and the sync API's CPU seconds at 16 threads.
fn thread_rows(w: &Ways<'_>, rows: &mut Vec<Row>, notes: &mut Vec<String>) -> ((f64, f64), f64) {
    let (dev, cctx, ctx, raw_fn) = (w.dev, w.cctx, w.ctx, w.raw_fn);
    let (add_one, c_add_one) = (&w.add_one, &w.c_add_one);
    let mut raw16 = (0.0, 0.0);
    let mut sync_cpu16 = 0.0;
    for threads in THREADS {
        let count = REQUESTS / threads;
        let input = &w.input;
        let r = &mut || {
            on_threads(threads, &|_| {
                raw_requests(ctx as _, raw_fn as _, count, input)
            })
        };
        let o = &mut || on_threads(threads, &|_| sync_requests(dev, add_one, count, input));
        let c = &mut || on_threads(threads, &|_| cudarc_requests(cctx, c_add_one, count, input));
        let m = rotate_timed(ROUNDS, &mut [r, o, c]);
        if threads == 16 {
            profiled("raw, 16 threads", || {
                on_threads(threads, &|_| {
                    raw_requests(ctx as _, raw_fn as _, count, input)
                });
            });
            profiled("sync API from 16 threads", || {
                on_threads(threads, &|_| sync_requests(dev, add_one, count, input));
            });
            raw16 = m[0];
            sync_cpu16 = m[1].1;
        }
        rows.push(Row {
            name: leak(format!(
                "20,000 requests (4 KiB up, kernel, down, free), sync API from {threads} thread(s) (raw: {threads} thread(s), a stream each)"
            )),
            raw: Some(m[0].0),
            ours: Some(m[1].0),
            cudarc: Some(m[2].0),
            target: Some(Target::Max(1.10)),
        });
        notes.push(format!(
            "CPU seconds per 1,000 requests from {threads} thread(s): raw {:.3}, sync API {:.3}, cudarc {:.3}",
            m[0].1 / 20.0,
            m[1].1 / 20.0,
            m[2].1 / 20.0
        ));
    }
    (raw16, sync_cpu16)
}

/// 1000 tokio tasks, on as many workers as the machine has threads, on 8 and on 4, each way of
/// [`Way`], against the raw floor from 16 threads: wall time and CPU time. The natural way
/// also runs beside the async floor (see [`raw_async`](super::raw_async)); after the ways, the
/// runtime alone (see [`runtime_floor`](super::runtime_floor)) on as many workers.
fn tokio_rows(w: &Ways<'_>, adev: &AsyncDevice, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let (ctx, raw_fn) = (w.ctx, w.raw_fn);
    let floor = Floor::start(ctx, raw_fn, TASKS);
    let default_workers = std::thread::available_parallelism().map_or(8, |n| n.get());
    // And on 4 workers, without targets: there the workers are busy rather than parking and
    // being woken, and the runtime adds almost nothing (see `runtime_floor`).
    let mut worker_counts = vec![default_workers];
    for w in [8, 4] {
        if !worker_counts.contains(&w) {
            worker_counts.push(w);
        }
    }
    for workers in worker_counts {
        let targeted = workers == default_workers || workers == 8;
        let mut raw_cpu = 0.0;
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(workers)
            .enable_all()
            .build()
            .unwrap();
        let floor_rt = floor.runtime(workers);
        for (way, label, target) in [
            (Way::Natural, "htod_copy, launch, dtoh_copy, drop", 0.9),
            (Way::Reclaim, "htod_copy, launch, reclaim", 0.7),
            (Way::Chain, "one chain awaited", 0.7),
        ] {
            let input = &w.input;
            let r = &mut || {
                on_threads(16, &|_| {
                    raw_requests(ctx as _, raw_fn as _, REQUESTS / 16, input)
                })
            };
            let o = &mut || timed(|| tokio_requests(&rt, adev, &w.add_one, way));
            let a = &mut || timed(|| floor.run(&floor_rt, TASKS, REQUESTS));
            let m = if way == Way::Natural {
                rotate_timed(ROUNDS, &mut [r, o, a])
            } else {
                rotate_timed(ROUNDS, &mut [r, o])
            };
            profiled(&format!("{workers} workers, {label}"), || {
                tokio_requests(&rt, adev, &w.add_one, way)
            });
            if way == Way::Natural {
                profiled(&format!("{workers} workers, the async floor"), || {
                    floor.run(&floor_rt, TASKS, REQUESTS)
                });
            }
            rows.push(Row {
                name: leak(format!(
                    "20,000 requests from {TASKS} tokio tasks on {workers} workers: {label} (raw: 16 threads)"
                )),
                raw: Some(m[0].0),
                ours: Some(m[1].0),
                cudarc: None,
                target: targeted.then_some(Target::Max(target)),
            });
            rows.push(Row {
                name: leak(format!(
                    "CPU seconds per 1,000 requests, {TASKS} tasks on {workers} workers: {label} (raw: 16 threads)"
                )),
                raw: Some(m[0].1 / 20.0),
                ours: Some(m[1].1 / 20.0),
                cudarc: None,
                target: targeted.then_some(Target::Max(1.3)),
            });
            if let Some(&(fw, fc)) = m.get(2) {
                floor_rows(workers, label, (m[0], m[1], (fw, fc)), rows, notes);
            }
            if way == Way::Natural {
                raw_cpu = m[0].1;
            }
        }
        runtime_rows(workers, raw_cpu, rows, notes);
    }
}

/// The rows of the runtime alone on `workers` workers, three awaits and one per request: its
/// workers' CPU beyond the work, against the raw threads' whole CPU (`raw_cpu`, seconds for
/// the 20,000 requests).
fn runtime_rows(workers: usize, raw_cpu: f64, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    for (one_await, awaits) in [(false, "three awaits"), (true, "one await (a chain's)")] {
        let (wall, cpu) = runtime_floor::overhead(workers, TASKS, REQUESTS, one_await, ROUNDS);
        rows.push(Row {
            name: leak(format!(
                "CPU seconds per 1,000 requests, the runtime alone on {workers} workers: {TASKS} tasks, {awaits} per request, no GPU, beyond the work (raw: 16 threads)"
            )),
            raw: Some(raw_cpu / 20.0),
            ours: Some(cpu / 20.0),
            cudarc: None,
            target: None,
        });
        notes.push(format!(
            "the runtime alone on {workers} workers, {awaits} per request: 20,000 requests in {}, its workers' CPU beyond the {} us of work per operation {} per 1,000 requests",
            fmt_time(Some(wall)),
            runtime_floor::WORK.as_micros(),
            fmt_time(Some(cpu / 20.0)),
        ));
    }
}

/// The rows of the async floor on `workers` workers: its CPU against the raw threads', and
/// ours against it (no targets: the floor is what the runtime and the driver cost).
fn floor_rows(
    workers: usize,
    label: &str,
    (raw, ours, floor): ((f64, f64), (f64, f64), (f64, f64)),
    rows: &mut Vec<Row>,
    notes: &mut Vec<String>,
) {
    let floor_vs_raw = format!(
        "the async floor on {workers} workers: {TASKS} tasks through sys, three events awaited (raw: 16 threads)"
    );
    let ours_vs_floor =
        format!("{TASKS} tasks on {workers} workers: {label} (raw: the async floor)");
    for (name, base, cpu) in [
        (floor_vs_raw, raw.1, floor.1),
        (ours_vs_floor, floor.1, ours.1),
    ] {
        rows.push(Row {
            name: leak(format!("CPU seconds per 1,000 requests, {name}")),
            raw: Some(base / 20.0),
            ours: Some(cpu / 20.0),
            cudarc: None,
            target: None,
        });
    }
    notes.push(format!(
        "{workers} workers, time for 20,000 requests: raw 16 threads {}, the async floor {}, ours ({label}) {}",
        fmt_time(Some(raw.0)),
        fmt_time(Some(floor.0)),
        fmt_time(Some(ours.0)),
    ));
}

/// The first device open in a fresh process.
fn fresh_device_row(rows: &mut Vec<Row>) {
    let exe = std::env::current_exe().unwrap();
    let child = |how: &str| {
        let out = std::process::Command::new(&exe)
            .env(FRESH_CHILD, how)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse::<f64>()
            .unwrap_or_else(|_| panic!("child {how}: {}", String::from_utf8_lossy(&out.stderr)))
    };
    let (r, o, c) = median3_of(REPS, || child("raw"), || child("ours"), || child("cudarc"));
    rows.push(Row {
        name: "first CudaDevice::new in a fresh process (raw: cuInit, primary context, a stream)",
        raw: Some(r),
        ours: Some(o),
        cudarc: Some(c),
        target: Some(Target::MaxPeer(1.05)),
    });
}

/// With `BENCH_PROFILE` set, runs `f` once more and prints where the process's CPU time went
/// meanwhile, by thread name (threads that outlive `f`: the runtime's workers, the completion
/// thread, the driver's), how often the process's threads were switched out (waits, and
/// preemptions), and, in a build with `--cfg cuda_driver_contention`, the crate's lock
/// contention and event counts. Then, on Linux on x86-64, runs it five more times under the
/// CPU sampler (see [`sampler`](super::sampler)) and prints where the samples fell.
fn profiled(label: &str, mut f: impl FnMut()) {
    if std::env::var_os("BENCH_PROFILE").is_none() {
        return;
    }
    #[cfg(cuda_driver_contention)]
    cuda_driver::driver::contention_reset();
    let before = thread_cpu();
    let switches = context_switches();
    let (wall, cpu) = timed(&mut f);
    let (waits, preempted) = context_switches();
    let (waits, preempted) = (waits - switches.0, preempted - switches.1);
    let after = thread_cpu();
    let mut by_name = std::collections::BTreeMap::<String, (f64, usize)>::new();
    for (tid, (name, t)) in &after {
        let t0 = before.get(tid).map_or(0.0, |b| b.1);
        let e = by_name.entry(name.clone()).or_default();
        e.0 += t - t0;
        e.1 += 1;
    }
    println!(
        "## profile: {label}: wall {:.1} ms, process CPU {:.1} ms",
        wall * 1e3,
        cpu * 1e3
    );
    for (name, (t, n)) in by_name {
        if t > 0.0005 {
            println!("  threads '{name}' x{n}: {:.1} ms", t * 1e3);
        }
    }
    println!(
        "  threads switched out: {waits} times to wait, {preempted} times preempted ({:.2} and {:.2} per request)",
        waits as f64 / REQUESTS as f64,
        preempted as f64 / REQUESTS as f64
    );
    #[cfg(cuda_driver_contention)]
    println!("{}", cuda_driver::driver::contention_report());
    #[cfg(all(target_os = "linux", target_arch = "x86_64"))]
    crate::sampler::sample(label, 5, &mut f);
}

/// How often the process's threads (those gone too) gave up their CPU to wait, and were
/// preempted, so far.
fn context_switches() -> (i64, i64) {
    // SAFETY: an all-zero `rusage` is valid; getrusage fills it.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: a valid out-pointer.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) };
    (u.ru_nvcsw, u.ru_nivcsw)
}

/// CPU seconds of each live thread of the process, with its name (digits dropped), by id.
pub(crate) fn thread_cpu() -> std::collections::HashMap<u64, (String, f64)> {
    let mut out = std::collections::HashMap::new();
    let Ok(dir) = std::fs::read_dir("/proc/self/task") else {
        return out;
    };
    for e in dir.flatten() {
        let Ok(tid) = e.file_name().to_string_lossy().parse::<u64>() else {
            continue;
        };
        let p = e.path();
        let name: String = std::fs::read_to_string(p.join("comm"))
            .unwrap_or_default()
            .trim()
            .chars()
            .filter(|c| !c.is_ascii_digit())
            .collect();
        // schedstat's first field: nanoseconds on a CPU.
        let ns = std::fs::read_to_string(p.join("schedstat"))
            .ok()
            .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok());
        if let Some(ns) = ns {
            out.insert(tid, (name, ns * 1e-9));
        }
    }
    out
}
