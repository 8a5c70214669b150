//! Composed operations and graphs: a chain awaited once against the same three sync calls;
//! 1000 tasks of chains against the serial sync API; a zip of four long kernels against one;
//! the replay of a chain of 100 kernels captured into a graph; and a graph of 100 kernels
//! captured from a stream, replayed against direct launches.

use crate::common::table::{Row, Target, fmt_time};
use crate::common::{ck, mid, per_op, raw_launch};
use crate::{Bench, L, LREPS, Raw, median3, median3_of};
use cuda_driver::r#async::{AsyncDevice, Op, Ops, zip4};
use cuda_driver::driver::{CudaFunction, CudaSlice, DevicePtr, LaunchAsync, LaunchConfig, sys};
use futures_lite::future::block_on;
use std::ffi::c_void;
use std::hint::black_box;
use std::time::Instant;

/// f32 per chain: 4 KiB.
const N: usize = 1024;

/// What the chain rows share: the adapter, its operations, `add_one`, and the data.
struct Chains {
    adev: AsyncDevice,
    ops: Ops,
    add_one: CudaFunction,
    input: Vec<f32>,
    want: Vec<f32>,
    cfg: LaunchConfig,
}

/// Composed operations: a chain awaited once against the same three sync calls; 1000 tasks of
/// chains against the serial sync API; a zip of four long kernels against one; the replay of a
/// chain of 100 kernels captured into a graph.
pub(crate) fn compose_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let dev = &b.dev;
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let input: Vec<f32> = (0..N).map(|i| i as f32).collect();
    let want: Vec<f32> = input.iter().map(|v| v + 1.0).collect();
    let cfg = LaunchConfig::for_num_elems(N as u32);
    let c = Chains {
        adev,
        ops,
        add_one,
        input,
        want,
        cfg,
    };
    chain_row(b, &c, rows, notes);
    // The tasks' runtime and the zip's kernel flags stay alive to the end of the group.
    let _rt = chain_tasks_row(b, &c, rows);
    let _flags = zip_row(b, &c.ops, rows);
    captured_chain_row(b, &c, rows, notes);
}

/// The three sync calls: upload, `add_one`, download.
#[inline(always)]
fn sync_three(b: &Bench, c: &Chains) -> Vec<f32> {
    let (dev, add_one, cfg) = (&b.dev, &c.add_one, c.cfg);
    let mut x = dev.htod_sync_copy(&c.input).unwrap();
    // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
    unsafe { add_one.launch(cfg, (&mut x, N)) }.unwrap();
    dev.dtoh_sync_copy(&x).unwrap()
}

/// A chain upload -> kernel -> download awaited once, against the three sync calls and the
/// three calls as per-call futures.
fn chain_row(b: &Bench, c: &Chains, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Chains {
        adev,
        ops,
        add_one,
        input,
        want,
        cfg,
    } = c;
    let cfg = *cfg;
    // SAFETY (every launch below): add_one(float *x, size_t n) stays within n elements.
    let chain = |input: Vec<f32>| {
        ops.htod_copy(input)
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
            .then(|x| unsafe { ops.launch(add_one, cfg, (x, N)) })
            .then(|(x, _)| ops.reclaim(x))
    };
    let per_call_three = || {
        block_on(async {
            let mut x = adev.htod_copy(input.clone()).await.unwrap();
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
            unsafe { adev.launch(add_one, cfg, (&mut x, N)) }
                .await
                .unwrap();
            adev.reclaim(x).await.unwrap()
        })
    };
    assert_eq!(block_on(chain(input.clone()).run()).unwrap(), *want);
    assert_eq!(sync_three(b, c), *want);
    assert_eq!(per_call_three(), *want);
    let (s_three, o_chain, a_three) = median3_of(
        LREPS,
        || per_op(L, || drop(black_box(sync_three(b, c))), || ()),
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
}

/// 1000 tokio tasks x 20 chains against the 20,000 pipelines run serially (sync API); returns
/// the tasks' runtime.
fn chain_tasks_row(b: &Bench, c: &Chains, rows: &mut Vec<Row>) -> tokio::runtime::Runtime {
    let Chains {
        adev,
        add_one,
        input,
        want,
        cfg,
        ..
    } = c;
    let cfg = *cfg;
    const TASKS: usize = 1000;
    const CHAINS: usize = 20;
    let serial = || {
        let t = Instant::now();
        for _ in 0..TASKS * CHAINS {
            assert_eq!(sync_three(b, c), *want);
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
    rows.push(Row {
        name: "1000 tasks x 20 chains, one await each (raw: serial sync API)",
        raw: Some(mid(ss)),
        ours: Some(mid(cc)),
        cudarc: None,
        target: Some(Target::Max(0.5)),
    });
    rt
}

/// zip of four independent 20 ms kernels against one; returns the kernels' flags.
fn zip_row(b: &Bench, ops: &Ops, rows: &mut Vec<Row>) -> Vec<CudaSlice<i32>> {
    let Bench { dev, one, .. } = b;
    let one = *one;
    let (spin, clock_khz) = b.spin_kernel("zip_spin");
    let c20 = clock_khz * 20;
    let mut f: Vec<CudaSlice<i32>> = (0..4).map(|_| dev.alloc_zeros(1).unwrap()).collect();
    let (mut ones, mut fours) = (Vec::new(), Vec::new());
    for rep in 0..7 {
        let [f0, f1, f2, f3] = &mut f[..] else {
            unreachable!()
        };
        // SAFETY: spin(unsigned long long cycles, int *flag) writes one int.
        let t = Instant::now();
        // SAFETY: spin(unsigned long long cycles, int *flag) writes the one int of `f0`.
        unsafe { ops.launch(&spin, one, (c20, &mut *f0)) }
            .wait()
            .unwrap();
        let t1 = t.elapsed().as_secs_f64();
        let t = Instant::now();
        zip4(
            // SAFETY: spin(clocks, flag) spins on one thread and writes only its one-word flag.
            unsafe { ops.launch(&spin, one, (c20, &mut *f0)) },
            // SAFETY: spin(clocks, flag) spins on one thread and writes only its one-word flag.
            unsafe { ops.launch(&spin, one, (c20, &mut *f1)) },
            // SAFETY: spin(clocks, flag) spins on one thread and writes only its one-word flag.
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
    rows.push(Row {
        name: "zip of 4 x 20 ms kernels (raw: one kernel, composed)",
        raw: Some(mid(ones)),
        ours: Some(mid(fours)),
        cudarc: None,
        target: Some(Target::Max(1.1)),
    });
    f
}

/// A chain of 100 small kernels captured into a graph, replayed (per kernel); raw: the 100
/// launches through `sys` and a synchronize.
fn captured_chain_row(b: &Bench, c: &Chains, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench { dev, raw, .. } = b;
    let Chains {
        adev, ops, add_one, ..
    } = c;
    const KERNELS: usize = 100;
    const REPLAYS: usize = 50;
    let gn = 256usize;
    let mut gbuf = dev.alloc_zeros::<f32>(gn).unwrap();
    let gp = *DevicePtr::device_ptr(&gbuf);
    let gcfg = LaunchConfig::for_num_elems(gn as u32);
    let exec = {
        let mut chain = ops.value(&mut gbuf).boxed();
        for _ in 0..KERNELS {
            chain = chain
                // SAFETY: add_one(float *x, size_t n) stays within the `gn` floats of `x`.
                .then(|x| unsafe { ops.launch(add_one, gcfg, (x, gn)) })
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

/// `k` launches of `add_one(x, n)` (one block of 256 threads) through `sys` on the raw stream,
/// then a synchronize: the floor for the graph rows.
fn raw_add_one_launches(raw: &Raw, add_one: sys::CUfunction, x: u64, n: usize, k: usize) {
    for _ in 0..k {
        let (mut p, mut len) = (x, n);
        let mut args: [*mut c_void; 2] =
            [(&mut p as *mut u64).cast(), (&mut len as *mut usize).cast()];
        // SAFETY: add_one(float*, size_t) with a live buffer of `n` floats, on the live raw
        // stream.
        unsafe { raw_launch(add_one, 1, 256, raw.stream, args.as_mut_ptr()) };
    }
    // SAFETY: the raw stream is live.
    ck(unsafe { sys::cuStreamSynchronize(raw.stream) });
}

/// Graph replay against direct launches.
pub(crate) fn graph_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench { dev, raw, .. } = b;
    let add_one = dev.get_func("basic", "add_one").unwrap();
    // A graph of 100 small kernels replayed, against the same 100 launches enqueued directly
    // (raw: cuLaunchKernel through `sys`); each ends with a synchronize.
    const GRAPH_KERNELS: usize = 100;
    const GRAPH_REPS: usize = 50;
    let gn = 256usize;
    let mut gbuf = dev.alloc_zeros::<f32>(gn).unwrap();
    let gp = *DevicePtr::device_ptr(&gbuf);
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
