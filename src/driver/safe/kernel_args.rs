//! Kernel arguments and device values: [`DeviceRepr`] (which Rust values may be copied to the
//! device or passed to kernels, and for buffers, whether a kernel reads or writes them),
//! [`ValidAsZeroBits`] (which may be made of zero bytes) and [`ArgList`] (a tuple of kernel
//! arguments).

use super::ordering::{Use, Uses};
use super::slice::{CudaSlice, CudaView, CudaViewMut};
use crate::driver::result::DriverError;
use std::ffi::c_void;

/// A type whose values can be copied to device memory as they are, and passed to kernels.
///
/// The default method passes the value's own bytes, which is right for plain data. Buffers
/// and views pass their device address instead.
///
/// # Safety
///
/// The implementor promises that the type's bytes mean the same on the device as on the host:
/// it has a C layout (`#[repr(C)]` or `#[repr(transparent)]`, or is a primitive), holds no host
/// pointers or references, and no `Drop` behaviour matters for a bitwise copy. A kernel
/// parameter of this type must have the same size and layout as the C type the kernel declares.
///
/// # Examples
///
/// ```
/// use cuda_driver::driver::DeviceRepr;
///
/// #[repr(C)]
/// #[derive(Clone, Copy)]
/// struct Particle { x: f32, y: f32, z: f32, mass: f32, id: i32 }
///
/// // SAFETY: #[repr(C)] plain data, laid out like the kernel's `struct Particle`.
/// unsafe impl DeviceRepr for Particle {}
/// ```
pub unsafe trait DeviceRepr {
    /// A pointer to the bytes that the kernel receives for this parameter.
    ///
    /// ```
    /// use cuda_driver::driver::DeviceRepr;
    ///
    /// // Plain data passes its own bytes: the pointer is to the value itself.
    /// let scale = 2.5f32;
    /// let p = scale.as_kernel_param();
    /// // SAFETY: `p` points to `scale`, which is alive.
    /// assert_eq!(unsafe { *(p as *const f32) }, 2.5);
    /// let n = 1000i32;
    /// // What `result::launch_kernel` takes for a kernel `k(float scale, int n)`:
    /// let params = [p, n.as_kernel_param()];
    /// assert_eq!(params[1], &n as *const i32 as *mut std::ffi::c_void);
    /// ```
    #[inline(always)]
    fn as_kernel_param(&self) -> *mut c_void {
        self as *const Self as *mut _
    }

    /// The size in bytes of what [`as_kernel_param`](Self::as_kernel_param) points to, checked
    /// against the kernel's parameter list before a launch.
    #[doc(hidden)]
    #[inline(always)]
    fn kernel_param_size(&self) -> usize
    where
        Self: Sized,
    {
        size_of::<Self>()
    }

    /// For a device buffer: the buffer, and whether the kernel may write it (it is passed by
    /// `&mut`), so that a launch is ordered with the buffer's other uses and refused on
    /// another device.
    #[doc(hidden)]
    #[inline(always)]
    fn buffer_use(&self) -> Option<Use<'_>>
    where
        Self: Sized,
    {
        None
    }

    /// Whether values of the type are, or hold, references to device buffers (a
    /// `&CudaSlice<T>` passed to a kernel, an array of them): host references, which copies
    /// refuse to move to or from device memory (bytes brought back would be references
    /// made out of nothing). A function, not a constant, so that `dyn DeviceRepr` stays a
    /// type (as in cudarc).
    #[doc(hidden)]
    #[inline(always)]
    fn host_references() -> bool
    where
        Self: Sized,
    {
        false
    }
}

/// What [`DeviceRepr::kernel_param_size`] reports for an argument no kernel may be given (an
/// array of buffer references): the launch's check refuses it by name.
pub(crate) const REFUSED_ARGUMENT: usize = usize::MAX;

/// Refuses a copy of `T` to or from device memory (`what`, for the error) when `T`'s values
/// are references to device buffers (see [`DeviceRepr`]'s hidden `host_references`): those are
/// kernel arguments, not data. Known when compiled: nothing is left of the check for data.
#[inline(always)]
pub(crate) fn plain_data<T: DeviceRepr>(what: &str) -> Result<(), DriverError> {
    if T::host_references() {
        return Err(host_references(std::any::type_name::<T>(), what));
    }
    Ok(())
}

#[cold]
fn host_references(ty: &str, what: &str) -> DriverError {
    DriverError::new(crate::driver::sys::CUresult::CUDA_ERROR_INVALID_VALUE).context(format!(
        "{what}: `{ty}` holds references to device buffers, which are kernel arguments, not \
         data: they cannot be copied to or from device memory"
    ))
}

macro_rules! impl_marker {
    // Each impl under the attribute (a feature's `cfg`): on the impls themselves, so that the
    // docs label them with the feature.
    (#[$attr:meta] $trait:ident: $($t:ty),*) => { $(
        #[$attr]
        // SAFETY: a primitive with the same layout on host and device, valid as all-zero bits.
        unsafe impl $trait for $t {}
    )* };
    ($trait:ident: $($t:ty),*) => { $(
        // SAFETY: a primitive with the same layout on host and device, valid as all-zero bits.
        unsafe impl $trait for $t {}
    )* };
}

impl_marker!(DeviceRepr: bool, i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize, f32, f64);
impl_marker!(#[cfg(feature = "f16")] DeviceRepr: half::f16, half::bf16);
// One byte each, any bit pattern a value (FP8 E4M3 and E5M2, as CUDA's `__nv_fp8_e4m3` and
// `__nv_fp8_e5m2`).
impl_marker!(#[cfg(feature = "f8")] DeviceRepr: float8::F8E4M3, float8::F8E5M2);
impl_marker!(#[cfg(feature = "f4")] DeviceRepr: float4::F4E2M1, float4::F4E2M1x2, float4::E8M0);

// SAFETY: an array of device-representable values is laid out as the C array. An array of
// buffer references is no kernel argument (it would pass the host's references, not device
// addresses): its size is reported as `REFUSED_ARGUMENT`, which the launch's check refuses.
unsafe impl<T: DeviceRepr, const N: usize> DeviceRepr for [T; N] {
    #[inline(always)]
    fn kernel_param_size(&self) -> usize {
        if T::host_references() {
            REFUSED_ARGUMENT
        } else {
            size_of::<Self>()
        }
    }

    #[inline(always)]
    fn host_references() -> bool {
        T::host_references()
    }
}

macro_rules! impl_buffer_param {
    // A buffer of bytes, of no element type.
    (bytes: $($ty:ty => $write:literal);* $(;)?) => { $(
        $crate::driver::safe::kernel_args::impl_buffer_param!(@one [] $ty => $write);
    )* };
    ($($ty:ty => $write:literal);* $(;)?) => { $(
        $crate::driver::safe::kernel_args::impl_buffer_param!(@one [<T>] $ty => $write);
    )* };
    (@one [$($g:tt)*] $ty:ty => $write:literal) => {
        // SAFETY: the kernel receives the 8-byte device address of the buffer's first element,
        // which lives in the buffer (or view) for as long as the borrow.
        unsafe impl $($g)* $crate::driver::DeviceRepr for $ty {
            #[inline(always)]
            fn as_kernel_param(&self) -> *mut ::std::ffi::c_void {
                $crate::driver::DevicePtr::device_ptr(&**self) as *const u64 as *mut ::std::ffi::c_void
            }
            #[inline(always)]
            fn kernel_param_size(&self) -> usize {
                size_of::<u64>()
            }
            #[inline(always)]
            fn buffer_use(&self) -> Option<$crate::driver::safe::ordering::Use<'_>> {
                use $crate::driver::safe::slice::sealed::Sealed;
                Some(if $write { Sealed::write(&**self) } else { Sealed::read(&**self) })
            }

            #[inline(always)]
            fn host_references() -> bool {
                true
            }
        }
    };
}
pub(crate) use impl_buffer_param;

// What the type says is what the launch records: `&` is a read, `&mut` a write. A `CudaView` is
// read-only however it is borrowed, so `&mut CudaView` is not an argument (it would let two
// views of one buffer pass as `(&mut a, &b)`).
impl_buffer_param!(
    &CudaSlice<T> => false;
    &mut CudaSlice<T> => true;
    &CudaView<'_, T> => false;
    &CudaViewMut<'_, T> => false;
    &mut CudaViewMut<'_, T> => true;
);

/// A type for which all-zero bytes are a valid value, so that zeroed device memory can be read
/// back as it.
///
/// # Safety
///
/// Every field must be valid when all its bytes are zero (no references, no `NonZero*`, no
/// enums without a zero discriminant).
///
/// # Examples
///
/// ```
/// use cuda_driver::driver::{DeviceRepr, ValidAsZeroBits};
///
/// #[repr(C)]
/// struct Pair { a: f32, b: u32 }
/// // SAFETY: plain data; zero bytes are (0.0, 0).
/// unsafe impl DeviceRepr for Pair {}
/// // SAFETY: as above.
/// unsafe impl ValidAsZeroBits for Pair {}
/// ```
pub unsafe trait ValidAsZeroBits {}

impl_marker!(ValidAsZeroBits: bool, i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize, f32, f64);
impl_marker!(#[cfg(feature = "f16")] ValidAsZeroBits: half::f16, half::bf16);
impl_marker!(#[cfg(feature = "f8")] ValidAsZeroBits: float8::F8E4M3, float8::F8E5M2);
impl_marker!(#[cfg(feature = "f4")] ValidAsZeroBits: float4::F4E2M1, float4::F4E2M1x2, float4::E8M0);

// SAFETY: an array of zeroable values is zeroable.
unsafe impl<T: ValidAsZeroBits, const M: usize> ValidAsZeroBits for [T; M] {}

macro_rules! impl_tuples {
    ($t:ident) => {
        // SAFETY: a one-element tuple of a zeroable value is zeroable.
        unsafe impl<$t: ValidAsZeroBits> ValidAsZeroBits for ($t,) {}
    };
    ($t:ident, $($tt:ident),+) => {
        // SAFETY: a tuple of zeroable values is zeroable.
        unsafe impl<$t: ValidAsZeroBits, $($tt: ValidAsZeroBits),+> ValidAsZeroBits for ($t, $($tt),+) {}
        impl_tuples!($($tt),+);
    };
}
impl_tuples!(A, B, C, D, E, F, G, H, I, J, K, L);

/// A tuple of kernel arguments: what both the sync launches and the async adapter need to
/// know about it. Implemented for tuples of up to 32 [`DeviceRepr`] values.
///
/// Sealed: implemented here only, so that every launch checks its arguments' sizes against
/// the kernel and orders and records the buffers among them as their types say (`&` read,
/// `&mut` written). Arguments of your own types go in the tuple, through [`DeviceRepr`].
///
/// # Examples
///
/// ```
/// use cuda_driver::driver::{ArgList, CudaSlice, CudaView};
///
/// fn launchable<P: ArgList>() {}
/// launchable::<()>();
/// launchable::<(f32, i32)>();
/// launchable::<(&mut CudaSlice<f32>, &CudaView<'static, f32>, usize)>();
/// ```
pub trait ArgList: sealed::List {}

impl<P: ArgList> Uses for P {
    #[inline(always)]
    fn each(
        &self,
        mut f: impl FnMut(Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        self.each_use(&mut |_, u| f(u))
    }
}

macro_rules! impl_args {
    ($($v:ident : $i:tt),*) => {
        impl<$($v: DeviceRepr),*> ArgList for ($($v,)*) {}
        impl<$($v: DeviceRepr),*> sealed::List for ($($v,)*) {
            #[inline(always)]
            fn with_sizes<R>(&self, f: impl FnOnce(&[usize]) -> R) -> R {
                f(&[$(self.$i.kernel_param_size()),*])
            }

            #[inline(always)]
            fn with_params<R>(&self, f: impl FnOnce(&mut [*mut c_void]) -> R) -> R {
                let mut args: [*mut c_void; 0 $(+ { let _ = $i; 1 })*] = [$(self.$i.as_kernel_param()),*];
                f(&mut args)
            }

            #[inline(always)]
            fn each_use(&self, f: &mut dyn FnMut(usize, Use<'_>) -> Result<(), DriverError>) -> Result<(), DriverError> {
                $(
                    if let Some(u) = self.$i.buffer_use() {
                        f($i, u)?;
                    }
                )*
                let _ = f;
                Ok(())
            }
        }
    };
}

impl_args!();
impl_args!(A: 0);
impl_args!(A: 0, B: 1);
impl_args!(A: 0, B: 1, C: 2);
impl_args!(A: 0, B: 1, C: 2, D: 3);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8, J: 9);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8, J: 9, K: 10);
impl_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8, J: 9, K: 10, L: 11);
// cudarc 0.13 launches up to 32 arguments.
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20, T21: 21);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20, T21: 21, T22: 22);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20, T21: 21, T22: 22, T23: 23);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20, T21: 21, T22: 22, T23: 23, T24: 24);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20, T21: 21, T22: 22, T23: 23, T24: 24, T25: 25);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20, T21: 21, T22: 22, T23: 23, T24: 24, T25: 25, T26: 26);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20, T21: 21, T22: 22, T23: 23, T24: 24, T25: 25, T26: 26, T27: 27);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20, T21: 21, T22: 22, T23: 23, T24: 24, T25: 25, T26: 26, T27: 27, T28: 28);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20, T21: 21, T22: 22, T23: 23, T24: 24, T25: 25, T26: 26, T27: 27, T28: 28, T29: 29);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20, T21: 21, T22: 22, T23: 23, T24: 24, T25: 25, T26: 26, T27: 27, T28: 28, T29: 29, T30: 30);
impl_args!(T0: 0, T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6, T7: 7, T8: 8, T9: 9, T10: 10, T11: 11, T12: 12, T13: 13, T14: 14, T15: 15, T16: 16, T17: 17, T18: 18, T19: 19, T20: 20, T21: 21, T22: 22, T23: 23, T24: 24, T25: 25, T26: 26, T27: 27, T28: 28, T29: 29, T30: 30, T31: 31);

/// Seals [`ArgList`], [`ChainArg`] and [`ChainArgs`]: these supertraits are public in a
/// private module, so no other crate can name them to implement them, and so none can
/// implement the public traits.
mod sealed {
    use super::{DriverError, Use, c_void};

    /// [`ArgList`](super::ArgList)'s workings, which a launch calls through its bound.
    pub trait List {
        /// Calls `f` with the size in bytes of each argument, to check against the kernel's
        /// parameters.
        fn with_sizes<R>(&self, f: impl FnOnce(&[usize]) -> R) -> R;

        /// Calls `f` with a pointer to each argument's bytes, as the driver takes them; they
        /// stay valid during the call.
        fn with_params<R>(&self, f: impl FnOnce(&mut [*mut c_void]) -> R) -> R;

        /// Calls `f` with the index of each buffer among the arguments and its use (written
        /// when passed by `&mut`), stopping at the first error.
        fn each_use(
            &self,
            f: &mut dyn FnMut(usize, Use<'_>) -> Result<(), DriverError>,
        ) -> Result<(), DriverError>;
    }
    pub trait Arg {}
    pub trait Args {}
}

/// One kernel argument of a launch in a composed operation
/// (`r#async::Ops::launch`): any [`DeviceRepr`] value (scalars, `&` and
/// `&mut` buffers and views), or an owned [`CudaSlice`], which the kernel may write. The step
/// hands its arguments back, so that a chain can pass a buffer (owned or borrowed) from step
/// to step. Sealed: implemented here only.
///
/// ```
/// use cuda_driver::driver::{ChainArg, CudaSlice};
/// fn arg<A: ChainArg>() {}
/// arg::<f32>();
/// arg::<&CudaSlice<f32>>();
/// arg::<CudaSlice<f32>>();
/// ```
pub trait ChainArg: Send + sealed::Arg {
    #[doc(hidden)]
    fn chain_param(&self) -> *mut c_void;
    #[doc(hidden)]
    fn chain_param_size(&self) -> usize;
    #[doc(hidden)]
    fn chain_use(&self) -> Option<Use<'_>>;
}

impl<T: DeviceRepr + Send> sealed::Arg for T {}
impl<T: DeviceRepr + Send> ChainArg for T {
    #[inline(always)]
    fn chain_param(&self) -> *mut c_void {
        self.as_kernel_param()
    }
    #[inline(always)]
    fn chain_param_size(&self) -> usize {
        self.kernel_param_size()
    }
    #[inline(always)]
    fn chain_use(&self) -> Option<Use<'_>> {
        self.buffer_use()
    }
}

impl<T> sealed::Arg for CudaSlice<T> {}
impl<T> ChainArg for CudaSlice<T>
where
    CudaSlice<T>: Send,
{
    #[inline(always)]
    fn chain_param(&self) -> *mut c_void {
        crate::driver::DevicePtr::device_ptr(self) as *const u64 as *mut c_void
    }
    #[inline(always)]
    fn chain_param_size(&self) -> usize {
        size_of::<u64>()
    }
    #[inline(always)]
    fn chain_use(&self) -> Option<Use<'_>> {
        use super::slice::sealed::Sealed;
        // Owned: the kernel may write it.
        Some(Sealed::write(self))
    }
}

/// The arguments of a launch in a composed operation: a tuple of up to 12 [`ChainArg`]s.
/// Sealed: implemented here only.
///
/// ```no_run
/// use cuda_driver::driver::{ChainArgs, CudaDevice, LaunchConfig};
/// use cuda_driver::r#async::{AsyncDevice, Op};
///
/// fn chain_args<P: ChainArgs>(_: &P) {}
///
/// let adev = AsyncDevice::new(CudaDevice::new(0)?)?;
/// # let axpy = adev.device().get_func("m", "axpy").unwrap();
/// let x = adev.htod_copy(vec![1.0f32; 8]).wait()?;
/// let mut y = adev.alloc_zeros::<f32>(8).wait()?;
/// // A scalar, a buffer the kernel reads, one it writes, a count.
/// let params = (2.0f32, &x, &mut y, 8i32);
/// chain_args(&params);
/// let ops = adev.ops();
/// // SAFETY: axpy(float a, const float *x, float *y, int n) stays within n elements.
/// unsafe { ops.launch(&axpy, LaunchConfig::for_num_elems(8), params) }.wait()?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
pub trait ChainArgs: Send + sealed::Args {
    #[doc(hidden)]
    fn chain_sizes<R>(&self, f: impl FnOnce(&[usize]) -> R) -> R;
    #[doc(hidden)]
    fn chain_params<R>(&self, f: impl FnOnce(&mut [*mut c_void]) -> R) -> R;
    #[doc(hidden)]
    fn chain_uses(
        &self,
        f: &mut dyn FnMut(usize, Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError>;
}

/// A [`ChainArgs`] tuple (the arguments of a launch in a composed operation) as the
/// [`ArgList`] the launch itself takes.
#[repr(transparent)]
pub(crate) struct ChainArgList<P>(pub(crate) P);

impl<P: ChainArgs> ArgList for ChainArgList<P> {}
impl<P: ChainArgs> sealed::List for ChainArgList<P> {
    #[inline(always)]
    fn with_sizes<R>(&self, f: impl FnOnce(&[usize]) -> R) -> R {
        self.0.chain_sizes(f)
    }
    #[inline(always)]
    fn with_params<R>(&self, f: impl FnOnce(&mut [*mut c_void]) -> R) -> R {
        self.0.chain_params(f)
    }
    #[inline(always)]
    fn each_use(
        &self,
        f: &mut dyn FnMut(usize, Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        self.0.chain_uses(f)
    }
}

/// A kernel's arguments gathered one at a time at run time (a launch builder's): their
/// addresses, their sizes, and the buffers among them with each one's argument index. Checked
/// and ordered like a tuple of arguments.
pub(crate) struct DynArgs<'a> {
    /// Handed to the driver, which takes a mutable array but does not write it.
    params: std::cell::UnsafeCell<&'a mut [*mut c_void]>,
    sizes: &'a [usize],
    uses: &'a [(usize, Use<'a>)],
}

impl<'a> DynArgs<'a> {
    /// The arguments `params` (of `sizes` bytes each) and the buffers among them.
    pub(crate) fn new(
        params: &'a mut [*mut c_void],
        sizes: &'a [usize],
        uses: &'a [(usize, Use<'a>)],
    ) -> Self {
        DynArgs {
            params: std::cell::UnsafeCell::new(params),
            sizes,
            uses,
        }
    }
}

impl ArgList for DynArgs<'_> {}
impl sealed::List for DynArgs<'_> {
    #[inline(always)]
    fn with_sizes<R>(&self, f: impl FnOnce(&[usize]) -> R) -> R {
        f(self.sizes)
    }
    #[inline(always)]
    fn with_params<R>(&self, f: impl FnOnce(&mut [*mut c_void]) -> R) -> R {
        // SAFETY: the only access to the array while `f` runs (the type is not `Sync`, and
        // no other method touches it); `f` does not call back into `self`.
        f(unsafe { &mut **self.params.get() })
    }
    #[inline(always)]
    fn each_use(
        &self,
        f: &mut dyn FnMut(usize, Use<'_>) -> Result<(), DriverError>,
    ) -> Result<(), DriverError> {
        for &(i, u) in self.uses {
            f(i, u)?;
        }
        Ok(())
    }
}

macro_rules! impl_chain_args {
    ($($v:ident : $i:tt),*) => {
        impl<$($v: ChainArg),*> sealed::Args for ($($v,)*) {}
        impl<$($v: ChainArg),*> ChainArgs for ($($v,)*) {
            #[inline(always)]
            fn chain_sizes<R>(&self, f: impl FnOnce(&[usize]) -> R) -> R {
                f(&[$(self.$i.chain_param_size()),*])
            }

            #[inline(always)]
            fn chain_params<R>(&self, f: impl FnOnce(&mut [*mut c_void]) -> R) -> R {
                let mut args: [*mut c_void; 0 $(+ { let _ = $i; 1 })*] = [$(self.$i.chain_param()),*];
                f(&mut args)
            }

            #[inline(always)]
            fn chain_uses(&self, f: &mut dyn FnMut(usize, Use<'_>) -> Result<(), DriverError>) -> Result<(), DriverError> {
                $(
                    if let Some(u) = self.$i.chain_use() {
                        f($i, u)?;
                    }
                )*
                let _ = f;
                Ok(())
            }
        }
    };
}
impl_chain_args!();
impl_chain_args!(A: 0);
impl_chain_args!(A: 0, B: 1);
impl_chain_args!(A: 0, B: 1, C: 2);
impl_chain_args!(A: 0, B: 1, C: 2, D: 3);
impl_chain_args!(A: 0, B: 1, C: 2, D: 3, E: 4);
impl_chain_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5);
impl_chain_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6);
impl_chain_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7);
impl_chain_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8);
impl_chain_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8, J: 9);
impl_chain_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8, J: 9, K: 10);
impl_chain_args!(A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6, H: 7, I: 8, J: 9, K: 10, L: 11);

#[cfg(test)]
mod tests {
    use super::{DeviceRepr, REFUSED_ARGUMENT, plain_data};
    use crate::driver::safe::slice::{CudaSlice, CudaView, CudaViewMut};

    fn refs<T: DeviceRepr>() -> bool {
        T::host_references()
    }

    #[repr(C)]
    struct Particle {
        _x: f32,
        _id: i32,
    }
    // SAFETY: #[repr(C)] plain data.
    unsafe impl DeviceRepr for Particle {}

    #[test]
    fn buffer_references_and_arrays_of_them_are_not_data() {
        assert!(refs::<&CudaSlice<f32>>());
        assert!(refs::<&mut CudaSlice<f32>>());
        assert!(refs::<&CudaView<'static, f32>>());
        assert!(refs::<&mut CudaViewMut<'static, f32>>());
        assert!(refs::<[&CudaSlice<f32>; 2]>());
        assert!(refs::<[[&CudaSlice<u8>; 1]; 3]>());
        assert!(!refs::<f32>() && !refs::<[u64; 4]>() && !refs::<Particle>());
        assert!(!refs::<[Particle; 2]>());
        let e = plain_data::<&CudaSlice<f32>>("htod_sync_copy").unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains("htod_sync_copy") && text.contains("CudaSlice"),
            "{text}"
        );
        assert!(plain_data::<[f32; 3]>("htod_sync_copy").is_ok());
    }

    #[test]
    fn an_array_of_plain_values_keeps_its_size_as_an_argument() {
        assert_eq!([1.0f32, 2.0, 3.0].kernel_param_size(), 12);
        assert_ne!([1.0f32, 2.0, 3.0].kernel_param_size(), REFUSED_ARGUMENT);
    }

    #[test]
    fn packed_arguments_point_at_each_value_with_its_size() {
        use super::sealed::List;
        use super::{ChainArgList, DynArgs};
        let args = (
            1.5f32,
            7u64,
            [1u8, 2, 3],
            -2i16,
            Particle { _x: 4.0, _id: 9 },
        );
        args.with_sizes(|s| assert_eq!(s, [4, 8, 3, 2, 8]));
        args.with_params(|p| {
            // SAFETY: the pointers are to the tuple's values, alive for the call.
            unsafe {
                assert_eq!(p.len(), 5);
                assert_eq!(*(p[0] as *const f32), 1.5);
                assert_eq!(*(p[1] as *const u64), 7);
                assert_eq!(*(p[2] as *const [u8; 3]), [1, 2, 3]);
                assert_eq!(*(p[3] as *const i16), -2);
                assert_eq!((*(p[4] as *const Particle))._id, 9);
            }
        });
        let mut buffers = 0;
        let counted = args.each_use(&mut |_, _| {
            buffers += 1;
            Ok(())
        });
        assert!(
            counted.is_ok() && buffers == 0,
            "plain values are no buffers"
        );
        ().with_params(|p| assert!(p.is_empty()));

        // A composed operation's arguments, as the launch takes them.
        let chain = ChainArgList((3u32, 0.25f64));
        chain.with_sizes(|s| assert_eq!(s, [4, 8]));
        // SAFETY: as above.
        chain.with_params(|p| unsafe {
            assert_eq!((*(p[0] as *const u32), *(p[1] as *const f64)), (3, 0.25));
        });

        // A launch builder's arguments, gathered at run time.
        let (a, b) = (11i32, 2.0f32);
        let mut params = [a.as_kernel_param(), b.as_kernel_param()];
        let sizes = [4, 4];
        let dynamic = DynArgs::new(&mut params, &sizes, &[]);
        dynamic.with_sizes(|s| assert_eq!(s, sizes));
        for _ in 0..2 {
            // SAFETY: as above.
            dynamic.with_params(|p| unsafe {
                assert_eq!((*(p[0] as *const i32), *(p[1] as *const f32)), (11, 2.0));
            });
        }
    }

    #[test]
    fn device_repr_is_still_a_trait_object() {
        let args: Vec<Box<dyn DeviceRepr>> = vec![Box::new(1.5f32), Box::new(7u64)];
        // SAFETY: the first argument's pointer is to the boxed f32.
        assert_eq!(unsafe { *(args[0].as_kernel_param() as *const f32) }, 1.5);
    }
}
