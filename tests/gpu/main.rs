//! GPU tests, one module per area. Without a GPU each test prints why it skipped; with
//! `REQUIRE_GPU=1` (as `.gpu/run` sets) a missing GPU is a failure.

#[macro_use]
mod common;
mod kernels;

mod device;
mod driver_info;
mod errors;
mod launch;
mod memory;
mod modules;
mod streams;
mod threads;
mod views;
