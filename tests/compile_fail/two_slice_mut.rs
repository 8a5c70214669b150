// expect: E0499
// Two mutable views of one buffer cannot be alive at once, even of disjoint ranges.
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

pub fn two_writers(dev: &Arc<CudaDevice>) {
    let mut a = dev.alloc_zeros::<f32>(8).unwrap();
    let mut x = a.slice_mut(..4);
    let mut y = a.slice_mut(4..);
    dev.memset_zeros(&mut x).unwrap();
    dev.memset_zeros(&mut y).unwrap();
}
