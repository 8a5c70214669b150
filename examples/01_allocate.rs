//! Allocating device memory: zeroed buffers of several types, an uninitialised buffer filled by
//! a copy, and what it does to the device's free memory.
//!
//! ```sh
//! cargo run --release --example 01_allocate
//! ```

use cuda_driver::driver::{CudaDevice, CudaSlice, result};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device 0: {}", dev.name()?);
    let (free_before, total) = result::mem_get_info()?;

    // 64 Mi zeroed floats (256 MiB), checked on the host.
    let n = 64 << 20;
    let a: CudaSlice<f32> = dev.alloc_zeros(n)?;
    let host = dev.dtoh_sync_copy(&a)?;
    if host.len() != n || host.iter().any(|&v| v != 0.0) {
        return Err("alloc_zeros did not give zeros".into());
    }
    let (free_after, _) = result::mem_get_info()?;
    println!(
        "allocated {} MiB: free memory {} -> {} MiB of {} MiB",
        a.num_bytes() >> 20,
        free_before >> 20,
        free_after >> 20,
        total >> 20
    );

    // Other element types, including arrays.
    let b = dev.alloc_zeros::<u8>(1000)?;
    let c = dev.alloc_zeros::<[f64; 4]>(1000)?;
    if dev.dtoh_sync_copy(&b)? != vec![0u8; 1000] || dev.dtoh_sync_copy(&c)? != vec![[0.0; 4]; 1000]
    {
        return Err("zeroed u8 / [f64; 4] buffers are not zero".into());
    }

    // Uninitialised memory must be written before it is read.
    let values: Vec<i64> = (0..1000).map(|i| i * i - 500).collect();
    // SAFETY: filled by the copy below before anything reads it.
    let mut d = unsafe { dev.alloc::<i64>(values.len()) }?;
    dev.htod_sync_copy_into(&values, &mut d)?;
    if dev.sync_reclaim(d)? != values {
        return Err("an allocated buffer did not hold what was copied in".into());
    }

    // Far more than the device has is an error, not a crash.
    match dev.alloc_zeros::<u8>(1 << 50) {
        Err(e) => println!("a 1 PiB allocation fails as it should: {e}"),
        Ok(_) => return Err("a 1 PiB allocation succeeded".into()),
    }

    drop((a, b, c));
    dev.synchronize()?;
    println!("OK");
    Ok(())
}
