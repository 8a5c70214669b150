//! Memory: device, managed and page-locked host allocations, advice and prefetching,
//! registration of host memory, memset, and what the driver knows of a pointer.
//! Re-exported at [`super`] (`result::malloc_async`, ...), as cudarc has them.

use super::*;

/// Allocates `num_bytes` on `stream` (`cuMemAllocAsync`).
///
/// # Safety
///
/// `stream` must be live; the memory is uninitialised and usable in stream order.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let data = [1.0f32, 2.0, 3.0];
/// let mut back = [0.0f32; 3];
/// // SAFETY: the allocation holds 12 bytes and is used only on `stream`, in order; `data` and
/// // `back` outlive the synchronize.
/// unsafe {
///     let buf = result::malloc_async(stream, size_of_val(&data))?;
///     result::memcpy_htod_async(buf, &data, stream)?;
///     result::memcpy_dtoh_async(&mut back, buf, stream)?;
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// assert_eq!(back, data);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn malloc_async(
    stream: sys::CUstream,
    num_bytes: usize,
) -> Result<sys::CUdeviceptr, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuMemAllocAsync(p, num_bytes, stream)) }
}

/// Allocates `num_bytes` (`cuMemAlloc_v2`).
///
/// # Safety
///
/// A context must be current; the memory is uninitialised.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: written before it is read, and freed once.
/// unsafe {
///     let buf = result::malloc_sync(4 * 1024)?;
///     result::memcpy_htod_sync(buf, &[42u32; 1024])?;
///     let mut back = [0u32; 1024];
///     result::memcpy_dtoh_sync(&mut back, buf)?;
///     assert_eq!(back, [42; 1024]);
///     result::free_sync(buf)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn malloc_sync(num_bytes: usize) -> Result<sys::CUdeviceptr, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuMemAlloc_v2(p, num_bytes)) }
}

/// Frees memory in stream order (`cuMemFreeAsync`).
///
/// # Safety
///
/// `dptr` must be an allocation not used after the work already on `stream`.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// // SAFETY: the free is enqueued after the last use, on the same stream.
/// unsafe {
///     let scratch = result::malloc_async(stream, 1 << 20)?;
///     result::memset_d8_async(scratch, 0, 1 << 20, stream)?;
///     result::free_async(scratch, stream)?; // returns at once; frees when the memset is done
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn free_async(dptr: sys::CUdeviceptr, stream: sys::CUstream) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemFreeAsync(dptr, stream) }.check()
}

/// Frees memory (`cuMemFree_v2`).
///
/// # Safety
///
/// `dptr` must be an allocation no pending work uses.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: the memset is synchronous, so no pending work uses the memory when it is freed.
/// unsafe {
///     let buf = result::malloc_sync(1 << 20)?;
///     result::memset_d8_sync(buf, 0, 1 << 20)?;
///     result::free_sync(buf)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn free_sync(dptr: sys::CUdeviceptr) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemFree_v2(dptr) }.check()
}

/// Frees memory from [`malloc_sync`] (or a mapped buffer of external memory), as
/// [`free_sync`] (`cuMemFree_v2`; cudarc 0.10-0.13's name).
///
/// # Safety
///
/// As for [`free_sync`]: `dptr` was allocated by the driver, is freed once, and no work that
/// uses it is pending.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// # let _dev = cuda_driver::driver::CudaDevice::new(0)?;
/// // SAFETY: the context is current; the memory is freed once and never used.
/// unsafe {
///     let p = result::malloc_sync(1024)?;
///     result::memory_free(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memory_free(dptr: sys::CUdeviceptr) -> Result<(), DriverError> {
    // SAFETY: the caller's contract.
    unsafe { free_sync(dptr) }
}

/// Allocates managed (unified) memory (`cuMemAllocManaged`).
///
/// # Safety
///
/// A context must be current; the memory is uninitialised.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// use cuda_driver::driver::sys::CUmemAttach_flags;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: the host writes the memory before anything reads it, with no GPU work pending;
/// // freed once.
/// unsafe {
///     let p = result::malloc_managed(1024 * 4, CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL)?;
///     let host = std::slice::from_raw_parts_mut(p as *mut u32, 1024); // the same address on the host
///     host.fill(5);
///     let mut back = [0u32; 1024];
///     result::memcpy_dtoh_sync(&mut back, p)?;
///     assert_eq!(back, [5; 1024]);
///     result::free_sync(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn malloc_managed(
    num_bytes: usize,
    flags: sys::CUmemAttach_flags,
) -> Result<sys::CUdeviceptr, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuMemAllocManaged(p, num_bytes, flags as c_uint)) }
}

/// Advises the driver about managed memory (`cuMemAdvise_v2`, or `cuMemAdvise` on drivers
/// before 12.2).
///
/// # Safety
///
/// The range must be managed memory.
///
/// ```no_run
/// use cuda_driver::driver::result;
/// use cuda_driver::driver::sys::{CUmemAttach_flags, CUmemLocation, CUmemLocationType, CUmem_advise};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let here = CUmemLocation { type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, id: 0 };
/// // SAFETY: the range is managed memory, freed once.
/// unsafe {
///     let p = result::malloc_managed(1 << 20, CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL)?;
///     // Mostly read: the driver may keep copies on every processor that reads it.
///     result::mem_advise(p, 1 << 20, CUmem_advise::CU_MEM_ADVISE_SET_READ_MOSTLY, here)?;
///     result::free_sync(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn mem_advise(
    dptr: sys::CUdeviceptr,
    num_bytes: usize,
    advice: sys::CUmem_advise,
    location: sys::CUmemLocation,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    match unsafe { sys::cuMemAdvise_v2(dptr, num_bytes, advice, location) } {
        // Drivers before 12.2 have only the older entry point, which takes a device ordinal
        // (or CU_DEVICE_CPU, -1, for the host).
        r if lacks_function(r, "cuMemAdvise_v2") => {
            // SAFETY: the same call through the older entry point, as the caller promised.
            unsafe { sys::cuMemAdvise(dptr, num_bytes, advice, legacy_device(location)?) }.check()
        }
        r => r.check(),
    }
}

/// The `CUdevice` argument of the pre-12.2 managed-memory calls for `location`.
fn legacy_device(location: sys::CUmemLocation) -> Result<sys::CUdevice, DriverError> {
    match location.type_ {
        sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE => Ok(location.id),
        sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST => Ok(CU_DEVICE_CPU),
        _ => Err(DriverError::new(sys::CUresult::CUDA_ERROR_NOT_SUPPORTED)
            .context("this driver only knows device and host memory locations")),
    }
}

/// The host, as a `CUdevice` (`CU_DEVICE_CPU` in cuda.h, which the bindings cannot express).
const CU_DEVICE_CPU: sys::CUdevice = -1;

/// Prefetches managed memory to a location on a stream (`cuMemPrefetchAsync_v2`, or
/// `cuMemPrefetchAsync` on drivers before 12.2).
///
/// # Safety
///
/// The range must be managed memory and `stream` live.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
/// use cuda_driver::driver::sys::{CUmemAttach_flags, CUmemLocation, CUmemLocationType};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let gpu0 = CUmemLocation { type_: CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, id: 0 };
/// // SAFETY: the range is managed memory; nothing uses it until the stream is synchronized.
/// unsafe {
///     let p = result::malloc_managed(64 << 20, CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL)?;
///     // Move the pages to the GPU ahead of the kernels that read them.
///     result::mem_prefetch_async(p, 64 << 20, gpu0, stream)?;
///     result::stream::synchronize(stream)?;
///     result::free_sync(p)?;
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn mem_prefetch_async(
    dptr: sys::CUdeviceptr,
    num_bytes: usize,
    location: sys::CUmemLocation,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    match unsafe { sys::cuMemPrefetchAsync_v2(dptr, num_bytes, location, 0, stream) } {
        // Drivers before 12.2: the older entry point takes a device ordinal.
        r if lacks_function(r, "cuMemPrefetchAsync_v2") => {
            // SAFETY: the same call through the older entry point, as the caller promised.
            unsafe { sys::cuMemPrefetchAsync(dptr, num_bytes, legacy_device(location)?, stream) }
                .check()
        }
        r => r.check(),
    }
}

/// Allocates page-locked host memory (`cuMemHostAlloc`).
///
/// # Safety
///
/// A context must be current; the memory is uninitialised and freed with [`free_host`].
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: the pinned buffer is written before it is read, and freed once with no copy pending.
/// unsafe {
///     let p = result::malloc_host(4096, sys::CU_MEMHOSTALLOC_PORTABLE)?;
///     let host = std::slice::from_raw_parts_mut(p as *mut u8, 4096);
///     host.fill(3);
///     let buf = result::malloc_sync(4096)?;
///     result::memcpy_htod_sync(buf, host)?; // DMA straight from pinned memory
///     result::free_sync(buf)?;
///     result::free_host(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn malloc_host(num_bytes: usize, flags: c_uint) -> Result<*mut c_void, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|p| sys::cuMemHostAlloc(p, num_bytes, flags)) }
}

/// Frees page-locked host memory (`cuMemFreeHost`).
///
/// # Safety
///
/// `p` must come from [`malloc_host`], with no pending copy using it.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: `p` came from malloc_host and no copy uses it.
/// unsafe {
///     let p = result::malloc_host(1 << 20, sys::CU_MEMHOSTALLOC_PORTABLE)?;
///     result::free_host(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn free_host(p: *mut c_void) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemFreeHost(p) }.check()
}

/// Page-locks existing host memory (`cuMemHostRegister_v2`).
///
/// # Safety
///
/// The range must stay allocated until [`host_unregister`].
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let mut data = vec![1.0f32; 1 << 24];
/// // SAFETY: `data` is neither moved nor freed until unregistered, and no copy is pending then.
/// unsafe {
///     let p = data.as_mut_ptr().cast();
///     result::host_register(p, data.len() * 4, sys::CU_MEMHOSTREGISTER_PORTABLE)?;
///     let buf = result::malloc_sync(data.len() * 4)?;
///     result::memcpy_htod_sync(buf, &data)?; // at full bus speed
///     result::free_sync(buf)?;
///     result::host_unregister(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn host_register(
    p: *mut c_void,
    num_bytes: usize,
    flags: c_uint,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemHostRegister_v2(p, num_bytes, flags) }.check()
}

/// Undoes [`host_register`] (`cuMemHostUnregister`).
///
/// # Safety
///
/// `p` must have been registered, with no pending copy using it.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let mut data = vec![0u8; 1 << 20];
/// // SAFETY: registered just before, and no copy uses it.
/// unsafe {
///     let p = data.as_mut_ptr().cast();
///     result::host_register(p, data.len(), sys::CU_MEMHOSTREGISTER_PORTABLE)?;
///     result::host_unregister(p)?;
/// }
/// drop(data); // an ordinary Vec again
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn host_unregister(p: *mut c_void) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemHostUnregister(p) }.check()
}

/// The device address of page-locked host memory allocated with `CU_MEMHOSTALLOC_DEVICEMAP`
/// (`cuMemHostGetDevicePointer_v2`): kernels and stream memory operations reach the host
/// memory through it.
///
/// # Safety
///
/// `p` must point into memory from [`malloc_host`] (or [`host_register`]) that is mapped for
/// the device.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: mapped memory from malloc_host, freed after its last use.
/// unsafe {
///     let p = result::malloc_host(4096, sys::CU_MEMHOSTALLOC_DEVICEMAP)?;
///     let on_device = result::host_get_device_pointer(p)?;
///     assert_ne!(on_device, 0);
///     result::free_host(p)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn host_get_device_pointer(p: *mut c_void) -> Result<sys::CUdeviceptr, DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { out(|d| sys::cuMemHostGetDevicePointer_v2(d, p, 0)) }
}

/// Sets `num_bytes` bytes to `value` on a stream (`cuMemsetD8Async`).
///
/// # Safety
///
/// The range must be device memory valid in stream order.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mut back = [0u8; 8];
/// // SAFETY: 8 bytes, used in order on one stream; `back` outlives the synchronize.
/// unsafe {
///     let buf = result::malloc_async(stream, 8)?;
///     result::memset_d8_async(buf, 0xff, 8, stream)?;
///     result::memset_d8_async(buf, 0, 4, stream)?;
///     result::memcpy_dtoh_async(&mut back, buf, stream)?;
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// assert_eq!(back, [0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memset_d8_async(
    dptr: sys::CUdeviceptr,
    value: u8,
    num_bytes: usize,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemsetD8Async(dptr, value, num_bytes, stream) }.check()
}

/// Sets `num_bytes` bytes to `value` (`cuMemsetD8_v2`).
///
/// # Safety
///
/// The range must be device memory.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: 16 bytes of device memory, freed once.
/// unsafe {
///     let buf = result::malloc_sync(16)?;
///     result::memset_d8_sync(buf, 0xab, 16)?;
///     let mut back = [0u8; 16];
///     result::memcpy_dtoh_sync(&mut back, buf)?;
///     assert_eq!(back, [0xab; 16]);
///     result::free_sync(buf)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memset_d8_sync(
    dptr: sys::CUdeviceptr,
    value: u8,
    num_bytes: usize,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemsetD8_v2(dptr, value, num_bytes) }.check()
}

/// What kind of memory `ptr` points to (`cuPointerGetAttributes` with
/// `CU_POINTER_ATTRIBUTE_MEMORY_TYPE`): `None` for ordinary pageable host memory, which the
/// driver does not know. Unlike `cuPointerGetAttribute`, the plural form reports an unknown
/// address as a null attribute rather than as an error (which tools such as
/// compute-sanitizer would report as a failed API call).
///
/// ```no_run
/// use cuda_driver::driver::{DevicePtr, result, sys::CUmemorytype};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let pageable = vec![0u8; 4096];
/// assert_eq!(result::pointer_memory_type(pageable.as_ptr().cast())?, None);
/// let pinned = dev.alloc_pinned::<u8>(4096)?;
/// assert_eq!(result::pointer_memory_type(pinned.as_ptr().cast())?, Some(CUmemorytype::CU_MEMORYTYPE_HOST));
/// let buf = dev.alloc_zeros::<u8>(4096)?;
/// let device = *buf.device_ptr() as *const std::ffi::c_void;
/// assert_eq!(result::pointer_memory_type(device)?, Some(CUmemorytype::CU_MEMORYTYPE_DEVICE));
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn pointer_memory_type(ptr: *const c_void) -> Result<Option<sys::CUmemorytype>, DriverError> {
    // The driver writes a C enum (0 for memory it does not know): read it as its integer and
    // check it, since a newer driver may write a type these bindings do not know.
    let mut ty: u32 = 0;
    let mut attr = sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_MEMORY_TYPE;
    let mut data = [(&raw mut ty).cast::<c_void>()];
    // SAFETY: the driver only looks the address up; it writes one enum value (an unsigned int
    // in C) through `data`.
    unsafe {
        sys::cuPointerGetAttributes(1, &mut attr, data.as_mut_ptr(), ptr as sys::CUdeviceptr)
    }
    .check()?;
    if ty == 0 {
        return Ok(None);
    }
    checked_out(ty, sys::CUmemorytype::from_raw, "cuPointerGetAttributes").map(Some)
}

/// Free and total memory of the current context's device, in bytes (`cuMemGetInfo_v2`).
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let (free, total) = result::mem_get_info()?;
/// assert!(free <= total);
/// println!("{} of {} MiB free", free >> 20, total >> 20);
/// // Size a batch to fit in half of what is free.
/// let batch = free / 2 / size_of::<f32>();
/// let buf = dev.alloc_zeros::<f32>(batch)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub fn mem_get_info() -> Result<(usize, usize), DriverError> {
    let (mut free, mut total) = (0, 0);
    // SAFETY: writes two size_t.
    unsafe { sys::cuMemGetInfo_v2(&mut free, &mut total) }.check()?;
    Ok((free, total))
}
