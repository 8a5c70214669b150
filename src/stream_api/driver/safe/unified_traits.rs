//! The traits [`UnifiedSlice`] and its views implement: device memory for copies and kernels
//! (sealed [`DevicePtr`]/[`DevicePtrMut`], [`PushKernelArg`]), and host memory for copies
//! ([`HostSlice`], asynchronous, ordered through the memory's record).

use super::launch::{LaunchArgs, PushKernelArg};
use super::span::{Buffer, Span};
use super::stream::CudaStream;
use super::traits::{
    DevicePtr, DevicePtrMut, DeviceSlice, HostMemory, HostSlice, SyncOnDrop, hand_out, keep_refusal,
};
use super::unified::{UnifiedSlice, UnifiedView, UnifiedViewMut};
use crate::driver::DriverError;
use std::sync::Arc;

/// The memory of `span` as a host slice, for work on `stream` (see
/// [`HostSlice::stream_synced_slice`]): handed out as for a device buffer.
///
/// # Safety
///
/// `span` must be unified memory holding `span.len` values of `T`, borrowed for 'a.
unsafe fn host_part<'a, T>(
    span: Span<'a>,
    stream: &'a CudaStream,
    write: bool,
) -> (*mut T, usize, SyncOnDrop<'a>) {
    let (_, guard) = hand_out(span, stream, write);
    (span.ptr as *mut T, span.len, guard)
}

macro_rules! unified_traits {
    ($([$($g:tt)*] $ty:ty => $span:ident, $stream:ident, mut: $mutable:tt);* $(;)?) => { $(
        impl<$($g)* T> Buffer<T> for $ty {
            fn span(&self) -> Span<'_> {
                self.$span()
            }
            fn check_use(&self, stream: &CudaStream) -> Result<(), DriverError> {
                self.check_device_access(stream)
            }
        }
        impl<$($g)* T> DeviceSlice<T> for $ty {
            fn len(&self) -> usize {
                self.$span().len
            }
            fn stream(&self) -> &Arc<CudaStream> {
                self.$stream()
            }
        }
        impl<$($g)* T> DevicePtr<T> for $ty {}
        unified_traits!(@mut $mutable [$($g)*] $ty);
        impl<$($g)* T> HostSlice<T> for $ty {
            fn len(&self) -> usize {
                self.$span().len
            }
            unsafe fn stream_synced_slice<'s>(
                &'s self,
                stream: &'s CudaStream,
            ) -> (&'s [T], SyncOnDrop<'s>) {
                // SAFETY: unified memory of `len` values, borrowed for 's.
                let (ptr, len, guard) = unsafe { host_part::<T>(self.$span(), stream, false) };
                keep_refusal(stream, self.check_device_access(stream));
                // SAFETY: the caller's contract; the memory lives while `self` is borrowed.
                (unsafe { std::slice::from_raw_parts(ptr, len) }, guard)
            }
            unsafe fn stream_synced_mut_slice<'s>(
                &'s mut self,
                stream: &'s CudaStream,
            ) -> (&'s mut [T], SyncOnDrop<'s>) {
                // SAFETY: as above.
                let (ptr, len, guard) = unsafe { host_part::<T>(self.$span(), stream, true) };
                keep_refusal(stream, self.check_device_access(stream));
                // SAFETY: as above, borrowed mutably.
                (unsafe { std::slice::from_raw_parts_mut(ptr, len) }, guard)
            }
            fn check_use(&self, stream: &CudaStream) -> Result<(), DriverError> {
                self.check_device_access(stream)
            }
            fn host_record(&self) -> Option<HostMemory<'_>> {
                let span = self.$span();
                Some(HostMemory {
                    ptr: span.ptr as *mut u8,
                    bytes: span.len * size_of::<T>(),
                    span,
                    writable: unified_traits!(@writable $mutable),
                })
            }
        }
    )* };
    (@mut yes [$($g:tt)*] $ty:ty) => {
        impl<$($g)* T> DevicePtrMut<T> for $ty {}
    };
    (@mut no [$($g:tt)*] $ty:ty) => {};
    (@writable yes) => { true };
    (@writable no) => { false };
}

impl<T> UnifiedSlice<T> {
    fn own_stream(&self) -> &Arc<CudaStream> {
        &self.stream
    }
}
impl<'a, T> UnifiedView<'a, T> {
    fn view_span(&self) -> Span<'a> {
        self.pieces().0
    }
    fn view_stream(&self) -> &'a Arc<CudaStream> {
        self.pieces().1
    }
}
impl<'a, T> UnifiedViewMut<'a, T> {
    fn view_span(&self) -> Span<'a> {
        self.pieces().0
    }
    fn view_stream(&self) -> &'a Arc<CudaStream> {
        self.pieces().1
    }
}

unified_traits!(
    [] UnifiedSlice<T> => whole, own_stream, mut: yes;
    ['a,] UnifiedView<'a, T> => view_span, view_stream, mut: no;
    ['a,] UnifiedViewMut<'a, T> => view_span, view_stream, mut: yes;
);

// SAFETY: the address lives in the memory's own value, borrowed for 'b; the memory is
// recorded as read. cudarc 0.19's attach check is kept for the context's next call.
unsafe impl<'a, 'b: 'a, T> PushKernelArg<&'b UnifiedSlice<T>> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b UnifiedSlice<T>) -> &mut Self {
        let s = self.stream();
        s.context().record_err(arg.check_device_access(s));
        let addr = crate::driver::DevicePtr::device_ptr(&arg.mem);
        self.push_buffer(addr, arg.whole(), false)
    }
}

// SAFETY: as above, recorded as written.
unsafe impl<'a, 'b: 'a, T> PushKernelArg<&'b mut UnifiedSlice<T>> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b mut UnifiedSlice<T>) -> &mut Self {
        let arg: &'b UnifiedSlice<T> = arg;
        let s = self.stream();
        s.context().record_err(arg.check_device_access(s));
        let addr = crate::driver::DevicePtr::device_ptr(&arg.mem);
        self.push_buffer(addr, arg.whole(), true)
    }
}

// SAFETY: the address lives in the view, borrowed for 'b; recorded as read.
unsafe impl<'a, 'b: 'a, 'c: 'b, T> PushKernelArg<&'b UnifiedView<'c, T>> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b UnifiedView<'c, T>) -> &mut Self {
        let s = self.stream();
        s.context().record_err(arg.check_device_access(s));
        self.push_buffer(&arg.span.ptr, arg.span, false)
    }
}

// SAFETY: as above (a shared borrow of a mutable view: read).
unsafe impl<'a, 'b: 'a, 'c: 'b, T> PushKernelArg<&'b UnifiedViewMut<'c, T>> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b UnifiedViewMut<'c, T>) -> &mut Self {
        let s = self.stream();
        s.context().record_err(arg.check_device_access(s));
        self.push_buffer(&arg.span.ptr, arg.span, false)
    }
}

// SAFETY: as above, recorded as written.
unsafe impl<'a, 'b: 'a, 'c: 'b, T> PushKernelArg<&'b mut UnifiedViewMut<'c, T>> for LaunchArgs<'a> {
    #[inline(always)]
    fn arg(&mut self, arg: &'b mut UnifiedViewMut<'c, T>) -> &mut Self {
        let arg: &'b UnifiedViewMut<'c, T> = arg;
        let s = self.stream();
        s.context().record_err(arg.check_device_access(s));
        self.push_buffer(&arg.span.ptr, arg.span, true)
    }
}
