//! cuRAND as cudarc 0.13.9's own tests and users write it (feature `curand`).

use super::cudarc;
use cudarc::curand::result::{self, CurandError, LogNormalFill, NormalFill, UniformFill};
use cudarc::curand::{CudaRng, sys};
use cudarc::driver::{CudaDevice, DeviceRepr, ValidAsZeroBits};

/// cudarc's `gen_uniform` test helper, generic over the element type.
fn gen_uniform<T: ValidAsZeroBits + Clone + Default + Unpin + DeviceRepr>(
    dev: &std::sync::Arc<CudaDevice>,
    seed: u64,
    n: usize,
) -> Vec<T>
where
    sys::curandGenerator_t: UniformFill<T>,
{
    let mut a_dev = dev.alloc_zeros::<T>(n).unwrap();
    let rng = CudaRng::new(seed, dev.clone()).unwrap();
    rng.fill_with_uniform(&mut a_dev).unwrap();
    dev.sync_reclaim(a_dev).unwrap()
}

fn gen_normal<T: ValidAsZeroBits + Clone + Default + Unpin + DeviceRepr>(
    dev: &std::sync::Arc<CudaDevice>,
    n: usize,
    mean: T,
    std: T,
) -> Vec<T>
where
    sys::curandGenerator_t: NormalFill<T> + LogNormalFill<T>,
{
    let mut a_dev = dev.alloc_zeros::<T>(n).unwrap();
    let mut rng = CudaRng::new(0, dev.clone()).unwrap();
    rng.set_seed(1).unwrap();
    rng.set_offset(0).unwrap();
    rng.fill_with_normal(&mut a_dev, mean.clone(), std.clone())
        .unwrap();
    let mut view = a_dev.slice_mut(0..n / 2 * 2);
    rng.fill_with_log_normal(&mut view, mean, std).unwrap();
    dev.sync_reclaim(a_dev).unwrap()
}

#[test]
fn curand_as_cudarc_writes_it() {
    // The error type is a tuple struct of the status, matched as cudarc users do.
    let e: CurandError = CurandError(sys::curandStatus_t::CURAND_STATUS_TYPE_ERROR);
    assert!(matches!(
        e,
        CurandError(sys::curandStatus_t::CURAND_STATUS_TYPE_ERROR)
    ));
    assert!(sys::curandStatus_t::CURAND_STATUS_SUCCESS.result().is_ok());
    let dev = gpu!();
    if CudaRng::new(0, dev.clone()).is_err() {
        return; // no cuRAND here: tests/gpu/curand reports the skip
    }
    assert!(gen_uniform::<f32>(&dev, 0, 100).iter().all(|&x| x > 0.0));
    assert_eq!(
        gen_uniform::<u32>(&dev, 3, 64),
        gen_uniform::<u32>(&dev, 3, 64)
    );
    assert_eq!(gen_normal::<f64>(&dev, 64, 0.0, 1.0).len(), 64);
    // The result layer, with the raw handle.
    let generator = result::create_generator().unwrap();
    let mut a = dev.alloc_zeros::<f32>(64).unwrap();
    let ptr = {
        use cudarc::driver::DevicePtrMut;
        *a.device_ptr_mut() as *mut f32
    };
    // `a`'s zeroing is done before the raw calls write it.
    dev.synchronize().unwrap();
    // SAFETY: a live generator of the current context, on the legacy default stream,
    // writing 64 floats of `a`, which nothing else uses until the synchronize below.
    unsafe {
        result::set_seed(generator, 5).unwrap();
        result::generate::normal_f32(generator, ptr, 64, 0.0, 1.0).unwrap();
        sys::lib()
            .curandGenerateUniform(generator, ptr, 64)
            .result()
            .unwrap();
    }
    dev.synchronize().unwrap();
    // SAFETY: its work is done (synchronized); not used again.
    unsafe { result::destroy_generator(generator) }.unwrap();
    assert!(dev.dtoh_sync_copy(&a).unwrap().iter().all(|&x| x > 0.0));
}
