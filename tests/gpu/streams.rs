//! Forked streams: ordering in both directions with a kernel that busy-waits, joining on drop,
//! frees while a stream still uses the memory, and concurrent work on split halves.

use crate::kernels::{assert_usable, basic, iota, random_f32, random_u32, spin};
use cuda_driver::driver::{CudaDevice, CudaFunction, LaunchAsync, LaunchConfig};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// About 50 to 100 ms of busy-waiting on an H100.
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
