//! One function per cuRAND call, returning `Result<_, CurandError>`, with cudarc 0.13's names
//! and signatures.
//!
//! This is the only layer that turns a `curandStatus_t` into an error. It owns nothing: most
//! functions are `unsafe` and say in their `# Safety` section which handles and pointers must
//! be valid. Programs that want a generator use the safe [`CudaRng`](super::CudaRng).
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::curand::result;
//!
//! let v = result::get_version()?;
//! println!("cuRAND {}.{}.{}", v / 1000, v / 100 % 10, v % 100);
//! # Ok::<(), cuda_driver::curand::result::CurandError>(())
//! ```

use super::sys;
use std::ffi::c_int;
use std::mem::MaybeUninit;

mod error;

pub use error::CurandError;

/// cuRAND's version as an integer (`curandGetVersion`): `10310` for 10.3.10.
///
/// ```no_run
/// let v = cuda_driver::curand::result::get_version()?;
/// assert!(v >= 10000);
/// # Ok::<(), cuda_driver::curand::result::CurandError>(())
/// ```
pub fn get_version() -> Result<c_int, CurandError> {
    let mut version: c_int = 0;
    // SAFETY: writes one int.
    unsafe { sys::curandGetVersion(&mut version) }.result()?;
    Ok(version)
}

/// A new pseudo-random generator of the default kind (XORWOW), on the current context
/// (`curandCreateGenerator`). Destroy it with [`destroy_generator`].
///
/// ```no_run
/// use cuda_driver::curand::result;
/// let _dev = cuda_driver::driver::CudaDevice::new(0)?; // the context cuRAND works in
/// let generator = result::create_generator()?;
/// // SAFETY: made just above, destroyed once.
/// unsafe { result::destroy_generator(generator) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn create_generator() -> Result<sys::curandGenerator_t, CurandError> {
    create_generator_kind(sys::curandRngType_t::CURAND_RNG_PSEUDO_DEFAULT)
}

/// A new generator of `kind` (`curandCreateGenerator`). Destroy it with [`destroy_generator`].
///
/// ```no_run
/// use cuda_driver::curand::{result, sys::curandRngType_t};
/// let _dev = cuda_driver::driver::CudaDevice::new(0)?;
/// let generator = result::create_generator_kind(curandRngType_t::CURAND_RNG_PSEUDO_PHILOX4_32_10)?;
/// // SAFETY: made just above, destroyed once.
/// unsafe { result::destroy_generator(generator) }?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn create_generator_kind(
    kind: sys::curandRngType_t,
) -> Result<sys::curandGenerator_t, CurandError> {
    let mut generator = MaybeUninit::uninit();
    // SAFETY: writes the handle on success, which is the only case it is read in.
    unsafe {
        sys::curandCreateGenerator(generator.as_mut_ptr(), kind).result()?;
        Ok(generator.assume_init())
    }
}

/// Sets the seed of a pseudo-random generator (`curandSetPseudoRandomGeneratorSeed`).
///
/// # Safety
///
/// `generator` is a live generator, used by no other thread during the call.
pub unsafe fn set_seed(generator: sys::curandGenerator_t, seed: u64) -> Result<(), CurandError> {
    // SAFETY: the caller's promise.
    unsafe { sys::curandSetPseudoRandomGeneratorSeed(generator, seed) }.result()
}

/// Sets how many numbers the generator skips (`curandSetGeneratorOffset`).
///
/// # Safety
///
/// As for [`set_seed`].
pub unsafe fn set_offset(
    generator: sys::curandGenerator_t,
    offset: u64,
) -> Result<(), CurandError> {
    // SAFETY: the caller's promise.
    unsafe { sys::curandSetGeneratorOffset(generator, offset) }.result()
}

/// Sets the stream the generator's kernels run on (`curandSetStream`).
///
/// # Safety
///
/// As for [`set_seed`], and `stream` is a live stream of the generator's context (or null, the
/// legacy default stream) for as long as the generator may run work on it.
pub unsafe fn set_stream(
    generator: sys::curandGenerator_t,
    stream: sys::cudaStream_t,
) -> Result<(), CurandError> {
    // SAFETY: the caller's promise.
    unsafe { sys::curandSetStream(generator, stream) }.result()
}

/// Destroys a generator and frees its memory (`curandDestroyGenerator`).
///
/// # Safety
///
/// `generator` is a live generator, no longer used afterwards, and no work of it is still
/// running on the GPU.
pub unsafe fn destroy_generator(generator: sys::curandGenerator_t) -> Result<(), CurandError> {
    // SAFETY: the caller's promise.
    unsafe { sys::curandDestroyGenerator(generator) }.result()
}

/// The generation calls, one per type and distribution, as cudarc has them.
///
/// # Safety
///
/// For every function here: `generator` is a live generator used by no other thread during the
/// call, whose context is current; `out` points to `num` elements of device memory of that
/// context, which nothing else reads or writes until the generator's stream has run the work
/// enqueued here. Normal and log-normal numbers need an even `num` (cuRAND returns
/// `CURAND_STATUS_LENGTH_NOT_MULTIPLE` otherwise).
pub mod generate {
    use super::{CurandError, sys};

    /// Uniform `f32` in (0, 1] (`curandGenerateUniform`).
    ///
    /// # Safety
    ///
    /// See the [module docs](self).
    pub unsafe fn uniform_f32(
        generator: sys::curandGenerator_t,
        out: *mut f32,
        num: usize,
    ) -> Result<(), CurandError> {
        // SAFETY: the caller's promise.
        unsafe { sys::curandGenerateUniform(generator, out, num) }.result()
    }

    /// Uniform `f64` in (0, 1] (`curandGenerateUniformDouble`).
    ///
    /// # Safety
    ///
    /// See the [module docs](self).
    pub unsafe fn uniform_f64(
        generator: sys::curandGenerator_t,
        out: *mut f64,
        num: usize,
    ) -> Result<(), CurandError> {
        // SAFETY: the caller's promise.
        unsafe { sys::curandGenerateUniformDouble(generator, out, num) }.result()
    }

    /// Random `u32`, every bit uniform (`curandGenerate`).
    ///
    /// # Safety
    ///
    /// See the [module docs](self).
    pub unsafe fn uniform_u32(
        generator: sys::curandGenerator_t,
        out: *mut u32,
        num: usize,
    ) -> Result<(), CurandError> {
        // SAFETY: the caller's promise.
        unsafe { sys::curandGenerate(generator, out, num) }.result()
    }

    /// Random `u64` (`curandGenerateLongLong`; 64-bit quasi-random generators only).
    ///
    /// # Safety
    ///
    /// See the [module docs](self).
    pub unsafe fn uniform_u64(
        generator: sys::curandGenerator_t,
        out: *mut u64,
        num: usize,
    ) -> Result<(), CurandError> {
        // SAFETY: the caller's promise.
        unsafe { sys::curandGenerateLongLong(generator, out, num) }.result()
    }

    /// Normal `f32` of `mean` and standard deviation `std` (`curandGenerateNormal`).
    ///
    /// # Safety
    ///
    /// See the [module docs](self).
    pub unsafe fn normal_f32(
        generator: sys::curandGenerator_t,
        out: *mut f32,
        num: usize,
        mean: f32,
        std: f32,
    ) -> Result<(), CurandError> {
        // SAFETY: the caller's promise.
        unsafe { sys::curandGenerateNormal(generator, out, num, mean, std) }.result()
    }

    /// Normal `f64` (`curandGenerateNormalDouble`).
    ///
    /// # Safety
    ///
    /// See the [module docs](self).
    pub unsafe fn normal_f64(
        generator: sys::curandGenerator_t,
        out: *mut f64,
        num: usize,
        mean: f64,
        std: f64,
    ) -> Result<(), CurandError> {
        // SAFETY: the caller's promise.
        unsafe { sys::curandGenerateNormalDouble(generator, out, num, mean, std) }.result()
    }

    /// Log-normal `f32`: `exp` of normal numbers of `mean` and `std`
    /// (`curandGenerateLogNormal`).
    ///
    /// # Safety
    ///
    /// See the [module docs](self).
    pub unsafe fn log_normal_f32(
        generator: sys::curandGenerator_t,
        out: *mut f32,
        num: usize,
        mean: f32,
        std: f32,
    ) -> Result<(), CurandError> {
        // SAFETY: the caller's promise.
        unsafe { sys::curandGenerateLogNormal(generator, out, num, mean, std) }.result()
    }

    /// Log-normal `f64` (`curandGenerateLogNormalDouble`).
    ///
    /// # Safety
    ///
    /// See the [module docs](self).
    pub unsafe fn log_normal_f64(
        generator: sys::curandGenerator_t,
        out: *mut f64,
        num: usize,
        mean: f64,
        std: f64,
    ) -> Result<(), CurandError> {
        // SAFETY: the caller's promise.
        unsafe { sys::curandGenerateLogNormalDouble(generator, out, num, mean, std) }.result()
    }

    /// Poisson-distributed `u32` of mean `lambda` (`curandGeneratePoisson`).
    ///
    /// # Safety
    ///
    /// See the [module docs](self).
    pub unsafe fn poisson_u32(
        generator: sys::curandGenerator_t,
        out: *mut u32,
        num: usize,
        lambda: f64,
    ) -> Result<(), CurandError> {
        // SAFETY: the caller's promise.
        unsafe { sys::curandGeneratePoisson(generator, out, num, lambda) }.result()
    }
}

/// The uniform generation call for element type `T` (cudarc's trait; implemented by
/// `curandGenerator_t` for `f32`, `f64`, `u32` and `u64`).
pub trait UniformFill<T> {
    /// Fills `num` elements at `out` with uniform numbers.
    ///
    /// # Safety
    ///
    /// As for the functions of [`generate`].
    unsafe fn fill(self, out: *mut T, num: usize) -> Result<(), CurandError>;
}

/// The normal generation call for element type `T` (cudarc's trait; `f32` and `f64`).
pub trait NormalFill<T> {
    /// Fills `n` elements at `o` with normal numbers of mean `m` and standard deviation `s`.
    ///
    /// # Safety
    ///
    /// As for the functions of [`generate`].
    unsafe fn fill(self, o: *mut T, n: usize, m: T, s: T) -> Result<(), CurandError>;
}

/// The log-normal generation call for element type `T` (cudarc's trait; `f32` and `f64`).
pub trait LogNormalFill<T> {
    /// Fills `n` elements at `o` with log-normal numbers of (normal) mean `m` and standard
    /// deviation `s`.
    ///
    /// # Safety
    ///
    /// As for the functions of [`generate`].
    unsafe fn fill(self, o: *mut T, n: usize, m: T, s: T) -> Result<(), CurandError>;
}

macro_rules! fills {
    ($($trait:ident<$t:ty> => $f:ident($($arg:ident: $at:ty),*);)*) => {$(
        impl $trait<$t> for sys::curandGenerator_t {
            unsafe fn fill(self, out: *mut $t, num: usize $(, $arg: $at)*) -> Result<(), CurandError> {
                // SAFETY: the caller's promise, the same as the function's.
                unsafe { generate::$f(self, out, num $(, $arg)*) }
            }
        }
    )*};
}

fills! {
    UniformFill<f32> => uniform_f32();
    UniformFill<f64> => uniform_f64();
    UniformFill<u32> => uniform_u32();
    UniformFill<u64> => uniform_u64();
    NormalFill<f32> => normal_f32(m: f32, s: f32);
    NormalFill<f64> => normal_f64(m: f64, s: f64);
    LogNormalFill<f32> => log_normal_f32(m: f32, s: f32);
    LogNormalFill<f64> => log_normal_f64(m: f64, s: f64);
}
