// expect: E0505
// A buffer cannot be reclaimed (moved and freed) while a view of it is alive.
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

pub fn reclaim_under_a_view(dev: &Arc<CudaDevice>) {
    let a = dev.htod_sync_copy(&[1.0f32, 2.0]).unwrap();
    let view = a.slice(1..);
    let _host = dev.sync_reclaim(a).unwrap();
    let _ = dev.dtoh_sync_copy(&view);
}
