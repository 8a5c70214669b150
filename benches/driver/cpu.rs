//! What waiting for long GPU work costs the CPU, and the latency of blocking sync.

use crate::common::table::Row;
use crate::common::{cpu_seconds, per_op};
use crate::{Bench, L, median};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaFunction, LaunchAsync, LaunchConfig};
use std::time::Instant;

/// CPU seconds per wall second spent while `wait` waits.
fn cpu_per_wall(wait: impl FnOnce()) -> (f64, f64) {
    let (c0, t0) = (cpu_seconds(), Instant::now());
    wait();
    let wall = t0.elapsed().as_secs_f64();
    ((cpu_seconds() - c0) / wall, wall)
}

/// What waiting for long GPU work costs the CPU: a sync wait (spinning, and with blocking
/// sync), an await under `block_on`, and 64 tokio tasks each awaiting a kernel; and the latency
/// of a short launch + synchronize with blocking sync.
pub(crate) fn cpu_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench { dev, one, .. } = b;
    let one = *one;
    let (spin, clock_khz) = b.spin_kernel("cpu_spin");
    let second = clock_khz * 1000;
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    // SAFETY: spin(unsigned long long cycles, int *flag) writes the one int of `flag`.
    let mut launch_second = || unsafe { (&spin).launch(one, (second, &mut flag)) }.unwrap();
    let (spin_cpu, spin_wall) = cpu_per_wall(|| {
        launch_second();
        dev.synchronize().unwrap();
    });
    dev.set_blocking_sync(true).unwrap();
    let (block_cpu, block_wall) = cpu_per_wall(|| {
        launch_second();
        dev.synchronize().unwrap();
    });
    let empty = dev.get_func("basic", "empty").unwrap();
    let latency = |reps: usize| {
        median(|| {
            per_op(
                reps,
                || {
                    // SAFETY: `empty` takes no parameters.
                    unsafe { (&empty).launch(one, ()) }.unwrap();
                    dev.synchronize().unwrap();
                },
                || (),
            )
        })
    };
    let block_latency = latency(L);
    dev.set_blocking_sync(false).unwrap();
    let spin_latency = latency(L);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut aflag = dev.alloc_zeros::<i32>(1).unwrap();
    let (await_cpu, await_wall) = cpu_per_wall(|| {
        // SAFETY: spin(unsigned long long cycles, int *flag) writes the one int of `aflag`.
        futures_lite::future::block_on(unsafe { adev.launch(&spin, one, (second, &mut aflag)) })
            .unwrap();
    });
    let (tasks_cpu, tasks_wall) = tasks_waiting(b, &adev, &spin, one, second);
    rows.push(Row {
        name: "launch + synchronize, blocking sync (raw: spinning)",
        raw: Some(spin_latency),
        ours: Some(block_latency),
        cudarc: None,
        target: None,
    });
    let verdict = |v: f64| if v <= 0.05 { "met" } else { "MISSED" };
    notes.push(format!(
        "CPU seconds per wall second while waiting for long kernels: sync wait, spinning {spin_cpu:.2} ({spin_wall:.2} s); sync wait, blocking sync {block_cpu:.2} ({block_wall:.2} s); await under block_on {await_cpu:.3} ({await_wall:.2} s, target <= 0.05: {}); {TASKS} tokio tasks each awaiting a kernel {tasks_cpu:.3} ({tasks_wall:.2} s, target <= 0.05: {})",
        verdict(await_cpu),
        verdict(tasks_cpu)
    ));
}

/// Tokio tasks awaiting a kernel each.
const TASKS: usize = 64;

/// CPU seconds per wall second, and the wall seconds, while `TASKS` tokio tasks each await a
/// spin kernel of `second / 8` cycles.
fn tasks_waiting(
    b: &Bench,
    adev: &AsyncDevice,
    spin: &CudaFunction,
    one: LaunchConfig,
    second: u64,
) -> (f64, f64) {
    let dev = &b.dev;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(8)
        .build()
        .unwrap();
    let flags: Vec<_> = (0..TASKS)
        .map(|_| dev.alloc_zeros::<i32>(1).unwrap())
        .collect();
    // Each kernel spins 1/8 s: the 64 run eight at a time on the adapter's eight streams, about
    // a second in all.
    cpu_per_wall(|| {
        rt.block_on(async {
            let handles: Vec<_> = flags
                .into_iter()
                .map(|mut f| {
                    let (adev, spin) = (adev.clone(), spin.clone());
                    tokio::spawn(async move {
                        // SAFETY: spin(unsigned long long cycles, int *flag) writes the one int of
                        // `f`.
                        unsafe { adev.launch(&spin, one, (second / 8, &mut f)) }
                            .await
                            .unwrap();
                        f
                    })
                })
                .collect();
            for h in handles {
                h.await.unwrap();
            }
        })
    })
}
