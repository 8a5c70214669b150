//! Helpers of the image and NPP tests: test data for whole pitched allocations (padding included),
//! the pixels of a region, slow overwrites and reads of images, and the check of a refusal.

use crate::support::kernels::{CFG, SlowKernels, splitmix64};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, CudaImage, CudaImageView, CudaImageViewMut, CudaSlice, CudaStream, DeviceSlice,
    DriverError, LaunchAsync, Rect,
};
use std::sync::Arc;

/// `n` pseudo-random bytes below 200 (four of them never make a NaN word).
pub(crate) fn bytes(n: usize, seed: u64) -> Vec<u8> {
    let mut s = seed;
    (0..n).map(|_| (splitmix64(&mut s) % 200) as u8).collect()
}

/// `n` pseudo-random floats in [0, 255).
pub(crate) fn floats(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..n)
        .map(|_| (splitmix64(&mut s) >> 40) as f32 / (1u64 << 24) as f32 * 255.0)
        .collect()
}

/// The 4-byte words of an image's whole allocation (padding included).
pub(crate) fn words<T>(img: &CudaImage<T>) -> usize {
    let b = img.len() * size_of::<T>();
    assert_eq!(b % 4, 0, "an allocation of {b} bytes is not whole words");
    b / 4
}

/// `w` on the device.
pub(crate) fn word_slice(dev: &Arc<CudaDevice>, w: &[f32]) -> CudaSlice<f32> {
    dev.htod_sync_copy(w).unwrap()
}

/// Writes `src` over the whole allocation of `img` (padding included), word for word, on `on`
/// (the calling thread's stream if `None`) after a spin of `cycles`: a (slow) writer of `img`.
pub(crate) fn overwrite<T>(
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
pub(crate) fn read_words<T>(
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
pub(crate) fn pixels_of<V: Copy>(raw: &[V], pitch: usize, w: usize, h: usize, c: usize) -> Vec<V> {
    (0..h)
        .flat_map(|y| raw[y * pitch..y * pitch + w * c].iter().copied())
        .collect()
}

/// A region inside a `w` x `h` image, away from its corner where the image allows.
pub(crate) fn inner(w: usize, h: usize) -> Rect {
    let (x, y) = (w / 3, h / 3);
    Rect::new(x, y, (w - x).div_ceil(2), (h - y).div_ceil(2))
}

/// Fails unless `e` is `CUDA_ERROR_INVALID_VALUE` and its message names every one of `parts`.
#[track_caller]
pub(crate) fn expect_err(e: DriverError, parts: &[&str]) {
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
