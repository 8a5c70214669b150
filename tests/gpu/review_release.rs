//! Attacks on how the crate lets go of what work still uses without making the caller wait for
//! other work: a chain that fails midway behind someone else's long kernel on its stream, a
//! managed buffer freed while another thread's prefetch of it waits behind a long kernel, a
//! module replaced while another thread holds a graph capture open, and a capture begun while
//! a replaced module's unload waits for the device.
//!
//! A 2 s `spin` kernel runs ahead of the operation under attack; [`snapshot`] reads its flag
//! around the crate's ordering, to see whether it still runs, and every attack says so when it
//! was not live.

use crate::attack::{ONE, StopOnDrop, capture_while_elsewhere, cycles_for_ms, live, spin_kernel};
use crate::kernels::{BASIC, assert_all, load, random_f32};
use crate::support::{assert_same, child, concurrent_managed, snapshot};
use cuda_driver::r#async::{AsyncDevice, Op, SingleStream, zip};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaFunction, CudaSlice, LaunchAsync, LaunchConfig};
use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long a failed chain may take to hand back its error while the 2 s kernel runs.
const PROMPT: Duration = Duration::from_millis(500);

/// Whether the spin kernel that set `flag` still runs (says when it has ended).
fn running(dev: &Arc<CudaDevice>, flag: &CudaSlice<i32>, t: Instant, what: &str) -> bool {
    snapshot(dev, flag)[0] == 0 || {
        println!("the 2 s kernel had ended {what} ({:?} in)", t.elapsed());
        false
    }
}

/// Starts the 2 s spin kernel on the adapter's pool stream 0 (a chain whose future is handed
/// back, not awaited), and returns its flag.
fn two_seconds_on_stream_0(
    dev: &Arc<CudaDevice>,
    adev: &AsyncDevice,
    spin: &CudaFunction,
) -> (CudaSlice<i32>, cuda_driver::r#async::ChainFuture<()>) {
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    // SAFETY: spin(unsigned long long cycles, int *flag_out) writes flag_out[0] only.
    let fut = unsafe {
        adev.ops()
            .launch(spin, ONE, (cycles_for_ms(dev, 2000), &mut flag))
    }
    .map(drop)
    .schedule(&SingleStream(0));
    (flag, fut)
}

/// compose/mod.rs, "Safety": "A step that fails resolves the whole chain to its error; the
/// steps after it are not enqueued, and what the steps before it own is released only once
/// their work is done"; async/mod.rs: futures "never block". Someone else's 2 s kernel runs on
/// the adapter's pool stream 0; chains on that stream (`SingleStream(0)`) upload into a buffer
/// of the caller's, then fail (a `dtod_copy` of mismatched lengths), once as a step of their
/// own and once inside a `zip` branch. Executing each chain must hand back its future, resolved
/// to the error, while the kernel still runs: before, the caller's thread (an executor's, in a
/// server) waited for the stream's whole queue. And the upload's pinned staging buffer must not
/// go back to the pool before the upload ran: uploads of the same size made right after the
/// error would take it and their data would land in the caller's buffer.
/// In a quiet process: in this binary, other tests' work on the shared device's main stream
/// (which the uploads follow) could outlast the kernel.
#[test]
fn a_chain_failing_midway_hands_back_its_error_without_waiting_for_its_streams_earlier_work() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "failing_chain_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn failing_chain_child() {
    if !child::in_child(module_path!(), "failing_chain_child") {
        return;
    }
    let dev = gpu!();
    let spin = spin_kernel(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let n = 1 << 16;
    // Warm-up: the kernel loaded, the stream used.
    ops.value(()).schedule(&SingleStream(0)).wait().unwrap();
    for in_a_branch in [false, true] {
        let data = random_f32(n, 70 + in_a_branch as u64);
        let other = random_f32(n, 80 + in_a_branch as u64);
        let mut z = dev.alloc_zeros::<f32>(n).unwrap();
        let src4 = dev.alloc_zeros::<f32>(4).unwrap();
        let mut short = dev.htod_sync_copy(&[7.0f32; 3]).unwrap();
        let t = Instant::now();
        let (flag, slow) = two_seconds_on_stream_0(&dev, &adev, &spin);
        // Whether the kernel still runs as the chain is made (after, a chain that waited for
        // it would find it ended).
        let was_live = live(
            running(&dev, &flag, t, "before the failing chain was made"),
            "the 2 s kernel ahead of the failing chain",
        );
        let made = Instant::now();
        let chain = ops.htod_copy_into(data.clone(), &mut z);
        let fut = if in_a_branch {
            chain
                .then(|_| zip(ops.value(1), ops.dtod_copy(&src4, &mut short)))
                .map(drop)
                .schedule(&SingleStream(0))
        } else {
            chain
                .then(|_| ops.dtod_copy(&src4, &mut short))
                .map(drop)
                .schedule(&SingleStream(0))
        };
        let took = made.elapsed();
        assert!(
            !was_live || took < PROMPT,
            "a chain failing its second step (in a branch: {in_a_branch}) was handed back only \
             after {took:?}, behind a 2 s kernel on its stream: the caller waited for that work"
        );
        let err = futures_lite::future::block_on(fut).unwrap_err();
        assert_eq!(err.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{err}");
        assert!(err.to_string().contains("dtod_copy"), "{err}");
        // Uploads of the same size right away, on another stream: pinned staging buffers from
        // the same pool.
        for _ in 0..3 {
            let b = ops
                .htod_copy(other.clone())
                .schedule(&SingleStream(1))
                .wait()
                .unwrap();
            drop(b);
        }
        assert!(
            !was_live || running(&dev, &flag, t, "after the uploads that followed"),
            "the 2 s kernel ended before the uploads that followed the error: the staging \
             buffer was not put to the test"
        );
        assert_same(
            &dev.dtoh_sync_copy(&z).unwrap(),
            &data,
            "the failed chain's upload, once done",
        );
        slow.wait().unwrap();
        assert_eq!(snapshot(&dev, &flag), [1], "the 2 s kernel, once done");
    }
    // The adapter still works.
    let v = random_f32(n, 90);
    let b = adev.htod_copy(v.clone()).wait().unwrap();
    assert_same(&adev.reclaim(b).wait().unwrap(), &v, "an upload afterwards");
}

/// managed.rs, `ManagedSlice::prefetch`: "Recorded with the memory like a kernel reading it:
/// its free and later writes wait for it." Another thread queues a prefetch of a managed
/// buffer behind a 2 s kernel on its own stream; the buffer is dropped on this thread while the
/// kernel runs. The free must wait for the prefetch (which moves pages of that memory), and the
/// device must stay usable, with no error kept; a managed buffer allocated right after the drop
/// holds what the host wrote into it.
#[test]
fn a_managed_buffer_dropped_while_another_threads_prefetch_waits_is_freed_after_it() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let spin = spin_kernel(&dev);
    let n = 1 << 22;
    let x = dev.alloc_managed::<f32>(n).unwrap();
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let t = Instant::now();
    let (queued_tx, queued_rx) = mpsc::channel();
    let (done_tx, done_rx) = mpsc::channel::<()>();
    std::thread::scope(|s| {
        let (spin, dev) = (&spin, &dev);
        s.spawn(move || {
            // SAFETY: spin(unsigned long long cycles, int *flag_out) writes flag_out[0] only.
            unsafe {
                spin.clone()
                    .launch(ONE, (cycles_for_ms(dev, 2000), &mut flag))
            }
            .unwrap();
            x.prefetch_to_host().unwrap();
            queued_tx.send((x, flag)).unwrap();
            // The thread (and its stream) stays until the drop is done.
            done_rx.recv().unwrap();
        });
        let (x, flag) = queued_rx.recv().unwrap();
        let was_live = live(
            running(dev, &flag, t, "before the drop"),
            "the 2 s kernel ahead of the prefetch",
        );
        drop(x);
        let freed_at = t.elapsed();
        let still = snapshot(dev, &flag) == [0];
        done_tx.send(()).unwrap();
        assert!(
            !was_live || !still,
            "the managed buffer was freed {freed_at:?} in, while the kernel that its prefetch \
             (queued on another thread's stream) waits for still ran"
        );
    });
    let mut y = dev.alloc_managed::<f32>(n).unwrap();
    y.as_mut_slice()
        .unwrap()
        .iter_mut()
        .enumerate()
        .for_each(|(i, v)| *v = i as f32);
    let want: Vec<f32> = (0..n).map(|i| i as f32).collect();
    assert_same(
        y.as_slice().unwrap(),
        &want,
        "a managed buffer allocated after",
    );
    dev.synchronize().unwrap();
}

/// graph.rs, `CudaDevice::capture_graph`: "Everything else runs as usual while `f` runs, on this
/// thread and on others"; its listed exceptions are synchronizing the device, lending managed
/// memory to the host and dropping another `CudaDevice`. `load_ptx` under a name already loaded
/// replaces that module, and the old module's drop waits for the context when one of its
/// kernels ever ran (a `cuCtxSynchronize`, illegal while a stream of the context captures).
/// Here another thread replaces such a module while this one holds a capture open.
///
/// Sound: the capture succeeds and its graph copies right, no error is kept, and the new
/// module's kernel runs. A hole: the capture fails (`CUDA_ERROR_STREAM_CAPTURE_INVALIDATED`),
/// or the unload's error surfaces in an unrelated call. In a child process: a context-wide
/// synchronize must not hit other tests' captures.
#[test]
fn replacing_a_module_whose_kernel_ran_does_not_break_another_threads_capture() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "replace_module_during_capture_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn replace_module_during_capture_child() {
    if !child::in_child(module_path!(), "replace_module_during_capture_child") {
        return;
    }
    let dev = gpu!();
    let n = 1 << 12;
    let mut x = dev.htod_sync_copy(&vec![1.0f32; n]).unwrap();
    let add_one = |dev: &Arc<CudaDevice>, x: &mut CudaSlice<f32>| {
        let f = dev.get_func("replaced", "add_one").unwrap();
        // SAFETY: add_one(float *x, size_t n) stays within n elements.
        unsafe { f.launch(LaunchConfig::for_num_elems(n as u32), (x, n)) }.unwrap();
    };
    load(&dev, BASIC, "replaced", &["add_one"]);
    add_one(&dev, &mut x);
    let d = dev.clone();
    capture_while_elsewhere(&dev, "replacing a module whose kernel ran", move || {
        load(&d, BASIC, "replaced", &["add_one"])
    });
    add_one(&dev, &mut x);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        3.0,
        "x after a kernel of each module",
    );
}

/// ordering/capture.rs, `after_captures`: "No capture of the context begins while `f` runs".
/// The other order of the attack above: a thread replaces a module whose kernel ran while a
/// 1 s kernel runs, so that the old module's unload waits for the context that long; meanwhile
/// this thread begins a capture and holds it open until the replacement is done. Before, the
/// capture began in the middle of the unload's wait, which then invalidated it or failed (its
/// error kept for the device's next call). Sound: the capture begins once the unload is done,
/// its graph copies right, no error is kept, and the new module's kernel runs. In a child
/// process, as above.
#[test]
fn a_capture_begun_while_a_replaced_module_is_being_unloaded_is_not_broken_by_the_unload() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "capture_during_unload_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn capture_during_unload_child() {
    if !child::in_child(module_path!(), "capture_during_unload_child") {
        return;
    }
    let dev = gpu!();
    let spin = spin_kernel(&dev);
    let n = 1 << 12;
    let mut x = dev.htod_sync_copy(&vec![1.0f32; n]).unwrap();
    let add_one = |dev: &Arc<CudaDevice>, x: &mut CudaSlice<f32>| {
        let f = dev.get_func("replaced", "add_one").unwrap();
        // SAFETY: add_one(float *x, size_t n) stays within n elements.
        unsafe { f.launch(LaunchConfig::for_num_elems(n as u32), (x, n)) }.unwrap();
    };
    load(&dev, BASIC, "replaced", &["add_one"]);
    add_one(&dev, &mut x);
    let src = dev.htod_sync_copy(&vec![3.0f32; n]).unwrap();
    let mut dst = dev.alloc_zeros::<f32>(n).unwrap();
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    dev.synchronize().unwrap();
    let t = Instant::now();
    // SAFETY: spin(unsigned long long cycles, int *flag_out) writes flag_out[0] only.
    unsafe { spin.launch(ONE, (cycles_for_ms(&dev, 1000), &mut flag)) }.unwrap();
    let (started_tx, started_rx) = mpsc::channel::<()>();
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let replacer = {
        let dev = dev.clone();
        std::thread::spawn(move || {
            started_tx.send(()).unwrap();
            load(&dev, BASIC, "replaced", &["add_one"]);
            let _ = done_tx.send(());
        })
    };
    started_rx.recv().unwrap();
    // Long enough for the replacement to reach the old module's unload, which waits for the
    // 1 s kernel.
    std::thread::sleep(Duration::from_millis(200));
    live(
        !replacer.is_finished() && running(&dev, &flag, t, "when the capture was asked for"),
        "the replaced module's unload was waiting for the 1 s kernel when the capture was asked for",
    );
    let mut in_time = false;
    let captured = dev.capture_graph(|s| {
        s.memcpy_dtod(&src, &mut dst)?;
        in_time = done_rx.recv_timeout(Duration::from_secs(10)).is_ok();
        Ok(())
    });
    replacer.join().unwrap();
    assert!(in_time, "the module's replacement did not end within 10 s");
    let graph = captured.unwrap_or_else(|e| {
        panic!("a capture begun while a replaced module was being unloaded failed: {e}")
    });
    assert_all(
        &dev.dtoh_sync_copy(&dst).unwrap(),
        0.0,
        "the captured copy's output before any launch",
    );
    graph.instantiate().unwrap().launch().unwrap();
    assert_all(&dev.dtoh_sync_copy(&dst).unwrap(), 3.0, "the graph's copy");
    dev.synchronize()
        .unwrap_or_else(|e| panic!("an error kept from the module's unload: {e}"));
    add_one(&dev, &mut x);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        3.0,
        "x after a kernel of each module",
    );
}

/// As above, under load: three threads capture graphs back to back while a fourth replaces a
/// module whose kernel ran, over and over. A teardown put off by one capture runs as that
/// capture ends, just when another thread may begin one: before, the unload's wait for the
/// device could start inside that other capture, which it invalidated. Sound: every capture
/// succeeds and copies right, and no error is kept. The window was microseconds wide: the old
/// code failed in a few of some 2,500 captures per run. In a child process, as above.
#[test]
fn captures_back_to_back_on_three_threads_survive_a_module_replaced_over_and_over() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "captures_during_replacements_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn captures_during_replacements_child() {
    if !child::in_child(module_path!(), "captures_during_replacements_child") {
        return;
    }
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    let dev = gpu!();
    let n = 1 << 10;
    load(&dev, BASIC, "replaced", &["add_one"]);
    let stop = AtomicBool::new(false);
    let replaced = AtomicUsize::new(0);
    let (captures, failures): (Vec<usize>, Vec<String>) = std::thread::scope(|scope| {
        let capturers: Vec<_> = (0..3)
            .map(|i| {
                let (dev, stop) = (&dev, &stop);
                scope.spawn(move || {
                    let src = dev.htod_sync_copy(&vec![i as f32 + 1.0; n]).unwrap();
                    let mut dst = dev.alloc_zeros::<f32>(n).unwrap();
                    let (mut ok, mut failed) = (0, Vec::new());
                    while !stop.load(Ordering::Acquire) {
                        match dev.capture_graph(|s| s.memcpy_dtod(&src, &mut dst)) {
                            Ok(g) => {
                                ok += 1;
                                // Launched now and then, to check the graphs copy right.
                                if ok % 64 == 0 {
                                    g.instantiate().unwrap().launch().unwrap();
                                    assert_all(
                                        &dev.dtoh_sync_copy(&dst).unwrap(),
                                        i as f32 + 1.0,
                                        "a captured copy",
                                    );
                                }
                            }
                            Err(e) => failed.push(e.to_string()),
                        }
                    }
                    (ok, failed)
                })
            })
            .collect();
        // The capturers stop also if this loop panics (an error kept from an unload, say).
        let _stop = StopOnDrop(&stop);
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        let t = Instant::now();
        while t.elapsed() < Duration::from_millis(1500) {
            let f = dev.get_func("replaced", "add_one").unwrap();
            // SAFETY: add_one(float *x, size_t n) stays within n elements.
            unsafe { f.launch(LaunchConfig::for_num_elems(n as u32), (&mut x, n)) }.unwrap();
            load(&dev, BASIC, "replaced", &["add_one"]);
            replaced.fetch_add(1, Ordering::Relaxed);
        }
        stop.store(true, Ordering::Release);
        let results: Vec<_> = capturers.into_iter().map(|h| h.join().unwrap()).collect();
        let captures = results.iter().map(|r| r.0).collect();
        let failures = results.into_iter().flat_map(|r| r.1).collect();
        (captures, failures)
    });
    println!(
        "{} replacements; captures per thread: {captures:?}",
        replaced.load(Ordering::Relaxed)
    );
    assert!(
        failures.is_empty(),
        "{} captures failed while a module was replaced on another thread, the first: {}",
        failures.len(),
        failures[0]
    );
    assert!(
        captures.iter().all(|&c| c > 0) && replaced.load(Ordering::Relaxed) > 0,
        "every thread captured and the module was replaced"
    );
    dev.synchronize()
        .unwrap_or_else(|e| panic!("an error kept from a module's unload: {e}"));
}

/// function.rs, `load_ptx`, and module.rs: replacing a module whose kernel ran waits for the
/// device before the old module's unload. That wait must hold up the replacing thread only:
/// before, it ran with the device's table of modules locked, and `get_func` on every other
/// thread waited for the whole device. Sound: another thread's `get_func` returns while the
/// 1 s kernel that the unload waits for still runs. In a child process, as above.
#[test]
fn get_func_does_not_wait_for_another_threads_module_replacement() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "get_func_during_replacement_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn get_func_during_replacement_child() {
    if !child::in_child(module_path!(), "get_func_during_replacement_child") {
        return;
    }
    let dev = gpu!();
    let spin = spin_kernel(&dev);
    let n = 1 << 12;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    load(&dev, BASIC, "replaced", &["add_one"]);
    let f = dev.get_func("replaced", "add_one").unwrap();
    // SAFETY: add_one(float *x, size_t n) stays within n elements.
    unsafe { f.launch(LaunchConfig::for_num_elems(n as u32), (&mut x, n)) }.unwrap();
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    dev.synchronize().unwrap();
    let t = Instant::now();
    // SAFETY: spin(unsigned long long cycles, int *flag_out) writes flag_out[0] only.
    unsafe { spin.launch(ONE, (cycles_for_ms(&dev, 1000), &mut flag)) }.unwrap();
    let (started_tx, started_rx) = mpsc::channel::<()>();
    let replacer = {
        let dev = dev.clone();
        std::thread::spawn(move || {
            started_tx.send(()).unwrap();
            load(&dev, BASIC, "replaced", &["add_one"]);
        })
    };
    started_rx.recv().unwrap();
    // Long enough for the replacement to reach the old module's unload.
    std::thread::sleep(Duration::from_millis(200));
    let is_live = live(
        !replacer.is_finished() && running(&dev, &flag, t, "when get_func was called"),
        "the replaced module's unload was waiting for the 1 s kernel when get_func was called",
    );
    assert!(dev.get_func("spin", "check_flag").is_some());
    if is_live {
        assert!(
            running(&dev, &flag, t, "when get_func returned"),
            "get_func returned only after the 1 s kernel had ended: it waited for another \
             thread's module replacement"
        );
    }
    replacer.join().unwrap();
    dev.synchronize()
        .unwrap_or_else(|e| panic!("an error kept from the module's unload: {e}"));
}
