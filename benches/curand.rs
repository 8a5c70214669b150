//! cuRAND through `CudaRng` beside raw cuRAND calls through `sys`, in one process: 256 Mi f32
//! uniform and normal numbers, each fill followed by a synchronize, the two ways rotated round
//! by round. Target: at least 0.98x raw cuRAND's speed.
//!
//! `cargo bench --features curand --bench curand` (or `bash .gpu/run bench curand` after
//! gpu-pack).

#[path = "common/mod.rs"]
mod common;

use common::table::{Row, Target, print_table};
use common::{ck, mid, rotate};
use cuda_driver::curand::{CudaRng, sys as rsys};
use cuda_driver::driver::{CudaDevice, DevicePtr, sys};
use std::time::Instant;

const N: usize = 256 << 20;
const REPS: usize = 15;

/// Asserts a raw cuRAND call succeeded.
fn rck(r: rsys::curandStatus_t) {
    if r != rsys::curandStatus_t::CURAND_STATUS_SUCCESS {
        panic!("raw cuRAND call failed: {r:?}");
    }
}

/// A raw generator on a raw stream of the device's context, as a C program would make it.
struct Raw {
    generator: rsys::curandGenerator_t,
    stream: sys::CUstream,
}

impl Raw {
    fn new() -> Raw {
        let mut generator = std::ptr::null_mut();
        let mut stream = std::ptr::null_mut();
        // SAFETY: plain calls with valid out-pointers; the device's context is current.
        unsafe {
            ck(sys::cuStreamCreate(&mut stream, 1));
            rck(rsys::curandCreateGenerator(
                &mut generator,
                rsys::curandRngType_t::CURAND_RNG_PSEUDO_DEFAULT,
            ));
            rck(rsys::curandSetPseudoRandomGeneratorSeed(generator, 1234));
            rck(rsys::curandSetStream(generator, stream.cast()));
        }
        Raw { generator, stream }
    }
}

impl Drop for Raw {
    fn drop(&mut self) {
        // SAFETY: ours, idle after the last synchronize.
        unsafe {
            rck(rsys::curandDestroyGenerator(self.generator));
            ck(sys::cuStreamDestroy_v2(self.stream));
        }
    }
}

fn main() {
    // `cargo test --all-targets` runs bench binaries without --bench: nothing to do there.
    if !std::env::args().any(|a| a == "--bench") {
        println!("curand runs under `cargo bench --features curand --bench curand`");
        return;
    }
    let dev = CudaDevice::new(0).unwrap();
    let rng = CudaRng::new(1234, dev.clone()).unwrap();
    let raw = Raw::new();
    let mut ours_buf = dev.alloc_zeros::<f32>(N).unwrap();
    let raw_buf = dev.alloc_zeros::<f32>(N).unwrap();
    let raw_ptr = *raw_buf.device_ptr() as *mut f32;
    let mut rows = Vec::new();
    for (name, normal) in [
        ("cuRAND uniform, 256 Mi f32, fill + synchronize", false),
        ("cuRAND normal, 256 Mi f32, fill + synchronize", true),
    ] {
        let mut raw_way = || {
            let t = Instant::now();
            // SAFETY: `raw_ptr` holds N floats, used by nothing else; the generator and its
            // stream are live.
            unsafe {
                if normal {
                    rck(rsys::curandGenerateNormal(
                        raw.generator,
                        raw_ptr,
                        N,
                        0.0,
                        1.0,
                    ));
                } else {
                    rck(rsys::curandGenerateUniform(raw.generator, raw_ptr, N));
                }
                ck(sys::cuStreamSynchronize(raw.stream));
            }
            t.elapsed().as_secs_f64()
        };
        let mut ours_way = || {
            let t = Instant::now();
            if normal {
                rng.fill_with_normal(&mut ours_buf, 0.0, 1.0).unwrap();
            } else {
                rng.fill_with_uniform(&mut ours_buf).unwrap();
            }
            dev.synchronize().unwrap();
            t.elapsed().as_secs_f64()
        };
        let mut runs = rotate(2, REPS, &mut [&mut raw_way, &mut ours_way]).into_iter();
        let (r, o) = (mid(runs.next().unwrap()), mid(runs.next().unwrap()));
        rows.push(Row {
            name,
            raw: Some(r),
            ours: Some(o),
            cudarc: None,
            target: Some(Target::Speed(0.98)),
        });
    }
    let title = format!("cuRAND on {}", dev.name().unwrap());
    print_table(&title, REPS, &rows, &[]);
}
