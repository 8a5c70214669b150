//! External memory (`import_external_memory`, `ExternalMemory`, `MappedBuffer`): a CUDA
//! allocation exported as a file descriptor (`cuMemCreate` + `cuMemExportToShareableHandle`),
//! imported back as an opaque descriptor, mapped, written and read through the safe API.

use cuda_driver::driver::sys::{self, CUresult};
use cuda_driver::driver::{DeviceSlice, ExternalMemory};
use std::fs::File;
use std::os::fd::FromRawFd;

/// A `size`-byte allocation of device 0 exported as a file descriptor, and its handle.
pub(crate) fn exported(
    size_hint: usize,
) -> Result<(File, u64, sys::CUmemGenericAllocationHandle), CUresult> {
    let prop = sys::CUmemAllocationProp {
        type_: sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
        requestedHandleTypes:
            sys::CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
        location: sys::CUmemLocation {
            type_: sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
            id: 0,
        },
        ..Default::default()
    };
    let mut gran = 0usize;
    // SAFETY: plain out-parameters and a filled-in property struct.
    unsafe {
        let r = sys::cuMemGetAllocationGranularity(
            &mut gran,
            &prop,
            sys::CUmemAllocationGranularity_flags::CU_MEM_ALLOC_GRANULARITY_MINIMUM,
        );
        if r != CUresult::CUDA_SUCCESS {
            return Err(r);
        }
        let size = size_hint.div_ceil(gran) * gran;
        let mut handle = 0;
        let r = sys::cuMemCreate(&mut handle, size, &prop, 0);
        if r != CUresult::CUDA_SUCCESS {
            return Err(r);
        }
        let mut fd: std::ffi::c_int = -1;
        let r = sys::cuMemExportToShareableHandle(
            (&mut fd as *mut std::ffi::c_int).cast(),
            handle,
            sys::CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
            0,
        );
        if r != CUresult::CUDA_SUCCESS {
            let _ = sys::cuMemRelease(handle);
            return Err(r);
        }
        Ok((File::from_raw_fd(fd), size as u64, handle))
    }
}

#[test]
fn external_memory_imported_mapped_written_and_read() {
    let dev = gpu!();
    let (file, size, handle) = exported(1 << 20).expect("an exportable allocation");
    // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    let mem: ExternalMemory = unsafe { dev.import_external_memory(file, size) }.unwrap();
    assert_eq!(mem.len() as u64, size);
    // A range past the end is an error, not a panic; the object goes with it.
    let e = mem.map_range(0..size as usize + 1).unwrap_err();
    assert!(e.to_string().contains("not within"), "{e}");

    let (file, size, handle2) = exported(1 << 20).unwrap();
    // SAFETY: as above.
    let mem = unsafe { dev.import_external_memory(file, size) }.unwrap();
    let mut buf = mem.map_range(4096..4096 + 1000).unwrap();
    assert_eq!(buf.len(), 1000);
    let data: Vec<u8> = (0..1000).map(|i| (i * 7 % 251) as u8).collect();
    dev.htod_sync_copy_into(&data, &mut buf).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&buf).unwrap(), data);
    // Ordered like any buffer: a copy into a slice on a forked stream, read back.
    let mut x = dev.alloc_zeros::<u8>(1000).unwrap();
    dev.dtod_copy(&buf, &mut x).unwrap();
    drop(buf);
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data);
    dev.synchronize().unwrap();
    // SAFETY: the imports and mappings are gone; each allocation is released once.
    unsafe {
        assert_eq!(sys::cuMemRelease(handle), CUresult::CUDA_SUCCESS);
        assert_eq!(sys::cuMemRelease(handle2), CUresult::CUDA_SUCCESS);
    }
}

#[test]
fn the_profiler_starts_and_stops() {
    let _dev = gpu!();
    cuda_driver::driver::profiler_start().unwrap();
    cuda_driver::driver::profiler_stop().unwrap();
    let p = cuda_driver::driver::Profiler::new().unwrap();
    drop(p);
}

/// A `MappedBuffer` is a kernel argument like a `CudaSlice<u8>`: `&mut` is a write, ordered
/// after a slow write of the same bytes on another stream (a copy from a slice that a slow
/// kernel fills), and `&` a read that a later download waits for.
#[test]
fn a_mapped_buffer_is_a_kernel_argument_ordered_like_a_slice() {
    use cuda_driver::driver::{LaunchAsync, LaunchConfig};
    let dev = gpu!();
    nvrtc!();
    let ptx = cuda_driver::nvrtc::compile_ptx(
        r#"extern "C" __global__ void add_bytes(unsigned char *y, const unsigned char *x, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = (unsigned char)(y[i] + x[i]);
}"#,
    )
    .unwrap();
    dev.load_ptx(ptx, "mapped_args", &["add_bytes"]).unwrap();
    let add = dev.get_func("mapped_args", "add_bytes").unwrap();
    let n = 1000usize;
    let (file, size, handle) = exported(1 << 20).unwrap();
    // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    let mut y = unsafe { dev.import_external_memory(file, size) }
        .unwrap()
        .map_range(0..n)
        .unwrap();
    let (file, size, handle2) = exported(1 << 20).unwrap();
    // SAFETY: as above.
    let mut x = unsafe { dev.import_external_memory(file, size) }
        .unwrap()
        .map_range(8192..8192 + n)
        .unwrap();
    let a: Vec<u8> = (0..n).map(|i| (i % 100) as u8).collect();
    let b: Vec<u8> = (0..n).map(|i| (i * 3 % 101) as u8).collect();
    dev.htod_sync_copy_into(&a, &mut y).unwrap();
    // `x` is written on another stream, behind a slow kernel there.
    let k = crate::kernels::slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    let mut slow = dev.alloc_zeros::<f32>(1 << 20).unwrap();
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes 1 << 20 elements.
    unsafe {
        (&k.fill).launch_on_stream(
            &s,
            crate::kernels::CFG,
            (crate::kernels::SLOW, &mut slow, 1usize << 20, 1.0f32),
        )
    }
    .unwrap();
    let b_dev = dev.htod_sync_copy(&b).unwrap();
    let mut staged = dev.alloc_zeros::<u8>(n).unwrap();
    s.memcpy_dtod(&b_dev, &mut staged).unwrap();
    s.memcpy_dtod(&staged, &mut x).unwrap();
    let cfg = LaunchConfig::for_num_elems(n as u32);
    // SAFETY: add_bytes(unsigned char*, const unsigned char*, unsigned) touches n bytes of each.
    unsafe { (&add).launch(cfg, (&mut y, &x, n as u32)) }.unwrap();
    let want: Vec<u8> = a.iter().zip(&b).map(|(p, q)| p.wrapping_add(*q)).collect();
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), want);
    drop((x, y, s));
    dev.synchronize().unwrap();
    // SAFETY: the imports and their mappings are gone; each allocation is released once.
    unsafe {
        assert_eq!(sys::cuMemRelease(handle), CUresult::CUDA_SUCCESS);
        assert_eq!(sys::cuMemRelease(handle2), CUresult::CUDA_SUCCESS);
    }
}
