//! Allocation and copies on [`CudaDevice`], all on the main stream (NVIDIA's
//! [memory management](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html) and
//! [stream ordered allocator](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html)
//! have the semantics of the calls).
//!
//! What the crate adds: lengths checked, buffers of other devices refused, every operation
//! ordered with the other uses of its buffers on any stream, and host memory never handed out
//! uninitialised. Copies that touch host memory return once the data has arrived.
//! Device-only operations (`alloc_zeros`, `memset_zeros`, `dtod_copy`) are enqueued on the
//! main stream, so later calls see their results.

use super::checks::{bytes_of, human, len_mismatch, same_device};
use super::device::CudaDevice;
use super::host_copy::{Aligned, CopyStripes, CopyThreads, advise_huge_pages, copy_threads};
use super::kernel_args::{DeviceRepr, ValidAsZeroBits};
use super::ordering::{Lane, OpMark};
use super::slice::sealed::Sealed;
use super::slice::{CudaSlice, DevicePtr, DevicePtrMut};
use super::staging::PinnedBuf;
use super::util::lock;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// Downloads of at least this many bytes into fresh host memory go through pinned staging
/// buffers.
pub(crate) const STAGED_MIN_BYTES: usize = 32 << 20;
/// Downloads into pageable memory of at most this many bytes go through a pinned buffer of
/// ours, waited for through a flag (see `dtoh_wait`).
const BOUNCE_MAX_BYTES: usize = 64 << 10;
/// How many small downloads to pageable memory a device object makes through the driver's own
/// staging before it takes a pinned bounce buffer and a flag page: allocating and freeing
/// page-locked memory can keep other streams' kernels from running at once, which an object
/// that makes a few downloads and is dropped should not cost the GPU's other users.
pub(in crate::driver::safe) const DIRECT_DOWNLOADS: usize = 8;
/// The size of each of the two staging buffers a staged download alternates between.
const CHUNK: usize = 32 << 20;

impl CudaDevice {
    /// Checks that `buf` is memory of this device.
    #[inline(always)]
    pub(crate) fn check_owner<B: Sealed + ?Sized>(&self, buf: &B) -> Result<(), DriverError> {
        same_device(
            || "the buffer".into(),
            &buf.device_arc().ctx,
            "the operation runs on",
            &self.ctx,
        )
    }

    /// Allocates room for `len` values of `T`, uninitialised, in stream order on the calling
    /// thread's stream of the device ([`cuMemAllocAsync`]; [`cuMemAlloc`]
    /// where the device has no memory pools). Freed in stream order when the buffer drops,
    /// after every use of it on any stream.
    ///
    /// # Safety
    ///
    /// The memory is uninitialised: it must be written (by a copy or a kernel) before it is read
    /// as `T`.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// // SAFETY: filled by the copy before anything reads it.
    /// let mut a = unsafe { dev.alloc::<f32>(3) }?;
    /// dev.htod_sync_copy_into(&[1.0, 2.0, 3.0], &mut a)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemAllocAsync`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MALLOC__ASYNC.html
    /// [`cuMemAlloc`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub unsafe fn alloc<T: DeviceRepr>(
        self: &Arc<Self>,
        len: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        self.check_and_make_current()?;
        let bytes = bytes_of::<T>(len, "allocating")?;
        if bytes == 0 {
            // SAFETY: an empty buffer owns no allocation; Drop frees nothing for zero bytes.
            return Ok(unsafe { CudaSlice::from_raw(self.clone(), 0, len) });
        }
        let async_alloc = self.ctx.async_alloc;
        let here = self.thread_lane()?;
        if async_alloc {
            if let Some(ptr) = here.take_freed(bytes) {
                // SAFETY: an allocation of `bytes` bytes freed on this stream and owned by
                // nobody since; work enqueued on the stream from now on follows every access to
                // it in stream order, as after `cuMemFreeAsync` + `cuMemAllocAsync` here. It is
                // handed out uninitialised, which the caller's contract covers.
                return Ok(unsafe { CudaSlice::from_raw_on(self.clone(), ptr, len, &here) });
            }
        }
        let alloc = || {
            // SAFETY: the stream is live; the memory is handed to the caller uninitialised,
            // which the caller's contract covers.
            here.enqueue(|s| unsafe {
                if async_alloc {
                    result::malloc_async(s, bytes)
                } else {
                    result::malloc_sync(bytes)
                }
            })
        };
        let r = match alloc() {
            // What the threads' streams kept for reuse goes back to the pool first.
            Err(e) if e.0 == sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY && self.free_kept() => alloc(),
            r => r,
        };
        let ptr = r.map_err(|e| {
            e.context(format!(
                "while allocating {} on device {}",
                human(bytes),
                self.ctx.ordinal
            ))
        })?;
        // SAFETY: a fresh allocation of `bytes` bytes on this device, owned by nobody else; it
        // is recorded as written on the stream where it was allocated.
        Ok(unsafe { CudaSlice::from_raw_on(self.clone(), ptr, len, &here) })
    }

    /// Gives the allocations the threads' streams kept for reuse back to the pool (in each
    /// stream's order); whether there were any.
    pub(crate) fn free_kept(&self) -> bool {
        let mut any = false;
        for lane in self.threads.all().iter() {
            any |= lane.free_kept().unwrap_or(false);
        }
        any
    }

    /// Allocates `len` zeroed values of `T`: [`alloc`](Self::alloc), then
    /// [`cuMemsetD8Async`].
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.alloc_zeros::<f64>(100)?;
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, vec![0.0; 100]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemsetD8Async`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub fn alloc_zeros<T: ValidAsZeroBits + DeviceRepr>(
        self: &Arc<Self>,
        len: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        // SAFETY: zeroed just below, before anything can read it; zero bytes are a valid T.
        let mut dst = unsafe { self.alloc(len) }?;
        self.memset_zeros(&mut dst)?;
        Ok(dst)
    }

    /// An empty buffer, which owns no device memory.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let empty = dev.null::<f32>()?;
    /// assert_eq!(empty.len(), 0);
    /// assert!(dev.dtoh_sync_copy(&empty)?.is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn null<T>(self: &Arc<Self>) -> Result<CudaSlice<T>, DriverError> {
        self.check_and_make_current()?;
        // SAFETY: zero elements own no allocation.
        Ok(unsafe { CudaSlice::from_raw(self.clone(), 0, 0) })
    }

    /// Sets every element of `dst` to zero bytes ([`cuMemsetD8Async`]), after the
    /// earlier uses of `dst` on any stream.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.htod_sync_copy(&[1i32, 2, 3, 4])?;
    /// dev.memset_zeros(&mut a.slice_mut(2..))?;
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, [1, 2, 0, 0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemsetD8Async`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub fn memset_zeros<T: ValidAsZeroBits + DeviceRepr, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        self.check_and_make_current()?;
        self.check_owner(dst)?;
        let bytes = dst.num_bytes();
        if bytes == 0 {
            return Ok(());
        }
        let d = *dst.device_ptr_mut();
        // SAFETY: `dst` is a live buffer of `bytes` bytes, borrowed mutably.
        self.run_on_thread_lane(&[dst.write()], |s| unsafe {
            result::memset_d8_async(d, 0, bytes, s)
        })
    }

    /// Copies `src` into `dst` on the device ([`cuMemcpyDtoDAsync`]), after the
    /// earlier writes of `src` and uses of `dst` on any stream. Both must have the same length.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1, 2, 3])?;
    /// let mut b = dev.alloc_zeros::<i32>(3)?;
    /// dev.dtod_copy(&a, &mut b)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemcpyDtoDAsync`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub fn dtod_copy<T: DeviceRepr, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        self.check_and_make_current()?;
        self.check_owner(src)?;
        self.check_owner(dst)?;
        if src.len() != dst.len() {
            return Err(len_mismatch("dtod_copy", src.len(), dst.len()));
        }
        let bytes = src.num_bytes();
        if bytes == 0 {
            return Ok(());
        }
        let (s, d) = (*src.device_ptr(), *dst.device_ptr_mut());
        // SAFETY: both are live buffers of this many bytes; `dst` is borrowed mutably.
        self.run_on_thread_lane(&[src.read(), dst.write()], |stream| unsafe {
            result::memcpy_dtod_async(d, s, bytes, stream)
        })
    }

    /// Copies a `Vec` to a new buffer, consuming it. Returns once the copy is done.
    ///
    /// A copy of 32 MiB or more starts copy threads, as [`htod_sync_copy_into`] says (its
    /// Copy threads section); `CUDA_DRIVER_COPY_THREADS=1` turns them off.
    ///
    /// [`htod_sync_copy_into`]: Self::htod_sync_copy_into
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_copy(vec![0.5f32; 256])?;
    /// assert_eq!(a.len(), 256);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn htod_copy<T: Unpin + DeviceRepr>(
        self: &Arc<Self>,
        src: Vec<T>,
    ) -> Result<CudaSlice<T>, DriverError> {
        self.htod_sync_copy(&src)
    }

    /// Copies a `Vec` into `dst`, consuming it. Both must have the same length.
    ///
    /// A copy of 32 MiB or more starts copy threads, as [`htod_sync_copy_into`] says (its
    /// Copy threads section); `CUDA_DRIVER_COPY_THREADS=1` turns them off.
    ///
    /// [`htod_sync_copy_into`]: Self::htod_sync_copy_into
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u64>(3)?;
    /// dev.htod_copy_into(vec![1, 2, 3], &mut a)?;
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, [1, 2, 3]);
    /// // A length mismatch is an error, not a partial copy.
    /// assert!(dev.htod_copy_into(vec![1, 2], &mut a).is_err());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn htod_copy_into<T: DeviceRepr + Unpin>(
        self: &Arc<Self>,
        src: Vec<T>,
        dst: &mut CudaSlice<T>,
    ) -> Result<(), DriverError> {
        self.htod_sync_copy_into(&src, dst)
    }

    /// Copies host data to a new buffer and waits for the copy.
    ///
    /// A copy of 32 MiB or more starts copy threads, as [`htod_sync_copy_into`] says (its
    /// Copy threads section); `CUDA_DRIVER_COPY_THREADS=1` turns them off.
    ///
    /// [`htod_sync_copy_into`]: Self::htod_sync_copy_into
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1.0f32, 2.0])?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn htod_sync_copy<T: DeviceRepr>(
        self: &Arc<Self>,
        src: &[T],
    ) -> Result<CudaSlice<T>, DriverError> {
        super::kernel_args::plain_data::<T>("htod_sync_copy")?;
        // SAFETY: filled by the copy below before anything can read it.
        let mut dst = unsafe { self.alloc(src.len()) }?;
        self.htod_sync_copy_into(src, &mut dst)?;
        Ok(dst)
    }

    /// Copies a pinned host buffer to a new device buffer (cudarc 0.13's name). As
    /// [`htod_sync_copy`](Self::htod_sync_copy), which takes a `&PinnedHostSlice` as well
    /// (through `Deref<Target = [T]>`): it returns once `src` may be reused or freed, and the
    /// copy from pinned memory goes straight to the DMA engine.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut pinned = dev.alloc_pinned::<f32>(1024)?;
    /// pinned.as_mut_slice().fill(2.0);
    /// let x = dev.htod_copy_pinned(&pinned)?;
    /// assert_eq!(dev.dtoh_sync_copy(&x)?, vec![2.0; 1024]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn htod_copy_pinned<T: DeviceRepr + ValidAsZeroBits>(
        self: &Arc<Self>,
        src: &super::PinnedHostSlice<T>,
    ) -> Result<CudaSlice<T>, DriverError> {
        self.htod_sync_copy(src.as_slice())
    }

    /// Copies host data into `dst` ([`cuMemcpyHtoDAsync`]). Both must have the same
    /// length. Returns once `src` may be reused; the copy is ordered before every later use of
    /// `dst` (on any stream), and a download of it returns what was uploaded.
    ///
    /// # Copy threads
    ///
    /// A copy of 32 MiB or more from pageable memory goes through the device's pinned staging
    /// buffers: threads copy from `src` into one buffer while the DMA engine empties the
    /// other, several times the driver's own speed from pageable memory. As many threads as
    /// the process may run at once (at most 16, the calling thread one of them) are started
    /// for the copy and joined before it returns. Pinned memory is copied directly, without
    /// threads.
    ///
    /// The environment variable `CUDA_DRIVER_COPY_THREADS` caps the threads of every copy
    /// (the async API's too): `CUDA_DRIVER_COPY_THREADS=1` makes the calling thread copy
    /// alone, still through the staging buffers, and starts no thread. It is read once, at the
    /// first copy large enough to use threads; a value that is not a number is ignored.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut x = dev.alloc_zeros::<u32>(3)?;
    /// let mut host = vec![1, 2, 3];
    /// dev.htod_sync_copy_into(&host, &mut x)?;
    /// host.fill(0); // the copy already has what it needs
    /// assert_eq!(dev.dtoh_sync_copy(&x)?, [1, 2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemcpyHtoDAsync`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub fn htod_sync_copy_into<T: DeviceRepr, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        src: &[T],
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        super::kernel_args::plain_data::<T>("htod_sync_copy_into")?;
        self.check_and_make_current()?;
        self.check_owner(dst)?;
        if src.len() != dst.len() {
            return Err(len_mismatch("htod_sync_copy_into", src.len(), dst.len()));
        }
        let bytes = dst.num_bytes();
        if bytes == 0 {
            return Ok(());
        }
        let d = *dst.device_ptr_mut();
        let uses = [dst.write()];
        let here = self.lane_for(&uses)?;
        // SAFETY: `dst` has room for `src`'s bytes, and `run` orders the copy after its users.
        here.run(&self.main, &uses, |stream| unsafe {
            self.htod_in_run(&here, stream, src, d)
        })
    }

    /// Copies `src` to `dst` on `lane` (whose handle is `stream`), returning once `src` may be
    /// reused: large pageable copies go through the staging buffers.
    ///
    /// # Safety
    ///
    /// `dst` must have room for `src`'s bytes, valid in `lane`'s order; called inside
    /// [`Lane::run`], which orders the copy after the destination's other users.
    pub(crate) unsafe fn htod_in_run<T>(
        &self,
        lane: &Arc<Lane>,
        stream: sys::CUstream,
        src: &[T],
        d: sys::CUdeviceptr,
    ) -> Result<(), DriverError> {
        let bytes = size_of_val(src);
        // The driver documents (cuMemcpyHtoDAsync, "API synchronization behavior") that a
        // copy from pageable host memory returns once the source has been copied to its
        // staging memory: then `src` may be reused at once, and the copy itself completes
        // in stream order. Pinned or registered memory is read by the DMA engine later, so
        // there the stream is synchronised before `src` is given back.
        let pageable = result::pointer_memory_type(src.as_ptr().cast())?.is_none();
        if pageable && bytes >= STAGED_MIN_BYTES {
            let src = src.as_ptr().cast();
            // SAFETY: `src` holds `bytes` bytes; `dst` has room for them (the caller's
            // contract).
            return unsafe { self.staged(lane, Staged::Up { src, dst: d }, bytes) };
        }
        // SAFETY: `dst` has room for `src`; `src` stays borrowed until it is consumed.
        unsafe { result::memcpy_htod_async(d, src, stream) }?;
        if pageable {
            return Ok(());
        }
        // SAFETY: the stream the copy ran on, live for the whole call.
        unsafe { result::stream::synchronize(stream) }
    }

    /// Copies a buffer to a new `Vec` and waits for the copy.
    ///
    /// A copy of 32 MiB or more starts copy threads, as [`dtoh_sync_copy_into`] says (its
    /// Copy threads section); `CUDA_DRIVER_COPY_THREADS=1` turns them off.
    ///
    /// [`dtoh_sync_copy_into`]: Self::dtoh_sync_copy_into
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[5u8; 4])?;
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, [5; 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn dtoh_sync_copy<T: DeviceRepr, Src: DevicePtr<T>>(
        self: &Arc<Self>,
        src: &Src,
    ) -> Result<Vec<T>, DriverError> {
        super::kernel_args::plain_data::<T>("dtoh_sync_copy")?;
        self.check_and_make_current()?;
        self.check_owner(src)?;
        let n = src.len();
        let mut out: Vec<T> = Vec::with_capacity(n);
        let bytes = src.num_bytes();
        if bytes > 0 {
            let s = *src.device_ptr();
            let dst = out.as_mut_ptr();
            let uses = [src.read()];
            let here = self.lane_for(&uses)?;
            here.run(&self.main, &uses, |stream| {
                if bytes >= STAGED_MIN_BYTES {
                    let dst = dst.cast();
                    advise_huge_pages(dst, bytes);
                    // SAFETY: the spare capacity has room for `bytes` bytes; `src` holds them.
                    return unsafe { self.staged(&here, Staged::Down { src: s, dst }, bytes) };
                }
                // SAFETY: the copy writes `n` values into the Vec's spare capacity, which stays
                // allocated and unread until the copy is done.
                // A fresh Vec is ordinary pageable memory: no need to ask the driver.
                unsafe { self.dtoh_wait(std::slice::from_raw_parts_mut(dst, n), s, stream, true) }
            })?;
        }
        // SAFETY: the first `n` elements were written by the completed copy (or there are
        // none).
        unsafe { out.set_len(n) };
        Ok(out)
    }

    /// Copies a buffer into `dst` ([`cuMemcpyDtoHAsync`]) and waits for the copy,
    /// after the earlier writes of `src` on any stream. Both must have the same length.
    ///
    /// # Copy threads
    ///
    /// A copy of 32 MiB or more into pageable memory goes through the device's pinned staging
    /// buffers: the DMA engine fills one while threads copy out of the other into `dst`, which
    /// spreads the page faults of fresh memory over them. As many threads as the process may
    /// run at once (at most 16, the calling thread one of them) are started for the copy and
    /// joined before it returns. Pinned memory is copied directly, without threads.
    ///
    /// The environment variable `CUDA_DRIVER_COPY_THREADS` caps the threads of every copy
    /// (the async API's too): `CUDA_DRIVER_COPY_THREADS=1` makes the calling thread copy
    /// alone, still through the staging buffers, and starts no thread. It is read once, at the
    /// first copy large enough to use threads; a value that is not a number is ignored.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1u16, 2, 3, 4])?;
    /// let mut host = [0u16; 2];
    /// dev.dtoh_sync_copy_into(&a.slice(2..), &mut host)?;
    /// assert_eq!(host, [3, 4]);
    /// // A length mismatch is an error.
    /// assert!(dev.dtoh_sync_copy_into(&a, &mut host).is_err());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemcpyDtoHAsync`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub fn dtoh_sync_copy_into<T: DeviceRepr, Src: DevicePtr<T>>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut [T],
    ) -> Result<(), DriverError> {
        super::kernel_args::plain_data::<T>("dtoh_sync_copy_into")?;
        self.check_and_make_current()?;
        self.check_owner(src)?;
        if src.len() != dst.len() {
            return Err(len_mismatch("dtoh_sync_copy_into", src.len(), dst.len()));
        }
        if src.num_bytes() == 0 {
            return Ok(());
        }
        let s = *src.device_ptr();
        let uses = [src.read()];
        let here = self.lane_for(&uses)?;
        // SAFETY: `src` holds `dst`'s bytes (same length), and `run` orders the copy after
        // its writers.
        here.run(&self.main, &uses, |stream| unsafe {
            self.dtoh_in_run(&here, stream, s, dst, false)
        })
    }

    /// Copies `dst.len()` elements from `s` into `dst` on `lane` (whose handle is `stream`)
    /// and returns once they have arrived: large pageable copies go through the staging
    /// buffers. `fresh`: `dst` is a fresh `Vec`'s spare capacity (ordinary pageable memory,
    /// not asked of the driver).
    ///
    /// # Safety
    ///
    /// `s` must hold `dst`'s bytes of valid `T`s in `lane`'s order; called inside
    /// [`Lane::run`], which orders the copy after the source's writers.
    pub(crate) unsafe fn dtoh_in_run<T>(
        &self,
        lane: &Arc<Lane>,
        stream: sys::CUstream,
        s: sys::CUdeviceptr,
        dst: &mut [T],
        fresh: bool,
    ) -> Result<(), DriverError> {
        let bytes = size_of_val(dst);
        // Pinned memory is copied at the bus's speed as it is; pageable memory that large
        // goes faster through the staging buffers.
        let pageable = fresh || result::pointer_memory_type(dst.as_ptr().cast())?.is_none();
        if pageable && bytes >= STAGED_MIN_BYTES {
            let dst = dst.as_mut_ptr().cast();
            if fresh {
                advise_huge_pages(dst, bytes);
            }
            // SAFETY: `dst` has room for `bytes` bytes; `src` holds them (the caller's
            // contract).
            return unsafe { self.staged(lane, Staged::Down { src: s, dst }, bytes) };
        }
        // SAFETY: `dst` has room for `src` and stays borrowed until the copy is done.
        unsafe { self.dtoh_wait(dst, s, stream, pageable) }
    }

    /// Copies `dst.len()` elements from `src` on the main stream and returns once they have
    /// arrived. `pageable`: `dst` is known to be ordinary pageable memory (a fresh `Vec`).
    ///
    /// # Safety
    ///
    /// `src` must hold `dst.len()` elements of `T`, valid in stream order.
    unsafe fn dtoh_wait<T>(
        &self,
        dst: &mut [T],
        src: sys::CUdeviceptr,
        stream: sys::CUstream,
        pageable: bool,
    ) -> Result<(), DriverError> {
        // The driver documents (cuMemcpyDtoHAsync, "API synchronization behavior") that an
        // async copy from the device to pageable host memory returns only once the copy has
        // completed; pinned or registered memory needs the stream synchronised.
        let pageable = pageable || result::pointer_memory_type(dst.as_ptr().cast())?.is_none();
        let bytes = std::mem::size_of_val(dst);
        if pageable && bytes > 0 && bytes <= BOUNCE_MAX_BYTES && self.bounce_small_download() {
            // A small copy goes through a pinned buffer of ours instead, waited for through a
            // flag (`EventPool::wait_flagged`), which is quicker than the driver's own staging
            // of a pageable copy and its wait (`CHAIN_PARTS_ROUNDTRIP=1` in
            // `benches/chain_parts.rs` compares them); but not the object's first few, so that
            // an object made for a few downloads allocates no page-locked memory (see
            // `DIRECT_DOWNLOADS`).
            let mut bounce = self.pinned.get(bytes)?;
            // SAFETY: the buffer has room for `bytes` bytes and is ours until the copy is done.
            unsafe {
                result::memcpy_dtoh_async(
                    std::slice::from_raw_parts_mut(bounce.as_mut_ptr(), bytes),
                    src,
                    stream,
                )?
            };
            if let Err(e) = self.events.wait_flagged(stream) {
                // The copy may still write the buffer: it never goes back to the pool.
                std::mem::forget(bounce);
                return Err(e);
            }
            // SAFETY: the copy wrote `bytes` bytes to the buffer, done; `dst` has room for
            // them and does not overlap our buffer.
            unsafe {
                std::ptr::copy_nonoverlapping(bounce.as_ptr(), dst.as_mut_ptr().cast(), bytes)
            };
            return Ok(());
        }
        // SAFETY: as the caller promised; `dst` is borrowed until this returns.
        unsafe { result::memcpy_dtoh_async(dst, src, stream)? };
        if pageable {
            return Ok(());
        }
        self.events.wait_flagged(stream)
    }

    /// Whether a small download to pageable memory takes a pinned bounce buffer: not the
    /// object's first [`DIRECT_DOWNLOADS`].
    fn bounce_small_download(&self) -> bool {
        let n = &self.small_downloads;
        n.load(Ordering::Relaxed) >= DIRECT_DOWNLOADS
            || n.fetch_add(1, Ordering::Relaxed) >= DIRECT_DOWNLOADS
    }

    /// Copies a buffer back to a `Vec` and frees it.
    ///
    /// A copy of 32 MiB or more starts copy threads, as [`dtoh_sync_copy_into`] says (its
    /// Copy threads section); `CUDA_DRIVER_COPY_THREADS=1` turns them off.
    ///
    /// [`dtoh_sync_copy_into`]: Self::dtoh_sync_copy_into
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_copy(vec![1i64, 2, 3])?;
    /// let v: Vec<i64> = dev.sync_reclaim(a)?; // `a` is freed
    /// assert_eq!(v, [1, 2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn sync_reclaim<T: Clone + Default + DeviceRepr + Unpin>(
        self: &Arc<Self>,
        src: CudaSlice<T>,
    ) -> Result<Vec<T>, DriverError> {
        self.dtoh_sync_copy(&src)
    }

    /// Takes ownership of device memory, for example from [`CudaSlice::leak`].
    ///
    /// # Safety
    ///
    /// `cu_device_ptr` must be a live allocation of this device, made with cuMemAlloc or
    /// cuMemAllocAsync, of at least `len * size_of::<T>()` bytes, owned by nobody else, holding
    /// valid values of `T`, and any work still using it must be ordered before the work
    /// enqueued on the device's main stream proper (the one of the thread that opened the
    /// device, whichever thread calls this) from now on (memory from [`CudaSlice::leak`] on
    /// this device object is; memory leaked by another `CudaDevice` of the same GPU is not:
    /// synchronize that one first).
    /// Memory of a buffer that a graph captured, or that an open NCCL group used, given up
    /// with `leak`, is taken back with its record: the new buffer is ordered after that work
    /// (see [`CudaSlice::leak`]) and freed only after it.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let a = dev.htod_sync_copy(&[1u32, 2, 3])?;
    /// let raw = a.leak(); // no longer freed on drop
    /// // SAFETY: `raw` came from `leak` on this device and holds 3 u32s.
    /// let a = unsafe { dev.upgrade_device_ptr::<u32>(raw, 3) };
    /// assert_eq!(dev.dtoh_sync_copy(&a)?, [1, 2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn upgrade_device_ptr<T>(
        self: &Arc<Self>,
        cu_device_ptr: sys::CUdeviceptr,
        len: usize,
    ) -> CudaSlice<T> {
        // Memory given up with `leak` while a graph or an open NCCL group used it: its record
        // again (see `leaked_records`).
        let kept = {
            let mut leaked = lock(&self.leaked_records);
            let i = leaked.iter().position(|(p, _)| *p == cu_device_ptr);
            i.map(|i| leaked.swap_remove(i).1)
        };
        match kept {
            // SAFETY: as the caller promised; the record is the memory's own.
            Some(accesses) => unsafe {
                CudaSlice::from_parts(self.clone(), cu_device_ptr, len, accesses)
            },
            // SAFETY: as the caller promised.
            None => unsafe { CudaSlice::from_raw(self.clone(), cu_device_ptr, len) },
        }
    }
}

/// A staged copy's direction and ends.
#[derive(Clone, Copy)]
enum Staged {
    /// From host memory to the device.
    Up {
        src: *const u8,
        dst: sys::CUdeviceptr,
    },
    /// From the device to host memory.
    Down { src: sys::CUdeviceptr, dst: *mut u8 },
}

impl CudaDevice {
    /// Copies `bytes` bytes between host and device memory through two pinned staging buffers
    /// from the device's pool: the DMA engine works on one while a team of threads copies
    /// between the other and the host memory. Copying pageable memory is dominated by the host
    /// side (page faults on first touch, one thread in the driver's own path); this spreads it
    /// over threads and overlaps it with the DMA. Returns once the copy is complete.
    ///
    /// # Safety
    ///
    /// The host end must be valid for `bytes` bytes (of reads for an upload, of writes for a
    /// download) and the device end hold `bytes` bytes valid in `lane`'s order. Called where
    /// `lane` is ordered after the device end's other users (inside [`Lane::run`]).
    unsafe fn staged(
        &self,
        lane: &Arc<Lane>,
        dir: Staged,
        bytes: usize,
    ) -> Result<(), DriverError> {
        let bufs = [self.pinned.get(CHUNK)?, self.pinned.get(CHUNK)?];
        let threads = copy_threads();
        let chunks = Chunks {
            dir,
            bytes,
            threads,
            bufs: [bufs[0].as_ptr() as usize, bufs[1].as_ptr() as usize],
        };
        let team = CopyThreads::new(threads);
        std::thread::scope(|scope| {
            for worker in 1..threads {
                let (team, chunks) = (&team, &chunks);
                scope.spawn(move || team.work(|c| chunks.copy(worker, c)));
            }
            let r = match dir {
                Staged::Down { src, .. } => self.staged_down(lane, src, bytes, &bufs, |c| {
                    team.run(c, || chunks.copy(0, c))
                }),
                Staged::Up { dst, .. } => self.staged_up(lane, dst, bytes, &bufs, |c| {
                    team.run(c, || chunks.copy(0, c))
                }),
            };
            // Nothing may still be copying from or into a staging buffer when it goes back to
            // the pool.
            let drained = lane.synchronize();
            team.stop();
            r.and(drained)
        })
    }

    /// Enqueues a copy of chunk `c` between the device and staging buffer `buf`, and a mark
    /// after it.
    fn chunk(
        &self,
        lane: &Arc<Lane>,
        dir: Staged,
        c: usize,
        bytes: usize,
        buf: &PinnedBuf,
    ) -> Result<std::sync::Arc<OpMark>, DriverError> {
        let len = CHUNK.min(bytes - c * CHUNK);
        let off = (c * CHUNK) as u64;
        let buf = buf.as_ptr() as *mut u8;
        // SAFETY: the staging buffer has CHUNK bytes and no other copy uses it now (its
        // previous chunk is done with); the device end is valid as the caller of `staged`
        // promised.
        lane.enqueue(|s| unsafe {
            match dir {
                Staged::Down { src, .. } => result::memcpy_dtoh_async(
                    std::slice::from_raw_parts_mut(buf, len),
                    src + off,
                    s,
                ),
                Staged::Up { dst, .. } => result::memcpy_htod_async(
                    dst + off,
                    std::slice::from_raw_parts(buf.cast_const(), len),
                    s,
                ),
            }
        })?;
        OpMark::record(&self.events, lane, false)
    }

    /// A download: the chunks arrive in the two staging buffers in turn, and each is handed to
    /// `copy_out` once it has, the next one in flight meanwhile.
    fn staged_down(
        &self,
        lane: &Arc<Lane>,
        src: sys::CUdeviceptr,
        bytes: usize,
        bufs: &[PinnedBuf; 2],
        mut copy_out: impl FnMut(usize),
    ) -> Result<(), DriverError> {
        let dir = Staged::Down {
            src,
            dst: std::ptr::null_mut(),
        };
        let chunks = bytes.div_ceil(CHUNK);
        let mut arrived = [Some(self.chunk(lane, dir, 0, bytes, &bufs[0])?), None];
        if chunks > 1 {
            arrived[1] = Some(self.chunk(lane, dir, 1, bytes, &bufs[1])?);
        }
        for c in 0..chunks {
            if let Some(mark) = arrived[c % 2].take() {
                mark.synchronize()?;
            }
            copy_out(c);
            if c + 2 < chunks {
                arrived[c % 2] = Some(self.chunk(lane, dir, c + 2, bytes, &bufs[c % 2])?);
            }
        }
        Ok(())
    }

    /// An upload: `copy_in` fills the staging buffers in turn, each sent on once full, while
    /// the other one's chunk is in flight.
    fn staged_up(
        &self,
        lane: &Arc<Lane>,
        dst: sys::CUdeviceptr,
        bytes: usize,
        bufs: &[PinnedBuf; 2],
        mut copy_in: impl FnMut(usize),
    ) -> Result<(), DriverError> {
        let dir = Staged::Up {
            src: std::ptr::null(),
            dst,
        };
        let mut sent: [Option<std::sync::Arc<OpMark>>; 2] = [None, None];
        for c in 0..bytes.div_ceil(CHUNK) {
            // The buffer's previous chunk must have left before it is refilled.
            if let Some(mark) = sent[c % 2].take() {
                mark.synchronize()?;
            }
            copy_in(c);
            sent[c % 2] = Some(self.chunk(lane, dir, c, bytes, &bufs[c % 2])?);
        }
        Ok(())
    }
}

/// The chunks of a staged copy, each split among the team: stripes cut at huge-page boundaries
/// of the host memory's addresses, so no two threads fault the same huge page.
struct Chunks {
    dir: Staged,
    bytes: usize,
    threads: usize,
    bufs: [usize; 2],
}

// SAFETY: the addresses are only used by the copy the team makes under `staged`'s contract.
unsafe impl Sync for Chunks {}

impl Chunks {
    /// Copies `worker`'s stripe of chunk `c` between its staging buffer and the host memory.
    fn copy(&self, worker: usize, c: usize) {
        let len = CHUNK.min(self.bytes - c * CHUNK);
        let staging = self.bufs[c % 2] as *mut u8;
        let stripes = match self.dir {
            Staged::Up { src, .. } => CopyStripes::new(
                src.wrapping_add(c * CHUNK),
                staging,
                len,
                self.threads,
                Aligned::Src,
            ),
            Staged::Down { dst, .. } => CopyStripes::new(
                staging,
                dst.wrapping_add(c * CHUNK),
                len,
                self.threads,
                Aligned::Dst,
            ),
        };
        // SAFETY: the host end of chunk `c` lies within the memory `staged`'s caller promised,
        // and the staging end within a buffer of CHUNK bytes; the stripes of the workers are
        // disjoint. For a download the staged bytes are complete (their mark was waited for
        // before the team was started on the chunk); for an upload the buffer's previous chunk
        // has left.
        unsafe { stripes.copy(worker) }
    }
}
