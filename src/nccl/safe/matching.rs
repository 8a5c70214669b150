//! Both sides of an NCCL operation, where this process sees them.
//!
//! NCCL takes the length of a transfer from each rank separately: a send's count from the
//! sender and the receive buffer's from the receiver, a collective's count from every rank.
//! When they differ NCCL moves data by one side's count into the other side's buffer, past its
//! end if it is shorter. Each rank's own arguments are checked when its plan is made
//! (`ops.rs`); this file compares the ranks' arguments with each other, for the ranks whose
//! communicators live in this process, before the second of two mismatched calls reaches NCCL:
//!
//! - a send to itself and its recv from itself, inside one group (NCCL pairs them in the
//!   order they were posted, within the group; outside a group NCCL refuses either alone): a
//!   [`SelfPairs`] record on the communicator, cleared when the group ends;
//! - a send from rank `a` to rank `b` and the recv on `b` from `a`, when both are ranks of
//!   this process ([`Comm::from_devices`](super::Comm::from_devices), or
//!   [`Comm::from_rank`](super::Comm::from_rank) on several threads with one [`Id`](super::Id)):
//!   NCCL pairs the `k`-th send from `a` to `b` with the `k`-th recv on `b` from `a`, over the
//!   communicator's life;
//! - the `k`-th collective of each rank of this process (the same call, count, type,
//!   reduction and root on every rank), not counting empty ones, which NCCL drops at once.
//!
//! Ranks in other processes are not seen: there the docs of each operation say what a
//! mismatch does. The comparisons stop for good (for a clique) once NCCL reported an error for
//! one of its operations or groups (which of them NCCL took is then unknown), or when more
//! than [`LIMIT`] operations wait for their counterparts.

use super::call::{Call, Kind};
use super::types::nccl_type_size;
use crate::driver::safe::port::lock;
use crate::nccl::result::NcclError;
use crate::nccl::sys;
use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many operations may wait for their counterparts before the comparisons stop (a rank
/// that never posts its side would otherwise grow the record without end).
pub(crate) const LIMIT: usize = 1 << 16;

/// What one side of a send/recv pair moves (element count, element size, type), compared with
/// what its counterpart moves.
#[derive(Clone, Copy, Debug)]
struct TransferShape {
    count: usize,
    size: usize,
    type_name: &'static str,
}

impl TransferShape {
    fn of(call: &Call) -> Self {
        TransferShape {
            count: call.count,
            size: nccl_type_size(call.dtype).unwrap_or(0),
            type_name: call.type_name,
        }
    }

    fn bytes(&self) -> usize {
        self.count.saturating_mul(self.size)
    }

    fn words(&self) -> String {
        format!("{} {} ({} bytes)", self.count, self.type_name, self.bytes())
    }
}

/// The sends and recvs of one direction (from one rank to one rank) not paired yet: at most
/// one of the queues is non-empty.
#[derive(Default, Debug)]
pub(crate) struct Pending {
    sends: VecDeque<TransferShape>,
    recvs: VecDeque<TransferShape>,
}

impl Pending {
    /// Posts `side` (a send if `is_send`) from `from` to `to`: paired with the oldest waiting
    /// counterpart and compared with it, or queued. A mismatch is refused and changes nothing.
    fn post(
        &mut self,
        is_send: bool,
        side: TransferShape,
        from: usize,
        to: usize,
    ) -> Result<(), NcclError> {
        let (mine, theirs) = if is_send {
            (&mut self.sends, &mut self.recvs)
        } else {
            (&mut self.recvs, &mut self.sends)
        };
        let Some(other) = theirs.front() else {
            mine.push_back(side);
            return Ok(());
        };
        if other.count == side.count && other.bytes() == side.bytes() {
            theirs.pop_front();
            return Ok(());
        }
        let (send, recv) = if is_send {
            (&side, other)
        } else {
            (other, &side)
        };
        let (this, that) = if is_send {
            ("send", "recv")
        } else {
            ("recv", "send")
        };
        let pair = if from == to {
            format!(
                "rank {from} sends {} to itself and receives {} from itself: this {this} and \
                 the {that} that NCCL pairs it with in this group",
                send.words(),
                recv.words()
            )
        } else {
            format!(
                "rank {from} sends {} to rank {to}, and rank {to} receives {} from rank {from}: \
                 this {this} and the {that} that NCCL pairs it with (both ranks are in this \
                 process)",
                send.words(),
                recv.words()
            )
        };
        Err(NcclError::invalid(format!(
            "{this}: {pair} must have the same count and element size (a mismatch is undefined \
             behaviour in NCCL, which can write past the end of the receive buffer); the {this} \
             was refused before NCCL"
        )))
    }

    fn len(&self) -> usize {
        self.sends.len() + self.recvs.len()
    }
}

/// A communicator's sends to itself and recvs from itself in the group that has not ended:
/// NCCL pairs them within the group only (and refuses an unpaired one at the group's end), so
/// the record is cleared when the group ends.
#[derive(Default, Debug)]
pub(crate) struct SelfPairs(Mutex<Pending>);

impl SelfPairs {
    /// Compares a send to itself or a recv from itself (`call`) of rank `rank`, inside a
    /// group, with its counterpart.
    pub(crate) fn post(&self, rank: usize, call: &Call) -> Result<(), NcclError> {
        let mut p = lock(&self.0);
        match call.kind {
            Kind::Send { .. } => p.post(true, TransferShape::of(call), rank, rank),
            Kind::Recv { .. } => p.post(false, TransferShape::of(call), rank, rank),
            _ => Ok(()),
        }
    }

    /// The group ended: NCCL launched the pairs, or refused what was left unpaired.
    pub(crate) fn clear(&self) {
        let mut p = lock(&self.0);
        p.sends.clear();
        p.recvs.clear();
    }
}

/// The collectives of the ranks of this process that NCCL has not run together yet: the
/// `k`-th collective of every rank must match.
#[derive(Default, Debug)]
struct Collectives {
    /// Per rank, how many collectives it posted.
    posted: HashMap<usize, u64>,
    /// The `k`-th collective as the first rank posted it, with how many ranks posted it.
    open: BTreeMap<u64, (Call, usize, usize)>,
}

/// What the ranks of one communicator in this process share: which ranks are here, and
/// their operations waiting for their counterparts.
#[derive(Debug, Default)]
pub(crate) struct Clique {
    /// The number of ranks in this process (the common case, 1, compares nothing).
    here: AtomicUsize,
    record: Mutex<Record>,
}

#[derive(Debug, Default)]
struct Record {
    ranks: BTreeSet<usize>,
    /// Set once the comparisons stopped.
    off: bool,
    pairs: HashMap<(usize, usize), Pending>,
    collectives: Collectives,
}

impl Record {
    fn waiting(&self) -> usize {
        self.pairs.values().map(Pending::len).sum::<usize>() + self.collectives.open.len()
    }
}

impl Clique {
    /// A clique whose ranks in this process are `ranks`.
    pub(crate) fn new(ranks: impl IntoIterator<Item = usize>) -> Self {
        let c = Clique::default();
        for r in ranks {
            c.add(r);
        }
        c
    }

    /// Rank `rank` is joining in this process.
    pub(crate) fn add(&self, rank: usize) {
        let mut rec = lock(&self.record);
        rec.ranks.insert(rank);
        self.here.store(rec.ranks.len(), Ordering::Release);
    }

    /// Rank `rank` failed to join in this process.
    pub(crate) fn remove(&self, rank: usize) {
        let mut rec = lock(&self.record);
        rec.ranks.remove(&rank);
        self.here.store(rec.ranks.len(), Ordering::Release);
    }

    /// Stops the comparisons: NCCL failed an operation or a group, and which operations it
    /// took is unknown.
    pub(crate) fn stop(&self) {
        if self.here.load(Ordering::Acquire) < 2 {
            return;
        }
        let mut rec = lock(&self.record);
        rec.off = true;
        rec.pairs.clear();
        rec.collectives = Collectives::default();
    }

    /// Compares `call` of rank `rank` with its counterparts on the other ranks of this
    /// process (sends and recvs with another rank, and collectives); refuses a mismatch, which
    /// then changes nothing. Sends to itself are [`SelfPairs`]'s.
    pub(crate) fn post(&self, rank: usize, call: &Call) -> Result<(), NcclError> {
        if self.here.load(Ordering::Acquire) < 2 {
            return Ok(());
        }
        let mut rec = lock(&self.record);
        if rec.off || !rec.ranks.contains(&rank) {
            return Ok(());
        }
        let r = match call.kind {
            Kind::Send { peer } | Kind::Recv { peer } => {
                let peer = peer as usize;
                if peer == rank || !rec.ranks.contains(&peer) {
                    return Ok(());
                }
                let is_send = matches!(call.kind, Kind::Send { .. });
                let (from, to) = if is_send { (rank, peer) } else { (peer, rank) };
                rec.pairs.entry((from, to)).or_default().post(
                    is_send,
                    TransferShape::of(call),
                    from,
                    to,
                )
            }
            // NCCL drops an empty collective at once: it does not take part in the order.
            _ if call.count == 0 => Ok(()),
            _ => {
                let here = rec.ranks.len();
                post_collective(&mut rec.collectives, rank, call, here)
            }
        };
        if r.is_ok() && rec.waiting() > LIMIT {
            rec.off = true;
            rec.pairs.clear();
            rec.collectives = Collectives::default();
        }
        r
    }
}

/// Posts the next collective of `rank`: compared with the same collective of the ranks that
/// posted it first, or recorded for the others; `here` ranks of this process take part.
fn post_collective(
    c: &mut Collectives,
    rank: usize,
    call: &Call,
    here: usize,
) -> Result<(), NcclError> {
    let k = c.posted.get(&rank).copied().unwrap_or(0);
    if let Some((first, by, _)) = c.open.get(&k) {
        if let Some(what) = differs(first, call) {
            return Err(NcclError::invalid(format!(
                "{}: rank {rank} {}, but rank {by} of the same communicator (in this process) \
                 {} in the collective NCCL runs together with it (collective {} of each rank): \
                 {what} must be the same on every rank (NCCL reads and writes each rank's \
                 buffers by the counts it is given, past the end of a shorter one); refused \
                 before NCCL",
                call.kind.name(),
                collective_words(call, "passes"),
                collective_words(first, "passed"),
                k + 1,
            )));
        }
    }
    *c.posted.entry(rank).or_insert(0) += 1;
    let entry = c.open.entry(k).or_insert((*call, rank, 0));
    entry.2 += 1;
    if entry.2 >= here {
        c.open.remove(&k);
    }
    Ok(())
}

/// Which argument of two collectives differs, if any.
fn differs(a: &Call, b: &Call) -> Option<&'static str> {
    let reduces = |k: Kind| {
        matches!(
            k,
            Kind::AllReduce | Kind::Reduce { .. } | Kind::ReduceScatter
        )
    };
    if std::mem::discriminant(&a.kind) != std::mem::discriminant(&b.kind) {
        Some("the collective")
    } else if a.kind != b.kind {
        Some("the root")
    } else if a.count != b.count {
        Some("the count")
    } else if a.dtype != b.dtype {
        Some("the element type")
    } else if reduces(a.kind) && a.op != b.op {
        Some("the reduction")
    } else {
        None
    }
}

/// `"passes 1000 f32 to all_reduce (sum)"`.
fn collective_words(c: &Call, verb: &str) -> String {
    let what = match c.kind {
        Kind::Broadcast { root } => format!(" with root {root}"),
        Kind::Reduce { root } => format!(" ({}) with root {root}", op_name(c.op)),
        Kind::AllReduce | Kind::ReduceScatter => format!(" ({})", op_name(c.op)),
        _ => String::new(),
    };
    format!(
        "{verb} {} {} to {}{what}",
        c.count,
        c.type_name,
        c.kind.name()
    )
}

fn op_name(op: sys::ncclRedOp_t) -> &'static str {
    use sys::ncclRedOp_t as O;
    match op {
        O::ncclSum => "sum",
        O::ncclProd => "product",
        O::ncclMax => "max",
        O::ncclMin => "min",
        O::ncclAvg => "average",
        _ => "a custom reduction",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(kind: Kind, count: usize, dtype: sys::ncclDataType_t) -> Call {
        Call::for_test(kind, count, dtype, sys::ncclRedOp_t::ncclSum)
    }
    const F32: sys::ncclDataType_t = sys::ncclDataType_t::ncclFloat32;
    const F64: sys::ncclDataType_t = sys::ncclDataType_t::ncclFloat64;

    #[test]
    fn a_self_recv_shorter_than_its_send_is_refused() {
        let s = SelfPairs::default();
        s.post(0, &call(Kind::Send { peer: 0 }, 1000, F32)).unwrap();
        let e = s
            .post(0, &call(Kind::Recv { peer: 0 }, 600, F32))
            .unwrap_err();
        let m = e.to_string();
        assert!(m.contains("1000 f32") && m.contains("600 f32"), "{m}");
        // The refused recv changed nothing: a matching one still pairs with the send.
        s.post(0, &call(Kind::Recv { peer: 0 }, 1000, F32)).unwrap();
        assert_eq!(lock(&s.0).len(), 0);
    }

    #[test]
    fn a_self_send_posted_after_its_recv_is_compared_too() {
        let s = SelfPairs::default();
        s.post(0, &call(Kind::Recv { peer: 0 }, 600, F32)).unwrap();
        let e = s
            .post(0, &call(Kind::Send { peer: 0 }, 1000, F32))
            .unwrap_err();
        assert!(e.to_string().starts_with("send:") || e.to_string().contains("send:"));
        // Same count, other element size.
        let e = s
            .post(0, &call(Kind::Send { peer: 0 }, 600, F64))
            .unwrap_err();
        assert!(e.to_string().contains("4800 bytes"), "{e}");
        s.post(0, &call(Kind::Send { peer: 0 }, 600, F32)).unwrap();
        // Pairs in order; the group's end forgets what is left.
        s.post(0, &call(Kind::Send { peer: 0 }, 5, F32)).unwrap();
        s.clear();
        s.post(0, &call(Kind::Recv { peer: 0 }, 7, F32)).unwrap();
    }

    #[test]
    fn sends_and_recvs_between_ranks_of_this_process_are_paired_in_order() {
        let c = Clique::new([0, 1]);
        c.post(0, &call(Kind::Send { peer: 1 }, 10, F32)).unwrap();
        c.post(0, &call(Kind::Send { peer: 1 }, 20, F32)).unwrap();
        // Other directions are separate.
        c.post(1, &call(Kind::Send { peer: 0 }, 99, F32)).unwrap();
        let e = c
            .post(1, &call(Kind::Recv { peer: 0 }, 20, F32))
            .unwrap_err();
        let m = e.to_string();
        assert!(
            m.contains("sends 10 f32") && m.contains("receives 20 f32"),
            "{m}"
        );
        c.post(1, &call(Kind::Recv { peer: 0 }, 10, F32)).unwrap();
        c.post(1, &call(Kind::Recv { peer: 0 }, 20, F32)).unwrap();
        c.post(0, &call(Kind::Recv { peer: 1 }, 99, F32)).unwrap();
        assert_eq!(lock(&c.record).waiting(), 0);
    }

    #[test]
    fn peers_in_other_processes_are_not_compared() {
        let c = Clique::new([0, 1]);
        c.post(0, &call(Kind::Send { peer: 2 }, 10, F32)).unwrap();
        c.post(0, &call(Kind::Recv { peer: 2 }, 3, F32)).unwrap();
        assert_eq!(lock(&c.record).waiting(), 0);
        // One rank here: nothing to compare.
        let one = Clique::new([0]);
        one.post(0, &call(Kind::AllReduce, 1, F32)).unwrap();
        assert_eq!(lock(&one.record).waiting(), 0);
    }

    #[test]
    fn collectives_of_ranks_of_this_process_must_agree() {
        let c = Clique::new([0, 1]);
        c.post(0, &call(Kind::AllReduce, 1000, F32)).unwrap();
        c.post(0, &call(Kind::Broadcast { root: 0 }, 8, F32))
            .unwrap();
        let e = c.post(1, &call(Kind::AllReduce, 600, F32)).unwrap_err();
        let m = e.to_string();
        assert!(
            m.contains("passes 600 f32") && m.contains("passed 1000 f32") && m.contains("count"),
            "{m}"
        );
        c.post(1, &call(Kind::AllReduce, 1000, F32)).unwrap();
        let e = c
            .post(1, &call(Kind::Broadcast { root: 1 }, 8, F32))
            .unwrap_err();
        assert!(e.to_string().contains("the root"), "{e}");
        let e = c.post(1, &call(Kind::AllGather, 8, F32)).unwrap_err();
        assert!(e.to_string().contains("the collective"), "{e}");
        c.post(1, &call(Kind::Broadcast { root: 0 }, 8, F32))
            .unwrap();
        assert_eq!(lock(&c.record).waiting(), 0);
        // An empty collective is not one for NCCL.
        c.post(0, &call(Kind::AllReduce, 0, F32)).unwrap();
        c.post(0, &call(Kind::AllReduce, 10, F32)).unwrap();
        c.post(1, &call(Kind::AllReduce, 10, F32)).unwrap();
        assert_eq!(lock(&c.record).waiting(), 0);
    }

    #[test]
    fn comparisons_stop_after_an_error_and_past_the_limit() {
        let c = Clique::new([0, 1]);
        c.post(0, &call(Kind::AllReduce, 1000, F32)).unwrap();
        c.stop();
        c.post(1, &call(Kind::AllReduce, 600, F32)).unwrap();
        let c = Clique::new([0, 1]);
        for _ in 0..=LIMIT {
            c.post(0, &call(Kind::Send { peer: 1 }, 1, F32)).unwrap();
        }
        assert!(lock(&c.record).off);
        c.post(1, &call(Kind::Recv { peer: 0 }, 2, F32)).unwrap();
    }

    #[test]
    fn a_rank_that_failed_to_join_is_not_waited_for() {
        let c = Clique::new([0, 1, 2]);
        c.remove(2);
        c.post(0, &call(Kind::AllReduce, 4, F32)).unwrap();
        c.post(1, &call(Kind::AllReduce, 4, F32)).unwrap();
        assert_eq!(lock(&c.record).waiting(), 0);
        c.post(0, &call(Kind::Send { peer: 2 }, 4, F32)).unwrap();
        assert_eq!(lock(&c.record).waiting(), 0);
    }
}
