//! `CudaDevice` itself: its identity and properties, several objects of one GPU, synchronising the
//! whole device, and letting go of it.

mod identity;
mod siblings;
mod sync;
mod teardown;
