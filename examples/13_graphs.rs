//! CUDA graphs: capture 100 small kernels once, then replay them with new inputs, from the
//! sync API and through the async adapter, checking every result.
//!
//! ```sh
//! cargo run --release --example 13_graphs
//! ```

use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::Ptx;
use std::time::Instant;

const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));
const KERNELS: usize = 100;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device 0: {}", dev.name()?);
    dev.load_ptx(Ptx::from_src(BASIC), "basic", &["add_one", "axpy"])?;
    let add_one = dev.get_func("basic", "add_one").ok_or("add_one missing")?;
    let axpy = dev.get_func("basic", "axpy").ok_or("axpy missing")?;

    // The graph: y = x, then y += 1 a hundred times, then y = 2 x + y, so y = 3 x + 100.
    let n = 1 << 16;
    let cfg = LaunchConfig::for_num_elems(n as u32);
    let mut x = dev.alloc_zeros::<f32>(n)?;
    let mut y = dev.alloc_zeros::<f32>(n)?;
    let graph = dev.capture_graph(|stream| {
        stream.memcpy_dtod(&x, &mut y)?;
        for _ in 0..KERNELS {
            // SAFETY: add_one(float*, size_t) stays within n elements.
            unsafe { (&add_one).launch_on_stream(stream, cfg, (&mut y, n)) }?;
        }
        // SAFETY: axpy(float, const float*, float*, size_t) stays within n elements.
        unsafe { (&axpy).launch_on_stream(stream, cfg, (2.0f32, &x, &mut y, n)) }
    })?;
    println!("captured a graph of {} nodes", graph.num_nodes()?);
    let exec = graph.instantiate()?;
    exec.upload()?;
    drop(graph); // the executable graph does not need it

    // Replays with new inputs: copy them into the captured buffer, launch, read the result.
    let want = |input: &[f32]| -> Vec<f32> { input.iter().map(|v| 3.0 * v + 100.0).collect() };
    let mut out = vec![0.0f32; n];
    let t = Instant::now();
    for round in 0..200 {
        let input: Vec<f32> = (0..n).map(|i| ((i * 7 + round) % 1000) as f32).collect();
        dev.htod_sync_copy_into(&input, &mut x)?;
        exec.launch()?;
        dev.dtoh_sync_copy_into(&y, &mut out)?;
        if out != want(&input) {
            return Err(format!("replay {round}: wrong result").into());
        }
    }
    println!(
        "200 replays with new inputs, checked: {:.1} us each (with copies)",
        t.elapsed().as_secs_f64() * 1e6 / 200.0
    );

    // The graph keeps its buffers: dropping `x` does not free memory it still reads.
    let last: Vec<f32> = (0..n).map(|i| (i % 10) as f32).collect();
    dev.htod_sync_copy_into(&last, &mut x)?;
    drop(x);
    exec.launch()?;
    if dev.dtoh_sync_copy(&y)? != want(&last) {
        return Err("replay after dropping the input buffer: wrong result".into());
    }
    println!("replayed after dropping its input buffer");

    // The same executable graph through the async adapter.
    let adev = AsyncDevice::new(dev.clone())?;
    futures_lite::future::block_on(async {
        for _ in 0..10 {
            adev.launch_graph(&exec).await?;
        }
        let back = adev.dtoh_copy(&y).await?;
        if back != want(&last) {
            return Err("async replays: wrong result".into());
        }
        Ok::<(), Box<dyn std::error::Error>>(())
    })?;
    println!("10 async replays awaited");
    println!("OK");
    Ok(())
}
