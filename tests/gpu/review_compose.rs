//! A second review's attacks on composed operations (`Op`, `Step`, chains, `Later`, `Resolve`,
//! chains on streams of the user's) where they meet the rest of the adapter: a chain's
//! deferred values taken out of the chain that made them, a `Resolve` of the user's run while
//! a chain is executed, and the completion thread's view of many chains on streams of the
//! user's. What claims_compose.rs, compose.rs, claims_async.rs and review_async.rs already
//! attack is not repeated.
//!
//! Slow kernels (`SLOW` is about 50 ms on an H100, the `spin` kernel as long as asked) run
//! ahead of the operation under attack, so that a value handed over early, a pinned buffer
//! released early or a future held up shows; every element is checked. [`snapshot`] reads
//! device memory around the crate's ordering, to see what the GPU has done *now*. Each attack
//! runs in a quiet process of its own (see [`child::run_in_child`]): in this binary, other
//! tests' context-wide synchronizations could finish the slow work before the attack is made,
//! and their uploads could take the pinned buffers an attack watches.

use crate::attack::{ONE, buf, cycles_for_ms, fill, live, spin_kernel};
use crate::kernels::{CFG, SLOW, assert_all, random_f32};
use crate::support::{assert_same, child, snapshot};
use cuda_driver::r#async::{Later, Op, Resolve, SingleStream};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex};
use std::time::Instant;

// ---- a chain's `Later` values, taken out of the chain ----

/// later.rs, `Later`: "A value that exists only once the GPU is done with the work that makes
/// it: a download's `Vec` ... Opaque while a chain is enqueued; executing the chain resolves
/// it"; ops.rs, `Ops::dtoh_copy`: "a [`Later`] `Vec`, resolved when the chain completes"; the
/// download's own SAFETY comment: "a `Later` is resolved only once the chain is done".
///
/// The attack: a `then` closure gets the download's `Later` (a `Send + 'static` value) and
/// keeps it in a `Mutex` instead of handing it on, while its chain waits behind a slow fill
/// of the downloaded buffer on a user stream (so the download has not run). The kept `Later`
/// is then handed to a second chain, `ops.value(later)`, executed on another of the adapter's
/// streams: that chain has no GPU work, so it completes at once and resolves the `Later`. It
/// must still give the downloaded values (all 7.0), as the first chain does.
///
/// A hole shows as the pinned landing buffer's old contents (9.0, left there by an earlier
/// upload's staging, or anything else), read while the GPU has not copied into it yet: the
/// `Later` (`Ops::download`, src/async/compose/ops.rs) reads the landing with
/// `Landing::to_vec` (src/async/enqueue.rs) whenever it is taken, and nothing ties it to the
/// completion of the chain that enqueued the download, only the chain that resolves it. With
/// `bool` elements (`DeviceRepr`) the stale bytes need not even be valid values. In a quiet
/// process (see [`child::run_in_child`]).
#[test]
fn a_later_taken_out_of_its_chain_resolves_only_once_its_download_is_done() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_later_taken_out_of_its_chain");
}

/// The attack of `a_later_taken_out_of_its_chain_resolves_only_once_its_download_is_done`, in a
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
    let slot: Arc<Mutex<Option<Later<Vec<f32>>>>> = Arc::new(Mutex::new(None));
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
        "the slow fill ahead of the download had ended when the taken Later was resolved",
    );
    assert_eq!(early.len(), n, "the taken Later's length");
    if was_live {
        assert_all(
            &early,
            7.0,
            &format!(
                "a download's Later taken out of its chain and resolved by another chain \
                 ({took:?} after that was executed) while the download still waited behind a \
                 slow fill: it gave the landing buffer's contents before the GPU wrote them"
            ),
        );
    } else {
        assert_all(&early, 7.0, "the taken Later, resolved after the fill");
    }
    first.wait().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        7.0,
        "the downloaded buffer, read in order",
    );
    dev.synchronize().unwrap();
}

// ---- a `Resolve` of the user's that panics when its chain is executed ----

/// The output of `ops.value(PanicsOnDetach)`: a `Resolve` of the user's (later.rs: "Implement
/// it for the outputs of `Ops::custom` steps of your own") whose `detach` panics.
struct PanicsOnDetach;

impl Resolve for PanicsOnDetach {
    type Resolved = ();
    fn detach(self) -> Later<()> {
        panic!("a user's Resolve::detach panics on purpose")
    }
}

/// mod.rs "Safety": what a chain owns ("pinned staging buffers") "is kept until the GPU is
/// done"; DESIGN "The async adapter": "Host memory given to an async copy is owned by the
/// operation ... until the GPU is done with it"; execute.rs's `Scope` `Drop`: "A scope dropped
/// with things still kept is one left mid-chain (a user's closure panicked ...): what the
/// enqueued steps own (staging, landing buffers) goes only once their work is done".
///
/// The attack: a chain whose upload (`htod_copy_into`) waits in stream order behind a slow
/// fill, and whose last step outputs a `Resolve` of the user's that panics in `detach`
/// (caught by the caller). `detach` is user code that `execute` runs after the chain was
/// enqueued, so the upload has not read its pinned staging buffer yet. Then another upload of
/// the same size at once. The first upload's destination must hold its own data.
///
/// A hole shows as the second upload's data in the first one's destination: `execute`
/// (src/async/compose/execute.rs) takes what the chain keeps out of its `Scope`
/// (`std::mem::take(&mut scope.keep)`) *before* calling `Resolve::detach`, so the unwinding
/// drops that local `keep` (the staging buffer goes back to the device's pinned pool,
/// `PinnedBuf::drop`) while the `Scope`, now empty, drains nothing; the next upload is staged
/// in that memory before the GPU reads it. (The same goes for a download's landing buffer,
/// and for `Op::shared`, which executes through the same function.) The claims test of a
/// panicking `then` closure (claims_compose.rs) does not reach this: its panic comes while the
/// `Scope` still holds the staging buffer. In a quiet process (see [`child::run_in_child`]).
#[test]
fn a_panicking_resolve_of_the_users_releases_no_staging_buffer_before_its_upload() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_panicking_detach_after_an_upload");
}

/// The attack of
/// `a_panicking_resolve_of_the_users_releases_no_staging_buffer_before_its_upload`, in a quiet
/// process.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_panicking_detach_after_an_upload() {
    if !child::in_child(module_path!(), "quiet_panicking_detach_after_an_upload") {
        return;
    }
    let (dev, k, adev) = slow_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let data = random_f32(n, 60);
    let other = random_f32(n, 61);
    let mut y = buf(&dev, 0.0, n);
    let mut z = buf(&dev, 0.0, n);
    // Warm-up: kernels loaded, streams used, a staging buffer of this size in the pool.
    fill(&adev, &k, &mut y, 0.0, 1).wait().unwrap();
    adev.htod_copy_into(vec![0.5f32; n], &mut z).wait().unwrap();
    dev.synchronize().unwrap();

    let r = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut y, n, 1.0f32)) }
            .then(|_| ops.htod_copy_into(data.clone(), &mut z))
            .then(|_| ops.value(PanicsOnDetach))
            .run()
    }));
    assert!(r.is_err(), "the panic of detach reaches the caller");
    live(
        snapshot(&dev, &y).iter().any(|&v| v != 1.0),
        "the slow fill ahead of the upload had ended when the chain's panic was caught",
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
        "an upload of a chain whose output's Resolve::detach panicked (it got the data of an \
         upload staged after the panic: its pinned staging buffer went back to the pool before \
         the GPU read it)",
    );
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 1.0, "the slow fill");
    dev.synchronize().unwrap();
}

// ---- many chains on one stream of the user's ----

/// How many chains the attack queues on the slow user stream: more than the completion thread
/// looks at in the queue of the user's streams (`USER_HEADS`, 64, in src/async/completion.rs).
const QUEUED: usize = 80;

/// mod.rs "Memory": "Chains executed on streams of yours (`Op::on`) are polled the same way,
/// the oldest of each of those streams, so that a long one on one stream does not hold up
/// another stream's futures"; op.rs, `Op::on`: "Executes on `stream` ...; await the returned
/// future"; GpuFuture's `poll`: "Ready with the operation's result once the GPU has finished
/// it; until then the task is woken when it completes".
///
/// The attack: a 2 s chain on one user stream, then 80 more chains (no GPU work of their own)
/// queued on that stream behind it, their futures kept; then a short chain (about 5 ms, longer
/// than a future's own watch of its operation) on another user stream, waited for with `wait`
/// and with `block_on`. Each must resolve while the 2 s kernel still runs, as it does with one
/// chain ahead (review_async.rs, `quiet_chains_on_two_user_streams`).
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

/// The attack of `a_chain_on_one_user_stream_resolves_while_many_chains_wait_on_another`, in
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
    let (mut quick1, mut quick2) = (
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
    let running = |what: &str| {
        snapshot(&dev, &flag)[0] == 0 || {
            println!(
                "the slow chain's kernel had ended {what} ({:?} in)",
                t.elapsed()
            );
            false
        }
    };
    assert!(
        live(
            running("once the chains behind it were queued"),
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
        running("when the waited-for short chain resolved"),
        "a chain of 5 ms of work on one user stream, waited for with `wait`, resolved only \
         {waited:?} after a 2 s chain and {QUEUED} chains behind it were executed on another \
         user stream, once those were done: its future waited behind them"
    );

    // The same, awaited with block_on.
    // SAFETY: as above.
    let chain = unsafe { ops.launch(&spin, ONE, (quick, &mut quick2)) }.on(&quick_stream);
    futures_lite::future::block_on(chain).unwrap();
    let awaited = t.elapsed();
    assert_eq!(
        snapshot(&dev, &quick2),
        [1],
        "the second short chain's kernel, once its chain resolved"
    );
    assert!(
        running("when the awaited short chain resolved"),
        "a chain of 5 ms of work on one user stream, awaited, resolved only {awaited:?} after \
         a 2 s chain and {QUEUED} chains behind it were executed on another user stream, once \
         those were done"
    );

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
