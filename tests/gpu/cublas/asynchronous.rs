//! cuBLAS through the async adapter and in chains: awaited products match the sync ones, are
//! ordered with slow work on other streams both ways, survive dropped and forgotten futures, do not
//! go to the stream set with `set_stream`, and refusals fail the chain.

use crate::cublas::{
    FOUR, ORDERED, assert_c, async_fixture, config, gemm_cpu, gemv, rand64, refused, square,
    strided,
};
use crate::kernels::{SLOW, assert_close, filled, slow_kernels};
use crate::support::blas::{LONG, busy, in_own_process};
use crate::support::cublas::{SIDE, SQUARE, cublas};
use crate::support::libraries::all_eq;
use cublasOperation_t::{CUBLAS_OP_N as OP_N, CUBLAS_OP_T as OP_T};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::cublas::CudaBlas;
use cuda_driver::cublas::sys::{cublasOperation_t, cublasStatus_t};
use cuda_driver::cublas::{GemmConfig, GemvConfig, StridedBatchedConfig};
use cuda_driver::driver::CudaDevice;
use futures_lite::future::block_on;

macro_rules! async_cublas {
    () => {
        match async_fixture() {
            Some(f) => f,
            None => return,
        }
    };
}

/// `AsyncDevice::gemv` and `gemm_strided_batched`: "the same checks (a refusal is the `Err`
/// returned at once, nothing enqueued), the same ordering ..., and a dropped or forgotten
/// future changes nothing"; an adapter of another device object is refused.
#[test]
fn async_gemv_and_batched_products_are_checked_ordered_and_survive_lost_futures() {
    let (dev, blas) = cublas!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let small = dev.htod_copy(vec![1.0f32; 16]).unwrap();
    let mut out = dev.htod_copy(vec![-1.0f32; 16]).unwrap();
    let no_inc = GemvConfig { incx: 0, ..gemv(4) };
    let e = adev.gemv(&blas, no_inc, &small, &small, &mut out);
    refused(e.unwrap_err(), &["incx is 0"]);
    let overlapping = strided(2, 4, [0, 0, 2]);
    let e = adev.gemm_strided_batched(&blas, overlapping, &small, &small, &mut out);
    refused(e.unwrap_err(), &["overlap"]);
    let other = AsyncDevice::new(CudaDevice::new(0).unwrap()).unwrap();
    let e = other.gemv(&blas, gemv(4), &small, &small, &mut out);
    refused(e.unwrap_err(), &["AsyncDevice"]);
    all_eq(&dev.dtoh_sync_copy(&out).unwrap(), -1.0, "after refusals");
    // x and A written slowly on another stream; the futures dropped and forgotten.
    let a = filled(&dev, 1.0);
    let mut x = dev.htod_copy(vec![0.0f32; 2048]).unwrap();
    k.fill(Some(&stream), &mut x, 1.0, SLOW);
    let mut y = dev.alloc_zeros::<f32>(2048).unwrap();
    drop(adev.gemv(&blas, gemv(SIDE), &a, &x, &mut y).unwrap());
    let mut four = filled(&dev, 0.0);
    k.fill(Some(&stream), &mut four, 1.0, SLOW);
    let ones = dev.htod_copy(vec![1.0f32; 1 << 20]).unwrap();
    let mut c = filled(&dev, -1.0);
    let f = adev.gemm_strided_batched(&blas, FOUR, &four, &ones, &mut c);
    std::mem::forget(f.unwrap());
    all_eq(
        &dev.dtoh_sync_copy(&y).unwrap(),
        SIDE as f32,
        "y (future dropped)",
    );
    all_eq(
        &dev.dtoh_sync_copy(&c).unwrap(),
        1024.0,
        "C (future forgotten)",
    );
}

/// `AsyncDevice::gemm`: "The stream set with `CudaBlas::set_stream` is not used here":
/// behind a spin on the set stream, awaited products (gemm and gemv) are back while the
/// spin still runs.
#[test]
fn async_products_do_not_go_to_the_stream_set_with_set_stream() {
    if !in_own_process(
        module_path!(),
        "async_products_do_not_go_to_the_stream_set_with_set_stream",
    ) {
        return;
    }
    let (dev, blas) = cublas!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let a = dev.htod_copy(vec![1.0f32; 64 * 64]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(64 * 64).unwrap();
    let mut y = dev.alloc_zeros::<f32>(64).unwrap();
    let x = a.slice(..64);
    // An awaited gemm (C = alpha A A) and an awaited gemv (y = A x).
    let mut both = |alpha: f32| {
        let cfg = GemmConfig {
            alpha,
            ..square(64)
        };
        adev.gemm(&blas, cfg, &a, &a, &mut c)
            .unwrap()
            .wait()
            .unwrap();
        adev.gemv(&blas, gemv(64), &a, &x, &mut y)
            .unwrap()
            .wait()
            .unwrap();
    };
    // The kernels loaded, and the buffers' writes finished, before the spin.
    for _ in 0..4 {
        both(1.0);
    }
    // SAFETY: nothing to uphold (see CudaBlas::set_stream).
    unsafe { blas.set_stream(Some(&stream)) }.unwrap();
    let (spun, _spin) = busy(&dev, &k, Some(&stream), LONG);
    both(2.0);
    let spin_over = spun.query().unwrap();
    // SAFETY: as above.
    unsafe { blas.set_stream(None) }.unwrap();
    assert!(
        !spin_over,
        "an async product waited for the stream set with set_stream"
    );
    all_eq(&adev.dtoh_copy(&c).wait().unwrap(), 128.0, "C");
    all_eq(&adev.dtoh_copy(&y).wait().unwrap(), 64.0, "y");
    stream.synchronize().unwrap();
}

/// `Ops::gemv` and `Ops::gemm_strided_batched`: steps "on the chain's stream, ordered like
/// its other steps", after slow writes of their inputs on another stream; "a refusal fails
/// the chain with the `CublasError`'s message".
#[test]
fn chained_gemv_and_batched_products_are_ordered_and_refusals_fail_the_chain() {
    let (dev, blas) = cublas!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let a = filled(&dev, 1.0);
    let mut x = dev.htod_copy(vec![0.0f32; 2048]).unwrap();
    let mut y = dev.alloc_zeros::<f32>(2048).unwrap();
    k.fill(Some(&stream), &mut x, 1.0, SLOW);
    let got = ops
        .gemv(&blas, gemv(SIDE), &a, &x, &mut y)
        .then(|y| ops.dtoh_copy(y))
        .wait()
        .unwrap();
    all_eq(&got, SIDE as f32, "the chain's y");
    let mut four = filled(&dev, 0.0);
    k.fill(Some(&stream), &mut four, 1.0, SLOW);
    let ones = dev.htod_copy(vec![1.0f32; 1 << 20]).unwrap();
    let mut c = filled(&dev, -1.0);
    let got = ops
        .gemm_strided_batched(&blas, FOUR, &four, &ones, &mut c)
        .then(|c| ops.dtoh_copy(c))
        .wait()
        .unwrap();
    all_eq(&got, 1024.0, "the chain's C");
    let no_inc = GemvConfig {
        incy: 0,
        ..gemv(SIDE)
    };
    let e = ops.gemv(&blas, no_inc, &a, &x, &mut y).wait().unwrap_err();
    assert!(e.to_string().contains("incy is 0"), "{e}");
    let overlapping = StridedBatchedConfig {
        stride_c: 1,
        ..FOUR
    };
    let e = ops
        .gemm_strided_batched(&blas, overlapping, &four, &ones, &mut c)
        .wait()
        .unwrap_err();
    assert!(e.to_string().contains("overlap"), "{e}");
}

#[test]
fn awaited_products_match_the_cpu_and_the_sync_ones() {
    let (dev, adev, blas) = async_cublas!();
    block_on(async {
        // On the crate's kernel, then on cuBLAS.
        for m in [9, 300] {
            let (cfg, [la, lb, lc]) = config(OP_T, OP_N, m, 6, 4);
            let (a, b, c0) = (rand64(la, 21), rand64(lb, 22), rand64(lc, 23));
            let mut want = c0.clone();
            gemm_cpu(&cfg, &a, &b, &mut want);
            let (da, db) = (
                adev.htod_copy(a).await.unwrap(),
                adev.htod_copy(b).await.unwrap(),
            );
            let mut dc = adev.htod_copy(c0).await.unwrap();
            adev.gemm(&blas, cfg, &da, &db, &mut dc)
                .unwrap()
                .await
                .unwrap();
            assert_close(
                &adev.dtoh_copy(&dc).await.unwrap(),
                &want,
                1e-12,
                &format!("awaited gemm, m = {m}"),
            );
        }

        awaited_gemv_and_batched_products_are_right(&adev, &blas).await;
    });
    let e = adev.gemm(
        &blas,
        GemmConfig {
            k: SIDE + 1,
            ..SQUARE
        },
        &filled(&dev, 1.0),
        &filled(&dev, 1.0),
        &mut filled(&dev, 0.0),
    );
    assert!(
        e.unwrap_err().to_string().contains("A is"),
        "an async product is checked too"
    );
}

/// An awaited gemv and an awaited strided batch of products give the right values.
async fn awaited_gemv_and_batched_products_are_right(adev: &AsyncDevice, blas: &CudaBlas) {
    let gemv = GemvConfig {
        trans: OP_N,
        m: 3,
        n: 2,
        alpha: 1.0,
        lda: 3,
        incx: 1,
        beta: 0.0,
        incy: 1,
    };
    let mut y = adev.alloc_zeros::<f64>(3).await.unwrap();
    let x = adev.htod_copy(vec![1.0f64, 1.0]).await.unwrap();
    let m = adev
        .htod_copy(vec![1.0f64, 2.0, 3.0, 4.0, 5.0, 6.0])
        .await
        .unwrap();
    adev.gemv(blas, gemv, &m, &x, &mut y)
        .unwrap()
        .await
        .unwrap();
    assert_eq!(adev.dtoh_copy(&y).await.unwrap(), [5.0, 7.0, 9.0]);

    let gemm = GemmConfig {
        m: 2,
        n: 2,
        k: 2,
        lda: 2,
        ldb: 2,
        ldc: 2,
        ..SQUARE
    };
    let cfg = StridedBatchedConfig {
        gemm,
        batch_size: 3,
        stride_a: 4,
        stride_b: 0,
        stride_c: 4,
    };
    let ones = adev.htod_copy(vec![1.0f32; 12]).await.unwrap();
    let mut out = adev.alloc_zeros::<f32>(12).await.unwrap();
    adev.gemm_strided_batched(blas, cfg, &ones, &ones, &mut out)
        .unwrap()
        .await
        .unwrap();
    assert_eq!(adev.dtoh_copy(&out).await.unwrap(), vec![2.0f32; 12]);
}

#[test]
fn an_awaited_product_is_ordered_with_slow_work_on_other_streams_both_ways() {
    let (dev, adev, blas) = async_cublas!();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    for cfg in ORDERED {
        let mut a = filled(&dev, 0.0);
        let b = filled(&dev, 1.0);
        let mut c = filled(&dev, 5.0);
        let mut seen = filled(&dev, 0.0);
        k.fill(Some(&stream), &mut a, 1.0, SLOW);
        k.slow_copy(Some(&stream), &mut seen, &c);
        let product = adev.gemm(&blas, cfg, &a, &b, &mut c).unwrap();
        // A sync read on this thread waits for the product, awaited or not.
        let v = dev.dtoh_sync_copy(&c).unwrap();
        assert_c(&v, &cfg, 1.0, 5.0, "C read before the future");
        crate::kernels::assert_all(
            &dev.dtoh_sync_copy(&seen).unwrap(),
            5.0,
            "the slow reader of C",
        );
        block_on(product).unwrap();
    }
}

#[test]
fn dropped_and_forgotten_futures_and_buffers_dropped_in_flight_keep_the_results() {
    let (dev, adev, blas) = async_cublas!();
    let k = slow_kernels(&dev);
    for cfg in ORDERED {
        let b = filled(&dev, 1.0);
        let mut a = filled(&dev, 0.0);
        k.fill(None, &mut a, 1.0, SLOW);
        let mut c1 = filled(&dev, -1.0);
        drop(adev.gemm(&blas, cfg, &a, &b, &mut c1).unwrap());
        let mut c2 = filled(&dev, -1.0);
        std::mem::forget(adev.gemm(&blas, cfg, &a, &b, &mut c2).unwrap());
        // Inputs and output freed while the product may still run: their frees wait for it.
        let mut c3 = filled(&dev, -1.0);
        let f = adev.gemm(&blas, cfg, &a, &b, &mut c3).unwrap();
        drop(c3);
        drop(a);
        block_on(f).unwrap();
        let v = dev.dtoh_sync_copy(&c1).unwrap();
        assert_c(&v, &cfg, 1.0, -1.0, "after a dropped future");
        let v = dev.dtoh_sync_copy(&c2).unwrap();
        assert_c(&v, &cfg, 1.0, -1.0, "after a forgotten future");
        dev.synchronize().unwrap();
    }
}

#[test]
fn an_adapter_of_another_device_object_is_refused() {
    let (dev, blas) = cublas!();
    let other = AsyncDevice::new(CudaDevice::new(0).unwrap()).unwrap();
    let a = dev.htod_copy(vec![1.0f32; 4]).unwrap();
    let mut c = dev.alloc_zeros::<f32>(4).unwrap();
    let cfg = GemmConfig {
        m: 2,
        n: 2,
        k: 2,
        lda: 2,
        ldb: 2,
        ldc: 2,
        ..SQUARE
    };
    let e = other.gemm(&blas, cfg, &a, &a, &mut c).unwrap_err();
    assert_eq!(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
    assert!(e.to_string().contains("AsyncDevice"), "{e}");
}

#[test]
fn a_product_inside_a_chain_awaited_once_is_ordered_with_its_other_steps() {
    use cuda_driver::r#async::Op;
    let (dev, adev, blas) = async_cublas!();
    let k = slow_kernels(&dev);
    let ops = adev.ops();
    let stream = dev.fork_default_stream().unwrap();
    // A slow write of A on another stream; then one chain: the product, a device copy of C,
    // and the download of the copy.
    let b = filled(&dev, 1.0);
    for cfg in ORDERED {
        let mut a = filled(&dev, 0.0);
        k.fill(Some(&stream), &mut a, 1.0, SLOW);
        let mut c = filled(&dev, -1.0);
        let mut copy = filled(&dev, -2.0);
        let out = ops
            .gemm(&blas, cfg, &a, &b, &mut c)
            .then(|c| ops.dtod_copy(&*c, &mut copy))
            .then(|copy| ops.dtoh_copy(copy))
            .wait()
            .unwrap();
        assert_c(&out, &cfg, 1.0, -1.0, "the chain's product");
    }
    let (a, mut c) = (filled(&dev, 1.0), filled(&dev, -1.0));
    // A refused product fails the chain with the cuBLAS error's message.
    let e = ops
        .gemm(
            &blas,
            GemmConfig {
                k: SIDE + 1,
                ..SQUARE
            },
            &a,
            &b,
            &mut c,
        )
        .wait()
        .unwrap_err();
    assert!(e.to_string().contains("A is"), "{e}");
}

#[test]
fn a_chain_product_dropped_right_after_its_enqueue_is_still_waited_for() {
    use cuda_driver::r#async::Op;
    let (dev, adev, blas) = async_cublas!();
    // An idle adapter stream: the step enqueues nothing before the product, so only the
    // product's own place in the stream orders the reads after it.
    for round in 0..3 {
        let a = filled(&dev, 1.0);
        let mut c = filled(&dev, -1.0);
        adev.synchronize().wait().unwrap();
        let f = adev.ops().gemm(&blas, SQUARE, &a, &a, &mut c).run();
        drop(f);
        let v = dev.dtoh_sync_copy(&c).unwrap();
        crate::kernels::assert_all(
            &v,
            SIDE as f32,
            &format!("round {round}: C read after the dropped chain"),
        );
    }
}
