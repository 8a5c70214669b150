//! GPU tests, one module per area. Without a GPU each test prints why it skipped; with
//! `REQUIRE_GPU=1` (as `.gpu/run` sets) a missing GPU is a failure.

#[macro_use]
mod common;
mod driver_info;
