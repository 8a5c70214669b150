//! cudarc 0.19's `driver::sys`: the crate's generated bindings ([`crate::driver::sys`]),
//! with cudarc 0.19's shape for the few types it binds differently.
//!
//! `CUgraphInstantiate_flags` is a bit set here (`CUgraphInstantiate_flags(0)`, combined with
//! `|`), as cudarc 0.19 binds it, where the crate's own bindings have a Rust enum.
//!
//! # Examples
//!
//! ```
//! use cuda_driver::stream_api::driver::sys::{self, CUgraphInstantiate_flags as Flags};
//!
//! let flags = Flags::CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH
//!     | Flags::CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY;
//! assert_eq!(flags.0, 9);
//! assert_eq!(sys::CUresult::CUDA_SUCCESS as u32, 0);
//! ```

pub use crate::driver::sys::*;

/// Flags of `cuGraphInstantiateWithFlags`, as a bit set (cudarc 0.19's binding).
///
/// ```
/// use cuda_driver::stream_api::driver::sys::CUgraphInstantiate_flags;
///
/// let none = CUgraphInstantiate_flags(0);
/// assert_eq!(none | CUgraphInstantiate_flags::CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD,
///            CUgraphInstantiate_flags::CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD);
/// ```
#[allow(non_camel_case_types)]
#[repr(transparent)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialEq, Eq, PartialOrd, Ord)]
pub struct CUgraphInstantiate_flags_enum(pub ::core::ffi::c_uint);

impl CUgraphInstantiate_flags_enum {
    /// Frees the graph's memory allocations when it is launched again.
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH: Self = Self(1);
    /// Uploads the graph right after instantiating it.
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD: Self = Self(2);
    /// Instantiates the graph for launches from the device.
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH: Self = Self(4);
    /// Runs the graph's nodes with their own priorities.
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY: Self = Self(8);
}

impl std::ops::BitOr for CUgraphInstantiate_flags_enum {
    type Output = Self;
    /// Both sets of flags.
    ///
    /// ```
    /// use cuda_driver::stream_api::driver::sys::CUgraphInstantiate_flags as F;
    /// assert_eq!((F(1) | F(2)).0, 3);
    /// ```
    fn bitor(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }
}

impl std::ops::BitOrAssign for CUgraphInstantiate_flags_enum {
    /// Adds `other`'s flags.
    ///
    /// ```
    /// use cuda_driver::stream_api::driver::sys::CUgraphInstantiate_flags as F;
    /// let mut f = F(1);
    /// f |= F(8);
    /// assert_eq!(f.0, 9);
    /// ```
    fn bitor_assign(&mut self, other: Self) {
        self.0 |= other.0;
    }
}

impl std::ops::BitAnd for CUgraphInstantiate_flags_enum {
    type Output = Self;
    /// The flags in both.
    ///
    /// ```
    /// use cuda_driver::stream_api::driver::sys::CUgraphInstantiate_flags as F;
    /// assert_eq!((F(3) & F(2)).0, 2);
    /// ```
    fn bitand(self, other: Self) -> Self {
        Self(self.0 & other.0)
    }
}

impl std::ops::BitAndAssign for CUgraphInstantiate_flags_enum {
    /// Keeps only the flags also in `other`.
    ///
    /// ```
    /// use cuda_driver::stream_api::driver::sys::CUgraphInstantiate_flags as F;
    /// let mut f = F(9);
    /// f &= F(8);
    /// assert_eq!(f.0, 8);
    /// ```
    fn bitand_assign(&mut self, other: Self) {
        self.0 &= other.0;
    }
}

pub use self::CUgraphInstantiate_flags_enum as CUgraphInstantiate_flags;

/// Whether libcuda can be loaded (cudarc 0.19's check before anything else). The search, and
/// the environment variable that overrides it, are [`crate::loader::LIBCUDA`]'s.
///
/// # Safety
///
/// Loading a library runs its initialisers; none is asked of the caller beyond that.
///
/// ```
/// // SAFETY: loads libcuda if it is there.
/// if !unsafe { cuda_driver::stream_api::driver::sys::is_culib_present() } {
///     eprintln!("no NVIDIA driver here");
/// }
/// ```
pub unsafe fn is_culib_present() -> bool {
    crate::loader::LIBCUDA.load().is_ok()
}
