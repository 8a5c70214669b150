//! Launching kernels: [`LaunchConfig`] and [`LaunchAsync`], with the argument list checked
//! against the kernel's parameters before every launch.

use super::device::{CudaDevice, plural};
use super::memory::same_gpu;
use super::module::CudaFunction;
use super::repr::DeviceRepr;
use super::stream::CudaStream;
use super::track::{Use, Uses};
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::ffi::c_void;

/// Grid and block shape, and dynamic shared memory, of a launch.
///
/// # Examples
///
/// ```
/// use cuda_driver::driver::LaunchConfig;
///
/// let cfg = LaunchConfig::for_num_elems(3000);
/// assert_eq!(cfg.grid_dim, (3, 1, 1));
/// assert_eq!(cfg.block_dim, (1024, 1, 1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    /// Blocks in the grid, as (x, y, z).
    pub grid_dim: (u32, u32, u32),
    /// Threads in each block, as (x, y, z).
    pub block_dim: (u32, u32, u32),
    /// Dynamic shared memory per block, in bytes.
    pub shared_mem_bytes: u32,
}

impl LaunchConfig {
    /// One thread per element in blocks of 1024: `grid_dim = (ceil(n / 1024), 1, 1)`.
    pub fn for_num_elems(n: u32) -> Self {
        const NUM_THREADS: u32 = 1024;
        LaunchConfig {
            grid_dim: (n.div_ceil(NUM_THREADS), 1, 1),
            block_dim: (NUM_THREADS, 1, 1),
            shared_mem_bytes: 0,
        }
    }
}

/// Launching a [`CudaFunction`] (or a `&CudaFunction`, which saves the clone) with arguments
/// `Params`: a tuple of up to 12
/// [`DeviceRepr`] values (buffers by reference, `&mut` for those the kernel writes), `()` for
/// a kernel without parameters, or a raw `&mut [*mut c_void]`.
///
/// Before each launch the number of arguments and each one's size are checked against the
/// kernel's parameter list, read from the driver (`cuFuncGetParamInfo`, CUDA 12.4 and later;
/// older drivers skip the check). A mismatch is an error naming the kernel, the parameter and
/// both sizes. A raw pointer list is checked for its length only.
///
/// # Ordering
///
/// A launch on any stream is ordered with every other use of the buffers among its arguments,
/// on any stream, with nothing asked of the caller: an argument passed as `&` is read, one
/// passed as `&mut` is written, and a view counts as its parent buffer. The kernel waits for
/// earlier writes to what it reads and for earlier reads and writes of what it writes (on the
/// main stream, other streams, the async adapter, graph launches), and later uses of those
/// buffers, their frees included, wait for it. Work on unrelated buffers is not held up.
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
pub unsafe trait LaunchAsync<Params> {
    /// Launches on the device's main stream.
    ///
    /// # Safety
    ///
    /// See the [trait documentation](LaunchAsync).
    unsafe fn launch(self, cfg: LaunchConfig, params: Params) -> Result<(), DriverError>;

    /// Launches on another stream of the device, concurrently with the main stream (ordered
    /// with other uses of its buffer arguments, as the [trait documentation](LaunchAsync) says).
    ///
    /// # Safety
    ///
    /// See the [trait documentation](LaunchAsync).
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
            .get_or_init(|| read_param_sizes(self.0.cu_function))
            .as_deref()
    }

    /// Checks the argument sizes against the kernel's parameters.
    #[inline]
    pub(crate) fn check_args(&self, sizes: &[usize]) -> Result<(), DriverError> {
        match self.param_sizes() {
            Some(expected) if expected != sizes => Err(self.mismatch(expected, sizes, true)),
            _ => Ok(()),
        }
    }

    /// Checks only the number of arguments (for raw pointer lists).
    pub(crate) fn check_count(&self, n: usize) -> Result<(), DriverError> {
        match self.param_sizes() {
            Some(expected) if expected.len() != n => {
                Err(self.mismatch(expected, &vec![0; n], false))
            }
            _ => Ok(()),
        }
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
    /// Ordering with the arguments' buffers is the caller's (`run_main` / `run_on`).
    #[inline]
    pub(crate) unsafe fn launch_raw(
        &self,
        stream: sys::CUstream,
        cfg: &LaunchConfig,
        args: &mut [*mut c_void],
        cooperative: bool,
    ) -> Result<(), DriverError> {
        // A graph being captured on `stream` keeps the kernel's module loaded.
        super::graph::capture_function(self, stream);
        let (g, b, s) = (cfg.grid_dim, cfg.block_dim, cfg.shared_mem_bytes);
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
    pub(crate) fn check_config(&self, cfg: &LaunchConfig) -> Result<(), DriverError> {
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
}

/// Reads the parameter sizes with cuFuncGetParamInfo, stopping at the first invalid index.
fn read_param_sizes(f: sys::CUfunction) -> Option<Box<[usize]>> {
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

macro_rules! impl_raw_launch {
    ($f:ty) => {
        // SAFETY: launches go through the checked path above.
        unsafe impl LaunchAsync<&mut [*mut c_void]> for $f {
            #[inline]
            unsafe fn launch(
                self,
                cfg: LaunchConfig,
                args: &mut [*mut c_void],
            ) -> Result<(), DriverError> {
                let dev = &self.0.device;
                dev.enter()?;
                self.check_count(args.len())?;
                self.check_config(&cfg)?;
                // SAFETY: the caller's contract.
                dev.run_main(NO_BUFFERS, |s| unsafe {
                    self.launch_raw(s, &cfg, args, false)
                })
            }

            #[inline]
            unsafe fn launch_on_stream(
                self,
                stream: &CudaStream,
                cfg: LaunchConfig,
                args: &mut [*mut c_void],
            ) -> Result<(), DriverError> {
                let dev = &self.0.device;
                dev.enter()?;
                check_same_device(&self, stream)?;
                self.check_count(args.len())?;
                self.check_config(&cfg)?;
                // SAFETY: the caller's contract.
                dev.run_on(&stream.lane, NO_BUFFERS, |s| unsafe {
                    self.launch_raw(s, &cfg, args, false)
                })
            }

            unsafe fn launch_cooperative(
                self,
                cfg: LaunchConfig,
                args: &mut [*mut c_void],
            ) -> Result<(), DriverError> {
                let dev = &self.0.device;
                dev.enter()?;
                self.check_count(args.len())?;
                self.check_config(&cfg)?;
                // SAFETY: the caller's contract.
                dev.run_main(NO_BUFFERS, |s| unsafe {
                    self.launch_raw(s, &cfg, args, true)
                })
            }
        }

        // SAFETY: as for the slice form.
        unsafe impl LaunchAsync<&mut Vec<*mut c_void>> for $f {
            unsafe fn launch(
                self,
                cfg: LaunchConfig,
                args: &mut Vec<*mut c_void>,
            ) -> Result<(), DriverError> {
                // SAFETY: the caller's contract.
                unsafe { LaunchAsync::<&mut [*mut c_void]>::launch(self, cfg, args.as_mut_slice()) }
            }

            unsafe fn launch_on_stream(
                self,
                stream: &CudaStream,
                cfg: LaunchConfig,
                args: &mut Vec<*mut c_void>,
            ) -> Result<(), DriverError> {
                // SAFETY: the caller's contract.
                unsafe {
                    LaunchAsync::<&mut [*mut c_void]>::launch_on_stream(
                        self,
                        stream,
                        cfg,
                        args.as_mut_slice(),
                    )
                }
            }

            unsafe fn launch_cooperative(
                self,
                cfg: LaunchConfig,
                args: &mut Vec<*mut c_void>,
            ) -> Result<(), DriverError> {
                // SAFETY: the caller's contract.
                unsafe {
                    LaunchAsync::<&mut [*mut c_void]>::launch_cooperative(
                        self,
                        cfg,
                        args.as_mut_slice(),
                    )
                }
            }
        }
    };
}
/// A raw pointer list names no buffers.
const NO_BUFFERS: &[Use<'static>] = &[];

impl_raw_launch!(CudaFunction);
impl_raw_launch!(&CudaFunction);

fn check_same_device(f: &CudaFunction, stream: &CudaStream) -> Result<(), DriverError> {
    if std::sync::Arc::ptr_eq(&f.0.device, &stream.device) {
        Ok(())
    } else {
        Err(
            DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_HANDLE).context(format!(
                "kernel {:?} belongs to device {} but the stream to device {}{}",
                f.0.name,
                f.0.device.ordinal,
                stream.device.ordinal,
                same_gpu(&f.0.device, &stream.device)
            )),
        )
    }
}

/// A tuple of kernel arguments: what both the sync launches and the async adapter need to
/// know about it. Implemented for tuples of up to 12 [`DeviceRepr`] values; not meant to be
/// implemented elsewhere.
#[doc(hidden)]
pub trait ArgList {
    /// Checks the arguments against `f`'s parameters and devices.
    fn check(&self, f: &CudaFunction) -> Result<(), DriverError>;

    /// Enqueues `f` with these arguments on `stream`, without ordering.
    ///
    /// # Safety
    ///
    /// As for [`LaunchAsync`]; [`check`](Self::check) must have succeeded, and the caller
    /// orders the launch with the buffers among the arguments.
    unsafe fn enqueue(
        &self,
        f: &CudaFunction,
        stream: sys::CUstream,
        cfg: &LaunchConfig,
        cooperative: bool,
    ) -> Result<(), DriverError>;

    /// Calls `f` with each buffer among the arguments, and whether the kernel may write it.
    fn each_use(
        &self,
        f: &mut dyn FnMut(Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError>;
}

impl<P: ArgList> Uses for P {
    #[inline(always)]
    fn each(
        &self,
        mut f: impl FnMut(Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        self.each_use(&mut f)
    }
}

#[cold]
fn arg_on_other_device(f: &CudaFunction, index: usize, owner: &CudaDevice) -> DriverError {
    DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
        "argument {index} of kernel {:?} is memory of device {} but the kernel runs on device {}{}",
        f.0.name,
        owner.ordinal,
        f.0.device.ordinal,
        same_gpu(owner, &f.0.device)
    ))
}

macro_rules! impl_args {
    ($($v:ident : $i:tt),*) => {
        impl<$($v: DeviceRepr),*> ArgList for ($($v,)*) {
            #[inline(always)]
            fn check(&self, f: &CudaFunction) -> Result<(), DriverError> {
                f.check_args(&[$(self.$i.kernel_param_size()),*])?;
                $(
                    if let Some(u) = self.$i.buffer_use() {
                        if !std::ptr::eq(u.device, &*f.0.device) {
                            return Err(arg_on_other_device(f, $i, u.device));
                        }
                    }
                )*
                let _ = f;
                Ok(())
            }

            #[inline(always)]
            unsafe fn enqueue(&self, f: &CudaFunction, stream: sys::CUstream, cfg: &LaunchConfig, cooperative: bool) -> Result<(), DriverError> {
                let mut args: [*mut c_void; 0 $(+ { let _ = $i; 1 })*] = [$(self.$i.as_kernel_param()),*];
                // SAFETY: `args` point into `self`, alive during the call (the driver copies
                // the values); the rest is the caller's contract.
                unsafe { f.launch_raw(stream, cfg, &mut args, cooperative) }
            }

            #[inline(always)]
            fn each_use(&self, f: &mut dyn FnMut(Use<'_>) -> Result<(), DriverError>) -> Result<(), DriverError> {
                $(
                    if let Some(u) = self.$i.buffer_use() {
                        f(u)?;
                    }
                )*
                let _ = f;
                Ok(())
            }
        }

        impl_launch!(@for CudaFunction; $($v),*);
        impl_launch!(@for &CudaFunction; $($v),*);
    };
}

macro_rules! impl_launch {
    (@for $f:ty; $($v:ident),*) => {
        // SAFETY: arguments are checked against the kernel's parameter list before launching.
        unsafe impl<$($v: DeviceRepr),*> LaunchAsync<($($v,)*)> for $f {
            #[inline]
            unsafe fn launch(self, cfg: LaunchConfig, params: ($($v,)*)) -> Result<(), DriverError> {
                let dev = &self.0.device;
                dev.enter()?;
                params.check(&self)?;
                self.check_config(&cfg)?;
                // SAFETY: checked above; `run_main` orders it; the rest is the caller's contract.
                dev.run_main(&params, |s| unsafe { params.enqueue(&self, s, &cfg, false) })
            }

            #[inline]
            unsafe fn launch_on_stream(self, stream: &CudaStream, cfg: LaunchConfig, params: ($($v,)*)) -> Result<(), DriverError> {
                let dev = &self.0.device;
                dev.enter()?;
                check_same_device(&self, stream)?;
                params.check(&self)?;
                self.check_config(&cfg)?;
                // SAFETY: as above, ordered by `run_on`.
                dev.run_on(&stream.lane, &params, |s| unsafe { params.enqueue(&self, s, &cfg, false) })
            }

            unsafe fn launch_cooperative(self, cfg: LaunchConfig, params: ($($v,)*)) -> Result<(), DriverError> {
                let dev = &self.0.device;
                dev.enter()?;
                params.check(&self)?;
                self.check_config(&cfg)?;
                // SAFETY: as above.
                dev.run_main(&params, |s| unsafe { params.enqueue(&self, s, &cfg, true) })
            }
        }
    };
}
impl_args!();
impl_args!(A: 0);
impl_args!(A: 0, B: 1);
impl_args!(A: 0, B: 1, C: 2);
impl_args!(A: 0, B: 1, C: 2, D: 3);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8, J: 9);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8, J: 9, K: 10);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8, J: 9, K: 10, L: 11);
