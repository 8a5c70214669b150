// expect: E0277
// expect-text: Holds<Aimed>
// `DevicePtr` and `DevicePtrMut` are sealed for the element type too: another crate cannot
// implement `DevicePtr<Aimed>` for a `CudaSlice<Bait>` of its own element types (which the
// orphan rules would allow) and have safe copies write where the impl points, or past the
// buffer.
use cuda_driver::driver::{CudaSlice, DevicePtr, DevicePtrMut, DeviceSlice, sys};

pub struct Bait(f32);
pub struct Aimed(f32);

impl DeviceSlice<Aimed> for CudaSlice<Bait> {
    fn len(&self) -> usize {
        1 << 30
    }
}

impl DevicePtr<Aimed> for CudaSlice<Bait> {
    fn device_ptr(&self) -> &sys::CUdeviceptr {
        &0x1000
    }
}

impl DevicePtrMut<Aimed> for CudaSlice<Bait> {
    fn device_ptr_mut(&mut self) -> &mut sys::CUdeviceptr {
        Box::leak(Box::new(0x1000))
    }
}
