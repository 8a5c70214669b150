//! Copies ordered with the other users of their buffers on other streams and threads: small
//! downloads behind slow kernels, `dtod_copy` with both buffers' users, uploads and downloads of
//! page-locked memory, and staged downloads behind slow writers.

use crate::kernels::{N, SLOW, assert_all, filled, random_f32, slow_kernels};
use crate::support::assert_same;

/// Small downloads go through a pinned buffer of the crate's and are waited for through a flag
/// the stream writes after the copy (read from host memory for up to 100 us, then the driver
/// waits): behind slow work on the main stream, short or longer than that, into a fresh `Vec`
/// and into existing pageable memory, at the largest size that goes that way and just above
/// it, the download must hand over what the slow kernel wrote, never what was there before.
#[test]
fn small_downloads_behind_slow_kernels_see_their_writes() {
    let Some(dev) = crate::support::device() else {
        return;
    };
    let k = slow_kernels(&dev);
    for n in [1usize, 1000, 16 << 10, (16 << 10) + 1] {
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        for (i, cycles) in [0u64, 10_000, 400_000, SLOW / 20].into_iter().enumerate() {
            let value = i as f32 + 1.0;
            k.fill(None, &mut x, value, cycles);
            let what = format!("{n} elements behind a {cycles}-cycle fill, fresh Vec");
            assert_all(&dev.dtoh_sync_copy(&x).unwrap(), value, &what);
            k.fill(None, &mut x, -value, cycles);
            let mut host = vec![0.0f32; n];
            dev.dtoh_sync_copy_into(&x, &mut host).unwrap();
            let what = format!("{n} elements behind a {cycles}-cycle fill, existing buffer");
            assert_all(&host, -value, &what);
        }
    }
}

/// Floats in a copy that goes through the staging buffers (32 MiB or more), with room for a
/// view at offset 7 that still does.
const STAGED: usize = (8 << 20) + 31;

/// memory.rs (`dtod_copy`): "Copies `src` into `dst` on the device", in order with later
/// calls; DESIGN.md: every operation waits for the earlier work on any stream that writes what
/// it reads or uses what it writes. The source is written by a slow kernel on one stream, the
/// destination read by a slow kernel on another: the copy must take the new source and must
/// not overwrite the destination under its reader; a later user on a third stream sees it.
#[test]
fn dtod_copy_is_ordered_with_both_buffers_users_on_other_streams() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (s1, s2, s3) = (
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
    );
    let mut src = filled(&dev, 0.0);
    let mut dst = filled(&dev, 7.0);
    let mut z = filled(&dev, 0.0);
    k.fill(Some(&s1), &mut src, 5.0, SLOW);
    k.slow_copy(Some(&s2), &mut z, &dst);
    dev.dtod_copy(&src, &mut dst).unwrap();
    k.add(Some(&s3), &mut dst, 1.0);
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        7.0,
        "the slow reader of dst on another stream saw it before dtod_copy",
    );
    assert_all(
        &dev.dtoh_sync_copy(&dst).unwrap(),
        6.0,
        "dtod_copy of a slowly written source, then a later add on a third stream",
    );
    assert_all(&dev.dtoh_sync_copy(&src).unwrap(), 5.0, "the source");
    // Views: half of a slowly written source into the other half of the destination.
    k.fill(Some(&s2), &mut src, 8.0, SLOW / 2);
    dev.dtod_copy(&src.slice(..N / 2), &mut dst.slice_mut(N / 2..))
        .unwrap();
    let got = dev.dtoh_sync_copy(&dst).unwrap();
    assert_all(&got[..N / 2], 6.0, "the half dtod_copy left");
    assert_all(
        &got[N / 2..],
        8.0,
        "dtod_copy between views of slowly written buffers",
    );
}

/// host.rs: "The copies that take host slices return only once the copy is done (for
/// page-locked memory they synchronise the main stream)". Downloads into pinned memory (also
/// into a part of it at an offset) and into a registered `Vec`, behind slow writers on another
/// stream and on another thread's stream, at sizes under and over the staging threshold: the
/// host memory must hold what the writer wrote when the call returns, and nothing around it.
#[test]
fn downloads_into_page_locked_memory_are_complete_when_they_return() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    for (i, n) in [1000usize, N, STAGED].into_iter().enumerate() {
        let v = 10.0 * i as f32;
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        let mut pinned = dev.alloc_pinned::<f32>(n + 8).unwrap();
        k.fill(Some(&s), &mut x, v + 1.0, SLOW / 4);
        dev.dtoh_sync_copy_into(&x, &mut pinned[3..3 + n]).unwrap();
        assert_all(
            &pinned[3..3 + n],
            v + 1.0,
            &format!("{n} floats into pinned memory at an offset, behind a slow writer"),
        );
        assert_all(&pinned[..3], 0.0, "pinned memory before the part");
        assert_all(&pinned[3 + n..], 0.0, "pinned memory after the part");
        // Behind a slow writer on another thread's stream.
        std::thread::scope(|sc| {
            sc.spawn(|| k.fill(None, &mut x, v + 2.0, SLOW / 4));
        });
        dev.dtoh_sync_copy_into(&x, &mut pinned[..n]).unwrap();
        assert_all(
            &pinned[..n],
            v + 2.0,
            &format!("{n} floats into pinned memory behind another thread's slow writer"),
        );
        // Registered memory (large buffers only: a small Vec could share a page with memory
        // another test registers).
        if n >= N {
            let mut reg = dev.register_host(vec![0.0f32; n]).unwrap();
            k.fill(Some(&s), &mut x, v + 3.0, SLOW / 4);
            dev.dtoh_sync_copy_into(&x, &mut reg).unwrap();
            assert_all(
                &reg,
                v + 3.0,
                &format!("{n} floats into a registered Vec behind a slow writer"),
            );
            // Downloaded on another thread, behind a slow writer on this one's.
            k.fill(None, &mut x, v + 4.0, SLOW / 4);
            std::thread::scope(|sc| {
                sc.spawn(|| dev.dtoh_sync_copy_into(&x, &mut reg).unwrap());
            });
            assert_all(
                &reg.into_inner(),
                v + 4.0,
                &format!("{n} floats into a registered Vec on another thread"),
            );
        }
    }
}

/// memory.rs (`htod_copy_pinned`): "it returns once `src` may be reused or freed"; host.rs:
/// "no copy can still be using the memory when it is freed or unregistered". Uploads from
/// pinned memory freed at once (and its pages handed out again, overwritten) and from a
/// registered `Vec` unregistered and overwritten at once, each behind a slow kernel on the
/// main stream: the device must hold what the host memory held at the call.
#[test]
fn uploads_from_page_locked_memory_may_free_it_at_once() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut busy = dev.alloc_zeros::<f32>(1 << 20).unwrap();
    for (n, seed) in [(1000usize, 1u64), (N, 2)] {
        let want = random_f32(n, seed);
        let mut pinned = dev.alloc_pinned::<f32>(n).unwrap();
        pinned.copy_from_slice(&want);
        k.fill(None, &mut busy, 1.0, SLOW / 2);
        let x = dev.htod_copy_pinned(&pinned).unwrap();
        drop(pinned);
        let mut again = dev.alloc_pinned::<f32>(n).unwrap();
        again.fill(-1.0);
        assert_same(
            &dev.dtoh_sync_copy(&x).unwrap(),
            &want,
            &format!("htod_copy_pinned of {n} floats, the pinned memory freed at once"),
        );
        drop(again);
        // Registered memory (a large buffer only: a small Vec could share a page with memory
        // another test registers).
        if n < N {
            continue;
        }
        let reg = dev.register_host(want.clone()).unwrap();
        let mut y = dev.alloc_zeros::<f32>(n).unwrap();
        k.fill(None, &mut busy, 1.0, SLOW / 2);
        dev.htod_sync_copy_into(&reg, &mut y).unwrap();
        let mut v = reg.into_inner();
        v.fill(-2.0);
        drop(v);
        assert_same(
            &dev.dtoh_sync_copy(&y).unwrap(),
            &want,
            &format!("an upload of {n} floats from a Vec unregistered at once"),
        );
    }
}

/// memory.rs (`htod_sync_copy_into`): "the copy is ordered before every later use of `dst`
/// (on any stream), and a download of it returns what was uploaded"; DESIGN.md: a write waits
/// for earlier readers on any stream. Small and staged (32 MiB or more) uploads, into a whole
/// buffer a slow kernel reads on another stream and into a view at an odd offset of a buffer a
/// slow kernel writes, then used at once on a third stream.
#[test]
fn uploads_wait_for_slow_users_and_are_seen_by_later_users_on_other_streams() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    for (n, what) in [(1000usize, "small"), (STAGED, "staged")] {
        let mut x = dev.htod_sync_copy(&vec![1.0f32; n]).unwrap();
        let mut z = dev.alloc_zeros::<f32>(n).unwrap();
        k.slow_copy(Some(&s1), &mut z, &x);
        dev.htod_sync_copy_into(&vec![2.0f32; n], &mut x).unwrap();
        k.add(Some(&s2), &mut x, 1.0);
        assert_all(
            &dev.dtoh_sync_copy(&z).unwrap(),
            1.0,
            &format!("{what}: a slow reader on another stream, then an upload into what it reads"),
        );
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            3.0,
            &format!("{what}: an upload, then an add on another stream"),
        );
        // Into a view at an odd offset, behind a slow writer of its parent on another stream.
        k.fill(Some(&s1), &mut x, 4.0, SLOW / 2);
        let part = random_f32(n - 7, n as u64);
        dev.htod_sync_copy_into(&part, &mut x.slice_mut(7..))
            .unwrap();
        let got = dev.dtoh_sync_copy(&x).unwrap();
        assert_all(&got[..7], 4.0, &format!("{what}: the part the upload left"));
        assert_same(
            &got[7..],
            &part,
            &format!("{what}: an upload into a view at offset 7, behind a slow writer"),
        );
    }
}

/// memory.rs (`dtoh_sync_copy`, `dtoh_sync_copy_into`, `sync_reclaim`): each "waits for the
/// copy", through the staging buffers at 32 MiB or more. Staged downloads into a fresh `Vec`,
/// into existing memory and of a view, behind slow writers on another stream, on another
/// thread's stream, and (downloaded on another thread) on the main stream.
#[test]
fn staged_downloads_wait_for_slow_writers_on_other_streams_and_threads() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    let n = STAGED;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    k.fill(Some(&s), &mut x, 1.0, SLOW / 2);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        1.0,
        "into a fresh Vec behind a slow writer on another stream",
    );
    k.fill(Some(&s), &mut x, 2.0, SLOW / 2);
    let mut host = vec![0.0f32; n];
    dev.dtoh_sync_copy_into(&x, &mut host).unwrap();
    assert_all(&host, 2.0, "into existing memory behind a slow writer");
    std::thread::scope(|sc| {
        sc.spawn(|| k.fill(None, &mut x, 3.0, SLOW / 2));
    });
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        3.0,
        "behind a slow writer on another thread's stream",
    );
    k.fill(None, &mut x, 4.0, SLOW / 2);
    std::thread::scope(|sc| {
        sc.spawn(|| {
            assert_all(
                &dev.dtoh_sync_copy(&x.slice(5..)).unwrap(),
                4.0,
                "a view downloaded on another thread behind a slow writer on the main stream",
            )
        });
    });
    k.fill(Some(&s), &mut x, 5.0, SLOW / 2);
    assert_all(
        &dev.sync_reclaim(x).unwrap(),
        5.0,
        "sync_reclaim behind a slow writer on another stream",
    );
}
