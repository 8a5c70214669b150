//! [`ReduceOp`] and [`NcclType`]: what a reduction does, and which element types NCCL moves.

use crate::nccl::sys;

/// The reduction of a collective: `Sum`, `Prod`, `Max`, `Min`, or `Avg` (the sum divided by
/// the number of ranks).
///
/// # Examples
///
/// ```no_run
/// # let comm: cuda_driver::nccl::Comm = todo!();
/// # let mut grads: cuda_driver::driver::CudaSlice<f32> = todo!();
/// use cuda_driver::nccl::ReduceOp;
/// comm.all_reduce_in_place(&mut grads, &ReduceOp::Avg)?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    /// The sum.
    Sum,
    /// The product.
    Prod,
    /// The maximum.
    Max,
    /// The minimum.
    Min,
    /// The sum divided by the number of ranks.
    Avg,
}

impl ReduceOp {
    /// The NCCL operator.
    pub(crate) fn raw(self) -> sys::ncclRedOp_t {
        match self {
            ReduceOp::Sum => sys::ncclRedOp_t::ncclSum,
            ReduceOp::Prod => sys::ncclRedOp_t::ncclProd,
            ReduceOp::Max => sys::ncclRedOp_t::ncclMax,
            ReduceOp::Min => sys::ncclRedOp_t::ncclMin,
            ReduceOp::Avg => sys::ncclRedOp_t::ncclAvg,
        }
    }
}

/// An element type NCCL can send and reduce: `f32`, `f64`, `i8`, `u8`, `i32`, `u32`, `i64`,
/// `u64`, `isize` and `usize` (64-bit targets), and with the crate's `f16` feature
/// `half::f16` and `half::bf16`.
///
/// Unlike cudarc's trait of the same name this one is `unsafe` and has no `char`: a
/// collective writes whatever bytes the reduction (or a peer process) produces, so the type
/// must accept every bit pattern. `char` and `bool` do not.
///
/// # Safety
///
/// The implementor promises that [`as_nccl_type`](Self::as_nccl_type) names an NCCL type of
/// exactly `size_of::<Self>()` bytes (each collective also checks the size, and refuses a
/// mismatch), and that every bit pattern of that many bytes is a valid `Self`.
///
/// # Examples
///
/// ```
/// use cuda_driver::nccl::{NcclType, sys::ncclDataType_t};
///
/// /// A gradient, moved and summed as the `f32` it wraps.
/// #[repr(transparent)]
/// #[derive(Clone, Copy)]
/// struct Grad(f32);
///
/// // SAFETY: an f32 (4 bytes) in a transparent wrapper; every bit pattern is an f32.
/// unsafe impl NcclType for Grad {
///     fn as_nccl_type() -> ncclDataType_t {
///         ncclDataType_t::ncclFloat32
///     }
/// }
/// assert_eq!(Grad::as_nccl_type(), f32::as_nccl_type());
/// ```
pub unsafe trait NcclType {
    /// The NCCL data type of this Rust type.
    fn as_nccl_type() -> sys::ncclDataType_t;
}

macro_rules! define_nccl_type {
    // Each impl under the attribute (a `cfg`), so that the docs label it with the feature.
    (#[$attr:meta] $($t:ty => $nccl:ident),* $(,)?) => { $(
        #[$attr]
        // SAFETY: a primitive of the named NCCL type's size, valid for every bit pattern.
        unsafe impl NcclType for $t {
            #[inline(always)]
            fn as_nccl_type() -> sys::ncclDataType_t {
                sys::ncclDataType_t::$nccl
            }
        }
    )* };
    ($($t:ty => $nccl:ident),* $(,)?) => { $(
        // SAFETY: a primitive of the named NCCL type's size, valid for every bit pattern.
        unsafe impl NcclType for $t {
            #[inline(always)]
            fn as_nccl_type() -> sys::ncclDataType_t {
                sys::ncclDataType_t::$nccl
            }
        }
    )* };
}

define_nccl_type!(
    f32 => ncclFloat32,
    f64 => ncclFloat64,
    i8 => ncclInt8,
    i32 => ncclInt32,
    i64 => ncclInt64,
    u8 => ncclUint8,
    u32 => ncclUint32,
    u64 => ncclUint64,
);
define_nccl_type!(#[cfg(target_pointer_width = "64")] isize => ncclInt64, usize => ncclUint64);
define_nccl_type!(#[cfg(feature = "f16")] half::f16 => ncclFloat16, half::bf16 => ncclBfloat16);

/// The size in bytes of an NCCL data type, or `None` for one these bindings do not know.
pub(crate) fn nccl_type_size(t: sys::ncclDataType_t) -> Option<usize> {
    use sys::ncclDataType_t as D;
    Some(match t {
        D::ncclInt8 | D::ncclUint8 | D::ncclFloat8e4m3 | D::ncclFloat8e5m2 => 1,
        D::ncclFloat16 | D::ncclBfloat16 => 2,
        D::ncclInt32 | D::ncclUint32 | D::ncclFloat32 => 4,
        D::ncclInt64 | D::ncclUint64 | D::ncclFloat64 => 8,
        _ => return None,
    })
}

/// The short name of an element type for messages (`"f32"`).
pub(crate) fn type_name<T>() -> &'static str {
    let full = std::any::type_name::<T>();
    full.rsplit("::").next().unwrap_or(full)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size_matches<T: NcclType>() {
        assert_eq!(
            nccl_type_size(T::as_nccl_type()),
            Some(size_of::<T>()),
            "{}",
            std::any::type_name::<T>()
        );
    }

    #[test]
    fn every_builtin_type_has_its_nccl_size() {
        size_matches::<f32>();
        size_matches::<f64>();
        size_matches::<i8>();
        size_matches::<u8>();
        size_matches::<i32>();
        size_matches::<u32>();
        size_matches::<i64>();
        size_matches::<u64>();
        size_matches::<isize>();
        size_matches::<usize>();
        #[cfg(feature = "f16")]
        {
            size_matches::<half::f16>();
            size_matches::<half::bf16>();
        }
    }

    #[test]
    fn reduce_ops_map_to_nccl() {
        use sys::ncclRedOp_t as R;
        assert_eq!(ReduceOp::Sum.raw(), R::ncclSum);
        assert_eq!(ReduceOp::Prod.raw(), R::ncclProd);
        assert_eq!(ReduceOp::Max.raw(), R::ncclMax);
        assert_eq!(ReduceOp::Min.raw(), R::ncclMin);
        assert_eq!(ReduceOp::Avg.raw(), R::ncclAvg);
        assert_eq!(type_name::<f32>(), "f32");
        assert_eq!(nccl_type_size(sys::ncclDataType_t::ncclNumTypes), None);
    }
}
