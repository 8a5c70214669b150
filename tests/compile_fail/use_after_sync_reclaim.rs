// expect: E0382
// sync_reclaim takes the buffer: it cannot be used afterwards.
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

pub fn after_reclaim(dev: &Arc<CudaDevice>) {
    let a = dev.htod_sync_copy(&[1.0f32, 2.0]).unwrap();
    let _host = dev.sync_reclaim(a).unwrap();
    let _ = dev.dtoh_sync_copy(&a);
}
