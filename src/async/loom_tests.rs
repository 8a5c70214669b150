//! Model tests of a future and the cell its result arrives in ([`ResultCell`]): loom runs each
//! under every interleaving (within a bound of preemptions) of the thread that fills the cell
//! (the completion thread's finisher, or another future's poll) and the threads that poll,
//! move, drop or forget the future. Built with `RUSTFLAGS="--cfg loom"`, as the ordering core's
//! (`driver/safe/ordering/loom_tests.rs`):
//!
//! ```text
//! RUSTFLAGS="--cfg loom" cargo test --release --lib --target-dir target/loom async_
//! ```
//!
//! A lost wake-up shows as a poller that spins for ever, which loom reports as a model that
//! exceeded its branches. The cell is shared through std's `Arc`, whose counts loom does not
//! see: each model keeps one more reference until its threads are joined, so that the cell is
//! freed after them.

use super::future::{GpuFuture, ResultCell};
use crate::driver::DriverError;
use loom::sync::atomic::{AtomicBool, AtomicUsize, Ordering::SeqCst};
use loom::thread;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, Wake, Waker};
use std::time::Duration;

fn model(f: impl Fn() + Sync + Send + 'static) {
    let mut b = loom::model::Builder::new();
    if b.preemption_bound.is_none() {
        b.preemption_bound = Some(3);
    }
    b.check(f);
}

/// A waker that raises a flag.
struct Flag(AtomicBool);

impl Wake for Flag {
    fn wake(self: Arc<Self>) {
        self.0.store(true, SeqCst);
    }
    fn wake_by_ref(self: &Arc<Self>) {
        self.0.store(true, SeqCst);
    }
}

/// A result whose drops are counted.
struct Val(u32, Arc<AtomicUsize>);

impl Drop for Val {
    fn drop(&mut self) {
        self.1.fetch_add(1, SeqCst);
    }
}

/// Polls `fut` once with a fresh waker; if pending, waits (yielding to the other threads)
/// until that waker is woken, and says so with `None`.
fn poll_once_then_wait<T>(fut: &mut GpuFuture<T>) -> Option<Result<T, DriverError>> {
    let flag = Arc::new(Flag(AtomicBool::new(false)));
    let waker = Waker::from(flag.clone());
    let mut cx = Context::from_waker(&waker);
    if let Poll::Ready(r) = Pin::new(&mut *fut).poll(&mut cx) {
        return Some(r);
    }
    // Pending: woken by itself (a yield to other tasks) or, once it parked, by the fill.
    while !flag.0.load(SeqCst) {
        thread::yield_now();
    }
    None
}

/// The cell filled on one thread while the future is polled on another, then moved to a third
/// after its first poll and polled there until ready: every pending poll is followed by a
/// wake-up, the result arrives whole, and it is dropped once, by its taker.
#[test]
fn async_a_future_polled_while_its_result_arrives_is_woken() {
    model(|| {
        let drops = Arc::new(AtomicUsize::new(0));
        let cell = ResultCell::new(Duration::ZERO);
        let kept = cell.clone();
        let mut fut = GpuFuture::waiting(cell.clone(), None);
        let d = drops.clone();
        let finisher = thread::spawn(move || cell.fill(Ok(Val(7, d))));
        let first = poll_once_then_wait(&mut fut);
        let v = match first {
            Some(r) => r,
            None => thread::spawn(move || {
                loop {
                    if let Some(r) = poll_once_then_wait(&mut fut) {
                        return r;
                    }
                }
            })
            .join()
            .unwrap(),
        }
        .unwrap();
        assert_eq!(v.0, 7);
        drop(v);
        finisher.join().unwrap();
        drop(kept);
        assert_eq!(drops.load(SeqCst), 1);
    });
}

/// The future dropped on one thread while the finisher fills its cell on another (its
/// listener, made by a first poll, is dropped while the fill notifies). The result is dropped
/// once, with the cell, and never while the finisher fills it. (A forgotten future leaks its
/// listener, which loom reports as a leak: the GPU tests attack that case.)
#[test]
fn async_a_future_dropped_while_its_result_arrives() {
    model(|| {
        let drops = Arc::new(AtomicUsize::new(0));
        let cell = ResultCell::new(Duration::ZERO);
        let kept = cell.clone();
        let mut fut = GpuFuture::waiting(cell.clone(), None);
        // A first poll: the future has its listener when it goes.
        let waker = Waker::from(Arc::new(Flag(AtomicBool::new(false))));
        let polled = Pin::new(&mut fut).poll(&mut Context::from_waker(&waker));
        assert!(polled.is_pending());
        let d = drops.clone();
        let finisher = thread::spawn(move || {
            cell.fill(Ok(Val(1, d.clone())));
            d.load(SeqCst)
        });
        let owner = thread::spawn(move || drop(fut));
        owner.join().unwrap();
        assert_eq!(finisher.join().unwrap(), 0, "dropped while being filled");
        drop(kept);
        assert_eq!(drops.load(SeqCst), 1);
    });
}
