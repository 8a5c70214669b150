//! Claims of the composed operations' docs, each attacked by a test.
//!
//! The claims are those of `src/async/compose/{mod,op,ops,execute,policy,shared,later}.rs` and
//! of the README's "Composed operations" ("a whole chain ... awaited once", steps in order on
//! one stream, borrowed buffers recorded "by the same tracking as every other call") that
//! neither tests/gpu/compose.rs (the combinators, errors and drops in their plain form) nor
//! tests/gpu/claims_async.rs (per-call futures, and chains where they meet them) defends.
//! Slow kernels (`SLOW` is about 50 ms on an H100) run ahead of the chain under attack, on
//! other threads' streams, on user streams and on the main stream, so that a chain that
//! overtakes them, a future that resolves early, or a buffer (device or pinned host) released
//! before the GPU is done with it shows; every element is checked against a CPU reference.
//! [`snapshot`] reads device memory around the crate's ordering, to see what the GPU has done
//! *now*; `dtoh_sync_copy` reads it in order. Captures into graphs (`AsyncDevice::capture`,
//! `Ops::launch_graph`) are left to tests/gpu_graphs, where no other test synchronises the
//! device meanwhile.

use crate::attack::{HOWS, let_go, live};
use crate::kernels::{CFG, SLOW, assert_all, random_f32, slow_kernels};
use crate::support::{assert_same, child};
use cuda_driver::r#async::{
    AsyncDevice, Later, Op, PerDevice, Resolve, SchedulingPolicy, SingleStream, Step, zip, zip3,
    zip4,
};
use cuda_driver::driver::sys::{CUfunction, CUresult};
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, DevicePtr, DriverError, LaunchConfig, result,
};
use std::ffi::c_void;
use std::future::{Future, IntoFuture};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;

// ---- helpers ----

/// `let (dev, k, adev) = compose_adapter!();`: device 0 (or return from the test, as `gpu!`)
/// with ptx/basic.ptx loaded, its slow kernels and an adapter of it.
macro_rules! compose_adapter {
    () => {{
        let dev = gpu!();
        crate::kernels::basic(&dev);
        let k = slow_kernels(&dev);
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        (dev, k, adev)
    }};
}

/// One thread per element.
fn cfg(n: usize) -> LaunchConfig {
    LaunchConfig::for_num_elems(n as u32)
}

/// `add_one(float *x, size_t n)` and `axpy(float a, const float *x, float *y, size_t n)` of
/// ptx/basic.ptx.
fn basic_kernels(dev: &Arc<CudaDevice>) -> (CudaFunction, CudaFunction) {
    (
        dev.get_func("basic", "add_one").unwrap(),
        dev.get_func("basic", "axpy").unwrap(),
    )
}

/// `n` copies of `value` on the device (written on the calling thread's stream).
fn buf(dev: &Arc<CudaDevice>, value: f32, n: usize) -> CudaSlice<f32> {
    dev.htod_sync_copy(&vec![value; n]).unwrap()
}

/// What `n` floats at device address `ptr` hold right now, read around the crate's ordering:
/// a raw `cuMemcpyDtoH` on the legacy stream, which does not wait for the crate's streams
/// (all non-blocking). Work still running shows as old values.
fn snapshot_at(dev: &Arc<CudaDevice>, ptr: u64, n: usize) -> Vec<f32> {
    dev.bind_to_thread().unwrap();
    let mut host = vec![0f32; n];
    // SAFETY: `ptr` is a live allocation of at least n floats (the caller keeps it alive); a
    // copy that races a kernel's writes reads some mix of old and new values, into host
    // memory of ours.
    unsafe { result::memcpy_dtoh_sync(&mut host, ptr) }.unwrap();
    host
}

/// What the device memory of `x` holds right now (see [`snapshot_at`]).
fn snapshot(dev: &Arc<CudaDevice>, x: &CudaSlice<f32>) -> Vec<f32> {
    snapshot_at(dev, *x.device_ptr(), x.len())
}

/// A policy that picks `usize::MAX`: stream `usize::MAX % POOL_STREAMS`.
struct Last;

impl SchedulingPolicy for Last {
    fn pick(&self, _adev: &AsyncDevice) -> usize {
        usize::MAX
    }
}

// ---- attacks that need a quiet process ----
//
// The panic attacks below are live only while the GPU is still busy with the slow work ahead
// of the chain when the caller goes on. In this binary, other tests' calls that synchronize
// the whole context (a device synchronize, freeing pinned memory) can hold this thread's
// driver calls until the GPU is idle, which would hide a hole (a false pass, never a false
// failure). Those attacks run in a process of their own, as in claims_async.rs: this binary
// again, running one ignored test, with nothing else using the driver there.

// ---- a chain waits for what its steps' buffers must follow ----

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
            snapshot(&dev, &x).iter().any(|&v| v != 3.0),
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

/// mod.rs: `then` "chains work on the same stream, in order"; `Op::boxed` is "for chains
/// built in a loop"; `Ops::value` "enqueues nothing and outputs value". A chain of 100 steps
/// built in a loop (a slow fill first, fifty adds, another slow fill in the middle, value
/// steps between them), downloaded in the same chain: the order of the steps decides every
/// element.
#[test]
fn a_boxed_chain_built_in_a_loop_runs_its_steps_in_order() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let mut x = buf(&dev, -1.0, n);
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements of x.
    let mut chain = unsafe { ops.launch(&k.fill, CFG, (SLOW, &mut x, n, 0.5f32)) }
        .then(|(_, x, _, _)| ops.value(x))
        .boxed();
    let mut want = 0.5f32;
    for i in 0..50 {
        chain = if i == 25 {
            want = 100.0;
            // SAFETY: as above.
            chain
                .then(|x| unsafe { ops.launch(&k.fill, CFG, (SLOW / 2, x, n, 100.0f32)) })
                .then(|(_, x, _, _)| ops.value(x))
                .boxed()
        } else {
            want += 1.0;
            // SAFETY: add_all(float *x, size_t n, float value) stays within n.
            chain
                .then(|x| unsafe { ops.launch(&k.add, CFG, (x, n, 1.0f32)) })
                .then(|(x, _, _)| ops.value(x))
                .boxed()
        };
    }
    let got = chain.then(|x| ops.dtoh_copy(&*x)).wait().unwrap();
    assert_all(&got, want, "a chain of 100 boxed steps");
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        want,
        "read by the sync API",
    );
}

// ---- zip joins; chains on a user stream ----

/// op.rs, `zip`: "joined on the device with events: the chain continues (or completes) once
/// all of them have"; `Op::on`: "branches of a zip run on streams the default policy picks,
/// joined back onto it". Zips whose slow branch is not the first (so runs on another stream
/// than the chain's), under the default policy and on a user stream: once the chain's future
/// resolves, the GPU has written every element of every branch.
#[test]
fn a_chain_completes_only_once_every_zip_branch_has() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let s = dev.new_stream().unwrap();
    let n = 1 << 16;
    for on_user_stream in [false, true] {
        let (mut b, mut c, mut d) = (buf(&dev, 0.0, n), buf(&dev, 0.0, n), buf(&dev, 0.0, n));
        let op = zip3(
            ops.value(1u32),
            // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n
            // elements.
            unsafe { ops.launch(&k.fill, CFG, (SLOW, &mut b, n, 2.0f32)) },
            // SAFETY: as above.
            unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut c, n, 3.0f32)) },
        )
        .map(|(one, _, _)| one);
        let one = if on_user_stream {
            op.on(&s).wait()
        } else {
            op.wait()
        }
        .unwrap();
        assert_eq!(one, 1);
        let what =
            format!("a zip3 branch, once the chain resolved (on a user stream: {on_user_stream})");
        assert_all(&snapshot(&dev, &b), 2.0, &what);
        assert_all(&snapshot(&dev, &c), 3.0, &what);

        // zip4, the slow one last, then a step after the join that reads nothing of it.
        let op = zip4(
            ops.value(()),
            ops.value(()),
            ops.value(()),
            // SAFETY: as above.
            unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut d, n, 4.0f32)) },
        )
        .then(|_| ops.alloc_zeros::<u8>(4));
        let z = if on_user_stream {
            op.on(&s).wait()
        } else {
            op.wait()
        }
        .unwrap();
        assert_eq!(z.len(), 4);
        let what = format!(
            "zip4's last branch, once the chain resolved (on a user stream: {on_user_stream})"
        );
        assert_all(&snapshot(&dev, &d), 4.0, &what);
    }
}

/// op.rs, `Op::on`: "Executes on `stream`"; `Op::sync_on`: "blocks until done". A user stream
/// with slow work queued on it (on a buffer the chain does not use): the chain runs after
/// that work in the stream's order, so once `wait` / `sync_on` returns, the slow work is done
/// too, and the chain's download is right.
#[test]
fn a_chain_on_a_user_stream_runs_after_the_work_queued_there() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let s = dev.new_stream().unwrap();
    let n = 1 << 16;
    let data = random_f32(n, 11);
    let v = adev.htod_copy(data.clone()).wait().unwrap();
    for blocking in [false, true] {
        let mut u = buf(&dev, 0.0, n);
        let value = if blocking { 6.0 } else { 5.0 };
        k.fill(Some(&s), &mut u, value, 2 * SLOW);
        live(
            snapshot(&dev, &u).iter().any(|&x| x != value),
            "the user stream's slow fill",
        );
        let got = if blocking {
            ops.dtoh_copy(&v).sync_on(&s)
        } else {
            futures_lite::future::block_on(ops.dtoh_copy(&v).on(&s))
        }
        .unwrap();
        assert_same(&got, &data, "the chain's download");
        assert_all(
            &snapshot(&dev, &u),
            value,
            &format!("work queued on the stream before the chain (sync_on: {blocking})"),
        );
    }
}

/// mod.rs "Safety": a chain "whose future is dropped or leaked (`mem::forget`) while it runs
/// is as safe as any GpuFuture: what the chain owns ... is kept until the GPU is done"; and
/// `Op::on` takes `&CudaStream`, so the stream may go at once. A chain on a user stream behind
/// slow work there (so it has not started), owning an upload, its future awaited, dropped or
/// forgotten, and the stream dropped right after: the chain still runs, and the sync API,
/// reading its output buffer at once, sees all of it (w + (data + 1)).
#[test]
fn a_chain_on_a_user_stream_let_go_of_with_its_stream_dropped_still_runs_in_order() {
    let (dev, k, adev) = compose_adapter!();
    let (add_one, axpy) = basic_kernels(&dev);
    let ops = adev.ops();
    let n = 1 << 16;
    for (i, how) in HOWS.into_iter().enumerate() {
        let s = dev.new_stream().unwrap();
        let mut u = buf(&dev, 0.0, n);
        k.fill(Some(&s), &mut u, 1.0, 2 * SLOW);
        let mut w = buf(&dev, 2.0, n);
        let data = random_f32(n, 20 + i as u64);
        let fut = ops
            .htod_copy(data.clone())
            // SAFETY: add_one(float *x, size_t n) stays within n elements.
            .then(|x| unsafe { ops.launch(&add_one, cfg(n), (x, n)) })
            // SAFETY: axpy(float a, const float *x, float *y, size_t n) writes only y.
            .then(|(x, n)| unsafe { ops.launch(&axpy, cfg(n), (1.0f32, x, &mut w, n)) })
            .on(&s);
        drop(s);
        let_go(how, fut);
        let want: Vec<f32> = data.iter().map(|d| 2.0 + (d + 1.0)).collect();
        assert_same(
            &dev.dtoh_sync_copy(&w).unwrap(),
            &want,
            &format!("the chain's output, future {how:?}, stream dropped"),
        );
        assert_all(
            &dev.dtoh_sync_copy(&u).unwrap(),
            1.0,
            "the stream's slow fill",
        );
    }
    dev.synchronize().unwrap();
}

// ---- two chains, one buffer, several threads ----

/// mod.rs "Safety" / README: borrowed buffers are recorded "by the same tracking as every
/// other call", so chains on one buffer from several threads (each with its own clone of the
/// adapter, chains landing on whichever streams the policy picks) are ordered like any other
/// work on it. Four threads each run six read-modify-write chains on one buffer behind a
/// mutex (held only while the chain is enqueued, not while it runs): a slow read of x into a
/// scratch buffer, +1 there, copied back into x, then x downloaded in the same chain. The 24
/// downloads must be exactly 1..=24, each uniform, and x must end at 24: a chain that
/// overtook another would lose an increment or see a half-written buffer.
#[test]
fn chains_from_four_threads_increment_one_buffer_in_turn() {
    let (dev, k, adev) = compose_adapter!();
    let n = 1 << 16;
    let (threads, per_thread) = (4usize, 6usize);
    let x = Mutex::new(buf(&dev, 0.0, n));
    let cycles = SLOW / 20;
    let seen: Vec<f32> = std::thread::scope(|sc| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                let (adev, dev, k, x) = (adev.clone(), &dev, &k, &x);
                sc.spawn(move || {
                    let ops = adev.ops();
                    let ops = &ops;
                    let mut tmp = buf(dev, 0.0, n);
                    let mut firsts = Vec::new();
                    for _ in 0..per_thread {
                        let fut = {
                            let mut guard = x.lock().unwrap();
                            let x: &mut CudaSlice<f32> = &mut guard;
                            // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n)
                            // stays within n (x, passed `&mut`, is only read).
                            unsafe { ops.launch(&k.copy, CFG, (cycles, &mut tmp, x, n)) }
                                .then(|(_, tmp, x, n)| {
                                    // SAFETY: add_all(float *x, size_t n, float value) stays
                                    // within n.
                                    unsafe { ops.launch(&k.add, CFG, (tmp, n, 1.0f32)) }
                                        .then(move |(tmp, _, _)| ops.dtod_copy(&*tmp, x))
                                })
                                .then(|x| ops.dtoh_copy(&*x))
                                .run()
                        };
                        let got = fut.wait().unwrap();
                        assert_all(&got, got[0], "a chain's download of x");
                        firsts.push(got[0]);
                    }
                    firsts
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    let mut seen = seen;
    seen.sort_by(f32::total_cmp);
    let total = threads * per_thread;
    let want: Vec<f32> = (1..=total).map(|i| i as f32).collect();
    assert_eq!(
        seen, want,
        "the values the chains downloaded (sorted): an increment was lost or seen twice"
    );
    let x = x.into_inner().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        total as f32,
        "x after every chain",
    );
}

// ---- failures ----

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
        // Uploads of the same size right away: pinned staging buffers from the same pool.
        for _ in 0..3 {
            let b = adev.htod_copy(other.clone()).wait().unwrap();
            assert_same(
                &adev.reclaim(b).wait().unwrap(),
                &other,
                "an upload after the error",
            );
        }
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

/// ops.rs, `Ops::custom`: "The step's output is `bufs` handed back, and `f`'s result", the
/// work is enqueued "after what the buffers of `bufs` must follow"; later.rs, `Resolve`:
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
        fn detach(self) -> Later<u32> {
            Later::ready(self.0)
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

/// op.rs, `Op::on`: a stream of another device is refused ("in Op::on: the stream belongs to
/// device ..."), and an operation dropped before it is executed does nothing. A stream of
/// another device object (of the same GPU: another `CudaDevice::new(0)`): `on` and `sync_on`
/// fail with an error naming `Op::on`, no closure of the chain is called, and its slow write
/// never happens.
#[test]
fn op_on_a_stream_of_another_device_object_fails_and_runs_nothing() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let other = CudaDevice::new(0).unwrap();
    let s = other.new_stream().unwrap();
    let n = 1 << 16;
    let mut y = buf(&dev, 1.0, n);
    let built = AtomicUsize::new(0);
    for blocking in [false, true] {
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        let op = unsafe { ops.launch(&k.fill, CFG, (SLOW, &mut y, n, 9.0f32)) }.then(|_| {
            built.fetch_add(1, Ordering::SeqCst);
            ops.value(())
        });
        let err = if blocking {
            op.sync_on(&s)
        } else {
            op.on(&s).wait()
        }
        .unwrap_err();
        assert_eq!(err.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{err}");
        assert!(err.to_string().contains("Op::on"), "{err}");
    }
    assert_eq!(
        built.load(Ordering::SeqCst),
        0,
        "a closure of a refused chain ran"
    );
    dev.synchronize().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        1.0,
        "the buffer of a refused chain",
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

// ---- panics in a chain's closures ----

/// DESIGN "The async adapter": "Host memory given to an async copy is owned by the operation
/// ... until the GPU is done with it"; mod.rs "Safety": "what the chain owns (pinned staging
/// buffers ...) is kept until the GPU is done". A `then` closure that panics (caught by the
/// caller) after an upload step was enqueued behind a slow fill, so that the GPU has not read
/// the upload's pinned staging buffer yet; then another upload of the same size at once. The
/// first upload's destination must hold its own data, not the second's. In a quiet process
/// (see [`run_in_child`]).
///
/// Expected to fail as the code stands: the unwinding drops the chain's `Scope` (and its
/// `keep`, where the staging buffer is) in `execute` (src/async/compose/execute.rs) without
/// draining the stream as the error path does, so the buffer goes back to the device's pinned
/// pool (`PinnedBuf::drop`, src/driver/safe/staging.rs) at once, and the next upload's staging
/// writes into it before the first upload's copy reads it.
#[test]
fn a_panic_in_a_then_closure_releases_no_staging_buffer_before_its_upload() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_panic_after_an_upload");
}

/// The attack of `a_panic_in_a_then_closure_releases_no_staging_buffer_before_its_upload`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_panic_after_an_upload() {
    if !child::in_child(module_path!(), "quiet_panic_after_an_upload") {
        return;
    }
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let data = random_f32(n, 50);
    let other = random_f32(n, 51);
    let mut y = buf(&dev, 0.0, n);
    let mut z = buf(&dev, 0.0, n);
    let r = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut y, n, 1.0f32)) }
            .then(|_| ops.htod_copy_into(data.clone(), &mut z))
            .then(|_| -> Step<'static, ()> { panic!("a user's closure panics mid-chain") })
            .run()
    }));
    assert!(r.is_err(), "the closure's panic reaches the caller");
    live(
        snapshot(&dev, &y).iter().any(|&v| v != 1.0),
        "the slow fill ahead of the upload",
    );
    let b = adev.htod_copy(other.clone()).wait().unwrap();
    assert_same(
        &dev.dtoh_sync_copy(&b).unwrap(),
        &other,
        "the second upload",
    );
    assert_same(
        &dev.dtoh_sync_copy(&z).unwrap(),
        &data,
        "an upload enqueued before a panic in a later closure",
    );
    dev.synchronize().unwrap();
}

/// As above, for a download: mod.rs "Safety" (what the chain owns "is kept until the GPU is
/// done") and async mod.rs "No host memory of yours is ... written by the GPU after the call
/// returns". A `then` closure panics after a download step was enqueued behind a slow fill
/// (the GPU has not written the download's pinned landing buffer yet); then an upload of the
/// same size, itself queued behind a slower fill of its destination. The upload must deliver
/// its own data, not what the first download wrote late into its staging buffer. In a quiet
/// process (see [`run_in_child`]).
///
/// Expected to fail as the code stands, for the reason given in
/// `a_panic_in_a_then_closure_releases_no_staging_buffer_before_its_upload`: the landing
/// buffer goes back to the pinned pool while the download is pending, and the next staging
/// buffer handed out is that memory.
#[test]
fn a_panic_in_a_then_closure_releases_no_landing_before_its_download() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_panic_after_a_download");
}

/// The attack of `a_panic_in_a_then_closure_releases_no_landing_before_its_download`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_panic_after_a_download() {
    if !child::in_child(module_path!(), "quiet_panic_after_a_download") {
        return;
    }
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let other = random_f32(n, 52);
    let mut y = buf(&dev, 0.0, n);
    let mut w = buf(&dev, 0.0, n);
    let r = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut y, n, 3.0f32)) }
            .then(|(_, y, _, _)| ops.dtoh_copy(&*y))
            .then(|_later| -> Step<'static, ()> { panic!("a user's closure panics mid-chain") })
            .run()
    }));
    assert!(r.is_err(), "the closure's panic reaches the caller");
    live(
        snapshot(&dev, &y).iter().any(|&v| v != 3.0),
        "the slow fill ahead of the download",
    );
    // SAFETY: as above.
    drop(unsafe { adev.launch(&k.fill, CFG, (4 * SLOW, &mut w, n, 9.0f32)) });
    adev.htod_copy_into(other.clone(), &mut w).wait().unwrap();
    assert_same(
        &dev.dtoh_sync_copy(&w).unwrap(),
        &other,
        "an upload staged after a panicking chain's pending download",
    );
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 3.0, "the slow fill");
    dev.synchronize().unwrap();
}

/// ops.rs, `Ops::custom`: "the step is recorded with" the buffers of `bufs`, so that work on
/// them waits for what `f` enqueued. An `f` that enqueues a slow kernel writing its `&mut`
/// buffer and then panics (caught by the caller): a sync read of the buffer right after must
/// still wait for the kernel. In a quiet process (see [`run_in_child`]).
///
/// Expected to fail as the code stands: the panic unwinds out of `PoolStream::step`
/// (src/driver/safe/port.rs) before `record(uses)` and out of `Lane::enqueue` before its
/// `bump`, so the buffer holds no record of the kernel, and the read (and a free) does not
/// wait for it.
#[test]
fn a_panic_in_a_custom_step_still_records_its_buffers() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_panic_in_a_custom_step");
}

/// The attack of `a_panic_in_a_custom_step_still_records_its_buffers`, in a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_panic_in_a_custom_step() {
    if !child::in_child(module_path!(), "quiet_panic_in_a_custom_step") {
        return;
    }
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let mut x = buf(&dev, 0.0, n);
    let ptr = *x.device_ptr();
    let f = k.fill.cu_function() as usize;
    let r = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `f` enqueues slow_fill(cycles, float *out, size_t n, float value) on the
        // given stream, writing the n elements of x only (passed `&mut`); the handle stays
        // valid while `k` (which keeps the module loaded) lives.
        unsafe {
            ops.custom((&mut x,), move |stream| -> Result<(), DriverError> {
                let (mut cycles, mut out, mut len, mut value) = (2 * SLOW, ptr, n, 7.0f32);
                let mut params = [
                    (&mut cycles) as *mut u64 as *mut c_void,
                    (&mut out) as *mut u64 as *mut c_void,
                    (&mut len) as *mut usize as *mut c_void,
                    (&mut value) as *mut f32 as *mut c_void,
                ];
                result::launch_kernel(
                    f as CUfunction,
                    CFG.grid_dim,
                    CFG.block_dim,
                    0,
                    stream,
                    &mut params,
                )
                .unwrap();
                panic!("a custom step panics after enqueueing its work")
            })
        }
        .run()
    }));
    assert!(r.is_err(), "the step's panic reaches the caller");
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        7.0,
        "a sync read after a custom step that enqueued a slow write and panicked",
    );
    dev.synchronize().unwrap();
}

/// op.rs, `Op::shared`: "every clone gets a clone of the result" (shared.rs gives the other
/// clones an error when the `map` closure panics "instead of waiting for ever"). A shared
/// operation whose `then` closure panics while the first clone executes it: another clone,
/// waited for on another thread, must resolve (to an error), not hang. And one whose `map`
/// panics: the other clone gets an error.
///
/// Expected to fail (time out after 10 s) as the code stands for the `then` case: `start`
/// (src/async/compose/shared.rs) takes the operation out of its slot and panics inside
/// `execute`, so nothing ever fills `raw` or `result`, and every other clone waits on `ready`
/// for ever.
#[test]
fn a_shared_operation_that_panics_gives_the_other_clones_an_error_not_a_hang() {
    let (_dev, _k, adev) = compose_adapter!();
    let ops = adev.ops();

    // `then` panics while the first clone executes the operation.
    let shared = ops
        .htod_copy(vec![1u8; 16])
        .then(|_x| -> Step<'static, Later<Vec<u8>>> { panic!("a shared chain's closure panics") })
        .shared();
    let other = shared.clone();
    let r = catch_unwind(AssertUnwindSafe(|| shared.wait()));
    assert!(
        r.is_err(),
        "the panic reaches the clone that executed the operation"
    );
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(other.wait().map(drop));
    });
    match rx.recv_timeout(Duration::from_secs(10)) {
        Ok(r) => assert!(
            r.is_err(),
            "a clone of a panicked shared operation got a result"
        ),
        Err(_) => panic!(
            "a clone of a shared operation whose closure panicked still waits after 10 s \
             (it would wait for ever)"
        ),
    }

    // `map` panics when the first clone resolves the result.
    let o = ops.clone();
    let shared = ops
        .htod_copy(vec![2u8; 16])
        .then(move |x| o.reclaim(x))
        .map(|_v| -> usize { panic!("a shared chain's map panics") })
        .shared();
    let other = shared.clone();
    let r = catch_unwind(AssertUnwindSafe(|| shared.wait()));
    assert!(
        r.is_err(),
        "the map's panic reaches the clone that resolved it"
    );
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(other.wait());
    });
    match rx.recv_timeout(Duration::from_secs(10)) {
        Ok(r) => {
            let e = r.expect_err("a clone of a shared operation whose map panicked");
            assert!(e.to_string().contains("panicked"), "{e}");
        }
        Err(_) => panic!("a clone of a shared operation whose map panicked still waits after 10 s"),
    }
}

// ---- laziness and the host side ----

/// op.rs, `Op::shared`: "runs once, when the first clone is awaited (or waited for)";
/// `SharedFuture`: "it executes the operation when first polled"; `Half`: "Awaiting (or
/// waiting for) either half runs the pair's operation, once for both"; mod.rs: an operation
/// "dropped before it is executed does nothing". Nothing is built (no closure called) by
/// `shared`, `clone`, `into_future`, `unzip` or a device synchronize; the first poll or wait
/// builds it once; clones never awaited build nothing.
#[test]
fn shared_and_unzip_build_nothing_until_first_awaited() {
    let (dev, _k, adev) = compose_adapter!();
    let ops = adev.ops();
    let data = random_f32(4096, 60);
    let built = Arc::new(AtomicUsize::new(0));
    let counted = |v: Vec<f32>| {
        let (o, built) = (ops.clone(), built.clone());
        ops.htod_copy(v).then(move |x| {
            built.fetch_add(1, Ordering::SeqCst);
            o.reclaim(x)
        })
    };
    let shared = counted(data.clone()).shared();
    let clone = shared.clone();
    let mut fut = clone.clone().into_future();
    dev.synchronize().unwrap();
    assert_eq!(built.load(Ordering::SeqCst), 0, "built before any poll");
    // One poll with a no-op waker: it executes the operation.
    let _ = std::pin::Pin::new(&mut fut)
        .poll(&mut std::task::Context::from_waker(std::task::Waker::noop()));
    assert_eq!(
        built.load(Ordering::SeqCst),
        1,
        "the first poll executes it"
    );
    assert_same(
        &futures_lite::future::block_on(fut).unwrap(),
        &data,
        "shared",
    );
    assert_same(&clone.wait().unwrap(), &data, "a clone");
    assert_same(&shared.wait().unwrap(), &data, "the original");
    assert_eq!(built.load(Ordering::SeqCst), 1, "built more than once");

    // Never awaited: nothing.
    let never = counted(data.clone()).shared();
    drop((never.clone(), never));
    let (a, b) = zip(counted(vec![1.0; 8]), counted(vec![2.0; 16])).unzip();
    dev.synchronize().unwrap();
    assert_eq!(
        built.load(Ordering::SeqCst),
        1,
        "a shared or unzip never awaited was built"
    );
    assert_eq!(b.wait().unwrap(), vec![2.0; 16]);
    assert_eq!(
        built.load(Ordering::SeqCst),
        3,
        "waiting for one half builds the pair"
    );
    assert_eq!(a.wait().unwrap(), vec![1.0; 8]);
    assert_eq!(
        built.load(Ordering::SeqCst),
        3,
        "the other half built it again"
    );
}

/// op.rs, `Op::map`: "Transforms the resolved output on the host, once the GPU is done (when
/// the chain's future is polled, or by `wait`, on that thread)"; execute.rs, `ChainFuture`:
/// "map closures run in its poll". A map after a slow fill: it has not run after a device
/// synchronize (nothing polled), it runs on the thread that waits (another one) or polls
/// (`block_on`), and when it runs the GPU has written every element.
#[test]
fn map_runs_on_the_waiting_thread_once_the_gpu_is_done() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    for by_wait in [true, false] {
        let mut y = buf(&dev, 0.0, n);
        let (ptr, d, ran) = (
            *y.device_ptr(),
            dev.clone(),
            Arc::new(AtomicBool::new(false)),
        );
        let ran2 = ran.clone();
        let value = if by_wait { 8.0 } else { 9.0 };
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        let fut = unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut y, n, value)) }
            .map(move |_| {
                ran2.store(true, Ordering::SeqCst);
                (std::thread::current().id(), snapshot_at(&d, ptr, n))
            })
            .run();
        dev.synchronize().unwrap();
        assert!(
            !ran.load(Ordering::SeqCst),
            "the map ran before its future was polled"
        );
        let h = std::thread::spawn(move || {
            let out = if by_wait {
                fut.wait()
            } else {
                futures_lite::future::block_on(fut)
            };
            (std::thread::current().id(), out.unwrap())
        });
        let (waiter, (ran_on, seen)) = h.join().unwrap();
        assert_eq!(
            ran_on, waiter,
            "the map ran on another thread than the waiter's"
        );
        assert_all(&seen, value, "what the GPU had written when the map ran");
        drop(y);
    }
}

// ---- policies ----

/// policy.rs, `SingleStream`: "operations scheduled with it run one after another, in the
/// order they were executed"; `SchedulingPolicy::pick`: "The index (taken modulo their
/// number, `AsyncDevice::POOL_STREAMS`)". A slow chain on `SingleStream(5)` then a fast one
/// on `SingleStream(5 + POOL_STREAMS)`, and a slow one on a policy picking `usize::MAX` then a
/// fast one on `SingleStream(usize::MAX % POOL_STREAMS)`: once the fast one resolves, the
/// slow one (on no buffer of it) is done.
#[test]
fn single_stream_runs_chains_in_order_with_indices_taken_modulo_the_pool() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let pool = AsyncDevice::POOL_STREAMS;
    let mut b = buf(&dev, 0.0, n);
    let pairs: [(&dyn SchedulingPolicy, SingleStream); 2] = [
        (&SingleStream(5), SingleStream(5 + pool)),
        (&Last, SingleStream(usize::MAX % pool)),
    ];
    for (round, (slow_policy, fast_policy)) in pairs.into_iter().enumerate() {
        let mut a = buf(&dev, 0.0, n);
        let value = 2.0 + round as f32;
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        let slow =
            unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut a, n, value)) }.schedule(slow_policy);
        // SAFETY: add_all(float *x, size_t n, float value) stays within n.
        unsafe { ops.launch(&k.add, CFG, (&mut b, n, 1.0f32)) }
            .schedule(&fast_policy)
            .wait()
            .unwrap();
        assert_all(
            &snapshot(&dev, &a),
            value,
            &format!(
                "a slow chain executed before a fast one on the same stream ({fast_policy:?})"
            ),
        );
        slow.wait().unwrap();
    }
    assert_all(&dev.dtoh_sync_copy(&b).unwrap(), 2.0, "the fast chains");
}

/// policy.rs, `PerDevice::new`: "A policy using up to `streams` streams per device (at least
/// one, at most the pool)"; `Default`: "Every stream of each device's pool". Its picks with 0
/// streams, with more than the pool, and by default; and chains scheduled with them run.
#[test]
fn per_device_keeps_its_stream_count_between_one_and_the_pool() {
    let (_dev, _k, adev) = compose_adapter!();
    let pool = AsyncDevice::POOL_STREAMS;
    let none = PerDevice::new(0);
    let picks: Vec<usize> = (0..10).map(|_| none.pick(&adev)).collect();
    assert_eq!(picks, vec![0; 10], "PerDevice::new(0)");
    for (what, p) in [
        ("PerDevice::new(1000)", PerDevice::new(1000)),
        ("PerDevice::default()", PerDevice::default()),
    ] {
        let picks: Vec<usize> = (0..2 * pool).map(|_| p.pick(&adev)).collect();
        let want: Vec<usize> = (0..2 * pool).map(|i| i % pool).collect();
        assert_eq!(picks, want, "{what}");
    }
    let ops = adev.ops();
    for p in [PerDevice::new(0), PerDevice::new(1000)] {
        let o = ops.clone();
        let v = ops
            .htod_copy(vec![4u16; 33])
            .then(move |x| o.reclaim(x))
            .schedule(&p)
            .wait()
            .unwrap();
        assert_eq!(v, [4; 33]);
    }
}
