// expect: E0502
// dtod_copy cannot read and write the same buffer.
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

pub fn self_copy(dev: &Arc<CudaDevice>) {
    let mut a = dev.alloc_zeros::<f32>(8).unwrap();
    dev.dtod_copy(&a, &mut a).unwrap();
}
