//! 20,000 chains run serially through the sync API, by 1000 tokio tasks, and as raw driver
//! calls from 8 and 16 threads each on a stream of its own, with and without a
//! stream-ordered allocation and free per chain.

use crate::common::{ck, raw_launch};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig, sys};
use std::sync::Arc;
use std::time::Instant;

/// Tokio tasks, and chains per task.
const TASKS: usize = 1000;
const CHAINS: usize = 20;

/// 20,000 upload -> kernel -> download chains three ways: the serial sync API, 1000 tokio tasks
/// of 20 composed chains each (the `benches/driver.rs` row), and the chain's raw driver calls
/// from `threads` threads, each on a stream of its own (the floor for concurrent submission).
pub(crate) fn concurrency(dev: &Arc<CudaDevice>, adev: &AsyncDevice, input: &[f32]) {
    let n = input.len();
    let f = dev.get_func("basic", "add_one").unwrap();
    let cfg = LaunchConfig::for_num_elems(n as u32);
    let want: Vec<f32> = input.iter().map(|v| v + 1.0).collect();
    let serial = || {
        let s = Instant::now();
        for _ in 0..TASKS * CHAINS {
            let mut x = dev.htod_sync_copy(input).unwrap();
            // SAFETY: add_one(float *x, size_t n) stays within the `n` floats of `x`.
            unsafe { (&f).launch(cfg, (&mut x, n)) }.unwrap();
            assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
        }
        s.elapsed().as_secs_f64()
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(8)
        .enable_all()
        .build()
        .unwrap();
    let tasks = || {
        let s = Instant::now();
        rt.block_on(async {
            let handles: Vec<_> = (0..TASKS)
                .map(|_| {
                    let (ops, f, input, want) =
                        (adev.ops(), f.clone(), input.to_vec(), want.clone());
                    tokio::spawn(async move {
                        for _ in 0..CHAINS {
                            let out = ops
                                .htod_copy(input.clone())
                                // SAFETY: add_one stays within n elements.
                                .then(|x| unsafe { ops.launch(&f, cfg, (x, n)) })
                                .then(|(x, _)| ops.reclaim(x))
                                .await
                                .unwrap();
                            assert_eq!(out, want);
                        }
                    })
                })
                .collect();
            for h in handles {
                h.await.unwrap();
            }
        });
        s.elapsed().as_secs_f64()
    };
    let raw_threads = |threads: usize, alloc: bool| raw_threads(dev, input, threads, alloc);
    for rep in 0..3 {
        let (se, ta) = (serial(), tasks());
        let (r8, r8n, r16) = (
            raw_threads(8, true),
            raw_threads(8, false),
            raw_threads(16, true),
        );
        println!(
            "concurrency {rep}: serial sync {:.1} ms; 1000 tasks x 20 chains {:.1} ms ({:.3}x); \
             raw calls from 8 threads {:.1} ms ({:.3}x), without alloc/free {:.1} ms ({:.3}x), \
             from 16 threads {:.1} ms ({:.3}x)",
            se * 1e3,
            ta * 1e3,
            ta / se,
            r8 * 1e3,
            r8 / se,
            r8n * 1e3,
            r8n / se,
            r16 * 1e3,
            r16 / se
        );
    }
}

/// Wall seconds of 20,000 chains of raw driver calls split among `threads` threads (see
/// [`raw_chains`]).
fn raw_threads(dev: &Arc<CudaDevice>, input: &[f32], threads: usize, alloc: bool) -> f64 {
    let total = TASKS * CHAINS;
    let s = Instant::now();
    std::thread::scope(|sc| {
        for _ in 0..threads {
            sc.spawn(|| raw_chains(dev, input, total / threads, alloc));
        }
    });
    s.elapsed().as_secs_f64()
}

/// `count` chains of raw driver calls on a stream of this thread's own, each waited for by
/// polling an event; with or without a stream-ordered allocation and free per chain.
fn raw_chains(dev: &Arc<CudaDevice>, input: &[f32], count: usize, alloc: bool) {
    dev.bind_to_thread().unwrap();
    let f = dev.get_func("basic", "add_one").unwrap().cu_function();
    let bytes = std::mem::size_of_val(input);
    let n = input.len();
    let (mut s, mut event) = (std::ptr::null_mut(), std::ptr::null_mut());
    let (mut up, mut down) = (std::ptr::null_mut(), std::ptr::null_mut());
    let mut fixed: sys::CUdeviceptr = 0;
    // SAFETY: plain driver calls with valid out-pointers in the device's current context; the
    // buffers have `bytes` bytes; the kernel stays within n elements; every allocation is
    // freed once, after its last use in stream order.
    unsafe {
        ck(sys::cuStreamCreate(
            &mut s,
            sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
        ));
        ck(sys::cuEventCreate(
            &mut event,
            sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32,
        ));
        ck(sys::cuMemHostAlloc(&mut up, bytes, 0));
        ck(sys::cuMemHostAlloc(&mut down, bytes, 0));
        ck(sys::cuMemAllocAsync(&mut fixed, bytes, s));
        for _ in 0..count {
            let mut p = fixed;
            if alloc {
                ck(sys::cuMemAllocAsync(&mut p, bytes, s));
            }
            std::ptr::copy_nonoverlapping(input.as_ptr().cast::<u8>(), up.cast::<u8>(), bytes);
            ck(sys::cuMemcpyHtoDAsync_v2(p, up, bytes, s));
            let mut nn = n;
            let mut args = [
                (&mut p as *mut u64).cast::<std::ffi::c_void>(),
                (&mut nn as *mut usize).cast(),
            ];
            raw_launch(f, 4, 256, s, args.as_mut_ptr());
            ck(sys::cuMemcpyDtoHAsync_v2(down, p, bytes, s));
            if alloc {
                ck(sys::cuMemFreeAsync(p, s));
            }
            ck(sys::cuEventRecord(event, s));
            while matches!(
                sys::cuEventQuery(event),
                sys::CUresult::CUDA_ERROR_NOT_READY
            ) {}
            let mut v = vec![0f32; n];
            std::ptr::copy_nonoverlapping(down.cast::<u8>(), v.as_mut_ptr().cast::<u8>(), bytes);
            std::hint::black_box(v);
        }
        ck(sys::cuMemFreeAsync(fixed, s));
        ck(sys::cuStreamSynchronize(s));
        ck(sys::cuMemFreeHost(up));
        ck(sys::cuMemFreeHost(down));
        ck(sys::cuEventDestroy_v2(event));
        ck(sys::cuStreamDestroy_v2(s));
    }
}
