//! Chains and their steps: later steps wait for slow writers of their buffers on other streams
//! and threads, a failing step keeps what earlier steps did, runs nothing after it and hands its
//! error back at once, custom steps follow their buffers, a buffer dropped mid-chain is reused only
//! after its writer, and a `then` onto another device object's adapter runs in order.

use crate::compose::{basic_kernels, buf, cfg, snapshot_f32};
use crate::kernels::{CFG, SLOW, assert_all, random_f32, slow_kernels};
use crate::support::kernels::{ONE, cycles_for_ms, spin_kernel};
use crate::support::races::live;
use crate::support::{assert_same, child, snapshot};
use cuda_driver::r#async::{AsyncDevice, Op, Resolve, SingleStream, Unresolved, zip};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaFunction, CudaSlice, DevicePtr, DriverError, result};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

//
// The panic tests below are live only while the GPU is still busy with the slow work ahead
// of the chain when the caller goes on. In this binary, other tests' calls that synchronize
// the whole context (a device synchronize, freeing pinned memory) can hold this thread's
// driver calls until the GPU is idle, which would hide a hole (a false pass, never a false
// failure). Those tests run in a process of their own, as in tests/gpu/async_adapter: this binary
// again, running one ignored test, with nothing else using the driver there.

/// ops.rs / mod.rs "Safety": "each step is recorded with the buffers it uses when it is
/// enqueued, by the same per-buffer tracking as every other call: work on those buffers on
/// any stream ... waits for it", and a chain is executed in one go. A chain whose *first*
/// step touches nothing of the slow work ahead, and whose later steps read buffers written
/// slowly by another thread's stream, by a user stream and by the main stream: each later
/// step must wait for its own buffer's writer (x + y + w = 3 + 4 + 10 everywhere), run under
/// the default policy and on another user stream (`Op::on`).
#[test]
fn later_steps_of_a_chain_wait_for_slow_writers_of_their_buffers_on_other_streams_and_threads() {
    let (dev, k, adev) = compose_adapter!();
    let (_, axpy) = basic_kernels(&dev);
    let ops = adev.ops();
    let n = 1 << 16;
    let s = dev.new_stream().unwrap();
    let s2 = dev.new_stream().unwrap();
    for on_user_stream in [false, true] {
        let (mut x, mut y, mut w) = (buf(&dev, 0.0, n), buf(&dev, 0.0, n), buf(&dev, 0.0, n));
        std::thread::scope(|sc| {
            // The thread's own stream of the device.
            sc.spawn(|| k.fill(None, &mut x, 3.0, 2 * SLOW));
        });
        k.fill(Some(&s), &mut y, 4.0, 2 * SLOW);
        k.fill(None, &mut w, 10.0, 2 * SLOW);
        live(
            snapshot_f32(&dev, &x).iter().any(|&v| v != 3.0),
            "the other thread's slow fill",
        );
        // SAFETY: axpy(float a, const float *x, float *y, size_t n) stays within n elements,
        // writing only its third argument.
        let chain = ops
            .alloc_zeros::<f32>(n)
            .then(|a| unsafe { ops.launch(&axpy, cfg(n), (1.0f32, &x, a, n)) })
            // SAFETY: as above.
            .then(|(_, _, a, _)| unsafe { ops.launch(&axpy, cfg(n), (1.0f32, &y, a, n)) })
            // SAFETY: as above.
            .then(|(_, _, a, _)| unsafe { ops.launch(&axpy, cfg(n), (1.0f32, &w, a, n)) })
            .then(|(_, _, a, _)| ops.reclaim(a));
        let got = if on_user_stream {
            chain.on(&s2).wait()
        } else {
            chain.wait()
        }
        .unwrap();
        assert_all(
            &got,
            17.0,
            &format!("x + y + w summed by later steps (on a user stream: {on_user_stream})"),
        );
    }
}

/// mod.rs "Safety": "A step that fails resolves the whole chain to its error; the steps after
/// it are not enqueued, and what the steps before it own is released only once their work is
/// done." A chain (default policy, and on a user stream) whose upload waits behind a slow
/// fill, then a kernel, then a zip whose first branch slowly fills a buffer it owns and whose
/// second fails (a `dtod_copy` of mismatched lengths): the error names `dtod_copy`; the steps
/// before it did all their work (the upload's pinned staging buffer was not reused by the
/// uploads made right after the error); the step after it never ran; the device stays
/// usable.
#[test]
fn a_chain_failing_midway_keeps_what_earlier_steps_did_and_runs_nothing_after() {
    let (dev, k, adev) = compose_adapter!();
    let (add_one, _) = basic_kernels(&dev);
    // References, copied into the `move` closure below.
    let (ops, k) = (&adev.ops(), &k);
    let n = 1 << 16;
    let s = dev.new_stream().unwrap();
    for on_user_stream in [false, true] {
        let data = random_f32(n, 30 + on_user_stream as u64);
        let other = random_f32(n, 40 + on_user_stream as u64);
        let mut y = buf(&dev, 0.0, n);
        let mut z = buf(&dev, 0.0, n);
        let mut untouched = buf(&dev, 8.0, n);
        let src4 = dev.alloc_zeros::<f32>(4).unwrap();
        let mut short = dev.htod_sync_copy(&[7.0f32; 3]).unwrap();
        let built = AtomicUsize::new(0);
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        let chain = unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut y, n, 1.0f32)) }
            .then(|_| ops.htod_copy_into(data.clone(), &mut z))
            // SAFETY: add_one(float *x, size_t n) stays within n elements.
            .then(|z| unsafe { ops.launch(&add_one, cfg(n), (z, n)) })
            .then(|(_, n)| {
                zip(
                    ops.alloc_zeros::<f32>(n)
                        // SAFETY: as above for slow_fill.
                        .then(move |a| unsafe { ops.launch(&k.fill, CFG, (SLOW, a, n, 5.0f32)) }),
                    ops.dtod_copy(&src4, &mut short),
                )
            })
            .then(|_| {
                built.fetch_add(1, Ordering::SeqCst);
                ops.memset_zeros(&mut untouched)
            });
        let err = if on_user_stream {
            chain.on(&s).wait()
        } else {
            chain.wait()
        }
        .unwrap_err();
        assert_eq!(err.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{err}");
        assert!(
            err.to_string().contains("dtod_copy"),
            "the error does not name the failing step: {err}"
        );
        uploads_of_the_same_size_round_trip(&adev, other);
        assert_eq!(
            built.load(Ordering::SeqCst),
            0,
            "a step after the failure was built"
        );
        let what = format!("a step before the failure (on a user stream: {on_user_stream})");
        assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 1.0, &what);
        let want: Vec<f32> = data.iter().map(|d| d + 1.0).collect();
        assert_same(&dev.dtoh_sync_copy(&z).unwrap(), &want, &what);
        assert_eq!(
            dev.dtoh_sync_copy(&short).unwrap(),
            [7.0; 3],
            "the failed copy's destination"
        );
        assert_all(
            &dev.dtoh_sync_copy(&untouched).unwrap(),
            8.0,
            "the buffer of the step after the failure",
        );
    }
    let o = ops.clone();
    let v = ops
        .htod_copy(vec![3u8; 5])
        .then(move |v| o.reclaim(v))
        .wait()
        .unwrap();
    assert_eq!(v, [3; 5], "a chain after the failures");
}

/// Uploads of `other` right away, each read back whole: pinned staging buffers from the same
/// pool as the failed chain's upload.
fn uploads_of_the_same_size_round_trip(adev: &AsyncDevice, other: Vec<f32>) {
    // Uploads of the same size right away: pinned staging buffers from the same pool.
    for _ in 0..3 {
        let b = adev.htod_copy(other.clone()).wait().unwrap();
        assert_same(
            &adev.reclaim(b).wait().unwrap(),
            &other,
            "an upload after the error",
        );
    }
}

/// ops.rs, `Ops::custom`: "The step's output is `bufs` handed back, and `f`'s result", the
/// work is enqueued "after what the buffers of `bufs` must follow"; unresolved.rs, `Resolve`:
/// "Implement it for the outputs of `Ops::custom` steps of your own". A custom copy of a
/// buffer a user stream writes slowly sees every element; its own `Resolve` type resolves; an
/// error from `f` fails the chain with that very error, and the steps after it are not built.
#[test]
fn a_custom_step_follows_its_buffers_and_its_result_or_error_comes_through() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let s = dev.new_stream().unwrap();
    let mut src = buf(&dev, 0.0, n);
    let mut dst = buf(&dev, 0.0, n);
    k.fill(Some(&s), &mut src, 6.0, 2 * SLOW);

    /// A result of the user's, resolved to a count.
    struct Count(u32);
    impl Resolve for Count {
        type Resolved = u32;
        fn detach(self) -> Unresolved<u32> {
            Unresolved::ready(self.0)
        }
    }
    let (from, to, bytes) = (*src.device_ptr(), *dst.device_ptr(), n * 4);
    // SAFETY: copies the `bytes` bytes of `src` into `dst`, on the given stream only.
    let ((_, _), count) = unsafe {
        ops.custom((&src, &mut dst), move |stream| {
            result::memcpy_dtod_async(to, from, bytes, stream).map(|()| Count(42))
        })
    }
    .wait()
    .unwrap();
    assert_eq!(count, 42, "the custom step's own Resolve type");
    assert_all(
        &dev.dtoh_sync_copy(&dst).unwrap(),
        6.0,
        "a custom copy of a buffer a user stream writes slowly",
    );

    let built = AtomicUsize::new(0);
    // SAFETY: enqueues nothing.
    let err = unsafe {
        ops.custom((&mut dst,), |_stream| -> Result<(), DriverError> {
            Err(DriverError::new(CUresult::CUDA_ERROR_NOT_SUPPORTED).context("my own step refused"))
        })
    }
    .then(|_| {
        built.fetch_add(1, Ordering::SeqCst);
        ops.value(())
    })
    .wait()
    .unwrap_err();
    assert_eq!(err.code(), CUresult::CUDA_ERROR_NOT_SUPPORTED, "{err}");
    assert!(err.to_string().contains("my own step refused"), "{err}");
    assert_eq!(built.load(Ordering::SeqCst), 0);
    assert_all(
        &dev.dtoh_sync_copy(&dst).unwrap(),
        6.0,
        "after the failed custom step",
    );
}

/// ops.rs / mod.rs "Safety": a buffer a chain owns is freed in the order of its last use ("the
/// records in the buffers keep later work behind it"); a stream keeps small freed
/// allocations for its next ones. A buffer made in a chain, filled slowly, then dropped inside
/// the next step's closure (before the fill has run), and memory of the same size taken at once
/// in the same chain (on the same stream: the kept allocation) and by the sync API: neither
/// may be overwritten by the late fill. Small (kept) and large sizes.
#[test]
fn a_buffer_dropped_midchain_is_reused_only_after_its_slow_writer() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    for len in [1usize << 12, 1 << 22] {
        let fut = ops
            .alloc_zeros::<f32>(len)
            // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes len elements.
            .then(|a| unsafe { ops.launch(&k.fill, CFG, (SLOW, a, len, 5.0f32)) })
            .then(|(_, a, _, _)| {
                drop(a);
                ops.htod_copy(vec![1.0f32; len])
            })
            .then(|b| ops.reclaim(b))
            .run();
        let taken = buf(&dev, 2.0, len);
        let what = format!("memory taken after a dropped buffer's slow fill ({len} floats)");
        assert_all(&fut.wait().unwrap(), 1.0, &format!("{what}, in the chain"));
        dev.synchronize().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&taken).unwrap(),
            2.0,
            &format!("{what}, by the sync API"),
        );
    }
}

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

/// compose/op.rs (`Op::then`): "Then `f(output)`, on the same stream, in order, with no host
/// round trip. (If the next operation belongs to another device, it runs on a stream of that
/// device, joined with an event.)"; compose/mod.rs: "`then` chains work on the same stream, in
/// order".
///
/// The test: a chain on the adapter of device object A launches a 2 s `slow_fill` of A's
/// buffer `x`, then moves (`then`) to the adapter of a second object B of the same GPU for an
/// upload into B's buffer `y`. The upload is the step after the fill: 300 ms into the chain,
/// while the fill still runs, `y` must still hold its old values. A hole: `y` already holds
/// the upload's values while `x` is untouched, i.e. the step on the other device ran beside
/// the step before it rather than after it (the cross-device `then` goes through
/// `Scope::branch`, whose new stream waits only for the step's own buffers, and is joined back
/// only afterwards). The results are checked once the chain completes.
#[test]
fn a_then_onto_a_sibling_objects_adapter_runs_after_the_step_before_it() {
    let a = gpu!();
    let b = CudaDevice::new(0).unwrap();
    let k = slow_kernels(&a);
    let (adev_a, adev_b) = (
        AsyncDevice::new(a.clone()).unwrap(),
        AsyncDevice::new(b.clone()).unwrap(),
    );
    let (ops_a, ops_b) = (adev_a.ops(), adev_b.ops());
    let mut x = a.alloc_zeros::<f32>(N).unwrap();
    let mut y = b.alloc_zeros::<f32>(N).unwrap();
    // Warm-up: both adapters' streams used once, the kernel loaded.
    ops_a.value(()).run().wait().unwrap();
    ops_b.value(()).run().wait().unwrap();
    let cycles = cycles_for_ms(&a, SLOW_MS);
    // SAFETY: slow_fill(unsigned long long cycles, float *out, size_t n, float value) writes
    // the n elements of x.
    let fut = unsafe { ops_a.launch(&k.fill, CFG, (cycles, &mut x, N, 3.0f32)) }
        .then(|_| ops_b.htod_copy_into(vec![7.0f32; N], &mut y))
        .run();
    std::thread::sleep(LOOK_AFTER);
    // y first: if x is still untouched afterwards, the fill had not ended when y was read.
    let y_now = snapshot(&b, &y);
    let x_now = snapshot(&a, &x);
    if live(
        untouched(&x_now, 0.0),
        "the 2 s fill on device object A had ended 300 ms into the chain",
    ) {
        assert_all(
            &y_now,
            0.0,
            "device object B's upload, the step after A's 2 s fill in one chain, while the \
             fill still ran (it ran beside the step before it, not after it)",
        );
    }
    fut.wait().unwrap();
    assert_all(
        &a.dtoh_sync_copy(&x).unwrap(),
        3.0,
        "A's fill, after the chain",
    );
    assert_all(
        &b.dtoh_sync_copy(&y).unwrap(),
        7.0,
        "B's upload, after the chain",
    );
    b.synchronize().unwrap();
    a.synchronize().unwrap();
}

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
