//! cuBLAS products ordered with other work on their buffers: slow writers and readers on other
//! streams, reads on other threads, several threads on one handle, `set_stream`, buffers and
//! handles dropped right after a product, and a drop error arriving during an async product.

use crate::cublas::{FOUR, ORDERED, assert_c, gemv, square};
use crate::kernels::{SLOW, assert_all, assert_usable, filled, slow_kernels};
use crate::support::blas::{LONG, busy, in_own_process, products_on_two_threads_do_not_wait};
use crate::support::child;
use crate::support::cublas::{BIG, big};
use crate::support::cublas::{SIDE, SQUARE, cublas, fixture};
use crate::support::drop_errors::{drop_on_cue, past_kept_errors, unregistered_behind_its_back};
use crate::support::libraries::{all_eq, nines_made_now_stay};
use crate::support::races::StopOnDrop;
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::r#async::GpuFuture;
use cuda_driver::cublas::GemmConfig;
use cuda_driver::cublas::result::CublasError;
use cuda_driver::driver::CudaDevice;
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaSlice, DevicePtr, RegisteredVec};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

/// Module docs, "Ordering": a product follows every earlier use of its output on any
/// stream, a write included.
#[test]
fn a_product_waits_for_a_slow_write_of_its_output_on_another_stream() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let a = filled(&dev, 1.0);
    let mut c = filled(&dev, 0.0);
    // 7.0 written into C after about 50 ms: a product that overtook it would be overwritten.
    k.fill(Some(&stream), &mut c, 7.0, SLOW);
    blas.checked_gemm(SQUARE, &a, &a, &mut c).unwrap();
    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), SIDE as f32, "C");
}

/// Module docs, "Ordering": every later use of a product's buffers, a free included, waits
/// for it. The products run on another thread's stream, behind a slow write of A; A and an
/// output are dropped there at once. Memory freed before its product ran would go to the
/// buffers made next on this thread, whose nines the products would read, or overwrite.
#[test]
fn buffers_dropped_right_after_a_product_on_another_threads_stream_outlive_it() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    let (d, bl, kk) = (&dev, &blas, &k);
    let (c, b) = std::thread::scope(|s| {
        s.spawn(move || {
            let mut a = filled(d, 0.0);
            kk.fill(None, &mut a, 1.0, SLOW);
            let b = filled(d, 1.0);
            let mut lost = filled(d, -1.0);
            let mut c = filled(d, -1.0);
            bl.checked_gemm(SQUARE, &a, &b, &mut lost).unwrap();
            bl.checked_gemm(SQUARE, &a, &b, &mut c).unwrap();
            drop(a);
            drop(lost);
            (c, b)
        })
        .join()
        .unwrap()
    });
    nines_made_now_stay(&dev, "a buffer made after the drops", || {
        // C's product ran after the one whose output was dropped (one stream, in order).
        let c = dev.dtoh_sync_copy(&c).unwrap();
        all_eq(&c, SIDE as f32, "C (A dropped)");
    });
    drop(b);
}

/// `CudaBlas::set_stream`: "Sends later products to `opt_stream`, or back to the calling
/// thread's stream of the device with `None`". Behind a spin on the set stream, a product
/// there is done only after the spin; after `None`, one is done while the spin still runs.
#[test]
fn set_stream_sends_products_to_that_stream_and_none_back_to_the_threads() {
    let name = "set_stream_sends_products_to_that_stream_and_none_back_to_the_threads";
    if !in_own_process(module_path!(), name) {
        return;
    }
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let cfg = square(64);
    let a = dev.htod_copy(vec![1.0f32; 64 * 64]).unwrap();
    let (mut c, mut c2) = (
        dev.alloc_zeros::<f32>(64 * 64).unwrap(),
        dev.alloc_zeros(64 * 64).unwrap(),
    );
    // The kernels loaded, the main stream's workspace made, before any spin.
    blas.checked_gemm(cfg, &a, &a, &mut c).unwrap();
    dev.dtoh_sync_copy(&c).unwrap();
    // SAFETY: nothing to uphold (see CudaBlas::set_stream).
    unsafe { blas.set_stream(Some(&stream)) }.unwrap();
    let (spun, _spin) = busy(&dev, &k, Some(&stream), 4 * SLOW);
    blas.checked_gemm(GemmConfig { alpha: 2.0, ..cfg }, &a, &a, &mut c)
        .unwrap();
    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), 128.0, "C (set stream)");
    assert!(
        spun.query().unwrap(),
        "the product did not run behind the set stream's spin"
    );
    stream.synchronize().unwrap();
    // SAFETY: as above.
    unsafe { blas.set_stream(None) }.unwrap();
    let (spun, _spin2) = busy(&dev, &k, Some(&stream), LONG);
    blas.checked_gemm(GemmConfig { alpha: 3.0, ..cfg }, &a, &a, &mut c2)
        .unwrap();
    all_eq(&dev.dtoh_sync_copy(&c2).unwrap(), 192.0, "C (after None)");
    assert!(
        !spun.query().unwrap(),
        "after set_stream(None) the product waited for the stream set before"
    );
    stream.synchronize().unwrap();
}

/// Module docs, "Ordering": "Each stream the handle works on gets its own workspace, so
/// products on different streams do not wait for each other." (See
/// `products_on_two_threads_do_not_wait`.)
#[test]
fn products_on_two_threads_streams_do_not_wait_for_each_other() {
    products_on_two_threads_do_not_wait(module_path!(), fixture, |blas, a, c, alpha| {
        let cfg = GemmConfig {
            alpha,
            ..square(64)
        };
        blas.checked_gemm(cfg, a, a, c).unwrap();
    });
}

/// Module docs, "Ordering", for gemv (the tests above order gemm): y = A x
/// waits for a slow write of x on one stream, and for a slow read of y on another.
#[test]
fn gemv_waits_for_a_slow_write_of_x_and_a_slow_read_of_y_on_other_streams() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    let (s1, s2) = (
        dev.fork_default_stream().unwrap(),
        dev.fork_default_stream().unwrap(),
    );
    let a = filled(&dev, 1.0);
    let mut x = dev.htod_copy(vec![0.0f32; 2048]).unwrap();
    let mut y = dev.htod_copy(vec![5.0f32; 2048]).unwrap();
    let mut seen = dev.alloc_zeros::<f32>(2048).unwrap();
    k.fill(Some(&s1), &mut x, 1.0, SLOW);
    k.slow_copy(Some(&s2), &mut seen, &y);
    blas.checked_gemv(gemv(SIDE), &a, &x, &mut y).unwrap();
    all_eq(
        &dev.dtoh_sync_copy(&seen).unwrap(),
        5.0,
        "the slow reader of y",
    );
    all_eq(&dev.dtoh_sync_copy(&y).unwrap(), SIDE as f32, "y");
}

/// Module docs, "Ordering", for the batched product: it waits for a slow write of A on one
/// stream and for a slow read of C on another.
#[test]
fn a_batched_product_waits_for_a_slow_write_of_a_and_a_slow_read_of_c() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    let (s1, s2) = (
        dev.fork_default_stream().unwrap(),
        dev.fork_default_stream().unwrap(),
    );
    let mut a = filled(&dev, 0.0);
    let b = dev.htod_copy(vec![1.0f32; 1 << 20]).unwrap();
    let mut c = filled(&dev, 5.0);
    let mut seen = filled(&dev, 0.0);
    k.fill(Some(&s1), &mut a, 1.0, SLOW);
    k.slow_copy(Some(&s2), &mut seen, &c);
    blas.checked_gemm_strided_batched(FOUR, &a, &b, &mut c)
        .unwrap();
    all_eq(
        &dev.dtoh_sync_copy(&seen).unwrap(),
        5.0,
        "the slow reader of C",
    );
    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), 1024.0, "C");
}

#[test]
fn a_product_waits_for_a_slow_write_of_its_input_on_another_stream() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    for cfg in ORDERED {
        let mut a: CudaSlice<f32> = filled(&dev, 0.0);
        let b = filled(&dev, 1.0);
        let mut c = filled(&dev, -1.0);
        k.fill(Some(&stream), &mut a, 1.0, SLOW);
        blas.checked_gemm(cfg, &a, &b, &mut c).unwrap();
        let v = dev.dtoh_sync_copy(&c).unwrap();
        assert_c(&v, &cfg, 1.0, -1.0, "C after a slow write of A");
    }
}

#[test]
fn a_product_waits_for_a_slow_read_of_its_output_on_another_stream() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    for cfg in ORDERED {
        let a = filled(&dev, 1.0);
        let mut c = filled(&dev, 5.0);
        let mut seen = filled(&dev, 0.0);
        // Copies C slowly on the other stream: a product that overtook it would change what
        // it reads.
        k.slow_copy(Some(&stream), &mut seen, &c);
        blas.checked_gemm(cfg, &a, &a, &mut c).unwrap();
        crate::kernels::assert_all(
            &dev.dtoh_sync_copy(&seen).unwrap(),
            5.0,
            "the slow reader of C",
        );
        assert_c(&dev.dtoh_sync_copy(&c).unwrap(), &cfg, 1.0, 5.0, "C");
    }
}

#[test]
fn a_read_on_another_thread_waits_for_the_product() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    for cfg in ORDERED {
        let (tx, rx) = mpsc::channel();
        let (dev, blas, k) = (&dev, &blas, &k);
        std::thread::scope(|s| {
            s.spawn(move || {
                // On this thread's stream: a slow write of A, then the product after it.
                let mut a = filled(dev, 0.0);
                k.fill(None, &mut a, 2.0, SLOW);
                let b = filled(dev, 1.0);
                let mut c = filled(dev, -1.0);
                blas.checked_gemm(cfg, &a, &b, &mut c).unwrap();
                tx.send(c).unwrap();
            });
            s.spawn(move || {
                let c = rx.recv().unwrap();
                let v = dev.dtoh_sync_copy(&c).unwrap();
                assert_c(&v, &cfg, 2.0, -1.0, "C read on another thread");
            });
        });
    }
}

#[test]
fn products_from_several_threads_on_one_handle_are_each_right() {
    let (dev, blas) = cublas!();
    let (dev, blas) = (&dev, &blas);
    // k = 64 runs on the crate's kernel, k = 257 on cuBLAS (which switches the handle's stream
    // and workspace from thread to thread).
    std::thread::scope(|s| {
        for (t, k) in [(1, 64), (2, 64), (3, 257), (4, 257), (5, 257), (6, 64)] {
            s.spawn(move || {
                let a = dev.htod_copy(vec![t as f32; 64 * k]).unwrap();
                let b = dev.htod_copy(vec![1.0f32; k * 64]).unwrap();
                let cfg = GemmConfig {
                    k: k as i32,
                    ldb: k as i32,
                    ..ORDERED[1]
                };
                for round in 0..20 {
                    let mut c = dev.alloc_zeros::<f32>(64 * 64).unwrap();
                    blas.checked_gemm(
                        GemmConfig {
                            alpha: round as f32,
                            ..cfg
                        },
                        &a,
                        &b,
                        &mut c,
                    )
                    .unwrap();
                    let want = (t * k * round) as f32;
                    crate::kernels::assert_all(
                        &dev.dtoh_sync_copy(&c).unwrap(),
                        want,
                        "a thread's product",
                    );
                }
            });
        }
    });
}

#[test]
fn products_on_a_set_stream_are_ordered_with_the_threads_stream() {
    let (dev, blas) = cublas!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    // SAFETY: nothing to uphold (see CudaBlas::set_stream).
    unsafe { blas.set_stream(Some(&stream)) }.unwrap();
    let mut a = filled(&dev, 0.0);
    k.fill(None, &mut a, 3.0, SLOW); // on this thread's stream
    let b = filled(&dev, 1.0);
    let mut c = filled(&dev, -1.0);
    blas.checked_gemm(SQUARE, &a, &b, &mut c).unwrap(); // on `stream`
    // SAFETY: as above.
    unsafe { blas.set_stream(None) }.unwrap();
    crate::kernels::assert_all(&dev.dtoh_sync_copy(&c).unwrap(), 3.0 * SIDE as f32, "C");
}

#[test]
fn dropping_the_handle_right_after_a_product_keeps_the_result() {
    let (dev, blas) = cublas!();
    let a = filled(&dev, 1.0);
    let mut c = filled(&dev, 0.0);
    blas.checked_gemm(SQUARE, &a, &a, &mut c).unwrap();
    drop(blas);
    crate::kernels::assert_all(&dev.dtoh_sync_copy(&c).unwrap(), SIDE as f32, "C");
    dev.synchronize().unwrap();
}

/// cublas/mod.rs, "Ordering": "A product is a use of its buffers like a copy or a kernel
/// launch: ... every later use (a free included) waits for it"; cublas/safe/asynchronous.rs,
/// `AsyncDevice::gemm` (the same ordering on the adapter's streams); device.rs: errors from
/// a `Drop` "are kept and returned, once, by the next fallible call on the device, on any
/// thread".
///
/// The pattern of
/// `a_drop_error_arriving_during_a_peer_copy_leaves_the_copy_ordered_with_the_sources_free`
/// (tests/gpu/copies/peer.rs), on `AsyncDevice::gemm`: A is written
/// slowly on a `CudaStream`, so that the product (on one of the adapter's streams) waits
/// there; meanwhile another thread drops a `RegisteredVec` whose unregister fails, at a
/// delay that moves through the call from one round to the next. When the call returns an
/// error, A is dropped at once and a new buffer (likely on A's memory) is filled with -7:
/// C must then hold either nothing (0) or the product of A's values (320), never a product
/// that read -7. When it returns a future, C must be 320 once it resolves.
#[test]
fn a_drop_error_arriving_during_an_async_product_leaves_it_ordered_with_the_frees() {
    let (_dev, _blas) = cublas!();
    child::run_in_child(module_path!(), "drop_error_mid_async_gemm_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn drop_error_mid_async_gemm_child() {
    if !child::in_child(module_path!(), "drop_error_mid_async_gemm_child") {
        return;
    }
    let (dev, blas) = cublas!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let k = slow_kernels(&dev);
    let stream = dev.new_stream().unwrap();
    let nn = BIG * BIG;
    let cfg = big();
    let b = dev.htod_sync_copy(&vec![1.0f32; nn]).unwrap();
    // About 0.5 ms: far longer than dropping A and filling a new buffer takes.
    let cycles = SLOW / 100;
    const ROUNDS: usize = 300;
    let doomed: Vec<RegisteredVec<u8>> = (0..ROUNDS)
        .map(|_| unregistered_behind_its_back(&dev))
        .collect();
    let go = AtomicUsize::new(0);
    let dropped = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (mut errors, mut reused) = (0usize, 0usize);
    std::thread::scope(|sc| {
        let (go, dropped, stop) = (&go, &dropped, &stop);
        sc.spawn(move || drop_on_cue(doomed, go, dropped, stop));
        // Ends the dropping thread also when a check below fails.
        let _stop = StopOnDrop(stop);
        for i in 0..ROUNDS {
            let mut a = past_kept_errors(|| dev.alloc_zeros::<f32>(nn));
            let mut c = past_kept_errors(|| dev.alloc_zeros::<f32>(nn));
            // A becomes all ones only after a spin, on another stream: the product waits.
            k.fill(Some(&stream), &mut a, 1.0, cycles);
            go.store(i + 1, Ordering::Release);
            let r = adev.gemm(&blas, cfg, &a, &b, &mut c);
            while dropped.load(Ordering::Acquire) != i + 1 {
                std::hint::spin_loop();
            }
            match r {
                Ok(done) => errors += usize::from(check_enqueued_round(&dev, done, a, &c, i)),
                Err(e) => {
                    errors += 1;
                    reused += usize::from(check_refused_round(&dev, e, a, &c, i));
                }
            }
            // Nothing of this round may still run in the next.
            past_kept_errors(|| dev.synchronize());
        }
    });
    println!(
        "{errors} of {ROUNDS} async products failed with a kept drop error; the new buffer \
         took A's memory {reused} times"
    );
    past_kept_errors(|| dev.synchronize());
    assert_usable(&dev);
}

/// A round of `drop_error_mid_async_gemm_child` whose product was enqueued: its future
/// resolves, or fails with the round's kept drop error; C is untouched or computed. Whether
/// it failed.
fn check_enqueued_round(
    dev: &Arc<CudaDevice>,
    done: GpuFuture<()>,
    a: CudaSlice<f32>,
    c: &CudaSlice<f32>,
    i: usize,
) -> bool {
    drop(a);
    // The future may hand over the round's kept drop error, taken before
    // the product was enqueued (then it never ran) or after (then it ran
    // whole); any other error fails.
    let failed = match done.wait() {
        Ok(()) => false,
        Err(e) if e.0 == CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED => true,
        Err(e) => panic!("round {i}: the product's future: {e}"),
    };
    let got = past_kept_errors(|| dev.dtoh_sync_copy(c));
    if failed {
        assert!(
            got.iter().all(|&v| v == 0.0) || got.iter().all(|&v| v == BIG as f32),
            "round {i}: an async product whose future failed with a kept \
                 drop error left C neither untouched nor computed"
        );
    } else {
        assert_all(
            &got,
            BIG as f32,
            &format!("round {i}: an async product whose future resolved"),
        );
    }
    failed
}

/// A round of `drop_error_mid_async_gemm_child` whose product was refused with the round's
/// kept drop error: no product still queued reads A's memory, handed out again and
/// overwritten at once. Whether the new buffer took A's memory.
fn check_refused_round(
    dev: &Arc<CudaDevice>,
    e: CublasError,
    a: CudaSlice<f32>,
    c: &CudaSlice<f32>,
    i: usize,
) -> bool {
    let nn = BIG * BIG;
    let code = e.driver_error().map(|d| d.0);
    assert_eq!(
        code,
        Some(CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED),
        "round {i}: {e}"
    );
    let addr = *a.device_ptr();
    drop(a);
    // Written at once, likely on the memory just freed.
    let marker = past_kept_errors(|| dev.htod_sync_copy(&vec![-7.0f32; nn]));
    let reused = *marker.device_ptr() == addr;
    let got = past_kept_errors(|| dev.dtoh_sync_copy(c));
    assert!(
        got.iter().all(|&v| v == 0.0) || got.iter().all(|&v| v == BIG as f32),
        "round {i}: the async product failed ({e}), yet a product still \
             queued read memory that A's drop had given back and a new buffer \
             had filled with -7: {} of {nn} elements are neither 0 nor {BIG} \
             (first: {})",
        got.iter().filter(|&&v| v != 0.0 && v != BIG as f32).count(),
        got.iter().find(|&&v| v != 0.0 && v != BIG as f32).unwrap(),
    );
    drop(marker);
    reused
}
