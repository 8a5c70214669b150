//! NPP, NVIDIA's image processing primitives, on [`CudaImage`](crate::driver::CudaImage)s:
//! resize, remap, borders (letterboxing), color conversion (NV12, YUV 4:2:0, RGB, BGR, gray),
//! 8-bit to float normalisation, and packed to planar, for 8-bit and 32-bit float images of
//! 1 or 3 channels (where NPP has them). Behind the cargo feature `npp`.
//!
//! Like libcuda, NPP is loaded at run time (see [`loader`](crate::loader):
//! `CUDA_DRIVER_NPP_PATH`, the CUDA folders, the PyPI wheels `nvidia-npp-cu12` and
//! `nvidia-npp`), and only the stream-context (`_Ctx`) functions are used, which CUDA 12 and 13
//! both have. Three layers, as for the driver:
//!
//! - [`sys`]: generated bindings of the functions used (`scripts/npp-functions.txt`);
//! - [`result`]: NPP's statuses as typed [`NppError`](result::NppError)s (which the
//!   [`DriverError`](crate::driver::DriverError)s of the calls below keep:
//!   [`from_driver_error`](result::NppError::from_driver_error)), the version, the stream
//!   context;
//! - [`Npp`] (sync, on the calling thread's stream of the device) and [`AsyncNpp`] (each call a future on an
//!   [`AsyncDevice`](../async/struct.AsyncDevice.html)): every call checks devices, channel counts,
//!   sizes, regions and pitches before anything is enqueued, and is ordered with all other
//!   work on its images by the images' own records, like every other operation of the crate.
//!
//! # Examples
//!
//! A video frame to a network's input: NV12 1080p → RGB → 640x360 → letterboxed 640x640 →
//! normalised `f32` → planar (CHW).
//!
//! ```no_run
//! use cuda_driver::driver::{CudaDevice, CudaImage, Rect};
//! use cuda_driver::npp::{Interpolation, Npp, YuvMatrix};
//!
//! let dev = CudaDevice::new(0)?;
//! let npp = Npp::new(dev.clone())?;
//! let nv12 = dev.alloc_image_zeros::<u8>(1920, 1080 * 3 / 2, 1)?; // Y rows, then UV rows
//! let mut rgb = dev.alloc_image_zeros::<u8>(1920, 1080, 3)?;
//! let mut small = dev.alloc_image_zeros::<u8>(640, 360, 3)?;
//! let mut boxed = dev.alloc_image_zeros::<u8>(640, 640, 3)?;
//! let mut norm = dev.alloc_image_zeros::<f32>(640, 640, 3)?;
//! let mut chw = CudaImage::from_slice(dev.alloc_zeros::<f32>(3 * 640 * 640)?, 640, 1920, 1)
//!     .map_err(|(_, e)| e)?;
//!
//! let y = nv12.region(Rect::new(0, 0, 1920, 1080))?;
//! let uv = nv12.region(Rect::new(0, 1080, 1920, 540))?;
//! npp.nv12_to_rgb(&y, &uv, &mut rgb, YuvMatrix::Bt709)?;
//! npp.resize(&rgb, &mut small, Interpolation::Linear)?;
//! npp.letterbox(&small, &mut boxed, &[114, 114, 114])?;
//! npp.u8_to_f32(&boxed, &mut norm, &[1.0 / 255.0; 3], &[0.0; 3])?;
//! let (mut r, gb) = chw.split_rows_mut(640)?;
//! let (mut g, mut b) = gb.split_rows_mut(640)?;
//! npp.packed_to_planar(&norm, [&mut r, &mut g, &mut b])?;
//! let input = chw.into_slice().map_err(|(_, e)| e)?; // 3 * 640 * 640 floats for the network
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! ```

pub mod result;
mod safe;
pub mod sys;

pub use safe::{AsyncNpp, Interpolation, Npp, NppPixel, YuvMatrix};
