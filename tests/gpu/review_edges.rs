//! A review's attacks where the synchronous core's less used features meet its error keeping
//! and its per-buffer ordering: a kernel looked up while a drop error is kept, an external
//! memory object dropped while one is kept, managed memory lent to the host while an open NCCL
//! group will write it, and a buffer a graph captured given up with `leak` and taken back with
//! `upgrade_device_ptr`. What claims_*.rs, review_core.rs and tests/gpu_graphs/ leave open.
//!
//! Attacks that capture a graph, measure the device's free memory or count the process's file
//! descriptors run in a quiet process of their own (see [`child::run_in_child`]): another
//! test's device-wide synchronize would invalidate a capture, and other tests allocate.

use crate::attack::{live, unregistered_behind_its_back};
use crate::external_memory::exported;
use crate::kernels::{CFG, assert_all, assert_usable, basic, slow_kernels};
use crate::support::{child, expect_error};
use cuda_driver::driver::sys::{self, CUresult};
use cuda_driver::driver::{CudaDevice, DevicePtr, LaunchAsync, LaunchConfig, MappedBuffer};
use std::os::fd::AsRawFd;
use std::sync::Arc;

// ---- a kernel looked up while a drop error is kept ----

/// function.rs, `get_func`: "The kernel `func_name` of the module loaded as `module_name`, or
/// `None` if there is no such module or kernel"; `has_func`: "Whether `module_name` is loaded
/// and has a kernel `func_name`"; DESIGN.md (safety model): "errors in drop are recorded on the
/// device and returned by the next fallible call on it"; context.rs: a kept drop error is
/// returned "once".
///
/// A drop fails (a `RegisteredVec` whose memory was unregistered behind the crate's back), then
/// `get_func` (and, in a second round, `has_func`) asks for `add_one` of the loaded module
/// "basic". Neither returns a `Result`, so neither may take the kept error: the kernel must be
/// found, and the next fallible call (`synchronize`) must return the drop's error.
///
/// The hole: `get_func` makes the context current with `check_and_make_current().ok()?`, which
/// hands over the kept error and turns it into `None`: the loaded kernel is reported missing
/// (a caller's `unwrap` panics, `has_func` says false) and the drop's error is lost (the next
/// call succeeds).
#[test]
fn a_kernel_looked_up_while_a_drop_error_is_kept_is_found_and_the_error_stays_kept() {
    let dev = gpu!();
    basic(&dev);
    dev.synchronize().unwrap();
    for which in ["get_func", "has_func"] {
        drop(unregistered_behind_its_back(&dev));
        let found = match which {
            "get_func" => dev.get_func("basic", "add_one").is_some(),
            _ => dev.has_func("basic", "add_one"),
        };
        let next = dev.synchronize();
        let mut bad = Vec::new();
        if !found {
            bad.push(format!(
                "{which}(\"basic\", \"add_one\") said the loaded kernel is missing while a drop \
                 error was kept"
            ));
        }
        match &next {
            Ok(()) => bad.push(format!(
                "the drop error kept for the next fallible call is lost: synchronize after \
                 {which} succeeded"
            )),
            Err(e) => expect_error(
                e,
                CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
                &["while unregistering host memory"],
            ),
        }
        assert!(bad.is_empty(), "{}", bad.join("; "));
        dev.synchronize()
            .unwrap_or_else(|e| panic!("the kept error is returned once: {e}"));
    }
    // The kernel found that way launches and computes.
    let f = dev.get_func("basic", "add_one").unwrap();
    let mut x = dev.htod_sync_copy(&[1.0f32; 1000]).unwrap();
    // SAFETY: add_one(float*, size_t) touches the first n elements only.
    unsafe { f.launch(LaunchConfig::for_num_elems(1000), (&mut x, 1000usize)) }.unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        2.0,
        "add_one after the lookups",
    );
    assert_usable(&dev);
}

// ---- an external memory object dropped while a drop error is kept ----

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

    // The attack: a drop error is kept when the buffer and its object go.
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

// ---- managed memory lent to the host while an open NCCL group will write it ----

/// managed.rs, `ManagedSlice`: "The host reads and writes it through `as_slice` and
/// `as_mut_slice`, which first wait for all work of the device's context (every stream), so no
/// kernel of this device can be using the memory while the host does; the borrow then keeps new
/// kernels from being given it mutably"; ordering/mod.rs (Deferred work): work an NCCL group
/// holds "is recorded as `Deferred` until the library has launched it: other work on its
/// buffers is refused until then".
///
/// A world of one rank. First a control group (NCCL receives into managed memory here). Then,
/// in an open group, a send of 3.0s to itself and a receive into a `ManagedSlice` (zeroed): the receive reaches its stream only at `group_end`. Meanwhile
/// `as_mut_slice` is asked for the memory. It must refuse (as a `dtoh_sync_copy` of it is
/// refused), since no wait can cover work that is not on a stream yet. If it lends it, the host
/// fills it with 5.0 and ends the group, and the slice it still holds mutably must not change.
///
/// The hole: `host_ready` synchronizes the context and never asks the buffer's record whether
/// deferred work is pending (`Accesses::awaits_launch`): the memory is lent while the group
/// holds a write of it, and `group_end` makes NCCL overwrite it under the host's `&mut [T]`.
#[cfg(feature = "nccl")]
#[test]
fn managed_memory_is_not_lent_to_the_host_while_an_open_nccl_group_will_write_it() {
    let _dev = gpu!();
    if let Err(e) = cuda_driver::nccl::result::get_nccl_version() {
        println!("note: NCCL cannot be loaded ({e:?}): not tested");
        return;
    }
    // NVLink multicast stays off (a world of one rank would not use it anyway).
    if std::env::var("NCCL_NVLS_ENABLE").is_ok_and(|v| v != "0") {
        println!("note: NCCL_NVLS_ENABLE is set to other than 0: not tested");
        return;
    }
    child::run_in_child_with(
        module_path!(),
        "managed_nccl_group_child",
        &[("NCCL_NVLS_ENABLE", "0")],
    );
}

#[cfg(feature = "nccl")]
#[test]
#[ignore = "runs in the child process of its parent test"]
fn managed_nccl_group_child() {
    use cuda_driver::nccl::{Comm, group_end, group_start};
    if !child::in_child(module_path!(), "managed_nccl_group_child") {
        return;
    }
    let dev = gpu!();
    const LEN: usize = 1 << 16;
    let src = dev.htod_sync_copy(&vec![3.0f32; LEN]).unwrap();
    let mut m = dev.alloc_managed::<f32>(LEN).unwrap();
    if let Err(e) = m.as_slice() {
        println!("note: no host access to managed memory here ({e}): not tested");
        return;
    }
    let comm = Comm::from_devices(vec![dev.clone()])
        .unwrap()
        .pop()
        .unwrap();
    // Control: NCCL can receive into managed memory here (a self send in a group).
    group_start().unwrap();
    comm.send(&src, 0).unwrap();
    comm.recv(&mut m, 0).unwrap();
    if let Err(e) = group_end() {
        println!("note: a self send into managed memory fails here ({e:?}): not tested");
        return;
    }
    if dev.dtoh_sync_copy(&m).unwrap() != vec![3.0f32; LEN] {
        println!("note: a self send into managed memory did not arrive here: not tested");
        return;
    }
    dev.memset_zeros(&mut m).unwrap();
    // The attack.
    group_start().unwrap();
    comm.send(&src, 0).unwrap();
    comm.recv(&mut m, 0).unwrap();
    match m.as_mut_slice() {
        Err(e) => {
            println!("lending refused while the group is open: {e}");
            group_end().unwrap();
            dev.synchronize().unwrap();
            assert_all(
                &dev.dtoh_sync_copy(&m).unwrap(),
                3.0,
                "the receive after the group ended",
            );
        }
        Ok(host) => {
            host.fill(5.0);
            group_end().unwrap();
            dev.synchronize().unwrap();
            let p = host.as_ptr();
            // SAFETY: `p` points to the LEN elements lent to the host, still borrowed; read
            // volatile, as the GPU may have written them behind the borrow.
            let seen: Vec<f32> = (0..LEN)
                .map(|i| unsafe { std::ptr::read_volatile(p.add(i)) })
                .collect();
            assert_all(
                &seen,
                5.0,
                "managed memory lent mutably to the host while an open NCCL group held a \
                 receive into it was overwritten by the group's end under the host's borrow",
            );
        }
    }
    drop(comm);
    assert_usable(&dev);
}

// ---- a captured buffer given up with leak and taken back ----

/// slice.rs, `CudaSlice::leak`: "Gives up ownership: returns the raw pointer, which is no
/// longer freed on drop. Take it back with `CudaDevice::upgrade_device_ptr`. The device's main
/// stream proper ... is first made to wait for all work on the buffer, so that work ordered on
/// it from then on (and the upgraded buffer's uses) follows it"; memory.rs,
/// `upgrade_device_ptr` (Safety): the pointer must be "owned by nobody else ... and any work
/// still using it must be ordered before the work enqueued on the device's main stream proper
/// ... from now on (memory from `CudaSlice::leak` is)"; graph.rs, `CudaGraphExec`: "It keeps the
/// graph's buffers and kernels alive".
///
/// A graph captures a fill of `x` with 9.0 and is launched once. `x` is given up with `leak`,
/// taken back with `upgrade_device_ptr` as the docs say memory from `leak` may be, and that
/// buffer is dropped (freed). A new buffer of the same size, filled with 1.0, likely gets the
/// same address from the pool; then the graph is launched again.
///
/// The hole: `leak` forgets the buffer whose record a graph shares (`Captured`): the graph
/// still writes the address at every launch, but neither the leaked pointer nor the upgraded
/// buffer (a fresh record) knows it, so the upgraded buffer's drop frees memory that a live
/// graph writes. The new buffer, at the same address, reads 9.0: a launch wrote freed memory
/// that another buffer now owns.
#[test]
fn a_captured_buffer_leaked_and_taken_back_is_not_freed_under_its_graph() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "leaked_captured_buffer_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn leaked_captured_buffer_child() {
    if !child::in_child(module_path!(), "leaked_captured_buffer_child") {
        return;
    }
    let dev = gpu!();
    let k = slow_kernels(&dev);
    const LEN: usize = 1 << 16;
    let mut x = dev.alloc_zeros::<f32>(LEN).unwrap();
    let exec = dev
        .capture_graph(|cs| {
            // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes n elements.
            unsafe { (&k.fill).launch_on_stream(cs, CFG, (0u64, &mut x, LEN, 9.0f32)) }
        })
        .unwrap()
        .instantiate()
        .unwrap();
    exec.launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        9.0,
        "the graph's first launch",
    );
    let raw = x.leak();
    // SAFETY: `raw` came from `leak` on this device and holds LEN f32s; the docs say memory
    // from `leak` meets this contract (what is under attack).
    let y = unsafe { dev.upgrade_device_ptr::<f32>(raw, LEN) };
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 9.0, "the upgraded buffer");
    drop(y);
    let z = dev.htod_sync_copy(&vec![1.0f32; LEN]).unwrap();
    let reused = *z.device_ptr() == raw;
    exec.launch().unwrap();
    let got = dev.dtoh_sync_copy(&z).unwrap();
    live(
        reused,
        "the new buffer did not get the freed address: the graph wrote pool memory no buffer \
         owns",
    );
    assert_all(
        &got,
        1.0,
        "a buffer made after a captured buffer was leaked, taken back and dropped (a graph \
         launch wrote the freed memory, which this buffer now owns)",
    );
    drop((exec, z));
    assert_usable(&dev);
}
