//! Copies: host to device, device to host, device to device, pitched 2D, and between the
//! devices of two contexts. Re-exported at [`super`] (`result::memcpy_htod_async`, ...),
//! as cudarc has them.

use super::*;

/// Copies `src` to device memory on a stream (`cuMemcpyHtoDAsync_v2`).
///
/// # Safety
///
/// `dst` must have room for `src`; `src` must stay alive and unchanged until the copy is done.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let src: Vec<u64> = (0..1000).collect();
/// // SAFETY: the buffer has room for `src`, which stays alive and unchanged until synchronize.
/// unsafe {
///     let buf = result::malloc_async(stream, src.len() * 8)?;
///     result::memcpy_htod_async(buf, &src, stream)?;
///     let mut back = vec![0u64; 1000];
///     result::memcpy_dtoh_async(&mut back, buf, stream)?;
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     assert_eq!(back, src);
///     result::stream::destroy(stream)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_htod_async<T>(
    dst: sys::CUdeviceptr,
    src: &[T],
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyHtoDAsync_v2(dst, src.as_ptr().cast(), size_of_val(src), stream) }.check()
}

/// Copies `src` to device memory and waits (`cuMemcpyHtoD_v2`).
///
/// # Safety
///
/// `dst` must have room for `src`.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: the buffer has room for 3 f64s, and is freed once.
/// unsafe {
///     let buf = result::malloc_sync(3 * 8)?;
///     result::memcpy_htod_sync(buf, &[1.5f64, 2.5, 3.5])?; // `src` may be reused at once
///     let mut back = [0.0f64; 3];
///     result::memcpy_dtoh_sync(&mut back, buf)?;
///     assert_eq!(back, [1.5, 2.5, 3.5]);
///     result::free_sync(buf)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_htod_sync<T>(dst: sys::CUdeviceptr, src: &[T]) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyHtoD_v2(dst, src.as_ptr().cast(), size_of_val(src)) }.check()
}

/// Copies device memory into `dst` on a stream (`cuMemcpyDtoHAsync_v2`).
///
/// # Safety
///
/// `src` must hold `dst.len()` elements; `dst` must stay alive and untouched until the copy is done.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mut host = vec![0i32; 256];
/// // SAFETY: the buffer holds 256 i32s; `host` is not touched until the synchronize.
/// unsafe {
///     let buf = result::malloc_async(stream, 256 * 4)?;
///     result::memcpy_htod_async(buf, &[-1i32; 256], stream)?;
///     result::stream::synchronize(stream)?;
///     result::memcpy_dtoh_async(&mut host, buf, stream)?;
///     result::free_async(buf, stream)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// assert!(host.iter().all(|&v| v == -1));
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_dtoh_async<T>(
    dst: &mut [T],
    src: sys::CUdeviceptr,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyDtoHAsync_v2(dst.as_mut_ptr().cast(), src, size_of_val(dst), stream) }
        .check()
}

/// Copies device memory into `dst` and waits (`cuMemcpyDtoH_v2`).
///
/// # Safety
///
/// `src` must hold `dst.len()` elements.
///
/// ```no_run
/// use cuda_driver::driver::{DevicePtr, result};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let buf = dev.htod_sync_copy(&[1u16, 2, 3, 4])?;
/// dev.synchronize()?; // raw calls are outside the crate's ordering
/// let mut host = [0u16; 2];
/// // SAFETY: the buffer holds 4 u16s and nothing writes it meanwhile.
/// unsafe { result::memcpy_dtoh_sync(&mut host, *buf.device_ptr() + 4) }?;
/// assert_eq!(host, [3, 4]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_dtoh_sync<T>(dst: &mut [T], src: sys::CUdeviceptr) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyDtoH_v2(dst.as_mut_ptr().cast(), src, size_of_val(dst)) }.check()
}

/// Copies between device allocations on a stream (`cuMemcpyDtoDAsync_v2`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes` in stream order.
///
/// ```no_run
/// use cuda_driver::driver::result::{self, stream::StreamKind};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let stream = result::stream::create(StreamKind::NonBlocking)?;
/// let mut back = [0u8; 64];
/// // SAFETY: both buffers hold 64 bytes and are used in order on one stream.
/// unsafe {
///     let a = result::malloc_async(stream, 64)?;
///     let b = result::malloc_async(stream, 64)?;
///     result::memset_d8_async(a, 9, 64, stream)?;
///     result::memcpy_dtod_async(b, a, 64, stream)?;
///     result::memcpy_dtoh_async(&mut back, b, stream)?;
///     result::free_async(a, stream)?;
///     result::free_async(b, stream)?;
///     result::stream::synchronize(stream)?;
///     result::stream::destroy(stream)?;
/// }
/// assert_eq!(back, [9; 64]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_dtod_async(
    dst: sys::CUdeviceptr,
    src: sys::CUdeviceptr,
    num_bytes: usize,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyDtoDAsync_v2(dst, src, num_bytes, stream) }.check()
}

/// Copies between device allocations and waits (`cuMemcpyDtoD_v2`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes`.
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // SAFETY: both buffers hold 32 bytes, and are freed once.
/// unsafe {
///     let (a, b) = (result::malloc_sync(32)?, result::malloc_sync(32)?);
///     result::memset_d8_sync(a, 4, 32)?;
///     result::memcpy_dtod_sync(b, a, 32)?;
///     let mut back = [0u8; 32];
///     result::memcpy_dtoh_sync(&mut back, b)?;
///     assert_eq!(back, [4; 32]);
///     result::free_sync(a)?;
///     result::free_sync(b)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_dtod_sync(
    dst: sys::CUdeviceptr,
    src: sys::CUdeviceptr,
    num_bytes: usize,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyDtoD_v2(dst, src, num_bytes) }.check()
}

// ---- pitched 2D memory ----------------------------------------------------------------------

/// Allocates `height` rows of at least `width_bytes` bytes each, padded to the pitch the
/// driver chooses for fast row access (`cuMemAllocPitch_v2`); returns the address and the
/// pitch in bytes. `element_bytes` is the size of the widest access made to the memory: 4, 8
/// or 16.
///
/// # Safety
///
/// A context must be current; the memory is uninitialised, usable at once on every stream, and
/// freed with [`free_sync`].
///
/// ```no_run
/// use cuda_driver::driver::result;
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// // 100 rows of 30 `f32`s; row `y` starts at `ptr + y * pitch`.
/// let (row_bytes, height) = (30 * size_of::<f32>(), 100);
/// // SAFETY: a context is current; the memory is never read, and freed once.
/// unsafe {
///     let (ptr, pitch) = result::malloc_pitch(row_bytes, height, 4)?;
///     assert!(pitch >= row_bytes);
///     result::free_sync(ptr)?;
/// }
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn malloc_pitch(
    width_bytes: usize,
    height: usize,
    element_bytes: u32,
) -> Result<(sys::CUdeviceptr, usize), DriverError> {
    let mut ptr = 0;
    let mut pitch = 0;
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemAllocPitch_v2(&mut ptr, &mut pitch, width_bytes, height, element_bytes) }
        .check()?;
    Ok((ptr, pitch))
}

/// Copies a 2D region between host and device memory, or within device memory, on a stream
/// (`cuMemcpy2DAsync_v2`).
///
/// # Safety
///
/// Every row the copy describes must be valid for its access (read at the source, written at
/// the destination) in stream order, and host memory must stay alive and untouched until the
/// copy is done.
///
/// ```no_run
/// use cuda_driver::driver::{result, sys};
/// use sys::CUmemorytype::{CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_HOST};
///
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// # dev.bind_to_thread()?;
/// let (width, height) = (30, 100); // `f32`s per row, rows
/// let row_bytes = width * size_of::<f32>();
/// let image: Vec<f32> = (0..width * height).map(|i| i as f32).collect();
/// let mut back = vec![0.0f32; width * height];
/// let stream = result::stream::null();
/// // SAFETY: the device rows are `pitch` apart and `row_bytes` long; `image` and `back` hold
/// // `height` packed rows and outlive the synchronize; the memory is freed after it.
/// unsafe {
///     let (dptr, pitch) = result::malloc_pitch(row_bytes, height, 4)?;
///     let up = sys::CUDA_MEMCPY2D {
///         srcMemoryType: CU_MEMORYTYPE_HOST,
///         srcHost: image.as_ptr().cast(),
///         srcPitch: row_bytes,
///         dstMemoryType: CU_MEMORYTYPE_DEVICE,
///         dstDevice: dptr,
///         dstPitch: pitch,
///         WidthInBytes: row_bytes,
///         Height: height,
///         ..Default::default()
///     };
///     result::memcpy_2d_async(&up, stream)?;
///     let down = sys::CUDA_MEMCPY2D {
///         srcMemoryType: CU_MEMORYTYPE_DEVICE,
///         srcDevice: dptr,
///         srcPitch: pitch,
///         dstMemoryType: CU_MEMORYTYPE_HOST,
///         dstHost: back.as_mut_ptr().cast(),
///         dstPitch: row_bytes,
///         WidthInBytes: row_bytes,
///         Height: height,
///         ..Default::default()
///     };
///     result::memcpy_2d_async(&down, stream)?;
///     result::stream::synchronize(stream)?;
///     result::free_sync(dptr)?;
/// }
/// assert_eq!(back, image);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_2d_async(
    copy: &sys::CUDA_MEMCPY2D,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpy2DAsync_v2(copy, stream) }.check()
}

// ---- end of pitched 2D memory ----------------------------------------------------------------

/// Copies between devices of two contexts on a stream (`cuMemcpyPeerAsync`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes` in their contexts, in stream order.
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut, result};
///
/// let (d0, d1) = (CudaDevice::new(0)?, CudaDevice::new(1)?);
/// let src = d0.htod_sync_copy(&[1u32; 1024])?;
/// let mut dst = d1.alloc_zeros::<u32>(1024)?;
/// d0.synchronize()?;
/// d1.synchronize()?; // raw calls are outside the crate's ordering
/// d0.bind_to_thread()?;
/// let (s, d) = (*src.device_ptr(), *dst.device_ptr_mut());
/// let stream = result::stream::null();
/// // SAFETY: both buffers hold 4096 bytes and nothing else uses them until the synchronize.
/// unsafe {
///     result::memcpy_peer_async(d, *d1.cu_primary_ctx(), s, *d0.cu_primary_ctx(), 4096, stream)?;
///     result::stream::synchronize(stream)?;
/// }
/// assert_eq!(d1.dtoh_sync_copy(&dst)?, [1; 1024]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_peer_async(
    dst: sys::CUdeviceptr,
    dst_ctx: sys::CUcontext,
    src: sys::CUdeviceptr,
    src_ctx: sys::CUcontext,
    num_bytes: usize,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyPeerAsync(dst, dst_ctx, src, src_ctx, num_bytes, stream) }.check()
}

/// Copies between devices of two contexts and waits (`cuMemcpyPeer`).
///
/// # Safety
///
/// Both ranges must be valid for `num_bytes` in their contexts.
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, DevicePtr, DevicePtrMut, result};
///
/// let (d0, d1) = (CudaDevice::new(0)?, CudaDevice::new(1)?);
/// let src = d0.htod_sync_copy(&[2.0f32; 256])?;
/// let mut dst = d1.alloc_zeros::<f32>(256)?;
/// d0.synchronize()?;
/// d1.synchronize()?; // raw calls are outside the crate's ordering
/// let (s, d) = (*src.device_ptr(), *dst.device_ptr_mut());
/// // SAFETY: both buffers hold 1024 bytes and nothing else uses them meanwhile.
/// unsafe { result::memcpy_peer_sync(d, *d1.cu_primary_ctx(), s, *d0.cu_primary_ctx(), 1024) }?;
/// assert_eq!(d1.dtoh_sync_copy(&dst)?, [2.0; 256]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub unsafe fn memcpy_peer_sync(
    dst: sys::CUdeviceptr,
    dst_ctx: sys::CUcontext,
    src: sys::CUdeviceptr,
    src_ctx: sys::CUcontext,
    num_bytes: usize,
) -> Result<(), DriverError> {
    // SAFETY: the caller's contract (see # Safety).
    unsafe { sys::cuMemcpyPeer(dst, dst_ctx, src, src_ctx, num_bytes) }.check()
}
