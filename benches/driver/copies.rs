//! Copies: the 4-byte round trip, and 256 MiB each way from pageable memory, into a fresh
//! `Vec`, and from and into pinned memory.

use crate::common::table::{Row, Target};
use crate::common::{ck, per_op};
use crate::{Bench, L, median, median3};
use cuda_driver::driver::{CudaSlice, DevicePtr, PinnedHostSlice, sys};
use std::cell::RefCell;
use std::ffi::c_void;
use std::hint::black_box;

/// Bytes of the big copies.
pub(crate) const BIG: usize = 256 << 20;

/// The 4-byte round trip.
pub(crate) fn round_trip_rows(b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    let Bench { dev, raw, cs, .. } = b;
    // 4-byte round trip. Raw: the fastest correct sequence (async copies, one synchronize).
    let mut small = dev.alloc_zeros::<u32>(1).unwrap();
    let sp = *DevicePtr::device_ptr(&small);
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

/// The big copies' buffers: the host data, a host buffer to copy back into, and the device
/// buffers (ours, its address for the raw floor, cudarc's).
struct Big {
    host: Vec<u8>,
    back: RefCell<Vec<u8>>,
    big: CudaSlice<u8>,
    bp: u64,
    cbig: cudarc::driver::CudaSlice<u8>,
}

/// 256 MiB copies: pageable, into a fresh Vec, pinned.
pub(crate) fn big_copy_rows(b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    let Bench { dev, cs, .. } = b;
    // 256 MiB copies, pageable.
    let host: Vec<u8> = (0..BIG).map(|i| i as u8).collect();
    let back = RefCell::new(vec![0u8; BIG]);
    let big = dev.alloc_zeros::<u8>(BIG).unwrap();
    let bp = *DevicePtr::device_ptr(&big);
    let cbig = cs.alloc_zeros::<u8>(BIG).unwrap();
    let mut m = Big {
        host,
        back,
        big,
        bp,
        cbig,
    };
    htod_pageable_row(b, &mut m, rows);
    dtoh_pageable_rows(b, &m, rows);
    assert_eq!(
        dev.dtoh_sync_copy(&m.big).unwrap(),
        m.host,
        "round trip of 256 MiB"
    );
    pinned_rows(b, &mut m, rows);
}

/// htod 256 MiB from pageable memory.
fn htod_pageable_row(b: &Bench, m: &mut Big, rows: &mut Vec<Row>) {
    let Bench { dev, cs, .. } = b;
    let (host, bp) = (&m.host, m.bp);
    let (big, cbig) = (&mut m.big, &mut m.cbig);
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
                || dev.htod_sync_copy_into(host, &mut *big).unwrap(),
                || (),
            )
        },
        || {
            per_op(
                1,
                || {
                    cs.memcpy_htod(host, &mut *cbig).unwrap();
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
}

/// dtoh 256 MiB into pageable memory: into an existing buffer, and into a fresh `Vec`.
fn dtoh_pageable_rows(b: &Bench, m: &Big, rows: &mut Vec<Row>) {
    let Bench { dev, cs, .. } = b;
    let Big {
        back,
        big,
        bp,
        cbig,
        ..
    } = m;
    let bp = *bp;
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
                    dev.dtoh_sync_copy_into(big, &mut back.borrow_mut()[..])
                        .unwrap()
                },
                || (),
            )
        },
        || {
            per_op(
                1,
                || {
                    cs.memcpy_dtoh(cbig, &mut back.borrow_mut()[..]).unwrap();
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
                black_box(dev.dtoh_sync_copy(big).unwrap());
            },
            || (),
        )
    });
    let c_fresh = median(|| {
        per_op(
            1,
            || {
                black_box(cs.clone_dtoh(cbig).unwrap());
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
}

/// The pinned host buffers: raw `cuMemHostAlloc` memory, cudarc's, ours.
struct Pinned {
    raw: *mut c_void,
    cudarc: cudarc::driver::PinnedHostSlice<u8>,
    ours: PinnedHostSlice<u8>,
}

/// 256 MiB copies, pinned: raw cuMemHostAlloc memory, our PinnedHostSlice through the
/// ordinary sync copies, cudarc's pinned buffer.
fn pinned_rows(b: &Bench, m: &mut Big, rows: &mut Vec<Row>) {
    let Bench { dev, cctx, .. } = b;
    let mut pinned: *mut c_void = std::ptr::null_mut();
    // SAFETY: a plain driver call with a valid out-pointer; freed once at the end.
    unsafe { ck(sys::cuMemHostAlloc(&mut pinned, BIG, 0)) };
    // SAFETY: the pinned bytes are only moved by the driver, never read by this code before a copy
    // writes them.
    let cpin = unsafe { cctx.alloc_pinned::<u8>(BIG) }.unwrap();
    let mut ours_pin = dev.alloc_pinned::<u8>(BIG).unwrap();
    ours_pin.copy_from_slice(&m.host);
    let mut p = Pinned {
        raw: pinned,
        cudarc: cpin,
        ours: ours_pin,
    };
    let (r_ph2d, o_ph2d, c_ph2d) = htod_pinned(b, m, &mut p);
    // The last copy of the rotation may have been another column's: copy ours again, and
    // check it arrived.
    dev.htod_sync_copy_into(&p.ours, &mut m.big).unwrap();
    assert!(
        dev.dtoh_sync_copy(&m.big).unwrap() == m.host,
        "htod from pinned memory"
    );
    p.ours.fill(0);
    let (r_pd2h, o_pd2h, c_pd2h) = dtoh_pinned(b, m, &mut p);
    assert!(p.ours[..] == m.host[..], "dtoh into pinned memory");
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
    drop(p);
}

/// htod 256 MiB from pinned memory: raw, ours, cudarc.
fn htod_pinned(b: &Bench, m: &mut Big, p: &mut Pinned) -> (f64, f64, f64) {
    let Bench { dev, raw, cs, .. } = b;
    let (bp, big, cbig) = (m.bp, &mut m.big, &mut m.cbig);
    let (pinned, cpin, ours_pin) = (p.raw, &p.cudarc, &p.ours);
    median3(
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
                || dev.htod_sync_copy_into(ours_pin, &mut *big).unwrap(),
                || (),
            )
        },
        || {
            per_op(
                1,
                || {
                    cs.memcpy_htod(cpin, &mut *cbig).unwrap();
                    cs.synchronize().unwrap()
                },
                || (),
            )
        },
    )
}

/// dtoh 256 MiB into pinned memory: raw, ours, cudarc.
fn dtoh_pinned(b: &Bench, m: &Big, p: &mut Pinned) -> (f64, f64, f64) {
    let Bench { dev, raw, cs, .. } = b;
    let (bp, big, cbig) = (m.bp, &m.big, &m.cbig);
    let (pinned, cpin, ours_pin) = (p.raw, &mut p.cudarc, &mut p.ours);
    median3(
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
                || dev.dtoh_sync_copy_into(big, &mut *ours_pin).unwrap(),
                || (),
            )
        },
        || {
            per_op(
                1,
                || {
                    cs.memcpy_dtoh(cbig, &mut *cpin).unwrap();
                    cs.synchronize().unwrap()
                },
                || (),
            )
        },
    )
}
