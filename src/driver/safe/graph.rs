//! CUDA graphs: work captured once from a stream with [`CudaDevice::capture_graph`], then
//! replayed with [`CudaGraphExec::launch`] (or as a future with the async adapter's
//! `launch_graph`) at a fraction of the cost of enqueueing it again.
//!
//! # Why replaying is sound
//!
//! A graph holds raw device addresses. Three things keep them valid and ordered:
//!
//! - **Buffers are co-owned.** Every buffer that work on the capturing stream uses (a kernel
//!   argument, a copy's source or destination) is recorded while the work is enqueued, through
//!   the same per-buffer record (`Accesses`, in `ordering/accesses/`) that orders all other work. The
//!   buffer and every graph that
//!   captured it then share one `Captured` record. Dropping the buffer hands its allocation to
//!   that record instead of freeing it; the record frees it (in stream order, after every
//!   launch) when the last graph, executable graph and buffer using it are gone. So dropping a
//!   slice that a graph uses is never a use-after-free: the graph keeps the old memory, and a
//!   new allocation cannot land on it.
//! - **Launches are ordered like any other use of the buffers.** Every access to a captured
//!   buffer, on any stream, is recorded in the shared record; a launch (sync on the main stream,
//!   or async) waits for the earlier ones, as a write of every buffer the graph uses, and is
//!   recorded there in turn, so later work on any of its buffers, and their frees, wait for it.
//! - **Kernels stay loaded.** The graph holds a clone of every
//!   [`CudaFunction`](super::CudaFunction) launched
//!   during the capture, so their modules are not unloaded while the graph can run.
//!
//! Captured work does not run during the capture, so nothing it does can race with other
//! streams then. The capture stream is a stream of its own, and no event
//! recorded on it can be waited for by another stream (such calls are refused while it
//! captures), so the main stream and other streams never join a capture: their work (frees
//! included) always runs when it is enqueued.
//!
//! A launch is not tied to a borrow of the buffers, so host borrows of device memory must not
//! outlive one: managed memory that a graph captured is no longer lent to the host
//! (`ManagedSlice::as_slice` returns an error), and is read with copies instead, which are
//! stream-ordered. Ordering is by the order of the calls. Calls racing from two threads on a
//! captured buffer (two launches of graphs that use it, or a launch and another operation on
//! it, sync or async) order and record themselves one at a time: each holds the buffer's
//! shared record from before it orders itself until its own access is recorded
//! (`HeldCaptured`), so one runs entirely before the other on the GPU; which one is decided
//! by the host's timing.

use super::device::CudaDevice;
use super::ordering::{Capture, Captured, Recorded, Use, Uses};
use super::stream::CudaStream;
use super::util::lock;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::{Arc, Mutex};

/// What a graph and its executable graphs keep alive: the captured buffers' records and the
/// kernels.
pub(crate) struct Resources {
    dev: Arc<CudaDevice>,
    buffers: Vec<Arc<Captured>>,
    _keep: Vec<Arc<dyn Send + Sync>>,
}

/// A launch uses every captured buffer, counted as a write: the graph may write any of them.
impl Uses for Resources {
    fn each(
        &self,
        mut f: impl FnMut(Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        for b in &self.buffers {
            f(Use {
                accesses: &b.ops,
                ctx: &self.dev.ctx,
                write: true,
            })?;
        }
        Ok(())
    }

    /// The shared records themselves: a launch holds them as any other operation on the
    /// captured buffers does (its uses are the records' own accesses, which point nowhere).
    fn each_captured(&self, mut f: impl FnMut(&Arc<Captured>)) {
        for b in &self.buffers {
            f(b);
        }
    }
}

impl CudaDevice {
    /// Captures the work that `f` enqueues on the stream it is given into a [`CudaGraph`], to
    /// [instantiate](CudaGraph::instantiate) and replay ([`cuStreamBeginCapture`]
    /// in `CU_STREAM_CAPTURE_MODE_RELAXED`, then [`cuStreamEndCapture`]; NVIDIA's
    /// [graph management] has the semantics of graphs).
    ///
    /// `f` gets a fresh stream of this device in capture mode. Work enqueued on it (kernels
    /// with [`launch_on_stream`](crate::driver::LaunchAsync::launch_on_stream), copies with
    /// [`CudaStream::memcpy_dtod`] and [`CudaStream::memset_zeros`], library calls on a handle
    /// set to it) is recorded, not run. Everything else runs as usual while `f` runs, on this
    /// thread and on others. No other stream can join this capture: calls that would make one
    /// wait for the capturing stream ([`CudaDevice::wait_for`],
    /// [`CudaEvent::record_on`](crate::driver::CudaEvent::record_on),
    /// [`peer_copy_on_stream`](CudaDevice::peer_copy_on_stream)) are refused on it.
    ///
    /// What the crate adds:
    ///
    /// - Every buffer used on the stream during the capture is kept alive by the graph and its
    ///   executable graphs: it may be dropped at any time, and the graph keeps using its old
    ///   memory until the last graph using it is gone. Vary a graph's inputs by copying new
    ///   data into its buffers before each launch. Memory passed to a kernel as a raw pointer
    ///   (a `&mut [*mut c_void]` argument list, an address inside a struct) is not seen by the
    ///   capture: it must outlive every graph that uses it.
    /// - Launches are ordered with the other work on the graph's buffers in the order the
    ///   calls are made, with the sync API and the async adapter alike. Calls from different
    ///   threads that overlap in time never overlap on the GPU: one runs entirely before the
    ///   other, in the order they reach the buffer's record.
    /// - Teardowns that synchronize the device (a cuBLAS or cuBLASLt handle's destroy, a module
    ///   replaced by [`load_ptx`](CudaDevice::load_ptx)) are put off until the last capture on
    ///   the device ends, and a capture asked for while one runs begins once it is done. A
    ///   cuRAND generator's setup on another thread waits for the capture to end.
    ///
    /// Synchronizing the whole device while a capture is in progress, from any thread
    /// ([`CudaDevice::synchronize`], a [`ManagedSlice`](super::ManagedSlice) lent to the host,
    /// or dropping another `CudaDevice` of the same GPU whose waits used flags in mapped host
    /// memory, as an async adapter's awaits and a device object's small downloads after its
    /// first eight do), is illegal in the driver: the
    /// synchronize fails at once with `CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED`, having waited
    /// for nothing, and the capture with `CUDA_ERROR_STREAM_CAPTURE_INVALIDATED`. Synchronize
    /// a stream instead while capturing.
    ///
    /// # Errors
    ///
    /// What `f` returns, or, if an operation during the capture was illegal (synchronizing or
    /// querying the capturing stream, waiting on it for an event recorded elsewhere, ...), the
    /// driver's error (usually `CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED`, or
    /// `CUDA_ERROR_STREAM_CAPTURE_INVALIDATED` when the closure carried on). Either way the
    /// capture is ended and its partial graph discarded, also if `f` panics; the device stays
    /// usable.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
    /// use cuda_driver::nvrtc::compile_ptx;
    ///
    /// let dev = CudaDevice::new(0)?;
    /// let ptx = compile_ptx(r#"extern "C" __global__ void add_one(float *x, size_t n) {
    ///     size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    ///     if (i < n) x[i] += 1.0f;
    /// }"#)?;
    /// dev.load_ptx(ptx, "m", &["add_one"])?;
    /// let add_one = dev.get_func("m", "add_one").unwrap();
    /// let n = 1024;
    /// let mut x = dev.alloc_zeros::<f32>(n)?;
    /// let graph = dev.capture_graph(|stream| {
    ///     for _ in 0..100 {
    ///         // SAFETY: add_one(float*, size_t) stays within n elements.
    ///         unsafe { (&add_one).launch_on_stream(stream, LaunchConfig::for_num_elems(n as u32), (&mut x, n)) }?;
    ///     }
    ///     Ok(())
    /// })?;
    /// let exec = graph.instantiate()?;
    /// for round in 0..10 {
    ///     dev.htod_sync_copy_into(&vec![round as f32; n], &mut x)?; // new input
    ///     exec.launch()?;
    ///     assert_eq!(dev.dtoh_sync_copy(&x)?, vec![round as f32 + 100.0; n]);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// [`cuStreamBeginCapture`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html
    /// [`cuStreamEndCapture`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__STREAM.html
    /// [graph management]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html
    pub fn capture_graph<F>(self: &Arc<Self>, f: F) -> Result<CudaGraph, DriverError>
    where
        F: FnOnce(&CudaStream) -> Result<(), DriverError>,
    {
        self.check_and_make_current()?;
        let stream = self.capture_stream()?;
        let mut capture = Capture::begin(&stream.lane, &self.main)
            .map_err(|e| e.context("while beginning to capture a graph"))?;
        let r = f(&stream);
        let (ended, recorded) = capture.end();
        match (r, ended) {
            (Ok(()), Ok(g)) if !g.is_null() => Ok(CudaGraph::new(g, self.clone(), recorded)),
            (r, ended) => {
                if let Ok(g) = ended {
                    if !g.is_null() {
                        // SAFETY: a graph of a failed capture, used by nothing.
                        let _ = unsafe { result::graph::destroy(g) };
                    }
                }
                Err(match (r, ended) {
                    (Err(e), _) => e.context(
                        "while capturing a graph (the capture was ended and its partial graph \
                         discarded)",
                    ),
                    (Ok(()), Err(e)) => e.context(
                        "while ending a graph capture: an operation on the capturing stream was \
                         not allowed during capture (such as synchronizing it), so the driver \
                         invalidated the capture; its partial graph was discarded",
                    ),
                    (Ok(()), Ok(_)) => DriverError::new(sys::CUresult::CUDA_ERROR_UNKNOWN)
                        .context("the driver ended a graph capture without a graph"),
                })
            }
        }
    }

    /// A new stream for a capture. It does not wait for the main stream: nothing on it may
    /// wait for another stream, which would pull that stream into the capture (and captured
    /// work does not run, so there is nothing to wait for).
    fn capture_stream(self: &Arc<Self>) -> Result<CudaStream, DriverError> {
        self.new_lane_stream(None)
    }
}

/// A captured CUDA graph, made by [`CudaDevice::capture_graph`]. Instantiate it with
/// [`instantiate`](Self::instantiate) to launch it.
///
/// It keeps the buffers and kernels it uses alive (see [`CudaDevice::capture_graph`]), and
/// destroys its handle when dropped; executable graphs made from it are independent of it and
/// may outlive it.
///
/// # Examples
///
/// ```no_run
/// # use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
/// # let dev = CudaDevice::new(0)?;
/// # let f = dev.get_func("m", "add_one").unwrap();
/// let mut x = dev.alloc_zeros::<f32>(256)?;
/// let graph = dev.capture_graph(|s| {
///     // SAFETY: add_one(float*, size_t) stays within 256 elements.
///     unsafe { (&f).launch_on_stream(s, LaunchConfig::for_num_elems(256), (&mut x, 256usize)) }
/// })?;
/// assert_eq!(graph.num_nodes()?, 1);
/// let exec = graph.instantiate()?;
/// drop(graph);
/// exec.launch()?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaGraph {
    cu_graph: sys::CUgraph,
    res: Arc<Resources>,
    /// Serialises calls on the handle, which the driver does not synchronise internally.
    lock: Mutex<()>,
}

// SAFETY: the handle is usable from any thread with the context current (which every call
// ensures); calls on it are serialised by `lock`.
unsafe impl Send for CudaGraph {}
// SAFETY: as above.
unsafe impl Sync for CudaGraph {}

impl std::fmt::Debug for CudaGraph {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaGraph")
            .field("cu_graph", &self.cu_graph)
            .field("device", &self.res.dev.ctx.ordinal)
            .field("buffers", &self.res.buffers.len())
            .finish()
    }
}

impl CudaGraph {
    pub(crate) fn new(cu_graph: sys::CUgraph, dev: Arc<CudaDevice>, recorded: Recorded) -> Self {
        CudaGraph {
            cu_graph,
            res: Arc::new(Resources {
                dev,
                buffers: recorded.buffers,
                _keep: recorded.keep,
            }),
            lock: Mutex::new(()),
        }
    }

    /// Makes an executable graph to launch ([`cuGraphInstantiateWithFlags`]). An
    /// empty graph can be instantiated and launched too; it does nothing.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let graph = dev.capture_graph(|_stream| Ok(()))?;
    /// let exec = graph.instantiate()?;
    /// exec.launch()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuGraphInstantiateWithFlags`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html
    pub fn instantiate(&self) -> Result<CudaGraphExec, DriverError> {
        self.instantiate_with(0)
    }

    /// As [`instantiate`](Self::instantiate), with `cuGraphInstantiate`'s flags.
    pub(crate) fn instantiate_with(&self, flags: u64) -> Result<CudaGraphExec, DriverError> {
        let dev = &self.res.dev;
        dev.check_and_make_current()?;
        let exec = {
            let _g = lock(&self.lock);
            // SAFETY: the graph is live; calls on it are serialised.
            dev.keep_if_sticky(unsafe { result::graph::instantiate(self.cu_graph, flags) })
        }
        .map_err(|e| e.context("while instantiating a graph"))?;
        Ok(CudaGraphExec {
            cu_exec: exec,
            res: self.res.clone(),
            lock: Mutex::new(()),
        })
    }

    /// The number of nodes (kernels, copies, ...) in the graph.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let graph = dev.capture_graph(|_stream| Ok(()))?;
    /// assert_eq!(graph.num_nodes()?, 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn num_nodes(&self) -> Result<usize, DriverError> {
        let dev = &self.res.dev;
        dev.check_and_make_current()?;
        let _g = lock(&self.lock);
        // SAFETY: the graph is live; calls on it are serialised.
        dev.keep_if_sticky(unsafe { result::graph::num_nodes(self.cu_graph) })
    }

    /// The device the graph belongs to.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let graph = dev.capture_graph(|_stream| Ok(()))?;
    /// assert_eq!(graph.device().ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.res.dev
    }

    /// The raw graph handle, for the driver's graph API through [`sys`](crate::driver::sys).
    /// It stays owned by `self`. Changing the graph through it is not covered by the safety of
    /// this type: nodes added there are not kept alive or ordered by it.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let graph = dev.capture_graph(|_stream| Ok(()))?;
    /// assert!(!graph.cu_graph().is_null());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_graph(&self) -> sys::CUgraph {
        self.cu_graph
    }
}

impl Drop for CudaGraph {
    fn drop(&mut self) {
        let dev = &self.res.dev;
        // SAFETY: the graph is not used after this; executable graphs made from it do not
        // depend on it.
        let r = dev
            .make_current()
            .and_then(|()| unsafe { result::graph::destroy(self.cu_graph) });
        if let Err(e) = r {
            dev.defer_error(e.context("while destroying a graph"));
        }
    }
}

/// An executable graph, made by [`CudaGraph::instantiate`]: launch it with
/// [`launch`](Self::launch) on the device's main stream, or as a future with
/// `AsyncDevice::launch_graph` (in the `r#async` module).
///
/// Each launch runs the captured work once more, on the buffers it was captured with: copy new
/// inputs into them before a launch, read the results after it. Launches are ordered with the
/// other work on those buffers as sync calls are (see [`CudaDevice::capture_graph`]). It keeps
/// the graph's buffers and kernels alive, and may be dropped while a launch still runs.
///
/// # Examples
///
/// ```no_run
/// # use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
/// # let dev = CudaDevice::new(0)?;
/// # let f = dev.get_func("m", "add_one").unwrap();
/// let mut x = dev.alloc_zeros::<f32>(256)?;
/// let exec = dev
///     .capture_graph(|s| {
///         // SAFETY: add_one(float*, size_t) stays within 256 elements.
///         unsafe { (&f).launch_on_stream(s, LaunchConfig::for_num_elems(256), (&mut x, 256usize)) }
///     })?
///     .instantiate()?;
/// exec.upload()?;
/// dev.htod_sync_copy_into(&[1.0f32; 256], &mut x)?;
/// exec.launch()?;
/// assert_eq!(dev.dtoh_sync_copy(&x)?, [2.0; 256]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaGraphExec {
    cu_exec: sys::CUgraphExec,
    res: Arc<Resources>,
    /// Serialises calls on the handle, which the driver does not synchronise internally.
    lock: Mutex<()>,
}

// SAFETY: the handle is usable from any thread with the context current (which every call
// ensures); calls on it are serialised by `lock`.
unsafe impl Send for CudaGraphExec {}
// SAFETY: as above.
unsafe impl Sync for CudaGraphExec {}

impl std::fmt::Debug for CudaGraphExec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaGraphExec")
            .field("cu_graph_exec", &self.cu_exec)
            .field("device", &self.res.dev.ctx.ordinal)
            .finish()
    }
}

impl CudaGraphExec {
    /// Launches the graph on the device's main stream ([`cuGraphLaunch`]) and
    /// returns without waiting, after the earlier uses of its buffers on any stream: later
    /// calls on the device see its results.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let exec = dev.capture_graph(|_stream| Ok(()))?.instantiate()?;
    /// exec.launch()?;
    /// dev.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuGraphLaunch`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html
    pub fn launch(&self) -> Result<(), DriverError> {
        let dev = &self.res.dev;
        dev.check_and_make_current()?;
        // On the main stream whatever the thread: see `CudaDevice::lane_for`.
        dev.main
            .run(&dev.main, &*self.res, |stream| self.enqueue(stream))
    }

    /// Uploads the graph to the device ahead of its first launch ([`cuGraphUpload`]),
    /// on the main stream.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let exec = dev.capture_graph(|_stream| Ok(()))?.instantiate()?;
    /// exec.upload()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuGraphUpload`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__GRAPH.html
    pub fn upload(&self) -> Result<(), DriverError> {
        let dev = &self.res.dev;
        dev.check_and_make_current()?;
        let _g = lock(&self.lock);
        // SAFETY: the executable graph and the main stream are live; calls are serialised.
        dev.main
            .enqueue(|s| unsafe { result::graph::upload(self.cu_exec, s) })
    }

    /// The device the graph belongs to.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let exec = dev.capture_graph(|_stream| Ok(()))?.instantiate()?;
    /// assert_eq!(exec.device().ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.res.dev
    }

    /// The raw executable-graph handle. It stays owned by `self`.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let exec = dev.capture_graph(|_stream| Ok(()))?.instantiate()?;
    /// assert!(!exec.cu_graph_exec().is_null());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_graph_exec(&self) -> sys::CUgraphExec {
        self.cu_exec
    }

    /// Enqueues a launch on `stream` (of this device, context current). The caller orders it
    /// with the graph's buffers (see [`resources`](Self::resources)).
    pub(crate) fn enqueue(&self, stream: sys::CUstream) -> Result<(), DriverError> {
        let _g = lock(&self.lock);
        // SAFETY: the executable graph and the stream are live; the memory it uses is kept
        // alive by `res`, and the caller orders the launch with its other uses.
        unsafe { result::graph::launch(self.cu_exec, stream) }
            .map_err(|e| e.context("while launching a graph"))
    }

    /// What a launch uses and must keep alive: the buffers' records and the kernels.
    pub(crate) fn resources(&self) -> &Arc<Resources> {
        &self.res
    }
}

impl Drop for CudaGraphExec {
    fn drop(&mut self) {
        let dev = &self.res.dev;
        // SAFETY: not used after this. The driver documents that an executable graph still
        // in flight is freed asynchronously once its launches complete; the memory those
        // launches use is kept alive by the buffers' records, which wait for them.
        let r = dev
            .make_current()
            .and_then(|()| unsafe { result::graph::exec_destroy(self.cu_exec) });
        if let Err(e) = r {
            dev.defer_error(e.context("while destroying an executable graph"));
        }
    }
}
