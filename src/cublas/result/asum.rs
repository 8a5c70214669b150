//! Sums of absolute values (`cublas<t>asum`), with cudarc 0.19's names and signatures.

use super::{CublasError, sys};
use core::ffi::c_int;

/// The sum of the absolute values of `n` elements of `x`, `incx` apart, in single precision
/// (`cublasSasum_v2`), written to `result`.
///
/// In the host pointer mode (the default) `result` is host memory and cuBLAS returns only once
/// the sum is there (it waits for the handle's stream); in the device one it is device memory,
/// written in stream order.
///
/// # Safety
///
/// `handle` is a live handle used by no other thread during the call; `x` is device memory of
/// its context holding every element the call reads (`(n - 1) * incx + 1` for `n > 0` and
/// `incx > 0`; none otherwise) for as long as the work may run; `result` points to one `f32`
/// of the memory the pointer mode says.
///
/// ```no_run
/// use cuda_driver::cublas::result;
/// use cuda_driver::driver::{CudaDevice, DevicePtr};
/// let dev = CudaDevice::new(0)?;
/// let x = dev.htod_sync_copy(&[-1.0f32, 2.0, -3.0])?;
/// let handle = result::create_handle()?;
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copy
/// let mut sum = 0.0f32;
/// // SAFETY: x holds 3 elements; the handle is ours, in the host pointer mode.
/// unsafe { result::sasum(handle, 3, *x.device_ptr() as *const f32, 1, &mut sum) }?;
/// assert_eq!(sum, 6.0);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn sasum(
    handle: sys::cublasHandle_t,
    n: c_int,
    x: *const f32,
    incx: c_int,
    result: *mut f32,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasSasum_v2(handle, n, x, incx, result) }.result()
}

/// [`sasum`] in double precision (`cublasDasum_v2`).
///
/// # Safety
///
/// As for [`sasum`], with `f64`s.
///
/// ```no_run
/// use cuda_driver::cublas::result;
/// use cuda_driver::driver::{CudaDevice, DevicePtr};
/// let dev = CudaDevice::new(0)?;
/// let x = dev.htod_sync_copy(&[-1.0f64, 2.0, -3.0, 4.0])?;
/// let handle = result::create_handle()?;
/// dev.synchronize()?; // raw calls are not ordered by the crate: wait for the copy
/// let mut sum = 0.0f64;
/// // SAFETY: x holds 4 elements, read 2 apart: the 1st and the 3rd; the handle is ours, in the host pointer mode.
/// unsafe { result::dasum(handle, 2, *x.device_ptr() as *const f64, 2, &mut sum) }?;
/// assert_eq!(sum, 4.0);
/// // SAFETY: made above, its work finished.
/// unsafe { result::destroy_handle(handle) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn dasum(
    handle: sys::cublasHandle_t,
    n: c_int,
    x: *const f64,
    incx: c_int,
    result: *mut f64,
) -> Result<(), CublasError> {
    // SAFETY: the caller's promise.
    unsafe { sys::cublasDasum_v2(handle, n, x, incx, result) }.result()
}
