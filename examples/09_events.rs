//! Timing GPU work with events: a kernel timed between two events on the main stream, and
//! again on a forked stream, with its results checked.
//!
//! ```sh
//! cargo run --release --example 09_events
//! ```

use cuda_driver::driver::{CudaDevice, EventFlags, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::Ptx;

const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
const REPS: usize = 10;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device 0: {}", dev.name()?);
    dev.load_ptx(Ptx::from_src(BASIC), "basic", &["axpy"])?;
    let axpy = dev.get_func("basic", "axpy").ok_or("axpy missing")?;

    // 64 Mi floats: 256 MiB per vector. Small integers, so every sum below is exact.
    let n: usize = 1 << 26;
    let x: Vec<f32> = (0..n).map(|i| (i % 1000) as f32).collect();
    let xs = dev.htod_sync_copy(&x)?;
    let mut ys = dev.alloc_zeros::<f32>(n)?;
    let cfg = LaunchConfig::for_num_elems(n as u32);

    // 1. On the main stream. The end event blocks instead of spinning while we wait for it.
    let start = dev.new_event(EventFlags::TIMING)?;
    let end = dev.new_event(EventFlags::TIMING | EventFlags::BLOCKING_SYNC)?;
    // SAFETY: axpy(float a, const float *x, float *y, size_t n) stays within the n elements of `xs`
    // and `ys`, and writes only `ys`.
    unsafe { (&axpy).launch(cfg, (2.0f32, &xs, &mut ys, n)) }?; // warm-up: y = 2x
    start.record()?;
    for _ in 0..REPS {
        // SAFETY: as for the warm-up: axpy stays within the n elements of `xs` and `ys`.
        unsafe { (&axpy).launch(cfg, (1.0f32, &xs, &mut ys, n)) }?; // y += x
    }
    end.record()?;
    println!("enqueued; end event complete yet: {}", end.query()?);
    end.synchronize()?;
    let ms = start.elapsed_ms(&end)? / REPS as f32;
    // axpy reads x and y and writes y: three vectors of traffic.
    let gbps = (3 * n * size_of::<f32>()) as f64 / (ms as f64 * 1e-3) / 1e9;
    println!("axpy over {n} floats: {ms:.3} ms per launch, {gbps:.0} GB/s of memory traffic");
    let y = dev.dtoh_sync_copy(&ys)?;
    let want = 2.0 + REPS as f32;
    if let Some(i) = (0..n).find(|&i| y[i] != want * x[i]) {
        return Err(format!("y[{i}] = {}, expected {}", y[i], want * x[i]).into());
    }
    println!("results checked: y = {want} x");

    // 2. On a forked stream, timed with events recorded on it; the main stream waits for the
    //    second event before reading y.
    let stream = dev.fork_default_stream()?;
    let (s_start, s_end) = (
        dev.new_event(EventFlags::TIMING)?,
        dev.new_event(EventFlags::TIMING)?,
    );
    stream.record_event(&s_start)?;
    // SAFETY: axpy(float a, const float *x, float *y, size_t n) stays within the n elements of `xs`
    // and `ys`, and writes only `ys`.
    unsafe { (&axpy).launch_on_stream(&stream, cfg, (-want, &xs, &mut ys, n)) }?; // y = 0
    stream.record_event(&s_end)?;
    dev.wait_event(&s_end)?;
    let y = dev.dtoh_sync_copy(&ys)?;
    if let Some(i) = (0..n).find(|&i| y[i] != 0.0) {
        return Err(format!("after the stream's launch y[{i}] = {}, expected 0", y[i]).into());
    }
    println!(
        "the same launch on a forked stream: {:.3} ms; results checked: y = 0",
        s_start.elapsed_ms(&s_end)?
    );

    // 3. Timing needs events made with EventFlags::TIMING, recorded.
    let never = dev.new_event(EventFlags::TIMING)?;
    match start.elapsed_ms(&never) {
        Err(e) => println!("as expected: {e}"),
        Ok(ms) => return Err(format!("timing to an unrecorded event gave {ms} ms").into()),
    }
    println!("OK");
    Ok(())
}
