//! Large copies through the pinned staging buffers: 256 MiB round trips, downloads into fresh
//! `Vec`s, views at odd offsets through odd host slices, each size threshold, and
//! `CUDA_DRIVER_COPY_THREADS=1` starting no copy thread.

use crate::kernels::{assert_usable, random_u32};
use crate::support::child;
use cuda_driver::r#async::AsyncDevice;
use std::time::Duration;

/// Threads of this process now.
fn threads_now() -> usize {
    std::fs::read_dir("/proc/self/task").map_or(0, |d| d.count())
}

/// host_copy.rs / memory.rs (`dtoh_sync_copy_into`, Copy threads): "`CUDA_DRIVER_COPY_THREADS=1`
/// makes the calling thread copy alone, still through the staging buffers, and starts no
/// thread", and the variable "is read once, at the first copy large enough to use threads".
/// Set before the first such copy, in a process of its own; while staged copies (40 MiB up
/// and down) run, a sampler counts the process's threads: none may be added.
#[test]
fn copy_threads_one_starts_no_copy_thread() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "copy_threads_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn copy_threads_child() {
    if !child::in_child(module_path!(), "copy_threads_child") {
        return;
    }
    if threads_now() == 0 {
        println!("skipped: no /proc/self/task to count threads in");
        return;
    }
    // SAFETY: set before the driver is loaded; the only other threads (the harness's and the
    // watchdog) read no environment meanwhile.
    unsafe { std::env::set_var("CUDA_DRIVER_COPY_THREADS", "1") };
    let dev = gpu!();
    let n = 10usize << 20; // 40 MiB of f32: staged both ways (32 MiB or more)
    let data: Vec<f32> = (0..n).map(|i| (i % 1000) as f32).collect();
    // Warm-up: whatever threads the driver starts for staged copies are there after it.
    for _ in 0..2 {
        let x = dev.htod_sync_copy(&data).unwrap();
        assert!(dev.dtoh_sync_copy(&x).unwrap() == data);
    }
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (baseline, most) = std::thread::scope(|s| {
        let sampler = s.spawn(|| {
            let mut most = 0;
            while !stop.load(std::sync::atomic::Ordering::Acquire) {
                most = most.max(threads_now());
                std::thread::sleep(Duration::from_micros(200));
            }
            most
        });
        std::thread::sleep(Duration::from_millis(20));
        let baseline = threads_now();
        for _ in 0..2 {
            let x = dev.htod_sync_copy(&data).unwrap();
            let mut back = vec![0.0f32; n];
            dev.dtoh_sync_copy_into(&x, &mut back).unwrap();
            assert!(back == data, "a staged round trip");
        }
        stop.store(true, std::sync::atomic::Ordering::Release);
        (baseline, sampler.join().unwrap())
    });
    println!("threads: {baseline} before the copies, at most {most} during them");
    assert!(
        most <= baseline,
        "CUDA_DRIVER_COPY_THREADS=1, yet {} threads were added during staged copies",
        most - baseline
    );
}

#[test]
fn round_trip_256_mib() {
    let dev = gpu!();
    let n = (256 << 20) / 4;
    let data = random_u32(n, 4);
    let t = std::time::Instant::now();
    let a = dev.htod_sync_copy(&data).unwrap();
    assert_eq!(a.num_bytes(), 256 << 20);
    let back = dev.dtoh_sync_copy(&a).unwrap();
    let dt = t.elapsed();
    assert!(back == data, "256 MiB round trip differs");
    // A device-side copy of it, read back into an existing Vec.
    let mut b = dev.alloc_zeros::<u32>(n).unwrap();
    dev.dtod_copy(&a, &mut b).unwrap();
    let mut back2 = vec![0u32; n];
    dev.dtoh_sync_copy_into(&b, &mut back2).unwrap();
    assert!(back2 == data, "256 MiB dtod copy differs");
    println!("256 MiB htod + dtoh in {dt:?}");
}

/// Copies of 32 MiB or more into a fresh Vec go through the device's pinned staging buffers
/// in 32 MiB chunks: check sizes that end mid-chunk, views at odd offsets, and several
/// threads at once (one gets the staging buffers, the others the driver's ordinary path).
#[test]
fn large_dtoh_into_fresh_vec_through_staging() {
    let dev = gpu!();
    for (n, seed) in [
        ((32 << 20) / 4, 1u64),
        ((100 << 20) / 4 + 3, 2),
        ((64 << 20) / 4 + 1, 3),
    ] {
        let data = random_u32(n, seed);
        let a = dev.htod_sync_copy(&data).unwrap();
        let back = dev.dtoh_sync_copy(&a).unwrap();
        assert!(back == data, "{} bytes differ after the staged copy", n * 4);
        // A view starting at an odd element, longer than the threshold.
        let view = a.slice(7..);
        let back = dev.dtoh_sync_copy(&view).unwrap();
        assert!(
            back[..] == data[7..],
            "view at offset 7 of {} elements differs",
            n
        );
    }
    let n = (96 << 20) / 4;
    let data = std::sync::Arc::new(random_u32(n, 9));
    let a = std::sync::Arc::new(dev.htod_sync_copy(&data).unwrap());
    std::thread::scope(|s| {
        for _ in 0..4 {
            let (dev, a, data) = (dev.clone(), a.clone(), data.clone());
            s.spawn(move || {
                for _ in 0..3 {
                    let back = dev.dtoh_sync_copy(&*a).unwrap();
                    assert!(back == *data, "concurrent large copy differs");
                }
            });
        }
    });
    assert_usable(&dev);
}

/// Staged copies (32 MiB or more) in both directions, of sizes that are no multiple of the
/// staging chunk, into existing and fresh host memory, checked element by element.
#[test]
fn staged_copies_round_trip() {
    let dev = gpu!();
    for n in [(32 << 20) / 4, (96 << 20) / 4 + 7] {
        let want: Vec<u32> = crate::kernels::random_u32(n, n as u64);
        let x = dev.htod_sync_copy(&want).unwrap();
        assert!(dev.dtoh_sync_copy(&x).unwrap() == want, "fresh Vec, {n}");
        let mut back = vec![0u32; n];
        dev.dtoh_sync_copy_into(&x, &mut back).unwrap();
        assert!(back == want, "existing buffer, {n}");
        let mut y = dev.alloc_zeros::<u32>(n).unwrap();
        dev.htod_sync_copy_into(&back, &mut y).unwrap();
        assert!(dev.dtoh_sync_copy(&y).unwrap() == want, "upload into, {n}");
    }
}

/// Bytes that differ from their neighbours and from a shifted copy of themselves: `i` mixed.
fn pattern(n: usize, seed: usize) -> Vec<u8> {
    (0..n)
        .map(|i| (i.wrapping_mul(31) ^ (i >> 9) ^ seed) as u8)
        .collect()
}

/// memory.rs (`htod_sync_copy_into`, Copy threads): "A copy of 32 MiB or more from pageable
/// memory goes through the device's pinned staging buffers", chunk by chunk, with threads
/// cutting stripes "at huge-page boundaries" of the host end (host_copy.rs); the async
/// adapter's copies of 16 MiB or more use threads too (`parallel_copy`). Every test of those
/// paths copies whole buffers from fresh `Vec`s, whose ends are aligned. The test: a view
/// that starts 3 bytes into its buffer (an odd device address), 2 chunks and 12345 bytes long
/// (the last chunk partial), copied from and into host slices that start 1 and 5 bytes into
/// their `Vec`s (odd host addresses, stripes cut off their alignment), with guard bytes on
/// both sides of each end; then the same through the async adapter.
///
/// Sound: every byte arrives where it belongs, and no guard byte (device or host) changes. A
/// hole: a chunk or stripe offset taken from the buffer instead of the view, a stripe cut at
/// the wrong boundary (lost or doubled bytes), or a write past the view's end.
#[test]
fn staged_copies_of_views_at_odd_offsets_through_odd_host_slices_are_exact() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let len = (64 << 20) + 12345;
    let (at, guard) = (3, 11);
    let outer = pattern(len + at + guard, 0xa5);
    let mut x = dev.htod_sync_copy(&outer).unwrap();
    // Upload through the view, from a host slice one byte into its Vec.
    let src = pattern(len + 2, 0x3c);
    dev.htod_sync_copy_into(&src[1..1 + len], &mut x.slice_mut(at..at + len))
        .unwrap();
    let mut want = outer.clone();
    want[at..at + len].copy_from_slice(&src[1..1 + len]);
    let got = dev.dtoh_sync_copy(&x).unwrap();
    assert!(got == want, "the upload through the view at byte {at}");
    // Download through a view of a view into a host slice five bytes into its Vec.
    let mut host = vec![0x77u8; len + 9];
    {
        let outer_view = x.slice(1..);
        let view = outer_view.slice(at - 1..at - 1 + len);
        dev.dtoh_sync_copy_into(&view, &mut host[5..5 + len])
            .unwrap();
        assert!(
            host[..5].iter().chain(&host[5 + len..]).all(|&b| b == 0x77),
            "a host guard byte changed"
        );
        assert!(host[5..5 + len] == want[at..at + len], "the download");
        // Into a fresh Vec (the spare-capacity path).
        assert!(dev.dtoh_sync_copy(&view).unwrap() == want[at..at + len]);
    }
    // The async adapter: an upload into the view and downloads of it.
    let src2 = pattern(len, 0x5a);
    adev.htod_copy_into(src2.clone(), &mut x.slice_mut(at..at + len))
        .wait()
        .unwrap();
    want[at..at + len].copy_from_slice(&src2);
    let got = adev.dtoh_copy(&x.slice(at..at + len)).wait().unwrap();
    assert!(got == src2, "the async download of the view");
    let got = adev.dtoh_copy(&x).wait().unwrap();
    assert!(
        got[..at] == want[..at] && got[at + len..] == want[at + len..],
        "a device guard byte changed"
    );
    assert!(got == want, "the whole buffer after the async upload");
}

/// memory.rs: downloads into pageable memory "of at most" 64 KiB go through a pinned bounce
/// buffer of the crate's, except a device object's first eight (`DIRECT_DOWNLOADS`), which take
/// the driver's own path; copies of 32 MiB or more go through the staging buffers, everything
/// between straight through the driver; host_copy.rs: the async adapter's host copies use
/// threads from 16 MiB. Each path sizes its own buffer from the copy's byte count. The test:
/// the byte counts on both sides of every threshold (and 1), as views 1 byte into a `u8`
/// buffer with a guard byte after, uploaded from host slices 1 byte in and downloaded into
/// host slices 3 bytes in with guards, sync and async; twice on a new device object: the first
/// round's seven small downloads all take the driver's path, the second round's after its first
/// go through the bounce buffer.
///
/// Sound: every size round-trips exactly and no guard byte changes. A hole: an off-by-one at a
/// threshold (a bounce or staging buffer one byte short, a last chunk dropped), or a write past
/// the view or the host slice.
#[test]
fn copies_of_views_at_each_threshold_size_round_trip_exactly() {
    let _shared = gpu!();
    let dev = cuda_driver::driver::CudaDevice::new(0).unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    for round in 0..2 {
        round_trip_each_threshold_size(&dev, &adev, round);
    }
}

fn round_trip_each_threshold_size(
    dev: &std::sync::Arc<cuda_driver::driver::CudaDevice>,
    adev: &AsyncDevice,
    round: usize,
) {
    let sizes = [
        1,
        (64 << 10) - 1,
        64 << 10,
        (64 << 10) + 1,
        (16 << 20) - 1,
        16 << 20,
        (32 << 20) - 1,
        32 << 20,
        (32 << 20) + 1,
    ];
    for (i, &n) in sizes.iter().enumerate() {
        let outer = pattern(n + 2, 0x40 + i + round);
        let mut x = dev.htod_sync_copy(&outer).unwrap();
        let src = pattern(n + 1, 0x90 + i + round);
        dev.htod_sync_copy_into(&src[1..], &mut x.slice_mut(1..n + 1))
            .unwrap();
        let mut want = outer.clone();
        want[1..n + 1].copy_from_slice(&src[1..]);
        let mut host = vec![0xeeu8; n + 6];
        dev.dtoh_sync_copy_into(&x.slice(1..n + 1), &mut host[3..n + 3])
            .unwrap();
        assert!(
            host[..3].iter().chain(&host[n + 3..]).all(|&b| b == 0xee),
            "round {round}, {n} bytes: a host guard byte changed"
        );
        assert!(
            host[3..n + 3] == want[1..n + 1],
            "round {round}, {n} bytes: the download"
        );
        assert!(
            dev.dtoh_sync_copy(&x.slice(1..n + 1)).unwrap() == want[1..n + 1],
            "round {round}, {n} bytes: the download into a fresh Vec"
        );
        assert!(
            adev.dtoh_copy(&x.slice(1..n + 1)).wait().unwrap() == want[1..n + 1],
            "round {round}, {n} bytes: the async download"
        );
        let src2 = pattern(n, 0x17 + i + round);
        adev.htod_copy_into(src2.clone(), &mut x.slice_mut(1..n + 1))
            .wait()
            .unwrap();
        want[1..n + 1].copy_from_slice(&src2);
        assert!(
            dev.dtoh_sync_copy(&x).unwrap() == want,
            "round {round}, {n} bytes: the whole buffer after the async upload (guards included)"
        );
    }
}
