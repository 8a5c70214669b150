//! The interleaved modes: module load + unload (`CHAIN_PARTS_MODULE`), an await of an empty
//! launch beside raw waits (`CHAIN_PARTS_AWAIT`) and 4-byte round trips
//! (`CHAIN_PARTS_ROUNDTRIP`), the variants run round by round.

use crate::BASIC;
use crate::common::{ck, load_unload, mid, per_op, raw_launch};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaDevice, CudaFunction, CudaSlice, LaunchAsync, LaunchConfig, sys};
use cuda_driver::nvrtc::Ptx;
use futures_lite::future::block_on;
use std::ffi::{CStr, c_void};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

/// A named variant of an interleaved measure.
type V<'a> = (&'a str, Box<dyn FnMut() + 'a>);

/// Runs every variant `reps` times per round, round after round (`before` ahead of each
/// batch), and prints each one's median and mean time per call over the rounds after the
/// first, with the median's ratio to the first variant's.
fn interleave(vs: &mut [V<'_>], rounds: usize, reps: usize, before: impl Fn()) {
    let mut times = vec![Vec::new(); vs.len()];
    for round in 0..rounds {
        for (i, (_, f)) in vs.iter_mut().enumerate() {
            before();
            let t = per_op(reps, f, || ());
            if round > 0 {
                times[i].push(t * 1e6);
            }
        }
    }
    let base = mid(times[0].clone());
    for ((name, _), t) in vs.iter().zip(&times) {
        let m = mid(t.clone());
        let mean = t.iter().sum::<f64>() / t.len() as f64;
        println!(
            "{name:40} median {m:6.2} us {:.3}x, mean {mean:6.2} us",
            m / base
        );
    }
}

/// A zeroed word of mapped host memory for a stream to write (`cuStreamWriteValue32`): its
/// host address (to free with `cuMemFreeHost`) and its device address. Context current.
fn mapped_word() -> (*mut c_void, sys::CUdeviceptr) {
    let (mut host, mut dev) = (std::ptr::null_mut(), 0);
    // SAFETY: plain driver calls with valid out-pointers; the word is zeroed before any use.
    unsafe {
        ck(sys::cuMemHostAlloc(
            &mut host,
            64,
            sys::CU_MEMHOSTALLOC_DEVICEMAP,
        ));
        ck(sys::cuMemHostGetDevicePointer_v2(&mut dev, host, 0));
        host.cast::<u32>().write(0);
    }
    (host, dev)
}

/// A non-blocking stream in the current context.
fn new_stream() -> sys::CUstream {
    let mut stream = std::ptr::null_mut();
    // SAFETY: a plain driver call with a valid out-pointer, context current.
    unsafe {
        ck(sys::cuStreamCreate(
            &mut stream,
            sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
        ))
    };
    stream
}

/// Writes `seq` into the mapped word at `flag_dev` from `stream`, and spins until `flag`
/// (its host address) reads it.
///
/// # Safety
///
/// `stream` is live; the word is mapped host memory that outlives the stream's work.
#[inline(always)]
unsafe fn write_and_poll(
    stream: sys::CUstream,
    flag_dev: sys::CUdeviceptr,
    flag: *const AtomicU32,
    seq: u32,
) {
    // SAFETY: the caller's contract.
    unsafe {
        ck(sys::cuStreamWriteValue32_v2(stream, flag_dev, seq, 0));
        while (*flag).load(Ordering::Acquire) != seq {
            std::hint::spin_loop();
        }
    }
}

/// Module load + unload, the variants interleaved round by round (medians and means of 15 rounds
/// of 40).
pub(crate) fn module_interleaved(dev: &Arc<CudaDevice>) {
    dev.bind_to_thread().unwrap();
    let cctx = cudarc::driver::CudaContext::new(0).unwrap();
    dev.bind_to_thread().unwrap();
    let ptx = std::ffi::CString::new(BASIC).unwrap();
    let mut old = std::ptr::null_mut();
    // SAFETY: valid PTX; every module loaded here is unloaded once.
    unsafe { ck(sys::cuModuleLoadData(&mut old, ptx.as_ptr().cast())) };
    let mut vs = module_variants(dev, &cctx, &ptx, &mut old);
    interleave(&mut vs, 16, 40, || dev.bind_to_thread().unwrap());
    drop(vs);
    // SAFETY: loaded above, not yet unloaded.
    unsafe { ck(sys::cuModuleUnload(old)) };
}

/// The module variants; `old` is the module that the load-then-unload variant replaces.
fn module_variants<'a>(
    dev: &'a Arc<CudaDevice>,
    cctx: &'a Arc<cudarc::driver::CudaContext>,
    ptx: &'a CStr,
    old: &'a mut sys::CUmodule,
) -> Vec<V<'a>> {
    vec![
        ("raw load + unload", Box::new(|| load_unload(ptx))),
        (
            "raw load + unload, fresh CString",
            Box::new(|| load_unload(&std::ffi::CString::new(BASIC).unwrap())),
        ),
        (
            "raw load new, unload previous",
            Box::new(|| {
                let mut m = std::ptr::null_mut();
                // SAFETY: valid PTX; every module loaded here is unloaded once.
                unsafe {
                    ck(sys::cuModuleLoadData(&mut m, ptx.as_ptr().cast()));
                    ck(sys::cuModuleUnload(*old));
                }
                *old = m;
            }),
        ),
        (
            "load_ptx, names [empty]",
            Box::new(|| {
                dev.load_ptx(Ptx::from_src(BASIC), "reload", &["empty"])
                    .unwrap()
            }),
        ),
        (
            "load_ptx, no names",
            Box::new(|| dev.load_ptx(Ptx::from_src(BASIC), "reload", &[]).unwrap()),
        ),
        (
            "raw, with load_ptx's text checks",
            Box::new(|| {
                let mut src: String = String::from(BASIC);
                assert!(!src.trim().is_empty());
                assert!(src.bytes().position(|b| b == 0).is_none());
                src.push('\0');
                let mut m = std::ptr::null_mut();
                // SAFETY: valid PTX, NUL-terminated; unloaded once.
                unsafe {
                    ck(sys::cuModuleLoadData(&mut m, src.as_ptr().cast()));
                    ck(sys::cuModuleUnload(m));
                }
            }),
        ),
        (
            "raw, with the checks by memchr",
            Box::new(|| {
                let mut src: String = String::from(BASIC);
                assert!(!src.trim().is_empty());
                assert!(!src.as_bytes().contains(&0));
                src.push('\0');
                let mut m = std::ptr::null_mut();
                // SAFETY: valid PTX, NUL-terminated; unloaded once.
                unsafe {
                    ck(sys::cuModuleLoadData(&mut m, src.as_ptr().cast()));
                    ck(sys::cuModuleUnload(m));
                }
            }),
        ),
        (
            "cudarc load_module",
            Box::new(|| {
                std::hint::black_box(
                    cctx.load_module(cudarc::nvrtc::Ptx::from_src(BASIC))
                        .unwrap(),
                );
            }),
        ),
    ]
}

/// An await of an empty launch beside raw launches waited for by stream synchronize and by
/// polling an event, and sync launches + synchronize: the variants interleaved round by round
/// (medians of 30 rounds of 200, and the mean over all).
pub(crate) fn await_interleaved(dev: &Arc<CudaDevice>, adev: &AsyncDevice) {
    dev.bind_to_thread().unwrap();
    let empty = dev.get_func("basic", "empty").unwrap();
    let stream = new_stream();
    let mut event = std::ptr::null_mut();
    // SAFETY: a plain driver call with a valid out-pointer, context current.
    unsafe {
        ck(sys::cuEventCreate(
            &mut event,
            sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32,
        ))
    };
    // A word of mapped host memory the stream writes after the kernel: what the adapter's
    // flagged marks do (see `OpMark::reached`).
    let (flag_host, flag_dev) = mapped_word();
    let mut vs = await_variants(dev, adev, &empty, stream, event, (flag_host, flag_dev));
    interleave(&mut vs, 31, 200, || ());
    drop(vs);
    // SAFETY: created above; idle after the last synchronize.
    unsafe {
        ck(sys::cuStreamSynchronize(stream));
        ck(sys::cuEventDestroy_v2(event));
        ck(sys::cuStreamDestroy_v2(stream));
        ck(sys::cuMemFreeHost(flag_host));
    }
}

/// The await variants, on `stream` with `event` and the mapped word `(host, device)`.
fn await_variants<'a>(
    dev: &'a Arc<CudaDevice>,
    adev: &'a AsyncDevice,
    empty: &'a CudaFunction,
    stream: sys::CUstream,
    event: sys::CUevent,
    (flag_host, flag_dev): (*mut c_void, sys::CUdeviceptr),
) -> Vec<V<'a>> {
    let e = empty.cu_function();
    let one = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (1, 1, 1),
        shared_mem_bytes: 0,
    };
    let flag = flag_host as *const AtomicU32;
    let mut seq = 0u32;
    // SAFETY: an empty kernel without parameters on a live stream.
    let launch = move || unsafe { raw_launch(e, 1, 1, stream, std::ptr::null_mut()) };
    vec![
        (
            "raw launch + stream synchronize",
            Box::new(move || {
                launch();
                // SAFETY: a live stream.
                unsafe { ck(sys::cuStreamSynchronize(stream)) };
            }),
        ),
        (
            "raw launch + event record, polled",
            Box::new(move || {
                launch();
                // SAFETY: a live event and stream.
                unsafe {
                    ck(sys::cuEventRecord(event, stream));
                    while matches!(
                        sys::cuEventQuery(event),
                        sys::CUresult::CUDA_ERROR_NOT_READY
                    ) {}
                }
            }),
        ),
        (
            "raw launch + flag write, memory polled",
            Box::new(move || {
                launch();
                seq = seq.wrapping_add(1);
                // SAFETY: a live stream; the word is mapped host memory that outlives the
                // stream's work (synchronized before it is freed).
                unsafe { write_and_poll(stream, flag_dev, flag, seq) };
            }),
        ),
        (
            "await (block_on)",
            // SAFETY: `empty` takes no parameters.
            Box::new(move || block_on(unsafe { adev.launch(empty, one, ()) }).unwrap()),
        ),
        (
            "GpuFuture::wait",
            // SAFETY: `empty` takes no parameters.
            Box::new(move || unsafe { adev.launch(empty, one, ()) }.wait().unwrap()),
        ),
        (
            "sync launch + synchronize",
            Box::new(move || {
                // SAFETY: `empty` takes no parameters.
                unsafe { empty.launch(one, ()) }.unwrap();
                dev.synchronize().unwrap();
            }),
        ),
    ]
}

/// 4-byte round trips: the sync API beside raw calls waited for in different ways.
pub(crate) fn roundtrip_interleaved(dev: &Arc<CudaDevice>) {
    dev.bind_to_thread().unwrap();
    let mut x = dev.htod_sync_copy(&[0u32]).unwrap();
    let stream = new_stream();
    let (mut dbuf, mut pinned) = (0, std::ptr::null_mut());
    // SAFETY: plain driver calls with valid out-pointers, context current.
    unsafe {
        ck(sys::cuMemAlloc_v2(&mut dbuf, 4));
        ck(sys::cuMemHostAlloc(&mut pinned, 64, 0));
    }
    let (flag_host, flag_dev) = mapped_word();
    let src = [7u32];
    let bufs = RoundTrip {
        stream,
        dbuf,
        pinned,
        flag_dev,
        flag: flag_host as *const AtomicU32,
    };
    let mut vs = roundtrip_variants(dev, &mut x, &src, bufs);
    interleave(&mut vs, 31, 300, || ());
    drop(vs);
    // SAFETY: created above; idle after the last synchronize.
    unsafe {
        ck(sys::cuStreamSynchronize(stream));
        ck(sys::cuMemFree_v2(dbuf));
        ck(sys::cuMemFreeHost(pinned));
        ck(sys::cuMemFreeHost(flag_host));
        ck(sys::cuStreamDestroy_v2(stream));
    }
}

/// The raw round trips' stream, 4-byte device buffer, pinned buffer and mapped word.
#[derive(Clone, Copy)]
struct RoundTrip {
    stream: sys::CUstream,
    dbuf: sys::CUdeviceptr,
    pinned: *mut c_void,
    flag_dev: sys::CUdeviceptr,
    flag: *const AtomicU32,
}

/// The round-trip variants: `src` up into `x` (or the raw buffer) and back.
fn roundtrip_variants<'a>(
    dev: &'a Arc<CudaDevice>,
    x: &'a mut CudaSlice<u32>,
    src: &'a [u32; 1],
    b: RoundTrip,
) -> Vec<V<'a>> {
    let RoundTrip {
        stream,
        dbuf,
        pinned,
        flag_dev,
        flag,
    } = b;
    let mut seq = 0u32;
    // SAFETY (every raw variant): a live stream, a 4-byte device buffer, a pinned buffer of 64
    // bytes and a mapped word, all freed only after the last synchronize.
    vec![
        (
            "raw: htod + dtoh pageable, stream sync",
            // SAFETY: `dbuf` holds 4 bytes; `src` and `out` (capacity 1) outlive the synchronize,
            // after which the copy has written the one u32 that `set_len` covers.
            Box::new(move || unsafe {
                ck(sys::cuMemcpyHtoDAsync_v2(
                    dbuf,
                    src.as_ptr().cast(),
                    4,
                    stream,
                ));
                let mut out: Vec<u32> = Vec::with_capacity(1);
                ck(sys::cuMemcpyDtoHAsync_v2(
                    out.as_mut_ptr().cast(),
                    dbuf,
                    4,
                    stream,
                ));
                ck(sys::cuStreamSynchronize(stream));
                out.set_len(1);
                std::hint::black_box(out);
            }),
        ),
        (
            "sync API: htod_sync_copy_into + dtoh_sync_copy",
            Box::new(move || {
                dev.htod_sync_copy_into(src, &mut *x).unwrap();
                std::hint::black_box(dev.dtoh_sync_copy(&*x).unwrap());
            }),
        ),
        (
            "raw: htod + dtoh pinned, stream sync",
            // SAFETY: `dbuf` holds 4 bytes; `src` and `out` (capacity 1) outlive the synchronize,
            // after which the copy has written the one u32 that `set_len` covers.
            Box::new(move || unsafe {
                ck(sys::cuMemcpyHtoDAsync_v2(
                    dbuf,
                    src.as_ptr().cast(),
                    4,
                    stream,
                ));
                ck(sys::cuMemcpyDtoHAsync_v2(pinned, dbuf, 4, stream));
                ck(sys::cuStreamSynchronize(stream));
                std::hint::black_box(vec![pinned.cast::<u32>().read()]);
            }),
        ),
        (
            "raw: htod + dtoh pinned, flag polled",
            // SAFETY: `dbuf` holds 4 bytes; `src` and `out` (capacity 1) outlive the synchronize,
            // after which the copy has written the one u32 that `set_len` covers.
            Box::new(move || unsafe {
                ck(sys::cuMemcpyHtoDAsync_v2(
                    dbuf,
                    src.as_ptr().cast(),
                    4,
                    stream,
                ));
                ck(sys::cuMemcpyDtoHAsync_v2(pinned, dbuf, 4, stream));
                seq = seq.wrapping_add(1);
                write_and_poll(stream, flag_dev, flag, seq);
                std::hint::black_box(vec![pinned.cast::<u32>().read()]);
            }),
        ),
    ]
}
