//! Device memory and the memory the host shares with it: buffers and views, page-locked host
//! memory, managed memory, the memory pool, and external memory.

use crate::kernels::{CFG, SlowKernels};
use cuda_driver::driver::{
    CudaSlice, CudaStream, DeviceRepr, ExternalMemory, LaunchAsync, MappedBuffer, MemPool,
    PinnedHostSlice, RegisteredVec,
};

mod buffers;
mod external;
#[cfg(feature = "f8")]
mod fp8;
mod host;
mod managed;
mod pools;
mod views;

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    // pool.rs: "the pool handle is usable from any thread"; external.rs: the same for the
    // imported object; the buffers and views go to scoped threads below.
    assert_send_sync::<MemPool>();
    assert_send_sync::<ExternalMemory>();
    assert_send_sync::<MappedBuffer>();
    assert_send_sync::<CudaSlice<f32>>();
    assert_send_sync::<cuda_driver::driver::CudaView<'static, f32>>();
    assert_send_sync::<cuda_driver::driver::CudaViewMut<'static, f32>>();
    assert_send_sync::<PinnedHostSlice<f32>>();
    assert_send_sync::<RegisteredVec<f32>>();
};

// ---- helpers ----

/// `x[..] = value` after a spin of `cycles`, for any buffer the launch takes (`x` is a
/// `&mut` buffer, view or managed slice of `n` floats), on `on` or the calling thread's stream.
fn slow_fill<X: DeviceRepr>(
    k: &SlowKernels,
    on: Option<&CudaStream>,
    x: X,
    n: usize,
    value: f32,
    cycles: u64,
) {
    let args = (cycles, x, n, value);
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes n elements of x,
    // which the callers pass as n floats.
    unsafe {
        match on {
            None => (&k.fill).launch(CFG, args),
            Some(s) => (&k.fill).launch_on_stream(s, CFG, args),
        }
    }
    .unwrap()
}
