//! The synchronisation types of the ordering core: std's normally, loom's in the model tests
//! (`cfg(all(test, loom))`), so that the same code runs in loom's model checker (tokio's `loom`
//! facade; see `loom_tests.rs`).
//!
//! Only the fields of the core's structs go through here. Statics stay std's (loom's types have
//! no `const` constructors and live only inside a model), and so does `Arc`: the rest of the
//! crate passes `std::sync::Arc<Lane>` around, and counting references is std's job.

pub(crate) use std::sync::atomic::Ordering;

#[cfg(not(all(test, loom)))]
pub(crate) use std::sync::{
    Condvar, Mutex,
    atomic::{AtomicBool, AtomicU8, AtomicU32, AtomicU64, AtomicUsize},
};

/// A number that tells the threads alive now apart: the address of a thread-local of the
/// calling thread (loom's threads' ids under loom: they share one thread of the OS).
#[cfg(not(all(test, loom)))]
pub(crate) type ThreadId = usize;

#[cfg(not(all(test, loom)))]
thread_local! {
    /// Without a destructor, so it is there during other thread-locals' destructors too, where
    /// `std::thread::current()` may no longer be (a buffer dropped or used by one of them).
    static KEY: u8 = const { 0 };
}

/// The calling thread's [`ThreadId`].
#[cfg(not(all(test, loom)))]
#[inline(always)]
pub(crate) fn thread_id() -> ThreadId {
    KEY.with(|k| k as *const u8 as usize)
}

/// The calling thread's id (loom's threads under loom: they share one thread of the OS).
#[cfg(all(test, loom))]
pub(crate) fn thread_id() -> ThreadId {
    loom::thread::current().id()
}

#[cfg(all(test, loom))]
pub(crate) use loom::thread::ThreadId;

#[cfg(all(test, loom))]
pub(crate) use loom::sync::{
    Condvar, Mutex, MutexGuard,
    atomic::{AtomicBool, AtomicU8, AtomicU32, AtomicU64, AtomicUsize},
};

/// Locks `m`, also after a thread panicked while holding it (see `util::lock`).
#[cfg(not(all(test, loom)))]
pub(crate) use super::super::util::lock;

/// Locks `m`, also after a thread panicked while holding it (see `util::lock`).
#[cfg(all(test, loom))]
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Waits on `cv` until notified or `deadline` (none: no limit); whether the deadline passed.
#[cfg(all(not(all(test, loom)), any(feature = "curand", test)))]
pub(crate) fn wait_until<'a, T>(
    cv: &Condvar,
    guard: std::sync::MutexGuard<'a, T>,
    deadline: Option<std::time::Instant>,
) -> (std::sync::MutexGuard<'a, T>, bool) {
    let Some(deadline) = deadline else {
        return (cv.wait(guard).unwrap_or_else(|e| e.into_inner()), false);
    };
    let left = deadline.saturating_duration_since(std::time::Instant::now());
    if left.is_zero() {
        return (guard, true);
    }
    let (g, r) = cv
        .wait_timeout(guard, left)
        .unwrap_or_else(|e| e.into_inner());
    (g, r.timed_out())
}

/// Waits on `cv` until notified: loom models no time, so a deadline never passes there.
#[cfg(all(test, loom))]
pub(crate) fn wait_until<'a, T>(
    cv: &Condvar,
    guard: MutexGuard<'a, T>,
    _deadline: Option<std::time::Instant>,
) -> (MutexGuard<'a, T>, bool) {
    (cv.wait(guard).unwrap_or_else(|e| e.into_inner()), false)
}

/// A busy-wait hint; under loom, a yield to the other threads of the model.
#[cfg(not(all(test, loom)))]
pub(crate) use std::hint::spin_loop;

/// A busy-wait hint; under loom, a yield to the other threads of the model.
#[cfg(all(test, loom))]
pub(crate) use loom::hint::spin_loop;
