//! cudarc 0.19's `curand`: [`CudaRng`], a cuRAND generator whose fills run on a
//! [`CudaStream`](crate::stream_api::driver::CudaStream) (cargo feature `curand`). [`result`]
//! and [`sys`] are the crate's own ([`crate::curand`]'s), which have cudarc 0.19's names.
//!
//! A face of the crate's cuRAND, not a second one: a [`CudaRng`] holds the crate's
//! [`curand::CudaRng`](crate::curand::CudaRng), and every fill goes through the checks and the
//! submission that one's fills use. So, where cudarc 0.19.10 trusts its arguments, a fill is a
//! write of its buffer like a copy or a kernel launch, ordered after every earlier use of it
//! on any stream (and with the generator's other fills, which share its state on the GPU);
//! normal and log-normal fills of an odd length or an odd start are refused, naming the
//! length or the address, rather than failing in cuRAND.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::stream_api::curand::CudaRng;
//! use cuda_driver::stream_api::driver::CudaContext;
//!
//! let stream = CudaContext::new(0)?.default_stream();
//! let rng = CudaRng::new(42, stream.clone())?;
//! let mut noise = stream.alloc_zeros::<f32>(1 << 20)?;
//! rng.fill_with_normal(&mut noise, 0.0, 1.0)?;
//! let host = stream.clone_dtoh(&noise)?; // ordered after the fill
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod safe;

pub use crate::curand::{result, sys};
pub use safe::*;
