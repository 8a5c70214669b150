//! GPU tests, one folder or file per concept. Without a GPU each test prints why it skipped;
//! with `REQUIRE_GPU=1` (as `.gpu/run` sets) a missing GPU is a failure. Graphs and captures
//! are tested in tests/gpu_graphs, NCCL in tests/gpu_nccl.

#[macro_use]
#[path = "../support/mod.rs"]
mod support;
use support::kernels;

mod async_adapter;
mod compat;
mod compose;
mod copies;
#[cfg(feature = "cublas")]
mod cublas;
#[cfg(feature = "cublaslt")]
mod cublaslt;
#[cfg(feature = "curand")]
mod curand;
mod device;
mod errors;
mod events;
mod images;
mod launch;
mod memory;
#[cfg(feature = "npp")]
mod npp;
mod stream_api;
mod streams;
