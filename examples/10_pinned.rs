//! Copy bandwidth from and to pageable memory (a `Vec`), pinned memory (`PinnedHostSlice`)
//! and a `Vec` registered in place (`RegisteredVec`), with the data checked after every
//! copy. Pinned copies should reach the bus's limit (about 53 GB/s each way on an H100 in a
//! PCIe 5 slot).
//!
//! ```sh
//! cargo run --release --example 10_pinned
//! ```

use cuda_driver::driver::{CudaDevice, CudaSlice, DriverError};
use std::sync::Arc;
use std::time::Instant;

const BYTES: usize = 256 << 20;
const RUNS: usize = 5;

/// The best of `RUNS` runs of `f`, in GB/s.
fn best(mut f: impl FnMut() -> Result<(), DriverError>) -> Result<f64, DriverError> {
    let mut best = f64::INFINITY;
    for _ in 0..RUNS {
        let t = Instant::now();
        f()?;
        best = best.min(t.elapsed().as_secs_f64());
    }
    Ok(BYTES as f64 / best / 1e9)
}

/// Copies `host` to the device and back into `back`, timing both; checks `back == host`.
fn measure(
    dev: &Arc<CudaDevice>,
    buf: &mut CudaSlice<u8>,
    host: &[u8],
    back: &mut [u8],
    want: &[u8],
) -> Result<(f64, f64), Box<dyn std::error::Error>> {
    let h2d = best(|| dev.htod_sync_copy_into(host, buf))?;
    back.fill(0);
    let d2h = best(|| dev.dtoh_sync_copy_into(buf, back))?;
    if back != want {
        return Err("the data did not survive the round trip".into());
    }
    Ok((h2d, d2h))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device 0: {}, copies of {} MiB", dev.name()?, BYTES >> 20);
    let data: Vec<u8> = (0..BYTES).map(|i| (i ^ (i >> 12)) as u8).collect();
    let mut buf = dev.alloc_zeros::<u8>(BYTES)?;

    // Pageable: an ordinary Vec.
    let mut back = vec![0u8; BYTES];
    let pageable = measure(&dev, &mut buf, &data, &mut back, &data)?;

    // Pinned: allocated page-locked by the driver.
    let mut pin_src = dev.alloc_pinned::<u8>(BYTES)?;
    pin_src.copy_from_slice(&data);
    let mut pin_dst = dev.alloc_pinned::<u8>(BYTES)?;
    let pinned = measure(&dev, &mut buf, &pin_src, &mut pin_dst, &data)?;

    // Registered: existing Vecs page-locked in place.
    let reg_src = dev.register_host(data.clone())?;
    let mut reg_dst = dev.register_host(back)?;
    let registered = measure(&dev, &mut buf, &reg_src, &mut reg_dst, &data)?;
    let back = reg_dst.into_inner(); // an ordinary Vec again
    if back != data {
        return Err("the registered Vec changed when unregistered".into());
    }

    println!("| memory | htod GB/s | dtoh GB/s |");
    println!("|---|---|---|");
    for (name, (h2d, d2h)) in [
        ("pageable Vec", pageable),
        ("PinnedHostSlice", pinned),
        ("RegisteredVec", registered),
    ] {
        println!("| {name} | {h2d:.1} | {d2h:.1} |");
    }
    println!(
        "pinned over pageable: {:.1}x htod, {:.1}x dtoh",
        pinned.0 / pageable.0,
        pinned.1 / pageable.1
    );
    dev.synchronize()?;
    println!("OK");
    Ok(())
}
