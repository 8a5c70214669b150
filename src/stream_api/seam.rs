//! The face's one way into the crate's core: everything it uses of
//! [`driver::safe`](crate::driver::safe)'s internals, taken from the port
//! (`driver/safe/port/`) and named here as the face sees it, so that a change of the port's
//! names is made in this file alone.
//!
//! - [`Lane`]: a stream of the core (the device's main stream, a stream of its own, the
//!   calling thread's, or one another library owns). Work on buffers goes through
//!   [`Lane::run_checked`] (ordered after what its buffers must follow, and recorded in them),
//!   copies through `copy_from_host` / `copy_to_host` (the core's staging), launches through
//!   `launch_args` (the core's argument check), captures through `begin_capture` (the
//!   capture gate), and a buffer's address handed out for the user's own work through
//!   `hand_out`.
//! - [`Record`]: a buffer's record of the work that may still use it; [`Use`] one use of a
//!   buffer by an operation; [`Sealed`] gives a core buffer's record and device.
//! - For the libraries' faces: `Operand`, a buffer as the libraries' checks and submission
//!   take it (made from a span), and `Dest`, where a library's operation goes
//!   (`Dest::Stream` of a [`CudaStream`](super::driver::CudaStream)'s lane).

pub(crate) use crate::driver::safe::port::{
    Accesses as Record, DynArgs, Handout, KeptErrors, LoadedModule as Module, Sealed,
    Stream as Lane, StreamCapture as Capture, Target, Use, alloc_unified,
    allocates_in_stream_order, buffer_use, device_of_own_context, enter_with, host_wait_for,
    instantiate_graph, keep_error_in, keep_module_with_graphs, load_module, module_function,
    module_global, plain_data, take_kept_error, unified_concurrent, view_mut_of, view_of,
};

// What the libraries' faces (`stream_api::cublas` and the others) take from the port: the one
// submission path of the crate's libraries, reached with a destination of their stream.
#[cfg(any(feature = "curand", feature = "cublas", feature = "cublaslt"))]
pub(crate) use crate::driver::safe::port::Dest;
#[cfg(any(
    feature = "nccl",
    feature = "curand",
    feature = "cublas",
    feature = "cublaslt"
))]
pub(crate) use crate::driver::safe::port::Operand;
