//! Every combinator and leaf under block_on, smol and tokio, with results checked: boxed chains,
//! `zip`, `shared`, `unzip`, `map`, chains ordered with sync calls, errors in the middle of a
//! chain, dropped and forgotten chains, and allocations kept until their last writer.

use crate::compose::{Kernels, buf, cfg, kernels, setup, snapshot_at, snapshot_f32};
use crate::kernels::{CFG, N, SLOW, assert_all, filled, random_f32, slow_kernels};
use crate::support::assert_same;
use cuda_driver::r#async::{AsyncDevice, Op, Ops, RoundRobin, SingleStream, zip, zip3, zip4};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaSlice, DevicePtr, result};
use std::future::{Future, IntoFuture};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// mod.rs: `then` "chains work on the same stream, in order"; `Op::boxed` is "for chains
/// built in a loop"; `Ops::value` "enqueues nothing and outputs value". A chain of 100 steps
/// built in a loop (a slow fill first, fifty adds, another slow fill in the middle, value
/// steps between them), downloaded in the same chain: the order of the steps decides every
/// element.
#[test]
fn a_boxed_chain_built_in_a_loop_runs_its_steps_in_order() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    let mut x = buf(&dev, -1.0, n);
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements of x.
    let mut chain = unsafe { ops.launch(&k.fill, CFG, (SLOW, &mut x, n, 0.5f32)) }
        .then(|(_, x, _, _)| ops.value(x))
        .boxed();
    let mut want = 0.5f32;
    for i in 0..50 {
        chain = if i == 25 {
            want = 100.0;
            // SAFETY: as above.
            chain
                .then(|x| unsafe { ops.launch(&k.fill, CFG, (SLOW / 2, x, n, 100.0f32)) })
                .then(|(_, x, _, _)| ops.value(x))
                .boxed()
        } else {
            want += 1.0;
            // SAFETY: add_all(float *x, size_t n, float value) stays within n.
            chain
                .then(|x| unsafe { ops.launch(&k.add, CFG, (x, n, 1.0f32)) })
                .then(|(x, _, _)| ops.value(x))
                .boxed()
        };
    }
    let got = chain.then(|x| ops.dtoh_copy(&*x)).wait().unwrap();
    assert_all(&got, want, "a chain of 100 boxed steps");
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        want,
        "read by the sync API",
    );
}

/// op.rs, `zip`: "joined on the device with events: the chain continues (or completes) once
/// all of them have"; `Op::on`: "branches of a zip run on streams the default policy picks,
/// joined back onto it". Zips whose slow branch is not the first (so runs on another stream
/// than the chain's), under the default policy and on a user stream: once the chain's future
/// resolves, the GPU has written every element of every branch.
#[test]
fn a_chain_completes_only_once_every_zip_branch_has() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let s = dev.new_stream().unwrap();
    let n = 1 << 16;
    for on_user_stream in [false, true] {
        let (mut b, mut c, mut d) = (buf(&dev, 0.0, n), buf(&dev, 0.0, n), buf(&dev, 0.0, n));
        let op = zip3(
            ops.value(1u32),
            // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n
            // elements.
            unsafe { ops.launch(&k.fill, CFG, (SLOW, &mut b, n, 2.0f32)) },
            // SAFETY: as above.
            unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut c, n, 3.0f32)) },
        )
        .map(|(one, _, _)| one);
        let one = if on_user_stream {
            op.on(&s).wait()
        } else {
            op.wait()
        }
        .unwrap();
        assert_eq!(one, 1);
        let what =
            format!("a zip3 branch, once the chain resolved (on a user stream: {on_user_stream})");
        assert_all(&snapshot_f32(&dev, &b), 2.0, &what);
        assert_all(&snapshot_f32(&dev, &c), 3.0, &what);

        // zip4, the slow one last, then a step after the join that reads nothing of it.
        let op = zip4(
            ops.value(()),
            ops.value(()),
            ops.value(()),
            // SAFETY: as above.
            unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut d, n, 4.0f32)) },
        )
        .then(|_| ops.alloc_zeros::<u8>(4));
        let z = if on_user_stream {
            op.on(&s).wait()
        } else {
            op.wait()
        }
        .unwrap();
        assert_eq!(z.len(), 4);
        let what = format!(
            "zip4's last branch, once the chain resolved (on a user stream: {on_user_stream})"
        );
        assert_all(&snapshot_f32(&dev, &d), 4.0, &what);
    }
}

/// op.rs, `Op::shared`: "runs once, when the first clone is awaited (or waited for)";
/// `SharedFuture`: "it executes the operation when first polled"; `Unzipped`: "Awaiting (or
/// waiting for) either half runs the pair's operation, once for both"; mod.rs: an operation
/// "dropped before it is executed does nothing". Nothing is built (no closure called) by
/// `shared`, `clone`, `into_future`, `unzip` or a device synchronize; the first poll or wait
/// builds it once; clones never awaited build nothing.
#[test]
fn shared_and_unzip_build_nothing_until_first_awaited() {
    let (dev, _k, adev) = compose_adapter!();
    let ops = adev.ops();
    let data = random_f32(4096, 60);
    let built = Arc::new(AtomicUsize::new(0));
    let counted = |v: Vec<f32>| {
        let (o, built) = (ops.clone(), built.clone());
        ops.htod_copy(v).then(move |x| {
            built.fetch_add(1, Ordering::SeqCst);
            o.reclaim(x)
        })
    };
    let shared = counted(data.clone()).shared();
    let clone = shared.clone();
    let mut fut = clone.clone().into_future();
    dev.synchronize().unwrap();
    assert_eq!(built.load(Ordering::SeqCst), 0, "built before any poll");
    // One poll with a no-op waker: it executes the operation.
    let _ = std::pin::Pin::new(&mut fut)
        .poll(&mut std::task::Context::from_waker(std::task::Waker::noop()));
    assert_eq!(
        built.load(Ordering::SeqCst),
        1,
        "the first poll executes it"
    );
    assert_same(
        &futures_lite::future::block_on(fut).unwrap(),
        &data,
        "shared",
    );
    assert_same(&clone.wait().unwrap(), &data, "a clone");
    assert_same(&shared.wait().unwrap(), &data, "the original");
    assert_eq!(built.load(Ordering::SeqCst), 1, "built more than once");

    // Never awaited: nothing.
    let never = counted(data.clone()).shared();
    drop((never.clone(), never));
    let (a, b) = zip(counted(vec![1.0; 8]), counted(vec![2.0; 16])).unzip();
    dev.synchronize().unwrap();
    assert_eq!(
        built.load(Ordering::SeqCst),
        1,
        "a shared or unzip never awaited was built"
    );
    assert_eq!(b.wait().unwrap(), vec![2.0; 16]);
    assert_eq!(
        built.load(Ordering::SeqCst),
        3,
        "waiting for one half builds the pair"
    );
    assert_eq!(a.wait().unwrap(), vec![1.0; 8]);
    assert_eq!(
        built.load(Ordering::SeqCst),
        3,
        "the other half built it again"
    );
}

/// op.rs, `Op::map`: "Transforms the resolved output on the host, once the GPU is done (when
/// the chain's future is polled, or by `wait`, on that thread)"; execute.rs, `ChainFuture`:
/// "map closures run in its poll". A map after a slow fill: it has not run after a device
/// synchronize (nothing polled), it runs on the thread that waits (another one) or polls
/// (`block_on`), and when it runs the GPU has written every element.
#[test]
fn map_runs_on_the_waiting_thread_once_the_gpu_is_done() {
    let (dev, k, adev) = compose_adapter!();
    let ops = adev.ops();
    let n = 1 << 16;
    for by_wait in [true, false] {
        let mut y = buf(&dev, 0.0, n);
        let (ptr, d, ran) = (
            *y.device_ptr(),
            dev.clone(),
            Arc::new(AtomicBool::new(false)),
        );
        let ran2 = ran.clone();
        let value = if by_wait { 8.0 } else { 9.0 };
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the n elements.
        let fut = unsafe { ops.launch(&k.fill, CFG, (2 * SLOW, &mut y, n, value)) }
            .map(move |_| {
                ran2.store(true, Ordering::SeqCst);
                (std::thread::current().id(), snapshot_at(&d, ptr, n))
            })
            .run();
        dev.synchronize().unwrap();
        assert!(
            !ran.load(Ordering::SeqCst),
            "the map ran before its future was polled"
        );
        let h = std::thread::spawn(move || {
            let out = if by_wait {
                fut.wait()
            } else {
                futures_lite::future::block_on(fut)
            };
            (std::thread::current().id(), out.unwrap())
        });
        let (waiter, (ran_on, seen)) = h.join().unwrap();
        assert_eq!(
            ran_on, waiter,
            "the map ran on another thread than the waiter's"
        );
        assert_all(&seen, value, "what the GPU had written when the map ran");
        drop(y);
    }
}

/// What the parts of `combinators` share: the adapter's operations, the kernels, the data and
/// its length, and the seed the data comes from.
struct Combos {
    ops: Ops,
    k: Kernels,
    n: usize,
    data: Vec<f32>,
    seed: u64,
}

/// `d` with `v` added to every element.
fn plus(d: &[f32], v: f32) -> Vec<f32> {
    d.iter().map(|x| x + v).collect()
}

/// Every combinator and every leaf, with results checked; `seed` varies the data.
async fn combinators(adev: &AsyncDevice, seed: u64) {
    let dev = adev.device();
    let n = 1000 + seed as usize;
    let cx = Combos {
        ops: adev.ops(),
        k: kernels(&dev),
        n,
        data: random_f32(n, seed),
        seed,
    };
    let (x, y, xs, want_y) = then_and_borrowed_buffers(adev, &cx).await;
    let (x, y) = map_zips_unzip_and_shared(adev, &cx, (x, y), (xs, want_y)).await;
    copies_custom_steps_and_policies(adev, &cx, x, y).await;
}

/// `then` on owned and borrowed buffers; the two buffers, x read back, and y as it must be.
async fn then_and_borrowed_buffers(
    adev: &AsyncDevice,
    cx: &Combos,
) -> (CudaSlice<f32>, CudaSlice<f32>, Vec<f32>, Vec<f32>) {
    let (ops, k, n, seed) = (&cx.ops, &cx.k, cx.n, cx.seed);
    let data = cx.data.clone();
    // then: upload → kernel (owned buffer handed back) → kernel → download, awaited once.
    let out = ops
        .htod_copy(data.clone())
        // SAFETY: add_one(float *x, size_t n) stays within n elements.
        .then(|x| unsafe { ops.launch(&k.add_one, cfg(n), (x, n)) })
        // SAFETY: add_one(float *x, size_t n) stays within n elements.
        .then(|(x, _)| unsafe { ops.launch(&k.add_one, cfg(n), (x, n)) })
        .then(|(x, _)| ops.reclaim(x))
        .await
        .unwrap();
    assert_eq!(out, plus(&data, 2.0), "then (seed {seed})");

    // Borrowed buffers: write one, read it into another, download both.
    let mut x = adev.htod_copy(data.clone()).await.unwrap();
    let mut y = adev.alloc_zeros::<f32>(n).await.unwrap();
    // SAFETY: as above; axpy(float a, const float *x, float *y, size_t n): y += a * x.
    // The first step hands `&mut x` back; the second reads it.
    unsafe { ops.launch(&k.add_one, cfg(n), (&mut x, n)) }
        .then(|(x, n)| unsafe { ops.launch(&k.axpy, cfg(n), (2.0f32, &*x, &mut y, n)) })
        .await
        .unwrap();
    let (xs, ys) = zip(ops.dtoh_copy(&x), ops.dtoh_copy(&y)).await.unwrap();
    assert_eq!(xs, plus(&data, 1.0), "borrowed x (seed {seed})");
    let want_y: Vec<f32> = xs.iter().map(|v| 2.0 * v).collect();
    assert_eq!(ys, want_y, "borrowed y (seed {seed})");
    (x, y, xs, want_y)
}

/// `map`, `zip`, `zip3`, `zip4` and `unzip`, given x and y and what they hold.
async fn map_zips_unzip_and_shared(
    adev: &AsyncDevice,
    cx: &Combos,
    (x, y): (CudaSlice<f32>, CudaSlice<f32>),
    (xs, want_y): (Vec<f32>, Vec<f32>),
) -> (CudaSlice<f32>, CudaSlice<f32>) {
    let (ops, k, n, seed) = (&cx.ops, &cx.k, cx.n, cx.seed);
    // map: on the host once the GPU is done.
    let sum = ops
        .dtoh_copy(&x)
        .map(|v| v.iter().map(|&f| f as f64).sum::<f64>())
        .await
        .unwrap();
    let want_sum: f64 = xs.iter().map(|&f| f as f64).sum();
    assert_eq!(sum, want_sum, "map (seed {seed})");
    let twice = ops.htod_copy(vec![3u32; 4]).then(|v| ops.reclaim(v));
    let twice = twice.map(|v| v.len()).map(|l| l * 2).await.unwrap();
    assert_eq!(twice, 8);

    // zip, zip3, zip4: independent branches, all results.
    let (a, b) = zip(ops.htod_copy(vec![1u8, 2]), ops.alloc_zeros::<u16>(3))
        .await
        .unwrap();
    assert_eq!(adev.dtoh_copy(&a).await.unwrap(), [1, 2]);
    assert_eq!(adev.dtoh_copy(&b).await.unwrap(), [0, 0, 0]);
    let (p, q, r) = zip3(
        ops.htod_copy(vec![1i32; 5]).then(|v| ops.reclaim(v)),
        ops.htod_copy(vec![2i32; 6]).then(|v| ops.reclaim(v)),
        ops.dtoh_copy(&y),
    )
    .await
    .unwrap();
    assert_eq!((p, q, r), (vec![1; 5], vec![2; 6], want_y.clone()));
    let four = |v: f32| {
        ops.htod_copy(vec![v; n])
            // SAFETY: as above.
            .then(|x| unsafe { ops.launch(&k.add_one, cfg(n), (x, n)) })
            .then(|(x, _)| ops.reclaim(x))
    };
    let (a, b, c, d) = zip4(four(0.0), four(1.0), four(2.0), four(3.0))
        .await
        .unwrap();
    for (i, got) in [a, b, c, d].iter().enumerate() {
        assert_all(got, i as f32 + 1.0, "zip4 branch");
    }

    // unzip: both halves, in either order, one execution.
    let runs = Arc::new(AtomicUsize::new(0));
    let counted = {
        let runs = runs.clone();
        let o = ops.clone();
        zip(
            ops.htod_copy(vec![5u8; 3]).then(move |v| o.reclaim(v)),
            ops.htod_copy(vec![6u8; 2]).then({
                let o = ops.clone();
                move |v| o.reclaim(v)
            }),
        )
        .map(move |p| {
            runs.fetch_add(1, Ordering::SeqCst);
            p
        })
    };
    let (left, right) = counted.unzip();
    assert_eq!(right.await.unwrap(), [6, 6]);
    assert_eq!(left.await.unwrap(), [5, 5, 5]);
    assert_eq!(
        runs.load(Ordering::SeqCst),
        1,
        "unzip runs the operation once"
    );

    (x, y)
}

/// `shared`, the copies into and out of a chain, a step of one's own, the policies and the
/// blocking forms, on x and y.
async fn copies_custom_steps_and_policies(
    adev: &AsyncDevice,
    cx: &Combos,
    mut x: CudaSlice<f32>,
    mut y: CudaSlice<f32>,
) {
    let dev = adev.device();
    let (ops, k, n, seed) = (&cx.ops, &cx.k, cx.n, cx.seed);
    let data = cx.data.clone();
    // shared: clones get the same result, one execution.
    let o = ops.clone();
    let shared = ops
        .htod_copy(data.clone())
        .then(move |v| o.reclaim(v))
        .shared();
    let (s1, s2) = (shared.clone().await.unwrap(), shared.await.unwrap());
    assert_eq!(s1, data);
    assert_eq!(s2, data);

    // memset, dtod, htod_copy_into, dtoh into a chain.
    let mut z = adev.alloc_zeros::<f32>(n).await.unwrap();
    let back = ops
        .htod_copy_into(data.clone(), &mut z)
        .then(|z| zip(ops.memset_zeros(&mut x), ops.dtod_copy(&*z, &mut y)))
        .then(|(x, y)| zip(ops.dtoh_copy(&*x), ops.dtoh_copy(&*y)))
        .await
        .unwrap();
    assert_eq!(back, (vec![0.0; n], data.clone()), "copies (seed {seed})");

    // A step of one's own.
    let (src, dst) = (*z.device_ptr(), *x.device_ptr());
    let bytes = n * 4;
    // SAFETY: copies `bytes` bytes of z into x on the given stream.
    let tag = unsafe {
        ops.custom((&z, &mut x), move |stream| {
            result::memcpy_dtod_async(dst, src, bytes, stream).map(|()| 7u32)
        })
    }
    .then(|((_, x), t)| ops.dtoh_copy(&*x).map(move |v| (t, v)))
    .await
    .unwrap();
    assert_eq!(tag, (7, data.clone()), "custom (seed {seed})");

    // Policies, and the blocking forms.
    let v = ops
        .htod_copy(vec![9u64; 7])
        .then(|v| ops.reclaim(v))
        .schedule(&SingleStream(3))
        .await
        .unwrap();
    assert_eq!(v, [9; 7]);
    let v = ops
        .htod_copy(vec![8u64; 7])
        .then(|v| ops.reclaim(v))
        .schedule(&RoundRobin)
        .await
        .unwrap();
    assert_eq!(v, [8; 7]);
    let stream = dev.fork_default_stream().unwrap();
    let v = ops
        .htod_copy(vec![4u8; 9])
        .then(|v| ops.reclaim(v))
        .on(&stream)
        .await
        .unwrap();
    assert_eq!(v, [4; 9]);
    // SAFETY: add_all(float *x, size_t n, float value) stays within n.
    unsafe { ops.launch(&k.add_all, CFG, (&mut z, n, 1.5f32)) }
        .sync_on(&stream)
        .unwrap();
    assert_eq!(ops.dtoh_copy(&z).sync().unwrap(), plus(&data, 1.5));
}

#[test]
fn combinators_under_block_on() {
    let Some((_dev, adev)) = setup() else { return };
    futures_lite::future::block_on(async {
        for seed in 0..3 {
            combinators(&adev, seed).await;
        }
    });
}

#[test]
fn combinators_under_smol() {
    let Some((_dev, adev)) = setup() else { return };
    smol::block_on(async {
        let tasks: Vec<_> = (0..8)
            .map(|i| {
                let adev = adev.clone();
                smol::spawn(async move { combinators(&adev, 10 + i).await })
            })
            .collect();
        for t in tasks {
            t.await;
        }
    });
}

#[test]
fn combinators_under_tokio_multi_thread() {
    let Some((_dev, adev)) = setup() else { return };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .build()
        .unwrap();
    rt.block_on(async {
        let tasks: Vec<_> = (0..16)
            .map(|i| {
                let adev = adev.clone();
                tokio::spawn(async move { combinators(&adev, 100 + i).await })
            })
            .collect();
        for t in tasks {
            t.await.unwrap();
        }
    });
}

/// Sync work before a chain is seen by it; sync work after it sees its results (and waits
/// for its reads before writing), without awaiting the chain first.
#[test]
fn ordered_with_sync_calls_before_and_after() {
    let Some((dev, adev)) = setup() else { return };
    let slow = slow_kernels(&dev);
    let k = kernels(&dev);
    let ops = adev.ops();

    // Before: a slow sync fill of x, then a chain adds 1 and downloads.
    let mut x = filled(&dev, 0.0);
    slow.fill(None, &mut x, 1.0, SLOW);
    // SAFETY: add_all stays within N.
    let got = unsafe { ops.launch(&k.add_all, CFG, (&mut x, N, 1.0f32)) }
        .then(|(x, _, _)| ops.dtoh_copy(&*x))
        .wait()
        .unwrap();
    assert_all(&got, 2.0, "chain after a slow sync fill");

    // After (read after write): a chain writes y slowly; a sync read right away sees it.
    let mut y = filled(&dev, 0.0);
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes n elements.
    let fut = unsafe { ops.launch(&k.slow_fill, CFG, (SLOW, &mut y, N, 5.0f32)) }.run();
    let seen = dev.dtoh_sync_copy(&y).unwrap();
    assert_all(&seen, 5.0, "sync read after a chain's slow write");
    fut.wait().unwrap();

    // After (write after read): a chain reads z slowly (a slow copy into w); a sync write of
    // z right away must wait for that read.
    let mut z = filled(&dev, 3.0);
    let mut w = filled(&dev, 0.0);
    let copy = dev.get_func("spin", "slow_copy").unwrap();
    // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n) stays within the N elements
    // of `w` and `z`.
    let fut = unsafe { ops.launch(&copy, CFG, (SLOW, &mut w, &z, N)) }.run();
    dev.memset_zeros(&mut z).unwrap();
    drop(fut);
    assert_all(
        &dev.dtoh_sync_copy(&w).unwrap(),
        3.0,
        "chain's read before a sync write",
    );
    assert_all(&dev.dtoh_sync_copy(&z).unwrap(), 0.0, "the sync write");

    // A chain on a user stream, then sync work on the main stream and on that stream.
    let stream = dev.fork_default_stream().unwrap();
    let mut v = filled(&dev, 0.0);
    // SAFETY: as above.
    let fut = unsafe { ops.launch(&k.slow_fill, CFG, (SLOW, &mut v, N, 7.0f32)) }.on(&stream);
    slow.add(None, &mut v, 1.0);
    assert_all(
        &dev.dtoh_sync_copy(&v).unwrap(),
        8.0,
        "main stream after a chain on a stream",
    );
    fut.wait().unwrap();
}

/// A failing step fails the chain; the steps after it are not built or enqueued; the chain
/// owns nothing afterwards, and the device stays usable.
#[test]
fn errors_in_the_middle_of_a_chain() {
    let Some((dev, adev)) = setup() else { return };
    let k = kernels(&dev);
    let ops = adev.ops();
    let later_built = AtomicUsize::new(0);
    let mut untouched = adev.htod_copy(vec![1.0f32; 64]).wait().unwrap();
    let n = 64usize;

    // A launch with the wrong arguments (add_one takes two) in the middle.
    let err = ops
        .htod_copy(vec![0.0f32; n])
        // SAFETY: refused before launching: the argument count does not match.
        .then(|x| unsafe { ops.launch(&k.add_one, cfg(n), (x, n, 1.0f32)) })
        .then(|_| {
            later_built.fetch_add(1, Ordering::SeqCst);
            ops.memset_zeros(&mut untouched)
        })
        .wait()
        .unwrap_err();
    assert_eq!(err.code(), CUresult::CUDA_ERROR_INVALID_VALUE, "{err}");
    assert!(err.to_string().contains("add_one"), "{err}");
    assert_eq!(later_built.load(Ordering::SeqCst), 0);

    // A length mismatch after a step that did run.
    let mut short = adev.alloc_zeros::<f32>(3).wait().unwrap();
    let err = ops
        .htod_copy(vec![2.0f32; n])
        .then(|_x| ops.htod_copy_into(vec![1.0f32; 4], &mut short))
        .then(|_| {
            later_built.fetch_add(1, Ordering::SeqCst);
            ops.memset_zeros(&mut untouched)
        })
        .wait()
        .unwrap_err();
    assert!(err.to_string().contains("htod_copy_into"), "{err}");
    assert_eq!(later_built.load(Ordering::SeqCst), 0);

    // Nothing after the failures ran.
    assert_eq!(adev.dtoh_copy(&untouched).wait().unwrap(), vec![1.0; 64]);
    assert_eq!(adev.dtoh_copy(&short).wait().unwrap(), vec![0.0; 3]);

    // Device-only steps in a capture (an upload refused with a clear error): in
    // tests/gpu_graphs/composed.rs, where no other test synchronises the device meanwhile.

    // Still usable.
    let v = ops
        .htod_copy(vec![3u8; 5])
        .then(|v| ops.reclaim(v))
        .wait()
        .unwrap();
    assert_eq!(v, [3; 5]);
}

/// An operation dropped before it is executed does nothing; a chain whose future is dropped
/// or forgotten while it runs still completes, keeps later work (and frees) behind it, and
/// releases what it owned.
#[test]
fn dropped_and_forgotten_chains() {
    let Some((dev, adev)) = setup() else { return };
    let k = kernels(&dev);
    let ops = adev.ops();

    // Never executed: nothing runs, no closure is called.
    let mut y = filled(&dev, 1.0);
    let called = AtomicUsize::new(0);
    // SAFETY: slow_fill writes N elements.
    let op = unsafe { ops.launch(&k.slow_fill, CFG, (SLOW, &mut y, N, 9.0f32)) }.then(|_| {
        called.fetch_add(1, Ordering::SeqCst);
        ops.alloc_zeros::<u8>(1)
    });
    drop(op);
    assert_eq!(called.load(Ordering::SeqCst), 0);
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        1.0,
        "a dropped, unexecuted op",
    );

    // Dropped while running: a slow write of a borrowed buffer, then a download.
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the N elements of `y`.
    let fut = unsafe { ops.launch(&k.slow_fill, CFG, (SLOW, &mut y, N, 2.0f32)) }
        .then(|(_, y, _, _)| ops.dtoh_copy(&*y))
        .run();
    drop(fut);
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        2.0,
        "after a dropped chain",
    );

    // Forgotten while running: a slow write, then the buffer is freed at once.
    let mut z = filled(&dev, 0.0);
    // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes the N elements of `z`.
    let fut = unsafe { ops.launch(&k.slow_fill, CFG, (SLOW, &mut z, N, 4.0f32)) }
        .then(|(_, z, _, _)| ops.dtoh_copy(&*z))
        .run();
    std::mem::forget(fut);
    let mut w = filled(&dev, 0.0);
    // A copy on the main stream after the forgotten chain sees its write.
    dev.dtod_copy(&z, &mut w).unwrap();
    drop(z);
    assert_all(
        &dev.dtoh_sync_copy(&w).unwrap(),
        4.0,
        "after a forgotten chain",
    );

    // Owned buffers in a dropped chain are released after their work: in
    // tests/gpu_dropped_futures.rs, which measures the device's free memory without other
    // tests running beside it.
    crate::kernels::assert_usable(&dev);
}

/// A zip whose branches both read one buffer and write two others.
#[test]
fn zip_branches_share_a_read_buffer() {
    let Some((dev, adev)) = setup() else { return };
    let k = kernels(&dev);
    let ops = adev.ops();
    let n = 1 << 20;
    let data = random_f32(n, 7);
    let x = adev.htod_copy(data.clone()).wait().unwrap();
    let mut y1 = adev.alloc_zeros::<f32>(n).wait().unwrap();
    let mut y2 = adev.alloc_zeros::<f32>(n).wait().unwrap();
    // SAFETY: axpy stays within n elements.
    let (a, b) = zip(
        unsafe { ops.launch(&k.axpy, cfg(n), (2.0f32, &x, &mut y1, n)) },
        unsafe { ops.launch(&k.axpy, cfg(n), (4.0f32, &x, &mut y2, n)) },
    )
    .then(|((_, _, y1, _), (_, _, y2, _))| zip(ops.dtoh_copy(&*y1), ops.dtoh_copy(&*y2)))
    .wait()
    .unwrap();
    let want = |s: f32| data.iter().map(|v| s * v).collect::<Vec<f32>>();
    assert_eq!((a, b), (want(2.0), want(4.0)));
    let _ = dev;
}

#[allow(dead_code)]
/// A small buffer freed on one of the adapter's streams is kept for that stream's next
/// allocation of the same size. One freed right behind a slow kernel that writes it (about 50
/// ms), then allocated again at once: on the same stream it is the same memory, and the upload
/// into it follows the kernel's late write; another stream gets other memory (unless stream 0
/// gave it back to the pool meanwhile: then that try is made again). Either way the new buffer
/// holds what was uploaded, never the kernel's value.
#[test]
fn a_kept_allocation_is_reused_only_after_its_last_writer() {
    let Some((dev, adev)) = setup() else { return };
    let k = kernels(&dev);
    let ops = adev.ops();
    let n = 4096; // 16 KiB: small enough to be kept
    // The kernel loaded first (lazily, on its first launch), so that nothing below takes long
    // enough for the adapter to count as idle: an idle adapter gives what its streams kept
    // back to the pool, as it may at any time. A thread descheduled for that long under the
    // parallel test load still can: the reuse is asked for a few times.
    let x0 = ops.alloc_zeros::<f32>(n).wait().unwrap();
    // SAFETY: as below, with no cycles.
    drop(
        unsafe { ops.launch(&k.slow_fill, CFG, (0u64, x0, n, 0f32)) }
            .wait()
            .unwrap(),
    );
    let (mut reused_once, mut apart_once) = (false, false);
    let tries = |same| (0..4).map(move |attempt| (same, attempt));
    for (same_stream, attempt) in tries(true).chain(tries(false)) {
        if (same_stream && reused_once) || (!same_stream && apart_once) {
            continue;
        }
        let x = ops
            .htod_copy(vec![0f32; n])
            .schedule(&SingleStream(0))
            .wait()
            .unwrap();
        let old = *x.device_ptr();
        // SAFETY: slow_fill(cycles, float *out, size_t n, float value) writes n elements.
        let pending = unsafe { ops.launch(&k.slow_fill, CFG, (SLOW, x, n, 7.0f32)) }
            .then(|(_, x, _, _)| {
                // Freed right behind the kernel, which still runs: stream 0 keeps it.
                drop(x);
                ops.value(())
            })
            .schedule(&SingleStream(0)); // enqueued now
        let policy = SingleStream(if same_stream { 0 } else { 1 });
        let y = ops
            .htod_copy(vec![1f32; n])
            .schedule(&policy)
            .wait()
            .unwrap();
        if same_stream {
            reused_once = *y.device_ptr() == old;
            assert!(
                reused_once || attempt < 3,
                "stream 0 did not reuse what it kept"
            );
            if !reused_once {
                futures_lite::future::block_on(pending).unwrap();
                continue;
            }
        } else {
            // What stream 0 keeps is never another stream's. What it gave back to the pool
            // meanwhile (an idle adapter does, and so does a synchronize of any device object
            // of the GPU, such as another test's) the pool may hand to stream 1 in its own
            // stream order: then the checks below still hold, and the try is made again.
            apart_once = *y.device_ptr() != old;
            assert!(
                apart_once || attempt < 3,
                "stream 1 got the memory stream 0 kept, in 4 tries of 4"
            );
        }
        assert_all(
            &ops.dtoh_copy(&y).schedule(&policy).wait().unwrap(),
            1.0,
            "the reused buffer, read in its stream's order",
        );
        futures_lite::future::block_on(pending).unwrap();
        dev.synchronize().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            1.0,
            "the reused buffer once the slow kernel is done",
        );
    }
}

fn _types_are_send(x: CudaSlice<f32>) {
    fn send<T: Send>(_: T) {}
    send(x);
}
