// GENERATED FILE: do not edit by hand.
// Regenerate with `bash scripts/gen-bindings.sh` (bindgen 0.73.2, npp.h from nvidia-npp-cu12==12.4.1.87,
// rewritten by scripts/postprocess_bindings.py).
//! Raw bindings to NPP, generated from the C header, in cudarc's shapes: C enums are Rust enums
//! (`#[repr]` of the C type, so `x as u32` and exhaustive matches work; values that alias
//! another are associated constants), and every function is both a free function
//! (`nppGetLibVersion()`, as in cudarc 0.10) and a method of [`Lib`]
//! (`lib().nppGetLibVersion()`, as in cudarc 0.11-0.13).
//!
//! # Loading
//!
//! Every function is resolved from the library on its first call (see [`crate::loader`]).
//! Nothing here panics when the library or a function is missing. A function returning
//! `NppStatus` returns `NPP_ERROR` when NPP cannot be loaded and `NPP_NOT_IMPLEMENTED_ERROR`
//! when it lacks the function (an older release); one returning a pointer returns null, and one
//! returning nothing does nothing. In each case the loader's message (every path tried and why
//! it failed and the environment variable that overrides the search, or the missing function)
//! is kept for the calling thread, and the `result` layer attaches it to the error it makes of
//! that code (`npp::result::check` does too).
//!
//! # Values from the library
//!
//! A Rust enum holding a value that is not one of its variants is undefined behaviour, and a
//! newer library may return values these bindings do not know. So the raw function pointer
//! types declare a returned `NppStatus` as its integer type, and the functions here convert it
//! with the checked `NppStatus::from_raw`: a value they do not know becomes `NPP_ERROR` when it
//! is negative (an error) and `NPP_NO_ERROR` when it is positive (a warning: the call
//! succeeded). The function and the value are recorded as above; only for an error, and
//! `NppError` has no room to name them.
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

use crate::loader::{Failure, LoadError, NPPC, NPPICC, NPPIDEI, NPPIG, Symbol};

#[repr(C)]
#[derive(Debug)]
pub struct CUstream_st {
    _unused: [u8; 0],
}
pub type cudaStream_t = *mut CUstream_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum NppiInterpolationMode {
    NPPI_INTER_UNDEFINED = 0,
    NPPI_INTER_NN = 1,
    NPPI_INTER_LINEAR = 2,
    NPPI_INTER_CUBIC = 4,
    NPPI_INTER_CUBIC2P_BSPLINE = 5,
    NPPI_INTER_CUBIC2P_CATMULLROM = 6,
    NPPI_INTER_CUBIC2P_B05C03 = 7,
    NPPI_INTER_SUPER = 8,
    NPPI_INTER_LANCZOS = 16,
    NPPI_INTER_LANCZOS3_ADVANCED = 17,
    NPPI_SMOOTH_EDGE = 134217728,
}
impl NppStatus {
    pub const NPP_SUCCESS: NppStatus = NppStatus::NPP_NO_ERROR;
}
#[repr(i32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum NppStatus {
    NPP_NOT_SUPPORTED_MODE_ERROR = -9999,
    NPP_INVALID_HOST_POINTER_ERROR = -1032,
    NPP_INVALID_DEVICE_POINTER_ERROR = -1031,
    NPP_LUT_PALETTE_BITSIZE_ERROR = -1030,
    NPP_ZC_MODE_NOT_SUPPORTED_ERROR = -1028,
    NPP_NOT_SUFFICIENT_COMPUTE_CAPABILITY = -1027,
    NPP_TEXTURE_BIND_ERROR = -1024,
    NPP_WRONG_INTERSECTION_ROI_ERROR = -1020,
    NPP_HAAR_CLASSIFIER_PIXEL_MATCH_ERROR = -1006,
    NPP_MEMFREE_ERROR = -1005,
    NPP_MEMSET_ERROR = -1004,
    NPP_MEMCPY_ERROR = -1003,
    NPP_ALIGNMENT_ERROR = -1002,
    NPP_CUDA_KERNEL_EXECUTION_ERROR = -1000,
    NPP_STREAM_CTX_ERROR = -215,
    NPP_ROUND_MODE_NOT_SUPPORTED_ERROR = -213,
    NPP_QUALITY_INDEX_ERROR = -210,
    NPP_RESIZE_NO_OPERATION_ERROR = -201,
    NPP_OVERFLOW_ERROR = -109,
    NPP_NOT_EVEN_STEP_ERROR = -108,
    NPP_HISTOGRAM_NUMBER_OF_LEVELS_ERROR = -107,
    NPP_LUT_NUMBER_OF_LEVELS_ERROR = -106,
    NPP_CORRUPTED_DATA_ERROR = -61,
    NPP_CHANNEL_ORDER_ERROR = -60,
    NPP_ZERO_MASK_VALUE_ERROR = -59,
    NPP_QUADRANGLE_ERROR = -58,
    NPP_RECTANGLE_ERROR = -57,
    NPP_COEFFICIENT_ERROR = -56,
    NPP_NUMBER_OF_CHANNELS_ERROR = -53,
    NPP_COI_ERROR = -52,
    NPP_DIVISOR_ERROR = -51,
    NPP_CHANNEL_ERROR = -47,
    NPP_STRIDE_ERROR = -37,
    NPP_ANCHOR_ERROR = -34,
    NPP_MASK_SIZE_ERROR = -33,
    NPP_RESIZE_FACTOR_ERROR = -23,
    NPP_INTERPOLATION_ERROR = -22,
    NPP_MIRROR_FLIP_ERROR = -21,
    NPP_MOMENT_00_ZERO_ERROR = -20,
    NPP_THRESHOLD_NEGATIVE_LEVEL_ERROR = -19,
    NPP_THRESHOLD_ERROR = -18,
    NPP_CONTEXT_MATCH_ERROR = -17,
    NPP_FFT_FLAG_ERROR = -16,
    NPP_FFT_ORDER_ERROR = -15,
    NPP_STEP_ERROR = -14,
    NPP_SCALE_RANGE_ERROR = -13,
    NPP_DATA_TYPE_ERROR = -12,
    NPP_OUT_OFF_RANGE_ERROR = -11,
    NPP_DIVIDE_BY_ZERO_ERROR = -10,
    NPP_MEMORY_ALLOCATION_ERR = -9,
    NPP_NULL_POINTER_ERROR = -8,
    NPP_RANGE_ERROR = -7,
    NPP_SIZE_ERROR = -6,
    NPP_BAD_ARGUMENT_ERROR = -5,
    NPP_NO_MEMORY_ERROR = -4,
    NPP_NOT_IMPLEMENTED_ERROR = -3,
    NPP_ERROR = -2,
    NPP_ERROR_RESERVED = -1,
    NPP_NO_ERROR = 0,
    NPP_NO_OPERATION_WARNING = 1,
    NPP_DIVIDE_BY_ZERO_WARNING = 6,
    NPP_AFFINE_QUAD_INCORRECT_WARNING = 28,
    NPP_WRONG_INTERSECTION_ROI_WARNING = 29,
    NPP_WRONG_INTERSECTION_QUAD_WARNING = 30,
    NPP_DOUBLE_SIZE_WARNING = 35,
    NPP_MISALIGNED_DST_ROI_WARNING = 10000,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct NppLibraryVersion {
    pub major: ::core::ffi::c_int,
    pub minor: ::core::ffi::c_int,
    pub build: ::core::ffi::c_int,
}
pub type Npp8u = ::core::ffi::c_uchar;
pub type Npp32f = f32;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct NppiSize {
    pub width: ::core::ffi::c_int,
    pub height: ::core::ffi::c_int,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct NppiRect {
    pub x: ::core::ffi::c_int,
    pub y: ::core::ffi::c_int,
    pub width: ::core::ffi::c_int,
    pub height: ::core::ffi::c_int,
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct NppStreamContext {
    pub hStream: cudaStream_t,
    pub nCudaDeviceId: ::core::ffi::c_int,
    pub nMultiProcessorCount: ::core::ffi::c_int,
    pub nMaxThreadsPerMultiProcessor: ::core::ffi::c_int,
    pub nMaxThreadsPerBlock: ::core::ffi::c_int,
    pub nSharedMemPerBlock: usize,
    pub nCudaDevAttrComputeCapabilityMajor: ::core::ffi::c_int,
    pub nCudaDevAttrComputeCapabilityMinor: ::core::ffi::c_int,
    pub nStreamFlags: ::core::ffi::c_uint,
    pub nReserved0: ::core::ffi::c_int,
}
impl Default for NppStreamContext {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}

impl NppiInterpolationMode {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `NppiInterpolationMode`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::NPPI_INTER_UNDEFINED),
            1 => Some(Self::NPPI_INTER_NN),
            2 => Some(Self::NPPI_INTER_LINEAR),
            4 => Some(Self::NPPI_INTER_CUBIC),
            5 => Some(Self::NPPI_INTER_CUBIC2P_BSPLINE),
            6 => Some(Self::NPPI_INTER_CUBIC2P_CATMULLROM),
            7 => Some(Self::NPPI_INTER_CUBIC2P_B05C03),
            8 => Some(Self::NPPI_INTER_SUPER),
            16 => Some(Self::NPPI_INTER_LANCZOS),
            17 => Some(Self::NPPI_INTER_LANCZOS3_ADVANCED),
            134217728 => Some(Self::NPPI_SMOOTH_EDGE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::NPPI_INTER_UNDEFINED => "NPPI_INTER_UNDEFINED",
            Self::NPPI_INTER_NN => "NPPI_INTER_NN",
            Self::NPPI_INTER_LINEAR => "NPPI_INTER_LINEAR",
            Self::NPPI_INTER_CUBIC => "NPPI_INTER_CUBIC",
            Self::NPPI_INTER_CUBIC2P_BSPLINE => "NPPI_INTER_CUBIC2P_BSPLINE",
            Self::NPPI_INTER_CUBIC2P_CATMULLROM => "NPPI_INTER_CUBIC2P_CATMULLROM",
            Self::NPPI_INTER_CUBIC2P_B05C03 => "NPPI_INTER_CUBIC2P_B05C03",
            Self::NPPI_INTER_SUPER => "NPPI_INTER_SUPER",
            Self::NPPI_INTER_LANCZOS => "NPPI_INTER_LANCZOS",
            Self::NPPI_INTER_LANCZOS3_ADVANCED => "NPPI_INTER_LANCZOS3_ADVANCED",
            Self::NPPI_SMOOTH_EDGE => "NPPI_SMOOTH_EDGE",
        }
    }
}

impl NppStatus {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `NppStatus`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: i32) -> Option<Self> {
        match raw {
            -9999 => Some(Self::NPP_NOT_SUPPORTED_MODE_ERROR),
            -1032 => Some(Self::NPP_INVALID_HOST_POINTER_ERROR),
            -1031 => Some(Self::NPP_INVALID_DEVICE_POINTER_ERROR),
            -1030 => Some(Self::NPP_LUT_PALETTE_BITSIZE_ERROR),
            -1028 => Some(Self::NPP_ZC_MODE_NOT_SUPPORTED_ERROR),
            -1027 => Some(Self::NPP_NOT_SUFFICIENT_COMPUTE_CAPABILITY),
            -1024 => Some(Self::NPP_TEXTURE_BIND_ERROR),
            -1020 => Some(Self::NPP_WRONG_INTERSECTION_ROI_ERROR),
            -1006 => Some(Self::NPP_HAAR_CLASSIFIER_PIXEL_MATCH_ERROR),
            -1005 => Some(Self::NPP_MEMFREE_ERROR),
            -1004 => Some(Self::NPP_MEMSET_ERROR),
            -1003 => Some(Self::NPP_MEMCPY_ERROR),
            -1002 => Some(Self::NPP_ALIGNMENT_ERROR),
            -1000 => Some(Self::NPP_CUDA_KERNEL_EXECUTION_ERROR),
            -215 => Some(Self::NPP_STREAM_CTX_ERROR),
            -213 => Some(Self::NPP_ROUND_MODE_NOT_SUPPORTED_ERROR),
            -210 => Some(Self::NPP_QUALITY_INDEX_ERROR),
            -201 => Some(Self::NPP_RESIZE_NO_OPERATION_ERROR),
            -109 => Some(Self::NPP_OVERFLOW_ERROR),
            -108 => Some(Self::NPP_NOT_EVEN_STEP_ERROR),
            -107 => Some(Self::NPP_HISTOGRAM_NUMBER_OF_LEVELS_ERROR),
            -106 => Some(Self::NPP_LUT_NUMBER_OF_LEVELS_ERROR),
            -61 => Some(Self::NPP_CORRUPTED_DATA_ERROR),
            -60 => Some(Self::NPP_CHANNEL_ORDER_ERROR),
            -59 => Some(Self::NPP_ZERO_MASK_VALUE_ERROR),
            -58 => Some(Self::NPP_QUADRANGLE_ERROR),
            -57 => Some(Self::NPP_RECTANGLE_ERROR),
            -56 => Some(Self::NPP_COEFFICIENT_ERROR),
            -53 => Some(Self::NPP_NUMBER_OF_CHANNELS_ERROR),
            -52 => Some(Self::NPP_COI_ERROR),
            -51 => Some(Self::NPP_DIVISOR_ERROR),
            -47 => Some(Self::NPP_CHANNEL_ERROR),
            -37 => Some(Self::NPP_STRIDE_ERROR),
            -34 => Some(Self::NPP_ANCHOR_ERROR),
            -33 => Some(Self::NPP_MASK_SIZE_ERROR),
            -23 => Some(Self::NPP_RESIZE_FACTOR_ERROR),
            -22 => Some(Self::NPP_INTERPOLATION_ERROR),
            -21 => Some(Self::NPP_MIRROR_FLIP_ERROR),
            -20 => Some(Self::NPP_MOMENT_00_ZERO_ERROR),
            -19 => Some(Self::NPP_THRESHOLD_NEGATIVE_LEVEL_ERROR),
            -18 => Some(Self::NPP_THRESHOLD_ERROR),
            -17 => Some(Self::NPP_CONTEXT_MATCH_ERROR),
            -16 => Some(Self::NPP_FFT_FLAG_ERROR),
            -15 => Some(Self::NPP_FFT_ORDER_ERROR),
            -14 => Some(Self::NPP_STEP_ERROR),
            -13 => Some(Self::NPP_SCALE_RANGE_ERROR),
            -12 => Some(Self::NPP_DATA_TYPE_ERROR),
            -11 => Some(Self::NPP_OUT_OFF_RANGE_ERROR),
            -10 => Some(Self::NPP_DIVIDE_BY_ZERO_ERROR),
            -9 => Some(Self::NPP_MEMORY_ALLOCATION_ERR),
            -8 => Some(Self::NPP_NULL_POINTER_ERROR),
            -7 => Some(Self::NPP_RANGE_ERROR),
            -6 => Some(Self::NPP_SIZE_ERROR),
            -5 => Some(Self::NPP_BAD_ARGUMENT_ERROR),
            -4 => Some(Self::NPP_NO_MEMORY_ERROR),
            -3 => Some(Self::NPP_NOT_IMPLEMENTED_ERROR),
            -2 => Some(Self::NPP_ERROR),
            -1 => Some(Self::NPP_ERROR_RESERVED),
            0 => Some(Self::NPP_NO_ERROR),
            1 => Some(Self::NPP_NO_OPERATION_WARNING),
            6 => Some(Self::NPP_DIVIDE_BY_ZERO_WARNING),
            28 => Some(Self::NPP_AFFINE_QUAD_INCORRECT_WARNING),
            29 => Some(Self::NPP_WRONG_INTERSECTION_ROI_WARNING),
            30 => Some(Self::NPP_WRONG_INTERSECTION_QUAD_WARNING),
            35 => Some(Self::NPP_DOUBLE_SIZE_WARNING),
            10000 => Some(Self::NPP_MISALIGNED_DST_ROI_WARNING),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::NPP_NOT_SUPPORTED_MODE_ERROR => "NPP_NOT_SUPPORTED_MODE_ERROR",
            Self::NPP_INVALID_HOST_POINTER_ERROR => "NPP_INVALID_HOST_POINTER_ERROR",
            Self::NPP_INVALID_DEVICE_POINTER_ERROR => "NPP_INVALID_DEVICE_POINTER_ERROR",
            Self::NPP_LUT_PALETTE_BITSIZE_ERROR => "NPP_LUT_PALETTE_BITSIZE_ERROR",
            Self::NPP_ZC_MODE_NOT_SUPPORTED_ERROR => "NPP_ZC_MODE_NOT_SUPPORTED_ERROR",
            Self::NPP_NOT_SUFFICIENT_COMPUTE_CAPABILITY => "NPP_NOT_SUFFICIENT_COMPUTE_CAPABILITY",
            Self::NPP_TEXTURE_BIND_ERROR => "NPP_TEXTURE_BIND_ERROR",
            Self::NPP_WRONG_INTERSECTION_ROI_ERROR => "NPP_WRONG_INTERSECTION_ROI_ERROR",
            Self::NPP_HAAR_CLASSIFIER_PIXEL_MATCH_ERROR => "NPP_HAAR_CLASSIFIER_PIXEL_MATCH_ERROR",
            Self::NPP_MEMFREE_ERROR => "NPP_MEMFREE_ERROR",
            Self::NPP_MEMSET_ERROR => "NPP_MEMSET_ERROR",
            Self::NPP_MEMCPY_ERROR => "NPP_MEMCPY_ERROR",
            Self::NPP_ALIGNMENT_ERROR => "NPP_ALIGNMENT_ERROR",
            Self::NPP_CUDA_KERNEL_EXECUTION_ERROR => "NPP_CUDA_KERNEL_EXECUTION_ERROR",
            Self::NPP_STREAM_CTX_ERROR => "NPP_STREAM_CTX_ERROR",
            Self::NPP_ROUND_MODE_NOT_SUPPORTED_ERROR => "NPP_ROUND_MODE_NOT_SUPPORTED_ERROR",
            Self::NPP_QUALITY_INDEX_ERROR => "NPP_QUALITY_INDEX_ERROR",
            Self::NPP_RESIZE_NO_OPERATION_ERROR => "NPP_RESIZE_NO_OPERATION_ERROR",
            Self::NPP_OVERFLOW_ERROR => "NPP_OVERFLOW_ERROR",
            Self::NPP_NOT_EVEN_STEP_ERROR => "NPP_NOT_EVEN_STEP_ERROR",
            Self::NPP_HISTOGRAM_NUMBER_OF_LEVELS_ERROR => "NPP_HISTOGRAM_NUMBER_OF_LEVELS_ERROR",
            Self::NPP_LUT_NUMBER_OF_LEVELS_ERROR => "NPP_LUT_NUMBER_OF_LEVELS_ERROR",
            Self::NPP_CORRUPTED_DATA_ERROR => "NPP_CORRUPTED_DATA_ERROR",
            Self::NPP_CHANNEL_ORDER_ERROR => "NPP_CHANNEL_ORDER_ERROR",
            Self::NPP_ZERO_MASK_VALUE_ERROR => "NPP_ZERO_MASK_VALUE_ERROR",
            Self::NPP_QUADRANGLE_ERROR => "NPP_QUADRANGLE_ERROR",
            Self::NPP_RECTANGLE_ERROR => "NPP_RECTANGLE_ERROR",
            Self::NPP_COEFFICIENT_ERROR => "NPP_COEFFICIENT_ERROR",
            Self::NPP_NUMBER_OF_CHANNELS_ERROR => "NPP_NUMBER_OF_CHANNELS_ERROR",
            Self::NPP_COI_ERROR => "NPP_COI_ERROR",
            Self::NPP_DIVISOR_ERROR => "NPP_DIVISOR_ERROR",
            Self::NPP_CHANNEL_ERROR => "NPP_CHANNEL_ERROR",
            Self::NPP_STRIDE_ERROR => "NPP_STRIDE_ERROR",
            Self::NPP_ANCHOR_ERROR => "NPP_ANCHOR_ERROR",
            Self::NPP_MASK_SIZE_ERROR => "NPP_MASK_SIZE_ERROR",
            Self::NPP_RESIZE_FACTOR_ERROR => "NPP_RESIZE_FACTOR_ERROR",
            Self::NPP_INTERPOLATION_ERROR => "NPP_INTERPOLATION_ERROR",
            Self::NPP_MIRROR_FLIP_ERROR => "NPP_MIRROR_FLIP_ERROR",
            Self::NPP_MOMENT_00_ZERO_ERROR => "NPP_MOMENT_00_ZERO_ERROR",
            Self::NPP_THRESHOLD_NEGATIVE_LEVEL_ERROR => "NPP_THRESHOLD_NEGATIVE_LEVEL_ERROR",
            Self::NPP_THRESHOLD_ERROR => "NPP_THRESHOLD_ERROR",
            Self::NPP_CONTEXT_MATCH_ERROR => "NPP_CONTEXT_MATCH_ERROR",
            Self::NPP_FFT_FLAG_ERROR => "NPP_FFT_FLAG_ERROR",
            Self::NPP_FFT_ORDER_ERROR => "NPP_FFT_ORDER_ERROR",
            Self::NPP_STEP_ERROR => "NPP_STEP_ERROR",
            Self::NPP_SCALE_RANGE_ERROR => "NPP_SCALE_RANGE_ERROR",
            Self::NPP_DATA_TYPE_ERROR => "NPP_DATA_TYPE_ERROR",
            Self::NPP_OUT_OFF_RANGE_ERROR => "NPP_OUT_OFF_RANGE_ERROR",
            Self::NPP_DIVIDE_BY_ZERO_ERROR => "NPP_DIVIDE_BY_ZERO_ERROR",
            Self::NPP_MEMORY_ALLOCATION_ERR => "NPP_MEMORY_ALLOCATION_ERR",
            Self::NPP_NULL_POINTER_ERROR => "NPP_NULL_POINTER_ERROR",
            Self::NPP_RANGE_ERROR => "NPP_RANGE_ERROR",
            Self::NPP_SIZE_ERROR => "NPP_SIZE_ERROR",
            Self::NPP_BAD_ARGUMENT_ERROR => "NPP_BAD_ARGUMENT_ERROR",
            Self::NPP_NO_MEMORY_ERROR => "NPP_NO_MEMORY_ERROR",
            Self::NPP_NOT_IMPLEMENTED_ERROR => "NPP_NOT_IMPLEMENTED_ERROR",
            Self::NPP_ERROR => "NPP_ERROR",
            Self::NPP_ERROR_RESERVED => "NPP_ERROR_RESERVED",
            Self::NPP_NO_ERROR => "NPP_NO_ERROR",
            Self::NPP_NO_OPERATION_WARNING => "NPP_NO_OPERATION_WARNING",
            Self::NPP_DIVIDE_BY_ZERO_WARNING => "NPP_DIVIDE_BY_ZERO_WARNING",
            Self::NPP_AFFINE_QUAD_INCORRECT_WARNING => "NPP_AFFINE_QUAD_INCORRECT_WARNING",
            Self::NPP_WRONG_INTERSECTION_ROI_WARNING => "NPP_WRONG_INTERSECTION_ROI_WARNING",
            Self::NPP_WRONG_INTERSECTION_QUAD_WARNING => "NPP_WRONG_INTERSECTION_QUAD_WARNING",
            Self::NPP_DOUBLE_SIZE_WARNING => "NPP_DOUBLE_SIZE_WARNING",
            Self::NPP_MISALIGNED_DST_ROI_WARNING => "NPP_MISALIGNED_DST_ROI_WARNING",
        }
    }
}

/// The code a missing library or function returns; the loader's message is recorded for
/// the `result` layer.
#[cold]
#[inline(never)]
fn __load_failed(e: LoadError) -> NppStatus {
    let code = if e.missing_symbol().is_some() {
        NppStatus::NPP_NOT_IMPLEMENTED_ERROR
    } else {
        NppStatus::NPP_ERROR
    };
    crate::loader::record_failure("NPP", code as i64, Failure::Load(e));
    code
}

/// The returned value as a `NppStatus`, with a value these bindings do not know mapped to a
/// known one (see the module docs).
#[inline(always)]
pub(crate) fn __checked(raw: i32, function: &'static str) -> NppStatus {
    // Zero (success, the usual answer) first, without the whole match.
    if raw == 0 {
        if let Some(code) = const { NppStatus::from_raw(0) } {
            return code;
        }
    }
    match NppStatus::from_raw(raw) {
        Some(code) => code,
        None => __unknown(raw, function),
    }
}

#[cold]
#[inline(never)]
fn __unknown(raw: i32, function: &'static str) -> NppStatus {
    if raw >= 0 {
        // An unknown warning: the call succeeded.
        return NppStatus::NPP_NO_ERROR;
    }
    let code = NppStatus::NPP_ERROR;
    let raw = raw as i64;
    crate::loader::record_failure("NPP", code as i64, Failure::Unknown { function, raw });
    code
}

/// `nppGetLibVersion`, resolved from NPP's nppc on first use. When the library or the
/// function is missing this returns a null pointer, and the loader's message is kept for the
/// `result` layer: see the [module docs](self).
#[inline]
pub unsafe fn nppGetLibVersion() -> *const NppLibraryVersion {
    static SYM: Symbol = Symbol::new(c"nppGetLibVersion");
    type __F = unsafe extern "C" fn() -> *const NppLibraryVersion;
    // SAFETY: __F is the signature the header declares for this symbol.
    match unsafe { SYM.get::<__F>(&NPPC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => unsafe { __f() },
        Err(e) => {
            __load_failed(e);
            ::core::ptr::null()
        }
    }
}

/// `nppiCopy_8u_C3P3R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiCopy_8u_C3P3R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    aDst: *const *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiCopy_8u_C3P3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        *const *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pSrc, nSrcStep, aDst, nDstStep, oSizeROI, nppStreamCtx) },
            "nppiCopy_8u_C3P3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiCopy_32f_C3P3R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiCopy_32f_C3P3R_Ctx(
    pSrc: *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    aDst: *const *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiCopy_32f_C3P3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        ::core::ffi::c_int,
        *const *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pSrc, nSrcStep, aDst, nDstStep, oSizeROI, nppStreamCtx) },
            "nppiCopy_32f_C3P3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiCopy_8u_P3C3R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiCopy_8u_P3C3R_Ctx(
    aSrc: *const *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiCopy_8u_P3C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const *const Npp8u,
        ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(aSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) },
            "nppiCopy_8u_P3C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiCopy_32f_P3C3R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiCopy_32f_P3C3R_Ctx(
    aSrc: *const *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiCopy_32f_P3C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const *const Npp32f,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(aSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) },
            "nppiCopy_32f_P3C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiCopyConstBorder_8u_C1R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiCopyConstBorder_8u_C1R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    oSrcSizeROI: NppiSize,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oDstSizeROI: NppiSize,
    nTopBorderHeight: ::core::ffi::c_int,
    nLeftBorderWidth: ::core::ffi::c_int,
    nValue: Npp8u,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiCopyConstBorder_8u_C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        Npp8u,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    nSrcStep,
                    oSrcSizeROI,
                    pDst,
                    nDstStep,
                    oDstSizeROI,
                    nTopBorderHeight,
                    nLeftBorderWidth,
                    nValue,
                    nppStreamCtx,
                )
            },
            "nppiCopyConstBorder_8u_C1R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiCopyConstBorder_8u_C3R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiCopyConstBorder_8u_C3R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    oSrcSizeROI: NppiSize,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oDstSizeROI: NppiSize,
    nTopBorderHeight: ::core::ffi::c_int,
    nLeftBorderWidth: ::core::ffi::c_int,
    aValue: *const Npp8u,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiCopyConstBorder_8u_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        *const Npp8u,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    nSrcStep,
                    oSrcSizeROI,
                    pDst,
                    nDstStep,
                    oDstSizeROI,
                    nTopBorderHeight,
                    nLeftBorderWidth,
                    aValue,
                    nppStreamCtx,
                )
            },
            "nppiCopyConstBorder_8u_C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiCopyConstBorder_32f_C1R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiCopyConstBorder_32f_C1R_Ctx(
    pSrc: *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    oSrcSizeROI: NppiSize,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oDstSizeROI: NppiSize,
    nTopBorderHeight: ::core::ffi::c_int,
    nLeftBorderWidth: ::core::ffi::c_int,
    nValue: Npp32f,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiCopyConstBorder_32f_C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        Npp32f,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    nSrcStep,
                    oSrcSizeROI,
                    pDst,
                    nDstStep,
                    oDstSizeROI,
                    nTopBorderHeight,
                    nLeftBorderWidth,
                    nValue,
                    nppStreamCtx,
                )
            },
            "nppiCopyConstBorder_32f_C1R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiCopyConstBorder_32f_C3R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiCopyConstBorder_32f_C3R_Ctx(
    pSrc: *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    oSrcSizeROI: NppiSize,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oDstSizeROI: NppiSize,
    nTopBorderHeight: ::core::ffi::c_int,
    nLeftBorderWidth: ::core::ffi::c_int,
    aValue: *const Npp32f,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiCopyConstBorder_32f_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        *const Npp32f,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    nSrcStep,
                    oSrcSizeROI,
                    pDst,
                    nDstStep,
                    oDstSizeROI,
                    nTopBorderHeight,
                    nLeftBorderWidth,
                    aValue,
                    nppStreamCtx,
                )
            },
            "nppiCopyConstBorder_32f_C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiConvert_8u32f_C1R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiConvert_8u32f_C1R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiConvert_8u32f_C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) },
            "nppiConvert_8u32f_C1R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiConvert_8u32f_C3R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiConvert_8u32f_C3R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiConvert_8u32f_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) },
            "nppiConvert_8u32f_C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiSwapChannels_8u_C3R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiSwapChannels_8u_C3R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aDstOrder: *const ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiSwapChannels_8u_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        *const ::core::ffi::c_int,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    nSrcStep,
                    pDst,
                    nDstStep,
                    oSizeROI,
                    aDstOrder,
                    nppStreamCtx,
                )
            },
            "nppiSwapChannels_8u_C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiSwapChannels_32f_C3R_Ctx`, resolved from NPP's nppidei on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiSwapChannels_32f_C3R_Ctx(
    pSrc: *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aDstOrder: *const ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiSwapChannels_32f_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        *const ::core::ffi::c_int,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIDEI) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    nSrcStep,
                    pDst,
                    nDstStep,
                    oSizeROI,
                    aDstOrder,
                    nppStreamCtx,
                )
            },
            "nppiSwapChannels_32f_C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiRGBToGray_8u_C3C1R_Ctx`, resolved from NPP's nppicc on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiRGBToGray_8u_C3C1R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiRGBToGray_8u_C3C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPICC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) },
            "nppiRGBToGray_8u_C3C1R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiRGBToGray_32f_C3C1R_Ctx`, resolved from NPP's nppicc on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiRGBToGray_32f_C3C1R_Ctx(
    pSrc: *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiRGBToGray_32f_C3C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPICC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) },
            "nppiRGBToGray_32f_C3C1R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiColorTwist_32f_C1IR_Ctx`, resolved from NPP's nppicc on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiColorTwist_32f_C1IR_Ctx(
    pSrcDst: *mut Npp32f,
    nSrcDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aTwist: *const [Npp32f; 4usize],
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiColorTwist_32f_C1IR_Ctx");
    type __F = unsafe extern "C" fn(
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        *const [Npp32f; 4usize],
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPICC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pSrcDst, nSrcDstStep, oSizeROI, aTwist, nppStreamCtx) },
            "nppiColorTwist_32f_C1IR_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiColorTwist_32f_C3IR_Ctx`, resolved from NPP's nppicc on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiColorTwist_32f_C3IR_Ctx(
    pSrcDst: *mut Npp32f,
    nSrcDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aTwist: *const [Npp32f; 4usize],
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiColorTwist_32f_C3IR_Ctx");
    type __F = unsafe extern "C" fn(
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        *const [Npp32f; 4usize],
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPICC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pSrcDst, nSrcDstStep, oSizeROI, aTwist, nppStreamCtx) },
            "nppiColorTwist_32f_C3IR_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx`, resolved from NPP's nppicc on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx(
    pSrc: *const *const Npp8u,
    aSrcStep: *mut ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aTwist: *const [Npp32f; 4usize],
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const *const Npp8u,
        *mut ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        *const [Npp32f; 4usize],
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPICC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    aSrcStep,
                    pDst,
                    nDstStep,
                    oSizeROI,
                    aTwist,
                    nppStreamCtx,
                )
            },
            "nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx`, resolved from NPP's nppicc on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx(
    pSrc: *const *const Npp8u,
    aSrcStep: *mut ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aTwist: *const [Npp32f; 4usize],
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const *const Npp8u,
        *mut ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        *const [Npp32f; 4usize],
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPICC) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    aSrcStep,
                    pDst,
                    nDstStep,
                    oSizeROI,
                    aTwist,
                    nppStreamCtx,
                )
            },
            "nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiResize_8u_C1R_Ctx`, resolved from NPP's nppig on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiResize_8u_C1R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    oSrcSize: NppiSize,
    oSrcRectROI: NppiRect,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oDstSize: NppiSize,
    oDstRectROI: NppiRect,
    eInterpolation: ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiResize_8u_C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        NppiRect,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        NppiRect,
        ::core::ffi::c_int,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIG) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    nSrcStep,
                    oSrcSize,
                    oSrcRectROI,
                    pDst,
                    nDstStep,
                    oDstSize,
                    oDstRectROI,
                    eInterpolation,
                    nppStreamCtx,
                )
            },
            "nppiResize_8u_C1R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiResize_8u_C3R_Ctx`, resolved from NPP's nppig on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiResize_8u_C3R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    oSrcSize: NppiSize,
    oSrcRectROI: NppiRect,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oDstSize: NppiSize,
    oDstRectROI: NppiRect,
    eInterpolation: ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiResize_8u_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        NppiRect,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        NppiRect,
        ::core::ffi::c_int,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIG) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    nSrcStep,
                    oSrcSize,
                    oSrcRectROI,
                    pDst,
                    nDstStep,
                    oDstSize,
                    oDstRectROI,
                    eInterpolation,
                    nppStreamCtx,
                )
            },
            "nppiResize_8u_C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiResize_32f_C1R_Ctx`, resolved from NPP's nppig on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiResize_32f_C1R_Ctx(
    pSrc: *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    oSrcSize: NppiSize,
    oSrcRectROI: NppiRect,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oDstSize: NppiSize,
    oDstRectROI: NppiRect,
    eInterpolation: ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiResize_32f_C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppiRect,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppiRect,
        ::core::ffi::c_int,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIG) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    nSrcStep,
                    oSrcSize,
                    oSrcRectROI,
                    pDst,
                    nDstStep,
                    oDstSize,
                    oDstRectROI,
                    eInterpolation,
                    nppStreamCtx,
                )
            },
            "nppiResize_32f_C1R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiResize_32f_C3R_Ctx`, resolved from NPP's nppig on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiResize_32f_C3R_Ctx(
    pSrc: *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    oSrcSize: NppiSize,
    oSrcRectROI: NppiRect,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oDstSize: NppiSize,
    oDstRectROI: NppiRect,
    eInterpolation: ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiResize_32f_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppiRect,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppiRect,
        ::core::ffi::c_int,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIG) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    nSrcStep,
                    oSrcSize,
                    oSrcRectROI,
                    pDst,
                    nDstStep,
                    oDstSize,
                    oDstRectROI,
                    eInterpolation,
                    nppStreamCtx,
                )
            },
            "nppiResize_32f_C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiRemap_8u_C1R_Ctx`, resolved from NPP's nppig on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiRemap_8u_C1R_Ctx(
    pSrc: *const Npp8u,
    oSrcSize: NppiSize,
    nSrcStep: ::core::ffi::c_int,
    oSrcROI: NppiRect,
    pXMap: *const Npp32f,
    nXMapStep: ::core::ffi::c_int,
    pYMap: *const Npp32f,
    nYMapStep: ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oDstSizeROI: NppiSize,
    eInterpolation: ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiRemap_8u_C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        NppiSize,
        ::core::ffi::c_int,
        NppiRect,
        *const Npp32f,
        ::core::ffi::c_int,
        *const Npp32f,
        ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        ::core::ffi::c_int,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIG) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    oSrcSize,
                    nSrcStep,
                    oSrcROI,
                    pXMap,
                    nXMapStep,
                    pYMap,
                    nYMapStep,
                    pDst,
                    nDstStep,
                    oDstSizeROI,
                    eInterpolation,
                    nppStreamCtx,
                )
            },
            "nppiRemap_8u_C1R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiRemap_8u_C3R_Ctx`, resolved from NPP's nppig on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiRemap_8u_C3R_Ctx(
    pSrc: *const Npp8u,
    oSrcSize: NppiSize,
    nSrcStep: ::core::ffi::c_int,
    oSrcROI: NppiRect,
    pXMap: *const Npp32f,
    nXMapStep: ::core::ffi::c_int,
    pYMap: *const Npp32f,
    nYMapStep: ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oDstSizeROI: NppiSize,
    eInterpolation: ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiRemap_8u_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        NppiSize,
        ::core::ffi::c_int,
        NppiRect,
        *const Npp32f,
        ::core::ffi::c_int,
        *const Npp32f,
        ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        ::core::ffi::c_int,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIG) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    oSrcSize,
                    nSrcStep,
                    oSrcROI,
                    pXMap,
                    nXMapStep,
                    pYMap,
                    nYMapStep,
                    pDst,
                    nDstStep,
                    oDstSizeROI,
                    eInterpolation,
                    nppStreamCtx,
                )
            },
            "nppiRemap_8u_C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiRemap_32f_C1R_Ctx`, resolved from NPP's nppig on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiRemap_32f_C1R_Ctx(
    pSrc: *const Npp32f,
    oSrcSize: NppiSize,
    nSrcStep: ::core::ffi::c_int,
    oSrcROI: NppiRect,
    pXMap: *const Npp32f,
    nXMapStep: ::core::ffi::c_int,
    pYMap: *const Npp32f,
    nYMapStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oDstSizeROI: NppiSize,
    eInterpolation: ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiRemap_32f_C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        NppiSize,
        ::core::ffi::c_int,
        NppiRect,
        *const Npp32f,
        ::core::ffi::c_int,
        *const Npp32f,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        ::core::ffi::c_int,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIG) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    oSrcSize,
                    nSrcStep,
                    oSrcROI,
                    pXMap,
                    nXMapStep,
                    pYMap,
                    nYMapStep,
                    pDst,
                    nDstStep,
                    oDstSizeROI,
                    eInterpolation,
                    nppStreamCtx,
                )
            },
            "nppiRemap_32f_C1R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `nppiRemap_32f_C3R_Ctx`, resolved from NPP's nppig on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn nppiRemap_32f_C3R_Ctx(
    pSrc: *const Npp32f,
    oSrcSize: NppiSize,
    nSrcStep: ::core::ffi::c_int,
    oSrcROI: NppiRect,
    pXMap: *const Npp32f,
    nXMapStep: ::core::ffi::c_int,
    pYMap: *const Npp32f,
    nYMapStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oDstSizeROI: NppiSize,
    eInterpolation: ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> NppStatus {
    static SYM: Symbol = Symbol::new(c"nppiRemap_32f_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        NppiSize,
        ::core::ffi::c_int,
        NppiRect,
        *const Npp32f,
        ::core::ffi::c_int,
        *const Npp32f,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        ::core::ffi::c_int,
        NppStreamContext,
    ) -> i32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NPPIG) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    pSrc,
                    oSrcSize,
                    nSrcStep,
                    oSrcROI,
                    pXMap,
                    nXMapStep,
                    pYMap,
                    nYMapStep,
                    pDst,
                    nDstStep,
                    oDstSizeROI,
                    eInterpolation,
                    nppStreamCtx,
                )
            },
            "nppiRemap_32f_C3R_Ctx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// The functions of NPP as methods, in cudarc 0.11-0.13's shape:
/// `sys::lib().nppGetLibVersion()`. Each method calls the free function of the
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
    /// [`nppGetLibVersion`](fn@nppGetLibVersion), as a method.
    #[inline]
    pub unsafe fn nppGetLibVersion(&self) -> *const NppLibraryVersion {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nppGetLibVersion() }
    }

    /// [`nppiCopy_8u_C3P3R_Ctx`](fn@nppiCopy_8u_C3P3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiCopy_8u_C3P3R_Ctx(
        &self,
        pSrc: *const Npp8u,
        nSrcStep: ::core::ffi::c_int,
        aDst: *const *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nppiCopy_8u_C3P3R_Ctx(pSrc, nSrcStep, aDst, nDstStep, oSizeROI, nppStreamCtx) }
    }

    /// [`nppiCopy_32f_C3P3R_Ctx`](fn@nppiCopy_32f_C3P3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiCopy_32f_C3P3R_Ctx(
        &self,
        pSrc: *const Npp32f,
        nSrcStep: ::core::ffi::c_int,
        aDst: *const *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nppiCopy_32f_C3P3R_Ctx(pSrc, nSrcStep, aDst, nDstStep, oSizeROI, nppStreamCtx) }
    }

    /// [`nppiCopy_8u_P3C3R_Ctx`](fn@nppiCopy_8u_P3C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiCopy_8u_P3C3R_Ctx(
        &self,
        aSrc: *const *const Npp8u,
        nSrcStep: ::core::ffi::c_int,
        pDst: *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nppiCopy_8u_P3C3R_Ctx(aSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) }
    }

    /// [`nppiCopy_32f_P3C3R_Ctx`](fn@nppiCopy_32f_P3C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiCopy_32f_P3C3R_Ctx(
        &self,
        aSrc: *const *const Npp32f,
        nSrcStep: ::core::ffi::c_int,
        pDst: *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nppiCopy_32f_P3C3R_Ctx(aSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) }
    }

    /// [`nppiCopyConstBorder_8u_C1R_Ctx`](fn@nppiCopyConstBorder_8u_C1R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiCopyConstBorder_8u_C1R_Ctx(
        &self,
        pSrc: *const Npp8u,
        nSrcStep: ::core::ffi::c_int,
        oSrcSizeROI: NppiSize,
        pDst: *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oDstSizeROI: NppiSize,
        nTopBorderHeight: ::core::ffi::c_int,
        nLeftBorderWidth: ::core::ffi::c_int,
        nValue: Npp8u,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiCopyConstBorder_8u_C1R_Ctx(
                pSrc,
                nSrcStep,
                oSrcSizeROI,
                pDst,
                nDstStep,
                oDstSizeROI,
                nTopBorderHeight,
                nLeftBorderWidth,
                nValue,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiCopyConstBorder_8u_C3R_Ctx`](fn@nppiCopyConstBorder_8u_C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiCopyConstBorder_8u_C3R_Ctx(
        &self,
        pSrc: *const Npp8u,
        nSrcStep: ::core::ffi::c_int,
        oSrcSizeROI: NppiSize,
        pDst: *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oDstSizeROI: NppiSize,
        nTopBorderHeight: ::core::ffi::c_int,
        nLeftBorderWidth: ::core::ffi::c_int,
        aValue: *const Npp8u,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiCopyConstBorder_8u_C3R_Ctx(
                pSrc,
                nSrcStep,
                oSrcSizeROI,
                pDst,
                nDstStep,
                oDstSizeROI,
                nTopBorderHeight,
                nLeftBorderWidth,
                aValue,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiCopyConstBorder_32f_C1R_Ctx`](fn@nppiCopyConstBorder_32f_C1R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiCopyConstBorder_32f_C1R_Ctx(
        &self,
        pSrc: *const Npp32f,
        nSrcStep: ::core::ffi::c_int,
        oSrcSizeROI: NppiSize,
        pDst: *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oDstSizeROI: NppiSize,
        nTopBorderHeight: ::core::ffi::c_int,
        nLeftBorderWidth: ::core::ffi::c_int,
        nValue: Npp32f,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiCopyConstBorder_32f_C1R_Ctx(
                pSrc,
                nSrcStep,
                oSrcSizeROI,
                pDst,
                nDstStep,
                oDstSizeROI,
                nTopBorderHeight,
                nLeftBorderWidth,
                nValue,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiCopyConstBorder_32f_C3R_Ctx`](fn@nppiCopyConstBorder_32f_C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiCopyConstBorder_32f_C3R_Ctx(
        &self,
        pSrc: *const Npp32f,
        nSrcStep: ::core::ffi::c_int,
        oSrcSizeROI: NppiSize,
        pDst: *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oDstSizeROI: NppiSize,
        nTopBorderHeight: ::core::ffi::c_int,
        nLeftBorderWidth: ::core::ffi::c_int,
        aValue: *const Npp32f,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiCopyConstBorder_32f_C3R_Ctx(
                pSrc,
                nSrcStep,
                oSrcSizeROI,
                pDst,
                nDstStep,
                oDstSizeROI,
                nTopBorderHeight,
                nLeftBorderWidth,
                aValue,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiConvert_8u32f_C1R_Ctx`](fn@nppiConvert_8u32f_C1R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiConvert_8u32f_C1R_Ctx(
        &self,
        pSrc: *const Npp8u,
        nSrcStep: ::core::ffi::c_int,
        pDst: *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nppiConvert_8u32f_C1R_Ctx(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) }
    }

    /// [`nppiConvert_8u32f_C3R_Ctx`](fn@nppiConvert_8u32f_C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiConvert_8u32f_C3R_Ctx(
        &self,
        pSrc: *const Npp8u,
        nSrcStep: ::core::ffi::c_int,
        pDst: *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nppiConvert_8u32f_C3R_Ctx(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) }
    }

    /// [`nppiSwapChannels_8u_C3R_Ctx`](fn@nppiSwapChannels_8u_C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiSwapChannels_8u_C3R_Ctx(
        &self,
        pSrc: *const Npp8u,
        nSrcStep: ::core::ffi::c_int,
        pDst: *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        aDstOrder: *const ::core::ffi::c_int,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiSwapChannels_8u_C3R_Ctx(
                pSrc,
                nSrcStep,
                pDst,
                nDstStep,
                oSizeROI,
                aDstOrder,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiSwapChannels_32f_C3R_Ctx`](fn@nppiSwapChannels_32f_C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiSwapChannels_32f_C3R_Ctx(
        &self,
        pSrc: *const Npp32f,
        nSrcStep: ::core::ffi::c_int,
        pDst: *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        aDstOrder: *const ::core::ffi::c_int,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiSwapChannels_32f_C3R_Ctx(
                pSrc,
                nSrcStep,
                pDst,
                nDstStep,
                oSizeROI,
                aDstOrder,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiRGBToGray_8u_C3C1R_Ctx`](fn@nppiRGBToGray_8u_C3C1R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiRGBToGray_8u_C3C1R_Ctx(
        &self,
        pSrc: *const Npp8u,
        nSrcStep: ::core::ffi::c_int,
        pDst: *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiRGBToGray_8u_C3C1R_Ctx(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx)
        }
    }

    /// [`nppiRGBToGray_32f_C3C1R_Ctx`](fn@nppiRGBToGray_32f_C3C1R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiRGBToGray_32f_C3C1R_Ctx(
        &self,
        pSrc: *const Npp32f,
        nSrcStep: ::core::ffi::c_int,
        pDst: *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiRGBToGray_32f_C3C1R_Ctx(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx)
        }
    }

    /// [`nppiColorTwist_32f_C1IR_Ctx`](fn@nppiColorTwist_32f_C1IR_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiColorTwist_32f_C1IR_Ctx(
        &self,
        pSrcDst: *mut Npp32f,
        nSrcDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        aTwist: *const [Npp32f; 4usize],
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nppiColorTwist_32f_C1IR_Ctx(pSrcDst, nSrcDstStep, oSizeROI, aTwist, nppStreamCtx) }
    }

    /// [`nppiColorTwist_32f_C3IR_Ctx`](fn@nppiColorTwist_32f_C3IR_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiColorTwist_32f_C3IR_Ctx(
        &self,
        pSrcDst: *mut Npp32f,
        nSrcDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        aTwist: *const [Npp32f; 4usize],
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { nppiColorTwist_32f_C3IR_Ctx(pSrcDst, nSrcDstStep, oSizeROI, aTwist, nppStreamCtx) }
    }

    /// [`nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx`](fn@nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx(
        &self,
        pSrc: *const *const Npp8u,
        aSrcStep: *mut ::core::ffi::c_int,
        pDst: *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        aTwist: *const [Npp32f; 4usize],
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx(
                pSrc,
                aSrcStep,
                pDst,
                nDstStep,
                oSizeROI,
                aTwist,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx`](fn@nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx(
        &self,
        pSrc: *const *const Npp8u,
        aSrcStep: *mut ::core::ffi::c_int,
        pDst: *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oSizeROI: NppiSize,
        aTwist: *const [Npp32f; 4usize],
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx(
                pSrc,
                aSrcStep,
                pDst,
                nDstStep,
                oSizeROI,
                aTwist,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiResize_8u_C1R_Ctx`](fn@nppiResize_8u_C1R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiResize_8u_C1R_Ctx(
        &self,
        pSrc: *const Npp8u,
        nSrcStep: ::core::ffi::c_int,
        oSrcSize: NppiSize,
        oSrcRectROI: NppiRect,
        pDst: *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oDstSize: NppiSize,
        oDstRectROI: NppiRect,
        eInterpolation: ::core::ffi::c_int,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiResize_8u_C1R_Ctx(
                pSrc,
                nSrcStep,
                oSrcSize,
                oSrcRectROI,
                pDst,
                nDstStep,
                oDstSize,
                oDstRectROI,
                eInterpolation,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiResize_8u_C3R_Ctx`](fn@nppiResize_8u_C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiResize_8u_C3R_Ctx(
        &self,
        pSrc: *const Npp8u,
        nSrcStep: ::core::ffi::c_int,
        oSrcSize: NppiSize,
        oSrcRectROI: NppiRect,
        pDst: *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oDstSize: NppiSize,
        oDstRectROI: NppiRect,
        eInterpolation: ::core::ffi::c_int,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiResize_8u_C3R_Ctx(
                pSrc,
                nSrcStep,
                oSrcSize,
                oSrcRectROI,
                pDst,
                nDstStep,
                oDstSize,
                oDstRectROI,
                eInterpolation,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiResize_32f_C1R_Ctx`](fn@nppiResize_32f_C1R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiResize_32f_C1R_Ctx(
        &self,
        pSrc: *const Npp32f,
        nSrcStep: ::core::ffi::c_int,
        oSrcSize: NppiSize,
        oSrcRectROI: NppiRect,
        pDst: *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oDstSize: NppiSize,
        oDstRectROI: NppiRect,
        eInterpolation: ::core::ffi::c_int,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiResize_32f_C1R_Ctx(
                pSrc,
                nSrcStep,
                oSrcSize,
                oSrcRectROI,
                pDst,
                nDstStep,
                oDstSize,
                oDstRectROI,
                eInterpolation,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiResize_32f_C3R_Ctx`](fn@nppiResize_32f_C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiResize_32f_C3R_Ctx(
        &self,
        pSrc: *const Npp32f,
        nSrcStep: ::core::ffi::c_int,
        oSrcSize: NppiSize,
        oSrcRectROI: NppiRect,
        pDst: *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oDstSize: NppiSize,
        oDstRectROI: NppiRect,
        eInterpolation: ::core::ffi::c_int,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiResize_32f_C3R_Ctx(
                pSrc,
                nSrcStep,
                oSrcSize,
                oSrcRectROI,
                pDst,
                nDstStep,
                oDstSize,
                oDstRectROI,
                eInterpolation,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiRemap_8u_C1R_Ctx`](fn@nppiRemap_8u_C1R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiRemap_8u_C1R_Ctx(
        &self,
        pSrc: *const Npp8u,
        oSrcSize: NppiSize,
        nSrcStep: ::core::ffi::c_int,
        oSrcROI: NppiRect,
        pXMap: *const Npp32f,
        nXMapStep: ::core::ffi::c_int,
        pYMap: *const Npp32f,
        nYMapStep: ::core::ffi::c_int,
        pDst: *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oDstSizeROI: NppiSize,
        eInterpolation: ::core::ffi::c_int,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiRemap_8u_C1R_Ctx(
                pSrc,
                oSrcSize,
                nSrcStep,
                oSrcROI,
                pXMap,
                nXMapStep,
                pYMap,
                nYMapStep,
                pDst,
                nDstStep,
                oDstSizeROI,
                eInterpolation,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiRemap_8u_C3R_Ctx`](fn@nppiRemap_8u_C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiRemap_8u_C3R_Ctx(
        &self,
        pSrc: *const Npp8u,
        oSrcSize: NppiSize,
        nSrcStep: ::core::ffi::c_int,
        oSrcROI: NppiRect,
        pXMap: *const Npp32f,
        nXMapStep: ::core::ffi::c_int,
        pYMap: *const Npp32f,
        nYMapStep: ::core::ffi::c_int,
        pDst: *mut Npp8u,
        nDstStep: ::core::ffi::c_int,
        oDstSizeROI: NppiSize,
        eInterpolation: ::core::ffi::c_int,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiRemap_8u_C3R_Ctx(
                pSrc,
                oSrcSize,
                nSrcStep,
                oSrcROI,
                pXMap,
                nXMapStep,
                pYMap,
                nYMapStep,
                pDst,
                nDstStep,
                oDstSizeROI,
                eInterpolation,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiRemap_32f_C1R_Ctx`](fn@nppiRemap_32f_C1R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiRemap_32f_C1R_Ctx(
        &self,
        pSrc: *const Npp32f,
        oSrcSize: NppiSize,
        nSrcStep: ::core::ffi::c_int,
        oSrcROI: NppiRect,
        pXMap: *const Npp32f,
        nXMapStep: ::core::ffi::c_int,
        pYMap: *const Npp32f,
        nYMapStep: ::core::ffi::c_int,
        pDst: *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oDstSizeROI: NppiSize,
        eInterpolation: ::core::ffi::c_int,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiRemap_32f_C1R_Ctx(
                pSrc,
                oSrcSize,
                nSrcStep,
                oSrcROI,
                pXMap,
                nXMapStep,
                pYMap,
                nYMapStep,
                pDst,
                nDstStep,
                oDstSizeROI,
                eInterpolation,
                nppStreamCtx,
            )
        }
    }

    /// [`nppiRemap_32f_C3R_Ctx`](fn@nppiRemap_32f_C3R_Ctx), as a method.
    #[inline]
    pub unsafe fn nppiRemap_32f_C3R_Ctx(
        &self,
        pSrc: *const Npp32f,
        oSrcSize: NppiSize,
        nSrcStep: ::core::ffi::c_int,
        oSrcROI: NppiRect,
        pXMap: *const Npp32f,
        nXMapStep: ::core::ffi::c_int,
        pYMap: *const Npp32f,
        nYMapStep: ::core::ffi::c_int,
        pDst: *mut Npp32f,
        nDstStep: ::core::ffi::c_int,
        oDstSizeROI: NppiSize,
        eInterpolation: ::core::ffi::c_int,
        nppStreamCtx: NppStreamContext,
    ) -> NppStatus {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            nppiRemap_32f_C3R_Ctx(
                pSrc,
                oSrcSize,
                nSrcStep,
                oSrcROI,
                pXMap,
                nXMapStep,
                pYMap,
                nYMapStep,
                pDst,
                nDstStep,
                oDstSizeROI,
                eInterpolation,
                nppStreamCtx,
            )
        }
    }
}

/// Resolves every function of this module from its library, calling none of them: the
/// first library or function that is missing is the error.
pub fn resolve_all() -> Result<(), LoadError> {
    fn resolve(
        name: &'static ::core::ffi::CStr,
        lib: &'static crate::loader::Library,
    ) -> Result<(), LoadError> {
        let sym = Symbol::new(name);
        // SAFETY: only the address is looked up; nothing is called through it.
        unsafe { sym.get::<*const ::core::ffi::c_void>(lib) }.map(drop)
    }
    resolve(c"nppGetLibVersion", &NPPC)?;
    resolve(c"nppiColorTwist_32f_C1IR_Ctx", &NPPICC)?;
    resolve(c"nppiColorTwist_32f_C3IR_Ctx", &NPPICC)?;
    resolve(c"nppiConvert_8u32f_C1R_Ctx", &NPPIDEI)?;
    resolve(c"nppiConvert_8u32f_C3R_Ctx", &NPPIDEI)?;
    resolve(c"nppiCopyConstBorder_32f_C1R_Ctx", &NPPIDEI)?;
    resolve(c"nppiCopyConstBorder_32f_C3R_Ctx", &NPPIDEI)?;
    resolve(c"nppiCopyConstBorder_8u_C1R_Ctx", &NPPIDEI)?;
    resolve(c"nppiCopyConstBorder_8u_C3R_Ctx", &NPPIDEI)?;
    resolve(c"nppiCopy_32f_C3P3R_Ctx", &NPPIDEI)?;
    resolve(c"nppiCopy_32f_P3C3R_Ctx", &NPPIDEI)?;
    resolve(c"nppiCopy_8u_C3P3R_Ctx", &NPPIDEI)?;
    resolve(c"nppiCopy_8u_P3C3R_Ctx", &NPPIDEI)?;
    resolve(c"nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx", &NPPICC)?;
    resolve(c"nppiRGBToGray_32f_C3C1R_Ctx", &NPPICC)?;
    resolve(c"nppiRGBToGray_8u_C3C1R_Ctx", &NPPICC)?;
    resolve(c"nppiRemap_32f_C1R_Ctx", &NPPIG)?;
    resolve(c"nppiRemap_32f_C3R_Ctx", &NPPIG)?;
    resolve(c"nppiRemap_8u_C1R_Ctx", &NPPIG)?;
    resolve(c"nppiRemap_8u_C3R_Ctx", &NPPIG)?;
    resolve(c"nppiResize_32f_C1R_Ctx", &NPPIG)?;
    resolve(c"nppiResize_32f_C3R_Ctx", &NPPIG)?;
    resolve(c"nppiResize_8u_C1R_Ctx", &NPPIG)?;
    resolve(c"nppiResize_8u_C3R_Ctx", &NPPIG)?;
    resolve(c"nppiSwapChannels_32f_C3R_Ctx", &NPPIDEI)?;
    resolve(c"nppiSwapChannels_8u_C3R_Ctx", &NPPIDEI)?;
    resolve(c"nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx", &NPPICC)?;
    Ok(())
}
