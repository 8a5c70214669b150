// expect: E0505
// A buffer cannot be dropped while a mutable view of it is alive.
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

pub fn drop_under_a_view(dev: &Arc<CudaDevice>) {
    let mut a = dev.alloc_zeros::<u8>(16).unwrap();
    let mut view = a.slice_mut(..8);
    drop(a);
    dev.memset_zeros(&mut view).unwrap();
}
