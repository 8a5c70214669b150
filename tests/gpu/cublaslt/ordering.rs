//! cuBLASLt products ordered with other work: slow writes of A, the bias and C on other streams and
//! threads, a slow read of C, products on several threads, the shared stream, handles and buffers
//! dropped while products wait, and awaited and chained products with dropped futures.

use crate::cublaslt::{config, plain};
use crate::kernels::{N, SLOW, filled, slow_kernels};
use crate::support::blas::products_on_two_threads_do_not_wait;
use crate::support::cublaslt::{cublaslt, fixture};
use crate::support::libraries::{all_eq, nines_made_now_stay};
use cuda_driver::cublaslt::{Activation, MatmulConfig, MatmulShared};
use cuda_driver::driver::{CudaDevice, CudaSlice};
use std::sync::mpsc;

/// `CudaBlasLT`: "ordered like a kernel launch: after every earlier use of its buffers on
/// any stream": the bias is read (a slow write of it on one stream is waited for) and C
/// written (a slow write of it on another is waited for too).
#[test]
fn a_product_waits_for_slow_writes_of_its_bias_and_of_c_on_other_streams() {
    let (dev, blas) = cublaslt!();
    let k = slow_kernels(&dev);
    let (s1, s2) = (
        dev.fork_default_stream().unwrap(),
        dev.fork_default_stream().unwrap(),
    );
    // C (2048 x 2048) = A (2048 x 1, ones) B (1 x 2048, ones) + the bias (3.0): 4.0.
    let ones = dev.htod_sync_copy(&[1.0f32; 2048]).unwrap();
    let mut bias = dev.htod_sync_copy(&[0.0f32; 2048]).unwrap();
    let mut c: CudaSlice<f32> = filled(&dev, 0.0);
    k.fill(Some(&s1), &mut bias, 3.0, SLOW);
    k.fill(Some(&s2), &mut c, 7.0, SLOW);
    blas.checked_matmul(
        plain(2048, 2048, 1),
        &ones,
        &ones,
        &mut c,
        Some(&bias),
        None,
    )
    .unwrap();
    let got = dev.dtoh_sync_copy(&c).unwrap();
    assert_eq!(got.len(), N);
    all_eq(
        &got,
        4.0,
        "C = 1 + the slowly written bias, over the slow write of C",
    );
}

/// `CudaBlasLT`: "every later use (their frees included) waits for it", and a read on
/// another thread sees the product. The products run on another thread's stream behind a
/// slow write of A; A and one output are dropped there at once, C is read here. Memory
/// freed before its product ran would go to the buffers made next here, whose nines the
/// products would read, or overwrite.
#[test]
fn a_product_on_another_thread_is_seen_here_and_outlives_its_dropped_buffers() {
    let (dev, blas) = cublaslt!();
    let k = slow_kernels(&dev);
    let cfg = plain(2048, 2048, 1);
    let (d, bl, kk) = (&dev, &blas, &k);
    let (c, ones) = std::thread::scope(|s| {
        s.spawn(move || {
            let mut a = d.htod_sync_copy(&[0.0f32; 2048]).unwrap();
            kk.fill(None, &mut a, 2.0, SLOW);
            let ones = d.htod_sync_copy(&[1.0f32; 2048]).unwrap();
            let mut lost: CudaSlice<f32> = filled(d, -1.0);
            let mut c: CudaSlice<f32> = filled(d, -1.0);
            bl.checked_matmul(cfg, &a, &ones, &mut lost, None, None)
                .unwrap();
            bl.checked_matmul(cfg, &a, &ones, &mut c, None, None)
                .unwrap();
            drop(a);
            drop(lost);
            (c, ones)
        })
        .join()
        .unwrap()
    });
    nines_made_now_stay(&dev, "a buffer made after the drops", || {
        let c = dev.dtoh_sync_copy(&c).unwrap();
        all_eq(&c, 2.0, "C, read on another thread");
    });
    drop(ones);
}

/// Module docs: "Each stream has its own workspace, so products of several threads run side
/// by side." (See `products_on_two_threads_do_not_wait`.)
#[test]
fn products_on_two_threads_streams_do_not_wait_for_each_other() {
    products_on_two_threads_do_not_wait(module_path!(), fixture, |blas, a, c, alpha| {
        let cfg = MatmulConfig {
            alpha,
            ..plain(64, 64, 64)
        };
        blas.checked_matmul(cfg, a, a, c, None, None).unwrap();
    });
}

/// `MatmulShared` for `CudaBlasLT`: `stream` is "the device's main stream".
#[test]
fn the_shared_stream_is_the_devices_main_stream() {
    let (dev, blas) = cublaslt!();
    // On the thread that opened the device, its stream is the main one.
    assert_eq!(*blas.stream(), *dev.cu_stream());
    assert!(!blas.handle().is_null());
}

/// `CudaBlasLT`'s `Drop`: "Waits for the last product on each workspace ..., then destroys
/// the handle": dropped while its product waits behind a slow write of A on another stream
/// (and one of another thread's stream, on its own workspace), the products still happen.
#[test]
fn dropping_the_handle_while_its_products_wait_keeps_their_results() {
    let (dev, blas) = cublaslt!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let cfg = plain(2048, 1, 2048);
    let ones = dev.htod_sync_copy(&[1.0f32; 2048]).unwrap();
    let mut a: CudaSlice<f32> = filled(&dev, 0.0);
    k.fill(Some(&stream), &mut a, 0.5, SLOW);
    let mut c = dev.alloc_zeros::<f32>(2048).unwrap();
    blas.checked_matmul(cfg, &a, &ones, &mut c, None, None)
        .unwrap();
    let (d, bl, a_ref, ones_ref) = (&dev, &blas, &a, &ones);
    let theirs = std::thread::scope(|s| {
        s.spawn(move || {
            let mut c = d.alloc_zeros::<f32>(2048).unwrap();
            let twice = MatmulConfig { alpha: 2.0, ..cfg };
            bl.checked_matmul(twice, a_ref, ones_ref, &mut c, None, None)
                .unwrap();
            c
        })
        .join()
        .unwrap()
    });
    drop(blas);
    all_eq(&dev.dtoh_sync_copy(&c).unwrap(), 1024.0, "C");
    all_eq(
        &dev.dtoh_sync_copy(&theirs).unwrap(),
        2048.0,
        "the other thread's C",
    );
}

/// `C = A B` (alpha 1, beta 0), `m` x `k` by `k` x `n`, packed: with A all ones and B all
/// `value`, every element of C is `k * value`, exactly.
fn ones_times(m: u64, n: u64, k: u64) -> MatmulConfig {
    MatmulConfig {
        alpha: 1.0,
        beta: 0.0,
        ..config(m, n, k, (false, false), 0)
    }
}

#[test]
fn a_product_waits_for_a_slow_write_of_a_on_another_thread() {
    let (dev, blas) = cublaslt!();
    let k = slow_kernels(&dev);
    let (tx, rx) = mpsc::channel();
    let (dev_ref, k_ref) = (&dev, &k);
    std::thread::scope(|s| {
        s.spawn(move || {
            // On this thread's stream: A (2048 x 2048) written with ones after about 50 ms.
            let mut a = filled(dev_ref, 0.0);
            k_ref.fill(None, &mut a, 1.0, SLOW);
            tx.send(a).unwrap();
        });
    });
    let a = rx.recv().unwrap();
    let b = dev.htod_sync_copy(&[1.0f32; 2048]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(2048).unwrap();
    blas.checked_matmul(ones_times(2048, 1, 2048), &a, &b, &mut c, None, None)
        .unwrap();
    let got = dev.dtoh_sync_copy(&c).unwrap();
    let stale = got.iter().filter(|&&v| v != 2048.0).count();
    assert_eq!(
        stale, 0,
        "{stale} of 2048 elements computed before A was written"
    );
}

#[test]
fn a_slow_read_of_c_on_another_stream_is_not_overwritten_by_the_next_product() {
    let (dev, blas) = cublaslt!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let a = dev.htod_sync_copy(&[1.0f32; 2048]).unwrap();
    let (one, two) = (
        dev.htod_sync_copy(&[1.0f32; 2048]).unwrap(),
        dev.htod_sync_copy(&[2.0f32; 2048]).unwrap(),
    );
    // C (2048 x 2048, N elements) = ones, then a slow copy of it on another stream, then a
    // product writing twos: the copy must see only ones.
    let cfg = ones_times(2048, 2048, 1);
    let mut c: CudaSlice<f32> = filled(&dev, 0.0);
    blas.checked_matmul(cfg, &a, &one, &mut c, None, None)
        .unwrap();
    let mut copy = filled(&dev, 0.0);
    k.slow_copy(Some(&stream), &mut copy, &c);
    blas.checked_matmul(cfg, &a, &two, &mut c, None, None)
        .unwrap();
    let copied = dev.dtoh_sync_copy(&copy).unwrap();
    let wrong = copied.iter().filter(|&&v| v != 1.0).count();
    assert_eq!(
        wrong, 0,
        "{wrong} of {N} elements read after the next product wrote C"
    );
    assert!(dev.dtoh_sync_copy(&c).unwrap().iter().all(|&v| v == 2.0));
}

#[test]
fn products_on_several_threads_each_get_their_own_result() {
    let (dev, blas) = cublaslt!();
    let (dev, blas) = (&dev, &blas);
    std::thread::scope(|s| {
        for t in 0..4u64 {
            s.spawn(move || {
                for round in 0..8 {
                    let value = (t * 8 + round) as f32;
                    let a = dev.htod_sync_copy(&vec![1.0f32; 256 * 64]).unwrap();
                    let b = dev.htod_sync_copy(&vec![value; 64 * 128]).unwrap();
                    let mut c = dev.alloc_zeros::<f32>(256 * 128).unwrap();
                    blas.checked_matmul(ones_times(256, 128, 64), &a, &b, &mut c, None, None)
                        .unwrap();
                    let got = dev.dtoh_sync_copy(&c).unwrap();
                    assert!(
                        got.iter().all(|&v| v == 64.0 * value),
                        "thread {t} round {round}"
                    );
                }
            });
        }
    });
}

#[test]
fn dropping_the_handle_right_after_a_product_keeps_the_result() {
    let (dev, blas) = cublaslt!();
    let a = dev.htod_sync_copy(&vec![1.0f32; 1024 * 512]).unwrap();
    let b = dev.htod_sync_copy(&vec![0.5f32; 512 * 1024]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(1024 * 1024).unwrap();
    blas.checked_matmul(ones_times(1024, 1024, 512), &a, &b, &mut c, None, None)
        .unwrap();
    drop(blas);
    assert!(dev.dtoh_sync_copy(&c).unwrap().iter().all(|&v| v == 256.0));
    dev.synchronize().unwrap();
}

#[test]
fn awaited_and_chained_products_are_ordered_and_survive_dropped_futures() {
    use cuda_driver::r#async::{AsyncDevice, Op};
    let (dev, blas) = cublaslt!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    // A (2048 x 2048) written with ones after about 50 ms on another stream; the awaited
    // product waits for it, and a sync read on this thread waits for the product.
    let mut a = filled(&dev, 0.0);
    k.fill(Some(&stream), &mut a, 1.0, SLOW);
    let b = dev.htod_sync_copy(&[1.0f32; 2048]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(2048).unwrap();
    let cfg = ones_times(2048, 1, 2048);
    let f = adev.matmul(&blas, cfg, &a, &b, &mut c, None, None).unwrap();
    let got = dev.dtoh_sync_copy(&c).unwrap();
    assert!(
        got.iter().all(|&v| v == 2048.0),
        "read before the awaited product"
    );
    futures_lite::future::block_on(f).unwrap();
    // Dropped and forgotten futures: the products still happen.
    let mut c1 = dev.alloc_zeros::<f32>(2048).unwrap();
    drop(
        adev.matmul(&blas, cfg, &a, &b, &mut c1, None, None)
            .unwrap(),
    );
    let mut c2 = dev.alloc_zeros::<f32>(2048).unwrap();
    std::mem::forget(
        adev.matmul(&blas, cfg, &a, &b, &mut c2, None, None)
            .unwrap(),
    );
    assert!(
        dev.dtoh_sync_copy(&c1)
            .unwrap()
            .iter()
            .all(|&v| v == 2048.0)
    );
    assert!(
        dev.dtoh_sync_copy(&c2)
            .unwrap()
            .iter()
            .all(|&v| v == 2048.0)
    );
    // A chain: relu(A b + bias) with bias -4096, then a download, awaited once.
    let bias = dev.htod_sync_copy(&[-4096.0f32; 2048]).unwrap();
    let ops = adev.ops();
    let relu = Activation::Relu;
    let out = ops
        .matmul(&blas, cfg, &a, &b, &mut c, Some(&bias), Some(&relu))
        .then(|c| ops.dtoh_copy(c))
        .wait()
        .unwrap();
    assert!(out.iter().all(|&v| v == 0.0), "relu(2048 - 4096) is 0");
    // Refusals: at once for the future, as the chain's error for a step.
    let short = dev.alloc_zeros::<f32>(10).unwrap();
    assert!(
        adev.matmul(&blas, cfg, &short, &b, &mut c, None, None)
            .is_err()
    );
    let e = ops
        .matmul(&blas, cfg, &short, &b, &mut c, None, None)
        .wait();
    assert!(e.is_err());
    let other = AsyncDevice::new(CudaDevice::new(0).unwrap()).unwrap();
    let e = other
        .matmul(&blas, cfg, &a, &b, &mut c, None, None)
        .unwrap_err();
    assert!(e.to_string().contains("AsyncDevice"), "{e}");
}
