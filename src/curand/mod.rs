//! cuRAND random numbers on the GPU (cargo feature `curand`).
//!
//! Three layers, like the driver's: [`sys`] (generated from `curand.h`, each function resolved
//! from `libcurand.so.10` on first use), [`result`] (one checked function per call) and the
//! safe [`CudaRng`] re-exported here. The paths, names and signatures are those of cudarc
//! 0.13's `curand` module, so programs written against it port by renaming the crate.
//!
//! cuRAND is loaded at run time like libcuda: see [`loader::CURAND`](crate::loader::CURAND)
//! for where it is looked for (`CUDA_DRIVER_CURAND_PATH` overrides the search). A missing
//! library is a [`CurandError`](result::CurandError) listing every path tried.
//!
//! # Ordering
//!
//! A fill is a write of its buffer like a copy or a kernel launch: it runs on the calling
//! thread's stream of the device (see [`CudaDevice`](crate::driver::CudaDevice)'s streams and
//! threads), after every earlier use of the buffer on any stream, and every later use (its
//! free included) waits for it. Fills of one generator are ordered among themselves too, since
//! they share its state on the GPU. [`AsyncDevice::fill_with_uniform`](../async/struct.AsyncDevice.html#method.fill_with_uniform)
//! and its siblings are the same fills on the async adapter's streams, as futures.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::curand::CudaRng;
//! use cuda_driver::driver::CudaDevice;
//!
//! let dev = CudaDevice::new(0)?;
//! let rng = CudaRng::new(42, dev.clone())?;
//! let mut noise = dev.alloc_zeros::<f32>(1 << 20)?;
//! rng.fill_with_normal(&mut noise, 0.0, 1.0)?;
//! let host = dev.dtoh_sync_copy(&noise)?; // ordered after the fill
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod result;
pub mod safe;
pub mod sys;

pub use safe::CudaRng;
