//! The examples of the NPP docs hold on a GPU; every interpolation the docs offer is accepted;
//! remap leaves pixels that map outside the source as they are; super-sampling at one to one.

use crate::npp::{BitsPx, MODES, Mode, OrderFx, order_fixture, zeros_on};
use crate::support::assert_same;
use crate::support::images::{bytes, floats};
use cuda_driver::driver::CudaDevice;
use cuda_driver::driver::{CudaImage, Rect};
use cuda_driver::npp::{AsyncNpp, Npp};
use cuda_driver::npp::{Interpolation, NppPixel, YuvMatrix};
use std::sync::Arc;

// ---- what the operations do ----

/// types.rs / handle.rs: resize takes every `Interpolation` (nearest, linear, cubic,
/// Lanczos; super-sampling to shrink), and remap "takes nearest, linear, cubic or Lanczos"
/// (checks.rs). Each, on `u8` and `f32` images of 1 and 3 channels holding one value, is
/// accepted and gives that value inside the destination (within 2 %: the claim tested is
/// that the mode works, not its exact kernel).
#[test]
fn every_interpolation_the_docs_offer_is_accepted() {
    let f = order_fx!();
    const V: f64 = 100.0;
    fn case<T: BitsPx + NppPixel + Into<f64>>(f: &OrderFx, c: usize, from: T) {
        let dev = &f.dev;
        let (w, h) = (24, 20);
        let check = |what: &str, img: &CudaImage<T>| {
            let (dw, dh) = (img.width(), img.height());
            let got = dev.dtoh_image_sync_copy(img).unwrap();
            for (i, v) in got.iter().enumerate() {
                let (x, y) = ((i / c) % dw, i / c / dw);
                // Far enough from the edges that no kernel (Lanczos: 3 source pixels
                // each side, wider when shrinking) samples outside the source.
                if x < 8 || y < 8 || x + 8 >= dw || y + 8 >= dh {
                    continue;
                }
                let v: f64 = (*v).into();
                assert!(
                    (v - V).abs() <= 0.02 * V + 0.5,
                    "{what}, {c} channels: value {i} ({x}, {y}) is {v}, not {V}"
                );
            }
        };
        let small = dev
            .htod_image_sync_copy(&vec![from; w * h * c], w, h, c)
            .unwrap();
        let large = dev
            .htod_image_sync_copy(&vec![from; 4 * w * h * c], 2 * w, 2 * h, c)
            .unwrap();
        for mode in MODES {
            for interp in [
                Interpolation::Nearest,
                Interpolation::Linear,
                Interpolation::Cubic,
                Interpolation::Lanczos,
            ] {
                let mut up = zeros_on::<T>(dev, 2 * w, 2 * h, c);
                try_run!(f, mode, resize(&small, &mut up, interp))
                    .unwrap_or_else(|e| panic!("{mode:?} resize up, {interp}: {e}"));
                check(&format!("{mode:?} resize up, {interp}"), &up);
                let xs: Vec<f32> = (0..w * h).map(|i| (i % w) as f32 + 0.25).collect();
                let ys: Vec<f32> = (0..w * h).map(|i| (i / w) as f32 + 0.25).collect();
                let xm = dev.htod_image_sync_copy(&xs, w, h, 1).unwrap();
                let ym = dev.htod_image_sync_copy(&ys, w, h, 1).unwrap();
                let mut out = zeros_on::<T>(dev, w, h, c);
                try_run!(f, mode, remap(&small, &xm, &ym, &mut out, interp))
                    .unwrap_or_else(|e| panic!("{mode:?} remap, {interp}: {e}"));
                check(&format!("{mode:?} remap, {interp}"), &out);
            }
            for interp in [
                Interpolation::Nearest,
                Interpolation::Linear,
                Interpolation::Cubic,
                Interpolation::Super,
                Interpolation::Lanczos,
            ] {
                let mut down = zeros_on::<T>(dev, w, h, c);
                try_run!(f, mode, resize(&large, &mut down, interp))
                    .unwrap_or_else(|e| panic!("{mode:?} resize down, {interp}: {e}"));
                check(&format!("{mode:?} resize down, {interp}"), &down);
            }
        }
    }
    for c in [1, 3] {
        case::<u8>(&f, c, V as u8);
        case::<f32>(&f, c, V as f32);
    }
}

/// handle.rs, `remap`: "Destination pixels that map outside `src` are left as they are."
/// Maps whose right half points far left of the source and whose bottom rows point far
/// below it, with nearest sampling: the rest of the destination holds the source's pixels,
/// those keep the destination's values.
#[test]
fn remap_leaves_destination_pixels_that_map_outside_the_source_as_they_are() {
    let f = order_fx!();
    let (w, h) = (16, 12);
    let xs: Vec<f32> = (0..w * h)
        .map(|i| if i % w >= 8 { -1000.0 } else { (i % w) as f32 })
        .collect();
    let ys: Vec<f32> = (0..w * h)
        .map(|i| if i / w >= 8 { 5000.0 } else { (i / w) as f32 })
        .collect();
    let inside = |p: usize| p % w < 8 && p / w < 8;
    let xm = f.dev.htod_image_sync_copy(&xs, w, h, 1).unwrap();
    let ym = f.dev.htod_image_sync_copy(&ys, w, h, 1).unwrap();
    for mode in MODES {
        for c in [1usize, 3] {
            let src_px = bytes(w * h * c, 1);
            let src = f.dev.htod_image_sync_copy(&src_px, w, h, c).unwrap();
            let mut dst = f
                .dev
                .htod_image_sync_copy(&vec![77u8; w * h * c], w, h, c)
                .unwrap();
            try_run!(
                f,
                mode,
                remap(&src, &xm, &ym, &mut dst, Interpolation::Nearest)
            )
            .unwrap();
            let want: Vec<u8> = (0..w * h * c)
                .map(|i| if inside(i / c) { src_px[i] } else { 77 })
                .collect();
            assert_same(
                &f.dev.dtoh_image_sync_copy(&dst).unwrap(),
                &want,
                &format!("{mode:?} u8 remap, {c} channels"),
            );
            let fsrc_px = floats(w * h * c, 2);
            let fsrc = f.dev.htod_image_sync_copy(&fsrc_px, w, h, c).unwrap();
            let mut fdst = f
                .dev
                .htod_image_sync_copy(&vec![-7.5f32; w * h * c], w, h, c)
                .unwrap();
            try_run!(
                f,
                mode,
                remap(&fsrc, &xm, &ym, &mut fdst, Interpolation::Nearest)
            )
            .unwrap();
            let want: Vec<f32> = (0..w * h * c)
                .map(|i| if inside(i / c) { fsrc_px[i] } else { -7.5 })
                .collect();
            assert_same(
                &f.dev.dtoh_image_sync_copy(&fdst).unwrap(),
                &want,
                &format!("{mode:?} f32 remap, {c} channels"),
            );
        }
    }
}

/// handle.rs: the assertions and comments of the `no_run` examples of `Npp` and `AsyncNpp`:
/// the sizes of a resize, the devices, `rgb_to_bgr` of `[1, 2, 3]`, `rgb_to_gray` of white,
/// `u8_to_f32` of `[0, 255, 51]` with an offset, the remap map that is "a horizontal
/// flip", the letterbox with "140 rows above, 140 below", a one-pixel constant border, and
/// that the other examples' calls succeed.
#[test]
fn the_examples_of_the_npp_docs_hold_on_a_gpu() {
    let f = order_fx!();
    let dev = &f.dev;
    let (npp, anpp) = (&f.npp, &f.anpp);
    assert_eq!(npp.device().ordinal(), dev.ordinal());
    assert_eq!(anpp.async_device().device().ordinal(), dev.ordinal());

    let frame = dev
        .htod_image_sync_copy(&vec![128u8; 1920 * 1080 * 3], 1920, 1080, 3)
        .unwrap();
    let mut small = zeros_on::<u8>(dev, 640, 360, 3);
    npp.resize(&frame, &mut small, Interpolation::Linear)
        .unwrap();
    assert_eq!(
        dev.dtoh_image_sync_copy(&small).unwrap().len(),
        640 * 360 * 3
    );

    let fsrc = zeros_on::<f32>(dev, 1920, 1080, 1);
    let mut fdst = zeros_on::<f32>(dev, 960, 540, 1);
    npp.resize(&fsrc, &mut fdst, Interpolation::Super).unwrap();
    let mut boxed = zeros_on::<u8>(dev, 640, 640, 3);
    npp.resize_region(
        &frame,
        Rect::full(1920, 1080),
        &mut boxed,
        Rect::new(0, 140, 640, 360),
        Interpolation::Linear,
    )
    .unwrap();

    a_horizontal_flip_is_a_remap(dev, npp);

    letterboxing_and_conversions_hold(dev, npp, boxed);

    the_async_examples_hold(dev, anpp);
}

/// The remap example: a horizontal flip.
fn a_horizontal_flip_is_a_remap(dev: &Arc<CudaDevice>, npp: &Npp) {
    // A horizontal flip.
    let src_px = bytes(64 * 64, 9);
    let src = dev.htod_image_sync_copy(&src_px, 64, 64, 1).unwrap();
    let xs: Vec<f32> = (0..64 * 64).map(|i| 63.0 - (i % 64) as f32).collect();
    let ys: Vec<f32> = (0..64 * 64).map(|i| (i / 64) as f32).collect();
    let x_map = dev.htod_image_sync_copy(&xs, 64, 64, 1).unwrap();
    let y_map = dev.htod_image_sync_copy(&ys, 64, 64, 1).unwrap();
    let mut flipped = zeros_on::<u8>(dev, 64, 64, 1);
    npp.remap(&src, &x_map, &y_map, &mut flipped, Interpolation::Nearest)
        .unwrap();
    let want: Vec<u8> = (0..64 * 64)
        .map(|i| src_px[(i / 64) * 64 + 63 - i % 64])
        .collect();
    assert_same(
        &dev.dtoh_image_sync_copy(&flipped).unwrap(),
        &want,
        "the flip",
    );
}

/// Letterboxing (140 rows above, 140 below) and the examples of channel swaps, gray and
/// `u8_to_f32`.
fn letterboxing_and_conversions_hold(dev: &Arc<CudaDevice>, npp: &Npp, mut boxed: CudaImage<u8>) {
    // Letterboxing: 140 rows above, 140 below.
    let inner_px = bytes(640 * 360 * 3, 10);
    let inner = dev.htod_image_sync_copy(&inner_px, 640, 360, 3).unwrap();
    npp.copy_const_border(&inner, &mut boxed, 140, 0, &[114, 114, 114])
        .unwrap();
    let got = dev.dtoh_image_sync_copy(&boxed).unwrap();
    let mut lb = zeros_on::<u8>(dev, 640, 640, 3);
    npp.letterbox(&inner, &mut lb, &[114, 114, 114]).unwrap();
    let want: Vec<u8> = (0..640 * 640 * 3)
        .map(|i| {
            let y = i / 3 / 640;
            if (140..500).contains(&y) {
                inner_px[i - 140 * 640 * 3]
            } else {
                114
            }
        })
        .collect();
    assert_same(&got, &want, "copy_const_border at row 140");
    assert_same(
        &dev.dtoh_image_sync_copy(&lb).unwrap(),
        &want,
        "letterbox: 140 rows above, 140 below",
    );

    let rgb = dev.htod_image_sync_copy(&[1u8, 2, 3], 1, 1, 3).unwrap();
    let mut bgr = zeros_on::<u8>(dev, 1, 1, 3);
    npp.rgb_to_bgr(&rgb, &mut bgr).unwrap();
    assert_eq!(dev.dtoh_image_sync_copy(&bgr).unwrap(), [3, 2, 1]);
    let white = dev
        .htod_image_sync_copy(&[255u8, 255, 255], 1, 1, 3)
        .unwrap();
    let mut gray = zeros_on::<u8>(dev, 1, 1, 1);
    npp.rgb_to_gray(&white, &mut gray).unwrap();
    assert_eq!(
        dev.dtoh_image_sync_copy(&gray).unwrap(),
        [255],
        "gray of white"
    );
    let src = dev.htod_image_sync_copy(&[0u8, 255, 51], 1, 1, 3).unwrap();
    let mut dst = zeros_on::<f32>(dev, 1, 1, 3);
    npp.u8_to_f32(&src, &mut dst, &[1.0 / 255.0; 3], &[0.0, 0.0, -0.2])
        .unwrap();
    let v = dev.dtoh_image_sync_copy(&dst).unwrap();
    assert!(
        v[0].abs() < 1e-6 && (v[1] - 1.0).abs() < 1e-6 && v[2].abs() < 1e-6,
        "{v:?}"
    );
}

/// The async examples: channel swaps, borders, YUV conversions, remaps and planar copies
/// through `AsyncNpp`.
fn the_async_examples_hold(dev: &Arc<CudaDevice>, anpp: &AsyncNpp) {
    // The async examples.
    let rgb = anpp
        .async_device()
        .htod_image_copy(vec![1.0f32, 2.0, 3.0], 1, 1, 3)
        .wait()
        .unwrap();
    let mut bgr = zeros_on::<f32>(dev, 1, 1, 3);
    anpp.rgb_to_bgr(&rgb, &mut bgr).wait().unwrap();
    assert_eq!(
        anpp.async_device().dtoh_image_copy(&bgr).wait().unwrap(),
        [3.0, 2.0, 1.0]
    );
    let src = zeros_on::<u8>(dev, 4, 4, 1);
    let mut dst = zeros_on::<u8>(dev, 6, 6, 1);
    anpp.copy_const_border(&src, &mut dst, 1, 1, &[255])
        .wait()
        .unwrap();
    let got = dev.dtoh_image_sync_copy(&dst).unwrap();
    let want: Vec<u8> = (0..36)
        .map(|i| {
            let (x, y) = (i % 6, i / 6);
            if (1..5).contains(&x) && (1..5).contains(&y) {
                0
            } else {
                255
            }
        })
        .collect();
    assert_eq!(got, want, "a one-pixel border of 255 around 4x4 zeros");
    let y = zeros_on::<u8>(dev, 64, 64, 1);
    let uv = zeros_on::<u8>(dev, 32, 32, 2);
    let c = zeros_on::<u8>(dev, 32, 32, 1);
    let mut rgb = zeros_on::<u8>(dev, 64, 64, 3);
    anpp.nv12_to_rgb(&y, &uv, &mut rgb, YuvMatrix::Bt709)
        .wait()
        .unwrap();
    anpp.yuv420_to_rgb(&y, &c, &c, &mut rgb, YuvMatrix::Bt601)
        .wait()
        .unwrap();
    let x = dev.htod_image_sync_copy(&[1.5f32; 16], 4, 4, 1).unwrap();
    let yy = dev.htod_image_sync_copy(&[2.5f32; 16], 4, 4, 1).unwrap();
    let fsrc = zeros_on::<f32>(dev, 8, 8, 3);
    let mut fdst = zeros_on::<f32>(dev, 4, 4, 3);
    anpp.remap(&fsrc, &x, &yy, &mut fdst, Interpolation::Linear)
        .wait()
        .unwrap();
    let hwc = zeros_on::<u8>(dev, 64, 64, 3);
    let mut chw = zeros_on::<u8>(dev, 64, 192, 1);
    {
        let (mut r, gb) = chw.split_rows_mut(64).unwrap();
        let (mut g, mut b) = gb.split_rows_mut(64).unwrap();
        anpp.packed_to_planar(&hwc, [&mut r, &mut g, &mut b])
            .wait()
            .unwrap();
    }
    let plane = zeros_on::<u8>(dev, 64, 64, 1);
    anpp.planar_to_packed([&plane, &plane, &plane], &mut rgb)
        .wait()
        .unwrap();
}

/// checks.rs lets super-sampling keep the size ("only shrinks" refuses growth, not 1:1);
/// handle.rs: NPP's statuses come back as errors "naming the NPP function and the sizes it
/// was given". A 1:1 super-sampling resize is either the identity or such an error.
#[test]
fn super_sampling_at_one_to_one_is_the_identity_or_an_error_naming_npps_function() {
    let f = order_fx!();
    let (w, h) = (16, 16);
    let px = bytes(w * h * 3, 1);
    let src = f.dev.htod_image_sync_copy(&px, w, h, 3).unwrap();
    for mode in MODES {
        let mut dst = zeros_on::<u8>(&f.dev, w, h, 3);
        match try_run!(f, mode, resize(&src, &mut dst, Interpolation::Super)) {
            Ok(()) => {
                // Each destination pixel covers one source pixel (within 1 for NPP's
                // rounding).
                let got = f.dev.dtoh_image_sync_copy(&dst).unwrap();
                for (i, (&g, &want)) in got.iter().zip(&px).enumerate() {
                    assert!(
                        g.abs_diff(want) <= 1,
                        "{mode:?} a 1:1 super-sampling resize: value {i} is {g}, not {want}"
                    );
                }
            }
            Err(e) => {
                let msg = e.to_string();
                println!("{msg}");
                for part in ["nppiResize_8u_C3R_Ctx", "NPP_", "16x16 with 3 channels"] {
                    assert!(msg.contains(part), "the message names {part:?}: {msg}");
                }
            }
        }
    }
}
