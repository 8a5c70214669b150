//! [`DeviceProperties`]: what a device is and what it can do, read in one call; and its
//! memory: [`CudaDevice::mem_get_info`] and [`CudaDevice::total_mem`].

use super::device::CudaDevice;
use crate::driver::result::{self, DriverError};
use crate::driver::sys::{self, CUdevice_attribute as A};

/// A device's name, identity and limits, from [`CudaDevice::properties`].
///
/// Sizes are in bytes and clocks in kHz. New fields may be added in minor releases (the
/// struct is `#[non_exhaustive]`); anything missing here is one
/// [`CudaDevice::attribute`] call away.
///
/// # Examples
///
/// ```no_run
/// let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let p = dev.properties()?;
/// println!(
///     "{} (sm_{}{}): {} SMs, {:.1} GiB, PCI {}",
///     p.name,
///     p.compute_capability.0,
///     p.compute_capability.1,
///     p.multiprocessor_count,
///     p.total_mem as f64 / (1u64 << 30) as f64,
///     p.pci_address()
/// );
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct DeviceProperties {
    /// The name, such as `"NVIDIA H100 80GB HBM3"`.
    pub name: String,
    /// The ordinal the device was opened with.
    pub ordinal: usize,
    /// The UUID (as `nvidia-smi -L` prints it with [`uuid_string`](Self::uuid_string)).
    pub uuid: [u8; 16],
    /// (major, minor), such as `(9, 0)` for an H100.
    pub compute_capability: (u32, u32),
    /// Streaming multiprocessors.
    pub multiprocessor_count: u32,
    /// Total device memory.
    pub total_mem: usize,
    /// Peak clock of the multiprocessors, in kHz.
    pub clock_rate_khz: u32,
    /// Peak memory clock, in kHz.
    pub memory_clock_rate_khz: u32,
    /// Width of the memory bus, in bits.
    pub memory_bus_width_bits: u32,
    /// Size of the L2 cache.
    pub l2_cache_size: usize,
    /// Threads per warp (32 on every NVIDIA GPU so far).
    pub warp_size: u32,
    /// Most threads in one block.
    pub max_threads_per_block: u32,
    /// Most resident threads on one multiprocessor.
    pub max_threads_per_multiprocessor: u32,
    /// Largest block, as (x, y, z).
    pub max_block_dim: (u32, u32, u32),
    /// Largest grid, as (x, y, z).
    pub max_grid_dim: (u32, u32, u32),
    /// Shared memory a block gets without opting in.
    pub shared_mem_per_block: usize,
    /// Shared memory a block can get by opting in (`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`).
    pub shared_mem_per_block_optin: usize,
    /// Shared memory of one multiprocessor.
    pub shared_mem_per_multiprocessor: usize,
    /// 32-bit registers available to one block.
    pub registers_per_block: u32,
    /// 32-bit registers of one multiprocessor.
    pub registers_per_multiprocessor: u32,
    /// Constant memory.
    pub total_constant_mem: usize,
    /// PCI bus id.
    pub pci_bus_id: u32,
    /// PCI device id (the slot on the bus).
    pub pci_device_id: u32,
    /// PCI domain id.
    pub pci_domain_id: u32,
    /// Whether ECC is on.
    pub ecc_enabled: bool,
    /// Whether the GPU is integrated with the host (shares its memory).
    pub integrated: bool,
    /// Whether host and devices share one address space.
    pub unified_addressing: bool,
    /// Whether managed memory can be allocated.
    pub managed_memory: bool,
    /// Whether host and device may use managed memory at the same time.
    pub concurrent_managed_access: bool,
    /// Whether stream-ordered allocation and memory pools are supported.
    pub memory_pools_supported: bool,
    /// Copy engines that can run alongside kernels.
    pub async_engine_count: u32,
    /// Whether cooperative launches are supported.
    pub cooperative_launch: bool,
    /// Whether page-locked host memory can be mapped into the device's address space.
    pub can_map_host_memory: bool,
}

impl DeviceProperties {
    /// The PCI address as `lspci -D` prints it, `domain:bus:device.function` (function 0),
    /// such as `"0000:1b:00.0"`; `nvidia-smi` prints the same address with an eight-digit
    /// domain in upper case.
    ///
    /// ```no_run
    /// let p = cuda_driver::driver::CudaDevice::new(0)?.properties()?;
    /// assert_eq!(p.pci_address().len(), 12);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn pci_address(&self) -> String {
        format!(
            "{:04x}:{:02x}:{:02x}.0",
            self.pci_domain_id, self.pci_bus_id, self.pci_device_id
        )
    }

    /// The UUID as `nvidia-smi -L` prints it: `GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`.
    ///
    /// ```no_run
    /// let p = cuda_driver::driver::CudaDevice::new(0)?.properties()?;
    /// assert!(p.uuid_string().starts_with("GPU-"));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn uuid_string(&self) -> String {
        let mut s = String::from("GPU-");
        for (i, b) in self.uuid.iter().enumerate() {
            if matches!(i, 4 | 6 | 8 | 10) {
                s.push('-');
            }
            s.push_str(&format!("{b:02x}"));
        }
        s
    }
}

impl CudaDevice {
    /// The device's properties, read from the driver in one call of this (about 40
    /// [`cuDeviceGetAttribute`] queries: keep the result rather than calling
    /// this in a loop).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let p = dev.properties()?;
    /// assert_eq!(p.warp_size, 32);
    /// assert!(p.shared_mem_per_block_optin >= p.shared_mem_per_block);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuDeviceGetAttribute`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__DEVICE.html
    pub fn properties(&self) -> Result<DeviceProperties, DriverError> {
        self.check_and_make_current()?;
        let dev = self.ctx.cu_device;
        let get = |attr: sys::CUdevice_attribute| -> Result<u32, DriverError> {
            // SAFETY: `dev` is valid for the device's life; the query writes one int.
            let v = self.keep_if_sticky(unsafe { result::device::get_attribute(dev, attr) })?;
            Ok(u32::try_from(v).unwrap_or(0))
        };
        let size = |attr| get(attr).map(|v| v as usize);
        let flag = |attr| get(attr).map(|v| v != 0);
        let uuid = self.keep_if_sticky(result::device::get_uuid(dev))?;
        // SAFETY: `dev` is valid for the device's life.
        let total_mem = self.keep_if_sticky(unsafe { result::device::total_mem(dev) })?;
        Ok(DeviceProperties {
            name: self.keep_if_sticky(result::device::get_name(dev))?,
            ordinal: self.ctx.ordinal,
            uuid: uuid.bytes.map(|b| b as u8),
            compute_capability: (
                get(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
                get(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
            ),
            multiprocessor_count: get(A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
            total_mem,
            clock_rate_khz: get(A::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)?,
            memory_clock_rate_khz: get(A::CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE)?,
            memory_bus_width_bits: get(A::CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH)?,
            l2_cache_size: size(A::CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE)?,
            warp_size: get(A::CU_DEVICE_ATTRIBUTE_WARP_SIZE)?,
            max_threads_per_block: get(A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
            max_threads_per_multiprocessor: get(
                A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR,
            )?,
            max_block_dim: (
                get(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X)?,
                get(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y)?,
                get(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)?,
            ),
            max_grid_dim: (
                get(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)?,
                get(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y)?,
                get(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)?,
            ),
            shared_mem_per_block: size(A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)?,
            shared_mem_per_block_optin: size(
                A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
            )?,
            shared_mem_per_multiprocessor: size(
                A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR,
            )?,
            registers_per_block: get(A::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK)?,
            registers_per_multiprocessor: get(
                A::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR,
            )?,
            total_constant_mem: size(A::CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY)?,
            pci_bus_id: get(A::CU_DEVICE_ATTRIBUTE_PCI_BUS_ID)?,
            pci_device_id: get(A::CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID)?,
            pci_domain_id: get(A::CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID)?,
            ecc_enabled: flag(A::CU_DEVICE_ATTRIBUTE_ECC_ENABLED)?,
            integrated: flag(A::CU_DEVICE_ATTRIBUTE_INTEGRATED)?,
            unified_addressing: flag(A::CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING)?,
            managed_memory: flag(A::CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY)?,
            concurrent_managed_access: flag(A::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS)?,
            memory_pools_supported: flag(A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED)?,
            async_engine_count: get(A::CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT)?,
            cooperative_launch: flag(A::CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH)?,
            can_map_host_memory: flag(A::CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY)?,
        })
    }

    /// Free and total memory of the device, in bytes, as `(free, total)`. Free memory counts
    /// what the memory pool holds for reuse as used.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let (free, total) = dev.mem_get_info()?;
    /// assert!(free <= total);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn mem_get_info(&self) -> Result<(usize, usize), DriverError> {
        self.check_and_make_current()?;
        self.keep_if_sticky(result::mem_get_info())
    }

    /// Total memory of the device, in bytes.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(dev.total_mem()?, dev.mem_get_info()?.1);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn total_mem(&self) -> Result<usize, DriverError> {
        self.check_and_make_current()?;
        // SAFETY: cu_device is valid for the device's life.
        self.keep_if_sticky(unsafe { result::device::total_mem(self.ctx.cu_device) })
    }
}
