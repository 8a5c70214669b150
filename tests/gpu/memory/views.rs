//! `CudaView` and `CudaViewMut`: reads and writes at offsets, nested views, split halves written on
//! two streams or threads, out-of-range ranges, `transmute`, views as kernel arguments ordered as
//! their parent, clones through views, and empty views at the ends.

use crate::kernels::{
    CFG, N, SLOW, assert_all, assert_usable, basic, filled, iota, random_f32, random_u32,
    slow_kernels,
};
use crate::memory::slow_fill;
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::{
    CudaSlice, CudaView, CudaViewMut, DevicePtr, DevicePtrMut, DeviceSlice, LaunchAsync,
    LaunchConfig,
};
use std::panic::{AssertUnwindSafe, catch_unwind};

#[test]
fn split_halves_written_on_two_streams_then_parent_read() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    {
        let (mut lo, mut hi) = x.split_at_mut(N / 2);
        let n = N / 2;
        // SAFETY: slow_fill writes n elements of each half.
        unsafe {
            (&k.fill)
                .launch_on_stream(&s1, CFG, (SLOW, &mut lo, n, 1.0f32))
                .unwrap();
            (&k.fill)
                .launch_on_stream(&s2, CFG, (SLOW, &mut hi, n, 2.0f32))
                .unwrap();
        }
    }
    let back = dev.dtoh_sync_copy(&x).unwrap();
    assert_all(&back[..N / 2], 1.0, "low half");
    assert_all(&back[N / 2..], 2.0, "high half");
}

#[test]
fn views_count_against_their_parent() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let s = dev.new_stream().unwrap();
    {
        let mut mid = x.slice_mut(N / 4..3 * N / 4);
        let n = mid.len();
        // SAFETY: slow_fill writes n elements of the view.
        unsafe { (&k.fill).launch_on_stream(&s, CFG, (SLOW, &mut mid, n, 7.0f32)) }.unwrap();
    }
    // A read of another view of the same buffer waits for the write through the first.
    let back = dev.dtoh_sync_copy(&x.slice(N / 2..3 * N / 4)).unwrap();
    assert_all(&back, 7.0, "a view read after a write through another view");
}

#[test]
fn transmute_sizes_do_not_overflow() {
    let dev = gpu!();
    let mut x = dev.alloc_zeros::<u8>(16).unwrap();
    // SAFETY: None is expected; nothing is read.
    unsafe {
        assert!(x.transmute::<u64>(usize::MAX / 4).is_none());
        assert!(x.transmute::<u64>(usize::MAX).is_none());
        assert!(x.transmute_mut::<u32>(usize::MAX / 2).is_none());
        assert!(x.slice(..).transmute::<u64>(usize::MAX / 8 + 1).is_none());
        assert!(x.slice_mut(..).transmute_mut::<u64>(usize::MAX).is_none());
        assert_eq!(x.transmute::<u64>(2).unwrap().len(), 2);
    }
}

/// launch.rs: "a view counts as its parent buffer", for launches in both directions: a slow
/// read through a `CudaView` on a stream, then a write of the parent on the main stream (it
/// waits); a slow write through a `CudaViewMut` on the main stream, then a read through a
/// `&CudaViewMut` (a read, as its type says) on the stream (it waits); a slow read of the
/// parent on the main stream, then a write through a view of half of it on the stream.
#[test]
fn launches_through_views_are_ordered_as_their_parent() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let n = 1 << 20;
    let mut x = dev.htod_sync_copy(&vec![1.0f32; n]).unwrap();
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    let s = dev.new_stream().unwrap();
    // SAFETY: slow_copy(unsigned long long, float*, const float*, size_t) copies n elements.
    unsafe { (&k.copy).launch_on_stream(&s, CFG, (SLOW, &mut y, &x.slice(..), n)) }.unwrap();
    k.add(None, &mut x, 10.0);
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 1.0, "read through a view");
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 11.0, "the parent's write");

    {
        let mut v = x.slice_mut(..);
        // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes n elements.
        unsafe { (&k.fill).launch(CFG, (SLOW, &mut v, n, 7.0f32)) }.unwrap();
    }
    let mut z = dev.alloc_zeros::<f32>(n).unwrap();
    {
        let v = x.slice_mut(..);
        // SAFETY: slow_copy with no spin copies n elements; `&v` is a read.
        unsafe { (&k.copy).launch_on_stream(&s, CFG, (0u64, &mut z, &v, n)) }.unwrap();
    }
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        7.0,
        "read through &CudaViewMut",
    );

    let mut w = dev.alloc_zeros::<f32>(n).unwrap();
    // SAFETY: as above, a slow reader of the whole parent.
    unsafe { (&k.copy).launch(CFG, (SLOW, &mut w, &x, n)) }.unwrap();
    {
        let mut hi = x.slice_mut(n / 2..);
        // SAFETY: add_all(float*, size_t, float) adds to n / 2 elements of the view.
        unsafe { (&k.add).launch_on_stream(&s, CFG, (&mut hi, n / 2, 1.0f32)) }.unwrap();
    }
    assert_all(
        &dev.dtoh_sync_copy(&w).unwrap(),
        7.0,
        "the slow reader of the parent",
    );
    let back = dev.dtoh_sync_copy(&x).unwrap();
    assert_all(&back[..n / 2], 7.0, "the half not written");
    assert_all(&back[n / 2..], 8.0, "the half written through a view");
    drop(s);
}

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

/// Bytes that differ from their neighbours and from a shifted copy of themselves: `i` mixed.
fn pattern(n: usize, seed: usize) -> Vec<u8> {
    (0..n)
        .map(|i| (i.wrapping_mul(31) ^ (i >> 9) ^ seed) as u8)
        .collect()
}

/// slice.rs (`try_clone`): "A copy of this buffer on the device"; `try_split_at_mut`, `slice`
/// and `try_slice` work on the buffer "the device's `Vec<T>`", and `split_at_mut` of a view
/// "Splits into `..mid` and `mid..`". After a clone, the original and the copy are independent
/// buffers; views of each count against their own parent only. The test: a buffer written
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

#[test]
fn read_through_views_at_offsets() {
    let dev = gpu!();
    let data = random_u32(1000, 20);
    let a = dev.htod_sync_copy(&data).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&a.slice(..)).unwrap(), data);
    assert_eq!(dev.dtoh_sync_copy(&a.slice(123..)).unwrap(), &data[123..]);
    assert_eq!(dev.dtoh_sync_copy(&a.slice(..77)).unwrap(), &data[..77]);
    assert_eq!(dev.dtoh_sync_copy(&a.slice(5..900)).unwrap(), &data[5..900]);
    assert_eq!(
        dev.dtoh_sync_copy(&a.slice(5..=900)).unwrap(),
        &data[5..=900]
    );
    assert_eq!(dev.dtoh_sync_copy(&a.slice(999..)).unwrap(), &data[999..]);
    let v = a.try_slice(300..400).unwrap();
    assert_eq!((v.len(), v.is_empty()), (100, false));
    let mut host = vec![0u32; 100];
    dev.dtoh_sync_copy_into(&v, &mut host).unwrap();
    assert_eq!(host, &data[300..400]);
    // The view's address is the buffer's plus the offset in bytes.
    assert_eq!(*v.device_ptr(), *a.device_ptr() + 300 * 4);
    assert!(format!("{v:?}").contains("len: 100"), "{v:?}");
}

#[test]
fn nested_views() {
    let dev = gpu!();
    let data = random_u32(1000, 21);
    let a = dev.htod_sync_copy(&data).unwrap();
    let outer = a.slice(100..900);
    let inner = outer.slice(50..150);
    let innermost = inner.slice(10..=19);
    assert_eq!(dev.dtoh_sync_copy(&inner).unwrap(), &data[150..250]);
    assert_eq!(dev.dtoh_sync_copy(&innermost).unwrap(), &data[160..170]);
    assert_eq!(
        dev.dtoh_sync_copy(&outer.try_slice(700..).unwrap())
            .unwrap(),
        &data[800..900]
    );
    assert!(outer.try_slice(700..801).is_none());
    assert!(inner.try_slice(..101).is_none());
    // A narrower view keeps the lifetime of the buffer, not of the view it came from.
    let narrow: CudaView<'_, u32> = {
        let wide = a.slice(10..);
        wide.slice(..5)
    };
    assert_eq!(dev.dtoh_sync_copy(&narrow).unwrap(), &data[10..15]);
}

#[test]
fn write_through_mutable_views_at_offsets() {
    let dev = gpu!();
    let data = random_u32(1000, 22);
    let patch = random_u32(200, 23);
    let mut a = dev.htod_sync_copy(&data).unwrap();
    let mut want = data.clone();
    dev.htod_sync_copy_into(&patch, &mut a.slice_mut(400..600))
        .unwrap();
    want[400..600].copy_from_slice(&patch);
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), want);

    // Nested mutable views: a[100..500][50..][..10] is a[150..160].
    let mut outer = a.try_slice_mut(100..500).unwrap();
    assert_eq!(outer.len(), 400);
    let mut mid = outer.slice_mut(50..);
    let mut inner = mid.try_slice_mut(..10).unwrap();
    dev.htod_sync_copy_into(&patch[..10], &mut inner).unwrap();
    want[150..160].copy_from_slice(&patch[..10]);
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), want);

    // Read-only views of a mutable view (which borrow it for as long as it lives, as in
    // cudarc 0.13).
    {
        let m = a.slice_mut(200..300);
        assert_eq!(
            dev.dtoh_sync_copy(&m.slice(10..20)).unwrap(),
            &want[210..220]
        );
        assert_eq!(
            dev.dtoh_sync_copy(&m.try_slice(90..).unwrap()).unwrap(),
            &want[290..300]
        );
        assert!(m.try_slice(90..101).is_none());
    }
    let mut m = a.slice_mut(200..300);
    assert!(m.try_slice_mut(101..).is_none());
    let mut m = a.slice_mut(200..300);
    dev.memset_zeros(&mut m).unwrap();
    want[200..300].fill(0);
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), want);
    assert!(format!("{:?}", a.slice_mut(1..3)).contains("len: 2"));
}

#[test]
fn split_halves_are_written_independently() {
    let dev = gpu!();
    basic(&dev);
    let n = 10_000;
    let data = random_f32(n, 24);
    let mut a = dev.htod_sync_copy(&data).unwrap();
    let mid = 3_333;
    {
        let (mut lo, mut hi) = a.split_at_mut(mid);
        assert_eq!((lo.len(), hi.len()), (mid, n - mid));
        // A kernel on the low half, a copy into the high half, both alive at once.
        let add_one = dev.get_func("basic", "add_one").unwrap();
        // SAFETY: add_one(float*, size_t) within the view's length.
        unsafe { add_one.launch(LaunchConfig::for_num_elems(mid as u32), (&mut lo, mid)) }.unwrap();
        dev.htod_sync_copy_into(&iota(n - mid), &mut hi).unwrap();
        // And split again: the first 10 of the high half zeroed.
        let (mut hi_a, mut hi_b) = hi.split_at_mut(10);
        dev.memset_zeros(&mut hi_a).unwrap();
        assert_eq!(hi_b.len(), n - mid - 10);
        // A view's split borrows it for as long as the view lives (as in cudarc 0.13), so
        // each view is split once here.
        assert!(hi_b.try_split_at_mut(n - mid - 9).is_none());
        let (x, y) = lo.try_split_at_mut(mid).unwrap();
        assert_eq!((x.len(), y.len()), (mid, 0));
    }
    let back = dev.dtoh_sync_copy(&a).unwrap();
    for i in 0..mid {
        assert_eq!(back[i], data[i] + 1.0, "low half at {i}");
    }
    for (i, got) in back.iter().enumerate().skip(mid) {
        let want = if i < mid + 10 { 0.0 } else { (i - mid) as f32 };
        assert_eq!(*got, want, "high half at {i}");
    }
    // Split at the ends.
    let (l, r) = a.split_at_mut(0);
    assert_eq!((l.len(), r.len()), (0, n));
    let (l, r) = a.split_at_mut(n);
    assert_eq!((l.len(), r.len()), (n, 0));
}

#[test]
fn out_of_range_is_none_or_a_panic() {
    let dev = gpu!();
    let mut a = dev.htod_sync_copy(&iota(10)).unwrap();
    assert!(a.try_slice(0..11).is_none());
    assert!(a.try_slice(11..).is_none());
    assert!(a.try_slice(..=10).is_none());
    #[allow(clippy::reversed_empty_ranges)]
    let backwards = a.try_slice(6..5);
    assert!(backwards.is_none());
    assert!(a.try_slice_mut(5..11).is_none());
    assert!(a.try_slice_mut(..usize::MAX).is_none());
    assert!(a.try_split_at_mut(11).is_none());
    assert!(a.try_slice(10..).is_some());
    assert!(a.try_split_at_mut(10).is_some());
    let v = a.slice(2..8);
    assert!(v.try_slice(..7).is_none());
    assert!(v.try_slice(7..).is_none());
    // The panicking forms panic (with the lengths), and do nothing else.
    let p = catch_unwind(AssertUnwindSafe(|| a.slice(5..12).len())).unwrap_err();
    let msg = p.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(msg.contains("10"), "{msg}");
    assert!(catch_unwind(AssertUnwindSafe(|| a.slice_mut(11..).len())).is_err());
    assert!(catch_unwind(AssertUnwindSafe(|| a.split_at_mut(11).0.len())).is_err());
    assert!(catch_unwind(AssertUnwindSafe(|| a.slice(..).slice(..11).len())).is_err());
    assert!(
        catch_unwind(AssertUnwindSafe(|| a
            .slice_mut(..)
            .split_at_mut(11)
            .0
            .len()))
        .is_err()
    );
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), iota(10));
}

#[test]
fn views_as_kernel_arguments() {
    let dev = gpu!();
    basic(&dev);
    let three_args = dev.get_func("basic", "three_args").unwrap();
    let n = 2000;
    let src_data = random_f32(n, 25);
    let mut src = dev.htod_sync_copy(&src_data).unwrap();
    let mut dst = dev.alloc_zeros::<f32>(n).unwrap();
    let cfg = LaunchConfig::for_num_elems(500);
    let mut want = vec![0.0f32; n];
    // out = &mut CudaViewMut at 100, in = &CudaView at 1000: dst[100..600] = src[1000..1500].
    {
        let input = src.slice(1000..);
        let mut out = dst.slice_mut(100..600);
        // SAFETY: three_args(float*, const float*, int) copies 500 elements within both views.
        unsafe { three_args.clone().launch(cfg, (&mut out, &input, 500i32)) }.unwrap();
    }
    want[100..600].copy_from_slice(&src_data[1000..1500]);
    // A read-only view passed by `&` (a `&mut CudaView` is not an argument: see
    // compile_fail/mut_view_argument.rs), and in = &CudaViewMut (the kernel only reads them).
    {
        let input = src.slice(0..500);
        let mut out = dst.slice_mut(1500..);
        // SAFETY: as above.
        unsafe { three_args.clone().launch(cfg, (&mut out, &input, 500i32)) }.unwrap();
    }
    want[1500..].copy_from_slice(&src_data[..500]);
    {
        let input = src.slice_mut(500..1000);
        let mut out = dst.slice_mut(700..1200);
        // SAFETY: as above.
        unsafe { three_args.clone().launch(cfg, (&mut out, &input, 500i32)) }.unwrap();
    }
    want[700..1200].copy_from_slice(&src_data[500..1000]);
    assert_eq!(dev.dtoh_sync_copy(&dst).unwrap(), want);
    // &mut CudaSlice read-only is fine too.
    let mut whole = dev.alloc_zeros::<f32>(n).unwrap();
    // SAFETY: as above, n elements.
    unsafe {
        three_args.launch(
            LaunchConfig::for_num_elems(n as u32),
            (&mut whole, &mut src, n as i32),
        )
    }
    .unwrap();
    assert_eq!(dev.dtoh_sync_copy(&whole).unwrap(), src_data);
}

/// Uses only the traits, as generic code does.
fn describe<T, S: DevicePtr<T>>(s: &S) -> (usize, usize, bool, u64) {
    (s.len(), s.num_bytes(), s.is_empty(), *s.device_ptr())
}

fn zero_through_trait<T, S: DevicePtrMut<T> + DeviceSlice<T>>(s: &mut S) -> u64 {
    *s.device_ptr_mut()
}

#[test]
fn slice_traits() {
    let dev = gpu!();
    let data = random_u32(64, 26);
    let mut a: CudaSlice<u32> = dev.htod_sync_copy(&data).unwrap();
    let base = *a.device_ptr();
    assert_eq!(describe(&a), (64, 256, false, base));
    assert_eq!(describe(&a.slice(8..16)), (8, 32, false, base + 32));
    let mut m: CudaViewMut<'_, u32> = a.slice_mut(4..4);
    assert_eq!(describe(&m), (0, 0, true, base + 16));
    assert_eq!(zero_through_trait(&mut m), base + 16);
    assert_eq!(zero_through_trait(&mut a), base);
    // Writing through device_ptr_mut changes nothing: the buffer keeps its own address.
    *a.device_ptr_mut() = 0;
    *a.slice_mut(1..).device_ptr_mut() = 8;
    assert_eq!(*a.device_ptr(), base);
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), data);
    assert_eq!(DeviceSlice::len(&a), 64);
    drop(a); // frees the original address, not 0
    crate::kernels::assert_usable(&dev);
}

#[test]
fn transmute_views() {
    let dev = gpu!();
    let floats = random_f32(100, 27);
    let mut a = dev.htod_sync_copy(&floats).unwrap();
    // SAFETY: every bit pattern is a valid u32.
    let bits = unsafe { a.transmute::<u32>(100) }.unwrap();
    let want: Vec<u32> = floats.iter().map(|f| f.to_bits()).collect();
    assert_eq!(dev.dtoh_sync_copy(&bits).unwrap(), want);
    // SAFETY: as above; u8 is valid for any byte.
    let bytes = unsafe { a.transmute::<u8>(400) }.unwrap();
    let want_bytes: Vec<u8> = floats.iter().flat_map(|f| f.to_ne_bytes()).collect();
    assert_eq!(dev.dtoh_sync_copy(&bytes).unwrap(), want_bytes);
    // SAFETY: as above.
    assert!(unsafe { a.transmute::<u32>(101) }.is_none());
    // SAFETY: as above; a u64 view of 50 elements fits in 400 bytes.
    assert!(unsafe { a.transmute::<u64>(50) }.is_some());
    // A view's transmute, at an offset.
    let v = a.slice(10..20);
    // SAFETY: as above.
    let vb = unsafe { v.transmute::<u32>(10) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&vb).unwrap(), &want[10..20]);
    // SAFETY: as above.
    assert!(unsafe { v.transmute::<u32>(11) }.is_none());
    // Mutable: write u32 bit patterns of 1.5f32 through a u32 view.
    {
        // SAFETY: every u32 written is a valid f32.
        let mut m = unsafe { a.transmute_mut::<u32>(100) }.unwrap();
        dev.htod_sync_copy_into(&[1.5f32.to_bits(); 100], &mut m)
            .unwrap();
    }
    {
        let mut part = a.slice_mut(50..);
        // SAFETY: as above.
        let mut m = unsafe { part.transmute_mut::<u32>(50) }.unwrap();
        dev.htod_sync_copy_into(&[(-2.0f32).to_bits(); 50], &mut m)
            .unwrap();
        // SAFETY: as above.
        assert!(unsafe { part.transmute_mut::<u32>(51) }.is_none());
    }
    // SAFETY: as above.
    assert!(unsafe { a.transmute_mut::<u8>(401) }.is_none());
    let back = dev.dtoh_sync_copy(&a).unwrap();
    assert_eq!(&back[..50], &[1.5; 50]);
    assert_eq!(&back[50..], &[-2.0; 50]);
}
