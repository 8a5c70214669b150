//! [`CudaModule`] and [`CudaFunction`]: PTX (or a cubin) loaded into a context, its kernels,
//! and its globals (cudarc 0.19's). Modules are the core's loaded modules, kept loaded while a
//! function of theirs, or a graph that launches one, lives.

use super::context::CudaContext;
use super::span::Span;
use super::stream::CudaStream;
use super::{CudaViewMut, LaunchConfig};
use crate::driver::DriverError;
use crate::nvrtc::Ptx;
use crate::stream_api::driver::sys;
use crate::stream_api::seam::{self, Module, Record, Use, buffer_use};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// A module loaded with [`CudaContext::load_module`]: take its kernels with
/// [`load_function`](Self::load_function) and its globals with
/// [`get_global`](Self::get_global).
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
///
/// let ctx = CudaContext::new(0)?;
/// let module = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?;
/// let k = module.load_function("k")?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct CudaModule {
    module: Arc<Module>,
    ctx: Arc<CudaContext>,
    /// The globals handed out by `get_global`, each once: never removed while the module
    /// lives (views of them borrow the module).
    globals: Mutex<Vec<Arc<Global>>>,
    /// Whether `globals` has any: a launch of one of the module's kernels is then ordered as
    /// a write of each (the kernel may read or write them).
    any_globals: AtomicBool,
}

/// A global of a module (`__device__` or `__constant__`), with its record.
pub(crate) struct Global {
    name: String,
    rec: Record,
}

impl std::fmt::Debug for CudaModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaModule")
            .field("device", &self.ctx.ordinal())
            .finish()
    }
}

impl Drop for CudaModule {
    fn drop(&mut self) {
        // A graph that captured work on one of its globals (a copy into it) uses the global's
        // memory again at each launch: the module stays loaded until the last such graph goes.
        let globals = self.globals.get_mut().unwrap_or_else(|e| e.into_inner());
        for g in globals.iter() {
            seam::keep_module_with_graphs(&self.module, &g.rec);
        }
    }
}

impl CudaContext {
    /// Loads PTX (NVRTC's output, text, a file) or a cubin/fatbin image into this context.
    /// A PTX compile error carries the JIT's log.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::{driver::CudaContext, nvrtc::Ptx};
    ///
    /// let ctx = CudaContext::new(0)?;
    /// let module = ctx.load_module(Ptx::from_file("kernels/sin.ptx"))?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn load_module(self: &Arc<Self>, ptx: Ptx) -> Result<Arc<CudaModule>, DriverError> {
        self.enter()?;
        Ok(Arc::new(CudaModule {
            module: seam::load_module(&self.dev, ptx)?,
            ctx: self.clone(),
            globals: Mutex::new(Vec::new()),
            any_globals: AtomicBool::new(false),
        }))
    }
}

impl CudaModule {
    /// The kernel `fn_name` of this module.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// let module = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?;
    /// assert!(module.load_function("k").is_ok());
    /// assert!(module.load_function("missing").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn load_function(self: &Arc<Self>, fn_name: &str) -> Result<CudaFunction, DriverError> {
        self.ctx.enter()?;
        Ok(CudaFunction {
            f: seam::module_function(&self.ctx.dev, &self.module, fn_name)?,
            module: self.clone(),
        })
    }

    /// The global `name` of this module (a `__constant__` or `__device__` variable) as a
    /// mutable view of its bytes, for copies on `stream` (transmute it to its type).
    ///
    /// The view is the global's one: each global is handed out once per module, and a second
    /// call for it is an error (`CUDA_ERROR_ALREADY_ACQUIRED`), since two mutable views of one
    /// global would alias (in cudarc 0.19 every call gives a new one). Reborrow the view
    /// instead (`slice_mut`, `transmute_mut`). Copies into it are ordered like those into any
    /// buffer, and every launch of one of the module's kernels, on any stream, is ordered as a
    /// write of each global handed out (the kernel may read or write it): after the copies into
    /// it that came before, and before those that come after. A graph that captured work on the
    /// global keeps the module loaded while it can be launched.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    ///
    /// let ctx = CudaContext::new(0)?;
    /// let stream = ctx.default_stream();
    /// let module = ctx.load_module(compile_ptx("__constant__ float coefs[4]; extern \"C\" __global__ void k() {}")?)?;
    /// let mut coefs = module.get_global("coefs", &stream)?;
    /// // SAFETY: any 16 bytes are 4 valid f32s.
    /// let mut floats = unsafe { coefs.transmute_mut::<f32>(4) }.unwrap();
    /// stream.memcpy_htod(&[1.0f32, 2.0, 3.0, 4.0], &mut floats)?;
    /// assert!(module.get_global("coefs", &stream).is_err()); // handed out already
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_global<'a>(
        self: &'a Arc<Self>,
        name: &str,
        stream: &'a Arc<CudaStream>,
    ) -> Result<CudaViewMut<'a, u8>, DriverError> {
        let mut globals = self.globals.lock().unwrap_or_else(|e| e.into_inner());
        if globals.iter().any(|g| g.name == name) {
            return Err(
                DriverError(sys::CUresult::CUDA_ERROR_ALREADY_ACQUIRED).context(format!(
                    "CudaModule::get_global: the global {name:?} of this module was handed out \
                     already, and a second mutable view of it would alias the first: keep the \
                     first view and reborrow it"
                )),
            );
        }
        self.ctx.enter()?;
        let (ptr, bytes) = seam::module_global(&self.ctx.dev, &self.module, name)?;
        let g = Arc::new(Global {
            name: name.to_owned(),
            rec: Record::default(),
        });
        globals.push(g.clone());
        self.any_globals.store(true, Ordering::Release);
        drop(globals);
        // SAFETY: the module keeps `g` in its list, which never shrinks, for as long as it
        // lives; the view borrows the module for 'a.
        let g: &'a Global = unsafe { &*Arc::as_ptr(&g) };
        let span = Span {
            ptr,
            len: bytes,
            rec: &g.rec,
            dev: &self.ctx.dev,
        };
        Ok(CudaViewMut::new(span, stream))
    }

    /// The globals handed out so far, held for a launch of one of the module's kernels, if
    /// any (one atomic load otherwise).
    #[inline(always)]
    pub(crate) fn held_globals(&self) -> Option<Vec<Arc<Global>>> {
        if !self.any_globals.load(Ordering::Acquire) {
            return None;
        }
        self.globals_now()
    }

    /// The globals handed out so far (a copy of the list, taken under its lock).
    #[cold]
    fn globals_now(&self) -> Option<Vec<Arc<Global>>> {
        Some(
            self.globals
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clone(),
        )
    }

    /// The device the module is loaded into.
    pub(crate) fn context(&self) -> &Arc<CudaContext> {
        &self.ctx
    }
}

impl Global {
    /// The global as a launch uses it: written (the kernel may read or write it).
    pub(crate) fn write_use<'a>(&'a self, ctx: &'a CudaContext) -> Use<'a> {
        buffer_use(&self.rec, &ctx.dev, true)
    }
}

/// A kernel of a [`CudaModule`], launched with [`CudaStream::launch_builder`]. Cheap to
/// clone; keeps its module loaded.
///
/// # Examples
///
/// ```no_run
/// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
/// # let ctx = CudaContext::new(0)?;
/// let module = ctx.load_module(compile_ptx("extern \"C\" __global__ void k(float *x) {}")?)?;
/// let k = module.load_function("k")?;
/// println!("{} registers", k.num_regs()?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone)]
pub struct CudaFunction {
    pub(crate) f: crate::driver::CudaFunction,
    pub(crate) module: Arc<CudaModule>,
}

impl CudaFunction {
    /// The function handle, valid while this function (or a clone) lives.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// assert!(!k.cu_function().is_null());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn cu_function(&self) -> sys::CUfunction {
        self.f.cu_function()
    }

    /// The dynamic shared memory a block may use with `num_blocks` blocks of `block_size`
    /// threads on one multiprocessor.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// println!("{}", k.occupancy_available_dynamic_smem_per_block(1, 128)?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn occupancy_available_dynamic_smem_per_block(
        &self,
        num_blocks: u32,
        block_size: u32,
    ) -> Result<usize, DriverError> {
        self.f
            .occupancy_available_dynamic_smem_per_block(num_blocks, block_size)
    }

    /// The most blocks of `block_size` threads that can run at once on one multiprocessor.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// assert!(k.occupancy_max_active_blocks_per_multiprocessor(256, 0, None)? >= 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn occupancy_max_active_blocks_per_multiprocessor(
        &self,
        block_size: u32,
        dynamic_smem_size: usize,
        flags: Option<sys::CUoccupancy_flags_enum>,
    ) -> Result<u32, DriverError> {
        self.f
            .occupancy_max_active_blocks_per_multiprocessor(block_size, dynamic_smem_size, flags)
    }

    /// The most clusters of `config`'s shape that can run at once (CUDA 11.8 and later).
    /// `stream` names no more than the context here.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::{CudaContext, LaunchConfig}, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// let n = k.occupancy_max_active_clusters(LaunchConfig::for_num_elems(1024), &ctx.default_stream())?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn occupancy_max_active_clusters(
        &self,
        config: LaunchConfig,
        stream: &CudaStream,
    ) -> Result<u32, DriverError> {
        let _ = stream;
        self.f
            .occupancy_max_active_clusters(config, config.shared_mem_bytes)
    }

    /// The block size that maximises occupancy, and the grid size that reaches it, as
    /// `(min_grid_size, block_size)`.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// extern "C" fn none(_block_size: std::ffi::c_int) -> usize { 0 }
    /// let (_grid, block) = k.occupancy_max_potential_block_size(none, 0, 0, None)?;
    /// assert!(block > 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn occupancy_max_potential_block_size(
        &self,
        block_size_to_dynamic_smem_size: extern "C" fn(block_size: std::ffi::c_int) -> usize,
        dynamic_smem_size: usize,
        block_size_limit: u32,
        flags: Option<sys::CUoccupancy_flags_enum>,
    ) -> Result<(u32, u32), DriverError> {
        self.f.occupancy_max_potential_block_size(
            block_size_to_dynamic_smem_size,
            dynamic_smem_size,
            block_size_limit,
            flags,
        )
    }

    /// The largest cluster size `config`'s launch can have (CUDA 11.8 and later). `stream`
    /// names no more than the context here.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::{CudaContext, LaunchConfig}, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// let n = k.occupancy_max_potential_cluster_size(LaunchConfig::for_num_elems(1024), &ctx.default_stream())?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn occupancy_max_potential_cluster_size(
        &self,
        config: LaunchConfig,
        stream: &CudaStream,
    ) -> Result<u32, DriverError> {
        let _ = stream;
        self.f
            .occupancy_max_potential_cluster_size(config, config.shared_mem_bytes)
    }

    /// One attribute of the kernel.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::{CudaContext, sys}, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// let regs = k.get_attribute(sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_NUM_REGS)?;
    /// assert_eq!(regs, k.num_regs()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn get_attribute(
        &self,
        attribute: sys::CUfunction_attribute_enum,
    ) -> Result<i32, DriverError> {
        self.f.get_attribute(attribute)
    }

    /// Registers per thread.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// println!("{}", k.num_regs()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn num_regs(&self) -> Result<i32, DriverError> {
        self.get_attribute(sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_NUM_REGS)
    }

    /// Static shared memory per block, in bytes.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// assert_eq!(k.shared_size_bytes()?, 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn shared_size_bytes(&self) -> Result<i32, DriverError> {
        self.get_attribute(sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)
    }

    /// Constant memory the kernel uses, in bytes.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// println!("{}", k.const_size_bytes()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn const_size_bytes(&self) -> Result<i32, DriverError> {
        self.get_attribute(sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES)
    }

    /// Local memory per thread, in bytes.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// println!("{}", k.local_size_bytes()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn local_size_bytes(&self) -> Result<i32, DriverError> {
        self.get_attribute(sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES)
    }

    /// The most threads a block of this kernel may have.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// assert!(k.max_threads_per_block()? > 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn max_threads_per_block(&self) -> Result<i32, DriverError> {
        self.get_attribute(sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)
    }

    /// The PTX version the kernel was compiled for (major * 10 + minor).
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// println!("{}", k.ptx_version()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ptx_version(&self) -> Result<i32, DriverError> {
        self.get_attribute(sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_PTX_VERSION)
    }

    /// The binary architecture the kernel was compiled for (major * 10 + minor).
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::CudaContext, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// println!("{}", k.binary_version()?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn binary_version(&self) -> Result<i32, DriverError> {
        self.get_attribute(sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_BINARY_VERSION)
    }

    /// Sets an attribute of the kernel (such as its maximum dynamic shared memory).
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::{CudaContext, sys}, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// use sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES as MAX;
    /// k.set_attribute(MAX, 64 << 10)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_attribute(
        &self,
        attribute: sys::CUfunction_attribute_enum,
        value: i32,
    ) -> Result<(), DriverError> {
        self.f.set_attribute(attribute, value)
    }

    /// Sets the kernel's preference between L1 cache and shared memory.
    ///
    /// ```no_run
    /// # use cuda_driver::stream_api::{driver::{CudaContext, sys}, nvrtc::compile_ptx};
    /// # let ctx = CudaContext::new(0)?;
    /// # let k = ctx.load_module(compile_ptx("extern \"C\" __global__ void k() {}")?)?.load_function("k")?;
    /// k.set_function_cache_config(sys::CUfunc_cache_enum::CU_FUNC_CACHE_PREFER_L1)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_function_cache_config(
        &self,
        attribute: sys::CUfunc_cache_enum,
    ) -> Result<(), DriverError> {
        self.f.set_function_cache_config(attribute)
    }
}
