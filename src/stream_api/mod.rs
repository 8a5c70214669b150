//! cudarc 0.19's API, source compatible with cudarc 0.19.10: [`CudaContext`], streams as
//! `Arc<CudaStream>`, `stream.clone_htod(..)`, `stream.launch_builder(&f).arg(..).launch(cfg)`,
//! graph capture on a stream, pinned and unified memory. The module tree is cudarc's own
//! (`stream_api::driver` with its `safe`, `result` and `sys`, `stream_api::nvrtc`,
//! `stream_api::types`), so that `pub use cuda_driver::stream_api::*;` is a `cudarc` 0.19 crate.
//!
//! [`CudaContext`]: driver::CudaContext
//!
//! # A face of the crate's core
//!
//! This is not a second implementation. A [`CudaContext`] wraps the crate's
//! [`CudaDevice`](crate::driver::CudaDevice) (the retained primary context, its streams and
//! modules), a [`CudaStream`](driver::CudaStream) is one of the core's streams, and every
//! buffer takes part in the same per-buffer ordering as the rest of the crate: its reads and
//! writes, on any stream, are recorded, later work waits for what it must follow, and a free
//! waits for every use on every stream. Launches get the same argument check against the
//! kernel's parameters, large copies the same staging, graph captures the same gate.
//!
//! # Where it differs from cudarc 0.19.10
//!
//! The signatures are cudarc's; the behaviour is sound where cudarc's is not, with nothing
//! asked of the caller:
//!
//! - A buffer keeps a record of every read that may still run, not one read event: after
//!   reads on two streams, a write or free waits for both.
//! - The pointer traits ([`DevicePtr`](driver::DevicePtr), [`DevicePtrMut`](driver::DevicePtrMut))
//!   are sealed: only this crate's buffers implement them, for their own element type.
//! - An address handed out by `device_ptr` is recorded when it is handed out: a
//!   [`SyncOnDrop`](driver::SyncOnDrop) guard that is leaked cannot let a write or a free
//!   overtake the work it guarded.
//! - [`CudaModule::get_global`](driver::CudaModule::get_global) hands each global out once (a
//!   second mutable view of it would alias the first), and the module's kernels are ordered
//!   after the writes to its globals.
//! - `enable_event_tracking` and `disable_event_tracking` keep their signatures and change
//!   nothing: ordering is always on (graph captures work either way).
//! - Streams wrapped with `wrap_borrowed_stream` are ordered like any other.
//! - `launch_builder` launches are checked against the kernel's parameters (count and sizes):
//!   a mismatch is an error, not undefined behaviour.
//! - Bad input (a destination too short, a buffer of another device) is an error naming the
//!   argument, not a panic.
//!
//! # The libraries
//!
//! `cublas`, `cublaslt`, `curand` and `nccl` (each behind the crate's feature of that name) are
//! cudarc 0.19.10's library modules, faces of the crate's own: a `CudaBlas`, `CudaBlasLT`,
//! `CudaRng` or `Comm` holds the crate's handle, bound to a stream, and every product, fill and
//! collective runs the crate's checks (each refusal naming the argument) and its one submission
//! path on that stream, ordered with every use of its buffers on any stream.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::stream_api::driver::{CudaContext, LaunchConfig, PushKernelArg};
//! use cuda_driver::stream_api::nvrtc::compile_ptx;
//!
//! let ctx = CudaContext::new(0)?;
//! let stream = ctx.default_stream();
//! let ptx = compile_ptx("extern \"C\" __global__ void inc(float *x, int n) { int i = threadIdx.x; if (i < n) x[i] += 1.0f; }")?;
//! let module = ctx.load_module(ptx)?;
//! let inc = module.load_function("inc")?;
//! let mut x = stream.clone_htod(&[1.0f32; 8])?;
//! let n = 8i32;
//! // SAFETY: `inc` takes (float*, int) and touches the first n elements only.
//! unsafe { stream.launch_builder(&inc).arg(&mut x).arg(&n).launch(LaunchConfig::for_num_elems(8)) }?;
//! assert_eq!(stream.clone_dtoh(&x)?, [2.0; 8]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#[cfg(feature = "cublas")]
pub mod cublas;
#[cfg(feature = "cublaslt")]
pub mod cublaslt;
#[cfg(feature = "curand")]
pub mod curand;
pub mod driver;
#[cfg(feature = "nccl")]
pub mod nccl;
pub mod nvrtc;
mod seam;
pub mod types;

/// cudarc 0.19's `group!` (feature `nccl`): runs a block inside an NCCL group. The crate's own
/// [`group!`](crate::group), which keeps a failure of `ncclGroupStart` or `ncclGroupEnd` for
/// the thread's next NCCL call instead of panicking as cudarc's does.
#[cfg(feature = "nccl")]
pub use crate::group;

/// The names cudarc 0.19 tries for a CUDA library `lib_name` (`"cuda"`, `"nvrtc"`, ...) when
/// it loads it at run time, kept for source compatibility. This crate's own search (with an
/// environment override, and the PyPI wheels' folders) is in [`crate::loader`].
///
/// ```
/// let names = cuda_driver::stream_api::get_lib_name_candidates("nvrtc");
/// assert!(names.iter().any(|n| n.contains("nvrtc")));
/// ```
pub fn get_lib_name_candidates(lib_name: &str) -> Vec<String> {
    use std::env::consts::{DLL_PREFIX, DLL_SUFFIX};
    let width = if cfg!(target_pointer_width = "32") {
        "32"
    } else {
        "64"
    };
    let mut names = vec![
        format!("{DLL_PREFIX}{lib_name}{DLL_SUFFIX}"),
        format!("{DLL_PREFIX}{lib_name}{width}{DLL_SUFFIX}"),
    ];
    for major in ["13", "12", "11", "10", "9"] {
        names.push(format!("{DLL_PREFIX}{lib_name}{width}_{major}{DLL_SUFFIX}"));
        names.push(format!(
            "{DLL_PREFIX}{lib_name}{width}_{major}0_0{DLL_SUFFIX}"
        ));
        names.push(format!("{DLL_PREFIX}{lib_name}{DLL_SUFFIX}.{major}"));
    }
    names.push(format!("{DLL_PREFIX}{lib_name}{DLL_SUFFIX}.1"));
    names
}
