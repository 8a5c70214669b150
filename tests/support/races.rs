//! Making two threads race, and saying when a race was not live: a spin barrier that releases
//! two threads within a fraction of a microsecond, spins without sleeping, a flag set on drop
//! (also in a panic's unwinding), and whether a slow chain's spin kernel still runs.

use super::snapshot;
use cuda_driver::driver::{CudaDevice, CudaSlice};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Says so when a test's race was not live (the GPU had finished the slow work before the
/// operation under test was made): the checks that follow still run, but prove less.
pub(crate) fn live(cond: bool, what: &str) -> bool {
    if !cond {
        println!("note: not live this time: {what}");
    }
    cond
}

/// Waits, spinning, until both of two threads have called it `round + 1` times: releases the
/// two within a fraction of a microsecond of each other (a `Barrier` wakes them through the
/// kernel, microseconds apart).
pub(crate) fn meet(arrived: &AtomicUsize, round: usize) {
    arrived.fetch_add(1, Ordering::AcqRel);
    while arrived.load(Ordering::Acquire) < 2 * (round + 1) {
        std::hint::spin_loop();
    }
}

/// Spins (without sleeping) for `d`.
pub(crate) fn spin_for(d: Duration) {
    let t = Instant::now();
    while t.elapsed() < d {
        std::hint::spin_loop();
    }
}

/// Sets its flag when dropped (also in a panic's unwinding).
pub(crate) struct StopOnDrop<'a>(pub(crate) &'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Release);
    }
}

/// A slow chain's spin kernel (ptx/spin.ptx's `spin`, which sets its flag when done): the
/// flag, and when the chain was made.
pub(crate) struct SlowChain<'a> {
    pub(crate) dev: &'a Arc<CudaDevice>,
    pub(crate) flag: &'a CudaSlice<i32>,
    pub(crate) t: Instant,
}

impl SlowChain<'_> {
    /// Whether the slow chain's kernel still runs (says when it has ended).
    pub(crate) fn running(&self, what: &str) -> bool {
        snapshot(self.dev, self.flag)[0] == 0 || {
            println!(
                "the slow chain's kernel had ended {what} ({:?} in)",
                self.t.elapsed()
            );
            false
        }
    }
}
