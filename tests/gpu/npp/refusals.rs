//! Bad arguments refused before NPP runs, naming the operation: bad input, images too large for
//! NPP's 32-bit sizes, and images of another device object.

use crate::npp::Fx;
use crate::npp::{BitsPx, MODES, Mode, OrderFx, bits, fixture, order_fixture, zeros, zeros_on};
use crate::support::assert_same;
use crate::support::images::{expect_err, overwrite, word_slice, words};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaImage, DriverError, Rect};
use cuda_driver::npp::{Interpolation, YuvMatrix};

/// An image whose whole allocation holds test data; and the bits of its values.
fn patterned<T: BitsPx>(
    f: &OrderFx,
    (w, h, c): (usize, usize, usize),
    seed: u64,
) -> (CudaImage<T>, Vec<u32>) {
    let mut img = zeros_on::<T>(&f.dev, w, h, c);
    let host = T::pattern(words(&img), seed);
    overwrite(&f.k, None, &mut img, &word_slice(&f.dev, &host), 0);
    (img, T::elems(&host))
}

/// README, mod.rs: "every call checks devices, channel counts, sizes, regions and pitches
/// before anything is enqueued", and errors name the function and the image. Checks that
/// `bad_input_is_refused_before_npp_is_called` does not make through the wrappers, sync and
/// async: each is `CUDA_ERROR_INVALID_VALUE` naming the operation and the problem, and the
/// destination (its whole allocation) is untouched.
#[test]
fn bad_arguments_are_refused_before_npp_runs_naming_the_operation() {
    let f = order_fx!();
    let dev = &f.dev;
    let (rgb, rgb_bits) = patterned::<u8>(&f, (32, 24, 3), 1);
    let (fl, fl_bits) = patterned::<f32>(&f, (8, 8, 3), 2);
    let (gray, gray_bits) = patterned::<u8>(&f, (8, 7, 1), 3);
    let (rgb, fl) = conversions_are_refused(&f, rgb, fl);
    let rgb = remaps_letterboxing_and_borders_are_refused(&f, rgb);
    let mut rgb = swaps_planes_and_resizes_are_refused(
        &f,
        (rgb, &rgb_bits),
        (&fl, &fl_bits),
        (gray, &gray_bits),
    );
    // Still usable.
    let big = zeros_on::<u8>(dev, 64, 64, 3);
    f.npp
        .rgb_to_bgr(&big.region(Rect::new(0, 0, 32, 24)).unwrap(), &mut rgb)
        .unwrap();
    assert!(bits(dev, &rgb) != rgb_bits);
}

/// The YUV conversions and `u8_to_f32` of
/// `bad_arguments_are_refused_before_npp_runs_naming_the_operation`, sync and async.
fn conversions_are_refused(
    f: &OrderFx,
    mut rgb: CudaImage<u8>,
    mut fl: CudaImage<f32>,
) -> (CudaImage<u8>, CudaImage<f32>) {
    let dev = &f.dev;
    let y = zeros_on::<u8>(dev, 32, 24, 1);
    let u = zeros_on::<u8>(dev, 16, 12, 1);
    let v_bad = zeros_on::<u8>(dev, 16, 13, 1);
    let uv_bad = zeros_on::<u8>(dev, 16, 12, 1);
    let src8 = zeros_on::<u8>(dev, 8, 8, 3);
    for mode in MODES {
        expect_err(
            try_run!(
                f,
                mode,
                yuv420_to_rgb(&y, &u, &v_bad, &mut rgb, YuvMatrix::Bt601)
            )
            .unwrap_err(),
            &[
                "yuv420_to_rgb",
                "the V plane is 16x13 but a 32x24 frame's is 16x12",
            ],
        );
        expect_err(
            try_run!(
                f,
                mode,
                nv12_to_rgb(&y, &uv_bad, &mut rgb, YuvMatrix::Bt709)
            )
            .unwrap_err(),
            &["nv12_to_rgb", "the UV plane is 16x12 with 1 channel"],
        );
        expect_err(
            try_run!(f, mode, u8_to_f32(&src8, &mut fl, &[1.0, 1.0], &[0.0; 3])).unwrap_err(),
            &[
                "u8_to_f32",
                "scale has 2 values but the image has 3 channels",
            ],
        );
        expect_err(
            try_run!(f, mode, u8_to_f32(&src8, &mut fl, &[1.0; 3], &[0.0])).unwrap_err(),
            &["u8_to_f32", "offset has 1 value"],
        );
    }
    (rgb, fl)
}

/// The remaps, letterboxing and borders of
/// `bad_arguments_are_refused_before_npp_runs_naming_the_operation`, sync and async.
fn remaps_letterboxing_and_borders_are_refused(
    f: &OrderFx,
    mut rgb: CudaImage<u8>,
) -> CudaImage<u8> {
    let dev = &f.dev;
    let src8 = zeros_on::<u8>(dev, 8, 8, 3);
    let big = zeros_on::<u8>(dev, 64, 64, 3);
    let map = zeros_on::<f32>(dev, 32, 24, 1);
    let map2 = zeros_on::<f32>(dev, 32, 24, 2);
    for mode in MODES {
        expect_err(
            try_run!(
                f,
                mode,
                remap(&src8, &map, &map, &mut rgb, Interpolation::Super)
            )
            .unwrap_err(),
            &["remap", "super-sampling is for resizing"],
        );
        expect_err(
            try_run!(
                f,
                mode,
                remap(&big, &map, &map2, &mut rgb, Interpolation::Linear)
            )
            .unwrap_err(),
            &["remap", "the y map has 2 channels"],
        );
        expect_err(
            try_run!(f, mode, letterbox(&big, &mut rgb, &[0, 0, 0])).unwrap_err(),
            &[
                "letterbox",
                "the 64x64 source is larger than the 32x24 destination",
            ],
        );
        expect_err(
            try_run!(
                f,
                mode,
                copy_const_border(&src8, &mut rgb, 0, usize::MAX, &[0; 3])
            )
            .unwrap_err(),
            &["copy_const_border", "does not fit"],
        );
    }
    rgb
}

/// The channel swaps, planar copies and resizes of
/// `bad_arguments_are_refused_before_npp_runs_naming_the_operation`, sync and async; then
/// nothing ran: every destination holds what it held (its bits given), padding included.
fn swaps_planes_and_resizes_are_refused(
    f: &OrderFx,
    (mut rgb, rgb_bits): (CudaImage<u8>, &[u32]),
    (fl, fl_bits): (&CudaImage<f32>, &[u32]),
    (mut gray, gray_bits): (CudaImage<u8>, &[u32]),
) -> CudaImage<u8> {
    let dev = &f.dev;
    let src8 = zeros_on::<u8>(dev, 8, 8, 3);
    let one8 = zeros_on::<u8>(dev, 8, 8, 1);
    let big = zeros_on::<u8>(dev, 64, 64, 3);
    let p = zeros_on::<u8>(dev, 32, 24, 1);
    let p_bad = zeros_on::<u8>(dev, 32, 23, 1);
    for mode in MODES {
        expect_err(
            try_run!(f, mode, rgb_to_bgr(&one8, &mut rgb)).unwrap_err(),
            &[
                "rgb_to_bgr",
                "the source has 1 channel but rgb_to_bgr takes 3",
            ],
        );
        expect_err(
            try_run!(f, mode, rgb_to_gray(&src8, &mut gray)).unwrap_err(),
            &["rgb_to_gray", "must be the same size"],
        );
        expect_err(
            try_run!(f, mode, planar_to_packed([&p, &p_bad, &p], &mut rgb)).unwrap_err(),
            &["planar_to_packed", "plane 1 is 32x23"],
        );
        expect_err(
            try_run!(
                f,
                mode,
                resize_region(
                    &big,
                    Rect::new(0, 0, 10, 10),
                    &mut rgb,
                    Rect::new(0, 0, 20, 10),
                    Interpolation::Super
                )
            )
            .unwrap_err(),
            &["resize", "super-sampling only shrinks"],
        );
        expect_err(
            try_run!(
                f,
                mode,
                resize_region(
                    &big,
                    Rect::full(64, 64),
                    &mut rgb,
                    Rect::new(usize::MAX, 0, 2, 2),
                    Interpolation::Nearest
                )
            )
            .unwrap_err(),
            &["out of range of the destination", "(overflow)"],
        );
        expect_err(
            try_run!(
                f,
                mode,
                resize_region(
                    &big,
                    Rect::new(3, 3, 0, 5),
                    &mut rgb,
                    Rect::full(32, 24),
                    Interpolation::Linear
                )
            )
            .unwrap_err(),
            &["resize", "the region of the source is empty"],
        );
        // Nothing ran: every destination holds what it held, padding included.
        assert_same(&bits(dev, &rgb), rgb_bits, &format!("{mode:?}: rgb"));
        assert_same(&bits(dev, fl), fl_bits, &format!("{mode:?}: f32"));
        assert_same(&bits(dev, &gray), gray_bits, &format!("{mode:?}: gray"));
    }
    rgb
}

/// checks.rs: NPP's sizes are 32-bit, so an image whose height or row is over `i32::MAX` is
/// refused ("too large for NPP, whose sizes are 32-bit") rather than truncated, sync and
/// async: a 2 GiB one-channel image of one column, then of one row.
#[test]
fn images_too_large_for_npps_32_bit_sizes_are_refused() {
    let f = order_fx!();
    let len = 1usize << 31;
    let slice = f.dev.alloc_zeros::<u8>(len).unwrap();
    let mut small = zeros_on::<u8>(&f.dev, 4, 4, 1);
    let mut slice = Some(slice);
    for (w, h) in [(1, len), (len, 1)] {
        let img = CudaImage::from_slice(slice.take().unwrap(), w, h, 1)
            .map_err(|(_, e)| e)
            .unwrap();
        for mode in MODES {
            expect_err(
                try_run!(f, mode, resize(&img, &mut small, Interpolation::Nearest)).unwrap_err(),
                &["resize", "too large for NPP", &format!("{w}x{h}")],
            );
        }
        slice = Some(img.into_slice().map_err(|(_, e)| e).unwrap());
    }
    drop(slice);
    f.dev.synchronize().unwrap();
}

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
        sizes_and_pitches_that_do_not_match_are_refused(&f);
    }
    // Zero sizes never make an image.
    assert!(f.dev.alloc_image_zeros::<u8>(0, 48, 3).is_err());
    assert!(f.dev.alloc_image_zeros::<f32>(64, 0, 1).is_err());
    // Still usable.
    f.mode = Mode::Sync;
    call!(f, resize(&rgb, &mut rgb2, Interpolation::Linear)).unwrap();
    f.dev.synchronize().unwrap();
}

/// The maps, planes and pitches of `bad_input_is_refused_before_npp_is_called` that do not
/// match, in `f`'s mode.
fn sizes_and_pitches_that_do_not_match_are_refused(f: &Fx) {
    let rgb = zeros::<u8>(f, 64, 48, 3);
    let mut rgb2 = zeros::<u8>(f, 32, 24, 3);
    // Sizes that do not match.
    let map = zeros::<f32>(f, 10, 10, 1);
    expect(
        call!(f, remap(&rgb, &map, &map, &mut rgb2, Interpolation::Linear)),
        &["the x map is 10x10"],
    );
    let odd = zeros::<u8>(f, 63, 48, 1);
    let uv = zeros::<u8>(f, 32, 24, 2);
    expect(
        call!(
            f,
            nv12_to_rgb(&odd, &uv, &mut zeros::<u8>(f, 63, 48, 3), YuvMatrix::Bt601)
        ),
        &["even width and height"],
    );
    // A plane with a pitch from another buffer: NPP takes one pitch for all three.
    let src = zeros::<f32>(f, 600, 600, 3);
    let (mut p0, mut p1) = (zeros::<f32>(f, 600, 600, 1), zeros::<f32>(f, 600, 600, 1));
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
