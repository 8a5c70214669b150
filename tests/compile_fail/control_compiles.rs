// expect: compiles
// The control: the patterns the borrow rules allow. If this fails, the harness is broken.
use cuda_driver::driver::{CudaDevice, DriverError, LaunchAsync, LaunchConfig};
use std::sync::Arc;

pub fn allowed(dev: &Arc<CudaDevice>) -> Result<(), DriverError> {
    let mut a = dev.alloc_zeros::<f32>(8)?;
    // Two read-only views at once.
    let (v, w) = (a.slice(..4), a.slice(4..));
    dev.dtoh_sync_copy(&v)?;
    dev.dtoh_sync_copy(&w)?;
    // Split halves written together.
    let (mut lo, mut hi) = a.split_at_mut(4);
    dev.htod_sync_copy_into(&[1.0; 4], &mut lo)?;
    dev.htod_sync_copy_into(&[2.0; 4], &mut hi)?;
    // One mutable view after another.
    dev.memset_zeros(&mut a.slice_mut(..2))?;
    dev.memset_zeros(&mut a.slice_mut(2..))?;
    // A kernel reading one buffer and writing another.
    let b = a.clone();
    let f = dev.get_func("m", "k").expect("loaded");
    // SAFETY: not run; only compiled.
    unsafe { f.launch(LaunchConfig::for_num_elems(8), (&mut a, &b, 8i32)) }?;
    let v = dev.sync_reclaim(a)?;
    assert_eq!(v.len(), 8);
    Ok(())
}

/// The sealed traits are used through the crate's own implementations, and `load_from` in an
/// `unsafe` block.
pub fn sealed_and_unsafe_uses(adev: &cuda_driver::r#async::AsyncDevice) {
    use cuda_driver::r#async::Op;
    use cuda_driver::driver::ArgList;
    fn args<P: ArgList>(_: &P) {}
    args(&(1.0f32, 2i32));
    fn op<O: Op>(o: O) -> O {
        o
    }
    let _ = op(adev.ops().alloc_zeros::<f32>(4));
    // SAFETY: the file does not exist, so nothing is loaded.
    let _ = unsafe { cuda_driver::loader::LIBCUDA.load_from("/nowhere/libcuda.so.1") };
}
