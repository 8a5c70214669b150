//! NPP calls ordered with slow work: every call, sync and async, waits for a slow writer of its
//! source on a user stream and for slow users of its destination, calls on other threads are
//! ordered with this thread's work, and a dropped or forgotten async call runs and outlives its
//! source.

use crate::kernels::{SLOW, splitmix64};
use crate::npp::{BitsPx, Mode, OrderFx, bits, order_fixture, seed, zeros_on};
use crate::support::assert_same;
use crate::support::images::{bytes, floats, overwrite, pixels_of, read_words, word_slice, words};
use cuda_driver::driver::{CudaImage, DeviceSlice, Rect};
use cuda_driver::npp::{Interpolation, YuvMatrix};

/// Runs an NPP method through `Npp` (unwrapped) or `AsyncNpp` (the future dropped at once:
/// what follows must be ordered after it by the images' records alone).
macro_rules! run {
    ($f:expr, $mode:expr, $m:ident($($a:expr),* $(,)?)) => {
        match $mode {
            Mode::Sync => $f.npp.$m($($a),*).unwrap(),
            Mode::Async => drop($f.anpp.$m($($a),*))}
    };
}

/// About 12 ms: NPP's work on these small images takes microseconds, so a call that does
/// not wait for a spin this long sees (or leaves) stale values.
const SPIN: u64 = SLOW / 4;

/// RGB to BGR of packed pixels.
fn swapped<V: Copy>(px: &[V]) -> Vec<V> {
    px.chunks(3).flat_map(|p| [p[2], p[1], p[0]]).collect()
}

// ---- ordering ----

/// `op` runs an NPP call that reads `src` (it zeroes what it writes first) and returns the
/// bits of what it wrote. It runs on `src` written at once, on `src` zeroed, and on `src`
/// zeroed and then written again slowly on a user stream: the first and the last must
/// agree (the call waited for the slow writer) and differ from the second (so a call that
/// overtook the writer would show).
fn waits_for_a_slow_writer_of_its_source<T: BitsPx>(
    f: &OrderFx,
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

fn every_call_waits_for_a_slow_writer_of_its_source(f: &OrderFx, mode: Mode) {
    geometry_calls_wait_for_a_slow_writer_of_their_source(f, mode);
    color_and_layout_calls_wait_for_a_slow_writer_of_their_source(f, mode);
}

/// The resizes, remaps and borders, as `every_call_waits_for_a_slow_writer_of_its_source`.
fn geometry_calls_wait_for_a_slow_writer_of_their_source(f: &OrderFx, mode: Mode) {
    let dev = &f.dev;
    let name = |op: &str| format!("{mode:?} {op}");
    {
        let mut src = zeros_on::<u8>(dev, 37, 23, 3);
        let mut dst = zeros_on::<u8>(dev, 61, 41, 3);
        waits_for_a_slow_writer_of_its_source(f, &name("resize"), &mut src, |s| {
            dev.memset_zeros(&mut dst).unwrap();
            run!(f, mode, resize(s, &mut dst, Interpolation::Linear));
            bits(dev, &dst)
        });
    }
    {
        let mut src = zeros_on::<f32>(dev, 40, 30, 1);
        let mut dst = zeros_on::<f32>(dev, 64, 48, 1);
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
        let mut src = zeros_on::<u8>(dev, 48, 40, 3);
        let mut dst = zeros_on::<u8>(dev, dw, dh, 3);
        waits_for_a_slow_writer_of_its_source(f, &name("remap"), &mut src, |s| {
            dev.memset_zeros(&mut dst).unwrap();
            run!(f, mode, remap(s, &xm, &ym, &mut dst, Interpolation::Linear));
            bits(dev, &dst)
        });
    }
    {
        let mut src = zeros_on::<f32>(dev, 20, 10, 1);
        let mut dst = zeros_on::<f32>(dev, 25, 14, 1);
        waits_for_a_slow_writer_of_its_source(f, &name("copy_const_border"), &mut src, |s| {
            dev.memset_zeros(&mut dst).unwrap();
            run!(f, mode, copy_const_border(s, &mut dst, 1, 3, &[2.5]));
            bits(dev, &dst)
        });
    }
    {
        let mut src = zeros_on::<u8>(dev, 20, 10, 3);
        let mut dst = zeros_on::<u8>(dev, 24, 17, 3);
        waits_for_a_slow_writer_of_its_source(f, &name("letterbox"), &mut src, |s| {
            dev.memset_zeros(&mut dst).unwrap();
            run!(f, mode, letterbox(s, &mut dst, &[114, 114, 114]));
            bits(dev, &dst)
        });
    }
    {
        let (w, h) = (32, 24);
        let mut frame = zeros_on::<u8>(dev, w, h * 3 / 2, 1);
        let mut dst = zeros_on::<u8>(dev, w, h, 3);
        waits_for_a_slow_writer_of_its_source(f, &name("nv12_to_rgb"), &mut frame, |fr| {
            dev.memset_zeros(&mut dst).unwrap();
            let y = fr.region(Rect::new(0, 0, w, h)).unwrap();
            let uv = fr.region(Rect::new(0, h, w, h / 2)).unwrap();
            run!(f, mode, nv12_to_rgb(&y, &uv, &mut dst, YuvMatrix::Bt601));
            bits(dev, &dst)
        });
    }
}

/// The color conversions and the layout changes, as `every_call_waits_for_a_slow_writer_of_its_source`.
fn color_and_layout_calls_wait_for_a_slow_writer_of_their_source(f: &OrderFx, mode: Mode) {
    let dev = &f.dev;
    let name = |op: &str| format!("{mode:?} {op}");
    {
        let (w, h) = (32, 24);
        let u = dev
            .htod_image_sync_copy(&bytes(w * h / 4, 1), w / 2, h / 2, 1)
            .unwrap();
        let v = dev
            .htod_image_sync_copy(&bytes(w * h / 4, 2), w / 2, h / 2, 1)
            .unwrap();
        let mut y = zeros_on::<u8>(dev, w, h, 1);
        let mut dst = zeros_on::<u8>(dev, w, h, 3);
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
        let mut src = zeros_on::<f32>(dev, 33, 17, 3);
        let mut dst = zeros_on::<f32>(dev, 33, 17, 3);
        waits_for_a_slow_writer_of_its_source(f, &name("rgb_to_bgr"), &mut src, |s| {
            dev.memset_zeros(&mut dst).unwrap();
            run!(f, mode, rgb_to_bgr(s, &mut dst));
            bits(dev, &dst)
        });
    }
    {
        let mut src = zeros_on::<u8>(dev, 33, 17, 3);
        let mut dst = zeros_on::<u8>(dev, 33, 17, 1);
        waits_for_a_slow_writer_of_its_source(f, &name("rgb_to_gray"), &mut src, |s| {
            dev.memset_zeros(&mut dst).unwrap();
            run!(f, mode, rgb_to_gray(s, &mut dst));
            bits(dev, &dst)
        });
    }
    {
        let mut src = zeros_on::<u8>(dev, 21, 13, 3);
        let mut dst = zeros_on::<f32>(dev, 21, 13, 3);
        let (scale, offset) = ([0.5f32, 2.0, 1.0 / 255.0], [1.0f32, -3.0, 0.25]);
        waits_for_a_slow_writer_of_its_source(f, &name("u8_to_f32"), &mut src, |s| {
            dev.memset_zeros(&mut dst).unwrap();
            run!(f, mode, u8_to_f32(s, &mut dst, &scale, &offset));
            bits(dev, &dst)
        });
    }
    {
        let (w, h) = (19, 11);
        let mut src = zeros_on::<f32>(dev, w, h, 3);
        let mut chw = zeros_on::<f32>(dev, w, 3 * h, 1);
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
        let mut planes = zeros_on::<u8>(dev, w, 3 * h, 1);
        let mut dst = zeros_on::<u8>(dev, w, h, 3);
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
    let f = order_fx!();
    every_call_waits_for_a_slow_writer_of_its_source(&f, Mode::Sync);
}

/// handle.rs, `AsyncNpp`: "Ordered with every other use of its images, like the adapter's
/// own calls", with each future dropped at once, and mod.rs: the sync read that follows
/// sees the result. The twelve operations as in the sync test.
#[test]
fn every_async_npp_call_waits_for_a_slow_writer_of_its_source_on_a_user_stream() {
    let f = order_fx!();
    every_call_waits_for_a_slow_writer_of_its_source(&f, Mode::Async);
}

/// `op` runs an NPP call writing `dst` (from sources it holds). With `dst` holding data z
/// at once, it gives the reference; then: a slow reader of `dst` on a user stream before
/// the call sees the old data; a slow writer of z on a user stream before the call leaves
/// the reference (the call's values win); and a reader on a user stream after the call,
/// which waits for slow work on the main stream, sees the reference.
fn waits_for_slow_users_of_its_destination<T: BitsPx>(
    f: &OrderFx,
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

fn every_call_waits_for_slow_users_of_its_destination(f: &OrderFx, mode: Mode) {
    let dev = &f.dev;
    let name = |op: &str| format!("{mode:?} {op}");
    {
        let src = dev
            .htod_image_sync_copy(&floats(33 * 17 * 3, 1), 33, 17, 3)
            .unwrap();
        let mut dst = zeros_on::<f32>(dev, 33, 17, 3);
        waits_for_slow_users_of_its_destination(f, &name("rgb_to_bgr"), &mut dst, |d| {
            run!(f, mode, rgb_to_bgr(&src, d))
        });
    }
    {
        let src = dev
            .htod_image_sync_copy(&bytes(21 * 13 * 3, 2), 21, 13, 3)
            .unwrap();
        let mut dst = zeros_on::<f32>(dev, 21, 13, 3);
        let (scale, offset) = ([0.5f32, 2.0, 1.0 / 255.0], [1.0f32, -3.0, 0.25]);
        waits_for_slow_users_of_its_destination(f, &name("u8_to_f32"), &mut dst, |d| {
            run!(f, mode, u8_to_f32(&src, d, &scale, &offset))
        });
    }
    {
        let src = dev
            .htod_image_sync_copy(&bytes(64 * 48 * 3, 3), 64, 48, 3)
            .unwrap();
        let mut dst = zeros_on::<u8>(dev, 32, 24, 3);
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
        let mut dst = zeros_on::<u8>(dev, w, h, 3);
        waits_for_slow_users_of_its_destination(f, &name("nv12_to_rgb"), &mut dst, |d| {
            run!(f, mode, nv12_to_rgb(&y, &uv, d, YuvMatrix::Bt709))
        });
    }
    {
        let (w, h) = (19, 11);
        let src = dev
            .htod_image_sync_copy(&floats(w * h * 3, 5), w, h, 3)
            .unwrap();
        let mut chw = zeros_on::<f32>(dev, w, 3 * h, 1);
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
    let f = order_fx!();
    every_call_waits_for_slow_users_of_its_destination(&f, Mode::Sync);
}

/// handle.rs, `AsyncNpp`: the same, each future dropped at once.
#[test]
fn async_npp_calls_are_ordered_with_slow_users_of_their_destination() {
    let f = order_fx!();
    every_call_waits_for_slow_users_of_its_destination(&f, Mode::Async);
}

/// handle.rs: `Npp` is `Send` and `Sync` and its calls are ordered with the other work on
/// the images "on any stream": a call on another thread (its own stream) after a slow write
/// on this thread's, read back here; and a call here after a slow write on another thread.
#[test]
fn npp_calls_on_other_threads_are_ordered_with_this_threads_work() {
    let f = order_fx!();
    let (w, h) = (33, 17);
    let mut src = zeros_on::<f32>(&f.dev, w, h, 3);
    let mut dst = zeros_on::<f32>(&f.dev, w, h, 3);
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
    let f = order_fx!();
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
                    zeros_on::<f32>(&f.dev, w, h, 3)
                } else {
                    CudaImage::from_slice(f.dev.alloc_zeros::<f32>(w * h * 3).unwrap(), w, h, 3)
                        .map_err(|(_, e)| e)
                        .unwrap()
                }
            };
            let mut src = make();
            let mut dst = zeros_on::<f32>(&f.dev, w, h, 3);
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
