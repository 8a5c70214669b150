//! The safe layer: owning types over the driver API, one concept per file.
//!
//! From the bottom up: `util` and `checks` (helpers and argument checks), `context` (a retained
//! primary context and its kept errors), `ordering` (streams as lanes, and each buffer's record
//! of the work that may still use it), `module`, `staging` and `host_copy` (loaded images,
//! pinned buffers, large host copies split among threads), then `device` ([`CudaDevice`]), and
//! above it the buffers, copies, streams, kernels, events, graphs and the rest. `port` is the
//! one way in for the layers built on this one (the async adapter, NPP, NCCL, cuRAND, cuBLAS
//! and cuBLASLt): what they need of the safe layer's internals, said as what a library needs,
//! and the one path by which the libraries submit their work (`port/submit.rs`).
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::{CudaDevice, EventFlags};
//!
//! let dev = CudaDevice::new(0)?; // the device, its context and main stream
//! let a = dev.htod_sync_copy(&[1.0f32; 1024])?; // a buffer
//! let mut b = dev.alloc_zeros::<f32>(1024)?;
//! let stream = dev.fork_default_stream()?; // a second stream, after the main one
//! stream.memcpy_dtod(&a, &mut b)?; // ordered with `a`'s upload automatically
//! let done = dev.new_event(EventFlags::empty())?;
//! done.record_on(&stream)?;
//! done.synchronize()?;
//! assert_eq!(dev.dtoh_sync_copy(&b.slice(..4))?, [1.0; 4]);
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

mod checks;
#[cfg(cuda_driver_contention)]
mod contention;
mod context;
mod device;
mod event;
mod external;
mod function;
mod graph;
mod host;
mod host_copy;
// Pitched 2D images.
mod image;
mod image_copy;
pub(crate) mod kernel_args;
mod launch;
mod launch_config;
mod managed;
mod memory;
mod module;
mod ordering;
mod peer;
mod pool;
pub(crate) mod port;
mod profile;
mod properties;
mod slice;
mod slice_copies;
mod staging;
mod stream;
mod thread_lanes;
mod util;

/// cudarc's path `driver::safe::DriverError`.
pub use super::result::DriverError;
#[cfg(cuda_driver_contention)]
pub(crate) use contention::note as contention_note;
#[cfg(cuda_driver_contention)]
#[doc(hidden)]
pub use contention::{contention_report, contention_reset};
pub use device::CudaDevice;
pub use event::{CudaEvent, EventFlags};
pub use external::{ExternalMemory, MappedBuffer};
pub use function::CudaFunction;
pub use graph::{CudaGraph, CudaGraphExec};
pub use host::{PinnedHostSlice, RegisteredVec};
// Pitched 2D images.
pub use image::{CudaImage, CudaImageView, CudaImageViewMut, DeviceImage, DeviceImageMut, Rect};
pub use kernel_args::{ArgList, ChainArg, ChainArgs, DeviceRepr, ValidAsZeroBits};
pub use launch::LaunchAsync;
pub use launch_config::LaunchConfig;
pub use managed::{ManagedSlice, MemLocation};
pub use pool::{MemPool, MemPoolStats};
pub use profile::{Profiler, profiler_start, profiler_stop};
pub use properties::DeviceProperties;
pub use slice::{CudaSlice, CudaView, CudaViewMut, DevicePtr, DevicePtrMut, DeviceSlice};
pub use stream::CudaStream;
