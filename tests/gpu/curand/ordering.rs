//! cuRAND fills ordered with other work: slow readers and writers on other streams, reads on other
//! threads, fills of one generator on several streams and threads taking turns, buffers and
//! generators dropped while fills wait, seeds changed meanwhile, async fills with their futures let
//! go, fills in chains, refusals that consume no numbers, and a generator whose last fill ran on a
//! dropped adapter's stream.

// The slow kernels' buffer length, which some tests here use beside this file's `N`.
use crate::curand::{MANY, all_uniform, moments, uniform_f32, uniform_f32 as uniform};
use crate::kernels::N as KN;
use crate::kernels::{SLOW, assert_all, assert_usable, filled, slow_kernels};
use crate::support::curand::curand;
use crate::support::curand::{assert_uniform, uniform_now};
use crate::support::futures::{How, let_go};
use crate::support::kernels::cycles_for_ms;
use crate::support::libraries::{all_eq, nines_made_now_stay};
use crate::support::races::live;
use crate::support::{assert_same, snapshot};
use cuda_driver::r#async::Ops;
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::curand::CudaRng;
use cuda_driver::curand::sys::curandStatus_t;
use cuda_driver::driver::{CudaDevice, CudaSlice};
use std::sync::{Arc, mpsc};

/// Module docs, "Ordering": "A fill is a write of its buffer ... after every earlier use of
/// the buffer on any stream": a slow read of it on another stream must see the values
/// from before the fill (`a_fill_waits_for_a_slow_write_on_another_stream` tries a slow write).
#[test]
fn a_fill_waits_for_a_slow_read_of_its_buffer_on_another_stream() {
    let (dev, rng) = curand!(31);
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let mut x: CudaSlice<f32> = filled(&dev, 7.0);
    let mut seen: CudaSlice<f32> = filled(&dev, 0.0);
    k.slow_copy(Some(&stream), &mut seen, &x);
    rng.fill_with_normal(&mut x, 0.0, 1.0).unwrap();
    all_eq(&dev.dtoh_sync_copy(&seen).unwrap(), 7.0, "the slow reader");
    let v = dev.dtoh_sync_copy(&x).unwrap();
    let sevens = v.iter().filter(|&&x| x == 7.0).count();
    assert!(
        sevens < 4,
        "{sevens} of {KN} elements not written by the fill"
    );
}

/// Module docs, "Ordering": "Fills of one generator are ordered among themselves too, since
/// they share its state on the GPU", and `AsyncDevice::fill_with_uniform` and the chain's
/// step: "ordered ... with the generator's other fills". Three times, another thread fills
/// on its stream behind a slow kernel there, and then this thread fills: synchronously,
/// through the adapter, and as a chain's step. Each fill must take the numbers that come
/// next in the generator's sequence (those of a second generator of the same seed filling
/// the same lengths one after the other); one that overtook the other thread's would read
/// the state before that fill advanced it.
#[test]
fn fills_on_different_streams_take_the_generators_numbers_in_turn() {
    let (dev, rng) = curand!(32);
    let n = 1 << 16;
    let twin = CudaRng::new(32, dev.clone()).unwrap();
    let want: Vec<Vec<f32>> = (0..6).map(|_| uniform(&dev, &twin, n)).collect();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let k = slow_kernels(&dev);
    for round in 0..3 {
        let (d, r, kk) = (&dev, &rng, &k);
        let theirs = std::thread::scope(|s| {
            s.spawn(move || {
                let mut x = d.alloc_zeros::<f32>(n).unwrap();
                let mut spin = d.alloc_zeros::<f32>(1 << 10).unwrap();
                kk.fill(None, &mut spin, 1.0, SLOW);
                r.fill_with_uniform(&mut x).unwrap();
                (x, spin)
            })
            .join()
            .unwrap()
        });
        let mut y = dev.alloc_zeros::<f32>(n).unwrap();
        match round {
            0 => rng.fill_with_uniform(&mut y).unwrap(),
            1 => adev
                .fill_with_uniform(&rng, &mut y)
                .unwrap()
                .wait()
                .unwrap(),
            _ => {
                ops.fill_with_uniform(&rng, &mut y).wait().unwrap();
            }
        }
        let how = ["a sync fill", "an async fill", "a chain's fill"][round];
        let mine = dev.dtoh_sync_copy(&y).unwrap();
        assert!(
            mine == want[2 * round + 1],
            "round {round}: {how} overtook the other thread's"
        );
        let other = dev.dtoh_sync_copy(&theirs.0).unwrap();
        assert!(
            other == want[2 * round],
            "round {round}: the other thread's fill"
        );
    }
}

/// Module docs, "Ordering": "every later use (its free included) waits for it". The fills
/// run on another thread's stream behind a slow kernel there; one buffer is dropped there
/// at once. Memory freed before its fill ran would go to the buffers made next here, whose
/// nines the fill would then overwrite.
#[test]
fn a_buffer_dropped_right_after_its_fill_is_freed_after_it() {
    let (dev, rng) = curand!(33);
    let k = slow_kernels(&dev);
    let (d, r, kk) = (&dev, &rng, &k);
    let (kept, spin) = std::thread::scope(|s| {
        s.spawn(move || {
            let mut lost: CudaSlice<f32> = filled(d, 0.0);
            let mut kept: CudaSlice<f32> = filled(d, 0.0);
            let mut spin = d.alloc_zeros::<f32>(1 << 10).unwrap();
            kk.fill(None, &mut spin, 1.0, SLOW);
            r.fill_with_uniform(&mut lost).unwrap();
            r.fill_with_uniform(&mut kept).unwrap();
            drop(lost);
            (kept, spin)
        })
        .join()
        .unwrap()
    });
    nines_made_now_stay(&dev, "a buffer made after the drop", || {
        // The kept buffer's fill ran after the lost one's (one stream, and one generator).
        all_uniform(&dev.dtoh_sync_copy(&kept).unwrap(), "the kept buffer");
    });
    drop(spin);
}

/// `CudaRng`'s `Drop`: "Waits for the generator's last fill ..., then destroys it". The
/// fill waits behind a slow write of its buffer on another stream, and the generator is
/// dropped at once: the buffer must still get the generator's numbers (a twin's).
#[test]
fn dropping_the_generator_while_its_fill_waits_keeps_its_numbers() {
    let (dev, rng) = curand!(34);
    let twin = CudaRng::new(34, dev.clone()).unwrap();
    let want = uniform(&dev, &twin, KN);
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let mut x: CudaSlice<f32> = filled(&dev, 0.0);
    k.fill(Some(&stream), &mut x, 7.0, SLOW);
    rng.fill_with_uniform(&mut x).unwrap();
    drop(rng);
    let got = dev.dtoh_sync_copy(&x).unwrap();
    assert!(
        got == want,
        "the fill did not write the generator's numbers"
    );
}

#[test]
fn a_buffer_of_another_device_object_is_refused() {
    let (dev, rng) = curand!(6);
    // Two `CudaDevice::new` of one GPU are two devices, each with its own streams and records.
    let other = CudaDevice::new(0).unwrap();
    let mut a = other.alloc_zeros::<f32>(16).unwrap();
    let e = rng.fill_with_uniform(&mut a).unwrap_err();
    assert_eq!(e.0, curandStatus_t::CURAND_STATUS_OUT_OF_RANGE);
    assert!(e.to_string().contains("while filling 16 f32"), "{e}");
    assert!(e.driver_error().is_some(), "{e}");
    drop(dev);
}

#[test]
fn a_fill_waits_for_a_slow_write_on_another_stream() {
    let (dev, rng) = curand!(8);
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    let mut x: CudaSlice<f32> = filled(&dev, 0.0);
    // Writes 7.0 everywhere after about 50 ms; a fill that overtook it would be overwritten.
    k.fill(Some(&stream), &mut x, 7.0, SLOW);
    rng.fill_with_uniform(&mut x).unwrap();
    let v = dev.dtoh_sync_copy(&x).unwrap();
    let stale = v.iter().filter(|&&x| x == 7.0).count();
    assert_eq!(
        stale, 0,
        "{stale} of {KN} elements written by the slow kernel after the fill"
    );
    assert!(v.iter().all(|&x| x > 0.0 && x <= 1.0));
}

#[test]
fn a_read_on_another_thread_waits_for_the_fill() {
    let (dev, rng) = curand!(9);
    let k = slow_kernels(&dev);
    let (tx, rx) = mpsc::channel();
    let (dev, rng, k) = (&dev, &rng, &k);
    std::thread::scope(|s| {
        s.spawn(move || {
            // On this thread's stream: a slow write of 7.0, then the fill after it.
            let mut x = filled(dev, 0.0);
            k.fill(None, &mut x, 7.0, SLOW);
            rng.fill_with_uniform(&mut x).unwrap();
            tx.send(x).unwrap();
        });
        s.spawn(move || {
            let x = rx.recv().unwrap();
            let v = dev.dtoh_sync_copy(&x).unwrap();
            let bad = v.iter().filter(|&&x| !(x > 0.0 && x <= 1.0)).count();
            assert_eq!(bad, 0, "{bad} of {KN} elements read before the fill");
        });
    });
}

#[test]
fn fills_of_one_generator_from_two_threads_give_its_numbers_in_turn() {
    let (dev, rng) = curand!(10);
    let (dev, rng) = (&dev, &rng);
    let got: Vec<Vec<f32>> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..2)
            .map(|_| s.spawn(move || uniform_f32(dev, rng, 1 << 16)))
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    // One generator, two fills: two different stretches of its sequence.
    assert_ne!(got[0], got[1]);
}

#[test]
fn dropping_the_generator_right_after_a_fill_keeps_the_numbers() {
    let (dev, rng) = curand!(11);
    let mut a = dev.alloc_zeros::<f32>(MANY).unwrap();
    rng.fill_with_uniform(&mut a).unwrap();
    drop(rng);
    let v = dev.dtoh_sync_copy(&a).unwrap();
    assert!(v.iter().all(|&x| x > 0.0 && x <= 1.0));
    dev.synchronize().unwrap();
}

#[test]
fn awaited_fills_are_ordered_with_other_streams_and_survive_dropped_futures() {
    let (dev, rng) = curand!(12);
    let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone()).unwrap();
    let k = slow_kernels(&dev);
    let stream = dev.fork_default_stream().unwrap();
    // A slow write of 7.0 on another stream, then a fill on the adapter: the fill waits.
    let mut x: CudaSlice<f32> = filled(&dev, 0.0);
    k.fill(Some(&stream), &mut x, 7.0, SLOW);
    let f = adev.fill_with_uniform(&rng, &mut x).unwrap();
    // A sync read on this thread waits for the fill, whether or not the future is awaited.
    let v = dev.dtoh_sync_copy(&x).unwrap();
    let bad = v.iter().filter(|&&x| !(x > 0.0 && x <= 1.0)).count();
    assert_eq!(bad, 0, "{bad} of {KN} elements not the fill's");
    futures_lite::future::block_on(f).unwrap();
    // Dropped and forgotten futures: the fills still happen, in order.
    let mut y: CudaSlice<f64> = dev.alloc_zeros(1 << 16).unwrap();
    drop(adev.fill_with_normal(&rng, &mut y, 5.0, 0.1).unwrap());
    let mut z: CudaSlice<f32> = dev.alloc_zeros(1 << 16).unwrap();
    std::mem::forget(adev.fill_with_log_normal(&rng, &mut z, 0.0, 0.1).unwrap());
    let (mean, _) = moments(dev.dtoh_sync_copy(&y).unwrap().into_iter());
    assert!((mean - 5.0).abs() < 0.01, "mean {mean}");
    assert!(dev.dtoh_sync_copy(&z).unwrap().iter().all(|&v| v > 0.0));
    // An odd length is refused at once, and an adapter of another device object too.
    let mut odd: CudaSlice<f32> = dev.alloc_zeros(3).unwrap();
    assert!(adev.fill_with_normal(&rng, &mut odd, 0.0, 1.0).is_err());
    let other = cuda_driver::r#async::AsyncDevice::new(CudaDevice::new(0).unwrap()).unwrap();
    let e = other.fill_with_uniform(&rng, &mut z).unwrap_err();
    assert!(e.to_string().contains("AsyncDevice"), "{e}");
}

#[test]
fn a_fill_inside_a_chain_awaited_once_is_ordered_with_its_other_steps() {
    use cuda_driver::r#async::Op;
    let (dev, rng) = curand!(13);
    let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone()).unwrap();
    let k = slow_kernels(&dev);
    let ops = adev.ops();
    let stream = dev.fork_default_stream().unwrap();
    let mut x: CudaSlice<f32> = filled(&dev, 0.0);
    k.fill(Some(&stream), &mut x, 7.0, SLOW);
    let mut copy: CudaSlice<f32> = filled(&dev, -1.0);
    let v = ops
        .fill_with_uniform(&rng, &mut x)
        .then(|x| ops.dtod_copy(&*x, &mut copy))
        .then(|copy| ops.dtoh_copy(copy))
        .wait()
        .unwrap();
    let bad = v.iter().filter(|&&x| !(x > 0.0 && x <= 1.0)).count();
    assert_eq!(bad, 0, "{bad} of {KN} elements not the chain's fill");
    let mut odd: CudaSlice<f32> = dev.alloc_zeros(3).unwrap();
    let e = ops
        .fill_with_normal(&rng, &mut odd, 0.0, 1.0)
        .wait()
        .unwrap_err();
    assert!(e.to_string().contains("must be even"), "{e}");
}

/// How long the slow kernel ahead of each test runs, at least.
const SLOW_MS: u64 = 300;

/// Elements of the buffers the slow kernels write (4 MiB of floats).
const N: usize = 1 << 20;

/// Whether every element of `got` is still `old`: the slow kernel that writes them all at the
/// end of its spin has not finished.
fn untouched(got: &[f32], old: f32) -> bool {
    got.iter().all(|&v| v == old)
}

/// `n` normal f32s (mean 0, deviation 1) of `rng`, filled and read on the calling thread.
fn normal_f32(dev: &Arc<CudaDevice>, rng: &CudaRng, n: usize) -> Vec<f32> {
    let mut a = dev.alloc_zeros::<f32>(n).unwrap();
    rng.fill_with_normal(&mut a, 0.0, 1.0).unwrap();
    dev.dtoh_sync_copy(&a).unwrap()
}

/// `n` uniform f32s of a fresh generator of `seed`, moved to `offset` first.
fn twin_uniform(dev: &Arc<CudaDevice>, seed: u64, offset: u64, n: usize) -> Vec<f32> {
    let mut twin = CudaRng::new(seed, dev.clone()).unwrap();
    if offset > 0 {
        twin.set_offset(offset).unwrap();
    }
    uniform_f32(dev, &twin, n)
}

/// How the test below makes the first fill, and where it makes the second.
#[derive(Clone, Copy, Debug)]
enum Way {
    /// Both on the calling thread's stream.
    BothHere,
    /// The first through the async adapter (its future dropped), the second here.
    FirstAsync,
    /// The first here, the second on another thread's stream.
    SecondElsewhere,
}

/// curand/safe/mod.rs (`set_seed`): "the next fill takes the sequence of that seed from the
/// generator's current offset, which is the one set with `set_offset` (0 at first) moved
/// on by every number the fills since have made"; `set_offset`: "the next fill starts that
/// many numbers into the seed's sequence"; the module docs: "Fills of one generator are
/// ordered among themselves too, since they share its state on the GPU"; `fill`:
/// `generate` "may enqueue cuRAND's work on the generator's stream ... that writes those
/// elements and nothing else of the process"; asynchronous.rs: "a dropped or forgotten
/// future changes nothing".
///
/// The suspicion (read from the code and its notes: "cuRAND sets the generator up on its
/// first fill after `new`, `set_seed` or `set_offset`, with work a capture cannot hold"):
/// that set-up rewrites the generator's state on the GPU; the crate orders fills through a
/// stand-in buffer, which orders only work cuRAND enqueues on the stream it is given. If
/// the set-up writes the state some other way (a synchronous copy, the legacy stream), it
/// does not wait for a fill still pending on a non-blocking stream.
///
/// The test: the first fill (`x`, `n` numbers) waits behind a 300 ms `slow_fill` of `x`
/// on another stream; then, at once, `set_seed(99)` (or `set_offset(12345)`) and a second
/// fill (`y`), which sets the generator up again. Sound: `x` holds the old seed's first
/// `n` numbers and `y` the new seed's from offset `n` (or the seed's from 12345), exactly
/// those of fresh generators set up so. A hole: `x` holds other numbers (the pending fill
/// ran on the state the re-setup had written under it).
#[test]
fn changing_the_seed_or_offset_while_a_fill_waits_leaves_that_fill_its_numbers() {
    let (dev, _rng) = curand!(41);
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 1usize << 16;
    let cycles = cycles_for_ms(&dev, SLOW_MS);
    let old = twin_uniform(&dev, 41, 0, n);
    let new_seed = twin_uniform(&dev, 99, n as u64, n);
    let new_offset = twin_uniform(&dev, 41, 12345, n);
    for way in [Way::BothHere, Way::FirstAsync, Way::SecondElsewhere] {
        for reseed in [true, false] {
            let what = format!(
                "{way:?}, {}",
                if reseed {
                    "set_seed(99)"
                } else {
                    "set_offset(12345)"
                }
            );
            let mut rng = CudaRng::new(41, dev.clone()).unwrap();
            let s = dev.new_stream().unwrap();
            let mut x: CudaSlice<f32> = dev.alloc_zeros(n).unwrap();
            let mut y: CudaSlice<f32> = dev.alloc_zeros(n).unwrap();
            k.fill(Some(&s), &mut x, 7.0, cycles);
            match way {
                Way::FirstAsync => drop(adev.fill_with_uniform(&rng, &mut x).unwrap()),
                _ => rng.fill_with_uniform(&mut x).unwrap(),
            }
            if reseed {
                rng.set_seed(99).unwrap();
            } else {
                rng.set_offset(12345).unwrap();
            }
            match way {
                Way::SecondElsewhere => std::thread::scope(|sc| {
                    sc.spawn(|| rng.fill_with_uniform(&mut y).unwrap())
                        .join()
                        .unwrap()
                }),
                _ => rng.fill_with_uniform(&mut y).unwrap(),
            }
            live(
                untouched(&snapshot(&dev, &x), 0.0),
                &format!("{what}: the slow fill had ended before the generator was changed"),
            );
            assert_same(
                &dev.dtoh_sync_copy(&x).unwrap(),
                &old,
                &format!(
                    "{what}: a fill still waiting when the generator was changed and set \
                     up again, against a fresh generator of the old seed"
                ),
            );
            let want = if reseed { &new_seed } else { &new_offset };
            assert_same(
                &dev.dtoh_sync_copy(&y).unwrap(),
                want,
                &format!("{what}: the fill after the change, against a fresh generator"),
            );
            drop(s);
        }
    }
    dev.synchronize().unwrap();
}

/// asynchronous.rs (`AsyncDevice::fill_with_uniform`): "Enqueued by this call, not on first
/// poll: a dropped or forgotten future changes nothing, and the buffer may be used or
/// dropped as soon as the call returns"; the module docs: "every later use (its free
/// included) waits for it".
///
/// The test, with the future dropped and forgotten: `x` is written slowly (7.0) on
/// another stream, filled through the adapter (waiting behind that), the future let go,
/// and `x` at once overwritten with 5.0 by an upload on this thread; `z` the same, but
/// dropped at once, and a buffer of its size made and set to 9.0 right after. Sound: `x`
/// ends at 5.0 (the fill came before the upload), and the new buffer at 9.0 (the free of
/// `z` waited for its fill). A hole: uniform numbers in either (the fill landed after the
/// next user's write), or 7.0 in `x`.
#[test]
fn buffers_reused_or_dropped_after_an_async_fills_future_is_let_go_keep_the_order() {
    let (dev, rng) = curand!(42);
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let cycles = cycles_for_ms(&dev, SLOW_MS);
    let s = dev.new_stream().unwrap();
    for how in [How::Dropped, How::Forgotten] {
        let mut x: CudaSlice<f32> = dev.alloc_zeros(N).unwrap();
        k.fill(Some(&s), &mut x, 7.0, cycles);
        let_go(how, adev.fill_with_uniform(&rng, &mut x).unwrap());
        dev.htod_sync_copy_into(&vec![5.0f32; N], &mut x).unwrap();
        let mut z: CudaSlice<f32> = dev.alloc_zeros(N).unwrap();
        k.fill(Some(&s), &mut z, 7.0, cycles);
        let_go(how, adev.fill_with_normal(&rng, &mut z, 0.0, 1.0).unwrap());
        drop(z);
        let nines = dev.htod_sync_copy(&vec![9.0f32; N]).unwrap();
        dev.synchronize().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&x).unwrap(),
            5.0,
            &format!("{how:?}: a buffer overwritten right after its async fill"),
        );
        assert_all(
            &dev.dtoh_sync_copy(&nines).unwrap(),
            9.0,
            &format!("{how:?}: a buffer made right after another was dropped behind its fill"),
        );
    }
    drop(s);
    dev.synchronize().unwrap();
}

/// curand/safe/mod.rs (`Drop for RngInner`): "Waits for the generator's last fill (reading
/// its state stand-in, which every fill writes), then destroys it"; asynchronous.rs: the
/// adapter's fill has "the same ordering ... with the generator's other fills".
///
/// The test: a fill through the adapter waits behind a 300 ms `slow_fill` of its buffer
/// on another stream; its future is dropped or forgotten, and the generator dropped at once
/// (then a new generator made, whose state may take the old one's memory). Sound: the
/// buffer gets exactly the numbers of a fresh generator of the same seed, and the device
/// keeps no error. A hole: other numbers or a fault (the generator destroyed under its
/// pending fill).
#[test]
fn dropping_the_generator_while_an_async_fill_waits_keeps_its_numbers() {
    let (dev, _rng) = curand!(43);
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let cycles = cycles_for_ms(&dev, SLOW_MS);
    let n = 1usize << 18;
    let want = twin_uniform(&dev, 43, 0, n);
    let s = dev.new_stream().unwrap();
    for how in [How::Dropped, How::Forgotten] {
        let rng = CudaRng::new(43, dev.clone()).unwrap();
        let mut x: CudaSlice<f32> = dev.alloc_zeros(n).unwrap();
        k.fill(Some(&s), &mut x, 7.0, cycles);
        let_go(how, adev.fill_with_uniform(&rng, &mut x).unwrap());
        live(
            untouched(&snapshot(&dev, &x), 0.0),
            "the slow fill had ended before the generator was dropped",
        );
        drop(rng);
        let fresh = CudaRng::new(1, dev.clone()).unwrap();
        assert_same(
            &dev.dtoh_sync_copy(&x).unwrap(),
            &want,
            &format!("{how:?}: an async fill whose generator was dropped while it waited"),
        );
        assert!(
            uniform_f32(&dev, &fresh, 1024)
                .iter()
                .all(|&v| v > 0.0 && v <= 1.0)
        );
        dev.synchronize().unwrap();
    }
    drop(s);
}

/// curand/safe/mod.rs (`fill_with_normal`): "an odd length is refused
/// (`CURAND_STATUS_LENGTH_NOT_MULTIPLE`, naming the length), and so is a buffer whose
/// address is not a multiple of a pair's size ... (`CURAND_STATUS_OUT_OF_RANGE`)";
/// `fill_with_uniform`: "`u64` ... returns `CURAND_STATUS_TYPE_ERROR`"; asynchronous.rs: "a
/// refusal is the `Err` returned at once, nothing enqueued"; `Ops::fill_with_uniform`: "A
/// refusal fails the chain with the `CurandError`'s message".
///
/// The test: every refusal, on every path (sync, async, chain): odd lengths of f32 and
/// f64, an f64 view of even length at element 1 (8-byte aligned, not 16), log-normal too,
/// and u64 uniforms (refused by cuRAND itself, after the crate set the stream). Sound: each
/// is refused with its status and a message naming the problem, the buffers are untouched,
/// an empty view at an odd element is `Ok` (nothing to do), and the generator's next fill
/// is exactly the first fill of a fresh generator of its seed: the refusals consumed no
/// numbers. A hole: a panic, a buffer written, or a shifted sequence.
#[test]
fn refused_fills_on_every_path_touch_nothing_and_consume_no_numbers() {
    let (dev, rng) = curand!(44);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let ops = adev.ops();
    let want = twin_uniform(&dev, 44, 0, 4096);
    let mut odd = dev.htod_sync_copy(&[9.0f32; 1001]).unwrap();
    let mut odd64 = dev.htod_sync_copy(&[9.0f64; 7]).unwrap();
    let length = |e: &cuda_driver::curand::result::CurandError, len: &str| {
        assert_eq!(
            e.0,
            curandStatus_t::CURAND_STATUS_LENGTH_NOT_MULTIPLE,
            "{e}"
        );
        let msg = e.to_string();
        assert!(msg.contains(len) && msg.contains("even"), "{msg}");
    };
    length(
        &rng.fill_with_normal(&mut odd, 0.0, 1.0).unwrap_err(),
        "1001",
    );
    length(
        &rng.fill_with_log_normal(&mut odd64, 0.0, 1.0).unwrap_err(),
        "7",
    );
    length(
        &adev
            .fill_with_normal(&rng, &mut odd, 0.0, 1.0)
            .expect_err("an async normal fill of 1001 f32 was accepted"),
        "1001",
    );
    length(
        &adev
            .fill_with_log_normal(&rng, &mut odd64, 0.0, 1.0)
            .expect_err("an async log-normal fill of 7 f64 was accepted"),
        "7",
    );
    let e = ops
        .fill_with_normal(&rng, &mut odd, 0.0f32, 1.0)
        .wait()
        .unwrap_err();
    assert!(
        e.to_string().contains("1001") && e.to_string().contains("even"),
        "{e}"
    );
    let (d, w) = misaligned_views_and_u64_uniforms_are_refused(&dev, &rng, &adev, &ops);
    assert!(dev.dtoh_sync_copy(&odd).unwrap().iter().all(|&v| v == 9.0));
    assert!(
        dev.dtoh_sync_copy(&odd64)
            .unwrap()
            .iter()
            .all(|&v| v == 9.0)
    );
    assert!(dev.dtoh_sync_copy(&d).unwrap().iter().all(|&v| v == 9.0));
    assert!(dev.dtoh_sync_copy(&w).unwrap().iter().all(|&v| v == 7));
    assert_same(
        &uniform_f32(&dev, &rng, 4096),
        &want,
        "the first fill after every refusal, against a fresh generator of the seed",
    );
    dev.synchronize().unwrap();
}

/// The refusals of `refused_fills_on_every_path_touch_nothing_and_consume_no_numbers` of
/// f64 views at an odd element and of u64 uniform numbers; the buffers they left alone.
fn misaligned_views_and_u64_uniforms_are_refused(
    dev: &Arc<CudaDevice>,
    rng: &CudaRng,
    adev: &AsyncDevice,
    ops: &Ops,
) -> (CudaSlice<f64>, CudaSlice<u64>) {
    let mut d = dev.htod_sync_copy(&vec![9.0f64; 1002]).unwrap();
    {
        let mut view = d.slice_mut(1..1001);
        let misaligned = |e: &cuda_driver::curand::result::CurandError| {
            assert_eq!(e.0, curandStatus_t::CURAND_STATUS_OUT_OF_RANGE, "{e}");
            assert!(e.to_string().contains("pairs of 16 bytes"), "{e}");
        };
        misaligned(&rng.fill_with_normal(&mut view, 0.0, 1.0).unwrap_err());
        misaligned(
            &adev
                .fill_with_log_normal(rng, &mut view, 0.0, 1.0)
                .expect_err("an async log-normal fill of an f64 view at element 1 was accepted"),
        );
        let e = ops
            .fill_with_normal(rng, &mut view, 0.0f64, 1.0)
            .wait()
            .unwrap_err();
        assert!(e.to_string().contains("pairs of 16 bytes"), "{e}");
    }
    // An empty view at an odd element: nothing to do.
    rng.fill_with_normal(&mut d.slice_mut(1..1), 0.0, 1.0)
        .unwrap();
    adev.fill_with_normal(rng, &mut d.slice_mut(3..3), 0.0, 1.0)
        .unwrap()
        .wait()
        .unwrap();
    let mut w = dev.htod_sync_copy(&[7u64; 64]).unwrap();
    let e = rng.fill_with_uniform(&mut w).unwrap_err();
    assert_eq!(e.0, curandStatus_t::CURAND_STATUS_TYPE_ERROR, "{e}");
    let e = adev
        .fill_with_uniform(rng, &mut w)
        .expect_err("an async u64 uniform fill was accepted");
    assert_eq!(e.0, curandStatus_t::CURAND_STATUS_TYPE_ERROR, "{e}");
    (d, w)
}

/// The module docs: "Fills of one generator are ordered among themselves too, since they
/// share its state on the GPU"; `CudaRng`: "`Send` and `Sync`: fills from several threads
/// take turns on the generator"; `fill_with_normal`: views whose address is a multiple of
/// a pair's size are filled.
///
/// The test: the two halves of one buffer (`split_at_mut`, the second starting at an
/// even element) are filled with normal numbers from two threads at once, both behind a
/// 300 ms `slow_fill` of the whole buffer on another stream. Sound: each half holds exactly
/// one of the first two fills of a fresh generator of the seed (in either order), not the
/// same one, and nothing of the slow fill's 7.0. A hole: two halves of the same numbers (the
/// fills ran at once on one state), other numbers, or 7.0 left (a fill overtook the write).
#[test]
fn two_threads_filling_the_two_halves_of_one_buffer_take_turns() {
    let (dev, rng) = curand!(45);
    let k = slow_kernels(&dev);
    let n = 1usize << 18;
    let half = n / 2;
    let twin = CudaRng::new(45, dev.clone()).unwrap();
    let first = normal_f32(&dev, &twin, half);
    let second = normal_f32(&dev, &twin, half);
    let s = dev.new_stream().unwrap();
    let mut x: CudaSlice<f32> = dev.alloc_zeros(n).unwrap();
    k.fill(Some(&s), &mut x, 7.0, cycles_for_ms(&dev, SLOW_MS));
    {
        let (mut lo, mut hi) = x.split_at_mut(half);
        let rng = &rng;
        std::thread::scope(|sc| {
            let a = sc.spawn(move || rng.fill_with_normal(&mut lo, 0.0, 1.0));
            let b = sc.spawn(move || rng.fill_with_normal(&mut hi, 0.0, 1.0));
            a.join().unwrap().unwrap();
            b.join().unwrap().unwrap();
        });
    }
    let got = dev.dtoh_sync_copy(&x).unwrap();
    let (lo, hi) = got.split_at(half);
    let ok = (lo == first.as_slice() && hi == second.as_slice())
        || (lo == second.as_slice() && hi == first.as_slice());
    assert!(
        ok,
        "the halves are not the generator's first two fills (low half = first: {}, = \
         second: {}; high half = first: {}, = second: {}; 7.0s: {})",
        lo == first.as_slice(),
        lo == second.as_slice(),
        hi == first.as_slice(),
        hi == second.as_slice(),
        got.iter().filter(|&&v| v == 7.0).count()
    );
    drop(s);
    dev.synchronize().unwrap();
}

/// curand/safe/mod.rs, `CudaRng::set_seed`: "the next fill takes the sequence of that seed from
/// the generator's current offset, which is the one set with `set_offset`"; `fill` (its
/// safety comment): "each fill sets the stream again before generating";
/// curand/safe/asynchronous.rs,
/// `AsyncDevice::fill_with_uniform`: "the buffer may be used or dropped as soon as the call
/// returns".
///
/// The generator's last fill ran on one of an async adapter's streams, so cuRAND's handle
/// still names that stream; the adapter (and the buffer) are dropped, which destroys the
/// stream. Then `set_offset`, `set_seed` and a fill on the calling thread's stream: the
/// numbers must be those of a twin made with the same seed and offset, element by element,
/// and the device usable.
#[test]
fn a_generator_whose_last_fill_ran_on_a_dropped_adapters_stream_reseeds_and_fills_right() {
    let (dev, mut rng) = curand!(3);
    let n = 1usize << 16;
    {
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let mut x = dev.alloc_zeros::<f32>(n).unwrap();
        adev.fill_with_uniform(&rng, &mut x)
            .unwrap()
            .wait()
            .unwrap();
        assert_uniform(&dev.dtoh_sync_copy(&x).unwrap(), "the adapter's fill");
        drop(x);
        drop(adev);
    }
    // New streams now, which may take the dropped stream's handle value.
    let streams: Vec<_> = (0..4).map(|_| dev.new_stream().unwrap()).collect();
    rng.set_offset(4096).unwrap();
    rng.set_seed(9).unwrap();
    let got = uniform_now(&dev, &rng, n);
    let mut twin = CudaRng::new(9, dev.clone()).unwrap();
    twin.set_offset(4096).unwrap();
    let want = uniform_now(&dev, &twin, n);
    assert_same(
        &got,
        &want,
        "a generator reseeded after its last fill's stream was destroyed, against a twin",
    );
    assert_uniform(&got, "the reseeded generator's fill");
    drop(streams);
    assert_usable(&dev);
}
