//! The profiler's capture range (cudarc 0.13's `Profiler`, `profiler_start`, `profiler_stop`).

use crate::driver::result::{self, DriverError};

/// Collects profiling data while it lives: [`profiler_start`] when made, [`profiler_stop`] when
/// dropped (an error from the stop is ignored, as in cudarc: a drop cannot return it).
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, Profiler};
/// let dev = CudaDevice::new(0)?;
/// {
///     let _profiling = Profiler::new()?;
///     // ... the work to profile (nsys profile --capture-range=cudaProfilerApi) ...
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug, Default)]
pub struct Profiler {}

impl Profiler {
    /// Starts collecting.
    ///
    /// ```no_run
    /// let p = cuda_driver::driver::Profiler::new()?;
    /// drop(p); // stops
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn new() -> Result<Self, DriverError> {
        profiler_start()?;
        Ok(Profiler {})
    }
}

impl Drop for Profiler {
    fn drop(&mut self) {
        let _ = profiler_stop();
    }
}

/// Starts the profiler's collection ([`cuProfilerStart`]).
///
/// ```no_run
/// cuda_driver::driver::profiler_start()?;
/// cuda_driver::driver::profiler_stop()?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
///
/// [`cuProfilerStart`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PROFILER.html
pub fn profiler_start() -> Result<(), DriverError> {
    result::profiler_start()
}

/// Stops the profiler's collection ([`cuProfilerStop`]).
///
/// ```no_run
/// cuda_driver::driver::profiler_stop()?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
///
/// [`cuProfilerStop`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PROFILER.html
pub fn profiler_stop() -> Result<(), DriverError> {
    result::profiler_stop()
}
