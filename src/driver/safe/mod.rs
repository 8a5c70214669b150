//! The safe layer: owning types over the driver API, one concept per file.

pub(crate) mod device;
mod event;
pub(crate) mod graph;
mod host;
mod launch;
mod managed;
pub(crate) mod memory;
mod module;
mod peer;
mod pool;
mod properties;
mod repr;
pub(crate) mod slice;
mod staging;
mod stream;
mod stream_copy;
mod stream_ext;
pub(crate) mod track;

pub use device::CudaDevice;
pub use event::{CudaEvent, EventFlags};
pub use graph::{CudaGraph, CudaGraphExec};
pub use host::{PinnedHostSlice, RegisteredVec};
pub use launch::{ArgList, LaunchAsync, LaunchConfig};
pub use managed::{ManagedSlice, MemLocation};
pub use module::CudaFunction;
pub use pool::{MemPool, MemPoolStats};
pub use properties::DeviceProperties;
pub use repr::{DeviceRepr, ValidAsZeroBits};
pub use slice::{CudaSlice, CudaView, CudaViewMut, DevicePtr, DevicePtrMut, DeviceSlice};
pub use stream::CudaStream;
