//! Several devices: peer access between them and copies from one device's memory to
//! another's.
//!
//! Each [`CudaDevice`] has its own context and main stream. The ordinary copies (`dtod_copy`,
//! `htod_sync_copy_into`, ...) refuse a buffer of another device with an error naming both,
//! because they would be ordered on one device's stream only. Copies between devices go
//! through [`CudaDevice::peer_copy`] (or [`peer_copy_on_stream`](CudaDevice::peer_copy_on_stream)),
//! which orders them on both.
//!
//! A peer copy works whether or not peer access is enabled: with it (see
//! [`enable_peer_access`](CudaDevice::enable_peer_access)) the data goes directly between the
//! GPUs (NVLink or PCIe), without it the driver stages it through host memory.

use super::checks::{len_mismatch, same_device};
use super::device::CudaDevice;
use super::kernel_args::DeviceRepr;
use super::ordering::{Accesses, Enqueued, Lane, Use, refuse_capturing};
use super::slice::{DevicePtr, DevicePtrMut};
use super::stream::CudaStream;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::sync::Arc;

/// `device 1 (NVIDIA H200)`, or just `device 1` when the name cannot be read.
fn describe(dev: &CudaDevice) -> String {
    match result::device::get_name(dev.ctx.cu_device) {
        Ok(name) => format!("device {} ({name})", dev.ctx.ordinal),
        Err(_) => format!("device {}", dev.ctx.ordinal),
    }
}

impl CudaDevice {
    /// Whether this device can access `peer`'s memory directly ([`cuDeviceCanAccessPeer`]).
    /// A device can always access its own memory, also through another `CudaDevice` of the
    /// same ordinal.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaDevice;
    ///
    /// if CudaDevice::count()? >= 2 {
    ///     let (a, b) = (CudaDevice::new(0)?, CudaDevice::new(1)?);
    ///     println!("0 -> 1 direct: {}", a.can_access_peer(&b)?);
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuDeviceCanAccessPeer`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PEER__ACCESS.html
    pub fn can_access_peer(&self, peer: &CudaDevice) -> Result<bool, DriverError> {
        self.check_and_make_current()?;
        if self.ctx.cu_device == peer.ctx.cu_device {
            return Ok(true);
        }
        self.keep_if_sticky(result::device::can_access_peer(
            self.ctx.cu_device,
            peer.ctx.cu_device,
        ))
    }

    /// Lets this device's kernels and copies access `peer`'s memory directly
    /// ([`cuCtxEnablePeerAccess`]), which makes [`peer_copy`](Self::peer_copy) from `peer` go
    /// directly between the GPUs. Access is one way: call it on both devices for both
    /// directions. It stays enabled while both contexts live, process-wide.
    ///
    /// Idempotent: enabling access that is already enabled, or access of a device to itself,
    /// is `Ok`.
    ///
    /// # Errors
    ///
    /// `CUDA_ERROR_PEER_ACCESS_UNSUPPORTED`, naming both devices, when
    /// [`can_access_peer`](Self::can_access_peer) is false; the driver's error otherwise (such
    /// as `CUDA_ERROR_TOO_MANY_PEERS`).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaDevice;
    ///
    /// let (a, b) = (CudaDevice::new(0)?, CudaDevice::new(1)?);
    /// match b.enable_peer_access(&a) {
    ///     Ok(()) => println!("copies from 0 to 1 go directly"),
    ///     Err(e) => println!("{e}"), // they still work, through the host
    /// }
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuCtxEnablePeerAccess`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__PEER__ACCESS.html
    pub fn enable_peer_access(&self, peer: &CudaDevice) -> Result<(), DriverError> {
        self.check_and_make_current()?;
        if self.ctx.cu_primary_ctx == peer.ctx.cu_primary_ctx {
            return Ok(());
        }
        if !self.can_access_peer(peer)? {
            return Err(
                DriverError::new(sys::CUresult::CUDA_ERROR_PEER_ACCESS_UNSUPPORTED).context(
                    format!(
                        "{} cannot access the memory of {} directly (cuDeviceCanAccessPeer \
                         says no); peer_copy between them still works, through host memory",
                        describe(self),
                        describe(peer)
                    ),
                ),
            );
        }
        // SAFETY: the peer's context is retained for as long as `peer` lives.
        match unsafe { result::ctx::enable_peer_access(peer.ctx.cu_primary_ctx) } {
            Ok(()) => Ok(()),
            Err(e) if e.0 == sys::CUresult::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED => Ok(()),
            Err(e) => self.keep_if_sticky(Err(e)).map_err(|e: DriverError| {
                e.context(format!(
                    "while enabling access from {} to the memory of {}",
                    describe(self),
                    describe(peer)
                ))
            }),
        }
    }

    /// Copies `src`, memory of any device, into `dst`, memory of this device, and returns
    /// once the copy is done ([`cuMemcpyPeerAsync`]).
    /// Both must have the same length.
    ///
    /// The copy waits for every earlier use of either buffer, on any stream or thread of
    /// either device, async operations included, so it sees what earlier work wrote to `src`
    /// and cannot overwrite `dst` under it.
    ///
    /// This is the way to copy between devices: the ordinary copies (`dtod_copy`,
    /// `htod_sync_copy_into`, ...) refuse memory of another device (also of another
    /// `CudaDevice` of the same GPU) with an error naming both, since they would be ordered on
    /// one device's stream only. It works with or without peer access: with it (see
    /// [`enable_peer_access`](Self::enable_peer_access)) the data goes directly between the
    /// GPUs over NVLink or PCIe, without it the driver stages it through host memory.
    ///
    /// # Errors
    ///
    /// `CUDA_ERROR_INVALID_VALUE` when `dst` is not memory of this device, or the lengths
    /// differ.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaDevice;
    ///
    /// let (gpu0, gpu1) = (CudaDevice::new(0)?, CudaDevice::new(1)?);
    /// let a = gpu0.htod_sync_copy(&[1.0f32, 2.0, 3.0])?;
    /// let mut b = gpu1.alloc_zeros::<f32>(3)?;
    /// gpu1.peer_copy(&a, &mut b)?;
    /// assert_eq!(gpu1.dtoh_sync_copy(&b)?, [1.0, 2.0, 3.0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemcpyPeerAsync`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
    pub fn peer_copy<T: DeviceRepr, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        self.peer_copy_enqueue(None, src, dst, "peer_copy", true)
    }

    /// As [`peer_copy`](Self::peer_copy), but enqueued on `stream` (a stream of this device)
    /// and returning without waiting for it.
    ///
    /// The copy is ordered with every other use of both buffers: it waits for earlier writes to
    /// `src` and earlier uses of `dst`, on any stream of either device, and later uses of them
    /// (frees included) wait for it, so no other call can see the buffers half-copied. Record
    /// an event on `stream` to know when it is done.
    ///
    /// # Errors
    ///
    /// As for `peer_copy`, and `CUDA_ERROR_INVALID_VALUE`, naming both devices, when `stream`
    /// belongs to another device.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::{CudaDevice, EventFlags};
    ///
    /// let (gpu0, gpu1) = (CudaDevice::new(0)?, CudaDevice::new(1)?);
    /// let a = gpu0.htod_sync_copy(&vec![7u32; 1 << 20])?;
    /// let mut b = gpu1.alloc_zeros::<u32>(1 << 20)?;
    /// let stream = gpu1.new_stream()?;
    /// gpu1.peer_copy_on_stream(&stream, &a, &mut b)?;
    /// let done = gpu1.new_event(EventFlags::empty())?;
    /// stream.record_event(&done)?;
    /// // ... other work on the CPU ...
    /// done.synchronize()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn peer_copy_on_stream<T: DeviceRepr, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        stream: &CudaStream,
        src: &Src,
        dst: &mut Dst,
    ) -> Result<(), DriverError> {
        same_device(
            || "in peer_copy_on_stream, the stream".into(),
            &stream.device.ctx,
            "peer_copy_on_stream was called on",
            &self.ctx,
        )?;
        refuse_capturing(&stream.lane, "peer_copy_on_stream")?;
        self.peer_copy_enqueue(Some(&stream.lane), src, dst, "peer_copy_on_stream", false)
    }

    /// Checks the buffers and enqueues the copy on `lane` (the main stream if `None`), ordered
    /// with both buffers' other uses; with `wait`, returns once it is done.
    pub(crate) fn peer_copy_enqueue<T, Src: DevicePtr<T>, Dst: DevicePtrMut<T>>(
        self: &Arc<Self>,
        lane: Option<&Arc<Lane>>,
        src: &Src,
        dst: &mut Dst,
        what: &str,
        wait: bool,
    ) -> Result<(), DriverError> {
        self.check_and_make_current()?;
        let src_dev = src.device_arc().clone();
        let dst_dev = dst.device_arc();
        same_device(
            || format!("in {what}, the destination"),
            &dst_dev.ctx,
            &format!("{what} was called on"),
            &self.ctx,
        )?;
        if src.len() != dst.len() {
            return Err(len_mismatch(what, src.len(), dst.len()));
        }
        let bytes = src.num_bytes();
        if bytes == 0 {
            return Ok(());
        }
        let same = Arc::ptr_eq(&src_dev, self);
        let (s, d) = (*src.device_ptr(), *dst.device_ptr_mut());
        let both = [src.read(), dst.write()];
        let uses: &[Use<'_>] = if same { &both } else { &both[1..] };
        let here;
        let on: &Arc<Lane> = match lane {
            Some(l) => l,
            None => {
                here = self.lane_for(uses)?;
                &here
            }
        };
        // A given stream's look at whether it captures, and all the copy's enqueues, under one
        // entry: a capture begun by another thread after a caller's look would take in the copy
        // (the source, of another device, not recorded with the capture) and the waits.
        let entered = lane
            .filter(|l| !Arc::ptr_eq(l, &self.main))
            .map(|l| l.enter());
        if entered.is_some() {
            refuse_capturing(on, what)?;
        }
        if !same {
            // The source's device orders its own uses of `src` on its main stream, and this
            // stream waits for that.
            src_dev.check_and_make_current()?;
            src.accesses().before(&src_dev.main, &src_dev.main, false)?;
            on.wait_other_device(&src_dev.main)?;
        }
        let (src_ctx, dst_ctx) = (src_dev.ctx.cu_primary_ctx, self.ctx.cu_primary_ctx);
        let enqueue = |stream| {
            // SAFETY: both are live buffers of `bytes` bytes in their contexts, ordered after
            // the work that used them; `dst` is borrowed mutably.
            unsafe { result::memcpy_peer_async(d, dst_ctx, s, src_ctx, bytes, stream) }.map_err(
                |e| {
                    e.context(format!(
                        "in {what}, copying {bytes} bytes from device {} to device {}",
                        src_dev.ctx.ordinal, self.ctx.ordinal
                    ))
                },
            )
        };
        match &entered {
            Some(entered) => on.run_entered(entered, &self.main, uses, enqueue)?,
            None => on.run(&self.main, uses, enqueue)?,
        }
        if !same {
            self.source_waits_for_copy(&src_dev, src.accesses(), on)?;
        }
        if wait {
            on.synchronize()?;
        }
        Ok(())
    }

    /// Makes later uses of a peer copy's source (recorded in `src`, of `src_dev`) wait for the
    /// copy, enqueued on `on` (of this device), through the source device's main stream.
    fn source_waits_for_copy(
        &self,
        src_dev: &CudaDevice,
        src: &Accesses,
        on: &Lane,
    ) -> Result<(), DriverError> {
        let at = match src_dev.main.wait_other_device(on) {
            Ok(at) => at,
            Err(e) => {
                // The copy is enqueued, but `src`'s device cannot be made to wait for it: wait
                // for it here, so that no later use of `src` (its free included) overtakes it.
                let _ = self.ctx.make_current().and_then(|()| on.synchronize());
                return Err(e);
            }
        };
        src.after(Enqueued::Main(at), false);
        self.ctx.make_current()
    }
}
