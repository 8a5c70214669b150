//! `CudaSlice`: allocation (zeroed, uninitialised, many, zero-length, past `isize::MAX` bytes,
//! zero-sized elements), `memset_zeros`, clones, `leak` / `upgrade_device_ptr` and reclaiming,
//! each ordered with slow users on other streams and threads.

use crate::kernels::{
    CFG, N, SLOW, add_one, assert_all, assert_usable, basic, filled, iota, random_f32, random_u32,
    slow_kernels,
};
use crate::support::drop_errors::unregistered_behind_its_back;
use crate::support::{assert_same, child, expect_error};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaSlice, DevicePtr, LaunchAsync, LaunchConfig, result, sys};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

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

#[test]
fn alloc_zeros_then_overwrite() {
    let dev = gpu!();
    let mut a = dev.alloc_zeros::<u32>(5000).unwrap();
    assert_eq!((a.len(), a.num_bytes(), a.is_empty()), (5000, 20000, false));
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), vec![0; 5000]);
    let data = random_u32(5000, 1);
    dev.htod_sync_copy_into(&data, &mut a).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), data);
    assert!(Arc::ptr_eq(&a.device(), &dev));
    assert!(format!("{a:?}").contains("len: 5000"), "{a:?}");
}

#[test]
fn alloc_uninit_then_fill() {
    let dev = gpu!();
    let data = random_f32(777, 2);
    // SAFETY: filled by the copy before it is read.
    let mut a = unsafe { dev.alloc::<f32>(777) }.unwrap();
    dev.htod_sync_copy_into(&data, &mut a).unwrap();
    let mut back = vec![0.0f32; 777];
    dev.dtoh_sync_copy_into(&a, &mut back).unwrap();
    assert_eq!(back, data);
}

#[test]
fn zero_length_buffers() {
    let dev = gpu!();
    let mut a = dev.alloc_zeros::<f32>(0).unwrap();
    assert!(a.is_empty());
    assert_eq!((a.len(), a.num_bytes()), (0, 0));
    let mut b = dev.htod_sync_copy::<f32>(&[]).unwrap();
    assert!(b.is_empty());
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), Vec::<f32>::new());
    dev.dtoh_sync_copy_into(&b, &mut []).unwrap();
    dev.htod_sync_copy_into(&[], &mut a).unwrap();
    dev.dtod_copy(&a, &mut b).unwrap();
    dev.memset_zeros(&mut a).unwrap();
    // SAFETY: nothing to initialise.
    let c = unsafe { dev.alloc::<u64>(0) }.unwrap();
    assert!(c.is_empty());
    let d = dev.null::<f32>().unwrap();
    assert!(d.is_empty());
    let e = dev.htod_copy(Vec::<f32>::new()).unwrap();
    let mut f = a.clone();
    dev.htod_copy_into(Vec::new(), &mut f).unwrap();
    assert!(a.try_clone().unwrap().is_empty());
    assert!(Vec::<f32>::try_from(e).unwrap().is_empty());
    assert!(dev.sync_reclaim(b).unwrap().is_empty());
    // A zero-length buffer as a kernel argument, with a kernel that does nothing for n = 0.
    basic(&dev);
    let fill = dev.get_func("basic", "fill_iota").unwrap();
    let cfg = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (32, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: fill_iota(float*, size_t) writes nothing when n = 0.
    unsafe { fill.launch(cfg, (&mut f, 0usize)) }.unwrap();
    assert!(dev.dtoh_sync_copy(&f).unwrap().is_empty());
    // Empty views of a non-empty buffer.
    let g = dev.htod_sync_copy(&iota(10)).unwrap();
    for v in [
        g.slice(0..0),
        g.slice(3..3),
        g.slice(10..),
        g.try_slice(10..10).unwrap(),
    ] {
        assert!(v.is_empty());
        assert_eq!(dev.dtoh_sync_copy(&v).unwrap(), Vec::<f32>::new());
    }
    let leaked = dev.alloc_zeros::<u8>(0).unwrap().leak();
    // SAFETY: an empty buffer from this device.
    let back = unsafe { dev.upgrade_device_ptr::<u8>(leaked, 0) };
    assert!(back.is_empty());
    assert_usable(&dev);
}

#[test]
fn clone_is_independent_of_its_source() {
    let dev = gpu!();
    basic(&dev);
    let data = random_f32(3000, 5);
    let src = dev.htod_sync_copy(&data).unwrap();
    let mut copy = src.clone();
    assert_ne!(src.device_ptr(), copy.device_ptr());
    add_one(&dev, &mut copy);
    let plus_one: Vec<f32> = data.iter().map(|v| v + 1.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&copy).unwrap(), plus_one);
    assert_eq!(
        dev.dtoh_sync_copy(&src).unwrap(),
        data,
        "the source changed"
    );
    // And a copy into the clone leaves the source alone too.
    let mut copy2 = src.try_clone().unwrap();
    dev.htod_sync_copy_into(&plus_one, &mut copy2).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&copy2).unwrap(), plus_one);
    assert_eq!(dev.dtoh_sync_copy(&src).unwrap(), data);
    // Modifying the source leaves the clone alone.
    let mut src = src;
    let copy3 = src.clone();
    dev.memset_zeros(&mut src).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&copy3).unwrap(), data);
    assert_eq!(dev.dtoh_sync_copy(&src).unwrap(), vec![0.0; 3000]);
}

#[test]
fn reclaim_and_try_from() {
    let dev = gpu!();
    let data = random_u32(4097, 6);
    let a = dev.htod_sync_copy(&data).unwrap();
    assert_eq!(dev.sync_reclaim(a).unwrap(), data);
    let b: CudaSlice<u32> = dev.htod_copy(data.clone()).unwrap();
    let v: Vec<u32> = b.try_into().unwrap();
    assert_eq!(v, data);
    let c = dev.htod_copy(data.clone()).unwrap();
    assert_eq!(Vec::try_from(c).unwrap(), data);
}

#[test]
fn memset_zeros_whole_and_part() {
    let dev = gpu!();
    let data = random_u32(1000, 10);
    let mut a = dev.htod_sync_copy(&data).unwrap();
    dev.memset_zeros(&mut a.slice_mut(100..300)).unwrap();
    let mut want = data.clone();
    want[100..300].fill(0);
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), want);
    dev.memset_zeros(&mut a).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), vec![0; 1000]);
}

#[test]
fn leak_and_upgrade_device_ptr() {
    let dev = gpu!();
    let data = random_f32(1234, 11);
    let a = dev.htod_sync_copy(&data).unwrap();
    let ptr = *a.device_ptr();
    let raw = a.leak();
    assert_eq!(raw, ptr);
    assert_ne!(raw, 0);
    // SAFETY: `raw` came from `leak` of a 1234-element f32 buffer of this device.
    let b = unsafe { dev.upgrade_device_ptr::<f32>(raw, 1234) };
    assert_eq!(*b.device_ptr(), raw);
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), data);
    // Upgrading fewer elements is allowed too; the buffer is freed once, by `c`.
    let raw = b.leak();
    // SAFETY: as above, a prefix of the allocation.
    let c = unsafe { dev.upgrade_device_ptr::<f32>(raw, 1000) };
    assert_eq!(dev.dtoh_sync_copy(&c).unwrap(), &data[..1000]);
    drop(c);
    assert_usable(&dev);
}

#[test]
fn many_allocations_and_frees() {
    let dev = gpu!();
    // Stream-ordered frees reuse memory: later buffers must not see earlier data or lose theirs.
    let mut kept = Vec::new();
    for i in 0..200u64 {
        let n = 1 + (i as usize * 37) % 5000;
        let data = random_u32(n, i);
        let a = dev.htod_sync_copy(&data).unwrap();
        let z = dev.alloc_zeros::<u32>(n).unwrap();
        assert_eq!(dev.dtoh_sync_copy(&z).unwrap(), vec![0; n]);
        if i % 10 == 0 {
            kept.push((a, data));
        }
    }
    for (a, data) in &kept {
        assert_eq!(&dev.dtoh_sync_copy(a).unwrap(), data);
    }
}

/// `n` values of a zero-sized type, without a loop of `n` steps (`vec![[]; n]` writes each).
#[allow(
    clippy::uninit_vec,
    reason = "a zero-sized element has no bytes to initialise"
)]
fn zsts(n: usize) -> Vec<[u8; 0]> {
    let mut v = Vec::new();
    // SAFETY: a `Vec` of a zero-sized type has a capacity of `usize::MAX`, and a `[u8; 0]` has
    // no bytes, so every one of the `n` elements is initialised.
    unsafe { v.set_len(n) };
    v
}

/// checks.rs (`bytes_of`): "`len` values of `T` in bytes, or an error saying `what`
/// overflows"; memory.rs (`alloc`) maps a failed allocation to "while allocating {size} on
/// device {n}"; the crate's rule: bad input is an error naming the problem, never a panic, and
/// out of memory is not sticky. bad_input.rs tries 1 PiB and lengths whose bytes overflow; this
/// one tries the sizes between: byte counts that do not overflow `usize` but exceed
/// `isize::MAX`, up to exactly `usize::MAX` (`[u8; 3]` x `usize::MAX / 3`), where the driver
/// gets a size no allocator can honour (and the crate retries after giving back what the
/// threads kept). Also one past it, which must be the overflow error.
///
/// Sound: every call is an `Err` (any code) whose message says "allocating" and names the
/// device, the async adapter's and a chain's too, and the device then works as before. A
/// hole: a panic (a size multiplied or rounded without a check), a success (a buffer whose
/// length lies), or a context left broken.
#[test]
fn allocations_of_more_than_isize_max_bytes_are_errors_and_leave_the_device_usable() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let huge = isize::MAX as usize + 1;
    let named = |r: Result<(), cuda_driver::driver::DriverError>, what: &str| {
        let e = r.expect_err(what);
        let msg = e.to_string();
        println!("{what}: {msg}");
        assert!(msg.contains("allocating"), "{what}: {msg}");
        assert!(msg.contains("device 0"), "{what}: {msg}");
    };
    named(
        dev.alloc_zeros::<u8>(usize::MAX).map(drop),
        "u8 x usize::MAX",
    );
    named(dev.alloc_zeros::<u8>(huge).map(drop), "u8 x isize::MAX + 1");
    named(
        dev.alloc_zeros::<[u8; 3]>(usize::MAX / 3).map(drop),
        "[u8; 3] x usize::MAX / 3 (exactly usize::MAX bytes)",
    );
    // SAFETY: the allocation fails; nothing is read.
    named(
        unsafe { dev.alloc::<u64>(usize::MAX / 8) }.map(drop),
        "alloc u64 x usize::MAX / 8",
    );
    named(
        adev.alloc_zeros::<u8>(usize::MAX).wait().map(drop),
        "AsyncDevice::alloc_zeros u8 x usize::MAX",
    );
    named(
        adev.ops().alloc_zeros::<u16>(huge / 2).wait().map(drop),
        "Ops::alloc_zeros u16 x (isize::MAX + 1) / 2",
    );
    // One element more than fits: the overflow, named as such.
    let n = usize::MAX / 3 + 1;
    let e = dev.alloc_zeros::<[u8; 3]>(n).unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[&format!("allocating {n} elements of 3 bytes"), "overflows"],
    );
    // Nothing is kept or broken: the next calls succeed.
    dev.synchronize().unwrap();
    adev.synchronize().wait().unwrap();
    let x = adev.htod_copy(random_u32(100, 5)).wait().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), random_u32(100, 5));
    assert_usable(&dev);
}

/// slice.rs: a `CudaSlice` is "the device's `Vec<T>`", and `null`'s docs say an empty buffer
/// "owns no device memory"; kernel_args.rs implements `DeviceRepr` for `[T; N]`, so `[u8; 0]`
/// is an element type, and a buffer of it owns no memory at any length (as a `Vec` of a
/// zero-sized type holds `usize::MAX` elements). The test: a buffer of `usize::MAX`
/// zero-sized elements through every path that works out a size or makes a host `Vec` (the
/// sync copies, `try_clone`, ranges at the ends, splits, a real buffer seen as `usize::MAX`
/// of them, the async adapter's uploads, downloads and `reclaim` (whose landing buffer and
/// `Vec` are sized from the length), and a chain), plus a length mismatch of one.
///
/// Sound: each succeeds with the length it was given (`usize::MAX`), the mismatch is an error
/// naming both lengths, and nothing loops over the elements (the test would hang). A hole: a
/// panic (`capacity overflow`, an unchecked `len * size` somewhere that is not 0), an error
/// for a legal length, or a length that changes on the way.
#[test]
fn buffers_of_usize_max_zero_sized_elements_go_through_every_path() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let max = usize::MAX;

    let mut x = dev.htod_sync_copy(&zsts(max)).unwrap();
    assert_eq!((x.len(), x.num_bytes()), (max, 0));
    let mut z = dev.alloc_zeros::<[u8; 0]>(max).unwrap();
    assert_eq!(z.len(), max);
    dev.htod_sync_copy_into(&zsts(max), &mut z).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap().len(), max);
    let mut host = zsts(max);
    dev.dtoh_sync_copy_into(&x, &mut host).unwrap();
    dev.dtod_copy(&x, &mut z).unwrap();
    dev.memset_zeros(&mut z).unwrap();
    assert_eq!(x.try_clone().unwrap().len(), max);

    // Ranges at both ends, and views of views.
    assert_eq!(x.slice(1..).len(), max - 1);
    assert_eq!(x.slice(..).slice(max - 1..).len(), 1);
    assert!(x.try_slice(..=max).is_none(), "one past usize::MAX");
    assert_eq!(x.try_slice(..=max - 1).unwrap().len(), max);
    {
        let (lo, hi) = x.split_at_mut(max);
        assert_eq!((lo.len(), hi.len()), (max, 0));
    }
    dev.dtod_copy(&x.slice(1..), &mut z.slice_mut(..max - 1))
        .unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x.slice(7..)).unwrap().len(), max - 7);
    // A mismatch of one element is still an error naming both lengths.
    let e = dev.htod_sync_copy_into(&zsts(max - 1), &mut z).unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[&format!(
            "the source has {} elements but the destination has {max}",
            max - 1
        )],
    );

    // A real buffer seen as zero-sized elements, and back: nothing fits but zero.
    let real = dev.htod_sync_copy(&[1u8, 2, 3, 4]).unwrap();
    {
        // SAFETY: a `[u8; 0]` has no bytes, so any memory holds valid ones.
        let none = unsafe { real.transmute::<[u8; 0]>(max) }.unwrap();
        assert_eq!(dev.dtoh_sync_copy(&none).unwrap().len(), max);
        // SAFETY: as above; not one u8 fits in zero bytes.
        assert!(unsafe { none.transmute::<u8>(1) }.is_none());
        // SAFETY: as above.
        assert!(unsafe { x.transmute::<u8>(1) }.is_none());
    }
    assert_eq!(dev.dtoh_sync_copy(&real).unwrap(), [1, 2, 3, 4]);

    // The async adapter and a chain.
    let mut y = adev.htod_copy(zsts(max)).wait().unwrap();
    assert_eq!(y.len(), max);
    adev.htod_copy_into(zsts(max), &mut y).wait().unwrap();
    assert_eq!(adev.dtoh_copy(&y.slice(2..)).wait().unwrap().len(), max - 2);
    assert_eq!(adev.dtoh_copy_into(&y, zsts(3)).wait().unwrap().len(), max);
    adev.dtod_copy(&x, &mut y).wait().unwrap();
    adev.memset_zeros(&mut y).wait().unwrap();
    assert_eq!(adev.alloc_zeros::<[u8; 0]>(max).wait().unwrap().len(), max);
    assert_eq!(adev.reclaim(y).wait().unwrap().len(), max);
    let ops = adev.ops();
    let back = ops
        .htod_copy(zsts(max))
        .then(|b| ops.reclaim(b))
        .wait()
        .unwrap();
    assert_eq!(back.len(), max);
    let e = adev
        .htod_copy_into(zsts(max - 1), &mut x)
        .wait()
        .unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &["htod_copy_into"]);
    assert_usable(&dev);
}

/// slice.rs (`leak`): "The device's main stream proper ... is first made to wait for all work
/// on the buffer, so that work ordered on it from then on (and the upgraded buffer's uses)
/// follows it"; memory.rs (`upgrade_device_ptr`): memory from `leak` on this device object is
/// ordered as its Safety asks. "All work on the buffer" includes work through a view, on the
/// async adapter's streams, whose future was dropped. The test: a slow async fill of the
/// buffer's upper half through a view (future dropped), then `leak`, then, on another thread
/// (whose copies go to a stream of its own), `upgrade_device_ptr` and a download, and the drop
/// of the upgraded buffer there.
///
/// Sound: the download sees zeros below and the fill's values above. A hole: stale zeros in
/// the upper half (the leak did not wait for the view's work, or the other thread's stream
/// did not follow the main stream).
#[test]
fn a_buffer_leaked_behind_a_slow_async_write_through_a_view_is_read_whole_on_another_thread() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut x = dev.alloc_zeros::<f32>(N).unwrap();
    let h = N / 2;
    {
        let mut upper = x.slice_mut(h..);
        let n = upper.len();
        // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes the view's n
        // elements.
        drop(unsafe { adev.launch(&k.fill, CFG, (SLOW, &mut upper, n, 7.0f32)) });
    }
    let raw = x.leak();
    let got = std::thread::scope(|sc| {
        sc.spawn(|| {
            // SAFETY: `raw` came from `leak` of an N-element f32 buffer of this device object.
            let back = unsafe { dev.upgrade_device_ptr::<f32>(raw, N) };
            dev.dtoh_sync_copy(&back).unwrap()
        })
        .join()
        .unwrap()
    });
    assert_all(&got[..h], 0.0, "the lower half");
    assert_all(&got[h..], 7.0, "the upper half, written through a view");
    assert_usable(&dev);
}

/// memory.rs (`upgrade_device_ptr`): "Takes ownership of device memory"; Safety: the pointer
/// "must be a live allocation of this device ... of at least `len * size_of::<T>()` bytes",
/// which a length of 0 (or an element type of zero bytes) satisfies for any allocation; and a
/// `CudaSlice` is "Freed in stream order when dropped". The code (slice.rs, `Drop`, and
/// `free_after_users`: `if bytes == 0 { return; }`) frees by the buffer's own byte count, so
/// memory taken back as zero elements, or as `[u8; 0]`s, is suspected never to be freed: 64
/// MiB lost per call. Measured with the pool's statistics, in a process of its own (other
/// tests allocate meanwhile); the same leak and upgrade with the full length first shows that
/// the measure works.
///
/// Sound: after each drop and a synchronize, the pool's used bytes are back where they were
/// (or the upgrade refuses the length, if its docs come to forbid it: then this test must
/// change with them). A hole: 64 MiB still in use, owned by nobody.
#[test]
fn memory_taken_back_as_zero_elements_is_freed_when_dropped() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "zero_length_upgrade_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn zero_length_upgrade_child() {
    if !child::in_child(module_path!(), "zero_length_upgrade_child") {
        return;
    }
    let dev = gpu!();
    let Ok(pool) = dev.mem_pool() else {
        println!("skipped: device 0 has no memory pool");
        return;
    };
    let bytes = 64usize << 20;
    dev.synchronize().unwrap();
    let base = pool.used_current().unwrap();
    let in_use = || {
        dev.synchronize().unwrap();
        pool.used_current().unwrap()
    };
    // The measure: the full length, freed.
    let raw = dev.alloc_zeros::<u8>(bytes).unwrap().leak();
    assert!(
        in_use() >= base + bytes as u64,
        "the leaked buffer is in use"
    );
    // SAFETY: `raw` came from `leak` of a buffer of `bytes` u8s of this device object.
    drop(unsafe { dev.upgrade_device_ptr::<u8>(raw, bytes) });
    assert!(
        in_use() <= base,
        "the measure: the full-length buffer taken back was not freed"
    );
    // Zero elements of u8.
    let raw = dev.alloc_zeros::<u8>(bytes).unwrap().leak();
    // SAFETY: as above; zero elements take no bytes of the allocation.
    drop(unsafe { dev.upgrade_device_ptr::<u8>(raw, 0) });
    let after = in_use();
    assert!(
        after <= base,
        "a 64 MiB allocation taken back as 0 u8s and dropped is still in use ({after} bytes \
         used, {base} before): nobody will ever free it"
    );
    // Five elements of zero bytes.
    let raw = dev.alloc_zeros::<u8>(bytes).unwrap().leak();
    // SAFETY: as above; `[u8; 0]`s take no bytes.
    drop(unsafe { dev.upgrade_device_ptr::<[u8; 0]>(raw, 5) });
    let after = in_use();
    assert!(
        after <= base,
        "a 64 MiB allocation taken back as five [u8; 0]s and dropped is still in use ({after} \
         bytes used, {base} before)"
    );
}

/// slice.rs / memory.rs (`impl Clone for CudaSlice`): "# Panics If the device cannot allocate
/// the copy, as `Vec::clone` does when memory runs out; use `try_clone` to get the error
/// instead"; device.rs: "Errors that happen where they cannot be returned (in `Drop`) are
/// kept and returned, once, by the next fallible call on the device"; DESIGN.md: drops never
/// lose an error silently. `clone` calls `try_clone`, whose allocation starts with
/// `check_and_make_current`, which hands out the kept error: suspected that a kept error of an
/// unrelated drop (a registered `Vec` unregistered behind the crate's back) makes `clone`
/// panic, though the device can allocate the copy, and that the error is then gone from the
/// next fallible call.
///
/// Sound: the clone succeeds with the buffer's values (the device could allocate it), and the
/// next fallible call returns the kept error (`CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED`). A
/// hole: `clone` panics with another call's error (a panic the docs do not announce, and the
/// error taken from the call it was kept for).
#[test]
fn clone_with_an_unrelated_kept_drop_error_neither_panics_nor_takes_the_error() {
    let dev = gpu!();
    let data = random_u32(64, 7);
    let a = dev.htod_sync_copy(&data).unwrap();
    drop(unregistered_behind_its_back(&dev));
    let cloned = catch_unwind(AssertUnwindSafe(|| a.clone()));
    let b = match cloned {
        Ok(b) => b,
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            panic!(
                "CudaSlice::clone panicked although the device could allocate the copy, with \
                 the error kept from an unrelated drop: {msg}"
            );
        }
    };
    let e = dev.synchronize().unwrap_err();
    assert_eq!(
        e.0,
        CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
        "the next fallible call returns the kept error: {e}"
    );
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), data, "the clone");
    assert_usable(&dev);
}
