//! The default memory pool: the release threshold and the statistics.

use crate::kernels::random_u32;

#[test]
fn release_threshold_round_trips() {
    let dev = gpu!();
    let pool = dev.mem_pool().unwrap();
    assert!(!pool.cu_pool().is_null());
    assert_eq!(pool.device().ordinal(), 0);
    let old = pool.release_threshold().unwrap();
    pool.set_release_threshold(1 << 30).unwrap();
    assert_eq!(pool.release_threshold().unwrap(), 1 << 30);
    pool.set_release_threshold(u64::MAX).unwrap();
    assert_eq!(pool.release_threshold().unwrap(), u64::MAX);
    // Another handle sees the same pool.
    assert_eq!(
        dev.mem_pool().unwrap().release_threshold().unwrap(),
        u64::MAX
    );
    // With the threshold high, freed memory stays reserved across a synchronize.
    let n = 64 << 20;
    let buf = dev.alloc_zeros::<u8>(n).unwrap();
    drop(buf);
    dev.synchronize().unwrap();
    assert!(
        pool.reserved_current().unwrap() >= n as u64,
        "the pool gave memory back despite the threshold"
    );
    pool.set_release_threshold(old).unwrap();
    assert_eq!(pool.release_threshold().unwrap(), old);
    pool.trim_to(0).unwrap();
    assert!(format!("{pool:?}").contains("MemPool"));
}

#[test]
fn statistics_follow_allocations() {
    let dev = gpu!();
    let pool = dev.mem_pool().unwrap();
    let n = 256 << 20;
    let data = random_u32(1000, 21);
    let buf = dev.alloc_zeros::<u8>(n).unwrap();
    let small = dev.htod_sync_copy(&data).unwrap();
    // Other tests allocate and free concurrently, so only inequalities that hold whatever
    // they do are checked while our buffers live.
    let s = pool.stats().unwrap();
    println!("{s:?}");
    assert!(s.used_current >= n as u64 + 4000, "{s:?}");
    assert!(s.reserved_current >= s.used_current, "{s:?}");
    assert!(s.used_high >= n as u64, "{s:?}");
    assert!(s.reserved_high >= n as u64, "{s:?}");
    assert!(pool.used_current().unwrap() >= n as u64);
    pool.reset_used_high().unwrap();
    pool.reset_reserved_high().unwrap();
    let after = pool.stats().unwrap();
    println!("after the resets: {after:?}");
    // The marks now track from here: they cover what is still allocated.
    let more = dev.alloc_zeros::<u8>(n).unwrap();
    let s = pool.stats().unwrap();
    assert!(s.used_high >= 2 * n as u64, "{s:?}");
    assert!(s.reserved_high >= 2 * n as u64, "{s:?}");
    assert_eq!(dev.dtoh_sync_copy(&small).unwrap(), data);
    drop((buf, more, small));
    dev.synchronize().unwrap();
}
