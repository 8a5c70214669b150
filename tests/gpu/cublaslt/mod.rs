//! cuBLASLt's `CudaBlasLT` (feature `cublaslt`): products against a CPU reference, strides, views
//! and batches, the refusals of bad arguments, the extreme arguments, and products ordered with
//! other work on their buffers. Skips without a GPU, or without cuBLASLt (`REQUIRE_CUBLASLT=1`
//! makes that a failure).

use cuda_driver::cublaslt::{Activation, MatmulConfig};
use cuda_driver::driver::{CudaDevice, CudaSlice};
use std::sync::Arc;

mod checks;
mod limits;
mod ordering;
mod products;
mod shapes;

/// `C = A B` (alpha 1, beta 0), `m` x `k` by `k` x `n`, packed, not batched.
fn plain(m: u64, n: u64, k: u64) -> MatmulConfig {
    MatmulConfig {
        alpha: 1.0,
        beta: 0.0,
        ..config(m, n, k, (false, false), 0)
    }
}

/// A product of `m` x `k` by `k` x `n`, the leading dimensions the rows as stored plus `pad`.
pub(crate) fn config(
    m: u64,
    n: u64,
    k: u64,
    (transa, transb): (bool, bool),
    pad: i64,
) -> MatmulConfig {
    let a_rows = if transa { k } else { m };
    let b_rows = if transb { n } else { k };
    MatmulConfig {
        transa,
        transb,
        m,
        n,
        k,
        alpha: 1.5,
        lda: a_rows as i64 + pad,
        ldb: b_rows as i64 + pad,
        beta: 0.5,
        ldc: m as i64 + pad,
        stride_a: None,
        stride_b: None,
        stride_c: None,
        stride_bias: None,
        batch_size: None,
    }
}

/// What the product should leave in C (every element, the ones it does not write included),
/// and how much each may be off: the tolerance times the magnitudes of its terms.
pub(crate) fn reference(
    cfg: &MatmulConfig,
    [a, b, c]: [&[f64]; 3],
    bias: Option<&[f64]>,
    act: Option<&Activation>,
) -> (Vec<f64>, Vec<f64>) {
    let (mut want, mut scale) = (c.to_vec(), vec![0.0; c.len()]);
    let batches = cfg.batch_size.unwrap_or(1).max(1) as usize;
    let st = |s: Option<i64>| s.filter(|_| cfg.batch_size.is_some()).unwrap_or(0) as usize;
    let (lda, ldb, ldc) = (cfg.lda as usize, cfg.ldb as usize, cfg.ldc as usize);
    for bi in 0..batches {
        let (sa, sb, sc) = (
            bi * st(cfg.stride_a),
            bi * st(cfg.stride_b),
            bi * st(cfg.stride_c),
        );
        for i in 0..cfg.m as usize {
            for j in 0..cfg.n as usize {
                let (mut sum, mut mag) = (0.0, 0.0);
                for p in 0..cfg.k as usize {
                    let x = if cfg.transa {
                        a[sa + p + i * lda]
                    } else {
                        a[sa + i + p * lda]
                    };
                    let y = if cfg.transb {
                        b[sb + j + p * ldb]
                    } else {
                        b[sb + p + j * ldb]
                    };
                    sum += x * y;
                    mag += (x * y).abs();
                }
                let at = sc + i + j * ldc;
                let beta_c = cfg.beta as f64 * c[at];
                let mut v = cfg.alpha as f64 * sum + beta_c;
                let mut s = cfg.alpha.abs() as f64 * mag + beta_c.abs();
                if let Some(bias) = bias {
                    let x = bias[bi * cfg.stride_bias.unwrap_or(0) as usize + i];
                    v += x;
                    s += x.abs();
                }
                want[at] = match act {
                    None => v,
                    Some(Activation::Relu) => v.max(0.0),
                    Some(Activation::Gelu) => {
                        let t = (2.0 / std::f64::consts::PI).sqrt() * (v + 0.044715 * v * v * v);
                        0.5 * v * (1.0 + t.tanh())
                    }
                };
                scale[at] = s + 1e-3;
            }
        }
    }
    (want, scale)
}

/// The buffers of a 4 x 5 by 5 x 3 product with a bias, C full of 9.0.
struct Bufs {
    cfg: MatmulConfig,
    a: CudaSlice<f32>,
    b: CudaSlice<f32>,
    c: CudaSlice<f32>,
    bias: CudaSlice<f32>,
}

fn bufs(dev: &Arc<CudaDevice>, lens: [usize; 4]) -> Bufs {
    Bufs {
        cfg: config(4, 3, 5, (false, false), 0),
        a: dev.htod_sync_copy(&vec![1.0f32; lens[0]]).unwrap(),
        b: dev.htod_sync_copy(&vec![1.0f32; lens[1]]).unwrap(),
        c: dev.htod_sync_copy(&vec![9.0f32; lens[2]]).unwrap(),
        bias: dev.htod_sync_copy(&vec![1.0f32; lens[3]]).unwrap(),
    }
}
