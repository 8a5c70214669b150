//! The layout of the pages of flags that marks use ([`EventPool`](super::EventPool)): host
//! memory mapped into the device, one flag word per cache line. Shared by the marks, which
//! hand the flags out, and the model tests' fake driver, which lays its pages out the same.

/// Bytes per page of flags.
pub(super) const FLAG_PAGE: usize = 4096;
/// Bytes between two flags: a cache line, so that a write to one flag does not move the line
/// another thread polls.
pub(super) const FLAG_STRIDE: usize = 64;
