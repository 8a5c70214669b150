//! Work on buffers ordered across streams and threads, tried with a slow kernel ahead so that an
//! unordered read sees stale data: writes then reads both ways, write after read and write after
//! write, frees while another stream reads, stream copies, and launches that need not wait running
//! beside a waiting kernel.

use crate::kernels::{CFG, N, SLOW, assert_all, filled, slow_kernels};
use crate::support::child;
use crate::support::kernels::{ONE, cycles_for_ms};
use crate::support::raw::{load_k, raw, settled, zeroed};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::LaunchAsync;
use futures_lite::future::block_on;
use std::sync::{Arc, Mutex};

#[test]
fn overwritten_stream_handles_are_never_trusted() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let a = dev.fork_default_stream().unwrap();
    let mut b = dev.fork_default_stream().unwrap();
    // Safe code writes another stream's handle into `b`, then drops it: the crate destroys
    // b's own stream, not a's.
    b.stream = a.stream;
    drop(b);
    a.synchronize().unwrap();
    let mut x = filled(&dev, 0.0);
    k.fill(Some(&a), &mut x, 4.0, SLOW / 10);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        4.0,
        "work on `a` after b's drop",
    );
    // The main stream's handle written into a forked stream, which is dropped.
    let mut f = dev.new_stream().unwrap();
    f.stream = *dev.cu_stream();
    drop(f);
    dev.synchronize().unwrap();
    k.add(None, &mut x, 1.0);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        5.0,
        "the main stream after f's drop",
    );
    // And a handle overwritten with garbage is still not used for the stream's own work.
    let mut g = dev.new_stream().unwrap();
    g.stream = std::ptr::null_mut();
    k.add(Some(&g), &mut x, 1.0);
    g.synchronize().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        6.0,
        "a stream with a nulled handle",
    );
}

#[test]
fn forked_stream_write_then_main_stream_read() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let s = dev.fork_default_stream().unwrap();
    k.fill(Some(&s), &mut x, 1.0, SLOW);
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        1.0,
        "dtoh after a forked write",
    );
}

#[test]
fn new_stream_write_then_main_stream_read() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let s = dev.new_stream().unwrap();
    k.fill(Some(&s), &mut x, 2.0, SLOW);
    let mut back = vec![0.0; N];
    dev.dtoh_sync_copy_into(&x, &mut back).unwrap();
    assert_all(&back, 2.0, "dtoh_into after a new stream's write");
}

#[test]
fn second_stream_copy_reads_what_the_first_wrote() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let mut y = filled(&dev, -1.0);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    k.fill(Some(&s1), &mut x, 3.0, SLOW);
    s2.memcpy_dtod(&x, &mut y).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        3.0,
        "s2's copy of s1's write",
    );
}

#[test]
fn a_stream_dropped_right_after_its_write_is_still_waited_for() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let mut y = filled(&dev, -1.0);
    let mut z = filled(&dev, -1.0);
    // All made before the work: only the buffers' records order it.
    let (s1, s2, s3) = (
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
    );
    k.fill(Some(&s1), &mut x, 4.0, SLOW);
    drop(s1);
    s2.memcpy_dtod(&x, &mut y).unwrap();
    drop(s2);
    k.slow_copy(Some(&s3), &mut z, &y);
    drop(s3);
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        4.0,
        "through three dropped streams",
    );
}

#[test]
fn main_stream_write_then_forked_stream_read() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let s = dev.new_stream().unwrap(); // made before the write: no fork-time wait helps
    let mut x = filled(&dev, 0.0);
    let mut y = filled(&dev, -1.0);
    k.fill(None, &mut x, 5.0, SLOW);
    s.memcpy_dtod(&x, &mut y).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        5.0,
        "a fork's copy of a main write",
    );
}

#[test]
fn write_after_read_on_another_stream_waits_for_the_reader() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let x = filled(&dev, 1.0);
    let mut y = filled(&dev, 0.0);
    let mut x = x;
    let s = dev.new_stream().unwrap();
    // A slow reader of x on the main stream, then a fast writer of x on another stream.
    k.slow_copy(None, &mut y, &x);
    k.add(Some(&s), &mut x, 10.0);
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        1.0,
        "the reader saw the later write",
    );
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 11.0, "the write");
}

#[test]
fn write_after_write_on_two_streams_keeps_the_later_one() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut x = filled(&dev, 0.0);
    let (s1, s2) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    k.fill(Some(&s1), &mut x, 1.0, SLOW);
    k.fill(Some(&s2), &mut x, 2.0, 0);
    // Both done before the read, so that only the order of the two writes decides.
    dev.synchronize().unwrap();
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 2.0, "the later write");
}

#[test]
fn two_readers_on_two_streams_then_a_writer_waits_for_both() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut x = filled(&dev, 1.0);
    let (mut y1, mut y2) = (filled(&dev, 0.0), filled(&dev, 0.0));
    let (s1, s2, s3) = (
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
        dev.new_stream().unwrap(),
    );
    k.slow_copy(Some(&s1), &mut y1, &x);
    k.slow_copy(Some(&s2), &mut y2, &x);
    k.add(Some(&s3), &mut x, 1.0);
    assert_all(&dev.dtoh_sync_copy(&y1).unwrap(), 1.0, "first reader");
    assert_all(&dev.dtoh_sync_copy(&y2).unwrap(), 1.0, "second reader");
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 2.0, "the writer");
}

#[test]
fn free_while_another_stream_still_reads() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let s = dev.new_stream().unwrap();
    for round in 0..3 {
        let x = filled(&dev, 1.0);
        let mut y = filled(&dev, 0.0);
        k.slow_copy(Some(&s), &mut y, &x);
        drop(x);
        // Likely lands on x's memory if x were freed early.
        let z = filled(&dev, 9.0);
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            1.0,
            &format!("round {round}"),
        );
        drop(z);
        // An async download in flight, its future dropped, and the buffer freed.
        let x = filled(&dev, 2.0);
        let mut big = filled(&dev, 0.0);
        k.fill(Some(&s), &mut big, 3.0, SLOW);
        let fut = adev.dtoh_copy(&big);
        drop(big);
        drop(x);
        let _z = filled(&dev, 9.0);
        assert_all(
            &block_on(fut).unwrap(),
            3.0,
            "async download of a freed buffer",
        );
    }
}

/// launch.rs and stream.rs: a wait is for the accesses a launch must follow, so launches on
/// other streams and threads whose buffers the main stream's kernel does not write run beside
/// it. The main stream runs a kernel that waits for a flag (reading `c`, writing `a`); the flag
/// is set by a launch on a stream that reads an unrelated buffer, by one that reads `c` too
/// (two reads do not wait for each other), and by one on another thread's stream. Each must run
/// while the waiting kernel waits: if queued behind it, the waiter gives up after its timeout
/// and reports 0.
///
/// In a quiet process of its own: another test's work on the legacy stream, or its full
/// synchronize, in the same process would hold the launches up whatever the crate does.
#[test]
fn launches_on_other_streams_and_threads_run_beside_a_waiting_kernel() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "quiet_launches_beside_a_waiting_kernel");
}

/// The body of `launches_on_other_streams_and_threads_run_beside_a_waiting_kernel`.
#[test]
#[ignore = "run in a quiet process of its own by its parent test"]
fn quiet_launches_beside_a_waiting_kernel() {
    if !child::in_child(module_path!(), "quiet_launches_beside_a_waiting_kernel") {
        return;
    }
    let dev = gpu!();
    let k = load_k(&dev);
    for case in ["an unrelated read", "a read of the same buffer"] {
        let flag = zeroed(&dev, 1);
        let mut seen = zeroed(&dev, 1);
        let c = dev.alloc_zeros::<f32>(64).unwrap();
        let mut a = dev.alloc_zeros::<f32>(64).unwrap();
        let d = dev.alloc_zeros::<f32>(64).unwrap();
        let mut b = dev.alloc_zeros::<f32>(64).unwrap();
        let s = dev.new_stream().unwrap();
        // Everything made so far is done, and known to be.
        dev.synchronize().unwrap();
        k.wait_on_main(&dev, raw(&flag, 0), &mut seen, &c, &mut a);
        let read = if case == "an unrelated read" { &d } else { &c };
        k.set_flag(Some(&s), raw(&flag, 0), read, &mut b);
        assert_eq!(
            settled(&dev, &seen),
            [1],
            "a launch on a stream with {case} was queued behind the main stream's kernel"
        );
        drop(s);
    }

    // Another thread's stream, made (with its buffers) before the waiting kernel.
    let flag = zeroed(&dev, 1);
    let mut seen = zeroed(&dev, 1);
    let c = dev.alloc_zeros::<f32>(64).unwrap();
    let mut a = dev.alloc_zeros::<f32>(64).unwrap();
    let (ready, go) = (
        Arc::new(std::sync::Barrier::new(2)),
        Arc::new(std::sync::Barrier::new(2)),
    );
    let f = raw(&flag, 0);
    let t = {
        let (dev, ready, go) = (dev.clone(), ready.clone(), go.clone());
        std::thread::spawn(move || {
            let set = dev.get_func("raw_kernels", "spin_set").unwrap();
            let d = dev.alloc_zeros::<f32>(64).unwrap();
            let mut b = dev.alloc_zeros::<f32>(64).unwrap();
            dev.synchronize().unwrap();
            ready.wait();
            go.wait();
            // SAFETY: spin_set with no spin writes one int at `f`, kept allocated until the
            // device is synchronized; `d` and `b` are not touched.
            unsafe { (&set).launch(ONE, (0u64, f, 1i32, &d, &mut b)) }.unwrap();
            dev.synchronize().unwrap();
        })
    };
    ready.wait();
    k.wait_on_main(&dev, f, &mut seen, &c, &mut a);
    go.wait();
    t.join().unwrap();
    assert_eq!(
        settled(&dev, &seen),
        [1],
        "a launch on another thread's stream was queued behind the main stream's kernel"
    );
}

/// stream.rs: `CudaStream::memcpy_dtod` "waits for earlier writes to `src` and earlier uses of
/// `dst` on any stream, and later work on either buffer waits for it"; `memset_zeros` is
/// "Ordered with other uses of `dst` as `memcpy_dtod` is". A stream zeroes, then overwrites, a
/// buffer that slow kernels on the main stream are still reading: each reader sees what was
/// there before the stream's write, and nothing later.
#[test]
fn stream_copies_wait_for_earlier_readers_of_what_they_write() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let n = 1 << 20;
    let mut x = dev.htod_sync_copy(&vec![1.0f32; n]).unwrap();
    let src = dev.htod_sync_copy(&vec![9.0f32; n]).unwrap();
    let (mut y1, mut y2) = (
        dev.alloc_zeros::<f32>(n).unwrap(),
        dev.alloc_zeros::<f32>(n).unwrap(),
    );
    let s = dev.new_stream().unwrap();
    // SAFETY: slow_copy(unsigned long long, float*, const float*, size_t) copies n elements.
    unsafe { (&k.copy).launch(CFG, (SLOW, &mut y1, &x, n)) }.unwrap();
    s.memset_zeros(&mut x).unwrap();
    // SAFETY: as above.
    unsafe { (&k.copy).launch(CFG, (SLOW, &mut y2, &x, n)) }.unwrap();
    s.memcpy_dtod(&src, &mut x).unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&y1).unwrap(),
        1.0,
        "the reader before the memset",
    );
    assert_all(
        &dev.dtoh_sync_copy(&y2).unwrap(),
        0.0,
        "the reader between the two",
    );
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 9.0, "the stream's copy");
    drop(s);
}

/// README / device.rs: "buffers used from several threads are ordered by the crate like
/// buffers used on several streams". Eight threads take turns (under a lock) adding 1 to one
/// buffer with a slow read-modify-write kernel, each on its own stream: any two that overlap
/// lose an update.
#[test]
fn threads_taking_turns_on_one_buffer_never_lose_an_update() {
    let dev = gpu!();
    let k = load_k(&dev);
    let n = 1 << 16; // at most one element per thread of CFG
    let x = Mutex::new(dev.alloc_zeros::<f32>(n).unwrap());
    let cycles = cycles_for_ms(&dev, 2);
    std::thread::scope(|sc| {
        for _ in 0..8 {
            sc.spawn(|| {
                for _ in 0..3 {
                    let mut x = x.lock().unwrap();
                    // SAFETY: slow_add(unsigned long long, float*, size_t, float) reads and
                    // writes the n elements of `x`.
                    unsafe { (&k.slow_add).launch(CFG, (cycles, &mut *x, n, 1.0f32)) }.unwrap();
                }
            });
        }
    });
    let x = x.into_inner().unwrap();
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 24.0, "after 24 turns");
}
