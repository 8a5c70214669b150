//! The async floor: the concurrency group's small request made by 1000 tokio tasks straight
//! through `sys`, awaiting each of its three steps as per-call futures do, with nothing else.
//! After each step the task records its event and awaits a future that asks the driver once
//! (`cuEventQuery`), then parks until one polling thread, which queries every parked event in
//! turn, sees it reached and wakes the task. No ordering, no pools, no result cells: what the
//! plainest adapter that awaits three operations per request pays on this driver under this
//! runtime (a floor to compare with, not a proven lower bound).

use crate::common::ck;
use cuda_driver::driver::sys;
use std::ffi::c_void;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};

/// Streams the tasks share (task `i` uses stream `i % STREAMS`), as the adapter has.
const STREAMS: usize = 16;

/// An event a task waits for, with its waker and the flag the poller sets once it is reached.
struct Parked {
    event: usize,
    waker: Waker,
    done: Arc<AtomicBool>,
}

/// The raw way's shared state: the context, `add_one`, the streams, each task's event and
/// pinned staging (made once, as the adapter's pools are), and the events parked for the
/// polling thread.
pub(crate) struct Floor {
    ctx: usize,
    add_one: usize,
    streams: Vec<usize>,
    /// Per task: its event, and the addresses of its pinned upload and download buffers.
    slots: Vec<(usize, usize, usize)>,
    parked: Mutex<Vec<Parked>>,
}

/// f32 per request.
const N: usize = super::concurrency::N;

impl Floor {
    /// Creates the streams (in `ctx`, as an address) and the staging of `tasks` tasks; the
    /// floor lives for the rest of the process (its tasks hold it).
    pub(crate) fn start(ctx: usize, add_one: usize, tasks: usize) -> &'static Floor {
        let streams = (0..STREAMS)
            .map(|_| {
                let mut s = std::ptr::null_mut();
                // SAFETY: valid out-pointer, context made current first.
                unsafe {
                    ck(sys::cuCtxSetCurrent(ctx as _));
                    ck(sys::cuStreamCreate(
                        &mut s,
                        sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
                    ));
                }
                s as usize
            })
            .collect();
        let bytes = N * 4;
        let mut pinned = std::ptr::null_mut();
        // SAFETY: valid out-pointer, the context current; never freed (the floor lives on).
        ck(unsafe { sys::cuMemAllocHost_v2(&mut pinned, 2 * bytes * tasks) });
        let slots = (0..tasks)
            .map(|i| {
                let mut event = std::ptr::null_mut();
                // SAFETY: valid out-pointer, the context current.
                ck(unsafe {
                    sys::cuEventCreate(
                        &mut event,
                        sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32,
                    )
                });
                let up = pinned as usize + 2 * i * bytes;
                (event as usize, up, up + bytes)
            })
            .collect();
        let floor: &'static Floor = Box::leak(Box::new(Floor {
            ctx,
            add_one,
            streams,
            slots,
            parked: Mutex::new(Vec::new()),
        }));
        floor
    }

    /// The polling thread: queries each parked event, wakes the tasks of those reached; when
    /// none was, gives its core away before the next round (the adapter's completion thread
    /// spins or naps there instead). Until `stop`.
    fn poll_events(&self, stop: &AtomicBool) {
        // SAFETY: the floor's context.
        ck(unsafe { sys::cuCtxSetCurrent(self.ctx as _) });
        let mut mine = Vec::new();
        while !stop.load(Ordering::Acquire) {
            mine.append(&mut self.parked.lock().unwrap());
            let before = mine.len();
            mine.retain(|p: &Parked| {
                // SAFETY: a live event, recorded before it was parked.
                match unsafe { sys::cuEventQuery(p.event as _) } {
                    sys::CUresult::CUDA_ERROR_NOT_READY => true,
                    r => {
                        ck(r);
                        p.done.store(true, Ordering::Release);
                        p.waker.wake_by_ref();
                        false
                    }
                }
            });
            if mine.len() == before {
                std::thread::yield_now();
            }
        }
    }

    /// A runtime of `workers` threads with the floor's context current on each.
    pub(crate) fn runtime(&'static self, workers: usize) -> tokio::runtime::Runtime {
        let ctx = self.ctx;
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(workers)
            .on_thread_start(move || {
                // SAFETY: the floor's context, on a thread of the runtime.
                ck(unsafe { sys::cuCtxSetCurrent(ctx as _) })
            })
            .build()
            .unwrap()
    }

    /// `requests` requests from `tasks` tasks on `rt`, with the polling thread running
    /// meanwhile only; the last result of each task checked.
    pub(crate) fn run(&'static self, rt: &tokio::runtime::Runtime, tasks: usize, requests: usize) {
        let stop = AtomicBool::new(false);
        std::thread::scope(|sc| {
            std::thread::Builder::new()
                .name("floor-poller".into())
                .spawn_scoped(sc, || self.poll_events(&stop))
                .unwrap();
            rt.block_on(async {
                let handles: Vec<_> = (0..tasks)
                    .map(|i| tokio::spawn(self.task(i, requests / tasks)))
                    .collect();
                for h in handles {
                    h.await.unwrap();
                }
            });
            stop.store(true, Ordering::Release);
        });
    }

    /// Task `i`'s requests, on its stream, with its event and pinned staging (addresses held
    /// across the awaits, to keep the task `Send`).
    async fn task(&'static self, i: usize, count: usize) {
        let (s, (event, up, down)) = (self.streams[i % STREAMS], self.slots[i]);
        let input: Vec<f32> = (0..N).map(|i| i as f32).collect();
        let mut last = Vec::new();
        for _ in 0..count {
            // SAFETY: `up` is the task's, and its last upload was reached.
            let d = unsafe { self.upload(&input, up, s) };
            self.reached(event, s).await;
            // SAFETY: `d` holds N floats, uploaded on `s`.
            unsafe { self.add_one(d, s) };
            self.reached(event, s).await;
            // SAFETY: `d` as above; `down` is the task's, read only once this is reached.
            unsafe { self.download(d, down, s) };
            self.reached(event, s).await;
            // SAFETY: the download into `down` was reached: N floats, nothing writes them.
            last = unsafe { std::slice::from_raw_parts(down as *const f32, N) }.to_vec();
        }
        assert_eq!(last[N - 1], input[N - 1] + 1.0);
    }

    /// Allocates 4 KiB on stream `s` and uploads `input` there through the pinned `up`.
    ///
    /// # Safety
    ///
    /// `up` holds N f32 and no copy from it is in flight.
    unsafe fn upload(&self, input: &[f32], up: usize, s: usize) -> sys::CUdeviceptr {
        let mut d: sys::CUdeviceptr = 0;
        // SAFETY: the caller's contract; N floats each way.
        unsafe {
            std::ptr::copy_nonoverlapping(input.as_ptr(), up as *mut f32, N);
            ck(sys::cuMemAllocAsync(&mut d, N * 4, s as _));
            ck(sys::cuMemcpyHtoDAsync_v2(
                d,
                up as *const c_void,
                N * 4,
                s as _,
            ));
        }
        d
    }

    /// Enqueues add_one over the N floats at `d` on `s`.
    ///
    /// # Safety
    ///
    /// `d` holds N f32, live on `s`.
    unsafe fn add_one(&self, mut d: sys::CUdeviceptr, s: usize) {
        let mut n = N;
        let mut args: [*mut c_void; 2] =
            [(&mut d as *mut u64).cast(), (&mut n as *mut usize).cast()];
        // SAFETY: add_one(float*, size_t) stays within its n elements.
        unsafe {
            crate::common::raw_launch(
                self.add_one as _,
                (N as u32).div_ceil(256),
                256,
                s as _,
                args.as_mut_ptr(),
            )
        };
    }

    /// Downloads the N floats at `d` into the pinned `down` and frees `d`, on `s`.
    ///
    /// # Safety
    ///
    /// `d` holds N f32, live on `s`; `down` holds N f32 and nothing reads it until the stream
    /// passed the copy.
    unsafe fn download(&self, d: sys::CUdeviceptr, down: usize, s: usize) {
        // SAFETY: the caller's contract.
        unsafe {
            ck(sys::cuMemcpyDtoHAsync_v2(
                down as *mut c_void,
                d,
                N * 4,
                s as _,
            ));
            ck(sys::cuMemFreeAsync(d, s as _));
        }
    }

    /// Records `event` on `s` and waits until the GPU reaches it.
    fn reached(&'static self, event: usize, s: usize) -> Reached {
        // SAFETY: a live event and stream of the current context.
        ck(unsafe { sys::cuEventRecord(event as _, s as _) });
        Reached {
            floor: self,
            event,
            done: None,
        }
    }
}

/// Ready once the event is reached: asks the driver in its first poll, then waits for the
/// polling thread.
struct Reached {
    floor: &'static Floor,
    event: usize,
    done: Option<Arc<AtomicBool>>,
}

impl Future for Reached {
    type Output = ();

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        match &self.done {
            Some(done) if done.load(Ordering::Acquire) => Poll::Ready(()),
            // Woken by the polling thread only: the task's waker does not change under tokio.
            Some(_) => Poll::Pending,
            None => {
                // SAFETY: a live, recorded event.
                match unsafe { sys::cuEventQuery(self.event as _) } {
                    sys::CUresult::CUDA_ERROR_NOT_READY => {
                        let done = Arc::new(AtomicBool::new(false));
                        self.floor.parked.lock().unwrap().push(Parked {
                            event: self.event,
                            waker: cx.waker().clone(),
                            done: done.clone(),
                        });
                        self.done = Some(done);
                        Poll::Pending
                    }
                    r => {
                        ck(r);
                        Poll::Ready(())
                    }
                }
            }
        }
    }
}
