//! Allocating and copying on a [`CudaStream`]: device memory allocated in the stream's order,
//! zeroed, and copied between host and device (through the core's staging for large pageable
//! copies) and between buffers.
//!
//! Copies that touch ordinary host memory return once that memory may be used again; those
//! that touch the crate's pinned or unified memory run asynchronously, recorded in that
//! memory's record. Every copy is ordered with the other uses of its device buffers, on any
//! stream.

use super::slice::CudaSlice;
use super::span::Span;
use super::stream::CudaStream;
use super::traits::keep_refusal;
use super::{DevicePtr, DevicePtrMut, DeviceRepr, HostSlice, ValidAsZeroBits};
use crate::driver::DriverError;
use crate::stream_api::driver::{result, sys};
use crate::stream_api::seam::{Lane, Target, plain_data, view_mut_of, view_of};
use std::sync::Arc;

#[cold]
fn too_short(what: &str, dst_len: usize, src_len: usize) -> DriverError {
    DriverError(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
        "in CudaStream::{what}: the destination has {dst_len} elements but the source has \
         {src_len}: dst must be at least as long as src"
    ))
}

#[cold]
fn host_copy_in_capture(what: &str) -> DriverError {
    DriverError(sys::CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED).context(format!(
        "in CudaStream::{what}: the stream is capturing a graph, and a captured copy would \
         touch this host memory at every launch of the graph, after the call returned"
    ))
}

#[cold]
fn read_only_host() -> DriverError {
    DriverError(sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(
        "in CudaStream::memcpy_dtoh: the destination is a read-only view of unified memory \
         (UnifiedView), which other views and host slices of it may be reading: copy into \
         the UnifiedSlice or a UnifiedViewMut",
    )
}

#[cold]
fn peer_in_capture() -> DriverError {
    DriverError(sys::CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED).context(
        "in CudaStream::memcpy_dtod: a copy from another device's memory cannot be captured \
         into a graph (it would make a stream of that device join the capture)",
    )
}

/// Zeroes the memory of `d` on `lane`, ordered with its other uses.
fn zero_on(lane: &Lane, what: &str, d: Span<'_>, bytes: usize) -> Result<(), DriverError> {
    lane.run_checked(what, &[d.write()], |s| {
        if bytes == 0 {
            return Ok(());
        }
        // SAFETY: `d` holds `bytes` bytes, borrowed mutably by the caller; `run` orders the
        // fill after its other users.
        unsafe { result::memset_d8_async(d.ptr, 0, bytes, s) }
    })
}

/// Copies `bytes` from `s` to `d` (both of `lane`'s device) on `lane`, ordered with their
/// other uses.
fn dtod_on(
    lane: &Lane,
    what: &str,
    s: Span<'_>,
    d: Span<'_>,
    bytes: usize,
) -> Result<(), DriverError> {
    lane.run_checked(what, &[s.read(), d.write()], |st| {
        if bytes == 0 {
            return Ok(());
        }
        // SAFETY: both hold `bytes`, `d` borrowed mutably by the caller; `run` orders the
        // copy after their other users.
        unsafe { result::memcpy_dtod_async(d.ptr, s.ptr, bytes, st) }
    })
}

impl CudaStream {
    /// An empty buffer.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// assert!(stream.null::<f32>()?.is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn null<T>(self: &Arc<Self>) -> Result<CudaSlice<T>, DriverError> {
        self.ctx.enter()?;
        // SAFETY: no elements: nothing to initialise.
        let buf = unsafe { self.lane.alloc_here::<T>(0) }?;
        Ok(CudaSlice {
            buf,
            stream: self.clone(),
        })
    }

    /// Allocates `len` elements in this stream's order, uninitialised. Recorded as written on
    /// this stream: work on other streams waits for the allocation.
    ///
    /// # Safety
    ///
    /// The memory must be written before it is read as `T`.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// // SAFETY: filled by the copy before anything reads it.
    /// let mut a = unsafe { stream.alloc::<f32>(3) }?;
    /// stream.memcpy_htod(&[1.0f32, 2.0, 3.0], &mut a)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn alloc<T: DeviceRepr>(
        self: &Arc<Self>,
        len: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        self.ctx.enter()?;
        // On this stream, or on the main stream while this one captures a graph (the memory
        // then exists outside the graph, ordered before its launches): the look and the
        // allocation under one entry of the stream.
        let held = self.lane.hold();
        // SAFETY: the caller's contract.
        let buf = unsafe { self.lane.alloc_here_or_main::<T>(&held, len) }?;
        Ok(CudaSlice {
            buf,
            stream: self.clone(),
        })
    }

    /// Allocates `len` zeroed elements in this stream's order.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.alloc_zeros::<u32>(4)?;
    /// assert_eq!(stream.clone_dtoh(&a)?, [0; 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn alloc_zeros<T: DeviceRepr + ValidAsZeroBits>(
        self: &Arc<Self>,
        len: usize,
    ) -> Result<CudaSlice<T>, DriverError> {
        self.ctx.enter()?;
        // The look at whether the stream captures, the allocation and the fills under one
        // entry of the stream: a capture begun between would take the one fill in, and the
        // memory would stay uninitialised until the graph's first launch.
        let held = self.lane.hold();
        // SAFETY: zeroed below before anything can read it; zero bytes are a valid T.
        let buf = unsafe { self.lane.alloc_here_or_main::<T>(&held, len) }?;
        let dst = CudaSlice {
            buf,
            stream: self.clone(),
        };
        let bytes = dst.num_bytes();
        if held.capturing() {
            // The captured fill runs only when the graph is launched: zeroed now as well, on
            // the main stream (where the memory was allocated), so that no read before the
            // first launch sees uninitialised memory.
            let main = Lane::main_of(self.dev());
            zero_on(&main, "CudaStream::alloc_zeros", dst.span(), bytes)?;
        }
        let d = dst.span();
        self.lane.run_held(&held, &[d.write()], |s| {
            if bytes == 0 {
                return Ok(());
            }
            // SAFETY: `d` holds `bytes` bytes, of a buffer nothing else has yet; `run_held`
            // orders the fill after the allocation.
            unsafe { result::memset_d8_async(d.ptr, 0, bytes, s) }
        })?;
        Ok(dst)
    }

    /// Sets every byte of `dst` to zero, on this stream.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.clone_htod(&[5u8; 4])?;
    /// stream.memset_zeros(&mut a.slice_mut(2..))?;
    /// assert_eq!(stream.clone_dtoh(&a)?, [5, 5, 0, 0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn memset_zeros<T: DeviceRepr + ValidAsZeroBits, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        let r = self.memset_zeros_unchecked(dst);
        keep_refusal(self, dst.check_use(self));
        r
    }

    fn memset_zeros_unchecked<T: DeviceRepr + ValidAsZeroBits, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        let d = dst.span();
        zero_on(
            &self.lane,
            "CudaStream::memset_zeros",
            d,
            d.len * size_of::<T>(),
        )
    }

    /// Copies host data to a new buffer. Old name of [`clone_htod`](Self::clone_htod).
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// #[allow(deprecated)]
    /// let a = stream.memcpy_stod(&[1u8, 2])?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[deprecated = "Use clone_htod"]
    pub fn memcpy_stod<T: DeviceRepr, Src: HostSlice<T> + ?Sized>(
        self: &Arc<Self>,
        src: &Src,
    ) -> Result<CudaSlice<T>, DriverError> {
        self.clone_htod(src)
    }

    /// Copies host data (`[T]`, `Vec<T>`, [`PinnedHostSlice`](super::PinnedHostSlice), ...)
    /// to a new buffer allocated on this stream.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&vec![1.0f32; 1024])?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn clone_htod<T: DeviceRepr, Src: HostSlice<T> + ?Sized>(
        self: &Arc<Self>,
        src: &Src,
    ) -> Result<CudaSlice<T>, DriverError> {
        // SAFETY: filled by the copy below before anything can read it.
        let mut dst = unsafe { self.alloc(src.len()) }?;
        self.memcpy_htod(src, &mut dst)?;
        Ok(dst)
    }

    /// Copies host data into the start of `dst`, which must be at least as long (an error
    /// otherwise). From ordinary host memory it returns once `src` may be reused; from the
    /// crate's pinned or unified memory it runs asynchronously, and that memory's host
    /// accessors wait for it.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let mut a = stream.alloc_zeros::<u32>(4)?;
    /// stream.memcpy_htod(&[1u32, 2], &mut a)?;
    /// assert_eq!(stream.clone_dtoh(&a)?, [1, 2, 0, 0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn memcpy_htod<T: DeviceRepr, Src: HostSlice<T> + ?Sized, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        let r = self.memcpy_htod_unchecked(src, dst);
        keep_refusal(self, src.check_use(self));
        keep_refusal(self, dst.check_use(self));
        r
    }

    fn memcpy_htod_unchecked<T: DeviceRepr, Src: HostSlice<T> + ?Sized, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        const WHAT: &str = "CudaStream::memcpy_htod";
        plain_data::<T>(WHAT)?;
        let d = dst.span();
        if src.len() > d.len {
            return Err(too_short("memcpy_htod", d.len, src.len()));
        }
        // Looked at again with the enqueue, in case another thread begins a capture between.
        let refusal = &|| host_copy_in_capture("memcpy_htod");
        if self.lane.capturing() {
            return Err(refusal());
        }
        let bytes = src.len() * size_of::<T>();
        let d = d.at::<T>(0, src.len());
        if let Some(h) = src.host_record() {
            return self.lane.run_checked_uncaptured(
                WHAT,
                &[d.write(), h.span.read()],
                refusal,
                |s| {
                    // SAFETY: the host memory holds at least `bytes` (its length is `src.len()`)
                    // and is recorded as read until the copy is done; `dst` has room for them.
                    unsafe {
                        let host = std::slice::from_raw_parts(h.ptr.cast_const(), bytes);
                        result::memcpy_htod_async(d.ptr, host, s)
                    }
                },
            );
        }
        // SAFETY: the slice is used by this stream's copy only, done with before the guard
        // drops (the copy returns once the host memory may be reused).
        let (slice, guard) = unsafe { src.stream_synced_slice(self) };
        let r = if slice.len() > d.len {
            Err(too_short("memcpy_htod", d.len, slice.len()))
        } else {
            let t = Target::at(d.ptr, size_of_val(slice));
            self.lane
                .copy_from_host(WHAT, slice, (t, d.write()), refusal)
        };
        drop(guard);
        r
    }

    /// Copies a buffer to a new `Vec`. Old name of [`clone_dtoh`](Self::clone_dtoh).
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.alloc_zeros::<u8>(2)?;
    /// #[allow(deprecated)]
    /// let v = stream.memcpy_dtov(&a)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[deprecated = "Use clone_dtoh"]
    pub fn memcpy_dtov<T: DeviceRepr, Src: DevicePtr<T>>(
        self: &Arc<Self>,
        src: &Src,
    ) -> Result<Vec<T>, DriverError> {
        self.clone_dtoh(src)
    }

    /// Copies a buffer (or view) to a new `Vec`, returning once it has arrived.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[3u16, 4])?;
    /// assert_eq!(stream.clone_dtoh(&a)?, [3, 4]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn clone_dtoh<T: DeviceRepr, Src: DevicePtr<T>>(
        self: &Arc<Self>,
        src: &Src,
    ) -> Result<Vec<T>, DriverError> {
        let r = self.clone_dtoh_unchecked(src);
        keep_refusal(self, src.check_use(self));
        r
    }

    fn clone_dtoh_unchecked<T: DeviceRepr, Src: DevicePtr<T>>(
        self: &Arc<Self>,
        src: &Src,
    ) -> Result<Vec<T>, DriverError> {
        const WHAT: &str = "CudaStream::clone_dtoh";
        plain_data::<T>(WHAT)?;
        // Looked at again with the enqueue, in case another thread begins a capture between:
        // the Vec's length is set only once the copy has run.
        let refusal = &|| host_copy_in_capture("clone_dtoh");
        if self.lane.capturing() {
            return Err(refusal());
        }
        let s = src.span();
        let mut out: Vec<T> = Vec::with_capacity(s.len);
        // SAFETY: the copy writes `s.len` values into the Vec's spare capacity, which stays
        // allocated and unread until the copy is done; `s` holds them.
        unsafe {
            let spare = std::slice::from_raw_parts_mut(out.as_mut_ptr(), s.len);
            let (src, dst) = ((s.ptr, s.read()), (spare, true));
            self.lane.copy_to_host(WHAT, src, dst, refusal)?;
            out.set_len(s.len);
        }
        Ok(out)
    }

    /// Copies a buffer (or view) into the start of `dst`, which must be at least as long (an
    /// error otherwise). Into ordinary host memory it returns once the data has arrived; into
    /// the crate's pinned or unified memory it runs asynchronously, and that memory's host
    /// accessors wait for it. A read-only view of unified memory
    /// ([`UnifiedView`](super::UnifiedView)) is refused.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[1u8, 2])?;
    /// let mut host = [0u8; 4];
    /// stream.memcpy_dtoh(&a, &mut host)?;
    /// assert_eq!(host, [1, 2, 0, 0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn memcpy_dtoh<T: DeviceRepr, Src: DevicePtr<T>, Dst: HostSlice<T> + ?Sized>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        let r = self.memcpy_dtoh_unchecked(src, dst);
        keep_refusal(self, src.check_use(self));
        keep_refusal(self, dst.check_use(self));
        r
    }

    fn memcpy_dtoh_unchecked<T: DeviceRepr, Src: DevicePtr<T>, Dst: HostSlice<T> + ?Sized>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        const WHAT: &str = "CudaStream::memcpy_dtoh";
        plain_data::<T>(WHAT)?;
        let s = src.span();
        if s.len > dst.len() {
            return Err(too_short("memcpy_dtoh", dst.len(), s.len));
        }
        // Looked at again with the enqueue, in case another thread begins a capture between.
        let refusal = &|| host_copy_in_capture("memcpy_dtoh");
        if self.lane.capturing() {
            return Err(refusal());
        }
        let bytes = s.len * size_of::<T>();
        if let Some(h) = dst.host_record() {
            if !h.writable {
                return Err(read_only_host());
            }
            return self.lane.run_checked_uncaptured(
                WHAT,
                &[s.read(), h.span.write()],
                refusal,
                |st| {
                    // SAFETY: the host memory has room for `bytes` (its length is at least
                    // `s.len`) and is recorded as written until the copy is done.
                    unsafe {
                        let host = std::slice::from_raw_parts_mut(h.ptr, bytes);
                        result::memcpy_dtoh_async(host, s.ptr, st)
                    }
                },
            );
        }
        // SAFETY: the slice is used by this stream's copy only, done before the guard drops
        // (the copy returns once the data has arrived).
        let (slice, guard) = unsafe { dst.stream_synced_mut_slice(self) };
        let r = if s.len > slice.len() {
            Err(too_short("memcpy_dtoh", slice.len(), s.len))
        } else {
            // SAFETY: `s` holds `s.len` valid values of `T`.
            unsafe {
                let (src, dst) = ((s.ptr, s.read()), (&mut slice[..s.len], false));
                self.lane.copy_to_host(WHAT, src, dst, refusal)
            }
        };
        drop(guard);
        r
    }

    /// Copies a buffer (or view) into the start of `dst`, which must be at least as long (an
    /// error otherwise), on this stream. `src` may be memory of another device (a peer copy):
    /// it is then ordered after `src`'s writers there, and later uses of `src` on its device
    /// wait for the copy.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[1u8, 2])?;
    /// let mut b = stream.alloc_zeros::<u8>(2)?;
    /// stream.memcpy_dtod(&a, &mut b)?;
    /// assert_eq!(stream.clone_dtoh(&b)?, [1, 2]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn memcpy_dtod<T, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        let r = self.memcpy_dtod_unchecked(src, dst);
        keep_refusal(self, src.check_use(self));
        keep_refusal(self, dst.check_use(self));
        r
    }

    fn memcpy_dtod_unchecked<T, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        const WHAT: &str = "CudaStream::memcpy_dtod";
        let (s, d) = (src.span(), dst.span());
        if s.len > d.len {
            return Err(too_short("memcpy_dtod", d.len, s.len));
        }
        let d = d.at::<T>(0, s.len);
        if !Arc::ptr_eq(s.dev, self.dev()) {
            if self.lane.capturing() {
                return Err(peer_in_capture());
            }
            return self.copy_between_devices::<T>(WHAT, s, d);
        }
        dtod_on(&self.lane, WHAT, s, d, s.len * size_of::<T>())
    }

    /// A peer copy of `s` (of another device) into `d` (of this stream's), through the core.
    fn copy_between_devices<T>(
        &self,
        what: &str,
        s: Span<'_>,
        d: Span<'_>,
    ) -> Result<(), DriverError> {
        let src = view_of::<T>(s.ptr, s.len, s.dev, s.rec);
        let mut dst = view_mut_of::<T>(d.ptr, d.len, d.dev, d.rec);
        self.lane.copy_from_peer(what, &src, &mut dst)
    }

    /// Copies a buffer (or view) to a new buffer allocated on this stream.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let a = stream.clone_htod(&[7u8])?;
    /// assert_eq!(stream.clone_dtoh(&stream.clone_dtod(&a)?)?, [7]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn clone_dtod<T: DeviceRepr, Src: DevicePtr<T>>(
        self: &Arc<Self>,
        src: &Src,
    ) -> Result<CudaSlice<T>, DriverError> {
        let s = src.span();
        if !Arc::ptr_eq(s.dev, self.dev()) {
            // SAFETY: filled by the copy below before anything can read it (a peer copy,
            // refused during a capture under its own entry: the buffer is then dropped unread).
            let mut dst = unsafe { self.alloc(src.len()) }?;
            self.memcpy_dtod(src, &mut dst)?;
            return Ok(dst);
        }
        self.ctx.enter()?;
        // The look at whether the stream captures, the allocation and the copies under one
        // entry of the stream: a capture begun between would take the one copy in, and the
        // memory would stay uninitialised until the graph's first launch.
        let held = self.lane.hold();
        // SAFETY: filled by the copies below before anything can read it.
        let buf = unsafe { self.lane.alloc_here_or_main::<T>(&held, src.len()) }?;
        let dst = CudaSlice {
            buf,
            stream: self.clone(),
        };
        let (d, bytes) = (dst.span(), src.num_bytes());
        if held.capturing() {
            // The captured copy runs only when the graph is launched: copied now as well, on
            // the main stream (where the memory was allocated), so that no read before the
            // first launch sees uninitialised memory.
            let main = Lane::main_of(self.dev());
            dtod_on(&main, "CudaStream::clone_dtod", s, d, bytes)?;
        }
        self.lane.run_held(&held, &[s.read(), d.write()], |st| {
            if bytes == 0 {
                return Ok(());
            }
            // SAFETY: both hold `bytes` (`dst` was made of `src`'s length); `run_held` orders
            // the copy after their other users.
            unsafe { result::memcpy_dtod_async(d.ptr, s.ptr, bytes, st) }
        })?;
        keep_refusal(self, src.check_use(self));
        Ok(dst)
    }

    /// Takes ownership of device memory (from [`CudaSlice::leak`], or allocated by hand with
    /// `cuMemAllocAsync`/`cuMemAlloc` in this context): it is freed when the buffer drops. The
    /// device's main stream first waits for everything enqueued on this stream, so that the
    /// buffer's uses and free follow work done with the address there. A buffer leaked from a
    /// graph's capture or an NCCL group gets its record back (see the crate's
    /// [`CudaSlice::leak`](crate::driver::CudaSlice::leak)).
    ///
    /// # Safety
    ///
    /// `cu_device_ptr` must be a live allocation of this context of at least
    /// `len * size_of::<T>()` bytes holding valid `T`s, owned by nobody else; work still
    /// using it must be ordered before this stream's work from now on.
    ///
    /// ```no_run
    /// let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let raw = stream.clone_htod(&[1u8, 2, 3])?.leak();
    /// // SAFETY: leaked from a buffer of 3 u8s of this context.
    /// let a = unsafe { stream.upgrade_device_ptr::<u8>(raw, 3) };
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn upgrade_device_ptr<T>(
        self: &Arc<Self>,
        cu_device_ptr: sys::CUdeviceptr,
        len: usize,
    ) -> CudaSlice<T> {
        let main = Lane::main_of(self.dev());
        if !self.lane.same_as(&main) {
            self.ctx.record_err(main.wait_everything_of(&self.lane));
        }
        // SAFETY: the caller's contract; the main stream now follows this stream's work.
        let buf = unsafe { self.dev().upgrade_device_ptr::<T>(cu_device_ptr, len) };
        CudaSlice {
            buf,
            stream: self.clone(),
        }
    }
}
