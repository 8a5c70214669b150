//! How a test lets go of a future: awaited, dropped or forgotten, for a per-call operation's
//! future and a chain's alike.

use cuda_driver::r#async::{ChainFuture, GpuFuture};

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
