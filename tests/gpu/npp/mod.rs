//! NPP's wrappers (feature `npp`), each through the sync `Npp` and the async `AsyncNpp`: results
//! against CPU references, the examples of the docs, refusals, views at their edges and images past
//! 2 GiB, and ordering with slow users of sources and destinations. Skips without the library
//! (`REQUIRE_NPP=1` makes that a failure).
//!
//! Tolerances, and why:
//! - copies, borders, channel swaps, planar copies and nearest-neighbour resizes and remaps move
//!   values without arithmetic: exact.
//! - 8-bit results of arithmetic (interpolation, color conversion, gray): within 1 of the reference
//!   computed in `f64` before rounding, plus 0.01 for `f32` arithmetic, as NPP rounds its own way.
//! - `f32` results: within `1e-4` relative (and `1e-3` absolute on values up to 255).

use crate::kernels::{SlowKernels, slow_kernels, splitmix64};
use crate::support::images::{bytes, floats};
use cuda_driver::driver::{CudaDevice, CudaImage, CudaStream, DeviceRepr, ValidAsZeroBits};
use cuda_driver::npp::{AsyncNpp, Npp, NppPixel};
use std::sync::Arc;

macro_rules! order_fx {
    () => {
        match order_fixture() {
            Some(f) => f,
            None => return,
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

macro_rules! fx {
    () => {
        match fixture() {
            Some(f) => f,
            None => return,
        }
    };
}

/// Calls an NPP method through the sync or the async wrapper, as the fixture's mode says.
macro_rules! call {
    ($f:expr, $m:ident($($a:expr),* $(,)?)) => {
        match $f.mode {
            Mode::Sync => $f.npp.$m($($a),*),
            Mode::Async => futures_lite::future::block_on($f.anpp.$m($($a),*)),
        }
    };
}

mod docs;
mod edges;
mod ordering;
mod refusals;
mod results;

/// A pixel type of the tests: `u8` or `f32`.
trait BitsPx: DeviceRepr + ValidAsZeroBits + Copy + PartialEq + std::fmt::Debug + Send + Sync {
    /// The value's bits, for exact comparisons.
    fn bits(self) -> u32;
    /// `words` 4-byte words of test data for an image of this type.
    fn pattern(words: usize, seed: u64) -> Vec<f32>;
    /// The bits of the values that `words` hold.
    fn elems(words: &[f32]) -> Vec<u32>;
}

impl BitsPx for u8 {
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

impl BitsPx for f32 {
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
fn bits<T: BitsPx>(dev: &Arc<CudaDevice>, img: &CudaImage<T>) -> Vec<u32> {
    dev.dtoh_sync_copy(img)
        .unwrap()
        .into_iter()
        .map(BitsPx::bits)
        .collect()
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    Sync,
    Async,
}

const MODES: [Mode; 2] = [Mode::Sync, Mode::Async];

struct OrderFx {
    dev: Arc<CudaDevice>,
    npp: Npp,
    anpp: AsyncNpp,
    k: SlowKernels,
    s: CudaStream,
}

/// The device, `Npp`, `AsyncNpp`, the slow kernels and a user stream; or a skip (no GPU, or
/// no NPP library).
fn order_fixture() -> Option<OrderFx> {
    let dev = crate::support::device()?;
    let (npp, anpp) = crate::support::npp(&dev)?;
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    Some(OrderFx {
        dev,
        npp,
        anpp,
        k,
        s,
    })
}

const _: () = {
    const fn assert_send_sync<T: Send + Sync + Clone>() {}
    // handle.rs: "Cheap to clone; `Send` and `Sync`."
    assert_send_sync::<Npp>();
    assert_send_sync::<AsyncNpp>();
};

fn zeros_on<T: BitsPx>(dev: &Arc<CudaDevice>, w: usize, h: usize, c: usize) -> CudaImage<T> {
    dev.alloc_image_zeros(w, h, c).unwrap()
}

/// A seed from a name.
fn seed(what: &str) -> u64 {
    what.bytes()
        .fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(b as u64))
}

struct Fx {
    dev: Arc<CudaDevice>,
    npp: Npp,
    anpp: AsyncNpp,
    mode: Mode,
}

/// The device, `Npp` and `AsyncNpp`, or a skip (no GPU, or no NPP library).
fn fixture() -> Option<Fx> {
    let dev = crate::support::device()?;
    let (npp, anpp) = crate::support::npp(&dev)?;
    Some(Fx {
        dev,
        npp,
        anpp,
        mode: Mode::Sync,
    })
}

fn rand_u8(n: usize, seed: u64) -> Vec<u8> {
    let mut s = seed;
    (0..n).map(|_| splitmix64(&mut s) as u8).collect()
}

/// Random values in [0, 255).
fn rand_f32(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..n)
        .map(|_| (splitmix64(&mut s) >> 40) as f32 / (1u64 << 24) as f32 * 255.0)
        .collect()
}

/// Test data of a pixel type.
trait Px: NppPixel + Into<f64> + PartialEq + std::fmt::Debug {
    fn random(n: usize, seed: u64) -> Vec<Self>;
    /// The tolerance for arithmetic results of reference value `want`.
    fn tol(want: f64) -> f64;
    fn from_f64(v: f64) -> Self;
}

impl Px for u8 {
    fn random(n: usize, seed: u64) -> Vec<u8> {
        rand_u8(n, seed)
    }
    fn tol(_: f64) -> f64 {
        1.01
    }
    fn from_f64(v: f64) -> u8 {
        v.round().clamp(0.0, 255.0) as u8
    }
}

impl Px for f32 {
    fn random(n: usize, seed: u64) -> Vec<f32> {
        rand_f32(n, seed)
    }
    fn tol(want: f64) -> f64 {
        1e-3f64.max(want.abs() * 1e-4)
    }
    fn from_f64(v: f64) -> f32 {
        v as f32
    }
}

fn zeros<T: Px>(f: &Fx, w: usize, h: usize, c: usize) -> CudaImage<T> {
    f.dev.alloc_image_zeros(w, h, c).unwrap()
}
