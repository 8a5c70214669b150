//! NCCL collectives across GPUs, in one process or many, on one node or many (cargo feature
//! `nccl`).
//!
//! Three layers, like the driver's: [`sys`] (generated from `nccl.h`, each function resolved
//! from `libnccl.so.2` on first use), [`result`] (one checked function per call) and the safe
//! types re-exported here: [`Comm`], [`Id`], [`ReduceOp`], [`NcclType`], [`group_start`] and
//! [`group_end`]. The paths, names and signatures are those of cudarc 0.13's `nccl` module,
//! so programs written against it port by renaming the crate.
//!
//! NCCL is loaded at run time like libcuda: see [`loader::NCCL`](crate::loader::NCCL) for
//! where it is looked for (`CUDA_DRIVER_NCCL_PATH` overrides the search). A missing library
//! is an [`NcclError`] listing every path tried.
//!
//! # Examples
//!
//! One process per GPU: rank 0 makes the [`Id`] and sends its bytes to the others (over a
//! socket, a file, MPI, ...); every rank then joins and all-reduces.
//!
//! ```no_run
//! use cuda_driver::driver::CudaDevice;
//! use cuda_driver::nccl::{Comm, Id, ReduceOp};
//!
//! # fn receive_from_rank_0() -> [u8; 128] { [0; 128] }
//! # let (rank, world_size) = (0usize, 2usize);
//! let id = if rank == 0 { Id::new()? } else { Id::from_bytes(receive_from_rank_0()) };
//! let dev = CudaDevice::new(rank)?;
//! let comm = Comm::from_rank(dev.clone(), rank, world_size, id)?;
//! let mut grads = dev.htod_copy(vec![rank as f32; 1 << 20])?;
//! comm.all_reduce_in_place(&mut grads, &ReduceOp::Sum)?;
//! let summed = dev.dtoh_sync_copy(&grads)?; // ordered after the all-reduce
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Ordering and streams
//!
//! A collective is an operation on its buffers like a copy or a launch: it reads the send
//! buffer and writes the receive buffer, and is ordered with every other use of them on any
//! stream through their records (it waits for earlier writes of what it reads and for earlier
//! uses of what it writes; later work, and the buffers' frees, wait for it). It runs on the
//! device's main stream, on a [`CudaStream`](crate::driver::CudaStream) you pass
//! (`*_on_stream`), or on an [`AsyncDevice`](../async/struct.AsyncDevice.html)'s stream as a
//! [`GpuFuture`](../async/struct.GpuFuture.html) (`*_async`).
//!
//! # Groups
//!
//! Between [`group_start`] and [`group_end`] NCCL only records operations; the outermost
//! `group_end` launches them together. A thread that drives several GPUs
//! ([`Comm::from_devices`]) must group each round of collectives, and grouped
//! [`send`](Comm::send) / [`recv`](Comm::recv) pairs progress together.
//!
//! Until the group ends its operations are not on any stream, so nothing can be ordered after
//! them yet. The crate records them with their buffers as *deferred*:
//! - other operations of the same group may read the buffers that the group only reads; NCCL
//!   does not order a group's operations with each other (they may run at once, on one stream
//!   or several), so an operation of the group that writes a buffer another one uses, or uses
//!   one another writes, is refused with an error saying so;
//! - any other use of those buffers before `group_end` (a copy, a launch, a collective
//!   outside the group) is refused with an error saying so;
//! - a buffer dropped inside the group is freed right after the group's launch;
//! - async collectives and making communicators are refused inside a group, and so is
//!   [`Comm::abort`] of a communicator with operations in the group;
//! - a communicator with operations in a group belongs to that thread until the group ends;
//! - a thread that exits with a group open ends it.
//!
//! The raw `sys::ncclGroupStart` / `ncclGroupEnd` bypass this record: use
//! [`group_start`] / [`group_end`] (also as `result::group_start` / `result::group_end`).
//!
//! # Lengths across ranks
//!
//! NCCL takes each rank's counts from that rank alone: a send's length from the sender and the
//! receive buffer's from the receiver, a collective's count from each rank, and it does not
//! compare them. They must agree: the same count and element type on every rank of a
//! collective, and for each send and the recv it is paired with. A mismatch is undefined
//! behaviour on the GPU: a longer send, or a larger count on another rank, makes NCCL read or
//! write past the end of a buffer, into whatever memory follows it.
//!
//! What the crate checks, before NCCL sees the call:
//! - each rank's own arguments: receive buffers of the length the operation writes
//!   (`all_reduce`, `broadcast` and `reduce`: one length for both buffers; `all_gather`:
//!   `recvbuff.len() == world_size * sendbuff.len()`; `reduce_scatter`:
//!   `sendbuff.len() == world_size * recvbuff.len()`), the element size, ranks and devices;
//! - both sides, where both ranks are in this process: a send to itself and the recv from
//!   itself that NCCL pairs it with in a group; sends and recvs between ranks of
//!   [`Comm::from_devices`], or of [`Comm::from_rank`] called on several threads of this
//!   process with one [`Id`] (paired in order, as NCCL pairs them, across threads and groups);
//!   and the collectives of those ranks (the `k`-th of each rank: the same call, count,
//!   element type, reduction and root; empty ones aside, which NCCL drops at once). The
//!   second of two mismatched calls is refused with an `ncclInvalidArgument` error naming
//!   both lengths, and is never given to NCCL, so nothing is written out of bounds; the first
//!   stays posted, waiting for a matching call (the group, or the GPU, waits for it until
//!   then).
//!
//! The crate cannot see the arguments of ranks in other processes: there, agreeing on lengths
//! is the program's job, as with NCCL itself, and a mismatch can corrupt memory although the
//! methods are safe to call (they keep cudarc's signatures). The comparisons within this
//! process also stop for a communicator's ranks once NCCL has reported an error for one of
//! their operations or groups (which of them NCCL took is then unknown), and when more than
//! 65536 of their operations wait for a counterpart. Calls through [`sys`] are not seen.
//!
//! # When a peer never joins
//!
//! [`Comm::from_rank`] blocks until every rank has joined, as `ncclCommInitRank` does. For a
//! time limit, use [`Comm::from_rank_with_timeout`], or set `CUDA_DRIVER_NCCL_TIMEOUT` to a
//! number of seconds ([`TIMEOUT_ENV`]) to give one to `from_rank`. Such a communicator is made
//! non-blocking (`config.blocking = 0`); the crate polls `ncclCommGetAsyncError` and, when the
//! time runs out or NCCL reports an error, aborts it with `ncclCommAbort` and returns an error
//! for which [`is_timeout`](result::NcclError::is_timeout) says so. The same limit then
//! applies to each later call (NCCL taking the operation) and to dropping the communicator.
//! Non-blocking communicators cost NCCL a helper thread per operation, tens of microseconds.
//!
//! A failed or timed-out join gives its [`Id`] back: the same rank may try again with it (the
//! crate refuses only an `Id` that already made a communicator for that rank in this process).
//! Whether NCCL can still form the communicator depends on how far the failed attempt got
//! (NCCL's bootstrap, run by the process that made the `Id`, accepts each rank once): after a
//! timeout, making a new `Id` on every rank is the sure way.
//!
//! A peer that joined but never calls its side of a collective leaves the GPU waiting: use
//! [`Comm::wait`] with a timeout as a watchdog, then [`Comm::abort`], which stops the waiting
//! kernels. [`Comm::async_error`] reports failures NCCL noticed in the background. Dropping
//! a communicator waits for its operations for at most its
//! [`drop_timeout`](Comm::drop_timeout) (its timeout, or [`DEFAULT_DROP_TIMEOUT`], 10 minutes,
//! for a blocking one), then aborts it and records the timeout on the device, where the
//! device's next fallible call returns it.
//!
//! # NVLink multicast is off
//!
//! Before the crate first calls into NCCL it sets `NCCL_NVLS_ENABLE=0` in the process
//! environment, unless the variable is already set: NVLink SHARP (multicast, which NCCL
//! enables on NVSwitch systems) is off unless you turn it on yourself. It allocates multicast
//! objects that can take a host's shared GPUs out of service on some machines. The crate never
//! calls `cuMulticastCreate` itself. Setting the variable races with other threads reading the
//! environment through C code at the same moment; a program that has such threads should set
//! `NCCL_NVLS_ENABLE` itself at start-up (then the crate leaves it alone).
//!
//! # Differences from cudarc 0.13
//!
//! - Errors instead of panics: out-of-range ranks, roots and peers, mismatched lengths,
//!   buffers or streams of another device, `None` buffers on the root, an [`Id`] reused in
//!   this process, and every failure in `Drop` (kept for the device's next call).
//! - [`NcclType`] is an `unsafe trait` and `char` is not one: a collective can write any bit
//!   pattern (a sum, a peer's bytes), which a `char` must not hold.
//! - Mismatched lengths between a send and its recv, or between the ranks of a collective, are
//!   refused where both ranks are in this process (see
//!   [Lengths across ranks](#lengths-across-ranks)).
//! - [`Comm`] is `Send` (not `Sync`); dropping it waits for its operations (for at most its
//!   [`drop_timeout`](Comm::drop_timeout)), then destroys it, or aborts it if they did not
//!   finish.
//! - cudarc's [`group!`](crate::group) macro panicked when `ncclGroupStart` or `ncclGroupEnd`
//!   failed; here it keeps the error for the thread's next NCCL call (an operation,
//!   `group_start` or `group_end`), which returns it. Call [`group_start`] and [`group_end`]
//!   to see their results where they happen.

pub mod result;
pub mod safe;
pub mod sys;

pub use safe::*;

use result::{NcclError, NcclStatus};
use safe::group;

/// Starts a group (`ncclGroupStart`): NCCL operations called on this thread until the
/// matching [`group_end`] are fused and launched by it. Groups nest.
///
/// The safe layer's operations inside a group are recorded with their buffers as launched by
/// the group's end: until then other work on those buffers is refused, and a buffer dropped
/// meanwhile is freed after the launch (see the [module docs](self#groups)). The raw
/// `sys::ncclGroupStart` bypasses that record: do not mix it with the safe layer.
///
/// # Examples
///
/// ```no_run
/// # let comms: Vec<cuda_driver::nccl::Comm> = vec![];
/// # let mut bufs: Vec<cuda_driver::driver::CudaSlice<f32>> = vec![];
/// use cuda_driver::nccl::{ReduceOp, group_end, group_start};
///
/// group_start()?;
/// for (comm, buf) in comms.iter().zip(&mut bufs) {
///     comm.all_reduce_in_place(buf, &ReduceOp::Sum)?;
/// }
/// group_end()?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub fn group_start() -> Result<NcclStatus, NcclError> {
    result::prepare();
    group::start()
}

/// Ends a group started by [`group_start`] (`ncclGroupEnd`): the outermost end launches the
/// group's operations on their streams. For non-blocking communicators it waits (within their
/// timeouts) until the launch is done.
///
/// # Examples
///
/// See [`group_start`].
pub fn group_end() -> Result<NcclStatus, NcclError> {
    result::prepare();
    group::end()
}

/// Runs a block inside an NCCL group (cudarc's `group!`): [`group_start`], the block, then
/// [`group_end`]. Expands to statements, as cudarc's does.
///
/// A failure of either call does not panic (cudarc's macro did): it is kept for this thread's
/// next NCCL call, an operation on any communicator, `group_start` or `group_end`, which
/// returns it. So a block whose group failed to start runs no collective outside the group:
/// its first operation returns the error.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::CudaDevice;
/// use cuda_driver::nccl::{Comm, ReduceOp};
///
/// let devs = (0..CudaDevice::count()? as usize)
///     .map(CudaDevice::new)
///     .collect::<Result<Vec<_>, _>>()?;
/// let comms = Comm::from_devices(devs.clone())?;
/// let mut bufs = devs.iter().map(|d| d.alloc_zeros::<f32>(1024)).collect::<Result<Vec<_>, _>>()?;
/// cuda_driver::group!({
///     for (comm, buf) in comms.iter().zip(&mut bufs) {
///         comm.all_reduce_in_place(buf, &ReduceOp::Sum)?;
///     }
/// });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[macro_export]
macro_rules! group {
    ($x:block) => {
        $crate::nccl::__group_macro_start();
        $x
        $crate::nccl::__group_macro_end();
    };
}

/// For [`group!`](crate::group): [`group_start`], its error kept for the thread's next NCCL
/// call.
#[doc(hidden)]
pub fn __group_macro_start() {
    if let Err(e) = group_start() {
        group::keep_for_next_call(e);
    }
}

/// For [`group!`](crate::group): [`group_end`], its error kept for the thread's next NCCL call.
#[doc(hidden)]
pub fn __group_macro_end() {
    if let Err(e) = group_end() {
        group::keep_for_next_call(e);
    }
}
