//! Copies in every direction, of buffers and views and many element types: `htod`, `dtoh` and
//! `dtod` round trips, uploads that may reuse their source at once, copies between two halves of
//! one buffer, and length mismatches (views of views included) refused in every face.

use crate::kernels::{
    CFG, N, SLOW, SlowKernels, assert_all, assert_usable, random_f32, random_u32, slow_kernels,
};
use crate::support::expect_error;
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::CudaDevice;
use cuda_driver::driver::CudaSlice;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaStream, CudaViewMut, LaunchAsync};
use std::sync::Arc;

#[test]
fn many_element_types_round_trip() {
    let dev = gpu!();
    let r = random_u32(1001, 3);
    let u8s: Vec<u8> = r.iter().map(|&v| v as u8).collect();
    let i16s: Vec<i16> = r.iter().map(|&v| v as i16).collect();
    let i64s: Vec<i64> = r.iter().map(|&v| ((v as i64) << 20) | v as i64).collect();
    let f64s: Vec<f64> = r.iter().map(|&v| v as f64 / 3.0).collect();
    let bools: Vec<bool> = r.iter().map(|&v| v & 1 == 1).collect();
    let arrays: Vec<[u16; 3]> = r.iter().map(|&v| [v as u16, (v >> 16) as u16, 7]).collect();
    assert_eq!(
        dev.dtoh_sync_copy(&dev.htod_sync_copy(&u8s).unwrap())
            .unwrap(),
        u8s
    );
    assert_eq!(
        dev.dtoh_sync_copy(&dev.htod_sync_copy(&i16s).unwrap())
            .unwrap(),
        i16s
    );
    assert_eq!(
        dev.dtoh_sync_copy(&dev.htod_sync_copy(&i64s).unwrap())
            .unwrap(),
        i64s
    );
    assert_eq!(
        dev.dtoh_sync_copy(&dev.htod_sync_copy(&f64s).unwrap())
            .unwrap(),
        f64s
    );
    assert_eq!(
        dev.dtoh_sync_copy(&dev.htod_sync_copy(&bools).unwrap())
            .unwrap(),
        bools
    );
    let a = dev.htod_sync_copy(&arrays).unwrap();
    assert_eq!(a.num_bytes(), 1001 * 6);
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), arrays);
    let z = dev.alloc_zeros::<[f64; 2]>(10).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&z).unwrap(), vec![[0.0; 2]; 10]);
}

#[test]
fn htod_copy_and_htod_copy_into() {
    let dev = gpu!();
    let data = random_f32(2500, 7);
    let a = dev.htod_copy(data.clone()).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), data);
    let mut b = dev.alloc_zeros::<f32>(2500).unwrap();
    let other = random_f32(2500, 8);
    dev.htod_copy_into(other.clone(), &mut b).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), other);
    dev.htod_copy_into(data.clone(), &mut b).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), data);
}

#[test]
fn dtod_copy_between_buffers_and_views() {
    let dev = gpu!();
    let data = random_u32(100, 9);
    let a = dev.htod_sync_copy(&data).unwrap();
    let mut b = dev.alloc_zeros::<u32>(100).unwrap();
    dev.dtod_copy(&a, &mut b).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), data);
    // a[10..30] -> b[50..70], through views at offsets.
    let mut c = dev.alloc_zeros::<u32>(100).unwrap();
    dev.dtod_copy(&a.slice(10..30), &mut c.slice_mut(50..70))
        .unwrap();
    let mut want = vec![0u32; 100];
    want[50..70].copy_from_slice(&data[10..30]);
    assert_eq!(dev.dtoh_sync_copy(&c).unwrap(), want);
    // A whole buffer into a view, and a view into a whole buffer.
    let small = dev.htod_sync_copy(&data[..5]).unwrap();
    dev.dtod_copy(&small, &mut c.slice_mut(0..5)).unwrap();
    want[..5].copy_from_slice(&data[..5]);
    assert_eq!(dev.dtoh_sync_copy(&c).unwrap(), want);
    let mut d = dev.alloc_zeros::<u32>(20).unwrap();
    dev.dtod_copy(&c.slice(50..70), &mut d).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&d).unwrap(), &data[10..30]);
}

#[test]
fn mismatched_lengths_are_errors() {
    let dev = gpu!();
    let data = random_u32(10, 12);
    let mut a = dev.htod_sync_copy(&data).unwrap();
    let mut b = dev.alloc_zeros::<u32>(9).unwrap();

    let e = dev.htod_sync_copy_into(&[1, 2, 3], &mut a).unwrap_err();
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_VALUE);
    let msg = e.to_string();
    assert!(
        msg.contains("htod_sync_copy_into") && msg.contains('3') && msg.contains("10"),
        "{msg}"
    );

    let mut host = vec![0u32; 11];
    let e = dev.dtoh_sync_copy_into(&a, &mut host).unwrap_err();
    assert!(e.to_string().contains("dtoh_sync_copy_into"), "{e}");
    assert!(e.to_string().contains("11"), "{e}");
    assert_eq!(host, vec![0; 11], "nothing was copied");

    let e = dev.dtod_copy(&a, &mut b).unwrap_err();
    assert!(
        e.to_string().contains("dtod_copy") && e.to_string().contains('9'),
        "{e}"
    );
    let e = dev
        .dtod_copy(&a.slice(..5), &mut b.slice_mut(..4))
        .unwrap_err();
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_VALUE);

    assert!(dev.htod_copy_into(vec![1u32; 3], &mut a).is_err());
    assert!(
        dev.htod_sync_copy_into(&[1u32; 3], &mut a.slice_mut(..4))
            .is_err()
    );
    assert!(
        dev.dtoh_sync_copy_into(&a.slice(2..), &mut [0u32; 9])
            .is_err()
    );

    // Nothing changed, and the device is fine.
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), data);
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), vec![0; 9]);
    assert_usable(&dev);
}

/// An upload returns once its source may be reused, even with the stream busy: overwriting the
/// host data right after the call must not change what arrives. Small copies rely on the driver
/// staging pageable memory before returning; pinned memory is waited for; copies of 32 MiB or
/// more go through the crate's staging buffers.
#[test]
fn uploads_may_overwrite_their_source_at_once() {
    let dev = gpu!();
    let k = crate::kernels::slow_kernels(&dev);
    let mut busy = dev.alloc_zeros::<f32>(1 << 20).unwrap();
    for n in [1usize, 1000, (32 << 20) / 4 + 12345] {
        let want: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 + 0.5).collect();
        let mut host = want.clone();
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        // A slow kernel ahead of the copy on the main stream.
        k.fill(None, &mut busy, 1.0, crate::kernels::SLOW);
        dev.htod_sync_copy_into(&host, &mut x).unwrap();
        host.fill(-7.0);
        assert_eq!(
            dev.dtoh_sync_copy(&x).unwrap(),
            want,
            "pageable, {n} elements"
        );
        // Pinned source.
        let mut pinned = dev.alloc_pinned::<f32>(n).unwrap();
        pinned.copy_from_slice(&want);
        let mut y = dev.alloc_zeros::<f32>(n).unwrap();
        k.fill(None, &mut busy, 1.0, crate::kernels::SLOW);
        dev.htod_sync_copy_into(&pinned, &mut y).unwrap();
        pinned.fill(-7.0);
        assert_eq!(
            dev.dtoh_sync_copy(&y).unwrap(),
            want,
            "pinned, {n} elements"
        );
    }
}

/// memory.rs: `dtoh_sync_copy_into` and `dtod_copy`: "Both must have the same length", and
/// (doc test) "A length mismatch is an error, not a partial copy"; the async adapter's
/// `htod_copy_into` and `dtod_copy` and the chain's (`Ops`) say the same. Whole buffers are
/// tried in bad_input.rs; here the lengths come from views of views at offsets (the length
/// of the inner view, not of the buffer, must be compared), in every face: sync, async and a
/// chain, and a mismatch in a chain's later step after a first step that wrote.
///
/// Sound: each is an `InvalidValue` error naming the call and both lengths of the views, and
/// the buffers hold what they held (the first step of the chain aside). A hole: a partial
/// copy, a copy of the parent's length, or a success.
#[test]
fn mismatched_lengths_of_views_of_views_are_errors_in_every_face() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let data = random_u32(16, 41);
    let mut x = dev.htod_sync_copy(&data).unwrap();
    let mut y = dev.htod_sync_copy(&random_u32(16, 42)).unwrap();

    // Views of views read what they should, in every face.
    let inner = &data[5..8];
    assert_eq!(
        dev.dtoh_sync_copy(&x.slice(3..).slice(2..5)).unwrap(),
        inner
    );
    assert_eq!(
        adev.dtoh_copy(&x.slice(3..).slice(2..5)).wait().unwrap(),
        inner
    );
    assert_eq!(
        ops.dtoh_copy(&x.slice(3..).slice(2..5)).wait().unwrap(),
        inner
    );

    let mut host = [0u32; 13];
    let e = dev
        .dtoh_sync_copy_into(&x.slice(1..).slice(1..), &mut host)
        .unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[
            "in dtoh_sync_copy_into",
            "the source has 14 elements but the destination has 13",
        ],
    );
    assert_eq!(host, [0; 13], "nothing was copied");
    copies_into_a_view_of_a_view_are_refused_in_every_face(&dev, &adev, &x, &mut y);
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), random_u32(16, 42));
    // A chain whose second step has the mismatch: the chain fails with it.
    let e = ops
        .htod_copy_into(vec![9u32; 4], &mut x.slice_mut(..4))
        .then(|_| ops.htod_copy_into(vec![1u32; 5], &mut y))
        .wait()
        .unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[
            "in htod_copy_into",
            "the source has 5 elements but the destination has 16",
        ],
    );
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), random_u32(16, 42));
    assert_eq!(dev.dtoh_sync_copy(&x.slice(4..)).unwrap(), &data[4..]);
    assert_usable(&dev);
}

/// A 3-element copy into a 4-element view of a view is refused by the sync API, the adapter and
/// a chain, naming the call and both lengths.
fn copies_into_a_view_of_a_view_are_refused_in_every_face(
    dev: &Arc<CudaDevice>,
    adev: &AsyncDevice,
    x: &CudaSlice<u32>,
    y: &mut CudaSlice<u32>,
) {
    let ops = adev.ops();
    let three_four = "the source has 3 elements but the destination has 4";
    let mut outer = y.slice_mut(2..);
    let mut four = outer.slice_mut(1..5);
    let e = dev
        .dtod_copy(&x.slice(4..).slice(..3), &mut four)
        .unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["in dtod_copy", three_four],
    );
    let e = adev
        .htod_copy_into(vec![1u32; 3], &mut four)
        .wait()
        .unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["in htod_copy_into", three_four],
    );
    let e = adev
        .dtod_copy(&x.slice(4..).slice(..3), &mut four)
        .wait()
        .unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["in dtod_copy", three_four],
    );
    let e = ops
        .htod_copy_into(vec![1u32; 3], &mut four)
        .wait()
        .unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["in htod_copy_into", three_four],
    );
    let e = ops
        .dtod_copy(&x.slice(4..).slice(..3), &mut four)
        .wait()
        .unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["in dtod_copy", three_four],
    );
}

/// `v[..] = value` after a slow spin, on `on` (the main stream if `None`).
fn slow_fill_view(
    k: &SlowKernels,
    on: Option<&CudaStream>,
    v: &mut CudaViewMut<'_, f32>,
    value: f32,
) {
    let n = v.len();
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes the n elements of the
    // view.
    unsafe {
        match on {
            Some(s) => (&k.fill).launch_on_stream(s, CFG, (SLOW, v, n, value)),
            None => (&k.fill).launch(CFG, (SLOW, v, n, value)),
        }
    }
    .unwrap();
}

/// DESIGN.md: "a view counts against its parent", and every operation is ordered after the
/// buffers' earlier uses; slice.rs (`split_at_mut`): two mutable views, which safe code may
/// pass to one copy as its source and destination. Then one operation both reads and writes
/// one buffer's record (`[src.read(), dst.write()]` of the same `Accesses`). The test: a
/// slow kernel writes one half on another stream; at once a copy from that half into the
/// other runs: with `dev.dtod_copy`, the adapter's `dtod_copy`, a chain's `dtod_copy`, and
/// `CudaStream::memcpy_dtod` (after a slow write on the main stream), the last through halves
/// of a view of a view.
///
/// Sound: the destination half holds the slow kernel's values each time (the copy waited for
/// the write of its source), and nothing deadlocks on the one record taken twice. A hole:
/// stale values (an ordering that considered only one use of the record, or recorded the read
/// over the write), or a hang.
#[test]
fn a_copy_between_two_halves_of_one_buffer_waits_for_a_slow_writer_of_its_source() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let s = dev.fork_default_stream().unwrap();
    let h = N / 2;
    let mut x = dev.alloc_zeros::<f32>(N).unwrap();
    {
        let (mut lo, mut hi) = x.split_at_mut(h);
        slow_fill_view(&k, Some(&s), &mut lo, 2.0);
        dev.dtod_copy(&lo, &mut hi).unwrap();
    }
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        2.0,
        "dev.dtod_copy lo -> hi",
    );
    {
        let (mut lo, mut hi) = x.split_at_mut(h);
        slow_fill_view(&k, Some(&s), &mut lo, 3.0);
        adev.dtod_copy(&lo, &mut hi).wait().unwrap();
    }
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        3.0,
        "AsyncDevice::dtod_copy lo -> hi",
    );
    {
        let (mut lo, mut hi) = x.split_at_mut(h);
        slow_fill_view(&k, Some(&s), &mut hi, 4.0);
        ops.dtod_copy(&hi, &mut lo).wait().unwrap();
    }
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        4.0,
        "Ops::dtod_copy hi -> lo",
    );
    {
        let mut outer = x.slice_mut(1..N - 1);
        let mut inner = outer.slice_mut(..);
        let (mut a, mut b) = inner.split_at_mut(h - 1);
        assert_eq!(a.len(), b.len());
        slow_fill_view(&k, None, &mut a, 5.0);
        s.memcpy_dtod(&a, &mut b).unwrap();
    }
    let got = dev.dtoh_sync_copy(&x).unwrap();
    assert_eq!((got[0], got[N - 1]), (4.0, 4.0), "outside the view");
    assert_all(
        &got[1..N - 1],
        5.0,
        "CudaStream::memcpy_dtod between halves of a view of a view",
    );
    drop(s);
    assert_usable(&dev);
}
