//! Launching kernels with a builder: [`CudaStream::launch_builder`], [`LaunchArgs`] and
//! [`PushKernelArg`] (cudarc 0.19's). The arguments are checked against the kernel's
//! parameters before the launch (count and byte sizes, where the driver reports them), and
//! the buffers among them ordered and recorded like any other use: `&` a read, `&mut` a write.

use super::module::CudaFunction;
use super::slice::CudaSlice;
use super::span::Span;
use super::stream::CudaStream;
use super::{CudaEvent, CudaView, CudaViewMut, DeviceRepr, LaunchConfig};
use crate::driver::DriverError;
use crate::stream_api::driver::sys;
use crate::stream_api::seam::{DynArgs, Use};
use std::ffi::c_void;
use std::mem::MaybeUninit;

/// A vector of `Copy` values kept inline up to `N`, on the heap beyond: a launch's arguments
/// cost no allocation in the common case.
struct InlineVec<T: Copy, const N: usize> {
    len: usize,
    inline: [MaybeUninit<T>; N],
    /// Every element, once there are more than `N`.
    spill: Vec<T>,
}

impl<T: Copy, const N: usize> InlineVec<T, N> {
    fn new() -> Self {
        InlineVec {
            len: 0,
            inline: [const { MaybeUninit::uninit() }; N],
            spill: Vec::new(),
        }
    }

    #[inline(always)]
    fn push(&mut self, v: T) {
        if self.len < N {
            self.inline[self.len].write(v);
        } else {
            if self.len == N {
                // SAFETY: all N inline slots were written by `push`.
                let inline = unsafe { std::slice::from_raw_parts(self.inline.as_ptr().cast(), N) };
                self.spill.extend_from_slice(inline);
            }
            self.spill.push(v);
        }
        self.len += 1;
    }

    #[inline(always)]
    fn as_slice(&self) -> &[T] {
        if self.len <= N {
            // SAFETY: the first `len` inline slots were written by `push`.
            unsafe { std::slice::from_raw_parts(self.inline.as_ptr().cast(), self.len) }
        } else {
            &self.spill
        }
    }

    #[inline(always)]
    fn as_mut_slice(&mut self) -> &mut [T] {
        if self.len <= N {
            // SAFETY: as in `as_slice`, borrowed mutably.
            unsafe { std::slice::from_raw_parts_mut(self.inline.as_mut_ptr().cast(), self.len) }
        } else {
            &mut self.spill
        }
    }
}

/// A kernel launch being built: made by [`CudaStream::launch_builder`], given its arguments
/// with [`arg`](PushKernelArg::arg), and launched with [`launch`](Self::launch).
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::{driver::{CudaContext, LaunchConfig, PushKernelArg}, nvrtc::compile_ptx};
///
/// let ctx = CudaContext::new(0)?;
/// let stream = ctx.default_stream();
/// let module = ctx.load_module(compile_ptx("extern \"C\" __global__ void fill(float *x, float v, int n) { int i = threadIdx.x; if (i < n) x[i] = v; }")?)?;
/// let fill = module.load_function("fill")?;
/// let mut x = stream.alloc_zeros::<f32>(32)?;
/// let (v, n) = (2.5f32, 32i32);
/// let mut launch = stream.launch_builder(&fill);
/// launch.arg(&mut x).arg(&v).arg(&n);
/// // SAFETY: fill(float*, float, int) writes the first n elements of x.
/// unsafe { launch.launch(LaunchConfig::for_num_elems(32)) }?;
/// assert_eq!(stream.clone_dtoh(&x)?, [2.5; 32]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct LaunchArgs<'a> {
    stream: &'a CudaStream,
    func: &'a CudaFunction,
    params: InlineVec<*mut c_void, 16>,
    sizes: InlineVec<usize, 16>,
    uses: InlineVec<(usize, Use<'a>), 8>,
    flags: Option<sys::CUevent_flags>,
}

impl std::fmt::Debug for LaunchArgs<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LaunchArgs")
            .field("func", self.func)
            .field("sizes", &self.sizes.as_slice())
            .field("flags", &self.flags)
            .finish()
    }
}

impl CudaStream {
    /// A launch of `func` on this stream, to give arguments to and launch.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::{CudaContext, LaunchConfig}, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let stream = ctx.default_stream();
    /// let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// // SAFETY: `k` takes no arguments and does nothing.
    /// unsafe { stream.launch_builder(&k).launch(LaunchConfig::for_num_elems(1)) }?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn launch_builder<'a>(&'a self, func: &'a CudaFunction) -> LaunchArgs<'a> {
        LaunchArgs {
            stream: self,
            func,
            params: InlineVec::new(),
            sizes: InlineVec::new(),
            uses: InlineVec::new(),
            flags: None,
        }
    }
}

/// Something that can be a kernel argument of a [`LaunchArgs`]: `&T` for a
/// [`DeviceRepr`] value (its bytes), and buffers and views, by `&` (read) or `&mut` (written).
///
/// # Safety
///
/// An implementation pushes, for each argument, a pointer to its bytes that stays valid for
/// the builder's lifetime, with their size.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::{CudaContext, CudaFunction, CudaSlice, LaunchArgs, PushKernelArg};
///
/// fn args<'a>(b: &mut LaunchArgs<'a>, x: &'a mut CudaSlice<f32>, n: &'a i32) {
///     b.arg(x).arg(n);
/// }
/// ```
pub unsafe trait PushKernelArg<T> {
    /// Adds `arg` as the next argument.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::{CudaContext, LaunchConfig, PushKernelArg}, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let stream = ctx.default_stream();
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k(int n) {}")?)?.load_function("k")?;
    /// let n = 3i32;
    /// let mut b = stream.launch_builder(&k);
    /// b.arg(&n);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn arg(&mut self, arg: T) -> &mut Self;
}

impl<'a> LaunchArgs<'a> {
    /// The stream the launch goes to.
    pub(crate) fn stream(&self) -> &'a CudaStream {
        self.stream
    }

    /// Pushes a buffer's address (kept at `addr` for the builder's life) and its use.
    #[inline(always)]
    pub(crate) fn push_buffer(
        &mut self,
        addr: &'a sys::CUdeviceptr,
        span: Span<'a>,
        write: bool,
    ) -> &mut Self {
        let u = if write { span.write() } else { span.read() };
        self.uses.push((self.params.len, u));
        self.sizes.push(size_of::<sys::CUdeviceptr>());
        self.params
            .push((addr as *const sys::CUdeviceptr).cast_mut().cast());
        self
    }
}

// SAFETY: the value's bytes (`as_kernel_param`, of `kernel_param_size` bytes) stay borrowed
// for 'b, which outlives the builder; a device buffer passed this way is recorded as read.
unsafe impl<'a, 'b: 'a, T: DeviceRepr> PushKernelArg<&'b T> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b T) -> &mut Self {
        if let Some(u) = arg.buffer_use() {
            self.uses.push((self.params.len, u));
        }
        self.sizes.push(arg.kernel_param_size());
        self.params.push(arg.as_kernel_param());
        self
    }
}

// SAFETY: the address lives in the buffer, borrowed for 'b; the buffer is recorded as read.
unsafe impl<'a, 'b: 'a, T> PushKernelArg<&'b CudaSlice<T>> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b CudaSlice<T>) -> &mut Self {
        let addr = crate::driver::DevicePtr::device_ptr(&arg.buf);
        self.push_buffer(addr, arg.span(), false)
    }
}

// SAFETY: as above, recorded as written.
unsafe impl<'a, 'b: 'a, T> PushKernelArg<&'b mut CudaSlice<T>> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b mut CudaSlice<T>) -> &mut Self {
        let arg: &'b CudaSlice<T> = arg;
        let addr = crate::driver::DevicePtr::device_ptr(&arg.buf);
        self.push_buffer(addr, arg.span(), true)
    }
}

// SAFETY: the address lives in the view, borrowed for 'b; its buffer is recorded as read.
unsafe impl<'a, 'b: 'a, 'c: 'b, T> PushKernelArg<&'b CudaView<'c, T>> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b CudaView<'c, T>) -> &mut Self {
        self.push_buffer(&arg.span.ptr, arg.span, false)
    }
}

// SAFETY: as above, recorded as written.
unsafe impl<'a, 'b: 'a, 'c: 'b, T> PushKernelArg<&'b mut CudaViewMut<'c, T>> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b mut CudaViewMut<'c, T>) -> &mut Self {
        let arg: &'b CudaViewMut<'c, T> = arg;
        self.push_buffer(&arg.span.ptr, arg.span, true)
    }
}

impl LaunchArgs<'_> {
    /// Makes [`launch`](Self::launch) and [`launch_cooperative`](Self::launch_cooperative)
    /// return two events (made with `flags`), recorded just before and just after the kernel.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::{CudaContext, LaunchConfig, sys}, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let stream = ctx.default_stream();
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// let mut b = stream.launch_builder(&k);
    /// b.record_kernel_launch(sys::CUevent_flags::CU_EVENT_DEFAULT);
    /// // SAFETY: `k` takes no arguments.
    /// let (start, end) = unsafe { b.launch(LaunchConfig::for_num_elems(1)) }?.unwrap();
    /// println!("{} ms", start.elapsed_ms(&end)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn record_kernel_launch(&mut self, flags: sys::CUevent_flags) -> &mut Self {
        self.flags = Some(flags);
        self
    }

    /// Launches the kernel on the builder's stream.
    ///
    /// The arguments are checked first: their number and byte sizes against the kernel's
    /// parameters (where the driver reports them, CUDA 12.4 and later), every buffer and the
    /// kernel against the stream's device, and the configuration (no zero dimension). A
    /// mismatch is an error and nothing is launched. The launch then waits for the earlier
    /// work its buffers must follow, on any stream (writes of those it reads, any use of
    /// those it writes), and later work on them (their frees included) waits for it. A
    /// kernel of a module whose globals were handed out
    /// ([`CudaModule::get_global`](super::CudaModule::get_global)) counts as writing each of
    /// them.
    ///
    /// # Safety
    ///
    /// The kernel is arbitrary code: it must take arguments of the types given, in order,
    /// touch only the memory they give it (within bounds), and write only buffers passed by
    /// `&mut`.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::{CudaContext, LaunchConfig, PushKernelArg}, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let stream = ctx.default_stream();
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k(float *x) {}")?)?.load_function("k")?;
    /// let n = 3i32;
    /// // SAFETY: (not launched) the kernel takes a float*, so an int is refused.
    /// let e = unsafe { stream.launch_builder(&k).arg(&n).launch(LaunchConfig::for_num_elems(1)) };
    /// assert!(e.is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn launch(
        &mut self,
        cfg: LaunchConfig,
    ) -> Result<Option<(CudaEvent, CudaEvent)>, DriverError> {
        // SAFETY: the caller's contract.
        unsafe { self.launch_with(cfg, false) }
    }

    /// Launches the kernel cooperatively (`cuLaunchCooperativeKernel`: its blocks may
    /// synchronize with each other), checked and ordered as [`launch`](Self::launch).
    ///
    /// # Safety
    ///
    /// As for [`launch`](Self::launch).
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::{CudaContext, LaunchConfig}, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let stream = ctx.default_stream();
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// // SAFETY: `k` takes no arguments.
    /// unsafe { stream.launch_builder(&k).launch_cooperative(LaunchConfig::for_num_elems(1)) }?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn launch_cooperative(
        &mut self,
        cfg: LaunchConfig,
    ) -> Result<Option<(CudaEvent, CudaEvent)>, DriverError> {
        // SAFETY: the caller's contract.
        unsafe { self.launch_with(cfg, true) }
    }

    #[inline(always)]
    unsafe fn launch_with(
        &mut self,
        cfg: LaunchConfig,
        cooperative: bool,
    ) -> Result<Option<(CudaEvent, CudaEvent)>, DriverError> {
        match self.flags {
            None => {
                // SAFETY: the caller's contract.
                unsafe { self.launch_around(&cfg, cooperative, None) }?;
                Ok(None)
            }
            // SAFETY: the caller's contract.
            Some(flags) => unsafe { self.launch_timed(&cfg, cooperative, flags) },
        }
    }

    /// [`launch_with`](Self::launch_with) with two events made with `flags`, recorded around
    /// the kernel.
    ///
    /// # Safety
    ///
    /// As for [`launch`](Self::launch).
    unsafe fn launch_timed(
        &mut self,
        cfg: &LaunchConfig,
        cooperative: bool,
        flags: sys::CUevent_flags,
    ) -> Result<Option<(CudaEvent, CudaEvent)>, DriverError> {
        let ctx = self.stream.context();
        let (a, b) = (ctx.new_event(Some(flags))?, ctx.new_event(Some(flags))?);
        // SAFETY: the caller's contract; the events are live events of the stream's context.
        let captured =
            unsafe { self.launch_around(cfg, cooperative, Some((a.cu_event(), b.cu_event()))) }?;
        // Whether the events were recorded in a capture: looked at with the launch, as a
        // capture begun or ended by another thread just after would make a later look wrong.
        a.note_recorded(captured);
        b.note_recorded(captured);
        Ok(Some((a, b)))
    }

    /// Checks and launches the kernel with the builder's arguments (and the globals handed out
    /// of its module, as written), with `around` recorded just before and after it; whether
    /// the launch went into a graph being captured (`false` without `around`).
    ///
    /// # Safety
    ///
    /// As for [`launch`](Self::launch); `around` are live events of the stream's context.
    #[inline(always)]
    unsafe fn launch_around(
        &mut self,
        cfg: &LaunchConfig,
        cooperative: bool,
        around: Option<(sys::CUevent, sys::CUevent)>,
    ) -> Result<bool, DriverError> {
        match self.func.module.held_globals() {
            // SAFETY: the caller's contract.
            None => unsafe { self.launch_using(cfg, cooperative, around, None) },
            // SAFETY: the caller's contract.
            Some(globals) => unsafe { self.launch_with_globals(cfg, cooperative, around, globals) },
        }
    }

    /// [`launch_around`](Self::launch_around) for a kernel of a module whose globals were
    /// handed out: each counts as written. Out of line, for the launches of other kernels.
    ///
    /// # Safety
    ///
    /// As for [`launch_around`](Self::launch_around).
    #[cold]
    #[inline(never)]
    unsafe fn launch_with_globals(
        &mut self,
        cfg: &LaunchConfig,
        cooperative: bool,
        around: Option<(sys::CUevent, sys::CUevent)>,
        globals: Vec<std::sync::Arc<super::module::Global>>,
    ) -> Result<bool, DriverError> {
        let mut uses = self.uses.as_slice().to_vec();
        let at = self.sizes.as_slice().len();
        let module_ctx = self.func.module.context();
        uses.extend(globals.iter().map(|g| (at, g.write_use(module_ctx))));
        // SAFETY: the caller's contract.
        unsafe { self.launch_using(cfg, cooperative, around, Some(&uses)) }
    }

    /// [`launch_around`](Self::launch_around) with `uses` for the buffers used (the builder's
    /// if `None`).
    ///
    /// # Safety
    ///
    /// As for [`launch_around`](Self::launch_around).
    #[inline(always)]
    unsafe fn launch_using(
        &mut self,
        cfg: &LaunchConfig,
        cooperative: bool,
        around: Option<(sys::CUevent, sys::CUevent)>,
        uses: Option<&[(usize, Use<'_>)]>,
    ) -> Result<bool, DriverError> {
        let lane = self.stream.lane();
        let f = &self.func.f;
        let uses = uses.unwrap_or(self.uses.as_slice());
        let args = DynArgs::new(self.params.as_mut_slice(), self.sizes.as_slice(), uses);
        // SAFETY: the caller's contract; checked and ordered by the core.
        unsafe {
            match around {
                None => lane.launch_args(f, cfg, &args, cooperative).map(|()| false),
                Some(around) => lane.launch_args_timed(f, cfg, &args, cooperative, around),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::InlineVec;

    #[test]
    fn arguments_past_the_inline_room_move_to_the_heap_in_order() {
        let mut v: InlineVec<u32, 4> = InlineVec::new();
        assert!(v.as_slice().is_empty());
        for i in 0..4 {
            v.push(i);
        }
        assert_eq!(v.as_slice(), [0, 1, 2, 3]);
        for i in 4..10 {
            v.push(i);
        }
        assert_eq!(v.as_slice(), (0..10).collect::<Vec<_>>());
        v.as_mut_slice()[9] = 99;
        assert_eq!(v.as_slice()[9], 99);
        assert_eq!(v.len, 10);
    }
}
