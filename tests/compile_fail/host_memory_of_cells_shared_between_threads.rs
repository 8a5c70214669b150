// expect: E0277
// expect-text: cannot be shared between threads safely
// The stream API's pinned and unified memory lend their elements to the host as `&[T]`, so
// they may be shared between threads only for `T: Sync`, as a `Vec<T>`: a `Cell` that meets
// `DeviceRepr` and `ValidAsZeroBits` (C layout, no pointers, valid as zero bytes) must not be
// set from two threads at once through `as_slice`.
use cuda_driver::driver::{DeviceRepr, ValidAsZeroBits};
use cuda_driver::stream_api::driver::{PinnedHostSlice, UnifiedSlice};
use std::cell::Cell;

#[repr(transparent)]
pub struct Counter(pub Cell<u32>);
// SAFETY: a `u32` on the device, valid as zero bytes.
unsafe impl DeviceRepr for Counter {}
// SAFETY: as above.
unsafe impl ValidAsZeroBits for Counter {}

pub fn race_pinned(p: &PinnedHostSlice<Counter>) {
    std::thread::scope(|s| {
        s.spawn(|| p.as_slice().unwrap()[0].0.set(1));
        p.as_slice().unwrap()[0].0.set(2);
    });
}

pub fn race_unified(u: &UnifiedSlice<Counter>) {
    std::thread::scope(|s| {
        s.spawn(|| u.as_slice().unwrap()[0].0.set(1));
        u.as_slice().unwrap()[0].0.set(2);
    });
}
