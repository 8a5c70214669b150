// GENERATED FILE: do not edit by hand.
// Regenerate with `bash scripts/gen-bindings.sh` (bindgen 0.73.2, cuda.h from nvidia-cuda-runtime-cu12==12.9.79,
// rewritten by scripts/postprocess_bindings.py).
//! Raw bindings to libcuda, generated from the C header, in cudarc's shapes: C enums are Rust
//! enums (`#[repr]` of the C type, so `x as u32` and exhaustive matches work; values that alias
//! another are associated constants), and every function is both a free function (`cuInit(0)`,
//! as in cudarc 0.10) and a method of [`Lib`] (`lib().cuInit(0)`, as in cudarc 0.11-0.13).
//!
//! # Loading
//!
//! Every function is resolved from the library on its first call (see [`crate::loader`]).
//! Nothing here panics when the library or a function is missing. A function returning
//! `CUresult` returns `CUDA_ERROR_SHARED_OBJECT_INIT_FAILED` when libcuda cannot be loaded and
//! `CUDA_ERROR_NOT_FOUND` when it lacks the function (an older release); one returning a
//! pointer returns null, and one returning nothing does nothing. In each case the loader's
//! message (every path tried and why it failed and the environment variable that overrides the
//! search, or the missing function) is kept for the calling thread, and the `result` layer
//! attaches it to the error it makes of that code (`CUresult::result()` does too).
//!
//! # Values from the library
//!
//! A Rust enum holding a value that is not one of its variants is undefined behaviour, and a
//! newer library may return values these bindings do not know. So the raw function pointer
//! types declare a returned `CUresult` as its integer type, and the functions here convert it
//! with the checked `CUresult::from_raw`: a value they do not know becomes
//! `CUDA_ERROR_UNKNOWN`. The function and the value are recorded as above; the error the
//! `result` layer makes names them.
//!
//! Enums the library writes through out-pointers or into structs keep the header's types in
//! these signatures, as cudarc has them. Passing a pointer to such an enum is only sound when
//! the library cannot write a value these bindings do not know: the `result` layer passes
//! memory of the integer type instead and checks it with `from_raw`. Do the same when calling
//! these functions directly.
//!
//! Callback types keep the header's shape too (as cudarc): a callback that the library calls
//! with an enum argument (such as `CUstreamCallback`'s status) must not trust that value:
//! declare the function it points to with the integer type in that place (and transmute it to
//! the callback type), and check the value.
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

use crate::loader::{Failure, LIBCUDA, LoadError, Symbol};

pub const CUDA_VERSION: u32 = 12090;
pub const CU_IPC_HANDLE_SIZE: u32 = 64;
pub const CU_COMPUTE_ACCELERATED_TARGET_BASE: u32 = 65536;
pub const CU_COMPUTE_FAMILY_TARGET_BASE: u32 = 131072;
pub const CU_GRAPH_COND_ASSIGN_DEFAULT: u32 = 1;
pub const CU_GRAPH_KERNEL_NODE_PORT_DEFAULT: u32 = 0;
pub const CU_GRAPH_KERNEL_NODE_PORT_PROGRAMMATIC: u32 = 1;
pub const CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER: u32 = 2;
pub const CU_MEMHOSTALLOC_PORTABLE: u32 = 1;
pub const CU_MEMHOSTALLOC_DEVICEMAP: u32 = 2;
pub const CU_MEMHOSTALLOC_WRITECOMBINED: u32 = 4;
pub const CU_MEMHOSTREGISTER_PORTABLE: u32 = 1;
pub const CU_MEMHOSTREGISTER_DEVICEMAP: u32 = 2;
pub const CU_MEMHOSTREGISTER_IOMEMORY: u32 = 4;
pub const CU_MEMHOSTREGISTER_READ_ONLY: u32 = 8;
pub const CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL: u32 = 1;
pub const CU_TENSOR_MAP_NUM_QWORDS: u32 = 16;
pub const CUDA_EXTERNAL_MEMORY_DEDICATED: u32 = 1;
pub const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_SKIP_NVSCIBUF_MEMSYNC: u32 = 1;
pub const CUDA_EXTERNAL_SEMAPHORE_WAIT_SKIP_NVSCIBUF_MEMSYNC: u32 = 2;
pub const CUDA_NVSCISYNC_ATTR_SIGNAL: u32 = 1;
pub const CUDA_NVSCISYNC_ATTR_WAIT: u32 = 2;
pub const CU_MEM_CREATE_USAGE_TILE_POOL: u32 = 1;
pub const CU_MEM_CREATE_USAGE_HW_DECOMPRESS: u32 = 2;
pub const CU_MEM_POOL_CREATE_USAGE_HW_DECOMPRESS: u32 = 2;
pub const CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC: u32 = 1;
pub const CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC: u32 = 2;
pub const CUDA_ARRAY3D_LAYERED: u32 = 1;
pub const CUDA_ARRAY3D_2DARRAY: u32 = 1;
pub const CUDA_ARRAY3D_SURFACE_LDST: u32 = 2;
pub const CUDA_ARRAY3D_CUBEMAP: u32 = 4;
pub const CUDA_ARRAY3D_TEXTURE_GATHER: u32 = 8;
pub const CUDA_ARRAY3D_DEPTH_TEXTURE: u32 = 16;
pub const CUDA_ARRAY3D_COLOR_ATTACHMENT: u32 = 32;
pub const CUDA_ARRAY3D_SPARSE: u32 = 64;
pub const CUDA_ARRAY3D_DEFERRED_MAPPING: u32 = 128;
pub const CUDA_ARRAY3D_VIDEO_ENCODE_DECODE: u32 = 256;
pub const CU_TRSA_OVERRIDE_FORMAT: u32 = 1;
pub const CU_TRSF_READ_AS_INTEGER: u32 = 1;
pub const CU_TRSF_NORMALIZED_COORDINATES: u32 = 2;
pub const CU_TRSF_SRGB: u32 = 16;
pub const CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION: u32 = 32;
pub const CU_TRSF_SEAMLESS_CUBEMAP: u32 = 64;
pub const CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM: u32 = 1;
pub const CU_LAUNCH_PARAM_END_AS_INT: u32 = 0;
pub const CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT: u32 = 1;
pub const CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT: u32 = 2;
pub const CU_PARAM_TR_DEFAULT: i32 = -1;
pub type cuuint32_t = u32;
pub type cuuint64_t = u64;
pub type CUdeviceptr_v2 = ::core::ffi::c_ulonglong;
pub type CUdeviceptr = CUdeviceptr_v2;
pub type CUdevice_v1 = ::core::ffi::c_int;
pub type CUdevice = CUdevice_v1;
#[repr(C)]
#[derive(Debug)]
pub struct CUctx_st {
    _unused: [u8; 0],
}
pub type CUcontext = *mut CUctx_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUmod_st {
    _unused: [u8; 0],
}
pub type CUmodule = *mut CUmod_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUfunc_st {
    _unused: [u8; 0],
}
pub type CUfunction = *mut CUfunc_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUlib_st {
    _unused: [u8; 0],
}
pub type CUlibrary = *mut CUlib_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUkern_st {
    _unused: [u8; 0],
}
pub type CUkernel = *mut CUkern_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUarray_st {
    _unused: [u8; 0],
}
pub type CUarray = *mut CUarray_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUmipmappedArray_st {
    _unused: [u8; 0],
}
pub type CUmipmappedArray = *mut CUmipmappedArray_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUtexref_st {
    _unused: [u8; 0],
}
pub type CUtexref = *mut CUtexref_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUsurfref_st {
    _unused: [u8; 0],
}
pub type CUsurfref = *mut CUsurfref_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUevent_st {
    _unused: [u8; 0],
}
pub type CUevent = *mut CUevent_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUstream_st {
    _unused: [u8; 0],
}
pub type CUstream = *mut CUstream_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUgraphicsResource_st {
    _unused: [u8; 0],
}
pub type CUgraphicsResource = *mut CUgraphicsResource_st;
pub type CUtexObject_v1 = ::core::ffi::c_ulonglong;
pub type CUtexObject = CUtexObject_v1;
pub type CUsurfObject_v1 = ::core::ffi::c_ulonglong;
pub type CUsurfObject = CUsurfObject_v1;
#[repr(C)]
#[derive(Debug)]
pub struct CUextMemory_st {
    _unused: [u8; 0],
}
pub type CUexternalMemory = *mut CUextMemory_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUextSemaphore_st {
    _unused: [u8; 0],
}
pub type CUexternalSemaphore = *mut CUextSemaphore_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUgraph_st {
    _unused: [u8; 0],
}
pub type CUgraph = *mut CUgraph_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUgraphNode_st {
    _unused: [u8; 0],
}
pub type CUgraphNode = *mut CUgraphNode_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUgraphExec_st {
    _unused: [u8; 0],
}
pub type CUgraphExec = *mut CUgraphExec_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUmemPoolHandle_st {
    _unused: [u8; 0],
}
pub type CUmemoryPool = *mut CUmemPoolHandle_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUuserObject_st {
    _unused: [u8; 0],
}
pub type CUuserObject = *mut CUuserObject_st;
pub type CUgraphConditionalHandle = cuuint64_t;
#[repr(C)]
#[derive(Debug)]
pub struct CUgraphDeviceUpdatableNode_st {
    _unused: [u8; 0],
}
pub type CUgraphDeviceNode = *mut CUgraphDeviceUpdatableNode_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUasyncCallbackEntry_st {
    _unused: [u8; 0],
}
pub type CUasyncCallbackHandle = *mut CUasyncCallbackEntry_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUgreenCtx_st {
    _unused: [u8; 0],
}
pub type CUgreenCtx = *mut CUgreenCtx_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUuuid_st {
    pub bytes: [::core::ffi::c_char; 16usize],
}
pub type CUuuid = CUuuid_st;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmemFabricHandle_st {
    pub data: [::core::ffi::c_uchar; 64usize],
}
impl Default for CUmemFabricHandle_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemFabricHandle_v1 = CUmemFabricHandle_st;
pub type CUmemFabricHandle = CUmemFabricHandle_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUipcEventHandle_st {
    pub reserved: [::core::ffi::c_char; 64usize],
}
impl Default for CUipcEventHandle_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUipcEventHandle_v1 = CUipcEventHandle_st;
pub type CUipcEventHandle = CUipcEventHandle_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUipcMemHandle_st {
    pub reserved: [::core::ffi::c_char; 64usize],
}
impl Default for CUipcMemHandle_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUipcMemHandle_v1 = CUipcMemHandle_st;
pub type CUipcMemHandle = CUipcMemHandle_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUipcMem_flags_enum {
    CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS = 1,
}
pub use self::CUipcMem_flags_enum as CUipcMem_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemAttach_flags_enum {
    CU_MEM_ATTACH_GLOBAL = 1,
    CU_MEM_ATTACH_HOST = 2,
    CU_MEM_ATTACH_SINGLE = 4,
}
pub use self::CUmemAttach_flags_enum as CUmemAttach_flags;
impl CUctx_flags_enum {
    pub const CU_CTX_BLOCKING_SYNC: CUctx_flags_enum = CUctx_flags_enum::CU_CTX_SCHED_BLOCKING_SYNC;
}
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUctx_flags_enum {
    CU_CTX_SCHED_AUTO = 0,
    CU_CTX_SCHED_SPIN = 1,
    CU_CTX_SCHED_YIELD = 2,
    CU_CTX_SCHED_BLOCKING_SYNC = 4,
    CU_CTX_SCHED_MASK = 7,
    CU_CTX_MAP_HOST = 8,
    CU_CTX_LMEM_RESIZE_TO_MAX = 16,
    CU_CTX_COREDUMP_ENABLE = 32,
    CU_CTX_USER_COREDUMP_ENABLE = 64,
    CU_CTX_SYNC_MEMOPS = 128,
    CU_CTX_FLAGS_MASK = 255,
}
pub use self::CUctx_flags_enum as CUctx_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUevent_sched_flags_enum {
    CU_EVENT_SCHED_AUTO = 0,
    CU_EVENT_SCHED_SPIN = 1,
    CU_EVENT_SCHED_YIELD = 2,
    CU_EVENT_SCHED_BLOCKING_SYNC = 4,
}
pub use self::CUevent_sched_flags_enum as CUevent_sched_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUstream_flags_enum {
    CU_STREAM_DEFAULT = 0,
    CU_STREAM_NON_BLOCKING = 1,
}
pub use self::CUstream_flags_enum as CUstream_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUevent_flags_enum {
    CU_EVENT_DEFAULT = 0,
    CU_EVENT_BLOCKING_SYNC = 1,
    CU_EVENT_DISABLE_TIMING = 2,
    CU_EVENT_INTERPROCESS = 4,
}
pub use self::CUevent_flags_enum as CUevent_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUevent_record_flags_enum {
    CU_EVENT_RECORD_DEFAULT = 0,
    CU_EVENT_RECORD_EXTERNAL = 1,
}
pub use self::CUevent_record_flags_enum as CUevent_record_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUevent_wait_flags_enum {
    CU_EVENT_WAIT_DEFAULT = 0,
    CU_EVENT_WAIT_EXTERNAL = 1,
}
pub use self::CUevent_wait_flags_enum as CUevent_wait_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUstreamWaitValue_flags_enum {
    CU_STREAM_WAIT_VALUE_GEQ = 0,
    CU_STREAM_WAIT_VALUE_EQ = 1,
    CU_STREAM_WAIT_VALUE_AND = 2,
    CU_STREAM_WAIT_VALUE_NOR = 3,
    CU_STREAM_WAIT_VALUE_FLUSH = 1073741824,
}
pub use self::CUstreamWaitValue_flags_enum as CUstreamWaitValue_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUstreamWriteValue_flags_enum {
    CU_STREAM_WRITE_VALUE_DEFAULT = 0,
    CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER = 1,
}
pub use self::CUstreamWriteValue_flags_enum as CUstreamWriteValue_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUstreamBatchMemOpType_enum {
    CU_STREAM_MEM_OP_WAIT_VALUE_32 = 1,
    CU_STREAM_MEM_OP_WRITE_VALUE_32 = 2,
    CU_STREAM_MEM_OP_WAIT_VALUE_64 = 4,
    CU_STREAM_MEM_OP_WRITE_VALUE_64 = 5,
    CU_STREAM_MEM_OP_BARRIER = 6,
    CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES = 3,
}
pub use self::CUstreamBatchMemOpType_enum as CUstreamBatchMemOpType;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUstreamMemoryBarrier_flags_enum {
    CU_STREAM_MEMORY_BARRIER_TYPE_SYS = 0,
    CU_STREAM_MEMORY_BARRIER_TYPE_GPU = 1,
}
pub use self::CUstreamMemoryBarrier_flags_enum as CUstreamMemoryBarrier_flags;
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUstreamBatchMemOpParams_union {
    pub operation: CUstreamBatchMemOpType,
    pub waitValue: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st,
    pub writeValue: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st,
    pub flushRemoteWrites: CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st,
    pub memoryBarrier: CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st,
    pub pad: [cuuint64_t; 6usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st {
    pub operation: CUstreamBatchMemOpType,
    pub address: CUdeviceptr,
    pub __bindgen_anon_1:
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1,
    pub flags: ::core::ffi::c_uint,
    pub alias: CUdeviceptr,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1 {
    pub value: cuuint32_t,
    pub value64: cuuint64_t,
}
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).operation)
                .write(CUstreamBatchMemOpType_enum::CU_STREAM_MEM_OP_WAIT_VALUE_32);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st {
    pub operation: CUstreamBatchMemOpType,
    pub address: CUdeviceptr,
    pub __bindgen_anon_1:
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1,
    pub flags: ::core::ffi::c_uint,
    pub alias: CUdeviceptr,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1 {
    pub value: cuuint32_t,
    pub value64: cuuint64_t,
}
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).operation)
                .write(CUstreamBatchMemOpType_enum::CU_STREAM_MEM_OP_WAIT_VALUE_32);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st {
    pub operation: CUstreamBatchMemOpType,
    pub flags: ::core::ffi::c_uint,
}
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).operation)
                .write(CUstreamBatchMemOpType_enum::CU_STREAM_MEM_OP_WAIT_VALUE_32);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st {
    pub operation: CUstreamBatchMemOpType,
    pub flags: ::core::ffi::c_uint,
}
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).operation)
                .write(CUstreamBatchMemOpType_enum::CU_STREAM_MEM_OP_WAIT_VALUE_32);
            s.assume_init()
        }
    }
}
impl Default for CUstreamBatchMemOpParams_union {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUstreamBatchMemOpParams_v1 = CUstreamBatchMemOpParams_union;
pub type CUstreamBatchMemOpParams = CUstreamBatchMemOpParams_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st {
    pub ctx: CUcontext,
    pub count: ::core::ffi::c_uint,
    pub paramArray: *mut CUstreamBatchMemOpParams,
    pub flags: ::core::ffi::c_uint,
}
impl Default for CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_BATCH_MEM_OP_NODE_PARAMS_v1 = CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st;
pub type CUDA_BATCH_MEM_OP_NODE_PARAMS = CUDA_BATCH_MEM_OP_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st {
    pub ctx: CUcontext,
    pub count: ::core::ffi::c_uint,
    pub paramArray: *mut CUstreamBatchMemOpParams,
    pub flags: ::core::ffi::c_uint,
}
impl Default for CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_BATCH_MEM_OP_NODE_PARAMS_v2 = CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUoccupancy_flags_enum {
    CU_OCCUPANCY_DEFAULT = 0,
    CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE = 1,
}
pub use self::CUoccupancy_flags_enum as CUoccupancy_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUstreamUpdateCaptureDependencies_flags_enum {
    CU_STREAM_ADD_CAPTURE_DEPENDENCIES = 0,
    CU_STREAM_SET_CAPTURE_DEPENDENCIES = 1,
}
pub use self::CUstreamUpdateCaptureDependencies_flags_enum as CUstreamUpdateCaptureDependencies_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUasyncNotificationType_enum {
    CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET = 1,
}
pub use self::CUasyncNotificationType_enum as CUasyncNotificationType;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUasyncNotificationInfo_st {
    pub type_: CUasyncNotificationType,
    pub info: CUasyncNotificationInfo_st__bindgen_ty_1,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUasyncNotificationInfo_st__bindgen_ty_1 {
    pub overBudget: CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1 {
    pub bytesOverBudget: ::core::ffi::c_ulonglong,
}
impl Default for CUasyncNotificationInfo_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUasyncNotificationInfo_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).type_)
                .write(CUasyncNotificationType_enum::CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET);
            s.assume_init()
        }
    }
}
pub type CUasyncNotificationInfo = CUasyncNotificationInfo_st;
pub type CUasyncCallback = ::core::option::Option<
    unsafe extern "C" fn(
        info: *mut CUasyncNotificationInfo,
        userData: *mut ::core::ffi::c_void,
        callback: CUasyncCallbackHandle,
    ),
>;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUarray_format_enum {
    CU_AD_FORMAT_UNSIGNED_INT8 = 1,
    CU_AD_FORMAT_UNSIGNED_INT16 = 2,
    CU_AD_FORMAT_UNSIGNED_INT32 = 3,
    CU_AD_FORMAT_SIGNED_INT8 = 8,
    CU_AD_FORMAT_SIGNED_INT16 = 9,
    CU_AD_FORMAT_SIGNED_INT32 = 10,
    CU_AD_FORMAT_HALF = 16,
    CU_AD_FORMAT_FLOAT = 32,
    CU_AD_FORMAT_NV12 = 176,
    CU_AD_FORMAT_UNORM_INT8X1 = 192,
    CU_AD_FORMAT_UNORM_INT8X2 = 193,
    CU_AD_FORMAT_UNORM_INT8X4 = 194,
    CU_AD_FORMAT_UNORM_INT16X1 = 195,
    CU_AD_FORMAT_UNORM_INT16X2 = 196,
    CU_AD_FORMAT_UNORM_INT16X4 = 197,
    CU_AD_FORMAT_SNORM_INT8X1 = 198,
    CU_AD_FORMAT_SNORM_INT8X2 = 199,
    CU_AD_FORMAT_SNORM_INT8X4 = 200,
    CU_AD_FORMAT_SNORM_INT16X1 = 201,
    CU_AD_FORMAT_SNORM_INT16X2 = 202,
    CU_AD_FORMAT_SNORM_INT16X4 = 203,
    CU_AD_FORMAT_BC1_UNORM = 145,
    CU_AD_FORMAT_BC1_UNORM_SRGB = 146,
    CU_AD_FORMAT_BC2_UNORM = 147,
    CU_AD_FORMAT_BC2_UNORM_SRGB = 148,
    CU_AD_FORMAT_BC3_UNORM = 149,
    CU_AD_FORMAT_BC3_UNORM_SRGB = 150,
    CU_AD_FORMAT_BC4_UNORM = 151,
    CU_AD_FORMAT_BC4_SNORM = 152,
    CU_AD_FORMAT_BC5_UNORM = 153,
    CU_AD_FORMAT_BC5_SNORM = 154,
    CU_AD_FORMAT_BC6H_UF16 = 155,
    CU_AD_FORMAT_BC6H_SF16 = 156,
    CU_AD_FORMAT_BC7_UNORM = 157,
    CU_AD_FORMAT_BC7_UNORM_SRGB = 158,
    CU_AD_FORMAT_P010 = 159,
    CU_AD_FORMAT_P016 = 161,
    CU_AD_FORMAT_NV16 = 162,
    CU_AD_FORMAT_P210 = 163,
    CU_AD_FORMAT_P216 = 164,
    CU_AD_FORMAT_YUY2 = 165,
    CU_AD_FORMAT_Y210 = 166,
    CU_AD_FORMAT_Y216 = 167,
    CU_AD_FORMAT_AYUV = 168,
    CU_AD_FORMAT_Y410 = 169,
    CU_AD_FORMAT_Y416 = 177,
    CU_AD_FORMAT_Y444_PLANAR8 = 178,
    CU_AD_FORMAT_Y444_PLANAR10 = 179,
    CU_AD_FORMAT_YUV444_8bit_SemiPlanar = 180,
    CU_AD_FORMAT_YUV444_16bit_SemiPlanar = 181,
    CU_AD_FORMAT_UNORM_INT_101010_2 = 80,
    CU_AD_FORMAT_MAX = 2147483647,
}
pub use self::CUarray_format_enum as CUarray_format;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUaddress_mode_enum {
    CU_TR_ADDRESS_MODE_WRAP = 0,
    CU_TR_ADDRESS_MODE_CLAMP = 1,
    CU_TR_ADDRESS_MODE_MIRROR = 2,
    CU_TR_ADDRESS_MODE_BORDER = 3,
}
pub use self::CUaddress_mode_enum as CUaddress_mode;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUfilter_mode_enum {
    CU_TR_FILTER_MODE_POINT = 0,
    CU_TR_FILTER_MODE_LINEAR = 1,
}
pub use self::CUfilter_mode_enum as CUfilter_mode;
impl CUdevice_attribute_enum {
    pub const CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK: CUdevice_attribute_enum =
        CUdevice_attribute_enum::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK;
}
impl CUdevice_attribute_enum {
    pub const CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK: CUdevice_attribute_enum =
        CUdevice_attribute_enum::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK;
}
impl CUdevice_attribute_enum {
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH;
}
impl CUdevice_attribute_enum {
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_HEIGHT: CUdevice_attribute_enum =
        CUdevice_attribute_enum::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT;
}
impl CUdevice_attribute_enum {
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES: CUdevice_attribute_enum =
        CUdevice_attribute_enum::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS;
}
impl CUdevice_attribute_enum {
    pub const CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum::CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED;
}
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUdevice_attribute_enum {
    CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1,
    CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X = 2,
    CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y = 3,
    CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z = 4,
    CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5,
    CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y = 6,
    CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z = 7,
    CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8,
    CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY = 9,
    CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10,
    CU_DEVICE_ATTRIBUTE_MAX_PITCH = 11,
    CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK = 12,
    CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13,
    CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT = 14,
    CU_DEVICE_ATTRIBUTE_GPU_OVERLAP = 15,
    CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
    CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT = 17,
    CU_DEVICE_ATTRIBUTE_INTEGRATED = 18,
    CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY = 19,
    CU_DEVICE_ATTRIBUTE_COMPUTE_MODE = 20,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH = 21,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH = 22,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT = 23,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH = 24,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT = 25,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH = 26,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH = 27,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT = 28,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS = 29,
    CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT = 30,
    CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS = 31,
    CU_DEVICE_ATTRIBUTE_ECC_ENABLED = 32,
    CU_DEVICE_ATTRIBUTE_PCI_BUS_ID = 33,
    CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID = 34,
    CU_DEVICE_ATTRIBUTE_TCC_DRIVER = 35,
    CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE = 36,
    CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH = 37,
    CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38,
    CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR = 39,
    CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT = 40,
    CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING = 41,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH = 42,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS = 43,
    CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER = 44,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH = 45,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT = 46,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE = 47,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE = 48,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE = 49,
    CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID = 50,
    CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT = 51,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH = 52,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH = 53,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS = 54,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH = 55,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH = 56,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT = 57,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH = 58,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT = 59,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH = 60,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH = 61,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS = 62,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH = 63,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT = 64,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS = 65,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH = 66,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH = 67,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS = 68,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH = 69,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH = 70,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT = 71,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH = 72,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH = 73,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT = 74,
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
    CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH = 77,
    CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED = 78,
    CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED = 79,
    CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED = 80,
    CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR = 81,
    CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR = 82,
    CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY = 83,
    CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD = 84,
    CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID = 85,
    CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED = 86,
    CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO = 87,
    CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS = 88,
    CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS = 89,
    CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED = 90,
    CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM = 91,
    CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1 = 92,
    CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1 = 93,
    CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1 = 94,
    CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH = 95,
    CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH = 96,
    CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
    CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES = 98,
    CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED = 99,
    CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES = 100,
    CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST = 101,
    CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED = 102,
    CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED = 103,
    CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED = 104,
    CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED = 105,
    CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR = 106,
    CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED = 107,
    CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE = 108,
    CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE = 109,
    CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED = 110,
    CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK = 111,
    CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED = 112,
    CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED = 113,
    CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED = 114,
    CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED = 115,
    CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED = 116,
    CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS = 117,
    CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING = 118,
    CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES = 119,
    CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH = 120,
    CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED = 121,
    CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS = 122,
    CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR = 123,
    CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED = 124,
    CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED = 125,
    CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT = 126,
    CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED = 127,
    CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED = 128,
    CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS = 129,
    CU_DEVICE_ATTRIBUTE_NUMA_CONFIG = 130,
    CU_DEVICE_ATTRIBUTE_NUMA_ID = 131,
    CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED = 132,
    CU_DEVICE_ATTRIBUTE_MPS_ENABLED = 133,
    CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID = 134,
    CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED = 135,
    CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK = 136,
    CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH = 137,
    CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED = 138,
    CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID = 139,
    CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID = 140,
    CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED = 141,
    CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED = 142,
    CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED = 143,
    CU_DEVICE_ATTRIBUTE_MAX = 144,
}
pub use self::CUdevice_attribute_enum as CUdevice_attribute;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUdevprop_st {
    pub maxThreadsPerBlock: ::core::ffi::c_int,
    pub maxThreadsDim: [::core::ffi::c_int; 3usize],
    pub maxGridSize: [::core::ffi::c_int; 3usize],
    pub sharedMemPerBlock: ::core::ffi::c_int,
    pub totalConstantMemory: ::core::ffi::c_int,
    pub SIMDWidth: ::core::ffi::c_int,
    pub memPitch: ::core::ffi::c_int,
    pub regsPerBlock: ::core::ffi::c_int,
    pub clockRate: ::core::ffi::c_int,
    pub textureAlign: ::core::ffi::c_int,
}
pub type CUdevprop_v1 = CUdevprop_st;
pub type CUdevprop = CUdevprop_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUpointer_attribute_enum {
    CU_POINTER_ATTRIBUTE_CONTEXT = 1,
    CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2,
    CU_POINTER_ATTRIBUTE_DEVICE_POINTER = 3,
    CU_POINTER_ATTRIBUTE_HOST_POINTER = 4,
    CU_POINTER_ATTRIBUTE_P2P_TOKENS = 5,
    CU_POINTER_ATTRIBUTE_SYNC_MEMOPS = 6,
    CU_POINTER_ATTRIBUTE_BUFFER_ID = 7,
    CU_POINTER_ATTRIBUTE_IS_MANAGED = 8,
    CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9,
    CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE = 10,
    CU_POINTER_ATTRIBUTE_RANGE_START_ADDR = 11,
    CU_POINTER_ATTRIBUTE_RANGE_SIZE = 12,
    CU_POINTER_ATTRIBUTE_MAPPED = 13,
    CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES = 14,
    CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE = 15,
    CU_POINTER_ATTRIBUTE_ACCESS_FLAGS = 16,
    CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE = 17,
    CU_POINTER_ATTRIBUTE_MAPPING_SIZE = 18,
    CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR = 19,
    CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID = 20,
    CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE = 21,
}
pub use self::CUpointer_attribute_enum as CUpointer_attribute;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUfunction_attribute_enum {
    CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
    CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
    CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2,
    CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
    CU_FUNC_ATTRIBUTE_NUM_REGS = 4,
    CU_FUNC_ATTRIBUTE_PTX_VERSION = 5,
    CU_FUNC_ATTRIBUTE_BINARY_VERSION = 6,
    CU_FUNC_ATTRIBUTE_CACHE_MODE_CA = 7,
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
    CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 9,
    CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET = 10,
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH = 11,
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT = 12,
    CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH = 13,
    CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14,
    CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 15,
    CU_FUNC_ATTRIBUTE_MAX = 16,
}
pub use self::CUfunction_attribute_enum as CUfunction_attribute;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUfunc_cache_enum {
    CU_FUNC_CACHE_PREFER_NONE = 0,
    CU_FUNC_CACHE_PREFER_SHARED = 1,
    CU_FUNC_CACHE_PREFER_L1 = 2,
    CU_FUNC_CACHE_PREFER_EQUAL = 3,
}
pub use self::CUfunc_cache_enum as CUfunc_cache;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUsharedconfig_enum {
    CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE = 0,
    CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE = 1,
    CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE = 2,
}
pub use self::CUsharedconfig_enum as CUsharedconfig;
#[repr(i32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUshared_carveout_enum {
    CU_SHAREDMEM_CARVEOUT_DEFAULT = -1,
    CU_SHAREDMEM_CARVEOUT_MAX_SHARED = 100,
    CU_SHAREDMEM_CARVEOUT_MAX_L1 = 0,
}
pub use self::CUshared_carveout_enum as CUshared_carveout;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemorytype_enum {
    CU_MEMORYTYPE_HOST = 1,
    CU_MEMORYTYPE_DEVICE = 2,
    CU_MEMORYTYPE_ARRAY = 3,
    CU_MEMORYTYPE_UNIFIED = 4,
}
pub use self::CUmemorytype_enum as CUmemorytype;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUcomputemode_enum {
    CU_COMPUTEMODE_DEFAULT = 0,
    CU_COMPUTEMODE_PROHIBITED = 2,
    CU_COMPUTEMODE_EXCLUSIVE_PROCESS = 3,
}
pub use self::CUcomputemode_enum as CUcomputemode;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmem_advise_enum {
    CU_MEM_ADVISE_SET_READ_MOSTLY = 1,
    CU_MEM_ADVISE_UNSET_READ_MOSTLY = 2,
    CU_MEM_ADVISE_SET_PREFERRED_LOCATION = 3,
    CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION = 4,
    CU_MEM_ADVISE_SET_ACCESSED_BY = 5,
    CU_MEM_ADVISE_UNSET_ACCESSED_BY = 6,
}
pub use self::CUmem_advise_enum as CUmem_advise;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmem_range_attribute_enum {
    CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY = 1,
    CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION = 2,
    CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY = 3,
    CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION = 4,
    CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE = 5,
    CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID = 6,
    CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE = 7,
    CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID = 8,
}
pub use self::CUmem_range_attribute_enum as CUmem_range_attribute;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUjit_option_enum {
    CU_JIT_MAX_REGISTERS = 0,
    CU_JIT_THREADS_PER_BLOCK = 1,
    CU_JIT_WALL_TIME = 2,
    CU_JIT_INFO_LOG_BUFFER = 3,
    CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
    CU_JIT_ERROR_LOG_BUFFER = 5,
    CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
    CU_JIT_OPTIMIZATION_LEVEL = 7,
    CU_JIT_TARGET_FROM_CUCONTEXT = 8,
    CU_JIT_TARGET = 9,
    CU_JIT_FALLBACK_STRATEGY = 10,
    CU_JIT_GENERATE_DEBUG_INFO = 11,
    CU_JIT_LOG_VERBOSE = 12,
    CU_JIT_GENERATE_LINE_INFO = 13,
    CU_JIT_CACHE_MODE = 14,
    CU_JIT_NEW_SM3X_OPT = 15,
    CU_JIT_FAST_COMPILE = 16,
    CU_JIT_GLOBAL_SYMBOL_NAMES = 17,
    CU_JIT_GLOBAL_SYMBOL_ADDRESSES = 18,
    CU_JIT_GLOBAL_SYMBOL_COUNT = 19,
    CU_JIT_LTO = 20,
    CU_JIT_FTZ = 21,
    CU_JIT_PREC_DIV = 22,
    CU_JIT_PREC_SQRT = 23,
    CU_JIT_FMA = 24,
    CU_JIT_REFERENCED_KERNEL_NAMES = 25,
    CU_JIT_REFERENCED_KERNEL_COUNT = 26,
    CU_JIT_REFERENCED_VARIABLE_NAMES = 27,
    CU_JIT_REFERENCED_VARIABLE_COUNT = 28,
    CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES = 29,
    CU_JIT_POSITION_INDEPENDENT_CODE = 30,
    CU_JIT_MIN_CTA_PER_SM = 31,
    CU_JIT_MAX_THREADS_PER_BLOCK = 32,
    CU_JIT_OVERRIDE_DIRECTIVE_VALUES = 33,
    CU_JIT_NUM_OPTIONS = 34,
}
pub use self::CUjit_option_enum as CUjit_option;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUjit_target_enum {
    CU_TARGET_COMPUTE_30 = 30,
    CU_TARGET_COMPUTE_32 = 32,
    CU_TARGET_COMPUTE_35 = 35,
    CU_TARGET_COMPUTE_37 = 37,
    CU_TARGET_COMPUTE_50 = 50,
    CU_TARGET_COMPUTE_52 = 52,
    CU_TARGET_COMPUTE_53 = 53,
    CU_TARGET_COMPUTE_60 = 60,
    CU_TARGET_COMPUTE_61 = 61,
    CU_TARGET_COMPUTE_62 = 62,
    CU_TARGET_COMPUTE_70 = 70,
    CU_TARGET_COMPUTE_72 = 72,
    CU_TARGET_COMPUTE_75 = 75,
    CU_TARGET_COMPUTE_80 = 80,
    CU_TARGET_COMPUTE_86 = 86,
    CU_TARGET_COMPUTE_87 = 87,
    CU_TARGET_COMPUTE_89 = 89,
    CU_TARGET_COMPUTE_90 = 90,
    CU_TARGET_COMPUTE_100 = 100,
    CU_TARGET_COMPUTE_101 = 101,
    CU_TARGET_COMPUTE_103 = 103,
    CU_TARGET_COMPUTE_120 = 120,
    CU_TARGET_COMPUTE_121 = 121,
    CU_TARGET_COMPUTE_90A = 65626,
    CU_TARGET_COMPUTE_100A = 65636,
    CU_TARGET_COMPUTE_101A = 65637,
    CU_TARGET_COMPUTE_103A = 65639,
    CU_TARGET_COMPUTE_120A = 65656,
    CU_TARGET_COMPUTE_121A = 65657,
    CU_TARGET_COMPUTE_100F = 131172,
    CU_TARGET_COMPUTE_101F = 131173,
    CU_TARGET_COMPUTE_103F = 131175,
    CU_TARGET_COMPUTE_120F = 131192,
    CU_TARGET_COMPUTE_121F = 131193,
}
pub use self::CUjit_target_enum as CUjit_target;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUjit_fallback_enum {
    CU_PREFER_PTX = 0,
    CU_PREFER_BINARY = 1,
}
pub use self::CUjit_fallback_enum as CUjit_fallback;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUjit_cacheMode_enum {
    CU_JIT_CACHE_OPTION_NONE = 0,
    CU_JIT_CACHE_OPTION_CG = 1,
    CU_JIT_CACHE_OPTION_CA = 2,
}
pub use self::CUjit_cacheMode_enum as CUjit_cacheMode;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUjitInputType_enum {
    CU_JIT_INPUT_CUBIN = 0,
    CU_JIT_INPUT_PTX = 1,
    CU_JIT_INPUT_FATBINARY = 2,
    CU_JIT_INPUT_OBJECT = 3,
    CU_JIT_INPUT_LIBRARY = 4,
    CU_JIT_INPUT_NVVM = 5,
    CU_JIT_NUM_INPUT_TYPES = 6,
}
pub use self::CUjitInputType_enum as CUjitInputType;
#[repr(C)]
#[derive(Debug)]
pub struct CUlinkState_st {
    _unused: [u8; 0],
}
pub type CUlinkState = *mut CUlinkState_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUgraphicsRegisterFlags_enum {
    CU_GRAPHICS_REGISTER_FLAGS_NONE = 0,
    CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY = 1,
    CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD = 2,
    CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST = 4,
    CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER = 8,
}
pub use self::CUgraphicsRegisterFlags_enum as CUgraphicsRegisterFlags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUgraphicsMapResourceFlags_enum {
    CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE = 0,
    CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY = 1,
    CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD = 2,
}
pub use self::CUgraphicsMapResourceFlags_enum as CUgraphicsMapResourceFlags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUarray_cubemap_face_enum {
    CU_CUBEMAP_FACE_POSITIVE_X = 0,
    CU_CUBEMAP_FACE_NEGATIVE_X = 1,
    CU_CUBEMAP_FACE_POSITIVE_Y = 2,
    CU_CUBEMAP_FACE_NEGATIVE_Y = 3,
    CU_CUBEMAP_FACE_POSITIVE_Z = 4,
    CU_CUBEMAP_FACE_NEGATIVE_Z = 5,
}
pub use self::CUarray_cubemap_face_enum as CUarray_cubemap_face;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUlimit_enum {
    CU_LIMIT_STACK_SIZE = 0,
    CU_LIMIT_PRINTF_FIFO_SIZE = 1,
    CU_LIMIT_MALLOC_HEAP_SIZE = 2,
    CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH = 3,
    CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT = 4,
    CU_LIMIT_MAX_L2_FETCH_GRANULARITY = 5,
    CU_LIMIT_PERSISTING_L2_CACHE_SIZE = 6,
    CU_LIMIT_SHMEM_SIZE = 7,
    CU_LIMIT_CIG_ENABLED = 8,
    CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED = 9,
    CU_LIMIT_MAX = 10,
}
pub use self::CUlimit_enum as CUlimit;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUresourcetype_enum {
    CU_RESOURCE_TYPE_ARRAY = 0,
    CU_RESOURCE_TYPE_MIPMAPPED_ARRAY = 1,
    CU_RESOURCE_TYPE_LINEAR = 2,
    CU_RESOURCE_TYPE_PITCH2D = 3,
}
pub use self::CUresourcetype_enum as CUresourcetype;
pub type CUhostFn =
    ::core::option::Option<unsafe extern "C" fn(userData: *mut ::core::ffi::c_void)>;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUaccessProperty_enum {
    CU_ACCESS_PROPERTY_NORMAL = 0,
    CU_ACCESS_PROPERTY_STREAMING = 1,
    CU_ACCESS_PROPERTY_PERSISTING = 2,
}
pub use self::CUaccessProperty_enum as CUaccessProperty;
#[repr(C)]
#[derive(Debug, Copy, Clone, PartialOrd, PartialEq)]
pub struct CUaccessPolicyWindow_st {
    pub base_ptr: *mut ::core::ffi::c_void,
    pub num_bytes: usize,
    pub hitRatio: f32,
    pub hitProp: CUaccessProperty,
    pub missProp: CUaccessProperty,
}
impl Default for CUaccessPolicyWindow_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUaccessPolicyWindow_v1 = CUaccessPolicyWindow_st;
pub type CUaccessPolicyWindow = CUaccessPolicyWindow_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_KERNEL_NODE_PARAMS_st {
    pub func: CUfunction,
    pub gridDimX: ::core::ffi::c_uint,
    pub gridDimY: ::core::ffi::c_uint,
    pub gridDimZ: ::core::ffi::c_uint,
    pub blockDimX: ::core::ffi::c_uint,
    pub blockDimY: ::core::ffi::c_uint,
    pub blockDimZ: ::core::ffi::c_uint,
    pub sharedMemBytes: ::core::ffi::c_uint,
    pub kernelParams: *mut *mut ::core::ffi::c_void,
    pub extra: *mut *mut ::core::ffi::c_void,
}
impl Default for CUDA_KERNEL_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_KERNEL_NODE_PARAMS_v1 = CUDA_KERNEL_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_KERNEL_NODE_PARAMS_v2_st {
    pub func: CUfunction,
    pub gridDimX: ::core::ffi::c_uint,
    pub gridDimY: ::core::ffi::c_uint,
    pub gridDimZ: ::core::ffi::c_uint,
    pub blockDimX: ::core::ffi::c_uint,
    pub blockDimY: ::core::ffi::c_uint,
    pub blockDimZ: ::core::ffi::c_uint,
    pub sharedMemBytes: ::core::ffi::c_uint,
    pub kernelParams: *mut *mut ::core::ffi::c_void,
    pub extra: *mut *mut ::core::ffi::c_void,
    pub kern: CUkernel,
    pub ctx: CUcontext,
}
impl Default for CUDA_KERNEL_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_KERNEL_NODE_PARAMS_v2 = CUDA_KERNEL_NODE_PARAMS_v2_st;
pub type CUDA_KERNEL_NODE_PARAMS = CUDA_KERNEL_NODE_PARAMS_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_KERNEL_NODE_PARAMS_v3_st {
    pub func: CUfunction,
    pub gridDimX: ::core::ffi::c_uint,
    pub gridDimY: ::core::ffi::c_uint,
    pub gridDimZ: ::core::ffi::c_uint,
    pub blockDimX: ::core::ffi::c_uint,
    pub blockDimY: ::core::ffi::c_uint,
    pub blockDimZ: ::core::ffi::c_uint,
    pub sharedMemBytes: ::core::ffi::c_uint,
    pub kernelParams: *mut *mut ::core::ffi::c_void,
    pub extra: *mut *mut ::core::ffi::c_void,
    pub kern: CUkernel,
    pub ctx: CUcontext,
}
impl Default for CUDA_KERNEL_NODE_PARAMS_v3_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_KERNEL_NODE_PARAMS_v3 = CUDA_KERNEL_NODE_PARAMS_v3_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_MEMSET_NODE_PARAMS_st {
    pub dst: CUdeviceptr,
    pub pitch: usize,
    pub value: ::core::ffi::c_uint,
    pub elementSize: ::core::ffi::c_uint,
    pub width: usize,
    pub height: usize,
}
pub type CUDA_MEMSET_NODE_PARAMS_v1 = CUDA_MEMSET_NODE_PARAMS_st;
pub type CUDA_MEMSET_NODE_PARAMS = CUDA_MEMSET_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_MEMSET_NODE_PARAMS_v2_st {
    pub dst: CUdeviceptr,
    pub pitch: usize,
    pub value: ::core::ffi::c_uint,
    pub elementSize: ::core::ffi::c_uint,
    pub width: usize,
    pub height: usize,
    pub ctx: CUcontext,
}
impl Default for CUDA_MEMSET_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMSET_NODE_PARAMS_v2 = CUDA_MEMSET_NODE_PARAMS_v2_st;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_HOST_NODE_PARAMS_st {
    pub fn_: CUhostFn,
    pub userData: *mut ::core::ffi::c_void,
}
impl Default for CUDA_HOST_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_HOST_NODE_PARAMS_v1 = CUDA_HOST_NODE_PARAMS_st;
pub type CUDA_HOST_NODE_PARAMS = CUDA_HOST_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_HOST_NODE_PARAMS_v2_st {
    pub fn_: CUhostFn,
    pub userData: *mut ::core::ffi::c_void,
}
impl Default for CUDA_HOST_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_HOST_NODE_PARAMS_v2 = CUDA_HOST_NODE_PARAMS_v2_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUgraphConditionalNodeType_enum {
    CU_GRAPH_COND_TYPE_IF = 0,
    CU_GRAPH_COND_TYPE_WHILE = 1,
    CU_GRAPH_COND_TYPE_SWITCH = 2,
}
pub use self::CUgraphConditionalNodeType_enum as CUgraphConditionalNodeType;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_CONDITIONAL_NODE_PARAMS {
    pub handle: CUgraphConditionalHandle,
    pub type_: CUgraphConditionalNodeType,
    pub size: ::core::ffi::c_uint,
    pub phGraph_out: *mut CUgraph,
    pub ctx: CUcontext,
}
impl Default for CUDA_CONDITIONAL_NODE_PARAMS {
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
pub enum CUgraphNodeType_enum {
    CU_GRAPH_NODE_TYPE_KERNEL = 0,
    CU_GRAPH_NODE_TYPE_MEMCPY = 1,
    CU_GRAPH_NODE_TYPE_MEMSET = 2,
    CU_GRAPH_NODE_TYPE_HOST = 3,
    CU_GRAPH_NODE_TYPE_GRAPH = 4,
    CU_GRAPH_NODE_TYPE_EMPTY = 5,
    CU_GRAPH_NODE_TYPE_WAIT_EVENT = 6,
    CU_GRAPH_NODE_TYPE_EVENT_RECORD = 7,
    CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL = 8,
    CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT = 9,
    CU_GRAPH_NODE_TYPE_MEM_ALLOC = 10,
    CU_GRAPH_NODE_TYPE_MEM_FREE = 11,
    CU_GRAPH_NODE_TYPE_BATCH_MEM_OP = 12,
    CU_GRAPH_NODE_TYPE_CONDITIONAL = 13,
}
pub use self::CUgraphNodeType_enum as CUgraphNodeType;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUgraphDependencyType_enum {
    CU_GRAPH_DEPENDENCY_TYPE_DEFAULT = 0,
    CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC = 1,
}
pub use self::CUgraphDependencyType_enum as CUgraphDependencyType;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUgraphEdgeData_st {
    pub from_port: ::core::ffi::c_uchar,
    pub to_port: ::core::ffi::c_uchar,
    pub type_: ::core::ffi::c_uchar,
    pub reserved: [::core::ffi::c_uchar; 5usize],
}
pub type CUgraphEdgeData = CUgraphEdgeData_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUgraphInstantiateResult_enum {
    CUDA_GRAPH_INSTANTIATE_SUCCESS = 0,
    CUDA_GRAPH_INSTANTIATE_ERROR = 1,
    CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE = 2,
    CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED = 3,
    CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED = 4,
    CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED = 5,
}
pub use self::CUgraphInstantiateResult_enum as CUgraphInstantiateResult;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_GRAPH_INSTANTIATE_PARAMS_st {
    pub flags: cuuint64_t,
    pub hUploadStream: CUstream,
    pub hErrNode_out: CUgraphNode,
    pub result_out: CUgraphInstantiateResult,
}
impl Default for CUDA_GRAPH_INSTANTIATE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_GRAPH_INSTANTIATE_PARAMS = CUDA_GRAPH_INSTANTIATE_PARAMS_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUsynchronizationPolicy_enum {
    CU_SYNC_POLICY_AUTO = 1,
    CU_SYNC_POLICY_SPIN = 2,
    CU_SYNC_POLICY_YIELD = 3,
    CU_SYNC_POLICY_BLOCKING_SYNC = 4,
}
pub use self::CUsynchronizationPolicy_enum as CUsynchronizationPolicy;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUclusterSchedulingPolicy_enum {
    CU_CLUSTER_SCHEDULING_POLICY_DEFAULT = 0,
    CU_CLUSTER_SCHEDULING_POLICY_SPREAD = 1,
    CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING = 2,
}
pub use self::CUclusterSchedulingPolicy_enum as CUclusterSchedulingPolicy;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUlaunchMemSyncDomain_enum {
    CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT = 0,
    CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE = 1,
}
pub use self::CUlaunchMemSyncDomain_enum as CUlaunchMemSyncDomain;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUlaunchMemSyncDomainMap_st {
    pub default_: ::core::ffi::c_uchar,
    pub remote: ::core::ffi::c_uchar,
}
pub type CUlaunchMemSyncDomainMap = CUlaunchMemSyncDomainMap_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUlaunchAttributeID_enum {
    CU_LAUNCH_ATTRIBUTE_IGNORE = 0,
    CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW = 1,
    CU_LAUNCH_ATTRIBUTE_COOPERATIVE = 2,
    CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY = 3,
    CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
    CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 5,
    CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6,
    CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT = 7,
    CU_LAUNCH_ATTRIBUTE_PRIORITY = 8,
    CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP = 9,
    CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN = 10,
    CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION = 11,
    CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT = 12,
    CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE = 13,
    CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 14,
}
pub use self::CUlaunchAttributeID_enum as CUlaunchAttributeID;
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUlaunchAttributeValue_union {
    pub pad: [::core::ffi::c_char; 64usize],
    pub accessPolicyWindow: CUaccessPolicyWindow,
    pub cooperative: ::core::ffi::c_int,
    pub syncPolicy: CUsynchronizationPolicy,
    pub clusterDim: CUlaunchAttributeValue_union__bindgen_ty_1,
    pub clusterSchedulingPolicyPreference: CUclusterSchedulingPolicy,
    pub programmaticStreamSerializationAllowed: ::core::ffi::c_int,
    pub programmaticEvent: CUlaunchAttributeValue_union__bindgen_ty_2,
    pub launchCompletionEvent: CUlaunchAttributeValue_union__bindgen_ty_3,
    pub priority: ::core::ffi::c_int,
    pub memSyncDomainMap: CUlaunchMemSyncDomainMap,
    pub memSyncDomain: CUlaunchMemSyncDomain,
    pub preferredClusterDim: CUlaunchAttributeValue_union__bindgen_ty_4,
    pub deviceUpdatableKernelNode: CUlaunchAttributeValue_union__bindgen_ty_5,
    pub sharedMemCarveout: ::core::ffi::c_uint,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_1 {
    pub x: ::core::ffi::c_uint,
    pub y: ::core::ffi::c_uint,
    pub z: ::core::ffi::c_uint,
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_2 {
    pub event: CUevent,
    pub flags: ::core::ffi::c_int,
    pub triggerAtBlockStart: ::core::ffi::c_int,
}
impl Default for CUlaunchAttributeValue_union__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_3 {
    pub event: CUevent,
    pub flags: ::core::ffi::c_int,
}
impl Default for CUlaunchAttributeValue_union__bindgen_ty_3 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_4 {
    pub x: ::core::ffi::c_uint,
    pub y: ::core::ffi::c_uint,
    pub z: ::core::ffi::c_uint,
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_5 {
    pub deviceUpdatable: ::core::ffi::c_int,
    pub devNode: CUgraphDeviceNode,
}
impl Default for CUlaunchAttributeValue_union__bindgen_ty_5 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUlaunchAttributeValue_union {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUlaunchAttributeValue = CUlaunchAttributeValue_union;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUlaunchAttribute_st {
    pub id: CUlaunchAttributeID,
    pub pad: [::core::ffi::c_char; 4usize],
    pub value: CUlaunchAttributeValue,
}
impl Default for CUlaunchAttribute_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUlaunchAttribute = CUlaunchAttribute_st;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUlaunchConfig_st {
    pub gridDimX: ::core::ffi::c_uint,
    pub gridDimY: ::core::ffi::c_uint,
    pub gridDimZ: ::core::ffi::c_uint,
    pub blockDimX: ::core::ffi::c_uint,
    pub blockDimY: ::core::ffi::c_uint,
    pub blockDimZ: ::core::ffi::c_uint,
    pub sharedMemBytes: ::core::ffi::c_uint,
    pub hStream: CUstream,
    pub attrs: *mut CUlaunchAttribute,
    pub numAttrs: ::core::ffi::c_uint,
}
impl Default for CUlaunchConfig_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUlaunchConfig = CUlaunchConfig_st;
pub use self::CUlaunchAttributeID as CUkernelNodeAttrID;
pub type CUkernelNodeAttrValue_v1 = CUlaunchAttributeValue;
pub type CUkernelNodeAttrValue = CUkernelNodeAttrValue_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUstreamCaptureStatus_enum {
    CU_STREAM_CAPTURE_STATUS_NONE = 0,
    CU_STREAM_CAPTURE_STATUS_ACTIVE = 1,
    CU_STREAM_CAPTURE_STATUS_INVALIDATED = 2,
}
pub use self::CUstreamCaptureStatus_enum as CUstreamCaptureStatus;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUstreamCaptureMode_enum {
    CU_STREAM_CAPTURE_MODE_GLOBAL = 0,
    CU_STREAM_CAPTURE_MODE_THREAD_LOCAL = 1,
    CU_STREAM_CAPTURE_MODE_RELAXED = 2,
}
pub use self::CUlaunchAttributeID as CUstreamAttrID;
pub use self::CUstreamCaptureMode_enum as CUstreamCaptureMode;
pub type CUstreamAttrValue_v1 = CUlaunchAttributeValue;
pub type CUstreamAttrValue = CUstreamAttrValue_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUdriverProcAddress_flags_enum {
    CU_GET_PROC_ADDRESS_DEFAULT = 0,
    CU_GET_PROC_ADDRESS_LEGACY_STREAM = 1,
    CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM = 2,
}
pub use self::CUdriverProcAddress_flags_enum as CUdriverProcAddress_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUdriverProcAddressQueryResult_enum {
    CU_GET_PROC_ADDRESS_SUCCESS = 0,
    CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND = 1,
    CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT = 2,
}
pub use self::CUdriverProcAddressQueryResult_enum as CUdriverProcAddressQueryResult;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUexecAffinityType_enum {
    CU_EXEC_AFFINITY_TYPE_SM_COUNT = 0,
    CU_EXEC_AFFINITY_TYPE_MAX = 1,
}
pub use self::CUexecAffinityType_enum as CUexecAffinityType;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUexecAffinitySmCount_st {
    pub val: ::core::ffi::c_uint,
}
pub type CUexecAffinitySmCount_v1 = CUexecAffinitySmCount_st;
pub type CUexecAffinitySmCount = CUexecAffinitySmCount_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUexecAffinityParam_st {
    pub type_: CUexecAffinityType,
    pub param: CUexecAffinityParam_st__bindgen_ty_1,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUexecAffinityParam_st__bindgen_ty_1 {
    pub smCount: CUexecAffinitySmCount,
}
impl Default for CUexecAffinityParam_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUexecAffinityParam_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUexecAffinityParam_v1 = CUexecAffinityParam_st;
pub type CUexecAffinityParam = CUexecAffinityParam_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUcigDataType_enum {
    CIG_DATA_TYPE_D3D12_COMMAND_QUEUE = 1,
    CIG_DATA_TYPE_NV_BLOB = 2,
}
pub use self::CUcigDataType_enum as CUcigDataType;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUctxCigParam_st {
    pub sharedDataType: CUcigDataType,
    pub sharedData: *mut ::core::ffi::c_void,
}
impl Default for CUctxCigParam_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).sharedDataType)
                .write(CUcigDataType_enum::CIG_DATA_TYPE_D3D12_COMMAND_QUEUE);
            s.assume_init()
        }
    }
}
pub type CUctxCigParam = CUctxCigParam_st;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUctxCreateParams_st {
    pub execAffinityParams: *mut CUexecAffinityParam,
    pub numExecAffinityParams: ::core::ffi::c_int,
    pub cigParams: *mut CUctxCigParam,
}
impl Default for CUctxCreateParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUctxCreateParams = CUctxCreateParams_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUlibraryOption_enum {
    CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE = 0,
    CU_LIBRARY_BINARY_IS_PRESERVED = 1,
    CU_LIBRARY_NUM_OPTIONS = 2,
}
pub use self::CUlibraryOption_enum as CUlibraryOption;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUlibraryHostUniversalFunctionAndDataTable_st {
    pub functionTable: *mut ::core::ffi::c_void,
    pub functionWindowSize: usize,
    pub dataTable: *mut ::core::ffi::c_void,
    pub dataWindowSize: usize,
}
impl Default for CUlibraryHostUniversalFunctionAndDataTable_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUlibraryHostUniversalFunctionAndDataTable = CUlibraryHostUniversalFunctionAndDataTable_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum cudaError_enum {
    CUDA_SUCCESS = 0,
    CUDA_ERROR_INVALID_VALUE = 1,
    CUDA_ERROR_OUT_OF_MEMORY = 2,
    CUDA_ERROR_NOT_INITIALIZED = 3,
    CUDA_ERROR_DEINITIALIZED = 4,
    CUDA_ERROR_PROFILER_DISABLED = 5,
    CUDA_ERROR_PROFILER_NOT_INITIALIZED = 6,
    CUDA_ERROR_PROFILER_ALREADY_STARTED = 7,
    CUDA_ERROR_PROFILER_ALREADY_STOPPED = 8,
    CUDA_ERROR_STUB_LIBRARY = 34,
    CUDA_ERROR_DEVICE_UNAVAILABLE = 46,
    CUDA_ERROR_NO_DEVICE = 100,
    CUDA_ERROR_INVALID_DEVICE = 101,
    CUDA_ERROR_DEVICE_NOT_LICENSED = 102,
    CUDA_ERROR_INVALID_IMAGE = 200,
    CUDA_ERROR_INVALID_CONTEXT = 201,
    CUDA_ERROR_CONTEXT_ALREADY_CURRENT = 202,
    CUDA_ERROR_MAP_FAILED = 205,
    CUDA_ERROR_UNMAP_FAILED = 206,
    CUDA_ERROR_ARRAY_IS_MAPPED = 207,
    CUDA_ERROR_ALREADY_MAPPED = 208,
    CUDA_ERROR_NO_BINARY_FOR_GPU = 209,
    CUDA_ERROR_ALREADY_ACQUIRED = 210,
    CUDA_ERROR_NOT_MAPPED = 211,
    CUDA_ERROR_NOT_MAPPED_AS_ARRAY = 212,
    CUDA_ERROR_NOT_MAPPED_AS_POINTER = 213,
    CUDA_ERROR_ECC_UNCORRECTABLE = 214,
    CUDA_ERROR_UNSUPPORTED_LIMIT = 215,
    CUDA_ERROR_CONTEXT_ALREADY_IN_USE = 216,
    CUDA_ERROR_PEER_ACCESS_UNSUPPORTED = 217,
    CUDA_ERROR_INVALID_PTX = 218,
    CUDA_ERROR_INVALID_GRAPHICS_CONTEXT = 219,
    CUDA_ERROR_NVLINK_UNCORRECTABLE = 220,
    CUDA_ERROR_JIT_COMPILER_NOT_FOUND = 221,
    CUDA_ERROR_UNSUPPORTED_PTX_VERSION = 222,
    CUDA_ERROR_JIT_COMPILATION_DISABLED = 223,
    CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY = 224,
    CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC = 225,
    CUDA_ERROR_CONTAINED = 226,
    CUDA_ERROR_INVALID_SOURCE = 300,
    CUDA_ERROR_FILE_NOT_FOUND = 301,
    CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND = 302,
    CUDA_ERROR_SHARED_OBJECT_INIT_FAILED = 303,
    CUDA_ERROR_OPERATING_SYSTEM = 304,
    CUDA_ERROR_INVALID_HANDLE = 400,
    CUDA_ERROR_ILLEGAL_STATE = 401,
    CUDA_ERROR_LOSSY_QUERY = 402,
    CUDA_ERROR_NOT_FOUND = 500,
    CUDA_ERROR_NOT_READY = 600,
    CUDA_ERROR_ILLEGAL_ADDRESS = 700,
    CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701,
    CUDA_ERROR_LAUNCH_TIMEOUT = 702,
    CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING = 703,
    CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED = 704,
    CUDA_ERROR_PEER_ACCESS_NOT_ENABLED = 705,
    CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE = 708,
    CUDA_ERROR_CONTEXT_IS_DESTROYED = 709,
    CUDA_ERROR_ASSERT = 710,
    CUDA_ERROR_TOO_MANY_PEERS = 711,
    CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED = 712,
    CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED = 713,
    CUDA_ERROR_HARDWARE_STACK_ERROR = 714,
    CUDA_ERROR_ILLEGAL_INSTRUCTION = 715,
    CUDA_ERROR_MISALIGNED_ADDRESS = 716,
    CUDA_ERROR_INVALID_ADDRESS_SPACE = 717,
    CUDA_ERROR_INVALID_PC = 718,
    CUDA_ERROR_LAUNCH_FAILED = 719,
    CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE = 720,
    CUDA_ERROR_TENSOR_MEMORY_LEAK = 721,
    CUDA_ERROR_NOT_PERMITTED = 800,
    CUDA_ERROR_NOT_SUPPORTED = 801,
    CUDA_ERROR_SYSTEM_NOT_READY = 802,
    CUDA_ERROR_SYSTEM_DRIVER_MISMATCH = 803,
    CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE = 804,
    CUDA_ERROR_MPS_CONNECTION_FAILED = 805,
    CUDA_ERROR_MPS_RPC_FAILURE = 806,
    CUDA_ERROR_MPS_SERVER_NOT_READY = 807,
    CUDA_ERROR_MPS_MAX_CLIENTS_REACHED = 808,
    CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED = 809,
    CUDA_ERROR_MPS_CLIENT_TERMINATED = 810,
    CUDA_ERROR_CDP_NOT_SUPPORTED = 811,
    CUDA_ERROR_CDP_VERSION_MISMATCH = 812,
    CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED = 900,
    CUDA_ERROR_STREAM_CAPTURE_INVALIDATED = 901,
    CUDA_ERROR_STREAM_CAPTURE_MERGE = 902,
    CUDA_ERROR_STREAM_CAPTURE_UNMATCHED = 903,
    CUDA_ERROR_STREAM_CAPTURE_UNJOINED = 904,
    CUDA_ERROR_STREAM_CAPTURE_ISOLATION = 905,
    CUDA_ERROR_STREAM_CAPTURE_IMPLICIT = 906,
    CUDA_ERROR_CAPTURED_EVENT = 907,
    CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD = 908,
    CUDA_ERROR_TIMEOUT = 909,
    CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE = 910,
    CUDA_ERROR_EXTERNAL_DEVICE = 911,
    CUDA_ERROR_INVALID_CLUSTER_SIZE = 912,
    CUDA_ERROR_FUNCTION_NOT_LOADED = 913,
    CUDA_ERROR_INVALID_RESOURCE_TYPE = 914,
    CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION = 915,
    CUDA_ERROR_KEY_ROTATION = 916,
    CUDA_ERROR_UNKNOWN = 999,
}
pub use self::cudaError_enum as CUresult;
impl CUdevice_P2PAttribute_enum {
    pub const CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED: CUdevice_P2PAttribute_enum =
        CUdevice_P2PAttribute_enum::CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED;
}
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUdevice_P2PAttribute_enum {
    CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK = 1,
    CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED = 2,
    CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED = 3,
    CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED = 4,
}
pub use self::CUdevice_P2PAttribute_enum as CUdevice_P2PAttribute;
pub type CUstreamCallback = ::core::option::Option<
    unsafe extern "C" fn(hStream: CUstream, status: CUresult, userData: *mut ::core::ffi::c_void),
>;
pub type CUoccupancyB2DSize =
    ::core::option::Option<unsafe extern "C" fn(blockSize: ::core::ffi::c_int) -> usize>;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_MEMCPY2D_st {
    pub srcXInBytes: usize,
    pub srcY: usize,
    pub srcMemoryType: CUmemorytype,
    pub srcHost: *const ::core::ffi::c_void,
    pub srcDevice: CUdeviceptr,
    pub srcArray: CUarray,
    pub srcPitch: usize,
    pub dstXInBytes: usize,
    pub dstY: usize,
    pub dstMemoryType: CUmemorytype,
    pub dstHost: *mut ::core::ffi::c_void,
    pub dstDevice: CUdeviceptr,
    pub dstArray: CUarray,
    pub dstPitch: usize,
    pub WidthInBytes: usize,
    pub Height: usize,
}
impl Default for CUDA_MEMCPY2D_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).srcMemoryType)
                .write(CUmemorytype_enum::CU_MEMORYTYPE_HOST);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).dstMemoryType)
                .write(CUmemorytype_enum::CU_MEMORYTYPE_HOST);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY2D_v2 = CUDA_MEMCPY2D_st;
pub type CUDA_MEMCPY2D = CUDA_MEMCPY2D_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_MEMCPY3D_st {
    pub srcXInBytes: usize,
    pub srcY: usize,
    pub srcZ: usize,
    pub srcLOD: usize,
    pub srcMemoryType: CUmemorytype,
    pub srcHost: *const ::core::ffi::c_void,
    pub srcDevice: CUdeviceptr,
    pub srcArray: CUarray,
    pub reserved0: *mut ::core::ffi::c_void,
    pub srcPitch: usize,
    pub srcHeight: usize,
    pub dstXInBytes: usize,
    pub dstY: usize,
    pub dstZ: usize,
    pub dstLOD: usize,
    pub dstMemoryType: CUmemorytype,
    pub dstHost: *mut ::core::ffi::c_void,
    pub dstDevice: CUdeviceptr,
    pub dstArray: CUarray,
    pub reserved1: *mut ::core::ffi::c_void,
    pub dstPitch: usize,
    pub dstHeight: usize,
    pub WidthInBytes: usize,
    pub Height: usize,
    pub Depth: usize,
}
impl Default for CUDA_MEMCPY3D_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).srcMemoryType)
                .write(CUmemorytype_enum::CU_MEMORYTYPE_HOST);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).dstMemoryType)
                .write(CUmemorytype_enum::CU_MEMORYTYPE_HOST);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY3D_v2 = CUDA_MEMCPY3D_st;
pub type CUDA_MEMCPY3D = CUDA_MEMCPY3D_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_MEMCPY3D_PEER_st {
    pub srcXInBytes: usize,
    pub srcY: usize,
    pub srcZ: usize,
    pub srcLOD: usize,
    pub srcMemoryType: CUmemorytype,
    pub srcHost: *const ::core::ffi::c_void,
    pub srcDevice: CUdeviceptr,
    pub srcArray: CUarray,
    pub srcContext: CUcontext,
    pub srcPitch: usize,
    pub srcHeight: usize,
    pub dstXInBytes: usize,
    pub dstY: usize,
    pub dstZ: usize,
    pub dstLOD: usize,
    pub dstMemoryType: CUmemorytype,
    pub dstHost: *mut ::core::ffi::c_void,
    pub dstDevice: CUdeviceptr,
    pub dstArray: CUarray,
    pub dstContext: CUcontext,
    pub dstPitch: usize,
    pub dstHeight: usize,
    pub WidthInBytes: usize,
    pub Height: usize,
    pub Depth: usize,
}
impl Default for CUDA_MEMCPY3D_PEER_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).srcMemoryType)
                .write(CUmemorytype_enum::CU_MEMORYTYPE_HOST);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).dstMemoryType)
                .write(CUmemorytype_enum::CU_MEMORYTYPE_HOST);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY3D_PEER_v1 = CUDA_MEMCPY3D_PEER_st;
pub type CUDA_MEMCPY3D_PEER = CUDA_MEMCPY3D_PEER_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_MEMCPY_NODE_PARAMS_st {
    pub flags: ::core::ffi::c_int,
    pub reserved: ::core::ffi::c_int,
    pub copyCtx: CUcontext,
    pub copyParams: CUDA_MEMCPY3D,
}
impl Default for CUDA_MEMCPY_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).copyParams.srcMemoryType)
                .write(CUmemorytype_enum::CU_MEMORYTYPE_HOST);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).copyParams.dstMemoryType)
                .write(CUmemorytype_enum::CU_MEMORYTYPE_HOST);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY_NODE_PARAMS = CUDA_MEMCPY_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_ARRAY_DESCRIPTOR_st {
    pub Width: usize,
    pub Height: usize,
    pub Format: CUarray_format,
    pub NumChannels: ::core::ffi::c_uint,
}
impl Default for CUDA_ARRAY_DESCRIPTOR_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).Format)
                .write(CUarray_format_enum::CU_AD_FORMAT_UNSIGNED_INT8);
            s.assume_init()
        }
    }
}
pub type CUDA_ARRAY_DESCRIPTOR_v2 = CUDA_ARRAY_DESCRIPTOR_st;
pub type CUDA_ARRAY_DESCRIPTOR = CUDA_ARRAY_DESCRIPTOR_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_ARRAY3D_DESCRIPTOR_st {
    pub Width: usize,
    pub Height: usize,
    pub Depth: usize,
    pub Format: CUarray_format,
    pub NumChannels: ::core::ffi::c_uint,
    pub Flags: ::core::ffi::c_uint,
}
impl Default for CUDA_ARRAY3D_DESCRIPTOR_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).Format)
                .write(CUarray_format_enum::CU_AD_FORMAT_UNSIGNED_INT8);
            s.assume_init()
        }
    }
}
pub type CUDA_ARRAY3D_DESCRIPTOR_v2 = CUDA_ARRAY3D_DESCRIPTOR_st;
pub type CUDA_ARRAY3D_DESCRIPTOR = CUDA_ARRAY3D_DESCRIPTOR_v2;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_ARRAY_SPARSE_PROPERTIES_st {
    pub tileExtent: CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1,
    pub miptailFirstLevel: ::core::ffi::c_uint,
    pub miptailSize: ::core::ffi::c_ulonglong,
    pub flags: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 4usize],
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1 {
    pub width: ::core::ffi::c_uint,
    pub height: ::core::ffi::c_uint,
    pub depth: ::core::ffi::c_uint,
}
pub type CUDA_ARRAY_SPARSE_PROPERTIES_v1 = CUDA_ARRAY_SPARSE_PROPERTIES_st;
pub type CUDA_ARRAY_SPARSE_PROPERTIES = CUDA_ARRAY_SPARSE_PROPERTIES_v1;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_ARRAY_MEMORY_REQUIREMENTS_st {
    pub size: usize,
    pub alignment: usize,
    pub reserved: [::core::ffi::c_uint; 4usize],
}
pub type CUDA_ARRAY_MEMORY_REQUIREMENTS_v1 = CUDA_ARRAY_MEMORY_REQUIREMENTS_st;
pub type CUDA_ARRAY_MEMORY_REQUIREMENTS = CUDA_ARRAY_MEMORY_REQUIREMENTS_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_RESOURCE_DESC_st {
    pub resType: CUresourcetype,
    pub res: CUDA_RESOURCE_DESC_st__bindgen_ty_1,
    pub flags: ::core::ffi::c_uint,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUDA_RESOURCE_DESC_st__bindgen_ty_1 {
    pub array: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    pub mipmap: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2,
    pub linear: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3,
    pub pitch2D: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4,
    pub reserved: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5,
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    pub hArray: CUarray,
}
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2 {
    pub hMipmappedArray: CUmipmappedArray,
}
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3 {
    pub devPtr: CUdeviceptr,
    pub format: CUarray_format,
    pub numChannels: ::core::ffi::c_uint,
    pub sizeInBytes: usize,
}
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).format)
                .write(CUarray_format_enum::CU_AD_FORMAT_UNSIGNED_INT8);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4 {
    pub devPtr: CUdeviceptr,
    pub format: CUarray_format,
    pub numChannels: ::core::ffi::c_uint,
    pub width: usize,
    pub height: usize,
    pub pitchInBytes: usize,
}
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).format)
                .write(CUarray_format_enum::CU_AD_FORMAT_UNSIGNED_INT8);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5 {
    pub reserved: [::core::ffi::c_int; 32usize],
}
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_RESOURCE_DESC_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_RESOURCE_DESC_v1 = CUDA_RESOURCE_DESC_st;
pub type CUDA_RESOURCE_DESC = CUDA_RESOURCE_DESC_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, PartialOrd, PartialEq)]
pub struct CUDA_TEXTURE_DESC_st {
    pub addressMode: [CUaddress_mode; 3usize],
    pub filterMode: CUfilter_mode,
    pub flags: ::core::ffi::c_uint,
    pub maxAnisotropy: ::core::ffi::c_uint,
    pub mipmapFilterMode: CUfilter_mode,
    pub mipmapLevelBias: f32,
    pub minMipmapLevelClamp: f32,
    pub maxMipmapLevelClamp: f32,
    pub borderColor: [f32; 4usize],
    pub reserved: [::core::ffi::c_int; 12usize],
}
impl Default for CUDA_TEXTURE_DESC_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_TEXTURE_DESC_v1 = CUDA_TEXTURE_DESC_st;
pub type CUDA_TEXTURE_DESC = CUDA_TEXTURE_DESC_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUresourceViewFormat_enum {
    CU_RES_VIEW_FORMAT_NONE = 0,
    CU_RES_VIEW_FORMAT_UINT_1X8 = 1,
    CU_RES_VIEW_FORMAT_UINT_2X8 = 2,
    CU_RES_VIEW_FORMAT_UINT_4X8 = 3,
    CU_RES_VIEW_FORMAT_SINT_1X8 = 4,
    CU_RES_VIEW_FORMAT_SINT_2X8 = 5,
    CU_RES_VIEW_FORMAT_SINT_4X8 = 6,
    CU_RES_VIEW_FORMAT_UINT_1X16 = 7,
    CU_RES_VIEW_FORMAT_UINT_2X16 = 8,
    CU_RES_VIEW_FORMAT_UINT_4X16 = 9,
    CU_RES_VIEW_FORMAT_SINT_1X16 = 10,
    CU_RES_VIEW_FORMAT_SINT_2X16 = 11,
    CU_RES_VIEW_FORMAT_SINT_4X16 = 12,
    CU_RES_VIEW_FORMAT_UINT_1X32 = 13,
    CU_RES_VIEW_FORMAT_UINT_2X32 = 14,
    CU_RES_VIEW_FORMAT_UINT_4X32 = 15,
    CU_RES_VIEW_FORMAT_SINT_1X32 = 16,
    CU_RES_VIEW_FORMAT_SINT_2X32 = 17,
    CU_RES_VIEW_FORMAT_SINT_4X32 = 18,
    CU_RES_VIEW_FORMAT_FLOAT_1X16 = 19,
    CU_RES_VIEW_FORMAT_FLOAT_2X16 = 20,
    CU_RES_VIEW_FORMAT_FLOAT_4X16 = 21,
    CU_RES_VIEW_FORMAT_FLOAT_1X32 = 22,
    CU_RES_VIEW_FORMAT_FLOAT_2X32 = 23,
    CU_RES_VIEW_FORMAT_FLOAT_4X32 = 24,
    CU_RES_VIEW_FORMAT_UNSIGNED_BC1 = 25,
    CU_RES_VIEW_FORMAT_UNSIGNED_BC2 = 26,
    CU_RES_VIEW_FORMAT_UNSIGNED_BC3 = 27,
    CU_RES_VIEW_FORMAT_UNSIGNED_BC4 = 28,
    CU_RES_VIEW_FORMAT_SIGNED_BC4 = 29,
    CU_RES_VIEW_FORMAT_UNSIGNED_BC5 = 30,
    CU_RES_VIEW_FORMAT_SIGNED_BC5 = 31,
    CU_RES_VIEW_FORMAT_UNSIGNED_BC6H = 32,
    CU_RES_VIEW_FORMAT_SIGNED_BC6H = 33,
    CU_RES_VIEW_FORMAT_UNSIGNED_BC7 = 34,
}
pub use self::CUresourceViewFormat_enum as CUresourceViewFormat;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_RESOURCE_VIEW_DESC_st {
    pub format: CUresourceViewFormat,
    pub width: usize,
    pub height: usize,
    pub depth: usize,
    pub firstMipmapLevel: ::core::ffi::c_uint,
    pub lastMipmapLevel: ::core::ffi::c_uint,
    pub firstLayer: ::core::ffi::c_uint,
    pub lastLayer: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 16usize],
}
impl Default for CUDA_RESOURCE_VIEW_DESC_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_RESOURCE_VIEW_DESC_v1 = CUDA_RESOURCE_VIEW_DESC_st;
pub type CUDA_RESOURCE_VIEW_DESC = CUDA_RESOURCE_VIEW_DESC_v1;
#[repr(C)]
#[repr(align(64))]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUtensorMap_st {
    pub opaque: [cuuint64_t; 16usize],
}
impl Default for CUtensorMap_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUtensorMap = CUtensorMap_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUtensorMapDataType_enum {
    CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0,
    CU_TENSOR_MAP_DATA_TYPE_UINT16 = 1,
    CU_TENSOR_MAP_DATA_TYPE_UINT32 = 2,
    CU_TENSOR_MAP_DATA_TYPE_INT32 = 3,
    CU_TENSOR_MAP_DATA_TYPE_UINT64 = 4,
    CU_TENSOR_MAP_DATA_TYPE_INT64 = 5,
    CU_TENSOR_MAP_DATA_TYPE_FLOAT16 = 6,
    CU_TENSOR_MAP_DATA_TYPE_FLOAT32 = 7,
    CU_TENSOR_MAP_DATA_TYPE_FLOAT64 = 8,
    CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 = 9,
    CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ = 10,
    CU_TENSOR_MAP_DATA_TYPE_TFLOAT32 = 11,
    CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ = 12,
    CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B = 13,
    CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B = 14,
    CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B = 15,
}
pub use self::CUtensorMapDataType_enum as CUtensorMapDataType;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUtensorMapInterleave_enum {
    CU_TENSOR_MAP_INTERLEAVE_NONE = 0,
    CU_TENSOR_MAP_INTERLEAVE_16B = 1,
    CU_TENSOR_MAP_INTERLEAVE_32B = 2,
}
pub use self::CUtensorMapInterleave_enum as CUtensorMapInterleave;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUtensorMapSwizzle_enum {
    CU_TENSOR_MAP_SWIZZLE_NONE = 0,
    CU_TENSOR_MAP_SWIZZLE_32B = 1,
    CU_TENSOR_MAP_SWIZZLE_64B = 2,
    CU_TENSOR_MAP_SWIZZLE_128B = 3,
    CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B = 4,
    CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B = 5,
    CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B = 6,
}
pub use self::CUtensorMapSwizzle_enum as CUtensorMapSwizzle;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUtensorMapL2promotion_enum {
    CU_TENSOR_MAP_L2_PROMOTION_NONE = 0,
    CU_TENSOR_MAP_L2_PROMOTION_L2_64B = 1,
    CU_TENSOR_MAP_L2_PROMOTION_L2_128B = 2,
    CU_TENSOR_MAP_L2_PROMOTION_L2_256B = 3,
}
pub use self::CUtensorMapL2promotion_enum as CUtensorMapL2promotion;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUtensorMapFloatOOBfill_enum {
    CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0,
    CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA = 1,
}
pub use self::CUtensorMapFloatOOBfill_enum as CUtensorMapFloatOOBfill;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUtensorMapIm2ColWideMode_enum {
    CU_TENSOR_MAP_IM2COL_WIDE_MODE_W = 0,
    CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128 = 1,
}
pub use self::CUtensorMapIm2ColWideMode_enum as CUtensorMapIm2ColWideMode;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st {
    pub p2pToken: ::core::ffi::c_ulonglong,
    pub vaSpaceToken: ::core::ffi::c_uint,
}
pub type CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1 = CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st;
pub type CUDA_POINTER_ATTRIBUTE_P2P_TOKENS = CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum {
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE = 0,
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ = 1,
    CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE = 3,
}
pub use self::CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum as CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_LAUNCH_PARAMS_st {
    pub function: CUfunction,
    pub gridDimX: ::core::ffi::c_uint,
    pub gridDimY: ::core::ffi::c_uint,
    pub gridDimZ: ::core::ffi::c_uint,
    pub blockDimX: ::core::ffi::c_uint,
    pub blockDimY: ::core::ffi::c_uint,
    pub blockDimZ: ::core::ffi::c_uint,
    pub sharedMemBytes: ::core::ffi::c_uint,
    pub hStream: CUstream,
    pub kernelParams: *mut *mut ::core::ffi::c_void,
}
impl Default for CUDA_LAUNCH_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_LAUNCH_PARAMS_v1 = CUDA_LAUNCH_PARAMS_st;
pub type CUDA_LAUNCH_PARAMS = CUDA_LAUNCH_PARAMS_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUexternalMemoryHandleType_enum {
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD = 1,
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32 = 2,
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT = 3,
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP = 4,
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE = 5,
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE = 6,
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT = 7,
    CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF = 8,
}
pub use self::CUexternalMemoryHandleType_enum as CUexternalMemoryHandleType;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st {
    pub type_: CUexternalMemoryHandleType,
    pub handle: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1,
    pub size: ::core::ffi::c_ulonglong,
    pub flags: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 16usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 {
    pub fd: ::core::ffi::c_int,
    pub win32: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    pub nvSciBufObject: *const ::core::ffi::c_void,
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    pub handle: *mut ::core::ffi::c_void,
    pub name: *const ::core::ffi::c_void,
}
impl Default for CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).type_)
                .write(CUexternalMemoryHandleType_enum::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1 = CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st;
pub type CUDA_EXTERNAL_MEMORY_HANDLE_DESC = CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st {
    pub offset: ::core::ffi::c_ulonglong,
    pub size: ::core::ffi::c_ulonglong,
    pub flags: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 16usize],
}
pub type CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1 = CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st;
pub type CUDA_EXTERNAL_MEMORY_BUFFER_DESC = CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st {
    pub offset: ::core::ffi::c_ulonglong,
    pub arrayDesc: CUDA_ARRAY3D_DESCRIPTOR,
    pub numLevels: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 16usize],
}
impl Default for CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).arrayDesc.Format)
                .write(CUarray_format_enum::CU_AD_FORMAT_UNSIGNED_INT8);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1 =
    CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st;
pub type CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC = CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUexternalSemaphoreHandleType_enum {
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD = 1,
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32 = 2,
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT = 3,
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE = 4,
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE = 5,
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC = 6,
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX = 7,
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT = 8,
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD = 9,
    CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32 = 10,
}
pub use self::CUexternalSemaphoreHandleType_enum as CUexternalSemaphoreHandleType;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st {
    pub type_: CUexternalSemaphoreHandleType,
    pub handle: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1,
    pub flags: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 16usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1 {
    pub fd: ::core::ffi::c_int,
    pub win32: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    pub nvSciSyncObj: *const ::core::ffi::c_void,
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    pub handle: *mut ::core::ffi::c_void,
    pub name: *const ::core::ffi::c_void,
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).type_).write(
                CUexternalSemaphoreHandleType_enum::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD,
            );
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1 = CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st;
pub type CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC = CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st {
    pub params: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1,
    pub flags: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 16usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1 {
    pub fence: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    pub nvSciSync: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    pub keyedMutex: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    pub reserved: [::core::ffi::c_uint; 12usize],
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1 {
    pub value: ::core::ffi::c_ulonglong,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2 {
    pub fence: *mut ::core::ffi::c_void,
    pub reserved: ::core::ffi::c_ulonglong,
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3 {
    pub key: ::core::ffi::c_ulonglong,
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1 = CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st;
pub type CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS = CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st {
    pub params: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1,
    pub flags: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 16usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1 {
    pub fence: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    pub nvSciSync: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    pub keyedMutex: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    pub reserved: [::core::ffi::c_uint; 10usize],
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1 {
    pub value: ::core::ffi::c_ulonglong,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2 {
    pub fence: *mut ::core::ffi::c_void,
    pub reserved: ::core::ffi::c_ulonglong,
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3 {
    pub key: ::core::ffi::c_ulonglong,
    pub timeoutMs: ::core::ffi::c_uint,
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 = CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st;
pub type CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS = CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    pub numExtSems: ::core::ffi::c_uint,
}
impl Default for CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st;
pub type CUDA_EXT_SEM_SIGNAL_NODE_PARAMS = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    pub numExtSems: ::core::ffi::c_uint,
}
impl Default for CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2 = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    pub numExtSems: ::core::ffi::c_uint,
}
impl Default for CUDA_EXT_SEM_WAIT_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 = CUDA_EXT_SEM_WAIT_NODE_PARAMS_st;
pub type CUDA_EXT_SEM_WAIT_NODE_PARAMS = CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    pub numExtSems: ::core::ffi::c_uint,
}
impl Default for CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2 = CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st;
pub type CUmemGenericAllocationHandle_v1 = ::core::ffi::c_ulonglong;
pub type CUmemGenericAllocationHandle = CUmemGenericAllocationHandle_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemAllocationHandleType_enum {
    CU_MEM_HANDLE_TYPE_NONE = 0,
    CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR = 1,
    CU_MEM_HANDLE_TYPE_WIN32 = 2,
    CU_MEM_HANDLE_TYPE_WIN32_KMT = 4,
    CU_MEM_HANDLE_TYPE_FABRIC = 8,
    CU_MEM_HANDLE_TYPE_MAX = 2147483647,
}
pub use self::CUmemAllocationHandleType_enum as CUmemAllocationHandleType;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemAccess_flags_enum {
    CU_MEM_ACCESS_FLAGS_PROT_NONE = 0,
    CU_MEM_ACCESS_FLAGS_PROT_READ = 1,
    CU_MEM_ACCESS_FLAGS_PROT_READWRITE = 3,
    CU_MEM_ACCESS_FLAGS_PROT_MAX = 2147483647,
}
pub use self::CUmemAccess_flags_enum as CUmemAccess_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemLocationType_enum {
    CU_MEM_LOCATION_TYPE_INVALID = 0,
    CU_MEM_LOCATION_TYPE_DEVICE = 1,
    CU_MEM_LOCATION_TYPE_HOST = 2,
    CU_MEM_LOCATION_TYPE_HOST_NUMA = 3,
    CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT = 4,
    CU_MEM_LOCATION_TYPE_MAX = 2147483647,
}
pub use self::CUmemLocationType_enum as CUmemLocationType;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemAllocationType_enum {
    CU_MEM_ALLOCATION_TYPE_INVALID = 0,
    CU_MEM_ALLOCATION_TYPE_PINNED = 1,
    CU_MEM_ALLOCATION_TYPE_MAX = 2147483647,
}
pub use self::CUmemAllocationType_enum as CUmemAllocationType;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemAllocationGranularity_flags_enum {
    CU_MEM_ALLOC_GRANULARITY_MINIMUM = 0,
    CU_MEM_ALLOC_GRANULARITY_RECOMMENDED = 1,
}
pub use self::CUmemAllocationGranularity_flags_enum as CUmemAllocationGranularity_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemRangeHandleType_enum {
    CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD = 1,
    CU_MEM_RANGE_HANDLE_TYPE_MAX = 2147483647,
}
pub use self::CUmemRangeHandleType_enum as CUmemRangeHandleType;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemRangeFlags_enum {
    CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE = 1,
}
pub use self::CUmemRangeFlags_enum as CUmemRangeFlags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUarraySparseSubresourceType_enum {
    CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL = 0,
    CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL = 1,
}
pub use self::CUarraySparseSubresourceType_enum as CUarraySparseSubresourceType;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemOperationType_enum {
    CU_MEM_OPERATION_TYPE_MAP = 1,
    CU_MEM_OPERATION_TYPE_UNMAP = 2,
}
pub use self::CUmemOperationType_enum as CUmemOperationType;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemHandleType_enum {
    CU_MEM_HANDLE_TYPE_GENERIC = 0,
}
pub use self::CUmemHandleType_enum as CUmemHandleType;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUarrayMapInfo_st {
    pub resourceType: CUresourcetype,
    pub resource: CUarrayMapInfo_st__bindgen_ty_1,
    pub subresourceType: CUarraySparseSubresourceType,
    pub subresource: CUarrayMapInfo_st__bindgen_ty_2,
    pub memOperationType: CUmemOperationType,
    pub memHandleType: CUmemHandleType,
    pub memHandle: CUarrayMapInfo_st__bindgen_ty_3,
    pub offset: ::core::ffi::c_ulonglong,
    pub deviceBitMask: ::core::ffi::c_uint,
    pub flags: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 2usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUarrayMapInfo_st__bindgen_ty_1 {
    pub mipmap: CUmipmappedArray,
    pub array: CUarray,
}
impl Default for CUarrayMapInfo_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUarrayMapInfo_st__bindgen_ty_2 {
    pub sparseLevel: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1,
    pub miptail: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1 {
    pub level: ::core::ffi::c_uint,
    pub layer: ::core::ffi::c_uint,
    pub offsetX: ::core::ffi::c_uint,
    pub offsetY: ::core::ffi::c_uint,
    pub offsetZ: ::core::ffi::c_uint,
    pub extentWidth: ::core::ffi::c_uint,
    pub extentHeight: ::core::ffi::c_uint,
    pub extentDepth: ::core::ffi::c_uint,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2 {
    pub layer: ::core::ffi::c_uint,
    pub offset: ::core::ffi::c_ulonglong,
    pub size: ::core::ffi::c_ulonglong,
}
impl Default for CUarrayMapInfo_st__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUarrayMapInfo_st__bindgen_ty_3 {
    pub memHandle: CUmemGenericAllocationHandle,
}
impl Default for CUarrayMapInfo_st__bindgen_ty_3 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUarrayMapInfo_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).memOperationType)
                .write(CUmemOperationType_enum::CU_MEM_OPERATION_TYPE_MAP);
            s.assume_init()
        }
    }
}
pub type CUarrayMapInfo_v1 = CUarrayMapInfo_st;
pub type CUarrayMapInfo = CUarrayMapInfo_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmemLocation_st {
    pub type_: CUmemLocationType,
    pub id: ::core::ffi::c_int,
}
impl Default for CUmemLocation_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemLocation_v1 = CUmemLocation_st;
pub type CUmemLocation = CUmemLocation_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemAllocationCompType_enum {
    CU_MEM_ALLOCATION_COMP_NONE = 0,
    CU_MEM_ALLOCATION_COMP_GENERIC = 1,
}
pub use self::CUmemAllocationCompType_enum as CUmemAllocationCompType;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmemAllocationProp_st {
    pub type_: CUmemAllocationType,
    pub requestedHandleTypes: CUmemAllocationHandleType,
    pub location: CUmemLocation,
    pub win32HandleMetaData: *mut ::core::ffi::c_void,
    pub allocFlags: CUmemAllocationProp_st__bindgen_ty_1,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmemAllocationProp_st__bindgen_ty_1 {
    pub compressionType: ::core::ffi::c_uchar,
    pub gpuDirectRDMACapable: ::core::ffi::c_uchar,
    pub usage: ::core::ffi::c_ushort,
    pub reserved: [::core::ffi::c_uchar; 4usize],
}
impl Default for CUmemAllocationProp_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemAllocationProp_v1 = CUmemAllocationProp_st;
pub type CUmemAllocationProp = CUmemAllocationProp_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmulticastGranularity_flags_enum {
    CU_MULTICAST_GRANULARITY_MINIMUM = 0,
    CU_MULTICAST_GRANULARITY_RECOMMENDED = 1,
}
pub use self::CUmulticastGranularity_flags_enum as CUmulticastGranularity_flags;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmulticastObjectProp_st {
    pub numDevices: ::core::ffi::c_uint,
    pub size: usize,
    pub handleTypes: ::core::ffi::c_ulonglong,
    pub flags: ::core::ffi::c_ulonglong,
}
pub type CUmulticastObjectProp_v1 = CUmulticastObjectProp_st;
pub type CUmulticastObjectProp = CUmulticastObjectProp_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmemAccessDesc_st {
    pub location: CUmemLocation,
    pub flags: CUmemAccess_flags,
}
impl Default for CUmemAccessDesc_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemAccessDesc_v1 = CUmemAccessDesc_st;
pub type CUmemAccessDesc = CUmemAccessDesc_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUgraphExecUpdateResult_enum {
    CU_GRAPH_EXEC_UPDATE_SUCCESS = 0,
    CU_GRAPH_EXEC_UPDATE_ERROR = 1,
    CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED = 2,
    CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED = 3,
    CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED = 4,
    CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED = 5,
    CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED = 6,
    CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE = 7,
    CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED = 8,
}
pub use self::CUgraphExecUpdateResult_enum as CUgraphExecUpdateResult;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUgraphExecUpdateResultInfo_st {
    pub result: CUgraphExecUpdateResult,
    pub errorNode: CUgraphNode,
    pub errorFromNode: CUgraphNode,
}
impl Default for CUgraphExecUpdateResultInfo_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUgraphExecUpdateResultInfo_v1 = CUgraphExecUpdateResultInfo_st;
pub type CUgraphExecUpdateResultInfo = CUgraphExecUpdateResultInfo_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemPool_attribute_enum {
    CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES = 1,
    CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC = 2,
    CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES = 3,
    CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4,
    CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT = 5,
    CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH = 6,
    CU_MEMPOOL_ATTR_USED_MEM_CURRENT = 7,
    CU_MEMPOOL_ATTR_USED_MEM_HIGH = 8,
}
pub use self::CUmemPool_attribute_enum as CUmemPool_attribute;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmemPoolProps_st {
    pub allocType: CUmemAllocationType,
    pub handleTypes: CUmemAllocationHandleType,
    pub location: CUmemLocation,
    pub win32SecurityAttributes: *mut ::core::ffi::c_void,
    pub maxSize: usize,
    pub usage: ::core::ffi::c_ushort,
    pub reserved: [::core::ffi::c_uchar; 54usize],
}
impl Default for CUmemPoolProps_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemPoolProps_v1 = CUmemPoolProps_st;
pub type CUmemPoolProps = CUmemPoolProps_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmemPoolPtrExportData_st {
    pub reserved: [::core::ffi::c_uchar; 64usize],
}
impl Default for CUmemPoolPtrExportData_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemPoolPtrExportData_v1 = CUmemPoolPtrExportData_st;
pub type CUmemPoolPtrExportData = CUmemPoolPtrExportData_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemcpyFlags_enum {
    CU_MEMCPY_FLAG_DEFAULT = 0,
    CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE = 1,
}
pub use self::CUmemcpyFlags_enum as CUmemcpyFlags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemcpySrcAccessOrder_enum {
    CU_MEMCPY_SRC_ACCESS_ORDER_INVALID = 0,
    CU_MEMCPY_SRC_ACCESS_ORDER_STREAM = 1,
    CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL = 2,
    CU_MEMCPY_SRC_ACCESS_ORDER_ANY = 3,
    CU_MEMCPY_SRC_ACCESS_ORDER_MAX = 2147483647,
}
pub use self::CUmemcpySrcAccessOrder_enum as CUmemcpySrcAccessOrder;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmemcpyAttributes_st {
    pub srcAccessOrder: CUmemcpySrcAccessOrder,
    pub srcLocHint: CUmemLocation,
    pub dstLocHint: CUmemLocation,
    pub flags: ::core::ffi::c_uint,
}
impl Default for CUmemcpyAttributes_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemcpyAttributes_v1 = CUmemcpyAttributes_st;
pub type CUmemcpyAttributes = CUmemcpyAttributes_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemcpy3DOperandType_enum {
    CU_MEMCPY_OPERAND_TYPE_POINTER = 1,
    CU_MEMCPY_OPERAND_TYPE_ARRAY = 2,
    CU_MEMCPY_OPERAND_TYPE_MAX = 2147483647,
}
pub use self::CUmemcpy3DOperandType_enum as CUmemcpy3DOperandType;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUoffset3D_st {
    pub x: usize,
    pub y: usize,
    pub z: usize,
}
pub type CUoffset3D_v1 = CUoffset3D_st;
pub type CUoffset3D = CUoffset3D_v1;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUextent3D_st {
    pub width: usize,
    pub height: usize,
    pub depth: usize,
}
pub type CUextent3D_v1 = CUextent3D_st;
pub type CUextent3D = CUextent3D_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUmemcpy3DOperand_st {
    pub type_: CUmemcpy3DOperandType,
    pub op: CUmemcpy3DOperand_st__bindgen_ty_1,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUmemcpy3DOperand_st__bindgen_ty_1 {
    pub ptr: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1,
    pub array: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2,
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1 {
    pub ptr: CUdeviceptr,
    pub rowLength: usize,
    pub layerHeight: usize,
    pub locHint: CUmemLocation,
}
impl Default for CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2 {
    pub array: CUarray,
    pub offset: CUoffset3D,
}
impl Default for CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUmemcpy3DOperand_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUmemcpy3DOperand_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).type_)
                .write(CUmemcpy3DOperandType_enum::CU_MEMCPY_OPERAND_TYPE_POINTER);
            s.assume_init()
        }
    }
}
pub type CUmemcpy3DOperand_v1 = CUmemcpy3DOperand_st;
pub type CUmemcpy3DOperand = CUmemcpy3DOperand_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_MEMCPY3D_BATCH_OP_st {
    pub src: CUmemcpy3DOperand,
    pub dst: CUmemcpy3DOperand,
    pub extent: CUextent3D,
    pub srcAccessOrder: CUmemcpySrcAccessOrder,
    pub flags: ::core::ffi::c_uint,
}
impl Default for CUDA_MEMCPY3D_BATCH_OP_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type but the enums with no
        // zero value, which get their first value before the struct is read.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).src.type_)
                .write(CUmemcpy3DOperandType_enum::CU_MEMCPY_OPERAND_TYPE_POINTER);
            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).dst.type_)
                .write(CUmemcpy3DOperandType_enum::CU_MEMCPY_OPERAND_TYPE_POINTER);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY3D_BATCH_OP_v1 = CUDA_MEMCPY3D_BATCH_OP_st;
pub type CUDA_MEMCPY3D_BATCH_OP = CUDA_MEMCPY3D_BATCH_OP_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_MEM_ALLOC_NODE_PARAMS_v1_st {
    pub poolProps: CUmemPoolProps,
    pub accessDescs: *const CUmemAccessDesc,
    pub accessDescCount: usize,
    pub bytesize: usize,
    pub dptr: CUdeviceptr,
}
impl Default for CUDA_MEM_ALLOC_NODE_PARAMS_v1_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEM_ALLOC_NODE_PARAMS_v1 = CUDA_MEM_ALLOC_NODE_PARAMS_v1_st;
pub type CUDA_MEM_ALLOC_NODE_PARAMS = CUDA_MEM_ALLOC_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_MEM_ALLOC_NODE_PARAMS_v2_st {
    pub poolProps: CUmemPoolProps,
    pub accessDescs: *const CUmemAccessDesc,
    pub accessDescCount: usize,
    pub bytesize: usize,
    pub dptr: CUdeviceptr,
}
impl Default for CUDA_MEM_ALLOC_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEM_ALLOC_NODE_PARAMS_v2 = CUDA_MEM_ALLOC_NODE_PARAMS_v2_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_MEM_FREE_NODE_PARAMS_st {
    pub dptr: CUdeviceptr,
}
pub type CUDA_MEM_FREE_NODE_PARAMS = CUDA_MEM_FREE_NODE_PARAMS_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUgraphMem_attribute_enum {
    CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT = 0,
    CU_GRAPH_MEM_ATTR_USED_MEM_HIGH = 1,
    CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT = 2,
    CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH = 3,
}
pub use self::CUgraphMem_attribute_enum as CUgraphMem_attribute;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUgraphChildGraphNodeOwnership_enum {
    CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE = 0,
    CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE = 1,
}
pub use self::CUgraphChildGraphNodeOwnership_enum as CUgraphChildGraphNodeOwnership;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_CHILD_GRAPH_NODE_PARAMS_st {
    pub graph: CUgraph,
    pub ownership: CUgraphChildGraphNodeOwnership,
}
impl Default for CUDA_CHILD_GRAPH_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_CHILD_GRAPH_NODE_PARAMS = CUDA_CHILD_GRAPH_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EVENT_RECORD_NODE_PARAMS_st {
    pub event: CUevent,
}
impl Default for CUDA_EVENT_RECORD_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EVENT_RECORD_NODE_PARAMS = CUDA_EVENT_RECORD_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUDA_EVENT_WAIT_NODE_PARAMS_st {
    pub event: CUevent,
}
impl Default for CUDA_EVENT_WAIT_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EVENT_WAIT_NODE_PARAMS = CUDA_EVENT_WAIT_NODE_PARAMS_st;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUgraphNodeParams_st {
    pub type_: CUgraphNodeType,
    pub reserved0: [::core::ffi::c_int; 3usize],
    pub __bindgen_anon_1: CUgraphNodeParams_st__bindgen_ty_1,
    pub reserved2: ::core::ffi::c_longlong,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUgraphNodeParams_st__bindgen_ty_1 {
    pub reserved1: [::core::ffi::c_longlong; 29usize],
    pub kernel: CUDA_KERNEL_NODE_PARAMS_v3,
    pub memcpy: CUDA_MEMCPY_NODE_PARAMS,
    pub memset: CUDA_MEMSET_NODE_PARAMS_v2,
    pub host: CUDA_HOST_NODE_PARAMS_v2,
    pub graph: CUDA_CHILD_GRAPH_NODE_PARAMS,
    pub eventWait: CUDA_EVENT_WAIT_NODE_PARAMS,
    pub eventRecord: CUDA_EVENT_RECORD_NODE_PARAMS,
    pub extSemSignal: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2,
    pub extSemWait: CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2,
    pub alloc: CUDA_MEM_ALLOC_NODE_PARAMS_v2,
    pub free: CUDA_MEM_FREE_NODE_PARAMS,
    pub memOp: CUDA_BATCH_MEM_OP_NODE_PARAMS_v2,
    pub conditional: CUDA_CONDITIONAL_NODE_PARAMS,
}
impl Default for CUgraphNodeParams_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUgraphNodeParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUgraphNodeParams = CUgraphNodeParams_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUflushGPUDirectRDMAWritesOptions_enum {
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST = 1,
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS = 2,
}
pub use self::CUflushGPUDirectRDMAWritesOptions_enum as CUflushGPUDirectRDMAWritesOptions;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUGPUDirectRDMAWritesOrdering_enum {
    CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE = 0,
    CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER = 100,
    CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES = 200,
}
pub use self::CUGPUDirectRDMAWritesOrdering_enum as CUGPUDirectRDMAWritesOrdering;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUflushGPUDirectRDMAWritesScope_enum {
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER = 100,
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES = 200,
}
pub use self::CUflushGPUDirectRDMAWritesScope_enum as CUflushGPUDirectRDMAWritesScope;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUflushGPUDirectRDMAWritesTarget_enum {
    CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX = 0,
}
pub use self::CUflushGPUDirectRDMAWritesTarget_enum as CUflushGPUDirectRDMAWritesTarget;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUgraphDebugDot_flags_enum {
    CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE = 1,
    CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES = 2,
    CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS = 4,
    CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS = 8,
    CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS = 16,
    CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS = 32,
    CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS = 64,
    CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS = 128,
    CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS = 256,
    CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES = 512,
    CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES = 1024,
    CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS = 2048,
    CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS = 4096,
    CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS = 8192,
    CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO = 16384,
    CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS = 32768,
}
pub use self::CUgraphDebugDot_flags_enum as CUgraphDebugDot_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUuserObject_flags_enum {
    CU_USER_OBJECT_NO_DESTRUCTOR_SYNC = 1,
}
pub use self::CUuserObject_flags_enum as CUuserObject_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUuserObjectRetain_flags_enum {
    CU_GRAPH_USER_OBJECT_MOVE = 1,
}
pub use self::CUuserObjectRetain_flags_enum as CUuserObjectRetain_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUgraphInstantiate_flags_enum {
    CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH = 1,
    CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD = 2,
    CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH = 4,
    CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY = 8,
}
pub use self::CUgraphInstantiate_flags_enum as CUgraphInstantiate_flags;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUdeviceNumaConfig_enum {
    CU_DEVICE_NUMA_CONFIG_NONE = 0,
    CU_DEVICE_NUMA_CONFIG_NUMA_NODE = 1,
}
pub use self::CUdeviceNumaConfig_enum as CUdeviceNumaConfig;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUprocessState_enum {
    CU_PROCESS_STATE_RUNNING = 0,
    CU_PROCESS_STATE_LOCKED = 1,
    CU_PROCESS_STATE_CHECKPOINTED = 2,
    CU_PROCESS_STATE_FAILED = 3,
}
pub use self::CUprocessState_enum as CUprocessState;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUcheckpointLockArgs_st {
    pub timeoutMs: ::core::ffi::c_uint,
    pub reserved0: ::core::ffi::c_uint,
    pub reserved1: [cuuint64_t; 7usize],
}
pub type CUcheckpointLockArgs = CUcheckpointLockArgs_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUcheckpointCheckpointArgs_st {
    pub reserved: [cuuint64_t; 8usize],
}
pub type CUcheckpointCheckpointArgs = CUcheckpointCheckpointArgs_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUcheckpointRestoreArgs_st {
    pub reserved: [cuuint64_t; 8usize],
}
pub type CUcheckpointRestoreArgs = CUcheckpointRestoreArgs_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUcheckpointUnlockArgs_st {
    pub reserved: [cuuint64_t; 8usize],
}
pub type CUcheckpointUnlockArgs = CUcheckpointUnlockArgs_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmoduleLoadingMode_enum {
    CU_MODULE_EAGER_LOADING = 1,
    CU_MODULE_LAZY_LOADING = 2,
}
pub use self::CUmoduleLoadingMode_enum as CUmoduleLoadingMode;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUmemDecompressAlgorithm_enum {
    CU_MEM_DECOMPRESS_UNSUPPORTED = 0,
    CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE = 1,
    CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY = 2,
    CU_MEM_DECOMPRESS_ALGORITHM_LZ4 = 4,
}
pub use self::CUmemDecompressAlgorithm_enum as CUmemDecompressAlgorithm;
#[repr(C)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUmemDecompressParams_st {
    pub srcNumBytes: usize,
    pub dstNumBytes: usize,
    pub dstActBytes: *mut cuuint32_t,
    pub src: *const ::core::ffi::c_void,
    pub dst: *mut ::core::ffi::c_void,
    pub algo: CUmemDecompressAlgorithm,
    pub padding: [::core::ffi::c_uchar; 20usize],
}
impl Default for CUmemDecompressParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemDecompressParams = CUmemDecompressParams_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUfunctionLoadingState_enum {
    CU_FUNCTION_LOADING_STATE_UNLOADED = 0,
    CU_FUNCTION_LOADING_STATE_LOADED = 1,
    CU_FUNCTION_LOADING_STATE_MAX = 2,
}
pub use self::CUfunctionLoadingState_enum as CUfunctionLoadingState;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUcoredumpSettings_enum {
    CU_COREDUMP_ENABLE_ON_EXCEPTION = 1,
    CU_COREDUMP_TRIGGER_HOST = 2,
    CU_COREDUMP_LIGHTWEIGHT = 3,
    CU_COREDUMP_ENABLE_USER_TRIGGER = 4,
    CU_COREDUMP_FILE = 5,
    CU_COREDUMP_PIPE = 6,
    CU_COREDUMP_GENERATION_FLAGS = 7,
    CU_COREDUMP_MAX = 8,
}
pub use self::CUcoredumpSettings_enum as CUcoredumpSettings;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUCoredumpGenerationFlags {
    CU_COREDUMP_DEFAULT_FLAGS = 0,
    CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES = 1,
    CU_COREDUMP_SKIP_GLOBAL_MEMORY = 2,
    CU_COREDUMP_SKIP_SHARED_MEMORY = 4,
    CU_COREDUMP_SKIP_LOCAL_MEMORY = 8,
    CU_COREDUMP_SKIP_ABORT = 16,
    CU_COREDUMP_SKIP_CONSTBANK_MEMORY = 32,
    CU_COREDUMP_LIGHTWEIGHT_FLAGS = 47,
}
#[repr(C)]
#[derive(Debug)]
pub struct CUdevResourceDesc_st {
    _unused: [u8; 0],
}
pub type CUdevResourceDesc = *mut CUdevResourceDesc_st;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUgreenCtxCreate_flags {
    CU_GREEN_CTX_DEFAULT_STREAM = 1,
}
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUdevSmResourceSplit_flags {
    CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING = 1,
    CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE = 2,
}
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUdevResourceType {
    CU_DEV_RESOURCE_TYPE_INVALID = 0,
    CU_DEV_RESOURCE_TYPE_SM = 1,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub struct CUdevSmResource_st {
    pub smCount: ::core::ffi::c_uint,
}
pub type CUdevSmResource = CUdevSmResource_st;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUdevResource_st {
    pub type_: CUdevResourceType,
    pub _internal_padding: [::core::ffi::c_uchar; 92usize],
    pub __bindgen_anon_1: CUdevResource_st__bindgen_ty_1,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUdevResource_st__bindgen_ty_1 {
    pub sm: CUdevSmResource,
    pub _oversize: [::core::ffi::c_uchar; 48usize],
}
impl Default for CUdevResource_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUdevResource_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        // SAFETY: all-zero bytes are valid for every field of this type.
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUdevResource_v1 = CUdevResource_st;
pub type CUdevResource = CUdevResource_v1;
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialOrd, Ord, PartialEq, Eq)]
pub enum CUlogLevel_enum {
    CU_LOG_LEVEL_ERROR = 0,
    CU_LOG_LEVEL_WARNING = 1,
}
pub use self::CUlogLevel_enum as CUlogLevel;
#[repr(C)]
#[derive(Debug)]
pub struct CUlogsCallbackEntry_st {
    _unused: [u8; 0],
}
pub type CUlogsCallbackHandle = *mut CUlogsCallbackEntry_st;
pub type CUlogsCallback = ::core::option::Option<
    unsafe extern "C" fn(
        data: *mut ::core::ffi::c_void,
        logLevel: CUlogLevel,
        message: *mut ::core::ffi::c_char,
        length: usize,
    ),
>;
pub type CUlogIterator = ::core::ffi::c_uint;

impl CUipcMem_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUipcMem_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS => "CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS",
        }
    }
}

impl CUmemAttach_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemAttach_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_MEM_ATTACH_GLOBAL),
            2 => Some(Self::CU_MEM_ATTACH_HOST),
            4 => Some(Self::CU_MEM_ATTACH_SINGLE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_ATTACH_GLOBAL => "CU_MEM_ATTACH_GLOBAL",
            Self::CU_MEM_ATTACH_HOST => "CU_MEM_ATTACH_HOST",
            Self::CU_MEM_ATTACH_SINGLE => "CU_MEM_ATTACH_SINGLE",
        }
    }
}

impl CUctx_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUctx_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_CTX_SCHED_AUTO),
            1 => Some(Self::CU_CTX_SCHED_SPIN),
            2 => Some(Self::CU_CTX_SCHED_YIELD),
            4 => Some(Self::CU_CTX_SCHED_BLOCKING_SYNC),
            7 => Some(Self::CU_CTX_SCHED_MASK),
            8 => Some(Self::CU_CTX_MAP_HOST),
            16 => Some(Self::CU_CTX_LMEM_RESIZE_TO_MAX),
            32 => Some(Self::CU_CTX_COREDUMP_ENABLE),
            64 => Some(Self::CU_CTX_USER_COREDUMP_ENABLE),
            128 => Some(Self::CU_CTX_SYNC_MEMOPS),
            255 => Some(Self::CU_CTX_FLAGS_MASK),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_CTX_SCHED_AUTO => "CU_CTX_SCHED_AUTO",
            Self::CU_CTX_SCHED_SPIN => "CU_CTX_SCHED_SPIN",
            Self::CU_CTX_SCHED_YIELD => "CU_CTX_SCHED_YIELD",
            Self::CU_CTX_SCHED_BLOCKING_SYNC => "CU_CTX_SCHED_BLOCKING_SYNC",
            Self::CU_CTX_SCHED_MASK => "CU_CTX_SCHED_MASK",
            Self::CU_CTX_MAP_HOST => "CU_CTX_MAP_HOST",
            Self::CU_CTX_LMEM_RESIZE_TO_MAX => "CU_CTX_LMEM_RESIZE_TO_MAX",
            Self::CU_CTX_COREDUMP_ENABLE => "CU_CTX_COREDUMP_ENABLE",
            Self::CU_CTX_USER_COREDUMP_ENABLE => "CU_CTX_USER_COREDUMP_ENABLE",
            Self::CU_CTX_SYNC_MEMOPS => "CU_CTX_SYNC_MEMOPS",
            Self::CU_CTX_FLAGS_MASK => "CU_CTX_FLAGS_MASK",
        }
    }
}

impl CUevent_sched_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUevent_sched_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_EVENT_SCHED_AUTO),
            1 => Some(Self::CU_EVENT_SCHED_SPIN),
            2 => Some(Self::CU_EVENT_SCHED_YIELD),
            4 => Some(Self::CU_EVENT_SCHED_BLOCKING_SYNC),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_EVENT_SCHED_AUTO => "CU_EVENT_SCHED_AUTO",
            Self::CU_EVENT_SCHED_SPIN => "CU_EVENT_SCHED_SPIN",
            Self::CU_EVENT_SCHED_YIELD => "CU_EVENT_SCHED_YIELD",
            Self::CU_EVENT_SCHED_BLOCKING_SYNC => "CU_EVENT_SCHED_BLOCKING_SYNC",
        }
    }
}

impl CUstream_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUstream_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_STREAM_DEFAULT),
            1 => Some(Self::CU_STREAM_NON_BLOCKING),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_STREAM_DEFAULT => "CU_STREAM_DEFAULT",
            Self::CU_STREAM_NON_BLOCKING => "CU_STREAM_NON_BLOCKING",
        }
    }
}

impl CUevent_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUevent_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_EVENT_DEFAULT),
            1 => Some(Self::CU_EVENT_BLOCKING_SYNC),
            2 => Some(Self::CU_EVENT_DISABLE_TIMING),
            4 => Some(Self::CU_EVENT_INTERPROCESS),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_EVENT_DEFAULT => "CU_EVENT_DEFAULT",
            Self::CU_EVENT_BLOCKING_SYNC => "CU_EVENT_BLOCKING_SYNC",
            Self::CU_EVENT_DISABLE_TIMING => "CU_EVENT_DISABLE_TIMING",
            Self::CU_EVENT_INTERPROCESS => "CU_EVENT_INTERPROCESS",
        }
    }
}

impl CUevent_record_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUevent_record_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_EVENT_RECORD_DEFAULT),
            1 => Some(Self::CU_EVENT_RECORD_EXTERNAL),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_EVENT_RECORD_DEFAULT => "CU_EVENT_RECORD_DEFAULT",
            Self::CU_EVENT_RECORD_EXTERNAL => "CU_EVENT_RECORD_EXTERNAL",
        }
    }
}

impl CUevent_wait_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUevent_wait_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_EVENT_WAIT_DEFAULT),
            1 => Some(Self::CU_EVENT_WAIT_EXTERNAL),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_EVENT_WAIT_DEFAULT => "CU_EVENT_WAIT_DEFAULT",
            Self::CU_EVENT_WAIT_EXTERNAL => "CU_EVENT_WAIT_EXTERNAL",
        }
    }
}

impl CUstreamWaitValue_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUstreamWaitValue_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_STREAM_WAIT_VALUE_GEQ),
            1 => Some(Self::CU_STREAM_WAIT_VALUE_EQ),
            2 => Some(Self::CU_STREAM_WAIT_VALUE_AND),
            3 => Some(Self::CU_STREAM_WAIT_VALUE_NOR),
            1073741824 => Some(Self::CU_STREAM_WAIT_VALUE_FLUSH),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_STREAM_WAIT_VALUE_GEQ => "CU_STREAM_WAIT_VALUE_GEQ",
            Self::CU_STREAM_WAIT_VALUE_EQ => "CU_STREAM_WAIT_VALUE_EQ",
            Self::CU_STREAM_WAIT_VALUE_AND => "CU_STREAM_WAIT_VALUE_AND",
            Self::CU_STREAM_WAIT_VALUE_NOR => "CU_STREAM_WAIT_VALUE_NOR",
            Self::CU_STREAM_WAIT_VALUE_FLUSH => "CU_STREAM_WAIT_VALUE_FLUSH",
        }
    }
}

impl CUstreamWriteValue_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUstreamWriteValue_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_STREAM_WRITE_VALUE_DEFAULT),
            1 => Some(Self::CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_STREAM_WRITE_VALUE_DEFAULT => "CU_STREAM_WRITE_VALUE_DEFAULT",
            Self::CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER => {
                "CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER"
            }
        }
    }
}

impl CUstreamBatchMemOpType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUstreamBatchMemOpType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_STREAM_MEM_OP_WAIT_VALUE_32),
            2 => Some(Self::CU_STREAM_MEM_OP_WRITE_VALUE_32),
            4 => Some(Self::CU_STREAM_MEM_OP_WAIT_VALUE_64),
            5 => Some(Self::CU_STREAM_MEM_OP_WRITE_VALUE_64),
            6 => Some(Self::CU_STREAM_MEM_OP_BARRIER),
            3 => Some(Self::CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_STREAM_MEM_OP_WAIT_VALUE_32 => "CU_STREAM_MEM_OP_WAIT_VALUE_32",
            Self::CU_STREAM_MEM_OP_WRITE_VALUE_32 => "CU_STREAM_MEM_OP_WRITE_VALUE_32",
            Self::CU_STREAM_MEM_OP_WAIT_VALUE_64 => "CU_STREAM_MEM_OP_WAIT_VALUE_64",
            Self::CU_STREAM_MEM_OP_WRITE_VALUE_64 => "CU_STREAM_MEM_OP_WRITE_VALUE_64",
            Self::CU_STREAM_MEM_OP_BARRIER => "CU_STREAM_MEM_OP_BARRIER",
            Self::CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES => "CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES",
        }
    }
}

impl CUstreamMemoryBarrier_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUstreamMemoryBarrier_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_STREAM_MEMORY_BARRIER_TYPE_SYS),
            1 => Some(Self::CU_STREAM_MEMORY_BARRIER_TYPE_GPU),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_STREAM_MEMORY_BARRIER_TYPE_SYS => "CU_STREAM_MEMORY_BARRIER_TYPE_SYS",
            Self::CU_STREAM_MEMORY_BARRIER_TYPE_GPU => "CU_STREAM_MEMORY_BARRIER_TYPE_GPU",
        }
    }
}

impl CUoccupancy_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUoccupancy_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_OCCUPANCY_DEFAULT),
            1 => Some(Self::CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_OCCUPANCY_DEFAULT => "CU_OCCUPANCY_DEFAULT",
            Self::CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE => "CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE",
        }
    }
}

impl CUstreamUpdateCaptureDependencies_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUstreamUpdateCaptureDependencies_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_STREAM_ADD_CAPTURE_DEPENDENCIES),
            1 => Some(Self::CU_STREAM_SET_CAPTURE_DEPENDENCIES),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_STREAM_ADD_CAPTURE_DEPENDENCIES => "CU_STREAM_ADD_CAPTURE_DEPENDENCIES",
            Self::CU_STREAM_SET_CAPTURE_DEPENDENCIES => "CU_STREAM_SET_CAPTURE_DEPENDENCIES",
        }
    }
}

impl CUasyncNotificationType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUasyncNotificationType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET => {
                "CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET"
            }
        }
    }
}

impl CUarray_format_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUarray_format`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_AD_FORMAT_UNSIGNED_INT8),
            2 => Some(Self::CU_AD_FORMAT_UNSIGNED_INT16),
            3 => Some(Self::CU_AD_FORMAT_UNSIGNED_INT32),
            8 => Some(Self::CU_AD_FORMAT_SIGNED_INT8),
            9 => Some(Self::CU_AD_FORMAT_SIGNED_INT16),
            10 => Some(Self::CU_AD_FORMAT_SIGNED_INT32),
            16 => Some(Self::CU_AD_FORMAT_HALF),
            32 => Some(Self::CU_AD_FORMAT_FLOAT),
            176 => Some(Self::CU_AD_FORMAT_NV12),
            192 => Some(Self::CU_AD_FORMAT_UNORM_INT8X1),
            193 => Some(Self::CU_AD_FORMAT_UNORM_INT8X2),
            194 => Some(Self::CU_AD_FORMAT_UNORM_INT8X4),
            195 => Some(Self::CU_AD_FORMAT_UNORM_INT16X1),
            196 => Some(Self::CU_AD_FORMAT_UNORM_INT16X2),
            197 => Some(Self::CU_AD_FORMAT_UNORM_INT16X4),
            198 => Some(Self::CU_AD_FORMAT_SNORM_INT8X1),
            199 => Some(Self::CU_AD_FORMAT_SNORM_INT8X2),
            200 => Some(Self::CU_AD_FORMAT_SNORM_INT8X4),
            201 => Some(Self::CU_AD_FORMAT_SNORM_INT16X1),
            202 => Some(Self::CU_AD_FORMAT_SNORM_INT16X2),
            203 => Some(Self::CU_AD_FORMAT_SNORM_INT16X4),
            145 => Some(Self::CU_AD_FORMAT_BC1_UNORM),
            146 => Some(Self::CU_AD_FORMAT_BC1_UNORM_SRGB),
            147 => Some(Self::CU_AD_FORMAT_BC2_UNORM),
            148 => Some(Self::CU_AD_FORMAT_BC2_UNORM_SRGB),
            149 => Some(Self::CU_AD_FORMAT_BC3_UNORM),
            150 => Some(Self::CU_AD_FORMAT_BC3_UNORM_SRGB),
            151 => Some(Self::CU_AD_FORMAT_BC4_UNORM),
            152 => Some(Self::CU_AD_FORMAT_BC4_SNORM),
            153 => Some(Self::CU_AD_FORMAT_BC5_UNORM),
            154 => Some(Self::CU_AD_FORMAT_BC5_SNORM),
            155 => Some(Self::CU_AD_FORMAT_BC6H_UF16),
            156 => Some(Self::CU_AD_FORMAT_BC6H_SF16),
            157 => Some(Self::CU_AD_FORMAT_BC7_UNORM),
            158 => Some(Self::CU_AD_FORMAT_BC7_UNORM_SRGB),
            159 => Some(Self::CU_AD_FORMAT_P010),
            161 => Some(Self::CU_AD_FORMAT_P016),
            162 => Some(Self::CU_AD_FORMAT_NV16),
            163 => Some(Self::CU_AD_FORMAT_P210),
            164 => Some(Self::CU_AD_FORMAT_P216),
            165 => Some(Self::CU_AD_FORMAT_YUY2),
            166 => Some(Self::CU_AD_FORMAT_Y210),
            167 => Some(Self::CU_AD_FORMAT_Y216),
            168 => Some(Self::CU_AD_FORMAT_AYUV),
            169 => Some(Self::CU_AD_FORMAT_Y410),
            177 => Some(Self::CU_AD_FORMAT_Y416),
            178 => Some(Self::CU_AD_FORMAT_Y444_PLANAR8),
            179 => Some(Self::CU_AD_FORMAT_Y444_PLANAR10),
            180 => Some(Self::CU_AD_FORMAT_YUV444_8bit_SemiPlanar),
            181 => Some(Self::CU_AD_FORMAT_YUV444_16bit_SemiPlanar),
            80 => Some(Self::CU_AD_FORMAT_UNORM_INT_101010_2),
            2147483647 => Some(Self::CU_AD_FORMAT_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_AD_FORMAT_UNSIGNED_INT8 => "CU_AD_FORMAT_UNSIGNED_INT8",
            Self::CU_AD_FORMAT_UNSIGNED_INT16 => "CU_AD_FORMAT_UNSIGNED_INT16",
            Self::CU_AD_FORMAT_UNSIGNED_INT32 => "CU_AD_FORMAT_UNSIGNED_INT32",
            Self::CU_AD_FORMAT_SIGNED_INT8 => "CU_AD_FORMAT_SIGNED_INT8",
            Self::CU_AD_FORMAT_SIGNED_INT16 => "CU_AD_FORMAT_SIGNED_INT16",
            Self::CU_AD_FORMAT_SIGNED_INT32 => "CU_AD_FORMAT_SIGNED_INT32",
            Self::CU_AD_FORMAT_HALF => "CU_AD_FORMAT_HALF",
            Self::CU_AD_FORMAT_FLOAT => "CU_AD_FORMAT_FLOAT",
            Self::CU_AD_FORMAT_NV12 => "CU_AD_FORMAT_NV12",
            Self::CU_AD_FORMAT_UNORM_INT8X1 => "CU_AD_FORMAT_UNORM_INT8X1",
            Self::CU_AD_FORMAT_UNORM_INT8X2 => "CU_AD_FORMAT_UNORM_INT8X2",
            Self::CU_AD_FORMAT_UNORM_INT8X4 => "CU_AD_FORMAT_UNORM_INT8X4",
            Self::CU_AD_FORMAT_UNORM_INT16X1 => "CU_AD_FORMAT_UNORM_INT16X1",
            Self::CU_AD_FORMAT_UNORM_INT16X2 => "CU_AD_FORMAT_UNORM_INT16X2",
            Self::CU_AD_FORMAT_UNORM_INT16X4 => "CU_AD_FORMAT_UNORM_INT16X4",
            Self::CU_AD_FORMAT_SNORM_INT8X1 => "CU_AD_FORMAT_SNORM_INT8X1",
            Self::CU_AD_FORMAT_SNORM_INT8X2 => "CU_AD_FORMAT_SNORM_INT8X2",
            Self::CU_AD_FORMAT_SNORM_INT8X4 => "CU_AD_FORMAT_SNORM_INT8X4",
            Self::CU_AD_FORMAT_SNORM_INT16X1 => "CU_AD_FORMAT_SNORM_INT16X1",
            Self::CU_AD_FORMAT_SNORM_INT16X2 => "CU_AD_FORMAT_SNORM_INT16X2",
            Self::CU_AD_FORMAT_SNORM_INT16X4 => "CU_AD_FORMAT_SNORM_INT16X4",
            Self::CU_AD_FORMAT_BC1_UNORM => "CU_AD_FORMAT_BC1_UNORM",
            Self::CU_AD_FORMAT_BC1_UNORM_SRGB => "CU_AD_FORMAT_BC1_UNORM_SRGB",
            Self::CU_AD_FORMAT_BC2_UNORM => "CU_AD_FORMAT_BC2_UNORM",
            Self::CU_AD_FORMAT_BC2_UNORM_SRGB => "CU_AD_FORMAT_BC2_UNORM_SRGB",
            Self::CU_AD_FORMAT_BC3_UNORM => "CU_AD_FORMAT_BC3_UNORM",
            Self::CU_AD_FORMAT_BC3_UNORM_SRGB => "CU_AD_FORMAT_BC3_UNORM_SRGB",
            Self::CU_AD_FORMAT_BC4_UNORM => "CU_AD_FORMAT_BC4_UNORM",
            Self::CU_AD_FORMAT_BC4_SNORM => "CU_AD_FORMAT_BC4_SNORM",
            Self::CU_AD_FORMAT_BC5_UNORM => "CU_AD_FORMAT_BC5_UNORM",
            Self::CU_AD_FORMAT_BC5_SNORM => "CU_AD_FORMAT_BC5_SNORM",
            Self::CU_AD_FORMAT_BC6H_UF16 => "CU_AD_FORMAT_BC6H_UF16",
            Self::CU_AD_FORMAT_BC6H_SF16 => "CU_AD_FORMAT_BC6H_SF16",
            Self::CU_AD_FORMAT_BC7_UNORM => "CU_AD_FORMAT_BC7_UNORM",
            Self::CU_AD_FORMAT_BC7_UNORM_SRGB => "CU_AD_FORMAT_BC7_UNORM_SRGB",
            Self::CU_AD_FORMAT_P010 => "CU_AD_FORMAT_P010",
            Self::CU_AD_FORMAT_P016 => "CU_AD_FORMAT_P016",
            Self::CU_AD_FORMAT_NV16 => "CU_AD_FORMAT_NV16",
            Self::CU_AD_FORMAT_P210 => "CU_AD_FORMAT_P210",
            Self::CU_AD_FORMAT_P216 => "CU_AD_FORMAT_P216",
            Self::CU_AD_FORMAT_YUY2 => "CU_AD_FORMAT_YUY2",
            Self::CU_AD_FORMAT_Y210 => "CU_AD_FORMAT_Y210",
            Self::CU_AD_FORMAT_Y216 => "CU_AD_FORMAT_Y216",
            Self::CU_AD_FORMAT_AYUV => "CU_AD_FORMAT_AYUV",
            Self::CU_AD_FORMAT_Y410 => "CU_AD_FORMAT_Y410",
            Self::CU_AD_FORMAT_Y416 => "CU_AD_FORMAT_Y416",
            Self::CU_AD_FORMAT_Y444_PLANAR8 => "CU_AD_FORMAT_Y444_PLANAR8",
            Self::CU_AD_FORMAT_Y444_PLANAR10 => "CU_AD_FORMAT_Y444_PLANAR10",
            Self::CU_AD_FORMAT_YUV444_8bit_SemiPlanar => "CU_AD_FORMAT_YUV444_8bit_SemiPlanar",
            Self::CU_AD_FORMAT_YUV444_16bit_SemiPlanar => "CU_AD_FORMAT_YUV444_16bit_SemiPlanar",
            Self::CU_AD_FORMAT_UNORM_INT_101010_2 => "CU_AD_FORMAT_UNORM_INT_101010_2",
            Self::CU_AD_FORMAT_MAX => "CU_AD_FORMAT_MAX",
        }
    }
}

impl CUaddress_mode_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUaddress_mode`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_TR_ADDRESS_MODE_WRAP),
            1 => Some(Self::CU_TR_ADDRESS_MODE_CLAMP),
            2 => Some(Self::CU_TR_ADDRESS_MODE_MIRROR),
            3 => Some(Self::CU_TR_ADDRESS_MODE_BORDER),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_TR_ADDRESS_MODE_WRAP => "CU_TR_ADDRESS_MODE_WRAP",
            Self::CU_TR_ADDRESS_MODE_CLAMP => "CU_TR_ADDRESS_MODE_CLAMP",
            Self::CU_TR_ADDRESS_MODE_MIRROR => "CU_TR_ADDRESS_MODE_MIRROR",
            Self::CU_TR_ADDRESS_MODE_BORDER => "CU_TR_ADDRESS_MODE_BORDER",
        }
    }
}

impl CUfilter_mode_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUfilter_mode`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_TR_FILTER_MODE_POINT),
            1 => Some(Self::CU_TR_FILTER_MODE_LINEAR),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_TR_FILTER_MODE_POINT => "CU_TR_FILTER_MODE_POINT",
            Self::CU_TR_FILTER_MODE_LINEAR => "CU_TR_FILTER_MODE_LINEAR",
        }
    }
}

impl CUdevice_attribute_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUdevice_attribute`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK),
            2 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X),
            3 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y),
            4 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z),
            5 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X),
            6 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y),
            7 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z),
            8 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK),
            9 => Some(Self::CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY),
            10 => Some(Self::CU_DEVICE_ATTRIBUTE_WARP_SIZE),
            11 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_PITCH),
            12 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK),
            13 => Some(Self::CU_DEVICE_ATTRIBUTE_CLOCK_RATE),
            14 => Some(Self::CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT),
            15 => Some(Self::CU_DEVICE_ATTRIBUTE_GPU_OVERLAP),
            16 => Some(Self::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT),
            17 => Some(Self::CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT),
            18 => Some(Self::CU_DEVICE_ATTRIBUTE_INTEGRATED),
            19 => Some(Self::CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY),
            20 => Some(Self::CU_DEVICE_ATTRIBUTE_COMPUTE_MODE),
            21 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH),
            22 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH),
            23 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT),
            24 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH),
            25 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT),
            26 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH),
            27 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH),
            28 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT),
            29 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS),
            30 => Some(Self::CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT),
            31 => Some(Self::CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS),
            32 => Some(Self::CU_DEVICE_ATTRIBUTE_ECC_ENABLED),
            33 => Some(Self::CU_DEVICE_ATTRIBUTE_PCI_BUS_ID),
            34 => Some(Self::CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID),
            35 => Some(Self::CU_DEVICE_ATTRIBUTE_TCC_DRIVER),
            36 => Some(Self::CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE),
            37 => Some(Self::CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH),
            38 => Some(Self::CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE),
            39 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR),
            40 => Some(Self::CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT),
            41 => Some(Self::CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING),
            42 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH),
            43 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS),
            44 => Some(Self::CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER),
            45 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH),
            46 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT),
            47 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE),
            48 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE),
            49 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE),
            50 => Some(Self::CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID),
            51 => Some(Self::CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT),
            52 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH),
            53 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH),
            54 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS),
            55 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH),
            56 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH),
            57 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT),
            58 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH),
            59 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT),
            60 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH),
            61 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH),
            62 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS),
            63 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH),
            64 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT),
            65 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS),
            66 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH),
            67 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH),
            68 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS),
            69 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH),
            70 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH),
            71 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT),
            72 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH),
            73 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH),
            74 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT),
            75 => Some(Self::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR),
            76 => Some(Self::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR),
            77 => Some(Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH),
            78 => Some(Self::CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED),
            79 => Some(Self::CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED),
            80 => Some(Self::CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED),
            81 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR),
            82 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR),
            83 => Some(Self::CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY),
            84 => Some(Self::CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD),
            85 => Some(Self::CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID),
            86 => Some(Self::CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED),
            87 => Some(Self::CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO),
            88 => Some(Self::CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS),
            89 => Some(Self::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS),
            90 => Some(Self::CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED),
            91 => Some(Self::CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM),
            92 => Some(Self::CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1),
            93 => Some(Self::CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1),
            94 => Some(Self::CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1),
            95 => Some(Self::CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH),
            96 => Some(Self::CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH),
            97 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN),
            98 => Some(Self::CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES),
            99 => Some(Self::CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED),
            100 => Some(Self::CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES),
            101 => Some(Self::CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST),
            102 => Some(Self::CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED),
            103 => Some(Self::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED),
            104 => Some(Self::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED),
            105 => Some(Self::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED),
            106 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR),
            107 => Some(Self::CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED),
            108 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE),
            109 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE),
            110 => Some(Self::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED),
            111 => Some(Self::CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK),
            112 => Some(Self::CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED),
            113 => Some(Self::CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED),
            114 => Some(Self::CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED),
            115 => Some(Self::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED),
            116 => Some(Self::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED),
            117 => Some(Self::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS),
            118 => Some(Self::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING),
            119 => Some(Self::CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES),
            120 => Some(Self::CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH),
            121 => Some(Self::CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED),
            122 => Some(Self::CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS),
            123 => Some(Self::CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR),
            124 => Some(Self::CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED),
            125 => Some(Self::CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED),
            126 => Some(Self::CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT),
            127 => Some(Self::CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED),
            128 => Some(Self::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED),
            129 => Some(Self::CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS),
            130 => Some(Self::CU_DEVICE_ATTRIBUTE_NUMA_CONFIG),
            131 => Some(Self::CU_DEVICE_ATTRIBUTE_NUMA_ID),
            132 => Some(Self::CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED),
            133 => Some(Self::CU_DEVICE_ATTRIBUTE_MPS_ENABLED),
            134 => Some(Self::CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID),
            135 => Some(Self::CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED),
            136 => Some(Self::CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK),
            137 => Some(Self::CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH),
            138 => Some(Self::CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED),
            139 => Some(Self::CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID),
            140 => Some(Self::CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID),
            141 => Some(Self::CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED),
            142 => Some(Self::CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED),
            143 => Some(Self::CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED),
            144 => Some(Self::CU_DEVICE_ATTRIBUTE_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK => {
                "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X => "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X",
            Self::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y => "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y",
            Self::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z => "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z",
            Self::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X => "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X",
            Self::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y => "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y",
            Self::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z => "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z",
            Self::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK => {
                "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK"
            }
            Self::CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY => {
                "CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY"
            }
            Self::CU_DEVICE_ATTRIBUTE_WARP_SIZE => "CU_DEVICE_ATTRIBUTE_WARP_SIZE",
            Self::CU_DEVICE_ATTRIBUTE_MAX_PITCH => "CU_DEVICE_ATTRIBUTE_MAX_PITCH",
            Self::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK => {
                "CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK"
            }
            Self::CU_DEVICE_ATTRIBUTE_CLOCK_RATE => "CU_DEVICE_ATTRIBUTE_CLOCK_RATE",
            Self::CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT => "CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT",
            Self::CU_DEVICE_ATTRIBUTE_GPU_OVERLAP => "CU_DEVICE_ATTRIBUTE_GPU_OVERLAP",
            Self::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT => {
                "CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT"
            }
            Self::CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT => {
                "CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT"
            }
            Self::CU_DEVICE_ATTRIBUTE_INTEGRATED => "CU_DEVICE_ATTRIBUTE_INTEGRATED",
            Self::CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY => {
                "CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY"
            }
            Self::CU_DEVICE_ATTRIBUTE_COMPUTE_MODE => "CU_DEVICE_ATTRIBUTE_COMPUTE_MODE",
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS"
            }
            Self::CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT => "CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT",
            Self::CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS => {
                "CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS"
            }
            Self::CU_DEVICE_ATTRIBUTE_ECC_ENABLED => "CU_DEVICE_ATTRIBUTE_ECC_ENABLED",
            Self::CU_DEVICE_ATTRIBUTE_PCI_BUS_ID => "CU_DEVICE_ATTRIBUTE_PCI_BUS_ID",
            Self::CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID => "CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID",
            Self::CU_DEVICE_ATTRIBUTE_TCC_DRIVER => "CU_DEVICE_ATTRIBUTE_TCC_DRIVER",
            Self::CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE => "CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE",
            Self::CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE => "CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE",
            Self::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR => {
                "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR"
            }
            Self::CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT => {
                "CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT"
            }
            Self::CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING => {
                "CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS"
            }
            Self::CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER => "CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER",
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE"
            }
            Self::CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID => "CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID",
            Self::CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT => {
                "CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT"
            }
            Self::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR => {
                "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR"
            }
            Self::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR => {
                "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH => {
                "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR => {
                "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR => {
                "CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR"
            }
            Self::CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY => "CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY",
            Self::CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD => "CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD",
            Self::CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID => {
                "CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID"
            }
            Self::CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO => {
                "CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO"
            }
            Self::CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS => {
                "CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS"
            }
            Self::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS => {
                "CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS"
            }
            Self::CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM => {
                "CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM"
            }
            Self::CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1 => {
                "CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1"
            }
            Self::CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1 => {
                "CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1"
            }
            Self::CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1 => {
                "CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1"
            }
            Self::CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH => {
                "CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH"
            }
            Self::CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH => {
                "CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN => {
                "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN"
            }
            Self::CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES => {
                "CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES"
            }
            Self::CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES => {
                "CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES"
            }
            Self::CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST => {
                "CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST"
            }
            Self::CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR => {
                "CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR"
            }
            Self::CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE => {
                "CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE => {
                "CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE"
            }
            Self::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK => {
                "CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK"
            }
            Self::CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS => {
                "CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS"
            }
            Self::CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING => {
                "CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING"
            }
            Self::CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES => {
                "CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES"
            }
            Self::CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH => "CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH",
            Self::CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS => {
                "CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS"
            }
            Self::CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR => {
                "CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR"
            }
            Self::CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED => "CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED",
            Self::CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT => {
                "CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT"
            }
            Self::CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS => {
                "CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS"
            }
            Self::CU_DEVICE_ATTRIBUTE_NUMA_CONFIG => "CU_DEVICE_ATTRIBUTE_NUMA_CONFIG",
            Self::CU_DEVICE_ATTRIBUTE_NUMA_ID => "CU_DEVICE_ATTRIBUTE_NUMA_ID",
            Self::CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_MPS_ENABLED => "CU_DEVICE_ATTRIBUTE_MPS_ENABLED",
            Self::CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID => "CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID",
            Self::CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK => {
                "CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK"
            }
            Self::CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH => {
                "CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH"
            }
            Self::CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID => "CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID",
            Self::CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID => {
                "CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID"
            }
            Self::CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED => {
                "CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED"
            }
            Self::CU_DEVICE_ATTRIBUTE_MAX => "CU_DEVICE_ATTRIBUTE_MAX",
        }
    }
}

impl CUpointer_attribute_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUpointer_attribute`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_POINTER_ATTRIBUTE_CONTEXT),
            2 => Some(Self::CU_POINTER_ATTRIBUTE_MEMORY_TYPE),
            3 => Some(Self::CU_POINTER_ATTRIBUTE_DEVICE_POINTER),
            4 => Some(Self::CU_POINTER_ATTRIBUTE_HOST_POINTER),
            5 => Some(Self::CU_POINTER_ATTRIBUTE_P2P_TOKENS),
            6 => Some(Self::CU_POINTER_ATTRIBUTE_SYNC_MEMOPS),
            7 => Some(Self::CU_POINTER_ATTRIBUTE_BUFFER_ID),
            8 => Some(Self::CU_POINTER_ATTRIBUTE_IS_MANAGED),
            9 => Some(Self::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL),
            10 => Some(Self::CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE),
            11 => Some(Self::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR),
            12 => Some(Self::CU_POINTER_ATTRIBUTE_RANGE_SIZE),
            13 => Some(Self::CU_POINTER_ATTRIBUTE_MAPPED),
            14 => Some(Self::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES),
            15 => Some(Self::CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE),
            16 => Some(Self::CU_POINTER_ATTRIBUTE_ACCESS_FLAGS),
            17 => Some(Self::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE),
            18 => Some(Self::CU_POINTER_ATTRIBUTE_MAPPING_SIZE),
            19 => Some(Self::CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR),
            20 => Some(Self::CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID),
            21 => Some(Self::CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_POINTER_ATTRIBUTE_CONTEXT => "CU_POINTER_ATTRIBUTE_CONTEXT",
            Self::CU_POINTER_ATTRIBUTE_MEMORY_TYPE => "CU_POINTER_ATTRIBUTE_MEMORY_TYPE",
            Self::CU_POINTER_ATTRIBUTE_DEVICE_POINTER => "CU_POINTER_ATTRIBUTE_DEVICE_POINTER",
            Self::CU_POINTER_ATTRIBUTE_HOST_POINTER => "CU_POINTER_ATTRIBUTE_HOST_POINTER",
            Self::CU_POINTER_ATTRIBUTE_P2P_TOKENS => "CU_POINTER_ATTRIBUTE_P2P_TOKENS",
            Self::CU_POINTER_ATTRIBUTE_SYNC_MEMOPS => "CU_POINTER_ATTRIBUTE_SYNC_MEMOPS",
            Self::CU_POINTER_ATTRIBUTE_BUFFER_ID => "CU_POINTER_ATTRIBUTE_BUFFER_ID",
            Self::CU_POINTER_ATTRIBUTE_IS_MANAGED => "CU_POINTER_ATTRIBUTE_IS_MANAGED",
            Self::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL => "CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL",
            Self::CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE => {
                "CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE"
            }
            Self::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR => "CU_POINTER_ATTRIBUTE_RANGE_START_ADDR",
            Self::CU_POINTER_ATTRIBUTE_RANGE_SIZE => "CU_POINTER_ATTRIBUTE_RANGE_SIZE",
            Self::CU_POINTER_ATTRIBUTE_MAPPED => "CU_POINTER_ATTRIBUTE_MAPPED",
            Self::CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES => {
                "CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES"
            }
            Self::CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE => {
                "CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE"
            }
            Self::CU_POINTER_ATTRIBUTE_ACCESS_FLAGS => "CU_POINTER_ATTRIBUTE_ACCESS_FLAGS",
            Self::CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE => "CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE",
            Self::CU_POINTER_ATTRIBUTE_MAPPING_SIZE => "CU_POINTER_ATTRIBUTE_MAPPING_SIZE",
            Self::CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR => {
                "CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR"
            }
            Self::CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID => "CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID",
            Self::CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE => {
                "CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE"
            }
        }
    }
}

impl CUfunction_attribute_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUfunction_attribute`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK),
            1 => Some(Self::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES),
            2 => Some(Self::CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES),
            3 => Some(Self::CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES),
            4 => Some(Self::CU_FUNC_ATTRIBUTE_NUM_REGS),
            5 => Some(Self::CU_FUNC_ATTRIBUTE_PTX_VERSION),
            6 => Some(Self::CU_FUNC_ATTRIBUTE_BINARY_VERSION),
            7 => Some(Self::CU_FUNC_ATTRIBUTE_CACHE_MODE_CA),
            8 => Some(Self::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES),
            9 => Some(Self::CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT),
            10 => Some(Self::CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET),
            11 => Some(Self::CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH),
            12 => Some(Self::CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT),
            13 => Some(Self::CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH),
            14 => Some(Self::CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED),
            15 => Some(Self::CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE),
            16 => Some(Self::CU_FUNC_ATTRIBUTE_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK => {
                "CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK"
            }
            Self::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES => "CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES",
            Self::CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES => "CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES",
            Self::CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES => "CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES",
            Self::CU_FUNC_ATTRIBUTE_NUM_REGS => "CU_FUNC_ATTRIBUTE_NUM_REGS",
            Self::CU_FUNC_ATTRIBUTE_PTX_VERSION => "CU_FUNC_ATTRIBUTE_PTX_VERSION",
            Self::CU_FUNC_ATTRIBUTE_BINARY_VERSION => "CU_FUNC_ATTRIBUTE_BINARY_VERSION",
            Self::CU_FUNC_ATTRIBUTE_CACHE_MODE_CA => "CU_FUNC_ATTRIBUTE_CACHE_MODE_CA",
            Self::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES => {
                "CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES"
            }
            Self::CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT => {
                "CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT"
            }
            Self::CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET => {
                "CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET"
            }
            Self::CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH => {
                "CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH"
            }
            Self::CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT => {
                "CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT"
            }
            Self::CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH => {
                "CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH"
            }
            Self::CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED => {
                "CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED"
            }
            Self::CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE => {
                "CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE"
            }
            Self::CU_FUNC_ATTRIBUTE_MAX => "CU_FUNC_ATTRIBUTE_MAX",
        }
    }
}

impl CUfunc_cache_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUfunc_cache`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_FUNC_CACHE_PREFER_NONE),
            1 => Some(Self::CU_FUNC_CACHE_PREFER_SHARED),
            2 => Some(Self::CU_FUNC_CACHE_PREFER_L1),
            3 => Some(Self::CU_FUNC_CACHE_PREFER_EQUAL),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_FUNC_CACHE_PREFER_NONE => "CU_FUNC_CACHE_PREFER_NONE",
            Self::CU_FUNC_CACHE_PREFER_SHARED => "CU_FUNC_CACHE_PREFER_SHARED",
            Self::CU_FUNC_CACHE_PREFER_L1 => "CU_FUNC_CACHE_PREFER_L1",
            Self::CU_FUNC_CACHE_PREFER_EQUAL => "CU_FUNC_CACHE_PREFER_EQUAL",
        }
    }
}

impl CUsharedconfig_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUsharedconfig`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE),
            1 => Some(Self::CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE),
            2 => Some(Self::CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE => {
                "CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE"
            }
            Self::CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE => {
                "CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE"
            }
            Self::CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE => {
                "CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE"
            }
        }
    }
}

impl CUshared_carveout_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUshared_carveout`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: i32) -> Option<Self> {
        match raw {
            -1 => Some(Self::CU_SHAREDMEM_CARVEOUT_DEFAULT),
            100 => Some(Self::CU_SHAREDMEM_CARVEOUT_MAX_SHARED),
            0 => Some(Self::CU_SHAREDMEM_CARVEOUT_MAX_L1),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_SHAREDMEM_CARVEOUT_DEFAULT => "CU_SHAREDMEM_CARVEOUT_DEFAULT",
            Self::CU_SHAREDMEM_CARVEOUT_MAX_SHARED => "CU_SHAREDMEM_CARVEOUT_MAX_SHARED",
            Self::CU_SHAREDMEM_CARVEOUT_MAX_L1 => "CU_SHAREDMEM_CARVEOUT_MAX_L1",
        }
    }
}

impl CUmemorytype_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemorytype`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_MEMORYTYPE_HOST),
            2 => Some(Self::CU_MEMORYTYPE_DEVICE),
            3 => Some(Self::CU_MEMORYTYPE_ARRAY),
            4 => Some(Self::CU_MEMORYTYPE_UNIFIED),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEMORYTYPE_HOST => "CU_MEMORYTYPE_HOST",
            Self::CU_MEMORYTYPE_DEVICE => "CU_MEMORYTYPE_DEVICE",
            Self::CU_MEMORYTYPE_ARRAY => "CU_MEMORYTYPE_ARRAY",
            Self::CU_MEMORYTYPE_UNIFIED => "CU_MEMORYTYPE_UNIFIED",
        }
    }
}

impl CUcomputemode_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUcomputemode`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_COMPUTEMODE_DEFAULT),
            2 => Some(Self::CU_COMPUTEMODE_PROHIBITED),
            3 => Some(Self::CU_COMPUTEMODE_EXCLUSIVE_PROCESS),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_COMPUTEMODE_DEFAULT => "CU_COMPUTEMODE_DEFAULT",
            Self::CU_COMPUTEMODE_PROHIBITED => "CU_COMPUTEMODE_PROHIBITED",
            Self::CU_COMPUTEMODE_EXCLUSIVE_PROCESS => "CU_COMPUTEMODE_EXCLUSIVE_PROCESS",
        }
    }
}

impl CUmem_advise_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmem_advise`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_MEM_ADVISE_SET_READ_MOSTLY),
            2 => Some(Self::CU_MEM_ADVISE_UNSET_READ_MOSTLY),
            3 => Some(Self::CU_MEM_ADVISE_SET_PREFERRED_LOCATION),
            4 => Some(Self::CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION),
            5 => Some(Self::CU_MEM_ADVISE_SET_ACCESSED_BY),
            6 => Some(Self::CU_MEM_ADVISE_UNSET_ACCESSED_BY),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_ADVISE_SET_READ_MOSTLY => "CU_MEM_ADVISE_SET_READ_MOSTLY",
            Self::CU_MEM_ADVISE_UNSET_READ_MOSTLY => "CU_MEM_ADVISE_UNSET_READ_MOSTLY",
            Self::CU_MEM_ADVISE_SET_PREFERRED_LOCATION => "CU_MEM_ADVISE_SET_PREFERRED_LOCATION",
            Self::CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION => {
                "CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION"
            }
            Self::CU_MEM_ADVISE_SET_ACCESSED_BY => "CU_MEM_ADVISE_SET_ACCESSED_BY",
            Self::CU_MEM_ADVISE_UNSET_ACCESSED_BY => "CU_MEM_ADVISE_UNSET_ACCESSED_BY",
        }
    }
}

impl CUmem_range_attribute_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmem_range_attribute`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY),
            2 => Some(Self::CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION),
            3 => Some(Self::CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY),
            4 => Some(Self::CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION),
            5 => Some(Self::CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE),
            6 => Some(Self::CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID),
            7 => Some(Self::CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE),
            8 => Some(Self::CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY => "CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY",
            Self::CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION => {
                "CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION"
            }
            Self::CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY => "CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY",
            Self::CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION => {
                "CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION"
            }
            Self::CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE => {
                "CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE"
            }
            Self::CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID => {
                "CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID"
            }
            Self::CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE => {
                "CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE"
            }
            Self::CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID => {
                "CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID"
            }
        }
    }
}

impl CUjit_option_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUjit_option`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_JIT_MAX_REGISTERS),
            1 => Some(Self::CU_JIT_THREADS_PER_BLOCK),
            2 => Some(Self::CU_JIT_WALL_TIME),
            3 => Some(Self::CU_JIT_INFO_LOG_BUFFER),
            4 => Some(Self::CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES),
            5 => Some(Self::CU_JIT_ERROR_LOG_BUFFER),
            6 => Some(Self::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES),
            7 => Some(Self::CU_JIT_OPTIMIZATION_LEVEL),
            8 => Some(Self::CU_JIT_TARGET_FROM_CUCONTEXT),
            9 => Some(Self::CU_JIT_TARGET),
            10 => Some(Self::CU_JIT_FALLBACK_STRATEGY),
            11 => Some(Self::CU_JIT_GENERATE_DEBUG_INFO),
            12 => Some(Self::CU_JIT_LOG_VERBOSE),
            13 => Some(Self::CU_JIT_GENERATE_LINE_INFO),
            14 => Some(Self::CU_JIT_CACHE_MODE),
            15 => Some(Self::CU_JIT_NEW_SM3X_OPT),
            16 => Some(Self::CU_JIT_FAST_COMPILE),
            17 => Some(Self::CU_JIT_GLOBAL_SYMBOL_NAMES),
            18 => Some(Self::CU_JIT_GLOBAL_SYMBOL_ADDRESSES),
            19 => Some(Self::CU_JIT_GLOBAL_SYMBOL_COUNT),
            20 => Some(Self::CU_JIT_LTO),
            21 => Some(Self::CU_JIT_FTZ),
            22 => Some(Self::CU_JIT_PREC_DIV),
            23 => Some(Self::CU_JIT_PREC_SQRT),
            24 => Some(Self::CU_JIT_FMA),
            25 => Some(Self::CU_JIT_REFERENCED_KERNEL_NAMES),
            26 => Some(Self::CU_JIT_REFERENCED_KERNEL_COUNT),
            27 => Some(Self::CU_JIT_REFERENCED_VARIABLE_NAMES),
            28 => Some(Self::CU_JIT_REFERENCED_VARIABLE_COUNT),
            29 => Some(Self::CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES),
            30 => Some(Self::CU_JIT_POSITION_INDEPENDENT_CODE),
            31 => Some(Self::CU_JIT_MIN_CTA_PER_SM),
            32 => Some(Self::CU_JIT_MAX_THREADS_PER_BLOCK),
            33 => Some(Self::CU_JIT_OVERRIDE_DIRECTIVE_VALUES),
            34 => Some(Self::CU_JIT_NUM_OPTIONS),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_JIT_MAX_REGISTERS => "CU_JIT_MAX_REGISTERS",
            Self::CU_JIT_THREADS_PER_BLOCK => "CU_JIT_THREADS_PER_BLOCK",
            Self::CU_JIT_WALL_TIME => "CU_JIT_WALL_TIME",
            Self::CU_JIT_INFO_LOG_BUFFER => "CU_JIT_INFO_LOG_BUFFER",
            Self::CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES => "CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES",
            Self::CU_JIT_ERROR_LOG_BUFFER => "CU_JIT_ERROR_LOG_BUFFER",
            Self::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES => "CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES",
            Self::CU_JIT_OPTIMIZATION_LEVEL => "CU_JIT_OPTIMIZATION_LEVEL",
            Self::CU_JIT_TARGET_FROM_CUCONTEXT => "CU_JIT_TARGET_FROM_CUCONTEXT",
            Self::CU_JIT_TARGET => "CU_JIT_TARGET",
            Self::CU_JIT_FALLBACK_STRATEGY => "CU_JIT_FALLBACK_STRATEGY",
            Self::CU_JIT_GENERATE_DEBUG_INFO => "CU_JIT_GENERATE_DEBUG_INFO",
            Self::CU_JIT_LOG_VERBOSE => "CU_JIT_LOG_VERBOSE",
            Self::CU_JIT_GENERATE_LINE_INFO => "CU_JIT_GENERATE_LINE_INFO",
            Self::CU_JIT_CACHE_MODE => "CU_JIT_CACHE_MODE",
            Self::CU_JIT_NEW_SM3X_OPT => "CU_JIT_NEW_SM3X_OPT",
            Self::CU_JIT_FAST_COMPILE => "CU_JIT_FAST_COMPILE",
            Self::CU_JIT_GLOBAL_SYMBOL_NAMES => "CU_JIT_GLOBAL_SYMBOL_NAMES",
            Self::CU_JIT_GLOBAL_SYMBOL_ADDRESSES => "CU_JIT_GLOBAL_SYMBOL_ADDRESSES",
            Self::CU_JIT_GLOBAL_SYMBOL_COUNT => "CU_JIT_GLOBAL_SYMBOL_COUNT",
            Self::CU_JIT_LTO => "CU_JIT_LTO",
            Self::CU_JIT_FTZ => "CU_JIT_FTZ",
            Self::CU_JIT_PREC_DIV => "CU_JIT_PREC_DIV",
            Self::CU_JIT_PREC_SQRT => "CU_JIT_PREC_SQRT",
            Self::CU_JIT_FMA => "CU_JIT_FMA",
            Self::CU_JIT_REFERENCED_KERNEL_NAMES => "CU_JIT_REFERENCED_KERNEL_NAMES",
            Self::CU_JIT_REFERENCED_KERNEL_COUNT => "CU_JIT_REFERENCED_KERNEL_COUNT",
            Self::CU_JIT_REFERENCED_VARIABLE_NAMES => "CU_JIT_REFERENCED_VARIABLE_NAMES",
            Self::CU_JIT_REFERENCED_VARIABLE_COUNT => "CU_JIT_REFERENCED_VARIABLE_COUNT",
            Self::CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES => {
                "CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES"
            }
            Self::CU_JIT_POSITION_INDEPENDENT_CODE => "CU_JIT_POSITION_INDEPENDENT_CODE",
            Self::CU_JIT_MIN_CTA_PER_SM => "CU_JIT_MIN_CTA_PER_SM",
            Self::CU_JIT_MAX_THREADS_PER_BLOCK => "CU_JIT_MAX_THREADS_PER_BLOCK",
            Self::CU_JIT_OVERRIDE_DIRECTIVE_VALUES => "CU_JIT_OVERRIDE_DIRECTIVE_VALUES",
            Self::CU_JIT_NUM_OPTIONS => "CU_JIT_NUM_OPTIONS",
        }
    }
}

impl CUjit_target_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUjit_target`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            30 => Some(Self::CU_TARGET_COMPUTE_30),
            32 => Some(Self::CU_TARGET_COMPUTE_32),
            35 => Some(Self::CU_TARGET_COMPUTE_35),
            37 => Some(Self::CU_TARGET_COMPUTE_37),
            50 => Some(Self::CU_TARGET_COMPUTE_50),
            52 => Some(Self::CU_TARGET_COMPUTE_52),
            53 => Some(Self::CU_TARGET_COMPUTE_53),
            60 => Some(Self::CU_TARGET_COMPUTE_60),
            61 => Some(Self::CU_TARGET_COMPUTE_61),
            62 => Some(Self::CU_TARGET_COMPUTE_62),
            70 => Some(Self::CU_TARGET_COMPUTE_70),
            72 => Some(Self::CU_TARGET_COMPUTE_72),
            75 => Some(Self::CU_TARGET_COMPUTE_75),
            80 => Some(Self::CU_TARGET_COMPUTE_80),
            86 => Some(Self::CU_TARGET_COMPUTE_86),
            87 => Some(Self::CU_TARGET_COMPUTE_87),
            89 => Some(Self::CU_TARGET_COMPUTE_89),
            90 => Some(Self::CU_TARGET_COMPUTE_90),
            100 => Some(Self::CU_TARGET_COMPUTE_100),
            101 => Some(Self::CU_TARGET_COMPUTE_101),
            103 => Some(Self::CU_TARGET_COMPUTE_103),
            120 => Some(Self::CU_TARGET_COMPUTE_120),
            121 => Some(Self::CU_TARGET_COMPUTE_121),
            65626 => Some(Self::CU_TARGET_COMPUTE_90A),
            65636 => Some(Self::CU_TARGET_COMPUTE_100A),
            65637 => Some(Self::CU_TARGET_COMPUTE_101A),
            65639 => Some(Self::CU_TARGET_COMPUTE_103A),
            65656 => Some(Self::CU_TARGET_COMPUTE_120A),
            65657 => Some(Self::CU_TARGET_COMPUTE_121A),
            131172 => Some(Self::CU_TARGET_COMPUTE_100F),
            131173 => Some(Self::CU_TARGET_COMPUTE_101F),
            131175 => Some(Self::CU_TARGET_COMPUTE_103F),
            131192 => Some(Self::CU_TARGET_COMPUTE_120F),
            131193 => Some(Self::CU_TARGET_COMPUTE_121F),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_TARGET_COMPUTE_30 => "CU_TARGET_COMPUTE_30",
            Self::CU_TARGET_COMPUTE_32 => "CU_TARGET_COMPUTE_32",
            Self::CU_TARGET_COMPUTE_35 => "CU_TARGET_COMPUTE_35",
            Self::CU_TARGET_COMPUTE_37 => "CU_TARGET_COMPUTE_37",
            Self::CU_TARGET_COMPUTE_50 => "CU_TARGET_COMPUTE_50",
            Self::CU_TARGET_COMPUTE_52 => "CU_TARGET_COMPUTE_52",
            Self::CU_TARGET_COMPUTE_53 => "CU_TARGET_COMPUTE_53",
            Self::CU_TARGET_COMPUTE_60 => "CU_TARGET_COMPUTE_60",
            Self::CU_TARGET_COMPUTE_61 => "CU_TARGET_COMPUTE_61",
            Self::CU_TARGET_COMPUTE_62 => "CU_TARGET_COMPUTE_62",
            Self::CU_TARGET_COMPUTE_70 => "CU_TARGET_COMPUTE_70",
            Self::CU_TARGET_COMPUTE_72 => "CU_TARGET_COMPUTE_72",
            Self::CU_TARGET_COMPUTE_75 => "CU_TARGET_COMPUTE_75",
            Self::CU_TARGET_COMPUTE_80 => "CU_TARGET_COMPUTE_80",
            Self::CU_TARGET_COMPUTE_86 => "CU_TARGET_COMPUTE_86",
            Self::CU_TARGET_COMPUTE_87 => "CU_TARGET_COMPUTE_87",
            Self::CU_TARGET_COMPUTE_89 => "CU_TARGET_COMPUTE_89",
            Self::CU_TARGET_COMPUTE_90 => "CU_TARGET_COMPUTE_90",
            Self::CU_TARGET_COMPUTE_100 => "CU_TARGET_COMPUTE_100",
            Self::CU_TARGET_COMPUTE_101 => "CU_TARGET_COMPUTE_101",
            Self::CU_TARGET_COMPUTE_103 => "CU_TARGET_COMPUTE_103",
            Self::CU_TARGET_COMPUTE_120 => "CU_TARGET_COMPUTE_120",
            Self::CU_TARGET_COMPUTE_121 => "CU_TARGET_COMPUTE_121",
            Self::CU_TARGET_COMPUTE_90A => "CU_TARGET_COMPUTE_90A",
            Self::CU_TARGET_COMPUTE_100A => "CU_TARGET_COMPUTE_100A",
            Self::CU_TARGET_COMPUTE_101A => "CU_TARGET_COMPUTE_101A",
            Self::CU_TARGET_COMPUTE_103A => "CU_TARGET_COMPUTE_103A",
            Self::CU_TARGET_COMPUTE_120A => "CU_TARGET_COMPUTE_120A",
            Self::CU_TARGET_COMPUTE_121A => "CU_TARGET_COMPUTE_121A",
            Self::CU_TARGET_COMPUTE_100F => "CU_TARGET_COMPUTE_100F",
            Self::CU_TARGET_COMPUTE_101F => "CU_TARGET_COMPUTE_101F",
            Self::CU_TARGET_COMPUTE_103F => "CU_TARGET_COMPUTE_103F",
            Self::CU_TARGET_COMPUTE_120F => "CU_TARGET_COMPUTE_120F",
            Self::CU_TARGET_COMPUTE_121F => "CU_TARGET_COMPUTE_121F",
        }
    }
}

impl CUjit_fallback_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUjit_fallback`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_PREFER_PTX),
            1 => Some(Self::CU_PREFER_BINARY),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_PREFER_PTX => "CU_PREFER_PTX",
            Self::CU_PREFER_BINARY => "CU_PREFER_BINARY",
        }
    }
}

impl CUjit_cacheMode_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUjit_cacheMode`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_JIT_CACHE_OPTION_NONE),
            1 => Some(Self::CU_JIT_CACHE_OPTION_CG),
            2 => Some(Self::CU_JIT_CACHE_OPTION_CA),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_JIT_CACHE_OPTION_NONE => "CU_JIT_CACHE_OPTION_NONE",
            Self::CU_JIT_CACHE_OPTION_CG => "CU_JIT_CACHE_OPTION_CG",
            Self::CU_JIT_CACHE_OPTION_CA => "CU_JIT_CACHE_OPTION_CA",
        }
    }
}

impl CUjitInputType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUjitInputType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_JIT_INPUT_CUBIN),
            1 => Some(Self::CU_JIT_INPUT_PTX),
            2 => Some(Self::CU_JIT_INPUT_FATBINARY),
            3 => Some(Self::CU_JIT_INPUT_OBJECT),
            4 => Some(Self::CU_JIT_INPUT_LIBRARY),
            5 => Some(Self::CU_JIT_INPUT_NVVM),
            6 => Some(Self::CU_JIT_NUM_INPUT_TYPES),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_JIT_INPUT_CUBIN => "CU_JIT_INPUT_CUBIN",
            Self::CU_JIT_INPUT_PTX => "CU_JIT_INPUT_PTX",
            Self::CU_JIT_INPUT_FATBINARY => "CU_JIT_INPUT_FATBINARY",
            Self::CU_JIT_INPUT_OBJECT => "CU_JIT_INPUT_OBJECT",
            Self::CU_JIT_INPUT_LIBRARY => "CU_JIT_INPUT_LIBRARY",
            Self::CU_JIT_INPUT_NVVM => "CU_JIT_INPUT_NVVM",
            Self::CU_JIT_NUM_INPUT_TYPES => "CU_JIT_NUM_INPUT_TYPES",
        }
    }
}

impl CUgraphicsRegisterFlags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgraphicsRegisterFlags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_GRAPHICS_REGISTER_FLAGS_NONE),
            1 => Some(Self::CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY),
            2 => Some(Self::CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD),
            4 => Some(Self::CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST),
            8 => Some(Self::CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GRAPHICS_REGISTER_FLAGS_NONE => "CU_GRAPHICS_REGISTER_FLAGS_NONE",
            Self::CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY => "CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY",
            Self::CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD => {
                "CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD"
            }
            Self::CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST => {
                "CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST"
            }
            Self::CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER => {
                "CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER"
            }
        }
    }
}

impl CUgraphicsMapResourceFlags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgraphicsMapResourceFlags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE),
            1 => Some(Self::CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY),
            2 => Some(Self::CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE => "CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE",
            Self::CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY => {
                "CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY"
            }
            Self::CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD => {
                "CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD"
            }
        }
    }
}

impl CUarray_cubemap_face_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUarray_cubemap_face`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_CUBEMAP_FACE_POSITIVE_X),
            1 => Some(Self::CU_CUBEMAP_FACE_NEGATIVE_X),
            2 => Some(Self::CU_CUBEMAP_FACE_POSITIVE_Y),
            3 => Some(Self::CU_CUBEMAP_FACE_NEGATIVE_Y),
            4 => Some(Self::CU_CUBEMAP_FACE_POSITIVE_Z),
            5 => Some(Self::CU_CUBEMAP_FACE_NEGATIVE_Z),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_CUBEMAP_FACE_POSITIVE_X => "CU_CUBEMAP_FACE_POSITIVE_X",
            Self::CU_CUBEMAP_FACE_NEGATIVE_X => "CU_CUBEMAP_FACE_NEGATIVE_X",
            Self::CU_CUBEMAP_FACE_POSITIVE_Y => "CU_CUBEMAP_FACE_POSITIVE_Y",
            Self::CU_CUBEMAP_FACE_NEGATIVE_Y => "CU_CUBEMAP_FACE_NEGATIVE_Y",
            Self::CU_CUBEMAP_FACE_POSITIVE_Z => "CU_CUBEMAP_FACE_POSITIVE_Z",
            Self::CU_CUBEMAP_FACE_NEGATIVE_Z => "CU_CUBEMAP_FACE_NEGATIVE_Z",
        }
    }
}

impl CUlimit_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUlimit`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_LIMIT_STACK_SIZE),
            1 => Some(Self::CU_LIMIT_PRINTF_FIFO_SIZE),
            2 => Some(Self::CU_LIMIT_MALLOC_HEAP_SIZE),
            3 => Some(Self::CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH),
            4 => Some(Self::CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT),
            5 => Some(Self::CU_LIMIT_MAX_L2_FETCH_GRANULARITY),
            6 => Some(Self::CU_LIMIT_PERSISTING_L2_CACHE_SIZE),
            7 => Some(Self::CU_LIMIT_SHMEM_SIZE),
            8 => Some(Self::CU_LIMIT_CIG_ENABLED),
            9 => Some(Self::CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED),
            10 => Some(Self::CU_LIMIT_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_LIMIT_STACK_SIZE => "CU_LIMIT_STACK_SIZE",
            Self::CU_LIMIT_PRINTF_FIFO_SIZE => "CU_LIMIT_PRINTF_FIFO_SIZE",
            Self::CU_LIMIT_MALLOC_HEAP_SIZE => "CU_LIMIT_MALLOC_HEAP_SIZE",
            Self::CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH => "CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH",
            Self::CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT => {
                "CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT"
            }
            Self::CU_LIMIT_MAX_L2_FETCH_GRANULARITY => "CU_LIMIT_MAX_L2_FETCH_GRANULARITY",
            Self::CU_LIMIT_PERSISTING_L2_CACHE_SIZE => "CU_LIMIT_PERSISTING_L2_CACHE_SIZE",
            Self::CU_LIMIT_SHMEM_SIZE => "CU_LIMIT_SHMEM_SIZE",
            Self::CU_LIMIT_CIG_ENABLED => "CU_LIMIT_CIG_ENABLED",
            Self::CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED => "CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED",
            Self::CU_LIMIT_MAX => "CU_LIMIT_MAX",
        }
    }
}

impl CUresourcetype_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUresourcetype`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_RESOURCE_TYPE_ARRAY),
            1 => Some(Self::CU_RESOURCE_TYPE_MIPMAPPED_ARRAY),
            2 => Some(Self::CU_RESOURCE_TYPE_LINEAR),
            3 => Some(Self::CU_RESOURCE_TYPE_PITCH2D),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_RESOURCE_TYPE_ARRAY => "CU_RESOURCE_TYPE_ARRAY",
            Self::CU_RESOURCE_TYPE_MIPMAPPED_ARRAY => "CU_RESOURCE_TYPE_MIPMAPPED_ARRAY",
            Self::CU_RESOURCE_TYPE_LINEAR => "CU_RESOURCE_TYPE_LINEAR",
            Self::CU_RESOURCE_TYPE_PITCH2D => "CU_RESOURCE_TYPE_PITCH2D",
        }
    }
}

impl CUaccessProperty_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUaccessProperty`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_ACCESS_PROPERTY_NORMAL),
            1 => Some(Self::CU_ACCESS_PROPERTY_STREAMING),
            2 => Some(Self::CU_ACCESS_PROPERTY_PERSISTING),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_ACCESS_PROPERTY_NORMAL => "CU_ACCESS_PROPERTY_NORMAL",
            Self::CU_ACCESS_PROPERTY_STREAMING => "CU_ACCESS_PROPERTY_STREAMING",
            Self::CU_ACCESS_PROPERTY_PERSISTING => "CU_ACCESS_PROPERTY_PERSISTING",
        }
    }
}

impl CUgraphConditionalNodeType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgraphConditionalNodeType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_GRAPH_COND_TYPE_IF),
            1 => Some(Self::CU_GRAPH_COND_TYPE_WHILE),
            2 => Some(Self::CU_GRAPH_COND_TYPE_SWITCH),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GRAPH_COND_TYPE_IF => "CU_GRAPH_COND_TYPE_IF",
            Self::CU_GRAPH_COND_TYPE_WHILE => "CU_GRAPH_COND_TYPE_WHILE",
            Self::CU_GRAPH_COND_TYPE_SWITCH => "CU_GRAPH_COND_TYPE_SWITCH",
        }
    }
}

impl CUgraphNodeType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgraphNodeType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_GRAPH_NODE_TYPE_KERNEL),
            1 => Some(Self::CU_GRAPH_NODE_TYPE_MEMCPY),
            2 => Some(Self::CU_GRAPH_NODE_TYPE_MEMSET),
            3 => Some(Self::CU_GRAPH_NODE_TYPE_HOST),
            4 => Some(Self::CU_GRAPH_NODE_TYPE_GRAPH),
            5 => Some(Self::CU_GRAPH_NODE_TYPE_EMPTY),
            6 => Some(Self::CU_GRAPH_NODE_TYPE_WAIT_EVENT),
            7 => Some(Self::CU_GRAPH_NODE_TYPE_EVENT_RECORD),
            8 => Some(Self::CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL),
            9 => Some(Self::CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT),
            10 => Some(Self::CU_GRAPH_NODE_TYPE_MEM_ALLOC),
            11 => Some(Self::CU_GRAPH_NODE_TYPE_MEM_FREE),
            12 => Some(Self::CU_GRAPH_NODE_TYPE_BATCH_MEM_OP),
            13 => Some(Self::CU_GRAPH_NODE_TYPE_CONDITIONAL),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GRAPH_NODE_TYPE_KERNEL => "CU_GRAPH_NODE_TYPE_KERNEL",
            Self::CU_GRAPH_NODE_TYPE_MEMCPY => "CU_GRAPH_NODE_TYPE_MEMCPY",
            Self::CU_GRAPH_NODE_TYPE_MEMSET => "CU_GRAPH_NODE_TYPE_MEMSET",
            Self::CU_GRAPH_NODE_TYPE_HOST => "CU_GRAPH_NODE_TYPE_HOST",
            Self::CU_GRAPH_NODE_TYPE_GRAPH => "CU_GRAPH_NODE_TYPE_GRAPH",
            Self::CU_GRAPH_NODE_TYPE_EMPTY => "CU_GRAPH_NODE_TYPE_EMPTY",
            Self::CU_GRAPH_NODE_TYPE_WAIT_EVENT => "CU_GRAPH_NODE_TYPE_WAIT_EVENT",
            Self::CU_GRAPH_NODE_TYPE_EVENT_RECORD => "CU_GRAPH_NODE_TYPE_EVENT_RECORD",
            Self::CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL => "CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL",
            Self::CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT => "CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT",
            Self::CU_GRAPH_NODE_TYPE_MEM_ALLOC => "CU_GRAPH_NODE_TYPE_MEM_ALLOC",
            Self::CU_GRAPH_NODE_TYPE_MEM_FREE => "CU_GRAPH_NODE_TYPE_MEM_FREE",
            Self::CU_GRAPH_NODE_TYPE_BATCH_MEM_OP => "CU_GRAPH_NODE_TYPE_BATCH_MEM_OP",
            Self::CU_GRAPH_NODE_TYPE_CONDITIONAL => "CU_GRAPH_NODE_TYPE_CONDITIONAL",
        }
    }
}

impl CUgraphDependencyType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgraphDependencyType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_GRAPH_DEPENDENCY_TYPE_DEFAULT),
            1 => Some(Self::CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GRAPH_DEPENDENCY_TYPE_DEFAULT => "CU_GRAPH_DEPENDENCY_TYPE_DEFAULT",
            Self::CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC => "CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC",
        }
    }
}

impl CUgraphInstantiateResult_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgraphInstantiateResult`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CUDA_GRAPH_INSTANTIATE_SUCCESS),
            1 => Some(Self::CUDA_GRAPH_INSTANTIATE_ERROR),
            2 => Some(Self::CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE),
            3 => Some(Self::CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED),
            4 => Some(Self::CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED),
            5 => Some(Self::CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CUDA_GRAPH_INSTANTIATE_SUCCESS => "CUDA_GRAPH_INSTANTIATE_SUCCESS",
            Self::CUDA_GRAPH_INSTANTIATE_ERROR => "CUDA_GRAPH_INSTANTIATE_ERROR",
            Self::CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE => {
                "CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE"
            }
            Self::CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED => {
                "CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED"
            }
            Self::CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED => {
                "CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED"
            }
            Self::CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED => {
                "CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED"
            }
        }
    }
}

impl CUsynchronizationPolicy_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUsynchronizationPolicy`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_SYNC_POLICY_AUTO),
            2 => Some(Self::CU_SYNC_POLICY_SPIN),
            3 => Some(Self::CU_SYNC_POLICY_YIELD),
            4 => Some(Self::CU_SYNC_POLICY_BLOCKING_SYNC),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_SYNC_POLICY_AUTO => "CU_SYNC_POLICY_AUTO",
            Self::CU_SYNC_POLICY_SPIN => "CU_SYNC_POLICY_SPIN",
            Self::CU_SYNC_POLICY_YIELD => "CU_SYNC_POLICY_YIELD",
            Self::CU_SYNC_POLICY_BLOCKING_SYNC => "CU_SYNC_POLICY_BLOCKING_SYNC",
        }
    }
}

impl CUclusterSchedulingPolicy_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUclusterSchedulingPolicy`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_CLUSTER_SCHEDULING_POLICY_DEFAULT),
            1 => Some(Self::CU_CLUSTER_SCHEDULING_POLICY_SPREAD),
            2 => Some(Self::CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_CLUSTER_SCHEDULING_POLICY_DEFAULT => "CU_CLUSTER_SCHEDULING_POLICY_DEFAULT",
            Self::CU_CLUSTER_SCHEDULING_POLICY_SPREAD => "CU_CLUSTER_SCHEDULING_POLICY_SPREAD",
            Self::CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING => {
                "CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING"
            }
        }
    }
}

impl CUlaunchMemSyncDomain_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUlaunchMemSyncDomain`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT),
            1 => Some(Self::CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT => "CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT",
            Self::CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE => "CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE",
        }
    }
}

impl CUlaunchAttributeID_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUlaunchAttributeID`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_LAUNCH_ATTRIBUTE_IGNORE),
            1 => Some(Self::CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW),
            2 => Some(Self::CU_LAUNCH_ATTRIBUTE_COOPERATIVE),
            3 => Some(Self::CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY),
            4 => Some(Self::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION),
            5 => Some(Self::CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE),
            6 => Some(Self::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION),
            7 => Some(Self::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT),
            8 => Some(Self::CU_LAUNCH_ATTRIBUTE_PRIORITY),
            9 => Some(Self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP),
            10 => Some(Self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN),
            11 => Some(Self::CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION),
            12 => Some(Self::CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT),
            13 => Some(Self::CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE),
            14 => Some(Self::CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_LAUNCH_ATTRIBUTE_IGNORE => "CU_LAUNCH_ATTRIBUTE_IGNORE",
            Self::CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW => {
                "CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW"
            }
            Self::CU_LAUNCH_ATTRIBUTE_COOPERATIVE => "CU_LAUNCH_ATTRIBUTE_COOPERATIVE",
            Self::CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY => {
                "CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY"
            }
            Self::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION => "CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION",
            Self::CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE => {
                "CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE"
            }
            Self::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION => {
                "CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION"
            }
            Self::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT => {
                "CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT"
            }
            Self::CU_LAUNCH_ATTRIBUTE_PRIORITY => "CU_LAUNCH_ATTRIBUTE_PRIORITY",
            Self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP => {
                "CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP"
            }
            Self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN => "CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN",
            Self::CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION => {
                "CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION"
            }
            Self::CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT => {
                "CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT"
            }
            Self::CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE => {
                "CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE"
            }
            Self::CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT => {
                "CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT"
            }
        }
    }
}

impl CUstreamCaptureStatus_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUstreamCaptureStatus`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_STREAM_CAPTURE_STATUS_NONE),
            1 => Some(Self::CU_STREAM_CAPTURE_STATUS_ACTIVE),
            2 => Some(Self::CU_STREAM_CAPTURE_STATUS_INVALIDATED),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_STREAM_CAPTURE_STATUS_NONE => "CU_STREAM_CAPTURE_STATUS_NONE",
            Self::CU_STREAM_CAPTURE_STATUS_ACTIVE => "CU_STREAM_CAPTURE_STATUS_ACTIVE",
            Self::CU_STREAM_CAPTURE_STATUS_INVALIDATED => "CU_STREAM_CAPTURE_STATUS_INVALIDATED",
        }
    }
}

impl CUstreamCaptureMode_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUstreamCaptureMode`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_STREAM_CAPTURE_MODE_GLOBAL),
            1 => Some(Self::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL),
            2 => Some(Self::CU_STREAM_CAPTURE_MODE_RELAXED),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_STREAM_CAPTURE_MODE_GLOBAL => "CU_STREAM_CAPTURE_MODE_GLOBAL",
            Self::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL => "CU_STREAM_CAPTURE_MODE_THREAD_LOCAL",
            Self::CU_STREAM_CAPTURE_MODE_RELAXED => "CU_STREAM_CAPTURE_MODE_RELAXED",
        }
    }
}

impl CUdriverProcAddress_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUdriverProcAddress_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_GET_PROC_ADDRESS_DEFAULT),
            1 => Some(Self::CU_GET_PROC_ADDRESS_LEGACY_STREAM),
            2 => Some(Self::CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GET_PROC_ADDRESS_DEFAULT => "CU_GET_PROC_ADDRESS_DEFAULT",
            Self::CU_GET_PROC_ADDRESS_LEGACY_STREAM => "CU_GET_PROC_ADDRESS_LEGACY_STREAM",
            Self::CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM => {
                "CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM"
            }
        }
    }
}

impl CUdriverProcAddressQueryResult_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUdriverProcAddressQueryResult`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_GET_PROC_ADDRESS_SUCCESS),
            1 => Some(Self::CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND),
            2 => Some(Self::CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GET_PROC_ADDRESS_SUCCESS => "CU_GET_PROC_ADDRESS_SUCCESS",
            Self::CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND => "CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND",
            Self::CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT => {
                "CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT"
            }
        }
    }
}

impl CUexecAffinityType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUexecAffinityType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_EXEC_AFFINITY_TYPE_SM_COUNT),
            1 => Some(Self::CU_EXEC_AFFINITY_TYPE_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_EXEC_AFFINITY_TYPE_SM_COUNT => "CU_EXEC_AFFINITY_TYPE_SM_COUNT",
            Self::CU_EXEC_AFFINITY_TYPE_MAX => "CU_EXEC_AFFINITY_TYPE_MAX",
        }
    }
}

impl CUcigDataType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUcigDataType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CIG_DATA_TYPE_D3D12_COMMAND_QUEUE),
            2 => Some(Self::CIG_DATA_TYPE_NV_BLOB),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CIG_DATA_TYPE_D3D12_COMMAND_QUEUE => "CIG_DATA_TYPE_D3D12_COMMAND_QUEUE",
            Self::CIG_DATA_TYPE_NV_BLOB => "CIG_DATA_TYPE_NV_BLOB",
        }
    }
}

impl CUlibraryOption_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUlibraryOption`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE),
            1 => Some(Self::CU_LIBRARY_BINARY_IS_PRESERVED),
            2 => Some(Self::CU_LIBRARY_NUM_OPTIONS),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE => {
                "CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE"
            }
            Self::CU_LIBRARY_BINARY_IS_PRESERVED => "CU_LIBRARY_BINARY_IS_PRESERVED",
            Self::CU_LIBRARY_NUM_OPTIONS => "CU_LIBRARY_NUM_OPTIONS",
        }
    }
}

impl cudaError_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUresult`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CUDA_SUCCESS),
            1 => Some(Self::CUDA_ERROR_INVALID_VALUE),
            2 => Some(Self::CUDA_ERROR_OUT_OF_MEMORY),
            3 => Some(Self::CUDA_ERROR_NOT_INITIALIZED),
            4 => Some(Self::CUDA_ERROR_DEINITIALIZED),
            5 => Some(Self::CUDA_ERROR_PROFILER_DISABLED),
            6 => Some(Self::CUDA_ERROR_PROFILER_NOT_INITIALIZED),
            7 => Some(Self::CUDA_ERROR_PROFILER_ALREADY_STARTED),
            8 => Some(Self::CUDA_ERROR_PROFILER_ALREADY_STOPPED),
            34 => Some(Self::CUDA_ERROR_STUB_LIBRARY),
            46 => Some(Self::CUDA_ERROR_DEVICE_UNAVAILABLE),
            100 => Some(Self::CUDA_ERROR_NO_DEVICE),
            101 => Some(Self::CUDA_ERROR_INVALID_DEVICE),
            102 => Some(Self::CUDA_ERROR_DEVICE_NOT_LICENSED),
            200 => Some(Self::CUDA_ERROR_INVALID_IMAGE),
            201 => Some(Self::CUDA_ERROR_INVALID_CONTEXT),
            202 => Some(Self::CUDA_ERROR_CONTEXT_ALREADY_CURRENT),
            205 => Some(Self::CUDA_ERROR_MAP_FAILED),
            206 => Some(Self::CUDA_ERROR_UNMAP_FAILED),
            207 => Some(Self::CUDA_ERROR_ARRAY_IS_MAPPED),
            208 => Some(Self::CUDA_ERROR_ALREADY_MAPPED),
            209 => Some(Self::CUDA_ERROR_NO_BINARY_FOR_GPU),
            210 => Some(Self::CUDA_ERROR_ALREADY_ACQUIRED),
            211 => Some(Self::CUDA_ERROR_NOT_MAPPED),
            212 => Some(Self::CUDA_ERROR_NOT_MAPPED_AS_ARRAY),
            213 => Some(Self::CUDA_ERROR_NOT_MAPPED_AS_POINTER),
            214 => Some(Self::CUDA_ERROR_ECC_UNCORRECTABLE),
            215 => Some(Self::CUDA_ERROR_UNSUPPORTED_LIMIT),
            216 => Some(Self::CUDA_ERROR_CONTEXT_ALREADY_IN_USE),
            217 => Some(Self::CUDA_ERROR_PEER_ACCESS_UNSUPPORTED),
            218 => Some(Self::CUDA_ERROR_INVALID_PTX),
            219 => Some(Self::CUDA_ERROR_INVALID_GRAPHICS_CONTEXT),
            220 => Some(Self::CUDA_ERROR_NVLINK_UNCORRECTABLE),
            221 => Some(Self::CUDA_ERROR_JIT_COMPILER_NOT_FOUND),
            222 => Some(Self::CUDA_ERROR_UNSUPPORTED_PTX_VERSION),
            223 => Some(Self::CUDA_ERROR_JIT_COMPILATION_DISABLED),
            224 => Some(Self::CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY),
            225 => Some(Self::CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC),
            226 => Some(Self::CUDA_ERROR_CONTAINED),
            300 => Some(Self::CUDA_ERROR_INVALID_SOURCE),
            301 => Some(Self::CUDA_ERROR_FILE_NOT_FOUND),
            302 => Some(Self::CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND),
            303 => Some(Self::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED),
            304 => Some(Self::CUDA_ERROR_OPERATING_SYSTEM),
            400 => Some(Self::CUDA_ERROR_INVALID_HANDLE),
            401 => Some(Self::CUDA_ERROR_ILLEGAL_STATE),
            402 => Some(Self::CUDA_ERROR_LOSSY_QUERY),
            500 => Some(Self::CUDA_ERROR_NOT_FOUND),
            600 => Some(Self::CUDA_ERROR_NOT_READY),
            700 => Some(Self::CUDA_ERROR_ILLEGAL_ADDRESS),
            701 => Some(Self::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES),
            702 => Some(Self::CUDA_ERROR_LAUNCH_TIMEOUT),
            703 => Some(Self::CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING),
            704 => Some(Self::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED),
            705 => Some(Self::CUDA_ERROR_PEER_ACCESS_NOT_ENABLED),
            708 => Some(Self::CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE),
            709 => Some(Self::CUDA_ERROR_CONTEXT_IS_DESTROYED),
            710 => Some(Self::CUDA_ERROR_ASSERT),
            711 => Some(Self::CUDA_ERROR_TOO_MANY_PEERS),
            712 => Some(Self::CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED),
            713 => Some(Self::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED),
            714 => Some(Self::CUDA_ERROR_HARDWARE_STACK_ERROR),
            715 => Some(Self::CUDA_ERROR_ILLEGAL_INSTRUCTION),
            716 => Some(Self::CUDA_ERROR_MISALIGNED_ADDRESS),
            717 => Some(Self::CUDA_ERROR_INVALID_ADDRESS_SPACE),
            718 => Some(Self::CUDA_ERROR_INVALID_PC),
            719 => Some(Self::CUDA_ERROR_LAUNCH_FAILED),
            720 => Some(Self::CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE),
            721 => Some(Self::CUDA_ERROR_TENSOR_MEMORY_LEAK),
            800 => Some(Self::CUDA_ERROR_NOT_PERMITTED),
            801 => Some(Self::CUDA_ERROR_NOT_SUPPORTED),
            802 => Some(Self::CUDA_ERROR_SYSTEM_NOT_READY),
            803 => Some(Self::CUDA_ERROR_SYSTEM_DRIVER_MISMATCH),
            804 => Some(Self::CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE),
            805 => Some(Self::CUDA_ERROR_MPS_CONNECTION_FAILED),
            806 => Some(Self::CUDA_ERROR_MPS_RPC_FAILURE),
            807 => Some(Self::CUDA_ERROR_MPS_SERVER_NOT_READY),
            808 => Some(Self::CUDA_ERROR_MPS_MAX_CLIENTS_REACHED),
            809 => Some(Self::CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED),
            810 => Some(Self::CUDA_ERROR_MPS_CLIENT_TERMINATED),
            811 => Some(Self::CUDA_ERROR_CDP_NOT_SUPPORTED),
            812 => Some(Self::CUDA_ERROR_CDP_VERSION_MISMATCH),
            900 => Some(Self::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED),
            901 => Some(Self::CUDA_ERROR_STREAM_CAPTURE_INVALIDATED),
            902 => Some(Self::CUDA_ERROR_STREAM_CAPTURE_MERGE),
            903 => Some(Self::CUDA_ERROR_STREAM_CAPTURE_UNMATCHED),
            904 => Some(Self::CUDA_ERROR_STREAM_CAPTURE_UNJOINED),
            905 => Some(Self::CUDA_ERROR_STREAM_CAPTURE_ISOLATION),
            906 => Some(Self::CUDA_ERROR_STREAM_CAPTURE_IMPLICIT),
            907 => Some(Self::CUDA_ERROR_CAPTURED_EVENT),
            908 => Some(Self::CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD),
            909 => Some(Self::CUDA_ERROR_TIMEOUT),
            910 => Some(Self::CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE),
            911 => Some(Self::CUDA_ERROR_EXTERNAL_DEVICE),
            912 => Some(Self::CUDA_ERROR_INVALID_CLUSTER_SIZE),
            913 => Some(Self::CUDA_ERROR_FUNCTION_NOT_LOADED),
            914 => Some(Self::CUDA_ERROR_INVALID_RESOURCE_TYPE),
            915 => Some(Self::CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION),
            916 => Some(Self::CUDA_ERROR_KEY_ROTATION),
            999 => Some(Self::CUDA_ERROR_UNKNOWN),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CUDA_SUCCESS => "CUDA_SUCCESS",
            Self::CUDA_ERROR_INVALID_VALUE => "CUDA_ERROR_INVALID_VALUE",
            Self::CUDA_ERROR_OUT_OF_MEMORY => "CUDA_ERROR_OUT_OF_MEMORY",
            Self::CUDA_ERROR_NOT_INITIALIZED => "CUDA_ERROR_NOT_INITIALIZED",
            Self::CUDA_ERROR_DEINITIALIZED => "CUDA_ERROR_DEINITIALIZED",
            Self::CUDA_ERROR_PROFILER_DISABLED => "CUDA_ERROR_PROFILER_DISABLED",
            Self::CUDA_ERROR_PROFILER_NOT_INITIALIZED => "CUDA_ERROR_PROFILER_NOT_INITIALIZED",
            Self::CUDA_ERROR_PROFILER_ALREADY_STARTED => "CUDA_ERROR_PROFILER_ALREADY_STARTED",
            Self::CUDA_ERROR_PROFILER_ALREADY_STOPPED => "CUDA_ERROR_PROFILER_ALREADY_STOPPED",
            Self::CUDA_ERROR_STUB_LIBRARY => "CUDA_ERROR_STUB_LIBRARY",
            Self::CUDA_ERROR_DEVICE_UNAVAILABLE => "CUDA_ERROR_DEVICE_UNAVAILABLE",
            Self::CUDA_ERROR_NO_DEVICE => "CUDA_ERROR_NO_DEVICE",
            Self::CUDA_ERROR_INVALID_DEVICE => "CUDA_ERROR_INVALID_DEVICE",
            Self::CUDA_ERROR_DEVICE_NOT_LICENSED => "CUDA_ERROR_DEVICE_NOT_LICENSED",
            Self::CUDA_ERROR_INVALID_IMAGE => "CUDA_ERROR_INVALID_IMAGE",
            Self::CUDA_ERROR_INVALID_CONTEXT => "CUDA_ERROR_INVALID_CONTEXT",
            Self::CUDA_ERROR_CONTEXT_ALREADY_CURRENT => "CUDA_ERROR_CONTEXT_ALREADY_CURRENT",
            Self::CUDA_ERROR_MAP_FAILED => "CUDA_ERROR_MAP_FAILED",
            Self::CUDA_ERROR_UNMAP_FAILED => "CUDA_ERROR_UNMAP_FAILED",
            Self::CUDA_ERROR_ARRAY_IS_MAPPED => "CUDA_ERROR_ARRAY_IS_MAPPED",
            Self::CUDA_ERROR_ALREADY_MAPPED => "CUDA_ERROR_ALREADY_MAPPED",
            Self::CUDA_ERROR_NO_BINARY_FOR_GPU => "CUDA_ERROR_NO_BINARY_FOR_GPU",
            Self::CUDA_ERROR_ALREADY_ACQUIRED => "CUDA_ERROR_ALREADY_ACQUIRED",
            Self::CUDA_ERROR_NOT_MAPPED => "CUDA_ERROR_NOT_MAPPED",
            Self::CUDA_ERROR_NOT_MAPPED_AS_ARRAY => "CUDA_ERROR_NOT_MAPPED_AS_ARRAY",
            Self::CUDA_ERROR_NOT_MAPPED_AS_POINTER => "CUDA_ERROR_NOT_MAPPED_AS_POINTER",
            Self::CUDA_ERROR_ECC_UNCORRECTABLE => "CUDA_ERROR_ECC_UNCORRECTABLE",
            Self::CUDA_ERROR_UNSUPPORTED_LIMIT => "CUDA_ERROR_UNSUPPORTED_LIMIT",
            Self::CUDA_ERROR_CONTEXT_ALREADY_IN_USE => "CUDA_ERROR_CONTEXT_ALREADY_IN_USE",
            Self::CUDA_ERROR_PEER_ACCESS_UNSUPPORTED => "CUDA_ERROR_PEER_ACCESS_UNSUPPORTED",
            Self::CUDA_ERROR_INVALID_PTX => "CUDA_ERROR_INVALID_PTX",
            Self::CUDA_ERROR_INVALID_GRAPHICS_CONTEXT => "CUDA_ERROR_INVALID_GRAPHICS_CONTEXT",
            Self::CUDA_ERROR_NVLINK_UNCORRECTABLE => "CUDA_ERROR_NVLINK_UNCORRECTABLE",
            Self::CUDA_ERROR_JIT_COMPILER_NOT_FOUND => "CUDA_ERROR_JIT_COMPILER_NOT_FOUND",
            Self::CUDA_ERROR_UNSUPPORTED_PTX_VERSION => "CUDA_ERROR_UNSUPPORTED_PTX_VERSION",
            Self::CUDA_ERROR_JIT_COMPILATION_DISABLED => "CUDA_ERROR_JIT_COMPILATION_DISABLED",
            Self::CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY => "CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY",
            Self::CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC => "CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC",
            Self::CUDA_ERROR_CONTAINED => "CUDA_ERROR_CONTAINED",
            Self::CUDA_ERROR_INVALID_SOURCE => "CUDA_ERROR_INVALID_SOURCE",
            Self::CUDA_ERROR_FILE_NOT_FOUND => "CUDA_ERROR_FILE_NOT_FOUND",
            Self::CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND => {
                "CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND"
            }
            Self::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED => "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED",
            Self::CUDA_ERROR_OPERATING_SYSTEM => "CUDA_ERROR_OPERATING_SYSTEM",
            Self::CUDA_ERROR_INVALID_HANDLE => "CUDA_ERROR_INVALID_HANDLE",
            Self::CUDA_ERROR_ILLEGAL_STATE => "CUDA_ERROR_ILLEGAL_STATE",
            Self::CUDA_ERROR_LOSSY_QUERY => "CUDA_ERROR_LOSSY_QUERY",
            Self::CUDA_ERROR_NOT_FOUND => "CUDA_ERROR_NOT_FOUND",
            Self::CUDA_ERROR_NOT_READY => "CUDA_ERROR_NOT_READY",
            Self::CUDA_ERROR_ILLEGAL_ADDRESS => "CUDA_ERROR_ILLEGAL_ADDRESS",
            Self::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES => "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
            Self::CUDA_ERROR_LAUNCH_TIMEOUT => "CUDA_ERROR_LAUNCH_TIMEOUT",
            Self::CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING => {
                "CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING"
            }
            Self::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED => {
                "CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED"
            }
            Self::CUDA_ERROR_PEER_ACCESS_NOT_ENABLED => "CUDA_ERROR_PEER_ACCESS_NOT_ENABLED",
            Self::CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE => "CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE",
            Self::CUDA_ERROR_CONTEXT_IS_DESTROYED => "CUDA_ERROR_CONTEXT_IS_DESTROYED",
            Self::CUDA_ERROR_ASSERT => "CUDA_ERROR_ASSERT",
            Self::CUDA_ERROR_TOO_MANY_PEERS => "CUDA_ERROR_TOO_MANY_PEERS",
            Self::CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED => {
                "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED"
            }
            Self::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED => "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED",
            Self::CUDA_ERROR_HARDWARE_STACK_ERROR => "CUDA_ERROR_HARDWARE_STACK_ERROR",
            Self::CUDA_ERROR_ILLEGAL_INSTRUCTION => "CUDA_ERROR_ILLEGAL_INSTRUCTION",
            Self::CUDA_ERROR_MISALIGNED_ADDRESS => "CUDA_ERROR_MISALIGNED_ADDRESS",
            Self::CUDA_ERROR_INVALID_ADDRESS_SPACE => "CUDA_ERROR_INVALID_ADDRESS_SPACE",
            Self::CUDA_ERROR_INVALID_PC => "CUDA_ERROR_INVALID_PC",
            Self::CUDA_ERROR_LAUNCH_FAILED => "CUDA_ERROR_LAUNCH_FAILED",
            Self::CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE => {
                "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE"
            }
            Self::CUDA_ERROR_TENSOR_MEMORY_LEAK => "CUDA_ERROR_TENSOR_MEMORY_LEAK",
            Self::CUDA_ERROR_NOT_PERMITTED => "CUDA_ERROR_NOT_PERMITTED",
            Self::CUDA_ERROR_NOT_SUPPORTED => "CUDA_ERROR_NOT_SUPPORTED",
            Self::CUDA_ERROR_SYSTEM_NOT_READY => "CUDA_ERROR_SYSTEM_NOT_READY",
            Self::CUDA_ERROR_SYSTEM_DRIVER_MISMATCH => "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH",
            Self::CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE => {
                "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"
            }
            Self::CUDA_ERROR_MPS_CONNECTION_FAILED => "CUDA_ERROR_MPS_CONNECTION_FAILED",
            Self::CUDA_ERROR_MPS_RPC_FAILURE => "CUDA_ERROR_MPS_RPC_FAILURE",
            Self::CUDA_ERROR_MPS_SERVER_NOT_READY => "CUDA_ERROR_MPS_SERVER_NOT_READY",
            Self::CUDA_ERROR_MPS_MAX_CLIENTS_REACHED => "CUDA_ERROR_MPS_MAX_CLIENTS_REACHED",
            Self::CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED => {
                "CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED"
            }
            Self::CUDA_ERROR_MPS_CLIENT_TERMINATED => "CUDA_ERROR_MPS_CLIENT_TERMINATED",
            Self::CUDA_ERROR_CDP_NOT_SUPPORTED => "CUDA_ERROR_CDP_NOT_SUPPORTED",
            Self::CUDA_ERROR_CDP_VERSION_MISMATCH => "CUDA_ERROR_CDP_VERSION_MISMATCH",
            Self::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED => "CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED",
            Self::CUDA_ERROR_STREAM_CAPTURE_INVALIDATED => "CUDA_ERROR_STREAM_CAPTURE_INVALIDATED",
            Self::CUDA_ERROR_STREAM_CAPTURE_MERGE => "CUDA_ERROR_STREAM_CAPTURE_MERGE",
            Self::CUDA_ERROR_STREAM_CAPTURE_UNMATCHED => "CUDA_ERROR_STREAM_CAPTURE_UNMATCHED",
            Self::CUDA_ERROR_STREAM_CAPTURE_UNJOINED => "CUDA_ERROR_STREAM_CAPTURE_UNJOINED",
            Self::CUDA_ERROR_STREAM_CAPTURE_ISOLATION => "CUDA_ERROR_STREAM_CAPTURE_ISOLATION",
            Self::CUDA_ERROR_STREAM_CAPTURE_IMPLICIT => "CUDA_ERROR_STREAM_CAPTURE_IMPLICIT",
            Self::CUDA_ERROR_CAPTURED_EVENT => "CUDA_ERROR_CAPTURED_EVENT",
            Self::CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD => {
                "CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD"
            }
            Self::CUDA_ERROR_TIMEOUT => "CUDA_ERROR_TIMEOUT",
            Self::CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE => "CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE",
            Self::CUDA_ERROR_EXTERNAL_DEVICE => "CUDA_ERROR_EXTERNAL_DEVICE",
            Self::CUDA_ERROR_INVALID_CLUSTER_SIZE => "CUDA_ERROR_INVALID_CLUSTER_SIZE",
            Self::CUDA_ERROR_FUNCTION_NOT_LOADED => "CUDA_ERROR_FUNCTION_NOT_LOADED",
            Self::CUDA_ERROR_INVALID_RESOURCE_TYPE => "CUDA_ERROR_INVALID_RESOURCE_TYPE",
            Self::CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION => {
                "CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION"
            }
            Self::CUDA_ERROR_KEY_ROTATION => "CUDA_ERROR_KEY_ROTATION",
            Self::CUDA_ERROR_UNKNOWN => "CUDA_ERROR_UNKNOWN",
        }
    }
}

impl CUdevice_P2PAttribute_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUdevice_P2PAttribute`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK),
            2 => Some(Self::CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED),
            3 => Some(Self::CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED),
            4 => Some(Self::CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK => {
                "CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK"
            }
            Self::CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED => {
                "CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED"
            }
            Self::CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED => {
                "CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED"
            }
            Self::CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED => {
                "CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED"
            }
        }
    }
}

impl CUresourceViewFormat_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUresourceViewFormat`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_RES_VIEW_FORMAT_NONE),
            1 => Some(Self::CU_RES_VIEW_FORMAT_UINT_1X8),
            2 => Some(Self::CU_RES_VIEW_FORMAT_UINT_2X8),
            3 => Some(Self::CU_RES_VIEW_FORMAT_UINT_4X8),
            4 => Some(Self::CU_RES_VIEW_FORMAT_SINT_1X8),
            5 => Some(Self::CU_RES_VIEW_FORMAT_SINT_2X8),
            6 => Some(Self::CU_RES_VIEW_FORMAT_SINT_4X8),
            7 => Some(Self::CU_RES_VIEW_FORMAT_UINT_1X16),
            8 => Some(Self::CU_RES_VIEW_FORMAT_UINT_2X16),
            9 => Some(Self::CU_RES_VIEW_FORMAT_UINT_4X16),
            10 => Some(Self::CU_RES_VIEW_FORMAT_SINT_1X16),
            11 => Some(Self::CU_RES_VIEW_FORMAT_SINT_2X16),
            12 => Some(Self::CU_RES_VIEW_FORMAT_SINT_4X16),
            13 => Some(Self::CU_RES_VIEW_FORMAT_UINT_1X32),
            14 => Some(Self::CU_RES_VIEW_FORMAT_UINT_2X32),
            15 => Some(Self::CU_RES_VIEW_FORMAT_UINT_4X32),
            16 => Some(Self::CU_RES_VIEW_FORMAT_SINT_1X32),
            17 => Some(Self::CU_RES_VIEW_FORMAT_SINT_2X32),
            18 => Some(Self::CU_RES_VIEW_FORMAT_SINT_4X32),
            19 => Some(Self::CU_RES_VIEW_FORMAT_FLOAT_1X16),
            20 => Some(Self::CU_RES_VIEW_FORMAT_FLOAT_2X16),
            21 => Some(Self::CU_RES_VIEW_FORMAT_FLOAT_4X16),
            22 => Some(Self::CU_RES_VIEW_FORMAT_FLOAT_1X32),
            23 => Some(Self::CU_RES_VIEW_FORMAT_FLOAT_2X32),
            24 => Some(Self::CU_RES_VIEW_FORMAT_FLOAT_4X32),
            25 => Some(Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC1),
            26 => Some(Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC2),
            27 => Some(Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC3),
            28 => Some(Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC4),
            29 => Some(Self::CU_RES_VIEW_FORMAT_SIGNED_BC4),
            30 => Some(Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC5),
            31 => Some(Self::CU_RES_VIEW_FORMAT_SIGNED_BC5),
            32 => Some(Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC6H),
            33 => Some(Self::CU_RES_VIEW_FORMAT_SIGNED_BC6H),
            34 => Some(Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC7),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_RES_VIEW_FORMAT_NONE => "CU_RES_VIEW_FORMAT_NONE",
            Self::CU_RES_VIEW_FORMAT_UINT_1X8 => "CU_RES_VIEW_FORMAT_UINT_1X8",
            Self::CU_RES_VIEW_FORMAT_UINT_2X8 => "CU_RES_VIEW_FORMAT_UINT_2X8",
            Self::CU_RES_VIEW_FORMAT_UINT_4X8 => "CU_RES_VIEW_FORMAT_UINT_4X8",
            Self::CU_RES_VIEW_FORMAT_SINT_1X8 => "CU_RES_VIEW_FORMAT_SINT_1X8",
            Self::CU_RES_VIEW_FORMAT_SINT_2X8 => "CU_RES_VIEW_FORMAT_SINT_2X8",
            Self::CU_RES_VIEW_FORMAT_SINT_4X8 => "CU_RES_VIEW_FORMAT_SINT_4X8",
            Self::CU_RES_VIEW_FORMAT_UINT_1X16 => "CU_RES_VIEW_FORMAT_UINT_1X16",
            Self::CU_RES_VIEW_FORMAT_UINT_2X16 => "CU_RES_VIEW_FORMAT_UINT_2X16",
            Self::CU_RES_VIEW_FORMAT_UINT_4X16 => "CU_RES_VIEW_FORMAT_UINT_4X16",
            Self::CU_RES_VIEW_FORMAT_SINT_1X16 => "CU_RES_VIEW_FORMAT_SINT_1X16",
            Self::CU_RES_VIEW_FORMAT_SINT_2X16 => "CU_RES_VIEW_FORMAT_SINT_2X16",
            Self::CU_RES_VIEW_FORMAT_SINT_4X16 => "CU_RES_VIEW_FORMAT_SINT_4X16",
            Self::CU_RES_VIEW_FORMAT_UINT_1X32 => "CU_RES_VIEW_FORMAT_UINT_1X32",
            Self::CU_RES_VIEW_FORMAT_UINT_2X32 => "CU_RES_VIEW_FORMAT_UINT_2X32",
            Self::CU_RES_VIEW_FORMAT_UINT_4X32 => "CU_RES_VIEW_FORMAT_UINT_4X32",
            Self::CU_RES_VIEW_FORMAT_SINT_1X32 => "CU_RES_VIEW_FORMAT_SINT_1X32",
            Self::CU_RES_VIEW_FORMAT_SINT_2X32 => "CU_RES_VIEW_FORMAT_SINT_2X32",
            Self::CU_RES_VIEW_FORMAT_SINT_4X32 => "CU_RES_VIEW_FORMAT_SINT_4X32",
            Self::CU_RES_VIEW_FORMAT_FLOAT_1X16 => "CU_RES_VIEW_FORMAT_FLOAT_1X16",
            Self::CU_RES_VIEW_FORMAT_FLOAT_2X16 => "CU_RES_VIEW_FORMAT_FLOAT_2X16",
            Self::CU_RES_VIEW_FORMAT_FLOAT_4X16 => "CU_RES_VIEW_FORMAT_FLOAT_4X16",
            Self::CU_RES_VIEW_FORMAT_FLOAT_1X32 => "CU_RES_VIEW_FORMAT_FLOAT_1X32",
            Self::CU_RES_VIEW_FORMAT_FLOAT_2X32 => "CU_RES_VIEW_FORMAT_FLOAT_2X32",
            Self::CU_RES_VIEW_FORMAT_FLOAT_4X32 => "CU_RES_VIEW_FORMAT_FLOAT_4X32",
            Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC1 => "CU_RES_VIEW_FORMAT_UNSIGNED_BC1",
            Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC2 => "CU_RES_VIEW_FORMAT_UNSIGNED_BC2",
            Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC3 => "CU_RES_VIEW_FORMAT_UNSIGNED_BC3",
            Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC4 => "CU_RES_VIEW_FORMAT_UNSIGNED_BC4",
            Self::CU_RES_VIEW_FORMAT_SIGNED_BC4 => "CU_RES_VIEW_FORMAT_SIGNED_BC4",
            Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC5 => "CU_RES_VIEW_FORMAT_UNSIGNED_BC5",
            Self::CU_RES_VIEW_FORMAT_SIGNED_BC5 => "CU_RES_VIEW_FORMAT_SIGNED_BC5",
            Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC6H => "CU_RES_VIEW_FORMAT_UNSIGNED_BC6H",
            Self::CU_RES_VIEW_FORMAT_SIGNED_BC6H => "CU_RES_VIEW_FORMAT_SIGNED_BC6H",
            Self::CU_RES_VIEW_FORMAT_UNSIGNED_BC7 => "CU_RES_VIEW_FORMAT_UNSIGNED_BC7",
        }
    }
}

impl CUtensorMapDataType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUtensorMapDataType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_UINT8),
            1 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_UINT16),
            2 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_UINT32),
            3 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_INT32),
            4 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_UINT64),
            5 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_INT64),
            6 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_FLOAT16),
            7 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_FLOAT32),
            8 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_FLOAT64),
            9 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_BFLOAT16),
            10 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ),
            11 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_TFLOAT32),
            12 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ),
            13 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B),
            14 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B),
            15 => Some(Self::CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_TENSOR_MAP_DATA_TYPE_UINT8 => "CU_TENSOR_MAP_DATA_TYPE_UINT8",
            Self::CU_TENSOR_MAP_DATA_TYPE_UINT16 => "CU_TENSOR_MAP_DATA_TYPE_UINT16",
            Self::CU_TENSOR_MAP_DATA_TYPE_UINT32 => "CU_TENSOR_MAP_DATA_TYPE_UINT32",
            Self::CU_TENSOR_MAP_DATA_TYPE_INT32 => "CU_TENSOR_MAP_DATA_TYPE_INT32",
            Self::CU_TENSOR_MAP_DATA_TYPE_UINT64 => "CU_TENSOR_MAP_DATA_TYPE_UINT64",
            Self::CU_TENSOR_MAP_DATA_TYPE_INT64 => "CU_TENSOR_MAP_DATA_TYPE_INT64",
            Self::CU_TENSOR_MAP_DATA_TYPE_FLOAT16 => "CU_TENSOR_MAP_DATA_TYPE_FLOAT16",
            Self::CU_TENSOR_MAP_DATA_TYPE_FLOAT32 => "CU_TENSOR_MAP_DATA_TYPE_FLOAT32",
            Self::CU_TENSOR_MAP_DATA_TYPE_FLOAT64 => "CU_TENSOR_MAP_DATA_TYPE_FLOAT64",
            Self::CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 => "CU_TENSOR_MAP_DATA_TYPE_BFLOAT16",
            Self::CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ => "CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ",
            Self::CU_TENSOR_MAP_DATA_TYPE_TFLOAT32 => "CU_TENSOR_MAP_DATA_TYPE_TFLOAT32",
            Self::CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ => "CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ",
            Self::CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B => "CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B",
            Self::CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B => "CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B",
            Self::CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B => "CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B",
        }
    }
}

impl CUtensorMapInterleave_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUtensorMapInterleave`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_TENSOR_MAP_INTERLEAVE_NONE),
            1 => Some(Self::CU_TENSOR_MAP_INTERLEAVE_16B),
            2 => Some(Self::CU_TENSOR_MAP_INTERLEAVE_32B),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_TENSOR_MAP_INTERLEAVE_NONE => "CU_TENSOR_MAP_INTERLEAVE_NONE",
            Self::CU_TENSOR_MAP_INTERLEAVE_16B => "CU_TENSOR_MAP_INTERLEAVE_16B",
            Self::CU_TENSOR_MAP_INTERLEAVE_32B => "CU_TENSOR_MAP_INTERLEAVE_32B",
        }
    }
}

impl CUtensorMapSwizzle_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUtensorMapSwizzle`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_TENSOR_MAP_SWIZZLE_NONE),
            1 => Some(Self::CU_TENSOR_MAP_SWIZZLE_32B),
            2 => Some(Self::CU_TENSOR_MAP_SWIZZLE_64B),
            3 => Some(Self::CU_TENSOR_MAP_SWIZZLE_128B),
            4 => Some(Self::CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B),
            5 => Some(Self::CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B),
            6 => Some(Self::CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_TENSOR_MAP_SWIZZLE_NONE => "CU_TENSOR_MAP_SWIZZLE_NONE",
            Self::CU_TENSOR_MAP_SWIZZLE_32B => "CU_TENSOR_MAP_SWIZZLE_32B",
            Self::CU_TENSOR_MAP_SWIZZLE_64B => "CU_TENSOR_MAP_SWIZZLE_64B",
            Self::CU_TENSOR_MAP_SWIZZLE_128B => "CU_TENSOR_MAP_SWIZZLE_128B",
            Self::CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B => "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B",
            Self::CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B => {
                "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B"
            }
            Self::CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B => "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B",
        }
    }
}

impl CUtensorMapL2promotion_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUtensorMapL2promotion`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_TENSOR_MAP_L2_PROMOTION_NONE),
            1 => Some(Self::CU_TENSOR_MAP_L2_PROMOTION_L2_64B),
            2 => Some(Self::CU_TENSOR_MAP_L2_PROMOTION_L2_128B),
            3 => Some(Self::CU_TENSOR_MAP_L2_PROMOTION_L2_256B),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_TENSOR_MAP_L2_PROMOTION_NONE => "CU_TENSOR_MAP_L2_PROMOTION_NONE",
            Self::CU_TENSOR_MAP_L2_PROMOTION_L2_64B => "CU_TENSOR_MAP_L2_PROMOTION_L2_64B",
            Self::CU_TENSOR_MAP_L2_PROMOTION_L2_128B => "CU_TENSOR_MAP_L2_PROMOTION_L2_128B",
            Self::CU_TENSOR_MAP_L2_PROMOTION_L2_256B => "CU_TENSOR_MAP_L2_PROMOTION_L2_256B",
        }
    }
}

impl CUtensorMapFloatOOBfill_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUtensorMapFloatOOBfill`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE),
            1 => Some(Self::CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE => "CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE",
            Self::CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA => {
                "CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA"
            }
        }
    }
}

impl CUtensorMapIm2ColWideMode_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUtensorMapIm2ColWideMode`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_TENSOR_MAP_IM2COL_WIDE_MODE_W),
            1 => Some(Self::CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_TENSOR_MAP_IM2COL_WIDE_MODE_W => "CU_TENSOR_MAP_IM2COL_WIDE_MODE_W",
            Self::CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128 => "CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128",
        }
    }
}

impl CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE),
            1 => Some(Self::CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ),
            3 => Some(Self::CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE => "CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE",
            Self::CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ => "CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ",
            Self::CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE => {
                "CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE"
            }
        }
    }
}

impl CUexternalMemoryHandleType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUexternalMemoryHandleType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD),
            2 => Some(Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32),
            3 => Some(Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT),
            4 => Some(Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP),
            5 => Some(Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE),
            6 => Some(Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE),
            7 => Some(Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT),
            8 => Some(Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD => {
                "CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD"
            }
            Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32 => {
                "CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32"
            }
            Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT => {
                "CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT"
            }
            Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP => {
                "CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP"
            }
            Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE => {
                "CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE"
            }
            Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE => {
                "CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE"
            }
            Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT => {
                "CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT"
            }
            Self::CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF => {
                "CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF"
            }
        }
    }
}

impl CUexternalSemaphoreHandleType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUexternalSemaphoreHandleType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD),
            2 => Some(Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32),
            3 => Some(Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT),
            4 => Some(Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE),
            5 => Some(Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE),
            6 => Some(Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC),
            7 => Some(Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX),
            8 => Some(Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT),
            9 => Some(Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD),
            10 => Some(Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD => {
                "CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD"
            }
            Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32 => {
                "CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32"
            }
            Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT => {
                "CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT"
            }
            Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE => {
                "CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE"
            }
            Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE => {
                "CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE"
            }
            Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC => {
                "CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC"
            }
            Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX => {
                "CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX"
            }
            Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT => {
                "CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT"
            }
            Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD => {
                "CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD"
            }
            Self::CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32 => {
                "CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32"
            }
        }
    }
}

impl CUmemAllocationHandleType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemAllocationHandleType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_MEM_HANDLE_TYPE_NONE),
            1 => Some(Self::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR),
            2 => Some(Self::CU_MEM_HANDLE_TYPE_WIN32),
            4 => Some(Self::CU_MEM_HANDLE_TYPE_WIN32_KMT),
            8 => Some(Self::CU_MEM_HANDLE_TYPE_FABRIC),
            2147483647 => Some(Self::CU_MEM_HANDLE_TYPE_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_HANDLE_TYPE_NONE => "CU_MEM_HANDLE_TYPE_NONE",
            Self::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR => {
                "CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR"
            }
            Self::CU_MEM_HANDLE_TYPE_WIN32 => "CU_MEM_HANDLE_TYPE_WIN32",
            Self::CU_MEM_HANDLE_TYPE_WIN32_KMT => "CU_MEM_HANDLE_TYPE_WIN32_KMT",
            Self::CU_MEM_HANDLE_TYPE_FABRIC => "CU_MEM_HANDLE_TYPE_FABRIC",
            Self::CU_MEM_HANDLE_TYPE_MAX => "CU_MEM_HANDLE_TYPE_MAX",
        }
    }
}

impl CUmemAccess_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemAccess_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_MEM_ACCESS_FLAGS_PROT_NONE),
            1 => Some(Self::CU_MEM_ACCESS_FLAGS_PROT_READ),
            3 => Some(Self::CU_MEM_ACCESS_FLAGS_PROT_READWRITE),
            2147483647 => Some(Self::CU_MEM_ACCESS_FLAGS_PROT_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_ACCESS_FLAGS_PROT_NONE => "CU_MEM_ACCESS_FLAGS_PROT_NONE",
            Self::CU_MEM_ACCESS_FLAGS_PROT_READ => "CU_MEM_ACCESS_FLAGS_PROT_READ",
            Self::CU_MEM_ACCESS_FLAGS_PROT_READWRITE => "CU_MEM_ACCESS_FLAGS_PROT_READWRITE",
            Self::CU_MEM_ACCESS_FLAGS_PROT_MAX => "CU_MEM_ACCESS_FLAGS_PROT_MAX",
        }
    }
}

impl CUmemLocationType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemLocationType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_MEM_LOCATION_TYPE_INVALID),
            1 => Some(Self::CU_MEM_LOCATION_TYPE_DEVICE),
            2 => Some(Self::CU_MEM_LOCATION_TYPE_HOST),
            3 => Some(Self::CU_MEM_LOCATION_TYPE_HOST_NUMA),
            4 => Some(Self::CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT),
            2147483647 => Some(Self::CU_MEM_LOCATION_TYPE_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_LOCATION_TYPE_INVALID => "CU_MEM_LOCATION_TYPE_INVALID",
            Self::CU_MEM_LOCATION_TYPE_DEVICE => "CU_MEM_LOCATION_TYPE_DEVICE",
            Self::CU_MEM_LOCATION_TYPE_HOST => "CU_MEM_LOCATION_TYPE_HOST",
            Self::CU_MEM_LOCATION_TYPE_HOST_NUMA => "CU_MEM_LOCATION_TYPE_HOST_NUMA",
            Self::CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT => {
                "CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT"
            }
            Self::CU_MEM_LOCATION_TYPE_MAX => "CU_MEM_LOCATION_TYPE_MAX",
        }
    }
}

impl CUmemAllocationType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemAllocationType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_MEM_ALLOCATION_TYPE_INVALID),
            1 => Some(Self::CU_MEM_ALLOCATION_TYPE_PINNED),
            2147483647 => Some(Self::CU_MEM_ALLOCATION_TYPE_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_ALLOCATION_TYPE_INVALID => "CU_MEM_ALLOCATION_TYPE_INVALID",
            Self::CU_MEM_ALLOCATION_TYPE_PINNED => "CU_MEM_ALLOCATION_TYPE_PINNED",
            Self::CU_MEM_ALLOCATION_TYPE_MAX => "CU_MEM_ALLOCATION_TYPE_MAX",
        }
    }
}

impl CUmemAllocationGranularity_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemAllocationGranularity_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_MEM_ALLOC_GRANULARITY_MINIMUM),
            1 => Some(Self::CU_MEM_ALLOC_GRANULARITY_RECOMMENDED),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_ALLOC_GRANULARITY_MINIMUM => "CU_MEM_ALLOC_GRANULARITY_MINIMUM",
            Self::CU_MEM_ALLOC_GRANULARITY_RECOMMENDED => "CU_MEM_ALLOC_GRANULARITY_RECOMMENDED",
        }
    }
}

impl CUmemRangeHandleType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemRangeHandleType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD),
            2147483647 => Some(Self::CU_MEM_RANGE_HANDLE_TYPE_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD => "CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD",
            Self::CU_MEM_RANGE_HANDLE_TYPE_MAX => "CU_MEM_RANGE_HANDLE_TYPE_MAX",
        }
    }
}

impl CUmemRangeFlags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemRangeFlags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE => {
                "CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE"
            }
        }
    }
}

impl CUarraySparseSubresourceType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUarraySparseSubresourceType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL),
            1 => Some(Self::CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL => {
                "CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL"
            }
            Self::CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL => {
                "CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL"
            }
        }
    }
}

impl CUmemOperationType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemOperationType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_MEM_OPERATION_TYPE_MAP),
            2 => Some(Self::CU_MEM_OPERATION_TYPE_UNMAP),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_OPERATION_TYPE_MAP => "CU_MEM_OPERATION_TYPE_MAP",
            Self::CU_MEM_OPERATION_TYPE_UNMAP => "CU_MEM_OPERATION_TYPE_UNMAP",
        }
    }
}

impl CUmemHandleType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemHandleType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_MEM_HANDLE_TYPE_GENERIC),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_HANDLE_TYPE_GENERIC => "CU_MEM_HANDLE_TYPE_GENERIC",
        }
    }
}

impl CUmemAllocationCompType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemAllocationCompType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_MEM_ALLOCATION_COMP_NONE),
            1 => Some(Self::CU_MEM_ALLOCATION_COMP_GENERIC),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_ALLOCATION_COMP_NONE => "CU_MEM_ALLOCATION_COMP_NONE",
            Self::CU_MEM_ALLOCATION_COMP_GENERIC => "CU_MEM_ALLOCATION_COMP_GENERIC",
        }
    }
}

impl CUmulticastGranularity_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmulticastGranularity_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_MULTICAST_GRANULARITY_MINIMUM),
            1 => Some(Self::CU_MULTICAST_GRANULARITY_RECOMMENDED),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MULTICAST_GRANULARITY_MINIMUM => "CU_MULTICAST_GRANULARITY_MINIMUM",
            Self::CU_MULTICAST_GRANULARITY_RECOMMENDED => "CU_MULTICAST_GRANULARITY_RECOMMENDED",
        }
    }
}

impl CUgraphExecUpdateResult_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgraphExecUpdateResult`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_GRAPH_EXEC_UPDATE_SUCCESS),
            1 => Some(Self::CU_GRAPH_EXEC_UPDATE_ERROR),
            2 => Some(Self::CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED),
            3 => Some(Self::CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED),
            4 => Some(Self::CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED),
            5 => Some(Self::CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED),
            6 => Some(Self::CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED),
            7 => Some(Self::CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE),
            8 => Some(Self::CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GRAPH_EXEC_UPDATE_SUCCESS => "CU_GRAPH_EXEC_UPDATE_SUCCESS",
            Self::CU_GRAPH_EXEC_UPDATE_ERROR => "CU_GRAPH_EXEC_UPDATE_ERROR",
            Self::CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED => {
                "CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED"
            }
            Self::CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED => {
                "CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED"
            }
            Self::CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED => {
                "CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED"
            }
            Self::CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED => {
                "CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED"
            }
            Self::CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED => {
                "CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED"
            }
            Self::CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE => {
                "CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE"
            }
            Self::CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED => {
                "CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED"
            }
        }
    }
}

impl CUmemPool_attribute_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemPool_attribute`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES),
            2 => Some(Self::CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC),
            3 => Some(Self::CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES),
            4 => Some(Self::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD),
            5 => Some(Self::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT),
            6 => Some(Self::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH),
            7 => Some(Self::CU_MEMPOOL_ATTR_USED_MEM_CURRENT),
            8 => Some(Self::CU_MEMPOOL_ATTR_USED_MEM_HIGH),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES => {
                "CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES"
            }
            Self::CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC => {
                "CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC"
            }
            Self::CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES => {
                "CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES"
            }
            Self::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD => "CU_MEMPOOL_ATTR_RELEASE_THRESHOLD",
            Self::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT => "CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT",
            Self::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH => "CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH",
            Self::CU_MEMPOOL_ATTR_USED_MEM_CURRENT => "CU_MEMPOOL_ATTR_USED_MEM_CURRENT",
            Self::CU_MEMPOOL_ATTR_USED_MEM_HIGH => "CU_MEMPOOL_ATTR_USED_MEM_HIGH",
        }
    }
}

impl CUmemcpyFlags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemcpyFlags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_MEMCPY_FLAG_DEFAULT),
            1 => Some(Self::CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEMCPY_FLAG_DEFAULT => "CU_MEMCPY_FLAG_DEFAULT",
            Self::CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE => {
                "CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE"
            }
        }
    }
}

impl CUmemcpySrcAccessOrder_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemcpySrcAccessOrder`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_MEMCPY_SRC_ACCESS_ORDER_INVALID),
            1 => Some(Self::CU_MEMCPY_SRC_ACCESS_ORDER_STREAM),
            2 => Some(Self::CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL),
            3 => Some(Self::CU_MEMCPY_SRC_ACCESS_ORDER_ANY),
            2147483647 => Some(Self::CU_MEMCPY_SRC_ACCESS_ORDER_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEMCPY_SRC_ACCESS_ORDER_INVALID => "CU_MEMCPY_SRC_ACCESS_ORDER_INVALID",
            Self::CU_MEMCPY_SRC_ACCESS_ORDER_STREAM => "CU_MEMCPY_SRC_ACCESS_ORDER_STREAM",
            Self::CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL => {
                "CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL"
            }
            Self::CU_MEMCPY_SRC_ACCESS_ORDER_ANY => "CU_MEMCPY_SRC_ACCESS_ORDER_ANY",
            Self::CU_MEMCPY_SRC_ACCESS_ORDER_MAX => "CU_MEMCPY_SRC_ACCESS_ORDER_MAX",
        }
    }
}

impl CUmemcpy3DOperandType_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemcpy3DOperandType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_MEMCPY_OPERAND_TYPE_POINTER),
            2 => Some(Self::CU_MEMCPY_OPERAND_TYPE_ARRAY),
            2147483647 => Some(Self::CU_MEMCPY_OPERAND_TYPE_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEMCPY_OPERAND_TYPE_POINTER => "CU_MEMCPY_OPERAND_TYPE_POINTER",
            Self::CU_MEMCPY_OPERAND_TYPE_ARRAY => "CU_MEMCPY_OPERAND_TYPE_ARRAY",
            Self::CU_MEMCPY_OPERAND_TYPE_MAX => "CU_MEMCPY_OPERAND_TYPE_MAX",
        }
    }
}

impl CUgraphMem_attribute_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgraphMem_attribute`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT),
            1 => Some(Self::CU_GRAPH_MEM_ATTR_USED_MEM_HIGH),
            2 => Some(Self::CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT),
            3 => Some(Self::CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT => "CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT",
            Self::CU_GRAPH_MEM_ATTR_USED_MEM_HIGH => "CU_GRAPH_MEM_ATTR_USED_MEM_HIGH",
            Self::CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT => {
                "CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT"
            }
            Self::CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH => "CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH",
        }
    }
}

impl CUgraphChildGraphNodeOwnership_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgraphChildGraphNodeOwnership`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE),
            1 => Some(Self::CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE => "CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE",
            Self::CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE => "CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE",
        }
    }
}

impl CUflushGPUDirectRDMAWritesOptions_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUflushGPUDirectRDMAWritesOptions`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST),
            2 => Some(Self::CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST => {
                "CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST"
            }
            Self::CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS => {
                "CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS"
            }
        }
    }
}

impl CUGPUDirectRDMAWritesOrdering_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUGPUDirectRDMAWritesOrdering`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE),
            100 => Some(Self::CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER),
            200 => Some(Self::CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE => {
                "CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE"
            }
            Self::CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER => {
                "CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER"
            }
            Self::CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES => {
                "CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES"
            }
        }
    }
}

impl CUflushGPUDirectRDMAWritesScope_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUflushGPUDirectRDMAWritesScope`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            100 => Some(Self::CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER),
            200 => Some(Self::CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER => {
                "CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER"
            }
            Self::CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES => {
                "CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES"
            }
        }
    }
}

impl CUflushGPUDirectRDMAWritesTarget_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUflushGPUDirectRDMAWritesTarget`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX => {
                "CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX"
            }
        }
    }
}

impl CUgraphDebugDot_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgraphDebugDot_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE),
            2 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES),
            4 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS),
            8 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS),
            16 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS),
            32 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS),
            64 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS),
            128 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS),
            256 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS),
            512 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES),
            1024 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES),
            2048 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS),
            4096 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS),
            8192 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS),
            16384 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO),
            32768 => Some(Self::CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE => "CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE",
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES => "CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES",
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO"
            }
            Self::CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS => {
                "CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS"
            }
        }
    }
}

impl CUuserObject_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUuserObject_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_USER_OBJECT_NO_DESTRUCTOR_SYNC),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_USER_OBJECT_NO_DESTRUCTOR_SYNC => "CU_USER_OBJECT_NO_DESTRUCTOR_SYNC",
        }
    }
}

impl CUuserObjectRetain_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUuserObjectRetain_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_GRAPH_USER_OBJECT_MOVE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GRAPH_USER_OBJECT_MOVE => "CU_GRAPH_USER_OBJECT_MOVE",
        }
    }
}

impl CUgraphInstantiate_flags_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgraphInstantiate_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH),
            2 => Some(Self::CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD),
            4 => Some(Self::CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH),
            8 => Some(Self::CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH => {
                "CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH"
            }
            Self::CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD => "CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD",
            Self::CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH => {
                "CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH"
            }
            Self::CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY => {
                "CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY"
            }
        }
    }
}

impl CUdeviceNumaConfig_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUdeviceNumaConfig`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_DEVICE_NUMA_CONFIG_NONE),
            1 => Some(Self::CU_DEVICE_NUMA_CONFIG_NUMA_NODE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_DEVICE_NUMA_CONFIG_NONE => "CU_DEVICE_NUMA_CONFIG_NONE",
            Self::CU_DEVICE_NUMA_CONFIG_NUMA_NODE => "CU_DEVICE_NUMA_CONFIG_NUMA_NODE",
        }
    }
}

impl CUprocessState_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUprocessState`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_PROCESS_STATE_RUNNING),
            1 => Some(Self::CU_PROCESS_STATE_LOCKED),
            2 => Some(Self::CU_PROCESS_STATE_CHECKPOINTED),
            3 => Some(Self::CU_PROCESS_STATE_FAILED),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_PROCESS_STATE_RUNNING => "CU_PROCESS_STATE_RUNNING",
            Self::CU_PROCESS_STATE_LOCKED => "CU_PROCESS_STATE_LOCKED",
            Self::CU_PROCESS_STATE_CHECKPOINTED => "CU_PROCESS_STATE_CHECKPOINTED",
            Self::CU_PROCESS_STATE_FAILED => "CU_PROCESS_STATE_FAILED",
        }
    }
}

impl CUmoduleLoadingMode_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmoduleLoadingMode`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_MODULE_EAGER_LOADING),
            2 => Some(Self::CU_MODULE_LAZY_LOADING),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MODULE_EAGER_LOADING => "CU_MODULE_EAGER_LOADING",
            Self::CU_MODULE_LAZY_LOADING => "CU_MODULE_LAZY_LOADING",
        }
    }
}

impl CUmemDecompressAlgorithm_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUmemDecompressAlgorithm`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_MEM_DECOMPRESS_UNSUPPORTED),
            1 => Some(Self::CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE),
            2 => Some(Self::CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY),
            4 => Some(Self::CU_MEM_DECOMPRESS_ALGORITHM_LZ4),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_MEM_DECOMPRESS_UNSUPPORTED => "CU_MEM_DECOMPRESS_UNSUPPORTED",
            Self::CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE => "CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE",
            Self::CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY => "CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY",
            Self::CU_MEM_DECOMPRESS_ALGORITHM_LZ4 => "CU_MEM_DECOMPRESS_ALGORITHM_LZ4",
        }
    }
}

impl CUfunctionLoadingState_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUfunctionLoadingState`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_FUNCTION_LOADING_STATE_UNLOADED),
            1 => Some(Self::CU_FUNCTION_LOADING_STATE_LOADED),
            2 => Some(Self::CU_FUNCTION_LOADING_STATE_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_FUNCTION_LOADING_STATE_UNLOADED => "CU_FUNCTION_LOADING_STATE_UNLOADED",
            Self::CU_FUNCTION_LOADING_STATE_LOADED => "CU_FUNCTION_LOADING_STATE_LOADED",
            Self::CU_FUNCTION_LOADING_STATE_MAX => "CU_FUNCTION_LOADING_STATE_MAX",
        }
    }
}

impl CUcoredumpSettings_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUcoredumpSettings`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_COREDUMP_ENABLE_ON_EXCEPTION),
            2 => Some(Self::CU_COREDUMP_TRIGGER_HOST),
            3 => Some(Self::CU_COREDUMP_LIGHTWEIGHT),
            4 => Some(Self::CU_COREDUMP_ENABLE_USER_TRIGGER),
            5 => Some(Self::CU_COREDUMP_FILE),
            6 => Some(Self::CU_COREDUMP_PIPE),
            7 => Some(Self::CU_COREDUMP_GENERATION_FLAGS),
            8 => Some(Self::CU_COREDUMP_MAX),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_COREDUMP_ENABLE_ON_EXCEPTION => "CU_COREDUMP_ENABLE_ON_EXCEPTION",
            Self::CU_COREDUMP_TRIGGER_HOST => "CU_COREDUMP_TRIGGER_HOST",
            Self::CU_COREDUMP_LIGHTWEIGHT => "CU_COREDUMP_LIGHTWEIGHT",
            Self::CU_COREDUMP_ENABLE_USER_TRIGGER => "CU_COREDUMP_ENABLE_USER_TRIGGER",
            Self::CU_COREDUMP_FILE => "CU_COREDUMP_FILE",
            Self::CU_COREDUMP_PIPE => "CU_COREDUMP_PIPE",
            Self::CU_COREDUMP_GENERATION_FLAGS => "CU_COREDUMP_GENERATION_FLAGS",
            Self::CU_COREDUMP_MAX => "CU_COREDUMP_MAX",
        }
    }
}

impl CUCoredumpGenerationFlags {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUCoredumpGenerationFlags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_COREDUMP_DEFAULT_FLAGS),
            1 => Some(Self::CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES),
            2 => Some(Self::CU_COREDUMP_SKIP_GLOBAL_MEMORY),
            4 => Some(Self::CU_COREDUMP_SKIP_SHARED_MEMORY),
            8 => Some(Self::CU_COREDUMP_SKIP_LOCAL_MEMORY),
            16 => Some(Self::CU_COREDUMP_SKIP_ABORT),
            32 => Some(Self::CU_COREDUMP_SKIP_CONSTBANK_MEMORY),
            47 => Some(Self::CU_COREDUMP_LIGHTWEIGHT_FLAGS),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_COREDUMP_DEFAULT_FLAGS => "CU_COREDUMP_DEFAULT_FLAGS",
            Self::CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES => {
                "CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES"
            }
            Self::CU_COREDUMP_SKIP_GLOBAL_MEMORY => "CU_COREDUMP_SKIP_GLOBAL_MEMORY",
            Self::CU_COREDUMP_SKIP_SHARED_MEMORY => "CU_COREDUMP_SKIP_SHARED_MEMORY",
            Self::CU_COREDUMP_SKIP_LOCAL_MEMORY => "CU_COREDUMP_SKIP_LOCAL_MEMORY",
            Self::CU_COREDUMP_SKIP_ABORT => "CU_COREDUMP_SKIP_ABORT",
            Self::CU_COREDUMP_SKIP_CONSTBANK_MEMORY => "CU_COREDUMP_SKIP_CONSTBANK_MEMORY",
            Self::CU_COREDUMP_LIGHTWEIGHT_FLAGS => "CU_COREDUMP_LIGHTWEIGHT_FLAGS",
        }
    }
}

impl CUgreenCtxCreate_flags {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUgreenCtxCreate_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_GREEN_CTX_DEFAULT_STREAM),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_GREEN_CTX_DEFAULT_STREAM => "CU_GREEN_CTX_DEFAULT_STREAM",
        }
    }
}

impl CUdevSmResourceSplit_flags {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUdevSmResourceSplit_flags`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            1 => Some(Self::CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING),
            2 => Some(Self::CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING => {
                "CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING"
            }
            Self::CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE => {
                "CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE"
            }
        }
    }
}

impl CUdevResourceType {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUdevResourceType`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_DEV_RESOURCE_TYPE_INVALID),
            1 => Some(Self::CU_DEV_RESOURCE_TYPE_SM),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_DEV_RESOURCE_TYPE_INVALID => "CU_DEV_RESOURCE_TYPE_INVALID",
            Self::CU_DEV_RESOURCE_TYPE_SM => "CU_DEV_RESOURCE_TYPE_SM",
        }
    }
}

impl CUlogLevel_enum {
    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a
    /// newer library may return). Check what a C function writes this way before it
    /// becomes a `CUlogLevel`: a Rust enum holding another value is undefined behaviour.
    pub const fn from_raw(raw: u32) -> Option<Self> {
        match raw {
            0 => Some(Self::CU_LOG_LEVEL_ERROR),
            1 => Some(Self::CU_LOG_LEVEL_WARNING),
            _ => None,
        }
    }

    /// The name of this value's constant in the C header.
    pub const fn name(self) -> &'static str {
        match self {
            Self::CU_LOG_LEVEL_ERROR => "CU_LOG_LEVEL_ERROR",
            Self::CU_LOG_LEVEL_WARNING => "CU_LOG_LEVEL_WARNING",
        }
    }
}

/// The code a missing library or function returns; the loader's message is recorded for
/// the `result` layer.
#[cold]
#[inline(never)]
fn __load_failed(e: LoadError) -> CUresult {
    let code = if e.missing_symbol().is_some() {
        CUresult::CUDA_ERROR_NOT_FOUND
    } else {
        CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED
    };
    crate::loader::record_failure("libcuda", code as i64, Failure::Load(e));
    code
}

/// The returned value as a `CUresult`, with a value these bindings do not know mapped to a
/// known one (see the module docs).
#[inline(always)]
pub(crate) fn __checked(raw: u32, function: &'static str) -> CUresult {
    // Zero (success, the usual answer) first, without the whole match.
    if raw == 0 {
        if let Some(code) = const { CUresult::from_raw(0) } {
            return code;
        }
    }
    match CUresult::from_raw(raw) {
        Some(code) => code,
        None => __unknown(raw, function),
    }
}

#[cold]
#[inline(never)]
fn __unknown(raw: u32, function: &'static str) -> CUresult {
    let code = CUresult::CUDA_ERROR_UNKNOWN;
    let raw = raw as i64;
    crate::loader::record_failure("libcuda", code as i64, Failure::Unknown { function, raw });
    code
}

/// `cuGetErrorString`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGetErrorString(error: CUresult, pStr: *mut *const ::core::ffi::c_char) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGetErrorString");
    type __F = unsafe extern "C" fn(CUresult, *mut *const ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(error, pStr) }, "cuGetErrorString"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGetErrorName`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGetErrorName(error: CUresult, pStr: *mut *const ::core::ffi::c_char) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGetErrorName");
    type __F = unsafe extern "C" fn(CUresult, *mut *const ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(error, pStr) }, "cuGetErrorName"),
        Err(e) => __load_failed(e),
    }
}

/// `cuInit`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuInit(Flags: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuInit");
    type __F = unsafe extern "C" fn(::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(Flags) }, "cuInit"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDriverGetVersion`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDriverGetVersion(driverVersion: *mut ::core::ffi::c_int) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDriverGetVersion");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(driverVersion) }, "cuDriverGetVersion"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGet`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGet(device: *mut CUdevice, ordinal: ::core::ffi::c_int) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGet");
    type __F = unsafe extern "C" fn(*mut CUdevice, ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(device, ordinal) }, "cuDeviceGet"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetCount`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetCount(count: *mut ::core::ffi::c_int) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetCount");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(count) }, "cuDeviceGetCount"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetName`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetName(
    name: *mut ::core::ffi::c_char,
    len: ::core::ffi::c_int,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetName");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_char, ::core::ffi::c_int, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(name, len, dev) }, "cuDeviceGetName"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetUuid`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetUuid(uuid: *mut CUuuid, dev: CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetUuid");
    type __F = unsafe extern "C" fn(*mut CUuuid, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(uuid, dev) }, "cuDeviceGetUuid"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetUuid_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetUuid_v2(uuid: *mut CUuuid, dev: CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetUuid_v2");
    type __F = unsafe extern "C" fn(*mut CUuuid, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(uuid, dev) }, "cuDeviceGetUuid_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetLuid`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetLuid(
    luid: *mut ::core::ffi::c_char,
    deviceNodeMask: *mut ::core::ffi::c_uint,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetLuid");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_char, *mut ::core::ffi::c_uint, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(luid, deviceNodeMask, dev) }, "cuDeviceGetLuid"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceTotalMem_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceTotalMem_v2(bytes: *mut usize, dev: CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceTotalMem_v2");
    type __F = unsafe extern "C" fn(*mut usize, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(bytes, dev) }, "cuDeviceTotalMem_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetTexture1DLinearMaxWidth`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetTexture1DLinearMaxWidth(
    maxWidthInElements: *mut usize,
    format: CUarray_format,
    numChannels: ::core::ffi::c_uint,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetTexture1DLinearMaxWidth");
    type __F =
        unsafe extern "C" fn(*mut usize, CUarray_format, ::core::ffi::c_uint, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(maxWidthInElements, format, numChannels, dev) },
            "cuDeviceGetTexture1DLinearMaxWidth",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetAttribute(
    pi: *mut ::core::ffi::c_int,
    attrib: CUdevice_attribute,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetAttribute");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int, CUdevice_attribute, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pi, attrib, dev) }, "cuDeviceGetAttribute"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetNvSciSyncAttributes`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetNvSciSyncAttributes(
    nvSciSyncAttrList: *mut ::core::ffi::c_void,
    dev: CUdevice,
    flags: ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetNvSciSyncAttributes");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void, CUdevice, ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(nvSciSyncAttrList, dev, flags) },
            "cuDeviceGetNvSciSyncAttributes",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceSetMemPool`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceSetMemPool(dev: CUdevice, pool: CUmemoryPool) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceSetMemPool");
    type __F = unsafe extern "C" fn(CUdevice, CUmemoryPool) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dev, pool) }, "cuDeviceSetMemPool"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetMemPool`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetMemPool(pool: *mut CUmemoryPool, dev: CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetMemPool");
    type __F = unsafe extern "C" fn(*mut CUmemoryPool, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pool, dev) }, "cuDeviceGetMemPool"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetDefaultMemPool`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetDefaultMemPool(pool_out: *mut CUmemoryPool, dev: CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetDefaultMemPool");
    type __F = unsafe extern "C" fn(*mut CUmemoryPool, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pool_out, dev) }, "cuDeviceGetDefaultMemPool"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetExecAffinitySupport`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetExecAffinitySupport(
    pi: *mut ::core::ffi::c_int,
    type_: CUexecAffinityType,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetExecAffinitySupport");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int, CUexecAffinityType, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pi, type_, dev) },
            "cuDeviceGetExecAffinitySupport",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuFlushGPUDirectRDMAWrites`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFlushGPUDirectRDMAWrites(
    target: CUflushGPUDirectRDMAWritesTarget,
    scope: CUflushGPUDirectRDMAWritesScope,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFlushGPUDirectRDMAWrites");
    type __F = unsafe extern "C" fn(
        CUflushGPUDirectRDMAWritesTarget,
        CUflushGPUDirectRDMAWritesScope,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(target, scope) }, "cuFlushGPUDirectRDMAWrites"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetProperties`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetProperties(prop: *mut CUdevprop, dev: CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetProperties");
    type __F = unsafe extern "C" fn(*mut CUdevprop, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(prop, dev) }, "cuDeviceGetProperties"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceComputeCapability`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceComputeCapability(
    major: *mut ::core::ffi::c_int,
    minor: *mut ::core::ffi::c_int,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceComputeCapability");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_int, *mut ::core::ffi::c_int, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(major, minor, dev) },
            "cuDeviceComputeCapability",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDevicePrimaryCtxRetain`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDevicePrimaryCtxRetain(pctx: *mut CUcontext, dev: CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDevicePrimaryCtxRetain");
    type __F = unsafe extern "C" fn(*mut CUcontext, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pctx, dev) }, "cuDevicePrimaryCtxRetain"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDevicePrimaryCtxRelease_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDevicePrimaryCtxRelease_v2(dev: CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDevicePrimaryCtxRelease_v2");
    type __F = unsafe extern "C" fn(CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dev) }, "cuDevicePrimaryCtxRelease_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDevicePrimaryCtxSetFlags_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDevicePrimaryCtxSetFlags_v2(dev: CUdevice, flags: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDevicePrimaryCtxSetFlags_v2");
    type __F = unsafe extern "C" fn(CUdevice, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dev, flags) }, "cuDevicePrimaryCtxSetFlags_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDevicePrimaryCtxGetState`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDevicePrimaryCtxGetState(
    dev: CUdevice,
    flags: *mut ::core::ffi::c_uint,
    active: *mut ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDevicePrimaryCtxGetState");
    type __F =
        unsafe extern "C" fn(CUdevice, *mut ::core::ffi::c_uint, *mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dev, flags, active) },
            "cuDevicePrimaryCtxGetState",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDevicePrimaryCtxReset_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDevicePrimaryCtxReset_v2(dev: CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDevicePrimaryCtxReset_v2");
    type __F = unsafe extern "C" fn(CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dev) }, "cuDevicePrimaryCtxReset_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxCreate_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxCreate_v2(
    pctx: *mut CUcontext,
    flags: ::core::ffi::c_uint,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxCreate_v2");
    type __F = unsafe extern "C" fn(*mut CUcontext, ::core::ffi::c_uint, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pctx, flags, dev) }, "cuCtxCreate_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxCreate_v3`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxCreate_v3(
    pctx: *mut CUcontext,
    paramsArray: *mut CUexecAffinityParam,
    numParams: ::core::ffi::c_int,
    flags: ::core::ffi::c_uint,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxCreate_v3");
    type __F = unsafe extern "C" fn(
        *mut CUcontext,
        *mut CUexecAffinityParam,
        ::core::ffi::c_int,
        ::core::ffi::c_uint,
        CUdevice,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pctx, paramsArray, numParams, flags, dev) },
            "cuCtxCreate_v3",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxCreate_v4`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxCreate_v4(
    pctx: *mut CUcontext,
    ctxCreateParams: *mut CUctxCreateParams,
    flags: ::core::ffi::c_uint,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxCreate_v4");
    type __F = unsafe extern "C" fn(
        *mut CUcontext,
        *mut CUctxCreateParams,
        ::core::ffi::c_uint,
        CUdevice,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pctx, ctxCreateParams, flags, dev) },
            "cuCtxCreate_v4",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxDestroy_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxDestroy_v2(ctx: CUcontext) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxDestroy_v2");
    type __F = unsafe extern "C" fn(CUcontext) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ctx) }, "cuCtxDestroy_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxPushCurrent_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxPushCurrent_v2(ctx: CUcontext) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxPushCurrent_v2");
    type __F = unsafe extern "C" fn(CUcontext) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ctx) }, "cuCtxPushCurrent_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxPopCurrent_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxPopCurrent_v2(pctx: *mut CUcontext) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxPopCurrent_v2");
    type __F = unsafe extern "C" fn(*mut CUcontext) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pctx) }, "cuCtxPopCurrent_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxSetCurrent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxSetCurrent(ctx: CUcontext) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxSetCurrent");
    type __F = unsafe extern "C" fn(CUcontext) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ctx) }, "cuCtxSetCurrent"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxGetCurrent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxGetCurrent(pctx: *mut CUcontext) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxGetCurrent");
    type __F = unsafe extern "C" fn(*mut CUcontext) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pctx) }, "cuCtxGetCurrent"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxGetDevice`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxGetDevice(device: *mut CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxGetDevice");
    type __F = unsafe extern "C" fn(*mut CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(device) }, "cuCtxGetDevice"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxGetFlags`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxGetFlags(flags: *mut ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxGetFlags");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(flags) }, "cuCtxGetFlags"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxSetFlags`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxSetFlags(flags: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxSetFlags");
    type __F = unsafe extern "C" fn(::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(flags) }, "cuCtxSetFlags"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxGetId`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxGetId(ctx: CUcontext, ctxId: *mut ::core::ffi::c_ulonglong) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxGetId");
    type __F = unsafe extern "C" fn(CUcontext, *mut ::core::ffi::c_ulonglong) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ctx, ctxId) }, "cuCtxGetId"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxSynchronize`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxSynchronize() -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxSynchronize");
    type __F = unsafe extern "C" fn() -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f() }, "cuCtxSynchronize"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxSetLimit`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxSetLimit(limit: CUlimit, value: usize) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxSetLimit");
    type __F = unsafe extern "C" fn(CUlimit, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(limit, value) }, "cuCtxSetLimit"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxGetLimit`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxGetLimit(pvalue: *mut usize, limit: CUlimit) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxGetLimit");
    type __F = unsafe extern "C" fn(*mut usize, CUlimit) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pvalue, limit) }, "cuCtxGetLimit"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxGetCacheConfig`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxGetCacheConfig(pconfig: *mut CUfunc_cache) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxGetCacheConfig");
    type __F = unsafe extern "C" fn(*mut CUfunc_cache) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pconfig) }, "cuCtxGetCacheConfig"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxSetCacheConfig`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxSetCacheConfig(config: CUfunc_cache) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxSetCacheConfig");
    type __F = unsafe extern "C" fn(CUfunc_cache) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(config) }, "cuCtxSetCacheConfig"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxGetApiVersion`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxGetApiVersion(ctx: CUcontext, version: *mut ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxGetApiVersion");
    type __F = unsafe extern "C" fn(CUcontext, *mut ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ctx, version) }, "cuCtxGetApiVersion"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxGetStreamPriorityRange`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxGetStreamPriorityRange(
    leastPriority: *mut ::core::ffi::c_int,
    greatestPriority: *mut ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxGetStreamPriorityRange");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int, *mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(leastPriority, greatestPriority) },
            "cuCtxGetStreamPriorityRange",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxResetPersistingL2Cache`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxResetPersistingL2Cache() -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxResetPersistingL2Cache");
    type __F = unsafe extern "C" fn() -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f() }, "cuCtxResetPersistingL2Cache"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxGetExecAffinity`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxGetExecAffinity(
    pExecAffinity: *mut CUexecAffinityParam,
    type_: CUexecAffinityType,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxGetExecAffinity");
    type __F = unsafe extern "C" fn(*mut CUexecAffinityParam, CUexecAffinityType) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pExecAffinity, type_) }, "cuCtxGetExecAffinity"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxRecordEvent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxRecordEvent(hCtx: CUcontext, hEvent: CUevent) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxRecordEvent");
    type __F = unsafe extern "C" fn(CUcontext, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hCtx, hEvent) }, "cuCtxRecordEvent"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxWaitEvent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxWaitEvent(hCtx: CUcontext, hEvent: CUevent) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxWaitEvent");
    type __F = unsafe extern "C" fn(CUcontext, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hCtx, hEvent) }, "cuCtxWaitEvent"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxAttach`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxAttach(pctx: *mut CUcontext, flags: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxAttach");
    type __F = unsafe extern "C" fn(*mut CUcontext, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pctx, flags) }, "cuCtxAttach"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxDetach`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxDetach(ctx: CUcontext) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxDetach");
    type __F = unsafe extern "C" fn(CUcontext) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ctx) }, "cuCtxDetach"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxGetSharedMemConfig`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxGetSharedMemConfig(pConfig: *mut CUsharedconfig) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxGetSharedMemConfig");
    type __F = unsafe extern "C" fn(*mut CUsharedconfig) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pConfig) }, "cuCtxGetSharedMemConfig"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxSetSharedMemConfig`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxSetSharedMemConfig(config: CUsharedconfig) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxSetSharedMemConfig");
    type __F = unsafe extern "C" fn(CUsharedconfig) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(config) }, "cuCtxSetSharedMemConfig"),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleLoad`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleLoad(module: *mut CUmodule, fname: *const ::core::ffi::c_char) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleLoad");
    type __F = unsafe extern "C" fn(*mut CUmodule, *const ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(module, fname) }, "cuModuleLoad"),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleLoadData`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleLoadData(
    module: *mut CUmodule,
    image: *const ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleLoadData");
    type __F = unsafe extern "C" fn(*mut CUmodule, *const ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(module, image) }, "cuModuleLoadData"),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleLoadDataEx`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleLoadDataEx(
    module: *mut CUmodule,
    image: *const ::core::ffi::c_void,
    numOptions: ::core::ffi::c_uint,
    options: *mut CUjit_option,
    optionValues: *mut *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleLoadDataEx");
    type __F = unsafe extern "C" fn(
        *mut CUmodule,
        *const ::core::ffi::c_void,
        ::core::ffi::c_uint,
        *mut CUjit_option,
        *mut *mut ::core::ffi::c_void,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(module, image, numOptions, options, optionValues) },
            "cuModuleLoadDataEx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleLoadFatBinary`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleLoadFatBinary(
    module: *mut CUmodule,
    fatCubin: *const ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleLoadFatBinary");
    type __F = unsafe extern "C" fn(*mut CUmodule, *const ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(module, fatCubin) }, "cuModuleLoadFatBinary"),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleUnload`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleUnload(hmod: CUmodule) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleUnload");
    type __F = unsafe extern "C" fn(CUmodule) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hmod) }, "cuModuleUnload"),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleGetLoadingMode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleGetLoadingMode(mode: *mut CUmoduleLoadingMode) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleGetLoadingMode");
    type __F = unsafe extern "C" fn(*mut CUmoduleLoadingMode) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(mode) }, "cuModuleGetLoadingMode"),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleGetFunction`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleGetFunction(
    hfunc: *mut CUfunction,
    hmod: CUmodule,
    name: *const ::core::ffi::c_char,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleGetFunction");
    type __F = unsafe extern "C" fn(*mut CUfunction, CUmodule, *const ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hfunc, hmod, name) }, "cuModuleGetFunction"),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleGetFunctionCount`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleGetFunctionCount(
    count: *mut ::core::ffi::c_uint,
    mod_: CUmodule,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleGetFunctionCount");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_uint, CUmodule) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(count, mod_) }, "cuModuleGetFunctionCount"),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleEnumerateFunctions`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleEnumerateFunctions(
    functions: *mut CUfunction,
    numFunctions: ::core::ffi::c_uint,
    mod_: CUmodule,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleEnumerateFunctions");
    type __F = unsafe extern "C" fn(*mut CUfunction, ::core::ffi::c_uint, CUmodule) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(functions, numFunctions, mod_) },
            "cuModuleEnumerateFunctions",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleGetGlobal_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleGetGlobal_v2(
    dptr: *mut CUdeviceptr,
    bytes: *mut usize,
    hmod: CUmodule,
    name: *const ::core::ffi::c_char,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleGetGlobal_v2");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        *mut usize,
        CUmodule,
        *const ::core::ffi::c_char,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dptr, bytes, hmod, name) },
            "cuModuleGetGlobal_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLinkCreate_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLinkCreate_v2(
    numOptions: ::core::ffi::c_uint,
    options: *mut CUjit_option,
    optionValues: *mut *mut ::core::ffi::c_void,
    stateOut: *mut CUlinkState,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLinkCreate_v2");
    type __F = unsafe extern "C" fn(
        ::core::ffi::c_uint,
        *mut CUjit_option,
        *mut *mut ::core::ffi::c_void,
        *mut CUlinkState,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(numOptions, options, optionValues, stateOut) },
            "cuLinkCreate_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLinkAddData_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLinkAddData_v2(
    state: CUlinkState,
    type_: CUjitInputType,
    data: *mut ::core::ffi::c_void,
    size: usize,
    name: *const ::core::ffi::c_char,
    numOptions: ::core::ffi::c_uint,
    options: *mut CUjit_option,
    optionValues: *mut *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLinkAddData_v2");
    type __F = unsafe extern "C" fn(
        CUlinkState,
        CUjitInputType,
        *mut ::core::ffi::c_void,
        usize,
        *const ::core::ffi::c_char,
        ::core::ffi::c_uint,
        *mut CUjit_option,
        *mut *mut ::core::ffi::c_void,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    state,
                    type_,
                    data,
                    size,
                    name,
                    numOptions,
                    options,
                    optionValues,
                )
            },
            "cuLinkAddData_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLinkAddFile_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLinkAddFile_v2(
    state: CUlinkState,
    type_: CUjitInputType,
    path: *const ::core::ffi::c_char,
    numOptions: ::core::ffi::c_uint,
    options: *mut CUjit_option,
    optionValues: *mut *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLinkAddFile_v2");
    type __F = unsafe extern "C" fn(
        CUlinkState,
        CUjitInputType,
        *const ::core::ffi::c_char,
        ::core::ffi::c_uint,
        *mut CUjit_option,
        *mut *mut ::core::ffi::c_void,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(state, type_, path, numOptions, options, optionValues) },
            "cuLinkAddFile_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLinkComplete`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLinkComplete(
    state: CUlinkState,
    cubinOut: *mut *mut ::core::ffi::c_void,
    sizeOut: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLinkComplete");
    type __F = unsafe extern "C" fn(CUlinkState, *mut *mut ::core::ffi::c_void, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(state, cubinOut, sizeOut) }, "cuLinkComplete"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLinkDestroy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLinkDestroy(state: CUlinkState) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLinkDestroy");
    type __F = unsafe extern "C" fn(CUlinkState) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(state) }, "cuLinkDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleGetTexRef`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleGetTexRef(
    pTexRef: *mut CUtexref,
    hmod: CUmodule,
    name: *const ::core::ffi::c_char,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleGetTexRef");
    type __F = unsafe extern "C" fn(*mut CUtexref, CUmodule, *const ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pTexRef, hmod, name) }, "cuModuleGetTexRef"),
        Err(e) => __load_failed(e),
    }
}

/// `cuModuleGetSurfRef`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuModuleGetSurfRef(
    pSurfRef: *mut CUsurfref,
    hmod: CUmodule,
    name: *const ::core::ffi::c_char,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuModuleGetSurfRef");
    type __F = unsafe extern "C" fn(*mut CUsurfref, CUmodule, *const ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pSurfRef, hmod, name) }, "cuModuleGetSurfRef"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLibraryLoadData`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLibraryLoadData(
    library: *mut CUlibrary,
    code: *const ::core::ffi::c_void,
    jitOptions: *mut CUjit_option,
    jitOptionsValues: *mut *mut ::core::ffi::c_void,
    numJitOptions: ::core::ffi::c_uint,
    libraryOptions: *mut CUlibraryOption,
    libraryOptionValues: *mut *mut ::core::ffi::c_void,
    numLibraryOptions: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLibraryLoadData");
    type __F = unsafe extern "C" fn(
        *mut CUlibrary,
        *const ::core::ffi::c_void,
        *mut CUjit_option,
        *mut *mut ::core::ffi::c_void,
        ::core::ffi::c_uint,
        *mut CUlibraryOption,
        *mut *mut ::core::ffi::c_void,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    library,
                    code,
                    jitOptions,
                    jitOptionsValues,
                    numJitOptions,
                    libraryOptions,
                    libraryOptionValues,
                    numLibraryOptions,
                )
            },
            "cuLibraryLoadData",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLibraryLoadFromFile`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLibraryLoadFromFile(
    library: *mut CUlibrary,
    fileName: *const ::core::ffi::c_char,
    jitOptions: *mut CUjit_option,
    jitOptionsValues: *mut *mut ::core::ffi::c_void,
    numJitOptions: ::core::ffi::c_uint,
    libraryOptions: *mut CUlibraryOption,
    libraryOptionValues: *mut *mut ::core::ffi::c_void,
    numLibraryOptions: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLibraryLoadFromFile");
    type __F = unsafe extern "C" fn(
        *mut CUlibrary,
        *const ::core::ffi::c_char,
        *mut CUjit_option,
        *mut *mut ::core::ffi::c_void,
        ::core::ffi::c_uint,
        *mut CUlibraryOption,
        *mut *mut ::core::ffi::c_void,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    library,
                    fileName,
                    jitOptions,
                    jitOptionsValues,
                    numJitOptions,
                    libraryOptions,
                    libraryOptionValues,
                    numLibraryOptions,
                )
            },
            "cuLibraryLoadFromFile",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLibraryUnload`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLibraryUnload(library: CUlibrary) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLibraryUnload");
    type __F = unsafe extern "C" fn(CUlibrary) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(library) }, "cuLibraryUnload"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLibraryGetKernel`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLibraryGetKernel(
    pKernel: *mut CUkernel,
    library: CUlibrary,
    name: *const ::core::ffi::c_char,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetKernel");
    type __F = unsafe extern "C" fn(*mut CUkernel, CUlibrary, *const ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pKernel, library, name) }, "cuLibraryGetKernel"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLibraryGetKernelCount`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLibraryGetKernelCount(count: *mut ::core::ffi::c_uint, lib: CUlibrary) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetKernelCount");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_uint, CUlibrary) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(count, lib) }, "cuLibraryGetKernelCount"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLibraryEnumerateKernels`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLibraryEnumerateKernels(
    kernels: *mut CUkernel,
    numKernels: ::core::ffi::c_uint,
    lib: CUlibrary,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLibraryEnumerateKernels");
    type __F = unsafe extern "C" fn(*mut CUkernel, ::core::ffi::c_uint, CUlibrary) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(kernels, numKernels, lib) },
            "cuLibraryEnumerateKernels",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLibraryGetModule`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLibraryGetModule(pMod: *mut CUmodule, library: CUlibrary) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetModule");
    type __F = unsafe extern "C" fn(*mut CUmodule, CUlibrary) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pMod, library) }, "cuLibraryGetModule"),
        Err(e) => __load_failed(e),
    }
}

/// `cuKernelGetFunction`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuKernelGetFunction(pFunc: *mut CUfunction, kernel: CUkernel) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuKernelGetFunction");
    type __F = unsafe extern "C" fn(*mut CUfunction, CUkernel) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pFunc, kernel) }, "cuKernelGetFunction"),
        Err(e) => __load_failed(e),
    }
}

/// `cuKernelGetLibrary`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuKernelGetLibrary(pLib: *mut CUlibrary, kernel: CUkernel) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuKernelGetLibrary");
    type __F = unsafe extern "C" fn(*mut CUlibrary, CUkernel) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pLib, kernel) }, "cuKernelGetLibrary"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLibraryGetGlobal`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLibraryGetGlobal(
    dptr: *mut CUdeviceptr,
    bytes: *mut usize,
    library: CUlibrary,
    name: *const ::core::ffi::c_char,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetGlobal");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        *mut usize,
        CUlibrary,
        *const ::core::ffi::c_char,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dptr, bytes, library, name) },
            "cuLibraryGetGlobal",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLibraryGetManaged`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLibraryGetManaged(
    dptr: *mut CUdeviceptr,
    bytes: *mut usize,
    library: CUlibrary,
    name: *const ::core::ffi::c_char,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetManaged");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        *mut usize,
        CUlibrary,
        *const ::core::ffi::c_char,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dptr, bytes, library, name) },
            "cuLibraryGetManaged",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLibraryGetUnifiedFunction`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLibraryGetUnifiedFunction(
    fptr: *mut *mut ::core::ffi::c_void,
    library: CUlibrary,
    symbol: *const ::core::ffi::c_char,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetUnifiedFunction");
    type __F = unsafe extern "C" fn(
        *mut *mut ::core::ffi::c_void,
        CUlibrary,
        *const ::core::ffi::c_char,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(fptr, library, symbol) },
            "cuLibraryGetUnifiedFunction",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuKernelGetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuKernelGetAttribute(
    pi: *mut ::core::ffi::c_int,
    attrib: CUfunction_attribute,
    kernel: CUkernel,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuKernelGetAttribute");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        CUfunction_attribute,
        CUkernel,
        CUdevice,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pi, attrib, kernel, dev) },
            "cuKernelGetAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuKernelSetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuKernelSetAttribute(
    attrib: CUfunction_attribute,
    val: ::core::ffi::c_int,
    kernel: CUkernel,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuKernelSetAttribute");
    type __F =
        unsafe extern "C" fn(CUfunction_attribute, ::core::ffi::c_int, CUkernel, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(attrib, val, kernel, dev) },
            "cuKernelSetAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuKernelSetCacheConfig`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuKernelSetCacheConfig(
    kernel: CUkernel,
    config: CUfunc_cache,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuKernelSetCacheConfig");
    type __F = unsafe extern "C" fn(CUkernel, CUfunc_cache, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(kernel, config, dev) },
            "cuKernelSetCacheConfig",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuKernelGetName`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuKernelGetName(name: *mut *const ::core::ffi::c_char, hfunc: CUkernel) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuKernelGetName");
    type __F = unsafe extern "C" fn(*mut *const ::core::ffi::c_char, CUkernel) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(name, hfunc) }, "cuKernelGetName"),
        Err(e) => __load_failed(e),
    }
}

/// `cuKernelGetParamInfo`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuKernelGetParamInfo(
    kernel: CUkernel,
    paramIndex: usize,
    paramOffset: *mut usize,
    paramSize: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuKernelGetParamInfo");
    type __F = unsafe extern "C" fn(CUkernel, usize, *mut usize, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(kernel, paramIndex, paramOffset, paramSize) },
            "cuKernelGetParamInfo",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemGetInfo_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemGetInfo_v2(free: *mut usize, total: *mut usize) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemGetInfo_v2");
    type __F = unsafe extern "C" fn(*mut usize, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(free, total) }, "cuMemGetInfo_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemAlloc_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemAlloc_v2(dptr: *mut CUdeviceptr, bytesize: usize) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemAlloc_v2");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dptr, bytesize) }, "cuMemAlloc_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemAllocPitch_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemAllocPitch_v2(
    dptr: *mut CUdeviceptr,
    pPitch: *mut usize,
    WidthInBytes: usize,
    Height: usize,
    ElementSizeBytes: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemAllocPitch_v2");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        *mut usize,
        usize,
        usize,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes) },
            "cuMemAllocPitch_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemFree_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemFree_v2(dptr: CUdeviceptr) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemFree_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dptr) }, "cuMemFree_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemGetAddressRange_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemGetAddressRange_v2(
    pbase: *mut CUdeviceptr,
    psize: *mut usize,
    dptr: CUdeviceptr,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemGetAddressRange_v2");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, *mut usize, CUdeviceptr) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pbase, psize, dptr) },
            "cuMemGetAddressRange_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemAllocHost_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemAllocHost_v2(pp: *mut *mut ::core::ffi::c_void, bytesize: usize) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemAllocHost_v2");
    type __F = unsafe extern "C" fn(*mut *mut ::core::ffi::c_void, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pp, bytesize) }, "cuMemAllocHost_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemFreeHost`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemFreeHost(p: *mut ::core::ffi::c_void) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemFreeHost");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(p) }, "cuMemFreeHost"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemHostAlloc`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemHostAlloc(
    pp: *mut *mut ::core::ffi::c_void,
    bytesize: usize,
    Flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemHostAlloc");
    type __F =
        unsafe extern "C" fn(*mut *mut ::core::ffi::c_void, usize, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pp, bytesize, Flags) }, "cuMemHostAlloc"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemHostGetDevicePointer_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemHostGetDevicePointer_v2(
    pdptr: *mut CUdeviceptr,
    p: *mut ::core::ffi::c_void,
    Flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemHostGetDevicePointer_v2");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        *mut ::core::ffi::c_void,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pdptr, p, Flags) },
            "cuMemHostGetDevicePointer_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemHostGetFlags`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemHostGetFlags(
    pFlags: *mut ::core::ffi::c_uint,
    p: *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemHostGetFlags");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_uint, *mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pFlags, p) }, "cuMemHostGetFlags"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemAllocManaged`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemAllocManaged(
    dptr: *mut CUdeviceptr,
    bytesize: usize,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemAllocManaged");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, usize, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dptr, bytesize, flags) }, "cuMemAllocManaged"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceRegisterAsyncNotification`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceRegisterAsyncNotification(
    device: CUdevice,
    callbackFunc: CUasyncCallback,
    userData: *mut ::core::ffi::c_void,
    callback: *mut CUasyncCallbackHandle,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceRegisterAsyncNotification");
    type __F = unsafe extern "C" fn(
        CUdevice,
        CUasyncCallback,
        *mut ::core::ffi::c_void,
        *mut CUasyncCallbackHandle,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(device, callbackFunc, userData, callback) },
            "cuDeviceRegisterAsyncNotification",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceUnregisterAsyncNotification`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceUnregisterAsyncNotification(
    device: CUdevice,
    callback: CUasyncCallbackHandle,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceUnregisterAsyncNotification");
    type __F = unsafe extern "C" fn(CUdevice, CUasyncCallbackHandle) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(device, callback) },
            "cuDeviceUnregisterAsyncNotification",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetByPCIBusId`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetByPCIBusId(
    dev: *mut CUdevice,
    pciBusId: *const ::core::ffi::c_char,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetByPCIBusId");
    type __F = unsafe extern "C" fn(*mut CUdevice, *const ::core::ffi::c_char) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dev, pciBusId) }, "cuDeviceGetByPCIBusId"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetPCIBusId`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetPCIBusId(
    pciBusId: *mut ::core::ffi::c_char,
    len: ::core::ffi::c_int,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetPCIBusId");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_char, ::core::ffi::c_int, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pciBusId, len, dev) }, "cuDeviceGetPCIBusId"),
        Err(e) => __load_failed(e),
    }
}

/// `cuIpcGetEventHandle`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuIpcGetEventHandle(pHandle: *mut CUipcEventHandle, event: CUevent) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuIpcGetEventHandle");
    type __F = unsafe extern "C" fn(*mut CUipcEventHandle, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pHandle, event) }, "cuIpcGetEventHandle"),
        Err(e) => __load_failed(e),
    }
}

/// `cuIpcOpenEventHandle`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuIpcOpenEventHandle(phEvent: *mut CUevent, handle: CUipcEventHandle) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuIpcOpenEventHandle");
    type __F = unsafe extern "C" fn(*mut CUevent, CUipcEventHandle) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(phEvent, handle) }, "cuIpcOpenEventHandle"),
        Err(e) => __load_failed(e),
    }
}

/// `cuIpcGetMemHandle`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuIpcGetMemHandle(pHandle: *mut CUipcMemHandle, dptr: CUdeviceptr) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuIpcGetMemHandle");
    type __F = unsafe extern "C" fn(*mut CUipcMemHandle, CUdeviceptr) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pHandle, dptr) }, "cuIpcGetMemHandle"),
        Err(e) => __load_failed(e),
    }
}

/// `cuIpcOpenMemHandle_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuIpcOpenMemHandle_v2(
    pdptr: *mut CUdeviceptr,
    handle: CUipcMemHandle,
    Flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuIpcOpenMemHandle_v2");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, CUipcMemHandle, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pdptr, handle, Flags) },
            "cuIpcOpenMemHandle_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuIpcCloseMemHandle`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuIpcCloseMemHandle(dptr: CUdeviceptr) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuIpcCloseMemHandle");
    type __F = unsafe extern "C" fn(CUdeviceptr) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dptr) }, "cuIpcCloseMemHandle"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemHostRegister_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemHostRegister_v2(
    p: *mut ::core::ffi::c_void,
    bytesize: usize,
    Flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemHostRegister_v2");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void, usize, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(p, bytesize, Flags) }, "cuMemHostRegister_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemHostUnregister`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemHostUnregister(p: *mut ::core::ffi::c_void) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemHostUnregister");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(p) }, "cuMemHostUnregister"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpy(dst: CUdeviceptr, src: CUdeviceptr, ByteCount: usize) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpy");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUdeviceptr, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dst, src, ByteCount) }, "cuMemcpy"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyPeer`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyPeer(
    dstDevice: CUdeviceptr,
    dstContext: CUcontext,
    srcDevice: CUdeviceptr,
    srcContext: CUcontext,
    ByteCount: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyPeer");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, dstContext, srcDevice, srcContext, ByteCount) },
            "cuMemcpyPeer",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyHtoD_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyHtoD_v2(
    dstDevice: CUdeviceptr,
    srcHost: *const ::core::ffi::c_void,
    ByteCount: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyHtoD_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, *const ::core::ffi::c_void, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, srcHost, ByteCount) },
            "cuMemcpyHtoD_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyDtoH_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyDtoH_v2(
    dstHost: *mut ::core::ffi::c_void,
    srcDevice: CUdeviceptr,
    ByteCount: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyDtoH_v2");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void, CUdeviceptr, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstHost, srcDevice, ByteCount) },
            "cuMemcpyDtoH_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyDtoD_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyDtoD_v2(
    dstDevice: CUdeviceptr,
    srcDevice: CUdeviceptr,
    ByteCount: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyDtoD_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUdeviceptr, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, srcDevice, ByteCount) },
            "cuMemcpyDtoD_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyDtoA_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyDtoA_v2(
    dstArray: CUarray,
    dstOffset: usize,
    srcDevice: CUdeviceptr,
    ByteCount: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyDtoA_v2");
    type __F = unsafe extern "C" fn(CUarray, usize, CUdeviceptr, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstArray, dstOffset, srcDevice, ByteCount) },
            "cuMemcpyDtoA_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyAtoD_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyAtoD_v2(
    dstDevice: CUdeviceptr,
    srcArray: CUarray,
    srcOffset: usize,
    ByteCount: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyAtoD_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUarray, usize, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, srcArray, srcOffset, ByteCount) },
            "cuMemcpyAtoD_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyHtoA_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyHtoA_v2(
    dstArray: CUarray,
    dstOffset: usize,
    srcHost: *const ::core::ffi::c_void,
    ByteCount: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyHtoA_v2");
    type __F = unsafe extern "C" fn(CUarray, usize, *const ::core::ffi::c_void, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstArray, dstOffset, srcHost, ByteCount) },
            "cuMemcpyHtoA_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyAtoH_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyAtoH_v2(
    dstHost: *mut ::core::ffi::c_void,
    srcArray: CUarray,
    srcOffset: usize,
    ByteCount: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyAtoH_v2");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void, CUarray, usize, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstHost, srcArray, srcOffset, ByteCount) },
            "cuMemcpyAtoH_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyAtoA_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyAtoA_v2(
    dstArray: CUarray,
    dstOffset: usize,
    srcArray: CUarray,
    srcOffset: usize,
    ByteCount: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyAtoA_v2");
    type __F = unsafe extern "C" fn(CUarray, usize, CUarray, usize, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstArray, dstOffset, srcArray, srcOffset, ByteCount) },
            "cuMemcpyAtoA_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpy2D_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpy2D_v2(pCopy: *const CUDA_MEMCPY2D) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpy2D_v2");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY2D) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pCopy) }, "cuMemcpy2D_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpy2DUnaligned_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpy2DUnaligned_v2(pCopy: *const CUDA_MEMCPY2D) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpy2DUnaligned_v2");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY2D) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pCopy) }, "cuMemcpy2DUnaligned_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpy3D_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpy3D_v2(pCopy: *const CUDA_MEMCPY3D) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpy3D_v2");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY3D) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pCopy) }, "cuMemcpy3D_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpy3DPeer`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpy3DPeer(pCopy: *const CUDA_MEMCPY3D_PEER) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpy3DPeer");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY3D_PEER) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pCopy) }, "cuMemcpy3DPeer"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyAsync(
    dst: CUdeviceptr,
    src: CUdeviceptr,
    ByteCount: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyAsync");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUdeviceptr, usize, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dst, src, ByteCount, hStream) },
            "cuMemcpyAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyPeerAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyPeerAsync(
    dstDevice: CUdeviceptr,
    dstContext: CUcontext,
    srcDevice: CUdeviceptr,
    srcContext: CUcontext,
    ByteCount: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyPeerAsync");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        CUcontext,
        CUdeviceptr,
        CUcontext,
        usize,
        CUstream,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream,
                )
            },
            "cuMemcpyPeerAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyHtoDAsync_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyHtoDAsync_v2(
    dstDevice: CUdeviceptr,
    srcHost: *const ::core::ffi::c_void,
    ByteCount: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyHtoDAsync_v2");
    type __F =
        unsafe extern "C" fn(CUdeviceptr, *const ::core::ffi::c_void, usize, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, srcHost, ByteCount, hStream) },
            "cuMemcpyHtoDAsync_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyDtoHAsync_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyDtoHAsync_v2(
    dstHost: *mut ::core::ffi::c_void,
    srcDevice: CUdeviceptr,
    ByteCount: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyDtoHAsync_v2");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void, CUdeviceptr, usize, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstHost, srcDevice, ByteCount, hStream) },
            "cuMemcpyDtoHAsync_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyDtoDAsync_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyDtoDAsync_v2(
    dstDevice: CUdeviceptr,
    srcDevice: CUdeviceptr,
    ByteCount: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyDtoDAsync_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUdeviceptr, usize, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, srcDevice, ByteCount, hStream) },
            "cuMemcpyDtoDAsync_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyHtoAAsync_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyHtoAAsync_v2(
    dstArray: CUarray,
    dstOffset: usize,
    srcHost: *const ::core::ffi::c_void,
    ByteCount: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyHtoAAsync_v2");
    type __F =
        unsafe extern "C" fn(CUarray, usize, *const ::core::ffi::c_void, usize, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstArray, dstOffset, srcHost, ByteCount, hStream) },
            "cuMemcpyHtoAAsync_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyAtoHAsync_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyAtoHAsync_v2(
    dstHost: *mut ::core::ffi::c_void,
    srcArray: CUarray,
    srcOffset: usize,
    ByteCount: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyAtoHAsync_v2");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_void, CUarray, usize, usize, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstHost, srcArray, srcOffset, ByteCount, hStream) },
            "cuMemcpyAtoHAsync_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpy2DAsync_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpy2DAsync_v2(pCopy: *const CUDA_MEMCPY2D, hStream: CUstream) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpy2DAsync_v2");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY2D, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pCopy, hStream) }, "cuMemcpy2DAsync_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpy3DAsync_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpy3DAsync_v2(pCopy: *const CUDA_MEMCPY3D, hStream: CUstream) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpy3DAsync_v2");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY3D, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pCopy, hStream) }, "cuMemcpy3DAsync_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpy3DPeerAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpy3DPeerAsync(pCopy: *const CUDA_MEMCPY3D_PEER, hStream: CUstream) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpy3DPeerAsync");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY3D_PEER, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pCopy, hStream) }, "cuMemcpy3DPeerAsync"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpyBatchAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpyBatchAsync(
    dsts: *mut CUdeviceptr,
    srcs: *mut CUdeviceptr,
    sizes: *mut usize,
    count: usize,
    attrs: *mut CUmemcpyAttributes,
    attrsIdxs: *mut usize,
    numAttrs: usize,
    failIdx: *mut usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpyBatchAsync");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        *mut CUdeviceptr,
        *mut usize,
        usize,
        *mut CUmemcpyAttributes,
        *mut usize,
        usize,
        *mut usize,
        CUstream,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, failIdx, hStream,
                )
            },
            "cuMemcpyBatchAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemcpy3DBatchAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemcpy3DBatchAsync(
    numOps: usize,
    opList: *mut CUDA_MEMCPY3D_BATCH_OP,
    failIdx: *mut usize,
    flags: ::core::ffi::c_ulonglong,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemcpy3DBatchAsync");
    type __F = unsafe extern "C" fn(
        usize,
        *mut CUDA_MEMCPY3D_BATCH_OP,
        *mut usize,
        ::core::ffi::c_ulonglong,
        CUstream,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(numOps, opList, failIdx, flags, hStream) },
            "cuMemcpy3DBatchAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD8_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD8_v2(
    dstDevice: CUdeviceptr,
    uc: ::core::ffi::c_uchar,
    N: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD8_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_uchar, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dstDevice, uc, N) }, "cuMemsetD8_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD16_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD16_v2(
    dstDevice: CUdeviceptr,
    us: ::core::ffi::c_ushort,
    N: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD16_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_ushort, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dstDevice, us, N) }, "cuMemsetD16_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD32_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD32_v2(
    dstDevice: CUdeviceptr,
    ui: ::core::ffi::c_uint,
    N: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD32_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_uint, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dstDevice, ui, N) }, "cuMemsetD32_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD2D8_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD2D8_v2(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    uc: ::core::ffi::c_uchar,
    Width: usize,
    Height: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D8_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize, ::core::ffi::c_uchar, usize, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, dstPitch, uc, Width, Height) },
            "cuMemsetD2D8_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD2D16_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD2D16_v2(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    us: ::core::ffi::c_ushort,
    Width: usize,
    Height: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D16_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize, ::core::ffi::c_ushort, usize, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, dstPitch, us, Width, Height) },
            "cuMemsetD2D16_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD2D32_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD2D32_v2(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    ui: ::core::ffi::c_uint,
    Width: usize,
    Height: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D32_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize, ::core::ffi::c_uint, usize, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, dstPitch, ui, Width, Height) },
            "cuMemsetD2D32_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD8Async`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD8Async(
    dstDevice: CUdeviceptr,
    uc: ::core::ffi::c_uchar,
    N: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD8Async");
    type __F = unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_uchar, usize, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dstDevice, uc, N, hStream) }, "cuMemsetD8Async"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD16Async`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD16Async(
    dstDevice: CUdeviceptr,
    us: ::core::ffi::c_ushort,
    N: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD16Async");
    type __F = unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_ushort, usize, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, us, N, hStream) },
            "cuMemsetD16Async",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD32Async`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD32Async(
    dstDevice: CUdeviceptr,
    ui: ::core::ffi::c_uint,
    N: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD32Async");
    type __F = unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_uint, usize, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, ui, N, hStream) },
            "cuMemsetD32Async",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD2D8Async`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD2D8Async(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    uc: ::core::ffi::c_uchar,
    Width: usize,
    Height: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D8Async");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        usize,
        ::core::ffi::c_uchar,
        usize,
        usize,
        CUstream,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, dstPitch, uc, Width, Height, hStream) },
            "cuMemsetD2D8Async",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD2D16Async`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD2D16Async(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    us: ::core::ffi::c_ushort,
    Width: usize,
    Height: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D16Async");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        usize,
        ::core::ffi::c_ushort,
        usize,
        usize,
        CUstream,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, dstPitch, us, Width, Height, hStream) },
            "cuMemsetD2D16Async",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemsetD2D32Async`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemsetD2D32Async(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    ui: ::core::ffi::c_uint,
    Width: usize,
    Height: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D32Async");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        usize,
        ::core::ffi::c_uint,
        usize,
        usize,
        CUstream,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dstDevice, dstPitch, ui, Width, Height, hStream) },
            "cuMemsetD2D32Async",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuArrayCreate_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuArrayCreate_v2(
    pHandle: *mut CUarray,
    pAllocateArray: *const CUDA_ARRAY_DESCRIPTOR,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuArrayCreate_v2");
    type __F = unsafe extern "C" fn(*mut CUarray, *const CUDA_ARRAY_DESCRIPTOR) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pHandle, pAllocateArray) }, "cuArrayCreate_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuArrayGetDescriptor_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuArrayGetDescriptor_v2(
    pArrayDescriptor: *mut CUDA_ARRAY_DESCRIPTOR,
    hArray: CUarray,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuArrayGetDescriptor_v2");
    type __F = unsafe extern "C" fn(*mut CUDA_ARRAY_DESCRIPTOR, CUarray) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pArrayDescriptor, hArray) },
            "cuArrayGetDescriptor_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuArrayGetSparseProperties`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuArrayGetSparseProperties(
    sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES,
    array: CUarray,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuArrayGetSparseProperties");
    type __F = unsafe extern "C" fn(*mut CUDA_ARRAY_SPARSE_PROPERTIES, CUarray) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(sparseProperties, array) },
            "cuArrayGetSparseProperties",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMipmappedArrayGetSparseProperties`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMipmappedArrayGetSparseProperties(
    sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES,
    mipmap: CUmipmappedArray,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMipmappedArrayGetSparseProperties");
    type __F = unsafe extern "C" fn(*mut CUDA_ARRAY_SPARSE_PROPERTIES, CUmipmappedArray) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(sparseProperties, mipmap) },
            "cuMipmappedArrayGetSparseProperties",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuArrayGetMemoryRequirements`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuArrayGetMemoryRequirements(
    memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
    array: CUarray,
    device: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuArrayGetMemoryRequirements");
    type __F = unsafe extern "C" fn(*mut CUDA_ARRAY_MEMORY_REQUIREMENTS, CUarray, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(memoryRequirements, array, device) },
            "cuArrayGetMemoryRequirements",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMipmappedArrayGetMemoryRequirements`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMipmappedArrayGetMemoryRequirements(
    memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
    mipmap: CUmipmappedArray,
    device: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMipmappedArrayGetMemoryRequirements");
    type __F = unsafe extern "C" fn(
        *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
        CUmipmappedArray,
        CUdevice,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(memoryRequirements, mipmap, device) },
            "cuMipmappedArrayGetMemoryRequirements",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuArrayGetPlane`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuArrayGetPlane(
    pPlaneArray: *mut CUarray,
    hArray: CUarray,
    planeIdx: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuArrayGetPlane");
    type __F = unsafe extern "C" fn(*mut CUarray, CUarray, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pPlaneArray, hArray, planeIdx) },
            "cuArrayGetPlane",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuArrayDestroy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuArrayDestroy(hArray: CUarray) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuArrayDestroy");
    type __F = unsafe extern "C" fn(CUarray) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hArray) }, "cuArrayDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `cuArray3DCreate_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuArray3DCreate_v2(
    pHandle: *mut CUarray,
    pAllocateArray: *const CUDA_ARRAY3D_DESCRIPTOR,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuArray3DCreate_v2");
    type __F = unsafe extern "C" fn(*mut CUarray, *const CUDA_ARRAY3D_DESCRIPTOR) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pHandle, pAllocateArray) },
            "cuArray3DCreate_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuArray3DGetDescriptor_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuArray3DGetDescriptor_v2(
    pArrayDescriptor: *mut CUDA_ARRAY3D_DESCRIPTOR,
    hArray: CUarray,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuArray3DGetDescriptor_v2");
    type __F = unsafe extern "C" fn(*mut CUDA_ARRAY3D_DESCRIPTOR, CUarray) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pArrayDescriptor, hArray) },
            "cuArray3DGetDescriptor_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMipmappedArrayCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMipmappedArrayCreate(
    pHandle: *mut CUmipmappedArray,
    pMipmappedArrayDesc: *const CUDA_ARRAY3D_DESCRIPTOR,
    numMipmapLevels: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMipmappedArrayCreate");
    type __F = unsafe extern "C" fn(
        *mut CUmipmappedArray,
        *const CUDA_ARRAY3D_DESCRIPTOR,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pHandle, pMipmappedArrayDesc, numMipmapLevels) },
            "cuMipmappedArrayCreate",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMipmappedArrayGetLevel`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMipmappedArrayGetLevel(
    pLevelArray: *mut CUarray,
    hMipmappedArray: CUmipmappedArray,
    level: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMipmappedArrayGetLevel");
    type __F = unsafe extern "C" fn(*mut CUarray, CUmipmappedArray, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pLevelArray, hMipmappedArray, level) },
            "cuMipmappedArrayGetLevel",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMipmappedArrayDestroy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMipmappedArrayDestroy(hMipmappedArray: CUmipmappedArray) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMipmappedArrayDestroy");
    type __F = unsafe extern "C" fn(CUmipmappedArray) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hMipmappedArray) }, "cuMipmappedArrayDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemGetHandleForAddressRange`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemGetHandleForAddressRange(
    handle: *mut ::core::ffi::c_void,
    dptr: CUdeviceptr,
    size: usize,
    handleType: CUmemRangeHandleType,
    flags: ::core::ffi::c_ulonglong,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemGetHandleForAddressRange");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        CUdeviceptr,
        usize,
        CUmemRangeHandleType,
        ::core::ffi::c_ulonglong,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(handle, dptr, size, handleType, flags) },
            "cuMemGetHandleForAddressRange",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemBatchDecompressAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemBatchDecompressAsync(
    paramsArray: *mut CUmemDecompressParams,
    count: usize,
    flags: ::core::ffi::c_uint,
    errorIndex: *mut usize,
    stream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemBatchDecompressAsync");
    type __F = unsafe extern "C" fn(
        *mut CUmemDecompressParams,
        usize,
        ::core::ffi::c_uint,
        *mut usize,
        CUstream,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(paramsArray, count, flags, errorIndex, stream) },
            "cuMemBatchDecompressAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemAddressReserve`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemAddressReserve(
    ptr: *mut CUdeviceptr,
    size: usize,
    alignment: usize,
    addr: CUdeviceptr,
    flags: ::core::ffi::c_ulonglong,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemAddressReserve");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        usize,
        usize,
        CUdeviceptr,
        ::core::ffi::c_ulonglong,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(ptr, size, alignment, addr, flags) },
            "cuMemAddressReserve",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemAddressFree`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemAddressFree(ptr: CUdeviceptr, size: usize) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemAddressFree");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ptr, size) }, "cuMemAddressFree"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemCreate(
    handle: *mut CUmemGenericAllocationHandle,
    size: usize,
    prop: *const CUmemAllocationProp,
    flags: ::core::ffi::c_ulonglong,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemCreate");
    type __F = unsafe extern "C" fn(
        *mut CUmemGenericAllocationHandle,
        usize,
        *const CUmemAllocationProp,
        ::core::ffi::c_ulonglong,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(handle, size, prop, flags) }, "cuMemCreate"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemRelease`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemRelease(handle: CUmemGenericAllocationHandle) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemRelease");
    type __F = unsafe extern "C" fn(CUmemGenericAllocationHandle) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(handle) }, "cuMemRelease"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemMap`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemMap(
    ptr: CUdeviceptr,
    size: usize,
    offset: usize,
    handle: CUmemGenericAllocationHandle,
    flags: ::core::ffi::c_ulonglong,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemMap");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        usize,
        usize,
        CUmemGenericAllocationHandle,
        ::core::ffi::c_ulonglong,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ptr, size, offset, handle, flags) }, "cuMemMap"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemMapArrayAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemMapArrayAsync(
    mapInfoList: *mut CUarrayMapInfo,
    count: ::core::ffi::c_uint,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemMapArrayAsync");
    type __F = unsafe extern "C" fn(*mut CUarrayMapInfo, ::core::ffi::c_uint, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(mapInfoList, count, hStream) },
            "cuMemMapArrayAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemUnmap`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemUnmap(ptr: CUdeviceptr, size: usize) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemUnmap");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ptr, size) }, "cuMemUnmap"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemSetAccess`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemSetAccess(
    ptr: CUdeviceptr,
    size: usize,
    desc: *const CUmemAccessDesc,
    count: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemSetAccess");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize, *const CUmemAccessDesc, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(ptr, size, desc, count) }, "cuMemSetAccess"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemGetAccess`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemGetAccess(
    flags: *mut ::core::ffi::c_ulonglong,
    location: *const CUmemLocation,
    ptr: CUdeviceptr,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemGetAccess");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_ulonglong,
        *const CUmemLocation,
        CUdeviceptr,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(flags, location, ptr) }, "cuMemGetAccess"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemExportToShareableHandle`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemExportToShareableHandle(
    shareableHandle: *mut ::core::ffi::c_void,
    handle: CUmemGenericAllocationHandle,
    handleType: CUmemAllocationHandleType,
    flags: ::core::ffi::c_ulonglong,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemExportToShareableHandle");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        CUmemGenericAllocationHandle,
        CUmemAllocationHandleType,
        ::core::ffi::c_ulonglong,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(shareableHandle, handle, handleType, flags) },
            "cuMemExportToShareableHandle",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemImportFromShareableHandle`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemImportFromShareableHandle(
    handle: *mut CUmemGenericAllocationHandle,
    osHandle: *mut ::core::ffi::c_void,
    shHandleType: CUmemAllocationHandleType,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemImportFromShareableHandle");
    type __F = unsafe extern "C" fn(
        *mut CUmemGenericAllocationHandle,
        *mut ::core::ffi::c_void,
        CUmemAllocationHandleType,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(handle, osHandle, shHandleType) },
            "cuMemImportFromShareableHandle",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemGetAllocationGranularity`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemGetAllocationGranularity(
    granularity: *mut usize,
    prop: *const CUmemAllocationProp,
    option: CUmemAllocationGranularity_flags,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemGetAllocationGranularity");
    type __F = unsafe extern "C" fn(
        *mut usize,
        *const CUmemAllocationProp,
        CUmemAllocationGranularity_flags,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(granularity, prop, option) },
            "cuMemGetAllocationGranularity",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemGetAllocationPropertiesFromHandle`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemGetAllocationPropertiesFromHandle(
    prop: *mut CUmemAllocationProp,
    handle: CUmemGenericAllocationHandle,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemGetAllocationPropertiesFromHandle");
    type __F = unsafe extern "C" fn(*mut CUmemAllocationProp, CUmemGenericAllocationHandle) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(prop, handle) },
            "cuMemGetAllocationPropertiesFromHandle",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemRetainAllocationHandle`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemRetainAllocationHandle(
    handle: *mut CUmemGenericAllocationHandle,
    addr: *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemRetainAllocationHandle");
    type __F =
        unsafe extern "C" fn(*mut CUmemGenericAllocationHandle, *mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(handle, addr) }, "cuMemRetainAllocationHandle"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemFreeAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemFreeAsync(dptr: CUdeviceptr, hStream: CUstream) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemFreeAsync");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dptr, hStream) }, "cuMemFreeAsync"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemAllocAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemAllocAsync(
    dptr: *mut CUdeviceptr,
    bytesize: usize,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemAllocAsync");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, usize, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dptr, bytesize, hStream) }, "cuMemAllocAsync"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPoolTrimTo`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPoolTrimTo(pool: CUmemoryPool, minBytesToKeep: usize) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPoolTrimTo");
    type __F = unsafe extern "C" fn(CUmemoryPool, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pool, minBytesToKeep) }, "cuMemPoolTrimTo"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPoolSetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPoolSetAttribute(
    pool: CUmemoryPool,
    attr: CUmemPool_attribute,
    value: *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPoolSetAttribute");
    type __F =
        unsafe extern "C" fn(CUmemoryPool, CUmemPool_attribute, *mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pool, attr, value) }, "cuMemPoolSetAttribute"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPoolGetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPoolGetAttribute(
    pool: CUmemoryPool,
    attr: CUmemPool_attribute,
    value: *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPoolGetAttribute");
    type __F =
        unsafe extern "C" fn(CUmemoryPool, CUmemPool_attribute, *mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pool, attr, value) }, "cuMemPoolGetAttribute"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPoolSetAccess`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPoolSetAccess(
    pool: CUmemoryPool,
    map: *const CUmemAccessDesc,
    count: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPoolSetAccess");
    type __F = unsafe extern "C" fn(CUmemoryPool, *const CUmemAccessDesc, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pool, map, count) }, "cuMemPoolSetAccess"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPoolGetAccess`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPoolGetAccess(
    flags: *mut CUmemAccess_flags,
    memPool: CUmemoryPool,
    location: *mut CUmemLocation,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPoolGetAccess");
    type __F =
        unsafe extern "C" fn(*mut CUmemAccess_flags, CUmemoryPool, *mut CUmemLocation) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(flags, memPool, location) },
            "cuMemPoolGetAccess",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPoolCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPoolCreate(
    pool: *mut CUmemoryPool,
    poolProps: *const CUmemPoolProps,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPoolCreate");
    type __F = unsafe extern "C" fn(*mut CUmemoryPool, *const CUmemPoolProps) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pool, poolProps) }, "cuMemPoolCreate"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPoolDestroy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPoolDestroy(pool: CUmemoryPool) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPoolDestroy");
    type __F = unsafe extern "C" fn(CUmemoryPool) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pool) }, "cuMemPoolDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemAllocFromPoolAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemAllocFromPoolAsync(
    dptr: *mut CUdeviceptr,
    bytesize: usize,
    pool: CUmemoryPool,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemAllocFromPoolAsync");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, usize, CUmemoryPool, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dptr, bytesize, pool, hStream) },
            "cuMemAllocFromPoolAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPoolExportToShareableHandle`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPoolExportToShareableHandle(
    handle_out: *mut ::core::ffi::c_void,
    pool: CUmemoryPool,
    handleType: CUmemAllocationHandleType,
    flags: ::core::ffi::c_ulonglong,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPoolExportToShareableHandle");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        CUmemoryPool,
        CUmemAllocationHandleType,
        ::core::ffi::c_ulonglong,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(handle_out, pool, handleType, flags) },
            "cuMemPoolExportToShareableHandle",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPoolImportFromShareableHandle`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPoolImportFromShareableHandle(
    pool_out: *mut CUmemoryPool,
    handle: *mut ::core::ffi::c_void,
    handleType: CUmemAllocationHandleType,
    flags: ::core::ffi::c_ulonglong,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPoolImportFromShareableHandle");
    type __F = unsafe extern "C" fn(
        *mut CUmemoryPool,
        *mut ::core::ffi::c_void,
        CUmemAllocationHandleType,
        ::core::ffi::c_ulonglong,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pool_out, handle, handleType, flags) },
            "cuMemPoolImportFromShareableHandle",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPoolExportPointer`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPoolExportPointer(
    shareData_out: *mut CUmemPoolPtrExportData,
    ptr: CUdeviceptr,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPoolExportPointer");
    type __F = unsafe extern "C" fn(*mut CUmemPoolPtrExportData, CUdeviceptr) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(shareData_out, ptr) }, "cuMemPoolExportPointer"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPoolImportPointer`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPoolImportPointer(
    ptr_out: *mut CUdeviceptr,
    pool: CUmemoryPool,
    shareData: *mut CUmemPoolPtrExportData,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPoolImportPointer");
    type __F =
        unsafe extern "C" fn(*mut CUdeviceptr, CUmemoryPool, *mut CUmemPoolPtrExportData) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(ptr_out, pool, shareData) },
            "cuMemPoolImportPointer",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMulticastCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMulticastCreate(
    mcHandle: *mut CUmemGenericAllocationHandle,
    prop: *const CUmulticastObjectProp,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMulticastCreate");
    type __F = unsafe extern "C" fn(
        *mut CUmemGenericAllocationHandle,
        *const CUmulticastObjectProp,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(mcHandle, prop) }, "cuMulticastCreate"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMulticastAddDevice`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMulticastAddDevice(
    mcHandle: CUmemGenericAllocationHandle,
    dev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMulticastAddDevice");
    type __F = unsafe extern "C" fn(CUmemGenericAllocationHandle, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(mcHandle, dev) }, "cuMulticastAddDevice"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMulticastBindMem`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMulticastBindMem(
    mcHandle: CUmemGenericAllocationHandle,
    mcOffset: usize,
    memHandle: CUmemGenericAllocationHandle,
    memOffset: usize,
    size: usize,
    flags: ::core::ffi::c_ulonglong,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMulticastBindMem");
    type __F = unsafe extern "C" fn(
        CUmemGenericAllocationHandle,
        usize,
        CUmemGenericAllocationHandle,
        usize,
        usize,
        ::core::ffi::c_ulonglong,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(mcHandle, mcOffset, memHandle, memOffset, size, flags) },
            "cuMulticastBindMem",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMulticastBindAddr`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMulticastBindAddr(
    mcHandle: CUmemGenericAllocationHandle,
    mcOffset: usize,
    memptr: CUdeviceptr,
    size: usize,
    flags: ::core::ffi::c_ulonglong,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMulticastBindAddr");
    type __F = unsafe extern "C" fn(
        CUmemGenericAllocationHandle,
        usize,
        CUdeviceptr,
        usize,
        ::core::ffi::c_ulonglong,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(mcHandle, mcOffset, memptr, size, flags) },
            "cuMulticastBindAddr",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMulticastUnbind`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMulticastUnbind(
    mcHandle: CUmemGenericAllocationHandle,
    dev: CUdevice,
    mcOffset: usize,
    size: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMulticastUnbind");
    type __F = unsafe extern "C" fn(CUmemGenericAllocationHandle, CUdevice, usize, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(mcHandle, dev, mcOffset, size) },
            "cuMulticastUnbind",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMulticastGetGranularity`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMulticastGetGranularity(
    granularity: *mut usize,
    prop: *const CUmulticastObjectProp,
    option: CUmulticastGranularity_flags,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMulticastGetGranularity");
    type __F = unsafe extern "C" fn(
        *mut usize,
        *const CUmulticastObjectProp,
        CUmulticastGranularity_flags,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(granularity, prop, option) },
            "cuMulticastGetGranularity",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuPointerGetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuPointerGetAttribute(
    data: *mut ::core::ffi::c_void,
    attribute: CUpointer_attribute,
    ptr: CUdeviceptr,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuPointerGetAttribute");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_void, CUpointer_attribute, CUdeviceptr) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(data, attribute, ptr) },
            "cuPointerGetAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPrefetchAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPrefetchAsync(
    devPtr: CUdeviceptr,
    count: usize,
    dstDevice: CUdevice,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPrefetchAsync");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize, CUdevice, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(devPtr, count, dstDevice, hStream) },
            "cuMemPrefetchAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemPrefetchAsync_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemPrefetchAsync_v2(
    devPtr: CUdeviceptr,
    count: usize,
    location: CUmemLocation,
    flags: ::core::ffi::c_uint,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemPrefetchAsync_v2");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        usize,
        CUmemLocation,
        ::core::ffi::c_uint,
        CUstream,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(devPtr, count, location, flags, hStream) },
            "cuMemPrefetchAsync_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemAdvise`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemAdvise(
    devPtr: CUdeviceptr,
    count: usize,
    advice: CUmem_advise,
    device: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemAdvise");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize, CUmem_advise, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(devPtr, count, advice, device) }, "cuMemAdvise"),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemAdvise_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemAdvise_v2(
    devPtr: CUdeviceptr,
    count: usize,
    advice: CUmem_advise,
    location: CUmemLocation,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemAdvise_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize, CUmem_advise, CUmemLocation) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(devPtr, count, advice, location) },
            "cuMemAdvise_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemRangeGetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemRangeGetAttribute(
    data: *mut ::core::ffi::c_void,
    dataSize: usize,
    attribute: CUmem_range_attribute,
    devPtr: CUdeviceptr,
    count: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemRangeGetAttribute");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        usize,
        CUmem_range_attribute,
        CUdeviceptr,
        usize,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(data, dataSize, attribute, devPtr, count) },
            "cuMemRangeGetAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuMemRangeGetAttributes`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuMemRangeGetAttributes(
    data: *mut *mut ::core::ffi::c_void,
    dataSizes: *mut usize,
    attributes: *mut CUmem_range_attribute,
    numAttributes: usize,
    devPtr: CUdeviceptr,
    count: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuMemRangeGetAttributes");
    type __F = unsafe extern "C" fn(
        *mut *mut ::core::ffi::c_void,
        *mut usize,
        *mut CUmem_range_attribute,
        usize,
        CUdeviceptr,
        usize,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(data, dataSizes, attributes, numAttributes, devPtr, count) },
            "cuMemRangeGetAttributes",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuPointerSetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuPointerSetAttribute(
    value: *const ::core::ffi::c_void,
    attribute: CUpointer_attribute,
    ptr: CUdeviceptr,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuPointerSetAttribute");
    type __F =
        unsafe extern "C" fn(*const ::core::ffi::c_void, CUpointer_attribute, CUdeviceptr) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(value, attribute, ptr) },
            "cuPointerSetAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuPointerGetAttributes`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuPointerGetAttributes(
    numAttributes: ::core::ffi::c_uint,
    attributes: *mut CUpointer_attribute,
    data: *mut *mut ::core::ffi::c_void,
    ptr: CUdeviceptr,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuPointerGetAttributes");
    type __F = unsafe extern "C" fn(
        ::core::ffi::c_uint,
        *mut CUpointer_attribute,
        *mut *mut ::core::ffi::c_void,
        CUdeviceptr,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(numAttributes, attributes, data, ptr) },
            "cuPointerGetAttributes",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamCreate(phStream: *mut CUstream, Flags: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamCreate");
    type __F = unsafe extern "C" fn(*mut CUstream, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(phStream, Flags) }, "cuStreamCreate"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamCreateWithPriority`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamCreateWithPriority(
    phStream: *mut CUstream,
    flags: ::core::ffi::c_uint,
    priority: ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamCreateWithPriority");
    type __F = unsafe extern "C" fn(*mut CUstream, ::core::ffi::c_uint, ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(phStream, flags, priority) },
            "cuStreamCreateWithPriority",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamGetPriority`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamGetPriority(
    hStream: CUstream,
    priority: *mut ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamGetPriority");
    type __F = unsafe extern "C" fn(CUstream, *mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream, priority) }, "cuStreamGetPriority"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamGetDevice`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamGetDevice(hStream: CUstream, device: *mut CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamGetDevice");
    type __F = unsafe extern "C" fn(CUstream, *mut CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream, device) }, "cuStreamGetDevice"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamGetFlags`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamGetFlags(hStream: CUstream, flags: *mut ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamGetFlags");
    type __F = unsafe extern "C" fn(CUstream, *mut ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream, flags) }, "cuStreamGetFlags"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamGetId`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamGetId(
    hStream: CUstream,
    streamId: *mut ::core::ffi::c_ulonglong,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamGetId");
    type __F = unsafe extern "C" fn(CUstream, *mut ::core::ffi::c_ulonglong) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream, streamId) }, "cuStreamGetId"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamGetCtx`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamGetCtx(hStream: CUstream, pctx: *mut CUcontext) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamGetCtx");
    type __F = unsafe extern "C" fn(CUstream, *mut CUcontext) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream, pctx) }, "cuStreamGetCtx"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamGetCtx_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamGetCtx_v2(
    hStream: CUstream,
    pCtx: *mut CUcontext,
    pGreenCtx: *mut CUgreenCtx,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamGetCtx_v2");
    type __F = unsafe extern "C" fn(CUstream, *mut CUcontext, *mut CUgreenCtx) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hStream, pCtx, pGreenCtx) },
            "cuStreamGetCtx_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamWaitEvent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamWaitEvent(
    hStream: CUstream,
    hEvent: CUevent,
    Flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamWaitEvent");
    type __F = unsafe extern "C" fn(CUstream, CUevent, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream, hEvent, Flags) }, "cuStreamWaitEvent"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamAddCallback`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamAddCallback(
    hStream: CUstream,
    callback: CUstreamCallback,
    userData: *mut ::core::ffi::c_void,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamAddCallback");
    type __F = unsafe extern "C" fn(
        CUstream,
        CUstreamCallback,
        *mut ::core::ffi::c_void,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hStream, callback, userData, flags) },
            "cuStreamAddCallback",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamBeginCapture_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamBeginCapture_v2(hStream: CUstream, mode: CUstreamCaptureMode) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamBeginCapture_v2");
    type __F = unsafe extern "C" fn(CUstream, CUstreamCaptureMode) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream, mode) }, "cuStreamBeginCapture_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamBeginCaptureToGraph`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamBeginCaptureToGraph(
    hStream: CUstream,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    dependencyData: *const CUgraphEdgeData,
    numDependencies: usize,
    mode: CUstreamCaptureMode,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamBeginCaptureToGraph");
    type __F = unsafe extern "C" fn(
        CUstream,
        CUgraph,
        *const CUgraphNode,
        *const CUgraphEdgeData,
        usize,
        CUstreamCaptureMode,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    hStream,
                    hGraph,
                    dependencies,
                    dependencyData,
                    numDependencies,
                    mode,
                )
            },
            "cuStreamBeginCaptureToGraph",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuThreadExchangeStreamCaptureMode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuThreadExchangeStreamCaptureMode(mode: *mut CUstreamCaptureMode) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuThreadExchangeStreamCaptureMode");
    type __F = unsafe extern "C" fn(*mut CUstreamCaptureMode) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(mode) }, "cuThreadExchangeStreamCaptureMode"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamEndCapture`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamEndCapture(hStream: CUstream, phGraph: *mut CUgraph) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamEndCapture");
    type __F = unsafe extern "C" fn(CUstream, *mut CUgraph) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream, phGraph) }, "cuStreamEndCapture"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamIsCapturing`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamIsCapturing(
    hStream: CUstream,
    captureStatus: *mut CUstreamCaptureStatus,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamIsCapturing");
    type __F = unsafe extern "C" fn(CUstream, *mut CUstreamCaptureStatus) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hStream, captureStatus) },
            "cuStreamIsCapturing",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamGetCaptureInfo_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamGetCaptureInfo_v2(
    hStream: CUstream,
    captureStatus_out: *mut CUstreamCaptureStatus,
    id_out: *mut cuuint64_t,
    graph_out: *mut CUgraph,
    dependencies_out: *mut *const CUgraphNode,
    numDependencies_out: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamGetCaptureInfo_v2");
    type __F = unsafe extern "C" fn(
        CUstream,
        *mut CUstreamCaptureStatus,
        *mut cuuint64_t,
        *mut CUgraph,
        *mut *const CUgraphNode,
        *mut usize,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    hStream,
                    captureStatus_out,
                    id_out,
                    graph_out,
                    dependencies_out,
                    numDependencies_out,
                )
            },
            "cuStreamGetCaptureInfo_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamGetCaptureInfo_v3`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamGetCaptureInfo_v3(
    hStream: CUstream,
    captureStatus_out: *mut CUstreamCaptureStatus,
    id_out: *mut cuuint64_t,
    graph_out: *mut CUgraph,
    dependencies_out: *mut *const CUgraphNode,
    edgeData_out: *mut *const CUgraphEdgeData,
    numDependencies_out: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamGetCaptureInfo_v3");
    type __F = unsafe extern "C" fn(
        CUstream,
        *mut CUstreamCaptureStatus,
        *mut cuuint64_t,
        *mut CUgraph,
        *mut *const CUgraphNode,
        *mut *const CUgraphEdgeData,
        *mut usize,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    hStream,
                    captureStatus_out,
                    id_out,
                    graph_out,
                    dependencies_out,
                    edgeData_out,
                    numDependencies_out,
                )
            },
            "cuStreamGetCaptureInfo_v3",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamUpdateCaptureDependencies`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamUpdateCaptureDependencies(
    hStream: CUstream,
    dependencies: *mut CUgraphNode,
    numDependencies: usize,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamUpdateCaptureDependencies");
    type __F = unsafe extern "C" fn(CUstream, *mut CUgraphNode, usize, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hStream, dependencies, numDependencies, flags) },
            "cuStreamUpdateCaptureDependencies",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamUpdateCaptureDependencies_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamUpdateCaptureDependencies_v2(
    hStream: CUstream,
    dependencies: *mut CUgraphNode,
    dependencyData: *const CUgraphEdgeData,
    numDependencies: usize,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamUpdateCaptureDependencies_v2");
    type __F = unsafe extern "C" fn(
        CUstream,
        *mut CUgraphNode,
        *const CUgraphEdgeData,
        usize,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    hStream,
                    dependencies,
                    dependencyData,
                    numDependencies,
                    flags,
                )
            },
            "cuStreamUpdateCaptureDependencies_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamAttachMemAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamAttachMemAsync(
    hStream: CUstream,
    dptr: CUdeviceptr,
    length: usize,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamAttachMemAsync");
    type __F = unsafe extern "C" fn(CUstream, CUdeviceptr, usize, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hStream, dptr, length, flags) },
            "cuStreamAttachMemAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamQuery`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamQuery(hStream: CUstream) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamQuery");
    type __F = unsafe extern "C" fn(CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream) }, "cuStreamQuery"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamSynchronize`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamSynchronize(hStream: CUstream) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamSynchronize");
    type __F = unsafe extern "C" fn(CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream) }, "cuStreamSynchronize"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamDestroy_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamDestroy_v2(hStream: CUstream) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamDestroy_v2");
    type __F = unsafe extern "C" fn(CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream) }, "cuStreamDestroy_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamCopyAttributes`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamCopyAttributes(dst: CUstream, src: CUstream) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamCopyAttributes");
    type __F = unsafe extern "C" fn(CUstream, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dst, src) }, "cuStreamCopyAttributes"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamGetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamGetAttribute(
    hStream: CUstream,
    attr: CUstreamAttrID,
    value_out: *mut CUstreamAttrValue,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamGetAttribute");
    type __F = unsafe extern "C" fn(CUstream, CUstreamAttrID, *mut CUstreamAttrValue) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hStream, attr, value_out) },
            "cuStreamGetAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamSetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamSetAttribute(
    hStream: CUstream,
    attr: CUstreamAttrID,
    value: *const CUstreamAttrValue,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamSetAttribute");
    type __F = unsafe extern "C" fn(CUstream, CUstreamAttrID, *const CUstreamAttrValue) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream, attr, value) }, "cuStreamSetAttribute"),
        Err(e) => __load_failed(e),
    }
}

/// `cuEventCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuEventCreate(phEvent: *mut CUevent, Flags: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuEventCreate");
    type __F = unsafe extern "C" fn(*mut CUevent, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(phEvent, Flags) }, "cuEventCreate"),
        Err(e) => __load_failed(e),
    }
}

/// `cuEventRecord`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuEventRecord(hEvent: CUevent, hStream: CUstream) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuEventRecord");
    type __F = unsafe extern "C" fn(CUevent, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hEvent, hStream) }, "cuEventRecord"),
        Err(e) => __load_failed(e),
    }
}

/// `cuEventRecordWithFlags`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuEventRecordWithFlags(
    hEvent: CUevent,
    hStream: CUstream,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuEventRecordWithFlags");
    type __F = unsafe extern "C" fn(CUevent, CUstream, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hEvent, hStream, flags) },
            "cuEventRecordWithFlags",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuEventQuery`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuEventQuery(hEvent: CUevent) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuEventQuery");
    type __F = unsafe extern "C" fn(CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hEvent) }, "cuEventQuery"),
        Err(e) => __load_failed(e),
    }
}

/// `cuEventSynchronize`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuEventSynchronize(hEvent: CUevent) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuEventSynchronize");
    type __F = unsafe extern "C" fn(CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hEvent) }, "cuEventSynchronize"),
        Err(e) => __load_failed(e),
    }
}

/// `cuEventDestroy_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuEventDestroy_v2(hEvent: CUevent) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuEventDestroy_v2");
    type __F = unsafe extern "C" fn(CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hEvent) }, "cuEventDestroy_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuEventElapsedTime`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuEventElapsedTime(
    pMilliseconds: *mut f32,
    hStart: CUevent,
    hEnd: CUevent,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuEventElapsedTime");
    type __F = unsafe extern "C" fn(*mut f32, CUevent, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pMilliseconds, hStart, hEnd) },
            "cuEventElapsedTime",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuEventElapsedTime_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuEventElapsedTime_v2(
    pMilliseconds: *mut f32,
    hStart: CUevent,
    hEnd: CUevent,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuEventElapsedTime_v2");
    type __F = unsafe extern "C" fn(*mut f32, CUevent, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pMilliseconds, hStart, hEnd) },
            "cuEventElapsedTime_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuImportExternalMemory`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuImportExternalMemory(
    extMem_out: *mut CUexternalMemory,
    memHandleDesc: *const CUDA_EXTERNAL_MEMORY_HANDLE_DESC,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuImportExternalMemory");
    type __F =
        unsafe extern "C" fn(*mut CUexternalMemory, *const CUDA_EXTERNAL_MEMORY_HANDLE_DESC) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(extMem_out, memHandleDesc) },
            "cuImportExternalMemory",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuExternalMemoryGetMappedBuffer`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuExternalMemoryGetMappedBuffer(
    devPtr: *mut CUdeviceptr,
    extMem: CUexternalMemory,
    bufferDesc: *const CUDA_EXTERNAL_MEMORY_BUFFER_DESC,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuExternalMemoryGetMappedBuffer");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        CUexternalMemory,
        *const CUDA_EXTERNAL_MEMORY_BUFFER_DESC,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(devPtr, extMem, bufferDesc) },
            "cuExternalMemoryGetMappedBuffer",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuExternalMemoryGetMappedMipmappedArray`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuExternalMemoryGetMappedMipmappedArray(
    mipmap: *mut CUmipmappedArray,
    extMem: CUexternalMemory,
    mipmapDesc: *const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuExternalMemoryGetMappedMipmappedArray");
    type __F = unsafe extern "C" fn(
        *mut CUmipmappedArray,
        CUexternalMemory,
        *const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(mipmap, extMem, mipmapDesc) },
            "cuExternalMemoryGetMappedMipmappedArray",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDestroyExternalMemory`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDestroyExternalMemory(extMem: CUexternalMemory) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDestroyExternalMemory");
    type __F = unsafe extern "C" fn(CUexternalMemory) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(extMem) }, "cuDestroyExternalMemory"),
        Err(e) => __load_failed(e),
    }
}

/// `cuImportExternalSemaphore`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuImportExternalSemaphore(
    extSem_out: *mut CUexternalSemaphore,
    semHandleDesc: *const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuImportExternalSemaphore");
    type __F = unsafe extern "C" fn(
        *mut CUexternalSemaphore,
        *const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(extSem_out, semHandleDesc) },
            "cuImportExternalSemaphore",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuSignalExternalSemaphoresAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuSignalExternalSemaphoresAsync(
    extSemArray: *const CUexternalSemaphore,
    paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    numExtSems: ::core::ffi::c_uint,
    stream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuSignalExternalSemaphoresAsync");
    type __F = unsafe extern "C" fn(
        *const CUexternalSemaphore,
        *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
        ::core::ffi::c_uint,
        CUstream,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(extSemArray, paramsArray, numExtSems, stream) },
            "cuSignalExternalSemaphoresAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuWaitExternalSemaphoresAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuWaitExternalSemaphoresAsync(
    extSemArray: *const CUexternalSemaphore,
    paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    numExtSems: ::core::ffi::c_uint,
    stream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuWaitExternalSemaphoresAsync");
    type __F = unsafe extern "C" fn(
        *const CUexternalSemaphore,
        *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
        ::core::ffi::c_uint,
        CUstream,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(extSemArray, paramsArray, numExtSems, stream) },
            "cuWaitExternalSemaphoresAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDestroyExternalSemaphore`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDestroyExternalSemaphore(extSem: CUexternalSemaphore) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDestroyExternalSemaphore");
    type __F = unsafe extern "C" fn(CUexternalSemaphore) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(extSem) }, "cuDestroyExternalSemaphore"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamWaitValue32_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamWaitValue32_v2(
    stream: CUstream,
    addr: CUdeviceptr,
    value: cuuint32_t,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamWaitValue32_v2");
    type __F = unsafe extern "C" fn(CUstream, CUdeviceptr, cuuint32_t, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(stream, addr, value, flags) },
            "cuStreamWaitValue32_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamWaitValue64_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamWaitValue64_v2(
    stream: CUstream,
    addr: CUdeviceptr,
    value: cuuint64_t,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamWaitValue64_v2");
    type __F = unsafe extern "C" fn(CUstream, CUdeviceptr, cuuint64_t, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(stream, addr, value, flags) },
            "cuStreamWaitValue64_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamWriteValue32_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamWriteValue32_v2(
    stream: CUstream,
    addr: CUdeviceptr,
    value: cuuint32_t,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamWriteValue32_v2");
    type __F = unsafe extern "C" fn(CUstream, CUdeviceptr, cuuint32_t, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(stream, addr, value, flags) },
            "cuStreamWriteValue32_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamWriteValue64_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamWriteValue64_v2(
    stream: CUstream,
    addr: CUdeviceptr,
    value: cuuint64_t,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamWriteValue64_v2");
    type __F = unsafe extern "C" fn(CUstream, CUdeviceptr, cuuint64_t, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(stream, addr, value, flags) },
            "cuStreamWriteValue64_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamBatchMemOp_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamBatchMemOp_v2(
    stream: CUstream,
    count: ::core::ffi::c_uint,
    paramArray: *mut CUstreamBatchMemOpParams,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamBatchMemOp_v2");
    type __F = unsafe extern "C" fn(
        CUstream,
        ::core::ffi::c_uint,
        *mut CUstreamBatchMemOpParams,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(stream, count, paramArray, flags) },
            "cuStreamBatchMemOp_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuFuncGetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFuncGetAttribute(
    pi: *mut ::core::ffi::c_int,
    attrib: CUfunction_attribute,
    hfunc: CUfunction,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFuncGetAttribute");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_int, CUfunction_attribute, CUfunction) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pi, attrib, hfunc) }, "cuFuncGetAttribute"),
        Err(e) => __load_failed(e),
    }
}

/// `cuFuncSetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFuncSetAttribute(
    hfunc: CUfunction,
    attrib: CUfunction_attribute,
    value: ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFuncSetAttribute");
    type __F = unsafe extern "C" fn(CUfunction, CUfunction_attribute, ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hfunc, attrib, value) }, "cuFuncSetAttribute"),
        Err(e) => __load_failed(e),
    }
}

/// `cuFuncSetCacheConfig`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFuncSetCacheConfig(hfunc: CUfunction, config: CUfunc_cache) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFuncSetCacheConfig");
    type __F = unsafe extern "C" fn(CUfunction, CUfunc_cache) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hfunc, config) }, "cuFuncSetCacheConfig"),
        Err(e) => __load_failed(e),
    }
}

/// `cuFuncGetModule`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFuncGetModule(hmod: *mut CUmodule, hfunc: CUfunction) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFuncGetModule");
    type __F = unsafe extern "C" fn(*mut CUmodule, CUfunction) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hmod, hfunc) }, "cuFuncGetModule"),
        Err(e) => __load_failed(e),
    }
}

/// `cuFuncGetName`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFuncGetName(name: *mut *const ::core::ffi::c_char, hfunc: CUfunction) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFuncGetName");
    type __F = unsafe extern "C" fn(*mut *const ::core::ffi::c_char, CUfunction) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(name, hfunc) }, "cuFuncGetName"),
        Err(e) => __load_failed(e),
    }
}

/// `cuFuncGetParamInfo`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFuncGetParamInfo(
    func: CUfunction,
    paramIndex: usize,
    paramOffset: *mut usize,
    paramSize: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFuncGetParamInfo");
    type __F = unsafe extern "C" fn(CUfunction, usize, *mut usize, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(func, paramIndex, paramOffset, paramSize) },
            "cuFuncGetParamInfo",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuFuncIsLoaded`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFuncIsLoaded(state: *mut CUfunctionLoadingState, function: CUfunction) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFuncIsLoaded");
    type __F = unsafe extern "C" fn(*mut CUfunctionLoadingState, CUfunction) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(state, function) }, "cuFuncIsLoaded"),
        Err(e) => __load_failed(e),
    }
}

/// `cuFuncLoad`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFuncLoad(function: CUfunction) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFuncLoad");
    type __F = unsafe extern "C" fn(CUfunction) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(function) }, "cuFuncLoad"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLaunchKernel`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLaunchKernel(
    f: CUfunction,
    gridDimX: ::core::ffi::c_uint,
    gridDimY: ::core::ffi::c_uint,
    gridDimZ: ::core::ffi::c_uint,
    blockDimX: ::core::ffi::c_uint,
    blockDimY: ::core::ffi::c_uint,
    blockDimZ: ::core::ffi::c_uint,
    sharedMemBytes: ::core::ffi::c_uint,
    hStream: CUstream,
    kernelParams: *mut *mut ::core::ffi::c_void,
    extra: *mut *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLaunchKernel");
    type __F = unsafe extern "C" fn(
        CUfunction,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        CUstream,
        *mut *mut ::core::ffi::c_void,
        *mut *mut ::core::ffi::c_void,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    f,
                    gridDimX,
                    gridDimY,
                    gridDimZ,
                    blockDimX,
                    blockDimY,
                    blockDimZ,
                    sharedMemBytes,
                    hStream,
                    kernelParams,
                    extra,
                )
            },
            "cuLaunchKernel",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLaunchKernelEx`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLaunchKernelEx(
    config: *const CUlaunchConfig,
    f: CUfunction,
    kernelParams: *mut *mut ::core::ffi::c_void,
    extra: *mut *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLaunchKernelEx");
    type __F = unsafe extern "C" fn(
        *const CUlaunchConfig,
        CUfunction,
        *mut *mut ::core::ffi::c_void,
        *mut *mut ::core::ffi::c_void,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(config, f, kernelParams, extra) },
            "cuLaunchKernelEx",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLaunchCooperativeKernel`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLaunchCooperativeKernel(
    f: CUfunction,
    gridDimX: ::core::ffi::c_uint,
    gridDimY: ::core::ffi::c_uint,
    gridDimZ: ::core::ffi::c_uint,
    blockDimX: ::core::ffi::c_uint,
    blockDimY: ::core::ffi::c_uint,
    blockDimZ: ::core::ffi::c_uint,
    sharedMemBytes: ::core::ffi::c_uint,
    hStream: CUstream,
    kernelParams: *mut *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLaunchCooperativeKernel");
    type __F = unsafe extern "C" fn(
        CUfunction,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
        CUstream,
        *mut *mut ::core::ffi::c_void,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    f,
                    gridDimX,
                    gridDimY,
                    gridDimZ,
                    blockDimX,
                    blockDimY,
                    blockDimZ,
                    sharedMemBytes,
                    hStream,
                    kernelParams,
                )
            },
            "cuLaunchCooperativeKernel",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLaunchCooperativeKernelMultiDevice`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLaunchCooperativeKernelMultiDevice(
    launchParamsList: *mut CUDA_LAUNCH_PARAMS,
    numDevices: ::core::ffi::c_uint,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLaunchCooperativeKernelMultiDevice");
    type __F = unsafe extern "C" fn(
        *mut CUDA_LAUNCH_PARAMS,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(launchParamsList, numDevices, flags) },
            "cuLaunchCooperativeKernelMultiDevice",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLaunchHostFunc`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLaunchHostFunc(
    hStream: CUstream,
    fn_: CUhostFn,
    userData: *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLaunchHostFunc");
    type __F = unsafe extern "C" fn(CUstream, CUhostFn, *mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream, fn_, userData) }, "cuLaunchHostFunc"),
        Err(e) => __load_failed(e),
    }
}

/// `cuFuncSetBlockShape`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFuncSetBlockShape(
    hfunc: CUfunction,
    x: ::core::ffi::c_int,
    y: ::core::ffi::c_int,
    z: ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFuncSetBlockShape");
    type __F = unsafe extern "C" fn(
        CUfunction,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hfunc, x, y, z) }, "cuFuncSetBlockShape"),
        Err(e) => __load_failed(e),
    }
}

/// `cuFuncSetSharedSize`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFuncSetSharedSize(hfunc: CUfunction, bytes: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFuncSetSharedSize");
    type __F = unsafe extern "C" fn(CUfunction, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hfunc, bytes) }, "cuFuncSetSharedSize"),
        Err(e) => __load_failed(e),
    }
}

/// `cuParamSetSize`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuParamSetSize(hfunc: CUfunction, numbytes: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuParamSetSize");
    type __F = unsafe extern "C" fn(CUfunction, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hfunc, numbytes) }, "cuParamSetSize"),
        Err(e) => __load_failed(e),
    }
}

/// `cuParamSeti`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuParamSeti(
    hfunc: CUfunction,
    offset: ::core::ffi::c_int,
    value: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuParamSeti");
    type __F = unsafe extern "C" fn(CUfunction, ::core::ffi::c_int, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hfunc, offset, value) }, "cuParamSeti"),
        Err(e) => __load_failed(e),
    }
}

/// `cuParamSetf`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuParamSetf(hfunc: CUfunction, offset: ::core::ffi::c_int, value: f32) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuParamSetf");
    type __F = unsafe extern "C" fn(CUfunction, ::core::ffi::c_int, f32) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hfunc, offset, value) }, "cuParamSetf"),
        Err(e) => __load_failed(e),
    }
}

/// `cuParamSetv`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuParamSetv(
    hfunc: CUfunction,
    offset: ::core::ffi::c_int,
    ptr: *mut ::core::ffi::c_void,
    numbytes: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuParamSetv");
    type __F = unsafe extern "C" fn(
        CUfunction,
        ::core::ffi::c_int,
        *mut ::core::ffi::c_void,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hfunc, offset, ptr, numbytes) }, "cuParamSetv"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLaunch`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLaunch(f: CUfunction) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLaunch");
    type __F = unsafe extern "C" fn(CUfunction) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(f) }, "cuLaunch"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLaunchGrid`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLaunchGrid(
    f: CUfunction,
    grid_width: ::core::ffi::c_int,
    grid_height: ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLaunchGrid");
    type __F = unsafe extern "C" fn(CUfunction, ::core::ffi::c_int, ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(f, grid_width, grid_height) }, "cuLaunchGrid"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLaunchGridAsync`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLaunchGridAsync(
    f: CUfunction,
    grid_width: ::core::ffi::c_int,
    grid_height: ::core::ffi::c_int,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLaunchGridAsync");
    type __F =
        unsafe extern "C" fn(CUfunction, ::core::ffi::c_int, ::core::ffi::c_int, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(f, grid_width, grid_height, hStream) },
            "cuLaunchGridAsync",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuParamSetTexRef`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuParamSetTexRef(
    hfunc: CUfunction,
    texunit: ::core::ffi::c_int,
    hTexRef: CUtexref,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuParamSetTexRef");
    type __F = unsafe extern "C" fn(CUfunction, ::core::ffi::c_int, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hfunc, texunit, hTexRef) }, "cuParamSetTexRef"),
        Err(e) => __load_failed(e),
    }
}

/// `cuFuncSetSharedMemConfig`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuFuncSetSharedMemConfig(hfunc: CUfunction, config: CUsharedconfig) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuFuncSetSharedMemConfig");
    type __F = unsafe extern "C" fn(CUfunction, CUsharedconfig) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hfunc, config) }, "cuFuncSetSharedMemConfig"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphCreate(phGraph: *mut CUgraph, flags: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphCreate");
    type __F = unsafe extern "C" fn(*mut CUgraph, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(phGraph, flags) }, "cuGraphCreate"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddKernelNode_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddKernelNode_v2(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddKernelNode_v2");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_KERNEL_NODE_PARAMS,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    phGraphNode,
                    hGraph,
                    dependencies,
                    numDependencies,
                    nodeParams,
                )
            },
            "cuGraphAddKernelNode_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphKernelNodeGetParams_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphKernelNodeGetParams_v2(
    hNode: CUgraphNode,
    nodeParams: *mut CUDA_KERNEL_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphKernelNodeGetParams_v2");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_KERNEL_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams) },
            "cuGraphKernelNodeGetParams_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphKernelNodeSetParams_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphKernelNodeSetParams_v2(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphKernelNodeSetParams_v2");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_KERNEL_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams) },
            "cuGraphKernelNodeSetParams_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddMemcpyNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddMemcpyNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    copyParams: *const CUDA_MEMCPY3D,
    ctx: CUcontext,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddMemcpyNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_MEMCPY3D,
        CUcontext,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    phGraphNode,
                    hGraph,
                    dependencies,
                    numDependencies,
                    copyParams,
                    ctx,
                )
            },
            "cuGraphAddMemcpyNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphMemcpyNodeGetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphMemcpyNodeGetParams(
    hNode: CUgraphNode,
    nodeParams: *mut CUDA_MEMCPY3D,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphMemcpyNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_MEMCPY3D) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams) },
            "cuGraphMemcpyNodeGetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphMemcpyNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphMemcpyNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_MEMCPY3D,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphMemcpyNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_MEMCPY3D) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams) },
            "cuGraphMemcpyNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddMemsetNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddMemsetNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    memsetParams: *const CUDA_MEMSET_NODE_PARAMS,
    ctx: CUcontext,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddMemsetNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_MEMSET_NODE_PARAMS,
        CUcontext,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    phGraphNode,
                    hGraph,
                    dependencies,
                    numDependencies,
                    memsetParams,
                    ctx,
                )
            },
            "cuGraphAddMemsetNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphMemsetNodeGetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphMemsetNodeGetParams(
    hNode: CUgraphNode,
    nodeParams: *mut CUDA_MEMSET_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphMemsetNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_MEMSET_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams) },
            "cuGraphMemsetNodeGetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphMemsetNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphMemsetNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_MEMSET_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphMemsetNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_MEMSET_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams) },
            "cuGraphMemsetNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddHostNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddHostNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *const CUDA_HOST_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddHostNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_HOST_NODE_PARAMS,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    phGraphNode,
                    hGraph,
                    dependencies,
                    numDependencies,
                    nodeParams,
                )
            },
            "cuGraphAddHostNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphHostNodeGetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphHostNodeGetParams(
    hNode: CUgraphNode,
    nodeParams: *mut CUDA_HOST_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphHostNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_HOST_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams) },
            "cuGraphHostNodeGetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphHostNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphHostNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_HOST_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphHostNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_HOST_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams) },
            "cuGraphHostNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddChildGraphNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddChildGraphNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    childGraph: CUgraph,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddChildGraphNode");
    type __F =
        unsafe extern "C" fn(*mut CUgraphNode, CUgraph, *const CUgraphNode, usize, CUgraph) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    phGraphNode,
                    hGraph,
                    dependencies,
                    numDependencies,
                    childGraph,
                )
            },
            "cuGraphAddChildGraphNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphChildGraphNodeGetGraph`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphChildGraphNodeGetGraph(hNode: CUgraphNode, phGraph: *mut CUgraph) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphChildGraphNodeGetGraph");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUgraph) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, phGraph) },
            "cuGraphChildGraphNodeGetGraph",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddEmptyNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddEmptyNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddEmptyNode");
    type __F = unsafe extern "C" fn(*mut CUgraphNode, CUgraph, *const CUgraphNode, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(phGraphNode, hGraph, dependencies, numDependencies) },
            "cuGraphAddEmptyNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddEventRecordNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddEventRecordNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    event: CUevent,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddEventRecordNode");
    type __F =
        unsafe extern "C" fn(*mut CUgraphNode, CUgraph, *const CUgraphNode, usize, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(phGraphNode, hGraph, dependencies, numDependencies, event) },
            "cuGraphAddEventRecordNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphEventRecordNodeGetEvent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphEventRecordNodeGetEvent(
    hNode: CUgraphNode,
    event_out: *mut CUevent,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphEventRecordNodeGetEvent");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, event_out) },
            "cuGraphEventRecordNodeGetEvent",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphEventRecordNodeSetEvent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphEventRecordNodeSetEvent(hNode: CUgraphNode, event: CUevent) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphEventRecordNodeSetEvent");
    type __F = unsafe extern "C" fn(CUgraphNode, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, event) },
            "cuGraphEventRecordNodeSetEvent",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddEventWaitNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddEventWaitNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    event: CUevent,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddEventWaitNode");
    type __F =
        unsafe extern "C" fn(*mut CUgraphNode, CUgraph, *const CUgraphNode, usize, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(phGraphNode, hGraph, dependencies, numDependencies, event) },
            "cuGraphAddEventWaitNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphEventWaitNodeGetEvent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphEventWaitNodeGetEvent(
    hNode: CUgraphNode,
    event_out: *mut CUevent,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphEventWaitNodeGetEvent");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, event_out) },
            "cuGraphEventWaitNodeGetEvent",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphEventWaitNodeSetEvent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphEventWaitNodeSetEvent(hNode: CUgraphNode, event: CUevent) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphEventWaitNodeSetEvent");
    type __F = unsafe extern "C" fn(CUgraphNode, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hNode, event) }, "cuGraphEventWaitNodeSetEvent"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddExternalSemaphoresSignalNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddExternalSemaphoresSignalNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddExternalSemaphoresSignalNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    phGraphNode,
                    hGraph,
                    dependencies,
                    numDependencies,
                    nodeParams,
                )
            },
            "cuGraphAddExternalSemaphoresSignalNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExternalSemaphoresSignalNodeGetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExternalSemaphoresSignalNodeGetParams(
    hNode: CUgraphNode,
    params_out: *mut CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExternalSemaphoresSignalNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, params_out) },
            "cuGraphExternalSemaphoresSignalNodeGetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExternalSemaphoresSignalNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExternalSemaphoresSignalNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExternalSemaphoresSignalNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams) },
            "cuGraphExternalSemaphoresSignalNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddExternalSemaphoresWaitNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddExternalSemaphoresWaitNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddExternalSemaphoresWaitNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    phGraphNode,
                    hGraph,
                    dependencies,
                    numDependencies,
                    nodeParams,
                )
            },
            "cuGraphAddExternalSemaphoresWaitNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExternalSemaphoresWaitNodeGetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExternalSemaphoresWaitNodeGetParams(
    hNode: CUgraphNode,
    params_out: *mut CUDA_EXT_SEM_WAIT_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExternalSemaphoresWaitNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_EXT_SEM_WAIT_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, params_out) },
            "cuGraphExternalSemaphoresWaitNodeGetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExternalSemaphoresWaitNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExternalSemaphoresWaitNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExternalSemaphoresWaitNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_EXT_SEM_WAIT_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams) },
            "cuGraphExternalSemaphoresWaitNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddBatchMemOpNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddBatchMemOpNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddBatchMemOpNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    phGraphNode,
                    hGraph,
                    dependencies,
                    numDependencies,
                    nodeParams,
                )
            },
            "cuGraphAddBatchMemOpNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphBatchMemOpNodeGetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphBatchMemOpNodeGetParams(
    hNode: CUgraphNode,
    nodeParams_out: *mut CUDA_BATCH_MEM_OP_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphBatchMemOpNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_BATCH_MEM_OP_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams_out) },
            "cuGraphBatchMemOpNodeGetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphBatchMemOpNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphBatchMemOpNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphBatchMemOpNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_BATCH_MEM_OP_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, nodeParams) },
            "cuGraphBatchMemOpNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecBatchMemOpNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecBatchMemOpNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecBatchMemOpNodeSetParams");
    type __F =
        unsafe extern "C" fn(CUgraphExec, CUgraphNode, *const CUDA_BATCH_MEM_OP_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, nodeParams) },
            "cuGraphExecBatchMemOpNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddMemAllocNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddMemAllocNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *mut CUDA_MEM_ALLOC_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddMemAllocNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *mut CUDA_MEM_ALLOC_NODE_PARAMS,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    phGraphNode,
                    hGraph,
                    dependencies,
                    numDependencies,
                    nodeParams,
                )
            },
            "cuGraphAddMemAllocNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphMemAllocNodeGetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphMemAllocNodeGetParams(
    hNode: CUgraphNode,
    params_out: *mut CUDA_MEM_ALLOC_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphMemAllocNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_MEM_ALLOC_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, params_out) },
            "cuGraphMemAllocNodeGetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddMemFreeNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddMemFreeNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    dptr: CUdeviceptr,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddMemFreeNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        CUdeviceptr,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(phGraphNode, hGraph, dependencies, numDependencies, dptr) },
            "cuGraphAddMemFreeNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphMemFreeNodeGetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphMemFreeNodeGetParams(
    hNode: CUgraphNode,
    dptr_out: *mut CUdeviceptr,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphMemFreeNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUdeviceptr) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, dptr_out) },
            "cuGraphMemFreeNodeGetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGraphMemTrim`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGraphMemTrim(device: CUdevice) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGraphMemTrim");
    type __F = unsafe extern "C" fn(CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(device) }, "cuDeviceGraphMemTrim"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetGraphMemAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetGraphMemAttribute(
    device: CUdevice,
    attr: CUgraphMem_attribute,
    value: *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetGraphMemAttribute");
    type __F =
        unsafe extern "C" fn(CUdevice, CUgraphMem_attribute, *mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(device, attr, value) },
            "cuDeviceGetGraphMemAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceSetGraphMemAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceSetGraphMemAttribute(
    device: CUdevice,
    attr: CUgraphMem_attribute,
    value: *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceSetGraphMemAttribute");
    type __F =
        unsafe extern "C" fn(CUdevice, CUgraphMem_attribute, *mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(device, attr, value) },
            "cuDeviceSetGraphMemAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphClone`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphClone(phGraphClone: *mut CUgraph, originalGraph: CUgraph) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphClone");
    type __F = unsafe extern "C" fn(*mut CUgraph, CUgraph) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(phGraphClone, originalGraph) }, "cuGraphClone"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphNodeFindInClone`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphNodeFindInClone(
    phNode: *mut CUgraphNode,
    hOriginalNode: CUgraphNode,
    hClonedGraph: CUgraph,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeFindInClone");
    type __F = unsafe extern "C" fn(*mut CUgraphNode, CUgraphNode, CUgraph) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(phNode, hOriginalNode, hClonedGraph) },
            "cuGraphNodeFindInClone",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphNodeGetType`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphNodeGetType(hNode: CUgraphNode, type_: *mut CUgraphNodeType) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetType");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUgraphNodeType) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hNode, type_) }, "cuGraphNodeGetType"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphGetNodes`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphGetNodes(
    hGraph: CUgraph,
    nodes: *mut CUgraphNode,
    numNodes: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphGetNodes");
    type __F = unsafe extern "C" fn(CUgraph, *mut CUgraphNode, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hGraph, nodes, numNodes) }, "cuGraphGetNodes"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphGetRootNodes`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphGetRootNodes(
    hGraph: CUgraph,
    rootNodes: *mut CUgraphNode,
    numRootNodes: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphGetRootNodes");
    type __F = unsafe extern "C" fn(CUgraph, *mut CUgraphNode, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraph, rootNodes, numRootNodes) },
            "cuGraphGetRootNodes",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphGetEdges`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphGetEdges(
    hGraph: CUgraph,
    from: *mut CUgraphNode,
    to: *mut CUgraphNode,
    numEdges: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphGetEdges");
    type __F = unsafe extern "C" fn(CUgraph, *mut CUgraphNode, *mut CUgraphNode, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraph, from, to, numEdges) },
            "cuGraphGetEdges",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphGetEdges_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphGetEdges_v2(
    hGraph: CUgraph,
    from: *mut CUgraphNode,
    to: *mut CUgraphNode,
    edgeData: *mut CUgraphEdgeData,
    numEdges: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphGetEdges_v2");
    type __F = unsafe extern "C" fn(
        CUgraph,
        *mut CUgraphNode,
        *mut CUgraphNode,
        *mut CUgraphEdgeData,
        *mut usize,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraph, from, to, edgeData, numEdges) },
            "cuGraphGetEdges_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphNodeGetDependencies`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphNodeGetDependencies(
    hNode: CUgraphNode,
    dependencies: *mut CUgraphNode,
    numDependencies: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetDependencies");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUgraphNode, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, dependencies, numDependencies) },
            "cuGraphNodeGetDependencies",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphNodeGetDependencies_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphNodeGetDependencies_v2(
    hNode: CUgraphNode,
    dependencies: *mut CUgraphNode,
    edgeData: *mut CUgraphEdgeData,
    numDependencies: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetDependencies_v2");
    type __F = unsafe extern "C" fn(
        CUgraphNode,
        *mut CUgraphNode,
        *mut CUgraphEdgeData,
        *mut usize,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, dependencies, edgeData, numDependencies) },
            "cuGraphNodeGetDependencies_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphNodeGetDependentNodes`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphNodeGetDependentNodes(
    hNode: CUgraphNode,
    dependentNodes: *mut CUgraphNode,
    numDependentNodes: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetDependentNodes");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUgraphNode, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, dependentNodes, numDependentNodes) },
            "cuGraphNodeGetDependentNodes",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphNodeGetDependentNodes_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphNodeGetDependentNodes_v2(
    hNode: CUgraphNode,
    dependentNodes: *mut CUgraphNode,
    edgeData: *mut CUgraphEdgeData,
    numDependentNodes: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetDependentNodes_v2");
    type __F = unsafe extern "C" fn(
        CUgraphNode,
        *mut CUgraphNode,
        *mut CUgraphEdgeData,
        *mut usize,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, dependentNodes, edgeData, numDependentNodes) },
            "cuGraphNodeGetDependentNodes_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddDependencies`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddDependencies(
    hGraph: CUgraph,
    from: *const CUgraphNode,
    to: *const CUgraphNode,
    numDependencies: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddDependencies");
    type __F = unsafe extern "C" fn(CUgraph, *const CUgraphNode, *const CUgraphNode, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraph, from, to, numDependencies) },
            "cuGraphAddDependencies",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddDependencies_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddDependencies_v2(
    hGraph: CUgraph,
    from: *const CUgraphNode,
    to: *const CUgraphNode,
    edgeData: *const CUgraphEdgeData,
    numDependencies: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddDependencies_v2");
    type __F = unsafe extern "C" fn(
        CUgraph,
        *const CUgraphNode,
        *const CUgraphNode,
        *const CUgraphEdgeData,
        usize,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraph, from, to, edgeData, numDependencies) },
            "cuGraphAddDependencies_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphRemoveDependencies`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphRemoveDependencies(
    hGraph: CUgraph,
    from: *const CUgraphNode,
    to: *const CUgraphNode,
    numDependencies: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphRemoveDependencies");
    type __F = unsafe extern "C" fn(CUgraph, *const CUgraphNode, *const CUgraphNode, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraph, from, to, numDependencies) },
            "cuGraphRemoveDependencies",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphRemoveDependencies_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphRemoveDependencies_v2(
    hGraph: CUgraph,
    from: *const CUgraphNode,
    to: *const CUgraphNode,
    edgeData: *const CUgraphEdgeData,
    numDependencies: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphRemoveDependencies_v2");
    type __F = unsafe extern "C" fn(
        CUgraph,
        *const CUgraphNode,
        *const CUgraphNode,
        *const CUgraphEdgeData,
        usize,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraph, from, to, edgeData, numDependencies) },
            "cuGraphRemoveDependencies_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphDestroyNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphDestroyNode(hNode: CUgraphNode) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphDestroyNode");
    type __F = unsafe extern "C" fn(CUgraphNode) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hNode) }, "cuGraphDestroyNode"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphInstantiateWithFlags`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphInstantiateWithFlags(
    phGraphExec: *mut CUgraphExec,
    hGraph: CUgraph,
    flags: ::core::ffi::c_ulonglong,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphInstantiateWithFlags");
    type __F = unsafe extern "C" fn(*mut CUgraphExec, CUgraph, ::core::ffi::c_ulonglong) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(phGraphExec, hGraph, flags) },
            "cuGraphInstantiateWithFlags",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphInstantiateWithParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphInstantiateWithParams(
    phGraphExec: *mut CUgraphExec,
    hGraph: CUgraph,
    instantiateParams: *mut CUDA_GRAPH_INSTANTIATE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphInstantiateWithParams");
    type __F =
        unsafe extern "C" fn(*mut CUgraphExec, CUgraph, *mut CUDA_GRAPH_INSTANTIATE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(phGraphExec, hGraph, instantiateParams) },
            "cuGraphInstantiateWithParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecGetFlags`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecGetFlags(hGraphExec: CUgraphExec, flags: *mut cuuint64_t) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecGetFlags");
    type __F = unsafe extern "C" fn(CUgraphExec, *mut cuuint64_t) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hGraphExec, flags) }, "cuGraphExecGetFlags"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecKernelNodeSetParams_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecKernelNodeSetParams_v2(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecKernelNodeSetParams_v2");
    type __F =
        unsafe extern "C" fn(CUgraphExec, CUgraphNode, *const CUDA_KERNEL_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, nodeParams) },
            "cuGraphExecKernelNodeSetParams_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecMemcpyNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecMemcpyNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    copyParams: *const CUDA_MEMCPY3D,
    ctx: CUcontext,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecMemcpyNodeSetParams");
    type __F =
        unsafe extern "C" fn(CUgraphExec, CUgraphNode, *const CUDA_MEMCPY3D, CUcontext) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, copyParams, ctx) },
            "cuGraphExecMemcpyNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecMemsetNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecMemsetNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    memsetParams: *const CUDA_MEMSET_NODE_PARAMS,
    ctx: CUcontext,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecMemsetNodeSetParams");
    type __F = unsafe extern "C" fn(
        CUgraphExec,
        CUgraphNode,
        *const CUDA_MEMSET_NODE_PARAMS,
        CUcontext,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, memsetParams, ctx) },
            "cuGraphExecMemsetNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecHostNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecHostNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *const CUDA_HOST_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecHostNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, *const CUDA_HOST_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, nodeParams) },
            "cuGraphExecHostNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecChildGraphNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecChildGraphNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    childGraph: CUgraph,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecChildGraphNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, CUgraph) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, childGraph) },
            "cuGraphExecChildGraphNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecEventRecordNodeSetEvent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecEventRecordNodeSetEvent(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    event: CUevent,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecEventRecordNodeSetEvent");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, event) },
            "cuGraphExecEventRecordNodeSetEvent",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecEventWaitNodeSetEvent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecEventWaitNodeSetEvent(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    event: CUevent,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecEventWaitNodeSetEvent");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, event) },
            "cuGraphExecEventWaitNodeSetEvent",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecExternalSemaphoresSignalNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecExternalSemaphoresSignalNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecExternalSemaphoresSignalNodeSetParams");
    type __F = unsafe extern "C" fn(
        CUgraphExec,
        CUgraphNode,
        *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, nodeParams) },
            "cuGraphExecExternalSemaphoresSignalNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecExternalSemaphoresWaitNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecExternalSemaphoresWaitNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecExternalSemaphoresWaitNodeSetParams");
    type __F =
        unsafe extern "C" fn(CUgraphExec, CUgraphNode, *const CUDA_EXT_SEM_WAIT_NODE_PARAMS) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, nodeParams) },
            "cuGraphExecExternalSemaphoresWaitNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphNodeSetEnabled`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphNodeSetEnabled(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    isEnabled: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeSetEnabled");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, isEnabled) },
            "cuGraphNodeSetEnabled",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphNodeGetEnabled`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphNodeGetEnabled(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    isEnabled: *mut ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetEnabled");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, *mut ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, isEnabled) },
            "cuGraphNodeGetEnabled",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphUpload`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphUpload(hGraphExec: CUgraphExec, hStream: CUstream) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphUpload");
    type __F = unsafe extern "C" fn(CUgraphExec, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hGraphExec, hStream) }, "cuGraphUpload"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphLaunch`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphLaunch(hGraphExec: CUgraphExec, hStream: CUstream) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphLaunch");
    type __F = unsafe extern "C" fn(CUgraphExec, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hGraphExec, hStream) }, "cuGraphLaunch"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecDestroy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecDestroy(hGraphExec: CUgraphExec) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecDestroy");
    type __F = unsafe extern "C" fn(CUgraphExec) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hGraphExec) }, "cuGraphExecDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphDestroy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphDestroy(hGraph: CUgraph) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphDestroy");
    type __F = unsafe extern "C" fn(CUgraph) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hGraph) }, "cuGraphDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecUpdate_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecUpdate_v2(
    hGraphExec: CUgraphExec,
    hGraph: CUgraph,
    resultInfo: *mut CUgraphExecUpdateResultInfo,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecUpdate_v2");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraph, *mut CUgraphExecUpdateResultInfo) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hGraph, resultInfo) },
            "cuGraphExecUpdate_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphKernelNodeCopyAttributes`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphKernelNodeCopyAttributes(dst: CUgraphNode, src: CUgraphNode) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphKernelNodeCopyAttributes");
    type __F = unsafe extern "C" fn(CUgraphNode, CUgraphNode) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(dst, src) }, "cuGraphKernelNodeCopyAttributes"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphKernelNodeGetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphKernelNodeGetAttribute(
    hNode: CUgraphNode,
    attr: CUkernelNodeAttrID,
    value_out: *mut CUkernelNodeAttrValue,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphKernelNodeGetAttribute");
    type __F =
        unsafe extern "C" fn(CUgraphNode, CUkernelNodeAttrID, *mut CUkernelNodeAttrValue) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, attr, value_out) },
            "cuGraphKernelNodeGetAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphKernelNodeSetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphKernelNodeSetAttribute(
    hNode: CUgraphNode,
    attr: CUkernelNodeAttrID,
    value: *const CUkernelNodeAttrValue,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphKernelNodeSetAttribute");
    type __F =
        unsafe extern "C" fn(CUgraphNode, CUkernelNodeAttrID, *const CUkernelNodeAttrValue) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hNode, attr, value) },
            "cuGraphKernelNodeSetAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphDebugDotPrint`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphDebugDotPrint(
    hGraph: CUgraph,
    path: *const ::core::ffi::c_char,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphDebugDotPrint");
    type __F =
        unsafe extern "C" fn(CUgraph, *const ::core::ffi::c_char, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hGraph, path, flags) }, "cuGraphDebugDotPrint"),
        Err(e) => __load_failed(e),
    }
}

/// `cuUserObjectCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuUserObjectCreate(
    object_out: *mut CUuserObject,
    ptr: *mut ::core::ffi::c_void,
    destroy: CUhostFn,
    initialRefcount: ::core::ffi::c_uint,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuUserObjectCreate");
    type __F = unsafe extern "C" fn(
        *mut CUuserObject,
        *mut ::core::ffi::c_void,
        CUhostFn,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(object_out, ptr, destroy, initialRefcount, flags) },
            "cuUserObjectCreate",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuUserObjectRetain`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuUserObjectRetain(object: CUuserObject, count: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuUserObjectRetain");
    type __F = unsafe extern "C" fn(CUuserObject, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(object, count) }, "cuUserObjectRetain"),
        Err(e) => __load_failed(e),
    }
}

/// `cuUserObjectRelease`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuUserObjectRelease(object: CUuserObject, count: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuUserObjectRelease");
    type __F = unsafe extern "C" fn(CUuserObject, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(object, count) }, "cuUserObjectRelease"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphRetainUserObject`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphRetainUserObject(
    graph: CUgraph,
    object: CUuserObject,
    count: ::core::ffi::c_uint,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphRetainUserObject");
    type __F = unsafe extern "C" fn(
        CUgraph,
        CUuserObject,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(graph, object, count, flags) },
            "cuGraphRetainUserObject",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphReleaseUserObject`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphReleaseUserObject(
    graph: CUgraph,
    object: CUuserObject,
    count: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphReleaseUserObject");
    type __F = unsafe extern "C" fn(CUgraph, CUuserObject, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(graph, object, count) },
            "cuGraphReleaseUserObject",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddNode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *mut CUgraphNodeParams,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *mut CUgraphNodeParams,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    phGraphNode,
                    hGraph,
                    dependencies,
                    numDependencies,
                    nodeParams,
                )
            },
            "cuGraphAddNode",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphAddNode_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphAddNode_v2(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    dependencyData: *const CUgraphEdgeData,
    numDependencies: usize,
    nodeParams: *mut CUgraphNodeParams,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphAddNode_v2");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        *const CUgraphEdgeData,
        usize,
        *mut CUgraphNodeParams,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    phGraphNode,
                    hGraph,
                    dependencies,
                    dependencyData,
                    numDependencies,
                    nodeParams,
                )
            },
            "cuGraphAddNode_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *mut CUgraphNodeParams,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUgraphNodeParams) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hNode, nodeParams) }, "cuGraphNodeSetParams"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphExecNodeSetParams`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphExecNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *mut CUgraphNodeParams,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphExecNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, *mut CUgraphNodeParams) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hGraphExec, hNode, nodeParams) },
            "cuGraphExecNodeSetParams",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphConditionalHandleCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphConditionalHandleCreate(
    pHandle_out: *mut CUgraphConditionalHandle,
    hGraph: CUgraph,
    ctx: CUcontext,
    defaultLaunchValue: ::core::ffi::c_uint,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphConditionalHandleCreate");
    type __F = unsafe extern "C" fn(
        *mut CUgraphConditionalHandle,
        CUgraph,
        CUcontext,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pHandle_out, hGraph, ctx, defaultLaunchValue, flags) },
            "cuGraphConditionalHandleCreate",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuOccupancyMaxActiveBlocksPerMultiprocessor`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuOccupancyMaxActiveBlocksPerMultiprocessor(
    numBlocks: *mut ::core::ffi::c_int,
    func: CUfunction,
    blockSize: ::core::ffi::c_int,
    dynamicSMemSize: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxActiveBlocksPerMultiprocessor");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_int, CUfunction, ::core::ffi::c_int, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(numBlocks, func, blockSize, dynamicSMemSize) },
            "cuOccupancyMaxActiveBlocksPerMultiprocessor",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    numBlocks: *mut ::core::ffi::c_int,
    func: CUfunction,
    blockSize: ::core::ffi::c_int,
    dynamicSMemSize: usize,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        CUfunction,
        ::core::ffi::c_int,
        usize,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(numBlocks, func, blockSize, dynamicSMemSize, flags) },
            "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuOccupancyMaxPotentialBlockSize`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuOccupancyMaxPotentialBlockSize(
    minGridSize: *mut ::core::ffi::c_int,
    blockSize: *mut ::core::ffi::c_int,
    func: CUfunction,
    blockSizeToDynamicSMemSize: CUoccupancyB2DSize,
    dynamicSMemSize: usize,
    blockSizeLimit: ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxPotentialBlockSize");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        *mut ::core::ffi::c_int,
        CUfunction,
        CUoccupancyB2DSize,
        usize,
        ::core::ffi::c_int,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    minGridSize,
                    blockSize,
                    func,
                    blockSizeToDynamicSMemSize,
                    dynamicSMemSize,
                    blockSizeLimit,
                )
            },
            "cuOccupancyMaxPotentialBlockSize",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuOccupancyMaxPotentialBlockSizeWithFlags`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuOccupancyMaxPotentialBlockSizeWithFlags(
    minGridSize: *mut ::core::ffi::c_int,
    blockSize: *mut ::core::ffi::c_int,
    func: CUfunction,
    blockSizeToDynamicSMemSize: CUoccupancyB2DSize,
    dynamicSMemSize: usize,
    blockSizeLimit: ::core::ffi::c_int,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxPotentialBlockSizeWithFlags");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        *mut ::core::ffi::c_int,
        CUfunction,
        CUoccupancyB2DSize,
        usize,
        ::core::ffi::c_int,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    minGridSize,
                    blockSize,
                    func,
                    blockSizeToDynamicSMemSize,
                    dynamicSMemSize,
                    blockSizeLimit,
                    flags,
                )
            },
            "cuOccupancyMaxPotentialBlockSizeWithFlags",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuOccupancyAvailableDynamicSMemPerBlock`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuOccupancyAvailableDynamicSMemPerBlock(
    dynamicSmemSize: *mut usize,
    func: CUfunction,
    numBlocks: ::core::ffi::c_int,
    blockSize: ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuOccupancyAvailableDynamicSMemPerBlock");
    type __F =
        unsafe extern "C" fn(*mut usize, CUfunction, ::core::ffi::c_int, ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(dynamicSmemSize, func, numBlocks, blockSize) },
            "cuOccupancyAvailableDynamicSMemPerBlock",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuOccupancyMaxPotentialClusterSize`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuOccupancyMaxPotentialClusterSize(
    clusterSize: *mut ::core::ffi::c_int,
    func: CUfunction,
    config: *const CUlaunchConfig,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxPotentialClusterSize");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_int, CUfunction, *const CUlaunchConfig) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(clusterSize, func, config) },
            "cuOccupancyMaxPotentialClusterSize",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuOccupancyMaxActiveClusters`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuOccupancyMaxActiveClusters(
    numClusters: *mut ::core::ffi::c_int,
    func: CUfunction,
    config: *const CUlaunchConfig,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxActiveClusters");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_int, CUfunction, *const CUlaunchConfig) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(numClusters, func, config) },
            "cuOccupancyMaxActiveClusters",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetArray`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetArray(
    hTexRef: CUtexref,
    hArray: CUarray,
    Flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetArray");
    type __F = unsafe extern "C" fn(CUtexref, CUarray, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hTexRef, hArray, Flags) }, "cuTexRefSetArray"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetMipmappedArray`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetMipmappedArray(
    hTexRef: CUtexref,
    hMipmappedArray: CUmipmappedArray,
    Flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetMipmappedArray");
    type __F = unsafe extern "C" fn(CUtexref, CUmipmappedArray, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hTexRef, hMipmappedArray, Flags) },
            "cuTexRefSetMipmappedArray",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetAddress_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetAddress_v2(
    ByteOffset: *mut usize,
    hTexRef: CUtexref,
    dptr: CUdeviceptr,
    bytes: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetAddress_v2");
    type __F = unsafe extern "C" fn(*mut usize, CUtexref, CUdeviceptr, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(ByteOffset, hTexRef, dptr, bytes) },
            "cuTexRefSetAddress_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetAddress2D_v3`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetAddress2D_v3(
    hTexRef: CUtexref,
    desc: *const CUDA_ARRAY_DESCRIPTOR,
    dptr: CUdeviceptr,
    Pitch: usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetAddress2D_v3");
    type __F =
        unsafe extern "C" fn(CUtexref, *const CUDA_ARRAY_DESCRIPTOR, CUdeviceptr, usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hTexRef, desc, dptr, Pitch) },
            "cuTexRefSetAddress2D_v3",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetFormat`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetFormat(
    hTexRef: CUtexref,
    fmt: CUarray_format,
    NumPackedComponents: ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetFormat");
    type __F = unsafe extern "C" fn(CUtexref, CUarray_format, ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hTexRef, fmt, NumPackedComponents) },
            "cuTexRefSetFormat",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetAddressMode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetAddressMode(
    hTexRef: CUtexref,
    dim: ::core::ffi::c_int,
    am: CUaddress_mode,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetAddressMode");
    type __F = unsafe extern "C" fn(CUtexref, ::core::ffi::c_int, CUaddress_mode) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hTexRef, dim, am) }, "cuTexRefSetAddressMode"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetFilterMode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetFilterMode(hTexRef: CUtexref, fm: CUfilter_mode) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetFilterMode");
    type __F = unsafe extern "C" fn(CUtexref, CUfilter_mode) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hTexRef, fm) }, "cuTexRefSetFilterMode"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetMipmapFilterMode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetMipmapFilterMode(hTexRef: CUtexref, fm: CUfilter_mode) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetMipmapFilterMode");
    type __F = unsafe extern "C" fn(CUtexref, CUfilter_mode) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hTexRef, fm) }, "cuTexRefSetMipmapFilterMode"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetMipmapLevelBias`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetMipmapLevelBias(hTexRef: CUtexref, bias: f32) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetMipmapLevelBias");
    type __F = unsafe extern "C" fn(CUtexref, f32) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hTexRef, bias) }, "cuTexRefSetMipmapLevelBias"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetMipmapLevelClamp`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetMipmapLevelClamp(
    hTexRef: CUtexref,
    minMipmapLevelClamp: f32,
    maxMipmapLevelClamp: f32,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetMipmapLevelClamp");
    type __F = unsafe extern "C" fn(CUtexref, f32, f32) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp) },
            "cuTexRefSetMipmapLevelClamp",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetMaxAnisotropy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetMaxAnisotropy(
    hTexRef: CUtexref,
    maxAniso: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetMaxAnisotropy");
    type __F = unsafe extern "C" fn(CUtexref, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hTexRef, maxAniso) },
            "cuTexRefSetMaxAnisotropy",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetBorderColor`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetBorderColor(hTexRef: CUtexref, pBorderColor: *mut f32) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetBorderColor");
    type __F = unsafe extern "C" fn(CUtexref, *mut f32) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hTexRef, pBorderColor) },
            "cuTexRefSetBorderColor",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefSetFlags`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefSetFlags(hTexRef: CUtexref, Flags: ::core::ffi::c_uint) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetFlags");
    type __F = unsafe extern "C" fn(CUtexref, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hTexRef, Flags) }, "cuTexRefSetFlags"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetAddress_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetAddress_v2(pdptr: *mut CUdeviceptr, hTexRef: CUtexref) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetAddress_v2");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pdptr, hTexRef) }, "cuTexRefGetAddress_v2"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetArray`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetArray(phArray: *mut CUarray, hTexRef: CUtexref) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetArray");
    type __F = unsafe extern "C" fn(*mut CUarray, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(phArray, hTexRef) }, "cuTexRefGetArray"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetMipmappedArray`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetMipmappedArray(
    phMipmappedArray: *mut CUmipmappedArray,
    hTexRef: CUtexref,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetMipmappedArray");
    type __F = unsafe extern "C" fn(*mut CUmipmappedArray, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(phMipmappedArray, hTexRef) },
            "cuTexRefGetMipmappedArray",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetAddressMode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetAddressMode(
    pam: *mut CUaddress_mode,
    hTexRef: CUtexref,
    dim: ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetAddressMode");
    type __F = unsafe extern "C" fn(*mut CUaddress_mode, CUtexref, ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pam, hTexRef, dim) }, "cuTexRefGetAddressMode"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetFilterMode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetFilterMode(pfm: *mut CUfilter_mode, hTexRef: CUtexref) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetFilterMode");
    type __F = unsafe extern "C" fn(*mut CUfilter_mode, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pfm, hTexRef) }, "cuTexRefGetFilterMode"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetFormat`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetFormat(
    pFormat: *mut CUarray_format,
    pNumChannels: *mut ::core::ffi::c_int,
    hTexRef: CUtexref,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetFormat");
    type __F = unsafe extern "C" fn(*mut CUarray_format, *mut ::core::ffi::c_int, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pFormat, pNumChannels, hTexRef) },
            "cuTexRefGetFormat",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetMipmapFilterMode`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetMipmapFilterMode(pfm: *mut CUfilter_mode, hTexRef: CUtexref) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetMipmapFilterMode");
    type __F = unsafe extern "C" fn(*mut CUfilter_mode, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pfm, hTexRef) }, "cuTexRefGetMipmapFilterMode"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetMipmapLevelBias`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetMipmapLevelBias(pbias: *mut f32, hTexRef: CUtexref) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetMipmapLevelBias");
    type __F = unsafe extern "C" fn(*mut f32, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pbias, hTexRef) }, "cuTexRefGetMipmapLevelBias"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetMipmapLevelClamp`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetMipmapLevelClamp(
    pminMipmapLevelClamp: *mut f32,
    pmaxMipmapLevelClamp: *mut f32,
    hTexRef: CUtexref,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetMipmapLevelClamp");
    type __F = unsafe extern "C" fn(*mut f32, *mut f32, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef) },
            "cuTexRefGetMipmapLevelClamp",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetMaxAnisotropy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetMaxAnisotropy(
    pmaxAniso: *mut ::core::ffi::c_int,
    hTexRef: CUtexref,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetMaxAnisotropy");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pmaxAniso, hTexRef) },
            "cuTexRefGetMaxAnisotropy",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetBorderColor`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetBorderColor(pBorderColor: *mut f32, hTexRef: CUtexref) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetBorderColor");
    type __F = unsafe extern "C" fn(*mut f32, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pBorderColor, hTexRef) },
            "cuTexRefGetBorderColor",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefGetFlags`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefGetFlags(pFlags: *mut ::core::ffi::c_uint, hTexRef: CUtexref) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetFlags");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_uint, CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pFlags, hTexRef) }, "cuTexRefGetFlags"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefCreate(pTexRef: *mut CUtexref) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefCreate");
    type __F = unsafe extern "C" fn(*mut CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pTexRef) }, "cuTexRefCreate"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexRefDestroy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexRefDestroy(hTexRef: CUtexref) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexRefDestroy");
    type __F = unsafe extern "C" fn(CUtexref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hTexRef) }, "cuTexRefDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `cuSurfRefSetArray`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuSurfRefSetArray(
    hSurfRef: CUsurfref,
    hArray: CUarray,
    Flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuSurfRefSetArray");
    type __F = unsafe extern "C" fn(CUsurfref, CUarray, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hSurfRef, hArray, Flags) }, "cuSurfRefSetArray"),
        Err(e) => __load_failed(e),
    }
}

/// `cuSurfRefGetArray`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuSurfRefGetArray(phArray: *mut CUarray, hSurfRef: CUsurfref) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuSurfRefGetArray");
    type __F = unsafe extern "C" fn(*mut CUarray, CUsurfref) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(phArray, hSurfRef) }, "cuSurfRefGetArray"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexObjectCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexObjectCreate(
    pTexObject: *mut CUtexObject,
    pResDesc: *const CUDA_RESOURCE_DESC,
    pTexDesc: *const CUDA_TEXTURE_DESC,
    pResViewDesc: *const CUDA_RESOURCE_VIEW_DESC,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexObjectCreate");
    type __F = unsafe extern "C" fn(
        *mut CUtexObject,
        *const CUDA_RESOURCE_DESC,
        *const CUDA_TEXTURE_DESC,
        *const CUDA_RESOURCE_VIEW_DESC,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pTexObject, pResDesc, pTexDesc, pResViewDesc) },
            "cuTexObjectCreate",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexObjectDestroy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexObjectDestroy(texObject: CUtexObject) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexObjectDestroy");
    type __F = unsafe extern "C" fn(CUtexObject) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(texObject) }, "cuTexObjectDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexObjectGetResourceDesc`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexObjectGetResourceDesc(
    pResDesc: *mut CUDA_RESOURCE_DESC,
    texObject: CUtexObject,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexObjectGetResourceDesc");
    type __F = unsafe extern "C" fn(*mut CUDA_RESOURCE_DESC, CUtexObject) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pResDesc, texObject) },
            "cuTexObjectGetResourceDesc",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexObjectGetTextureDesc`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexObjectGetTextureDesc(
    pTexDesc: *mut CUDA_TEXTURE_DESC,
    texObject: CUtexObject,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexObjectGetTextureDesc");
    type __F = unsafe extern "C" fn(*mut CUDA_TEXTURE_DESC, CUtexObject) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pTexDesc, texObject) },
            "cuTexObjectGetTextureDesc",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTexObjectGetResourceViewDesc`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTexObjectGetResourceViewDesc(
    pResViewDesc: *mut CUDA_RESOURCE_VIEW_DESC,
    texObject: CUtexObject,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTexObjectGetResourceViewDesc");
    type __F = unsafe extern "C" fn(*mut CUDA_RESOURCE_VIEW_DESC, CUtexObject) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pResViewDesc, texObject) },
            "cuTexObjectGetResourceViewDesc",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuSurfObjectCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuSurfObjectCreate(
    pSurfObject: *mut CUsurfObject,
    pResDesc: *const CUDA_RESOURCE_DESC,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuSurfObjectCreate");
    type __F = unsafe extern "C" fn(*mut CUsurfObject, *const CUDA_RESOURCE_DESC) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pSurfObject, pResDesc) }, "cuSurfObjectCreate"),
        Err(e) => __load_failed(e),
    }
}

/// `cuSurfObjectDestroy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuSurfObjectDestroy(surfObject: CUsurfObject) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuSurfObjectDestroy");
    type __F = unsafe extern "C" fn(CUsurfObject) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(surfObject) }, "cuSurfObjectDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `cuSurfObjectGetResourceDesc`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuSurfObjectGetResourceDesc(
    pResDesc: *mut CUDA_RESOURCE_DESC,
    surfObject: CUsurfObject,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuSurfObjectGetResourceDesc");
    type __F = unsafe extern "C" fn(*mut CUDA_RESOURCE_DESC, CUsurfObject) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pResDesc, surfObject) },
            "cuSurfObjectGetResourceDesc",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTensorMapEncodeTiled`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTensorMapEncodeTiled(
    tensorMap: *mut CUtensorMap,
    tensorDataType: CUtensorMapDataType,
    tensorRank: cuuint32_t,
    globalAddress: *mut ::core::ffi::c_void,
    globalDim: *const cuuint64_t,
    globalStrides: *const cuuint64_t,
    boxDim: *const cuuint32_t,
    elementStrides: *const cuuint32_t,
    interleave: CUtensorMapInterleave,
    swizzle: CUtensorMapSwizzle,
    l2Promotion: CUtensorMapL2promotion,
    oobFill: CUtensorMapFloatOOBfill,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTensorMapEncodeTiled");
    type __F = unsafe extern "C" fn(
        *mut CUtensorMap,
        CUtensorMapDataType,
        cuuint32_t,
        *mut ::core::ffi::c_void,
        *const cuuint64_t,
        *const cuuint64_t,
        *const cuuint32_t,
        *const cuuint32_t,
        CUtensorMapInterleave,
        CUtensorMapSwizzle,
        CUtensorMapL2promotion,
        CUtensorMapFloatOOBfill,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    tensorMap,
                    tensorDataType,
                    tensorRank,
                    globalAddress,
                    globalDim,
                    globalStrides,
                    boxDim,
                    elementStrides,
                    interleave,
                    swizzle,
                    l2Promotion,
                    oobFill,
                )
            },
            "cuTensorMapEncodeTiled",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTensorMapEncodeIm2col`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTensorMapEncodeIm2col(
    tensorMap: *mut CUtensorMap,
    tensorDataType: CUtensorMapDataType,
    tensorRank: cuuint32_t,
    globalAddress: *mut ::core::ffi::c_void,
    globalDim: *const cuuint64_t,
    globalStrides: *const cuuint64_t,
    pixelBoxLowerCorner: *const ::core::ffi::c_int,
    pixelBoxUpperCorner: *const ::core::ffi::c_int,
    channelsPerPixel: cuuint32_t,
    pixelsPerColumn: cuuint32_t,
    elementStrides: *const cuuint32_t,
    interleave: CUtensorMapInterleave,
    swizzle: CUtensorMapSwizzle,
    l2Promotion: CUtensorMapL2promotion,
    oobFill: CUtensorMapFloatOOBfill,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTensorMapEncodeIm2col");
    type __F = unsafe extern "C" fn(
        *mut CUtensorMap,
        CUtensorMapDataType,
        cuuint32_t,
        *mut ::core::ffi::c_void,
        *const cuuint64_t,
        *const cuuint64_t,
        *const ::core::ffi::c_int,
        *const ::core::ffi::c_int,
        cuuint32_t,
        cuuint32_t,
        *const cuuint32_t,
        CUtensorMapInterleave,
        CUtensorMapSwizzle,
        CUtensorMapL2promotion,
        CUtensorMapFloatOOBfill,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    tensorMap,
                    tensorDataType,
                    tensorRank,
                    globalAddress,
                    globalDim,
                    globalStrides,
                    pixelBoxLowerCorner,
                    pixelBoxUpperCorner,
                    channelsPerPixel,
                    pixelsPerColumn,
                    elementStrides,
                    interleave,
                    swizzle,
                    l2Promotion,
                    oobFill,
                )
            },
            "cuTensorMapEncodeIm2col",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTensorMapEncodeIm2colWide`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTensorMapEncodeIm2colWide(
    tensorMap: *mut CUtensorMap,
    tensorDataType: CUtensorMapDataType,
    tensorRank: cuuint32_t,
    globalAddress: *mut ::core::ffi::c_void,
    globalDim: *const cuuint64_t,
    globalStrides: *const cuuint64_t,
    pixelBoxLowerCornerWidth: ::core::ffi::c_int,
    pixelBoxUpperCornerWidth: ::core::ffi::c_int,
    channelsPerPixel: cuuint32_t,
    pixelsPerColumn: cuuint32_t,
    elementStrides: *const cuuint32_t,
    interleave: CUtensorMapInterleave,
    mode: CUtensorMapIm2ColWideMode,
    swizzle: CUtensorMapSwizzle,
    l2Promotion: CUtensorMapL2promotion,
    oobFill: CUtensorMapFloatOOBfill,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTensorMapEncodeIm2colWide");
    type __F = unsafe extern "C" fn(
        *mut CUtensorMap,
        CUtensorMapDataType,
        cuuint32_t,
        *mut ::core::ffi::c_void,
        *const cuuint64_t,
        *const cuuint64_t,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        cuuint32_t,
        cuuint32_t,
        *const cuuint32_t,
        CUtensorMapInterleave,
        CUtensorMapIm2ColWideMode,
        CUtensorMapSwizzle,
        CUtensorMapL2promotion,
        CUtensorMapFloatOOBfill,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe {
                __f(
                    tensorMap,
                    tensorDataType,
                    tensorRank,
                    globalAddress,
                    globalDim,
                    globalStrides,
                    pixelBoxLowerCornerWidth,
                    pixelBoxUpperCornerWidth,
                    channelsPerPixel,
                    pixelsPerColumn,
                    elementStrides,
                    interleave,
                    mode,
                    swizzle,
                    l2Promotion,
                    oobFill,
                )
            },
            "cuTensorMapEncodeIm2colWide",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuTensorMapReplaceAddress`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuTensorMapReplaceAddress(
    tensorMap: *mut CUtensorMap,
    globalAddress: *mut ::core::ffi::c_void,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuTensorMapReplaceAddress");
    type __F = unsafe extern "C" fn(*mut CUtensorMap, *mut ::core::ffi::c_void) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(tensorMap, globalAddress) },
            "cuTensorMapReplaceAddress",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceCanAccessPeer`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceCanAccessPeer(
    canAccessPeer: *mut ::core::ffi::c_int,
    dev: CUdevice,
    peerDev: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceCanAccessPeer");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int, CUdevice, CUdevice) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(canAccessPeer, dev, peerDev) },
            "cuDeviceCanAccessPeer",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxEnablePeerAccess`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxEnablePeerAccess(
    peerContext: CUcontext,
    Flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxEnablePeerAccess");
    type __F = unsafe extern "C" fn(CUcontext, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(peerContext, Flags) }, "cuCtxEnablePeerAccess"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxDisablePeerAccess`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxDisablePeerAccess(peerContext: CUcontext) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxDisablePeerAccess");
    type __F = unsafe extern "C" fn(CUcontext) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(peerContext) }, "cuCtxDisablePeerAccess"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetP2PAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetP2PAttribute(
    value: *mut ::core::ffi::c_int,
    attrib: CUdevice_P2PAttribute,
    srcDevice: CUdevice,
    dstDevice: CUdevice,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetP2PAttribute");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        CUdevice_P2PAttribute,
        CUdevice,
        CUdevice,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(value, attrib, srcDevice, dstDevice) },
            "cuDeviceGetP2PAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphicsUnregisterResource`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphicsUnregisterResource(resource: CUgraphicsResource) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphicsUnregisterResource");
    type __F = unsafe extern "C" fn(CUgraphicsResource) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(resource) }, "cuGraphicsUnregisterResource"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphicsSubResourceGetMappedArray`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphicsSubResourceGetMappedArray(
    pArray: *mut CUarray,
    resource: CUgraphicsResource,
    arrayIndex: ::core::ffi::c_uint,
    mipLevel: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphicsSubResourceGetMappedArray");
    type __F = unsafe extern "C" fn(
        *mut CUarray,
        CUgraphicsResource,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pArray, resource, arrayIndex, mipLevel) },
            "cuGraphicsSubResourceGetMappedArray",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphicsResourceGetMappedMipmappedArray`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphicsResourceGetMappedMipmappedArray(
    pMipmappedArray: *mut CUmipmappedArray,
    resource: CUgraphicsResource,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphicsResourceGetMappedMipmappedArray");
    type __F = unsafe extern "C" fn(*mut CUmipmappedArray, CUgraphicsResource) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pMipmappedArray, resource) },
            "cuGraphicsResourceGetMappedMipmappedArray",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphicsResourceGetMappedPointer_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphicsResourceGetMappedPointer_v2(
    pDevPtr: *mut CUdeviceptr,
    pSize: *mut usize,
    resource: CUgraphicsResource,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphicsResourceGetMappedPointer_v2");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, *mut usize, CUgraphicsResource) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pDevPtr, pSize, resource) },
            "cuGraphicsResourceGetMappedPointer_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphicsResourceSetMapFlags_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphicsResourceSetMapFlags_v2(
    resource: CUgraphicsResource,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphicsResourceSetMapFlags_v2");
    type __F = unsafe extern "C" fn(CUgraphicsResource, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(resource, flags) },
            "cuGraphicsResourceSetMapFlags_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphicsMapResources`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphicsMapResources(
    count: ::core::ffi::c_uint,
    resources: *mut CUgraphicsResource,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphicsMapResources");
    type __F = unsafe extern "C" fn(::core::ffi::c_uint, *mut CUgraphicsResource, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(count, resources, hStream) },
            "cuGraphicsMapResources",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGraphicsUnmapResources`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGraphicsUnmapResources(
    count: ::core::ffi::c_uint,
    resources: *mut CUgraphicsResource,
    hStream: CUstream,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGraphicsUnmapResources");
    type __F = unsafe extern "C" fn(::core::ffi::c_uint, *mut CUgraphicsResource, CUstream) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(count, resources, hStream) },
            "cuGraphicsUnmapResources",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGetProcAddress_v2`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGetProcAddress_v2(
    symbol: *const ::core::ffi::c_char,
    pfn: *mut *mut ::core::ffi::c_void,
    cudaVersion: ::core::ffi::c_int,
    flags: cuuint64_t,
    symbolStatus: *mut CUdriverProcAddressQueryResult,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGetProcAddress_v2");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_char,
        *mut *mut ::core::ffi::c_void,
        ::core::ffi::c_int,
        cuuint64_t,
        *mut CUdriverProcAddressQueryResult,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(symbol, pfn, cudaVersion, flags, symbolStatus) },
            "cuGetProcAddress_v2",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuCoredumpGetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCoredumpGetAttribute(
    attrib: CUcoredumpSettings,
    value: *mut ::core::ffi::c_void,
    size: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCoredumpGetAttribute");
    type __F =
        unsafe extern "C" fn(CUcoredumpSettings, *mut ::core::ffi::c_void, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(attrib, value, size) },
            "cuCoredumpGetAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuCoredumpGetAttributeGlobal`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCoredumpGetAttributeGlobal(
    attrib: CUcoredumpSettings,
    value: *mut ::core::ffi::c_void,
    size: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCoredumpGetAttributeGlobal");
    type __F =
        unsafe extern "C" fn(CUcoredumpSettings, *mut ::core::ffi::c_void, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(attrib, value, size) },
            "cuCoredumpGetAttributeGlobal",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuCoredumpSetAttribute`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCoredumpSetAttribute(
    attrib: CUcoredumpSettings,
    value: *mut ::core::ffi::c_void,
    size: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCoredumpSetAttribute");
    type __F =
        unsafe extern "C" fn(CUcoredumpSettings, *mut ::core::ffi::c_void, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(attrib, value, size) },
            "cuCoredumpSetAttribute",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuCoredumpSetAttributeGlobal`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCoredumpSetAttributeGlobal(
    attrib: CUcoredumpSettings,
    value: *mut ::core::ffi::c_void,
    size: *mut usize,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCoredumpSetAttributeGlobal");
    type __F =
        unsafe extern "C" fn(CUcoredumpSettings, *mut ::core::ffi::c_void, *mut usize) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(attrib, value, size) },
            "cuCoredumpSetAttributeGlobal",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGetExportTable`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGetExportTable(
    ppExportTable: *mut *const ::core::ffi::c_void,
    pExportTableId: *const CUuuid,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGetExportTable");
    type __F = unsafe extern "C" fn(*mut *const ::core::ffi::c_void, *const CUuuid) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(ppExportTable, pExportTableId) },
            "cuGetExportTable",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGreenCtxCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGreenCtxCreate(
    phCtx: *mut CUgreenCtx,
    desc: CUdevResourceDesc,
    dev: CUdevice,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxCreate");
    type __F = unsafe extern "C" fn(
        *mut CUgreenCtx,
        CUdevResourceDesc,
        CUdevice,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(phCtx, desc, dev, flags) }, "cuGreenCtxCreate"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGreenCtxDestroy`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGreenCtxDestroy(hCtx: CUgreenCtx) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxDestroy");
    type __F = unsafe extern "C" fn(CUgreenCtx) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hCtx) }, "cuGreenCtxDestroy"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxFromGreenCtx`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxFromGreenCtx(pContext: *mut CUcontext, hCtx: CUgreenCtx) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxFromGreenCtx");
    type __F = unsafe extern "C" fn(*mut CUcontext, CUgreenCtx) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pContext, hCtx) }, "cuCtxFromGreenCtx"),
        Err(e) => __load_failed(e),
    }
}

/// `cuDeviceGetDevResource`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDeviceGetDevResource(
    device: CUdevice,
    resource: *mut CUdevResource,
    type_: CUdevResourceType,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetDevResource");
    type __F = unsafe extern "C" fn(CUdevice, *mut CUdevResource, CUdevResourceType) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(device, resource, type_) },
            "cuDeviceGetDevResource",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuCtxGetDevResource`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCtxGetDevResource(
    hCtx: CUcontext,
    resource: *mut CUdevResource,
    type_: CUdevResourceType,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCtxGetDevResource");
    type __F = unsafe extern "C" fn(CUcontext, *mut CUdevResource, CUdevResourceType) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hCtx, resource, type_) }, "cuCtxGetDevResource"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGreenCtxGetDevResource`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGreenCtxGetDevResource(
    hCtx: CUgreenCtx,
    resource: *mut CUdevResource,
    type_: CUdevResourceType,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxGetDevResource");
    type __F = unsafe extern "C" fn(CUgreenCtx, *mut CUdevResource, CUdevResourceType) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(hCtx, resource, type_) },
            "cuGreenCtxGetDevResource",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDevSmResourceSplitByCount`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDevSmResourceSplitByCount(
    result: *mut CUdevResource,
    nbGroups: *mut ::core::ffi::c_uint,
    input: *const CUdevResource,
    remaining: *mut CUdevResource,
    useFlags: ::core::ffi::c_uint,
    minCount: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDevSmResourceSplitByCount");
    type __F = unsafe extern "C" fn(
        *mut CUdevResource,
        *mut ::core::ffi::c_uint,
        *const CUdevResource,
        *mut CUdevResource,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(result, nbGroups, input, remaining, useFlags, minCount) },
            "cuDevSmResourceSplitByCount",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuDevResourceGenerateDesc`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuDevResourceGenerateDesc(
    phDesc: *mut CUdevResourceDesc,
    resources: *mut CUdevResource,
    nbResources: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuDevResourceGenerateDesc");
    type __F = unsafe extern "C" fn(
        *mut CUdevResourceDesc,
        *mut CUdevResource,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(phDesc, resources, nbResources) },
            "cuDevResourceGenerateDesc",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuGreenCtxRecordEvent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGreenCtxRecordEvent(hCtx: CUgreenCtx, hEvent: CUevent) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxRecordEvent");
    type __F = unsafe extern "C" fn(CUgreenCtx, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hCtx, hEvent) }, "cuGreenCtxRecordEvent"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGreenCtxWaitEvent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGreenCtxWaitEvent(hCtx: CUgreenCtx, hEvent: CUevent) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxWaitEvent");
    type __F = unsafe extern "C" fn(CUgreenCtx, CUevent) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hCtx, hEvent) }, "cuGreenCtxWaitEvent"),
        Err(e) => __load_failed(e),
    }
}

/// `cuStreamGetGreenCtx`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuStreamGetGreenCtx(hStream: CUstream, phCtx: *mut CUgreenCtx) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuStreamGetGreenCtx");
    type __F = unsafe extern "C" fn(CUstream, *mut CUgreenCtx) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(hStream, phCtx) }, "cuStreamGetGreenCtx"),
        Err(e) => __load_failed(e),
    }
}

/// `cuGreenCtxStreamCreate`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuGreenCtxStreamCreate(
    phStream: *mut CUstream,
    greenCtx: CUgreenCtx,
    flags: ::core::ffi::c_uint,
    priority: ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxStreamCreate");
    type __F = unsafe extern "C" fn(
        *mut CUstream,
        CUgreenCtx,
        ::core::ffi::c_uint,
        ::core::ffi::c_int,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(phStream, greenCtx, flags, priority) },
            "cuGreenCtxStreamCreate",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLogsRegisterCallback`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLogsRegisterCallback(
    callbackFunc: CUlogsCallback,
    userData: *mut ::core::ffi::c_void,
    callback_out: *mut CUlogsCallbackHandle,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLogsRegisterCallback");
    type __F = unsafe extern "C" fn(
        CUlogsCallback,
        *mut ::core::ffi::c_void,
        *mut CUlogsCallbackHandle,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(callbackFunc, userData, callback_out) },
            "cuLogsRegisterCallback",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLogsUnregisterCallback`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLogsUnregisterCallback(callback: CUlogsCallbackHandle) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLogsUnregisterCallback");
    type __F = unsafe extern "C" fn(CUlogsCallbackHandle) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(callback) }, "cuLogsUnregisterCallback"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLogsCurrent`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLogsCurrent(
    iterator_out: *mut CUlogIterator,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLogsCurrent");
    type __F = unsafe extern "C" fn(*mut CUlogIterator, ::core::ffi::c_uint) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(iterator_out, flags) }, "cuLogsCurrent"),
        Err(e) => __load_failed(e),
    }
}

/// `cuLogsDumpToFile`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLogsDumpToFile(
    iterator: *mut CUlogIterator,
    pathToFile: *const ::core::ffi::c_char,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLogsDumpToFile");
    type __F = unsafe extern "C" fn(
        *mut CUlogIterator,
        *const ::core::ffi::c_char,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(iterator, pathToFile, flags) },
            "cuLogsDumpToFile",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuLogsDumpToMemory`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuLogsDumpToMemory(
    iterator: *mut CUlogIterator,
    buffer: *mut ::core::ffi::c_char,
    size: *mut usize,
    flags: ::core::ffi::c_uint,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuLogsDumpToMemory");
    type __F = unsafe extern "C" fn(
        *mut CUlogIterator,
        *mut ::core::ffi::c_char,
        *mut usize,
        ::core::ffi::c_uint,
    ) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(iterator, buffer, size, flags) },
            "cuLogsDumpToMemory",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuCheckpointProcessGetRestoreThreadId`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCheckpointProcessGetRestoreThreadId(
    pid: ::core::ffi::c_int,
    tid: *mut ::core::ffi::c_int,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessGetRestoreThreadId");
    type __F = unsafe extern "C" fn(::core::ffi::c_int, *mut ::core::ffi::c_int) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(
            unsafe { __f(pid, tid) },
            "cuCheckpointProcessGetRestoreThreadId",
        ),
        Err(e) => __load_failed(e),
    }
}

/// `cuCheckpointProcessGetState`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCheckpointProcessGetState(
    pid: ::core::ffi::c_int,
    state: *mut CUprocessState,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessGetState");
    type __F = unsafe extern "C" fn(::core::ffi::c_int, *mut CUprocessState) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pid, state) }, "cuCheckpointProcessGetState"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCheckpointProcessLock`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCheckpointProcessLock(
    pid: ::core::ffi::c_int,
    args: *mut CUcheckpointLockArgs,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessLock");
    type __F = unsafe extern "C" fn(::core::ffi::c_int, *mut CUcheckpointLockArgs) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pid, args) }, "cuCheckpointProcessLock"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCheckpointProcessCheckpoint`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCheckpointProcessCheckpoint(
    pid: ::core::ffi::c_int,
    args: *mut CUcheckpointCheckpointArgs,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessCheckpoint");
    type __F = unsafe extern "C" fn(::core::ffi::c_int, *mut CUcheckpointCheckpointArgs) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pid, args) }, "cuCheckpointProcessCheckpoint"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCheckpointProcessRestore`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCheckpointProcessRestore(
    pid: ::core::ffi::c_int,
    args: *mut CUcheckpointRestoreArgs,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessRestore");
    type __F = unsafe extern "C" fn(::core::ffi::c_int, *mut CUcheckpointRestoreArgs) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pid, args) }, "cuCheckpointProcessRestore"),
        Err(e) => __load_failed(e),
    }
}

/// `cuCheckpointProcessUnlock`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuCheckpointProcessUnlock(
    pid: ::core::ffi::c_int,
    args: *mut CUcheckpointUnlockArgs,
) -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessUnlock");
    type __F = unsafe extern "C" fn(::core::ffi::c_int, *mut CUcheckpointUnlockArgs) -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f(pid, args) }, "cuCheckpointProcessUnlock"),
        Err(e) => __load_failed(e),
    }
}

/// `cuProfilerStart`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuProfilerStart() -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuProfilerStart");
    type __F = unsafe extern "C" fn() -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f() }, "cuProfilerStart"),
        Err(e) => __load_failed(e),
    }
}

/// `cuProfilerStop`, resolved from libcuda on first use. A missing library or
/// function is a return value, never a panic: see the [module docs](self).
#[inline]
pub unsafe fn cuProfilerStop() -> CUresult {
    static SYM: Symbol = Symbol::new(c"cuProfilerStop");
    type __F = unsafe extern "C" fn() -> u32;
    // SAFETY: __F is the signature the header declares for this symbol, with the
    // returned enum as its integer type (checked below).
    match unsafe { SYM.get::<__F>(&LIBCUDA) } {
        // SAFETY: the caller upholds the C function's contract.
        Ok(__f) => __checked(unsafe { __f() }, "cuProfilerStop"),
        Err(e) => __load_failed(e),
    }
}

/// The functions of libcuda as methods, in cudarc 0.11-0.13's shape:
/// `sys::lib().cuInit(0)`. Each method calls the free function of the
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
    /// [`cuGetErrorString`](fn@cuGetErrorString), as a method.
    #[inline]
    pub unsafe fn cuGetErrorString(
        &self,
        error: CUresult,
        pStr: *mut *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGetErrorString(error, pStr) }
    }

    /// [`cuGetErrorName`](fn@cuGetErrorName), as a method.
    #[inline]
    pub unsafe fn cuGetErrorName(
        &self,
        error: CUresult,
        pStr: *mut *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGetErrorName(error, pStr) }
    }

    /// [`cuInit`](fn@cuInit), as a method.
    #[inline]
    pub unsafe fn cuInit(&self, Flags: ::core::ffi::c_uint) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuInit(Flags) }
    }

    /// [`cuDriverGetVersion`](fn@cuDriverGetVersion), as a method.
    #[inline]
    pub unsafe fn cuDriverGetVersion(&self, driverVersion: *mut ::core::ffi::c_int) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDriverGetVersion(driverVersion) }
    }

    /// [`cuDeviceGet`](fn@cuDeviceGet), as a method.
    #[inline]
    pub unsafe fn cuDeviceGet(
        &self,
        device: *mut CUdevice,
        ordinal: ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGet(device, ordinal) }
    }

    /// [`cuDeviceGetCount`](fn@cuDeviceGetCount), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetCount(&self, count: *mut ::core::ffi::c_int) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetCount(count) }
    }

    /// [`cuDeviceGetName`](fn@cuDeviceGetName), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetName(
        &self,
        name: *mut ::core::ffi::c_char,
        len: ::core::ffi::c_int,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetName(name, len, dev) }
    }

    /// [`cuDeviceGetUuid`](fn@cuDeviceGetUuid), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetUuid(&self, uuid: *mut CUuuid, dev: CUdevice) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetUuid(uuid, dev) }
    }

    /// [`cuDeviceGetUuid_v2`](fn@cuDeviceGetUuid_v2), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetUuid_v2(&self, uuid: *mut CUuuid, dev: CUdevice) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetUuid_v2(uuid, dev) }
    }

    /// [`cuDeviceGetLuid`](fn@cuDeviceGetLuid), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetLuid(
        &self,
        luid: *mut ::core::ffi::c_char,
        deviceNodeMask: *mut ::core::ffi::c_uint,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetLuid(luid, deviceNodeMask, dev) }
    }

    /// [`cuDeviceTotalMem_v2`](fn@cuDeviceTotalMem_v2), as a method.
    #[inline]
    pub unsafe fn cuDeviceTotalMem_v2(&self, bytes: *mut usize, dev: CUdevice) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceTotalMem_v2(bytes, dev) }
    }

    /// [`cuDeviceGetTexture1DLinearMaxWidth`](fn@cuDeviceGetTexture1DLinearMaxWidth), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetTexture1DLinearMaxWidth(
        &self,
        maxWidthInElements: *mut usize,
        format: CUarray_format,
        numChannels: ::core::ffi::c_uint,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetTexture1DLinearMaxWidth(maxWidthInElements, format, numChannels, dev) }
    }

    /// [`cuDeviceGetAttribute`](fn@cuDeviceGetAttribute), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetAttribute(
        &self,
        pi: *mut ::core::ffi::c_int,
        attrib: CUdevice_attribute,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetAttribute(pi, attrib, dev) }
    }

    /// [`cuDeviceGetNvSciSyncAttributes`](fn@cuDeviceGetNvSciSyncAttributes), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetNvSciSyncAttributes(
        &self,
        nvSciSyncAttrList: *mut ::core::ffi::c_void,
        dev: CUdevice,
        flags: ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetNvSciSyncAttributes(nvSciSyncAttrList, dev, flags) }
    }

    /// [`cuDeviceSetMemPool`](fn@cuDeviceSetMemPool), as a method.
    #[inline]
    pub unsafe fn cuDeviceSetMemPool(&self, dev: CUdevice, pool: CUmemoryPool) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceSetMemPool(dev, pool) }
    }

    /// [`cuDeviceGetMemPool`](fn@cuDeviceGetMemPool), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetMemPool(&self, pool: *mut CUmemoryPool, dev: CUdevice) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetMemPool(pool, dev) }
    }

    /// [`cuDeviceGetDefaultMemPool`](fn@cuDeviceGetDefaultMemPool), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetDefaultMemPool(
        &self,
        pool_out: *mut CUmemoryPool,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetDefaultMemPool(pool_out, dev) }
    }

    /// [`cuDeviceGetExecAffinitySupport`](fn@cuDeviceGetExecAffinitySupport), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetExecAffinitySupport(
        &self,
        pi: *mut ::core::ffi::c_int,
        type_: CUexecAffinityType,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetExecAffinitySupport(pi, type_, dev) }
    }

    /// [`cuFlushGPUDirectRDMAWrites`](fn@cuFlushGPUDirectRDMAWrites), as a method.
    #[inline]
    pub unsafe fn cuFlushGPUDirectRDMAWrites(
        &self,
        target: CUflushGPUDirectRDMAWritesTarget,
        scope: CUflushGPUDirectRDMAWritesScope,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFlushGPUDirectRDMAWrites(target, scope) }
    }

    /// [`cuDeviceGetProperties`](fn@cuDeviceGetProperties), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetProperties(&self, prop: *mut CUdevprop, dev: CUdevice) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetProperties(prop, dev) }
    }

    /// [`cuDeviceComputeCapability`](fn@cuDeviceComputeCapability), as a method.
    #[inline]
    pub unsafe fn cuDeviceComputeCapability(
        &self,
        major: *mut ::core::ffi::c_int,
        minor: *mut ::core::ffi::c_int,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceComputeCapability(major, minor, dev) }
    }

    /// [`cuDevicePrimaryCtxRetain`](fn@cuDevicePrimaryCtxRetain), as a method.
    #[inline]
    pub unsafe fn cuDevicePrimaryCtxRetain(&self, pctx: *mut CUcontext, dev: CUdevice) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDevicePrimaryCtxRetain(pctx, dev) }
    }

    /// [`cuDevicePrimaryCtxRelease_v2`](fn@cuDevicePrimaryCtxRelease_v2), as a method.
    #[inline]
    pub unsafe fn cuDevicePrimaryCtxRelease_v2(&self, dev: CUdevice) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDevicePrimaryCtxRelease_v2(dev) }
    }

    /// [`cuDevicePrimaryCtxSetFlags_v2`](fn@cuDevicePrimaryCtxSetFlags_v2), as a method.
    #[inline]
    pub unsafe fn cuDevicePrimaryCtxSetFlags_v2(
        &self,
        dev: CUdevice,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDevicePrimaryCtxSetFlags_v2(dev, flags) }
    }

    /// [`cuDevicePrimaryCtxGetState`](fn@cuDevicePrimaryCtxGetState), as a method.
    #[inline]
    pub unsafe fn cuDevicePrimaryCtxGetState(
        &self,
        dev: CUdevice,
        flags: *mut ::core::ffi::c_uint,
        active: *mut ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDevicePrimaryCtxGetState(dev, flags, active) }
    }

    /// [`cuDevicePrimaryCtxReset_v2`](fn@cuDevicePrimaryCtxReset_v2), as a method.
    #[inline]
    pub unsafe fn cuDevicePrimaryCtxReset_v2(&self, dev: CUdevice) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDevicePrimaryCtxReset_v2(dev) }
    }

    /// [`cuCtxCreate_v2`](fn@cuCtxCreate_v2), as a method.
    #[inline]
    pub unsafe fn cuCtxCreate_v2(
        &self,
        pctx: *mut CUcontext,
        flags: ::core::ffi::c_uint,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxCreate_v2(pctx, flags, dev) }
    }

    /// [`cuCtxCreate_v3`](fn@cuCtxCreate_v3), as a method.
    #[inline]
    pub unsafe fn cuCtxCreate_v3(
        &self,
        pctx: *mut CUcontext,
        paramsArray: *mut CUexecAffinityParam,
        numParams: ::core::ffi::c_int,
        flags: ::core::ffi::c_uint,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxCreate_v3(pctx, paramsArray, numParams, flags, dev) }
    }

    /// [`cuCtxCreate_v4`](fn@cuCtxCreate_v4), as a method.
    #[inline]
    pub unsafe fn cuCtxCreate_v4(
        &self,
        pctx: *mut CUcontext,
        ctxCreateParams: *mut CUctxCreateParams,
        flags: ::core::ffi::c_uint,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxCreate_v4(pctx, ctxCreateParams, flags, dev) }
    }

    /// [`cuCtxDestroy_v2`](fn@cuCtxDestroy_v2), as a method.
    #[inline]
    pub unsafe fn cuCtxDestroy_v2(&self, ctx: CUcontext) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxDestroy_v2(ctx) }
    }

    /// [`cuCtxPushCurrent_v2`](fn@cuCtxPushCurrent_v2), as a method.
    #[inline]
    pub unsafe fn cuCtxPushCurrent_v2(&self, ctx: CUcontext) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxPushCurrent_v2(ctx) }
    }

    /// [`cuCtxPopCurrent_v2`](fn@cuCtxPopCurrent_v2), as a method.
    #[inline]
    pub unsafe fn cuCtxPopCurrent_v2(&self, pctx: *mut CUcontext) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxPopCurrent_v2(pctx) }
    }

    /// [`cuCtxSetCurrent`](fn@cuCtxSetCurrent), as a method.
    #[inline]
    pub unsafe fn cuCtxSetCurrent(&self, ctx: CUcontext) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxSetCurrent(ctx) }
    }

    /// [`cuCtxGetCurrent`](fn@cuCtxGetCurrent), as a method.
    #[inline]
    pub unsafe fn cuCtxGetCurrent(&self, pctx: *mut CUcontext) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxGetCurrent(pctx) }
    }

    /// [`cuCtxGetDevice`](fn@cuCtxGetDevice), as a method.
    #[inline]
    pub unsafe fn cuCtxGetDevice(&self, device: *mut CUdevice) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxGetDevice(device) }
    }

    /// [`cuCtxGetFlags`](fn@cuCtxGetFlags), as a method.
    #[inline]
    pub unsafe fn cuCtxGetFlags(&self, flags: *mut ::core::ffi::c_uint) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxGetFlags(flags) }
    }

    /// [`cuCtxSetFlags`](fn@cuCtxSetFlags), as a method.
    #[inline]
    pub unsafe fn cuCtxSetFlags(&self, flags: ::core::ffi::c_uint) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxSetFlags(flags) }
    }

    /// [`cuCtxGetId`](fn@cuCtxGetId), as a method.
    #[inline]
    pub unsafe fn cuCtxGetId(
        &self,
        ctx: CUcontext,
        ctxId: *mut ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxGetId(ctx, ctxId) }
    }

    /// [`cuCtxSynchronize`](fn@cuCtxSynchronize), as a method.
    #[inline]
    pub unsafe fn cuCtxSynchronize(&self) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxSynchronize() }
    }

    /// [`cuCtxSetLimit`](fn@cuCtxSetLimit), as a method.
    #[inline]
    pub unsafe fn cuCtxSetLimit(&self, limit: CUlimit, value: usize) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxSetLimit(limit, value) }
    }

    /// [`cuCtxGetLimit`](fn@cuCtxGetLimit), as a method.
    #[inline]
    pub unsafe fn cuCtxGetLimit(&self, pvalue: *mut usize, limit: CUlimit) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxGetLimit(pvalue, limit) }
    }

    /// [`cuCtxGetCacheConfig`](fn@cuCtxGetCacheConfig), as a method.
    #[inline]
    pub unsafe fn cuCtxGetCacheConfig(&self, pconfig: *mut CUfunc_cache) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxGetCacheConfig(pconfig) }
    }

    /// [`cuCtxSetCacheConfig`](fn@cuCtxSetCacheConfig), as a method.
    #[inline]
    pub unsafe fn cuCtxSetCacheConfig(&self, config: CUfunc_cache) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxSetCacheConfig(config) }
    }

    /// [`cuCtxGetApiVersion`](fn@cuCtxGetApiVersion), as a method.
    #[inline]
    pub unsafe fn cuCtxGetApiVersion(
        &self,
        ctx: CUcontext,
        version: *mut ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxGetApiVersion(ctx, version) }
    }

    /// [`cuCtxGetStreamPriorityRange`](fn@cuCtxGetStreamPriorityRange), as a method.
    #[inline]
    pub unsafe fn cuCtxGetStreamPriorityRange(
        &self,
        leastPriority: *mut ::core::ffi::c_int,
        greatestPriority: *mut ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxGetStreamPriorityRange(leastPriority, greatestPriority) }
    }

    /// [`cuCtxResetPersistingL2Cache`](fn@cuCtxResetPersistingL2Cache), as a method.
    #[inline]
    pub unsafe fn cuCtxResetPersistingL2Cache(&self) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxResetPersistingL2Cache() }
    }

    /// [`cuCtxGetExecAffinity`](fn@cuCtxGetExecAffinity), as a method.
    #[inline]
    pub unsafe fn cuCtxGetExecAffinity(
        &self,
        pExecAffinity: *mut CUexecAffinityParam,
        type_: CUexecAffinityType,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxGetExecAffinity(pExecAffinity, type_) }
    }

    /// [`cuCtxRecordEvent`](fn@cuCtxRecordEvent), as a method.
    #[inline]
    pub unsafe fn cuCtxRecordEvent(&self, hCtx: CUcontext, hEvent: CUevent) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxRecordEvent(hCtx, hEvent) }
    }

    /// [`cuCtxWaitEvent`](fn@cuCtxWaitEvent), as a method.
    #[inline]
    pub unsafe fn cuCtxWaitEvent(&self, hCtx: CUcontext, hEvent: CUevent) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxWaitEvent(hCtx, hEvent) }
    }

    /// [`cuCtxAttach`](fn@cuCtxAttach), as a method.
    #[inline]
    pub unsafe fn cuCtxAttach(&self, pctx: *mut CUcontext, flags: ::core::ffi::c_uint) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxAttach(pctx, flags) }
    }

    /// [`cuCtxDetach`](fn@cuCtxDetach), as a method.
    #[inline]
    pub unsafe fn cuCtxDetach(&self, ctx: CUcontext) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxDetach(ctx) }
    }

    /// [`cuCtxGetSharedMemConfig`](fn@cuCtxGetSharedMemConfig), as a method.
    #[inline]
    pub unsafe fn cuCtxGetSharedMemConfig(&self, pConfig: *mut CUsharedconfig) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxGetSharedMemConfig(pConfig) }
    }

    /// [`cuCtxSetSharedMemConfig`](fn@cuCtxSetSharedMemConfig), as a method.
    #[inline]
    pub unsafe fn cuCtxSetSharedMemConfig(&self, config: CUsharedconfig) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxSetSharedMemConfig(config) }
    }

    /// [`cuModuleLoad`](fn@cuModuleLoad), as a method.
    #[inline]
    pub unsafe fn cuModuleLoad(
        &self,
        module: *mut CUmodule,
        fname: *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleLoad(module, fname) }
    }

    /// [`cuModuleLoadData`](fn@cuModuleLoadData), as a method.
    #[inline]
    pub unsafe fn cuModuleLoadData(
        &self,
        module: *mut CUmodule,
        image: *const ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleLoadData(module, image) }
    }

    /// [`cuModuleLoadDataEx`](fn@cuModuleLoadDataEx), as a method.
    #[inline]
    pub unsafe fn cuModuleLoadDataEx(
        &self,
        module: *mut CUmodule,
        image: *const ::core::ffi::c_void,
        numOptions: ::core::ffi::c_uint,
        options: *mut CUjit_option,
        optionValues: *mut *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleLoadDataEx(module, image, numOptions, options, optionValues) }
    }

    /// [`cuModuleLoadFatBinary`](fn@cuModuleLoadFatBinary), as a method.
    #[inline]
    pub unsafe fn cuModuleLoadFatBinary(
        &self,
        module: *mut CUmodule,
        fatCubin: *const ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleLoadFatBinary(module, fatCubin) }
    }

    /// [`cuModuleUnload`](fn@cuModuleUnload), as a method.
    #[inline]
    pub unsafe fn cuModuleUnload(&self, hmod: CUmodule) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleUnload(hmod) }
    }

    /// [`cuModuleGetLoadingMode`](fn@cuModuleGetLoadingMode), as a method.
    #[inline]
    pub unsafe fn cuModuleGetLoadingMode(&self, mode: *mut CUmoduleLoadingMode) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleGetLoadingMode(mode) }
    }

    /// [`cuModuleGetFunction`](fn@cuModuleGetFunction), as a method.
    #[inline]
    pub unsafe fn cuModuleGetFunction(
        &self,
        hfunc: *mut CUfunction,
        hmod: CUmodule,
        name: *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleGetFunction(hfunc, hmod, name) }
    }

    /// [`cuModuleGetFunctionCount`](fn@cuModuleGetFunctionCount), as a method.
    #[inline]
    pub unsafe fn cuModuleGetFunctionCount(
        &self,
        count: *mut ::core::ffi::c_uint,
        mod_: CUmodule,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleGetFunctionCount(count, mod_) }
    }

    /// [`cuModuleEnumerateFunctions`](fn@cuModuleEnumerateFunctions), as a method.
    #[inline]
    pub unsafe fn cuModuleEnumerateFunctions(
        &self,
        functions: *mut CUfunction,
        numFunctions: ::core::ffi::c_uint,
        mod_: CUmodule,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleEnumerateFunctions(functions, numFunctions, mod_) }
    }

    /// [`cuModuleGetGlobal_v2`](fn@cuModuleGetGlobal_v2), as a method.
    #[inline]
    pub unsafe fn cuModuleGetGlobal_v2(
        &self,
        dptr: *mut CUdeviceptr,
        bytes: *mut usize,
        hmod: CUmodule,
        name: *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleGetGlobal_v2(dptr, bytes, hmod, name) }
    }

    /// [`cuLinkCreate_v2`](fn@cuLinkCreate_v2), as a method.
    #[inline]
    pub unsafe fn cuLinkCreate_v2(
        &self,
        numOptions: ::core::ffi::c_uint,
        options: *mut CUjit_option,
        optionValues: *mut *mut ::core::ffi::c_void,
        stateOut: *mut CUlinkState,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLinkCreate_v2(numOptions, options, optionValues, stateOut) }
    }

    /// [`cuLinkAddData_v2`](fn@cuLinkAddData_v2), as a method.
    #[inline]
    pub unsafe fn cuLinkAddData_v2(
        &self,
        state: CUlinkState,
        type_: CUjitInputType,
        data: *mut ::core::ffi::c_void,
        size: usize,
        name: *const ::core::ffi::c_char,
        numOptions: ::core::ffi::c_uint,
        options: *mut CUjit_option,
        optionValues: *mut *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuLinkAddData_v2(
                state,
                type_,
                data,
                size,
                name,
                numOptions,
                options,
                optionValues,
            )
        }
    }

    /// [`cuLinkAddFile_v2`](fn@cuLinkAddFile_v2), as a method.
    #[inline]
    pub unsafe fn cuLinkAddFile_v2(
        &self,
        state: CUlinkState,
        type_: CUjitInputType,
        path: *const ::core::ffi::c_char,
        numOptions: ::core::ffi::c_uint,
        options: *mut CUjit_option,
        optionValues: *mut *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLinkAddFile_v2(state, type_, path, numOptions, options, optionValues) }
    }

    /// [`cuLinkComplete`](fn@cuLinkComplete), as a method.
    #[inline]
    pub unsafe fn cuLinkComplete(
        &self,
        state: CUlinkState,
        cubinOut: *mut *mut ::core::ffi::c_void,
        sizeOut: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLinkComplete(state, cubinOut, sizeOut) }
    }

    /// [`cuLinkDestroy`](fn@cuLinkDestroy), as a method.
    #[inline]
    pub unsafe fn cuLinkDestroy(&self, state: CUlinkState) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLinkDestroy(state) }
    }

    /// [`cuModuleGetTexRef`](fn@cuModuleGetTexRef), as a method.
    #[inline]
    pub unsafe fn cuModuleGetTexRef(
        &self,
        pTexRef: *mut CUtexref,
        hmod: CUmodule,
        name: *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleGetTexRef(pTexRef, hmod, name) }
    }

    /// [`cuModuleGetSurfRef`](fn@cuModuleGetSurfRef), as a method.
    #[inline]
    pub unsafe fn cuModuleGetSurfRef(
        &self,
        pSurfRef: *mut CUsurfref,
        hmod: CUmodule,
        name: *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuModuleGetSurfRef(pSurfRef, hmod, name) }
    }

    /// [`cuLibraryLoadData`](fn@cuLibraryLoadData), as a method.
    #[inline]
    pub unsafe fn cuLibraryLoadData(
        &self,
        library: *mut CUlibrary,
        code: *const ::core::ffi::c_void,
        jitOptions: *mut CUjit_option,
        jitOptionsValues: *mut *mut ::core::ffi::c_void,
        numJitOptions: ::core::ffi::c_uint,
        libraryOptions: *mut CUlibraryOption,
        libraryOptionValues: *mut *mut ::core::ffi::c_void,
        numLibraryOptions: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuLibraryLoadData(
                library,
                code,
                jitOptions,
                jitOptionsValues,
                numJitOptions,
                libraryOptions,
                libraryOptionValues,
                numLibraryOptions,
            )
        }
    }

    /// [`cuLibraryLoadFromFile`](fn@cuLibraryLoadFromFile), as a method.
    #[inline]
    pub unsafe fn cuLibraryLoadFromFile(
        &self,
        library: *mut CUlibrary,
        fileName: *const ::core::ffi::c_char,
        jitOptions: *mut CUjit_option,
        jitOptionsValues: *mut *mut ::core::ffi::c_void,
        numJitOptions: ::core::ffi::c_uint,
        libraryOptions: *mut CUlibraryOption,
        libraryOptionValues: *mut *mut ::core::ffi::c_void,
        numLibraryOptions: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuLibraryLoadFromFile(
                library,
                fileName,
                jitOptions,
                jitOptionsValues,
                numJitOptions,
                libraryOptions,
                libraryOptionValues,
                numLibraryOptions,
            )
        }
    }

    /// [`cuLibraryUnload`](fn@cuLibraryUnload), as a method.
    #[inline]
    pub unsafe fn cuLibraryUnload(&self, library: CUlibrary) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLibraryUnload(library) }
    }

    /// [`cuLibraryGetKernel`](fn@cuLibraryGetKernel), as a method.
    #[inline]
    pub unsafe fn cuLibraryGetKernel(
        &self,
        pKernel: *mut CUkernel,
        library: CUlibrary,
        name: *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLibraryGetKernel(pKernel, library, name) }
    }

    /// [`cuLibraryGetKernelCount`](fn@cuLibraryGetKernelCount), as a method.
    #[inline]
    pub unsafe fn cuLibraryGetKernelCount(
        &self,
        count: *mut ::core::ffi::c_uint,
        lib: CUlibrary,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLibraryGetKernelCount(count, lib) }
    }

    /// [`cuLibraryEnumerateKernels`](fn@cuLibraryEnumerateKernels), as a method.
    #[inline]
    pub unsafe fn cuLibraryEnumerateKernels(
        &self,
        kernels: *mut CUkernel,
        numKernels: ::core::ffi::c_uint,
        lib: CUlibrary,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLibraryEnumerateKernels(kernels, numKernels, lib) }
    }

    /// [`cuLibraryGetModule`](fn@cuLibraryGetModule), as a method.
    #[inline]
    pub unsafe fn cuLibraryGetModule(&self, pMod: *mut CUmodule, library: CUlibrary) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLibraryGetModule(pMod, library) }
    }

    /// [`cuKernelGetFunction`](fn@cuKernelGetFunction), as a method.
    #[inline]
    pub unsafe fn cuKernelGetFunction(&self, pFunc: *mut CUfunction, kernel: CUkernel) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuKernelGetFunction(pFunc, kernel) }
    }

    /// [`cuKernelGetLibrary`](fn@cuKernelGetLibrary), as a method.
    #[inline]
    pub unsafe fn cuKernelGetLibrary(&self, pLib: *mut CUlibrary, kernel: CUkernel) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuKernelGetLibrary(pLib, kernel) }
    }

    /// [`cuLibraryGetGlobal`](fn@cuLibraryGetGlobal), as a method.
    #[inline]
    pub unsafe fn cuLibraryGetGlobal(
        &self,
        dptr: *mut CUdeviceptr,
        bytes: *mut usize,
        library: CUlibrary,
        name: *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLibraryGetGlobal(dptr, bytes, library, name) }
    }

    /// [`cuLibraryGetManaged`](fn@cuLibraryGetManaged), as a method.
    #[inline]
    pub unsafe fn cuLibraryGetManaged(
        &self,
        dptr: *mut CUdeviceptr,
        bytes: *mut usize,
        library: CUlibrary,
        name: *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLibraryGetManaged(dptr, bytes, library, name) }
    }

    /// [`cuLibraryGetUnifiedFunction`](fn@cuLibraryGetUnifiedFunction), as a method.
    #[inline]
    pub unsafe fn cuLibraryGetUnifiedFunction(
        &self,
        fptr: *mut *mut ::core::ffi::c_void,
        library: CUlibrary,
        symbol: *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLibraryGetUnifiedFunction(fptr, library, symbol) }
    }

    /// [`cuKernelGetAttribute`](fn@cuKernelGetAttribute), as a method.
    #[inline]
    pub unsafe fn cuKernelGetAttribute(
        &self,
        pi: *mut ::core::ffi::c_int,
        attrib: CUfunction_attribute,
        kernel: CUkernel,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuKernelGetAttribute(pi, attrib, kernel, dev) }
    }

    /// [`cuKernelSetAttribute`](fn@cuKernelSetAttribute), as a method.
    #[inline]
    pub unsafe fn cuKernelSetAttribute(
        &self,
        attrib: CUfunction_attribute,
        val: ::core::ffi::c_int,
        kernel: CUkernel,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuKernelSetAttribute(attrib, val, kernel, dev) }
    }

    /// [`cuKernelSetCacheConfig`](fn@cuKernelSetCacheConfig), as a method.
    #[inline]
    pub unsafe fn cuKernelSetCacheConfig(
        &self,
        kernel: CUkernel,
        config: CUfunc_cache,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuKernelSetCacheConfig(kernel, config, dev) }
    }

    /// [`cuKernelGetName`](fn@cuKernelGetName), as a method.
    #[inline]
    pub unsafe fn cuKernelGetName(
        &self,
        name: *mut *const ::core::ffi::c_char,
        hfunc: CUkernel,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuKernelGetName(name, hfunc) }
    }

    /// [`cuKernelGetParamInfo`](fn@cuKernelGetParamInfo), as a method.
    #[inline]
    pub unsafe fn cuKernelGetParamInfo(
        &self,
        kernel: CUkernel,
        paramIndex: usize,
        paramOffset: *mut usize,
        paramSize: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuKernelGetParamInfo(kernel, paramIndex, paramOffset, paramSize) }
    }

    /// [`cuMemGetInfo_v2`](fn@cuMemGetInfo_v2), as a method.
    #[inline]
    pub unsafe fn cuMemGetInfo_v2(&self, free: *mut usize, total: *mut usize) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemGetInfo_v2(free, total) }
    }

    /// [`cuMemAlloc_v2`](fn@cuMemAlloc_v2), as a method.
    #[inline]
    pub unsafe fn cuMemAlloc_v2(&self, dptr: *mut CUdeviceptr, bytesize: usize) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemAlloc_v2(dptr, bytesize) }
    }

    /// [`cuMemAllocPitch_v2`](fn@cuMemAllocPitch_v2), as a method.
    #[inline]
    pub unsafe fn cuMemAllocPitch_v2(
        &self,
        dptr: *mut CUdeviceptr,
        pPitch: *mut usize,
        WidthInBytes: usize,
        Height: usize,
        ElementSizeBytes: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemAllocPitch_v2(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes) }
    }

    /// [`cuMemFree_v2`](fn@cuMemFree_v2), as a method.
    #[inline]
    pub unsafe fn cuMemFree_v2(&self, dptr: CUdeviceptr) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemFree_v2(dptr) }
    }

    /// [`cuMemGetAddressRange_v2`](fn@cuMemGetAddressRange_v2), as a method.
    #[inline]
    pub unsafe fn cuMemGetAddressRange_v2(
        &self,
        pbase: *mut CUdeviceptr,
        psize: *mut usize,
        dptr: CUdeviceptr,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemGetAddressRange_v2(pbase, psize, dptr) }
    }

    /// [`cuMemAllocHost_v2`](fn@cuMemAllocHost_v2), as a method.
    #[inline]
    pub unsafe fn cuMemAllocHost_v2(
        &self,
        pp: *mut *mut ::core::ffi::c_void,
        bytesize: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemAllocHost_v2(pp, bytesize) }
    }

    /// [`cuMemFreeHost`](fn@cuMemFreeHost), as a method.
    #[inline]
    pub unsafe fn cuMemFreeHost(&self, p: *mut ::core::ffi::c_void) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemFreeHost(p) }
    }

    /// [`cuMemHostAlloc`](fn@cuMemHostAlloc), as a method.
    #[inline]
    pub unsafe fn cuMemHostAlloc(
        &self,
        pp: *mut *mut ::core::ffi::c_void,
        bytesize: usize,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemHostAlloc(pp, bytesize, Flags) }
    }

    /// [`cuMemHostGetDevicePointer_v2`](fn@cuMemHostGetDevicePointer_v2), as a method.
    #[inline]
    pub unsafe fn cuMemHostGetDevicePointer_v2(
        &self,
        pdptr: *mut CUdeviceptr,
        p: *mut ::core::ffi::c_void,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemHostGetDevicePointer_v2(pdptr, p, Flags) }
    }

    /// [`cuMemHostGetFlags`](fn@cuMemHostGetFlags), as a method.
    #[inline]
    pub unsafe fn cuMemHostGetFlags(
        &self,
        pFlags: *mut ::core::ffi::c_uint,
        p: *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemHostGetFlags(pFlags, p) }
    }

    /// [`cuMemAllocManaged`](fn@cuMemAllocManaged), as a method.
    #[inline]
    pub unsafe fn cuMemAllocManaged(
        &self,
        dptr: *mut CUdeviceptr,
        bytesize: usize,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemAllocManaged(dptr, bytesize, flags) }
    }

    /// [`cuDeviceRegisterAsyncNotification`](fn@cuDeviceRegisterAsyncNotification), as a method.
    #[inline]
    pub unsafe fn cuDeviceRegisterAsyncNotification(
        &self,
        device: CUdevice,
        callbackFunc: CUasyncCallback,
        userData: *mut ::core::ffi::c_void,
        callback: *mut CUasyncCallbackHandle,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceRegisterAsyncNotification(device, callbackFunc, userData, callback) }
    }

    /// [`cuDeviceUnregisterAsyncNotification`](fn@cuDeviceUnregisterAsyncNotification), as a method.
    #[inline]
    pub unsafe fn cuDeviceUnregisterAsyncNotification(
        &self,
        device: CUdevice,
        callback: CUasyncCallbackHandle,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceUnregisterAsyncNotification(device, callback) }
    }

    /// [`cuDeviceGetByPCIBusId`](fn@cuDeviceGetByPCIBusId), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetByPCIBusId(
        &self,
        dev: *mut CUdevice,
        pciBusId: *const ::core::ffi::c_char,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetByPCIBusId(dev, pciBusId) }
    }

    /// [`cuDeviceGetPCIBusId`](fn@cuDeviceGetPCIBusId), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetPCIBusId(
        &self,
        pciBusId: *mut ::core::ffi::c_char,
        len: ::core::ffi::c_int,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetPCIBusId(pciBusId, len, dev) }
    }

    /// [`cuIpcGetEventHandle`](fn@cuIpcGetEventHandle), as a method.
    #[inline]
    pub unsafe fn cuIpcGetEventHandle(
        &self,
        pHandle: *mut CUipcEventHandle,
        event: CUevent,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuIpcGetEventHandle(pHandle, event) }
    }

    /// [`cuIpcOpenEventHandle`](fn@cuIpcOpenEventHandle), as a method.
    #[inline]
    pub unsafe fn cuIpcOpenEventHandle(
        &self,
        phEvent: *mut CUevent,
        handle: CUipcEventHandle,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuIpcOpenEventHandle(phEvent, handle) }
    }

    /// [`cuIpcGetMemHandle`](fn@cuIpcGetMemHandle), as a method.
    #[inline]
    pub unsafe fn cuIpcGetMemHandle(
        &self,
        pHandle: *mut CUipcMemHandle,
        dptr: CUdeviceptr,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuIpcGetMemHandle(pHandle, dptr) }
    }

    /// [`cuIpcOpenMemHandle_v2`](fn@cuIpcOpenMemHandle_v2), as a method.
    #[inline]
    pub unsafe fn cuIpcOpenMemHandle_v2(
        &self,
        pdptr: *mut CUdeviceptr,
        handle: CUipcMemHandle,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuIpcOpenMemHandle_v2(pdptr, handle, Flags) }
    }

    /// [`cuIpcCloseMemHandle`](fn@cuIpcCloseMemHandle), as a method.
    #[inline]
    pub unsafe fn cuIpcCloseMemHandle(&self, dptr: CUdeviceptr) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuIpcCloseMemHandle(dptr) }
    }

    /// [`cuMemHostRegister_v2`](fn@cuMemHostRegister_v2), as a method.
    #[inline]
    pub unsafe fn cuMemHostRegister_v2(
        &self,
        p: *mut ::core::ffi::c_void,
        bytesize: usize,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemHostRegister_v2(p, bytesize, Flags) }
    }

    /// [`cuMemHostUnregister`](fn@cuMemHostUnregister), as a method.
    #[inline]
    pub unsafe fn cuMemHostUnregister(&self, p: *mut ::core::ffi::c_void) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemHostUnregister(p) }
    }

    /// [`cuMemcpy`](fn@cuMemcpy), as a method.
    #[inline]
    pub unsafe fn cuMemcpy(
        &self,
        dst: CUdeviceptr,
        src: CUdeviceptr,
        ByteCount: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpy(dst, src, ByteCount) }
    }

    /// [`cuMemcpyPeer`](fn@cuMemcpyPeer), as a method.
    #[inline]
    pub unsafe fn cuMemcpyPeer(
        &self,
        dstDevice: CUdeviceptr,
        dstContext: CUcontext,
        srcDevice: CUdeviceptr,
        srcContext: CUcontext,
        ByteCount: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyPeer(dstDevice, dstContext, srcDevice, srcContext, ByteCount) }
    }

    /// [`cuMemcpyHtoD_v2`](fn@cuMemcpyHtoD_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyHtoD_v2(
        &self,
        dstDevice: CUdeviceptr,
        srcHost: *const ::core::ffi::c_void,
        ByteCount: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyHtoD_v2(dstDevice, srcHost, ByteCount) }
    }

    /// [`cuMemcpyDtoH_v2`](fn@cuMemcpyDtoH_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyDtoH_v2(
        &self,
        dstHost: *mut ::core::ffi::c_void,
        srcDevice: CUdeviceptr,
        ByteCount: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyDtoH_v2(dstHost, srcDevice, ByteCount) }
    }

    /// [`cuMemcpyDtoD_v2`](fn@cuMemcpyDtoD_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyDtoD_v2(
        &self,
        dstDevice: CUdeviceptr,
        srcDevice: CUdeviceptr,
        ByteCount: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyDtoD_v2(dstDevice, srcDevice, ByteCount) }
    }

    /// [`cuMemcpyDtoA_v2`](fn@cuMemcpyDtoA_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyDtoA_v2(
        &self,
        dstArray: CUarray,
        dstOffset: usize,
        srcDevice: CUdeviceptr,
        ByteCount: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyDtoA_v2(dstArray, dstOffset, srcDevice, ByteCount) }
    }

    /// [`cuMemcpyAtoD_v2`](fn@cuMemcpyAtoD_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyAtoD_v2(
        &self,
        dstDevice: CUdeviceptr,
        srcArray: CUarray,
        srcOffset: usize,
        ByteCount: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyAtoD_v2(dstDevice, srcArray, srcOffset, ByteCount) }
    }

    /// [`cuMemcpyHtoA_v2`](fn@cuMemcpyHtoA_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyHtoA_v2(
        &self,
        dstArray: CUarray,
        dstOffset: usize,
        srcHost: *const ::core::ffi::c_void,
        ByteCount: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyHtoA_v2(dstArray, dstOffset, srcHost, ByteCount) }
    }

    /// [`cuMemcpyAtoH_v2`](fn@cuMemcpyAtoH_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyAtoH_v2(
        &self,
        dstHost: *mut ::core::ffi::c_void,
        srcArray: CUarray,
        srcOffset: usize,
        ByteCount: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyAtoH_v2(dstHost, srcArray, srcOffset, ByteCount) }
    }

    /// [`cuMemcpyAtoA_v2`](fn@cuMemcpyAtoA_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyAtoA_v2(
        &self,
        dstArray: CUarray,
        dstOffset: usize,
        srcArray: CUarray,
        srcOffset: usize,
        ByteCount: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyAtoA_v2(dstArray, dstOffset, srcArray, srcOffset, ByteCount) }
    }

    /// [`cuMemcpy2D_v2`](fn@cuMemcpy2D_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpy2D_v2(&self, pCopy: *const CUDA_MEMCPY2D) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpy2D_v2(pCopy) }
    }

    /// [`cuMemcpy2DUnaligned_v2`](fn@cuMemcpy2DUnaligned_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpy2DUnaligned_v2(&self, pCopy: *const CUDA_MEMCPY2D) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpy2DUnaligned_v2(pCopy) }
    }

    /// [`cuMemcpy3D_v2`](fn@cuMemcpy3D_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpy3D_v2(&self, pCopy: *const CUDA_MEMCPY3D) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpy3D_v2(pCopy) }
    }

    /// [`cuMemcpy3DPeer`](fn@cuMemcpy3DPeer), as a method.
    #[inline]
    pub unsafe fn cuMemcpy3DPeer(&self, pCopy: *const CUDA_MEMCPY3D_PEER) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpy3DPeer(pCopy) }
    }

    /// [`cuMemcpyAsync`](fn@cuMemcpyAsync), as a method.
    #[inline]
    pub unsafe fn cuMemcpyAsync(
        &self,
        dst: CUdeviceptr,
        src: CUdeviceptr,
        ByteCount: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyAsync(dst, src, ByteCount, hStream) }
    }

    /// [`cuMemcpyPeerAsync`](fn@cuMemcpyPeerAsync), as a method.
    #[inline]
    pub unsafe fn cuMemcpyPeerAsync(
        &self,
        dstDevice: CUdeviceptr,
        dstContext: CUcontext,
        srcDevice: CUdeviceptr,
        srcContext: CUcontext,
        ByteCount: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuMemcpyPeerAsync(
                dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream,
            )
        }
    }

    /// [`cuMemcpyHtoDAsync_v2`](fn@cuMemcpyHtoDAsync_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyHtoDAsync_v2(
        &self,
        dstDevice: CUdeviceptr,
        srcHost: *const ::core::ffi::c_void,
        ByteCount: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyHtoDAsync_v2(dstDevice, srcHost, ByteCount, hStream) }
    }

    /// [`cuMemcpyDtoHAsync_v2`](fn@cuMemcpyDtoHAsync_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyDtoHAsync_v2(
        &self,
        dstHost: *mut ::core::ffi::c_void,
        srcDevice: CUdeviceptr,
        ByteCount: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyDtoHAsync_v2(dstHost, srcDevice, ByteCount, hStream) }
    }

    /// [`cuMemcpyDtoDAsync_v2`](fn@cuMemcpyDtoDAsync_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyDtoDAsync_v2(
        &self,
        dstDevice: CUdeviceptr,
        srcDevice: CUdeviceptr,
        ByteCount: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyDtoDAsync_v2(dstDevice, srcDevice, ByteCount, hStream) }
    }

    /// [`cuMemcpyHtoAAsync_v2`](fn@cuMemcpyHtoAAsync_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyHtoAAsync_v2(
        &self,
        dstArray: CUarray,
        dstOffset: usize,
        srcHost: *const ::core::ffi::c_void,
        ByteCount: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyHtoAAsync_v2(dstArray, dstOffset, srcHost, ByteCount, hStream) }
    }

    /// [`cuMemcpyAtoHAsync_v2`](fn@cuMemcpyAtoHAsync_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpyAtoHAsync_v2(
        &self,
        dstHost: *mut ::core::ffi::c_void,
        srcArray: CUarray,
        srcOffset: usize,
        ByteCount: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpyAtoHAsync_v2(dstHost, srcArray, srcOffset, ByteCount, hStream) }
    }

    /// [`cuMemcpy2DAsync_v2`](fn@cuMemcpy2DAsync_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpy2DAsync_v2(
        &self,
        pCopy: *const CUDA_MEMCPY2D,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpy2DAsync_v2(pCopy, hStream) }
    }

    /// [`cuMemcpy3DAsync_v2`](fn@cuMemcpy3DAsync_v2), as a method.
    #[inline]
    pub unsafe fn cuMemcpy3DAsync_v2(
        &self,
        pCopy: *const CUDA_MEMCPY3D,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpy3DAsync_v2(pCopy, hStream) }
    }

    /// [`cuMemcpy3DPeerAsync`](fn@cuMemcpy3DPeerAsync), as a method.
    #[inline]
    pub unsafe fn cuMemcpy3DPeerAsync(
        &self,
        pCopy: *const CUDA_MEMCPY3D_PEER,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpy3DPeerAsync(pCopy, hStream) }
    }

    /// [`cuMemcpyBatchAsync`](fn@cuMemcpyBatchAsync), as a method.
    #[inline]
    pub unsafe fn cuMemcpyBatchAsync(
        &self,
        dsts: *mut CUdeviceptr,
        srcs: *mut CUdeviceptr,
        sizes: *mut usize,
        count: usize,
        attrs: *mut CUmemcpyAttributes,
        attrsIdxs: *mut usize,
        numAttrs: usize,
        failIdx: *mut usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuMemcpyBatchAsync(
                dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, failIdx, hStream,
            )
        }
    }

    /// [`cuMemcpy3DBatchAsync`](fn@cuMemcpy3DBatchAsync), as a method.
    #[inline]
    pub unsafe fn cuMemcpy3DBatchAsync(
        &self,
        numOps: usize,
        opList: *mut CUDA_MEMCPY3D_BATCH_OP,
        failIdx: *mut usize,
        flags: ::core::ffi::c_ulonglong,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemcpy3DBatchAsync(numOps, opList, failIdx, flags, hStream) }
    }

    /// [`cuMemsetD8_v2`](fn@cuMemsetD8_v2), as a method.
    #[inline]
    pub unsafe fn cuMemsetD8_v2(
        &self,
        dstDevice: CUdeviceptr,
        uc: ::core::ffi::c_uchar,
        N: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD8_v2(dstDevice, uc, N) }
    }

    /// [`cuMemsetD16_v2`](fn@cuMemsetD16_v2), as a method.
    #[inline]
    pub unsafe fn cuMemsetD16_v2(
        &self,
        dstDevice: CUdeviceptr,
        us: ::core::ffi::c_ushort,
        N: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD16_v2(dstDevice, us, N) }
    }

    /// [`cuMemsetD32_v2`](fn@cuMemsetD32_v2), as a method.
    #[inline]
    pub unsafe fn cuMemsetD32_v2(
        &self,
        dstDevice: CUdeviceptr,
        ui: ::core::ffi::c_uint,
        N: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD32_v2(dstDevice, ui, N) }
    }

    /// [`cuMemsetD2D8_v2`](fn@cuMemsetD2D8_v2), as a method.
    #[inline]
    pub unsafe fn cuMemsetD2D8_v2(
        &self,
        dstDevice: CUdeviceptr,
        dstPitch: usize,
        uc: ::core::ffi::c_uchar,
        Width: usize,
        Height: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD2D8_v2(dstDevice, dstPitch, uc, Width, Height) }
    }

    /// [`cuMemsetD2D16_v2`](fn@cuMemsetD2D16_v2), as a method.
    #[inline]
    pub unsafe fn cuMemsetD2D16_v2(
        &self,
        dstDevice: CUdeviceptr,
        dstPitch: usize,
        us: ::core::ffi::c_ushort,
        Width: usize,
        Height: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD2D16_v2(dstDevice, dstPitch, us, Width, Height) }
    }

    /// [`cuMemsetD2D32_v2`](fn@cuMemsetD2D32_v2), as a method.
    #[inline]
    pub unsafe fn cuMemsetD2D32_v2(
        &self,
        dstDevice: CUdeviceptr,
        dstPitch: usize,
        ui: ::core::ffi::c_uint,
        Width: usize,
        Height: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD2D32_v2(dstDevice, dstPitch, ui, Width, Height) }
    }

    /// [`cuMemsetD8Async`](fn@cuMemsetD8Async), as a method.
    #[inline]
    pub unsafe fn cuMemsetD8Async(
        &self,
        dstDevice: CUdeviceptr,
        uc: ::core::ffi::c_uchar,
        N: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD8Async(dstDevice, uc, N, hStream) }
    }

    /// [`cuMemsetD16Async`](fn@cuMemsetD16Async), as a method.
    #[inline]
    pub unsafe fn cuMemsetD16Async(
        &self,
        dstDevice: CUdeviceptr,
        us: ::core::ffi::c_ushort,
        N: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD16Async(dstDevice, us, N, hStream) }
    }

    /// [`cuMemsetD32Async`](fn@cuMemsetD32Async), as a method.
    #[inline]
    pub unsafe fn cuMemsetD32Async(
        &self,
        dstDevice: CUdeviceptr,
        ui: ::core::ffi::c_uint,
        N: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD32Async(dstDevice, ui, N, hStream) }
    }

    /// [`cuMemsetD2D8Async`](fn@cuMemsetD2D8Async), as a method.
    #[inline]
    pub unsafe fn cuMemsetD2D8Async(
        &self,
        dstDevice: CUdeviceptr,
        dstPitch: usize,
        uc: ::core::ffi::c_uchar,
        Width: usize,
        Height: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD2D8Async(dstDevice, dstPitch, uc, Width, Height, hStream) }
    }

    /// [`cuMemsetD2D16Async`](fn@cuMemsetD2D16Async), as a method.
    #[inline]
    pub unsafe fn cuMemsetD2D16Async(
        &self,
        dstDevice: CUdeviceptr,
        dstPitch: usize,
        us: ::core::ffi::c_ushort,
        Width: usize,
        Height: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD2D16Async(dstDevice, dstPitch, us, Width, Height, hStream) }
    }

    /// [`cuMemsetD2D32Async`](fn@cuMemsetD2D32Async), as a method.
    #[inline]
    pub unsafe fn cuMemsetD2D32Async(
        &self,
        dstDevice: CUdeviceptr,
        dstPitch: usize,
        ui: ::core::ffi::c_uint,
        Width: usize,
        Height: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemsetD2D32Async(dstDevice, dstPitch, ui, Width, Height, hStream) }
    }

    /// [`cuArrayCreate_v2`](fn@cuArrayCreate_v2), as a method.
    #[inline]
    pub unsafe fn cuArrayCreate_v2(
        &self,
        pHandle: *mut CUarray,
        pAllocateArray: *const CUDA_ARRAY_DESCRIPTOR,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuArrayCreate_v2(pHandle, pAllocateArray) }
    }

    /// [`cuArrayGetDescriptor_v2`](fn@cuArrayGetDescriptor_v2), as a method.
    #[inline]
    pub unsafe fn cuArrayGetDescriptor_v2(
        &self,
        pArrayDescriptor: *mut CUDA_ARRAY_DESCRIPTOR,
        hArray: CUarray,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuArrayGetDescriptor_v2(pArrayDescriptor, hArray) }
    }

    /// [`cuArrayGetSparseProperties`](fn@cuArrayGetSparseProperties), as a method.
    #[inline]
    pub unsafe fn cuArrayGetSparseProperties(
        &self,
        sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES,
        array: CUarray,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuArrayGetSparseProperties(sparseProperties, array) }
    }

    /// [`cuMipmappedArrayGetSparseProperties`](fn@cuMipmappedArrayGetSparseProperties), as a method.
    #[inline]
    pub unsafe fn cuMipmappedArrayGetSparseProperties(
        &self,
        sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES,
        mipmap: CUmipmappedArray,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMipmappedArrayGetSparseProperties(sparseProperties, mipmap) }
    }

    /// [`cuArrayGetMemoryRequirements`](fn@cuArrayGetMemoryRequirements), as a method.
    #[inline]
    pub unsafe fn cuArrayGetMemoryRequirements(
        &self,
        memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
        array: CUarray,
        device: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuArrayGetMemoryRequirements(memoryRequirements, array, device) }
    }

    /// [`cuMipmappedArrayGetMemoryRequirements`](fn@cuMipmappedArrayGetMemoryRequirements), as a method.
    #[inline]
    pub unsafe fn cuMipmappedArrayGetMemoryRequirements(
        &self,
        memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
        mipmap: CUmipmappedArray,
        device: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device) }
    }

    /// [`cuArrayGetPlane`](fn@cuArrayGetPlane), as a method.
    #[inline]
    pub unsafe fn cuArrayGetPlane(
        &self,
        pPlaneArray: *mut CUarray,
        hArray: CUarray,
        planeIdx: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuArrayGetPlane(pPlaneArray, hArray, planeIdx) }
    }

    /// [`cuArrayDestroy`](fn@cuArrayDestroy), as a method.
    #[inline]
    pub unsafe fn cuArrayDestroy(&self, hArray: CUarray) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuArrayDestroy(hArray) }
    }

    /// [`cuArray3DCreate_v2`](fn@cuArray3DCreate_v2), as a method.
    #[inline]
    pub unsafe fn cuArray3DCreate_v2(
        &self,
        pHandle: *mut CUarray,
        pAllocateArray: *const CUDA_ARRAY3D_DESCRIPTOR,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuArray3DCreate_v2(pHandle, pAllocateArray) }
    }

    /// [`cuArray3DGetDescriptor_v2`](fn@cuArray3DGetDescriptor_v2), as a method.
    #[inline]
    pub unsafe fn cuArray3DGetDescriptor_v2(
        &self,
        pArrayDescriptor: *mut CUDA_ARRAY3D_DESCRIPTOR,
        hArray: CUarray,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuArray3DGetDescriptor_v2(pArrayDescriptor, hArray) }
    }

    /// [`cuMipmappedArrayCreate`](fn@cuMipmappedArrayCreate), as a method.
    #[inline]
    pub unsafe fn cuMipmappedArrayCreate(
        &self,
        pHandle: *mut CUmipmappedArray,
        pMipmappedArrayDesc: *const CUDA_ARRAY3D_DESCRIPTOR,
        numMipmapLevels: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMipmappedArrayCreate(pHandle, pMipmappedArrayDesc, numMipmapLevels) }
    }

    /// [`cuMipmappedArrayGetLevel`](fn@cuMipmappedArrayGetLevel), as a method.
    #[inline]
    pub unsafe fn cuMipmappedArrayGetLevel(
        &self,
        pLevelArray: *mut CUarray,
        hMipmappedArray: CUmipmappedArray,
        level: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMipmappedArrayGetLevel(pLevelArray, hMipmappedArray, level) }
    }

    /// [`cuMipmappedArrayDestroy`](fn@cuMipmappedArrayDestroy), as a method.
    #[inline]
    pub unsafe fn cuMipmappedArrayDestroy(&self, hMipmappedArray: CUmipmappedArray) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMipmappedArrayDestroy(hMipmappedArray) }
    }

    /// [`cuMemGetHandleForAddressRange`](fn@cuMemGetHandleForAddressRange), as a method.
    #[inline]
    pub unsafe fn cuMemGetHandleForAddressRange(
        &self,
        handle: *mut ::core::ffi::c_void,
        dptr: CUdeviceptr,
        size: usize,
        handleType: CUmemRangeHandleType,
        flags: ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemGetHandleForAddressRange(handle, dptr, size, handleType, flags) }
    }

    /// [`cuMemBatchDecompressAsync`](fn@cuMemBatchDecompressAsync), as a method.
    #[inline]
    pub unsafe fn cuMemBatchDecompressAsync(
        &self,
        paramsArray: *mut CUmemDecompressParams,
        count: usize,
        flags: ::core::ffi::c_uint,
        errorIndex: *mut usize,
        stream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemBatchDecompressAsync(paramsArray, count, flags, errorIndex, stream) }
    }

    /// [`cuMemAddressReserve`](fn@cuMemAddressReserve), as a method.
    #[inline]
    pub unsafe fn cuMemAddressReserve(
        &self,
        ptr: *mut CUdeviceptr,
        size: usize,
        alignment: usize,
        addr: CUdeviceptr,
        flags: ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemAddressReserve(ptr, size, alignment, addr, flags) }
    }

    /// [`cuMemAddressFree`](fn@cuMemAddressFree), as a method.
    #[inline]
    pub unsafe fn cuMemAddressFree(&self, ptr: CUdeviceptr, size: usize) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemAddressFree(ptr, size) }
    }

    /// [`cuMemCreate`](fn@cuMemCreate), as a method.
    #[inline]
    pub unsafe fn cuMemCreate(
        &self,
        handle: *mut CUmemGenericAllocationHandle,
        size: usize,
        prop: *const CUmemAllocationProp,
        flags: ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemCreate(handle, size, prop, flags) }
    }

    /// [`cuMemRelease`](fn@cuMemRelease), as a method.
    #[inline]
    pub unsafe fn cuMemRelease(&self, handle: CUmemGenericAllocationHandle) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemRelease(handle) }
    }

    /// [`cuMemMap`](fn@cuMemMap), as a method.
    #[inline]
    pub unsafe fn cuMemMap(
        &self,
        ptr: CUdeviceptr,
        size: usize,
        offset: usize,
        handle: CUmemGenericAllocationHandle,
        flags: ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemMap(ptr, size, offset, handle, flags) }
    }

    /// [`cuMemMapArrayAsync`](fn@cuMemMapArrayAsync), as a method.
    #[inline]
    pub unsafe fn cuMemMapArrayAsync(
        &self,
        mapInfoList: *mut CUarrayMapInfo,
        count: ::core::ffi::c_uint,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemMapArrayAsync(mapInfoList, count, hStream) }
    }

    /// [`cuMemUnmap`](fn@cuMemUnmap), as a method.
    #[inline]
    pub unsafe fn cuMemUnmap(&self, ptr: CUdeviceptr, size: usize) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemUnmap(ptr, size) }
    }

    /// [`cuMemSetAccess`](fn@cuMemSetAccess), as a method.
    #[inline]
    pub unsafe fn cuMemSetAccess(
        &self,
        ptr: CUdeviceptr,
        size: usize,
        desc: *const CUmemAccessDesc,
        count: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemSetAccess(ptr, size, desc, count) }
    }

    /// [`cuMemGetAccess`](fn@cuMemGetAccess), as a method.
    #[inline]
    pub unsafe fn cuMemGetAccess(
        &self,
        flags: *mut ::core::ffi::c_ulonglong,
        location: *const CUmemLocation,
        ptr: CUdeviceptr,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemGetAccess(flags, location, ptr) }
    }

    /// [`cuMemExportToShareableHandle`](fn@cuMemExportToShareableHandle), as a method.
    #[inline]
    pub unsafe fn cuMemExportToShareableHandle(
        &self,
        shareableHandle: *mut ::core::ffi::c_void,
        handle: CUmemGenericAllocationHandle,
        handleType: CUmemAllocationHandleType,
        flags: ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemExportToShareableHandle(shareableHandle, handle, handleType, flags) }
    }

    /// [`cuMemImportFromShareableHandle`](fn@cuMemImportFromShareableHandle), as a method.
    #[inline]
    pub unsafe fn cuMemImportFromShareableHandle(
        &self,
        handle: *mut CUmemGenericAllocationHandle,
        osHandle: *mut ::core::ffi::c_void,
        shHandleType: CUmemAllocationHandleType,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemImportFromShareableHandle(handle, osHandle, shHandleType) }
    }

    /// [`cuMemGetAllocationGranularity`](fn@cuMemGetAllocationGranularity), as a method.
    #[inline]
    pub unsafe fn cuMemGetAllocationGranularity(
        &self,
        granularity: *mut usize,
        prop: *const CUmemAllocationProp,
        option: CUmemAllocationGranularity_flags,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemGetAllocationGranularity(granularity, prop, option) }
    }

    /// [`cuMemGetAllocationPropertiesFromHandle`](fn@cuMemGetAllocationPropertiesFromHandle), as a method.
    #[inline]
    pub unsafe fn cuMemGetAllocationPropertiesFromHandle(
        &self,
        prop: *mut CUmemAllocationProp,
        handle: CUmemGenericAllocationHandle,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemGetAllocationPropertiesFromHandle(prop, handle) }
    }

    /// [`cuMemRetainAllocationHandle`](fn@cuMemRetainAllocationHandle), as a method.
    #[inline]
    pub unsafe fn cuMemRetainAllocationHandle(
        &self,
        handle: *mut CUmemGenericAllocationHandle,
        addr: *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemRetainAllocationHandle(handle, addr) }
    }

    /// [`cuMemFreeAsync`](fn@cuMemFreeAsync), as a method.
    #[inline]
    pub unsafe fn cuMemFreeAsync(&self, dptr: CUdeviceptr, hStream: CUstream) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemFreeAsync(dptr, hStream) }
    }

    /// [`cuMemAllocAsync`](fn@cuMemAllocAsync), as a method.
    #[inline]
    pub unsafe fn cuMemAllocAsync(
        &self,
        dptr: *mut CUdeviceptr,
        bytesize: usize,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemAllocAsync(dptr, bytesize, hStream) }
    }

    /// [`cuMemPoolTrimTo`](fn@cuMemPoolTrimTo), as a method.
    #[inline]
    pub unsafe fn cuMemPoolTrimTo(&self, pool: CUmemoryPool, minBytesToKeep: usize) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPoolTrimTo(pool, minBytesToKeep) }
    }

    /// [`cuMemPoolSetAttribute`](fn@cuMemPoolSetAttribute), as a method.
    #[inline]
    pub unsafe fn cuMemPoolSetAttribute(
        &self,
        pool: CUmemoryPool,
        attr: CUmemPool_attribute,
        value: *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPoolSetAttribute(pool, attr, value) }
    }

    /// [`cuMemPoolGetAttribute`](fn@cuMemPoolGetAttribute), as a method.
    #[inline]
    pub unsafe fn cuMemPoolGetAttribute(
        &self,
        pool: CUmemoryPool,
        attr: CUmemPool_attribute,
        value: *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPoolGetAttribute(pool, attr, value) }
    }

    /// [`cuMemPoolSetAccess`](fn@cuMemPoolSetAccess), as a method.
    #[inline]
    pub unsafe fn cuMemPoolSetAccess(
        &self,
        pool: CUmemoryPool,
        map: *const CUmemAccessDesc,
        count: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPoolSetAccess(pool, map, count) }
    }

    /// [`cuMemPoolGetAccess`](fn@cuMemPoolGetAccess), as a method.
    #[inline]
    pub unsafe fn cuMemPoolGetAccess(
        &self,
        flags: *mut CUmemAccess_flags,
        memPool: CUmemoryPool,
        location: *mut CUmemLocation,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPoolGetAccess(flags, memPool, location) }
    }

    /// [`cuMemPoolCreate`](fn@cuMemPoolCreate), as a method.
    #[inline]
    pub unsafe fn cuMemPoolCreate(
        &self,
        pool: *mut CUmemoryPool,
        poolProps: *const CUmemPoolProps,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPoolCreate(pool, poolProps) }
    }

    /// [`cuMemPoolDestroy`](fn@cuMemPoolDestroy), as a method.
    #[inline]
    pub unsafe fn cuMemPoolDestroy(&self, pool: CUmemoryPool) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPoolDestroy(pool) }
    }

    /// [`cuMemAllocFromPoolAsync`](fn@cuMemAllocFromPoolAsync), as a method.
    #[inline]
    pub unsafe fn cuMemAllocFromPoolAsync(
        &self,
        dptr: *mut CUdeviceptr,
        bytesize: usize,
        pool: CUmemoryPool,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemAllocFromPoolAsync(dptr, bytesize, pool, hStream) }
    }

    /// [`cuMemPoolExportToShareableHandle`](fn@cuMemPoolExportToShareableHandle), as a method.
    #[inline]
    pub unsafe fn cuMemPoolExportToShareableHandle(
        &self,
        handle_out: *mut ::core::ffi::c_void,
        pool: CUmemoryPool,
        handleType: CUmemAllocationHandleType,
        flags: ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPoolExportToShareableHandle(handle_out, pool, handleType, flags) }
    }

    /// [`cuMemPoolImportFromShareableHandle`](fn@cuMemPoolImportFromShareableHandle), as a method.
    #[inline]
    pub unsafe fn cuMemPoolImportFromShareableHandle(
        &self,
        pool_out: *mut CUmemoryPool,
        handle: *mut ::core::ffi::c_void,
        handleType: CUmemAllocationHandleType,
        flags: ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPoolImportFromShareableHandle(pool_out, handle, handleType, flags) }
    }

    /// [`cuMemPoolExportPointer`](fn@cuMemPoolExportPointer), as a method.
    #[inline]
    pub unsafe fn cuMemPoolExportPointer(
        &self,
        shareData_out: *mut CUmemPoolPtrExportData,
        ptr: CUdeviceptr,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPoolExportPointer(shareData_out, ptr) }
    }

    /// [`cuMemPoolImportPointer`](fn@cuMemPoolImportPointer), as a method.
    #[inline]
    pub unsafe fn cuMemPoolImportPointer(
        &self,
        ptr_out: *mut CUdeviceptr,
        pool: CUmemoryPool,
        shareData: *mut CUmemPoolPtrExportData,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPoolImportPointer(ptr_out, pool, shareData) }
    }

    /// [`cuMulticastCreate`](fn@cuMulticastCreate), as a method.
    #[inline]
    pub unsafe fn cuMulticastCreate(
        &self,
        mcHandle: *mut CUmemGenericAllocationHandle,
        prop: *const CUmulticastObjectProp,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMulticastCreate(mcHandle, prop) }
    }

    /// [`cuMulticastAddDevice`](fn@cuMulticastAddDevice), as a method.
    #[inline]
    pub unsafe fn cuMulticastAddDevice(
        &self,
        mcHandle: CUmemGenericAllocationHandle,
        dev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMulticastAddDevice(mcHandle, dev) }
    }

    /// [`cuMulticastBindMem`](fn@cuMulticastBindMem), as a method.
    #[inline]
    pub unsafe fn cuMulticastBindMem(
        &self,
        mcHandle: CUmemGenericAllocationHandle,
        mcOffset: usize,
        memHandle: CUmemGenericAllocationHandle,
        memOffset: usize,
        size: usize,
        flags: ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMulticastBindMem(mcHandle, mcOffset, memHandle, memOffset, size, flags) }
    }

    /// [`cuMulticastBindAddr`](fn@cuMulticastBindAddr), as a method.
    #[inline]
    pub unsafe fn cuMulticastBindAddr(
        &self,
        mcHandle: CUmemGenericAllocationHandle,
        mcOffset: usize,
        memptr: CUdeviceptr,
        size: usize,
        flags: ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMulticastBindAddr(mcHandle, mcOffset, memptr, size, flags) }
    }

    /// [`cuMulticastUnbind`](fn@cuMulticastUnbind), as a method.
    #[inline]
    pub unsafe fn cuMulticastUnbind(
        &self,
        mcHandle: CUmemGenericAllocationHandle,
        dev: CUdevice,
        mcOffset: usize,
        size: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMulticastUnbind(mcHandle, dev, mcOffset, size) }
    }

    /// [`cuMulticastGetGranularity`](fn@cuMulticastGetGranularity), as a method.
    #[inline]
    pub unsafe fn cuMulticastGetGranularity(
        &self,
        granularity: *mut usize,
        prop: *const CUmulticastObjectProp,
        option: CUmulticastGranularity_flags,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMulticastGetGranularity(granularity, prop, option) }
    }

    /// [`cuPointerGetAttribute`](fn@cuPointerGetAttribute), as a method.
    #[inline]
    pub unsafe fn cuPointerGetAttribute(
        &self,
        data: *mut ::core::ffi::c_void,
        attribute: CUpointer_attribute,
        ptr: CUdeviceptr,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuPointerGetAttribute(data, attribute, ptr) }
    }

    /// [`cuMemPrefetchAsync`](fn@cuMemPrefetchAsync), as a method.
    #[inline]
    pub unsafe fn cuMemPrefetchAsync(
        &self,
        devPtr: CUdeviceptr,
        count: usize,
        dstDevice: CUdevice,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPrefetchAsync(devPtr, count, dstDevice, hStream) }
    }

    /// [`cuMemPrefetchAsync_v2`](fn@cuMemPrefetchAsync_v2), as a method.
    #[inline]
    pub unsafe fn cuMemPrefetchAsync_v2(
        &self,
        devPtr: CUdeviceptr,
        count: usize,
        location: CUmemLocation,
        flags: ::core::ffi::c_uint,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemPrefetchAsync_v2(devPtr, count, location, flags, hStream) }
    }

    /// [`cuMemAdvise`](fn@cuMemAdvise), as a method.
    #[inline]
    pub unsafe fn cuMemAdvise(
        &self,
        devPtr: CUdeviceptr,
        count: usize,
        advice: CUmem_advise,
        device: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemAdvise(devPtr, count, advice, device) }
    }

    /// [`cuMemAdvise_v2`](fn@cuMemAdvise_v2), as a method.
    #[inline]
    pub unsafe fn cuMemAdvise_v2(
        &self,
        devPtr: CUdeviceptr,
        count: usize,
        advice: CUmem_advise,
        location: CUmemLocation,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemAdvise_v2(devPtr, count, advice, location) }
    }

    /// [`cuMemRangeGetAttribute`](fn@cuMemRangeGetAttribute), as a method.
    #[inline]
    pub unsafe fn cuMemRangeGetAttribute(
        &self,
        data: *mut ::core::ffi::c_void,
        dataSize: usize,
        attribute: CUmem_range_attribute,
        devPtr: CUdeviceptr,
        count: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuMemRangeGetAttribute(data, dataSize, attribute, devPtr, count) }
    }

    /// [`cuMemRangeGetAttributes`](fn@cuMemRangeGetAttributes), as a method.
    #[inline]
    pub unsafe fn cuMemRangeGetAttributes(
        &self,
        data: *mut *mut ::core::ffi::c_void,
        dataSizes: *mut usize,
        attributes: *mut CUmem_range_attribute,
        numAttributes: usize,
        devPtr: CUdeviceptr,
        count: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuMemRangeGetAttributes(data, dataSizes, attributes, numAttributes, devPtr, count)
        }
    }

    /// [`cuPointerSetAttribute`](fn@cuPointerSetAttribute), as a method.
    #[inline]
    pub unsafe fn cuPointerSetAttribute(
        &self,
        value: *const ::core::ffi::c_void,
        attribute: CUpointer_attribute,
        ptr: CUdeviceptr,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuPointerSetAttribute(value, attribute, ptr) }
    }

    /// [`cuPointerGetAttributes`](fn@cuPointerGetAttributes), as a method.
    #[inline]
    pub unsafe fn cuPointerGetAttributes(
        &self,
        numAttributes: ::core::ffi::c_uint,
        attributes: *mut CUpointer_attribute,
        data: *mut *mut ::core::ffi::c_void,
        ptr: CUdeviceptr,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuPointerGetAttributes(numAttributes, attributes, data, ptr) }
    }

    /// [`cuStreamCreate`](fn@cuStreamCreate), as a method.
    #[inline]
    pub unsafe fn cuStreamCreate(
        &self,
        phStream: *mut CUstream,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamCreate(phStream, Flags) }
    }

    /// [`cuStreamCreateWithPriority`](fn@cuStreamCreateWithPriority), as a method.
    #[inline]
    pub unsafe fn cuStreamCreateWithPriority(
        &self,
        phStream: *mut CUstream,
        flags: ::core::ffi::c_uint,
        priority: ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamCreateWithPriority(phStream, flags, priority) }
    }

    /// [`cuStreamGetPriority`](fn@cuStreamGetPriority), as a method.
    #[inline]
    pub unsafe fn cuStreamGetPriority(
        &self,
        hStream: CUstream,
        priority: *mut ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamGetPriority(hStream, priority) }
    }

    /// [`cuStreamGetDevice`](fn@cuStreamGetDevice), as a method.
    #[inline]
    pub unsafe fn cuStreamGetDevice(&self, hStream: CUstream, device: *mut CUdevice) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamGetDevice(hStream, device) }
    }

    /// [`cuStreamGetFlags`](fn@cuStreamGetFlags), as a method.
    #[inline]
    pub unsafe fn cuStreamGetFlags(
        &self,
        hStream: CUstream,
        flags: *mut ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamGetFlags(hStream, flags) }
    }

    /// [`cuStreamGetId`](fn@cuStreamGetId), as a method.
    #[inline]
    pub unsafe fn cuStreamGetId(
        &self,
        hStream: CUstream,
        streamId: *mut ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamGetId(hStream, streamId) }
    }

    /// [`cuStreamGetCtx`](fn@cuStreamGetCtx), as a method.
    #[inline]
    pub unsafe fn cuStreamGetCtx(&self, hStream: CUstream, pctx: *mut CUcontext) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamGetCtx(hStream, pctx) }
    }

    /// [`cuStreamGetCtx_v2`](fn@cuStreamGetCtx_v2), as a method.
    #[inline]
    pub unsafe fn cuStreamGetCtx_v2(
        &self,
        hStream: CUstream,
        pCtx: *mut CUcontext,
        pGreenCtx: *mut CUgreenCtx,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamGetCtx_v2(hStream, pCtx, pGreenCtx) }
    }

    /// [`cuStreamWaitEvent`](fn@cuStreamWaitEvent), as a method.
    #[inline]
    pub unsafe fn cuStreamWaitEvent(
        &self,
        hStream: CUstream,
        hEvent: CUevent,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamWaitEvent(hStream, hEvent, Flags) }
    }

    /// [`cuStreamAddCallback`](fn@cuStreamAddCallback), as a method.
    #[inline]
    pub unsafe fn cuStreamAddCallback(
        &self,
        hStream: CUstream,
        callback: CUstreamCallback,
        userData: *mut ::core::ffi::c_void,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamAddCallback(hStream, callback, userData, flags) }
    }

    /// [`cuStreamBeginCapture_v2`](fn@cuStreamBeginCapture_v2), as a method.
    #[inline]
    pub unsafe fn cuStreamBeginCapture_v2(
        &self,
        hStream: CUstream,
        mode: CUstreamCaptureMode,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamBeginCapture_v2(hStream, mode) }
    }

    /// [`cuStreamBeginCaptureToGraph`](fn@cuStreamBeginCaptureToGraph), as a method.
    #[inline]
    pub unsafe fn cuStreamBeginCaptureToGraph(
        &self,
        hStream: CUstream,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        dependencyData: *const CUgraphEdgeData,
        numDependencies: usize,
        mode: CUstreamCaptureMode,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuStreamBeginCaptureToGraph(
                hStream,
                hGraph,
                dependencies,
                dependencyData,
                numDependencies,
                mode,
            )
        }
    }

    /// [`cuThreadExchangeStreamCaptureMode`](fn@cuThreadExchangeStreamCaptureMode), as a method.
    #[inline]
    pub unsafe fn cuThreadExchangeStreamCaptureMode(
        &self,
        mode: *mut CUstreamCaptureMode,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuThreadExchangeStreamCaptureMode(mode) }
    }

    /// [`cuStreamEndCapture`](fn@cuStreamEndCapture), as a method.
    #[inline]
    pub unsafe fn cuStreamEndCapture(&self, hStream: CUstream, phGraph: *mut CUgraph) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamEndCapture(hStream, phGraph) }
    }

    /// [`cuStreamIsCapturing`](fn@cuStreamIsCapturing), as a method.
    #[inline]
    pub unsafe fn cuStreamIsCapturing(
        &self,
        hStream: CUstream,
        captureStatus: *mut CUstreamCaptureStatus,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamIsCapturing(hStream, captureStatus) }
    }

    /// [`cuStreamGetCaptureInfo_v2`](fn@cuStreamGetCaptureInfo_v2), as a method.
    #[inline]
    pub unsafe fn cuStreamGetCaptureInfo_v2(
        &self,
        hStream: CUstream,
        captureStatus_out: *mut CUstreamCaptureStatus,
        id_out: *mut cuuint64_t,
        graph_out: *mut CUgraph,
        dependencies_out: *mut *const CUgraphNode,
        numDependencies_out: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuStreamGetCaptureInfo_v2(
                hStream,
                captureStatus_out,
                id_out,
                graph_out,
                dependencies_out,
                numDependencies_out,
            )
        }
    }

    /// [`cuStreamGetCaptureInfo_v3`](fn@cuStreamGetCaptureInfo_v3), as a method.
    #[inline]
    pub unsafe fn cuStreamGetCaptureInfo_v3(
        &self,
        hStream: CUstream,
        captureStatus_out: *mut CUstreamCaptureStatus,
        id_out: *mut cuuint64_t,
        graph_out: *mut CUgraph,
        dependencies_out: *mut *const CUgraphNode,
        edgeData_out: *mut *const CUgraphEdgeData,
        numDependencies_out: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuStreamGetCaptureInfo_v3(
                hStream,
                captureStatus_out,
                id_out,
                graph_out,
                dependencies_out,
                edgeData_out,
                numDependencies_out,
            )
        }
    }

    /// [`cuStreamUpdateCaptureDependencies`](fn@cuStreamUpdateCaptureDependencies), as a method.
    #[inline]
    pub unsafe fn cuStreamUpdateCaptureDependencies(
        &self,
        hStream: CUstream,
        dependencies: *mut CUgraphNode,
        numDependencies: usize,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamUpdateCaptureDependencies(hStream, dependencies, numDependencies, flags) }
    }

    /// [`cuStreamUpdateCaptureDependencies_v2`](fn@cuStreamUpdateCaptureDependencies_v2), as a method.
    #[inline]
    pub unsafe fn cuStreamUpdateCaptureDependencies_v2(
        &self,
        hStream: CUstream,
        dependencies: *mut CUgraphNode,
        dependencyData: *const CUgraphEdgeData,
        numDependencies: usize,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuStreamUpdateCaptureDependencies_v2(
                hStream,
                dependencies,
                dependencyData,
                numDependencies,
                flags,
            )
        }
    }

    /// [`cuStreamAttachMemAsync`](fn@cuStreamAttachMemAsync), as a method.
    #[inline]
    pub unsafe fn cuStreamAttachMemAsync(
        &self,
        hStream: CUstream,
        dptr: CUdeviceptr,
        length: usize,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamAttachMemAsync(hStream, dptr, length, flags) }
    }

    /// [`cuStreamQuery`](fn@cuStreamQuery), as a method.
    #[inline]
    pub unsafe fn cuStreamQuery(&self, hStream: CUstream) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamQuery(hStream) }
    }

    /// [`cuStreamSynchronize`](fn@cuStreamSynchronize), as a method.
    #[inline]
    pub unsafe fn cuStreamSynchronize(&self, hStream: CUstream) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamSynchronize(hStream) }
    }

    /// [`cuStreamDestroy_v2`](fn@cuStreamDestroy_v2), as a method.
    #[inline]
    pub unsafe fn cuStreamDestroy_v2(&self, hStream: CUstream) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamDestroy_v2(hStream) }
    }

    /// [`cuStreamCopyAttributes`](fn@cuStreamCopyAttributes), as a method.
    #[inline]
    pub unsafe fn cuStreamCopyAttributes(&self, dst: CUstream, src: CUstream) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamCopyAttributes(dst, src) }
    }

    /// [`cuStreamGetAttribute`](fn@cuStreamGetAttribute), as a method.
    #[inline]
    pub unsafe fn cuStreamGetAttribute(
        &self,
        hStream: CUstream,
        attr: CUstreamAttrID,
        value_out: *mut CUstreamAttrValue,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamGetAttribute(hStream, attr, value_out) }
    }

    /// [`cuStreamSetAttribute`](fn@cuStreamSetAttribute), as a method.
    #[inline]
    pub unsafe fn cuStreamSetAttribute(
        &self,
        hStream: CUstream,
        attr: CUstreamAttrID,
        value: *const CUstreamAttrValue,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamSetAttribute(hStream, attr, value) }
    }

    /// [`cuEventCreate`](fn@cuEventCreate), as a method.
    #[inline]
    pub unsafe fn cuEventCreate(
        &self,
        phEvent: *mut CUevent,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuEventCreate(phEvent, Flags) }
    }

    /// [`cuEventRecord`](fn@cuEventRecord), as a method.
    #[inline]
    pub unsafe fn cuEventRecord(&self, hEvent: CUevent, hStream: CUstream) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuEventRecord(hEvent, hStream) }
    }

    /// [`cuEventRecordWithFlags`](fn@cuEventRecordWithFlags), as a method.
    #[inline]
    pub unsafe fn cuEventRecordWithFlags(
        &self,
        hEvent: CUevent,
        hStream: CUstream,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuEventRecordWithFlags(hEvent, hStream, flags) }
    }

    /// [`cuEventQuery`](fn@cuEventQuery), as a method.
    #[inline]
    pub unsafe fn cuEventQuery(&self, hEvent: CUevent) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuEventQuery(hEvent) }
    }

    /// [`cuEventSynchronize`](fn@cuEventSynchronize), as a method.
    #[inline]
    pub unsafe fn cuEventSynchronize(&self, hEvent: CUevent) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuEventSynchronize(hEvent) }
    }

    /// [`cuEventDestroy_v2`](fn@cuEventDestroy_v2), as a method.
    #[inline]
    pub unsafe fn cuEventDestroy_v2(&self, hEvent: CUevent) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuEventDestroy_v2(hEvent) }
    }

    /// [`cuEventElapsedTime`](fn@cuEventElapsedTime), as a method.
    #[inline]
    pub unsafe fn cuEventElapsedTime(
        &self,
        pMilliseconds: *mut f32,
        hStart: CUevent,
        hEnd: CUevent,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuEventElapsedTime(pMilliseconds, hStart, hEnd) }
    }

    /// [`cuEventElapsedTime_v2`](fn@cuEventElapsedTime_v2), as a method.
    #[inline]
    pub unsafe fn cuEventElapsedTime_v2(
        &self,
        pMilliseconds: *mut f32,
        hStart: CUevent,
        hEnd: CUevent,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuEventElapsedTime_v2(pMilliseconds, hStart, hEnd) }
    }

    /// [`cuImportExternalMemory`](fn@cuImportExternalMemory), as a method.
    #[inline]
    pub unsafe fn cuImportExternalMemory(
        &self,
        extMem_out: *mut CUexternalMemory,
        memHandleDesc: *const CUDA_EXTERNAL_MEMORY_HANDLE_DESC,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuImportExternalMemory(extMem_out, memHandleDesc) }
    }

    /// [`cuExternalMemoryGetMappedBuffer`](fn@cuExternalMemoryGetMappedBuffer), as a method.
    #[inline]
    pub unsafe fn cuExternalMemoryGetMappedBuffer(
        &self,
        devPtr: *mut CUdeviceptr,
        extMem: CUexternalMemory,
        bufferDesc: *const CUDA_EXTERNAL_MEMORY_BUFFER_DESC,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc) }
    }

    /// [`cuExternalMemoryGetMappedMipmappedArray`](fn@cuExternalMemoryGetMappedMipmappedArray), as a method.
    #[inline]
    pub unsafe fn cuExternalMemoryGetMappedMipmappedArray(
        &self,
        mipmap: *mut CUmipmappedArray,
        extMem: CUexternalMemory,
        mipmapDesc: *const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc) }
    }

    /// [`cuDestroyExternalMemory`](fn@cuDestroyExternalMemory), as a method.
    #[inline]
    pub unsafe fn cuDestroyExternalMemory(&self, extMem: CUexternalMemory) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDestroyExternalMemory(extMem) }
    }

    /// [`cuImportExternalSemaphore`](fn@cuImportExternalSemaphore), as a method.
    #[inline]
    pub unsafe fn cuImportExternalSemaphore(
        &self,
        extSem_out: *mut CUexternalSemaphore,
        semHandleDesc: *const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuImportExternalSemaphore(extSem_out, semHandleDesc) }
    }

    /// [`cuSignalExternalSemaphoresAsync`](fn@cuSignalExternalSemaphoresAsync), as a method.
    #[inline]
    pub unsafe fn cuSignalExternalSemaphoresAsync(
        &self,
        extSemArray: *const CUexternalSemaphore,
        paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
        numExtSems: ::core::ffi::c_uint,
        stream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream) }
    }

    /// [`cuWaitExternalSemaphoresAsync`](fn@cuWaitExternalSemaphoresAsync), as a method.
    #[inline]
    pub unsafe fn cuWaitExternalSemaphoresAsync(
        &self,
        extSemArray: *const CUexternalSemaphore,
        paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
        numExtSems: ::core::ffi::c_uint,
        stream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream) }
    }

    /// [`cuDestroyExternalSemaphore`](fn@cuDestroyExternalSemaphore), as a method.
    #[inline]
    pub unsafe fn cuDestroyExternalSemaphore(&self, extSem: CUexternalSemaphore) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDestroyExternalSemaphore(extSem) }
    }

    /// [`cuStreamWaitValue32_v2`](fn@cuStreamWaitValue32_v2), as a method.
    #[inline]
    pub unsafe fn cuStreamWaitValue32_v2(
        &self,
        stream: CUstream,
        addr: CUdeviceptr,
        value: cuuint32_t,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamWaitValue32_v2(stream, addr, value, flags) }
    }

    /// [`cuStreamWaitValue64_v2`](fn@cuStreamWaitValue64_v2), as a method.
    #[inline]
    pub unsafe fn cuStreamWaitValue64_v2(
        &self,
        stream: CUstream,
        addr: CUdeviceptr,
        value: cuuint64_t,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamWaitValue64_v2(stream, addr, value, flags) }
    }

    /// [`cuStreamWriteValue32_v2`](fn@cuStreamWriteValue32_v2), as a method.
    #[inline]
    pub unsafe fn cuStreamWriteValue32_v2(
        &self,
        stream: CUstream,
        addr: CUdeviceptr,
        value: cuuint32_t,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamWriteValue32_v2(stream, addr, value, flags) }
    }

    /// [`cuStreamWriteValue64_v2`](fn@cuStreamWriteValue64_v2), as a method.
    #[inline]
    pub unsafe fn cuStreamWriteValue64_v2(
        &self,
        stream: CUstream,
        addr: CUdeviceptr,
        value: cuuint64_t,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamWriteValue64_v2(stream, addr, value, flags) }
    }

    /// [`cuStreamBatchMemOp_v2`](fn@cuStreamBatchMemOp_v2), as a method.
    #[inline]
    pub unsafe fn cuStreamBatchMemOp_v2(
        &self,
        stream: CUstream,
        count: ::core::ffi::c_uint,
        paramArray: *mut CUstreamBatchMemOpParams,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamBatchMemOp_v2(stream, count, paramArray, flags) }
    }

    /// [`cuFuncGetAttribute`](fn@cuFuncGetAttribute), as a method.
    #[inline]
    pub unsafe fn cuFuncGetAttribute(
        &self,
        pi: *mut ::core::ffi::c_int,
        attrib: CUfunction_attribute,
        hfunc: CUfunction,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFuncGetAttribute(pi, attrib, hfunc) }
    }

    /// [`cuFuncSetAttribute`](fn@cuFuncSetAttribute), as a method.
    #[inline]
    pub unsafe fn cuFuncSetAttribute(
        &self,
        hfunc: CUfunction,
        attrib: CUfunction_attribute,
        value: ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFuncSetAttribute(hfunc, attrib, value) }
    }

    /// [`cuFuncSetCacheConfig`](fn@cuFuncSetCacheConfig), as a method.
    #[inline]
    pub unsafe fn cuFuncSetCacheConfig(&self, hfunc: CUfunction, config: CUfunc_cache) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFuncSetCacheConfig(hfunc, config) }
    }

    /// [`cuFuncGetModule`](fn@cuFuncGetModule), as a method.
    #[inline]
    pub unsafe fn cuFuncGetModule(&self, hmod: *mut CUmodule, hfunc: CUfunction) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFuncGetModule(hmod, hfunc) }
    }

    /// [`cuFuncGetName`](fn@cuFuncGetName), as a method.
    #[inline]
    pub unsafe fn cuFuncGetName(
        &self,
        name: *mut *const ::core::ffi::c_char,
        hfunc: CUfunction,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFuncGetName(name, hfunc) }
    }

    /// [`cuFuncGetParamInfo`](fn@cuFuncGetParamInfo), as a method.
    #[inline]
    pub unsafe fn cuFuncGetParamInfo(
        &self,
        func: CUfunction,
        paramIndex: usize,
        paramOffset: *mut usize,
        paramSize: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFuncGetParamInfo(func, paramIndex, paramOffset, paramSize) }
    }

    /// [`cuFuncIsLoaded`](fn@cuFuncIsLoaded), as a method.
    #[inline]
    pub unsafe fn cuFuncIsLoaded(
        &self,
        state: *mut CUfunctionLoadingState,
        function: CUfunction,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFuncIsLoaded(state, function) }
    }

    /// [`cuFuncLoad`](fn@cuFuncLoad), as a method.
    #[inline]
    pub unsafe fn cuFuncLoad(&self, function: CUfunction) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFuncLoad(function) }
    }

    /// [`cuLaunchKernel`](fn@cuLaunchKernel), as a method.
    #[inline]
    pub unsafe fn cuLaunchKernel(
        &self,
        f: CUfunction,
        gridDimX: ::core::ffi::c_uint,
        gridDimY: ::core::ffi::c_uint,
        gridDimZ: ::core::ffi::c_uint,
        blockDimX: ::core::ffi::c_uint,
        blockDimY: ::core::ffi::c_uint,
        blockDimZ: ::core::ffi::c_uint,
        sharedMemBytes: ::core::ffi::c_uint,
        hStream: CUstream,
        kernelParams: *mut *mut ::core::ffi::c_void,
        extra: *mut *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuLaunchKernel(
                f,
                gridDimX,
                gridDimY,
                gridDimZ,
                blockDimX,
                blockDimY,
                blockDimZ,
                sharedMemBytes,
                hStream,
                kernelParams,
                extra,
            )
        }
    }

    /// [`cuLaunchKernelEx`](fn@cuLaunchKernelEx), as a method.
    #[inline]
    pub unsafe fn cuLaunchKernelEx(
        &self,
        config: *const CUlaunchConfig,
        f: CUfunction,
        kernelParams: *mut *mut ::core::ffi::c_void,
        extra: *mut *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLaunchKernelEx(config, f, kernelParams, extra) }
    }

    /// [`cuLaunchCooperativeKernel`](fn@cuLaunchCooperativeKernel), as a method.
    #[inline]
    pub unsafe fn cuLaunchCooperativeKernel(
        &self,
        f: CUfunction,
        gridDimX: ::core::ffi::c_uint,
        gridDimY: ::core::ffi::c_uint,
        gridDimZ: ::core::ffi::c_uint,
        blockDimX: ::core::ffi::c_uint,
        blockDimY: ::core::ffi::c_uint,
        blockDimZ: ::core::ffi::c_uint,
        sharedMemBytes: ::core::ffi::c_uint,
        hStream: CUstream,
        kernelParams: *mut *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuLaunchCooperativeKernel(
                f,
                gridDimX,
                gridDimY,
                gridDimZ,
                blockDimX,
                blockDimY,
                blockDimZ,
                sharedMemBytes,
                hStream,
                kernelParams,
            )
        }
    }

    /// [`cuLaunchCooperativeKernelMultiDevice`](fn@cuLaunchCooperativeKernelMultiDevice), as a method.
    #[inline]
    pub unsafe fn cuLaunchCooperativeKernelMultiDevice(
        &self,
        launchParamsList: *mut CUDA_LAUNCH_PARAMS,
        numDevices: ::core::ffi::c_uint,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLaunchCooperativeKernelMultiDevice(launchParamsList, numDevices, flags) }
    }

    /// [`cuLaunchHostFunc`](fn@cuLaunchHostFunc), as a method.
    #[inline]
    pub unsafe fn cuLaunchHostFunc(
        &self,
        hStream: CUstream,
        fn_: CUhostFn,
        userData: *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLaunchHostFunc(hStream, fn_, userData) }
    }

    /// [`cuFuncSetBlockShape`](fn@cuFuncSetBlockShape), as a method.
    #[inline]
    pub unsafe fn cuFuncSetBlockShape(
        &self,
        hfunc: CUfunction,
        x: ::core::ffi::c_int,
        y: ::core::ffi::c_int,
        z: ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFuncSetBlockShape(hfunc, x, y, z) }
    }

    /// [`cuFuncSetSharedSize`](fn@cuFuncSetSharedSize), as a method.
    #[inline]
    pub unsafe fn cuFuncSetSharedSize(
        &self,
        hfunc: CUfunction,
        bytes: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFuncSetSharedSize(hfunc, bytes) }
    }

    /// [`cuParamSetSize`](fn@cuParamSetSize), as a method.
    #[inline]
    pub unsafe fn cuParamSetSize(
        &self,
        hfunc: CUfunction,
        numbytes: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuParamSetSize(hfunc, numbytes) }
    }

    /// [`cuParamSeti`](fn@cuParamSeti), as a method.
    #[inline]
    pub unsafe fn cuParamSeti(
        &self,
        hfunc: CUfunction,
        offset: ::core::ffi::c_int,
        value: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuParamSeti(hfunc, offset, value) }
    }

    /// [`cuParamSetf`](fn@cuParamSetf), as a method.
    #[inline]
    pub unsafe fn cuParamSetf(
        &self,
        hfunc: CUfunction,
        offset: ::core::ffi::c_int,
        value: f32,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuParamSetf(hfunc, offset, value) }
    }

    /// [`cuParamSetv`](fn@cuParamSetv), as a method.
    #[inline]
    pub unsafe fn cuParamSetv(
        &self,
        hfunc: CUfunction,
        offset: ::core::ffi::c_int,
        ptr: *mut ::core::ffi::c_void,
        numbytes: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuParamSetv(hfunc, offset, ptr, numbytes) }
    }

    /// [`cuLaunch`](fn@cuLaunch), as a method.
    #[inline]
    pub unsafe fn cuLaunch(&self, f: CUfunction) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLaunch(f) }
    }

    /// [`cuLaunchGrid`](fn@cuLaunchGrid), as a method.
    #[inline]
    pub unsafe fn cuLaunchGrid(
        &self,
        f: CUfunction,
        grid_width: ::core::ffi::c_int,
        grid_height: ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLaunchGrid(f, grid_width, grid_height) }
    }

    /// [`cuLaunchGridAsync`](fn@cuLaunchGridAsync), as a method.
    #[inline]
    pub unsafe fn cuLaunchGridAsync(
        &self,
        f: CUfunction,
        grid_width: ::core::ffi::c_int,
        grid_height: ::core::ffi::c_int,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLaunchGridAsync(f, grid_width, grid_height, hStream) }
    }

    /// [`cuParamSetTexRef`](fn@cuParamSetTexRef), as a method.
    #[inline]
    pub unsafe fn cuParamSetTexRef(
        &self,
        hfunc: CUfunction,
        texunit: ::core::ffi::c_int,
        hTexRef: CUtexref,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuParamSetTexRef(hfunc, texunit, hTexRef) }
    }

    /// [`cuFuncSetSharedMemConfig`](fn@cuFuncSetSharedMemConfig), as a method.
    #[inline]
    pub unsafe fn cuFuncSetSharedMemConfig(
        &self,
        hfunc: CUfunction,
        config: CUsharedconfig,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuFuncSetSharedMemConfig(hfunc, config) }
    }

    /// [`cuGraphCreate`](fn@cuGraphCreate), as a method.
    #[inline]
    pub unsafe fn cuGraphCreate(
        &self,
        phGraph: *mut CUgraph,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphCreate(phGraph, flags) }
    }

    /// [`cuGraphAddKernelNode_v2`](fn@cuGraphAddKernelNode_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphAddKernelNode_v2(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddKernelNode_v2(
                phGraphNode,
                hGraph,
                dependencies,
                numDependencies,
                nodeParams,
            )
        }
    }

    /// [`cuGraphKernelNodeGetParams_v2`](fn@cuGraphKernelNodeGetParams_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphKernelNodeGetParams_v2(
        &self,
        hNode: CUgraphNode,
        nodeParams: *mut CUDA_KERNEL_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphKernelNodeGetParams_v2(hNode, nodeParams) }
    }

    /// [`cuGraphKernelNodeSetParams_v2`](fn@cuGraphKernelNodeSetParams_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphKernelNodeSetParams_v2(
        &self,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphKernelNodeSetParams_v2(hNode, nodeParams) }
    }

    /// [`cuGraphAddMemcpyNode`](fn@cuGraphAddMemcpyNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddMemcpyNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        copyParams: *const CUDA_MEMCPY3D,
        ctx: CUcontext,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddMemcpyNode(
                phGraphNode,
                hGraph,
                dependencies,
                numDependencies,
                copyParams,
                ctx,
            )
        }
    }

    /// [`cuGraphMemcpyNodeGetParams`](fn@cuGraphMemcpyNodeGetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphMemcpyNodeGetParams(
        &self,
        hNode: CUgraphNode,
        nodeParams: *mut CUDA_MEMCPY3D,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphMemcpyNodeGetParams(hNode, nodeParams) }
    }

    /// [`cuGraphMemcpyNodeSetParams`](fn@cuGraphMemcpyNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphMemcpyNodeSetParams(
        &self,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_MEMCPY3D,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphMemcpyNodeSetParams(hNode, nodeParams) }
    }

    /// [`cuGraphAddMemsetNode`](fn@cuGraphAddMemsetNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddMemsetNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        memsetParams: *const CUDA_MEMSET_NODE_PARAMS,
        ctx: CUcontext,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddMemsetNode(
                phGraphNode,
                hGraph,
                dependencies,
                numDependencies,
                memsetParams,
                ctx,
            )
        }
    }

    /// [`cuGraphMemsetNodeGetParams`](fn@cuGraphMemsetNodeGetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphMemsetNodeGetParams(
        &self,
        hNode: CUgraphNode,
        nodeParams: *mut CUDA_MEMSET_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphMemsetNodeGetParams(hNode, nodeParams) }
    }

    /// [`cuGraphMemsetNodeSetParams`](fn@cuGraphMemsetNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphMemsetNodeSetParams(
        &self,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_MEMSET_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphMemsetNodeSetParams(hNode, nodeParams) }
    }

    /// [`cuGraphAddHostNode`](fn@cuGraphAddHostNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddHostNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        nodeParams: *const CUDA_HOST_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddHostNode(
                phGraphNode,
                hGraph,
                dependencies,
                numDependencies,
                nodeParams,
            )
        }
    }

    /// [`cuGraphHostNodeGetParams`](fn@cuGraphHostNodeGetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphHostNodeGetParams(
        &self,
        hNode: CUgraphNode,
        nodeParams: *mut CUDA_HOST_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphHostNodeGetParams(hNode, nodeParams) }
    }

    /// [`cuGraphHostNodeSetParams`](fn@cuGraphHostNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphHostNodeSetParams(
        &self,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_HOST_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphHostNodeSetParams(hNode, nodeParams) }
    }

    /// [`cuGraphAddChildGraphNode`](fn@cuGraphAddChildGraphNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddChildGraphNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        childGraph: CUgraph,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddChildGraphNode(
                phGraphNode,
                hGraph,
                dependencies,
                numDependencies,
                childGraph,
            )
        }
    }

    /// [`cuGraphChildGraphNodeGetGraph`](fn@cuGraphChildGraphNodeGetGraph), as a method.
    #[inline]
    pub unsafe fn cuGraphChildGraphNodeGetGraph(
        &self,
        hNode: CUgraphNode,
        phGraph: *mut CUgraph,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphChildGraphNodeGetGraph(hNode, phGraph) }
    }

    /// [`cuGraphAddEmptyNode`](fn@cuGraphAddEmptyNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddEmptyNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphAddEmptyNode(phGraphNode, hGraph, dependencies, numDependencies) }
    }

    /// [`cuGraphAddEventRecordNode`](fn@cuGraphAddEventRecordNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddEventRecordNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        event: CUevent,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddEventRecordNode(phGraphNode, hGraph, dependencies, numDependencies, event)
        }
    }

    /// [`cuGraphEventRecordNodeGetEvent`](fn@cuGraphEventRecordNodeGetEvent), as a method.
    #[inline]
    pub unsafe fn cuGraphEventRecordNodeGetEvent(
        &self,
        hNode: CUgraphNode,
        event_out: *mut CUevent,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphEventRecordNodeGetEvent(hNode, event_out) }
    }

    /// [`cuGraphEventRecordNodeSetEvent`](fn@cuGraphEventRecordNodeSetEvent), as a method.
    #[inline]
    pub unsafe fn cuGraphEventRecordNodeSetEvent(
        &self,
        hNode: CUgraphNode,
        event: CUevent,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphEventRecordNodeSetEvent(hNode, event) }
    }

    /// [`cuGraphAddEventWaitNode`](fn@cuGraphAddEventWaitNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddEventWaitNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        event: CUevent,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddEventWaitNode(phGraphNode, hGraph, dependencies, numDependencies, event)
        }
    }

    /// [`cuGraphEventWaitNodeGetEvent`](fn@cuGraphEventWaitNodeGetEvent), as a method.
    #[inline]
    pub unsafe fn cuGraphEventWaitNodeGetEvent(
        &self,
        hNode: CUgraphNode,
        event_out: *mut CUevent,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphEventWaitNodeGetEvent(hNode, event_out) }
    }

    /// [`cuGraphEventWaitNodeSetEvent`](fn@cuGraphEventWaitNodeSetEvent), as a method.
    #[inline]
    pub unsafe fn cuGraphEventWaitNodeSetEvent(
        &self,
        hNode: CUgraphNode,
        event: CUevent,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphEventWaitNodeSetEvent(hNode, event) }
    }

    /// [`cuGraphAddExternalSemaphoresSignalNode`](fn@cuGraphAddExternalSemaphoresSignalNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddExternalSemaphoresSignalNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddExternalSemaphoresSignalNode(
                phGraphNode,
                hGraph,
                dependencies,
                numDependencies,
                nodeParams,
            )
        }
    }

    /// [`cuGraphExternalSemaphoresSignalNodeGetParams`](fn@cuGraphExternalSemaphoresSignalNodeGetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExternalSemaphoresSignalNodeGetParams(
        &self,
        hNode: CUgraphNode,
        params_out: *mut CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out) }
    }

    /// [`cuGraphExternalSemaphoresSignalNodeSetParams`](fn@cuGraphExternalSemaphoresSignalNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExternalSemaphoresSignalNodeSetParams(
        &self,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams) }
    }

    /// [`cuGraphAddExternalSemaphoresWaitNode`](fn@cuGraphAddExternalSemaphoresWaitNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddExternalSemaphoresWaitNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddExternalSemaphoresWaitNode(
                phGraphNode,
                hGraph,
                dependencies,
                numDependencies,
                nodeParams,
            )
        }
    }

    /// [`cuGraphExternalSemaphoresWaitNodeGetParams`](fn@cuGraphExternalSemaphoresWaitNodeGetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExternalSemaphoresWaitNodeGetParams(
        &self,
        hNode: CUgraphNode,
        params_out: *mut CUDA_EXT_SEM_WAIT_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out) }
    }

    /// [`cuGraphExternalSemaphoresWaitNodeSetParams`](fn@cuGraphExternalSemaphoresWaitNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExternalSemaphoresWaitNodeSetParams(
        &self,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams) }
    }

    /// [`cuGraphAddBatchMemOpNode`](fn@cuGraphAddBatchMemOpNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddBatchMemOpNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddBatchMemOpNode(
                phGraphNode,
                hGraph,
                dependencies,
                numDependencies,
                nodeParams,
            )
        }
    }

    /// [`cuGraphBatchMemOpNodeGetParams`](fn@cuGraphBatchMemOpNodeGetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphBatchMemOpNodeGetParams(
        &self,
        hNode: CUgraphNode,
        nodeParams_out: *mut CUDA_BATCH_MEM_OP_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphBatchMemOpNodeGetParams(hNode, nodeParams_out) }
    }

    /// [`cuGraphBatchMemOpNodeSetParams`](fn@cuGraphBatchMemOpNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphBatchMemOpNodeSetParams(
        &self,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphBatchMemOpNodeSetParams(hNode, nodeParams) }
    }

    /// [`cuGraphExecBatchMemOpNodeSetParams`](fn@cuGraphExecBatchMemOpNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExecBatchMemOpNodeSetParams(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecBatchMemOpNodeSetParams(hGraphExec, hNode, nodeParams) }
    }

    /// [`cuGraphAddMemAllocNode`](fn@cuGraphAddMemAllocNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddMemAllocNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        nodeParams: *mut CUDA_MEM_ALLOC_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddMemAllocNode(
                phGraphNode,
                hGraph,
                dependencies,
                numDependencies,
                nodeParams,
            )
        }
    }

    /// [`cuGraphMemAllocNodeGetParams`](fn@cuGraphMemAllocNodeGetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphMemAllocNodeGetParams(
        &self,
        hNode: CUgraphNode,
        params_out: *mut CUDA_MEM_ALLOC_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphMemAllocNodeGetParams(hNode, params_out) }
    }

    /// [`cuGraphAddMemFreeNode`](fn@cuGraphAddMemFreeNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddMemFreeNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        dptr: CUdeviceptr,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphAddMemFreeNode(phGraphNode, hGraph, dependencies, numDependencies, dptr) }
    }

    /// [`cuGraphMemFreeNodeGetParams`](fn@cuGraphMemFreeNodeGetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphMemFreeNodeGetParams(
        &self,
        hNode: CUgraphNode,
        dptr_out: *mut CUdeviceptr,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphMemFreeNodeGetParams(hNode, dptr_out) }
    }

    /// [`cuDeviceGraphMemTrim`](fn@cuDeviceGraphMemTrim), as a method.
    #[inline]
    pub unsafe fn cuDeviceGraphMemTrim(&self, device: CUdevice) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGraphMemTrim(device) }
    }

    /// [`cuDeviceGetGraphMemAttribute`](fn@cuDeviceGetGraphMemAttribute), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetGraphMemAttribute(
        &self,
        device: CUdevice,
        attr: CUgraphMem_attribute,
        value: *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetGraphMemAttribute(device, attr, value) }
    }

    /// [`cuDeviceSetGraphMemAttribute`](fn@cuDeviceSetGraphMemAttribute), as a method.
    #[inline]
    pub unsafe fn cuDeviceSetGraphMemAttribute(
        &self,
        device: CUdevice,
        attr: CUgraphMem_attribute,
        value: *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceSetGraphMemAttribute(device, attr, value) }
    }

    /// [`cuGraphClone`](fn@cuGraphClone), as a method.
    #[inline]
    pub unsafe fn cuGraphClone(
        &self,
        phGraphClone: *mut CUgraph,
        originalGraph: CUgraph,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphClone(phGraphClone, originalGraph) }
    }

    /// [`cuGraphNodeFindInClone`](fn@cuGraphNodeFindInClone), as a method.
    #[inline]
    pub unsafe fn cuGraphNodeFindInClone(
        &self,
        phNode: *mut CUgraphNode,
        hOriginalNode: CUgraphNode,
        hClonedGraph: CUgraph,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphNodeFindInClone(phNode, hOriginalNode, hClonedGraph) }
    }

    /// [`cuGraphNodeGetType`](fn@cuGraphNodeGetType), as a method.
    #[inline]
    pub unsafe fn cuGraphNodeGetType(
        &self,
        hNode: CUgraphNode,
        type_: *mut CUgraphNodeType,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphNodeGetType(hNode, type_) }
    }

    /// [`cuGraphGetNodes`](fn@cuGraphGetNodes), as a method.
    #[inline]
    pub unsafe fn cuGraphGetNodes(
        &self,
        hGraph: CUgraph,
        nodes: *mut CUgraphNode,
        numNodes: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphGetNodes(hGraph, nodes, numNodes) }
    }

    /// [`cuGraphGetRootNodes`](fn@cuGraphGetRootNodes), as a method.
    #[inline]
    pub unsafe fn cuGraphGetRootNodes(
        &self,
        hGraph: CUgraph,
        rootNodes: *mut CUgraphNode,
        numRootNodes: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphGetRootNodes(hGraph, rootNodes, numRootNodes) }
    }

    /// [`cuGraphGetEdges`](fn@cuGraphGetEdges), as a method.
    #[inline]
    pub unsafe fn cuGraphGetEdges(
        &self,
        hGraph: CUgraph,
        from: *mut CUgraphNode,
        to: *mut CUgraphNode,
        numEdges: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphGetEdges(hGraph, from, to, numEdges) }
    }

    /// [`cuGraphGetEdges_v2`](fn@cuGraphGetEdges_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphGetEdges_v2(
        &self,
        hGraph: CUgraph,
        from: *mut CUgraphNode,
        to: *mut CUgraphNode,
        edgeData: *mut CUgraphEdgeData,
        numEdges: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphGetEdges_v2(hGraph, from, to, edgeData, numEdges) }
    }

    /// [`cuGraphNodeGetDependencies`](fn@cuGraphNodeGetDependencies), as a method.
    #[inline]
    pub unsafe fn cuGraphNodeGetDependencies(
        &self,
        hNode: CUgraphNode,
        dependencies: *mut CUgraphNode,
        numDependencies: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphNodeGetDependencies(hNode, dependencies, numDependencies) }
    }

    /// [`cuGraphNodeGetDependencies_v2`](fn@cuGraphNodeGetDependencies_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphNodeGetDependencies_v2(
        &self,
        hNode: CUgraphNode,
        dependencies: *mut CUgraphNode,
        edgeData: *mut CUgraphEdgeData,
        numDependencies: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphNodeGetDependencies_v2(hNode, dependencies, edgeData, numDependencies) }
    }

    /// [`cuGraphNodeGetDependentNodes`](fn@cuGraphNodeGetDependentNodes), as a method.
    #[inline]
    pub unsafe fn cuGraphNodeGetDependentNodes(
        &self,
        hNode: CUgraphNode,
        dependentNodes: *mut CUgraphNode,
        numDependentNodes: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphNodeGetDependentNodes(hNode, dependentNodes, numDependentNodes) }
    }

    /// [`cuGraphNodeGetDependentNodes_v2`](fn@cuGraphNodeGetDependentNodes_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphNodeGetDependentNodes_v2(
        &self,
        hNode: CUgraphNode,
        dependentNodes: *mut CUgraphNode,
        edgeData: *mut CUgraphEdgeData,
        numDependentNodes: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphNodeGetDependentNodes_v2(hNode, dependentNodes, edgeData, numDependentNodes)
        }
    }

    /// [`cuGraphAddDependencies`](fn@cuGraphAddDependencies), as a method.
    #[inline]
    pub unsafe fn cuGraphAddDependencies(
        &self,
        hGraph: CUgraph,
        from: *const CUgraphNode,
        to: *const CUgraphNode,
        numDependencies: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphAddDependencies(hGraph, from, to, numDependencies) }
    }

    /// [`cuGraphAddDependencies_v2`](fn@cuGraphAddDependencies_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphAddDependencies_v2(
        &self,
        hGraph: CUgraph,
        from: *const CUgraphNode,
        to: *const CUgraphNode,
        edgeData: *const CUgraphEdgeData,
        numDependencies: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphAddDependencies_v2(hGraph, from, to, edgeData, numDependencies) }
    }

    /// [`cuGraphRemoveDependencies`](fn@cuGraphRemoveDependencies), as a method.
    #[inline]
    pub unsafe fn cuGraphRemoveDependencies(
        &self,
        hGraph: CUgraph,
        from: *const CUgraphNode,
        to: *const CUgraphNode,
        numDependencies: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphRemoveDependencies(hGraph, from, to, numDependencies) }
    }

    /// [`cuGraphRemoveDependencies_v2`](fn@cuGraphRemoveDependencies_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphRemoveDependencies_v2(
        &self,
        hGraph: CUgraph,
        from: *const CUgraphNode,
        to: *const CUgraphNode,
        edgeData: *const CUgraphEdgeData,
        numDependencies: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphRemoveDependencies_v2(hGraph, from, to, edgeData, numDependencies) }
    }

    /// [`cuGraphDestroyNode`](fn@cuGraphDestroyNode), as a method.
    #[inline]
    pub unsafe fn cuGraphDestroyNode(&self, hNode: CUgraphNode) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphDestroyNode(hNode) }
    }

    /// [`cuGraphInstantiateWithFlags`](fn@cuGraphInstantiateWithFlags), as a method.
    #[inline]
    pub unsafe fn cuGraphInstantiateWithFlags(
        &self,
        phGraphExec: *mut CUgraphExec,
        hGraph: CUgraph,
        flags: ::core::ffi::c_ulonglong,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphInstantiateWithFlags(phGraphExec, hGraph, flags) }
    }

    /// [`cuGraphInstantiateWithParams`](fn@cuGraphInstantiateWithParams), as a method.
    #[inline]
    pub unsafe fn cuGraphInstantiateWithParams(
        &self,
        phGraphExec: *mut CUgraphExec,
        hGraph: CUgraph,
        instantiateParams: *mut CUDA_GRAPH_INSTANTIATE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphInstantiateWithParams(phGraphExec, hGraph, instantiateParams) }
    }

    /// [`cuGraphExecGetFlags`](fn@cuGraphExecGetFlags), as a method.
    #[inline]
    pub unsafe fn cuGraphExecGetFlags(
        &self,
        hGraphExec: CUgraphExec,
        flags: *mut cuuint64_t,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecGetFlags(hGraphExec, flags) }
    }

    /// [`cuGraphExecKernelNodeSetParams_v2`](fn@cuGraphExecKernelNodeSetParams_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphExecKernelNodeSetParams_v2(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecKernelNodeSetParams_v2(hGraphExec, hNode, nodeParams) }
    }

    /// [`cuGraphExecMemcpyNodeSetParams`](fn@cuGraphExecMemcpyNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExecMemcpyNodeSetParams(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        copyParams: *const CUDA_MEMCPY3D,
        ctx: CUcontext,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecMemcpyNodeSetParams(hGraphExec, hNode, copyParams, ctx) }
    }

    /// [`cuGraphExecMemsetNodeSetParams`](fn@cuGraphExecMemsetNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExecMemsetNodeSetParams(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        memsetParams: *const CUDA_MEMSET_NODE_PARAMS,
        ctx: CUcontext,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecMemsetNodeSetParams(hGraphExec, hNode, memsetParams, ctx) }
    }

    /// [`cuGraphExecHostNodeSetParams`](fn@cuGraphExecHostNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExecHostNodeSetParams(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_HOST_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecHostNodeSetParams(hGraphExec, hNode, nodeParams) }
    }

    /// [`cuGraphExecChildGraphNodeSetParams`](fn@cuGraphExecChildGraphNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExecChildGraphNodeSetParams(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        childGraph: CUgraph,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecChildGraphNodeSetParams(hGraphExec, hNode, childGraph) }
    }

    /// [`cuGraphExecEventRecordNodeSetEvent`](fn@cuGraphExecEventRecordNodeSetEvent), as a method.
    #[inline]
    pub unsafe fn cuGraphExecEventRecordNodeSetEvent(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        event: CUevent,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event) }
    }

    /// [`cuGraphExecEventWaitNodeSetEvent`](fn@cuGraphExecEventWaitNodeSetEvent), as a method.
    #[inline]
    pub unsafe fn cuGraphExecEventWaitNodeSetEvent(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        event: CUevent,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event) }
    }

    /// [`cuGraphExecExternalSemaphoresSignalNodeSetParams`](fn@cuGraphExecExternalSemaphoresSignalNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExecExternalSemaphoresSignalNodeSetParams(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams) }
    }

    /// [`cuGraphExecExternalSemaphoresWaitNodeSetParams`](fn@cuGraphExecExternalSemaphoresWaitNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExecExternalSemaphoresWaitNodeSetParams(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams) }
    }

    /// [`cuGraphNodeSetEnabled`](fn@cuGraphNodeSetEnabled), as a method.
    #[inline]
    pub unsafe fn cuGraphNodeSetEnabled(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        isEnabled: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphNodeSetEnabled(hGraphExec, hNode, isEnabled) }
    }

    /// [`cuGraphNodeGetEnabled`](fn@cuGraphNodeGetEnabled), as a method.
    #[inline]
    pub unsafe fn cuGraphNodeGetEnabled(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        isEnabled: *mut ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphNodeGetEnabled(hGraphExec, hNode, isEnabled) }
    }

    /// [`cuGraphUpload`](fn@cuGraphUpload), as a method.
    #[inline]
    pub unsafe fn cuGraphUpload(&self, hGraphExec: CUgraphExec, hStream: CUstream) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphUpload(hGraphExec, hStream) }
    }

    /// [`cuGraphLaunch`](fn@cuGraphLaunch), as a method.
    #[inline]
    pub unsafe fn cuGraphLaunch(&self, hGraphExec: CUgraphExec, hStream: CUstream) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphLaunch(hGraphExec, hStream) }
    }

    /// [`cuGraphExecDestroy`](fn@cuGraphExecDestroy), as a method.
    #[inline]
    pub unsafe fn cuGraphExecDestroy(&self, hGraphExec: CUgraphExec) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecDestroy(hGraphExec) }
    }

    /// [`cuGraphDestroy`](fn@cuGraphDestroy), as a method.
    #[inline]
    pub unsafe fn cuGraphDestroy(&self, hGraph: CUgraph) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphDestroy(hGraph) }
    }

    /// [`cuGraphExecUpdate_v2`](fn@cuGraphExecUpdate_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphExecUpdate_v2(
        &self,
        hGraphExec: CUgraphExec,
        hGraph: CUgraph,
        resultInfo: *mut CUgraphExecUpdateResultInfo,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecUpdate_v2(hGraphExec, hGraph, resultInfo) }
    }

    /// [`cuGraphKernelNodeCopyAttributes`](fn@cuGraphKernelNodeCopyAttributes), as a method.
    #[inline]
    pub unsafe fn cuGraphKernelNodeCopyAttributes(
        &self,
        dst: CUgraphNode,
        src: CUgraphNode,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphKernelNodeCopyAttributes(dst, src) }
    }

    /// [`cuGraphKernelNodeGetAttribute`](fn@cuGraphKernelNodeGetAttribute), as a method.
    #[inline]
    pub unsafe fn cuGraphKernelNodeGetAttribute(
        &self,
        hNode: CUgraphNode,
        attr: CUkernelNodeAttrID,
        value_out: *mut CUkernelNodeAttrValue,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphKernelNodeGetAttribute(hNode, attr, value_out) }
    }

    /// [`cuGraphKernelNodeSetAttribute`](fn@cuGraphKernelNodeSetAttribute), as a method.
    #[inline]
    pub unsafe fn cuGraphKernelNodeSetAttribute(
        &self,
        hNode: CUgraphNode,
        attr: CUkernelNodeAttrID,
        value: *const CUkernelNodeAttrValue,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphKernelNodeSetAttribute(hNode, attr, value) }
    }

    /// [`cuGraphDebugDotPrint`](fn@cuGraphDebugDotPrint), as a method.
    #[inline]
    pub unsafe fn cuGraphDebugDotPrint(
        &self,
        hGraph: CUgraph,
        path: *const ::core::ffi::c_char,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphDebugDotPrint(hGraph, path, flags) }
    }

    /// [`cuUserObjectCreate`](fn@cuUserObjectCreate), as a method.
    #[inline]
    pub unsafe fn cuUserObjectCreate(
        &self,
        object_out: *mut CUuserObject,
        ptr: *mut ::core::ffi::c_void,
        destroy: CUhostFn,
        initialRefcount: ::core::ffi::c_uint,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags) }
    }

    /// [`cuUserObjectRetain`](fn@cuUserObjectRetain), as a method.
    #[inline]
    pub unsafe fn cuUserObjectRetain(
        &self,
        object: CUuserObject,
        count: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuUserObjectRetain(object, count) }
    }

    /// [`cuUserObjectRelease`](fn@cuUserObjectRelease), as a method.
    #[inline]
    pub unsafe fn cuUserObjectRelease(
        &self,
        object: CUuserObject,
        count: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuUserObjectRelease(object, count) }
    }

    /// [`cuGraphRetainUserObject`](fn@cuGraphRetainUserObject), as a method.
    #[inline]
    pub unsafe fn cuGraphRetainUserObject(
        &self,
        graph: CUgraph,
        object: CUuserObject,
        count: ::core::ffi::c_uint,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphRetainUserObject(graph, object, count, flags) }
    }

    /// [`cuGraphReleaseUserObject`](fn@cuGraphReleaseUserObject), as a method.
    #[inline]
    pub unsafe fn cuGraphReleaseUserObject(
        &self,
        graph: CUgraph,
        object: CUuserObject,
        count: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphReleaseUserObject(graph, object, count) }
    }

    /// [`cuGraphAddNode`](fn@cuGraphAddNode), as a method.
    #[inline]
    pub unsafe fn cuGraphAddNode(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        numDependencies: usize,
        nodeParams: *mut CUgraphNodeParams,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddNode(
                phGraphNode,
                hGraph,
                dependencies,
                numDependencies,
                nodeParams,
            )
        }
    }

    /// [`cuGraphAddNode_v2`](fn@cuGraphAddNode_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphAddNode_v2(
        &self,
        phGraphNode: *mut CUgraphNode,
        hGraph: CUgraph,
        dependencies: *const CUgraphNode,
        dependencyData: *const CUgraphEdgeData,
        numDependencies: usize,
        nodeParams: *mut CUgraphNodeParams,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphAddNode_v2(
                phGraphNode,
                hGraph,
                dependencies,
                dependencyData,
                numDependencies,
                nodeParams,
            )
        }
    }

    /// [`cuGraphNodeSetParams`](fn@cuGraphNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphNodeSetParams(
        &self,
        hNode: CUgraphNode,
        nodeParams: *mut CUgraphNodeParams,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphNodeSetParams(hNode, nodeParams) }
    }

    /// [`cuGraphExecNodeSetParams`](fn@cuGraphExecNodeSetParams), as a method.
    #[inline]
    pub unsafe fn cuGraphExecNodeSetParams(
        &self,
        hGraphExec: CUgraphExec,
        hNode: CUgraphNode,
        nodeParams: *mut CUgraphNodeParams,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphExecNodeSetParams(hGraphExec, hNode, nodeParams) }
    }

    /// [`cuGraphConditionalHandleCreate`](fn@cuGraphConditionalHandleCreate), as a method.
    #[inline]
    pub unsafe fn cuGraphConditionalHandleCreate(
        &self,
        pHandle_out: *mut CUgraphConditionalHandle,
        hGraph: CUgraph,
        ctx: CUcontext,
        defaultLaunchValue: ::core::ffi::c_uint,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuGraphConditionalHandleCreate(pHandle_out, hGraph, ctx, defaultLaunchValue, flags)
        }
    }

    /// [`cuOccupancyMaxActiveBlocksPerMultiprocessor`](fn@cuOccupancyMaxActiveBlocksPerMultiprocessor), as a method.
    #[inline]
    pub unsafe fn cuOccupancyMaxActiveBlocksPerMultiprocessor(
        &self,
        numBlocks: *mut ::core::ffi::c_int,
        func: CUfunction,
        blockSize: ::core::ffi::c_int,
        dynamicSMemSize: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize)
        }
    }

    /// [`cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags`](fn@cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags), as a method.
    #[inline]
    pub unsafe fn cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        &self,
        numBlocks: *mut ::core::ffi::c_int,
        func: CUfunction,
        blockSize: ::core::ffi::c_int,
        dynamicSMemSize: usize,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
                numBlocks,
                func,
                blockSize,
                dynamicSMemSize,
                flags,
            )
        }
    }

    /// [`cuOccupancyMaxPotentialBlockSize`](fn@cuOccupancyMaxPotentialBlockSize), as a method.
    #[inline]
    pub unsafe fn cuOccupancyMaxPotentialBlockSize(
        &self,
        minGridSize: *mut ::core::ffi::c_int,
        blockSize: *mut ::core::ffi::c_int,
        func: CUfunction,
        blockSizeToDynamicSMemSize: CUoccupancyB2DSize,
        dynamicSMemSize: usize,
        blockSizeLimit: ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuOccupancyMaxPotentialBlockSize(
                minGridSize,
                blockSize,
                func,
                blockSizeToDynamicSMemSize,
                dynamicSMemSize,
                blockSizeLimit,
            )
        }
    }

    /// [`cuOccupancyMaxPotentialBlockSizeWithFlags`](fn@cuOccupancyMaxPotentialBlockSizeWithFlags), as a method.
    #[inline]
    pub unsafe fn cuOccupancyMaxPotentialBlockSizeWithFlags(
        &self,
        minGridSize: *mut ::core::ffi::c_int,
        blockSize: *mut ::core::ffi::c_int,
        func: CUfunction,
        blockSizeToDynamicSMemSize: CUoccupancyB2DSize,
        dynamicSMemSize: usize,
        blockSizeLimit: ::core::ffi::c_int,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuOccupancyMaxPotentialBlockSizeWithFlags(
                minGridSize,
                blockSize,
                func,
                blockSizeToDynamicSMemSize,
                dynamicSMemSize,
                blockSizeLimit,
                flags,
            )
        }
    }

    /// [`cuOccupancyAvailableDynamicSMemPerBlock`](fn@cuOccupancyAvailableDynamicSMemPerBlock), as a method.
    #[inline]
    pub unsafe fn cuOccupancyAvailableDynamicSMemPerBlock(
        &self,
        dynamicSmemSize: *mut usize,
        func: CUfunction,
        numBlocks: ::core::ffi::c_int,
        blockSize: ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize)
        }
    }

    /// [`cuOccupancyMaxPotentialClusterSize`](fn@cuOccupancyMaxPotentialClusterSize), as a method.
    #[inline]
    pub unsafe fn cuOccupancyMaxPotentialClusterSize(
        &self,
        clusterSize: *mut ::core::ffi::c_int,
        func: CUfunction,
        config: *const CUlaunchConfig,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuOccupancyMaxPotentialClusterSize(clusterSize, func, config) }
    }

    /// [`cuOccupancyMaxActiveClusters`](fn@cuOccupancyMaxActiveClusters), as a method.
    #[inline]
    pub unsafe fn cuOccupancyMaxActiveClusters(
        &self,
        numClusters: *mut ::core::ffi::c_int,
        func: CUfunction,
        config: *const CUlaunchConfig,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuOccupancyMaxActiveClusters(numClusters, func, config) }
    }

    /// [`cuTexRefSetArray`](fn@cuTexRefSetArray), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetArray(
        &self,
        hTexRef: CUtexref,
        hArray: CUarray,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetArray(hTexRef, hArray, Flags) }
    }

    /// [`cuTexRefSetMipmappedArray`](fn@cuTexRefSetMipmappedArray), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetMipmappedArray(
        &self,
        hTexRef: CUtexref,
        hMipmappedArray: CUmipmappedArray,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetMipmappedArray(hTexRef, hMipmappedArray, Flags) }
    }

    /// [`cuTexRefSetAddress_v2`](fn@cuTexRefSetAddress_v2), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetAddress_v2(
        &self,
        ByteOffset: *mut usize,
        hTexRef: CUtexref,
        dptr: CUdeviceptr,
        bytes: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetAddress_v2(ByteOffset, hTexRef, dptr, bytes) }
    }

    /// [`cuTexRefSetAddress2D_v3`](fn@cuTexRefSetAddress2D_v3), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetAddress2D_v3(
        &self,
        hTexRef: CUtexref,
        desc: *const CUDA_ARRAY_DESCRIPTOR,
        dptr: CUdeviceptr,
        Pitch: usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetAddress2D_v3(hTexRef, desc, dptr, Pitch) }
    }

    /// [`cuTexRefSetFormat`](fn@cuTexRefSetFormat), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetFormat(
        &self,
        hTexRef: CUtexref,
        fmt: CUarray_format,
        NumPackedComponents: ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetFormat(hTexRef, fmt, NumPackedComponents) }
    }

    /// [`cuTexRefSetAddressMode`](fn@cuTexRefSetAddressMode), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetAddressMode(
        &self,
        hTexRef: CUtexref,
        dim: ::core::ffi::c_int,
        am: CUaddress_mode,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetAddressMode(hTexRef, dim, am) }
    }

    /// [`cuTexRefSetFilterMode`](fn@cuTexRefSetFilterMode), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetFilterMode(&self, hTexRef: CUtexref, fm: CUfilter_mode) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetFilterMode(hTexRef, fm) }
    }

    /// [`cuTexRefSetMipmapFilterMode`](fn@cuTexRefSetMipmapFilterMode), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetMipmapFilterMode(
        &self,
        hTexRef: CUtexref,
        fm: CUfilter_mode,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetMipmapFilterMode(hTexRef, fm) }
    }

    /// [`cuTexRefSetMipmapLevelBias`](fn@cuTexRefSetMipmapLevelBias), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetMipmapLevelBias(&self, hTexRef: CUtexref, bias: f32) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetMipmapLevelBias(hTexRef, bias) }
    }

    /// [`cuTexRefSetMipmapLevelClamp`](fn@cuTexRefSetMipmapLevelClamp), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetMipmapLevelClamp(
        &self,
        hTexRef: CUtexref,
        minMipmapLevelClamp: f32,
        maxMipmapLevelClamp: f32,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetMipmapLevelClamp(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp) }
    }

    /// [`cuTexRefSetMaxAnisotropy`](fn@cuTexRefSetMaxAnisotropy), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetMaxAnisotropy(
        &self,
        hTexRef: CUtexref,
        maxAniso: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetMaxAnisotropy(hTexRef, maxAniso) }
    }

    /// [`cuTexRefSetBorderColor`](fn@cuTexRefSetBorderColor), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetBorderColor(
        &self,
        hTexRef: CUtexref,
        pBorderColor: *mut f32,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetBorderColor(hTexRef, pBorderColor) }
    }

    /// [`cuTexRefSetFlags`](fn@cuTexRefSetFlags), as a method.
    #[inline]
    pub unsafe fn cuTexRefSetFlags(
        &self,
        hTexRef: CUtexref,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefSetFlags(hTexRef, Flags) }
    }

    /// [`cuTexRefGetAddress_v2`](fn@cuTexRefGetAddress_v2), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetAddress_v2(
        &self,
        pdptr: *mut CUdeviceptr,
        hTexRef: CUtexref,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetAddress_v2(pdptr, hTexRef) }
    }

    /// [`cuTexRefGetArray`](fn@cuTexRefGetArray), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetArray(&self, phArray: *mut CUarray, hTexRef: CUtexref) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetArray(phArray, hTexRef) }
    }

    /// [`cuTexRefGetMipmappedArray`](fn@cuTexRefGetMipmappedArray), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetMipmappedArray(
        &self,
        phMipmappedArray: *mut CUmipmappedArray,
        hTexRef: CUtexref,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetMipmappedArray(phMipmappedArray, hTexRef) }
    }

    /// [`cuTexRefGetAddressMode`](fn@cuTexRefGetAddressMode), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetAddressMode(
        &self,
        pam: *mut CUaddress_mode,
        hTexRef: CUtexref,
        dim: ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetAddressMode(pam, hTexRef, dim) }
    }

    /// [`cuTexRefGetFilterMode`](fn@cuTexRefGetFilterMode), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetFilterMode(
        &self,
        pfm: *mut CUfilter_mode,
        hTexRef: CUtexref,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetFilterMode(pfm, hTexRef) }
    }

    /// [`cuTexRefGetFormat`](fn@cuTexRefGetFormat), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetFormat(
        &self,
        pFormat: *mut CUarray_format,
        pNumChannels: *mut ::core::ffi::c_int,
        hTexRef: CUtexref,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetFormat(pFormat, pNumChannels, hTexRef) }
    }

    /// [`cuTexRefGetMipmapFilterMode`](fn@cuTexRefGetMipmapFilterMode), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetMipmapFilterMode(
        &self,
        pfm: *mut CUfilter_mode,
        hTexRef: CUtexref,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetMipmapFilterMode(pfm, hTexRef) }
    }

    /// [`cuTexRefGetMipmapLevelBias`](fn@cuTexRefGetMipmapLevelBias), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetMipmapLevelBias(
        &self,
        pbias: *mut f32,
        hTexRef: CUtexref,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetMipmapLevelBias(pbias, hTexRef) }
    }

    /// [`cuTexRefGetMipmapLevelClamp`](fn@cuTexRefGetMipmapLevelClamp), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetMipmapLevelClamp(
        &self,
        pminMipmapLevelClamp: *mut f32,
        pmaxMipmapLevelClamp: *mut f32,
        hTexRef: CUtexref,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetMipmapLevelClamp(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef) }
    }

    /// [`cuTexRefGetMaxAnisotropy`](fn@cuTexRefGetMaxAnisotropy), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetMaxAnisotropy(
        &self,
        pmaxAniso: *mut ::core::ffi::c_int,
        hTexRef: CUtexref,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetMaxAnisotropy(pmaxAniso, hTexRef) }
    }

    /// [`cuTexRefGetBorderColor`](fn@cuTexRefGetBorderColor), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetBorderColor(
        &self,
        pBorderColor: *mut f32,
        hTexRef: CUtexref,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetBorderColor(pBorderColor, hTexRef) }
    }

    /// [`cuTexRefGetFlags`](fn@cuTexRefGetFlags), as a method.
    #[inline]
    pub unsafe fn cuTexRefGetFlags(
        &self,
        pFlags: *mut ::core::ffi::c_uint,
        hTexRef: CUtexref,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefGetFlags(pFlags, hTexRef) }
    }

    /// [`cuTexRefCreate`](fn@cuTexRefCreate), as a method.
    #[inline]
    pub unsafe fn cuTexRefCreate(&self, pTexRef: *mut CUtexref) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefCreate(pTexRef) }
    }

    /// [`cuTexRefDestroy`](fn@cuTexRefDestroy), as a method.
    #[inline]
    pub unsafe fn cuTexRefDestroy(&self, hTexRef: CUtexref) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexRefDestroy(hTexRef) }
    }

    /// [`cuSurfRefSetArray`](fn@cuSurfRefSetArray), as a method.
    #[inline]
    pub unsafe fn cuSurfRefSetArray(
        &self,
        hSurfRef: CUsurfref,
        hArray: CUarray,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuSurfRefSetArray(hSurfRef, hArray, Flags) }
    }

    /// [`cuSurfRefGetArray`](fn@cuSurfRefGetArray), as a method.
    #[inline]
    pub unsafe fn cuSurfRefGetArray(&self, phArray: *mut CUarray, hSurfRef: CUsurfref) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuSurfRefGetArray(phArray, hSurfRef) }
    }

    /// [`cuTexObjectCreate`](fn@cuTexObjectCreate), as a method.
    #[inline]
    pub unsafe fn cuTexObjectCreate(
        &self,
        pTexObject: *mut CUtexObject,
        pResDesc: *const CUDA_RESOURCE_DESC,
        pTexDesc: *const CUDA_TEXTURE_DESC,
        pResViewDesc: *const CUDA_RESOURCE_VIEW_DESC,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexObjectCreate(pTexObject, pResDesc, pTexDesc, pResViewDesc) }
    }

    /// [`cuTexObjectDestroy`](fn@cuTexObjectDestroy), as a method.
    #[inline]
    pub unsafe fn cuTexObjectDestroy(&self, texObject: CUtexObject) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexObjectDestroy(texObject) }
    }

    /// [`cuTexObjectGetResourceDesc`](fn@cuTexObjectGetResourceDesc), as a method.
    #[inline]
    pub unsafe fn cuTexObjectGetResourceDesc(
        &self,
        pResDesc: *mut CUDA_RESOURCE_DESC,
        texObject: CUtexObject,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexObjectGetResourceDesc(pResDesc, texObject) }
    }

    /// [`cuTexObjectGetTextureDesc`](fn@cuTexObjectGetTextureDesc), as a method.
    #[inline]
    pub unsafe fn cuTexObjectGetTextureDesc(
        &self,
        pTexDesc: *mut CUDA_TEXTURE_DESC,
        texObject: CUtexObject,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexObjectGetTextureDesc(pTexDesc, texObject) }
    }

    /// [`cuTexObjectGetResourceViewDesc`](fn@cuTexObjectGetResourceViewDesc), as a method.
    #[inline]
    pub unsafe fn cuTexObjectGetResourceViewDesc(
        &self,
        pResViewDesc: *mut CUDA_RESOURCE_VIEW_DESC,
        texObject: CUtexObject,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTexObjectGetResourceViewDesc(pResViewDesc, texObject) }
    }

    /// [`cuSurfObjectCreate`](fn@cuSurfObjectCreate), as a method.
    #[inline]
    pub unsafe fn cuSurfObjectCreate(
        &self,
        pSurfObject: *mut CUsurfObject,
        pResDesc: *const CUDA_RESOURCE_DESC,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuSurfObjectCreate(pSurfObject, pResDesc) }
    }

    /// [`cuSurfObjectDestroy`](fn@cuSurfObjectDestroy), as a method.
    #[inline]
    pub unsafe fn cuSurfObjectDestroy(&self, surfObject: CUsurfObject) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuSurfObjectDestroy(surfObject) }
    }

    /// [`cuSurfObjectGetResourceDesc`](fn@cuSurfObjectGetResourceDesc), as a method.
    #[inline]
    pub unsafe fn cuSurfObjectGetResourceDesc(
        &self,
        pResDesc: *mut CUDA_RESOURCE_DESC,
        surfObject: CUsurfObject,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuSurfObjectGetResourceDesc(pResDesc, surfObject) }
    }

    /// [`cuTensorMapEncodeTiled`](fn@cuTensorMapEncodeTiled), as a method.
    #[inline]
    pub unsafe fn cuTensorMapEncodeTiled(
        &self,
        tensorMap: *mut CUtensorMap,
        tensorDataType: CUtensorMapDataType,
        tensorRank: cuuint32_t,
        globalAddress: *mut ::core::ffi::c_void,
        globalDim: *const cuuint64_t,
        globalStrides: *const cuuint64_t,
        boxDim: *const cuuint32_t,
        elementStrides: *const cuuint32_t,
        interleave: CUtensorMapInterleave,
        swizzle: CUtensorMapSwizzle,
        l2Promotion: CUtensorMapL2promotion,
        oobFill: CUtensorMapFloatOOBfill,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuTensorMapEncodeTiled(
                tensorMap,
                tensorDataType,
                tensorRank,
                globalAddress,
                globalDim,
                globalStrides,
                boxDim,
                elementStrides,
                interleave,
                swizzle,
                l2Promotion,
                oobFill,
            )
        }
    }

    /// [`cuTensorMapEncodeIm2col`](fn@cuTensorMapEncodeIm2col), as a method.
    #[inline]
    pub unsafe fn cuTensorMapEncodeIm2col(
        &self,
        tensorMap: *mut CUtensorMap,
        tensorDataType: CUtensorMapDataType,
        tensorRank: cuuint32_t,
        globalAddress: *mut ::core::ffi::c_void,
        globalDim: *const cuuint64_t,
        globalStrides: *const cuuint64_t,
        pixelBoxLowerCorner: *const ::core::ffi::c_int,
        pixelBoxUpperCorner: *const ::core::ffi::c_int,
        channelsPerPixel: cuuint32_t,
        pixelsPerColumn: cuuint32_t,
        elementStrides: *const cuuint32_t,
        interleave: CUtensorMapInterleave,
        swizzle: CUtensorMapSwizzle,
        l2Promotion: CUtensorMapL2promotion,
        oobFill: CUtensorMapFloatOOBfill,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuTensorMapEncodeIm2col(
                tensorMap,
                tensorDataType,
                tensorRank,
                globalAddress,
                globalDim,
                globalStrides,
                pixelBoxLowerCorner,
                pixelBoxUpperCorner,
                channelsPerPixel,
                pixelsPerColumn,
                elementStrides,
                interleave,
                swizzle,
                l2Promotion,
                oobFill,
            )
        }
    }

    /// [`cuTensorMapEncodeIm2colWide`](fn@cuTensorMapEncodeIm2colWide), as a method.
    #[inline]
    pub unsafe fn cuTensorMapEncodeIm2colWide(
        &self,
        tensorMap: *mut CUtensorMap,
        tensorDataType: CUtensorMapDataType,
        tensorRank: cuuint32_t,
        globalAddress: *mut ::core::ffi::c_void,
        globalDim: *const cuuint64_t,
        globalStrides: *const cuuint64_t,
        pixelBoxLowerCornerWidth: ::core::ffi::c_int,
        pixelBoxUpperCornerWidth: ::core::ffi::c_int,
        channelsPerPixel: cuuint32_t,
        pixelsPerColumn: cuuint32_t,
        elementStrides: *const cuuint32_t,
        interleave: CUtensorMapInterleave,
        mode: CUtensorMapIm2ColWideMode,
        swizzle: CUtensorMapSwizzle,
        l2Promotion: CUtensorMapL2promotion,
        oobFill: CUtensorMapFloatOOBfill,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuTensorMapEncodeIm2colWide(
                tensorMap,
                tensorDataType,
                tensorRank,
                globalAddress,
                globalDim,
                globalStrides,
                pixelBoxLowerCornerWidth,
                pixelBoxUpperCornerWidth,
                channelsPerPixel,
                pixelsPerColumn,
                elementStrides,
                interleave,
                mode,
                swizzle,
                l2Promotion,
                oobFill,
            )
        }
    }

    /// [`cuTensorMapReplaceAddress`](fn@cuTensorMapReplaceAddress), as a method.
    #[inline]
    pub unsafe fn cuTensorMapReplaceAddress(
        &self,
        tensorMap: *mut CUtensorMap,
        globalAddress: *mut ::core::ffi::c_void,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuTensorMapReplaceAddress(tensorMap, globalAddress) }
    }

    /// [`cuDeviceCanAccessPeer`](fn@cuDeviceCanAccessPeer), as a method.
    #[inline]
    pub unsafe fn cuDeviceCanAccessPeer(
        &self,
        canAccessPeer: *mut ::core::ffi::c_int,
        dev: CUdevice,
        peerDev: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceCanAccessPeer(canAccessPeer, dev, peerDev) }
    }

    /// [`cuCtxEnablePeerAccess`](fn@cuCtxEnablePeerAccess), as a method.
    #[inline]
    pub unsafe fn cuCtxEnablePeerAccess(
        &self,
        peerContext: CUcontext,
        Flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxEnablePeerAccess(peerContext, Flags) }
    }

    /// [`cuCtxDisablePeerAccess`](fn@cuCtxDisablePeerAccess), as a method.
    #[inline]
    pub unsafe fn cuCtxDisablePeerAccess(&self, peerContext: CUcontext) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxDisablePeerAccess(peerContext) }
    }

    /// [`cuDeviceGetP2PAttribute`](fn@cuDeviceGetP2PAttribute), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetP2PAttribute(
        &self,
        value: *mut ::core::ffi::c_int,
        attrib: CUdevice_P2PAttribute,
        srcDevice: CUdevice,
        dstDevice: CUdevice,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetP2PAttribute(value, attrib, srcDevice, dstDevice) }
    }

    /// [`cuGraphicsUnregisterResource`](fn@cuGraphicsUnregisterResource), as a method.
    #[inline]
    pub unsafe fn cuGraphicsUnregisterResource(&self, resource: CUgraphicsResource) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphicsUnregisterResource(resource) }
    }

    /// [`cuGraphicsSubResourceGetMappedArray`](fn@cuGraphicsSubResourceGetMappedArray), as a method.
    #[inline]
    pub unsafe fn cuGraphicsSubResourceGetMappedArray(
        &self,
        pArray: *mut CUarray,
        resource: CUgraphicsResource,
        arrayIndex: ::core::ffi::c_uint,
        mipLevel: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphicsSubResourceGetMappedArray(pArray, resource, arrayIndex, mipLevel) }
    }

    /// [`cuGraphicsResourceGetMappedMipmappedArray`](fn@cuGraphicsResourceGetMappedMipmappedArray), as a method.
    #[inline]
    pub unsafe fn cuGraphicsResourceGetMappedMipmappedArray(
        &self,
        pMipmappedArray: *mut CUmipmappedArray,
        resource: CUgraphicsResource,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphicsResourceGetMappedMipmappedArray(pMipmappedArray, resource) }
    }

    /// [`cuGraphicsResourceGetMappedPointer_v2`](fn@cuGraphicsResourceGetMappedPointer_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphicsResourceGetMappedPointer_v2(
        &self,
        pDevPtr: *mut CUdeviceptr,
        pSize: *mut usize,
        resource: CUgraphicsResource,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphicsResourceGetMappedPointer_v2(pDevPtr, pSize, resource) }
    }

    /// [`cuGraphicsResourceSetMapFlags_v2`](fn@cuGraphicsResourceSetMapFlags_v2), as a method.
    #[inline]
    pub unsafe fn cuGraphicsResourceSetMapFlags_v2(
        &self,
        resource: CUgraphicsResource,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphicsResourceSetMapFlags_v2(resource, flags) }
    }

    /// [`cuGraphicsMapResources`](fn@cuGraphicsMapResources), as a method.
    #[inline]
    pub unsafe fn cuGraphicsMapResources(
        &self,
        count: ::core::ffi::c_uint,
        resources: *mut CUgraphicsResource,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphicsMapResources(count, resources, hStream) }
    }

    /// [`cuGraphicsUnmapResources`](fn@cuGraphicsUnmapResources), as a method.
    #[inline]
    pub unsafe fn cuGraphicsUnmapResources(
        &self,
        count: ::core::ffi::c_uint,
        resources: *mut CUgraphicsResource,
        hStream: CUstream,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGraphicsUnmapResources(count, resources, hStream) }
    }

    /// [`cuGetProcAddress_v2`](fn@cuGetProcAddress_v2), as a method.
    #[inline]
    pub unsafe fn cuGetProcAddress_v2(
        &self,
        symbol: *const ::core::ffi::c_char,
        pfn: *mut *mut ::core::ffi::c_void,
        cudaVersion: ::core::ffi::c_int,
        flags: cuuint64_t,
        symbolStatus: *mut CUdriverProcAddressQueryResult,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGetProcAddress_v2(symbol, pfn, cudaVersion, flags, symbolStatus) }
    }

    /// [`cuCoredumpGetAttribute`](fn@cuCoredumpGetAttribute), as a method.
    #[inline]
    pub unsafe fn cuCoredumpGetAttribute(
        &self,
        attrib: CUcoredumpSettings,
        value: *mut ::core::ffi::c_void,
        size: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCoredumpGetAttribute(attrib, value, size) }
    }

    /// [`cuCoredumpGetAttributeGlobal`](fn@cuCoredumpGetAttributeGlobal), as a method.
    #[inline]
    pub unsafe fn cuCoredumpGetAttributeGlobal(
        &self,
        attrib: CUcoredumpSettings,
        value: *mut ::core::ffi::c_void,
        size: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCoredumpGetAttributeGlobal(attrib, value, size) }
    }

    /// [`cuCoredumpSetAttribute`](fn@cuCoredumpSetAttribute), as a method.
    #[inline]
    pub unsafe fn cuCoredumpSetAttribute(
        &self,
        attrib: CUcoredumpSettings,
        value: *mut ::core::ffi::c_void,
        size: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCoredumpSetAttribute(attrib, value, size) }
    }

    /// [`cuCoredumpSetAttributeGlobal`](fn@cuCoredumpSetAttributeGlobal), as a method.
    #[inline]
    pub unsafe fn cuCoredumpSetAttributeGlobal(
        &self,
        attrib: CUcoredumpSettings,
        value: *mut ::core::ffi::c_void,
        size: *mut usize,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCoredumpSetAttributeGlobal(attrib, value, size) }
    }

    /// [`cuGetExportTable`](fn@cuGetExportTable), as a method.
    #[inline]
    pub unsafe fn cuGetExportTable(
        &self,
        ppExportTable: *mut *const ::core::ffi::c_void,
        pExportTableId: *const CUuuid,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGetExportTable(ppExportTable, pExportTableId) }
    }

    /// [`cuGreenCtxCreate`](fn@cuGreenCtxCreate), as a method.
    #[inline]
    pub unsafe fn cuGreenCtxCreate(
        &self,
        phCtx: *mut CUgreenCtx,
        desc: CUdevResourceDesc,
        dev: CUdevice,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGreenCtxCreate(phCtx, desc, dev, flags) }
    }

    /// [`cuGreenCtxDestroy`](fn@cuGreenCtxDestroy), as a method.
    #[inline]
    pub unsafe fn cuGreenCtxDestroy(&self, hCtx: CUgreenCtx) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGreenCtxDestroy(hCtx) }
    }

    /// [`cuCtxFromGreenCtx`](fn@cuCtxFromGreenCtx), as a method.
    #[inline]
    pub unsafe fn cuCtxFromGreenCtx(&self, pContext: *mut CUcontext, hCtx: CUgreenCtx) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxFromGreenCtx(pContext, hCtx) }
    }

    /// [`cuDeviceGetDevResource`](fn@cuDeviceGetDevResource), as a method.
    #[inline]
    pub unsafe fn cuDeviceGetDevResource(
        &self,
        device: CUdevice,
        resource: *mut CUdevResource,
        type_: CUdevResourceType,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDeviceGetDevResource(device, resource, type_) }
    }

    /// [`cuCtxGetDevResource`](fn@cuCtxGetDevResource), as a method.
    #[inline]
    pub unsafe fn cuCtxGetDevResource(
        &self,
        hCtx: CUcontext,
        resource: *mut CUdevResource,
        type_: CUdevResourceType,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCtxGetDevResource(hCtx, resource, type_) }
    }

    /// [`cuGreenCtxGetDevResource`](fn@cuGreenCtxGetDevResource), as a method.
    #[inline]
    pub unsafe fn cuGreenCtxGetDevResource(
        &self,
        hCtx: CUgreenCtx,
        resource: *mut CUdevResource,
        type_: CUdevResourceType,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGreenCtxGetDevResource(hCtx, resource, type_) }
    }

    /// [`cuDevSmResourceSplitByCount`](fn@cuDevSmResourceSplitByCount), as a method.
    #[inline]
    pub unsafe fn cuDevSmResourceSplitByCount(
        &self,
        result: *mut CUdevResource,
        nbGroups: *mut ::core::ffi::c_uint,
        input: *const CUdevResource,
        remaining: *mut CUdevResource,
        useFlags: ::core::ffi::c_uint,
        minCount: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe {
            cuDevSmResourceSplitByCount(result, nbGroups, input, remaining, useFlags, minCount)
        }
    }

    /// [`cuDevResourceGenerateDesc`](fn@cuDevResourceGenerateDesc), as a method.
    #[inline]
    pub unsafe fn cuDevResourceGenerateDesc(
        &self,
        phDesc: *mut CUdevResourceDesc,
        resources: *mut CUdevResource,
        nbResources: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuDevResourceGenerateDesc(phDesc, resources, nbResources) }
    }

    /// [`cuGreenCtxRecordEvent`](fn@cuGreenCtxRecordEvent), as a method.
    #[inline]
    pub unsafe fn cuGreenCtxRecordEvent(&self, hCtx: CUgreenCtx, hEvent: CUevent) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGreenCtxRecordEvent(hCtx, hEvent) }
    }

    /// [`cuGreenCtxWaitEvent`](fn@cuGreenCtxWaitEvent), as a method.
    #[inline]
    pub unsafe fn cuGreenCtxWaitEvent(&self, hCtx: CUgreenCtx, hEvent: CUevent) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGreenCtxWaitEvent(hCtx, hEvent) }
    }

    /// [`cuStreamGetGreenCtx`](fn@cuStreamGetGreenCtx), as a method.
    #[inline]
    pub unsafe fn cuStreamGetGreenCtx(
        &self,
        hStream: CUstream,
        phCtx: *mut CUgreenCtx,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuStreamGetGreenCtx(hStream, phCtx) }
    }

    /// [`cuGreenCtxStreamCreate`](fn@cuGreenCtxStreamCreate), as a method.
    #[inline]
    pub unsafe fn cuGreenCtxStreamCreate(
        &self,
        phStream: *mut CUstream,
        greenCtx: CUgreenCtx,
        flags: ::core::ffi::c_uint,
        priority: ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuGreenCtxStreamCreate(phStream, greenCtx, flags, priority) }
    }

    /// [`cuLogsRegisterCallback`](fn@cuLogsRegisterCallback), as a method.
    #[inline]
    pub unsafe fn cuLogsRegisterCallback(
        &self,
        callbackFunc: CUlogsCallback,
        userData: *mut ::core::ffi::c_void,
        callback_out: *mut CUlogsCallbackHandle,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLogsRegisterCallback(callbackFunc, userData, callback_out) }
    }

    /// [`cuLogsUnregisterCallback`](fn@cuLogsUnregisterCallback), as a method.
    #[inline]
    pub unsafe fn cuLogsUnregisterCallback(&self, callback: CUlogsCallbackHandle) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLogsUnregisterCallback(callback) }
    }

    /// [`cuLogsCurrent`](fn@cuLogsCurrent), as a method.
    #[inline]
    pub unsafe fn cuLogsCurrent(
        &self,
        iterator_out: *mut CUlogIterator,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLogsCurrent(iterator_out, flags) }
    }

    /// [`cuLogsDumpToFile`](fn@cuLogsDumpToFile), as a method.
    #[inline]
    pub unsafe fn cuLogsDumpToFile(
        &self,
        iterator: *mut CUlogIterator,
        pathToFile: *const ::core::ffi::c_char,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLogsDumpToFile(iterator, pathToFile, flags) }
    }

    /// [`cuLogsDumpToMemory`](fn@cuLogsDumpToMemory), as a method.
    #[inline]
    pub unsafe fn cuLogsDumpToMemory(
        &self,
        iterator: *mut CUlogIterator,
        buffer: *mut ::core::ffi::c_char,
        size: *mut usize,
        flags: ::core::ffi::c_uint,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuLogsDumpToMemory(iterator, buffer, size, flags) }
    }

    /// [`cuCheckpointProcessGetRestoreThreadId`](fn@cuCheckpointProcessGetRestoreThreadId), as a method.
    #[inline]
    pub unsafe fn cuCheckpointProcessGetRestoreThreadId(
        &self,
        pid: ::core::ffi::c_int,
        tid: *mut ::core::ffi::c_int,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCheckpointProcessGetRestoreThreadId(pid, tid) }
    }

    /// [`cuCheckpointProcessGetState`](fn@cuCheckpointProcessGetState), as a method.
    #[inline]
    pub unsafe fn cuCheckpointProcessGetState(
        &self,
        pid: ::core::ffi::c_int,
        state: *mut CUprocessState,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCheckpointProcessGetState(pid, state) }
    }

    /// [`cuCheckpointProcessLock`](fn@cuCheckpointProcessLock), as a method.
    #[inline]
    pub unsafe fn cuCheckpointProcessLock(
        &self,
        pid: ::core::ffi::c_int,
        args: *mut CUcheckpointLockArgs,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCheckpointProcessLock(pid, args) }
    }

    /// [`cuCheckpointProcessCheckpoint`](fn@cuCheckpointProcessCheckpoint), as a method.
    #[inline]
    pub unsafe fn cuCheckpointProcessCheckpoint(
        &self,
        pid: ::core::ffi::c_int,
        args: *mut CUcheckpointCheckpointArgs,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCheckpointProcessCheckpoint(pid, args) }
    }

    /// [`cuCheckpointProcessRestore`](fn@cuCheckpointProcessRestore), as a method.
    #[inline]
    pub unsafe fn cuCheckpointProcessRestore(
        &self,
        pid: ::core::ffi::c_int,
        args: *mut CUcheckpointRestoreArgs,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCheckpointProcessRestore(pid, args) }
    }

    /// [`cuCheckpointProcessUnlock`](fn@cuCheckpointProcessUnlock), as a method.
    #[inline]
    pub unsafe fn cuCheckpointProcessUnlock(
        &self,
        pid: ::core::ffi::c_int,
        args: *mut CUcheckpointUnlockArgs,
    ) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuCheckpointProcessUnlock(pid, args) }
    }

    /// [`cuProfilerStart`](fn@cuProfilerStart), as a method.
    #[inline]
    pub unsafe fn cuProfilerStart(&self) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuProfilerStart() }
    }

    /// [`cuProfilerStop`](fn@cuProfilerStop), as a method.
    #[inline]
    pub unsafe fn cuProfilerStop(&self) -> CUresult {
        // SAFETY: the caller upholds the C function's contract.
        unsafe { cuProfilerStop() }
    }
}

/// Whether libcuda can be loaded (searching as [`crate::loader`] says, once per
/// process): `false` on a machine without an NVIDIA driver. As cudarc 0.13's.
pub fn is_available() -> bool {
    LIBCUDA.load().is_ok()
}
