//! Helpers shared by the attacks of the claims_* and review_* files: how a test lets go of a
//! future, buffers and slow fills for the adapter, spins, and drops that fail on purpose.

use crate::kernels::{CFG, SlowKernels, assert_all, slow_kernels};
use cuda_driver::r#async::{AsyncDevice, ChainFuture, GpuFuture};
use cuda_driver::driver::sys::{self, CUdevice_attribute, CUresult};
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, DriverError, LaunchConfig, RegisteredVec,
};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

/// `let (dev, k, adev) = slow_adapter!();`: device 0 (or return from the test, as `gpu!`), its
/// slow kernels and an adapter of it.
macro_rules! slow_adapter {
    () => {{
        let dev = gpu!();
        let k = $crate::kernels::slow_kernels(&dev);
        let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone()).unwrap();
        (dev, k, adev)
    }};
}

/// `$name` runs `$body(dev)` with device 0 in a child process of its own (`$child`, an ignored
/// test): for attacks that hold a graph capture open (another test's device-wide wait would
/// invalidate it, and a capture broken by one attack must not hide what the next does) or that
/// time their work.
macro_rules! in_child {
    ($(#[$doc:meta])* $name:ident, $child:ident, $body:expr) => {
        $(#[$doc])*
        #[test]
        fn $name() {
            let _dev = gpu!();
            $crate::support::child::run_in_child(module_path!(), stringify!($child));
        }

        #[test]
        #[ignore = "runs in the child process of its parent test"]
        fn $child() {
            if !$crate::support::child::in_child(module_path!(), stringify!($child)) {
                return;
            }
            let dev = gpu!();
            let body: fn(std::sync::Arc<cuda_driver::driver::CudaDevice>) = $body;
            body(dev);
        }
    };
}

/// One thread of one block.
pub(crate) const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};

/// How a test lets go of a future.
#[derive(Clone, Copy, Debug)]
pub(crate) enum How {
    Awaited,
    Dropped,
    Forgotten,
}

/// Every way of letting go of a future.
pub(crate) const HOWS: [How; 3] = [How::Awaited, How::Dropped, How::Forgotten];

/// A future a test can let go of: a per-call operation's or a chain's.
pub(crate) trait Awaitable {
    /// Waits for it, and checks that it succeeded.
    fn wait_ok(self);
}

impl<T> Awaitable for GpuFuture<T> {
    fn wait_ok(self) {
        drop(self.wait().unwrap());
    }
}

impl<T: 'static> Awaitable for ChainFuture<T> {
    fn wait_ok(self) {
        drop(self.wait().unwrap());
    }
}

/// Lets go of `fut` as `how` says (awaiting it also checks that it succeeded).
pub(crate) fn let_go(how: How, fut: impl Awaitable) {
    match how {
        How::Awaited => fut.wait_ok(),
        How::Dropped => drop(fut),
        How::Forgotten => std::mem::forget(fut),
    }
}

/// `n` copies of `value` on the device (written on the calling thread's stream).
pub(crate) fn buf(dev: &Arc<CudaDevice>, value: f32, n: usize) -> CudaSlice<f32> {
    dev.htod_sync_copy(&vec![value; n]).unwrap()
}

/// `x[..] = value` through the adapter, after a spin of `cycles`.
pub(crate) fn fill(
    adev: &AsyncDevice,
    k: &SlowKernels,
    x: &mut CudaSlice<f32>,
    value: f32,
    cycles: u64,
) -> GpuFuture<()> {
    let n = x.len();
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements of x.
    unsafe { adev.launch(&k.fill, CFG, (cycles, x, n, value)) }
}

/// Clock cycles of `ms` milliseconds at the device's highest clock (a spin of them takes at
/// least that long).
pub(crate) fn cycles_for_ms(dev: &Arc<CudaDevice>, ms: u64) -> u64 {
    let khz = dev
        .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CLOCK_RATE)
        .unwrap();
    khz as u64 * ms
}

/// The `spin` kernel of ptx/spin.ptx (loaded with the slow kernels): thread 0 spins for
/// `cycles`, then sets `flag_out[0] = 1`.
pub(crate) fn spin_kernel(dev: &Arc<CudaDevice>) -> CudaFunction {
    let _k = slow_kernels(dev);
    dev.get_func("spin", "spin").unwrap()
}

/// Says so when an attack was not live (the GPU had finished the slow work before the
/// operation under attack was made): the checks that follow still run, but prove less.
pub(crate) fn live(cond: bool, what: &str) -> bool {
    if !cond {
        println!("note: not live this time: {what}");
    }
    cond
}

/// Waits, spinning, until both of two threads have called it `round + 1` times: releases the
/// two within a fraction of a microsecond of each other (a `Barrier` wakes them through the
/// kernel, microseconds apart).
pub(crate) fn meet(arrived: &AtomicUsize, round: usize) {
    arrived.fetch_add(1, Ordering::AcqRel);
    while arrived.load(Ordering::Acquire) < 2 * (round + 1) {
        std::hint::spin_loop();
    }
}

/// Spins (without sleeping) for `d`.
pub(crate) fn spin_for(d: Duration) {
    let t = Instant::now();
    while t.elapsed() < d {
        std::hint::spin_loop();
    }
}

/// A registered `Vec` whose memory was unregistered behind the crate's back, so that its drop
/// fails with `CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED`: an error that happens in a `Drop`, is
/// kept on the device for its next fallible call, and leaves the context usable.
pub(crate) fn unregistered_behind_its_back(dev: &Arc<CudaDevice>) -> RegisteredVec<u8> {
    let mut v = dev.register_host(vec![7u8; 1 << 16]).unwrap();
    // SAFETY: the Vec's own memory, registered just above; unregistering it only makes the
    // RegisteredVec's own unregister fail later.
    unsafe { sys::cuMemHostUnregister(v.as_mut_ptr().cast()) }
        .result()
        .unwrap();
    v
}

/// Sets its flag when dropped (also in a panic's unwinding).
pub(crate) struct StopOnDrop<'a>(pub(crate) &'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Release);
    }
}

/// `f()`, called again while it fails with an error kept from one of the attack's drops.
pub(crate) fn past_kept_errors<T>(mut f: impl FnMut() -> Result<T, DriverError>) -> T {
    for _ in 0..16 {
        match f() {
            Ok(v) => return v,
            Err(e) if e.0 == CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED => continue,
            Err(e) => panic!("{e}"),
        }
    }
    panic!("still failing with kept drop errors after 16 tries");
}

/// The dropping side of a drop-error attack: drops `doomed[i]` once `go` reads `i + 1`, 0 to
/// 29 us later (a different delay each round, so that the drop lands at a different point of
/// the call under attack), then sets `dropped` to `i + 1`. Returns early once `stop` is set.
pub(crate) fn drop_on_cue(
    doomed: Vec<RegisteredVec<u8>>,
    go: &AtomicUsize,
    dropped: &AtomicUsize,
    stop: &AtomicBool,
) {
    for (i, v) in doomed.into_iter().enumerate() {
        while go.load(Ordering::Acquire) != i + 1 {
            if stop.load(Ordering::Acquire) {
                return;
            }
            std::hint::spin_loop();
        }
        spin_for(Duration::from_nanos((i % 30) as u64 * 1000));
        drop(v);
        dropped.store(i + 1, Ordering::Release);
    }
}

// ---- a capture held open while another thread works ----

/// Sends on the channel when dropped: the other thread is done, panicking or not.
struct Done(mpsc::Sender<()>);

impl Drop for Done {
    fn drop(&mut self) {
        let _ = self.0.send(());
    }
}

/// Captures two copies on the stream `capture_graph` gives; between them, another thread
/// runs `meanwhile` (which is `what`) and this one waits for it to be done. Then the graph
/// must have been captured, must not have run yet, and must copy right when launched, and
/// the device must report no error kept from `meanwhile`. Returns what `meanwhile`
/// returned (to be dropped after the capture, if it is a handle).
pub(crate) fn capture_while_elsewhere<R: Send>(
    dev: &Arc<CudaDevice>,
    what: &str,
    meanwhile: impl FnOnce() -> R + Send,
) -> R {
    const N: usize = 1 << 16;
    let src1 = dev.htod_sync_copy(&vec![3.0f32; N]).unwrap();
    let src2 = dev.htod_sync_copy(&vec![5.0f32; N]).unwrap();
    let mut dst1 = dev.alloc_zeros::<f32>(N).unwrap();
    let mut dst2 = dev.alloc_zeros::<f32>(N).unwrap();
    let (go_tx, go_rx) = mpsc::channel::<()>();
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let mut in_time = false;
    let (captured, joined) = std::thread::scope(|scope| {
        let other = scope.spawn(move || {
            go_rx.recv().ok().map(|()| {
                let _done = Done(done_tx);
                meanwhile()
            })
        });
        let g = dev.capture_graph(|s| {
            s.memcpy_dtod(&src1, &mut dst1)?;
            go_tx.send(()).unwrap();
            in_time = done_rx.recv_timeout(Duration::from_secs(10)).is_ok();
            s.memcpy_dtod(&src2, &mut dst2)
        });
        // Lets the other thread go if the closure never ran.
        drop(go_tx);
        (g, other.join())
    });
    let made = match joined {
        Ok(made) => made,
        Err(panic) => std::panic::resume_unwind(panic),
    };
    assert!(
        in_time,
        "{what} on another thread did not end within 10 s while this thread held a graph \
         capture open"
    );
    let graph = captured.unwrap_or_else(|e| {
        panic!(
            "a graph capture on this thread failed because of {what} on another thread \
             while it was open: {e}"
        )
    });
    assert_all(
        &dev.dtoh_sync_copy(&dst1).unwrap(),
        0.0,
        "the first captured copy's output before any launch",
    );
    let exec = graph.instantiate().unwrap();
    exec.launch().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&dst1).unwrap(),
        3.0,
        "the graph's first copy",
    );
    assert_all(
        &dev.dtoh_sync_copy(&dst2).unwrap(),
        5.0,
        "the graph's second copy (captured after the other thread's work)",
    );
    dev.synchronize()
        .unwrap_or_else(|e| panic!("an error kept from {what}: {e}"));
    made.expect("the closure ran")
}
