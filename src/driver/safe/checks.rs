//! The checks every entry point makes before calling the driver, and their errors: one place
//! for each, so that the same mistake reads the same wherever it is made.

use super::context::Ctx;
use crate::driver::result::DriverError;
use crate::driver::sys;

/// Checks that `thing` (of device `owner`) may be used by an operation on device `this`: both
/// must be the same device object (two `CudaDevice::new` of one GPU are two objects, with their
/// own streams and records). `user` says who uses it, as in "the operation runs on".
#[inline(always)]
pub(crate) fn same_device(
    thing: impl FnOnce() -> String,
    owner: &Ctx,
    user: &str,
    this: &Ctx,
) -> Result<(), DriverError> {
    if std::ptr::eq(owner, this) {
        return Ok(());
    }
    Err(other_device(&thing(), owner, user, this))
}

/// As [`same_device`], for what needs only the same CUDA context (an event recorded on a
/// stream): two device objects of one GPU share its primary context, so they pass.
#[inline]
pub(crate) fn same_context(
    thing: impl FnOnce() -> String,
    owner: &Ctx,
    user: &str,
    this: &Ctx,
) -> Result<(), DriverError> {
    if owner.cu_primary_ctx == this.cu_primary_ctx {
        return Ok(());
    }
    Err(other_device(&thing(), owner, user, this))
}

#[cold]
fn other_device(thing: &str, owner: &Ctx, user: &str, this: &Ctx) -> DriverError {
    let same_gpu = if owner.ordinal == this.ordinal {
        " (two CudaDevice objects of one GPU: each CudaDevice::new opens its own, and buffers, \
         streams and kernels work only with the object that made them)"
    } else {
        ""
    };
    DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
        "{thing} belongs to device {} but {user} device {}{same_gpu}",
        owner.ordinal, this.ordinal
    ))
}

/// The error for a copy whose source and destination lengths differ.
#[cold]
pub(crate) fn len_mismatch(what: &str, src: usize, dst: usize) -> DriverError {
    DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
        "in {what}: the source has {src} elements but the destination has {dst}"
    ))
}

/// `len` values of `T` in bytes, or an error saying `what` overflows.
#[inline]
pub(crate) fn bytes_of<T>(len: usize, what: &str) -> Result<usize, DriverError> {
    len.checked_mul(size_of::<T>())
        .ok_or_else(|| overflow(len, size_of::<T>(), what))
}

#[cold]
fn overflow(len: usize, size: usize, what: &str) -> DriverError {
    DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
        "while {what} {len} elements of {size} bytes: the size overflows"
    ))
}

/// The error for a request of `bytes` bytes that no allocation can satisfy.
#[cold]
pub(crate) fn too_large(bytes: usize, what: &str) -> DriverError {
    DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE)
        .context(format!("{bytes} bytes is too large for {what}"))
}

/// `1.5 GiB`-style sizes for error messages.
pub(crate) fn human(bytes: usize) -> String {
    const UNITS: [&str; 5] = ["bytes", "KiB", "MiB", "GiB", "TiB"];
    let (mut v, mut u) = (bytes as f64, 0);
    while v >= 1024.0 && u < UNITS.len() - 1 {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{bytes} bytes")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn human_sizes() {
        assert_eq!(super::human(10), "10 bytes");
        assert_eq!(super::human(4 << 30), "4.0 GiB");
        assert_eq!(super::human(1536), "1.5 KiB");
    }

    #[test]
    fn sizes_that_overflow_are_errors() {
        assert_eq!(super::bytes_of::<u32>(3, "allocating").unwrap(), 12);
        let e = super::bytes_of::<u64>(usize::MAX / 4, "allocating").unwrap_err();
        assert!(e.to_string().contains("overflows"), "{e}");
    }
}
