//! Model tests of the lanes' own counters and event: how far a lane has waited for another
//! (`waited`, `waited_main`), what a synchronize passes on to the lanes it waited for, the one
//! event that each mark re-records, and marks of a lane that is capturing a graph (which must
//! not pull the waiting stream into the capture). The helpers are the parent module's.

use super::*;

/// X and Y written on lane `w` (main or A), X first; two threads read them on lane B at once:
/// the read of X may skip its wait only once the wait covering X's write is on B's stream.
fn two_reads_on_one_lane_at_once(on_main: bool) {
    let dev = Arc::new(Dev::new(true));
    let (x, y) = (Arc::new(Buf::new(0x100)), Arc::new(Buf::new(0x200)));
    let w = if on_main {
        dev.main.clone()
    } else {
        dev.lane()
    };
    let b = dev.lane();
    dev.access(&w, &x, true);
    dev.access(&w, &y, true);
    let other = {
        let (dev, y, b) = (dev.clone(), y.clone(), b.clone());
        thread::spawn(move || dev.access(&b, &y, false))
    };
    dev.access(&b, &x, false);
    other.join().unwrap();
    dev.free(&x);
    dev.free(&y);
    dev.gpu.check();
}

#[test]
fn ordering_two_reads_on_one_lane_wait_for_the_main_lane_at_once() {
    model(Some(2), || two_reads_on_one_lane_at_once(true));
}

#[test]
fn ordering_two_reads_on_one_lane_wait_for_another_lane_at_once() {
    model(Some(2), || two_reads_on_one_lane_at_once(false));
}

/// B synchronized while another thread makes B wait for A (a read of X, written on A after Z):
/// the synchronize passes on only the waits counted before it; a read of Z on C then skips its
/// wait for A only if A's write of Z truly finished.
#[test]
fn ordering_synchronize_passes_on_only_the_waits_it_covers() {
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let (x, z, e) = (Arc::new(Buf::new(0x100)), Buf::new(0x200), Buf::new(0x300));
        let (a, b, c) = (dev.lane(), dev.lane(), dev.lane());
        // Something counted on B already, so that the synchronize reads a generation above 0.
        dev.access(&b, &e, true);
        dev.access(&a, &z, true);
        dev.access(&a, &x, true);
        let reader = {
            let (dev, x, b) = (dev.clone(), x.clone(), b.clone());
            thread::spawn(move || dev.access(&b, &x, false))
        };
        b.synchronize().unwrap();
        reader.join().unwrap();
        dev.access(&c, &z, false);
        dev.free(&x);
        dev.free(&z);
        dev.free(&e);
        dev.gpu.check();
    });
}

/// Lanes B and C mark lane A at once while a third thread writes Y on A: a wait may find the
/// event re-recorded by the other mark, never an earlier record.
#[test]
fn ordering_two_lanes_mark_one_lane_at_once() {
    model(Some(2), || {
        let dev = Arc::new(Dev::new(true));
        let x = Arc::new(Buf::new(0x100));
        let y = Arc::new(RwLock::new(Buf::new(0x200)));
        let (a, b, c) = (dev.lane(), dev.lane(), dev.lane());
        dev.access(&a, &x, true);
        let writer = {
            let (dev, y, a) = (dev.clone(), y.clone(), a.clone());
            thread::spawn(move || dev.access(&a, &y.write().unwrap(), true))
        };
        let on_b = {
            let (dev, x) = (dev.clone(), x.clone());
            thread::spawn(move || dev.access(&b, &x, false))
        };
        dev.access(&c, &x, false);
        dev.access(&c, &y.read().unwrap(), false);
        writer.join().unwrap();
        on_b.join().unwrap();
        dev.access(&dev.main, &x, true);
        dev.access(&dev.main, &y.read().unwrap(), false);
        dev.free(&x);
        dev.free(&y.write().unwrap());
        dev.gpu.check();
    });
}

/// A stream with unfinished work begins a capture (cudarc 0.19's `CudaStream::begin_capture`
/// on a stream of the user's); X, written there before, is read on the main lane and freed:
/// ordered after the write without waiting on a record inside the capture, which would pull
/// the main stream into it.
#[test]
fn ordering_wait_for_a_lane_that_captures() {
    use super::super::capture::{Capture, Gate};
    model(None, || {
        let dev = Dev::new(true);
        let a = dev.lane();
        let x = Buf::new(0x100);
        dev.access(&a, &x, true);
        let capture = Capture::begin_in(Arc::new(Gate::new()), &a, &dev.main).unwrap();
        dev.access(&dev.main, &x, false);
        dev.free(&x);
        drop(capture);
        dev.gpu.check();
    });
}

/// As above, the capture beginning on another thread while the read orders itself.
#[test]
fn ordering_wait_for_a_lane_while_it_begins_capturing() {
    use super::super::capture::{Capture, Gate};
    model(None, || {
        let dev = Arc::new(Dev::new(true));
        let a = dev.lane();
        let x = Buf::new(0x100);
        dev.access(&a, &x, true);
        let capture = {
            let (dev, a) = (dev.clone(), a.clone());
            thread::spawn(move || Capture::begin_in(Arc::new(Gate::new()), &a, &dev.main).unwrap())
        };
        dev.access(&dev.main, &x, false);
        let capture = capture.join().unwrap();
        dev.free(&x);
        drop(capture);
        dev.gpu.check();
    });
}

/// Allocations a lane keeps for reuse, given back during a capture, are not freed into the
/// graph (each launch would free them again): kept until the capture has ended.
#[test]
fn ordering_kept_allocations_are_not_freed_into_a_capture() {
    use super::super::capture::{Capture, Gate};
    model(None, || {
        let dev = Dev::new(true);
        let a = Lane::create_with(&dev.ctx, None, true).unwrap();
        let x = Buf::new(0x100);
        dev.access(&a, &x, true);
        dev.free(&x);
        assert_eq!(dev.gpu.frees_of(0x100), 0, "X kept by its lane");
        let capture = Capture::begin_in(Arc::new(Gate::new()), &a, &dev.main).unwrap();
        a.free_kept().unwrap();
        drop(capture);
        a.free_kept().unwrap();
        assert_eq!(dev.gpu.frees_of(0x100), 1, "X freed once the capture ended");
        dev.gpu.check();
    });
}

/// A wider wait replaces the noted (claim, generation) pair as a whole: the main lane takes
/// over Z's write at the generation of the wait that covers it, so B waits for main again.
#[test]
fn ordering_a_wider_wait_is_noted_with_its_own_generation() {
    model(None, || {
        let dev = Dev::new(true);
        let (x, y, z) = (Buf::new(0x100), Buf::new(0x200), Buf::new(0x300));
        let (a, b) = (dev.lane(), dev.lane());
        dev.access(&a, &x, true);
        dev.access(&dev.main, &x, false);
        dev.access(&b, &x, false);
        dev.access(&a, &y, true);
        dev.access(&a, &z, true);
        dev.access(&dev.main, &y, false);
        dev.access(&dev.main, &z, false);
        dev.access(&b, &z, false);
        for buf in [&x, &y, &z] {
            dev.free(buf);
        }
        dev.gpu.check();
    });
}
