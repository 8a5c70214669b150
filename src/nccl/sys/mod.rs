// GENERATED FILE: do not edit by hand.
// Regenerate with `bash scripts/gen-bindings.sh` (bindgen 0.73.2, nccl.h from nvidia-nccl-cu12==2.27.7,
// rewritten by scripts/postprocess_bindings.py).
//! Raw bindings to NCCL, generated from the C header, in cudarc's shapes: C enums are Rust
//! enums (`#[repr]` of the C type, so `x as u32` and exhaustive matches work; values that alias
//! another are associated constants), and every function is both a free function
//! (`ncclGetVersion(&mut version)`, as in cudarc 0.10) and a method of [`Lib`]
//! (`lib().ncclGetVersion(&mut version)`, as in cudarc 0.11-0.13).
//!
//! # Loading
//!
//! Every function is resolved from the library on its first call (see [`crate::loader`]).
//! Nothing here panics when the library or a function is missing. A function returning
//! `ncclResult_t` returns `ncclSystemError` when NCCL or the function is missing; one returning
//! a pointer returns null, and one returning nothing does nothing. In each case the loader's
//! message (every path tried and why it failed and the environment variable that overrides the
//! search, or the missing function) is kept for the calling thread, and the `result` layer
//! attaches it to the error it makes of that code (`ncclResult_t::result()` does too).
//!
//! # Values from the library
//!
//! A Rust enum holding a value that is not one of its variants is undefined behaviour, and a
//! newer library may return values these bindings do not know. So the raw function pointer
//! types declare a returned `ncclResult_t` as its integer type, and the functions here convert
//! it with the checked `ncclResult_t::from_raw`: a value they do not know becomes
//! `ncclInternalError`. The function and the value are recorded as above; the error the
//! `result` layer makes names them.
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

use crate::loader::{Failure, LoadError, NCCL, Symbol};

pub use crate::driver::sys::CUstream_st;

pub const NCCL_MAJOR: u32 = 2;
pub const NCCL_MINOR: u32 = 27;
pub const NCCL_PATCH: u32 = 7;
pub const NCCL_SUFFIX: &[u8; 1] = b"\0";
pub const NCCL_VERSION_CODE: u32 = 22707;
pub const NCCL_UNIQUE_ID_BYTES: u32 = 128;
pub const NCCL_SPLIT_NOCOLOR: i32 = -1;
pub const NCCL_UNDEF_FLOAT: f64 = -1.0;
pub const NCCL_WIN_DEFAULT: u32 = 0;
pub const NCCL_WIN_COLL_SYMMETRIC: u32 = 1;
pub const NCCL_CTA_POLICY_DEFAULT: u32 = 0;
pub const NCCL_CTA_POLICY_EFFICIENCY: u32 = 1;
pub const NCCL_SHRINK_DEFAULT: u32 = 0;
pub const NCCL_SHRINK_ABORT: u32 = 1;
pub type cudaStream_t = *mut CUstream_st;
#[repr(C)]
#[derive(Debug)]
pub struct ncclComm {
    _unused: [u8; 0],
}
pub type ncclComm_t = *mut ncclComm;
#[repr(C)]
#[derive(Debug)]
pub struct ncclWindow {
    _unused: [u8; 0],
}
pub type ncclWindow_t = *mut ncclWindow;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct ncclUniqueId {
    pub internal: [::core::ffi::c_char; 128usize],
}
impl Default for ncclUniqueId {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum ncclResult_t {
    ncclSuccess = 0,
    ncclUnhandledCudaError = 1,
    ncclSystemError = 2,
    ncclInternalError = 3,
    ncclInvalidArgument = 4,
    ncclInvalidUsage = 5,
    ncclRemoteError = 6,
    ncclInProgress = 7,
    ncclNumResults = 8,
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct ncclConfig_v22700 {
    pub size: usize,
    pub magic: ::core::ffi::c_uint,
    pub version: ::core::ffi::c_uint,
    pub blocking: ::core::ffi::c_int,
    pub cgaClusterSize: ::core::ffi::c_int,
    pub minCTAs: ::core::ffi::c_int,
    pub maxCTAs: ::core::ffi::c_int,
    pub netName: *const ::core::ffi::c_char,
    pub splitShare: ::core::ffi::c_int,
    pub trafficClass: ::core::ffi::c_int,
    pub commName: *const ::core::ffi::c_char,
    pub collnetEnable: ::core::ffi::c_int,
    pub CTAPolicy: ::core::ffi::c_int,
    pub shrinkShare: ::core::ffi::c_int,
    pub nvlsCTAs: ::core::ffi::c_int,
}
impl Default for ncclConfig_v22700 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type ncclConfig_t = ncclConfig_v22700;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, PartialOrd, PartialEq)]
pub struct ncclSimInfo_v22200 {
    pub size: usize,
    pub magic: ::core::ffi::c_uint,
    pub version: ::core::ffi::c_uint,
    pub estimatedTime: f32,
}
pub type ncclSimInfo_t = ncclSimInfo_v22200;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum ncclRedOp_dummy_t {
    ncclNumOps_dummy = 5,
}
impl ncclRedOp_t {
    pub const ncclSum: ncclRedOp_t = ncclRedOp_t(0);
    pub const ncclProd: ncclRedOp_t = ncclRedOp_t(1);
    pub const ncclMax: ncclRedOp_t = ncclRedOp_t(2);
    pub const ncclMin: ncclRedOp_t = ncclRedOp_t(3);
    pub const ncclAvg: ncclRedOp_t = ncclRedOp_t(4);
    pub const ncclNumOps: ncclRedOp_t = ncclRedOp_t(5);
    pub const ncclMaxRedOp: ncclRedOp_t = ncclRedOp_t(2147483647);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct ncclRedOp_t(pub ::core::ffi::c_uint);
impl ncclDataType_t {
    pub const ncclChar: ncclDataType_t = ncclDataType_t::ncclInt8;
}
impl ncclDataType_t {
    pub const ncclInt: ncclDataType_t = ncclDataType_t::ncclInt32;
}
impl ncclDataType_t {
    pub const ncclHalf: ncclDataType_t = ncclDataType_t::ncclFloat16;
}
impl ncclDataType_t {
    pub const ncclFloat: ncclDataType_t = ncclDataType_t::ncclFloat32;
}
impl ncclDataType_t {
    pub const ncclDouble: ncclDataType_t = ncclDataType_t::ncclFloat64;
}
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum ncclDataType_t {
    ncclInt8 = 0,
    ncclUint8 = 1,
    ncclInt32 = 2,
    ncclUint32 = 3,
    ncclInt64 = 4,
    ncclUint64 = 5,
    ncclFloat16 = 6,
    ncclFloat32 = 7,
    ncclFloat64 = 8,
    ncclBfloat16 = 9,
    ncclFloat8e4m3 = 10,
    ncclFloat8e5m2 = 11,
    ncclNumTypes = 12,
}
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum ncclScalarResidence_t {
    ncclScalarDevice = 0,
    ncclScalarHostImmediate = 1,
}

impl ncclRedOp_t {
    /// The name of this value's constant, or `None` for a value the header does not name.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("ncclSum"),
            1 => Some("ncclProd"),
            2 => Some("ncclMax"),
            3 => Some("ncclMin"),
            4 => Some("ncclAvg"),
            5 => Some("ncclNumOps"),
            2147483647 => Some("ncclMaxRedOp"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for ncclRedOp_t {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "ncclRedOp_t({})", self.0),
        }
    }
}

impl ncclResult_t {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `ncclResult_t`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::ncclSuccess),
            1 => Some(Self::ncclUnhandledCudaError),
            2 => Some(Self::ncclSystemError),
            3 => Some(Self::ncclInternalError),
            4 => Some(Self::ncclInvalidArgument),
            5 => Some(Self::ncclInvalidUsage),
            6 => Some(Self::ncclRemoteError),
            7 => Some(Self::ncclInProgress),
            8 => Some(Self::ncclNumResults),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::ncclSuccess => "ncclSuccess",
            Self::ncclUnhandledCudaError => "ncclUnhandledCudaError",
            Self::ncclSystemError => "ncclSystemError",
            Self::ncclInternalError => "ncclInternalError",
            Self::ncclInvalidArgument => "ncclInvalidArgument",
            Self::ncclInvalidUsage => "ncclInvalidUsage",
            Self::ncclRemoteError => "ncclRemoteError",
            Self::ncclInProgress => "ncclInProgress",
            Self::ncclNumResults => "ncclNumResults",
        }
    }
}

impl ncclRedOp_dummy_t {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `ncclRedOp_dummy_t`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            5 => Some(Self::ncclNumOps_dummy),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::ncclNumOps_dummy => "ncclNumOps_dummy",
        }
    }
}

impl ncclDataType_t {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `ncclDataType_t`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::ncclInt8),
            1 => Some(Self::ncclUint8),
            2 => Some(Self::ncclInt32),
            3 => Some(Self::ncclUint32),
            4 => Some(Self::ncclInt64),
            5 => Some(Self::ncclUint64),
            6 => Some(Self::ncclFloat16),
            7 => Some(Self::ncclFloat32),
            8 => Some(Self::ncclFloat64),
            9 => Some(Self::ncclBfloat16),
            10 => Some(Self::ncclFloat8e4m3),
            11 => Some(Self::ncclFloat8e5m2),
            12 => Some(Self::ncclNumTypes),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::ncclInt8 => "ncclInt8",
            Self::ncclUint8 => "ncclUint8",
            Self::ncclInt32 => "ncclInt32",
            Self::ncclUint32 => "ncclUint32",
            Self::ncclInt64 => "ncclInt64",
            Self::ncclUint64 => "ncclUint64",
            Self::ncclFloat16 => "ncclFloat16",
            Self::ncclFloat32 => "ncclFloat32",
            Self::ncclFloat64 => "ncclFloat64",
            Self::ncclBfloat16 => "ncclBfloat16",
            Self::ncclFloat8e4m3 => "ncclFloat8e4m3",
            Self::ncclFloat8e5m2 => "ncclFloat8e5m2",
            Self::ncclNumTypes => "ncclNumTypes",
        }
    }
}

impl ncclScalarResidence_t {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `ncclScalarResidence_t`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::ncclScalarDevice),
            1 => Some(Self::ncclScalarHostImmediate),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::ncclScalarDevice => "ncclScalarDevice",
            Self::ncclScalarHostImmediate => "ncclScalarHostImmediate",
        }
    }
}

/// The code a missing library or function returns; the loader's message is recorded for
/// the `result` layer.
#[cold]
#[inline(never)]
fn __load_failed(e: LoadError) -> ncclResult_t {
    let code = ncclResult_t::ncclSystemError;
    crate::loader::record_failure("NCCL", code as i64, Failure::Load(e));
    code
}

/// The returned value as a `ncclResult_t`, with a value these bindings do not know mapped to a
/// known one (see the module docs).
#[inline(always)]
pub(crate) fn __checked(raw: u32, function: &'static str) -> ncclResult_t {
    // Zero (success, the usual answer) first, without the whole match.
    if raw == 0 {
        if let Some(code) = const { ncclResult_t::from_raw(0) } {
            return code;
        }
    }
    match ncclResult_t::from_raw(raw) {
        Some(code) => code,
        None => __unknown(raw, function),
    }
}

#[cold]
#[inline(never)]
fn __unknown(raw: u32, function: &'static str) -> ncclResult_t {
    let code = ncclResult_t::ncclInternalError;
    let raw = raw as i64;
    crate::loader::record_failure("NCCL", code as i64, Failure::Unknown { function, raw });
    code
}

/// `ncclMemAlloc`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclMemAlloc(ptr: *mut *mut ::core::ffi::c_void, size: usize) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclMemAlloc");
    type __F = unsafe extern "C" fn(*mut *mut ::core::ffi::c_void, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ptr, size) }, "ncclMemAlloc"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclMemFree`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclMemFree(ptr: *mut ::core::ffi::c_void) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclMemFree");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ptr) }, "ncclMemFree"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclGetVersion`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclGetVersion(version: *mut ::core::ffi::c_int) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclGetVersion");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(version) }, "ncclGetVersion"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclGetUniqueId`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclGetUniqueId(uniqueId: *mut ncclUniqueId) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclGetUniqueId");
    type __F = unsafe extern "C" fn(*mut ncclUniqueId) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(uniqueId) }, "ncclGetUniqueId"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommInitRankConfig`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommInitRankConfig(
    comm: *mut ncclComm_t,
    nranks: ::core::ffi::c_int,
    commId: ncclUniqueId,
    rank: ::core::ffi::c_int,
    config: *mut ncclConfig_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommInitRankConfig");
    type __F = unsafe extern "C" fn(
        *mut ncclComm_t,
        ::core::ffi::c_int,
        ncclUniqueId,
        ::core::ffi::c_int,
        *mut ncclConfig_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(comm, nranks, commId, rank, config) },
            "ncclCommInitRankConfig",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommInitRank`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommInitRank(
    comm: *mut ncclComm_t,
    nranks: ::core::ffi::c_int,
    commId: ncclUniqueId,
    rank: ::core::ffi::c_int,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommInitRank");
    type __F = unsafe extern "C" fn(
        *mut ncclComm_t,
        ::core::ffi::c_int,
        ncclUniqueId,
        ::core::ffi::c_int,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(comm, nranks, commId, rank) },
            "ncclCommInitRank",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommInitAll`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommInitAll(
    comm: *mut ncclComm_t,
    ndev: ::core::ffi::c_int,
    devlist: *const ::core::ffi::c_int,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommInitAll");
    type __F =
        unsafe extern "C" fn(*mut ncclComm_t, ::core::ffi::c_int, *const ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(comm, ndev, devlist) }, "ncclCommInitAll"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommFinalize`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommFinalize(comm: ncclComm_t) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommFinalize");
    type __F = unsafe extern "C" fn(ncclComm_t) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(comm) }, "ncclCommFinalize"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommDestroy`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommDestroy(comm: ncclComm_t) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommDestroy");
    type __F = unsafe extern "C" fn(ncclComm_t) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(comm) }, "ncclCommDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommAbort`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommAbort(comm: ncclComm_t) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommAbort");
    type __F = unsafe extern "C" fn(ncclComm_t) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(comm) }, "ncclCommAbort"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommSplit`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommSplit(
    comm: ncclComm_t,
    color: ::core::ffi::c_int,
    key: ::core::ffi::c_int,
    newcomm: *mut ncclComm_t,
    config: *mut ncclConfig_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommSplit");
    type __F = unsafe extern "C" fn(
        ncclComm_t,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        *mut ncclComm_t,
        *mut ncclConfig_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(comm, color, key, newcomm, config) },
            "ncclCommSplit",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommShrink`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommShrink(
    comm: ncclComm_t,
    excludeRanksList: *mut ::core::ffi::c_int,
    excludeRanksCount: ::core::ffi::c_int,
    newcomm: *mut ncclComm_t,
    config: *mut ncclConfig_t,
    shrinkFlags: ::core::ffi::c_int,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommShrink");
    type __F = unsafe extern "C" fn(
        ncclComm_t,
        *mut ::core::ffi::c_int,
        ::core::ffi::c_int,
        *mut ncclComm_t,
        *mut ncclConfig_t,
        ::core::ffi::c_int,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    comm,
                    excludeRanksList,
                    excludeRanksCount,
                    newcomm,
                    config,
                    shrinkFlags,
                )
            },
            "ncclCommShrink",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommInitRankScalable`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommInitRankScalable(
    newcomm: *mut ncclComm_t,
    nranks: ::core::ffi::c_int,
    myrank: ::core::ffi::c_int,
    nId: ::core::ffi::c_int,
    commIds: *mut ncclUniqueId,
    config: *mut ncclConfig_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommInitRankScalable");
    type __F = unsafe extern "C" fn(
        *mut ncclComm_t,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        *mut ncclUniqueId,
        *mut ncclConfig_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(newcomm, nranks, myrank, nId, commIds, config) },
            "ncclCommInitRankScalable",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclGetErrorString`, resolved from NCCL on first use. When the library or the
/// function is missing this returns a null pointer, and the loader's message is kept for the
/// `result` layer: see the [module docs](self).
#[inline]
pub unsafe fn ncclGetErrorString(result: ncclResult_t) -> *const ::core::ffi::c_char {
    static SYM: Symbol = Symbol::new(c"ncclGetErrorString");
    type __F = unsafe extern "C" fn(ncclResult_t) -> *const ::core::ffi::c_char;
    // SAFETY: __F is the signature the header declares for this symbol.
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => unsafe { __f(result) },
        Err(e) => {
            __load_failed(e);
            ::core::ptr::null()
        }
    }
}

/// `ncclGetLastError`, resolved from NCCL on first use. When the library or the
/// function is missing this returns a null pointer, and the loader's message is kept for the
/// `result` layer: see the [module docs](self).
#[inline]
pub unsafe fn ncclGetLastError(comm: ncclComm_t) -> *const ::core::ffi::c_char {
    static SYM: Symbol = Symbol::new(c"ncclGetLastError");
    type __F = unsafe extern "C" fn(ncclComm_t) -> *const ::core::ffi::c_char;
    // SAFETY: __F is the signature the header declares for this symbol.
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => unsafe { __f(comm) },
        Err(e) => {
            __load_failed(e);
            ::core::ptr::null()
        }
    }
}

/// `ncclResetDebugInit`, resolved from NCCL on first use. When the library or the
/// function is missing this returns nothing, and the loader's message is kept for the
/// `result` layer: see the [module docs](self).
#[inline]
pub unsafe fn ncclResetDebugInit() -> () {
    static SYM: Symbol = Symbol::new(c"ncclResetDebugInit");
    type __F = unsafe extern "C" fn() -> ();
    // SAFETY: __F is the signature the header declares for this symbol.
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => unsafe { __f() },
        Err(e) => {
            __load_failed(e);
            ()
        }
    }
}

/// `ncclCommGetAsyncError`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommGetAsyncError(
    comm: ncclComm_t,
    asyncError: *mut ncclResult_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommGetAsyncError");
    type __F = unsafe extern "C" fn(ncclComm_t, *mut ncclResult_t) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(comm, asyncError) }, "ncclCommGetAsyncError"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommCount`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommCount(comm: ncclComm_t, count: *mut ::core::ffi::c_int) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommCount");
    type __F = unsafe extern "C" fn(ncclComm_t, *mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(comm, count) }, "ncclCommCount"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommCuDevice`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommCuDevice(comm: ncclComm_t, device: *mut ::core::ffi::c_int) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommCuDevice");
    type __F = unsafe extern "C" fn(ncclComm_t, *mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(comm, device) }, "ncclCommCuDevice"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommUserRank`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommUserRank(comm: ncclComm_t, rank: *mut ::core::ffi::c_int) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommUserRank");
    type __F = unsafe extern "C" fn(ncclComm_t, *mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(comm, rank) }, "ncclCommUserRank"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommRegister`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommRegister(
    comm: ncclComm_t,
    buff: *mut ::core::ffi::c_void,
    size: usize,
    handle: *mut *mut ::core::ffi::c_void,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommRegister");
    type __F = unsafe extern "C" fn(
        ncclComm_t,
        *mut ::core::ffi::c_void,
        usize,
        *mut *mut ::core::ffi::c_void,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(comm, buff, size, handle) }, "ncclCommRegister"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommDeregister`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommDeregister(
    comm: ncclComm_t,
    handle: *mut ::core::ffi::c_void,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommDeregister");
    type __F = unsafe extern "C" fn(ncclComm_t, *mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(comm, handle) }, "ncclCommDeregister"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommWindowRegister`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommWindowRegister(
    comm: ncclComm_t,
    buff: *mut ::core::ffi::c_void,
    size: usize,
    win: *mut ncclWindow_t,
    winFlags: ::core::ffi::c_int,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommWindowRegister");
    type __F = unsafe extern "C" fn(
        ncclComm_t,
        *mut ::core::ffi::c_void,
        usize,
        *mut ncclWindow_t,
        ::core::ffi::c_int,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(comm, buff, size, win, winFlags) },
            "ncclCommWindowRegister",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclCommWindowDeregister`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclCommWindowDeregister(comm: ncclComm_t, win: ncclWindow_t) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclCommWindowDeregister");
    type __F = unsafe extern "C" fn(ncclComm_t, ncclWindow_t) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(comm, win) }, "ncclCommWindowDeregister"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclRedOpCreatePreMulSum`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclRedOpCreatePreMulSum(
    op: *mut ncclRedOp_t,
    scalar: *mut ::core::ffi::c_void,
    datatype: ncclDataType_t,
    residence: ncclScalarResidence_t,
    comm: ncclComm_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclRedOpCreatePreMulSum");
    type __F = unsafe extern "C" fn(
        *mut ncclRedOp_t,
        *mut ::core::ffi::c_void,
        ncclDataType_t,
        ncclScalarResidence_t,
        ncclComm_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(op, scalar, datatype, residence, comm) },
            "ncclRedOpCreatePreMulSum",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclRedOpDestroy`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclRedOpDestroy(op: ncclRedOp_t, comm: ncclComm_t) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclRedOpDestroy");
    type __F = unsafe extern "C" fn(ncclRedOp_t, ncclComm_t) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(op, comm) }, "ncclRedOpDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclReduce`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclReduce(
    sendbuff: *const ::core::ffi::c_void,
    recvbuff: *mut ::core::ffi::c_void,
    count: usize,
    datatype: ncclDataType_t,
    op: ncclRedOp_t,
    root: ::core::ffi::c_int,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclReduce");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ncclRedOp_t,
        ::core::ffi::c_int,
        ncclComm_t,
        cudaStream_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(sendbuff, recvbuff, count, datatype, op, root, comm, stream) },
            "ncclReduce",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclBcast`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclBcast(
    buff: *mut ::core::ffi::c_void,
    count: usize,
    datatype: ncclDataType_t,
    root: ::core::ffi::c_int,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclBcast");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ::core::ffi::c_int,
        ncclComm_t,
        cudaStream_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(buff, count, datatype, root, comm, stream) },
            "ncclBcast",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclBroadcast`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclBroadcast(
    sendbuff: *const ::core::ffi::c_void,
    recvbuff: *mut ::core::ffi::c_void,
    count: usize,
    datatype: ncclDataType_t,
    root: ::core::ffi::c_int,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclBroadcast");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ::core::ffi::c_int,
        ncclComm_t,
        cudaStream_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(sendbuff, recvbuff, count, datatype, root, comm, stream) },
            "ncclBroadcast",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclAllReduce`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclAllReduce(
    sendbuff: *const ::core::ffi::c_void,
    recvbuff: *mut ::core::ffi::c_void,
    count: usize,
    datatype: ncclDataType_t,
    op: ncclRedOp_t,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclAllReduce");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ncclRedOp_t,
        ncclComm_t,
        cudaStream_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(sendbuff, recvbuff, count, datatype, op, comm, stream) },
            "ncclAllReduce",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclReduceScatter`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclReduceScatter(
    sendbuff: *const ::core::ffi::c_void,
    recvbuff: *mut ::core::ffi::c_void,
    recvcount: usize,
    datatype: ncclDataType_t,
    op: ncclRedOp_t,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclReduceScatter");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ncclRedOp_t,
        ncclComm_t,
        cudaStream_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(sendbuff, recvbuff, recvcount, datatype, op, comm, stream) },
            "ncclReduceScatter",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclAllGather`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclAllGather(
    sendbuff: *const ::core::ffi::c_void,
    recvbuff: *mut ::core::ffi::c_void,
    sendcount: usize,
    datatype: ncclDataType_t,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclAllGather");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ncclComm_t,
        cudaStream_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(sendbuff, recvbuff, sendcount, datatype, comm, stream) },
            "ncclAllGather",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclSend`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclSend(
    sendbuff: *const ::core::ffi::c_void,
    count: usize,
    datatype: ncclDataType_t,
    peer: ::core::ffi::c_int,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclSend");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ::core::ffi::c_int,
        ncclComm_t,
        cudaStream_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(sendbuff, count, datatype, peer, comm, stream) },
            "ncclSend",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclRecv`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclRecv(
    recvbuff: *mut ::core::ffi::c_void,
    count: usize,
    datatype: ncclDataType_t,
    peer: ::core::ffi::c_int,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclRecv");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ::core::ffi::c_int,
        ncclComm_t,
        cudaStream_t,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(recvbuff, count, datatype, peer, comm, stream) },
            "ncclRecv",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `ncclGroupStart`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclGroupStart() -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclGroupStart");
    type __F = unsafe extern "C" fn() -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f() }, "ncclGroupStart"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclGroupEnd`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclGroupEnd() -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclGroupEnd");
    type __F = unsafe extern "C" fn() -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f() }, "ncclGroupEnd"),
        Err(e) => __load_failed(e),
    }
}

/// `ncclGroupSimulateEnd`, resolved from NCCL on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn ncclGroupSimulateEnd(simInfo: *mut ncclSimInfo_t) -> ncclResult_t {
    static SYM: Symbol = Symbol::new(c"ncclGroupSimulateEnd");
    type __F = unsafe extern "C" fn(*mut ncclSimInfo_t) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&NCCL) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(simInfo) }, "ncclGroupSimulateEnd"),
        Err(e) => __load_failed(e),
    }
}

/// The functions of NCCL as methods, in cudarc 0.11-0.13's shape:
/// `sys::lib().ncclGetVersion(&mut version)`. Each method calls the free function of the
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
    /// [`ncclMemAlloc`](fn@ncclMemAlloc), as a method.
    #[inline]
    pub unsafe fn ncclMemAlloc(
        &self,
        ptr: *mut *mut ::core::ffi::c_void,
        size: usize,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclMemAlloc(ptr, size) }
    }

    /// [`ncclMemFree`](fn@ncclMemFree), as a method.
    #[inline]
    pub unsafe fn ncclMemFree(&self, ptr: *mut ::core::ffi::c_void) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclMemFree(ptr) }
    }

    /// [`ncclGetVersion`](fn@ncclGetVersion), as a method.
    #[inline]
    pub unsafe fn ncclGetVersion(&self, version: *mut ::core::ffi::c_int) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclGetVersion(version) }
    }

    /// [`ncclGetUniqueId`](fn@ncclGetUniqueId), as a method.
    #[inline]
    pub unsafe fn ncclGetUniqueId(&self, uniqueId: *mut ncclUniqueId) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclGetUniqueId(uniqueId) }
    }

    /// [`ncclCommInitRankConfig`](fn@ncclCommInitRankConfig), as a method.
    #[inline]
    pub unsafe fn ncclCommInitRankConfig(
        &self,
        comm: *mut ncclComm_t,
        nranks: ::core::ffi::c_int,
        commId: ncclUniqueId,
        rank: ::core::ffi::c_int,
        config: *mut ncclConfig_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommInitRankConfig(comm, nranks, commId, rank, config) }
    }

    /// [`ncclCommInitRank`](fn@ncclCommInitRank), as a method.
    #[inline]
    pub unsafe fn ncclCommInitRank(
        &self,
        comm: *mut ncclComm_t,
        nranks: ::core::ffi::c_int,
        commId: ncclUniqueId,
        rank: ::core::ffi::c_int,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommInitRank(comm, nranks, commId, rank) }
    }

    /// [`ncclCommInitAll`](fn@ncclCommInitAll), as a method.
    #[inline]
    pub unsafe fn ncclCommInitAll(
        &self,
        comm: *mut ncclComm_t,
        ndev: ::core::ffi::c_int,
        devlist: *const ::core::ffi::c_int,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommInitAll(comm, ndev, devlist) }
    }

    /// [`ncclCommFinalize`](fn@ncclCommFinalize), as a method.
    #[inline]
    pub unsafe fn ncclCommFinalize(&self, comm: ncclComm_t) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommFinalize(comm) }
    }

    /// [`ncclCommDestroy`](fn@ncclCommDestroy), as a method.
    #[inline]
    pub unsafe fn ncclCommDestroy(&self, comm: ncclComm_t) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommDestroy(comm) }
    }

    /// [`ncclCommAbort`](fn@ncclCommAbort), as a method.
    #[inline]
    pub unsafe fn ncclCommAbort(&self, comm: ncclComm_t) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommAbort(comm) }
    }

    /// [`ncclCommSplit`](fn@ncclCommSplit), as a method.
    #[inline]
    pub unsafe fn ncclCommSplit(
        &self,
        comm: ncclComm_t,
        color: ::core::ffi::c_int,
        key: ::core::ffi::c_int,
        newcomm: *mut ncclComm_t,
        config: *mut ncclConfig_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommSplit(comm, color, key, newcomm, config) }
    }

    /// [`ncclCommShrink`](fn@ncclCommShrink), as a method.
    #[inline]
    pub unsafe fn ncclCommShrink(
        &self,
        comm: ncclComm_t,
        excludeRanksList: *mut ::core::ffi::c_int,
        excludeRanksCount: ::core::ffi::c_int,
        newcomm: *mut ncclComm_t,
        config: *mut ncclConfig_t,
        shrinkFlags: ::core::ffi::c_int,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            ncclCommShrink(
                comm,
                excludeRanksList,
                excludeRanksCount,
                newcomm,
                config,
                shrinkFlags,
            )
        }
    }

    /// [`ncclCommInitRankScalable`](fn@ncclCommInitRankScalable), as a method.
    #[inline]
    pub unsafe fn ncclCommInitRankScalable(
        &self,
        newcomm: *mut ncclComm_t,
        nranks: ::core::ffi::c_int,
        myrank: ::core::ffi::c_int,
        nId: ::core::ffi::c_int,
        commIds: *mut ncclUniqueId,
        config: *mut ncclConfig_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommInitRankScalable(newcomm, nranks, myrank, nId, commIds, config) }
    }

    /// [`ncclGetErrorString`](fn@ncclGetErrorString), as a method.
    #[inline]
    pub unsafe fn ncclGetErrorString(&self, result: ncclResult_t) -> *const ::core::ffi::c_char {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclGetErrorString(result) }
    }

    /// [`ncclGetLastError`](fn@ncclGetLastError), as a method.
    #[inline]
    pub unsafe fn ncclGetLastError(&self, comm: ncclComm_t) -> *const ::core::ffi::c_char {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclGetLastError(comm) }
    }

    /// [`ncclResetDebugInit`](fn@ncclResetDebugInit), as a method.
    #[inline]
    pub unsafe fn ncclResetDebugInit(&self) {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclResetDebugInit() }
    }

    /// [`ncclCommGetAsyncError`](fn@ncclCommGetAsyncError), as a method.
    #[inline]
    pub unsafe fn ncclCommGetAsyncError(
        &self,
        comm: ncclComm_t,
        asyncError: *mut ncclResult_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommGetAsyncError(comm, asyncError) }
    }

    /// [`ncclCommCount`](fn@ncclCommCount), as a method.
    #[inline]
    pub unsafe fn ncclCommCount(
        &self,
        comm: ncclComm_t,
        count: *mut ::core::ffi::c_int,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommCount(comm, count) }
    }

    /// [`ncclCommCuDevice`](fn@ncclCommCuDevice), as a method.
    #[inline]
    pub unsafe fn ncclCommCuDevice(
        &self,
        comm: ncclComm_t,
        device: *mut ::core::ffi::c_int,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommCuDevice(comm, device) }
    }

    /// [`ncclCommUserRank`](fn@ncclCommUserRank), as a method.
    #[inline]
    pub unsafe fn ncclCommUserRank(
        &self,
        comm: ncclComm_t,
        rank: *mut ::core::ffi::c_int,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommUserRank(comm, rank) }
    }

    /// [`ncclCommRegister`](fn@ncclCommRegister), as a method.
    #[inline]
    pub unsafe fn ncclCommRegister(
        &self,
        comm: ncclComm_t,
        buff: *mut ::core::ffi::c_void,
        size: usize,
        handle: *mut *mut ::core::ffi::c_void,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommRegister(comm, buff, size, handle) }
    }

    /// [`ncclCommDeregister`](fn@ncclCommDeregister), as a method.
    #[inline]
    pub unsafe fn ncclCommDeregister(
        &self,
        comm: ncclComm_t,
        handle: *mut ::core::ffi::c_void,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommDeregister(comm, handle) }
    }

    /// [`ncclCommWindowRegister`](fn@ncclCommWindowRegister), as a method.
    #[inline]
    pub unsafe fn ncclCommWindowRegister(
        &self,
        comm: ncclComm_t,
        buff: *mut ::core::ffi::c_void,
        size: usize,
        win: *mut ncclWindow_t,
        winFlags: ::core::ffi::c_int,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommWindowRegister(comm, buff, size, win, winFlags) }
    }

    /// [`ncclCommWindowDeregister`](fn@ncclCommWindowDeregister), as a method.
    #[inline]
    pub unsafe fn ncclCommWindowDeregister(
        &self,
        comm: ncclComm_t,
        win: ncclWindow_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclCommWindowDeregister(comm, win) }
    }

    /// [`ncclRedOpCreatePreMulSum`](fn@ncclRedOpCreatePreMulSum), as a method.
    #[inline]
    pub unsafe fn ncclRedOpCreatePreMulSum(
        &self,
        op: *mut ncclRedOp_t,
        scalar: *mut ::core::ffi::c_void,
        datatype: ncclDataType_t,
        residence: ncclScalarResidence_t,
        comm: ncclComm_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclRedOpCreatePreMulSum(op, scalar, datatype, residence, comm) }
    }

    /// [`ncclRedOpDestroy`](fn@ncclRedOpDestroy), as a method.
    #[inline]
    pub unsafe fn ncclRedOpDestroy(&self, op: ncclRedOp_t, comm: ncclComm_t) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclRedOpDestroy(op, comm) }
    }

    /// [`ncclReduce`](fn@ncclReduce), as a method.
    #[inline]
    pub unsafe fn ncclReduce(
        &self,
        sendbuff: *const ::core::ffi::c_void,
        recvbuff: *mut ::core::ffi::c_void,
        count: usize,
        datatype: ncclDataType_t,
        op: ncclRedOp_t,
        root: ::core::ffi::c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclReduce(sendbuff, recvbuff, count, datatype, op, root, comm, stream) }
    }

    /// [`ncclBcast`](fn@ncclBcast), as a method.
    #[inline]
    pub unsafe fn ncclBcast(
        &self,
        buff: *mut ::core::ffi::c_void,
        count: usize,
        datatype: ncclDataType_t,
        root: ::core::ffi::c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclBcast(buff, count, datatype, root, comm, stream) }
    }

    /// [`ncclBroadcast`](fn@ncclBroadcast), as a method.
    #[inline]
    pub unsafe fn ncclBroadcast(
        &self,
        sendbuff: *const ::core::ffi::c_void,
        recvbuff: *mut ::core::ffi::c_void,
        count: usize,
        datatype: ncclDataType_t,
        root: ::core::ffi::c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclBroadcast(sendbuff, recvbuff, count, datatype, root, comm, stream) }
    }

    /// [`ncclAllReduce`](fn@ncclAllReduce), as a method.
    #[inline]
    pub unsafe fn ncclAllReduce(
        &self,
        sendbuff: *const ::core::ffi::c_void,
        recvbuff: *mut ::core::ffi::c_void,
        count: usize,
        datatype: ncclDataType_t,
        op: ncclRedOp_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclAllReduce(sendbuff, recvbuff, count, datatype, op, comm, stream) }
    }

    /// [`ncclReduceScatter`](fn@ncclReduceScatter), as a method.
    #[inline]
    pub unsafe fn ncclReduceScatter(
        &self,
        sendbuff: *const ::core::ffi::c_void,
        recvbuff: *mut ::core::ffi::c_void,
        recvcount: usize,
        datatype: ncclDataType_t,
        op: ncclRedOp_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclReduceScatter(sendbuff, recvbuff, recvcount, datatype, op, comm, stream) }
    }

    /// [`ncclAllGather`](fn@ncclAllGather), as a method.
    #[inline]
    pub unsafe fn ncclAllGather(
        &self,
        sendbuff: *const ::core::ffi::c_void,
        recvbuff: *mut ::core::ffi::c_void,
        sendcount: usize,
        datatype: ncclDataType_t,
        comm: ncclComm_t,
        stream: cudaStream_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclAllGather(sendbuff, recvbuff, sendcount, datatype, comm, stream) }
    }

    /// [`ncclSend`](fn@ncclSend), as a method.
    #[inline]
    pub unsafe fn ncclSend(
        &self,
        sendbuff: *const ::core::ffi::c_void,
        count: usize,
        datatype: ncclDataType_t,
        peer: ::core::ffi::c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclSend(sendbuff, count, datatype, peer, comm, stream) }
    }

    /// [`ncclRecv`](fn@ncclRecv), as a method.
    #[inline]
    pub unsafe fn ncclRecv(
        &self,
        recvbuff: *mut ::core::ffi::c_void,
        count: usize,
        datatype: ncclDataType_t,
        peer: ::core::ffi::c_int,
        comm: ncclComm_t,
        stream: cudaStream_t,
    ) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclRecv(recvbuff, count, datatype, peer, comm, stream) }
    }

    /// [`ncclGroupStart`](fn@ncclGroupStart), as a method.
    #[inline]
    pub unsafe fn ncclGroupStart(&self) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclGroupStart() }
    }

    /// [`ncclGroupEnd`](fn@ncclGroupEnd), as a method.
    #[inline]
    pub unsafe fn ncclGroupEnd(&self) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclGroupEnd() }
    }

    /// [`ncclGroupSimulateEnd`](fn@ncclGroupSimulateEnd), as a method.
    #[inline]
    pub unsafe fn ncclGroupSimulateEnd(&self, simInfo: *mut ncclSimInfo_t) -> ncclResult_t {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { ncclGroupSimulateEnd(simInfo) }
    }
}
