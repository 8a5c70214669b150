//! [`Ctx`]: one GPU's retained primary context, and the errors kept for the next call on it.
//!
//! Everything that owns a driver resource of the device (the [`CudaDevice`], its streams,
//! modules and pinned buffers) holds an `Arc` of the `Ctx`, so the primary context is
//! released only after all of them are gone.
//!
//! [`CudaDevice`]: super::CudaDevice

use super::util::{lock, plural};
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use crate::error_context::Carried;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Arc, Mutex};

/// A retained primary context and the device it belongs to.
pub(crate) struct Ctx {
    pub(in crate::driver::safe) cu_device: sys::CUdevice,
    pub(in crate::driver::safe) cu_primary_ctx: sys::CUcontext,
    pub(in crate::driver::safe) ordinal: usize,
    /// Whether cuMemAllocAsync / cuMemFreeAsync are supported.
    pub(in crate::driver::safe) async_alloc: bool,
    /// Whether `cu_primary_ctx` is the device's primary context (retained, released on
    /// drop), or a context made for this value alone (destroyed on drop).
    primary: bool,
    /// `DEFERRED` and `STICKY` bits, so the common case checks one atomic.
    status: AtomicU8,
    /// The first error of a `Drop` not yet returned, with its context (returned on whichever
    /// thread makes the next call), and how many came after it until then and the last of
    /// their codes. Set, and taken, together with `status`'s `DEFERRED` under its lock.
    deferred: Mutex<Option<KeptDropErrors>>,
    sticky: Mutex<Option<Carried<DriverError>>>,
    /// The fake GPU the ordering core's driver calls go to in its model tests (the fake driver
    /// knows its type).
    #[cfg(all(test, loom))]
    pub(in crate::driver::safe) gpu: Arc<dyn std::any::Any + Send + Sync>,
}

const DEFERRED: u8 = 1;
const STICKY: u8 = 2;

// SAFETY: the handles are usable from any thread once the context is current, which every
// entry point ensures; the mutable state is behind atomics and locks.
unsafe impl Send for Ctx {}
// SAFETY: as above.
unsafe impl Sync for Ctx {}

impl std::fmt::Debug for Ctx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ctx")
            .field("ordinal", &self.ordinal)
            .field("cu_primary_ctx", &self.cu_primary_ctx)
            .finish()
    }
}

impl Ctx {
    /// Initialises the driver, retains the primary context of device `ordinal` and makes it
    /// current on this thread.
    pub(crate) fn retain(ordinal: usize) -> Result<Arc<Ctx>, DriverError> {
        result::init()?;
        let count = result::device::get_count()?.max(0) as usize;
        if ordinal >= count {
            return Err(
                DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_DEVICE).context(format!(
                    "while opening device {ordinal}: this machine has {}",
                    plural(count, "CUDA device")
                )),
            );
        }
        let cu_device = result::device::get(ordinal as i32)?;
        // SAFETY: balanced by the release in Drop (the `Ctx` is built at once below, so a
        // failure after this point releases through it).
        let cu_primary_ctx = unsafe { result::primary_ctx::retain(cu_device) }?;
        // SAFETY: the retained context, released by the `Ctx` from now on.
        unsafe { Self::own(ordinal, cu_device, cu_primary_ctx, true) }
    }

    /// Takes over `cu_ctx`, a context of device `cu_device` (ordinal `ordinal`) made for this
    /// value alone, destroyed on drop, and makes it current on this thread.
    ///
    /// # Safety
    ///
    /// `cu_ctx` must be a live context of `cu_device`, owned by nobody else from now on.
    pub(crate) unsafe fn adopt(
        ordinal: usize,
        cu_device: sys::CUdevice,
        cu_ctx: sys::CUcontext,
    ) -> Result<Arc<Ctx>, DriverError> {
        // SAFETY: the caller's contract.
        unsafe { Self::own(ordinal, cu_device, cu_ctx, false) }
    }

    /// The `Ctx` of `cu_ctx`, primary (released on drop) or not (destroyed on drop), current
    /// on this thread.
    ///
    /// # Safety
    ///
    /// `cu_ctx` must be a live context of `cu_device` that the `Ctx` owns from now on: a
    /// retained primary context with `primary`, a context of its own without.
    unsafe fn own(
        ordinal: usize,
        cu_device: sys::CUdevice,
        cu_primary_ctx: sys::CUcontext,
        primary: bool,
    ) -> Result<Arc<Ctx>, DriverError> {
        let mut ctx = Ctx {
            cu_device,
            cu_primary_ctx,
            ordinal,
            async_alloc: false,
            primary,
            status: AtomicU8::new(0),
            deferred: Mutex::new(None),
            sticky: Mutex::new(None),
            #[cfg(all(test, loom))]
            gpu: Arc::new(()),
        };
        ctx.make_current()?;
        // SAFETY: the context is current and the attribute query writes one int.
        ctx.async_alloc = unsafe {
            result::device::get_attribute(
                cu_device,
                sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
            )
        }? != 0;
        Ok(Arc::new(ctx))
    }

    /// A context of no device, whose driver calls (the ordering core's) go to `gpu`: for the
    /// model tests, which run without a driver.
    #[cfg(all(test, loom))]
    pub(crate) fn fake(gpu: Arc<dyn std::any::Any + Send + Sync>, async_alloc: bool) -> Arc<Ctx> {
        Arc::new(Ctx {
            cu_device: 0,
            cu_primary_ctx: std::ptr::null_mut(),
            ordinal: 0,
            async_alloc,
            primary: true,
            status: AtomicU8::new(0),
            deferred: Mutex::new(None),
            sticky: Mutex::new(None),
            gpu,
        })
    }

    /// The prologue of every fallible call: reports kept errors and makes the context current.
    ///
    /// The current context is asked of the driver every time (`cuCtxGetCurrent`, a read of
    /// the driver's thread-local state) rather than remembered: another library on
    /// the same thread may have made its own context current since.
    #[inline(always)]
    pub(crate) fn check_and_make_current(&self) -> Result<(), DriverError> {
        if self.status.load(Ordering::Acquire) != 0 {
            self.take_status()?;
        }
        self.make_current()
    }

    /// Makes the context current without reporting kept errors: for `Drop`s and other
    /// teardown, which must release what they own whatever error is waiting to be reported.
    #[inline]
    pub(crate) fn make_current(&self) -> Result<(), DriverError> {
        // In the model tests there is no driver, and every context is a fake one.
        if cfg!(all(test, loom)) {
            return Ok(());
        }
        match result::ctx::get_current() {
            Ok(Some(ctx)) if ctx == self.cu_primary_ctx => Ok(()),
            _ => self.make_current_slow(),
        }
    }

    #[cold]
    fn make_current_slow(&self) -> Result<(), DriverError> {
        // SAFETY: the context is retained while `self` lives.
        unsafe { result::ctx::set_current(self.cu_primary_ctx) }
    }

    /// Whether an error broke the context for good (it is reported by every fallible call).
    #[inline]
    pub(crate) fn is_broken(&self) -> bool {
        self.status.load(Ordering::Acquire) & STICKY != 0
    }

    /// Returns the sticky error if the context is broken, else a kept drop error (once), which
    /// says how many drop errors came after it.
    #[cold]
    pub(crate) fn take_status(&self) -> Result<(), DriverError> {
        let status = self.status.load(Ordering::Acquire);
        if status & STICKY != 0 {
            if let Some(e) = lock(&self.sticky).clone() {
                return Err(e.release());
            }
        }
        if status & DEFERRED != 0 {
            let taken = {
                let mut d = lock(&self.deferred);
                self.status.fetch_and(!DEFERRED, Ordering::AcqRel);
                d.take()
            };
            if let Some(kept) = taken {
                return Err(kept.into_error("drop"));
            }
        }
        Ok(())
    }

    /// Passes the result of a driver call through, remembering errors that break the context
    /// for good.
    #[inline(always)]
    pub(crate) fn keep_if_sticky<T>(&self, r: Result<T, DriverError>) -> Result<T, DriverError> {
        if let Err(e) = &r {
            self.keep_sticky_error(e);
        }
        r
    }

    #[cold]
    fn keep_sticky_error(&self, e: &DriverError) {
        if is_sticky(e.0) {
            let mut s = lock(&self.sticky);
            if s.is_none() {
                *s = Some(Carried::of(*e));
            }
            self.status.fetch_or(STICKY, Ordering::AcqRel);
        }
    }

    /// Runs `f` with the errors kept from drops set aside, and keeps them again afterwards,
    /// ahead of any that drops kept meanwhile: for a call that cannot return them (`Clone`),
    /// which must neither fail because of them nor lose them.
    pub(crate) fn with_kept_errors_set_aside<T>(&self, f: impl FnOnce() -> T) -> T {
        if self.status.load(Ordering::Acquire) & DEFERRED == 0 {
            return f();
        }
        let held = {
            let mut d = lock(&self.deferred);
            self.status.fetch_and(!DEFERRED, Ordering::AcqRel);
            d.take()
        };
        let r = f();
        if let Some(held) = held {
            let mut d = lock(&self.deferred);
            *d = Some(match d.take() {
                None => held,
                Some(newer) => KeptDropErrors {
                    more: held.more + 1 + newer.more,
                    last: newer.last.or(Some(newer.first.error().0)),
                    first: held.first,
                },
            });
            self.status.fetch_or(DEFERRED, Ordering::AcqRel);
        }
        r
    }

    /// Keeps an error from a `Drop` for the next fallible call.
    #[cold]
    pub(crate) fn defer_error(&self, e: DriverError) {
        self.keep_sticky_error(&e);
        let mut d = lock(&self.deferred);
        KeptDropErrors::add(&mut d, e);
        self.status.fetch_or(DEFERRED, Ordering::AcqRel);
    }
}

impl Drop for Ctx {
    /// Releases the primary context: the last owner of a driver resource of the device is gone.
    fn drop(&mut self) {
        // The model tests' contexts retained nothing.
        if cfg!(all(test, loom)) {
            return;
        }
        // SAFETY: balances the retain in `retain`, or destroys the context made for this
        // value alone, used by nothing any more.
        let _ = unsafe {
            if self.primary {
                result::primary_ctx::release(self.cu_device)
            } else {
                sys::cuCtxDestroy_v2(self.cu_primary_ctx).result()
            }
        };
    }
}

/// A kept drop error, and the count and last code of those after it (see `Ctx::deferred`).
struct KeptDropErrors {
    first: Carried<DriverError>,
    more: usize,
    last: Option<sys::CUresult>,
}

impl KeptDropErrors {
    /// Keeps `e` in `slot`: the first one with its context, the later ones counted.
    fn add(slot: &mut Option<KeptDropErrors>, e: DriverError) {
        match slot {
            None => {
                *slot = Some(KeptDropErrors {
                    first: Carried::of(e),
                    more: 0,
                    last: None,
                })
            }
            Some(kept) => {
                kept.more += 1;
                kept.last = Some(e.0);
            }
        }
    }

    /// The first error, its context saying that it was kept from an earlier `from` and how
    /// many came after it.
    fn into_error(self, from: &str) -> DriverError {
        let e = self.first.release();
        match (self.more, self.last) {
            (0, _) | (_, None) => e.context(format!("(kept from an earlier {from})")),
            (n, Some(code)) => e.context(format!(
                "(kept from an earlier {from}; {n} more {from} error(s) came after it, the \
                 last {code:?})"
            )),
        }
    }
}

/// Errors kept for the next fallible call of one object rather than of the whole device: a
/// cudarc 0.19 `CudaContext`'s (`record_err`, `check_err`), which several objects of one GPU
/// each have. The first is returned with its context, the later ones counted in it.
#[derive(Default)]
pub(crate) struct KeptErrors {
    /// Whether `slot` holds anything, so that the common case reads one atomic.
    any: AtomicBool,
    slot: Mutex<Option<KeptDropErrors>>,
}

impl std::fmt::Debug for KeptErrors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeptErrors")
            .field("any", &self.any.load(Ordering::Relaxed))
            .finish()
    }
}

impl KeptErrors {
    /// Keeps `e` for the next [`take`](Self::take).
    #[cold]
    pub(crate) fn keep(&self, e: DriverError) {
        let mut slot = lock(&self.slot);
        KeptDropErrors::add(&mut slot, e);
        self.any.store(true, Ordering::Release);
    }

    /// The kept error, if any, taken: the first kept since the last `take`, its context
    /// counting those after it.
    #[inline(always)]
    pub(crate) fn take(&self) -> Result<(), DriverError> {
        if !self.any.load(Ordering::Acquire) {
            return Ok(());
        }
        self.take_slow()
    }

    #[cold]
    fn take_slow(&self) -> Result<(), DriverError> {
        let taken = {
            let mut slot = lock(&self.slot);
            self.any.store(false, Ordering::Release);
            slot.take()
        };
        match taken {
            Some(kept) => Err(kept.into_error("call")),
            None => Ok(()),
        }
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
            // The driver documents these three as the others: "This leaves the process in an
            // inconsistent state and any further CUDA work will return the same error."
            | R::CUDA_ERROR_CONTAINED
            | R::CUDA_ERROR_TENSOR_MEMORY_LEAK
            | R::CUDA_ERROR_EXTERNAL_DEVICE
    )
}

#[cfg(test)]
mod tests {
    use crate::driver::sys::CUresult as R;

    #[test]
    fn capture_errors_do_not_break_the_context() {
        for code in [
            R::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
            R::CUDA_ERROR_STREAM_CAPTURE_INVALIDATED,
            R::CUDA_ERROR_STREAM_CAPTURE_MERGE,
            R::CUDA_ERROR_STREAM_CAPTURE_UNMATCHED,
            R::CUDA_ERROR_STREAM_CAPTURE_UNJOINED,
            R::CUDA_ERROR_STREAM_CAPTURE_ISOLATION,
            R::CUDA_ERROR_STREAM_CAPTURE_IMPLICIT,
            R::CUDA_ERROR_CAPTURED_EVENT,
            R::CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD,
        ] {
            assert!(!super::is_sticky(code), "{code:?}");
        }
        assert!(super::is_sticky(R::CUDA_ERROR_ILLEGAL_ADDRESS));
    }

    #[test]
    fn every_error_the_driver_calls_process_wide_breaks_the_context() {
        // cuda.h: "This leaves the process in an inconsistent state and any further CUDA work
        // will return the same error" (or "The device cannot be used again").
        for code in [
            R::CUDA_ERROR_ILLEGAL_ADDRESS,
            R::CUDA_ERROR_LAUNCH_TIMEOUT,
            R::CUDA_ERROR_ASSERT,
            R::CUDA_ERROR_HARDWARE_STACK_ERROR,
            R::CUDA_ERROR_ILLEGAL_INSTRUCTION,
            R::CUDA_ERROR_MISALIGNED_ADDRESS,
            R::CUDA_ERROR_INVALID_ADDRESS_SPACE,
            R::CUDA_ERROR_INVALID_PC,
            R::CUDA_ERROR_LAUNCH_FAILED,
            R::CUDA_ERROR_CONTAINED,
            R::CUDA_ERROR_TENSOR_MEMORY_LEAK,
            R::CUDA_ERROR_EXTERNAL_DEVICE,
        ] {
            assert!(super::is_sticky(code), "{code:?}");
        }
        for code in [
            R::CUDA_ERROR_OUT_OF_MEMORY,
            R::CUDA_ERROR_INVALID_VALUE,
            R::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES,
            R::CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE,
            R::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
        ] {
            assert!(!super::is_sticky(code), "{code:?}");
        }
    }

    #[test]
    fn kept_errors_are_taken_once_first_one_first() {
        use crate::driver::result::DriverError;
        let kept = super::KeptErrors::default();
        assert!(kept.take().is_ok());
        kept.keep(DriverError(R::CUDA_ERROR_INVALID_VALUE));
        kept.keep(DriverError(R::CUDA_ERROR_NOT_FOUND));
        kept.keep(DriverError(R::CUDA_ERROR_NOT_READY));
        let e = kept.take().unwrap_err();
        assert_eq!(e.0, R::CUDA_ERROR_INVALID_VALUE);
        let text = e.to_string();
        assert!(
            text.contains("kept from an earlier call; 2 more call error(s)")
                && text.contains("CUDA_ERROR_NOT_READY"),
            "{text}"
        );
        assert!(kept.take().is_ok(), "taken once");
    }

    /// Threads keeping and taking at once: every error kept is returned or counted in one
    /// returned, none lost.
    #[test]
    fn kept_errors_from_many_threads_are_none_lost() {
        use crate::driver::result::DriverError;
        use std::sync::atomic::{AtomicUsize, Ordering};
        let kept = super::KeptErrors::default();
        let (returned, counted) = (AtomicUsize::new(0), AtomicUsize::new(0));
        let count = |e: DriverError| {
            returned.fetch_add(1, Ordering::Relaxed);
            // The first context shown is this take's (an error made by hand also shows what
            // the thread's store held for its code when it was kept: an earlier take's text,
            // after it).
            let text = e.to_string();
            let ours = &text[text.find("(kept from an earlier call").unwrap()..];
            if let Some(more) = ours.strip_prefix("(kept from an earlier call; ") {
                let n: usize = more.split(' ').next().unwrap().parse().unwrap();
                counted.fetch_add(n, Ordering::Relaxed);
            }
        };
        std::thread::scope(|t| {
            for _ in 0..4 {
                t.spawn(|| {
                    for i in 0..1000 {
                        kept.keep(DriverError(R::CUDA_ERROR_INVALID_VALUE));
                        if i % 3 == 0 {
                            if let Err(e) = kept.take() {
                                count(e);
                            }
                        }
                    }
                });
            }
        });
        if let Err(e) = kept.take() {
            count(e);
        }
        let all = returned.load(Ordering::Relaxed) + counted.load(Ordering::Relaxed);
        assert_eq!(all, 4000);
    }
}
