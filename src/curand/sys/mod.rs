// GENERATED FILE: do not edit by hand.
// Regenerate with `bash scripts/gen-bindings.sh` (bindgen 0.73.2, curand.h from nvidia-curand-cu12==10.3.10.19,
// rewritten by scripts/postprocess_bindings.py).
//! Raw bindings to cuRAND, generated from the C header, in cudarc's shapes: C enums are Rust
//! enums (`#[repr]` of the C type, so `x as u32` and exhaustive matches work; values that alias
//! another are associated constants), and every function is both a free function
//! (`curandGetVersion(&mut version)`, as in cudarc 0.10) and a method of [`Lib`]
//! (`lib().curandGetVersion(&mut version)`, as in cudarc 0.11-0.13).
//!
//! # Loading
//!
//! Every function is resolved from the library on its first call (see [`crate::loader`]).
//! Nothing here panics when the library or a function is missing. A function returning
//! `curandStatus_t` returns `CURAND_STATUS_INITIALIZATION_FAILED` when cuRAND or the function
//! is missing; one returning a pointer returns null, and one returning nothing does nothing. In
//! each case the loader's message (every path tried and why it failed and the environment
//! variable that overrides the search, or the missing function) is kept for the calling thread,
//! and the `result` layer attaches it to the error it makes of that code
//! (`curandStatus_t::result()` does too).
//!
//! # Values from the library
//!
//! A Rust enum holding a value that is not one of its variants is undefined behaviour, and a
//! newer library may return values these bindings do not know. So the raw function pointer
//! types declare a returned `curandStatus_t` as its integer type, and the functions here
//! convert it with the checked `curandStatus_t::from_raw`: a value they do not know becomes
//! `CURAND_STATUS_INTERNAL_ERROR`. The function and the value are recorded as above; the error
//! the `result` layer makes names them.
//!
//! Enums the library writes through out-pointers or into structs keep the header's types in
//! these signatures, as cudarc has them. Passing a pointer to such an enum is only sound when
//! the library cannot write a value these bindings do not know: the `result` layer passes
//! memory of the integer type instead and checks it with `from_raw`. Do the same when calling
//! these functions directly.
//!
//! `Default` zeroes a struct, except that a field whose enum has no zero value gets the enum's
//! first value (zero would not be a valid enum).
#![allow(
    non_camel_case_types,
    non_snake_case,
    non_upper_case_globals,
    missing_docs,
    missing_debug_implementations
)]
#![allow(clippy::all, rustdoc::all)]
// The derives cudarc has (PartialEq, Ord, Hash) compare function pointer fields too.
#![allow(unknown_lints, unpredictable_function_pointer_comparisons)]

use crate::loader::{CURAND, Failure, LoadError, Symbol};

pub use crate::driver::sys::CUstream_st;

pub type cudaStream_t = *mut CUstream_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum curandStatus {
    CURAND_STATUS_SUCCESS = 0,
    CURAND_STATUS_VERSION_MISMATCH = 100,
    CURAND_STATUS_NOT_INITIALIZED = 101,
    CURAND_STATUS_ALLOCATION_FAILED = 102,
    CURAND_STATUS_TYPE_ERROR = 103,
    CURAND_STATUS_OUT_OF_RANGE = 104,
    CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
    CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
    CURAND_STATUS_LAUNCH_FAILURE = 201,
    CURAND_STATUS_PREEXISTING_FAILURE = 202,
    CURAND_STATUS_INITIALIZATION_FAILED = 203,
    CURAND_STATUS_ARCH_MISMATCH = 204,
    CURAND_STATUS_INTERNAL_ERROR = 999,
}
pub use self::curandStatus as curandStatus_t;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum curandRngType {
    CURAND_RNG_TEST = 0,
    CURAND_RNG_PSEUDO_DEFAULT = 100,
    CURAND_RNG_PSEUDO_XORWOW = 101,
    CURAND_RNG_PSEUDO_MRG32K3A = 121,
    CURAND_RNG_PSEUDO_MTGP32 = 141,
    CURAND_RNG_PSEUDO_MT19937 = 142,
    CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
    CURAND_RNG_QUASI_DEFAULT = 200,
    CURAND_RNG_QUASI_SOBOL32 = 201,
    CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202,
    CURAND_RNG_QUASI_SOBOL64 = 203,
    CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204,
}
pub use self::curandRngType as curandRngType_t;
#[repr(C)]
#[derive(Debug)]
pub struct curandGenerator_st {
    _unused: [u8; 0],
}
pub type curandGenerator_t = *mut curandGenerator_st;

impl curandStatus {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `curandStatus_t`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CURAND_STATUS_SUCCESS),
            100 => Some(Self::CURAND_STATUS_VERSION_MISMATCH),
            101 => Some(Self::CURAND_STATUS_NOT_INITIALIZED),
            102 => Some(Self::CURAND_STATUS_ALLOCATION_FAILED),
            103 => Some(Self::CURAND_STATUS_TYPE_ERROR),
            104 => Some(Self::CURAND_STATUS_OUT_OF_RANGE),
            105 => Some(Self::CURAND_STATUS_LENGTH_NOT_MULTIPLE),
            106 => Some(Self::CURAND_STATUS_DOUBLE_PRECISION_REQUIRED),
            201 => Some(Self::CURAND_STATUS_LAUNCH_FAILURE),
            202 => Some(Self::CURAND_STATUS_PREEXISTING_FAILURE),
            203 => Some(Self::CURAND_STATUS_INITIALIZATION_FAILED),
            204 => Some(Self::CURAND_STATUS_ARCH_MISMATCH),
            999 => Some(Self::CURAND_STATUS_INTERNAL_ERROR),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CURAND_STATUS_SUCCESS => "CURAND_STATUS_SUCCESS",
            Self::CURAND_STATUS_VERSION_MISMATCH => "CURAND_STATUS_VERSION_MISMATCH",
            Self::CURAND_STATUS_NOT_INITIALIZED => "CURAND_STATUS_NOT_INITIALIZED",
            Self::CURAND_STATUS_ALLOCATION_FAILED => "CURAND_STATUS_ALLOCATION_FAILED",
            Self::CURAND_STATUS_TYPE_ERROR => "CURAND_STATUS_TYPE_ERROR",
            Self::CURAND_STATUS_OUT_OF_RANGE => "CURAND_STATUS_OUT_OF_RANGE",
            Self::CURAND_STATUS_LENGTH_NOT_MULTIPLE => "CURAND_STATUS_LENGTH_NOT_MULTIPLE",
            Self::CURAND_STATUS_DOUBLE_PRECISION_REQUIRED => {
                "CURAND_STATUS_DOUBLE_PRECISION_REQUIRED"
            }
            Self::CURAND_STATUS_LAUNCH_FAILURE => "CURAND_STATUS_LAUNCH_FAILURE",
            Self::CURAND_STATUS_PREEXISTING_FAILURE => "CURAND_STATUS_PREEXISTING_FAILURE",
            Self::CURAND_STATUS_INITIALIZATION_FAILED => "CURAND_STATUS_INITIALIZATION_FAILED",
            Self::CURAND_STATUS_ARCH_MISMATCH => "CURAND_STATUS_ARCH_MISMATCH",
            Self::CURAND_STATUS_INTERNAL_ERROR => "CURAND_STATUS_INTERNAL_ERROR",
        }
    }
}

impl curandRngType {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `curandRngType_t`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CURAND_RNG_TEST),
            100 => Some(Self::CURAND_RNG_PSEUDO_DEFAULT),
            101 => Some(Self::CURAND_RNG_PSEUDO_XORWOW),
            121 => Some(Self::CURAND_RNG_PSEUDO_MRG32K3A),
            141 => Some(Self::CURAND_RNG_PSEUDO_MTGP32),
            142 => Some(Self::CURAND_RNG_PSEUDO_MT19937),
            161 => Some(Self::CURAND_RNG_PSEUDO_PHILOX4_32_10),
            200 => Some(Self::CURAND_RNG_QUASI_DEFAULT),
            201 => Some(Self::CURAND_RNG_QUASI_SOBOL32),
            202 => Some(Self::CURAND_RNG_QUASI_SCRAMBLED_SOBOL32),
            203 => Some(Self::CURAND_RNG_QUASI_SOBOL64),
            204 => Some(Self::CURAND_RNG_QUASI_SCRAMBLED_SOBOL64),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CURAND_RNG_TEST => "CURAND_RNG_TEST",
            Self::CURAND_RNG_PSEUDO_DEFAULT => "CURAND_RNG_PSEUDO_DEFAULT",
            Self::CURAND_RNG_PSEUDO_XORWOW => "CURAND_RNG_PSEUDO_XORWOW",
            Self::CURAND_RNG_PSEUDO_MRG32K3A => "CURAND_RNG_PSEUDO_MRG32K3A",
            Self::CURAND_RNG_PSEUDO_MTGP32 => "CURAND_RNG_PSEUDO_MTGP32",
            Self::CURAND_RNG_PSEUDO_MT19937 => "CURAND_RNG_PSEUDO_MT19937",
            Self::CURAND_RNG_PSEUDO_PHILOX4_32_10 => "CURAND_RNG_PSEUDO_PHILOX4_32_10",
            Self::CURAND_RNG_QUASI_DEFAULT => "CURAND_RNG_QUASI_DEFAULT",
            Self::CURAND_RNG_QUASI_SOBOL32 => "CURAND_RNG_QUASI_SOBOL32",
            Self::CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 => "CURAND_RNG_QUASI_SCRAMBLED_SOBOL32",
            Self::CURAND_RNG_QUASI_SOBOL64 => "CURAND_RNG_QUASI_SOBOL64",
            Self::CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 => "CURAND_RNG_QUASI_SCRAMBLED_SOBOL64",
        }
    }
}

/// The code a missing library or function returns; the loader's message is recorded for
/// the `result` layer.
#[cold]
#[inline(never)]
fn __load_failed(e: LoadError) -> curandStatus_t {
    let code = curandStatus_t::CURAND_STATUS_INITIALIZATION_FAILED;
    crate::loader::record_failure("cuRAND", code as i64, Failure::Load(e));
    code
}

/// The returned value as a `curandStatus_t`, with a value these bindings do not know mapped to a
/// known one (see the module docs).
#[inline(always)]
pub(crate) fn __checked(raw: u32, function: &'static str) -> curandStatus_t {
    // Zero (success, the usual answer) first, without the whole match.
    if raw == 0 {
        if let Some(code) = const { curandStatus_t::from_raw(0) } {
            return code;
        }
    }
    match curandStatus_t::from_raw(raw) {
        Some(code) => code,
        None => __unknown(raw, function),
    }
}

#[cold]
#[inline(never)]
fn __unknown(raw: u32, function: &'static str) -> curandStatus_t {
    let code = curandStatus_t::CURAND_STATUS_INTERNAL_ERROR;
    let raw = raw as i64;
    crate::loader::record_failure("cuRAND", code as i64, Failure::Unknown { function, raw });
    code
}

/// `curandCreateGenerator`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandCreateGenerator(
    generator: *mut curandGenerator_t,
    rng_type: curandRngType_t,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandCreateGenerator");
    type __F = unsafe extern "C" fn(*mut curandGenerator_t, curandRngType_t) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(generator, rng_type) }, "curandCreateGenerator"),
        Err(e) => __load_failed(e),
    }
}

/// `curandDestroyGenerator`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandDestroyGenerator(generator: curandGenerator_t) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandDestroyGenerator");
    type __F = unsafe extern "C" fn(curandGenerator_t) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(generator) }, "curandDestroyGenerator"),
        Err(e) => __load_failed(e),
    }
}

/// `curandGetVersion`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandGetVersion(version: *mut ::core::ffi::c_int) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandGetVersion");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(version) }, "curandGetVersion"),
        Err(e) => __load_failed(e),
    }
}

/// `curandSetStream`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandSetStream(
    generator: curandGenerator_t,
    stream: cudaStream_t,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandSetStream");
    type __F = unsafe extern "C" fn(curandGenerator_t, cudaStream_t) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(generator, stream) }, "curandSetStream"),
        Err(e) => __load_failed(e),
    }
}

/// `curandSetPseudoRandomGeneratorSeed`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandSetPseudoRandomGeneratorSeed(
    generator: curandGenerator_t,
    seed: ::core::ffi::c_ulonglong,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandSetPseudoRandomGeneratorSeed");
    type __F = unsafe extern "C" fn(curandGenerator_t, ::core::ffi::c_ulonglong) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(generator, seed) },
            "curandSetPseudoRandomGeneratorSeed",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `curandSetGeneratorOffset`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandSetGeneratorOffset(
    generator: curandGenerator_t,
    offset: ::core::ffi::c_ulonglong,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandSetGeneratorOffset");
    type __F = unsafe extern "C" fn(curandGenerator_t, ::core::ffi::c_ulonglong) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(generator, offset) },
            "curandSetGeneratorOffset",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `curandGenerate`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandGenerate(
    generator: curandGenerator_t,
    outputPtr: *mut ::core::ffi::c_uint,
    num: usize,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandGenerate");
    type __F = unsafe extern "C" fn(curandGenerator_t, *mut ::core::ffi::c_uint, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(generator, outputPtr, num) }, "curandGenerate"),
        Err(e) => __load_failed(e),
    }
}

/// `curandGenerateLongLong`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandGenerateLongLong(
    generator: curandGenerator_t,
    outputPtr: *mut ::core::ffi::c_ulonglong,
    num: usize,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandGenerateLongLong");
    type __F = unsafe extern "C" fn(curandGenerator_t, *mut ::core::ffi::c_ulonglong, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(generator, outputPtr, num) },
            "curandGenerateLongLong",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `curandGenerateUniform`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandGenerateUniform(
    generator: curandGenerator_t,
    outputPtr: *mut f32,
    num: usize,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandGenerateUniform");
    type __F = unsafe extern "C" fn(curandGenerator_t, *mut f32, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(generator, outputPtr, num) },
            "curandGenerateUniform",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `curandGenerateUniformDouble`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandGenerateUniformDouble(
    generator: curandGenerator_t,
    outputPtr: *mut f64,
    num: usize,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandGenerateUniformDouble");
    type __F = unsafe extern "C" fn(curandGenerator_t, *mut f64, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(generator, outputPtr, num) },
            "curandGenerateUniformDouble",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `curandGenerateNormal`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandGenerateNormal(
    generator: curandGenerator_t,
    outputPtr: *mut f32,
    n: usize,
    mean: f32,
    stddev: f32,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandGenerateNormal");
    type __F = unsafe extern "C" fn(curandGenerator_t, *mut f32, usize, f32, f32) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(generator, outputPtr, n, mean, stddev) },
            "curandGenerateNormal",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `curandGenerateNormalDouble`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandGenerateNormalDouble(
    generator: curandGenerator_t,
    outputPtr: *mut f64,
    n: usize,
    mean: f64,
    stddev: f64,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandGenerateNormalDouble");
    type __F = unsafe extern "C" fn(curandGenerator_t, *mut f64, usize, f64, f64) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(generator, outputPtr, n, mean, stddev) },
            "curandGenerateNormalDouble",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `curandGenerateLogNormal`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandGenerateLogNormal(
    generator: curandGenerator_t,
    outputPtr: *mut f32,
    n: usize,
    mean: f32,
    stddev: f32,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandGenerateLogNormal");
    type __F = unsafe extern "C" fn(curandGenerator_t, *mut f32, usize, f32, f32) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(generator, outputPtr, n, mean, stddev) },
            "curandGenerateLogNormal",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `curandGenerateLogNormalDouble`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandGenerateLogNormalDouble(
    generator: curandGenerator_t,
    outputPtr: *mut f64,
    n: usize,
    mean: f64,
    stddev: f64,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandGenerateLogNormalDouble");
    type __F = unsafe extern "C" fn(curandGenerator_t, *mut f64, usize, f64, f64) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(generator, outputPtr, n, mean, stddev) },
            "curandGenerateLogNormalDouble",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `curandGeneratePoisson`, resolved from cuRAND on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn curandGeneratePoisson(
    generator: curandGenerator_t,
    outputPtr: *mut ::core::ffi::c_uint,
    n: usize,
    lambda: f64,
) -> curandStatus_t {
    static SYM: Symbol = Symbol::new(c"curandGeneratePoisson");
    type __F = unsafe extern "C" fn(curandGenerator_t, *mut ::core::ffi::c_uint, usize, f64) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&CURAND) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(generator, outputPtr, n, lambda) },
            "curandGeneratePoisson",
        ),
        Err(e) => __load_failed(e),
    }
}

/// The functions of cuRAND as methods, in cudarc 0.11-0.13's shape:
/// `sys::lib().curandGetVersion(&mut version)`. Each method calls the free function of the
/// same name: it loads lazily and never panics, as they do.
#[derive(Debug)]
pub struct Lib {
    _private: (),
}

/// The [`Lib`] whose methods are this module's functions. Nothing is loaded here: each
/// function is resolved on its first call.
///
/// # Safety
///
/// Nothing to uphold: it is `unsafe` only because cudarc's is, so that code written for
/// cudarc compiles unchanged.
pub unsafe fn lib() -> &'static Lib {
    static LIB: Lib = Lib { _private: () };
    &LIB
}

impl Lib {
    /// [`curandCreateGenerator`](fn@curandCreateGenerator), as a method.
    #[inline]
    pub unsafe fn curandCreateGenerator(
        &self,
        generator: *mut curandGenerator_t,
        rng_type: curandRngType_t,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandCreateGenerator(generator, rng_type) }
    }

    /// [`curandDestroyGenerator`](fn@curandDestroyGenerator), as a method.
    #[inline]
    pub unsafe fn curandDestroyGenerator(&self, generator: curandGenerator_t) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandDestroyGenerator(generator) }
    }

    /// [`curandGetVersion`](fn@curandGetVersion), as a method.
    #[inline]
    pub unsafe fn curandGetVersion(&self, version: *mut ::core::ffi::c_int) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandGetVersion(version) }
    }

    /// [`curandSetStream`](fn@curandSetStream), as a method.
    #[inline]
    pub unsafe fn curandSetStream(
        &self,
        generator: curandGenerator_t,
        stream: cudaStream_t,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandSetStream(generator, stream) }
    }

    /// [`curandSetPseudoRandomGeneratorSeed`](fn@curandSetPseudoRandomGeneratorSeed), as a method.
    #[inline]
    pub unsafe fn curandSetPseudoRandomGeneratorSeed(
        &self,
        generator: curandGenerator_t,
        seed: ::core::ffi::c_ulonglong,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandSetPseudoRandomGeneratorSeed(generator, seed) }
    }

    /// [`curandSetGeneratorOffset`](fn@curandSetGeneratorOffset), as a method.
    #[inline]
    pub unsafe fn curandSetGeneratorOffset(
        &self,
        generator: curandGenerator_t,
        offset: ::core::ffi::c_ulonglong,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandSetGeneratorOffset(generator, offset) }
    }

    /// [`curandGenerate`](fn@curandGenerate), as a method.
    #[inline]
    pub unsafe fn curandGenerate(
        &self,
        generator: curandGenerator_t,
        outputPtr: *mut ::core::ffi::c_uint,
        num: usize,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandGenerate(generator, outputPtr, num) }
    }

    /// [`curandGenerateLongLong`](fn@curandGenerateLongLong), as a method.
    #[inline]
    pub unsafe fn curandGenerateLongLong(
        &self,
        generator: curandGenerator_t,
        outputPtr: *mut ::core::ffi::c_ulonglong,
        num: usize,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandGenerateLongLong(generator, outputPtr, num) }
    }

    /// [`curandGenerateUniform`](fn@curandGenerateUniform), as a method.
    #[inline]
    pub unsafe fn curandGenerateUniform(
        &self,
        generator: curandGenerator_t,
        outputPtr: *mut f32,
        num: usize,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandGenerateUniform(generator, outputPtr, num) }
    }

    /// [`curandGenerateUniformDouble`](fn@curandGenerateUniformDouble), as a method.
    #[inline]
    pub unsafe fn curandGenerateUniformDouble(
        &self,
        generator: curandGenerator_t,
        outputPtr: *mut f64,
        num: usize,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandGenerateUniformDouble(generator, outputPtr, num) }
    }

    /// [`curandGenerateNormal`](fn@curandGenerateNormal), as a method.
    #[inline]
    pub unsafe fn curandGenerateNormal(
        &self,
        generator: curandGenerator_t,
        outputPtr: *mut f32,
        n: usize,
        mean: f32,
        stddev: f32,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandGenerateNormal(generator, outputPtr, n, mean, stddev) }
    }

    /// [`curandGenerateNormalDouble`](fn@curandGenerateNormalDouble), as a method.
    #[inline]
    pub unsafe fn curandGenerateNormalDouble(
        &self,
        generator: curandGenerator_t,
        outputPtr: *mut f64,
        n: usize,
        mean: f64,
        stddev: f64,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandGenerateNormalDouble(generator, outputPtr, n, mean, stddev) }
    }

    /// [`curandGenerateLogNormal`](fn@curandGenerateLogNormal), as a method.
    #[inline]
    pub unsafe fn curandGenerateLogNormal(
        &self,
        generator: curandGenerator_t,
        outputPtr: *mut f32,
        n: usize,
        mean: f32,
        stddev: f32,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandGenerateLogNormal(generator, outputPtr, n, mean, stddev) }
    }

    /// [`curandGenerateLogNormalDouble`](fn@curandGenerateLogNormalDouble), as a method.
    #[inline]
    pub unsafe fn curandGenerateLogNormalDouble(
        &self,
        generator: curandGenerator_t,
        outputPtr: *mut f64,
        n: usize,
        mean: f64,
        stddev: f64,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandGenerateLogNormalDouble(generator, outputPtr, n, mean, stddev) }
    }

    /// [`curandGeneratePoisson`](fn@curandGeneratePoisson), as a method.
    #[inline]
    pub unsafe fn curandGeneratePoisson(
        &self,
        generator: curandGenerator_t,
        outputPtr: *mut ::core::ffi::c_uint,
        n: usize,
        lambda: f64,
    ) -> curandStatus_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { curandGeneratePoisson(generator, outputPtr, n, lambda) }
    }
}
