// GENERATED FILE: do not edit by hand.
// Regenerate with `bash scripts/gen-bindings.sh` (bindgen 0.73.2, nvrtc.h from nvidia-cuda-nvrtc-cu12==12.9.86,
// rewritten by scripts/postprocess_bindings.py).
//! Raw bindings to NVRTC, generated from the C header, in cudarc's shapes: C enums are Rust
//! enums (`#[repr]` of the C type, so `x as u32` and exhaustive matches work; values that alias
//! another are associated constants), and every function is both a free function
//! (`nvrtcVersion(&mut major, &mut minor)`, as in cudarc 0.10) and a method of [`Lib`]
//! (`lib().nvrtcVersion(&mut major, &mut minor)`, as in cudarc 0.11-0.13).
//!
//! # Loading
//!
//! Every function is resolved from the library on its first call (see [`crate::loader`]).
//! Nothing here panics when the library or a function is missing. A function returning
//! `nvrtcResult` returns `NVRTC_ERROR_INTERNAL_ERROR` when NVRTC or the function is missing;
//! one returning a pointer returns null, and one returning nothing does nothing. In each case
//! the loader's message (every path tried and why it failed and the environment variable that
//! overrides the search, or the missing function) is kept for the calling thread, and the
//! `result` layer attaches it to the error it makes of that code (`nvrtcResult::result()` does
//! too).
//!
//! # Values from the library
//!
//! A Rust enum holding a value that is not one of its variants is undefined behaviour, and a
//! newer library may return values these bindings do not know. So the raw function pointer
//! types declare a returned `nvrtcResult` as its integer type, and the functions here convert
//! it with the checked `nvrtcResult::from_raw`: a value they do not know becomes
//! `NVRTC_ERROR_INTERNAL_ERROR`. The function and the value are recorded as above; `NvrtcError`
//! has no room to name them.
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

use crate::loader::{Failure, LoadError, NVRTC, Symbol};

#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum nvrtcResult {
    NVRTC_SUCCESS = 0,
    NVRTC_ERROR_OUT_OF_MEMORY = 1,
    NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
    NVRTC_ERROR_INVALID_INPUT = 3,
    NVRTC_ERROR_INVALID_PROGRAM = 4,
    NVRTC_ERROR_INVALID_OPTION = 5,
    NVRTC_ERROR_COMPILATION = 6,
    NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
    NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
    NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
    NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
    NVRTC_ERROR_INTERNAL_ERROR = 11,
    NVRTC_ERROR_TIME_FILE_WRITE_FAILED = 12,
    NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED = 13,
    NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED = 14,
    NVRTC_ERROR_PCH_CREATE = 15,
    NVRTC_ERROR_CANCELLED = 16,
}
#[repr(C)]
#[derive(Debug)]
pub struct _nvrtcProgram {
    _unused: [u8; 0],
}
pub type nvrtcProgram = *mut _nvrtcProgram;

impl nvrtcResult {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `nvrtcResult`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::NVRTC_SUCCESS),
            1 => Some(Self::NVRTC_ERROR_OUT_OF_MEMORY),
            2 => Some(Self::NVRTC_ERROR_PROGRAM_CREATION_FAILURE),
            3 => Some(Self::NVRTC_ERROR_INVALID_INPUT),
            4 => Some(Self::NVRTC_ERROR_INVALID_PROGRAM),
            5 => Some(Self::NVRTC_ERROR_INVALID_OPTION),
            6 => Some(Self::NVRTC_ERROR_COMPILATION),
            7 => Some(Self::NVRTC_ERROR_BUILTIN_OPERATION_FAILURE),
            8 => Some(Self::NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION),
            9 => Some(Self::NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION),
            10 => Some(Self::NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID),
            11 => Some(Self::NVRTC_ERROR_INTERNAL_ERROR),
            12 => Some(Self::NVRTC_ERROR_TIME_FILE_WRITE_FAILED),
            13 => Some(Self::NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED),
            14 => Some(Self::NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED),
            15 => Some(Self::NVRTC_ERROR_PCH_CREATE),
            16 => Some(Self::NVRTC_ERROR_CANCELLED),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::NVRTC_SUCCESS => "NVRTC_SUCCESS",
            Self::NVRTC_ERROR_OUT_OF_MEMORY => "NVRTC_ERROR_OUT_OF_MEMORY",
            Self::NVRTC_ERROR_PROGRAM_CREATION_FAILURE => "NVRTC_ERROR_PROGRAM_CREATION_FAILURE",
            Self::NVRTC_ERROR_INVALID_INPUT => "NVRTC_ERROR_INVALID_INPUT",
            Self::NVRTC_ERROR_INVALID_PROGRAM => "NVRTC_ERROR_INVALID_PROGRAM",
            Self::NVRTC_ERROR_INVALID_OPTION => "NVRTC_ERROR_INVALID_OPTION",
            Self::NVRTC_ERROR_COMPILATION => "NVRTC_ERROR_COMPILATION",
            Self::NVRTC_ERROR_BUILTIN_OPERATION_FAILURE => "NVRTC_ERROR_BUILTIN_OPERATION_FAILURE",
            Self::NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION => {
                "NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION"
            }
            Self::NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION => {
                "NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION"
            }
            Self::NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID => "NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID",
            Self::NVRTC_ERROR_INTERNAL_ERROR => "NVRTC_ERROR_INTERNAL_ERROR",
            Self::NVRTC_ERROR_TIME_FILE_WRITE_FAILED => "NVRTC_ERROR_TIME_FILE_WRITE_FAILED",
            Self::NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED => "NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED",
            Self::NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED => "NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED",
            Self::NVRTC_ERROR_PCH_CREATE => "NVRTC_ERROR_PCH_CREATE",
            Self::NVRTC_ERROR_CANCELLED => "NVRTC_ERROR_CANCELLED",
        }
    }
}

/// The code a missing library or function returns; the loader's message is recorded for
/// the `result` layer.
#[cold]
#[inline(never)]
fn __load_failed(e: LoadError) -> nvrtcResult {
    let code = nvrtcResult::NVRTC_ERROR_INTERNAL_ERROR;
    crate::loader::record_failure("NVRTC", code as i64, Failure::Load(e));
    code
}

/// The returned value as a `nvrtcResult`, with a value these bindings do not know mapped to a
/// known one (see the module docs).
#[inline(always)]
pub(crate) fn __checked(raw: u32, function: &'static str) -> nvrtcResult {
    // Zero (success, the usual answer) first, without the whole match.
    if raw == 0 {
        if let Some(code) = const { nvrtcResult::from_raw(0) } {
            return code;
        }
    }
    match nvrtcResult::from_raw(raw) {
        Some(code) => code,
        None => __unknown(raw, function),
    }
}

#[cold]
#[inline(never)]
fn __unknown(raw: u32, function: &'static str) -> nvrtcResult {
    let code = nvrtcResult::NVRTC_ERROR_INTERNAL_ERROR;
    let raw = raw as i64;
    crate::loader::record_failure("NVRTC", code as i64, Failure::Unknown { function, raw });
    code
}

/// `nvrtcGetErrorString`, resolved from NVRTC on first use. When the library or the
/// function is missing this returns a null pointer, and the loader's message is kept for the
/// `result` layer: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetErrorString(result: nvrtcResult) -> *const ::core::ffi::c_char {
    static SYM: Symbol = Symbol::new(c"nvrtcGetErrorString");
    type __F = unsafe extern "C" fn(nvrtcResult) -> *const ::core::ffi::c_char;
    // SAFETY: __F is the signature the header declares for this symbol.
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => unsafe { __f(result) },
        Err(e) => {
            __load_failed(e);
            ::core::ptr::null()
        }
    }
}

/// `nvrtcVersion`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcVersion(
    major: *mut ::core::ffi::c_int,
    minor: *mut ::core::ffi::c_int,
) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcVersion");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int, *mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(major, minor) }, "nvrtcVersion"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetNumSupportedArchs`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetNumSupportedArchs(numArchs: *mut ::core::ffi::c_int) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetNumSupportedArchs");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(numArchs) }, "nvrtcGetNumSupportedArchs"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetSupportedArchs`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetSupportedArchs(supportedArchs: *mut ::core::ffi::c_int) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetSupportedArchs");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(supportedArchs) }, "nvrtcGetSupportedArchs"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcCreateProgram`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcCreateProgram(
    prog: *mut nvrtcProgram,
    src: *const ::core::ffi::c_char,
    name: *const ::core::ffi::c_char,
    numHeaders: ::core::ffi::c_int,
    headers: *const *const ::core::ffi::c_char,
    includeNames: *const *const ::core::ffi::c_char,
) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcCreateProgram");
    type __F = unsafe extern "C" fn(
        *mut nvrtcProgram,
        *const ::core::ffi::c_char,
        *const ::core::ffi::c_char,
        ::core::ffi::c_int,
        *const *const ::core::ffi::c_char,
        *const *const ::core::ffi::c_char,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(prog, src, name, numHeaders, headers, includeNames) },
            "nvrtcCreateProgram",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcDestroyProgram`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcDestroyProgram(prog: *mut nvrtcProgram) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcDestroyProgram");
    type __F = unsafe extern "C" fn(*mut nvrtcProgram) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog) }, "nvrtcDestroyProgram"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcCompileProgram`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcCompileProgram(
    prog: nvrtcProgram,
    numOptions: ::core::ffi::c_int,
    options: *const *const ::core::ffi::c_char,
) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcCompileProgram");
    type __F = unsafe extern "C" fn(
        nvrtcProgram,
        ::core::ffi::c_int,
        *const *const ::core::ffi::c_char,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(prog, numOptions, options) },
            "nvrtcCompileProgram",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetPTXSize`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetPTXSize(prog: nvrtcProgram, ptxSizeRet: *mut usize) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetPTXSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, ptxSizeRet) }, "nvrtcGetPTXSize"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetPTX`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetPTX(prog: nvrtcProgram, ptx: *mut ::core::ffi::c_char) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetPTX");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, ptx) }, "nvrtcGetPTX"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetCUBINSize`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetCUBINSize(prog: nvrtcProgram, cubinSizeRet: *mut usize) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetCUBINSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, cubinSizeRet) }, "nvrtcGetCUBINSize"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetCUBIN`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetCUBIN(prog: nvrtcProgram, cubin: *mut ::core::ffi::c_char) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetCUBIN");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, cubin) }, "nvrtcGetCUBIN"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetNVVMSize`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetNVVMSize(prog: nvrtcProgram, nvvmSizeRet: *mut usize) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetNVVMSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, nvvmSizeRet) }, "nvrtcGetNVVMSize"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetNVVM`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetNVVM(prog: nvrtcProgram, nvvm: *mut ::core::ffi::c_char) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetNVVM");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, nvvm) }, "nvrtcGetNVVM"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetLTOIRSize`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetLTOIRSize(prog: nvrtcProgram, LTOIRSizeRet: *mut usize) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetLTOIRSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, LTOIRSizeRet) }, "nvrtcGetLTOIRSize"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetLTOIR`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetLTOIR(prog: nvrtcProgram, LTOIR: *mut ::core::ffi::c_char) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetLTOIR");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, LTOIR) }, "nvrtcGetLTOIR"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetOptiXIRSize`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetOptiXIRSize(prog: nvrtcProgram, optixirSizeRet: *mut usize) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetOptiXIRSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, optixirSizeRet) }, "nvrtcGetOptiXIRSize"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetOptiXIR`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetOptiXIR(
    prog: nvrtcProgram,
    optixir: *mut ::core::ffi::c_char,
) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetOptiXIR");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, optixir) }, "nvrtcGetOptiXIR"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetProgramLogSize`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetProgramLogSize(prog: nvrtcProgram, logSizeRet: *mut usize) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetProgramLogSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, logSizeRet) }, "nvrtcGetProgramLogSize"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetProgramLog`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetProgramLog(prog: nvrtcProgram, log: *mut ::core::ffi::c_char) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetProgramLog");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, log) }, "nvrtcGetProgramLog"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcAddNameExpression`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcAddNameExpression(
    prog: nvrtcProgram,
    name_expression: *const ::core::ffi::c_char,
) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcAddNameExpression");
    type __F = unsafe extern "C" fn(nvrtcProgram, *const ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(prog, name_expression) },
            "nvrtcAddNameExpression",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetLoweredName`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetLoweredName(
    prog: nvrtcProgram,
    name_expression: *const ::core::ffi::c_char,
    lowered_name: *mut *const ::core::ffi::c_char,
) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetLoweredName");
    type __F = unsafe extern "C" fn(
        nvrtcProgram,
        *const ::core::ffi::c_char,
        *mut *const ::core::ffi::c_char,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(prog, name_expression, lowered_name) },
            "nvrtcGetLoweredName",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetPCHHeapSize`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetPCHHeapSize(ret: *mut usize) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetPCHHeapSize");
    type __F = unsafe extern "C" fn(*mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ret) }, "nvrtcGetPCHHeapSize"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcSetPCHHeapSize`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcSetPCHHeapSize(size: usize) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcSetPCHHeapSize");
    type __F = unsafe extern "C" fn(usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(size) }, "nvrtcSetPCHHeapSize"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetPCHCreateStatus`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetPCHCreateStatus(prog: nvrtcProgram) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetPCHCreateStatus");
    type __F = unsafe extern "C" fn(nvrtcProgram) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog) }, "nvrtcGetPCHCreateStatus"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcGetPCHHeapSizeRequired`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcGetPCHHeapSizeRequired(prog: nvrtcProgram, size: *mut usize) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcGetPCHHeapSizeRequired");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prog, size) }, "nvrtcGetPCHHeapSizeRequired"),
        Err(e) => __load_failed(e),
    }
}

/// `nvrtcSetFlowCallback`, resolved from NVRTC on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nvrtcSetFlowCallback(
    prog: nvrtcProgram,
    callback: ::core::option::Option<
        unsafe extern "C" fn(
            arg1: *mut ::core::ffi::c_void,
            arg2: *mut ::core::ffi::c_void,
        ) -> ::core::ffi::c_int,
    >,
    payload: *mut ::core::ffi::c_void,
) -> nvrtcResult {
    static SYM: Symbol = Symbol::new(c"nvrtcSetFlowCallback");
    type __F = unsafe extern "C" fn(
        nvrtcProgram,
        ::core::option::Option<
            unsafe extern "C" fn(
                arg1: *mut ::core::ffi::c_void,
                arg2: *mut ::core::ffi::c_void,
            ) -> ::core::ffi::c_int,
        >,
        *mut ::core::ffi::c_void,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NVRTC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(prog, callback, payload) },
            "nvrtcSetFlowCallback",
        ),
        Err(e) => __load_failed(e),
    }
}

/// The functions of NVRTC as methods, in cudarc 0.11-0.13's shape:
/// `sys::lib().nvrtcVersion(&mut major, &mut minor)`. Each method calls the free function of the
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
    /// [`nvrtcGetErrorString`](fn@nvrtcGetErrorString), as a method.
    #[inline]
    pub unsafe fn nvrtcGetErrorString(&self, result: nvrtcResult) -> *const ::core::ffi::c_char {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetErrorString(result) }
    }

    /// [`nvrtcVersion`](fn@nvrtcVersion), as a method.
    #[inline]
    pub unsafe fn nvrtcVersion(
        &self,
        major: *mut ::core::ffi::c_int,
        minor: *mut ::core::ffi::c_int,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcVersion(major, minor) }
    }

    /// [`nvrtcGetNumSupportedArchs`](fn@nvrtcGetNumSupportedArchs), as a method.
    #[inline]
    pub unsafe fn nvrtcGetNumSupportedArchs(
        &self,
        numArchs: *mut ::core::ffi::c_int,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetNumSupportedArchs(numArchs) }
    }

    /// [`nvrtcGetSupportedArchs`](fn@nvrtcGetSupportedArchs), as a method.
    #[inline]
    pub unsafe fn nvrtcGetSupportedArchs(
        &self,
        supportedArchs: *mut ::core::ffi::c_int,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetSupportedArchs(supportedArchs) }
    }

    /// [`nvrtcCreateProgram`](fn@nvrtcCreateProgram), as a method.
    #[inline]
    pub unsafe fn nvrtcCreateProgram(
        &self,
        prog: *mut nvrtcProgram,
        src: *const ::core::ffi::c_char,
        name: *const ::core::ffi::c_char,
        numHeaders: ::core::ffi::c_int,
        headers: *const *const ::core::ffi::c_char,
        includeNames: *const *const ::core::ffi::c_char,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcCreateProgram(prog, src, name, numHeaders, headers, includeNames) }
    }

    /// [`nvrtcDestroyProgram`](fn@nvrtcDestroyProgram), as a method.
    #[inline]
    pub unsafe fn nvrtcDestroyProgram(&self, prog: *mut nvrtcProgram) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcDestroyProgram(prog) }
    }

    /// [`nvrtcCompileProgram`](fn@nvrtcCompileProgram), as a method.
    #[inline]
    pub unsafe fn nvrtcCompileProgram(
        &self,
        prog: nvrtcProgram,
        numOptions: ::core::ffi::c_int,
        options: *const *const ::core::ffi::c_char,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcCompileProgram(prog, numOptions, options) }
    }

    /// [`nvrtcGetPTXSize`](fn@nvrtcGetPTXSize), as a method.
    #[inline]
    pub unsafe fn nvrtcGetPTXSize(
        &self,
        prog: nvrtcProgram,
        ptxSizeRet: *mut usize,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetPTXSize(prog, ptxSizeRet) }
    }

    /// [`nvrtcGetPTX`](fn@nvrtcGetPTX), as a method.
    #[inline]
    pub unsafe fn nvrtcGetPTX(
        &self,
        prog: nvrtcProgram,
        ptx: *mut ::core::ffi::c_char,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetPTX(prog, ptx) }
    }

    /// [`nvrtcGetCUBINSize`](fn@nvrtcGetCUBINSize), as a method.
    #[inline]
    pub unsafe fn nvrtcGetCUBINSize(
        &self,
        prog: nvrtcProgram,
        cubinSizeRet: *mut usize,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetCUBINSize(prog, cubinSizeRet) }
    }

    /// [`nvrtcGetCUBIN`](fn@nvrtcGetCUBIN), as a method.
    #[inline]
    pub unsafe fn nvrtcGetCUBIN(
        &self,
        prog: nvrtcProgram,
        cubin: *mut ::core::ffi::c_char,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetCUBIN(prog, cubin) }
    }

    /// [`nvrtcGetNVVMSize`](fn@nvrtcGetNVVMSize), as a method.
    #[inline]
    pub unsafe fn nvrtcGetNVVMSize(
        &self,
        prog: nvrtcProgram,
        nvvmSizeRet: *mut usize,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetNVVMSize(prog, nvvmSizeRet) }
    }

    /// [`nvrtcGetNVVM`](fn@nvrtcGetNVVM), as a method.
    #[inline]
    pub unsafe fn nvrtcGetNVVM(
        &self,
        prog: nvrtcProgram,
        nvvm: *mut ::core::ffi::c_char,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetNVVM(prog, nvvm) }
    }

    /// [`nvrtcGetLTOIRSize`](fn@nvrtcGetLTOIRSize), as a method.
    #[inline]
    pub unsafe fn nvrtcGetLTOIRSize(
        &self,
        prog: nvrtcProgram,
        LTOIRSizeRet: *mut usize,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetLTOIRSize(prog, LTOIRSizeRet) }
    }

    /// [`nvrtcGetLTOIR`](fn@nvrtcGetLTOIR), as a method.
    #[inline]
    pub unsafe fn nvrtcGetLTOIR(
        &self,
        prog: nvrtcProgram,
        LTOIR: *mut ::core::ffi::c_char,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetLTOIR(prog, LTOIR) }
    }

    /// [`nvrtcGetOptiXIRSize`](fn@nvrtcGetOptiXIRSize), as a method.
    #[inline]
    pub unsafe fn nvrtcGetOptiXIRSize(
        &self,
        prog: nvrtcProgram,
        optixirSizeRet: *mut usize,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetOptiXIRSize(prog, optixirSizeRet) }
    }

    /// [`nvrtcGetOptiXIR`](fn@nvrtcGetOptiXIR), as a method.
    #[inline]
    pub unsafe fn nvrtcGetOptiXIR(
        &self,
        prog: nvrtcProgram,
        optixir: *mut ::core::ffi::c_char,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetOptiXIR(prog, optixir) }
    }

    /// [`nvrtcGetProgramLogSize`](fn@nvrtcGetProgramLogSize), as a method.
    #[inline]
    pub unsafe fn nvrtcGetProgramLogSize(
        &self,
        prog: nvrtcProgram,
        logSizeRet: *mut usize,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetProgramLogSize(prog, logSizeRet) }
    }

    /// [`nvrtcGetProgramLog`](fn@nvrtcGetProgramLog), as a method.
    #[inline]
    pub unsafe fn nvrtcGetProgramLog(
        &self,
        prog: nvrtcProgram,
        log: *mut ::core::ffi::c_char,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetProgramLog(prog, log) }
    }

    /// [`nvrtcAddNameExpression`](fn@nvrtcAddNameExpression), as a method.
    #[inline]
    pub unsafe fn nvrtcAddNameExpression(
        &self,
        prog: nvrtcProgram,
        name_expression: *const ::core::ffi::c_char,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcAddNameExpression(prog, name_expression) }
    }

    /// [`nvrtcGetLoweredName`](fn@nvrtcGetLoweredName), as a method.
    #[inline]
    pub unsafe fn nvrtcGetLoweredName(
        &self,
        prog: nvrtcProgram,
        name_expression: *const ::core::ffi::c_char,
        lowered_name: *mut *const ::core::ffi::c_char,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetLoweredName(prog, name_expression, lowered_name) }
    }

    /// [`nvrtcGetPCHHeapSize`](fn@nvrtcGetPCHHeapSize), as a method.
    #[inline]
    pub unsafe fn nvrtcGetPCHHeapSize(&self, ret: *mut usize) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetPCHHeapSize(ret) }
    }

    /// [`nvrtcSetPCHHeapSize`](fn@nvrtcSetPCHHeapSize), as a method.
    #[inline]
    pub unsafe fn nvrtcSetPCHHeapSize(&self, size: usize) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcSetPCHHeapSize(size) }
    }

    /// [`nvrtcGetPCHCreateStatus`](fn@nvrtcGetPCHCreateStatus), as a method.
    #[inline]
    pub unsafe fn nvrtcGetPCHCreateStatus(&self, prog: nvrtcProgram) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetPCHCreateStatus(prog) }
    }

    /// [`nvrtcGetPCHHeapSizeRequired`](fn@nvrtcGetPCHHeapSizeRequired), as a method.
    #[inline]
    pub unsafe fn nvrtcGetPCHHeapSizeRequired(
        &self,
        prog: nvrtcProgram,
        size: *mut usize,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcGetPCHHeapSizeRequired(prog, size) }
    }

    /// [`nvrtcSetFlowCallback`](fn@nvrtcSetFlowCallback), as a method.
    #[inline]
    pub unsafe fn nvrtcSetFlowCallback(
        &self,
        prog: nvrtcProgram,
        callback: ::core::option::Option<
            unsafe extern "C" fn(
                arg1: *mut ::core::ffi::c_void,
                arg2: *mut ::core::ffi::c_void,
            ) -> ::core::ffi::c_int,
        >,
        payload: *mut ::core::ffi::c_void,
    ) -> nvrtcResult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nvrtcSetFlowCallback(prog, callback, payload) }
    }
}
