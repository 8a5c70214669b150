// expect: E0502
// A view of a mutable view borrows it: the parent cannot be used while the child lives.
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

pub fn parent_while_child(dev: &Arc<CudaDevice>) {
    let mut a = dev.alloc_zeros::<f32>(8).unwrap();
    let mut parent = a.slice_mut(..);
    let mut child = parent.slice_mut(2..);
    let _ = parent.len();
    dev.memset_zeros(&mut child).unwrap();
}
