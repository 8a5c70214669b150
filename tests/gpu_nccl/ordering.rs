//! Every collective, in every form (main stream, another stream, async with its future dropped,
//! grouped) and of a non-blocking communicator, is ordered with slow writers of its input and slow
//! readers of its output on other streams; an input dropped right after a collective is freed
//! after it.

use crate::kernels::{CFG, SlowKernels, assert_all};
use crate::support::{assert_same, kernels};
use crate::{Issued, L, Lanes, OLD, done, world};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaSlice, CudaStream, LaunchAsync};
use cuda_driver::nccl::{Comm, Id, ReduceOp, group_end, group_start};
use std::time::Duration;

/// Cycles of each slow kernel here: about 25 ms on an H100.
const CYCLES: u64 = kernels::SLOW / 2;

// ---- helpers ------------------------------------------------------------------------------

/// Where a collective runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// The device's main stream (`all_reduce`).
    Main,
    /// Another stream (`all_reduce_on_stream`).
    Stream,
    /// An async adapter's stream (`all_reduce_async`), the future dropped at once.
    Async,
    /// The main stream, alone between `group_start` and `group_end`.
    Grouped,
}

/// The collective under test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    AllReduce,
    /// `all_reduce` of a view into a view, at offset 7 of parents 16 elements longer.
    AllReduceOfViews,
    AllReduceInPlace,
    /// Root 0; the other ranks pass no send buffer.
    Broadcast,
    /// Root `n - 1`.
    BroadcastInPlace,
    /// Root 0; the other ranks pass no receive buffer.
    Reduce,
    /// Root `n - 1`.
    ReduceInPlace,
    AllGather,
    ReduceScatter,
    /// A ring: each rank sends to the next and receives from the previous.
    SendRecv,
}

const OPS: [Op; 10] = [
    Op::AllReduce,
    Op::AllReduceOfViews,
    Op::AllReduceInPlace,
    Op::Broadcast,
    Op::BroadcastInPlace,
    Op::Reduce,
    Op::ReduceInPlace,
    Op::AllGather,
    Op::ReduceScatter,
    Op::SendRecv,
];

/// How one call is made.
enum How<'a> {
    Main,
    Stream(&'a CudaStream),
    Async(&'a AsyncDevice),
}

/// Makes one call in `form`: alone in a group for `Form::Grouped`; for `Form::Async` the
/// future is dropped at once ("dropping the future neither cancels it nor blocks").
fn issue(form: Form, lanes: &Lanes, what: &str, call: impl FnOnce(How<'_>) -> Issued) {
    let how = match form {
        Form::Main | Form::Grouped => How::Main,
        Form::Stream => How::Stream(&lanes.s),
        Form::Async => How::Async(&lanes.adev),
    };
    if form == Form::Grouped {
        group_start().unwrap();
    }
    match call(how) {
        Issued::Done(r) => r.unwrap_or_else(|e| panic!("{what}: {e}")),
        Issued::Future(f) => drop(f),
    }
    if form == Form::Grouped {
        group_end().unwrap_or_else(|e| panic!("{what}: group_end: {e}"));
    }
}

/// `dst[..] = src[..]` after a spin of `CYCLES`, on `on`: a slow reader of `src`.
fn slow_copy(k: &SlowKernels, on: &CudaStream, dst: &mut CudaSlice<f32>, src: &CudaSlice<f32>) {
    let n = dst.len();
    assert_eq!(n, src.len());
    // SAFETY: slow_copy(unsigned long long, float*, const float*, size_t) stays within n.
    unsafe { (&k.copy).launch_on_stream(on, CFG, (CYCLES, dst, src, n)) }.unwrap();
}

/// Runs `f` for each communicator on a thread of its own; fails if any thread fails.
fn on_each_rank(comms: Vec<Comm>, f: impl Fn(&Comm) + Sync) {
    let f = &f;
    std::thread::scope(|s| {
        let handles: Vec<_> = comms
            .into_iter()
            .map(|comm| s.spawn(move || f(&comm)))
            .collect();
        for h in handles {
            if let Err(e) = h.join() {
                std::panic::resume_unwind(e);
            }
        }
    });
}

/// One rank's ordering check of `op` in `form`. Before the call, its input is written slowly on
/// stream `a` (the call must read what that writes) and its output read slowly on stream
/// `b` (the call must not write before that has read); right after it, its input is
/// overwritten at once on stream `c` (after the call has read it) and its output read
/// slowly on stream `a` (after the call has written it). Every element is checked. (With
/// one rank an in-place collective changes nothing, so that only a world of two checks
/// the in-place forms; the others change what they write in either world.)
fn check_one_order(comm: &Comm, k: &SlowKernels, lanes: &Lanes, form: Form, op: Op) {
    if op == Op::SendRecv && form == Form::Async && comm.world_size() == 1 {
        // Async calls are never grouped, and a send to itself needs its recv in a group.
        return;
    }
    if matches!(
        op,
        Op::AllReduceInPlace | Op::BroadcastInPlace | Op::ReduceInPlace
    ) {
        check_in_place_order(comm, k, lanes, form, op);
    } else {
        check_out_of_place_order(comm, k, lanes, form, op);
    }
}

/// `check_one_order` of an in-place collective.
fn check_in_place_order(comm: &Comm, k: &SlowKernels, lanes: &Lanes, form: Form, op: Op) {
    let dev = comm.device();
    let (r, n) = (comm.rank(), comm.world_size());
    let mine = (r + 1) as f32;
    let sum = (n * (n + 1) / 2) as f32;
    let what = format!("{op:?} ({form:?}, rank {r} of {n})");
    let get = |x: &CudaSlice<f32>| dev.dtoh_sync_copy(x).unwrap();
    let add = ReduceOp::Sum;
    let mut buf = dev.alloc_zeros::<f32>(L).unwrap();
    let mut seen = dev.alloc_zeros::<f32>(L).unwrap();
    let mut after = dev.alloc_zeros::<f32>(L).unwrap();
    k.fill(Some(&lanes.a), &mut buf, mine, CYCLES);
    slow_copy(k, &lanes.b, &mut seen, &buf);
    let last = (n - 1) as i32;
    let want = match op {
        Op::AllReduceInPlace => {
            issue(form, lanes, &what, |how| match how {
                How::Main => done(comm.all_reduce_in_place(&mut buf, &add)),
                How::Stream(s) => done(comm.all_reduce_in_place_on_stream(s, &mut buf, &add)),
                How::Async(a) => Issued::Future(comm.all_reduce_in_place_async(a, &mut buf, &add)),
            });
            Some(sum)
        }
        Op::BroadcastInPlace => {
            issue(form, lanes, &what, |how| match how {
                How::Main => done(comm.broadcast_in_place(&mut buf, last)),
                How::Stream(s) => done(comm.broadcast_in_place_on_stream(s, &mut buf, last)),
                How::Async(a) => Issued::Future(comm.broadcast_in_place_async(a, &mut buf, last)),
            });
            Some(n as f32)
        }
        _ => {
            issue(form, lanes, &what, |how| match how {
                How::Main => done(comm.reduce_in_place(&mut buf, &add, last)),
                How::Stream(s) => done(comm.reduce_in_place_on_stream(s, &mut buf, &add, last)),
                How::Async(a) => {
                    Issued::Future(comm.reduce_in_place_async(a, &mut buf, &add, last))
                }
            });
            // NCCL leaves the other ranks' buffers as they are, but does not say so.
            (r == n - 1).then_some(sum)
        }
    };
    slow_copy(k, &lanes.a, &mut after, &buf);
    k.add(Some(&lanes.c), &mut buf, 100.0);
    assert_all(
        &get(&seen),
        mine,
        &format!("{what}: a slow reader of the buffer on another stream, before it"),
    );
    if let Some(w) = want {
        assert_all(
            &get(&after),
            w,
            &format!("{what}: a slow reader on another stream, after it"),
        );
        assert_all(
            &get(&buf),
            w + 100.0,
            &format!("{what}: the buffer written on another stream after it"),
        );
    }
}

/// `check_one_order` of a collective with an input and an output.
fn check_out_of_place_order(comm: &Comm, k: &SlowKernels, lanes: &Lanes, form: Form, op: Op) {
    let dev = comm.device();
    let (r, n) = (comm.rank(), comm.world_size());
    let mine = (r + 1) as f32;
    let what = format!("{op:?} ({form:?}, rank {r} of {n})");
    let get = |x: &CudaSlice<f32>| dev.dtoh_sync_copy(x).unwrap();
    let (in_len, out_len) = match op {
        Op::AllGather => (L, n * L),
        Op::ReduceScatter => (n * L, L),
        Op::AllReduceOfViews => (L + 16, L + 16),
        _ => (L, L),
    };
    let mut input = dev.alloc_zeros::<f32>(in_len).unwrap();
    let output = dev.htod_sync_copy(&vec![OLD; out_len]).unwrap();
    let mut seen = dev.alloc_zeros::<f32>(out_len).unwrap();
    let mut after = dev.alloc_zeros::<f32>(out_len).unwrap();
    k.fill(Some(&lanes.a), &mut input, mine, CYCLES);
    slow_copy(k, &lanes.b, &mut seen, &output);
    let (mut input, output, want) =
        out_of_place_call(comm, lanes, (form, op, &what), input, output);
    k.add(Some(&lanes.c), &mut input, 100.0);
    slow_copy(k, &lanes.a, &mut after, &output);
    assert_all(
        &get(&seen),
        OLD,
        &format!("{what}: a slow reader of the output on another stream, before it"),
    );
    assert_same(
        &get(&after),
        &want,
        &format!("{what}: a slow reader of the output on another stream, after it"),
    );
    assert_same(&get(&output), &want, &format!("{what}: the output"));
    assert_all(
        &get(&input),
        mine + 100.0,
        &format!("{what}: the input, written on another stream right after it"),
    );
}

/// Issues `op` in `form` from `input` into `output`: the buffers, and what the output must hold.
fn out_of_place_call(
    comm: &Comm,
    lanes: &Lanes,
    (form, op, what): (Form, Op, &str),
    input: CudaSlice<f32>,
    mut output: CudaSlice<f32>,
) -> (CudaSlice<f32>, CudaSlice<f32>, Vec<f32>) {
    let (r, n) = (comm.rank(), comm.world_size());
    let sum = (n * (n + 1) / 2) as f32;
    let add = ReduceOp::Sum;
    let want: Vec<f32> = match op {
        Op::AllReduce => {
            issue(form, lanes, what, |how| match how {
                How::Main => done(comm.all_reduce(&input, &mut output, &add)),
                How::Stream(s) => done(comm.all_reduce_on_stream(s, &input, &mut output, &add)),
                How::Async(a) => {
                    Issued::Future(comm.all_reduce_async(a, &input, &mut output, &add))
                }
            });
            vec![sum; L]
        }
        Op::AllReduceOfViews => {
            {
                let x = input.slice(7..7 + L);
                let mut y = output.slice_mut(7..7 + L);
                issue(form, lanes, what, |how| match how {
                    How::Main => done(comm.all_reduce(&x, &mut y, &add)),
                    How::Stream(s) => done(comm.all_reduce_on_stream(s, &x, &mut y, &add)),
                    How::Async(a) => Issued::Future(comm.all_reduce_async(a, &x, &mut y, &add)),
                });
            }
            let mut w = vec![OLD; L + 16];
            w[7..7 + L].fill(sum);
            w
        }
        Op::Broadcast => {
            let send = (r == 0).then_some(&input);
            issue(form, lanes, what, |how| match how {
                How::Main => done(comm.broadcast(send, &mut output, 0)),
                How::Stream(s) => done(comm.broadcast_on_stream(s, send, &mut output, 0)),
                How::Async(a) => Issued::Future(comm.broadcast_async(a, send, &mut output, 0)),
            });
            vec![1.0; L]
        }
        Op::Reduce => {
            let recv = (r == 0).then_some(&mut output);
            issue(form, lanes, what, |how| match how {
                How::Main => done(comm.reduce(&input, recv, &add, 0)),
                How::Stream(s) => done(comm.reduce_on_stream(s, &input, recv, &add, 0)),
                How::Async(a) => Issued::Future(comm.reduce_async(a, &input, recv, &add, 0)),
            });
            vec![if r == 0 { sum } else { OLD }; L]
        }
        Op::AllGather => {
            issue(form, lanes, what, |how| match how {
                How::Main => done(comm.all_gather(&input, &mut output)),
                How::Stream(s) => done(comm.all_gather_on_stream(s, &input, &mut output)),
                How::Async(a) => Issued::Future(comm.all_gather_async(a, &input, &mut output)),
            });
            (0..n * L).map(|j| (j / L + 1) as f32).collect()
        }
        Op::ReduceScatter => {
            issue(form, lanes, what, |how| match how {
                How::Main => done(comm.reduce_scatter(&input, &mut output, &add)),
                How::Stream(s) => done(comm.reduce_scatter_on_stream(s, &input, &mut output, &add)),
                How::Async(a) => {
                    Issued::Future(comm.reduce_scatter_async(a, &input, &mut output, &add))
                }
            });
            vec![sum; L]
        }
        _ => {
            send_and_recv(comm, lanes, form, &input, &mut output);
            vec![(((r + n - 1) % n) + 1) as f32; L]
        }
    };
    (input, output, want)
}

/// A send to the next rank and a receive from the previous one, in `form`.
fn send_and_recv(
    comm: &Comm,
    lanes: &Lanes,
    form: Form,
    input: &CudaSlice<f32>,
    output: &mut CudaSlice<f32>,
) {
    let (r, n) = (comm.rank(), comm.world_size());
    let (next, prev) = ((r + 1) % n, (r + n - 1) % n);
    let (next, prev) = (next as i32, prev as i32);
    match form {
        Form::Async => {
            // Not grouped: even ranks send first, odd ranks receive first.
            let adev = &lanes.adev;
            let futures = if r % 2 == 0 {
                let s = comm.send_async(adev, input, next);
                (s, comm.recv_async(adev, output, prev))
            } else {
                let q = comm.recv_async(adev, output, prev);
                (comm.send_async(adev, input, next), q)
            };
            drop(futures);
        }
        Form::Stream => {
            group_start().unwrap();
            comm.send_on_stream(&lanes.s, input, next).unwrap();
            comm.recv_on_stream(&lanes.s, output, prev).unwrap();
            group_end().unwrap();
        }
        Form::Main | Form::Grouped => {
            group_start().unwrap();
            comm.send(input, next).unwrap();
            comm.recv(output, prev).unwrap();
            group_end().unwrap();
        }
    }
}

/// Every ordering check of `forms`, on this rank.
fn check_every_form(comm: &Comm, forms: &[Form]) {
    let dev = comm.device();
    let k = kernels::slow_kernels(&dev);
    let lanes = Lanes::new(&dev);
    for &form in forms {
        for op in OPS {
            check_one_order(comm, &k, &lanes, form, op);
        }
    }
    comm.wait(Some(Duration::from_secs(60))).unwrap();
    dev.synchronize().unwrap();
}

// ---- ordering of every collective ---------------------------------------------------------

/// Module docs ("Ordering and streams"): "A collective is an operation on its buffers like
/// a copy or a launch: it reads the send buffer and writes the receive buffer, and is
/// ordered with every other use of them on any stream ... (it waits for earlier writes of
/// what it reads and for earlier uses of what it writes; later work ... wait[s] for it)";
/// collectives.rs: "Every form ... is ordered with every other use of its buffers". Every
/// collective on the main stream, one thread per rank (see `check_one_order`).
#[test]
fn every_collective_on_the_main_stream_is_ordered_with_other_streams() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    on_each_rank(comms, |c| check_every_form(c, &[Form::Main]));
}

/// The same on another stream (`*_on_stream`: "It is ordered with the other uses of its
/// buffers on any stream").
#[test]
fn every_collective_on_another_stream_is_ordered_with_other_streams() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    on_each_rank(comms, |c| check_every_form(c, &[Form::Stream]));
}

/// The same as futures dropped at once (`*_async`: "The call is enqueued before this
/// returns; dropping the future neither cancels it nor blocks").
#[test]
fn every_async_collective_is_ordered_with_other_streams_its_future_dropped() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    on_each_rank(comms, |c| check_every_form(c, &[Form::Async]));
}

/// The same inside a group, where the call is recorded as deferred and launched by
/// `group_end` (module docs, "Groups"): the launch still waits for the slow writer and
/// reader, and what follows `group_end` waits for it.
#[test]
fn every_grouped_collective_is_ordered_with_other_streams() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    on_each_rank(comms, |c| check_every_form(c, &[Form::Grouped]));
}

/// The same for a non-blocking communicator (`from_rank_with_timeout`, whose calls NCCL
/// enqueues from a helper thread), made on threads of this process with one `Id`.
#[test]
fn every_collective_of_a_non_blocking_communicator_is_ordered_with_other_streams() {
    let devs = world!();
    let n = devs.len();
    let id = Id::new().unwrap();
    std::thread::scope(|s| {
        let handles: Vec<_> = devs
            .iter()
            .cloned()
            .enumerate()
            .map(|(rank, dev)| {
                s.spawn(move || {
                    let comm =
                        Comm::from_rank_with_timeout(dev, rank, n, id, Duration::from_secs(60))
                            .unwrap();
                    check_every_form(&comm, &[Form::Main, Form::Grouped]);
                })
            })
            .collect();
        for h in handles {
            if let Err(e) = h.join() {
                std::panic::resume_unwind(e);
            }
        }
    });
}

// ---- frees in flight ----------------------------------------------------------------------

/// Module docs: "later work, and the buffers' frees, wait for it"; "a buffer dropped inside
/// the group is freed right after the group's launch". The input of an all-reduce, written
/// slowly on another stream (so the all-reduce runs late), is dropped right after the call
/// (inside the group for `Form::Grouped`, and of a send in a grouped send/recv), and fresh
/// buffers of its size are uploaded at once, which would take its memory if it were freed
/// before the collective read it. The output must be what the input held.
#[test]
fn an_input_dropped_right_after_a_collective_is_freed_after_it() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    on_each_rank(comms, |comm| {
        let dev = comm.device();
        let k = kernels::slow_kernels(&dev);
        let lanes = Lanes::new(&dev);
        let (r, n) = (comm.rank(), comm.world_size());
        let mine = (r + 1) as f32;
        let sum = (n * (n + 1) / 2) as f32;
        let junk = || -> Vec<CudaSlice<f32>> {
            (0..3)
                .map(|_| dev.htod_sync_copy(&vec![-9.0f32; L]).unwrap())
                .collect()
        };
        for form in [Form::Main, Form::Stream, Form::Async, Form::Grouped] {
            let what = format!("{form:?}, rank {r} of {n}");
            let mut input = dev.alloc_zeros::<f32>(L).unwrap();
            let mut output = dev.alloc_zeros::<f32>(L).unwrap();
            k.fill(Some(&lanes.a), &mut input, mine, CYCLES);
            let taken = if form == Form::Grouped {
                group_start().unwrap();
                comm.all_reduce(&input, &mut output, &ReduceOp::Sum)
                    .unwrap();
                drop(input);
                let taken = junk();
                group_end().unwrap();
                taken
            } else {
                issue(form, &lanes, &what, |how| match how {
                    How::Main => done(comm.all_reduce(&input, &mut output, &ReduceOp::Sum)),
                    How::Stream(s) => {
                        done(comm.all_reduce_on_stream(s, &input, &mut output, &ReduceOp::Sum))
                    }
                    How::Async(a) => Issued::Future(comm.all_reduce_async(
                        a,
                        &input,
                        &mut output,
                        &ReduceOp::Sum,
                    )),
                });
                drop(input);
                junk()
            };
            assert_all(
                &dev.dtoh_sync_copy(&output).unwrap(),
                sum,
                &format!("{what}: an all-reduce whose input was dropped right after it"),
            );
            for t in &taken {
                assert_all(&dev.dtoh_sync_copy(t).unwrap(), -9.0, &what);
            }
        }
        // A send's buffer dropped inside its group.
        let (next, prev) = (((r + 1) % n) as i32, ((r + n - 1) % n) as i32);
        let mut x = dev.alloc_zeros::<f32>(L).unwrap();
        let mut y = dev.alloc_zeros::<f32>(L).unwrap();
        k.fill(Some(&lanes.a), &mut x, mine, CYCLES);
        group_start().unwrap();
        comm.send(&x, next).unwrap();
        comm.recv(&mut y, prev).unwrap();
        drop(x);
        let taken = junk();
        group_end().unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            (prev + 1) as f32,
            &format!("rank {r}: a recv whose sender dropped its buffer inside the group"),
        );
        drop(taken);
        dev.synchronize().unwrap();
    });
}
