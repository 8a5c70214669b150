//! Copies in every direction: host to device, device to host, device to device, into existing
//! buffers and through views, with the bandwidth of a 256 MiB round trip.
//!
//! ```sh
//! cargo run --release --example 02_copy
//! ```

use cuda_driver::driver::CudaDevice;
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device 0: {}", dev.name()?);

    // Pseudo-random data, so that a copy that lost or shifted anything is noticed.
    let n = 64 << 20; // 256 MiB of u32
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let data: Vec<u32> = (0..n)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u32
        })
        .collect();

    let t = Instant::now();
    let a = dev.htod_sync_copy(&data)?;
    let htod = t.elapsed();
    let t = Instant::now();
    let back = dev.dtoh_sync_copy(&a)?;
    let dtoh = t.elapsed();
    if back != data {
        return Err("the 256 MiB round trip changed the data".into());
    }
    let gib = (n * 4) as f64 / (1u64 << 30) as f64;
    println!(
        "256 MiB: host to device {:.1} GiB/s, device to host {:.1} GiB/s (pageable host memory)",
        gib / htod.as_secs_f64(),
        gib / dtoh.as_secs_f64()
    );

    // Device to device, then back into an existing Vec.
    let mut b = dev.alloc_zeros::<u32>(n)?;
    dev.dtod_copy(&a, &mut b)?;
    let mut again = vec![0u32; n];
    dev.dtoh_sync_copy_into(&b, &mut again)?;
    if again != data {
        return Err("the device-to-device copy differs".into());
    }

    // Through views: write a patch into the middle, read a window back.
    let patch: Vec<u32> = (0..1000).collect();
    dev.htod_sync_copy_into(&patch, &mut b.slice_mut(5000..6000))?;
    let window = dev.dtoh_sync_copy(&b.slice(4990..6010))?;
    if window[..10] != data[4990..5000]
        || window[10..1010] != patch[..]
        || window[1010..] != data[6000..6010]
    {
        return Err("a copy through a view landed in the wrong place".into());
    }

    // Lengths must match: a mismatch is an error, and nothing is copied.
    match dev.htod_sync_copy_into(&patch, &mut b.slice_mut(..10)) {
        Err(e) => println!("a mismatched copy is refused: {e}"),
        Ok(()) => return Err("a copy with mismatched lengths succeeded".into()),
    }

    // A Vec handed over whole, and a buffer turned back into a Vec.
    let c = dev.htod_copy(patch.clone())?;
    let v: Vec<u32> = c.try_into()?;
    if v != patch {
        return Err("htod_copy / try_into lost data".into());
    }
    println!("OK");
    Ok(())
}
