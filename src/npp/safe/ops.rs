//! The NPP operations, written once for both the sync [`Npp`](super::Npp) and the async
//! [`AsyncNpp`](super::AsyncNpp): each checks its arguments (devices, then the pure checks of
//! [`checks`](super::checks)) before anything is enqueued, then hands one closure that makes the
//! NPP call to its executor ([`Exec`]), which orders it with the buffers' records on the calling
//! thread's stream of the device or on an async pool stream.
//!
//! NPP has one function per pixel depth and channel count (`nppiResize_8u_C1R_Ctx`,
//! `nppiResize_32f_C3R_Ctx`, ...), all with the same arguments; `npp_call!` picks the one for
//! the images from a table and writes the call once.

use super::checks::{
    check_border, check_convert, check_gray, check_nv12, check_planar, check_remap, check_resize,
    check_swap, check_yuv420, desc,
};
use super::types::{Depth, Interpolation, NppPixel, YuvMatrix};
use crate::driver::safe::port::{Parts, Sealed, Use, check_same_device};
use crate::driver::{CudaDevice, DeviceImage, DeviceImageMut, DriverError, Rect};
use crate::npp::result::{self, NppStatus};
use crate::npp::sys;
use std::sync::Arc;

/// Where an operation runs: the calling thread's stream ([`Npp`](super::Npp), returning a
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

/// The result of an NPP call (its name and status, as `npp_call!` returns them), with
/// `describe` (what it was given) on error.
/// Checks that the source and the destination image belong to the executor's device.
fn owners<E: Exec>(
    e: &E,
    src: &(impl Sealed + ?Sized),
    dst: &(impl Sealed + ?Sized),
) -> Result<(), DriverError> {
    owner(e, "the source image", src)?;
    owner(e, "the destination image", dst)
}

/// What a call from one image into another was given, for its errors.
fn src_into_dst(s: &Parts, d: &Parts) -> String {
    format!(
        "{} into {}",
        desc("the source", s),
        desc("the destination", d)
    )
}

fn npp(
    (function, status): (&'static str, NppStatus),
    describe: impl FnOnce() -> String,
) -> Result<(), DriverError> {
    result::check(function, status).map_err(|e| e.context(describe()).into())
}

/// Calls an NPP function and returns its name (for errors) and its status; it calls an
/// `unsafe fn`, so it is used inside `unsafe`.
///
/// - `npp_call!(function(args))`: that function.
/// - `npp_call!(key; row => function, ...; (args))`: the function that `key` selects. The rows
///   are a table: a pattern over `key` (the pixel depth, the channel count, or both) and the
///   function for it. The arguments are written once and expanded into every row, where they
///   take that function's types: `ptr(&s)` is a `*const u8` in an `8u` row and a `*const f32`
///   in a `32f` one (the rows are chosen by `T::DEPTH`, so that is the images' pixel type).
macro_rules! npp_call {
    ($function:ident $args:tt) => {
        (stringify!($function), sys::$function $args)
    };
    ($key:expr; $($row:pat => $function:ident),+ $(,)?; $args:tt) => {
        match $key {
            $($row => (stringify!($function), sys::$function $args),)+
        }
    };
}

// ---- raw arguments -----------------------------------------------------------------------------

fn size(p: &Parts) -> sys::NppiSize {
    sys::NppiSize {
        width: p.width() as i32,
        height: p.height() as i32,
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
    p.pitch() as i32
}

fn ptr<T>(p: &Parts) -> *const T {
    p.ptr() as usize as *const T
}

fn ptr_mut<T>(p: &Parts) -> *mut T {
    p.ptr() as usize as *mut T
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
        owners(e, src, dst)?;
        check_resize(&s, sr, &d, dr, interp)
    };
    checked(e, checks, |()| {
        e.exec(&[src.read(), dst.write()], |ctx| {
            let mode = interp.npp();
            let (ss, sz, srr) = (step(&s), size(&s), rect(sr));
            let (ds, dz, drr) = (step(&d), size(&d), rect(dr));
            // SAFETY: both images hold their regions at their pitches (checked), valid in the
            // stream's order (the executor ordered it with their records); `dst` is borrowed
            // mutably for the call.
            let call = unsafe {
                npp_call!((T::DEPTH, s.channels());
                    (Depth::U8, 1) => nppiResize_8u_C1R_Ctx,
                    (Depth::U8, _) => nppiResize_8u_C3R_Ctx,
                    (Depth::F32, 1) => nppiResize_32f_C1R_Ctx,
                    (Depth::F32, _) => nppiResize_32f_C3R_Ctx;
                    (ptr(&s), ss, sz, srr, ptr_mut(&d), ds, dz, drr, mode, ctx))
            };
            npp(call, || {
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
        e.exec(&uses, |ctx| {
            let mode = interp.npp();
            let (sz, ss, sr) = (size(&s), step(&s), rect(Rect::full(s.width(), s.height())));
            let (xp, xs, yp, ys) = (ptr::<f32>(&x), step(&x), ptr::<f32>(&y), step(&y));
            let (ds, dz) = (step(&d), size(&d));
            // SAFETY: every image holds its pixels at its pitch (checked: the maps have the
            // destination's size), valid in the stream's order; `dst` is borrowed mutably.
            let call = unsafe {
                npp_call!((T::DEPTH, s.channels());
                    (Depth::U8, 1) => nppiRemap_8u_C1R_Ctx,
                    (Depth::U8, _) => nppiRemap_8u_C3R_Ctx,
                    (Depth::F32, 1) => nppiRemap_32f_C1R_Ctx,
                    (Depth::F32, _) => nppiRemap_32f_C3R_Ctx;
                    (ptr(&s), sz, ss, sr, xp, xs, yp, ys, ptr_mut(&d), ds, dz, mode, ctx))
            };
            npp(call, || {
                format!(
                    "{} through maps of {}x{} into {}, {interp}",
                    desc("the source", &s),
                    x.width(),
                    x.height(),
                    desc("the destination", &d)
                )
            })
        })
    })
}

/// Copies `src` into `dst` at `(left, top)` and fills the rest of `dst` with `value`.
pub(crate) fn copy_const_border<E: Exec, T: NppPixel>(
    what: &'static str,
    e: &E,
    src: &(impl DeviceImage<T> + ?Sized),
    dst: &mut (impl DeviceImageMut<T> + ?Sized),
    top: usize,
    left: usize,
    value: &[T],
) -> E::Out {
    let (s, d) = (src.parts(), dst.parts());
    let checks = || {
        owners(e, src, dst)?;
        check_border(what, &s, &d, top, left, value.len())?;
        let mut v = [value[0]; 3];
        v[..value.len()].copy_from_slice(value);
        Ok(v)
    };
    checked(e, checks, |v| {
        e.exec(&[src.read(), dst.write()], |ctx| {
            let (ss, sz, ds, dz) = (step(&s), size(&s), step(&d), size(&d));
            let (t, l) = (top as i32, left as i32);
            // SAFETY: the source fits in the destination at (left, top) (checked); both hold
            // their pixels at their pitches, valid in the stream's order; `dst` is borrowed
            // mutably. NPP reads the border value array during the call.
            let call = unsafe {
                let vp = v.as_ptr();
                // The one-channel functions take the border value itself, the three-channel
                // ones a pointer to one value per channel.
                match s.channels() {
                    1 => npp_call!(T::DEPTH;
                        Depth::U8 => nppiCopyConstBorder_8u_C1R_Ctx,
                        Depth::F32 => nppiCopyConstBorder_32f_C1R_Ctx;
                        (ptr(&s), ss, sz, ptr_mut(&d), ds, dz, t, l, *vp.cast(), ctx)),
                    _ => npp_call!(T::DEPTH;
                        Depth::U8 => nppiCopyConstBorder_8u_C3R_Ctx,
                        Depth::F32 => nppiCopyConstBorder_32f_C3R_Ctx;
                        (ptr(&s), ss, sz, ptr_mut(&d), ds, dz, t, l, vp.cast(), ctx)),
                }
            };
            npp(call, || {
                format!(
                    "{} at ({left}, {top}) in {}",
                    desc("the source", &s),
                    desc("the destination", &d)
                )
            })
        })
    })
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
        e.exec(&[y.read(), uv.read(), dst.write()], |ctx| {
            let planes = [ptr::<u8>(&yp), ptr::<u8>(&uvp)];
            let mut steps = [step(&yp), step(&uvp)];
            let twist = matrix.coefficients();
            // SAFETY: the planes hold a w x h and a w x h/2 frame at their pitches (checked),
            // valid in the stream's order; `dst` is w x h x 3 and borrowed mutably. NPP reads
            // the pointer, step and matrix arrays during the call.
            let call = unsafe {
                npp_call!(nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx(
                    planes.as_ptr(),
                    steps.as_mut_ptr(),
                    ptr_mut(&d),
                    step(&d),
                    size(&d),
                    twist.as_ptr(),
                    ctx
                ))
            };
            npp(call, || {
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
        e.exec(&[y.read(), u.read(), v.read(), dst.write()], |ctx| {
            let planes = [ptr::<u8>(&yp), ptr::<u8>(&up), ptr::<u8>(&vp)];
            let mut steps = [step(&yp), step(&up), step(&vp)];
            let twist = matrix.coefficients();
            // SAFETY: the planes hold a w x h and two w/2 x h/2 planes at their pitches
            // (checked), valid in the stream's order; `dst` is w x h x 3 and borrowed mutably.
            // NPP reads the pointer, step and matrix arrays during the call.
            let call = unsafe {
                npp_call!(nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx(
                    planes.as_ptr(),
                    steps.as_mut_ptr(),
                    ptr_mut(&d),
                    step(&d),
                    size(&d),
                    twist.as_ptr(),
                    ctx
                ))
            };
            npp(call, || {
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
        owners(e, src, dst)?;
        check_swap(&s, &d)
    };
    checked(e, checks, |()| {
        e.exec(&[src.read(), dst.write()], |ctx| {
            let order = [2i32, 1, 0];
            // SAFETY: both are w x h x 3 at their pitches (checked), valid in the stream's
            // order; `dst` is borrowed mutably. NPP reads the order array during the call.
            let call = unsafe {
                npp_call!(T::DEPTH;
                    Depth::U8 => nppiSwapChannels_8u_C3R_Ctx,
                    Depth::F32 => nppiSwapChannels_32f_C3R_Ctx;
                    (ptr(&s), step(&s), ptr_mut(&d), step(&d), size(&s), order.as_ptr(), ctx))
            };
            npp(call, || src_into_dst(&s, &d))
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
        owners(e, src, dst)?;
        check_gray(&s, &d)
    };
    checked(e, checks, |()| {
        e.exec(&[src.read(), dst.write()], |ctx| {
            // SAFETY: `src` is w x h x 3 and `dst` w x h x 1 at their pitches (checked), valid
            // in the stream's order; `dst` is borrowed mutably.
            let call = unsafe {
                npp_call!(T::DEPTH;
                    Depth::U8 => nppiRGBToGray_8u_C3C1R_Ctx,
                    Depth::F32 => nppiRGBToGray_32f_C3C1R_Ctx;
                    (ptr(&s), step(&s), ptr_mut(&d), step(&d), size(&s), ctx))
            };
            npp(call, || src_into_dst(&s, &d))
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
        owners(e, src, dst)?;
        check_convert(&s, &d, scale.len(), offset.len())?;
        let mut twist = [[0f32; 4]; 3];
        for c in 0..s.channels() {
            twist[c][c] = scale[c];
            twist[c][3] = offset[c];
        }
        let identity = scale.iter().all(|&k| k == 1.0) && offset.iter().all(|&o| o == 0.0);
        Ok((twist, identity))
    };
    checked(e, checks, |(twist, identity)| {
        e.exec(&[src.read(), dst.write()], |ctx| {
            let (sz, ds) = (size(&s), step(&d));
            let describe = || src_into_dst(&s, &d);
            // SAFETY: both are w x h x c at their pitches (checked), valid in the stream's
            // order; `dst` is borrowed mutably. Both calls go to the same stream, in order.
            let call = unsafe {
                npp_call!(s.channels();
                    1 => nppiConvert_8u32f_C1R_Ctx,
                    _ => nppiConvert_8u32f_C3R_Ctx;
                    (ptr(&s), step(&s), ptr_mut(&d), ds, sz, ctx))
            };
            npp(call, describe)?;
            if identity {
                return Ok(());
            }
            // SAFETY: as above, in place on `dst`; NPP reads the matrix during the call.
            let call = unsafe {
                npp_call!(s.channels();
                    1 => nppiColorTwist_32f_C1IR_Ctx,
                    _ => nppiColorTwist_32f_C3IR_Ctx;
                    (ptr_mut(&d), ds, sz, twist.as_ptr(), ctx))
            };
            npp(call, describe)
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
        e.exec(&uses, |ctx| {
            let dst = p.each_ref().map(ptr_mut::<T>);
            // SAFETY: the packed image is w x h x 3 and each plane w x h x 1 at one pitch
            // (checked), valid in the stream's order; the planes are borrowed mutably. NPP
            // reads the pointer array during the call.
            let call = unsafe {
                npp_call!(T::DEPTH;
                    Depth::U8 => nppiCopy_8u_C3P3R_Ctx,
                    Depth::F32 => nppiCopy_32f_C3P3R_Ctx;
                    (ptr(&s), step(&s), dst.as_ptr().cast(), step(&p[0]), size(&s), ctx))
            };
            npp(call, || {
                format!(
                    "{} into planes of pitch {}",
                    desc("the packed image", &s),
                    p[0].pitch()
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
        e.exec(&uses, |ctx| {
            let src = p.each_ref().map(ptr::<T>);
            // SAFETY: each plane is w x h x 1 at one pitch and the packed image w x h x 3
            // (checked), valid in the stream's order; `dst` is borrowed mutably. NPP reads the
            // pointer array during the call.
            let call = unsafe {
                npp_call!(T::DEPTH;
                    Depth::U8 => nppiCopy_8u_P3C3R_Ctx,
                    Depth::F32 => nppiCopy_32f_P3C3R_Ctx;
                    (src.as_ptr().cast(), step(&p[0]), ptr_mut(&d), step(&d), size(&d), ctx))
            };
            npp(call, || {
                format!(
                    "planes of pitch {} into {}",
                    p[0].pitch(),
                    desc("the packed image", &d)
                )
            })
        })
    })
}
