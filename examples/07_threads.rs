//! One device shared by several threads: each thread copies its own data in, launches a kernel
//! and checks what comes back. No thread calls bind_to_thread; the context is made current
//! automatically.
//!
//! ```sh
//! cargo run --release --example 07_threads
//! ```

use cuda_driver::driver::{CudaDevice, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::Ptx;

const BASIC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/basic.ptx"));

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dev = CudaDevice::new(0)?;
    println!("device 0: {}", dev.name()?);
    dev.load_ptx(Ptx::from_src(BASIC), "basic", &["axpy"])?;
    let axpy = dev.get_func("basic", "axpy").ok_or("axpy missing")?;

    let threads: usize = 8;
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let (dev, axpy) = (dev.clone(), axpy.clone());
            std::thread::spawn(move || -> Result<usize, String> {
                let n = 1_000_000 + t * 1000;
                let a = t as f32 + 0.5;
                let x: Vec<f32> = (0..n).map(|i| (i % 1000) as f32 * 0.001).collect();
                let y: Vec<f32> = (0..n).map(|i| t as f32 - (i % 77) as f32).collect();
                let run = || -> Result<Vec<f32>, cuda_driver::driver::DriverError> {
                    let xd = dev.htod_sync_copy(&x)?;
                    let mut yd = dev.htod_sync_copy(&y)?;
                    // SAFETY: axpy(float, const float*, float*, size_t) stays within n.
                    unsafe {
                        axpy.launch(LaunchConfig::for_num_elems(n as u32), (a, &xd, &mut yd, n))
                    }?;
                    dev.sync_reclaim(yd)
                };
                let got = run().map_err(|e| format!("thread {t}: {e}"))?;
                for i in 0..n {
                    let want = a.mul_add(x[i], y[i]); // the kernel computes fma(a, x, y)
                    if got[i] != want {
                        return Err(format!(
                            "thread {t}, element {i}: {}, expected {want}",
                            got[i]
                        ));
                    }
                }
                Ok(n)
            })
        })
        .collect();
    let mut total = 0;
    for h in handles {
        total += h.join().map_err(|_| "a thread panicked")??;
    }
    println!("{threads} threads computed and checked {total} elements on one device");
    println!("OK");
    Ok(())
}
