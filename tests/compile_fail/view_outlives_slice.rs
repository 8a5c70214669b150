// expect: E0597
// A view cannot outlive the buffer it borrows.
use cuda_driver::driver::{CudaDevice, CudaView};
use std::sync::Arc;

pub fn dangling(dev: &Arc<CudaDevice>) {
    let view: CudaView<'_, f32>;
    {
        let a = dev.alloc_zeros::<f32>(8).unwrap();
        view = a.slice(2..);
    }
    let _ = dev.dtoh_sync_copy(&view);
}
