// expect: E0502
// A kernel cannot get one buffer both as `&mut` (written) and `&` (read).
use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
use std::sync::Arc;

pub fn aliased_arguments(dev: &Arc<CudaDevice>) {
    let mut a = dev.alloc_zeros::<f32>(8).unwrap();
    let f = dev.get_func("m", "k").unwrap();
    // SAFETY: not run; only compiled.
    unsafe { f.launch(LaunchConfig::for_num_elems(8), (&mut a, &a, 8i32)) }.unwrap();
}
