//! Whole-stream ordering for work the buffers cannot see (kernels given raw pointers, work
//! enqueued on `cu_stream` through the result layer): `wait_for`, `wait_for_default`, forks and
//! dropped streams, also on a thread that made no call yet, in a thread's last calls, and with a
//! stream of another device object.

use crate::kernels;
use crate::kernels::assert_usable;
use crate::support::kernels::{ONE, cycles_for_ms, spin_fn, spin_kernel};
use crate::support::races::live;
use crate::support::raw::{load_k, raw, settled, spin_cycles, zeroed};
use crate::support::thread_exit::AT_EXIT;
use cuda_driver::driver::{
    CudaDevice, CudaFunction, CudaSlice, CudaStream, DevicePtr, LaunchAsync, result, sys,
};
use std::sync::{Arc, mpsc};
use std::time::Duration;

/// `*flag = 1` after a spin of `cycles`, on `on` (the calling thread's stream if `None`).
fn spin_raw(spin: &CudaFunction, on: Option<&CudaStream>, flag: u64, cycles: u64) {
    // SAFETY: spin(unsigned long long, int*) writes one int at `flag`, which every caller
    // keeps allocated until it has synchronized the device (or its context).
    unsafe {
        match on {
            None => spin.launch(ONE, (cycles, flag)),
            Some(s) => spin.launch_on_stream(s, ONE, (cycles, flag)),
        }
    }
    .unwrap();
}

/// stream.rs: `CudaDevice::wait_for` "Makes later work on the calling thread's stream of the
/// device wait for everything enqueued on `stream` so far", for work the buffers cannot see.
/// The stream belongs to a second device object of the same GPU (not refused, as a launch
/// on it is): the main stream's raw read of a flag waits for the stream's slow raw write.
#[test]
fn wait_for_a_stream_of_another_device_object_orders_raw_work() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    let (flag, out) = (zeroed(&dev, 1), zeroed(&dev, 1));
    let s = other.new_stream().unwrap();
    spin_raw(
        &spin_fn(&other),
        Some(&s),
        raw(&flag, 0),
        cycles_for_ms(&dev, 60),
    );
    dev.wait_for(&s).unwrap();
    let check = dev.get_func("spin", "check_flag").unwrap_or_else(|| {
        kernels::spin(&dev);
        dev.get_func("spin", "check_flag").unwrap()
    });
    // SAFETY: check_flag(const int*, int*) reads one int at `flag` and writes one to `out`,
    // both kept until the device is synchronized below.
    unsafe { (&check).launch(ONE, (raw(&flag, 0), raw(&out, 0))) }.unwrap();
    dev.synchronize().unwrap();
    s.synchronize().unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&out).unwrap(),
        [1],
        "the main stream read the flag before the other device object's stream had set it"
    );
    drop(s);
    assert_usable(&other);
}

/// stream.rs (CudaStream): "`wait_for_default` and `CudaDevice::wait_for` order everything
/// on one stream after everything on the other, for work the buffers cannot see (such as
/// kernels given raw pointers)". `wait_for`: the main stream's read of a flag waits for the
/// stream's slow write of it.
#[test]
fn wait_for_orders_the_main_stream_after_a_streams_raw_pointer_kernel() {
    let dev = gpu!();
    let k = load_k(&dev);
    let (flag, out) = (zeroed(&dev, 1), zeroed(&dev, 1));
    let s = dev.fork_default_stream().unwrap();
    k.spin_raw(Some(&s), raw(&flag, 0), spin_cycles(&dev), 1);
    dev.wait_for(&s).unwrap();
    k.read_raw(None, raw(&flag, 0), raw(&out, 0));
    assert_eq!(
        settled(&dev, &out),
        [1],
        "the main stream read the flag before the stream's kernel had set it"
    );
}

/// stream.rs: "`wait_for_default` ... orders everything on one stream after everything on the
/// other, for work the buffers cannot see". The other direction: a stream made before the
/// main stream's slow raw write reads the flag after `wait_for_default` only.
#[test]
fn wait_for_default_orders_a_stream_after_the_main_streams_raw_pointer_kernel() {
    let dev = gpu!();
    let k = load_k(&dev);
    let (flag, out) = (zeroed(&dev, 1), zeroed(&dev, 1));
    let s = dev.new_stream().unwrap(); // made first: only wait_for_default orders it
    k.spin_raw(None, raw(&flag, 0), spin_cycles(&dev), 1);
    s.wait_for_default().unwrap();
    k.read_raw(Some(&s), raw(&flag, 0), raw(&out, 0));
    assert_eq!(
        settled(&dev, &out),
        [1],
        "the stream read the flag before the main stream's kernel had set it"
    );
}

/// stream.rs: `fork_default_stream` / `new_stream` / `new_stream_with_priority` "first wait
/// for everything enqueued on the calling thread's stream of the device so far", work the
/// buffers cannot see included: on the thread that opened the device (the main stream) and on
/// another thread (that thread's own stream).
#[test]
fn new_streams_wait_for_the_calling_threads_earlier_raw_pointer_work() {
    let dev = gpu!();
    let k = load_k(&dev);
    let (flag, out) = (zeroed(&dev, 4), zeroed(&dev, 4));
    let cycles = spin_cycles(&dev);
    let (_, greatest) = dev.stream_priority_range().unwrap();
    type Make = fn(&Arc<CudaDevice>, i32) -> CudaStream;
    let makes: [(&str, Make); 3] = [
        ("fork_default_stream", |d, _| {
            d.fork_default_stream().unwrap()
        }),
        ("new_stream", |d, _| d.new_stream().unwrap()),
        ("new_stream_with_priority", |d, p| {
            d.new_stream_with_priority(p).unwrap()
        }),
    ];
    for (i, (what, make)) in makes.iter().enumerate() {
        k.spin_raw(None, raw(&flag, i), cycles, 1);
        let s = make(&dev, greatest);
        k.read_raw(Some(&s), raw(&flag, i), raw(&out, i));
        dev.synchronize().unwrap();
        assert_eq!(dev.dtoh_sync_copy(&out).unwrap()[i], 1, "{what}");
    }
    // From another thread: the fork waits for that thread's stream.
    std::thread::scope(|sc| {
        sc.spawn(|| {
            k.spin_raw(None, raw(&flag, 3), cycles, 1);
            let s = dev.fork_default_stream().unwrap();
            k.read_raw(Some(&s), raw(&flag, 3), raw(&out, 3));
            dev.synchronize().unwrap();
        });
    });
    assert_eq!(
        settled(&dev, &out)[3],
        1,
        "a fork on another thread did not wait for that thread's stream"
    );
}

/// stream.rs: "Dropping the stream makes the dropping thread's stream of the device (or the
/// main stream) wait for its work", for work the buffers cannot see: on the thread that
/// opened the device, and on another thread that has a stream of its own already.
#[test]
fn dropping_a_stream_joins_it_into_the_dropping_threads_stream() {
    let dev = gpu!();
    let k = load_k(&dev);
    let (flag, out) = (zeroed(&dev, 2), zeroed(&dev, 2));
    let cycles = spin_cycles(&dev);
    let s = dev.new_stream().unwrap();
    k.spin_raw(Some(&s), raw(&flag, 0), cycles, 1);
    drop(s);
    k.read_raw(None, raw(&flag, 0), raw(&out, 0));
    assert_eq!(settled(&dev, &out)[0], 1, "dropped on the main thread");

    let s = dev.new_stream().unwrap();
    k.spin_raw(Some(&s), raw(&flag, 1), cycles, 1);
    let (dev, k, fp) = (&dev, &k, raw(&flag, 1));
    let got = std::thread::scope(|sc| {
        sc.spawn(move || {
            // The thread's own stream exists before the drop (made by its first call).
            let mut seen = dev.alloc_zeros::<i32>(1).unwrap();
            drop(s);
            // SAFETY: read_flag(const int*, int*) reads one int at the raw address, kept
            // allocated until the device is synchronized, and writes `seen`.
            unsafe { (&k.read_flag).launch(ONE, (fp, &mut seen)) }.unwrap();
            let got = dev.dtoh_sync_copy(&seen).unwrap();
            dev.synchronize().unwrap();
            got
        })
        .join()
        .unwrap()
    });
    dev.synchronize().unwrap();
    assert_eq!(got, [1], "dropped on a thread with a stream of its own");
}

/// stream.rs: "Dropping the stream makes the dropping thread's stream of the device ... wait
/// for its work" (README: "a dropped stream joins the dropping thread's stream"). A thread
/// whose first call on the device is the drop: its later work must still come after the
/// stream's. (`CudaStream::join` joins into the main stream when the thread has no stream
/// yet, and the stream the thread gets at its next call waits for nothing.)
#[test]
fn dropping_a_stream_on_a_thread_that_made_no_call_yet_orders_its_later_work() {
    let dev = gpu!();
    let k = load_k(&dev);
    let flag = zeroed(&dev, 1);
    let s = dev.new_stream().unwrap();
    k.spin_raw(Some(&s), raw(&flag, 0), spin_cycles(&dev), 1);
    let (dev, k, fp) = (&dev, &k, raw(&flag, 0));
    let got = std::thread::scope(|sc| {
        sc.spawn(move || {
            drop(s); // the thread's first call on the device
            let mut seen = dev.alloc_zeros::<i32>(1).unwrap();
            // SAFETY: as in the test above.
            unsafe { (&k.read_flag).launch(ONE, (fp, &mut seen)) }.unwrap();
            let got = dev.dtoh_sync_copy(&seen).unwrap();
            dev.synchronize().unwrap();
            got
        })
        .join()
        .unwrap()
    });
    dev.synchronize().unwrap();
    assert_eq!(
        got,
        [1],
        "work of the thread that dropped the stream ran before the stream's work had finished"
    );
}

/// The tests' kernels, given raw addresses: `spin(cycles, int *flag)` and
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

/// stream.rs, `CudaDevice::wait_for`: "Makes later work on the calling thread's stream of the
/// device wait for everything enqueued on `stream` so far"; `CudaStream`: "`wait_for_default`
/// and `CudaDevice::wait_for` order everything on one stream after everything on the other,
/// for work the buffers cannot see" and "Dropping the stream makes the dropping thread's stream
/// (or the main stream) wait for its work"; the `stream` field is "The raw stream handle ...
/// (as cudarc's `stream.stream`)"; device.rs `cu_stream`: work enqueued through `sys` "is
/// outside the crate's per-buffer ordering: order it yourself" (which these calls are for).
///
/// Test: work enqueued by hand on `stream.stream` (a `cuLaunchKernel`, as a cudarc program
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

/// stream.rs, `CudaDevice::fork_default_stream`: "Creates a stream that first waits for
/// everything enqueued on the calling thread's stream of the device so far";
/// `CudaStream::wait_for_default`: "Makes later work on this stream wait for everything
/// enqueued on the calling thread's stream of the device so far"; device.rs `cu_stream`: "The
/// calling thread's stream of the device, which its copies, launches and frees go to ... Work
/// enqueued on it through `sys` is outside the crate's per-buffer ordering: order it
/// yourself". DESIGN.md: source compatible with cudarc 0.13, whose `fork_default_stream`
/// always records an event on the default stream and waits for it.
///
/// Test: a cudarc program's work enqueued by hand on `*dev.cu_stream()`, then a fork (or
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

/// device.rs, Streams and threads: "The calls a thread makes (copies, launches, frees, events)
/// go to that thread's stream of the device: ... a stream of its own on every other thread
/// (made on its first call, and handed to the next new thread once it ends: once its
/// thread-locals are destroyed ...)"; stream.rs `fork_default_stream`: "Creates a stream that
/// first waits for everything enqueued on the calling thread's stream of the device so far".
///
/// Test: a thread launches (through the crate) a slow kernel that sets a flag by raw
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
