//! Images round trip through their pitch, zeroed images are zero (padding included), regions read
//! and write only their pixels, 2D copies between pitches, slices become packed images and back,
//! row splits, images as kernel arguments, async twins of the copies, and bad input.

use crate::kernels::{basic, splitmix64};
use cuda_driver::r#async::{AsyncDevice, GpuFuture};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, CudaImage, DriverError, LaunchAsync, LaunchConfig, Rect};
use std::sync::Arc;

fn wait<T>(f: GpuFuture<T>) -> Result<T, DriverError> {
    futures_lite::future::block_on(f)
}

fn bytes(n: usize, seed: u64) -> Vec<u8> {
    let mut s = seed;
    (0..n).map(|_| splitmix64(&mut s) as u8).collect()
}

fn floats(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..n)
        .map(|_| (splitmix64(&mut s) >> 40) as f32 / 1024.0)
        .collect()
}

/// The packed pixels of `rect` of a packed `width`-wide image of `c` channels.
fn crop<T: Copy>(img: &[T], width: usize, c: usize, r: Rect) -> Vec<T> {
    let mut out = Vec::with_capacity(r.width * r.height * c);
    for y in r.y..r.y + r.height {
        let row = (y * width + r.x) * c;
        out.extend_from_slice(&img[row..row + r.width * c]);
    }
    out
}

#[track_caller]
fn expect(e: DriverError, parts: &[&str]) {
    let msg = e.to_string();
    println!("{msg}");
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_VALUE, "{msg}");
    for p in parts {
        assert!(msg.contains(p), "the message names {p:?}: {msg}");
    }
}

#[test]
fn images_round_trip_through_their_pitch() {
    let dev = gpu!();
    for (w, h, c) in [(1, 1, 1), (37, 5, 3), (640, 360, 3), (333, 2, 1)] {
        let host = bytes(w * h * c, (w * h * c) as u64);
        let img = dev.htod_image_sync_copy(&host, w, h, c).unwrap();
        assert_eq!((img.width(), img.height(), img.channels()), (w, h, c));
        assert!(
            img.pitch() >= w * c,
            "pitch {} for {w}x{c} bytes",
            img.pitch()
        );
        assert_eq!(dev.dtoh_image_sync_copy(&img).unwrap(), host, "{w}x{h}x{c}");
        let mut back = vec![0u8; host.len()];
        dev.dtoh_image_sync_copy_into(&img, &mut back).unwrap();
        assert_eq!(back, host);

        let fhost = floats(w * h * c, 7);
        let fimg = dev.htod_image_sync_copy(&fhost, w, h, c).unwrap();
        assert_eq!(fimg.pitch() % 4, 0);
        assert_eq!(dev.dtoh_image_sync_copy(&fimg).unwrap(), fhost);
    }
}

#[test]
fn pixels_whose_size_does_not_divide_the_drivers_pitch_make_images() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    for (w, h) in [(1, 1), (64, 3), (100, 7), (333, 2), (1000, 5)] {
        // A 12-byte RGB f32 pixel: the driver's pitch (a multiple of 512 bytes) is padded to
        // a multiple of 12 as well.
        let host: Vec<[f32; 3]> = (0..w * h)
            .map(|i| [i as f32, i as f32 + 0.5, -(i as f32)])
            .collect();
        let img = dev.htod_image_sync_copy(&host, w, h, 1).unwrap();
        assert_eq!(img.pitch() % 12, 0, "pitch {} for {w} pixels", img.pitch());
        assert!(img.pitch() >= w * 12);
        assert_eq!(dev.dtoh_image_sync_copy(&img).unwrap(), host, "{w}x{h}");
        // Three-byte pixels, zeroed, padding included.
        let z = dev.alloc_image_zeros::<[u8; 3]>(w, h, 1).unwrap();
        assert_eq!(z.pitch() % 3, 0, "pitch {} for {w} pixels", z.pitch());
        assert!(dev.dtoh_sync_copy(&z).unwrap().iter().all(|p| *p == [0; 3]));
        // The async adapter allocates through the same path.
        let a = wait(adev.alloc_image_zeros::<[f32; 3]>(w, h, 1)).unwrap();
        assert_eq!(a.pitch() % 12, 0);
        assert_eq!(
            wait(adev.dtoh_image_copy(&a)).unwrap(),
            vec![[0.0; 3]; w * h]
        );
    }
}

#[test]
fn zeroed_images_are_zero_padding_included() {
    let dev = gpu!();
    let img = dev.alloc_image_zeros::<u8>(37, 9, 3).unwrap();
    // As a plain buffer the image is its whole allocation, padding included.
    let all = dev.dtoh_sync_copy(&img).unwrap();
    assert_eq!(all.len(), img.pitch() * 9);
    assert!(all.iter().all(|&b| b == 0));
}

#[test]
fn regions_read_and_write_only_their_pixels() {
    let dev = gpu!();
    let (w, h, c) = (64, 48, 3);
    let mut img = dev.alloc_image_zeros::<u8>(w, h, c).unwrap();
    let r = Rect::new(5, 9, 10, 7);
    let patch = bytes(r.width * r.height * c, 1);
    dev.htod_image_sync_copy_into(&patch, &mut img.region_mut(r).unwrap())
        .unwrap();
    let all = dev.dtoh_image_sync_copy(&img).unwrap();
    assert_eq!(crop(&all, w, c, r), patch);
    let outside = all.iter().enumerate().filter(|(i, _)| {
        let (x, y) = ((i / c) % w, i / c / w);
        !(r.x..r.x + r.width).contains(&x) || !(r.y..r.y + r.height).contains(&y)
    });
    assert!(outside.into_iter().all(|(_, &b)| b == 0));

    // A region of a region is relative to it.
    let view = img.region(Rect::new(4, 8, 20, 20)).unwrap();
    let inner = view.region(Rect::new(1, 1, 10, 7)).unwrap();
    assert_eq!(dev.dtoh_image_sync_copy(&inner).unwrap(), patch);
    assert_eq!(inner.pitch(), img.pitch());
}

#[test]
fn dtod_copies_between_pitches() {
    let dev = gpu!();
    let (w, h, c) = (50, 20, 3);
    let host = floats(w * h * c, 3);
    let pitched = dev.htod_image_sync_copy(&host, w, h, c).unwrap();
    assert!(!pitched.is_packed());
    let mut packed = CudaImage::from_slice(dev.alloc_zeros::<f32>(w * h * c).unwrap(), w, h, c)
        .map_err(|(_, e)| e)
        .unwrap();
    assert!(packed.is_packed());
    dev.dtod_image_copy(&pitched, &mut packed).unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&packed.as_slice().unwrap()).unwrap(),
        host
    );

    // Region to region of another image.
    let mut other = dev.alloc_image_zeros::<f32>(80, 80, 3).unwrap();
    let src = pitched.region(Rect::new(10, 5, 20, 10)).unwrap();
    let mut dst = other.region_mut(Rect::new(60, 70, 20, 10)).unwrap();
    dev.dtod_image_copy(&src, &mut dst).unwrap();
    assert_eq!(
        dev.dtoh_image_sync_copy(&dst).unwrap(),
        crop(&host, w, c, Rect::new(10, 5, 20, 10))
    );
}

#[test]
fn slices_become_packed_images_and_back() {
    let dev = gpu!();
    let host = floats(16 * 4, 5);
    let slice = dev.htod_sync_copy(&host).unwrap();
    let (slice, e) = CudaImage::from_slice(slice, 16, 5, 1).unwrap_err();
    expect(e, &["from_slice", "64 elements", "16x5", "holds 80"]);
    let img = CudaImage::from_slice(slice, 16, 4, 1)
        .map_err(|(_, e)| e)
        .unwrap();
    assert_eq!(dev.dtoh_image_sync_copy(&img).unwrap(), host);
    let back = img.into_slice().map_err(|(_, e)| e).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&back).unwrap(), host);

    // Padded rows are no slice.
    let mut pitched = dev.alloc_image_zeros::<u8>(37, 3, 1).unwrap();
    assert!(!pitched.is_packed());
    expect(
        pitched.as_slice().unwrap_err(),
        &["not contiguous", "pitch"],
    );
    expect(pitched.as_slice_mut().unwrap_err(), &["not contiguous"]);
    let (pitched, e) = pitched.into_slice().unwrap_err();
    expect(e, &["into_slice"]);
    drop(pitched);
    dev.synchronize().unwrap();
}

#[test]
fn split_rows_give_disjoint_planes() {
    let dev = gpu!();
    let mut planes = CudaImage::from_slice(dev.alloc_zeros::<u8>(8 * 12).unwrap(), 8, 12, 1)
        .map_err(|(_, e)| e)
        .unwrap();
    let (mut r, gb) = planes.split_rows_mut(4).unwrap();
    let (mut g, mut b) = gb.split_rows_mut(4).unwrap();
    dev.htod_image_sync_copy_into(&[1u8; 32], &mut r).unwrap();
    dev.htod_image_sync_copy_into(&[2u8; 32], &mut g).unwrap();
    dev.htod_image_sync_copy_into(&[3u8; 32], &mut b).unwrap();
    let all = dev.dtoh_sync_copy(&planes.as_slice().unwrap()).unwrap();
    let want: Vec<u8> = [1u8, 2, 3].iter().flat_map(|&v| [v; 32]).collect();
    assert_eq!(all, want);
    expect(planes.split_rows_mut(0).unwrap_err(), &["split_rows_mut"]);
    expect(planes.split_rows_mut(12).unwrap_err(), &["12 rows"]);
}

#[test]
fn images_are_kernel_arguments() {
    let dev = gpu!();
    basic(&dev);
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let mut img = CudaImage::from_slice(dev.alloc_zeros::<f32>(16 * 4).unwrap(), 16, 4, 1)
        .map_err(|(_, e)| e)
        .unwrap();
    // SAFETY: add_one(float *x, size_t n) touches the first n values: the packed image.
    unsafe { add_one.launch(LaunchConfig::for_num_elems(64), (&mut img, 64usize)) }.unwrap();
    assert_eq!(dev.dtoh_image_sync_copy(&img).unwrap(), vec![1.0; 64]);
}

#[test]
fn async_twins_match_the_sync_copies() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let (w, h, c) = (61, 17, 3);
    let host = bytes(w * h * c, 11);
    let img = wait(adev.htod_image_copy(host.clone(), w, h, c)).unwrap();
    assert_eq!(wait(adev.dtoh_image_copy(&img)).unwrap(), host);
    assert_eq!(dev.dtoh_image_sync_copy(&img).unwrap(), host);

    let mut zero = wait(adev.alloc_image_zeros::<u8>(w, h, c)).unwrap();
    assert!(
        dev.dtoh_image_sync_copy(&zero)
            .unwrap()
            .iter()
            .all(|&b| b == 0)
    );
    wait(adev.dtod_image_copy(&img, &mut zero)).unwrap();
    let back = wait(adev.dtoh_image_copy_into(&zero, Vec::with_capacity(4))).unwrap();
    assert_eq!(back, host);

    let r = Rect::new(3, 4, 5, 6);
    let patch = bytes(r.width * r.height * c, 12);
    wait(adev.htod_image_copy_into(patch.clone(), &mut zero.region_mut(r).unwrap())).unwrap();
    assert_eq!(
        crop(&dev.dtoh_image_sync_copy(&zero).unwrap(), w, c, r),
        patch
    );
}

#[test]
fn async_copies_are_ordered_with_sync_calls_and_drops() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let (w, h, c) = (1920, 1080, 3);
    let host = bytes(w * h * c, 13);
    let mut img = dev.alloc_image_zeros::<u8>(w, h, c).unwrap();
    // Not awaited: the sync read must still see it.
    let pending = adev.htod_image_copy_into(host.clone(), &mut img);
    assert_eq!(dev.dtoh_image_sync_copy(&img).unwrap(), host);
    wait(pending).unwrap();

    // The image may go while a download of it is in flight: the free waits for it.
    let download = adev.dtoh_image_copy(&img);
    drop(img);
    assert_eq!(wait(download).unwrap(), host);
    // A leaked future is sound too.
    let img = dev.htod_image_sync_copy(&host, w, h, c).unwrap();
    std::mem::forget(adev.dtoh_image_copy(&img));
    drop(img);
    dev.synchronize().unwrap();
}

#[test]
fn bad_input_is_an_error_naming_it() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    expect(
        dev.alloc_image_zeros::<u8>(0, 10, 3).unwrap_err(),
        &["alloc_image_zeros", "0x10 with 3 channels"],
    );
    expect(
        dev.alloc_image_zeros::<f32>(10, 10, 0).unwrap_err(),
        &["at least 1"],
    );
    expect(
        wait(adev.alloc_image_zeros::<u8>(4, 0, 1)).unwrap_err(),
        &["at least 1"],
    );
    expect(
        dev.htod_image_sync_copy(&[0u8; 10], 4, 4, 1).unwrap_err(),
        &["htod_image_sync_copy", "10 elements", "holds 16"],
    );
    expect(
        wait(adev.htod_image_copy(vec![0u8; 10], 4, 4, 1)).unwrap_err(),
        &["htod_image_copy", "10 elements"],
    );
    let mut img = dev.alloc_image_zeros::<u8>(64, 48, 3).unwrap();
    expect(
        img.region(Rect::new(60, 0, 5, 48)).unwrap_err(),
        &["out of range", "64x48", "column 65"],
    );
    expect(
        img.region_mut(Rect::new(0, 0, 0, 48)).unwrap_err(),
        &["empty"],
    );
    expect(
        dev.htod_image_sync_copy_into(&[0u8; 5], &mut img)
            .unwrap_err(),
        &["htod_image_sync_copy_into", "5 elements"],
    );
    expect(
        wait(adev.htod_image_copy_into(vec![0u8; 5], &mut img)).unwrap_err(),
        &["htod_image_copy_into"],
    );
    let mut host = vec![0u8; 3];
    expect(
        dev.dtoh_image_sync_copy_into(&img, &mut host).unwrap_err(),
        &["dtoh_image_sync_copy_into"],
    );
    let mut gray = dev.alloc_image_zeros::<u8>(64, 48, 1).unwrap();
    expect(
        dev.dtod_image_copy(&img, &mut gray).unwrap_err(),
        &["dtod_image_copy", "3 channels", "1 channel"],
    );
    expect(
        wait(adev.dtod_image_copy(&img, &mut gray)).unwrap_err(),
        &["dtod_image_copy"],
    );

    // An image of another CudaDevice object of the same GPU.
    let other: Arc<CudaDevice> = CudaDevice::new(0).unwrap();
    let foreign = other.alloc_image_zeros::<u8>(64, 48, 3).unwrap();
    expect(
        dev.dtod_image_copy(&foreign, &mut img).unwrap_err(),
        &["two CudaDevice objects of one GPU"],
    );
    expect(
        dev.dtoh_image_sync_copy(&foreign).unwrap_err(),
        &["belongs to device"],
    );
    expect(
        wait(adev.dtoh_image_copy(&foreign)).unwrap_err(),
        &["this AsyncDevice wraps"],
    );
    // Still usable.
    assert_eq!(dev.dtoh_image_sync_copy(&gray).unwrap().len(), 64 * 48);
}
