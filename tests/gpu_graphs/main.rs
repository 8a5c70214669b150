//! CUDA graph tests, in their own binary and one at a time: while a stream captures, the driver
//! invalidates the capture if anything synchronises the whole device (as other GPU tests do),
//! so these must not share a process with them.

#[macro_use]
#[path = "../support/mod.rs"]
mod support;
use support::kernels;

// Claims of the graph docs, each attacked by a test.
mod claims;
mod composed;
#[cfg(feature = "cublas")]
mod cublas;
#[cfg(feature = "cublaslt")]
mod cublaslt;
#[cfg(feature = "curand")]
mod curand;
mod graphs;

/// Holds the other graph tests off while one runs.
fn serial() -> std::sync::MutexGuard<'static, ()> {
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    LOCK.lock().unwrap_or_else(|e| e.into_inner())
}
