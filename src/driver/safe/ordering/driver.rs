//! The driver calls the ordering core makes, in one place: each passes straight to
//! [`crate::driver::result`]. In the model tests (`cfg(all(test, loom))`), `fake_driver.rs`
//! takes this file's place with the same functions over a fake GPU, so that the core's
//! interleavings can be model-checked on a machine without one.
//!
//! Every function takes the [`Ctx`] the call is for (unused here; the fake finds its GPU
//! there). The `unsafe` ones have the contract of the `result` function they call.

use super::super::context::Ctx;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::ffi::c_void;

/// A non-blocking stream, with `priority` if given (`result::stream::create`).
#[inline(always)]
pub(super) fn stream_create(_: &Ctx, priority: Option<i32>) -> Result<sys::CUstream, DriverError> {
    let kind = result::stream::StreamKind::NonBlocking;
    match priority {
        None => result::stream::create(kind),
        Some(p) => result::stream::create_with_priority(kind, p),
    }
}

/// # Safety
/// As [`result::stream::destroy`].
#[inline(always)]
pub(super) unsafe fn stream_destroy(_: &Ctx, stream: sys::CUstream) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::stream::destroy(stream) }
}

/// # Safety
/// As [`result::stream::synchronize`].
#[inline(always)]
pub(super) unsafe fn stream_synchronize(_: &Ctx, stream: sys::CUstream) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::stream::synchronize(stream) }
}

/// # Safety
/// As [`result::stream::query`].
#[inline(always)]
pub(super) unsafe fn stream_query(_: &Ctx, stream: sys::CUstream) -> Result<bool, DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::stream::query(stream) }
}

/// # Safety
/// As [`result::stream::get_priority`].
#[inline(always)]
pub(super) unsafe fn stream_priority(_: &Ctx, stream: sys::CUstream) -> Result<i32, DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::stream::get_priority(stream) }
}

/// Later work on `stream` waits for `event`'s latest record (`result::stream::wait_event`).
///
/// # Safety
/// As [`result::stream::wait_event`].
#[inline(always)]
pub(super) unsafe fn stream_wait_event(
    _: &Ctx,
    stream: sys::CUstream,
    event: sys::CUevent,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe {
        result::stream::wait_event(
            stream,
            event,
            sys::CUevent_wait_flags::CU_EVENT_WAIT_DEFAULT,
        )
    }
}

/// # Safety
/// As [`result::stream::write_value32`].
#[inline(always)]
pub(super) unsafe fn write_value32(
    _: &Ctx,
    stream: sys::CUstream,
    addr: sys::CUdeviceptr,
    value: u32,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::stream::write_value32(stream, addr, value) }
}

/// Starts a relaxed-mode capture.
///
/// # Safety
/// As [`result::stream::begin_capture`].
#[inline(always)]
pub(super) unsafe fn begin_capture(_: &Ctx, stream: sys::CUstream) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe {
        result::stream::begin_capture(
            stream,
            sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED,
        )
    }
}

/// Makes `ctx` current on the calling thread (`Ctx::make_current`).
#[inline(always)]
pub(super) fn make_current(ctx: &Ctx) -> Result<(), DriverError> {
    ctx.make_current()
}

/// Whether `stream` is still capturing (active or invalidated): `true` too if that cannot be
/// read.
///
/// # Safety
/// As [`result::stream::is_capturing`].
pub(super) unsafe fn still_capturing(_: &Ctx, stream: sys::CUstream) -> bool {
    // SAFETY: the caller's contract.
    !matches!(
        unsafe { result::stream::is_capturing(stream) },
        Ok(sys::CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE)
    )
}

/// # Safety
/// As [`result::stream::end_capture`].
#[inline(always)]
pub(super) unsafe fn end_capture(
    _: &Ctx,
    stream: sys::CUstream,
) -> Result<sys::CUgraph, DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::stream::end_capture(stream) }
}

/// # Safety
/// As [`result::graph::destroy`].
#[inline(always)]
pub(super) unsafe fn graph_destroy(_: &Ctx, graph: sys::CUgraph) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::graph::destroy(graph) }
}

/// An event without timing (`result::event::create`).
#[inline(always)]
pub(super) fn event_create(_: &Ctx) -> Result<sys::CUevent, DriverError> {
    result::event::create(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING)
}

/// # Safety
/// As [`result::event::record`].
#[inline(always)]
pub(super) unsafe fn event_record(
    _: &Ctx,
    event: sys::CUevent,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::event::record(event, stream) }
}

/// # Safety
/// As [`result::event::query`].
#[inline(always)]
pub(super) unsafe fn event_query(_: &Ctx, event: sys::CUevent) -> Result<bool, DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::event::query(event) }
}

/// # Safety
/// As [`result::event::synchronize`].
#[inline(always)]
pub(super) unsafe fn event_synchronize(_: &Ctx, event: sys::CUevent) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::event::synchronize(event) }
}

/// # Safety
/// As [`result::event::destroy`].
#[inline(always)]
pub(super) unsafe fn event_destroy(_: &Ctx, event: sys::CUevent) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::event::destroy(event) }
}

/// # Safety
/// As [`result::free_async`].
#[inline(always)]
pub(super) unsafe fn free_async(
    _: &Ctx,
    ptr: sys::CUdeviceptr,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::free_async(ptr, stream) }
}

/// # Safety
/// As [`result::free_sync`].
#[inline(always)]
pub(super) unsafe fn free_sync(_: &Ctx, ptr: sys::CUdeviceptr) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::free_sync(ptr) }
}

/// The current context's flags (`result::ctx::get_flags`).
#[inline(always)]
pub(super) fn ctx_flags(_: &Ctx) -> Result<u32, DriverError> {
    result::ctx::get_flags()
}

/// Waits for all the work of the current context (`cuCtxSynchronize`).
///
/// # Safety
/// A context is current.
#[inline(always)]
pub(super) unsafe fn ctx_synchronize(_: &Ctx) -> sys::CUresult {
    // SAFETY: the caller's contract.
    unsafe { sys::cuCtxSynchronize() }
}

/// A page of `bytes` bytes of mapped host memory, zeroed, and its device address; the context
/// is current. Freed with [`free_host`].
pub(super) fn map_host_page(
    _: &Ctx,
    bytes: usize,
) -> Result<(*mut c_void, sys::CUdeviceptr), DriverError> {
    // SAFETY: a new page of mapped host memory, zeroed before the device can write it.
    unsafe {
        result::malloc_host(bytes, sys::CU_MEMHOSTALLOC_DEVICEMAP).and_then(|p| {
            std::ptr::write_bytes(p.cast::<u8>(), 0, bytes);
            match result::host_get_device_pointer(p) {
                Ok(d) => Ok((p, d)),
                Err(e) => {
                    let _ = result::free_host(p);
                    Err(e)
                }
            }
        })
    }
}

/// # Safety
/// As [`result::free_host`], for a page from [`map_host_page`].
#[inline(always)]
pub(super) unsafe fn free_host(_: &Ctx, p: *mut c_void) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { result::free_host(p) }
}
