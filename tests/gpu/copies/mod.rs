//! Copies between host and device and between devices: every direction, the staging buffers of
//! large copies, their ordering with other users of the buffers, and peer copies.

mod directions;
mod ordering;
mod peer;
mod staging;
