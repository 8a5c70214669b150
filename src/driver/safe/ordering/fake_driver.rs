//! A fake driver for the model tests (`cfg(all(test, loom))`): it takes `driver.rs`'s place, with
//! the same functions, over a [`Gpu`] that runs nothing by itself.
//!
//! Streams are FIFO queues of work items; recording an event puts an item on its stream and
//! remembers it; a wait puts an item that depends on the event's latest record. Items complete
//! only when the test says so ([`Gpu::step`], [`Gpu::run_all`]) or when a synchronising call
//! makes the host wait for them, and never before what precedes them on their stream or what
//! they wait for. A write of a flag (`cuStreamWriteValue32`) lands in the flag's word when its
//! item completes.
//!
//! [`Gpu::check`] then asks whether any GPU could have run two accesses to one buffer in an
//! order the host did not mean: it builds what must precede what (stream order, waits, and an
//! item completed before another was enqueued) and requires every two accesses to one buffer of
//! which at least one writes, and every access and the buffer's free, to be ordered, the free
//! last. It checks every order a GPU could choose, not only the one the fake ran.
//!
//! The fake's state is behind a std lock, and no loom operation is made while it is held: each
//! driver call is one atomic step, as the real driver's are to its callers. Before it, each
//! call rings a doorbell, a loom atomic: a point where loom may switch threads, and a release of
//! what the calling thread wrote before, which the GPU acquires before it runs anything (as a
//! real GPU reads what the host wrote before it enqueued). Host calls do not acquire each
//! other's rings, so the fake gives the core no ordering between host threads that the real
//! driver does not promise; only a call that runs GPU work on the host (a synchronize) acquires.
//! Handles are small numbers; using one after it was destroyed, or writing to a freed flag page,
//! panics (the model reports it).

use super::super::context::Ctx;
use super::flag_page::{FLAG_PAGE, FLAG_STRIDE};
use super::sync::{AtomicU32, AtomicUsize, Ordering};
use crate::driver::result::DriverError;
use crate::driver::sys;
use std::ffi::c_void;
use std::fmt::Write as _;

/// The fake GPU of one model execution: what every stream of it has been asked to do, and
/// what it has done. Shared by the [`Ctx`] (see `Ctx::fake`) and the test.
#[derive(Default)]
pub(crate) struct Gpu {
    state: std::sync::Mutex<State>,
    /// Rung by every call (see the module docs).
    doorbell: AtomicUsize,
}

impl std::fmt::Debug for Gpu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.raw().describe())
    }
}

/// What an item does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Work {
    /// Reads (or writes) a buffer, named by its device address.
    Access { buf: u64, write: bool },
    /// Frees a buffer.
    Free { buf: u64 },
    /// An event's record.
    Record,
    /// A wait for an event's record.
    Wait,
    /// A write of `value` to the word of a flag page at device address `addr`.
    Write { addr: u64, value: u32 },
}

struct Item {
    /// `None` for a synchronous free, which completes when it is made.
    stream: Option<usize>,
    work: Work,
    /// The records it waits for, besides what precedes it on its stream.
    deps: Vec<usize>,
    /// The clock when it was enqueued, and when it completed.
    enqueued: u64,
    done: Option<u64>,
    /// Enqueued while its stream was capturing a graph: it is part of the graph.
    captured: bool,
}

#[derive(Default)]
struct Stream {
    items: Vec<usize>,
    destroyed: bool,
    /// Whether a graph capture is open on it.
    capturing: bool,
}

#[derive(Default)]
struct Event {
    /// The item of the latest record.
    record: Option<usize>,
    destroyed: bool,
}

/// One word of a fake flag page, padded to [`FLAG_STRIDE`] bytes as the words of mapped host
/// memory are.
#[repr(C, align(64))]
struct FlagWord(AtomicU32);

const _: () = assert!(std::mem::size_of::<FlagWord>() == FLAG_STRIDE);

/// A fake flag page: its words, and whether it was freed.
struct Page {
    dev: u64,
    /// Kept until the GPU goes, so that a late write found by the checks below never touches
    /// freed memory.
    words: Box<[FlagWord]>,
    freed: bool,
}

#[derive(Default)]
struct State {
    clock: u64,
    streams: Vec<Stream>,
    events: Vec<Event>,
    items: Vec<Item>,
    pages: Vec<Page>,
    /// Whether `cuCtxSynchronize` fails at once, as the driver's does while a graph capture is
    /// open in the context on another thread (see [`Gpu::refuse_device_waits`]).
    device_waits_refused: bool,
    /// How many of the next `cuStreamEndCapture`s fail, leaving their streams capturing (see
    /// [`Gpu::fail_capture_ends`]).
    capture_ends_to_fail: usize,
}

/// Where flag writes that completed land, after the lock is let go: each is a loom operation.
type Stores = Vec<(*const AtomicU32, u32)>;

fn handle<T>(i: usize) -> *mut T {
    std::ptr::without_provenance_mut(i + 1)
}

fn index<T>(p: *mut T) -> usize {
    assert!(
        !p.is_null(),
        "the fake driver has no legacy stream or null handle"
    );
    p.addr() - 1
}

impl State {
    fn tick(&mut self) -> u64 {
        self.clock += 1;
        self.clock
    }

    fn stream(&mut self, s: sys::CUstream) -> usize {
        let i = index(s);
        assert!(
            !self.streams[i].destroyed,
            "stream {i} used after it was destroyed"
        );
        i
    }

    fn event(&mut self, e: sys::CUevent) -> usize {
        let i = index(e);
        assert!(
            !self.events[i].destroyed,
            "event {i} used after it was destroyed"
        );
        i
    }

    fn push(&mut self, stream: Option<usize>, work: Work, deps: Vec<usize>) -> usize {
        let id = self.items.len();
        let enqueued = self.tick();
        let captured = stream.is_some_and(|s| self.streams[s].capturing);
        self.items.push(Item {
            stream,
            work,
            deps,
            enqueued,
            done: None,
            captured,
        });
        if let Some(s) = stream {
            self.streams[s].items.push(id);
        }
        id
    }

    /// The item before `id` on its stream.
    fn previous(&self, id: usize) -> Option<usize> {
        let s = self.items[id].stream?;
        let items = &self.streams[s].items;
        let pos = items.iter().position(|&x| x == id)?;
        pos.checked_sub(1).map(|p| items[p])
    }

    fn runnable(&self, id: usize) -> bool {
        let it = &self.items[id];
        it.done.is_none()
            && self
                .previous(id)
                .is_none_or(|p| self.items[p].done.is_some())
            && it.deps.iter().all(|&d| self.items[d].done.is_some())
    }

    /// Completes `id` and everything that must complete first.
    fn run_until(&mut self, id: usize, stores: &mut Stores) {
        if self.items[id].done.is_some() {
            return;
        }
        if let Some(p) = self.previous(id) {
            self.run_until(p, stores);
        }
        for d in self.items[id].deps.clone() {
            self.run_until(d, stores);
        }
        self.complete(id, stores);
    }

    fn complete(&mut self, id: usize, stores: &mut Stores) {
        debug_assert!(self.runnable(id));
        let t = self.tick();
        self.items[id].done = Some(t);
        if let Work::Write { addr, value } = self.items[id].work {
            let page = self
                .pages
                .iter()
                .find(|p| (p.dev..p.dev + FLAG_PAGE as u64).contains(&addr))
                .expect("a flag write to an address that is no flag page");
            assert!(!page.freed, "the GPU wrote a flag after its page was freed");
            let word = &page.words[(addr - page.dev) as usize / FLAG_STRIDE];
            stores.push((&word.0, value));
        }
    }

    fn run_stream(&mut self, s: usize, stores: &mut Stores) {
        if let Some(&last) = self.streams[s].items.last() {
            self.run_until(last, stores);
        }
    }

    fn run_all(&mut self, stores: &mut Stores) {
        for id in 0..self.items.len() {
            self.run_until(id, stores);
        }
    }

    /// Whether every GPU must run `a` before `b`.
    fn ordered(&self, a: usize, b: usize) -> bool {
        let mut seen = vec![false; self.items.len()];
        let mut stack = vec![b];
        while let Some(x) = stack.pop() {
            if x == a && x != b {
                return true;
            }
            if std::mem::replace(&mut seen[x], true) {
                continue;
            }
            stack.extend(self.previous(x));
            stack.extend(self.items[x].deps.iter().copied());
            let enqueued = self.items[x].enqueued;
            stack.extend(
                (0..self.items.len()).filter(|&y| self.items[y].done.is_some_and(|t| t < enqueued)),
            );
        }
        false
    }

    fn describe_item(&self, id: usize) -> String {
        let it = &self.items[id];
        let on = match it.stream {
            Some(s) => format!("stream {s}"),
            None => "the host".into(),
        };
        format!(
            "item {id} ({:?} on {on}, enqueued at {}, done at {:?})",
            it.work, it.enqueued, it.done
        )
    }

    fn describe(&self) -> String {
        let mut out = String::new();
        for (s, st) in self.streams.iter().enumerate() {
            let _ = writeln!(out, "stream {s}:");
            for &id in &st.items {
                let it = &self.items[id];
                let _ = writeln!(
                    out,
                    "  {id}: {:?} deps {:?} enqueued {} done {:?}",
                    it.work, it.deps, it.enqueued, it.done
                );
            }
        }
        for (id, it) in self.items.iter().enumerate() {
            if it.stream.is_none() {
                let _ = writeln!(out, "host: {id}: {:?} at {}", it.work, it.enqueued);
            }
        }
        out
    }

    fn check(&self) -> Result<(), String> {
        // Captured work runs only when its graph is launched, which the buffers' shared
        // records order (a graph launch is an access of its own): not an access now.
        let touches = |id: usize| match self.items[id].work {
            _ if self.items[id].captured => None,
            Work::Access { buf, write } => Some((buf, write, false)),
            Work::Free { buf } => Some((buf, true, true)),
            _ => None,
        };
        for a in 0..self.items.len() {
            let Some((buf_a, write_a, free_a)) = touches(a) else {
                continue;
            };
            for b in a + 1..self.items.len() {
                let Some((buf_b, write_b, free_b)) = touches(b) else {
                    continue;
                };
                if buf_a != buf_b || !(write_a || write_b) {
                    continue;
                }
                let (ab, ba) = (self.ordered(a, b), self.ordered(b, a));
                let problem = if free_a && free_b {
                    Some("freed twice")
                } else if (free_a && !ba) || (free_b && !ab) {
                    Some("an access not ordered before the buffer's free")
                } else if !(ab || ba) {
                    Some("two accesses, one a write, in no fixed order")
                } else {
                    None
                };
                if let Some(p) = problem {
                    return Err(format!(
                        "buffer {buf_a:#x}: {p}: {} and {}\n{}",
                        self.describe_item(a),
                        self.describe_item(b),
                        self.describe()
                    ));
                }
            }
        }
        Ok(())
    }
}

fn store(stores: Stores) {
    for (word, value) in stores {
        // SAFETY: a word of a page the GPU keeps until it goes, and the GPU outlives this call
        // (the caller holds it).
        unsafe { &*word }.store(value, Ordering::Release);
    }
}

impl Gpu {
    /// The state, for a call from the host: the doorbell rung first (see the module docs).
    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.doorbell.fetch_add(1, Ordering::Release);
        self.raw()
    }

    /// The state, for the test's own questions: no loom operation.
    fn raw(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `f` on the state as the GPU (having acquired what the host wrote before its calls),
    /// then lands the flag writes it completed.
    fn with<T>(&self, f: impl FnOnce(&mut State, &mut Stores) -> T) -> T {
        self.doorbell.fetch_add(1, Ordering::AcqRel);
        let mut stores = Vec::new();
        let r = f(&mut self.raw(), &mut stores);
        store(stores);
        r
    }

    /// Enqueues an access to buffer `buf` (its device address) on `stream`: what a kernel or
    /// copy does, for the tests' `enqueue` closures. The item's id.
    pub(crate) fn access(&self, stream: sys::CUstream, buf: u64, write: bool) -> usize {
        let mut s = self.state();
        let i = s.stream(stream);
        s.push(Some(i), Work::Access { buf, write }, Vec::new())
    }

    /// Completes one item that can run (the oldest); whether there was one.
    pub(crate) fn step(&self) -> bool {
        self.with(|s, stores| {
            let id = (0..s.items.len()).find(|&id| s.runnable(id));
            if let Some(id) = id {
                s.complete(id, stores);
            }
            id.is_some()
        })
    }

    /// Completes everything enqueued so far.
    pub(crate) fn run_all(&self) {
        self.with(|s, stores| s.run_all(stores));
    }

    /// How many frees of buffer `buf` have been enqueued (or made at once).
    pub(crate) fn frees_of(&self, buf: u64) -> usize {
        self.raw()
            .items
            .iter()
            .filter(|it| matches!(it.work, Work::Free { buf: b } if b == buf))
            .count()
    }

    /// From now on (`true`) or no more, `cuCtxSynchronize` returns
    /// `CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED` at once and runs nothing: what the driver does
    /// while a graph capture is open in the context on another thread.
    pub(crate) fn refuse_device_waits(&self, refused: bool) {
        self.raw().device_waits_refused = refused;
    }

    /// The next `n` ends of a graph capture fail (`CUDA_ERROR_INVALID_CONTEXT`) and leave their
    /// streams capturing: what a thread that cannot reach the capture's context sees.
    pub(crate) fn fail_capture_ends(&self, n: usize) {
        self.raw().capture_ends_to_fail = n;
    }

    /// How many flag writes have completed.
    pub(crate) fn flag_writes(&self) -> usize {
        self.raw()
            .items
            .iter()
            .filter(|it| it.done.is_some() && matches!(it.work, Work::Write { .. }))
            .count()
    }

    /// Whether item `id` was enqueued while its stream captured a graph (it is in the graph,
    /// and does not run now).
    pub(crate) fn is_captured(&self, id: usize) -> bool {
        self.raw().items[id].captured
    }

    /// Whether item `id` has completed.
    pub(crate) fn is_done(&self, id: usize) -> bool {
        self.raw().items[id].done.is_some()
    }

    /// Panics, showing every stream, if a GPU could run two accesses to one buffer in an order
    /// the host did not mean (see the module docs).
    pub(crate) fn check(&self) {
        if let Err(e) = self.raw().check() {
            panic!("{e}");
        }
    }
}

// ---- the driver.rs functions ------------------------------------------------------------------

/// The fake GPU behind a fake context (`Ctx::fake`).
fn gpu_of(ctx: &Ctx) -> &Gpu {
    ctx.gpu
        .downcast_ref::<Gpu>()
        .expect("a fake context holds the fake GPU")
}

pub(super) fn stream_create(ctx: &Ctx, _: Option<i32>) -> Result<sys::CUstream, DriverError> {
    let mut s = gpu_of(ctx).state();
    s.streams.push(Stream::default());
    Ok(handle(s.streams.len() - 1))
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn stream_destroy(ctx: &Ctx, stream: sys::CUstream) -> Result<(), DriverError> {
    let mut s = gpu_of(ctx).state();
    let i = s.stream(stream);
    s.streams[i].destroyed = true;
    Ok(())
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn stream_synchronize(
    ctx: &Ctx,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    gpu_of(ctx).with(|s, stores| {
        let i = s.stream(stream);
        s.run_stream(i, stores);
    });
    Ok(())
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn stream_query(ctx: &Ctx, stream: sys::CUstream) -> Result<bool, DriverError> {
    let mut s = gpu_of(ctx).state();
    let i = s.stream(stream);
    Ok(s.streams[i]
        .items
        .iter()
        .all(|&id| s.items[id].done.is_some()))
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn stream_priority(_: &Ctx, _: sys::CUstream) -> Result<i32, DriverError> {
    Ok(0)
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn stream_wait_event(
    ctx: &Ctx,
    stream: sys::CUstream,
    event: sys::CUevent,
) -> Result<(), DriverError> {
    let mut s = gpu_of(ctx).state();
    let i = s.stream(stream);
    let e = s.event(event);
    let deps: Vec<usize> = s.events[e].record.into_iter().collect();
    assert!(
        s.streams[i].capturing || deps.iter().all(|&d| !s.items[d].captured),
        "stream {i} waits for an event recorded in a graph capture: it would join the capture"
    );
    s.push(Some(i), Work::Wait, deps);
    Ok(())
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn write_value32(
    ctx: &Ctx,
    stream: sys::CUstream,
    addr: sys::CUdeviceptr,
    value: u32,
) -> Result<(), DriverError> {
    let mut s = gpu_of(ctx).state();
    let i = s.stream(stream);
    s.push(Some(i), Work::Write { addr, value }, Vec::new());
    Ok(())
}

/// Makes the context current: every fake context always is.
pub(super) fn make_current(_: &Ctx) -> Result<(), DriverError> {
    Ok(())
}

/// Captures are modelled as a state of the stream only: the work enqueued meanwhile is not
/// kept apart (the model tests enqueue none).
///
/// # Safety
/// None: a fake.
pub(super) unsafe fn begin_capture(ctx: &Ctx, stream: sys::CUstream) -> Result<(), DriverError> {
    let mut s = gpu_of(ctx).state();
    let i = s.stream(stream);
    assert!(!s.streams[i].capturing, "a capture begun twice");
    s.streams[i].capturing = true;
    Ok(())
}

/// Ends the capture, with a graph handle that stands for nothing, unless told to fail
/// ([`Gpu::fail_capture_ends`]).
///
/// # Safety
/// None: a fake.
pub(super) unsafe fn end_capture(
    ctx: &Ctx,
    stream: sys::CUstream,
) -> Result<sys::CUgraph, DriverError> {
    let mut s = gpu_of(ctx).state();
    let i = s.stream(stream);
    assert!(s.streams[i].capturing, "the end of a capture never begun");
    if s.capture_ends_to_fail > 0 {
        s.capture_ends_to_fail -= 1;
        return Err(DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_CONTEXT));
    }
    s.streams[i].capturing = false;
    Ok(handle(0))
}

/// Whether `stream` still captures.
///
/// # Safety
/// None: a fake.
pub(super) unsafe fn still_capturing(ctx: &Ctx, stream: sys::CUstream) -> bool {
    let mut s = gpu_of(ctx).state();
    let i = s.stream(stream);
    s.streams[i].capturing
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn graph_destroy(_: &Ctx, _: sys::CUgraph) -> Result<(), DriverError> {
    Ok(())
}

pub(super) fn event_create(ctx: &Ctx) -> Result<sys::CUevent, DriverError> {
    let mut s = gpu_of(ctx).state();
    s.events.push(Event::default());
    Ok(handle(s.events.len() - 1))
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn event_record(
    ctx: &Ctx,
    event: sys::CUevent,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    let mut s = gpu_of(ctx).state();
    let i = s.stream(stream);
    let e = s.event(event);
    let id = s.push(Some(i), Work::Record, Vec::new());
    s.events[e].record = Some(id);
    Ok(())
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn event_query(ctx: &Ctx, event: sys::CUevent) -> Result<bool, DriverError> {
    let mut s = gpu_of(ctx).state();
    let e = s.event(event);
    Ok(s.events[e]
        .record
        .is_none_or(|id| s.items[id].done.is_some()))
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn event_synchronize(ctx: &Ctx, event: sys::CUevent) -> Result<(), DriverError> {
    gpu_of(ctx).with(|s, stores| {
        let e = s.event(event);
        if let Some(id) = s.events[e].record {
            s.run_until(id, stores);
        }
    });
    Ok(())
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn event_destroy(ctx: &Ctx, event: sys::CUevent) -> Result<(), DriverError> {
    let mut s = gpu_of(ctx).state();
    let e = s.event(event);
    s.events[e].destroyed = true;
    Ok(())
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn free_async(
    ctx: &Ctx,
    ptr: sys::CUdeviceptr,
    stream: sys::CUstream,
) -> Result<(), DriverError> {
    let mut s = gpu_of(ctx).state();
    let i = s.stream(stream);
    assert!(
        !s.streams[i].capturing,
        "a free enqueued on stream {i} while it captures a graph: each launch would free it"
    );
    s.push(Some(i), Work::Free { buf: ptr }, Vec::new());
    Ok(())
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn free_sync(ctx: &Ctx, ptr: sys::CUdeviceptr) -> Result<(), DriverError> {
    let mut s = gpu_of(ctx).state();
    let id = s.push(None, Work::Free { buf: ptr }, Vec::new());
    s.items[id].done = Some(s.items[id].enqueued);
    Ok(())
}

/// The context waits by blocking: `EventPool::wait_flagged` then synchronises instead of
/// spinning for a time (a wall-clock bound has no place in a model).
pub(super) fn ctx_flags(_: &Ctx) -> Result<u32, DriverError> {
    Ok(sys::CUctx_flags_enum::CU_CTX_SCHED_BLOCKING_SYNC as u32)
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn ctx_synchronize(ctx: &Ctx) -> sys::CUresult {
    let gpu = gpu_of(ctx);
    if gpu.state().device_waits_refused {
        return sys::CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    }
    gpu.run_all();
    sys::CUresult::CUDA_SUCCESS
}

pub(super) fn map_host_page(
    ctx: &Ctx,
    bytes: usize,
) -> Result<(*mut c_void, sys::CUdeviceptr), DriverError> {
    assert_eq!(bytes, FLAG_PAGE);
    let mut s = gpu_of(ctx).state();
    let dev = 0x7000_0000 + (s.pages.len() * FLAG_PAGE) as u64;
    let words: Box<[FlagWord]> = (0..FLAG_PAGE / FLAG_STRIDE)
        .map(|_| FlagWord(AtomicU32::new(0)))
        .collect();
    let host = words.as_ptr().cast_mut().cast();
    s.pages.push(Page {
        dev,
        words,
        freed: false,
    });
    Ok((host, dev))
}

/// # Safety
/// None: a fake.
pub(super) unsafe fn free_host(ctx: &Ctx, p: *mut c_void) -> Result<(), DriverError> {
    let mut s = gpu_of(ctx).state();
    let page = s
        .pages
        .iter_mut()
        .find(|pg| std::ptr::eq(pg.words.as_ptr().cast(), p))
        .expect("free_host of memory the fake did not map");
    assert!(!page.freed, "a flag page freed twice");
    page.freed = true;
    Ok(())
}
