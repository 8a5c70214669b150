//! The holes of cudarc 0.19.10's stream API, each attacked with a slow kernel that a wrong
//! order lets other work overtake. The same source is compiled against the face (`face`: must
//! pass) and against real cudarc 0.19.10 (`cudarc_0_19`: ignored by default; each is expected
//! to fail there, showing the hole).

/// The attacks, written against `api::driver` and `api::nvrtc` (cudarc 0.19's paths).
macro_rules! attacks {
    ($($ignore:tt)*) => {
        use super::super::{N, SLOW, SPIN, assert_all, gpu_present};
        use api::driver::{CudaContext, CudaFunction, CudaStream, DevicePtr, DevicePtrMut};
        use api::driver::{LaunchConfig, PushKernelArg, result};
        use std::ffi::c_void;
        use std::sync::Arc;

        const CFG: LaunchConfig = LaunchConfig {
            grid_dim: (264, 1, 1),
            block_dim: (256, 1, 1),
            shared_mem_bytes: 0,
        };

        /// The context and `slow_copy(cycles, dst, src, n)`, or `None` without a GPU.
        fn open() -> Option<(Arc<CudaContext>, CudaFunction)> {
            if !gpu_present() {
                return None;
            }
            let ctx = CudaContext::new(0).unwrap();
            let m = ctx.load_module(api::nvrtc::Ptx::from_src(SPIN)).unwrap();
            Some((ctx, m.load_function("slow_copy").unwrap()))
        }

        /// `dst = src` on `s` after a spin of `cycles`, through the builder.
        fn slow_copy(
            s: &Arc<CudaStream>,
            f: &CudaFunction,
            dst: &mut api::driver::CudaSlice<f32>,
            src: &api::driver::CudaSlice<f32>,
            cycles: u64,
        ) {
            let n = src.len();
            // SAFETY: slow_copy(unsigned long long, float*, const float*, size_t) stays within n.
            unsafe { s.launch_builder(f).arg(&cycles).arg(dst).arg(src).arg(&n).launch(CFG) }
                .unwrap();
        }

        /// `slow_copy` of `x` into `out` through `sys` on `s`, with the addresses taken by
        /// `device_ptr` and the read's guard leaked.
        fn raw_slow_read_leaking_its_guard(
            s: &Arc<CudaStream>,
            f: &CudaFunction,
            x: &api::driver::CudaSlice<f32>,
            out: &mut api::driver::CudaSlice<f32>,
            sync_first: bool,
        ) {
            let (mut src, read) = x.device_ptr(s);
            let (mut dst, write) = out.device_ptr_mut(s);
            if sync_first {
                s.synchronize().unwrap();
            }
            let (mut cycles, mut n) = (SLOW, N);
            let mut params: [*mut c_void; 4] = [
                (&mut cycles as *mut u64).cast(),
                (&mut dst as *mut u64).cast(),
                (&mut src as *mut u64).cast(),
                (&mut n as *mut usize).cast(),
            ];
            let (g, b) = (CFG.grid_dim, CFG.block_dim);
            // SAFETY: slow_copy(unsigned long long, float*, const float*, size_t) reads N
            // elements of `x` and writes N of `out`, both live and of N elements.
            unsafe { result::launch_kernel(f.cu_function(), g, b, 0, s.cu_stream(), &mut params) }
                .unwrap();
            std::mem::forget(read);
            drop(write);
        }

        /// After reads of `x` on two streams (a slow one, then a fast one), a write of `x` on a
        /// third must wait for both: the slow reader must see the old values. (cudarc 0.19.10
        /// keeps one read event per buffer, re-recorded by the second reader.)
        #[test]
        $($ignore)*
        fn a_write_waits_for_slow_readers_on_two_streams() {
            let Some((ctx, f)) = open() else { return };
            let (sa, sb, sc) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
            let mut x = sc.clone_htod(&vec![1.0f32; N]).unwrap();
            let mut out_a = sa.alloc_zeros::<f32>(N).unwrap();
            let mut out_b = sb.alloc_zeros::<f32>(N).unwrap();
            slow_copy(&sa, &f, &mut out_a, &x, SLOW);
            slow_copy(&sb, &f, &mut out_b, &x, 0);
            sc.memcpy_htod(&vec![2.0f32; N], &mut x).unwrap();
            assert_all(&sa.clone_dtoh(&out_a).unwrap(), 1.0, "the slow reader's copy");
            assert_all(&sb.clone_dtoh(&out_b).unwrap(), 1.0, "the fast reader's copy");
            assert_all(&sc.clone_dtoh(&x).unwrap(), 2.0, "x after the write");
        }

        /// The same with `disable_event_tracking` called first: it changes nothing here, and
        /// the write still waits for both readers.
        #[test]
        $($ignore)*
        fn disabling_event_tracking_leaves_the_order() {
            let Some((ctx, f)) = open() else { return };
            // SAFETY: cudarc's contract for the switch; here it changes nothing.
            unsafe { ctx.disable_event_tracking() };
            let (sa, sc) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
            let mut x = sc.clone_htod(&vec![1.0f32; N]).unwrap();
            let mut out_a = sa.alloc_zeros::<f32>(N).unwrap();
            slow_copy(&sa, &f, &mut out_a, &x, SLOW);
            sc.memcpy_htod(&vec![2.0f32; N], &mut x).unwrap();
            assert_all(&sa.clone_dtoh(&out_a).unwrap(), 1.0, "the slow reader's copy");
            // SAFETY: as above.
            unsafe { ctx.enable_event_tracking() };
        }

        /// After reads on two streams, the free of `x` must wait for both: memory allocated
        /// right after on `x`'s own stream (which may reuse `x`'s) and written must not reach
        /// the slow reader.
        #[test]
        $($ignore)*
        fn a_free_waits_for_slow_readers_on_two_streams() {
            let Some((ctx, f)) = open() else { return };
            let (sa, sb, sc) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
            let x = sc.clone_htod(&vec![1.0f32; N]).unwrap();
            sc.synchronize().unwrap();
            let mut out_a = sa.alloc_zeros::<f32>(N).unwrap();
            let mut out_b = sb.alloc_zeros::<f32>(N).unwrap();
            slow_copy(&sa, &f, &mut out_a, &x, SLOW);
            slow_copy(&sb, &f, &mut out_b, &x, 0);
            drop(x);
            let y = sc.clone_htod(&vec![3.0f32; N]).unwrap();
            assert_all(&sa.clone_dtoh(&out_a).unwrap(), 1.0, "the slow reader's copy");
            drop(y);
        }

        /// An address taken with `device_ptr` whose guard is leaked (`mem::forget`) after work
        /// through `sys` was enqueued with it: a write of the buffer on another stream must
        /// still wait for that work.
        #[test]
        $($ignore)*
        fn a_leaked_read_guard_keeps_a_write_waiting() {
            let Some((ctx, f)) = open() else { return };
            let (sb, sc) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
            let mut x = sc.clone_htod(&vec![1.0f32; N]).unwrap();
            let mut out = sb.alloc_zeros::<f32>(N).unwrap();
            raw_slow_read_leaking_its_guard(&sb, &f, &x, &mut out, false);
            sc.memcpy_htod(&vec![2.0f32; N], &mut x).unwrap();
            assert_all(&sb.clone_dtoh(&out).unwrap(), 1.0, "the raw reader's copy");
        }

        /// The same, with the reader's stream synchronized between the `device_ptr` and the
        /// work: what the guard covers is the work enqueued until it drops, however the counts
        /// stood when the address was given.
        #[test]
        $($ignore)*
        fn a_leaked_read_guard_covers_work_after_a_synchronize() {
            let Some((ctx, f)) = open() else { return };
            let (sb, sc) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
            let mut x = sc.clone_htod(&vec![1.0f32; N]).unwrap();
            let mut out = sb.alloc_zeros::<f32>(N).unwrap();
            raw_slow_read_leaking_its_guard(&sb, &f, &x, &mut out, true);
            sc.memcpy_htod(&vec![2.0f32; N], &mut x).unwrap();
            assert_all(&sb.clone_dtoh(&out).unwrap(), 1.0, "the raw reader's copy");
        }

        /// A leaked read guard and then the buffer's drop: the free must wait for the work
        /// enqueued with the address, so memory allocated right after cannot reach it.
        #[test]
        $($ignore)*
        fn a_leaked_read_guard_keeps_the_free_waiting() {
            let Some((ctx, f)) = open() else { return };
            let (sb, sc) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
            let x = sc.clone_htod(&vec![1.0f32; N]).unwrap();
            sc.synchronize().unwrap();
            let mut out = sb.alloc_zeros::<f32>(N).unwrap();
            raw_slow_read_leaking_its_guard(&sb, &f, &x, &mut out, false);
            drop(x);
            let y = sc.clone_htod(&vec![3.0f32; N]).unwrap();
            assert_all(&sb.clone_dtoh(&out).unwrap(), 1.0, "the raw reader's copy");
            drop(y);
        }

        /// An address taken with `device_ptr_mut` for a slow fill through `sys`, its guard
        /// leaked: a read of the buffer on another stream must still wait for the fill.
        #[test]
        $($ignore)*
        fn a_leaked_write_guard_keeps_a_read_waiting() {
            let Some((ctx, _)) = open() else { return };
            let m = ctx.load_module(api::nvrtc::Ptx::from_src(SPIN)).unwrap();
            let fill = m.load_function("slow_fill").unwrap();
            let (sb, sc) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
            let mut x = sc.alloc_zeros::<f32>(N).unwrap();
            sc.synchronize().unwrap();
            {
                let (mut dst, write) = x.device_ptr_mut(&sb);
                let (mut cycles, mut n, mut v) = (SLOW, N, 4.0f32);
                let mut params: [*mut c_void; 4] = [
                    (&mut cycles as *mut u64).cast(),
                    (&mut dst as *mut u64).cast(),
                    (&mut n as *mut usize).cast(),
                    (&mut v as *mut f32).cast(),
                ];
                let (g, b) = (CFG.grid_dim, CFG.block_dim);
                // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes N
                // elements of `x`, live and of N elements.
                unsafe { result::launch_kernel(fill.cu_function(), g, b, 0, sb.cu_stream(), &mut params) }
                    .unwrap();
                std::mem::forget(write);
            }
            assert_all(&sc.clone_dtoh(&x).unwrap(), 4.0, "x read after the raw fill");
        }

        /// Work on a stream borrowed from another library (`wrap_borrowed_stream`) is ordered
        /// like any other stream's: a slow write of `x` there, then a read on the default
        /// stream, which must see it. (In cudarc 0.19.10 a context whose only streams are the
        /// default one and borrowed ones orders nothing.)
        #[test]
        $($ignore)*
        fn work_on_a_borrowed_stream_is_ordered() {
            let Some((ctx, f)) = open() else { return };
            use result::stream::StreamKind;
            ctx.bind_to_thread().unwrap();
            let raw = result::stream::create(StreamKind::NonBlocking).unwrap();
            {
                // SAFETY: `raw` outlives the wrapper and the buffers allocated on it.
                let borrowed = unsafe { ctx.wrap_borrowed_stream(raw) };
                let main = ctx.default_stream();
                let src = main.clone_htod(&vec![5.0f32; N]).unwrap();
                main.synchronize().unwrap();
                let mut x = borrowed.alloc_zeros::<f32>(N).unwrap();
                borrowed.synchronize().unwrap();
                slow_copy(&borrowed, &f, &mut x, &src, SLOW);
                assert_all(&main.clone_dtoh(&x).unwrap(), 5.0, "x read on the default stream");
                borrowed.synchronize().unwrap();
            }
            // SAFETY: nothing uses the stream any more.
            unsafe { result::stream::destroy(raw) }.unwrap();
        }

        /// A kernel whose parameter is a `double` given a 4-byte `int` through the builder:
        /// an error, nothing launched. (cudarc 0.19.10 launches it, reading 8 bytes from 4.)
        #[test]
        $($ignore)*
        fn a_launch_with_an_argument_of_the_wrong_size_is_refused() {
            let Some((ctx, _)) = open() else { return };
            if !crate::support::nvrtc_available() || !crate::kernels::driver_checks_params() {
                return;
            }
            let src = "extern \"C\" __global__ void takes_double(double d, float *out) { if (d > 1e300) out[0] = 1.0f; }";
            let m = ctx.load_module(api::nvrtc::compile_ptx(src).unwrap()).unwrap();
            let k = m.load_function("takes_double").unwrap();
            let s = ctx.new_stream().unwrap();
            let mut out = s.alloc_zeros::<f32>(1).unwrap();
            let small = 1i32;
            // SAFETY: refused before launching (the sizes differ); the kernel itself reads a
            // double and writes out[0] at most.
            let r = unsafe { s.launch_builder(&k).arg(&small).arg(&mut out).launch(CFG) };
            assert!(r.is_err(), "a 4-byte argument for a double parameter was launched");
            let n = 0.5f64;
            // SAFETY: the right types.
            unsafe { s.launch_builder(&k).arg(&n).arg(&mut out).launch(CFG) }.unwrap();
            // A new function object of the same kernel, taken for each launch as candle does,
            // shares the parameter sizes read once: still checked, in both directions.
            for _ in 0..3 {
                let again = m.load_function("takes_double").unwrap();
                // SAFETY: refused before launching, as above.
                let r = unsafe { s.launch_builder(&again).arg(&small).arg(&mut out).launch(CFG) };
                assert!(r.is_err(), "a second function object launched a 4-byte argument");
                // SAFETY: the right types.
                unsafe { s.launch_builder(&again).arg(&n).arg(&mut out).launch(CFG) }.unwrap();
            }
            s.synchronize().unwrap();
        }

        /// A module's global written on one stream (behind a slow kernel there), then a kernel
        /// of the module reading it launched on another stream: the kernel must see the new
        /// value. And the global cannot be handed out twice as a mutable view.
        #[test]
        $($ignore)*
        fn a_module_global_is_ordered_and_handed_out_once() {
            let Some((ctx, f)) = open() else { return };
            if !crate::support::nvrtc_available() {
                return;
            }
            let src = "__constant__ float c[1]; extern \"C\" __global__ void read_c(float *out) { out[0] = c[0]; }";
            let m = ctx.load_module(api::nvrtc::compile_ptx(src).unwrap()).unwrap();
            let read_c = m.load_function("read_c").unwrap();
            let (sa, sb) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
            let mut busy_dst = sa.alloc_zeros::<f32>(N).unwrap();
            let busy_src = sa.alloc_zeros::<f32>(N).unwrap();
            slow_copy(&sa, &f, &mut busy_dst, &busy_src, SLOW);
            let mut global = m.get_global("c", &sa).unwrap();
            // SAFETY: any four bytes are an f32.
            let mut c = unsafe { global.transmute_mut::<f32>(1) }.unwrap();
            sa.memcpy_htod(&[7.0f32], &mut c).unwrap();
            let mut out = sb.alloc_zeros::<f32>(1).unwrap();
            let one = LaunchConfig { grid_dim: (1, 1, 1), block_dim: (1, 1, 1), shared_mem_bytes: 0 };
            // SAFETY: read_c(float*) writes out[0].
            unsafe { sb.launch_builder(&read_c).arg(&mut out).launch(one) }.unwrap();
            assert_eq!(sb.clone_dtoh(&out).unwrap(), [7.0], "the kernel read the global too early");
            assert!(m.get_global("c", &sa).is_err(), "a second mutable view of the global");
        }

        /// A graph that copies into a module's global, launched once the module (and the view
        /// of its global) is dropped: the module must stay loaded while the graph can run, so
        /// that the copy lands in its global, not in the memory of modules loaded since.
        #[test]
        $($ignore)*
        fn a_graph_keeps_the_module_whose_global_it_writes() {
            let Some((ctx, _)) = open() else { return };
            if !crate::support::nvrtc_available() {
                return;
            }
            use api::driver::sys::{CUgraphInstantiate_flags as Flags, CUstreamCaptureMode};
            const LEN: usize = 1 << 14;
            let src = "__device__ float g[16384]; extern \"C\" __global__ void k() {}";
            let load = || ctx.load_module(api::nvrtc::compile_ptx(src).unwrap()).unwrap();
            let s = ctx.new_stream().unwrap();
            let sevens = s.clone_htod(&vec![7.0f32; LEN]).unwrap();
            s.synchronize().unwrap();
            let m = load();
            let graph = {
                let mut global = m.get_global("g", &s).unwrap();
                // SAFETY: any bytes are f32s.
                let mut g = unsafe { global.transmute_mut::<f32>(LEN) }.unwrap();
                s.begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED).unwrap();
                s.memcpy_dtod(&sevens, &mut g).unwrap();
                s.end_capture(Flags(0)).unwrap().unwrap()
            };
            drop(m);
            // Loaded after the drop: their globals may get the memory of the first one's.
            let others: Vec<_> = (0..4).map(|_| load()).collect();
            graph.launch().unwrap();
            s.synchronize().unwrap();
            for o in &others {
                let mut global = o.get_global("g", &s).unwrap();
                // SAFETY: any bytes are f32s.
                let g = unsafe { global.transmute_mut::<f32>(LEN) }.unwrap();
                assert_all(&s.clone_dtoh(&g).unwrap(), 0.0, "the global of a module loaded later");
            }
            drop(graph);
            s.synchronize().unwrap();
        }
    };
}

/// The attacks against the face: each must pass.
mod face {
    use cuda_driver::stream_api as api;
    attacks!();
}

/// The same attacks against cudarc 0.19.10 itself: each is expected to fail (run with
/// `--ignored`). Not in the check of the declared rust-version, which builds without cudarc
/// (see Cargo.toml).
#[cfg(not(cuda_driver_msrv))]
mod cudarc_0_19 {
    use cudarc as api;
    attacks!(#[ignore = "shows a hole of cudarc 0.19.10: expected to fail when run"]);
}
