//! A stream's entry held across a look at whether it captures and the enqueues it decides
//! ([`Held`]): a step of a composed operation ([`Stream::step`]) and a stream-ordered
//! allocation ([`Stream::alloc_uninit_held`] and the ways to it), each one step that no capture
//! of the stream begun or ended by another thread can split.

use super::super::checks::bytes_of;
use super::super::kernel_args::ValidAsZeroBits;
use super::super::ordering::{Enqueued, Entered};
use super::super::slice::CudaSlice;
use super::{HeldCaptured, Stream, Target, Uses};
use crate::driver::result::{self, DriverError};
use crate::driver::sys::CUresult;

/// An entry of a stream (see the ordering core's `Lane::enter`): while it lives, no capture
/// of the stream begins or ends, so [`capturing`](Self::capturing) holds for what is enqueued
/// under it. None on the device's main stream, which never captures (its work pays no
/// entry). Never held twice by one thread for one stream: the second could wait forever for a
/// capture's begin or end that waits for the first (the `_held` ways below take this one).
pub(crate) struct Held<'a>(Option<Entered<'a>>);

impl Held<'_> {
    /// Whether the stream captures a graph: stays so while this lives.
    #[inline]
    pub(crate) fn capturing(&self) -> bool {
        self.0.as_ref().is_some_and(Entered::capturing)
    }

    fn is_of(&self, ps: &Stream) -> bool {
        self.0.as_ref().is_none_or(|e| e.is_of(&ps.lane))
    }
}

#[cold]
fn capture_switched(expected: bool) -> DriverError {
    DriverError::new(CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED).context(if expected {
        "a composed operation's step: the capture of its stream ended before the step was \
         enqueued; the step is refused (nothing of it enqueued)"
    } else {
        "a composed operation's step: its stream began capturing a graph after the operation \
         started; the step is refused (nothing of it enqueued): capture a composed operation \
         with AsyncDevice::capture"
    })
}

#[cold]
fn alloc_in_capture() -> DriverError {
    DriverError::new(CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED).context(
        "allocating on a stream that is capturing a graph: the memory would exist only while \
         the graph runs",
    )
}

impl Stream {
    /// Enters the stream (none on the main stream): see [`Held`].
    #[inline]
    pub(crate) fn hold(&self) -> Held<'_> {
        Held((!std::sync::Arc::ptr_eq(&self.lane, &self.dev.main)).then(|| self.lane.enter()))
    }

    /// One step of a composed operation, whose chain took its stream as capturing a graph or
    /// not (`capturing`): [`begin`](Self::begin), the enqueues of `enqueue` (which gets the
    /// stream and its entry, for the `_held` ways), then records the accesses of `uses` as
    /// this stream's at its current position (an event is recorded only if later work needs
    /// to wait for them). On a capturing stream the buffers are recorded with the capture
    /// instead. All of it under one entry of the stream: a capture begun by another thread
    /// between the look and the enqueues would take in work whose buffers are neither kept
    /// with the graph nor recorded, and one ended meanwhile would run work ordered after
    /// nothing. Refused, before anything is enqueued, if the stream's state is not the
    /// chain's (a capture begun or ended since the chain started: what it keeps is kept for
    /// the one or the other).
    pub(crate) fn step<T, U: Uses + ?Sized>(
        &self,
        uses: &U,
        capturing: bool,
        enqueue: impl FnOnce(&Stream, &Held<'_>) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        // Recorded also if `enqueue` panics (a user's step may have enqueued part of its
        // work): later users of the buffers wait for what was enqueued. Before the entry goes.
        struct Record<'a, U: Uses + ?Sized>(&'a Stream, bool, &'a U);
        impl<U: Uses + ?Sized> Drop for Record<'_, U> {
            fn drop(&mut self) {
                if !self.1 {
                    self.0.record_now(self.2);
                }
            }
        }
        let _captured = HeldCaptured::hold(uses);
        self.enter()?;
        let held = self.hold();
        if held.capturing() != capturing {
            return Err(capture_switched(capturing));
        }
        self.begin_as(capturing, uses)?;
        let _record = Record(self, capturing, uses);
        enqueue(self, &held)
    }

    /// Records the accesses of `uses` as this stream's at its current position: later work on
    /// those buffers waits for what was enqueued on it so far. Nothing on a capturing stream
    /// (`held` says, an entry of this stream).
    pub(crate) fn record_held<U: Uses + ?Sized>(&self, held: &Held<'_>, uses: &U) {
        debug_assert!(held.is_of(self));
        if !held.capturing() {
            self.record_now(uses);
        }
    }

    fn record_now<U: Uses + ?Sized>(&self, uses: &U) {
        let g = self.lane.generation();
        let _ = uses.each(|u| {
            u.accesses.after(Enqueued::Lane(&self.lane, g), u.write);
            Ok(())
        });
    }

    /// Enqueues with `enqueue` after the accesses of `uses` it must follow, and records them,
    /// as [`run`](Self::run), under `held` (an entry of this stream the caller holds). The
    /// caller has made the device current and checked that the buffers belong to it.
    pub(crate) fn run_held<T, U: Uses + ?Sized>(
        &self,
        held: &Held<'_>,
        uses: &U,
        enqueue: impl FnOnce(crate::driver::sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        debug_assert!(held.is_of(self));
        match &held.0 {
            Some(entered) => self
                .lane
                .run_entered(entered, &self.dev.main, uses, enqueue),
            // The main stream.
            None => self.lane.run(&self.dev.main, uses, enqueue),
        }
    }

    /// Allocates `len` zeroed values of `T` in this stream's order. The caller holds no entry
    /// of the stream (a step's goes to [`alloc_zeros_held`](Self::alloc_zeros_held)).
    pub(crate) fn alloc_zeros<T: ValidAsZeroBits>(
        &self,
        len: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        self.alloc_zeros_held(&self.hold(), len)
    }

    /// [`alloc_zeros`](Self::alloc_zeros) under `held`, an entry of this stream.
    pub(crate) fn alloc_zeros_held<T: ValidAsZeroBits>(
        &self,
        held: &Held<'_>,
        len: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        // SAFETY: zeroed just below, in stream order before any use.
        let mut slice = unsafe { self.alloc_uninit_held::<T>(held, len) }?;
        self.memset_zeros(Target::of(&mut slice))?;
        Ok(slice)
    }

    /// Allocates room for `len` values of `T` in this stream's order, uninitialised, under
    /// `held`, an entry of this stream (a step's, or [`hold`](Self::hold)'s): the look at
    /// whether it captures (refused if so: the memory would be the graph's), the reuse of an
    /// allocation it kept, the allocation, and on a lack of memory the frees of what it kept
    /// and the second try, with no capture begun or ended between.
    ///
    /// # Safety
    ///
    /// The memory must be written (in this stream's order) before it is read as `T`.
    pub(crate) unsafe fn alloc_uninit_held<T>(
        &self,
        held: &Held<'_>,
        len: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        debug_assert!(held.is_of(self));
        let dev = &self.dev;
        let bytes = bytes_of::<T>(len, "allocating")?;
        if bytes == 0 {
            // SAFETY: zero bytes own no allocation.
            return Ok(unsafe { CudaSlice::from_raw(dev.clone(), 0, len) });
        }
        if held.capturing() {
            return Err(alloc_in_capture());
        }
        let async_alloc = dev.ctx.async_alloc;
        if async_alloc {
            if let Some(ptr) = self.lane.take_freed(bytes) {
                // SAFETY: an allocation of `bytes` bytes freed on this stream and owned by
                // nobody since; work enqueued on the stream from now on follows every access to
                // it in stream order, as after `cuMemFreeAsync` + `cuMemAllocAsync` here.
                return Ok(unsafe { CudaSlice::from_raw(dev.clone(), ptr, len) });
            }
        }
        let alloc = || {
            let mut ptr = 0;
            self.enqueue(|s| {
                // SAFETY: the stream is live; the caller writes the memory before it is read.
                ptr = unsafe {
                    if async_alloc {
                        result::malloc_async(s, bytes)
                    } else {
                        result::malloc_sync(bytes)
                    }
                }?;
                Ok(())
            })
            .map(|()| ptr)
        };
        let r = match alloc() {
            // What the stream kept for reuse goes back to the pool first, under the same entry.
            Err(e) if e.0 == CUresult::CUDA_ERROR_OUT_OF_MEMORY => {
                let freed = match &held.0 {
                    Some(entered) => self.lane.free_kept_entered(entered),
                    // The main stream, which no capture switches: its entry never waits.
                    None => self.lane.free_kept(),
                };
                match freed {
                    Ok(true) => alloc(),
                    _ => Err(e),
                }
            }
            r => r,
        };
        let ptr = r.map_err(|e| {
            e.context(format!(
                "while allocating {bytes} bytes on device {}",
                dev.ctx.ordinal
            ))
        })?;
        // SAFETY: a fresh allocation of `bytes` bytes owned by nobody else, ordered on this
        // stream; the caller gives it out only once the operation is done.
        Ok(unsafe { CudaSlice::from_raw(dev.clone(), ptr, len) })
    }
}
