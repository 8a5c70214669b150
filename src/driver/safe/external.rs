//! [`ExternalMemory`] and [`MappedBuffer`]: memory another API made (a Vulkan allocation, a
//! CUDA allocation of another process exported as a file descriptor), imported into a device's
//! context and mapped as a buffer. cudarc 0.13's types, ordered like every other buffer.

use super::device::CudaDevice;
use super::ordering::Accesses;
use super::slice::{DevicePtr, DevicePtrMut, DeviceSlice, sealed};
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::fs::File;
use std::mem::ManuallyDrop;
use std::ops::Range;
use std::sync::Arc;

impl CudaDevice {
    /// Imports the external memory object `file` refers to, `size` bytes long
    /// ([`cuImportExternalMemory`]: an opaque file descriptor on Unix,
    /// `CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD`; an opaque Win32 handle on Windows). It is
    /// closed before this returns, on Unix (the driver keeps a duplicate of it while the object
    /// lives; a failed import may leak that duplicate, as the driver does not say whether it
    /// closed it), and when the [`ExternalMemory`] goes on Windows. Map it with
    /// [`ExternalMemory::map_all`] or [`ExternalMemory::map_range`]
    /// ([`cuExternalMemoryGetMappedBuffer`]).
    ///
    /// # Safety
    ///
    /// `file` must be such a handle of a memory object and `size` its size in bytes (the
    /// driver cannot check either). While the buffers of this import are used, the memory
    /// must not be used through another import of the same object (here, by another device
    /// object, or by another API) unless you order that use yourself: each import's buffers
    /// are ordered only with each other.
    ///
    /// ```no_run
    /// # fn exported() -> (std::fs::File, u64) { unimplemented!() }
    /// use cuda_driver::driver::CudaDevice;
    ///
    /// let dev = CudaDevice::new(0)?;
    /// let (file, size) = exported(); // from Vulkan, or cuMemExportToShareableHandle
    /// // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    /// let buf = unsafe { dev.import_external_memory(file, size) }?.map_all()?;
    /// let bytes: Vec<u8> = dev.dtoh_sync_copy(&buf)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuImportExternalMemory`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html
    /// [`cuExternalMemoryGetMappedBuffer`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__EXTRES__INTEROP.html
    #[cfg(any(unix, windows))]
    pub unsafe fn import_external_memory(
        self: &Arc<Self>,
        file: File,
        size: u64,
    ) -> Result<ExternalMemory, DriverError> {
        self.check_and_make_current()?;
        // The driver owns the descriptor it is given once the import succeeds, and on driver 580
        // closes it also when the import fails (a refused `/dev/null`): so it gets a duplicate,
        // given up here for good, and `file` stays ours, closed when this returns. After a
        // failed import the duplicate is not closed here: whether the driver closed it cannot
        // be known (by then its number may be another thread's file), so at most one
        // descriptor leaks per failed import, and none is closed twice.
        #[cfg(unix)]
        let external_memory = {
            use std::os::fd::IntoRawFd;
            let given = file.try_clone().map_err(|e| {
                DriverError::new(sys::CUresult::CUDA_ERROR_OPERATING_SYSTEM).context(format!(
                    "import_external_memory: duplicating the file descriptor for the driver \
                     failed: {e}"
                ))
            })?;
            // SAFETY: the caller's contract; the context is current; the driver takes `given`.
            self.keep_if_sticky(unsafe {
                result::external_memory::import_external_memory_opaque_fd(given.into_raw_fd(), size)
            })?
        };
        #[cfg(windows)]
        // SAFETY: as above.
        let external_memory = self.keep_if_sticky(unsafe {
            use std::os::windows::io::AsRawHandle;
            result::external_memory::import_external_memory_opaque_win32(file.as_raw_handle(), size)
        })?;
        Ok(ExternalMemory {
            external_memory,
            size,
            device: self.clone(),
            #[cfg(windows)]
            file: ManuallyDrop::new(file),
            keep: false,
        })
    }
}

/// An imported external memory object, destroyed when dropped (made by
/// [`CudaDevice::import_external_memory`]).
///
/// ```no_run
/// # fn exported() -> (std::fs::File, u64) { unimplemented!() }
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # let (file, size) = exported();
/// // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
/// let mem = unsafe { dev.import_external_memory(file, size) }?;
/// assert_eq!(mem.len(), size as usize);
/// let first_page = mem.map_range(0..4096)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug)]
pub struct ExternalMemory {
    external_memory: sys::CUexternalMemory,
    size: u64,
    device: Arc<CudaDevice>,
    /// The caller's handle, closed when this goes (on Unix the driver has a duplicate of the
    /// descriptor instead, and the caller's is closed at the import).
    #[cfg(windows)]
    file: ManuallyDrop<File>,
    /// Set when a buffer mapped from it went while a graph capture or an NCCL group still
    /// used it (its memory is freed by them, later): then the object is never destroyed.
    keep: bool,
}

// SAFETY: the handle is usable from any thread once the device's context is current, which
// every use ensures.
unsafe impl Send for ExternalMemory {}
// SAFETY: as above; `&self` methods only read.
unsafe impl Sync for ExternalMemory {}

impl ExternalMemory {
    /// Its size in bytes.
    ///
    /// ```no_run
    /// # let mem: cuda_driver::driver::ExternalMemory = unimplemented!();
    /// println!("{} bytes", mem.len());
    /// ```
    pub fn len(&self) -> usize {
        self.size as usize
    }

    /// Whether it is empty.
    ///
    /// ```no_run
    /// # let mem: cuda_driver::driver::ExternalMemory = unimplemented!();
    /// assert!(!mem.is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.size == 0
    }

    /// Maps all of it as a device buffer.
    ///
    /// ```no_run
    /// # let mem: cuda_driver::driver::ExternalMemory = unimplemented!();
    /// use cuda_driver::driver::DeviceSlice;
    /// let len = mem.len();
    /// let buf = mem.map_all()?;
    /// assert_eq!(buf.len(), len);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn map_all(self) -> Result<MappedBuffer, DriverError> {
        let size = self.len();
        self.map_range(0..size)
    }

    /// Maps bytes `range` of it as a device buffer. One buffer per object: the buffer takes
    /// the object, and dropping the buffer destroys both. A range outside the object is an
    /// error, not a panic.
    ///
    /// ```no_run
    /// # let mem: cuda_driver::driver::ExternalMemory = unimplemented!();
    /// let header = mem.map_range(0..256)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn map_range(self, range: Range<usize>) -> Result<MappedBuffer, DriverError> {
        if range.start > range.end || range.end as u64 > self.size {
            return Err(
                DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
                    "in ExternalMemory::map_range: {range:?} is not within the object's {} bytes",
                    self.size
                )),
            );
        }
        self.device.check_and_make_current()?;
        // SAFETY: the object is live and the range within it (checked above).
        let device_ptr = self.device.keep_if_sticky(unsafe {
            result::external_memory::get_mapped_buffer(
                self.external_memory,
                range.start as u64,
                range.len() as u64,
            )
        })?;
        Ok(MappedBuffer {
            device_ptr,
            scratch: device_ptr,
            len: range.len(),
            accesses: Accesses::default(),
            external_memory: ManuallyDrop::new(self),
        })
    }
}

impl Drop for ExternalMemory {
    /// Destroys the object (errors are kept for the device's next call), and on Windows closes
    /// the handle.
    fn drop(&mut self) {
        if !self.keep {
            // Not `check_and_make_current`: an error kept from another drop stays for the next
            // call, and the object is destroyed all the same.
            let r = self.device.make_current().and_then(|()| {
                // SAFETY: the buffer mapped from it, if any, was freed first (see MappedBuffer's
                // drop); destroyed once.
                unsafe { result::external_memory::destroy_external_memory(self.external_memory) }
            });
            if let Err(e) = r {
                self.device
                    .defer_error(e.context("while destroying an external memory object"));
            }
        }
        // The driver owns its duplicate of a Unix descriptor; a Windows handle stays the
        // caller's.
        #[cfg(windows)]
        // SAFETY: dropped once, here.
        unsafe {
            ManuallyDrop::drop(&mut self.file)
        };
    }
}

/// A buffer mapped from an [`ExternalMemory`] (by [`map_range`](ExternalMemory::map_range) or
/// [`map_all`](ExternalMemory::map_all)): bytes of device memory that copies and kernels use
/// like a [`CudaSlice<u8>`](super::CudaSlice), ordered with them on every stream. Dropping it
/// frees the mapping once every use is done, then destroys the object.
///
/// ```no_run
/// # let mem: cuda_driver::driver::ExternalMemory = unimplemented!();
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let mut buf = mem.map_range(0..4)?;
/// dev.htod_sync_copy_into(&[1u8, 2, 3, 4], &mut buf)?;
/// assert_eq!(dev.dtoh_sync_copy(&buf)?, [1, 2, 3, 4]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug)]
pub struct MappedBuffer {
    device_ptr: sys::CUdeviceptr,
    scratch: sys::CUdeviceptr,
    len: usize,
    accesses: Accesses,
    /// Dropped by hand, after the mapping is freed.
    external_memory: ManuallyDrop<ExternalMemory>,
}

impl Drop for MappedBuffer {
    fn drop(&mut self) {
        let mem = &mut *self.external_memory;
        // Still used by a graph being captured, or an NCCL group not yet ended: they free the
        // mapping after their work, so the object stays (leaked) rather than go before it.
        mem.keep = self.accesses.captured().is_some() || self.accesses.awaits_launch();
        mem.device
            .free_after_users(self.device_ptr, self.len, &self.accesses, true);
        // SAFETY: dropped once, here, after the mapping.
        unsafe { ManuallyDrop::drop(&mut self.external_memory) };
    }
}

impl sealed::Holds<u8> for MappedBuffer {}

impl sealed::Sealed for MappedBuffer {
    fn accesses(&self) -> &Accesses {
        &self.accesses
    }
    fn device_arc(&self) -> &Arc<CudaDevice> {
        &self.external_memory.device
    }
}

impl DeviceSlice<u8> for MappedBuffer {
    fn len(&self) -> usize {
        self.len
    }
}

impl DevicePtr<u8> for MappedBuffer {
    fn device_ptr(&self) -> &sys::CUdeviceptr {
        &self.device_ptr
    }
}

// Kernel arguments, as for a `CudaSlice<u8>`: `&` is a read, `&mut` a write.
super::kernel_args::impl_buffer_param!(bytes:
    &MappedBuffer => false;
    &mut MappedBuffer => true;
);

impl DevicePtrMut<u8> for MappedBuffer {
    fn device_ptr_mut(&mut self) -> &mut sys::CUdeviceptr {
        self.scratch = self.device_ptr;
        &mut self.scratch
    }
}
