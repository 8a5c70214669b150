//! The adapter on streams of the user's and on views: a chain on one user stream resolves while
//! a slow chain runs on another, and per-call operations on views follow slow work on the whole
//! buffer.

use crate::kernels::{CFG, SLOW, assert_all};
use crate::support::futures::{HOWS, let_go};
use crate::support::kernels::SlowKernels;
use crate::support::kernels::{ONE, buf, cycles_for_ms, fill, spin_kernel};
use crate::support::races::{SlowChain, live};
use crate::support::{child, snapshot};
use cuda_driver::r#async::Op;
use cuda_driver::r#async::Ops;
use cuda_driver::driver::{CudaSlice, CudaStream};
use std::time::Instant;

// ---- helpers ----

// ---- futures of chains on streams of the user's ----

/// mod.rs: "Completion is noticed by a thread per `AsyncDevice` that polls each pool stream's
/// oldest operation (`cuEventQuery`) and, where several are queued, its newest first: once
/// that is reached, every operation before it on the stream is done"; GpuFuture's `poll`:
/// "Ready with the operation's result once the GPU has finished it; until then the task is
/// woken when it completes"; op.rs, `Op::on`: "Executes on `stream` ...; await the returned
/// future". A slow chain (2 s) executed on one user stream, then a short chain (about 5 ms,
/// longer than any future's own watch) on another user stream, awaited with `block_on` and
/// with `wait`: each must resolve while the slow chain's kernel still runs, as a per-call
/// future beside it does (the control). In a quiet process (see [`child::run_in_child`]).
///
/// It failed before the fix: every chain executed on a stream of the user's is queued in
/// *one* queue, whatever its stream, and the completion thread finished only that queue's
/// head and the operations behind it once the head was done, so a chain on stream B waited
/// behind the unrelated chain on stream A. The thread now looks at the oldest operation of
/// each stream of the user's in that queue (`Completer::collect_heads`).
#[test]
fn a_chain_on_one_user_stream_resolves_while_a_slow_chain_runs_on_another() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_chains_on_two_user_streams");
}

/// The body of `a_chain_on_one_user_stream_resolves_while_a_slow_chain_runs_on_another`, in
/// a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_chains_on_two_user_streams() {
    if !child::in_child(module_path!(), "quiet_chains_on_two_user_streams") {
        return;
    }
    let (dev, k, adev) = slow_adapter!();
    let spin = spin_kernel(&dev);
    let ops = adev.ops();
    let (slow_stream, quick_stream) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    let n = 1 << 16;
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let (mut x0, mut x1, x2) = (buf(&dev, 0.0, n), buf(&dev, 0.0, n), buf(&dev, 0.0, n));
    // Warm-up: kernels loaded, the adapter's streams used once.
    fill(&adev, &k, &mut x0, 0.5, 1).wait().unwrap();
    let slow_ms = 2000;
    let quick = cycles_for_ms(&dev, 5);
    let t = Instant::now();
    // SAFETY: spin(unsigned long long cycles, int *flag_out) writes flag_out[0] only.
    let slow_chain = unsafe { ops.launch(&spin, ONE, (cycles_for_ms(&dev, slow_ms), &mut flag)) }
        .on(&slow_stream);
    let slow = SlowChain {
        dev: &dev,
        flag: &flag,
        t,
    };
    assert!(
        live(
            slow.running("before the control"),
            "the slow chain on the first user stream"
        ),
        "the 2 s kernel ended before anything else was made: the attack proves nothing"
    );

    // The control: a per-call future beside it, on one of the adapter's own streams.
    futures_lite::future::block_on(fill(&adev, &k, &mut x0, 1.0, quick)).unwrap();
    assert!(
        slow.running("when the per-call future resolved"),
        "a per-call future (5 ms of work) resolved only once an unrelated 2 s chain on a user \
         stream was done"
    );
    assert_all(
        &snapshot(&dev, &x0),
        1.0,
        "the per-call fill, once resolved",
    );

    // A short chain on another user stream, awaited with block_on.
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
    let quick_chain = unsafe { ops.launch(&k.fill, CFG, (quick, &mut x1, n, 2.0f32)) };
    futures_lite::future::block_on(quick_chain.on(&quick_stream)).unwrap();
    let awaited = t.elapsed();
    assert_all(
        &snapshot(&dev, &x1),
        2.0,
        "the short chain's fill, once resolved",
    );
    assert!(
        slow.running("when the awaited short chain resolved"),
        "a chain of 5 ms of work on one user stream resolved only {awaited:?} after an \
         unrelated 2 s chain on another user stream was executed, once that chain was done: \
         its future waited behind it"
    );

    a_waited_chain_resolves_while_it_runs(&slow, &ops, &k, &quick_stream, quick, x2);

    slow_chain.wait().unwrap();
    assert_eq!(
        snapshot(&dev, &flag)[0],
        1,
        "the slow chain's kernel, once resolved"
    );
}

/// The last check of `quiet_chains_on_two_user_streams`: a short chain on the other user
/// stream, waited for with `wait` (which watches its operation for 500 us before parking),
/// resolves while the slow chain still runs.
fn a_waited_chain_resolves_while_it_runs(
    slow: &SlowChain<'_>,
    ops: &Ops,
    k: &SlowKernels,
    quick_stream: &CudaStream,
    quick: u64,
    mut x2: CudaSlice<f32>,
) {
    let dev = slow.dev;
    let n = x2.len();
    // SAFETY: as above.
    let quick_chain = unsafe { ops.launch(&k.fill, CFG, (quick, &mut x2, n, 3.0f32)) };
    quick_chain.on(quick_stream).wait().unwrap();
    let waited = slow.t.elapsed();
    assert_all(
        &snapshot(dev, &x2),
        3.0,
        "the second short chain's fill, once resolved",
    );
    assert!(
        slow.running("when the waited-for short chain resolved"),
        "a chain of 5 ms of work on one user stream, waited for with `wait`, resolved only \
         {waited:?} after an unrelated 2 s chain on another user stream, once that was done"
    );
}

// ---- views through the adapter ----

/// DESIGN.md: "Every operation takes part ...: an argument passed by `&` is a read, by `&mut`
/// a write, and a view counts against its parent"; mod.rs: "An operation waits for the earlier
/// writes of what it reads and for the earlier reads and writes of what it writes". Every
/// per-call operation that takes a view (`htod_copy_into`, `dtoh_copy`, `dtoh_copy_into`,
/// `dtod_copy`, `memset_zeros`, a launch with `&mut` view arguments), on views from
/// `slice_mut` and `split_at_mut`, behind a slow reader and a slow writer of the whole buffer
/// on a user stream, with futures awaited, dropped and forgotten: the reader sees the old
/// values, every write lands on its own half in call order, and every read sees the writes
/// before it. tests/gpu/async_adapter/ordering.rs reads a view through the adapter only.
#[test]
fn per_call_operations_on_views_follow_slow_work_on_the_whole_buffer() {
    let (dev, k, adev) = slow_adapter!();
    let s = dev.new_stream().unwrap();
    let n = 1 << 16;
    let half = n / 2;
    for how in HOWS {
        // A slow reader of all of x on the user stream, then an upload into x's upper half
        // (write after read), then a download of a view across both halves (read after write).
        let mut x = buf(&dev, 1.0, n);
        let mut seen = buf(&dev, 0.0, n);
        k.slow_copy(Some(&s), &mut seen, &x);
        live(
            snapshot(&dev, &seen).iter().any(|&v| v != 1.0),
            "the slow reader on the user stream",
        );
        let_go(
            how,
            adev.htod_copy_into(vec![2.0f32; half], &mut x.slice_mut(half..)),
        );
        let got = adev.dtoh_copy(&x.slice(half / 2..)).wait().unwrap();
        assert_eq!(got.len(), n - half / 2, "{how:?}: the view's download");
        assert_all(
            &got[..half / 2],
            1.0,
            &format!("{how:?}: the lower part of the view, never written"),
        );
        assert_all(
            &got[half / 2..],
            2.0,
            &format!("{how:?}: the upper half, uploaded through a view"),
        );
        assert_all(
            &dev.dtoh_sync_copy(&seen).unwrap(),
            1.0,
            &format!("{how:?}: the slow reader, before the upload into a view of its source"),
        );

        // A slow writer of all of x on the user stream, then through the two halves of
        // split_at_mut: lo += 1 (4), hi = lo (4), lo = 0 (after the copy read it).
        k.fill(Some(&s), &mut x, 3.0, SLOW);
        live(
            snapshot(&dev, &x).iter().any(|&v| v != 3.0),
            "the slow writer on the user stream",
        );
        {
            let (mut lo, mut hi) = x.split_at_mut(half);
            // SAFETY: add_all(float *x, size_t n, float value) stays within n elements.
            let_go(how, unsafe {
                adev.launch(&k.add, CFG, (&mut lo, half, 1.0f32))
            });
            let_go(how, adev.dtod_copy(&lo, &mut hi));
            let_go(how, adev.memset_zeros(&mut lo));
            let back = adev
                .dtoh_copy_into(&hi, Vec::with_capacity(half))
                .wait()
                .unwrap();
            assert_all(
                &back,
                4.0,
                &format!("{how:?}: the upper half, copied from the lower one after its add"),
            );
        }
        let all = adev.reclaim(x).wait().unwrap();
        assert_all(
            &all[..half],
            0.0,
            &format!("{how:?}: the lower half, zeroed after the copy read it"),
        );
        assert_all(&all[half..], 4.0, &format!("{how:?}: the upper half"));
    }
    dev.synchronize().unwrap();
}
