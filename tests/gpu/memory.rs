//! Allocation and copies on CudaDevice, and the owning CudaSlice: every copy direction, zero
//! lengths, a large round trip, clones, leak / upgrade, and length mismatches.

use crate::kernels::{add_one, assert_usable, basic, iota, random_f32, random_u32};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaSlice, DevicePtr, LaunchAsync, LaunchConfig};
use std::sync::Arc;

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
fn many_element_types_round_trip() {
    let dev = gpu!();
    let r = random_u32(1001, 3);
    let u8s: Vec<u8> = r.iter().map(|&v| v as u8).collect();
    let i16s: Vec<i16> = r.iter().map(|&v| v as i16).collect();
    let i64s: Vec<i64> = r.iter().map(|&v| ((v as i64) << 20) | v as i64).collect();
    let f64s: Vec<f64> = r.iter().map(|&v| v as f64 / 3.0).collect();
    let bools: Vec<bool> = r.iter().map(|&v| v & 1 == 1).collect();
    let arrays: Vec<[u16; 3]> = r.iter().map(|&v| [v as u16, (v >> 16) as u16, 7]).collect();
    assert_eq!(
        dev.dtoh_sync_copy(&dev.htod_sync_copy(&u8s).unwrap())
            .unwrap(),
        u8s
    );
    assert_eq!(
        dev.dtoh_sync_copy(&dev.htod_sync_copy(&i16s).unwrap())
            .unwrap(),
        i16s
    );
    assert_eq!(
        dev.dtoh_sync_copy(&dev.htod_sync_copy(&i64s).unwrap())
            .unwrap(),
        i64s
    );
    assert_eq!(
        dev.dtoh_sync_copy(&dev.htod_sync_copy(&f64s).unwrap())
            .unwrap(),
        f64s
    );
    assert_eq!(
        dev.dtoh_sync_copy(&dev.htod_sync_copy(&bools).unwrap())
            .unwrap(),
        bools
    );
    let a = dev.htod_sync_copy(&arrays).unwrap();
    assert_eq!(a.num_bytes(), 1001 * 6);
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), arrays);
    let z = dev.alloc_zeros::<[f64; 2]>(10).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&z).unwrap(), vec![[0.0; 2]; 10]);
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
fn round_trip_256_mib() {
    let dev = gpu!();
    let n = (256 << 20) / 4;
    let data = random_u32(n, 4);
    let t = std::time::Instant::now();
    let a = dev.htod_sync_copy(&data).unwrap();
    assert_eq!(a.num_bytes(), 256 << 20);
    let back = dev.dtoh_sync_copy(&a).unwrap();
    let dt = t.elapsed();
    assert!(back == data, "256 MiB round trip differs");
    // A device-side copy of it, read back into an existing Vec.
    let mut b = dev.alloc_zeros::<u32>(n).unwrap();
    dev.dtod_copy(&a, &mut b).unwrap();
    let mut back2 = vec![0u32; n];
    dev.dtoh_sync_copy_into(&b, &mut back2).unwrap();
    assert!(back2 == data, "256 MiB dtod copy differs");
    println!("256 MiB htod + dtoh in {dt:?}");
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
fn htod_copy_and_htod_copy_into() {
    let dev = gpu!();
    let data = random_f32(2500, 7);
    let a = dev.htod_copy(data.clone()).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), data);
    let mut b = dev.alloc_zeros::<f32>(2500).unwrap();
    let other = random_f32(2500, 8);
    dev.htod_copy_into(other.clone(), &mut b).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), other);
    dev.htod_copy_into(data.clone(), &mut b).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), data);
}

#[test]
fn dtod_copy_between_buffers_and_views() {
    let dev = gpu!();
    let data = random_u32(100, 9);
    let a = dev.htod_sync_copy(&data).unwrap();
    let mut b = dev.alloc_zeros::<u32>(100).unwrap();
    dev.dtod_copy(&a, &mut b).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), data);
    // a[10..30] -> b[50..70], through views at offsets.
    let mut c = dev.alloc_zeros::<u32>(100).unwrap();
    dev.dtod_copy(&a.slice(10..30), &mut c.slice_mut(50..70))
        .unwrap();
    let mut want = vec![0u32; 100];
    want[50..70].copy_from_slice(&data[10..30]);
    assert_eq!(dev.dtoh_sync_copy(&c).unwrap(), want);
    // A whole buffer into a view, and a view into a whole buffer.
    let small = dev.htod_sync_copy(&data[..5]).unwrap();
    dev.dtod_copy(&small, &mut c.slice_mut(0..5)).unwrap();
    want[..5].copy_from_slice(&data[..5]);
    assert_eq!(dev.dtoh_sync_copy(&c).unwrap(), want);
    let mut d = dev.alloc_zeros::<u32>(20).unwrap();
    dev.dtod_copy(&c.slice(50..70), &mut d).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&d).unwrap(), &data[10..30]);
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
fn mismatched_lengths_are_errors() {
    let dev = gpu!();
    let data = random_u32(10, 12);
    let mut a = dev.htod_sync_copy(&data).unwrap();
    let mut b = dev.alloc_zeros::<u32>(9).unwrap();

    let e = dev.htod_sync_copy_into(&[1, 2, 3], &mut a).unwrap_err();
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_VALUE);
    let msg = e.to_string();
    assert!(
        msg.contains("htod_sync_copy_into") && msg.contains('3') && msg.contains("10"),
        "{msg}"
    );

    let mut host = vec![0u32; 11];
    let e = dev.dtoh_sync_copy_into(&a, &mut host).unwrap_err();
    assert!(e.to_string().contains("dtoh_sync_copy_into"), "{e}");
    assert!(e.to_string().contains("11"), "{e}");
    assert_eq!(host, vec![0; 11], "nothing was copied");

    let e = dev.dtod_copy(&a, &mut b).unwrap_err();
    assert!(
        e.to_string().contains("dtod_copy") && e.to_string().contains('9'),
        "{e}"
    );
    let e = dev
        .dtod_copy(&a.slice(..5), &mut b.slice_mut(..4))
        .unwrap_err();
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_VALUE);

    assert!(dev.htod_copy_into(vec![1u32; 3], &mut a).is_err());
    assert!(
        dev.htod_sync_copy_into(&[1u32; 3], &mut a.slice_mut(..4))
            .is_err()
    );
    assert!(
        dev.dtoh_sync_copy_into(&a.slice(2..), &mut [0u32; 9])
            .is_err()
    );

    // Nothing changed, and the device is fine.
    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), data);
    assert_eq!(dev.dtoh_sync_copy(&b).unwrap(), vec![0; 9]);
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

/// Copies of 32 MiB or more into a fresh Vec go through the device's pinned staging buffers
/// in 32 MiB chunks: check sizes that end mid-chunk, views at odd offsets, and several
/// threads at once (one gets the staging buffers, the others the driver's ordinary path).
#[test]
fn large_dtoh_into_fresh_vec_through_staging() {
    let dev = gpu!();
    for (n, seed) in [
        ((32 << 20) / 4, 1u64),
        ((100 << 20) / 4 + 3, 2),
        ((64 << 20) / 4 + 1, 3),
    ] {
        let data = random_u32(n, seed);
        let a = dev.htod_sync_copy(&data).unwrap();
        let back = dev.dtoh_sync_copy(&a).unwrap();
        assert!(back == data, "{} bytes differ after the staged copy", n * 4);
        // A view starting at an odd element, longer than the threshold.
        let view = a.slice(7..);
        let back = dev.dtoh_sync_copy(&view).unwrap();
        assert!(
            back[..] == data[7..],
            "view at offset 7 of {} elements differs",
            n
        );
    }
    let n = (96 << 20) / 4;
    let data = std::sync::Arc::new(random_u32(n, 9));
    let a = std::sync::Arc::new(dev.htod_sync_copy(&data).unwrap());
    std::thread::scope(|s| {
        for _ in 0..4 {
            let (dev, a, data) = (dev.clone(), a.clone(), data.clone());
            s.spawn(move || {
                for _ in 0..3 {
                    let back = dev.dtoh_sync_copy(&*a).unwrap();
                    assert!(back == *data, "concurrent large copy differs");
                }
            });
        }
    });
    assert_usable(&dev);
}

/// An upload returns once its source may be reused, even with the stream busy: overwriting the
/// host data right after the call must not change what arrives. Small copies rely on the driver
/// staging pageable memory before returning; pinned memory is waited for; copies of 32 MiB or
/// more go through the crate's staging buffers.
#[test]
fn uploads_may_overwrite_their_source_at_once() {
    let dev = gpu!();
    let k = crate::kernels::slow_kernels(&dev);
    let mut busy = dev.alloc_zeros::<f32>(1 << 20).unwrap();
    for n in [1usize, 1000, (32 << 20) / 4 + 12345] {
        let want: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 + 0.5).collect();
        let mut host = want.clone();
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        // A slow kernel ahead of the copy on the main stream.
        k.fill(None, &mut busy, 1.0, crate::kernels::SLOW);
        dev.htod_sync_copy_into(&host, &mut x).unwrap();
        host.fill(-7.0);
        assert_eq!(
            dev.dtoh_sync_copy(&x).unwrap(),
            want,
            "pageable, {n} elements"
        );
        // Pinned source.
        let mut pinned = dev.alloc_pinned::<f32>(n).unwrap();
        pinned.copy_from_slice(&want);
        let mut y = dev.alloc_zeros::<f32>(n).unwrap();
        k.fill(None, &mut busy, 1.0, crate::kernels::SLOW);
        dev.htod_sync_copy_into(&pinned, &mut y).unwrap();
        pinned.fill(-7.0);
        assert_eq!(
            dev.dtoh_sync_copy(&y).unwrap(),
            want,
            "pinned, {n} elements"
        );
    }
}

/// Staged copies (32 MiB or more) in both directions, of sizes that are no multiple of the
/// staging chunk, into existing and fresh host memory, checked element by element.
#[test]
fn staged_copies_round_trip() {
    let dev = gpu!();
    for n in [(32 << 20) / 4, (96 << 20) / 4 + 7] {
        let want: Vec<u32> = crate::kernels::random_u32(n, n as u64);
        let x = dev.htod_sync_copy(&want).unwrap();
        assert!(dev.dtoh_sync_copy(&x).unwrap() == want, "fresh Vec, {n}");
        let mut back = vec![0u32; n];
        dev.dtoh_sync_copy_into(&x, &mut back).unwrap();
        assert!(back == want, "existing buffer, {n}");
        let mut y = dev.alloc_zeros::<u32>(n).unwrap();
        dev.htod_sync_copy_into(&back, &mut y).unwrap();
        assert!(dev.dtoh_sync_copy(&y).unwrap() == want, "upload into, {n}");
    }
}
