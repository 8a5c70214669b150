//! GPU tests, one module per area. Without a GPU each test prints why it skipped; with
//! `REQUIRE_GPU=1` (as `.gpu/run` sets) a missing GPU is a failure.

#[macro_use]
#[path = "../support/mod.rs"]
mod support;
use support::kernels;

// Shared helpers of the attacks (claims_* and review_* files); first, for its macro.
#[macro_use]
mod attack;

mod adversarial;
mod async_adapter;
mod bad_input;
// Claims of the docs, each attacked by a test (the async adapter's).
mod claims_async;
// The same for cuBLAS, cuBLASLt and cuRAND.
#[cfg(any(feature = "cublas", feature = "cublaslt", feature = "curand"))]
mod claims_blas;
// The same for composed operations (`Op`, `Step`, chains).
mod claims_compose;
// The same for the device core: drops, faults, teardown, the threads' streams.
mod claims_core;
// The same for several devices: peer copies, external memory, pinned memory, the pool.
mod claims_devices;
// The same for pitched images and NPP.
mod claims_images;
// The same for kernels, modules, NVRTC, streams, events and the device.
mod claims_launch;
// The same for memory: buffers, views, copies, host memory, pools.
mod claims_memory;
mod completion_thread;
mod compose;
#[cfg(feature = "cublas")]
mod cublas;
// cuBLAS's small products, which run on the crate's own kernel.
#[cfg(feature = "cublas")]
mod cublas_small;
#[cfg(feature = "cublaslt")]
mod cublaslt;
// cudarc 0.13.9's own cuBLASLt tests.
#[cfg(feature = "curand")]
mod curand;
mod device;
mod driver_info;
mod errors;
mod events;
mod external_memory;
mod host_memory;
// Pitched images and NPP.
mod images;
mod launch;
mod managed;
mod memory;
mod modules;
mod multi_device;
mod new_streams;
#[cfg(feature = "npp")]
mod npp;
mod pools;
mod properties;
mod review_async;
// A second review's attacks: composed operations and chains.
mod review_compose;
mod review_core;
// Attacks on letting go of what work still uses without waiting for other work.
mod review_release;
// Attacks on a graph capture from another thread: what the crate tears down or sets up meanwhile.
mod review_captures;
// A second review's attacks: where the core's less used features meet.
mod review_edges;
// A second review's attacks: pitched images, their async copies and NPP.
mod review_images;
// A third review's attacks: NCCL in one process, the cudarc-style stream API, the libraries.
#[cfg(any(feature = "cublas", feature = "cublaslt", feature = "curand"))]
mod review_libs;
#[cfg(any(feature = "cublas", feature = "cublaslt", feature = "curand"))]
mod review_libs2;
mod review_nccl;
mod review_streams;
// A fourth review's attacks: device objects, events and host memory; tasks and threads; the
// cudarc-shaped API mixed with the safe one.
mod review_compat;
mod review_devices;
mod review_tasks;
// A fifth review's attacks: slices, views and sizes; events, pools, peers and cuRAND.
mod review_events_pools;
mod review_slices;
// A sixth review's attacks: NVRTC, modules and the disk cache; launches, managed and host memory.
mod review_launch_memory;
mod review_nvrtc;
// A seventh review's attacks: graphs; the arguments of cuBLAS and cuBLASLt calls.
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
mod review_blas_args;
mod review_graphs;
mod stream_api;
mod streams;
mod threads;
mod views;
