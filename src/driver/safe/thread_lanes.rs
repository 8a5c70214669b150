//! Each thread's stream of a device: the calls a thread makes through the synchronous API go to
//! a stream of that thread, so that threads sharing a device do not queue behind one another on
//! one stream (and on the driver's lock of it). The thread that opened the device uses the
//! device's main stream, so a program of one thread sees one stream, as before.
//!
//! Buffers used from several threads stay ordered by their per-buffer records (see
//! [`ordering`](super::ordering)), as across any two streams. A thread's stream is made on its
//! first call, kept by the device, and handed to the next new thread once the thread ends, so
//! a program that starts many short threads makes no more streams than it has threads at once.
//! "Ends" means its thread-locals are destroyed: a `JoinHandle::join` waits for that, the wait
//! at the end of `std::thread::scope` for threads not joined does not, so a thread started
//! right after such a scope may find the stream not yet handed back and get a new one.

use super::context::Ctx;
use super::ordering::Lane;
use super::util::lock;
use crate::driver::result::DriverError;
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};

/// The streams of the threads using one device.
pub(crate) struct ThreadLanes {
    /// Unique per device object, never reused (a key for the threads' own lists).
    id: u64,
    /// The thread that opened the device, which uses the main stream (see [`thread_key`]: once
    /// that thread has ended, a new thread given the same thread-local storage uses it).
    home: usize,
    /// Every stream made for a thread, alive as long as the device. Replaced, not changed, when
    /// a stream is added (rarely: once per thread), so that a reader takes it without copying.
    all: Mutex<Arc<[Arc<Lane>]>>,
    /// Set, under `all`'s lock, once a stream was made for a thread: until then [`all`](Self::all)
    /// takes no lock (the device used from its own thread alone, the usual case).
    any: AtomicBool,
    /// The streams of threads that have ended, for the next new thread.
    idle: Mutex<Vec<Arc<Lane>>>,
}

/// A thread's stream of one device, in the thread's own list.
struct Entry {
    device: u64,
    lane: Weak<Lane>,
    lanes: Weak<ThreadLanes>,
}

impl Drop for Entry {
    /// The thread ends: its stream goes to the next new thread. Nothing else is touched here
    /// (other thread-locals may be gone already).
    fn drop(&mut self) {
        if let (Some(lanes), Some(lane)) = (self.lanes.upgrade(), self.lane.upgrade()) {
            lock(&lanes.idle).push(lane);
        }
    }
}

thread_local! {
    static ENTRIES: RefCell<Vec<Entry>> = const { RefCell::new(Vec::new()) };
    static KEY: u8 = const { 0 };
}

/// A number that identifies the calling thread among the threads alive now.
#[inline(always)]
fn thread_key() -> usize {
    KEY.with(|k| k as *const u8 as usize)
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// The stream a call of the calling thread goes to: the device's main stream, or the thread's
/// own.
pub(crate) enum ThreadLane<'a> {
    Main(&'a Arc<Lane>),
    Thread(Arc<Lane>),
}

impl ThreadLane<'_> {
    /// The lane, owned: the thread's own moved out, the main one cloned.
    #[inline(always)]
    pub(crate) fn into_arc(self) -> Arc<Lane> {
        match self {
            ThreadLane::Main(l) => Arc::clone(l),
            ThreadLane::Thread(l) => l,
        }
    }
}

impl std::ops::Deref for ThreadLane<'_> {
    type Target = Arc<Lane>;
    #[inline(always)]
    fn deref(&self) -> &Arc<Lane> {
        match self {
            ThreadLane::Main(l) => l,
            ThreadLane::Thread(l) => l,
        }
    }
}

impl ThreadLanes {
    /// For a device opened on the calling thread.
    pub(crate) fn new() -> Arc<ThreadLanes> {
        Arc::new(ThreadLanes {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            home: thread_key(),
            all: Mutex::new(Arc::from([])),
            any: AtomicBool::new(false),
            idle: Mutex::new(Vec::new()),
        })
    }

    /// Whether the calling thread is the one that opened the device.
    #[inline(always)]
    pub(crate) fn is_home(&self) -> bool {
        thread_key() == self.home
    }

    /// The calling thread's stream (made now if it has none; the context is current), or
    /// `main` on the thread that opened the device.
    #[inline(always)]
    pub(crate) fn thread_lane<'a>(
        self: &Arc<Self>,
        main: &'a Arc<Lane>,
        ctx: &Arc<Ctx>,
    ) -> Result<ThreadLane<'a>, DriverError> {
        if self.is_home() {
            return Ok(ThreadLane::Main(main));
        }
        if let Some(l) = self.existing() {
            return Ok(ThreadLane::Thread(l));
        }
        if ENTRIES.try_with(|_| ()).is_err() {
            // The thread is ending (its thread-locals are being destroyed): a stream made now
            // could not be kept for it, nor handed on. Its last calls go to the main stream,
            // made first to wait for the work of the threads' streams (the thread's own among
            // them, which can no longer be told apart), so that they follow the thread's
            // earlier calls (also those on raw pointers, which no buffer's record orders).
            for lane in self.all().iter() {
                main.wait_all_of(lane)?;
            }
            return Ok(ThreadLane::Main(main));
        }
        self.make(ctx).map(ThreadLane::Thread)
    }

    /// The calling thread's own stream, if it has one.
    pub(crate) fn existing(&self) -> Option<Arc<Lane>> {
        ENTRIES
            .try_with(|e| {
                e.borrow()
                    .iter()
                    .find(|e| e.device == self.id)
                    .and_then(|e| e.lane.upgrade())
            })
            .ok()
            .flatten()
    }

    #[cold]
    fn make(self: &Arc<Self>, ctx: &Arc<Ctx>) -> Result<Arc<Lane>, DriverError> {
        let lane = match lock(&self.idle).pop() {
            Some(l) => l,
            None => {
                let l = Lane::create_with(ctx, None, true)?;
                let mut all = lock(&self.all);
                let mut grown = all.to_vec();
                grown.push(l.clone());
                *all = grown.into();
                self.any.store(true, Ordering::Release);
                l
            }
        };
        let entry = Entry {
            device: self.id,
            lane: Arc::downgrade(&lane),
            lanes: Arc::downgrade(self),
        };
        // Checked by the caller: the thread's list is there.
        let _ = ENTRIES.try_with(|e| {
            let mut e = e.borrow_mut();
            // Entries of devices that are gone.
            e.retain(|x| x.lanes.strong_count() > 0);
            e.push(entry);
        });
        Ok(lane)
    }

    /// Every thread's stream made so far (not the main stream).
    #[inline]
    pub(crate) fn all(&self) -> AllLanes {
        // Set under the lock once a stream is added: one made before this call is seen.
        if !self.any.load(Ordering::Acquire) {
            return AllLanes(None);
        }
        AllLanes(Some(lock(&self.all).clone()))
    }
}

/// The threads' streams of a device at one moment ([`ThreadLanes::all`]): a slice, taken
/// without copying, and without a lock or a count while there are none.
pub(crate) struct AllLanes(Option<Arc<[Arc<Lane>]>>);

impl std::ops::Deref for AllLanes {
    type Target = [Arc<Lane>];
    #[inline(always)]
    fn deref(&self) -> &[Arc<Lane>] {
        self.0.as_deref().unwrap_or(&[])
    }
}

impl std::fmt::Debug for ThreadLanes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ThreadLanes")
            .field("streams", &lock(&self.all).len())
            .finish()
    }
}
