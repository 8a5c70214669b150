//! A fifth review's attacks (slices): device buffers' views and sizes. `CudaSlice`, `CudaView`
//! and `CudaViewMut` (slice.rs, slice/view.rs), their ranges and splits, views of views, zero
//! lengths and zero-sized elements at the largest lengths, sizes whose bytes reach `usize::MAX`,
//! copies with mismatched lengths and between two halves of one buffer, staged copies of views
//! at odd offsets, `leak`/`upgrade_device_ptr` and `clone`; the sync API, the async adapter and
//! its chains.

use crate::attack::unregistered_behind_its_back;
use crate::kernels::{
    CFG, N, SLOW, SlowKernels, assert_all, assert_usable, random_u32, slow_kernels,
};
use crate::support::{child, expect_error};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaSlice, CudaStream, CudaViewMut, DeviceSlice, LaunchAsync};
use std::panic::{AssertUnwindSafe, catch_unwind};

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

/// Bytes that differ from their neighbours and from a shifted copy of themselves: `i` mixed.
fn pattern(n: usize, seed: usize) -> Vec<u8> {
    (0..n)
        .map(|i| (i.wrapping_mul(31) ^ (i >> 9) ^ seed) as u8)
        .collect()
}

// ---- sizes ----

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
/// zero-sized type holds `usize::MAX` elements). The attack: a buffer of `usize::MAX`
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

/// memory.rs (`htod_sync_copy_into`, Copy threads): "A copy of 32 MiB or more from pageable
/// memory goes through the device's pinned staging buffers", chunk by chunk, with threads
/// cutting stripes "at huge-page boundaries" of the host end (host_copy.rs); the async
/// adapter's copies of 16 MiB or more use threads too (`parallel_copy`). Every test of those
/// paths copies whole buffers from fresh `Vec`s, whose ends are aligned. The attack: a view
/// that starts 3 bytes into its buffer (an odd device address), 2 chunks and 12345 bytes long
/// (the last chunk partial), copied from and into host slices that start 1 and 5 bytes into
/// their `Vec`s (odd host addresses, stripes cut off their alignment), with guard bytes on
/// both sides of each end; then the same through the async adapter.
///
/// Sound: every byte arrives where it belongs, and no guard byte (device or host) changes. A
/// hole: a chunk or stripe offset taken from the buffer instead of the view, a stripe cut at
/// the wrong boundary (lost or doubled bytes), or a write past the view's end.
#[test]
fn staged_copies_of_views_at_odd_offsets_through_odd_host_slices_are_exact() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let len = (64 << 20) + 12345;
    let (at, guard) = (3, 11);
    let outer = pattern(len + at + guard, 0xa5);
    let mut x = dev.htod_sync_copy(&outer).unwrap();
    // Upload through the view, from a host slice one byte into its Vec.
    let src = pattern(len + 2, 0x3c);
    dev.htod_sync_copy_into(&src[1..1 + len], &mut x.slice_mut(at..at + len))
        .unwrap();
    let mut want = outer.clone();
    want[at..at + len].copy_from_slice(&src[1..1 + len]);
    let got = dev.dtoh_sync_copy(&x).unwrap();
    assert!(got == want, "the upload through the view at byte {at}");
    // Download through a view of a view into a host slice five bytes into its Vec.
    let mut host = vec![0x77u8; len + 9];
    {
        let outer_view = x.slice(1..);
        let view = outer_view.slice(at - 1..at - 1 + len);
        dev.dtoh_sync_copy_into(&view, &mut host[5..5 + len])
            .unwrap();
        assert!(
            host[..5].iter().chain(&host[5 + len..]).all(|&b| b == 0x77),
            "a host guard byte changed"
        );
        assert!(host[5..5 + len] == want[at..at + len], "the download");
        // Into a fresh Vec (the spare-capacity path).
        assert!(dev.dtoh_sync_copy(&view).unwrap() == want[at..at + len]);
    }
    // The async adapter: an upload into the view and downloads of it.
    let src2 = pattern(len, 0x5a);
    adev.htod_copy_into(src2.clone(), &mut x.slice_mut(at..at + len))
        .wait()
        .unwrap();
    want[at..at + len].copy_from_slice(&src2);
    let got = adev.dtoh_copy(&x.slice(at..at + len)).wait().unwrap();
    assert!(got == src2, "the async download of the view");
    let got = adev.dtoh_copy(&x).wait().unwrap();
    assert!(
        got[..at] == want[..at] && got[at + len..] == want[at + len..],
        "a device guard byte changed"
    );
    assert!(got == want, "the whole buffer after the async upload");
}

/// memory.rs: `dtoh_sync_copy_into` and `dtod_copy`: "Both must have the same length", and
/// (doc test) "A length mismatch is an error, not a partial copy"; the async adapter's
/// `htod_copy_into` and `dtod_copy` and the chain's (`Ops`) say the same. Whole buffers are
/// tried in bad_input.rs; here the lengths come from views of views at offsets (the length
/// of the inner view, not of the buffer, must be compared), in every face: sync, async and a
/// chain, and a mismatch in a chain's later step after a first step that wrote.
///
/// Sound: each is an `InvalidValue` error naming the call and both lengths of the views, and
/// the buffers hold what they held (the first step of the chain aside). A hole: a partial
/// copy, a copy of the parent's length, or a success.
#[test]
fn mismatched_lengths_of_views_of_views_are_errors_in_every_face() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let data = random_u32(16, 41);
    let mut x = dev.htod_sync_copy(&data).unwrap();
    let mut y = dev.htod_sync_copy(&random_u32(16, 42)).unwrap();
    let three_four = "the source has 3 elements but the destination has 4";

    // Views of views read what they should, in every face.
    let inner = &data[5..8];
    assert_eq!(
        dev.dtoh_sync_copy(&x.slice(3..).slice(2..5)).unwrap(),
        inner
    );
    assert_eq!(
        adev.dtoh_copy(&x.slice(3..).slice(2..5)).wait().unwrap(),
        inner
    );
    assert_eq!(
        ops.dtoh_copy(&x.slice(3..).slice(2..5)).wait().unwrap(),
        inner
    );

    let mut host = [0u32; 13];
    let e = dev
        .dtoh_sync_copy_into(&x.slice(1..).slice(1..), &mut host)
        .unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[
            "in dtoh_sync_copy_into",
            "the source has 14 elements but the destination has 13",
        ],
    );
    assert_eq!(host, [0; 13], "nothing was copied");
    {
        let mut outer = y.slice_mut(2..);
        let mut four = outer.slice_mut(1..5);
        let e = dev
            .dtod_copy(&x.slice(4..).slice(..3), &mut four)
            .unwrap_err();
        expect_error(
            &e,
            CUresult::CUDA_ERROR_INVALID_VALUE,
            &["in dtod_copy", three_four],
        );
        let e = adev
            .htod_copy_into(vec![1u32; 3], &mut four)
            .wait()
            .unwrap_err();
        expect_error(
            &e,
            CUresult::CUDA_ERROR_INVALID_VALUE,
            &["in htod_copy_into", three_four],
        );
        let e = adev
            .dtod_copy(&x.slice(4..).slice(..3), &mut four)
            .wait()
            .unwrap_err();
        expect_error(
            &e,
            CUresult::CUDA_ERROR_INVALID_VALUE,
            &["in dtod_copy", three_four],
        );
        let e = ops
            .htod_copy_into(vec![1u32; 3], &mut four)
            .wait()
            .unwrap_err();
        expect_error(
            &e,
            CUresult::CUDA_ERROR_INVALID_VALUE,
            &["in htod_copy_into", three_four],
        );
        let e = ops
            .dtod_copy(&x.slice(4..).slice(..3), &mut four)
            .wait()
            .unwrap_err();
        expect_error(
            &e,
            CUresult::CUDA_ERROR_INVALID_VALUE,
            &["in dtod_copy", three_four],
        );
    }
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), random_u32(16, 42));
    // A chain whose second step has the mismatch: the chain fails with it.
    let e = ops
        .htod_copy_into(vec![9u32; 4], &mut x.slice_mut(..4))
        .then(|_| ops.htod_copy_into(vec![1u32; 5], &mut y))
        .wait()
        .unwrap_err();
    expect_error(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[
            "in htod_copy_into",
            "the source has 5 elements but the destination has 16",
        ],
    );
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), random_u32(16, 42));
    assert_eq!(dev.dtoh_sync_copy(&x.slice(4..)).unwrap(), &data[4..]);
    assert_usable(&dev);
}

// ---- one buffer, two halves ----

/// `v[..] = value` after a slow spin, on `on` (the main stream if `None`).
fn slow_fill_view(
    k: &SlowKernels,
    on: Option<&CudaStream>,
    v: &mut CudaViewMut<'_, f32>,
    value: f32,
) {
    let n = v.len();
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes the n elements of the
    // view.
    unsafe {
        match on {
            Some(s) => (&k.fill).launch_on_stream(s, CFG, (SLOW, v, n, value)),
            None => (&k.fill).launch(CFG, (SLOW, v, n, value)),
        }
    }
    .unwrap();
}

/// DESIGN.md: "a view counts against its parent", and every operation is ordered after the
/// buffers' earlier uses; slice.rs (`split_at_mut`): two mutable views, which safe code may
/// pass to one copy as its source and destination. Then one operation both reads and writes
/// one buffer's record (`[src.read(), dst.write()]` of the same `Accesses`). The attack: a
/// slow kernel writes one half on another stream; at once a copy from that half into the
/// other runs: with `dev.dtod_copy`, the adapter's `dtod_copy`, a chain's `dtod_copy`, and
/// `CudaStream::memcpy_dtod` (after a slow write on the main stream), the last through halves
/// of a view of a view.
///
/// Sound: the destination half holds the slow kernel's values each time (the copy waited for
/// the write of its source), and nothing deadlocks on the one record taken twice. A hole:
/// stale values (an ordering that considered only one use of the record, or recorded the read
/// over the write), or a hang.
#[test]
fn a_copy_between_two_halves_of_one_buffer_waits_for_a_slow_writer_of_its_source() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let s = dev.fork_default_stream().unwrap();
    let h = N / 2;
    let mut x = dev.alloc_zeros::<f32>(N).unwrap();
    {
        let (mut lo, mut hi) = x.split_at_mut(h);
        slow_fill_view(&k, Some(&s), &mut lo, 2.0);
        dev.dtod_copy(&lo, &mut hi).unwrap();
    }
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        2.0,
        "dev.dtod_copy lo -> hi",
    );
    {
        let (mut lo, mut hi) = x.split_at_mut(h);
        slow_fill_view(&k, Some(&s), &mut lo, 3.0);
        adev.dtod_copy(&lo, &mut hi).wait().unwrap();
    }
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        3.0,
        "AsyncDevice::dtod_copy lo -> hi",
    );
    {
        let (mut lo, mut hi) = x.split_at_mut(h);
        slow_fill_view(&k, Some(&s), &mut hi, 4.0);
        ops.dtod_copy(&hi, &mut lo).wait().unwrap();
    }
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        4.0,
        "Ops::dtod_copy hi -> lo",
    );
    {
        let mut outer = x.slice_mut(1..N - 1);
        let mut inner = outer.slice_mut(..);
        let (mut a, mut b) = inner.split_at_mut(h - 1);
        assert_eq!(a.len(), b.len());
        slow_fill_view(&k, None, &mut a, 5.0);
        s.memcpy_dtod(&a, &mut b).unwrap();
    }
    let got = dev.dtoh_sync_copy(&x).unwrap();
    assert_eq!((got[0], got[N - 1]), (4.0, 4.0), "outside the view");
    assert_all(
        &got[1..N - 1],
        5.0,
        "CudaStream::memcpy_dtod between halves of a view of a view",
    );
    drop(s);
    assert_usable(&dev);
}

// ---- leak and upgrade_device_ptr ----

/// slice.rs (`leak`): "The device's main stream proper ... is first made to wait for all work
/// on the buffer, so that work ordered on it from then on (and the upgraded buffer's uses)
/// follows it"; memory.rs (`upgrade_device_ptr`): memory from `leak` on this device object is
/// ordered as its Safety asks. "All work on the buffer" includes work through a view, on the
/// async adapter's streams, whose future was dropped. The attack: a slow async fill of the
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

// ---- clone ----

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

/// slice.rs (`try_clone`): "A copy of this buffer on the device"; `try_split_at_mut`, `slice`
/// and `try_slice` work on the buffer "the device's `Vec<T>`", and `split_at_mut` of a view
/// "Splits into `..mid` and `mid..`". After a clone, the original and the copy are independent
/// buffers; views of each count against their own parent only. The attack: a buffer written
/// slowly through its lower half on another stream, cloned at once (the clone must follow the
/// write), then the clone's upper half zeroed through a view of a view, and the original's
/// lower half overwritten through a split: each must see only its own changes.
///
/// Sound: the clone holds the slow write below and zeros above; the original holds its new
/// values below and its old above. A hole: a clone taken before the slow write, or writes
/// through one buffer's views that show in the other (shared records or memory).
#[test]
fn a_clone_follows_a_slow_write_through_a_view_and_the_two_views_stay_apart() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.fork_default_stream().unwrap();
    let h = N / 2;
    let mut x = dev.htod_sync_copy(&vec![1.0f32; N]).unwrap();
    {
        let mut lo = x.slice_mut(..h);
        // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes the view's h
        // elements.
        unsafe { (&k.fill).launch_on_stream(&s, CFG, (SLOW, &mut lo, h, 6.0f32)) }.unwrap();
    }
    let mut c = x.try_clone().unwrap();
    {
        let mut outer = c.slice_mut(h - 1..);
        let mut upper = outer.slice_mut(1..);
        dev.memset_zeros(&mut upper).unwrap();
    }
    {
        let (mut lo, _) = x.split_at_mut(h);
        dev.htod_sync_copy_into(&vec![8.0f32; h], &mut lo).unwrap();
    }
    let got_c = dev.dtoh_sync_copy(&c).unwrap();
    assert_all(&got_c[..h], 6.0, "the clone's lower half (the slow write)");
    assert_all(&got_c[h..], 0.0, "the clone's upper half (zeroed)");
    let got_x = dev.dtoh_sync_copy(&x).unwrap();
    assert_all(&got_x[..h], 8.0, "the original's lower half");
    assert_all(&got_x[h..], 1.0, "the original's upper half");
    drop(s);
    assert_usable(&dev);
}

/// slice.rs (`DeviceSlice::num_bytes`, `transmute`): a view's size is its own length times
/// its own element's size, and `transmute` reinterprets "the same bytes"; DESIGN.md: "a view
/// counts against its parent". A zero-length view at the very end of a buffer, a view
/// transmuted to a wider type at an odd offset, and an empty view of an empty buffer, as
/// kernel-free copies in every face (`memset_zeros` of an empty view at the end, a copy of
/// 4-byte values through a u8 buffer 1 byte in): nothing past the view may change.
///
/// Sound: only the view's bytes change. A hole: a write at the empty view's address (the
/// byte after the buffer's end, or the next allocation's), or a transmuted view that copies
/// its parent's byte count.
#[test]
fn empty_and_transmuted_views_at_the_ends_touch_only_their_own_bytes() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let data = pattern(21, 0x11);
    let mut x = dev.htod_sync_copy(&data).unwrap();
    let mut want = data.clone();
    {
        let mut end = x.slice_mut(21..);
        dev.memset_zeros(&mut end).unwrap();
        adev.memset_zeros(&mut end).wait().unwrap();
        ops.memset_zeros(&mut end).wait().unwrap();
        dev.htod_sync_copy_into(&[], &mut end).unwrap();
        adev.htod_copy_into(Vec::new(), &mut end).wait().unwrap();
        let mut inner = end.slice_mut(..);
        let mut empty = inner.slice_mut(0..0);
        dev.memset_zeros(&mut empty).unwrap();
    }
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want, "after empty views");
    {
        let mut odd = x.slice_mut(1..17);
        // SAFETY: any four bytes are a valid u32, and any u32 written is four valid u8s.
        let mut words = unsafe { odd.transmute_mut::<u32>(4) }.unwrap();
        assert_eq!(DeviceSlice::num_bytes(&words), 16);
        dev.htod_sync_copy_into(&[0x0403_0201u32, 0, u32::MAX, 7], &mut words)
            .unwrap();
        adev.memset_zeros(&mut words.slice_mut(3..)).wait().unwrap();
    }
    want[1..17].copy_from_slice(&[1, 2, 3, 4, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0]);
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want, "after the u32 view");
    let e: CudaSlice<u64> = dev.null().unwrap();
    assert!(dev.dtoh_sync_copy(&e.slice(..)).unwrap().is_empty());
    assert!(adev.dtoh_copy(&e.slice(0..0)).wait().unwrap().is_empty());
    assert_usable(&dev);
}

/// memory.rs: downloads into pageable memory "of at most" 64 KiB go through a pinned bounce
/// buffer of the crate's, copies of 32 MiB or more through the staging buffers, everything
/// between straight through the driver; host_copy.rs: the async adapter's host copies use
/// threads from 16 MiB. Each path sizes its own buffer from the copy's byte count. The attack:
/// the byte counts on both sides of every threshold (and 1), as views 1 byte into a `u8`
/// buffer with a guard byte after, uploaded from host slices 1 byte in and downloaded into
/// host slices 3 bytes in with guards, sync and async.
///
/// Sound: every size round-trips exactly and no guard byte changes. A hole: an off-by-one at a
/// threshold (a bounce or staging buffer one byte short, a last chunk dropped), or a write past
/// the view or the host slice.
#[test]
fn copies_of_views_at_each_threshold_size_round_trip_exactly() {
    let dev = gpu!();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let sizes = [
        1,
        (64 << 10) - 1,
        64 << 10,
        (64 << 10) + 1,
        (16 << 20) - 1,
        16 << 20,
        (32 << 20) - 1,
        32 << 20,
        (32 << 20) + 1,
    ];
    for (i, &n) in sizes.iter().enumerate() {
        let outer = pattern(n + 2, 0x40 + i);
        let mut x = dev.htod_sync_copy(&outer).unwrap();
        let src = pattern(n + 1, 0x90 + i);
        dev.htod_sync_copy_into(&src[1..], &mut x.slice_mut(1..n + 1))
            .unwrap();
        let mut want = outer.clone();
        want[1..n + 1].copy_from_slice(&src[1..]);
        let mut host = vec![0xeeu8; n + 6];
        dev.dtoh_sync_copy_into(&x.slice(1..n + 1), &mut host[3..n + 3])
            .unwrap();
        assert!(
            host[..3].iter().chain(&host[n + 3..]).all(|&b| b == 0xee),
            "{n} bytes: a host guard byte changed"
        );
        assert!(host[3..n + 3] == want[1..n + 1], "{n} bytes: the download");
        assert!(
            dev.dtoh_sync_copy(&x.slice(1..n + 1)).unwrap() == want[1..n + 1],
            "{n} bytes: the download into a fresh Vec"
        );
        assert!(
            adev.dtoh_copy(&x.slice(1..n + 1)).wait().unwrap() == want[1..n + 1],
            "{n} bytes: the async download"
        );
        let src2 = pattern(n, 0x17 + i);
        adev.htod_copy_into(src2.clone(), &mut x.slice_mut(1..n + 1))
            .wait()
            .unwrap();
        want[1..n + 1].copy_from_slice(&src2);
        assert!(
            dev.dtoh_sync_copy(&x).unwrap() == want,
            "{n} bytes: the whole buffer after the async upload (guards included)"
        );
    }
}
