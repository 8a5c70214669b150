//! The value types of NPP calls: which pixel types an image may have ([`NppPixel`]), how to
//! interpolate ([`Interpolation`]), and which YUV standard a frame follows ([`YuvMatrix`]).

use crate::driver::{DeviceRepr, ValidAsZeroBits};

/// The depth of a pixel value, as NPP's function names spell it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    /// `8u`
    U8,
    /// `32f`
    F32,
}

pub(crate) mod pixel_sealed {
    /// Seals [`NppPixel`](super::NppPixel).
    pub trait Sealed {
        /// The depth, for choosing NPP's function.
        const DEPTH: super::Depth;
    }
}

/// A pixel value type NPP's wrappers here take: `u8` (8-bit images, NPP's `8u`) or `f32`
/// (32-bit float images, `32f`). Sealed.
///
/// # Examples
///
/// ```
/// use cuda_driver::npp::NppPixel;
///
/// fn depth_of<T: NppPixel>() -> usize { size_of::<T>() * 8 }
/// assert_eq!(depth_of::<u8>(), 8);
/// assert_eq!(depth_of::<f32>(), 32);
/// ```
pub trait NppPixel:
    DeviceRepr + ValidAsZeroBits + Copy + Send + Sync + 'static + pixel_sealed::Sealed
{
}

impl pixel_sealed::Sealed for u8 {
    const DEPTH: Depth = Depth::U8;
}
impl pixel_sealed::Sealed for f32 {
    const DEPTH: Depth = Depth::F32;
}
impl NppPixel for u8 {}
impl NppPixel for f32 {}

/// How a resize or a remap computes a destination pixel from the source.
///
/// # Examples
///
/// ```
/// use cuda_driver::npp::Interpolation;
///
/// assert_eq!(Interpolation::default(), Interpolation::Linear);
/// assert_eq!(Interpolation::Super.to_string(), "super-sampling");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Interpolation {
    /// The nearest source pixel (`NPPI_INTER_NN`).
    Nearest,
    /// Bilinear (`NPPI_INTER_LINEAR`).
    #[default]
    Linear,
    /// Bicubic (`NPPI_INTER_CUBIC`).
    Cubic,
    /// The average of the source pixels a destination pixel covers (`NPPI_INTER_SUPER`): for
    /// shrinking only, where it avoids aliasing.
    Super,
    /// Lanczos (`NPPI_INTER_LANCZOS`).
    Lanczos,
}

impl Interpolation {
    /// NPP's constant.
    pub(crate) fn npp(self) -> i32 {
        use crate::npp::sys::NppiInterpolationMode as M;
        let m = match self {
            Interpolation::Nearest => M::NPPI_INTER_NN,
            Interpolation::Linear => M::NPPI_INTER_LINEAR,
            Interpolation::Cubic => M::NPPI_INTER_CUBIC,
            Interpolation::Super => M::NPPI_INTER_SUPER,
            Interpolation::Lanczos => M::NPPI_INTER_LANCZOS,
        };
        m as i32
    }
}

impl std::fmt::Display for Interpolation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Interpolation::Nearest => "nearest",
            Interpolation::Linear => "linear",
            Interpolation::Cubic => "cubic",
            Interpolation::Super => "super-sampling",
            Interpolation::Lanczos => "Lanczos",
        })
    }
}

/// The YUV (Y'CbCr) standard of a frame, for converting it to RGB: which luma coefficients and
/// which value range. Video decoders produce limited ("video") range: BT.601 for standard
/// definition, BT.709 for HD.
///
/// # Examples
///
/// ```
/// use cuda_driver::npp::YuvMatrix;
///
/// // Mid-grey in limited range: Y = 126, U = V = 128 (no color).
/// let rgb = YuvMatrix::Bt709.to_rgb(126, 128, 128);
/// assert!(rgb.iter().all(|&c| (c - 128.0).abs() < 1.0));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum YuvMatrix {
    /// ITU-R BT.601, limited range (Y in 16..=235, U and V in 16..=240).
    #[default]
    Bt601,
    /// ITU-R BT.601, full range (JPEG).
    Bt601Full,
    /// ITU-R BT.709, limited range: HD video.
    Bt709,
    /// ITU-R BT.709, full range.
    Bt709Full,
}

impl YuvMatrix {
    /// The color twist NPP applies: `(Y, U, V)` are first offset by column 3, then multiplied by
    /// the 3x3 matrix in columns 0 to 2, giving `(R, G, B)` (NPP then rounds and saturates).
    ///
    /// ```
    /// use cuda_driver::npp::YuvMatrix;
    ///
    /// let m = YuvMatrix::Bt601.coefficients();
    /// assert_eq!(m[0][3], -16.0); // limited range: Y starts at 16
    /// assert!((m[0][0] - 255.0 / 219.0).abs() < 1e-6); // and has 219 steps
    /// let full = YuvMatrix::Bt601Full.coefficients();
    /// assert_eq!((full[0][0], full[0][3]), (1.0, 0.0)); // full range: Y as it is
    /// assert!((full[0][2] - 1.402).abs() < 1e-6); // R's share of V
    /// ```
    pub fn coefficients(self) -> [[f32; 4]; 3] {
        let (kr, kb, full) = match self {
            YuvMatrix::Bt601 => (0.299f32, 0.114f32, false),
            YuvMatrix::Bt601Full => (0.299, 0.114, true),
            YuvMatrix::Bt709 => (0.2126, 0.0722, false),
            YuvMatrix::Bt709Full => (0.2126, 0.0722, true),
        };
        let kg = 1.0 - kr - kb;
        // Limited range stretches Y's 219 steps and U's and V's 224 steps to 255.
        let (ys, cs, y0) = if full {
            (1.0, 1.0, 0.0)
        } else {
            (255.0 / 219.0, 255.0 / 224.0, -16.0)
        };
        let rv = cs * 2.0 * (1.0 - kr);
        let bu = cs * 2.0 * (1.0 - kb);
        let gu = -bu * kb / kg;
        let gv = -rv * kr / kg;
        [
            [ys, 0.0, rv, y0],
            [ys, gu, gv, -128.0],
            [ys, bu, 0.0, -128.0],
        ]
    }

    /// The RGB value of one `(Y, U, V)` sample as NPP computes it before rounding and
    /// saturating: the CPU reference of the conversions.
    ///
    /// ```
    /// use cuda_driver::npp::YuvMatrix;
    ///
    /// let white = YuvMatrix::Bt709Full.to_rgb(255, 128, 128);
    /// assert!(white.iter().all(|&c| (c - 255.0).abs() < 1e-3));
    /// let black = YuvMatrix::Bt709.to_rgb(16, 128, 128); // limited range
    /// assert!(black.iter().all(|&c| c.abs() < 1e-3));
    /// ```
    pub fn to_rgb(self, y: u8, u: u8, v: u8) -> [f32; 3] {
        let m = self.coefficients();
        let yuv = [y as f32 + m[0][3], u as f32 + m[1][3], v as f32 + m[2][3]];
        [0, 1, 2].map(|i| m[i][0] * yuv[0] + m[i][1] * yuv[1] + m[i][2] * yuv[2])
    }
}

#[cfg(test)]
mod tests {
    use super::YuvMatrix;

    #[test]
    fn limited_range_black_and_white_map_to_0_and_255() {
        for m in [YuvMatrix::Bt601, YuvMatrix::Bt709] {
            let black = m.to_rgb(16, 128, 128);
            let white = m.to_rgb(235, 128, 128);
            for c in 0..3 {
                assert!(black[c].abs() < 1e-3, "{m:?} {black:?}");
                assert!((white[c] - 255.0).abs() < 1e-3, "{m:?} {white:?}");
            }
        }
        let white = YuvMatrix::Bt601Full.to_rgb(255, 128, 128);
        assert!(white.iter().all(|&c| (c - 255.0).abs() < 1e-3));
    }

    #[test]
    fn bt601_limited_matches_the_textbook_coefficients() {
        let m = YuvMatrix::Bt601.coefficients();
        assert!((m[0][0] - 1.164).abs() < 1e-3);
        assert!((m[0][2] - 1.596).abs() < 1e-3);
        assert!((m[1][1] + 0.392).abs() < 1e-3);
        assert!((m[1][2] + 0.813).abs() < 1e-3);
        assert!((m[2][1] - 2.017).abs() < 1e-3);
    }

    #[test]
    fn pure_red_round_trips_in_bt709_full_range() {
        // R = 255, G = B = 0 in BT.709 full range: Y = 0.2126 * 255, U and V from it.
        let (kr, kb) = (0.2126f32, 0.0722f32);
        let y = kr * 255.0;
        let u = (0.0 - y) / (2.0 * (1.0 - kb)) + 128.0;
        let v = (255.0 - y) / (2.0 * (1.0 - kr)) + 128.0;
        let rgb = YuvMatrix::Bt709Full.to_rgb(y.round() as u8, u.round() as u8, v.round() as u8);
        assert!(
            (rgb[0] - 255.0).abs() < 2.5 && rgb[1].abs() < 2.5 && rgb[2].abs() < 2.5,
            "{rgb:?}"
        );
    }
}
