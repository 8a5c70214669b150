//! Allocation and free, with the pool's release threshold at 0 and at its maximum.

use crate::common::table::{Row, Target};
use crate::common::{ck, per_op};
use crate::{Bench, K, L, median3};
use cuda_driver::driver::sys;
use std::hint::black_box;

/// Bytes per allocation.
const MB: usize = 1 << 20;

/// Allocation and free, with the pool's release threshold at 0 and at its maximum.
pub(crate) fn alloc_rows(b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    let Bench { dev, cs, .. } = b;
    // Small live allocations in both pools, as a program has (an empty pool gives everything
    // back to the system at each synchronize, which would time that instead).
    let _live = (
        dev.alloc_zeros::<f32>(256).unwrap(),
        cs.alloc_zeros::<f32>(256).unwrap(),
    );
    let (r_alloc, o_alloc, c_alloc) = alloc_free(b);
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
    let pool = dev.mem_pool().unwrap();
    let old_threshold = pool.release_threshold().unwrap();
    pool.set_release_threshold(0).unwrap();
    rows.push(alloc_sync_row(
        b,
        "1 MiB alloc + free + synchronize, release threshold 0",
        None,
    ));
    pool.set_release_threshold(u64::MAX).unwrap();
    rows.push(alloc_sync_row(
        b,
        "1 MiB alloc + free + synchronize, release threshold max",
        Some(Target::Max(1.3)),
    ));
    let (r_alloc_t, o_alloc_t, c_alloc_t) = alloc_free(b);
    rows.push(Row {
        name: "1 MiB alloc + free, release threshold max",
        raw: Some(r_alloc_t),
        ours: Some(o_alloc_t),
        cudarc: Some(c_alloc_t),
        target: Some(Target::Max(1.3)),
    });
    pool.set_release_threshold(old_threshold).unwrap();
}

/// 1 MiB alloc + free, `K` times and a synchronize: raw, ours, cudarc.
fn alloc_free(b: &Bench) -> (f64, f64, f64) {
    let Bench { dev, raw, cs, .. } = b;
    // SAFETY: a live stream.
    let rsync = || unsafe { ck(sys::cuStreamSynchronize(raw.stream)) };
    median3(
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
    )
}

/// 1 MiB alloc + free + synchronize, `L` times, as the row `name`.
fn alloc_sync_row(b: &Bench, name: &'static str, target: Option<Target>) -> Row {
    let Bench { dev, raw, cs, .. } = b;
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
}
