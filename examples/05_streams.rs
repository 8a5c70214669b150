//! Forked streams: work on two streams at once, ordered with the main stream by
//! `wait_for_default` and `wait_for`, and shown to overlap with a kernel that busy-waits.
//!
//! ```sh
//! cargo run --release --example 05_streams
//! ```

use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::Ptx;
use std::time::Instant;

const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
const SPIN: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/spin.ptx"));
const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device 0: {}", dev.name()?);
    dev.load_ptx(Ptx::from_src(BASIC), "basic", &["fill_iota", "add_one"])?;
    dev.load_ptx(Ptx::from_src(SPIN), "spin", &["spin", "check_flag"])?;
    let fill = dev
        .get_func("basic", "fill_iota")
        .ok_or("fill_iota missing")?;
    let add_one = dev.get_func("basic", "add_one").ok_or("add_one missing")?;
    let spin = dev.get_func("spin", "spin").ok_or("spin missing")?;
    let check = dev
        .get_func("spin", "check_flag")
        .ok_or("check_flag missing")?;

    // 1. Two halves of one buffer, each on its own stream.
    let n = 1 << 24;
    let mut data = dev.alloc_zeros::<f32>(n)?;
    let (s1, s2) = (dev.fork_default_stream()?, dev.fork_default_stream()?);
    {
        let (mut lo, mut hi) = data.split_at_mut(n / 2);
        let cfg = LaunchConfig::for_num_elems((n / 2) as u32);
        // SAFETY: fill_iota and add_one take (float*, size_t) and stay within their half; the
        // halves do not overlap, and the main stream waits for both streams below.
        unsafe {
            fill.clone().launch_on_stream(&s1, cfg, (&mut lo, n / 2))?;
            fill.launch_on_stream(&s2, cfg, (&mut hi, n / 2))?;
            add_one
                .clone()
                .launch_on_stream(&s2, cfg, (&mut hi, n / 2))?;
        }
    }
    dev.wait_for(&s1)?;
    dev.wait_for(&s2)?;
    let host = dev.dtoh_sync_copy(&data)?;
    for (i, v) in host.iter().enumerate() {
        let want = if i < n / 2 {
            i as f32
        } else {
            (i - n / 2) as f32 + 1.0
        };
        if *v != want {
            return Err(format!("element {i}: {v}, expected {want}").into());
        }
    }
    println!("two streams filled {n} floats correctly");

    // 2. Two busy-waiting kernels: one after the other on the main stream, then side by side on
    //    the two forked streams.
    let cycles = 100_000_000u64;
    let mut flags = dev.alloc_zeros::<i32>(2)?;
    let t = Instant::now();
    {
        let (mut f0, mut f1) = flags.split_at_mut(1);
        // SAFETY: spin(unsigned long long, int*) writes its flag after busy-waiting.
        unsafe {
            spin.clone().launch(ONE, (cycles, &mut f0))?;
            spin.clone().launch(ONE, (cycles, &mut f1))?;
        }
    }
    dev.synchronize()?;
    let sequential = t.elapsed();

    dev.memset_zeros(&mut flags)?;
    s1.wait_for_default()?; // the streams see the cleared flags
    s2.wait_for_default()?;
    let t = Instant::now();
    {
        let (mut f0, mut f1) = flags.split_at_mut(1);
        // SAFETY: as above; each stream writes its own flag.
        unsafe {
            spin.clone().launch_on_stream(&s1, ONE, (cycles, &mut f0))?;
            spin.clone().launch_on_stream(&s2, ONE, (cycles, &mut f1))?;
        }
    }
    dev.wait_for(&s1)?;
    dev.wait_for(&s2)?;
    // Ordered after both streams: reads flags the spins have set.
    let mut seen = dev.alloc_zeros::<i32>(2)?;
    for i in 0..2 {
        // SAFETY: check_flag(const int*, int*) copies one int.
        unsafe {
            check
                .clone()
                .launch(ONE, (&flags.slice(i..i + 1), &mut seen.slice_mut(i..i + 1)))
        }?;
    }
    let seen = dev.dtoh_sync_copy(&seen)?;
    let concurrent = t.elapsed();
    if seen != [1, 1] {
        return Err(format!("the main stream did not wait for the streams: flags {seen:?}").into());
    }
    println!(
        "two {cycles}-cycle spins: {:.1} ms one after the other, {:.1} ms on two streams",
        sequential.as_secs_f64() * 1e3,
        concurrent.as_secs_f64() * 1e3
    );

    // 3. Dropping a stream joins it into the main stream.
    let s3 = dev.fork_default_stream()?;
    let mut flag = dev.alloc_zeros::<i32>(1)?;
    // SAFETY: as above.
    unsafe { spin.launch_on_stream(&s3, ONE, (cycles / 4, &mut flag)) }?;
    drop(s3);
    if dev.dtoh_sync_copy(&flag)? != [1] {
        return Err(
            "a dropped stream's work was not finished before later main-stream work".into(),
        );
    }
    println!("OK");
    Ok(())
}
