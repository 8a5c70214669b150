//! Image copies move exactly the pixels and never the padding: sync, async and device-to-device
//! between any pitches.

use crate::images::{crop, with_patch};
use crate::support::assert_same;
use crate::support::images::{bytes, expect_err, floats, inner, pixels_of};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaImage, DeviceSlice, Rect};

// ---- helpers ----

/// Shapes `(width, height, channels)` with odd widths, one-pixel images and rows on either side
/// of the driver's usual 512-byte pitch step.
const SHAPES: [(usize, usize, usize); 6] = [
    (1, 1, 1),
    (3, 5, 3),
    (37, 9, 3),
    (511, 3, 1),
    (513, 2, 3),
    (64, 4, 1),
];

// ---- what is copied ----

/// image_copy.rs: "A host image is ... `width * height * channels` values: rows one after
/// another without padding"; copies move the pixels of an image or region at its pitch; a
/// region copy writes only its pixels; `htod_image_sync_copy`: "the new image's padding is
/// zeroed". Every byte of the allocation (padding filled with other bytes first) is checked,
/// for odd widths and one-pixel images.
#[test]
fn sync_copies_move_exactly_the_pixels_and_never_the_padding() {
    let dev = gpu!();
    for (i, &(w, h, c)) in SHAPES.iter().enumerate() {
        let i = i as u64;
        let what = format!("{w}x{h}x{c}");
        let mut img = dev.alloc_image_zeros::<u8>(w, h, c).unwrap();
        let pitch = img.pitch();
        assert!(pitch >= w * c, "{what}: pitch {pitch}");
        assert_eq!(
            img.len(),
            pitch * h,
            "{what}: a plain buffer is the whole allocation"
        );
        // Every byte, padding included, something other than zero.
        let p = bytes(img.len(), 10 + i);
        dev.htod_sync_copy_into(&p, &mut img).unwrap();
        let want = pixels_of(&p, pitch, w, h, c);
        assert_same(
            &dev.dtoh_image_sync_copy(&img).unwrap(),
            &want,
            &format!("{what}: dtoh_image_sync_copy"),
        );
        let mut host = vec![0xEEu8; w * h * c];
        dev.dtoh_image_sync_copy_into(&img, &mut host).unwrap();
        assert_same(&host, &want, &format!("{what}: dtoh_image_sync_copy_into"));
        let r = inner(w, h);
        assert_same(
            &dev.dtoh_image_sync_copy(&img.region(r).unwrap()).unwrap(),
            &crop(&want, w, c, r),
            &format!("{what}: dtoh_image_sync_copy of {r}"),
        );
        let patch = bytes(r.width * r.height * c, 100 + i);
        dev.htod_image_sync_copy_into(&patch, &mut img.region_mut(r).unwrap())
            .unwrap();
        assert_same(
            &dev.dtoh_sync_copy(&img).unwrap(),
            &with_patch(&p, pitch, c, r, &patch),
            &format!("{what}: the allocation after htod_image_sync_copy_into {r}"),
        );
        // A new image: its pixels, and zero padding.
        let host = bytes(w * h * c, 200 + i);
        let fresh = dev.htod_image_sync_copy(&host, w, h, c).unwrap();
        let zero = vec![0u8; fresh.len()];
        assert_same(
            &dev.dtoh_sync_copy(&fresh).unwrap(),
            &with_patch(&zero, fresh.pitch(), c, Rect::full(w, h), &host),
            &format!("{what}: the allocation of htod_image_sync_copy"),
        );
    }
}

/// image_copy.rs: `dtod_image_copy` copies "into another of the same width, height and channel
/// count, whatever their pitches": pitched to packed (none of the source's padding comes
/// along), packed to pitched and region to region of images of other pitches (only the
/// destination's pixels change, padding included), and between the two halves of one image
/// from `split_rows_mut` (`dst` "is not `src`"); halves of different heights are refused.
#[test]
fn dtod_image_copy_moves_only_the_pixels_between_any_pitches() {
    let dev = gpu!();
    let (w, h, c) = (37, 10, 3);
    let mut src = dev.alloc_image_zeros::<u8>(w, h, c).unwrap();
    let p = bytes(src.len(), 1);
    dev.htod_sync_copy_into(&p, &mut src).unwrap();
    let pixels = pixels_of(&p, src.pitch(), w, h, c);

    let sentinel = dev.htod_sync_copy(&vec![0xEEu8; w * h * c]).unwrap();
    let mut packed = CudaImage::from_slice(sentinel, w, h, c)
        .map_err(|(_, e)| e)
        .unwrap();
    dev.dtod_image_copy(&src, &mut packed).unwrap();
    assert_same(
        &dev.dtoh_sync_copy(&packed.as_slice().unwrap()).unwrap(),
        &pixels,
        "pitched to packed",
    );

    let mut other = dev.alloc_image_zeros::<u8>(w, h, c).unwrap();
    let q = bytes(other.len(), 2);
    dev.htod_sync_copy_into(&q, &mut other).unwrap();
    dev.dtod_image_copy(&packed, &mut other).unwrap();
    assert_same(
        &dev.dtoh_sync_copy(&other).unwrap(),
        &with_patch(&q, other.pitch(), c, Rect::full(w, h), &pixels),
        "packed to pitched, padding kept",
    );

    let mut wide = dev.alloc_image_zeros::<u8>(101, 23, c).unwrap();
    let q2 = bytes(wide.len(), 3);
    dev.htod_sync_copy_into(&q2, &mut wide).unwrap();
    let (sr, dr) = (Rect::new(5, 2, 20, 6), Rect::new(70, 15, 20, 6));
    dev.dtod_image_copy(&src.region(sr).unwrap(), &mut wide.region_mut(dr).unwrap())
        .unwrap();
    assert_same(
        &dev.dtoh_sync_copy(&wide).unwrap(),
        &with_patch(&q2, wide.pitch(), c, dr, &crop(&pixels, w, c, sr)),
        "region to region of another pitch",
    );

    // The two halves of one image.
    let (pw, ph) = (29, 12);
    let mut planes = dev.alloc_image_zeros::<f32>(pw, ph, 1).unwrap();
    let pf = planes.pitch() / 4;
    let q3 = floats(planes.len(), 4);
    dev.htod_sync_copy_into(&q3, &mut planes).unwrap();
    {
        let (top, mut bottom) = planes.split_rows_mut(ph / 2).unwrap();
        dev.dtod_image_copy(&top, &mut bottom).unwrap();
    }
    let top_pixels = pixels_of(&q3, pf, pw, ph / 2, 1);
    let want = with_patch(&q3, pf, 1, Rect::new(0, ph / 2, pw, ph / 2), &top_pixels);
    assert_same(
        &dev.dtoh_sync_copy(&planes).unwrap(),
        &want,
        "top half to bottom half of one image",
    );
    let (top, mut bottom) = planes.split_rows_mut(5).unwrap();
    expect_err(
        dev.dtod_image_copy(&top, &mut bottom).unwrap_err(),
        &["dtod_image_copy", "29x5", "29x7"],
    );
}

/// async/image.rs: the async twins: `alloc_image_zeros` zeroes the whole allocation,
/// `htod_image_copy` makes an image of the pixels (padding zero, as the sync twin promises),
/// downloads hold exactly the pixels of an image or region, `dtoh_image_copy_into` "reusing
/// its allocation" (whatever the `Vec` held), and uploads and device copies into regions
/// change only the region's pixels, padding included.
#[test]
fn async_copies_move_exactly_the_pixels_and_never_the_padding() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    for (i, &(w, h, c)) in SHAPES.iter().enumerate() {
        let i = i as u64;
        let what = format!("{w}x{h}x{c}");
        let mut img = adev.alloc_image_zeros::<u8>(w, h, c).wait().unwrap();
        assert_same(
            &dev.dtoh_sync_copy(&img).unwrap(),
            &vec![0u8; img.len()],
            &format!("{what}: the allocation of AsyncDevice::alloc_image_zeros"),
        );
        let host = bytes(w * h * c, 300 + i);
        let fresh = adev.htod_image_copy(host.clone(), w, h, c).wait().unwrap();
        assert_same(
            &dev.dtoh_sync_copy(&fresh).unwrap(),
            &with_patch(
                &vec![0u8; fresh.len()],
                fresh.pitch(),
                c,
                Rect::full(w, h),
                &host,
            ),
            &format!("{what}: the allocation of AsyncDevice::htod_image_copy"),
        );

        let pitch = img.pitch();
        let p = bytes(img.len(), 400 + i);
        dev.htod_sync_copy_into(&p, &mut img).unwrap();
        let want = pixels_of(&p, pitch, w, h, c);
        assert_same(
            &adev.dtoh_image_copy(&img).wait().unwrap(),
            &want,
            &format!("{what}: AsyncDevice::dtoh_image_copy"),
        );
        let r = inner(w, h);
        assert_same(
            &adev
                .dtoh_image_copy(&img.region(r).unwrap())
                .wait()
                .unwrap(),
            &crop(&want, w, c, r),
            &format!("{what}: AsyncDevice::dtoh_image_copy of {r}"),
        );
        let mut given = Vec::with_capacity(w * h * c + 64);
        given.resize(w * h * c + 32, 0xEEu8);
        let at = given.as_ptr();
        let back = adev.dtoh_image_copy_into(&img, given).wait().unwrap();
        assert_same(&back, &want, &format!("{what}: dtoh_image_copy_into"));
        assert_eq!(back.as_ptr(), at, "{what}: the Vec's allocation is reused");

        let patch = bytes(r.width * r.height * c, 500 + i);
        adev.htod_image_copy_into(patch.clone(), &mut img.region_mut(r).unwrap())
            .wait()
            .unwrap();
        assert_same(
            &dev.dtoh_sync_copy(&img).unwrap(),
            &with_patch(&p, pitch, c, r, &patch),
            &format!("{what}: the allocation after htod_image_copy_into {r}"),
        );

        let mut wide = dev.alloc_image_zeros::<u8>(w + 300, h + 2, c).unwrap();
        let q = bytes(wide.len(), 600 + i);
        dev.htod_sync_copy_into(&q, &mut wide).unwrap();
        let dr = Rect::new(r.x + 290, r.y + 1, r.width, r.height);
        adev.dtod_image_copy(&img.region(r).unwrap(), &mut wide.region_mut(dr).unwrap())
            .wait()
            .unwrap();
        assert_same(
            &dev.dtoh_sync_copy(&wide).unwrap(),
            &with_patch(&q, wide.pitch(), c, dr, &patch),
            &format!("{what}: the allocation after AsyncDevice::dtod_image_copy into {dr}"),
        );
    }
}
