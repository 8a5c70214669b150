//! What a face of the crate in cudarc 0.19's shape (`crate::stream_api`) needs of the safe
//! layer, said as what such a face needs: a stream of each kind (its own, the main one, the
//! calling thread's, one another library owns), work on buffers run ordered and recorded,
//! copies through the core's staging, a buffer's address handed out for work the crate does
//! not see, graph captures through the gate, launches checked against the kernel, modules
//! outside the device's table of named ones, and records of its own for host memory and
//! module globals.

use super::super::checks::same_device;
pub(crate) use super::super::context::KeptErrors;
use super::super::device::CudaDevice;
use super::super::function::CudaFunction;
use super::super::kernel_args::ArgList;
use super::super::launch_config::LaunchConfig;
use super::super::ordering::{Capture, Lane, capture_buffer};
use super::super::slice::{CudaSlice, DevicePtr, DevicePtrMut};
use super::{Held, HeldCaptured, OpMark, Stream, Target, Use};
use crate::driver::result::{self, DriverError};
use std::sync::Arc;

pub(crate) use super::super::kernel_args::DynArgs;
pub(crate) use super::super::module::LoadedModule;
pub(crate) use super::super::ordering::Accesses;
pub(crate) use super::super::slice::{view_mut_of, view_of};

/// A buffer of `dev` that an operation uses, by its record: for a face whose buffers keep
/// their own records (host memory the GPU reads, a module's globals) or borrow a
/// [`CudaSlice`]'s.
#[inline(always)]
pub(crate) fn buffer_use<'a>(accesses: &'a Accesses, dev: &'a CudaDevice, write: bool) -> Use<'a> {
    Use {
        accesses,
        ctx: &dev.ctx,
        write,
    }
}

/// The error kept from a `Drop` of `dev`'s, if any, taken (cudarc's `check_err`).
pub(crate) fn take_kept_error(dev: &CudaDevice) -> Result<(), DriverError> {
    dev.ctx.take_status()
}

/// Makes `dev`'s context current, returning (and clearing) first an error kept in `errors`
/// (those of one object of the face, a cudarc 0.19 `CudaContext`'s), then one kept for the
/// device (from a `Drop`): the prologue of every fallible call.
#[inline(always)]
pub(crate) fn enter_with(dev: &CudaDevice, errors: &KeptErrors) -> Result<(), DriverError> {
    errors.take()?;
    dev.check_and_make_current()
}

/// Keeps `e` in `errors` for the next fallible call of the object they belong to (cudarc's
/// `record_err`); an error that broke `dev`'s context for good is also the device's.
pub(crate) fn keep_error_in(dev: &CudaDevice, errors: &KeptErrors, e: DriverError) {
    let _ = dev.keep_if_sticky::<()>(Err(e));
    errors.keep(e);
}

/// Whether `dev` allocates in stream order (`cuMemAllocAsync`).
pub(crate) fn allocates_in_stream_order(dev: &CudaDevice) -> bool {
    dev.ctx.async_alloc
}

/// Waits on the host until every access recorded in `accesses` (of `dev`) is done: for host
/// memory that the GPU reads or writes, before the host touches it or frees it. Errors kept for
/// the device (from drops) are left for its next call, as in a teardown: taking one here would
/// return before the wait, and a free would overtake the work.
pub(crate) fn host_wait_for(dev: &CudaDevice, accesses: &Accesses) -> Result<(), DriverError> {
    dev.make_current()?;
    accesses.before(&dev.main, &dev.main, true)?;
    OpMark::record(&dev.events, &dev.main, false)?.synchronize()
}

/// Loads `ptx` into `dev` as a module of its own, outside the device's table of named modules.
pub(crate) fn load_module(
    dev: &Arc<CudaDevice>,
    ptx: crate::nvrtc::Ptx,
) -> Result<Arc<LoadedModule>, DriverError> {
    dev.check_and_make_current()?;
    LoadedModule::load(
        &dev.ctx,
        ptx,
        "(a module loaded by CudaContext::load_module)",
    )
}

/// The kernel `name` of `module` (loaded into `dev` by [`load_module`]).
pub(crate) fn module_function(
    dev: &Arc<CudaDevice>,
    module: &Arc<LoadedModule>,
    name: &str,
) -> Result<CudaFunction, DriverError> {
    dev.check_and_make_current()?;
    dev.function_of(module.clone(), name)
}

/// The address and size in bytes of `module`'s global `name`, for work on streams (copies
/// into and out of it). The module's unload then waits for the context first, as after a
/// launch of one of its kernels: such work may still run when the module goes, and the
/// driver's unload is not documented to wait for it.
pub(crate) fn module_global(
    dev: &CudaDevice,
    module: &LoadedModule,
    name: &str,
) -> Result<(crate::driver::sys::CUdeviceptr, usize), DriverError> {
    dev.check_and_make_current()?;
    let global = module.global(name)?;
    module.note_launch();
    Ok(global)
}

/// Keeps `module` loaded for as long as a graph that captured work on its global (recorded
/// in `accesses`) is left: each launch of such a graph uses the global's memory again, which
/// the module's unload would free.
pub(crate) fn keep_module_with_graphs(module: &Arc<LoadedModule>, accesses: &Accesses) {
    if let Some(c) = accesses.captured() {
        c.keep_alive(module.clone());
    }
}

/// A device object over `cu_ctx`, a context of device `cu_device` (ordinal `ordinal`) made for it alone (not the
/// primary one), destroyed when the device object and everything of it are gone: for a face
/// that offers non-primary contexts.
///
/// # Safety
///
/// `cu_ctx` must be a live context of `cu_device`, owned by nobody else from now on.
pub(crate) unsafe fn device_of_own_context(
    ordinal: usize,
    cu_device: crate::driver::sys::CUdevice,
    cu_ctx: crate::driver::sys::CUcontext,
) -> Result<Arc<CudaDevice>, DriverError> {
    // SAFETY: the caller's contract.
    let ctx = unsafe { super::super::context::Ctx::adopt(ordinal, cu_device, cu_ctx) }?;
    CudaDevice::with_ctx(ctx)
}

/// Allocates `len` zeroed values' bytes of `T` in unified memory of `dev`, attached as
/// `attach` says (a face's unified memory, with cudarc 0.19's attach modes).
pub(crate) fn alloc_unified<T>(
    dev: &Arc<CudaDevice>,
    len: usize,
    attach: crate::driver::sys::CUmemAttach_flags,
) -> Result<super::super::ManagedSlice<T>, DriverError> {
    dev.alloc_managed_attached(len, attach)
}

/// Whether `dev` lets the host use managed memory while its kernels run, as `m` recorded.
pub(crate) fn unified_concurrent<T>(m: &super::super::ManagedSlice<T>) -> bool {
    m.concurrent_access()
}

/// A buffer's address handed out for work on a stream that the crate does not see (cudarc
/// 0.19's `device_ptr`): until this is dropped, later work on the buffer that must follow such
/// work waits for everything enqueued on that stream at its own time. Dropped, the access is
/// recorded where the stream is then, as any other. Leaked (`mem::forget`), it stays open for
/// good: later work and the buffer's free wait for everything on that stream, always.
pub(crate) struct Handout<'a> {
    accesses: &'a Accesses,
    lane: Arc<Lane>,
    main: Arc<Lane>,
    /// `None` on a stream capturing a graph: the buffer is recorded with the capture instead.
    token: Option<u64>,
}

impl Drop for Handout<'_> {
    fn drop(&mut self) {
        if let Some(token) = self.token {
            // Counted as an enqueue: a mark recorded from now on covers the work enqueued by
            // hand before this drop, and one recorded before does not claim this generation.
            let _ = self.lane.enqueue(|_| Ok(()));
            self.accesses
                .close(token, self.lane.generation(), &self.main);
        }
    }
}

/// A graph capture in progress on a stream (see [`Stream::begin_capture`]).
pub(crate) struct StreamCapture {
    capture: Capture,
    dev: Arc<CudaDevice>,
}

impl StreamCapture {
    /// Ends the capture: its graph, with the buffers and kernels it used recorded with it, or
    /// `None` where the driver made no graph.
    pub(crate) fn end(mut self) -> Result<Option<super::super::CudaGraph>, DriverError> {
        let (r, recorded) = self.capture.end();
        match r? {
            g if g.is_null() => Ok(None),
            g => Ok(Some(super::super::CudaGraph::new(
                g,
                self.dev.clone(),
                recorded,
            ))),
        }
    }
}

/// Instantiates `graph` with `cuGraphInstantiate`'s `flags` (a face's `end_capture` flags).
pub(crate) fn instantiate_graph(
    graph: &super::super::CudaGraph,
    flags: u64,
) -> Result<super::super::CudaGraphExec, DriverError> {
    graph.instantiate_with(flags)
}

impl Stream {
    /// A new stream of `dev` with `priority` (see
    /// [`CudaDevice::stream_priority_range`]).
    pub(crate) fn with_priority(
        dev: &Arc<CudaDevice>,
        priority: i32,
    ) -> Result<Stream, DriverError> {
        dev.check_and_make_current()?;
        Ok(Stream {
            lane: Lane::create_with(&dev.ctx, Some(priority), true)?,
            dev: dev.clone(),
            errors: None,
        })
    }

    /// The calling thread's stream of `dev` (the main stream on the thread that opened it).
    pub(crate) fn of_calling_thread(dev: &Arc<CudaDevice>) -> Result<Stream, DriverError> {
        dev.check_and_make_current()?;
        Ok(Stream {
            lane: dev.thread_lane()?.into_arc(),
            dev: dev.clone(),
            errors: None,
        })
    }

    /// A stream of `dev` that another library owns, ordered like any other.
    ///
    /// # Safety
    ///
    /// `raw` must be a live stream of `dev`'s context, kept alive by its owner while work is
    /// enqueued on it through the returned stream, and until that work is finished.
    pub(crate) unsafe fn borrowed(
        dev: &Arc<CudaDevice>,
        raw: crate::driver::sys::CUstream,
    ) -> Result<Stream, DriverError> {
        dev.check_and_make_current()?;
        Ok(Stream {
            // SAFETY: the caller's contract.
            lane: unsafe { Lane::wrap_borrowed(&dev.ctx, raw) }?,
            dev: dev.clone(),
            errors: None,
        })
    }

    /// Lets go of a stream made by [`borrowed`](Self::borrowed) when its wrapper goes: its work
    /// is waited for, whatever errors are kept for the device (they stay for the next call),
    /// and nothing of the crate touches the stream afterwards, since its owner may destroy it.
    pub(crate) fn release_borrowed(&self) -> Result<(), DriverError> {
        self.dev.make_current()?;
        self.lane.release_borrowed()
    }

    /// The stream's handle, for work of the user's on it: on the main stream, buffers are
    /// freed in its order from then on (after such work enqueued before their drop).
    pub(crate) fn hand_out_raw(&self) -> crate::driver::sys::CUstream {
        if self.same_as(&Stream::main_of(&self.dev)) {
            *self.lane.hand_out()
        } else {
            *self.lane.raw()
        }
    }

    /// Waits on the host for the work enqueued on the stream so far (the device made current
    /// and its kept errors taken first).
    pub(crate) fn synchronize_checked(&self) -> Result<(), DriverError> {
        self.enter()?;
        self.lane.synchronize()
    }

    /// Runs `enqueue` (which gets the stream's handle) ordered after the accesses of `uses`
    /// it must follow, and records its own: the device made current, and each buffer checked
    /// to belong to it (`what` names the call in the error).
    #[inline(always)]
    pub(crate) fn run_checked<T>(
        &self,
        what: &str,
        uses: &[Use<'_>],
        enqueue: impl FnOnce(crate::driver::sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        self.enter_with(what, uses)?;
        self.lane.run(&self.dev.main, uses, enqueue)
    }

    /// The prologue of [`run_checked`](Self::run_checked) and its refusing twin: the stream's
    /// [`enter`](Self::enter), then every buffer of `uses` checked to be of its device.
    #[inline(always)]
    fn enter_with(&self, what: &str, uses: &[Use<'_>]) -> Result<(), DriverError> {
        self.enter()?;
        for u in uses {
            same_device(
                || format!("in {what}: a buffer"),
                u.ctx,
                "the stream belongs to",
                &self.dev.ctx,
            )?;
        }
        Ok(())
    }

    /// As [`run_checked`](Self::run_checked), refused with `refusal()` on a stream capturing a
    /// graph, with no look between the refusal's and the enqueue for another thread's capture
    /// to begin in: for work that must run now (a copy from or to host memory).
    pub(crate) fn run_checked_uncaptured<T>(
        &self,
        what: &str,
        uses: &[Use<'_>],
        refusal: &dyn Fn() -> DriverError,
        enqueue: impl FnOnce(crate::driver::sys::CUstream) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        self.enter_with(what, uses)?;
        self.lane
            .run_uncaptured(&self.dev.main, uses, refusal, enqueue)
    }

    /// Allocates room for `len` values of `T` in this stream's order, recorded as written on
    /// this stream (where the allocation is ordered). The caller holds no entry of the stream.
    ///
    /// # Safety
    ///
    /// The memory is uninitialised: it must be written before it is read as `T`.
    pub(crate) unsafe fn alloc_here<T>(&self, len: usize) -> Result<CudaSlice<T>, DriverError> {
        // SAFETY: the caller's contract.
        unsafe { self.alloc_here_held(&self.hold(), len) }
    }

    /// [`alloc_here`](Self::alloc_here) under `held`, an entry of this stream.
    ///
    /// # Safety
    ///
    /// As for [`alloc_here`](Self::alloc_here).
    unsafe fn alloc_here_held<T>(
        &self,
        held: &Held<'_>,
        len: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        // SAFETY: the caller's contract; recorded below where the allocation is ordered.
        let slice = unsafe { self.alloc_uninit_held::<T>(held, len) }?;
        let (ptr, len, dev, _) = slice.into_parts();
        // SAFETY: the allocation just made (or 0 for none), owned by nobody else, ordered on
        // this stream.
        Ok(unsafe { CudaSlice::from_raw_on(dev, ptr, len, &self.lane) })
    }

    /// As [`alloc_here`](Self::alloc_here) under `held` (an entry of this stream), on the
    /// device's main stream instead while this one captures a graph (the memory then exists
    /// outside the graph, ordered before its launches): the look and the allocation are one
    /// step, which no capture begun or ended by another thread splits.
    ///
    /// # Safety
    ///
    /// As for [`alloc_here`](Self::alloc_here).
    pub(crate) unsafe fn alloc_here_or_main<T>(
        &self,
        held: &Held<'_>,
        len: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        if held.capturing() {
            // SAFETY: the caller's contract. The main stream never captures; entering it
            // never waits.
            return unsafe { Stream::main_of(&self.dev).alloc_here(len) };
        }
        // SAFETY: the caller's contract.
        unsafe { self.alloc_here_held(held, len) }
    }

    /// Copies `src` into `dst` (of `src`'s bytes) on this stream, ordered with `dst`'s other
    /// users, returning once `src` may be reused; refused with `refusal()` while the stream
    /// captures a graph.
    pub(crate) fn copy_from_host<T>(
        &self,
        what: &str,
        src: &[T],
        (dst, dst_use): (Target, Use<'_>),
        refusal: &dyn Fn() -> DriverError,
    ) -> Result<(), DriverError> {
        if dst.bytes == 0 {
            return self.run_checked_uncaptured(what, &[dst_use], refusal, |_| Ok(()));
        }
        debug_assert_eq!(dst.bytes, size_of_val(src));
        // SAFETY: `dst` has room for `src`'s bytes (the caller made it of them), ordered by
        // `run` after its other users.
        self.run_checked_uncaptured(what, &[dst_use], refusal, |s| unsafe {
            self.dev.htod_in_run(&self.lane, s, src, dst.ptr)
        })
    }

    /// Copies `dst.len()` values from `src` (an address holding at least that many, borrowed
    /// as `src_use`) into `dst` on this stream, returning once they have arrived. `fresh`:
    /// `dst` is a fresh `Vec`'s spare capacity (ordinary pageable memory). Refused with
    /// `refusal()` while the stream captures a graph.
    ///
    /// # Safety
    ///
    /// `src` must hold `dst.len()` valid values of `T`, in the buffer recorded by `src_use`.
    pub(crate) unsafe fn copy_to_host<T>(
        &self,
        what: &str,
        (src, src_use): (crate::driver::sys::CUdeviceptr, Use<'_>),
        (dst, fresh): (&mut [T], bool),
        refusal: &dyn Fn() -> DriverError,
    ) -> Result<(), DriverError> {
        if dst.is_empty() {
            return self.run_checked_uncaptured(what, &[src_use], refusal, |_| Ok(()));
        }
        // SAFETY: the caller's contract; ordered by `run` after the source's writers.
        self.run_checked_uncaptured(what, &[src_use], refusal, |s| unsafe {
            self.dev.dtoh_in_run(&self.lane, s, src, dst, fresh)
        })
    }

    /// Orders this stream after the accesses `u` must follow and hands the buffer out for
    /// work on it that the crate does not see (see [`Handout`]).
    pub(crate) fn hand_out<'a>(&self, u: Use<'a>) -> Result<Handout<'a>, DriverError> {
        let dev = &self.dev;
        // Errors kept from drops stay for the caller's next call: this one returns none.
        dev.make_current()?;
        same_device(
            || "the buffer whose address is taken".into(),
            u.ctx,
            "the stream belongs to",
            &dev.ctx,
        )?;
        // The look and the ordering (or the record with the capture) under one entry, so that
        // they agree with each other (the main lane never captures).
        let _entered = (!Arc::ptr_eq(&self.lane, &dev.main)).then(|| self.lane.enter());
        let token = if self.capturing() {
            capture_buffer(u.accesses, &self.lane);
            None
        } else {
            let _held = HeldCaptured::hold(&[u]);
            u.accesses.before(&dev.main, &self.lane, u.write)?;
            Some(u.accesses.open(&self.lane, u.write))
        };
        Ok(Handout {
            accesses: u.accesses,
            lane: self.lane.clone(),
            main: dev.main.clone(),
            token,
        })
    }

    /// Starts capturing the work enqueued on this stream into a graph (relaxed mode, through
    /// the capture gate).
    pub(crate) fn begin_capture(&self) -> Result<StreamCapture, DriverError> {
        self.enter()?;
        Ok(StreamCapture {
            capture: Capture::begin(&self.lane, &self.dev.main)?,
            dev: self.dev.clone(),
        })
    }

    /// Checks a launch of `f` with `args` and `cfg` on this stream (argument count and sizes
    /// against the kernel's parameters, every buffer and the kernel on this device), then
    /// launches it ordered after what its buffers must follow, recorded in them.
    ///
    /// # Safety
    ///
    /// As for [`LaunchAsync`](crate::driver::LaunchAsync): the kernel is arbitrary code, which must
    /// touch only what its arguments give it, as they say (`&` read, `&mut` written).
    #[inline(always)]
    pub(crate) unsafe fn launch_args<P: ArgList>(
        &self,
        f: &CudaFunction,
        cfg: &LaunchConfig,
        args: &P,
        cooperative: bool,
    ) -> Result<(), DriverError> {
        self.launch_checked_with(f, cfg, args, |s, _| {
            // SAFETY: checked and ordered by `launch_checked_with`; the rest is the caller's
            // contract.
            args.with_params(|p| unsafe { f.launch_raw(s, cfg, p, cooperative) })
        })
    }

    /// As [`launch_args`](Self::launch_args), with `start` and `end` (live events of this
    /// context) recorded just before and after the kernel; whether the launch went into a
    /// graph being captured (the events were then recorded in the capture).
    ///
    /// # Safety
    ///
    /// As for [`launch_args`](Self::launch_args).
    pub(crate) unsafe fn launch_args_timed<P: ArgList>(
        &self,
        f: &CudaFunction,
        cfg: &LaunchConfig,
        args: &P,
        cooperative: bool,
        (start, end): (crate::driver::sys::CUevent, crate::driver::sys::CUevent),
    ) -> Result<bool, DriverError> {
        self.launch_checked_with(f, cfg, args, |s, capturing| {
            // SAFETY: the events are live events of this context (the caller's); the launch
            // is checked and ordered by `launch_checked_with`, the rest the caller's contract.
            unsafe {
                result::event::record(start, s)?;
                args.with_params(|p| f.launch_raw(s, cfg, p, cooperative))?;
                result::event::record(end, s)?;
            }
            Ok(capturing)
        })
    }

    /// The checks of [`launch_args`](Self::launch_args), then `launch` (which enqueues the
    /// kernel on the stream it is given, told whether the stream captures a graph: so until
    /// the launch is recorded) ordered after what the buffers of `args` must follow, recorded
    /// in them; a graph capturing the stream keeps the kernel's module.
    #[inline(always)]
    fn launch_checked_with<P: ArgList, T>(
        &self,
        f: &CudaFunction,
        cfg: &LaunchConfig,
        args: &P,
        launch: impl FnOnce(crate::driver::sys::CUstream, bool) -> Result<T, DriverError>,
    ) -> Result<T, DriverError> {
        let dev = &self.dev;
        self.enter()?;
        same_device(
            || format!("kernel {:?}", f.name()),
            &f.0.device.ctx,
            "the stream belongs to",
            &dev.ctx,
        )?;
        f.check(args, cfg)?;
        // A capture of the stream neither begins nor ends until the launch is enqueued, so one
        // that takes it in keeps the kernel's module.
        self.lane.run_launch(&dev.main, args, &f.0, launch)
    }

    /// Launches `exec` on this stream, ordered like any other use of the buffers it captured
    /// (a write of each).
    pub(crate) fn launch_graph_ordered(
        &self,
        exec: &super::super::CudaGraphExec,
    ) -> Result<(), DriverError> {
        self.enter()?;
        self.check_graph(exec)?;
        self.lane
            .run(&self.dev.main, &**exec.resources(), |s| exec.enqueue(s))
    }

    /// Uploads `exec`'s resources to the device on this stream (`cuGraphUpload`).
    pub(crate) fn upload_graph(
        &self,
        exec: &super::super::CudaGraphExec,
    ) -> Result<(), DriverError> {
        self.enter()?;
        self.check_graph(exec)?;
        let raw = exec.cu_graph_exec();
        // SAFETY: the executable graph and the stream are live.
        self.lane
            .enqueue(|s| unsafe { result::graph::upload(raw, s) })
    }

    /// Copies `src`, memory of another device, into `dst` (of this stream's device, of the
    /// same length) on this stream: ordered after `src`'s writers on its device and `dst`'s
    /// users here, and later uses of `src` on its device wait for the copy.
    pub(crate) fn copy_from_peer<T, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        &self,
        what: &str,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        self.dev
            .peer_copy_enqueue(Some(&self.lane), src, dst, what, false)
    }

    /// Makes this stream wait for everything enqueued on `other` so far, also work enqueued on
    /// its handle by hand (a mark is always recorded there).
    pub(crate) fn wait_everything_of(&self, other: &Stream) -> Result<(), DriverError> {
        self.enter()?;
        if Arc::ptr_eq(&self.dev, &other.dev) {
            self.lane.wait_everything(&other.lane)
        } else {
            self.lane.wait_other_device(&other.lane).map(drop)
        }
    }
}
