//! Sums of absolute values (`cublas<t>asum`), for the stream API's `Asum` (cudarc 0.19's):
//! the vector checked against its buffer, then submitted like every product. The sum goes to
//! host memory, so the call returns once it is there.

use super::checks::{check_vector, non_negative, refuse};
use super::{CudaBlas, ProductOn, result, sys};
use crate::cublas::result::CublasError;
use crate::driver::safe::port::{Dest, Operand, Stream};
use core::ffi::c_int;

/// The element types of a sum of absolute values: `f32` and `f64`.
pub(crate) trait AsumScalar: Copy {
    /// Sums `n` elements of `x`, `incx` apart, into `*out` (host memory).
    ///
    /// # Safety
    ///
    /// As for [`result::sasum`] in the host pointer mode.
    unsafe fn asum(
        handle: sys::cublasHandle_t,
        n: c_int,
        x: *const Self,
        incx: c_int,
        out: *mut Self,
    ) -> Result<(), CublasError>;
}

impl AsumScalar for f32 {
    unsafe fn asum(
        h: sys::cublasHandle_t,
        n: c_int,
        x: *const f32,
        incx: c_int,
        out: *mut f32,
    ) -> Result<(), CublasError> {
        // SAFETY: the caller's promise.
        unsafe { result::sasum(h, n, x, incx, out) }
    }
}

impl AsumScalar for f64 {
    unsafe fn asum(
        h: sys::cublasHandle_t,
        n: c_int,
        x: *const f64,
        incx: c_int,
        out: *mut f64,
    ) -> Result<(), CublasError> {
        // SAFETY: the caller's promise.
        unsafe { result::dasum(h, n, x, incx, out) }
    }
}

impl CudaBlas {
    /// The sum of the absolute values of `n` elements of `x`, `incx` apart, on `stream`, into
    /// `out`: `n` and `incx` checked against `x`'s buffer (an increment of 0 is refused, a
    /// negative one walks the vector from its end, as in BLAS), and the call ordered like any
    /// product, after the earlier writes of `x` on any stream. Refused on a stream capturing a
    /// graph: the sum is written to host memory, which a graph cannot hold.
    pub(crate) fn asum_on<T: AsumScalar>(
        &self,
        stream: &Stream,
        (n, incx): (c_int, c_int),
        x: Operand<'_, T>,
        out: &mut T,
    ) -> Result<(), CublasError> {
        let doing = || {
            let ty = std::any::type_name::<T>();
            format!("while summing the absolute values of {n} {ty} elements {incx} apart")
        };
        non_negative(&doing, &[("n", n as i128)])?;
        check_vector(&doing, "x", "incx", n as i128, incx as i128, x.len())?;
        let why = "the stream is capturing a graph, and asum writes its sum to host memory, \
                   which a graph cannot hold";
        if stream.capturing() {
            return Err(refuse(&doing, why.into()));
        }
        let px = x.ptr() as *const T;
        let out: *mut T = out;
        let uses = [("x", x.used())];
        self.enqueue(Dest::Stream(stream), &doing, &uses, None, |on| match on {
            // Looked at again with the enqueue (inside the stream's run, where no capture of
            // it begins or ends): a capture begun by another thread after the look above
            // would take in a write to `out`, at every launch of the graph.
            ProductOn::Handle(_) if stream.capturing() => Err(refuse(&doing, why.into())),
            // SAFETY: `enqueue`'s promise (the handle in the host pointer mode, which it
            // checked); `x`'s buffer holds every element read (checked above); `out` is a live
            // `T` of the caller's, written before cuBLAS returns (host pointer mode).
            ProductOn::Handle(h) => unsafe { T::asum(h, n, px, incx, out) },
            ProductOn::Kernel(..) => unreachable!("an asum asks for no kernel"),
        })
        .map(drop)
    }
}
