//! What the tests of every optional library (cuBLAS, cuBLASLt, cuRAND) share: a check that
//! every element holds one value, and that a buffer made right after a library call keeps what
//! it was given.

use crate::support::kernels::filled;
use cuda_driver::driver::{CudaDevice, CudaSlice};
use std::sync::Arc;

/// Fails with how many elements of `got` are not `want`, and the first.
#[track_caller]
pub(crate) fn all_eq(got: &[f32], want: f32, what: &str) {
    crate::support::kernels::assert_all(got, want, what);
}

/// Three buffers of nines made now, right after buffers were dropped behind work still to run
/// (memory freed before that work ran would go to them, and the work would overwrite it);
/// then `read` (what the work wrote), then every element of the three is checked (`what`).
pub(crate) fn nines_made_now_stay(dev: &Arc<CudaDevice>, what: &str, read: impl FnOnce()) {
    let nines: Vec<CudaSlice<f32>> = (0..3).map(|_| filled(dev, 9.0)).collect();
    read();
    for n in &nines {
        all_eq(&dev.dtoh_sync_copy(n).unwrap(), 9.0, what);
    }
}
