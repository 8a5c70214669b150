//! cudarc 0.19.10's own unit tests, copied unchanged by `copy.py` into a module tree shaped as
//! cudarc's (`driver::result`, `driver::safe::{core, launch, graph, unified_memory}`,
//! `nvrtc::{result, safe}`, and the libraries: `cublas::safe::{self, asum, gemm, gemv,
//! grouped_gemm}`, `cublaslt::safe`, `curand::safe`, `nccl::{result, safe}`, each behind the
//! feature of its name), so that each test keeps its path in cudarc
//! (`driver::safe::core::tests::test_transmutes`) and runs against the tree under test:
//! `cuda_driver::stream_api` (default), or the real cudarc 0.19.10 (feature `real-cudarc`,
//! the check that these copies reach nothing but cudarc's public API). What cudarc's own
//! `cargo test` gives for the same tests is the baseline (see ../README.md).
//!
//! The copied tests name cudarc's cargo features (`nvrtc`, `f16`, `cuda-12090`, ...) in their
//! `#[cfg]`s: this package declares those features so that the copies build as in cudarc, with
//! the default `std, driver, nvrtc, f16, cuda-12090`.
#![allow(
    unused_imports,
    dead_code,
    unused_unsafe,
    clippy::all,
    clippy::undocumented_unsafe_blocks
)]

#[cfg(not(feature = "real-cudarc"))]
pub(crate) use cuda_driver::stream_api as face;
#[cfg(feature = "real-cudarc")]
pub(crate) use cudarc as face;

/// cudarc's `driver` module: everything the tree's `driver` has, with cudarc's files that hold
/// tests as modules of their own (each re-exporting what the cudarc file defines).
pub mod driver {
    pub use crate::face::driver::*;

    pub mod result;

    /// cudarc's `driver::safe`.
    pub mod safe {
        pub use crate::face::driver::safe::*;

        pub mod core;
        pub mod graph;
        pub mod launch;
        pub mod unified_memory;
    }
}

/// cudarc's `nvrtc` module, shaped as `driver` above.
pub mod nvrtc {
    pub use crate::face::nvrtc::*;

    pub mod result;
    pub mod safe;
}

/// cudarc's `cublas` module, shaped as `driver` above.
#[cfg(feature = "cublas")]
pub mod cublas {
    pub use crate::face::cublas::*;

    pub mod safe;
}

/// cudarc's `cublaslt` module.
#[cfg(feature = "cublaslt")]
pub mod cublaslt {
    pub use crate::face::cublaslt::*;

    pub mod safe;
}

/// cudarc's `curand` module.
#[cfg(feature = "curand")]
pub mod curand {
    pub use crate::face::curand::*;

    pub mod safe;
}

/// cudarc's `nccl` module.
#[cfg(feature = "nccl")]
pub mod nccl {
    pub use crate::face::nccl::*;

    pub mod result;
    pub mod safe;
}
