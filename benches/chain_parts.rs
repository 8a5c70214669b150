//! Where a composed chain's time goes: the parts of upload 4 KiB → kernel → download, each
//! timed alone through the sync API, per-call futures and composed operations (medians of five
//! batches), and a zip of four 20 ms kernels against one. A tool for the composed-operations
//! rows of `benches/driver.rs`; it prints times, checks nothing and sets no targets.
//!
//! `cargo bench --bench chain_parts` (or `bash .gpu/run bench chain_parts` after gpu-pack).
//! With `CHAIN_PARTS_MODULE=1` it times instead module load + unload, raw and through
//! `load_ptx` and cudarc, the variants interleaved round by round. With `CHAIN_PARTS_AWAIT=1`
//! it times instead an await of an empty launch beside raw launches waited for by stream
//! synchronize, by polling an event and by polling a word of mapped host memory the stream
//! writes after the kernel (`cuStreamWriteValue32`), interleaved the same way. With
//! `CHAIN_PARTS_ROUNDTRIP=1` it times 4-byte round trips through the sync API beside raw
//! calls into pageable and pinned memory, waited for by stream synchronize or a flag. With
//! `CHAIN_PARTS_CONCURRENCY=1` it times instead 20,000 chains run serially through the
//! sync API, by 1000 tokio tasks, and as raw driver calls from 8 and 16 threads each on a
//! stream of its own, with and without a stream-ordered allocation and free per chain.

use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig, sys};
use cuda_driver::nvrtc::Ptx;
use futures_lite::future::block_on;
use std::time::Instant;

const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));

fn t(name: &str, reps: usize, mut f: impl FnMut()) {
    for _ in 0..50 {
        f();
    }
    let mut v = Vec::new();
    for _ in 0..5 {
        let s = Instant::now();
        for _ in 0..reps {
            f();
        }
        v.push(s.elapsed().as_secs_f64() / reps as f64 * 1e6);
    }
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!("{name:60} {:8.2} us", v[2]);
}

fn main() {
    // `cargo test --all-targets` runs bench binaries without --bench: nothing to do there.
    if !std::env::args().any(|a| a == "--bench") {
        println!("chain_parts runs under `cargo bench --bench chain_parts`");
        return;
    }
    let dev = CudaDevice::new(0).unwrap();
    dev.load_ptx(Ptx::from_src(BASIC), "basic", &["add_one", "empty"])
        .unwrap();
    let f = dev.get_func("basic", "add_one").unwrap();
    let empty = dev.get_func("basic", "empty").unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    const N: usize = 1024;
    let cfg = LaunchConfig::for_num_elems(N as u32);
    let one = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };
    let input: Vec<f32> = vec![1.0; N];
    if std::env::var_os("CHAIN_PARTS_MODULE").is_some() {
        module_interleaved(&dev);
        return;
    }
    if std::env::var_os("CHAIN_PARTS_ROUNDTRIP").is_some() {
        roundtrip_interleaved(&dev);
        return;
    }
    if std::env::var_os("CHAIN_PARTS_AWAIT").is_some() {
        await_interleaved(&dev, &adev);
        return;
    }
    if std::env::var_os("CHAIN_PARTS_CONCURRENCY").is_some() {
        concurrency(&dev, &adev, &input);
        return;
    }
    let mut x = dev.htod_sync_copy(&input).unwrap();
    let r = 300;
    t(
        "sync: htod_sync_copy + dtoh_sync_copy (alloc+free)",
        r,
        || {
            let y = dev.htod_sync_copy(&input).unwrap();
            dev.dtoh_sync_copy(&y).unwrap();
        },
    );
    t("sync: htod_into existing + dtoh", r, || {
        dev.htod_sync_copy_into(&input, &mut x).unwrap();
        dev.dtoh_sync_copy(&x).unwrap();
    });
    t("sync: launch + synchronize", r, || {
        // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
        unsafe { (&f).launch(cfg, (&mut x, N)) }.unwrap();
        dev.synchronize().unwrap();
    });
    t("percall: empty launch await", r, || {
        // SAFETY: `empty` takes no parameters.
        block_on(unsafe { adev.launch(&empty, one, ()) }).unwrap()
    });
    let mut k = 0usize;
    t(
        "percall: empty launch, call only (future dropped; drained every 64)",
        r,
        || {
            // SAFETY: `empty` takes no parameters.
            drop(unsafe { adev.launch(&empty, one, ()) });
            k += 1;
            if k % 64 == 0 {
                dev.synchronize().unwrap();
            }
        },
    );
    let mut call = std::time::Duration::ZERO;
    let mut calls = 0u32;
    t("percall: empty launch await (timing the call)", r, || {
        let s = Instant::now();
        // SAFETY: `empty` takes no parameters.
        let f = unsafe { adev.launch(&empty, one, ()) };
        call += s.elapsed();
        calls += 1;
        block_on(f).unwrap()
    });
    println!(
        "{:60} {:8.2} us",
        "  of which the call, on an idle stream",
        call.as_secs_f64() / calls as f64 * 1e6
    );
    let (mut call, mut calls) = (std::time::Duration::ZERO, 0u32);
    t(
        "sync: empty launch + synchronize (timing the launch)",
        r,
        || {
            let s = Instant::now();
            // SAFETY: `empty` takes no parameters.
            unsafe { (&empty).launch(one, ()) }.unwrap();
            call += s.elapsed();
            calls += 1;
            dev.synchronize().unwrap();
        },
    );
    println!(
        "{:60} {:8.2} us",
        "  of which the launch, on an idle stream",
        call.as_secs_f64() / calls as f64 * 1e6
    );
    t(
        "sync: empty launch, enqueue only (drained every 64)",
        r,
        || {
            // SAFETY: `empty` takes no parameters.
            unsafe { (&empty).launch(one, ()) }.unwrap();
            k += 1;
            if k % 64 == 0 {
                dev.synchronize().unwrap();
            }
        },
    );
    t("percall: launch add_one existing await", r, || {
        // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
        block_on(unsafe { adev.launch(&f, cfg, (&mut x, N)) }).unwrap()
    });
    t("percall: dtoh existing await", r, || {
        block_on(adev.dtoh_copy(&x)).unwrap();
    });
    t("percall: htod_into existing await", r, || {
        block_on(adev.htod_copy_into(input.clone(), &mut x)).unwrap();
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
    raw_floors(&dev, &input, r);
    module_parts(&dev, r);
    t("Instant::now()", r, || {
        std::hint::black_box(Instant::now());
    });
    t("chain: value", r, || {
        ops.value(1u8).wait().unwrap();
    });
    t("chain: empty launch", r, || {
        // SAFETY: `empty` takes no parameters.
        unsafe { ops.launch(&empty, one, ()) }.wait().unwrap();
    });
    t("chain: launch existing", r, || {
        // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
        unsafe { ops.launch(&f, cfg, (&mut x, N)) }.wait().unwrap();
    });
    t("chain: dtoh existing", r, || {
        ops.dtoh_copy(&x).wait().unwrap();
    });
    t("chain: htod_into existing", r, || {
        ops.htod_copy_into(input.clone(), &mut x).wait().unwrap();
    });
    t("chain: htod_into + dtoh existing", r, || {
        ops.htod_copy_into(input.clone(), &mut x)
            .then(|x| ops.dtoh_copy(&*x))
            .wait()
            .unwrap();
    });
    t("chain: htod_into + launch + dtoh existing", r, || {
        ops.htod_copy_into(input.clone(), &mut x)
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `x`.
            .then(|x| unsafe { ops.launch(&f, cfg, (x, N)) })
            .then(|(x, _)| ops.dtoh_copy(&*x))
            .wait()
            .unwrap();
    });
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
            .then(|y| unsafe { ops.launch(&f, cfg, (y, N)) })
            .then(|(y, _)| ops.reclaim(y))
            .wait()
            .unwrap();
    });
    t("chain: same, SingleStream(0)", r, || {
        ops.htod_copy(input.clone())
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `y`.
            .then(|y| unsafe { ops.launch(&f, cfg, (y, N)) })
            .then(|(y, _)| ops.reclaim(y))
            .schedule(&cuda_driver::r#async::SingleStream(0))
            .wait()
            .unwrap();
    });
    let s = dev.fork_default_stream().unwrap();
    t("chain: same, on(&stream)", r, || {
        ops.htod_copy(input.clone())
            // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `y`.
            .then(|y| unsafe { ops.launch(&f, cfg, (y, N)) })
            .then(|(y, _)| ops.reclaim(y))
            .sync_on(&s)
            .unwrap();
    });
    // enqueue only
    let mut futs = Vec::new();
    let st = Instant::now();
    for _ in 0..300 {
        futs.push(
            ops.htod_copy(input.clone())
                // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `y`.
                .then(|y| unsafe { ops.launch(&f, cfg, (y, N)) })
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
        .attribute(cuda_driver::driver::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap() as u64;
    let c = khz * 20;
    let mut fl: Vec<cuda_driver::driver::CudaSlice<i32>> =
        (0..4).map(|_| dev.alloc_zeros(1).unwrap()).collect();
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
        cuda_driver::r#async::zip4(
            // SAFETY: spin writes the one int of `f0`.
            unsafe { ops.launch(&spin, one, (c, &mut *f0)) },
            // SAFETY: spin writes the one int of `f1`.
            unsafe { ops.launch(&spin, one, (c, &mut *f1)) },
            // SAFETY: spin writes the one int of `f2`.
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
    let mp = dev.mem_pool().unwrap();
    mp.set_release_threshold(u64::MAX).unwrap();
    t(
        "threshold max: chain htod_copy + launch + reclaim",
        r,
        || {
            ops.htod_copy(input.clone())
                // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `y`.
                .then(|y| unsafe { ops.launch(&f, cfg, (y, N)) })
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
        let mut y = dev.htod_sync_copy(&input).unwrap();
        // SAFETY: add_one(float *x, size_t n) stays within the `N` floats of `y`.
        unsafe { (&f).launch(cfg, (&mut y, N)) }.unwrap();
        dev.dtoh_sync_copy(&y).unwrap();
    });
}

fn ck(r: sys::CUresult) {
    if r != sys::CUresult::CUDA_SUCCESS {
        panic!("raw driver call failed: {r:?}");
    }
}

/// The driver calls a composed upload -> kernel -> download chain makes, made directly: a
/// stream-ordered allocation, an upload from a pinned buffer, the kernel, a download into a
/// pinned buffer, the stream-ordered free and an event, polled until reached. On one stream,
/// and rotating over four (as the round-robin policy does), with and without the event.
fn raw_floors(dev: &std::sync::Arc<CudaDevice>, input: &[f32], r: usize) {
    dev.bind_to_thread().unwrap();
    let ptx = std::ffi::CString::new(BASIC).unwrap();
    let bytes = std::mem::size_of_val(input);
    let n = input.len();
    let (mut module, mut f) = (std::ptr::null_mut(), std::ptr::null_mut());
    let mut streams = [std::ptr::null_mut(); 4];
    let mut event = std::ptr::null_mut();
    let (mut up, mut down) = (std::ptr::null_mut(), std::ptr::null_mut());
    // SAFETY: plain driver calls with valid out-pointers in the device's current context.
    unsafe {
        ck(sys::cuModuleLoadData(&mut module, ptx.as_ptr().cast()));
        ck(sys::cuModuleGetFunction(
            &mut f,
            module,
            c"add_one".as_ptr(),
        ));
        for s in &mut streams {
            ck(sys::cuStreamCreate(
                s,
                sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
            ));
        }
        ck(sys::cuEventCreate(
            &mut event,
            sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32,
        ));
        ck(sys::cuMemHostAlloc(&mut up, bytes, 0));
        ck(sys::cuMemHostAlloc(&mut down, bytes, 0));
    }
    let mut i = 0usize;
    let mut one = |rotate: bool, with_event: bool| {
        let s = streams[if rotate { i % 4 } else { 0 }];
        i += 1;
        let mut p: sys::CUdeviceptr = 0;
        let mut nn = n;
        // SAFETY: the buffers have `bytes` bytes; the kernel stays within n elements; the
        // allocation is freed once, after its last use in stream order.
        unsafe {
            ck(sys::cuMemAllocAsync(&mut p, bytes, s));
            std::ptr::copy_nonoverlapping(input.as_ptr().cast::<u8>(), up.cast::<u8>(), bytes);
            ck(sys::cuMemcpyHtoDAsync_v2(p, up, bytes, s));
            let mut args = [
                (&mut p as *mut u64).cast::<std::ffi::c_void>(),
                (&mut nn as *mut usize).cast(),
            ];
            ck(sys::cuLaunchKernel(
                f,
                4,
                1,
                1,
                256,
                1,
                1,
                0,
                s,
                args.as_mut_ptr(),
                std::ptr::null_mut(),
            ));
            ck(sys::cuMemcpyDtoHAsync_v2(down, p, bytes, s));
            ck(sys::cuMemFreeAsync(p, s));
            if with_event {
                ck(sys::cuEventRecord(event, s));
                while matches!(
                    sys::cuEventQuery(event),
                    sys::CUresult::CUDA_ERROR_NOT_READY
                ) {}
            } else {
                ck(sys::cuStreamSynchronize(s));
            }
            let mut v = vec![0f32; n];
            std::ptr::copy_nonoverlapping(down.cast::<u8>(), v.as_mut_ptr().cast::<u8>(), bytes);
            std::hint::black_box(v);
        }
    };
    t("raw: chain's calls, one stream, event polled", r, || {
        one(false, true)
    });
    t(
        "raw: chain's calls, four streams in turn, event polled",
        r,
        || one(true, true),
    );
    t(
        "raw: chain's calls, one stream, stream synchronize",
        r,
        || one(false, false),
    );
    t(
        "raw: chain's calls, four streams in turn, stream synchronize",
        r,
        || one(true, false),
    );
    let mut empty = std::ptr::null_mut();
    // SAFETY: the module is loaded.
    unsafe {
        ck(sys::cuModuleGetFunction(
            &mut empty,
            module,
            c"empty".as_ptr(),
        ))
    };
    let launch = |with_event: bool| {
        let s = streams[0];
        // SAFETY: an empty kernel without parameters, on a live stream; the event is live.
        unsafe {
            ck(sys::cuLaunchKernel(
                empty,
                1,
                1,
                1,
                1,
                1,
                1,
                0,
                s,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            ));
            if with_event {
                ck(sys::cuEventRecord(event, s));
                while matches!(
                    sys::cuEventQuery(event),
                    sys::CUresult::CUDA_ERROR_NOT_READY
                ) {}
            } else {
                ck(sys::cuStreamSynchronize(s));
            }
        }
    };
    t("raw: empty launch, event polled", r, || launch(true));
    t("raw: empty launch, stream synchronize", r, || launch(false));
    let enqueue_only = |record: bool| {
        let s = streams[0];
        // SAFETY: as above.
        unsafe {
            ck(sys::cuLaunchKernel(
                empty,
                1,
                1,
                1,
                1,
                1,
                1,
                0,
                s,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            ));
            if record {
                ck(sys::cuEventRecord(event, s));
            }
        }
    };
    let mut k = 0usize;
    t(
        "raw: empty launch, enqueue only (drained every 64)",
        r,
        || {
            enqueue_only(false);
            k += 1;
            if k % 64 == 0 {
                // SAFETY: a live stream.
                unsafe { ck(sys::cuStreamSynchronize(streams[0])) };
            }
        },
    );
    t(
        "raw: empty launch + event record, enqueue only (drained every 64)",
        r,
        || {
            enqueue_only(true);
            k += 1;
            if k % 64 == 0 {
                // SAFETY: a live stream.
                unsafe { ck(sys::cuStreamSynchronize(streams[0])) };
            }
        },
    );
    let (mut call, mut calls) = (std::time::Duration::ZERO, 0u32);
    t(
        "raw: empty launch + record, event polled (timing the calls)",
        r,
        || {
            let s = Instant::now();
            enqueue_only(true);
            call += s.elapsed();
            calls += 1;
            while matches!(
                // SAFETY: a live, recorded event.
                unsafe { sys::cuEventQuery(event) },
                sys::CUresult::CUDA_ERROR_NOT_READY
            ) {}
        },
    );
    println!(
        "{:60} {:8.2} us",
        "  of which launch + record, on an idle stream",
        call.as_secs_f64() / calls as f64 * 1e6
    );
    t("raw: empty launch, stream query polled", r, || {
        enqueue_only(false);
        while matches!(
            // SAFETY: a live stream.
            unsafe { sys::cuStreamQuery(streams[0]) },
            sys::CUresult::CUDA_ERROR_NOT_READY
        ) {}
    });
    // SAFETY: created above; nothing runs on them any more.
    unsafe {
        ck(sys::cuCtxSynchronize());
        ck(sys::cuMemFreeHost(up));
        ck(sys::cuMemFreeHost(down));
        ck(sys::cuEventDestroy_v2(event));
        for s in streams {
            ck(sys::cuStreamDestroy_v2(s));
        }
        ck(sys::cuModuleUnload(module));
    }
}

/// 20,000 upload -> kernel -> download chains three ways: the serial sync API, 1000 tokio tasks
/// of 20 composed chains each (the `benches/driver.rs` row), and the chain's raw driver calls
/// from `threads` threads, each on a stream of its own (the floor for concurrent submission).
fn concurrency(dev: &std::sync::Arc<CudaDevice>, adev: &AsyncDevice, input: &[f32]) {
    const TASKS: usize = 1000;
    const CHAINS: usize = 20;
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
    let raw_threads = |threads: usize, alloc: bool| {
        let total = TASKS * CHAINS;
        let s = Instant::now();
        std::thread::scope(|sc| {
            for _ in 0..threads {
                sc.spawn(|| raw_chains(dev, input, total / threads, alloc));
            }
        });
        s.elapsed().as_secs_f64()
    };
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

/// `count` chains of raw driver calls on a stream of this thread's own, each waited for by
/// polling an event; with or without a stream-ordered allocation and free per chain.
fn raw_chains(dev: &std::sync::Arc<CudaDevice>, input: &[f32], count: usize, alloc: bool) {
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
            ck(sys::cuLaunchKernel(
                f,
                4,
                1,
                1,
                256,
                1,
                1,
                0,
                s,
                args.as_mut_ptr(),
                std::ptr::null_mut(),
            ));
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

/// Module load + unload: raw, and `load_ptx` replacing a module, with and without kernel names.
fn module_parts(dev: &std::sync::Arc<CudaDevice>, r: usize) {
    dev.bind_to_thread().unwrap();
    let ptx = std::ffi::CString::new(BASIC).unwrap();
    t("raw: module load + unload", r, || {
        let mut m = std::ptr::null_mut();
        // SAFETY: valid PTX; unloaded once.
        unsafe {
            ck(sys::cuModuleLoadData(&mut m, ptx.as_ptr().cast()));
            ck(sys::cuModuleUnload(m));
        }
    });
    let mut old = std::ptr::null_mut();
    // SAFETY: valid PTX; every module loaded here is unloaded once.
    unsafe { ck(sys::cuModuleLoadData(&mut old, ptx.as_ptr().cast())) };
    t("raw: module load, then unload of the previous", r, || {
        let mut m = std::ptr::null_mut();
        // SAFETY: as above.
        unsafe {
            ck(sys::cuModuleLoadData(&mut m, ptx.as_ptr().cast()));
            ck(sys::cuModuleUnload(old));
        }
        old = m;
    });
    // SAFETY: loaded above.
    unsafe { ck(sys::cuModuleUnload(old)) };
    t("load_ptx replacing, names [empty]", r, || {
        dev.load_ptx(Ptx::from_src(BASIC), "reload", &["empty"])
            .unwrap()
    });
    t("load_ptx replacing, no names", r, || {
        dev.load_ptx(Ptx::from_src(BASIC), "reload", &[]).unwrap()
    });
    let image = Ptx::from_src(BASIC);
    t("load_ptx replacing, Ptx cloned", r, || {
        dev.load_ptx(image.clone(), "reload", &[]).unwrap()
    });
    t(
        "raw: module load + unload, PTX copied to a fresh buffer",
        r,
        || {
            let fresh = std::ffi::CString::new(BASIC).unwrap();
            let mut m = std::ptr::null_mut();
            // SAFETY: valid PTX; unloaded once.
            unsafe {
                ck(sys::cuModuleLoadData(&mut m, fresh.as_ptr().cast()));
                ck(sys::cuModuleUnload(m));
            }
        },
    );
    t("raw: module load + unload (again)", r, || {
        let mut m = std::ptr::null_mut();
        // SAFETY: valid PTX; unloaded once.
        unsafe {
            ck(sys::cuModuleLoadData(&mut m, ptx.as_ptr().cast()));
            ck(sys::cuModuleUnload(m));
        }
    });
}

/// Module load + unload, the variants interleaved round by round (medians and means of 15 rounds
/// of 40).
fn module_interleaved(dev: &std::sync::Arc<CudaDevice>) {
    dev.bind_to_thread().unwrap();
    let cctx = cudarc::driver::CudaContext::new(0).unwrap();
    dev.bind_to_thread().unwrap();
    let ptx = std::ffi::CString::new(BASIC).unwrap();
    let mut old = std::ptr::null_mut();
    // SAFETY: valid PTX; every module loaded here is unloaded once.
    unsafe { ck(sys::cuModuleLoadData(&mut old, ptx.as_ptr().cast())) };
    let mut vs: Vec<V> = vec![
        (
            "raw load + unload",
            Box::new(|| {
                let mut m = std::ptr::null_mut();
                // SAFETY: as above.
                unsafe {
                    ck(sys::cuModuleLoadData(&mut m, ptx.as_ptr().cast()));
                    ck(sys::cuModuleUnload(m));
                }
            }),
        ),
        (
            "raw load + unload, fresh CString",
            Box::new(|| {
                let fresh = std::ffi::CString::new(BASIC).unwrap();
                let mut m = std::ptr::null_mut();
                // SAFETY: as above.
                unsafe {
                    ck(sys::cuModuleLoadData(&mut m, fresh.as_ptr().cast()));
                    ck(sys::cuModuleUnload(m));
                }
            }),
        ),
        (
            "raw load new, unload previous",
            Box::new(|| {
                let mut m = std::ptr::null_mut();
                // SAFETY: as above.
                unsafe {
                    ck(sys::cuModuleLoadData(&mut m, ptx.as_ptr().cast()));
                    ck(sys::cuModuleUnload(old));
                }
                old = m;
            }),
        ),
        (
            "load_ptx, names [empty]",
            Box::new(|| {
                dev.load_ptx(Ptx::from_src(BASIC), "reload", &["empty"])
                    .unwrap()
            }),
        ),
        (
            "load_ptx, no names",
            Box::new(|| dev.load_ptx(Ptx::from_src(BASIC), "reload", &[]).unwrap()),
        ),
        (
            "raw, with load_ptx's text checks",
            Box::new(|| {
                let mut src: String = String::from(BASIC);
                assert!(!src.trim().is_empty());
                assert!(src.bytes().position(|b| b == 0).is_none());
                src.push('\0');
                let mut m = std::ptr::null_mut();
                // SAFETY: as above.
                unsafe {
                    ck(sys::cuModuleLoadData(&mut m, src.as_ptr().cast()));
                    ck(sys::cuModuleUnload(m));
                }
            }),
        ),
        (
            "raw, with the checks by memchr",
            Box::new(|| {
                let mut src: String = String::from(BASIC);
                assert!(!src.trim().is_empty());
                assert!(!src.as_bytes().contains(&0));
                src.push('\0');
                let mut m = std::ptr::null_mut();
                // SAFETY: as above.
                unsafe {
                    ck(sys::cuModuleLoadData(&mut m, src.as_ptr().cast()));
                    ck(sys::cuModuleUnload(m));
                }
            }),
        ),
        (
            "cudarc load_module",
            Box::new(|| {
                std::hint::black_box(
                    cctx.load_module(cudarc::nvrtc::Ptx::from_src(BASIC))
                        .unwrap(),
                );
            }),
        ),
    ];
    interleave(&mut vs, 16, 40, || dev.bind_to_thread().unwrap());
    drop(vs);
    // SAFETY: loaded above, not yet unloaded.
    unsafe { ck(sys::cuModuleUnload(old)) };
}

/// An await of an empty launch beside raw launches waited for by stream synchronize and by
/// polling an event, and sync launches + synchronize: the variants interleaved round by round
/// (medians of 30 rounds of 200, and the mean over all).
fn await_interleaved(dev: &std::sync::Arc<CudaDevice>, adev: &AsyncDevice) {
    dev.bind_to_thread().unwrap();
    let empty = dev.get_func("basic", "empty").unwrap();
    let e = empty.cu_function();
    let one = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };
    let (mut stream, mut event) = (std::ptr::null_mut(), std::ptr::null_mut());
    // SAFETY: plain driver calls with valid out-pointers, context current.
    unsafe {
        ck(sys::cuStreamCreate(
            &mut stream,
            sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
        ));
        ck(sys::cuEventCreate(
            &mut event,
            sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32,
        ));
    }
    // A word of mapped host memory the stream writes after the kernel: what the adapter's
    // flagged marks do (see `OpMark::reached`).
    let (flag_host, flag_dev) = mapped_word();
    let flag = flag_host as *const std::sync::atomic::AtomicU32;
    let mut seq = 0u32;
    // SAFETY: an empty kernel without parameters on a live stream.
    let launch = || unsafe {
        ck(sys::cuLaunchKernel(
            e,
            1,
            1,
            1,
            1,
            1,
            1,
            0,
            stream,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
        ))
    };
    let mut vs: Vec<V> = vec![
        (
            "raw launch + stream synchronize",
            Box::new(|| {
                launch();
                // SAFETY: a live stream.
                unsafe { ck(sys::cuStreamSynchronize(stream)) };
            }),
        ),
        (
            "raw launch + event record, polled",
            Box::new(|| {
                launch();
                // SAFETY: a live event and stream.
                unsafe {
                    ck(sys::cuEventRecord(event, stream));
                    while matches!(
                        sys::cuEventQuery(event),
                        sys::CUresult::CUDA_ERROR_NOT_READY
                    ) {}
                }
            }),
        ),
        (
            "raw launch + flag write, memory polled",
            Box::new(move || {
                launch();
                seq = seq.wrapping_add(1);
                // SAFETY: a live stream; the word is mapped host memory that outlives the
                // stream's work (synchronized below before it is freed).
                unsafe {
                    ck(sys::cuStreamWriteValue32_v2(stream, flag_dev, seq, 0));
                    while (*flag).load(std::sync::atomic::Ordering::Acquire) != seq {
                        std::hint::spin_loop();
                    }
                }
            }),
        ),
        (
            "await (block_on)",
            // SAFETY: `empty` takes no parameters.
            Box::new(|| block_on(unsafe { adev.launch(&empty, one, ()) }).unwrap()),
        ),
        (
            "GpuFuture::wait",
            // SAFETY: `empty` takes no parameters.
            Box::new(|| unsafe { adev.launch(&empty, one, ()) }.wait().unwrap()),
        ),
        (
            "sync launch + synchronize",
            Box::new(|| {
                // SAFETY: `empty` takes no parameters.
                unsafe { (&empty).launch(one, ()) }.unwrap();
                dev.synchronize().unwrap();
            }),
        ),
    ];
    interleave(&mut vs, 31, 200, || ());
    drop(vs);
    // SAFETY: created above; idle after the last synchronize.
    unsafe {
        ck(sys::cuStreamSynchronize(stream));
        ck(sys::cuEventDestroy_v2(event));
        ck(sys::cuStreamDestroy_v2(stream));
        ck(sys::cuMemFreeHost(flag_host));
    }
}

/// A named variant of an interleaved measure.
type V<'a> = (&'a str, Box<dyn FnMut() + 'a>);

/// Runs every variant `reps` times per round, round after round (`before` ahead of each
/// batch), and prints each one's median and mean time per call over the rounds after the
/// first, with the median's ratio to the first variant's.
fn interleave(vs: &mut [V], rounds: usize, reps: usize, before: impl Fn()) {
    let mut times = vec![Vec::new(); vs.len()];
    for round in 0..rounds {
        for (i, (_, f)) in vs.iter_mut().enumerate() {
            before();
            let s = Instant::now();
            for _ in 0..reps {
                f();
            }
            if round > 0 {
                times[i].push(s.elapsed().as_secs_f64() / reps as f64 * 1e6);
            }
        }
    }
    let med = |t: &[f64]| {
        let mut t = t.to_vec();
        t.sort_by(|a, b| a.partial_cmp(b).unwrap());
        t[t.len() / 2]
    };
    let base = med(&times[0]);
    for ((name, _), t) in vs.iter().zip(&times) {
        let m = med(t);
        let mean = t.iter().sum::<f64>() / t.len() as f64;
        println!(
            "{name:40} median {m:6.2} us {:.3}x, mean {mean:6.2} us",
            m / base
        );
    }
}

/// 4-byte round trips: the sync API beside raw calls waited for in different ways.
fn roundtrip_interleaved(dev: &std::sync::Arc<CudaDevice>) {
    dev.bind_to_thread().unwrap();
    let mut x = dev.htod_sync_copy(&[0u32]).unwrap();
    let (mut stream, mut dbuf) = (std::ptr::null_mut(), 0);
    let mut pinned = std::ptr::null_mut();
    // SAFETY: plain driver calls with valid out-pointers, context current.
    unsafe {
        ck(sys::cuStreamCreate(
            &mut stream,
            sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
        ));
        ck(sys::cuMemAlloc_v2(&mut dbuf, 4));
        ck(sys::cuMemHostAlloc(&mut pinned, 64, 0));
    }
    let (flag_host, flag_dev) = mapped_word();
    let flag = flag_host as *const std::sync::atomic::AtomicU32;
    let mut seq = 0u32;
    let src = [7u32];
    let mut vs: Vec<V> = vec![
        (
            "raw: htod + dtoh pageable, stream sync",
            // SAFETY: `dbuf` holds 4 bytes; `src` and `out` (capacity 1) outlive the synchronize,
            // after which the copy has written the one u32 that `set_len` covers.
            Box::new(|| unsafe {
                ck(sys::cuMemcpyHtoDAsync_v2(
                    dbuf,
                    src.as_ptr().cast(),
                    4,
                    stream,
                ));
                let mut out: Vec<u32> = Vec::with_capacity(1);
                ck(sys::cuMemcpyDtoHAsync_v2(
                    out.as_mut_ptr().cast(),
                    dbuf,
                    4,
                    stream,
                ));
                ck(sys::cuStreamSynchronize(stream));
                out.set_len(1);
                std::hint::black_box(out);
            }),
        ),
        (
            "sync API: htod_sync_copy_into + dtoh_sync_copy",
            Box::new(|| {
                dev.htod_sync_copy_into(&src, &mut x).unwrap();
                std::hint::black_box(dev.dtoh_sync_copy(&x).unwrap());
            }),
        ),
        (
            "raw: htod + dtoh pinned, stream sync",
            // SAFETY: `dbuf` holds 4 bytes, `pinned` 64; `src` outlives the synchronize, and
            // `pinned` is read after it.
            Box::new(|| unsafe {
                ck(sys::cuMemcpyHtoDAsync_v2(
                    dbuf,
                    src.as_ptr().cast(),
                    4,
                    stream,
                ));
                ck(sys::cuMemcpyDtoHAsync_v2(pinned, dbuf, 4, stream));
                ck(sys::cuStreamSynchronize(stream));
                std::hint::black_box(vec![pinned.cast::<u32>().read()]);
            }),
        ),
        (
            "raw: htod + dtoh pinned, flag polled",
            // SAFETY: `dbuf` holds 4 bytes, `pinned` 64; the flag is mapped host memory that
            // outlives the stream's work, written by the stream after both copies, so `src` is read
            // and `pinned` written before the loop ends.
            Box::new(move || unsafe {
                ck(sys::cuMemcpyHtoDAsync_v2(
                    dbuf,
                    src.as_ptr().cast(),
                    4,
                    stream,
                ));
                ck(sys::cuMemcpyDtoHAsync_v2(pinned, dbuf, 4, stream));
                seq = seq.wrapping_add(1);
                ck(sys::cuStreamWriteValue32_v2(stream, flag_dev, seq, 0));
                while (*flag).load(std::sync::atomic::Ordering::Acquire) != seq {
                    std::hint::spin_loop();
                }
                std::hint::black_box(vec![pinned.cast::<u32>().read()]);
            }),
        ),
    ];
    interleave(&mut vs, 31, 300, || ());
    drop(vs);
    // SAFETY: created above; idle after the last synchronize.
    unsafe {
        ck(sys::cuStreamSynchronize(stream));
        ck(sys::cuMemFree_v2(dbuf));
        ck(sys::cuMemFreeHost(pinned));
        ck(sys::cuMemFreeHost(flag_host));
        ck(sys::cuStreamDestroy_v2(stream));
    }
}

/// A zeroed word of mapped host memory for a stream to write (`cuStreamWriteValue32`): its
/// host address (to free with `cuMemFreeHost`) and its device address. Context current.
fn mapped_word() -> (*mut std::ffi::c_void, sys::CUdeviceptr) {
    let (mut host, mut dev) = (std::ptr::null_mut(), 0);
    // SAFETY: plain driver calls with valid out-pointers; the word is zeroed before any use.
    unsafe {
        ck(sys::cuMemHostAlloc(
            &mut host,
            64,
            sys::CU_MEMHOSTALLOC_DEVICEMAP,
        ));
        ck(sys::cuMemHostGetDevicePointer_v2(&mut dev, host, 0));
        host.cast::<u32>().write(0);
    }
    (host, dev)
}
