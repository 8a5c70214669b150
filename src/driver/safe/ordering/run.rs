//! [`Lane::run`], the way work on buffers reaches a lane: ordered after what it must follow and
//! recorded in the buffers' [`Accesses`](super::Accesses), or, on a lane capturing a graph,
//! recorded with the capture; and [`Lane::run_deferred`] (feature `nccl`), for work a library
//! puts on the lane later. See the module docs.

#[cfg(feature = "nccl")]
use super::accesses::Enqueued;
use super::accesses::Uses;
#[cfg(feature = "nccl")]
use super::capture::refuse_capturing;
use super::capture::{capture_buffer, capture_keep};
#[cfg(feature = "nccl")]
use super::deferred::{Deferred, ordering_group};
use super::lane::{Entered, Lane};
use crate::driver::result::DriverError;
use crate::driver::sys;
use std::sync::Arc;

impl Lane {
    /// Enqueues `enqueue` on this lane after the accesses that `uses` must follow, and records
    /// its accesses. `main` is the device's main lane (which may be this one). The caller has
    /// made the device current and checked that every buffer belongs to it. On a lane that is
    /// capturing a graph, the buffers are recorded with the capture instead and nothing is
    /// ordered (captured work runs only when the graph is launched).
    #[inline(always)]
    pub(crate) fn run<T, U: Uses + ?Sized>(
        self: &Arc<Self>,
        main: &Lane,
        uses: &U,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        if std::ptr::eq(&**self, main) {
            return self.run_ordered(main, uses, enqueue);
        }
        // The look at `capturing` and the enqueue under one entry: a capture of this lane
        // begun or ended by another thread between them would take in work recorded as run, or
        // run work recorded with the graph.
        let entered = self.enter();
        self.run_entered(&entered, main, uses, enqueue)
    }

    /// [`run`](Self::run) under `entered`, an entry of this lane that the caller holds (see
    /// [`enter`](Self::enter)): for an enqueue that goes with an earlier look at whether the
    /// lane captures (a refusal, the stream an allocation goes to), or with other enqueues.
    #[inline(always)]
    pub(crate) fn run_entered<T, U: Uses + ?Sized>(
        self: &Arc<Self>,
        entered: &Entered<'_>,
        main: &Lane,
        uses: &U,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        debug_assert!(entered.is_of(self));
        if entered.capturing() {
            return self.run_captured(uses, enqueue);
        }
        self.run_ordered(main, uses, enqueue)
    }

    /// [`run`](Self::run) for a kernel launch: on a lane capturing a graph, `keep` (the
    /// kernel's module) is kept with the graph, and `enqueue` is told whether the lane
    /// captures. Both go by `run`'s own look under its entry, which holds for the enqueue (the
    /// main lane never captures): no second look.
    #[inline(always)]
    pub(crate) fn run_launch<T, U: Uses + ?Sized>(
        self: &Arc<Self>,
        main: &Lane,
        uses: &U,
        keep: &Arc<impl Send + Sync + 'static>,
        enqueue: impl FnOnce(sys::CUstream, bool) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        if std::ptr::eq(&**self, main) {
            return self.run_ordered(main, uses, |s| enqueue(s, false));
        }
        let entered = self.enter();
        if entered.capturing() {
            capture_keep(self, keep);
            return self.run_captured(uses, |s| enqueue(s, true));
        }
        self.run_ordered(main, uses, |s| enqueue(s, false))
    }

    /// The capturing case of [`run_entered`](Self::run_entered): the buffers recorded with the
    /// capture, nothing ordered (captured work runs only when the graph is launched). The
    /// caller holds an entry of this lane, which captures.
    #[inline(always)]
    fn run_captured<T, U: Uses + ?Sized>(
        self: &Arc<Self>,
        uses: &U,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        uses.each(|u| {
            capture_buffer(u.accesses, self);
            Ok(())
        })?;
        self.enqueue(enqueue)
    }

    /// As [`run`](Self::run), refused with `refusal()` on a lane capturing a graph: for work
    /// that must run now (a copy from or to host memory that the caller takes back when this
    /// returns, which a graph would use at each launch). The look and the enqueue under one
    /// entry: a capture begun by another thread after a look made before would take the work
    /// in.
    pub(crate) fn run_uncaptured<T, U: Uses + ?Sized>(
        self: &Arc<Self>,
        main: &Lane,
        uses: &U,
        refusal: impl FnOnce() -> DriverError,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        if std::ptr::eq(&**self, main) {
            // The main lane never captures.
            return self.run_ordered(main, uses, enqueue);
        }
        let entered = self.enter();
        if entered.capturing() {
            return Err(refusal());
        }
        self.run_ordered(main, uses, enqueue)
    }

    /// Like [`run`](Self::run) for work that `enqueue` hands to a library which puts it on
    /// this lane only later, when `deferred` (of this lane) is launched: the buffers wait for
    /// what they must follow now, and record the access as deferred. Refused on a lane that is
    /// capturing a graph (the launch could come after the capture ended).
    #[cfg(feature = "nccl")]
    pub(crate) fn run_deferred<T, U: Uses + ?Sized>(
        self: &Arc<Self>,
        main: &Lane,
        uses: &U,
        deferred: &Arc<Deferred>,
        enqueue: impl FnOnce(sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        debug_assert!(Arc::ptr_eq(self, &deferred.lane));
        // The refusal's look and the enqueue under one entry (the main lane never captures).
        let _entered = (!std::ptr::eq(&**self, main)).then(|| self.enter());
        refuse_capturing(self, "an operation inside an NCCL group")?;
        let _held = super::accesses::HeldCaptured::hold(uses);
        ordering_group(deferred.group, || {
            uses.each(|u| u.accesses.before(main, self, u.write))
        })?;
        let r = self.enqueue(enqueue);
        let _ = uses.each(|u| {
            u.accesses.after(Enqueued::Deferred(deferred), u.write);
            Ok(())
        });
        r
    }
}
