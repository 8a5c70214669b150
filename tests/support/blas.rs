//! What the cuBLAS and cuBLASLt tests share: a spin that leaves the GPU free, a process of its
//! own for tests that time their work, the check of a refusal, two threads' products that must
//! not wait for each other, and the CPU reference product (small integers, so that every sum is
//! exact) with guard elements around every operand and the shapes the argument checks try.

use crate::support::kernels::{SlowKernels, slow_kernels};
use crate::support::libraries::all_eq;
use cuda_driver::driver::{
    CudaDevice, CudaEvent, CudaSlice, CudaStream, EventFlags, LaunchAsync, LaunchConfig,
};
use std::sync::{Arc, mpsc};

/// About a second of spinning (20 times `SLOW`, about 50 ms each on an H100): far longer than
/// the small products that must finish while it runs.
pub(crate) const LONG: u64 = 20 * crate::support::kernels::SLOW;

/// Spins `cycles` on `on` (the calling thread's stream if `None`) in one block of 32 threads,
/// which leaves the rest of the GPU free for work that need not wait for it, and returns an
/// event recorded right after the spin there: `query()` is `false` until the spin is over.
/// The buffer it writes is returned so that it outlives the spin.
pub(crate) fn busy(
    dev: &Arc<CudaDevice>,
    k: &SlowKernels,
    on: Option<&CudaStream>,
    cycles: u64,
) -> (CudaEvent, CudaSlice<f32>) {
    let mut spin = dev.alloc_zeros::<f32>(32).unwrap();
    let one = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (32, 1, 1),
        shared_mem_bytes: 0,
    };
    let args = (cycles, &mut spin, 32usize, 1.0f32);
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes the 32 elements of
    // `spin`, a buffer of this device.
    unsafe {
        match on {
            Some(s) => (&k.fill).launch_on_stream(s, one, args),
            None => (&k.fill).launch(one, args),
        }
    }
    .unwrap();
    let ev = dev.new_event(EventFlags::empty()).unwrap();
    match on {
        Some(s) => s.record_event(&ev).unwrap(),
        None => ev.record().unwrap(),
    }
    (ev, spin)
}

/// For a test that checks that work does *not* wait for a long spin: whether to run its body
/// here. Other tests of this process can hold it up for as long as the spin runs (seen: such a
/// test passed alone and failed among the others; a module load, as most tests make, may wait
/// for the whole context), so the test runs again in a process of its own, with nothing else
/// in it, and passes if that one does. `name` is the test's name in its module. Without a GPU
/// it skips here.
pub(crate) fn in_own_process(module: &str, name: &str) -> bool {
    const CHILD: &str = "CLAIMS_BLAS_CHILD";
    let module = module.split_once("::").map_or(module, |(_, rest)| rest);
    let full = format!("{module}::{name}");
    if std::env::var(CHILD).is_ok_and(|v| v == full) {
        return true;
    }
    if crate::support::device().is_none() || crate::support::under_sanitizer(&full) {
        return false;
    }
    let exe = std::env::current_exe().unwrap();
    let out = std::process::Command::new(exe)
        .args([full.as_str(), "--exact", "--test-threads=1", "--nocapture"])
        .env(CHILD, &full)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success() && text.contains("1 passed"),
        "{full} failed in its own process:\n{text}"
    );
    false
}

/// `status` is `invalid` (`CUBLAS_STATUS_INVALID_VALUE`: a refusal) and `e` says every one of
/// `says` (for cuBLAS's and cuBLASLt's error types alike).
#[track_caller]
pub(crate) fn refusal<S: PartialEq + std::fmt::Debug>(
    status: S,
    invalid: S,
    e: &dyn std::fmt::Display,
    says: &[&str],
) {
    assert_eq!(status, invalid, "{e}");
    let msg = e.to_string();
    for s in says {
        assert!(msg.contains(s), "{msg:?} does not say {s:?}");
    }
}

/// Deterministic values in [-1, 1) as f64 (exact in f32 too).
pub(crate) fn random_f64(n: usize, seed: u64) -> Vec<f64> {
    crate::support::kernels::random_f32(n, seed)
        .into_iter()
        .map(f64::from)
        .collect()
}

/// The test `products_on_two_threads_streams_do_not_wait_for_each_other` of `module` (cuBLAS's
/// and cuBLASLt's), in a process of its own: the device and a handle from `fixture` (or a
/// skip), then the test. The main stream spins for about a second, then multiplies (on its
/// workspace); a product of another thread's own buffers, on that thread's stream, must be
/// done while the spin still runs. `product(handle, a, c, alpha)` computes `C = alpha A A` of
/// 64 x 64 matrices on the calling thread's stream.
pub(crate) fn products_on_two_threads_do_not_wait<H: Sync, P>(
    module: &str,
    fixture: fn() -> Option<(Arc<CudaDevice>, H)>,
    product: P,
) where
    P: Fn(&H, &CudaSlice<f32>, &mut CudaSlice<f32>, f32) + Sync,
{
    let name = "products_on_two_threads_streams_do_not_wait_for_each_other";
    if !in_own_process(module, name) {
        return;
    }
    let Some((dev, handle)) = fixture() else {
        return;
    };
    let (dev, product) = (&dev, |a: &_, c: &mut _, alpha| {
        product(&handle, a, c, alpha)
    });
    let k = slow_kernels(dev);
    let a = dev.htod_copy(vec![1.0f32; 64 * 64]).unwrap();
    let mut mine = dev.alloc_zeros::<f32>(64 * 64).unwrap();
    product(&a, &mut mine, 1.0);
    dev.dtoh_sync_copy(&mine).unwrap();
    // Channels rather than a barrier: a thread that panics drops its end, and the other
    // one's wait fails instead of hanging.
    let ((ready_tx, ready), (go_tx, go), (tx, rx)) =
        (mpsc::channel(), mpsc::channel(), mpsc::channel());
    let product = &product;
    let (got, spin_over) = std::thread::scope(|s| {
        s.spawn(move || {
            // That thread's buffers, stream and workspace, made and used before the spin.
            let a = dev.htod_copy(vec![1.0f32; 64 * 64]).unwrap();
            let mut c = dev.alloc_zeros::<f32>(64 * 64).unwrap();
            product(&a, &mut c, 1.0);
            dev.dtoh_sync_copy(&c).unwrap();
            ready_tx.send(()).unwrap();
            go.recv().unwrap();
            product(&a, &mut c, 2.0);
            tx.send(dev.dtoh_sync_copy(&c).unwrap()).unwrap();
        });
        ready.recv().unwrap();
        let (spun, spin) = busy(dev, &k, None, LONG);
        product(&a, &mut mine, 1.0);
        go_tx.send(()).unwrap();
        let got = rx.recv().unwrap();
        let over = spun.query().unwrap();
        drop(spin);
        (got, over)
    });
    assert!(
        !spin_over,
        "a product on another thread's stream waited for the main stream"
    );
    all_eq(&got, 128.0, "the other thread's product");
    all_eq(
        &dev.dtoh_sync_copy(&mine).unwrap(),
        64.0,
        "the main stream's product",
    );
}

/// Guard elements before and after each view.
pub(crate) const GUARD: usize = 3;

/// `n` deterministic small integers in -3..=3 (exact in f16, TF32 and every sum here).
pub(crate) fn ints(n: usize, seed: u64) -> Vec<f64> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % 7) as f64 - 3.0
        })
        .collect()
}

/// One product's shape and scalars, column-major, for the CPU reference.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Prod {
    pub(crate) ta: bool,
    pub(crate) tb: bool,
    pub(crate) m: usize,
    pub(crate) n: usize,
    pub(crate) k: usize,
    pub(crate) lda: usize,
    pub(crate) ldb: usize,
    pub(crate) ldc: usize,
    pub(crate) alpha: f64,
    pub(crate) beta: f64,
}

/// `C = A B + C/2` of `m` x `k` by `k` x `n`, packed, neither transposed.
pub(crate) fn plain(m: usize, n: usize, k: usize) -> Prod {
    let (ta, tb, alpha, beta) = (false, false, 1.0, 0.5);
    let (lda, ldb, ldc) = (m, k, m);
    Prod {
        ta,
        tb,
        m,
        n,
        k,
        lda,
        ldb,
        ldc,
        alpha,
        beta,
    }
}

/// The reference BLAS: C's m x n block only; with beta 0 C is not read, with alpha 0 or k 0
/// neither A nor B is.
pub(crate) fn cpu(p: &Prod, a: &[f64], b: &[f64], c: &mut [f64]) {
    for j in 0..p.n {
        for i in 0..p.m {
            let mut s = 0.0;
            if p.alpha != 0.0 {
                for l in 0..p.k {
                    let x = if p.ta {
                        a[l + i * p.lda]
                    } else {
                        a[i + l * p.lda]
                    };
                    let y = if p.tb {
                        b[j + l * p.ldb]
                    } else {
                        b[l + j * p.ldb]
                    };
                    s += x * y;
                }
            }
            let prod = if p.alpha == 0.0 || p.k == 0 {
                0.0
            } else {
                p.alpha * s
            };
            let at = i + j * p.ldc;
            c[at] = if p.beta == 0.0 {
                prod
            } else {
                prod + p.beta * c[at]
            };
        }
    }
}

/// Whether batches `stride` apart of a `rows` x `cols` matrix with columns `ld` apart share an
/// element, by listing them.
pub(crate) fn overlaps(rows: usize, cols: usize, ld: usize, stride: usize, count: usize) -> bool {
    let mut seen = std::collections::HashSet::new();
    for t in 0..count {
        for c in 0..cols {
            for r in 0..rows {
                if !seen.insert(t * stride + c * ld + r) {
                    return true;
                }
            }
        }
    }
    false
}

/// Fails naming the first element of `got` that is not `want` (NaNs equal to NaNs).
#[track_caller]
pub(crate) fn same(got: &[f64], want: &[f64], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    let eq = |g: f64, w: f64| g == w || (g.is_nan() && w.is_nan());
    if let Some(i) = (0..got.len()).find(|&i| !eq(got[i], want[i])) {
        let bad = (0..got.len()).filter(|&i| !eq(got[i], want[i])).count();
        panic!(
            "{what}: {bad} of {} elements wrong, first at {i}: {} instead of {}",
            got.len(),
            got[i],
            want[i]
        );
    }
}

/// The shapes of the stride sweeps, for both libraries: (rows, cols, ld - rows, batches).
pub(crate) fn shapes() -> Vec<(usize, usize, usize, usize)> {
    let mut v = Vec::new();
    for rows in 1..=3 {
        for cols in 1..=3 {
            for pad in 0..=2 {
                for count in 2..=3 {
                    v.push((rows, cols, pad, count));
                }
            }
        }
    }
    v
}
