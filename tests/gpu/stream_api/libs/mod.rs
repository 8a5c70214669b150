//! The libraries in cudarc 0.19's shape (`stream_api::{cublas, cublaslt, curand}`): their
//! operations ordered with other streams' work on their buffers (a slow kernel ahead), their
//! refusals naming the argument, and the same operation through this API and through the
//! `CudaDevice` API agreeing bit for bit (one implementation behind both). NCCL's are in
//! tests/gpu_nccl/stream_api.rs.

use super::{SLOW, SPIN, gpu_present};
use cuda_driver::stream_api::driver::{
    CudaContext, CudaFunction, CudaSlice, CudaStream, LaunchConfig, PushKernelArg,
};
use cuda_driver::stream_api::nvrtc::Ptx;
use std::sync::Arc;

#[cfg(feature = "cublas")]
mod cublas;
#[cfg(feature = "cublaslt")]
mod cublaslt;
#[cfg(feature = "curand")]
mod curand;

const CFG: LaunchConfig = LaunchConfig {
    grid_dim: (264, 1, 1),
    block_dim: (256, 1, 1),
    shared_mem_bytes: 0,
};

/// The slow kernels of ptx/spin.cu, loaded in a context.
pub(crate) struct Spin {
    fill: CudaFunction,
    copy: CudaFunction,
}

/// The context of device 0 and its slow kernels, or `None` (skipped) without a GPU.
pub(crate) fn open() -> Option<(Arc<CudaContext>, Spin)> {
    if !gpu_present() {
        return None;
    }
    let ctx = CudaContext::new(0).unwrap();
    let m = ctx.load_module(Ptx::from_src(SPIN)).unwrap();
    let spin = Spin {
        fill: m.load_function("slow_fill").unwrap(),
        copy: m.load_function("slow_copy").unwrap(),
    };
    Some((ctx, spin))
}

#[allow(dead_code)]
impl Spin {
    /// `x[..] = value` on `s`, after about 50 ms of spinning: work that overtakes it sees the
    /// old values, and is overwritten.
    pub(crate) fn slow_fill(&self, s: &Arc<CudaStream>, x: &mut CudaSlice<f32>, value: f32) {
        let (n, cycles) = (x.len(), SLOW);
        // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes n elements.
        unsafe {
            s.launch_builder(&self.fill)
                .arg(&cycles)
                .arg(x)
                .arg(&n)
                .arg(&value)
                .launch(CFG)
        }
        .unwrap();
    }

    /// `dst = src` on `s`, after about 50 ms of spinning: a slow reader of `src`.
    pub(crate) fn slow_copy(
        &self,
        s: &Arc<CudaStream>,
        dst: &mut CudaSlice<f32>,
        src: &CudaSlice<f32>,
    ) {
        let (n, cycles) = (src.len(), SLOW);
        // SAFETY: slow_copy(unsigned long long, float*, const float*, size_t) stays within n,
        // the length of both.
        unsafe {
            s.launch_builder(&self.copy)
                .arg(&cycles)
                .arg(dst)
                .arg(src)
                .arg(&n)
                .launch(CFG)
        }
        .unwrap();
    }
}

/// `n` values in [-0.5, 0.5), none of them round (a product of them rounds in the last bits),
/// the same for the same `seed`.
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
pub(crate) fn values(n: usize, seed: u64) -> Vec<f32> {
    (0..n as u64)
        .map(|i| {
            let h = (i.wrapping_mul(2_654_435_761) ^ seed.wrapping_mul(40_503)) % 10_007;
            h as f32 / 10_007.0 - 0.5
        })
        .collect()
}

/// Fails unless `got` and `want` are the same bits, element by element.
#[track_caller]
pub(crate) fn same_bits<T: Bits>(got: &[T], want: &[T], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    let bad = (0..got.len())
        .filter(|&i| got[i].bits() != want[i].bits())
        .count();
    if bad > 0 {
        let i = (0..got.len())
            .find(|&i| got[i].bits() != want[i].bits())
            .unwrap();
        panic!(
            "{what}: {bad} of {} elements differ (first at {i}: {:#x} here, {:#x} there)",
            got.len(),
            got[i].bits(),
            want[i].bits()
        );
    }
}

/// A value's bits, for [`same_bits`].
pub(crate) trait Bits {
    fn bits(&self) -> u64;
}

impl Bits for f32 {
    fn bits(&self) -> u64 {
        self.to_bits().into()
    }
}

impl Bits for f64 {
    fn bits(&self) -> u64 {
        self.to_bits()
    }
}

#[cfg(feature = "f16")]
impl Bits for half::f16 {
    fn bits(&self) -> u64 {
        self.to_bits().into()
    }
}

#[cfg(feature = "f16")]
impl Bits for half::bf16 {
    fn bits(&self) -> u64 {
        self.to_bits().into()
    }
}

/// Fails unless `r` is a refusal whose message holds `words`.
#[track_caller]
pub(crate) fn refused<T, E: std::fmt::Display>(r: Result<T, E>, words: &str) -> E {
    let Err(e) = r else {
        panic!("not refused (expected an error saying {words:?})")
    };
    assert!(e.to_string().contains(words), "{words:?} not in: {e}");
    e
}
