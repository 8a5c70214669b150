//! Streams made with new_stream / new_stream_with_priority: the priority range, query and
//! synchronize, joining the main stream on drop, and frees that wait for them.

use crate::kernels::{assert_usable, random_u32, spin};
use cuda_driver::driver::{CudaDevice, CudaFunction, LaunchAsync, LaunchConfig};
use std::sync::Arc;

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
