//! The async adapter: await latency (and where it goes), overlap of long kernels, and many
//! tokio tasks of small pipelines.

use crate::common::table::{Row, Target, fmt_time};
use crate::common::{ck, mid, per_op, raw_launch};
use crate::{Bench, K, L, median, median3};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaSlice, LaunchAsync, LaunchConfig, sys};
use std::time::Instant;

/// The async adapter: await latency, overlap, many tasks.
pub(crate) fn async_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    // The async adapter.
    let adev = AsyncDevice::new(b.dev.clone()).unwrap();
    await_row(b, &adev, rows, notes);
    // The overlap's buffers stay alive to the end of the group.
    let _flags = overlap_row(b, &adev, rows);
    tasks_row(b, &adev, rows);
}

/// An await of an empty launch against raw launch + synchronize; the note splits the await's
/// time into the async call and the wait.
fn await_row(b: &Bench, adev: &AsyncDevice, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench {
        dev,
        raw,
        empty,
        one,
        ..
    } = b;
    let one = *one;
    let (r_await, o_await, s_await) = median3(
        || {
            per_op(
                L,
                // SAFETY: `empty` takes no parameters.
                || unsafe {
                    raw_launch(raw.empty, 1, 1, raw.stream, std::ptr::null_mut());
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
    let (o_enq, o_wait) = (mid(enq), mid(wait));
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
}

/// Four 20 ms kernels launched at once and awaited, against one; returns their flags.
fn overlap_row(b: &Bench, adev: &AsyncDevice, rows: &mut Vec<Row>) -> Vec<CudaSlice<i32>> {
    let Bench { dev, one, .. } = b;
    let one = *one;
    let (spin, clock_khz) = b.spin_kernel("spin");
    let mut flags: Vec<CudaSlice<i32>> = (0..4).map(|_| dev.alloc_zeros(1).unwrap()).collect();
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
    rows.push(Row {
        name: "async overlap, 4 x 20 ms kernels (raw: one kernel)",
        raw: Some(mid(ones)),
        ours: Some(mid(fours)),
        cudarc: None,
        target: Some(Target::Max(1.5)),
    });
    flags
}

/// 1000 tokio tasks of 20 small pipelines each (upload, kernel, download), against the same
/// pipelines run serially through the sync API.
fn tasks_row(b: &Bench, adev: &AsyncDevice, rows: &mut Vec<Row>) {
    let dev = &b.dev;
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
    rows.push(Row {
        name: "1000 tasks x 20 small pipelines (raw: serial sync API)",
        raw: Some(mid(ss)),
        ours: Some(mid(cc)),
        cudarc: None,
        target: Some(Target::Max(1.0)),
    });
}
