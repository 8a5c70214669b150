//! Whether a call made on another thread, between two launches on two streams, keeps the two
//! kernels from running at once. Older CUDA programming guides list page-locked host
//! allocations and device allocations among the calls that do ("Implicit Synchronization"). A
//! test suite that opens a device object per test, such as cudarc 0.19's own, makes such calls
//! on one thread while another thread's test times two streams' overlap
//! (`compat/cudarc-0.19/README.md`).
//!
//! Each row: a 20 ms spin kernel on one raw stream, then the other thread's call, started
//! while the kernel runs, then the same kernel on a second raw stream. The time from the first
//! kernel's start to the later end (events on the GPU) against the first kernel alone: 1.0x
//! when the kernels ran at once, 2.0x when the second waited for the first.

use crate::common::mid;
use crate::common::raw_launch;
use crate::common::table::{Row, Target};
use crate::{Bench, REPS};
use cuda_driver::driver::{CudaDevice, result, sys};
use std::ffi::c_void;
use std::time::Duration;

/// What the other thread does between the two launches.
#[derive(Clone, Copy)]
enum Between {
    Nothing,
    /// `cuMemHostAlloc` of a page (no flags), then `cuMemFreeHost`.
    PinnedAllocFree,
    /// The same with `CU_MEMHOSTALLOC_DEVICEMAP` and its device address (`cuMemHostGetDevicePointer`).
    MappedAllocFree,
    /// `cuMemAlloc` of a page, then `cuMemFree`.
    DeviceAllocFree,
    /// `cuCtxSynchronize`.
    CtxSynchronize,
    /// A device object of the crate made and dropped (`CudaDevice::new(0)`).
    NewDevice,
    /// The same with a 4-byte download on it first (one of its first eight small downloads,
    /// which take the driver's path: no pinned memory).
    NewDeviceSmallCopy,
    /// The same with twelve: the last four take a pinned bounce buffer and a flag page, freed
    /// (after a `cuCtxSynchronize`) when the object drops.
    NewDeviceTwelveCopies,
    /// `cuStreamCreate` (non-blocking), then `cuStreamDestroy`.
    StreamCreateDestroy,
    /// `cuModuleLoadData` of the spin kernel's PTX, then `cuModuleUnload`.
    ModuleLoadUnload,
    /// `cuMemAllocAsync` of 256 MiB on a stream of its own (the pool grows), `cuMemFreeAsync`,
    /// a synchronize of that stream and `cuMemPoolTrimTo(0)` on the device's default pool.
    PoolGrowTrim,
}

impl Between {
    fn run(self, dev: &CudaDevice) {
        // SAFETY: each handle is made here and released once; the context is current.
        unsafe {
            match self {
                Between::Nothing => {}
                Between::PinnedAllocFree => {
                    let p = result::malloc_host(4096, 0).unwrap();
                    result::free_host(p).unwrap();
                }
                Between::MappedAllocFree => {
                    let p = result::malloc_host(4096, sys::CU_MEMHOSTALLOC_DEVICEMAP).unwrap();
                    result::host_get_device_pointer(p).unwrap();
                    result::free_host(p).unwrap();
                }
                Between::DeviceAllocFree => {
                    let p = result::malloc_sync(4096).unwrap();
                    result::free_sync(p).unwrap();
                }
                Between::CtxSynchronize => crate::common::ck(sys::cuCtxSynchronize()),
                Between::NewDevice => drop(CudaDevice::new(dev.ordinal()).unwrap()),
                Between::NewDeviceSmallCopy => {
                    let d = CudaDevice::new(dev.ordinal()).unwrap();
                    let x = d.alloc_zeros::<i32>(1).unwrap();
                    assert_eq!(d.dtoh_sync_copy(&x).unwrap(), [0]);
                }
                Between::NewDeviceTwelveCopies => {
                    let d = CudaDevice::new(dev.ordinal()).unwrap();
                    let x = d.alloc_zeros::<i32>(1).unwrap();
                    for _ in 0..12 {
                        assert_eq!(d.dtoh_sync_copy(&x).unwrap(), [0]);
                    }
                }
                Between::StreamCreateDestroy => {
                    let s = result::stream::create(result::stream::StreamKind::NonBlocking);
                    result::stream::destroy(s.unwrap()).unwrap();
                }
                Between::ModuleLoadUnload => {
                    let ptx = std::ffi::CString::new(crate::SPIN_PTX).unwrap();
                    let m = result::module::load_data(ptx.as_ptr().cast()).unwrap();
                    result::module::unload(m).unwrap();
                }
                Between::PoolGrowTrim => {
                    let s = result::stream::create(result::stream::StreamKind::NonBlocking);
                    let s = s.unwrap();
                    let p = result::malloc_async(s, 256 << 20).unwrap();
                    result::free_async(p, s).unwrap();
                    result::stream::synchronize(s).unwrap();
                    let mut pool = std::ptr::null_mut();
                    crate::common::ck(sys::cuDeviceGetDefaultMemPool(&mut pool, *dev.cu_device()));
                    crate::common::ck(sys::cuMemPoolTrimTo(pool, 0));
                    result::stream::destroy(s).unwrap();
                }
            }
        }
    }
}

/// The raw streams, events and kernel the rows launch on.
struct Pair<'a> {
    dev: &'a CudaDevice,
    spin: sys::CUfunction,
    /// The spin kernel's length: 20 ms of the device's clock.
    cycles: u64,
    streams: [sys::CUstream; 2],
    /// Before and after the kernel, on each stream in turn.
    events: [sys::CUevent; 4],
    /// The kernels' flags: two ints.
    flags: sys::CUdeviceptr,
}

impl<'a> Pair<'a> {
    fn open(dev: &'a CudaDevice) -> Pair<'a> {
        dev.bind_to_thread().unwrap();
        let clock_khz = dev
            .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
            .unwrap() as u64;
        let kind = result::stream::StreamKind::NonBlocking;
        let event = || result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT).unwrap();
        Pair {
            dev,
            spin: crate::common::raw_function(crate::SPIN_PTX, c"spin"),
            cycles: clock_khz * 20,
            streams: [
                result::stream::create(kind).unwrap(),
                result::stream::create(kind).unwrap(),
            ],
            events: [event(), event(), event(), event()],
            // SAFETY: two ints, freed in `Drop` after the streams are synchronized.
            flags: unsafe { result::malloc_sync(8) }.unwrap(),
        }
    }

    /// The spin kernel on stream `i`, between that stream's two events.
    fn launch(&self, i: usize) {
        let stream = self.streams[i];
        let mut cycles = self.cycles;
        let mut flag = self.flags + 4 * i as u64;
        let mut params = [
            (&raw mut cycles).cast::<c_void>(),
            (&raw mut flag).cast::<c_void>(),
        ];
        // SAFETY: spin(unsigned long long cycles, int *flag) writes one int of `flags`; the
        // events and the stream are live.
        unsafe {
            result::event::record(self.events[2 * i], stream).unwrap();
            raw_launch(self.spin, 1, 1, stream, params.as_mut_ptr());
            result::event::record(self.events[2 * i + 1], stream).unwrap();
        }
    }

    /// One pair of launches with `between` on another thread: the first kernel's time and
    /// both kernels' (first start to last end), in seconds.
    fn run(&self, between: Between) -> (f64, f64) {
        // A channel rather than a barrier: if the first launch panics, the sender is dropped
        // and the other thread returns instead of waiting for ever.
        let (go, started) = std::sync::mpsc::channel::<()>();
        let dev = self.dev;
        std::thread::scope(|s| {
            s.spawn(move || {
                dev.bind_to_thread().unwrap();
                if started.recv().is_ok() {
                    between.run(dev);
                }
            });
            self.launch(0);
            // The other thread's call starts while the first kernel runs.
            go.send(()).unwrap();
            std::thread::sleep(Duration::from_millis(2));
            self.launch(1);
        });
        // SAFETY: the streams and events are live; both streams are synchronized first.
        unsafe {
            for s in self.streams {
                result::stream::synchronize(s).unwrap();
            }
            let first = result::event::elapsed(self.events[0], self.events[1]).unwrap() as f64;
            let second_end = result::event::elapsed(self.events[0], self.events[3]).unwrap() as f64;
            (first * 1e-3, first.max(second_end) * 1e-3)
        }
    }
}

impl Drop for Pair<'_> {
    fn drop(&mut self) {
        // SAFETY: every run synchronized both streams; nothing uses these any more.
        unsafe {
            result::free_sync(self.flags).unwrap();
            for e in self.events {
                result::event::destroy(e).unwrap();
            }
            for s in self.streams {
                result::stream::destroy(s).unwrap();
            }
        }
    }
}

/// The rows: each call between the launches, against the first kernel alone.
pub(crate) fn implicit_sync_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let pair = Pair::open(&b.dev);
    let ours = Some(Target::Max(1.2));
    let cases: [(&'static str, Between, Option<Target>); 11] = [
        (
            "implicit sync: 2 x 20 ms kernels, 2 streams, nothing between",
            Between::Nothing,
            None,
        ),
        (
            "implicit sync: cuMemHostAlloc + cuMemFreeHost between",
            Between::PinnedAllocFree,
            None,
        ),
        (
            "implicit sync: mapped cuMemHostAlloc + cuMemFreeHost between",
            Between::MappedAllocFree,
            None,
        ),
        (
            "implicit sync: cuMemAlloc + cuMemFree between",
            Between::DeviceAllocFree,
            None,
        ),
        (
            "implicit sync: cuCtxSynchronize between",
            Between::CtxSynchronize,
            None,
        ),
        (
            "implicit sync: a new device object, dropped, between",
            Between::NewDevice,
            ours,
        ),
        (
            "implicit sync: a new device object's 4-byte dtoh between",
            Between::NewDeviceSmallCopy,
            ours,
        ),
        (
            "implicit sync: a new device object's twelve 4-byte dtoh between",
            Between::NewDeviceTwelveCopies,
            None,
        ),
        (
            "implicit sync: cuStreamCreate + cuStreamDestroy between",
            Between::StreamCreateDestroy,
            None,
        ),
        (
            "implicit sync: cuModuleLoadData + cuModuleUnload between",
            Between::ModuleLoadUnload,
            None,
        ),
        (
            "implicit sync: 256 MiB cuMemAllocAsync + free + cuMemPoolTrimTo between",
            Between::PoolGrowTrim,
            None,
        ),
    ];
    for (name, between, target) in cases {
        pair.run(between);
        let (firsts, boths): (Vec<f64>, Vec<f64>) = (0..REPS).map(|_| pair.run(between)).unzip();
        rows.push(Row {
            name,
            raw: Some(mid(firsts)),
            ours: Some(mid(boths)),
            cudarc: None,
            target,
        });
    }
    notes.push(
        "implicit sync rows: raw = the first kernel alone, ours = both kernels (first start to \
         last end, GPU events); 1.0x: they ran at once, 2.0x: the second waited"
            .into(),
    );
}
