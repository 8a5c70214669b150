//! NPP's wrappers (feature `npp`) against CPU references on random images, each through the
//! sync `Npp` and the async `AsyncNpp`, and their bad input.
//!
//! Tolerances, and why:
//! - copies, borders, channel swaps, planar copies and nearest-neighbour resizes and remaps
//!   move values without arithmetic: exact.
//! - 8-bit results of arithmetic (interpolation, color conversion, gray): within 1 of the
//!   reference computed in `f64` before rounding, plus 0.01 for `f32` arithmetic, as NPP rounds
//!   its own way (to nearest or toward zero, in `f32`).
//! - `f32` results: within `1e-4` relative (and `1e-3` absolute on values up to 255), the
//!   difference between NPP's `f32` and the reference's `f64` arithmetic with fused or unfused
//!   multiply-adds.
//! - Bilinear results (resize, remap) also allow the spread of the four source pixels / 256:
//!   NPP may interpolate with the GPU's texture units, which weigh with 8 fractional bits
//!   (a result moves by up to spread / 512).
//! - Interpolated resizes compare the destination's interior (1 pixel in from each edge):
//!   NPP does not document how it treats samples that fall outside the source there. The
//!   geometry is NPP's documented square-pixel mapping, `src = (dst + 0.5) / scale - 0.5`.
//! - Cubic resizes use a smooth ramp, not noise: NPP does not document its cubic kernel, and
//!   every cubic in use (Catmull-Rom, B-spline, Mitchell, Keys with a = -0.75) reproduces a
//!   linear ramp to within 0.05 pixel (Keys -0.75, the worst, is off by 0.048 px of slope 1:
//!   0.05 levels), so the reference is the ramp itself: within 1.1 levels.
//! - 4:2:0 conversions compare the luma pixels whose chroma is the same under any chroma
//!   upsampling (nearest, bilinear, centred or co-sited): chroma is random per 4x4 block of
//!   luma, and pixels 1 and 2 of each block in x and y are compared. Luma is random everywhere.

use crate::kernels::splitmix64;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaImage, DeviceImage, DriverError, Rect};
use cuda_driver::npp::{AsyncNpp, Interpolation, Npp, NppPixel, YuvMatrix};
use std::sync::Arc;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    Sync,
    Async,
}

struct Fx {
    dev: Arc<CudaDevice>,
    npp: Npp,
    anpp: AsyncNpp,
    mode: Mode,
}

/// The device, `Npp` and `AsyncNpp`, or a skip (no GPU, or no NPP library).
fn fixture() -> Option<Fx> {
    let dev = crate::support::device()?;
    let (npp, anpp) = crate::support::npp(&dev)?;
    Some(Fx {
        dev,
        npp,
        anpp,
        mode: Mode::Sync,
    })
}

macro_rules! fx {
    () => {
        match fixture() {
            Some(f) => f,
            None => return,
        }
    };
}

/// Calls an NPP method through the sync or the async wrapper, as the fixture's mode says.
macro_rules! call {
    ($f:expr, $m:ident($($a:expr),* $(,)?)) => {
        match $f.mode {
            Mode::Sync => $f.npp.$m($($a),*),
            Mode::Async => futures_lite::future::block_on($f.anpp.$m($($a),*)),
        }
    };
}

const MODES: [Mode; 2] = [Mode::Sync, Mode::Async];

fn rand_u8(n: usize, seed: u64) -> Vec<u8> {
    let mut s = seed;
    (0..n).map(|_| splitmix64(&mut s) as u8).collect()
}

/// Random values in [0, 255).
fn rand_f32(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..n)
        .map(|_| (splitmix64(&mut s) >> 40) as f32 / (1u64 << 24) as f32 * 255.0)
        .collect()
}

/// Test data of a pixel type.
trait Px: NppPixel + Into<f64> + PartialEq + std::fmt::Debug {
    fn random(n: usize, seed: u64) -> Vec<Self>;
    /// The tolerance for arithmetic results of reference value `want`.
    fn tol(want: f64) -> f64;
    fn from_f64(v: f64) -> Self;
}

impl Px for u8 {
    fn random(n: usize, seed: u64) -> Vec<u8> {
        rand_u8(n, seed)
    }
    fn tol(_: f64) -> f64 {
        1.01
    }
    fn from_f64(v: f64) -> u8 {
        v.round().clamp(0.0, 255.0) as u8
    }
}

impl Px for f32 {
    fn random(n: usize, seed: u64) -> Vec<f32> {
        rand_f32(n, seed)
    }
    fn tol(want: f64) -> f64 {
        1e-3f64.max(want.abs() * 1e-4)
    }
    fn from_f64(v: f64) -> f32 {
        v as f32
    }
}

/// Asserts `got[i]` is within `tol(want[i])` of `want[i]` where `check(i)`.
#[track_caller]
fn assert_close<T: Copy + Into<f64>>(
    what: &str,
    got: &[T],
    want: &[f64],
    tol: impl Fn(usize) -> f64,
    check: impl Fn(usize) -> bool,
) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    let mut worst = (0.0f64, 0usize);
    let mut compared = 0;
    for i in (0..got.len()).filter(|&i| check(i)) {
        compared += 1;
        let d = (got[i].into() - want[i]).abs();
        if d > tol(i) {
            panic!(
                "{what}: value {i} is {} but the reference is {} (tolerance {})",
                got[i].into(),
                want[i],
                tol(i)
            );
        }
        if d > worst.0 {
            worst = (d, i);
        }
    }
    assert!(compared > 0, "{what}: nothing compared");
    println!(
        "{what}: {compared} values, largest difference {} at {}",
        worst.0, worst.1
    );
}

fn exact<T: Copy + Into<f64>>(what: &str, got: &[T], want: &[T]) {
    let want: Vec<f64> = want.iter().map(|&v| v.into()).collect();
    assert_close(what, got, &want, |_| 0.0, |_| true);
}

/// Whether packed value `i` of a `w` x `h` image of `c` channels is at least `m` pixels from
/// every edge.
fn interior(i: usize, w: usize, h: usize, c: usize, m: usize) -> bool {
    let (x, y) = ((i / c) % w, i / c / w);
    x >= m && y >= m && x + m < w && y + m < h
}

fn upload<T: Px>(f: &Fx, data: &[T], w: usize, h: usize, c: usize) -> CudaImage<T> {
    f.dev.htod_image_sync_copy(data, w, h, c).unwrap()
}

fn zeros<T: Px>(f: &Fx, w: usize, h: usize, c: usize) -> CudaImage<T> {
    f.dev.alloc_image_zeros(w, h, c).unwrap()
}

fn download<T: Px, I: DeviceImage<T>>(f: &Fx, img: &I) -> Vec<T> {
    f.dev.dtoh_image_sync_copy(img).unwrap()
}

/// Bilinear sample of channel `ch` at `(sx, sy)`, edges clamped, and the tolerance for it: the
/// pixel type's, plus the spread of the four neighbours / 256, since GPU texture filtering, which
/// NPP may use, weighs with 8 fractional bits (moving a result by up to spread / 512).
fn bilinear<T: Px>(
    src: &[T],
    w: usize,
    h: usize,
    c: usize,
    ch: usize,
    sx: f64,
    sy: f64,
) -> (f64, f64) {
    let at = |x: isize, y: isize| {
        let x = x.clamp(0, w as isize - 1) as usize;
        let y = y.clamp(0, h as isize - 1) as usize;
        src[(y * w + x) * c + ch].into()
    };
    let (x0, y0) = (sx.floor(), sy.floor());
    let (fx, fy) = (sx - x0, sy - y0);
    let (x0, y0) = (x0 as isize, y0 as isize);
    let p = [
        at(x0, y0),
        at(x0 + 1, y0),
        at(x0, y0 + 1),
        at(x0 + 1, y0 + 1),
    ];
    let top = p[0] * (1.0 - fx) + p[1] * fx;
    let bottom = p[2] * (1.0 - fx) + p[3] * fx;
    let v = top * (1.0 - fy) + bottom * fy;
    let spread =
        p.iter().cloned().fold(f64::MIN, f64::max) - p.iter().cloned().fold(f64::MAX, f64::min);
    (v, T::tol(v) + spread / 256.0)
}

// ---- resize ------------------------------------------------------------------------------------

fn resize_nearest_doubles<T: Px>(f: &Fx) {
    for c in [1, 3] {
        let (w, h) = (37, 23);
        let src = T::random(w * h * c, 1);
        let s = upload(f, &src, w, h, c);
        let mut d = zeros::<T>(f, 2 * w, 2 * h, c);
        call!(f, resize(&s, &mut d, Interpolation::Nearest)).unwrap();
        let want: Vec<T> = (0..4 * w * h * c)
            .map(|i| {
                let (ch, x, y) = (i % c, (i / c) % (2 * w), i / c / (2 * w));
                src[((y / 2) * w + x / 2) * c + ch]
            })
            .collect();
        exact(
            &format!("{:?} nearest x2, {c} channels", f.mode),
            &download(f, &d),
            &want,
        );
    }
}

fn resize_linear_doubles<T: Px>(f: &Fx) {
    for c in [1, 3] {
        let (w, h) = (40, 30);
        let (dw, dh) = (2 * w, 2 * h);
        let src = T::random(w * h * c, 2);
        let s = upload(f, &src, w, h, c);
        let mut d = zeros::<T>(f, dw, dh, c);
        call!(f, resize(&s, &mut d, Interpolation::Linear)).unwrap();
        let (want, tol): (Vec<f64>, Vec<f64>) = (0..dw * dh * c)
            .map(|i| {
                let (ch, x, y) = (i % c, (i / c) % dw, i / c / dw);
                let sx = (x as f64 + 0.5) / 2.0 - 0.5;
                let sy = (y as f64 + 0.5) / 2.0 - 0.5;
                bilinear(&src, w, h, c, ch, sx, sy)
            })
            .unzip();
        assert_close(
            &format!("{:?} linear x2, {c} channels", f.mode),
            &download(f, &d),
            &want,
            |i| tol[i],
            |i| interior(i, dw, dh, c, 1),
        );
    }
}

fn resize_super_halves<T: Px>(f: &Fx) {
    for c in [1, 3] {
        let (w, h) = (64, 48);
        let src = T::random(w * h * c, 3);
        let s = upload(f, &src, w, h, c);
        let mut d = zeros::<T>(f, w / 2, h / 2, c);
        call!(f, resize(&s, &mut d, Interpolation::Super)).unwrap();
        let want: Vec<f64> = (0..w * h * c / 4)
            .map(|i| {
                let (ch, x, y) = (i % c, (i / c) % (w / 2), i / c / (w / 2));
                let p = |dx: usize, dy: usize| -> f64 {
                    src[((2 * y + dy) * w + 2 * x + dx) * c + ch].into()
                };
                (p(0, 0) + p(1, 0) + p(0, 1) + p(1, 1)) / 4.0
            })
            .collect();
        assert_close(
            &format!("{:?} super-sampling /2, {c} channels", f.mode),
            &download(f, &d),
            &want,
            |i| T::tol(want[i]),
            |_| true,
        );
    }
}

fn resize_cubic_keeps_a_ramp<T: Px>(f: &Fx) {
    let (w, h, c) = (100, 80, 1);
    let ramp: Vec<T> = (0..w * h)
        .map(|i| T::from_f64(((i % w) + i / w) as f64))
        .collect();
    let s = upload(f, &ramp, w, h, c);
    let (dw, dh) = (2 * w, 2 * h);
    let mut d = zeros::<T>(f, dw, dh, c);
    call!(f, resize(&s, &mut d, Interpolation::Cubic)).unwrap();
    let want: Vec<f64> = (0..dw * dh)
        .map(|i| {
            let (x, y) = (i % dw, i / dw);
            ((x as f64 + 0.5) / 2.0 - 0.5) + ((y as f64 + 0.5) / 2.0 - 0.5)
        })
        .collect();
    assert_close(
        &format!("{:?} cubic x2 of a ramp", f.mode),
        &download(f, &d),
        &want,
        |_| 1.1,
        |i| interior(i, dw, dh, 1, 4),
    );
}

fn resize_regions_touch_only_the_destination_region<T: Px>(f: &Fx) {
    let (w, h, c) = (40, 30, 3);
    let src = T::random(w * h * c, 4);
    let s = upload(f, &src, w, h, c);
    let (dw, dh) = (64, 48);
    let mut d = zeros::<T>(f, dw, dh, c);
    let (sr, dr) = (Rect::new(8, 4, 20, 10), Rect::new(5, 6, 40, 20));
    call!(f, resize_region(&s, sr, &mut d, dr, Interpolation::Nearest)).unwrap();
    let got = download(f, &d);
    let want: Vec<T> = (0..dw * dh * c)
        .map(|i| {
            let (ch, x, y) = (i % c, (i / c) % dw, i / c / dw);
            let inside =
                (dr.x..dr.x + dr.width).contains(&x) && (dr.y..dr.y + dr.height).contains(&y);
            if !inside {
                return T::from_f64(0.0);
            }
            let (sx, sy) = (sr.x + (x - dr.x) / 2, sr.y + (y - dr.y) / 2);
            src[(sy * w + sx) * c + ch]
        })
        .collect();
    exact(&format!("{:?} resize between regions", f.mode), &got, &want);
}

#[test]
fn resize_matches_the_cpu() {
    let mut f = fx!();
    for mode in MODES {
        f.mode = mode;
        resize_nearest_doubles::<u8>(&f);
        resize_nearest_doubles::<f32>(&f);
        resize_linear_doubles::<u8>(&f);
        resize_linear_doubles::<f32>(&f);
        resize_super_halves::<u8>(&f);
        resize_super_halves::<f32>(&f);
        resize_cubic_keeps_a_ramp::<u8>(&f);
        resize_cubic_keeps_a_ramp::<f32>(&f);
        resize_regions_touch_only_the_destination_region::<u8>(&f);
        resize_regions_touch_only_the_destination_region::<f32>(&f);
    }
}

// ---- remap -------------------------------------------------------------------------------------

fn remap_case<T: Px>(f: &Fx, c: usize) {
    let (w, h) = (48, 40);
    let (dw, dh) = (30, 20);
    let src = T::random(w * h * c, 5);
    let s = upload(f, &src, w, h, c);
    let mut st = 99u64;
    let mut coord = |n: usize| (splitmix64(&mut st) % (n as u64 - 3)) as f32 + 1.0;
    // Nearest: whole source coordinates, so no rounding question.
    let xs: Vec<f32> = (0..dw * dh).map(|_| coord(w)).collect();
    let ys: Vec<f32> = (0..dw * dh).map(|_| coord(h)).collect();
    let (xm, ym) = (upload(f, &xs, dw, dh, 1), upload(f, &ys, dw, dh, 1));
    let mut d = zeros::<T>(f, dw, dh, c);
    call!(f, remap(&s, &xm, &ym, &mut d, Interpolation::Nearest)).unwrap();
    let want: Vec<T> = (0..dw * dh * c)
        .map(|i| {
            let (ch, p) = (i % c, i / c);
            src[(ys[p] as usize * w + xs[p] as usize) * c + ch]
        })
        .collect();
    exact(
        &format!("{:?} remap nearest, {c} channels", f.mode),
        &download(f, &d),
        &want,
    );

    // Linear: fractional coordinates, away from the edges.
    let frac: Vec<f32> = (0..dw * dh)
        .map(|i| ((i * 37) % 100) as f32 / 100.0)
        .collect();
    let xs: Vec<f32> = xs.iter().zip(&frac).map(|(x, f)| x + f).collect();
    let ys: Vec<f32> = ys
        .iter()
        .zip(frac.iter().rev())
        .map(|(y, f)| y + f)
        .collect();
    let (xm, ym) = (upload(f, &xs, dw, dh, 1), upload(f, &ys, dw, dh, 1));
    call!(f, remap(&s, &xm, &ym, &mut d, Interpolation::Linear)).unwrap();
    let (want, tol): (Vec<f64>, Vec<f64>) = (0..dw * dh * c)
        .map(|i| {
            let (ch, p) = (i % c, i / c);
            bilinear(&src, w, h, c, ch, xs[p] as f64, ys[p] as f64)
        })
        .unzip();
    assert_close(
        &format!("{:?} remap linear, {c} channels", f.mode),
        &download(f, &d),
        &want,
        |i| tol[i],
        |_| true,
    );
}

#[test]
fn remap_matches_the_cpu() {
    let mut f = fx!();
    for mode in MODES {
        f.mode = mode;
        for c in [1, 3] {
            remap_case::<u8>(&f, c);
            remap_case::<f32>(&f, c);
        }
    }
}

// ---- borders -----------------------------------------------------------------------------------

fn border_case<T: Px>(f: &Fx, c: usize) {
    let (w, h, dw, dh) = (20, 10, 24, 17);
    let src = T::random(w * h * c, 6);
    let s = upload(f, &src, w, h, c);
    let value: Vec<T> = (0..c).map(|k| T::from_f64(100.0 + k as f64)).collect();
    let mut d = zeros::<T>(f, dw, dh, c);
    let (top, left) = (5, 3);
    call!(f, copy_const_border(&s, &mut d, top, left, &value)).unwrap();
    let want = |top: usize, left: usize| -> Vec<T> {
        (0..dw * dh * c)
            .map(|i| {
                let (ch, x, y) = (i % c, (i / c) % dw, i / c / dw);
                if (left..left + w).contains(&x) && (top..top + h).contains(&y) {
                    src[((y - top) * w + x - left) * c + ch]
                } else {
                    value[ch]
                }
            })
            .collect()
    };
    exact(
        &format!("{:?} border, {c} channels", f.mode),
        &download(f, &d),
        &want(top, left),
    );
    call!(f, letterbox(&s, &mut d, &value)).unwrap();
    exact(
        &format!("{:?} letterbox, {c} channels", f.mode),
        &download(f, &d),
        &want(3, 2),
    );
}

#[test]
fn borders_match_the_cpu() {
    let mut f = fx!();
    for mode in MODES {
        f.mode = mode;
        for c in [1, 3] {
            border_case::<u8>(&f, c);
            border_case::<f32>(&f, c);
        }
    }
}

// ---- color -------------------------------------------------------------------------------------

/// Random chroma, constant over 4x4 blocks of luma (2x2 of chroma).
fn blocky_chroma(cw: usize, ch: usize, seed: u64) -> Vec<u8> {
    let blocks = rand_u8(cw.div_ceil(2) * ch.div_ceil(2), seed);
    (0..cw * ch)
        .map(|i| blocks[(i / cw / 2) * cw.div_ceil(2) + (i % cw) / 2])
        .collect()
}

/// Luma pixels whose chroma any upsampling agrees on.
fn settled(i: usize, w: usize) -> bool {
    let (x, y) = ((i / 3) % w, i / 3 / w);
    matches!(x % 4, 1 | 2) && matches!(y % 4, 1 | 2)
}

fn yuv_reference(y: &[u8], u: &[u8], v: &[u8], w: usize, h: usize, m: YuvMatrix) -> Vec<f64> {
    (0..w * h * 3)
        .map(|i| {
            let (k, x, yy) = (i % 3, (i / 3) % w, i / 3 / w);
            let ci = (yy / 2) * (w / 2) + x / 2;
            (m.to_rgb(y[yy * w + x], u[ci], v[ci])[k] as f64).clamp(0.0, 255.0)
        })
        .collect()
}

#[test]
fn nv12_and_yuv420_match_the_cpu() {
    let mut f = fx!();
    let (w, h) = (64, 48);
    let luma = rand_u8(w * h, 7);
    let u = blocky_chroma(w / 2, h / 2, 8);
    let v = blocky_chroma(w / 2, h / 2, 9);
    // One NV12 frame as decoders lay it out: the Y rows, then the UV rows (U, V interleaved).
    let mut nv12 = luma.clone();
    nv12.extend(u.iter().zip(&v).flat_map(|(&a, &b)| [a, b]));
    let frame = upload(&f, &nv12, w, h * 3 / 2, 1);
    let y_plane = frame.region(Rect::new(0, 0, w, h)).unwrap();
    let uv_rows = frame.region(Rect::new(0, h, w, h / 2)).unwrap();
    // The same UV plane as its own 2-channel image, with its own pitch.
    let uv_img = upload(&f, &nv12[w * h..], w / 2, h / 2, 2);
    let (up, vp) = (
        upload(&f, &u, w / 2, h / 2, 1),
        upload(&f, &v, w / 2, h / 2, 1),
    );
    for mode in MODES {
        f.mode = mode;
        for m in [
            YuvMatrix::Bt601,
            YuvMatrix::Bt709,
            YuvMatrix::Bt601Full,
            YuvMatrix::Bt709Full,
        ] {
            let want = yuv_reference(&luma, &u, &v, w, h, m);
            let tol = |_: usize| 1.01;
            let mut rgb = zeros::<u8>(&f, w, h, 3);
            call!(f, nv12_to_rgb(&y_plane, &uv_rows, &mut rgb, m)).unwrap();
            let what = format!("{mode:?} NV12 {m:?}");
            assert_close(&what, &download(&f, &rgb), &want, tol, |i| settled(i, w));
            let mut rgb2 = zeros::<u8>(&f, w, h, 3);
            call!(f, nv12_to_rgb(&y_plane, &uv_img, &mut rgb2, m)).unwrap();
            assert_eq!(
                download(&f, &rgb2),
                download(&f, &rgb),
                "{what}: two UV layouts"
            );
            let mut rgb3 = zeros::<u8>(&f, w, h, 3);
            call!(f, yuv420_to_rgb(&y_plane, &up, &vp, &mut rgb3, m)).unwrap();
            let what = format!("{mode:?} YUV420 {m:?}");
            assert_close(&what, &download(&f, &rgb3), &want, tol, |i| settled(i, w));
        }
    }
}

fn swap_and_gray<T: Px>(f: &Fx) {
    let (w, h) = (33, 17);
    let src = T::random(w * h * 3, 10);
    let s = upload(f, &src, w, h, 3);
    let mut bgr = zeros::<T>(f, w, h, 3);
    call!(f, rgb_to_bgr(&s, &mut bgr)).unwrap();
    let want: Vec<T> = src.chunks(3).flat_map(|p| [p[2], p[1], p[0]]).collect();
    exact(
        &format!("{:?} RGB to BGR", f.mode),
        &download(f, &bgr),
        &want,
    );
    let mut gray = zeros::<T>(f, w, h, 1);
    call!(f, rgb_to_gray(&s, &mut gray)).unwrap();
    let want: Vec<f64> = src
        .chunks(3)
        .map(|p| 0.299 * p[0].into() + 0.587 * p[1].into() + 0.114 * p[2].into())
        .collect();
    assert_close(
        &format!("{:?} RGB to gray", f.mode),
        &download(f, &gray),
        &want,
        |i| T::tol(want[i]),
        |_| true,
    );
}

#[test]
fn channel_swaps_and_gray_match_the_cpu() {
    let mut f = fx!();
    for mode in MODES {
        f.mode = mode;
        swap_and_gray::<u8>(&f);
        swap_and_gray::<f32>(&f);
    }
}

#[test]
fn normalisation_matches_the_cpu() {
    let mut f = fx!();
    let (w, h) = (50, 30);
    for mode in MODES {
        f.mode = mode;
        for c in [1usize, 3] {
            let src = rand_u8(w * h * c, 11);
            let s = upload(&f, &src, w, h, c);
            let mut d = zeros::<f32>(&f, w, h, c);
            let scale: Vec<f32> = [
                1.0 / (255.0 * 0.229),
                1.0 / (255.0 * 0.224),
                1.0 / (255.0 * 0.225),
            ][..c]
                .to_vec();
            let offset: Vec<f32> = [-0.485 / 0.229, -0.456 / 0.224, -0.406 / 0.225][..c].to_vec();
            call!(f, u8_to_f32(&s, &mut d, &scale, &offset)).unwrap();
            let want: Vec<f64> = src
                .iter()
                .enumerate()
                .map(|(i, &v)| v as f64 * scale[i % c] as f64 + offset[i % c] as f64)
                .collect();
            let tol = |i: usize| 1e-5f64.max(want[i].abs() * 1e-5);
            assert_close(
                &format!("{mode:?} u8 to f32, {c} channels"),
                &download(&f, &d),
                &want,
                tol,
                |_| true,
            );
            // Identity: a plain conversion.
            call!(f, u8_to_f32(&s, &mut d, &vec![1.0; c], &vec![0.0; c])).unwrap();
            let want: Vec<f32> = src.iter().map(|&v| v as f32).collect();
            exact(
                &format!("{mode:?} u8 to f32 unscaled"),
                &download(&f, &d),
                &want,
            );
        }
    }
}

fn planar_round_trip<T: Px>(f: &Fx) {
    let (w, h) = (41, 19);
    let src = T::random(w * h * 3, 12);
    let s = upload(f, &src, w, h, 3);
    // The planes as rows of one packed image: CHW, a network's input.
    let mut chw = CudaImage::from_slice(f.dev.alloc_zeros::<T>(3 * w * h).unwrap(), w, 3 * h, 1)
        .map_err(|(_, e)| e)
        .unwrap();
    {
        let (mut r, gb) = chw.split_rows_mut(h).unwrap();
        let (mut g, mut b) = gb.split_rows_mut(h).unwrap();
        call!(f, packed_to_planar(&s, [&mut r, &mut g, &mut b])).unwrap();
    }
    let got = f.dev.dtoh_sync_copy(&chw.as_slice().unwrap()).unwrap();
    let want: Vec<T> = (0..3)
        .flat_map(|k| src.iter().skip(k).step_by(3).copied())
        .collect();
    exact(&format!("{:?} packed to planar", f.mode), &got, &want);
    // And back, from three separate images of one pitch.
    let planes: Vec<CudaImage<T>> = (0..3)
        .map(|k| upload(f, &want[k * w * h..(k + 1) * w * h], w, h, 1))
        .collect();
    let mut packed = zeros::<T>(f, w, h, 3);
    call!(
        f,
        planar_to_packed([&planes[0], &planes[1], &planes[2]], &mut packed)
    )
    .unwrap();
    exact(
        &format!("{:?} planar to packed", f.mode),
        &download(f, &packed),
        &src,
    );
}

#[test]
fn planar_copies_match_the_cpu() {
    let mut f = fx!();
    for mode in MODES {
        f.mode = mode;
        planar_round_trip::<u8>(&f);
        planar_round_trip::<f32>(&f);
    }
}

// ---- the chain -----------------------------------------------------------------------------------

/// NV12 1080p → RGB → 640x360 → letterbox 640x640 → normalised f32 → planar, returning the
/// planar result.
fn chain(f: &Fx, nv12: &CudaImage<u8>) -> Vec<f32> {
    let (w, h) = (1920, 1080);
    let y = nv12.region(Rect::new(0, 0, w, h)).unwrap();
    let uv = nv12.region(Rect::new(0, h, w, h / 2)).unwrap();
    let mut rgb = zeros::<u8>(f, w, h, 3);
    let mut small = zeros::<u8>(f, 640, 360, 3);
    let mut boxed = zeros::<u8>(f, 640, 640, 3);
    let mut norm = zeros::<f32>(f, 640, 640, 3);
    let mut chw = CudaImage::from_slice(
        f.dev.alloc_zeros::<f32>(3 * 640 * 640).unwrap(),
        640,
        1920,
        1,
    )
    .map_err(|(_, e)| e)
    .unwrap();
    call!(f, nv12_to_rgb(&y, &uv, &mut rgb, YuvMatrix::Bt709)).unwrap();
    call!(f, resize(&rgb, &mut small, Interpolation::Super)).unwrap();
    call!(f, letterbox(&small, &mut boxed, &[114, 114, 114])).unwrap();
    call!(
        f,
        u8_to_f32(&boxed, &mut norm, &[1.0 / 255.0; 3], &[0.0; 3])
    )
    .unwrap();
    {
        let (mut r, gb) = chw.split_rows_mut(640).unwrap();
        let (mut g, mut b) = gb.split_rows_mut(640).unwrap();
        call!(f, packed_to_planar(&norm, [&mut r, &mut g, &mut b])).unwrap();
    }
    let input = chw.into_slice().map_err(|(_, e)| e).unwrap();
    f.dev.dtoh_sync_copy(&input).unwrap()
}

#[test]
fn the_preprocessing_chain_agrees_sync_and_async() {
    let mut f = fx!();
    let nv12 = upload(&f, &rand_u8(1920 * 1620, 13), 1920, 1620, 1);
    let sync = chain(&f, &nv12);
    f.mode = Mode::Async;
    let asynchronous = chain(&f, &nv12);
    assert_eq!(sync, asynchronous);
    // The letterbox's bands are the border value, normalised, in every plane.
    let grey = 114.0f32 / 255.0;
    for k in 0..3 {
        let plane = &sync[k * 640 * 640..(k + 1) * 640 * 640];
        assert!(plane[..140 * 640].iter().all(|&v| (v - grey).abs() < 1e-6));
        assert!(plane[500 * 640..].iter().all(|&v| (v - grey).abs() < 1e-6));
        assert!(
            plane[140 * 640..500 * 640]
                .iter()
                .all(|&v| (0.0..=1.0).contains(&v))
        );
    }
}

// ---- bad input -----------------------------------------------------------------------------------

#[track_caller]
fn expect(r: Result<(), DriverError>, parts: &[&str]) {
    let e = r.expect_err("bad input must be an error");
    let msg = e.to_string();
    println!("{msg}");
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_VALUE, "{msg}");
    for p in parts {
        assert!(msg.contains(p), "the message names {p:?}: {msg}");
    }
}

#[test]
fn bad_input_is_refused_before_npp_is_called() {
    let mut f = fx!();
    let rgb = zeros::<u8>(&f, 64, 48, 3);
    let mut gray = zeros::<u8>(&f, 64, 48, 1);
    let mut rgb2 = zeros::<u8>(&f, 32, 24, 3);
    for mode in MODES {
        f.mode = mode;
        // Wrong channel counts.
        expect(
            call!(f, resize(&rgb, &mut gray, Interpolation::Linear)),
            &[
                "resize",
                "the source has 3 channels but the destination has 1 channel",
            ],
        );
        let four = zeros::<u8>(&f, 8, 8, 4);
        let mut four_dst = zeros::<u8>(&f, 8, 8, 4);
        expect(
            call!(f, resize(&four, &mut four_dst, Interpolation::Linear)),
            &["has 4 channels but resize takes 1 or 3"],
        );
        expect(call!(f, rgb_to_gray(&gray, &mut rgb2)), &["rgb_to_gray"]);
        expect(
            call!(
                f,
                copy_const_border(&rgb2, &mut zeros::<u8>(&f, 64, 48, 3), 0, 0, &[1])
            ),
            &["one per channel"],
        );
        // Regions out of range, and empty ones.
        expect(
            call!(
                f,
                resize_region(
                    &rgb,
                    Rect::new(50, 0, 20, 48),
                    &mut rgb2,
                    Rect::full(32, 24),
                    Interpolation::Nearest
                )
            ),
            &["out of range of the source", "64x48"],
        );
        expect(
            call!(
                f,
                resize_region(
                    &rgb,
                    Rect::full(64, 48),
                    &mut rgb2,
                    Rect::new(0, 0, 32, 0),
                    Interpolation::Nearest
                )
            ),
            &["empty"],
        );
        expect(
            call!(f, copy_const_border(&rgb, &mut rgb2, 0, 0, &[0, 0, 0])),
            &["does not fit"],
        );
        expect(
            call!(
                f,
                resize(&rgb2, &mut zeros::<u8>(&f, 64, 48, 3), Interpolation::Super)
            ),
            &["super-sampling only shrinks"],
        );
        // Sizes that do not match.
        let map = zeros::<f32>(&f, 10, 10, 1);
        expect(
            call!(f, remap(&rgb, &map, &map, &mut rgb2, Interpolation::Linear)),
            &["the x map is 10x10"],
        );
        let odd = zeros::<u8>(&f, 63, 48, 1);
        let uv = zeros::<u8>(&f, 32, 24, 2);
        expect(
            call!(
                f,
                nv12_to_rgb(&odd, &uv, &mut zeros::<u8>(&f, 63, 48, 3), YuvMatrix::Bt601)
            ),
            &["even width and height"],
        );
        // A plane with a pitch from another buffer: NPP takes one pitch for all three.
        let src = zeros::<f32>(&f, 600, 600, 3);
        let (mut p0, mut p1) = (zeros::<f32>(&f, 600, 600, 1), zeros::<f32>(&f, 600, 600, 1));
        let mut packed =
            CudaImage::from_slice(f.dev.alloc_zeros::<f32>(600 * 600).unwrap(), 600, 600, 1)
                .map_err(|(_, e)| e)
                .unwrap();
        assert_ne!(packed.pitch(), p0.pitch());
        expect(
            call!(f, packed_to_planar(&src, [&mut p0, &mut p1, &mut packed])),
            &[
                "plane 2 has a pitch of 2400 bytes",
                "pitch from another buffer",
            ],
        );
    }
    // Zero sizes never make an image.
    assert!(f.dev.alloc_image_zeros::<u8>(0, 48, 3).is_err());
    assert!(f.dev.alloc_image_zeros::<f32>(64, 0, 1).is_err());
    // Still usable.
    f.mode = Mode::Sync;
    call!(f, resize(&rgb, &mut rgb2, Interpolation::Linear)).unwrap();
    f.dev.synchronize().unwrap();
}

#[test]
fn images_of_another_device_object_are_refused() {
    let mut f = fx!();
    let other = CudaDevice::new(0).unwrap();
    let theirs = other.alloc_image_zeros::<u8>(64, 48, 3).unwrap();
    let mut ours = zeros::<u8>(&f, 64, 48, 3);
    for mode in MODES {
        f.mode = mode;
        let r = call!(f, rgb_to_bgr(&theirs, &mut ours));
        let msg = r.expect_err("another device object").to_string();
        println!("{msg}");
        assert!(msg.contains("the source image belongs to device"), "{msg}");
        assert!(msg.contains("two CudaDevice objects of one GPU"), "{msg}");
        let r = call!(
            f,
            letterbox(
                &ours,
                &mut other.alloc_image_zeros::<u8>(64, 64, 3).unwrap(),
                &[0, 0, 0]
            )
        );
        assert!(r.unwrap_err().to_string().contains("the destination image"));
    }
}
