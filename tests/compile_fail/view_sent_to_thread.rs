// expect: E0597
// A view borrows its buffer, so it cannot go to a thread that may outlive the buffer.
use cuda_driver::driver::CudaDevice;
use std::sync::Arc;

pub fn escape(dev: &Arc<CudaDevice>) {
    let a = dev.alloc_zeros::<f32>(8).unwrap();
    let view = a.slice(..);
    let dev = dev.clone();
    std::thread::spawn(move || dev.dtoh_sync_copy(&view).unwrap());
}
