//! Several `CudaDevice` objects of one GPU (which share the primary context and the memory pool but
//! keep their own streams): events recorded on a sibling's stream order and time each other's
//! work, a wait for a dropped sibling's pending event still holds, and an upload from a `Vec` on a
//! page a sibling registered copies what it held at the call.

use crate::kernels::{assert_all, slow_kernels};
use crate::support::kernels::cycles_for_ms;
use crate::support::races::live;
use crate::support::{assert_same, snapshot};
use cuda_driver::driver::{CudaDevice, EventFlags, result};
use std::time::Duration;

/// Elements of the buffers the tests use (4 MiB of floats).
const N: usize = 1 << 20;

/// How long the slow kernel ahead of each test runs, at least.
const SLOW_MS: u64 = 2000;

/// How long a test lets the GPU run before it looks (a fraction of `SLOW_MS`).
const LOOK_AFTER: Duration = Duration::from_millis(300);

/// Whether every element of `got` still holds `old`: the slow kernel that writes it has not
/// finished (it writes every element at the end of its spin).
fn untouched(got: &[f32], old: f32) -> bool {
    got.iter().all(|&v| v == old)
}

// ---- events across device objects ----

/// event.rs (`CudaEvent::record_on`): the stream "must belong to the event's device (to the
/// same CUDA context)", which a sibling object's stream does; `CudaDevice::wait_event`: "Makes
/// later work on the calling thread's stream of the device wait until `event` completes. The
/// event may belong to another device"; `elapsed_ms`: "The GPU time in milliseconds from
/// `self` (the start) to `end`, waiting for both to complete first", an error only "when the
/// two belong to different devices".
///
/// The test, on a thread that opened neither object: an event of object B is recorded on a
/// stream of object A, A's 2 s `slow_fill` of `x` follows on that stream, then an event of A.
/// B's stream of that thread waits for A's event, then zeroes B's `y`; the test's thread (B's
/// main stream) waits for it too and zeroes `z`. 300 ms in, while the fill still runs, neither
/// `y` nor `z` may be zeroed (a hole: a wait on a sibling's event that held nothing, on a
/// thread's stream or on the main one). Then `elapsed_ms` from B's event to A's must measure
/// the fill (at least 1 s of a 2 s kernel: an error, or a few microseconds, is a hole), and
/// every element of `x`, `y` and `z` must be right.
#[test]
fn events_of_two_device_objects_order_and_time_each_others_streams() {
    let a = gpu!();
    let b = CudaDevice::new(0).unwrap();
    let k = slow_kernels(&a);
    let mut x = a.alloc_zeros::<f32>(N).unwrap();
    let mut y = b.htod_sync_copy(&vec![5.0f32; N]).unwrap();
    let mut z = b.htod_sync_copy(&vec![5.0f32; N]).unwrap();
    let s = a.new_stream().unwrap();
    let start = b.new_event(EventFlags::TIMING).unwrap();
    let end = a.new_event(EventFlags::TIMING).unwrap();
    let cycles = cycles_for_ms(&a, SLOW_MS);
    std::thread::scope(|sc| {
        sc.spawn(|| {
            start.record_on(&s).unwrap();
            k.fill(Some(&s), &mut x, 3.0, cycles);
            end.record_on(&s).unwrap();
            b.wait_event(&end).unwrap();
            b.memset_zeros(&mut y).unwrap();
        })
        .join()
        .unwrap();
    });
    b.wait_event(&end).unwrap();
    b.memset_zeros(&mut z).unwrap();
    std::thread::sleep(LOOK_AFTER);
    let (y_now, z_now) = (snapshot(&b, &y), snapshot(&b, &z));
    let x_now = snapshot(&a, &x);
    if live(
        untouched(&x_now, 0.0),
        "the 2 s fill on device object A had ended 300 ms in",
    ) {
        assert_all(
            &y_now,
            5.0,
            "B's zeroing on another thread's stream, after a wait for A's event behind A's \
             2 s fill, while the fill still ran",
        );
        assert_all(
            &z_now,
            5.0,
            "B's zeroing on its main stream, after a wait for A's event behind A's 2 s fill, \
             while the fill still ran",
        );
    }
    let ms = start
        .elapsed_ms(&end)
        .expect("elapsed_ms between events of two device objects of one GPU");
    println!("elapsed from B's event to A's across a 2 s fill: {ms} ms");
    assert!(
        (1000.0..60_000.0).contains(&ms),
        "elapsed_ms from B's event to A's across a 2 s fill on A's stream: {ms} ms"
    );
    assert!(start.query().unwrap() && end.query().unwrap());
    assert_all(&a.dtoh_sync_copy(&x).unwrap(), 3.0, "A's fill");
    assert_all(
        &b.dtoh_sync_copy(&y).unwrap(),
        0.0,
        "B's zeroing on a thread",
    );
    assert_all(
        &b.dtoh_sync_copy(&z).unwrap(),
        0.0,
        "B's zeroing on its main stream",
    );
    drop(s);
    a.synchronize().unwrap();
    b.synchronize().unwrap();
}

/// event.rs (`CudaEvent`): "Dropping an event that is still pending is fine: the driver
/// releases it once it completes"; `CudaDevice::wait_event`: "The event may belong to another
/// device"; device.rs (`Drop for CudaDevice`): the drop "lets go of what the device owns ...
/// each freed by its own `Drop` once nothing else holds it".
///
/// The test: object B's event is recorded on A's stream behind A's 2 s `slow_fill` of `x`,
/// A's main stream waits for it, then the event and the whole object B (its streams, event
/// pool, pinned buffers, its retain of the primary context) are dropped while the event is
/// still pending. A's main stream then zeroes `z`: 300 ms in, while the fill still runs, `z`
/// must still hold its old values (a hole: the wait died with the event or with B), and once
/// A synchronizes, every element must be right and A must still work.
#[test]
fn a_wait_for_a_dropped_siblings_pending_event_still_holds() {
    let a = gpu!();
    let k = slow_kernels(&a);
    let s = a.new_stream().unwrap();
    let mut x = a.alloc_zeros::<f32>(N).unwrap();
    let mut z = a.htod_sync_copy(&vec![5.0f32; N]).unwrap();
    let cycles = cycles_for_ms(&a, SLOW_MS);
    {
        let b = CudaDevice::new(0).unwrap();
        let ev = b.new_event(EventFlags::empty()).unwrap();
        k.fill(Some(&s), &mut x, 3.0, cycles);
        ev.record_on(&s).unwrap();
        a.wait_event(&ev).unwrap();
        drop(ev);
        drop(b);
    }
    a.memset_zeros(&mut z).unwrap();
    std::thread::sleep(LOOK_AFTER);
    let z_now = snapshot(&a, &z);
    let x_now = snapshot(&a, &x);
    if live(
        untouched(&x_now, 0.0),
        "the 2 s fill had ended before the zeroing was looked at",
    ) {
        assert_all(
            &z_now,
            5.0,
            "A's zeroing after a wait for a dropped sibling's pending event, while the fill \
             before that event still ran",
        );
    }
    a.synchronize().unwrap();
    assert_all(&a.dtoh_sync_copy(&x).unwrap(), 3.0, "the fill");
    assert_all(&a.dtoh_sync_copy(&z).unwrap(), 0.0, "the zeroing");
    drop(s);
    crate::kernels::assert_usable(&a);
}

// ---- a Vec on a page another object registered ----

/// memory.rs (`htod_sync_copy_into`): "Returns once `src` may be reused", where the crate asks
/// `cuPointerGetAttributes` of the first element whether `src` is pinned (to synchronize) or
/// pageable (the driver staged it: "a copy from pageable host memory returns once the source
/// has been copied to its staging memory"); host.rs (`RegisteredVec`): "page-locks whole
/// pages", "`Vec`s that share a page can each be registered".
///
/// The test: two small `Vec`s on one page; device object B registers the first, and object
/// A uploads the second (never registered, on a page the driver has locked) behind a 2 s fill
/// on A's main stream, then the `Vec` is overwritten at once. If the crate's question and the
/// driver's copy disagree about that page (pageable to the crate, page-locked to the copy,
/// which then reads it when the fill is done) the upload returns early: the device gets the
/// overwritten bytes. Every byte must be what the `Vec` held at the call; the same is checked
/// for an upload from the registered `Vec` itself, unregistered and overwritten at once.
#[test]
fn an_upload_from_a_vec_on_a_page_a_sibling_registered_copies_what_it_held_at_the_call() {
    let a = gpu!();
    let b = CudaDevice::new(0).unwrap();
    let k = slow_kernels(&a);
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) as usize;
    const LEN: usize = 48;
    let mut vecs: Vec<Vec<u8>> = (0..256).map(|i| vec![i as u8; LEN]).collect();
    let on_page = |v: &Vec<u8>| {
        (
            v.as_ptr() as usize / page,
            (v.as_ptr() as usize + LEN - 1) / page,
        )
    };
    let pair = (0..vecs.len()).find_map(|i| {
        let (first, last) = on_page(&vecs[i]);
        if first != last {
            return None;
        }
        (i + 1..vecs.len())
            .find(|&j| on_page(&vecs[j]) == (first, first))
            .map(|j| (i, j))
    });
    let Some((i, j)) = pair else {
        println!("skipped: no two of 256 small Vecs share a page");
        return;
    };
    let mut plain = vecs.swap_remove(j);
    let registered = vecs.swap_remove(i);
    plain.copy_from_slice(
        &crate::kernels::random_u32(LEN, 81)
            .into_iter()
            .map(|v| v as u8)
            .collect::<Vec<u8>>(),
    );
    let want_plain = plain.clone();
    let want_reg = registered.clone();
    let registered = b.register_host(registered).unwrap();
    a.bind_to_thread().unwrap();
    let kind = |p: *const u8| result::pointer_memory_type(p.cast());
    println!(
        "memory type of the registered Vec: {:?}; of the plain Vec on its page: {:?}",
        kind(registered.as_ptr()),
        kind(plain.as_ptr())
    );
    let mut busy = a.alloc_zeros::<f32>(N).unwrap();
    let mut d_plain = a.alloc_zeros::<u8>(LEN).unwrap();
    let mut d_reg = a.alloc_zeros::<u8>(LEN).unwrap();
    k.fill(None, &mut busy, 1.0, cycles_for_ms(&a, SLOW_MS));
    a.htod_sync_copy_into(&plain, &mut d_plain).unwrap();
    plain.fill(0xEE);
    a.htod_sync_copy_into(&registered, &mut d_reg).unwrap();
    let mut back = registered.into_inner();
    back.fill(0xDD);
    live(
        untouched(&snapshot(&a, &busy), 0.0),
        "the 2 s fill had ended before the uploads returned",
    );
    assert_same(
        &a.dtoh_sync_copy(&d_plain).unwrap(),
        &want_plain,
        "an upload from a Vec on a page another object registered, overwritten at once",
    );
    assert_same(
        &a.dtoh_sync_copy(&d_reg).unwrap(),
        &want_reg,
        "an upload from a Vec another object registered, unregistered and overwritten at once",
    );
    drop(vecs);
    a.synchronize().unwrap();
    b.synchronize().unwrap();
}
