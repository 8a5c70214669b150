//! CudaView and CudaViewMut: reading and writing through views at offsets, nested slicing,
//! split halves, out-of-range ranges, views as kernel arguments, and the slice traits.

use crate::kernels::{basic, iota, random_f32, random_u32};
use cuda_driver::driver::{
    CudaSlice, CudaView, CudaViewMut, DevicePtr, DevicePtrMut, DeviceSlice, LaunchAsync,
    LaunchConfig,
};
use std::panic::{AssertUnwindSafe, catch_unwind};

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
