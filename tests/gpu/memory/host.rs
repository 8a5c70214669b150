//! Page-locked host memory: `PinnedHostSlice` (zeroed, copies both ways, threads, non-trivial
//! types, one GPU's memory serving another's copies) and `RegisteredVec` (registering in place,
//! empty and shared pages, the driver's refusals, errors while unregistering), reused at once
//! around slow kernels.

use crate::kernels::{
    CFG, N, SLOW, add_one, assert_all, assert_usable, basic, filled, iota, random_f32, random_u32,
    slow_kernels,
};
use crate::support::devices::{slow, two_gpus};
use crate::support::kernels::cycles_for_ms;
use crate::support::{assert_same, expect_error};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{DriverError, LaunchAsync, PinnedHostSlice, RegisteredVec, result, sys};
use std::sync::{Arc, Mutex};

/// host.rs (`PinnedHostSlice`): "allocated with `cuMemHostAlloc` (portable: every device's
/// copies run at full speed from and to it)"; `register_host`: "portable"; and "The copies
/// that take host slices return only once the copy is done (... they synchronise the main
/// stream), so no copy can still be using the memory when it is freed or unregistered". GPU
/// 0's pinned buffer and registered `Vec` serve GPU 1's copies: a download behind a slow writer
/// on another stream of GPU 1 is complete when it returns, and an upload behind a slow kernel
/// on GPU 1's main stream may free (or unregister and overwrite) the host memory at once.
#[test]
fn pinned_and_registered_memory_of_one_gpu_serve_the_copies_of_another() {
    let Some((g0, g1)) = two_gpus() else { return };
    let k1 = slow(&g1);
    let s = g1.new_stream().unwrap();
    let mut busy = filled(&g1, 0.0);
    // Pinned memory of GPU 0.
    let mut pinned = g0.alloc_pinned::<f32>(N).unwrap();
    let mut x = filled(&g1, 0.0);
    k1.fill(Some(&s), &mut x, 3.0, SLOW);
    g1.dtoh_sync_copy_into(&x, &mut pinned).unwrap();
    assert_all(&pinned, 3.0, "GPU 1's download into GPU 0's pinned memory");
    let want = random_f32(N, 73);
    pinned.copy_from_slice(&want);
    let mut y = filled(&g1, 0.0);
    k1.fill(None, &mut busy, 1.0, SLOW);
    g1.htod_sync_copy_into(&pinned, &mut y).unwrap();
    drop(pinned);
    // Pinned pages handed out again and overwritten at once.
    let mut again = g0.alloc_pinned::<f32>(N).unwrap();
    again.fill(-1.0);
    assert_same(
        &g1.dtoh_sync_copy(&y).unwrap(),
        &want,
        "GPU 1's upload from GPU 0's pinned memory, freed at once",
    );
    // A Vec registered by GPU 0.
    let mut reg = g0.register_host(vec![0.0f32; N]).unwrap();
    k1.fill(Some(&s), &mut x, 4.0, SLOW);
    g1.dtoh_sync_copy_into(&x, &mut reg).unwrap();
    assert_all(&reg, 4.0, "GPU 1's download into a Vec GPU 0 registered");
    reg.copy_from_slice(&want);
    k1.fill(None, &mut busy, 1.0, SLOW);
    g1.htod_sync_copy_into(&reg, &mut y).unwrap();
    let mut back = reg.into_inner();
    back.fill(-2.0);
    assert_same(
        &g1.dtoh_sync_copy(&y).unwrap(),
        &want,
        "GPU 1's upload from a Vec GPU 0 registered, unregistered and overwritten at once",
    );
    drop(again);
    g0.synchronize().unwrap();
    g1.synchronize().unwrap();
    assert_usable(&g0);
    assert_usable(&g1);
}

/// What the drops of a `Vec` of `Unregisters` did: how many ran, and what the unregistering
/// in the first one's drop returned.
type Drops = Arc<Mutex<(usize, Option<Result<(), DriverError>>)>>;

/// An element whose drop counts itself and, for the one given the `Vec`'s address, undoes a
/// registration made there through the result layer: while the `Vec` drops its elements, its
/// memory is still allocated.
struct Unregisters {
    at: Option<usize>,
    drops: Drops,
}

impl Drop for Unregisters {
    fn drop(&mut self) {
        let mut d = self.drops.lock().unwrap();
        d.0 += 1;
        if let Some(p) = self.at {
            // SAFETY: the `Vec`'s memory, registered by the test from `p` and allocated until
            // every element has dropped; the device's context is current on this thread.
            d.1 = Some(unsafe { result::host_unregister(p as *mut std::ffi::c_void) });
        }
    }
}

/// host.rs (`register_host`): "# Errors: The driver's error when the memory cannot be locked
/// (the `Vec` is dropped then)". A `Vec` whose memory was registered already (through the
/// result layer): the driver's `CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED`, saying what was
/// being done; the `Vec` dropped (every element's drop ran, the first undoing the test's
/// registration while the memory was still allocated); nothing kept for the device's next
/// call; and a fresh `Vec` registers as usual.
#[test]
fn registering_memory_the_driver_refuses_gives_its_error_and_drops_the_vec() {
    let dev = gpu!();
    let drops: Drops = Arc::default();
    let n = 4096;
    let mut vec: Vec<Unregisters> = (0..n)
        .map(|_| Unregisters {
            at: None,
            drops: drops.clone(),
        })
        .collect();
    let bytes = n * size_of::<Unregisters>();
    let p = vec.as_mut_ptr() as *mut std::ffi::c_void;
    vec[0].at = Some(p as usize);
    dev.bind_to_thread().unwrap();
    // SAFETY: the Vec's own memory, allocated until its elements have dropped, the first of
    // which unregisters it.
    unsafe { result::host_register(p, bytes, sys::CU_MEMHOSTREGISTER_PORTABLE) }.unwrap();
    let e = dev
        .register_host(vec)
        .expect_err("registering memory that is registered already");
    let what = format!("while registering {bytes} bytes of host memory");
    expect_error(
        &e,
        CUresult::CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED,
        &[what.as_str()],
    );
    let (dropped, undone) = std::mem::take(&mut *drops.lock().unwrap());
    assert_eq!(dropped, n, "the refused Vec's elements were not dropped");
    undone
        .expect("the refused Vec's first element was not dropped")
        .expect("unregistering the test's registration of the refused Vec's memory");
    dev.synchronize()
        .expect("a refused registration is not kept for the device's next call");
    let data = random_u32(n, 75);
    let ok = dev.register_host(data.clone()).unwrap();
    assert_eq!(
        result::pointer_memory_type(ok.as_ptr().cast()).unwrap(),
        Some(sys::CUmemorytype::CU_MEMORYTYPE_HOST),
        "a fresh Vec is page-locked"
    );
    assert!(ok.into_inner() == data);
    dev.synchronize().unwrap();
    assert_usable(&dev);
}

/// error while unregistering is kept on the device and returned by its next call, as one from
/// a drop is." Memory unregistered behind the crate's back (through the result layer):
/// `into_inner` still gives the `Vec` back unchanged, and the device's next call returns the
/// driver's `CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED`, saying what was being done, once; the
/// same for a drop.
#[test]
fn an_error_unregistering_a_vec_is_kept_for_the_devices_next_call() {
    let dev = gpu!();
    let data = random_u32(1 << 16, 74);
    for dropped in [false, true] {
        let how = if dropped { "drop" } else { "into_inner" };
        let reg = dev.register_host(data.clone()).unwrap();
        dev.bind_to_thread().unwrap();
        // SAFETY: registered by `register_host` from this pointer; the memory stays allocated
        // (owned by `reg`), only pageable from here on.
        unsafe { result::host_unregister(reg.as_ptr() as *mut std::ffi::c_void) }.unwrap();
        if dropped {
            drop(reg);
        } else {
            assert!(reg.into_inner() == data, "into_inner changed the Vec");
        }
        let e = dev
            .synchronize()
            .expect_err("the failed unregistering is kept for the device's next call");
        println!("after {how}:");
        expect_error(
            &e,
            CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
            &["while unregistering host memory"],
        );
        dev.synchronize()
            .unwrap_or_else(|e| panic!("{how}: the kept error is returned once: {e}"));
    }
    assert_usable(&dev);
}

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

const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<PinnedHostSlice<f32>>();
    assert_send_sync::<RegisteredVec<f32>>();
};

#[test]
fn pinned_memory_is_zeroed_and_page_locked() {
    let dev = gpu!();
    let pinned = dev.alloc_pinned::<u64>(100_000).unwrap();
    assert_eq!(pinned.len(), 100_000);
    assert!(!pinned.is_empty());
    assert!(pinned.iter().all(|&v| v == 0));
    let ty = result::pointer_memory_type(pinned.as_ptr().cast()).unwrap();
    assert_eq!(
        ty,
        Some(cuda_driver::driver::sys::CUmemorytype::CU_MEMORYTYPE_HOST),
        "the driver knows the memory as page-locked host memory"
    );
    assert!(format!("{pinned:?}").contains("len: 100000"));
    assert_eq!(pinned.device().ordinal(), 0);
    let empty = dev.alloc_pinned::<f32>(0).unwrap();
    assert!(empty.is_empty());
    assert_eq!(dev.htod_sync_copy(&empty).unwrap().len(), 0);
}

#[test]
fn pinned_copies_both_ways() {
    let dev = gpu!();
    let n = 1 << 20;
    let data = random_u32(n, 7);
    let mut pinned = dev.alloc_pinned::<u32>(n).unwrap();
    pinned.copy_from_slice(&data);
    // From pinned memory: a new buffer, and into an existing one.
    let a = dev.htod_sync_copy(&pinned).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), data);
    let mut b = dev.alloc_zeros::<u32>(n).unwrap();
    dev.htod_sync_copy_into(&pinned, &mut b).unwrap();
    // Into pinned memory: the copy is complete when the call returns.
    pinned.fill(0);
    dev.dtoh_sync_copy_into(&b, &mut pinned).unwrap();
    assert!(pinned[..] == data[..]);
    // Parts of it, through views.
    let mut part = dev.alloc_pinned::<u32>(1000).unwrap();
    dev.dtoh_sync_copy_into(&b.slice(5000..6000), &mut part)
        .unwrap();
    assert_eq!(part.as_slice(), &data[5000..6000]);
    dev.htod_sync_copy_into(&part[..10], &mut b.slice_mut(0..10))
        .unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&b.slice(0..10)).unwrap(),
        data[5000..5010]
    );
    // Length mismatches are errors, not panics.
    let e = dev.dtoh_sync_copy_into(&b, &mut part).unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
}

#[test]
fn pinned_round_trip_with_a_kernel_in_between() {
    let dev = gpu!();
    basic(&dev);
    // 64 MiB, larger than the staging chunks of the pageable path.
    let n = 16 << 20;
    let data = random_f32(n, 8);
    let mut pinned = dev.alloc_pinned::<f32>(n).unwrap();
    pinned.as_mut_slice().copy_from_slice(&data);
    let mut x = dev.htod_sync_copy(&pinned).unwrap();
    // Overwriting the host copy right after the call cannot change what was copied.
    pinned.fill(-5.0);
    add_one(&dev, &mut x);
    dev.dtoh_sync_copy_into(&x, &mut pinned).unwrap();
    for (i, (&got, &d)) in pinned.iter().zip(&data).enumerate() {
        assert_eq!(got, d + 1.0, "at {i}");
    }
}

#[test]
fn pinned_memory_across_threads() {
    let dev = gpu!();
    let mut pinned = dev.alloc_pinned::<f32>(4096).unwrap();
    pinned.copy_from_slice(&iota(4096));
    let dev2 = dev.clone();
    let pinned = std::thread::spawn(move || {
        let x = dev2.htod_sync_copy(&pinned).unwrap();
        let mut pinned = pinned;
        pinned.fill(0.0);
        dev2.dtoh_sync_copy_into(&x, &mut pinned).unwrap();
        pinned
    })
    .join()
    .unwrap();
    assert_eq!(pinned.as_slice(), iota(4096));
    // Dropped on yet another thread.
    std::thread::spawn(move || drop(pinned)).join().unwrap();
    dev.synchronize().unwrap();
}

#[test]
fn pinned_memory_of_non_trivial_types() {
    let dev = gpu!();
    let mut pairs = dev.alloc_pinned::<[u16; 3]>(1001).unwrap();
    assert!(pairs.iter().all(|p| *p == [0; 3]));
    for (i, p) in pairs.iter_mut().enumerate() {
        *p = [i as u16, (i * 2) as u16, 7];
    }
    let d = dev.htod_sync_copy(&pairs).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&d).unwrap(), pairs.as_slice());
    // Overflowing sizes are errors.
    let e = dev.alloc_pinned::<u64>(usize::MAX / 4).unwrap_err();
    assert_eq!(e.code(), CUresult::CUDA_ERROR_INVALID_VALUE);
}

#[test]
fn registering_a_vec() {
    let dev = gpu!();
    let n = 8 << 20; // 32 MiB of u32
    let data = random_u32(n, 9);
    let reg = dev.register_host(data.clone()).unwrap();
    assert_eq!(reg.len(), n);
    assert_eq!(
        result::pointer_memory_type(reg.as_ptr().cast()).unwrap(),
        Some(cuda_driver::driver::sys::CUmemorytype::CU_MEMORYTYPE_HOST),
        "registered memory is page-locked"
    );
    let x = dev.htod_sync_copy(&reg).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data);
    let mut back = dev.register_host(vec![0u32; n]).unwrap();
    dev.dtoh_sync_copy_into(&x, &mut back).unwrap();
    assert!(back[..] == data[..]);
    back[0] = 17; // mutable in place
    let back: Vec<u32> = back.into_inner();
    assert_eq!(back[0], 17);
    assert!(back[1..] == data[1..]);
    // Unregistered again: the driver no longer knows the memory.
    assert_eq!(
        result::pointer_memory_type(back.as_ptr().cast()).unwrap(),
        None
    );
    // Unregistered memory can be registered again.
    drop(reg);
    let again = dev.register_host(back).unwrap();
    assert_eq!(again.device().ordinal(), 0);
    assert!(format!("{again:?}").contains("RegisteredVec"));
    drop(again);
    dev.synchronize().unwrap();
}

#[test]
fn registering_an_empty_vec() {
    let dev = gpu!();
    let empty = dev.register_host(Vec::<f32>::new()).unwrap();
    assert!(empty.is_empty());
    assert!(empty.into_inner().is_empty());
    let with_capacity = dev
        .register_host(Vec::<u8>::with_capacity(1 << 20))
        .unwrap();
    assert_eq!(with_capacity.into_inner().capacity(), 1 << 20);
    dev.synchronize().unwrap();
}

/// host.rs: "The copies that take host slices return only once the copy is done ... so no copy
/// can still be using the memory when it is freed or unregistered"; launch.rs / memory.rs:
/// copies are ordered with the buffers' other users on any stream.
///
/// The test: a 300 ms kernel on another stream writes managed memory `m`; an upload from a
/// `PinnedHostSlice` into `m` is made at once, and the pinned memory is overwritten and freed
/// as soon as it returns. Then a 300 ms `slow_copy` on that stream reads `m` into `y`, and a
/// download of `y` into a `RegisteredVec` is made at once and unregistered and overwritten as
/// soon as it returns. Sound: `m` ends with the pinned values (the upload came after the
/// kernel and read the pinned memory before it was overwritten), and the registered `Vec`
/// holds them too. A hole: the kernel's values in `m` (the upload ran first), the overwritten
/// values, or zeros in the `Vec` (the download still running when it returned).
#[test]
fn pinned_and_registered_memory_reused_at_once_around_slow_kernels_on_managed_memory() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let n = 1 << 20;
    let cycles = cycles_for_ms(&dev, 300);
    let s = dev.new_stream().unwrap();
    let mut m = dev.alloc_managed::<f32>(n).unwrap();
    let mut pinned = dev.alloc_pinned::<f32>(n).unwrap();
    pinned.fill(2.0);
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes the n elements.
    unsafe { (&k.fill).launch_on_stream(&s, CFG, (cycles, &mut m, n, 1.0f32)) }.unwrap();
    dev.htod_sync_copy_into(&pinned, &mut m).unwrap();
    pinned.fill(9.0);
    drop(pinned);
    assert_all(
        &dev.dtoh_sync_copy(&m).unwrap(),
        2.0,
        "an upload from pinned memory behind a slow writer, then overwritten and freed",
    );
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    // SAFETY: slow_copy(unsigned long long, float *dst, const float *src, size_t n).
    unsafe { (&k.copy).launch_on_stream(&s, CFG, (cycles, &mut y, &m, n)) }.unwrap();
    let mut reg = dev.register_host(vec![0.0f32; n]).unwrap();
    dev.dtoh_sync_copy_into(&y, &mut reg).unwrap();
    let mut back = reg.into_inner();
    assert_all(
        &back,
        2.0,
        "a download into registered memory behind a slow copy",
    );
    back.fill(7.0);
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 2.0, "the device copy");
    drop(s);
    assert_usable(&dev);
}
