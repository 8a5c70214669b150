//! Graphs from several threads: captures on several threads at once, one executable graph launched
//! from many threads (also while a third drops its input), async replays racing, and a graph launch
//! and another thread's work on a captured buffer never overlapping.

use crate::kernels::{CFG, N, SLOW, assert_all, assert_usable, filled, slow_kernels};
use crate::support::races::{live, meet, spin_for};
use crate::support::{child, snapshot};
use crate::{add_one_on, all_still, axpy_on, cfg, fresh, funcs, small_ints};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaSlice, LaunchAsync};
use std::sync::Barrier;
use std::sync::atomic::AtomicUsize;
use std::time::Duration;

/// graph.rs, module docs: "Calls racing from two threads on a captured buffer (two launches of
/// graphs that use it, or a launch and another operation on it, sync or async) order and
/// record themselves one at a time: each holds the buffer's shared record from before it
/// orders itself until its own access is recorded (`HeldCaptured`), so one runs entirely
/// before the other on the GPU"; `capture_graph`: "Calls from different threads that overlap
/// in time ... never overlap on the GPU: one runs entirely before the other".
///
/// One thread launches an executable graph (a slow read-modify-write of `z`: a copy of `z`, a
/// slow copy of that, `+1` there, a copy back) with `CudaGraphExec::launch` (the main
/// stream); another thread, released at the same instant each round, adds 1 to `z` on a
/// `CudaStream` in one operation (a kernel). Every update is `+1`, so with every launch and
/// every add ordered one after the other, `z` counts them all; an add that runs inside a
/// launch's window (between its read of `z` and its write back) is lost. (A read-modify-write
/// of several operations on the stream would not do: a launch may rightly be ordered between
/// them.)
///
/// It failed before the fix: a launch's uses are the graph's `Resources`, whose `Use`s point
/// at the shared records' own accesses, which point to no record, so `HeldCaptured::hold`
/// held nothing for a launch, and a launch and the stream's access could order themselves
/// before either was recorded. `Resources` now hands the shared records themselves to
/// `HeldCaptured` (`Uses::each_captured`).
#[test]
fn a_graph_launch_and_a_streams_work_racing_on_a_captured_buffer_do_not_overlap() {
    let _serial = crate::serial();
    let _dev = gpu!();
    child::run_in_child(module_path!(), "graph_launch_races_stream_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn graph_launch_races_stream_child() {
    if !child::in_child(module_path!(), "graph_launch_races_stream_child") {
        return;
    }
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let n = 1usize << 16;
    // About 0.5 ms of spinning before each read of `z`.
    let cycles = SLOW / 100;
    let mut z = dev.alloc_zeros::<f32>(n).unwrap();
    let mut scratch = dev.alloc_zeros::<f32>(n).unwrap();
    let mut later = dev.alloc_zeros::<f32>(n).unwrap();
    let exec = dev
        .capture_graph(|cs| {
            // Reads `z` at once, spins, then writes `z` + 1 back: an add to `z` between the
            // read and the write is lost.
            cs.memcpy_dtod(&z, &mut scratch)?;
            // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) and
            // add_all(float *x, size_t n, float value) stay within the n elements.
            unsafe { (&k.copy).launch_on_stream(cs, CFG, (cycles, &mut later, &scratch, n)) }?;
            // SAFETY: as above.
            unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut later, n, 1.0f32)) }?;
            cs.memcpy_dtod(&later, &mut z)
        })
        .unwrap()
        .instantiate()
        .unwrap();
    exec.upload().unwrap();
    let stream = dev.new_stream().unwrap();
    const ROUNDS: usize = 1000;
    let arrived = AtomicUsize::new(0);
    std::thread::scope(|sc| {
        let (arrived, exec, k) = (&arrived, &exec, &k);
        sc.spawn(move || {
            for round in 0..ROUNDS {
                meet(arrived, round);
                // Released 0 to 19.5 us after the add, a step further each round: some
                // rounds order the launch while the add is between ordering itself and
                // recording its access.
                spin_for(Duration::from_nanos(500 * (round % 40) as u64));
                exec.launch().unwrap();
            }
        });
        let (stream, z) = (&stream, &mut z);
        sc.spawn(move || {
            for round in 0..ROUNDS {
                meet(arrived, round);
                // One operation: ordered as a whole before or after each launch.
                k.add(Some(stream), &mut *z, 1.0);
            }
        });
    });
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        (2 * ROUNDS) as f32,
        "graph launches and a CudaStream's adds to one captured buffer, released together from \
         two threads (lost updates: an add overlapped a launch on the GPU)",
    );
    drop((exec, stream));
    assert_usable(&dev);
}

in_child!(
    /// graph.rs, module docs: "dropping a slice that a graph uses is never a use-after-free:
    /// the graph keeps the old memory, and a new allocation cannot land on it" and "Calls racing
    /// from two threads on a captured buffer ... order and record themselves one at a time".
    /// One exec (a slow copy `dst <- src`) launched from two threads at once while a third
    /// drops `src`, the graph's input, and allocates buffers of its size written with 9.0.
    /// Sound: every replay copies the old 3.0, and the new buffers keep 9.0. A hole: `dst`
    /// holds 9.0 (a replay read `src`'s memory after it was reused), or a new buffer does not.
    one_exec_from_two_threads_while_a_third_drops_its_input,
    two_launchers_child,
    |dev| {
        let k = slow_kernels(&dev);
        let src = dev.htod_sync_copy(&vec![3.0f32; N]).unwrap();
        let mut dst = dev.alloc_zeros::<f32>(N).unwrap();
        let exec = dev
            .capture_graph(|s| {
                k.slow_copy(Some(s), &mut dst, &src);
                Ok(())
            })
            .unwrap()
            .instantiate()
            .unwrap();
        exec.launch().unwrap();
        live(
            snapshot(&dev, &dst)[0] == 0.0,
            "the first replay had ended before the threads started",
        );
        let arrived = AtomicUsize::new(0);
        let mut src = Some(src);
        let theirs = std::thread::scope(|sc| {
            for _ in 0..2 {
                sc.spawn(|| {
                    meet(&arrived, 0);
                    for _ in 0..3 {
                        exec.launch().unwrap();
                    }
                });
            }
            let src = src.take();
            let dev = &dev;
            sc.spawn(move || {
                drop(src);
                fresh(dev, 9.0, 6)
            })
            .join()
            .unwrap()
        });
        all_still(&dev, &theirs, 9.0, "a buffer allocated after the graph's input was dropped");
        assert_all(&dev.dtoh_sync_copy(&dst).unwrap(), 3.0, "the graph's output");
        drop(exec);
        assert_usable(&dev);
    }
);

/// `capture_graph`: "Everything else runs as usual while `f` runs, on this thread and on
/// others: the capture is in the driver's relaxed mode"; `CudaGraph`/`CudaGraphExec` are
/// `Send + Sync`; the per-lane capture state of ordering/capture.rs. Four threads capture at
/// once (all reading one shared buffer) while a fifth does sync work and this thread uses the
/// adapter; every capture succeeds, holds only its own work, and replays it.
#[test]
fn captures_on_several_threads_at_once_each_get_their_own_graph() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, axpy) = funcs(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 4096;
    const THREADS: usize = 4;
    let data = small_ints(n, 31);
    let input = dev.htod_sync_copy(&data).unwrap();
    // The adapter's staging buffers of this size exist before the captures.
    let warm = adev.htod_copy(vec![0.0f32; n]).wait().unwrap();
    assert_eq!(adev.dtoh_copy(&warm).wait().unwrap(), vec![0.0; n]);
    let barrier = Barrier::new(THREADS + 2);
    let captured: Vec<(CudaSlice<f32>, cuda_driver::driver::CudaGraphExec)> =
        std::thread::scope(|sc| {
            let capturing: Vec<_> = (0..THREADS)
                .map(|t| {
                    let (dev, input, barrier) = (&dev, &input, &barrier);
                    let (add_one, axpy) = (&add_one, &axpy);
                    sc.spawn(move || {
                        let mut y = dev.alloc_zeros::<f32>(n).unwrap();
                        barrier.wait();
                        let graph = dev
                            .capture_graph(|s| {
                                for _ in 0..=t {
                                    add_one_on(s, add_one, &mut y)?;
                                }
                                axpy_on(s, axpy, (t + 1) as f32, input, &mut y)
                            })
                            .unwrap();
                        assert_eq!(graph.num_nodes().unwrap(), t + 2, "thread {t}");
                        (y, graph.instantiate().unwrap())
                    })
                })
                .collect();
            // Sync work on another thread's stream meanwhile.
            let worker = {
                let (dev, add_one, barrier) = (&dev, &add_one, &barrier);
                sc.spawn(move || {
                    barrier.wait();
                    for round in 0..20u64 {
                        let v = small_ints(n, 100 + round);
                        let mut z = dev.htod_sync_copy(&v).unwrap();
                        // SAFETY: add_one(float *x, size_t n) stays within n elements.
                        unsafe { add_one.launch(cfg(n), (&mut z, n)) }.unwrap();
                        let want: Vec<f32> = v.iter().map(|a| a + 1.0).collect();
                        assert_eq!(dev.dtoh_sync_copy(&z).unwrap(), want, "round {round}");
                    }
                })
            };
            // The adapter on this thread meanwhile.
            barrier.wait();
            for round in 0..20u64 {
                let v = small_ints(n, 200 + round);
                let mut a = adev.htod_copy(v.clone()).wait().unwrap();
                // SAFETY: add_one(float *x, size_t n) stays within n elements.
                unsafe { adev.launch(&add_one, cfg(n), (&mut a, n)) }
                    .wait()
                    .unwrap();
                let want: Vec<f32> = v.iter().map(|a| a + 1.0).collect();
                assert_eq!(adev.dtoh_copy(&a).wait().unwrap(), want, "round {round}");
            }
            worker.join().unwrap();
            capturing.into_iter().map(|h| h.join().unwrap()).collect()
        });
    for (t, (y, exec)) in captured.iter().enumerate() {
        assert_eq!(
            dev.dtoh_sync_copy(y).unwrap(),
            vec![0.0; n],
            "thread {t}: captured work ran"
        );
        exec.launch().unwrap();
        exec.launch().unwrap();
        let c = (t + 1) as f32;
        let want: Vec<f32> = data.iter().map(|v| 2.0 * c * (1.0 + v)).collect();
        assert_eq!(dev.dtoh_sync_copy(y).unwrap(), want, "thread {t}");
    }
    assert_eq!(dev.dtoh_sync_copy(&input).unwrap(), data);
}

/// `CudaGraphExec` is `Send + Sync` and its calls are "serialised by `lock`"; `launch` runs
/// "on the device's main stream whatever the thread". One executable graph launched (and
/// uploaded) from four threads at once: every launch counts, none overlaps another.
#[test]
fn one_executable_graph_launched_from_many_threads_counts_every_launch() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, _) = funcs(&dev);
    let n = 1 << 16;
    let mut z = dev.alloc_zeros::<f32>(n).unwrap();
    let exec = dev
        .capture_graph(|s| {
            for _ in 0..4 {
                add_one_on(s, &add_one, &mut z)?;
            }
            Ok(())
        })
        .unwrap()
        .instantiate()
        .unwrap();
    const THREADS: usize = 4;
    const LAUNCHES: usize = 25;
    let barrier = Barrier::new(THREADS);
    std::thread::scope(|sc| {
        for _ in 0..THREADS {
            let (exec, barrier) = (&exec, &barrier);
            sc.spawn(move || {
                barrier.wait();
                for i in 0..LAUNCHES {
                    exec.launch().unwrap();
                    if i % 5 == 0 {
                        exec.upload().unwrap();
                    }
                }
            });
        }
    });
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        (THREADS * LAUNCHES * 4) as f32,
        "after concurrent launches",
    );
}

/// DESIGN: "No use-after-free and no cross-stream data race on device memory from safe code
/// ... The caller never has to order streams by hand for soundness." A graph launch writes its
/// buffers without borrowing them, so two threads may launch one executable graph through the
/// adapter at the same moment. graph.rs says such overlapping calls "are not ordered against
/// each other"; on two pool streams the two replays then run at once, and a read-modify-write
/// graph loses updates: a device data race from safe code. Each replay here reads `z` slowly
/// (about 1 ms) and writes `z + 1` back; with every replay ordered, `z` counts them all.
#[test]
fn async_replays_racing_from_several_threads_do_not_overlap() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 1 << 16;
    /// About 1 ms of spinning per replay at H100 clocks.
    const CYCLES: u64 = SLOW / 50;
    let mut z = dev.alloc_zeros::<f32>(n).unwrap();
    let mut tmp = dev.alloc_zeros::<f32>(n).unwrap();
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) and
            // add_all(float *x, size_t n, float value) stay within n elements.
            unsafe { (&k.copy).launch_on_stream(cs, CFG, (CYCLES, &mut tmp, &z, n)) }?;
            // SAFETY: as above.
            unsafe { (&k.add).launch_on_stream(cs, CFG, (&mut tmp, n, 1.0f32)) }?;
            cs.memcpy_dtod(&tmp, &mut z)
        })
        .unwrap()
        .instantiate()
        .unwrap();
    const THREADS: usize = 4;
    const ROUNDS: usize = 16;
    let barrier = Barrier::new(THREADS);
    std::thread::scope(|sc| {
        for _ in 0..THREADS {
            let (adev, exec, barrier) = (&adev, &exec, &barrier);
            sc.spawn(move || {
                for _ in 0..ROUNDS {
                    barrier.wait();
                    adev.launch_graph(exec).wait().unwrap();
                }
            });
        }
    });
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        (THREADS * ROUNDS) as f32,
        "replays launched at once from several threads (lost updates: they overlapped)",
    );
}

#[test]
fn a_graph_launched_on_one_thread_and_its_buffer_read_on_another_never_overlap() {
    // A launch writes the graph's buffers without borrowing them, so nothing but the crate
    // keeps a read of one of them on another thread from running during a launch: each read
    // must see a whole number of launches (20 additions each).
    let _serial = crate::serial();
    let dev = gpu!();
    let (add_one, _) = funcs(&dev);
    let n = N;
    let mut z = filled(&dev, 0.0);
    let exec = dev
        .capture_graph(|s| {
            for _ in 0..20 {
                // SAFETY: add_one(float*, size_t) stays within n elements.
                unsafe { (&add_one).launch_on_stream(s, cfg(n), (&mut z, n)) }?;
            }
            Ok(())
        })
        .unwrap()
        .instantiate()
        .unwrap();
    let (dev, exec, z) = (&dev, &exec, &z);
    std::thread::scope(|s| {
        s.spawn(move || {
            for _ in 0..30 {
                exec.launch().unwrap();
            }
        });
        s.spawn(move || {
            for _ in 0..30 {
                let got = dev.dtoh_sync_copy(z).unwrap();
                assert!(
                    got[0] % 20.0 == 0.0,
                    "a read saw a launch half done: {}",
                    got[0]
                );
                assert_all(&got, got[0], "a read between graph launches");
            }
        });
    });
    assert_all(&dev.dtoh_sync_copy(z).unwrap(), 600.0, "after 30 launches");
}
