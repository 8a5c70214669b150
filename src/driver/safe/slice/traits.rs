//! The traits copies and launches accept: [`DeviceSlice`] (a length), [`DevicePtr`] and
//! [`DevicePtrMut`] (an address to read or write), sealed so that only this crate's buffers
//! implement them.

use super::{CudaSlice, CudaView, CudaViewMut};
use crate::driver::safe::device::CudaDevice;
use crate::driver::safe::ordering::Accesses;
use crate::driver::sys;

/// Something with a length in elements of `T` on the device.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::DeviceSlice;
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let a = dev.alloc_zeros::<u32>(4)?;
/// assert_eq!(DeviceSlice::num_bytes(&a), 16);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub trait DeviceSlice<T> {
    /// The number of elements.
    ///
    /// ```no_run
    /// use cuda_driver::driver::DeviceSlice;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// fn count<T>(parts: &[&dyn DeviceSlice<T>]) -> usize {
    ///     parts.iter().map(|p| p.len()).sum()
    /// }
    /// let a = dev.alloc_zeros::<f32>(10)?;
    /// assert_eq!(count(&[&a, &a.slice(4..)]), 16);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn len(&self) -> usize;
    /// The size in bytes.
    ///
    /// ```no_run
    /// use cuda_driver::driver::DeviceSlice;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// fn bytes<T>(s: &impl DeviceSlice<T>) -> usize {
    ///     s.num_bytes()
    /// }
    /// let a = dev.alloc_zeros::<u16>(8)?;
    /// assert_eq!(bytes(&a), 16);
    /// assert_eq!(bytes(&a.slice(6..)), 4);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn num_bytes(&self) -> usize {
        self.len() * size_of::<T>()
    }
    /// Whether there are no elements.
    ///
    /// ```no_run
    /// use cuda_driver::driver::DeviceSlice;
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// fn nothing_to_do<T>(s: &impl DeviceSlice<T>) -> bool {
    ///     s.is_empty()
    /// }
    /// let a = dev.alloc_zeros::<u8>(3)?;
    /// assert!(!nothing_to_do(&a));
    /// assert!(nothing_to_do(&a.slice(3..)));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

pub(crate) mod sealed {
    use super::{Accesses, CudaDevice};
    use crate::driver::safe::ordering::Use;
    use std::sync::Arc;

    /// Seals [`DevicePtr`](super::DevicePtr) and [`DevicePtrMut`](super::DevicePtrMut) for
    /// the element type: a buffer implements `Holds<T>` for its own `T` only. `Sealed` alone
    /// would not do, as it has no element type: another crate could implement
    /// `DevicePtr<Local> for CudaSlice<u8>` (the orphan rules allow it, for a local `Local`)
    /// and have safe copies reach past the buffer.
    pub trait Holds<T> {}
    impl<T> Holds<T> for super::CudaSlice<T> {}
    impl<T> Holds<T> for super::CudaView<'_, T> {}
    impl<T> Holds<T> for super::CudaViewMut<'_, T> {}

    /// Seals [`DevicePtr`](super::DevicePtr) and gives the crate each buffer's record.
    pub trait Sealed {
        /// The record of the owning buffer.
        fn accesses(&self) -> &Accesses;
        /// The device the memory belongs to.
        fn device_arc(&self) -> &Arc<CudaDevice>;
        /// This buffer, read by an operation.
        fn read(&self) -> Use<'_> {
            Use {
                accesses: self.accesses(),
                ctx: &self.device_arc().ctx,
                write: false,
            }
        }
        /// This buffer, written by an operation.
        fn write(&self) -> Use<'_> {
            Use {
                accesses: self.accesses(),
                ctx: &self.device_arc().ctx,
                write: true,
            }
        }
    }
    impl<T> Sealed for super::CudaSlice<T> {
        fn accesses(&self) -> &Accesses {
            &self.accesses
        }
        fn device_arc(&self) -> &Arc<CudaDevice> {
            &self.device
        }
    }
    impl<T> Sealed for super::CudaView<'_, T> {
        fn accesses(&self) -> &Accesses {
            self.span.accesses
        }
        fn device_arc(&self) -> &Arc<CudaDevice> {
            self.span.device
        }
    }
    impl<T> Sealed for super::CudaViewMut<'_, T> {
        fn accesses(&self) -> &Accesses {
            self.span.accesses
        }
        fn device_arc(&self) -> &Arc<CudaDevice> {
            self.span.device
        }
    }
}

/// Device memory that can be read: its address.
///
/// Sealed: only this crate's buffers and views implement it, each for its own element type,
/// so a safe copy can only ever reach memory that a live buffer owns.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::DevicePtr;
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let a = dev.alloc_zeros::<u32>(4)?;
/// let addr: u64 = *a.device_ptr();
/// assert_eq!(*a.slice(1..).device_ptr(), addr + 4);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub trait DevicePtr<T>: DeviceSlice<T> + sealed::Sealed + sealed::Holds<T> {
    /// The address of the first element.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{DevicePtr, DeviceSlice};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// // A view's address is its parent's plus the offset in bytes.
    /// fn end_address<T>(s: &impl DevicePtr<T>) -> u64 {
    ///     *s.device_ptr() + s.num_bytes() as u64
    /// }
    /// let a = dev.alloc_zeros::<f32>(8)?;
    /// assert_eq!(end_address(&a.slice(..2)), *a.slice(2..).device_ptr());
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn device_ptr(&self) -> &sys::CUdeviceptr;
}

/// Device memory that can be written: its address, borrowed mutably. Sealed, as [`DevicePtr`].
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::{DevicePtr, DevicePtrMut};
/// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let mut a = dev.alloc_zeros::<u32>(4)?;
/// *a.device_ptr_mut() = 0; // ignored: the buffer keeps its own address
/// assert_ne!(*a.device_ptr(), 0);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub trait DevicePtrMut<T>: DeviceSlice<T> + sealed::Sealed + sealed::Holds<T> {
    /// The address of the first element. Writing through the returned reference changes
    /// nothing: the buffer keeps its own copy of its address.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{DevicePtr, DevicePtrMut};
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut a = dev.alloc_zeros::<u32>(4)?;
    /// let addr = *a.device_ptr();
    /// let mut tail = a.slice_mut(1..);
    /// assert_eq!(*tail.device_ptr_mut(), addr + 4);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    fn device_ptr_mut(&mut self) -> &mut sys::CUdeviceptr;
}

impl<T> DeviceSlice<T> for CudaSlice<T> {
    fn len(&self) -> usize {
        self.len
    }
}
impl<T> DevicePtr<T> for CudaSlice<T> {
    fn device_ptr(&self) -> &sys::CUdeviceptr {
        &self.cu_device_ptr
    }
}
impl<T> DevicePtrMut<T> for CudaSlice<T> {
    fn device_ptr_mut(&mut self) -> &mut sys::CUdeviceptr {
        self.scratch = self.cu_device_ptr;
        &mut self.scratch
    }
}

impl<T> DeviceSlice<T> for CudaView<'_, T> {
    fn len(&self) -> usize {
        self.span.len
    }
}
impl<T> DevicePtr<T> for CudaView<'_, T> {
    fn device_ptr(&self) -> &sys::CUdeviceptr {
        &self.span.ptr
    }
}

impl<T> DeviceSlice<T> for CudaViewMut<'_, T> {
    fn len(&self) -> usize {
        self.span.len
    }
}
impl<T> DevicePtr<T> for CudaViewMut<'_, T> {
    fn device_ptr(&self) -> &sys::CUdeviceptr {
        &self.span.ptr
    }
}
impl<T> DevicePtrMut<T> for CudaViewMut<'_, T> {
    fn device_ptr_mut(&mut self) -> &mut sys::CUdeviceptr {
        self.scratch = self.span.ptr;
        &mut self.scratch
    }
}
