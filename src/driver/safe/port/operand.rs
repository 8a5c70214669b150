//! [`Operand`]: one buffer of a library's operation as its checks and its submission take it
//! (the address, the length in elements, and the buffer's record as this use), whichever face
//! of the crate the buffer comes from: a [`CudaSlice`](super::super::CudaSlice) or view of the
//! `CudaDevice` API, or a buffer of the stream API (`crate::stream_api`), which makes its
//! operands from its own spans. So a product, a fill or a collective is checked and submitted
//! by one piece of code for both faces.

// The libraries use it, each behind its feature.
#![cfg_attr(
    not(any(
        feature = "nccl",
        feature = "curand",
        feature = "cublas",
        feature = "cublaslt"
    )),
    allow(dead_code)
)]

use super::super::slice::{DevicePtr, DevicePtrMut};
use super::Use;
use crate::driver::sys::CUdeviceptr;
use std::marker::PhantomData;

/// One buffer an operation of a library reads or writes: `len` elements of `T` from `ptr`, of
/// the buffer whose record `used` is (with its device, for the checks, and whether this use
/// writes it). Made from a buffer borrowed for `'a` (mutably for a write), so that nothing else
/// uses the memory in a way the operation's record does not cover while it is enqueued.
pub(crate) struct Operand<'a, T> {
    ptr: CUdeviceptr,
    len: usize,
    used: Use<'a>,
    _elements: PhantomData<fn() -> T>,
}

impl<T> Clone for Operand<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Operand<'_, T> {}

impl<T> std::fmt::Debug for Operand<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Operand")
            .field("ptr", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .field("write", &self.used.write)
            .finish()
    }
}

impl<'a, T> Operand<'a, T> {
    /// `buf`, read by the operation.
    #[cfg_attr(
        not(any(feature = "nccl", feature = "cublas", feature = "cublaslt")),
        allow(dead_code)
    )]
    #[inline]
    pub(crate) fn read<B: DevicePtr<T> + ?Sized>(buf: &'a B) -> Self {
        Operand {
            ptr: *buf.device_ptr(),
            len: buf.len(),
            used: buf.read(),
            _elements: PhantomData,
        }
    }

    /// `buf`, written by the operation.
    #[inline]
    pub(crate) fn write<B: DevicePtrMut<T> + ?Sized>(buf: &'a mut B) -> Self {
        let ptr = *buf.device_ptr_mut();
        let buf: &'a B = buf;
        Operand {
            ptr,
            len: buf.len(),
            used: buf.write(),
            _elements: PhantomData,
        }
    }

    /// An operand of a buffer of another face of the crate.
    ///
    /// # Safety
    ///
    /// `ptr` is the first of `len` elements of `T` of the buffer whose record `used` is, on
    /// `used`'s device, and that buffer is borrowed for `'a`: mutably if `used` is a write, so
    /// that no other work of safe code uses those elements meanwhile.
    #[inline]
    pub(crate) unsafe fn from_parts(ptr: CUdeviceptr, len: usize, used: Use<'a>) -> Self {
        Operand {
            ptr,
            len,
            used,
            _elements: PhantomData,
        }
    }

    /// The address of the first element.
    #[inline]
    pub(crate) fn ptr(&self) -> CUdeviceptr {
        self.ptr
    }

    /// The number of elements.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The buffer as this operation uses it.
    #[inline]
    pub(crate) fn used(&self) -> Use<'a> {
        self.used
    }

    /// Whether the operation writes it.
    #[cfg_attr(
        not(any(feature = "curand", feature = "cublas", feature = "cublaslt")),
        allow(dead_code)
    )]
    #[inline]
    pub(crate) fn writes(&self) -> bool {
        self.used.write
    }
}
