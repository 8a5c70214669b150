//! Where a composed chain's time goes: the parts of upload 4 KiB → kernel → download, each
//! timed alone through the sync API, per-call futures and composed operations (medians of five
//! batches), and a zip of four 20 ms kernels against one. A tool for the composed-operations
//! rows of `benches/driver.rs`; it prints times, checks nothing and sets no targets.
//!
//! `cargo bench --bench chain_parts` (or `bash .gpu/run bench chain_parts` after gpu-pack).

use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
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
        unsafe { (&f).launch(cfg, (&mut x, N)) }.unwrap();
        dev.synchronize().unwrap();
    });
    t("percall: empty launch await", r, || {
        block_on(unsafe { adev.launch(&empty, one, ()) }).unwrap()
    });
    t("percall: launch add_one existing await", r, || {
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
    t("chain: value", r, || {
        ops.value(1u8).wait().unwrap();
    });
    t("chain: empty launch", r, || {
        unsafe { ops.launch(&empty, one, ()) }.wait().unwrap();
    });
    t("chain: launch existing", r, || {
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
            .then(|y| unsafe { ops.launch(&f, cfg, (y, N)) })
            .then(|(y, _)| ops.reclaim(y))
            .wait()
            .unwrap();
    });
    t("chain: same, SingleStream(0)", r, || {
        ops.htod_copy(input.clone())
            .then(|y| unsafe { ops.launch(&f, cfg, (y, N)) })
            .then(|(y, _)| ops.reclaim(y))
            .schedule(&cuda_driver::r#async::SingleStream(0))
            .wait()
            .unwrap();
    });
    let s = dev.fork_default_stream().unwrap();
    t("chain: same, on(&stream)", r, || {
        ops.htod_copy(input.clone())
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
        unsafe { ops.launch(&spin, one, (c, &mut *f0)) }
            .wait()
            .unwrap();
        let a = s1.elapsed().as_secs_f64() * 1e3;
        let s1 = Instant::now();
        cuda_driver::r#async::zip4(
            unsafe { ops.launch(&spin, one, (c, &mut *f0)) },
            unsafe { ops.launch(&spin, one, (c, &mut *f1)) },
            unsafe { ops.launch(&spin, one, (c, &mut *f2)) },
            unsafe { ops.launch(&spin, one, (c, &mut *f3)) },
        )
        .wait()
        .unwrap();
        let b = s1.elapsed().as_secs_f64() * 1e3;
        let s1 = Instant::now();
        let fs: Vec<_> = fl
            .iter_mut()
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
        unsafe { (&f).launch(cfg, (&mut y, N)) }.unwrap();
        dev.dtoh_sync_copy(&y).unwrap();
    });
}
