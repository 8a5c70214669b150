//! The safe layer: owning types over the driver API, one concept per file.

mod device;
mod launch;
mod memory;
mod module;
mod repr;
mod slice;
mod staging;
mod stream;

pub use device::CudaDevice;
pub use launch::{LaunchAsync, LaunchConfig};
pub use module::CudaFunction;
pub use repr::{DeviceRepr, ValidAsZeroBits};
pub use slice::{CudaSlice, CudaView, CudaViewMut, DevicePtr, DevicePtrMut, DeviceSlice};
pub use stream::CudaStream;
