//! The async adapter: every call of the sync API as a future, for any executor.
//!
//! [`AsyncDevice`] wraps an `Arc<CudaDevice>`. Each method enqueues its work *when called* (not
//! on first poll) on one of a small pool of secondary streams, and returns a [`GpuFuture`] that
//! resolves once the GPU has finished it. It runs under smol, tokio (any flavour) and
//! `futures_lite::future::block_on` alike: nothing depends on a runtime.
//!
//! # Ordering
//!
//! - Each operation first waits for everything already enqueued on the device's main stream, so
//!   it sees all the sync API did before it.
//! - Every device buffer keeps a record of the work that may still read or write it, on any
//!   stream: the main stream, [`CudaStream`](crate::driver::CudaStream)s, this adapter's
//!   streams, graph launches. An operation waits for the earlier writes of what it reads and
//!   for the earlier reads and writes of what it writes, and whatever touches the buffer next
//!   — a sync call, a launch on another stream, another async operation, or the free when the
//!   buffer is dropped — waits for it in turn. Sync calls made afterwards therefore see the
//!   results, and two async operations on the same buffer run in the order they were called.
//! - Operations on different buffers run concurrently on different streams.
//!
//! # Safety, with no obligations on the caller
//!
//! - Host memory given to an async copy is owned by the operation: an upload copies the `Vec`
//!   into a pinned buffer the operation owns; a download lands in one and is copied out when the
//!   GPU is done. No host memory of yours is read or written by the GPU after the call returns.
//! - Dropping a future does not cancel its work and never blocks: what the operation owns
//!   (pinned buffers, a buffer being reclaimed, a freshly allocated buffer) is kept until the GPU
//!   is done, then released.
//! - Leaking a future with `mem::forget` is just as safe: the records that keep later work (and
//!   frees) behind an operation live in the buffers, not in the future.
//! - A kernel that faults resolves its future (and every later one on the device) to the error;
//!   no future hangs.
//!
//! Completion is noticed by a thread per `AsyncDevice` that polls each pool stream's oldest
//! operation (`cuEventQuery`, or `cuEventSynchronize` when one short operation is in flight). It
//! spins briefly while work is pending, backs off to sleeping when work runs long, and sleeps
//! when there is none; it never calls into your code. When recent operations completed within a
//! few tens of microseconds, a future's first poll also checks its own operation's event for a
//! bounded time (at most 40 us) before parking, which saves a thread wake-up on short work. A
//! `cuLaunchHostFunc` callback would be the other way to learn of completion, but the driver
//! skips host functions once a context has faulted, which would leave futures hanging.
//!
//! # Examples
//!
//! ```no_run
//! # futures_lite::future::block_on(async {
//! use cuda_driver::driver::{CudaDevice, LaunchConfig};
//! use cuda_driver::nvrtc::compile_ptx;
//! use cuda_driver::r#async::AsyncDevice;
//!
//! let dev = CudaDevice::new(0)?;
//! let ptx = compile_ptx("extern \"C\" __global__ void inc(float *x, int n) { int i = threadIdx.x; if (i < n) x[i] += 1.0f; }")?;
//! dev.load_ptx(ptx, "m", &["inc"])?;
//! let inc = dev.get_func("m", "inc").unwrap();
//!
//! let adev = AsyncDevice::new(dev.clone())?;
//! let mut x = adev.htod_copy(vec![1.0f32; 256]).await?;
//! // SAFETY: `inc` takes (float*, int) and stays within n elements.
//! unsafe { adev.launch(&inc, LaunchConfig::for_num_elems(256), (&mut x, 256i32)) }.await?;
//! assert_eq!(adev.dtoh_copy(&x).await?, vec![2.0; 256]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! # });
//! ```

mod op;
mod pinned;

pub use op::GpuFuture;

use crate::driver::result::{self, DriverError};
use crate::driver::safe::memory::{len_mismatch, same_gpu};
use crate::driver::safe::track::{By, Lane, On, OpCore, Use, Uses};
use crate::driver::sys;
use crate::driver::{
    ArgList, CudaDevice, CudaFunction, CudaGraphExec, CudaSlice, DevicePtr, DevicePtrMut,
    DeviceRepr, LaunchConfig, ValidAsZeroBits,
};
use op::{Completer, Slot};
use pinned::{PinnedBuf, PinnedPool};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many secondary streams each `AsyncDevice` spreads its work over.
const POOL_STREAMS: usize = 8;

/// A device whose calls return futures. Cheap to clone; `Send` and `Sync`.
///
/// See the [module documentation](self) for the ordering and safety model. Dropping the last
/// clone waits for the operations still in flight (and stops the completion thread), so that
/// nothing of it runs after it is gone; dropping a future never waits.
///
/// # Examples
///
/// ```no_run
/// # futures_lite::future::block_on(async {
/// use cuda_driver::{driver::CudaDevice, r#async::AsyncDevice};
///
/// let adev = AsyncDevice::new(CudaDevice::new(0)?)?;
/// let a = adev.htod_copy(vec![1u32, 2, 3]).await?;
/// let mut b = adev.alloc_zeros::<u32>(3).await?;
/// adev.dtod_copy(&a, &mut b).await?;
/// assert_eq!(adev.reclaim(b).await?, [1, 2, 3]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// # });
/// ```
#[derive(Clone)]
pub struct AsyncDevice {
    inner: Arc<Inner>,
}

struct Inner {
    completer: Arc<Completer>,
    pinned: Arc<PinnedPool>,
    next: AtomicUsize,
}

impl Drop for Inner {
    /// The last clone going waits for the completion thread to finish the operations in flight
    /// (their GPU work) and exit. Futures never block when dropped; the adapter itself does.
    fn drop(&mut self) {
        self.completer.shut_down();
    }
}

impl std::fmt::Debug for AsyncDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AsyncDevice")
            .field("device", &self.inner.completer.dev.ordinal())
            .finish()
    }
}

/// An operation's owned resources, released by its finisher.
type Finisher<T> = Box<dyn FnOnce(Result<(), DriverError>) -> Result<T, DriverError> + Send>;

impl AsyncDevice {
    /// Wraps a device: creates the pool of secondary streams and the completion thread.
    pub fn new(dev: Arc<CudaDevice>) -> Result<Self, DriverError> {
        let completer = Completer::start(dev.clone(), POOL_STREAMS)?;
        Ok(AsyncDevice {
            inner: Arc::new(Inner {
                completer,
                pinned: PinnedPool::new(dev),
                next: AtomicUsize::new(0),
            }),
        })
    }

    /// The device this wraps.
    pub fn device(&self) -> Arc<CudaDevice> {
        self.inner.completer.dev.clone()
    }

    fn dev(&self) -> &Arc<CudaDevice> {
        &self.inner.completer.dev
    }

    /// Picks a pool stream and orders it after the main stream.
    fn begin(&self) -> Result<(usize, &Arc<Lane>), DriverError> {
        self.dev().enter()?;
        let idx = self.inner.next.fetch_add(1, Ordering::Relaxed) % POOL_STREAMS;
        let lane = &self.inner.completer.lanes[idx];
        // A no-op unless work was enqueued on the main stream since this lane last waited.
        self.dev().order_after_main(lane)?;
        Ok((idx, lane))
    }

    /// Enqueues an operation on a pool stream: orders it after what `uses` must follow, runs
    /// `enqueue` (which returns what releases the operation's resources and makes its result),
    /// queues its completion and records its accesses. `enqueue` drains the stream before
    /// returning an error (see [`enqueued`](Self::enqueued)).
    fn run<T: Send + 'static, U: Uses + ?Sized>(
        &self,
        uses: &U,
        enqueue: impl FnOnce(&Lane) -> Result<Finisher<T>, DriverError>,
    ) -> Result<GpuFuture<T>, DriverError> {
        let (idx, lane) = self.begin()?;
        let dev = self.dev();
        uses.each(|u| {
            self.check_device(u)?;
            u.tracker.before(dev, On::Lane(lane), u.write)
        })?;
        let finish = enqueue(lane)?;
        lane.bump();
        let (fut, core) = self.complete(idx, finish)?;
        let _ = uses.each(|u| {
            u.tracker.after(By::Op(&core), u.write);
            Ok(())
        });
        Ok(fut)
    }

    fn check_device(&self, u: Use<'_>) -> Result<(), DriverError> {
        if std::ptr::eq(u.device, &**self.dev()) {
            return Ok(());
        }
        Err(
            DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
                "the buffer belongs to device {} but this AsyncDevice wraps device {}{}",
                u.device.ordinal(),
                self.dev().ordinal(),
                same_gpu(u.device, self.dev())
            )),
        )
    }

    /// Queues the completion of the work just enqueued on stream `idx`. On failure the stream
    /// is synchronised before the owned resources are released, and the error returned.
    fn complete<T: Send + 'static>(
        &self,
        idx: usize,
        finish: Finisher<T>,
    ) -> Result<(GpuFuture<T>, Arc<OpCore>), DriverError> {
        let spin = self.inner.completer.spin_budget();
        let slot = Slot::new(spin);
        // The future polls the event itself until then (if it is polled by then at all).
        let awaited_until = if spin.is_zero() {
            0
        } else {
            crate::driver::safe::track::now_ns() + spin.as_nanos() as u64
        };
        let s = slot.clone();
        // SAFETY: `finish` owns everything the enqueued work uses on the host side; device
        // buffers are tracked by the caller with the returned op.
        match unsafe {
            self.inner
                .completer
                .submit(idx, Box::new(move |r| s.fill(finish(r))), awaited_until)
        } {
            Ok((core, cell)) => {
                let direct = (!spin.is_zero()).then(|| op::Direct {
                    core: core.clone(),
                    cell,
                    dev: self.dev().clone(),
                });
                Ok((GpuFuture::waiting(slot, direct), core))
            }
            Err((e, finish)) => {
                // SAFETY: the stream is live; waiting makes releasing the resources safe.
                let _ =
                    unsafe { result::stream::synchronize(self.inner.completer.lanes[idx].stream) };
                finish(Err(e.clone()));
                Err(e)
            }
        }
    }

    /// Passes on the result of enqueuing work on a pool stream whose resources (a staging
    /// buffer, a fresh allocation) are released when this call returns an error: on failure
    /// the stream is drained first, so nothing enqueued can still use them.
    fn enqueued(
        &self,
        stream: sys::CUstream,
        r: Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        if let Err(e) = self.dev().note(r) {
            // SAFETY: the pool stream is live.
            let _ = unsafe { result::stream::synchronize(stream) };
            return Err(e);
        }
        Ok(())
    }

    /// A pinned buffer holding a copy of `src`'s bytes.
    fn stage_upload<T>(&self, src: &[T]) -> Result<PinnedBuf, DriverError> {
        let bytes = size_of_val(src);
        let mut buf = self.inner.pinned.get(bytes)?;
        // SAFETY: the buffer has room for `bytes`; the regions are distinct allocations.
        unsafe {
            std::ptr::copy_nonoverlapping(src.as_ptr().cast::<u8>(), buf.as_mut_ptr(), bytes)
        };
        Ok(buf)
    }

    /// Allocates `len` zeroed values of `T`.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let zeros = adev.alloc_zeros::<f32>(1024).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn alloc_zeros<T: ValidAsZeroBits + DeviceRepr + Send + 'static>(
        &self,
        len: usize,
    ) -> GpuFuture<CudaSlice<T>> {
        // The new buffer reaches the caller only through the future, once the GPU is done with
        // it, so it needs no record of this operation.
        self.run(NO_BUFFERS, |lane| {
            let stream = lane.stream;
            let bytes = bytes_of::<T>(len, "alloc_zeros")?;
            let slice = self.alloc_on::<T>(stream, len, bytes)?;
            if bytes > 0 {
                // SAFETY: the allocation has `bytes` bytes, valid in this stream's order.
                self.enqueued(stream, unsafe {
                    result::memset_d8_async(slice.cu_device_ptr, 0, bytes, stream)
                })?;
            }
            Ok(Box::new(move |r| r.map(|()| slice)))
        })
        .unwrap_or_else(GpuFuture::failed)
    }

    /// Allocates on a pool stream (stream-ordered where the device supports it).
    fn alloc_on<T>(
        &self,
        stream: sys::CUstream,
        len: usize,
        bytes: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        let dev = self.dev();
        if bytes == 0 {
            // SAFETY: zero bytes own no allocation.
            return Ok(unsafe { CudaSlice::from_raw(dev.clone(), 0, len) });
        }
        // SAFETY: the stream is live; the memory is written before it is read.
        let ptr = unsafe {
            if dev.async_alloc {
                result::malloc_async(stream, bytes)
            } else {
                result::malloc_sync(bytes)
            }
        };
        let ptr = dev.note(ptr).map_err(|e| {
            e.context(format!(
                "while allocating {bytes} bytes on device {}",
                dev.ordinal()
            ))
        })?;
        // SAFETY: a fresh allocation of `bytes` bytes owned by nobody else.
        Ok(unsafe { CudaSlice::from_raw(dev.clone(), ptr, len) })
    }

    /// Copies a `Vec` to a new buffer, consuming it.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![1.0f32; 1000]).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn htod_copy<T: DeviceRepr + Send + 'static>(
        &self,
        src: Vec<T>,
    ) -> GpuFuture<CudaSlice<T>> {
        // As for alloc_zeros, the new buffer needs no record.
        self.run(NO_BUFFERS, |lane| {
            let stream = lane.stream;
            let bytes = size_of_val(src.as_slice());
            let slice = self.alloc_on::<T>(stream, src.len(), bytes)?;
            if bytes == 0 {
                return Ok(Box::new(move |r| r.map(|()| slice)));
            }
            let staged = self.stage_upload(&src)?;
            drop(src);
            // SAFETY: the pinned buffer holds `bytes` bytes and is owned by the operation until
            // the copy is done; the allocation is valid in this stream's order.
            let copy = unsafe {
                result::memcpy_htod_async(
                    slice.cu_device_ptr,
                    std::slice::from_raw_parts(staged.as_ptr(), bytes),
                    stream,
                )
            };
            self.enqueued(stream, copy)?;
            Ok(Box::new(move |r| {
                drop(staged);
                r.map(|()| slice)
            }))
        })
        .unwrap_or_else(GpuFuture::failed)
    }

    /// Copies a `Vec` into `dst`, consuming it. Both must have the same length.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let mut x = adev.alloc_zeros::<u32>(3).await?;
    /// adev.htod_copy_into(vec![1, 2, 3], &mut x).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn htod_copy_into<T: DeviceRepr + Send + 'static, Dst: DevicePtrMut<T>>(
        &self,
        src: Vec<T>,
        dst: &mut Dst,
    ) -> GpuFuture<()> {
        if src.len() != dst.len() {
            return GpuFuture::failed(len_mismatch("htod_copy_into", src.len(), dst.len()));
        }
        let bytes = dst.num_bytes();
        if bytes == 0 {
            return GpuFuture::ready(self.check_device(dst.write()));
        }
        let d = *dst.device_ptr_mut();
        self.run(&[dst.write()], |lane| {
            let stream = lane.stream;
            let staged = self.stage_upload(&src)?;
            drop(src);
            // SAFETY: as in htod_copy; `dst` has room for `bytes`.
            let copy = unsafe {
                result::memcpy_htod_async(
                    d,
                    std::slice::from_raw_parts(staged.as_ptr(), bytes),
                    stream,
                )
            };
            self.enqueued(stream, copy)?;
            Ok(Box::new(move |r| {
                drop(staged);
                r
            }))
        })
        .unwrap_or_else(GpuFuture::failed)
    }

    /// Enqueues a copy of `src` into a pinned buffer; `finish` turns the bytes into the result.
    fn download<T: Send + 'static, Src: DevicePtr<U> + ?Sized, U>(
        &self,
        src: &Src,
        finish: impl FnOnce(&[u8]) -> T + Send + 'static,
    ) -> Result<GpuFuture<T>, DriverError> {
        let bytes = src.num_bytes();
        let s = *src.device_ptr();
        self.run(&[src.read()], |lane| {
            let stream = lane.stream;
            let mut staged = self.inner.pinned.get(bytes)?;
            if bytes > 0 {
                // SAFETY: the pinned buffer has room for `bytes` and is owned by the operation
                // until the copy is done; `src` holds `bytes` bytes, valid in this stream's order.
                let copy = unsafe {
                    result::memcpy_dtoh_async(
                        std::slice::from_raw_parts_mut(staged.as_mut_ptr(), bytes),
                        s,
                        stream,
                    )
                };
                self.enqueued(stream, copy)?;
            }
            Ok(Box::new(move |r| {
                // SAFETY: the copy is complete (or failed, and the bytes are not used).
                r.map(|()| finish(unsafe { std::slice::from_raw_parts(staged.as_ptr(), bytes) }))
            }))
        })
    }

    /// Copies a buffer to a new `Vec`.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![7u16; 3]).await?;
    /// assert_eq!(adev.dtoh_copy(&x).await?, [7, 7, 7]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn dtoh_copy<T: DeviceRepr + Send + 'static, Src: DevicePtr<T>>(
        &self,
        src: &Src,
    ) -> GpuFuture<Vec<T>> {
        let n = src.len();
        self.download(src, move |bytes| bytes_to_vec::<T>(bytes, n, Vec::new()))
            .unwrap_or_else(GpuFuture::failed)
    }

    /// Copies a buffer into an owned `Vec` (reusing its allocation) and gives it back.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![7u16; 3]).await?;
    /// let host = adev.dtoh_copy_into(&x, Vec::with_capacity(3)).await?;
    /// assert_eq!(host, [7, 7, 7]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn dtoh_copy_into<T: DeviceRepr + Send + 'static, Src: DevicePtr<T>>(
        &self,
        src: &Src,
        dst: Vec<T>,
    ) -> GpuFuture<Vec<T>> {
        let n = src.len();
        self.download(src, move |bytes| bytes_to_vec::<T>(bytes, n, dst))
            .unwrap_or_else(GpuFuture::failed)
    }

    /// Copies a buffer back to a `Vec` and frees it.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![1u8, 2]).await?;
    /// assert_eq!(adev.reclaim(x).await?, [1, 2]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn reclaim<T: DeviceRepr + Send + 'static>(&self, src: CudaSlice<T>) -> GpuFuture<Vec<T>> {
        let n = src.len();
        // The buffer is freed when `src` goes at the end of this call: its free waits for the
        // download, which its record lists.
        self.download(&src, move |bytes| bytes_to_vec::<T>(bytes, n, Vec::new()))
            .unwrap_or_else(GpuFuture::failed)
    }

    /// Copies `src` into `dst` on the device. Both must have the same length.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let a = adev.htod_copy(vec![1u8, 2]).await?;
    /// let mut b = adev.alloc_zeros::<u8>(2).await?;
    /// adev.dtod_copy(&a, &mut b).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn dtod_copy<T: DeviceRepr, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        &self,
        src: &Src,
        dst: &mut Dst,
    ) -> GpuFuture<()> {
        if src.len() != dst.len() {
            return GpuFuture::failed(len_mismatch("dtod_copy", src.len(), dst.len()));
        }
        let bytes = src.num_bytes();
        let (s, d) = (*src.device_ptr(), *dst.device_ptr_mut());
        self.run(&[src.read(), dst.write()], |lane| {
            let stream = lane.stream;
            if bytes > 0 {
                // SAFETY: both hold `bytes`, valid in this stream's order.
                self.dev()
                    .note(unsafe { result::memcpy_dtod_async(d, s, bytes, stream) })?;
            }
            Ok(Box::new(|r| r))
        })
        .unwrap_or_else(GpuFuture::failed)
    }

    /// Sets every element of `dst` to zero bytes.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let mut a = adev.htod_copy(vec![1u8, 2]).await?;
    /// adev.memset_zeros(&mut a).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn memset_zeros<T: ValidAsZeroBits + DeviceRepr, Dst: DevicePtrMut<T>>(
        &self,
        dst: &mut Dst,
    ) -> GpuFuture<()> {
        let bytes = dst.num_bytes();
        let d = *dst.device_ptr_mut();
        self.run(&[dst.write()], |lane| {
            let stream = lane.stream;
            if bytes > 0 {
                // SAFETY: `dst` holds `bytes`, valid in this stream's order.
                self.dev()
                    .note(unsafe { result::memset_d8_async(d, 0, bytes, stream) })?;
            }
            Ok(Box::new(|r| r))
        })
        .unwrap_or_else(GpuFuture::failed)
    }

    /// Launches a kernel. The arguments are checked against the kernel's parameters as for the
    /// sync [`LaunchAsync::launch`](crate::driver::LaunchAsync::launch); a mismatch resolves
    /// the future to the error without launching. The launch is ordered with every other use
    /// of its buffer arguments, as sync launches are.
    ///
    /// # Safety
    ///
    /// As for [`LaunchAsync`](crate::driver::LaunchAsync): the arguments must match what the
    /// kernel expects, the kernel must stay within its buffers and write only those passed as
    /// `&mut`. Ordering against other work on the same buffers is handled for you.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// # let inc = dev.get_func("m", "inc").unwrap();
    /// use cuda_driver::driver::LaunchConfig;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let mut x = adev.alloc_zeros::<f32>(256).await?;
    /// // SAFETY: inc(float *x, int n) stays within n elements.
    /// unsafe { adev.launch(&inc, LaunchConfig::for_num_elems(256), (&mut x, 256i32)) }.await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub unsafe fn launch<P: ArgList>(
        &self,
        f: &CudaFunction,
        cfg: LaunchConfig,
        params: P,
    ) -> GpuFuture<()> {
        let r = (|| {
            if !Arc::ptr_eq(&f.0.device, self.dev()) {
                return Err(
                    DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
                        "kernel {:?} belongs to device {} but this AsyncDevice wraps device {}{}",
                        f.name(),
                        f.0.device.ordinal(),
                        self.dev().ordinal(),
                        same_gpu(&f.0.device, self.dev())
                    )),
                );
            }
            params.check(f)?;
            f.check_config(&cfg)?;
            self.run(&params, |lane| {
                let stream = lane.stream;
                // SAFETY: checked above and ordered by `run`; the rest is the caller's
                // contract.
                self.dev()
                    .note(unsafe { params.enqueue(f, stream, &cfg, false) })?;
                // The function (and so its module) stays loaded until the kernel is done.
                let keep = f.clone();
                Ok(Box::new(move |r| {
                    drop(keep);
                    r
                }))
            })
        })();
        r.unwrap_or_else(GpuFuture::failed)
    }

    /// Launches an executable graph on a pool stream; the future resolves once the graph has
    /// run. Like every async call it first waits for the main stream's work so far, and it is
    /// ordered with the other async and sync work on the graph's buffers (see
    /// [`CudaDevice::capture_graph`](crate::driver::CudaDevice::capture_graph)). The graph's
    /// buffers and kernels stay alive until it has run, even if `exec` is dropped first.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let exec = dev.capture_graph(|_stream| Ok(()))?.instantiate()?;
    /// adev.launch_graph(&exec).await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn launch_graph(&self, exec: &CudaGraphExec) -> GpuFuture<()> {
        if !Arc::ptr_eq(exec.device(), self.dev()) {
            return GpuFuture::failed(
                DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
                    "the graph belongs to device {} but this AsyncDevice wraps device {}{}",
                    exec.device().ordinal(),
                    self.dev().ordinal(),
                    same_gpu(exec.device(), self.dev())
                )),
            );
        }
        let res = exec.resources();
        self.run(&**res, |lane| {
            let stream = lane.stream;
            self.dev().note(exec.enqueue(stream))?;
            let keep = res.clone();
            Ok(Box::new(move |r| {
                drop(keep);
                r
            }))
        })
        .unwrap_or_else(GpuFuture::failed)
    }

    /// Resolves once everything enqueued on the device so far — on the main stream and by any
    /// async call — is done.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// adev.synchronize().await?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    pub fn synchronize(&self) -> GpuFuture<()> {
        self.run(NO_BUFFERS, |lane| {
            let dev = self.dev();
            for other in &self.inner.completer.lanes {
                if !std::ptr::eq(&**other, lane) {
                    lane.wait_all_of(dev, other)?;
                }
            }
            Ok(Box::new(|r| r))
        })
        .unwrap_or_else(GpuFuture::failed)
    }
}

/// An operation that uses no existing buffer.
const NO_BUFFERS: &[Use<'static>] = &[];

/// `len * size_of::<T>()`, or an error naming `what` when it overflows.
fn bytes_of<T>(len: usize, what: &str) -> Result<usize, DriverError> {
    len.checked_mul(size_of::<T>()).ok_or_else(|| {
        DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
            "in {what}: {len} elements of {} bytes overflow the address space",
            size_of::<T>()
        ))
    })
}

/// Builds the `Vec` a download resolves to, in `dst`'s allocation.
fn bytes_to_vec<T>(bytes: &[u8], n: usize, mut dst: Vec<T>) -> Vec<T> {
    dst.clear();
    dst.reserve_exact(n);
    // SAFETY: `bytes` holds `n` values of T copied from the device (`n * size_of::<T>()`
    // bytes), the Vec has room for them, and they are initialised before `set_len`.
    unsafe {
        std::ptr::copy_nonoverlapping(
            bytes.as_ptr(),
            dst.as_mut_ptr().cast::<u8>(),
            n * size_of::<T>(),
        );
        dst.set_len(n);
    }
    dst
}
