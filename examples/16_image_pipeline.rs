//! A video frame to a network's input with NPP: NV12 1080p → RGB → resize to 640x360 →
//! letterbox to 640x640 → normalised `f32` → planar (CHW), timed per frame, checked against
//! the same chain on the CPU, and written back out as a PPM.
//!
//! ```sh
//! cargo run --release --features npp --example 16_image_pipeline                 # a generated frame
//! cargo run --release --features npp --example 16_image_pipeline -- in.nv12 1920x1080 out.ppm
//! cargo run --release --features npp --example 16_image_pipeline -- in.ppm out.ppm
//! ```
//!
//! A raw NV12 file holds the Y rows then the interleaved UV rows; a PPM (binary, `P6`) is
//! converted to NV12 on the CPU first, so that every input runs the same chain. Needs a GPU
//! and NPP (`pip install nvidia-npp-cu12`, or set `CUDA_DRIVER_NPP_PATH`).

use cuda_driver::driver::{CudaDevice, CudaImage, DriverError, Rect};
use cuda_driver::npp::{Interpolation, Npp, YuvMatrix};
use std::error::Error;
use std::sync::Arc;
use std::time::Instant;

const OUT: usize = 640;
const BORDER: u8 = 114;
const FRAMES: usize = 200;

/// A frame in NV12: `width * height` luma bytes, then `width * height / 2` of interleaved UV.
struct Nv12 {
    width: usize,
    height: usize,
    data: Vec<u8>,
}

fn main() -> Result<(), Box<dyn Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (frame, out_path) = read_input(&args)?;
    let (w, h) = (frame.width, frame.height);
    println!("input: {w}x{h} NV12");

    let dev = CudaDevice::new(0)?;
    let npp = Npp::new(dev.clone())?;
    let mut chain = Chain::new(&dev, w, h)?;

    // Warm up (NPP loads its kernels on first use), then time whole frames: upload, the five
    // NPP steps, and the wait for the result.
    chain.run(&dev, &npp, &frame)?;
    dev.synchronize()?;
    let start = Instant::now();
    for _ in 0..FRAMES {
        chain.run(&dev, &npp, &frame)?;
    }
    dev.synchronize()?;
    let per_frame = start.elapsed().as_secs_f64() / FRAMES as f64;
    println!(
        "{FRAMES} frames: {:.3} ms per frame ({:.0} frames/s), upload included",
        per_frame * 1e3,
        1.0 / per_frame
    );

    // The network's input: 3 planes of 640x640 floats in [0, 1].
    let tensor = dev.dtoh_sync_copy(&chain.chw.as_slice()?)?;
    let reference = cpu_chain(&frame);
    let (mean, max) = compare(&tensor, &reference);
    println!("against the CPU chain: mean difference {mean:.5}, largest {max:.4} (of 1.0)");
    // NPP and the CPU round and upsample chroma each their own way: small on average, and
    // never more than a chroma edge's worth.
    if mean > 2.0 / 255.0 || max > 64.0 / 255.0 {
        return Err(format!("the GPU chain differs from the CPU's: mean {mean}, max {max}").into());
    }
    let band = BORDER as f32 / 255.0;
    let (top, content) = letterbox_rows(w, h);
    let bands_ok = (0..3).all(|k| {
        let plane = &tensor[k * OUT * OUT..(k + 1) * OUT * OUT];
        plane[..top * OUT]
            .iter()
            .chain(&plane[(top + content) * OUT..])
            .all(|&v| (v - band).abs() < 1e-6)
    });
    if !bands_ok {
        return Err("the letterbox bands are not the border value".into());
    }

    write_ppm(&out_path, &tensor)?;
    println!("wrote {out_path} ({OUT}x{OUT}); output checked");
    Ok(())
}

/// The GPU buffers of the chain, allocated once and reused for every frame.
struct Chain {
    nv12: CudaImage<u8>,
    rgb: CudaImage<u8>,
    small: CudaImage<u8>,
    boxed: CudaImage<u8>,
    norm: CudaImage<f32>,
    chw: CudaImage<f32>,
}

impl Chain {
    fn new(dev: &Arc<CudaDevice>, w: usize, h: usize) -> Result<Self, DriverError> {
        let (sw, sh) = fit(w, h);
        let chw = CudaImage::from_slice(dev.alloc_zeros::<f32>(3 * OUT * OUT)?, OUT, 3 * OUT, 1)
            .map_err(|(_, e)| e)?;
        Ok(Chain {
            nv12: dev.alloc_image_zeros(w, h * 3 / 2, 1)?,
            rgb: dev.alloc_image_zeros(w, h, 3)?,
            small: dev.alloc_image_zeros(sw, sh, 3)?,
            boxed: dev.alloc_image_zeros(OUT, OUT, 3)?,
            norm: dev.alloc_image_zeros(OUT, OUT, 3)?,
            chw,
        })
    }

    fn run(&mut self, dev: &Arc<CudaDevice>, npp: &Npp, frame: &Nv12) -> Result<(), DriverError> {
        let (w, h) = (frame.width, frame.height);
        dev.htod_image_sync_copy_into(&frame.data, &mut self.nv12)?;
        let y = self.nv12.region(Rect::new(0, 0, w, h))?;
        let uv = self.nv12.region(Rect::new(0, h, w, h / 2))?;
        npp.nv12_to_rgb(&y, &uv, &mut self.rgb, YuvMatrix::Bt709)?;
        npp.resize(&self.rgb, &mut self.small, Interpolation::Super)?;
        npp.letterbox(&self.small, &mut self.boxed, &[BORDER; 3])?;
        npp.u8_to_f32(&self.boxed, &mut self.norm, &[1.0 / 255.0; 3], &[0.0; 3])?;
        let (mut r, gb) = self.chw.split_rows_mut(OUT)?;
        let (mut g, mut b) = gb.split_rows_mut(OUT)?;
        npp.packed_to_planar(&self.norm, [&mut r, &mut g, &mut b])
    }
}

/// The size a `w` x `h` frame is resized to, to fit 640x640 keeping its shape (640x360 for
/// 1080p).
fn fit(w: usize, h: usize) -> (usize, usize) {
    if w >= h {
        (OUT, (h * OUT / w).max(1))
    } else {
        ((w * OUT / h).max(1), OUT)
    }
}

/// The first row of content in the letterboxed image, and how many rows it has.
fn letterbox_rows(w: usize, h: usize) -> (usize, usize) {
    let (_, sh) = fit(w, h);
    ((OUT - sh) / 2, sh)
}

// ---- the same chain on the CPU -------------------------------------------------------------------

fn cpu_chain(f: &Nv12) -> Vec<f32> {
    let (w, h) = (f.width, f.height);
    let m = YuvMatrix::Bt709;
    let uv = &f.data[w * h..];
    let rgb: Vec<f32> = (0..w * h)
        .flat_map(|p| {
            let (x, y) = (p % w, p / w);
            let c = (y / 2) * w + (x / 2) * 2;
            m.to_rgb(f.data[p], uv[c], uv[c + 1])
                .map(|v| v.clamp(0.0, 255.0).round())
        })
        .collect();
    // Super-sampling: each destination pixel is the mean of the source area it covers.
    let (sw, sh) = fit(w, h);
    let area = |x0: f64, x1: f64, i: usize| x1.min(i as f64 + 1.0) - x0.max(i as f64);
    let mut small = vec![0f32; sw * sh * 3];
    let (fx, fy) = (w as f64 / sw as f64, h as f64 / sh as f64);
    for y in 0..sh {
        let (y0, y1) = (y as f64 * fy, (y + 1) as f64 * fy);
        for x in 0..sw {
            let (x0, x1) = (x as f64 * fx, (x + 1) as f64 * fx);
            let mut acc = [0f64; 3];
            for sy in y0.floor() as usize..(y1.ceil() as usize).min(h) {
                for sx in x0.floor() as usize..(x1.ceil() as usize).min(w) {
                    let a = area(x0, x1, sx) * area(y0, y1, sy);
                    for k in 0..3 {
                        acc[k] += a * rgb[(sy * w + sx) * 3 + k] as f64;
                    }
                }
            }
            for k in 0..3 {
                small[(y * sw + x) * 3 + k] = (acc[k] / (fx * fy)).round() as f32;
            }
        }
    }
    let (top, left) = ((OUT - sh) / 2, (OUT - sw) / 2);
    let mut out = vec![BORDER as f32 / 255.0; 3 * OUT * OUT];
    for y in 0..sh {
        for x in 0..sw {
            for k in 0..3 {
                out[k * OUT * OUT + (y + top) * OUT + x + left] =
                    small[(y * sw + x) * 3 + k] / 255.0;
            }
        }
    }
    out
}

fn compare(a: &[f32], b: &[f32]) -> (f64, f64) {
    let mut sum = 0.0;
    let mut max = 0.0f64;
    for (x, y) in a.iter().zip(b) {
        let d = (x - y).abs() as f64;
        sum += d;
        max = max.max(d);
    }
    (sum / a.len() as f64, max)
}

// ---- input and output ----------------------------------------------------------------------------

fn read_input(args: &[String]) -> Result<(Nv12, String), Box<dyn Error>> {
    match args {
        [] => Ok((test_frame(1920, 1080), "pipeline_out.ppm".into())),
        [path, out] if path.ends_with(".ppm") => {
            Ok((ppm_to_nv12(&std::fs::read(path)?)?, out.clone()))
        }
        [path] if path.ends_with(".ppm") => Ok((
            ppm_to_nv12(&std::fs::read(path)?)?,
            "pipeline_out.ppm".into(),
        )),
        [path, size, rest @ ..] => {
            let (w, h) = size
                .split_once('x')
                .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
                .ok_or("the size is WIDTHxHEIGHT, as 1920x1080")?;
            let data = std::fs::read(path)?;
            if w % 2 != 0 || h % 2 != 0 || data.len() != w * h * 3 / 2 {
                return Err(format!(
                    "{path}: {} bytes is not an NV12 frame of {w}x{h} (even sizes, {} bytes)",
                    data.len(),
                    w * h * 3 / 2
                )
                .into());
            }
            let out = rest
                .first()
                .cloned()
                .unwrap_or_else(|| "pipeline_out.ppm".into());
            Ok((
                Nv12 {
                    width: w,
                    height: h,
                    data,
                },
                out,
            ))
        }
        _ => Err(
            "usage: 16_image_pipeline [in.ppm [out.ppm] | in.nv12 WIDTHxHEIGHT [out.ppm]]".into(),
        ),
    }
}

/// A frame with something to see: diagonal luma gradients and color in broad bands.
fn test_frame(w: usize, h: usize) -> Nv12 {
    let mut data = Vec::with_capacity(w * h * 3 / 2);
    for y in 0..h {
        for x in 0..w {
            data.push((16 + (x + y) * 219 / (w + h)) as u8);
        }
    }
    for y in 0..h / 2 {
        for x in 0..w / 2 {
            let band = x * 6 / (w / 2);
            let u = [128, 60, 200, 90, 170, 128][band];
            let v = [128, 200, 60, 90, 170, 60 + (y * 140 / (h / 2)) as u8][band];
            data.extend([u, v]);
        }
    }
    Nv12 {
        width: w,
        height: h,
        data,
    }
}

/// A binary PPM (`P6`, maxval 255) as NV12 (BT.709, limited range), sizes rounded down to even.
fn ppm_to_nv12(bytes: &[u8]) -> Result<Nv12, Box<dyn Error>> {
    let mut fields = Vec::new();
    let mut i = 0;
    while fields.len() < 4 {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i < bytes.len() && bytes[i] == b'#' {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if start == i {
            return Err("not a PPM: the header ends early".into());
        }
        fields.push(String::from_utf8_lossy(&bytes[start..i]).into_owned());
    }
    if fields[0] != "P6" || fields[3] != "255" {
        return Err("only binary PPMs (P6) with maxval 255 are read".into());
    }
    let (w, h): (usize, usize) = (fields[1].parse()?, fields[2].parse()?);
    let px = &bytes[i + 1..];
    if px.len() < w * h * 3 {
        return Err("the PPM is shorter than its size".into());
    }
    let (ew, eh) = (w & !1, h & !1);
    if ew == 0 || eh == 0 {
        return Err("the PPM is too small".into());
    }
    let (kr, kb) = (0.2126f32, 0.0722f32);
    let yuv = |x: usize, y: usize| {
        let p = &px[(y * w + x) * 3..];
        let (r, g, b) = (p[0] as f32, p[1] as f32, p[2] as f32);
        let l = kr * r + (1.0 - kr - kb) * g + kb * b;
        let u = (b - l) / (2.0 * (1.0 - kb));
        let v = (r - l) / (2.0 * (1.0 - kr));
        (
            16.0 + l * 219.0 / 255.0,
            128.0 + u * 224.0 / 255.0,
            128.0 + v * 224.0 / 255.0,
        )
    };
    let mut data = Vec::with_capacity(ew * eh * 3 / 2);
    for y in 0..eh {
        for x in 0..ew {
            data.push(yuv(x, y).0.round().clamp(0.0, 255.0) as u8);
        }
    }
    for y in (0..eh).step_by(2) {
        for x in (0..ew).step_by(2) {
            let (_, u, v) = yuv(x, y);
            data.extend([
                u.round().clamp(0.0, 255.0) as u8,
                v.round().clamp(0.0, 255.0) as u8,
            ]);
        }
    }
    Ok(Nv12 {
        width: ew,
        height: eh,
        data,
    })
}

/// Writes the planar `[0, 1]` tensor as an 8-bit binary PPM.
fn write_ppm(path: &str, chw: &[f32]) -> std::io::Result<()> {
    let mut out = format!("P6\n{OUT} {OUT}\n255\n").into_bytes();
    for p in 0..OUT * OUT {
        for k in 0..3 {
            out.push((chw[k * OUT * OUT + p] * 255.0).round().clamp(0.0, 255.0) as u8);
        }
    }
    std::fs::write(path, out)
}
