//! Kernel launches: the enqueue cost on the main stream and on a second stream, the context
//! check every call makes, and launch + synchronize latency.

use crate::common::table::{Row, Target};
use crate::common::{ck, per_op, raw_launch};
use crate::{Bench, K, KL, L, LREPS, median, median3, median3_of};
use cuda_driver::driver::{CudaSlice, LaunchAsync, LaunchConfig, sys};
use cudarc::driver::PushKernelArg;
use std::ffi::c_void;
use std::hint::black_box;
use std::sync::Arc;

/// Elements in the three-argument launches' buffers.
pub(crate) const N: i32 = 256;

/// The buffers of the three-argument launches: ours (`x`, `y`) and cudarc's (`cx`, `cy`).
struct Bufs {
    x: CudaSlice<f32>,
    y: CudaSlice<f32>,
    cx: cudarc::driver::CudaSlice<f32>,
    cy: cudarc::driver::CudaSlice<f32>,
}

/// Kernel launches: enqueue cost on the main stream and on a second stream, and the context check.
pub(crate) fn launch_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let (dev, cs) = (&b.dev, &b.cs);
    let mut bufs = Bufs {
        x: dev.alloc_zeros::<f32>(N as usize).unwrap(),
        y: dev.alloc_zeros::<f32>(N as usize).unwrap(),
        cx: cs.alloc_zeros::<f32>(N as usize).unwrap(),
        cy: cs.alloc_zeros::<f32>(N as usize).unwrap(),
    };
    let r_empty = empty_launch_row(b, rows);
    three_arg_launch_row(b, &mut bufs, rows);
    // cudarc's second stream stays alive to the end of the group.
    let _cs2 = forked_launch_row(b, &mut bufs, rows);
    context_check_note(notes);
    clone_launch_row(b, r_empty, rows);
}

/// Launch enqueue, no arguments; returns the raw time, which the clone row compares with.
fn empty_launch_row(b: &Bench, rows: &mut Vec<Row>) -> f64 {
    let Bench {
        dev,
        raw,
        cs,
        empty,
        c_empty,
        one,
        ..
    } = b;
    let one = *one;
    // SAFETY: a live stream.
    let rsync = || unsafe { ck(sys::cuStreamSynchronize(raw.stream)) };
    let (r_empty, o_empty, c_empty_t) = median3_of(
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
    r_empty
}

/// One block of 256 threads, for `three_args`.
pub(crate) fn cfg256() -> LaunchConfig {
    LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// The same for cudarc.
fn ccfg256() -> cudarc::driver::LaunchConfig {
    cudarc::driver::LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    }
}

/// The raw three-argument launch: `three_args(y, x, n)` on `stream`.
///
/// # Safety
///
/// `yp` and `xp` are live device buffers of `n` f32, `three` is `three_args`.
#[inline(always)]
pub(crate) unsafe fn raw_three(
    three: sys::CUfunction,
    stream: sys::CUstream,
    yp: u64,
    xp: u64,
    n: i32,
) {
    let (mut a, mut b, mut c) = (yp, xp, n);
    let mut args: [*mut c_void; 3] = [
        (&mut a as *mut u64).cast(),
        (&mut b as *mut u64).cast(),
        (&mut c as *mut i32).cast(),
    ];
    // SAFETY: the caller's contract; the arguments live across the call.
    unsafe { raw_launch(three, 1, 256, stream, args.as_mut_ptr()) }
}

/// The device addresses of `x` and `y`.
fn ptrs(bufs: &Bufs) -> (u64, u64) {
    (
        *cuda_driver::driver::DevicePtr::device_ptr(&bufs.x),
        *cuda_driver::driver::DevicePtr::device_ptr(&bufs.y),
    )
}

/// Launch enqueue, three arguments.
fn three_arg_launch_row(b: &Bench, bufs: &mut Bufs, rows: &mut Vec<Row>) {
    let Bench {
        dev,
        raw,
        cs,
        three,
        c_three,
        ..
    } = b;
    let n = N;
    let (xp, yp) = ptrs(bufs);
    let Bufs { x, y, cx, cy } = bufs;
    let (cfg, ccfg) = (cfg256(), ccfg256());
    // SAFETY: a live stream.
    let rsync = || unsafe { ck(sys::cuStreamSynchronize(raw.stream)) };
    let (r_three, o_three, c_three_t) = median3_of(
        LREPS,
        || {
            per_op(
                KL,
                // SAFETY: three(y, x, n) reads x and writes y within their n elements; both are live.
                || unsafe { raw_three(raw.three, raw.stream, yp, xp, n) },
                rsync,
            )
        },
        || {
            per_op(
                KL,
                // SAFETY: three(y, x, n) reads x and writes y within their n elements.
                || unsafe { three.launch(cfg, (&mut *y, &*x, n)) }.unwrap(),
                || dev.synchronize().unwrap(),
            )
        },
        || {
            per_op(
                KL,
                || {
                    let mut b = cs.launch_builder(c_three);
                    b.arg(&mut *cy).arg(&*cx).arg(&n);
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
}

/// Launch enqueue on a second stream, three arguments: the per-buffer tracking at work.
/// Returns cudarc's second stream.
fn forked_launch_row(
    b: &Bench,
    bufs: &mut Bufs,
    rows: &mut Vec<Row>,
) -> Arc<cudarc::driver::CudaStream> {
    let Bench {
        dev,
        raw,
        cctx,
        three,
        c_three,
        ..
    } = b;
    let n = N;
    let (xp, yp) = ptrs(bufs);
    let Bufs { x, y, cx, cy } = bufs;
    let (cfg, ccfg) = (cfg256(), ccfg256());
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
                // SAFETY: three(y, x, n) reads x and writes y within their n elements; both are live.
                || unsafe { raw_three(raw.three, raw2, yp, xp, n) },
                // SAFETY: `raw2` is live until destroyed below.
                || unsafe { ck(sys::cuStreamSynchronize(raw2)) },
            )
        },
        || {
            per_op(
                KL,
                // SAFETY: three(y, x, n) reads x and writes y within their n elements.
                || unsafe { three.launch_on_stream(&fork, cfg, (&mut *y, &*x, n)) }.unwrap(),
                || fork.synchronize().unwrap(),
            )
        },
        || {
            per_op(
                KL,
                || {
                    let mut b = cs2.launch_builder(c_three);
                    b.arg(&mut *cy).arg(&*cx).arg(&n);
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
    cs2
}

/// What the context check at every entry costs: one cuCtxGetCurrent.
fn context_check_note(notes: &mut Vec<String>) {
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
}

/// The cudarc 0.13 style, cloning the function for each launch; `r_empty` is the raw empty
/// launch's time.
fn clone_launch_row(b: &Bench, r_empty: f64, rows: &mut Vec<Row>) {
    let Bench {
        dev, empty, one, ..
    } = b;
    let one = *one;
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
pub(crate) fn sync_rows(b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    let Bench { dev, cctx, .. } = b;
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
    launch_sync_row(b, rows);
}

/// Launch + synchronize latency.
fn launch_sync_row(b: &Bench, rows: &mut Vec<Row>) {
    let Bench {
        dev,
        raw,
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
    let (r_ls, o_ls, c_ls) = median3(
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
