//! [`CudaBlas`]: a cuBLAS handle of one device, whose products are checked against their
//! buffers and ordered with every other use of them.

use super::result::{self, CublasError};
use super::sys;
use crate::r#async::{AsyncDevice, GpuFuture};
use crate::driver::safe::port::{AsyncPool, Dest, Sealed, Stream, Use, check_same_device, lock};
use crate::driver::sys::CUdevice_attribute;
use crate::driver::{CudaDevice, CudaFunction, CudaSlice, CudaStream, DevicePtr};
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::ThreadId;

mod asum;
mod asynchronous;
mod checks;
mod gemm;
mod grouped;
mod small;

pub use gemm::{Gemm, GemmConfig, GemmScalar, Gemv, GemvConfig, GemvScalar, StridedBatchedConfig};
pub(crate) use grouped::Groups;

/// A cuBLAS handle on one device: cudarc 0.13's `CudaBlas`, with the [`Gemm`] and [`Gemv`]
/// traits for f32 and f64 (and `half::f16` and `half::bf16` with the `f16` feature).
///
/// Every product checks its arguments against its buffers and is ordered like any other use
/// of them (see the [module docs](super)): its output may be read on any stream or thread
/// afterwards without ordering it by hand, and nothing it reads or writes is freed under it.
///
/// `Send` and `Sync`: products from several threads take turns on the handle for the few
/// microseconds it takes to enqueue them, and run on each thread's own stream (or the one that
/// thread set with [`set_stream`](Self::set_stream)), each with its own workspace.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::cublas::{CudaBlas, GemvConfig, sys::cublasOperation_t::CUBLAS_OP_N};
/// use cuda_driver::driver::CudaDevice;
///
/// let dev = CudaDevice::new(0)?;
/// let blas = CudaBlas::new(dev.clone())?;
/// // y = A x for the 2x2 identity, column-major.
/// let a = dev.htod_copy(vec![1.0f64, 0.0, 0.0, 1.0])?;
/// let x = dev.htod_copy(vec![3.0f64, 4.0])?;
/// let mut y = dev.alloc_zeros::<f64>(2)?;
/// let cfg = GemvConfig { trans: CUBLAS_OP_N, m: 2, n: 2, alpha: 1.0, lda: 2, incx: 1, beta: 0.0, incy: 1 };
/// blas.checked_gemv(cfg, &a, &x, &mut y)?;
/// assert_eq!(dev.dtoh_sync_copy(&y)?, [3.0, 4.0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct CudaBlas {
    handle: sys::cublasHandle_t,
    state: Mutex<State>,
    /// Each workspace's size: NVIDIA's recommendation, 32 MiB from Hopper on, 4 MiB before.
    workspace_size: usize,
    /// The crate's kernels for small products, loaded at the first one; `None` where they
    /// could not be loaded (a driver older than their PTX), and cuBLAS takes every product.
    small: OnceLock<Option<small::Kernels>>,
    device: Arc<CudaDevice>,
}

/// What the handle's products share, behind the lock that gives one thread the handle at a
/// time.
struct State {
    /// The streams set with [`CudaBlas::set_stream`], by the thread that set each: that
    /// thread's products go there instead of its own stream. A thread's setting stays until it
    /// sets `None` or the handle goes.
    streams: Vec<(ThreadId, Stream)>,
    /// One workspace per stream the handle has worked on, by stream handle. Every product
    /// cuBLAS computes writes its stream's workspace (as a use, ordered like any other), so products on one
    /// stream never wait for those of another, and a stream handle that is ever reused finds
    /// its workspace ordered all the same.
    workspaces: Vec<(usize, CudaSlice<u8>)>,
    /// The stream and workspace last set on the handle, so that a product on the same stream
    /// as the one before it sets neither again.
    applied: Option<(usize, u64)>,
    /// Whether the pointer mode set with [`CudaBlas::set_pointer_mode`] is the device's.
    device_pointers: bool,
}

// SAFETY: the handle is cuBLAS's, used only with the device's context current and, through the
// crate, only by the thread holding `state`'s lock (`handle()` gives it out for `unsafe` calls,
// whose callers take that on). cuBLAS handles may be used from any thread that way.
unsafe impl Send for CudaBlas {}
// SAFETY: as for `Send`: every use through `&self` takes the lock first.
unsafe impl Sync for CudaBlas {}

impl std::fmt::Debug for CudaBlas {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaBlas")
            .field("device", &self.device.ordinal())
            .field("workspace_size", &self.workspace_size)
            .finish_non_exhaustive()
    }
}

impl CudaBlas {
    /// A cuBLAS handle on `device`.
    ///
    /// Fails with the loader's message (every path tried, and `CUDA_DRIVER_CUBLAS_PATH`) when
    /// cuBLAS cannot be loaded.
    ///
    /// ```no_run
    /// let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = cuda_driver::cublas::CudaBlas::new(dev)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(device: Arc<CudaDevice>) -> Result<Self, CublasError> {
        // The driver's errors on the way come back as cuBLAS's (see `error_context`).
        crate::error_context::returning(|| Self::new_now(device))
    }

    /// [`new`](Self::new), in its scope of errors.
    fn new_now(device: Arc<CudaDevice>) -> Result<Self, CublasError> {
        let major =
            device.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
        let workspace_size = if major >= 9 { 32 << 20 } else { 4 << 20 };
        let handle = result::create_handle()?;
        Ok(CudaBlas {
            handle,
            state: Mutex::new(State {
                streams: Vec::new(),
                workspaces: Vec::new(),
                applied: None,
                device_pointers: false,
            }),
            workspace_size,
            small: OnceLock::new(),
            device,
        })
    }

    /// The raw handle (cudarc's). Calls made with it directly are not checked or ordered by
    /// the crate, and must not run while another thread uses this `CudaBlas`. The crate sets
    /// the handle's stream and workspace for its products and keeps what it set, and its
    /// products rely on the pointer mode set with [`set_pointer_mode`](Self::set_pointer_mode):
    /// change none of the three through the raw handle.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = cuda_driver::cublas::CudaBlas::new(dev)?;
    /// assert!(!blas.handle().is_null());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn handle(&self) -> &sys::cublasHandle_t {
        &self.handle
    }

    /// The device the handle belongs to.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = cuda_driver::cublas::CudaBlas::new(dev.clone())?;
    /// assert_eq!(blas.device().ordinal(), dev.ordinal());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.device
    }

    /// Sends the calling thread's later products to `opt_stream`, or back to the calling
    /// thread's stream of the device with `None` (cudarc's; there `None` meant the device's
    /// stream). This is how a product goes into a graph: set the stream
    /// [`capture_graph`](CudaDevice::capture_graph) gives, multiply, and set `None` again
    /// before the capture ends; the graph keeps the buffers and the workspace it uses alive.
    ///
    /// The setting is the calling thread's alone (cudarc's is the handle's): products other
    /// threads ask for on the same handle meanwhile stay on their own streams (their own
    /// setting, or their thread's stream), so a product that returned `Ok` on one thread never
    /// lands in a capture another thread opened. A thread's setting lasts until it sets `None`
    /// or the handle is dropped.
    ///
    /// # Safety
    ///
    /// Nothing to uphold: products on `opt_stream` are ordered with every other use of their
    /// buffers like those on the thread's stream. It is `unsafe` only because cudarc's is. A
    /// stream of another device object is refused.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = cuda_driver::cublas::CudaBlas::new(dev.clone())?;
    /// let stream = dev.fork_default_stream()?;
    /// // SAFETY: nothing to uphold (see # Safety).
    /// unsafe { blas.set_stream(Some(&stream)) }?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub unsafe fn set_stream(&self, opt_stream: Option<&CudaStream>) -> Result<(), CublasError> {
        crate::error_context::returning(|| self.set_stream_now(opt_stream))
    }

    /// [`set_stream`](Self::set_stream), in its scope of errors.
    fn set_stream_now(&self, opt_stream: Option<&CudaStream>) -> Result<(), CublasError> {
        let stream = opt_stream.map(Stream::of_stream);
        if let Some(s) = &stream {
            check_same_device(
                || "the stream".into(),
                s.device(),
                "this CudaBlas runs on",
                &self.device,
            )?;
        }
        let me = std::thread::current().id();
        let mut state = lock(&self.state);
        // The workspace of the stream this thread set before goes with it (freed once its last
        // product ran), unless another thread still sends products there: a stream set for a
        // graph capture is gone after it, and its workspace would otherwise stay allocated for
        // as long as the handle.
        if let Some(i) = state.streams.iter().position(|(t, _)| *t == me) {
            let (_, old) = state.streams.swap_remove(i);
            state.release(&old);
        }
        if let Some(s) = stream {
            state.streams.push((me, s));
        }
        Ok(())
    }

    /// Sets the raw handle's stream to `stream` and its workspace to that stream's (made now if
    /// it has none): for the stream API's `CudaBlas`, bound to a stream, whose raw handle is
    /// set to it as cudarc's is (work enqueued through the raw handle goes there). Products
    /// set the handle's stream themselves; this changes none of their ordering.
    pub(crate) fn point_at(&self, stream: &Stream) -> Result<(), CublasError> {
        crate::error_context::returning(|| {
            self.device.check_and_make_current()?;
            check_same_device(|| "the stream".into(), stream.device(), USER, &self.device)?;
            let mut state = lock(&self.state);
            let state = &mut *state;
            let ws = State::workspace(&mut state.workspaces, stream, self.workspace_size)?;
            let (raw, ws) = (stream.raw(), *ws.device_ptr());
            state.applied = None;
            // SAFETY: our live handle, held locked; `raw` is a live stream of its device, which
            // is current (the caller's CudaStream keeps it); the workspace is this device's, of
            // `workspace_size` bytes, and used by this handle's work on that stream only.
            unsafe {
                result::set_stream(self.handle, raw.cast())?;
                result::set_workspace(self.handle, ws as *mut _, self.workspace_size)?;
            }
            state.applied = Some((raw as usize, ws));
            Ok(())
        })
    }

    /// Lets `stream`'s workspace go (freed after the last product that used it), unless a
    /// thread's [`set_stream`](Self::set_stream) still sends products there: for a stream the
    /// handle will not be given again (the stream API's `set_stream` moving off it).
    pub(crate) fn release_workspace(&self, stream: &Stream) {
        lock(&self.state).release(stream);
    }

    /// Sets whether `alpha` and `beta` are read from host or device memory, for calls made
    /// with [`handle`](Self::handle). The products of [`Gemm`] and [`Gemv`] take `alpha` and
    /// `beta` by value, from the host: they refuse to run while the mode is
    /// `CUBLAS_POINTER_MODE_DEVICE` (cuBLAS would read host memory as device memory).
    ///
    /// ```no_run
    /// use cuda_driver::cublas::sys::cublasPointerMode_t as Mode;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = cuda_driver::cublas::CudaBlas::new(dev)?;
    /// blas.set_pointer_mode(Mode::CUBLAS_POINTER_MODE_DEVICE)?;
    /// assert_eq!(blas.get_pointer_mode()?, Mode::CUBLAS_POINTER_MODE_DEVICE);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_pointer_mode(
        &self,
        pointer_mode: sys::cublasPointerMode_t,
    ) -> Result<(), CublasError> {
        crate::error_context::returning(|| {
            self.device.check_and_make_current()?;
            let mut state = lock(&self.state);
            // SAFETY: our live handle, ours alone while the lock is held.
            unsafe { result::set_pointer_mode(self.handle, pointer_mode) }?;
            state.device_pointers =
                pointer_mode == sys::cublasPointerMode_t::CUBLAS_POINTER_MODE_DEVICE;
            Ok(())
        })
    }

    /// The handle's pointer mode (see [`set_pointer_mode`](Self::set_pointer_mode)).
    ///
    /// ```no_run
    /// use cuda_driver::cublas::sys::cublasPointerMode_t as Mode;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let blas = cuda_driver::cublas::CudaBlas::new(dev)?;
    /// assert_eq!(blas.get_pointer_mode()?, Mode::CUBLAS_POINTER_MODE_HOST);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_pointer_mode(&self) -> Result<sys::cublasPointerMode_t, CublasError> {
        crate::error_context::returning(|| {
            self.device.check_and_make_current()?;
            let _handle = lock(&self.state);
            // SAFETY: as in `set_pointer_mode`.
            unsafe { result::get_pointer_mode(self.handle) }
        })
    }

    /// Enqueues one product at `dest` (for [`Dest::Thread`], the stream the calling thread set
    /// with `set_stream`, if any, else its own): checks that every buffer of `uses` (named by
    /// their `&str`) belongs to this device, then, holding the handle, picks the stream's
    /// workspace and calls `call` with the handle set to that stream and workspace, through the
    /// port's submission path (ordered after what the buffers must follow and recorded in
    /// them). Through an adapter, the future that resolves once the product ran.
    ///
    /// `call` may enqueue cuBLAS work on the handle that touches the buffers of `uses` within
    /// what the caller checked, and nothing else of the process: the device is current, the
    /// handle is this thread's alone until it returns, and its pointer mode is the host's.
    ///
    /// With `small` (the element size of a small product), once the devices are checked, the
    /// crate's kernel for it is looked up (and loaded at the first one); if there is one, `call`
    /// gets it and the stream instead of the handle, to launch it there: the handle is left as
    /// it is, and no workspace is used.
    pub(super) fn enqueue(
        &self,
        dest: Dest<'_, AsyncDevice>,
        doing: &dyn Fn() -> String,
        uses: &[(&str, Use<'_>)],
        small: Option<usize>,
        call: impl FnOnce(ProductOn<'_>) -> Result<(), CublasError>,
    ) -> Result<Option<GpuFuture<()>>, CublasError> {
        // The driver's errors on the way come back as cuBLAS's (see `error_context`).
        crate::error_context::returning(|| self.enqueue_now(dest, doing, uses, small, call))
    }

    /// [`enqueue`](Self::enqueue), in its scope of errors.
    fn enqueue_now(
        &self,
        dest: Dest<'_, AsyncDevice>,
        doing: &dyn Fn() -> String,
        named: &[(&str, Use<'_>)],
        small: Option<usize>,
        call: impl FnOnce(ProductOn<'_>) -> Result<(), CublasError>,
    ) -> Result<Option<GpuFuture<()>>, CublasError> {
        let mine = |e: crate::driver::DriverError| CublasError::from(e).context(doing());
        let set = match dest {
            Dest::Thread => lock(&self.state).stream_set_here().cloned(),
            _ => None,
        };
        let dest = match &set {
            Some(s) => Dest::Stream(s),
            None => dest,
        };
        let sub = dest.check(&self.device, USER, named).map_err(mine)?;
        let kernel = small.and_then(|size| self.small_kernel(size));
        // Taken before the handle's lock, so released after it: what dropped futures left is
        // dropped then, outside the lock, as its `Drop` may use this handle again.
        let _leftovers = sub.pool().map(|p| p.hold_leftovers());
        let mut state = lock(&self.state);
        check_pointer_mode(&state, doing)?;
        let state = &mut *state;
        let (ws, workspace_use) = match kernel {
            Some(_) => (0, None),
            None => {
                let size = self.workspace_size;
                let workspace = State::workspace(&mut state.workspaces, sub.stream(), size);
                let workspace = workspace.map_err(mine)?;
                (*workspace.device_ptr(), Some(workspace.write()))
            }
        };
        let (mut inline, mut heap) = (None, Vec::new());
        let uses = with_workspace(named, workspace_use, &mut inline, &mut heap);
        // A step's capture is the chain's, which the step holds to (refused otherwise).
        let step_captured = matches!(dest, Dest::Step(_, true));
        let key = sub.stream().raw() as usize;
        let applied = &mut state.applied;
        let done = sub.submit(uses, |ps, raw| {
            if let Some(f) = kernel {
                return call(ProductOn::Kernel(ps, raw, f));
            }
            let this = Some((raw as usize, ws));
            if *applied != this {
                *applied = None;
                // SAFETY: our live handle, held locked; `raw` is a live stream of its device,
                // which is current, and stays alive while work enqueued on it can run (the
                // device, the stored CudaStream or the adapter keeps it); the workspace is
                // device memory of this device, of `workspace_size` bytes (256-byte aligned, as
                // every allocation is), written only by this handle's products on this stream,
                // which the uses order. The stream is set first: setting a stream resets the
                // workspace.
                unsafe {
                    result::set_stream(self.handle, raw.cast()).and_then(|()| {
                        result::set_workspace(self.handle, ws as *mut _, self.workspace_size)
                    })
                }?;
                *applied = this;
            }
            call(ProductOn::Handle(self.handle))
        });
        if step_captured {
            // The graph keeps the workspace it used alive; the capturing stream goes away with
            // the capture, so its workspace leaves the handle now.
            state.workspaces.retain(|(k, _)| *k != key);
            state.applied = None;
        }
        done.map(|d| d.future()).map_err(|e| e.context(doing()))
    }
}

/// Who runs cuBLAS's products, as the checks of their buffers' devices say it.
const USER: &str = "this CudaBlas runs on";

/// The buffers of `named`, then the workspace's use if there is one: in `inline` for a
/// product of at most three buffers (every product but a grouped one: no allocation), else in
/// `heap`.
fn with_workspace<'s, 'a>(
    named: &[(&str, Use<'a>)],
    workspace: Option<Use<'a>>,
    inline: &'s mut Option<[Use<'a>; 4]>,
    heap: &'s mut Vec<Use<'a>>,
) -> &'s [Use<'a>] {
    let all = named.iter().map(|(_, u)| *u).chain(workspace);
    let n = named.len() + usize::from(workspace.is_some());
    match named.first() {
        Some(&(_, first)) if n <= 4 => {
            let array = inline.insert([first; 4]);
            for (slot, u) in array.iter_mut().zip(all) {
                *slot = u;
            }
            &array[..n]
        }
        _ => {
            *heap = all.collect();
            heap
        }
    }
}

/// What [`CudaBlas::enqueue`]'s call gets: the handle, set to the product's stream and its
/// workspace; or, for a product on the crate's kernel, the stream (and its handle) to launch
/// the kernel on.
pub(super) enum ProductOn<'a> {
    Handle(sys::cublasHandle_t),
    Kernel(&'a Stream, crate::driver::sys::CUstream, &'a CudaFunction),
}

impl CudaBlas {
    /// The crate's kernel for small products of elements of `size` bytes, loading the kernels
    /// at the first call; `None` (cuBLAS takes the product) for another element type, or if
    /// they cannot be loaded: for good where the driver cannot load them here (too old for
    /// their PTX, or not compiling PTX), for this product only after any other failure (out of
    /// memory, say), which a sticky error's next call reports.
    pub(super) fn small_kernel(&self, size: usize) -> Option<&CudaFunction> {
        if self.small.get().is_none() {
            match small::Kernels::load(&self.device) {
                Ok(kernels) => drop(self.small.set(Some(kernels))),
                Err(e) if small::cannot_load_here(&e) => drop(self.small.set(None)),
                Err(_) => return None,
            }
        }
        self.small.get()?.as_ref()?.for_size(size)
    }
}

impl CudaBlas {
    /// What a product with nothing to do (a batch of none) returns, after the same checks as
    /// one with something to do: its buffers and `dest` of this device, the host pointer mode.
    pub(super) fn nothing(
        &self,
        dest: Dest<'_, AsyncDevice>,
        doing: &dyn Fn() -> String,
        uses: &[(&str, Use<'_>)],
    ) -> Result<Option<GpuFuture<()>>, CublasError> {
        crate::error_context::returning(|| {
            let mine = |e: crate::driver::DriverError| CublasError::from(e).context(doing());
            let sub = dest.check(&self.device, USER, uses).map_err(mine)?;
            check_pointer_mode(&lock(&self.state), doing)?;
            Ok(sub.nothing())
        })
    }
}

/// Refuses a product while the handle's pointer mode is the device's: the configurations'
/// alpha and beta are host values.
fn check_pointer_mode(state: &State, doing: &dyn Fn() -> String) -> Result<(), CublasError> {
    if state.device_pointers {
        return Err(checks::refuse(
            doing,
            "the handle's pointer mode is CUBLAS_POINTER_MODE_DEVICE, but the configuration's \
             alpha and beta are host values: set it back to CUBLAS_POINTER_MODE_HOST"
                .into(),
        ));
    }
    Ok(())
}

impl State {
    /// Lets `stream`'s workspace go unless a thread's setting still sends products there.
    fn release(&mut self, stream: &Stream) {
        if !self.streams.iter().any(|(_, s)| s.same_as(stream)) {
            let key = stream.raw() as usize;
            self.workspaces.retain(|(k, _)| *k != key);
            self.applied = None;
        }
    }

    /// The stream the calling thread set with [`CudaBlas::set_stream`], if any.
    fn stream_set_here(&self) -> Option<&Stream> {
        if self.streams.is_empty() {
            return None;
        }
        let me = std::thread::current().id();
        self.streams.iter().find(|(t, _)| *t == me).map(|(_, s)| s)
    }

    /// The workspace of `stream` in `workspaces`, allocated on its first product there.
    fn workspace<'a>(
        workspaces: &'a mut Vec<(usize, CudaSlice<u8>)>,
        stream: &Stream,
        size: usize,
    ) -> Result<&'a CudaSlice<u8>, crate::driver::DriverError> {
        let key = stream.raw() as usize;
        let i = match workspaces.iter().position(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                // SAFETY: scratch memory that cuBLAS writes before it reads; never read by the
                // host.
                let buf = unsafe { stream.device().alloc::<u8>(size) }?;
                workspaces.push((key, buf));
                workspaces.len() - 1
            }
        };
        Ok(&workspaces[i].1)
    }
}

impl Drop for CudaBlas {
    /// Destroys the handle. cuBLAS waits for the device's work itself here (it synchronizes the
    /// device, which would invalidate a graph capture in progress: while a capture on the
    /// device is open, on any thread, the destroy is put off until the last one ends); the
    /// workspaces are freed after the last product that used them, as every buffer is. Errors
    /// go to the device's next fallible call.
    fn drop(&mut self) {
        let handle = Handle(self.handle);
        let device = self.device.clone();
        self.device.after_captures(move || {
            if let Err(e) = device.make_current() {
                // A handle whose work may still run is leaked rather than destroyed under it.
                device.defer_error(e);
                return;
            }
            let handle = handle.get();
            // SAFETY: our live handle, used by no one else (its `CudaBlas` is gone), destroyed
            // once. Its stream is set back to the legacy default one first, so that cuBLAS's
            // teardown names no stream of the crate's (which may be gone by now); a failure
            // there is no reason to keep the handle.
            if let Err(e) = unsafe {
                let _ = result::set_stream(handle, std::ptr::null_mut());
                result::destroy_handle(handle)
            } {
                device.defer_error(e.into());
            }
        });
    }
}

/// A handle on its way to being destroyed, perhaps on another thread (see `CudaBlas`'s drop).
struct Handle(sys::cublasHandle_t);

// SAFETY: cuBLAS's handles may be used from any thread; this one by its destroy only.
unsafe impl Send for Handle {}

impl Handle {
    fn get(&self) -> sys::cublasHandle_t {
        self.0
    }
}
