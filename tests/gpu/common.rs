//! The GPU test convention: `let dev = gpu!();` at the top of a test gives device 0, or, on a
//! machine without a driver or a GPU, prints why the test is skipped and returns. With
//! `REQUIRE_GPU=1` a missing GPU fails the test instead.

use cuda_driver::driver::{CudaDevice, DriverError, result};
use std::sync::Arc;

/// Device 0, or `None` (after printing why) when there is no usable GPU.
pub fn device() -> Option<Arc<CudaDevice>> {
    match CudaDevice::new(0) {
        Ok(dev) => Some(dev),
        Err(e) => skip(&e),
    }
}

/// Initialises the driver through the result layer, or `None` (after printing why).
pub fn driver() -> Option<()> {
    match result::init().and_then(|()| result::device::get_count()) {
        Ok(n) if n > 0 => Some(()),
        Ok(_) => skip(&DriverError::new(
            cuda_driver::driver::sys::CUresult::CUDA_ERROR_NO_DEVICE,
        )),
        Err(e) => skip(&e),
    }
}

fn skip<T>(why: &DriverError) -> Option<T> {
    if std::env::var("REQUIRE_GPU").is_ok_and(|v| v == "1") {
        panic!("REQUIRE_GPU=1 but no GPU is usable: {why}");
    }
    let first_line = why
        .to_string()
        .lines()
        .next()
        .unwrap_or_default()
        .to_owned();
    eprintln!("skipped: no GPU ({first_line})");
    None
}

/// `let dev = gpu!();`: device 0 or return from the test. In a test that returns a value,
/// `gpu!(Ok(()))` returns that value instead.
#[macro_export]
macro_rules! gpu {
    () => {
        match $crate::common::device() {
            Some(dev) => dev,
            None => return,
        }
    };
    ($skipped:expr) => {
        match $crate::common::device() {
            Some(dev) => dev,
            None => return $skipped,
        }
    };
}
