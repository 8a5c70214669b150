//! The safe layer: [`Comm`] (communicators and their collectives), [`Id`], [`ReduceOp`] and
//! [`NcclType`], one concept per file. `ops` checks and enqueues every collective the same
//! way, `matching` compares both sides of an operation where this process sees them; the
//! thread's open NCCL group is kept by `group`, which [`group_start`] and [`group_end`] (defined
//! in `nccl/mod.rs`) start and end.

mod call;
mod collectives;
mod comm;
pub(super) mod group;
mod id;
mod matching;
mod ops;
mod transfers;
mod types;

pub use super::{group_end, group_start};
pub use comm::{Comm, DEFAULT_DROP_TIMEOUT, TIMEOUT_ENV};
pub use id::Id;
pub(crate) use ops::Plan;
pub use types::{NcclType, ReduceOp};
