//! The benchmark: the same workloads through raw driver calls (this crate's `sys` layer, the
//! floor), the safe API, and cudarc 0.19, in one process, printed as one table.
//!
//! Run on a GPU machine: `cargo bench --bench driver` (or `bash .gpu/run bench driver` after
//! `gpu-pack`). Each figure is the median of repeated runs after a warm-up.

use cuda_driver::driver::{CudaDevice, CudaFunction, LaunchAsync, LaunchConfig, result, sys};
use cuda_driver::nvrtc::{self, Ptx};
use cudarc::driver::PushKernelArg;
use std::ffi::c_void;
use std::hint::black_box;
use std::sync::Arc;
use std::time::Instant;

#[path = "driver/concurrency.rs"]
mod concurrency;

const BASIC_PTX: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
const SPIN_PTX: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/spin.ptx"));
const BIG: usize = 256 << 20;
const REPS: usize = 15;

/// Asserts a raw call succeeded.
fn ck(r: sys::CUresult) {
    if r != sys::CUresult::CUDA_SUCCESS {
        panic!("raw driver call failed: {r:?}");
    }
}

/// The median over `REPS` runs (after two warm-up runs) of `f`, which returns seconds per op.
fn median(mut f: impl FnMut() -> f64) -> f64 {
    f();
    f();
    let mut v: Vec<f64> = (0..REPS).map(|_| f()).collect();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[REPS / 2]
}

/// Medians of three ways of doing the same work, interleaved: each repetition runs all three,
/// in a rotating order, so that drift (clocks, caches, the driver's state) favours none.
fn median3(
    a: impl FnMut() -> f64,
    b: impl FnMut() -> f64,
    c: impl FnMut() -> f64,
) -> (f64, f64, f64) {
    median3_of(REPS, a, b, c)
}

/// As [`median3`], over `reps` repetitions: more for short, noisy rows.
fn median3_of(
    reps: usize,
    mut a: impl FnMut() -> f64,
    mut b: impl FnMut() -> f64,
    mut c: impl FnMut() -> f64,
) -> (f64, f64, f64) {
    for _ in 0..2 {
        a();
        b();
        c();
    }
    let (mut va, mut vb, mut vc) = (Vec::new(), Vec::new(), Vec::new());
    for rep in 0..reps {
        for k in 0..3 {
            match (rep + k) % 3 {
                0 => va.push(a()),
                1 => vb.push(b()),
                _ => vc.push(c()),
            }
        }
    }
    let mid = |mut v: Vec<f64>| {
        v.sort_by(|x, y| x.partial_cmp(y).unwrap());
        v[v.len() / 2]
    };
    (mid(va), mid(vb), mid(vc))
}

/// Seconds per op of `k` calls of `op`, then `after` (not timed).
fn per_op(k: usize, mut op: impl FnMut(), after: impl FnOnce()) -> f64 {
    let t = Instant::now();
    for _ in 0..k {
        op();
    }
    let e = t.elapsed();
    after();
    e.as_secs_f64() / k as f64
}

#[derive(Clone, Copy)]
enum Target {
    /// ours / raw at most this.
    Max(f64),
    /// ours / raw at least this (for times: raw / ours).
    Speed(f64),
    /// ours at most this many seconds.
    Under(f64),
    /// ours / cudarc at most this.
    MaxPeer(f64),
}

struct Row {
    name: &'static str,
    raw: Option<f64>,
    ours: Option<f64>,
    cudarc: Option<f64>,
    target: Option<Target>,
}

fn fmt_time(s: Option<f64>) -> String {
    match s {
        None => "n/a".into(),
        Some(s) if s < 1e-3 => format!("{:.2} us", s * 1e6),
        Some(s) => format!("{:.2} ms", s * 1e3),
    }
}

fn ratio(a: Option<f64>, b: Option<f64>) -> String {
    match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.2}x", a / b),
        _ => "n/a".into(),
    }
}

fn verdict(r: &Row) -> String {
    let (Some(t), Some(ours)) = (r.target, r.ours) else {
        return String::new();
    };
    match t {
        Target::Max(m) => {
            let Some(raw) = r.raw else {
                return String::new();
            };
            let ok = ours / raw <= m;
            format!("<= {m:.2}x raw: {}", if ok { "met" } else { "MISSED" })
        }
        Target::Speed(m) => {
            let Some(raw) = r.raw else {
                return String::new();
            };
            let ok = raw / ours >= m;
            format!(
                ">= {m:.2}x raw speed: {}",
                if ok { "met" } else { "MISSED" }
            )
        }
        Target::Under(s) => format!(
            "< {}: {}",
            fmt_time(Some(s)),
            if ours < s { "met" } else { "MISSED" }
        ),
        Target::MaxPeer(m) => {
            let Some(peer) = r.cudarc else {
                return String::new();
            };
            let ok = ours / peer <= m;
            format!("<= {m:.2}x cudarc: {}", if ok { "met" } else { "MISSED" })
        }
    }
}

struct Raw {
    stream: sys::CUstream,
    empty: sys::CUfunction,
    three: sys::CUfunction,
}

fn raw_setup(dev: &CudaDevice) -> Raw {
    dev.bind_to_thread().unwrap();
    let mut stream = std::ptr::null_mut();
    let mut module = std::ptr::null_mut();
    let (mut empty, mut three) = (std::ptr::null_mut(), std::ptr::null_mut());
    let ptx = std::ffi::CString::new(BASIC_PTX).unwrap();
    // SAFETY: plain driver calls with valid out-pointers in the device's current context.
    unsafe {
        ck(sys::cuStreamCreate(
            &mut stream,
            sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
        ));
        ck(sys::cuModuleLoadData(&mut module, ptx.as_ptr().cast()));
        ck(sys::cuModuleGetFunction(
            &mut empty,
            module,
            c"empty".as_ptr(),
        ));
        ck(sys::cuModuleGetFunction(
            &mut three,
            module,
            c"three_args".as_ptr(),
        ));
    }
    Raw {
        stream,
        empty,
        three,
    }
}

fn main() {
    // A child run for the first-compile row: one compile in a fresh process.
    if let Ok(how) = std::env::var(FIRST_COMPILE_CHILD) {
        return first_compile_child(&how);
    }
    if let Ok(how) = std::env::var(concurrency::FRESH_CHILD) {
        return concurrency::fresh_child(&how);
    }
    // `cargo bench` passes --bench; `cargo test --all-targets` runs this binary without it,
    // and there it has nothing to check.
    if !std::env::args().any(|a| a == "--bench") {
        println!("the driver benchmark runs under `cargo bench --bench driver`");
        return;
    }
    let dev = match CudaDevice::new(0) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("no GPU: {e}");
            std::process::exit(1);
        }
    };
    let name = dev.name().unwrap();
    let version = result::driver_version().unwrap();
    let raw = raw_setup(&dev);
    dev.load_ptx(Ptx::from_src(BASIC_PTX), "basic", &["empty", "three_args"])
        .unwrap();
    let empty = dev.get_func("basic", "empty").unwrap();
    let three = dev.get_func("basic", "three_args").unwrap();

    let cctx = cudarc::driver::CudaContext::new(0).unwrap();
    let cs = cctx.default_stream();
    let cmod = cctx
        .load_module(cudarc::nvrtc::Ptx::from_src(BASIC_PTX))
        .unwrap();
    let c_empty = cmod.load_function("empty").unwrap();
    let c_three = cmod.load_function("three_args").unwrap();

    let one = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };
    let b = Bench {
        dev,
        raw,
        cctx,
        cs,
        empty,
        three,
        c_empty,
        c_three,
        one,
    };
    let (mut rows, mut notes) = (Vec::new(), Vec::new());
    // `BENCH_ONLY=concurrency,async` runs only the groups named.
    let only = std::env::var("BENCH_ONLY").ok();
    let groups: [(&str, Group); 13] = [
        ("launch", launch_rows),
        ("sync", sync_rows),
        ("round_trip", round_trip_rows),
        ("big_copy", big_copy_rows),
        ("alloc", alloc_rows),
        ("nvrtc", nvrtc_rows),
        ("module", module_rows),
        ("async", async_rows),
        ("compose", compose_rows),
        ("graph", graph_rows),
        ("first_compile", first_compile_rows),
        ("cpu", cpu_rows),
        ("concurrency", concurrency::concurrency_rows),
    ];
    for (name, group) in groups {
        if only
            .as_ref()
            .is_none_or(|o| o.split(',').any(|g| g == name))
        {
            group(&b, &mut rows, &mut notes);
        }
    }
    print_table(&name, version, &rows, &notes);
}

type Group = fn(&Bench, &mut Vec<Row>, &mut Vec<String>);

/// The shared setup: the device, the raw floor's stream and kernels, cudarc's context.
struct Bench {
    dev: Arc<CudaDevice>,
    raw: Raw,
    cctx: Arc<cudarc::driver::CudaContext>,
    cs: Arc<cudarc::driver::CudaStream>,
    empty: CudaFunction,
    three: CudaFunction,
    c_empty: cudarc::driver::CudaFunction,
    c_three: cudarc::driver::CudaFunction,
    one: LaunchConfig,
}

const K: usize = 2000;
/// Launch + synchronize repetitions.
const L: usize = 300;
// Launch rows: batches short enough that the driver's queue never fills (which would time the
// GPU, not the enqueue), repeated often, interleaved.
const KL: usize = 500;
const LREPS: usize = 45;

/// Kernel launches: enqueue cost on the main stream and on a second stream, and the context check.
fn launch_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench {
        dev,
        raw,
        cctx,
        cs,
        empty,
        three,
        c_empty,
        c_three,
        one,
        ..
    } = b;
    let one = *one;
    let n = 256i32;
    let x = dev.alloc_zeros::<f32>(n as usize).unwrap();
    let mut y = dev.alloc_zeros::<f32>(n as usize).unwrap();
    let cx = cs.alloc_zeros::<f32>(n as usize).unwrap();
    let mut cy = cs.alloc_zeros::<f32>(n as usize).unwrap();
    // SAFETY: the raw stream lives as long as `b`.
    let rsync = || unsafe { ck(sys::cuStreamSynchronize(raw.stream)) };
    // Launch enqueue, no arguments.
    let (r_empty, o_empty, c_empty_t) = median3_of(
        LREPS,
        || {
            per_op(
                KL,
                // SAFETY: `empty` takes no parameters; the function and the raw stream live as long
                // as `b`.
                || unsafe {
                    ck(sys::cuLaunchKernel(
                        raw.empty,
                        1,
                        1,
                        1,
                        1,
                        1,
                        1,
                        0,
                        raw.stream,
                        std::ptr::null_mut(),
                        std::ptr::null_mut(),
                    ))
                },
                rsync,
            )
        },
        || {
            per_op(
                KL,
                // SAFETY: `empty` takes no parameters.
                || unsafe { empty.launch(one, ()) }.unwrap(),
                || dev.synchronize().unwrap(),
            )
        },
        || {
            per_op(
                KL,
                || {
                    // SAFETY: `empty` takes no parameters.
                    unsafe {
                        cs.launch_builder(c_empty)
                            .launch(cudarc::driver::LaunchConfig {
                                grid_dim: (1, 1, 1),
                                block_dim: (1, 1, 1),
                                shared_mem_bytes: 0,
                            })
                    }
                    .map(|_| ())
                    .unwrap()
                },
                || cs.synchronize().unwrap(),
            )
        },
    );
    rows.push(Row {
        name: "empty-kernel launch (enqueue)",
        raw: Some(r_empty),
        ours: Some(o_empty),
        cudarc: Some(c_empty_t),
        target: Some(Target::Max(1.03)),
    });

    // Launch enqueue, three arguments.
    let (xp, yp) = (
        *cuda_driver::driver::DevicePtr::device_ptr(&x),
        *cuda_driver::driver::DevicePtr::device_ptr(&y),
    );
    let cfg = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    };
    let ccfg = cudarc::driver::LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    };
    let (r_three, o_three, c_three_t) = median3_of(
        LREPS,
        || {
            per_op(
                KL,
                // SAFETY: three_args(y, x, n) gets one value of each parameter's type and stays
                // within the `n` floats of `y` and `x`, which outlive every launch (synchronized
                // before they drop).
                || unsafe {
                    let (mut a, mut b, mut c) = (yp, xp, n);
                    let mut args: [*mut c_void; 3] = [
                        (&mut a as *mut u64).cast(),
                        (&mut b as *mut u64).cast(),
                        (&mut c as *mut i32).cast(),
                    ];
                    ck(sys::cuLaunchKernel(
                        raw.three,
                        1,
                        1,
                        1,
                        256,
                        1,
                        1,
                        0,
                        raw.stream,
                        args.as_mut_ptr(),
                        std::ptr::null_mut(),
                    ))
                },
                rsync,
            )
        },
        || {
            per_op(
                KL,
                // SAFETY: three_args(y, x, n) stays within the `n` floats of `y` and `x`.
                || unsafe { three.launch(cfg, (&mut y, &x, n)) }.unwrap(),
                || dev.synchronize().unwrap(),
            )
        },
        || {
            per_op(
                KL,
                || {
                    let mut b = cs.launch_builder(c_three);
                    b.arg(&mut cy).arg(&cx).arg(&n);
                    // SAFETY: three_args(y, x, n) stays within the `n` floats of `cy` and `cx`.
                    unsafe { b.launch(ccfg) }.map(|_| ()).unwrap()
                },
                || cs.synchronize().unwrap(),
            )
        },
    );
    rows.push(Row {
        name: "launch, 3 arguments (enqueue)",
        raw: Some(r_three),
        ours: Some(o_three),
        cudarc: Some(c_three_t),
        target: Some(Target::Max(1.03)),
    });

    // Launch enqueue on a second stream, three arguments: the per-buffer tracking at work.
    let fork = dev.fork_default_stream().unwrap();
    let cs2 = cctx.new_stream().unwrap();
    let raw2 = {
        let mut s = std::ptr::null_mut();
        // SAFETY: a plain stream creation in the device's current context.
        unsafe {
            ck(sys::cuStreamCreate(
                &mut s,
                sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
            ))
        };
        s
    };
    let (r_fork, o_fork, c_fork) = median3_of(
        LREPS,
        || {
            per_op(
                KL,
                // SAFETY: three_args(y, x, n) gets one value of each parameter's type and stays
                // within the `n` floats of `y` and `x`; `raw2` is live.
                || unsafe {
                    let (mut a, mut b, mut c) = (yp, xp, n);
                    let mut args: [*mut c_void; 3] = [
                        (&mut a as *mut u64).cast(),
                        (&mut b as *mut u64).cast(),
                        (&mut c as *mut i32).cast(),
                    ];
                    ck(sys::cuLaunchKernel(
                        raw.three,
                        1,
                        1,
                        1,
                        256,
                        1,
                        1,
                        0,
                        raw2,
                        args.as_mut_ptr(),
                        std::ptr::null_mut(),
                    ))
                },
                // SAFETY: `raw2` is live until destroyed below.
                || unsafe { ck(sys::cuStreamSynchronize(raw2)) },
            )
        },
        || {
            per_op(
                KL,
                // SAFETY: three_args(y, x, n) stays within the `n` floats of `y` and `x`.
                || unsafe { three.launch_on_stream(&fork, cfg, (&mut y, &x, n)) }.unwrap(),
                || fork.synchronize().unwrap(),
            )
        },
        || {
            per_op(
                KL,
                || {
                    let mut b = cs2.launch_builder(c_three);
                    b.arg(&mut cy).arg(&cx).arg(&n);
                    // SAFETY: three_args(y, x, n) stays within the `n` floats of `cy` and `cx`.
                    unsafe { b.launch(ccfg) }.map(|_| ()).unwrap()
                },
                || cs2.synchronize().unwrap(),
            )
        },
    );
    rows.push(Row {
        name: "launch on a forked stream, 3 arguments (enqueue)",
        raw: Some(r_fork),
        ours: Some(o_fork),
        cudarc: Some(c_fork),
        target: Some(Target::Max(1.10)),
    });
    drop(fork);
    dev.synchronize().unwrap();
    // What the context check at every entry costs: one cuCtxGetCurrent.
    let ctx_check = median(|| {
        per_op(
            K * 10,
            || {
                let mut c = std::ptr::null_mut();
                // SAFETY: writes one handle.
                unsafe { ck(sys::cuCtxGetCurrent(&mut c)) };
                black_box(c);
            },
            || (),
        )
    });
    notes.push(format!(
        "context check in every call (cuCtxGetCurrent): {:.1} ns",
        ctx_check * 1e9
    ));

    // The cudarc 0.13 style, cloning the function for each launch.
    let (_, o_clone, _) = median3_of(
        LREPS,
        || 0.0,
        || {
            per_op(
                KL,
                // SAFETY: `empty` takes no parameters.
                || unsafe { empty.clone().launch(one, ()) }.unwrap(),
                || dev.synchronize().unwrap(),
            )
        },
        || 0.0,
    );
    rows.push(Row {
        name: "empty launch as f.clone().launch(..)",
        raw: Some(r_empty),
        ours: Some(o_clone),
        cudarc: None,
        target: None,
    });
}

/// Synchronize on an idle device, and launch + synchronize latency.
fn sync_rows(b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    let Bench {
        dev,
        raw,
        cctx,
        cs,
        empty,
        c_empty,
        one,
        ..
    } = b;
    let one = *one;
    let cone = cudarc::driver::LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };
    // Synchronize on an idle device.
    dev.synchronize().unwrap();
    let (r_sync, o_sync, c_sync) = median3(
        // SAFETY: no arguments; the device's context is current.
        || per_op(K, || unsafe { ck(sys::cuCtxSynchronize()) }, || ()),
        || per_op(K, || dev.synchronize().unwrap(), || ()),
        || per_op(K, || cctx.synchronize().unwrap(), || ()),
    );
    rows.push(Row {
        name: "synchronize, idle device",
        raw: Some(r_sync),
        ours: Some(o_sync),
        cudarc: Some(c_sync),
        target: Some(Target::Max(1.2)),
    });

    // Launch + synchronize latency.
    let (r_ls, o_ls, c_ls) = median3(
        || {
            per_op(
                L,
                // SAFETY: `empty` takes no parameters; the function and the raw stream live as long
                // as `b`.
                || unsafe {
                    ck(sys::cuLaunchKernel(
                        raw.empty,
                        1,
                        1,
                        1,
                        1,
                        1,
                        1,
                        0,
                        raw.stream,
                        std::ptr::null_mut(),
                        std::ptr::null_mut(),
                    ));
                    ck(sys::cuStreamSynchronize(raw.stream));
                },
                || (),
            )
        },
        || {
            per_op(
                L,
                || {
                    // SAFETY: `empty` takes no parameters.
                    unsafe { empty.launch(one, ()) }.unwrap();
                    dev.synchronize().unwrap();
                },
                || (),
            )
        },
        || {
            per_op(
                L,
                || {
                    // SAFETY: `empty` takes no parameters.
                    unsafe { cs.launch_builder(c_empty).launch(cone) }.unwrap();
                    cs.synchronize().unwrap();
                },
                || (),
            )
        },
    );
    rows.push(Row {
        name: "launch + synchronize",
        raw: Some(r_ls),
        ours: Some(o_ls),
        cudarc: Some(c_ls),
        target: None,
    });
}

/// The 4-byte round trip.
fn round_trip_rows(b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    let Bench { dev, raw, cs, .. } = b;
    // 4-byte round trip. Raw: the fastest correct sequence (async copies, one synchronize).
    let mut small = dev.alloc_zeros::<u32>(1).unwrap();
    let sp = *cuda_driver::driver::DevicePtr::device_ptr(&small);
    let mut csmall = cs.alloc_zeros::<u32>(1).unwrap();
    let (r_rt, o_rt, c_rt) = median3(
        || {
            per_op(
                L,
                // SAFETY: `small` holds one u32; `v` and `back` outlive the synchronize that ends
                // the copies.
                || unsafe {
                    let v = [7u32];
                    let mut back = [0u32];
                    ck(sys::cuMemcpyHtoDAsync_v2(
                        sp,
                        v.as_ptr().cast(),
                        4,
                        raw.stream,
                    ));
                    ck(sys::cuMemcpyDtoHAsync_v2(
                        back.as_mut_ptr().cast(),
                        sp,
                        4,
                        raw.stream,
                    ));
                    ck(sys::cuStreamSynchronize(raw.stream));
                    black_box(back);
                },
                || (),
            )
        },
        || {
            per_op(
                L,
                || {
                    dev.htod_sync_copy_into(&[7u32], &mut small).unwrap();
                    black_box(dev.dtoh_sync_copy(&small).unwrap());
                },
                || (),
            )
        },
        || {
            per_op(
                L,
                || {
                    cs.memcpy_htod(&[7u32], &mut csmall).unwrap();
                    black_box(cs.clone_dtoh(&csmall).unwrap());
                },
                || (),
            )
        },
    );
    rows.push(Row {
        name: "4-byte round trip",
        raw: Some(r_rt),
        ours: Some(o_rt),
        cudarc: Some(c_rt),
        target: Some(Target::MaxPeer(1.0)),
    });
}

/// 256 MiB copies: pageable, into a fresh Vec, pinned.
fn big_copy_rows(b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    let Bench {
        dev, raw, cctx, cs, ..
    } = b;
    // 256 MiB copies, pageable.
    let host: Vec<u8> = (0..BIG).map(|i| i as u8).collect();
    let back = std::cell::RefCell::new(vec![0u8; BIG]);
    let mut big = dev.alloc_zeros::<u8>(BIG).unwrap();
    let bp = *cuda_driver::driver::DevicePtr::device_ptr(&big);
    let mut cbig = cs.alloc_zeros::<u8>(BIG).unwrap();
    let (r_h2d, o_h2d, c_h2d) = median3(
        || {
            per_op(
                1,
                // SAFETY: `big` holds BIG bytes and `host` is BIG bytes long.
                || unsafe { ck(sys::cuMemcpyHtoD_v2(bp, host.as_ptr().cast(), BIG)) },
                || (),
            )
        },
        || {
            per_op(
                1,
                || dev.htod_sync_copy_into(&host, &mut big).unwrap(),
                || (),
            )
        },
        || {
            per_op(
                1,
                || {
                    cs.memcpy_htod(&host, &mut cbig).unwrap();
                    cs.synchronize().unwrap()
                },
                || (),
            )
        },
    );
    rows.push(Row {
        name: "htod 256 MiB, pageable",
        raw: Some(r_h2d),
        ours: Some(o_h2d),
        cudarc: Some(c_h2d),
        target: Some(Target::Speed(2.2)),
    });
    let (r_d2h, o_d2h, c_d2h) = median3(
        || {
            per_op(
                1,
                // SAFETY: `big` and `back` are BIG bytes long; the copy is synchronous.
                || unsafe {
                    ck(sys::cuMemcpyDtoH_v2(
                        back.borrow_mut().as_mut_ptr().cast(),
                        bp,
                        BIG,
                    ))
                },
                || (),
            )
        },
        || {
            per_op(
                1,
                || {
                    dev.dtoh_sync_copy_into(&big, &mut back.borrow_mut()[..])
                        .unwrap()
                },
                || (),
            )
        },
        || {
            per_op(
                1,
                || {
                    cs.memcpy_dtoh(&cbig, &mut back.borrow_mut()[..]).unwrap();
                    cs.synchronize().unwrap()
                },
                || (),
            )
        },
    );
    rows.push(Row {
        name: "dtoh 256 MiB, pageable, existing buffer",
        raw: Some(r_d2h),
        ours: Some(o_d2h),
        cudarc: Some(c_d2h),
        target: Some(Target::Under(BIG as f64 / 20e9)),
    });
    let o_fresh = median(|| {
        per_op(
            1,
            || {
                black_box(dev.dtoh_sync_copy(&big).unwrap());
            },
            || (),
        )
    });
    let c_fresh = median(|| {
        per_op(
            1,
            || {
                black_box(cs.clone_dtoh(&cbig).unwrap());
            },
            || (),
        )
    });
    rows.push(Row {
        name: "dtoh 256 MiB into a fresh Vec (raw: existing)",
        raw: Some(r_d2h),
        ours: Some(o_fresh),
        cudarc: Some(c_fresh),
        target: Some(Target::Speed(1.0)),
    });
    assert_eq!(
        dev.dtoh_sync_copy(&big).unwrap(),
        host,
        "round trip of 256 MiB"
    );

    // 256 MiB copies, pinned: raw cuMemHostAlloc memory, our PinnedHostSlice through the
    // ordinary sync copies, cudarc's pinned buffer.
    let mut pinned: *mut c_void = std::ptr::null_mut();
    // SAFETY: writes one pointer; the memory is freed below with cuMemFreeHost.
    unsafe { ck(sys::cuMemHostAlloc(&mut pinned, BIG, 0)) };
    // SAFETY: the pinned bytes are only moved by the driver, never read by this code before a copy
    // writes them.
    let mut cpin = unsafe { cctx.alloc_pinned::<u8>(BIG) }.unwrap();
    let mut ours_pin = dev.alloc_pinned::<u8>(BIG).unwrap();
    ours_pin.copy_from_slice(&host);
    let (r_ph2d, o_ph2d, c_ph2d) = median3(
        || {
            per_op(
                1,
                // SAFETY: `pinned` and `big` hold BIG bytes; the copy is done before the
                // synchronize returns.
                || unsafe {
                    ck(sys::cuMemcpyHtoDAsync_v2(bp, pinned, BIG, raw.stream));
                    ck(sys::cuStreamSynchronize(raw.stream));
                },
                || (),
            )
        },
        || {
            per_op(
                1,
                || dev.htod_sync_copy_into(&ours_pin, &mut big).unwrap(),
                || (),
            )
        },
        || {
            per_op(
                1,
                || {
                    cs.memcpy_htod(&cpin, &mut cbig).unwrap();
                    cs.synchronize().unwrap()
                },
                || (),
            )
        },
    );
    // The last copy of the rotation may have been another column's: copy ours again, and
    // check it arrived.
    dev.htod_sync_copy_into(&ours_pin, &mut big).unwrap();
    assert!(
        dev.dtoh_sync_copy(&big).unwrap() == host,
        "htod from pinned memory"
    );
    ours_pin.fill(0);
    let (r_pd2h, o_pd2h, c_pd2h) = median3(
        || {
            per_op(
                1,
                // SAFETY: `pinned` and `big` hold BIG bytes; the copy is done before the
                // synchronize returns.
                || unsafe {
                    ck(sys::cuMemcpyDtoHAsync_v2(pinned, bp, BIG, raw.stream));
                    ck(sys::cuStreamSynchronize(raw.stream));
                },
                || (),
            )
        },
        || {
            per_op(
                1,
                || dev.dtoh_sync_copy_into(&big, &mut ours_pin).unwrap(),
                || (),
            )
        },
        || {
            per_op(
                1,
                || {
                    cs.memcpy_dtoh(&cbig, &mut cpin).unwrap();
                    cs.synchronize().unwrap()
                },
                || (),
            )
        },
    );
    assert!(ours_pin[..] == host[..], "dtoh into pinned memory");
    // SAFETY: `pinned` came from cuMemHostAlloc and nothing uses it any more.
    unsafe { ck(sys::cuMemFreeHost(pinned)) };
    rows.push(Row {
        name: "htod 256 MiB, pinned",
        raw: Some(r_ph2d),
        ours: Some(o_ph2d),
        cudarc: Some(c_ph2d),
        target: Some(Target::Speed(0.97)),
    });
    rows.push(Row {
        name: "dtoh 256 MiB, pinned",
        raw: Some(r_pd2h),
        ours: Some(o_pd2h),
        cudarc: Some(c_pd2h),
        target: Some(Target::Speed(0.97)),
    });
    drop((big, cbig, cpin, back, host, ours_pin));
}

/// Allocation and free, with the pool's release threshold at 0 and at its maximum.
fn alloc_rows(b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    let Bench { dev, raw, cs, .. } = b;
    // SAFETY: the raw stream lives as long as `b`.
    let rsync = || unsafe { ck(sys::cuStreamSynchronize(raw.stream)) };
    // Small live allocations in both pools, as a program has (an empty pool gives everything
    // back to the system at each synchronize, which would time that instead).
    let _live = (
        dev.alloc_zeros::<f32>(256).unwrap(),
        cs.alloc_zeros::<f32>(256).unwrap(),
    );
    // 1 MiB alloc + free.
    const MB: usize = 1 << 20;
    let (r_alloc, o_alloc, c_alloc) = median3(
        || {
            per_op(
                K,
                // SAFETY: writes one pointer; the allocation is freed at once, in stream order,
                // untouched.
                || unsafe {
                    let mut p = 0;
                    ck(sys::cuMemAllocAsync(&mut p, MB, raw.stream));
                    ck(sys::cuMemFreeAsync(p, raw.stream));
                },
                rsync,
            )
        },
        || {
            per_op(
                K,
                || {
                    // SAFETY: the uninitialised buffer is never read.
                    black_box(unsafe { dev.alloc::<u8>(MB) }.unwrap());
                },
                || dev.synchronize().unwrap(),
            )
        },
        || {
            per_op(
                K,
                || {
                    // SAFETY: the uninitialised buffer is never read.
                    black_box(unsafe { cs.alloc::<u8>(MB) }.unwrap());
                },
                || cs.synchronize().unwrap(),
            )
        },
    );
    rows.push(Row {
        name: "1 MiB alloc + free",
        raw: Some(r_alloc),
        ours: Some(o_alloc),
        cudarc: Some(c_alloc),
        target: Some(Target::Max(1.3)),
    });

    // Alloc + free + synchronize: at each synchronisation the default pool gives back to the
    // system what it holds beyond its release threshold (0 by default), so the next
    // allocation maps memory again. Raising the threshold keeps it: then allocation costs what
    // raw cuMemAllocAsync from a warm pool costs.
    let alloc_sync_row = |name: &'static str, target: Option<Target>| {
        let (raw, ours, cudarc) = median3(
            || {
                per_op(
                    L,
                    // SAFETY: writes one pointer; the allocation is freed at once, in stream order,
                    // untouched.
                    || unsafe {
                        let mut p = 0;
                        ck(sys::cuMemAllocAsync(&mut p, MB, raw.stream));
                        ck(sys::cuMemFreeAsync(p, raw.stream));
                        ck(sys::cuCtxSynchronize());
                    },
                    || (),
                )
            },
            || {
                per_op(
                    L,
                    || {
                        // SAFETY: the uninitialised buffer is never read.
                        black_box(unsafe { dev.alloc::<u8>(MB) }.unwrap());
                        dev.synchronize().unwrap();
                    },
                    || (),
                )
            },
            || {
                per_op(
                    L,
                    || {
                        // SAFETY: the uninitialised buffer is never read.
                        black_box(unsafe { cs.alloc::<u8>(MB) }.unwrap());
                        cs.synchronize().unwrap();
                    },
                    || (),
                )
            },
        );
        Row {
            name,
            raw: Some(raw),
            ours: Some(ours),
            cudarc: Some(cudarc),
            target,
        }
    };
    let pool = dev.mem_pool().unwrap();
    let old_threshold = pool.release_threshold().unwrap();
    pool.set_release_threshold(0).unwrap();
    rows.push(alloc_sync_row(
        "1 MiB alloc + free + synchronize, release threshold 0",
        None,
    ));
    pool.set_release_threshold(u64::MAX).unwrap();
    rows.push(alloc_sync_row(
        "1 MiB alloc + free + synchronize, release threshold max",
        Some(Target::Max(1.3)),
    ));
    let (r_alloc_t, o_alloc_t, c_alloc_t) = median3(
        || {
            per_op(
                K,
                // SAFETY: writes one pointer; the allocation is freed at once, in stream order,
                // untouched.
                || unsafe {
                    let mut p = 0;
                    ck(sys::cuMemAllocAsync(&mut p, MB, raw.stream));
                    ck(sys::cuMemFreeAsync(p, raw.stream));
                },
                rsync,
            )
        },
        || {
            per_op(
                K,
                || {
                    // SAFETY: the uninitialised buffer is never read.
                    black_box(unsafe { dev.alloc::<u8>(MB) }.unwrap());
                },
                || dev.synchronize().unwrap(),
            )
        },
        || {
            per_op(
                K,
                || {
                    // SAFETY: the uninitialised buffer is never read.
                    black_box(unsafe { cs.alloc::<u8>(MB) }.unwrap());
                },
                || cs.synchronize().unwrap(),
            )
        },
    );
    rows.push(Row {
        name: "1 MiB alloc + free, release threshold max",
        raw: Some(r_alloc_t),
        ours: Some(o_alloc_t),
        cudarc: Some(c_alloc_t),
        target: Some(Target::Max(1.3)),
    });
    pool.set_release_threshold(old_threshold).unwrap();
}

/// NVRTC compiles, cold and cached.
fn nvrtc_rows(_b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    // NVRTC compile, cold and cached.
    let seq = std::cell::Cell::new(0u64);
    let src = || {
        seq.set(seq.get() + 1);
        let seq = seq.get();
        format!(
            "// {seq}\nextern \"C\" __global__ void k(float *x, int n) {{ int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] = x[i] * 2.0f + 1.0f; }}\n"
        )
    };
    let (r_nv, o_nv, c_nv) = median3(
        || {
            let s = std::ffi::CString::new(src()).unwrap();
            let t = Instant::now();
            // SAFETY: `s` is a NUL-terminated source and outlives the program; every out-pointer is
            // valid, `buf` holds the PTX size NVRTC reported, and the program is destroyed once.
            unsafe {
                let mut prog = std::ptr::null_mut();
                assert_eq!(
                    nvrtc::sys::nvrtcCreateProgram(
                        &mut prog,
                        s.as_ptr(),
                        std::ptr::null(),
                        0,
                        std::ptr::null(),
                        std::ptr::null()
                    ),
                    nvrtc::sys::nvrtcResult::NVRTC_SUCCESS
                );
                assert_eq!(
                    nvrtc::sys::nvrtcCompileProgram(prog, 0, std::ptr::null()),
                    nvrtc::sys::nvrtcResult::NVRTC_SUCCESS
                );
                let mut size = 0;
                nvrtc::sys::nvrtcGetPTXSize(prog, &mut size)
                    .result()
                    .unwrap();
                let mut buf = vec![0i8; size];
                nvrtc::sys::nvrtcGetPTX(prog, buf.as_mut_ptr().cast())
                    .result()
                    .unwrap();
                nvrtc::sys::nvrtcDestroyProgram(&mut prog).result().unwrap();
                black_box(buf);
            }
            t.elapsed().as_secs_f64()
        },
        || {
            let s = src();
            let t = Instant::now();
            black_box(nvrtc::compile_ptx(&s).unwrap());
            t.elapsed().as_secs_f64()
        },
        || {
            let s = src();
            let t = Instant::now();
            black_box(cudarc::nvrtc::compile_ptx(&s).unwrap());
            t.elapsed().as_secs_f64()
        },
    );
    rows.push(Row {
        name: "NVRTC compile, cold",
        raw: Some(r_nv),
        ours: Some(o_nv),
        cudarc: Some(c_nv),
        target: None,
    });
    let fixed = src();
    nvrtc::compile_ptx(&fixed).unwrap();
    let o_cached = median(|| {
        per_op(
            100,
            || {
                black_box(nvrtc::compile_ptx(&fixed).unwrap());
            },
            || (),
        )
    });
    rows.push(Row {
        name: "NVRTC compile, cached",
        raw: None,
        ours: Some(o_cached),
        cudarc: Some(c_nv),
        target: Some(Target::Under(1e-3)),
    });
}

/// Module load and unload.
fn module_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench { dev, cctx, .. } = b;
    // Module load (and unload).
    let cptx = std::ffi::CString::new(BASIC_PTX).unwrap();
    // More repetitions than most rows: the host's noise is a few percent, the target 5 %.
    let (r_mod, o_mod, c_mod) = median3_of(
        3 * REPS,
        || {
            per_op(
                20,
                // SAFETY: valid PTX; the module is unloaded once, and nothing from it is used.
                || unsafe {
                    let mut m = std::ptr::null_mut();
                    ck(sys::cuModuleLoadData(&mut m, cptx.as_ptr().cast()));
                    ck(sys::cuModuleUnload(m));
                },
                || (),
            )
        },
        || {
            per_op(
                20,
                || {
                    dev.load_ptx(Ptx::from_src(BASIC_PTX), "reload", &["empty"])
                        .unwrap()
                },
                || (),
            )
        },
        || {
            per_op(
                20,
                || {
                    black_box(
                        cctx.load_module(cudarc::nvrtc::Ptx::from_src(BASIC_PTX))
                            .unwrap(),
                    );
                },
                || (),
            )
        },
    );
    rows.push(Row {
        name: "module load (PTX) + unload",
        raw: Some(r_mod),
        ours: Some(o_mod),
        cudarc: Some(c_mod),
        target: Some(Target::Max(1.05)),
    });
    // What the raw row costs in load_ptx's order: the replacement is loaded while the module
    // it replaces is still loaded, and that one is unloaded afterwards (so that a failed load
    // leaves the old module in place).
    let (r_unload_first, r_load_first, _) = median3(
        || {
            per_op(
                20,
                // SAFETY: valid PTX; the module is unloaded once, and nothing from it is used.
                || unsafe {
                    let mut m = std::ptr::null_mut();
                    ck(sys::cuModuleLoadData(&mut m, cptx.as_ptr().cast()));
                    ck(sys::cuModuleUnload(m));
                },
                || (),
            )
        },
        || {
            let mut old = std::ptr::null_mut();
            // SAFETY: valid PTX; every module loaded here is unloaded once.
            unsafe { ck(sys::cuModuleLoadData(&mut old, cptx.as_ptr().cast())) };
            let t = per_op(
                20,
                // SAFETY: valid PTX; each module is unloaded once, after its replacement is loaded,
                // and nothing from it is used.
                || unsafe {
                    let mut m = std::ptr::null_mut();
                    ck(sys::cuModuleLoadData(&mut m, cptx.as_ptr().cast()));
                    ck(sys::cuModuleUnload(old));
                    old = m;
                },
                || (),
            );
            // SAFETY: loaded above, not yet unloaded.
            unsafe { ck(sys::cuModuleUnload(old)) };
            t
        },
        || 0.0,
    );
    notes.push(format!(
        "module load + unload, raw: unloading before the next load {}; loading the next before \
         unloading the previous (load_ptx's order) {} ({:.2}x)",
        fmt_time(Some(r_unload_first)),
        fmt_time(Some(r_load_first)),
        r_load_first / r_unload_first
    ));
}

/// The async adapter: await latency, overlap, many tasks.
fn async_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench {
        dev,
        raw,
        empty,
        one,
        ..
    } = b;
    let one = *one;
    // The async adapter.
    let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone()).unwrap();
    let (r_await, o_await, s_await) = median3(
        || {
            per_op(
                L,
                // SAFETY: `empty` takes no parameters; the function and the raw stream live as long
                // as `b`.
                || unsafe {
                    ck(sys::cuLaunchKernel(
                        raw.empty,
                        1,
                        1,
                        1,
                        1,
                        1,
                        1,
                        0,
                        raw.stream,
                        std::ptr::null_mut(),
                        std::ptr::null_mut(),
                    ));
                    ck(sys::cuStreamSynchronize(raw.stream));
                },
                || (),
            )
        },
        || {
            per_op(
                L,
                // SAFETY: `empty` takes no parameters.
                || futures_lite::future::block_on(unsafe { adev.launch(empty, one, ()) }).unwrap(),
                || (),
            )
        },
        || {
            per_op(
                L,
                || {
                    // SAFETY: `empty` takes no parameters.
                    unsafe { empty.launch(one, ()) }.unwrap();
                    dev.synchronize().unwrap();
                },
                || (),
            )
        },
    );
    rows.push(Row {
        name: "async await, empty launch (raw: sync launch + sync)",
        raw: Some(r_await),
        ours: Some(o_await),
        cudarc: None,
        target: Some(Target::Max(1.0)),
    });
    // Where the await's time goes: the async call itself (enqueue) and the wait, one at a time.
    let (mut enq, mut wait) = (Vec::new(), Vec::new());
    for _ in 0..2000 {
        let t0 = Instant::now();
        // SAFETY: `empty` takes no parameters.
        let f = unsafe { adev.launch(empty, one, ()) };
        let t1 = Instant::now();
        futures_lite::future::block_on(f).unwrap();
        enq.push((t1 - t0).as_secs_f64());
        wait.push(t1.elapsed().as_secs_f64());
    }
    enq.sort_by(|a, b| a.partial_cmp(b).unwrap());
    wait.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let (o_enq, o_wait) = (enq[enq.len() / 2], wait[wait.len() / 2]);
    let s_enq = median(|| {
        per_op(
            K,
            // SAFETY: `empty` takes no parameters.
            || unsafe { empty.launch(one, ()) }.unwrap(),
            || dev.synchronize().unwrap(),
        )
    });
    notes.push(format!(
        "our own sync launch + synchronize: {}; async await over it: {:.2}x; of an await, the async call takes {} (a sync launch's enqueue: {}) and the wait {}",
        fmt_time(Some(s_await)),
        o_await / s_await,
        fmt_time(Some(o_enq)),
        fmt_time(Some(s_enq)),
        fmt_time(Some(o_wait))
    ));

    dev.load_ptx(Ptx::from_src(SPIN_PTX), "spin", &["spin"])
        .unwrap();
    let spin = dev.get_func("spin", "spin").unwrap();
    let clock_khz = dev
        .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap() as u64;
    let mut flags: Vec<cuda_driver::driver::CudaSlice<i32>> =
        (0..4).map(|_| dev.alloc_zeros(1).unwrap()).collect();
    let mut overlap = |k: usize| {
        let t = Instant::now();
        let futs: Vec<_> = flags
            .iter_mut()
            .take(k)
            // SAFETY: spin(unsigned long long cycles, int *flag) writes the one int of each flag.
            .map(|f| unsafe { adev.launch(&spin, one, (clock_khz * 20, f)) })
            .collect();
        for f in futs {
            futures_lite::future::block_on(f).unwrap();
        }
        t.elapsed().as_secs_f64()
    };
    overlap(4);
    let mut ones = Vec::new();
    let mut fours = Vec::new();
    for _ in 0..5 {
        ones.push(overlap(1));
        fours.push(overlap(4));
    }
    ones.sort_by(|a, b| a.partial_cmp(b).unwrap());
    fours.sort_by(|a, b| a.partial_cmp(b).unwrap());
    rows.push(Row {
        name: "async overlap, 4 x 20 ms kernels (raw: one kernel)",
        raw: Some(ones[2]),
        ours: Some(fours[2]),
        cudarc: None,
        target: Some(Target::Max(1.5)),
    });

    let add_one = dev.get_func("basic", "add_one").unwrap();
    const TASKS: usize = 1000;
    const PIPES: usize = 20;
    const N: usize = 1024; // 4 KiB of f32
    let input: Vec<f32> = (0..N).map(|i| i as f32).collect();
    let want: Vec<f32> = input.iter().map(|v| v + 1.0).collect();
    let cfg_n = LaunchConfig::for_num_elems(N as u32);
    let serial = || {
        let t = Instant::now();
        for _ in 0..TASKS * PIPES {
            let mut x = dev.htod_sync_copy(&input).unwrap();
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
            unsafe { (&add_one).launch(cfg_n, (&mut x, N)) }.unwrap();
            assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
        }
        t.elapsed().as_secs_f64()
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(8)
        .enable_all()
        .build()
        .unwrap();
    let concurrent = || {
        let t = Instant::now();
        rt.block_on(async {
            let tasks: Vec<_> = (0..TASKS)
                .map(|_| {
                    let (adev, f, input, want) =
                        (adev.clone(), add_one.clone(), input.clone(), want.clone());
                    tokio::spawn(async move {
                        for _ in 0..PIPES {
                            let mut x = adev.htod_copy(input.clone()).await.unwrap();
                            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of
                            // `x`.
                            unsafe { adev.launch(&f, cfg_n, (&mut x, N)) }
                                .await
                                .unwrap();
                            assert_eq!(adev.reclaim(x).await.unwrap(), want);
                        }
                    })
                })
                .collect();
            for t in tasks {
                t.await.unwrap();
            }
        });
        t.elapsed().as_secs_f64()
    };
    let (mut ss, mut cc) = (Vec::new(), Vec::new());
    for _ in 0..3 {
        ss.push(serial());
        cc.push(concurrent());
    }
    ss.sort_by(|a, b| a.partial_cmp(b).unwrap());
    cc.sort_by(|a, b| a.partial_cmp(b).unwrap());
    rows.push(Row {
        name: "1000 tasks x 20 small pipelines (raw: serial sync API)",
        raw: Some(ss[1]),
        ours: Some(cc[1]),
        cudarc: None,
        target: Some(Target::Max(1.0)),
    });
}

/// `k` launches of `add_one(x, n)` (one block of 256 threads) through `sys` on the raw stream,
/// then a synchronize: the floor for the graph rows.
fn raw_add_one_launches(raw: &Raw, add_one: sys::CUfunction, x: u64, n: usize, k: usize) {
    for _ in 0..k {
        let (mut p, mut len) = (x, n);
        let mut args: [*mut c_void; 2] =
            [(&mut p as *mut u64).cast(), (&mut len as *mut usize).cast()];
        // SAFETY: add_one(float*, size_t) with a live buffer of `n` floats, on the live raw
        // stream.
        unsafe {
            ck(sys::cuLaunchKernel(
                add_one,
                1,
                1,
                1,
                256,
                1,
                1,
                0,
                raw.stream,
                args.as_mut_ptr(),
                std::ptr::null_mut(),
            ))
        };
    }
    // SAFETY: the raw stream is live.
    ck(unsafe { sys::cuStreamSynchronize(raw.stream) });
}

/// Composed operations: a chain awaited once against the same three sync calls; 1000 tasks of
/// chains against the serial sync API; a zip of four long kernels against one; the replay of a
/// chain of 100 kernels captured into a graph.
fn compose_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    use cuda_driver::r#async::{AsyncDevice, Op, zip4};
    use futures_lite::future::block_on;
    let Bench { dev, raw, one, .. } = b;
    let one = *one;
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let add_one = dev.get_func("basic", "add_one").unwrap();
    const N: usize = 1024; // 4 KiB of f32
    let input: Vec<f32> = (0..N).map(|i| i as f32).collect();
    let want: Vec<f32> = input.iter().map(|v| v + 1.0).collect();
    let cfg = LaunchConfig::for_num_elems(N as u32);
    let chain = |input: Vec<f32>| {
        ops.htod_copy(input)
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
            .then(|x| unsafe { ops.launch(&add_one, cfg, (x, N)) })
            .then(|(x, _)| ops.reclaim(x))
    };
    let sync_three = || {
        let mut x = dev.htod_sync_copy(&input).unwrap();
        // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
        unsafe { (&add_one).launch(cfg, (&mut x, N)) }.unwrap();
        dev.dtoh_sync_copy(&x).unwrap()
    };
    let per_call_three = || {
        block_on(async {
            let mut x = adev.htod_copy(input.clone()).await.unwrap();
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
            unsafe { adev.launch(&add_one, cfg, (&mut x, N)) }
                .await
                .unwrap();
            adev.reclaim(x).await.unwrap()
        })
    };
    assert_eq!(block_on(chain(input.clone()).run()).unwrap(), want);
    assert_eq!(sync_three(), want);
    assert_eq!(per_call_three(), want);
    let (s_three, o_chain, a_three) = median3_of(
        LREPS,
        || per_op(L, || drop(black_box(sync_three())), || ()),
        || {
            per_op(
                L,
                || drop(black_box(block_on(chain(input.clone()).run()).unwrap())),
                || (),
            )
        },
        || per_op(L, || drop(black_box(per_call_three())), || ()),
    );
    rows.push(Row {
        name: "chain upload 4 KiB -> kernel -> download, awaited once (raw: the three sync calls)",
        raw: Some(s_three),
        ours: Some(o_chain),
        cudarc: None,
        target: Some(Target::Max(1.05)),
    });
    notes.push(format!(
        "the same three calls as per-call futures, three awaits: {} ({:.2}x the chain)",
        fmt_time(Some(a_three)),
        a_three / o_chain
    ));

    // 1000 tokio tasks x 20 chains against the 20,000 pipelines run serially (sync API).
    const TASKS: usize = 1000;
    const CHAINS: usize = 20;
    let serial = || {
        let t = Instant::now();
        for _ in 0..TASKS * CHAINS {
            assert_eq!(sync_three(), want);
        }
        t.elapsed().as_secs_f64()
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(8)
        .enable_all()
        .build()
        .unwrap();
    let concurrent = || {
        let t = Instant::now();
        rt.block_on(async {
            let tasks: Vec<_> = (0..TASKS)
                .map(|_| {
                    let (ops, f, input, want) =
                        (adev.ops(), add_one.clone(), input.clone(), want.clone());
                    tokio::spawn(async move {
                        for _ in 0..CHAINS {
                            let out = ops
                                .htod_copy(input.clone())
                                // SAFETY: add_one(float *x, size_t n) stays within the `N` floats
                                // of `x`.
                                .then(|x| unsafe { ops.launch(&f, cfg, (x, N)) })
                                .then(|(x, _)| ops.reclaim(x))
                                .await
                                .unwrap();
                            assert_eq!(out, want);
                        }
                    })
                })
                .collect();
            for t in tasks {
                t.await.unwrap();
            }
        });
        t.elapsed().as_secs_f64()
    };
    let (mut ss, mut cc) = (Vec::new(), Vec::new());
    for _ in 0..3 {
        ss.push(serial());
        cc.push(concurrent());
    }
    ss.sort_by(|a, b| a.partial_cmp(b).unwrap());
    cc.sort_by(|a, b| a.partial_cmp(b).unwrap());
    rows.push(Row {
        name: "1000 tasks x 20 chains, one await each (raw: serial sync API)",
        raw: Some(ss[1]),
        ours: Some(cc[1]),
        cudarc: None,
        target: Some(Target::Max(0.5)),
    });

    // zip of four independent 20 ms kernels against one.
    dev.load_ptx(Ptx::from_src(SPIN_PTX), "zip_spin", &["spin"])
        .unwrap();
    let spin = dev.get_func("zip_spin", "spin").unwrap();
    let clock_khz = dev
        .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap() as u64;
    let c20 = clock_khz * 20;
    let mut f: Vec<cuda_driver::driver::CudaSlice<i32>> =
        (0..4).map(|_| dev.alloc_zeros(1).unwrap()).collect();
    let (mut ones, mut fours) = (Vec::new(), Vec::new());
    for rep in 0..7 {
        let [f0, f1, f2, f3] = &mut f[..] else {
            unreachable!()
        };
        let t = Instant::now();
        // SAFETY: spin(unsigned long long cycles, int *flag) writes the one int of `f0`.
        unsafe { ops.launch(&spin, one, (c20, &mut *f0)) }
            .wait()
            .unwrap();
        let t1 = t.elapsed().as_secs_f64();
        let t = Instant::now();
        zip4(
            // SAFETY: spin writes the one int of `f0`.
            unsafe { ops.launch(&spin, one, (c20, &mut *f0)) },
            // SAFETY: spin writes the one int of `f1`.
            unsafe { ops.launch(&spin, one, (c20, &mut *f1)) },
            // SAFETY: spin writes the one int of `f2`.
            unsafe { ops.launch(&spin, one, (c20, &mut *f2)) },
            // SAFETY: spin writes the one int of `f3`.
            unsafe { ops.launch(&spin, one, (c20, &mut *f3)) },
        )
        .wait()
        .unwrap();
        let t4 = t.elapsed().as_secs_f64();
        if rep > 0 {
            ones.push(t1);
            fours.push(t4);
        }
    }
    ones.sort_by(|a, b| a.partial_cmp(b).unwrap());
    fours.sort_by(|a, b| a.partial_cmp(b).unwrap());
    rows.push(Row {
        name: "zip of 4 x 20 ms kernels (raw: one kernel, composed)",
        raw: Some(ones[3]),
        ours: Some(fours[3]),
        cudarc: None,
        target: Some(Target::Max(1.1)),
    });

    // A chain of 100 small kernels captured into a graph, replayed (per kernel); raw: the 100
    // launches through `sys` and a synchronize.
    const KERNELS: usize = 100;
    const REPLAYS: usize = 50;
    let gn = 256usize;
    let mut gbuf = dev.alloc_zeros::<f32>(gn).unwrap();
    let gp = *cuda_driver::driver::DevicePtr::device_ptr(&gbuf);
    let gcfg = LaunchConfig::for_num_elems(gn as u32);
    let exec = {
        let mut chain = ops.value(&mut gbuf).boxed();
        for _ in 0..KERNELS {
            chain = chain
                // SAFETY: add_one(float *x, size_t n) stays within the `gn` floats of `gbuf`.
                .then(|x| unsafe { ops.launch(&add_one, gcfg, (x, gn)) })
                .then(|(x, _)| ops.value(x))
                .boxed();
        }
        adev.capture(chain).unwrap().instantiate().unwrap()
    };
    exec.upload().unwrap();
    let add_one_raw = add_one.cu_function();
    let (r_direct, o_replay, s_replay) = median3(
        || {
            per_op(
                REPLAYS,
                || raw_add_one_launches(raw, add_one_raw, gp, gn, KERNELS),
                || (),
            )
        },
        || per_op(REPLAYS, || ops.launch_graph(&exec).wait().unwrap(), || ()),
        || {
            per_op(
                REPLAYS,
                || {
                    exec.launch().unwrap();
                    dev.synchronize().unwrap();
                },
                || (),
            )
        },
    );
    let k = KERNELS as f64;
    rows.push(Row {
        name: "captured chain of 100 small kernels, replay awaited, per kernel (raw: direct launches)",
        raw: Some(r_direct / k),
        ours: Some(o_replay / k),
        cudarc: None,
        target: Some(Target::Under(1.3e-6)),
    });
    notes.push(format!(
        "captured chain replay: {} per kernel awaited as a composed step, {} per kernel by the sync launch + synchronize",
        fmt_time(Some(o_replay / k)),
        fmt_time(Some(s_replay / k))
    ));
    let back = dev.dtoh_sync_copy(&gbuf).unwrap();
    assert!(back.iter().all(|&v| v == back[0] && v >= KERNELS as f32));
}

/// Graph replay against direct launches.
fn graph_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench { dev, raw, .. } = b;
    let add_one = dev.get_func("basic", "add_one").unwrap();
    // A graph of 100 small kernels replayed, against the same 100 launches enqueued directly
    // (raw: cuLaunchKernel through `sys`); each ends with a synchronize.
    const GRAPH_KERNELS: usize = 100;
    const GRAPH_REPS: usize = 50;
    let gn = 256usize;
    let mut gbuf = dev.alloc_zeros::<f32>(gn).unwrap();
    let gp = *cuda_driver::driver::DevicePtr::device_ptr(&gbuf);
    let gcfg = LaunchConfig::for_num_elems(gn as u32);
    let graph_exec = dev
        .capture_graph(|s| {
            for _ in 0..GRAPH_KERNELS {
                // SAFETY: add_one(float*, size_t) stays within gn elements.
                unsafe { (&add_one).launch_on_stream(s, gcfg, (&mut gbuf, gn)) }?;
            }
            Ok(())
        })
        .unwrap()
        .instantiate()
        .unwrap();
    graph_exec.upload().unwrap();
    let add_one_raw = add_one.cu_function();
    let (r_graph, o_graph, s_graph) = median3(
        || {
            per_op(
                GRAPH_REPS,
                || raw_add_one_launches(raw, add_one_raw, gp, gn, GRAPH_KERNELS),
                || (),
            )
        },
        || {
            per_op(
                GRAPH_REPS,
                || {
                    graph_exec.launch().unwrap();
                    dev.synchronize().unwrap();
                },
                || (),
            )
        },
        || {
            per_op(
                GRAPH_REPS,
                || {
                    for _ in 0..GRAPH_KERNELS {
                        // SAFETY: add_one(float *x, size_t n) stays within the `gn` floats of
                        // `gbuf`.
                        unsafe { (&add_one).launch(gcfg, (&mut gbuf, gn)) }.unwrap();
                    }
                    dev.synchronize().unwrap();
                },
                || (),
            )
        },
    );
    rows.push(Row {
        name: "graph of 100 small kernels, replay vs 100 direct launches",
        raw: Some(r_graph),
        ours: Some(o_graph),
        cudarc: None,
        target: None,
    });
    let k = GRAPH_KERNELS as f64;
    notes.push(format!(
        "graph replay: {} per kernel; direct launches: {} per kernel raw ({:.1}x the replay's \
         time), {} per kernel through the safe API ({:.1}x)",
        fmt_time(Some(o_graph / k)),
        fmt_time(Some(r_graph / k)),
        r_graph / o_graph,
        fmt_time(Some(s_graph / k)),
        s_graph / o_graph
    ));
}

const FIRST_COMPILE_CHILD: &str = "CUDA_DRIVER_BENCH_FIRST_COMPILE";
const FIRST_SRC: &str = r#"extern "C" __global__ void k(float *x) { x[threadIdx.x] += 1.0f; }"#;

/// In a child process: times the first NVRTC compile (library search and load included) and
/// prints the seconds. `how`: `ours`, `cudarc`, or `raw` (our compile with NVRTC loaded from the
/// path given in `CUDA_DRIVER_BENCH_NVRTC`, no search).
fn first_compile_child(how: &str) {
    let t = Instant::now();
    match how {
        "ours" => {
            nvrtc::compile_ptx(FIRST_SRC).unwrap();
        }
        "raw" => {
            let path = std::env::var("CUDA_DRIVER_BENCH_NVRTC").unwrap();
            // SAFETY: the parent process names the NVRTC that its own search found.
            unsafe { cuda_driver::loader::NVRTC.load_from(path) }.unwrap();
            nvrtc::compile_ptx(FIRST_SRC).unwrap();
        }
        _ => {
            cudarc::nvrtc::compile_ptx(FIRST_SRC).unwrap();
        }
    }
    println!("{}", t.elapsed().as_secs_f64());
}

/// The first NVRTC compile in a fresh process: ours (search + load + compile), the same with
/// the library's path given (raw: no search), and cudarc's.
fn first_compile_rows(_b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    let exe = std::env::current_exe().unwrap();
    let nvrtc_path = cuda_driver::loader::NVRTC.load().unwrap().to_path_buf();
    let child = |how: &str| {
        let out = std::process::Command::new(&exe)
            .env(FIRST_COMPILE_CHILD, how)
            .env("CUDA_DRIVER_BENCH_NVRTC", &nvrtc_path)
            .env_remove("CUDA_DRIVER_NVRTC_PATH")
            .env_remove("CUDA_DRIVER_NVRTC_CACHE_DIR")
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse::<f64>()
            .unwrap_or_else(|_| panic!("child {how}: {}", String::from_utf8_lossy(&out.stderr)))
    };
    // Fresh processes vary by 10-20 % from one to the next: many of them, for a steady median.
    let (r, o, c) = median3_of(
        3 * REPS,
        || child("raw"),
        || child("ours"),
        || child("cudarc"),
    );
    rows.push(Row {
        name: "first compile_ptx in a fresh process (raw: NVRTC path given)",
        raw: Some(r),
        ours: Some(o),
        cudarc: Some(c),
        target: Some(Target::MaxPeer(1.1)),
    });
}

/// CPU time of the whole process, in seconds.
fn cpu_seconds() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: writes one timespec.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// CPU seconds per wall second spent while `wait` waits.
fn cpu_per_wall(wait: impl FnOnce()) -> (f64, f64) {
    let (c0, t0) = (cpu_seconds(), Instant::now());
    wait();
    let wall = t0.elapsed().as_secs_f64();
    ((cpu_seconds() - c0) / wall, wall)
}

/// What waiting for long GPU work costs the CPU: a sync wait (spinning, and with blocking
/// sync), an await under `block_on`, and 64 tokio tasks each awaiting a kernel; and the latency
/// of a short launch + synchronize with blocking sync.
fn cpu_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench { dev, one, .. } = b;
    let one = *one;
    dev.load_ptx(Ptx::from_src(SPIN_PTX), "cpu_spin", &["spin"])
        .unwrap();
    let spin = dev.get_func("cpu_spin", "spin").unwrap();
    let clock_khz = dev
        .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap() as u64;
    let second = clock_khz * 1000;
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    // SAFETY: spin(unsigned long long cycles, int *flag) writes the one int of `flag`.
    let mut launch_second = || unsafe { (&spin).launch(one, (second, &mut flag)) }.unwrap();
    let (spin_cpu, spin_wall) = cpu_per_wall(|| {
        launch_second();
        dev.synchronize().unwrap();
    });
    dev.set_blocking_sync(true).unwrap();
    let (block_cpu, block_wall) = cpu_per_wall(|| {
        launch_second();
        dev.synchronize().unwrap();
    });
    let empty = dev.get_func("basic", "empty").unwrap();
    let latency = |reps: usize| {
        median(|| {
            per_op(
                reps,
                || {
                    // SAFETY: `empty` takes no parameters.
                    unsafe { (&empty).launch(one, ()) }.unwrap();
                    dev.synchronize().unwrap();
                },
                || (),
            )
        })
    };
    let block_latency = latency(L);
    dev.set_blocking_sync(false).unwrap();
    let spin_latency = latency(L);
    let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone()).unwrap();
    let mut aflag = dev.alloc_zeros::<i32>(1).unwrap();
    let (await_cpu, await_wall) = cpu_per_wall(|| {
        // SAFETY: spin(unsigned long long cycles, int *flag) writes the one int of `aflag`.
        futures_lite::future::block_on(unsafe { adev.launch(&spin, one, (second, &mut aflag)) })
            .unwrap();
    });
    const TASKS: usize = 64;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(8)
        .build()
        .unwrap();
    let flags: Vec<_> = (0..TASKS)
        .map(|_| dev.alloc_zeros::<i32>(1).unwrap())
        .collect();
    // Each kernel spins 1/8 s: the 64 run eight at a time on the adapter's eight streams, about
    // a second in all.
    let (tasks_cpu, tasks_wall) = cpu_per_wall(|| {
        rt.block_on(async {
            let handles: Vec<_> = flags
                .into_iter()
                .map(|mut f| {
                    let (adev, spin) = (adev.clone(), spin.clone());
                    tokio::spawn(async move {
                        // SAFETY: spin(unsigned long long cycles, int *flag) writes the one int of
                        // `f`.
                        unsafe { adev.launch(&spin, one, (second / 8, &mut f)) }
                            .await
                            .unwrap();
                        f
                    })
                })
                .collect();
            for h in handles {
                h.await.unwrap();
            }
        })
    });
    rows.push(Row {
        name: "launch + synchronize, blocking sync (raw: spinning)",
        raw: Some(spin_latency),
        ours: Some(block_latency),
        cudarc: None,
        target: None,
    });
    let verdict = |v: f64| if v <= 0.05 { "met" } else { "MISSED" };
    notes.push(format!(
        "CPU seconds per wall second while waiting for long kernels: sync wait, spinning {spin_cpu:.2} ({spin_wall:.2} s); sync wait, blocking sync {block_cpu:.2} ({block_wall:.2} s); await under block_on {await_cpu:.3} ({await_wall:.2} s, target <= 0.05: {}); {TASKS} tokio tasks each awaiting a kernel {tasks_cpu:.3} ({tasks_wall:.2} s, target <= 0.05: {})",
        verdict(await_cpu),
        verdict(tasks_cpu)
    ));
}

fn print_table(name: &str, version: i32, rows: &[Row], notes: &[String]) {
    println!(
        "\n{name}, driver {}.{}, cuda-driver {}, cudarc 0.19",
        version / 1000,
        (version % 1000) / 10,
        env!("CARGO_PKG_VERSION")
    );
    println!("median of {REPS} runs after warm-up; ratios are times (lower is better)\n");
    println!(
        "| workload | raw (sys) | cuda-driver | cudarc 0.19 | ours/raw | ours/cudarc | target |"
    );
    println!("|---|---|---|---|---|---|---|");
    for r in rows {
        println!(
            "| {} | {} | {} | {} | {} | {} | {} |",
            r.name,
            fmt_time(r.raw),
            fmt_time(r.ours),
            fmt_time(r.cudarc),
            ratio(r.ours, r.raw),
            ratio(r.ours, r.cudarc),
            verdict(r)
        );
    }
    println!();
    for n in notes {
        println!("{n}");
    }
}
