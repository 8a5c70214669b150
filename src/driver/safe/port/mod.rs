//! The port: the one way the layers built on the safe layer (the async adapter in
//! `crate::r#async`, NPP, NCCL, cuRAND, cuBLAS and cuBLASLt) reach its internals. Each item
//! says what those layers need (run this on a stream with these buffers ordered, put it off
//! until a group ends, are these two on the same device) rather than how the safe layer does
//! it, so that they read no field of a safe type and name nothing of the ordering core but
//! what is re-exported here.
//!
//! The streams: [`Stream`] is a stream as those layers use it (one of an async adapter's
//! own, a user's [`CudaStream`], the calling thread's, or the device's main stream).
//!
//! The libraries submit work one way ([`submit`]): a destination ([`Dest`]: the calling
//! thread's stream, a given stream, a chain's step, an adapter's pool) is checked into a
//! `Submission`, whose `submit` enqueues the call ordered with its buffers, with the
//! adapter's future where there is one. The adapter reaches its own streams the same way for
//! what it runs itself: [`Stream::begin`] (order after the main stream and after what its
//! buffers must follow), the enqueues, then [`Stream::finish`] (record the mark the
//! completion thread waits for, and register the operation with its buffers). An enqueue that
//! fails drains the stream before returning, so that whatever the operation owns can be
//! released at once.

use super::checks::same_device;
use super::device::CudaDevice;
use super::function::CudaFunction;
use super::graph::CudaGraphExec;
use super::kernel_args::{ArgList, ValidAsZeroBits};
use super::launch_config::LaunchConfig;
use super::ordering::{Enqueued, Lane, capture_buffer, capture_keep, is_capturing};
use super::slice::{DevicePtr, DevicePtrMut};
use super::stream::CudaStream;
use crate::driver::result::{self, DriverError};
use std::sync::Arc;

mod held;
mod operand;
mod submit;

pub(crate) use held::Held;

pub(crate) use super::checks::len_mismatch;
// Used by the libraries, each behind its feature.
#[cfg(feature = "npp")]
pub(crate) use super::checks::{bad_image, region_within};
pub(crate) use super::device::Releaser;
pub(crate) use super::host_copy::{advise_huge_pages, parallel_copy};
#[cfg(feature = "npp")]
pub(crate) use super::image::Parts;
pub(crate) use super::kernel_args::{ChainArgList, plain_data};
#[cfg(feature = "nccl")]
pub(crate) use super::ordering::Deferred;
pub(crate) use super::ordering::{HeldCaptured, OpMark, Use, Uses, sync};
pub(crate) use super::slice::sealed::Sealed;
pub(crate) use super::staging::PinnedBuf;
pub(crate) use super::util::lock;
#[cfg(feature = "npp")]
pub(crate) use super::util::plural;
#[cfg_attr(
    not(any(
        feature = "nccl",
        feature = "curand",
        feature = "cublas",
        feature = "cublaslt"
    )),
    allow(unused_imports)
)]
pub(crate) use operand::Operand;
#[cfg_attr(
    not(all(
        feature = "npp",
        feature = "nccl",
        feature = "curand",
        feature = "cublas",
        feature = "cublaslt"
    )),
    allow(unused_imports)
)]
pub(crate) use submit::{AsyncPool, Dest, NoPool, Submitted};

// What a face in cudarc 0.19's shape (`crate::stream_api`) needs: in `port/stream_face.rs`.
mod stream_face;
pub(crate) use stream_face::{
    Accesses, DynArgs, Handout, KeptErrors, LoadedModule, StreamCapture, alloc_unified,
    allocates_in_stream_order, buffer_use, device_of_own_context, enter_with, host_wait_for,
    instantiate_graph, keep_error_in, keep_module_with_graphs, load_module, module_function,
    module_global, take_kept_error, unified_concurrent, view_mut_of, view_of,
};

/// Checks that `thing`, of device `owner`, may be used by work on device `this`: both must be
/// the same [`CudaDevice`] object (two `CudaDevice::new` of one GPU are two objects, with their
/// own streams and records). `user` says who uses it, as in "the communicator is on".
#[cfg(any(
    feature = "npp",
    feature = "nccl",
    feature = "cublas",
    feature = "cublaslt"
))]
#[inline]
pub(crate) fn check_same_device(
    thing: impl FnOnce() -> String,
    owner: &CudaDevice,
    user: &str,
    this: &CudaDevice,
) -> Result<(), DriverError> {
    same_device(thing, &owner.ctx, user, &this.ctx)
}

/// As [`check_same_device`], for a buffer that an operation on device `this` uses.
#[cfg(any(feature = "nccl", feature = "cublaslt"))]
#[inline]
pub(crate) fn check_use_device(
    thing: impl FnOnce() -> String,
    used: &Use<'_>,
    user: &str,
    this: &CudaDevice,
) -> Result<(), DriverError> {
    same_device(thing, used.ctx, user, &this.ctx)
}

/// A stream as the layers above use it: one of an async adapter's streams, a user's
/// [`CudaStream`], or the device's main stream.
#[derive(Clone)]
pub(crate) struct Stream {
    lane: Arc<Lane>,
    dev: Arc<CudaDevice>,
    /// Errors kept for the next call of the object this stream is a face of (a cudarc 0.19
    /// `CudaContext`'s), taken by every fallible call on it besides the device's.
    errors: Option<Arc<KeptErrors>>,
}

impl std::fmt::Debug for Stream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stream").field("lane", &self.lane).finish()
    }
}

/// The work enqueued on a stream up to a point ([`Stream::enqueued_so_far`]).
pub(crate) struct EnqueuedSoFar {
    ps: Stream,
    g: u64,
}

impl EnqueuedSoFar {
    /// Waits until the GPU is done with that work: at once where it is known to be (a mark
    /// after it was reached, or the stream synchronized), else by synchronizing the stream.
    /// The error of the context if it failed.
    pub(crate) fn wait(&self) -> Result<(), DriverError> {
        let lane = &self.ps.lane;
        if lane.is_done(self.g) {
            return Ok(());
        }
        // Not `check_and_make_current`: an error kept from a drop is the next call's.
        self.ps.dev.ctx.make_current()?;
        lane.synchronize()
    }
}

/// The index in `streams` of a stream where a buffer of `uses` has an access that may still be
/// running and that the operation must follow anyway (see `Accesses::lane_to_follow`), if
/// one of them is such a stream: enqueued there, the operation follows it in stream order
/// with no wait, and its buffer's later users find its accesses on one stream.
pub(crate) fn stream_to_follow<U: Uses + ?Sized>(streams: &[Stream], uses: &U) -> Option<usize> {
    let mut found = None;
    let _ = uses.each(|u| {
        if found.is_none() {
            found = u
                .accesses
                .lane_to_follow(u.write)
                .and_then(|lane| streams.iter().position(|s| Arc::ptr_eq(&s.lane, &lane)));
        }
        Ok(())
    });
    found
}

impl Stream {
    /// A new stream of `dev`.
    pub(crate) fn new(dev: &Arc<CudaDevice>) -> Result<Stream, DriverError> {
        dev.check_and_make_current()?;
        Ok(Stream {
            lane: Lane::create_with(&dev.ctx, None, true)?,
            dev: dev.clone(),
            errors: None,
        })
    }

    /// Operations on a user's stream (or on one capturing a graph) through the same interface.
    pub(crate) fn of_stream(stream: &CudaStream) -> Stream {
        Stream {
            lane: stream.lane.clone(),
            dev: stream.device.clone(),
            errors: None,
        }
    }

    /// The main stream of `dev` itself (not the calling thread's stream of it).
    pub(crate) fn main_of(dev: &Arc<CudaDevice>) -> Stream {
        Stream {
            lane: dev.main.clone(),
            dev: dev.clone(),
            errors: None,
        }
    }

    /// The stream that the calling thread's work on `dev` goes to, for an operation that
    /// uses `uses` (see [`CudaDevice::run_on_thread_lane`]): a library that keeps something per stream
    /// (cuBLAS's workspace) picks it with [`raw`](Self::raw), then enqueues with
    /// [`run`](Self::run).
    pub(crate) fn of_thread<U: Uses + ?Sized>(
        dev: &Arc<CudaDevice>,
        uses: &U,
    ) -> Result<Stream, DriverError> {
        Ok(Stream {
            lane: dev.lane_for(uses)?.into_arc(),
            dev: dev.clone(),
            errors: None,
        })
    }

    /// The stream's handle, as a library's `set_stream` takes it. Work enqueued on it by hand
    /// is not ordered with the crate's buffers: enqueue through [`run`](Self::run).
    #[cfg(any(feature = "cublas", feature = "cublaslt"))]
    pub(crate) fn raw(&self) -> crate::driver::sys::CUstream {
        *self.lane.raw()
    }

    /// The same stream, its calls also taking the errors kept in `errors` (those of the
    /// object it is a face of).
    pub(crate) fn with_errors(mut self, errors: Arc<KeptErrors>) -> Stream {
        self.errors = Some(errors);
        self
    }

    /// The prologue of a fallible call on the stream: the errors kept for it (its object's,
    /// then the device's) are returned, and the device's context is made current.
    #[inline(always)]
    pub(crate) fn enter(&self) -> Result<(), DriverError> {
        if let Some(errors) = &self.errors {
            errors.take()?;
        }
        self.dev.check_and_make_current()
    }

    /// The device.
    pub(crate) fn device(&self) -> &Arc<CudaDevice> {
        &self.dev
    }

    /// The stream's generation (enqueues counted so far) if everything enqueued on it is known
    /// to be finished (its latest operation was seen complete, or the stream was
    /// synchronised).
    pub(crate) fn idle_generation(&self) -> Option<u64> {
        let g = self.lane.generation();
        self.lane.is_done(g).then_some(g)
    }

    /// Enqueues counted on the stream so far.
    pub(crate) fn generation(&self) -> u64 {
        self.lane.generation()
    }

    /// The work enqueued on the stream so far, for what it makes to wait for when it is
    /// taken (see [`EnqueuedSoFar::wait`]).
    pub(crate) fn enqueued_so_far(&self) -> EnqueuedSoFar {
        EnqueuedSoFar {
            ps: self.clone(),
            g: self.lane.generation(),
        }
    }

    /// Whether the stream is capturing a graph: work enqueued on it then does not run, buffers
    /// are recorded with the capture, and no mark is recorded.
    pub(crate) fn capturing(&self) -> bool {
        is_capturing(&self.lane)
    }

    /// Starts an operation that uses `uses`: checks that they belong to this device, and makes
    /// the stream wait for everything enqueued on the main stream so far and for the accesses
    /// the operation's must follow.
    pub(crate) fn begin<U: Uses + ?Sized>(&self, uses: &U) -> Result<(), DriverError> {
        self.enter()?;
        self.begin_as(self.capturing(), uses)
    }

    /// [`begin`](Self::begin) once entered, the stream taken as `capturing` or not (a look
    /// made under an entry of it that the caller holds, or on a stream no capture begins or
    /// ends on meanwhile).
    fn begin_as<U: Uses + ?Sized>(&self, capturing: bool, uses: &U) -> Result<(), DriverError> {
        let dev = &self.dev;
        if capturing {
            return uses.each(|u| {
                same_device(
                    || "the buffer".into(),
                    u.ctx,
                    "this stream belongs to",
                    &dev.ctx,
                )?;
                capture_buffer(u.accesses, &self.lane);
                Ok(())
            });
        }
        // A no-op unless work was enqueued on the main stream (or the calling thread's stream
        // of the device) since this stream last waited.
        self.lane.wait_all_of_main(&dev.main)?;
        if let Some(lane) = dev.threads.existing() {
            self.lane.wait_all_of(&lane)?;
        }
        uses.each(|u| {
            same_device(
                || "the buffer".into(),
                u.ctx,
                "this AsyncDevice wraps",
                &dev.ctx,
            )?;
            u.accesses.before(&dev.main, &self.lane, u.write)
        })
    }

    /// Records the operation's mark after what was enqueued on the stream so far (`flagged`:
    /// see [`mark`](Self::mark)), and registers it with `uses`: later work on those buffers
    /// (their frees included) waits for it.
    pub(crate) fn finish<U: Uses + ?Sized>(
        &self,
        uses: &U,
        flagged: bool,
    ) -> Result<Arc<OpMark>, DriverError> {
        let mark = self.mark(flagged)?;
        let _ = uses.each(|u| {
            u.accesses.after(Enqueued::Mark(&mark), u.write);
            Ok(())
        });
        Ok(mark)
    }

    /// Enqueues with `enqueue` (which gets the stream's handle) after the accesses of `uses`
    /// it must follow, then records its own accesses in them: a library's call on this stream,
    /// ordered with every other use of its buffers. The caller has made the device current and
    /// checked that the buffers belong to it. On a stream capturing a graph the buffers are
    /// recorded with the capture instead.
    pub(crate) fn run<T, U: Uses + ?Sized>(
        &self,
        uses: &U,
        enqueue: impl FnOnce(crate::driver::sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        self.lane.run(&self.dev.main, uses, enqueue)
    }

    /// Launches `f` (a kernel of the crate's own, from [`CudaDevice::crate_function`]) on
    /// `raw`, this stream's handle as [`run`](Self::run)'s closure gets it; a graph being
    /// captured on the stream keeps the kernel's module loaded while it can run.
    ///
    /// # Safety
    ///
    /// `params` match the kernel's parameters, and the buffers they point to hold what the
    /// kernel touches; the call is inside `run`, which orders them.
    #[cfg(feature = "cublas")]
    pub(crate) unsafe fn launch_in_run<P: ArgList>(
        &self,
        f: &CudaFunction,
        raw: crate::driver::sys::CUstream,
        cfg: &LaunchConfig,
        params: &P,
    ) -> Result<(), DriverError> {
        capture_keep(&self.lane, &f.0);
        // SAFETY: the caller's contract; the function's module stays loaded while `f` lives,
        // and with the graph being captured.
        let r = params.with_params(|args| unsafe { f.launch_raw(raw, cfg, args, false) });
        // Inside `run` the launch's error is the closure's value, which the stream's own
        // bookkeeping does not see: a sticky one is kept here.
        self.dev.keep_if_sticky(r)
    }

    /// Work that a library takes now and puts on this stream only later, when
    /// [`Deferred::launch`] is called (the operations of an NCCL group, launched when the
    /// group ends). `group` (non-zero, unique) names the batch, whose operations may use each
    /// other's buffers meanwhile; `why` is what a refusal of other work on them says.
    #[cfg(feature = "nccl")]
    pub(crate) fn defer(&self, group: u64, why: &'static str) -> Arc<Deferred> {
        Deferred::new(&self.lane, group, why)
    }

    /// As [`run`](Self::run), for work that `enqueue` hands to a library which puts it on
    /// this stream only when `deferred` (made by [`defer`](Self::defer) on this stream) is
    /// launched: the buffers record the work as deferred until then, refusing other work on
    /// them. Refused on a stream capturing a graph (the launch could come after the capture).
    #[cfg(feature = "nccl")]
    pub(crate) fn run_deferred<T, U: Uses + ?Sized>(
        &self,
        uses: &U,
        deferred: &Arc<Deferred>,
        enqueue: impl FnOnce(crate::driver::sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        self.lane
            .run_deferred(&self.dev.main, uses, deferred, enqueue)
    }

    /// Whether `other` is this same stream.
    pub(crate) fn same_as(&self, other: &Stream) -> bool {
        Arc::ptr_eq(&self.lane, &other.lane)
    }

    /// A mark after what was enqueued on the stream so far. `flagged` asks for a flag the
    /// host can poll without calling the driver, for a mark someone will wait for at once (it
    /// costs an enqueue more).
    pub(crate) fn mark(&self, flagged: bool) -> Result<Arc<OpMark>, DriverError> {
        OpMark::record(&self.dev.events, &self.lane, flagged)
    }

    /// Makes the stream wait until the GPU reaches `mark` (of this device).
    pub(crate) fn wait_mark(&self, mark: &OpMark) -> Result<(), DriverError> {
        mark.make_wait(&self.lane)
    }

    /// Gives what the stream kept of its freed allocations back to the driver's pool, in its
    /// order; whether there was anything.
    pub(crate) fn free_kept(&self) -> Result<bool, DriverError> {
        self.enter()?;
        self.lane.free_kept()
    }

    /// If the stream is capturing a graph, keeps `what` alive with the graph (for what its
    /// replays use besides buffers: a library's handle or state).
    #[cfg(any(feature = "curand", feature = "nccl"))]
    pub(crate) fn keep_in_capture(&self, what: &Arc<impl Send + Sync + 'static>) {
        capture_keep(&self.lane, what);
    }

    /// As [`free_kept`](Self::free_kept), without taking the device's kept drop errors: for a
    /// synchronize of another object of the GPU, whose caller they are not for.
    pub(crate) fn give_back_kept(&self) -> Result<bool, DriverError> {
        self.dev.ctx.make_current()?;
        self.lane.free_kept()
    }

    /// Keeps no more of the allocations freed on the stream, and gives back what it kept: for
    /// an adapter that goes, whose streams nothing allocates on again, while buffers that
    /// last used them may still be freed there.
    pub(crate) fn stop_keeping(&self) -> Result<bool, DriverError> {
        // Called as the adapter goes (a `Drop`): kept drop errors stay for the next call.
        self.dev.ctx.make_current()?;
        self.lane.stop_keeping()
    }

    /// Waits for the stream's work: what a failed enqueue does before its resources go.
    pub(crate) fn drain(&self) {
        let _ = self.lane.synchronize();
    }

    /// Enqueues with `f`, which gets the stream's handle (for calls of other libraries that
    /// take a stream, such as NPP and NCCL, and for the operations below); on failure drains
    /// the stream first.
    pub(crate) fn enqueue(
        &self,
        f: impl FnOnce(crate::driver::sys::CUstream) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        let r = self.lane.enqueue(f);
        if r.is_err() {
            self.drain();
        }
        r
    }

    /// Makes the stream wait for everything enqueued on `other` so far (of this device or
    /// another one).
    pub(crate) fn wait_all_of(&self, other: &Stream) -> Result<(), DriverError> {
        if Arc::ptr_eq(&self.dev, &other.dev) {
            self.lane.wait_all_of(&other.lane)
        } else {
            self.lane.wait_other_device(&other.lane).map(drop)
        }
    }

    /// A pinned staging buffer of at least `bytes` bytes from the device's pool.
    pub(crate) fn staging(&self, bytes: usize) -> Result<PinnedBuf, DriverError> {
        self.dev.pinned.get(bytes)
    }

    /// A pinned staging buffer holding a copy of `src`'s bytes (copied by several threads when
    /// large).
    pub(crate) fn stage<T>(&self, src: &[T]) -> Result<PinnedBuf, DriverError> {
        let bytes = size_of_val(src);
        let mut buf = self.staging(bytes)?;
        // SAFETY: the buffer has room for `bytes`; the regions are distinct allocations.
        unsafe { parallel_copy(src.as_ptr().cast(), buf.as_mut_ptr(), bytes) };
        Ok(buf)
    }

    /// Copies `dst.bytes` bytes from `src` into `dst`.
    ///
    /// # Safety
    ///
    /// `src` must hold that many bytes of valid values of the destination's type, and stay
    /// allocated (owned by the operation) until the operation is done.
    pub(crate) unsafe fn upload(&self, src: &PinnedBuf, dst: Target) -> Result<(), DriverError> {
        if dst.bytes == 0 {
            return Ok(());
        }
        // SAFETY: as the caller promised; `dst` has room for its bytes, valid in this stream's
        // order after `begin`.
        self.enqueue(|s| unsafe {
            result::memcpy_htod_async(
                dst.ptr,
                std::slice::from_raw_parts(src.as_ptr(), dst.bytes),
                s,
            )
        })
    }

    /// Copies `src` into `dst`, a pinned buffer of at least `src.num_bytes()` bytes owned by the
    /// operation until it is done.
    pub(crate) fn download<T, S: DevicePtr<T> + ?Sized>(
        &self,
        src: &S,
        dst: &mut PinnedBuf,
    ) -> Result<(), DriverError> {
        let bytes = src.num_bytes();
        let s = *src.device_ptr();
        if bytes == 0 {
            return Ok(());
        }
        let d = dst.as_mut_ptr();
        // SAFETY: the buffer has room for `bytes` (the caller got it for that size) and stays
        // owned by the operation until the copy is done; `src` holds `bytes` bytes, valid in
        // this stream's order after `begin`.
        self.enqueue(|stream| unsafe {
            result::memcpy_dtoh_async(std::slice::from_raw_parts_mut(d, bytes), s, stream)
        })
    }

    /// Copies `src` into `dst` (of the same size, checked by the caller).
    pub(crate) fn copy<T, S: DevicePtr<T>>(&self, src: &S, dst: Target) -> Result<(), DriverError> {
        let bytes = src.num_bytes().min(dst.bytes);
        let s = *src.device_ptr();
        if bytes == 0 {
            return Ok(());
        }
        // SAFETY: both hold `bytes`, valid in this stream's order after `begin`.
        self.enqueue(|stream| unsafe { result::memcpy_dtod_async(dst.ptr, s, bytes, stream) })
    }

    /// Sets every byte of `dst` to zero (the caller knows zero bytes are valid values).
    pub(crate) fn memset_zeros(&self, dst: Target) -> Result<(), DriverError> {
        if dst.bytes == 0 {
            return Ok(());
        }
        // SAFETY: `dst` holds its bytes, valid in this stream's order after `begin`.
        self.enqueue(|s| unsafe { result::memset_d8_async(dst.ptr, 0, dst.bytes, s) })
    }

    /// Checks a launch of `f` with `params` and `cfg` on this device, before `begin`.
    pub(crate) fn check_launch<P: ArgList>(
        &self,
        f: &CudaFunction,
        cfg: &LaunchConfig,
        params: &P,
    ) -> Result<(), DriverError> {
        same_device(
            || format!("kernel {:?}", f.name()),
            &f.0.device.ctx,
            "this AsyncDevice wraps",
            &self.dev.ctx,
        )?;
        f.check(params, cfg)
    }

    /// Launches `f`.
    ///
    /// # Safety
    ///
    /// As for [`LaunchAsync`](super::LaunchAsync); [`check_launch`](Self::check_launch) must
    /// have succeeded and `begin` ordered the stream after the arguments' buffers.
    pub(crate) unsafe fn launch<P: ArgList>(
        &self,
        f: &CudaFunction,
        cfg: &LaunchConfig,
        params: &P,
    ) -> Result<(), DriverError> {
        // A graph being captured keeps the kernel's module loaded while it can run.
        capture_keep(&self.lane, &f.0);
        // SAFETY: the caller's contract.
        self.enqueue(|s| params.with_params(|args| unsafe { f.launch_raw(s, cfg, args, false) }))
    }

    /// Checks that `exec` belongs to this device, before `begin`.
    pub(crate) fn check_graph(&self, exec: &CudaGraphExec) -> Result<(), DriverError> {
        same_device(
            || "the graph".into(),
            &exec.device().ctx,
            "this AsyncDevice wraps",
            &self.dev.ctx,
        )
    }

    /// Launches `exec` (checked, and ordered by `begin` with its resources as the uses).
    pub(crate) fn launch_graph(&self, exec: &CudaGraphExec) -> Result<(), DriverError> {
        self.enqueue(|s| exec.enqueue(s))
    }
}

/// Device memory an operation writes: the address and size of a buffer borrowed mutably for
/// the call that made this, so that nothing else uses it meanwhile.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Target {
    ptr: crate::driver::sys::CUdeviceptr,
    bytes: usize,
}

impl Target {
    /// `bytes` bytes at `ptr`: memory of a buffer borrowed mutably for the call that makes
    /// this (a face's view of a [`CudaSlice`]).
    pub(crate) fn at(ptr: crate::driver::sys::CUdeviceptr, bytes: usize) -> Self {
        Target { ptr, bytes }
    }

    pub(crate) fn of<T, D: DevicePtrMut<T> + ?Sized>(dst: &mut D) -> Self {
        Target {
            bytes: dst.num_bytes(),
            ptr: *dst.device_ptr_mut(),
        }
    }
}

// ---- images ------------------------------------------------------------------------------------

pub(crate) use super::checks::{host_image_len, image_row_bytes, same_shape};
pub(crate) use super::image::image_sealed::HasParts;
pub(crate) use super::image_copy::Copy2D;

impl Stream {
    /// Allocates a zeroed image (`cuMemAllocPitch`, then a memset in this stream's order).
    pub(crate) fn alloc_image_zeros<T: ValidAsZeroBits>(
        &self,
        width: usize,
        height: usize,
        channels: usize,
    ) -> Result<super::CudaImage<T>, DriverError> {
        // SAFETY: zeroed just below, in stream order before any use (the image reaches the
        // caller only once the operation is done).
        let img = unsafe {
            super::CudaImage::<T>::alloc_pitched(
                &self.dev,
                "AsyncDevice::alloc_image_zeros",
                width,
                height,
                channels,
            )
        }?;
        let p = img.parts();
        self.memset_zeros(Target {
            ptr: p.ptr,
            bytes: p.pitch * p.height,
        })?;
        Ok(img)
    }

    /// Enqueues a 2D copy.
    ///
    /// # Safety
    ///
    /// As for [`Copy2D::enqueue`]: the rows valid in this stream's order after `begin`, and
    /// host memory owned by the operation until it is done.
    pub(crate) unsafe fn copy_2d(&self, copy: &Copy2D) -> Result<(), DriverError> {
        // SAFETY: the caller's contract.
        self.enqueue(|s| unsafe { copy.enqueue(s) })
    }
}
