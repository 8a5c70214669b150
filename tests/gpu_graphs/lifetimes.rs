//! What a graph keeps alive: buffers (also leaked and taken back, dropped inside the capture, or
//! shared by two graphs), pitched images and views, kernels of a replaced module, the device object
//! that captured it, and everything dropped while slow replays run.

use crate::kernels::{
    BASIC, CFG, N, SLOW, SPIN, assert_all, assert_usable, filled, iota, load, slow_kernels,
};
use crate::support::kernels::cycles_for_ms;
use crate::support::races::live;
use crate::support::{child, snapshot};
use crate::{add_one_on, all_still, axpy_on, cfg, fresh, funcs, small_ints};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, CudaImage, CudaSlice, DevicePtr, DeviceSlice, DriverError, LaunchAsync, Rect,
};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// slice.rs, `CudaSlice::leak`: "Gives up ownership: returns the raw pointer, which is no
/// longer freed on drop. Take it back with `CudaDevice::upgrade_device_ptr`. The device's main
/// stream proper ... is first made to wait for all work on the buffer, so that work ordered on
/// it from then on (and the upgraded buffer's uses) follows it"; memory.rs,
/// `upgrade_device_ptr` (Safety): the pointer must be "owned by nobody else ... and any work
/// still using it must be ordered before the work enqueued on the device's main stream proper
/// ... from now on (memory from `CudaSlice::leak` is)"; graph.rs, `CudaGraphExec`: "It keeps the
/// graph's buffers and kernels alive".
///
/// A graph captures a fill of `x` with 9.0 and is launched once. `x` is given up with `leak`,
/// taken back with `upgrade_device_ptr` as the docs say memory from `leak` may be, and that
/// buffer is dropped (freed). A new buffer of the same size, filled with 1.0, likely gets the
/// same address from the pool; then the graph is launched again.
///
/// The hole: `leak` forgets the buffer whose record a graph shares (`Captured`): the graph
/// still writes the address at every launch, but neither the leaked pointer nor the upgraded
/// buffer (a fresh record) knows it, so the upgraded buffer's drop frees memory that a live
/// graph writes. The new buffer, at the same address, reads 9.0: a launch wrote freed memory
/// that another buffer now owns.
#[test]
fn a_captured_buffer_leaked_and_taken_back_is_not_freed_under_its_graph() {
    let _serial = crate::serial();
    let _dev = gpu!();
    child::run_in_child(module_path!(), "leaked_captured_buffer_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn leaked_captured_buffer_child() {
    if !child::in_child(module_path!(), "leaked_captured_buffer_child") {
        return;
    }
    let dev = gpu!();
    let k = slow_kernels(&dev);
    const LEN: usize = 1 << 16;
    let mut x = dev.alloc_zeros::<f32>(LEN).unwrap();
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes n elements.
            unsafe { (&k.fill).launch_on_stream(cs, CFG, (0u64, &mut x, LEN, 9.0f32)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    exec.launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        9.0,
        "the graph's first launch",
    );
    let raw = x.leak();
    // SAFETY: `raw` came from `leak` on this device and holds LEN f32s; the docs say memory
    // from `leak` meets this contract (what is under test).
    let y = unsafe { dev.upgrade_device_ptr::<f32>(raw, LEN) };
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 9.0, "the upgraded buffer");
    drop(y);
    let z = dev.htod_sync_copy(&vec![1.0f32; LEN]).unwrap();
    let reused = *z.device_ptr() == raw;
    exec.launch().unwrap();
    let got = dev.dtoh_sync_copy(&z).unwrap();
    live(
        reused,
        "the new buffer did not get the freed address: the graph wrote pool memory no buffer \
         owns",
    );
    assert_all(
        &got,
        1.0,
        "a buffer made after a captured buffer was leaked, taken back and dropped (a graph \
         launch wrote the freed memory, which this buffer now owns)",
    );
    drop((exec, z));
    assert_usable(&dev);
}

in_child!(
    /// graph.rs, module docs: "the record frees it (in stream order, after every launch) when
    /// the last graph, executable graph and buffer using it are gone ... a new allocation cannot
    /// land on it"; `CudaGraphExec`: "dropping it while a launch is still running is fine".
    /// `dropping_everything_while_a_slow_replay_runs_frees_nothing_under_it` drops exec, graph,
    /// buffer in one order behind one replay; here all six orders,
    /// behind two replays queued (the second still waiting for the first), and new buffers of
    /// the same size written at once from this thread and another. Sound: every new buffer
    /// keeps what was written into it. A hole: one of them holds the graph's 7.0 (its memory
    /// was freed under a replay), or an error is kept for a later call.
    every_drop_order_of_buffer_graph_and_exec_behind_queued_replays,
    drop_orders_child,
    |dev| {
        let k = slow_kernels(&dev);
        let cycles = cycles_for_ms(&dev, 50);
        let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
        for order in orders {
            let mut z = dev.alloc_zeros::<f32>(N).unwrap();
            let graph = dev
                .capture_graph(|cs| {
                    k.fill(Some(cs), &mut z, 7.0, cycles);
                    Ok(())
                })
                .unwrap();
            let exec = graph.instantiate().unwrap();
            exec.launch().unwrap();
            exec.launch().unwrap();
            live(
                snapshot(&dev, &z)[0] == 0.0,
                "the first replay had written the buffer before the drops",
            );
            let (mut z, mut graph, mut exec) = (Some(z), Some(graph), Some(exec));
            for what in order {
                match what {
                    0 => drop(z.take()),
                    1 => drop(graph.take()),
                    _ => drop(exec.take())}
            }
            let theirs = std::thread::scope(|sc| sc.spawn(|| fresh(&dev, 1.0, 3)).join().unwrap());
            let mine = fresh(&dev, 2.0, 3);
            let what = format!(
                "a new buffer after dropping in order {order:?} (0 buffer, 1 graph, 2 exec)"
            );
            all_still(&dev, &theirs, 1.0, &what);
            all_still(&dev, &mine, 2.0, &what);
        }
        assert_usable(&dev);
    }
);

in_child!(
    /// graph.rs, `Resources`: "What a graph and its executable graphs keep alive"; device.rs,
    /// `Drop for CudaDevice`: "Everything that uses device resources holds an `Arc` of the
    /// device". A graph captured on a second `CudaDevice` object of the GPU, whose every user
    /// handle (object, kernels, buffer, graph) is dropped before the executable graph is
    /// launched; the sibling object lives on. Sound: the replay writes the buffer it captured
    /// (read through `exec.device()`), the exec dropped while a replay runs frees nothing
    /// under it, and the sibling keeps working. A hole: a launch error, a crash, a new buffer
    /// of the sibling overwritten, or an error kept on the sibling.
    a_graph_outlives_the_device_object_that_captured_it,
    dropped_capturer_child,
    |dev| {
        let other = CudaDevice::new(0).unwrap();
        let k = slow_kernels(&other);
        let cycles = cycles_for_ms(&dev, 100);
        let mut z = other.alloc_zeros::<f32>(N).unwrap();
        let exec = other
            .capture_graph(|cs| {
                k.fill(Some(cs), &mut z, 3.0, cycles);
                Ok(())
            })
            .unwrap()
            .instantiate()
            .unwrap();
        drop(k);
        drop(other);
        exec.launch().unwrap();
        assert_all(
            &exec.device().dtoh_sync_copy(&z).unwrap(),
            3.0,
            "the buffer after a replay whose device object's user handle is gone",
        );
        exec.device().htod_sync_copy_into(&vec![0.0f32; N], &mut z).unwrap();
        exec.launch().unwrap();
        live(
            snapshot(&dev, &z)[0] == 0.0,
            "the second replay had written the buffer before the drops",
        );
        drop(z);
        drop(exec);
        let mine = fresh(&dev, 5.0, 4);
        all_still(&dev, &mine, 5.0, "the sibling's new buffer after the last drop");
        assert_usable(&dev);
    }
);

in_child!(
    /// graph.rs, `CudaGraphExec`: "dropping it while a launch is still running is fine"; the
    /// exec is the last owner of the process's only `CudaDevice` object, so its drop tears the
    /// device down (`Resources` drops the device before the buffers' records, which then free
    /// in the device's main stream order). Sound: nothing crashes or hangs, and a new device
    /// object afterwards works. A hole: a crash, a hang (the child's watchdog), or a new
    /// object that fails.
    the_last_exec_of_the_only_device_object_dropped_while_it_runs,
    last_owner_child,
    |dev| {
        let k = slow_kernels(&dev);
        let cycles = cycles_for_ms(&dev, 150);
        let mut z = dev.alloc_zeros::<f32>(N).unwrap();
        let exec = dev
            .capture_graph(|cs| {
                k.fill(Some(cs), &mut z, 4.0, cycles);
                Ok(())
            })
            .unwrap()
            .instantiate()
            .unwrap();
        drop(k);
        drop(dev);
        exec.launch().unwrap();
        live(
            snapshot(exec.device(), &z)[0] == 0.0,
            "the replay had ended before the drops",
        );
        drop(z);
        drop(exec);
        let dev = CudaDevice::new(0).unwrap();
        let mine = fresh(&dev, 6.0, 4);
        all_still(&dev, &mine, 6.0, "a new object's buffer after the last exec went");
        assert_usable(&dev);
    }
);

in_child!(
    /// graph.rs, `capture_graph`: "Every buffer used on the stream during the capture is kept
    /// alive by the graph ...: it may be dropped at any time"; "Either way the capture is ended
    /// and its partial graph discarded, also if `f` panics; these errors do not break the
    /// device". A buffer allocated inside the closure, written by captured work and dropped
    /// there, then new buffers of its size allocated inside the closure; the capture succeeds,
    /// returns an error, or panics. Sound: the replays write only the dropped buffer's memory
    /// (the new buffers keep 5.0), the failed captures give their memory back without an error
    /// kept for later calls. A hole: a new buffer holds 1.0, a double free, or a kept error.
    a_buffer_dropped_inside_the_capture_is_kept_and_not_reallocated,
    dropped_inside_child,
    |dev| {
        let k = slow_kernels(&dev);
        let cycles = cycles_for_ms(&dev, 20);
        for how in ["ok", "error", "panic"] {
            let mut kept = Vec::new();
            let r = catch_unwind(AssertUnwindSafe(|| {
                dev.capture_graph(|cs| {
                    let mut t = dev.alloc_zeros::<f32>(N)?;
                    k.fill(Some(cs), &mut t, 1.0, cycles);
                    drop(t);
                    kept.extend(fresh(&dev, 5.0, 4));
                    match how {
                        "ok" => Ok(()),
                        "error" => Err(DriverError::new(CUresult::CUDA_ERROR_INVALID_VALUE)),
                        _ => panic!("inside the capture, after dropping a captured buffer")}
                })
            }));
            match (how, r) {
                ("ok", Ok(Ok(graph))) => {
                    assert_eq!(graph.num_nodes().unwrap(), 1, "the captured fill only");
                    let exec = graph.instantiate().unwrap();
                    exec.launch().unwrap();
                    exec.launch().unwrap();
                }
                ("error", Ok(Err(e))) => assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE),
                ("panic", Err(_)) => {}
                (how, r) => panic!(
                    "a capture that should end {how:?} ended {:?}",
                    r.map(|r| r.map(drop))
                )}
            all_still(&dev, &kept, 5.0, &format!("a buffer allocated after the drop ({how})"));
            let more = fresh(&dev, 8.0, 4);
            all_still(&dev, &more, 8.0, &format!("a buffer allocated after the capture ({how})"));
        }
        assert_usable(&dev);
    }
);

/// graph.rs, `CudaDevice::capture_graph`: "Every buffer used on the stream during the capture
/// is kept alive by the graph (and by the executable graphs made from it): it may be dropped
/// at any time, and the graph keeps using its old memory until the last graph using it is
/// gone"; image.rs: "Images take part in the per-buffer ordering like every other buffer: a
/// view counts against its image".
///
/// Pitched images are the one buffer freed with a synchronous `cuMemFree` (`pitched_alloc`,
/// handed to `Captured::adopt` as `managed`), and no graph test uses one. A graph writes a
/// `cuMemAllocPitch` image whole (a kernel with `&mut CudaImage`) and a second one through a
/// region view (`&mut CudaImageViewMut`), and copies both into slices; the graph and both
/// images are dropped, leaving only the executable graph; eight zeroed images of their shape
/// are allocated (`cuMemAllocPitch` hands freed memory straight back); the executable graph runs
/// twice. A hole (the image freed at its drop, or at the `CudaGraph`'s) shows as a new image
/// at a kept address, or as the graph's values in a new image; the slices must hold the
/// graph's values. Dropping the executable graph then frees the memory (synchronously): the
/// device must stay usable with no error kept.
#[test]
fn a_graph_keeps_dropped_pitched_images_and_views_alive() {
    let _serial = crate::serial();
    let _dev = gpu!();
    child::run_in_child(module_path!(), "graph_keeps_pitched_images_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn graph_keeps_pitched_images_child() {
    if !child::in_child(module_path!(), "graph_keeps_pitched_images_child") {
        return;
    }
    let dev = gpu!();
    let k = slow_kernels(&dev);
    // 300 floats: 1200-byte rows, padded by the driver.
    let (w, h) = (300, 40);
    let mut whole = dev.alloc_image_zeros::<f32>(w, h, 1).unwrap();
    let mut part = dev.alloc_image_zeros::<f32>(w, h, 1).unwrap();
    let (old_whole, old_part) = (*whole.device_ptr(), *part.device_ptr());
    let n = whole.len();
    let r = Rect::new(7, 3, 250, 30);
    let mut out_whole = dev.alloc_zeros::<f32>(n).unwrap();
    let mut out_part = dev.alloc_zeros::<f32>(part.len()).unwrap();
    let graph = dev
        .capture_graph(|cs| {
            // SAFETY: slow_fill(cycles, float *x, size_t n, float value) writes the n words of
            // the image's allocation.
            unsafe { (&k.fill).launch_on_stream(cs, CFG, (0u64, &mut whole, n, 5.0f32)) }?;
            let mut view = part.region_mut(r)?;
            let vn = view.len();
            // SAFETY: as above, the vn words of the view's span.
            unsafe { (&k.fill).launch_on_stream(cs, CFG, (0u64, &mut view, vn, 6.0f32)) }?;
            cs.memcpy_dtod(&whole, &mut out_whole)?;
            cs.memcpy_dtod(&part, &mut out_part)
        })
        .unwrap();
    let exec = graph.instantiate().unwrap();
    drop(graph);
    drop(whole);
    drop(part);
    let fresh: Vec<CudaImage<f32>> = (0..8)
        .map(|_| dev.alloc_image_zeros::<f32>(w, h, 1).unwrap())
        .collect();
    for (i, f) in fresh.iter().enumerate() {
        let at = *f.device_ptr();
        assert!(
            at != old_whole && at != old_part,
            "new image {i} got the address {at:#x} of a dropped image that the executable \
             graph still writes: its memory was freed while a graph kept it"
        );
    }
    for round in 0..2 {
        exec.launch().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&out_whole).unwrap(),
            5.0,
            &format!("launch {round}: the dropped image, read back by the graph"),
        );
        // The view's span got 6.0, the rest of the image keeps its zeros.
        let got = dev.dtoh_sync_copy(&out_part).unwrap();
        let pitch = got.len() / h;
        let span = r.y * pitch + r.x..(r.y + r.height - 1) * pitch + r.x + r.width;
        for (i, &v) in got.iter().enumerate() {
            let want = if span.contains(&i) { 6.0 } else { 0.0 };
            assert_eq!(
                v, want,
                "launch {round}: word {i} of the image written through a view"
            );
        }
        for (i, f) in fresh.iter().enumerate() {
            assert_all(
                &dev.dtoh_sync_copy(f).unwrap(),
                0.0,
                &format!("launch {round}: new image {i} (the graph wrote into it)"),
            );
        }
    }
    drop(exec);
    drop(fresh);
    dev.synchronize()
        .expect("no error kept from freeing the graph's pitched memory");
    assert_usable(&dev);
}

/// Fails with how many elements differ from `want`, and the first of them (without printing
/// millions of values).
#[track_caller]
fn assert_same(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    let bad = got.iter().zip(want).filter(|(g, w)| g != w).count();
    if bad > 0 {
        let i = got.iter().zip(want).position(|(g, w)| g != w).unwrap();
        panic!(
            "{what}: {bad} of {} elements differ (first at {i}: {} instead of {})",
            got.len(),
            got[i],
            want[i]
        );
    }
}

/// graph.rs, module docs: "Dropping the buffer hands its allocation to that record ...; the
/// record frees it (in stream order, after every launch) when the last graph, executable graph
/// and buffer using it are gone"; `CudaGraphExec`: "dropping it while a launch is still running
/// is fine"; `launch_graph`: "The graph's buffers and kernels stay alive until it has run, even
/// if `exec` is dropped first". Everything is dropped while a slow replay (sync, then async)
/// still has to write the buffer; new allocations of the same size, on other streams and
/// written at once, must not be the memory the replay writes.
#[test]
fn dropping_everything_while_a_slow_replay_runs_frees_nothing_under_it() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    for sync in [true, false] {
        let mut z = filled(&dev, 0.0);
        let graph = dev
            .capture_graph(|cs| {
                // SAFETY: slow_fill writes the N elements of z.
                unsafe { (&k.fill).launch_on_stream(cs, CFG, (SLOW, &mut z, N, 7.0f32)) }
            })
            .unwrap();
        let exec = graph.instantiate().unwrap();
        if sync {
            exec.launch().unwrap();
        } else {
            drop(adev.launch_graph(&exec));
        }
        drop(exec);
        drop(graph);
        drop(z);
        // Allocated and written while the replay still spins: on another thread's stream
        // (sync copies, done when they return) and on the adapter's streams.
        let theirs: Vec<CudaSlice<f32>> = std::thread::scope(|sc| {
            sc.spawn(|| {
                (0..4)
                    .map(|_| dev.htod_sync_copy(&vec![1.0f32; N]).unwrap())
                    .collect()
            })
            .join()
            .unwrap()
        });
        let pooled: Vec<CudaSlice<f32>> = (0..4)
            .map(|_| adev.htod_copy(vec![2.0f32; N]).wait().unwrap())
            .collect();
        dev.synchronize().unwrap();
        let how = if sync { "sync" } else { "async" };
        for b in &theirs {
            assert_all(
                &dev.dtoh_sync_copy(b).unwrap(),
                1.0,
                &format!("a thread's new buffer after a dropped {how} replay"),
            );
        }
        for b in &pooled {
            assert_all(
                &dev.dtoh_sync_copy(b).unwrap(),
                2.0,
                &format!("the adapter's new buffer after a dropped {how} replay"),
            );
        }
    }
    assert_usable(&dev);
}

/// graph.rs, module docs: "The buffer and every graph that captured it then share one
/// `Captured` record ... the record frees it ... when the last graph, executable graph and
/// buffer using it are gone". A buffer read by two graphs, dropped; one graph and its
/// executable dropped too; the other graph, instantiated only then, still reads the old data.
#[test]
fn a_buffer_shared_by_two_graphs_lives_until_the_last_one_goes() {
    let _serial = crate::serial();
    let dev = gpu!();
    let (_, axpy) = funcs(&dev);
    let n = 1 << 16;
    let data = small_ints(n, 21);
    let x = dev.htod_sync_copy(&data).unwrap();
    let mut y1 = dev.alloc_zeros::<f32>(n).unwrap();
    let mut y2 = dev.alloc_zeros::<f32>(n).unwrap();
    let e1 = dev
        .capture_graph(|s| axpy_on(s, &axpy, 1.0, &x, &mut y1))
        .unwrap()
        .instantiate()
        .unwrap();
    let g2 = dev
        .capture_graph(|s| axpy_on(s, &axpy, 2.0, &x, &mut y2))
        .unwrap();
    drop(x);
    e1.launch().unwrap();
    assert_same(&dev.dtoh_sync_copy(&y1).unwrap(), &data, "the first graph");
    drop(e1);
    // Only `g2` holds the old memory now: if it had gone, these could land on it.
    let junk: Vec<CudaSlice<f32>> = (0..8)
        .map(|_| dev.htod_sync_copy(&vec![-5.0f32; n]).unwrap())
        .collect();
    let e2 = g2.instantiate().unwrap();
    drop(g2);
    e2.launch().unwrap();
    e2.launch().unwrap();
    let want: Vec<f32> = data.iter().map(|v| 4.0 * v).collect();
    assert_same(
        &dev.dtoh_sync_copy(&y2).unwrap(),
        &want,
        "the second graph, after the buffer and the first graph went",
    );
    for j in &junk {
        assert_all(&dev.dtoh_sync_copy(j).unwrap(), -5.0, "a new buffer");
    }
}

/// DESIGN: "a view counts against its parent"; graph.rs: "Every buffer that work on the
/// capturing stream uses ... is recorded" and kept alive. A graph that reads one view and
/// writes another: a slow write to the whole parent on another stream comes before the replay,
/// the elements outside the written view are untouched, and the parent may be dropped.
#[test]
fn views_captured_into_a_graph_order_and_keep_their_parents() {
    let _serial = crate::serial();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (add_one, axpy) = funcs(&dev);
    let s = dev.new_stream().unwrap();
    let (lo, hi) = (1000, 5000);
    let m = hi - lo;
    let mut x = filled(&dev, 0.0);
    let mut z = dev.htod_sync_copy(&iota(N)).unwrap();
    let mut y = dev.alloc_zeros::<f32>(m).unwrap();
    let exec = dev
        .capture_graph(|cs| {
            let xv = x.slice(lo..hi);
            // SAFETY: axpy(float a, const float *x, float *y, size_t n) stays within the m
            // elements of the view and of y.
            unsafe { (&axpy).launch_on_stream(cs, cfg(m), (1.0f32, &xv, &mut y, m)) }?;
            let mut zv = z.slice_mut(lo..hi);
            // SAFETY: add_one(float *x, size_t n) stays within the m elements of the view.
            unsafe { (&add_one).launch_on_stream(cs, cfg(m), (&mut zv, m)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    k.fill(Some(&s), &mut x, 5.0, SLOW);
    exec.launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        5.0,
        "a replay reading a view after a slow write to its parent",
    );
    let want_z: Vec<f32> = (0..N)
        .map(|i| i as f32 + if (lo..hi).contains(&i) { 1.0 } else { 0.0 })
        .collect();
    assert_same(
        &dev.dtoh_sync_copy(&z).unwrap(),
        &want_z,
        "a replay writing a view: inside it +1, outside it untouched",
    );
    // Both parents dropped: the graph keeps their memory.
    drop(x);
    drop(z);
    let junk: Vec<CudaSlice<f32>> = (0..4).map(|_| filled(&dev, -3.0)).collect();
    exec.launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        10.0,
        "a replay reading a view of a dropped parent",
    );
    for j in &junk {
        assert_all(&dev.dtoh_sync_copy(j).unwrap(), -3.0, "a new buffer");
    }
}

/// graph.rs, module docs: "The graph holds a clone of every `CudaFunction` launched during the
/// capture, so their modules are not unloaded while the graph can run", with
/// `load_ptx`: "A module already loaded under that name is replaced". Both modules are
/// replaced and the functions dropped; the graphs (one from `capture_graph`, one from
/// `AsyncDevice::capture`) still replay.
#[test]
fn a_graph_keeps_its_kernels_loaded_when_their_module_is_replaced() {
    let _serial = crate::serial();
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 4096;
    load(&dev, BASIC, "replaced_graph_sync", &["add_one"]);
    load(&dev, BASIC, "replaced_graph_composed", &["add_one"]);
    let f = dev.get_func("replaced_graph_sync", "add_one").unwrap();
    let g = dev.get_func("replaced_graph_composed", "add_one").unwrap();
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    let e1 = dev
        .capture_graph(|s| add_one_on(s, &f, &mut x))
        .unwrap()
        .instantiate()
        .unwrap();
    // SAFETY: add_one(float *x, size_t n) stays within the n elements of `y`.
    let step = unsafe { adev.ops().launch(&g, cfg(n), (&mut y, n)) };
    let e2 = adev.capture(step).unwrap().instantiate().unwrap();
    drop((f, g));
    // Replaced under the same names: the old code is held by the graphs alone.
    load(&dev, SPIN, "replaced_graph_sync", &["add_all"]);
    load(&dev, SPIN, "replaced_graph_composed", &["add_all"]);
    assert!(!dev.has_func("replaced_graph_sync", "add_one"));
    for round in 1..=3 {
        e1.launch().unwrap();
        adev.launch_graph(&e2).wait().unwrap();
        assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), vec![round as f32; n]);
        assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), vec![round as f32; n]);
    }
    drop((e1, e2));
    dev.synchronize().unwrap();
    assert_usable(&dev);
}
