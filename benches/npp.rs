//! The NPP benchmark (feature `npp`): each wrapper against the same NPP call made raw through
//! this crate's `sys` layer, on 1920x1080 images; the preprocessing chain (NV12 1080p → RGB →
//! 640x360 → letterbox 640x640 → normalised f32 → planar) in frames per second, sync on one
//! stream and async with 64 tokio tasks; and the same chain with OpenCV on the CPU
//! (`scripts/opencv_chain.py`, run when python3 with cv2 is there).
//!
//! ```sh
//! cargo bench --features npp --bench npp
//! ```

use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::CUdevice_attribute as A;
use cuda_driver::driver::{CudaDevice, CudaImage, DeviceImage, Rect};
use cuda_driver::npp::result::{DeviceInfo, stream_context};
use cuda_driver::npp::{AsyncNpp, Interpolation, Npp, YuvMatrix, sys as nsys};
use std::sync::Arc;
use std::time::Instant;

const W: usize = 1920;
const H: usize = 1080;
/// Calls per timed batch.
const K: usize = 200;
const REPS: usize = 9;

fn ck(s: nsys::NppStatus) {
    if (s as i32) < 0 {
        panic!("raw NPP call failed: {s:?}");
    }
}

/// One timed batch: seconds per call until the device finished them, and seconds per call the
/// calling thread spent enqueueing them (up to the last call's return, before the wait).
#[derive(Clone, Copy)]
struct Batch {
    total: f64,
    enqueue: f64,
}

/// Medians of the two ways, interleaved so that drift favours neither: seconds per call.
fn median2(mut raw: impl FnMut() -> Batch, mut ours: impl FnMut() -> Batch) -> (Batch, Batch) {
    raw();
    ours();
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for rep in 0..REPS {
        if rep % 2 == 0 {
            a.push(raw());
            b.push(ours());
        } else {
            b.push(ours());
            a.push(raw());
        }
    }
    (median(&a), median(&b))
}

/// The median of each field of `v`, apart.
fn median(v: &[Batch]) -> Batch {
    let mid = |mut x: Vec<f64>| {
        x.sort_by(|p, q| p.partial_cmp(q).unwrap());
        x[x.len() / 2]
    };
    Batch {
        total: mid(v.iter().map(|b| b.total).collect()),
        enqueue: mid(v.iter().map(|b| b.enqueue).collect()),
    }
}

/// [`K`] calls of `f`, then a wait for the device.
fn timed(dev: &Arc<CudaDevice>, mut f: impl FnMut()) -> Batch {
    dev.synchronize().unwrap();
    let t = Instant::now();
    for _ in 0..K {
        f();
    }
    let enqueued = t.elapsed();
    dev.synchronize().unwrap();
    Batch {
        total: t.elapsed().as_secs_f64() / K as f64,
        enqueue: enqueued.as_secs_f64() / K as f64,
    }
}

fn info(dev: &Arc<CudaDevice>) -> DeviceInfo {
    let a = |x| dev.attribute(x).unwrap();
    DeviceInfo {
        ordinal: dev.ordinal() as i32,
        multiprocessors: a(A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT),
        max_threads_per_multiprocessor: a(A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR),
        max_threads_per_block: a(A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK),
        shared_mem_per_block: a(A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK) as usize,
        cc_major: a(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR),
        cc_minor: a(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR),
    }
}

/// What a raw NPP call takes of an image, copied out so that the raw calls borrow nothing.
#[derive(Clone, Copy)]
struct Raw {
    p: usize,
    step: i32,
    size: nsys::NppiSize,
    rect: nsys::NppiRect,
}

impl Raw {
    fn of<T, I: DeviceImage<T>>(img: &I) -> Raw {
        let (w, h) = (img.width() as i32, img.height() as i32);
        Raw {
            p: *img.device_ptr() as usize,
            step: img.pitch() as i32,
            size: nsys::NppiSize {
                width: w,
                height: h,
            },
            rect: nsys::NppiRect {
                x: 0,
                y: 0,
                width: w,
                height: h,
            },
        }
    }
    fn src<T>(&self) -> *const T {
        self.p as *const T
    }
    fn dst<T>(&self) -> *mut T {
        self.p as *mut T
    }
}

/// One row of the operations table: seconds per call, raw and through the wrapper.
struct Row {
    name: &'static str,
    raw: Batch,
    ours: Batch,
}

/// The row `name`: the medians of `raw` and `ours`, each timed in batches of [`K`] calls.
fn row(
    dev: &Arc<CudaDevice>,
    name: &'static str,
    mut raw: impl FnMut(),
    mut ours: impl FnMut(),
) -> Row {
    let (raw, ours) = median2(|| timed(dev, &mut raw), || timed(dev, &mut ours));
    Row { name, raw, ours }
}

fn fmt(s: f64) -> String {
    if s < 1e-3 {
        format!("{:.2} us", s * 1e6)
    } else {
        format!("{:.2} ms", s * 1e3)
    }
}

/// Prints the operations table: per call, until the device finished the batch, and (in
/// parentheses) the calling thread's time to enqueue it. A row whose enqueue time is near its
/// whole time is bound by the host's work, the wrapper's and NPP's own, not by the kernel.
fn print_rows(rows: &[Row]) {
    println!("| operation | raw NPP (sys) (enqueue) | Npp (enqueue) | ratio (target <= 1.05x) |");
    println!("|---|---|---|---|");
    for r in rows {
        let ratio = r.ours.total / r.raw.total;
        let mark = if ratio <= 1.05 { "ok" } else { "OVER" };
        println!(
            "| {} | {} ({}) | {} ({}) | {ratio:.3}x {mark} |",
            r.name,
            fmt(r.raw.total),
            fmt(r.raw.enqueue),
            fmt(r.ours.total),
            fmt(r.ours.enqueue)
        );
    }
}

/// What every row of the operations table uses: the device, the wrapper, and the device's
/// values for the raw calls' stream context, read once as `Npp` does.
struct Setup {
    dev: Arc<CudaDevice>,
    npp: Npp,
    info: DeviceInfo,
}

impl Setup {
    /// The stream context of the raw calls: the main stream, where `Npp` runs.
    fn ctx(&self) -> nsys::NppStreamContext {
        stream_context(&self.info, *self.dev.cu_stream())
    }
}

/// The 1080p images of the operations table.
struct Images {
    rgb: CudaImage<u8>,
    rgb2: CudaImage<u8>,
    gray: CudaImage<u8>,
    small: CudaImage<u8>,
    f32img: CudaImage<f32>,
    planes: CudaImage<f32>,
    xm: CudaImage<f32>,
    ym: CudaImage<f32>,
    nv12: CudaImage<u8>,
}

impl Images {
    fn new(dev: &Arc<CudaDevice>) -> Self {
        let rgb = dev.alloc_image_zeros::<u8>(W, H, 3).unwrap();
        let rgb2 = dev.alloc_image_zeros::<u8>(W, H, 3).unwrap();
        let gray = dev.alloc_image_zeros::<u8>(W, H, 1).unwrap();
        let small = dev.alloc_image_zeros::<u8>(640, 360, 3).unwrap();
        let f32img = dev.alloc_image_zeros::<f32>(W, H, 3).unwrap();
        let planes = dev.alloc_image_zeros::<f32>(W, 3 * H, 1).unwrap();
        let xs: Vec<f32> = (0..W * H).map(|i| (i % W) as f32).collect();
        let ys: Vec<f32> = (0..W * H).map(|i| (i / W) as f32).collect();
        let xm = dev.htod_image_sync_copy(&xs, W, H, 1).unwrap();
        let ym = dev.htod_image_sync_copy(&ys, W, H, 1).unwrap();
        let nv12 = dev.alloc_image_zeros::<u8>(W, H * 3 / 2, 1).unwrap();
        Images {
            rgb,
            rgb2,
            gray,
            small,
            f32img,
            planes,
            xm,
            ym,
            nv12,
        }
    }
}

const LINEAR: i32 = nsys::NppiInterpolationMode::NPPI_INTER_LINEAR as i32;

/// The geometry rows: resize, remap, copy with a constant border.
fn geometry_rows(s: &Setup, im: &mut Images) -> Vec<Row> {
    let resize = resize_row(s, im);
    let (dev, npp) = (&s.dev, &s.npp);
    let inner = im.rgb.region(Rect::new(0, 0, W, H - 200)).unwrap();
    let (r_rgb, r_rgb2) = (Raw::of(&im.rgb), Raw::of(&im.rgb2));
    let (r_xm, r_ym, r_inner) = (Raw::of(&im.xm), Raw::of(&im.ym), Raw::of(&inner));
    let value = [114u8; 3];
    let remap = row(
        dev,
        "remap 1080p, linear",
        // SAFETY: the images and coordinate maps are live, of the sizes passed, and only NPP's
        // work on the main stream uses them while the batch runs.
        || unsafe {
            ck(nsys::nppiRemap_8u_C3R_Ctx(
                r_rgb.src(),
                r_rgb.size,
                r_rgb.step,
                r_rgb.rect,
                r_xm.src(),
                r_xm.step,
                r_ym.src(),
                r_ym.step,
                r_rgb2.dst(),
                r_rgb2.step,
                r_rgb2.size,
                LINEAR,
                s.ctx(),
            ))
        },
        || {
            npp.remap(&im.rgb, &im.xm, &im.ym, &mut im.rgb2, Interpolation::Linear)
                .unwrap()
        },
    );
    let border = row(
        dev,
        "copy with constant border, 1080p",
        // SAFETY: the images are live, `inner` lies within `rgb`, the sizes are theirs, and
        // only NPP's work on the main stream uses them while the batch runs.
        || unsafe {
            ck(nsys::nppiCopyConstBorder_8u_C3R_Ctx(
                r_inner.src(),
                r_inner.step,
                r_inner.size,
                r_rgb2.dst(),
                r_rgb2.step,
                r_rgb2.size,
                100,
                0,
                value.as_ptr(),
                s.ctx(),
            ))
        },
        || {
            npp.copy_const_border(&inner, &mut im.rgb2, 100, 0, &value)
                .unwrap()
        },
    );
    vec![resize, remap, border]
}

/// The resize row of `geometry_rows`: 1080p to 640x360, linear.
fn resize_row(s: &Setup, im: &mut Images) -> Row {
    let (dev, npp) = (&s.dev, &s.npp);
    let (r_rgb, r_small) = (Raw::of(&im.rgb), Raw::of(&im.small));
    row(
        dev,
        "resize 1080p to 640x360, linear",
        // SAFETY: the images are live, of the sizes passed, and only NPP's work on the main
        // stream uses them while the batch runs.
        || unsafe {
            ck(nsys::nppiResize_8u_C3R_Ctx(
                r_rgb.src(),
                r_rgb.step,
                r_rgb.size,
                r_rgb.rect,
                r_small.dst(),
                r_small.step,
                r_small.size,
                r_small.rect,
                LINEAR,
                s.ctx(),
            ))
        },
        || {
            npp.resize(&im.rgb, &mut im.small, Interpolation::Linear)
                .unwrap()
        },
    )
}

/// The color rows: NV12 to RGB, RGB to BGR, RGB to gray.
fn color_rows(s: &Setup, im: &mut Images) -> Vec<Row> {
    let (dev, npp) = (&s.dev, &s.npp);
    let y = im.nv12.region(Rect::new(0, 0, W, H)).unwrap();
    let uv = im.nv12.region(Rect::new(0, H, W, H / 2)).unwrap();
    let (r_y, r_uv) = (Raw::of(&y), Raw::of(&uv));
    let (r_rgb, r_rgb2, r_gray) = (Raw::of(&im.rgb), Raw::of(&im.rgb2), Raw::of(&im.gray));
    let twist = YuvMatrix::Bt709.coefficients();
    let nv12 = row(
        dev,
        "NV12 to RGB, 1080p",
        // SAFETY: the NV12 planes and the RGB image are live, of the sizes passed, and only
        // NPP's work on the main stream uses them; the pointer and step arrays and `twist`
        // outlive the call.
        || unsafe {
            let src = [r_y.src::<u8>(), r_uv.src::<u8>()];
            let mut steps = [r_y.step, r_uv.step];
            ck(nsys::nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx(
                src.as_ptr(),
                steps.as_mut_ptr(),
                r_rgb2.dst(),
                r_rgb2.step,
                r_rgb2.size,
                twist.as_ptr(),
                s.ctx(),
            ))
        },
        || {
            npp.nv12_to_rgb(&y, &uv, &mut im.rgb2, YuvMatrix::Bt709)
                .unwrap()
        },
    );
    let swap = row(
        dev,
        "RGB to BGR, 1080p",
        // SAFETY: the images are live, of the sizes passed, and only NPP's work on the main
        // stream uses them while the batch runs.
        || unsafe {
            ck(nsys::nppiSwapChannels_8u_C3R_Ctx(
                r_rgb.src(),
                r_rgb.step,
                r_rgb2.dst(),
                r_rgb2.step,
                r_rgb.size,
                [2, 1, 0].as_ptr(),
                s.ctx(),
            ))
        },
        || npp.rgb_to_bgr(&im.rgb, &mut im.rgb2).unwrap(),
    );
    let gray = row(
        dev,
        "RGB to gray, 1080p",
        // SAFETY: the images are live, of the sizes passed, and only NPP's work on the main
        // stream uses them while the batch runs.
        || unsafe {
            ck(nsys::nppiRGBToGray_8u_C3C1R_Ctx(
                r_rgb.src(),
                r_rgb.step,
                r_gray.dst(),
                r_gray.step,
                r_rgb.size,
                s.ctx(),
            ))
        },
        || npp.rgb_to_gray(&im.rgb, &mut im.gray).unwrap(),
    );
    vec![nv12, swap, gray]
}

/// The tensor rows: u8 to normalised f32, packed to planar.
fn tensor_rows(s: &Setup, im: &mut Images) -> Vec<Row> {
    let (dev, npp) = (&s.dev, &s.npp);
    let (r_rgb, r_f32, r_planes) = (Raw::of(&im.rgb), Raw::of(&im.f32img), Raw::of(&im.planes));
    let scale = [1.0f32 / 255.0; 3];
    let mut diag = [[0f32; 4]; 3];
    for (c, row) in diag.iter_mut().enumerate() {
        row[c] = scale[c];
    }
    let convert = row(
        dev,
        "u8 to f32 normalised, 1080p",
        // SAFETY: the images are live, of the sizes passed, and only NPP's work on the main
        // stream uses them while the batch runs; `diag` is a 3x4 matrix that outlives the
        // calls.
        || unsafe {
            let c = s.ctx();
            ck(nsys::nppiConvert_8u32f_C3R_Ctx(
                r_rgb.src(),
                r_rgb.step,
                r_f32.dst(),
                r_f32.step,
                r_rgb.size,
                c,
            ));
            ck(nsys::nppiColorTwist_32f_C3IR_Ctx(
                r_f32.dst(),
                r_f32.step,
                r_rgb.size,
                diag.as_ptr(),
                c,
            ))
        },
        || {
            npp.u8_to_f32(&im.rgb, &mut im.f32img, &scale, &[0.0; 3])
                .unwrap()
        },
    );
    let planar = row(
        dev,
        "packed to planar f32, 1080p",
        // SAFETY: the three planes are the thirds of `planes` (H rows each), which is live like
        // `f32img`, and only NPP's work on the main stream uses them; `dst` outlives the call.
        || unsafe {
            let dst = [0, 1, 2].map(|k| (r_planes.p + k * H * r_planes.step as usize) as *mut f32);
            ck(nsys::nppiCopy_32f_C3P3R_Ctx(
                r_f32.src(),
                r_f32.step,
                dst.as_ptr(),
                r_planes.step,
                r_f32.size,
                s.ctx(),
            ))
        },
        || {
            let (mut r, gb) = im.planes.split_rows_mut(H).unwrap();
            let (mut g, mut b) = gb.split_rows_mut(H).unwrap();
            npp.packed_to_planar(&im.f32img, [&mut r, &mut g, &mut b])
                .unwrap()
        },
    );
    vec![convert, planar]
}

/// Prints the chain table: sync, async with 64 tasks, and OpenCV on the CPU.
fn print_chain(dev: &Arc<CudaDevice>, npp: &Npp) {
    let sync_fps = chain_sync(dev, npp);
    let async_fps = chain_async(dev, 64);
    let cpu_fps = opencv_fps();
    println!(
        "| the chain, NV12 1080p to a 3x640x640 f32 tensor | frames/s | vs OpenCV on the CPU |"
    );
    println!("|---|---|---|");
    let vs = |fps: f64| cpu_fps.map_or("n/a".into(), |c| format!("{:.1}x", fps / c));
    println!("| sync, one stream | {sync_fps:.0} | {} |", vs(sync_fps));
    println!(
        "| async, 64 tokio tasks (target >= 20x OpenCV) | {async_fps:.0} | {} |",
        vs(async_fps)
    );
    match cpu_fps {
        Some(c) => println!("| OpenCV (scripts/opencv_chain.py), CPU | {c:.1} | 1.0x |"),
        None => println!(
            "| OpenCV (scripts/opencv_chain.py), CPU | n/a (python3 with cv2 not found) | |"
        ),
    }
}

fn main() {
    let dev = match CudaDevice::new(0) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("no GPU: {e}");
            return;
        }
    };
    let npp = match Npp::new(dev.clone()) {
        Ok(n) => n,
        Err(e) => {
            eprintln!("no NPP: {e}");
            return;
        }
    };
    let info = info(&dev);
    println!("# NPP on {} ({}x{} images)\n", dev.name().unwrap(), W, H);
    let setup = Setup { dev, npp, info };
    let mut im = Images::new(&setup.dev);
    let mut rows = geometry_rows(&setup, &mut im);
    rows.extend(color_rows(&setup, &mut im));
    rows.extend(tensor_rows(&setup, &mut im));
    print_rows(&rows);

    println!();
    print_chain(&setup.dev, &setup.npp);
}

/// The buffers of one chain.
struct Bufs {
    nv12: CudaImage<u8>,
    rgb: CudaImage<u8>,
    small: CudaImage<u8>,
    boxed: CudaImage<u8>,
    norm: CudaImage<f32>,
    chw: CudaImage<f32>,
}

impl Bufs {
    fn new(dev: &Arc<CudaDevice>) -> Self {
        Bufs {
            nv12: dev.alloc_image_zeros(W, H * 3 / 2, 1).unwrap(),
            rgb: dev.alloc_image_zeros(W, H, 3).unwrap(),
            small: dev.alloc_image_zeros(640, 360, 3).unwrap(),
            boxed: dev.alloc_image_zeros(640, 640, 3).unwrap(),
            norm: dev.alloc_image_zeros(640, 640, 3).unwrap(),
            chw: CudaImage::from_slice(
                dev.alloc_zeros::<f32>(3 * 640 * 640).unwrap(),
                640,
                1920,
                1,
            )
            .map_err(|(_, e)| e)
            .unwrap(),
        }
    }
}

const MEAN_STD: ([f32; 3], [f32; 3]) = ([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]);

fn norm_args() -> ([f32; 3], [f32; 3]) {
    let (m, s) = MEAN_STD;
    (
        [0, 1, 2].map(|c| 1.0 / (255.0 * s[c])),
        [0, 1, 2].map(|c| -m[c] / s[c]),
    )
}

/// Frames per second of the chain on the main stream, frames enqueued back to back, the frame
/// uploaded each time from host memory.
fn chain_sync(dev: &Arc<CudaDevice>, npp: &Npp) -> f64 {
    let mut b = Bufs::new(dev);
    let frame = vec![100u8; W * H * 3 / 2];
    let (scale, offset) = norm_args();
    let one = |b: &mut Bufs| {
        dev.htod_image_sync_copy_into(&frame, &mut b.nv12).unwrap();
        let y = b.nv12.region(Rect::new(0, 0, W, H)).unwrap();
        let uv = b.nv12.region(Rect::new(0, H, W, H / 2)).unwrap();
        npp.nv12_to_rgb(&y, &uv, &mut b.rgb, YuvMatrix::Bt709)
            .unwrap();
        npp.resize(&b.rgb, &mut b.small, Interpolation::Super)
            .unwrap();
        npp.letterbox(&b.small, &mut b.boxed, &[114; 3]).unwrap();
        npp.u8_to_f32(&b.boxed, &mut b.norm, &scale, &offset)
            .unwrap();
        let (mut r, gb) = b.chw.split_rows_mut(640).unwrap();
        let (mut g, mut bl) = gb.split_rows_mut(640).unwrap();
        npp.packed_to_planar(&b.norm, [&mut r, &mut g, &mut bl])
            .unwrap();
    };
    for _ in 0..10 {
        one(&mut b);
    }
    dev.synchronize().unwrap();
    let n = 300;
    let t = Instant::now();
    for _ in 0..n {
        one(&mut b);
    }
    dev.synchronize().unwrap();
    n as f64 / t.elapsed().as_secs_f64()
}

/// Frames per second of the chain with `tasks` tokio tasks, each with its own buffers, each
/// frame uploaded from an owned `Vec`, processed, and its tensor downloaded.
fn chain_async(dev: &Arc<CudaDevice>, tasks: usize) -> f64 {
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let npp = AsyncNpp::new(adev.clone()).unwrap();
    let frames_per_task = 20;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let bufs: Vec<Bufs> = (0..tasks).map(|_| Bufs::new(dev)).collect();
    let run = |bufs: Vec<Bufs>, frames: usize| {
        let handles: Vec<_> = bufs
            .into_iter()
            .map(|mut b| {
                let (adev, npp) = (adev.clone(), npp.clone());
                rt.spawn(async move {
                    let (scale, offset) = norm_args();
                    for _ in 0..frames {
                        let frame = vec![100u8; W * H * 3 / 2];
                        adev.htod_image_copy_into(frame, &mut b.nv12).await.unwrap();
                        let y = b.nv12.region(Rect::new(0, 0, W, H)).unwrap();
                        let uv = b.nv12.region(Rect::new(0, H, W, H / 2)).unwrap();
                        // The steps are ordered by the images' records, so they are all
                        // enqueued at once and awaited after the last.
                        let steps = [
                            npp.nv12_to_rgb(&y, &uv, &mut b.rgb, YuvMatrix::Bt709),
                            npp.resize(&b.rgb, &mut b.small, Interpolation::Super),
                            npp.letterbox(&b.small, &mut b.boxed, &[114; 3]),
                            npp.u8_to_f32(&b.boxed, &mut b.norm, &scale, &offset),
                        ];
                        let (mut r, gb) = b.chw.split_rows_mut(640).unwrap();
                        let (mut g, mut bl) = gb.split_rows_mut(640).unwrap();
                        npp.packed_to_planar(&b.norm, [&mut r, &mut g, &mut bl])
                            .await
                            .unwrap();
                        for step in steps {
                            step.await.unwrap();
                        }
                    }
                    b
                })
            })
            .collect();
        rt.block_on(async {
            let mut out = Vec::new();
            for h in handles {
                out.push(h.await.unwrap());
            }
            out
        })
    };
    let bufs = run(bufs, 2);
    let t = Instant::now();
    let bufs = run(bufs, frames_per_task);
    let fps = (tasks * frames_per_task) as f64 / t.elapsed().as_secs_f64();
    drop(bufs);
    fps
}

/// The frames per second `scripts/opencv_chain.py` reports, if python3 with cv2 runs it.
fn opencv_fps() -> Option<f64> {
    // From the repository root (where packed benchmarks run on a GPU machine), else from the
    // checkout that built the benchmark.
    let script = [
        "scripts/opencv_chain.py",
        concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/opencv_chain.py"),
    ]
    .into_iter()
    .find(|p| std::path::Path::new(p).exists())?;
    let out = std::process::Command::new("python3")
        .arg(script)
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        eprintln!(
            "opencv_chain.py: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
        return None;
    }
    text.lines()
        .find_map(|l| l.strip_prefix("frames/s: "))
        .and_then(|v| v.trim().parse().ok())
}
