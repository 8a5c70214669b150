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

// ---- images ---------------------------------------------------------------------------------

/// The error for bad input to an image operation: `what` names the operation, `why` the
/// problem.
#[cold]
pub(crate) fn bad_image(what: &str, why: String) -> DriverError {
    DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!("in {what}: {why}"))
}

/// The bytes of one row of `width` pixels of `channels` values of `T`, after checking that
/// no size is zero and nothing overflows (the whole `height` rows included).
pub(crate) fn image_row_bytes<T>(
    what: &str,
    width: usize,
    height: usize,
    channels: usize,
) -> Result<usize, DriverError> {
    if size_of::<T>() == 0 {
        return Err(bad_image(
            what,
            "an image of a zero-sized type holds nothing".into(),
        ));
    }
    if width == 0 || height == 0 || channels == 0 {
        return Err(bad_image(
            what,
            format!(
                "width, height and channels must all be at least 1, not {width}x{height} with \
                 {channels} channels"
            ),
        ));
    }
    width
        .checked_mul(channels)
        .and_then(|n| n.checked_mul(size_of::<T>()))
        .filter(|row| {
            row.checked_mul(height)
                .is_some_and(|b| b <= isize::MAX as usize)
        })
        .ok_or_else(|| {
            bad_image(
                what,
                format!(
                    "a {width}x{height} image with {channels} channels of {} bytes is too large",
                    size_of::<T>()
                ),
            )
        })
}

/// Checks that `rect` is a non-empty part of a `width` x `height` image; `whose` names the
/// image ("the source").
#[inline(always)]
pub(crate) fn region_within(
    what: &str,
    whose: &str,
    rect: (usize, usize, usize, usize),
    width: usize,
    height: usize,
) -> Result<(), DriverError> {
    let (x, y, w, h) = rect;
    let within = w != 0
        && h != 0
        && x.checked_add(w).is_some_and(|r| r <= width)
        && y.checked_add(h).is_some_and(|b| b <= height);
    if within {
        return Ok(());
    }
    Err(region_refused(what, whose, rect, width, height))
}

/// The error of [`region_within`].
#[cold]
#[inline(never)]
fn region_refused(
    what: &str,
    whose: &str,
    (x, y, w, h): (usize, usize, usize, usize),
    width: usize,
    height: usize,
) -> DriverError {
    if w == 0 || h == 0 {
        return bad_image(
            what,
            format!("the region of {whose} is empty ({w}x{h} at ({x}, {y}))"),
        );
    }
    let right = x.checked_add(w);
    let bottom = y.checked_add(h);
    bad_image(
        what,
        format!(
            "the region {w}x{h} at ({x}, {y}) is out of range of {whose}, which is \
             {width}x{height}: it ends at column {} and row {}",
            right.map_or_else(|| "(overflow)".into(), |r| r.to_string()),
            bottom.map_or_else(|| "(overflow)".into(), |b| b.to_string()),
        ),
    )
}

/// Checks that two images have the same width, height and channel count.
pub(crate) fn same_shape(
    what: &str,
    src: (usize, usize, usize),
    dst: (usize, usize, usize),
) -> Result<(), DriverError> {
    if src == dst {
        return Ok(());
    }
    Err(bad_image(
        what,
        format!(
            "the source is {}x{} with {} but the destination is {}x{} with {}",
            src.0,
            src.1,
            super::util::plural(src.2, "channel"),
            dst.0,
            dst.1,
            super::util::plural(dst.2, "channel"),
        ),
    ))
}

/// Checks that a tightly packed host image of `len` elements matches a `width` x `height`
/// image of `channels` channels.
pub(crate) fn host_image_len(
    what: &str,
    len: usize,
    width: usize,
    height: usize,
    channels: usize,
) -> Result<(), DriverError> {
    let want = width.saturating_mul(height).saturating_mul(channels);
    if len == want {
        return Ok(());
    }
    Err(bad_image(
        what,
        format!(
            "the host image has {len} elements but a {width}x{height} image with {} holds \
             {want} (rows packed tightly, channels interleaved)",
            super::util::plural(channels, "channel")
        ),
    ))
}

// ---- end of images ----------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    #[test]
    fn human_sizes() {
        assert_eq!(super::human(10), "10 bytes");
        assert_eq!(super::human(4 << 30), "4.0 GiB");
        assert_eq!(super::human(1536), "1.5 KiB");
    }

    #[test]
    fn image_sizes_are_checked() {
        assert_eq!(
            super::image_row_bytes::<f32>("t", 640, 360, 3).unwrap(),
            640 * 3 * 4
        );
        let e = super::image_row_bytes::<u8>("alloc_image", 0, 360, 3).unwrap_err();
        assert!(
            e.to_string()
                .contains("at least 1, not 0x360 with 3 channels"),
            "{e}"
        );
        assert!(super::image_row_bytes::<u8>("t", 4, 4, 0).is_err());
        assert!(super::image_row_bytes::<()>("t", 4, 4, 1).is_err());
        let e = super::image_row_bytes::<u64>("t", usize::MAX / 2, 2, 3).unwrap_err();
        assert!(e.to_string().contains("too large"), "{e}");
        let e = super::image_row_bytes::<u8>("t", 1 << 20, usize::MAX / 1024, 1).unwrap_err();
        assert!(e.to_string().contains("too large"), "{e}");
    }

    #[test]
    fn regions_must_be_inside_and_not_empty() {
        assert!(super::region_within("t", "the image", (0, 0, 640, 360), 640, 360).is_ok());
        assert!(super::region_within("t", "the image", (639, 359, 1, 1), 640, 360).is_ok());
        let e = super::region_within("crop", "the image", (600, 0, 41, 10), 640, 360).unwrap_err();
        let msg = e.to_string();
        assert!(
            msg.contains("in crop: the region 41x10 at (600, 0) is out of range"),
            "{msg}"
        );
        assert!(
            msg.contains("640x360") && msg.contains("column 641"),
            "{msg}"
        );
        let e = super::region_within("t", "the image", (0, 0, 0, 5), 640, 360).unwrap_err();
        assert!(e.to_string().contains("empty"), "{e}");
        let e = super::region_within("t", "the image", (usize::MAX, 0, 2, 1), 640, 360);
        assert!(e.unwrap_err().to_string().contains("overflow"));
    }

    #[test]
    fn shapes_and_host_lengths_must_match() {
        assert!(super::same_shape("t", (4, 3, 1), (4, 3, 1)).is_ok());
        let e = super::same_shape("dtod_image_copy", (4, 3, 3), (4, 3, 1)).unwrap_err();
        assert!(
            e.to_string()
                .contains("4x3 with 3 channels but the destination is 4x3 with 1 channel"),
            "{e}"
        );
        assert!(super::host_image_len("t", 36, 4, 3, 3).is_ok());
        let e = super::host_image_len("htod", 35, 4, 3, 3).unwrap_err();
        assert!(
            e.to_string()
                .contains("35 elements but a 4x3 image with 3 channels holds 36"),
            "{e}"
        );
    }

    #[test]
    fn sizes_that_overflow_are_errors() {
        assert_eq!(super::bytes_of::<u32>(3, "allocating").unwrap(), 12);
        let e = super::bytes_of::<u64>(usize::MAX / 4, "allocating").unwrap_err();
        assert!(e.to_string().contains("overflows"), "{e}");
    }
}
