//! The face's surface at work: contexts, streams, copies and views, launches, events, graphs,
//! pinned memory, modules, errors.

use super::{N, SLOW, SPIN, assert_all, gpu_present};
use cuda_driver::stream_api::driver::sys::{self, CUgraphInstantiate_flags as Flags};
use cuda_driver::stream_api::driver::{
    CudaContext, CudaFunction, CudaStream, DriverError, LaunchConfig, PushKernelArg,
};
use cuda_driver::stream_api::nvrtc::Ptx;
use std::sync::Arc;

const CFG: LaunchConfig = LaunchConfig {
    grid_dim: (264, 1, 1),
    block_dim: (256, 1, 1),
    shared_mem_bytes: 0,
};

/// The context and the kernels of ptx/spin.cu, or `None` without a GPU.
fn open() -> Option<(Arc<CudaContext>, Kernels)> {
    if !gpu_present() {
        return None;
    }
    let ctx = CudaContext::new(0).unwrap();
    let m = ctx.load_module(Ptx::from_src(SPIN)).unwrap();
    let k = Kernels {
        fill: m.load_function("slow_fill").unwrap(),
        add: m.load_function("add_all").unwrap(),
    };
    Some((ctx, k))
}

struct Kernels {
    fill: CudaFunction,
    add: CudaFunction,
}

impl Kernels {
    /// `x[..] = value` on `s` after a spin of `cycles`.
    fn fill(
        &self,
        s: &CudaStream,
        x: &mut cuda_driver::stream_api::driver::CudaSlice<f32>,
        value: f32,
        cycles: u64,
    ) {
        let n = x.len();
        // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes n elements.
        unsafe {
            s.launch_builder(&self.fill)
                .arg(&cycles)
                .arg(x)
                .arg(&n)
                .arg(&value)
                .launch(CFG)
        }
        .unwrap();
    }
}

#[test]
fn contexts_of_one_ordinal_share_the_device() {
    if !gpu_present() {
        return;
    }
    let (a, b) = (CudaContext::new(0).unwrap(), CudaContext::new(0).unwrap());
    assert_eq!(a, b);
    let x = a.default_stream().clone_htod(&[1u8, 2, 3]).unwrap();
    assert_eq!(b.new_stream().unwrap().clone_dtoh(&x).unwrap(), [1, 2, 3]);
    assert_eq!(a.default_stream(), b.default_stream());
    assert!(a.name().unwrap().len() > 1 && a.total_mem().unwrap() > 0);
    let (free, total) = a.mem_get_info().unwrap();
    assert!(free <= total);
    assert!(a.compute_capability().unwrap().0 >= 5);
}

#[test]
fn copies_views_and_their_errors() {
    let Some((ctx, _)) = open() else { return };
    let s = ctx.new_stream().unwrap();
    let mut a = s.clone_htod(&[1u32, 2, 3, 4, 5, 6]).unwrap();
    assert_eq!(s.clone_dtoh(&a.slice(2..4)).unwrap(), [3, 4]);
    s.memcpy_htod(&[9u32, 9], &mut a.slice_mut(4..)).unwrap();
    let mut host = [0u32; 8];
    s.memcpy_dtoh(&a, &mut host).unwrap();
    assert_eq!(host, [1, 2, 3, 4, 9, 9, 0, 0]);
    // A destination too short is an error, not a panic.
    let e = s.memcpy_htod(&[0u32; 7], &mut a).unwrap_err();
    assert!(e.to_string().contains("memcpy_htod"), "{e}");
    let mut short = [0u32; 2];
    assert!(s.memcpy_dtoh(&a, &mut short).is_err());
    let b = a.try_clone().unwrap();
    let (lo, hi) = b.split_at(3);
    assert_eq!((lo.len(), hi.len()), (3, 3));
    assert_eq!(b.as_view().chunks_exact(2).count(), 3);
    let mut c = s.alloc_zeros::<u32>(6).unwrap();
    s.memcpy_dtod(&b, &mut c).unwrap();
    s.memset_zeros(&mut c.slice_mut(..1)).unwrap();
    assert_eq!(s.clone_dtoh(&c).unwrap(), [0, 2, 3, 4, 9, 9]);
    assert!(s.null::<f32>().unwrap().is_empty());
    let v: Vec<u32> = c.try_into().unwrap();
    assert_eq!(v.len(), 6);
    // SAFETY: any bytes are u8s.
    let bytes = unsafe { b.transmute::<u8>(24) }.unwrap();
    assert_eq!(s.clone_dtoh(&bytes).unwrap()[0], 1);
    // SAFETY: as above (and nothing is made: 25 bytes do not fit).
    assert!(unsafe { b.transmute::<u8>(25) }.is_none());
}

#[test]
fn leak_and_upgrade_keep_the_data() {
    let Some((ctx, _)) = open() else { return };
    let s = ctx.new_stream().unwrap();
    let a = s.clone_htod(&[1.0f32, 2.0, 3.0, 4.0, 5.0]).unwrap();
    let ptr = a.leak();
    // SAFETY: leaked just above from a buffer of 5 f32s of this context.
    let b = unsafe { s.upgrade_device_ptr::<f32>(ptr, 5) };
    assert_eq!(s.clone_dtoh(&b).unwrap(), [1.0, 2.0, 3.0, 4.0, 5.0]);
}

/// A buffer written by a slow kernel on one stream, read on others: each read waits for the
/// write, also through a fork, and work recorded with `record_kernel_launch`'s events is timed.
#[test]
fn streams_follow_the_writes_they_read() {
    let Some((ctx, k)) = open() else { return };
    let (s1, s2) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
    let mut x = s1.alloc_zeros::<f32>(N).unwrap();
    k.fill(&s1, &mut x, 4.0, SLOW);
    assert_all(&s2.clone_dtoh(&x).unwrap(), 4.0, "x read on another stream");
    k.fill(&s1, &mut x, 5.0, SLOW);
    let forked = s1.fork().unwrap();
    assert_all(&forked.clone_dtoh(&x).unwrap(), 5.0, "x read on a fork");
    let mut b = s2.launch_builder(&k.add);
    let (n, one) = (N, 1.0f32);
    b.arg(&mut x).arg(&n).arg(&one);
    b.record_kernel_launch(sys::CUevent_flags::CU_EVENT_DEFAULT);
    // SAFETY: add_all(float*, size_t, float) stays within n.
    let (start, end) = unsafe { b.launch(CFG) }.unwrap().unwrap();
    assert!(start.elapsed_ms(&end).unwrap() >= 0.0);
    assert_all(&s1.clone_dtoh(&x).unwrap(), 6.0, "x after the add");
}

#[test]
fn events_order_streams() {
    let Some((ctx, k)) = open() else { return };
    let (s1, s2) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
    let mut x = s1.alloc_zeros::<f32>(N).unwrap();
    k.fill(&s1, &mut x, 2.0, SLOW);
    let e = s1.record_event(None).unwrap();
    s2.wait(&e).unwrap();
    s2.join(&s1).unwrap();
    e.synchronize().unwrap();
    assert!(e.is_complete() && e.try_is_complete().unwrap());
    let other = ctx.new_event(None).unwrap();
    assert!(other.record(&s2).is_ok());
}

/// A graph captured on a stream (a fill of a buffer), launched after the buffer was changed:
/// the graph's fill wins, reads on other streams see it, and the graph keeps its buffer after
/// the buffer is dropped. With event tracking disabled, all the same.
#[test]
fn graphs_capture_and_replay_in_order() {
    let _dev = gpu!();
    // In a process of its own: a capture, which another test's device-wide wait would invalidate.
    crate::support::child::run_in_child(module_path!(), "graphs_in_order_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn graphs_in_order_child() {
    if !crate::support::child::in_child(module_path!(), "graphs_in_order_child") {
        return;
    }
    let Some((ctx, k)) = open() else { return };
    // SAFETY: changes nothing here.
    unsafe { ctx.disable_event_tracking() };
    let (s, other) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
    let mut x = s.alloc_zeros::<f32>(N).unwrap();
    s.begin_capture(sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)
        .unwrap();
    assert_eq!(
        s.capture_status().unwrap(),
        sys::CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_ACTIVE
    );
    k.fill(&s, &mut x, 8.0, SLOW);
    // Host copies during a capture are refused (the capture goes on).
    assert!(s.memcpy_htod(&vec![0.0f32; N], &mut x).is_err());
    let zeros = s.alloc_zeros::<f32>(16).unwrap();
    let graph = s
        .end_capture(Flags::CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH)
        .unwrap()
        .unwrap();
    assert_eq!(
        other.clone_dtoh(&zeros).unwrap(),
        [0.0; 16],
        "allocated in the capture"
    );
    other.memcpy_htod(&vec![1.0f32; N], &mut x).unwrap();
    graph.upload().unwrap();
    graph.launch().unwrap();
    assert_all(&other.clone_dtoh(&x).unwrap(), 8.0, "x after the graph");
    drop(x);
    graph.launch().unwrap();
    s.synchronize().unwrap();
    assert!(s.end_capture(Flags(0)).is_err(), "no capture in progress");
    let mode = sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED;
    assert!(
        ctx.default_stream().begin_capture(mode).is_err(),
        "a capture of the default stream"
    );
    assert!(
        ctx.per_thread_stream().begin_capture(mode).is_err(),
        "a capture of the thread's"
    );
    // SAFETY: as above.
    unsafe { ctx.enable_event_tracking() };
}

/// A buffer written (slowly) on a stream just before the stream begins a capture, read on
/// another stream and dropped while the capture is open: the read waits for the write and the
/// free for both, without joining the capture (a wait for a record made inside it would pull
/// the other stream, and the default stream the free goes to, into the graph), which ends with
/// its graph.
#[test]
fn a_buffer_written_before_a_capture_is_read_and_freed_outside_it() {
    let _dev = gpu!();
    // In a process of its own: a capture, which another test's device-wide wait would invalidate.
    crate::support::child::run_in_child(module_path!(), "written_before_a_capture_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn written_before_a_capture_child() {
    if !crate::support::child::in_child(module_path!(), "written_before_a_capture_child") {
        return;
    }
    let Some((ctx, k)) = open() else { return };
    let (s, other) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
    let mut x = s.alloc_zeros::<f32>(N).unwrap();
    let mut y = s.alloc_zeros::<f32>(N).unwrap();
    k.fill(&s, &mut x, 5.0, SLOW);
    let mode = sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED;
    s.begin_capture(mode).unwrap();
    k.fill(&s, &mut y, 2.0, 0);
    assert_all(
        &other.clone_dtoh(&x).unwrap(),
        5.0,
        "x, read beside the capture",
    );
    drop(x);
    let graph = s.end_capture(Flags(0)).unwrap().unwrap();
    assert_all(
        &other.clone_dtoh(&y).unwrap(),
        0.0,
        "y before the graph runs",
    );
    graph.launch().unwrap();
    assert_all(&other.clone_dtoh(&y).unwrap(), 2.0, "y after the graph");
}

/// Pinned memory: copies to and from it run asynchronously, and its accessors wait for them.
#[test]
fn pinned_copies_are_waited_for_by_the_host() {
    let Some((ctx, k)) = open() else { return };
    let s = ctx.new_stream().unwrap();
    let mut x = s.alloc_zeros::<f32>(N).unwrap();
    // SAFETY: written by the copy before it is read.
    let mut host = unsafe { ctx.alloc_pinned::<f32>(N) }.unwrap();
    k.fill(&s, &mut x, 3.0, SLOW);
    s.memcpy_dtoh(&x, &mut host).unwrap();
    assert_all(
        host.as_slice().unwrap(),
        3.0,
        "pinned memory after the copy",
    );
    host.as_mut_slice().unwrap().fill(6.0);
    let y = ctx.new_stream().unwrap().clone_htod(&host).unwrap();
    assert_all(
        &s.clone_dtoh(&y).unwrap(),
        6.0,
        "a buffer copied from pinned memory",
    );
    // SAFETY: never read (the size overflows).
    assert!(unsafe { ctx.alloc_pinned_with_flags::<u64>(usize::MAX, 0) }.is_err());
}

/// Kept errors: `record_err` keeps one for `check_err`, and the per-thread stream is the
/// thread's own.
#[test]
fn errors_are_kept_for_the_next_call() {
    let Some((ctx, _)) = open() else { return };
    ctx.record_err::<()>(Err(DriverError(sys::CUresult::CUDA_ERROR_INVALID_VALUE)));
    assert!(ctx.check_err().is_err());
    ctx.check_err().unwrap();
    let here = ctx.per_thread_stream();
    let a = here.clone_htod(&[1u8]).unwrap();
    assert_eq!(here.clone_dtoh(&a).unwrap(), [1]);
}

/// A stream borrowed from another library is let go of when its wrapper drops, also with an
/// error kept for the context and an address handed out on it whose guard was leaked: its
/// work is waited for then, and nothing touches the stream after its owner destroys it (a
/// read of a buffer written there, and the free of the one handed out, go on working).
#[test]
fn a_borrowed_stream_is_let_go_of_with_its_wrapper() {
    use cuda_driver::stream_api::driver::{DevicePtr, result};
    let Some((ctx, k)) = open() else { return };
    ctx.bind_to_thread().unwrap();
    let raw = result::stream::create(result::stream::StreamKind::NonBlocking).unwrap();
    let main = ctx.default_stream();
    let mut x = main.alloc_zeros::<f32>(N).unwrap();
    let y = main.alloc_zeros::<f32>(N).unwrap();
    main.synchronize().unwrap();
    {
        // SAFETY: `raw` is destroyed below, once the wrapper is gone.
        let s = unsafe { ctx.wrap_borrowed_stream(raw) };
        k.fill(&s, &mut x, 6.0, SLOW);
        let (_ptr, guard) = y.device_ptr(&s);
        std::mem::forget(guard);
        ctx.record_err::<()>(Err(DriverError(sys::CUresult::CUDA_ERROR_INVALID_VALUE)));
        drop(s);
    }
    assert!(ctx.check_err().is_err(), "the error kept before the drop");
    // SAFETY: the wrapper is gone: nothing of the crate's uses the stream any more.
    unsafe { result::stream::destroy(raw) }.unwrap();
    assert_all(
        &main.clone_dtoh(&x).unwrap(),
        6.0,
        "x, filled on the borrowed stream",
    );
    drop(y);
    main.clone_htod(&[1u8]).unwrap();
    main.synchronize().unwrap();
    ctx.check_err().unwrap();
}

/// Kept errors are the `CudaContext` object's own, as in cudarc 0.19: another object of the
/// same GPU neither gets nor takes them, also with four threads keeping and taking at once.
#[test]
fn kept_errors_are_the_context_objects_own() {
    if !gpu_present() {
        return;
    }
    use sys::CUresult as R;
    let (a, b) = (CudaContext::new(0).unwrap(), CudaContext::new(0).unwrap());
    a.record_err::<()>(Err(DriverError(R::CUDA_ERROR_INVALID_VALUE)));
    b.check_err().unwrap();
    let sb = b.new_stream().unwrap();
    let x = sb.clone_htod(&[3u8; 4]).unwrap();
    assert_eq!(sb.clone_dtoh(&x).unwrap(), [3; 4]);
    // a's next call returns it, once.
    let e = a.default_stream().clone_htod(&[1u8]).unwrap_err();
    assert_eq!(e.0, R::CUDA_ERROR_INVALID_VALUE, "{e}");
    a.check_err().unwrap();
    // Two kept before a call: the first is returned, and says one more came after it.
    a.record_err::<()>(Err(DriverError(R::CUDA_ERROR_INVALID_VALUE)));
    a.record_err::<()>(Err(DriverError(R::CUDA_ERROR_NOT_FOUND)));
    let e = a.check_err().unwrap_err();
    assert_eq!(e.0, R::CUDA_ERROR_INVALID_VALUE);
    assert!(e.to_string().contains("1 more"), "{e}");
    a.check_err().unwrap();
    let codes = [
        R::CUDA_ERROR_INVALID_VALUE,
        R::CUDA_ERROR_NOT_FOUND,
        R::CUDA_ERROR_INVALID_HANDLE,
        R::CUDA_ERROR_NOT_READY,
    ];
    std::thread::scope(|t| {
        for code in codes {
            t.spawn(move || {
                let ctx = CudaContext::new(0).unwrap();
                let s = ctx.new_stream().unwrap();
                for i in 0..200 {
                    ctx.record_err::<()>(Err(DriverError(code)));
                    let e = if i % 2 == 0 {
                        ctx.check_err().unwrap_err()
                    } else {
                        s.clone_htod(&[0u8]).unwrap_err()
                    };
                    assert_eq!(e.0, code, "round {i}: another object's error: {e}");
                    ctx.check_err().unwrap();
                    assert_eq!(
                        s.clone_dtoh(&s.clone_htod(&[i as u8]).unwrap()).unwrap(),
                        [i as u8]
                    );
                }
            });
        }
    });
}

/// Unified memory attached to one stream: a copy on another stream goes on (as in cudarc
/// 0.19) and its refusal is kept for the context's next call; copies on its own stream keep
/// nothing. Global memory may be copied on any stream.
#[test]
fn unified_memory_copies_on_the_wrong_stream_keep_the_refusal() {
    if !gpu_present() {
        return;
    }
    use sys::CUresult as R;
    let ctx = CudaContext::new(0).unwrap();
    let (s1, s2) = (ctx.new_stream().unwrap(), ctx.new_stream().unwrap());
    // SAFETY: u32 is valid as zero bytes.
    let mut u = unsafe { ctx.alloc_unified::<u32>(64, true) }.unwrap();
    s1.memcpy_htod(&[7u32; 64], &mut u).unwrap();
    assert_eq!(s2.clone_dtoh(&u).unwrap(), [7; 64]);
    ctx.check_err().unwrap();
    u.attach(&s2, sys::CUmemAttach_flags::CU_MEM_ATTACH_SINGLE)
        .unwrap();
    let refused = |what: &str| {
        let e = ctx.check_err().expect_err(what);
        assert_eq!(e.0, R::CUDA_ERROR_NOT_PERMITTED, "{what}: {e}");
    };
    // Its own stream: nothing kept.
    assert_eq!(s2.clone_dtoh(&u.slice(0..8)).unwrap(), [7; 8]);
    s2.memcpy_htod(&[9u32; 4], &mut u.slice_mut(0..4)).unwrap();
    ctx.check_err().unwrap();
    // Another stream: each kind of copy keeps the refusal.
    let _ = s1.clone_dtoh(&u.slice(0..8)).unwrap();
    refused("clone_dtoh of a view on another stream");
    s1.memcpy_htod(&[1u32; 4], &mut u.slice_mut(4..8)).unwrap();
    refused("memcpy_htod into a view on another stream");
    let mut d = s1.alloc_zeros::<u32>(64).unwrap();
    s1.memcpy_dtod(&u, &mut d).unwrap();
    refused("memcpy_dtod from it on another stream");
    s1.memset_zeros(&mut u.slice_mut(60..)).unwrap();
    refused("memset_zeros on another stream");
    let _ = s1.clone_htod(&u).unwrap();
    refused("clone_htod from it (as host memory) on another stream");
    let x = s1.clone_htod(&[5u32; 64]).unwrap();
    s1.memcpy_dtoh(&x, &mut u).unwrap();
    refused("memcpy_dtoh into it (as host memory) on another stream");
    // The refusal is the next call's error, not this object's next call but one.
    let _ = s1.clone_dtoh(&u).unwrap();
    let e = s2.clone_dtoh(&x).unwrap_err();
    assert_eq!(e.0, R::CUDA_ERROR_NOT_PERMITTED, "{e}");
    ctx.check_err().unwrap();
    s2.synchronize().unwrap();
    s1.synchronize().unwrap();
}

/// A read-only view of unified memory is refused as the destination of a copy from the
/// device (other views of the memory, and host slices of it, may be reading it meanwhile);
/// the slice itself is written.
#[test]
fn a_read_only_unified_view_is_not_written_by_a_copy() {
    if !gpu_present() {
        return;
    }
    let ctx = CudaContext::new(0).unwrap();
    let s = ctx.new_stream().unwrap();
    // SAFETY: u32 is valid as zero bytes.
    let mut u = unsafe { ctx.alloc_unified::<u32>(64, true) }.unwrap();
    let x = s.clone_htod(&[5u32; 64]).unwrap();
    let e = s.memcpy_dtoh(&x, &mut u.as_view()).unwrap_err();
    assert_eq!(e.0, sys::CUresult::CUDA_ERROR_INVALID_VALUE, "{e}");
    s.memcpy_dtoh(&x, &mut u).unwrap();
    assert_eq!(s.clone_dtoh(&u).unwrap(), [5; 64]);
    ctx.check_err().unwrap();
}

/// Copies between two devices (a peer copy), when there are two.
#[test]
fn copies_between_devices() {
    if !gpu_present() || CudaContext::device_count().unwrap() < 2 {
        return;
    }
    let (c0, c1) = (CudaContext::new(0).unwrap(), CudaContext::new(1).unwrap());
    let a = c0.default_stream().clone_htod(&[1.5f32; 1024]).unwrap();
    let s1 = c1.new_stream().unwrap();
    let mut b = s1.alloc_zeros::<f32>(1024).unwrap();
    s1.memcpy_dtod(&a, &mut b).unwrap();
    assert_eq!(s1.clone_dtoh(&b).unwrap(), vec![1.5; 1024]);
}

/// Unified memory: a slow kernel writes it on one stream, the host borrows it (after the
/// kernel), a copy reads it on another stream.
#[test]
fn unified_memory_is_lent_to_the_host_after_the_device() {
    let _dev = gpu!();
    // In a process of its own: host access to unified memory, which other tests' work on the device holds up.
    crate::support::child::run_in_child(module_path!(), "unified_memory_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn unified_memory_child() {
    if !crate::support::child::in_child(module_path!(), "unified_memory_child") {
        return;
    }
    let Some((ctx, k)) = open() else { return };
    use cuda_driver::stream_api::driver::sys::CUdevice_attribute as A;
    if ctx
        .attribute(A::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS)
        .unwrap()
        == 0
    {
        println!("skipped: no concurrent managed access");
        return;
    }
    let s = ctx.new_stream().unwrap();
    // SAFETY: f32 is valid as zero bytes.
    let mut u = unsafe { ctx.alloc_unified::<f32>(N, true) }.unwrap();
    let (cycles, n, v) = (SLOW, N, 5.0f32);
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes n elements.
    unsafe {
        s.launch_builder(&k.fill)
            .arg(&cycles)
            .arg(&mut u)
            .arg(&n)
            .arg(&v)
            .launch(CFG)
    }
    .unwrap();
    assert_all(
        u.as_slice().unwrap(),
        5.0,
        "unified memory after the kernel",
    );
    u.as_mut_slice().unwrap().fill(2.0);
    let copy = ctx.new_stream().unwrap().clone_htod(&u).unwrap();
    assert_all(
        &s.clone_dtoh(&copy).unwrap(),
        2.0,
        "a copy of unified memory",
    );
    u.prefetch().unwrap();
}

/// A context made for its own value (not the primary one): its streams, buffers and modules
/// work, and it goes away with its last user.
#[test]
fn a_non_primary_context_works_and_goes() {
    if !gpu_present() {
        return;
    }
    let ctx = CudaContext::new_non_primary(0, 0).unwrap();
    assert!(!ctx.is_primary());
    let s = ctx.new_stream().unwrap();
    let m = ctx.load_module(Ptx::from_src(SPIN)).unwrap();
    let add = m.load_function("add_all").unwrap();
    let mut x = s.clone_htod(&[1.0f32; 256]).unwrap();
    let (n, one) = (256usize, 1.0f32);
    // SAFETY: add_all(float*, size_t, float) stays within n.
    unsafe {
        s.launch_builder(&add)
            .arg(&mut x)
            .arg(&n)
            .arg(&one)
            .launch(CFG)
    }
    .unwrap();
    assert_all(
        &s.clone_dtoh(&x).unwrap(),
        2.0,
        "x in a non-primary context",
    );
    drop((x, add, m, s));
    ctx.synchronize().unwrap();
    drop(ctx);
    let primary = CudaContext::new(0).unwrap();
    assert!(primary.is_primary());
    primary.default_stream().clone_htod(&[1u8]).unwrap();
}
