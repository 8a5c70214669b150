//! NPP at the edges of its views: nothing read or written outside them, nothing loaded outside the
//! source view, and images past 2 GiB written to their last rows.

use crate::support::child;
use cuda_driver::driver::{CudaDevice, CudaImage, DeviceRepr, DriverError, Rect, ValidAsZeroBits};
use cuda_driver::npp::{Interpolation, Npp, YuvMatrix};
use std::sync::Arc;

/// The device and `Npp`, or a skip (no GPU, or no NPP library).
fn fixture() -> Option<(Arc<CudaDevice>, Npp)> {
    let dev = crate::support::device()?;
    let (npp, _) = crate::support::npp(&dev)?;
    Some((dev, npp))
}

// ---- reads and writes outside the views ----

/// A pixel value type of the edge test, with its three markers: the source view's value,
/// the value around it in the source's parent, and the destination's value before the call.
trait Edge: cuda_driver::npp::NppPixel + DeviceRepr + ValidAsZeroBits + Copy {
    const INSIDE: Self;
    const GUARD: Self;
    const UNTOUCHED: Self;
    fn get(self) -> f64;
    /// The most a result may be that no guard value went into: the source's value with
    /// the overshoot an interpolation kernel may give at an edge it treats as zero.
    fn most(interp: Interpolation) -> f64;
    /// The least.
    fn least(interp: Interpolation) -> f64;
}

impl Edge for f32 {
    const INSIDE: f32 = 100.0;
    const GUARD: f32 = 1.0e7;
    const UNTOUCHED: f32 = -5.0;
    fn get(self) -> f64 {
        self.into()
    }
    // A guard value read with any weight over 3e-5 leaves these bounds.
    fn most(_: Interpolation) -> f64 {
        300.0
    }
    fn least(_: Interpolation) -> f64 {
        -300.0
    }
}

impl Edge for u8 {
    const INSIDE: u8 = 100;
    const GUARD: u8 = 250;
    const UNTOUCHED: u8 = 7;
    fn get(self) -> f64 {
        self.into()
    }
    fn most(interp: Interpolation) -> f64 {
        match interp {
            // Cubic and Lanczos kernels overshoot an edge by up to about 13 %.
            Interpolation::Cubic | Interpolation::Lanczos => 130.0,
            _ => 101.0,
        }
    }
    fn least(_: Interpolation) -> f64 {
        0.0
    }
}

/// The parents: `PW` x `PH` pixels.
const PW: usize = 64;

const PH: usize = 48;

/// The source view in its parent: 12 or more guard pixels on every side.
const SRC: Rect = Rect::new(16, 12, 20, 14);

/// Where the destination views start in theirs.
const AT: (usize, usize) = (8, 6);

fn within(r: Rect, x: usize, y: usize) -> bool {
    (r.x..r.x + r.width).contains(&x) && (r.y..r.y + r.height).contains(&y)
}

/// A parent whose pixels in `SRC` are `INSIDE` and all others `guard`.
fn guarded<T: Edge>(dev: &Arc<CudaDevice>, c: usize, guard: T) -> CudaImage<T> {
    let host: Vec<T> = (0..PW * PH * c)
        .map(|i| {
            let p = i / c;
            if within(SRC, p % PW, p / PW) {
                T::INSIDE
            } else {
                guard
            }
        })
        .collect();
    dev.htod_image_sync_copy(&host, PW, PH, c).unwrap()
}

/// A parent of `UNTOUCHED` pixels, for a destination view.
fn untouched<T: Edge>(dev: &Arc<CudaDevice>, c: usize) -> CudaImage<T> {
    dev.htod_image_sync_copy(&vec![T::UNTOUCHED; PW * PH * c], PW, PH, c)
        .unwrap()
}

/// Checks the destination's parent after a call that wrote the view `r` of it: inside,
/// no value a guard pixel of the source's parent went into; outside, `UNTOUCHED`.
fn check<T: Edge>(
    dev: &Arc<CudaDevice>,
    dst: &CudaImage<T>,
    r: Rect,
    c: usize,
    interp: Interpolation,
    nan_guard: bool,
    what: &str,
) {
    let got = dev.dtoh_image_sync_copy(dst).unwrap();
    let (lo, hi) = (T::least(interp), T::most(interp));
    for (i, v) in got.iter().enumerate() {
        let (x, y) = ((i / c) % PW, i / c / PW);
        let v = v.get();
        if within(r, x, y) {
            if v.is_nan() {
                assert!(
                    !nan_guard,
                    "{what}: pixel ({}, {}) of the destination view (channel {}) is NaN, \
                     the value of every pixel around the source view (and of none in it): \
                     NPP loaded memory outside the source view (with some weight, perhaps \
                     zero); for a whole image that is a load outside its allocation",
                    x - r.x,
                    y - r.y,
                    i % c
                );
                // From an infinite map coordinate, say: the guard is not NaN.
                println!("note: {what}: pixel ({x}, {y}) is NaN");
                continue;
            }
            assert!(
                (lo..=hi).contains(&v),
                "{what}: pixel ({}, {}) of the destination view (channel {}) is {v}: NPP \
                 read the source's parent outside the source view (guard {}, view {}); \
                 for a whole image that is a read outside its allocation",
                x - r.x,
                y - r.y,
                i % c,
                if nan_guard { f64::NAN } else { T::GUARD.get() },
                T::INSIDE.get()
            );
        } else {
            assert!(
                v == T::UNTOUCHED.get(),
                "{what}: pixel ({x}, {y}) (channel {}) of the destination's parent, outside \
                 the destination view {r}, is {v}, not {}: NPP wrote outside the view",
                i % c,
                T::UNTOUCHED.get()
            );
        }
    }
}

/// Source x (or y) coordinates for a remap from a view `s` pixels wide (or high): every
/// side of each edge, the far outside, and the infinities.
fn coords(s: usize) -> Vec<f32> {
    let s = s as f32;
    vec![
        f32::NEG_INFINITY,
        -1.0e30,
        -3.0,
        -1.5,
        -1.0,
        -0.75,
        -0.5,
        -0.25,
        0.0,
        0.25,
        0.5,
        1.0,
        s / 2.0,
        s - 2.0,
        s - 1.5,
        s - 1.0,
        s - 0.75,
        s - 0.5,
        s - 0.25,
        s,
        s + 0.5,
        s + 1.0,
        s + 3.0,
        1.0e30,
        f32::INFINITY,
    ]
}

/// The resizes and remaps of a view with `guard` around it; `nan_guard`: the guard is NaN
/// (then the maps stay finite, as infinite coordinates may make NaNs of their own).
fn edge_case<T: Edge>(
    dev: &Arc<CudaDevice>,
    npp: &Npp,
    c: usize,
    ty: &str,
    guard: T,
    nan_guard: bool,
) {
    let src = guarded::<T>(dev, c, guard);
    let view = src.region(SRC).unwrap();
    // Larger, the same, smaller, and smaller one way but larger the other.
    let sizes = [(40, 28), (20, 14), (10, 7), (13, 27)];
    for interp in [
        Interpolation::Nearest,
        Interpolation::Linear,
        Interpolation::Cubic,
        Interpolation::Lanczos,
        Interpolation::Super,
    ] {
        for (w, h) in sizes {
            if interp == Interpolation::Super && (w > SRC.width || h > SRC.height) {
                continue;
            }
            if interp == Interpolation::Super && (w, h) == (SRC.width, SRC.height) {
                // 1:1 super-sampling may be refused (tests/gpu/npp/docs.rs).
                continue;
            }
            let mut dst = untouched::<T>(dev, c);
            let r = Rect::new(AT.0, AT.1, w, h);
            let what = format!(
                "resize of a {}x{} {ty} view with {c} channels to {w}x{h}, {interp}",
                SRC.width, SRC.height
            );
            npp.resize(&view, &mut dst.region_mut(r).unwrap(), interp)
                .unwrap_or_else(|e| panic!("{what}: NPP refused it: {e}"));
            check(dev, &dst, r, c, interp, nan_guard, &what);
        }
    }
    // Remap: every destination pixel maps to one pair of the coordinates.
    let finite = |v: &Vec<f32>| -> Vec<f32> {
        v.iter()
            .copied()
            .filter(|x| !nan_guard || x.abs() < 1.0e29)
            .collect()
    };
    let (xs, ys) = (finite(&coords(SRC.width)), finite(&coords(SRC.height)));
    let (mw, mh) = (xs.len(), ys.len());
    let xm: Vec<f32> = (0..mw * mh).map(|i| xs[i % mw]).collect();
    let ym: Vec<f32> = (0..mw * mh).map(|i| ys[i / mw]).collect();
    let xm = dev.htod_image_sync_copy(&xm, mw, mh, 1).unwrap();
    let ym = dev.htod_image_sync_copy(&ym, mw, mh, 1).unwrap();
    for interp in [
        Interpolation::Nearest,
        Interpolation::Linear,
        Interpolation::Cubic,
        Interpolation::Lanczos,
    ] {
        let mut dst = untouched::<T>(dev, c);
        let r = Rect::new(AT.0, AT.1, mw, mh);
        let what = format!(
            "remap of a {}x{} {ty} view with {c} channels through maps to its edges, {interp}",
            SRC.width, SRC.height
        );
        npp.remap(&view, &xm, &ym, &mut dst.region_mut(r).unwrap(), interp)
            .unwrap_or_else(|e| panic!("{what}: NPP refused it: {e}"));
        check(dev, &dst, r, c, interp, nan_guard, &what);
    }
}

/// image.rs: a region view is "a borrowed region" whose operations use its pixels; handle.rs,
/// `resize_region`: "Pixels near the edge of `src_rect` may be interpolated from neighbours
/// outside it, within `src`" (so never outside `src`); `remap`: "Destination pixels that map
/// outside `src` are left as they are"; checks.rs checks only the regions' sizes, so what
/// keeps NPP inside a view (and a whole image's allocation) at its edges is NPP itself.
///
/// The source is a 20x14 view whose pixels are 100 inside a parent of guard values (1e7
/// for `f32`, 250 for `u8`); the destination is a view inside a parent of a third value.
/// Resizes to larger, equal, smaller and mixed sizes with every interpolation, and remaps
/// whose maps point at both sides of every edge of the view (-0.5, -0.25, w - 0.5, w - 0.25,
/// ... and the far outside, the infinities), with nearest, linear, cubic and Lanczos, on
/// `f32` images of 1 and 3 channels and `u8` images of 3. Every destination pixel is
/// checked: a guard value in it means NPP read outside the source view (at a whole image's
/// last row, outside its allocation: memory of other buffers, read unordered); a changed
/// pixel of the destination's parent outside the view means NPP wrote outside its view.
/// NPP may treat samples outside the view as zero: that gives values at most 30 % above
/// 100, far from the guards.
#[test]
fn npp_never_reads_or_writes_outside_its_views_at_their_edges() {
    let Some((dev, npp)) = fixture() else { return };
    for c in [1, 3] {
        edge_case::<f32>(&dev, &npp, c, "f32", f32::GUARD, false);
    }
    edge_case::<u8>(&dev, &npp, 3, "u8", u8::GUARD, false);
}

/// The claims of `npp_never_reads_or_writes_outside_its_views_at_their_edges`, with a NaN
/// guard: a value NPP loads from outside the source view shows even where it weighs
/// nothing (`0 * NaN` is NaN), which a finite guard cannot show. The same resizes, and
/// remaps whose maps point at both sides of every edge with finite coordinates, on `f32`
/// views of 1 and 3 channels. A NaN in the destination view means NPP loaded memory
/// outside the source view: at a whole image's last row or column, memory past its
/// allocation (another buffer's, loaded while other streams may write it, or unmapped).
#[test]
fn npp_loads_nothing_outside_its_source_view() {
    let Some((dev, npp)) = fixture() else { return };
    for c in [1, 3] {
        edge_case::<f32>(&dev, &npp, c, "f32", f32::NAN, true);
    }
}

// ---- images past 2 GiB ----

/// 2 GiB: where a 32-bit signed byte offset wraps.
const TWO_GIB: usize = 1 << 31;

/// The first row that starts 2 GiB or more into `img`.
fn far_row<T>(img: &CudaImage<T>) -> usize {
    let y = TWO_GIB.div_ceil(img.pitch());
    assert!(
        y + 2 < img.height(),
        "the image ({} rows of {} bytes) reaches past 2 GiB",
        img.height(),
        img.pitch()
    );
    y
}

/// Rows `y0..y0 + n` of `img`, packed.
fn rows<T: DeviceRepr>(dev: &Arc<CudaDevice>, img: &CudaImage<T>, y0: usize, n: usize) -> Vec<T> {
    let v = img.region(Rect::new(0, y0, img.width(), n)).unwrap();
    dev.dtoh_image_sync_copy(&v)
        .unwrap_or_else(|e| panic!("reading rows {y0}.. back (a fault in NPP's call?): {e}"))
}

/// The rows checked: the first two, two on either side of 2 GiB, and the last two.
fn checked_rows<T>(img: &CudaImage<T>) -> [(usize, usize); 3] {
    let y = far_row(img);
    [(0, 2), (y - 2, 4), (img.height() - 2, 2)]
}

/// An image, or `None` (after saying so) where the GPU has not the memory.
fn big<T: DeviceRepr + ValidAsZeroBits>(
    dev: &Arc<CudaDevice>,
    w: usize,
    h: usize,
    c: usize,
) -> Option<CudaImage<T>> {
    match dev.alloc_image_zeros::<T>(w, h, c) {
        Ok(img) => Some(img),
        Err(e) => {
            println!("note: no memory for a {w}x{h} image of {c} channels: {e}");
            None
        }
    }
}

/// What an NPP call gave: done, or refused (said, and fine: the claim is that what runs is
/// right).
fn ran(what: &str, r: Result<(), DriverError>) -> bool {
    match r {
        Ok(()) => true,
        Err(e) => {
            println!("note: {what} was refused, which is sound: {e}");
            false
        }
    }
}

/// checks.rs: "NPP's sizes are 32-bit, so an image whose height or row is over `i32::MAX`
/// is refused rather than truncated" (`fits`); every other image NPP is given is taken as
/// safe. But NPP steps through an image with a 32-bit `int` line step, and an image whose
/// rows start 2 GiB or more in (height * pitch past `i32::MAX`, each size well inside) is
/// where `y * nStep` wraps if NPP multiplies in `int`; NVIDIA fixed that in
/// `nppiResize` for CUDA 12.3 update 1 (NVIDIA/CUDALibrarySamples#99: "When the length
/// exceeds int value, the output is null with no error").
///
/// On images of 2.1 to 2.2 GiB whose every size fits in 32 bits: `copy_const_border`,
/// `resize` (nearest), `u8_to_f32` (an `f32` destination, `nppiConvert` then
/// `nppiColorTwist` in place), `rgb_to_bgr` (both sides past 2 GiB) and `nv12_to_rgb`
/// (the destination past 2 GiB). The rows on either side of 2 GiB and the last rows must
/// hold the result. A wrapped offset writes 2 GiB before the image: a fault (the context is
/// lost, which the reads then report), or another buffer's memory overwritten while these
/// rows keep their zeros. NPP refusing an image is sound and only noted.
#[test]
fn npp_calls_on_images_past_2_gib_write_their_last_rows() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "npp_past_2_gib_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn npp_past_2_gib_child() {
    if !child::in_child(module_path!(), "npp_past_2_gib_child") {
        return;
    }
    let Some((dev, npp)) = fixture() else { return };
    let mut ran_any = 0;
    let checks: [PastTwoGib; 5] = [
        border_past_2_gib,
        resize_past_2_gib,
        u8_to_f32_past_2_gib,
        rgb_to_bgr_past_2_gib,
        nv12_to_rgb_past_2_gib,
    ];
    for check in checks {
        match check(&dev, &npp) {
            Some(ran) => ran_any += usize::from(ran),
            None => return,
        }
    }

    dev.synchronize().unwrap();
    println!("{ran_any} of 5 NPP calls on images past 2 GiB ran and wrote their rows");
}

/// One call of `npp_past_2_gib_child`: `None` when its images cannot be allocated, else whether
/// NPP ran it.
type PastTwoGib = fn(&Arc<CudaDevice>, &Npp) -> Option<bool>;

/// copy_const_border: a 2x2 source at the top left of a 1 MiB-wide destination, the
/// rest of it the border value.
///
/// `None` when the images cannot be allocated (the test then stops); whether NPP ran.
fn border_past_2_gib(dev: &Arc<CudaDevice>, npp: &Npp) -> Option<bool> {
    let mut did_run = false;
    let (w, h) = (1usize << 20, 2100);
    let mut dst = big::<u8>(dev, w, h, 1)?;
    let src = dev.htod_image_sync_copy(&[9u8; 4], 2, 2, 1).unwrap();
    if ran(
        "copy_const_border",
        npp.copy_const_border(&src, &mut dst, 0, 0, &[200]),
    ) {
        did_run = true;
        for (y0, n) in checked_rows(&dst) {
            let got = rows(dev, &dst, y0, n);
            for (i, &v) in got.iter().enumerate() {
                let (x, y) = (i % w, y0 + i / w);
                let want = if x < 2 && y < 2 { 9 } else { 200 };
                assert_eq!(
                    v,
                    want,
                    "copy_const_border into {w}x{h} u8 (pitch {}): pixel ({x}, {y})",
                    dst.pitch()
                );
            }
        }
    }
    Some(did_run)
}

/// resize, nearest: a constant source four times smaller each way.
///
/// `None` when the images cannot be allocated (the test then stops); whether NPP ran.
fn resize_past_2_gib(dev: &Arc<CudaDevice>, npp: &Npp) -> Option<bool> {
    let mut did_run = false;
    let (w, h) = (1usize << 20, 2100);
    let mut dst = big::<u8>(dev, w, h, 1)?;
    let (sw, sh) = (w / 4, h / 4);
    let src = dev
        .htod_image_sync_copy(&vec![77u8; sw * sh], sw, sh, 1)
        .unwrap();
    if ran("resize", npp.resize(&src, &mut dst, Interpolation::Nearest)) {
        did_run = true;
        for (y0, n) in checked_rows(&dst) {
            let got = rows(dev, &dst, y0, n);
            if let Some(i) = got.iter().position(|&v| v != 77) {
                panic!(
                    "resize (nearest) into {w}x{h} u8 (pitch {}): pixel ({}, {}) is {}, \
                     not 77",
                    dst.pitch(),
                    i % w,
                    y0 + i / w,
                    got[i]
                );
            }
        }
    }
    Some(did_run)
}

/// u8_to_f32: 1 MiB rows of f32 from 256 KiB rows of u8.
///
/// `None` when the images cannot be allocated (the test then stops); whether NPP ran.
fn u8_to_f32_past_2_gib(dev: &Arc<CudaDevice>, npp: &Npp) -> Option<bool> {
    let mut did_run = false;
    let (w, h) = (1usize << 18, 2100);
    let mut src = big::<u8>(dev, w, h, 1)?;
    let mut dst = big::<f32>(dev, w, h, 1)?;
    let y = far_row(&dst);
    let band = Rect::new(0, y - 2, w, h - (y - 2));
    let px: Vec<u8> = (0..band.width * band.height)
        .map(|i| (i % 199) as u8 + 1)
        .collect();
    dev.htod_image_sync_copy_into(&px, &mut src.region_mut(band).unwrap())
        .unwrap();
    if ran("u8_to_f32", npp.u8_to_f32(&src, &mut dst, &[0.5], &[1.0])) {
        did_run = true;
        for (y0, n) in checked_rows(&dst) {
            let got = rows(dev, &dst, y0, n);
            let want = rows(dev, &src, y0, n);
            for (i, (&g, &s)) in got.iter().zip(&want).enumerate() {
                let e = s as f32 * 0.5 + 1.0;
                assert!(
                    (g - e).abs() <= 1e-5,
                    "u8_to_f32 into {w}x{h} f32 (pitch {}): pixel ({}, {}) is {g}, not {e}",
                    dst.pitch(),
                    i % w,
                    y0 + i / w
                );
            }
        }
    }
    Some(did_run)
}

/// rgb_to_bgr: rows of 1 MiB + 2 bytes, both images past 2 GiB.
///
/// `None` when the images cannot be allocated (the test then stops); whether NPP ran.
fn rgb_to_bgr_past_2_gib(dev: &Arc<CudaDevice>, npp: &Npp) -> Option<bool> {
    let mut did_run = false;
    let (w, h) = (349_526usize, 2100);
    let mut src = big::<u8>(dev, w, h, 3)?;
    let mut dst = big::<u8>(dev, w, h, 3)?;
    let y = far_row(&src).min(far_row(&dst));
    let band = Rect::new(0, y - 2, w, h - (y - 2));
    let px: Vec<u8> = (0..band.width * band.height * 3)
        .map(|i| (i % 251) as u8)
        .collect();
    dev.htod_image_sync_copy_into(&px, &mut src.region_mut(band).unwrap())
        .unwrap();
    if ran("rgb_to_bgr", npp.rgb_to_bgr(&src, &mut dst)) {
        did_run = true;
        for (y0, n) in checked_rows(&dst).into_iter().chain(checked_rows(&src)) {
            let got = rows(dev, &dst, y0, n);
            let from = rows(dev, &src, y0, n);
            let want: Vec<u8> = from.chunks(3).flat_map(|p| [p[2], p[1], p[0]]).collect();
            if let Some(i) = got.iter().zip(&want).position(|(g, w)| g != w) {
                panic!(
                    "rgb_to_bgr of {w}x{h} u8 RGB (pitches {} and {}): value {i} of rows \
                     {y0}.. is {}, not {}",
                    src.pitch(),
                    dst.pitch(),
                    got[i],
                    want[i]
                );
            }
        }
    }
    Some(did_run)
}

/// nv12_to_rgb: constant planes, a destination of 192 KiB rows past 2 GiB; every pixel
/// checked must be the first one.
///
/// `None` when the images cannot be allocated (the test then stops); whether NPP ran.
fn nv12_to_rgb_past_2_gib(dev: &Arc<CudaDevice>, npp: &Npp) -> Option<bool> {
    let mut did_run = false;
    let (w, h) = (1usize << 16, 11_000);
    let mut yp = big::<u8>(dev, w, h, 1)?;
    let mut uv = big::<u8>(dev, w, h / 2, 1)?;
    let mut dst = big::<u8>(dev, w, h, 3)?;
    let y = far_row(&dst);
    // The Y and UV rows the checked rows are made from.
    for (y0, n) in [(0, 2), (y - 2, h - (y - 2))] {
        let r = Rect::new(0, y0, w, n);
        dev.htod_image_sync_copy_into(&vec![150u8; w * n], &mut yp.region_mut(r).unwrap())
            .unwrap();
        // From a row before, for chroma interpolated between rows.
        let uy = (y0 / 2).saturating_sub(1);
        let r = Rect::new(0, uy, w, ((y0 + n).div_ceil(2) + 1).min(h / 2) - uy);
        dev.htod_image_sync_copy_into(&vec![128u8; w * r.height], &mut uv.region_mut(r).unwrap())
            .unwrap();
    }
    if ran(
        "nv12_to_rgb",
        npp.nv12_to_rgb(&yp, &uv, &mut dst, YuvMatrix::Bt601),
    ) {
        did_run = true;
        let first = rows(dev, &dst, 0, 1)[..3].to_vec();
        assert!(
            first.iter().all(|&v| v > 100),
            "nv12_to_rgb of Y 150, UV 128 gave {first:?}, not a light gray"
        );
        for (y0, n) in checked_rows(&dst) {
            let got = rows(dev, &dst, y0, n);
            if let Some(i) = got.chunks(3).position(|p| p != first) {
                panic!(
                    "nv12_to_rgb into {w}x{h} RGB (pitch {}): pixel ({}, {}) is {:?}, \
                     not {first:?} as at (0, 0)",
                    dst.pitch(),
                    i % w,
                    y0 + i / w,
                    &got[3 * i..3 * i + 3]
                );
            }
        }
    }
    Some(did_run)
}
