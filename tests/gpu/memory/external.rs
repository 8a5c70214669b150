//! External memory: a CUDA allocation exported as a file descriptor, imported, mapped, written and
//! read; a mapped buffer as a kernel argument and in copies, ordered like a slice and refused by
//! another device object; descriptors closed once; drops while a copy reads or a drop error is
//! kept; and the profiler's start and stop.

use crate::kernels::{CFG, SLOW, assert_all, assert_usable, filled, random_u32, slow_kernels};
use crate::support::devices::{SAME_GPU, slow};
use crate::support::drop_errors::unregistered_behind_its_back;
use crate::support::{assert_same, child, expect_error};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{
    CudaDevice, DevicePtr, DevicePtrMut, DeviceSlice, ExternalMemory, LaunchAsync, MappedBuffer,
    result, sys,
};
use std::fs::File;
use std::os::fd::{AsRawFd, FromRawFd, RawFd};
use std::sync::Arc;

/// external.rs (`MappedBuffer`): a buffer "that copies and kernels use like a
/// `CudaSlice<u8>`"; peer.rs: "the ordinary copies (`dtod_copy`, `htod_sync_copy_into`, ...)
/// refuse memory of another device (also of another `CudaDevice` of the same GPU) with an
/// error naming both", and `peer_copy` takes "memory of any device". A buffer mapped from an
/// import of a second device object of GPU 0: the first object's copies and launches refuse
/// it, naming both, and write nothing; `peer_copy` and its own object's copies work.
#[test]
fn a_mapped_buffer_of_another_device_object_is_refused_by_copies_and_launches() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let (file, size, handle) = exported(1 << 20).expect("an exportable allocation");
    let n = 4096usize;
    // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    let mut buf = unsafe { other.import_external_memory(file, size) }
        .unwrap()
        .map_range(0..n)
        .unwrap();
    let data: Vec<u8> = random_u32(n, 71).into_iter().map(|v| v as u8).collect();
    other.htod_sync_copy_into(&data, &mut buf).unwrap();
    let names = ["belongs to device 0 but", SAME_GPU];
    let e = dev
        .htod_sync_copy_into(&vec![0u8; n], &mut buf)
        .unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &names);
    expect_error(
        &dev.dtoh_sync_copy(&buf).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &names,
    );
    let mut x = dev.alloc_zeros::<u8>(n).unwrap();
    expect_error(
        &dev.dtod_copy(&buf, &mut x).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &names,
    );
    expect_error(
        &dev.memset_zeros(&mut buf).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &names,
    );
    // A kernel of the first object, given the buffer to write (add_all with a count of 0
    // would touch nothing even if it ran): refused before the launch.
    let k = slow(&dev);
    // SAFETY: add_all(float*, size_t, float) writes nothing with a count of 0.
    let e = unsafe { (&k.add).launch(CFG, (&mut buf, 0usize, 1.0f32)) }.unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["device 0", SAME_GPU],
    );
    // Nothing was written, and the buffer's own object and peer_copy use it.
    assert_eq!(other.dtoh_sync_copy(&buf).unwrap(), data);
    dev.peer_copy(&buf, &mut x).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data);
    drop(buf);
    other.synchronize().unwrap();
    dev.synchronize().unwrap();
    // SAFETY: the import and its mapping are gone; the allocation is released once.
    assert_eq!(unsafe { sys::cuMemRelease(handle) }, CUresult::CUDA_SUCCESS);
    assert_usable(&dev);
    assert_usable(&other);
}

/// traits.rs (`DevicePtrMut::device_ptr_mut`): "Writing through the returned reference changes
/// nothing: the buffer keeps its own copy of its address", for a `MappedBuffer` (whose drop
/// frees the mapping at its address). The address is overwritten, then the buffer copied
/// into, read, used by a kernel and dropped: all at the real address, and the drop leaves no
/// error for the device's next call.
#[test]
fn writes_through_a_mapped_buffers_device_ptr_mut_are_ignored() {
    let dev = gpu!();
    let (file, size, handle) = exported(1 << 20).expect("an exportable allocation");
    let n = 1 << 16;
    // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    let mut buf = unsafe { dev.import_external_memory(file, size) }
        .unwrap()
        .map_range(4096..4096 + 4 * n)
        .unwrap();
    let real = *buf.device_ptr();
    *buf.device_ptr_mut() = 0xdead_0000;
    assert_eq!(*buf.device_ptr(), real, "the buffer's address changed");
    let data: Vec<u8> = random_u32(4 * n, 72).into_iter().map(|v| v as u8).collect();
    dev.htod_sync_copy_into(&data, &mut buf).unwrap();
    *buf.device_ptr_mut() = 8;
    assert_eq!(dev.dtoh_sync_copy(&buf).unwrap(), data);
    // A kernel through the buffer: add_all over its bytes as floats, 0.0 added.
    let k = slow(&dev);
    *buf.device_ptr_mut() = 16;
    // SAFETY: add_all(float*, size_t, float) touches n floats, the buffer's 4n bytes.
    unsafe { (&k.add).launch(CFG, (&mut buf, n, 0.0f32)) }.unwrap();
    let back = dev.dtoh_sync_copy(&buf).unwrap();
    // Adding 0.0 keeps every float's bytes, except that -0.0 becomes 0.0, NaNs may be quieted
    // and subnormals flushed: compare where the bytes were a normal float.
    let ordinary = |c: &[u8]| f32::from_le_bytes([c[0], c[1], c[2], c[3]]).is_normal();
    for (i, (got, want)) in back.chunks(4).zip(data.chunks(4)).enumerate() {
        if ordinary(want) {
            assert_eq!(got, want, "float {i} of the mapped buffer after the kernel");
        }
    }
    *buf.device_ptr_mut() = 0;
    drop(buf);
    dev.synchronize()
        .expect("the drop freed the mapping at its real address");
    // SAFETY: the import and its mapping are gone; the allocation is released once.
    assert_eq!(unsafe { sys::cuMemRelease(handle) }, CUresult::CUDA_SUCCESS);
    assert_usable(&dev);
}

/// Whether descriptor `fd` is open in this process.
fn fd_open(fd: RawFd) -> bool {
    // SAFETY: F_GETFD only reads the descriptor's flags.
    let flags = unsafe { libc::fcntl(fd, libc::F_GETFD) };
    flags != -1
}

/// The device and inode of the file descriptor `fd` refers to, if it is open.
fn fd_file(fd: RawFd) -> Option<(libc::dev_t, libc::ino_t)> {
    // SAFETY: all-zero bytes are a valid `stat`, which fstat fills in.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: writes one `stat` of ours.
    let r = unsafe { libc::fstat(fd, &mut st) };
    (r == 0).then_some((st.st_dev, st.st_ino))
}

/// external.rs (`import_external_memory`): the caller's descriptor "is closed before this
/// returns, on Unix (the driver keeps a duplicate of it while the object lives; a failed
/// import may leak that duplicate, as the driver does not say whether it closed it)". A
/// descriptor closed twice closes whatever file took its number in between, and std aborts
/// the process when it sees that its `File` was closed behind its back.
///
/// - A failed import through the result layer (of `/dev/null`, no memory object): what the
///   driver does with the descriptor is printed (on driver 580 it closes it, which is why the
///   safe layer gives it a duplicate).
/// - A failed `import_external_memory`: the caller's descriptor is closed, once (no abort).
/// - A successful one: the caller's descriptor is closed at the import; a file of the test
///   then takes its number, and must still be open (the same file) once the object is
///   destroyed: nothing closed that number again.
///
/// In a process of its own, where no other test opens files between the checks.
#[test]
fn an_imported_descriptor_is_closed_once_by_its_owner() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "imported_descriptor_child");
}

/// A file of ours at descriptor `fd` (free now), and its identity; `None` if another number
/// was given.
fn sentinel_at(fd: i32) -> Option<(File, (u64, u64))> {
    let null = File::open("/dev/null").unwrap();
    // SAFETY: duplicates our own descriptor at the lowest free number from `fd` on.
    let at = unsafe { libc::fcntl(null.as_raw_fd(), libc::F_DUPFD_CLOEXEC, fd) };
    assert!(at >= 0, "F_DUPFD: {}", std::io::Error::last_os_error());
    // SAFETY: `at` is a new descriptor, ours alone.
    let ours = unsafe { File::from_raw_fd(at) };
    if at != fd {
        println!("descriptor {fd} was taken again before the test could: not watched");
        return None;
    }
    Some((ours, fd_file(fd).unwrap()))
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn imported_descriptor_child() {
    use std::os::fd::IntoRawFd;
    if !child::in_child(module_path!(), "imported_descriptor_child") {
        return;
    }
    let dev = gpu!();
    // What the driver does with the descriptor of a failed import (the result layer's caller
    // owns it then, whatever happened).
    let fd = File::open("/dev/null").unwrap().into_raw_fd();
    dev.bind_to_thread().unwrap();
    // SAFETY: deliberately not a memory object's descriptor (the driver checks what it is
    // given and refuses it), in a process of its own; a context is current.
    let e = unsafe { result::external_memory::import_external_memory_opaque_fd(fd, 1 << 20) }
        .expect_err("/dev/null imported as external memory");
    let open = fd_open(fd);
    println!(
        "the driver refuses /dev/null ({e}) and {} its descriptor",
        if open { "leaves open" } else { "closes" }
    );
    if open {
        // SAFETY: our descriptor, still open, closed once.
        unsafe { libc::close(fd) };
    }
    dev.synchronize()
        .expect("the refused import leaves no error behind");
    // The same through the safe layer: the caller's File is closed once.
    let null = File::open("/dev/null").unwrap();
    let fd = null.as_raw_fd();
    // SAFETY: as above.
    let e = unsafe { dev.import_external_memory(null, 1 << 20) }
        .expect_err("/dev/null imported as external memory");
    println!("import_external_memory refuses /dev/null: {e}");
    assert!(
        !fd_open(fd),
        "the descriptor of a failed import_external_memory is left open: it leaks"
    );
    dev.synchronize()
        .expect("the refused import leaves no error behind");
    // A successful import.
    let (file, size, handle) = exported(1 << 20).expect("an exportable allocation");
    let fd = file.as_raw_fd();
    // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    let mem = unsafe { dev.import_external_memory(file, size) }.unwrap();
    assert!(
        !fd_open(fd),
        "descriptor {fd} is still open after import_external_memory returned"
    );
    let sentinel = sentinel_at(fd);
    let mut buf = mem.map_range(0..4096).unwrap();
    dev.htod_sync_copy_into(&[7u8; 4096], &mut buf).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&buf).unwrap(), [7u8; 4096]);
    drop(buf);
    dev.synchronize()
        .expect("the object and its mapping went without an error");
    if let Some((ours, file)) = sentinel {
        assert_eq!(
            fd_file(fd),
            Some(file),
            "descriptor {fd}, closed at the import and now another file's, was closed (or \
             replaced) when the imported object was destroyed: a second close"
        );
        drop(ours);
    }
    // SAFETY: the import and its mapping are gone; the allocation is released once.
    assert_eq!(unsafe { sys::cuMemRelease(handle) }, CUresult::CUDA_SUCCESS);
    assert_usable(&dev);
}

/// external.rs (`MappedBuffer`): "ordered with them on every stream. Dropping it frees the
/// mapping once every use is done, then destroys the object." A copy out of the mapped buffer
/// waits on another stream behind a slow kernel when the buffer is dropped: it must still copy
/// the buffer's bytes (a mapping freed under it would fault the copy, hence a process of its
/// own).
#[test]
fn a_mapped_buffer_dropped_while_a_copy_reads_it_waits_for_the_copy() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "mapped_buffer_drop_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn mapped_buffer_drop_child() {
    if !child::in_child(module_path!(), "mapped_buffer_drop_child") {
        return;
    }
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let bytes = 4 << 20;
    let (file, size, handle) = exported(bytes).expect("an exportable allocation");
    // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    let mem = unsafe { dev.import_external_memory(file, size) }.unwrap();
    let mut buf = mem.map_range(0..bytes).unwrap();
    let want: Vec<u8> = random_u32(bytes, 41).into_iter().map(|v| v as u8).collect();
    dev.htod_sync_copy_into(&want, &mut buf).unwrap();
    let s = dev.new_stream().unwrap();
    let mut busy = filled(&dev, 0.0);
    k.fill(Some(&s), &mut busy, 1.0, SLOW);
    let mut y = dev.alloc_zeros::<u8>(bytes).unwrap();
    s.memcpy_dtod(&buf, &mut y).unwrap();
    drop(buf);
    assert_same(
        &dev.dtoh_sync_copy(&y).unwrap(),
        &want,
        "the copy out of a mapped buffer dropped while the copy waited",
    );
    assert_all(&dev.dtoh_sync_copy(&busy).unwrap(), 1.0, "the slow fill");
    drop(s);
    dev.synchronize().unwrap();
    // SAFETY: the import and its mapping are gone; the allocation is released once.
    assert_eq!(unsafe { sys::cuMemRelease(handle) }, CUresult::CUDA_SUCCESS);
    assert_usable(&dev);
}

/// external.rs (`map_range`): "A range outside the object is an error, not a panic (cudarc
/// panicked)". A reversed range (start after end, whose `len()` is 0) is outside too: an error
/// naming the range, not a mapping of nothing.
#[test]
#[allow(clippy::reversed_empty_ranges)]
fn map_range_refuses_a_reversed_range_naming_it() {
    let dev = gpu!();
    let (file, size, handle) = exported(1 << 20).expect("an exportable allocation");
    // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    let mem = unsafe { dev.import_external_memory(file, size) }.unwrap();
    let e = mem.map_range(8192..4096).unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["in ExternalMemory::map_range", "8192..4096", "not within"],
    );
    dev.synchronize().unwrap();
    // SAFETY: the import went with the error; the allocation is released once.
    assert_eq!(unsafe { sys::cuMemRelease(handle) }, CUresult::CUDA_SUCCESS);
    assert_usable(&dev);
}

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

/// The device and inode a descriptor refers to, if it is open.
fn fd_identity(fd: i32) -> Option<(u64, u64)> {
    // SAFETY: all-zero bytes are a valid `stat`, which fstat fills in.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: writes one `stat` of ours.
    let r = unsafe { libc::fstat(fd, &mut st) };
    (r == 0).then_some((st.st_dev as u64, st.st_ino as u64))
}

/// How many of this process's open descriptors refer to the file `id` names.
fn fds_of(id: (u64, u64)) -> usize {
    let Ok(dir) = std::fs::read_dir("/proc/self/fd") else {
        return 0;
    };
    dir.filter_map(|e| e.ok()?.file_name().to_str()?.parse::<i32>().ok())
        .filter(|&fd| fd_identity(fd) == Some(id))
        .count()
}

/// The device's free memory now.
fn free_now(dev: &Arc<CudaDevice>) -> usize {
    dev.mem_get_info().unwrap().0
}

/// A `bytes`-byte allocation exported as a descriptor, imported and mapped whole, zeroed
/// through the mapping, with its own handle released (the import keeps the memory), and the
/// identity of the exported descriptor; `None` where the GPU cannot export.
fn imported(dev: &Arc<CudaDevice>, bytes: usize) -> Option<(MappedBuffer, (u64, u64))> {
    let (file, size, handle) = match exported(bytes) {
        Ok(x) => x,
        Err(r) => {
            println!("note: no exportable allocation here ({r:?}): not tested");
            return None;
        }
    };
    let id = fd_identity(file.as_raw_fd()).unwrap();
    // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
    let mem = unsafe { dev.import_external_memory(file, size) }.unwrap();
    let mut buf = mem.map_all().unwrap();
    dev.memset_zeros(&mut buf).unwrap();
    // SAFETY: the handle is ours; the import references the memory on its own.
    assert_eq!(unsafe { sys::cuMemRelease(handle) }, CUresult::CUDA_SUCCESS);
    Some((buf, id))
}

/// external.rs, `MappedBuffer`: "Dropping it frees the mapping once every use is done, then
/// destroys the object"; `ExternalMemory`: "An imported external memory object, destroyed
/// when dropped"; its `Drop`: "Destroys the object (errors are kept for the device's next
/// call)"; DESIGN.md: "errors in drop are recorded on the device and returned by the next
/// fallible call on it".
///
/// First a control round: a 256 MiB allocation exported as a descriptor, imported, mapped,
/// its own handle released (the import alone keeps the memory), the buffer dropped; the free
/// memory and the descriptors the driver keeps for the import show whether the object was
/// destroyed. Then the same with a drop error kept on the device (a `RegisteredVec` dropped
/// after its memory was unregistered behind the crate's back) when the buffer is dropped.
///
/// The hole: `ExternalMemory::drop` makes the context current with `check_and_make_current`,
/// which hands over the kept error; the `and_then` then skips `cuDestroyExternalMemory`, and
/// the kept error is deferred again wrapped as "while destroying an external memory object".
/// The object is never destroyed: the 256 MiB stay held (and the driver's descriptor open)
/// after every handle is gone, and the drop error comes back saying it came from destroying
/// the object.
#[test]
fn an_external_memory_object_dropped_while_a_drop_error_is_kept_is_still_destroyed() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "external_memory_kept_error_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn external_memory_kept_error_child() {
    if !child::in_child(module_path!(), "external_memory_kept_error_child") {
        return;
    }
    let dev = gpu!();
    const BYTES: usize = 256 << 20;
    dev.synchronize().unwrap();

    // Control: what a destroyed import looks like here.
    let before = free_now(&dev);
    let Some((buf, id)) = imported(&dev, BYTES) else {
        return;
    };
    let fds_live = fds_of(id);
    let held_live = before.saturating_sub(free_now(&dev));
    drop(buf);
    dev.synchronize().unwrap();
    let held_after = before.saturating_sub(free_now(&dev));
    let fds_after = fds_of(id);
    let memory_shows = held_live >= BYTES / 2 && held_after < BYTES / 2;
    // Relative: other descriptors of the driver may refer to the same file.
    let fds_show = fds_live > fds_after;
    println!(
        "control: {held_live} bytes and {fds_live} descriptor(s) held while imported, \
         {held_after} bytes and {fds_after} descriptor(s) after the drop"
    );

    // The test: a drop error is kept when the buffer and its object go.
    let before = free_now(&dev);
    let (buf, id) = imported(&dev, BYTES).unwrap();
    let fds_live = fds_of(id);
    drop(unregistered_behind_its_back(&dev));
    drop(buf);
    let e = dev
        .synchronize()
        .expect_err("the drop error kept before the buffer was dropped");
    expect_error(
        &e,
        CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
        &["while unregistering host memory"],
    );
    dev.synchronize()
        .unwrap_or_else(|e| panic!("the kept error is returned once: {e}"));
    // Free memory is the whole GPU's: other tests of the parent process allocate meanwhile
    // (some gigabytes, for a while). An import never destroyed stays held for good, so the
    // lowest of a few readings over up to 3 s tells.
    let mut held = before.saturating_sub(free_now(&dev));
    let t = std::time::Instant::now();
    while memory_shows && held >= BYTES / 2 && t.elapsed() < std::time::Duration::from_secs(3) {
        std::thread::sleep(std::time::Duration::from_millis(20));
        held = held.min(before.saturating_sub(free_now(&dev)));
    }
    let fds = fds_of(id);
    let mut bad = Vec::new();
    if e.to_string()
        .contains("while destroying an external memory object")
    {
        bad.push(format!(
            "the kept drop error came back as one of destroying the external memory object, \
             which was never tried (its Drop took the kept error): {e}"
        ));
    }
    if memory_shows && held >= BYTES / 2 {
        bad.push(format!(
            "{held} bytes of the imported allocation are still held after the buffer, its \
             object and the allocation's handle are gone: the object was never destroyed"
        ));
    }
    if fds_show && fds >= fds_live {
        bad.push(format!(
            "the driver still holds the {fds} descriptor(s) of the import it held while the \
             object lived, after the object was dropped: it was never destroyed"
        ));
    }
    if !memory_shows && !fds_show {
        println!("note: neither free memory nor descriptors show a destroyed import here");
    }
    assert!(bad.is_empty(), "{}", bad.join("; "));
    assert_usable(&dev);
}
