//! Graph capture on a stream and [`CudaGraph`] (cudarc 0.19's): work enqueued on a stream
//! between [`CudaStream::begin_capture`] and [`CudaStream::end_capture`] is recorded into a
//! graph, replayed with [`CudaGraph::launch`].
//!
//! Captures go through the core's capture gate: the buffers and kernels the captured work
//! uses are recorded with the graph (kept alive while it can run), and each launch is ordered
//! like any other use of those buffers, as a write of each. The capture is in the driver's
//! relaxed mode whatever mode is asked for: other streams and threads go on working (their
//! ordering is the buffers' records'), and calls that would make another stream join the
//! capture are refused. A capture records the work of its own stream only.

use super::stream::CudaStream;
use crate::driver::DriverError;
use crate::stream_api::driver::{result, sys};
use crate::stream_api::seam;
use std::sync::Arc;

/// A graph captured from a stream and instantiated, to replay with [`launch`](Self::launch)
/// on that stream.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::{CudaContext, sys};
///
/// let stream = CudaContext::new(0)?.new_stream()?;
/// let mut data = stream.clone_htod(&[1u32; 4])?;
/// stream.begin_capture(sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)?;
/// stream.memset_zeros(&mut data)?; // recorded, not run
/// let graph = stream.end_capture(sys::CUgraphInstantiate_flags(0))?.unwrap();
/// stream.memcpy_htod(&[2u32; 4], &mut data)?;
/// graph.launch()?;
/// assert_eq!(stream.clone_dtoh(&data)?, [0; 4]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub struct CudaGraph {
    graph: crate::driver::CudaGraph,
    exec: crate::driver::CudaGraphExec,
    stream: Arc<CudaStream>,
}

impl std::fmt::Debug for CudaGraph {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaGraph")
            .field("graph", &self.graph)
            .field("stream", &self.stream)
            .finish()
    }
}

impl CudaStream {
    /// Starts capturing the work enqueued on this stream into a graph. `mode` is accepted for
    /// source compatibility; the capture is relaxed (see the module docs). An error if the
    /// stream is capturing already, and on the default and per-thread streams (which carry
    /// the crate's own work, frees included; cudarc 0.19's default stream, the legacy one,
    /// cannot capture either): capture on a stream of your own.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, sys};
    /// let stream = CudaContext::new(0)?.new_stream()?;
    /// stream.begin_capture(sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_GLOBAL)?;
    /// let graph = stream.end_capture(sys::CUgraphInstantiate_flags(0))?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn begin_capture(&self, mode: sys::CUstreamCaptureMode) -> Result<(), DriverError> {
        let _ = mode;
        self.refuse_shared_capture()?;
        let mut capture = self.capture.lock().unwrap_or_else(|e| e.into_inner());
        if capture.is_some() {
            return Err(DriverError(sys::CUresult::CUDA_ERROR_ILLEGAL_STATE)
                .context("CudaStream::begin_capture: the stream is capturing already"));
        }
        *capture = Some(self.lane().begin_capture()?);
        Ok(())
    }

    /// Ends the capture begun by [`begin_capture`](Self::begin_capture) and instantiates its
    /// graph with `flags` (`CUgraphInstantiate_flags(0)` for none), or `None` if the driver
    /// made no graph. An error if no capture is in progress, or if the driver invalidated it
    /// (an operation not allowed during a capture); the capture is over either way.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, sys};
    /// let stream = CudaContext::new(0)?.new_stream()?;
    /// assert!(stream.end_capture(sys::CUgraphInstantiate_flags(0)).is_err()); // none begun
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn end_capture(
        self: &Arc<Self>,
        flags: sys::CUgraphInstantiate_flags,
    ) -> Result<Option<CudaGraph>, DriverError> {
        let capture = self
            .capture
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        let Some(capture) = capture else {
            return Err(DriverError(sys::CUresult::CUDA_ERROR_ILLEGAL_STATE)
                .context("CudaStream::end_capture: no capture is in progress on the stream"));
        };
        let Some(graph) = capture.end()? else {
            return Ok(None);
        };
        let exec = seam::instantiate_graph(&graph, u64::from(flags.0))?;
        Ok(Some(CudaGraph {
            graph,
            exec,
            stream: self.clone(),
        }))
    }

    /// Whether the stream is capturing a graph (`cuStreamIsCapturing`).
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::driver::{CudaContext, sys::CUstreamCaptureStatus};
    /// let stream = CudaContext::new(0)?.new_stream()?;
    /// assert_eq!(stream.capture_status()?, CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_NONE);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn capture_status(&self) -> Result<sys::CUstreamCaptureStatus, DriverError> {
        self.lane()
            .run_checked("CudaStream::capture_status", &[], |s| {
                // SAFETY: the stream is live.
                unsafe { result::stream::is_capturing(s) }
            })
    }
}

impl CudaGraph {
    /// Replays the graph on the stream it was captured on, ordered with the other uses of the
    /// buffers it captured (as a write of each) on any stream.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::driver::{CudaContext, sys};
    /// # let stream = CudaContext::new(0)?.new_stream()?;
    /// # stream.begin_capture(sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED)?;
    /// let graph = stream.end_capture(sys::CUgraphInstantiate_flags(0))?.unwrap();
    /// graph.launch()?;
    /// stream.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn launch(&self) -> Result<(), DriverError> {
        self.stream.lane().launch_graph_ordered(&self.exec)
    }

    /// Uploads the graph's resources to the device on its stream, so that the first launch
    /// costs less (`cuGraphUpload`).
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::driver::{CudaContext, sys};
    /// # let stream = CudaContext::new(0)?.new_stream()?;
    /// # stream.begin_capture(sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED)?;
    /// let graph = stream.end_capture(sys::CUgraphInstantiate_flags(0))?.unwrap();
    /// graph.upload()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn upload(&self) -> Result<(), DriverError> {
        self.stream.lane().upload_graph(&self.exec)
    }

    /// The graph handle. The graph owns it: do not destroy it.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::driver::{CudaContext, sys};
    /// # let stream = CudaContext::new(0)?.new_stream()?;
    /// # stream.begin_capture(sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED)?;
    /// let graph = stream.end_capture(sys::CUgraphInstantiate_flags(0))?.unwrap();
    /// assert!(!graph.cu_graph().is_null());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_graph(&self) -> sys::CUgraph {
        self.graph.cu_graph()
    }

    /// The executable graph handle. The graph owns it: do not destroy it.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::driver::{CudaContext, sys};
    /// # let stream = CudaContext::new(0)?.new_stream()?;
    /// # stream.begin_capture(sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED)?;
    /// let graph = stream.end_capture(sys::CUgraphInstantiate_flags(0))?.unwrap();
    /// assert!(!graph.cu_graph_exec().is_null());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_graph_exec(&self) -> sys::CUgraphExec {
        self.exec.cu_graph_exec()
    }
}
