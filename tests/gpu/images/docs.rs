//! The asserting examples of the image and image-copy docs (`no_run`, so doc tests never run them)
//! hold on a GPU.

use crate::images::crop;
use crate::support::assert_same;
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::CudaDevice;
use cuda_driver::driver::{CudaImage, DeviceImage, Rect};
use std::sync::Arc;

// ---- the examples of the docs ----

/// image.rs, image/view.rs: the assertions of the `no_run` examples of `DeviceImage`,
/// `CudaImage` and the views (geometry, regions, views of views, packed rows, splits,
/// `from_slice` / `into_slice` / `as_slice`), which doc tests compile but never run.
#[test]
fn the_asserting_examples_of_the_image_docs_hold_on_a_gpu() {
    let dev = gpu!();
    fn pixels<T>(img: &impl DeviceImage<T>) -> usize {
        DeviceImage::width(img) * DeviceImage::height(img)
    }
    fn bottom_half<T>(img: &impl DeviceImage<T>) -> Rect {
        let (w, h) = (DeviceImage::width(img), DeviceImage::height(img));
        Rect::new(0, h / 2, w, h - h / 2)
    }
    fn values<T>(img: &impl DeviceImage<T>) -> usize {
        DeviceImage::width(img) * DeviceImage::height(img) * DeviceImage::channels(img)
    }
    fn padding<T>(img: &impl DeviceImage<T>) -> usize {
        DeviceImage::pitch(img) - DeviceImage::row_bytes(img)
    }
    let mut img = dev.alloc_image_zeros::<u8>(640, 360, 3).unwrap();
    let pitch = img.pitch();
    {
        let part = img.region(Rect::new(0, 0, 320, 180)).unwrap();
        assert_eq!(
            (part.width(), part.height(), part.channels()),
            (320, 180, 3)
        );
        assert_eq!(part.pitch(), pitch);
        assert_eq!(img.region(Rect::new(0, 0, 10, 10)).unwrap().pitch(), pitch);
        assert!(img.region(Rect::new(600, 0, 40, 360)).is_ok());
        assert!(img.region(Rect::new(600, 0, 41, 360)).is_err());
        assert_eq!(img.region(Rect::new(0, 0, 320, 360)).unwrap().width(), 320);
        assert_eq!(img.region(Rect::new(0, 0, 640, 180)).unwrap().height(), 180);
    }
    assert_eq!(pixels(&img), 640 * 360);
    assert_eq!(padding(&img) + 640 * 3, pitch);
    assert!(pitch >= 640 * 3);
    assert_eq!(img.view_mut().width(), 640);
    assert_eq!(img.view_mut().pitch(), pitch);
    assert_eq!(img.view_mut().split_rows_mut(100).unwrap().1.height(), 260);
    assert_eq!(img.view().width(), 640);
    assert_eq!(img.device().ordinal(), dev.ordinal());
    let odd = dev.alloc_image_zeros::<u8>(640, 361, 1).unwrap();
    assert_eq!(bottom_half(&odd), Rect::new(0, 180, 640, 181));
    let mut f = dev.alloc_image_zeros::<f32>(64, 48, 3).unwrap();
    assert_eq!(values(&f), 64 * 48 * 3);
    assert_eq!(f.channels(), 3);
    assert_eq!(f.region(Rect::new(8, 8, 8, 8)).unwrap().channels(), 3);
    assert_eq!(f.view_mut().channels(), 3);
    let mut wide = dev.alloc_image_zeros::<f32>(640, 360, 3).unwrap();
    assert_eq!(DeviceImage::row_bytes(&wide), 640 * 3 * 4);
    assert_eq!(wide.row_bytes(), 640 * 3 * 4);
    assert_eq!(
        wide.region(Rect::new(0, 0, 10, 10)).unwrap().row_bytes(),
        10 * 3 * 4
    );
    assert_eq!(wide.view_mut().row_bytes(), 640 * 3 * 4);

    packed_rows_and_splits(&dev);

    a_region_and_views_of_views_read_their_own_pixels(&dev);
}

/// Whether `img` is packed, asked through the trait (as generic code asks it).
fn packed<T>(img: &impl DeviceImage<T>) -> bool {
    DeviceImage::is_packed(img)
}

/// The examples of packed rows (`is_packed`, `from_slice`, `into_slice`) and row splits.
fn packed_rows_and_splits(dev: &Arc<CudaDevice>) {
    // Packed rows.
    let small = CudaImage::from_slice(dev.alloc_zeros::<u8>(30).unwrap(), 5, 2, 3)
        .map_err(|(_, e)| e)
        .unwrap();
    assert!(packed(&small));
    let chw = CudaImage::from_slice(dev.alloc_zeros::<f32>(3 * 640 * 640).unwrap(), 640, 1920, 1)
        .map_err(|(_, e)| e)
        .unwrap();
    assert!(chw.is_packed());
    let mut eight = CudaImage::from_slice(dev.alloc_zeros::<u8>(64).unwrap(), 8, 8, 1)
        .map_err(|(_, e)| e)
        .unwrap();
    assert!(eight.is_packed());
    assert!(!eight.region(Rect::new(0, 0, 4, 8)).unwrap().is_packed());
    assert!(eight.view_mut().is_packed());
    let back = CudaImage::from_slice(dev.alloc_zeros::<u8>(16 * 4).unwrap(), 16, 4, 1)
        .map_err(|(_, e)| e)
        .unwrap()
        .into_slice()
        .map_err(|(_, e)| e)
        .unwrap();
    assert_eq!(back.len(), 64);
    let twelve = CudaImage::from_slice(dev.alloc_zeros::<f32>(12).unwrap(), 4, 3, 1)
        .map_err(|(_, e)| e)
        .unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&twelve.as_slice().unwrap())
            .unwrap()
            .len(),
        12
    );

    // Splits.
    let mut planes = dev.alloc_image_zeros::<f32>(640, 3 * 640, 1).unwrap();
    let (r, gb) = planes.split_rows_mut(640).unwrap();
    let (g, b) = gb.split_rows_mut(640).unwrap();
    assert_eq!((r.height(), g.height(), b.height()), (640, 640, 640));
}

/// The `CudaImage` example (a region of an upload reads back its own pixels) and views of views.
fn a_region_and_views_of_views_read_their_own_pixels(dev: &Arc<CudaDevice>) {
    // The CudaImage example: a region of an upload reads back its own pixels.
    let pixels: Vec<u8> = (0..64 * 48 * 3).map(|i| i as u8).collect();
    let up = dev.htod_image_sync_copy(&pixels, 64, 48, 3).unwrap();
    assert!(up.pitch() >= 64 * 3);
    let top_left = up.region(Rect::new(0, 0, 32, 24)).unwrap();
    let got = dev.dtoh_image_sync_copy(&top_left).unwrap();
    assert_eq!(&got[..6], &pixels[..6]);
    assert_same(
        &got,
        &crop(&pixels, 64, 3, Rect::new(0, 0, 32, 24)),
        "the top-left quarter",
    );

    // Views of views.
    let gray = dev.alloc_image_zeros::<u8>(640, 360, 1).unwrap();
    let right = gray.region(Rect::new(320, 0, 320, 360)).unwrap();
    assert_eq!(right.region(Rect::new(0, 0, 10, 10)).unwrap().width(), 10);
    let mut sq = dev.alloc_image_zeros::<u8>(64, 64, 1).unwrap();
    let v = sq.region(Rect::new(32, 32, 32, 32)).unwrap();
    assert!(v.region(Rect::new(16, 16, 17, 1)).is_err());
    let vm = sq.view_mut();
    assert!(vm.region(Rect::new(0, 0, 8, 8)).is_ok());
}

/// image_copy.rs, async/image.rs: the assertions of the `no_run` examples of the copies, sync
/// and async: zeroed allocations read back zero, uploads read back what was uploaded, a
/// download into a host buffer overwrites it.
#[test]
fn the_asserting_examples_of_the_image_copy_docs_hold_on_a_gpu() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let img = dev.alloc_image_zeros::<f32>(640, 360, 3).unwrap();
    assert!(img.pitch() >= 640 * 3 * 4);
    assert!(
        dev.dtoh_image_sync_copy(&img)
            .unwrap()
            .iter()
            .all(|&v| v == 0.0)
    );
    let img = dev
        .htod_image_sync_copy(&[0u8; 4 * 3 * 3], 4, 3, 3)
        .unwrap();
    assert_eq!((img.width(), img.height(), img.channels()), (4, 3, 3));
    let img = dev.htod_image_sync_copy(&[1u8, 2, 3, 4], 2, 2, 1).unwrap();
    assert_eq!(dev.dtoh_image_sync_copy(&img).unwrap(), [1, 2, 3, 4]);
    let img = dev.alloc_image_zeros::<u16>(2, 2, 1).unwrap();
    let mut host = [7u16; 4];
    dev.dtoh_image_sync_copy_into(&img, &mut host).unwrap();
    assert_eq!(host, [0; 4]);

    let img = adev.htod_image_copy(vec![5u8; 6], 3, 2, 1).wait().unwrap();
    assert_eq!(adev.dtoh_image_copy(&img).wait().unwrap(), [5; 6]);
    let img = adev.alloc_image_zeros::<u8>(3, 2, 1).wait().unwrap();
    let host = adev
        .dtoh_image_copy_into(&img, Vec::with_capacity(6))
        .wait()
        .unwrap();
    assert_eq!(host, [0; 6]);
}
