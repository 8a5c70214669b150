// expect: E0277
// A read-only view cannot pass as a written kernel argument. Before, two views
// of one slice passed as `(&mut v1, &v2)`, so the launch recorded a write the type never allowed.
use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
use std::sync::Arc;

pub fn mut_view_as_written(dev: &Arc<CudaDevice>) {
    let a = dev.alloc_zeros::<f32>(8).unwrap();
    let mut v1 = a.slice(0..8);
    let v2 = a.slice(0..8);
    let f = dev.get_func("m", "k").unwrap();
    // SAFETY: not run; only compiled.
    unsafe { f.launch(LaunchConfig::for_num_elems(8), (&mut v1, &v2, 8i32)) }.unwrap();
}
