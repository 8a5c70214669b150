//! Model tests of the capture gate and of captures taking a buffer's record over: teardowns
//! and captures of one context never overlap, other contexts go ahead, a first capture while
//! other lanes use the buffer (a main-lane read, a sole lane's read), the event pool's
//! teardown while device-wide waits are refused, a capture whose end fails, and a kernel
//! launch while its lane begins capturing. The helpers are the parent module's.

use super::super::capture::Recorded;
use super::*;

/// A teardown that would break a graph capture (`after_captures`: a module's unload, a cuBLAS
/// handle's destroy) and two captures of the same context, each on its own thread: the
/// teardown never runs while a capture is open, and no capture begins while it runs, whichever
/// comes first. A teardown put off by the captures runs once the last of them ends, on the
/// thread that ends it, while the other thread may be beginning a capture again. Before, a
/// capture could begin between the teardown's check and its run, or while it ran.
#[test]
fn ordering_teardown_and_captures_never_overlap() {
    use super::super::capture::Gate;
    use loom::sync::atomic::{AtomicBool, AtomicUsize, Ordering::SeqCst};
    model(None, || {
        let gate = Arc::new(Gate::new());
        // Captures of context 1 open now, and whether a teardown of it runs now.
        let open = Arc::new(AtomicUsize::new(0));
        let tearing = Arc::new(AtomicBool::new(false));
        let ran = Arc::new(AtomicBool::new(false));
        let capture = |gate: &Gate, open: &AtomicUsize, tearing: &AtomicBool, id| {
            gate.begin_capture(1, id, || {
                assert!(!tearing.load(SeqCst), "a capture began during a teardown");
                open.fetch_add(1, SeqCst);
                Ok::<_, ()>(())
            })
            .unwrap();
            open.fetch_sub(1, SeqCst);
            gate.end_capture(1, id);
        };
        let teardown = {
            let (gate, open) = (gate.clone(), open.clone());
            let (tearing, ran) = (tearing.clone(), ran.clone());
            thread::spawn(move || {
                gate.after_captures(
                    1,
                    Box::new(move || {
                        // Two steps, so that a capture could begin between them.
                        tearing.store(true, SeqCst);
                        assert_eq!(open.load(SeqCst), 0, "a teardown ran during a capture");
                        tearing.store(false, SeqCst);
                        ran.store(true, SeqCst);
                    }),
                )
            })
        };
        let other = {
            let (gate, open, tearing) = (gate.clone(), open.clone(), tearing.clone());
            thread::spawn(move || capture(&gate, &open, &tearing, 8))
        };
        capture(&gate, &open, &tearing, 7);
        other.join().unwrap();
        teardown.join().unwrap();
        assert!(ran.load(SeqCst), "the teardown never ran");
    });
}

/// The gate is per context: a capture open in one context neither puts off a teardown of
/// another nor waits for one (a teardown of context 1 runs at once while context 2 captures,
/// and context 2 begins a capture from inside that teardown).
#[test]
fn ordering_teardown_and_capture_of_other_contexts_go_ahead() {
    use super::super::capture::Gate;
    use loom::sync::atomic::{AtomicBool, Ordering::SeqCst};
    model(None, || {
        let gate = Arc::new(Gate::new());
        let ran = Arc::new(AtomicBool::new(false));
        gate.begin_capture(2, 7, || Ok::<_, ()>(())).unwrap();
        {
            let (g, ran) = (gate.clone(), ran.clone());
            gate.after_captures(
                1,
                Box::new(move || {
                    g.begin_capture(2, 8, || Ok::<_, ()>(())).unwrap();
                    g.end_capture(2, 8);
                    ran.store(true, SeqCst);
                }),
            );
        }
        assert!(
            ran.load(SeqCst),
            "a capture of context 2 put off a teardown of context 1"
        );
        gate.end_capture(2, 7);
    });
}

/// A buffer's first capture on one thread while another thread reads it on lane B, with a
/// write on lane A still pending: the capture moves the buffer's accesses into a record
/// shared with its graphs, and the read, whether it finds the buffer's own list or the shared
/// record, waits for the write; then the main lane reads it too. Before, the record was
/// published before it was filled, and a read in between waited for nothing.
#[test]
fn ordering_first_capture_while_another_lane_reads() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(Buf::new(0x100));
        let (a, b) = (dev.lane(), dev.lane());
        dev.access(&a, &buf, true);
        let capture = {
            let (dev, buf) = (dev.clone(), buf.clone());
            thread::spawn(move || {
                buf.acc.capture(|| Captured::new(dev.main.clone()));
            })
        };
        dev.access(&b, &buf, false);
        capture.join().unwrap();
        dev.access(&dev.main, &buf, false);
        dev.gpu.check();
    });
}

/// As above, with the main lane writing the buffer while the capture takes its record over:
/// the main lane's write waits for lane A's, and a read on lane B afterwards waits for both,
/// whether the main lane's write was recorded in the buffer's own record (and moved) or in the
/// shared one.
#[test]
fn ordering_first_capture_while_the_main_lane_writes() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(Buf::new(0x100));
        let (a, b) = (dev.lane(), dev.lane());
        dev.access(&a, &buf, true);
        let capture = {
            let (dev, buf) = (dev.clone(), buf.clone());
            thread::spawn(move || {
                buf.acc.capture(|| Captured::new(dev.main.clone()));
            })
        };
        dev.access(&dev.main, &buf, true);
        capture.join().unwrap();
        dev.access(&b, &buf, false);
        dev.gpu.check();
    });
}

/// A main-lane read through a shared borrow (which records itself in the main lane's counter,
/// then looks for a capture) at once with the buffer's first capture (which marks the record
/// as taken over, then copies the main lane's counters): each side must see the other's step,
/// or a later write on lane B, ordered by the captured record, skips the read. Before, both
/// were plain loads after stores (store buffering), and the read could land in neither.
#[test]
fn ordering_main_read_while_a_first_capture_takes_the_record_over() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(Buf::new(0x100));
        let b = dev.lane();
        let capture = {
            let (dev, buf) = (dev.clone(), buf.clone());
            thread::spawn(move || {
                buf.acc.capture(|| Captured::new(dev.main.clone()));
            })
        };
        dev.access(&dev.main, &buf, false);
        capture.join().unwrap();
        dev.access(&b, &buf, true);
        dev.gpu.check();
    });
}

/// The record names lane A alone (a write there); a read on A (the sole-lane path, without the
/// record's lock) while another thread captures the buffer (a read): the read finds the
/// record before or after the capture takes it over. Then a write on lane B, ordered by the
/// captured record, waits for A's write and A's read.
#[test]
fn ordering_sole_lane_read_while_a_first_capture_takes_the_record_over() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(Buf::new(0x100));
        let (a, b) = (dev.lane(), dev.lane());
        dev.access(&a, &buf, true);
        let capture = {
            let (dev, buf) = (dev.clone(), buf.clone());
            thread::spawn(move || {
                buf.acc.capture(|| Captured::new(dev.main.clone()));
            })
        };
        dev.access(&a, &buf, false);
        capture.join().unwrap();
        dev.access(&b, &buf, true);
        dev.free(&buf);
        dev.gpu.check();
    });
}

/// A captured record that names lane A alone (a write there after the capture), and a graph
/// launch on lane B (a write of the buffer) at once with a read on A, which goes through the
/// buffer's own record to the captured one and takes the sole-lane path there: whichever
/// comes first, the other follows it; then a write on the main lane follows both.
#[test]
fn ordering_sole_lane_read_of_a_captured_record_beside_a_graph_launch() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let buf = Arc::new(Buf::new(0x100));
        let (a, b) = (dev.lane(), dev.lane());
        let rec = buf.acc.capture(|| Captured::new(dev.main.clone()));
        dev.access(&a, &buf, true);
        let read = {
            let (dev, buf, a) = (dev.clone(), buf.clone(), a.clone());
            thread::spawn(move || dev.access(&a, &buf, false))
        };
        let launch = GraphLaunch {
            rec: &rec,
            ctx: &dev.ctx,
        };
        let gpu = &dev.gpu;
        b.run(&dev.main, &launch, |s| Ok(gpu.access(s, buf.ptr, true)))
            .unwrap();
        read.join().unwrap();
        dev.access(&dev.main, &buf, true);
        dev.gpu.check();
    });
}

/// An event pool torn down while the driver refuses device-wide waits (`cuCtxSynchronize`
/// fails at once, without waiting, while a graph capture is open in the context on another
/// thread), with a mark's flag write still queued behind unfinished work. The pool must not
/// free the flag's page under that write (the fake GPU panics on a write to a freed page): it
/// leaves its pages allocated.
#[test]
fn ordering_pool_teardown_while_device_waits_are_refused_frees_no_page_under_a_write() {
    model(None, || {
        let Dev {
            gpu,
            ctx,
            main,
            pool,
        } = Dev::new(true);
        let lane = Lane::create(&ctx, None).unwrap();
        gpu.access(lane.stream, 0x100, true);
        let mark = OpMark::record(&pool, &lane, true).unwrap();
        gpu.refuse_device_waits(true);
        drop((mark, lane, main));
        assert_eq!(Arc::strong_count(&pool), 1, "the pool goes here");
        drop(pool);
        gpu.refuse_device_waits(false);
        // The unfinished work completes, and with it the flag write.
        gpu.run_all();
        assert_eq!(gpu.flag_writes(), 1, "the mark wrote a flag");
        drop(ctx);
    });
}

/// Work that waits for the captures of its context to end (`outside_captures`: cuRAND's setup
/// of a generator) on one thread, and a capture of the same context on another: the work never
/// runs while the capture is open, and the capture never begins while the work runs,
/// whichever comes first. A thread that holds a capture open itself runs such work at once
/// (waiting would never end).
#[test]
fn ordering_work_outside_captures_and_a_capture_never_overlap() {
    use super::super::capture::Gate;
    use loom::sync::atomic::{AtomicBool, Ordering::SeqCst};
    model(None, || {
        let gate = Arc::new(Gate::new());
        let open = Arc::new(AtomicBool::new(false));
        let working = Arc::new(AtomicBool::new(false));
        let work = {
            let (gate, open, working) = (gate.clone(), open.clone(), working.clone());
            thread::spawn(move || {
                gate.outside_captures(1, std::time::Duration::MAX, || {
                    // Two steps, so that a capture could begin between them.
                    working.store(true, SeqCst);
                    assert!(!open.load(SeqCst), "the work ran during a capture");
                    working.store(false, SeqCst);
                })
            })
        };
        gate.begin_capture(1, 7, || {
            assert!(!working.load(SeqCst), "a capture began during the work");
            open.store(true, SeqCst);
            Ok::<_, ()>(())
        })
        .unwrap();
        // This thread's own capture: at once.
        let ran_here = gate.outside_captures(1, std::time::Duration::MAX, || true);
        open.store(false, SeqCst);
        gate.end_capture(1, 7);
        assert_eq!(work.join().unwrap(), Some(()), "the work ran");
        assert_eq!(ran_here, Some(true));
    });
}

/// A capture whose end fails in the driver, its stream still capturing: it stays open, its lane
/// capturing and a teardown put off; the next end (its drop) ends it, and the teardown runs.
#[test]
fn ordering_a_capture_that_fails_to_end_stays_open() {
    use super::super::capture::{Capture, Gate};
    use std::sync::atomic::{AtomicBool, Ordering::SeqCst};
    model(None, || {
        let dev = Dev::new(true);
        let gate = Arc::new(Gate::new());
        let lane = Lane::create(&dev.ctx, None).unwrap();
        let mut capture = Capture::begin_in(gate.clone(), &lane, &dev.main).unwrap();
        dev.gpu.fail_capture_ends(1);
        let (ended, _) = capture.end();
        assert!(ended.is_err(), "the driver's end failed");
        assert!(lane.is_capturing(), "its lane still captures");
        let torn = Arc::new(AtomicBool::new(false));
        let t = torn.clone();
        let key = dev.ctx.cu_primary_ctx as usize;
        gate.after_captures(key, Box::new(move || t.store(true, SeqCst)));
        assert!(
            !torn.load(SeqCst),
            "a teardown ran while the capture was open"
        );
        drop(capture);
        assert!(torn.load(SeqCst), "the teardown ran once the capture ended");
        assert!(!lane.is_capturing(), "its lane captures no more");
    });
}

/// After work on lane A (a write of X, which lane B wrote before) raced with a capture of A on
/// another thread: if the driver captured the work, X must be recorded with the capture (its
/// record shared with the graph, which keeps its memory while it can run); if the work ran, it
/// must be ordered after B's write and recorded as A's, so that X's free follows it.
fn work_went_where_it_was_recorded(dev: &Dev, x: &Buf, item: usize, recorded: &Recorded) {
    let with_capture = x
        .acc
        .captured()
        .is_some_and(|c| recorded.buffers.iter().any(|r| Arc::ptr_eq(r, c)));
    if dev.gpu.is_captured(item) {
        assert!(
            with_capture,
            "X's write went into the graph, but X is not recorded with the capture: X can be \
             freed while the graph still uses it"
        );
    } else {
        // Ran now: the free must follow it (and B's write), as any access.
        dev.free(x);
    }
    dev.gpu.check();
}

/// Work on lane A (a write of X) on one thread while another thread begins a capture of A
/// (cudarc 0.19's `begin_capture` on a `CudaStream` shared between threads), then ends it: the
/// work is captured and recorded with the capture, or runs and is ordered, never one of each.
#[test]
fn ordering_work_on_a_lane_while_another_thread_begins_capturing_it() {
    use super::super::capture::{Capture, Gate};
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let (a, b) = (dev.lane(), dev.lane());
        let x = Arc::new(Buf::new(0x100));
        dev.access(&b, &x, true);
        let work = {
            let (dev, a, x) = (dev.clone(), a.clone(), x.clone());
            thread::spawn(move || dev.access(&a, &x, true))
        };
        let mut capture = Capture::begin_in(Arc::new(Gate::new()), &a, &dev.main).unwrap();
        let item = work.join().unwrap();
        let (graph, recorded) = capture.end();
        graph.unwrap();
        work_went_where_it_was_recorded(&dev, &x, item, &recorded);
    });
}

/// A kernel launch on lane A ([`Lane::run_launch`]: a write of X, keeping the kernel's module
/// with a capture) on one thread while another thread begins a capture of A: the launch is
/// told it was captured exactly when the driver captured it, and the module is kept with the
/// capture exactly then; X goes where the launch went, as for any work.
#[test]
fn ordering_a_launch_on_a_lane_while_another_thread_begins_capturing_it() {
    use super::super::capture::{Capture, Gate};
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let (a, b) = (dev.lane(), dev.lane());
        let x = Arc::new(Buf::new(0x100));
        dev.access(&b, &x, true);
        let module = Arc::new(0u8);
        let work = {
            let (dev, a, x, module) = (dev.clone(), a.clone(), x.clone(), module.clone());
            thread::spawn(move || {
                let uses = [Use {
                    accesses: &x.acc,
                    ctx: &dev.ctx,
                    write: true,
                }];
                let gpu = &dev.gpu;
                a.run_launch(&dev.main, &uses, &module, |s, captured| {
                    Ok((gpu.access(s, x.ptr, true), captured))
                })
                .unwrap()
            })
        };
        let mut capture = Capture::begin_in(Arc::new(Gate::new()), &a, &dev.main).unwrap();
        let (item, told) = work.join().unwrap();
        let (graph, recorded) = capture.end();
        graph.unwrap();
        assert_eq!(
            told,
            dev.gpu.is_captured(item),
            "the launch is told where it went"
        );
        let kept = recorded
            .keep
            .iter()
            .any(|k| std::ptr::addr_eq(Arc::as_ptr(k), Arc::as_ptr(&module)));
        assert_eq!(
            kept, told,
            "the module is kept exactly when the launch was captured"
        );
        work_went_where_it_was_recorded(&dev, &x, item, &recorded);
    });
}

/// As above, the capture open already and ended on the first thread while the work goes on A.
#[test]
fn ordering_work_on_a_lane_while_another_thread_ends_its_capture() {
    use super::super::capture::{Capture, Gate};
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let (a, b) = (dev.lane(), dev.lane());
        let x = Arc::new(Buf::new(0x100));
        dev.access(&b, &x, true);
        let mut capture = Capture::begin_in(Arc::new(Gate::new()), &a, &dev.main).unwrap();
        let work = {
            let (dev, a, x) = (dev.clone(), a.clone(), x.clone());
            thread::spawn(move || dev.access(&a, &x, true))
        };
        let (graph, recorded) = capture.end();
        graph.unwrap();
        let item = work.join().unwrap();
        work_went_where_it_was_recorded(&dev, &x, item, &recorded);
    });
}

/// X, last used on lane A alone, freed on one thread (on A, its sole lane) while another thread
/// begins a capture of A: the free is never enqueued into the capture (the fake GPU panics:
/// each launch of the graph would free the memory again).
#[test]
fn ordering_a_free_on_a_lane_while_another_thread_begins_capturing_it() {
    use super::super::capture::{Capture, Gate};
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let a = dev.lane();
        let x = Arc::new(Buf::new(0x100));
        dev.access(&a, &x, true);
        let free = {
            let (dev, x) = (dev.clone(), x.clone());
            thread::spawn(move || dev.free(&x))
        };
        let capture = Capture::begin_in(Arc::new(Gate::new()), &a, &dev.main).unwrap();
        free.join().unwrap();
        drop(capture);
        dev.gpu.check();
    });
}

/// A capture's begin must not hold the gate's lock (process-wide, every context) while it waits
/// for the lane's entries (`switching`). Rank 0's NCCL collective on `lane`
/// (`Lane::run`, entered) waits inside NCCL for rank 1's call; rank 1's thread first drops a
/// module or a cuBLAS handle (`after_captures`, here of another context) or begins/ends a
/// capture of its own stream: it needs the gate's lock, which the thread beginning the capture
/// of `lane` held until rank 0's entry was dropped (a deadlock, before).
#[test]
fn ordering_capture_begin_leaves_the_gate_while_an_entered_enqueue_waits_for_a_teardown() {
    use super::super::capture::{Capture, Gate};
    use loom::sync::{Condvar, Mutex};
    let mut b = loom::model::Builder::new();
    b.max_branches = 20_000;
    if b.preemption_bound.is_none() {
        b.preemption_bound = Some(3);
    }
    b.check(|| {
        let dev = Arc::new(Dev::new(true));
        let gate = Arc::new(Gate::new());
        let lane = dev.lane();
        let peer = Arc::new((Mutex::new(false), Condvar::new()));
        let rank0 = {
            let (lane, peer) = (lane.clone(), peer.clone());
            thread::spawn(move || {
                let _entered = lane.enter();
                // NCCL: returns once rank 1 has made its call.
                let mut called = peer.0.lock().unwrap();
                while !*called {
                    called = peer.1.wait(called).unwrap();
                }
            })
        };
        let rank1 = {
            let (gate, peer) = (gate.clone(), peer.clone());
            thread::spawn(move || {
                // A module of device 1 dropped (its unload through the gate), then the call.
                gate.after_captures(2, Box::new(|| ()));
                *peer.0.lock().unwrap() = true;
                peer.1.notify_all();
            })
        };
        let capture = Capture::begin_in(gate.clone(), &lane, &dev.main).unwrap();
        drop(capture);
        rank0.join().unwrap();
        rank1.join().unwrap();
    });
}

/// As above, rank 1 beginning (and ending) a capture of its own stream first, in the same
/// context.
#[test]
fn ordering_capture_begin_leaves_the_gate_while_an_entered_enqueue_waits_for_another_capture() {
    use super::super::capture::{Capture, Gate};
    use loom::sync::{Condvar, Mutex};
    let mut b = loom::model::Builder::new();
    b.max_branches = 20_000;
    if b.preemption_bound.is_none() {
        b.preemption_bound = Some(3);
    }
    b.check(|| {
        let dev = Arc::new(Dev::new(true));
        let gate = Arc::new(Gate::new());
        let (lane, other) = (dev.lane(), dev.lane());
        let peer = Arc::new((Mutex::new(false), Condvar::new()));
        let rank0 = {
            let (lane, peer) = (lane.clone(), peer.clone());
            thread::spawn(move || {
                let _entered = lane.enter();
                let mut called = peer.0.lock().unwrap();
                while !*called {
                    called = peer.1.wait(called).unwrap();
                }
            })
        };
        let rank1 = {
            let (dev, gate, peer) = (dev.clone(), gate.clone(), peer.clone());
            thread::spawn(move || {
                drop(Capture::begin_in(gate, &other, &dev.main).unwrap());
                *peer.0.lock().unwrap() = true;
                peer.1.notify_all();
            })
        };
        let capture = Capture::begin_in(gate.clone(), &lane, &dev.main).unwrap();
        drop(capture);
        rank0.join().unwrap();
        rank1.join().unwrap();
    });
}

/// A kernel's write of X on lane A, then a copy of X back to host memory (refused while A
/// captures: a graph would write the memory at each launch, after the caller took it back), on
/// one thread, while another thread begins a capture of A: the copy is refused or runs, never
/// captured. Before, the refusal's look came before the enqueue's entry, and a capture begun
/// between took the copy in.
#[test]
fn ordering_a_host_copy_on_a_lane_while_another_thread_begins_capturing_it() {
    use super::super::capture::{Capture, Gate};
    use crate::driver::result::DriverError;
    use crate::driver::sys::CUresult;
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let a = dev.lane();
        let x = Arc::new(Buf::new(0x100));
        let copy = {
            let (dev, a, x) = (dev.clone(), a.clone(), x.clone());
            thread::spawn(move || {
                dev.access(&a, &x, true);
                let uses = [Use {
                    accesses: &x.acc,
                    ctx: &dev.ctx,
                    write: false,
                }];
                let refusal = || DriverError::new(CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
                let gpu = &dev.gpu;
                a.run_uncaptured(&dev.main, &uses, refusal, |s| {
                    Ok(gpu.access(s, x.ptr, false))
                })
                .ok()
            })
        };
        let capture = Capture::begin_in(Arc::new(Gate::new()), &a, &dev.main).unwrap();
        if let Some(item) = copy.join().unwrap() {
            assert!(
                !dev.gpu.is_captured(item),
                "the copy went into the graph: each launch would write host memory the caller \
                 took back"
            );
        }
        drop(capture);
    });
}

/// An allocation that failed for lack of memory on a lane (with allocations kept for reuse)
/// gives them back and tries again under the entry that chose the lane (the stream API's
/// `alloc`, a chain's step), while another thread begins capturing the lane: no deadlock, and
/// neither the frees nor the allocation go into the graph. Before, the frees entered the lane
/// again, and a capture's begin between the two entries waited for the first forever while the
/// second waited for it.
#[test]
fn ordering_kept_allocations_given_back_under_a_held_entry_while_a_capture_begins() {
    use super::super::capture::{Capture, Gate};
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let a = Lane::create_with(&dev.ctx, None, true).unwrap();
        let x = Buf::new(0x100);
        dev.access(&a, &x, true);
        dev.free(&x);
        let alloc = {
            let (dev, a) = (dev.clone(), a.clone());
            thread::spawn(move || {
                let entered = a.enter();
                if entered.capturing() {
                    return None;
                }
                a.free_kept_entered(&entered).unwrap();
                // The second try (`cuMemAllocAsync`), as an access of fresh memory.
                let gpu = &dev.gpu;
                Some(a.enqueue(|s| Ok(gpu.access(s, 0x200, true))).unwrap())
            })
        };
        let capture = Capture::begin_in(Arc::new(Gate::new()), &a, &dev.main).unwrap();
        if let Some(item) = alloc.join().unwrap() {
            assert!(
                !dev.gpu.is_captured(item),
                "the allocation went into the graph"
            );
            assert_eq!(
                dev.gpu.frees_of(0x100),
                1,
                "X given back before the capture"
            );
        }
        drop(capture);
    });
}

/// A buffer whose sole lane is A dropped under an entry of A (a step's, whose own enqueue
/// failed), while another thread begins capturing A: the free does not wait for the capture's
/// begin (which waits for the entry), and is not captured. Before, the free entered A again and
/// the two threads waited for each other forever.
#[test]
fn ordering_a_free_under_a_held_entry_while_a_capture_begins() {
    use super::super::capture::{Capture, Gate};
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let a = dev.lane();
        let x = Arc::new(Buf::new(0x100));
        dev.access(&a, &x, true);
        let step = {
            let (dev, a, x) = (dev.clone(), a.clone(), x.clone());
            thread::spawn(move || {
                let _entered = a.enter();
                dev.free(&x);
            })
        };
        let capture = Capture::begin_in(Arc::new(Gate::new()), &a, &dev.main).unwrap();
        step.join().unwrap();
        drop(capture);
        assert_eq!(
            dev.gpu.frees_of(0x100),
            1,
            "X freed once, outside the graph"
        );
    });
}
