//! A contention profile of the crate's own locks, built only with
//! `RUSTFLAGS="--cfg cuda_driver_contention"` (the concurrency benchmark prints it): for each
//! place that takes a lock, how often, how often it found the lock held, and how long it
//! waited; and counters of named events (a future that parked, a completion thread wake-up).
//!
//! Off by default, and then not compiled at all: [`lock`](super::util::lock) is a plain
//! `Mutex::lock`.

use std::panic::Location;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, TryLockError};
use std::time::Instant;

/// Places (lock call sites and event names) the table holds at most.
const SLOTS: usize = 1024;

struct Slot {
    /// The place's address (a `Location` or a `&'static str`), 0 while free.
    key: AtomicUsize,
    /// What kind of place: 1 a lock, 2 an event.
    kind: AtomicUsize,
    taken: AtomicU64,
    contended: AtomicU64,
    wait_ns: AtomicU64,
}

static TABLE: [Slot; SLOTS] = [const {
    Slot {
        key: AtomicUsize::new(0),
        kind: AtomicUsize::new(0),
        taken: AtomicU64::new(0),
        contended: AtomicU64::new(0),
        wait_ns: AtomicU64::new(0),
    }
}; SLOTS];

/// The slot of `key` (claimed on first use); `None` once the table is full.
fn slot(key: usize, kind: usize) -> Option<&'static Slot> {
    let start = (key >> 3).wrapping_mul(0x9E37_79B9_7F4A_7C15) % SLOTS;
    for i in 0..SLOTS {
        let s = &TABLE[(start + i) % SLOTS];
        match s.key.load(Ordering::Acquire) {
            k if k == key => return Some(s),
            0 => match s
                .key
                .compare_exchange(0, key, Ordering::AcqRel, Ordering::Acquire)
            {
                Ok(_) => {
                    s.kind.store(kind, Ordering::Release);
                    return Some(s);
                }
                Err(k) if k == key => return Some(s),
                Err(_) => continue,
            },
            _ => continue,
        }
    }
    None
}

/// Locks `m`, counting the acquisition at the caller's place and, when the lock was held,
/// the time waited for it.
#[track_caller]
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    let place = Location::caller();
    let s = slot(place as *const Location<'static> as usize, 1);
    let g = match m.try_lock() {
        Ok(g) => g,
        Err(TryLockError::Poisoned(e)) => e.into_inner(),
        Err(TryLockError::WouldBlock) => {
            let t = Instant::now();
            let g = m.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(s) = s {
                s.contended.fetch_add(1, Ordering::Relaxed);
                s.wait_ns
                    .fetch_add(t.elapsed().as_nanos() as u64, Ordering::Relaxed);
            }
            g
        }
    };
    if let Some(s) = s {
        s.taken.fetch_add(1, Ordering::Relaxed);
    }
    g
}

/// Counts one `event`.
pub(crate) fn note(event: &'static &'static str) {
    if let Some(s) = slot(event as *const &'static str as usize, 2) {
        s.taken.fetch_add(1, Ordering::Relaxed);
    }
}

/// Sets every count to zero (the places stay).
pub fn contention_reset() {
    for s in &TABLE {
        s.taken.store(0, Ordering::Relaxed);
        s.contended.store(0, Ordering::Relaxed);
        s.wait_ns.store(0, Ordering::Relaxed);
    }
}

/// The counts since the last reset: the locks by time waited, then the events, one per line.
pub fn contention_report() -> String {
    let mut locks = Vec::new();
    let mut events = Vec::new();
    for s in &TABLE {
        let key = s.key.load(Ordering::Acquire);
        let taken = s.taken.load(Ordering::Relaxed);
        if key == 0 || taken == 0 {
            continue;
        }
        match s.kind.load(Ordering::Acquire) {
            1 => {
                // SAFETY: lock slots are keyed by the address of a `Location<'static>`.
                let place = unsafe { &*(key as *const Location<'static>) };
                locks.push((
                    s.wait_ns.load(Ordering::Relaxed),
                    s.contended.load(Ordering::Relaxed),
                    taken,
                    format!("{}:{}", place.file(), place.line()),
                ));
            }
            2 => {
                // SAFETY: event slots are keyed by the address of a `&'static str`.
                let name = unsafe { *(key as *const &'static str) };
                events.push((taken, name));
            }
            _ => {}
        }
    }
    locks.sort_by(|a, b| b.cmp(a));
    events.sort_by(|a, b| b.cmp(a));
    let mut out = String::from("lock place | taken | found held | waited (ms)\n");
    for (wait, contended, taken, place) in locks {
        out += &format!(
            "{place} | {taken} | {contended} | {:.3}\n",
            wait as f64 / 1e6
        );
    }
    out += "event | count\n";
    for (n, name) in events {
        out += &format!("{name} | {n}\n");
    }
    out
}
