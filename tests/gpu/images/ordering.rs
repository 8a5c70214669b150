//! Image copies ordered with slow work on user streams and other threads, sync and async; an image
//! freed only after slow readers on any stream; and `from_slice` / `into_slice` keeping pending work
//! ordered.

use crate::kernels::{CFG, SLOW, assert_all, random_f32, slow_kernels};
use crate::support::assert_same;
use crate::support::images::{floats, overwrite, pixels_of, read_words, word_slice, words};
use crate::support::kernels::buf;
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaImage, DeviceSlice, LaunchAsync, Rect};

/// image.rs: the async image copies enqueue "on a pool stream" and take part in the same
/// per-buffer ordering. An image (a packed one, whose slice a kernel can use) written slowly on
/// a user stream, then downloaded; read slowly on a user stream, then a region written through
/// the adapter (future dropped); then copied through the adapter into an image a user stream
/// is still writing slowly.
#[test]
fn async_image_copies_are_ordered_with_slow_work_on_a_user_stream() {
    let (dev, k, adev) = slow_adapter!();
    let s = dev.new_stream().unwrap();
    let (w, h) = (1024, 512);
    let n = w * h;
    let image = |v: f32| {
        CudaImage::from_slice(buf(&dev, v, n), w, h, 1)
            .map_err(|(_, e)| e)
            .unwrap()
    };
    let mut img = image(0.0);
    {
        let mut all = img.as_slice_mut().unwrap();
        // SAFETY: slow_fill writes the n elements of the packed image.
        unsafe { (&k.fill).launch_on_stream(&s, CFG, (SLOW, &mut all, n, 4.0f32)) }.unwrap();
    }
    let got = adev.dtoh_image_copy(&img).wait().unwrap();
    assert_all(
        &got,
        4.0,
        "dtoh_image_copy after a slow write on a user stream",
    );
    let mut y = buf(&dev, 0.0, n);
    {
        let all = img.as_slice().unwrap();
        // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) stays within n.
        unsafe { (&k.copy).launch_on_stream(&s, CFG, (SLOW, &mut y, &all, n)) }.unwrap();
    }
    let r = Rect::new(100, 50, 300, 200);
    let patch = random_f32(r.width * r.height, 5);
    drop(adev.htod_image_copy_into(patch.clone(), &mut img.region_mut(r).unwrap()));
    let got = dev.dtoh_sync_copy(&y).unwrap();
    assert_all(&got, 4.0, "a slow reader before an async region write");
    let back = adev.dtoh_image_copy(&img).wait().unwrap();
    for row in 0..h {
        for col in 0..w {
            let inside =
                (r.y..r.y + r.height).contains(&row) && (r.x..r.x + r.width).contains(&col);
            let want = if inside {
                patch[(row - r.y) * r.width + (col - r.x)]
            } else {
                4.0
            };
            assert_eq!(back[row * w + col], want, "pixel ({col}, {row})");
        }
    }
    let mut img2 = image(0.0);
    {
        let mut all = img2.as_slice_mut().unwrap();
        // SAFETY: slow_fill writes the n elements of the packed image.
        unsafe { (&k.fill).launch_on_stream(&s, CFG, (SLOW, &mut all, n, 9.0f32)) }.unwrap();
    }
    drop(adev.dtod_image_copy(&img, &mut img2));
    let got = dev.dtoh_image_sync_copy(&img2).unwrap();
    assert_same(
        &got,
        &back,
        "dtod_image_copy after a slow write of its destination",
    );
}

/// image.rs: "Images take part in the per-buffer ordering like every other buffer";
/// image_copy.rs: `dtod_image_copy` "is enqueued in order". The sync copies against slow
/// kernels on a user stream: a download after a slow writer, an upload after a slow reader, a
/// device copy after a slow writer of its destination, and a reader on the user stream after a
/// device copy that waits for slow work on the main stream.
#[test]
fn sync_image_copies_are_ordered_with_slow_work_on_a_user_stream() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    let (w, h, c) = (300, 40, 3);
    let mut img = dev.alloc_image_zeros::<f32>(w, h, c).unwrap();
    let pf = img.pitch() / 4;
    let host = floats(words(&img), 1);
    let data = word_slice(&dev, &host);
    let host_pixels = pixels_of(&host, pf, w, h, c);

    overwrite(&k, Some(&s), &mut img, &data, SLOW);
    assert_same(
        &dev.dtoh_image_sync_copy(&img).unwrap(),
        &host_pixels,
        "dtoh_image_sync_copy after a slow writer on a user stream",
    );

    let seen = read_words(&dev, &k, Some(&s), &img, SLOW);
    let up = floats(w * h * c, 2);
    dev.htod_image_sync_copy_into(&up, &mut img).unwrap();
    assert_same(
        &dev.dtoh_sync_copy(&seen).unwrap(),
        &host,
        "a slow reader on a user stream before htod_image_sync_copy_into",
    );
    assert_same(&dev.dtoh_image_sync_copy(&img).unwrap(), &up, "the upload");

    let mut dst = dev.alloc_image_zeros::<f32>(w, h, c).unwrap();
    let nd = dst.len();
    // SAFETY: slow_fill writes the nd values of dst's whole allocation.
    unsafe { (&k.fill).launch_on_stream(&s, CFG, (SLOW, &mut dst, nd, 9.0f32)) }.unwrap();
    dev.dtod_image_copy(&img, &mut dst).unwrap();
    assert_same(
        &dev.dtoh_image_sync_copy(&dst).unwrap(),
        &up,
        "dtod_image_copy after a slow writer of its destination",
    );

    overwrite(&k, None, &mut img, &data, SLOW);
    dev.dtod_image_copy(&img, &mut dst).unwrap();
    let seen = read_words(&dev, &k, Some(&s), &dst, 0);
    assert_same(
        &pixels_of(
            &dev.dtoh_sync_copy(&seen).unwrap(),
            dst.pitch() / 4,
            w,
            h,
            c,
        ),
        &host_pixels,
        "a reader on a user stream after a dtod_image_copy behind slow work",
    );
}

/// image.rs: "Freed when dropped, after every read and write of it enqueued on any stream"
/// (pitched memory, freed synchronously, and images from `from_slice`, freed in stream order).
/// An image read slowly on a user stream, or downloaded through the adapter behind a slow
/// writer, is dropped; memory of its size is taken and written at once: the readers still see
/// the old values.
#[test]
fn an_image_is_freed_only_after_slow_readers_on_any_stream() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    let (w, h) = (256, 64);
    for pitched in [true, false] {
        let make = |v: f32| -> CudaImage<f32> {
            let mut img = if pitched {
                dev.alloc_image_zeros::<f32>(w, h, 1).unwrap()
            } else {
                CudaImage::from_slice(dev.alloc_zeros::<f32>(w * h).unwrap(), w, h, 1)
                    .map_err(|(_, e)| e)
                    .unwrap()
            };
            let n = img.len();
            dev.htod_sync_copy_into(&vec![v; n], &mut img).unwrap();
            img
        };
        let what = if pitched { "pitched" } else { "from_slice" };
        let img = make(1.0);
        let seen = read_words(&dev, &k, Some(&s), &img, SLOW);
        drop(img);
        let fresh: Vec<_> = (0..4).map(|i| make(20.0 + i as f32)).collect();
        assert_all(
            &dev.dtoh_sync_copy(&seen).unwrap(),
            1.0,
            &format!("{what}: a slow reader of a dropped image"),
        );
        for (i, f) in fresh.iter().enumerate() {
            assert_all(&dev.dtoh_sync_copy(f).unwrap(), 20.0 + i as f32, what);
        }

        let mut img = make(0.0);
        let n = img.len();
        // SAFETY: slow_fill writes the n values of the image's whole allocation.
        unsafe { (&k.fill).launch_on_stream(&s, CFG, (SLOW, &mut img, n, 5.0f32)) }.unwrap();
        let download = adev.dtoh_image_copy(&img);
        drop(img);
        let fresh: Vec<_> = (0..4).map(|i| make(30.0 + i as f32)).collect();
        assert_all(
            &download.wait().unwrap(),
            5.0,
            &format!("{what}: an async download of a dropped image"),
        );
        for (i, f) in fresh.iter().enumerate() {
            assert_all(&dev.dtoh_sync_copy(f).unwrap(), 30.0 + i as f32, what);
        }
    }
}

/// image.rs, `from_slice`: "No copy is made; work still pending on the slice stays ordered
/// before the image's uses"; `into_slice`: "its record moves with it". A slice written slowly
/// on a user stream becomes an image that is read at once; an image written (then read) slowly
/// as a kernel argument becomes a slice that is read (then written) at once.
#[test]
fn from_slice_and_into_slice_keep_pending_work_ordered() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    let (w, h) = (512, 128);
    let n = w * h;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    k.fill(Some(&s), &mut x, 5.0, SLOW);
    let mut img = CudaImage::from_slice(x, w, h, 1)
        .map_err(|(_, e)| e)
        .unwrap();
    assert_all(
        &dev.dtoh_image_sync_copy(&img).unwrap(),
        5.0,
        "an image from a slice a slow kernel is writing",
    );
    // SAFETY: slow_fill writes the n values of the packed image.
    unsafe { (&k.fill).launch_on_stream(&s, CFG, (SLOW, &mut img, n, 6.0f32)) }.unwrap();
    let x = img.into_slice().map_err(|(_, e)| e).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        6.0,
        "a slice from an image a slow kernel is writing",
    );
    let img = CudaImage::from_slice(x, w, h, 1)
        .map_err(|(_, e)| e)
        .unwrap();
    let seen = read_words(&dev, &k, Some(&s), &img, SLOW);
    let mut x = img.into_slice().map_err(|(_, e)| e).unwrap();
    dev.htod_sync_copy_into(&vec![7.0f32; n], &mut x).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&seen).unwrap(),
        6.0,
        "a slow reader of an image whose slice is then written",
    );
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 7.0, "the slice");
}

/// DESIGN.md / image.rs: ordering holds "across secondary streams ... and threads": a
/// `dtod_image_copy` on another thread (its own stream) after a slow write on this thread's,
/// read back here; and a slow write on another thread, copied here.
#[test]
fn dtod_image_copy_on_other_threads_is_ordered_with_this_threads_work() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (w, h, c) = (200, 30, 3);
    let mut src = dev.alloc_image_zeros::<f32>(w, h, c).unwrap();
    let mut dst = dev.alloc_image_zeros::<f32>(w, h, c).unwrap();
    let pf = src.pitch() / 4;
    let host = floats(words(&src), 1);
    let data = word_slice(&dev, &host);
    overwrite(&k, None, &mut src, &data, SLOW);
    std::thread::scope(|sc| {
        let (dev, src, dst) = (&dev, &src, &mut dst);
        sc.spawn(move || dev.dtod_image_copy(src, dst).unwrap());
    });
    assert_same(
        &dev.dtoh_image_sync_copy(&dst).unwrap(),
        &pixels_of(&host, pf, w, h, c),
        "a copy on another thread after a slow write here",
    );

    let host2 = floats(words(&src), 2);
    let data2 = word_slice(&dev, &host2);
    std::thread::scope(|sc| {
        let (k, src, data2) = (&k, &mut src, &data2);
        sc.spawn(move || overwrite(k, None, src, data2, SLOW));
    });
    dev.dtod_image_copy(&src, &mut dst).unwrap();
    assert_same(
        &dev.dtoh_image_sync_copy(&dst).unwrap(),
        &pixels_of(&host2, pf, w, h, c),
        "a copy here after a slow write on another thread",
    );
}
