//! A `CudaBlas` beside the caller's other errors and futures: the errors one thread holds keep
//! their text while the handle refuses other products, and what dropped futures left is
//! dropped outside the handle's lock.

use crate::support::cublas::cublas;
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
use cuda_driver::cublas::{CudaBlas, GemmConfig};
use cuda_driver::driver::{CudaDevice, CudaSlice};
use futures_lite::future::block_on;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

/// `C = A B` for n x n matrices, column-major.
fn square(n: i32) -> GemmConfig<f32> {
    GemmConfig {
        transa: CUBLAS_OP_N,
        transb: CUBLAS_OP_N,
        m: n,
        n,
        k: n,
        alpha: 1.0,
        lda: n,
        ldb: n,
        beta: 0.0,
        ldc: n,
    }
}

/// `A` of ones and `B` of twos, n x n: every element of `A B` is `2 n`.
fn operands(dev: &Arc<CudaDevice>, n: usize) -> (CudaSlice<f32>, CudaSlice<f32>) {
    let a = dev.htod_copy(vec![1.0f32; n * n]).unwrap();
    let b = dev.htod_copy(vec![2.0f32; n * n]).unwrap();
    (a, b)
}

/// A `DriverError` the caller holds keeps its text while the handle refuses products: a
/// dimension beyond a buffer (refused by cuBLAS's checks) and a buffer of another device
/// object (refused by the driver layer's check, `CUDA_ERROR_INVALID_VALUE` inside a
/// `CublasError`), printed too.
#[test]
fn a_held_driver_error_keeps_its_text_through_cublas_refusals() {
    let (dev, blas) = cublas!();
    let mut x = dev.alloc_zeros::<f32>(4).unwrap();
    let held = dev.htod_sync_copy_into(&[1.0f32; 3], &mut x).unwrap_err();
    let text = held.to_string();
    let (a, b) = operands(&dev, 2);
    let mut c = dev.alloc_zeros::<f32>(4).unwrap();
    let too_deep = GemmConfig {
        k: 100,
        ..square(2)
    };
    let e = blas.checked_gemm(too_deep, &a, &b, &mut c).unwrap_err();
    assert!(e.to_string().contains("A"), "{e}");
    let other = CudaDevice::new(0).unwrap();
    let foreign = other.htod_copy(vec![1.0f32; 4]).unwrap();
    let e = blas
        .checked_gemm(square(2), &foreign, &b, &mut c)
        .unwrap_err();
    println!("{e}");
    assert_eq!(held.to_string(), text, "the held error's text");
}

/// What cuBLAS's drop of a value left by a dropped chain does: a product on the same handle.
struct MultipliesOnDrop {
    blas: Arc<CudaBlas>,
    dev: Arc<CudaDevice>,
    dropped: Arc<AtomicBool>,
}

impl Drop for MultipliesOnDrop {
    fn drop(&mut self) {
        let (a, b) = operands(&self.dev, 2);
        let mut c = self.dev.alloc_zeros::<f32>(4).unwrap();
        self.blas.checked_gemm(square(2), &a, &b, &mut c).unwrap();
        assert_eq!(self.dev.dtoh_sync_copy(&c).unwrap(), [4.0; 4]);
        self.dropped.store(true, Ordering::SeqCst);
    }
}

/// A chain whose future is dropped leaves its closures to be dropped on a thread of the
/// user's, at the adapter's next call. When that call is a product on a `CudaBlas` whose
/// drop of such a closure multiplies on the same handle, the drop runs once the handle's lock
/// is released: the product and the drop both complete (they would wait for each other).
#[test]
fn a_dropped_chains_leftovers_may_use_the_handle_that_drops_them() {
    let (dev, blas) = cublas!();
    let blas = Arc::new(blas);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let (a, b) = operands(&dev, 2);
    let mut c = dev.alloc_zeros::<f32>(4).unwrap();
    let dropped = Arc::new(AtomicBool::new(false));
    let guard = MultipliesOnDrop {
        blas: blas.clone(),
        dev: dev.clone(),
        dropped: dropped.clone(),
    };
    let ops = adev.ops();
    let chain = ops.htod_copy(vec![1.0f32; 16]).map(move |x| {
        let _keep = &guard;
        x
    });
    drop(chain.run());
    // The completion thread finishes the chain and puts its leftovers aside.
    std::thread::sleep(Duration::from_millis(300));
    let (tx, rx) = mpsc::channel();
    let (adev2, blas2) = (adev.clone(), blas.clone());
    std::thread::spawn(move || {
        let r = adev2
            .gemm(&blas2, square(2), &a, &b, &mut c)
            .map(|f| block_on(f).map(|()| c));
        let _ = tx.send(r.map(|r| r.map(|c| c.len())));
    });
    let r = rx
        .recv_timeout(Duration::from_secs(30))
        .expect("the product and the drop of the leftovers finished");
    assert_eq!(r.unwrap().unwrap(), 4);
    assert!(dropped.load(Ordering::SeqCst), "the leftovers were dropped");
    drop(adev);
}
