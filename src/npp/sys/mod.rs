// GENERATED FILE: do not edit by hand.
// Regenerate with `bash scripts/gen-bindings.sh` (bindgen 0.73.2, npp.h from nvidia-npp-cu12==12.4.1.87,
// rewritten by scripts/postprocess_bindings.py).
//! Raw bindings to NPP, generated from the C header.
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

use crate::loader::{LoadError, NPPC, NPPICC, NPPIDEI, NPPIG, Symbol};

#[repr(C)]
#[derive(Debug)]
pub struct CUstream_st {
    _unused: [u8; 0],
}
pub type cudaStream_t = *mut CUstream_st;
impl NppiInterpolationMode {
    pub const NPPI_INTER_UNDEFINED: NppiInterpolationMode = NppiInterpolationMode(0);
    pub const NPPI_INTER_NN: NppiInterpolationMode = NppiInterpolationMode(1);
    pub const NPPI_INTER_LINEAR: NppiInterpolationMode = NppiInterpolationMode(2);
    pub const NPPI_INTER_CUBIC: NppiInterpolationMode = NppiInterpolationMode(4);
    pub const NPPI_INTER_CUBIC2P_BSPLINE: NppiInterpolationMode = NppiInterpolationMode(5);
    pub const NPPI_INTER_CUBIC2P_CATMULLROM: NppiInterpolationMode = NppiInterpolationMode(6);
    pub const NPPI_INTER_CUBIC2P_B05C03: NppiInterpolationMode = NppiInterpolationMode(7);
    pub const NPPI_INTER_SUPER: NppiInterpolationMode = NppiInterpolationMode(8);
    pub const NPPI_INTER_LANCZOS: NppiInterpolationMode = NppiInterpolationMode(16);
    pub const NPPI_INTER_LANCZOS3_ADVANCED: NppiInterpolationMode = NppiInterpolationMode(17);
    pub const NPPI_SMOOTH_EDGE: NppiInterpolationMode = NppiInterpolationMode(134217728);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct NppiInterpolationMode(pub ::core::ffi::c_uint);
impl NppStatus {
    pub const NPP_NOT_SUPPORTED_MODE_ERROR: NppStatus = NppStatus(-9999);
    pub const NPP_INVALID_HOST_POINTER_ERROR: NppStatus = NppStatus(-1032);
    pub const NPP_INVALID_DEVICE_POINTER_ERROR: NppStatus = NppStatus(-1031);
    pub const NPP_LUT_PALETTE_BITSIZE_ERROR: NppStatus = NppStatus(-1030);
    pub const NPP_ZC_MODE_NOT_SUPPORTED_ERROR: NppStatus = NppStatus(-1028);
    pub const NPP_NOT_SUFFICIENT_COMPUTE_CAPABILITY: NppStatus = NppStatus(-1027);
    pub const NPP_TEXTURE_BIND_ERROR: NppStatus = NppStatus(-1024);
    pub const NPP_WRONG_INTERSECTION_ROI_ERROR: NppStatus = NppStatus(-1020);
    pub const NPP_HAAR_CLASSIFIER_PIXEL_MATCH_ERROR: NppStatus = NppStatus(-1006);
    pub const NPP_MEMFREE_ERROR: NppStatus = NppStatus(-1005);
    pub const NPP_MEMSET_ERROR: NppStatus = NppStatus(-1004);
    pub const NPP_MEMCPY_ERROR: NppStatus = NppStatus(-1003);
    pub const NPP_ALIGNMENT_ERROR: NppStatus = NppStatus(-1002);
    pub const NPP_CUDA_KERNEL_EXECUTION_ERROR: NppStatus = NppStatus(-1000);
    pub const NPP_STREAM_CTX_ERROR: NppStatus = NppStatus(-215);
    pub const NPP_ROUND_MODE_NOT_SUPPORTED_ERROR: NppStatus = NppStatus(-213);
    pub const NPP_QUALITY_INDEX_ERROR: NppStatus = NppStatus(-210);
    pub const NPP_RESIZE_NO_OPERATION_ERROR: NppStatus = NppStatus(-201);
    pub const NPP_OVERFLOW_ERROR: NppStatus = NppStatus(-109);
    pub const NPP_NOT_EVEN_STEP_ERROR: NppStatus = NppStatus(-108);
    pub const NPP_HISTOGRAM_NUMBER_OF_LEVELS_ERROR: NppStatus = NppStatus(-107);
    pub const NPP_LUT_NUMBER_OF_LEVELS_ERROR: NppStatus = NppStatus(-106);
    pub const NPP_CORRUPTED_DATA_ERROR: NppStatus = NppStatus(-61);
    pub const NPP_CHANNEL_ORDER_ERROR: NppStatus = NppStatus(-60);
    pub const NPP_ZERO_MASK_VALUE_ERROR: NppStatus = NppStatus(-59);
    pub const NPP_QUADRANGLE_ERROR: NppStatus = NppStatus(-58);
    pub const NPP_RECTANGLE_ERROR: NppStatus = NppStatus(-57);
    pub const NPP_COEFFICIENT_ERROR: NppStatus = NppStatus(-56);
    pub const NPP_NUMBER_OF_CHANNELS_ERROR: NppStatus = NppStatus(-53);
    pub const NPP_COI_ERROR: NppStatus = NppStatus(-52);
    pub const NPP_DIVISOR_ERROR: NppStatus = NppStatus(-51);
    pub const NPP_CHANNEL_ERROR: NppStatus = NppStatus(-47);
    pub const NPP_STRIDE_ERROR: NppStatus = NppStatus(-37);
    pub const NPP_ANCHOR_ERROR: NppStatus = NppStatus(-34);
    pub const NPP_MASK_SIZE_ERROR: NppStatus = NppStatus(-33);
    pub const NPP_RESIZE_FACTOR_ERROR: NppStatus = NppStatus(-23);
    pub const NPP_INTERPOLATION_ERROR: NppStatus = NppStatus(-22);
    pub const NPP_MIRROR_FLIP_ERROR: NppStatus = NppStatus(-21);
    pub const NPP_MOMENT_00_ZERO_ERROR: NppStatus = NppStatus(-20);
    pub const NPP_THRESHOLD_NEGATIVE_LEVEL_ERROR: NppStatus = NppStatus(-19);
    pub const NPP_THRESHOLD_ERROR: NppStatus = NppStatus(-18);
    pub const NPP_CONTEXT_MATCH_ERROR: NppStatus = NppStatus(-17);
    pub const NPP_FFT_FLAG_ERROR: NppStatus = NppStatus(-16);
    pub const NPP_FFT_ORDER_ERROR: NppStatus = NppStatus(-15);
    pub const NPP_STEP_ERROR: NppStatus = NppStatus(-14);
    pub const NPP_SCALE_RANGE_ERROR: NppStatus = NppStatus(-13);
    pub const NPP_DATA_TYPE_ERROR: NppStatus = NppStatus(-12);
    pub const NPP_OUT_OFF_RANGE_ERROR: NppStatus = NppStatus(-11);
    pub const NPP_DIVIDE_BY_ZERO_ERROR: NppStatus = NppStatus(-10);
    pub const NPP_MEMORY_ALLOCATION_ERR: NppStatus = NppStatus(-9);
    pub const NPP_NULL_POINTER_ERROR: NppStatus = NppStatus(-8);
    pub const NPP_RANGE_ERROR: NppStatus = NppStatus(-7);
    pub const NPP_SIZE_ERROR: NppStatus = NppStatus(-6);
    pub const NPP_BAD_ARGUMENT_ERROR: NppStatus = NppStatus(-5);
    pub const NPP_NO_MEMORY_ERROR: NppStatus = NppStatus(-4);
    pub const NPP_NOT_IMPLEMENTED_ERROR: NppStatus = NppStatus(-3);
    pub const NPP_ERROR: NppStatus = NppStatus(-2);
    pub const NPP_ERROR_RESERVED: NppStatus = NppStatus(-1);
    pub const NPP_NO_ERROR: NppStatus = NppStatus(0);
    pub const NPP_SUCCESS: NppStatus = NppStatus(0);
    pub const NPP_NO_OPERATION_WARNING: NppStatus = NppStatus(1);
    pub const NPP_DIVIDE_BY_ZERO_WARNING: NppStatus = NppStatus(6);
    pub const NPP_AFFINE_QUAD_INCORRECT_WARNING: NppStatus = NppStatus(28);
    pub const NPP_WRONG_INTERSECTION_ROI_WARNING: NppStatus = NppStatus(29);
    pub const NPP_WRONG_INTERSECTION_QUAD_WARNING: NppStatus = NppStatus(30);
    pub const NPP_DOUBLE_SIZE_WARNING: NppStatus = NppStatus(35);
    pub const NPP_MISALIGNED_DST_ROI_WARNING: NppStatus = NppStatus(10000);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct NppStatus(pub ::core::ffi::c_int);
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct NppLibraryVersion {
    pub major: ::core::ffi::c_int,
    pub minor: ::core::ffi::c_int,
    pub build: ::core::ffi::c_int,
}
pub type Npp8u = ::core::ffi::c_uchar;
pub type Npp32f = f32;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct NppiSize {
    pub width: ::core::ffi::c_int,
    pub height: ::core::ffi::c_int,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct NppiRect {
    pub x: ::core::ffi::c_int,
    pub y: ::core::ffi::c_int,
    pub width: ::core::ffi::c_int,
    pub height: ::core::ffi::c_int,
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}

impl NppiInterpolationMode {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("NPPI_INTER_UNDEFINED"),
            1 => Some("NPPI_INTER_NN"),
            2 => Some("NPPI_INTER_LINEAR"),
            4 => Some("NPPI_INTER_CUBIC"),
            5 => Some("NPPI_INTER_CUBIC2P_BSPLINE"),
            6 => Some("NPPI_INTER_CUBIC2P_CATMULLROM"),
            7 => Some("NPPI_INTER_CUBIC2P_B05C03"),
            8 => Some("NPPI_INTER_SUPER"),
            16 => Some("NPPI_INTER_LANCZOS"),
            17 => Some("NPPI_INTER_LANCZOS3_ADVANCED"),
            134217728 => Some("NPPI_SMOOTH_EDGE"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for NppiInterpolationMode {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "NppiInterpolationMode({})", self.0),
        }
    }
}

impl NppStatus {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            -9999 => Some("NPP_NOT_SUPPORTED_MODE_ERROR"),
            -1032 => Some("NPP_INVALID_HOST_POINTER_ERROR"),
            -1031 => Some("NPP_INVALID_DEVICE_POINTER_ERROR"),
            -1030 => Some("NPP_LUT_PALETTE_BITSIZE_ERROR"),
            -1028 => Some("NPP_ZC_MODE_NOT_SUPPORTED_ERROR"),
            -1027 => Some("NPP_NOT_SUFFICIENT_COMPUTE_CAPABILITY"),
            -1024 => Some("NPP_TEXTURE_BIND_ERROR"),
            -1020 => Some("NPP_WRONG_INTERSECTION_ROI_ERROR"),
            -1006 => Some("NPP_HAAR_CLASSIFIER_PIXEL_MATCH_ERROR"),
            -1005 => Some("NPP_MEMFREE_ERROR"),
            -1004 => Some("NPP_MEMSET_ERROR"),
            -1003 => Some("NPP_MEMCPY_ERROR"),
            -1002 => Some("NPP_ALIGNMENT_ERROR"),
            -1000 => Some("NPP_CUDA_KERNEL_EXECUTION_ERROR"),
            -215 => Some("NPP_STREAM_CTX_ERROR"),
            -213 => Some("NPP_ROUND_MODE_NOT_SUPPORTED_ERROR"),
            -210 => Some("NPP_QUALITY_INDEX_ERROR"),
            -201 => Some("NPP_RESIZE_NO_OPERATION_ERROR"),
            -109 => Some("NPP_OVERFLOW_ERROR"),
            -108 => Some("NPP_NOT_EVEN_STEP_ERROR"),
            -107 => Some("NPP_HISTOGRAM_NUMBER_OF_LEVELS_ERROR"),
            -106 => Some("NPP_LUT_NUMBER_OF_LEVELS_ERROR"),
            -61 => Some("NPP_CORRUPTED_DATA_ERROR"),
            -60 => Some("NPP_CHANNEL_ORDER_ERROR"),
            -59 => Some("NPP_ZERO_MASK_VALUE_ERROR"),
            -58 => Some("NPP_QUADRANGLE_ERROR"),
            -57 => Some("NPP_RECTANGLE_ERROR"),
            -56 => Some("NPP_COEFFICIENT_ERROR"),
            -53 => Some("NPP_NUMBER_OF_CHANNELS_ERROR"),
            -52 => Some("NPP_COI_ERROR"),
            -51 => Some("NPP_DIVISOR_ERROR"),
            -47 => Some("NPP_CHANNEL_ERROR"),
            -37 => Some("NPP_STRIDE_ERROR"),
            -34 => Some("NPP_ANCHOR_ERROR"),
            -33 => Some("NPP_MASK_SIZE_ERROR"),
            -23 => Some("NPP_RESIZE_FACTOR_ERROR"),
            -22 => Some("NPP_INTERPOLATION_ERROR"),
            -21 => Some("NPP_MIRROR_FLIP_ERROR"),
            -20 => Some("NPP_MOMENT_00_ZERO_ERROR"),
            -19 => Some("NPP_THRESHOLD_NEGATIVE_LEVEL_ERROR"),
            -18 => Some("NPP_THRESHOLD_ERROR"),
            -17 => Some("NPP_CONTEXT_MATCH_ERROR"),
            -16 => Some("NPP_FFT_FLAG_ERROR"),
            -15 => Some("NPP_FFT_ORDER_ERROR"),
            -14 => Some("NPP_STEP_ERROR"),
            -13 => Some("NPP_SCALE_RANGE_ERROR"),
            -12 => Some("NPP_DATA_TYPE_ERROR"),
            -11 => Some("NPP_OUT_OFF_RANGE_ERROR"),
            -10 => Some("NPP_DIVIDE_BY_ZERO_ERROR"),
            -9 => Some("NPP_MEMORY_ALLOCATION_ERR"),
            -8 => Some("NPP_NULL_POINTER_ERROR"),
            -7 => Some("NPP_RANGE_ERROR"),
            -6 => Some("NPP_SIZE_ERROR"),
            -5 => Some("NPP_BAD_ARGUMENT_ERROR"),
            -4 => Some("NPP_NO_MEMORY_ERROR"),
            -3 => Some("NPP_NOT_IMPLEMENTED_ERROR"),
            -2 => Some("NPP_ERROR"),
            -1 => Some("NPP_ERROR_RESERVED"),
            0 => Some("NPP_NO_ERROR"),
            1 => Some("NPP_NO_OPERATION_WARNING"),
            6 => Some("NPP_DIVIDE_BY_ZERO_WARNING"),
            28 => Some("NPP_AFFINE_QUAD_INCORRECT_WARNING"),
            29 => Some("NPP_WRONG_INTERSECTION_ROI_WARNING"),
            30 => Some("NPP_WRONG_INTERSECTION_QUAD_WARNING"),
            35 => Some("NPP_DOUBLE_SIZE_WARNING"),
            10000 => Some("NPP_MISALIGNED_DST_ROI_WARNING"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for NppStatus {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "NppStatus({})", self.0),
        }
    }
}

/// `nppGetLibVersion`, resolved from NPP's nppc on first use.
#[inline]
pub unsafe fn nppGetLibVersion() -> Result<*const NppLibraryVersion, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppGetLibVersion");
    type __F = unsafe extern "C" fn() -> *const NppLibraryVersion;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f() })
}

/// `nppiCopy_8u_C3P3R_Ctx`, resolved from NPP's nppidei on first use.
#[inline]
pub unsafe fn nppiCopy_8u_C3P3R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    aDst: *const *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiCopy_8u_C3P3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        *const *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pSrc, nSrcStep, aDst, nDstStep, oSizeROI, nppStreamCtx) })
}

/// `nppiCopy_32f_C3P3R_Ctx`, resolved from NPP's nppidei on first use.
#[inline]
pub unsafe fn nppiCopy_32f_C3P3R_Ctx(
    pSrc: *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    aDst: *const *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiCopy_32f_C3P3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        ::core::ffi::c_int,
        *const *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pSrc, nSrcStep, aDst, nDstStep, oSizeROI, nppStreamCtx) })
}

/// `nppiCopy_8u_P3C3R_Ctx`, resolved from NPP's nppidei on first use.
#[inline]
pub unsafe fn nppiCopy_8u_P3C3R_Ctx(
    aSrc: *const *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiCopy_8u_P3C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const *const Npp8u,
        ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(aSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) })
}

/// `nppiCopy_32f_P3C3R_Ctx`, resolved from NPP's nppidei on first use.
#[inline]
pub unsafe fn nppiCopy_32f_P3C3R_Ctx(
    aSrc: *const *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiCopy_32f_P3C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const *const Npp32f,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(aSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) })
}

/// `nppiCopyConstBorder_8u_C1R_Ctx`, resolved from NPP's nppidei on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `nppiCopyConstBorder_8u_C3R_Ctx`, resolved from NPP's nppidei on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `nppiCopyConstBorder_32f_C1R_Ctx`, resolved from NPP's nppidei on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `nppiCopyConstBorder_32f_C3R_Ctx`, resolved from NPP's nppidei on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `nppiConvert_8u32f_C1R_Ctx`, resolved from NPP's nppidei on first use.
#[inline]
pub unsafe fn nppiConvert_8u32f_C1R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiConvert_8u32f_C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) })
}

/// `nppiConvert_8u32f_C3R_Ctx`, resolved from NPP's nppidei on first use.
#[inline]
pub unsafe fn nppiConvert_8u32f_C3R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiConvert_8u32f_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) })
}

/// `nppiSwapChannels_8u_C3R_Ctx`, resolved from NPP's nppidei on first use.
#[inline]
pub unsafe fn nppiSwapChannels_8u_C3R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aDstOrder: *const ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiSwapChannels_8u_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        *const ::core::ffi::c_int,
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            pSrc,
            nSrcStep,
            pDst,
            nDstStep,
            oSizeROI,
            aDstOrder,
            nppStreamCtx,
        )
    })
}

/// `nppiSwapChannels_32f_C3R_Ctx`, resolved from NPP's nppidei on first use.
#[inline]
pub unsafe fn nppiSwapChannels_32f_C3R_Ctx(
    pSrc: *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aDstOrder: *const ::core::ffi::c_int,
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiSwapChannels_32f_C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        *const ::core::ffi::c_int,
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIDEI)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            pSrc,
            nSrcStep,
            pDst,
            nDstStep,
            oSizeROI,
            aDstOrder,
            nppStreamCtx,
        )
    })
}

/// `nppiRGBToGray_8u_C3C1R_Ctx`, resolved from NPP's nppicc on first use.
#[inline]
pub unsafe fn nppiRGBToGray_8u_C3C1R_Ctx(
    pSrc: *const Npp8u,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiRGBToGray_8u_C3C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp8u,
        ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPICC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) })
}

/// `nppiRGBToGray_32f_C3C1R_Ctx`, resolved from NPP's nppicc on first use.
#[inline]
pub unsafe fn nppiRGBToGray_32f_C3C1R_Ctx(
    pSrc: *const Npp32f,
    nSrcStep: ::core::ffi::c_int,
    pDst: *mut Npp32f,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiRGBToGray_32f_C3C1R_Ctx");
    type __F = unsafe extern "C" fn(
        *const Npp32f,
        ::core::ffi::c_int,
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPICC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pSrc, nSrcStep, pDst, nDstStep, oSizeROI, nppStreamCtx) })
}

/// `nppiColorTwist_32f_C1IR_Ctx`, resolved from NPP's nppicc on first use.
#[inline]
pub unsafe fn nppiColorTwist_32f_C1IR_Ctx(
    pSrcDst: *mut Npp32f,
    nSrcDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aTwist: *const [Npp32f; 4usize],
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiColorTwist_32f_C1IR_Ctx");
    type __F = unsafe extern "C" fn(
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        *const [Npp32f; 4usize],
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPICC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pSrcDst, nSrcDstStep, oSizeROI, aTwist, nppStreamCtx) })
}

/// `nppiColorTwist_32f_C3IR_Ctx`, resolved from NPP's nppicc on first use.
#[inline]
pub unsafe fn nppiColorTwist_32f_C3IR_Ctx(
    pSrcDst: *mut Npp32f,
    nSrcDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aTwist: *const [Npp32f; 4usize],
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiColorTwist_32f_C3IR_Ctx");
    type __F = unsafe extern "C" fn(
        *mut Npp32f,
        ::core::ffi::c_int,
        NppiSize,
        *const [Npp32f; 4usize],
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPICC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pSrcDst, nSrcDstStep, oSizeROI, aTwist, nppStreamCtx) })
}

/// `nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx`, resolved from NPP's nppicc on first use.
#[inline]
pub unsafe fn nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx(
    pSrc: *const *const Npp8u,
    aSrcStep: *mut ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aTwist: *const [Npp32f; 4usize],
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiYUV420ToRGB_8u_ColorTwist32f_P3C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const *const Npp8u,
        *mut ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        *const [Npp32f; 4usize],
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPICC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            pSrc,
            aSrcStep,
            pDst,
            nDstStep,
            oSizeROI,
            aTwist,
            nppStreamCtx,
        )
    })
}

/// `nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx`, resolved from NPP's nppicc on first use.
#[inline]
pub unsafe fn nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx(
    pSrc: *const *const Npp8u,
    aSrcStep: *mut ::core::ffi::c_int,
    pDst: *mut Npp8u,
    nDstStep: ::core::ffi::c_int,
    oSizeROI: NppiSize,
    aTwist: *const [Npp32f; 4usize],
    nppStreamCtx: NppStreamContext,
) -> Result<NppStatus, LoadError> {
    static SYM: Symbol = Symbol::new(c"nppiNV12ToRGB_8u_ColorTwist32f_P2C3R_Ctx");
    type __F = unsafe extern "C" fn(
        *const *const Npp8u,
        *mut ::core::ffi::c_int,
        *mut Npp8u,
        ::core::ffi::c_int,
        NppiSize,
        *const [Npp32f; 4usize],
        NppStreamContext,
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPICC)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            pSrc,
            aSrcStep,
            pDst,
            nDstStep,
            oSizeROI,
            aTwist,
            nppStreamCtx,
        )
    })
}

/// `nppiResize_8u_C1R_Ctx`, resolved from NPP's nppig on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIG)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `nppiResize_8u_C3R_Ctx`, resolved from NPP's nppig on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIG)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `nppiResize_32f_C1R_Ctx`, resolved from NPP's nppig on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIG)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `nppiResize_32f_C3R_Ctx`, resolved from NPP's nppig on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIG)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `nppiRemap_8u_C1R_Ctx`, resolved from NPP's nppig on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIG)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `nppiRemap_8u_C3R_Ctx`, resolved from NPP's nppig on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIG)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `nppiRemap_32f_C1R_Ctx`, resolved from NPP's nppig on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIG)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `nppiRemap_32f_C3R_Ctx`, resolved from NPP's nppig on first use.
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
) -> Result<NppStatus, LoadError> {
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
    ) -> NppStatus;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NPPIG)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
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
