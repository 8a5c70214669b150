//! A stream per thread, as cudarc 0.19 programs write it: threads allocating, copying and
//! launching at once, and threads reading one buffer written before they start.

use super::{N, SLOW, SPIN, assert_all, gpu_present};
use cuda_driver::stream_api::driver::{CudaContext, LaunchConfig, PushKernelArg};
use cuda_driver::stream_api::nvrtc::Ptx;

#[test]
fn sixteen_threads_each_on_a_stream_of_its_own() {
    if !gpu_present() {
        return;
    }
    let ctx = CudaContext::new(0).unwrap();
    let m = ctx.load_module(Ptx::from_src(SPIN)).unwrap();
    let add = m.load_function("add_all").unwrap();
    std::thread::scope(|scope| {
        for t in 0..16 {
            let (ctx, add) = (ctx.clone(), add.clone());
            scope.spawn(move || {
                let s = ctx.new_stream().unwrap();
                let input = vec![t as f32; 1024];
                for _ in 0..200 {
                    let mut x = s.clone_htod(&input).unwrap();
                    let (n, one) = (1024usize, 1.0f32);
                    // SAFETY: add_all(float*, size_t, float) stays within n.
                    unsafe {
                        s.launch_builder(&add)
                            .arg(&mut x)
                            .arg(&n)
                            .arg(&one)
                            .launch(LaunchConfig::for_num_elems(1024))
                    }
                    .unwrap();
                    assert_all(
                        &s.clone_dtoh(&x).unwrap(),
                        t as f32 + 1.0,
                        "a thread's request",
                    );
                }
            });
        }
    });
}

#[test]
fn threads_read_a_buffer_written_before_they_start() {
    if !gpu_present() {
        return;
    }
    let ctx = CudaContext::new(0).unwrap();
    let m = ctx.load_module(Ptx::from_src(SPIN)).unwrap();
    let fill = m.load_function("slow_fill").unwrap();
    let s = ctx.new_stream().unwrap();
    let mut x = s.alloc_zeros::<f32>(N).unwrap();
    let (cycles, n, v) = (SLOW, N, 9.0f32);
    let cfg = LaunchConfig {
        grid_dim: (264, 1, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes n elements.
    unsafe {
        s.launch_builder(&fill)
            .arg(&cycles)
            .arg(&mut x)
            .arg(&n)
            .arg(&v)
            .launch(cfg)
    }
    .unwrap();
    std::thread::scope(|scope| {
        for _ in 0..8 {
            let (ctx, x) = (ctx.clone(), &x);
            scope.spawn(move || {
                let mine = ctx.new_stream().unwrap();
                let copy = mine.clone_dtod(x).unwrap();
                assert_all(
                    &mine.clone_dtoh(&copy).unwrap(),
                    9.0,
                    "a thread's copy of x",
                );
            });
        }
    });
}
