//! The runtime alone: the shape of the concurrency group's requests from 1000 tokio tasks
//! (three operations per request, awaited in turn as per-call futures are, or once as a
//! composed chain is) with no GPU and no driver, to measure what tokio itself spends on it.
//!
//! A device thread completes the operations in the order they were submitted, one per [`PACE`],
//! and wakes the tasks parked on them. Before it submits an operation, a task spins for
//! [`WORK`] (standing for the driver calls and the bookkeeping of an operation). A future yields
//! its task twice, then parks until the device thread wakes it, as `GpuFuture` does under load.
//! What the runtime's workers spend beyond `WORK` is the runtime's own: polling and scheduling
//! the tasks, and its idle workers parking and being woken.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};
use std::time::{Duration, Instant};

/// How often the device completes an operation: the pace of our per-call requests from 1000
/// tasks on the H100 (20,000 requests, 60,000 operations, in about 100 ms).
const PACE: Duration = Duration::from_nanos(1700);

/// The CPU an operation costs its caller before it is submitted: what our per-call request
/// spends per operation on 4 workers (about 26 us of the workers' CPU per request, measured
/// on the H100), where the runtime adds almost nothing.
pub(crate) const WORK: Duration = Duration::from_micros(8);

/// The operations submitted and completed, and the tasks parked on them.
struct Device {
    submitted: AtomicU64,
    completed: AtomicU64,
    parked_count: AtomicUsize,
    parked: Mutex<Vec<(u64, Waker)>>,
    stop: AtomicBool,
}

impl Device {
    /// Completes operations in order, one per `PACE` while any is submitted, and wakes the
    /// tasks parked on those completed; until `stop`.
    fn run(&self) {
        let mut next = Instant::now();
        while !self.stop.load(Ordering::Acquire) {
            let done = self.completed.load(Ordering::Acquire);
            let now = Instant::now();
            if done < self.submitted.load(Ordering::Acquire) {
                if now >= next {
                    self.completed.store(done + 1, Ordering::Release);
                    next += PACE;
                }
            } else {
                next = now + PACE;
            }
            if self.parked_count.load(Ordering::Acquire) > 0 {
                let done = self.completed.load(Ordering::Acquire);
                let mut parked = self.parked.lock().unwrap();
                let before = parked.len();
                parked.retain(|(seq, waker)| {
                    let waiting = *seq >= done;
                    if !waiting {
                        waker.wake_by_ref();
                    }
                    waiting
                });
                self.parked_count
                    .fetch_sub(before - parked.len(), Ordering::AcqRel);
            }
            std::hint::spin_loop();
        }
    }

    /// Spins for `WORK`, then submits an operation; the future of its completion.
    fn submit(self: &Arc<Self>) -> Completion {
        let t = Instant::now();
        while t.elapsed() < WORK {
            std::hint::spin_loop();
        }
        Completion {
            device: self.clone(),
            seq: self.submitted.fetch_add(1, Ordering::AcqRel),
            yields: 0,
            parked: false,
        }
    }
}

/// Ready once the device completed operation `seq`.
struct Completion {
    device: Arc<Device>,
    seq: u64,
    yields: u32,
    parked: bool,
}

impl Future for Completion {
    type Output = ();

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        let d = self.device.clone();
        if d.completed.load(Ordering::Acquire) > self.seq {
            return Poll::Ready(());
        }
        if self.yields < 2 {
            self.yields += 1;
            cx.waker().wake_by_ref();
            return Poll::Pending;
        }
        if !self.parked {
            self.parked = true;
            d.parked
                .lock()
                .unwrap()
                .push((self.seq, cx.waker().clone()));
            d.parked_count.fetch_add(1, Ordering::AcqRel);
            // Completed before it was parked: the device may have looked already.
            if d.completed.load(Ordering::Acquire) > self.seq {
                return Poll::Ready(());
            }
        }
        // Woken by the device thread only: the task's waker does not change under tokio.
        Poll::Pending
    }
}

/// `requests` requests of three operations from `tasks` tasks on a fresh runtime of `workers`
/// workers, each operation awaited or (`one_await`) only the last of each request, `rounds`
/// times after one warm-up: the median wall seconds and the median CPU seconds its workers
/// spent beyond the `WORK` of the operations.
pub(crate) fn overhead(
    workers: usize,
    tasks: usize,
    requests: usize,
    one_await: bool,
    rounds: usize,
) -> (f64, f64) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(workers)
        .thread_name("runtime-floor")
        .build()
        .unwrap();
    let device = Arc::new(Device {
        submitted: AtomicU64::new(0),
        completed: AtomicU64::new(0),
        parked_count: AtomicUsize::new(0),
        parked: Mutex::new(Vec::new()),
        stop: AtomicBool::new(false),
    });
    let d = device.clone();
    let thread = std::thread::Builder::new()
        .name("floor-device".into())
        .spawn(move || d.run())
        .unwrap();
    let work = 3.0 * requests as f64 * WORK.as_secs_f64();
    let mut runs = Vec::new();
    for round in 0..=rounds {
        let before = workers_cpu();
        let t = Instant::now();
        rt.block_on(async {
            let handles: Vec<_> = (0..tasks)
                .map(|_| {
                    let device = device.clone();
                    tokio::spawn(async move {
                        for _ in 0..requests / tasks {
                            for op in 0..3 {
                                let done = device.submit();
                                // Awaited each, or the last only (the device completes in
                                // order), as a composed chain is.
                                if one_await && op < 2 {
                                    continue;
                                }
                                done.await;
                            }
                        }
                    })
                })
                .collect();
            for h in handles {
                h.await.unwrap();
            }
        });
        let wall = t.elapsed().as_secs_f64();
        if round > 0 {
            runs.push((wall, workers_cpu() - before - work));
        }
    }
    device.stop.store(true, Ordering::Release);
    thread.join().unwrap();
    let mid = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    (
        mid(runs.iter().map(|r| r.0).collect()),
        mid(runs.iter().map(|r| r.1).collect()),
    )
}

/// CPU seconds of this process's threads named "runtime-floor" so far.
fn workers_cpu() -> f64 {
    super::concurrency::thread_cpu()
        .values()
        .filter(|(name, _)| name == "runtime-floor")
        .map(|(_, cpu)| cpu)
        .sum()
}
