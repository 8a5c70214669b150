// GENERATED FILE: do not edit by hand.
// Regenerate with `bash scripts/gen-bindings.sh` (bindgen 0.73.2, cuda.h from nvidia-cuda-runtime-cu12==12.9.79,
// rewritten by scripts/postprocess_bindings.py).
//! Raw bindings to libcuda, generated from the C header.
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

use crate::loader::{LIBCUDA, LoadError, Symbol};

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
#[derive(Debug, Default, Copy, Clone)]
pub struct CUuuid_st {
    pub bytes: [::core::ffi::c_char; 16usize],
}
pub type CUuuid = CUuuid_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemFabricHandle_st {
    pub data: [::core::ffi::c_uchar; 64usize],
}
impl Default for CUmemFabricHandle_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemFabricHandle_v1 = CUmemFabricHandle_st;
pub type CUmemFabricHandle = CUmemFabricHandle_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUipcEventHandle_st {
    pub reserved: [::core::ffi::c_char; 64usize],
}
impl Default for CUipcEventHandle_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUipcEventHandle_v1 = CUipcEventHandle_st;
pub type CUipcEventHandle = CUipcEventHandle_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUipcMemHandle_st {
    pub reserved: [::core::ffi::c_char; 64usize],
}
impl Default for CUipcMemHandle_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUipcMemHandle_v1 = CUipcMemHandle_st;
pub type CUipcMemHandle = CUipcMemHandle_v1;
impl CUipcMem_flags_enum {
    pub const CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS: CUipcMem_flags_enum = CUipcMem_flags_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUipcMem_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUipcMem_flags_enum as CUipcMem_flags;
impl CUmemAttach_flags_enum {
    pub const CU_MEM_ATTACH_GLOBAL: CUmemAttach_flags_enum = CUmemAttach_flags_enum(1);
    pub const CU_MEM_ATTACH_HOST: CUmemAttach_flags_enum = CUmemAttach_flags_enum(2);
    pub const CU_MEM_ATTACH_SINGLE: CUmemAttach_flags_enum = CUmemAttach_flags_enum(4);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAttach_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUmemAttach_flags_enum as CUmemAttach_flags;
impl CUctx_flags_enum {
    pub const CU_CTX_SCHED_AUTO: CUctx_flags_enum = CUctx_flags_enum(0);
    pub const CU_CTX_SCHED_SPIN: CUctx_flags_enum = CUctx_flags_enum(1);
    pub const CU_CTX_SCHED_YIELD: CUctx_flags_enum = CUctx_flags_enum(2);
    pub const CU_CTX_SCHED_BLOCKING_SYNC: CUctx_flags_enum = CUctx_flags_enum(4);
    pub const CU_CTX_BLOCKING_SYNC: CUctx_flags_enum = CUctx_flags_enum(4);
    pub const CU_CTX_SCHED_MASK: CUctx_flags_enum = CUctx_flags_enum(7);
    pub const CU_CTX_MAP_HOST: CUctx_flags_enum = CUctx_flags_enum(8);
    pub const CU_CTX_LMEM_RESIZE_TO_MAX: CUctx_flags_enum = CUctx_flags_enum(16);
    pub const CU_CTX_COREDUMP_ENABLE: CUctx_flags_enum = CUctx_flags_enum(32);
    pub const CU_CTX_USER_COREDUMP_ENABLE: CUctx_flags_enum = CUctx_flags_enum(64);
    pub const CU_CTX_SYNC_MEMOPS: CUctx_flags_enum = CUctx_flags_enum(128);
    pub const CU_CTX_FLAGS_MASK: CUctx_flags_enum = CUctx_flags_enum(255);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUctx_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUctx_flags_enum as CUctx_flags;
impl CUevent_sched_flags_enum {
    pub const CU_EVENT_SCHED_AUTO: CUevent_sched_flags_enum = CUevent_sched_flags_enum(0);
    pub const CU_EVENT_SCHED_SPIN: CUevent_sched_flags_enum = CUevent_sched_flags_enum(1);
    pub const CU_EVENT_SCHED_YIELD: CUevent_sched_flags_enum = CUevent_sched_flags_enum(2);
    pub const CU_EVENT_SCHED_BLOCKING_SYNC: CUevent_sched_flags_enum = CUevent_sched_flags_enum(4);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUevent_sched_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUevent_sched_flags_enum as CUevent_sched_flags;
impl CUstream_flags_enum {
    pub const CU_STREAM_DEFAULT: CUstream_flags_enum = CUstream_flags_enum(0);
    pub const CU_STREAM_NON_BLOCKING: CUstream_flags_enum = CUstream_flags_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstream_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUstream_flags_enum as CUstream_flags;
impl CUevent_flags_enum {
    pub const CU_EVENT_DEFAULT: CUevent_flags_enum = CUevent_flags_enum(0);
    pub const CU_EVENT_BLOCKING_SYNC: CUevent_flags_enum = CUevent_flags_enum(1);
    pub const CU_EVENT_DISABLE_TIMING: CUevent_flags_enum = CUevent_flags_enum(2);
    pub const CU_EVENT_INTERPROCESS: CUevent_flags_enum = CUevent_flags_enum(4);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUevent_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUevent_flags_enum as CUevent_flags;
impl CUevent_record_flags_enum {
    pub const CU_EVENT_RECORD_DEFAULT: CUevent_record_flags_enum = CUevent_record_flags_enum(0);
    pub const CU_EVENT_RECORD_EXTERNAL: CUevent_record_flags_enum = CUevent_record_flags_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUevent_record_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUevent_record_flags_enum as CUevent_record_flags;
impl CUevent_wait_flags_enum {
    pub const CU_EVENT_WAIT_DEFAULT: CUevent_wait_flags_enum = CUevent_wait_flags_enum(0);
    pub const CU_EVENT_WAIT_EXTERNAL: CUevent_wait_flags_enum = CUevent_wait_flags_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUevent_wait_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUevent_wait_flags_enum as CUevent_wait_flags;
impl CUstreamWaitValue_flags_enum {
    pub const CU_STREAM_WAIT_VALUE_GEQ: CUstreamWaitValue_flags_enum =
        CUstreamWaitValue_flags_enum(0);
    pub const CU_STREAM_WAIT_VALUE_EQ: CUstreamWaitValue_flags_enum =
        CUstreamWaitValue_flags_enum(1);
    pub const CU_STREAM_WAIT_VALUE_AND: CUstreamWaitValue_flags_enum =
        CUstreamWaitValue_flags_enum(2);
    pub const CU_STREAM_WAIT_VALUE_NOR: CUstreamWaitValue_flags_enum =
        CUstreamWaitValue_flags_enum(3);
    pub const CU_STREAM_WAIT_VALUE_FLUSH: CUstreamWaitValue_flags_enum =
        CUstreamWaitValue_flags_enum(1073741824);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamWaitValue_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUstreamWaitValue_flags_enum as CUstreamWaitValue_flags;
impl CUstreamWriteValue_flags_enum {
    pub const CU_STREAM_WRITE_VALUE_DEFAULT: CUstreamWriteValue_flags_enum =
        CUstreamWriteValue_flags_enum(0);
    pub const CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER: CUstreamWriteValue_flags_enum =
        CUstreamWriteValue_flags_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamWriteValue_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUstreamWriteValue_flags_enum as CUstreamWriteValue_flags;
impl CUstreamBatchMemOpType_enum {
    pub const CU_STREAM_MEM_OP_WAIT_VALUE_32: CUstreamBatchMemOpType_enum =
        CUstreamBatchMemOpType_enum(1);
    pub const CU_STREAM_MEM_OP_WRITE_VALUE_32: CUstreamBatchMemOpType_enum =
        CUstreamBatchMemOpType_enum(2);
    pub const CU_STREAM_MEM_OP_WAIT_VALUE_64: CUstreamBatchMemOpType_enum =
        CUstreamBatchMemOpType_enum(4);
    pub const CU_STREAM_MEM_OP_WRITE_VALUE_64: CUstreamBatchMemOpType_enum =
        CUstreamBatchMemOpType_enum(5);
    pub const CU_STREAM_MEM_OP_BARRIER: CUstreamBatchMemOpType_enum =
        CUstreamBatchMemOpType_enum(6);
    pub const CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES: CUstreamBatchMemOpType_enum =
        CUstreamBatchMemOpType_enum(3);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamBatchMemOpType_enum(pub ::core::ffi::c_uint);
pub use self::CUstreamBatchMemOpType_enum as CUstreamBatchMemOpType;
impl CUstreamMemoryBarrier_flags_enum {
    pub const CU_STREAM_MEMORY_BARRIER_TYPE_SYS: CUstreamMemoryBarrier_flags_enum =
        CUstreamMemoryBarrier_flags_enum(0);
    pub const CU_STREAM_MEMORY_BARRIER_TYPE_GPU: CUstreamMemoryBarrier_flags_enum =
        CUstreamMemoryBarrier_flags_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamMemoryBarrier_flags_enum(pub ::core::ffi::c_uint);
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st {
    pub operation: CUstreamBatchMemOpType,
    pub flags: ::core::ffi::c_uint,
}
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st {
    pub operation: CUstreamBatchMemOpType,
    pub flags: ::core::ffi::c_uint,
}
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUstreamBatchMemOpParams_union {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUstreamBatchMemOpParams_v1 = CUstreamBatchMemOpParams_union;
pub type CUstreamBatchMemOpParams = CUstreamBatchMemOpParams_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st {
    pub ctx: CUcontext,
    pub count: ::core::ffi::c_uint,
    pub paramArray: *mut CUstreamBatchMemOpParams,
    pub flags: ::core::ffi::c_uint,
}
impl Default for CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_BATCH_MEM_OP_NODE_PARAMS_v1 = CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st;
pub type CUDA_BATCH_MEM_OP_NODE_PARAMS = CUDA_BATCH_MEM_OP_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st {
    pub ctx: CUcontext,
    pub count: ::core::ffi::c_uint,
    pub paramArray: *mut CUstreamBatchMemOpParams,
    pub flags: ::core::ffi::c_uint,
}
impl Default for CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_BATCH_MEM_OP_NODE_PARAMS_v2 = CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st;
impl CUoccupancy_flags_enum {
    pub const CU_OCCUPANCY_DEFAULT: CUoccupancy_flags_enum = CUoccupancy_flags_enum(0);
    pub const CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE: CUoccupancy_flags_enum =
        CUoccupancy_flags_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUoccupancy_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUoccupancy_flags_enum as CUoccupancy_flags;
impl CUstreamUpdateCaptureDependencies_flags_enum {
    pub const CU_STREAM_ADD_CAPTURE_DEPENDENCIES: CUstreamUpdateCaptureDependencies_flags_enum =
        CUstreamUpdateCaptureDependencies_flags_enum(0);
    pub const CU_STREAM_SET_CAPTURE_DEPENDENCIES: CUstreamUpdateCaptureDependencies_flags_enum =
        CUstreamUpdateCaptureDependencies_flags_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamUpdateCaptureDependencies_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUstreamUpdateCaptureDependencies_flags_enum as CUstreamUpdateCaptureDependencies_flags;
impl CUasyncNotificationType_enum {
    pub const CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET: CUasyncNotificationType_enum =
        CUasyncNotificationType_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUasyncNotificationType_enum(pub ::core::ffi::c_uint);
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
#[derive(Debug, Default, Copy, Clone)]
pub struct CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1 {
    pub bytesOverBudget: ::core::ffi::c_ulonglong,
}
impl Default for CUasyncNotificationInfo_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUasyncNotificationInfo_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
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
impl CUarray_format_enum {
    pub const CU_AD_FORMAT_UNSIGNED_INT8: CUarray_format_enum = CUarray_format_enum(1);
    pub const CU_AD_FORMAT_UNSIGNED_INT16: CUarray_format_enum = CUarray_format_enum(2);
    pub const CU_AD_FORMAT_UNSIGNED_INT32: CUarray_format_enum = CUarray_format_enum(3);
    pub const CU_AD_FORMAT_SIGNED_INT8: CUarray_format_enum = CUarray_format_enum(8);
    pub const CU_AD_FORMAT_SIGNED_INT16: CUarray_format_enum = CUarray_format_enum(9);
    pub const CU_AD_FORMAT_SIGNED_INT32: CUarray_format_enum = CUarray_format_enum(10);
    pub const CU_AD_FORMAT_HALF: CUarray_format_enum = CUarray_format_enum(16);
    pub const CU_AD_FORMAT_FLOAT: CUarray_format_enum = CUarray_format_enum(32);
    pub const CU_AD_FORMAT_NV12: CUarray_format_enum = CUarray_format_enum(176);
    pub const CU_AD_FORMAT_UNORM_INT8X1: CUarray_format_enum = CUarray_format_enum(192);
    pub const CU_AD_FORMAT_UNORM_INT8X2: CUarray_format_enum = CUarray_format_enum(193);
    pub const CU_AD_FORMAT_UNORM_INT8X4: CUarray_format_enum = CUarray_format_enum(194);
    pub const CU_AD_FORMAT_UNORM_INT16X1: CUarray_format_enum = CUarray_format_enum(195);
    pub const CU_AD_FORMAT_UNORM_INT16X2: CUarray_format_enum = CUarray_format_enum(196);
    pub const CU_AD_FORMAT_UNORM_INT16X4: CUarray_format_enum = CUarray_format_enum(197);
    pub const CU_AD_FORMAT_SNORM_INT8X1: CUarray_format_enum = CUarray_format_enum(198);
    pub const CU_AD_FORMAT_SNORM_INT8X2: CUarray_format_enum = CUarray_format_enum(199);
    pub const CU_AD_FORMAT_SNORM_INT8X4: CUarray_format_enum = CUarray_format_enum(200);
    pub const CU_AD_FORMAT_SNORM_INT16X1: CUarray_format_enum = CUarray_format_enum(201);
    pub const CU_AD_FORMAT_SNORM_INT16X2: CUarray_format_enum = CUarray_format_enum(202);
    pub const CU_AD_FORMAT_SNORM_INT16X4: CUarray_format_enum = CUarray_format_enum(203);
    pub const CU_AD_FORMAT_BC1_UNORM: CUarray_format_enum = CUarray_format_enum(145);
    pub const CU_AD_FORMAT_BC1_UNORM_SRGB: CUarray_format_enum = CUarray_format_enum(146);
    pub const CU_AD_FORMAT_BC2_UNORM: CUarray_format_enum = CUarray_format_enum(147);
    pub const CU_AD_FORMAT_BC2_UNORM_SRGB: CUarray_format_enum = CUarray_format_enum(148);
    pub const CU_AD_FORMAT_BC3_UNORM: CUarray_format_enum = CUarray_format_enum(149);
    pub const CU_AD_FORMAT_BC3_UNORM_SRGB: CUarray_format_enum = CUarray_format_enum(150);
    pub const CU_AD_FORMAT_BC4_UNORM: CUarray_format_enum = CUarray_format_enum(151);
    pub const CU_AD_FORMAT_BC4_SNORM: CUarray_format_enum = CUarray_format_enum(152);
    pub const CU_AD_FORMAT_BC5_UNORM: CUarray_format_enum = CUarray_format_enum(153);
    pub const CU_AD_FORMAT_BC5_SNORM: CUarray_format_enum = CUarray_format_enum(154);
    pub const CU_AD_FORMAT_BC6H_UF16: CUarray_format_enum = CUarray_format_enum(155);
    pub const CU_AD_FORMAT_BC6H_SF16: CUarray_format_enum = CUarray_format_enum(156);
    pub const CU_AD_FORMAT_BC7_UNORM: CUarray_format_enum = CUarray_format_enum(157);
    pub const CU_AD_FORMAT_BC7_UNORM_SRGB: CUarray_format_enum = CUarray_format_enum(158);
    pub const CU_AD_FORMAT_P010: CUarray_format_enum = CUarray_format_enum(159);
    pub const CU_AD_FORMAT_P016: CUarray_format_enum = CUarray_format_enum(161);
    pub const CU_AD_FORMAT_NV16: CUarray_format_enum = CUarray_format_enum(162);
    pub const CU_AD_FORMAT_P210: CUarray_format_enum = CUarray_format_enum(163);
    pub const CU_AD_FORMAT_P216: CUarray_format_enum = CUarray_format_enum(164);
    pub const CU_AD_FORMAT_YUY2: CUarray_format_enum = CUarray_format_enum(165);
    pub const CU_AD_FORMAT_Y210: CUarray_format_enum = CUarray_format_enum(166);
    pub const CU_AD_FORMAT_Y216: CUarray_format_enum = CUarray_format_enum(167);
    pub const CU_AD_FORMAT_AYUV: CUarray_format_enum = CUarray_format_enum(168);
    pub const CU_AD_FORMAT_Y410: CUarray_format_enum = CUarray_format_enum(169);
    pub const CU_AD_FORMAT_Y416: CUarray_format_enum = CUarray_format_enum(177);
    pub const CU_AD_FORMAT_Y444_PLANAR8: CUarray_format_enum = CUarray_format_enum(178);
    pub const CU_AD_FORMAT_Y444_PLANAR10: CUarray_format_enum = CUarray_format_enum(179);
    pub const CU_AD_FORMAT_YUV444_8bit_SemiPlanar: CUarray_format_enum = CUarray_format_enum(180);
    pub const CU_AD_FORMAT_YUV444_16bit_SemiPlanar: CUarray_format_enum = CUarray_format_enum(181);
    pub const CU_AD_FORMAT_UNORM_INT_101010_2: CUarray_format_enum = CUarray_format_enum(80);
    pub const CU_AD_FORMAT_MAX: CUarray_format_enum = CUarray_format_enum(2147483647);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUarray_format_enum(pub ::core::ffi::c_uint);
pub use self::CUarray_format_enum as CUarray_format;
impl CUaddress_mode_enum {
    pub const CU_TR_ADDRESS_MODE_WRAP: CUaddress_mode_enum = CUaddress_mode_enum(0);
    pub const CU_TR_ADDRESS_MODE_CLAMP: CUaddress_mode_enum = CUaddress_mode_enum(1);
    pub const CU_TR_ADDRESS_MODE_MIRROR: CUaddress_mode_enum = CUaddress_mode_enum(2);
    pub const CU_TR_ADDRESS_MODE_BORDER: CUaddress_mode_enum = CUaddress_mode_enum(3);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUaddress_mode_enum(pub ::core::ffi::c_uint);
pub use self::CUaddress_mode_enum as CUaddress_mode;
impl CUfilter_mode_enum {
    pub const CU_TR_FILTER_MODE_POINT: CUfilter_mode_enum = CUfilter_mode_enum(0);
    pub const CU_TR_FILTER_MODE_LINEAR: CUfilter_mode_enum = CUfilter_mode_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUfilter_mode_enum(pub ::core::ffi::c_uint);
pub use self::CUfilter_mode_enum as CUfilter_mode;
impl CUdevice_attribute_enum {
    pub const CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK: CUdevice_attribute_enum =
        CUdevice_attribute_enum(1);
    pub const CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X: CUdevice_attribute_enum =
        CUdevice_attribute_enum(2);
    pub const CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y: CUdevice_attribute_enum =
        CUdevice_attribute_enum(3);
    pub const CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z: CUdevice_attribute_enum =
        CUdevice_attribute_enum(4);
    pub const CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X: CUdevice_attribute_enum =
        CUdevice_attribute_enum(5);
    pub const CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y: CUdevice_attribute_enum =
        CUdevice_attribute_enum(6);
    pub const CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z: CUdevice_attribute_enum =
        CUdevice_attribute_enum(7);
    pub const CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK: CUdevice_attribute_enum =
        CUdevice_attribute_enum(8);
    pub const CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK: CUdevice_attribute_enum =
        CUdevice_attribute_enum(8);
    pub const CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY: CUdevice_attribute_enum =
        CUdevice_attribute_enum(9);
    pub const CU_DEVICE_ATTRIBUTE_WARP_SIZE: CUdevice_attribute_enum = CUdevice_attribute_enum(10);
    pub const CU_DEVICE_ATTRIBUTE_MAX_PITCH: CUdevice_attribute_enum = CUdevice_attribute_enum(11);
    pub const CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK: CUdevice_attribute_enum =
        CUdevice_attribute_enum(12);
    pub const CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK: CUdevice_attribute_enum =
        CUdevice_attribute_enum(12);
    pub const CU_DEVICE_ATTRIBUTE_CLOCK_RATE: CUdevice_attribute_enum = CUdevice_attribute_enum(13);
    pub const CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(14);
    pub const CU_DEVICE_ATTRIBUTE_GPU_OVERLAP: CUdevice_attribute_enum =
        CUdevice_attribute_enum(15);
    pub const CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(16);
    pub const CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(17);
    pub const CU_DEVICE_ATTRIBUTE_INTEGRATED: CUdevice_attribute_enum = CUdevice_attribute_enum(18);
    pub const CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY: CUdevice_attribute_enum =
        CUdevice_attribute_enum(19);
    pub const CU_DEVICE_ATTRIBUTE_COMPUTE_MODE: CUdevice_attribute_enum =
        CUdevice_attribute_enum(20);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(21);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(22);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(23);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(24);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(25);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(26);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(27);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(28);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(29);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(27);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_HEIGHT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(28);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES: CUdevice_attribute_enum =
        CUdevice_attribute_enum(29);
    pub const CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(30);
    pub const CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(31);
    pub const CU_DEVICE_ATTRIBUTE_ECC_ENABLED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(32);
    pub const CU_DEVICE_ATTRIBUTE_PCI_BUS_ID: CUdevice_attribute_enum = CUdevice_attribute_enum(33);
    pub const CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID: CUdevice_attribute_enum =
        CUdevice_attribute_enum(34);
    pub const CU_DEVICE_ATTRIBUTE_TCC_DRIVER: CUdevice_attribute_enum = CUdevice_attribute_enum(35);
    pub const CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE: CUdevice_attribute_enum =
        CUdevice_attribute_enum(36);
    pub const CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(37);
    pub const CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE: CUdevice_attribute_enum =
        CUdevice_attribute_enum(38);
    pub const CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR: CUdevice_attribute_enum =
        CUdevice_attribute_enum(39);
    pub const CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(40);
    pub const CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING: CUdevice_attribute_enum =
        CUdevice_attribute_enum(41);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(42);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(43);
    pub const CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER: CUdevice_attribute_enum =
        CUdevice_attribute_enum(44);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(45);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(46);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE: CUdevice_attribute_enum =
        CUdevice_attribute_enum(47);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE: CUdevice_attribute_enum =
        CUdevice_attribute_enum(48);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE: CUdevice_attribute_enum =
        CUdevice_attribute_enum(49);
    pub const CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID: CUdevice_attribute_enum =
        CUdevice_attribute_enum(50);
    pub const CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(51);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(52);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(53);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(54);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(55);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(56);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(57);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(58);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(59);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(60);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(61);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(62);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(63);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(64);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(65);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(66);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(67);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(68);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(69);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(70);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(71);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(72);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(73);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(74);
    pub const CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: CUdevice_attribute_enum =
        CUdevice_attribute_enum(75);
    pub const CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: CUdevice_attribute_enum =
        CUdevice_attribute_enum(76);
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(77);
    pub const CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(78);
    pub const CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(79);
    pub const CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(80);
    pub const CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR: CUdevice_attribute_enum =
        CUdevice_attribute_enum(81);
    pub const CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR: CUdevice_attribute_enum =
        CUdevice_attribute_enum(82);
    pub const CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY: CUdevice_attribute_enum =
        CUdevice_attribute_enum(83);
    pub const CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD: CUdevice_attribute_enum =
        CUdevice_attribute_enum(84);
    pub const CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID: CUdevice_attribute_enum =
        CUdevice_attribute_enum(85);
    pub const CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(86);
    pub const CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO: CUdevice_attribute_enum =
        CUdevice_attribute_enum(87);
    pub const CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(88);
    pub const CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(89);
    pub const CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(90);
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM: CUdevice_attribute_enum =
        CUdevice_attribute_enum(91);
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1: CUdevice_attribute_enum =
        CUdevice_attribute_enum(92);
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1: CUdevice_attribute_enum =
        CUdevice_attribute_enum(93);
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1: CUdevice_attribute_enum =
        CUdevice_attribute_enum(94);
    pub const CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(95);
    pub const CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(96);
    pub const CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: CUdevice_attribute_enum =
        CUdevice_attribute_enum(97);
    pub const CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES: CUdevice_attribute_enum =
        CUdevice_attribute_enum(98);
    pub const CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(99);
    pub const CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES:
        CUdevice_attribute_enum = CUdevice_attribute_enum(100);
    pub const CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST: CUdevice_attribute_enum =
        CUdevice_attribute_enum(101);
    pub const CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(102);
    pub const CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(102);
    pub const CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED:
        CUdevice_attribute_enum = CUdevice_attribute_enum(103);
    pub const CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(104);
    pub const CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(105);
    pub const CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR: CUdevice_attribute_enum =
        CUdevice_attribute_enum(106);
    pub const CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(107);
    pub const CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE: CUdevice_attribute_enum =
        CUdevice_attribute_enum(108);
    pub const CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE: CUdevice_attribute_enum =
        CUdevice_attribute_enum(109);
    pub const CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(110);
    pub const CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK: CUdevice_attribute_enum =
        CUdevice_attribute_enum(111);
    pub const CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(112);
    pub const CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(113);
    pub const CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(114);
    pub const CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(115);
    pub const CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(116);
    pub const CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(117);
    pub const CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING: CUdevice_attribute_enum =
        CUdevice_attribute_enum(118);
    pub const CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES: CUdevice_attribute_enum =
        CUdevice_attribute_enum(119);
    pub const CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(120);
    pub const CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(121);
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(122);
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR: CUdevice_attribute_enum =
        CUdevice_attribute_enum(123);
    pub const CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(124);
    pub const CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(125);
    pub const CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT: CUdevice_attribute_enum =
        CUdevice_attribute_enum(126);
    pub const CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(127);
    pub const CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(128);
    pub const CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS: CUdevice_attribute_enum =
        CUdevice_attribute_enum(129);
    pub const CU_DEVICE_ATTRIBUTE_NUMA_CONFIG: CUdevice_attribute_enum =
        CUdevice_attribute_enum(130);
    pub const CU_DEVICE_ATTRIBUTE_NUMA_ID: CUdevice_attribute_enum = CUdevice_attribute_enum(131);
    pub const CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(132);
    pub const CU_DEVICE_ATTRIBUTE_MPS_ENABLED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(133);
    pub const CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID: CUdevice_attribute_enum =
        CUdevice_attribute_enum(134);
    pub const CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(135);
    pub const CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK: CUdevice_attribute_enum =
        CUdevice_attribute_enum(136);
    pub const CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH: CUdevice_attribute_enum =
        CUdevice_attribute_enum(137);
    pub const CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(138);
    pub const CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID: CUdevice_attribute_enum =
        CUdevice_attribute_enum(139);
    pub const CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID: CUdevice_attribute_enum =
        CUdevice_attribute_enum(140);
    pub const CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED:
        CUdevice_attribute_enum = CUdevice_attribute_enum(141);
    pub const CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(142);
    pub const CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED: CUdevice_attribute_enum =
        CUdevice_attribute_enum(143);
    pub const CU_DEVICE_ATTRIBUTE_MAX: CUdevice_attribute_enum = CUdevice_attribute_enum(144);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdevice_attribute_enum(pub ::core::ffi::c_uint);
pub use self::CUdevice_attribute_enum as CUdevice_attribute;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
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
impl CUpointer_attribute_enum {
    pub const CU_POINTER_ATTRIBUTE_CONTEXT: CUpointer_attribute_enum = CUpointer_attribute_enum(1);
    pub const CU_POINTER_ATTRIBUTE_MEMORY_TYPE: CUpointer_attribute_enum =
        CUpointer_attribute_enum(2);
    pub const CU_POINTER_ATTRIBUTE_DEVICE_POINTER: CUpointer_attribute_enum =
        CUpointer_attribute_enum(3);
    pub const CU_POINTER_ATTRIBUTE_HOST_POINTER: CUpointer_attribute_enum =
        CUpointer_attribute_enum(4);
    pub const CU_POINTER_ATTRIBUTE_P2P_TOKENS: CUpointer_attribute_enum =
        CUpointer_attribute_enum(5);
    pub const CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: CUpointer_attribute_enum =
        CUpointer_attribute_enum(6);
    pub const CU_POINTER_ATTRIBUTE_BUFFER_ID: CUpointer_attribute_enum =
        CUpointer_attribute_enum(7);
    pub const CU_POINTER_ATTRIBUTE_IS_MANAGED: CUpointer_attribute_enum =
        CUpointer_attribute_enum(8);
    pub const CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: CUpointer_attribute_enum =
        CUpointer_attribute_enum(9);
    pub const CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE: CUpointer_attribute_enum =
        CUpointer_attribute_enum(10);
    pub const CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: CUpointer_attribute_enum =
        CUpointer_attribute_enum(11);
    pub const CU_POINTER_ATTRIBUTE_RANGE_SIZE: CUpointer_attribute_enum =
        CUpointer_attribute_enum(12);
    pub const CU_POINTER_ATTRIBUTE_MAPPED: CUpointer_attribute_enum = CUpointer_attribute_enum(13);
    pub const CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: CUpointer_attribute_enum =
        CUpointer_attribute_enum(14);
    pub const CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: CUpointer_attribute_enum =
        CUpointer_attribute_enum(15);
    pub const CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: CUpointer_attribute_enum =
        CUpointer_attribute_enum(16);
    pub const CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: CUpointer_attribute_enum =
        CUpointer_attribute_enum(17);
    pub const CU_POINTER_ATTRIBUTE_MAPPING_SIZE: CUpointer_attribute_enum =
        CUpointer_attribute_enum(18);
    pub const CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR: CUpointer_attribute_enum =
        CUpointer_attribute_enum(19);
    pub const CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID: CUpointer_attribute_enum =
        CUpointer_attribute_enum(20);
    pub const CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE: CUpointer_attribute_enum =
        CUpointer_attribute_enum(21);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUpointer_attribute_enum(pub ::core::ffi::c_uint);
pub use self::CUpointer_attribute_enum as CUpointer_attribute;
impl CUfunction_attribute_enum {
    pub const CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: CUfunction_attribute_enum =
        CUfunction_attribute_enum(0);
    pub const CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: CUfunction_attribute_enum =
        CUfunction_attribute_enum(1);
    pub const CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: CUfunction_attribute_enum =
        CUfunction_attribute_enum(2);
    pub const CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: CUfunction_attribute_enum =
        CUfunction_attribute_enum(3);
    pub const CU_FUNC_ATTRIBUTE_NUM_REGS: CUfunction_attribute_enum = CUfunction_attribute_enum(4);
    pub const CU_FUNC_ATTRIBUTE_PTX_VERSION: CUfunction_attribute_enum =
        CUfunction_attribute_enum(5);
    pub const CU_FUNC_ATTRIBUTE_BINARY_VERSION: CUfunction_attribute_enum =
        CUfunction_attribute_enum(6);
    pub const CU_FUNC_ATTRIBUTE_CACHE_MODE_CA: CUfunction_attribute_enum =
        CUfunction_attribute_enum(7);
    pub const CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: CUfunction_attribute_enum =
        CUfunction_attribute_enum(8);
    pub const CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: CUfunction_attribute_enum =
        CUfunction_attribute_enum(9);
    pub const CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET: CUfunction_attribute_enum =
        CUfunction_attribute_enum(10);
    pub const CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH: CUfunction_attribute_enum =
        CUfunction_attribute_enum(11);
    pub const CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT: CUfunction_attribute_enum =
        CUfunction_attribute_enum(12);
    pub const CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH: CUfunction_attribute_enum =
        CUfunction_attribute_enum(13);
    pub const CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED: CUfunction_attribute_enum =
        CUfunction_attribute_enum(14);
    pub const CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE: CUfunction_attribute_enum =
        CUfunction_attribute_enum(15);
    pub const CU_FUNC_ATTRIBUTE_MAX: CUfunction_attribute_enum = CUfunction_attribute_enum(16);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUfunction_attribute_enum(pub ::core::ffi::c_uint);
pub use self::CUfunction_attribute_enum as CUfunction_attribute;
impl CUfunc_cache_enum {
    pub const CU_FUNC_CACHE_PREFER_NONE: CUfunc_cache_enum = CUfunc_cache_enum(0);
    pub const CU_FUNC_CACHE_PREFER_SHARED: CUfunc_cache_enum = CUfunc_cache_enum(1);
    pub const CU_FUNC_CACHE_PREFER_L1: CUfunc_cache_enum = CUfunc_cache_enum(2);
    pub const CU_FUNC_CACHE_PREFER_EQUAL: CUfunc_cache_enum = CUfunc_cache_enum(3);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUfunc_cache_enum(pub ::core::ffi::c_uint);
pub use self::CUfunc_cache_enum as CUfunc_cache;
impl CUsharedconfig_enum {
    pub const CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE: CUsharedconfig_enum = CUsharedconfig_enum(0);
    pub const CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE: CUsharedconfig_enum =
        CUsharedconfig_enum(1);
    pub const CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE: CUsharedconfig_enum =
        CUsharedconfig_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUsharedconfig_enum(pub ::core::ffi::c_uint);
pub use self::CUsharedconfig_enum as CUsharedconfig;
impl CUshared_carveout_enum {
    pub const CU_SHAREDMEM_CARVEOUT_DEFAULT: CUshared_carveout_enum = CUshared_carveout_enum(-1);
    pub const CU_SHAREDMEM_CARVEOUT_MAX_SHARED: CUshared_carveout_enum =
        CUshared_carveout_enum(100);
    pub const CU_SHAREDMEM_CARVEOUT_MAX_L1: CUshared_carveout_enum = CUshared_carveout_enum(0);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUshared_carveout_enum(pub ::core::ffi::c_int);
pub use self::CUshared_carveout_enum as CUshared_carveout;
impl CUmemorytype_enum {
    pub const CU_MEMORYTYPE_HOST: CUmemorytype_enum = CUmemorytype_enum(1);
    pub const CU_MEMORYTYPE_DEVICE: CUmemorytype_enum = CUmemorytype_enum(2);
    pub const CU_MEMORYTYPE_ARRAY: CUmemorytype_enum = CUmemorytype_enum(3);
    pub const CU_MEMORYTYPE_UNIFIED: CUmemorytype_enum = CUmemorytype_enum(4);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemorytype_enum(pub ::core::ffi::c_uint);
pub use self::CUmemorytype_enum as CUmemorytype;
impl CUcomputemode_enum {
    pub const CU_COMPUTEMODE_DEFAULT: CUcomputemode_enum = CUcomputemode_enum(0);
    pub const CU_COMPUTEMODE_PROHIBITED: CUcomputemode_enum = CUcomputemode_enum(2);
    pub const CU_COMPUTEMODE_EXCLUSIVE_PROCESS: CUcomputemode_enum = CUcomputemode_enum(3);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUcomputemode_enum(pub ::core::ffi::c_uint);
pub use self::CUcomputemode_enum as CUcomputemode;
impl CUmem_advise_enum {
    pub const CU_MEM_ADVISE_SET_READ_MOSTLY: CUmem_advise_enum = CUmem_advise_enum(1);
    pub const CU_MEM_ADVISE_UNSET_READ_MOSTLY: CUmem_advise_enum = CUmem_advise_enum(2);
    pub const CU_MEM_ADVISE_SET_PREFERRED_LOCATION: CUmem_advise_enum = CUmem_advise_enum(3);
    pub const CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION: CUmem_advise_enum = CUmem_advise_enum(4);
    pub const CU_MEM_ADVISE_SET_ACCESSED_BY: CUmem_advise_enum = CUmem_advise_enum(5);
    pub const CU_MEM_ADVISE_UNSET_ACCESSED_BY: CUmem_advise_enum = CUmem_advise_enum(6);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmem_advise_enum(pub ::core::ffi::c_uint);
pub use self::CUmem_advise_enum as CUmem_advise;
impl CUmem_range_attribute_enum {
    pub const CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY: CUmem_range_attribute_enum =
        CUmem_range_attribute_enum(1);
    pub const CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION: CUmem_range_attribute_enum =
        CUmem_range_attribute_enum(2);
    pub const CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY: CUmem_range_attribute_enum =
        CUmem_range_attribute_enum(3);
    pub const CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION: CUmem_range_attribute_enum =
        CUmem_range_attribute_enum(4);
    pub const CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE: CUmem_range_attribute_enum =
        CUmem_range_attribute_enum(5);
    pub const CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID: CUmem_range_attribute_enum =
        CUmem_range_attribute_enum(6);
    pub const CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE: CUmem_range_attribute_enum =
        CUmem_range_attribute_enum(7);
    pub const CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID: CUmem_range_attribute_enum =
        CUmem_range_attribute_enum(8);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmem_range_attribute_enum(pub ::core::ffi::c_uint);
pub use self::CUmem_range_attribute_enum as CUmem_range_attribute;
impl CUjit_option_enum {
    pub const CU_JIT_MAX_REGISTERS: CUjit_option_enum = CUjit_option_enum(0);
    pub const CU_JIT_THREADS_PER_BLOCK: CUjit_option_enum = CUjit_option_enum(1);
    pub const CU_JIT_WALL_TIME: CUjit_option_enum = CUjit_option_enum(2);
    pub const CU_JIT_INFO_LOG_BUFFER: CUjit_option_enum = CUjit_option_enum(3);
    pub const CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES: CUjit_option_enum = CUjit_option_enum(4);
    pub const CU_JIT_ERROR_LOG_BUFFER: CUjit_option_enum = CUjit_option_enum(5);
    pub const CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES: CUjit_option_enum = CUjit_option_enum(6);
    pub const CU_JIT_OPTIMIZATION_LEVEL: CUjit_option_enum = CUjit_option_enum(7);
    pub const CU_JIT_TARGET_FROM_CUCONTEXT: CUjit_option_enum = CUjit_option_enum(8);
    pub const CU_JIT_TARGET: CUjit_option_enum = CUjit_option_enum(9);
    pub const CU_JIT_FALLBACK_STRATEGY: CUjit_option_enum = CUjit_option_enum(10);
    pub const CU_JIT_GENERATE_DEBUG_INFO: CUjit_option_enum = CUjit_option_enum(11);
    pub const CU_JIT_LOG_VERBOSE: CUjit_option_enum = CUjit_option_enum(12);
    pub const CU_JIT_GENERATE_LINE_INFO: CUjit_option_enum = CUjit_option_enum(13);
    pub const CU_JIT_CACHE_MODE: CUjit_option_enum = CUjit_option_enum(14);
    pub const CU_JIT_NEW_SM3X_OPT: CUjit_option_enum = CUjit_option_enum(15);
    pub const CU_JIT_FAST_COMPILE: CUjit_option_enum = CUjit_option_enum(16);
    pub const CU_JIT_GLOBAL_SYMBOL_NAMES: CUjit_option_enum = CUjit_option_enum(17);
    pub const CU_JIT_GLOBAL_SYMBOL_ADDRESSES: CUjit_option_enum = CUjit_option_enum(18);
    pub const CU_JIT_GLOBAL_SYMBOL_COUNT: CUjit_option_enum = CUjit_option_enum(19);
    pub const CU_JIT_LTO: CUjit_option_enum = CUjit_option_enum(20);
    pub const CU_JIT_FTZ: CUjit_option_enum = CUjit_option_enum(21);
    pub const CU_JIT_PREC_DIV: CUjit_option_enum = CUjit_option_enum(22);
    pub const CU_JIT_PREC_SQRT: CUjit_option_enum = CUjit_option_enum(23);
    pub const CU_JIT_FMA: CUjit_option_enum = CUjit_option_enum(24);
    pub const CU_JIT_REFERENCED_KERNEL_NAMES: CUjit_option_enum = CUjit_option_enum(25);
    pub const CU_JIT_REFERENCED_KERNEL_COUNT: CUjit_option_enum = CUjit_option_enum(26);
    pub const CU_JIT_REFERENCED_VARIABLE_NAMES: CUjit_option_enum = CUjit_option_enum(27);
    pub const CU_JIT_REFERENCED_VARIABLE_COUNT: CUjit_option_enum = CUjit_option_enum(28);
    pub const CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES: CUjit_option_enum = CUjit_option_enum(29);
    pub const CU_JIT_POSITION_INDEPENDENT_CODE: CUjit_option_enum = CUjit_option_enum(30);
    pub const CU_JIT_MIN_CTA_PER_SM: CUjit_option_enum = CUjit_option_enum(31);
    pub const CU_JIT_MAX_THREADS_PER_BLOCK: CUjit_option_enum = CUjit_option_enum(32);
    pub const CU_JIT_OVERRIDE_DIRECTIVE_VALUES: CUjit_option_enum = CUjit_option_enum(33);
    pub const CU_JIT_NUM_OPTIONS: CUjit_option_enum = CUjit_option_enum(34);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUjit_option_enum(pub ::core::ffi::c_uint);
pub use self::CUjit_option_enum as CUjit_option;
impl CUjit_target_enum {
    pub const CU_TARGET_COMPUTE_30: CUjit_target_enum = CUjit_target_enum(30);
    pub const CU_TARGET_COMPUTE_32: CUjit_target_enum = CUjit_target_enum(32);
    pub const CU_TARGET_COMPUTE_35: CUjit_target_enum = CUjit_target_enum(35);
    pub const CU_TARGET_COMPUTE_37: CUjit_target_enum = CUjit_target_enum(37);
    pub const CU_TARGET_COMPUTE_50: CUjit_target_enum = CUjit_target_enum(50);
    pub const CU_TARGET_COMPUTE_52: CUjit_target_enum = CUjit_target_enum(52);
    pub const CU_TARGET_COMPUTE_53: CUjit_target_enum = CUjit_target_enum(53);
    pub const CU_TARGET_COMPUTE_60: CUjit_target_enum = CUjit_target_enum(60);
    pub const CU_TARGET_COMPUTE_61: CUjit_target_enum = CUjit_target_enum(61);
    pub const CU_TARGET_COMPUTE_62: CUjit_target_enum = CUjit_target_enum(62);
    pub const CU_TARGET_COMPUTE_70: CUjit_target_enum = CUjit_target_enum(70);
    pub const CU_TARGET_COMPUTE_72: CUjit_target_enum = CUjit_target_enum(72);
    pub const CU_TARGET_COMPUTE_75: CUjit_target_enum = CUjit_target_enum(75);
    pub const CU_TARGET_COMPUTE_80: CUjit_target_enum = CUjit_target_enum(80);
    pub const CU_TARGET_COMPUTE_86: CUjit_target_enum = CUjit_target_enum(86);
    pub const CU_TARGET_COMPUTE_87: CUjit_target_enum = CUjit_target_enum(87);
    pub const CU_TARGET_COMPUTE_89: CUjit_target_enum = CUjit_target_enum(89);
    pub const CU_TARGET_COMPUTE_90: CUjit_target_enum = CUjit_target_enum(90);
    pub const CU_TARGET_COMPUTE_100: CUjit_target_enum = CUjit_target_enum(100);
    pub const CU_TARGET_COMPUTE_101: CUjit_target_enum = CUjit_target_enum(101);
    pub const CU_TARGET_COMPUTE_103: CUjit_target_enum = CUjit_target_enum(103);
    pub const CU_TARGET_COMPUTE_120: CUjit_target_enum = CUjit_target_enum(120);
    pub const CU_TARGET_COMPUTE_121: CUjit_target_enum = CUjit_target_enum(121);
    pub const CU_TARGET_COMPUTE_90A: CUjit_target_enum = CUjit_target_enum(65626);
    pub const CU_TARGET_COMPUTE_100A: CUjit_target_enum = CUjit_target_enum(65636);
    pub const CU_TARGET_COMPUTE_101A: CUjit_target_enum = CUjit_target_enum(65637);
    pub const CU_TARGET_COMPUTE_103A: CUjit_target_enum = CUjit_target_enum(65639);
    pub const CU_TARGET_COMPUTE_120A: CUjit_target_enum = CUjit_target_enum(65656);
    pub const CU_TARGET_COMPUTE_121A: CUjit_target_enum = CUjit_target_enum(65657);
    pub const CU_TARGET_COMPUTE_100F: CUjit_target_enum = CUjit_target_enum(131172);
    pub const CU_TARGET_COMPUTE_101F: CUjit_target_enum = CUjit_target_enum(131173);
    pub const CU_TARGET_COMPUTE_103F: CUjit_target_enum = CUjit_target_enum(131175);
    pub const CU_TARGET_COMPUTE_120F: CUjit_target_enum = CUjit_target_enum(131192);
    pub const CU_TARGET_COMPUTE_121F: CUjit_target_enum = CUjit_target_enum(131193);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUjit_target_enum(pub ::core::ffi::c_uint);
pub use self::CUjit_target_enum as CUjit_target;
impl CUjit_fallback_enum {
    pub const CU_PREFER_PTX: CUjit_fallback_enum = CUjit_fallback_enum(0);
    pub const CU_PREFER_BINARY: CUjit_fallback_enum = CUjit_fallback_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUjit_fallback_enum(pub ::core::ffi::c_uint);
pub use self::CUjit_fallback_enum as CUjit_fallback;
impl CUjit_cacheMode_enum {
    pub const CU_JIT_CACHE_OPTION_NONE: CUjit_cacheMode_enum = CUjit_cacheMode_enum(0);
    pub const CU_JIT_CACHE_OPTION_CG: CUjit_cacheMode_enum = CUjit_cacheMode_enum(1);
    pub const CU_JIT_CACHE_OPTION_CA: CUjit_cacheMode_enum = CUjit_cacheMode_enum(2);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUjit_cacheMode_enum(pub ::core::ffi::c_uint);
pub use self::CUjit_cacheMode_enum as CUjit_cacheMode;
impl CUjitInputType_enum {
    pub const CU_JIT_INPUT_CUBIN: CUjitInputType_enum = CUjitInputType_enum(0);
    pub const CU_JIT_INPUT_PTX: CUjitInputType_enum = CUjitInputType_enum(1);
    pub const CU_JIT_INPUT_FATBINARY: CUjitInputType_enum = CUjitInputType_enum(2);
    pub const CU_JIT_INPUT_OBJECT: CUjitInputType_enum = CUjitInputType_enum(3);
    pub const CU_JIT_INPUT_LIBRARY: CUjitInputType_enum = CUjitInputType_enum(4);
    pub const CU_JIT_INPUT_NVVM: CUjitInputType_enum = CUjitInputType_enum(5);
    pub const CU_JIT_NUM_INPUT_TYPES: CUjitInputType_enum = CUjitInputType_enum(6);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUjitInputType_enum(pub ::core::ffi::c_uint);
pub use self::CUjitInputType_enum as CUjitInputType;
#[repr(C)]
#[derive(Debug)]
pub struct CUlinkState_st {
    _unused: [u8; 0],
}
pub type CUlinkState = *mut CUlinkState_st;
impl CUgraphicsRegisterFlags_enum {
    pub const CU_GRAPHICS_REGISTER_FLAGS_NONE: CUgraphicsRegisterFlags_enum =
        CUgraphicsRegisterFlags_enum(0);
    pub const CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY: CUgraphicsRegisterFlags_enum =
        CUgraphicsRegisterFlags_enum(1);
    pub const CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD: CUgraphicsRegisterFlags_enum =
        CUgraphicsRegisterFlags_enum(2);
    pub const CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST: CUgraphicsRegisterFlags_enum =
        CUgraphicsRegisterFlags_enum(4);
    pub const CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER: CUgraphicsRegisterFlags_enum =
        CUgraphicsRegisterFlags_enum(8);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphicsRegisterFlags_enum(pub ::core::ffi::c_uint);
pub use self::CUgraphicsRegisterFlags_enum as CUgraphicsRegisterFlags;
impl CUgraphicsMapResourceFlags_enum {
    pub const CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE: CUgraphicsMapResourceFlags_enum =
        CUgraphicsMapResourceFlags_enum(0);
    pub const CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY: CUgraphicsMapResourceFlags_enum =
        CUgraphicsMapResourceFlags_enum(1);
    pub const CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD: CUgraphicsMapResourceFlags_enum =
        CUgraphicsMapResourceFlags_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphicsMapResourceFlags_enum(pub ::core::ffi::c_uint);
pub use self::CUgraphicsMapResourceFlags_enum as CUgraphicsMapResourceFlags;
impl CUarray_cubemap_face_enum {
    pub const CU_CUBEMAP_FACE_POSITIVE_X: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(0);
    pub const CU_CUBEMAP_FACE_NEGATIVE_X: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(1);
    pub const CU_CUBEMAP_FACE_POSITIVE_Y: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(2);
    pub const CU_CUBEMAP_FACE_NEGATIVE_Y: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(3);
    pub const CU_CUBEMAP_FACE_POSITIVE_Z: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(4);
    pub const CU_CUBEMAP_FACE_NEGATIVE_Z: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(5);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUarray_cubemap_face_enum(pub ::core::ffi::c_uint);
pub use self::CUarray_cubemap_face_enum as CUarray_cubemap_face;
impl CUlimit_enum {
    pub const CU_LIMIT_STACK_SIZE: CUlimit_enum = CUlimit_enum(0);
    pub const CU_LIMIT_PRINTF_FIFO_SIZE: CUlimit_enum = CUlimit_enum(1);
    pub const CU_LIMIT_MALLOC_HEAP_SIZE: CUlimit_enum = CUlimit_enum(2);
    pub const CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH: CUlimit_enum = CUlimit_enum(3);
    pub const CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT: CUlimit_enum = CUlimit_enum(4);
    pub const CU_LIMIT_MAX_L2_FETCH_GRANULARITY: CUlimit_enum = CUlimit_enum(5);
    pub const CU_LIMIT_PERSISTING_L2_CACHE_SIZE: CUlimit_enum = CUlimit_enum(6);
    pub const CU_LIMIT_SHMEM_SIZE: CUlimit_enum = CUlimit_enum(7);
    pub const CU_LIMIT_CIG_ENABLED: CUlimit_enum = CUlimit_enum(8);
    pub const CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED: CUlimit_enum = CUlimit_enum(9);
    pub const CU_LIMIT_MAX: CUlimit_enum = CUlimit_enum(10);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUlimit_enum(pub ::core::ffi::c_uint);
pub use self::CUlimit_enum as CUlimit;
impl CUresourcetype_enum {
    pub const CU_RESOURCE_TYPE_ARRAY: CUresourcetype_enum = CUresourcetype_enum(0);
    pub const CU_RESOURCE_TYPE_MIPMAPPED_ARRAY: CUresourcetype_enum = CUresourcetype_enum(1);
    pub const CU_RESOURCE_TYPE_LINEAR: CUresourcetype_enum = CUresourcetype_enum(2);
    pub const CU_RESOURCE_TYPE_PITCH2D: CUresourcetype_enum = CUresourcetype_enum(3);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUresourcetype_enum(pub ::core::ffi::c_uint);
pub use self::CUresourcetype_enum as CUresourcetype;
pub type CUhostFn =
    ::core::option::Option<unsafe extern "C" fn(userData: *mut ::core::ffi::c_void)>;
impl CUaccessProperty_enum {
    pub const CU_ACCESS_PROPERTY_NORMAL: CUaccessProperty_enum = CUaccessProperty_enum(0);
    pub const CU_ACCESS_PROPERTY_STREAMING: CUaccessProperty_enum = CUaccessProperty_enum(1);
    pub const CU_ACCESS_PROPERTY_PERSISTING: CUaccessProperty_enum = CUaccessProperty_enum(2);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUaccessProperty_enum(pub ::core::ffi::c_uint);
pub use self::CUaccessProperty_enum as CUaccessProperty;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUaccessPolicyWindow_v1 = CUaccessPolicyWindow_st;
pub type CUaccessPolicyWindow = CUaccessPolicyWindow_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_KERNEL_NODE_PARAMS_v1 = CUDA_KERNEL_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_KERNEL_NODE_PARAMS_v2 = CUDA_KERNEL_NODE_PARAMS_v2_st;
pub type CUDA_KERNEL_NODE_PARAMS = CUDA_KERNEL_NODE_PARAMS_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_KERNEL_NODE_PARAMS_v3 = CUDA_KERNEL_NODE_PARAMS_v3_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
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
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMSET_NODE_PARAMS_v2 = CUDA_MEMSET_NODE_PARAMS_v2_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_HOST_NODE_PARAMS_st {
    pub fn_: CUhostFn,
    pub userData: *mut ::core::ffi::c_void,
}
impl Default for CUDA_HOST_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_HOST_NODE_PARAMS_v1 = CUDA_HOST_NODE_PARAMS_st;
pub type CUDA_HOST_NODE_PARAMS = CUDA_HOST_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_HOST_NODE_PARAMS_v2_st {
    pub fn_: CUhostFn,
    pub userData: *mut ::core::ffi::c_void,
}
impl Default for CUDA_HOST_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_HOST_NODE_PARAMS_v2 = CUDA_HOST_NODE_PARAMS_v2_st;
impl CUgraphConditionalNodeType_enum {
    pub const CU_GRAPH_COND_TYPE_IF: CUgraphConditionalNodeType_enum =
        CUgraphConditionalNodeType_enum(0);
    pub const CU_GRAPH_COND_TYPE_WHILE: CUgraphConditionalNodeType_enum =
        CUgraphConditionalNodeType_enum(1);
    pub const CU_GRAPH_COND_TYPE_SWITCH: CUgraphConditionalNodeType_enum =
        CUgraphConditionalNodeType_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphConditionalNodeType_enum(pub ::core::ffi::c_uint);
pub use self::CUgraphConditionalNodeType_enum as CUgraphConditionalNodeType;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl CUgraphNodeType_enum {
    pub const CU_GRAPH_NODE_TYPE_KERNEL: CUgraphNodeType_enum = CUgraphNodeType_enum(0);
    pub const CU_GRAPH_NODE_TYPE_MEMCPY: CUgraphNodeType_enum = CUgraphNodeType_enum(1);
    pub const CU_GRAPH_NODE_TYPE_MEMSET: CUgraphNodeType_enum = CUgraphNodeType_enum(2);
    pub const CU_GRAPH_NODE_TYPE_HOST: CUgraphNodeType_enum = CUgraphNodeType_enum(3);
    pub const CU_GRAPH_NODE_TYPE_GRAPH: CUgraphNodeType_enum = CUgraphNodeType_enum(4);
    pub const CU_GRAPH_NODE_TYPE_EMPTY: CUgraphNodeType_enum = CUgraphNodeType_enum(5);
    pub const CU_GRAPH_NODE_TYPE_WAIT_EVENT: CUgraphNodeType_enum = CUgraphNodeType_enum(6);
    pub const CU_GRAPH_NODE_TYPE_EVENT_RECORD: CUgraphNodeType_enum = CUgraphNodeType_enum(7);
    pub const CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL: CUgraphNodeType_enum = CUgraphNodeType_enum(8);
    pub const CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT: CUgraphNodeType_enum = CUgraphNodeType_enum(9);
    pub const CU_GRAPH_NODE_TYPE_MEM_ALLOC: CUgraphNodeType_enum = CUgraphNodeType_enum(10);
    pub const CU_GRAPH_NODE_TYPE_MEM_FREE: CUgraphNodeType_enum = CUgraphNodeType_enum(11);
    pub const CU_GRAPH_NODE_TYPE_BATCH_MEM_OP: CUgraphNodeType_enum = CUgraphNodeType_enum(12);
    pub const CU_GRAPH_NODE_TYPE_CONDITIONAL: CUgraphNodeType_enum = CUgraphNodeType_enum(13);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphNodeType_enum(pub ::core::ffi::c_uint);
pub use self::CUgraphNodeType_enum as CUgraphNodeType;
impl CUgraphDependencyType_enum {
    pub const CU_GRAPH_DEPENDENCY_TYPE_DEFAULT: CUgraphDependencyType_enum =
        CUgraphDependencyType_enum(0);
    pub const CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC: CUgraphDependencyType_enum =
        CUgraphDependencyType_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphDependencyType_enum(pub ::core::ffi::c_uint);
pub use self::CUgraphDependencyType_enum as CUgraphDependencyType;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUgraphEdgeData_st {
    pub from_port: ::core::ffi::c_uchar,
    pub to_port: ::core::ffi::c_uchar,
    pub type_: ::core::ffi::c_uchar,
    pub reserved: [::core::ffi::c_uchar; 5usize],
}
pub type CUgraphEdgeData = CUgraphEdgeData_st;
impl CUgraphInstantiateResult_enum {
    pub const CUDA_GRAPH_INSTANTIATE_SUCCESS: CUgraphInstantiateResult_enum =
        CUgraphInstantiateResult_enum(0);
    pub const CUDA_GRAPH_INSTANTIATE_ERROR: CUgraphInstantiateResult_enum =
        CUgraphInstantiateResult_enum(1);
    pub const CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE: CUgraphInstantiateResult_enum =
        CUgraphInstantiateResult_enum(2);
    pub const CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED: CUgraphInstantiateResult_enum =
        CUgraphInstantiateResult_enum(3);
    pub const CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED: CUgraphInstantiateResult_enum =
        CUgraphInstantiateResult_enum(4);
    pub const CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED: CUgraphInstantiateResult_enum =
        CUgraphInstantiateResult_enum(5);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphInstantiateResult_enum(pub ::core::ffi::c_uint);
pub use self::CUgraphInstantiateResult_enum as CUgraphInstantiateResult;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_GRAPH_INSTANTIATE_PARAMS_st {
    pub flags: cuuint64_t,
    pub hUploadStream: CUstream,
    pub hErrNode_out: CUgraphNode,
    pub result_out: CUgraphInstantiateResult,
}
impl Default for CUDA_GRAPH_INSTANTIATE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_GRAPH_INSTANTIATE_PARAMS = CUDA_GRAPH_INSTANTIATE_PARAMS_st;
impl CUsynchronizationPolicy_enum {
    pub const CU_SYNC_POLICY_AUTO: CUsynchronizationPolicy_enum = CUsynchronizationPolicy_enum(1);
    pub const CU_SYNC_POLICY_SPIN: CUsynchronizationPolicy_enum = CUsynchronizationPolicy_enum(2);
    pub const CU_SYNC_POLICY_YIELD: CUsynchronizationPolicy_enum = CUsynchronizationPolicy_enum(3);
    pub const CU_SYNC_POLICY_BLOCKING_SYNC: CUsynchronizationPolicy_enum =
        CUsynchronizationPolicy_enum(4);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUsynchronizationPolicy_enum(pub ::core::ffi::c_uint);
pub use self::CUsynchronizationPolicy_enum as CUsynchronizationPolicy;
impl CUclusterSchedulingPolicy_enum {
    pub const CU_CLUSTER_SCHEDULING_POLICY_DEFAULT: CUclusterSchedulingPolicy_enum =
        CUclusterSchedulingPolicy_enum(0);
    pub const CU_CLUSTER_SCHEDULING_POLICY_SPREAD: CUclusterSchedulingPolicy_enum =
        CUclusterSchedulingPolicy_enum(1);
    pub const CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING: CUclusterSchedulingPolicy_enum =
        CUclusterSchedulingPolicy_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUclusterSchedulingPolicy_enum(pub ::core::ffi::c_uint);
pub use self::CUclusterSchedulingPolicy_enum as CUclusterSchedulingPolicy;
impl CUlaunchMemSyncDomain_enum {
    pub const CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT: CUlaunchMemSyncDomain_enum =
        CUlaunchMemSyncDomain_enum(0);
    pub const CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE: CUlaunchMemSyncDomain_enum =
        CUlaunchMemSyncDomain_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUlaunchMemSyncDomain_enum(pub ::core::ffi::c_uint);
pub use self::CUlaunchMemSyncDomain_enum as CUlaunchMemSyncDomain;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUlaunchMemSyncDomainMap_st {
    pub default_: ::core::ffi::c_uchar,
    pub remote: ::core::ffi::c_uchar,
}
pub type CUlaunchMemSyncDomainMap = CUlaunchMemSyncDomainMap_st;
impl CUlaunchAttributeID_enum {
    pub const CU_LAUNCH_ATTRIBUTE_IGNORE: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(0);
    pub const CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(1);
    pub const CU_LAUNCH_ATTRIBUTE_COOPERATIVE: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(2);
    pub const CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(3);
    pub const CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(4);
    pub const CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(5);
    pub const CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(6);
    pub const CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(7);
    pub const CU_LAUNCH_ATTRIBUTE_PRIORITY: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(8);
    pub const CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(9);
    pub const CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(10);
    pub const CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(11);
    pub const CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(12);
    pub const CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(13);
    pub const CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: CUlaunchAttributeID_enum =
        CUlaunchAttributeID_enum(14);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUlaunchAttributeID_enum(pub ::core::ffi::c_uint);
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
#[derive(Debug, Default, Copy, Clone)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_1 {
    pub x: ::core::ffi::c_uint,
    pub y: ::core::ffi::c_uint,
    pub z: ::core::ffi::c_uint,
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_2 {
    pub event: CUevent,
    pub flags: ::core::ffi::c_int,
    pub triggerAtBlockStart: ::core::ffi::c_int,
}
impl Default for CUlaunchAttributeValue_union__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_3 {
    pub event: CUevent,
    pub flags: ::core::ffi::c_int,
}
impl Default for CUlaunchAttributeValue_union__bindgen_ty_3 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_4 {
    pub x: ::core::ffi::c_uint,
    pub y: ::core::ffi::c_uint,
    pub z: ::core::ffi::c_uint,
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_5 {
    pub deviceUpdatable: ::core::ffi::c_int,
    pub devNode: CUgraphDeviceNode,
}
impl Default for CUlaunchAttributeValue_union__bindgen_ty_5 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUlaunchAttributeValue_union {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUlaunchAttribute = CUlaunchAttribute_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
impl CUstreamCaptureStatus_enum {
    pub const CU_STREAM_CAPTURE_STATUS_NONE: CUstreamCaptureStatus_enum =
        CUstreamCaptureStatus_enum(0);
    pub const CU_STREAM_CAPTURE_STATUS_ACTIVE: CUstreamCaptureStatus_enum =
        CUstreamCaptureStatus_enum(1);
    pub const CU_STREAM_CAPTURE_STATUS_INVALIDATED: CUstreamCaptureStatus_enum =
        CUstreamCaptureStatus_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamCaptureStatus_enum(pub ::core::ffi::c_uint);
pub use self::CUstreamCaptureStatus_enum as CUstreamCaptureStatus;
impl CUstreamCaptureMode_enum {
    pub const CU_STREAM_CAPTURE_MODE_GLOBAL: CUstreamCaptureMode_enum = CUstreamCaptureMode_enum(0);
    pub const CU_STREAM_CAPTURE_MODE_THREAD_LOCAL: CUstreamCaptureMode_enum =
        CUstreamCaptureMode_enum(1);
    pub const CU_STREAM_CAPTURE_MODE_RELAXED: CUstreamCaptureMode_enum =
        CUstreamCaptureMode_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamCaptureMode_enum(pub ::core::ffi::c_uint);
pub use self::CUlaunchAttributeID as CUstreamAttrID;
pub use self::CUstreamCaptureMode_enum as CUstreamCaptureMode;
pub type CUstreamAttrValue_v1 = CUlaunchAttributeValue;
pub type CUstreamAttrValue = CUstreamAttrValue_v1;
impl CUdriverProcAddress_flags_enum {
    pub const CU_GET_PROC_ADDRESS_DEFAULT: CUdriverProcAddress_flags_enum =
        CUdriverProcAddress_flags_enum(0);
    pub const CU_GET_PROC_ADDRESS_LEGACY_STREAM: CUdriverProcAddress_flags_enum =
        CUdriverProcAddress_flags_enum(1);
    pub const CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM: CUdriverProcAddress_flags_enum =
        CUdriverProcAddress_flags_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdriverProcAddress_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUdriverProcAddress_flags_enum as CUdriverProcAddress_flags;
impl CUdriverProcAddressQueryResult_enum {
    pub const CU_GET_PROC_ADDRESS_SUCCESS: CUdriverProcAddressQueryResult_enum =
        CUdriverProcAddressQueryResult_enum(0);
    pub const CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND: CUdriverProcAddressQueryResult_enum =
        CUdriverProcAddressQueryResult_enum(1);
    pub const CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT: CUdriverProcAddressQueryResult_enum =
        CUdriverProcAddressQueryResult_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdriverProcAddressQueryResult_enum(pub ::core::ffi::c_uint);
pub use self::CUdriverProcAddressQueryResult_enum as CUdriverProcAddressQueryResult;
impl CUexecAffinityType_enum {
    pub const CU_EXEC_AFFINITY_TYPE_SM_COUNT: CUexecAffinityType_enum = CUexecAffinityType_enum(0);
    pub const CU_EXEC_AFFINITY_TYPE_MAX: CUexecAffinityType_enum = CUexecAffinityType_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUexecAffinityType_enum(pub ::core::ffi::c_uint);
pub use self::CUexecAffinityType_enum as CUexecAffinityType;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUexecAffinityParam_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUexecAffinityParam_v1 = CUexecAffinityParam_st;
pub type CUexecAffinityParam = CUexecAffinityParam_v1;
impl CUcigDataType_enum {
    pub const CIG_DATA_TYPE_D3D12_COMMAND_QUEUE: CUcigDataType_enum = CUcigDataType_enum(1);
    pub const CIG_DATA_TYPE_NV_BLOB: CUcigDataType_enum = CUcigDataType_enum(2);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUcigDataType_enum(pub ::core::ffi::c_uint);
pub use self::CUcigDataType_enum as CUcigDataType;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUctxCigParam_st {
    pub sharedDataType: CUcigDataType,
    pub sharedData: *mut ::core::ffi::c_void,
}
impl Default for CUctxCigParam_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUctxCigParam = CUctxCigParam_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUctxCreateParams_st {
    pub execAffinityParams: *mut CUexecAffinityParam,
    pub numExecAffinityParams: ::core::ffi::c_int,
    pub cigParams: *mut CUctxCigParam,
}
impl Default for CUctxCreateParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUctxCreateParams = CUctxCreateParams_st;
impl CUlibraryOption_enum {
    pub const CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE: CUlibraryOption_enum =
        CUlibraryOption_enum(0);
    pub const CU_LIBRARY_BINARY_IS_PRESERVED: CUlibraryOption_enum = CUlibraryOption_enum(1);
    pub const CU_LIBRARY_NUM_OPTIONS: CUlibraryOption_enum = CUlibraryOption_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUlibraryOption_enum(pub ::core::ffi::c_uint);
pub use self::CUlibraryOption_enum as CUlibraryOption;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUlibraryHostUniversalFunctionAndDataTable_st {
    pub functionTable: *mut ::core::ffi::c_void,
    pub functionWindowSize: usize,
    pub dataTable: *mut ::core::ffi::c_void,
    pub dataWindowSize: usize,
}
impl Default for CUlibraryHostUniversalFunctionAndDataTable_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUlibraryHostUniversalFunctionAndDataTable = CUlibraryHostUniversalFunctionAndDataTable_st;
impl cudaError_enum {
    pub const CUDA_SUCCESS: cudaError_enum = cudaError_enum(0);
    pub const CUDA_ERROR_INVALID_VALUE: cudaError_enum = cudaError_enum(1);
    pub const CUDA_ERROR_OUT_OF_MEMORY: cudaError_enum = cudaError_enum(2);
    pub const CUDA_ERROR_NOT_INITIALIZED: cudaError_enum = cudaError_enum(3);
    pub const CUDA_ERROR_DEINITIALIZED: cudaError_enum = cudaError_enum(4);
    pub const CUDA_ERROR_PROFILER_DISABLED: cudaError_enum = cudaError_enum(5);
    pub const CUDA_ERROR_PROFILER_NOT_INITIALIZED: cudaError_enum = cudaError_enum(6);
    pub const CUDA_ERROR_PROFILER_ALREADY_STARTED: cudaError_enum = cudaError_enum(7);
    pub const CUDA_ERROR_PROFILER_ALREADY_STOPPED: cudaError_enum = cudaError_enum(8);
    pub const CUDA_ERROR_STUB_LIBRARY: cudaError_enum = cudaError_enum(34);
    pub const CUDA_ERROR_DEVICE_UNAVAILABLE: cudaError_enum = cudaError_enum(46);
    pub const CUDA_ERROR_NO_DEVICE: cudaError_enum = cudaError_enum(100);
    pub const CUDA_ERROR_INVALID_DEVICE: cudaError_enum = cudaError_enum(101);
    pub const CUDA_ERROR_DEVICE_NOT_LICENSED: cudaError_enum = cudaError_enum(102);
    pub const CUDA_ERROR_INVALID_IMAGE: cudaError_enum = cudaError_enum(200);
    pub const CUDA_ERROR_INVALID_CONTEXT: cudaError_enum = cudaError_enum(201);
    pub const CUDA_ERROR_CONTEXT_ALREADY_CURRENT: cudaError_enum = cudaError_enum(202);
    pub const CUDA_ERROR_MAP_FAILED: cudaError_enum = cudaError_enum(205);
    pub const CUDA_ERROR_UNMAP_FAILED: cudaError_enum = cudaError_enum(206);
    pub const CUDA_ERROR_ARRAY_IS_MAPPED: cudaError_enum = cudaError_enum(207);
    pub const CUDA_ERROR_ALREADY_MAPPED: cudaError_enum = cudaError_enum(208);
    pub const CUDA_ERROR_NO_BINARY_FOR_GPU: cudaError_enum = cudaError_enum(209);
    pub const CUDA_ERROR_ALREADY_ACQUIRED: cudaError_enum = cudaError_enum(210);
    pub const CUDA_ERROR_NOT_MAPPED: cudaError_enum = cudaError_enum(211);
    pub const CUDA_ERROR_NOT_MAPPED_AS_ARRAY: cudaError_enum = cudaError_enum(212);
    pub const CUDA_ERROR_NOT_MAPPED_AS_POINTER: cudaError_enum = cudaError_enum(213);
    pub const CUDA_ERROR_ECC_UNCORRECTABLE: cudaError_enum = cudaError_enum(214);
    pub const CUDA_ERROR_UNSUPPORTED_LIMIT: cudaError_enum = cudaError_enum(215);
    pub const CUDA_ERROR_CONTEXT_ALREADY_IN_USE: cudaError_enum = cudaError_enum(216);
    pub const CUDA_ERROR_PEER_ACCESS_UNSUPPORTED: cudaError_enum = cudaError_enum(217);
    pub const CUDA_ERROR_INVALID_PTX: cudaError_enum = cudaError_enum(218);
    pub const CUDA_ERROR_INVALID_GRAPHICS_CONTEXT: cudaError_enum = cudaError_enum(219);
    pub const CUDA_ERROR_NVLINK_UNCORRECTABLE: cudaError_enum = cudaError_enum(220);
    pub const CUDA_ERROR_JIT_COMPILER_NOT_FOUND: cudaError_enum = cudaError_enum(221);
    pub const CUDA_ERROR_UNSUPPORTED_PTX_VERSION: cudaError_enum = cudaError_enum(222);
    pub const CUDA_ERROR_JIT_COMPILATION_DISABLED: cudaError_enum = cudaError_enum(223);
    pub const CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY: cudaError_enum = cudaError_enum(224);
    pub const CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC: cudaError_enum = cudaError_enum(225);
    pub const CUDA_ERROR_CONTAINED: cudaError_enum = cudaError_enum(226);
    pub const CUDA_ERROR_INVALID_SOURCE: cudaError_enum = cudaError_enum(300);
    pub const CUDA_ERROR_FILE_NOT_FOUND: cudaError_enum = cudaError_enum(301);
    pub const CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND: cudaError_enum = cudaError_enum(302);
    pub const CUDA_ERROR_SHARED_OBJECT_INIT_FAILED: cudaError_enum = cudaError_enum(303);
    pub const CUDA_ERROR_OPERATING_SYSTEM: cudaError_enum = cudaError_enum(304);
    pub const CUDA_ERROR_INVALID_HANDLE: cudaError_enum = cudaError_enum(400);
    pub const CUDA_ERROR_ILLEGAL_STATE: cudaError_enum = cudaError_enum(401);
    pub const CUDA_ERROR_LOSSY_QUERY: cudaError_enum = cudaError_enum(402);
    pub const CUDA_ERROR_NOT_FOUND: cudaError_enum = cudaError_enum(500);
    pub const CUDA_ERROR_NOT_READY: cudaError_enum = cudaError_enum(600);
    pub const CUDA_ERROR_ILLEGAL_ADDRESS: cudaError_enum = cudaError_enum(700);
    pub const CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES: cudaError_enum = cudaError_enum(701);
    pub const CUDA_ERROR_LAUNCH_TIMEOUT: cudaError_enum = cudaError_enum(702);
    pub const CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING: cudaError_enum = cudaError_enum(703);
    pub const CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED: cudaError_enum = cudaError_enum(704);
    pub const CUDA_ERROR_PEER_ACCESS_NOT_ENABLED: cudaError_enum = cudaError_enum(705);
    pub const CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE: cudaError_enum = cudaError_enum(708);
    pub const CUDA_ERROR_CONTEXT_IS_DESTROYED: cudaError_enum = cudaError_enum(709);
    pub const CUDA_ERROR_ASSERT: cudaError_enum = cudaError_enum(710);
    pub const CUDA_ERROR_TOO_MANY_PEERS: cudaError_enum = cudaError_enum(711);
    pub const CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED: cudaError_enum = cudaError_enum(712);
    pub const CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED: cudaError_enum = cudaError_enum(713);
    pub const CUDA_ERROR_HARDWARE_STACK_ERROR: cudaError_enum = cudaError_enum(714);
    pub const CUDA_ERROR_ILLEGAL_INSTRUCTION: cudaError_enum = cudaError_enum(715);
    pub const CUDA_ERROR_MISALIGNED_ADDRESS: cudaError_enum = cudaError_enum(716);
    pub const CUDA_ERROR_INVALID_ADDRESS_SPACE: cudaError_enum = cudaError_enum(717);
    pub const CUDA_ERROR_INVALID_PC: cudaError_enum = cudaError_enum(718);
    pub const CUDA_ERROR_LAUNCH_FAILED: cudaError_enum = cudaError_enum(719);
    pub const CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE: cudaError_enum = cudaError_enum(720);
    pub const CUDA_ERROR_TENSOR_MEMORY_LEAK: cudaError_enum = cudaError_enum(721);
    pub const CUDA_ERROR_NOT_PERMITTED: cudaError_enum = cudaError_enum(800);
    pub const CUDA_ERROR_NOT_SUPPORTED: cudaError_enum = cudaError_enum(801);
    pub const CUDA_ERROR_SYSTEM_NOT_READY: cudaError_enum = cudaError_enum(802);
    pub const CUDA_ERROR_SYSTEM_DRIVER_MISMATCH: cudaError_enum = cudaError_enum(803);
    pub const CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE: cudaError_enum = cudaError_enum(804);
    pub const CUDA_ERROR_MPS_CONNECTION_FAILED: cudaError_enum = cudaError_enum(805);
    pub const CUDA_ERROR_MPS_RPC_FAILURE: cudaError_enum = cudaError_enum(806);
    pub const CUDA_ERROR_MPS_SERVER_NOT_READY: cudaError_enum = cudaError_enum(807);
    pub const CUDA_ERROR_MPS_MAX_CLIENTS_REACHED: cudaError_enum = cudaError_enum(808);
    pub const CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED: cudaError_enum = cudaError_enum(809);
    pub const CUDA_ERROR_MPS_CLIENT_TERMINATED: cudaError_enum = cudaError_enum(810);
    pub const CUDA_ERROR_CDP_NOT_SUPPORTED: cudaError_enum = cudaError_enum(811);
    pub const CUDA_ERROR_CDP_VERSION_MISMATCH: cudaError_enum = cudaError_enum(812);
    pub const CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED: cudaError_enum = cudaError_enum(900);
    pub const CUDA_ERROR_STREAM_CAPTURE_INVALIDATED: cudaError_enum = cudaError_enum(901);
    pub const CUDA_ERROR_STREAM_CAPTURE_MERGE: cudaError_enum = cudaError_enum(902);
    pub const CUDA_ERROR_STREAM_CAPTURE_UNMATCHED: cudaError_enum = cudaError_enum(903);
    pub const CUDA_ERROR_STREAM_CAPTURE_UNJOINED: cudaError_enum = cudaError_enum(904);
    pub const CUDA_ERROR_STREAM_CAPTURE_ISOLATION: cudaError_enum = cudaError_enum(905);
    pub const CUDA_ERROR_STREAM_CAPTURE_IMPLICIT: cudaError_enum = cudaError_enum(906);
    pub const CUDA_ERROR_CAPTURED_EVENT: cudaError_enum = cudaError_enum(907);
    pub const CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD: cudaError_enum = cudaError_enum(908);
    pub const CUDA_ERROR_TIMEOUT: cudaError_enum = cudaError_enum(909);
    pub const CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE: cudaError_enum = cudaError_enum(910);
    pub const CUDA_ERROR_EXTERNAL_DEVICE: cudaError_enum = cudaError_enum(911);
    pub const CUDA_ERROR_INVALID_CLUSTER_SIZE: cudaError_enum = cudaError_enum(912);
    pub const CUDA_ERROR_FUNCTION_NOT_LOADED: cudaError_enum = cudaError_enum(913);
    pub const CUDA_ERROR_INVALID_RESOURCE_TYPE: cudaError_enum = cudaError_enum(914);
    pub const CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION: cudaError_enum = cudaError_enum(915);
    pub const CUDA_ERROR_KEY_ROTATION: cudaError_enum = cudaError_enum(916);
    pub const CUDA_ERROR_UNKNOWN: cudaError_enum = cudaError_enum(999);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct cudaError_enum(pub ::core::ffi::c_uint);
pub use self::cudaError_enum as CUresult;
impl CUdevice_P2PAttribute_enum {
    pub const CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK: CUdevice_P2PAttribute_enum =
        CUdevice_P2PAttribute_enum(1);
    pub const CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED: CUdevice_P2PAttribute_enum =
        CUdevice_P2PAttribute_enum(2);
    pub const CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED: CUdevice_P2PAttribute_enum =
        CUdevice_P2PAttribute_enum(3);
    pub const CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED: CUdevice_P2PAttribute_enum =
        CUdevice_P2PAttribute_enum(4);
    pub const CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED: CUdevice_P2PAttribute_enum =
        CUdevice_P2PAttribute_enum(4);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdevice_P2PAttribute_enum(pub ::core::ffi::c_uint);
pub use self::CUdevice_P2PAttribute_enum as CUdevice_P2PAttribute;
pub type CUstreamCallback = ::core::option::Option<
    unsafe extern "C" fn(hStream: CUstream, status: CUresult, userData: *mut ::core::ffi::c_void),
>;
pub type CUoccupancyB2DSize =
    ::core::option::Option<unsafe extern "C" fn(blockSize: ::core::ffi::c_int) -> usize>;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY2D_v2 = CUDA_MEMCPY2D_st;
pub type CUDA_MEMCPY2D = CUDA_MEMCPY2D_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY3D_v2 = CUDA_MEMCPY3D_st;
pub type CUDA_MEMCPY3D = CUDA_MEMCPY3D_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY3D_PEER_v1 = CUDA_MEMCPY3D_PEER_st;
pub type CUDA_MEMCPY3D_PEER = CUDA_MEMCPY3D_PEER_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_MEMCPY_NODE_PARAMS_st {
    pub flags: ::core::ffi::c_int,
    pub reserved: ::core::ffi::c_int,
    pub copyCtx: CUcontext,
    pub copyParams: CUDA_MEMCPY3D,
}
impl Default for CUDA_MEMCPY_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY_NODE_PARAMS = CUDA_MEMCPY_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_ARRAY_DESCRIPTOR_st {
    pub Width: usize,
    pub Height: usize,
    pub Format: CUarray_format,
    pub NumChannels: ::core::ffi::c_uint,
}
impl Default for CUDA_ARRAY_DESCRIPTOR_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_ARRAY_DESCRIPTOR_v2 = CUDA_ARRAY_DESCRIPTOR_st;
pub type CUDA_ARRAY_DESCRIPTOR = CUDA_ARRAY_DESCRIPTOR_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_ARRAY3D_DESCRIPTOR_v2 = CUDA_ARRAY3D_DESCRIPTOR_st;
pub type CUDA_ARRAY3D_DESCRIPTOR = CUDA_ARRAY3D_DESCRIPTOR_v2;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_ARRAY_SPARSE_PROPERTIES_st {
    pub tileExtent: CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1,
    pub miptailFirstLevel: ::core::ffi::c_uint,
    pub miptailSize: ::core::ffi::c_ulonglong,
    pub flags: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 4usize],
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1 {
    pub width: ::core::ffi::c_uint,
    pub height: ::core::ffi::c_uint,
    pub depth: ::core::ffi::c_uint,
}
pub type CUDA_ARRAY_SPARSE_PROPERTIES_v1 = CUDA_ARRAY_SPARSE_PROPERTIES_st;
pub type CUDA_ARRAY_SPARSE_PROPERTIES = CUDA_ARRAY_SPARSE_PROPERTIES_v1;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
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
#[derive(Debug, Copy, Clone)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    pub hArray: CUarray,
}
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2 {
    pub hMipmappedArray: CUmipmappedArray,
}
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3 {
    pub devPtr: CUdeviceptr,
    pub format: CUarray_format,
    pub numChannels: ::core::ffi::c_uint,
    pub sizeInBytes: usize,
}
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5 {
    pub reserved: [::core::ffi::c_int; 32usize],
}
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_RESOURCE_DESC_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_RESOURCE_DESC_v1 = CUDA_RESOURCE_DESC_st;
pub type CUDA_RESOURCE_DESC = CUDA_RESOURCE_DESC_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_TEXTURE_DESC_v1 = CUDA_TEXTURE_DESC_st;
pub type CUDA_TEXTURE_DESC = CUDA_TEXTURE_DESC_v1;
impl CUresourceViewFormat_enum {
    pub const CU_RES_VIEW_FORMAT_NONE: CUresourceViewFormat_enum = CUresourceViewFormat_enum(0);
    pub const CU_RES_VIEW_FORMAT_UINT_1X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(1);
    pub const CU_RES_VIEW_FORMAT_UINT_2X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(2);
    pub const CU_RES_VIEW_FORMAT_UINT_4X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(3);
    pub const CU_RES_VIEW_FORMAT_SINT_1X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(4);
    pub const CU_RES_VIEW_FORMAT_SINT_2X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(5);
    pub const CU_RES_VIEW_FORMAT_SINT_4X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(6);
    pub const CU_RES_VIEW_FORMAT_UINT_1X16: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(7);
    pub const CU_RES_VIEW_FORMAT_UINT_2X16: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(8);
    pub const CU_RES_VIEW_FORMAT_UINT_4X16: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(9);
    pub const CU_RES_VIEW_FORMAT_SINT_1X16: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(10);
    pub const CU_RES_VIEW_FORMAT_SINT_2X16: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(11);
    pub const CU_RES_VIEW_FORMAT_SINT_4X16: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(12);
    pub const CU_RES_VIEW_FORMAT_UINT_1X32: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(13);
    pub const CU_RES_VIEW_FORMAT_UINT_2X32: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(14);
    pub const CU_RES_VIEW_FORMAT_UINT_4X32: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(15);
    pub const CU_RES_VIEW_FORMAT_SINT_1X32: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(16);
    pub const CU_RES_VIEW_FORMAT_SINT_2X32: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(17);
    pub const CU_RES_VIEW_FORMAT_SINT_4X32: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(18);
    pub const CU_RES_VIEW_FORMAT_FLOAT_1X16: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(19);
    pub const CU_RES_VIEW_FORMAT_FLOAT_2X16: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(20);
    pub const CU_RES_VIEW_FORMAT_FLOAT_4X16: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(21);
    pub const CU_RES_VIEW_FORMAT_FLOAT_1X32: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(22);
    pub const CU_RES_VIEW_FORMAT_FLOAT_2X32: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(23);
    pub const CU_RES_VIEW_FORMAT_FLOAT_4X32: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(24);
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC1: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(25);
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC2: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(26);
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC3: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(27);
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC4: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(28);
    pub const CU_RES_VIEW_FORMAT_SIGNED_BC4: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(29);
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC5: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(30);
    pub const CU_RES_VIEW_FORMAT_SIGNED_BC5: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(31);
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC6H: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(32);
    pub const CU_RES_VIEW_FORMAT_SIGNED_BC6H: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(33);
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC7: CUresourceViewFormat_enum =
        CUresourceViewFormat_enum(34);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUresourceViewFormat_enum(pub ::core::ffi::c_uint);
pub use self::CUresourceViewFormat_enum as CUresourceViewFormat;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
#[derive(Debug, Copy, Clone)]
pub struct CUtensorMap_st {
    pub opaque: [cuuint64_t; 16usize],
}
impl Default for CUtensorMap_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUtensorMap = CUtensorMap_st;
impl CUtensorMapDataType_enum {
    pub const CU_TENSOR_MAP_DATA_TYPE_UINT8: CUtensorMapDataType_enum = CUtensorMapDataType_enum(0);
    pub const CU_TENSOR_MAP_DATA_TYPE_UINT16: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(1);
    pub const CU_TENSOR_MAP_DATA_TYPE_UINT32: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(2);
    pub const CU_TENSOR_MAP_DATA_TYPE_INT32: CUtensorMapDataType_enum = CUtensorMapDataType_enum(3);
    pub const CU_TENSOR_MAP_DATA_TYPE_UINT64: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(4);
    pub const CU_TENSOR_MAP_DATA_TYPE_INT64: CUtensorMapDataType_enum = CUtensorMapDataType_enum(5);
    pub const CU_TENSOR_MAP_DATA_TYPE_FLOAT16: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(6);
    pub const CU_TENSOR_MAP_DATA_TYPE_FLOAT32: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(7);
    pub const CU_TENSOR_MAP_DATA_TYPE_FLOAT64: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(8);
    pub const CU_TENSOR_MAP_DATA_TYPE_BFLOAT16: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(9);
    pub const CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(10);
    pub const CU_TENSOR_MAP_DATA_TYPE_TFLOAT32: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(11);
    pub const CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(12);
    pub const CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(13);
    pub const CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(14);
    pub const CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B: CUtensorMapDataType_enum =
        CUtensorMapDataType_enum(15);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapDataType_enum(pub ::core::ffi::c_uint);
pub use self::CUtensorMapDataType_enum as CUtensorMapDataType;
impl CUtensorMapInterleave_enum {
    pub const CU_TENSOR_MAP_INTERLEAVE_NONE: CUtensorMapInterleave_enum =
        CUtensorMapInterleave_enum(0);
    pub const CU_TENSOR_MAP_INTERLEAVE_16B: CUtensorMapInterleave_enum =
        CUtensorMapInterleave_enum(1);
    pub const CU_TENSOR_MAP_INTERLEAVE_32B: CUtensorMapInterleave_enum =
        CUtensorMapInterleave_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapInterleave_enum(pub ::core::ffi::c_uint);
pub use self::CUtensorMapInterleave_enum as CUtensorMapInterleave;
impl CUtensorMapSwizzle_enum {
    pub const CU_TENSOR_MAP_SWIZZLE_NONE: CUtensorMapSwizzle_enum = CUtensorMapSwizzle_enum(0);
    pub const CU_TENSOR_MAP_SWIZZLE_32B: CUtensorMapSwizzle_enum = CUtensorMapSwizzle_enum(1);
    pub const CU_TENSOR_MAP_SWIZZLE_64B: CUtensorMapSwizzle_enum = CUtensorMapSwizzle_enum(2);
    pub const CU_TENSOR_MAP_SWIZZLE_128B: CUtensorMapSwizzle_enum = CUtensorMapSwizzle_enum(3);
    pub const CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B: CUtensorMapSwizzle_enum =
        CUtensorMapSwizzle_enum(4);
    pub const CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B: CUtensorMapSwizzle_enum =
        CUtensorMapSwizzle_enum(5);
    pub const CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B: CUtensorMapSwizzle_enum =
        CUtensorMapSwizzle_enum(6);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapSwizzle_enum(pub ::core::ffi::c_uint);
pub use self::CUtensorMapSwizzle_enum as CUtensorMapSwizzle;
impl CUtensorMapL2promotion_enum {
    pub const CU_TENSOR_MAP_L2_PROMOTION_NONE: CUtensorMapL2promotion_enum =
        CUtensorMapL2promotion_enum(0);
    pub const CU_TENSOR_MAP_L2_PROMOTION_L2_64B: CUtensorMapL2promotion_enum =
        CUtensorMapL2promotion_enum(1);
    pub const CU_TENSOR_MAP_L2_PROMOTION_L2_128B: CUtensorMapL2promotion_enum =
        CUtensorMapL2promotion_enum(2);
    pub const CU_TENSOR_MAP_L2_PROMOTION_L2_256B: CUtensorMapL2promotion_enum =
        CUtensorMapL2promotion_enum(3);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapL2promotion_enum(pub ::core::ffi::c_uint);
pub use self::CUtensorMapL2promotion_enum as CUtensorMapL2promotion;
impl CUtensorMapFloatOOBfill_enum {
    pub const CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE: CUtensorMapFloatOOBfill_enum =
        CUtensorMapFloatOOBfill_enum(0);
    pub const CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA: CUtensorMapFloatOOBfill_enum =
        CUtensorMapFloatOOBfill_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapFloatOOBfill_enum(pub ::core::ffi::c_uint);
pub use self::CUtensorMapFloatOOBfill_enum as CUtensorMapFloatOOBfill;
impl CUtensorMapIm2ColWideMode_enum {
    pub const CU_TENSOR_MAP_IM2COL_WIDE_MODE_W: CUtensorMapIm2ColWideMode_enum =
        CUtensorMapIm2ColWideMode_enum(0);
    pub const CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128: CUtensorMapIm2ColWideMode_enum =
        CUtensorMapIm2ColWideMode_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapIm2ColWideMode_enum(pub ::core::ffi::c_uint);
pub use self::CUtensorMapIm2ColWideMode_enum as CUtensorMapIm2ColWideMode;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st {
    pub p2pToken: ::core::ffi::c_ulonglong,
    pub vaSpaceToken: ::core::ffi::c_uint,
}
pub type CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1 = CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st;
pub type CUDA_POINTER_ATTRIBUTE_P2P_TOKENS = CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1;
impl CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum {
    pub const CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE: CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum =
        CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum(0);
    pub const CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ: CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum =
        CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum(1);
    pub const CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE: CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum =
        CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum(3);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum(pub ::core::ffi::c_uint);
pub use self::CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum as CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_LAUNCH_PARAMS_v1 = CUDA_LAUNCH_PARAMS_st;
pub type CUDA_LAUNCH_PARAMS = CUDA_LAUNCH_PARAMS_v1;
impl CUexternalMemoryHandleType_enum {
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD: CUexternalMemoryHandleType_enum =
        CUexternalMemoryHandleType_enum(1);
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32: CUexternalMemoryHandleType_enum =
        CUexternalMemoryHandleType_enum(2);
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT: CUexternalMemoryHandleType_enum =
        CUexternalMemoryHandleType_enum(3);
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP: CUexternalMemoryHandleType_enum =
        CUexternalMemoryHandleType_enum(4);
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE: CUexternalMemoryHandleType_enum =
        CUexternalMemoryHandleType_enum(5);
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE: CUexternalMemoryHandleType_enum =
        CUexternalMemoryHandleType_enum(6);
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT: CUexternalMemoryHandleType_enum =
        CUexternalMemoryHandleType_enum(7);
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF: CUexternalMemoryHandleType_enum =
        CUexternalMemoryHandleType_enum(8);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUexternalMemoryHandleType_enum(pub ::core::ffi::c_uint);
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
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    pub handle: *mut ::core::ffi::c_void,
    pub name: *const ::core::ffi::c_void,
}
impl Default for CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1 = CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st;
pub type CUDA_EXTERNAL_MEMORY_HANDLE_DESC = CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st {
    pub offset: ::core::ffi::c_ulonglong,
    pub size: ::core::ffi::c_ulonglong,
    pub flags: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 16usize],
}
pub type CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1 = CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st;
pub type CUDA_EXTERNAL_MEMORY_BUFFER_DESC = CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st {
    pub offset: ::core::ffi::c_ulonglong,
    pub arrayDesc: CUDA_ARRAY3D_DESCRIPTOR,
    pub numLevels: ::core::ffi::c_uint,
    pub reserved: [::core::ffi::c_uint; 16usize],
}
impl Default for CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1 =
    CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st;
pub type CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC = CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1;
impl CUexternalSemaphoreHandleType_enum {
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD: CUexternalSemaphoreHandleType_enum =
        CUexternalSemaphoreHandleType_enum(1);
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32: CUexternalSemaphoreHandleType_enum =
        CUexternalSemaphoreHandleType_enum(2);
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT:
        CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(3);
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE: CUexternalSemaphoreHandleType_enum =
        CUexternalSemaphoreHandleType_enum(4);
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE: CUexternalSemaphoreHandleType_enum =
        CUexternalSemaphoreHandleType_enum(5);
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC: CUexternalSemaphoreHandleType_enum =
        CUexternalSemaphoreHandleType_enum(6);
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX:
        CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(7);
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT:
        CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(8);
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD:
        CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(9);
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32:
        CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(10);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUexternalSemaphoreHandleType_enum(pub ::core::ffi::c_uint);
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
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    pub handle: *mut ::core::ffi::c_void,
    pub name: *const ::core::ffi::c_void,
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
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
#[derive(Debug, Default, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3 {
    pub key: ::core::ffi::c_ulonglong,
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
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
#[derive(Debug, Default, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3 {
    pub key: ::core::ffi::c_ulonglong,
    pub timeoutMs: ::core::ffi::c_uint,
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 = CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st;
pub type CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS = CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    pub numExtSems: ::core::ffi::c_uint,
}
impl Default for CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st;
pub type CUDA_EXT_SEM_SIGNAL_NODE_PARAMS = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    pub numExtSems: ::core::ffi::c_uint,
}
impl Default for CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2 = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    pub numExtSems: ::core::ffi::c_uint,
}
impl Default for CUDA_EXT_SEM_WAIT_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 = CUDA_EXT_SEM_WAIT_NODE_PARAMS_st;
pub type CUDA_EXT_SEM_WAIT_NODE_PARAMS = CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    pub numExtSems: ::core::ffi::c_uint,
}
impl Default for CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2 = CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st;
pub type CUmemGenericAllocationHandle_v1 = ::core::ffi::c_ulonglong;
pub type CUmemGenericAllocationHandle = CUmemGenericAllocationHandle_v1;
impl CUmemAllocationHandleType_enum {
    pub const CU_MEM_HANDLE_TYPE_NONE: CUmemAllocationHandleType_enum =
        CUmemAllocationHandleType_enum(0);
    pub const CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR: CUmemAllocationHandleType_enum =
        CUmemAllocationHandleType_enum(1);
    pub const CU_MEM_HANDLE_TYPE_WIN32: CUmemAllocationHandleType_enum =
        CUmemAllocationHandleType_enum(2);
    pub const CU_MEM_HANDLE_TYPE_WIN32_KMT: CUmemAllocationHandleType_enum =
        CUmemAllocationHandleType_enum(4);
    pub const CU_MEM_HANDLE_TYPE_FABRIC: CUmemAllocationHandleType_enum =
        CUmemAllocationHandleType_enum(8);
    pub const CU_MEM_HANDLE_TYPE_MAX: CUmemAllocationHandleType_enum =
        CUmemAllocationHandleType_enum(2147483647);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAllocationHandleType_enum(pub ::core::ffi::c_uint);
pub use self::CUmemAllocationHandleType_enum as CUmemAllocationHandleType;
impl CUmemAccess_flags_enum {
    pub const CU_MEM_ACCESS_FLAGS_PROT_NONE: CUmemAccess_flags_enum = CUmemAccess_flags_enum(0);
    pub const CU_MEM_ACCESS_FLAGS_PROT_READ: CUmemAccess_flags_enum = CUmemAccess_flags_enum(1);
    pub const CU_MEM_ACCESS_FLAGS_PROT_READWRITE: CUmemAccess_flags_enum =
        CUmemAccess_flags_enum(3);
    pub const CU_MEM_ACCESS_FLAGS_PROT_MAX: CUmemAccess_flags_enum =
        CUmemAccess_flags_enum(2147483647);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAccess_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUmemAccess_flags_enum as CUmemAccess_flags;
impl CUmemLocationType_enum {
    pub const CU_MEM_LOCATION_TYPE_INVALID: CUmemLocationType_enum = CUmemLocationType_enum(0);
    pub const CU_MEM_LOCATION_TYPE_DEVICE: CUmemLocationType_enum = CUmemLocationType_enum(1);
    pub const CU_MEM_LOCATION_TYPE_HOST: CUmemLocationType_enum = CUmemLocationType_enum(2);
    pub const CU_MEM_LOCATION_TYPE_HOST_NUMA: CUmemLocationType_enum = CUmemLocationType_enum(3);
    pub const CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT: CUmemLocationType_enum =
        CUmemLocationType_enum(4);
    pub const CU_MEM_LOCATION_TYPE_MAX: CUmemLocationType_enum = CUmemLocationType_enum(2147483647);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemLocationType_enum(pub ::core::ffi::c_uint);
pub use self::CUmemLocationType_enum as CUmemLocationType;
impl CUmemAllocationType_enum {
    pub const CU_MEM_ALLOCATION_TYPE_INVALID: CUmemAllocationType_enum =
        CUmemAllocationType_enum(0);
    pub const CU_MEM_ALLOCATION_TYPE_PINNED: CUmemAllocationType_enum = CUmemAllocationType_enum(1);
    pub const CU_MEM_ALLOCATION_TYPE_MAX: CUmemAllocationType_enum =
        CUmemAllocationType_enum(2147483647);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAllocationType_enum(pub ::core::ffi::c_uint);
pub use self::CUmemAllocationType_enum as CUmemAllocationType;
impl CUmemAllocationGranularity_flags_enum {
    pub const CU_MEM_ALLOC_GRANULARITY_MINIMUM: CUmemAllocationGranularity_flags_enum =
        CUmemAllocationGranularity_flags_enum(0);
    pub const CU_MEM_ALLOC_GRANULARITY_RECOMMENDED: CUmemAllocationGranularity_flags_enum =
        CUmemAllocationGranularity_flags_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAllocationGranularity_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUmemAllocationGranularity_flags_enum as CUmemAllocationGranularity_flags;
impl CUmemRangeHandleType_enum {
    pub const CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD: CUmemRangeHandleType_enum =
        CUmemRangeHandleType_enum(1);
    pub const CU_MEM_RANGE_HANDLE_TYPE_MAX: CUmemRangeHandleType_enum =
        CUmemRangeHandleType_enum(2147483647);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemRangeHandleType_enum(pub ::core::ffi::c_uint);
pub use self::CUmemRangeHandleType_enum as CUmemRangeHandleType;
impl CUmemRangeFlags_enum {
    pub const CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE: CUmemRangeFlags_enum =
        CUmemRangeFlags_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemRangeFlags_enum(pub ::core::ffi::c_uint);
pub use self::CUmemRangeFlags_enum as CUmemRangeFlags;
impl CUarraySparseSubresourceType_enum {
    pub const CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL: CUarraySparseSubresourceType_enum =
        CUarraySparseSubresourceType_enum(0);
    pub const CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL: CUarraySparseSubresourceType_enum =
        CUarraySparseSubresourceType_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUarraySparseSubresourceType_enum(pub ::core::ffi::c_uint);
pub use self::CUarraySparseSubresourceType_enum as CUarraySparseSubresourceType;
impl CUmemOperationType_enum {
    pub const CU_MEM_OPERATION_TYPE_MAP: CUmemOperationType_enum = CUmemOperationType_enum(1);
    pub const CU_MEM_OPERATION_TYPE_UNMAP: CUmemOperationType_enum = CUmemOperationType_enum(2);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemOperationType_enum(pub ::core::ffi::c_uint);
pub use self::CUmemOperationType_enum as CUmemOperationType;
impl CUmemHandleType_enum {
    pub const CU_MEM_HANDLE_TYPE_GENERIC: CUmemHandleType_enum = CUmemHandleType_enum(0);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemHandleType_enum(pub ::core::ffi::c_uint);
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
#[derive(Debug, Default, Copy, Clone)]
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
#[derive(Debug, Default, Copy, Clone)]
pub struct CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2 {
    pub layer: ::core::ffi::c_uint,
    pub offset: ::core::ffi::c_ulonglong,
    pub size: ::core::ffi::c_ulonglong,
}
impl Default for CUarrayMapInfo_st__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUarrayMapInfo_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUarrayMapInfo_v1 = CUarrayMapInfo_st;
pub type CUarrayMapInfo = CUarrayMapInfo_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemLocation_st {
    pub type_: CUmemLocationType,
    pub id: ::core::ffi::c_int,
}
impl Default for CUmemLocation_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemLocation_v1 = CUmemLocation_st;
pub type CUmemLocation = CUmemLocation_v1;
impl CUmemAllocationCompType_enum {
    pub const CU_MEM_ALLOCATION_COMP_NONE: CUmemAllocationCompType_enum =
        CUmemAllocationCompType_enum(0);
    pub const CU_MEM_ALLOCATION_COMP_GENERIC: CUmemAllocationCompType_enum =
        CUmemAllocationCompType_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAllocationCompType_enum(pub ::core::ffi::c_uint);
pub use self::CUmemAllocationCompType_enum as CUmemAllocationCompType;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemAllocationProp_st {
    pub type_: CUmemAllocationType,
    pub requestedHandleTypes: CUmemAllocationHandleType,
    pub location: CUmemLocation,
    pub win32HandleMetaData: *mut ::core::ffi::c_void,
    pub allocFlags: CUmemAllocationProp_st__bindgen_ty_1,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUmemAllocationProp_st__bindgen_ty_1 {
    pub compressionType: ::core::ffi::c_uchar,
    pub gpuDirectRDMACapable: ::core::ffi::c_uchar,
    pub usage: ::core::ffi::c_ushort,
    pub reserved: [::core::ffi::c_uchar; 4usize],
}
impl Default for CUmemAllocationProp_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemAllocationProp_v1 = CUmemAllocationProp_st;
pub type CUmemAllocationProp = CUmemAllocationProp_v1;
impl CUmulticastGranularity_flags_enum {
    pub const CU_MULTICAST_GRANULARITY_MINIMUM: CUmulticastGranularity_flags_enum =
        CUmulticastGranularity_flags_enum(0);
    pub const CU_MULTICAST_GRANULARITY_RECOMMENDED: CUmulticastGranularity_flags_enum =
        CUmulticastGranularity_flags_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmulticastGranularity_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUmulticastGranularity_flags_enum as CUmulticastGranularity_flags;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUmulticastObjectProp_st {
    pub numDevices: ::core::ffi::c_uint,
    pub size: usize,
    pub handleTypes: ::core::ffi::c_ulonglong,
    pub flags: ::core::ffi::c_ulonglong,
}
pub type CUmulticastObjectProp_v1 = CUmulticastObjectProp_st;
pub type CUmulticastObjectProp = CUmulticastObjectProp_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemAccessDesc_st {
    pub location: CUmemLocation,
    pub flags: CUmemAccess_flags,
}
impl Default for CUmemAccessDesc_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemAccessDesc_v1 = CUmemAccessDesc_st;
pub type CUmemAccessDesc = CUmemAccessDesc_v1;
impl CUgraphExecUpdateResult_enum {
    pub const CU_GRAPH_EXEC_UPDATE_SUCCESS: CUgraphExecUpdateResult_enum =
        CUgraphExecUpdateResult_enum(0);
    pub const CU_GRAPH_EXEC_UPDATE_ERROR: CUgraphExecUpdateResult_enum =
        CUgraphExecUpdateResult_enum(1);
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED: CUgraphExecUpdateResult_enum =
        CUgraphExecUpdateResult_enum(2);
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED: CUgraphExecUpdateResult_enum =
        CUgraphExecUpdateResult_enum(3);
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED: CUgraphExecUpdateResult_enum =
        CUgraphExecUpdateResult_enum(4);
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED: CUgraphExecUpdateResult_enum =
        CUgraphExecUpdateResult_enum(5);
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED: CUgraphExecUpdateResult_enum =
        CUgraphExecUpdateResult_enum(6);
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE: CUgraphExecUpdateResult_enum =
        CUgraphExecUpdateResult_enum(7);
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED: CUgraphExecUpdateResult_enum =
        CUgraphExecUpdateResult_enum(8);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphExecUpdateResult_enum(pub ::core::ffi::c_uint);
pub use self::CUgraphExecUpdateResult_enum as CUgraphExecUpdateResult;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUgraphExecUpdateResultInfo_st {
    pub result: CUgraphExecUpdateResult,
    pub errorNode: CUgraphNode,
    pub errorFromNode: CUgraphNode,
}
impl Default for CUgraphExecUpdateResultInfo_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUgraphExecUpdateResultInfo_v1 = CUgraphExecUpdateResultInfo_st;
pub type CUgraphExecUpdateResultInfo = CUgraphExecUpdateResultInfo_v1;
impl CUmemPool_attribute_enum {
    pub const CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES: CUmemPool_attribute_enum =
        CUmemPool_attribute_enum(1);
    pub const CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC: CUmemPool_attribute_enum =
        CUmemPool_attribute_enum(2);
    pub const CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES: CUmemPool_attribute_enum =
        CUmemPool_attribute_enum(3);
    pub const CU_MEMPOOL_ATTR_RELEASE_THRESHOLD: CUmemPool_attribute_enum =
        CUmemPool_attribute_enum(4);
    pub const CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT: CUmemPool_attribute_enum =
        CUmemPool_attribute_enum(5);
    pub const CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH: CUmemPool_attribute_enum =
        CUmemPool_attribute_enum(6);
    pub const CU_MEMPOOL_ATTR_USED_MEM_CURRENT: CUmemPool_attribute_enum =
        CUmemPool_attribute_enum(7);
    pub const CU_MEMPOOL_ATTR_USED_MEM_HIGH: CUmemPool_attribute_enum = CUmemPool_attribute_enum(8);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemPool_attribute_enum(pub ::core::ffi::c_uint);
pub use self::CUmemPool_attribute_enum as CUmemPool_attribute;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemPoolProps_v1 = CUmemPoolProps_st;
pub type CUmemPoolProps = CUmemPoolProps_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemPoolPtrExportData_st {
    pub reserved: [::core::ffi::c_uchar; 64usize],
}
impl Default for CUmemPoolPtrExportData_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemPoolPtrExportData_v1 = CUmemPoolPtrExportData_st;
pub type CUmemPoolPtrExportData = CUmemPoolPtrExportData_v1;
impl CUmemcpyFlags_enum {
    pub const CU_MEMCPY_FLAG_DEFAULT: CUmemcpyFlags_enum = CUmemcpyFlags_enum(0);
    pub const CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE: CUmemcpyFlags_enum =
        CUmemcpyFlags_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemcpyFlags_enum(pub ::core::ffi::c_uint);
pub use self::CUmemcpyFlags_enum as CUmemcpyFlags;
impl CUmemcpySrcAccessOrder_enum {
    pub const CU_MEMCPY_SRC_ACCESS_ORDER_INVALID: CUmemcpySrcAccessOrder_enum =
        CUmemcpySrcAccessOrder_enum(0);
    pub const CU_MEMCPY_SRC_ACCESS_ORDER_STREAM: CUmemcpySrcAccessOrder_enum =
        CUmemcpySrcAccessOrder_enum(1);
    pub const CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL: CUmemcpySrcAccessOrder_enum =
        CUmemcpySrcAccessOrder_enum(2);
    pub const CU_MEMCPY_SRC_ACCESS_ORDER_ANY: CUmemcpySrcAccessOrder_enum =
        CUmemcpySrcAccessOrder_enum(3);
    pub const CU_MEMCPY_SRC_ACCESS_ORDER_MAX: CUmemcpySrcAccessOrder_enum =
        CUmemcpySrcAccessOrder_enum(2147483647);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemcpySrcAccessOrder_enum(pub ::core::ffi::c_uint);
pub use self::CUmemcpySrcAccessOrder_enum as CUmemcpySrcAccessOrder;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemcpyAttributes_st {
    pub srcAccessOrder: CUmemcpySrcAccessOrder,
    pub srcLocHint: CUmemLocation,
    pub dstLocHint: CUmemLocation,
    pub flags: ::core::ffi::c_uint,
}
impl Default for CUmemcpyAttributes_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemcpyAttributes_v1 = CUmemcpyAttributes_st;
pub type CUmemcpyAttributes = CUmemcpyAttributes_v1;
impl CUmemcpy3DOperandType_enum {
    pub const CU_MEMCPY_OPERAND_TYPE_POINTER: CUmemcpy3DOperandType_enum =
        CUmemcpy3DOperandType_enum(1);
    pub const CU_MEMCPY_OPERAND_TYPE_ARRAY: CUmemcpy3DOperandType_enum =
        CUmemcpy3DOperandType_enum(2);
    pub const CU_MEMCPY_OPERAND_TYPE_MAX: CUmemcpy3DOperandType_enum =
        CUmemcpy3DOperandType_enum(2147483647);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemcpy3DOperandType_enum(pub ::core::ffi::c_uint);
pub use self::CUmemcpy3DOperandType_enum as CUmemcpy3DOperandType;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUoffset3D_st {
    pub x: usize,
    pub y: usize,
    pub z: usize,
}
pub type CUoffset3D_v1 = CUoffset3D_st;
pub type CUoffset3D = CUoffset3D_v1;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
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
#[derive(Debug, Copy, Clone)]
pub struct CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1 {
    pub ptr: CUdeviceptr,
    pub rowLength: usize,
    pub layerHeight: usize,
    pub locHint: CUmemLocation,
}
impl Default for CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2 {
    pub array: CUarray,
    pub offset: CUoffset3D,
}
impl Default for CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUmemcpy3DOperand_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUmemcpy3DOperand_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY3D_BATCH_OP_v1 = CUDA_MEMCPY3D_BATCH_OP_st;
pub type CUDA_MEMCPY3D_BATCH_OP = CUDA_MEMCPY3D_BATCH_OP_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEM_ALLOC_NODE_PARAMS_v1 = CUDA_MEM_ALLOC_NODE_PARAMS_v1_st;
pub type CUDA_MEM_ALLOC_NODE_PARAMS = CUDA_MEM_ALLOC_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEM_ALLOC_NODE_PARAMS_v2 = CUDA_MEM_ALLOC_NODE_PARAMS_v2_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_MEM_FREE_NODE_PARAMS_st {
    pub dptr: CUdeviceptr,
}
pub type CUDA_MEM_FREE_NODE_PARAMS = CUDA_MEM_FREE_NODE_PARAMS_st;
impl CUgraphMem_attribute_enum {
    pub const CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT: CUgraphMem_attribute_enum =
        CUgraphMem_attribute_enum(0);
    pub const CU_GRAPH_MEM_ATTR_USED_MEM_HIGH: CUgraphMem_attribute_enum =
        CUgraphMem_attribute_enum(1);
    pub const CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT: CUgraphMem_attribute_enum =
        CUgraphMem_attribute_enum(2);
    pub const CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH: CUgraphMem_attribute_enum =
        CUgraphMem_attribute_enum(3);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphMem_attribute_enum(pub ::core::ffi::c_uint);
pub use self::CUgraphMem_attribute_enum as CUgraphMem_attribute;
impl CUgraphChildGraphNodeOwnership_enum {
    pub const CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE: CUgraphChildGraphNodeOwnership_enum =
        CUgraphChildGraphNodeOwnership_enum(0);
    pub const CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE: CUgraphChildGraphNodeOwnership_enum =
        CUgraphChildGraphNodeOwnership_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphChildGraphNodeOwnership_enum(pub ::core::ffi::c_uint);
pub use self::CUgraphChildGraphNodeOwnership_enum as CUgraphChildGraphNodeOwnership;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_CHILD_GRAPH_NODE_PARAMS_st {
    pub graph: CUgraph,
    pub ownership: CUgraphChildGraphNodeOwnership,
}
impl Default for CUDA_CHILD_GRAPH_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_CHILD_GRAPH_NODE_PARAMS = CUDA_CHILD_GRAPH_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EVENT_RECORD_NODE_PARAMS_st {
    pub event: CUevent,
}
impl Default for CUDA_EVENT_RECORD_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EVENT_RECORD_NODE_PARAMS = CUDA_EVENT_RECORD_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EVENT_WAIT_NODE_PARAMS_st {
    pub event: CUevent,
}
impl Default for CUDA_EVENT_WAIT_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUgraphNodeParams_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUgraphNodeParams = CUgraphNodeParams_st;
impl CUflushGPUDirectRDMAWritesOptions_enum {
    pub const CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST: CUflushGPUDirectRDMAWritesOptions_enum =
        CUflushGPUDirectRDMAWritesOptions_enum(1);
    pub const CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS:
        CUflushGPUDirectRDMAWritesOptions_enum = CUflushGPUDirectRDMAWritesOptions_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUflushGPUDirectRDMAWritesOptions_enum(pub ::core::ffi::c_uint);
pub use self::CUflushGPUDirectRDMAWritesOptions_enum as CUflushGPUDirectRDMAWritesOptions;
impl CUGPUDirectRDMAWritesOrdering_enum {
    pub const CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE: CUGPUDirectRDMAWritesOrdering_enum =
        CUGPUDirectRDMAWritesOrdering_enum(0);
    pub const CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER: CUGPUDirectRDMAWritesOrdering_enum =
        CUGPUDirectRDMAWritesOrdering_enum(100);
    pub const CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES: CUGPUDirectRDMAWritesOrdering_enum =
        CUGPUDirectRDMAWritesOrdering_enum(200);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUGPUDirectRDMAWritesOrdering_enum(pub ::core::ffi::c_uint);
pub use self::CUGPUDirectRDMAWritesOrdering_enum as CUGPUDirectRDMAWritesOrdering;
impl CUflushGPUDirectRDMAWritesScope_enum {
    pub const CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER: CUflushGPUDirectRDMAWritesScope_enum =
        CUflushGPUDirectRDMAWritesScope_enum(100);
    pub const CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES: CUflushGPUDirectRDMAWritesScope_enum =
        CUflushGPUDirectRDMAWritesScope_enum(200);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUflushGPUDirectRDMAWritesScope_enum(pub ::core::ffi::c_uint);
pub use self::CUflushGPUDirectRDMAWritesScope_enum as CUflushGPUDirectRDMAWritesScope;
impl CUflushGPUDirectRDMAWritesTarget_enum {
    pub const CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX:
        CUflushGPUDirectRDMAWritesTarget_enum = CUflushGPUDirectRDMAWritesTarget_enum(0);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUflushGPUDirectRDMAWritesTarget_enum(pub ::core::ffi::c_uint);
pub use self::CUflushGPUDirectRDMAWritesTarget_enum as CUflushGPUDirectRDMAWritesTarget;
impl CUgraphDebugDot_flags_enum {
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(1);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(2);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(4);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(8);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(16);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(32);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(64);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(128);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(256);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(512);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(1024);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(2048);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(4096);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(8192);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(16384);
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS: CUgraphDebugDot_flags_enum =
        CUgraphDebugDot_flags_enum(32768);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphDebugDot_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUgraphDebugDot_flags_enum as CUgraphDebugDot_flags;
impl CUuserObject_flags_enum {
    pub const CU_USER_OBJECT_NO_DESTRUCTOR_SYNC: CUuserObject_flags_enum =
        CUuserObject_flags_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUuserObject_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUuserObject_flags_enum as CUuserObject_flags;
impl CUuserObjectRetain_flags_enum {
    pub const CU_GRAPH_USER_OBJECT_MOVE: CUuserObjectRetain_flags_enum =
        CUuserObjectRetain_flags_enum(1);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUuserObjectRetain_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUuserObjectRetain_flags_enum as CUuserObjectRetain_flags;
impl CUgraphInstantiate_flags_enum {
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH: CUgraphInstantiate_flags_enum =
        CUgraphInstantiate_flags_enum(1);
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD: CUgraphInstantiate_flags_enum =
        CUgraphInstantiate_flags_enum(2);
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH: CUgraphInstantiate_flags_enum =
        CUgraphInstantiate_flags_enum(4);
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY: CUgraphInstantiate_flags_enum =
        CUgraphInstantiate_flags_enum(8);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphInstantiate_flags_enum(pub ::core::ffi::c_uint);
pub use self::CUgraphInstantiate_flags_enum as CUgraphInstantiate_flags;
impl CUdeviceNumaConfig_enum {
    pub const CU_DEVICE_NUMA_CONFIG_NONE: CUdeviceNumaConfig_enum = CUdeviceNumaConfig_enum(0);
    pub const CU_DEVICE_NUMA_CONFIG_NUMA_NODE: CUdeviceNumaConfig_enum = CUdeviceNumaConfig_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdeviceNumaConfig_enum(pub ::core::ffi::c_uint);
pub use self::CUdeviceNumaConfig_enum as CUdeviceNumaConfig;
impl CUprocessState_enum {
    pub const CU_PROCESS_STATE_RUNNING: CUprocessState_enum = CUprocessState_enum(0);
    pub const CU_PROCESS_STATE_LOCKED: CUprocessState_enum = CUprocessState_enum(1);
    pub const CU_PROCESS_STATE_CHECKPOINTED: CUprocessState_enum = CUprocessState_enum(2);
    pub const CU_PROCESS_STATE_FAILED: CUprocessState_enum = CUprocessState_enum(3);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUprocessState_enum(pub ::core::ffi::c_uint);
pub use self::CUprocessState_enum as CUprocessState;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUcheckpointLockArgs_st {
    pub timeoutMs: ::core::ffi::c_uint,
    pub reserved0: ::core::ffi::c_uint,
    pub reserved1: [cuuint64_t; 7usize],
}
pub type CUcheckpointLockArgs = CUcheckpointLockArgs_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUcheckpointCheckpointArgs_st {
    pub reserved: [cuuint64_t; 8usize],
}
pub type CUcheckpointCheckpointArgs = CUcheckpointCheckpointArgs_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUcheckpointRestoreArgs_st {
    pub reserved: [cuuint64_t; 8usize],
}
pub type CUcheckpointRestoreArgs = CUcheckpointRestoreArgs_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUcheckpointUnlockArgs_st {
    pub reserved: [cuuint64_t; 8usize],
}
pub type CUcheckpointUnlockArgs = CUcheckpointUnlockArgs_st;
impl CUmoduleLoadingMode_enum {
    pub const CU_MODULE_EAGER_LOADING: CUmoduleLoadingMode_enum = CUmoduleLoadingMode_enum(1);
    pub const CU_MODULE_LAZY_LOADING: CUmoduleLoadingMode_enum = CUmoduleLoadingMode_enum(2);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmoduleLoadingMode_enum(pub ::core::ffi::c_uint);
pub use self::CUmoduleLoadingMode_enum as CUmoduleLoadingMode;
impl CUmemDecompressAlgorithm_enum {
    pub const CU_MEM_DECOMPRESS_UNSUPPORTED: CUmemDecompressAlgorithm_enum =
        CUmemDecompressAlgorithm_enum(0);
    pub const CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE: CUmemDecompressAlgorithm_enum =
        CUmemDecompressAlgorithm_enum(1);
    pub const CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY: CUmemDecompressAlgorithm_enum =
        CUmemDecompressAlgorithm_enum(2);
    pub const CU_MEM_DECOMPRESS_ALGORITHM_LZ4: CUmemDecompressAlgorithm_enum =
        CUmemDecompressAlgorithm_enum(4);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemDecompressAlgorithm_enum(pub ::core::ffi::c_uint);
pub use self::CUmemDecompressAlgorithm_enum as CUmemDecompressAlgorithm;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemDecompressParams = CUmemDecompressParams_st;
impl CUfunctionLoadingState_enum {
    pub const CU_FUNCTION_LOADING_STATE_UNLOADED: CUfunctionLoadingState_enum =
        CUfunctionLoadingState_enum(0);
    pub const CU_FUNCTION_LOADING_STATE_LOADED: CUfunctionLoadingState_enum =
        CUfunctionLoadingState_enum(1);
    pub const CU_FUNCTION_LOADING_STATE_MAX: CUfunctionLoadingState_enum =
        CUfunctionLoadingState_enum(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUfunctionLoadingState_enum(pub ::core::ffi::c_uint);
pub use self::CUfunctionLoadingState_enum as CUfunctionLoadingState;
impl CUcoredumpSettings_enum {
    pub const CU_COREDUMP_ENABLE_ON_EXCEPTION: CUcoredumpSettings_enum = CUcoredumpSettings_enum(1);
    pub const CU_COREDUMP_TRIGGER_HOST: CUcoredumpSettings_enum = CUcoredumpSettings_enum(2);
    pub const CU_COREDUMP_LIGHTWEIGHT: CUcoredumpSettings_enum = CUcoredumpSettings_enum(3);
    pub const CU_COREDUMP_ENABLE_USER_TRIGGER: CUcoredumpSettings_enum = CUcoredumpSettings_enum(4);
    pub const CU_COREDUMP_FILE: CUcoredumpSettings_enum = CUcoredumpSettings_enum(5);
    pub const CU_COREDUMP_PIPE: CUcoredumpSettings_enum = CUcoredumpSettings_enum(6);
    pub const CU_COREDUMP_GENERATION_FLAGS: CUcoredumpSettings_enum = CUcoredumpSettings_enum(7);
    pub const CU_COREDUMP_MAX: CUcoredumpSettings_enum = CUcoredumpSettings_enum(8);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUcoredumpSettings_enum(pub ::core::ffi::c_uint);
pub use self::CUcoredumpSettings_enum as CUcoredumpSettings;
impl CUCoredumpGenerationFlags {
    pub const CU_COREDUMP_DEFAULT_FLAGS: CUCoredumpGenerationFlags = CUCoredumpGenerationFlags(0);
    pub const CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES: CUCoredumpGenerationFlags =
        CUCoredumpGenerationFlags(1);
    pub const CU_COREDUMP_SKIP_GLOBAL_MEMORY: CUCoredumpGenerationFlags =
        CUCoredumpGenerationFlags(2);
    pub const CU_COREDUMP_SKIP_SHARED_MEMORY: CUCoredumpGenerationFlags =
        CUCoredumpGenerationFlags(4);
    pub const CU_COREDUMP_SKIP_LOCAL_MEMORY: CUCoredumpGenerationFlags =
        CUCoredumpGenerationFlags(8);
    pub const CU_COREDUMP_SKIP_ABORT: CUCoredumpGenerationFlags = CUCoredumpGenerationFlags(16);
    pub const CU_COREDUMP_SKIP_CONSTBANK_MEMORY: CUCoredumpGenerationFlags =
        CUCoredumpGenerationFlags(32);
    pub const CU_COREDUMP_LIGHTWEIGHT_FLAGS: CUCoredumpGenerationFlags =
        CUCoredumpGenerationFlags(47);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUCoredumpGenerationFlags(pub ::core::ffi::c_uint);
#[repr(C)]
#[derive(Debug)]
pub struct CUdevResourceDesc_st {
    _unused: [u8; 0],
}
pub type CUdevResourceDesc = *mut CUdevResourceDesc_st;
impl CUgreenCtxCreate_flags {
    pub const CU_GREEN_CTX_DEFAULT_STREAM: CUgreenCtxCreate_flags = CUgreenCtxCreate_flags(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgreenCtxCreate_flags(pub ::core::ffi::c_uint);
impl CUdevSmResourceSplit_flags {
    pub const CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING: CUdevSmResourceSplit_flags =
        CUdevSmResourceSplit_flags(1);
    pub const CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE: CUdevSmResourceSplit_flags =
        CUdevSmResourceSplit_flags(2);
}
#[repr(transparent)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdevSmResourceSplit_flags(pub ::core::ffi::c_uint);
impl CUdevResourceType {
    pub const CU_DEV_RESOURCE_TYPE_INVALID: CUdevResourceType = CUdevResourceType(0);
    pub const CU_DEV_RESOURCE_TYPE_SM: CUdevResourceType = CUdevResourceType(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdevResourceType(pub ::core::ffi::c_uint);
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
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
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl Default for CUdevResource_st {
    fn default() -> Self {
        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUdevResource_v1 = CUdevResource_st;
pub type CUdevResource = CUdevResource_v1;
impl CUlogLevel_enum {
    pub const CU_LOG_LEVEL_ERROR: CUlogLevel_enum = CUlogLevel_enum(0);
    pub const CU_LOG_LEVEL_WARNING: CUlogLevel_enum = CUlogLevel_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUlogLevel_enum(pub ::core::ffi::c_uint);
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
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUipcMem_flags_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUipcMem_flags({})", self.0),
        }
    }
}

impl CUmemAttach_flags_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEM_ATTACH_GLOBAL"),
            2 => Some("CU_MEM_ATTACH_HOST"),
            4 => Some("CU_MEM_ATTACH_SINGLE"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUmemAttach_flags_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUmemAttach_flags({})", self.0),
        }
    }
}

impl CUctx_flags_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_CTX_SCHED_AUTO"),
            1 => Some("CU_CTX_SCHED_SPIN"),
            2 => Some("CU_CTX_SCHED_YIELD"),
            4 => Some("CU_CTX_SCHED_BLOCKING_SYNC"),
            7 => Some("CU_CTX_SCHED_MASK"),
            8 => Some("CU_CTX_MAP_HOST"),
            16 => Some("CU_CTX_LMEM_RESIZE_TO_MAX"),
            32 => Some("CU_CTX_COREDUMP_ENABLE"),
            64 => Some("CU_CTX_USER_COREDUMP_ENABLE"),
            128 => Some("CU_CTX_SYNC_MEMOPS"),
            255 => Some("CU_CTX_FLAGS_MASK"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUctx_flags_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUctx_flags({})", self.0),
        }
    }
}

impl CUevent_sched_flags_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_EVENT_SCHED_AUTO"),
            1 => Some("CU_EVENT_SCHED_SPIN"),
            2 => Some("CU_EVENT_SCHED_YIELD"),
            4 => Some("CU_EVENT_SCHED_BLOCKING_SYNC"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUevent_sched_flags_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUevent_sched_flags({})", self.0),
        }
    }
}

impl CUstream_flags_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_STREAM_DEFAULT"),
            1 => Some("CU_STREAM_NON_BLOCKING"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUstream_flags_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUstream_flags({})", self.0),
        }
    }
}

impl CUevent_flags_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_EVENT_DEFAULT"),
            1 => Some("CU_EVENT_BLOCKING_SYNC"),
            2 => Some("CU_EVENT_DISABLE_TIMING"),
            4 => Some("CU_EVENT_INTERPROCESS"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUevent_flags_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUevent_flags({})", self.0),
        }
    }
}

impl CUevent_record_flags_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_EVENT_RECORD_DEFAULT"),
            1 => Some("CU_EVENT_RECORD_EXTERNAL"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUevent_record_flags_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUevent_record_flags({})", self.0),
        }
    }
}

impl CUevent_wait_flags_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_EVENT_WAIT_DEFAULT"),
            1 => Some("CU_EVENT_WAIT_EXTERNAL"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUevent_wait_flags_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUevent_wait_flags({})", self.0),
        }
    }
}

impl CUarray_format_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_AD_FORMAT_UNSIGNED_INT8"),
            2 => Some("CU_AD_FORMAT_UNSIGNED_INT16"),
            3 => Some("CU_AD_FORMAT_UNSIGNED_INT32"),
            8 => Some("CU_AD_FORMAT_SIGNED_INT8"),
            9 => Some("CU_AD_FORMAT_SIGNED_INT16"),
            10 => Some("CU_AD_FORMAT_SIGNED_INT32"),
            16 => Some("CU_AD_FORMAT_HALF"),
            32 => Some("CU_AD_FORMAT_FLOAT"),
            176 => Some("CU_AD_FORMAT_NV12"),
            192 => Some("CU_AD_FORMAT_UNORM_INT8X1"),
            193 => Some("CU_AD_FORMAT_UNORM_INT8X2"),
            194 => Some("CU_AD_FORMAT_UNORM_INT8X4"),
            195 => Some("CU_AD_FORMAT_UNORM_INT16X1"),
            196 => Some("CU_AD_FORMAT_UNORM_INT16X2"),
            197 => Some("CU_AD_FORMAT_UNORM_INT16X4"),
            198 => Some("CU_AD_FORMAT_SNORM_INT8X1"),
            199 => Some("CU_AD_FORMAT_SNORM_INT8X2"),
            200 => Some("CU_AD_FORMAT_SNORM_INT8X4"),
            201 => Some("CU_AD_FORMAT_SNORM_INT16X1"),
            202 => Some("CU_AD_FORMAT_SNORM_INT16X2"),
            203 => Some("CU_AD_FORMAT_SNORM_INT16X4"),
            145 => Some("CU_AD_FORMAT_BC1_UNORM"),
            146 => Some("CU_AD_FORMAT_BC1_UNORM_SRGB"),
            147 => Some("CU_AD_FORMAT_BC2_UNORM"),
            148 => Some("CU_AD_FORMAT_BC2_UNORM_SRGB"),
            149 => Some("CU_AD_FORMAT_BC3_UNORM"),
            150 => Some("CU_AD_FORMAT_BC3_UNORM_SRGB"),
            151 => Some("CU_AD_FORMAT_BC4_UNORM"),
            152 => Some("CU_AD_FORMAT_BC4_SNORM"),
            153 => Some("CU_AD_FORMAT_BC5_UNORM"),
            154 => Some("CU_AD_FORMAT_BC5_SNORM"),
            155 => Some("CU_AD_FORMAT_BC6H_UF16"),
            156 => Some("CU_AD_FORMAT_BC6H_SF16"),
            157 => Some("CU_AD_FORMAT_BC7_UNORM"),
            158 => Some("CU_AD_FORMAT_BC7_UNORM_SRGB"),
            159 => Some("CU_AD_FORMAT_P010"),
            161 => Some("CU_AD_FORMAT_P016"),
            162 => Some("CU_AD_FORMAT_NV16"),
            163 => Some("CU_AD_FORMAT_P210"),
            164 => Some("CU_AD_FORMAT_P216"),
            165 => Some("CU_AD_FORMAT_YUY2"),
            166 => Some("CU_AD_FORMAT_Y210"),
            167 => Some("CU_AD_FORMAT_Y216"),
            168 => Some("CU_AD_FORMAT_AYUV"),
            169 => Some("CU_AD_FORMAT_Y410"),
            177 => Some("CU_AD_FORMAT_Y416"),
            178 => Some("CU_AD_FORMAT_Y444_PLANAR8"),
            179 => Some("CU_AD_FORMAT_Y444_PLANAR10"),
            180 => Some("CU_AD_FORMAT_YUV444_8bit_SemiPlanar"),
            181 => Some("CU_AD_FORMAT_YUV444_16bit_SemiPlanar"),
            80 => Some("CU_AD_FORMAT_UNORM_INT_101010_2"),
            2147483647 => Some("CU_AD_FORMAT_MAX"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUarray_format_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUarray_format({})", self.0),
        }
    }
}

impl CUaddress_mode_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_TR_ADDRESS_MODE_WRAP"),
            1 => Some("CU_TR_ADDRESS_MODE_CLAMP"),
            2 => Some("CU_TR_ADDRESS_MODE_MIRROR"),
            3 => Some("CU_TR_ADDRESS_MODE_BORDER"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUaddress_mode_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUaddress_mode({})", self.0),
        }
    }
}

impl CUfilter_mode_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_TR_FILTER_MODE_POINT"),
            1 => Some("CU_TR_FILTER_MODE_LINEAR"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUfilter_mode_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUfilter_mode({})", self.0),
        }
    }
}

impl CUfunc_cache_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_FUNC_CACHE_PREFER_NONE"),
            1 => Some("CU_FUNC_CACHE_PREFER_SHARED"),
            2 => Some("CU_FUNC_CACHE_PREFER_L1"),
            3 => Some("CU_FUNC_CACHE_PREFER_EQUAL"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUfunc_cache_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUfunc_cache({})", self.0),
        }
    }
}

impl CUmemorytype_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEMORYTYPE_HOST"),
            2 => Some("CU_MEMORYTYPE_DEVICE"),
            3 => Some("CU_MEMORYTYPE_ARRAY"),
            4 => Some("CU_MEMORYTYPE_UNIFIED"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUmemorytype_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUmemorytype({})", self.0),
        }
    }
}

impl CUcomputemode_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_COMPUTEMODE_DEFAULT"),
            2 => Some("CU_COMPUTEMODE_PROHIBITED"),
            3 => Some("CU_COMPUTEMODE_EXCLUSIVE_PROCESS"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUcomputemode_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUcomputemode({})", self.0),
        }
    }
}

impl CUmem_advise_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEM_ADVISE_SET_READ_MOSTLY"),
            2 => Some("CU_MEM_ADVISE_UNSET_READ_MOSTLY"),
            3 => Some("CU_MEM_ADVISE_SET_PREFERRED_LOCATION"),
            4 => Some("CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION"),
            5 => Some("CU_MEM_ADVISE_SET_ACCESSED_BY"),
            6 => Some("CU_MEM_ADVISE_UNSET_ACCESSED_BY"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUmem_advise_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUmem_advise({})", self.0),
        }
    }
}

impl CUjit_option_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_JIT_MAX_REGISTERS"),
            1 => Some("CU_JIT_THREADS_PER_BLOCK"),
            2 => Some("CU_JIT_WALL_TIME"),
            3 => Some("CU_JIT_INFO_LOG_BUFFER"),
            4 => Some("CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES"),
            5 => Some("CU_JIT_ERROR_LOG_BUFFER"),
            6 => Some("CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES"),
            7 => Some("CU_JIT_OPTIMIZATION_LEVEL"),
            8 => Some("CU_JIT_TARGET_FROM_CUCONTEXT"),
            9 => Some("CU_JIT_TARGET"),
            10 => Some("CU_JIT_FALLBACK_STRATEGY"),
            11 => Some("CU_JIT_GENERATE_DEBUG_INFO"),
            12 => Some("CU_JIT_LOG_VERBOSE"),
            13 => Some("CU_JIT_GENERATE_LINE_INFO"),
            14 => Some("CU_JIT_CACHE_MODE"),
            15 => Some("CU_JIT_NEW_SM3X_OPT"),
            16 => Some("CU_JIT_FAST_COMPILE"),
            17 => Some("CU_JIT_GLOBAL_SYMBOL_NAMES"),
            18 => Some("CU_JIT_GLOBAL_SYMBOL_ADDRESSES"),
            19 => Some("CU_JIT_GLOBAL_SYMBOL_COUNT"),
            20 => Some("CU_JIT_LTO"),
            21 => Some("CU_JIT_FTZ"),
            22 => Some("CU_JIT_PREC_DIV"),
            23 => Some("CU_JIT_PREC_SQRT"),
            24 => Some("CU_JIT_FMA"),
            25 => Some("CU_JIT_REFERENCED_KERNEL_NAMES"),
            26 => Some("CU_JIT_REFERENCED_KERNEL_COUNT"),
            27 => Some("CU_JIT_REFERENCED_VARIABLE_NAMES"),
            28 => Some("CU_JIT_REFERENCED_VARIABLE_COUNT"),
            29 => Some("CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES"),
            30 => Some("CU_JIT_POSITION_INDEPENDENT_CODE"),
            31 => Some("CU_JIT_MIN_CTA_PER_SM"),
            32 => Some("CU_JIT_MAX_THREADS_PER_BLOCK"),
            33 => Some("CU_JIT_OVERRIDE_DIRECTIVE_VALUES"),
            34 => Some("CU_JIT_NUM_OPTIONS"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUjit_option_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUjit_option({})", self.0),
        }
    }
}

impl CUjit_target_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            30 => Some("CU_TARGET_COMPUTE_30"),
            32 => Some("CU_TARGET_COMPUTE_32"),
            35 => Some("CU_TARGET_COMPUTE_35"),
            37 => Some("CU_TARGET_COMPUTE_37"),
            50 => Some("CU_TARGET_COMPUTE_50"),
            52 => Some("CU_TARGET_COMPUTE_52"),
            53 => Some("CU_TARGET_COMPUTE_53"),
            60 => Some("CU_TARGET_COMPUTE_60"),
            61 => Some("CU_TARGET_COMPUTE_61"),
            62 => Some("CU_TARGET_COMPUTE_62"),
            70 => Some("CU_TARGET_COMPUTE_70"),
            72 => Some("CU_TARGET_COMPUTE_72"),
            75 => Some("CU_TARGET_COMPUTE_75"),
            80 => Some("CU_TARGET_COMPUTE_80"),
            86 => Some("CU_TARGET_COMPUTE_86"),
            87 => Some("CU_TARGET_COMPUTE_87"),
            89 => Some("CU_TARGET_COMPUTE_89"),
            90 => Some("CU_TARGET_COMPUTE_90"),
            100 => Some("CU_TARGET_COMPUTE_100"),
            101 => Some("CU_TARGET_COMPUTE_101"),
            103 => Some("CU_TARGET_COMPUTE_103"),
            120 => Some("CU_TARGET_COMPUTE_120"),
            121 => Some("CU_TARGET_COMPUTE_121"),
            65626 => Some("CU_TARGET_COMPUTE_90A"),
            65636 => Some("CU_TARGET_COMPUTE_100A"),
            65637 => Some("CU_TARGET_COMPUTE_101A"),
            65639 => Some("CU_TARGET_COMPUTE_103A"),
            65656 => Some("CU_TARGET_COMPUTE_120A"),
            65657 => Some("CU_TARGET_COMPUTE_121A"),
            131172 => Some("CU_TARGET_COMPUTE_100F"),
            131173 => Some("CU_TARGET_COMPUTE_101F"),
            131175 => Some("CU_TARGET_COMPUTE_103F"),
            131192 => Some("CU_TARGET_COMPUTE_120F"),
            131193 => Some("CU_TARGET_COMPUTE_121F"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUjit_target_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUjit_target({})", self.0),
        }
    }
}

impl CUjit_fallback_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_PREFER_PTX"),
            1 => Some("CU_PREFER_BINARY"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUjit_fallback_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUjit_fallback({})", self.0),
        }
    }
}

impl CUjit_cacheMode_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_JIT_CACHE_OPTION_NONE"),
            1 => Some("CU_JIT_CACHE_OPTION_CG"),
            2 => Some("CU_JIT_CACHE_OPTION_CA"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUjit_cacheMode_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUjit_cacheMode({})", self.0),
        }
    }
}

impl CUjitInputType_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_JIT_INPUT_CUBIN"),
            1 => Some("CU_JIT_INPUT_PTX"),
            2 => Some("CU_JIT_INPUT_FATBINARY"),
            3 => Some("CU_JIT_INPUT_OBJECT"),
            4 => Some("CU_JIT_INPUT_LIBRARY"),
            5 => Some("CU_JIT_INPUT_NVVM"),
            6 => Some("CU_JIT_NUM_INPUT_TYPES"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUjitInputType_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUjitInputType({})", self.0),
        }
    }
}

impl CUarray_cubemap_face_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_CUBEMAP_FACE_POSITIVE_X"),
            1 => Some("CU_CUBEMAP_FACE_NEGATIVE_X"),
            2 => Some("CU_CUBEMAP_FACE_POSITIVE_Y"),
            3 => Some("CU_CUBEMAP_FACE_NEGATIVE_Y"),
            4 => Some("CU_CUBEMAP_FACE_POSITIVE_Z"),
            5 => Some("CU_CUBEMAP_FACE_NEGATIVE_Z"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUarray_cubemap_face_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUarray_cubemap_face({})", self.0),
        }
    }
}

impl CUlimit_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_LIMIT_STACK_SIZE"),
            1 => Some("CU_LIMIT_PRINTF_FIFO_SIZE"),
            2 => Some("CU_LIMIT_MALLOC_HEAP_SIZE"),
            3 => Some("CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH"),
            4 => Some("CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT"),
            5 => Some("CU_LIMIT_MAX_L2_FETCH_GRANULARITY"),
            6 => Some("CU_LIMIT_PERSISTING_L2_CACHE_SIZE"),
            7 => Some("CU_LIMIT_SHMEM_SIZE"),
            8 => Some("CU_LIMIT_CIG_ENABLED"),
            9 => Some("CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED"),
            10 => Some("CU_LIMIT_MAX"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUlimit_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUlimit({})", self.0),
        }
    }
}

impl CUresourcetype_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_RESOURCE_TYPE_ARRAY"),
            1 => Some("CU_RESOURCE_TYPE_MIPMAPPED_ARRAY"),
            2 => Some("CU_RESOURCE_TYPE_LINEAR"),
            3 => Some("CU_RESOURCE_TYPE_PITCH2D"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUresourcetype_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUresourcetype({})", self.0),
        }
    }
}

impl CUaccessProperty_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_ACCESS_PROPERTY_NORMAL"),
            1 => Some("CU_ACCESS_PROPERTY_STREAMING"),
            2 => Some("CU_ACCESS_PROPERTY_PERSISTING"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUaccessProperty_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUaccessProperty({})", self.0),
        }
    }
}

impl CUgraphNodeType_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GRAPH_NODE_TYPE_KERNEL"),
            1 => Some("CU_GRAPH_NODE_TYPE_MEMCPY"),
            2 => Some("CU_GRAPH_NODE_TYPE_MEMSET"),
            3 => Some("CU_GRAPH_NODE_TYPE_HOST"),
            4 => Some("CU_GRAPH_NODE_TYPE_GRAPH"),
            5 => Some("CU_GRAPH_NODE_TYPE_EMPTY"),
            6 => Some("CU_GRAPH_NODE_TYPE_WAIT_EVENT"),
            7 => Some("CU_GRAPH_NODE_TYPE_EVENT_RECORD"),
            8 => Some("CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL"),
            9 => Some("CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT"),
            10 => Some("CU_GRAPH_NODE_TYPE_MEM_ALLOC"),
            11 => Some("CU_GRAPH_NODE_TYPE_MEM_FREE"),
            12 => Some("CU_GRAPH_NODE_TYPE_BATCH_MEM_OP"),
            13 => Some("CU_GRAPH_NODE_TYPE_CONDITIONAL"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUgraphNodeType_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUgraphNodeType({})", self.0),
        }
    }
}

impl CUexecAffinityType_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_EXEC_AFFINITY_TYPE_SM_COUNT"),
            1 => Some("CU_EXEC_AFFINITY_TYPE_MAX"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUexecAffinityType_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUexecAffinityType({})", self.0),
        }
    }
}

impl CUcigDataType_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CIG_DATA_TYPE_D3D12_COMMAND_QUEUE"),
            2 => Some("CIG_DATA_TYPE_NV_BLOB"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUcigDataType_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUcigDataType({})", self.0),
        }
    }
}

impl cudaError_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CUDA_SUCCESS"),
            1 => Some("CUDA_ERROR_INVALID_VALUE"),
            2 => Some("CUDA_ERROR_OUT_OF_MEMORY"),
            3 => Some("CUDA_ERROR_NOT_INITIALIZED"),
            4 => Some("CUDA_ERROR_DEINITIALIZED"),
            5 => Some("CUDA_ERROR_PROFILER_DISABLED"),
            6 => Some("CUDA_ERROR_PROFILER_NOT_INITIALIZED"),
            7 => Some("CUDA_ERROR_PROFILER_ALREADY_STARTED"),
            8 => Some("CUDA_ERROR_PROFILER_ALREADY_STOPPED"),
            34 => Some("CUDA_ERROR_STUB_LIBRARY"),
            46 => Some("CUDA_ERROR_DEVICE_UNAVAILABLE"),
            100 => Some("CUDA_ERROR_NO_DEVICE"),
            101 => Some("CUDA_ERROR_INVALID_DEVICE"),
            102 => Some("CUDA_ERROR_DEVICE_NOT_LICENSED"),
            200 => Some("CUDA_ERROR_INVALID_IMAGE"),
            201 => Some("CUDA_ERROR_INVALID_CONTEXT"),
            202 => Some("CUDA_ERROR_CONTEXT_ALREADY_CURRENT"),
            205 => Some("CUDA_ERROR_MAP_FAILED"),
            206 => Some("CUDA_ERROR_UNMAP_FAILED"),
            207 => Some("CUDA_ERROR_ARRAY_IS_MAPPED"),
            208 => Some("CUDA_ERROR_ALREADY_MAPPED"),
            209 => Some("CUDA_ERROR_NO_BINARY_FOR_GPU"),
            210 => Some("CUDA_ERROR_ALREADY_ACQUIRED"),
            211 => Some("CUDA_ERROR_NOT_MAPPED"),
            212 => Some("CUDA_ERROR_NOT_MAPPED_AS_ARRAY"),
            213 => Some("CUDA_ERROR_NOT_MAPPED_AS_POINTER"),
            214 => Some("CUDA_ERROR_ECC_UNCORRECTABLE"),
            215 => Some("CUDA_ERROR_UNSUPPORTED_LIMIT"),
            216 => Some("CUDA_ERROR_CONTEXT_ALREADY_IN_USE"),
            217 => Some("CUDA_ERROR_PEER_ACCESS_UNSUPPORTED"),
            218 => Some("CUDA_ERROR_INVALID_PTX"),
            219 => Some("CUDA_ERROR_INVALID_GRAPHICS_CONTEXT"),
            220 => Some("CUDA_ERROR_NVLINK_UNCORRECTABLE"),
            221 => Some("CUDA_ERROR_JIT_COMPILER_NOT_FOUND"),
            222 => Some("CUDA_ERROR_UNSUPPORTED_PTX_VERSION"),
            223 => Some("CUDA_ERROR_JIT_COMPILATION_DISABLED"),
            224 => Some("CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY"),
            225 => Some("CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC"),
            226 => Some("CUDA_ERROR_CONTAINED"),
            300 => Some("CUDA_ERROR_INVALID_SOURCE"),
            301 => Some("CUDA_ERROR_FILE_NOT_FOUND"),
            302 => Some("CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND"),
            303 => Some("CUDA_ERROR_SHARED_OBJECT_INIT_FAILED"),
            304 => Some("CUDA_ERROR_OPERATING_SYSTEM"),
            400 => Some("CUDA_ERROR_INVALID_HANDLE"),
            401 => Some("CUDA_ERROR_ILLEGAL_STATE"),
            402 => Some("CUDA_ERROR_LOSSY_QUERY"),
            500 => Some("CUDA_ERROR_NOT_FOUND"),
            600 => Some("CUDA_ERROR_NOT_READY"),
            700 => Some("CUDA_ERROR_ILLEGAL_ADDRESS"),
            701 => Some("CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"),
            702 => Some("CUDA_ERROR_LAUNCH_TIMEOUT"),
            703 => Some("CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING"),
            704 => Some("CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED"),
            705 => Some("CUDA_ERROR_PEER_ACCESS_NOT_ENABLED"),
            708 => Some("CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE"),
            709 => Some("CUDA_ERROR_CONTEXT_IS_DESTROYED"),
            710 => Some("CUDA_ERROR_ASSERT"),
            711 => Some("CUDA_ERROR_TOO_MANY_PEERS"),
            712 => Some("CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED"),
            713 => Some("CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED"),
            714 => Some("CUDA_ERROR_HARDWARE_STACK_ERROR"),
            715 => Some("CUDA_ERROR_ILLEGAL_INSTRUCTION"),
            716 => Some("CUDA_ERROR_MISALIGNED_ADDRESS"),
            717 => Some("CUDA_ERROR_INVALID_ADDRESS_SPACE"),
            718 => Some("CUDA_ERROR_INVALID_PC"),
            719 => Some("CUDA_ERROR_LAUNCH_FAILED"),
            720 => Some("CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE"),
            721 => Some("CUDA_ERROR_TENSOR_MEMORY_LEAK"),
            800 => Some("CUDA_ERROR_NOT_PERMITTED"),
            801 => Some("CUDA_ERROR_NOT_SUPPORTED"),
            802 => Some("CUDA_ERROR_SYSTEM_NOT_READY"),
            803 => Some("CUDA_ERROR_SYSTEM_DRIVER_MISMATCH"),
            804 => Some("CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"),
            805 => Some("CUDA_ERROR_MPS_CONNECTION_FAILED"),
            806 => Some("CUDA_ERROR_MPS_RPC_FAILURE"),
            807 => Some("CUDA_ERROR_MPS_SERVER_NOT_READY"),
            808 => Some("CUDA_ERROR_MPS_MAX_CLIENTS_REACHED"),
            809 => Some("CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED"),
            810 => Some("CUDA_ERROR_MPS_CLIENT_TERMINATED"),
            811 => Some("CUDA_ERROR_CDP_NOT_SUPPORTED"),
            812 => Some("CUDA_ERROR_CDP_VERSION_MISMATCH"),
            900 => Some("CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED"),
            901 => Some("CUDA_ERROR_STREAM_CAPTURE_INVALIDATED"),
            902 => Some("CUDA_ERROR_STREAM_CAPTURE_MERGE"),
            903 => Some("CUDA_ERROR_STREAM_CAPTURE_UNMATCHED"),
            904 => Some("CUDA_ERROR_STREAM_CAPTURE_UNJOINED"),
            905 => Some("CUDA_ERROR_STREAM_CAPTURE_ISOLATION"),
            906 => Some("CUDA_ERROR_STREAM_CAPTURE_IMPLICIT"),
            907 => Some("CUDA_ERROR_CAPTURED_EVENT"),
            908 => Some("CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD"),
            909 => Some("CUDA_ERROR_TIMEOUT"),
            910 => Some("CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE"),
            911 => Some("CUDA_ERROR_EXTERNAL_DEVICE"),
            912 => Some("CUDA_ERROR_INVALID_CLUSTER_SIZE"),
            913 => Some("CUDA_ERROR_FUNCTION_NOT_LOADED"),
            914 => Some("CUDA_ERROR_INVALID_RESOURCE_TYPE"),
            915 => Some("CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION"),
            916 => Some("CUDA_ERROR_KEY_ROTATION"),
            999 => Some("CUDA_ERROR_UNKNOWN"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for cudaError_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUresult({})", self.0),
        }
    }
}

impl CUmemOperationType_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEM_OPERATION_TYPE_MAP"),
            2 => Some("CU_MEM_OPERATION_TYPE_UNMAP"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUmemOperationType_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUmemOperationType({})", self.0),
        }
    }
}

impl CUmemHandleType_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MEM_HANDLE_TYPE_GENERIC"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUmemHandleType_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUmemHandleType({})", self.0),
        }
    }
}

impl CUdeviceNumaConfig_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_DEVICE_NUMA_CONFIG_NONE"),
            1 => Some("CU_DEVICE_NUMA_CONFIG_NUMA_NODE"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUdeviceNumaConfig_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUdeviceNumaConfig({})", self.0),
        }
    }
}

impl CUprocessState_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_PROCESS_STATE_RUNNING"),
            1 => Some("CU_PROCESS_STATE_LOCKED"),
            2 => Some("CU_PROCESS_STATE_CHECKPOINTED"),
            3 => Some("CU_PROCESS_STATE_FAILED"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUprocessState_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUprocessState({})", self.0),
        }
    }
}

impl CUmoduleLoadingMode_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MODULE_EAGER_LOADING"),
            2 => Some("CU_MODULE_LAZY_LOADING"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUmoduleLoadingMode_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUmoduleLoadingMode({})", self.0),
        }
    }
}

impl CUcoredumpSettings_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_COREDUMP_ENABLE_ON_EXCEPTION"),
            2 => Some("CU_COREDUMP_TRIGGER_HOST"),
            3 => Some("CU_COREDUMP_LIGHTWEIGHT"),
            4 => Some("CU_COREDUMP_ENABLE_USER_TRIGGER"),
            5 => Some("CU_COREDUMP_FILE"),
            6 => Some("CU_COREDUMP_PIPE"),
            7 => Some("CU_COREDUMP_GENERATION_FLAGS"),
            8 => Some("CU_COREDUMP_MAX"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUcoredumpSettings_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUcoredumpSettings({})", self.0),
        }
    }
}

impl CUgreenCtxCreate_flags {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_GREEN_CTX_DEFAULT_STREAM"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUgreenCtxCreate_flags {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUgreenCtxCreate_flags({})", self.0),
        }
    }
}

impl CUdevResourceType {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_DEV_RESOURCE_TYPE_INVALID"),
            1 => Some("CU_DEV_RESOURCE_TYPE_SM"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUdevResourceType {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUdevResourceType({})", self.0),
        }
    }
}

impl CUlogLevel_enum {
    /// The name of this value's constant, or `None` for a value these bindings do not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_LOG_LEVEL_ERROR"),
            1 => Some("CU_LOG_LEVEL_WARNING"),
            _ => None,
        }
    }
}
impl core::fmt::Debug for CUlogLevel_enum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(n) => f.write_str(n),
            None => write!(f, "CUlogLevel({})", self.0),
        }
    }
}

/// `cuGetErrorString`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGetErrorString(
    error: CUresult,
    pStr: *mut *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGetErrorString");
    type __F = unsafe extern "C" fn(CUresult, *mut *const ::core::ffi::c_char) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(error, pStr) })
}

/// `cuGetErrorName`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGetErrorName(
    error: CUresult,
    pStr: *mut *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGetErrorName");
    type __F = unsafe extern "C" fn(CUresult, *mut *const ::core::ffi::c_char) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(error, pStr) })
}

/// `cuInit`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuInit(Flags: ::core::ffi::c_uint) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuInit");
    type __F = unsafe extern "C" fn(::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(Flags) })
}

/// `cuDriverGetVersion`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDriverGetVersion(
    driverVersion: *mut ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDriverGetVersion");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(driverVersion) })
}

/// `cuDeviceGet`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGet(
    device: *mut CUdevice,
    ordinal: ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGet");
    type __F = unsafe extern "C" fn(*mut CUdevice, ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(device, ordinal) })
}

/// `cuDeviceGetCount`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetCount(count: *mut ::core::ffi::c_int) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetCount");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(count) })
}

/// `cuDeviceGetName`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetName(
    name: *mut ::core::ffi::c_char,
    len: ::core::ffi::c_int,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetName");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_char, ::core::ffi::c_int, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(name, len, dev) })
}

/// `cuDeviceGetUuid`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetUuid(uuid: *mut CUuuid, dev: CUdevice) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetUuid");
    type __F = unsafe extern "C" fn(*mut CUuuid, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(uuid, dev) })
}

/// `cuDeviceGetUuid_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetUuid_v2(uuid: *mut CUuuid, dev: CUdevice) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetUuid_v2");
    type __F = unsafe extern "C" fn(*mut CUuuid, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(uuid, dev) })
}

/// `cuDeviceGetLuid`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetLuid(
    luid: *mut ::core::ffi::c_char,
    deviceNodeMask: *mut ::core::ffi::c_uint,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetLuid");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_char,
        *mut ::core::ffi::c_uint,
        CUdevice,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(luid, deviceNodeMask, dev) })
}

/// `cuDeviceTotalMem_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceTotalMem_v2(bytes: *mut usize, dev: CUdevice) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceTotalMem_v2");
    type __F = unsafe extern "C" fn(*mut usize, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(bytes, dev) })
}

/// `cuDeviceGetTexture1DLinearMaxWidth`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetTexture1DLinearMaxWidth(
    maxWidthInElements: *mut usize,
    format: CUarray_format,
    numChannels: ::core::ffi::c_uint,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetTexture1DLinearMaxWidth");
    type __F =
        unsafe extern "C" fn(*mut usize, CUarray_format, ::core::ffi::c_uint, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(maxWidthInElements, format, numChannels, dev) })
}

/// `cuDeviceGetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetAttribute(
    pi: *mut ::core::ffi::c_int,
    attrib: CUdevice_attribute,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetAttribute");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_int, CUdevice_attribute, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pi, attrib, dev) })
}

/// `cuDeviceGetNvSciSyncAttributes`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetNvSciSyncAttributes(
    nvSciSyncAttrList: *mut ::core::ffi::c_void,
    dev: CUdevice,
    flags: ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetNvSciSyncAttributes");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_void, CUdevice, ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(nvSciSyncAttrList, dev, flags) })
}

/// `cuDeviceSetMemPool`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceSetMemPool(dev: CUdevice, pool: CUmemoryPool) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceSetMemPool");
    type __F = unsafe extern "C" fn(CUdevice, CUmemoryPool) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dev, pool) })
}

/// `cuDeviceGetMemPool`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetMemPool(
    pool: *mut CUmemoryPool,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetMemPool");
    type __F = unsafe extern "C" fn(*mut CUmemoryPool, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pool, dev) })
}

/// `cuDeviceGetDefaultMemPool`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetDefaultMemPool(
    pool_out: *mut CUmemoryPool,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetDefaultMemPool");
    type __F = unsafe extern "C" fn(*mut CUmemoryPool, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pool_out, dev) })
}

/// `cuDeviceGetExecAffinitySupport`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetExecAffinitySupport(
    pi: *mut ::core::ffi::c_int,
    type_: CUexecAffinityType,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetExecAffinitySupport");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_int, CUexecAffinityType, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pi, type_, dev) })
}

/// `cuFlushGPUDirectRDMAWrites`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFlushGPUDirectRDMAWrites(
    target: CUflushGPUDirectRDMAWritesTarget,
    scope: CUflushGPUDirectRDMAWritesScope,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFlushGPUDirectRDMAWrites");
    type __F = unsafe extern "C" fn(
        CUflushGPUDirectRDMAWritesTarget,
        CUflushGPUDirectRDMAWritesScope,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(target, scope) })
}

/// `cuDeviceGetProperties`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetProperties(
    prop: *mut CUdevprop,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetProperties");
    type __F = unsafe extern "C" fn(*mut CUdevprop, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prop, dev) })
}

/// `cuDeviceComputeCapability`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceComputeCapability(
    major: *mut ::core::ffi::c_int,
    minor: *mut ::core::ffi::c_int,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceComputeCapability");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        *mut ::core::ffi::c_int,
        CUdevice,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(major, minor, dev) })
}

/// `cuDevicePrimaryCtxRetain`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDevicePrimaryCtxRetain(
    pctx: *mut CUcontext,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDevicePrimaryCtxRetain");
    type __F = unsafe extern "C" fn(*mut CUcontext, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pctx, dev) })
}

/// `cuDevicePrimaryCtxRelease_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDevicePrimaryCtxRelease_v2(dev: CUdevice) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDevicePrimaryCtxRelease_v2");
    type __F = unsafe extern "C" fn(CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dev) })
}

/// `cuDevicePrimaryCtxSetFlags_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDevicePrimaryCtxSetFlags_v2(
    dev: CUdevice,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDevicePrimaryCtxSetFlags_v2");
    type __F = unsafe extern "C" fn(CUdevice, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dev, flags) })
}

/// `cuDevicePrimaryCtxGetState`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDevicePrimaryCtxGetState(
    dev: CUdevice,
    flags: *mut ::core::ffi::c_uint,
    active: *mut ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDevicePrimaryCtxGetState");
    type __F = unsafe extern "C" fn(
        CUdevice,
        *mut ::core::ffi::c_uint,
        *mut ::core::ffi::c_int,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dev, flags, active) })
}

/// `cuDevicePrimaryCtxReset_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDevicePrimaryCtxReset_v2(dev: CUdevice) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDevicePrimaryCtxReset_v2");
    type __F = unsafe extern "C" fn(CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dev) })
}

/// `cuCtxCreate_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxCreate_v2(
    pctx: *mut CUcontext,
    flags: ::core::ffi::c_uint,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxCreate_v2");
    type __F = unsafe extern "C" fn(*mut CUcontext, ::core::ffi::c_uint, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pctx, flags, dev) })
}

/// `cuCtxCreate_v3`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxCreate_v3(
    pctx: *mut CUcontext,
    paramsArray: *mut CUexecAffinityParam,
    numParams: ::core::ffi::c_int,
    flags: ::core::ffi::c_uint,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxCreate_v3");
    type __F = unsafe extern "C" fn(
        *mut CUcontext,
        *mut CUexecAffinityParam,
        ::core::ffi::c_int,
        ::core::ffi::c_uint,
        CUdevice,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pctx, paramsArray, numParams, flags, dev) })
}

/// `cuCtxCreate_v4`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxCreate_v4(
    pctx: *mut CUcontext,
    ctxCreateParams: *mut CUctxCreateParams,
    flags: ::core::ffi::c_uint,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxCreate_v4");
    type __F = unsafe extern "C" fn(
        *mut CUcontext,
        *mut CUctxCreateParams,
        ::core::ffi::c_uint,
        CUdevice,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pctx, ctxCreateParams, flags, dev) })
}

/// `cuCtxDestroy_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxDestroy_v2(ctx: CUcontext) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxDestroy_v2");
    type __F = unsafe extern "C" fn(CUcontext) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ctx) })
}

/// `cuCtxPushCurrent_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxPushCurrent_v2(ctx: CUcontext) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxPushCurrent_v2");
    type __F = unsafe extern "C" fn(CUcontext) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ctx) })
}

/// `cuCtxPopCurrent_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxPopCurrent_v2(pctx: *mut CUcontext) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxPopCurrent_v2");
    type __F = unsafe extern "C" fn(*mut CUcontext) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pctx) })
}

/// `cuCtxSetCurrent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxSetCurrent(ctx: CUcontext) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxSetCurrent");
    type __F = unsafe extern "C" fn(CUcontext) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ctx) })
}

/// `cuCtxGetCurrent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxGetCurrent(pctx: *mut CUcontext) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxGetCurrent");
    type __F = unsafe extern "C" fn(*mut CUcontext) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pctx) })
}

/// `cuCtxGetDevice`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxGetDevice(device: *mut CUdevice) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxGetDevice");
    type __F = unsafe extern "C" fn(*mut CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(device) })
}

/// `cuCtxGetFlags`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxGetFlags(flags: *mut ::core::ffi::c_uint) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxGetFlags");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(flags) })
}

/// `cuCtxSetFlags`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxSetFlags(flags: ::core::ffi::c_uint) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxSetFlags");
    type __F = unsafe extern "C" fn(::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(flags) })
}

/// `cuCtxGetId`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxGetId(
    ctx: CUcontext,
    ctxId: *mut ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxGetId");
    type __F = unsafe extern "C" fn(CUcontext, *mut ::core::ffi::c_ulonglong) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ctx, ctxId) })
}

/// `cuCtxSynchronize`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxSynchronize() -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxSynchronize");
    type __F = unsafe extern "C" fn() -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f() })
}

/// `cuCtxSetLimit`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxSetLimit(limit: CUlimit, value: usize) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxSetLimit");
    type __F = unsafe extern "C" fn(CUlimit, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(limit, value) })
}

/// `cuCtxGetLimit`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxGetLimit(pvalue: *mut usize, limit: CUlimit) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxGetLimit");
    type __F = unsafe extern "C" fn(*mut usize, CUlimit) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pvalue, limit) })
}

/// `cuCtxGetCacheConfig`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxGetCacheConfig(pconfig: *mut CUfunc_cache) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxGetCacheConfig");
    type __F = unsafe extern "C" fn(*mut CUfunc_cache) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pconfig) })
}

/// `cuCtxSetCacheConfig`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxSetCacheConfig(config: CUfunc_cache) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxSetCacheConfig");
    type __F = unsafe extern "C" fn(CUfunc_cache) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(config) })
}

/// `cuCtxGetApiVersion`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxGetApiVersion(
    ctx: CUcontext,
    version: *mut ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxGetApiVersion");
    type __F = unsafe extern "C" fn(CUcontext, *mut ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ctx, version) })
}

/// `cuCtxGetStreamPriorityRange`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxGetStreamPriorityRange(
    leastPriority: *mut ::core::ffi::c_int,
    greatestPriority: *mut ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxGetStreamPriorityRange");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int, *mut ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(leastPriority, greatestPriority) })
}

/// `cuCtxResetPersistingL2Cache`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxResetPersistingL2Cache() -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxResetPersistingL2Cache");
    type __F = unsafe extern "C" fn() -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f() })
}

/// `cuCtxGetExecAffinity`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxGetExecAffinity(
    pExecAffinity: *mut CUexecAffinityParam,
    type_: CUexecAffinityType,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxGetExecAffinity");
    type __F = unsafe extern "C" fn(*mut CUexecAffinityParam, CUexecAffinityType) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pExecAffinity, type_) })
}

/// `cuCtxRecordEvent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxRecordEvent(hCtx: CUcontext, hEvent: CUevent) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxRecordEvent");
    type __F = unsafe extern "C" fn(CUcontext, CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hCtx, hEvent) })
}

/// `cuCtxWaitEvent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxWaitEvent(hCtx: CUcontext, hEvent: CUevent) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxWaitEvent");
    type __F = unsafe extern "C" fn(CUcontext, CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hCtx, hEvent) })
}

/// `cuCtxAttach`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxAttach(
    pctx: *mut CUcontext,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxAttach");
    type __F = unsafe extern "C" fn(*mut CUcontext, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pctx, flags) })
}

/// `cuCtxDetach`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxDetach(ctx: CUcontext) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxDetach");
    type __F = unsafe extern "C" fn(CUcontext) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ctx) })
}

/// `cuCtxGetSharedMemConfig`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxGetSharedMemConfig(pConfig: *mut CUsharedconfig) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxGetSharedMemConfig");
    type __F = unsafe extern "C" fn(*mut CUsharedconfig) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pConfig) })
}

/// `cuCtxSetSharedMemConfig`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxSetSharedMemConfig(config: CUsharedconfig) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxSetSharedMemConfig");
    type __F = unsafe extern "C" fn(CUsharedconfig) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(config) })
}

/// `cuModuleLoad`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleLoad(
    module: *mut CUmodule,
    fname: *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleLoad");
    type __F = unsafe extern "C" fn(*mut CUmodule, *const ::core::ffi::c_char) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(module, fname) })
}

/// `cuModuleLoadData`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleLoadData(
    module: *mut CUmodule,
    image: *const ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleLoadData");
    type __F = unsafe extern "C" fn(*mut CUmodule, *const ::core::ffi::c_void) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(module, image) })
}

/// `cuModuleLoadDataEx`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleLoadDataEx(
    module: *mut CUmodule,
    image: *const ::core::ffi::c_void,
    numOptions: ::core::ffi::c_uint,
    options: *mut CUjit_option,
    optionValues: *mut *mut ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleLoadDataEx");
    type __F = unsafe extern "C" fn(
        *mut CUmodule,
        *const ::core::ffi::c_void,
        ::core::ffi::c_uint,
        *mut CUjit_option,
        *mut *mut ::core::ffi::c_void,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(module, image, numOptions, options, optionValues) })
}

/// `cuModuleLoadFatBinary`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleLoadFatBinary(
    module: *mut CUmodule,
    fatCubin: *const ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleLoadFatBinary");
    type __F = unsafe extern "C" fn(*mut CUmodule, *const ::core::ffi::c_void) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(module, fatCubin) })
}

/// `cuModuleUnload`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleUnload(hmod: CUmodule) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleUnload");
    type __F = unsafe extern "C" fn(CUmodule) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hmod) })
}

/// `cuModuleGetLoadingMode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleGetLoadingMode(
    mode: *mut CUmoduleLoadingMode,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleGetLoadingMode");
    type __F = unsafe extern "C" fn(*mut CUmoduleLoadingMode) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(mode) })
}

/// `cuModuleGetFunction`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleGetFunction(
    hfunc: *mut CUfunction,
    hmod: CUmodule,
    name: *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleGetFunction");
    type __F =
        unsafe extern "C" fn(*mut CUfunction, CUmodule, *const ::core::ffi::c_char) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hfunc, hmod, name) })
}

/// `cuModuleGetFunctionCount`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleGetFunctionCount(
    count: *mut ::core::ffi::c_uint,
    mod_: CUmodule,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleGetFunctionCount");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_uint, CUmodule) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(count, mod_) })
}

/// `cuModuleEnumerateFunctions`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleEnumerateFunctions(
    functions: *mut CUfunction,
    numFunctions: ::core::ffi::c_uint,
    mod_: CUmodule,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleEnumerateFunctions");
    type __F = unsafe extern "C" fn(*mut CUfunction, ::core::ffi::c_uint, CUmodule) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(functions, numFunctions, mod_) })
}

/// `cuModuleGetGlobal_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleGetGlobal_v2(
    dptr: *mut CUdeviceptr,
    bytes: *mut usize,
    hmod: CUmodule,
    name: *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleGetGlobal_v2");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        *mut usize,
        CUmodule,
        *const ::core::ffi::c_char,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dptr, bytes, hmod, name) })
}

/// `cuLinkCreate_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLinkCreate_v2(
    numOptions: ::core::ffi::c_uint,
    options: *mut CUjit_option,
    optionValues: *mut *mut ::core::ffi::c_void,
    stateOut: *mut CUlinkState,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLinkCreate_v2");
    type __F = unsafe extern "C" fn(
        ::core::ffi::c_uint,
        *mut CUjit_option,
        *mut *mut ::core::ffi::c_void,
        *mut CUlinkState,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(numOptions, options, optionValues, stateOut) })
}

/// `cuLinkAddData_v2`, resolved from libcuda on first use.
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
) -> Result<CUresult, LoadError> {
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
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `cuLinkAddFile_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLinkAddFile_v2(
    state: CUlinkState,
    type_: CUjitInputType,
    path: *const ::core::ffi::c_char,
    numOptions: ::core::ffi::c_uint,
    options: *mut CUjit_option,
    optionValues: *mut *mut ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLinkAddFile_v2");
    type __F = unsafe extern "C" fn(
        CUlinkState,
        CUjitInputType,
        *const ::core::ffi::c_char,
        ::core::ffi::c_uint,
        *mut CUjit_option,
        *mut *mut ::core::ffi::c_void,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(state, type_, path, numOptions, options, optionValues) })
}

/// `cuLinkComplete`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLinkComplete(
    state: CUlinkState,
    cubinOut: *mut *mut ::core::ffi::c_void,
    sizeOut: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLinkComplete");
    type __F =
        unsafe extern "C" fn(CUlinkState, *mut *mut ::core::ffi::c_void, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(state, cubinOut, sizeOut) })
}

/// `cuLinkDestroy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLinkDestroy(state: CUlinkState) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLinkDestroy");
    type __F = unsafe extern "C" fn(CUlinkState) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(state) })
}

/// `cuModuleGetTexRef`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleGetTexRef(
    pTexRef: *mut CUtexref,
    hmod: CUmodule,
    name: *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleGetTexRef");
    type __F =
        unsafe extern "C" fn(*mut CUtexref, CUmodule, *const ::core::ffi::c_char) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pTexRef, hmod, name) })
}

/// `cuModuleGetSurfRef`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuModuleGetSurfRef(
    pSurfRef: *mut CUsurfref,
    hmod: CUmodule,
    name: *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuModuleGetSurfRef");
    type __F =
        unsafe extern "C" fn(*mut CUsurfref, CUmodule, *const ::core::ffi::c_char) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pSurfRef, hmod, name) })
}

/// `cuLibraryLoadData`, resolved from libcuda on first use.
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
) -> Result<CUresult, LoadError> {
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
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `cuLibraryLoadFromFile`, resolved from libcuda on first use.
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
) -> Result<CUresult, LoadError> {
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
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `cuLibraryUnload`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLibraryUnload(library: CUlibrary) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLibraryUnload");
    type __F = unsafe extern "C" fn(CUlibrary) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(library) })
}

/// `cuLibraryGetKernel`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLibraryGetKernel(
    pKernel: *mut CUkernel,
    library: CUlibrary,
    name: *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetKernel");
    type __F =
        unsafe extern "C" fn(*mut CUkernel, CUlibrary, *const ::core::ffi::c_char) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pKernel, library, name) })
}

/// `cuLibraryGetKernelCount`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLibraryGetKernelCount(
    count: *mut ::core::ffi::c_uint,
    lib: CUlibrary,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetKernelCount");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_uint, CUlibrary) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(count, lib) })
}

/// `cuLibraryEnumerateKernels`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLibraryEnumerateKernels(
    kernels: *mut CUkernel,
    numKernels: ::core::ffi::c_uint,
    lib: CUlibrary,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLibraryEnumerateKernels");
    type __F = unsafe extern "C" fn(*mut CUkernel, ::core::ffi::c_uint, CUlibrary) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(kernels, numKernels, lib) })
}

/// `cuLibraryGetModule`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLibraryGetModule(
    pMod: *mut CUmodule,
    library: CUlibrary,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetModule");
    type __F = unsafe extern "C" fn(*mut CUmodule, CUlibrary) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pMod, library) })
}

/// `cuKernelGetFunction`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuKernelGetFunction(
    pFunc: *mut CUfunction,
    kernel: CUkernel,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuKernelGetFunction");
    type __F = unsafe extern "C" fn(*mut CUfunction, CUkernel) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pFunc, kernel) })
}

/// `cuKernelGetLibrary`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuKernelGetLibrary(
    pLib: *mut CUlibrary,
    kernel: CUkernel,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuKernelGetLibrary");
    type __F = unsafe extern "C" fn(*mut CUlibrary, CUkernel) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pLib, kernel) })
}

/// `cuLibraryGetGlobal`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLibraryGetGlobal(
    dptr: *mut CUdeviceptr,
    bytes: *mut usize,
    library: CUlibrary,
    name: *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetGlobal");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        *mut usize,
        CUlibrary,
        *const ::core::ffi::c_char,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dptr, bytes, library, name) })
}

/// `cuLibraryGetManaged`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLibraryGetManaged(
    dptr: *mut CUdeviceptr,
    bytes: *mut usize,
    library: CUlibrary,
    name: *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetManaged");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        *mut usize,
        CUlibrary,
        *const ::core::ffi::c_char,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dptr, bytes, library, name) })
}

/// `cuLibraryGetUnifiedFunction`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLibraryGetUnifiedFunction(
    fptr: *mut *mut ::core::ffi::c_void,
    library: CUlibrary,
    symbol: *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLibraryGetUnifiedFunction");
    type __F = unsafe extern "C" fn(
        *mut *mut ::core::ffi::c_void,
        CUlibrary,
        *const ::core::ffi::c_char,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(fptr, library, symbol) })
}

/// `cuKernelGetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuKernelGetAttribute(
    pi: *mut ::core::ffi::c_int,
    attrib: CUfunction_attribute,
    kernel: CUkernel,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuKernelGetAttribute");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        CUfunction_attribute,
        CUkernel,
        CUdevice,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pi, attrib, kernel, dev) })
}

/// `cuKernelSetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuKernelSetAttribute(
    attrib: CUfunction_attribute,
    val: ::core::ffi::c_int,
    kernel: CUkernel,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuKernelSetAttribute");
    type __F = unsafe extern "C" fn(
        CUfunction_attribute,
        ::core::ffi::c_int,
        CUkernel,
        CUdevice,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(attrib, val, kernel, dev) })
}

/// `cuKernelSetCacheConfig`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuKernelSetCacheConfig(
    kernel: CUkernel,
    config: CUfunc_cache,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuKernelSetCacheConfig");
    type __F = unsafe extern "C" fn(CUkernel, CUfunc_cache, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(kernel, config, dev) })
}

/// `cuKernelGetName`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuKernelGetName(
    name: *mut *const ::core::ffi::c_char,
    hfunc: CUkernel,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuKernelGetName");
    type __F = unsafe extern "C" fn(*mut *const ::core::ffi::c_char, CUkernel) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(name, hfunc) })
}

/// `cuKernelGetParamInfo`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuKernelGetParamInfo(
    kernel: CUkernel,
    paramIndex: usize,
    paramOffset: *mut usize,
    paramSize: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuKernelGetParamInfo");
    type __F = unsafe extern "C" fn(CUkernel, usize, *mut usize, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(kernel, paramIndex, paramOffset, paramSize) })
}

/// `cuMemGetInfo_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemGetInfo_v2(free: *mut usize, total: *mut usize) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemGetInfo_v2");
    type __F = unsafe extern "C" fn(*mut usize, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(free, total) })
}

/// `cuMemAlloc_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemAlloc_v2(
    dptr: *mut CUdeviceptr,
    bytesize: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemAlloc_v2");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dptr, bytesize) })
}

/// `cuMemAllocPitch_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemAllocPitch_v2(
    dptr: *mut CUdeviceptr,
    pPitch: *mut usize,
    WidthInBytes: usize,
    Height: usize,
    ElementSizeBytes: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemAllocPitch_v2");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        *mut usize,
        usize,
        usize,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dptr, pPitch, WidthInBytes, Height, ElementSizeBytes) })
}

/// `cuMemFree_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemFree_v2(dptr: CUdeviceptr) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemFree_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dptr) })
}

/// `cuMemGetAddressRange_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemGetAddressRange_v2(
    pbase: *mut CUdeviceptr,
    psize: *mut usize,
    dptr: CUdeviceptr,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemGetAddressRange_v2");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, *mut usize, CUdeviceptr) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pbase, psize, dptr) })
}

/// `cuMemAllocHost_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemAllocHost_v2(
    pp: *mut *mut ::core::ffi::c_void,
    bytesize: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemAllocHost_v2");
    type __F = unsafe extern "C" fn(*mut *mut ::core::ffi::c_void, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pp, bytesize) })
}

/// `cuMemFreeHost`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemFreeHost(p: *mut ::core::ffi::c_void) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemFreeHost");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(p) })
}

/// `cuMemHostAlloc`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemHostAlloc(
    pp: *mut *mut ::core::ffi::c_void,
    bytesize: usize,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemHostAlloc");
    type __F =
        unsafe extern "C" fn(*mut *mut ::core::ffi::c_void, usize, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pp, bytesize, Flags) })
}

/// `cuMemHostGetDevicePointer_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemHostGetDevicePointer_v2(
    pdptr: *mut CUdeviceptr,
    p: *mut ::core::ffi::c_void,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemHostGetDevicePointer_v2");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        *mut ::core::ffi::c_void,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pdptr, p, Flags) })
}

/// `cuMemHostGetFlags`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemHostGetFlags(
    pFlags: *mut ::core::ffi::c_uint,
    p: *mut ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemHostGetFlags");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_uint, *mut ::core::ffi::c_void) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pFlags, p) })
}

/// `cuMemAllocManaged`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemAllocManaged(
    dptr: *mut CUdeviceptr,
    bytesize: usize,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemAllocManaged");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, usize, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dptr, bytesize, flags) })
}

/// `cuDeviceRegisterAsyncNotification`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceRegisterAsyncNotification(
    device: CUdevice,
    callbackFunc: CUasyncCallback,
    userData: *mut ::core::ffi::c_void,
    callback: *mut CUasyncCallbackHandle,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceRegisterAsyncNotification");
    type __F = unsafe extern "C" fn(
        CUdevice,
        CUasyncCallback,
        *mut ::core::ffi::c_void,
        *mut CUasyncCallbackHandle,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(device, callbackFunc, userData, callback) })
}

/// `cuDeviceUnregisterAsyncNotification`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceUnregisterAsyncNotification(
    device: CUdevice,
    callback: CUasyncCallbackHandle,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceUnregisterAsyncNotification");
    type __F = unsafe extern "C" fn(CUdevice, CUasyncCallbackHandle) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(device, callback) })
}

/// `cuDeviceGetByPCIBusId`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetByPCIBusId(
    dev: *mut CUdevice,
    pciBusId: *const ::core::ffi::c_char,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetByPCIBusId");
    type __F = unsafe extern "C" fn(*mut CUdevice, *const ::core::ffi::c_char) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dev, pciBusId) })
}

/// `cuDeviceGetPCIBusId`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetPCIBusId(
    pciBusId: *mut ::core::ffi::c_char,
    len: ::core::ffi::c_int,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetPCIBusId");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_char, ::core::ffi::c_int, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pciBusId, len, dev) })
}

/// `cuIpcGetEventHandle`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuIpcGetEventHandle(
    pHandle: *mut CUipcEventHandle,
    event: CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuIpcGetEventHandle");
    type __F = unsafe extern "C" fn(*mut CUipcEventHandle, CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pHandle, event) })
}

/// `cuIpcOpenEventHandle`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuIpcOpenEventHandle(
    phEvent: *mut CUevent,
    handle: CUipcEventHandle,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuIpcOpenEventHandle");
    type __F = unsafe extern "C" fn(*mut CUevent, CUipcEventHandle) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phEvent, handle) })
}

/// `cuIpcGetMemHandle`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuIpcGetMemHandle(
    pHandle: *mut CUipcMemHandle,
    dptr: CUdeviceptr,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuIpcGetMemHandle");
    type __F = unsafe extern "C" fn(*mut CUipcMemHandle, CUdeviceptr) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pHandle, dptr) })
}

/// `cuIpcOpenMemHandle_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuIpcOpenMemHandle_v2(
    pdptr: *mut CUdeviceptr,
    handle: CUipcMemHandle,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuIpcOpenMemHandle_v2");
    type __F =
        unsafe extern "C" fn(*mut CUdeviceptr, CUipcMemHandle, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pdptr, handle, Flags) })
}

/// `cuIpcCloseMemHandle`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuIpcCloseMemHandle(dptr: CUdeviceptr) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuIpcCloseMemHandle");
    type __F = unsafe extern "C" fn(CUdeviceptr) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dptr) })
}

/// `cuMemHostRegister_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemHostRegister_v2(
    p: *mut ::core::ffi::c_void,
    bytesize: usize,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemHostRegister_v2");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_void, usize, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(p, bytesize, Flags) })
}

/// `cuMemHostUnregister`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemHostUnregister(p: *mut ::core::ffi::c_void) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemHostUnregister");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(p) })
}

/// `cuMemcpy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpy(
    dst: CUdeviceptr,
    src: CUdeviceptr,
    ByteCount: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpy");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUdeviceptr, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dst, src, ByteCount) })
}

/// `cuMemcpyPeer`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyPeer(
    dstDevice: CUdeviceptr,
    dstContext: CUcontext,
    srcDevice: CUdeviceptr,
    srcContext: CUcontext,
    ByteCount: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyPeer");
    type __F =
        unsafe extern "C" fn(CUdeviceptr, CUcontext, CUdeviceptr, CUcontext, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, dstContext, srcDevice, srcContext, ByteCount) })
}

/// `cuMemcpyHtoD_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyHtoD_v2(
    dstDevice: CUdeviceptr,
    srcHost: *const ::core::ffi::c_void,
    ByteCount: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyHtoD_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, *const ::core::ffi::c_void, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, srcHost, ByteCount) })
}

/// `cuMemcpyDtoH_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyDtoH_v2(
    dstHost: *mut ::core::ffi::c_void,
    srcDevice: CUdeviceptr,
    ByteCount: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyDtoH_v2");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void, CUdeviceptr, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstHost, srcDevice, ByteCount) })
}

/// `cuMemcpyDtoD_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyDtoD_v2(
    dstDevice: CUdeviceptr,
    srcDevice: CUdeviceptr,
    ByteCount: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyDtoD_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUdeviceptr, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, srcDevice, ByteCount) })
}

/// `cuMemcpyDtoA_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyDtoA_v2(
    dstArray: CUarray,
    dstOffset: usize,
    srcDevice: CUdeviceptr,
    ByteCount: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyDtoA_v2");
    type __F = unsafe extern "C" fn(CUarray, usize, CUdeviceptr, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstArray, dstOffset, srcDevice, ByteCount) })
}

/// `cuMemcpyAtoD_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyAtoD_v2(
    dstDevice: CUdeviceptr,
    srcArray: CUarray,
    srcOffset: usize,
    ByteCount: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyAtoD_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUarray, usize, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, srcArray, srcOffset, ByteCount) })
}

/// `cuMemcpyHtoA_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyHtoA_v2(
    dstArray: CUarray,
    dstOffset: usize,
    srcHost: *const ::core::ffi::c_void,
    ByteCount: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyHtoA_v2");
    type __F = unsafe extern "C" fn(CUarray, usize, *const ::core::ffi::c_void, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstArray, dstOffset, srcHost, ByteCount) })
}

/// `cuMemcpyAtoH_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyAtoH_v2(
    dstHost: *mut ::core::ffi::c_void,
    srcArray: CUarray,
    srcOffset: usize,
    ByteCount: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyAtoH_v2");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_void, CUarray, usize, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstHost, srcArray, srcOffset, ByteCount) })
}

/// `cuMemcpyAtoA_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyAtoA_v2(
    dstArray: CUarray,
    dstOffset: usize,
    srcArray: CUarray,
    srcOffset: usize,
    ByteCount: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyAtoA_v2");
    type __F = unsafe extern "C" fn(CUarray, usize, CUarray, usize, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstArray, dstOffset, srcArray, srcOffset, ByteCount) })
}

/// `cuMemcpy2D_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpy2D_v2(pCopy: *const CUDA_MEMCPY2D) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpy2D_v2");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY2D) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pCopy) })
}

/// `cuMemcpy2DUnaligned_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpy2DUnaligned_v2(pCopy: *const CUDA_MEMCPY2D) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpy2DUnaligned_v2");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY2D) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pCopy) })
}

/// `cuMemcpy3D_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpy3D_v2(pCopy: *const CUDA_MEMCPY3D) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpy3D_v2");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY3D) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pCopy) })
}

/// `cuMemcpy3DPeer`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpy3DPeer(pCopy: *const CUDA_MEMCPY3D_PEER) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpy3DPeer");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY3D_PEER) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pCopy) })
}

/// `cuMemcpyAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyAsync(
    dst: CUdeviceptr,
    src: CUdeviceptr,
    ByteCount: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyAsync");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUdeviceptr, usize, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dst, src, ByteCount, hStream) })
}

/// `cuMemcpyPeerAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyPeerAsync(
    dstDevice: CUdeviceptr,
    dstContext: CUcontext,
    srcDevice: CUdeviceptr,
    srcContext: CUcontext,
    ByteCount: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyPeerAsync");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        CUcontext,
        CUdeviceptr,
        CUcontext,
        usize,
        CUstream,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream,
        )
    })
}

/// `cuMemcpyHtoDAsync_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyHtoDAsync_v2(
    dstDevice: CUdeviceptr,
    srcHost: *const ::core::ffi::c_void,
    ByteCount: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyHtoDAsync_v2");
    type __F =
        unsafe extern "C" fn(CUdeviceptr, *const ::core::ffi::c_void, usize, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, srcHost, ByteCount, hStream) })
}

/// `cuMemcpyDtoHAsync_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyDtoHAsync_v2(
    dstHost: *mut ::core::ffi::c_void,
    srcDevice: CUdeviceptr,
    ByteCount: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyDtoHAsync_v2");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_void, CUdeviceptr, usize, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstHost, srcDevice, ByteCount, hStream) })
}

/// `cuMemcpyDtoDAsync_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyDtoDAsync_v2(
    dstDevice: CUdeviceptr,
    srcDevice: CUdeviceptr,
    ByteCount: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyDtoDAsync_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUdeviceptr, usize, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, srcDevice, ByteCount, hStream) })
}

/// `cuMemcpyHtoAAsync_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyHtoAAsync_v2(
    dstArray: CUarray,
    dstOffset: usize,
    srcHost: *const ::core::ffi::c_void,
    ByteCount: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyHtoAAsync_v2");
    type __F = unsafe extern "C" fn(
        CUarray,
        usize,
        *const ::core::ffi::c_void,
        usize,
        CUstream,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstArray, dstOffset, srcHost, ByteCount, hStream) })
}

/// `cuMemcpyAtoHAsync_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpyAtoHAsync_v2(
    dstHost: *mut ::core::ffi::c_void,
    srcArray: CUarray,
    srcOffset: usize,
    ByteCount: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpyAtoHAsync_v2");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_void, CUarray, usize, usize, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstHost, srcArray, srcOffset, ByteCount, hStream) })
}

/// `cuMemcpy2DAsync_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpy2DAsync_v2(
    pCopy: *const CUDA_MEMCPY2D,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpy2DAsync_v2");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY2D, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pCopy, hStream) })
}

/// `cuMemcpy3DAsync_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpy3DAsync_v2(
    pCopy: *const CUDA_MEMCPY3D,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpy3DAsync_v2");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY3D, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pCopy, hStream) })
}

/// `cuMemcpy3DPeerAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpy3DPeerAsync(
    pCopy: *const CUDA_MEMCPY3D_PEER,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpy3DPeerAsync");
    type __F = unsafe extern "C" fn(*const CUDA_MEMCPY3D_PEER, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pCopy, hStream) })
}

/// `cuMemcpyBatchAsync`, resolved from libcuda on first use.
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
) -> Result<CUresult, LoadError> {
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
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, failIdx, hStream,
        )
    })
}

/// `cuMemcpy3DBatchAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemcpy3DBatchAsync(
    numOps: usize,
    opList: *mut CUDA_MEMCPY3D_BATCH_OP,
    failIdx: *mut usize,
    flags: ::core::ffi::c_ulonglong,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemcpy3DBatchAsync");
    type __F = unsafe extern "C" fn(
        usize,
        *mut CUDA_MEMCPY3D_BATCH_OP,
        *mut usize,
        ::core::ffi::c_ulonglong,
        CUstream,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(numOps, opList, failIdx, flags, hStream) })
}

/// `cuMemsetD8_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD8_v2(
    dstDevice: CUdeviceptr,
    uc: ::core::ffi::c_uchar,
    N: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD8_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_uchar, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, uc, N) })
}

/// `cuMemsetD16_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD16_v2(
    dstDevice: CUdeviceptr,
    us: ::core::ffi::c_ushort,
    N: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD16_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_ushort, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, us, N) })
}

/// `cuMemsetD32_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD32_v2(
    dstDevice: CUdeviceptr,
    ui: ::core::ffi::c_uint,
    N: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD32_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_uint, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, ui, N) })
}

/// `cuMemsetD2D8_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD2D8_v2(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    uc: ::core::ffi::c_uchar,
    Width: usize,
    Height: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D8_v2");
    type __F =
        unsafe extern "C" fn(CUdeviceptr, usize, ::core::ffi::c_uchar, usize, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, dstPitch, uc, Width, Height) })
}

/// `cuMemsetD2D16_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD2D16_v2(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    us: ::core::ffi::c_ushort,
    Width: usize,
    Height: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D16_v2");
    type __F =
        unsafe extern "C" fn(CUdeviceptr, usize, ::core::ffi::c_ushort, usize, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, dstPitch, us, Width, Height) })
}

/// `cuMemsetD2D32_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD2D32_v2(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    ui: ::core::ffi::c_uint,
    Width: usize,
    Height: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D32_v2");
    type __F =
        unsafe extern "C" fn(CUdeviceptr, usize, ::core::ffi::c_uint, usize, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, dstPitch, ui, Width, Height) })
}

/// `cuMemsetD8Async`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD8Async(
    dstDevice: CUdeviceptr,
    uc: ::core::ffi::c_uchar,
    N: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD8Async");
    type __F = unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_uchar, usize, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, uc, N, hStream) })
}

/// `cuMemsetD16Async`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD16Async(
    dstDevice: CUdeviceptr,
    us: ::core::ffi::c_ushort,
    N: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD16Async");
    type __F =
        unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_ushort, usize, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, us, N, hStream) })
}

/// `cuMemsetD32Async`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD32Async(
    dstDevice: CUdeviceptr,
    ui: ::core::ffi::c_uint,
    N: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD32Async");
    type __F = unsafe extern "C" fn(CUdeviceptr, ::core::ffi::c_uint, usize, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, ui, N, hStream) })
}

/// `cuMemsetD2D8Async`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD2D8Async(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    uc: ::core::ffi::c_uchar,
    Width: usize,
    Height: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D8Async");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        usize,
        ::core::ffi::c_uchar,
        usize,
        usize,
        CUstream,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, dstPitch, uc, Width, Height, hStream) })
}

/// `cuMemsetD2D16Async`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD2D16Async(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    us: ::core::ffi::c_ushort,
    Width: usize,
    Height: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D16Async");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        usize,
        ::core::ffi::c_ushort,
        usize,
        usize,
        CUstream,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, dstPitch, us, Width, Height, hStream) })
}

/// `cuMemsetD2D32Async`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemsetD2D32Async(
    dstDevice: CUdeviceptr,
    dstPitch: usize,
    ui: ::core::ffi::c_uint,
    Width: usize,
    Height: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemsetD2D32Async");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        usize,
        ::core::ffi::c_uint,
        usize,
        usize,
        CUstream,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dstDevice, dstPitch, ui, Width, Height, hStream) })
}

/// `cuArrayCreate_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuArrayCreate_v2(
    pHandle: *mut CUarray,
    pAllocateArray: *const CUDA_ARRAY_DESCRIPTOR,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuArrayCreate_v2");
    type __F = unsafe extern "C" fn(*mut CUarray, *const CUDA_ARRAY_DESCRIPTOR) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pHandle, pAllocateArray) })
}

/// `cuArrayGetDescriptor_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuArrayGetDescriptor_v2(
    pArrayDescriptor: *mut CUDA_ARRAY_DESCRIPTOR,
    hArray: CUarray,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuArrayGetDescriptor_v2");
    type __F = unsafe extern "C" fn(*mut CUDA_ARRAY_DESCRIPTOR, CUarray) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pArrayDescriptor, hArray) })
}

/// `cuArrayGetSparseProperties`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuArrayGetSparseProperties(
    sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES,
    array: CUarray,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuArrayGetSparseProperties");
    type __F = unsafe extern "C" fn(*mut CUDA_ARRAY_SPARSE_PROPERTIES, CUarray) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(sparseProperties, array) })
}

/// `cuMipmappedArrayGetSparseProperties`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMipmappedArrayGetSparseProperties(
    sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES,
    mipmap: CUmipmappedArray,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMipmappedArrayGetSparseProperties");
    type __F =
        unsafe extern "C" fn(*mut CUDA_ARRAY_SPARSE_PROPERTIES, CUmipmappedArray) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(sparseProperties, mipmap) })
}

/// `cuArrayGetMemoryRequirements`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuArrayGetMemoryRequirements(
    memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
    array: CUarray,
    device: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuArrayGetMemoryRequirements");
    type __F =
        unsafe extern "C" fn(*mut CUDA_ARRAY_MEMORY_REQUIREMENTS, CUarray, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(memoryRequirements, array, device) })
}

/// `cuMipmappedArrayGetMemoryRequirements`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMipmappedArrayGetMemoryRequirements(
    memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
    mipmap: CUmipmappedArray,
    device: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMipmappedArrayGetMemoryRequirements");
    type __F = unsafe extern "C" fn(
        *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
        CUmipmappedArray,
        CUdevice,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(memoryRequirements, mipmap, device) })
}

/// `cuArrayGetPlane`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuArrayGetPlane(
    pPlaneArray: *mut CUarray,
    hArray: CUarray,
    planeIdx: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuArrayGetPlane");
    type __F = unsafe extern "C" fn(*mut CUarray, CUarray, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pPlaneArray, hArray, planeIdx) })
}

/// `cuArrayDestroy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuArrayDestroy(hArray: CUarray) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuArrayDestroy");
    type __F = unsafe extern "C" fn(CUarray) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hArray) })
}

/// `cuArray3DCreate_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuArray3DCreate_v2(
    pHandle: *mut CUarray,
    pAllocateArray: *const CUDA_ARRAY3D_DESCRIPTOR,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuArray3DCreate_v2");
    type __F = unsafe extern "C" fn(*mut CUarray, *const CUDA_ARRAY3D_DESCRIPTOR) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pHandle, pAllocateArray) })
}

/// `cuArray3DGetDescriptor_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuArray3DGetDescriptor_v2(
    pArrayDescriptor: *mut CUDA_ARRAY3D_DESCRIPTOR,
    hArray: CUarray,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuArray3DGetDescriptor_v2");
    type __F = unsafe extern "C" fn(*mut CUDA_ARRAY3D_DESCRIPTOR, CUarray) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pArrayDescriptor, hArray) })
}

/// `cuMipmappedArrayCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMipmappedArrayCreate(
    pHandle: *mut CUmipmappedArray,
    pMipmappedArrayDesc: *const CUDA_ARRAY3D_DESCRIPTOR,
    numMipmapLevels: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMipmappedArrayCreate");
    type __F = unsafe extern "C" fn(
        *mut CUmipmappedArray,
        *const CUDA_ARRAY3D_DESCRIPTOR,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pHandle, pMipmappedArrayDesc, numMipmapLevels) })
}

/// `cuMipmappedArrayGetLevel`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMipmappedArrayGetLevel(
    pLevelArray: *mut CUarray,
    hMipmappedArray: CUmipmappedArray,
    level: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMipmappedArrayGetLevel");
    type __F =
        unsafe extern "C" fn(*mut CUarray, CUmipmappedArray, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pLevelArray, hMipmappedArray, level) })
}

/// `cuMipmappedArrayDestroy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMipmappedArrayDestroy(
    hMipmappedArray: CUmipmappedArray,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMipmappedArrayDestroy");
    type __F = unsafe extern "C" fn(CUmipmappedArray) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hMipmappedArray) })
}

/// `cuMemGetHandleForAddressRange`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemGetHandleForAddressRange(
    handle: *mut ::core::ffi::c_void,
    dptr: CUdeviceptr,
    size: usize,
    handleType: CUmemRangeHandleType,
    flags: ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemGetHandleForAddressRange");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        CUdeviceptr,
        usize,
        CUmemRangeHandleType,
        ::core::ffi::c_ulonglong,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(handle, dptr, size, handleType, flags) })
}

/// `cuMemBatchDecompressAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemBatchDecompressAsync(
    paramsArray: *mut CUmemDecompressParams,
    count: usize,
    flags: ::core::ffi::c_uint,
    errorIndex: *mut usize,
    stream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemBatchDecompressAsync");
    type __F = unsafe extern "C" fn(
        *mut CUmemDecompressParams,
        usize,
        ::core::ffi::c_uint,
        *mut usize,
        CUstream,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(paramsArray, count, flags, errorIndex, stream) })
}

/// `cuMemAddressReserve`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemAddressReserve(
    ptr: *mut CUdeviceptr,
    size: usize,
    alignment: usize,
    addr: CUdeviceptr,
    flags: ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemAddressReserve");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        usize,
        usize,
        CUdeviceptr,
        ::core::ffi::c_ulonglong,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ptr, size, alignment, addr, flags) })
}

/// `cuMemAddressFree`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemAddressFree(ptr: CUdeviceptr, size: usize) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemAddressFree");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ptr, size) })
}

/// `cuMemCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemCreate(
    handle: *mut CUmemGenericAllocationHandle,
    size: usize,
    prop: *const CUmemAllocationProp,
    flags: ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemCreate");
    type __F = unsafe extern "C" fn(
        *mut CUmemGenericAllocationHandle,
        usize,
        *const CUmemAllocationProp,
        ::core::ffi::c_ulonglong,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(handle, size, prop, flags) })
}

/// `cuMemRelease`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemRelease(handle: CUmemGenericAllocationHandle) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemRelease");
    type __F = unsafe extern "C" fn(CUmemGenericAllocationHandle) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(handle) })
}

/// `cuMemMap`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemMap(
    ptr: CUdeviceptr,
    size: usize,
    offset: usize,
    handle: CUmemGenericAllocationHandle,
    flags: ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemMap");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        usize,
        usize,
        CUmemGenericAllocationHandle,
        ::core::ffi::c_ulonglong,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ptr, size, offset, handle, flags) })
}

/// `cuMemMapArrayAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemMapArrayAsync(
    mapInfoList: *mut CUarrayMapInfo,
    count: ::core::ffi::c_uint,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemMapArrayAsync");
    type __F = unsafe extern "C" fn(*mut CUarrayMapInfo, ::core::ffi::c_uint, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(mapInfoList, count, hStream) })
}

/// `cuMemUnmap`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemUnmap(ptr: CUdeviceptr, size: usize) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemUnmap");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ptr, size) })
}

/// `cuMemSetAccess`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemSetAccess(
    ptr: CUdeviceptr,
    size: usize,
    desc: *const CUmemAccessDesc,
    count: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemSetAccess");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize, *const CUmemAccessDesc, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ptr, size, desc, count) })
}

/// `cuMemGetAccess`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemGetAccess(
    flags: *mut ::core::ffi::c_ulonglong,
    location: *const CUmemLocation,
    ptr: CUdeviceptr,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemGetAccess");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_ulonglong,
        *const CUmemLocation,
        CUdeviceptr,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(flags, location, ptr) })
}

/// `cuMemExportToShareableHandle`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemExportToShareableHandle(
    shareableHandle: *mut ::core::ffi::c_void,
    handle: CUmemGenericAllocationHandle,
    handleType: CUmemAllocationHandleType,
    flags: ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemExportToShareableHandle");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        CUmemGenericAllocationHandle,
        CUmemAllocationHandleType,
        ::core::ffi::c_ulonglong,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(shareableHandle, handle, handleType, flags) })
}

/// `cuMemImportFromShareableHandle`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemImportFromShareableHandle(
    handle: *mut CUmemGenericAllocationHandle,
    osHandle: *mut ::core::ffi::c_void,
    shHandleType: CUmemAllocationHandleType,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemImportFromShareableHandle");
    type __F = unsafe extern "C" fn(
        *mut CUmemGenericAllocationHandle,
        *mut ::core::ffi::c_void,
        CUmemAllocationHandleType,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(handle, osHandle, shHandleType) })
}

/// `cuMemGetAllocationGranularity`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemGetAllocationGranularity(
    granularity: *mut usize,
    prop: *const CUmemAllocationProp,
    option: CUmemAllocationGranularity_flags,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemGetAllocationGranularity");
    type __F = unsafe extern "C" fn(
        *mut usize,
        *const CUmemAllocationProp,
        CUmemAllocationGranularity_flags,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(granularity, prop, option) })
}

/// `cuMemGetAllocationPropertiesFromHandle`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemGetAllocationPropertiesFromHandle(
    prop: *mut CUmemAllocationProp,
    handle: CUmemGenericAllocationHandle,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemGetAllocationPropertiesFromHandle");
    type __F =
        unsafe extern "C" fn(*mut CUmemAllocationProp, CUmemGenericAllocationHandle) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(prop, handle) })
}

/// `cuMemRetainAllocationHandle`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemRetainAllocationHandle(
    handle: *mut CUmemGenericAllocationHandle,
    addr: *mut ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemRetainAllocationHandle");
    type __F = unsafe extern "C" fn(
        *mut CUmemGenericAllocationHandle,
        *mut ::core::ffi::c_void,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(handle, addr) })
}

/// `cuMemFreeAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemFreeAsync(dptr: CUdeviceptr, hStream: CUstream) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemFreeAsync");
    type __F = unsafe extern "C" fn(CUdeviceptr, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dptr, hStream) })
}

/// `cuMemAllocAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemAllocAsync(
    dptr: *mut CUdeviceptr,
    bytesize: usize,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemAllocAsync");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, usize, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dptr, bytesize, hStream) })
}

/// `cuMemPoolTrimTo`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPoolTrimTo(
    pool: CUmemoryPool,
    minBytesToKeep: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPoolTrimTo");
    type __F = unsafe extern "C" fn(CUmemoryPool, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pool, minBytesToKeep) })
}

/// `cuMemPoolSetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPoolSetAttribute(
    pool: CUmemoryPool,
    attr: CUmemPool_attribute,
    value: *mut ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPoolSetAttribute");
    type __F = unsafe extern "C" fn(
        CUmemoryPool,
        CUmemPool_attribute,
        *mut ::core::ffi::c_void,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pool, attr, value) })
}

/// `cuMemPoolGetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPoolGetAttribute(
    pool: CUmemoryPool,
    attr: CUmemPool_attribute,
    value: *mut ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPoolGetAttribute");
    type __F = unsafe extern "C" fn(
        CUmemoryPool,
        CUmemPool_attribute,
        *mut ::core::ffi::c_void,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pool, attr, value) })
}

/// `cuMemPoolSetAccess`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPoolSetAccess(
    pool: CUmemoryPool,
    map: *const CUmemAccessDesc,
    count: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPoolSetAccess");
    type __F = unsafe extern "C" fn(CUmemoryPool, *const CUmemAccessDesc, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pool, map, count) })
}

/// `cuMemPoolGetAccess`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPoolGetAccess(
    flags: *mut CUmemAccess_flags,
    memPool: CUmemoryPool,
    location: *mut CUmemLocation,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPoolGetAccess");
    type __F =
        unsafe extern "C" fn(*mut CUmemAccess_flags, CUmemoryPool, *mut CUmemLocation) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(flags, memPool, location) })
}

/// `cuMemPoolCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPoolCreate(
    pool: *mut CUmemoryPool,
    poolProps: *const CUmemPoolProps,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPoolCreate");
    type __F = unsafe extern "C" fn(*mut CUmemoryPool, *const CUmemPoolProps) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pool, poolProps) })
}

/// `cuMemPoolDestroy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPoolDestroy(pool: CUmemoryPool) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPoolDestroy");
    type __F = unsafe extern "C" fn(CUmemoryPool) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pool) })
}

/// `cuMemAllocFromPoolAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemAllocFromPoolAsync(
    dptr: *mut CUdeviceptr,
    bytesize: usize,
    pool: CUmemoryPool,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemAllocFromPoolAsync");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, usize, CUmemoryPool, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dptr, bytesize, pool, hStream) })
}

/// `cuMemPoolExportToShareableHandle`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPoolExportToShareableHandle(
    handle_out: *mut ::core::ffi::c_void,
    pool: CUmemoryPool,
    handleType: CUmemAllocationHandleType,
    flags: ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPoolExportToShareableHandle");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        CUmemoryPool,
        CUmemAllocationHandleType,
        ::core::ffi::c_ulonglong,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(handle_out, pool, handleType, flags) })
}

/// `cuMemPoolImportFromShareableHandle`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPoolImportFromShareableHandle(
    pool_out: *mut CUmemoryPool,
    handle: *mut ::core::ffi::c_void,
    handleType: CUmemAllocationHandleType,
    flags: ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPoolImportFromShareableHandle");
    type __F = unsafe extern "C" fn(
        *mut CUmemoryPool,
        *mut ::core::ffi::c_void,
        CUmemAllocationHandleType,
        ::core::ffi::c_ulonglong,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pool_out, handle, handleType, flags) })
}

/// `cuMemPoolExportPointer`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPoolExportPointer(
    shareData_out: *mut CUmemPoolPtrExportData,
    ptr: CUdeviceptr,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPoolExportPointer");
    type __F = unsafe extern "C" fn(*mut CUmemPoolPtrExportData, CUdeviceptr) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(shareData_out, ptr) })
}

/// `cuMemPoolImportPointer`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPoolImportPointer(
    ptr_out: *mut CUdeviceptr,
    pool: CUmemoryPool,
    shareData: *mut CUmemPoolPtrExportData,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPoolImportPointer");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        CUmemoryPool,
        *mut CUmemPoolPtrExportData,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ptr_out, pool, shareData) })
}

/// `cuMulticastCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMulticastCreate(
    mcHandle: *mut CUmemGenericAllocationHandle,
    prop: *const CUmulticastObjectProp,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMulticastCreate");
    type __F = unsafe extern "C" fn(
        *mut CUmemGenericAllocationHandle,
        *const CUmulticastObjectProp,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(mcHandle, prop) })
}

/// `cuMulticastAddDevice`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMulticastAddDevice(
    mcHandle: CUmemGenericAllocationHandle,
    dev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMulticastAddDevice");
    type __F = unsafe extern "C" fn(CUmemGenericAllocationHandle, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(mcHandle, dev) })
}

/// `cuMulticastBindMem`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMulticastBindMem(
    mcHandle: CUmemGenericAllocationHandle,
    mcOffset: usize,
    memHandle: CUmemGenericAllocationHandle,
    memOffset: usize,
    size: usize,
    flags: ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMulticastBindMem");
    type __F = unsafe extern "C" fn(
        CUmemGenericAllocationHandle,
        usize,
        CUmemGenericAllocationHandle,
        usize,
        usize,
        ::core::ffi::c_ulonglong,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(mcHandle, mcOffset, memHandle, memOffset, size, flags) })
}

/// `cuMulticastBindAddr`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMulticastBindAddr(
    mcHandle: CUmemGenericAllocationHandle,
    mcOffset: usize,
    memptr: CUdeviceptr,
    size: usize,
    flags: ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMulticastBindAddr");
    type __F = unsafe extern "C" fn(
        CUmemGenericAllocationHandle,
        usize,
        CUdeviceptr,
        usize,
        ::core::ffi::c_ulonglong,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(mcHandle, mcOffset, memptr, size, flags) })
}

/// `cuMulticastUnbind`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMulticastUnbind(
    mcHandle: CUmemGenericAllocationHandle,
    dev: CUdevice,
    mcOffset: usize,
    size: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMulticastUnbind");
    type __F =
        unsafe extern "C" fn(CUmemGenericAllocationHandle, CUdevice, usize, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(mcHandle, dev, mcOffset, size) })
}

/// `cuMulticastGetGranularity`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMulticastGetGranularity(
    granularity: *mut usize,
    prop: *const CUmulticastObjectProp,
    option: CUmulticastGranularity_flags,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMulticastGetGranularity");
    type __F = unsafe extern "C" fn(
        *mut usize,
        *const CUmulticastObjectProp,
        CUmulticastGranularity_flags,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(granularity, prop, option) })
}

/// `cuPointerGetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuPointerGetAttribute(
    data: *mut ::core::ffi::c_void,
    attribute: CUpointer_attribute,
    ptr: CUdeviceptr,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuPointerGetAttribute");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        CUpointer_attribute,
        CUdeviceptr,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(data, attribute, ptr) })
}

/// `cuMemPrefetchAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPrefetchAsync(
    devPtr: CUdeviceptr,
    count: usize,
    dstDevice: CUdevice,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPrefetchAsync");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize, CUdevice, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(devPtr, count, dstDevice, hStream) })
}

/// `cuMemPrefetchAsync_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemPrefetchAsync_v2(
    devPtr: CUdeviceptr,
    count: usize,
    location: CUmemLocation,
    flags: ::core::ffi::c_uint,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemPrefetchAsync_v2");
    type __F = unsafe extern "C" fn(
        CUdeviceptr,
        usize,
        CUmemLocation,
        ::core::ffi::c_uint,
        CUstream,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(devPtr, count, location, flags, hStream) })
}

/// `cuMemAdvise`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemAdvise(
    devPtr: CUdeviceptr,
    count: usize,
    advice: CUmem_advise,
    device: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemAdvise");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize, CUmem_advise, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(devPtr, count, advice, device) })
}

/// `cuMemAdvise_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemAdvise_v2(
    devPtr: CUdeviceptr,
    count: usize,
    advice: CUmem_advise,
    location: CUmemLocation,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemAdvise_v2");
    type __F = unsafe extern "C" fn(CUdeviceptr, usize, CUmem_advise, CUmemLocation) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(devPtr, count, advice, location) })
}

/// `cuMemRangeGetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemRangeGetAttribute(
    data: *mut ::core::ffi::c_void,
    dataSize: usize,
    attribute: CUmem_range_attribute,
    devPtr: CUdeviceptr,
    count: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemRangeGetAttribute");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_void,
        usize,
        CUmem_range_attribute,
        CUdeviceptr,
        usize,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(data, dataSize, attribute, devPtr, count) })
}

/// `cuMemRangeGetAttributes`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuMemRangeGetAttributes(
    data: *mut *mut ::core::ffi::c_void,
    dataSizes: *mut usize,
    attributes: *mut CUmem_range_attribute,
    numAttributes: usize,
    devPtr: CUdeviceptr,
    count: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuMemRangeGetAttributes");
    type __F = unsafe extern "C" fn(
        *mut *mut ::core::ffi::c_void,
        *mut usize,
        *mut CUmem_range_attribute,
        usize,
        CUdeviceptr,
        usize,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(data, dataSizes, attributes, numAttributes, devPtr, count) })
}

/// `cuPointerSetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuPointerSetAttribute(
    value: *const ::core::ffi::c_void,
    attribute: CUpointer_attribute,
    ptr: CUdeviceptr,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuPointerSetAttribute");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_void,
        CUpointer_attribute,
        CUdeviceptr,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(value, attribute, ptr) })
}

/// `cuPointerGetAttributes`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuPointerGetAttributes(
    numAttributes: ::core::ffi::c_uint,
    attributes: *mut CUpointer_attribute,
    data: *mut *mut ::core::ffi::c_void,
    ptr: CUdeviceptr,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuPointerGetAttributes");
    type __F = unsafe extern "C" fn(
        ::core::ffi::c_uint,
        *mut CUpointer_attribute,
        *mut *mut ::core::ffi::c_void,
        CUdeviceptr,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(numAttributes, attributes, data, ptr) })
}

/// `cuStreamCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamCreate(
    phStream: *mut CUstream,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamCreate");
    type __F = unsafe extern "C" fn(*mut CUstream, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phStream, Flags) })
}

/// `cuStreamCreateWithPriority`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamCreateWithPriority(
    phStream: *mut CUstream,
    flags: ::core::ffi::c_uint,
    priority: ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamCreateWithPriority");
    type __F =
        unsafe extern "C" fn(*mut CUstream, ::core::ffi::c_uint, ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phStream, flags, priority) })
}

/// `cuStreamGetPriority`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamGetPriority(
    hStream: CUstream,
    priority: *mut ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamGetPriority");
    type __F = unsafe extern "C" fn(CUstream, *mut ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, priority) })
}

/// `cuStreamGetDevice`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamGetDevice(
    hStream: CUstream,
    device: *mut CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamGetDevice");
    type __F = unsafe extern "C" fn(CUstream, *mut CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, device) })
}

/// `cuStreamGetFlags`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamGetFlags(
    hStream: CUstream,
    flags: *mut ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamGetFlags");
    type __F = unsafe extern "C" fn(CUstream, *mut ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, flags) })
}

/// `cuStreamGetId`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamGetId(
    hStream: CUstream,
    streamId: *mut ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamGetId");
    type __F = unsafe extern "C" fn(CUstream, *mut ::core::ffi::c_ulonglong) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, streamId) })
}

/// `cuStreamGetCtx`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamGetCtx(
    hStream: CUstream,
    pctx: *mut CUcontext,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamGetCtx");
    type __F = unsafe extern "C" fn(CUstream, *mut CUcontext) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, pctx) })
}

/// `cuStreamGetCtx_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamGetCtx_v2(
    hStream: CUstream,
    pCtx: *mut CUcontext,
    pGreenCtx: *mut CUgreenCtx,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamGetCtx_v2");
    type __F = unsafe extern "C" fn(CUstream, *mut CUcontext, *mut CUgreenCtx) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, pCtx, pGreenCtx) })
}

/// `cuStreamWaitEvent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamWaitEvent(
    hStream: CUstream,
    hEvent: CUevent,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamWaitEvent");
    type __F = unsafe extern "C" fn(CUstream, CUevent, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, hEvent, Flags) })
}

/// `cuStreamAddCallback`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamAddCallback(
    hStream: CUstream,
    callback: CUstreamCallback,
    userData: *mut ::core::ffi::c_void,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamAddCallback");
    type __F = unsafe extern "C" fn(
        CUstream,
        CUstreamCallback,
        *mut ::core::ffi::c_void,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, callback, userData, flags) })
}

/// `cuStreamBeginCapture_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamBeginCapture_v2(
    hStream: CUstream,
    mode: CUstreamCaptureMode,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamBeginCapture_v2");
    type __F = unsafe extern "C" fn(CUstream, CUstreamCaptureMode) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, mode) })
}

/// `cuStreamBeginCaptureToGraph`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamBeginCaptureToGraph(
    hStream: CUstream,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    dependencyData: *const CUgraphEdgeData,
    numDependencies: usize,
    mode: CUstreamCaptureMode,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamBeginCaptureToGraph");
    type __F = unsafe extern "C" fn(
        CUstream,
        CUgraph,
        *const CUgraphNode,
        *const CUgraphEdgeData,
        usize,
        CUstreamCaptureMode,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            hStream,
            hGraph,
            dependencies,
            dependencyData,
            numDependencies,
            mode,
        )
    })
}

/// `cuThreadExchangeStreamCaptureMode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuThreadExchangeStreamCaptureMode(
    mode: *mut CUstreamCaptureMode,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuThreadExchangeStreamCaptureMode");
    type __F = unsafe extern "C" fn(*mut CUstreamCaptureMode) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(mode) })
}

/// `cuStreamEndCapture`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamEndCapture(
    hStream: CUstream,
    phGraph: *mut CUgraph,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamEndCapture");
    type __F = unsafe extern "C" fn(CUstream, *mut CUgraph) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, phGraph) })
}

/// `cuStreamIsCapturing`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamIsCapturing(
    hStream: CUstream,
    captureStatus: *mut CUstreamCaptureStatus,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamIsCapturing");
    type __F = unsafe extern "C" fn(CUstream, *mut CUstreamCaptureStatus) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, captureStatus) })
}

/// `cuStreamGetCaptureInfo_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamGetCaptureInfo_v2(
    hStream: CUstream,
    captureStatus_out: *mut CUstreamCaptureStatus,
    id_out: *mut cuuint64_t,
    graph_out: *mut CUgraph,
    dependencies_out: *mut *const CUgraphNode,
    numDependencies_out: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamGetCaptureInfo_v2");
    type __F = unsafe extern "C" fn(
        CUstream,
        *mut CUstreamCaptureStatus,
        *mut cuuint64_t,
        *mut CUgraph,
        *mut *const CUgraphNode,
        *mut usize,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            hStream,
            captureStatus_out,
            id_out,
            graph_out,
            dependencies_out,
            numDependencies_out,
        )
    })
}

/// `cuStreamGetCaptureInfo_v3`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamGetCaptureInfo_v3(
    hStream: CUstream,
    captureStatus_out: *mut CUstreamCaptureStatus,
    id_out: *mut cuuint64_t,
    graph_out: *mut CUgraph,
    dependencies_out: *mut *const CUgraphNode,
    edgeData_out: *mut *const CUgraphEdgeData,
    numDependencies_out: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamGetCaptureInfo_v3");
    type __F = unsafe extern "C" fn(
        CUstream,
        *mut CUstreamCaptureStatus,
        *mut cuuint64_t,
        *mut CUgraph,
        *mut *const CUgraphNode,
        *mut *const CUgraphEdgeData,
        *mut usize,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            hStream,
            captureStatus_out,
            id_out,
            graph_out,
            dependencies_out,
            edgeData_out,
            numDependencies_out,
        )
    })
}

/// `cuStreamUpdateCaptureDependencies`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamUpdateCaptureDependencies(
    hStream: CUstream,
    dependencies: *mut CUgraphNode,
    numDependencies: usize,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamUpdateCaptureDependencies");
    type __F =
        unsafe extern "C" fn(CUstream, *mut CUgraphNode, usize, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, dependencies, numDependencies, flags) })
}

/// `cuStreamUpdateCaptureDependencies_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamUpdateCaptureDependencies_v2(
    hStream: CUstream,
    dependencies: *mut CUgraphNode,
    dependencyData: *const CUgraphEdgeData,
    numDependencies: usize,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamUpdateCaptureDependencies_v2");
    type __F = unsafe extern "C" fn(
        CUstream,
        *mut CUgraphNode,
        *const CUgraphEdgeData,
        usize,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            hStream,
            dependencies,
            dependencyData,
            numDependencies,
            flags,
        )
    })
}

/// `cuStreamAttachMemAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamAttachMemAsync(
    hStream: CUstream,
    dptr: CUdeviceptr,
    length: usize,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamAttachMemAsync");
    type __F = unsafe extern "C" fn(CUstream, CUdeviceptr, usize, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, dptr, length, flags) })
}

/// `cuStreamQuery`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamQuery(hStream: CUstream) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamQuery");
    type __F = unsafe extern "C" fn(CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream) })
}

/// `cuStreamSynchronize`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamSynchronize(hStream: CUstream) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamSynchronize");
    type __F = unsafe extern "C" fn(CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream) })
}

/// `cuStreamDestroy_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamDestroy_v2(hStream: CUstream) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamDestroy_v2");
    type __F = unsafe extern "C" fn(CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream) })
}

/// `cuStreamCopyAttributes`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamCopyAttributes(dst: CUstream, src: CUstream) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamCopyAttributes");
    type __F = unsafe extern "C" fn(CUstream, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dst, src) })
}

/// `cuStreamGetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamGetAttribute(
    hStream: CUstream,
    attr: CUstreamAttrID,
    value_out: *mut CUstreamAttrValue,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamGetAttribute");
    type __F = unsafe extern "C" fn(CUstream, CUstreamAttrID, *mut CUstreamAttrValue) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, attr, value_out) })
}

/// `cuStreamSetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamSetAttribute(
    hStream: CUstream,
    attr: CUstreamAttrID,
    value: *const CUstreamAttrValue,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamSetAttribute");
    type __F = unsafe extern "C" fn(CUstream, CUstreamAttrID, *const CUstreamAttrValue) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, attr, value) })
}

/// `cuEventCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuEventCreate(
    phEvent: *mut CUevent,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuEventCreate");
    type __F = unsafe extern "C" fn(*mut CUevent, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phEvent, Flags) })
}

/// `cuEventRecord`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuEventRecord(hEvent: CUevent, hStream: CUstream) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuEventRecord");
    type __F = unsafe extern "C" fn(CUevent, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hEvent, hStream) })
}

/// `cuEventRecordWithFlags`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuEventRecordWithFlags(
    hEvent: CUevent,
    hStream: CUstream,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuEventRecordWithFlags");
    type __F = unsafe extern "C" fn(CUevent, CUstream, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hEvent, hStream, flags) })
}

/// `cuEventQuery`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuEventQuery(hEvent: CUevent) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuEventQuery");
    type __F = unsafe extern "C" fn(CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hEvent) })
}

/// `cuEventSynchronize`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuEventSynchronize(hEvent: CUevent) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuEventSynchronize");
    type __F = unsafe extern "C" fn(CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hEvent) })
}

/// `cuEventDestroy_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuEventDestroy_v2(hEvent: CUevent) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuEventDestroy_v2");
    type __F = unsafe extern "C" fn(CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hEvent) })
}

/// `cuEventElapsedTime`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuEventElapsedTime(
    pMilliseconds: *mut f32,
    hStart: CUevent,
    hEnd: CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuEventElapsedTime");
    type __F = unsafe extern "C" fn(*mut f32, CUevent, CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pMilliseconds, hStart, hEnd) })
}

/// `cuEventElapsedTime_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuEventElapsedTime_v2(
    pMilliseconds: *mut f32,
    hStart: CUevent,
    hEnd: CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuEventElapsedTime_v2");
    type __F = unsafe extern "C" fn(*mut f32, CUevent, CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pMilliseconds, hStart, hEnd) })
}

/// `cuImportExternalMemory`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuImportExternalMemory(
    extMem_out: *mut CUexternalMemory,
    memHandleDesc: *const CUDA_EXTERNAL_MEMORY_HANDLE_DESC,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuImportExternalMemory");
    type __F = unsafe extern "C" fn(
        *mut CUexternalMemory,
        *const CUDA_EXTERNAL_MEMORY_HANDLE_DESC,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(extMem_out, memHandleDesc) })
}

/// `cuExternalMemoryGetMappedBuffer`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuExternalMemoryGetMappedBuffer(
    devPtr: *mut CUdeviceptr,
    extMem: CUexternalMemory,
    bufferDesc: *const CUDA_EXTERNAL_MEMORY_BUFFER_DESC,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuExternalMemoryGetMappedBuffer");
    type __F = unsafe extern "C" fn(
        *mut CUdeviceptr,
        CUexternalMemory,
        *const CUDA_EXTERNAL_MEMORY_BUFFER_DESC,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(devPtr, extMem, bufferDesc) })
}

/// `cuExternalMemoryGetMappedMipmappedArray`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuExternalMemoryGetMappedMipmappedArray(
    mipmap: *mut CUmipmappedArray,
    extMem: CUexternalMemory,
    mipmapDesc: *const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuExternalMemoryGetMappedMipmappedArray");
    type __F = unsafe extern "C" fn(
        *mut CUmipmappedArray,
        CUexternalMemory,
        *const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(mipmap, extMem, mipmapDesc) })
}

/// `cuDestroyExternalMemory`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDestroyExternalMemory(extMem: CUexternalMemory) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDestroyExternalMemory");
    type __F = unsafe extern "C" fn(CUexternalMemory) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(extMem) })
}

/// `cuImportExternalSemaphore`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuImportExternalSemaphore(
    extSem_out: *mut CUexternalSemaphore,
    semHandleDesc: *const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuImportExternalSemaphore");
    type __F = unsafe extern "C" fn(
        *mut CUexternalSemaphore,
        *const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(extSem_out, semHandleDesc) })
}

/// `cuSignalExternalSemaphoresAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuSignalExternalSemaphoresAsync(
    extSemArray: *const CUexternalSemaphore,
    paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    numExtSems: ::core::ffi::c_uint,
    stream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuSignalExternalSemaphoresAsync");
    type __F = unsafe extern "C" fn(
        *const CUexternalSemaphore,
        *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
        ::core::ffi::c_uint,
        CUstream,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(extSemArray, paramsArray, numExtSems, stream) })
}

/// `cuWaitExternalSemaphoresAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuWaitExternalSemaphoresAsync(
    extSemArray: *const CUexternalSemaphore,
    paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    numExtSems: ::core::ffi::c_uint,
    stream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuWaitExternalSemaphoresAsync");
    type __F = unsafe extern "C" fn(
        *const CUexternalSemaphore,
        *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
        ::core::ffi::c_uint,
        CUstream,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(extSemArray, paramsArray, numExtSems, stream) })
}

/// `cuDestroyExternalSemaphore`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDestroyExternalSemaphore(
    extSem: CUexternalSemaphore,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDestroyExternalSemaphore");
    type __F = unsafe extern "C" fn(CUexternalSemaphore) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(extSem) })
}

/// `cuStreamWaitValue32_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamWaitValue32_v2(
    stream: CUstream,
    addr: CUdeviceptr,
    value: cuuint32_t,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamWaitValue32_v2");
    type __F =
        unsafe extern "C" fn(CUstream, CUdeviceptr, cuuint32_t, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(stream, addr, value, flags) })
}

/// `cuStreamWaitValue64_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamWaitValue64_v2(
    stream: CUstream,
    addr: CUdeviceptr,
    value: cuuint64_t,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamWaitValue64_v2");
    type __F =
        unsafe extern "C" fn(CUstream, CUdeviceptr, cuuint64_t, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(stream, addr, value, flags) })
}

/// `cuStreamWriteValue32_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamWriteValue32_v2(
    stream: CUstream,
    addr: CUdeviceptr,
    value: cuuint32_t,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamWriteValue32_v2");
    type __F =
        unsafe extern "C" fn(CUstream, CUdeviceptr, cuuint32_t, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(stream, addr, value, flags) })
}

/// `cuStreamWriteValue64_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamWriteValue64_v2(
    stream: CUstream,
    addr: CUdeviceptr,
    value: cuuint64_t,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamWriteValue64_v2");
    type __F =
        unsafe extern "C" fn(CUstream, CUdeviceptr, cuuint64_t, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(stream, addr, value, flags) })
}

/// `cuStreamBatchMemOp_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamBatchMemOp_v2(
    stream: CUstream,
    count: ::core::ffi::c_uint,
    paramArray: *mut CUstreamBatchMemOpParams,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamBatchMemOp_v2");
    type __F = unsafe extern "C" fn(
        CUstream,
        ::core::ffi::c_uint,
        *mut CUstreamBatchMemOpParams,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(stream, count, paramArray, flags) })
}

/// `cuFuncGetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFuncGetAttribute(
    pi: *mut ::core::ffi::c_int,
    attrib: CUfunction_attribute,
    hfunc: CUfunction,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFuncGetAttribute");
    type __F =
        unsafe extern "C" fn(*mut ::core::ffi::c_int, CUfunction_attribute, CUfunction) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pi, attrib, hfunc) })
}

/// `cuFuncSetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFuncSetAttribute(
    hfunc: CUfunction,
    attrib: CUfunction_attribute,
    value: ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFuncSetAttribute");
    type __F =
        unsafe extern "C" fn(CUfunction, CUfunction_attribute, ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hfunc, attrib, value) })
}

/// `cuFuncSetCacheConfig`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFuncSetCacheConfig(
    hfunc: CUfunction,
    config: CUfunc_cache,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFuncSetCacheConfig");
    type __F = unsafe extern "C" fn(CUfunction, CUfunc_cache) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hfunc, config) })
}

/// `cuFuncGetModule`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFuncGetModule(
    hmod: *mut CUmodule,
    hfunc: CUfunction,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFuncGetModule");
    type __F = unsafe extern "C" fn(*mut CUmodule, CUfunction) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hmod, hfunc) })
}

/// `cuFuncGetName`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFuncGetName(
    name: *mut *const ::core::ffi::c_char,
    hfunc: CUfunction,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFuncGetName");
    type __F = unsafe extern "C" fn(*mut *const ::core::ffi::c_char, CUfunction) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(name, hfunc) })
}

/// `cuFuncGetParamInfo`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFuncGetParamInfo(
    func: CUfunction,
    paramIndex: usize,
    paramOffset: *mut usize,
    paramSize: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFuncGetParamInfo");
    type __F = unsafe extern "C" fn(CUfunction, usize, *mut usize, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(func, paramIndex, paramOffset, paramSize) })
}

/// `cuFuncIsLoaded`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFuncIsLoaded(
    state: *mut CUfunctionLoadingState,
    function: CUfunction,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFuncIsLoaded");
    type __F = unsafe extern "C" fn(*mut CUfunctionLoadingState, CUfunction) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(state, function) })
}

/// `cuFuncLoad`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFuncLoad(function: CUfunction) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFuncLoad");
    type __F = unsafe extern "C" fn(CUfunction) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(function) })
}

/// `cuLaunchKernel`, resolved from libcuda on first use.
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
) -> Result<CUresult, LoadError> {
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
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `cuLaunchKernelEx`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLaunchKernelEx(
    config: *const CUlaunchConfig,
    f: CUfunction,
    kernelParams: *mut *mut ::core::ffi::c_void,
    extra: *mut *mut ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLaunchKernelEx");
    type __F = unsafe extern "C" fn(
        *const CUlaunchConfig,
        CUfunction,
        *mut *mut ::core::ffi::c_void,
        *mut *mut ::core::ffi::c_void,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(config, f, kernelParams, extra) })
}

/// `cuLaunchCooperativeKernel`, resolved from libcuda on first use.
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
) -> Result<CUresult, LoadError> {
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
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `cuLaunchCooperativeKernelMultiDevice`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLaunchCooperativeKernelMultiDevice(
    launchParamsList: *mut CUDA_LAUNCH_PARAMS,
    numDevices: ::core::ffi::c_uint,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLaunchCooperativeKernelMultiDevice");
    type __F = unsafe extern "C" fn(
        *mut CUDA_LAUNCH_PARAMS,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(launchParamsList, numDevices, flags) })
}

/// `cuLaunchHostFunc`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLaunchHostFunc(
    hStream: CUstream,
    fn_: CUhostFn,
    userData: *mut ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLaunchHostFunc");
    type __F = unsafe extern "C" fn(CUstream, CUhostFn, *mut ::core::ffi::c_void) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, fn_, userData) })
}

/// `cuFuncSetBlockShape`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFuncSetBlockShape(
    hfunc: CUfunction,
    x: ::core::ffi::c_int,
    y: ::core::ffi::c_int,
    z: ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFuncSetBlockShape");
    type __F = unsafe extern "C" fn(
        CUfunction,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hfunc, x, y, z) })
}

/// `cuFuncSetSharedSize`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFuncSetSharedSize(
    hfunc: CUfunction,
    bytes: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFuncSetSharedSize");
    type __F = unsafe extern "C" fn(CUfunction, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hfunc, bytes) })
}

/// `cuParamSetSize`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuParamSetSize(
    hfunc: CUfunction,
    numbytes: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuParamSetSize");
    type __F = unsafe extern "C" fn(CUfunction, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hfunc, numbytes) })
}

/// `cuParamSeti`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuParamSeti(
    hfunc: CUfunction,
    offset: ::core::ffi::c_int,
    value: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuParamSeti");
    type __F =
        unsafe extern "C" fn(CUfunction, ::core::ffi::c_int, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hfunc, offset, value) })
}

/// `cuParamSetf`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuParamSetf(
    hfunc: CUfunction,
    offset: ::core::ffi::c_int,
    value: f32,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuParamSetf");
    type __F = unsafe extern "C" fn(CUfunction, ::core::ffi::c_int, f32) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hfunc, offset, value) })
}

/// `cuParamSetv`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuParamSetv(
    hfunc: CUfunction,
    offset: ::core::ffi::c_int,
    ptr: *mut ::core::ffi::c_void,
    numbytes: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuParamSetv");
    type __F = unsafe extern "C" fn(
        CUfunction,
        ::core::ffi::c_int,
        *mut ::core::ffi::c_void,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hfunc, offset, ptr, numbytes) })
}

/// `cuLaunch`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLaunch(f: CUfunction) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLaunch");
    type __F = unsafe extern "C" fn(CUfunction) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(f) })
}

/// `cuLaunchGrid`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLaunchGrid(
    f: CUfunction,
    grid_width: ::core::ffi::c_int,
    grid_height: ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLaunchGrid");
    type __F = unsafe extern "C" fn(CUfunction, ::core::ffi::c_int, ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(f, grid_width, grid_height) })
}

/// `cuLaunchGridAsync`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLaunchGridAsync(
    f: CUfunction,
    grid_width: ::core::ffi::c_int,
    grid_height: ::core::ffi::c_int,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLaunchGridAsync");
    type __F = unsafe extern "C" fn(
        CUfunction,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
        CUstream,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(f, grid_width, grid_height, hStream) })
}

/// `cuParamSetTexRef`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuParamSetTexRef(
    hfunc: CUfunction,
    texunit: ::core::ffi::c_int,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuParamSetTexRef");
    type __F = unsafe extern "C" fn(CUfunction, ::core::ffi::c_int, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hfunc, texunit, hTexRef) })
}

/// `cuFuncSetSharedMemConfig`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuFuncSetSharedMemConfig(
    hfunc: CUfunction,
    config: CUsharedconfig,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuFuncSetSharedMemConfig");
    type __F = unsafe extern "C" fn(CUfunction, CUsharedconfig) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hfunc, config) })
}

/// `cuGraphCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphCreate(
    phGraph: *mut CUgraph,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphCreate");
    type __F = unsafe extern "C" fn(*mut CUgraph, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phGraph, flags) })
}

/// `cuGraphAddKernelNode_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddKernelNode_v2(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddKernelNode_v2");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_KERNEL_NODE_PARAMS,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            phGraphNode,
            hGraph,
            dependencies,
            numDependencies,
            nodeParams,
        )
    })
}

/// `cuGraphKernelNodeGetParams_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphKernelNodeGetParams_v2(
    hNode: CUgraphNode,
    nodeParams: *mut CUDA_KERNEL_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphKernelNodeGetParams_v2");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_KERNEL_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphKernelNodeSetParams_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphKernelNodeSetParams_v2(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphKernelNodeSetParams_v2");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_KERNEL_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphAddMemcpyNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddMemcpyNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    copyParams: *const CUDA_MEMCPY3D,
    ctx: CUcontext,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddMemcpyNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_MEMCPY3D,
        CUcontext,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            phGraphNode,
            hGraph,
            dependencies,
            numDependencies,
            copyParams,
            ctx,
        )
    })
}

/// `cuGraphMemcpyNodeGetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphMemcpyNodeGetParams(
    hNode: CUgraphNode,
    nodeParams: *mut CUDA_MEMCPY3D,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphMemcpyNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_MEMCPY3D) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphMemcpyNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphMemcpyNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_MEMCPY3D,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphMemcpyNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_MEMCPY3D) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphAddMemsetNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddMemsetNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    memsetParams: *const CUDA_MEMSET_NODE_PARAMS,
    ctx: CUcontext,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddMemsetNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_MEMSET_NODE_PARAMS,
        CUcontext,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            phGraphNode,
            hGraph,
            dependencies,
            numDependencies,
            memsetParams,
            ctx,
        )
    })
}

/// `cuGraphMemsetNodeGetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphMemsetNodeGetParams(
    hNode: CUgraphNode,
    nodeParams: *mut CUDA_MEMSET_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphMemsetNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_MEMSET_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphMemsetNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphMemsetNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_MEMSET_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphMemsetNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_MEMSET_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphAddHostNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddHostNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *const CUDA_HOST_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddHostNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_HOST_NODE_PARAMS,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            phGraphNode,
            hGraph,
            dependencies,
            numDependencies,
            nodeParams,
        )
    })
}

/// `cuGraphHostNodeGetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphHostNodeGetParams(
    hNode: CUgraphNode,
    nodeParams: *mut CUDA_HOST_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphHostNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_HOST_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphHostNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphHostNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_HOST_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphHostNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_HOST_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphAddChildGraphNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddChildGraphNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    childGraph: CUgraph,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddChildGraphNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        CUgraph,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            phGraphNode,
            hGraph,
            dependencies,
            numDependencies,
            childGraph,
        )
    })
}

/// `cuGraphChildGraphNodeGetGraph`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphChildGraphNodeGetGraph(
    hNode: CUgraphNode,
    phGraph: *mut CUgraph,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphChildGraphNodeGetGraph");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUgraph) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, phGraph) })
}

/// `cuGraphAddEmptyNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddEmptyNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddEmptyNode");
    type __F =
        unsafe extern "C" fn(*mut CUgraphNode, CUgraph, *const CUgraphNode, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phGraphNode, hGraph, dependencies, numDependencies) })
}

/// `cuGraphAddEventRecordNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddEventRecordNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    event: CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddEventRecordNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        CUevent,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phGraphNode, hGraph, dependencies, numDependencies, event) })
}

/// `cuGraphEventRecordNodeGetEvent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphEventRecordNodeGetEvent(
    hNode: CUgraphNode,
    event_out: *mut CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphEventRecordNodeGetEvent");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, event_out) })
}

/// `cuGraphEventRecordNodeSetEvent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphEventRecordNodeSetEvent(
    hNode: CUgraphNode,
    event: CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphEventRecordNodeSetEvent");
    type __F = unsafe extern "C" fn(CUgraphNode, CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, event) })
}

/// `cuGraphAddEventWaitNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddEventWaitNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    event: CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddEventWaitNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        CUevent,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phGraphNode, hGraph, dependencies, numDependencies, event) })
}

/// `cuGraphEventWaitNodeGetEvent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphEventWaitNodeGetEvent(
    hNode: CUgraphNode,
    event_out: *mut CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphEventWaitNodeGetEvent");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, event_out) })
}

/// `cuGraphEventWaitNodeSetEvent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphEventWaitNodeSetEvent(
    hNode: CUgraphNode,
    event: CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphEventWaitNodeSetEvent");
    type __F = unsafe extern "C" fn(CUgraphNode, CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, event) })
}

/// `cuGraphAddExternalSemaphoresSignalNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddExternalSemaphoresSignalNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddExternalSemaphoresSignalNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            phGraphNode,
            hGraph,
            dependencies,
            numDependencies,
            nodeParams,
        )
    })
}

/// `cuGraphExternalSemaphoresSignalNodeGetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExternalSemaphoresSignalNodeGetParams(
    hNode: CUgraphNode,
    params_out: *mut CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExternalSemaphoresSignalNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, params_out) })
}

/// `cuGraphExternalSemaphoresSignalNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExternalSemaphoresSignalNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExternalSemaphoresSignalNodeSetParams");
    type __F =
        unsafe extern "C" fn(CUgraphNode, *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphAddExternalSemaphoresWaitNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddExternalSemaphoresWaitNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddExternalSemaphoresWaitNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            phGraphNode,
            hGraph,
            dependencies,
            numDependencies,
            nodeParams,
        )
    })
}

/// `cuGraphExternalSemaphoresWaitNodeGetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExternalSemaphoresWaitNodeGetParams(
    hNode: CUgraphNode,
    params_out: *mut CUDA_EXT_SEM_WAIT_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExternalSemaphoresWaitNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_EXT_SEM_WAIT_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, params_out) })
}

/// `cuGraphExternalSemaphoresWaitNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExternalSemaphoresWaitNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExternalSemaphoresWaitNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_EXT_SEM_WAIT_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphAddBatchMemOpNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddBatchMemOpNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddBatchMemOpNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            phGraphNode,
            hGraph,
            dependencies,
            numDependencies,
            nodeParams,
        )
    })
}

/// `cuGraphBatchMemOpNodeGetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphBatchMemOpNodeGetParams(
    hNode: CUgraphNode,
    nodeParams_out: *mut CUDA_BATCH_MEM_OP_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphBatchMemOpNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_BATCH_MEM_OP_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams_out) })
}

/// `cuGraphBatchMemOpNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphBatchMemOpNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphBatchMemOpNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *const CUDA_BATCH_MEM_OP_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphExecBatchMemOpNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecBatchMemOpNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecBatchMemOpNodeSetParams");
    type __F = unsafe extern "C" fn(
        CUgraphExec,
        CUgraphNode,
        *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, nodeParams) })
}

/// `cuGraphAddMemAllocNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddMemAllocNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *mut CUDA_MEM_ALLOC_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddMemAllocNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *mut CUDA_MEM_ALLOC_NODE_PARAMS,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            phGraphNode,
            hGraph,
            dependencies,
            numDependencies,
            nodeParams,
        )
    })
}

/// `cuGraphMemAllocNodeGetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphMemAllocNodeGetParams(
    hNode: CUgraphNode,
    params_out: *mut CUDA_MEM_ALLOC_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphMemAllocNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUDA_MEM_ALLOC_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, params_out) })
}

/// `cuGraphAddMemFreeNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddMemFreeNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    dptr: CUdeviceptr,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddMemFreeNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        CUdeviceptr,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phGraphNode, hGraph, dependencies, numDependencies, dptr) })
}

/// `cuGraphMemFreeNodeGetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphMemFreeNodeGetParams(
    hNode: CUgraphNode,
    dptr_out: *mut CUdeviceptr,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphMemFreeNodeGetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUdeviceptr) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, dptr_out) })
}

/// `cuDeviceGraphMemTrim`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGraphMemTrim(device: CUdevice) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGraphMemTrim");
    type __F = unsafe extern "C" fn(CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(device) })
}

/// `cuDeviceGetGraphMemAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetGraphMemAttribute(
    device: CUdevice,
    attr: CUgraphMem_attribute,
    value: *mut ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetGraphMemAttribute");
    type __F =
        unsafe extern "C" fn(CUdevice, CUgraphMem_attribute, *mut ::core::ffi::c_void) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(device, attr, value) })
}

/// `cuDeviceSetGraphMemAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceSetGraphMemAttribute(
    device: CUdevice,
    attr: CUgraphMem_attribute,
    value: *mut ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceSetGraphMemAttribute");
    type __F =
        unsafe extern "C" fn(CUdevice, CUgraphMem_attribute, *mut ::core::ffi::c_void) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(device, attr, value) })
}

/// `cuGraphClone`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphClone(
    phGraphClone: *mut CUgraph,
    originalGraph: CUgraph,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphClone");
    type __F = unsafe extern "C" fn(*mut CUgraph, CUgraph) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phGraphClone, originalGraph) })
}

/// `cuGraphNodeFindInClone`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphNodeFindInClone(
    phNode: *mut CUgraphNode,
    hOriginalNode: CUgraphNode,
    hClonedGraph: CUgraph,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeFindInClone");
    type __F = unsafe extern "C" fn(*mut CUgraphNode, CUgraphNode, CUgraph) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phNode, hOriginalNode, hClonedGraph) })
}

/// `cuGraphNodeGetType`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphNodeGetType(
    hNode: CUgraphNode,
    type_: *mut CUgraphNodeType,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetType");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUgraphNodeType) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, type_) })
}

/// `cuGraphGetNodes`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphGetNodes(
    hGraph: CUgraph,
    nodes: *mut CUgraphNode,
    numNodes: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphGetNodes");
    type __F = unsafe extern "C" fn(CUgraph, *mut CUgraphNode, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraph, nodes, numNodes) })
}

/// `cuGraphGetRootNodes`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphGetRootNodes(
    hGraph: CUgraph,
    rootNodes: *mut CUgraphNode,
    numRootNodes: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphGetRootNodes");
    type __F = unsafe extern "C" fn(CUgraph, *mut CUgraphNode, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraph, rootNodes, numRootNodes) })
}

/// `cuGraphGetEdges`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphGetEdges(
    hGraph: CUgraph,
    from: *mut CUgraphNode,
    to: *mut CUgraphNode,
    numEdges: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphGetEdges");
    type __F =
        unsafe extern "C" fn(CUgraph, *mut CUgraphNode, *mut CUgraphNode, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraph, from, to, numEdges) })
}

/// `cuGraphGetEdges_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphGetEdges_v2(
    hGraph: CUgraph,
    from: *mut CUgraphNode,
    to: *mut CUgraphNode,
    edgeData: *mut CUgraphEdgeData,
    numEdges: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphGetEdges_v2");
    type __F = unsafe extern "C" fn(
        CUgraph,
        *mut CUgraphNode,
        *mut CUgraphNode,
        *mut CUgraphEdgeData,
        *mut usize,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraph, from, to, edgeData, numEdges) })
}

/// `cuGraphNodeGetDependencies`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphNodeGetDependencies(
    hNode: CUgraphNode,
    dependencies: *mut CUgraphNode,
    numDependencies: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetDependencies");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUgraphNode, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, dependencies, numDependencies) })
}

/// `cuGraphNodeGetDependencies_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphNodeGetDependencies_v2(
    hNode: CUgraphNode,
    dependencies: *mut CUgraphNode,
    edgeData: *mut CUgraphEdgeData,
    numDependencies: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetDependencies_v2");
    type __F = unsafe extern "C" fn(
        CUgraphNode,
        *mut CUgraphNode,
        *mut CUgraphEdgeData,
        *mut usize,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, dependencies, edgeData, numDependencies) })
}

/// `cuGraphNodeGetDependentNodes`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphNodeGetDependentNodes(
    hNode: CUgraphNode,
    dependentNodes: *mut CUgraphNode,
    numDependentNodes: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetDependentNodes");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUgraphNode, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, dependentNodes, numDependentNodes) })
}

/// `cuGraphNodeGetDependentNodes_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphNodeGetDependentNodes_v2(
    hNode: CUgraphNode,
    dependentNodes: *mut CUgraphNode,
    edgeData: *mut CUgraphEdgeData,
    numDependentNodes: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetDependentNodes_v2");
    type __F = unsafe extern "C" fn(
        CUgraphNode,
        *mut CUgraphNode,
        *mut CUgraphEdgeData,
        *mut usize,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, dependentNodes, edgeData, numDependentNodes) })
}

/// `cuGraphAddDependencies`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddDependencies(
    hGraph: CUgraph,
    from: *const CUgraphNode,
    to: *const CUgraphNode,
    numDependencies: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddDependencies");
    type __F =
        unsafe extern "C" fn(CUgraph, *const CUgraphNode, *const CUgraphNode, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraph, from, to, numDependencies) })
}

/// `cuGraphAddDependencies_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddDependencies_v2(
    hGraph: CUgraph,
    from: *const CUgraphNode,
    to: *const CUgraphNode,
    edgeData: *const CUgraphEdgeData,
    numDependencies: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddDependencies_v2");
    type __F = unsafe extern "C" fn(
        CUgraph,
        *const CUgraphNode,
        *const CUgraphNode,
        *const CUgraphEdgeData,
        usize,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraph, from, to, edgeData, numDependencies) })
}

/// `cuGraphRemoveDependencies`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphRemoveDependencies(
    hGraph: CUgraph,
    from: *const CUgraphNode,
    to: *const CUgraphNode,
    numDependencies: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphRemoveDependencies");
    type __F =
        unsafe extern "C" fn(CUgraph, *const CUgraphNode, *const CUgraphNode, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraph, from, to, numDependencies) })
}

/// `cuGraphRemoveDependencies_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphRemoveDependencies_v2(
    hGraph: CUgraph,
    from: *const CUgraphNode,
    to: *const CUgraphNode,
    edgeData: *const CUgraphEdgeData,
    numDependencies: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphRemoveDependencies_v2");
    type __F = unsafe extern "C" fn(
        CUgraph,
        *const CUgraphNode,
        *const CUgraphNode,
        *const CUgraphEdgeData,
        usize,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraph, from, to, edgeData, numDependencies) })
}

/// `cuGraphDestroyNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphDestroyNode(hNode: CUgraphNode) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphDestroyNode");
    type __F = unsafe extern "C" fn(CUgraphNode) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode) })
}

/// `cuGraphInstantiateWithFlags`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphInstantiateWithFlags(
    phGraphExec: *mut CUgraphExec,
    hGraph: CUgraph,
    flags: ::core::ffi::c_ulonglong,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphInstantiateWithFlags");
    type __F =
        unsafe extern "C" fn(*mut CUgraphExec, CUgraph, ::core::ffi::c_ulonglong) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phGraphExec, hGraph, flags) })
}

/// `cuGraphInstantiateWithParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphInstantiateWithParams(
    phGraphExec: *mut CUgraphExec,
    hGraph: CUgraph,
    instantiateParams: *mut CUDA_GRAPH_INSTANTIATE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphInstantiateWithParams");
    type __F = unsafe extern "C" fn(
        *mut CUgraphExec,
        CUgraph,
        *mut CUDA_GRAPH_INSTANTIATE_PARAMS,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phGraphExec, hGraph, instantiateParams) })
}

/// `cuGraphExecGetFlags`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecGetFlags(
    hGraphExec: CUgraphExec,
    flags: *mut cuuint64_t,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecGetFlags");
    type __F = unsafe extern "C" fn(CUgraphExec, *mut cuuint64_t) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, flags) })
}

/// `cuGraphExecKernelNodeSetParams_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecKernelNodeSetParams_v2(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecKernelNodeSetParams_v2");
    type __F =
        unsafe extern "C" fn(CUgraphExec, CUgraphNode, *const CUDA_KERNEL_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, nodeParams) })
}

/// `cuGraphExecMemcpyNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecMemcpyNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    copyParams: *const CUDA_MEMCPY3D,
    ctx: CUcontext,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecMemcpyNodeSetParams");
    type __F =
        unsafe extern "C" fn(CUgraphExec, CUgraphNode, *const CUDA_MEMCPY3D, CUcontext) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, copyParams, ctx) })
}

/// `cuGraphExecMemsetNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecMemsetNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    memsetParams: *const CUDA_MEMSET_NODE_PARAMS,
    ctx: CUcontext,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecMemsetNodeSetParams");
    type __F = unsafe extern "C" fn(
        CUgraphExec,
        CUgraphNode,
        *const CUDA_MEMSET_NODE_PARAMS,
        CUcontext,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, memsetParams, ctx) })
}

/// `cuGraphExecHostNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecHostNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *const CUDA_HOST_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecHostNodeSetParams");
    type __F =
        unsafe extern "C" fn(CUgraphExec, CUgraphNode, *const CUDA_HOST_NODE_PARAMS) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, nodeParams) })
}

/// `cuGraphExecChildGraphNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecChildGraphNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    childGraph: CUgraph,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecChildGraphNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, CUgraph) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, childGraph) })
}

/// `cuGraphExecEventRecordNodeSetEvent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecEventRecordNodeSetEvent(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    event: CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecEventRecordNodeSetEvent");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, event) })
}

/// `cuGraphExecEventWaitNodeSetEvent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecEventWaitNodeSetEvent(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    event: CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecEventWaitNodeSetEvent");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, event) })
}

/// `cuGraphExecExternalSemaphoresSignalNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecExternalSemaphoresSignalNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecExternalSemaphoresSignalNodeSetParams");
    type __F = unsafe extern "C" fn(
        CUgraphExec,
        CUgraphNode,
        *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, nodeParams) })
}

/// `cuGraphExecExternalSemaphoresWaitNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecExternalSemaphoresWaitNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecExternalSemaphoresWaitNodeSetParams");
    type __F = unsafe extern "C" fn(
        CUgraphExec,
        CUgraphNode,
        *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, nodeParams) })
}

/// `cuGraphNodeSetEnabled`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphNodeSetEnabled(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    isEnabled: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeSetEnabled");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, isEnabled) })
}

/// `cuGraphNodeGetEnabled`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphNodeGetEnabled(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    isEnabled: *mut ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeGetEnabled");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, *mut ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, isEnabled) })
}

/// `cuGraphUpload`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphUpload(
    hGraphExec: CUgraphExec,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphUpload");
    type __F = unsafe extern "C" fn(CUgraphExec, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hStream) })
}

/// `cuGraphLaunch`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphLaunch(
    hGraphExec: CUgraphExec,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphLaunch");
    type __F = unsafe extern "C" fn(CUgraphExec, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hStream) })
}

/// `cuGraphExecDestroy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecDestroy(hGraphExec: CUgraphExec) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecDestroy");
    type __F = unsafe extern "C" fn(CUgraphExec) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec) })
}

/// `cuGraphDestroy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphDestroy(hGraph: CUgraph) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphDestroy");
    type __F = unsafe extern "C" fn(CUgraph) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraph) })
}

/// `cuGraphExecUpdate_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecUpdate_v2(
    hGraphExec: CUgraphExec,
    hGraph: CUgraph,
    resultInfo: *mut CUgraphExecUpdateResultInfo,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecUpdate_v2");
    type __F =
        unsafe extern "C" fn(CUgraphExec, CUgraph, *mut CUgraphExecUpdateResultInfo) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hGraph, resultInfo) })
}

/// `cuGraphKernelNodeCopyAttributes`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphKernelNodeCopyAttributes(
    dst: CUgraphNode,
    src: CUgraphNode,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphKernelNodeCopyAttributes");
    type __F = unsafe extern "C" fn(CUgraphNode, CUgraphNode) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dst, src) })
}

/// `cuGraphKernelNodeGetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphKernelNodeGetAttribute(
    hNode: CUgraphNode,
    attr: CUkernelNodeAttrID,
    value_out: *mut CUkernelNodeAttrValue,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphKernelNodeGetAttribute");
    type __F = unsafe extern "C" fn(
        CUgraphNode,
        CUkernelNodeAttrID,
        *mut CUkernelNodeAttrValue,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, attr, value_out) })
}

/// `cuGraphKernelNodeSetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphKernelNodeSetAttribute(
    hNode: CUgraphNode,
    attr: CUkernelNodeAttrID,
    value: *const CUkernelNodeAttrValue,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphKernelNodeSetAttribute");
    type __F = unsafe extern "C" fn(
        CUgraphNode,
        CUkernelNodeAttrID,
        *const CUkernelNodeAttrValue,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, attr, value) })
}

/// `cuGraphDebugDotPrint`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphDebugDotPrint(
    hGraph: CUgraph,
    path: *const ::core::ffi::c_char,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphDebugDotPrint");
    type __F =
        unsafe extern "C" fn(CUgraph, *const ::core::ffi::c_char, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraph, path, flags) })
}

/// `cuUserObjectCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuUserObjectCreate(
    object_out: *mut CUuserObject,
    ptr: *mut ::core::ffi::c_void,
    destroy: CUhostFn,
    initialRefcount: ::core::ffi::c_uint,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuUserObjectCreate");
    type __F = unsafe extern "C" fn(
        *mut CUuserObject,
        *mut ::core::ffi::c_void,
        CUhostFn,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(object_out, ptr, destroy, initialRefcount, flags) })
}

/// `cuUserObjectRetain`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuUserObjectRetain(
    object: CUuserObject,
    count: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuUserObjectRetain");
    type __F = unsafe extern "C" fn(CUuserObject, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(object, count) })
}

/// `cuUserObjectRelease`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuUserObjectRelease(
    object: CUuserObject,
    count: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuUserObjectRelease");
    type __F = unsafe extern "C" fn(CUuserObject, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(object, count) })
}

/// `cuGraphRetainUserObject`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphRetainUserObject(
    graph: CUgraph,
    object: CUuserObject,
    count: ::core::ffi::c_uint,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphRetainUserObject");
    type __F = unsafe extern "C" fn(
        CUgraph,
        CUuserObject,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(graph, object, count, flags) })
}

/// `cuGraphReleaseUserObject`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphReleaseUserObject(
    graph: CUgraph,
    object: CUuserObject,
    count: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphReleaseUserObject");
    type __F = unsafe extern "C" fn(CUgraph, CUuserObject, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(graph, object, count) })
}

/// `cuGraphAddNode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddNode(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    numDependencies: usize,
    nodeParams: *mut CUgraphNodeParams,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddNode");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        usize,
        *mut CUgraphNodeParams,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            phGraphNode,
            hGraph,
            dependencies,
            numDependencies,
            nodeParams,
        )
    })
}

/// `cuGraphAddNode_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphAddNode_v2(
    phGraphNode: *mut CUgraphNode,
    hGraph: CUgraph,
    dependencies: *const CUgraphNode,
    dependencyData: *const CUgraphEdgeData,
    numDependencies: usize,
    nodeParams: *mut CUgraphNodeParams,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphAddNode_v2");
    type __F = unsafe extern "C" fn(
        *mut CUgraphNode,
        CUgraph,
        *const CUgraphNode,
        *const CUgraphEdgeData,
        usize,
        *mut CUgraphNodeParams,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            phGraphNode,
            hGraph,
            dependencies,
            dependencyData,
            numDependencies,
            nodeParams,
        )
    })
}

/// `cuGraphNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphNodeSetParams(
    hNode: CUgraphNode,
    nodeParams: *mut CUgraphNodeParams,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphNode, *mut CUgraphNodeParams) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hNode, nodeParams) })
}

/// `cuGraphExecNodeSetParams`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphExecNodeSetParams(
    hGraphExec: CUgraphExec,
    hNode: CUgraphNode,
    nodeParams: *mut CUgraphNodeParams,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphExecNodeSetParams");
    type __F = unsafe extern "C" fn(CUgraphExec, CUgraphNode, *mut CUgraphNodeParams) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hGraphExec, hNode, nodeParams) })
}

/// `cuGraphConditionalHandleCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphConditionalHandleCreate(
    pHandle_out: *mut CUgraphConditionalHandle,
    hGraph: CUgraph,
    ctx: CUcontext,
    defaultLaunchValue: ::core::ffi::c_uint,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphConditionalHandleCreate");
    type __F = unsafe extern "C" fn(
        *mut CUgraphConditionalHandle,
        CUgraph,
        CUcontext,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pHandle_out, hGraph, ctx, defaultLaunchValue, flags) })
}

/// `cuOccupancyMaxActiveBlocksPerMultiprocessor`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuOccupancyMaxActiveBlocksPerMultiprocessor(
    numBlocks: *mut ::core::ffi::c_int,
    func: CUfunction,
    blockSize: ::core::ffi::c_int,
    dynamicSMemSize: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxActiveBlocksPerMultiprocessor");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        CUfunction,
        ::core::ffi::c_int,
        usize,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(numBlocks, func, blockSize, dynamicSMemSize) })
}

/// `cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    numBlocks: *mut ::core::ffi::c_int,
    func: CUfunction,
    blockSize: ::core::ffi::c_int,
    dynamicSMemSize: usize,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        CUfunction,
        ::core::ffi::c_int,
        usize,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(numBlocks, func, blockSize, dynamicSMemSize, flags) })
}

/// `cuOccupancyMaxPotentialBlockSize`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuOccupancyMaxPotentialBlockSize(
    minGridSize: *mut ::core::ffi::c_int,
    blockSize: *mut ::core::ffi::c_int,
    func: CUfunction,
    blockSizeToDynamicSMemSize: CUoccupancyB2DSize,
    dynamicSMemSize: usize,
    blockSizeLimit: ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxPotentialBlockSize");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        *mut ::core::ffi::c_int,
        CUfunction,
        CUoccupancyB2DSize,
        usize,
        ::core::ffi::c_int,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            minGridSize,
            blockSize,
            func,
            blockSizeToDynamicSMemSize,
            dynamicSMemSize,
            blockSizeLimit,
        )
    })
}

/// `cuOccupancyMaxPotentialBlockSizeWithFlags`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuOccupancyMaxPotentialBlockSizeWithFlags(
    minGridSize: *mut ::core::ffi::c_int,
    blockSize: *mut ::core::ffi::c_int,
    func: CUfunction,
    blockSizeToDynamicSMemSize: CUoccupancyB2DSize,
    dynamicSMemSize: usize,
    blockSizeLimit: ::core::ffi::c_int,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxPotentialBlockSizeWithFlags");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        *mut ::core::ffi::c_int,
        CUfunction,
        CUoccupancyB2DSize,
        usize,
        ::core::ffi::c_int,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
        __f(
            minGridSize,
            blockSize,
            func,
            blockSizeToDynamicSMemSize,
            dynamicSMemSize,
            blockSizeLimit,
            flags,
        )
    })
}

/// `cuOccupancyAvailableDynamicSMemPerBlock`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuOccupancyAvailableDynamicSMemPerBlock(
    dynamicSmemSize: *mut usize,
    func: CUfunction,
    numBlocks: ::core::ffi::c_int,
    blockSize: ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuOccupancyAvailableDynamicSMemPerBlock");
    type __F = unsafe extern "C" fn(
        *mut usize,
        CUfunction,
        ::core::ffi::c_int,
        ::core::ffi::c_int,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(dynamicSmemSize, func, numBlocks, blockSize) })
}

/// `cuOccupancyMaxPotentialClusterSize`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuOccupancyMaxPotentialClusterSize(
    clusterSize: *mut ::core::ffi::c_int,
    func: CUfunction,
    config: *const CUlaunchConfig,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxPotentialClusterSize");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        CUfunction,
        *const CUlaunchConfig,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(clusterSize, func, config) })
}

/// `cuOccupancyMaxActiveClusters`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuOccupancyMaxActiveClusters(
    numClusters: *mut ::core::ffi::c_int,
    func: CUfunction,
    config: *const CUlaunchConfig,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuOccupancyMaxActiveClusters");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        CUfunction,
        *const CUlaunchConfig,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(numClusters, func, config) })
}

/// `cuTexRefSetArray`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetArray(
    hTexRef: CUtexref,
    hArray: CUarray,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetArray");
    type __F = unsafe extern "C" fn(CUtexref, CUarray, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, hArray, Flags) })
}

/// `cuTexRefSetMipmappedArray`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetMipmappedArray(
    hTexRef: CUtexref,
    hMipmappedArray: CUmipmappedArray,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetMipmappedArray");
    type __F = unsafe extern "C" fn(CUtexref, CUmipmappedArray, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, hMipmappedArray, Flags) })
}

/// `cuTexRefSetAddress_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetAddress_v2(
    ByteOffset: *mut usize,
    hTexRef: CUtexref,
    dptr: CUdeviceptr,
    bytes: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetAddress_v2");
    type __F = unsafe extern "C" fn(*mut usize, CUtexref, CUdeviceptr, usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ByteOffset, hTexRef, dptr, bytes) })
}

/// `cuTexRefSetAddress2D_v3`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetAddress2D_v3(
    hTexRef: CUtexref,
    desc: *const CUDA_ARRAY_DESCRIPTOR,
    dptr: CUdeviceptr,
    Pitch: usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetAddress2D_v3");
    type __F = unsafe extern "C" fn(
        CUtexref,
        *const CUDA_ARRAY_DESCRIPTOR,
        CUdeviceptr,
        usize,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, desc, dptr, Pitch) })
}

/// `cuTexRefSetFormat`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetFormat(
    hTexRef: CUtexref,
    fmt: CUarray_format,
    NumPackedComponents: ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetFormat");
    type __F = unsafe extern "C" fn(CUtexref, CUarray_format, ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, fmt, NumPackedComponents) })
}

/// `cuTexRefSetAddressMode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetAddressMode(
    hTexRef: CUtexref,
    dim: ::core::ffi::c_int,
    am: CUaddress_mode,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetAddressMode");
    type __F = unsafe extern "C" fn(CUtexref, ::core::ffi::c_int, CUaddress_mode) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, dim, am) })
}

/// `cuTexRefSetFilterMode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetFilterMode(
    hTexRef: CUtexref,
    fm: CUfilter_mode,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetFilterMode");
    type __F = unsafe extern "C" fn(CUtexref, CUfilter_mode) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, fm) })
}

/// `cuTexRefSetMipmapFilterMode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetMipmapFilterMode(
    hTexRef: CUtexref,
    fm: CUfilter_mode,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetMipmapFilterMode");
    type __F = unsafe extern "C" fn(CUtexref, CUfilter_mode) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, fm) })
}

/// `cuTexRefSetMipmapLevelBias`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetMipmapLevelBias(
    hTexRef: CUtexref,
    bias: f32,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetMipmapLevelBias");
    type __F = unsafe extern "C" fn(CUtexref, f32) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, bias) })
}

/// `cuTexRefSetMipmapLevelClamp`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetMipmapLevelClamp(
    hTexRef: CUtexref,
    minMipmapLevelClamp: f32,
    maxMipmapLevelClamp: f32,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetMipmapLevelClamp");
    type __F = unsafe extern "C" fn(CUtexref, f32, f32) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, minMipmapLevelClamp, maxMipmapLevelClamp) })
}

/// `cuTexRefSetMaxAnisotropy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetMaxAnisotropy(
    hTexRef: CUtexref,
    maxAniso: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetMaxAnisotropy");
    type __F = unsafe extern "C" fn(CUtexref, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, maxAniso) })
}

/// `cuTexRefSetBorderColor`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetBorderColor(
    hTexRef: CUtexref,
    pBorderColor: *mut f32,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetBorderColor");
    type __F = unsafe extern "C" fn(CUtexref, *mut f32) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, pBorderColor) })
}

/// `cuTexRefSetFlags`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefSetFlags(
    hTexRef: CUtexref,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefSetFlags");
    type __F = unsafe extern "C" fn(CUtexref, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef, Flags) })
}

/// `cuTexRefGetAddress_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetAddress_v2(
    pdptr: *mut CUdeviceptr,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetAddress_v2");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pdptr, hTexRef) })
}

/// `cuTexRefGetArray`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetArray(
    phArray: *mut CUarray,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetArray");
    type __F = unsafe extern "C" fn(*mut CUarray, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phArray, hTexRef) })
}

/// `cuTexRefGetMipmappedArray`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetMipmappedArray(
    phMipmappedArray: *mut CUmipmappedArray,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetMipmappedArray");
    type __F = unsafe extern "C" fn(*mut CUmipmappedArray, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phMipmappedArray, hTexRef) })
}

/// `cuTexRefGetAddressMode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetAddressMode(
    pam: *mut CUaddress_mode,
    hTexRef: CUtexref,
    dim: ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetAddressMode");
    type __F = unsafe extern "C" fn(*mut CUaddress_mode, CUtexref, ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pam, hTexRef, dim) })
}

/// `cuTexRefGetFilterMode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetFilterMode(
    pfm: *mut CUfilter_mode,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetFilterMode");
    type __F = unsafe extern "C" fn(*mut CUfilter_mode, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pfm, hTexRef) })
}

/// `cuTexRefGetFormat`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetFormat(
    pFormat: *mut CUarray_format,
    pNumChannels: *mut ::core::ffi::c_int,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetFormat");
    type __F =
        unsafe extern "C" fn(*mut CUarray_format, *mut ::core::ffi::c_int, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pFormat, pNumChannels, hTexRef) })
}

/// `cuTexRefGetMipmapFilterMode`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetMipmapFilterMode(
    pfm: *mut CUfilter_mode,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetMipmapFilterMode");
    type __F = unsafe extern "C" fn(*mut CUfilter_mode, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pfm, hTexRef) })
}

/// `cuTexRefGetMipmapLevelBias`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetMipmapLevelBias(
    pbias: *mut f32,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetMipmapLevelBias");
    type __F = unsafe extern "C" fn(*mut f32, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pbias, hTexRef) })
}

/// `cuTexRefGetMipmapLevelClamp`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetMipmapLevelClamp(
    pminMipmapLevelClamp: *mut f32,
    pmaxMipmapLevelClamp: *mut f32,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetMipmapLevelClamp");
    type __F = unsafe extern "C" fn(*mut f32, *mut f32, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pminMipmapLevelClamp, pmaxMipmapLevelClamp, hTexRef) })
}

/// `cuTexRefGetMaxAnisotropy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetMaxAnisotropy(
    pmaxAniso: *mut ::core::ffi::c_int,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetMaxAnisotropy");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pmaxAniso, hTexRef) })
}

/// `cuTexRefGetBorderColor`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetBorderColor(
    pBorderColor: *mut f32,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetBorderColor");
    type __F = unsafe extern "C" fn(*mut f32, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pBorderColor, hTexRef) })
}

/// `cuTexRefGetFlags`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefGetFlags(
    pFlags: *mut ::core::ffi::c_uint,
    hTexRef: CUtexref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefGetFlags");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_uint, CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pFlags, hTexRef) })
}

/// `cuTexRefCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefCreate(pTexRef: *mut CUtexref) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefCreate");
    type __F = unsafe extern "C" fn(*mut CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pTexRef) })
}

/// `cuTexRefDestroy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexRefDestroy(hTexRef: CUtexref) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexRefDestroy");
    type __F = unsafe extern "C" fn(CUtexref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hTexRef) })
}

/// `cuSurfRefSetArray`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuSurfRefSetArray(
    hSurfRef: CUsurfref,
    hArray: CUarray,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuSurfRefSetArray");
    type __F = unsafe extern "C" fn(CUsurfref, CUarray, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hSurfRef, hArray, Flags) })
}

/// `cuSurfRefGetArray`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuSurfRefGetArray(
    phArray: *mut CUarray,
    hSurfRef: CUsurfref,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuSurfRefGetArray");
    type __F = unsafe extern "C" fn(*mut CUarray, CUsurfref) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phArray, hSurfRef) })
}

/// `cuTexObjectCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexObjectCreate(
    pTexObject: *mut CUtexObject,
    pResDesc: *const CUDA_RESOURCE_DESC,
    pTexDesc: *const CUDA_TEXTURE_DESC,
    pResViewDesc: *const CUDA_RESOURCE_VIEW_DESC,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexObjectCreate");
    type __F = unsafe extern "C" fn(
        *mut CUtexObject,
        *const CUDA_RESOURCE_DESC,
        *const CUDA_TEXTURE_DESC,
        *const CUDA_RESOURCE_VIEW_DESC,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pTexObject, pResDesc, pTexDesc, pResViewDesc) })
}

/// `cuTexObjectDestroy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexObjectDestroy(texObject: CUtexObject) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexObjectDestroy");
    type __F = unsafe extern "C" fn(CUtexObject) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(texObject) })
}

/// `cuTexObjectGetResourceDesc`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexObjectGetResourceDesc(
    pResDesc: *mut CUDA_RESOURCE_DESC,
    texObject: CUtexObject,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexObjectGetResourceDesc");
    type __F = unsafe extern "C" fn(*mut CUDA_RESOURCE_DESC, CUtexObject) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pResDesc, texObject) })
}

/// `cuTexObjectGetTextureDesc`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexObjectGetTextureDesc(
    pTexDesc: *mut CUDA_TEXTURE_DESC,
    texObject: CUtexObject,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexObjectGetTextureDesc");
    type __F = unsafe extern "C" fn(*mut CUDA_TEXTURE_DESC, CUtexObject) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pTexDesc, texObject) })
}

/// `cuTexObjectGetResourceViewDesc`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTexObjectGetResourceViewDesc(
    pResViewDesc: *mut CUDA_RESOURCE_VIEW_DESC,
    texObject: CUtexObject,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTexObjectGetResourceViewDesc");
    type __F = unsafe extern "C" fn(*mut CUDA_RESOURCE_VIEW_DESC, CUtexObject) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pResViewDesc, texObject) })
}

/// `cuSurfObjectCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuSurfObjectCreate(
    pSurfObject: *mut CUsurfObject,
    pResDesc: *const CUDA_RESOURCE_DESC,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuSurfObjectCreate");
    type __F = unsafe extern "C" fn(*mut CUsurfObject, *const CUDA_RESOURCE_DESC) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pSurfObject, pResDesc) })
}

/// `cuSurfObjectDestroy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuSurfObjectDestroy(surfObject: CUsurfObject) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuSurfObjectDestroy");
    type __F = unsafe extern "C" fn(CUsurfObject) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(surfObject) })
}

/// `cuSurfObjectGetResourceDesc`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuSurfObjectGetResourceDesc(
    pResDesc: *mut CUDA_RESOURCE_DESC,
    surfObject: CUsurfObject,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuSurfObjectGetResourceDesc");
    type __F = unsafe extern "C" fn(*mut CUDA_RESOURCE_DESC, CUsurfObject) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pResDesc, surfObject) })
}

/// `cuTensorMapEncodeTiled`, resolved from libcuda on first use.
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
) -> Result<CUresult, LoadError> {
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
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `cuTensorMapEncodeIm2col`, resolved from libcuda on first use.
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
) -> Result<CUresult, LoadError> {
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
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `cuTensorMapEncodeIm2colWide`, resolved from libcuda on first use.
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
) -> Result<CUresult, LoadError> {
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
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe {
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
    })
}

/// `cuTensorMapReplaceAddress`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuTensorMapReplaceAddress(
    tensorMap: *mut CUtensorMap,
    globalAddress: *mut ::core::ffi::c_void,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuTensorMapReplaceAddress");
    type __F = unsafe extern "C" fn(*mut CUtensorMap, *mut ::core::ffi::c_void) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(tensorMap, globalAddress) })
}

/// `cuDeviceCanAccessPeer`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceCanAccessPeer(
    canAccessPeer: *mut ::core::ffi::c_int,
    dev: CUdevice,
    peerDev: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceCanAccessPeer");
    type __F = unsafe extern "C" fn(*mut ::core::ffi::c_int, CUdevice, CUdevice) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(canAccessPeer, dev, peerDev) })
}

/// `cuCtxEnablePeerAccess`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxEnablePeerAccess(
    peerContext: CUcontext,
    Flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxEnablePeerAccess");
    type __F = unsafe extern "C" fn(CUcontext, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(peerContext, Flags) })
}

/// `cuCtxDisablePeerAccess`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxDisablePeerAccess(peerContext: CUcontext) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxDisablePeerAccess");
    type __F = unsafe extern "C" fn(CUcontext) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(peerContext) })
}

/// `cuDeviceGetP2PAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetP2PAttribute(
    value: *mut ::core::ffi::c_int,
    attrib: CUdevice_P2PAttribute,
    srcDevice: CUdevice,
    dstDevice: CUdevice,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetP2PAttribute");
    type __F = unsafe extern "C" fn(
        *mut ::core::ffi::c_int,
        CUdevice_P2PAttribute,
        CUdevice,
        CUdevice,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(value, attrib, srcDevice, dstDevice) })
}

/// `cuGraphicsUnregisterResource`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphicsUnregisterResource(
    resource: CUgraphicsResource,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphicsUnregisterResource");
    type __F = unsafe extern "C" fn(CUgraphicsResource) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(resource) })
}

/// `cuGraphicsSubResourceGetMappedArray`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphicsSubResourceGetMappedArray(
    pArray: *mut CUarray,
    resource: CUgraphicsResource,
    arrayIndex: ::core::ffi::c_uint,
    mipLevel: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphicsSubResourceGetMappedArray");
    type __F = unsafe extern "C" fn(
        *mut CUarray,
        CUgraphicsResource,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pArray, resource, arrayIndex, mipLevel) })
}

/// `cuGraphicsResourceGetMappedMipmappedArray`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphicsResourceGetMappedMipmappedArray(
    pMipmappedArray: *mut CUmipmappedArray,
    resource: CUgraphicsResource,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphicsResourceGetMappedMipmappedArray");
    type __F = unsafe extern "C" fn(*mut CUmipmappedArray, CUgraphicsResource) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pMipmappedArray, resource) })
}

/// `cuGraphicsResourceGetMappedPointer_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphicsResourceGetMappedPointer_v2(
    pDevPtr: *mut CUdeviceptr,
    pSize: *mut usize,
    resource: CUgraphicsResource,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphicsResourceGetMappedPointer_v2");
    type __F = unsafe extern "C" fn(*mut CUdeviceptr, *mut usize, CUgraphicsResource) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pDevPtr, pSize, resource) })
}

/// `cuGraphicsResourceSetMapFlags_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphicsResourceSetMapFlags_v2(
    resource: CUgraphicsResource,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphicsResourceSetMapFlags_v2");
    type __F = unsafe extern "C" fn(CUgraphicsResource, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(resource, flags) })
}

/// `cuGraphicsMapResources`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphicsMapResources(
    count: ::core::ffi::c_uint,
    resources: *mut CUgraphicsResource,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphicsMapResources");
    type __F =
        unsafe extern "C" fn(::core::ffi::c_uint, *mut CUgraphicsResource, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(count, resources, hStream) })
}

/// `cuGraphicsUnmapResources`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGraphicsUnmapResources(
    count: ::core::ffi::c_uint,
    resources: *mut CUgraphicsResource,
    hStream: CUstream,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGraphicsUnmapResources");
    type __F =
        unsafe extern "C" fn(::core::ffi::c_uint, *mut CUgraphicsResource, CUstream) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(count, resources, hStream) })
}

/// `cuGetProcAddress_v2`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGetProcAddress_v2(
    symbol: *const ::core::ffi::c_char,
    pfn: *mut *mut ::core::ffi::c_void,
    cudaVersion: ::core::ffi::c_int,
    flags: cuuint64_t,
    symbolStatus: *mut CUdriverProcAddressQueryResult,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGetProcAddress_v2");
    type __F = unsafe extern "C" fn(
        *const ::core::ffi::c_char,
        *mut *mut ::core::ffi::c_void,
        ::core::ffi::c_int,
        cuuint64_t,
        *mut CUdriverProcAddressQueryResult,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(symbol, pfn, cudaVersion, flags, symbolStatus) })
}

/// `cuCoredumpGetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCoredumpGetAttribute(
    attrib: CUcoredumpSettings,
    value: *mut ::core::ffi::c_void,
    size: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCoredumpGetAttribute");
    type __F =
        unsafe extern "C" fn(CUcoredumpSettings, *mut ::core::ffi::c_void, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(attrib, value, size) })
}

/// `cuCoredumpGetAttributeGlobal`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCoredumpGetAttributeGlobal(
    attrib: CUcoredumpSettings,
    value: *mut ::core::ffi::c_void,
    size: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCoredumpGetAttributeGlobal");
    type __F =
        unsafe extern "C" fn(CUcoredumpSettings, *mut ::core::ffi::c_void, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(attrib, value, size) })
}

/// `cuCoredumpSetAttribute`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCoredumpSetAttribute(
    attrib: CUcoredumpSettings,
    value: *mut ::core::ffi::c_void,
    size: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCoredumpSetAttribute");
    type __F =
        unsafe extern "C" fn(CUcoredumpSettings, *mut ::core::ffi::c_void, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(attrib, value, size) })
}

/// `cuCoredumpSetAttributeGlobal`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCoredumpSetAttributeGlobal(
    attrib: CUcoredumpSettings,
    value: *mut ::core::ffi::c_void,
    size: *mut usize,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCoredumpSetAttributeGlobal");
    type __F =
        unsafe extern "C" fn(CUcoredumpSettings, *mut ::core::ffi::c_void, *mut usize) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(attrib, value, size) })
}

/// `cuGetExportTable`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGetExportTable(
    ppExportTable: *mut *const ::core::ffi::c_void,
    pExportTableId: *const CUuuid,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGetExportTable");
    type __F = unsafe extern "C" fn(*mut *const ::core::ffi::c_void, *const CUuuid) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(ppExportTable, pExportTableId) })
}

/// `cuGreenCtxCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGreenCtxCreate(
    phCtx: *mut CUgreenCtx,
    desc: CUdevResourceDesc,
    dev: CUdevice,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxCreate");
    type __F = unsafe extern "C" fn(
        *mut CUgreenCtx,
        CUdevResourceDesc,
        CUdevice,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phCtx, desc, dev, flags) })
}

/// `cuGreenCtxDestroy`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGreenCtxDestroy(hCtx: CUgreenCtx) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxDestroy");
    type __F = unsafe extern "C" fn(CUgreenCtx) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hCtx) })
}

/// `cuCtxFromGreenCtx`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxFromGreenCtx(
    pContext: *mut CUcontext,
    hCtx: CUgreenCtx,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxFromGreenCtx");
    type __F = unsafe extern "C" fn(*mut CUcontext, CUgreenCtx) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pContext, hCtx) })
}

/// `cuDeviceGetDevResource`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDeviceGetDevResource(
    device: CUdevice,
    resource: *mut CUdevResource,
    type_: CUdevResourceType,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDeviceGetDevResource");
    type __F = unsafe extern "C" fn(CUdevice, *mut CUdevResource, CUdevResourceType) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(device, resource, type_) })
}

/// `cuCtxGetDevResource`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCtxGetDevResource(
    hCtx: CUcontext,
    resource: *mut CUdevResource,
    type_: CUdevResourceType,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCtxGetDevResource");
    type __F = unsafe extern "C" fn(CUcontext, *mut CUdevResource, CUdevResourceType) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hCtx, resource, type_) })
}

/// `cuGreenCtxGetDevResource`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGreenCtxGetDevResource(
    hCtx: CUgreenCtx,
    resource: *mut CUdevResource,
    type_: CUdevResourceType,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxGetDevResource");
    type __F = unsafe extern "C" fn(CUgreenCtx, *mut CUdevResource, CUdevResourceType) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hCtx, resource, type_) })
}

/// `cuDevSmResourceSplitByCount`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDevSmResourceSplitByCount(
    result: *mut CUdevResource,
    nbGroups: *mut ::core::ffi::c_uint,
    input: *const CUdevResource,
    remaining: *mut CUdevResource,
    useFlags: ::core::ffi::c_uint,
    minCount: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDevSmResourceSplitByCount");
    type __F = unsafe extern "C" fn(
        *mut CUdevResource,
        *mut ::core::ffi::c_uint,
        *const CUdevResource,
        *mut CUdevResource,
        ::core::ffi::c_uint,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(result, nbGroups, input, remaining, useFlags, minCount) })
}

/// `cuDevResourceGenerateDesc`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuDevResourceGenerateDesc(
    phDesc: *mut CUdevResourceDesc,
    resources: *mut CUdevResource,
    nbResources: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuDevResourceGenerateDesc");
    type __F = unsafe extern "C" fn(
        *mut CUdevResourceDesc,
        *mut CUdevResource,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phDesc, resources, nbResources) })
}

/// `cuGreenCtxRecordEvent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGreenCtxRecordEvent(
    hCtx: CUgreenCtx,
    hEvent: CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxRecordEvent");
    type __F = unsafe extern "C" fn(CUgreenCtx, CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hCtx, hEvent) })
}

/// `cuGreenCtxWaitEvent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGreenCtxWaitEvent(
    hCtx: CUgreenCtx,
    hEvent: CUevent,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxWaitEvent");
    type __F = unsafe extern "C" fn(CUgreenCtx, CUevent) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hCtx, hEvent) })
}

/// `cuStreamGetGreenCtx`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuStreamGetGreenCtx(
    hStream: CUstream,
    phCtx: *mut CUgreenCtx,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuStreamGetGreenCtx");
    type __F = unsafe extern "C" fn(CUstream, *mut CUgreenCtx) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(hStream, phCtx) })
}

/// `cuGreenCtxStreamCreate`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuGreenCtxStreamCreate(
    phStream: *mut CUstream,
    greenCtx: CUgreenCtx,
    flags: ::core::ffi::c_uint,
    priority: ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuGreenCtxStreamCreate");
    type __F = unsafe extern "C" fn(
        *mut CUstream,
        CUgreenCtx,
        ::core::ffi::c_uint,
        ::core::ffi::c_int,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(phStream, greenCtx, flags, priority) })
}

/// `cuLogsRegisterCallback`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLogsRegisterCallback(
    callbackFunc: CUlogsCallback,
    userData: *mut ::core::ffi::c_void,
    callback_out: *mut CUlogsCallbackHandle,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLogsRegisterCallback");
    type __F = unsafe extern "C" fn(
        CUlogsCallback,
        *mut ::core::ffi::c_void,
        *mut CUlogsCallbackHandle,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(callbackFunc, userData, callback_out) })
}

/// `cuLogsUnregisterCallback`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLogsUnregisterCallback(
    callback: CUlogsCallbackHandle,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLogsUnregisterCallback");
    type __F = unsafe extern "C" fn(CUlogsCallbackHandle) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(callback) })
}

/// `cuLogsCurrent`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLogsCurrent(
    iterator_out: *mut CUlogIterator,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLogsCurrent");
    type __F = unsafe extern "C" fn(*mut CUlogIterator, ::core::ffi::c_uint) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(iterator_out, flags) })
}

/// `cuLogsDumpToFile`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLogsDumpToFile(
    iterator: *mut CUlogIterator,
    pathToFile: *const ::core::ffi::c_char,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLogsDumpToFile");
    type __F = unsafe extern "C" fn(
        *mut CUlogIterator,
        *const ::core::ffi::c_char,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(iterator, pathToFile, flags) })
}

/// `cuLogsDumpToMemory`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuLogsDumpToMemory(
    iterator: *mut CUlogIterator,
    buffer: *mut ::core::ffi::c_char,
    size: *mut usize,
    flags: ::core::ffi::c_uint,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuLogsDumpToMemory");
    type __F = unsafe extern "C" fn(
        *mut CUlogIterator,
        *mut ::core::ffi::c_char,
        *mut usize,
        ::core::ffi::c_uint,
    ) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(iterator, buffer, size, flags) })
}

/// `cuCheckpointProcessGetRestoreThreadId`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCheckpointProcessGetRestoreThreadId(
    pid: ::core::ffi::c_int,
    tid: *mut ::core::ffi::c_int,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessGetRestoreThreadId");
    type __F = unsafe extern "C" fn(::core::ffi::c_int, *mut ::core::ffi::c_int) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pid, tid) })
}

/// `cuCheckpointProcessGetState`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCheckpointProcessGetState(
    pid: ::core::ffi::c_int,
    state: *mut CUprocessState,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessGetState");
    type __F = unsafe extern "C" fn(::core::ffi::c_int, *mut CUprocessState) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pid, state) })
}

/// `cuCheckpointProcessLock`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCheckpointProcessLock(
    pid: ::core::ffi::c_int,
    args: *mut CUcheckpointLockArgs,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessLock");
    type __F = unsafe extern "C" fn(::core::ffi::c_int, *mut CUcheckpointLockArgs) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pid, args) })
}

/// `cuCheckpointProcessCheckpoint`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCheckpointProcessCheckpoint(
    pid: ::core::ffi::c_int,
    args: *mut CUcheckpointCheckpointArgs,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessCheckpoint");
    type __F =
        unsafe extern "C" fn(::core::ffi::c_int, *mut CUcheckpointCheckpointArgs) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pid, args) })
}

/// `cuCheckpointProcessRestore`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCheckpointProcessRestore(
    pid: ::core::ffi::c_int,
    args: *mut CUcheckpointRestoreArgs,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessRestore");
    type __F = unsafe extern "C" fn(::core::ffi::c_int, *mut CUcheckpointRestoreArgs) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pid, args) })
}

/// `cuCheckpointProcessUnlock`, resolved from libcuda on first use.
#[inline]
pub unsafe fn cuCheckpointProcessUnlock(
    pid: ::core::ffi::c_int,
    args: *mut CUcheckpointUnlockArgs,
) -> Result<CUresult, LoadError> {
    static SYM: Symbol = Symbol::new(c"cuCheckpointProcessUnlock");
    type __F = unsafe extern "C" fn(::core::ffi::c_int, *mut CUcheckpointUnlockArgs) -> CUresult;
    // SAFETY: __F is the signature the header declares for this symbol.
    let __f: __F = unsafe { SYM.get::<__F>(&LIBCUDA)? };
    // SAFETY: the caller upholds the C function's contract.
    Ok(unsafe { __f(pid, args) })
}
