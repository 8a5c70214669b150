//! Forked and new streams: they wait for earlier main work, the main stream waits for them, they
//! join on drop, frees wait for them, priorities span the device's range (and clamp outside it),
//! and a stream of another device object is rejected.

use crate::kernels::{
    assert_all, assert_usable, basic, iota, random_f32, random_u32, slow_kernels, spin,
};
use crate::support::kernels::cycles_for_ms;
use crate::support::races::live;
use crate::support::snapshot;
use cuda_driver::driver::{CudaDevice, CudaFunction, LaunchAsync, LaunchConfig};
use std::sync::Arc;
use std::time::{Duration, Instant};

const CYCLES: u64 = 150_000_000;

const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

fn kernels(dev: &Arc<CudaDevice>) -> (CudaFunction, CudaFunction) {
    spin(dev);
    (
        dev.get_func("spin", "spin").unwrap(),
        dev.get_func("spin", "check_flag").unwrap(),
    )
}

#[test]
fn priorities_span_the_device_range() {
    let dev = gpu!();
    let (least, greatest) = dev.stream_priority_range().unwrap();
    println!("stream priorities: least {least}, greatest {greatest}");
    assert!(greatest <= least, "greater priority is a smaller number");
    let default = dev.new_stream().unwrap();
    assert_eq!(default.priority().unwrap(), least.min(0).max(greatest));
    let high = dev.new_stream_with_priority(greatest).unwrap();
    assert_eq!(high.priority().unwrap(), greatest);
    let low = dev.new_stream_with_priority(least).unwrap();
    assert_eq!(low.priority().unwrap(), least);
    // Out of range is clamped, as the driver does.
    let clamped = dev.new_stream_with_priority(greatest - 100).unwrap();
    assert_eq!(clamped.priority().unwrap(), greatest);
    let clamped = dev.new_stream_with_priority(least + 100).unwrap();
    assert_eq!(clamped.priority().unwrap(), least);
    // Forked streams have the default priority.
    let forked = dev.fork_default_stream().unwrap();
    assert_eq!(forked.priority().unwrap(), default.priority().unwrap());
}

#[test]
fn query_and_synchronize() {
    let dev = gpu!();
    let (spin, _) = kernels(&dev);
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let stream = dev.new_stream().unwrap();
    // A new stream first waits for the main stream, which other tests in this process may keep
    // busy: only after a synchronize is it certainly idle.
    stream.synchronize().unwrap();
    assert!(stream.query().unwrap(), "a synchronized stream has no work");
    // SAFETY: spin(unsigned long long, int*) writes flag[0]; nothing else uses it until the
    // stream is synchronised.
    unsafe { (&spin).launch_on_stream(&stream, ONE, (CYCLES, &mut flag)) }.unwrap();
    // Usually still spinning here, but that is timing; the flag below is the check.
    println!("idle right after the launch: {}", stream.query().unwrap());
    stream.synchronize().unwrap();
    assert!(stream.query().unwrap());
    assert_eq!(dev.dtoh_sync_copy(&flag).unwrap(), [1]);
}

#[test]
fn a_new_stream_waits_for_earlier_main_work_and_joins_on_drop() {
    let dev = gpu!();
    let (spin, check) = kernels(&dev);
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let mut seen = dev.htod_sync_copy(&[-1i32]).unwrap();
    let mut flag2 = dev.alloc_zeros::<i32>(1).unwrap();
    // SAFETY: as above, on the main stream.
    unsafe { (&spin).launch(ONE, (CYCLES, &mut flag)) }.unwrap();
    let (_, greatest) = dev.stream_priority_range().unwrap();
    let stream = dev.new_stream_with_priority(greatest).unwrap();
    // SAFETY: check_flag(const int*, int*) reads flag[0] (the stream waited for the spin at
    // creation) and writes seen[0]; spin writes flag2[0].
    unsafe {
        (&check)
            .launch_on_stream(&stream, ONE, (&flag, &mut seen))
            .unwrap();
        (&spin)
            .launch_on_stream(&stream, ONE, (CYCLES, &mut flag2))
            .unwrap();
    }
    drop(stream); // the main stream now waits for the stream's spin
    assert_eq!(
        dev.dtoh_sync_copy(&seen).unwrap(),
        [1],
        "no wait at creation"
    );
    assert_eq!(dev.dtoh_sync_copy(&flag2).unwrap(), [1], "no join on drop");
}

#[test]
fn frees_wait_for_a_new_stream() {
    let dev = gpu!();
    let (spin, _) = kernels(&dev);
    let stream = dev.new_stream().unwrap();
    let n = 1 << 20;
    for round in 0..3u64 {
        let mut victim = dev.alloc_zeros::<i32>(n).unwrap();
        stream.wait_for_default().unwrap();
        // SAFETY: spin writes victim[0] after busy-waiting.
        unsafe { (&spin).launch_on_stream(&stream, ONE, (CYCLES * 2, &mut victim)) }.unwrap();
        drop(victim); // the free waits for the stream
        let datas: Vec<Vec<u32>> = (0..4).map(|i| random_u32(n, 500 + round * 4 + i)).collect();
        let fresh: Vec<_> = datas
            .iter()
            .map(|d| {
                let mut d = d.clone();
                d[0] = 0xDEAD_BEEF;
                dev.htod_sync_copy(&d).unwrap()
            })
            .collect();
        stream.synchronize().unwrap();
        dev.synchronize().unwrap();
        for (f, d) in fresh.iter().zip(&datas) {
            let back = dev.dtoh_sync_copy(f).unwrap();
            assert_eq!(back[0], 0xDEAD_BEEF, "a freed buffer's late write landed");
            assert!(back[1..] == d[1..], "round {round}: data corrupted");
        }
    }
    drop(stream);
    assert_usable(&dev);
}

/// How long the slow kernel ahead of each test runs, at least.
const SLOW_MS: u64 = 300;

/// Elements of the buffers the slow kernels write (4 MiB of floats).
const N: usize = 1 << 20;

/// Whether every element of `got` is still `old`: the slow kernel that writes them all at the
/// end of its spin has not finished.
fn untouched(got: &[f32], old: f32) -> bool {
    got.iter().all(|&v| v == old)
}

/// stream.rs (`new_stream_with_priority`): "As `new_stream`, with a priority from
/// `stream_priority_range`. A priority outside the range is clamped to it, as the driver
/// does"; `new_stream`: "it first waits for the work already enqueued on the calling thread's
/// stream of the device"; `priority`: "The stream's priority".
///
/// The test: priorities far outside the range (`i32::MIN`, `i32::MAX`, one past each end),
/// on the main thread, on another thread and on a second object of the GPU. Sound: every stream
/// is made, reports the clamped priority, and (for the extreme ones, made behind a 300 ms
/// `slow_fill` on the calling thread's stream) waits for that fill: once the stream has
/// synchronized, the fill is done. A hole: a panic or an overflow on the extremes, a priority
/// outside the range, or a stream of extreme priority that overtakes the work before it.
#[test]
fn priorities_far_outside_the_range_clamp_and_the_stream_still_waits_for_earlier_work() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let k = slow_kernels(&dev);
    let (least, greatest) = dev.stream_priority_range().unwrap();
    println!("priority range: least {least}, greatest {greatest}");
    let asks = [
        i32::MIN,
        i32::MIN + 1,
        greatest.saturating_sub(1),
        greatest,
        -1,
        0,
        1,
        least.saturating_add(1),
        i32::MAX,
    ];
    for &p in &asks {
        let want = p.clamp(greatest, least);
        for (who, d) in [("this object", &dev), ("a second object", &other)] {
            let s = d.new_stream_with_priority(p).unwrap();
            assert_eq!(
                s.priority().unwrap(),
                want,
                "{who}: a stream asked for priority {p}"
            );
        }
    }
    std::thread::scope(|sc| {
        sc.spawn(|| {
            for p in [i32::MIN, i32::MAX] {
                let s = dev.new_stream_with_priority(p).unwrap();
                assert_eq!(s.priority().unwrap(), p.clamp(greatest, least));
            }
        })
        .join()
        .unwrap();
    });
    let cycles = cycles_for_ms(&dev, SLOW_MS);
    for p in [i32::MIN, i32::MAX] {
        let mut x = dev.alloc_zeros::<f32>(N).unwrap();
        k.fill(None, &mut x, 3.0, cycles);
        let s = dev.new_stream_with_priority(p).unwrap();
        live(
            untouched(&snapshot(&dev, &x), 0.0),
            "the 300 ms fill had ended before the stream was made",
        );
        s.synchronize().unwrap();
        assert_all(
            &snapshot(&dev, &x),
            3.0,
            &format!(
                "x once a stream of priority {p} made behind a fill of it had synchronized (it \
                 did not wait for the calling thread's earlier work)"
            ),
        );
    }
    dev.synchronize().unwrap();
    other.synchronize().unwrap();
}

#[test]
fn main_stream_waits_for_a_forked_stream() {
    let dev = gpu!();
    let (spin, check) = kernels(&dev);
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let mut result = dev.htod_sync_copy(&[-1i32]).unwrap();
    let stream = dev.fork_default_stream().unwrap();
    let t = Instant::now();
    // SAFETY: spin(unsigned long long, int*) writes flag[0]; nothing else uses `flag` until the
    // main stream waits for this one.
    unsafe { spin.launch_on_stream(&stream, ONE, (CYCLES, &mut flag)) }.unwrap();
    dev.wait_for(&stream).unwrap();
    // SAFETY: check_flag(const int*, int*) reads flag[0], writes result[0].
    unsafe { check.launch(ONE, (&flag, &mut result)) }.unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&result).unwrap(),
        [1],
        "the main stream ran before the spin finished"
    );
    let spun = t.elapsed();
    println!("spin took {spun:?}");
    assert!(
        spun > Duration::from_millis(5),
        "the spin kernel did not spin ({spun:?})"
    );
    stream.synchronize().unwrap();
}

#[test]
fn forked_stream_waits_for_the_main_stream() {
    let dev = gpu!();
    let (spin, check) = kernels(&dev);
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let mut result = dev.htod_sync_copy(&[-1i32]).unwrap();
    // Forked before the spin, so only wait_for_default orders the two.
    let stream = dev.fork_default_stream().unwrap();
    // SAFETY: as above, on the main stream.
    unsafe { spin.launch(ONE, (CYCLES, &mut flag)) }.unwrap();
    stream.wait_for_default().unwrap();
    // SAFETY: as above; the stream waits for the spin.
    unsafe { check.launch_on_stream(&stream, ONE, (&flag, &mut result)) }.unwrap();
    stream.synchronize().unwrap();
    dev.wait_for(&stream).unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&result).unwrap(),
        [1],
        "the stream ran before the spin finished"
    );
}

#[test]
fn fork_default_stream_waits_for_earlier_main_work() {
    let dev = gpu!();
    let (spin, check) = kernels(&dev);
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let mut result = dev.htod_sync_copy(&[-1i32]).unwrap();
    // SAFETY: as above.
    unsafe { spin.launch(ONE, (CYCLES, &mut flag)) }.unwrap();
    let stream = dev.fork_default_stream().unwrap();
    // SAFETY: as above; the fork waits for the spin.
    unsafe { check.launch_on_stream(&stream, ONE, (&flag, &mut result)) }.unwrap();
    dev.wait_for(&stream).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&result).unwrap(), [1]);
}

#[test]
fn dropping_a_stream_joins_it() {
    let dev = gpu!();
    let (spin, check) = kernels(&dev);
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let mut result = dev.htod_sync_copy(&[-1i32]).unwrap();
    let stream = dev.fork_default_stream().unwrap();
    // SAFETY: as above.
    unsafe { spin.launch_on_stream(&stream, ONE, (CYCLES, &mut flag)) }.unwrap();
    drop(stream);
    // SAFETY: as above; the drop made the main stream wait for the spin.
    unsafe { check.launch(ONE, (&flag, &mut result)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&result).unwrap(), [1]);
    assert_eq!(dev.dtoh_sync_copy(&flag).unwrap(), [1]);
}

#[test]
fn freeing_memory_a_stream_still_uses() {
    let dev = gpu!();
    let (spin, _) = kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let n = 1 << 20;
    for round in 0..3u64 {
        let mut victim = dev.alloc_zeros::<i32>(n).unwrap();
        // SAFETY: spin writes victim[0] after busy-waiting.
        unsafe {
            spin.clone()
                .launch_on_stream(&stream, ONE, (CYCLES * 2, &mut victim))
        }
        .unwrap();
        drop(victim); // the free waits for the stream
        // Fresh buffers of the same size (likely reusing the memory) with data that the late
        // write of 1 would corrupt.
        let datas: Vec<Vec<u32>> = (0..4).map(|i| random_u32(n, 100 + round * 4 + i)).collect();
        let fresh: Vec<_> = datas
            .iter()
            .map(|d| {
                let mut d = d.clone();
                d[0] = 0xDEAD_BEEF;
                dev.htod_sync_copy(&d).unwrap()
            })
            .collect();
        stream.synchronize().unwrap();
        dev.synchronize().unwrap();
        for (f, d) in fresh.iter().zip(&datas) {
            let back = dev.dtoh_sync_copy(f).unwrap();
            assert_eq!(
                back[0], 0xDEAD_BEEF,
                "a freed buffer's late write landed in a new one"
            );
            assert!(back[1..] == d[1..], "round {round}: data corrupted");
        }
    }
    drop(stream);
    assert_usable(&dev);
}

#[test]
fn split_halves_on_two_streams() {
    let dev = gpu!();
    basic(&dev);
    let fill = dev.get_func("basic", "fill_iota").unwrap();
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let n = 1 << 20;
    let half = n / 2;
    let data = random_f32(n, 50);
    let mut a = dev.htod_sync_copy(&data).unwrap();
    let (s1, s2) = (
        dev.fork_default_stream().unwrap(),
        dev.fork_default_stream().unwrap(),
    );
    {
        let (mut lo, mut hi) = a.split_at_mut(half);
        let cfg = LaunchConfig::for_num_elems(half as u32);
        // SAFETY: each kernel stays within its own half; the halves do not overlap.
        unsafe {
            fill.launch_on_stream(&s1, cfg, (&mut lo, half)).unwrap();
            add_one
                .clone()
                .launch_on_stream(&s2, cfg, (&mut hi, half))
                .unwrap();
            add_one.launch_on_stream(&s2, cfg, (&mut hi, half)).unwrap();
        }
    }
    dev.wait_for(&s1).unwrap();
    dev.wait_for(&s2).unwrap();
    let back = dev.dtoh_sync_copy(&a).unwrap();
    assert_eq!(back[..half], iota(half)[..]);
    for i in half..n {
        assert_eq!(back[i], data[i] + 2.0, "at {i}");
    }
}

#[test]
fn many_streams_and_copies_after_them() {
    let dev = gpu!();
    basic(&dev);
    let fill = dev.get_func("basic", "fill_iota").unwrap();
    let streams: Vec<_> = (0..8).map(|_| dev.fork_default_stream().unwrap()).collect();
    let mut bufs: Vec<_> = (0..8)
        .map(|i| dev.htod_sync_copy(&random_f32(1000 + i, i as u64)).unwrap())
        .collect();
    for (s, b) in streams.iter().zip(&mut bufs) {
        let n = b.len();
        // SAFETY: fill_iota(float*, size_t) within the buffer; each buffer on one stream.
        unsafe {
            fill.clone()
                .launch_on_stream(s, LaunchConfig::for_num_elems(n as u32), (b, n))
        }
        .unwrap();
    }
    for s in &streams {
        dev.wait_for(s).unwrap();
    }
    // Device-side copies on the main stream see the streams' results.
    for b in &bufs {
        let mut c = dev.alloc_zeros::<f32>(b.len()).unwrap();
        dev.dtod_copy(b, &mut c).unwrap();
        assert_eq!(dev.dtoh_sync_copy(&c).unwrap(), iota(b.len()));
    }
    // Dropping streams in any order while buffers live, then the buffers.
    let mut streams = streams;
    streams.swap(0, 7);
    drop(streams);
    drop(bufs);
    dev.synchronize().unwrap();
}

#[test]
fn stream_accessors() {
    let dev = gpu!();
    let stream = dev.fork_default_stream().unwrap();
    assert!(!stream.stream.is_null());
    assert_ne!(stream.stream, *dev.cu_stream());
    assert!(Arc::ptr_eq(stream.device(), &dev));
    assert!(format!("{stream:?}").contains("CudaStream"));
    stream.synchronize().unwrap();
    stream.wait_for_default().unwrap();
    dev.wait_for(&stream).unwrap();
    // Streams may be dropped on another thread.
    std::thread::spawn(move || drop(stream)).join().unwrap();
    dev.synchronize().unwrap();
}

#[test]
fn a_stream_of_another_device_object_is_rejected() {
    let dev = gpu!();
    basic(&dev);
    let other = CudaDevice::new(0).unwrap();
    let stream = other.fork_default_stream().unwrap();
    let f = dev.get_func("basic", "add_one").unwrap();
    let mut x = dev.htod_sync_copy(&iota(10)).unwrap();
    // SAFETY: rejected before launching.
    let e =
        unsafe { f.launch_on_stream(&stream, LaunchConfig::for_num_elems(10), (&mut x, 10usize)) }
            .unwrap_err();
    assert!(e.to_string().contains("add_one"), "{e}");
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), iota(10));
    drop(stream);
    assert_usable(&other);
    assert_usable(&dev);
}
