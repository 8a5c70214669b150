//! cudarc 0.19's API as the crate offers it (`cuda_driver::stream_api`), beside the raw floor
//! and real cudarc 0.19 in the same run: launches through `launch_builder`, the 4-byte round
//! trip, a pinned upload into a buffer freed before the sync, 256 MiB pageable copies (against the `CudaDevice` API's too), and the 20,000 requests
//! from 1 to 16 threads, a stream per thread as 0.19 programs write it.

use crate::common::table::{Row, Target, fmt_time};
use crate::common::{ck, mid, per_op, raw_launch, rotate};
use crate::concurrency::{
    N as REQ_N, REQUESTS, ROUNDS, THREADS, cudarc_requests, keep_freed_memory, leak, on_threads,
    raw_add_one, raw_requests, rotate_timed,
};
use crate::copies::BIG;
use crate::launches::{N as THREE_N, cfg256, raw_three};
use crate::{BASIC_PTX, Bench, KL, L, LREPS};
use cuda_driver::driver::{DevicePtr, LaunchAsync as _, LaunchConfig, sys};
use cuda_driver::stream_api::driver as face;
use cudarc::driver::PushKernelArg as _;
use face::PushKernelArg as _;
use std::cell::RefCell;
use std::hint::black_box;
use std::sync::Arc;

/// The face's context, a stream of its own, and the basic kernels.
struct Face {
    ctx: Arc<face::CudaContext>,
    s: Arc<face::CudaStream>,
    empty: face::CudaFunction,
    three: face::CudaFunction,
    add_one: face::CudaFunction,
}

fn open_face() -> Face {
    let ctx = face::CudaContext::new(0).unwrap();
    let s = ctx.new_stream().unwrap();
    let m = ctx
        .load_module(cuda_driver::stream_api::nvrtc::Ptx::from_src(BASIC_PTX))
        .unwrap();
    Face {
        empty: m.load_function("empty").unwrap(),
        three: m.load_function("three_args").unwrap(),
        add_one: m.load_function("add_one").unwrap(),
        ctx,
        s,
    }
}

pub(crate) fn stream_api_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let f = open_face();
    launch_rows(b, &f, rows);
    round_trip_row(b, &f, rows);
    pinned_upload_row(b, &f, rows);
    big_copy_rows(b, &f, rows, notes);
    request_rows(b, &f, rows, notes);
}

/// Empty and three-argument launches through `launch_builder` on a stream of the face's own.
fn launch_rows(b: &Bench, f: &Face, rows: &mut Vec<Row>) {
    let Bench {
        raw,
        cs,
        c_empty,
        c_three,
        one,
        ..
    } = b;
    let one = *one;
    let ccfg = cudarc::driver::LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: a live stream.
    let rsync = || unsafe { ck(sys::cuStreamSynchronize(raw.stream)) };
    let (r, o, c) = crate::median3_of(
        LREPS,
        || {
            per_op(
                KL,
                // SAFETY: `empty` takes no parameters.
                || unsafe { raw_launch(raw.empty, 1, 1, raw.stream, std::ptr::null_mut()) },
                rsync,
            )
        },
        || {
            per_op(
                KL,
                || {
                    // SAFETY: `empty` takes no parameters.
                    unsafe { f.s.launch_builder(&f.empty).launch(one) }
                        .map(drop)
                        .unwrap()
                },
                || f.s.synchronize().unwrap(),
            )
        },
        || {
            per_op(
                KL,
                || {
                    // SAFETY: `empty` takes no parameters.
                    unsafe { cs.launch_builder(c_empty).launch(ccfg) }
                        .map(drop)
                        .unwrap()
                },
                || cs.synchronize().unwrap(),
            )
        },
    );
    rows.push(Row {
        name: "stream API: empty-kernel launch through launch_builder (enqueue)",
        raw: Some(r),
        ours: Some(o),
        cudarc: Some(c),
        target: Some(Target::Max(1.03)),
    });
    three_arg_row(b, f, rows);
    let _ = c_three;
}

/// Where the empty launch's time over the raw floor goes, all interleaved: the floor's
/// `cuLaunchKernel` on the face's stream, and with the face's function handle too, and with an
/// empty parameter array instead of a null one; the face's `launch_builder` on its stream, on
/// the default stream, and one builder launched again and again; the `CudaDevice` API's launch.
/// Then the same for a three-argument launch ([`three_arg_floor_note`]).
pub(crate) fn launch_floor_note(b: &Bench, _rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let f = &open_face();
    let raw = &b.raw;
    let (fs, ff) = (f.s.cu_stream(), f.empty.cu_function());
    let one = b.one;
    let launch = |func, s| {
        per_op(
            KL,
            // SAFETY: `empty` takes no parameters; both streams and functions are live.
            || unsafe { raw_launch(func, 1, 1, s, std::ptr::null_mut()) },
            // SAFETY: a live stream.
            || unsafe { ck(sys::cuStreamSynchronize(s)) },
        )
    };
    let builder = |s: &Arc<face::CudaStream>| {
        per_op(
            KL,
            || {
                // SAFETY: `empty` takes no parameters.
                unsafe { s.launch_builder(&f.empty).launch(one) }
                    .map(drop)
                    .unwrap()
            },
            || s.synchronize().unwrap(),
        )
    };
    let main = f.ctx.default_stream();
    let mut floor = || launch(raw.empty, raw.stream);
    let mut face_stream = || launch(raw.empty, fs);
    let mut face_both = || launch(ff, fs);
    // The floor's call with an empty parameter array where it passes none (as the crate does).
    let mut no_params: [*mut std::ffi::c_void; 1] = [std::ptr::null_mut()];
    let mut empty_array = || {
        per_op(
            KL,
            // SAFETY: `empty` takes no parameters, so the driver reads none of the array.
            || unsafe { raw_launch(raw.empty, 1, 1, raw.stream, no_params.as_mut_ptr()) },
            // SAFETY: a live stream.
            || unsafe { ck(sys::cuStreamSynchronize(raw.stream)) },
        )
    };
    let mut on_own = || builder(&f.s);
    let mut on_main = || builder(&main);
    // One builder made once and launched every time: what its making and dropping cost.
    let mut reused = f.s.launch_builder(&f.empty);
    let mut on_own_reused = || {
        per_op(
            KL,
            // SAFETY: `empty` takes no parameters.
            || unsafe { reused.launch(one) }.map(drop).unwrap(),
            || f.s.synchronize().unwrap(),
        )
    };
    let mut device_api = || {
        per_op(
            KL,
            // SAFETY: `empty` takes no parameters.
            || unsafe { b.empty.clone().launch(one, ()) }.unwrap(),
            || b.dev.synchronize().unwrap(),
        )
    };
    let ways: &mut [&mut dyn FnMut() -> f64] = &mut [
        &mut floor,
        &mut face_stream,
        &mut face_both,
        &mut on_own,
        &mut on_main,
        &mut device_api,
        &mut empty_array,
        &mut on_own_reused,
    ];
    let m: Vec<f64> = rotate(2, LREPS, ways).into_iter().map(mid).collect();
    notes.push(empty_floor_text(&m));
    three_arg_floor_note(b, f, notes);
}

/// The note of [`launch_floor_note`]'s empty launches, from their medians in its order.
fn empty_floor_text(m: &[f64]) -> String {
    let at = |i: usize| format!("{} ({:.3}x)", fmt_time(Some(m[i])), m[i] / m[0]);
    format!(
        "stream API empty launch, where the time goes: raw cuLaunchKernel on the floor's stream \
         {}, on the face's stream {}, with the face's function too {}, with an empty parameter \
         array instead of none {}; launch_builder on the face's stream {}, on the default stream \
         {}, one builder launched every time {}; the CudaDevice API's launch {}",
        fmt_time(Some(m[0])),
        at(1),
        at(2),
        at(6),
        at(3),
        at(4),
        at(7),
        at(5),
    )
}

/// The same for `three_args(y, x, n)`, interleaved: raw `cuLaunchKernel` on the floor's stream,
/// `launch_builder` on the face's stream and on the default stream, the `CudaDevice` API's
/// launch.
fn three_arg_floor_note(b: &Bench, f: &Face, notes: &mut Vec<String>) {
    let (raw, n) = (&b.raw, THREE_N);
    // An output buffer for each way: each launch writes its own.
    let alloc = || f.s.alloc_zeros::<f32>(n as usize).unwrap();
    let (y_own, y_main, x) = (&mut alloc(), &mut alloc(), &alloc());
    let (dy, dx) = (
        &mut b.dev.alloc_zeros::<f32>(n as usize).unwrap(),
        &b.dev.alloc_zeros::<f32>(n as usize).unwrap(),
    );
    let (yp, xp) = (*DevicePtr::device_ptr(dy), *DevicePtr::device_ptr(dx));
    let mut floor = || {
        per_op(
            KL,
            // SAFETY: three_args(y, x, n) stays within the n floats of both.
            || unsafe { raw_three(raw.three, raw.stream, yp, xp, n) },
            // SAFETY: a live stream.
            || unsafe { ck(sys::cuStreamSynchronize(raw.stream)) },
        )
    };
    let builder = |s: &Arc<face::CudaStream>, y: &mut face::CudaSlice<f32>| {
        per_op(
            KL,
            || {
                let mut l = s.launch_builder(&f.three);
                l.arg(&mut *y).arg(x).arg(&n);
                // SAFETY: three_args(y, x, n) stays within the n floats of both.
                unsafe { l.launch(cfg256()) }.map(drop).unwrap()
            },
            || s.synchronize().unwrap(),
        )
    };
    let main = f.ctx.default_stream();
    let mut on_own = || builder(&f.s, y_own);
    let mut on_main = || builder(&main, y_main);
    let mut device_api = || {
        per_op(
            KL,
            || device_three(b, dy, dx),
            || b.dev.synchronize().unwrap(),
        )
    };
    let ways: &mut [&mut dyn FnMut() -> f64] =
        &mut [&mut floor, &mut on_own, &mut on_main, &mut device_api];
    let m: Vec<f64> = rotate(2, LREPS, ways).into_iter().map(mid).collect();
    let at = |i: usize| format!("{} ({:.3}x)", fmt_time(Some(m[i])), m[i] / m[0]);
    notes.push(format!(
        "stream API three-argument launch: raw cuLaunchKernel {}; launch_builder on the face's \
         stream {}, on the default stream {}; the CudaDevice API's launch {}",
        fmt_time(Some(m[0])),
        at(1),
        at(2),
        at(3),
    ));
}

/// The `CudaDevice` API's `three_args(y, x, n)`: not inlined, so that a profile counts it apart.
#[inline(never)]
fn device_three(
    b: &Bench,
    y: &mut cuda_driver::driver::CudaSlice<f32>,
    x: &cuda_driver::driver::CudaSlice<f32>,
) {
    // SAFETY: three_args(y, x, n) stays within the n floats of both.
    unsafe { b.three.clone().launch(cfg256(), (y, x, THREE_N)) }.unwrap()
}

/// `three_args(y, x, n)` through `launch_builder`.
fn three_arg_row(b: &Bench, f: &Face, rows: &mut Vec<Row>) {
    let Bench {
        raw, cs, c_three, ..
    } = b;
    let n = THREE_N;
    let mut y = f.s.alloc_zeros::<f32>(n as usize).unwrap();
    let x = f.s.alloc_zeros::<f32>(n as usize).unwrap();
    let mut cy = cs.alloc_zeros::<f32>(n as usize).unwrap();
    let cx = cs.alloc_zeros::<f32>(n as usize).unwrap();
    let (ry, rx) = (
        b.dev.alloc_zeros::<f32>(n as usize).unwrap(),
        b.dev.alloc_zeros::<f32>(n as usize).unwrap(),
    );
    let (yp, xp) = (*DevicePtr::device_ptr(&ry), *DevicePtr::device_ptr(&rx));
    let cfg = cfg256();
    let ccfg = cudarc::driver::LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: a live stream.
    let rsync = || unsafe { ck(sys::cuStreamSynchronize(raw.stream)) };
    let (r, o, c) = crate::median3_of(
        LREPS,
        || {
            per_op(
                KL,
                // SAFETY: three_args(y, x, n) stays within the n floats of both.
                || unsafe { raw_three(raw.three, raw.stream, yp, xp, n) },
                rsync,
            )
        },
        || {
            per_op(
                KL,
                || {
                    let mut l = f.s.launch_builder(&f.three);
                    l.arg(&mut y).arg(&x).arg(&n);
                    // SAFETY: three_args(y, x, n) stays within the n floats of both.
                    unsafe { l.launch(cfg) }.map(drop).unwrap()
                },
                || f.s.synchronize().unwrap(),
            )
        },
        || {
            per_op(
                KL,
                || {
                    let mut l = cs.launch_builder(c_three);
                    l.arg(&mut cy).arg(&cx).arg(&n);
                    // SAFETY: as above.
                    unsafe { l.launch(ccfg) }.map(drop).unwrap()
                },
                || cs.synchronize().unwrap(),
            )
        },
    );
    rows.push(Row {
        name: "stream API: launch, 3 arguments, through launch_builder (enqueue)",
        raw: Some(r),
        ours: Some(o),
        cudarc: Some(c),
        target: Some(Target::Max(1.03)),
    });
}

/// The 4-byte round trip: `memcpy_htod` then `clone_dtoh` on a stream.
fn round_trip_row(b: &Bench, f: &Face, rows: &mut Vec<Row>) {
    let Bench { dev, raw, cs, .. } = b;
    let small = dev.alloc_zeros::<u32>(1).unwrap();
    let sp = *DevicePtr::device_ptr(&small);
    let mut fsmall = f.s.alloc_zeros::<u32>(1).unwrap();
    let mut csmall = cs.alloc_zeros::<u32>(1).unwrap();
    let (r, o, c) = crate::median3(
        || {
            per_op(
                L,
                // SAFETY: `small` holds one u32; `v` and `back` outlive the synchronize that
                // ends the copies.
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
                    f.s.memcpy_htod(&[7u32], &mut fsmall).unwrap();
                    black_box(f.s.clone_dtoh(&fsmall).unwrap());
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
        name: "stream API: 4-byte round trip",
        raw: Some(r),
        ours: Some(o),
        cudarc: Some(c),
        target: Some(Target::MaxPeer(1.0)),
    });
}

/// Values uploaded from pinned memory into a new buffer that is dropped before the stream is
/// synchronized (cudarc 0.19's `test_pinned_copy_is_faster` pattern): the allocation, the copy
/// and the free of a buffer whose copy may still run, then the wait.
const UP: usize = 100_000;

fn pinned_upload_row(b: &Bench, f: &Face, rows: &mut Vec<Row>) {
    let Bench { raw, cctx, cs, .. } = b;
    let bytes = UP * size_of::<f32>();
    let mut host: *mut std::ffi::c_void = std::ptr::null_mut();
    // SAFETY: writes `host`, freed below; the raw floor's context is current (raw_setup).
    unsafe { ck(sys::cuMemHostAlloc(&mut host, bytes, 0)) };
    // SAFETY: `host` holds `bytes` bytes.
    unsafe { std::ptr::write_bytes(host.cast::<u8>(), 1, bytes) };
    // SAFETY: filled below before any read.
    let mut ours = unsafe { f.ctx.alloc_pinned::<f32>(UP) }.unwrap();
    ours.as_mut_slice().unwrap().fill(1.0);
    // SAFETY: as above.
    let mut theirs = unsafe { cctx.alloc_pinned::<f32>(UP) }.unwrap();
    theirs.as_mut_slice().unwrap().fill(1.0);
    let (r, o, c) = crate::median3(
        || {
            per_op(
                L,
                // SAFETY: the buffer is allocated, written and freed in the stream's order;
                // `host` holds `bytes` and outlives the synchronize.
                || unsafe {
                    let mut d = 0;
                    ck(sys::cuMemAllocAsync(&mut d, bytes, raw.stream));
                    ck(sys::cuMemcpyHtoDAsync_v2(d, host, bytes, raw.stream));
                    ck(sys::cuMemFreeAsync(d, raw.stream));
                    ck(sys::cuStreamSynchronize(raw.stream));
                },
                || (),
            )
        },
        || {
            per_op(
                L,
                || {
                    drop(f.s.clone_htod(&ours).unwrap());
                    f.s.synchronize().unwrap();
                },
                || (),
            )
        },
        || {
            per_op(
                L,
                || {
                    drop(cs.clone_htod(&theirs).unwrap());
                    cs.synchronize().unwrap();
                },
                || (),
            )
        },
    );
    // SAFETY: made above; the stream was synchronized after its last copy.
    unsafe { ck(sys::cuMemFreeHost(host)) };
    rows.push(Row {
        name: "stream API: 400 KB pinned upload, freed before the sync",
        raw: Some(r),
        ours: Some(o),
        cudarc: Some(c),
        target: Some(Target::MaxPeer(1.0)),
    });
}

/// 256 MiB each way from and into pageable memory: raw, the stream API, cudarc, and the
/// `CudaDevice` API, rotated; the last in a note.
fn big_copy_rows(b: &Bench, f: &Face, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench { dev, cs, .. } = b;
    let host: Vec<u8> = (0..BIG).map(|i| i as u8).collect();
    let back = RefCell::new(vec![0u8; BIG]);
    let mut core = dev.alloc_zeros::<u8>(BIG).unwrap();
    let bp = *DevicePtr::device_ptr(&core);
    let mut fbig = f.s.alloc_zeros::<u8>(BIG).unwrap();
    let mut cbig = cs.alloc_zeros::<u8>(BIG).unwrap();
    let once = |op: &mut dyn FnMut()| per_op(1, op, || ());
    let up = rotate(
        1,
        crate::REPS,
        &mut [
            &mut || {
                once(&mut || {
                    // SAFETY: `core` holds BIG bytes and `host` is BIG bytes long.
                    unsafe { ck(sys::cuMemcpyHtoD_v2(bp, host.as_ptr().cast(), BIG)) }
                })
            },
            &mut || once(&mut || f.s.memcpy_htod(&host, &mut fbig).unwrap()),
            &mut || {
                once(&mut || {
                    cs.memcpy_htod(&host, &mut cbig).unwrap();
                    cs.synchronize().unwrap()
                })
            },
            &mut || once(&mut || dev.htod_sync_copy_into(&host, &mut core).unwrap()),
        ],
    );
    push_big(
        rows,
        notes,
        "stream API: htod 256 MiB, pageable",
        up,
        Target::Speed(2.2),
    );
    let down = rotate(
        1,
        crate::REPS,
        &mut [
            &mut || {
                // SAFETY: `core` and `back` are BIG bytes long; the copy is synchronous.
                once(&mut || unsafe {
                    ck(sys::cuMemcpyDtoH_v2(
                        back.borrow_mut().as_mut_ptr().cast(),
                        bp,
                        BIG,
                    ))
                })
            },
            &mut || once(&mut || f.s.memcpy_dtoh(&fbig, &mut back.borrow_mut()[..]).unwrap()),
            &mut || {
                once(&mut || {
                    cs.memcpy_dtoh(&cbig, &mut back.borrow_mut()[..]).unwrap();
                    cs.synchronize().unwrap()
                })
            },
            &mut || {
                once(&mut || {
                    dev.dtoh_sync_copy_into(&core, &mut back.borrow_mut()[..])
                        .unwrap()
                })
            },
        ],
    );
    let target = Target::Under(BIG as f64 / 20e9);
    push_big(
        rows,
        notes,
        "stream API: dtoh 256 MiB, pageable, existing buffer",
        down,
        target,
    );
    assert_eq!(
        f.s.clone_dtoh(&fbig).unwrap(),
        host,
        "256 MiB through the stream API"
    );
}

/// A big copy's row (raw, stream API, cudarc) and its note against the `CudaDevice` API.
fn push_big(
    rows: &mut Vec<Row>,
    notes: &mut Vec<String>,
    name: &'static str,
    runs: Vec<Vec<f64>>,
    target: Target,
) {
    let m: Vec<f64> = runs.into_iter().map(mid).collect();
    rows.push(Row {
        name,
        raw: Some(m[0]),
        ours: Some(m[1]),
        cudarc: Some(m[2]),
        target: Some(target),
    });
    notes.push(format!(
        "{name}: the stream API {} against the CudaDevice API's {} ({:.2}x)",
        fmt_time(Some(m[1])),
        fmt_time(Some(m[3])),
        m[1] / m[3]
    ));
}

/// The request (4 KiB up with its allocation, one kernel, down, free) through the stream API,
/// on a stream of the thread's own.
fn face_requests(
    ctx: &Arc<face::CudaContext>,
    f: &face::CudaFunction,
    count: usize,
    input: &[f32],
) {
    let s = ctx.new_stream().unwrap();
    let cfg = LaunchConfig::for_num_elems(REQ_N as u32);
    let mut last = Vec::new();
    for _ in 0..count {
        let mut x = s.clone_htod(input).unwrap();
        let n = REQ_N;
        // SAFETY: add_one(float *x, size_t n) stays within n elements.
        unsafe { s.launch_builder(f).arg(&mut x).arg(&n).launch(cfg) }.unwrap();
        last = s.clone_dtoh(&x).unwrap();
    }
    assert_eq!(last[REQ_N - 1], input[REQ_N - 1] + 1.0);
}

/// The 20,000 requests from 1 to 16 threads: raw, the stream API and cudarc, a stream per
/// thread each.
fn request_rows(b: &Bench, f: &Face, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench { dev, cctx, .. } = b;
    let c_add_one = cctx
        .load_module(cudarc::nvrtc::Ptx::from_src(BASIC_PTX))
        .unwrap()
        .load_function("add_one")
        .unwrap();
    let raw_fn = raw_add_one(dev);
    keep_freed_memory(dev);
    let ctx = *dev.cu_primary_ctx() as usize;
    let input: Vec<f32> = (0..REQ_N).map(|i| i as f32).collect();
    for threads in THREADS {
        let count = REQUESTS / threads;
        let input = &input;
        let r = &mut || {
            on_threads(threads, &|_| {
                raw_requests(ctx as _, raw_fn as _, count, input)
            })
        };
        let o = &mut || {
            on_threads(threads, &|_| {
                face_requests(&f.ctx, &f.add_one, count, input)
            })
        };
        let c = &mut || {
            on_threads(threads, &|_| {
                cudarc_requests(cctx, &c_add_one, count, input)
            })
        };
        let m = rotate_timed(ROUNDS, &mut [r, o, c]);
        rows.push(Row {
            name: leak(format!(
                "20,000 requests (4 KiB up, kernel, down, free), stream API from {threads} thread(s), a stream each (raw: the same)"
            )),
            raw: Some(m[0].0),
            ours: Some(m[1].0),
            cudarc: Some(m[2].0),
            target: Some(Target::Max(1.10)),
        });
        if threads == 16 {
            rows.push(Row {
                name: "20,000 requests, stream API from 16 threads against cudarc 0.19 (at least 5x faster)",
                raw: Some(m[0].0),
                ours: Some(m[1].0),
                cudarc: Some(m[2].0),
                target: Some(Target::MaxPeer(0.2)),
            });
        }
        notes.push(format!(
            "CPU seconds per 1,000 requests from {threads} thread(s), stream API: raw {:.3}, stream API {:.3}, cudarc {:.3}",
            m[0].1 / 20.0,
            m[1].1 / 20.0,
            m[2].1 / 20.0
        ));
    }
}
