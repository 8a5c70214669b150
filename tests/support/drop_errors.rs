//! Drops that fail on purpose: a registered `Vec` unregistered behind the crate's back, whose
//! drop fails with an error the device keeps for its next fallible call; a thread that drops
//! such `Vec`s on cue, in the middle of another thread's call; and a call retried past the
//! errors kept from them.

use super::races::spin_for;
use cuda_driver::driver::sys::{self, CUresult};
use cuda_driver::driver::{CudaDevice, DriverError, RegisteredVec};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// A registered `Vec` whose memory was unregistered behind the crate's back, so that its drop
/// fails with `CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED`: an error that happens in a `Drop`, is
/// kept on the device for its next fallible call, and leaves the context usable.
pub(crate) fn unregistered_behind_its_back(dev: &Arc<CudaDevice>) -> RegisteredVec<u8> {
    let mut v = dev.register_host(vec![7u8; 1 << 16]).unwrap();
    // SAFETY: the Vec's own memory, registered just above; unregistering it only makes the
    // RegisteredVec's own unregister fail later.
    unsafe { sys::cuMemHostUnregister(v.as_mut_ptr().cast()) }
        .result()
        .unwrap();
    v
}

/// `f()`, called again while it fails with an error kept from one of the test's drops.
pub(crate) fn past_kept_errors<T>(mut f: impl FnMut() -> Result<T, DriverError>) -> T {
    for _ in 0..16 {
        match f() {
            Ok(v) => return v,
            Err(e) if e.0 == CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED => continue,
            Err(e) => panic!("{e}"),
        }
    }
    panic!("still failing with kept drop errors after 16 tries");
}

/// The dropping side of a drop-error race: drops `doomed[i]` once `go` reads `i + 1`, 0 to
/// 29 us later (a different delay each round, so that the drop lands at a different point of
/// the call under test), then sets `dropped` to `i + 1`. Returns early once `stop` is set.
pub(crate) fn drop_on_cue(
    doomed: Vec<RegisteredVec<u8>>,
    go: &AtomicUsize,
    dropped: &AtomicUsize,
    stop: &AtomicBool,
) {
    for (i, v) in doomed.into_iter().enumerate() {
        while go.load(Ordering::Acquire) != i + 1 {
            if stop.load(Ordering::Acquire) {
                return;
            }
            std::hint::spin_loop();
        }
        spin_for(Duration::from_nanos((i % 30) as u64 * 1000));
        drop(v);
        dropped.store(i + 1, Ordering::Release);
    }
}
