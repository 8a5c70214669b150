//! How work on buffers is ordered across streams: every stream the crate enqueues on is a
//! [`Lane`], and every buffer has [`Accesses`], the record of the work on any lane that may
//! still read or write it.
//!
//! # The model
//!
//! A lane counts what is enqueued on it (its *generation*) and can be *marked*: its own event
//! recorded after everything enqueued so far, covering every generation up to the one read
//! just before recording. The only way to enqueue on a lane is [`Lane::enqueue`] (or
//! [`Lane::run`], which also orders and records buffer accesses), which counts the enqueue:
//! nothing can reach a stream without being counted.
//!
//! A buffer's [`Accesses`] lists the accesses that may still be running:
//!
//! - on the device's main lane, as two generations (the last read and the last write), so that
//!   an operation on the main lane needs no lock and no driver call while only the main lane has
//!   touched the buffer;
//! - on another lane, as `(lane, generation, read or write)`, marked lazily: nothing is recorded
//!   when the access is enqueued, only when something on another lane must wait for it;
//! - by an async operation, as its [`OpMark`], whose event was recorded after its work (the
//!   adapter records one anyway, to learn when it completes).
//!
//! An operation on lane `C` that reads the buffer waits for every write on another lane; one
//! that writes waits for every access on another lane (read-after-write, write-after-read and
//! write-after-write). Waits already made are remembered per lane, so a lane waits for another
//! at most once per new generation. After the operation is enqueued its own access is added,
//! merged with the earlier accesses of the same lane (which stream order already puts before
//! it). Once the main lane has waited for an access, the access is recorded as one of the main
//! lane's, which brings main-lane operations back to their lock-free path. While every access
//! recorded off the main lane is on one lane (a buffer used on its own stream), the record
//! names that lane, and an operation there orders itself without the lock too: stream order
//! already puts it after them, and only the main lane's accesses are left to wait for.
//!
//! Why it is sound across threads: an access is added only after its work is enqueued and its
//! lane's generation counted, and a mark reads the generation before recording, so a mark that
//! claims a generation always covers the work counted up to it. Entries are only ever replaced
//! by entries that cover them, so an access added by another thread in between is never lost.
//!
//! # Deferred work
//!
//! A library may take work now and put it on the stream later: NCCL operations between
//! `ncclGroupStart` and `ncclGroupEnd` reach their streams only when the group ends. A mark
//! taken meanwhile would not cover them, so such an access is recorded as [`Deferred`] until
//! the library has launched it: other work on its buffers is refused until then (reads by
//! operations of the same group of a buffer the group only reads excepted: the library does not
//! order a group's operations with each other), and a buffer dropped meanwhile is
//! freed right after the launch. Once launched, the access is an ordinary one of its lane.
//!
//! # Graph captures
//!
//! Work enqueued on a lane that is capturing a graph does not run then: its buffers are recorded
//! with the capture instead ([`capture_buffer`]), and from then on each such buffer shares one
//! [`Captured`] record with the graphs using it. Its accesses are kept there, every launch of a
//! graph waits for them and is recorded there as a write of every buffer the graph uses, and the
//! buffer's memory is freed only once the buffer and those graphs are all gone.
//!
//! An enqueue on a lane other than the main one looks at whether the lane captures and
//! enqueues under one entry ([`Lane::enter`]: a read-modify-write, no lock), and a capture
//! begins and ends only while no enqueue of its lane is entered (`Lane::switching`): the work
//! the driver captures is exactly the work recorded with the capture, also when another thread
//! begins or ends it meanwhile.
//!
//! Another stream that must wait for a capturing lane's earlier work waits for the record of
//! the lane's event made just before the capture began: a record made inside the capture would
//! make the waiting stream join it. A lane keeps its allocations for reuse, not freeing them,
//! while it captures.
//!
//! # Files
//!
//! One idea each: `lane.rs` ([`Lane`]: streams, generations, marks and waits), `flag_page.rs`
//! (the layout of the flags' pages), `marks.rs` ([`OpMark`], [`EventPool`] and its flags),
//! `deferred.rs` ([`Deferred`] work, with the `nccl` feature: its group, its launch, and what
//! waits for it), `accesses/` (a buffer's [`Accesses`], the [`Captured`] record it shares
//! with graphs, and [`free_in_order`]; its child `uses.rs`: what an operation uses, [`Use`] and
//! [`Uses`], and the ordered enqueue), `capture.rs` (graph captures in progress), `run.rs`
//! ([`Lane::run`], which orders and records an enqueue, or records it with a capture). Each
//! uses only those before it. Below them, `sync.rs` (std's locks and atomics, or loom's) and
//! `driver.rs` (the driver calls the core makes).
//!
//! # Model tests
//!
//! Built with `RUSTFLAGS="--cfg loom"` (the module is then `cfg(all(test, loom))`, as tokio's
//! facade is), `sync.rs` gives loom's types and `fake_driver.rs` takes `driver.rs`'s place: a
//! fake GPU of FIFO streams that the tests in `loom_tests.rs` (and its children `captures.rs`:
//! the capture gate and captures taking records over; `lanes.rs`: the lanes' counters and
//! marks) run step by step, checking that no interleaving of the threads lets a GPU run two
//! accesses to a buffer out of order, or a stream join a capture it waits for.

mod accesses;
mod capture;
#[cfg(feature = "nccl")]
mod deferred;
#[cfg(not(all(test, loom)))]
mod driver;
#[cfg(all(test, loom))]
#[path = "fake_driver.rs"]
pub(crate) mod driver;
mod flag_page;
mod lane;
#[cfg(all(test, loom))]
mod loom_tests;
mod marks;
mod run;
pub(crate) mod sync;

pub(crate) use accesses::{Accesses, Captured, Enqueued, HeldCaptured, Use, Uses, free_in_order};
pub(crate) use capture::after_captures;
#[cfg(feature = "curand")]
pub(crate) use capture::outside_captures;
pub(crate) use capture::{
    Capture, Recorded, capture_buffer, capture_keep, is_capturing, refuse_capturing,
};
#[cfg(feature = "nccl")]
pub(crate) use deferred::Deferred;
pub(crate) use lane::{Entered, Lane};
pub(crate) use marks::{EventPool, OpMark};
