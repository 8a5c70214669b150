//! Small helpers every file of the safe layer uses.

#[cfg(not(cuda_driver_contention))]
use std::sync::{Mutex, MutexGuard};

/// Locks `m`, also after a thread panicked while holding it: the data behind the crate's locks
/// stays consistent across a panic (each critical section leaves it valid), so a panic in one
/// thread must not take every later call down with it.
#[cfg(not(cuda_driver_contention))]
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(cuda_driver_contention)]
pub(crate) use super::contention::lock;

/// `"1 thing"`, `"2 things"`.
pub(crate) fn plural(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}
