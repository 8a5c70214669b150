//! Support shared by the test binaries: tests that need what this machine lacks (a GPU,
//! NVRTC) skip, and each binary says once, when it exits, how many of its tests skipped and
//! why. `REQUIRE_GPU=1` / `REQUIRE_NVRTC=1` make a missing GPU / NVRTC a failure instead.
//!
//! The GPU convention: `let dev = gpu!();` at the top of a test gives device 0, or skips (returns)
//! on a machine without a driver or a GPU. `nvrtc!();` does the same for NVRTC.
#![allow(dead_code, unused_macros)]

#[cfg(any(feature = "cublas", feature = "cublaslt"))]
pub(crate) mod blas;
pub(crate) mod captures;
pub(crate) mod child;
#[cfg(feature = "cublas")]
pub(crate) mod cublas;
#[cfg(feature = "cublaslt")]
pub(crate) mod cublaslt;
#[cfg(feature = "curand")]
pub(crate) mod curand;
pub(crate) mod devices;
pub(crate) mod drop_errors;
pub(crate) mod futures;
pub(crate) mod images;
#[macro_use]
pub(crate) mod kernels;
#[cfg(any(feature = "cublas", feature = "cublaslt", feature = "curand"))]
pub(crate) mod libraries;
pub(crate) mod loader_child;
pub(crate) mod races;
pub(crate) mod raw;
pub(crate) mod thread_exit;

use std::io::Write;
use std::sync::{Mutex, Once};

/// What skipped tests lacked, the variable that makes that a failure, why, and how many.
static SKIPPED: Mutex<Vec<(&'static str, &'static str, String, usize)>> = Mutex::new(Vec::new());
static AT_EXIT: Once = Once::new();

/// Records that a test skips because `what` (`"GPU"`, `"NVRTC"`) is not usable, for `why`; or
/// panics when `require_var` is set to 1.
pub(crate) fn skip(what: &'static str, require_var: &'static str, why: &str) {
    if std::env::var(require_var).is_ok_and(|v| v == "1") {
        panic!("{require_var}=1 but no {what} is usable: {why}");
    }
    // One line: the error's lines joined, cut short.
    let mut why = why.lines().map(str::trim).collect::<Vec<_>>().join(" ");
    if why.len() > 240 {
        let cut = (0..=240)
            .rev()
            .find(|&i| why.is_char_boundary(i))
            .unwrap_or(0);
        why.truncate(cut);
        why.push('…');
    }
    let mut skipped = SKIPPED.lock().unwrap_or_else(|e| e.into_inner());
    match skipped.iter_mut().find(|(w, _, _, _)| *w == what) {
        Some((_, _, _, n)) => *n += 1,
        None => skipped.push((what, require_var, why, 1)),
    }
    // SAFETY: `report` is a plain function that never unwinds.
    AT_EXIT.call_once(|| unsafe {
        libc::atexit(report);
    });
}

/// Printed after the binary's results. Written to stderr directly, which the test harness
/// does not capture, so that `cargo test` shows it.
extern "C" fn report() {
    let skipped = SKIPPED.lock().unwrap_or_else(|e| e.into_inner());
    let mut err = std::io::stderr();
    for (what, var, why, n) in skipped.iter() {
        let tests = if *n == 1 { "test" } else { "tests" };
        let _ = writeln!(
            err,
            "note: {n} {tests} of this binary skipped: no {what} ({why}); set {var}=1 to make \
             that a failure"
        );
    }
}

/// Whether NVRTC can be loaded; if not, records the skip (or panics under `REQUIRE_NVRTC=1`).
pub(crate) fn nvrtc_available() -> bool {
    match cuda_driver::nvrtc::result::version() {
        Ok(_) => true,
        Err(e) => {
            skip("NVRTC", "REQUIRE_NVRTC", &e.to_string());
            false
        }
    }
}

/// `nvrtc!();` at the top of a test that compiles with NVRTC: returns (skips) without it.
#[macro_export]
macro_rules! nvrtc {
    () => {
        if !$crate::support::nvrtc_available() {
            return;
        }
    };
}

use cuda_driver::driver::{CudaDevice, DriverError, result};
use std::sync::Arc;

/// Whether the tests run under compute-sanitizer (`scripts/memcheck.sh` sets
/// `CUDA_DRIVER_SANITIZER`): every kernel and driver call is many times slower there, so the
/// tests that measure time or CPU time, or run in a child process (which the sanitizer
/// follows, deliberate faults included), say so and skip; the plain GPU suite runs them.
pub(crate) fn under_sanitizer(what: &str) -> bool {
    let on = std::env::var_os("CUDA_DRIVER_SANITIZER").is_some();
    if on {
        println!("skipped under compute-sanitizer (timing, or a child process): {what}");
    }
    on
}

/// Device 0, or `None` (after printing why) when there is no usable GPU.
pub(crate) fn device() -> Option<Arc<CudaDevice>> {
    match CudaDevice::new(0) {
        Ok(dev) => Some(dev),
        Err(e) => skip_gpu(&e),
    }
}

/// Initialises the driver through the result layer, or `None` (after printing why).
pub(crate) fn driver() -> Option<()> {
    match result::init().and_then(|()| result::device::get_count()) {
        Ok(n) if n > 0 => Some(()),
        Ok(_) => skip_gpu(&DriverError::new(
            cuda_driver::driver::sys::CUresult::CUDA_ERROR_NO_DEVICE,
        )),
        Err(e) => skip_gpu(&e),
    }
}

fn skip_gpu<T>(why: &DriverError) -> Option<T> {
    skip("GPU", "REQUIRE_GPU", &why.to_string());
    None
}

/// `let dev = gpu!();`: device 0 or return from the test. In a test that returns a value,
/// `gpu!(Ok(()))` returns that value instead.
#[macro_export]
macro_rules! gpu {
    () => {
        match $crate::support::device() {
            Some(dev) => dev,
            None => return,
        }
    };
    ($skipped:expr) => {
        match $crate::support::device() {
            Some(dev) => dev,
            None => return $skipped,
        }
    };
}

/// Fails naming how many elements differ from `want` and the first of them.
#[track_caller]
pub(crate) fn assert_same<T: PartialEq + std::fmt::Debug>(got: &[T], want: &[T], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    let bad = got.iter().zip(want).filter(|(g, w)| g != w).count();
    if let Some(i) = got.iter().zip(want).position(|(g, w)| g != w) {
        panic!(
            "{what}: {bad} of {} elements differ (first at {i}: {:?} instead of {:?})",
            got.len(),
            got[i],
            want[i]
        );
    }
}

/// CPU time the calling thread has used.
pub(crate) fn thread_cpu() -> std::time::Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: writes one timespec of ours.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID)");
    std::time::Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Whether the device lets the host use managed memory while kernels run; the tests that
/// need it skip with a message otherwise.
pub(crate) fn concurrent_managed(dev: &Arc<CudaDevice>) -> bool {
    let p = dev.properties().unwrap();
    if !p.managed_memory || !p.concurrent_managed_access {
        println!("skipped: device 0 has no concurrent managed access");
        return false;
    }
    true
}

/// NPP and its async twin on `dev`, or `None` after recording the skip (no NPP library; a
/// failure under `REQUIRE_NPP=1`).
#[cfg(feature = "npp")]
pub(crate) fn npp(
    dev: &Arc<CudaDevice>,
) -> Option<(cuda_driver::npp::Npp, cuda_driver::npp::AsyncNpp)> {
    let npp = match cuda_driver::npp::Npp::new(dev.clone()) {
        Ok(n) => n,
        Err(e) => {
            skip("NPP", "REQUIRE_NPP", &e.to_string());
            return None;
        }
    };
    let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone()).unwrap();
    Some((npp, cuda_driver::npp::AsyncNpp::new(adev).unwrap()))
}

/// What the device memory of `x` holds right now, read around the crate's ordering: a raw
/// `cuMemcpyDtoH` on the legacy stream, which does not wait for the crate's streams (all
/// non-blocking). Work still running shows as old values.
pub(crate) fn snapshot<T: Copy + Default>(
    dev: &Arc<CudaDevice>,
    x: &cuda_driver::driver::CudaSlice<T>,
) -> Vec<T> {
    use cuda_driver::driver::DevicePtr;
    dev.bind_to_thread().unwrap();
    let mut host = vec![T::default(); x.len()];
    // SAFETY: `x` is a live buffer of x.len() values of T; a copy that races a kernel's
    // writes reads some mix of old and new values, into host memory of ours.
    unsafe { result::memcpy_dtoh_sync(&mut host, *x.device_ptr()) }.unwrap();
    host
}

/// Fails unless `e` has `code` and its message contains each of `parts` (printed, for the log).
#[track_caller]
pub(crate) fn expect_error(
    e: &DriverError,
    code: cuda_driver::driver::sys::CUresult,
    parts: &[&str],
) {
    let msg = e.to_string();
    println!("{msg}");
    for part in parts {
        assert!(msg.contains(part), "the message names {part:?}: {msg}");
    }
    assert_eq!(e.0, code, "{msg}");
}
