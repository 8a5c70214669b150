//! Claims of the docs of pitched images and NPP, each attacked by a test.
//!
//! The claims are those of `src/driver/safe/{image.rs, image/parts.rs, image/view.rs,
//! image_copy.rs}`, `src/async/image.rs`, `src/npp/*` (feature `npp`) and of the README's
//! "Images and NPP" that tests/gpu/images.rs, tests/gpu/npp.rs and the image attacks of
//! tests/gpu/claims_async.rs leave undefended: the asserting `no_run` examples (doc tests never
//! run them), that copies move exactly the pixels and never the padding (every byte of every
//! allocation is checked, padding included, against a CPU model of the pitched layout), regions
//! and views that are empty or reach outside, images too large, images and regions as plain
//! buffers and kernel arguments, and the ordering of the sync copies, of `from_slice` /
//! `into_slice` and of frees with slow kernels on other streams and threads. For NPP (module
//! `npp_claims`, feature `npp`, skipped without the library as tests/gpu/npp.rs does): every
//! operation ordered after a slow writer of its source on a user stream, and after slow readers
//! and writers of its destination, with later work on other streams ordered after it, through
//! `Npp` and `AsyncNpp` (futures dropped or forgotten); calls from other threads; bad arguments
//! refused before anything runs, naming the operation and the image; sizes too large for NPP's
//! 32-bit arguments; and the interpolations and semantics the docs promise.
//!
//! Slow kernels (`SLOW` is about 50 ms on an H100) run ahead of the operation under attack, so
//! that an operation that overtakes them sees (or leaves behind) stale values. Those kernels move
//! 4-byte words bit for bit, so they write and read images of any pixel type over their whole
//! allocation (padding included); test bytes stay below 200, so that no word is a NaN.

use crate::kernels::{CFG, SLOW, SlowKernels, assert_all, assert_usable, slow_kernels, splitmix64};
use crate::support::assert_same;
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, CudaImage, CudaImageView, CudaImageViewMut, CudaSlice, CudaStream, DeviceImage,
    DeviceSlice, DriverError, LaunchAsync, Rect,
};
use std::sync::Arc;

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

/// `n` pseudo-random bytes below 200 (four of them never make a NaN word).
fn bytes(n: usize, seed: u64) -> Vec<u8> {
    let mut s = seed;
    (0..n).map(|_| (splitmix64(&mut s) % 200) as u8).collect()
}

/// `n` pseudo-random floats in [0, 255).
fn floats(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..n)
        .map(|_| (splitmix64(&mut s) >> 40) as f32 / (1u64 << 24) as f32 * 255.0)
        .collect()
}

/// The 4-byte words of an image's whole allocation (padding included).
fn words<T>(img: &CudaImage<T>) -> usize {
    let b = img.len() * size_of::<T>();
    assert_eq!(b % 4, 0, "an allocation of {b} bytes is not whole words");
    b / 4
}

/// `w` on the device.
fn word_slice(dev: &Arc<CudaDevice>, w: &[f32]) -> CudaSlice<f32> {
    dev.htod_sync_copy(w).unwrap()
}

/// Writes `src` over the whole allocation of `img` (padding included), word for word, on `on`
/// (the calling thread's stream if `None`) after a spin of `cycles`: a (slow) writer of `img`.
fn overwrite<T>(
    k: &SlowKernels,
    on: Option<&CudaStream>,
    img: &mut CudaImage<T>,
    src: &CudaSlice<f32>,
    cycles: u64,
) {
    let n = words(img);
    assert_eq!(src.len(), n, "words for the whole allocation");
    // SAFETY: slow_copy(unsigned long long, float *dst, const float *src, size_t n) moves n
    // words: the image's whole allocation (pitch * height bytes) and all of `src`.
    unsafe {
        match on {
            None => (&k.copy).launch(CFG, (cycles, img, src, n)),
            Some(s) => (&k.copy).launch_on_stream(s, CFG, (cycles, img, src, n)),
        }
    }
    .unwrap();
}

/// Copies the whole allocation of `img` into a new buffer of words on `on` after a spin of
/// `cycles`: a (slow) reader of `img`.
fn read_words<T>(
    dev: &Arc<CudaDevice>,
    k: &SlowKernels,
    on: Option<&CudaStream>,
    img: &CudaImage<T>,
    cycles: u64,
) -> CudaSlice<f32> {
    let n = words(img);
    let mut out = dev.alloc_zeros::<f32>(n).unwrap();
    // SAFETY: slow_copy moves n words: all of `out` and the image's whole allocation.
    unsafe {
        match on {
            None => (&k.copy).launch(CFG, (cycles, &mut out, img, n)),
            Some(s) => (&k.copy).launch_on_stream(s, CFG, (cycles, &mut out, img, n)),
        }
    }
    .unwrap();
    out
}

/// The packed pixels of a `w` x `h` image of `c` values per pixel whose rows start `pitch`
/// values apart in `raw`.
fn pixels_of<V: Copy>(raw: &[V], pitch: usize, w: usize, h: usize, c: usize) -> Vec<V> {
    (0..h)
        .flat_map(|y| raw[y * pitch..y * pitch + w * c].iter().copied())
        .collect()
}

/// `raw` (rows `pitch` values apart, `c` values per pixel) with the pixels of `r` replaced by
/// the packed `patch`.
fn with_patch<V: Copy>(raw: &[V], pitch: usize, c: usize, r: Rect, patch: &[V]) -> Vec<V> {
    assert_eq!(patch.len(), r.width * r.height * c);
    let mut out = raw.to_vec();
    for y in 0..r.height {
        let at = (r.y + y) * pitch + r.x * c;
        out[at..at + r.width * c].copy_from_slice(&patch[y * r.width * c..(y + 1) * r.width * c]);
    }
    out
}

/// The packed pixels of `r` of a packed `w`-wide image of `c` values per pixel.
fn crop<V: Copy>(packed: &[V], w: usize, c: usize, r: Rect) -> Vec<V> {
    pixels_of(&packed[(r.y * w + r.x) * c..], w * c, r.width, r.height, c)
}

/// A region inside a `w` x `h` image, away from its corner where the image allows.
fn inner(w: usize, h: usize) -> Rect {
    let (x, y) = (w / 3, h / 3);
    Rect::new(x, y, (w - x).div_ceil(2), (h - y).div_ceil(2))
}

/// Fails unless `e` is `CUDA_ERROR_INVALID_VALUE` and its message names every one of `parts`.
#[track_caller]
fn expect_err(e: DriverError, parts: &[&str]) {
    let msg = e.to_string();
    println!("{msg}");
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_VALUE, "{msg}");
    for p in parts {
        assert!(msg.contains(p), "the message names {p:?}: {msg}");
    }
}

/// The compile-time claims: images and their views can be shared with and sent to other
/// threads (the tests below use them from scoped threads).
const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<CudaImage<f32>>();
    assert_send_sync::<CudaImageView<'static, u8>>();
    assert_send_sync::<CudaImageViewMut<'static, u8>>();
};

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
    fn packed<T>(img: &impl DeviceImage<T>) -> bool {
        DeviceImage::is_packed(img)
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

    // Still usable, every pixel as uploaded.
    assert_same(
        &dev.dtoh_image_sync_copy(&img).unwrap(),
        &host,
        "after the errors",
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

// ---- NPP ----

#[cfg(feature = "npp")]
mod npp_claims {
    //! NPP's claims (feature `npp`); each test skips without a GPU or without NPP.

    use super::*;
    use cuda_driver::driver::{DeviceRepr, ValidAsZeroBits};
    use cuda_driver::npp::{AsyncNpp, Interpolation, Npp, NppPixel, YuvMatrix};

    /// A pixel type of the tests: `u8` or `f32`.
    trait Px: DeviceRepr + ValidAsZeroBits + Copy + PartialEq + std::fmt::Debug + Send + Sync {
        /// The value's bits, for exact comparisons.
        fn bits(self) -> u32;
        /// `words` 4-byte words of test data for an image of this type.
        fn pattern(words: usize, seed: u64) -> Vec<f32>;
        /// The bits of the values that `words` hold.
        fn elems(words: &[f32]) -> Vec<u32>;
    }

    impl Px for u8 {
        fn bits(self) -> u32 {
            self as u32
        }
        fn pattern(words: usize, seed: u64) -> Vec<f32> {
            bytes(4 * words, seed)
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        }
        fn elems(words: &[f32]) -> Vec<u32> {
            words
                .iter()
                .flat_map(|w| w.to_le_bytes())
                .map(u32::from)
                .collect()
        }
    }

    impl Px for f32 {
        fn bits(self) -> u32 {
            self.to_bits()
        }
        fn pattern(words: usize, seed: u64) -> Vec<f32> {
            floats(words, seed)
        }
        fn elems(words: &[f32]) -> Vec<u32> {
            words.iter().map(|w| w.to_bits()).collect()
        }
    }

    /// The bits of every value of an image's whole allocation, padding included, read in order.
    fn bits<T: Px>(dev: &Arc<CudaDevice>, img: &CudaImage<T>) -> Vec<u32> {
        dev.dtoh_sync_copy(img)
            .unwrap()
            .into_iter()
            .map(Px::bits)
            .collect()
    }

    /// About 12 ms: NPP's work on these small images takes microseconds, so a call that does
    /// not wait for a spin this long sees (or leaves) stale values.
    const SPIN: u64 = SLOW / 4;

    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Mode {
        Sync,
        Async,
    }

    const MODES: [Mode; 2] = [Mode::Sync, Mode::Async];

    struct Fx {
        dev: Arc<CudaDevice>,
        npp: Npp,
        anpp: AsyncNpp,
        k: SlowKernels,
        s: CudaStream,
    }

    /// The device, `Npp`, `AsyncNpp`, the slow kernels and a user stream; or a skip (no GPU, or
    /// no NPP library).
    fn fixture() -> Option<Fx> {
        let dev = crate::support::device()?;
        let (npp, anpp) = crate::support::npp(&dev)?;
        let k = slow_kernels(&dev);
        let s = dev.new_stream().unwrap();
        Some(Fx {
            dev,
            npp,
            anpp,
            k,
            s,
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

    /// Runs an NPP method through `Npp` (unwrapped) or `AsyncNpp` (the future dropped at once:
    /// what follows must be ordered after it by the images' records alone).
    macro_rules! run {
        ($f:expr, $mode:expr, $m:ident($($a:expr),* $(,)?)) => {
            match $mode {
                Mode::Sync => $f.npp.$m($($a),*).unwrap(),
                Mode::Async => drop($f.anpp.$m($($a),*)),
            }
        };
    }

    /// Runs an NPP method through `Npp` or `AsyncNpp` (awaited), giving its result.
    macro_rules! try_run {
        ($f:expr, $mode:expr, $m:ident($($a:expr),* $(,)?)) => {
            match $mode {
                Mode::Sync => $f.npp.$m($($a),*),
                Mode::Async => $f.anpp.$m($($a),*).wait(),
            }
        };
    }

    const _: () = {
        const fn assert_send_sync<T: Send + Sync + Clone>() {}
        // handle.rs: "Cheap to clone; `Send` and `Sync`."
        assert_send_sync::<Npp>();
        assert_send_sync::<AsyncNpp>();
    };

    fn zeros<T: Px>(dev: &Arc<CudaDevice>, w: usize, h: usize, c: usize) -> CudaImage<T> {
        dev.alloc_image_zeros(w, h, c).unwrap()
    }

    /// An image whose whole allocation holds test data; and the bits of its values.
    fn patterned<T: Px>(
        f: &Fx,
        (w, h, c): (usize, usize, usize),
        seed: u64,
    ) -> (CudaImage<T>, Vec<u32>) {
        let mut img = zeros::<T>(&f.dev, w, h, c);
        let host = T::pattern(words(&img), seed);
        overwrite(&f.k, None, &mut img, &word_slice(&f.dev, &host), 0);
        (img, T::elems(&host))
    }

    /// RGB to BGR of packed pixels.
    fn swapped<V: Copy>(px: &[V]) -> Vec<V> {
        px.chunks(3).flat_map(|p| [p[2], p[1], p[0]]).collect()
    }

    /// A seed from a name.
    fn seed(what: &str) -> u64 {
        what.bytes()
            .fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(b as u64))
    }

    // ---- ordering ----

    /// `op` runs an NPP call that reads `src` (it zeroes what it writes first) and returns the
    /// bits of what it wrote. It runs on `src` written at once, on `src` zeroed, and on `src`
    /// zeroed and then written again slowly on a user stream: the first and the last must
    /// agree (the call waited for the slow writer) and differ from the second (so a call that
    /// overtook the writer would show).
    fn waits_for_a_slow_writer_of_its_source<T: Px>(
        f: &Fx,
        what: &str,
        src: &mut CudaImage<T>,
        mut op: impl FnMut(&CudaImage<T>) -> Vec<u32>,
    ) {
        let data = word_slice(&f.dev, &T::pattern(words(src), seed(what)));
        overwrite(&f.k, None, src, &data, 0);
        let want = op(&*src);
        f.dev.memset_zeros(src).unwrap();
        let zero = op(&*src);
        assert_ne!(want, zero, "{what}: the result depends on the source");
        f.dev.memset_zeros(src).unwrap();
        overwrite(&f.k, Some(&f.s), src, &data, SPIN);
        let got = op(&*src);
        assert_same(
            &got,
            &want,
            &format!("{what}: after a slow writer of the source on a user stream"),
        );
    }

    fn every_call_waits_for_a_slow_writer_of_its_source(f: &Fx, mode: Mode) {
        let dev = &f.dev;
        let name = |op: &str| format!("{mode:?} {op}");
        {
            let mut src = zeros::<u8>(dev, 37, 23, 3);
            let mut dst = zeros::<u8>(dev, 61, 41, 3);
            waits_for_a_slow_writer_of_its_source(f, &name("resize"), &mut src, |s| {
                dev.memset_zeros(&mut dst).unwrap();
                run!(f, mode, resize(s, &mut dst, Interpolation::Linear));
                bits(dev, &dst)
            });
        }
        {
            let mut src = zeros::<f32>(dev, 40, 30, 1);
            let mut dst = zeros::<f32>(dev, 64, 48, 1);
            let (sr, dr) = (Rect::new(5, 5, 20, 10), Rect::new(2, 3, 50, 30));
            waits_for_a_slow_writer_of_its_source(f, &name("resize_region"), &mut src, |s| {
                dev.memset_zeros(&mut dst).unwrap();
                run!(
                    f,
                    mode,
                    resize_region(s, sr, &mut dst, dr, Interpolation::Cubic)
                );
                bits(dev, &dst)
            });
        }
        {
            let (dw, dh) = (30, 20);
            let mut st = 5u64;
            let mut coord = |n: usize| {
                (splitmix64(&mut st) % (n as u64 - 3)) as f32
                    + 1.0
                    + (splitmix64(&mut st) % 100) as f32 / 100.0
            };
            let xs: Vec<f32> = (0..dw * dh).map(|_| coord(48)).collect();
            let ys: Vec<f32> = (0..dw * dh).map(|_| coord(40)).collect();
            let xm = dev.htod_image_sync_copy(&xs, dw, dh, 1).unwrap();
            let ym = dev.htod_image_sync_copy(&ys, dw, dh, 1).unwrap();
            let mut src = zeros::<u8>(dev, 48, 40, 3);
            let mut dst = zeros::<u8>(dev, dw, dh, 3);
            waits_for_a_slow_writer_of_its_source(f, &name("remap"), &mut src, |s| {
                dev.memset_zeros(&mut dst).unwrap();
                run!(f, mode, remap(s, &xm, &ym, &mut dst, Interpolation::Linear));
                bits(dev, &dst)
            });
        }
        {
            let mut src = zeros::<f32>(dev, 20, 10, 1);
            let mut dst = zeros::<f32>(dev, 25, 14, 1);
            waits_for_a_slow_writer_of_its_source(f, &name("copy_const_border"), &mut src, |s| {
                dev.memset_zeros(&mut dst).unwrap();
                run!(f, mode, copy_const_border(s, &mut dst, 1, 3, &[2.5]));
                bits(dev, &dst)
            });
        }
        {
            let mut src = zeros::<u8>(dev, 20, 10, 3);
            let mut dst = zeros::<u8>(dev, 24, 17, 3);
            waits_for_a_slow_writer_of_its_source(f, &name("letterbox"), &mut src, |s| {
                dev.memset_zeros(&mut dst).unwrap();
                run!(f, mode, letterbox(s, &mut dst, &[114, 114, 114]));
                bits(dev, &dst)
            });
        }
        {
            let (w, h) = (32, 24);
            let mut frame = zeros::<u8>(dev, w, h * 3 / 2, 1);
            let mut dst = zeros::<u8>(dev, w, h, 3);
            waits_for_a_slow_writer_of_its_source(f, &name("nv12_to_rgb"), &mut frame, |fr| {
                dev.memset_zeros(&mut dst).unwrap();
                let y = fr.region(Rect::new(0, 0, w, h)).unwrap();
                let uv = fr.region(Rect::new(0, h, w, h / 2)).unwrap();
                run!(f, mode, nv12_to_rgb(&y, &uv, &mut dst, YuvMatrix::Bt601));
                bits(dev, &dst)
            });
        }
        {
            let (w, h) = (32, 24);
            let u = dev
                .htod_image_sync_copy(&bytes(w * h / 4, 1), w / 2, h / 2, 1)
                .unwrap();
            let v = dev
                .htod_image_sync_copy(&bytes(w * h / 4, 2), w / 2, h / 2, 1)
                .unwrap();
            let mut y = zeros::<u8>(dev, w, h, 1);
            let mut dst = zeros::<u8>(dev, w, h, 3);
            waits_for_a_slow_writer_of_its_source(f, &name("yuv420_to_rgb"), &mut y, |y| {
                dev.memset_zeros(&mut dst).unwrap();
                run!(
                    f,
                    mode,
                    yuv420_to_rgb(y, &u, &v, &mut dst, YuvMatrix::Bt709)
                );
                bits(dev, &dst)
            });
        }
        {
            let mut src = zeros::<f32>(dev, 33, 17, 3);
            let mut dst = zeros::<f32>(dev, 33, 17, 3);
            waits_for_a_slow_writer_of_its_source(f, &name("rgb_to_bgr"), &mut src, |s| {
                dev.memset_zeros(&mut dst).unwrap();
                run!(f, mode, rgb_to_bgr(s, &mut dst));
                bits(dev, &dst)
            });
        }
        {
            let mut src = zeros::<u8>(dev, 33, 17, 3);
            let mut dst = zeros::<u8>(dev, 33, 17, 1);
            waits_for_a_slow_writer_of_its_source(f, &name("rgb_to_gray"), &mut src, |s| {
                dev.memset_zeros(&mut dst).unwrap();
                run!(f, mode, rgb_to_gray(s, &mut dst));
                bits(dev, &dst)
            });
        }
        {
            let mut src = zeros::<u8>(dev, 21, 13, 3);
            let mut dst = zeros::<f32>(dev, 21, 13, 3);
            let (scale, offset) = ([0.5f32, 2.0, 1.0 / 255.0], [1.0f32, -3.0, 0.25]);
            waits_for_a_slow_writer_of_its_source(f, &name("u8_to_f32"), &mut src, |s| {
                dev.memset_zeros(&mut dst).unwrap();
                run!(f, mode, u8_to_f32(s, &mut dst, &scale, &offset));
                bits(dev, &dst)
            });
        }
        {
            let (w, h) = (19, 11);
            let mut src = zeros::<f32>(dev, w, h, 3);
            let mut chw = zeros::<f32>(dev, w, 3 * h, 1);
            waits_for_a_slow_writer_of_its_source(f, &name("packed_to_planar"), &mut src, |s| {
                dev.memset_zeros(&mut chw).unwrap();
                {
                    let (mut r, gb) = chw.split_rows_mut(h).unwrap();
                    let (mut g, mut b) = gb.split_rows_mut(h).unwrap();
                    run!(f, mode, packed_to_planar(s, [&mut r, &mut g, &mut b]));
                }
                bits(dev, &chw)
            });
        }
        {
            let (w, h) = (19, 11);
            let mut planes = zeros::<u8>(dev, w, 3 * h, 1);
            let mut dst = zeros::<u8>(dev, w, h, 3);
            waits_for_a_slow_writer_of_its_source(f, &name("planar_to_packed"), &mut planes, |p| {
                dev.memset_zeros(&mut dst).unwrap();
                let r = p.region(Rect::new(0, 0, w, h)).unwrap();
                let g = p.region(Rect::new(0, h, w, h)).unwrap();
                let b = p.region(Rect::new(0, 2 * h, w, h)).unwrap();
                run!(f, mode, planar_to_packed([&r, &g, &b], &mut dst));
                bits(dev, &dst)
            });
        }
    }

    /// handle.rs, `Npp`: "every call checks its arguments, then enqueues NPP's work in order
    /// with the other work on its images (on any stream)": each of the twelve operations
    /// (resize, resize_region, remap, copy_const_border, letterbox, nv12_to_rgb,
    /// yuv420_to_rgb, rgb_to_bgr, rgb_to_gray, u8_to_f32, packed_to_planar, planar_to_packed)
    /// right after a slow writer of its source on a user stream computes what it computes on
    /// the source written at once. This is also what shows NPP's stream context carries the
    /// right stream: work on another (say, the legacy) stream would not wait.
    #[test]
    fn every_npp_call_waits_for_a_slow_writer_of_its_source_on_a_user_stream() {
        let f = fx!();
        every_call_waits_for_a_slow_writer_of_its_source(&f, Mode::Sync);
    }

    /// handle.rs, `AsyncNpp`: "Ordered with every other use of its images, like the adapter's
    /// own calls", with each future dropped at once, and mod.rs: the sync read that follows
    /// sees the result. The twelve operations as in the sync attack.
    #[test]
    fn every_async_npp_call_waits_for_a_slow_writer_of_its_source_on_a_user_stream() {
        let f = fx!();
        every_call_waits_for_a_slow_writer_of_its_source(&f, Mode::Async);
    }

    /// `op` runs an NPP call writing `dst` (from sources it holds). With `dst` holding data z
    /// at once, it gives the reference; then: a slow reader of `dst` on a user stream before
    /// the call sees the old data; a slow writer of z on a user stream before the call leaves
    /// the reference (the call's values win); and a reader on a user stream after the call,
    /// which waits for slow work on the main stream, sees the reference.
    fn waits_for_slow_users_of_its_destination<T: Px>(
        f: &Fx,
        what: &str,
        dst: &mut CudaImage<T>,
        mut op: impl FnMut(&mut CudaImage<T>),
    ) {
        let dev = &f.dev;
        let n = words(dst);
        let (qh, zh) = (T::pattern(n, 1), T::pattern(n, 2));
        let (q, z) = (word_slice(dev, &qh), word_slice(dev, &zh));
        overwrite(&f.k, None, dst, &z, 0);
        op(&mut *dst);
        let want = bits(dev, dst);
        assert_ne!(
            want,
            T::elems(&zh),
            "{what}: the call writes its destination"
        );

        overwrite(&f.k, None, dst, &q, 0);
        let seen = read_words(dev, &f.k, Some(&f.s), dst, SPIN);
        op(&mut *dst);
        assert_same(
            &T::elems(&dev.dtoh_sync_copy(&seen).unwrap()),
            &T::elems(&qh),
            &format!("{what}: a slow reader of the destination on a user stream"),
        );

        overwrite(&f.k, Some(&f.s), dst, &z, SPIN);
        op(&mut *dst);
        assert_same(
            &bits(dev, dst),
            &want,
            &format!("{what}: after a slow writer of the destination on a user stream"),
        );

        overwrite(&f.k, None, dst, &z, SPIN);
        op(&mut *dst);
        let seen = read_words(dev, &f.k, Some(&f.s), dst, 0);
        assert_same(
            &T::elems(&dev.dtoh_sync_copy(&seen).unwrap()),
            &want,
            &format!("{what}: a reader on a user stream after the call"),
        );
    }

    fn every_call_waits_for_slow_users_of_its_destination(f: &Fx, mode: Mode) {
        let dev = &f.dev;
        let name = |op: &str| format!("{mode:?} {op}");
        {
            let src = dev
                .htod_image_sync_copy(&floats(33 * 17 * 3, 1), 33, 17, 3)
                .unwrap();
            let mut dst = zeros::<f32>(dev, 33, 17, 3);
            waits_for_slow_users_of_its_destination(f, &name("rgb_to_bgr"), &mut dst, |d| {
                run!(f, mode, rgb_to_bgr(&src, d))
            });
        }
        {
            let src = dev
                .htod_image_sync_copy(&bytes(21 * 13 * 3, 2), 21, 13, 3)
                .unwrap();
            let mut dst = zeros::<f32>(dev, 21, 13, 3);
            let (scale, offset) = ([0.5f32, 2.0, 1.0 / 255.0], [1.0f32, -3.0, 0.25]);
            waits_for_slow_users_of_its_destination(f, &name("u8_to_f32"), &mut dst, |d| {
                run!(f, mode, u8_to_f32(&src, d, &scale, &offset))
            });
        }
        {
            let src = dev
                .htod_image_sync_copy(&bytes(64 * 48 * 3, 3), 64, 48, 3)
                .unwrap();
            let mut dst = zeros::<u8>(dev, 32, 24, 3);
            waits_for_slow_users_of_its_destination(f, &name("resize"), &mut dst, |d| {
                run!(f, mode, resize(&src, d, Interpolation::Super))
            });
        }
        {
            let (w, h) = (32, 24);
            let frame = dev
                .htod_image_sync_copy(&bytes(w * h * 3 / 2, 4), w, h * 3 / 2, 1)
                .unwrap();
            let y = frame.region(Rect::new(0, 0, w, h)).unwrap();
            let uv = frame.region(Rect::new(0, h, w, h / 2)).unwrap();
            let mut dst = zeros::<u8>(dev, w, h, 3);
            waits_for_slow_users_of_its_destination(f, &name("nv12_to_rgb"), &mut dst, |d| {
                run!(f, mode, nv12_to_rgb(&y, &uv, d, YuvMatrix::Bt709))
            });
        }
        {
            let (w, h) = (19, 11);
            let src = dev
                .htod_image_sync_copy(&floats(w * h * 3, 5), w, h, 3)
                .unwrap();
            let mut chw = zeros::<f32>(dev, w, 3 * h, 1);
            waits_for_slow_users_of_its_destination(f, &name("packed_to_planar"), &mut chw, |c| {
                let (mut r, gb) = c.split_rows_mut(h).unwrap();
                let (mut g, mut b) = gb.split_rows_mut(h).unwrap();
                run!(f, mode, packed_to_planar(&src, [&mut r, &mut g, &mut b]))
            });
        }
    }

    /// handle.rs, `Npp`: calls are "in order with the other work on its images (on any
    /// stream)"; "later calls on the device see the result". Against a slow reader and a slow
    /// writer of the destination on a user stream, and a reader on a user stream afterwards
    /// (rgb_to_bgr, u8_to_f32 with its two NPP calls, super-sampling resize, nv12_to_rgb,
    /// packed_to_planar into row splits).
    #[test]
    fn npp_calls_are_ordered_with_slow_users_of_their_destination() {
        let f = fx!();
        every_call_waits_for_slow_users_of_its_destination(&f, Mode::Sync);
    }

    /// handle.rs, `AsyncNpp`: the same, each future dropped at once.
    #[test]
    fn async_npp_calls_are_ordered_with_slow_users_of_their_destination() {
        let f = fx!();
        every_call_waits_for_slow_users_of_its_destination(&f, Mode::Async);
    }

    /// handle.rs: `Npp` is `Send` and `Sync` and its calls are ordered with the other work on
    /// the images "on any stream": a call on another thread (its own stream) after a slow write
    /// on this thread's, read back here; and a call here after a slow write on another thread.
    #[test]
    fn npp_calls_on_other_threads_are_ordered_with_this_threads_work() {
        let f = fx!();
        let (w, h) = (33, 17);
        let mut src = zeros::<f32>(&f.dev, w, h, 3);
        let mut dst = zeros::<f32>(&f.dev, w, h, 3);
        let pf = src.pitch() / 4;
        let host = floats(words(&src), 1);
        overwrite(&f.k, None, &mut src, &word_slice(&f.dev, &host), SLOW);
        std::thread::scope(|sc| {
            let (npp, src, dst) = (&f.npp, &src, &mut dst);
            sc.spawn(move || npp.rgb_to_bgr(src, dst).unwrap());
        });
        assert_same(
            &f.dev.dtoh_image_sync_copy(&dst).unwrap(),
            &swapped(&pixels_of(&host, pf, w, h, 3)),
            "rgb_to_bgr on another thread after a slow write here",
        );

        let host2 = floats(words(&src), 2);
        let data2 = word_slice(&f.dev, &host2);
        std::thread::scope(|sc| {
            let (k, src, data2) = (&f.k, &mut src, &data2);
            sc.spawn(move || overwrite(k, None, src, data2, SLOW));
        });
        f.npp.rgb_to_bgr(&src, &mut dst).unwrap();
        assert_same(
            &f.dev.dtoh_image_sync_copy(&dst).unwrap(),
            &swapped(&pixels_of(&host2, pf, w, h, 3)),
            "rgb_to_bgr here after a slow write on another thread",
        );
    }

    /// handle.rs, `AsyncNpp`: each call is "enqueued when called"; "dropping or leaking a future
    /// is sound"; image.rs: an image is freed "after every read and write of it enqueued on
    /// any stream". A conversion behind a slow writer of its source, its future dropped or
    /// forgotten (never polled), then the source dropped and memory of its size taken and
    /// written at once: the destination still holds the conversion of the source's data.
    #[test]
    fn a_dropped_or_forgotten_async_npp_call_runs_and_outlives_its_source() {
        let f = fx!();
        let (w, h) = (64, 32);
        for forget in [false, true] {
            for pitched in [true, false] {
                let what = format!(
                    "{} future, {} source",
                    if forget { "forgotten" } else { "dropped" },
                    if pitched { "pitched" } else { "from_slice" }
                );
                let make = || -> CudaImage<f32> {
                    if pitched {
                        zeros::<f32>(&f.dev, w, h, 3)
                    } else {
                        CudaImage::from_slice(f.dev.alloc_zeros::<f32>(w * h * 3).unwrap(), w, h, 3)
                            .map_err(|(_, e)| e)
                            .unwrap()
                    }
                };
                let mut src = make();
                let mut dst = zeros::<f32>(&f.dev, w, h, 3);
                let host = floats(words(&src), 3);
                let want = swapped(&pixels_of(&host, src.pitch() / 4, w, h, 3));
                overwrite(&f.k, Some(&f.s), &mut src, &word_slice(&f.dev, &host), SPIN);
                let fut = f.anpp.rgb_to_bgr(&src, &mut dst);
                if forget {
                    std::mem::forget(fut);
                } else {
                    drop(fut);
                }
                drop(src);
                let fresh: Vec<CudaImage<f32>> = (0..4)
                    .map(|i| {
                        let mut img = make();
                        let n = img.len();
                        f.dev
                            .htod_sync_copy_into(&vec![-1.0 - i as f32; n], &mut img)
                            .unwrap();
                        img
                    })
                    .collect();
                assert_same(&f.dev.dtoh_image_sync_copy(&dst).unwrap(), &want, &what);
                drop(fresh);
            }
        }
        f.dev.synchronize().unwrap();
    }

    // ---- bad input ----

    /// README, mod.rs: "every call checks devices, channel counts, sizes, regions and pitches
    /// before anything is enqueued", and errors name the function and the image. Checks that
    /// tests/gpu/npp.rs does not make through the wrappers, sync and async: each is
    /// `CUDA_ERROR_INVALID_VALUE` naming the operation and the problem, and the destination
    /// (its whole allocation) is untouched.
    #[test]
    fn bad_arguments_are_refused_before_npp_runs_naming_the_operation() {
        let f = fx!();
        let dev = &f.dev;
        let (mut rgb, rgb_bits) = patterned::<u8>(&f, (32, 24, 3), 1);
        let (mut fl, fl_bits) = patterned::<f32>(&f, (8, 8, 3), 2);
        let (mut gray, gray_bits) = patterned::<u8>(&f, (8, 7, 1), 3);
        let y = zeros::<u8>(dev, 32, 24, 1);
        let u = zeros::<u8>(dev, 16, 12, 1);
        let v_bad = zeros::<u8>(dev, 16, 13, 1);
        let uv_bad = zeros::<u8>(dev, 16, 12, 1);
        let src8 = zeros::<u8>(dev, 8, 8, 3);
        let one8 = zeros::<u8>(dev, 8, 8, 1);
        let big = zeros::<u8>(dev, 64, 64, 3);
        let p = zeros::<u8>(dev, 32, 24, 1);
        let p_bad = zeros::<u8>(dev, 32, 23, 1);
        let map = zeros::<f32>(dev, 32, 24, 1);
        let map2 = zeros::<f32>(dev, 32, 24, 2);
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
            assert_same(&bits(dev, &rgb), &rgb_bits, &format!("{mode:?}: rgb"));
            assert_same(&bits(dev, &fl), &fl_bits, &format!("{mode:?}: f32"));
            assert_same(&bits(dev, &gray), &gray_bits, &format!("{mode:?}: gray"));
        }
        // Still usable.
        f.npp
            .rgb_to_bgr(&big.region(Rect::new(0, 0, 32, 24)).unwrap(), &mut rgb)
            .unwrap();
        assert!(bits(dev, &rgb) != rgb_bits);
    }

    /// checks.rs: NPP's sizes are 32-bit, so an image whose height or row is over `i32::MAX` is
    /// refused ("too large for NPP, whose sizes are 32-bit") rather than truncated, sync and
    /// async: a 2 GiB one-channel image of one column, then of one row.
    #[test]
    fn images_too_large_for_npps_32_bit_sizes_are_refused() {
        let f = fx!();
        let len = 1usize << 31;
        let slice = f.dev.alloc_zeros::<u8>(len).unwrap();
        let mut small = zeros::<u8>(&f.dev, 4, 4, 1);
        let mut slice = Some(slice);
        for (w, h) in [(1, len), (len, 1)] {
            let img = CudaImage::from_slice(slice.take().unwrap(), w, h, 1)
                .map_err(|(_, e)| e)
                .unwrap();
            for mode in MODES {
                expect_err(
                    try_run!(f, mode, resize(&img, &mut small, Interpolation::Nearest))
                        .unwrap_err(),
                    &["resize", "too large for NPP", &format!("{w}x{h}")],
                );
            }
            slice = Some(img.into_slice().map_err(|(_, e)| e).unwrap());
        }
        drop(slice);
        f.dev.synchronize().unwrap();
    }

    // ---- what the operations do ----

    /// types.rs / handle.rs: resize takes every `Interpolation` (nearest, linear, cubic,
    /// Lanczos; super-sampling to shrink), and remap "takes nearest, linear, cubic or Lanczos"
    /// (checks.rs). Each, on `u8` and `f32` images of 1 and 3 channels holding one value, is
    /// accepted and gives that value inside the destination (within 2 %: the claim attacked is
    /// that the mode works, not its exact kernel).
    #[test]
    fn every_interpolation_the_docs_offer_is_accepted() {
        let f = fx!();
        const V: f64 = 100.0;
        fn case<T: Px + NppPixel + Into<f64>>(f: &Fx, c: usize, from: T) {
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
                    let mut up = zeros::<T>(dev, 2 * w, 2 * h, c);
                    try_run!(f, mode, resize(&small, &mut up, interp))
                        .unwrap_or_else(|e| panic!("{mode:?} resize up, {interp}: {e}"));
                    check(&format!("{mode:?} resize up, {interp}"), &up);
                    let xs: Vec<f32> = (0..w * h).map(|i| (i % w) as f32 + 0.25).collect();
                    let ys: Vec<f32> = (0..w * h).map(|i| (i / w) as f32 + 0.25).collect();
                    let xm = dev.htod_image_sync_copy(&xs, w, h, 1).unwrap();
                    let ym = dev.htod_image_sync_copy(&ys, w, h, 1).unwrap();
                    let mut out = zeros::<T>(dev, w, h, c);
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
                    let mut down = zeros::<T>(dev, w, h, c);
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
        let f = fx!();
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
        let f = fx!();
        let dev = &f.dev;
        let (npp, anpp) = (&f.npp, &f.anpp);
        assert_eq!(npp.device().ordinal(), dev.ordinal());
        assert_eq!(anpp.async_device().device().ordinal(), dev.ordinal());

        let frame = dev
            .htod_image_sync_copy(&vec![128u8; 1920 * 1080 * 3], 1920, 1080, 3)
            .unwrap();
        let mut small = zeros::<u8>(dev, 640, 360, 3);
        npp.resize(&frame, &mut small, Interpolation::Linear)
            .unwrap();
        assert_eq!(
            dev.dtoh_image_sync_copy(&small).unwrap().len(),
            640 * 360 * 3
        );

        let fsrc = zeros::<f32>(dev, 1920, 1080, 1);
        let mut fdst = zeros::<f32>(dev, 960, 540, 1);
        npp.resize(&fsrc, &mut fdst, Interpolation::Super).unwrap();
        let mut boxed = zeros::<u8>(dev, 640, 640, 3);
        npp.resize_region(
            &frame,
            Rect::full(1920, 1080),
            &mut boxed,
            Rect::new(0, 140, 640, 360),
            Interpolation::Linear,
        )
        .unwrap();

        // A horizontal flip.
        let src_px = bytes(64 * 64, 9);
        let src = dev.htod_image_sync_copy(&src_px, 64, 64, 1).unwrap();
        let xs: Vec<f32> = (0..64 * 64).map(|i| 63.0 - (i % 64) as f32).collect();
        let ys: Vec<f32> = (0..64 * 64).map(|i| (i / 64) as f32).collect();
        let x_map = dev.htod_image_sync_copy(&xs, 64, 64, 1).unwrap();
        let y_map = dev.htod_image_sync_copy(&ys, 64, 64, 1).unwrap();
        let mut flipped = zeros::<u8>(dev, 64, 64, 1);
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

        // Letterboxing: 140 rows above, 140 below.
        let inner_px = bytes(640 * 360 * 3, 10);
        let inner = dev.htod_image_sync_copy(&inner_px, 640, 360, 3).unwrap();
        npp.copy_const_border(&inner, &mut boxed, 140, 0, &[114, 114, 114])
            .unwrap();
        let got = dev.dtoh_image_sync_copy(&boxed).unwrap();
        let mut lb = zeros::<u8>(dev, 640, 640, 3);
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
        let mut bgr = zeros::<u8>(dev, 1, 1, 3);
        npp.rgb_to_bgr(&rgb, &mut bgr).unwrap();
        assert_eq!(dev.dtoh_image_sync_copy(&bgr).unwrap(), [3, 2, 1]);
        let white = dev
            .htod_image_sync_copy(&[255u8, 255, 255], 1, 1, 3)
            .unwrap();
        let mut gray = zeros::<u8>(dev, 1, 1, 1);
        npp.rgb_to_gray(&white, &mut gray).unwrap();
        assert_eq!(
            dev.dtoh_image_sync_copy(&gray).unwrap(),
            [255],
            "gray of white"
        );
        let src = dev.htod_image_sync_copy(&[0u8, 255, 51], 1, 1, 3).unwrap();
        let mut dst = zeros::<f32>(dev, 1, 1, 3);
        npp.u8_to_f32(&src, &mut dst, &[1.0 / 255.0; 3], &[0.0, 0.0, -0.2])
            .unwrap();
        let v = dev.dtoh_image_sync_copy(&dst).unwrap();
        assert!(
            v[0].abs() < 1e-6 && (v[1] - 1.0).abs() < 1e-6 && v[2].abs() < 1e-6,
            "{v:?}"
        );

        // The async examples.
        let rgb = anpp
            .async_device()
            .htod_image_copy(vec![1.0f32, 2.0, 3.0], 1, 1, 3)
            .wait()
            .unwrap();
        let mut bgr = zeros::<f32>(dev, 1, 1, 3);
        anpp.rgb_to_bgr(&rgb, &mut bgr).wait().unwrap();
        assert_eq!(
            anpp.async_device().dtoh_image_copy(&bgr).wait().unwrap(),
            [3.0, 2.0, 1.0]
        );
        let src = zeros::<u8>(dev, 4, 4, 1);
        let mut dst = zeros::<u8>(dev, 6, 6, 1);
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
        let y = zeros::<u8>(dev, 64, 64, 1);
        let uv = zeros::<u8>(dev, 32, 32, 2);
        let c = zeros::<u8>(dev, 32, 32, 1);
        let mut rgb = zeros::<u8>(dev, 64, 64, 3);
        anpp.nv12_to_rgb(&y, &uv, &mut rgb, YuvMatrix::Bt709)
            .wait()
            .unwrap();
        anpp.yuv420_to_rgb(&y, &c, &c, &mut rgb, YuvMatrix::Bt601)
            .wait()
            .unwrap();
        let x = dev.htod_image_sync_copy(&[1.5f32; 16], 4, 4, 1).unwrap();
        let yy = dev.htod_image_sync_copy(&[2.5f32; 16], 4, 4, 1).unwrap();
        let fsrc = zeros::<f32>(dev, 8, 8, 3);
        let mut fdst = zeros::<f32>(dev, 4, 4, 3);
        anpp.remap(&fsrc, &x, &yy, &mut fdst, Interpolation::Linear)
            .wait()
            .unwrap();
        let hwc = zeros::<u8>(dev, 64, 64, 3);
        let mut chw = zeros::<u8>(dev, 64, 192, 1);
        {
            let (mut r, gb) = chw.split_rows_mut(64).unwrap();
            let (mut g, mut b) = gb.split_rows_mut(64).unwrap();
            anpp.packed_to_planar(&hwc, [&mut r, &mut g, &mut b])
                .wait()
                .unwrap();
        }
        let plane = zeros::<u8>(dev, 64, 64, 1);
        anpp.planar_to_packed([&plane, &plane, &plane], &mut rgb)
            .wait()
            .unwrap();
    }

    /// checks.rs lets super-sampling keep the size ("only shrinks" refuses growth, not 1:1);
    /// handle.rs: NPP's statuses come back as errors "naming the NPP function and the sizes it
    /// was given". A 1:1 super-sampling resize is either the identity or such an error.
    #[test]
    fn super_sampling_at_one_to_one_is_the_identity_or_an_error_naming_npps_function() {
        let f = fx!();
        let (w, h) = (16, 16);
        let px = bytes(w * h * 3, 1);
        let src = f.dev.htod_image_sync_copy(&px, w, h, 3).unwrap();
        for mode in MODES {
            let mut dst = zeros::<u8>(&f.dev, w, h, 3);
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
}
