//! The default mode: each part of the chain timed alone, through the sync API, per-call
//! futures and composed operations, with the raw floors between; then the chain enqueued
//! without waiting, a zip of four long kernels, and the chain with the pool keeping its memory.

use crate::raw::{module_parts, raw_floors};
use crate::{N, Setup, print_share, t};
use cuda_driver::r#async::{Op, SingleStream, zip4};
use cuda_driver::driver::{CudaSlice, CudaStream, LaunchAsync, sys};
use cuda_driver::nvrtc::Ptx;
use futures_lite::future::block_on;
use std::time::{Duration, Instant};

/// Batch size of every part.
const R: usize = 300;

/// Every part, in order.
pub(crate) fn all_parts(s: &Setup) {
    let mut x = s.dev.htod_sync_copy(&s.input).unwrap();
    sync_parts(s, &mut x);
    // Counts the enqueue-only calls, which drain the stream every 64.
    let mut k = 0usize;
    launch_parts(s, &mut k);
    percall_parts(s, &mut x);
    raw_floors(&s.dev, &s.input, R);
    module_parts(&s.dev, R);
    t("Instant::now()", R, || {
        std::hint::black_box(Instant::now());
    });
    chain_steps(s, &mut x);
    // The forked stream and the zip's buffers stay alive to the end, as the buffer `x` does.
    let _fork = chain_compositions(s);
    chain_enqueue(s);
    let _flags = zip_reps(s);
    threshold_parts(s);
}

/// The sync API's copies and launch.
fn sync_parts(s: &Setup, x: &mut CudaSlice<f32>) {
    let Setup {
        dev, f, cfg, input, ..
    } = s;
    let (r, cfg) = (R, *cfg);
    t(
        "sync: htod_sync_copy + dtoh_sync_copy (alloc+free)",
        r,
        || {
            let y = dev.htod_sync_copy(input).unwrap();
            dev.dtoh_sync_copy(&y).unwrap();
        },
    );
    t("sync: htod_into existing + dtoh", r, || {
        dev.htod_sync_copy_into(input, &mut *x).unwrap();
        dev.dtoh_sync_copy(&*x).unwrap();
    });
    t("sync: launch + synchronize", r, || {
        // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
        unsafe { f.launch(cfg, (&mut *x, N)) }.unwrap();
        dev.synchronize().unwrap();
    });
}

/// An empty launch: awaited, its call alone, and the sync launch beside it.
fn launch_parts(s: &Setup, k: &mut usize) {
    let Setup {
        dev,
        empty,
        adev,
        one,
        ..
    } = s;
    let (r, one) = (R, *one);
    t("percall: empty launch await", r, || {
        // SAFETY: `empty` takes no parameters.
        block_on(unsafe { adev.launch(empty, one, ()) }).unwrap()
    });
    t(
        "percall: empty launch, call only (future dropped; drained every 64)",
        r,
        || {
            // SAFETY: `empty` takes no parameters.
            drop(unsafe { adev.launch(empty, one, ()) });
            *k += 1;
            if *k % 64 == 0 {
                dev.synchronize().unwrap();
            }
        },
    );
    let mut call = Duration::ZERO;
    let mut calls = 0u32;
    t("percall: empty launch await (timing the call)", r, || {
        let s = Instant::now();
        // SAFETY: `empty` takes no parameters.
        let f = unsafe { adev.launch(empty, one, ()) };
        call += s.elapsed();
        calls += 1;
        block_on(f).unwrap()
    });
    print_share("  of which the call, on an idle stream", call, calls);
    let (mut call, mut calls) = (Duration::ZERO, 0u32);
    t(
        "sync: empty launch + synchronize (timing the launch)",
        r,
        || {
            let s = Instant::now();
            // SAFETY: `empty` takes no parameters.
            unsafe { empty.launch(one, ()) }.unwrap();
            call += s.elapsed();
            calls += 1;
            dev.synchronize().unwrap();
        },
    );
    print_share("  of which the launch, on an idle stream", call, calls);
    t(
        "sync: empty launch, enqueue only (drained every 64)",
        r,
        || {
            // SAFETY: `empty` takes no parameters.
            unsafe { empty.launch(one, ()) }.unwrap();
            *k += 1;
            if *k % 64 == 0 {
                dev.synchronize().unwrap();
            }
        },
    );
}

/// Per-call futures: launch, copies, allocation, each awaited.
fn percall_parts(s: &Setup, x: &mut CudaSlice<f32>) {
    let Setup {
        f,
        adev,
        cfg,
        input,
        ..
    } = s;
    let (r, cfg) = (R, *cfg);
    t("percall: launch add_one existing await", r, || {
        // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
        block_on(unsafe { adev.launch(f, cfg, (&mut *x, N)) }).unwrap()
    });
    t("percall: dtoh existing await", r, || {
        block_on(adev.dtoh_copy(&*x)).unwrap();
    });
    t("percall: htod_into existing await", r, || {
        block_on(adev.htod_copy_into(input.clone(), &mut *x)).unwrap();
    });
    t("percall: alloc_zeros await (+drop)", r, || {
        block_on(adev.alloc_zeros::<f32>(N)).unwrap();
    });
    t("percall: htod_copy await (+drop)", r, || {
        block_on(adev.htod_copy(input.clone())).unwrap();
    });
    t("percall: htod_copy + reclaim", r, || {
        let y = block_on(adev.htod_copy(input.clone())).unwrap();
        block_on(adev.reclaim(y)).unwrap();
    });
}

/// Composed operations, one step each, and two steps on existing buffers.
fn chain_steps(s: &Setup, x: &mut CudaSlice<f32>) {
    let Setup {
        f,
        empty,
        ops,
        cfg,
        one,
        input,
        ..
    } = s;
    let (r, cfg, one) = (R, *cfg, *one);
    t("chain: value", r, || {
        ops.value(1u8).wait().unwrap();
    });
    t("chain: empty launch", r, || {
        // SAFETY: `empty` takes no parameters.
        unsafe { ops.launch(empty, one, ()) }.wait().unwrap();
    });
    t("chain: launch existing", r, || {
        // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
        unsafe { ops.launch(f, cfg, (&mut *x, N)) }.wait().unwrap();
    });
    t("chain: dtoh existing", r, || {
        ops.dtoh_copy(&*x).wait().unwrap();
    });
    t("chain: htod_into existing", r, || {
        ops.htod_copy_into(input.clone(), &mut *x).wait().unwrap();
    });
    t("chain: htod_into + dtoh existing", r, || {
        ops.htod_copy_into(input.clone(), &mut *x)
            .then(|x| ops.dtoh_copy(&*x))
            .wait()
            .unwrap();
    });
    t("chain: htod_into + launch + dtoh existing", r, || {
        ops.htod_copy_into(input.clone(), &mut *x)
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
            .then(|x| unsafe { ops.launch(f, cfg, (x, N)) })
            .then(|(x, _)| ops.dtoh_copy(&*x))
            .wait()
            .unwrap();
    });
}

/// Composed operations that allocate: alone, reclaimed, the whole chain, and the chain on one
/// stream and on a given stream; returns that stream.
fn chain_compositions(s: &Setup) -> CudaStream {
    let Setup {
        dev,
        f,
        ops,
        cfg,
        input,
        ..
    } = s;
    let (r, cfg) = (R, *cfg);
    t("chain: alloc_zeros (+drop)", r, || {
        ops.alloc_zeros::<f32>(N).wait().unwrap();
    });
    t("chain: htod_copy (+drop)", r, || {
        ops.htod_copy(input.clone()).wait().unwrap();
    });
    t("chain: htod_copy + reclaim", r, || {
        ops.htod_copy(input.clone())
            .then(|y| ops.reclaim(y))
            .wait()
            .unwrap();
    });
    t("chain: htod_copy + launch + reclaim", r, || {
        ops.htod_copy(input.clone())
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `y`.
            .then(|y| unsafe { ops.launch(f, cfg, (y, N)) })
            .then(|(y, _)| ops.reclaim(y))
            .wait()
            .unwrap();
    });
    t("chain: same, SingleStream(0)", r, || {
        ops.htod_copy(input.clone())
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `y`.
            .then(|y| unsafe { ops.launch(f, cfg, (y, N)) })
            .then(|(y, _)| ops.reclaim(y))
            .schedule(&SingleStream(0))
            .wait()
            .unwrap();
    });
    let s = dev.fork_default_stream().unwrap();
    t("chain: same, on(&stream)", r, || {
        ops.htod_copy(input.clone())
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `y`.
            .then(|y| unsafe { ops.launch(f, cfg, (y, N)) })
            .then(|(y, _)| ops.reclaim(y))
            .sync_on(&s)
            .unwrap();
    });
    s
}

/// 300 chains enqueued in a row, then waited for.
fn chain_enqueue(s: &Setup) {
    let Setup {
        f, ops, cfg, input, ..
    } = s;
    let cfg = *cfg;
    let mut futs = Vec::new();
    let st = Instant::now();
    for _ in 0..300 {
        futs.push(
            ops.htod_copy(input.clone())
                // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `y`.
                .then(|y| unsafe { ops.launch(f, cfg, (y, N)) })
                .then(|(y, _)| ops.reclaim(y))
                .run(),
        );
    }
    let enq = st.elapsed().as_secs_f64() / 300.0 * 1e6;
    for f in futs {
        f.wait().unwrap();
    }
    println!(
        "chain enqueue only (300 in a row): {enq:.2} us each; all done after {:.2} us each",
        st.elapsed().as_secs_f64() / 300.0 * 1e6
    );
}

/// One 20 ms kernel, a zip of four, and four per-call futures, four times; returns the
/// kernels' flags.
fn zip_reps(s: &Setup) -> Vec<CudaSlice<i32>> {
    let Setup {
        dev,
        adev,
        ops,
        one,
        ..
    } = s;
    let one = *one;
    dev.load_ptx(
        Ptx::from_src(include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/ptx/spin.ptx"
        ))),
        "spin",
        &["spin"],
    )
    .unwrap();
    let spin = dev.get_func("spin", "spin").unwrap();
    let khz = dev
        .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap() as u64;
    let c = khz * 20;
    let mut fl: Vec<CudaSlice<i32>> = (0..4).map(|_| dev.alloc_zeros(1).unwrap()).collect();
    for rep in 0..4 {
        let [f0, f1, f2, f3] = &mut fl[..] else {
            unreachable!()
        };
        let s1 = Instant::now();
        // SAFETY: spin(unsigned long long cycles, int *flag) writes the one int of `f0`.
        unsafe { ops.launch(&spin, one, (c, &mut *f0)) }
            .wait()
            .unwrap();
        let a = s1.elapsed().as_secs_f64() * 1e3;
        let s1 = Instant::now();
        zip4(
            // SAFETY: spin(clocks, flag) spins on one thread and writes only its one-word flag.
            unsafe { ops.launch(&spin, one, (c, &mut *f0)) },
            // SAFETY: spin(clocks, flag) spins on one thread and writes only its one-word flag.
            unsafe { ops.launch(&spin, one, (c, &mut *f1)) },
            // SAFETY: spin(clocks, flag) spins on one thread and writes only its one-word flag.
            unsafe { ops.launch(&spin, one, (c, &mut *f2)) },
            // SAFETY: spin writes the one int of `f3`.
            unsafe { ops.launch(&spin, one, (c, &mut *f3)) },
        )
        .wait()
        .unwrap();
        let b = s1.elapsed().as_secs_f64() * 1e3;
        let s1 = Instant::now();
        let fs: Vec<_> = fl
            .iter_mut()
            // SAFETY: spin(unsigned long long cycles, int *flag) writes the one int of each flag.
            .map(|f| unsafe { adev.launch(&spin, one, (c, f)) })
            .collect();
        for f in fs {
            block_on(f).unwrap();
        }
        let d = s1.elapsed().as_secs_f64() * 1e3;
        println!("rep {rep}: one {a:.2} ms, zip4 {b:.2} ms, per-call 4 {d:.2} ms");
    }
    fl
}

/// The chain, per-call futures and the sync calls with the pool's release threshold at its
/// maximum.
fn threshold_parts(s: &Setup) {
    let Setup {
        dev,
        f,
        adev,
        ops,
        cfg,
        input,
        ..
    } = s;
    let (r, cfg) = (R, *cfg);
    let mp = dev.mem_pool().unwrap();
    mp.set_release_threshold(u64::MAX).unwrap();
    t(
        "threshold max: chain htod_copy + launch + reclaim",
        r,
        || {
            ops.htod_copy(input.clone())
                // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `y`.
                .then(|y| unsafe { ops.launch(f, cfg, (y, N)) })
                .then(|(y, _)| ops.reclaim(y))
                .wait()
                .unwrap();
        },
    );
    t("threshold max: percall htod_copy + reclaim", r, || {
        let y = block_on(adev.htod_copy(input.clone())).unwrap();
        block_on(adev.reclaim(y)).unwrap();
    });
    t("threshold max: sync three", r, || {
        let mut y = dev.htod_sync_copy(input).unwrap();
        // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `y`.
        unsafe { f.launch(cfg, (&mut y, N)) }.unwrap();
        dev.dtoh_sync_copy(&y).unwrap();
    });
}
