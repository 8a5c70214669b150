//! What an operation uses: a buffer's [`Use`], the [`Uses`] of an operation, and
//! [`Lane::run_ordered`], which orders an enqueue after them and records it.

use super::{Accesses, Captured, Enqueued, HeldCaptured};
use crate::driver::result::DriverError;
use crate::driver::safe::context::Ctx;
use crate::driver::safe::ordering::lane::Lane;
use crate::driver::sys;
use std::sync::Arc;

/// One buffer an operation uses, and whether it writes it.
#[derive(Clone, Copy)]
pub struct Use<'a> {
    pub(in crate::driver::safe) accesses: &'a Accesses,
    /// The buffer's device, for refusing buffers of another.
    pub(in crate::driver::safe) ctx: &'a Ctx,
    pub(in crate::driver::safe) write: bool,
}

impl std::fmt::Debug for Use<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Use")
            .field("device", &self.ctx.ordinal)
            .field("write", &self.write)
            .finish()
    }
}

/// The buffers an operation uses: a list of [`Use`]s, a kernel's argument tuple, a graph's
/// buffers.
pub(crate) trait Uses {
    /// Calls `f` with each buffer used, stopping at the first error.
    fn each(&self, f: impl FnMut(Use<'_>) -> Result<(), DriverError>) -> Result<(), DriverError>;

    /// Calls `f` with the record shared with graphs ([`Captured`]) of each captured buffer
    /// used, for [`HeldCaptured`] to hold: by default, those the buffers' records point to.
    fn each_captured(&self, mut f: impl FnMut(&Arc<Captured>)) {
        let _ = self.each(|u| {
            if let Some(c) = u.accesses.captured() {
                f(c);
            }
            Ok(())
        });
    }
}

impl Uses for [Use<'_>] {
    #[inline(always)]
    fn each(
        &self,
        mut f: impl FnMut(Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        for u in self {
            f(*u)?;
        }
        Ok(())
    }
}

impl<const N: usize> Uses for [Use<'_>; N] {
    #[inline(always)]
    fn each(&self, f: impl FnMut(Use<'_>) -> Result<(), DriverError>) -> Result<(), DriverError> {
        self.as_slice().each(f)
    }
}

impl Lane {
    /// Enqueues `enqueue` on this lane after the accesses that `uses` must follow, and records
    /// its accesses: [`run`](Self::run) off a capture, and on the main lane (`main`, which may
    /// be this one) always. The caller has made the device current and checked that every
    /// buffer belongs to it.
    #[inline(always)]
    pub(in crate::driver::safe::ordering) fn run_ordered<T, U: Uses + ?Sized>(
        self: &Arc<Self>,
        main: &Lane,
        uses: &U,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        let on_main = std::ptr::eq(&**self, main);
        let _held = HeldCaptured::hold(uses);
        uses.each(|u| u.accesses.before(main, self, u.write))?;
        let r = self.enqueue(enqueue);
        let g = self.generation();
        let by = if on_main {
            Enqueued::Main(g)
        } else {
            Enqueued::Lane(self, g)
        };
        let _ = uses.each(|u| {
            u.accesses.after(by, u.write);
            Ok(())
        });
        r
    }
}
