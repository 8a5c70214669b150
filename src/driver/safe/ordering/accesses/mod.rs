//! Per-buffer records: a buffer's [`Accesses`] list the work on any lane that may still read or
//! write it, [`Accesses::before`] makes a lane wait for what a new access must follow, and
//! [`Accesses::after`] records the access once enqueued; [`Lane::run`] does both around an
//! enqueue. Once a graph captures the buffer, its accesses move to the [`Captured`] record it
//! shares with the graphs. [`free_in_order`] is the one way a buffer's memory goes back. See
//! the module docs for the model.

#[cfg(feature = "nccl")]
use super::deferred::{Deferred, in_group};
use super::driver;
use super::lane::Lane;
use super::marks::OpMark;
use super::sync::{AtomicU64, AtomicUsize, Condvar, Mutex, Ordering, ThreadId, lock, thread_id};
use crate::driver::result::DriverError;
use crate::driver::sys;
use std::sync::{Arc, OnceLock};

mod uses;
pub(crate) use uses::{Use, Uses};

/// Where an access just enqueued went, given to [`Accesses::after`] to record it: what later
/// work on the buffer must wait for.
#[derive(Clone, Copy)]
pub(crate) enum Enqueued<'a> {
    /// On the main lane, counted up to this generation.
    Main(u64),
    /// On another lane, counted up to this generation of it.
    Lane(&'a Arc<Lane>, u64),
    /// By an async operation, whose mark follows its work.
    Mark(&'a Arc<OpMark>),
    /// Handed to a library that puts it on a lane later.
    #[cfg(feature = "nccl")]
    Deferred(&'a Arc<Deferred>),
}

/// What [`Accesses`] keeps of a lane in `solo`: its key, never reused (so that a record
/// cannot name a lane dropped since, whose address another lane took).
#[inline(always)]
fn lane_key(lane: &Lane) -> u64 {
    lane.key
}

/// The `solo` of a record whose entries are `others`: the lane they are all on, if there are
/// some, all of [`Pending::Lane`], and the record is not `captured`; else 0.
fn solo_of(others: &[Entry], captured: bool) -> u64 {
    let Some(first) = others.first() else {
        return 0;
    };
    let key = lane_key(first.lane());
    let all_on_it = others
        .iter()
        .all(|e| matches!(&e.pending, Pending::Lane(l, _) if lane_key(l) == key));
    if captured || !all_on_it { 0 } else { key }
}

/// An access recorded in a buffer's [`Accesses`].
struct Entry {
    pending: Pending,
    write: bool,
}

/// An access off the main lane that may still be running, as a buffer's record keeps it: on a
/// lane up to a generation, by an async operation until its mark, or in deferred work until
/// the work is launched and done.
enum Pending {
    Lane(Arc<Lane>, u64),
    Mark(Arc<OpMark>),
    /// The buffer's address was handed out for work on this lane that the crate does not see
    /// (a cudarc 0.19 face's `device_ptr`), under the token until the handout is closed:
    /// such work may be enqueued on the lane at any time until then, so an access that must
    /// follow it waits for everything enqueued there at its own time, never for a generation.
    /// Never finished: a handout that is never closed (its guard leaked) keeps it for good.
    Open(Arc<Lane>, u64),
    #[cfg(feature = "nccl")]
    Deferred(Arc<Deferred>),
}

impl Entry {
    fn is_finished(&self) -> bool {
        match &self.pending {
            Pending::Mark(m) => m.is_finished() || m.is_covered(),
            Pending::Lane(l, g) => l.is_done(*g),
            Pending::Open(..) => false,
            #[cfg(feature = "nccl")]
            Pending::Deferred(d) => d.launched().is_some_and(|g| d.lane.is_done(g)),
        }
    }

    /// The lane the access is on.
    fn lane(&self) -> &Arc<Lane> {
        match &self.pending {
            Pending::Mark(m) => &m.lane,
            Pending::Lane(l, _) | Pending::Open(l, _) => l,
            #[cfg(feature = "nccl")]
            Pending::Deferred(d) => &d.lane,
        }
    }
}

/// The accesses to one buffer that may still be running, on any lane.
#[derive(Default)]
pub struct Accesses {
    /// The length of `others`, plus one once `captured` is set; main-lane operations take no
    /// lock while it is 0.
    count: AtomicUsize,
    /// The key of the one lane that every access in `others` is on, when there are some, all
    /// of [`Pending::Lane`], and `captured` is unset (0 otherwise): an access on that lane
    /// takes no lock to order itself (stream order puts it after them).
    solo: AtomicU64,
    /// Generations of the main lane's last read and last write (0: none).
    main_read: AtomicU64,
    main_write: AtomicU64,
    /// Accesses on other lanes and by async operations.
    others: Mutex<Vec<Entry>>,
    /// Set (under the `others` lock) once a graph captures the buffer: from then on its
    /// accesses are recorded there, shared with the graphs using it.
    captured: OnceLock<Arc<Captured>>,
}

impl Accesses {
    /// Makes lane `on` (of the buffer's device, whose main lane is `main`; context current)
    /// wait for the accesses an access of this kind must follow.
    #[inline(always)]
    pub(crate) fn before(&self, main: &Lane, on: &Lane, write: bool) -> Result<(), DriverError> {
        if self.count.load(Ordering::Acquire) == 0 {
            if std::ptr::eq(main, on) {
                return Ok(());
            }
            return on.wait_main(main, self.main_needed(write));
        }
        // Every access off the main lane is on `on` itself, which puts this one after them:
        // only the main lane's are left to wait for, as `before_slow` would. Another thread can
        // change the record meanwhile only by reading the buffer too (a write, or a graph's
        // use, needs a unique borrow or holds the record), which this access need not follow.
        if !std::ptr::eq(main, on) && self.solo.load(Ordering::Acquire) == lane_key(on) {
            return on.wait_main(main, self.main_needed(write));
        }
        self.before_slow(main, on, write)
    }

    /// The main-lane generation an access of this kind must follow.
    #[inline(always)]
    fn main_needed(&self, write: bool) -> u64 {
        let w = self.main_write.load(Ordering::Acquire);
        if write {
            w.max(self.main_read.load(Ordering::Acquire))
        } else {
            w
        }
    }

    #[cold]
    fn before_slow(&self, main: &Lane, on: &Lane, write: bool) -> Result<(), DriverError> {
        note_event!("accesses: ordered behind other lanes (locked)");
        let mut others = lock(&self.others);
        if let Some(c) = self.captured.get() {
            drop(others);
            return c.ops.before(main, on, write);
        }
        let on_main = std::ptr::eq(main, on);
        others.retain(|e| !e.is_finished());
        #[cfg(feature = "nccl")]
        self.refuse_unlaunched_others(&mut others, main, write)?;
        if !on_main {
            on.wait_main(main, self.main_needed(write))?;
        }
        let mut i = 0;
        while i < others.len() {
            let e = &others[i];
            // On the access's own lane, stream order puts this operation after it (after the
            // work of a handout too, which was enqueued there before this call).
            let same_lane = matches!(&e.pending,
                Pending::Lane(l, _) | Pending::Open(l, _) if std::ptr::eq(&**l, on));
            if same_lane || !(write || e.write) {
                i += 1;
                continue;
            }
            let at = match &e.pending {
                Pending::Lane(l, g) => on.wait_lane(l, *g)?,
                Pending::Mark(m) => on.wait_for_event(m.event)?,
                // Everything on the lane now, however much the counts say; kept (also by the
                // main lane), as more such work may follow until the handout is closed.
                Pending::Open(l, _) => {
                    on.wait_everything(l)?;
                    i += 1;
                    continue;
                }
                #[cfg(feature = "nccl")]
                // Of the group being ordered, both reads (the rest was refused above).
                Pending::Deferred(_) => {
                    i += 1;
                    continue;
                }
            };
            // Once the main lane has waited for an access, it is as good as one of the main
            // lane's from then on.
            if on_main {
                let e = others.swap_remove(i);
                self.main_access(at, e.write);
            } else {
                i += 1;
            }
        }
        self.publish(&others);
        Ok(())
    }

    /// Refuses an access that deferred work not launched yet must come before (see the
    /// module docs), after settling what was launched.
    #[cfg(feature = "nccl")]
    fn refuse_unlaunched_others(
        &self,
        others: &mut Vec<Entry>,
        main: &Lane,
        write: bool,
    ) -> Result<(), DriverError> {
        // First, so that launched main-lane work counts in the wait that follows.
        self.settle(others, main);
        let refused = others.iter().find_map(|e| match &e.pending {
            // Settled: not launched yet. Anything but an operation of its own group would
            // run before it. The library does not order a group's operations with each
            // other either (they may run at once, on one stream or several): of its own
            // group, only readers of a buffer the group only reads may go on.
            Pending::Deferred(d) if d.group != in_group() || write || e.write => Some(d.clone()),
            _ => None,
        });
        let Some(d) = refused else {
            return Ok(());
        };
        self.publish(others);
        let e = d.refusal();
        Err(if d.group == in_group() {
            e.context(
                "by another operation of this group: the library does not order a \
                 group's operations with each other, so an operation that writes a \
                 buffer another one of the group uses, or uses one another writes, is \
                 refused",
            )
        } else {
            e
        })
    }

    /// Publishes the record's shape to its lock-free readers (the caller holds the `others`
    /// lock): how many entries there are (plus one once captured) and the sole lane, if any.
    fn publish(&self, others: &[Entry]) {
        let captured = self.captured.get().is_some();
        self.solo
            .store(solo_of(others, captured), Ordering::Release);
        self.count
            .store(others.len() + usize::from(captured), Ordering::Release);
    }

    fn main_access(&self, g: u64, write: bool) {
        if write {
            self.main_write.fetch_max(g, Ordering::AcqRel);
        } else {
            self.main_read.fetch_max(g, Ordering::AcqRel);
        }
    }

    /// Turns the deferred accesses that have been launched into ordinary ones of their lane.
    #[cfg(feature = "nccl")]
    fn settle(&self, others: &mut Vec<Entry>, main: &Lane) {
        if !others
            .iter()
            .any(|e| matches!(e.pending, Pending::Deferred(_)))
        {
            return;
        }
        let mut i = 0;
        while i < others.len() {
            let launched = match &others[i].pending {
                Pending::Deferred(d) => d.launched().map(|g| (d.lane.clone(), g)),
                _ => None,
            };
            match launched {
                Some((lane, g)) if std::ptr::eq(&*lane, main) => {
                    let e = others.swap_remove(i);
                    self.main_access(g, e.write);
                }
                Some((lane, g)) => {
                    others[i].pending = Pending::Lane(lane, g);
                    i += 1;
                }
                None => i += 1,
            }
        }
    }

    /// A deferred access not launched yet, if any: the buffer's free must wait for its launch.
    #[cfg(feature = "nccl")]
    pub(crate) fn unlaunched(&self) -> Option<Arc<Deferred>> {
        if self.count.load(Ordering::Acquire) == 0 {
            return None;
        }
        lock(&self.others).iter().find_map(|e| match &e.pending {
            Pending::Deferred(d) if d.launched().is_none() => Some(d.clone()),
            _ => None,
        })
    }

    /// Whether work a library has not put on its stream yet (an NCCL group still open) uses
    /// the buffer.
    #[cfg(feature = "nccl")]
    pub(crate) fn awaits_launch(&self) -> bool {
        self.unlaunched().is_some()
    }

    /// Whether work a library has not put on its stream yet uses the buffer: never, without
    /// the `nccl` feature.
    #[cfg(not(feature = "nccl"))]
    #[inline(always)]
    pub(crate) fn awaits_launch(&self) -> bool {
        false
    }

    /// An error naming the library work that uses the buffer and that is not on its stream
    /// yet (an NCCL group still open), if there is such work: for a caller that cannot wait for
    /// it, such as one lending the memory to the host.
    pub(crate) fn refuse_unlaunched(&self) -> Result<(), DriverError> {
        #[cfg(feature = "nccl")]
        if let Some(d) = self.unlaunched() {
            return Err(d.refusal());
        }
        Ok(())
    }

    /// Moves the record out (for a buffer being dropped whose free is put off).
    #[cfg(feature = "nccl")]
    pub(super) fn take(&self) -> Accesses {
        let others = std::mem::take(&mut *lock(&self.others));
        let taken = Accesses {
            count: AtomicUsize::new(others.len()),
            solo: AtomicU64::new(solo_of(&others, false)),
            main_read: AtomicU64::new(self.main_read.load(Ordering::Acquire)),
            main_write: AtomicU64::new(self.main_write.load(Ordering::Acquire)),
            others: Mutex::new(others),
            captured: OnceLock::new(),
        };
        self.solo.store(0, Ordering::Release);
        self.count.store(0, Ordering::Release);
        taken
    }

    /// Records an access just enqueued (and counted) where `by` says.
    #[inline(always)]
    pub(crate) fn after(&self, by: Enqueued<'_>, write: bool) {
        if let Enqueued::Main(g) = by {
            self.main_access(g, write);
            // A capture may have taken the record over meanwhile: tell it too.
            if self.count.load(Ordering::Acquire) == 0 {
                return;
            }
        }
        self.after_slow(by, write)
    }

    #[cold]
    fn after_slow(&self, by: Enqueued<'_>, write: bool) {
        note_event!("accesses: recorded off the main lane (locked)");
        let mut others = lock(&self.others);
        if let Some(c) = self.captured.get() {
            drop(others);
            return c.ops.after(by, write);
        }
        match by {
            Enqueued::Main(_) => {}
            Enqueued::Lane(lane, g) => {
                // Stream order puts the lane's earlier accesses before this one: merge them,
                // keeping the latest generation (and the write, for readers).
                // The first such entry becomes this access's (no new entry: the usual case, a
                // buffer used again on its stream, changes one in place).
                let mut kept = None;
                let mut g = g;
                let mut i = 0;
                while i < others.len() {
                    match &others[i].pending {
                        Pending::Lane(l, lg)
                            if Arc::ptr_eq(l, lane) && (write || !others[i].write) =>
                        {
                            g = g.max(*lg);
                            if kept.is_none() {
                                kept = Some(i);
                                i += 1;
                            } else {
                                // `kept` is before `i`: the swap leaves it where it is.
                                others.swap_remove(i);
                            }
                        }
                        _ => i += 1,
                    }
                }
                match kept {
                    Some(k) => {
                        let e = &mut others[k];
                        if let Pending::Lane(_, lg) = &mut e.pending {
                            *lg = g;
                        }
                        e.write = write;
                    }
                    None => others.push(Entry {
                        pending: Pending::Lane(lane.clone(), g),
                        write,
                    }),
                }
            }
            Enqueued::Mark(m) => {
                others.retain(|e| !e.is_finished());
                others.push(Entry {
                    pending: Pending::Mark(m.clone()),
                    write,
                });
            }
            #[cfg(feature = "nccl")]
            Enqueued::Deferred(d) => {
                // One entry per deferred batch: a write covers a read of the same batch.
                others.retain(|e| {
                    !matches!(&e.pending, Pending::Deferred(o) if Arc::ptr_eq(o, d) && (write || !e.write))
                });
                if !others
                    .iter()
                    .any(|e| matches!(&e.pending, Pending::Deferred(o) if Arc::ptr_eq(o, d)))
                {
                    others.push(Entry {
                        pending: Pending::Deferred(d.clone()),
                        write,
                    });
                }
            }
        }
        self.publish(&others);
    }

    /// The record shared with the graphs that captured this buffer, made on first capture
    /// (moving the accesses recorded so far there).
    ///
    /// The record is filled before it is published, all under the buffer's lock: an operation
    /// of another thread that finds it (under that lock) finds every access made before.
    pub(super) fn capture(&self, make: impl FnOnce() -> Captured) -> Arc<Captured> {
        let mut others = lock(&self.others);
        if let Some(c) = self.captured.get() {
            return c.clone();
        }
        let c = Arc::new(make());
        // First, as before the record existed: a main-lane access recorded from now on sees
        // a count and goes to the lock, which it gets once the record is published (and so
        // does an access on a sole lane).
        self.solo.store(0, Ordering::Release);
        self.count.store(1, Ordering::Release);
        // Read-modify-writes, not loads: a main-lane access records itself in its counter
        // (a read-modify-write) before it looks at `count`, and this copies the counters after
        // storing `count`. Plain loads on both sides could each miss the other's store (store
        // buffering), leaving the access in neither record. Of two read-modify-writes on a
        // counter one comes first: if this one, the access's synchronizes with it and sees
        // `count`; if the access's, this one reads its value. (The main-lane side, the hot one,
        // costs nothing more.)
        let ops = &c.ops;
        ops.main_access(self.main_read.fetch_max(0, Ordering::AcqRel), false);
        ops.main_access(self.main_write.fetch_max(0, Ordering::AcqRel), true);
        {
            let mut theirs = lock(&ops.others);
            theirs.extend(
                std::mem::take(&mut *others)
                    .into_iter()
                    .filter(|e| !e.is_finished()),
            );
            ops.publish(&theirs);
        }
        let _ = self.captured.set(c.clone());
        drop(others);
        c
    }

    /// Records that the buffer's address is handed out for work on `lane` that the crate does
    /// not see, as a read or (`write`) a write: until [`close`](Self::close) with the token
    /// returned, an access that must follow it waits for everything enqueued on `lane` at its
    /// own time. The caller has ordered `lane` after what this access must follow.
    pub(crate) fn open(&self, lane: &Arc<Lane>, write: bool) -> u64 {
        static NEXT_TOKEN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let token = NEXT_TOKEN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut others = lock(&self.others);
        if let Some(c) = self.captured.get() {
            drop(others);
            c.ops.open_token(lane, write, token);
            return token;
        }
        others.push(Entry {
            pending: Pending::Open(lane.clone(), token),
            write,
        });
        self.publish(&others);
        token
    }

    fn open_token(&self, lane: &Arc<Lane>, write: bool, token: u64) {
        let mut others = lock(&self.others);
        others.push(Entry {
            pending: Pending::Open(lane.clone(), token),
            write,
        });
        self.publish(&others);
    }

    /// Closes the handout `token` of [`open`](Self::open): its work was all enqueued on its
    /// lane before that lane's generation `g`, which the access is recorded at from now on
    /// (as one of the main lane's, when that lane is `main`).
    pub(crate) fn close(&self, token: u64, g: u64, main: &Lane) {
        let mut others = lock(&self.others);
        if let Some(c) = self.captured.get() {
            drop(others);
            return c.ops.close(token, g, main);
        }
        let Some(i) = others
            .iter()
            .position(|e| matches!(&e.pending, Pending::Open(_, t) if *t == token))
        else {
            return;
        };
        let Pending::Open(lane, _) = &others[i].pending else {
            return;
        };
        if std::ptr::eq(&**lane, main) {
            let e = others.swap_remove(i);
            self.main_access(g, e.write);
        } else {
            others[i].pending = Pending::Lane(lane.clone(), g);
        }
        self.publish(&others);
    }

    /// The lane every access that may still be running is on (or, where all have finished,
    /// the lane of the latest), if there is one such lane and it has waited for the main
    /// lane's accesses: freeing there needs no wait.
    fn sole_lane(&self, main: &Lane) -> Option<Arc<Lane>> {
        if self.count.load(Ordering::Acquire) == 0 {
            return None;
        }
        let mut others = lock(&self.others);
        if self.captured.get().is_some() {
            return None;
        }
        // The lane of the latest access: where everything has finished, the free goes there
        // (no wait is needed anywhere, and that lane may keep the allocation for its next).
        let latest = others.last().map(|e| e.lane().clone());
        others.retain(|e| !e.is_finished());
        let lane = match others.first() {
            Some(e) => e.lane().clone(),
            None => latest?,
        };
        #[cfg(feature = "nccl")]
        let unlaunched =
            |e: &Entry| matches!(&e.pending, Pending::Deferred(d) if d.launched().is_none());
        #[cfg(not(feature = "nccl"))]
        let unlaunched = |_: &Entry| false;
        if others
            .iter()
            .any(|e| !Arc::ptr_eq(e.lane(), &lane) || unlaunched(e))
        {
            return None;
        }
        drop(others);
        let needed = self.main_needed(true);
        if needed > lane.waited_main.load(Ordering::Acquire) && !main.is_done(needed) {
            return None;
        }
        // A borrowed stream may be gone. (One capturing a graph would capture the free: the
        // caller looks, entered.)
        lane.owned.then_some(lane)
    }

    /// The lane of an access that may still be running and that an access of this kind must
    /// follow (any access, for a write; a write, for a read), if there is one: work enqueued
    /// there follows it in stream order, with no wait. Of a record a graph has taken over,
    /// none.
    pub(crate) fn lane_to_follow(&self, write: bool) -> Option<Arc<Lane>> {
        if self.count.load(Ordering::Acquire) == 0 {
            return None;
        }
        let others = lock(&self.others);
        if self.captured.get().is_some() {
            return None;
        }
        others
            .iter()
            .rev()
            .find(|e| (write || e.write) && !e.is_finished())
            .map(|e| e.lane().clone())
    }

    /// The record shared with graphs, once one captured this buffer: its owner's `Drop` hands
    /// the allocation there instead of freeing it.
    pub(crate) fn captured(&self) -> Option<&Arc<Captured>> {
        self.captured.get()
    }
}

impl std::fmt::Debug for Accesses {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Accesses({} off the main stream)",
            self.count.load(Ordering::Relaxed)
        )
    }
}

/// The record a buffer shares with the graphs that captured it: the accesses that may use it,
/// and, once the buffer itself is dropped, its allocation, freed when this goes.
pub(crate) struct Captured {
    pub(super) main: Arc<Lane>,
    /// Accesses to the buffer: its own (from the capture on) and the launches of graphs that
    /// use it.
    pub(in crate::driver::safe) ops: Accesses,
    /// The allocation as `(address, bytes, managed)`, handed over when the buffer is dropped.
    pub(super) memory: Mutex<Option<(sys::CUdeviceptr, usize, bool)>>,
    /// The thread whose operation is between ordering itself after the buffer's accesses and
    /// recording its own (see [`HeldCaptured`]), and how many times it holds it; `free` is
    /// notified when it lets go.
    pub(super) ordering: Mutex<(Option<ThreadId>, u32)>,
    pub(super) free: Condvar,
    /// What owns memory that no allocation of the crate's is (a global's module): kept alive.
    kept: Mutex<Vec<Arc<dyn Send + Sync>>>,
}

impl Captured {
    /// A record for a buffer captured by a graph whose launches run after `main`'s work.
    pub(super) fn new(main: Arc<Lane>) -> Self {
        Self {
            main,
            ops: Accesses::default(),
            memory: Mutex::new(None),
            ordering: Mutex::new((None, 0)),
            free: Condvar::new(),
            kept: Mutex::new(Vec::new()),
        }
    }

    /// Waits until no operation of another thread is ordering itself on the buffer, then holds
    /// the others off until [`release`](Self::release). A thread that holds it already (an
    /// unsafe step of the user's calling the crate again) goes on rather than wait for itself.
    fn hold(&self) {
        let me = thread_id();
        let mut held = lock(&self.ordering);
        while held.0.is_some_and(|t| t != me) {
            held = self.free.wait(held).unwrap_or_else(|e| e.into_inner());
        }
        *held = (Some(me), held.1 + 1);
    }

    fn release(&self) {
        let mut held = lock(&self.ordering);
        held.1 -= 1;
        if held.1 == 0 {
            held.0 = None;
            drop(held);
            self.free.notify_one();
        }
    }

    /// Takes over the allocation of the dropped buffer (`managed` for managed memory): it is
    /// freed when the last graph using it is gone.
    pub(crate) fn adopt(&self, ptr: sys::CUdeviceptr, bytes: usize, managed: bool) {
        *lock(&self.memory) = Some((ptr, bytes, managed));
    }

    /// Keeps `owner` (a global's module) alive until the last graph using the buffer is gone.
    pub(crate) fn keep_alive(&self, owner: Arc<dyn Send + Sync>) {
        lock(&self.kept).push(owner);
    }
}

/// Holds off every other operation on the captured buffers that an operation uses, from before
/// it orders itself after their accesses until its own access is recorded.
///
/// A graph launch uses its buffers through a shared borrow (it may write any of them), so two
/// launches, or a launch and another operation on one of its buffers, can be called at once
/// from two threads. Each orders itself after the accesses recorded so far and records its own
/// only once enqueued; without this, both could order themselves before either is recorded and
/// overlap on the GPU. Held, the calls on a captured buffer are ordered and recorded one at a
/// time, in the order they take it: one runs entirely before the other. Buffers no graph has
/// captured cost one check each (writes to them need a unique borrow).
pub(crate) struct HeldCaptured(Option<Vec<Arc<Captured>>>);

impl HeldCaptured {
    /// Holds the records of the captured buffers among `uses`, in address order (so two
    /// operations holding several cannot wait for each other).
    ///
    /// Inline up to the look at each buffer: an operation on no captured buffer (the common
    /// case) makes no list and holds nothing, and its drop is one test.
    #[inline(always)]
    pub(crate) fn hold<U: Uses + ?Sized>(uses: &U) -> Self {
        let mut held: Option<Vec<Arc<Captured>>> = None;
        uses.each_captured(|c| held.get_or_insert_with(Vec::new).push(Arc::clone(c)));
        if let Some(held) = &mut held {
            Self::hold_all(held);
        }
        Self(held)
    }

    /// Holds every record of `held`, in address order.
    #[cold]
    #[inline(never)]
    fn hold_all(held: &mut Vec<Arc<Captured>>) {
        held.sort_by_key(|c| Arc::as_ptr(c) as usize);
        held.dedup_by(|a, b| Arc::ptr_eq(a, b));
        for c in held.iter() {
            c.hold();
        }
    }

    /// Lets go of every record of `held`.
    #[cold]
    #[inline(never)]
    fn release_all(held: Vec<Arc<Captured>>) {
        for c in &held {
            c.release();
        }
    }
}

impl Drop for HeldCaptured {
    #[inline(always)]
    fn drop(&mut self) {
        if let Some(held) = self.0.take() {
            Self::release_all(held);
        }
    }
}

impl Drop for Captured {
    fn drop(&mut self) {
        let memory = self.memory.get_mut().unwrap_or_else(|e| e.into_inner());
        let Some((ptr, bytes, managed)) = memory.take() else {
            return;
        };
        // The buffer is gone and no graph that could launch work on it is left; every launch
        // and other access is recorded in `ops`.
        let ctx = &self.main.ctx;
        let r = ctx
            .make_current()
            .and_then(|()| free_in_order(&self.main, ptr, bytes, &self.ops, managed));
        if let Err(e) = r {
            ctx.defer_error(e.context(format!(
                "while freeing {bytes} bytes that a dropped graph used on device {}",
                ctx.ordinal
            )));
        }
    }
}

impl std::fmt::Debug for Captured {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Captured").field("ops", &self.ops).finish()
    }
}

/// Frees `ptr`, owned by a buffer recorded in `acc`, on the main lane after every access
/// recorded there (a free waits like a write). The one free sequence, for buffers and for
/// memory graphs kept. The caller has made the context current.
pub(crate) fn free_in_order(
    main: &Arc<Lane>,
    ptr: sys::CUdeviceptr,
    bytes: usize,
    acc: &Accesses,
    managed: bool,
) -> Result<(), DriverError> {
    let uses = [Use {
        accesses: acc,
        ctx: &main.ctx,
        write: true,
    }];
    let async_alloc = main.ctx.async_alloc && !managed;
    // Once the user has the main stream's handle, the free stays in its order, behind raw
    // work there that no record shows (as in cudarc, whose frees go on that stream).
    let handed_out = main.handed_out.load(std::sync::atomic::Ordering::Relaxed);
    if async_alloc && !handed_out {
        if let Some(lane) = acc.sole_lane(main) {
            // Entered: a capture of the lane begun after `sole_lane`'s look would take the free
            // in (each launch of its graph would free the memory again). Not waited for while
            // a capture begins or ends (the main lane's way below needs no entry): the buffer
            // may be dropped under an entry of the lane held already (inside a step), which
            // that capture's begin or end waits for.
            if let Some(entered) = lane.try_enter() {
                if !entered.capturing() {
                    return free_on_sole_lane(main, &lane, ptr, bytes);
                }
            }
        }
    }
    note_event!("free: on the main lane");
    main.run_ordered(main, &uses, |stream| {
        // SAFETY: the caller owned the allocation; the main lane now waits for every access to
        // it on any lane, so a stream-ordered free (or a synchronous free once the stream has
        // drained) cannot overtake that work.
        unsafe {
            if async_alloc {
                driver::free_async(&main.ctx, ptr, stream)
            } else {
                driver::stream_synchronize(&main.ctx, stream)?;
                driver::free_sync(&main.ctx, ptr)
            }
        }
    })
}

/// Frees `ptr` (see [`free_in_order`]) in the order of `lane`, where every access to it that
/// may still run is, and which has waited for the main lane's (entered, not capturing).
fn free_on_sole_lane(
    main: &Arc<Lane>,
    lane: &Arc<Lane>,
    ptr: sys::CUdeviceptr,
    bytes: usize,
) -> Result<(), DriverError> {
    // Freed in its stream order, the main lane (and the work that waits for it) does not wait
    // for that work. Small allocations are kept for the lane's next ones, if the lane belongs
    // to the allocation's own device.
    if Arc::ptr_eq(&lane.ctx, &main.ctx) && lane.keep_freed(ptr, bytes) {
        note_event!("free: kept by its lane");
        return Ok(());
    }
    note_event!("free: on its lane");
    // SAFETY: the caller owned the allocation; stream order puts the free after every access.
    lane.enqueue(|stream| unsafe { driver::free_async(&lane.ctx, ptr, stream) })
}

#[cfg(feature = "nccl")]
impl Deferred {
    /// Takes over the free of a dropped buffer whose record holds this unlaunched work.
    pub(crate) fn put_off_free(
        &self,
        main: &Arc<Lane>,
        ptr: sys::CUdeviceptr,
        bytes: usize,
        acc: &Accesses,
        managed: bool,
    ) {
        let f = FreeAfterLaunch {
            main: main.clone(),
            ptr,
            bytes,
            managed,
            accesses: acc.take(),
        };
        self.after_launch(Box::new(move || f.free()));
    }
}

#[cfg(feature = "nccl")]
/// The free of a buffer dropped while deferred work used it, done once the work is launched.
struct FreeAfterLaunch {
    main: Arc<Lane>,
    ptr: sys::CUdeviceptr,
    bytes: usize,
    managed: bool,
    accesses: Accesses,
}

#[cfg(feature = "nccl")]
impl FreeAfterLaunch {
    fn free(self) {
        let ctx = &self.main.ctx;
        let r = ctx.make_current().and_then(|()| {
            free_in_order(
                &self.main,
                self.ptr,
                self.bytes,
                &self.accesses,
                self.managed,
            )
        });
        if let Err(e) = r {
            ctx.defer_error(e.context(format!(
                "while freeing {} bytes on device {} after an NCCL group",
                self.bytes, ctx.ordinal
            )));
        }
    }
}

#[cfg(all(test, loom))]
impl Accesses {
    /// Checks what the record promises its lock-free readers: `count` never says less than
    /// the entries there are (0 would let main-lane operations skip them).
    pub(super) fn assert_consistent(&self) {
        let others = lock(&self.others);
        let count = self.count.load(Ordering::Acquire);
        assert!(
            count >= others.len(),
            "count {count} with {} entries",
            others.len()
        );
        let solo = self.solo.load(Ordering::Acquire);
        assert!(
            solo == 0 || solo == solo_of(&others, self.captured.get().is_some()),
            "a sole lane where the entries have none or another"
        );
    }
}
