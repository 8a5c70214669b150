//! A review's attacks on the cudarc-compatible stream API (`fork_default_stream`, `new_stream`,
//! `wait_for`, `wait_for_default`, a `CudaStream`'s drop, `cu_stream`, `CudaStream::stream`)
//! where it meets the crate's own bookkeeping: the whole-stream waits skip themselves when the
//! crate's count of what it enqueued says there is nothing new, and a cudarc program's work
//! enqueued through `sys`/`result` on the raw handles is never counted; and a thread's last
//! calls (from its thread-locals' destructors), which go to the main stream.
//!
//! The attacks use raw device addresses only (a flag and an output), so the per-buffer records
//! order nothing: only the whole-stream waits under attack can. `spin` (thread 0 spins about
//! 100 ms, then sets the flag) runs first; `check_flag` (`*out = *flag`) is enqueued after the
//! wait under attack: a wait that holds makes it read 1, a skipped one lets it read 0.

use crate::attack::{ONE, cycles_for_ms, live, spin_kernel};
use cuda_driver::driver::result;
use cuda_driver::driver::sys;
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, CudaStream, DevicePtr, LaunchAsync,
};
use std::cell::RefCell;
use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;

// ---- helpers ----

/// The attacks' kernels, given raw addresses: `spin(cycles, int *flag)` and
/// `check_flag(const int *flag, int *out)` of ptx/spin.ptx.
#[derive(Clone)]
struct Raw {
    spin: CudaFunction,
    check: CudaFunction,
    cycles: u64,
}

impl Raw {
    fn new(dev: &Arc<CudaDevice>) -> Self {
        let spin = spin_kernel(dev);
        let check = dev.get_func("spin", "check_flag").unwrap();
        Raw {
            spin,
            check,
            cycles: cycles_for_ms(dev, 100),
        }
    }

    /// `*flag = 1` after the spin, launched by hand (`cuLaunchKernel` through
    /// `result::launch_kernel`) on the raw handle `stream`, as a cudarc program does with
    /// `*dev.cu_stream()` or `stream.stream`. The device's context is current on the calling
    /// thread.
    fn spin_by_hand(&self, stream: sys::CUstream, flag: u64) {
        let (mut c, mut f) = (self.cycles, flag);
        let mut params = [
            (&mut c as *mut u64).cast::<std::ffi::c_void>(),
            (&mut f as *mut u64).cast::<std::ffi::c_void>(),
        ];
        // SAFETY: spin(unsigned long long, int*) takes the two values pointed to and writes one
        // int at `flag`, which the test keeps allocated until it has synchronized the device;
        // the stream lives as long as the object that made it, which the test keeps.
        unsafe {
            result::launch_kernel(
                self.spin.cu_function(),
                (1, 1, 1),
                (1, 1, 1),
                0,
                stream,
                &mut params,
            )
        }
        .unwrap();
    }

    /// `*flag = 1` after the spin, launched through the crate on the calling thread's stream.
    fn spin_launched(&self, flag: u64) {
        // SAFETY: as in `spin_by_hand`.
        unsafe { (&self.spin).launch(ONE, (self.cycles, flag)) }.unwrap();
    }

    /// `*out = *flag` on `on` (the calling thread's stream if `None`), launched through the
    /// crate with raw addresses: no buffer record orders it.
    fn check(&self, on: Option<&CudaStream>, flag: u64, out: u64) {
        // SAFETY: check_flag(const int*, int*) reads one int at `flag` and writes one at
        // `out`, both kept allocated by the test until it has synchronized the device.
        unsafe {
            match on {
                None => (&self.check).launch(ONE, (flag, out)),
                Some(s) => (&self.check).launch_on_stream(s, ONE, (flag, out)),
            }
        }
        .unwrap();
    }
}

/// The raw address of element `i` of `x`.
fn addr(x: &CudaSlice<i32>, i: usize) -> u64 {
    assert!(i < x.len());
    *x.device_ptr() + (i * size_of::<i32>()) as u64
}

/// `n` zeroed ints, with the device synchronized: the crate then knows every stream's work so
/// far to be finished.
fn zeroed(dev: &Arc<CudaDevice>, n: usize) -> CudaSlice<i32> {
    let x = dev.alloc_zeros::<i32>(n).unwrap();
    dev.synchronize().unwrap();
    x
}

/// Whether the raw stream still has work running (asked of the driver, not of the crate).
fn busy(stream: sys::CUstream) -> bool {
    // SAFETY: the caller's stream is live (kept by its device object or `CudaStream`).
    !unsafe { result::stream::query(stream) }.unwrap()
}

/// Fails, naming every case, unless each spin set its flag (the spins all ran) and each check
/// read the flag set (it ran after its spin).
fn assert_checks(
    dev: &Arc<CudaDevice>,
    flag: &CudaSlice<i32>,
    out: &CudaSlice<i32>,
    cases: &[&str],
) {
    dev.synchronize().unwrap();
    let flags = dev.dtoh_sync_copy(flag).unwrap();
    let outs = dev.dtoh_sync_copy(out).unwrap();
    assert_eq!(
        flags,
        vec![1; cases.len()],
        "every spin ran and set its flag"
    );
    let failed: Vec<String> = cases
        .iter()
        .zip(&outs)
        .filter(|&(_, &o)| o != 1)
        .map(|(c, o)| format!("{c}: the check read {o}"))
        .collect();
    assert!(
        failed.is_empty(),
        "work ordered after a whole-stream wait ran before the work it waits for:\n{}",
        failed.join("\n")
    );
}

// ---- raw work on a CudaStream's handle, then wait_for / drop ----

/// stream.rs, `CudaDevice::wait_for`: "Makes later work on the calling thread's stream of the
/// device wait for everything enqueued on `stream` so far"; `CudaStream`: "`wait_for_default`
/// and `CudaDevice::wait_for` order everything on one stream after everything on the other,
/// for work the buffers cannot see" and "Dropping the stream makes the dropping thread's stream
/// (or the main stream) wait for its work"; the `stream` field is "The raw stream handle ...
/// (as cudarc's `stream.stream`)"; device.rs `cu_stream`: work enqueued through `sys` "is
/// outside the crate's per-buffer ordering: order it yourself" (which these calls are for).
///
/// Attack: work enqueued by hand on `stream.stream` (a `cuLaunchKernel`, as a cudarc program
/// hands the handle to cuBLAS or launches through `result`), then the whole-stream wait, then
/// a read on the main stream. Three cases: (a) a fresh stream, made while the main stream had
/// nothing unfinished (the crate counted nothing on it: `Lane::wait_lane` finds generation 0
/// "done" and enqueues no wait); (b) a stream the main stream has already waited for once
/// (`wait_lane` finds the generation covered and enqueues no wait); (c) the same as (a), the
/// stream dropped instead of `wait_for`. A hole shows as a check that read 0: the main stream
/// ran past the stream's work.
#[test]
fn wait_for_and_a_streams_drop_wait_for_work_enqueued_on_its_raw_handle() {
    let dev = gpu!();
    let k = Raw::new(&dev);
    let (flag, out) = (zeroed(&dev, 3), zeroed(&dev, 3));

    // (a) A fresh stream: nothing counted on it.
    let s = dev.new_stream().unwrap();
    k.spin_by_hand(s.stream, addr(&flag, 0));
    dev.wait_for(&s).unwrap();
    k.check(None, addr(&flag, 0), addr(&out, 0));
    live(busy(s.stream), "(a) the spin had finished before the check");
    s.synchronize().unwrap();
    drop(s);
    dev.synchronize().unwrap();

    // (b) A stream the main stream waited for already, with counted work before the raw one.
    let s = dev.new_stream().unwrap();
    let mut scratch = dev.alloc_zeros::<i32>(1).unwrap();
    s.memset_zeros(&mut scratch).unwrap();
    dev.wait_for(&s).unwrap();
    k.spin_by_hand(s.stream, addr(&flag, 1));
    dev.wait_for(&s).unwrap();
    k.check(None, addr(&flag, 1), addr(&out, 1));
    live(busy(s.stream), "(b) the spin had finished before the check");
    s.synchronize().unwrap();
    drop(s);
    dev.synchronize().unwrap();

    // (c) A fresh stream, dropped: its drop joins it into the main stream.
    let s = dev.new_stream().unwrap();
    k.spin_by_hand(s.stream, addr(&flag, 2));
    live(busy(s.stream), "(c) the spin had finished before the drop");
    drop(s);
    k.check(None, addr(&flag, 2), addr(&out, 2));

    assert_checks(
        &dev,
        &flag,
        &out,
        &[
            "(a) wait_for on a fresh stream",
            "(b) wait_for again on a stream waited for before",
            "(c) dropping a fresh stream",
        ],
    );
}

// ---- raw work on cu_stream, then fork_default_stream / wait_for_default ----

/// stream.rs, `CudaDevice::fork_default_stream`: "Creates a stream that first waits for
/// everything enqueued on the calling thread's stream of the device so far";
/// `CudaStream::wait_for_default`: "Makes later work on this stream wait for everything
/// enqueued on the calling thread's stream of the device so far"; device.rs `cu_stream`: "The
/// calling thread's stream of the device, which its copies, launches and frees go to ... Work
/// enqueued on it through `sys` is outside the crate's per-buffer ordering: order it
/// yourself". DESIGN.md: source compatible with cudarc 0.13, whose `fork_default_stream`
/// always records an event on the default stream and waits for it.
///
/// Attack: a cudarc program's work enqueued by hand on `*dev.cu_stream()`, then a fork (or
/// `wait_for_default`), then a read on the fork. (a) On the thread that opened the device,
/// after a `synchronize` (the crate knows the main stream's counted work finished:
/// `Lane::wait_main` skips the wait); (b) without any synchronize: a stream made after
/// counted main-stream work (it waits for it), then the raw work, then `wait_for_default`
/// (`waited_main` already covers the main stream's count: skipped); (c) on another thread,
/// on that thread's own stream (`wait_lane` finds its count done). A hole shows as a check on
/// the fork that read 0.
#[test]
fn forks_and_wait_for_default_wait_for_work_enqueued_on_cu_stream() {
    let dev = gpu!();
    let k = Raw::new(&dev);
    let (flag, out) = (zeroed(&dev, 3), zeroed(&dev, 3));
    let main = *dev.cu_stream();

    // (a) After a synchronize, on the main stream.
    k.spin_by_hand(main, addr(&flag, 0));
    let s = dev.fork_default_stream().unwrap();
    k.check(Some(&s), addr(&flag, 0), addr(&out, 0));
    live(busy(main), "(a) the spin had finished before the check");
    s.synchronize().unwrap();
    drop(s);
    dev.synchronize().unwrap();

    // (b) No synchronize: counted work on the main stream, a stream that waits for it, raw
    // work, wait_for_default.
    let mut scratch = dev.alloc_zeros::<i32>(1 << 10).unwrap();
    dev.memset_zeros(&mut scratch).unwrap();
    let s = dev.new_stream().unwrap();
    k.spin_by_hand(main, addr(&flag, 1));
    s.wait_for_default().unwrap();
    k.check(Some(&s), addr(&flag, 1), addr(&out, 1));
    live(busy(main), "(b) the spin had finished before the check");
    s.synchronize().unwrap();
    drop(s);
    dev.synchronize().unwrap();

    // (c) On another thread, on its own stream.
    let (dev2, k2, f2, o2) = (&dev, &k, addr(&flag, 2), addr(&out, 2));
    let main_addr = main as usize; // a raw handle is not `Send`
    std::thread::scope(|sc| {
        sc.spawn(move || {
            let _own = dev2.alloc_zeros::<i32>(1).unwrap(); // makes the thread's stream
            // Twice: the first may give back allocations the stream kept, counted after it.
            dev2.synchronize().unwrap();
            dev2.synchronize().unwrap();
            let mine = *dev2.cu_stream();
            assert_ne!(
                mine as usize, main_addr,
                "another thread has a stream of its own"
            );
            k2.spin_by_hand(mine, f2);
            let s = dev2.fork_default_stream().unwrap();
            k2.check(Some(&s), f2, o2);
            live(busy(mine), "(c) the spin had finished before the check");
            s.synchronize().unwrap();
            drop(s);
            dev2.synchronize().unwrap();
        })
        .join()
        .unwrap();
    });

    assert_checks(
        &dev,
        &flag,
        &out,
        &[
            "(a) fork_default_stream after a synchronize",
            "(b) wait_for_default on a stream that waited before",
            "(c) fork_default_stream on another thread",
        ],
    );
}

// ---- a thread's last calls ----

/// Runs its closure when the thread's thread-locals are destroyed.
struct AtExit(Option<Box<dyn FnOnce() + Send>>);

impl Drop for AtExit {
    fn drop(&mut self) {
        if let Some(f) = self.0.take() {
            f();
        }
    }
}

thread_local! {
    static AT_EXIT: RefCell<AtExit> = const { RefCell::new(AtExit(None)) };
}

/// device.rs, Streams and threads: "The calls a thread makes (copies, launches, frees, events)
/// go to that thread's stream of the device: ... a stream of its own on every other thread
/// (made on its first call, and handed to the next new thread once it ends: once its
/// thread-locals are destroyed ...)"; stream.rs `fork_default_stream`: "Creates a stream that
/// first waits for everything enqueued on the calling thread's stream of the device so far".
///
/// Attack: a thread launches (through the crate) a slow kernel that sets a flag by raw
/// address on its own stream; a thread-local of the user, registered before the thread's first
/// call (so destroyed after the crate's own), forks a stream and reads the flag there. The
/// crate's thread-local is gone by then, so `ThreadLanes::here` sends the thread's last calls
/// to the main stream, which never waited for the thread's own stream: the fork waits for the
/// (idle) main stream only. A hole shows as the check reading 0: the thread's last call ran
/// before the work it enqueued earlier.
#[test]
fn a_fork_in_a_threads_last_calls_waits_for_the_threads_earlier_work() {
    let dev = gpu!();
    let k = Raw::new(&dev);
    let (flag, out) = (zeroed(&dev, 1), zeroed(&dev, 1));
    let (f, o) = (addr(&flag, 0), addr(&out, 0));
    let (tx, rx) = mpsc::channel::<bool>();
    let (dev2, k2) = (dev.clone(), k.clone());
    std::thread::spawn(move || {
        // Registered first, destroyed last.
        AT_EXIT.with(|_| ());
        k2.spin_launched(f); // on this thread's own stream
        // As a number: a raw handle is not `Send`.
        let mine = *dev2.cu_stream() as usize;
        AT_EXIT.with(|a| {
            a.borrow_mut().0 = Some(Box::new(move || {
                let s = dev2.fork_default_stream().unwrap();
                k2.check(Some(&s), f, o);
                let was_live = busy(mine as sys::CUstream);
                s.synchronize().unwrap();
                drop(s);
                let _ = tx.send(was_live);
            }))
        });
    })
    .join()
    .unwrap();
    let was_live = rx
        .recv_timeout(Duration::from_secs(30))
        .expect("the thread-local's destructor ran");
    live(was_live, "the thread's spin had finished before the check");
    assert_checks(
        &dev,
        &flag,
        &out,
        &["a fork made in a thread-local's destructor"],
    );
}
