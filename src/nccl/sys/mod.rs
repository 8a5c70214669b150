// GENERATED FILE: do not edit by hand.
// Regenerate with `bash scripts/gen-bindings.sh` (bindgen 0.73.2, nccl.h from nvidia-nccl-cu12==2.27.7,
// rewritten by scripts/postprocess_bindings.py).
//! Raw bindings to NCCL, generated from the C header.
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

use crate::loader::{LoadError, NCCL, Symbol};

use crate::driver::sys::CUstream_st;

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
#[derive(Debug, Copy, Clone)]
pub struct ncclUniqueId {
    pub internal: [::core::ffi::c_char; 128usize],
}
impl Default for ncclUniqueId {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl ncclResult_t {
    pub const ncclSuccess: ncclResult_t = ncclResult_t(0);
    pub const ncclUnhandledCudaError: ncclResult_t = ncclResult_t(1);
    pub const ncclSystemError: ncclResult_t = ncclResult_t(2);
    pub const ncclInternalError: ncclResult_t = ncclResult_t(3);
    pub const ncclInvalidArgument: ncclResult_t = ncclResult_t(4);
    pub const ncclInvalidUsage: ncclResult_t = ncclResult_t(5);
    pub const ncclRemoteError: ncclResult_t = ncclResult_t(6);
    pub const ncclInProgress: ncclResult_t = ncclResult_t(7);
    pub const ncclNumResults: ncclResult_t = ncclResult_t(8);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct ncclResult_t(pub ::core::ffi::c_uint);
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type ncclConfig_t = ncclConfig_v22700;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct ncclSimInfo_v22200 {
    pub size: usize,
    pub magic: ::core::ffi::c_uint,
    pub version: ::core::ffi::c_uint,
    pub estimatedTime: f32,
}
pub type ncclSimInfo_t = ncclSimInfo_v22200;
impl ncclRedOp_dummy_t {
    pub const ncclNumOps_dummy: ncclRedOp_dummy_t = ncclRedOp_dummy_t(5);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct ncclRedOp_dummy_t(pub ::core::ffi::c_uint);
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
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct ncclRedOp_t(pub ::core::ffi::c_uint);
impl ncclDataType_t {
    pub const ncclInt8: ncclDataType_t = ncclDataType_t(0);
    pub const ncclChar: ncclDataType_t = ncclDataType_t(0);
    pub const ncclUint8: ncclDataType_t = ncclDataType_t(1);
    pub const ncclInt32: ncclDataType_t = ncclDataType_t(2);
    pub const ncclInt: ncclDataType_t = ncclDataType_t(2);
    pub const ncclUint32: ncclDataType_t = ncclDataType_t(3);
    pub const ncclInt64: ncclDataType_t = ncclDataType_t(4);
    pub const ncclUint64: ncclDataType_t = ncclDataType_t(5);
    pub const ncclFloat16: ncclDataType_t = ncclDataType_t(6);
    pub const ncclHalf: ncclDataType_t = ncclDataType_t(6);
    pub const ncclFloat32: ncclDataType_t = ncclDataType_t(7);
    pub const ncclFloat: ncclDataType_t = ncclDataType_t(7);
    pub const ncclFloat64: ncclDataType_t = ncclDataType_t(8);
    pub const ncclDouble: ncclDataType_t = ncclDataType_t(8);
    pub const ncclBfloat16: ncclDataType_t = ncclDataType_t(9);
    pub const ncclFloat8e4m3: ncclDataType_t = ncclDataType_t(10);
    pub const ncclFloat8e5m2: ncclDataType_t = ncclDataType_t(11);
    pub const ncclNumTypes: ncclDataType_t = ncclDataType_t(12);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct ncclDataType_t(pub ::core::ffi::c_uint);
impl ncclScalarResidence_t {
    pub const ncclScalarDevice: ncclScalarResidence_t = ncclScalarResidence_t(0);
    pub const ncclScalarHostImmediate: ncclScalarResidence_t = ncclScalarResidence_t(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct ncclScalarResidence_t(pub ::core::ffi::c_uint);

impl ncclResult_t {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("ncclSuccess"),
            1 => Some("ncclUnhandledCudaError"),
            2 => Some("ncclSystemError"),
            3 => Some("ncclInternalError"),
            4 => Some("ncclInvalidArgument"),
            5 => Some("ncclInvalidUsage"),
            6 => Some("ncclRemoteError"),
            7 => Some("ncclInProgress"),
            8 => Some("ncclNumResults"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for ncclResult_t {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "ncclResult_t({})", self.0),
        }
    }
}

impl ncclRedOp_dummy_t {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            5 => Some("ncclNumOps_dummy"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for ncclRedOp_dummy_t {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "ncclRedOp_dummy_t({})", self.0),
        }
    }
}

impl ncclRedOp_t {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
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

impl ncclDataType_t {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("ncclInt8"),
            1 => Some("ncclUint8"),
            2 => Some("ncclInt32"),
            3 => Some("ncclUint32"),
            4 => Some("ncclInt64"),
            5 => Some("ncclUint64"),
            6 => Some("ncclFloat16"),
            7 => Some("ncclFloat32"),
            8 => Some("ncclFloat64"),
            9 => Some("ncclBfloat16"),
            10 => Some("ncclFloat8e4m3"),
            11 => Some("ncclFloat8e5m2"),
            12 => Some("ncclNumTypes"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for ncclDataType_t {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "ncclDataType_t({})", self.0),
        }
    }
}

impl ncclScalarResidence_t {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("ncclScalarDevice"),
            1 => Some("ncclScalarHostImmediate"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for ncclScalarResidence_t {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "ncclScalarResidence_t({})", self.0),
        }
    }
}

/// `ncclMemAlloc`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclMemAlloc(
    ptr: *mut *mut ::core::ffi::c_void,
    size: usize,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclMemAlloc");
    type __F = unsafe extern "C" fn(*mut *mut ::core::ffi::c_void, usize) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ptr, size) })
}

/// `ncclMemFree`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclMemFree(ptr: *mut ::core::ffi::c_void) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclMemFree");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ptr) })
}

/// `ncclGetVersion`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclGetVersion(version: *mut ::core::ffi::c_int) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclGetVersion");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(version) })
}

/// `ncclGetUniqueId`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclGetUniqueId(uniqueId: *mut ncclUniqueId) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclGetUniqueId");
    type __F = unsafe extern "C" fn(*mut ncclUniqueId) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(uniqueId) })
}

/// `ncclCommInitRankConfig`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommInitRankConfig(
    comm: *mut ncclComm_t,
    nranks: ::core::ffi::c_int,
    commId: ncclUniqueId,
    rank: ::core::ffi::c_int,
    config: *mut ncclConfig_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommInitRankConfig");
    type __F = unsafe extern "C" fn(
        *mut ncclComm_t,
        ::core::ffi::c_int,
        ncclUniqueId,
        ::core::ffi::c_int,
        *mut ncclConfig_t,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, nranks, commId, rank, config) })
}

/// `ncclCommInitRank`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommInitRank(
    comm: *mut ncclComm_t,
    nranks: ::core::ffi::c_int,
    commId: ncclUniqueId,
    rank: ::core::ffi::c_int,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommInitRank");
    type __F = unsafe extern "C" fn(
        *mut ncclComm_t,
        ::core::ffi::c_int,
        ncclUniqueId,
        ::core::ffi::c_int,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, nranks, commId, rank) })
}

/// `ncclCommInitAll`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommInitAll(
    comm: *mut ncclComm_t,
    ndev: ::core::ffi::c_int,
    devlist: *const ::core::ffi::c_int,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommInitAll");
    type __F = unsafe extern "C" fn(
        *mut ncclComm_t,
        ::core::ffi::c_int,
        *const ::core::ffi::c_int,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, ndev, devlist) })
}

/// `ncclCommFinalize`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommFinalize(comm: ncclComm_t) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommFinalize");
    type __F = unsafe extern "C" fn(ncclComm_t) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm) })
}

/// `ncclCommDestroy`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommDestroy(comm: ncclComm_t) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommDestroy");
    type __F = unsafe extern "C" fn(ncclComm_t) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm) })
}

/// `ncclCommAbort`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommAbort(comm: ncclComm_t) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommAbort");
    type __F = unsafe extern "C" fn(ncclComm_t) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm) })
}

/// `ncclCommSplit`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommSplit(
    comm: ncclComm_t,
    color: ::core::ffi::c_int,
    key: ::core::ffi::c_int,
    newcomm: *mut ncclComm_t,
    config: *mut ncclConfig_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommSplit");
    type __F = unsafe extern "C" fn(
        ncclComm_t,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        *mut ncclComm_t,
        *mut ncclConfig_t,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, color, key, newcomm, config) })
}

/// `ncclCommShrink`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommShrink(
    comm: ncclComm_t,
    excludeRanksList: *mut ::core::ffi::c_int,
    excludeRanksCount: ::core::ffi::c_int,
    newcomm: *mut ncclComm_t,
    config: *mut ncclConfig_t,
    shrinkFlags: ::core::ffi::c_int,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommShrink");
    type __F = unsafe extern "C" fn(
        ncclComm_t,
        *mut ::core::ffi::c_int,
        ::core::ffi::c_int,
        *mut ncclComm_t,
        *mut ncclConfig_t,
        ::core::ffi::c_int,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            comm,
            excludeRanksList,
            excludeRanksCount,
            newcomm,
            config,
            shrinkFlags,
        )
    })
}

/// `ncclCommInitRankScalable`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommInitRankScalable(
    newcomm: *mut ncclComm_t,
    nranks: ::core::ffi::c_int,
    myrank: ::core::ffi::c_int,
    nId: ::core::ffi::c_int,
    commIds: *mut ncclUniqueId,
    config: *mut ncclConfig_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommInitRankScalable");
    type __F = unsafe extern "C" fn(
        *mut ncclComm_t,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        *mut ncclUniqueId,
        *mut ncclConfig_t,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(newcomm, nranks, myrank, nId, commIds, config) })
}

/// `ncclGetErrorString`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclGetErrorString(
    result: ncclResult_t,
) -> Result<*const ::core::ffi::c_char, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclGetErrorString");
    type __F = unsafe extern "C" fn(ncclResult_t) -> *const ::core::ffi::c_char;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(result) })
}

/// `ncclGetLastError`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclGetLastError(comm: ncclComm_t) -> Result<*const ::core::ffi::c_char, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclGetLastError");
    type __F = unsafe extern "C" fn(ncclComm_t) -> *const ::core::ffi::c_char;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm) })
}

/// `ncclResetDebugInit`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclResetDebugInit() -> Result<(), LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclResetDebugInit");
    type __F = unsafe extern "C" fn() -> ();
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f() })
}

/// `ncclCommGetAsyncError`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommGetAsyncError(
    comm: ncclComm_t,
    asyncError: *mut ncclResult_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommGetAsyncError");
    type __F = unsafe extern "C" fn(ncclComm_t, *mut ncclResult_t) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, asyncError) })
}

/// `ncclCommCount`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommCount(
    comm: ncclComm_t,
    count: *mut ::core::ffi::c_int,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommCount");
    type __F = unsafe extern "C" fn(ncclComm_t, *mut ::core::ffi::c_int) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, count) })
}

/// `ncclCommCuDevice`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommCuDevice(
    comm: ncclComm_t,
    device: *mut ::core::ffi::c_int,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommCuDevice");
    type __F = unsafe extern "C" fn(ncclComm_t, *mut ::core::ffi::c_int) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, device) })
}

/// `ncclCommUserRank`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommUserRank(
    comm: ncclComm_t,
    rank: *mut ::core::ffi::c_int,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommUserRank");
    type __F = unsafe extern "C" fn(ncclComm_t, *mut ::core::ffi::c_int) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, rank) })
}

/// `ncclCommRegister`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommRegister(
    comm: ncclComm_t,
    buff: *mut ::core::ffi::c_void,
    size: usize,
    handle: *mut *mut ::core::ffi::c_void,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommRegister");
    type __F = unsafe extern "C" fn(
        ncclComm_t,
        *mut ::core::ffi::c_void,
        usize,
        *mut *mut ::core::ffi::c_void,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, buff, size, handle) })
}

/// `ncclCommDeregister`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommDeregister(
    comm: ncclComm_t,
    handle: *mut ::core::ffi::c_void,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommDeregister");
    type __F = unsafe extern "C" fn(ncclComm_t, *mut ::core::ffi::c_void) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, handle) })
}

/// `ncclCommWindowRegister`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommWindowRegister(
    comm: ncclComm_t,
    buff: *mut ::core::ffi::c_void,
    size: usize,
    win: *mut ncclWindow_t,
    winFlags: ::core::ffi::c_int,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommWindowRegister");
    type __F = unsafe extern "C" fn(
        ncclComm_t,
        *mut ::core::ffi::c_void,
        usize,
        *mut ncclWindow_t,
        ::core::ffi::c_int,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, buff, size, win, winFlags) })
}

/// `ncclCommWindowDeregister`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclCommWindowDeregister(
    comm: ncclComm_t,
    win: ncclWindow_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclCommWindowDeregister");
    type __F = unsafe extern "C" fn(ncclComm_t, ncclWindow_t) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(comm, win) })
}

/// `ncclRedOpCreatePreMulSum`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclRedOpCreatePreMulSum(
    op: *mut ncclRedOp_t,
    scalar: *mut ::core::ffi::c_void,
    datatype: ncclDataType_t,
    residence: ncclScalarResidence_t,
    comm: ncclComm_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclRedOpCreatePreMulSum");
    type __F = unsafe extern "C" fn(
        *mut ncclRedOp_t,
        *mut ::core::ffi::c_void,
        ncclDataType_t,
        ncclScalarResidence_t,
        ncclComm_t,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(op, scalar, datatype, residence, comm) })
}

/// `ncclRedOpDestroy`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclRedOpDestroy(
    op: ncclRedOp_t,
    comm: ncclComm_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclRedOpDestroy");
    type __F = unsafe extern "C" fn(ncclRedOp_t, ncclComm_t) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(op, comm) })
}

/// `ncclReduce`, resolved from NCCL on first use.
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
) -> Result<ncclResult_t, LoadError> {
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
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(sendbuff, recvbuff, count, datatype, op, root, comm, stream) })
}

/// `ncclBcast`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclBcast(
    buff: *mut ::core::ffi::c_void,
    count: usize,
    datatype: ncclDataType_t,
    root: ::core::ffi::c_int,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclBcast");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ::core::ffi::c_int,
        ncclComm_t,
        cudaStream_t,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(buff, count, datatype, root, comm, stream) })
}

/// `ncclBroadcast`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclBroadcast(
    sendbuff: *const ::core::ffi::c_void,
    recvbuff: *mut ::core::ffi::c_void,
    count: usize,
    datatype: ncclDataType_t,
    root: ::core::ffi::c_int,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclBroadcast");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ::core::ffi::c_int,
        ncclComm_t,
        cudaStream_t,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(sendbuff, recvbuff, count, datatype, root, comm, stream) })
}

/// `ncclAllReduce`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclAllReduce(
    sendbuff: *const ::core::ffi::c_void,
    recvbuff: *mut ::core::ffi::c_void,
    count: usize,
    datatype: ncclDataType_t,
    op: ncclRedOp_t,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclAllReduce");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ncclRedOp_t,
        ncclComm_t,
        cudaStream_t,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(sendbuff, recvbuff, count, datatype, op, comm, stream) })
}

/// `ncclReduceScatter`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclReduceScatter(
    sendbuff: *const ::core::ffi::c_void,
    recvbuff: *mut ::core::ffi::c_void,
    recvcount: usize,
    datatype: ncclDataType_t,
    op: ncclRedOp_t,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclReduceScatter");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ncclRedOp_t,
        ncclComm_t,
        cudaStream_t,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(sendbuff, recvbuff, recvcount, datatype, op, comm, stream) })
}

/// `ncclAllGather`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclAllGather(
    sendbuff: *const ::core::ffi::c_void,
    recvbuff: *mut ::core::ffi::c_void,
    sendcount: usize,
    datatype: ncclDataType_t,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclAllGather");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ncclComm_t,
        cudaStream_t,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(sendbuff, recvbuff, sendcount, datatype, comm, stream) })
}

/// `ncclSend`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclSend(
    sendbuff: *const ::core::ffi::c_void,
    count: usize,
    datatype: ncclDataType_t,
    peer: ::core::ffi::c_int,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclSend");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ::core::ffi::c_int,
        ncclComm_t,
        cudaStream_t,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(sendbuff, count, datatype, peer, comm, stream) })
}

/// `ncclRecv`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclRecv(
    recvbuff: *mut ::core::ffi::c_void,
    count: usize,
    datatype: ncclDataType_t,
    peer: ::core::ffi::c_int,
    comm: ncclComm_t,
    stream: cudaStream_t,
) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclRecv");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        usize,
        ncclDataType_t,
        ::core::ffi::c_int,
        ncclComm_t,
        cudaStream_t,
    ) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(recvbuff, count, datatype, peer, comm, stream) })
}

/// `ncclGroupStart`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclGroupStart() -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclGroupStart");
    type __F = unsafe extern "C" fn() -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f() })
}

/// `ncclGroupEnd`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclGroupEnd() -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclGroupEnd");
    type __F = unsafe extern "C" fn() -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f() })
}

/// `ncclGroupSimulateEnd`, resolved from NCCL on first use.
#[inline]
pub unsafe fn ncclGroupSimulateEnd(simInfo: *mut ncclSimInfo_t) -> Result<ncclResult_t, LoadError> {
    static SYM: Symbol = Symbol::new(c"ncclGroupSimulateEnd");
    type __F = unsafe extern "C" fn(*mut ncclSimInfo_t) -> ncclResult_t;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&NCCL)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(simInfo) })
}
