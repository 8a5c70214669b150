//! External memory (`import_external_memory`, `ExternalMemory`, `MappedBuffer`): a CUDA
//! allocation exported as a file descriptor (`cuMemCreate` + `cuMemExportToShareableHandle`),
//! imported back as an opaque descriptor, mapped, written and read through the safe API.

use cuda_driver::driver::sys::{self, CUresult};
use cuda_driver::driver::{DeviceSlice, ExternalMemory};
use std::fs::File;
use std::os::fd::FromRawFd;

/// A `size`-byte allocation of device 0 exported as a file descriptor, and its handle.
fn exported(size_hint: usize) -> Result<(File, u64, sys::CUmemGenericAllocationHandle), CUresult> {
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
