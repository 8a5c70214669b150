//! One rank's view of a world: the checks every collective goes through in each mode (main stream,
//! another stream, async), their ordering with slow work, and futures dropped at once.

use crate::support::kernels;
use crate::{LEN, Val, check, v};
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaDevice, CudaSlice, CudaStream};
use cuda_driver::nccl::{Comm, ReduceOp, group_end, group_start};
use futures_lite::future::block_on;
use std::sync::Arc;

// ---- one rank's view: the checks every collective goes through ------------------------------

/// Where a rank runs its collectives.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Mode {
    Main,
    Stream,
    Async,
}

pub(crate) const MODES: [Mode; 3] = [Mode::Main, Mode::Stream, Mode::Async];

/// One rank of a world, running collectives in one mode.
pub(crate) struct Rank<'a> {
    pub(crate) comm: &'a Comm,
    pub(crate) dev: Arc<CudaDevice>,
    pub(crate) stream: CudaStream,
    pub(crate) adev: AsyncDevice,
    pub(crate) mode: Mode,
}

impl<'a> Rank<'a> {
    pub(crate) fn new(comm: &'a Comm, mode: Mode) -> Self {
        let dev = comm.device();
        Rank {
            comm,
            stream: dev.fork_default_stream().unwrap(),
            adev: AsyncDevice::new(dev.clone()).unwrap(),
            dev,
            mode,
        }
    }

    pub(crate) fn r(&self) -> usize {
        self.comm.rank()
    }

    pub(crate) fn n(&self) -> usize {
        self.comm.world_size()
    }

    pub(crate) fn up<T: Val>(&self, f: impl Fn(usize) -> i64, len: usize) -> CudaSlice<T> {
        self.dev
            .htod_copy((0..len).map(|i| T::of(f(i))).collect())
            .unwrap()
    }

    pub(crate) fn down<T: Val>(&self, x: &CudaSlice<T>) -> Vec<T> {
        self.dev.dtoh_sync_copy(x).unwrap()
    }

    pub(crate) fn what(&self, op: &str) -> String {
        format!("{op} ({:?}, rank {} of {})", self.mode, self.r(), self.n())
    }

    pub(crate) fn all_reduce<T: Val>(&self, op: ReduceOp) {
        let (r, n) = (self.r(), self.n());
        // Scaled for the average, so that it is exact.
        let scale = if op == ReduceOp::Avg { n as i64 } else { 1 };
        let send: CudaSlice<T> = self.up(|i| v(r, i) * scale, LEN);
        let mut recv: CudaSlice<T> = self.dev.alloc_zeros(LEN).unwrap();
        match self.mode {
            Mode::Main => self.comm.all_reduce(&send, &mut recv, &op).map(drop),
            Mode::Stream => self
                .comm
                .all_reduce_on_stream(&self.stream, &send, &mut recv, &op)
                .map(drop),
            Mode::Async => block_on(
                self.comm
                    .all_reduce_async(&self.adev, &send, &mut recv, &op),
            )
            .map_err(|e| panic!("{e}")),
        }
        .unwrap();
        let want = |i: usize| -> i64 {
            let vals = (0..n).map(|k| v(k, i));
            match op {
                ReduceOp::Sum => vals.sum(),
                ReduceOp::Prod => vals.product(),
                ReduceOp::Max => vals.max().unwrap(),
                ReduceOp::Min => vals.min().unwrap(),
                ReduceOp::Avg => vals.sum(),
            }
        };
        check(
            &self.down(&recv),
            want,
            &self.what(&format!("all_reduce {op:?}")),
        );
        // The send buffer is unchanged.
        check(
            &self.down(&send),
            |i| v(r, i) * scale,
            &self.what("all_reduce's sendbuff"),
        );
    }

    pub(crate) fn all_reduce_in_place(&self) {
        let n = self.n();
        let mut x: CudaSlice<f32> = self.up(|i| v(self.r(), i), LEN);
        match self.mode {
            Mode::Main => self
                .comm
                .all_reduce_in_place(&mut x, &ReduceOp::Sum)
                .map(drop),
            Mode::Stream => self
                .comm
                .all_reduce_in_place_on_stream(&self.stream, &mut x, &ReduceOp::Sum)
                .map(drop),
            Mode::Async => block_on(self.comm.all_reduce_in_place_async(
                &self.adev,
                &mut x,
                &ReduceOp::Sum,
            ))
            .map_err(|e| panic!("{e}")),
        }
        .unwrap();
        let want = |i: usize| (0..n).map(|k| v(k, i)).sum();
        check(&self.down(&x), want, &self.what("all_reduce_in_place"));
    }

    pub(crate) fn broadcast(&self, root: usize) {
        let r = self.r();
        let x: CudaSlice<u32> = self.up(|i| (i * 3 + r) as i64, LEN);
        let mut y: CudaSlice<u32> = self.dev.alloc_zeros(LEN).unwrap();
        // The root must pass its buffer; the others pass None, or a buffer that is ignored.
        let send = (r == root || r % 2 == 1).then_some(&x);
        let root = root as i32;
        match self.mode {
            Mode::Main => self.comm.broadcast(send, &mut y, root).map(drop),
            Mode::Stream => self
                .comm
                .broadcast_on_stream(&self.stream, send, &mut y, root)
                .map(drop),
            Mode::Async => block_on(self.comm.broadcast_async(&self.adev, send, &mut y, root))
                .map_err(|e| panic!("{e}")),
        }
        .unwrap();
        check(
            &self.down(&y),
            |i| (i * 3) as i64 + root as i64,
            &self.what("broadcast"),
        );
    }

    pub(crate) fn broadcast_in_place(&self, root: usize) {
        let r = self.r();
        let mut x: CudaSlice<i64> = self.up(|i| (i + 100 * r) as i64, LEN);
        let root = root as i32;
        match self.mode {
            Mode::Main => self.comm.broadcast_in_place(&mut x, root).map(drop),
            Mode::Stream => self
                .comm
                .broadcast_in_place_on_stream(&self.stream, &mut x, root)
                .map(drop),
            Mode::Async => block_on(self.comm.broadcast_in_place_async(&self.adev, &mut x, root))
                .map_err(|e| panic!("{e}")),
        }
        .unwrap();
        check(
            &self.down(&x),
            |i| i as i64 + 100 * root as i64,
            &self.what("broadcast_in_place"),
        );
    }

    pub(crate) fn reduce(&self, root: usize) {
        let (r, n) = (self.r(), self.n());
        let x: CudaSlice<i32> = self.up(|i| v(r, i), LEN);
        let mut y: CudaSlice<i32> = self.dev.alloc_zeros(LEN).unwrap();
        let recv = (r == root).then_some(&mut y);
        let root_i = root as i32;
        match self.mode {
            Mode::Main => self.comm.reduce(&x, recv, &ReduceOp::Sum, root_i).map(drop),
            Mode::Stream => self
                .comm
                .reduce_on_stream(&self.stream, &x, recv, &ReduceOp::Sum, root_i)
                .map(drop),
            Mode::Async => {
                block_on(
                    self.comm
                        .reduce_async(&self.adev, &x, recv, &ReduceOp::Sum, root_i),
                )
                .map_err(|e| panic!("{e}"))
            }
        }
        .unwrap();
        let got = self.down(&y);
        if r == root {
            check(
                &got,
                |i| (0..n).map(|k| v(k, i)).sum(),
                &self.what("reduce"),
            );
        } else {
            check(&got, |_| 0, &self.what("reduce (not root: untouched)"));
        }
    }

    pub(crate) fn reduce_in_place(&self, root: usize) {
        let (r, n) = (self.r(), self.n());
        let mut x: CudaSlice<u64> = self.up(|i| v(r, i), LEN);
        let root_i = root as i32;
        match self.mode {
            Mode::Main => self
                .comm
                .reduce_in_place(&mut x, &ReduceOp::Max, root_i)
                .map(drop),
            Mode::Stream => self
                .comm
                .reduce_in_place_on_stream(&self.stream, &mut x, &ReduceOp::Max, root_i)
                .map(drop),
            Mode::Async => block_on(self.comm.reduce_in_place_async(
                &self.adev,
                &mut x,
                &ReduceOp::Max,
                root_i,
            ))
            .map_err(|e| panic!("{e}")),
        }
        .unwrap();
        if r == root {
            let want = |i: usize| (0..n).map(|k| v(k, i)).max().unwrap();
            check(&self.down(&x), want, &self.what("reduce_in_place"));
        }
    }

    pub(crate) fn all_gather(&self) {
        let (r, n) = (self.r(), self.n());
        let x: CudaSlice<f64> = self.up(|i| (r * 1000 + i % 1000) as i64, LEN);
        let mut all: CudaSlice<f64> = self.dev.alloc_zeros(LEN * n).unwrap();
        match self.mode {
            Mode::Main => self.comm.all_gather(&x, &mut all).map(drop),
            Mode::Stream => self
                .comm
                .all_gather_on_stream(&self.stream, &x, &mut all)
                .map(drop),
            Mode::Async => block_on(self.comm.all_gather_async(&self.adev, &x, &mut all))
                .map_err(|e| panic!("{e}")),
        }
        .unwrap();
        let want = |j: usize| ((j / LEN) * 1000 + (j % LEN) % 1000) as i64;
        check(&self.down(&all), want, &self.what("all_gather"));
    }

    pub(crate) fn reduce_scatter(&self) {
        let (r, n) = (self.r(), self.n());
        let x: CudaSlice<u32> = self.up(|j| v(r, j), LEN * n);
        let mut mine: CudaSlice<u32> = self.dev.alloc_zeros(LEN).unwrap();
        match self.mode {
            Mode::Main => self
                .comm
                .reduce_scatter(&x, &mut mine, &ReduceOp::Sum)
                .map(drop),
            Mode::Stream => self
                .comm
                .reduce_scatter_on_stream(&self.stream, &x, &mut mine, &ReduceOp::Sum)
                .map(drop),
            Mode::Async => {
                block_on(
                    self.comm
                        .reduce_scatter_async(&self.adev, &x, &mut mine, &ReduceOp::Sum),
                )
                .map_err(|e| panic!("{e}"))
            }
        }
        .unwrap();
        let want = |i: usize| (0..n).map(|k| v(k, r * LEN + i)).sum();
        check(&self.down(&mine), want, &self.what("reduce_scatter"));
    }

    /// Each rank sends to the next and receives from the previous (a ring; with one rank, to
    /// itself).
    pub(crate) fn send_recv(&self) {
        let (r, n) = (self.r(), self.n());
        let next = ((r + 1) % n) as i32;
        let prev = ((r + n - 1) % n) as i32;
        let x: CudaSlice<i8> = self.up(|i| ((i + r) % 100) as i64, LEN);
        let mut y: CudaSlice<i8> = self.dev.alloc_zeros(LEN).unwrap();
        match self.mode {
            Mode::Main => {
                group_start().unwrap();
                self.comm.send(&x, next).unwrap();
                self.comm.recv(&mut y, prev).unwrap();
                group_end().unwrap();
            }
            Mode::Stream => {
                group_start().unwrap();
                self.comm.send_on_stream(&self.stream, &x, next).unwrap();
                self.comm
                    .recv_on_stream(&self.stream, &mut y, prev)
                    .unwrap();
                group_end().unwrap();
            }
            Mode::Async => {
                // Async calls are not grouped: even ranks send first, odd ranks receive first.
                // (With one rank a send to itself would wait for a receive behind it.)
                if n == 1 {
                    return;
                }
                let (a, b) = if r % 2 == 0 {
                    let a = self.comm.send_async(&self.adev, &x, next);
                    (a, self.comm.recv_async(&self.adev, &mut y, prev))
                } else {
                    let b = self.comm.recv_async(&self.adev, &mut y, prev);
                    (self.comm.send_async(&self.adev, &x, next), b)
                };
                block_on(a).unwrap();
                block_on(b).unwrap();
            }
        }
        let p = prev as usize;
        check(
            &self.down(&y),
            |i| ((i + p) % 100) as i64,
            &self.what("send/recv"),
        );
    }

    /// Every collective, in this rank's mode.
    pub(crate) fn every_collective(&self) {
        let n = self.n();
        for op in [
            ReduceOp::Sum,
            ReduceOp::Prod,
            ReduceOp::Max,
            ReduceOp::Min,
            ReduceOp::Avg,
        ] {
            self.all_reduce::<f32>(op);
        }
        self.all_reduce::<f64>(ReduceOp::Sum);
        self.all_reduce::<i8>(ReduceOp::Sum);
        self.all_reduce::<u8>(ReduceOp::Max);
        self.all_reduce::<i32>(ReduceOp::Min);
        self.all_reduce::<u32>(ReduceOp::Sum);
        self.all_reduce::<i64>(ReduceOp::Prod);
        self.all_reduce::<u64>(ReduceOp::Sum);
        self.all_reduce::<isize>(ReduceOp::Sum);
        self.all_reduce::<usize>(ReduceOp::Max);
        #[cfg(feature = "f16")]
        {
            self.all_reduce::<half::f16>(ReduceOp::Sum);
            self.all_reduce::<half::bf16>(ReduceOp::Sum);
        }
        self.all_reduce_in_place();
        self.broadcast(n - 1);
        self.broadcast(0);
        self.broadcast_in_place(0);
        self.reduce(0);
        self.reduce(n - 1);
        self.reduce_in_place(n - 1);
        self.all_gather();
        self.reduce_scatter();
        self.send_recv();
        self.dev.synchronize().unwrap();
    }

    /// Kernels and copies before and after the collective, on other streams: the collective
    /// waits for a slow kernel writing its input on another stream, a kernel that overwrites
    /// its input right after waits for it to have read it, and one reading its output on a
    /// third stream waits for it to have written it.
    pub(crate) fn ordering(&self, slow: &kernels::SlowKernels) {
        let (r, n) = (self.r(), self.n());
        let sum = (n * (n + 1) / 2) as f32;
        let a = self.dev.fork_default_stream().unwrap();
        let b = self.dev.fork_default_stream().unwrap();
        let mut send: CudaSlice<f32> = self.dev.alloc_zeros(kernels::N).unwrap();
        let mut recv: CudaSlice<f32> = self.dev.alloc_zeros(kernels::N).unwrap();
        let mut out: CudaSlice<f32> = self.dev.alloc_zeros(kernels::N).unwrap();
        // Written slowly on stream a: the collective must not read it before.
        slow.fill(Some(&a), &mut send, (r + 1) as f32, kernels::SLOW);
        // Written slowly where the collective runs: it writes after.
        let on = match self.mode {
            Mode::Stream => Some(&self.stream),
            _ => None,
        };
        slow.fill(on, &mut recv, -1.0, kernels::SLOW);
        let fut = match self.mode {
            Mode::Main => {
                self.comm
                    .all_reduce(&send, &mut recv, &ReduceOp::Sum)
                    .unwrap();
                None
            }
            Mode::Stream => {
                self.comm
                    .all_reduce_on_stream(&self.stream, &send, &mut recv, &ReduceOp::Sum)
                    .unwrap();
                None
            }
            Mode::Async => {
                Some(
                    self.comm
                        .all_reduce_async(&self.adev, &send, &mut recv, &ReduceOp::Sum),
                )
            }
        };
        // Overwrites the input on stream b: must wait until the collective has read it.
        slow.add(Some(&b), &mut send, 100.0);
        // Reads the output on stream a: must wait until the collective has written it.
        slow.slow_copy(Some(&a), &mut out, &recv);
        if let Some(f) = fut {
            drop(f); // dropping the future does not undo the ordering
        }
        kernels::assert_all(
            &self.down(&out),
            sum,
            &self.what("ordering: output read after"),
        );
        kernels::assert_all(&self.down(&recv), sum, &self.what("ordering: output"));
        kernels::assert_all(
            &self.down(&send),
            (r + 1) as f32 + 100.0,
            &self.what("ordering: input overwritten after"),
        );
        // A copy into the output after the collective lands after it.
        let mut again = self.dev.alloc_zeros::<f32>(kernels::N).unwrap();
        self.comm
            .all_reduce(&send, &mut again, &ReduceOp::Max)
            .unwrap();
        self.dev
            .htod_sync_copy_into(&vec![5.0f32; kernels::N], &mut again)
            .unwrap();
        kernels::assert_all(&self.down(&again), 5.0, &self.what("ordering: copy after"));
    }

    /// Futures dropped or leaked at once: the work still happens, and the buffers (dropped
    /// too) are freed only after it.
    pub(crate) fn dropped_futures(&self) {
        let n = self.n();
        let want = |i: usize| (0..n).map(|k| v(k, i)).sum::<i64>();
        let send: CudaSlice<f32> = self.up(|i| v(self.r(), i), LEN);
        let mut recv: CudaSlice<f32> = self.dev.alloc_zeros(LEN).unwrap();
        drop(
            self.comm
                .all_reduce_async(&self.adev, &send, &mut recv, &ReduceOp::Sum),
        );
        drop(send);
        check(&self.down(&recv), want, &self.what("dropped future"));
        let send: CudaSlice<f32> = self.up(|i| v(self.r(), i), LEN);
        let mut recv2: CudaSlice<f32> = self.dev.alloc_zeros(LEN).unwrap();
        std::mem::forget(
            self.comm
                .all_reduce_async(&self.adev, &send, &mut recv2, &ReduceOp::Sum),
        );
        drop(send);
        check(&self.down(&recv2), want, &self.what("leaked future"));
        // An in-place one whose buffer is dropped before the GPU is done.
        let mut x: CudaSlice<f32> = self.up(|i| v(self.r(), i), LEN);
        drop(
            self.comm
                .all_reduce_in_place_async(&self.adev, &mut x, &ReduceOp::Sum),
        );
        drop(x);
        self.dev.synchronize().unwrap();
    }
}
