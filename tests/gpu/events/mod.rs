//! `CudaEvent`: recording, querying, timing and waiting, on the main stream, forked streams, other
//! threads and other devices.

mod ordering;
mod recording;
