//! Unified (managed) memory: [`ManagedSlice`], one allocation that both the host and kernels
//! use, migrated between them by the driver on demand or ahead of time ([`prefetch`]), guided
//! by [`advise`].
//!
//! [`prefetch`]: ManagedSlice::prefetch
//! [`advise`]: ManagedSlice::advise

use super::checks::bytes_of;
use super::device::CudaDevice;
use super::kernel_args::{DeviceRepr, ValidAsZeroBits};
use super::ordering::{Accesses, OpMark};
use super::slice::{DevicePtr, DevicePtrMut, DeviceSlice, sealed};
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use std::marker::PhantomData;
use std::sync::Arc;

/// Where managed memory should live or be prefetched to, or which processor an advice is
/// about.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::MemLocation;
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let x = dev.alloc_managed::<f32>(1 << 20)?;
/// x.prefetch(MemLocation::Device(dev.ordinal()))?;
/// x.prefetch(MemLocation::Host)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemLocation {
    /// Host memory.
    Host,
    /// The memory of the device with this ordinal.
    Device(usize),
}

impl MemLocation {
    fn to_cu(self) -> Result<sys::CUmemLocation, DriverError> {
        Ok(match self {
            MemLocation::Host => sys::CUmemLocation {
                type_: sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST,
                id: 0,
            },
            MemLocation::Device(ordinal) => sys::CUmemLocation {
                type_: sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
                id: result::device::get(i32::try_from(ordinal).unwrap_or(i32::MAX))?,
            },
        })
    }
}

/// `len` values of `T` in unified memory ([`cuMemAllocManaged`]), usable from the host and
/// from the device's kernels, freed when dropped.
///
/// - **Kernels** take it like a [`CudaSlice`](super::CudaSlice): `&x` or `&mut x` as a launch
///   argument; copies accept it too (it implements [`DevicePtr`] and [`DevicePtrMut`]).
/// - **The host** reads and writes it through [`as_slice`](Self::as_slice) and
///   [`as_mut_slice`](Self::as_mut_slice), which first wait for the work recorded on the
///   memory, on any stream or thread (its writers for `as_slice`, every user for
///   `as_mut_slice`), so no kernel can be writing it (or, for `as_mut_slice`, using it) while
///   the host does; the borrow then keeps new kernels from being given it mutably. They make
///   no device-wide wait, so a graph capture open on another thread stays valid.
/// - [`prefetch`](Self::prefetch) moves the pages ahead of use and
///   [`advise`](Self::advise) tells the driver how the memory will be used.
///
/// Host access needs a device with concurrent managed access
/// (`CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS`, as on Linux with Pascal or newer): on
/// other devices the host may not touch managed memory while any kernel runs, which this type
/// cannot promise, so `as_slice` returns an error there.
///
/// Launches refuse a `ManagedSlice` of another device; work given its raw address (an
/// `unsafe` promise: a kernel of another device, a call through `sys`) must be finished
/// before the host uses the memory: `as_slice` waits only for the work the crate recorded.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
/// use cuda_driver::nvrtc::compile_ptx;
///
/// let dev = CudaDevice::new(0)?;
/// let ptx = compile_ptx(r#"extern "C" __global__ void twice(float *x, size_t n) {
///     size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
///     if (i < n) x[i] *= 2.0f;
/// }"#)?;
/// dev.load_ptx(ptx, "m", &["twice"])?;
/// let mut x = dev.alloc_managed::<f32>(1000)?;
/// x.as_mut_slice()?.iter_mut().enumerate().for_each(|(i, v)| *v = i as f32);
/// x.prefetch_to_device()?;
/// let f = dev.get_func("m", "twice").unwrap();
/// // SAFETY: twice(float*, size_t) stays within the 1000 elements.
/// unsafe { f.launch(LaunchConfig::for_num_elems(1000), (&mut x, 1000usize)) }?;
/// assert_eq!(x.as_slice()?[21], 42.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// [`cuMemAllocManaged`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__MEM.html
pub struct ManagedSlice<T> {
    /// # Safety
    /// A live cuMemAllocManaged allocation of `len * size_of::<T>()` bytes owned by this value
    /// (0 when that is zero bytes), holding valid `T`s in the main stream's order.
    cu_device_ptr: sys::CUdeviceptr,
    /// What `device_ptr_mut` hands out, reset each time, as for `CudaSlice`.
    scratch: sys::CUdeviceptr,
    len: usize,
    device: Arc<CudaDevice>,
    accesses: Accesses,
    /// `CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS` of the device.
    concurrent: bool,
    marker: PhantomData<T>,
}

impl<T> std::fmt::Debug for ManagedSlice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ManagedSlice")
            .field("ptr", &format_args!("{:#x}", self.cu_device_ptr))
            .field("len", &self.len)
            .field("device", &self.device.ctx.ordinal)
            .finish()
    }
}

impl CudaDevice {
    /// Allocates `len` zeroed values of `T` in unified memory, attached globally (any stream
    /// and any device may use it). The zeroing is enqueued on the main stream.
    ///
    /// Unified memory may be larger than the device's free memory (pages then move in and out
    /// on demand, slowly); keep it within [`mem_get_info`](Self::mem_get_info)'s free bytes
    /// for kernels to run at full speed.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let x = dev.alloc_managed::<u64>(100)?;
    /// assert_eq!(x.as_slice()?, [0; 100]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn alloc_managed<T: ValidAsZeroBits + DeviceRepr>(
        self: &Arc<Self>,
        len: usize,
    ) -> Result<ManagedSlice<T>, DriverError> {
        self.alloc_managed_attached(len, sys::CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL)
    }

    /// As [`alloc_managed`](Self::alloc_managed), attached as `attach` says (globally, or to
    /// the host until a stream takes it): zero bytes, which the caller may not read as `T`
    /// unless they are valid ones.
    pub(crate) fn alloc_managed_attached<T>(
        self: &Arc<Self>,
        len: usize,
        attach: sys::CUmemAttach_flags,
    ) -> Result<ManagedSlice<T>, DriverError> {
        self.check_and_make_current()?;
        let bytes = bytes_of::<T>(len, "allocating managed memory for")?;
        // SAFETY: cu_device is valid for the device's life; the query writes one int.
        let concurrent = self.keep_if_sticky(unsafe {
            result::device::get_attribute(
                self.ctx.cu_device,
                sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS,
            )
        })? != 0;
        let mut out = ManagedSlice {
            cu_device_ptr: 0,
            scratch: 0,
            len,
            device: self.clone(),
            accesses: Accesses::default(),
            concurrent,
            marker: PhantomData,
        };
        if bytes == 0 {
            return Ok(out);
        }
        // SAFETY: the context is current; the memory is zeroed below, in stream order before
        // any use, and freed in Drop.
        let ptr = self
            .keep_if_sticky(unsafe { result::malloc_managed(bytes, attach) })
            .map_err(|e| {
                e.context(format!(
                    "while allocating {bytes} bytes of managed memory on device {}",
                    self.ctx.ordinal
                ))
            })?;
        out.cu_device_ptr = ptr;
        out.scratch = ptr;
        // SAFETY: the allocation has `bytes` bytes; on failure Drop frees it.
        self.run_on_thread_lane(&[sealed::Sealed::write(&out)], |stream| unsafe {
            result::memset_d8_async(ptr, 0, bytes, stream)
        })?;
        Ok(out)
    }
}

impl<T> ManagedSlice<T> {
    /// Whether the device lets the host use managed memory while its kernels run.
    pub(crate) fn concurrent_access(&self) -> bool {
        self.concurrent
    }

    /// The number of elements.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(dev.alloc_managed::<u8>(7)?.len(), 7);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are no elements.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert!(dev.alloc_managed::<u8>(0)?.is_empty());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The size in bytes.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(dev.alloc_managed::<u32>(7)?.num_bytes(), 28);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn num_bytes(&self) -> usize {
        self.len * size_of::<T>()
    }

    /// The device that allocated the memory.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// assert_eq!(dev.alloc_managed::<u8>(1)?.device().ordinal(), 0);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.device
    }

    /// Waits for the work that writes the memory (on any stream or thread), then lends the
    /// elements to the host.
    ///
    /// # Errors
    ///
    /// `CUDA_ERROR_NOT_SUPPORTED` on a device without concurrent managed access (see the
    /// [type's documentation](ManagedSlice)), or once a CUDA graph has captured the memory
    /// (its launches could write it while lent); any error of the work waited for.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let x = dev.alloc_managed::<i32>(3)?;
    /// assert_eq!(x.as_slice()?, [0, 0, 0]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_slice(&self) -> Result<&[T], DriverError> {
        let ptr = self.host_ready(false)?;
        // SAFETY: `ptr` holds `len` valid values (see the field's invariant), no work of the
        // crate's writes them (their writers are done: every use of the memory is recorded, a
        // kernel's by its arguments), and new work can only read them while this shared borrow
        // lives.
        Ok(unsafe { std::slice::from_raw_parts(ptr, self.len) })
    }

    /// Waits for the work that uses the memory (on any stream or thread), then lends the
    /// elements to the host mutably.
    ///
    /// # Errors
    ///
    /// As for [`as_slice`](Self::as_slice).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut x = dev.alloc_managed::<i32>(3)?;
    /// x.as_mut_slice()?.copy_from_slice(&[1, 2, 3]);
    /// assert_eq!(dev.dtoh_sync_copy(&x)?, [1, 2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn as_mut_slice(&mut self) -> Result<&mut [T], DriverError> {
        let ptr = self.host_ready(true)?;
        // SAFETY: as for `as_slice`, every user done (readers too), and the exclusive borrow
        // keeps any new work from using the memory while it lives.
        Ok(unsafe { std::slice::from_raw_parts_mut(ptr as *mut T, self.len) })
    }

    /// Checks host access is possible and waits for the work that may still use the memory
    /// (its writers, or with `write` every user); the host address.
    fn host_ready(&self, write: bool) -> Result<*const T, DriverError> {
        if self.num_bytes() == 0 {
            return Ok(std::ptr::NonNull::dangling().as_ptr());
        }
        let dev = &self.device;
        dev.check_and_make_current()?;
        // A graph's launches are not tied to a borrow of the memory, so one could write it
        // while the host reads it.
        if self.accesses.captured().is_some() {
            return Err(
                DriverError::new(sys::CUresult::CUDA_ERROR_NOT_SUPPORTED).context(
                    "a CUDA graph captured this managed memory and may write it at any launch, \
                     so the host may not borrow it; copy it with dtoh_sync_copy instead",
                ),
            );
        }
        // Nor are a library's calls not yet on their stream (an open NCCL group): no synchronize
        // waits for them.
        self.accesses.refuse_unlaunched()?;
        if !self.concurrent {
            return Err(
                DriverError::new(sys::CUresult::CUDA_ERROR_NOT_SUPPORTED).context(format!(
                    "device {} has no concurrent managed access, so the host may not touch \
                     managed memory while any of its kernels runs",
                    dev.ctx.ordinal
                )),
            );
        }
        // The work recorded on this memory, not the whole context: a device-wide synchronize
        // would break a graph capture that another thread holds open.
        self.accesses.before(&dev.main, &dev.main, write)?;
        OpMark::record(&dev.events, &dev.main, false)?.synchronize()?;
        Ok(self.cu_device_ptr as *const T)
    }

    /// Starts moving the pages to `to`, on the calling thread's stream of the device
    /// ([`cuMemPrefetchAsync`]). Only a hint: the contents never change. Recorded with the
    /// memory like a kernel reading it: its free and later writes wait for it.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::MemLocation;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let x = dev.alloc_managed::<f32>(1 << 20)?;
    /// x.prefetch(MemLocation::Device(0))?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemPrefetchAsync`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html
    pub fn prefetch(&self, to: MemLocation) -> Result<(), DriverError> {
        let dev = &self.device;
        dev.check_and_make_current()?;
        if self.num_bytes() == 0 {
            return Ok(());
        }
        let loc = to.to_cu()?;
        let (ptr, bytes) = (self.cu_device_ptr, self.num_bytes());
        // Recorded as a read of the memory, so that its free (and later writes) wait for it.
        // SAFETY: the range is this live managed allocation; the stream is live.
        dev.run_on_thread_lane(&[sealed::Sealed::read(self)], |s| unsafe {
            result::mem_prefetch_async(ptr, bytes, loc, s)
        })
        .map_err(|e| e.context(format!("while prefetching managed memory to {to:?}")))
    }

    /// [`prefetch`](Self::prefetch) to the device that allocated the memory.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.alloc_managed::<f32>(1 << 20)?.prefetch_to_device()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn prefetch_to_device(&self) -> Result<(), DriverError> {
        self.prefetch(MemLocation::Device(self.device.ctx.ordinal))
    }

    /// [`prefetch`](Self::prefetch) to host memory.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// dev.alloc_managed::<f32>(1 << 20)?.prefetch_to_host()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn prefetch_to_host(&self) -> Result<(), DriverError> {
        self.prefetch(MemLocation::Host)
    }

    /// Advises the driver how the memory will be used ([`cuMemAdvise`]): for example
    /// `CU_MEM_ADVISE_SET_READ_MOSTLY` (read copies on each processor; `location` is ignored),
    /// `CU_MEM_ADVISE_SET_PREFERRED_LOCATION` or `CU_MEM_ADVISE_SET_ACCESSED_BY`, and their
    /// `UNSET_` twins. Only a hint: the contents never change.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::{MemLocation, sys::CUmem_advise};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let x = dev.alloc_managed::<f32>(1 << 20)?;
    /// x.advise(CUmem_advise::CU_MEM_ADVISE_SET_PREFERRED_LOCATION, MemLocation::Device(0))?;
    /// x.advise(CUmem_advise::CU_MEM_ADVISE_SET_ACCESSED_BY, MemLocation::Host)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    ///
    /// [`cuMemAdvise`]: https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__UNIFIED.html
    pub fn advise(
        &self,
        advice: sys::CUmem_advise,
        location: MemLocation,
    ) -> Result<(), DriverError> {
        let dev = &self.device;
        dev.check_and_make_current()?;
        if self.num_bytes() == 0 {
            return Ok(());
        }
        let loc = location.to_cu()?;
        // SAFETY: the range is this live managed allocation.
        dev.keep_if_sticky(unsafe {
            result::mem_advise(self.cu_device_ptr, self.num_bytes(), advice, loc)
        })
        .map_err(|e| e.context(format!("while advising {advice:?} for {location:?}")))
    }
}

impl<T> Drop for ManagedSlice<T> {
    /// Waits for the work that may use the memory (the main stream, after every live forked
    /// stream and pending async operation on it), then frees it.
    fn drop(&mut self) {
        self.device
            .free_after_users(self.cu_device_ptr, self.num_bytes(), &self.accesses, true);
    }
}

impl<T> sealed::Holds<T> for ManagedSlice<T> {}

impl<T> sealed::Sealed for ManagedSlice<T> {
    fn accesses(&self) -> &Accesses {
        &self.accesses
    }
    fn device_arc(&self) -> &Arc<CudaDevice> {
        &self.device
    }
}

impl<T> DeviceSlice<T> for ManagedSlice<T> {
    fn len(&self) -> usize {
        self.len
    }
}

impl<T> DevicePtr<T> for ManagedSlice<T> {
    fn device_ptr(&self) -> &sys::CUdeviceptr {
        &self.cu_device_ptr
    }
}

impl<T> DevicePtrMut<T> for ManagedSlice<T> {
    fn device_ptr_mut(&mut self) -> &mut sys::CUdeviceptr {
        self.scratch = self.cu_device_ptr;
        &mut self.scratch
    }
}

super::kernel_args::impl_buffer_param!(
    &ManagedSlice<T> => false;
    &mut ManagedSlice<T> => true;
);
