//! The NPP operations, written once for both the sync [`Npp`](super::Npp) and the async
//! [`AsyncNpp`](super::AsyncNpp): each checks its arguments (devices, channel counts, sizes,
//! regions, pitches) before anything is enqueued, then hands one closure that makes the NPP
//! call to its executor ([`Exec`]), which orders it with the buffers' records on the device's
//! main stream or on an async pool stream.

use super::result::{self, NppStatus};
use super::sys;
use super::types::{Depth, Interpolation, NppPixel, YuvMatrix};
use crate::driver::safe::port::{
    Parts, Sealed, Use, bad_image, check_same_device, plural, region_within,
};
use crate::driver::{CudaDevice, DeviceImage, DeviceImageMut, DriverError, Rect};
use std::sync::Arc;

/// Where an operation runs: the device's main stream ([`Npp`](super::Npp), returning a
/// `Result`) or a pool stream of an async adapter ([`AsyncNpp`](super::AsyncNpp), returning a
/// future).
pub(crate) trait Exec {
    /// What an operation returns.
    type Out;
    /// The device the buffers must belong to.
    fn device(&self) -> &Arc<CudaDevice>;
    /// The executor's name, for errors ("this Npp runs on device 0").
    fn runs_on(&self) -> &'static str;
    /// An operation that failed its checks.
    fn failed(&self, e: DriverError) -> Self::Out;
    /// Enqueues `call` (which gets the NPP stream context of the stream it runs on) after the
    /// accesses `uses` must follow, and records its own.
    fn exec(
        &self,
        uses: &[Use<'_>],
        call: impl FnOnce(sys::NppStreamContext) -> Result<(), DriverError>,
    ) -> Self::Out;
}

/// Runs `checks`, then `then` with what they return; a failed check becomes the executor's
/// failure.
fn checked<E: Exec, A>(
    e: &E,
    checks: impl FnOnce() -> Result<A, DriverError>,
    then: impl FnOnce(A) -> E::Out,
) -> E::Out {
    match checks() {
        Ok(a) => then(a),
        Err(err) => e.failed(err),
    }
}

/// Checks that an image named `whose` belongs to the executor's device.
fn owner<E: Exec, B: Sealed + ?Sized>(e: &E, whose: &str, b: &B) -> Result<(), DriverError> {
    check_same_device(|| whose.into(), b.device_arc(), e.runs_on(), e.device())
}

/// The result of an NPP call, with `describe` (what it was given) on error.
fn npp(
    function: &'static str,
    status: NppStatus,
    describe: impl FnOnce() -> String,
) -> Result<(), DriverError> {
    result::check(function, status).map_err(|e| e.context(describe()).into())
}

// ---- pure checks ---------------------------------------------------------------------------------

/// `"the source (1920x1080 with 3 channels, pitch 6144)"`.
fn desc(whose: &str, p: &Parts) -> String {
    format!(
        "{whose} ({}x{} with {}, pitch {})",
        p.width,
        p.height,
        plural(p.channels, "channel"),
        p.pitch
    )
}

/// Checks that NPP's `int` sizes can hold the image's.
fn fits(what: &str, whose: &str, p: &Parts) -> Result<(), DriverError> {
    let max = i32::MAX as usize;
    if p.width <= max && p.height <= max && p.pitch <= max && p.row_bytes() <= max {
        return Ok(());
    }
    Err(bad_image(
        what,
        format!(
            "{} is too large for NPP, whose sizes are 32-bit",
            desc(whose, p)
        ),
    ))
}

/// Checks that an image has one of the channel counts an operation supports.
fn channels_in(what: &str, whose: &str, p: &Parts, allowed: &[usize]) -> Result<(), DriverError> {
    fits(what, whose, p)?;
    if allowed.contains(&p.channels) {
        return Ok(());
    }
    let allowed = allowed
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" or ");
    Err(bad_image(
        what,
        format!(
            "{whose} has {} but {what} takes {allowed}",
            plural(p.channels, "channel")
        ),
    ))
}

/// Checks that two images have the same width and height (`whose` names the second).
fn same_size(what: &str, a: (&str, &Parts), b: (&str, &Parts)) -> Result<(), DriverError> {
    if (a.1.width, a.1.height) == (b.1.width, b.1.height) {
        return Ok(());
    }
    Err(bad_image(
        what,
        format!(
            "{} is {}x{} but {} is {}x{}: they must be the same size",
            a.0, a.1.width, a.1.height, b.0, b.1.width, b.1.height
        ),
    ))
}

/// Checks that two images have the same number of channels.
fn same_channels(what: &str, a: (&str, &Parts), b: (&str, &Parts)) -> Result<(), DriverError> {
    if a.1.channels == b.1.channels {
        return Ok(());
    }
    Err(bad_image(
        what,
        format!(
            "{} has {} but {} has {}",
            a.0,
            plural(a.1.channels, "channel"),
            b.0,
            plural(b.1.channels, "channel")
        ),
    ))
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
    region_within(what, "the source", sr.tuple(), s.width, s.height)?;
    region_within(what, "the destination", dr.tuple(), d.width, d.height)?;
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

pub(crate) fn check_border(
    s: &Parts,
    d: &Parts,
    top: usize,
    left: usize,
    values: usize,
) -> Result<(), DriverError> {
    let what = "copy_const_border";
    channels_in(what, "the source", s, &[1, 3])?;
    fits(what, "the destination", d)?;
    same_channels(what, ("the source", s), ("the destination", d))?;
    per_channel(what, "the border value", values, s.channels)?;
    let fits_x = left.checked_add(s.width).is_some_and(|r| r <= d.width);
    let fits_y = top.checked_add(s.height).is_some_and(|b| b <= d.height);
    if !(fits_x && fits_y) {
        return Err(bad_image(
            what,
            format!(
                "the {}x{} source placed at ({left}, {top}) does not fit in the {}x{} \
                 destination",
                s.width, s.height, d.width, d.height
            ),
        ));
    }
    Ok(())
}

fn even(what: &str, y: &Parts) -> Result<(), DriverError> {
    if y.width % 2 == 0 && y.height % 2 == 0 {
        return Ok(());
    }
    Err(bad_image(
        what,
        format!(
            "4:2:0 frames have an even width and height, not {}x{}",
            y.width, y.height
        ),
    ))
}

pub(crate) fn check_nv12(y: &Parts, uv: &Parts, d: &Parts) -> Result<(), DriverError> {
    let what = "nv12_to_rgb";
    channels_in(what, "the Y plane", y, &[1])?;
    channels_in(what, "the UV plane", uv, &[1, 2])?;
    channels_in(what, "the destination", d, &[3])?;
    even(what, y)?;
    if uv.width * uv.channels != y.width || uv.height != y.height / 2 {
        return Err(bad_image(
            what,
            format!(
                "the UV plane is {}x{} with {} but a {}x{} frame's is {}x{} with 2 channels \
                 (or {}x{} with 1)",
                uv.width,
                uv.height,
                plural(uv.channels, "channel"),
                y.width,
                y.height,
                y.width / 2,
                y.height / 2,
                y.width,
                y.height / 2
            ),
        ));
    }
    same_size(what, ("the Y plane", y), ("the destination", d))
}

pub(crate) fn check_yuv420(y: &Parts, u: &Parts, v: &Parts, d: &Parts) -> Result<(), DriverError> {
    let what = "yuv420_to_rgb";
    channels_in(what, "the Y plane", y, &[1])?;
    channels_in(what, "the U plane", u, &[1])?;
    channels_in(what, "the V plane", v, &[1])?;
    channels_in(what, "the destination", d, &[3])?;
    even(what, y)?;
    for (whose, p) in [("the U plane", u), ("the V plane", v)] {
        if (p.width, p.height) != (y.width / 2, y.height / 2) {
            return Err(bad_image(
                what,
                format!(
                    "{whose} is {}x{} but a {}x{} frame's is {}x{}",
                    p.width,
                    p.height,
                    y.width,
                    y.height,
                    y.width / 2,
                    y.height / 2
                ),
            ));
        }
    }
    same_size(what, ("the Y plane", y), ("the destination", d))
}

pub(crate) fn check_swap(s: &Parts, d: &Parts) -> Result<(), DriverError> {
    let what = "rgb_to_bgr";
    channels_in(what, "the source", s, &[3])?;
    channels_in(what, "the destination", d, &[3])?;
    same_size(what, ("the source", s), ("the destination", d))
}

pub(crate) fn check_gray(s: &Parts, d: &Parts) -> Result<(), DriverError> {
    let what = "rgb_to_gray";
    channels_in(what, "the source", s, &[3])?;
    channels_in(what, "the destination", d, &[1])?;
    same_size(what, ("the source", s), ("the destination", d))
}

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
    per_channel(what, "scale", scales, s.channels)?;
    per_channel(what, "offset", offsets, s.channels)
}

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
        if p.pitch != planes[0].pitch {
            return Err(bad_image(
                what,
                format!(
                    "plane {i} has a pitch of {} bytes but plane 0 has {}: NPP takes one pitch \
                     for the three planes, so they must be rows of one image (split_rows_mut) \
                     or images of one pitch, not a pitch from another buffer",
                    p.pitch, planes[0].pitch
                ),
            ));
        }
    }
    Ok(())
}

// ---- raw arguments -----------------------------------------------------------------------------

fn size(p: &Parts) -> sys::NppiSize {
    sys::NppiSize {
        width: p.width as i32,
        height: p.height as i32,
    }
}

fn rect(r: Rect) -> sys::NppiRect {
    sys::NppiRect {
        x: r.x as i32,
        y: r.y as i32,
        width: r.width as i32,
        height: r.height as i32,
    }
}

fn step(p: &Parts) -> i32 {
    p.pitch as i32
}

fn ptr<T>(p: &Parts) -> *const T {
    p.ptr as usize as *const T
}

fn ptr_mut<T>(p: &Parts) -> *mut T {
    p.ptr as usize as *mut T
}

// ---- operations ----------------------------------------------------------------------------------

/// Resizes the region `sr` of `src` into the region `dr` of `dst`.
pub(crate) fn resize<E: Exec, T: NppPixel>(
    e: &E,
    src: &(impl DeviceImage<T> + ?Sized),
    sr: Rect,
    dst: &mut (impl DeviceImageMut<T> + ?Sized),
    dr: Rect,
    interp: Interpolation,
) -> E::Out {
    let (s, d) = (src.parts(), dst.parts());
    let checks = || {
        owner(e, "the source image", src)?;
        owner(e, "the destination image", dst)?;
        check_resize(&s, sr, &d, dr, interp)
    };
    checked(e, checks, |()| {
        e.exec(&[src.read(), dst.write()], move |ctx| {
            let mode = interp.npp();
            let (ss, sz, srr) = (step(&s), size(&s), rect(sr));
            let (ds, dz, drr) = (step(&d), size(&d), rect(dr));
            // SAFETY: both images hold their regions at their pitches (checked), valid in the
            // stream's order (the executor ordered it with their records); `dst` is borrowed
            // mutably for the call.
            let (name, status) = unsafe {
                match (T::DEPTH, s.channels) {
                    (Depth::U8, 1) => (
                        "nppiResize_8u_C1R_Ctx",
                        sys::nppiResize_8u_C1R_Ctx(
                            ptr(&s),
                            ss,
                            sz,
                            srr,
                            ptr_mut(&d),
                            ds,
                            dz,
                            drr,
                            mode,
                            ctx,
                        ),
                    ),
                    (Depth::U8, _) => (
                        "nppiResize_8u_C3R_Ctx",
                        sys::nppiResize_8u_C3R_Ctx(
                            ptr(&s),
                            ss,
                            sz,
                            srr,
                            ptr_mut(&d),
                            ds,
                            dz,
                            drr,
                            mode,
                            ctx,
                        ),
                    ),
                    (Depth::F32, 1) => (
                        "nppiResize_32f_C1R_Ctx",
                        sys::nppiResize_32f_C1R_Ctx(
                            ptr(&s),
                            ss,
                            sz,
                            srr,
                            ptr_mut(&d),
                            ds,
                            dz,
                            drr,
                            mode,
                            ctx,
                        ),
                    ),
                    (Depth::F32, _) => (
                        "nppiResize_32f_C3R_Ctx",
                        sys::nppiResize_32f_C3R_Ctx(
                            ptr(&s),
                            ss,
                            sz,
                            srr,
                            ptr_mut(&d),
                            ds,
                            dz,
                            drr,
                            mode,
                            ctx,
                        ),
                    ),
                }
            };
            npp(name, status, || {
                format!(
                    "{} region {sr} into {} region {dr}, {interp}",
                    desc("the source", &s),
                    desc("the destination", &d)
                )
            })
        })
    })
}

/// `dst(x, y) = src(x_map(x, y), y_map(x, y))`.
pub(crate) fn remap<E: Exec, T: NppPixel>(
    e: &E,
    src: &(impl DeviceImage<T> + ?Sized),
    x_map: &(impl DeviceImage<f32> + ?Sized),
    y_map: &(impl DeviceImage<f32> + ?Sized),
    dst: &mut (impl DeviceImageMut<T> + ?Sized),
    interp: Interpolation,
) -> E::Out {
    let (s, x, y, d) = (src.parts(), x_map.parts(), y_map.parts(), dst.parts());
    let checks = || {
        owner(e, "the source image", src)?;
        owner(e, "the x map", x_map)?;
        owner(e, "the y map", y_map)?;
        owner(e, "the destination image", dst)?;
        check_remap(&s, &x, &y, &d, interp)
    };
    checked(e, checks, |()| {
        let uses = [src.read(), x_map.read(), y_map.read(), dst.write()];
        e.exec(&uses, move |ctx| {
            let mode = interp.npp();
            let (sz, ss, sr) = (size(&s), step(&s), rect(Rect::full(s.width, s.height)));
            let (xp, xs, yp, ys) = (ptr::<f32>(&x), step(&x), ptr::<f32>(&y), step(&y));
            let (ds, dz) = (step(&d), size(&d));
            // SAFETY: every image holds its pixels at its pitch (checked: the maps have the
            // destination's size), valid in the stream's order; `dst` is borrowed mutably.
            let (name, status) = unsafe {
                match (T::DEPTH, s.channels) {
                    (Depth::U8, 1) => (
                        "nppiRemap_8u_C1R_Ctx",
                        sys::nppiRemap_8u_C1R_Ctx(
                            ptr(&s),
                            sz,
                            ss,
                            sr,
                            xp,
                            xs,
                            yp,
                            ys,
                            ptr_mut(&d),
                            ds,
                            dz,
                            mode,
                            ctx,
                        ),
                    ),
                    (Depth::U8, _) => (
                        "nppiRemap_8u_C3R_Ctx",
                        sys::nppiRemap_8u_C3R_Ctx(
                            ptr(&s),
                            sz,
                            ss,
                            sr,
                            xp,
                            xs,
                            yp,
                            ys,
                            ptr_mut(&d),
                            ds,
                            dz,
                            mode,
                            ctx,
                        ),
                    ),
                    (Depth::F32, 1) => (
                        "nppiRemap_32f_C1R_Ctx",
                        sys::nppiRemap_32f_C1R_Ctx(
                            ptr(&s),
                            sz,
                            ss,
                            sr,
                            xp,
                            xs,
                            yp,
                            ys,
                            ptr_mut(&d),
                            ds,
                            dz,
                            mode,
                            ctx,
                        ),
                    ),
                    (Depth::F32, _) => (
                        "nppiRemap_32f_C3R_Ctx",
                        sys::nppiRemap_32f_C3R_Ctx(
                            ptr(&s),
                            sz,
                            ss,
                            sr,
                            xp,
                            xs,
                            yp,
                            ys,
                            ptr_mut(&d),
                            ds,
                            dz,
                            mode,
                            ctx,
                        ),
                    ),
                }
            };
            npp(name, status, || {
                format!(
                    "{} through maps of {}x{} into {}, {interp}",
                    desc("the source", &s),
                    x.width,
                    x.height,
                    desc("the destination", &d)
                )
            })
        })
    })
}

/// Copies `src` into `dst` at `(left, top)` and fills the rest of `dst` with `value`.
pub(crate) fn copy_const_border<E: Exec, T: NppPixel>(
    e: &E,
    src: &(impl DeviceImage<T> + ?Sized),
    dst: &mut (impl DeviceImageMut<T> + ?Sized),
    top: usize,
    left: usize,
    value: &[T],
) -> E::Out {
    let (s, d) = (src.parts(), dst.parts());
    let checks = || {
        owner(e, "the source image", src)?;
        owner(e, "the destination image", dst)?;
        check_border(&s, &d, top, left, value.len())?;
        let mut v = [value[0]; 3];
        v[..value.len()].copy_from_slice(value);
        Ok(v)
    };
    checked(e, checks, |v| {
        e.exec(&[src.read(), dst.write()], move |ctx| {
            let (ss, sz, ds, dz) = (step(&s), size(&s), step(&d), size(&d));
            let (t, l) = (top as i32, left as i32);
            // SAFETY: the source fits in the destination at (left, top) (checked); both hold
            // their pixels at their pitches, valid in the stream's order; `dst` is borrowed
            // mutably. NPP reads the border value array during the call.
            let (name, status) = unsafe {
                let vp = v.as_ptr();
                match (T::DEPTH, s.channels) {
                    (Depth::U8, 1) => (
                        "nppiCopyConstBorder_8u_C1R_Ctx",
                        sys::nppiCopyConstBorder_8u_C1R_Ctx(
                            ptr(&s),
                            ss,
                            sz,
                            ptr_mut(&d),
                            ds,
                            dz,
                            t,
                            l,
                            *vp.cast::<u8>(),
                            ctx,
                        ),
                    ),
                    (Depth::U8, _) => (
                        "nppiCopyConstBorder_8u_C3R_Ctx",
                        sys::nppiCopyConstBorder_8u_C3R_Ctx(
                            ptr(&s),
                            ss,
                            sz,
                            ptr_mut(&d),
                            ds,
                            dz,
                            t,
                            l,
                            vp.cast(),
                            ctx,
                        ),
                    ),
                    (Depth::F32, 1) => (
                        "nppiCopyConstBorder_32f_C1R_Ctx",
                        sys::nppiCopyConstBorder_32f_C1R_Ctx(
                            ptr(&s),
                            ss,
                            sz,
                            ptr_mut(&d),
                            ds,
                            dz,
                            t,
                            l,
                            *vp.cast::<f32>(),
                            ctx,
                        ),
                    ),
                    (Depth::F32, _) => (
                        "nppiCopyConstBorder_32f_C3R_Ctx",
                        sys::nppiCopyConstBorder_32f_C3R_Ctx(
                            ptr(&s),
                            ss,
                            sz,
                            ptr_mut(&d),
                            ds,
                            dz,
                            t,
                            l,
                            vp.cast(),
                            ctx,
                        ),
                    ),
                }
            };
            npp(name, status, || {
                format!(
                    "{} at ({left}, {top}) in {}",
                    desc("the source", &s),
                    desc("the destination", &d)
                )
            })
        })
    })
}

/// Where `src` goes in `dst` to be centred: `(top, left)`, or `(0, 0)` when it does not fit
/// (which `check_border` then reports).
pub(crate) fn centre(s: &Parts, d: &Parts) -> (usize, usize) {
    (
        d.height.saturating_sub(s.height) / 2,
        d.width.saturating_sub(s.width) / 2,
    )
}

/// NV12 (a Y plane and an interleaved UV plane) to packed RGB.
pub(crate) fn nv12_to_rgb<E: Exec>(
    e: &E,
    y: &(impl DeviceImage<u8> + ?Sized),
    uv: &(impl DeviceImage<u8> + ?Sized),
    dst: &mut (impl DeviceImageMut<u8> + ?Sized),
    matrix: YuvMatrix,
) -> E::Out {
    let (yp, uvp, d) = (y.parts(), uv.parts(), dst.parts());
    let checks = || {
        owner(e, "the Y plane", y)?;
        owner(e, "the UV plane", uv)?;
        owner(e, "the destination image", dst)?;
        check_nv12(&yp, &uvp, &d)
    };
    checked(e, checks, |()| {
        e.exec(&[y.read(), uv.read(), dst.write()], move |ctx| {
            let planes = [ptr::<u8>(&yp), ptr::<u8>(&uvp)];
            let mut steps = [step(&yp), step(&uvp)];
            let twist = matrix.coefficients();
            let name = "nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx";
            // SAFETY: the planes hold a w x h and a w x h/2 frame at their pitches (checked),
            // valid in the stream's order; `dst` is w x h x 3 and borrowed mutably. NPP reads
            // the pointer, step and matrix arrays during the call.
            let status = unsafe {
                sys::nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx(
                    planes.as_ptr(),
                    steps.as_mut_ptr(),
                    ptr_mut(&d),
                    step(&d),
                    size(&d),
                    twist.as_ptr(),
                    ctx,
                )
            };
            npp(name, status, || {
                format!(
                    "{} and {} into {}",
                    desc("the Y plane", &yp),
                    desc("the UV plane", &uvp),
                    desc("the destination", &d)
                )
            })
        })
    })
}

/// Planar YUV 4:2:0 (I420) to packed RGB.
pub(crate) fn yuv420_to_rgb<E: Exec>(
    e: &E,
    y: &(impl DeviceImage<u8> + ?Sized),
    u: &(impl DeviceImage<u8> + ?Sized),
    v: &(impl DeviceImage<u8> + ?Sized),
    dst: &mut (impl DeviceImageMut<u8> + ?Sized),
    matrix: YuvMatrix,
) -> E::Out {
    let (yp, up, vp, d) = (y.parts(), u.parts(), v.parts(), dst.parts());
    let checks = || {
        owner(e, "the Y plane", y)?;
        owner(e, "the U plane", u)?;
        owner(e, "the V plane", v)?;
        owner(e, "the destination image", dst)?;
        check_yuv420(&yp, &up, &vp, &d)
    };
    checked(e, checks, |()| {
        e.exec(&[y.read(), u.read(), v.read(), dst.write()], move |ctx| {
            let planes = [ptr::<u8>(&yp), ptr::<u8>(&up), ptr::<u8>(&vp)];
            let mut steps = [step(&yp), step(&up), step(&vp)];
            let twist = matrix.coefficients();
            let name = "nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx";
            // SAFETY: the planes hold a w x h and two w/2 x h/2 planes at their pitches
            // (checked), valid in the stream's order; `dst` is w x h x 3 and borrowed mutably.
            // NPP reads the pointer, step and matrix arrays during the call.
            let status = unsafe {
                sys::nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx(
                    planes.as_ptr(),
                    steps.as_mut_ptr(),
                    ptr_mut(&d),
                    step(&d),
                    size(&d),
                    twist.as_ptr(),
                    ctx,
                )
            };
            npp(name, status, || {
                format!(
                    "{}, {} and {} into {}",
                    desc("the Y plane", &yp),
                    desc("the U plane", &up),
                    desc("the V plane", &vp),
                    desc("the destination", &d)
                )
            })
        })
    })
}

/// Swaps the first and third channels (RGB to BGR, or back).
pub(crate) fn rgb_to_bgr<E: Exec, T: NppPixel>(
    e: &E,
    src: &(impl DeviceImage<T> + ?Sized),
    dst: &mut (impl DeviceImageMut<T> + ?Sized),
) -> E::Out {
    let (s, d) = (src.parts(), dst.parts());
    let checks = || {
        owner(e, "the source image", src)?;
        owner(e, "the destination image", dst)?;
        check_swap(&s, &d)
    };
    checked(e, checks, |()| {
        e.exec(&[src.read(), dst.write()], move |ctx| {
            let order = [2i32, 1, 0];
            // SAFETY: both are w x h x 3 at their pitches (checked), valid in the stream's
            // order; `dst` is borrowed mutably. NPP reads the order array during the call.
            let (name, status) = unsafe {
                match T::DEPTH {
                    Depth::U8 => (
                        "nppiSwapChannels_8u_C3R_Ctx",
                        sys::nppiSwapChannels_8u_C3R_Ctx(
                            ptr(&s),
                            step(&s),
                            ptr_mut(&d),
                            step(&d),
                            size(&s),
                            order.as_ptr(),
                            ctx,
                        ),
                    ),
                    Depth::F32 => (
                        "nppiSwapChannels_32f_C3R_Ctx",
                        sys::nppiSwapChannels_32f_C3R_Ctx(
                            ptr(&s),
                            step(&s),
                            ptr_mut(&d),
                            step(&d),
                            size(&s),
                            order.as_ptr(),
                            ctx,
                        ),
                    ),
                }
            };
            npp(name, status, || {
                format!(
                    "{} into {}",
                    desc("the source", &s),
                    desc("the destination", &d)
                )
            })
        })
    })
}

/// `gray = 0.299 R + 0.587 G + 0.114 B`.
pub(crate) fn rgb_to_gray<E: Exec, T: NppPixel>(
    e: &E,
    src: &(impl DeviceImage<T> + ?Sized),
    dst: &mut (impl DeviceImageMut<T> + ?Sized),
) -> E::Out {
    let (s, d) = (src.parts(), dst.parts());
    let checks = || {
        owner(e, "the source image", src)?;
        owner(e, "the destination image", dst)?;
        check_gray(&s, &d)
    };
    checked(e, checks, |()| {
        e.exec(&[src.read(), dst.write()], move |ctx| {
            // SAFETY: `src` is w x h x 3 and `dst` w x h x 1 at their pitches (checked), valid
            // in the stream's order; `dst` is borrowed mutably.
            let (name, status) = unsafe {
                match T::DEPTH {
                    Depth::U8 => (
                        "nppiRGBToGray_8u_C3C1R_Ctx",
                        sys::nppiRGBToGray_8u_C3C1R_Ctx(
                            ptr(&s),
                            step(&s),
                            ptr_mut(&d),
                            step(&d),
                            size(&s),
                            ctx,
                        ),
                    ),
                    Depth::F32 => (
                        "nppiRGBToGray_32f_C3C1R_Ctx",
                        sys::nppiRGBToGray_32f_C3C1R_Ctx(
                            ptr(&s),
                            step(&s),
                            ptr_mut(&d),
                            step(&d),
                            size(&s),
                            ctx,
                        ),
                    ),
                }
            };
            npp(name, status, || {
                format!(
                    "{} into {}",
                    desc("the source", &s),
                    desc("the destination", &d)
                )
            })
        })
    })
}

/// `dst = src * scale[c] + offset[c]`, from 8-bit to 32-bit float.
pub(crate) fn u8_to_f32<E: Exec>(
    e: &E,
    src: &(impl DeviceImage<u8> + ?Sized),
    dst: &mut (impl DeviceImageMut<f32> + ?Sized),
    scale: &[f32],
    offset: &[f32],
) -> E::Out {
    let (s, d) = (src.parts(), dst.parts());
    let checks = || {
        owner(e, "the source image", src)?;
        owner(e, "the destination image", dst)?;
        check_convert(&s, &d, scale.len(), offset.len())?;
        let mut twist = [[0f32; 4]; 3];
        for c in 0..s.channels {
            twist[c][c] = scale[c];
            twist[c][3] = offset[c];
        }
        let identity = scale.iter().all(|&k| k == 1.0) && offset.iter().all(|&o| o == 0.0);
        Ok((twist, identity))
    };
    checked(e, checks, |(twist, identity)| {
        e.exec(&[src.read(), dst.write()], move |ctx| {
            let (sz, ds) = (size(&s), step(&d));
            let describe = || {
                format!(
                    "{} into {}",
                    desc("the source", &s),
                    desc("the destination", &d)
                )
            };
            // SAFETY: both are w x h x c at their pitches (checked), valid in the stream's
            // order; `dst` is borrowed mutably. Both calls go to the same stream, in order.
            let (name, status) = unsafe {
                match s.channels {
                    1 => (
                        "nppiConvert_8u32f_C1R_Ctx",
                        sys::nppiConvert_8u32f_C1R_Ctx(ptr(&s), step(&s), ptr_mut(&d), ds, sz, ctx),
                    ),
                    _ => (
                        "nppiConvert_8u32f_C3R_Ctx",
                        sys::nppiConvert_8u32f_C3R_Ctx(ptr(&s), step(&s), ptr_mut(&d), ds, sz, ctx),
                    ),
                }
            };
            npp(name, status, describe)?;
            if identity {
                return Ok(());
            }
            // SAFETY: as above, in place on `dst`; NPP reads the matrix during the call.
            let (name, status) = unsafe {
                match s.channels {
                    1 => (
                        "nppiColorTwist_32f_C1IR_Ctx",
                        sys::nppiColorTwist_32f_C1IR_Ctx(ptr_mut(&d), ds, sz, twist.as_ptr(), ctx),
                    ),
                    _ => (
                        "nppiColorTwist_32f_C3IR_Ctx",
                        sys::nppiColorTwist_32f_C3IR_Ctx(ptr_mut(&d), ds, sz, twist.as_ptr(), ctx),
                    ),
                }
            };
            npp(name, status, describe)
        })
    })
}

/// Packed 3-channel (HWC) into three planes (CHW).
pub(crate) fn packed_to_planar<E: Exec, T: NppPixel, D: DeviceImageMut<T> + ?Sized>(
    e: &E,
    src: &(impl DeviceImage<T> + ?Sized),
    planes: [&mut D; 3],
) -> E::Out {
    let s = src.parts();
    let p = [planes[0].parts(), planes[1].parts(), planes[2].parts()];
    let checks = || {
        owner(e, "the packed image", src)?;
        for (i, plane) in planes.iter().enumerate() {
            owner(e, &format!("plane {i}"), &**plane)?;
        }
        check_planar("packed_to_planar", &s, &p)
    };
    checked(e, checks, |()| {
        let uses = [
            src.read(),
            planes[0].write(),
            planes[1].write(),
            planes[2].write(),
        ];
        e.exec(&uses, move |ctx| {
            // SAFETY: the packed image is w x h x 3 and each plane w x h x 1 at one pitch
            // (checked), valid in the stream's order; the planes are borrowed mutably. NPP
            // reads the pointer array during the call.
            let (name, status) = unsafe {
                match T::DEPTH {
                    Depth::U8 => {
                        let dst = p.each_ref().map(ptr_mut::<u8>);
                        (
                            "nppiCopy_8u_C3P3R_Ctx",
                            sys::nppiCopy_8u_C3P3R_Ctx(
                                ptr(&s),
                                step(&s),
                                dst.as_ptr(),
                                step(&p[0]),
                                size(&s),
                                ctx,
                            ),
                        )
                    }
                    Depth::F32 => {
                        let dst = p.each_ref().map(ptr_mut::<f32>);
                        (
                            "nppiCopy_32f_C3P3R_Ctx",
                            sys::nppiCopy_32f_C3P3R_Ctx(
                                ptr(&s),
                                step(&s),
                                dst.as_ptr(),
                                step(&p[0]),
                                size(&s),
                                ctx,
                            ),
                        )
                    }
                }
            };
            npp(name, status, || {
                format!(
                    "{} into planes of pitch {}",
                    desc("the packed image", &s),
                    p[0].pitch
                )
            })
        })
    })
}

/// Three planes (CHW) into packed 3-channel (HWC).
pub(crate) fn planar_to_packed<E: Exec, T: NppPixel, S: DeviceImage<T> + ?Sized>(
    e: &E,
    planes: [&S; 3],
    dst: &mut (impl DeviceImageMut<T> + ?Sized),
) -> E::Out {
    let d = dst.parts();
    let p = [planes[0].parts(), planes[1].parts(), planes[2].parts()];
    let checks = || {
        for (i, plane) in planes.iter().enumerate() {
            owner(e, &format!("plane {i}"), *plane)?;
        }
        owner(e, "the packed image", dst)?;
        check_planar("planar_to_packed", &d, &p)
    };
    checked(e, checks, |()| {
        let uses = [
            planes[0].read(),
            planes[1].read(),
            planes[2].read(),
            dst.write(),
        ];
        e.exec(&uses, move |ctx| {
            // SAFETY: each plane is w x h x 1 at one pitch and the packed image w x h x 3
            // (checked), valid in the stream's order; `dst` is borrowed mutably. NPP reads the
            // pointer array during the call.
            let (name, status) = unsafe {
                match T::DEPTH {
                    Depth::U8 => {
                        let src = p.each_ref().map(ptr::<u8>);
                        (
                            "nppiCopy_8u_P3C3R_Ctx",
                            sys::nppiCopy_8u_P3C3R_Ctx(
                                src.as_ptr(),
                                step(&p[0]),
                                ptr_mut(&d),
                                step(&d),
                                size(&d),
                                ctx,
                            ),
                        )
                    }
                    Depth::F32 => {
                        let src = p.each_ref().map(ptr::<f32>);
                        (
                            "nppiCopy_32f_P3C3R_Ctx",
                            sys::nppiCopy_32f_P3C3R_Ctx(
                                src.as_ptr(),
                                step(&p[0]),
                                ptr_mut(&d),
                                step(&d),
                                size(&d),
                                ctx,
                            ),
                        )
                    }
                }
            };
            npp(name, status, || {
                format!(
                    "planes of pitch {} into {}",
                    p[0].pitch,
                    desc("the packed image", &d)
                )
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn img(width: usize, height: usize, channels: usize, elem: usize) -> Parts {
        let pitch = (width * channels * elem).next_multiple_of(512);
        Parts {
            ptr: 0x10000,
            pitch,
            width,
            height,
            channels,
            elem,
        }
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
        let huge = Parts {
            pitch: 1 << 32,
            ..img(4, 4, 1, 1)
        };
        let m = msg(check_gray(&img(4, 4, 3, 1), &huge));
        assert!(m.contains("too large for NPP"), "{m}");
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
        assert!(check_border(&s, &d, 140, 0, 3).is_ok());
        assert_eq!(centre(&s, &d), (140, 0));
        let m = msg(check_border(&s, &d, 281, 0, 3));
        assert!(
            m.contains("placed at (0, 281) does not fit in the 640x640"),
            "{m}"
        );
        let m = msg(check_border(&s, &d, 0, 0, 1));
        assert!(
            m.contains("the border value has 1 value but the image has 3 channels"),
            "{m}"
        );
        let m = msg(check_border(&s, &d, 0, usize::MAX, 3));
        assert!(m.contains("does not fit"), "{m}");
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
        let other = Parts {
            pitch: plane.pitch + 512,
            ..plane
        };
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
