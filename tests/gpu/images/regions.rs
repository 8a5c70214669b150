//! Regions and sizes: empty, outside and overflowing regions and sizes are errors naming the call,
//! an image larger than the GPU is an error and the device goes on, a region as a kernel argument
//! is its span and counts against its image, and a packed image is given back by `into_slice`.

use crate::images::with_patch;
use crate::kernels::{CFG, SLOW, assert_all, assert_usable, slow_kernels};
use crate::support::assert_same;
use crate::support::images::{bytes, expect_err, floats};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::CudaDevice;
use cuda_driver::driver::{CudaImage, DeviceSlice, LaunchAsync, Rect};
use std::sync::Arc;

// ---- bad input ----

/// parts.rs, view.rs, image.rs: a region or sub-view is "an error if it is empty or reaches
/// outside" — relative to the view it is taken from, not only to the image; coordinates that
/// overflow are errors, not panics; splits need `0 < row < height`; `from_slice` gives the
/// slice back with the error; sizes that overflow are errors naming them. Each error is
/// `CUDA_ERROR_INVALID_VALUE` naming the call, and the image goes on working.
#[test]
fn empty_outside_and_overflowing_regions_and_sizes_are_errors_naming_the_call() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let (w, h, c) = (64, 48, 3);
    let host = bytes(w * h * c, 1);
    let mut img = dev.htod_image_sync_copy(&host, w, h, c).unwrap();

    expect_err(
        img.region(Rect::new(64, 0, 0, 1)).unwrap_err(),
        &["CudaImage::region", "empty"],
    );
    expect_err(
        img.region(Rect::new(64, 0, 1, 1)).unwrap_err(),
        &["out of range", "64x48", "column 65"],
    );
    expect_err(
        img.region(Rect::new(usize::MAX, 0, 2, 1)).unwrap_err(),
        &["out of range", "(overflow)"],
    );
    expect_err(
        img.region_mut(Rect::new(0, usize::MAX - 1, 1, 5))
            .unwrap_err(),
        &["CudaImage::region_mut", "(overflow)"],
    );
    // The last pixel is a region.
    assert_eq!(
        dev.dtoh_image_sync_copy(&img.region(Rect::new(63, 47, 1, 1)).unwrap())
            .unwrap(),
        host[host.len() - 3..]
    );

    regions_of_views_are_relative_to_the_view(&mut img);

    sizes_that_do_not_fit_are_errors(&dev, &adev);

    // Still usable, every pixel as uploaded.
    assert_same(
        &dev.dtoh_image_sync_copy(&img).unwrap(),
        &host,
        "after the errors",
    );
}

/// Regions of views are relative to the view, even where the parent has room, and row splits
/// refuse a split at either end.
fn regions_of_views_are_relative_to_the_view(img: &mut CudaImage<u8>) {
    // Views: relative to the view, even where the parent has room.
    {
        let v = img.region(Rect::new(0, 0, 32, 32)).unwrap();
        expect_err(
            v.region(Rect::new(16, 0, 17, 1)).unwrap_err(),
            &["CudaImageView::region", "32x32", "column 33"],
        );
        expect_err(
            v.region(Rect::new(0, 0, 0, 0)).unwrap_err(),
            &["CudaImageView::region", "empty"],
        );
        expect_err(
            v.region(Rect::new(0, 1, 1, usize::MAX)).unwrap_err(),
            &["(overflow)"],
        );
    }
    {
        let mut vm = img.region_mut(Rect::new(0, 0, 32, 32)).unwrap();
        expect_err(
            vm.region(Rect::new(0, 31, 1, 2)).unwrap_err(),
            &["CudaImageViewMut::region", "row 33"],
        );
        expect_err(
            vm.region_mut(Rect::new(31, 0, 2, 1)).unwrap_err(),
            &["CudaImageViewMut::region_mut", "column 33"],
        );
        expect_err(
            vm.split_rows_mut(0).unwrap_err(),
            &["split_rows_mut", "row 0", "32 rows"],
        );
    }
    expect_err(
        img.region_mut(Rect::new(0, 0, 32, 32))
            .unwrap()
            .split_rows_mut(32)
            .unwrap_err(),
        &["split_rows_mut", "row 32", "32 rows"],
    );
    let (a, b) = img
        .region_mut(Rect::new(8, 8, 16, 10))
        .unwrap()
        .split_rows_mut(3)
        .unwrap();
    assert_eq!(
        (a.height(), b.height(), a.width(), b.width()),
        (3, 7, 16, 16)
    );
}

/// `from_slice`, `alloc_image_zeros` and the uploads refuse sizes that are empty or too large,
/// naming the call, and `from_slice` gives its slice back.
fn sizes_that_do_not_fit_are_errors(dev: &Arc<CudaDevice>, adev: &AsyncDevice) {
    // Sizes.
    let data = floats(12, 2);
    let slice = dev.htod_sync_copy(&data).unwrap();
    let (slice, e) = CudaImage::from_slice(slice, 0, 4, 3).unwrap_err();
    expect_err(e, &["CudaImage::from_slice", "at least 1", "0x4"]);
    let (slice, e) = CudaImage::from_slice(slice, usize::MAX, 2, 1).unwrap_err();
    expect_err(e, &["CudaImage::from_slice", "too large"]);
    assert_eq!(
        dev.dtoh_sync_copy(&slice).unwrap(),
        data,
        "the slice given back"
    );
    expect_err(
        dev.alloc_image_zeros::<u8>(usize::MAX / 2, 3, 1)
            .unwrap_err(),
        &["alloc_image_zeros", "too large"],
    );
    expect_err(
        adev.alloc_image_zeros::<f32>(usize::MAX / 8, 1, 3)
            .wait()
            .unwrap_err(),
        &["alloc_image_zeros", "too large"],
    );
    // A zero-sized host image of a zero-sized frame.
    expect_err(
        dev.htod_image_sync_copy::<u8>(&[], 0, 4, 3).unwrap_err(),
        &["at least 1", "0x4"],
    );
    expect_err(
        adev.htod_image_copy::<u8>(Vec::new(), 4, 0, 3)
            .wait()
            .unwrap_err(),
        &["at least 1", "4x0"],
    );
}

/// image.rs: allocation errors carry "while allocating a {w}x{h} image ... on device {n}"; a
/// failed allocation is not sticky, so the device goes on working (sync and async).
#[test]
fn an_image_larger_than_the_gpu_is_an_error_naming_it_and_the_device_goes_on() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    // 1 TiB.
    let e = dev
        .alloc_image_zeros::<u8>(1 << 20, 1 << 20, 1)
        .unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert!(
        msg.contains("1048576x1048576") && msg.contains("on device"),
        "{msg}"
    );
    let e = adev
        .alloc_image_zeros::<u8>(1 << 20, 1 << 20, 1)
        .wait()
        .unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert!(msg.contains("1048576x1048576"), "{msg}");
    assert_usable(&dev);
    let img = dev.htod_image_sync_copy(&[9u8; 12], 2, 2, 3).unwrap();
    assert_eq!(dev.dtoh_image_sync_copy(&img).unwrap(), [9u8; 12]);
}

// ---- images and regions as buffers, ordering, frees ----

/// image.rs: "As a plain buffer ..., for a view the bytes from its first pixel to its last (so
/// the columns of the parent between its rows too)"; "`&mut` a write", "a view counts against
/// its image". A region written by a slow kernel on a user stream through `&mut view` covers
/// exactly its span, and a read of the image on the main stream waits for it; a region read by
/// a slow kernel through `&view` is written on the main stream only after.
#[test]
fn a_region_as_a_kernel_argument_is_its_span_and_counts_against_its_image() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    let (w, h) = (100, 20);
    let mut img = dev.alloc_image_zeros::<f32>(w, h, 1).unwrap();
    let pf = img.pitch() / 4;
    let r = Rect::new(10, 5, 30, 8);
    let start = r.y * pf + r.x;
    let n = {
        let mut v = img.region_mut(r).unwrap();
        let n = v.len();
        assert_eq!(n, (r.height - 1) * pf + r.width, "a region's span");
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n values of
        // the region's span, which lies inside the image's allocation.
        unsafe { (&k.fill).launch_on_stream(&s, CFG, (SLOW, &mut v, n, 7.0f32)) }.unwrap();
        n
    };
    let all = dev.dtoh_sync_copy(&img).unwrap();
    let want: Vec<f32> = (0..all.len())
        .map(|i| {
            if (start..start + n).contains(&i) {
                7.0
            } else {
                0.0
            }
        })
        .collect();
    assert_same(
        &all,
        &want,
        "the image after a slow write of a region's span",
    );

    let mut seen = dev.alloc_zeros::<f32>(n).unwrap();
    {
        let v = img.region(r).unwrap();
        // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) reads the n values
        // of the region's span and writes the n values of `seen`.
        unsafe { (&k.copy).launch_on_stream(&s, CFG, (SLOW, &mut seen, &v, n)) }.unwrap();
    }
    dev.htod_image_sync_copy_into(
        &vec![3.0f32; r.width * r.height],
        &mut img.region_mut(r).unwrap(),
    )
    .unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&seen).unwrap(),
        7.0,
        "a slow reader of a region before an upload into it",
    );
    let patched = with_patch(&want, pf, 1, r, &vec![3.0; r.width * r.height]);
    assert_same(
        &dev.dtoh_sync_copy(&img).unwrap(),
        &patched,
        "the image after the upload",
    );
}

/// image.rs, `into_slice`: the memory must come from the stream-ordered allocator or the device
/// must lack it; "Otherwise the image is given back with the reason". An image from
/// `cuMemAllocPitch` whose rows happen to be packed (4096 bytes) is refused on a device with
/// the stream-ordered allocator, and comes back whole; on one without, it becomes a slice of
/// its pixels.
#[test]
fn a_packed_pitched_image_is_given_back_by_into_slice_or_converted() {
    let dev = gpu!();
    let (w, h) = (4096, 4);
    let host = bytes(w * h, 1);
    let img = dev.htod_image_sync_copy(&host, w, h, 1).unwrap();
    if !img.is_packed() {
        println!("the driver padded 4096-byte rows to {}", img.pitch());
        let (img, e) = img.into_slice().unwrap_err();
        expect_err(e, &["into_slice", "not contiguous"]);
        assert_same(
            &dev.dtoh_image_sync_copy(&img).unwrap(),
            &host,
            "given back",
        );
        return;
    }
    match img.into_slice() {
        Ok(slice) => {
            println!("no stream-ordered allocator: the image became a slice");
            assert_same(&dev.dtoh_sync_copy(&slice).unwrap(), &host, "the slice");
        }
        Err((img, e)) => {
            expect_err(e, &["CudaImage::into_slice", "cuMemAllocPitch"]);
            assert_same(
                &dev.dtoh_image_sync_copy(&img).unwrap(),
                &host,
                "the image given back",
            );
            assert_same(
                &dev.dtoh_sync_copy(&img.as_slice().unwrap()).unwrap(),
                &host,
                "its packed rows as a slice",
            );
        }
    }
}
