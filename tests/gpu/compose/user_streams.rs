//! Chains on streams of the user's: a chain runs after the work queued there, still runs in order
//! when let go of with its stream dropped, a value taken out of its chain resolves only once its
//! download is done, and a chain on one user stream resolves while many wait on another.

use crate::compose::{basic_kernels, buf, cfg, snapshot_f32};
use crate::kernels::{SLOW, assert_all, random_f32, slow_kernels};
use crate::support::futures::{HOWS, let_go};
use crate::support::kernels::{ONE, cycles_for_ms, fill, spin_kernel};
use crate::support::races::{SlowChain, live};
use crate::support::{assert_same, child, snapshot};
use cuda_driver::r#async::{AsyncDevice, Op, Ops, SingleStream, Unresolved};
use cuda_driver::driver::{CudaFunction, CudaSlice, CudaStream};
use std::sync::{Arc, Mutex};
use std::time::Instant;

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
            snapshot_f32(&dev, &u).iter().any(|&x| x != value),
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
            &snapshot_f32(&dev, &u),
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

/// unresolved.rs, `Unresolved`: "A value that exists only once the GPU is done with the work that makes
/// it: a download's `Vec` ... Opaque while a chain is enqueued; executing the chain resolves
/// it"; ops.rs, `Ops::dtoh_copy`: "a [`Unresolved`] `Vec`, resolved when the chain completes"; the
/// download's own SAFETY comment: "an `Unresolved` is resolved only once the chain is done".
///
/// The test: a `then` closure gets the download's `Unresolved` (a `Send + 'static` value) and
/// keeps it in a `Mutex` instead of handing it on, while its chain waits behind a slow fill
/// of the downloaded buffer on a user stream (so the download has not run). The kept `Unresolved`
/// is then handed to a second chain, `ops.value(later)`, executed on another of the adapter's
/// streams: that chain has no GPU work, so it completes at once and resolves the `Unresolved`. It
/// must still give the downloaded values (all 7.0), as the first chain does.
///
/// A hole shows as the pinned landing buffer's old contents (9.0, left there by an earlier
/// upload's staging, or anything else), read while the GPU has not copied into it yet: the
/// `Unresolved` (`Ops::download`, src/async/compose/ops.rs) reads the landing with
/// `Landing::to_vec` (src/async/enqueue.rs) whenever it is taken, and nothing ties it to the
/// completion of the chain that enqueued the download, only the chain that resolves it. With
/// `bool` elements (`DeviceRepr`) the stale bytes need not even be valid values. In a quiet
/// process (see [`child::run_in_child`]).
#[test]
fn a_later_taken_out_of_its_chain_resolves_only_once_its_download_is_done() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_later_taken_out_of_its_chain");
}

/// The body of `a_later_taken_out_of_its_chain_resolves_only_once_its_download_is_done`, in a
/// quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_later_taken_out_of_its_chain() {
    if !child::in_child(module_path!(), "quiet_later_taken_out_of_its_chain") {
        return;
    }
    let (dev, k, adev) = slow_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let stream = dev.new_stream().unwrap();
    let mut x = buf(&dev, 0.0, n);
    // Warm-up (kernels loaded, streams used), and a pinned staging buffer of the download's
    // size back in the device's pool holding 9.0 (the landing is likely to be that one).
    fill(&adev, &k, &mut x, 0.0, 1).wait().unwrap();
    drop(adev.htod_copy(vec![9.0f32; n]).wait().unwrap());
    dev.synchronize().unwrap();

    k.fill(Some(&stream), &mut x, 7.0, 2 * SLOW);
    let slot: Arc<Mutex<Option<Unresolved<Vec<f32>>>>> = Arc::new(Mutex::new(None));
    let first = {
        let (slot, ops2) = (slot.clone(), ops.clone());
        ops.dtoh_copy(&x).then(move |later| {
            *slot.lock().unwrap() = Some(later);
            ops2.value(())
        })
    }
    .schedule(&SingleStream(0));
    let later = slot
        .lock()
        .unwrap()
        .take()
        .expect("the then closure ran when its chain was executed");
    let t = Instant::now();
    let early = ops.value(later).schedule(&SingleStream(1)).wait().unwrap();
    let took = t.elapsed();
    let was_live = live(
        snapshot(&dev, &x).iter().any(|&v| v != 7.0),
        "the slow fill ahead of the download had ended when the taken Unresolved was resolved",
    );
    assert_eq!(early.len(), n, "the taken Unresolved's length");
    if was_live {
        assert_all(
            &early,
            7.0,
            &format!(
                "a download's Unresolved taken out of its chain and resolved by another chain \
                 ({took:?} after that was executed) while the download still waited behind a \
                 slow fill: it gave the landing buffer's contents before the GPU wrote them"
            ),
        );
    } else {
        assert_all(&early, 7.0, "the taken Unresolved, resolved after the fill");
    }
    first.wait().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        7.0,
        "the downloaded buffer, read in order",
    );
    dev.synchronize().unwrap();
}

/// How many chains the test queues on the slow user stream: more than the completion thread
/// looks at in the queue of the user's streams (`USER_HEADS`, 64, in src/async/completion.rs).
const QUEUED: usize = 80;

/// mod.rs "Memory": "Chains executed on streams of yours (`Op::on`) are polled the same way,
/// the oldest of each of those streams, so that a long one on one stream does not hold up
/// another stream's futures"; op.rs, `Op::on`: "Executes on `stream` ...; await the returned
/// future"; GpuFuture's `poll`: "Ready with the operation's result once the GPU has finished
/// it; until then the task is woken when it completes".
///
/// The test: a 2 s chain on one user stream, then 80 more chains (no GPU work of their own)
/// queued on that stream behind it, their futures kept; then a short chain (about 5 ms, longer
/// than a future's own watch of its operation) on another user stream, waited for with `wait`
/// and with `block_on`. Each must resolve while the 2 s kernel still runs, as it does with one
/// chain ahead (tests/gpu/async_adapter/streams.rs, `quiet_chains_on_two_user_streams`).
///
/// A hole shows as the short chains resolving only once the 2 s kernel is done: the completion
/// thread (`Completer::collect_heads`, src/async/completion.rs) looks only at the first
/// `USER_HEADS` (64) operations of the one queue shared by every stream of the user's
/// (`q.iter().take(USER_HEADS)`), which are all on the slow stream here, so the short chain's
/// operation (queued 82nd) is never queried, and its parked future waits for the slow stream's
/// queue to drain. In a quiet process (see [`child::run_in_child`]).
#[test]
fn a_chain_on_one_user_stream_resolves_while_many_chains_wait_on_another() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_many_chains_on_one_user_stream");
}

/// The body of `a_chain_on_one_user_stream_resolves_while_many_chains_wait_on_another`, in
/// a quiet process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_many_chains_on_one_user_stream() {
    if !child::in_child(module_path!(), "quiet_many_chains_on_one_user_stream") {
        return;
    }
    let (dev, k, adev) = slow_adapter!();
    let spin = spin_kernel(&dev);
    let ops = adev.ops();
    let (slow_stream, quick_stream) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let (mut quick1, quick2) = (
        dev.alloc_zeros::<i32>(1).unwrap(),
        dev.alloc_zeros::<i32>(1).unwrap(),
    );
    // Warm-up: kernels loaded, the adapter's streams and both user streams used once.
    let mut x = buf(&dev, 0.0, 1 << 12);
    fill(&adev, &k, &mut x, 0.5, 1).wait().unwrap();
    ops.value(()).on(&slow_stream).wait().unwrap();
    ops.value(()).on(&quick_stream).wait().unwrap();
    dev.synchronize().unwrap();

    let quick = cycles_for_ms(&dev, 5);
    let t = Instant::now();
    // SAFETY: spin(unsigned long long cycles, int *flag_out) writes flag_out[0] only.
    let slow_chain =
        unsafe { ops.launch(&spin, ONE, (cycles_for_ms(&dev, 2000), &mut flag)) }.on(&slow_stream);
    let queued: Vec<_> = (0..QUEUED)
        .map(|_| ops.value(()).on(&slow_stream))
        .collect();
    let slow = SlowChain {
        dev: &dev,
        flag: &flag,
        t,
    };
    assert!(
        live(
            slow.running("once the chains behind it were queued"),
            "the slow chain on the first user stream"
        ),
        "the 2 s kernel ended before the attack was made: it proves nothing"
    );

    // A short chain on the other user stream, waited for with `wait`.
    // SAFETY: as above.
    unsafe { ops.launch(&spin, ONE, (quick, &mut quick1)) }
        .on(&quick_stream)
        .wait()
        .unwrap();
    let waited = t.elapsed();
    assert_eq!(
        snapshot(&dev, &quick1),
        [1],
        "the short chain's kernel, once its chain resolved"
    );
    assert!(
        slow.running("when the waited-for short chain resolved"),
        "a chain of 5 ms of work on one user stream, waited for with `wait`, resolved only \
         {waited:?} after a 2 s chain and {QUEUED} chains behind it were executed on another \
         user stream, once those were done: its future waited behind them"
    );

    an_awaited_chain_resolves_while_they_run(&slow, &ops, &spin, &quick_stream, quick, quick2);

    slow_chain.wait().unwrap();
    for (i, q) in queued.into_iter().enumerate() {
        q.wait()
            .unwrap_or_else(|e| panic!("chain {i} queued on the slow stream: {e}"));
    }
    assert_eq!(
        snapshot(&dev, &flag),
        [1],
        "the slow chain's kernel, once resolved"
    );
}

/// The second short chain of `quiet_many_chains_on_one_user_stream`, awaited with `block_on`,
/// resolves while the slow chain (and the chains queued behind it) still run.
fn an_awaited_chain_resolves_while_they_run(
    slow: &SlowChain<'_>,
    ops: &Ops,
    spin: &CudaFunction,
    quick_stream: &CudaStream,
    quick: u64,
    mut quick2: CudaSlice<i32>,
) {
    let dev = slow.dev;
    // SAFETY: as above.
    let chain = unsafe { ops.launch(spin, ONE, (quick, &mut quick2)) }.on(quick_stream);
    futures_lite::future::block_on(chain).unwrap();
    let awaited = slow.t.elapsed();
    assert_eq!(
        snapshot(dev, &quick2),
        [1],
        "the second short chain's kernel, once its chain resolved"
    );
    assert!(
        slow.running("when the awaited short chain resolved"),
        "a chain of 5 ms of work on one user stream, awaited, resolved only {awaited:?} after \
         a 2 s chain and {QUEUED} chains behind it were executed on another user stream, once \
         those were done"
    );
}
