//! Model tests of the ordering core: loom runs each test under every interleaving of its threads
//! (or, for the largest, every one within a bound of preemptions), against the fake driver of
//! `fake_driver.rs`, and
//! [`Gpu::check`] then asks whether any GPU could run two accesses to one buffer in an order
//! the host did not mean (read-after-write, write-after-read, write-after-write, and every
//! access before the buffer's free).
//!
//! ```text
//! RUSTFLAGS="--cfg loom" cargo test --release --lib --target-dir target/loom ordering
//! ```
//!
//! Threads that share a buffer hold it as safe code would: a write with the buffer's lock
//! (`&mut`), reads with a read lock (`&`), a free once nothing borrows it. What races is
//! everything else: the lanes' generations, marks and records of waits, the buffer's record
//! of accesses, completion noticed on another thread, the pool's events and flags.

use super::driver::Gpu;
use super::{
    Accesses, Captured, Enqueued, EventPool, HeldCaptured, Lane, OpMark, Use, Uses, free_in_order,
};
use crate::driver::safe::context::Ctx;
use loom::sync::RwLock;
use loom::thread;
use std::sync::Arc;

mod captures;
mod lanes;

/// Runs `f` under loom: every interleaving, or those with at most `preemptions` preemptions
/// (unless `LOOM_MAX_PREEMPTIONS` says otherwise).
fn model(preemptions: Option<usize>, f: impl Fn() + Sync + Send + 'static) {
    let mut b = loom::model::Builder::new();
    if b.preemption_bound.is_none() {
        b.preemption_bound = preemptions;
    }
    let runs = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counted = runs.clone();
    b.check(move || {
        counted.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        f()
    });
    // Shown with --nocapture: how many interleavings the model went through.
    println!(
        "{} interleavings",
        runs.load(std::sync::atomic::Ordering::Relaxed)
    );
}

/// A buffer as the crate's buffer types hold one: its device address (the fake GPU's name for it) and
/// its record of accesses.
struct Buf {
    ptr: u64,
    acc: Accesses,
}

impl Buf {
    fn new(ptr: u64) -> Buf {
        Buf {
            ptr,
            acc: Accesses::default(),
        }
    }
}

/// A fake device: its GPU, context, main lane and event pool.
struct Dev {
    gpu: Arc<Gpu>,
    ctx: Arc<Ctx>,
    main: Arc<Lane>,
    pool: Arc<EventPool>,
}

impl Dev {
    /// With `async_alloc`, frees are stream-ordered (`cuMemFreeAsync`); without, the main
    /// stream is synchronized and the memory freed at once.
    fn new(async_alloc: bool) -> Dev {
        let gpu = Arc::new(Gpu::default());
        let ctx = Ctx::fake(gpu.clone(), async_alloc);
        let main = Lane::create(&ctx, None).unwrap();
        let pool = EventPool::new(&ctx);
        Dev {
            gpu,
            ctx,
            main,
            pool,
        }
    }

    fn lane(&self) -> Arc<Lane> {
        Lane::create(&self.ctx, None).unwrap()
    }

    /// An access to `buf` on `lane`, ordered and recorded as every operation of the crate is
    /// ([`Lane::run`]): the fake GPU's item for it.
    fn access(&self, lane: &Arc<Lane>, buf: &Buf, write: bool) -> usize {
        let uses = [Use {
            accesses: &buf.acc,
            ctx: &self.ctx,
            write,
        }];
        let gpu = &self.gpu;
        lane.run(&self.main, &uses, |s| Ok(gpu.access(s, buf.ptr, write)))
            .unwrap()
    }

    /// An async operation's access (the adapter's way): enqueued on `lane` after what it must
    /// follow, then marked, and recorded by its mark.
    fn marked_access(&self, lane: &Arc<Lane>, buf: &Buf, write: bool) -> Arc<OpMark> {
        self.marked(lane, buf, write).0
    }

    /// The mark of an async operation's access, and the fake GPU's item for the access.
    fn marked(&self, lane: &Arc<Lane>, buf: &Buf, write: bool) -> (Arc<OpMark>, usize) {
        buf.acc.before(&self.main, lane, write).unwrap();
        let gpu = &self.gpu;
        let item = lane.enqueue(|s| Ok(gpu.access(s, buf.ptr, write))).unwrap();
        let mark = OpMark::record(&self.pool, lane, false).unwrap();
        buf.acc.after(Enqueued::Mark(&mark), write);
        (mark, item)
    }

    /// Drops `buf` as a `CudaSlice` does: its memory freed after every access recorded.
    fn free(&self, buf: &Buf) {
        free_in_order(&self.main, buf.ptr, 256, &buf.acc, false).unwrap();
    }
}

/// A writer on lane A and a reader on lane B, on two threads, in either order (the buffer's
/// lock decides), while a third thread synchronizes lane B (which notes B's work finished, and
/// with it the work of A that B had waited for before); then a read on the main lane and the
/// free. Whichever thread went first, the other's access waits for it (read-after-write or
/// write-after-read); the main lane's read waits for the write unless it has truly finished
/// (the record keeps it, and B's synchronize claims no more of A than B had waited for); the
/// free waits for all three.
#[test]
fn ordering_writer_and_reader_on_two_lanes_either_first() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(RwLock::new(Buf::new(0x100)));
        let (a, b) = (dev.lane(), dev.lane());
        let writer = {
            let (dev, buf) = (dev.clone(), buf.clone());
            thread::spawn(move || dev.access(&a, &buf.write().unwrap(), true))
        };
        let reader = {
            let (dev, buf, b) = (dev.clone(), buf.clone(), b.clone());
            thread::spawn(move || dev.access(&b, &buf.read().unwrap(), false))
        };
        let syncer = thread::spawn(move || b.synchronize().unwrap());
        writer.join().unwrap();
        reader.join().unwrap();
        syncer.join().unwrap();
        let buf = buf.write().unwrap();
        buf.acc.assert_consistent();
        dev.access(&dev.main, &buf, false);
        dev.free(&buf);
        dev.gpu.check();
    });
}

/// Two writers on lanes A and B, on two threads (write-after-write, in the lock's order), then
/// a read on the main lane and the free.
#[test]
fn ordering_two_writers_on_two_lanes() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(RwLock::new(Buf::new(0x100)));
        let handles: Vec<_> = (0..2)
            .map(|_| {
                let (dev, buf) = (dev.clone(), buf.clone());
                let lane = dev.lane();
                thread::spawn(move || dev.access(&lane, &buf.write().unwrap(), true))
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
        let buf = buf.write().unwrap();
        buf.acc.assert_consistent();
        dev.access(&dev.main, &buf, false);
        dev.free(&buf);
        dev.gpu.check();
    });
}

/// Two launches of graphs that write one captured buffer, on lanes A and B, from two threads
/// at once: a graph launch writes through a shared borrow, so nothing on the host orders them.
/// One is the sync API's (`Lane::run`), the other the async adapter's (ordered, enqueued,
/// marked, then recorded by its mark, holding the buffer's record meanwhile as
/// `AsyncDevice::run_on` does). Whichever orders itself first, the other waits for it on the
/// GPU (write-after-write); then a read on the main lane waits for both.
#[test]
fn ordering_two_graph_launches_on_a_captured_buffer_at_once() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(Buf::new(0x100));
        buf.acc.capture(|| Captured::new(dev.main.clone()));
        let sync = {
            let (dev, buf, lane) = (dev.clone(), buf.clone(), dev.lane());
            thread::spawn(move || dev.access(&lane, &buf, true))
        };
        let asynchronous = {
            let (dev, buf, lane) = (dev.clone(), buf.clone(), dev.lane());
            thread::spawn(move || {
                let uses = [Use {
                    accesses: &buf.acc,
                    ctx: &dev.ctx,
                    write: true,
                }];
                let _held = HeldCaptured::hold(&uses);
                buf.acc.before(&dev.main, &lane, true).unwrap();
                let gpu = &dev.gpu;
                lane.enqueue(|s| Ok(gpu.access(s, buf.ptr, true))).unwrap();
                let mark = OpMark::record(&dev.pool, &lane, false).unwrap();
                buf.acc.after(Enqueued::Mark(&mark), true);
            })
        };
        sync.join().unwrap();
        asynchronous.join().unwrap();
        dev.access(&dev.main, &buf, false);
        dev.gpu.check();
    });
}

/// A graph's launch as `CudaGraphExec::launch` makes it: its uses are the shared records of the
/// buffers its graph captured (`Resources` in graph.rs), each counted as a write, whose own
/// accesses point to no record of their own.
struct GraphLaunch<'a> {
    rec: &'a Arc<Captured>,
    ctx: &'a Ctx,
}

impl Uses for GraphLaunch<'_> {
    fn each(
        &self,
        mut f: impl FnMut(Use<'_>) -> Result<(), crate::driver::DriverError>,
    ) -> Result<(), crate::driver::DriverError> {
        f(Use {
            accesses: &self.rec.ops,
            ctx: self.ctx,
            write: true,
        })
    }

    fn each_captured(&self, mut f: impl FnMut(&Arc<Captured>)) {
        f(self.rec);
    }
}

/// A graph launch on the main lane (its uses the graph's, as above) and a write of one of its
/// captured buffers on lane A (the buffer's own record), from two threads at once. Whichever
/// orders itself first, the other waits for it on the GPU (write-after-write): the launch
/// holds the shared record as the write does, so neither orders itself before the other's
/// access is recorded; then a read on the main lane waits for both.
#[test]
fn ordering_a_graph_launch_and_a_write_of_its_buffer_at_once() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(Buf::new(0x100));
        let rec = buf.acc.capture(|| Captured::new(dev.main.clone()));
        let write = {
            let (dev, buf, lane) = (dev.clone(), buf.clone(), dev.lane());
            thread::spawn(move || dev.access(&lane, &buf, true))
        };
        let launch = GraphLaunch {
            rec: &rec,
            ctx: &dev.ctx,
        };
        let gpu = &dev.gpu;
        dev.main
            .run(&dev.main, &launch, |s| Ok(gpu.access(s, buf.ptr, true)))
            .unwrap();
        write.join().unwrap();
        dev.access(&dev.main, &buf, false);
        dev.gpu.check();
    });
}

/// A captured buffer's record, held by two threads: one holds it twice, nested (an unsafe step
/// of the user's calling the crate again), and does not wait for itself; the other waits until
/// both of the first thread's holds are released, and the two never hold it at once.
#[test]
fn ordering_a_captured_record_is_held_by_one_thread_at_a_time() {
    use loom::sync::atomic::{AtomicUsize, Ordering};
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(Buf::new(0x100));
        buf.acc.capture(|| Captured::new(dev.main.clone()));
        let holders = Arc::new(AtomicUsize::new(0));
        let other = {
            let (dev, buf, holders) = (dev.clone(), buf.clone(), holders.clone());
            thread::spawn(move || {
                let uses = [Use {
                    accesses: &buf.acc,
                    ctx: &dev.ctx,
                    write: true,
                }];
                let held = HeldCaptured::hold(&uses);
                assert_eq!(holders.fetch_add(1, Ordering::SeqCst), 0);
                holders.fetch_sub(1, Ordering::SeqCst);
                drop(held);
            })
        };
        let uses = [Use {
            accesses: &buf.acc,
            ctx: &dev.ctx,
            write: true,
        }];
        let outer = HeldCaptured::hold(&uses);
        assert_eq!(holders.fetch_add(1, Ordering::SeqCst), 0);
        let inner = HeldCaptured::hold(&uses);
        drop(inner);
        // Still held by this thread after the nested hold is released.
        assert_eq!(holders.load(Ordering::SeqCst), 1);
        holders.fetch_sub(1, Ordering::SeqCst);
        drop(outer);
        other.join().unwrap();
    });
}

/// Two readers on lanes A and B at once (both hold the buffer's read lock, so their records
/// race), then a write on a third lane: it waits for both reads, so neither record was lost.
#[test]
fn ordering_two_readers_at_once_then_a_writer() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(RwLock::new(Buf::new(0x100)));
        let handles: Vec<_> = (0..2)
            .map(|_| {
                let (dev, buf) = (dev.clone(), buf.clone());
                let lane = dev.lane();
                thread::spawn(move || dev.access(&lane, &buf.read().unwrap(), false))
            })
            .collect();
        for h in handles {
            h.join().unwrap();
        }
        let buf = buf.write().unwrap();
        buf.acc.assert_consistent();
        let c = dev.lane();
        dev.access(&c, &buf, true);
        dev.free(&buf);
        dev.gpu.check();
    });
}

/// A buffer written and read on lane A, so that its record names A alone (an access on A
/// then orders itself without the lock), read at once on A and on lane B by two threads; then
/// written on A and on the main lane, and freed. A's read may skip B's (both reads) but not the
/// main lane's earlier write; A's write must wait for B's read, which the record shows however
/// the two reads interleaved; the main lane's write waits for both lanes.
#[test]
fn ordering_a_sole_lanes_reads_beside_another_lanes_read() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(RwLock::new(Buf::new(0x100)));
        let (a, b) = (dev.lane(), dev.lane());
        dev.access(&dev.main, &buf.write().unwrap(), true);
        dev.access(&a, &buf.write().unwrap(), true);
        dev.access(&a, &buf.read().unwrap(), false);
        let on_a = {
            let (dev, buf, a) = (dev.clone(), buf.clone(), a.clone());
            thread::spawn(move || dev.access(&a, &buf.read().unwrap(), false))
        };
        let on_b = {
            let (dev, buf) = (dev.clone(), buf.clone());
            thread::spawn(move || dev.access(&b, &buf.read().unwrap(), false))
        };
        on_a.join().unwrap();
        on_b.join().unwrap();
        let buf = buf.write().unwrap();
        buf.acc.assert_consistent();
        dev.access(&a, &buf, true);
        buf.acc.assert_consistent();
        dev.access(&dev.main, &buf, true);
        dev.free(&buf);
        dev.gpu.check();
    });
}

/// Lane B waits for lane A (a read of X, written on A) while another thread enqueues a write of
/// Y on A; then Y is read on B. B's wait covers only what A had counted before its mark was
/// recorded, so the read of Y waits for the write of Y unless the first wait truly covered it
/// (the mark's claim is read before its record, never after).
#[test]
fn ordering_wait_claims_only_what_its_mark_covers() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let x = Arc::new(Buf::new(0x100));
        let y = Arc::new(RwLock::new(Buf::new(0x200)));
        let (a, b) = (dev.lane(), dev.lane());
        dev.access(&a, &x, true);
        let other = {
            let (dev, y, a) = (dev.clone(), y.clone(), a.clone());
            thread::spawn(move || dev.access(&a, &y.write().unwrap(), true))
        };
        let reader = {
            let (dev, x, b) = (dev.clone(), x.clone(), b.clone());
            thread::spawn(move || dev.access(&b, &x, false))
        };
        other.join().unwrap();
        reader.join().unwrap();
        dev.access(&b, &y.read().unwrap(), false);
        dev.free(&x);
        dev.free(&y.write().unwrap());
        dev.gpu.check();
    });
}

/// Reads on lanes B (an async operation's, with a mark) and C, then the buffer's free (once
/// the readers are done with it, as a drop is), while another thread runs the fake GPU step by
/// step and reports the mark finished once it is reached (so the free may find each read
/// finished, running, or not started): the free never overtakes a read, whichever lane it
/// goes on.
#[test]
fn ordering_free_while_another_lane_reads() {
    model(None, || free_while_another_lane_reads(true));
}

/// The same, where the device has no stream-ordered allocation: the free synchronizes the main
/// stream (after its waits for the other lanes) and frees at once.
#[test]
fn ordering_sync_free_while_another_lane_reads() {
    model(None, || free_while_another_lane_reads(false));
}

fn free_while_another_lane_reads(async_alloc: bool) {
    let dev = Arc::new(Dev::new(async_alloc));
    let buf = Buf::new(0x100);
    let (b, c) = (dev.lane(), dev.lane());
    dev.access(&dev.main, &buf, true);
    let mark = dev.marked_access(&b, &buf, false);
    dev.access(&c, &buf, false);
    let completion = {
        let dev = dev.clone();
        thread::spawn(move || {
            while dev.gpu.step() {
                if mark.query().unwrap() {
                    mark.finish(true);
                    break;
                }
            }
        })
    };
    dev.free(&buf);
    completion.join().unwrap();
    dev.gpu.check();
}

/// A buffer's address handed out for work on lane A that the core does not count (cudarc 0.19's
/// `device_ptr`, as the stream API's port does it: ordered after what it must follow, then
/// recorded as open), the work enqueued on A by hand after the handout, and the guard leaked
/// (never closed), while another thread synchronizes A (which notes A's counted work
/// finished). Then a write on lane B and the free: both wait for the work enqueued by hand,
/// however the counts stood, as the handout was never closed.
#[test]
fn ordering_leaked_handout_keeps_the_write_and_the_free_waiting() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Buf::new(0x100);
        let (a, b) = (dev.lane(), dev.lane());
        dev.access(&dev.main, &buf, true);
        buf.acc.before(&dev.main, &a, false).unwrap();
        let _leaked = buf.acc.open(&a, false);
        let syncer = {
            let a = a.clone();
            thread::spawn(move || a.synchronize().unwrap())
        };
        // The user's own work on A, through its handle: not counted by the lane.
        dev.gpu.access(*a.raw(), buf.ptr, false);
        syncer.join().unwrap();
        buf.acc.assert_consistent();
        dev.access(&b, &buf, true);
        dev.free(&buf);
        dev.gpu.check();
    });
}

/// The same handout closed when its guard drops (the lane's count moved past the work, then the
/// access recorded there), while another thread writes the buffer on lane B as soon as it may
/// (the buffer's lock: the guard's borrow). The write waits for the work done with the
/// address; then the free waits for both.
#[test]
fn ordering_closed_handout_is_an_access_of_its_lane() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(RwLock::new(Buf::new(0x100)));
        let (a, b) = (dev.lane(), dev.lane());
        let reader = {
            let (dev, buf, a) = (dev.clone(), buf.clone(), a.clone());
            thread::spawn(move || {
                let g = buf.read().unwrap();
                g.acc.before(&dev.main, &a, false).unwrap();
                let token = g.acc.open(&a, false);
                dev.gpu.access(*a.raw(), g.ptr, false);
                a.enqueue(|_| Ok(())).unwrap();
                g.acc.close(token, a.generation(), &dev.main);
            })
        };
        let writer = {
            let (dev, buf) = (dev.clone(), buf.clone());
            thread::spawn(move || dev.access(&b, &buf.write().unwrap(), true))
        };
        reader.join().unwrap();
        writer.join().unwrap();
        let buf = buf.write().unwrap();
        buf.acc.assert_consistent();
        dev.free(&buf);
        dev.gpu.check();
    });
}

/// An async operation's mark on lane A, recorded while another thread enqueues more work on A
/// (a write of buffer Y), then finished by a completion thread as soon as the fake GPU reaches
/// it, while the host drops the mark and retires it (a read of X on lane B drops the finished
/// entry, or waits for its event), then reads Y on B. The read of X waits for the marked write
/// unless it has truly finished; the mark never claims work enqueued after its record, so
/// reaching it never lets the read of Y skip its wait for the write of Y; and the mark's event
/// goes back to the pool exactly once.
#[test]
fn ordering_mark_completion_races_retirement() {
    // Unbounded, it runs for minutes: four preemptions take 25,000 interleavings.
    model(Some(4), || {
        let dev = Arc::new(Dev::new(true));
        let x = Arc::new(Buf::new(0x100));
        let y = Arc::new(RwLock::new(Buf::new(0x200)));
        let (a, b) = (dev.lane(), dev.lane());
        // More work on the mark's lane, from another thread: a write of another buffer.
        let other = {
            let (dev, y, a) = (dev.clone(), y.clone(), a.clone());
            thread::spawn(move || dev.access(&a, &y.write().unwrap(), true))
        };
        let mark = dev.marked_access(&a, &x, true);
        let completion = {
            let (dev, mark) = (dev.clone(), mark.clone());
            thread::spawn(move || {
                while dev.gpu.step() {
                    if mark.query().unwrap() {
                        mark.finish(true);
                        break;
                    }
                }
            })
        };
        drop(mark);
        dev.access(&b, &x, false);
        other.join().unwrap();
        dev.access(&b, &y.read().unwrap(), false);
        completion.join().unwrap();
        dev.free(&x);
        dev.free(&y.write().unwrap());
        dev.gpu.check();
        // The mark is gone, or held only by X's record: dropping X gives its event back, once.
        drop(x);
        let pooled = dev.pool.pooled_events();
        assert_eq!(pooled.len(), 1, "the mark's event went back {pooled:?}");
    });
}

/// A flag reused: a mark whose flag write has not landed is dropped, and the next mark gets the
/// same flag, while the fake GPU runs the work step by step. The next mark never reads as
/// reached before its own work is done: a late write of the old value is not taken for its own.
#[test]
fn ordering_flag_reused_late_write_is_not_taken() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let a = dev.lane();
        let (x, y) = (Buf::new(0x100), Buf::new(0x200));
        let gpu = {
            let dev = dev.clone();
            thread::spawn(move || {
                for _ in 0..4 {
                    dev.gpu.step();
                }
            })
        };
        dev.access(&a, &x, true);
        drop(OpMark::record(&dev.pool, &a, true).unwrap());
        let second = dev.access(&a, &y, true);
        let mark = OpMark::record(&dev.pool, &a, true).unwrap();
        assert!(mark.has_flag());
        for _ in 0..2 {
            if mark.reached() {
                assert!(dev.gpu.is_done(second), "reached before its work was done");
            }
            thread::yield_now();
        }
        gpu.join().unwrap();
        dev.gpu.run_all();
        assert!(mark.reached());
    });
}

/// A buffer dropped on one thread while another gives a lane's kept allocations back (what
/// `CudaDevice::synchronize` and a failed allocation do): its only access was on a lane that
/// keeps small freed allocations for reuse (a thread's own stream, or the adapter's), so the
/// drop keeps it there, beside one kept before. Whichever goes first, the allocation ends
/// freed in the lane's order or
/// still kept and found by the lane's next allocation of its size, never both and never
/// neither (a kept allocation hidden from both would be lost until the lane goes).
#[test]
fn ordering_kept_allocation_is_freed_or_reusable() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let a = Lane::create_with(&dev.ctx, None, true).unwrap();
        // One allocation kept already, so that the lane has something to give back.
        let y = Buf::new(0x200);
        dev.access(&a, &y, true);
        dev.free(&y);
        let x = Buf::new(0x100);
        dev.access(&a, &x, true);
        let give_back = {
            let a = a.clone();
            thread::spawn(move || {
                a.free_kept().unwrap();
            })
        };
        dev.free(&x);
        give_back.join().unwrap();
        let freed = dev.gpu.frees_of(0x100);
        let reused = a.take_freed(256);
        assert!(
            matches!((freed, reused), (0, Some(0x100)) | (1, None)),
            "freed {freed} time(s), the lane's next allocation: {reused:?}"
        );
        assert_eq!(dev.gpu.frees_of(0x200), 1, "the allocation kept before");
        dev.gpu.check();
    });
}

/// A buffer dropped on one thread while its lane's owner goes on another (an async adapter
/// whose last clone goes: `Lane::stop_keeping`): its only access was on a lane that keeps small
/// freed allocations for reuse. Whichever goes first, the allocation ends freed in the lane's
/// order exactly once, and the lane keeps nothing afterwards (nothing would allocate there
/// again to find it).
#[test]
fn ordering_free_while_the_lanes_owner_goes() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let a = Lane::create_with(&dev.ctx, None, true).unwrap();
        let x = Buf::new(0x100);
        dev.access(&a, &x, true);
        let owner_goes = {
            let a = a.clone();
            thread::spawn(move || {
                a.stop_keeping().unwrap();
            })
        };
        dev.free(&x);
        owner_goes.join().unwrap();
        assert_eq!(dev.gpu.frees_of(0x100), 1, "the buffer's free");
        assert_eq!(
            a.take_freed(256),
            None,
            "an allocation kept after its owner went"
        );
        // A free after the owner went is not kept either.
        let y = Buf::new(0x200);
        dev.access(&a, &y, true);
        dev.free(&y);
        assert_eq!(dev.gpu.frees_of(0x200), 1, "a free after the owner went");
        dev.gpu.check();
    });
}

/// Two async operations on lane A from two threads (writes of X and of Y, each with its mark,
/// in either order and with their records interleaved any way), while a completion thread runs
/// the fake GPU and finishes whichever mark it sees reached first, as the completion thread does
/// with a queue's newest operation. The other mark may then count as done without a query of
/// its own (`OpMark::is_covered`), though its own record may not have run yet: only once its
/// work has, and reads of X and Y on lane B (which skip their waits for finished work) never
/// overtake a write.
#[test]
fn ordering_mark_covered_by_a_later_mark() {
    model(Some(3), || {
        let dev = Arc::new(Dev::new(true));
        let (x, y) = (Arc::new(Buf::new(0x100)), Arc::new(Buf::new(0x200)));
        let (a, b) = (dev.lane(), dev.lane());
        let other = {
            let (dev, y, a) = (dev.clone(), y.clone(), a.clone());
            thread::spawn(move || dev.marked(&a, &y, true))
        };
        let (mx, wx) = dev.marked(&a, &x, true);
        let (my, wy) = other.join().unwrap();
        let completion = {
            let (dev, mx, my) = (dev.clone(), mx.clone(), my.clone());
            thread::spawn(move || {
                while dev.gpu.step() {
                    if let Some(m) = [&mx, &my].into_iter().find(|m| m.query().unwrap()) {
                        m.finish(true);
                        break;
                    }
                }
            })
        };
        for (m, work, buf) in [(&mx, wx, &x), (&my, wy, &y)] {
            if m.is_covered() {
                assert!(dev.gpu.is_done(work), "covered before its work was done");
            }
            dev.access(&b, buf, false);
        }
        completion.join().unwrap();
        dev.free(&x);
        dev.free(&y);
        dev.gpu.check();
    });
}

/// An async operation's mark with a flag (the word the stream writes after the operation's
/// work, which its future reads instead of the driver's event): on lane A, while another thread
/// writes Y on A. The flag, once reached, claims only the work enqueued before it (the write
/// of X), whatever the other thread enqueued around it; reads of X and Y on lane B then wait
/// for what they must.
#[test]
fn ordering_flagged_mark_claims_only_what_precedes_its_flag() {
    model(Some(3), || {
        let dev = Arc::new(Dev::new(true));
        let x = Arc::new(Buf::new(0x100));
        let y = Arc::new(RwLock::new(Buf::new(0x200)));
        let (a, b) = (dev.lane(), dev.lane());
        let other = {
            let (dev, y, a) = (dev.clone(), y.clone(), a.clone());
            thread::spawn(move || dev.access(&a, &y.write().unwrap(), true))
        };
        x.acc.before(&dev.main, &a, true).unwrap();
        let gpu = &dev.gpu;
        let wx = a.enqueue(|s| Ok(gpu.access(s, x.ptr, true))).unwrap();
        let mark = OpMark::record(&dev.pool, &a, true).unwrap();
        x.acc.after(Enqueued::Mark(&mark), true);
        let completion = {
            let (dev, mark) = (dev.clone(), mark.clone());
            thread::spawn(move || {
                while dev.gpu.step() {
                    if mark.reached() {
                        assert!(dev.gpu.is_done(wx), "flag reached before its work was done");
                        mark.finish(true);
                        break;
                    }
                }
            })
        };
        drop(mark);
        other.join().unwrap();
        dev.access(&b, &x, false);
        dev.access(&b, &y.read().unwrap(), false);
        completion.join().unwrap();
        dev.free(&x);
        dev.free(&y.write().unwrap());
        dev.gpu.check();
    });
}
