//! Managed memory: allocation, host access that waits for its users on every stream and thread,
//! kernels and copies on it, prefetching and advice behind slow writers,
//! memory of another device object refused, drops while kernels or prefetches use it, and the
//! host's borrow while other threads work.

use crate::kernels::{
    CFG, SLOW, assert_all, assert_usable, basic, iota, random_f32, random_u32, slow_kernels, spin,
};
use crate::memory::slow_fill;
use crate::support::kernels::{cycles_for_ms, spin_kernel};
use crate::support::races::live;
use crate::support::{assert_same, concurrent_managed, expect_error, snapshot};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::sys::{CUmem_advise, CUresult};
use cuda_driver::driver::{
    CudaDevice, CudaSlice, DevicePtr, DevicePtrMut, LaunchAsync, LaunchConfig, ManagedSlice,
    MemLocation,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Instant;

/// What an error names when the two devices are two objects of GPU 0 (checks.rs).
const SAME_GPU: &str = "two CudaDevice objects of one GPU";

/// managed.rs (`ManagedSlice`, `as_slice`): the host's access methods "first wait for the
/// work recorded on the memory, on any stream or thread (its writers for `as_slice`, every
/// user for `as_mut_slice`)". Slow writers on another stream, on another thread's stream and
/// through the async adapter (its future dropped): `as_slice` / `as_mut_slice` must show what
/// each wrote; and what the host writes is what a kernel on another stream reads.
#[test]
fn managed_host_access_waits_for_every_stream_and_thread() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    let n = 1 << 20;
    let mut m = dev.alloc_managed::<f32>(n).unwrap();
    slow_fill(&k, Some(&s), &mut m, n, 1.0, SLOW);
    assert_all(
        m.as_slice().unwrap(),
        1.0,
        "as_slice behind a slow writer on another stream",
    );
    std::thread::scope(|sc| {
        sc.spawn(|| slow_fill(&k, None, &mut m, n, 2.0, SLOW));
    });
    assert_all(
        m.as_mut_slice().unwrap(),
        2.0,
        "as_mut_slice behind a slow writer on another thread's stream",
    );
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes n elements.
    drop(unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut m, n, 3.0f32)) });
    assert_all(
        m.as_slice().unwrap(),
        3.0,
        "as_slice behind a slow async launch whose future was dropped",
    );
    m.as_mut_slice().unwrap().fill(5.0);
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    // SAFETY: slow_copy(unsigned long long, float*, const float*, size_t) stays within n.
    unsafe { (&k.copy).launch_on_stream(&s, CFG, (SLOW / 4, &mut y, &m, n)) }.unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        5.0,
        "a kernel on another stream reads what the host wrote",
    );
}

/// managed.rs (`prefetch`, `advise`): "Only a hint: the contents never change", prefetch "in
/// order on the device's main stream". Prefetches both ways and advice behind a slow writer on
/// the main stream, and while a slow writer on another stream is still running: every element
/// must hold what the writer wrote.
#[test]
fn prefetch_and_advice_never_change_contents_behind_slow_writers() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    let n = 4 << 20;
    let mut m = dev.alloc_managed::<f32>(n).unwrap();
    slow_fill(&k, None, &mut m, n, 1.0, SLOW / 2);
    m.prefetch_to_host().unwrap();
    m.advise(
        CUmem_advise::CU_MEM_ADVISE_SET_PREFERRED_LOCATION,
        MemLocation::Device(dev.ordinal()),
    )
    .unwrap();
    m.prefetch_to_device().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&m).unwrap(),
        1.0,
        "a download after prefetches behind a slow writer",
    );
    slow_fill(&k, Some(&s), &mut m, n, 2.0, SLOW / 2);
    m.prefetch(MemLocation::Host).unwrap();
    m.prefetch(MemLocation::Device(dev.ordinal())).unwrap();
    m.advise(
        CUmem_advise::CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION,
        MemLocation::Device(dev.ordinal()),
    )
    .unwrap();
    m.prefetch_to_host().unwrap();
    assert_all(
        m.as_slice().unwrap(),
        2.0,
        "as_slice after prefetches while a slow writer ran on another stream",
    );
    assert_all(&dev.dtoh_sync_copy(&m).unwrap(), 2.0, "and a download");
}

/// managed.rs (`ManagedSlice`): "Launches refuse a `ManagedSlice` of another device"; the
/// copies refuse it too, naming both devices (checks.rs). Managed memory of a second device
/// object of GPU 0, given to the first one's kernel and copies: errors naming the argument and
/// both objects, and nothing written.
#[test]
fn managed_memory_of_another_device_object_is_refused_naming_both() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let k = slow_kernels(&dev);
    let n = 1000usize;
    let mut m = other.alloc_managed::<f32>(n).unwrap();
    // SAFETY: refused before launching.
    let e = unsafe { (&k.fill).launch(CFG, (0u64, &mut m, n, 1.0f32)) }.unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[
            "argument 1 of kernel \"slow_fill\" belongs to device 0 but the kernel runs on \
             device 0",
            SAME_GPU,
        ],
    );
    let buffer = "the buffer belongs to device 0 but the operation runs on device 0";
    let e = dev.dtoh_sync_copy(&m).unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[buffer, SAME_GPU]);
    let e = dev
        .htod_sync_copy_into(&vec![2.0f32; n], &mut m)
        .unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[buffer, SAME_GPU]);
    let e = dev.memset_zeros(&mut m).unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[buffer, SAME_GPU]);
    let mut d = dev.alloc_zeros::<f32>(n).unwrap();
    let e = dev.dtod_copy(&m, &mut d).unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[buffer, SAME_GPU]);
    assert_all(
        &other.dtoh_sync_copy(&m).unwrap(),
        0.0,
        "nothing was written",
    );
    assert_all(&dev.dtoh_sync_copy(&d).unwrap(), 0.0, "nothing was copied");
    assert_usable(&dev);
    assert_usable(&other);
}

/// traits.rs (`DevicePtrMut::device_ptr_mut`): "Writing through the returned reference changes
/// nothing: the buffer keeps its own copy of its address", for `ManagedSlice` too (managed.rs:
/// "What `device_ptr_mut` hands out, reset each time"). The address is overwritten, then the
/// memory copied, read and freed: all at the real address.
#[test]
fn writes_through_a_managed_slices_device_ptr_mut_are_ignored() {
    let dev = gpu!();
    let data = random_u32(4096, 6);
    let other = dev.alloc_zeros::<u32>(4096).unwrap();
    let mut m = dev.alloc_managed::<u32>(4096).unwrap();
    let base = *m.device_ptr();
    *m.device_ptr_mut() = *other.device_ptr();
    assert_eq!(*m.device_ptr(), base);
    *m.device_ptr_mut() = 0;
    dev.htod_sync_copy_into(&data, &mut m).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&m).unwrap(), data);
    assert_eq!(
        dev.dtoh_sync_copy(&other).unwrap(),
        vec![0; 4096],
        "the address written through device_ptr_mut was not used"
    );
    *m.device_ptr_mut() = *other.device_ptr();
    drop(m); // frees its own memory, not `other`'s
    assert_eq!(dev.dtoh_sync_copy(&other).unwrap(), vec![0; 4096]);
    let fresh = dev.htod_sync_copy(&data).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&other).unwrap(), vec![0; 4096]);
    assert_eq!(dev.dtoh_sync_copy(&fresh).unwrap(), data);
    assert_usable(&dev);
}

const CYCLES: u64 = 150_000_000;

const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<ManagedSlice<f32>>();
};

#[test]
fn allocated_zeroed_and_usable_from_the_host() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let mut x = dev.alloc_managed::<u32>(100_000).unwrap();
    assert_eq!(
        (x.len(), x.num_bytes(), x.is_empty()),
        (100_000, 400_000, false)
    );
    assert!(x.as_slice().unwrap().iter().all(|&v| v == 0));
    let data = random_u32(100_000, 11);
    x.as_mut_slice().unwrap().copy_from_slice(&data);
    assert_eq!(x.as_slice().unwrap(), data);
    // The device sees what the host wrote.
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data);
    assert!(format!("{x:?}").contains("ManagedSlice"));
    assert!(Arc::ptr_eq(x.device(), &dev));
    let empty = dev.alloc_managed::<f64>(0).unwrap();
    assert!(empty.as_slice().unwrap().is_empty());
    empty.prefetch_to_device().unwrap();
}

#[test]
fn kernels_write_what_the_host_reads() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    basic(&dev);
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let fill = dev.get_func("basic", "fill_iota").unwrap();
    let n = 1 << 22; // 16 MiB
    let mut x = dev.alloc_managed::<f32>(n).unwrap();
    let cfg = LaunchConfig::for_num_elems(n as u32);
    // SAFETY: fill_iota / add_one take (float*, size_t) and stay within n elements.
    unsafe { (&fill).launch(cfg, (&mut x, n)) }.unwrap();
    assert_eq!(
        x.as_slice().unwrap(),
        iota(n),
        "the host waited for the kernel"
    );
    let data = random_f32(n, 12);
    x.as_mut_slice().unwrap().copy_from_slice(&data);
    for _ in 0..3 {
        // SAFETY: as above.
        unsafe { (&add_one).launch(cfg, (&mut x, n)) }.unwrap();
    }
    let got = x.as_slice().unwrap();
    for i in (0..n).step_by(997) {
        assert_eq!(got[i], data[i] + 3.0, "at {i}");
    }
}

#[test]
fn copies_to_from_and_between_managed_memory() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let n = 50_000;
    let data = random_u32(n, 13);
    let mut m = dev.alloc_managed::<u32>(n).unwrap();
    dev.htod_sync_copy_into(&data, &mut m).unwrap();
    assert_eq!(m.as_slice().unwrap(), data);
    let mut d = dev.alloc_zeros::<u32>(n).unwrap();
    dev.dtod_copy(&m, &mut d).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&d).unwrap(), data);
    let mut m2 = dev.alloc_managed::<u32>(n).unwrap();
    dev.dtod_copy(&d, &mut m2).unwrap();
    let mut back = vec![0u32; n];
    dev.dtoh_sync_copy_into(&m2, &mut back).unwrap();
    assert_eq!(back, data);
    dev.memset_zeros(&mut m2).unwrap();
    assert!(m2.as_slice().unwrap().iter().all(|&v| v == 0));
    let e = dev
        .dtod_copy(&m, &mut dev.alloc_zeros::<u32>(n - 1).unwrap())
        .unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
}

#[test]
fn prefetch_and_advise() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    basic(&dev);
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let n = 16 << 20; // 64 MiB, well within free memory
    let (free, _) = dev.mem_get_info().unwrap();
    assert!(free > 4 * n * 4, "{free} bytes free");
    let mut x = dev.alloc_managed::<f32>(n).unwrap();
    let data = random_f32(n, 14);
    x.as_mut_slice().unwrap().copy_from_slice(&data);
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_SET_PREFERRED_LOCATION,
        MemLocation::Device(0),
    )
    .unwrap();
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_SET_ACCESSED_BY,
        MemLocation::Host,
    )
    .unwrap();
    x.prefetch_to_device().unwrap();
    // SAFETY: add_one(float*, size_t) within n elements.
    unsafe { (&add_one).launch(LaunchConfig::for_num_elems(n as u32), (&mut x, n)) }.unwrap();
    x.prefetch_to_host().unwrap();
    x.prefetch(MemLocation::Device(0)).unwrap();
    x.prefetch(MemLocation::Host).unwrap();
    let got = x.as_slice().unwrap();
    for i in (0..n).step_by(1009) {
        assert_eq!(got[i], data[i] + 1.0, "at {i}");
    }
    // Read-mostly: the location is ignored. Then undo every advice.
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_SET_READ_MOSTLY,
        MemLocation::Host,
    )
    .unwrap();
    assert_eq!(x.as_slice().unwrap()[5], data[5] + 1.0);
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_UNSET_READ_MOSTLY,
        MemLocation::Host,
    )
    .unwrap();
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION,
        MemLocation::Device(0),
    )
    .unwrap();
    x.advise(
        CUmem_advise::CU_MEM_ADVISE_UNSET_ACCESSED_BY,
        MemLocation::Host,
    )
    .unwrap();
    // A device that does not exist is an error, and the memory stays usable.
    let e = x.prefetch(MemLocation::Device(999)).unwrap_err();
    println!("{e}");
    assert_eq!(x.as_slice().unwrap()[7], data[7] + 1.0);
    assert_usable(&dev);
}

#[test]
fn dropping_managed_memory_a_kernel_still_uses() {
    let dev = gpu!();
    spin(&dev);
    let spin = dev.get_func("spin", "spin").unwrap();
    let stream = dev.fork_default_stream().unwrap();
    for _ in 0..2 {
        let mut x = dev.alloc_managed::<i32>(1 << 20).unwrap();
        stream.wait_for_default().unwrap();
        // SAFETY: spin(unsigned long long, int*) writes x[0] after busy-waiting.
        unsafe { (&spin).launch_on_stream(&stream, ONE, (CYCLES, &mut x)) }.unwrap();
        drop(x); // waits for the stream's kernel before freeing
    }
    stream.synchronize().unwrap();
    drop(stream);
    assert_usable(&dev);
}

#[test]
fn overflowing_sizes_are_errors() {
    let dev = gpu!();
    let e = dev.alloc_managed::<u64>(usize::MAX / 2).unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
    assert_usable(&dev);
}

/// managed.rs (`ManagedSlice`): "The host reads and writes it through `as_slice` ... the
/// borrow then keeps new kernels from being given it mutably"; kernels "take it like a
/// `CudaSlice`: `&x` or `&mut x`"; `prefetch` is "Only a hint: the contents never change".
///
/// The test: one thread holds `as_slice` and reads it over and over while another thread
/// launches a 300 ms kernel that reads the managed memory (`&m`), prefetches it to the device
/// and back, and takes a second host borrow. Sound: the first borrow reads the same values
/// throughout, the second (beside the reading kernel) too, and the kernel copied them. A
/// hole: the host view changes under a shared borrow, or the launch or a prefetch is refused
/// or blocks while the borrow is held.
#[test]
fn a_host_borrow_of_managed_memory_stays_put_while_another_thread_launches_and_prefetches() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let k = slow_kernels(&dev);
    let n = 1 << 20;
    let want = &iota(n);
    let mut m = dev.alloc_managed::<f32>(n).unwrap();
    m.as_mut_slice().unwrap().copy_from_slice(want);
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    let s = dev.new_stream().unwrap();
    let cycles = cycles_for_ms(&dev, 300);
    let (m, done) = (&m, AtomicBool::new(false));
    std::thread::scope(|sc| {
        let host = m.as_slice().unwrap();
        let (y, s, k, done) = (&mut y, &s, &k, &done);
        let worker = sc.spawn(move || {
            let _done = crate::support::races::StopOnDrop(done);
            // SAFETY: slow_copy(unsigned long long, float *dst, const float *src, size_t n)
            // reads m and writes y within n elements.
            unsafe { (&k.copy).launch_on_stream(s, CFG, (cycles, y, m, n)) }.unwrap();
            m.prefetch_to_device().unwrap();
            m.prefetch_to_host().unwrap();
            let again = m.as_slice().unwrap();
            assert_same(again, want, "a second host borrow, behind the kernel");
        });
        let mut rounds = 0;
        while !done.load(Ordering::Acquire) {
            assert_same(
                host,
                want,
                "the first host borrow, while the other thread works",
            );
            rounds += 1;
        }
        println!("the first borrow was read {rounds} times meanwhile");
        if let Err(p) = worker.join() {
            std::panic::resume_unwind(p);
        }
    });
    assert_same(
        &dev.dtoh_sync_copy(&y).unwrap(),
        &iota(n),
        "what the kernel read",
    );
}

/// managed.rs: `as_slice` / `as_mut_slice` "first wait for the work recorded on the memory,
/// on any stream or thread"; async/mod.rs: "Each method enqueues its work when called", and "dropping
/// or leaking the future cannot free memory that a copy still reads or writes"; compose: `run`
/// "Executes now".
///
/// The test: behind a 300 ms fill through the adapter, an upload into managed memory whose
/// future is forgotten; then, the host writes through `as_mut_slice`. Then a chain (a 300 ms
/// fill, then an add) whose future is forgotten, and `as_slice`. Sound: the host sees the
/// upload and the chain's result, and what it wrote stays (nothing of the forgotten work lands
/// after it). A hole: stale values, or the upload landing over the host's write.
#[test]
fn managed_memory_behind_forgotten_async_uploads_and_chains_shows_them_and_keeps_the_hosts() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 1 << 20;
    let cycles = cycles_for_ms(&dev, 300);
    let mut m = dev.alloc_managed::<f32>(n).unwrap();
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes the n elements.
    std::mem::forget(unsafe { adev.launch(&k.fill, CFG, (cycles, &mut m, n, 1.0f32)) });
    std::mem::forget(adev.htod_copy_into(vec![2.0f32; n], &mut m));
    let host = m.as_mut_slice().unwrap();
    assert_all(
        host,
        2.0,
        "as_mut_slice after a forgotten upload behind a slow fill",
    );
    host.fill(5.0);
    dev.synchronize().unwrap();
    assert_all(&dev.dtoh_sync_copy(&m).unwrap(), 5.0, "what the host wrote");
    let ops = adev.ops();
    // SAFETY: slow_fill as above; add_all(float*, size_t, float) stays within n.
    let chain = unsafe { ops.launch(&k.fill, CFG, (cycles, &mut m, n, 3.0f32)) }
        // SAFETY: as above.
        .then(|(_, m, n, _)| unsafe { ops.launch(&k.add, CFG, (m, n, 1.0f32)) })
        .run();
    std::mem::forget(chain);
    assert_all(
        m.as_slice().unwrap(),
        4.0,
        "as_slice after a forgotten chain",
    );
    m.as_mut_slice().unwrap().fill(6.0);
    adev.synchronize().wait().unwrap();
    assert_all(
        m.as_slice().unwrap(),
        6.0,
        "what the host wrote after the chain",
    );
}

/// Whether the spin kernel that set `flag` still runs (says when it has ended).
fn running(dev: &Arc<CudaDevice>, flag: &CudaSlice<i32>, t: Instant, what: &str) -> bool {
    snapshot(dev, flag)[0] == 0 || {
        println!("the 2 s kernel had ended {what} ({:?} in)", t.elapsed());
        false
    }
}

/// managed.rs, `ManagedSlice::prefetch`: "Recorded with the memory like a kernel reading it:
/// its free and later writes wait for it." Another thread queues a prefetch of a managed
/// buffer behind a 2 s kernel on its own stream; the buffer is dropped on this thread while the
/// kernel runs. The free must wait for the prefetch (which moves pages of that memory), and the
/// device must stay usable, with no error kept; a managed buffer allocated right after the drop
/// holds what the host wrote into it.
#[test]
fn a_managed_buffer_dropped_while_another_threads_prefetch_waits_is_freed_after_it() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let spin = spin_kernel(&dev);
    let n = 1 << 22;
    let x = dev.alloc_managed::<f32>(n).unwrap();
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    let t = Instant::now();
    let (queued_tx, queued_rx) = mpsc::channel();
    let (done_tx, done_rx) = mpsc::channel::<()>();
    std::thread::scope(|s| {
        let (spin, dev) = (&spin, &dev);
        s.spawn(move || {
            // SAFETY: spin(unsigned long long cycles, int *flag_out) writes flag_out[0] only.
            unsafe {
                spin.clone()
                    .launch(ONE, (cycles_for_ms(dev, 2000), &mut flag))
            }
            .unwrap();
            x.prefetch_to_host().unwrap();
            queued_tx.send((x, flag)).unwrap();
            // The thread (and its stream) stays until the drop is done.
            done_rx.recv().unwrap();
        });
        let (x, flag) = queued_rx.recv().unwrap();
        let was_live = live(
            running(dev, &flag, t, "before the drop"),
            "the 2 s kernel ahead of the prefetch",
        );
        drop(x);
        let freed_at = t.elapsed();
        let still = snapshot(dev, &flag) == [0];
        done_tx.send(()).unwrap();
        assert!(
            !was_live || !still,
            "the managed buffer was freed {freed_at:?} in, while the kernel that its prefetch \
             (queued on another thread's stream) waits for still ran"
        );
    });
    let mut y = dev.alloc_managed::<f32>(n).unwrap();
    y.as_mut_slice()
        .unwrap()
        .iter_mut()
        .enumerate()
        .for_each(|(i, v)| *v = i as f32);
    let want: Vec<f32> = (0..n).map(|i| i as f32).collect();
    assert_same(
        y.as_slice().unwrap(),
        &want,
        "a managed buffer allocated after",
    );
    dev.synchronize().unwrap();
}
