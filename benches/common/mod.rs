//! What the benchmarks share: the timing loops (batches timed per operation, warm-ups, the
//! median, variants interleaved in a rotating order), the raw driver calls' check, the
//! process's CPU time, and the comparison table (times, ratios, targets and their verdicts).
//!
//! Each bench includes it with `#[path = "common/mod.rs"] mod common;` and uses part of it.

#![allow(dead_code)]

pub(crate) mod table;

use cuda_driver::driver::sys;
use std::ffi::{CStr, c_void};
use std::time::Instant;

/// Asserts a raw driver call succeeded.
pub(crate) fn ck(r: sys::CUresult) {
    if r != sys::CUresult::CUDA_SUCCESS {
        panic!("raw driver call failed: {r:?}");
    }
}

/// Loads PTX `ptx` (text, with no NUL inside) as a module through `sys` and finds its kernel
/// `name`, with the current context; panics on failure. The module stays loaded.
pub(crate) fn raw_function(ptx: &str, name: &CStr) -> sys::CUfunction {
    let ptx = std::ffi::CString::new(ptx).unwrap();
    let (mut module, mut f) = (std::ptr::null_mut(), std::ptr::null_mut());
    // SAFETY: NUL-terminated PTX text and valid out-pointers; the caller made a context current.
    unsafe {
        ck(sys::cuModuleLoadData(&mut module, ptx.as_ptr().cast()));
        ck(sys::cuModuleGetFunction(&mut f, module, name.as_ptr()));
    }
    f
}

/// `cuLaunchKernel` of `f` on `stream`: `grid` blocks of `block` threads (both along x), no
/// shared memory, `params` as the kernel's parameters; panics on failure.
///
/// # Safety
///
/// As `cuLaunchKernel`: `params` points to one pointer per kernel parameter, each to a value
/// of that parameter's type, and the kernel stays within the buffers it is given.
#[inline(always)]
pub(crate) unsafe fn raw_launch(
    f: sys::CUfunction,
    grid: u32,
    block: u32,
    stream: sys::CUstream,
    params: *mut *mut c_void,
) {
    // SAFETY: the caller's contract.
    ck(unsafe {
        sys::cuLaunchKernel(
            f,
            grid,
            1,
            1,
            block,
            1,
            1,
            0,
            stream,
            params,
            std::ptr::null_mut(),
        )
    })
}

/// A raw module load of `ptx` and its unload; panics on failure.
#[inline(always)]
pub(crate) fn load_unload(ptx: &CStr) {
    // SAFETY: the module loaded is unloaded once.
    unsafe {
        let mut m = std::ptr::null_mut();
        ck(sys::cuModuleLoadData(&mut m, ptx.as_ptr().cast()));
        ck(sys::cuModuleUnload(m));
    }
}

/// The median of `v` (the upper middle one of an even count).
pub(crate) fn mid(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

/// Seconds per op of `k` calls of `op`, then `after` (not timed).
pub(crate) fn per_op(k: usize, mut op: impl FnMut(), after: impl FnOnce()) -> f64 {
    let t = Instant::now();
    for _ in 0..k {
        op();
    }
    let e = t.elapsed();
    after();
    e.as_secs_f64() / k as f64
}

/// The median of `runs` results of `f` (each a time), after `warmups` runs not counted.
pub(crate) fn median_after(warmups: usize, runs: usize, mut f: impl FnMut() -> f64) -> f64 {
    for _ in 0..warmups {
        f();
    }
    mid((0..runs).map(|_| f()).collect())
}

/// Several ways of doing the same work, interleaved: `warmups` rounds of every way in order,
/// then `reps` rounds in which every way runs once, the order rotated by one each round (way
/// `(round + k) % ways` runs k-th), so that drift (clocks, caches, the driver's state) favours
/// none. Each way's results of the counted rounds, in the order they ran.
pub(crate) fn rotate<T>(
    warmups: usize,
    reps: usize,
    ways: &mut [&mut dyn FnMut() -> T],
) -> Vec<Vec<T>> {
    for _ in 0..warmups {
        for w in ways.iter_mut() {
            w();
        }
    }
    let mut runs: Vec<Vec<T>> = (0..ways.len()).map(|_| Vec::new()).collect();
    for rep in 0..reps {
        for k in 0..ways.len() {
            let i = (rep + k) % ways.len();
            runs[i].push(ways[i]());
        }
    }
    runs
}

/// Medians of three ways of doing the same work over `reps` rotated rounds, after two
/// warm-up rounds (see [`rotate`]).
pub(crate) fn median3_of(
    reps: usize,
    mut a: impl FnMut() -> f64,
    mut b: impl FnMut() -> f64,
    mut c: impl FnMut() -> f64,
) -> (f64, f64, f64) {
    let mut runs = rotate(2, reps, &mut [&mut a, &mut b, &mut c]).into_iter();
    let mut next = || mid(runs.next().unwrap());
    (next(), next(), next())
}

/// CPU time of the whole process, in seconds.
pub(crate) fn cpu_seconds() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: writes one timespec.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}
