//! cudarc 0.19's safe driver API: [`CudaContext`], [`CudaStream`], [`CudaSlice`] and its
//! views, kernels launched with [`LaunchArgs`], events, graphs, pinned memory. Its items are
//! re-exported at [`driver`](super).
//!
//! A face over the crate's core (see [`stream_api`](crate::stream_api)): one file per
//! concept, each reaching the core only through `stream_api/seam.rs`.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::stream_api::driver::safe::{CudaContext, CudaSlice};
//!
//! let stream = CudaContext::new(0)?.default_stream();
//! let a: CudaSlice<f64> = stream.alloc_zeros(16)?;
//! assert_eq!(stream.clone_dtoh(&a)?, vec![0.0; 16]);
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

mod context;
mod copy;
mod event;
mod external;
mod graph;
mod launch;
mod module;
mod pinned;
mod slice;
mod span;
mod stream;
mod traits;
mod unified;
mod unified_traits;
mod view;

pub use crate::driver::{
    DeviceRepr, DriverError, LaunchConfig, Profiler, ValidAsZeroBits, profiler_start, profiler_stop,
};
pub use context::CudaContext;
pub use event::CudaEvent;
pub use external::{ExternalMemory, MappedBuffer};
pub use graph::CudaGraph;
pub use launch::{LaunchArgs, PushKernelArg};
pub use module::{CudaFunction, CudaModule};
pub use pinned::PinnedHostSlice;
pub use slice::CudaSlice;
#[cfg(any(feature = "nccl", feature = "cublas", feature = "cublaslt"))]
pub(crate) use span::read_operand;
#[cfg(any(
    feature = "nccl",
    feature = "curand",
    feature = "cublas",
    feature = "cublaslt"
))]
pub(crate) use span::write_operand;
pub use stream::CudaStream;
pub use traits::{DevicePtr, DevicePtrMut, DeviceSlice, HostSlice, SyncOnDrop};
pub use unified::{UnifiedSlice, UnifiedView, UnifiedViewMut};
pub use view::{CudaView, CudaViewMut};
