//! What executes an operation: [`execute`] enqueues it and hands its output over once the GPU
//! is done, and [`ChainFuture`] is the future of an executed one.

use super::scope::{Scope, ScopeStream};
use super::{Resolve, SchedulingPolicy, Unresolved};
use crate::r#async::completion::drop_off_completion_thread;
use crate::r#async::{AsyncDevice, GpuFuture};
use crate::driver::DriverError;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

/// Enqueues an operation of `adev` (`enqueue`, an operation's [`Op::enqueue`]) on `stream`,
/// records one mark after it and returns the future that hands `post(output)` over once the
/// GPU has reached the mark. `post` runs on the completion thread (or in the future's poll),
/// and also with the error if the chain fails to enqueue; it gets the output detached, not
/// resolved.
///
/// [`Op::enqueue`]: super::Op::enqueue
pub(super) fn execute<T: Resolve, R: Send + 'static>(
    adev: AsyncDevice,
    enqueue: impl FnOnce(&mut Scope<'_>) -> Result<T, DriverError>,
    stream: ScopeStream,
    policy: &dyn SchedulingPolicy,
    post: impl FnOnce(Result<Unresolved<T::Resolved>, DriverError>) -> Result<R, DriverError>
    + Send
    + 'static,
) -> GpuFuture<R> {
    // As for a single call (see `AsyncDevice::run`): a chain started with nothing else
    // running is waited for alone, and its mark gets a flag.
    let flagged = adev.likely_awaited_alone();
    let mut scope = Scope::new(stream, policy, false);
    // The borrows the output holds end here; what it owns is kept for the result. `detach`
    // may be the user's code (a `Resolve` of theirs): it runs while the scope still holds what
    // the chain owns, so that if it panics, the scope's drop waits for the work first.
    let r = enqueue(&mut scope).map(Resolve::detach);
    let keep = std::mem::take(&mut scope.keep);
    let ps = scope.stream.get();
    let r = r.and_then(|out| match ps.mark(flagged) {
        Ok(mark) => Ok((out, mark)),
        Err(e) => {
            // What the chain made is dropped only after its work.
            ps.drain();
            drop(out);
            Err(e)
        }
    });
    let (idx, own) = match &scope.stream {
        ScopeStream::Pool(_, i) => (Some(*i), None),
        ScopeStream::Own(ps) => (None, Some(Arc::clone(ps))),
    };
    let (out, mark) = match r {
        Ok(v) => v,
        Err(e) => {
            // What the enqueued steps own goes only once their work is done: behind a mark,
            // on the completion thread, so that the caller (often an executor's thread) gets
            // the error without waiting for the stream's earlier work, which may be anyone's.
            // Waited for here only if no mark can be recorded.
            if !keep.is_empty() {
                match ps.mark(false) {
                    Ok(mark) => drop(adev.complete(idx, mark, move |_| {
                        drop((keep, own));
                        Ok(())
                    })),
                    Err(m) => {
                        ps.drain();
                        drop(keep);
                        // Not lost (it may be a drop's error that the mark took): kept for
                        // the device's next call.
                        ps.device().defer_error(
                            m.context("while releasing what a failed chain's steps own"),
                        );
                    }
                }
            }
            let _ = post(Err(e));
            return GpuFuture::failed(e);
        }
    };
    adev.complete(idx, mark, move |r: Result<(), DriverError>| {
        drop((keep, own));
        match r {
            Ok(()) => post(Ok(out)),
            Err(e) => {
                // The output holds the user's closures: never dropped on the completion thread.
                drop_off_completion_thread(out);
                post(Err(e))
            }
        }
    })
}

/// The future of an executed operation: resolves to its [`Resolve`]d output once the GPU is
/// done ([`map`](super::Op::map) closures run in its poll). Dropping or leaking it is safe and does
/// not cancel the work.
///
/// ```no_run
/// # futures_lite::future::block_on(async {
/// use cuda_driver::r#async::Op;
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let fut = adev.ops().alloc_zeros::<u8>(4).run();
/// let x = fut.await?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// # });
/// ```
#[must_use = "the work is enqueued either way; await the future to see its result"]
pub struct ChainFuture<T>(pub(super) GpuFuture<Unresolved<T>>);

impl<T> std::fmt::Debug for ChainFuture<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("ChainFuture").field(&self.0).finish()
    }
}

impl<T: 'static> ChainFuture<T> {
    /// Blocks the calling thread until the GPU is done, and returns the result.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.ops().alloc_zeros::<u8>(4).run().wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn wait(self) -> Result<T, DriverError> {
        self.0.wait().and_then(Unresolved::take)
    }
}

impl<T: 'static> Future for ChainFuture<T> {
    type Output = Result<T, DriverError>;
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        Pin::new(&mut self.get_mut().0)
            .poll(cx)
            .map(|r| r.and_then(Unresolved::take))
    }
}
