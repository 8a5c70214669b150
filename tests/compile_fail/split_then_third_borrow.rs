// expect: E0499
// While split_at_mut's halves live, the buffer cannot be borrowed mutably a third time.
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

pub fn third_writer(dev: &Arc<CudaDevice>) {
    let mut a = dev.alloc_zeros::<f32>(8).unwrap();
    let (mut lo, mut hi) = a.split_at_mut(4);
    let mut whole = a.slice_mut(..);
    dev.memset_zeros(&mut whole).unwrap();
    dev.memset_zeros(&mut lo).unwrap();
    dev.memset_zeros(&mut hi).unwrap();
}
