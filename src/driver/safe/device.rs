//! [`CudaDevice`]: the context, the main stream and the loaded modules of one GPU.

use super::module::ModuleInner;
use super::track::Lane;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex, RwLock, Weak};

/// One GPU: its retained primary context, the main stream all work runs on, and the modules
/// loaded into it. Created with [`CudaDevice::new`] as an `Arc`; every buffer, stream and
/// function holds a clone of that `Arc`, so the device outlives them.
///
/// The device's context is made current automatically on whichever thread uses it: sharing one
/// device among threads needs no [`bind_to_thread`](Self::bind_to_thread).
///
/// Errors that happen where they cannot be returned (in `Drop`) are kept and returned by the
/// next fallible call on the device. Once a kernel faults, the context is unusable: every later
/// call returns that error.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::CudaDevice;
///
/// let dev = CudaDevice::new(0)?;
/// println!("{} ({} devices)", dev.name()?, CudaDevice::count()?);
/// let x = dev.htod_sync_copy(&[1.0f32, 2.0, 3.0])?;
/// assert_eq!(dev.dtoh_sync_copy(&x)?, [1.0, 2.0, 3.0]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaDevice {
    pub(crate) cu_device: sys::CUdevice,
    pub(crate) cu_primary_ctx: sys::CUcontext,
    /// The main stream (a non-blocking stream that all of the device's own work goes to) and
    /// its event, as the per-buffer records see them.
    pub(crate) main: Lane,
    pub(crate) ordinal: usize,
    /// Whether cuMemAllocAsync / cuMemFreeAsync are supported.
    pub(crate) async_alloc: bool,
    pub(crate) modules: RwLock<HashMap<String, Arc<ModuleInner>>>,
    /// `DEFERRED` and `STICKY` bits, so the common case checks one atomic.
    status: AtomicU8,
    /// # Safety
    /// Only set while `status` has `DEFERRED`; the first error wins.
    deferred: Mutex<Option<DriverError>>,
    sticky: Mutex<Option<DriverError>>,
    /// Pinned buffers for large copies into fresh host memory, made on first use.
    pub(crate) staging: super::staging::StagingSlot,
    /// What [`synchronize`](Self::synchronize) also waits for: the async adapters' releases of
    /// what finished operations owned.
    drains: Mutex<Vec<Weak<dyn Drain>>>,
}

/// Something that releases resources of finished GPU work on a thread of its own (the async
/// adapter's completion thread), which [`CudaDevice::synchronize`] waits for.
pub(crate) trait Drain: Send + Sync {
    /// Returns once everything submitted before the call is released. The GPU is idle when
    /// this is called.
    fn drain(&self);
}

const DEFERRED: u8 = 1;
const STICKY: u8 = 2;

// SAFETY: the raw handles are usable from any thread once the context is current, which every
// entry point ensures; the mutable state is behind atomics and locks.
unsafe impl Send for CudaDevice {}
// SAFETY: as above.
unsafe impl Sync for CudaDevice {}

impl std::fmt::Debug for CudaDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaDevice")
            .field("ordinal", &self.ordinal)
            .field("cu_device", &self.cu_device)
            .finish()
    }
}

impl CudaDevice {
    /// Opens the device with this ordinal: retains its primary context and creates the main
    /// stream.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new(ordinal: usize) -> Result<Arc<Self>, DriverError> {
        result::init()?;
        let count = result::device::get_count()?;
        if ordinal >= count.max(0) as usize {
            return Err(
                DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_DEVICE).context(format!(
                    "while opening device {ordinal}: this machine has {}",
                    plural(count.max(0) as usize, "CUDA device")
                )),
            );
        }
        let cu_device = result::device::get(ordinal as i32)?;
        // SAFETY: balanced by the release in Drop (or below on failure).
        let ctx = unsafe { result::primary_ctx::retain(cu_device) }?;
        let guard = ReleaseOnFail(cu_device);
        // SAFETY: the context was just retained.
        unsafe { result::ctx::set_current(ctx) }?;
        // SAFETY: the context is current and the attribute query writes one int.
        let pools = unsafe {
            result::device::get_attribute(
                cu_device,
                sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
            )
        }?;
        let stream = result::stream::create(result::stream::StreamKind::NonBlocking)?;
        let event = match result::event::create(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING) {
            Ok(e) => e,
            Err(e) => {
                // SAFETY: the stream was just created and has no work.
                let _ = unsafe { result::stream::destroy(stream) };
                return Err(e);
            }
        };
        std::mem::forget(guard);
        Ok(Arc::new(CudaDevice {
            cu_device,
            cu_primary_ctx: ctx,
            main: Lane::main(stream, event),
            ordinal,
            async_alloc: pools != 0,
            modules: RwLock::new(HashMap::new()),
            status: AtomicU8::new(0),
            deferred: Mutex::new(None),
            sticky: Mutex::new(None),
            staging: Mutex::new(None),
            drains: Mutex::new(Vec::new()),
        }))
    }

    /// The same as [`new`](Self::new), which always creates a dedicated main stream (kept for
    /// cudarc 0.13 compatibility).
    pub fn new_with_stream(ordinal: usize) -> Result<Arc<Self>, DriverError> {
        Self::new(ordinal)
    }

    /// The number of CUDA devices.
    ///
    /// ```no_run
    /// println!("{}", cuda_driver::driver::CudaDevice::count()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn count() -> Result<i32, DriverError> {
        result::init()?;
        result::device::get_count()
    }

    /// The ordinal this device was opened with.
    pub fn ordinal(&self) -> usize {
        self.ordinal
    }

    /// The device's name, such as `"NVIDIA H100 80GB HBM3"`.
    pub fn name(&self) -> Result<String, DriverError> {
        self.enter()?;
        result::device::get_name(self.cu_device)
    }

    /// The device's UUID.
    pub fn uuid(&self) -> Result<sys::CUuuid, DriverError> {
        self.enter()?;
        result::device::get_uuid(self.cu_device)
    }

    /// One attribute of the device, such as
    /// `CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR`.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{CudaDevice, sys::CUdevice_attribute};
    ///
    /// let dev = CudaDevice::new(0)?;
    /// let sms = dev.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn attribute(&self, attrib: sys::CUdevice_attribute) -> Result<i32, DriverError> {
        self.enter()?;
        // SAFETY: cu_device is valid for the device's life.
        unsafe { result::device::get_attribute(self.cu_device, attrib) }
    }

    /// The device handle.
    pub fn cu_device(&self) -> &sys::CUdevice {
        &self.cu_device
    }

    /// The retained primary context.
    pub fn cu_primary_ctx(&self) -> &sys::CUcontext {
        &self.cu_primary_ctx
    }

    /// The main stream, which the device's copies, launches and frees go to.
    pub fn cu_stream(&self) -> &sys::CUstream {
        &self.main.stream
    }

    /// Makes the device's context current on this thread. Never required: every call does this
    /// itself when needed. Call it after changing the current context through `sys` directly.
    pub fn bind_to_thread(&self) -> Result<(), DriverError> {
        // SAFETY: the context is retained for the device's life.
        unsafe { result::ctx::set_current(self.cu_primary_ctx) }?;
        self.take_status()
    }

    /// Waits for all work on the device (every stream of its context), then returns any error
    /// kept from a `Drop`.
    ///
    /// Also waits for the async adapters of this device to release what finished operations
    /// owned (the buffers and host memory of futures that were dropped or leaked), and lets the
    /// memory pool return freed memory (down to its release threshold): after it, device
    /// memory in use is what live buffers hold, plus what the pool keeps by its threshold.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn synchronize(&self) -> Result<(), DriverError> {
        self.enter()?;
        self.note(result::ctx::synchronize())?;
        let drains: Vec<_> = {
            let mut d = lock(&self.drains);
            d.retain(|w| w.strong_count() > 0);
            d.iter().filter_map(Weak::upgrade).collect()
        };
        if drains.is_empty() {
            return Ok(());
        }
        for d in &drains {
            d.drain();
        }
        drop(drains);
        // The releases enqueued frees on the main stream; the pool returns memory at a
        // synchronization.
        self.enter()?;
        // SAFETY: the main stream is live.
        self.note(unsafe { result::stream::synchronize(self.main.stream) })
    }

    /// Registers an async adapter for [`synchronize`](Self::synchronize) to wait for.
    pub(crate) fn add_drain(&self, d: Weak<dyn Drain>) {
        let mut drains = lock(&self.drains);
        drains.retain(|w| w.strong_count() > 0);
        drains.push(d);
    }

    /// The prologue of every fallible call: reports kept errors and makes the context current.
    ///
    /// The current context is asked of the driver every time (`cuCtxGetCurrent`, a read of
    /// the driver's thread-local state) rather than remembered: another library on the same
    /// thread may have made its own context current since.
    #[inline(always)]
    pub(crate) fn enter(&self) -> Result<(), DriverError> {
        if self.status.load(Ordering::Acquire) != 0 {
            self.take_status()?;
        }
        self.bind()
    }

    /// Makes the context current without reporting kept errors: for `Drop`s and other
    /// teardown, which must release what they own whatever error is waiting to be reported.
    #[inline]
    pub(crate) fn bind(&self) -> Result<(), DriverError> {
        match result::ctx::get_current() {
            Ok(Some(ctx)) if ctx == self.cu_primary_ctx => Ok(()),
            _ => self.bind_slow(),
        }
    }

    #[cold]
    fn bind_slow(&self) -> Result<(), DriverError> {
        // SAFETY: the context is retained for the device's life.
        unsafe { result::ctx::set_current(self.cu_primary_ctx) }
    }

    /// Returns the sticky error if the context is broken, else a kept drop error (once).
    #[cold]
    fn take_status(&self) -> Result<(), DriverError> {
        let status = self.status.load(Ordering::Acquire);
        if status & STICKY != 0 {
            if let Some(e) = lock(&self.sticky).clone() {
                return Err(e);
            }
        }
        if status & DEFERRED != 0 {
            let taken = lock(&self.deferred).take();
            self.status.fetch_and(!DEFERRED, Ordering::AcqRel);
            if let Some(e) = taken {
                return Err(e.context("(kept from an earlier drop)"));
            }
        }
        Ok(())
    }

    /// Passes the result of a call that enqueued work on the main stream through: counts the
    /// enqueue (see [`Lane::bump`]) and remembers errors that break the context for good.
    #[inline(always)]
    pub(crate) fn track<T>(&self, r: Result<T, DriverError>) -> Result<T, DriverError> {
        self.main.bump();
        self.note(r)
    }

    /// Passes the result of any other call through, remembering errors that break the
    /// context for good.
    #[inline(always)]
    pub(crate) fn note<T>(&self, r: Result<T, DriverError>) -> Result<T, DriverError> {
        if let Err(e) = &r {
            self.note_error(e);
        }
        r
    }

    #[cold]
    fn note_error(&self, e: &DriverError) {
        if is_sticky(e.0) {
            let mut s = lock(&self.sticky);
            if s.is_none() {
                *s = Some(e.clone());
            }
            self.status.fetch_or(STICKY, Ordering::AcqRel);
        }
    }

    /// Keeps an error from a `Drop` for the next fallible call.
    #[cold]
    pub(crate) fn defer_error(&self, e: DriverError) {
        self.note_error(&e);
        let mut d = lock(&self.deferred);
        if d.is_none() {
            *d = Some(e);
        }
        self.status.fetch_or(DEFERRED, Ordering::AcqRel);
    }

    /// Makes later work on `lane` wait for everything enqueued on the main stream so far.
    pub(crate) fn order_after_main(&self, lane: &Lane) -> Result<(), DriverError> {
        lane.wait_main(self, self.main.generation())
    }
}

/// `"1 thing"`, `"2 things"`.
pub(crate) fn plural(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// Codes after which the context cannot be used again. (Capture errors, such as
/// `CUDA_ERROR_STREAM_CAPTURE_INVALIDATED`, are not among them: they end one capture only.)
pub(crate) fn is_sticky(code: sys::CUresult) -> bool {
    use sys::CUresult as R;
    matches!(
        code,
        R::CUDA_ERROR_ECC_UNCORRECTABLE
            | R::CUDA_ERROR_ILLEGAL_ADDRESS
            | R::CUDA_ERROR_LAUNCH_TIMEOUT
            | R::CUDA_ERROR_ASSERT
            | R::CUDA_ERROR_HARDWARE_STACK_ERROR
            | R::CUDA_ERROR_ILLEGAL_INSTRUCTION
            | R::CUDA_ERROR_MISALIGNED_ADDRESS
            | R::CUDA_ERROR_INVALID_ADDRESS_SPACE
            | R::CUDA_ERROR_INVALID_PC
            | R::CUDA_ERROR_LAUNCH_FAILED
            | R::CUDA_ERROR_CONTEXT_IS_DESTROYED
    )
}

pub(crate) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

struct ReleaseOnFail(sys::CUdevice);

impl Drop for ReleaseOnFail {
    fn drop(&mut self) {
        // SAFETY: balances the retain in `new`, which failed before building the device.
        let _ = unsafe { result::primary_ctx::release(self.0) };
    }
}

impl Drop for CudaDevice {
    /// Waits for the device's work, frees what the device owns (the staging buffers, the
    /// modules, the main stream) and only then releases the primary context. Errors here have
    /// no later call to go to: call [`synchronize`](Self::synchronize) first to see them.
    ///
    /// Everything that uses device resources holds an `Arc` of the device, so by now every
    /// buffer, stream, graph and async adapter of it is gone. Every buffer's free was enqueued
    /// on the main stream after all the work that used it, on any stream, so synchronizing the
    /// main stream waits for all of it (and, unlike a context synchronize, does not invalidate
    /// a graph capture another device object of the same GPU may have in progress).
    fn drop(&mut self) {
        // SAFETY (whole body): every handle belongs to this device and is destroyed once, in
        // the retained context; the context is released last.
        unsafe {
            let _ = result::ctx::set_current(self.cu_primary_ctx);
            let _ = result::stream::synchronize(self.main.stream);
            if let Some(mut staging) = self
                .staging
                .get_mut()
                .unwrap_or_else(|e| e.into_inner())
                .take()
            {
                staging.free();
            }
            self.modules
                .get_mut()
                .unwrap_or_else(|e| e.into_inner())
                .clear();
            let _ = result::ctx::set_current(self.cu_primary_ctx);
            let _ = result::event::destroy(self.main.event);
            let _ = result::stream::destroy(self.main.stream);
            let _ = result::primary_ctx::release(self.cu_device);
        }
    }
}
