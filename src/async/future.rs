//! [`GpuFuture`]: the future an [`AsyncDevice`](super::AsyncDevice) call returns, and the
//! [`ResultCell`] its result arrives in.

use super::completion::{Completer, Op, now_ns};
use crate::driver::DriverError;
// The ordering core's synchronisation types: loom's in the model tests (`loom_tests.rs`).
use crate::driver::safe::port::sync::{AtomicBool, Mutex, Ordering, lock};
use crate::driver::sys;
use crate::error_context::Carried;
use event_listener::{Event, EventListener};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

/// Where an operation's result waits for its future: filled once by the finisher (on the
/// completion thread, or in the future's own poll), taken once by the future.
pub(crate) struct ResultCell<T> {
    /// # Safety
    /// Written once, by the finisher, before `done` is set; taken once, by the future, after
    /// it saw `done`. An error travels with its context (see [`Carried`]): the finisher may
    /// run on the completion thread.
    value: Mutex<Option<Result<T, Carried<DriverError>>>>,
    done: AtomicBool,
    ready: Event,
    /// How long the first poll may spin for the result before parking: set when recent
    /// operations completed faster than a thread wake-up would take, otherwise 0.
    spin: Duration,
}

impl<T> ResultCell<T> {
    pub(crate) fn new(spin: Duration) -> Arc<Self> {
        Arc::new(ResultCell {
            value: Mutex::new(None),
            done: AtomicBool::new(false),
            ready: Event::new(),
            spin,
        })
    }

    /// The result, if it was stored and not taken.
    pub(crate) fn into_value(self) -> Option<Result<T, Carried<DriverError>>> {
        self.value.into_inner().unwrap_or_else(|e| e.into_inner())
    }

    /// Stores the result and wakes the future.
    pub(crate) fn fill(&self, r: Result<T, DriverError>) {
        *lock(&self.value) = Some(r.map_err(Carried::of));
        self.done.store(true, Ordering::Release);
        self.ready.notify(usize::MAX);
    }
}

/// A future that resolves once the GPU has finished the work an [`AsyncDevice`]
/// call enqueued (the work was enqueued by the call itself, not by the first poll).
///
/// Dropping it does not cancel the work, and never blocks: what the operation owns (host
/// buffers, device memory) is kept until the GPU is done with it, then released. Leaking it
/// with `mem::forget` is just as safe. It is `Send` when `T` is.
///
/// [`AsyncDevice`]: super::AsyncDevice
///
/// # Examples
///
/// ```no_run
/// # futures_lite::future::block_on(async {
/// use cuda_driver::{driver::CudaDevice, r#async::AsyncDevice};
///
/// let adev = AsyncDevice::new(CudaDevice::new(0)?)?;
/// let fut = adev.htod_copy(vec![1u8; 1 << 20]); // the copy is already enqueued
/// let buf = fut.await?;                           // and done here
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// # });
/// ```
#[must_use = "the work is enqueued either way; await the future to see its result"]
pub struct GpuFuture<T> {
    state: FutureState<T>,
}

enum FutureState<T> {
    Ready(Option<Result<T, Carried<DriverError>>>),
    Waiting {
        cell: Arc<ResultCell<T>>,
        listener: Option<EventListener>,
        spun: bool,
        /// How often a pending poll woke the task itself (see [`YIELDS_UNDER_LOAD`]).
        yields: u32,
        direct: Option<Direct>,
        /// For a future that resolves only once every operation submitted before it is
        /// finished (see [`GpuFuture::settling`]).
        settle: Option<(Arc<Completer>, u64)>,
    },
}

impl<T> GpuFuture<T> {
    pub(crate) fn ready(r: Result<T, DriverError>) -> Self {
        GpuFuture {
            state: FutureState::Ready(Some(r.map_err(Carried::of))),
        }
    }

    pub(crate) fn failed(e: DriverError) -> Self {
        Self::ready(Err(e))
    }

    pub(crate) fn waiting(cell: Arc<ResultCell<T>>, direct: Option<Direct>) -> Self {
        GpuFuture {
            state: FutureState::Waiting {
                cell,
                listener: None,
                spun: false,
                yields: 0,
                direct,
                settle: None,
            },
        }
    }

    /// The same future, resolving only once the operations submitted up to its own are
    /// finished too (their results handed over, what they owned released and what their
    /// futures left dropped on the caller's thread): for an operation that follows all of
    /// their GPU work, such as `AsyncDevice::synchronize`.
    pub(crate) fn settling(mut self) -> Self {
        if let FutureState::Waiting {
            direct: Some(d),
            settle,
            ..
        } = &mut self.state
        {
            *settle = Some((d.completer.clone(), d.op.seq));
        }
        self
    }

    /// Blocks the calling thread until the work is done, and returns its result, for code
    /// outside an executor: the thread watches the operation itself for up to 500 µs (so short
    /// work completes without a wake-up, and long work costs at most that much CPU time), then
    /// parks until the completion thread wakes it.
    ///
    /// ```no_run
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![1u32, 2, 3]).wait()?;
    /// assert_eq!(adev.dtoh_copy(&x).wait()?, [1, 2, 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn wait(mut self) -> Result<T, DriverError> {
        let waker = std::task::Waker::noop();
        let mut cx = Context::from_waker(waker);
        loop {
            if let Poll::Ready(r) = Pin::new(&mut self).poll(&mut cx) {
                return r;
            }
            if let FutureState::Waiting { cell, direct, .. } = &mut self.state {
                // A blocked thread has nothing else to do: before parking, it watches the
                // operation itself for a while longer than a poll would (a wake-up from the
                // completion thread costs several microseconds more than noticing).
                if let Some(d) = direct.take() {
                    d.wait_for(&cell.done, BLOCKING_SPIN);
                    continue;
                }
                let listener = cell.ready.listen();
                if !cell.done.load(Ordering::Acquire) {
                    event_listener::Listener::wait(listener);
                }
            }
        }
    }
}

impl<T> std::fmt::Debug for GpuFuture<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let done = match &self.state {
            FutureState::Ready(_) => true,
            FutureState::Waiting { cell, .. } => cell.done.load(Ordering::Acquire),
        };
        f.debug_struct("GpuFuture").field("done", &done).finish()
    }
}

// A plain state machine over `Unpin` parts.
impl<T> Unpin for GpuFuture<T> {}

impl<T> Future for GpuFuture<T> {
    type Output = Result<T, DriverError>;

    /// Ready with the operation's result once the GPU has finished it; until then the task is woken
    /// when it completes. Any executor drives it, and it is `Unpin`, so it can also be polled through
    /// `&mut`.
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// use futures_lite::future;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let mut up = adev.htod_copy(vec![1.0f32; 1 << 24]);
    /// // Look without waiting: the copy may still be running.
    /// if future::poll_once(&mut up).await.is_none() {
    ///     // ... prepare the next batch on the CPU meanwhile ...
    /// }
    /// let x = up.await?;
    /// // Two operations awaited together run concurrently on the GPU.
    /// let (a, b) = future::zip(adev.dtoh_copy(&x), adev.alloc_zeros::<f32>(16)).await;
    /// assert_eq!((a?.len(), b?.len()), (1 << 24, 16));
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// # });
    /// ```
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.get_mut();
        match &mut this.state {
            FutureState::Ready(r) => Poll::Ready(
                r.take()
                    .map(|r| r.map_err(Carried::release))
                    .unwrap_or_else(polled_after_completion),
            ),
            FutureState::Waiting {
                cell,
                listener,
                spun,
                yields,
                direct,
                settle,
            } => loop {
                if let Some(d) = direct {
                    // What earlier operations left with no future is dropped on this thread.
                    d.completer.drop_orphans();
                }
                // Short work usually finishes sooner than a parked thread can be woken: wait
                // for it here, once, for at most the budget the completer set, asking the
                // driver directly where possible.
                if !*spun {
                    *spun = true;
                    if !cell.spin.is_zero() {
                        note_event!("future: spun in its first poll");
                        let until = Instant::now() + cell.spin;
                        match direct {
                            Some(d) => d.wait_until(&cell.done),
                            None => {
                                while !cell.done.load(Ordering::Acquire) && Instant::now() < until {
                                    std::hint::spin_loop();
                                }
                            }
                        }
                    }
                }
                // Completion is re-checked on every poll, and after every listener is made, so
                // a notification between the check and the listener is never lost.
                if cell.done.load(Ordering::Acquire) {
                    let r = lock(&cell.value)
                        .take()
                        .map(|r| r.map_err(Carried::release))
                        .unwrap_or_else(polled_after_completion);
                    note_event!("future: ready");
                    if let Some((completer, seq)) = settle.take() {
                        completer.settle(seq);
                    }
                    return Poll::Ready(r);
                }
                match listener {
                    None => *listener = Some(cell.ready.listen()),
                    Some(l) => match Pin::new(l).poll(cx) {
                        Poll::Ready(()) => *listener = None,
                        Poll::Pending => {
                            // Under load (no spin budget), its task first goes to the back of
                            // its executor's queue, woken by itself, a few times: with other
                            // tasks to run first, its work is usually done by the time it is
                            // polled again, and the completion thread's wake-up of a parked
                            // worker is saved. The listener stays registered meanwhile.
                            if cell.spin.is_zero() && *yields < YIELDS_UNDER_LOAD {
                                *yields += 1;
                                note_event!("future: yielded to other tasks");
                                cx.waker().wake_by_ref();
                            } else {
                                note_event!("future: pending (task parked)");
                            }
                            return Poll::Pending;
                        }
                    },
                }
            },
        }
    }
}

/// How many times a future polled under load (no spin budget) yields its task to the
/// executor, by waking it itself, before it waits for the completion thread's wake-up: by
/// the time the executor comes back to it, its work is usually done, and the completion
/// thread need not wake a parked worker. Two spent less CPU per request than none, and more
/// did no better: `benches/driver.rs`, group `concurrency` (1000 tokio tasks, per-call
/// futures), measures it; results in BENCHMARKS.md. A future polled in a loop by `block_on`
/// with nothing else to run just polls that many more times.
pub(crate) const YIELDS_UNDER_LOAD: u32 = 2;

/// What a future needs to notice its operation's completion itself.
pub(crate) struct Direct {
    pub(crate) op: Arc<Op>,
    /// Where the operation is queued, to take it out once seen complete.
    pub(crate) completer: Arc<Completer>,
}

/// How long [`GpuFuture::wait`] watches its operation before parking the thread: work up to
/// about this long completes without a wake-up, and a wait for longer work costs at most this
/// much CPU time.
const BLOCKING_SPIN: Duration = Duration::from_micros(500);

impl Direct {
    /// As [`wait_until`](Self::wait_until), for `spin` from now; the completion thread keeps
    /// out of the driver meanwhile.
    fn wait_for(&self, done: &AtomicBool, spin: Duration) {
        let until = now_ns() + spin.as_nanos() as u64;
        self.op.awaited_until.fetch_max(until, Ordering::AcqRel);
        let watched = &self.completer.s.watched_until;
        watched.fetch_max(until, Ordering::AcqRel);
        self.wait_until(done);
    }

    /// Polls the operation's event until it completes, `done` is set, or `until` passes; on
    /// completion runs the finisher (which fills the cell) unless the completion thread did.
    fn wait_until(&self, done: &AtomicBool) {
        let until = self.op.awaited_until.load(Ordering::Acquire);
        let mark = &self.op.mark;
        // With a flag, reading memory is enough (no driver call, and the completion is seen
        // sooner); a fault, which leaves the flag unwritten, is reported once the completion
        // thread takes over, past `until`.
        let flagged = mark.has_flag();
        let mut polls = 0u32;
        while !done.load(Ordering::Acquire) {
            let r = if flagged {
                if mark.reached() {
                    Ok(())
                } else {
                    // The clock is read every 16 polls only: the flag is seen as soon as it
                    // lands, and the deadline a few hundred nanoseconds late at most.
                    polls = polls.wrapping_add(1);
                    if polls % 16 == 0 && now_ns() >= until {
                        break;
                    }
                    std::hint::spin_loop();
                    continue;
                }
            } else if mark.is_covered() {
                // A later mark of its stream was reached.
                Ok(())
            } else {
                match mark.query() {
                    Ok(false) if now_ns() < until => continue,
                    Ok(false) => break,
                    Ok(true) => Ok(()),
                    Err(e) => Err(e),
                }
            };
            note_event!("future: saw its operation complete");
            self.op.mark.finish(r.is_ok());
            let finish = crate::driver::safe::port::lock(&self.op.finish).take();
            if let Some(f) = finish {
                // Counted even if the finisher unwinds (see `Completer::retired`).
                let _retire = Retire(self);
                f(r);
            }
            // Done with it: the completion thread may look at it again.
            self.op.awaited_until.store(0, Ordering::Release);
            if !flagged {
                // Taken out of its queue now, off the completion thread, which serves every
                // caller (under load, most operations are unflagged).
                self.completer.retire(&self.op);
                self.completer.s.watched_until.store(0, Ordering::Release);
            }
            // Awaited alone: the latest deadline of all stays, so that the completion thread
            // keeps away until then, and the next submission takes it out of its queue.
            return;
        }
        // Not complete yet: the completion thread takes it over.
        self.op.awaited_until.store(0, Ordering::Release);
        self.completer.s.watched_until.store(0, Ordering::Release);
    }
}

/// Notes, when dropped, that the future ran its operation's finisher.
struct Retire<'a>(&'a Direct);

impl Drop for Retire<'_> {
    fn drop(&mut self) {
        self.0.completer.retired(&self.0.op);
    }
}

#[cold]
fn polled_after_completion<T>() -> Result<T, DriverError> {
    Err(DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE)
        .context("a GpuFuture was polled after it completed"))
}
