//! The raw floors of the default mode: the driver calls a composed chain makes, made directly,
//! an empty launch waited for in different ways, and module load + unload.

use crate::common::{ck, load_unload, raw_launch};
use crate::{BASIC, t};
use cuda_driver::driver::{CudaDevice, sys};
use cuda_driver::nvrtc::Ptx;
use std::sync::Arc;
use std::time::Instant;

/// What the raw floors run on: a module of their own with `add_one`, four streams, an event,
/// and pinned buffers of the chain's size up and down.
struct Floor {
    module: sys::CUmodule,
    f: sys::CUfunction,
    streams: [sys::CUstream; 4],
    event: sys::CUevent,
    up: *mut std::ffi::c_void,
    down: *mut std::ffi::c_void,
}

impl Floor {
    /// Loads the module and makes the streams, the event and `bytes` bytes each way.
    fn open(dev: &Arc<CudaDevice>, bytes: usize) -> Floor {
        dev.bind_to_thread().unwrap();
        let ptx = std::ffi::CString::new(BASIC).unwrap();
        let (mut module, mut f) = (std::ptr::null_mut(), std::ptr::null_mut());
        let mut streams = [std::ptr::null_mut(); 4];
        let mut event = std::ptr::null_mut();
        let (mut up, mut down) = (std::ptr::null_mut(), std::ptr::null_mut());
        // SAFETY: plain driver calls with valid out-pointers in the device's current context.
        unsafe {
            ck(sys::cuModuleLoadData(&mut module, ptx.as_ptr().cast()));
            ck(sys::cuModuleGetFunction(
                &mut f,
                module,
                c"add_one".as_ptr(),
            ));
            for s in &mut streams {
                ck(sys::cuStreamCreate(
                    s,
                    sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
                ));
            }
            ck(sys::cuEventCreate(
                &mut event,
                sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32,
            ));
            ck(sys::cuMemHostAlloc(&mut up, bytes, 0));
            ck(sys::cuMemHostAlloc(&mut down, bytes, 0));
        }
        Floor {
            module,
            f,
            streams,
            event,
            up,
            down,
        }
    }

    /// Polls the event until it is reached.
    ///
    /// # Safety
    ///
    /// The event is recorded.
    #[inline(always)]
    unsafe fn poll_event(&self) {
        // SAFETY: a live, recorded event (the caller's contract).
        while matches!(
            // SAFETY: a live event, recorded on a live stream.
            unsafe { sys::cuEventQuery(self.event) },
            sys::CUresult::CUDA_ERROR_NOT_READY
        ) {}
    }

    /// Waits for everything, then frees what [`Floor::open`] made.
    fn close(self) {
        // SAFETY: created in `open`; nothing runs on them any more.
        unsafe {
            ck(sys::cuCtxSynchronize());
            ck(sys::cuMemFreeHost(self.up));
            ck(sys::cuMemFreeHost(self.down));
            ck(sys::cuEventDestroy_v2(self.event));
            for s in self.streams {
                ck(sys::cuStreamDestroy_v2(s));
            }
            ck(sys::cuModuleUnload(self.module));
        }
    }
}

/// The driver calls a composed upload -> kernel -> download chain makes, made directly: a
/// stream-ordered allocation, an upload from a pinned buffer, the kernel, a download into a
/// pinned buffer, the stream-ordered free and an event, polled until reached. On one stream,
/// and rotating over four (as the round-robin policy does), with and without the event. Then
/// an empty launch, waited for in different ways.
pub(crate) fn raw_floors(dev: &Arc<CudaDevice>, input: &[f32], r: usize) {
    let fl = Floor::open(dev, std::mem::size_of_val(input));
    chain_calls(&fl, input, r);
    let mut empty = std::ptr::null_mut();
    // SAFETY: the module is loaded.
    unsafe {
        ck(sys::cuModuleGetFunction(
            &mut empty,
            fl.module,
            c"empty".as_ptr(),
        ))
    };
    empty_launch_waits(&fl, empty, r);
    empty_launch_enqueues(&fl, empty, r);
    fl.close();
}

/// The chain's calls, on one stream and on four in turn, waited for by the event or by
/// stream synchronize.
fn chain_calls(fl: &Floor, input: &[f32], r: usize) {
    let Floor {
        f,
        streams,
        event,
        up,
        down,
        ..
    } = *fl;
    let bytes = std::mem::size_of_val(input);
    let n = input.len();
    let mut i = 0usize;
    let mut one = |rotate: bool, with_event: bool| {
        let s = streams[if rotate { i % 4 } else { 0 }];
        i += 1;
        let mut p: sys::CUdeviceptr = 0;
        let mut nn = n;
        // SAFETY: the buffers have `bytes` bytes; the kernel stays within n elements; the
        // allocation is freed once, after its last use in stream order.
        unsafe {
            ck(sys::cuMemAllocAsync(&mut p, bytes, s));
            std::ptr::copy_nonoverlapping(input.as_ptr().cast::<u8>(), up.cast::<u8>(), bytes);
            ck(sys::cuMemcpyHtoDAsync_v2(p, up, bytes, s));
            let mut args = [
                (&mut p as *mut u64).cast::<std::ffi::c_void>(),
                (&mut nn as *mut usize).cast(),
            ];
            raw_launch(f, 4, 256, s, args.as_mut_ptr());
            ck(sys::cuMemcpyDtoHAsync_v2(down, p, bytes, s));
            ck(sys::cuMemFreeAsync(p, s));
            if with_event {
                ck(sys::cuEventRecord(event, s));
                fl.poll_event();
            } else {
                ck(sys::cuStreamSynchronize(s));
            }
            let mut v = vec![0f32; n];
            std::ptr::copy_nonoverlapping(down.cast::<u8>(), v.as_mut_ptr().cast::<u8>(), bytes);
            std::hint::black_box(v);
        }
    };
    t("raw: chain's calls, one stream, event polled", r, || {
        one(false, true)
    });
    t(
        "raw: chain's calls, four streams in turn, event polled",
        r,
        || one(true, true),
    );
    t(
        "raw: chain's calls, one stream, stream synchronize",
        r,
        || one(false, false),
    );
    t(
        "raw: chain's calls, four streams in turn, stream synchronize",
        r,
        || one(true, false),
    );
}

/// An empty launch on the first stream, waited for by the event or by stream synchronize.
fn empty_launch_waits(fl: &Floor, empty: sys::CUfunction, r: usize) {
    let launch = |with_event: bool| {
        let s = fl.streams[0];
        // SAFETY: an empty kernel without parameters, on a live stream; the event is live.
        unsafe {
            raw_launch(empty, 1, 1, s, std::ptr::null_mut());
            if with_event {
                ck(sys::cuEventRecord(fl.event, s));
                fl.poll_event();
            } else {
                ck(sys::cuStreamSynchronize(s));
            }
        }
    };
    t("raw: empty launch, event polled", r, || launch(true));
    t("raw: empty launch, stream synchronize", r, || launch(false));
}

/// An empty launch enqueued (with and without an event recorded after it), drained every 64;
/// the launch and record timed alone; and the launch waited for by polling the stream.
fn empty_launch_enqueues(fl: &Floor, empty: sys::CUfunction, r: usize) {
    let stream = fl.streams[0];
    let enqueue_only = |record: bool| {
        // SAFETY: as in `empty_launch_waits`.
        unsafe {
            raw_launch(empty, 1, 1, stream, std::ptr::null_mut());
            if record {
                ck(sys::cuEventRecord(fl.event, stream));
            }
        }
    };
    let mut k = 0usize;
    let mut drained = |record: bool| {
        enqueue_only(record);
        k += 1;
        if k % 64 == 0 {
            // SAFETY: a live stream.
            unsafe { ck(sys::cuStreamSynchronize(stream)) };
        }
    };
    t(
        "raw: empty launch, enqueue only (drained every 64)",
        r,
        || drained(false),
    );
    t(
        "raw: empty launch + event record, enqueue only (drained every 64)",
        r,
        || drained(true),
    );
    let (mut call, mut calls) = (std::time::Duration::ZERO, 0u32);
    t(
        "raw: empty launch + record, event polled (timing the calls)",
        r,
        || {
            let s = Instant::now();
            enqueue_only(true);
            call += s.elapsed();
            calls += 1;
            // SAFETY: the event was recorded just now.
            unsafe { fl.poll_event() };
        },
    );
    crate::print_share("  of which launch + record, on an idle stream", call, calls);
    t("raw: empty launch, stream query polled", r, || {
        enqueue_only(false);
        // SAFETY: a live stream.
        while matches!(
            // SAFETY: a live stream.
            unsafe { sys::cuStreamQuery(stream) },
            sys::CUresult::CUDA_ERROR_NOT_READY
        ) {}
    });
}

/// Module load + unload: raw, and `load_ptx` replacing a module, with and without kernel names.
pub(crate) fn module_parts(dev: &Arc<CudaDevice>, r: usize) {
    dev.bind_to_thread().unwrap();
    let ptx = std::ffi::CString::new(BASIC).unwrap();
    t("raw: module load + unload", r, || load_unload(&ptx));
    let mut old = std::ptr::null_mut();
    // SAFETY: valid PTX; every module loaded here is unloaded once.
    unsafe { ck(sys::cuModuleLoadData(&mut old, ptx.as_ptr().cast())) };
    t("raw: module load, then unload of the previous", r, || {
        let mut m = std::ptr::null_mut();
        // SAFETY: as above.
        unsafe {
            ck(sys::cuModuleLoadData(&mut m, ptx.as_ptr().cast()));
            ck(sys::cuModuleUnload(old));
        }
        old = m;
    });
    // SAFETY: loaded above.
    unsafe { ck(sys::cuModuleUnload(old)) };
    t("load_ptx replacing, names [empty]", r, || {
        dev.load_ptx(Ptx::from_src(BASIC), "reload", &["empty"])
            .unwrap()
    });
    t("load_ptx replacing, no names", r, || {
        dev.load_ptx(Ptx::from_src(BASIC), "reload", &[]).unwrap()
    });
    let image = Ptx::from_src(BASIC);
    t("load_ptx replacing, Ptx cloned", r, || {
        dev.load_ptx(image.clone(), "reload", &[]).unwrap()
    });
    t(
        "raw: module load + unload, PTX copied to a fresh buffer",
        r,
        || load_unload(&std::ffi::CString::new(BASIC).unwrap()),
    );
    t("raw: module load + unload (again)", r, || load_unload(&ptx));
}
