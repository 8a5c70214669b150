//! Claims of the memory docs, each attacked by a test.
//!
//! The claims are those of `src/driver/safe/{memory,slice,slice/view,slice/traits,host,pool,
//! managed,external,peer}.rs` and of the memory parts of `device.rs` (`synchronize`) that the
//! other GPU tests (memory.rs, views.rs, host_memory.rs, pools.rs, managed.rs,
//! external_memory.rs, multi_device.rs, bad_input.rs, adversarial.rs, threads.rs, streams.rs)
//! leave undefended: the sync API's device-only operations (`memset_zeros`, `dtod_copy`,
//! `clone`, `leak`) ordered against slow users on *other* streams and threads, uploads and
//! downloads from and to page-locked memory behind slow kernels, staged copies (32 MiB or more)
//! ordered across streams, views written from two threads, managed memory lent to the host
//! while other streams and threads write it, peer copies within one GPU, the pool shared by
//! device objects, and errors that must name what went wrong.
//!
//! Slow kernels (`SLOW` is about 50 ms on an H100) run ahead of the operation under attack, so
//! that an operation that overtakes them sees (or leaves) stale values; every element is
//! checked against what the host computed. Three attacks run in a process of their own (this
//! binary again, running one ignored test): the pool's accounting needs a process where no
//! other test allocates, and two of them would make a kernel fault, which breaks the context
//! of every test in the process, if the claim were false.

use crate::external_memory::exported;
use crate::kernels::{
    CFG, N, SLOW, SlowKernels, assert_all, assert_usable, filled, random_f32, random_u32,
    slow_kernels,
};
use crate::support::{assert_same, child, concurrent_managed, expect_error, snapshot};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::{self, CUmem_advise, CUresult};
use cuda_driver::driver::{
    CudaDevice, CudaSlice, CudaStream, DevicePtr, DevicePtrMut, DeviceRepr, ExternalMemory,
    LaunchAsync, MappedBuffer, MemLocation, MemPool, PinnedHostSlice, RegisteredVec, result,
};
use std::sync::Arc;

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    // pool.rs: "the pool handle is usable from any thread"; external.rs: the same for the
    // imported object; the buffers and views go to scoped threads below.
    assert_send_sync::<MemPool>();
    assert_send_sync::<ExternalMemory>();
    assert_send_sync::<MappedBuffer>();
    assert_send_sync::<CudaSlice<f32>>();
    assert_send_sync::<cuda_driver::driver::CudaView<'static, f32>>();
    assert_send_sync::<cuda_driver::driver::CudaViewMut<'static, f32>>();
    assert_send_sync::<PinnedHostSlice<f32>>();
    assert_send_sync::<RegisteredVec<f32>>();
};

/// Floats in a copy that goes through the staging buffers (32 MiB or more), with room for a
/// view at offset 7 that still does.
const STAGED: usize = (8 << 20) + 31;

/// What an error names when the two devices are two objects of GPU 0 (checks.rs).
const SAME_GPU: &str = "two CudaDevice objects of one GPU";

// ---- helpers ----

/// `x[..] = value` after a spin of `cycles`, for any buffer the launch takes (`x` is a
/// `&mut` buffer, view or managed slice of `n` floats), on `on` or the calling thread's stream.
fn slow_fill<X: DeviceRepr>(
    k: &SlowKernels,
    on: Option<&CudaStream>,
    x: X,
    n: usize,
    value: f32,
    cycles: u64,
) {
    let args = (cycles, x, n, value);
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes n elements of x,
    // which the callers pass as n floats.
    unsafe {
        match on {
            None => (&k.fill).launch(CFG, args),
            Some(s) => (&k.fill).launch_on_stream(s, CFG, args),
        }
    }
    .unwrap()
}

// ---- tests that run in a process of their own ----

/// pool.rs: "At each synchronisation the pool returns to the system what it holds beyond its
/// *release threshold*, which is 0 by default"; device.rs (`synchronize`): "after it, device
/// memory in use is what live buffers hold, plus what the pool keeps by its threshold", the
/// allocations the threads' streams kept for reuse included. In a process where nothing else
/// allocates, so that the pool's statistics are exact.
#[test]
fn synchronize_gives_back_what_threads_kept_and_the_pool_releases_beyond_its_threshold() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "pool_accounting_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn pool_accounting_child() {
    if !child::in_child(module_path!(), "pool_accounting_child") {
        return;
    }
    let dev = gpu!();
    let pool = dev.mem_pool().unwrap();
    assert_eq!(
        pool.release_threshold().unwrap(),
        0,
        "the release threshold of a fresh process"
    );
    // Beyond the threshold: a freed 256 MiB goes back to the system at a synchronize.
    let big_bytes = 256usize << 20;
    let big = dev.alloc_zeros::<u8>(big_bytes).unwrap();
    let held = pool.reserved_current().unwrap();
    assert!(held >= big_bytes as u64, "{held} bytes reserved");
    drop(big);
    dev.synchronize().unwrap();
    let after = pool.reserved_current().unwrap();
    assert!(
        after + big_bytes as u64 <= held,
        "the pool still holds {after} bytes after the synchronize ({held} with the buffer)"
    );
    // What a thread's stream kept for reuse: small buffers freed there stay allocated until a
    // synchronize gives them back, also once the thread has ended.
    let live = dev.htod_sync_copy(&random_u32(1000, 1)).unwrap();
    dev.synchronize().unwrap();
    let before = pool.used_current().unwrap();
    let small = 64usize << 10;
    std::thread::scope(|s| {
        s.spawn(|| {
            let bufs: Vec<CudaSlice<u8>> = (0..8)
                .map(|i| dev.htod_sync_copy(&vec![i as u8; small]).unwrap())
                .collect();
            for (i, b) in bufs.iter().enumerate() {
                assert_eq!(dev.dtoh_sync_copy(b).unwrap(), vec![i as u8; small]);
            }
        });
    });
    let kept = pool.used_current().unwrap();
    println!("used: {before} before, {kept} with the thread's buffers dropped");
    dev.synchronize().unwrap();
    let after = pool.used_current().unwrap();
    println!("used after the synchronize: {after}");
    assert!(
        after <= before,
        "{after} bytes in use after the synchronize, {before} before the thread's buffers: \
         what the thread's stream kept was not given back"
    );
    assert_eq!(dev.dtoh_sync_copy(&live).unwrap(), random_u32(1000, 1));
}

/// pool.rs (`trim_to`): "Memory of frees still pending on a stream is not given back." A
/// buffer read by a slow kernel on another stream is dropped (its free waits for the kernel),
/// then the pool is trimmed to nothing at once: the kernel must still read the buffer's data
/// (a trim that unmapped it would fault the kernel, hence a process of its own).
#[test]
fn trim_to_spares_the_memory_of_frees_still_pending() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "trim_to_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn trim_to_child() {
    if !child::in_child(module_path!(), "trim_to_child") {
        return;
    }
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let pool = dev.mem_pool().unwrap();
    let s = dev.new_stream().unwrap();
    for round in 0..3 {
        let v = round as f32 + 1.0;
        let x = filled(&dev, v);
        let mut y = filled(&dev, 0.0);
        k.slow_copy(Some(&s), &mut y, &x);
        drop(x);
        pool.trim_to(0).unwrap();
        // Fresh allocations of the same size, written at once, that would take x's memory.
        let junk: Vec<_> = (0..2).map(|_| filled(&dev, -9.0)).collect();
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            v,
            &format!("round {round}: the slow reader of a trimmed free"),
        );
        drop(junk);
    }
    dev.synchronize().unwrap();
    pool.trim_to(0).unwrap();
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

// ---- device-only operations of the sync API, against users on other streams ----

/// memory.rs: "Device-only operations (`alloc_zeros`, `memset_zeros`, `dtod_copy`) are
/// enqueued in order ..., so later calls see their results", and DESIGN.md: "the caller never
/// has to order streams by hand". `memset_zeros` after a slow writer on another stream (the
/// writer must not land after the zeros), after a slow reader on another stream (the reader
/// must see the old values), and of a view whose parent a slow kernel writes.
#[test]
fn memset_zeros_waits_for_slow_writers_and_readers_on_other_streams() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    let mut x = filled(&dev, 0.0);
    k.fill(Some(&s1), &mut x, 1.0, SLOW);
    dev.memset_zeros(&mut x).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        0.0,
        "memset_zeros behind a slow writer on another stream",
    );
    dev.htod_sync_copy_into(&vec![3.0f32; N], &mut x).unwrap();
    let mut y = filled(&dev, 0.0);
    k.slow_copy(Some(&s2), &mut y, &x);
    dev.memset_zeros(&mut x).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        3.0,
        "a slow reader on another stream, then memset_zeros of what it reads",
    );
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 0.0, "the memset");
    // A view counts against its parent.
    k.fill(Some(&s1), &mut x, 4.0, SLOW / 2);
    dev.memset_zeros(&mut x.slice_mut(N / 2..)).unwrap();
    let got = dev.dtoh_sync_copy(&x).unwrap();
    assert_all(&got[..N / 2], 4.0, "the half the memset left");
    assert_all(
        &got[N / 2..],
        0.0,
        "memset_zeros of a view of a slowly written buffer",
    );
    // From another thread (its own stream), behind a slow writer on the main stream.
    k.fill(None, &mut x, 5.0, SLOW / 2);
    std::thread::scope(|s| {
        s.spawn(|| dev.memset_zeros(&mut x.slice_mut(..N / 2)).unwrap());
    });
    let got = dev.dtoh_sync_copy(&x).unwrap();
    assert_all(
        &got[..N / 2],
        0.0,
        "memset_zeros on another thread's stream",
    );
    assert_all(&got[N / 2..], 5.0, "the half the other thread left");
}

/// memory.rs (`dtod_copy`): "Copies `src` into `dst` on the device", in order with later
/// calls; DESIGN.md: every operation waits for the earlier work on any stream that writes what
/// it reads or uses what it writes. The source is written by a slow kernel on one stream, the
/// destination read by a slow kernel on another: the copy must take the new source and must
/// not overwrite the destination under its reader; a later user on a third stream sees it.
#[test]
fn dtod_copy_is_ordered_with_both_buffers_users_on_other_streams() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (s1, s2, s3) = (
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
    );
    let mut src = filled(&dev, 0.0);
    let mut dst = filled(&dev, 7.0);
    let mut z = filled(&dev, 0.0);
    k.fill(Some(&s1), &mut src, 5.0, SLOW);
    k.slow_copy(Some(&s2), &mut z, &dst);
    dev.dtod_copy(&src, &mut dst).unwrap();
    k.add(Some(&s3), &mut dst, 1.0);
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        7.0,
        "the slow reader of dst on another stream saw it before dtod_copy",
    );
    assert_all(
        &dev.dtoh_sync_copy(&dst).unwrap(),
        6.0,
        "dtod_copy of a slowly written source, then a later add on a third stream",
    );
    assert_all(&dev.dtoh_sync_copy(&src).unwrap(), 5.0, "the source");
    // Views: half of a slowly written source into the other half of the destination.
    k.fill(Some(&s2), &mut src, 8.0, SLOW / 2);
    dev.dtod_copy(&src.slice(..N / 2), &mut dst.slice_mut(N / 2..))
        .unwrap();
    let got = dev.dtoh_sync_copy(&dst).unwrap();
    assert_all(&got[..N / 2], 6.0, "the half dtod_copy left");
    assert_all(
        &got[N / 2..],
        8.0,
        "dtod_copy between views of slowly written buffers",
    );
}

/// memory.rs (`Clone for CudaSlice`, `try_clone`): "A copy of this buffer on the device", and
/// "`a` is untouched" by writes to the copy. The copy is made right behind a slow writer on
/// another stream (it must copy what the writer wrote), the source is written at once on a
/// third stream after a clone (the clone must keep what was copied), and a source is dropped
/// right after its clone while the copy may still read it.
#[test]
fn clones_see_slow_writers_on_other_streams_and_stay_independent() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    let mut x = filled(&dev, 0.0);
    k.fill(Some(&s1), &mut x, 3.0, SLOW);
    let c = x.clone();
    k.fill(Some(&s1), &mut x, 4.0, SLOW / 2);
    let c2 = x.try_clone().unwrap();
    k.add(Some(&s2), &mut x, 1.0);
    let c3 = {
        let mut t = filled(&dev, 0.0);
        k.fill(Some(&s2), &mut t, 6.0, SLOW / 2);
        t.clone()
    };
    let junk = filled(&dev, -1.0);
    assert_all(
        &dev.dtoh_sync_copy(&c).unwrap(),
        3.0,
        "clone behind a slow writer",
    );
    assert_all(
        &dev.dtoh_sync_copy(&c2).unwrap(),
        4.0,
        "try_clone, then the source written on another stream",
    );
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 5.0, "the source");
    assert_all(
        &dev.dtoh_sync_copy(&c3).unwrap(),
        6.0,
        "a clone whose source was dropped at once",
    );
    assert_all(&dev.dtoh_sync_copy(&junk).unwrap(), -1.0, "a fresh buffer");
    // The clone's writes leave the source alone, also on another stream.
    let mut c = c;
    k.fill(Some(&s1), &mut c, 9.0, SLOW / 4);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        5.0,
        "the source of a written clone",
    );
    assert_all(&dev.dtoh_sync_copy(&c).unwrap(), 9.0, "the written clone");
}

/// slice.rs (`leak`): "The device's main stream proper (the one of the thread that opened the
/// device, whichever thread calls this) is first made to wait for all work on the buffer, so
/// that work ordered on it from then on (and the upgraded buffer's uses) follows it." A raw
/// copy on the main stream right after `leak` of a buffer a slow kernel writes on another
/// stream (or on another thread's stream) must see what the kernel wrote; a write to the
/// upgraded buffer must not overtake a slow reader of the leaked one.
#[test]
fn leak_makes_the_main_stream_wait_for_every_use_of_the_buffer() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    let main = *dev.cu_stream();
    let raw_read = |raw: sys::CUdeviceptr| {
        let mut host = vec![0.0f32; N];
        // SAFETY: `raw` holds N floats (leaked, not freed); the main stream orders the copy
        // after the buffer's users, as `leak` promises, and it is waited for at once.
        unsafe {
            result::memcpy_dtoh_async(&mut host, raw, main).unwrap();
            result::stream::synchronize(main).unwrap();
        }
        host
    };
    // A slow writer on another stream.
    let mut x = filled(&dev, 0.0);
    k.fill(Some(&s), &mut x, 2.0, SLOW);
    let raw = x.leak();
    assert_all(
        &raw_read(raw),
        2.0,
        "a raw copy on the main stream after leak",
    );
    // A slow writer on another thread's stream, leaked there.
    let raw2 = std::thread::scope(|sc| {
        sc.spawn(|| {
            let mut y = filled(&dev, 0.0);
            k.fill(None, &mut y, 3.0, SLOW);
            y.leak()
        })
        .join()
        .unwrap()
    });
    assert_all(
        &raw_read(raw2),
        3.0,
        "a raw copy on the main stream after leak on another thread",
    );
    // SAFETY: `raw2` came from `leak` of N floats of this device.
    drop(unsafe { dev.upgrade_device_ptr::<f32>(raw2, N) });
    // A slow reader on another stream, then the buffer leaked, upgraded and overwritten.
    // SAFETY: `raw` came from `leak` of N floats of this device.
    let back = unsafe { dev.upgrade_device_ptr::<f32>(raw, N) };
    let mut z = filled(&dev, 0.0);
    k.slow_copy(Some(&s), &mut z, &back);
    let raw = back.leak();
    // SAFETY: as above.
    let mut again = unsafe { dev.upgrade_device_ptr::<f32>(raw, N) };
    dev.htod_sync_copy_into(&vec![9.0f32; N], &mut again)
        .unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        2.0,
        "a slow reader of a leaked buffer, then a write to it upgraded",
    );
    assert_all(&dev.dtoh_sync_copy(&again).unwrap(), 9.0, "the write");
}

// ---- host memory ----

/// host.rs: "The copies that take host slices return only once the copy is done (for
/// page-locked memory they synchronise the main stream)". Downloads into pinned memory (also
/// into a part of it at an offset) and into a registered `Vec`, behind slow writers on another
/// stream and on another thread's stream, at sizes under and over the staging threshold: the
/// host memory must hold what the writer wrote when the call returns, and nothing around it.
#[test]
fn downloads_into_page_locked_memory_are_complete_when_they_return() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    for (i, n) in [1000usize, N, STAGED].into_iter().enumerate() {
        let v = 10.0 * i as f32;
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        let mut pinned = dev.alloc_pinned::<f32>(n + 8).unwrap();
        k.fill(Some(&s), &mut x, v + 1.0, SLOW / 4);
        dev.dtoh_sync_copy_into(&x, &mut pinned[3..3 + n]).unwrap();
        assert_all(
            &pinned[3..3 + n],
            v + 1.0,
            &format!("{n} floats into pinned memory at an offset, behind a slow writer"),
        );
        assert_all(&pinned[..3], 0.0, "pinned memory before the part");
        assert_all(&pinned[3 + n..], 0.0, "pinned memory after the part");
        // Behind a slow writer on another thread's stream.
        std::thread::scope(|sc| {
            sc.spawn(|| k.fill(None, &mut x, v + 2.0, SLOW / 4));
        });
        dev.dtoh_sync_copy_into(&x, &mut pinned[..n]).unwrap();
        assert_all(
            &pinned[..n],
            v + 2.0,
            &format!("{n} floats into pinned memory behind another thread's slow writer"),
        );
        // Registered memory (large buffers only: a small Vec could share a page with memory
        // another test registers).
        if n >= N {
            let mut reg = dev.register_host(vec![0.0f32; n]).unwrap();
            k.fill(Some(&s), &mut x, v + 3.0, SLOW / 4);
            dev.dtoh_sync_copy_into(&x, &mut reg).unwrap();
            assert_all(
                &reg,
                v + 3.0,
                &format!("{n} floats into a registered Vec behind a slow writer"),
            );
            // Downloaded on another thread, behind a slow writer on this one's.
            k.fill(None, &mut x, v + 4.0, SLOW / 4);
            std::thread::scope(|sc| {
                sc.spawn(|| dev.dtoh_sync_copy_into(&x, &mut reg).unwrap());
            });
            assert_all(
                &reg.into_inner(),
                v + 4.0,
                &format!("{n} floats into a registered Vec on another thread"),
            );
        }
    }
}

/// memory.rs (`htod_copy_pinned`): "it returns once `src` may be reused or freed"; host.rs:
/// "no copy can still be using the memory when it is freed or unregistered". Uploads from
/// pinned memory freed at once (and its pages handed out again, overwritten) and from a
/// registered `Vec` unregistered and overwritten at once, each behind a slow kernel on the
/// main stream: the device must hold what the host memory held at the call.
#[test]
fn uploads_from_page_locked_memory_may_free_it_at_once() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut busy = dev.alloc_zeros::<f32>(1 << 20).unwrap();
    for (n, seed) in [(1000usize, 1u64), (N, 2)] {
        let want = random_f32(n, seed);
        let mut pinned = dev.alloc_pinned::<f32>(n).unwrap();
        pinned.copy_from_slice(&want);
        k.fill(None, &mut busy, 1.0, SLOW / 2);
        let x = dev.htod_copy_pinned(&pinned).unwrap();
        drop(pinned);
        let mut again = dev.alloc_pinned::<f32>(n).unwrap();
        again.fill(-1.0);
        assert_same(
            &dev.dtoh_sync_copy(&x).unwrap(),
            &want,
            &format!("htod_copy_pinned of {n} floats, the pinned memory freed at once"),
        );
        drop(again);
        // Registered memory (a large buffer only: a small Vec could share a page with memory
        // another test registers).
        if n < N {
            continue;
        }
        let reg = dev.register_host(want.clone()).unwrap();
        let mut y = dev.alloc_zeros::<f32>(n).unwrap();
        k.fill(None, &mut busy, 1.0, SLOW / 2);
        dev.htod_sync_copy_into(&reg, &mut y).unwrap();
        let mut v = reg.into_inner();
        v.fill(-2.0);
        drop(v);
        assert_same(
            &dev.dtoh_sync_copy(&y).unwrap(),
            &want,
            &format!("an upload of {n} floats from a Vec unregistered at once"),
        );
    }
}

/// memory.rs (`htod_sync_copy_into`): "the copy is ordered before every later use of `dst`
/// (on any stream), and a download of it returns what was uploaded"; DESIGN.md: a write waits
/// for earlier readers on any stream. Small and staged (32 MiB or more) uploads, into a whole
/// buffer a slow kernel reads on another stream and into a view at an odd offset of a buffer a
/// slow kernel writes, then used at once on a third stream.
#[test]
fn uploads_wait_for_slow_users_and_are_seen_by_later_users_on_other_streams() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    for (n, what) in [(1000usize, "small"), (STAGED, "staged")] {
        let mut x = dev.htod_sync_copy(&vec![1.0f32; n]).unwrap();
        let mut z = dev.alloc_zeros::<f32>(n).unwrap();
        k.slow_copy(Some(&s1), &mut z, &x);
        dev.htod_sync_copy_into(&vec![2.0f32; n], &mut x).unwrap();
        k.add(Some(&s2), &mut x, 1.0);
        assert_all(
            &dev.dtoh_sync_copy(&z).unwrap(),
            1.0,
            &format!("{what}: a slow reader on another stream, then an upload into what it reads"),
        );
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            3.0,
            &format!("{what}: an upload, then an add on another stream"),
        );
        // Into a view at an odd offset, behind a slow writer of its parent on another stream.
        k.fill(Some(&s1), &mut x, 4.0, SLOW / 2);
        let part = random_f32(n - 7, n as u64);
        dev.htod_sync_copy_into(&part, &mut x.slice_mut(7..))
            .unwrap();
        let got = dev.dtoh_sync_copy(&x).unwrap();
        assert_all(&got[..7], 4.0, &format!("{what}: the part the upload left"));
        assert_same(
            &got[7..],
            &part,
            &format!("{what}: an upload into a view at offset 7, behind a slow writer"),
        );
    }
}

/// memory.rs (`dtoh_sync_copy`, `dtoh_sync_copy_into`, `sync_reclaim`): each "waits for the
/// copy", through the staging buffers at 32 MiB or more. Staged downloads into a fresh `Vec`,
/// into existing memory and of a view, behind slow writers on another stream, on another
/// thread's stream, and (downloaded on another thread) on the main stream.
#[test]
fn staged_downloads_wait_for_slow_writers_on_other_streams_and_threads() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    let n = STAGED;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    k.fill(Some(&s), &mut x, 1.0, SLOW / 2);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        1.0,
        "into a fresh Vec behind a slow writer on another stream",
    );
    k.fill(Some(&s), &mut x, 2.0, SLOW / 2);
    let mut host = vec![0.0f32; n];
    dev.dtoh_sync_copy_into(&x, &mut host).unwrap();
    assert_all(&host, 2.0, "into existing memory behind a slow writer");
    std::thread::scope(|sc| {
        sc.spawn(|| k.fill(None, &mut x, 3.0, SLOW / 2));
    });
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        3.0,
        "behind a slow writer on another thread's stream",
    );
    k.fill(None, &mut x, 4.0, SLOW / 2);
    std::thread::scope(|sc| {
        sc.spawn(|| {
            assert_all(
                &dev.dtoh_sync_copy(&x.slice(5..)).unwrap(),
                4.0,
                "a view downloaded on another thread behind a slow writer on the main stream",
            )
        });
    });
    k.fill(Some(&s), &mut x, 5.0, SLOW / 2);
    assert_all(
        &dev.sync_reclaim(x).unwrap(),
        5.0,
        "sync_reclaim behind a slow writer on another stream",
    );
}

/// memory.rs (`alloc`): "in stream order on the calling thread's stream"; `htod_sync_copy`:
/// the copy "is ordered before every later use of `dst` (on any stream)". A thread whose
/// stream is busy with a slow kernel makes buffers (`alloc_zeros`, `htod_sync_copy`, `clone`)
/// out of memory it freed just before, full of junk, and hands them over at once: the thread
/// that opened the device must read them as made, not as the junk still there.
#[test]
fn buffers_made_behind_a_slow_kernel_on_another_threads_stream_read_as_made() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let n = 1 << 14; // 64 KiB: small enough for the thread's stream to keep and reuse.
    let want = random_f32(n, 5);
    let (busy, zeros, up, copy) = std::thread::scope(|sc| {
        sc.spawn(|| {
            // Junk in allocations of the size to come, freed on this thread's stream.
            let junk: Vec<_> = (0..4)
                .map(|_| dev.htod_sync_copy(&vec![-3.0f32; n]).unwrap())
                .collect();
            drop(junk);
            let mut busy = filled(&dev, 0.0);
            k.fill(None, &mut busy, 1.0, SLOW);
            let zeros = dev.alloc_zeros::<f32>(n).unwrap();
            let up = dev.htod_sync_copy(&want).unwrap();
            let copy = up.clone();
            (busy, zeros, up, copy)
        })
        .join()
        .unwrap()
    });
    assert_all(
        &dev.dtoh_sync_copy(&zeros).unwrap(),
        0.0,
        "alloc_zeros on a busy thread's stream",
    );
    assert_same(
        &dev.dtoh_sync_copy(&up).unwrap(),
        &want,
        "htod_sync_copy on a busy thread's stream",
    );
    assert_same(
        &dev.dtoh_sync_copy(&copy).unwrap(),
        &want,
        "clone on a busy thread's stream",
    );
    assert_all(&dev.dtoh_sync_copy(&busy).unwrap(), 1.0, "the slow fill");
}

// ---- views ----

/// slice.rs (`split_at_mut`): "Two mutable views, of `..mid` and `mid..`", and DESIGN.md: "a
/// view counts against its parent". The halves go to two threads, each of which launches a
/// slow write of its half on its own stream and returns at once: a read of the parent on the
/// thread that opened the device must wait for both.
#[test]
fn halves_written_slowly_from_two_threads_then_the_parent_is_read() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let half = N / 2;
    {
        let (mut lo, mut hi) = x.split_at_mut(half);
        std::thread::scope(|sc| {
            sc.spawn(|| slow_fill(&k, None, &mut lo, half, 1.0, SLOW));
            sc.spawn(|| slow_fill(&k, None, &mut hi, N - half, 2.0, SLOW));
        });
    }
    let got = dev.dtoh_sync_copy(&x).unwrap();
    assert_all(
        &got[..half],
        1.0,
        "the lower half, written on one thread's stream",
    );
    assert_all(&got[half..], 2.0, "the upper half, written on another's");
    // And the other way: the parent written slowly, the halves read on two threads.
    k.fill(None, &mut x, 3.0, SLOW);
    let (lo, hi) = x.split_at_mut(half);
    std::thread::scope(|sc| {
        sc.spawn(|| assert_all(&dev.dtoh_sync_copy(&lo).unwrap(), 3.0, "the lower half"));
        sc.spawn(|| assert_all(&dev.dtoh_sync_copy(&hi).unwrap(), 3.0, "the upper half"));
    });
}

// ---- managed memory ----

/// managed.rs (`ManagedSlice`, `as_slice`): the host's access methods "first wait for all
/// work of the device's context (every stream), so no kernel of this device can be using the
/// memory while the host does". Slow writers on another stream, on another thread's stream
/// and through the async adapter (its future dropped): `as_slice` / `as_mut_slice` must show
/// what each wrote; and what the host writes is what a kernel on another stream reads.
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

// ---- the pool ----

/// pool.rs (`MemPool`): "The pool belongs to the device (and is shared with every other user
/// of it in the process, such as other `CudaDevice`s of the same ordinal)". Two device objects
/// of GPU 0 get the same pool, and what one allocates shows in the other's statistics.
#[test]
fn device_objects_of_one_gpu_share_one_pool() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let (p, q) = (dev.mem_pool().unwrap(), other.mem_pool().unwrap());
    assert_eq!(*p.cu_pool(), *q.cu_pool(), "one pool for one GPU");
    let bytes = 64usize << 20;
    let big = other.alloc_zeros::<u8>(bytes).unwrap();
    let s = p.stats().unwrap();
    assert!(
        s.used_current >= bytes as u64,
        "another object's 64 MiB shows in this object's pool: {s:?}"
    );
    assert!(Arc::ptr_eq(p.device(), &dev) && Arc::ptr_eq(q.device(), &other));
    drop(big);
    other.synchronize().unwrap();
}

// ---- registered memory ----

/// host.rs (`RegisteredVec`): "`Vec`s that share a page can each be registered, and
/// unregistered in any order". Two small `Vec`s on one page, both registered: copies from and
/// into each are right, and the second still is once the first is given back.
#[test]
fn two_vecs_on_one_page_are_each_registered_and_unregistered() {
    let dev = gpu!();
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) as usize;
    let mut vecs: Vec<Vec<u8>> = (0..256).map(|i| vec![i as u8; 48]).collect();
    let on_page = |v: &Vec<u8>| {
        (
            v.as_ptr() as usize / page,
            (v.as_ptr() as usize + 47) / page,
        )
    };
    let pair = (0..vecs.len()).find_map(|i| {
        let (first, last) = on_page(&vecs[i]);
        (first == last)
            .then(|| {
                (i + 1..vecs.len()).find(|&j| {
                    let (a, b) = on_page(&vecs[j]);
                    a == first && b == first
                })
            })
            .flatten()
            .map(|j| (i, j))
    });
    let Some((i, j)) = pair else {
        println!("skipped: no two of 256 small Vecs share a page");
        return;
    };
    let b = vecs.swap_remove(j);
    let a = vecs.swap_remove(i);
    let (want_a, want_b) = (a.clone(), b.clone());
    let a = dev.register_host(a).unwrap();
    let mut b = dev.register_host(b).unwrap();
    let x = dev.htod_sync_copy(&a).unwrap();
    let y = dev.htod_sync_copy(&b).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want_a);
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), want_b);
    assert_eq!(a.into_inner(), want_a);
    dev.dtoh_sync_copy_into(&dev.htod_sync_copy(&[7u8; 48]).unwrap(), &mut b)
        .unwrap();
    assert_eq!(b.into_inner(), vec![7u8; 48]);
    dev.synchronize().unwrap();
    assert_usable(&dev);
}

// ---- external memory ----

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

// ---- peer copies on one GPU ----

/// peer.rs (`peer_copy`): "returns once the copy is done", and "The copy waits for the work
/// already enqueued ... (and for async operations on either buffer), so it sees what earlier
/// work wrote to `src` and cannot overwrite `dst` under it". Within one device object: the
/// source written by a slow kernel on another stream, the destination read by one on a third;
/// right after the call, a raw read around the crate's ordering must find the copy complete.
#[test]
fn peer_copy_within_one_device_waits_for_other_streams_and_returns_when_done() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    let mut src = filled(&dev, 0.0);
    let mut dst = filled(&dev, 7.0);
    let mut z = filled(&dev, 0.0);
    k.fill(Some(&s1), &mut src, 6.0, SLOW);
    k.slow_copy(Some(&s2), &mut z, &dst);
    dev.peer_copy(&src, &mut dst).unwrap();
    assert_all(
        &snapshot(&dev, &dst),
        6.0,
        "peer_copy had not finished when it returned (or took the source before its writer)",
    );
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        7.0,
        "a slow reader of the destination, then peer_copy into it",
    );
    // An async writer of the source, its future dropped.
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    // SAFETY: slow_fill writes N elements.
    drop(unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut src, N, 8.0f32)) });
    dev.peer_copy(&src, &mut dst).unwrap();
    assert_all(
        &snapshot(&dev, &dst),
        8.0,
        "peer_copy behind a slow async write of its source",
    );
}

/// peer.rs (`peer_copy_on_stream`): "The copy is ordered with every other use of both
/// buffers ... and later uses of them (frees included) wait for it, so no other call can see
/// the buffers half-copied." The copy waits on its stream behind a slow kernel; at once the
/// source is dropped (its memory handed out again and overwritten), or overwritten by an
/// upload, and the destination is read: the destination must hold the source's old data.
#[test]
fn peer_copy_on_stream_is_waited_for_by_later_uses_and_frees() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap();
    let mut busy = filled(&dev, 0.0);
    for round in 0..2u64 {
        let want = random_f32(N, 10 + round);
        let mut src = dev.htod_sync_copy(&want).unwrap();
        let mut dst = filled(&dev, 0.0);
        k.fill(Some(&s), &mut busy, 1.0, SLOW / 2);
        dev.peer_copy_on_stream(&s, &src, &mut dst).unwrap();
        let junk = if round == 0 {
            drop(src);
            Some(filled(&dev, -1.0))
        } else {
            dev.htod_sync_copy_into(&vec![-2.0f32; N], &mut src)
                .unwrap();
            assert_all(&dev.dtoh_sync_copy(&src).unwrap(), -2.0, "the upload");
            None
        };
        assert_same(
            &dev.dtoh_sync_copy(&dst).unwrap(),
            &want,
            &format!(
                "round {round}: a peer copy on a busy stream, its source {} at once",
                if round == 0 { "freed" } else { "overwritten" }
            ),
        );
        drop(junk);
    }
}

/// peer.rs (`peer_copy_on_stream`, Errors): "`CUDA_ERROR_INVALID_VALUE`, naming both devices,
/// when `stream` belongs to another device". A stream of a second device object of GPU 0: the
/// error names both, with the code the docs give.
#[test]
fn peer_copy_on_a_stream_of_another_device_is_invalid_value() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let stream = other.new_stream().unwrap();
    let a = dev.htod_sync_copy(&[1u32, 2, 3]).unwrap();
    let mut b = dev.alloc_zeros::<u32>(3).unwrap();
    let e = dev.peer_copy_on_stream(&stream, &a, &mut b).unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[
            "the stream belongs to device 0 but peer_copy_on_stream was called on device 0",
            SAME_GPU,
        ],
    );
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), [0, 0, 0]);
    assert_usable(&dev);
}
