//! NPP's results against CPU references on random images: resizes, remaps, borders, NV12 and
//! YUV420, channel swaps and gray, normalisation, planar copies, and a preprocessing chain agreeing
//! sync and async.

use crate::kernels::splitmix64;
use crate::npp::{Fx, MODES, Mode, Px, fixture, rand_u8, zeros};
use cuda_driver::driver::{CudaImage, DeviceImage, Rect};
use cuda_driver::npp::{Interpolation, YuvMatrix};

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
