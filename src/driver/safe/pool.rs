//! [`MemPool`]: the device's default memory pool, which `alloc` and the frees of
//! [`CudaSlice`](super::CudaSlice) use (`cuMemAllocAsync` / `cuMemFreeAsync`): its release
//! threshold and its statistics.

use super::device::CudaDevice;
use crate::driver::result::{self, DriverError};
use crate::driver::sys::{self, CUmemPool_attribute as P};
use std::sync::Arc;

/// The default memory pool of a device ([`cuDeviceGetDefaultMemPool`]), from
/// [`CudaDevice::mem_pool`]: the pool the crate's stream-ordered allocations
/// ([`cuMemAllocAsync`]) come from. NVIDIA's stream ordered allocator has the semantics of its
/// release threshold (0 by default: freed memory goes back to the system at each
/// synchronization) and statistics.
///
/// The pool belongs to the device (and is shared with every other user of it in the process,
/// such as other `CudaDevice`s of the same ordinal); this handle only reads and changes its
/// settings.
///
/// The streams of the calling threads and of the async adapter keep a few small freed
/// allocations (up to 256 KiB each) for their next allocations of the same size, also after
/// their thread ended. The pool counts them as used until they are given back: by
/// [`CudaDevice::synchronize`], when an allocation runs out of memory, or when the device
/// object goes. Synchronize before reading [`stats`](Self::stats) or calling
/// [`trim_to`](Self::trim_to) to leave them out.
///
/// # Examples
///
/// ```no_run
/// let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let pool = dev.mem_pool()?;
/// pool.set_release_threshold(u64::MAX)?; // keep freed memory for reuse
/// for _ in 0..1000 {
///     let buf = dev.alloc_zeros::<u8>(1 << 20)?;
///     drop(buf);
///     dev.synchronize()?;
/// }
/// let stats = pool.stats()?;
/// assert!(stats.reserved_current >= 1 << 20);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
///
/// [`cuMemAllocAsync`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html
/// [`cuDeviceGetDefaultMemPool`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html
pub struct MemPool {
    pool: sys::CUmemoryPool,
    device: Arc<CudaDevice>,
}

// SAFETY: the pool handle is usable from any thread; every method binds the device's context.
unsafe impl Send for MemPool {}
// SAFETY: as above; the driver serialises attribute changes.
unsafe impl Sync for MemPool {}

impl std::fmt::Debug for MemPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MemPool")
            .field("pool", &self.pool)
            .field("device", &self.device.ctx.ordinal)
            .finish()
    }
}

/// How much memory a pool holds, from [`MemPool::stats`].
///
/// # Examples
///
/// ```no_run
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let s = dev.mem_pool()?.stats()?;
/// assert!(s.used_current <= s.reserved_current);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemPoolStats {
    /// Bytes the pool has taken from the system now (`CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT`).
    pub reserved_current: u64,
    /// The most bytes it held since the last reset (`CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH`).
    pub reserved_high: u64,
    /// Bytes in live allocations now (`CU_MEMPOOL_ATTR_USED_MEM_CURRENT`).
    pub used_current: u64,
    /// The most bytes in live allocations since the last reset (`CU_MEMPOOL_ATTR_USED_MEM_HIGH`).
    pub used_high: u64,
}

impl CudaDevice {
    /// The device's default memory pool.
    ///
    /// # Errors
    ///
    /// `CUDA_ERROR_NOT_SUPPORTED` on a device without memory pools (this crate then allocates
    /// with [`cuMemAlloc`]).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// println!("release threshold: {}", dev.mem_pool()?.release_threshold()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemAlloc`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub fn mem_pool(self: &Arc<Self>) -> Result<MemPool, DriverError> {
        self.check_and_make_current()?;
        if !self.ctx.async_alloc {
            return Err(
                DriverError::new(sys::CUresult::CUDA_ERROR_NOT_SUPPORTED).context(format!(
                    "device {} does not support memory pools",
                    self.ctx.ordinal
                )),
            );
        }
        let pool = self.keep_if_sticky(result::device::get_default_mem_pool(self.ctx.cu_device))?;
        Ok(MemPool {
            pool,
            device: self.clone(),
        })
    }
}

impl MemPool {
    fn get(&self, attr: sys::CUmemPool_attribute) -> Result<u64, DriverError> {
        self.device.check_and_make_current()?;
        // SAFETY: the default pool lives as long as the device; these attributes are 64 bits.
        self.device
            .keep_if_sticky(unsafe { result::mem_pool::get_attribute_u64(self.pool, attr) })
    }

    fn set(&self, attr: sys::CUmemPool_attribute, value: u64) -> Result<(), DriverError> {
        self.device.check_and_make_current()?;
        // SAFETY: as above.
        self.device
            .keep_if_sticky(unsafe { result::mem_pool::set_attribute_u64(self.pool, attr, value) })
    }

    /// The release threshold: how many bytes of freed memory the pool keeps across
    /// synchronisations.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let pool = dev.mem_pool()?;
    /// pool.set_release_threshold(1 << 30)?;
    /// assert_eq!(pool.release_threshold()?, 1 << 30);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn release_threshold(&self) -> Result<u64, DriverError> {
        self.get(P::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD)
    }

    /// Sets the release threshold; `u64::MAX` keeps all freed memory in the pool until
    /// [`trim_to`](Self::trim_to) gives it back. The pool is the GPU's default pool, not this
    /// device object's: the threshold, and the memory it keeps, outlive every `CudaDevice` of
    /// the GPU (they survive the primary context's release and retain), and other libraries
    /// using the default pool share them.
    /// To give the memory back, call `trim_to(0)` after a synchronize before dropping the last
    /// device object, or set the threshold back to 0.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.mem_pool()?.set_release_threshold(u64::MAX)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn set_release_threshold(&self, bytes: u64) -> Result<(), DriverError> {
        self.set(P::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, bytes)
    }

    /// Bytes the pool has taken from the system now.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let pool = dev.mem_pool()?;
    /// let buf = dev.alloc_zeros::<u8>(1 << 20)?;
    /// assert!(pool.reserved_current()? >= 1 << 20);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn reserved_current(&self) -> Result<u64, DriverError> {
        self.get(P::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT)
    }

    /// The most bytes the pool held since it was created or
    /// [`reset_reserved_high`](Self::reset_reserved_high) was called.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let pool = dev.mem_pool()?;
    /// assert!(pool.reserved_high()? >= pool.reserved_current()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn reserved_high(&self) -> Result<u64, DriverError> {
        self.get(P::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH)
    }

    /// Bytes in live allocations from the pool now.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let pool = dev.mem_pool()?;
    /// let buf = dev.alloc_zeros::<u8>(1 << 20)?;
    /// assert!(pool.used_current()? >= 1 << 20);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn used_current(&self) -> Result<u64, DriverError> {
        self.get(P::CU_MEMPOOL_ATTR_USED_MEM_CURRENT)
    }

    /// The most bytes in live allocations since the pool was created or
    /// [`reset_used_high`](Self::reset_used_high) was called.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let pool = dev.mem_pool()?;
    /// assert!(pool.used_high()? >= pool.used_current()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn used_high(&self) -> Result<u64, DriverError> {
        self.get(P::CU_MEMPOOL_ATTR_USED_MEM_HIGH)
    }

    /// The four statistics at once (read one after the other, so not one atomic snapshot).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// println!("{:?}", dev.mem_pool()?.stats()?);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn stats(&self) -> Result<MemPoolStats, DriverError> {
        Ok(MemPoolStats {
            used_current: self.used_current()?,
            used_high: self.used_high()?,
            reserved_current: self.reserved_current()?,
            reserved_high: self.reserved_high()?,
        })
    }

    /// Resets the reserved high-water mark, so that it tracks the peak from now on.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.mem_pool()?.reset_reserved_high()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn reset_reserved_high(&self) -> Result<(), DriverError> {
        // The driver accepts only 0 here, meaning "reset".
        self.set(P::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH, 0)
    }

    /// Resets the used high-water mark, so that it tracks the peak from now on.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.mem_pool()?.reset_used_high()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn reset_used_high(&self) -> Result<(), DriverError> {
        // The driver accepts only 0 here, meaning "reset".
        self.set(P::CU_MEMPOOL_ATTR_USED_MEM_HIGH, 0)
    }

    /// Gives memory the pool holds but nobody uses back to the system, keeping at least
    /// `min_bytes_to_keep` bytes reserved where it holds that many. Memory of frees still
    /// pending on a stream is not given back.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.synchronize()?;
    /// dev.mem_pool()?.trim_to(0)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn trim_to(&self, min_bytes_to_keep: usize) -> Result<(), DriverError> {
        self.device.check_and_make_current()?;
        // SAFETY: the default pool lives as long as the device.
        self.device
            .keep_if_sticky(unsafe { result::mem_pool::trim_to(self.pool, min_bytes_to_keep) })
    }

    /// The raw pool handle, for calls through [`sys`](crate::driver::sys).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert!(!dev.mem_pool()?.cu_pool().is_null());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn cu_pool(&self) -> &sys::CUmemoryPool {
        &self.pool
    }

    /// The device whose pool this is.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(dev.mem_pool()?.device().ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.device
    }
}
