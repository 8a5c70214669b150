//! Chains from many threads and tasks: the blocking forms from threads, four threads taking turns
//! on one buffer, `shared` awaited from 100 tasks, and many tasks each running many chains.

use crate::compose::Kernels;
use crate::compose::{buf, cfg, kernels, setup};
use crate::kernels::{CFG, N, SLOW, assert_all, random_f32, slow_kernels};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::CudaSlice;
use std::future::IntoFuture;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// mod.rs "Safety" / README: borrowed buffers are recorded "by the same tracking as every
/// other call", so chains on one buffer from several threads (each with its own clone of the
/// adapter, chains landing on whichever streams the policy picks) are ordered like any other
/// work on it. Four threads each run six read-modify-write chains on one buffer behind a
/// mutex (held only while the chain is enqueued, not while it runs): a slow read of x into a
/// scratch buffer, +1 there, copied back into x, then x downloaded in the same chain. The 24
/// downloads must be exactly 1..=24, each uniform, and x must end at 24: a chain that
/// overtook another would lose an increment or see a half-written buffer.
#[test]
fn chains_from_four_threads_increment_one_buffer_in_turn() {
    let (dev, k, adev) = compose_adapter!();
    let n = 1 << 16;
    let (threads, per_thread) = (4usize, 6usize);
    let x = Mutex::new(buf(&dev, 0.0, n));
    let cycles = SLOW / 20;
    let seen: Vec<f32> = std::thread::scope(|sc| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                let (adev, dev, k, x) = (adev.clone(), &dev, &k, &x);
                sc.spawn(move || {
                    let ops = adev.ops();
                    let ops = &ops;
                    let mut tmp = buf(dev, 0.0, n);
                    let mut firsts = Vec::new();
                    for _ in 0..per_thread {
                        let fut = {
                            let mut guard = x.lock().unwrap();
                            let x: &mut CudaSlice<f32> = &mut guard;
                            // SAFETY: slow_copy(cycles, float *dst, const float *src, size_t n)
                            // stays within n (x, passed `&mut`, is only read).
                            unsafe { ops.launch(&k.copy, CFG, (cycles, &mut tmp, x, n)) }
                                .then(|(_, tmp, x, n)| {
                                    // SAFETY: add_all(float *x, size_t n, float value) stays
                                    // within n.
                                    unsafe { ops.launch(&k.add, CFG, (tmp, n, 1.0f32)) }
                                        .then(move |(tmp, _, _)| ops.dtod_copy(&*tmp, x))
                                })
                                .then(|x| ops.dtoh_copy(&*x))
                                .run()
                        };
                        let got = fut.wait().unwrap();
                        assert_all(&got, got[0], "a chain's download of x");
                        firsts.push(got[0]);
                    }
                    firsts
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    let mut seen = seen;
    seen.sort_by(f32::total_cmp);
    let total = threads * per_thread;
    let want: Vec<f32> = (1..=total).map(|i| i as f32).collect();
    assert_eq!(
        seen, want,
        "the values the chains downloaded (sorted): an increment was lost or seen twice"
    );
    let x = x.into_inner().unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        total as f32,
        "x after every chain",
    );
}

#[test]
fn blocking_forms_from_threads() {
    let Some((dev, adev)) = setup() else { return };
    let k = Arc::new(kernels(&dev));
    std::thread::scope(|s| {
        for t in 0..8u64 {
            let (adev, k) = (adev.clone(), k.clone());
            s.spawn(move || {
                let ops = adev.ops();
                for i in 0..50u64 {
                    let n = 256 + (t * 50 + i) as usize;
                    let data = random_f32(n, t * 1000 + i);
                    let out = ops
                        .htod_copy(data.clone())
                        // SAFETY: add_one stays within n elements.
                        .then(|x| unsafe { ops.launch(&k.add_one, cfg(n), (x, n)) })
                        .then(|(x, _)| ops.reclaim(x))
                        .sync()
                        .unwrap();
                    let want: Vec<f32> = data.iter().map(|v| v + 1.0).collect();
                    assert_eq!(out, want);
                }
            });
        }
    });
}

/// `shared` awaited from 100 tasks: it runs once and all get the result.
#[test]
fn shared_awaited_from_100_tasks() {
    let Some((dev, adev)) = setup() else { return };
    let k = kernels(&dev);
    let runs = Arc::new(AtomicUsize::new(0));
    let n = 4096;
    let data = random_f32(n, 42);
    let ops = adev.ops();
    let shared = {
        let runs = runs.clone();
        let ops2 = ops.clone();
        let f = k.add_one.clone();
        ops.htod_copy(data.clone())
            // SAFETY: add_one stays within n elements.
            .then(move |x| unsafe { ops2.launch(&f, cfg(n), (x, n)) })
            .then(move |(x, _)| {
                runs.fetch_add(1, Ordering::SeqCst);
                ops.reclaim(x)
            })
            .shared()
    };
    let want: Vec<f32> = data.iter().map(|v| v + 1.0).collect();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(8)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let tasks: Vec<_> = (0..100)
            .map(|i| {
                let s = shared.clone();
                tokio::spawn(async move {
                    if i % 3 == 0 {
                        tokio::task::yield_now().await;
                    }
                    s.await.unwrap()
                })
            })
            .collect();
        for t in tasks {
            assert_eq!(t.await.unwrap(), want);
        }
    });
    // And from threads, blocking, after the fact.
    std::thread::scope(|s| {
        for _ in 0..4 {
            let c = shared.clone();
            let want = &want;
            s.spawn(move || assert_eq!(&c.wait().unwrap(), want));
        }
    });
    assert_eq!(
        runs.load(Ordering::SeqCst),
        1,
        "the shared operation ran more than once"
    );

    tasks_that_give_up_leave_the_others_the_result(&adev, &k, &rt);
}

/// Tasks that give up on a shared slow operation while others wait: the rest still get the
/// result.
fn tasks_that_give_up_leave_the_others_the_result(
    adev: &AsyncDevice,
    k: &Kernels,
    rt: &tokio::runtime::Runtime,
) {
    // Tasks that give up while others wait: the rest still get the result.
    let ops = adev.ops();
    let slow = {
        let f = k.slow_fill.clone();
        let o = ops.clone();
        ops.alloc_zeros::<f32>(N)
            // SAFETY: slow_fill writes N elements.
            .then(move |x| unsafe { o.launch(&f, CFG, (SLOW, x, N, 6.0f32)) })
            .then(move |(_, x, _, _)| ops.reclaim(x))
            .shared()
    };
    rt.block_on(async {
        let quitters: Vec<_> = (0..10)
            .map(|_| {
                let s = slow.clone();
                tokio::spawn(async move {
                    let _ = tokio::time::timeout(std::time::Duration::from_millis(1), s).await;
                })
            })
            .collect();
        for q in quitters {
            q.await.unwrap();
        }
        let waiters: Vec<_> = (0..10)
            .map(|_| tokio::spawn(slow.clone().into_future()))
            .collect();
        for w in waiters {
            assert_all(&w.await.unwrap().unwrap(), 6.0, "shared after quitters");
        }
    });
}

/// Many chains from many tokio tasks, each checked: the inference-style pipeline the
/// example runs, at test scale.
#[test]
fn many_tasks_many_chains() {
    let Some((dev, adev)) = setup() else { return };
    let k = Arc::new(kernels(&dev));
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(8)
        .build()
        .unwrap();
    let checked = Arc::new(AtomicUsize::new(0));
    rt.block_on(async {
        let tasks: Vec<_> = (0..200u64)
            .map(|t| {
                let (adev, k, checked) = (adev.clone(), k.clone(), checked.clone());
                tokio::spawn(async move {
                    let ops = adev.ops();
                    for i in 0..10u64 {
                        let n = 1024;
                        let input = random_f32(n, t * 100 + i);
                        let out = ops
                            .htod_copy(input.clone())
                            // SAFETY: add_one stays within n elements.
                            .then(|x| unsafe { ops.launch(&k.add_one, cfg(n), (x, n)) })
                            // SAFETY: add_one stays within n elements.
                            .then(|(x, _)| unsafe { ops.launch(&k.add_one, cfg(n), (x, n)) })
                            .then(|(x, _)| ops.reclaim(x))
                            .await
                            .unwrap();
                        let want: Vec<f32> = input.iter().map(|v| v + 2.0).collect();
                        assert_eq!(out, want);
                        checked.fetch_add(1, Ordering::Relaxed);
                    }
                })
            })
            .collect();
        for t in tasks {
            t.await.unwrap();
        }
    });
    assert_eq!(checked.load(Ordering::Relaxed), 2000);
}
