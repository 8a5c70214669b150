//! The checks of the NPP operations, pure functions of the images' [`Parts`]: channel counts,
//! sizes, regions, pitches and per-channel values, each failing with an error that names the
//! operation and the image. [`ops`](super::ops) runs them before anything is enqueued; the
//! tests here run them without a GPU.

use super::types::Interpolation;
use crate::driver::safe::port::plural;
use crate::driver::safe::port::{Parts, bad_image, region_within};
use crate::driver::{DriverError, Rect};

/// `"the source (1920x1080 with 3 channels, pitch 6144)"`.
pub(super) fn desc(whose: &str, p: &Parts) -> String {
    format!(
        "{whose} ({}x{} with {}, pitch {})",
        p.width(),
        p.height(),
        plural(p.channels(), "channel"),
        p.pitch()
    )
}

/// Checks that NPP's `int` sizes can hold the image's, and its byte offsets too: NPP finds a
/// row at `y * step` in 32 bits, so an image whose last row starts 2 GiB or more from its first
/// (an image of over 2 GiB) would be read and written at wrapped offsets, outside its memory.
#[inline(always)]
fn fits(what: &str, whose: &str, p: &Parts) -> Result<(), DriverError> {
    let max = i32::MAX as usize;
    // From the first row's start to the last row's end.
    let span = p
        .pitch()
        .checked_mul(p.height().saturating_sub(1))
        .and_then(|b| b.checked_add(p.row_bytes()));
    if p.width() <= max
        && p.height() <= max
        && p.pitch() <= max
        && p.row_bytes() <= max
        && span.is_some_and(|s| s <= max)
    {
        return Ok(());
    }
    Err(too_large(what, whose, p))
}

#[cold]
#[inline(never)]
fn too_large(what: &str, whose: &str, p: &Parts) -> DriverError {
    bad_image(
        what,
        format!(
            "{} is too large for NPP, whose sizes and byte offsets are 32-bit (its rows span \
             over 2 GiB)",
            desc(whose, p)
        ),
    )
}

/// Checks that an image has one of the channel counts an operation supports.
#[inline(always)]
fn channels_in(what: &str, whose: &str, p: &Parts, allowed: &[usize]) -> Result<(), DriverError> {
    fits(what, whose, p)?;
    if allowed.contains(&p.channels()) {
        return Ok(());
    }
    Err(channels_refused(what, whose, p, allowed))
}

#[cold]
#[inline(never)]
fn channels_refused(what: &str, whose: &str, p: &Parts, allowed: &[usize]) -> DriverError {
    let allowed = allowed
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" or ");
    bad_image(
        what,
        format!(
            "{whose} has {} but {what} takes {allowed}",
            plural(p.channels(), "channel")
        ),
    )
}

/// Checks that two images have the same width and height (`whose` names the second).
#[inline(always)]
fn same_size(what: &str, a: (&str, &Parts), b: (&str, &Parts)) -> Result<(), DriverError> {
    if (a.1.width(), a.1.height()) == (b.1.width(), b.1.height()) {
        return Ok(());
    }
    Err(sizes_differ(what, a, b))
}

#[cold]
#[inline(never)]
fn sizes_differ(what: &str, a: (&str, &Parts), b: (&str, &Parts)) -> DriverError {
    bad_image(
        what,
        format!(
            "{} is {}x{} but {} is {}x{}: they must be the same size",
            a.0,
            a.1.width(),
            a.1.height(),
            b.0,
            b.1.width(),
            b.1.height()
        ),
    )
}

/// Checks that two images have the same number of channels.
#[inline(always)]
fn same_channels(what: &str, a: (&str, &Parts), b: (&str, &Parts)) -> Result<(), DriverError> {
    if a.1.channels() == b.1.channels() {
        return Ok(());
    }
    Err(channels_differ(what, a, b))
}

#[cold]
#[inline(never)]
fn channels_differ(what: &str, a: (&str, &Parts), b: (&str, &Parts)) -> DriverError {
    bad_image(
        what,
        format!(
            "{} has {} but {} has {}",
            a.0,
            plural(a.1.channels(), "channel"),
            b.0,
            plural(b.1.channels(), "channel")
        ),
    )
}

/// Checks that a per-channel list (`name`) has one value per channel.
fn per_channel(what: &str, name: &str, len: usize, channels: usize) -> Result<(), DriverError> {
    if len == channels {
        return Ok(());
    }
    Err(bad_image(
        what,
        format!(
            "{name} has {} but the image has {}: one per channel",
            plural(len, "value"),
            plural(channels, "channel")
        ),
    ))
}

/// The checks of `resize`: 1 or 3 channels, the same on both sides; each region within its
/// image; super-sampling only shrinking.
pub(crate) fn check_resize(
    s: &Parts,
    sr: Rect,
    d: &Parts,
    dr: Rect,
    interp: Interpolation,
) -> Result<(), DriverError> {
    let what = "resize";
    channels_in(what, "the source", s, &[1, 3])?;
    fits(what, "the destination", d)?;
    same_channels(what, ("the source", s), ("the destination", d))?;
    region_within(what, "the source", sr.tuple(), s.width(), s.height())?;
    region_within(what, "the destination", dr.tuple(), d.width(), d.height())?;
    if interp == Interpolation::Super && (dr.width > sr.width || dr.height > sr.height) {
        return Err(bad_image(
            what,
            format!(
                "super-sampling only shrinks, but the region {} grows to {}x{}",
                sr, dr.width, dr.height
            ),
        ));
    }
    Ok(())
}

/// The checks of `remap`: 1 or 3 channels, the same on both sides; one-channel maps of the
/// destination's size; no super-sampling.
pub(crate) fn check_remap(
    s: &Parts,
    x: &Parts,
    y: &Parts,
    d: &Parts,
    interp: Interpolation,
) -> Result<(), DriverError> {
    let what = "remap";
    channels_in(what, "the source", s, &[1, 3])?;
    fits(what, "the destination", d)?;
    same_channels(what, ("the source", s), ("the destination", d))?;
    channels_in(what, "the x map", x, &[1])?;
    channels_in(what, "the y map", y, &[1])?;
    same_size(what, ("the destination", d), ("the x map", x))?;
    same_size(what, ("the destination", d), ("the y map", y))?;
    if interp == Interpolation::Super {
        return Err(bad_image(
            what,
            "super-sampling is for resizing; remap takes nearest, linear, cubic or Lanczos".into(),
        ));
    }
    Ok(())
}

/// The checks of `copy_const_border`: 1 or 3 channels, the same on both sides; one border
/// value per channel; the source inside the destination at `(left, top)`.
pub(crate) fn check_border(
    what: &str,
    s: &Parts,
    d: &Parts,
    top: usize,
    left: usize,
    values: usize,
) -> Result<(), DriverError> {
    channels_in(what, "the source", s, &[1, 3])?;
    fits(what, "the destination", d)?;
    same_channels(what, ("the source", s), ("the destination", d))?;
    per_channel(what, "the border value", values, s.channels())?;
    let fits_x = left.checked_add(s.width()).is_some_and(|r| r <= d.width());
    let fits_y = top.checked_add(s.height()).is_some_and(|b| b <= d.height());
    if !(fits_x && fits_y) {
        let (sw, sh, dw, dh) = (s.width(), s.height(), d.width(), d.height());
        // Letterboxing centres the source: where it would go says nothing.
        let msg = if what == "letterbox" {
            format!("the {sw}x{sh} source is larger than the {dw}x{dh} destination")
        } else {
            format!(
                "the {sw}x{sh} source placed at ({left}, {top}) does not fit in the {dw}x{dh} destination"
            )
        };
        return Err(bad_image(what, msg));
    }
    Ok(())
}

/// Checks that a 4:2:0 frame's Y plane has an even width and height.
fn even(what: &str, y: &Parts) -> Result<(), DriverError> {
    if y.width() % 2 == 0 && y.height() % 2 == 0 {
        return Ok(());
    }
    Err(bad_image(
        what,
        format!(
            "4:2:0 frames have an even width and height, not {}x{}",
            y.width(),
            y.height()
        ),
    ))
}

/// The checks of `nv12_to_rgb`: a one-channel Y plane of even size; a UV plane half as tall
/// (2 channels of half the width, or 1 of the full width); a 3-channel destination of the
/// frame's size.
pub(crate) fn check_nv12(y: &Parts, uv: &Parts, d: &Parts) -> Result<(), DriverError> {
    let what = "nv12_to_rgb";
    channels_in(what, "the Y plane", y, &[1])?;
    channels_in(what, "the UV plane", uv, &[1, 2])?;
    channels_in(what, "the destination", d, &[3])?;
    even(what, y)?;
    if uv.width() * uv.channels() != y.width() || uv.height() != y.height() / 2 {
        return Err(bad_image(
            what,
            format!(
                "the UV plane is {}x{} with {} but a {}x{} frame's is {}x{} with 2 channels \
                 (or {}x{} with 1)",
                uv.width(),
                uv.height(),
                plural(uv.channels(), "channel"),
                y.width(),
                y.height(),
                y.width() / 2,
                y.height() / 2,
                y.width(),
                y.height() / 2
            ),
        ));
    }
    same_size(what, ("the Y plane", y), ("the destination", d))
}

/// The checks of `yuv420_to_rgb`: one-channel planes, the Y plane of even size and the U and V
/// planes half its width and height; a 3-channel destination of the frame's size.
pub(crate) fn check_yuv420(y: &Parts, u: &Parts, v: &Parts, d: &Parts) -> Result<(), DriverError> {
    let what = "yuv420_to_rgb";
    channels_in(what, "the Y plane", y, &[1])?;
    channels_in(what, "the U plane", u, &[1])?;
    channels_in(what, "the V plane", v, &[1])?;
    channels_in(what, "the destination", d, &[3])?;
    even(what, y)?;
    for (whose, p) in [("the U plane", u), ("the V plane", v)] {
        if (p.width(), p.height()) != (y.width() / 2, y.height() / 2) {
            return Err(bad_image(
                what,
                format!(
                    "{whose} is {}x{} but a {}x{} frame's is {}x{}",
                    p.width(),
                    p.height(),
                    y.width(),
                    y.height(),
                    y.width() / 2,
                    y.height() / 2
                ),
            ));
        }
    }
    same_size(what, ("the Y plane", y), ("the destination", d))
}

/// The checks of `rgb_to_bgr`: two 3-channel images of one size.
pub(crate) fn check_swap(s: &Parts, d: &Parts) -> Result<(), DriverError> {
    let what = "rgb_to_bgr";
    channels_in(what, "the source", s, &[3])?;
    channels_in(what, "the destination", d, &[3])?;
    same_size(what, ("the source", s), ("the destination", d))
}

/// The checks of `rgb_to_gray`: a 3-channel source and a one-channel destination of its size.
pub(crate) fn check_gray(s: &Parts, d: &Parts) -> Result<(), DriverError> {
    let what = "rgb_to_gray";
    channels_in(what, "the source", s, &[3])?;
    channels_in(what, "the destination", d, &[1])?;
    same_size(what, ("the source", s), ("the destination", d))
}

/// The checks of `u8_to_f32`: 1 or 3 channels, the same on both sides; one size; one scale
/// and one offset per channel.
pub(crate) fn check_convert(
    s: &Parts,
    d: &Parts,
    scales: usize,
    offsets: usize,
) -> Result<(), DriverError> {
    let what = "u8_to_f32";
    channels_in(what, "the source", s, &[1, 3])?;
    fits(what, "the destination", d)?;
    same_channels(what, ("the source", s), ("the destination", d))?;
    same_size(what, ("the source", s), ("the destination", d))?;
    per_channel(what, "scale", scales, s.channels())?;
    per_channel(what, "offset", offsets, s.channels())
}

/// The checks of `packed_to_planar` and `planar_to_packed` (`what`): a 3-channel packed image
/// and three one-channel planes of its size that share one pitch.
pub(crate) fn check_planar(
    what: &str,
    packed: &Parts,
    planes: &[Parts; 3],
) -> Result<(), DriverError> {
    channels_in(what, "the packed image", packed, &[3])?;
    for (i, p) in planes.iter().enumerate() {
        let whose = format!("plane {i}");
        channels_in(what, &whose, p, &[1])?;
        same_size(what, ("the packed image", packed), (&whose, p))?;
        if p.pitch() != planes[0].pitch() {
            return Err(bad_image(
                what,
                format!(
                    "plane {i} has a pitch of {} bytes but plane 0 has {}: NPP takes one pitch \
                     for the three planes, so they must be rows of one image (split_rows_mut) \
                     or images of one pitch, not a pitch from another buffer",
                    p.pitch(),
                    planes[0].pitch()
                ),
            ));
        }
    }
    Ok(())
}

/// Where `src` goes in `dst` to be centred: `(top, left)`, or `(0, 0)` when it does not fit
/// (which `check_border` then reports).
pub(crate) fn centre(s: &Parts, d: &Parts) -> (usize, usize) {
    (
        d.height().saturating_sub(s.height()) / 2,
        d.width().saturating_sub(s.width()) / 2,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn img(width: usize, height: usize, channels: usize, elem: usize) -> Parts {
        let pitch = (width * channels * elem).next_multiple_of(512);
        Parts::of(0x10000, pitch, (width, height, channels), elem)
    }

    fn msg(r: Result<(), DriverError>) -> String {
        r.expect_err("the check should fail").to_string()
    }

    #[test]
    fn resize_checks_channels_regions_and_super_sampling() {
        let (s, d) = (img(1920, 1080, 3, 1), img(640, 360, 3, 1));
        let (sr, dr) = (Rect::full(1920, 1080), Rect::full(640, 360));
        assert!(check_resize(&s, sr, &d, dr, Interpolation::Linear).is_ok());
        assert!(check_resize(&s, sr, &d, dr, Interpolation::Super).is_ok());
        let m = msg(check_resize(
            &img(8, 8, 4, 1),
            sr,
            &d,
            dr,
            Interpolation::Linear,
        ));
        assert!(
            m.contains("the source has 4 channels but resize takes 1 or 3"),
            "{m}"
        );
        let m = msg(check_resize(
            &s,
            sr,
            &img(640, 360, 1, 1),
            dr,
            Interpolation::Linear,
        ));
        assert!(
            m.contains("the source has 3 channels but the destination has 1 channel"),
            "{m}"
        );
        let m = msg(check_resize(
            &s,
            Rect::new(1, 0, 1920, 1080),
            &d,
            dr,
            Interpolation::Linear,
        ));
        assert!(m.contains("out of range of the source"), "{m}");
        let m = msg(check_resize(
            &s,
            sr,
            &d,
            Rect::new(0, 0, 640, 361),
            Interpolation::Nearest,
        ));
        assert!(m.contains("out of range of the destination"), "{m}");
        let m = msg(check_resize(
            &s,
            Rect::new(0, 0, 0, 10),
            &d,
            dr,
            Interpolation::Linear,
        ));
        assert!(m.contains("empty"), "{m}");
        let m = msg(check_resize(&d, dr, &s, sr, Interpolation::Super));
        assert!(m.contains("super-sampling only shrinks"), "{m}");
    }

    #[test]
    fn sizes_too_large_for_npp_are_refused() {
        let huge = img(4, 4, 1, 1).with_pitch(1 << 32);
        let m = msg(check_gray(&img(4, 4, 3, 1), &huge));
        assert!(m.contains("too large for NPP"), "{m}");
    }

    #[test]
    fn images_whose_rows_span_over_2_gib_are_refused() {
        // Every size fits in 32 bits, but the last row starts past 2 GiB: NPP would find it at
        // a wrapped offset.
        let (w, h) = (16384, 45_000);
        let big = img(w, h, 3, 1);
        assert!(big.pitch() * (h - 1) > i32::MAX as usize);
        let m = msg(check_swap(&big, &big));
        assert!(m.contains("too large for NPP"), "{m}");
        assert!(m.contains("over 2 GiB"), "{m}");
        // The largest span allowed: its last row ends at 2 GiB - 1.
        let rows = (i32::MAX as usize + 1) / big.pitch();
        let edge = img(w, rows, 3, 1);
        assert!(edge.pitch() * (rows - 1) + edge.row_bytes() <= i32::MAX as usize);
        assert!(check_swap(&edge, &edge).is_ok());
    }

    #[test]
    fn remap_maps_are_single_channel_floats_of_the_destination_size() {
        let (s, d) = (img(64, 64, 3, 4), img(32, 32, 3, 4));
        let (x, y) = (img(32, 32, 1, 4), img(32, 32, 1, 4));
        assert!(check_remap(&s, &x, &y, &d, Interpolation::Linear).is_ok());
        let m = msg(check_remap(
            &s,
            &img(32, 31, 1, 4),
            &y,
            &d,
            Interpolation::Linear,
        ));
        assert!(
            m.contains("the destination is 32x32 but the x map is 32x31"),
            "{m}"
        );
        let m = msg(check_remap(
            &s,
            &x,
            &img(32, 32, 2, 4),
            &d,
            Interpolation::Linear,
        ));
        assert!(m.contains("the y map has 2 channels"), "{m}");
        let m = msg(check_remap(&s, &x, &y, &d, Interpolation::Super));
        assert!(m.contains("super-sampling is for resizing"), "{m}");
    }

    #[test]
    fn borders_need_room_and_one_value_per_channel() {
        let (s, d) = (img(640, 360, 3, 1), img(640, 640, 3, 1));
        assert!(check_border("copy_const_border", &s, &d, 140, 0, 3).is_ok());
        assert_eq!(centre(&s, &d), (140, 0));
        let m = msg(check_border("copy_const_border", &s, &d, 281, 0, 3));
        assert!(
            m.contains("placed at (0, 281) does not fit in the 640x640"),
            "{m}"
        );
        let m = msg(check_border("copy_const_border", &s, &d, 0, 0, 1));
        assert!(
            m.contains("the border value has 1 value but the image has 3 channels"),
            "{m}"
        );
        let m = msg(check_border("copy_const_border", &s, &d, 0, usize::MAX, 3));
        assert!(m.contains("does not fit"), "{m}");
        let big = img(700, 360, 3, 1);
        let m = msg(check_border("letterbox", &big, &d, 0, 0, 3));
        assert!(
            m.contains("in letterbox: the 700x360 source is larger than the 640x640 destination"),
            "{m}"
        );
    }

    #[test]
    fn nv12_planes_must_match_the_frame() {
        let (y, d) = (img(1920, 1080, 1, 1), img(1920, 1080, 3, 1));
        assert!(check_nv12(&y, &img(960, 540, 2, 1), &d).is_ok());
        assert!(check_nv12(&y, &img(1920, 540, 1, 1), &d).is_ok());
        let m = msg(check_nv12(&y, &img(960, 1080, 2, 1), &d));
        assert!(m.contains("the UV plane is 960x1080"), "{m}");
        let m = msg(check_nv12(&img(1919, 1080, 1, 1), &img(960, 540, 2, 1), &d));
        assert!(m.contains("even width and height"), "{m}");
        let m = msg(check_nv12(&y, &img(960, 540, 2, 1), &img(1920, 1080, 4, 1)));
        assert!(
            m.contains("the destination has 4 channels but nv12_to_rgb takes 3"),
            "{m}"
        );
        let m = msg(check_nv12(&img(1920, 1080, 3, 1), &img(960, 540, 2, 1), &d));
        assert!(m.contains("the Y plane has 3 channels"), "{m}");
        let m = msg(check_nv12(&y, &img(960, 540, 2, 1), &img(1280, 720, 3, 1)));
        assert!(m.contains("must be the same size"), "{m}");
    }

    #[test]
    fn yuv420_chroma_planes_are_half_size() {
        let (y, c, d) = (img(64, 32, 1, 1), img(32, 16, 1, 1), img(64, 32, 3, 1));
        assert!(check_yuv420(&y, &c, &c, &d).is_ok());
        let m = msg(check_yuv420(&y, &c, &img(32, 32, 1, 1), &d));
        assert!(
            m.contains("the V plane is 32x32 but a 64x32 frame's is 32x16"),
            "{m}"
        );
    }

    #[test]
    fn color_conversions_check_channels_and_sizes() {
        let rgb = img(8, 8, 3, 1);
        assert!(check_swap(&rgb, &rgb).is_ok());
        assert!(msg(check_swap(&img(8, 8, 1, 1), &rgb)).contains("has 1 channel"));
        assert!(msg(check_swap(&rgb, &img(8, 9, 3, 1))).contains("same size"));
        assert!(check_gray(&rgb, &img(8, 8, 1, 1)).is_ok());
        assert!(msg(check_gray(&rgb, &rgb)).contains("the destination has 3 channels"));
    }

    #[test]
    fn normalisation_takes_one_scale_and_offset_per_channel() {
        let (s, d) = (img(8, 8, 3, 1), img(8, 8, 3, 4));
        assert!(check_convert(&s, &d, 3, 3).is_ok());
        assert!(msg(check_convert(&s, &d, 1, 3)).contains("scale has 1 value"));
        assert!(msg(check_convert(&s, &d, 3, 2)).contains("offset has 2 values"));
        assert!(msg(check_convert(&s, &img(8, 8, 1, 4), 3, 3)).contains("1 channel"));
        assert!(msg(check_convert(&img(8, 8, 2, 1), &d, 2, 2)).contains("takes 1 or 3"));
    }

    #[test]
    fn planes_share_one_pitch() {
        let packed = img(640, 640, 3, 4);
        let plane = img(640, 640, 1, 4);
        assert!(check_planar("packed_to_planar", &packed, &[plane; 3]).is_ok());
        let other = plane.with_pitch(plane.pitch() + 512);
        let m = msg(check_planar(
            "packed_to_planar",
            &packed,
            &[plane, plane, other],
        ));
        assert!(
            m.contains("plane 2 has a pitch of 3072 bytes but plane 0 has 2560"),
            "{m}"
        );
        assert!(m.contains("pitch from another buffer"), "{m}");
        let m = msg(check_planar(
            "planar_to_packed",
            &packed,
            &[plane, img(640, 639, 1, 4), plane],
        ));
        assert!(m.contains("plane 1 is 640x639"), "{m}");
        let m = msg(check_planar(
            "planar_to_packed",
            &img(640, 640, 1, 4),
            &[plane; 3],
        ));
        assert!(m.contains("the packed image has 1 channel"), "{m}");
    }
}
