// expect: E0502
// A mutable view and a read-only view of the same buffer cannot be alive together.
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

pub fn read_while_writing(dev: &Arc<CudaDevice>) {
    let mut a = dev.alloc_zeros::<f32>(8).unwrap();
    let mut w = a.slice_mut(..4);
    let r = a.slice(4..);
    dev.memset_zeros(&mut w).unwrap();
    let _ = dev.dtoh_sync_copy(&r);
}
