//! The async adapter (`AsyncDevice`) on a real device: its futures, their ordering with the sync
//! API and with each other, the completion thread, `synchronize`, user streams, and futures moved
//! between threads, tasks and runtimes. Slow kernels (`SLOW` is about 50 ms on an H100) run ahead
//! of the operation under test, so that an operation that overtakes them, a future that resolves
//! early or a drop that waits shows; every element is checked.

use crate::kernels::{CFG, SlowKernels};
use crate::support::kernels::ONE;
use cuda_driver::r#async::{AsyncDevice, GpuFuture, Op};
use cuda_driver::driver::sys::CUdeviceptr;
use cuda_driver::driver::{CudaDevice, CudaFunction, CudaSlice, DevicePtr, result};
use std::future::Future;
use std::pin::Pin;
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Mutex, mpsc};
use std::task::{Context, Poll, Waker};
use std::thread::ThreadId;
use std::time::Duration;

mod completion_thread;
mod futures;
mod ordering;
mod runtimes;
mod streams;
mod synchronize;
mod tasks;

/// `x[..] += value` through the adapter, at once.
fn add(adev: &AsyncDevice, k: &SlowKernels, x: &mut CudaSlice<f32>, value: f32) -> GpuFuture<()> {
    let n = x.len();
    // SAFETY: add_all(float *x, size_t n, float value) stays within n.
    unsafe { adev.launch(&k.add, CFG, (x, n, value)) }
}

/// Whether everything enqueued on the calling thread's stream of `dev` (the main stream on
/// the thread that opened it) is done.
fn stream_idle(dev: &Arc<CudaDevice>) -> bool {
    // SAFETY: the stream lives as long as `dev`.
    unsafe { result::stream::query(*dev.cu_stream()) }.unwrap()
}

/// The `spin` kernel: thread 0 spins for `cycles`, then sets `flag[0] = 1`.
fn spin_flag(
    adev: &AsyncDevice,
    spin: &CudaFunction,
    flag: &mut CudaSlice<i32>,
    cycles: u64,
) -> GpuFuture<()> {
    // SAFETY: spin(unsigned long long cycles, int *flag_out) writes flag_out[0] only.
    unsafe { adev.launch(spin, ONE, (cycles, flag)) }
}

/// Polls `fut` once with `waker`.
fn poll_with<F: Future + Unpin>(fut: &mut F, waker: &Waker) -> Poll<F::Output> {
    Pin::new(fut).poll(&mut Context::from_waker(waker))
}

/// Polls `fut` once, without waiting: its output if it is ready.
fn ready_now<F: Future + Unpin>(fut: &mut F) -> Option<F::Output> {
    match poll_with(fut, Waker::noop()) {
        Poll::Ready(v) => Some(v),
        Poll::Pending => None,
    }
}

/// A chain (an allocation, then a `map` whose closure holds `w`) executed now, behind
/// whatever the main stream runs, and its future dropped at once: what it leaves (the closure
/// and its capture) is the user's, to be dropped on a thread of the user's.
fn drop_a_chain_holding(adev: &AsyncDevice, w: Witness) {
    let fut = adev
        .ops()
        .alloc_zeros::<u8>(4)
        .map(move |v| {
            let _keep = &w;
            v
        })
        .run();
    drop(fut);
}

/// CPU time of threads, from the kernel (Linux).
#[cfg(target_os = "linux")]
mod cpu {
    use super::AsyncDevice;
    use cuda_driver::driver::CudaDevice;
    use std::collections::HashSet;
    use std::sync::Arc;
    use std::time::Duration;

    /// CPU time thread `tid` of this process has used (the larger of the scheduler's count
    /// and the tick count, so that neither can hide it); `None` once it has ended.
    pub(super) fn of_thread(tid: &str) -> Option<Duration> {
        let dir = format!("/proc/self/task/{tid}");
        let stat = std::fs::read_to_string(format!("{dir}/stat")).ok()?;
        // Fields after the command name (in parentheses): utime and stime are the 12th and
        // 13th of them (fields 14 and 15 of the line).
        let rest = &stat[stat.rfind(')')? + 1..];
        let f: Vec<&str> = rest.split_whitespace().collect();
        let ticks: u64 = f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?;
        // SAFETY: sysconf reads a constant of the system.
        let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
        let by_ticks = Duration::from_nanos(ticks * 1_000_000_000 / hz);
        let by_scheduler = std::fs::read_to_string(format!("{dir}/schedstat"))
            .ok()
            .and_then(|s| s.split_whitespace().next()?.parse().ok())
            .map_or(Duration::ZERO, Duration::from_nanos);
        Some(by_ticks.max(by_scheduler))
    }

    /// The ids of this process's completion threads ("cuda-driver-async", cut to 15 bytes).
    fn completion_threads() -> HashSet<String> {
        std::fs::read_dir("/proc/self/task")
            .unwrap()
            .filter_map(|e| {
                let e = e.ok()?;
                let comm = std::fs::read_to_string(e.path().join("comm")).ok()?;
                comm.starts_with("cuda-driver-as")
                    .then(|| e.file_name().to_string_lossy().into_owned())
            })
            .collect()
    }

    /// A new adapter and the id of its completion thread (the one thread of that name that
    /// appeared with it; tried again while other tests start adapters at the same moment).
    pub(super) fn adapter_with_thread(dev: &Arc<CudaDevice>) -> (AsyncDevice, String) {
        for _ in 0..20 {
            let before = completion_threads();
            let adev = AsyncDevice::new(dev.clone()).unwrap();
            let new: Vec<String> = completion_threads().difference(&before).cloned().collect();
            if let [tid] = &new[..] {
                return (adev, tid.clone());
            }
        }
        panic!("no adapter's completion thread could be told from the others' in 20 tries");
    }
}

/// Records the thread it is dropped on.
pub(crate) struct Witness(Arc<Mutex<Vec<ThreadId>>>);

impl Drop for Witness {
    fn drop(&mut self) {
        self.0.lock().unwrap().push(std::thread::current().id());
    }
}

/// A witness, and where it records the threads it is dropped on.
pub(crate) fn witness() -> (Arc<Mutex<Vec<ThreadId>>>, Witness) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    (seen.clone(), Witness(seen))
}

/// The threads a witness was dropped on, so far.
pub(crate) fn drops(seen: &Mutex<Vec<ThreadId>>) -> Vec<ThreadId> {
    seen.lock().unwrap().clone()
}

/// Runs `f` on a thread of its own: `Some` of what it returns, the panic of `f` passed on, or
/// `None` if it is still running after `limit` (the thread is left behind): a hang becomes a
/// failure of the caller's.
fn within<T: Send + 'static>(limit: Duration, f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (tx, rx) = mpsc::channel::<()>();
    let h = std::thread::spawn(move || {
        let v = f();
        let _ = tx.send(());
        v
    });
    match rx.recv_timeout(limit) {
        Ok(()) | Err(RecvTimeoutError::Disconnected) => match h.join() {
            Ok(v) => Some(v),
            Err(panic) => std::panic::resume_unwind(panic),
        },
        Err(RecvTimeoutError::Timeout) => None,
    }
}

/// What the `len` floats at `ptr` hold right now: a raw `cuMemcpyDtoH` on the legacy stream,
/// which waits for none of the crate's (non-blocking) streams. Work still running shows as
/// old values.
fn raw_read(dev: &Arc<CudaDevice>, ptr: CUdeviceptr, len: usize) -> Vec<f32> {
    dev.bind_to_thread().unwrap();
    let mut host = vec![0.0f32; len];
    // SAFETY: the callers keep the buffer of `len` floats at `ptr` alive until this returns;
    // a copy that races a kernel's writes reads a mix of old and new values, into our memory.
    unsafe { result::memcpy_dtoh_sync(&mut host, ptr) }.unwrap();
    host
}

/// The device address of `x` (named with its element type: other modules of this binary add
/// `DevicePtr` impls for `CudaSlice<f32>`).
fn ptr_of(x: &CudaSlice<f32>) -> CUdeviceptr {
    *DevicePtr::<f32>::device_ptr(x)
}
