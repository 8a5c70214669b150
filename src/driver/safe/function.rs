//! [`CudaFunction`]: a kernel of a loaded module, and loading modules into a device by name.

use super::device::CudaDevice;
use super::launch_config::LaunchConfig;
use super::module::{LoadedModule, ParamSizes, PtxCode};
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use crate::nvrtc::Ptx;
use std::sync::Arc;

/// A kernel of a loaded module, ready to launch with
/// [`LaunchAsync`](crate::driver::LaunchAsync). Cheap to clone.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// let dev = CudaDevice::new(0)?;
/// let ptx = compile_ptx("extern \"C\" __global__ void inc(float *x, int n) { int i = threadIdx.x; if (i < n) x[i] += 1.0f; }")?;
/// dev.load_ptx(ptx, "m", &["inc"])?;
/// let f = dev.get_func("m", "inc").unwrap();
/// let mut x = dev.alloc_zeros::<f32>(8)?;
/// // SAFETY: `inc` takes (float*, int) and touches only the first n elements.
/// unsafe { f.launch(LaunchConfig::for_num_elems(8), (&mut x, 8i32)) }?;
/// assert_eq!(dev.dtoh_sync_copy(&x)?, [1.0; 8]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Clones share the handle and keep the module loaded: clone one per thread, or per launch
/// (`launch` takes `self`; `(&f).launch(..)` avoids even that).
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, DriverError, LaunchAsync, LaunchConfig};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// let dev = CudaDevice::new(0)?;
/// let ptx = compile_ptx("extern \"C\" __global__ void inc(float *x, int n) { int i = threadIdx.x; if (i < n) x[i] += 1.0f; }")?;
/// dev.load_ptx(ptx, "m", &["inc"])?;
/// let inc = dev.get_func("m", "inc").unwrap();
/// let workers: Vec<_> = (0..2)
///     .map(|_| {
///         let (inc, dev) = (inc.clone(), dev.clone());
///         std::thread::spawn(move || -> Result<Vec<f32>, DriverError> {
///             let mut x = dev.alloc_zeros::<f32>(32)?;
///             // SAFETY: `inc` takes (float*, int) and touches only the first n elements.
///             unsafe { inc.launch(LaunchConfig::for_num_elems(32), (&mut x, 32i32)) }?;
///             dev.dtoh_sync_copy(&x)
///         })
///     })
///     .collect();
/// for w in workers {
///     assert_eq!(w.join().unwrap()?, [1.0; 32]);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct CudaFunction(pub(in crate::driver::safe) Arc<FunctionInner>);

/// What a [`CudaFunction`] shares among its clones, so that cloning for each launch (as
/// `LaunchAsync::launch` takes `self`) costs one reference count.
pub(crate) struct FunctionInner {
    pub(in crate::driver::safe) cu_function: sys::CUfunction,
    pub(in crate::driver::safe) device: Arc<CudaDevice>,
    pub(in crate::driver::safe) name: Box<str>,
    pub(in crate::driver::safe) module: Arc<LoadedModule>,
    /// Parameter sizes from cuFuncGetParamInfo, read on the kernel's first launch through any
    /// function object of it; `None` where the driver lacks that function.
    pub(in crate::driver::safe) params: Arc<ParamSizes>,
}

// SAFETY: a function handle is usable from any thread; the device binds its context per call.
unsafe impl Send for FunctionInner {}
// SAFETY: as above.
unsafe impl Sync for FunctionInner {}

impl std::fmt::Debug for CudaFunction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaFunction")
            .field("name", &self.0.name)
            .field("device", &self.0.device.ctx.ordinal)
            .finish()
    }
}

impl CudaFunction {
    /// The kernel's name.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.load_ptx(cuda_driver::nvrtc::compile_ptx("extern \"C\" __global__ void scale(float *x) {}")?, "m", &["scale"])?;
    /// let f = dev.get_func("m", "scale").unwrap();
    /// assert_eq!(f.name(), "scale");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn name(&self) -> &str {
        &self.0.name
    }

    /// The raw function handle.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{result, sys::CUfunction_attribute};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.load_ptx(cuda_driver::nvrtc::compile_ptx("extern \"C\" __global__ void k(float *x) {}")?, "m", &["k"])?;
    /// let f = dev.get_func("m", "k").unwrap();
    /// let attr = CUfunction_attribute::CU_FUNC_ATTRIBUTE_NUM_REGS;
    /// // SAFETY: the handle stays valid while `f` (which keeps its module loaded) lives.
    /// let regs = unsafe { result::function::get_function_attribute(f.cu_function(), attr) }?;
    /// assert_eq!(regs, f.get_attribute(attr)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cu_function(&self) -> sys::CUfunction {
        self.0.cu_function
    }

    /// The most blocks of `block_size` threads that can run at once on one multiprocessor.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.load_ptx(cuda_driver::nvrtc::compile_ptx("extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = 0.0f; }")?, "m", &["k"])?;
    /// let f = dev.get_func("m", "k").unwrap();
    /// let blocks = f.occupancy_max_active_blocks_per_multiprocessor(256, 0, None)?;
    /// assert!(blocks >= 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn occupancy_max_active_blocks_per_multiprocessor(
        &self,
        block_size: u32,
        dynamic_smem_size: usize,
        flags: Option<sys::CUoccupancy_flags_enum>,
    ) -> Result<u32, DriverError> {
        self.0.device.check_and_make_current()?;
        let flags = flags.unwrap_or(sys::CUoccupancy_flags_enum::CU_OCCUPANCY_DEFAULT) as u32;
        // SAFETY: the function's module is alive while `self` is.
        let n = unsafe {
            result::occupancy::max_active_block_per_multiprocessor_with_flags(
                self.0.cu_function,
                block_size as i32,
                dynamic_smem_size,
                flags,
            )
        };
        self.0.device.keep_if_sticky(n).map(|n| n as u32)
    }

    /// The block size with the best occupancy, and the smallest grid that reaches it, as
    /// `(min_grid_size, block_size)`. `block_size_to_dynamic_smem_size` gives the dynamic
    /// shared memory a block of each size needs.
    ///
    /// ```no_run
    /// use cuda_driver::driver::LaunchConfig;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.load_ptx(cuda_driver::nvrtc::compile_ptx("extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = 0.0f; }")?, "m", &["k"])?;
    /// let f = dev.get_func("m", "k").unwrap();
    /// extern "C" fn no_dynamic_smem(_block_size: std::ffi::c_int) -> usize {
    ///     0
    /// }
    /// let (min_grid, block) = f.occupancy_max_potential_block_size(no_dynamic_smem, 0, 0, None)?;
    /// assert!((1..=1024).contains(&block));
    /// let cfg = LaunchConfig { grid_dim: (min_grid, 1, 1), block_dim: (block, 1, 1), shared_mem_bytes: 0 };
    /// # let _ = cfg;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn occupancy_max_potential_block_size(
        &self,
        block_size_to_dynamic_smem_size: extern "C" fn(block_size: std::ffi::c_int) -> usize,
        dynamic_smem_size: usize,
        block_size_limit: u32,
        flags: Option<sys::CUoccupancy_flags_enum>,
    ) -> Result<(u32, u32), DriverError> {
        self.0.device.check_and_make_current()?;
        let flags = flags.unwrap_or(sys::CUoccupancy_flags_enum::CU_OCCUPANCY_DEFAULT) as u32;
        // SAFETY: as above; a safe Rust `extern "C" fn` that panics aborts rather than unwinds.
        let r = unsafe {
            result::occupancy::max_potential_block_size_with_flags(
                self.0.cu_function,
                Some(block_size_to_dynamic_smem_size),
                dynamic_smem_size,
                block_size_limit as i32,
                flags,
            )
        };
        self.0
            .device
            .keep_if_sticky(r)
            .map(|(g, b)| (g as u32, b as u32))
    }

    /// The most clusters that can be resident at once when launched with `config` and
    /// `shared_mem_size` bytes of dynamic shared memory.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{LaunchConfig, sys::CUdevice_attribute};
    /// use cuda_driver::nvrtc::{CompileOptions, compile_ptx_with_opts};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let major = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR;
    /// if dev.attribute(major)? >= 9 {
    ///     // Thread block clusters need sm_90 and a cluster shape.
    ///     let src = "extern \"C\" __global__ void __cluster_dims__(2, 1, 1) k(float *x) {}";
    ///     let opts = CompileOptions { arch: Some("sm_90"), ..Default::default() };
    ///     dev.load_ptx(compile_ptx_with_opts(src, opts)?, "clusters", &["k"])?;
    ///     let f = dev.get_func("clusters", "k").unwrap();
    ///     let cfg = LaunchConfig { grid_dim: (128, 1, 1), block_dim: (128, 1, 1), shared_mem_bytes: 0 };
    ///     let clusters = f.occupancy_max_active_clusters(cfg, 0)?;
    ///     assert!(clusters >= 1);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn occupancy_max_active_clusters(
        &self,
        config: LaunchConfig,
        shared_mem_size: u32,
    ) -> Result<u32, DriverError> {
        self.0.device.check_and_make_current()?;
        let cfg = self.launch_config(config, shared_mem_size);
        // SAFETY: as above; `cfg` describes a launch of this function.
        let r = unsafe { result::occupancy::max_active_clusters(self.0.cu_function, &cfg) };
        self.0.device.keep_if_sticky(r).map(|n| n as u32)
    }

    /// The largest cluster size a launch with `config` can use.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{LaunchConfig, sys::CUdevice_attribute};
    /// use cuda_driver::nvrtc::{CompileOptions, compile_ptx_with_opts};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let major = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR;
    /// if dev.attribute(major)? >= 9 {
    ///     let opts = CompileOptions { arch: Some("sm_90"), ..Default::default() };
    ///     let ptx = compile_ptx_with_opts("extern \"C\" __global__ void k(float *x) {}", opts)?;
    ///     dev.load_ptx(ptx, "m", &["k"])?;
    ///     let f = dev.get_func("m", "k").unwrap();
    ///     let cfg = LaunchConfig { grid_dim: (128, 1, 1), block_dim: (128, 1, 1), shared_mem_bytes: 0 };
    ///     let size = f.occupancy_max_potential_cluster_size(cfg, 0)?;
    ///     assert!(size >= 1); // 8 is the portable limit
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn occupancy_max_potential_cluster_size(
        &self,
        config: LaunchConfig,
        shared_mem_size: u32,
    ) -> Result<u32, DriverError> {
        self.0.device.check_and_make_current()?;
        let cfg = self.launch_config(config, shared_mem_size);
        // SAFETY: as above.
        let r = unsafe { result::occupancy::max_potential_cluster_size(self.0.cu_function, &cfg) };
        self.0.device.keep_if_sticky(r).map(|n| n as u32)
    }

    fn launch_config(&self, config: LaunchConfig, shared_mem_size: u32) -> sys::CUlaunchConfig {
        sys::CUlaunchConfig {
            gridDimX: config.grid_dim.0,
            gridDimY: config.grid_dim.1,
            gridDimZ: config.grid_dim.2,
            blockDimX: config.block_dim.0,
            blockDimY: config.block_dim.1,
            blockDimZ: config.block_dim.2,
            sharedMemBytes: shared_mem_size,
            hStream: *self.0.device.main.raw(),
            attrs: std::ptr::null_mut(),
            numAttrs: 0,
        }
    }

    /// The dynamic shared memory each block can have when `num_blocks` blocks of `block_size`
    /// threads share a multiprocessor.
    ///
    /// ```no_run
    /// use cuda_driver::driver::sys::CUdevice_attribute;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.load_ptx(cuda_driver::nvrtc::compile_ptx("extern \"C\" __global__ void k(float *x) {}")?, "m", &["k"])?;
    /// let f = dev.get_func("m", "k").unwrap();
    /// let smem = f.occupancy_available_dynamic_smem_per_block(2, 256)?;
    /// let per_sm = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR;
    /// assert!(2 * smem <= dev.attribute(per_sm)? as usize);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn occupancy_available_dynamic_smem_per_block(
        &self,
        num_blocks: u32,
        block_size: u32,
    ) -> Result<usize, DriverError> {
        self.0.device.check_and_make_current()?;
        // SAFETY: as above.
        let r = unsafe {
            result::occupancy::available_dynamic_shared_mem_per_block(
                self.0.cu_function,
                num_blocks as i32,
                block_size as i32,
            )
        };
        self.0.device.keep_if_sticky(r)
    }

    /// Reads an attribute of the kernel, such as its register count.
    ///
    /// ```no_run
    /// use cuda_driver::driver::sys::CUfunction_attribute;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.load_ptx(cuda_driver::nvrtc::compile_ptx("extern \"C\" __global__ void k(float *x) {}")?, "m", &["k"])?;
    /// let f = dev.get_func("m", "k").unwrap();
    /// let max = f.get_attribute(CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?;
    /// assert!((1..=1024).contains(&max));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_attribute(&self, attribute: sys::CUfunction_attribute) -> Result<i32, DriverError> {
        self.0.device.check_and_make_current()?;
        // SAFETY: as above.
        self.0
            .device
            .keep_if_sticky(unsafe {
                result::function::get_function_attribute(self.0.cu_function, attribute)
            })
            .map_err(|e| {
                e.context(format!(
                    "while reading {attribute:?} of kernel {:?}",
                    self.0.name
                ))
            })
    }

    /// Sets an attribute of the kernel, such as its maximum dynamic shared memory.
    ///
    /// ```no_run
    /// use cuda_driver::driver::sys::CUfunction_attribute;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.load_ptx(cuda_driver::nvrtc::compile_ptx("extern \"C\" __global__ void k(float *x) {}")?, "m", &["k"])?;
    /// let f = dev.get_func("m", "k").unwrap();
    /// // Opt in to more than 48 KiB of dynamic shared memory per block.
    /// let attr = CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES;
    /// f.set_attribute(attr, 64 * 1024)?;
    /// assert_eq!(f.get_attribute(attr)?, 64 * 1024);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_attribute(
        &self,
        attribute: sys::CUfunction_attribute,
        value: i32,
    ) -> Result<(), DriverError> {
        self.0.device.check_and_make_current()?;
        // SAFETY: as above.
        self.0
            .device
            .keep_if_sticky(unsafe {
                result::function::set_function_attribute(self.0.cu_function, attribute, value)
            })
            .map_err(|e| {
                e.context(format!(
                    "while setting {attribute:?} of kernel {:?} to {value}",
                    self.0.name
                ))
            })
    }

    /// Sets the kernel's preference between L1 cache and shared memory (cudarc 0.13's name).
    ///
    /// ```no_run
    /// use cuda_driver::driver::sys::CUfunc_cache;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # dev.load_ptx(cuda_driver::nvrtc::compile_ptx("extern \"C\" __global__ void k(float *x) {}")?, "m", &["k"])?;
    /// let f = dev.get_func("m", "k").unwrap();
    /// f.set_function_cache_config(CUfunc_cache::CU_FUNC_CACHE_PREFER_SHARED)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_function_cache_config(
        &self,
        attribute: sys::CUfunc_cache,
    ) -> Result<(), DriverError> {
        self.0.device.check_and_make_current()?;
        // SAFETY: the function's module is alive while `self` is.
        self.0
            .device
            .keep_if_sticky(unsafe {
                result::function::set_function_cache_config(self.0.cu_function, attribute)
            })
            .map_err(|e| {
                e.context(format!(
                    "while setting the cache preference of kernel {:?} to {attribute:?}",
                    self.0.name
                ))
            })
    }
}

impl CudaDevice {
    /// Loads PTX (text, a file, or NVRTC's output) or a cubin/fatbin image as `module_name`
    /// ([`cuModuleLoadData`]), and checks that it has each of `func_names`. A
    /// module already loaded under that name is replaced (functions taken from it keep it
    /// loaded until they are gone). A PTX compile error carries the JIT log.
    /// PTX text that is empty or has a NUL byte inside is refused with
    /// `CUDA_ERROR_INVALID_IMAGE` before the driver sees it, and a file that cannot be read with
    /// `CUDA_ERROR_FILE_NOT_FOUND` naming the path. See the [bad-input
    /// catalogue](crate::bad_input) for every error.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::nvrtc::Ptx;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.load_ptx(Ptx::from_file("kernels/sin.ptx"), "sin", &["sin_kernel"])?;
    /// assert!(dev.has_func("sin", "sin_kernel"));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuModuleLoadData`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html
    pub fn load_ptx(
        self: &Arc<Self>,
        ptx: Ptx,
        module_name: &str,
        func_names: &[&'static str],
    ) -> Result<(), DriverError> {
        self.check_and_make_current()?;
        let what = || {
            format!(
                "while loading module {module_name:?} on device {}",
                self.ctx.ordinal
            )
        };
        // Kernels are loaded lazily, at first use: a name found in PTX text is not asked of the
        // driver now, which would load the kernel.
        let unseen: Vec<&str> = {
            let code = ptx.text().map(PtxCode::new);
            func_names
                .iter()
                .copied()
                .filter(|name| !code.as_ref().is_some_and(|c| c.has_entry(name)))
                .collect()
        };
        let module =
            LoadedModule::load(&self.ctx, ptx, module_name).map_err(|e| e.context(what()))?;
        for name in unseen {
            module
                .lookup(name)
                .map_err(|e| e.context(format!("{}: no kernel named {name:?}", what())))?;
        }
        let replaced = self
            .modules
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(module_name.to_owned(), module);
        // Dropped with the table unlocked: its unload may wait for the whole device, and
        // `get_func` on every thread would wait with it.
        drop(replaced);
        Ok(())
    }

    /// The kernel `func_name` of the crate's own module `module_name` (PTX embedded in the
    /// library), loading the module into this device the first time one of its kernels is
    /// asked for (the driver JIT-compiles it then). Kept apart from [`load_ptx`]'s table. Errors
    /// kept from drops are left for the caller's own checked call: this one only makes the
    /// context current.
    ///
    /// [`load_ptx`]: Self::load_ptx
    #[cfg(feature = "cublas")]
    pub(crate) fn crate_function(
        self: &Arc<Self>,
        module_name: &'static str,
        ptx: &'static str,
        func_name: &'static str,
    ) -> Result<CudaFunction, DriverError> {
        self.make_current()?;
        let module = {
            // Held while loading: threads asking at once load the module once.
            let mut own = super::util::lock(&self.crate_modules);
            match own.iter().find(|(name, _)| *name == module_name) {
                Some((_, m)) => m.clone(),
                None => {
                    let m = LoadedModule::load(&self.ctx, Ptx::from_src(ptx), module_name)?;
                    own.push((module_name, m.clone()));
                    m
                }
            }
        };
        self.function_of(module, func_name)
    }

    /// The kernel `func_name` of `module` (loaded into this device, whose context is current).
    pub(crate) fn function_of(
        self: &Arc<Self>,
        module: Arc<LoadedModule>,
        func_name: &str,
    ) -> Result<CudaFunction, DriverError> {
        let (cu_function, params) = module.lookup(func_name)?;
        Ok(CudaFunction(Arc::new(FunctionInner {
            cu_function,
            device: self.clone(),
            name: func_name.into(),
            module,
            params,
        })))
    }

    /// Whether `module_name` is loaded and has a kernel `func_name`.
    ///
    /// ```no_run
    /// use cuda_driver::nvrtc::compile_ptx;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k() {}")?, "m", &["k"])?;
    /// assert!(dev.has_func("m", "k"));
    /// assert!(!dev.has_func("m", "missing"));
    /// assert!(!dev.has_func("other_module", "k"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn has_func(self: &Arc<Self>, module_name: &str, func_name: &str) -> bool {
        self.get_func(module_name, func_name).is_some()
    }

    /// The kernel `func_name` of the module loaded as `module_name`
    /// ([`cuModuleGetFunction`]), or `None` if there is no such module or
    /// kernel, or the context is broken (a kernel faulted). Kernels not listed at
    /// [`load_ptx`](Self::load_ptx) are found too. An error kept from a drop stays for the next
    /// fallible call.
    ///
    /// ```no_run
    /// use cuda_driver::nvrtc::compile_ptx;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let src = "extern \"C\" __global__ void a() {} extern \"C\" __global__ void b() {}";
    /// dev.load_ptx(compile_ptx(src)?, "m", &["a"])?;
    /// let a = dev.get_func("m", "a").unwrap();
    /// let b = dev.get_func("m", "b").unwrap(); // not listed at load_ptx, found anyway
    /// assert_eq!((a.name(), b.name()), ("a", "b"));
    /// assert!(dev.get_func("m", "c").is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// [`cuModuleGetFunction`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MODULE.html
    pub fn get_func(self: &Arc<Self>, module_name: &str, func_name: &str) -> Option<CudaFunction> {
        let module = self
            .modules
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(module_name)?
            .clone();
        // Nothing in a broken context. Not `check_and_make_current`: an error kept from a drop
        // is the next fallible call's, and this lookup would lose it (and say the kernel is
        // missing).
        if self.ctx.is_broken() {
            return None;
        }
        // A lookup: the error of a missing kernel is not returned, and must not change the
        // text of one the caller holds (see `error_context`).
        crate::error_context::internal(|| {
            self.make_current().ok()?;
            self.function_of(module, func_name).ok()
        })
    }
}
