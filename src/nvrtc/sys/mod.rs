// GENERATED FILE: do not edit by hand.
// Regenerate with `bash scripts/gen-bindings.sh` (bindgen 0.73.2, nvrtc.h from nvidia-cuda-nvrtc-cu12==12.9.86,
// rewritten by scripts/postprocess_bindings.py).
//! Raw bindings to NVRTC, generated from the C header.
//!
//! Every function is resolved from the library on its first call and returns
//! `Err(LoadError)` when the library or the symbol is missing.
#![allow(
    non_camel_case_types,
    non_snake_case,
    non_upper_case_globals,
    missing_docs,
    missing_debug_implementations
)]
#![allow(clippy::all, rustdoc::all)]

use crate::loader::{LoadError, NVRTC, Symbol};

impl nvrtcResult {
    pub const NVRTC_SUCCESS: nvrtcResult = nvrtcResult(0);
    pub const NVRTC_ERROR_OUT_OF_MEMORY: nvrtcResult = nvrtcResult(1);
    pub const NVRTC_ERROR_PROGRAM_CREATION_FAILURE: nvrtcResult = nvrtcResult(2);
    pub const NVRTC_ERROR_INVALID_INPUT: nvrtcResult = nvrtcResult(3);
    pub const NVRTC_ERROR_INVALID_PROGRAM: nvrtcResult = nvrtcResult(4);
    pub const NVRTC_ERROR_INVALID_OPTION: nvrtcResult = nvrtcResult(5);
    pub const NVRTC_ERROR_COMPILATION: nvrtcResult = nvrtcResult(6);
    pub const NVRTC_ERROR_BUILTIN_OPERATION_FAILURE: nvrtcResult = nvrtcResult(7);
    pub const NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION: nvrtcResult = nvrtcResult(8);
    pub const NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION: nvrtcResult = nvrtcResult(9);
    pub const NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID: nvrtcResult = nvrtcResult(10);
    pub const NVRTC_ERROR_INTERNAL_ERROR: nvrtcResult = nvrtcResult(11);
    pub const NVRTC_ERROR_TIME_FILE_WRITE_FAILED: nvrtcResult = nvrtcResult(12);
    pub const NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED: nvrtcResult = nvrtcResult(13);
    pub const NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED: nvrtcResult = nvrtcResult(14);
    pub const NVRTC_ERROR_PCH_CREATE: nvrtcResult = nvrtcResult(15);
    pub const NVRTC_ERROR_CANCELLED: nvrtcResult = nvrtcResult(16);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct nvrtcResult(pub ::core::ffi::c_uint);
#[repr(C)]
#[derive(Debug)]
pub struct _nvrtcProgram {
    _unused: [u8; 0],
}
pub type nvrtcProgram = *mut _nvrtcProgram;

impl nvrtcResult {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("NVRTC_SUCCESS"),
            1 => Some("NVRTC_ERROR_OUT_OF_MEMORY"),
            2 => Some("NVRTC_ERROR_PROGRAM_CREATION_FAILURE"),
            3 => Some("NVRTC_ERROR_INVALID_INPUT"),
            4 => Some("NVRTC_ERROR_INVALID_PROGRAM"),
            5 => Some("NVRTC_ERROR_INVALID_OPTION"),
            6 => Some("NVRTC_ERROR_COMPILATION"),
            7 => Some("NVRTC_ERROR_BUILTIN_OPERATION_FAILURE"),
            8 => Some("NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION"),
            9 => Some("NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION"),
            10 => Some("NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID"),
            11 => Some("NVRTC_ERROR_INTERNAL_ERROR"),
            12 => Some("NVRTC_ERROR_TIME_FILE_WRITE_FAILED"),
            13 => Some("NVRTC_ERROR_NO_PCH_CREATE_ATTEMPTED"),
            14 => Some("NVRTC_ERROR_PCH_CREATE_HEAP_EXHAUSTED"),
            15 => Some("NVRTC_ERROR_PCH_CREATE"),
            16 => Some("NVRTC_ERROR_CANCELLED"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for nvrtcResult {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "nvrtcResult({})", self.0),
        }
    }
}

/// `nvrtcGetErrorString`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetErrorString(
    result: nvrtcResult,
) -> Result<*const ::core::ffi::c_char, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetErrorString");
    type __F = unsafe extern "C" fn(nvrtcResult) -> *const ::core::ffi::c_char;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(result) })
}

/// `nvrtcVersion`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcVersion(
    major: *mut ::core::ffi::c_int,
    minor: *mut ::core::ffi::c_int,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcVersion");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_int, *mut ::core::ffi::c_int) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(major, minor) })
}

/// `nvrtcGetNumSupportedArchs`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetNumSupportedArchs(
    numArchs: *mut ::core::ffi::c_int,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetNumSupportedArchs");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(numArchs) })
}

/// `nvrtcGetSupportedArchs`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetSupportedArchs(
    supportedArchs: *mut ::core::ffi::c_int,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetSupportedArchs");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(supportedArchs) })
}

/// `nvrtcCreateProgram`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcCreateProgram(
    prog: *mut nvrtcProgram,
    src: *const ::core::ffi::c_char,
    name: *const ::core::ffi::c_char,
    numHeaders: ::core::ffi::c_int,
    headers: *const *const ::core::ffi::c_char,
    includeNames: *const *const ::core::ffi::c_char,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcCreateProgram");
    type __F = unsafe extern "C" fn(
        *mut nvrtcProgram,
        *const ::core::ffi::c_char,
        *const ::core::ffi::c_char,
        ::core::ffi::c_int,
        *const *const ::core::ffi::c_char,
        *const *const ::core::ffi::c_char,
    ) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, src, name, numHeaders, headers, includeNames) })
}

/// `nvrtcDestroyProgram`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcDestroyProgram(prog: *mut nvrtcProgram) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcDestroyProgram");
    type __F = unsafe extern "C" fn(*mut nvrtcProgram) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog) })
}

/// `nvrtcCompileProgram`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcCompileProgram(
    prog: nvrtcProgram,
    numOptions: ::core::ffi::c_int,
    options: *const *const ::core::ffi::c_char,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcCompileProgram");
    type __F = unsafe extern "C" fn(
        nvrtcProgram,
        ::core::ffi::c_int,
        *const *const ::core::ffi::c_char,
    ) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, numOptions, options) })
}

/// `nvrtcGetPTXSize`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetPTXSize(
    prog: nvrtcProgram,
    ptxSizeRet: *mut usize,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetPTXSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, ptxSizeRet) })
}

/// `nvrtcGetPTX`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetPTX(
    prog: nvrtcProgram,
    ptx: *mut ::core::ffi::c_char,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetPTX");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, ptx) })
}

/// `nvrtcGetCUBINSize`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetCUBINSize(
    prog: nvrtcProgram,
    cubinSizeRet: *mut usize,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetCUBINSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, cubinSizeRet) })
}

/// `nvrtcGetCUBIN`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetCUBIN(
    prog: nvrtcProgram,
    cubin: *mut ::core::ffi::c_char,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetCUBIN");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, cubin) })
}

/// `nvrtcGetNVVMSize`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetNVVMSize(
    prog: nvrtcProgram,
    nvvmSizeRet: *mut usize,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetNVVMSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, nvvmSizeRet) })
}

/// `nvrtcGetNVVM`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetNVVM(
    prog: nvrtcProgram,
    nvvm: *mut ::core::ffi::c_char,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetNVVM");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, nvvm) })
}

/// `nvrtcGetLTOIRSize`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetLTOIRSize(
    prog: nvrtcProgram,
    LTOIRSizeRet: *mut usize,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetLTOIRSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, LTOIRSizeRet) })
}

/// `nvrtcGetLTOIR`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetLTOIR(
    prog: nvrtcProgram,
    LTOIR: *mut ::core::ffi::c_char,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetLTOIR");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, LTOIR) })
}

/// `nvrtcGetOptiXIRSize`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetOptiXIRSize(
    prog: nvrtcProgram,
    optixirSizeRet: *mut usize,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetOptiXIRSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, optixirSizeRet) })
}

/// `nvrtcGetOptiXIR`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetOptiXIR(
    prog: nvrtcProgram,
    optixir: *mut ::core::ffi::c_char,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetOptiXIR");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, optixir) })
}

/// `nvrtcGetProgramLogSize`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetProgramLogSize(
    prog: nvrtcProgram,
    logSizeRet: *mut usize,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetProgramLogSize");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, logSizeRet) })
}

/// `nvrtcGetProgramLog`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetProgramLog(
    prog: nvrtcProgram,
    log: *mut ::core::ffi::c_char,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetProgramLog");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut ::core::ffi::c_char) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, log) })
}

/// `nvrtcAddNameExpression`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcAddNameExpression(
    prog: nvrtcProgram,
    name_expression: *const ::core::ffi::c_char,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcAddNameExpression");
    type __F = unsafe extern "C" fn(nvrtcProgram, *const ::core::ffi::c_char) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, name_expression) })
}

/// `nvrtcGetLoweredName`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetLoweredName(
    prog: nvrtcProgram,
    name_expression: *const ::core::ffi::c_char,
    lowered_name: *mut *const ::core::ffi::c_char,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetLoweredName");
    type __F = unsafe extern "C" fn(
        nvrtcProgram,
        *const ::core::ffi::c_char,
        *mut *const ::core::ffi::c_char,
    ) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, name_expression, lowered_name) })
}

/// `nvrtcGetPCHHeapSize`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetPCHHeapSize(ret: *mut usize) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetPCHHeapSize");
    type __F = unsafe extern "C" fn(*mut usize) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ret) })
}

/// `nvrtcSetPCHHeapSize`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcSetPCHHeapSize(size: usize) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcSetPCHHeapSize");
    type __F = unsafe extern "C" fn(usize) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(size) })
}

/// `nvrtcGetPCHCreateStatus`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetPCHCreateStatus(prog: nvrtcProgram) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetPCHCreateStatus");
    type __F = unsafe extern "C" fn(nvrtcProgram) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog) })
}

/// `nvrtcGetPCHHeapSizeRequired`, resolved from NVRTC on first use.
#[inline]
pub unsafe fn nvrtcGetPCHHeapSizeRequired(
    prog: nvrtcProgram,
    size: *mut usize,
) -> Result<nvrtcResult, LoadError> {
    static SYM: Symbol = Symbol::new(c"nvrtcGetPCHHeapSizeRequired");
    type __F = unsafe extern "C" fn(nvrtcProgram, *mut usize) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, size) })
}

/// `nvrtcSetFlowCallback`, resolved from NVRTC on first use.
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
) -> Result<nvrtcResult, LoadError> {
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
    ) -> nvrtcResult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NVRTC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prog, callback, payload) })
}
