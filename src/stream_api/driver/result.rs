//! cudarc 0.19's `driver::result`: the crate's checked calls ([`crate::driver::result`]),
//! with cudarc 0.19's signature for the few that differ from the crate's own (which keep
//! cudarc 0.13's): [`ctx::set_flags`] takes a `CUctx_flags`, [`event::query`] returns
//! `Err(CUDA_ERROR_NOT_READY)` for unfinished work, [`graph::instantiate`] takes the bit set
//! `CUgraphInstantiate_flags`, and [`memcpy_peer_async`] takes each context before its
//! address.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::stream_api::driver::result;
//!
//! result::init()?;
//! let dev = result::device::get(0)?;
//! // SAFETY: `dev` came from device::get; the context is released below.
//! unsafe {
//!     let ctx = result::primary_ctx::retain(dev)?;
//!     result::ctx::set_current(ctx)?;
//!     result::primary_ctx::release(dev)?;
//! }
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

pub use crate::driver::result::*;

use super::sys;

/// The current context (`cuCtx*`): the crate's [`crate::driver::result::ctx`], with cudarc
/// 0.19's [`set_flags`](ctx::set_flags).
pub mod ctx {
    pub use crate::driver::result::ctx::*;

    use super::{DriverError, sys};

    /// Replaces the current context's flags with `flags` (`cuCtxSetFlags`, CUDA 12.1 and
    /// later), as cudarc 0.19 does.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, result, sys::CUctx_flags};
    ///
    /// let ctx = CudaContext::new(0)?;
    /// ctx.bind_to_thread()?;
    /// result::ctx::set_flags(CUctx_flags::CU_CTX_SCHED_BLOCKING_SYNC)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn set_flags(flags: sys::CUctx_flags) -> Result<(), DriverError> {
        crate::driver::result::ctx::set_flags(flags as u32)
    }
}

/// Events (`cuEvent*`): the crate's [`crate::driver::result::event`], with cudarc 0.19's
/// [`query`](event::query).
pub mod event {
    pub use crate::driver::result::event::*;

    use super::{DriverError, sys};

    /// `Ok(())` once the work recorded in `event` is done, `Err(CUDA_ERROR_NOT_READY)` while
    /// it runs (`cuEventQuery`), as cudarc 0.19 has it.
    ///
    /// # Safety
    ///
    /// `event` must be live.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{result, sys};
    ///
    /// # cuda_driver::stream_api::driver::CudaContext::new(0)?.bind_to_thread()?;
    /// let event = result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT)?;
    /// // SAFETY: the event is live, and destroyed once.
    /// unsafe {
    ///     result::event::query(event)?; // never recorded: complete
    ///     result::event::destroy(event)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn query(event: sys::CUevent) -> Result<(), DriverError> {
        // SAFETY: the caller's contract.
        match unsafe { crate::driver::result::event::query(event) }? {
            true => Ok(()),
            false => Err(DriverError(sys::CUresult::CUDA_ERROR_NOT_READY)),
        }
    }
}

/// Graphs (`cuGraph*`): the crate's [`crate::driver::result::graph`], with cudarc 0.19's
/// [`instantiate`](graph::instantiate).
pub mod graph {
    pub use crate::driver::result::graph::*;

    use super::{DriverError, sys};

    /// Instantiates `graph` (`cuGraphInstantiateWithFlags`) with cudarc 0.19's bit set of
    /// flags.
    ///
    /// # Safety
    ///
    /// `graph` must be live; the executable graph is the caller's to destroy.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{result, sys};
    ///
    /// # cuda_driver::stream_api::driver::CudaContext::new(0)?.bind_to_thread()?;
    /// let mut graph = std::ptr::null_mut();
    /// // SAFETY: an empty graph, instantiated and destroyed.
    /// unsafe {
    ///     sys::cuGraphCreate(&mut graph, 0).result()?;
    ///     let exec = result::graph::instantiate(graph, sys::CUgraphInstantiate_flags(0))?;
    ///     result::graph::exec_destroy(exec)?;
    ///     result::graph::destroy(graph)?;
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn instantiate(
        graph: sys::CUgraph,
        flags: sys::CUgraphInstantiate_flags,
    ) -> Result<sys::CUgraphExec, DriverError> {
        // SAFETY: the caller's contract.
        unsafe { crate::driver::result::graph::instantiate(graph, u64::from(flags.0)) }
    }
}

/// Copies `num_bytes` from `src` (memory of `src_ctx`) to `dst` (of `dst_ctx`) in `stream`'s
/// order (`cuMemcpyPeerAsync`), with cudarc 0.19's order of arguments.
///
/// # Safety
///
/// Both addresses must hold `num_bytes` in their contexts, both live, and stay valid until
/// the copy is done in stream order.
///
/// ```no_run
/// use cuda_driver::stream_api::driver::{CudaContext, DevicePtr, DevicePtrMut, result};
///
/// let (c0, c1) = (CudaContext::new(0)?, CudaContext::new(1)?);
/// let (s0, s1) = (c0.default_stream(), c1.default_stream());
/// let a = s0.clone_htod(&[1u8; 16])?;
/// let mut b = s1.alloc_zeros::<u8>(16)?;
/// {
///     let (src, _r) = a.device_ptr(&s1);
///     let (dst, _w) = b.device_ptr_mut(&s1);
///     // SAFETY: both hold 16 bytes, kept by the guards until the copy is enqueued.
///     unsafe { result::memcpy_peer_async(c1.cu_ctx(), dst, c0.cu_ctx(), src, 16, s1.cu_stream()) }?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_peer_async(
    dst_ctx: sys::CUcontext,
    dst: sys::CUdeviceptr,
    src_ctx: sys::CUcontext,
    src: sys::CUdeviceptr,
    num_bytes: usize,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe {
        crate::driver::result::memcpy_peer_async(dst, dst_ctx, src, src_ctx, num_bytes, stream)
    }
}
