//! Composed GPU work: lazy operations chained on one stream and awaited once.
//!
//! An [`Op`] describes GPU work without doing it: nothing is enqueued until it is *executed*,
//! by `.await` (under the default scheduling policy), [`Op::sync`], [`Op::sync_on`] /
//! [`Op::on`] (on a stream of yours) or [`Op::schedule`]. Leaf operations come from
//! [`AsyncDevice::ops`] (every call of the per-call API, plus [`Ops::custom`] for work of your
//! own on the stream); combinators build larger ones:
//!
//! - [`then`](Op::then) chains work on the same stream, in order, with no host round trip;
//! - [`map`](Op::map) transforms the result on the host once the GPU is done;
//! - [`zip`] (and [`zip3`], [`zip4`]) runs independent operations, each on a stream the policy
//!   picks, joined on the device with events; [`unzip`](Op::unzip) splits a pair;
//! - [`shared`](Op::shared) makes a clonable operation that runs once; every clone gets the
//!   result.
//!
//! A whole chain costs one synchronisation with the async runtime: one event after its last
//! step, noticed by the adapter's completion thread, instead of one per call.
//!
//! # Per-call futures or composed operations?
//!
//! Use the per-call futures of [`AsyncDevice`] when each result is needed before deciding what
//! to do next, or for a single call. Compose when several calls always go together (upload →
//! kernels → download): the chain is enqueued in one go when executed, the host is woken once
//! at its end instead of after each call, and the same chain can be captured into a graph
//! ([`AsyncDevice::capture`]) and replayed.
//!
//! # What a step gives the next
//!
//! While a chain is enqueued, each step's output is what later steps can use in stream order:
//! a [`CudaSlice`] allocated or uploaded is usable by the next kernel at once; a step that
//! borrowed buffers hands the borrows back (a launch its arguments, a copy or fill its
//! destination), so that the next step can use them again. Results that exist only once the
//! GPU is done (a download's `Vec`, a [`map`](Op::map)'s value) are [`Unresolved`] values, opaque
//! until then. Executing a chain resolves its output ([`Resolve`]): `Unresolved<T>` becomes `T`,
//! buffers and plain values stay as they are, borrows handed back become `()`.
//!
//! A borrow is held by the step that took it until the chain is executed, so within one chain
//! a buffer borrowed `&mut` by one step reaches the next ones through the outputs, as below,
//! not by borrowing it again.
//!
//! # Safety
//!
//! Steps borrow buffers as the per-call API does (`&` read, `&mut` written), or own them, and
//! each step is recorded with the buffers it uses when it is enqueued, by the same per-buffer
//! tracking as every other call: work on those buffers on any stream (sync calls, other
//! chains, frees) waits for it. So borrowed [`CudaSlice`]s and views are fine as kernel
//! arguments: no owned tensors or partitions are needed.
//!
//! - An operation dropped before it is executed does nothing.
//! - One whose future is dropped or leaked (`mem::forget`) while it runs is as safe as any
//!   [`GpuFuture`]: what the chain owns (pinned staging buffers, buffers it frees) is kept until
//!   the GPU is done; the records in the buffers keep later work behind it.
//! - A step that fails resolves the whole chain to its error; the steps after it are not
//!   enqueued, and what the steps before it own is released only once their work is done.
//!
//! # Examples
//!
//! ```no_run
//! # futures_lite::future::block_on(async {
//! use cuda_driver::driver::{CudaDevice, LaunchConfig};
//! use cuda_driver::r#async::{AsyncDevice, Op};
//! # let dev = CudaDevice::new(0)?;
//! # let inc = dev.get_func("m", "inc").unwrap();
//! let adev = AsyncDevice::new(dev.clone())?;
//! let ops = adev.ops();
//! let n = 1024;
//! let cfg = LaunchConfig::for_num_elems(n as u32);
//! // Upload, two kernels, a download: one chain, awaited once. The kernel gets the new
//! // buffer by value and hands its arguments back.
//! let out: Vec<f32> = ops
//!     .htod_copy(vec![1.0f32; n])
//!     // SAFETY: inc(float *x, int n) stays within n elements.
//!     .then(|x| unsafe { ops.launch(&inc, cfg, (x, n as i32)) })
//!     .then(|(x, n)| unsafe { ops.launch(&inc, cfg, (x, n)) })
//!     .then(|(x, _)| ops.reclaim(x))
//!     .await?;
//! assert_eq!(out, vec![3.0; n]);
//!
//! // Borrowed buffers work too; the borrow goes from step to step.
//! let mut y = adev.alloc_zeros::<f32>(n).await?;
//! ops.memset_zeros(&mut y)
//!     // SAFETY: as above.
//!     .then(|y| unsafe { ops.launch(&inc, cfg, (y, n as i32)) })
//!     .await?;
//! assert_eq!(adev.dtoh_copy(&y).await?, vec![1.0; n]);
//! # Ok::<(), cuda_driver::driver::DriverError>(())
//! # });
//! ```
//!
//! [`AsyncDevice`]: super::AsyncDevice
//! [`AsyncDevice::ops`]: super::AsyncDevice::ops
//! [`AsyncDevice::capture`]: super::AsyncDevice::capture
//! [`CudaSlice`]: crate::driver::CudaSlice
//! [`GpuFuture`]: super::GpuFuture

mod execute;
mod op;
mod ops;
mod policy;
mod scope;
mod shared;
mod unresolved;

pub use execute::ChainFuture;
pub use op::{Map, Op, Step, Then, Zip, Zip3, Zip4, zip, zip3, zip4};
pub use ops::Ops;
pub use policy::{PerDevice, RoundRobin, SchedulingPolicy, SingleStream};
#[doc(hidden)]
pub use scope::Scope;
pub use shared::{Shared, SharedFuture, Unzipped, UnzippedFuture};
pub use unresolved::{Resolve, Unresolved};
