//! Every item API_DIFF.md marks as likely used by real programs (⚑), written as cudarc 0.13
//! code writes it: this module must compile (CI builds it); the functions that need a GPU
//! run only where there is one.

use super::cudarc;
use cudarc::driver::result::{self, DriverError};
use cudarc::driver::{
    CudaDevice, CudaFunction, DevicePtr, ExternalMemory, LaunchAsync, LaunchConfig, MappedBuffer,
    Profiler, sys,
};
use std::sync::Arc;

/// Errors: tuple constructor and pattern, `Copy`, `Eq`; the `driver::safe` path.
fn errors(r: Result<(), DriverError>) -> Option<sys::CUresult> {
    let e: cudarc::driver::safe::DriverError = DriverError(sys::CUresult::CUDA_ERROR_UNKNOWN);
    let copied = e;
    assert_eq!(copied, e);
    let nvrtc =
        cudarc::nvrtc::result::NvrtcError(cudarc::nvrtc::sys::nvrtcResult::NVRTC_ERROR_COMPILATION);
    let _copy = nvrtc;
    match r {
        Err(DriverError(code)) => Some(code),
        Ok(()) => None,
    }
}

/// `nvrtc::safe`, and a `CompileOptions` literal naming every cudarc 0.13 field.
fn nvrtc_paths() -> cudarc::nvrtc::safe::CompileOptions {
    let _f = cudarc::nvrtc::safe::compile_ptx::<&str>;
    cudarc::nvrtc::safe::CompileOptions {
        ftz: None,
        prec_sqrt: None,
        prec_div: None,
        fmad: None,
        options: Vec::new(),
        use_fast_math: None,
        maxrregcount: None,
        include_paths: Vec::new(),
        arch: None,
    }
}

/// A 13-argument launch (cudarc 0.13 goes to 32), `htod_copy_pinned`, occupancy without
/// flags and with `c_uint` flags, the cache config, `memory_free`, the profiler.
fn driver_rows(dev: &Arc<CudaDevice>, f: CudaFunction) -> Result<(), DriverError> {
    let mut x = dev.alloc_zeros::<f32>(8)?;
    let cfg = LaunchConfig::for_num_elems(8);
    // SAFETY: not called; the types are what is checked.
    unsafe {
        f.clone().launch(
            cfg,
            (
                &mut x, 1i32, 2i32, 3i32, 4i32, 5i32, 6i32, 7i32, 8i32, 9i32, 10i32, 11i32, 12i32,
            ),
        )
    }?;
    let pinned = dev.alloc_pinned::<f32>(8)?;
    let _y = dev.htod_copy_pinned(&pinned)?;
    // SAFETY: not called.
    unsafe {
        result::occupancy::max_active_block_per_multiprocessor(f.cu_function(), 128, 0)?;
        result::occupancy::max_potential_block_size(f.cu_function(), None, 0, 0)?;
        let flags = sys::CUoccupancy_flags::CU_OCCUPANCY_DEFAULT as std::ffi::c_uint;
        result::occupancy::max_active_block_per_multiprocessor_with_flags(
            f.cu_function(),
            128,
            0,
            flags,
        )?;
        result::occupancy::max_potential_block_size_with_flags(f.cu_function(), None, 0, 0, flags)?;
        result::function::set_function_cache_config(
            f.cu_function(),
            sys::CUfunc_cache::CU_FUNC_CACHE_PREFER_NONE,
        )?;
        result::memory_free(*x.device_ptr())?;
    }
    f.set_function_cache_config(sys::CUfunc_cache::CU_FUNC_CACHE_PREFER_L1)?;
    cudarc::driver::profiler_start()?;
    cudarc::driver::profiler_stop()?;
    let _p = Profiler::new()?;
    Ok(())
}

/// External memory, cudarc 0.13's shapes.
#[cfg(unix)]
fn external(dev: &Arc<CudaDevice>, file: std::fs::File) -> Result<MappedBuffer, DriverError> {
    // SAFETY: not called.
    let mem: ExternalMemory = unsafe { dev.import_external_memory(file, 4096) }?;
    // SAFETY: not called.
    unsafe {
        let raw = result::external_memory::import_external_memory_opaque_fd(3, 4096)?;
        let p = result::external_memory::get_mapped_buffer(raw, 0, 4096)?;
        result::memory_free(p)?;
        result::external_memory::destroy_external_memory(raw)?;
    }
    mem.map_all()
}

/// `sys::is_available`, `sys::lib()`.
fn sys_rows() -> bool {
    // SAFETY: `lib()` only loads the library; nothing else is called.
    let _lib: &'static sys::Lib = unsafe { sys::lib() };
    sys::is_available()
}

/// NCCL's `group!` macro.
#[cfg(feature = "nccl")]
fn nccl_group(comms: &[cudarc::nccl::Comm], bufs: &mut [cudarc::driver::CudaSlice<f32>]) {
    cudarc::group!({
        for (comm, buf) in comms.iter().zip(bufs.iter_mut()) {
            let _ = comm.all_reduce_in_place(buf, &cudarc::nccl::ReduceOp::Sum);
        }
    });
}

#[test]
fn flagged_rows_compile_and_errors_match_as_tuple_structs() {
    assert_eq!(
        errors(Err(DriverError(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY))),
        Some(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY)
    );
    assert_eq!(errors(Ok(())), None);
    assert!(nvrtc_paths().options.is_empty());
    let _ = sys_rows();
}
