//! Launching kernels: [`LaunchAsync`], with the argument list checked against the kernel's
//! parameters before every launch.

use super::checks::same_device;
use super::function::CudaFunction;
use super::kernel_args::{ArgList, DeviceRepr};
use super::launch_config::LaunchConfig;
use super::ordering::{Lane, Use};
use super::stream::CudaStream;
use super::util::plural;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::ffi::c_void;
use std::sync::Arc;

/// Launching a [`CudaFunction`] (or a `&CudaFunction`, which saves the clone) with arguments
/// `Params` ([`cuLaunchKernel`]): a tuple of up to 32 [`DeviceRepr`] values
/// (buffers by reference, `&mut` for those the kernel writes), `()` for a kernel without
/// parameters, or a raw `&mut [*mut c_void]`.
///
/// Before each launch the number of arguments and each one's size are checked against the
/// kernel's parameter list, read from the driver ([`cuFuncGetParamInfo`], CUDA
/// 12.4 and later; older drivers skip the check). A mismatch is an error naming the kernel, the
/// parameter and both sizes. A raw pointer list is checked for its length only.
///
/// # Ordering
///
/// A launch on any stream is ordered with every other use of the buffers among its arguments,
/// on any stream, with nothing asked of the caller: an argument passed as `&` is read, one
/// passed as `&mut` is written, and a view counts as its parent buffer. The kernel waits for
/// earlier writes to what it reads and for earlier reads and writes of what it writes (on the
/// main stream, other streams, the async adapter, graph launches), and later uses of those
/// buffers, their frees included, wait for it. A wait is for a point in another stream, which
/// may also cover work enqueued there after the access it follows (until that work is known
/// to be finished), never work enqueued after the launch.
///
/// # Safety
///
/// A kernel is arbitrary code. The caller promises that:
/// - each argument has the type and meaning the kernel expects (the size check catches only
///   some mistakes);
/// - the kernel stays within the buffers it is given and the [`LaunchConfig`] fits it;
/// - the kernel writes only buffers passed as `&mut`, and leaves valid values of their type;
/// - memory the kernel reaches other than through buffer arguments (addresses inside a
///   struct, a raw pointer list) stays allocated, and is not used elsewhere concurrently,
///   while the kernel may run: it is invisible to the ordering above.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// let dev = CudaDevice::new(0)?;
/// let ptx = compile_ptx(r#"extern "C" __global__ void axpy(float a, const float *x, float *y, int n) {
///     int i = blockIdx.x * blockDim.x + threadIdx.x;
///     if (i < n) y[i] = a * x[i] + y[i];
/// }"#)?;
/// dev.load_ptx(ptx, "blas", &["axpy"])?;
/// let axpy = dev.get_func("blas", "axpy").unwrap();
/// let x = dev.htod_sync_copy(&[1.0f32; 100])?;
/// let mut y = dev.htod_sync_copy(&[2.0f32; 100])?;
/// // SAFETY: matches axpy's parameters; the kernel stays within n elements.
/// unsafe { axpy.launch(LaunchConfig::for_num_elems(100), (3.0f32, &x, &mut y, 100i32)) }?;
/// assert_eq!(dev.dtoh_sync_copy(&y)?, vec![5.0; 100]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// [`cuLaunchKernel`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html
/// [`cuFuncGetParamInfo`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXEC.html
pub unsafe trait LaunchAsync<Params> {
    /// Launches on the device's main stream.
    ///
    /// # Safety
    ///
    /// See the [trait documentation](LaunchAsync).
    ///
    /// ```no_run
    /// use cuda_driver::driver::{LaunchAsync, LaunchConfig};
    /// use cuda_driver::nvrtc::compile_ptx;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let src = r#"extern "C" __global__ void fill(float *x, float v, int n) {
    ///     int i = blockIdx.x * blockDim.x + threadIdx.x;
    ///     if (i < n) x[i] = v;
    /// }"#;
    /// dev.load_ptx(compile_ptx(src)?, "m", &["fill"])?;
    /// let fill = dev.get_func("m", "fill").unwrap();
    /// let mut x = dev.alloc_zeros::<f32>(3000)?;
    /// let cfg = LaunchConfig::for_num_elems(3000);
    /// // SAFETY: the arguments match fill's parameters; the kernel stays within n elements.
    /// unsafe { (&fill).launch(cfg, (&mut x, 1.0f32, 3000i32)) }?; // `&fill`: no clone
    /// let first = LaunchConfig::for_num_elems(1000);
    /// unsafe { fill.launch(first, (&mut x.slice_mut(..1000), 2.0f32, 1000i32)) }?;
    /// let host = dev.dtoh_sync_copy(&x)?;
    /// assert_eq!((host[999], host[1000]), (2.0, 1.0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    unsafe fn launch(self, cfg: LaunchConfig, params: Params) -> Result<(), DriverError>;

    /// Launches on another stream of the device, concurrently with the main stream (ordered
    /// with other uses of its buffer arguments, as the [trait documentation](LaunchAsync) says).
    ///
    /// # Safety
    ///
    /// See the [trait documentation](LaunchAsync).
    ///
    /// ```no_run
    /// use cuda_driver::driver::{LaunchAsync, LaunchConfig};
    /// use cuda_driver::nvrtc::compile_ptx;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let src = r#"extern "C" __global__ void fill(float *x, float v, int n) {
    ///     int i = blockIdx.x * blockDim.x + threadIdx.x;
    ///     if (i < n) x[i] = v;
    /// }"#;
    /// dev.load_ptx(compile_ptx(src)?, "m", &["fill"])?;
    /// let fill = dev.get_func("m", "fill").unwrap();
    /// let (mut a, mut b) = (dev.alloc_zeros::<f32>(1 << 20)?, dev.alloc_zeros::<f32>(1 << 20)?);
    /// let cfg = LaunchConfig::for_num_elems(1 << 20);
    /// let stream = dev.fork_default_stream()?;
    /// // SAFETY: the arguments match fill's parameters; the kernel stays within n elements.
    /// unsafe {
    ///     (&fill).launch_on_stream(&stream, cfg, (&mut a, 1.0f32, 1i32 << 20))?; // these two
    ///     (&fill).launch(cfg, (&mut b, 2.0f32, 1i32 << 20))?; // may run at once
    /// }
    /// // The copy waits for the launch that wrote `a`, although it ran on another stream.
    /// assert!(dev.dtoh_sync_copy(&a)?.iter().all(|&v| v == 1.0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    unsafe fn launch_on_stream(
        self,
        stream: &CudaStream,
        cfg: LaunchConfig,
        params: Params,
    ) -> Result<(), DriverError>;

    /// Launches as a cooperative kernel (all blocks resident at once) on the main stream.
    ///
    /// # Safety
    ///
    /// See the [trait documentation](LaunchAsync).
    ///
    /// ```no_run
    /// use cuda_driver::driver::{LaunchAsync, LaunchConfig, sys::CUdevice_attribute};
    /// use cuda_driver::nvrtc::compile_ptx;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let coop = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH;
    /// assert_eq!(dev.attribute(coop)?, 1);
    /// let src = r#"extern "C" __global__ void iota(int *x) {
    ///     x[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x * blockDim.x + threadIdx.x;
    /// }"#;
    /// dev.load_ptx(compile_ptx(src)?, "m", &["iota"])?;
    /// let iota = dev.get_func("m", "iota").unwrap();
    /// let mut x = dev.alloc_zeros::<i32>(256)?;
    /// // Two blocks of 128 threads: small enough to be resident at once on any device.
    /// let cfg = LaunchConfig { grid_dim: (2, 1, 1), block_dim: (128, 1, 1), shared_mem_bytes: 0 };
    /// // SAFETY: `iota` takes one int*, and the grid covers exactly 256 elements.
    /// unsafe { iota.launch_cooperative(cfg, (&mut x,)) }?;
    /// assert_eq!(dev.dtoh_sync_copy(&x)?, (0..256).collect::<Vec<i32>>());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    unsafe fn launch_cooperative(
        self,
        cfg: LaunchConfig,
        params: Params,
    ) -> Result<(), DriverError>;
}

impl CudaFunction {
    /// The kernel's parameter sizes, or `None` where the driver cannot tell.
    pub(crate) fn param_sizes(&self) -> Option<&[usize]> {
        self.0
            .params
            .get_or_init(|| {
                // Read once, maybe on a thread that never used the device (an async launch's
                // check): a query without the context current must not turn the check off.
                let _ = self.0.device.make_current();
                read_param_sizes(self.0.cu_function)
            })
            .as_deref()
    }

    /// Checks arguments against the kernel's parameters (sizes, and the device of each buffer)
    /// and the configuration against what any device can launch.
    #[inline(always)]
    pub(crate) fn check<P: ArgList + ?Sized>(
        &self,
        params: &P,
        cfg: &LaunchConfig,
    ) -> Result<(), DriverError> {
        params.with_sizes(|sizes| {
            if let Some(i) = refused_argument(sizes) {
                return Err(self.refused(i));
            }
            match self.param_sizes() {
                Some(expected) if expected != sizes => Err(self.mismatch(expected, sizes, true)),
                _ => Ok(()),
            }
        })?;
        let dev = &self.0.device.ctx;
        params.each_use(&mut |i, u| {
            same_device(
                || format!("argument {i} of kernel {:?}", self.0.name),
                u.ctx,
                "the kernel runs on",
                dev,
            )
        })?;
        self.check_config(cfg)
    }

    /// Checks only the number of arguments (for raw pointer lists), and the configuration.
    fn check_raw(&self, n: usize, cfg: &LaunchConfig) -> Result<(), DriverError> {
        match self.param_sizes() {
            Some(expected) if expected.len() != n => {
                Err(self.mismatch(expected, &vec![0; n], false))
            }
            _ => self.check_config(cfg),
        }
    }

    /// The error for argument `i`, an array of references to device buffers.
    #[cold]
    fn refused(&self, i: usize) -> DriverError {
        DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
            "argument {i} of kernel {:?} is an array of references to device buffers, which \
             would pass the host's references: pass each buffer as an argument of its own",
            self.0.name
        ))
    }

    #[cold]
    fn mismatch(&self, expected: &[usize], given: &[usize], sizes_known: bool) -> DriverError {
        let why = if expected.len() != given.len() {
            format!(
                "kernel {:?} takes {} ({:?} bytes each) but was given {}",
                self.0.name,
                plural(expected.len(), "parameter"),
                expected,
                plural(given.len(), "argument")
            )
        } else {
            let i = (0..expected.len())
                .find(|&i| sizes_known && expected[i] != given[i])
                .unwrap_or(0);
            format!(
                "kernel {:?} parameter {i} is {} bytes but argument {i} is {} bytes",
                self.0.name, expected[i], given[i]
            )
        };
        DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(why)
    }

    /// Enqueues a launch on `stream`, a stream of the function's device (context current).
    /// Checking the arguments and ordering the launch with their buffers are the caller's.
    #[inline]
    pub(crate) unsafe fn launch_raw(
        &self,
        stream: sys::CUstream,
        cfg: &LaunchConfig,
        args: &mut [*mut c_void],
        cooperative: bool,
    ) -> Result<(), DriverError> {
        let (g, b, s) = (cfg.grid_dim, cfg.block_dim, cfg.shared_mem_bytes);
        self.0.module.note_launch();
        // SAFETY: the caller promises the arguments match the kernel and outlive it in stream
        // order; the function's module is alive while `self` is.
        let r = unsafe {
            if cooperative {
                result::launch_cooperative_kernel(self.0.cu_function, g, b, s, stream, args)
            } else {
                result::launch_kernel(self.0.cu_function, g, b, s, stream, args)
            }
        };
        r.map_err(|e| self.launch_failed(e, cfg))
    }

    /// Checks, then launches on `lane` (the main lane if `None`), ordered with the uses of the
    /// arguments' buffers. A graph being captured on the lane keeps the kernel's module loaded.
    ///
    /// # Safety
    ///
    /// As for [`LaunchAsync`].
    #[inline(always)]
    unsafe fn launch_checked<P: ArgList>(
        &self,
        lane: Option<&Arc<Lane>>,
        cfg: &LaunchConfig,
        params: &P,
        cooperative: bool,
    ) -> Result<(), DriverError> {
        let dev = &self.0.device;
        dev.check_and_make_current()?;
        self.check(params, cfg)?;
        let here;
        let lane = match lane {
            Some(l) => l,
            None => {
                here = dev.lane_for(params)?;
                &*here
            }
        };
        // A capture of the lane neither begins nor ends until the launch is enqueued, so one
        // that takes it in keeps the kernel's module.
        lane.run_launch(&dev.main, params, &self.0, |s, _| {
            // SAFETY: checked above and ordered by `run_launch`; the rest is the caller's
            // contract.
            params.with_params(|args| unsafe { self.launch_raw(s, cfg, args, cooperative) })
        })
    }

    /// As [`launch_checked`](Self::launch_checked), for a raw pointer list (which names no
    /// buffers to order with).
    ///
    /// # Safety
    ///
    /// As for [`LaunchAsync`].
    unsafe fn launch_raw_list(
        &self,
        lane: Option<&Arc<Lane>>,
        cfg: &LaunchConfig,
        args: &mut [*mut c_void],
        cooperative: bool,
    ) -> Result<(), DriverError> {
        let dev = &self.0.device;
        dev.check_and_make_current()?;
        self.check_raw(args.len(), cfg)?;
        let here;
        let lane = match lane {
            Some(l) => l,
            None => {
                here = dev.thread_lane()?;
                &*here
            }
        };
        // As in `launch_checked`.
        // SAFETY: the caller's contract.
        lane.run_launch(&dev.main, NO_BUFFERS, &self.0, |s, _| unsafe {
            self.launch_raw(s, cfg, args, cooperative)
        })
    }

    /// A launch error, saying which kernel and which configuration.
    #[cold]
    fn launch_failed(&self, e: DriverError, cfg: &LaunchConfig) -> DriverError {
        let (g, b) = (cfg.grid_dim, cfg.block_dim);
        let threads = u64::from(b.0) * u64::from(b.1) * u64::from(b.2);
        e.context(format!(
            "while launching kernel {:?} with grid {g:?}, block {b:?} ({threads} threads per \
             block) and {} bytes of dynamic shared memory",
            self.0.name, cfg.shared_mem_bytes
        ))
    }

    /// Refuses configurations that no device can launch, before the driver sees them.
    #[inline]
    fn check_config(&self, cfg: &LaunchConfig) -> Result<(), DriverError> {
        let (g, b) = (cfg.grid_dim, cfg.block_dim);
        if g.0 == 0 || g.1 == 0 || g.2 == 0 || b.0 == 0 || b.1 == 0 || b.2 == 0 {
            return Err(self.launch_failed(
                DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(
                    "every grid and block dimension must be at least 1 (LaunchConfig has a 0)",
                ),
                cfg,
            ));
        }
        Ok(())
    }

    /// Checks that `stream` belongs to the function's device.
    fn check_stream(&self, stream: &CudaStream) -> Result<(), DriverError> {
        same_device(
            || format!("kernel {:?}", self.0.name),
            &self.0.device.ctx,
            "the stream belongs to",
            &stream.device.ctx,
        )
    }
}

/// Reads the parameter sizes with cuFuncGetParamInfo, stopping at the first invalid index. A
/// probe: the error that ends it is not returned, and must not change the text of one the
/// caller holds (see `error_context`).
fn read_param_sizes(f: sys::CUfunction) -> Option<Box<[usize]>> {
    crate::error_context::internal(|| probe_param_sizes(f))
}

/// [`read_param_sizes`], in its scope of errors.
fn probe_param_sizes(f: sys::CUfunction) -> Option<Box<[usize]>> {
    let mut sizes = Vec::new();
    loop {
        // SAFETY: `f` is a live function handle.
        match unsafe { result::function::get_param_info(f, sizes.len()) } {
            Ok((_, size)) => sizes.push(size),
            Err(e)
                if e.0 == sys::CUresult::CUDA_ERROR_INVALID_VALUE && e.load_error().is_none() =>
            {
                return Some(sizes.into_boxed_slice());
            }
            // A driver without the function (before 12.4), or another failure: skip the check.
            Err(_) => return None,
        }
    }
}

/// A raw pointer list names no buffers.
const NO_BUFFERS: &[Use<'static>] = &[];

macro_rules! impl_raw_launch {
    ($f:ty, $args:ty, $slice:ident) => {
        // SAFETY: launches go through the checked path above.
        unsafe impl LaunchAsync<$args> for $f {
            #[inline]
            unsafe fn launch(self, cfg: LaunchConfig, args: $args) -> Result<(), DriverError> {
                // SAFETY: the caller's contract.
                unsafe { self.launch_raw_list(None, &cfg, args.$slice(), false) }
            }

            #[inline]
            unsafe fn launch_on_stream(
                self,
                stream: &CudaStream,
                cfg: LaunchConfig,
                args: $args,
            ) -> Result<(), DriverError> {
                self.check_stream(stream)?;
                // SAFETY: the caller's contract.
                unsafe { self.launch_raw_list(Some(&stream.lane), &cfg, args.$slice(), false) }
            }

            unsafe fn launch_cooperative(
                self,
                cfg: LaunchConfig,
                args: $args,
            ) -> Result<(), DriverError> {
                // SAFETY: the caller's contract.
                unsafe { self.launch_raw_list(None, &cfg, args.$slice(), true) }
            }
        }
    };
}
impl_raw_launch!(CudaFunction, &mut [*mut c_void], as_mut);
impl_raw_launch!(&CudaFunction, &mut [*mut c_void], as_mut);
impl_raw_launch!(CudaFunction, &mut Vec<*mut c_void>, as_mut_slice);
impl_raw_launch!(&CudaFunction, &mut Vec<*mut c_void>, as_mut_slice);

macro_rules! impl_launch {
    ($($v:ident),*) => {
        impl_launch!(@for CudaFunction; $($v),*);
        impl_launch!(@for &CudaFunction; $($v),*);
    };
    (@for $f:ty; $($v:ident),*) => {
        // SAFETY: arguments are checked against the kernel's parameter list before launching.
        unsafe impl<$($v: DeviceRepr),*> LaunchAsync<($($v,)*)> for $f {
            #[inline]
            unsafe fn launch(self, cfg: LaunchConfig, params: ($($v,)*)) -> Result<(), DriverError> {
                // SAFETY: the caller's contract.
                unsafe { self.launch_checked(None, &cfg, &params, false) }
            }

            #[inline]
            unsafe fn launch_on_stream(self, stream: &CudaStream, cfg: LaunchConfig, params: ($($v,)*)) -> Result<(), DriverError> {
                self.check_stream(stream)?;
                // SAFETY: the caller's contract.
                unsafe { self.launch_checked(Some(&stream.lane), &cfg, &params, false) }
            }

            unsafe fn launch_cooperative(self, cfg: LaunchConfig, params: ($($v,)*)) -> Result<(), DriverError> {
                // SAFETY: the caller's contract.
                unsafe { self.launch_checked(None, &cfg, &params, true) }
            }
        }
    };
}

impl_launch!();
impl_launch!(A);
impl_launch!(A, B);
impl_launch!(A, B, C);
impl_launch!(A, B, C, D);
impl_launch!(A, B, C, D, E);
impl_launch!(A, B, C, D, E, F);
impl_launch!(A, B, C, D, E, F, G);
impl_launch!(A, B, C, D, E, F, G, H);
impl_launch!(A, B, C, D, E, F, G, H, I);
impl_launch!(A, B, C, D, E, F, G, H, I, J);
impl_launch!(A, B, C, D, E, F, G, H, I, J, K);
impl_launch!(A, B, C, D, E, F, G, H, I, J, K, L);
// cudarc 0.13 launches up to 32 arguments.
impl_launch!(T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12);
impl_launch!(T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20,
    T21
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20,
    T21, T22
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20,
    T21, T22, T23
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20,
    T21, T22, T23, T24
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20,
    T21, T22, T23, T24, T25
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20,
    T21, T22, T23, T24, T25, T26
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20,
    T21, T22, T23, T24, T25, T26, T27
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20,
    T21, T22, T23, T24, T25, T26, T27, T28
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20,
    T21, T22, T23, T24, T25, T26, T27, T28, T29
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20,
    T21, T22, T23, T24, T25, T26, T27, T28, T29, T30
);
impl_launch!(
    T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, T19, T20,
    T21, T22, T23, T24, T25, T26, T27, T28, T29, T30, T31
);

/// The index of the first argument no kernel may be given (see
/// [`REFUSED_ARGUMENT`](super::kernel_args::REFUSED_ARGUMENT)), among the arguments' sizes.
fn refused_argument(sizes: &[usize]) -> Option<usize> {
    sizes
        .iter()
        .position(|&s| s == super::kernel_args::REFUSED_ARGUMENT)
}

#[cfg(test)]
mod tests {
    use super::refused_argument;
    use crate::driver::safe::kernel_args::REFUSED_ARGUMENT;

    #[test]
    fn an_argument_reported_refused_is_found_by_its_index() {
        assert_eq!(refused_argument(&[8, 4, 16]), None);
        assert_eq!(refused_argument(&[8, REFUSED_ARGUMENT, 16]), Some(1));
        assert_eq!(refused_argument(&[]), None);
    }
}
