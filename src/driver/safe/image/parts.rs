//! Where an image or a region of one lies: [`Rect`] (a rectangle of pixels) and [`Parts`]
//! (address, pitch and shape), with the region arithmetic that images and views share.

use crate::driver::result::DriverError;
use crate::driver::safe::checks::{bad_image, region_within};
use crate::driver::sys;

/// A rectangle of pixels: its top-left corner and its size.
///
/// # Examples
///
/// ```
/// use cuda_driver::driver::Rect;
///
/// let r = Rect::new(10, 20, 640, 360);
/// assert_eq!((r.x, r.y, r.width, r.height), (10, 20, 640, 360));
/// assert_eq!(Rect::full(640, 360), Rect::new(0, 0, 640, 360));
/// assert_eq!(r.to_string(), "640x360 at (10, 20)");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rect {
    /// The left column.
    pub x: usize,
    /// The top row.
    pub y: usize,
    /// The width in pixels.
    pub width: usize,
    /// The height in pixels.
    pub height: usize,
}

impl Rect {
    /// The rectangle of `width` x `height` pixels whose top-left pixel is `(x, y)`.
    ///
    /// ```
    /// use cuda_driver::driver::Rect;
    ///
    /// let r = Rect::new(10, 20, 640, 360);
    /// assert_eq!((r.x, r.y, r.width, r.height), (10, 20, 640, 360));
    /// ```
    pub const fn new(x: usize, y: usize, width: usize, height: usize) -> Self {
        Rect {
            x,
            y,
            width,
            height,
        }
    }

    /// The whole of a `width` x `height` image.
    ///
    /// ```
    /// use cuda_driver::driver::Rect;
    ///
    /// assert_eq!(Rect::full(1920, 1080), Rect::new(0, 0, 1920, 1080));
    /// ```
    pub const fn full(width: usize, height: usize) -> Self {
        Rect::new(0, 0, width, height)
    }

    pub(crate) fn tuple(self) -> (usize, usize, usize, usize) {
        (self.x, self.y, self.width, self.height)
    }
}

impl std::fmt::Display for Rect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}x{} at ({}, {})",
            self.width, self.height, self.x, self.y
        )
    }
}

/// Where an image or region lies in device memory: what image operations pass to the driver
/// and to NPP.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parts {
    /// The first pixel.
    pub(in crate::driver::safe) ptr: sys::CUdeviceptr,
    /// Bytes from one row to the next.
    pub(in crate::driver::safe) pitch: usize,
    pub(in crate::driver::safe) width: usize,
    pub(in crate::driver::safe) height: usize,
    pub(in crate::driver::safe) channels: usize,
    /// The size of one value (`size_of::<T>()`).
    pub(in crate::driver::safe) elem: usize,
}

impl Parts {
    /// The address of the first pixel.
    #[inline]
    #[cfg(feature = "npp")]
    pub(crate) fn ptr(&self) -> sys::CUdeviceptr {
        self.ptr
    }

    /// Bytes from one row to the next.
    #[inline]
    #[cfg(feature = "npp")]
    pub(crate) fn pitch(&self) -> usize {
        self.pitch
    }

    /// The width in pixels.
    #[inline]
    pub(crate) fn width(&self) -> usize {
        self.width
    }

    /// The height in rows.
    #[inline]
    pub(crate) fn height(&self) -> usize {
        self.height
    }

    /// The values per pixel.
    #[inline]
    pub(crate) fn channels(&self) -> usize {
        self.channels
    }

    /// The same geometry with another pitch (for the checks' unit tests).
    #[cfg(all(test, feature = "npp"))]
    pub(crate) fn with_pitch(self, pitch: usize) -> Parts {
        Parts { pitch, ..self }
    }

    /// Parts from their values (for the checks' unit tests; images make their own).
    #[cfg(all(test, feature = "npp"))]
    pub(crate) fn of(
        ptr: sys::CUdeviceptr,
        pitch: usize,
        (width, height, channels): (usize, usize, usize),
        elem: usize,
    ) -> Parts {
        Parts {
            ptr,
            pitch,
            width,
            height,
            channels,
            elem,
        }
    }

    /// The bytes of one row of pixels (without padding).
    pub(crate) fn row_bytes(&self) -> usize {
        self.width * self.channels * self.elem
    }

    /// The bytes from the first pixel to the end of the last.
    pub(crate) fn span_bytes(&self) -> usize {
        (self.height - 1) * self.pitch + self.row_bytes()
    }

    /// `(width, height, channels)`.
    pub(crate) fn shape(&self) -> (usize, usize, usize) {
        (self.width, self.height, self.channels)
    }

    /// The region `rect` (checked by the caller to lie within).
    pub(super) fn sub(&self, rect: Rect) -> Parts {
        Parts {
            ptr: self.ptr
                + (rect.y * self.pitch + rect.x * self.channels * self.elem) as sys::CUdeviceptr,
            width: rect.width,
            height: rect.height,
            ..*self
        }
    }

    /// The region `rect`, or an error naming the operation `what` if it does not lie within.
    pub(super) fn checked_sub(&self, what: &str, rect: Rect) -> Result<Parts, DriverError> {
        region_within(what, "the image", rect.tuple(), self.width, self.height)?;
        Ok(self.sub(rect))
    }

    /// Rows `..row` and `row..`, or an error unless `0 < row < height`.
    pub(super) fn split_rows(&self, row: usize) -> Result<(Parts, Parts), DriverError> {
        if row == 0 || row >= self.height {
            return Err(bad_image(
                "split_rows_mut",
                format!(
                    "row {row} does not split an image of {} rows into two non-empty parts",
                    self.height
                ),
            ));
        }
        let top = self.sub(Rect::new(0, 0, self.width, row));
        let bottom = self.sub(Rect::new(0, row, self.width, self.height - row));
        Ok((top, bottom))
    }

    pub(super) fn not_packed(&self, what: &str) -> DriverError {
        bad_image(
            what,
            format!(
                "the image's rows are not contiguous: its pitch is {} bytes but a row holds {} \
                 (an image from CudaImage::from_slice, or one whose rows the driver did not \
                 pad, is packed)",
                self.pitch,
                self.row_bytes()
            ),
        )
    }
}

/// Formats an image or a view of one: its address and geometry.
pub(super) fn fmt_image(
    f: &mut std::fmt::Formatter<'_>,
    name: &str,
    p: &Parts,
) -> std::fmt::Result {
    f.debug_struct(name)
        .field("ptr", &format_args!("{:#x}", p.ptr))
        .field("width", &p.width)
        .field("height", &p.height)
        .field("channels", &p.channels)
        .field("pitch", &p.pitch)
        .finish()
}

#[cfg(test)]
mod tests {
    use super::{Parts, Rect};

    fn parts() -> Parts {
        Parts {
            ptr: 0x1000,
            pitch: 2048,
            width: 640,
            height: 360,
            channels: 3,
            elem: 1,
        }
    }

    #[test]
    fn regions_start_at_their_first_pixel_and_keep_the_pitch() {
        let p = parts();
        let r = p.checked_sub("t", Rect::new(10, 2, 100, 50)).unwrap();
        assert_eq!(r.ptr, 0x1000 + 2 * 2048 + 10 * 3);
        assert_eq!((r.pitch, r.width, r.height), (2048, 100, 50));
        assert_eq!(r.span_bytes(), 49 * 2048 + 300);
        let e = p.checked_sub("t", Rect::new(0, 300, 640, 61)).unwrap_err();
        assert!(e.to_string().contains("out of range"), "{e}");
    }

    #[test]
    fn splits_are_disjoint_and_non_empty() {
        let p = parts();
        let (a, b) = p.split_rows(100).unwrap();
        assert_eq!((a.height, b.height), (100, 260));
        assert!(a.ptr + a.span_bytes() as u64 <= b.ptr);
        assert!(p.split_rows(0).is_err());
        assert!(p.split_rows(360).is_err());
    }

    #[test]
    fn packed_means_no_padding() {
        let p = Parts {
            pitch: 1920,
            ..parts()
        };
        assert_eq!(p.row_bytes(), 1920);
        let e = parts().not_packed("CudaImage::as_slice");
        assert!(
            e.to_string()
                .contains("pitch is 2048 bytes but a row holds 1920"),
            "{e}"
        );
    }
}
