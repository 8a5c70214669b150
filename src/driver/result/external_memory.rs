//! External memory (`cuImportExternalMemory`): memory another API (Vulkan, another process's
//! CUDA allocation exported as a file descriptor) made, mapped into this context. cudarc
//! 0.13's module.

use super::*;

/// Imports an external memory object of `size` bytes from an opaque file descriptor
/// (`CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD`). On success the driver owns `fd`. On failure
/// it may have closed `fd` too (driver 580 does for a descriptor it refuses), and whether it
/// did cannot be told safely once other threads open files: pass a duplicate you give up
/// either way, as
/// [`CudaDevice::import_external_memory`](crate::driver::CudaDevice::import_external_memory)
/// does. Destroy the object with [`destroy_external_memory`].
///
/// # Safety
///
/// A context must be current; `fd` must be such a descriptor and `size` the size of the
/// memory object it refers to, in bytes.
///
/// ```no_run
/// # fn exported_fd() -> (std::os::fd::RawFd, u64) { (3, 1 << 20) }
/// use cuda_driver::driver::result::external_memory;
/// # let _dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let (fd, size) = exported_fd(); // from Vulkan, or cuMemExportToShareableHandle
/// // SAFETY: `fd` is an opaque descriptor of a `size`-byte memory object.
/// unsafe {
///     let mem = external_memory::import_external_memory_opaque_fd(fd, size)?;
///     let ptr = external_memory::get_mapped_buffer(mem, 0, size)?;
///     cuda_driver::driver::result::memory_free(ptr)?;
///     external_memory::destroy_external_memory(mem)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[cfg(unix)]
pub unsafe fn import_external_memory_opaque_fd(
    fd: std::os::fd::RawFd,
    size: u64,
) -> Result<sys::CUexternalMemory, DriverError> {
    let desc = sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
        type_: sys::CUexternalMemoryHandleType::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD,
        handle: sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 { fd },
        size,
        ..Default::default()
    };
    // SAFETY: the caller's contract; the descriptor outlives the call.
    unsafe { out(|p| sys::cuImportExternalMemory(p, &desc)) }
}

/// Imports an external memory object of `size` bytes from an opaque Win32 handle
/// (`CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32`). The caller keeps the handle.
///
/// # Safety
///
/// A context must be current; `handle` must be such a handle and `size` the size of the
/// memory object it refers to, in bytes.
#[cfg(windows)]
pub unsafe fn import_external_memory_opaque_win32(
    handle: std::os::windows::io::RawHandle,
    size: u64,
) -> Result<sys::CUexternalMemory, DriverError> {
    let desc = sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
        type_: sys::CUexternalMemoryHandleType::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32,
        handle: sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 {
            win32: sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
                handle,
                name: std::ptr::null(),
            },
        },
        size,
        ..Default::default()
    };
    // SAFETY: the caller's contract; the descriptor outlives the call.
    unsafe { out(|p| sys::cuImportExternalMemory(p, &desc)) }
}

/// Destroys an external memory object (`cuDestroyExternalMemory`).
///
/// # Safety
///
/// Every buffer mapped from it must be freed already, and no work may use them; the object
/// is destroyed once.
///
/// ```no_run
/// # let (mem, ptr): (cuda_driver::driver::sys::CUexternalMemory, u64) = (std::ptr::null_mut(), 0);
/// use cuda_driver::driver::result::{external_memory, memory_free};
/// // SAFETY: `ptr`, mapped from `mem`, is unused; each is released once.
/// unsafe {
///     memory_free(ptr)?;
///     external_memory::destroy_external_memory(mem)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn destroy_external_memory(
    external_memory: sys::CUexternalMemory,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { sys::cuDestroyExternalMemory(external_memory) }.check()
}

/// Maps `size` bytes at `offset` of an external memory object as device memory
/// (`cuExternalMemoryGetMappedBuffer`); free it with [`memory_free`].
///
/// # Safety
///
/// `external_memory` must be live and the range within it. Mapped buffers may overlap.
///
/// ```no_run
/// # let mem: cuda_driver::driver::sys::CUexternalMemory = std::ptr::null_mut();
/// use cuda_driver::driver::result::external_memory;
/// // SAFETY: `mem` is a live object of at least 4 KiB.
/// let ptr = unsafe { external_memory::get_mapped_buffer(mem, 0, 4096) }?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn get_mapped_buffer(
    external_memory: sys::CUexternalMemory,
    offset: u64,
    size: u64,
) -> Result<sys::CUdeviceptr, DriverError> {
    let desc = sys::CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
        offset,
        size,
        ..Default::default()
    };
    // SAFETY: the caller's contract; the descriptor outlives the call.
    unsafe { out(|p| sys::cuExternalMemoryGetMappedBuffer(p, external_memory, &desc)) }
}
