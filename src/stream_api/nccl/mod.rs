//! cudarc 0.19's `nccl`: [`Comm`], a communicator whose collectives run on a
//! [`CudaStream`](crate::stream_api::driver::CudaStream), its [`Group`], [`Id`], [`ReduceOp`]
//! and [`NcclType`] (cargo feature `nccl`). [`result`] and [`sys`] are the crate's own
//! ([`crate::nccl`]'s), which have cudarc 0.19's names; so are `Id`, `ReduceOp`, `NcclType`,
//! [`group_start`] and [`group_end`].
//!
//! A face of the crate's NCCL, not a second one: a [`Comm`] holds the crate's
//! [`nccl::Comm`](crate::nccl::Comm), and every collective is checked, compared with the other
//! ranks of this process and submitted by the code that one's collectives run (see
//! [`crate::nccl`]: the lengths and ranks checked, errors instead of panics, groups recorded
//! with their buffers), on the communicator's stream, ordered with every other use of its
//! buffers on any stream.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::stream_api::driver::CudaContext;
//! use cuda_driver::stream_api::nccl::{Comm, Id, ReduceOp};
//!
//! let stream = CudaContext::new(0)?.default_stream();
//! let comm = Comm::from_rank(stream.clone(), 0, 1, Id::new()?)?;
//! let x = stream.clone_htod(&[1.0f32; 4])?;
//! let mut sum = stream.alloc_zeros::<f32>(4)?;
//! comm.all_reduce(&x, &mut sum, &ReduceOp::Sum)?;
//! assert_eq!(stream.clone_dtoh(&sum)?, [1.0; 4]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod safe;

pub use crate::nccl::{result, sys};
pub use safe::*;
