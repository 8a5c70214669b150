//! Occupancy calculations.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::driver::{result, sys::CUoccupancy_flags};
//! use cuda_driver::nvrtc::compile_ptx;
//!
//! # let dev = cuda_driver::driver::CudaDevice::new(0)?;
//! dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = 0.0f; }")?, "m", &["k"])?;
//! let k = dev.get_func("m", "k").unwrap();
//! let flags = CUoccupancy_flags::CU_OCCUPANCY_DEFAULT as u32;
//! // SAFETY: the device keeps the module, and so the function, loaded.
//! let (grid, block) = unsafe {
//!     result::occupancy::max_potential_block_size_with_flags(k.cu_function(), None, 0, 0, flags)
//! }?;
//! println!("best: {grid} blocks of {block} threads");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::*;

/// The most blocks of `block_size` threads that fit on one multiprocessor
/// (`cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags`).
///
/// # Safety
///
/// `f` must be a live function handle.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys::CUoccupancy_flags};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = 0.0f; }")?, "m", &["k"])?;
/// let k = dev.get_func("m", "k").unwrap();
/// let flags = CUoccupancy_flags::CU_OCCUPANCY_DEFAULT as u32;
/// // SAFETY: the device keeps the module, and so the function, loaded.
/// let blocks = unsafe {
///     result::occupancy::max_active_block_per_multiprocessor_with_flags(k.cu_function(), 256, 0, flags)
/// }?;
/// assert!(blocks >= 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn max_active_block_per_multiprocessor_with_flags(
    f: sys::CUfunction,
    block_size: i32,
    dynamic_smem_size: usize,
    flags: c_uint,
) -> Result<i32, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe {
        out(|p| {
            sys::cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
                p,
                f,
                block_size,
                dynamic_smem_size,
                flags,
            )
        })
    }
}

/// The most blocks of `block_size` threads that fit on one multiprocessor
/// (`cuOccupancyMaxActiveBlocksPerMultiprocessor`, cudarc 0.10-0.13's name).
///
/// # Safety
///
/// `f` must be a live function handle.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// use cuda_driver::nvrtc::compile_ptx;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = 0.0f; }")?, "m", &["k"])?;
/// let k = dev.get_func("m", "k").unwrap();
/// // SAFETY: the device keeps the module, and so the function, loaded.
/// let blocks = unsafe { result::occupancy::max_active_block_per_multiprocessor(k.cu_function(), 256, 0) }?;
/// assert!(blocks >= 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn max_active_block_per_multiprocessor(
    f: sys::CUfunction,
    block_size: i32,
    dynamic_smem_size: usize,
) -> Result<i32, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe {
        out(|p| {
            sys::cuOccupancyMaxActiveBlocksPerMultiprocessor(p, f, block_size, dynamic_smem_size)
        })
    }
}

/// As [`max_potential_block_size_with_flags`] with the default flags
/// (`cuOccupancyMaxPotentialBlockSize`, cudarc 0.10-0.13's name).
///
/// # Safety
///
/// `f` must be a live function handle; the callback must not unwind.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// use cuda_driver::nvrtc::compile_ptx;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = 0.0f; }")?, "m", &["k"])?;
/// let k = dev.get_func("m", "k").unwrap();
/// // SAFETY: the device keeps the function loaded; no callback.
/// let (grid, block) = unsafe { result::occupancy::max_potential_block_size(k.cu_function(), None, 0, 0) }?;
/// assert!(grid >= 1 && block >= 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn max_potential_block_size(
    f: sys::CUfunction,
    block_size_to_dynamic_smem_size: sys::CUoccupancyB2DSize,
    dynamic_smem_size: usize,
    block_size_limit: i32,
) -> Result<(i32, i32), DriverError> {
    let (mut grid, mut block) = (0, 0);
    // SAFETY: the caller's contract (see # Safety).
    unsafe {
        sys::cuOccupancyMaxPotentialBlockSize(
            &mut grid,
            &mut block,
            f,
            block_size_to_dynamic_smem_size,
            dynamic_smem_size,
            block_size_limit,
        )
    }
    .check()?;
    Ok((grid, block))
}

/// The block size that maximises occupancy, and the smallest grid that reaches it, as
/// `(min_grid_size, block_size)` (`cuOccupancyMaxPotentialBlockSizeWithFlags`).
/// `block_size_to_dynamic_smem_size`, when given, says how much dynamic shared memory a
/// block of each size needs.
///
/// # Safety
///
/// `f` must be a live function handle; the callback must not unwind.
///
/// ```no_run
/// use cuda_driver::driver::{LaunchConfig, result, sys::CUoccupancy_flags};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// unsafe extern "C" fn smem_for(block_size: std::ffi::c_int) -> usize {
///     block_size as usize * 4 // one float of dynamic shared memory per thread
/// }
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { extern __shared__ float s[]; s[threadIdx.x] = x[threadIdx.x]; }")?, "m", &["k"])?;
/// let k = dev.get_func("m", "k").unwrap();
/// let flags = CUoccupancy_flags::CU_OCCUPANCY_DEFAULT as u32;
/// // SAFETY: the device keeps the function loaded; `smem_for` cannot unwind.
/// let (grid, block) = unsafe {
///     result::occupancy::max_potential_block_size_with_flags(k.cu_function(), Some(smem_for), 0, 1024, flags)
/// }?;
/// let cfg = LaunchConfig { grid_dim: (grid as u32, 1, 1), block_dim: (block as u32, 1, 1), shared_mem_bytes: block as u32 * 4 };
/// assert!(cfg.block_dim.0 <= 1024);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn max_potential_block_size_with_flags(
    f: sys::CUfunction,
    block_size_to_dynamic_smem_size: sys::CUoccupancyB2DSize,
    dynamic_smem_size: usize,
    block_size_limit: i32,
    flags: c_uint,
) -> Result<(i32, i32), DriverError> {
    let (mut grid, mut block) = (0, 0);
    // SAFETY: the caller's contract (see # Safety).
    unsafe {
        sys::cuOccupancyMaxPotentialBlockSizeWithFlags(
            &mut grid,
            &mut block,
            f,
            block_size_to_dynamic_smem_size,
            dynamic_smem_size,
            block_size_limit,
            flags,
        )
    }
    .check()?;
    Ok((grid, block))
}

/// The most clusters that can be resident at once for this launch configuration
/// (`cuOccupancyMaxActiveClusters`).
///
/// # Safety
///
/// `f` must be a live function handle and `config` describe a launch of it.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
/// use cuda_driver::nvrtc::{CompileOptions, compile_ptx_with_opts};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let major = sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR;
/// if dev.attribute(major)? >= 9 {
///     let src = "extern \"C\" __global__ void __cluster_dims__(2, 1, 1) k(float *x) {}";
///     let opts = CompileOptions { arch: Some("sm_90"), ..Default::default() };
///     dev.load_ptx(compile_ptx_with_opts(src, opts)?, "m", &["k"])?;
///     let k = dev.get_func("m", "k").unwrap();
///     let config = sys::CUlaunchConfig {
///         gridDimX: 128, gridDimY: 1, gridDimZ: 1,
///         blockDimX: 128, blockDimY: 1, blockDimZ: 1,
///         ..Default::default()
///     };
///     dev.bind_to_thread()?;
///     // SAFETY: the device keeps the function loaded; `config` describes a launch of it.
///     let clusters = unsafe { result::occupancy::max_active_clusters(k.cu_function(), &config) }?;
///     assert!(clusters >= 1);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn max_active_clusters(
    f: sys::CUfunction,
    config: &sys::CUlaunchConfig,
) -> Result<i32, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuOccupancyMaxActiveClusters(p, f, config)) }
}

/// The largest cluster size this launch configuration can use
/// (`cuOccupancyMaxPotentialClusterSize`).
///
/// # Safety
///
/// `f` must be a live function handle and `config` describe a launch of it.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
/// use cuda_driver::nvrtc::{CompileOptions, compile_ptx_with_opts};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let major = sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR;
/// if dev.attribute(major)? >= 9 {
///     let opts = CompileOptions { arch: Some("sm_90"), ..Default::default() };
///     dev.load_ptx(compile_ptx_with_opts("extern \"C\" __global__ void k(float *x) {}", opts)?, "m", &["k"])?;
///     let k = dev.get_func("m", "k").unwrap();
///     let config = sys::CUlaunchConfig {
///         gridDimX: 128, gridDimY: 1, gridDimZ: 1,
///         blockDimX: 128, blockDimY: 1, blockDimZ: 1,
///         ..Default::default()
///     };
///     dev.bind_to_thread()?;
///     // SAFETY: the device keeps the function loaded; `config` describes a launch of it.
///     let size = unsafe { result::occupancy::max_potential_cluster_size(k.cu_function(), &config) }?;
///     assert!(size >= 1);
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn max_potential_cluster_size(
    f: sys::CUfunction,
    config: &sys::CUlaunchConfig,
) -> Result<i32, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuOccupancyMaxPotentialClusterSize(p, f, config)) }
}

/// The dynamic shared memory available to each block of `block_size` threads when
/// `num_blocks` run on a multiprocessor (`cuOccupancyAvailableDynamicSMemPerBlock`).
///
/// # Safety
///
/// `f` must be a live function handle.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// use cuda_driver::nvrtc::compile_ptx;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// dev.load_ptx(compile_ptx("extern \"C\" __global__ void k(float *x) { extern __shared__ float s[]; s[0] = *x; }")?, "m", &["k"])?;
/// let k = dev.get_func("m", "k").unwrap();
/// dev.bind_to_thread()?;
/// // SAFETY: the device keeps the module, and so the function, loaded.
/// let smem = unsafe { result::occupancy::available_dynamic_shared_mem_per_block(k.cu_function(), 4, 256) }?;
/// println!("4 blocks of 256 threads per SM leave {smem} bytes of shared memory each");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub unsafe fn available_dynamic_shared_mem_per_block(
    f: sys::CUfunction,
    num_blocks: i32,
    block_size: i32,
) -> Result<usize, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuOccupancyAvailableDynamicSMemPerBlock(p, f, num_blocks, block_size)) }
}
